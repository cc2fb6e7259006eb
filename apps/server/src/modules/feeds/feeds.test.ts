// Events and special offers through the API (docs/decisions/062-events-and-special-offers.md): the own store's
// reads near a point, by city and soonest; one item; the admin's writes and what they refuse; the flags; the city
// directory's counts; a failing outside service (logged with 3337, no 5xx).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { FeedItem } from '@crashpad/shared/api/feeds';
import type { CityCard } from '@crashpad/shared/api/search';
import { feedItems } from '../../db/schema';
import { bearer, madeBeforeAll, signedInMember, suiteApp, testApp } from '../../../test/factory';

const DFW = { lat: 32.8998, lng: -97.0403 };
const DAY = 86_400_000;
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const t = suiteApp({ SITE_VARIANT: 'nurse' });
const members = madeBeforeAll(async () => ({
  admin: await signedInMember(t, { role: 'admin' }),
  member: await signedInMember(t, { userPlan: 'seeker' }),
}));

const input = (over: Record<string, unknown> = {}) => ({
  title: 'Crew Night Market',
  description: 'Food and music.',
  start_date: day(2),
  end_date: day(3),
  start_time: '17:00',
  end_time: '22:00',
  map_lat: DFW.lat + 0.05,
  map_lng: DFW.lng,
  city_name: 'Dallas',
  business_name: 'Market Collective',
  price_range: '$',
  rating: 4.5,
  repeat: 'weekly',
  ...over,
});

const create = (type: string, body: object, token = members.admin.token) =>
  t.app.inject({ method: 'POST', url: `/api/admin/feeds/${type}`, headers: bearer(token), payload: body });
const rows = async () => (await t.db.select({ n: count() }).from(feedItems))[0]!.n;
const list = async (query: string, type = 'events') =>
  (await t.app.inject({ url: `/api/feeds/${type}?${query}` })).json<{
    data: FeedItem[];
    available: boolean;
  }>();

describe('the admin keeps events and offers in the own store', () => {
  it('creates an event that the feed then serves near its point, with its distance', async () => {
    const made = await create('events', input());
    expect(made.statusCode).toBe(200);
    const item = made.json<{ data: FeedItem }>().data;
    expect(item).toMatchObject({
      type: 'events',
      title: [{ key: 'en', value: 'Crew Night Market' }],
      start_time: '17:00',
      end_time: '22:00',
      city_name: 'Dallas',
      price_range: '$',
      rating: 4.5,
      repeat: 'weekly',
    });
    const near = await list(`lat=${DFW.lat}&lng=${DFW.lng}&radius=100&limit=5`);
    expect(near.available).toBe(true);
    const found = near.data.find((i) => i.id === item.id);
    expect(found?.distance_km).toBeCloseTo(5.6, 0);
    // far away: not listed
    expect((await list('lat=47.45&lng=-122.3&radius=100')).data.some((i) => i.id === item.id)).toBe(false);
    // by city, and one item for its page
    expect((await list('city=dallas')).data.map((i) => i.id)).toContain(item.id);
    const one = await t.app.inject({ url: `/api/feeds/events/${item.id}` });
    expect(one.json().data.title[0].value).toBe('Crew Night Market');
  });

  it('lists only upcoming items, soonest first, and an offer is not an event', async () => {
    const past = (
      await create('events', input({ title: 'Last month', start_date: day(-40), end_date: day(-30) }))
    ).json<{
      data: FeedItem;
    }>().data;
    const soon = (
      await create('events', input({ title: 'Tomorrow', start_date: day(1), end_date: day(1) }))
    ).json<{
      data: FeedItem;
    }>().data;
    const offer = (await create('special_offers', input({ title: '20% off' }))).json<{ data: FeedItem }>()
      .data;
    const soonest = (await list('limit=50')).data;
    expect(soonest.map((i) => i.id)).not.toContain(past.id);
    expect(soonest[0]!.id).toBe(soon.id);
    expect(soonest.map((i) => i.id)).not.toContain(offer.id);
    expect((await list('limit=50', 'special_offers')).data.map((i) => i.id)).toEqual([offer.id]);
    // a past item still has its page; an offer's id is not an event
    expect((await t.app.inject({ url: `/api/feeds/events/${past.id}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/feeds/events/${offer.id}` })).statusCode).toBe(404);
  });

  it('changes and deletes an item', async () => {
    const item = (await create('events', input())).json<{ data: FeedItem }>().data;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/feeds/events/${item.id}`,
      headers: bearer(members.admin.token),
      payload: input({ title: 'Renamed', start_time: null, end_time: null }),
    });
    expect(put.json().data).toMatchObject({ title: [{ key: 'en', value: 'Renamed' }], start_time: null });
    const admin = await t.app.inject({
      url: '/api/admin/feeds/events',
      headers: bearer(members.admin.token),
    });
    expect(admin.json().editable).toBe(true);
    expect(admin.json().data.map((i: FeedItem) => i.id)).toContain(item.id);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/feeds/events/${item.id}`,
      headers: bearer(members.admin.token),
    });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/feeds/events/${item.id}` })).statusCode).toBe(404);
  });

  it('refuses bad input with the field named, and changes nothing', async () => {
    const before = await rows();
    const backwards = await create('events', input({ start_date: day(5), end_date: day(4) }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.end_date[0]).toBe('The end date must be on or after the start date.');
    const foreign = await create('events', input({ image: 'https://evil.example/x.png' }));
    expect(foreign.json().errors.image[0]).toBe('Upload the image here first.');
    expect((await create('events', input({ title: '' }))).json().errors.title[0]).toBe(
      'Please enter a title',
    );
    expect((await create('events', input({ start_time: '25:00' }))).statusCode).toBe(400);
    expect((await create('parties', input())).statusCode).toBe(400);
    expect((await create('events', input({ map_lat: 91 }))).statusCode).toBe(400);
    expect(await rows()).toBe(before);
    // ids that name nothing: 404, not 500
    for (const id of ['abc', '0', '99999999999', '2147483648']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/feeds/events/${id}`,
        headers: bearer(members.admin.token),
        payload: input(),
      });
      expect(res.statusCode).toBe(404);
      expect((await t.app.inject({ url: `/api/feeds/events/${id}` })).statusCode).toBe(404);
    }
  });

  it('answers only admins', async () => {
    expect((await create('events', input(), members.member.token)).statusCode).toBe(403);
    const guest = await t.app.inject({ method: 'POST', url: '/api/admin/feeds/events', payload: input() });
    expect(guest.statusCode).toBe(401);
    const list = await t.app.inject({
      url: '/api/admin/feeds/events',
      headers: bearer(members.member.token),
    });
    expect(list.statusCode).toBe(403);
  });

  it('refuses queries it cannot answer, naming the field', async () => {
    for (const q of ['lat=32.9', 'lat=91&lng=0', 'limit=51', 'limit=0', 'radius=-1', 'lat=x&lng=1']) {
      const res = await t.app.inject({ url: `/api/feeds/events?${q}` });
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('counts the upcoming events and offers within 50 miles of each city', async () => {
    const cities = (await t.app.inject({ url: '/api/cities' }))
      .json<{ data: { cities: CityCard[] }[] }>()
      .data.flatMap((c) => c.cities);
    const dallas = cities.find((c) => c.name === 'Dallas')!;
    const near = (await list(`lat=${dallas.lat}&lng=${dallas.long}&radius=80.47&limit=50`)).data.length;
    expect(dallas.event_count).toBe(near);
    expect(dallas.event_count).toBeGreaterThan(0);
    expect(dallas.special_offer_count).toBeGreaterThan(0);
    const seattle = cities.find((c) => c.name === 'Seattle')!;
    expect(seattle.event_count).toBe(0);
  });
});

describe('the crashpad variant', () => {
  const c = suiteApp();
  it('has no events or offers: the routes do not exist and the directory shows no counts', async () => {
    const res = await c.app.inject({ url: '/api/feeds/events' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('FEATURE_OFF');
    expect((await c.app.inject({ url: '/api/feeds/special_offers/1' })).statusCode).toBe(404);
    const cities = (await c.app.inject({ url: '/api/cities' })).json<{ data: { cities: CityCard[] }[] }>()
      .data;
    const dallas = cities.flatMap((x) => x.cities).find((x) => x.name === 'Dallas')!;
    expect(dallas).not.toHaveProperty('event_count');
    expect(dallas).not.toHaveProperty('special_offer_count');
  });
});

describe('an outside events service that fails', () => {
  let server: Server;
  const lines: string[] = [];
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  let app: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"message":"down"}');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    app = await testApp(
      { SITE_VARIANT: 'vacation', EVENTS_API_URL: `http://127.0.0.1:${port}/api`, LOG_LEVEL: 'warn' },
      { logStream: capture },
    );
  });
  afterAll(async () => {
    await app?.close();
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  it('leaves the block out, logs code 3337, and refuses the own store writes', async () => {
    const res = await app.app.inject({ url: `/api/feeds/events?lat=${DFW.lat}&lng=${DFW.lng}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [], available: false });
    expect(lines.join('')).toContain('"code":3337');
    expect((await app.app.inject({ url: '/api/feeds/events/7' })).statusCode).toBe(404);
    const cities = (await app.app.inject({ url: '/api/cities' })).json<{ data: { cities: CityCard[] }[] }>()
      .data;
    expect(cities[0]!.cities[0]).not.toHaveProperty('event_count');
    const admin = await signedInMember(app, { role: 'admin' });
    const write = await app.app.inject({
      method: 'POST',
      url: '/api/admin/feeds/events',
      headers: bearer(admin.token),
      payload: input(),
    });
    expect(write.statusCode).toBe(409);
    expect(write.json().message).toContain('EVENTS_API_URL');
  });
});
