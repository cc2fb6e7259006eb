// The pages of events and special offers served with their own meta tags, a 404 page for an unknown one, the
// sitemap's entries, and the nurse site's words in an airport page's tags (docs/decisions/062, 005 addendum).
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedItem } from '@crashpad/shared/api/feeds';
import { bearer, removeDir, signedInMember, testApp, type TestApp } from '../../../test/factory';

let t: TestApp;
let crashpad: TestApp;
let webDist: string;
let event: FeedItem;
let offer: FeedItem;

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Default</title><!--page-meta--></head><body><div id="root"></div></body></html>',
  );
  t = await testApp({ WEB_DIST_DIR: webDist, SITE_VARIANT: 'nurse' });
  crashpad = await testApp({ WEB_DIST_DIR: webDist });
  const admin = await signedInMember(t, { role: 'admin' });
  const make = async (type: string, title: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/feeds/${type}`,
        headers: bearer(admin.token),
        payload: {
          title,
          description: 'Street food & <music> for crews.',
          start_date: day(3),
          end_date: day(5),
          map_lat: 32.9,
          map_lng: -97.04,
          city_name: 'Dallas',
          business_name: 'Market Collective',
        },
      })
    ).json<{ data: FeedItem }>().data;
  event = await make('events', 'Night Market');
  offer = await make('special_offers', '20% off at Gate Grill');
});
afterAll(async () => {
  await t?.close();
  await crashpad?.close();
  await removeDir(webDist);
});

describe('event and offer pages', () => {
  it('serve their title, description and schema.org data without JavaScript', async () => {
    const res = await t.app.inject({ url: `/event/${event.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Night Market | Nurse Nest</title>');
    // the description is plain text, escaped for HTML
    expect(res.body).toMatch(
      /<meta name="description" content="[^"]*Market Collective, Dallas\. Street food &amp; for crews\."/,
    );
    expect(res.body).toContain(`<link rel="canonical" href="http://crashpad.test/event/${event.id}"`);
    expect(res.body).toContain('"@type":"Event"');
    const page = await t.app.inject({ url: `/offer/${offer.id}` });
    expect(page.body).toContain('"@type":"Offer"');
    // an event's id is not an offer's page
    expect((await t.app.inject({ url: `/offer/${event.id}` })).statusCode).toBe(404);
  });

  it('answer 404 for an unknown item, and on the crashpad site', async () => {
    const res = await t.app.inject({ url: '/event/99999' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="robots" content="noindex"');
    expect((await crashpad.app.inject({ url: `/event/${event.id}` })).statusCode).toBe(404);
  });

  it('are in the sitemap of a site with feeds, not of the crashpad site', async () => {
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`<loc>http://crashpad.test/event/${event.id}</loc>`);
    expect(sitemap).toContain(`<loc>http://crashpad.test/offer/${offer.id}</loc>`);
    expect((await crashpad.app.inject({ url: '/sitemap.xml' })).body).not.toContain('/event/');
  });

  it("say the nurse site's words on an airport page", async () => {
    const res = await t.app.inject({ url: '/search/airports/dfw' });
    expect(res.body).toMatch(/<title>Rentals near DFW/);
    const tags =
      res.body.match(/<title>.*?<\/title>|<meta name="(description|keywords)" content="[^"]*"/g) ?? [];
    expect(tags).toHaveLength(3);
    for (const tag of tags) expect(tag).not.toMatch(/crashpad/i);
  });
});
