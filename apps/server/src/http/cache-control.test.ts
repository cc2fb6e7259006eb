import { describe, expect, it } from 'vitest';
import {
  bearer,
  createLister,
  createListing,
  listingForm,
  registration,
  saveListing,
  signUp,
  suiteApp,
} from '../../test/factory';
import { answerTag } from './cache-control';

const t = suiteApp();

describe('Cache-Control of the API', () => {
  it('is no-store for every answer of a signed-in member, and for the answers that carry a session', async () => {
    const member = await signUp(t.app);
    const signedIn = [
      await t.app.inject({ url: '/api/user', headers: bearer(member.token) }),
      await t.app.inject({ url: '/api/account-service', headers: bearer(member.token) }),
      await t.app.inject({ url: '/api/airports/search?search=dal', headers: bearer(member.token) }),
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: member.email, password: member.password },
      }),
      await t.app.inject({ method: 'POST', url: '/api/rental/register', payload: registration() }),
    ];
    expect(signedIn.map((r) => [r.statusCode, r.headers['cache-control']])).toEqual(
      signedIn.map(() => [200, 'no-store']),
    );
  });

  it('is no-store for refusals and for answers that do not say they are public', async () => {
    const guest = [
      await t.app.inject({ url: '/api/user' }),
      await t.app.inject({ url: '/api/listing/2147483647' }),
      await t.app.inject({ url: '/api/airports/search?search=dal' }),
    ];
    expect(guest.map((r) => [r.statusCode, r.headers['cache-control']])).toEqual([
      [401, 'no-store'],
      [404, 'no-store'],
      [200, 'no-store'],
    ]);
  });

  it('keeps the public caching of lists that are the same for everyone, signed in or not', async () => {
    const member = await signUp(t.app);
    for (const headers of [{}, bearer(member.token)]) {
      const countries = await t.app.inject({ url: '/api/countries', headers });
      expect(countries.headers['cache-control']).toBe('public, max-age=3600');
    }
  });

  it('lets a guest keep the search, the listing and the airport, asks again each time, and answers 304 while unchanged', async () => {
    const lister = await createLister(t);
    const id = await createListing(t, lister, { title: 'Love Field Crew House' });
    for (const url of ['/api/airports/dal/listings?sort=newest', `/api/listing/${id}`, '/api/airports/dal']) {
      const first = await t.app.inject({ url });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('public, no-cache');
      expect(String(first.headers.vary), url).toContain('Authorization');
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^W\/"[0-9a-z]+-[0-9a-z]+"$/);
      const opaque = etag.slice(2);
      for (const ifNoneMatch of [etag, opaque, `"other", ${opaque}`]) {
        const again = await t.app.inject({ url, headers: { 'if-none-match': ifNoneMatch } });
        expect(
          [again.statusCode, again.body, again.headers.etag, again.headers['content-length']],
          `${url} ${ifNoneMatch}`,
        ).toEqual([304, '', etag, undefined]);
      }
      const other = await t.app.inject({ url, headers: { 'if-none-match': '"other"' } });
      expect([other.statusCode, other.body], url).toEqual([200, first.body]);
      // More than a few ETags is not read.
      const long = await t.app.inject({ url, headers: { 'if-none-match': `${'"x", '.repeat(200)}${etag}` } });
      expect(long.statusCode, url).toBe(200);
    }
    // The lister's change shows on the guest's next read: a new ETag, the full answer.
    const before = await t.app.inject({ url: `/api/listing/${id}` });
    const form = await listingForm(t.db, lister.images, { title: 'Bachman Lake Crew House' });
    expect((await saveListing(t, lister, id, form)).statusCode).toBe(200);
    for (const url of [`/api/listing/${id}`, '/api/airports/dal/listings?sort=newest']) {
      const after = await t.app.inject({ url, headers: { 'if-none-match': String(before.headers.etag) } });
      expect(after.statusCode, url).toBe(200);
      expect(after.body, url).toContain('Bachman Lake Crew House');
    }
  });

  it('never keeps what a signed-in member reads of the listing, nor a refusal of those routes', async () => {
    const lister = await createLister(t);
    const id = await createListing(t, lister);
    const mine = await t.app.inject({ url: `/api/listing/${id}`, headers: bearer(lister.token) });
    expect([mine.statusCode, mine.headers['cache-control'], mine.headers.etag]).toEqual([
      200,
      'no-store',
      undefined,
    ]);
    for (const url of ['/api/airports/zzz/listings', '/api/airports/zzz', '/api/listing/2147483647']) {
      const refused = await t.app.inject({ url });
      expect(refused.statusCode, url).toBeGreaterThanOrEqual(400);
      expect([refused.headers['cache-control'], refused.headers.etag], url).toEqual(['no-store', undefined]);
    }
  });
});

describe('answerTag', () => {
  it("is the answer's length and its CRC-32 (the standard check value of 123456789 is cbf43926)", () => {
    expect(answerTag(Buffer.from('123456789'))).toBe(`W/"9-${(0xcbf43926).toString(36)}"`);
  });

  it('tells apart answers of one length that differ in a digit, in swapped cards, or in one bit', () => {
    const page = (price: number, order: string[]) =>
      Buffer.from(`{"data":[${order.join(',')}],"price":${price}}`);
    const cards = ['{"id":1,"rate":450}', '{"id":2,"rate":460}'];
    const tags = [
      page(450, cards),
      page(451, cards),
      page(450, [...cards].reverse()),
      Buffer.from(page(450, cards).map((byte, i) => (i === 12 ? byte ^ 1 : byte))),
    ].map(answerTag);
    expect(new Set(tags).size).toBe(4);
    expect(answerTag(page(450, cards))).toBe(tags[0]);
  });
});
