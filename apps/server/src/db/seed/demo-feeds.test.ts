// The demo events and special offers (docs/decisions/062-events-and-special-offers.md) show pictures: drawn at seed
// time, stored once as the demo admin's uploads, served like an admin's upload, different on cards side by side,
// and their page's share image; with no storage they have none, as before.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_LIMITS, type FeedItem, type FeedType } from '@crashpad/shared/api/feeds';
import { thumbnailOf } from '@crashpad/shared/api/uploads';
import { removeDir, testApp, type TestApp } from '../../../test/factory';
import type { Db } from '../client';
import { airports, feedItems, uploads, users } from '../schema';
import { FEED_SCENES } from './demo-feed-images';
import { seedDemoFeeds } from './demo-feeds';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Default</title><!--page-meta--></head><body><div id="root"></div></body></html>',
  );
  t = await testApp({ SEED_DEMO: 'true', SITE_VARIANT: 'nurse', WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t?.close();
  await removeDir(webDist);
});

const feed = async (type: FeedType, query = '') =>
  (await t.app.inject({ url: `/api/feeds/${type}?limit=${FEED_LIMITS.max}${query}` })).json<{
    data: FeedItem[];
  }>().data;

/** Two cards side by side with the same picture, named by their titles. */
const sameNeighbours = (items: FeedItem[]) =>
  items
    .slice(1)
    .flatMap((item, i) => (item.image === items[i]!.image ? [[items[i]!.title, item.title]] : []));

describe('demo events and offers', () => {
  it('have pictures, each stored once and answered as an image', async () => {
    const rows = await t.db.select({ image: feedItems.image }).from(feedItems);
    expect(rows).toHaveLength(50);
    const images = [...new Set(rows.map((r) => r.image))];
    expect(images).toHaveLength(FEED_SCENES.length);
    for (const url of images) {
      // the address an admin's upload at /admin/feeds gets
      expect(url).toMatch(/^\/uploads\/listings\/demo-[0-9a-f]+\.webp$/);
      const res = await t.app.inject({ url: url! });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 960,
        height: 640,
      });
      const thumbnail = await t.app.inject({ url: thumbnailOf(url!) });
      expect(thumbnail.statusCode).toBe(200);
      expect(thumbnail.headers['content-type']).toBe('image/webp');
    }
    // distinct pictures, not one drawn ten times
    const bytes = await Promise.all(images.map(async (url) => (await t.app.inject({ url: url! })).body));
    expect(new Set(bytes).size).toBe(images.length);
    // the demo admin's uploads, as if uploaded at /admin/feeds
    const owned = await t.db
      .select({ url: uploads.url, email: users.email })
      .from(uploads)
      .innerJoin(users, eq(users.id, uploads.userId));
    for (const url of images) expect(owned).toContainEqual({ url, email: 'admin@demo.crashpad.test' });
  });

  it('differ on cards side by side: the soonest anywhere and near each demo airport', async () => {
    for (const type of ['events', 'special_offers'] as const) {
      const soonest = await feed(type);
      expect(soonest.length).toBeGreaterThanOrEqual(20);
      expect(sameNeighbours(soonest)).toEqual([]);
      expect(new Set(soonest.map((i) => i.image)).size).toBe(type === 'events' ? 6 : 4);
    }
    const bases = await t.db
      .select({ iata: airports.iata, lat: airports.latitude, lng: airports.longitude })
      .from(airports)
      .where(inArray(airports.iata, ['DFW', 'IAH', 'ATL', 'MIA', 'ORD', 'EWR', 'JFK', 'DEN', 'LAX', 'SEA']));
    expect(bases).toHaveLength(10);
    let nearby = 0;
    for (const base of bases)
      for (const type of ['events', 'special_offers'] as const) {
        const near = await feed(type, `&lat=${base.lat}&lng=${base.lng}`);
        nearby += near.length;
        expect(sameNeighbours(near), `${type} near ${base.iata}`).toEqual([]);
      }
    // every item is near its airport
    expect(nearby).toBeGreaterThanOrEqual(50);
  });

  it("give an event's page its share image", async () => {
    const [event] = await feed('events');
    const res = await t.app.inject({ url: `/event/${event!.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<meta property="og:image" content="http://crashpad.test${event!.image}"`);
  });

  it('have none when there is no storage to keep them in', async () => {
    const rollback = new Error('rollback');
    await expect(
      t.db.transaction(async (tx) => {
        const before = await tx.$count(feedItems, isNull(feedItems.image));
        await seedDemoFeeds(tx as unknown as Db, { demo: true });
        expect(await tx.$count(feedItems, isNull(feedItems.image))).toBe(before + 50);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });
});
