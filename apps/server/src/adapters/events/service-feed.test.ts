// The outside events service's adapter (docs/decisions/062-events-and-special-offers.md) against a real HTTP
// server on loopback that records what it is asked: the paths, queries and headers of the wire format, the
// records as FeedItems (bad ones dropped alone), and each way the service can fail.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { MAX_ANSWER_BYTES } from './service-feed';
import {
  API_KEY,
  events,
  json,
  loopbackService,
  never,
  reasonOf,
  record,
  type Handler,
} from './service-feed.test-support';

const { seen, routes, feed, base, mostInFlight } = loopbackService();

describe('serviceFeed: what it asks', () => {
  it('asks near a point with the type, limit, point and radius, and sends the key and Accept', async () => {
    routes.set('/event-by-event-type', json(events()));
    await feed().near({ type: 'events', lat: 32.7767, lng: -96.797, radius: 100, limit: 4 });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.path).toBe('/event-by-event-type');
    expect(seen[0]!.query).toBe('?eventType=events&limit=4&lat=32.7767&lng=-96.797&radius=100');
    expect(seen[0]!.headers.accept).toBe('application/json');
    expect(seen[0]!.headers['x-api-key']).toBe(API_KEY);
  });

  it('asks for the soonest with only the type and limit, and sends no key when none is set', async () => {
    routes.set('/event-by-event-type', json({ data: { special_offers: [] } }));
    await feed({ apiKey: null }).soonest({ type: 'special_offers', limit: 8 });
    expect(seen[0]!.query).toBe('?eventType=special_offers&limit=8');
    expect(seen[0]!.headers.accept).toBe('application/json');
    expect(seen[0]!.headers).not.toHaveProperty('x-api-key');
  });

  it('asks a city’s events and special offers at their own paths, the point only when given', async () => {
    routes.set('/event-location', json(events()));
    routes.set('/special-offer-location', json({ data: { city_name: 'Dallas', special_offers: [] } }));
    const f = feed();
    await f.inCity({ type: 'events', city: 'Fort Worth', lat: 32.75, lng: -97.33, radius: 50, limit: 5 });
    await f.inCity({ type: 'special_offers', city: 'Fort Worth', radius: 100, limit: 4 });
    expect(seen.map((s) => s.path + s.query)).toEqual([
      '/event-location?city=Fort+Worth&limit=5&lat=32.75&lng=-97.33&radius=50',
      '/special-offer-location?city=Fort+Worth&limit=4&radius=100',
    ]);
    for (const s of seen) expect(s.headers['x-api-key']).toBe(API_KEY);
  });

  it('asks one item at its type’s path with the id encoded, under a base URL with a path', async () => {
    routes.set('/v1/event/a%20b', json({ data: record({ id: 'a-b' }) }));
    routes.set('/v1/special-offer/77', json({ data: record({ id: 77 }) }));
    const f = feed({ baseUrl: `${base()}/v1/` });
    expect((await f.one('events', 'a b'))?.id).toBe('a-b');
    expect((await f.one('special_offers', '77'))?.type).toBe('special_offers');
    expect(seen.map((s) => s.path)).toEqual(['/v1/event/a%20b', '/v1/special-offer/77']);
    expect(seen[0]!.headers['x-api-key']).toBe(API_KEY);
    expect(seen[0]!.headers.accept).toBe('application/json');
  });
});

describe('serviceFeed: the records', () => {
  it('maps a record to a FeedItem', async () => {
    routes.set('/event-location', json(events(record())));
    expect(await feed().inCity({ type: 'events', city: 'Dallas', radius: 100, limit: 4 })).toEqual([
      {
        id: '41',
        type: 'events',
        title: [
          { key: 'en', value: 'Deep Ellum Jazz Night' },
          { key: 'es', value: 'Noche de jazz en Deep Ellum' },
        ],
        description: 'Live jazz on Elm Street.',
        image: 'https://cdn.events.test/jazz.jpg',
        start_date: '2026-05-01',
        end_date: '2026-05-01',
        start_time: '19:30',
        end_time: '23:00',
        map_lat: 32.784,
        map_lng: -96.783,
        merchant_id: '9',
        price_range: '$$',
        business_name: 'The Free Man',
        rating: 4.5,
        distance_km: 3.2,
        repeat: 'weekly',
        city_name: 'Dallas',
      },
    ]);
  });

  it('takes a plain title, numeric-string coordinates, HH:MM:SS times and dates with a time after them', async () => {
    const loose = record({
      id: 'evt_9',
      title: 'Farmers Market',
      map_lat: '32.78',
      map_lng: ' -96.8 ',
      start_time: '08:00:00',
      end_time: '7pm',
      start_date: '2026-06-06T08:00:00Z',
      end_date: 'June 6',
      rating: '4.2',
      distance_km: 'near',
      merchant_id: { id: 3 },
      image: '/img/market.png',
      city_name: undefined,
      description: null,
    });
    routes.set('/special-offer-location', json({ data: { city_name: 'Dallas', special_offers: [loose] } }));
    const [item] = await feed().inCity({ type: 'special_offers', city: 'Dallas', radius: 100, limit: 4 });
    expect(item).toMatchObject({
      id: 'evt_9',
      type: 'special_offers',
      title: [{ key: 'en', value: 'Farmers Market' }],
      map_lat: 32.78,
      map_lng: -96.8,
      start_time: '08:00',
      end_time: null,
      start_date: '2026-06-06',
      end_date: null,
      rating: 4.2,
      distance_km: null,
      merchant_id: null,
      // a path is the service's own
      image: `${base()}/img/market.png`,
      // the block's city when the record names none
      city_name: 'Dallas',
      description: null,
    });
  });

  it('joins the lists of an array of city blocks, each record taking its block’s city', async () => {
    routes.set(
      '/event-by-event-type',
      json({
        data: [
          { city_name: 'Dallas', events: [record({ id: 1, city_name: null })] },
          { city_name: 'Irving', events: [record({ id: 2, city_name: null }), record({ id: 3 })] },
        ],
      }),
    );
    const items = await feed().near({ type: 'events', lat: 32.8, lng: -96.9, radius: 100, limit: 8 });
    expect(items.map((i) => [i.id, i.city_name])).toEqual([
      ['1', 'Dallas'],
      ['2', 'Irving'],
      ['3', 'Dallas'],
    ]);
  });

  it('drops the records a page cannot show and keeps the rest', async () => {
    routes.set(
      '/event-by-event-type',
      json(
        events(
          record({ id: undefined }),
          record({ id: 'has spaces' }),
          record({ id: null }),
          record({ id: 2, title: undefined }),
          record({ id: 3, title: [] }),
          record({ id: 4, title: [{ key: 'en' }, 'x'] }),
          record({ id: 5, title: '   ' }),
          record({ id: 6, map_lat: 91 }),
          record({ id: 7, map_lng: undefined }),
          record({ id: 8, map_lat: 'north' }),
          record({ id: 9, map_lng: '' }),
          'not a record',
          null,
          record({ id: 10 }),
        ),
      ),
    );
    const items = await feed().soonest({ type: 'events', limit: 20 });
    expect(items.map((i) => i.id)).toEqual(['10']);
  });

  it('cuts long texts and gives no more items than were asked for', async () => {
    const many = Array.from({ length: 30 }, (_, n) =>
      record({ id: n + 1, title: 'T'.repeat(1_000), description: 'd'.repeat(10_000) }),
    );
    routes.set('/event-by-event-type', json(events(...many)));
    const items = await feed().soonest({ type: 'events', limit: 4 });
    expect(items).toHaveLength(4);
    expect(items[0]!.title[0]!.value).toHaveLength(300);
    expect(items[0]!.description).toHaveLength(5_000);
  });

  it('answers one item, and null when the service knows no such id', async () => {
    routes.set('/event/41', json({ data: record() }));
    const f = feed();
    expect(await f.one('events', '41')).toMatchObject({ id: '41', type: 'events', city_name: 'Dallas' });
    expect(await f.one('events', '42')).toBeNull();
    expect(seen.map((s) => s.path)).toEqual(['/event/41', '/event/42']);
  });
});

describe('serviceFeed: when the service fails', () => {
  const near = (f = feed()) => f.near({ type: 'events', lat: 32.8, lng: -96.8, radius: 100, limit: 4 });

  it('calls an answer that is not JSON malformed', async () => {
    routes.set('/event-by-event-type', json('<html>Bad gateway</html>'));
    expect(await reasonOf(near())).toBe('malformed');
  });

  it('calls an answer without data, or whose list is not an array or not of the type asked, malformed', async () => {
    for (const body of [
      { events: [] },
      { data: { city_name: 'Dallas', events: { 1: record() } } },
      { data: { city_name: 'Dallas', special_offers: [record()] } },
      { data: [{ city_name: 'Dallas', events: [] }, 'Irving'] },
      { data: null },
      [record()],
    ]) {
      routes.set('/event-by-event-type', json(body));
      expect(await reasonOf(near()), JSON.stringify(body)).toBe('malformed');
    }
    routes.set('/event/1', json({ data: [record()] }));
    expect(await reasonOf(feed().one('events', '1'))).toBe('malformed');
  });

  it('calls an answer over the size cap malformed', async () => {
    const filler = 'x'.repeat(MAX_ANSWER_BYTES);
    routes.set('/event-by-event-type', (_req, res) => {
      // no Content-Length: the cap holds while reading too
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data":{"events":[],"filler":"');
      res.write(filler);
      res.end('"}}');
    });
    expect(await reasonOf(near())).toBe('malformed');
  });

  it('calls a 500 a status failure, on a list and on one item', async () => {
    routes.set('/event-by-event-type', json({ message: 'boom' }, 500));
    routes.set('/special-offer/5', json({ message: 'boom' }, 500));
    expect(await reasonOf(near())).toBe('status');
    expect(await reasonOf(feed().one('special_offers', '5'))).toBe('status');
  });

  it('calls a 404 on a list a status failure', async () => {
    expect(await reasonOf(near())).toBe('status');
  });

  it('gives up on a service that never answers after the time limit', async () => {
    routes.set('/event-by-event-type', never);
    const started = Date.now();
    expect(await reasonOf(near(feed({ timeoutMs: 200 })))).toBe('timeout');
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(150);
    expect(took).toBeLessThan(1_500);
  });

  it('gives up on an answer whose body stops coming after the time limit', async () => {
    routes.set('/event-by-event-type', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data":');
    });
    const started = Date.now();
    expect(await reasonOf(near(feed({ timeoutMs: 200 })))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('calls a refused connection a network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await reasonOf(near(feed({ baseUrl: `http://127.0.0.1:${port}` })))).toBe('network');
  });
});

describe('serviceFeed: cityCounts', () => {
  const city = (key: string, name: string, listed = true) => ({ key, name, lat: 32.8, lng: -96.8, listed });

  it('counts both types of each city within the radius, leaving out a city the service fails on', async () => {
    const answer =
      (type: 'events' | 'special_offers'): Handler =>
      (_req, res, url) => {
        const name = url.searchParams.get('city');
        if (name === 'Nowhere') return json({ message: 'boom' }, 500)(_req, res, url);
        const n = name === 'Dallas' ? 3 : 1;
        const records = Array.from({ length: type === 'events' ? n : n + 1 }, (_, i) =>
          record({ id: i + 1 }),
        );
        json({ data: { city_name: name, [type]: records } })(_req, res, url);
      };
    routes.set('/event-location', answer('events'));
    routes.set('/special-offer-location', answer('special_offers'));
    const counts = await feed().cityCounts(
      [city('dfw', 'Dallas'), city('nil', 'Nowhere'), city('aus', 'Austin'), city('elp', 'El Paso', false)],
      80,
    );
    expect(counts).toEqual(
      new Map([
        ['dfw', { events: 3, special_offers: 4 }],
        ['aus', { events: 1, special_offers: 2 }],
      ]),
    );
    // no crashpads listed around El Paso: not asked about
    expect(seen.filter((s) => s.query.includes('El+Paso'))).toEqual([]);
    expect(seen).toHaveLength(6);
    const dallas = seen.filter((s) => s.query.includes('city=Dallas')).map((s) => s.path + s.query);
    expect(dallas.sort()).toEqual([
      '/event-location?city=Dallas&limit=50&lat=32.8&lng=-96.8&radius=80',
      '/special-offer-location?city=Dallas&limit=50&lat=32.8&lng=-96.8&radius=80',
    ]);
  });

  it('asks about at most 4 cities at once', async () => {
    const slow: Handler = (req, res, url) => setTimeout(() => json(events())(req, res, url), 30);
    routes.set('/event-location', slow);
    routes.set('/special-offer-location', (req, res, url) =>
      setTimeout(() => json({ data: { special_offers: [] } })(req, res, url), 30),
    );
    const cities = Array.from({ length: 10 }, (_, n) => city(`c${n}`, `City ${n}`));
    const counts = await feed().cityCounts(cities, 100);
    expect(counts.size).toBe(10);
    expect(seen).toHaveLength(20);
    // two calls a city
    expect(mostInFlight()).toBeLessThanOrEqual(8);
    expect(mostInFlight()).toBeGreaterThan(2);
  });

  it('throws when no city could be counted, and answers an empty map for no cities', async () => {
    routes.set('/event-location', json({ message: 'down' }, 503));
    routes.set('/special-offer-location', json({ message: 'down' }, 503));
    expect(await reasonOf(feed().cityCounts([city('a', 'Dallas'), city('b', 'Austin')], 100))).toBe('status');
    expect(await feed().cityCounts([], 100)).toEqual(new Map());
    expect(await feed().cityCounts([city('elp', 'El Paso', false)], 100)).toEqual(new Map());
    expect(seen).toHaveLength(4);
  });
});
