// The outside events service (EVENTS_API_URL; docs/decisions/062-events-and-special-offers.md). Its wire format is
// only what the spec gives, so every answer is checked here: a record we cannot show is dropped alone, an answer
// that is not the feed's shape is FeedUnavailable, and nothing it sends can grow past the caps below.
import { feedItemId, type FeedItem, type FeedType } from '@crashpad/shared/api/feeds';
import { FeedUnavailable, type CountedCity, type EventsFeed, type FeedCounts, type Fetch } from './feed';

/** The most of an answer read: a larger one is malformed (a hostile or broken service must not fill memory). */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
/** What cityCounts asks of each city and type, and how many cities it asks about at once. */
export const CITY_COUNT_LIMIT = 50;
const CITIES_IN_FLIGHT = 4;

const CITY_PATH: Record<FeedType, string> = {
  events: '/event-location',
  special_offers: '/special-offer-location',
};
const ONE_PATH: Record<FeedType, string> = { events: '/event', special_offers: '/special-offer' };

// Caps on what one record may carry into our pages.
const CAP = {
  title: 300,
  titleKey: 16,
  titles: 20,
  description: 5_000,
  image: 2_000,
  merchant: 64,
  priceRange: 20,
  businessName: 200,
  repeat: 40,
  city: 120,
} as const;

type Params = Record<string, string | number | undefined>;

export function serviceFeed(options: {
  baseUrl: string;
  apiKey: string | null;
  timeoutMs: number;
  fetcher?: Fetch;
}): EventsFeed {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetcher: Fetch = options.fetcher ?? ((url, init) => fetch(url, init));
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.apiKey) headers['X-API-Key'] = options.apiKey;

  /** The answer's JSON, or null for a 404 when `missingIsNull`. The key never goes into a message. */
  const call = async (path: string, params: Params, missingIsNull = false): Promise<unknown> => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(params))
      if (value !== undefined) query.set(name, String(value));
    const search = query.toString() === '' ? '' : `?${query}`;
    const signal = AbortSignal.timeout(options.timeoutMs);
    const failed = (err: unknown, what: string) =>
      signal.aborted || (err as Error)?.name === 'TimeoutError'
        ? new FeedUnavailable(`events service: GET ${path} took over ${options.timeoutMs} ms`, 'timeout')
        : new FeedUnavailable(`events service: GET ${path} ${what}: ${(err as Error)?.message}`, 'network');
    let response: Response;
    try {
      response = await fetcher(`${base}${path}${search}`, { headers, signal });
    } catch (err) {
      throw failed(err, 'failed');
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      if (missingIsNull && response.status === 404) return null;
      throw new FeedUnavailable(`events service: GET ${path} answered ${response.status}`, 'status');
    }
    let text: string | null;
    try {
      text = await readCapped(response, MAX_ANSWER_BYTES);
    } catch (err) {
      throw failed(err, 'broke off');
    }
    if (text === null)
      throw new FeedUnavailable(
        `events service: GET ${path} answered over ${MAX_ANSWER_BYTES} bytes`,
        'malformed',
      );
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new FeedUnavailable(
        `events service: GET ${path} answered something that is not JSON`,
        'malformed',
      );
    }
  };

  const list = async (type: FeedType, path: string, params: Params, limit: number): Promise<FeedItem[]> => {
    const records = listOf(await call(path, params), type);
    if (!records)
      throw new FeedUnavailable(`events service: GET ${path} answered no list of ${type}`, 'malformed');
    const items: FeedItem[] = [];
    for (const { record, city } of records) {
      const item = feedItemOf(record, type, city, base);
      if (item) items.push(item);
      // Asked for `limit`: a service that sends more does not get the rest onto our pages.
      if (items.length >= limit) break;
    }
    return items;
  };

  const feed: EventsFeed = {
    name: 'service',
    near: ({ type, lat, lng, radius, limit }) =>
      list(type, '/event-by-event-type', { eventType: type, limit, lat, lng, radius }, limit),
    soonest: ({ type, limit }) => list(type, '/event-by-event-type', { eventType: type, limit }, limit),
    inCity: ({ type, city, lat, lng, radius, limit }) =>
      list(type, CITY_PATH[type], { city, limit, lat, lng, radius }, limit),
    async one(type, id) {
      const answer = await call(`${ONE_PATH[type]}/${encodeURIComponent(id)}`, {}, true);
      if (answer === null) return null;
      const data = isObject(answer) ? answer.data : undefined;
      if (!isObject(data))
        throw new FeedUnavailable(
          `events service: GET ${ONE_PATH[type]}/{id} answered no record`,
          'malformed',
        );
      // A record we cannot show is as good as none: the page answers 404 rather than a broken item.
      return feedItemOf(data, type, null, base);
    },
    async cityCounts(cities, radiusKm) {
      // Two calls a city: only the cities crashpads are listed around are asked about (feed.ts); the others are
      // left out, as a count the service never gave is not a 0.
      const asked = cities.filter((city) => city.listed);
      const counts: FeedCounts = new Map();
      let lastFailure: unknown = null;
      const countOne = async (city: CountedCity) => {
        const ask = (type: FeedType) =>
          feed.inCity({
            type,
            city: city.name,
            lat: city.lat,
            lng: city.lng,
            radius: radiusKm,
            limit: CITY_COUNT_LIMIT,
          });
        try {
          const [events, offers] = await Promise.all([ask('events'), ask('special_offers')]);
          counts.set(city.key, { events: events.length, special_offers: offers.length });
        } catch (err) {
          // One city the service cannot answer leaves only that city out.
          lastFailure = err;
        }
      };
      // The directory waits for at most about two calls' time: no city is started once timeoutMs has passed, and
      // none after a run of failures (the service is down). The cities left out show no count this time; the
      // cache keeps each counted city, so the next loads count the rest (docs/decisions/062).
      const startedAt = Date.now();
      let failuresInARow = 0;
      let next = 0;
      const worker = async () => {
        while (
          next < asked.length &&
          Date.now() - startedAt < options.timeoutMs &&
          failuresInARow < CITIES_IN_FLIGHT
        ) {
          const before = counts.size;
          await countOne(asked[next++]!);
          failuresInARow = counts.size > before ? 0 : failuresInARow + 1;
        }
      };
      await Promise.all(Array.from({ length: Math.min(CITIES_IN_FLIGHT, asked.length) }, worker));
      if (asked.length > 0 && counts.size === 0)
        throw lastFailure instanceof FeedUnavailable
          ? lastFailure
          : new FeedUnavailable('events service: no city could be counted', 'network');
      return counts;
    },
  };
  return feed;
}

/** The body as text, or null once it passes `max` bytes (counted after decompression). */
async function readCapped(response: Response, max: number): Promise<string | null> {
  if (Number(response.headers.get('content-length')) > max) {
    await response.body?.cancel().catch(() => {});
    return null;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The records of a list answer, each with its block's city: `{ data: { city_name, <type>: [...] } }`, or `data`
 * an array of such blocks. Null when the answer is not that shape.
 */
function listOf(answer: unknown, type: FeedType): { record: unknown; city: string | null }[] | null {
  if (!isObject(answer) || !('data' in answer)) return null;
  const blocks = Array.isArray(answer.data) ? answer.data : [answer.data];
  const records: { record: unknown; city: string | null }[] = [];
  for (const block of blocks) {
    if (!isObject(block) || !Array.isArray(block[type])) return null;
    const city = text(block.city_name, CAP.city);
    for (const record of block[type] as unknown[]) records.push({ record, city });
  }
  return records;
}

/** A trimmed string cut to `max` (never in the middle of a surrogate pair), or null when empty or not a string. */
function text(v: unknown, max: number): string | null {
  if (typeof v !== 'string') return null;
  let s = v.trim();
  if (s.length > max) {
    s = s.slice(0, max);
    if (/[\uD800-\uDBFF]$/.test(s)) s = s.slice(0, -1);
  }
  return s === '' ? null : s;
}

/** A finite number, or a string that is one. */
function numberOf(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const dateOf = (v: unknown) => (typeof v === 'string' && DATE.test(v) ? v.slice(0, 10) : null);
const timeOf = (v: unknown) => (typeof v === 'string' && TIME.test(v) ? v.slice(0, 5) : null);

function titleOf(v: unknown): FeedItem['title'] | null {
  if (typeof v === 'string') {
    const value = text(v, CAP.title);
    return value ? [{ key: 'en', value }] : null;
  }
  if (!Array.isArray(v)) return null;
  const titles: FeedItem['title'] = [];
  for (const entry of v) {
    if (!isObject(entry)) continue;
    const key = text(entry.key, CAP.titleKey);
    const value = text(entry.value, CAP.title);
    if (key && value) titles.push({ key, value });
    if (titles.length >= CAP.titles) break;
  }
  return titles.length > 0 ? titles : null;
}

/** An absolute http(s) address; a path is taken as the service's own (resolved against its URL). */
function imageOf(v: unknown, base: string): string | null {
  const raw = text(v, CAP.image);
  if (!raw) return null;
  try {
    const url = new URL(raw, `${base}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href.slice(0, CAP.image) : null;
  } catch {
    return null;
  }
}

/** One record as a FeedItem, or null when it lacks what a page needs (an id, a title, a place on the map). */
function feedItemOf(
  record: unknown,
  type: FeedType,
  blockCity: string | null,
  base: string,
): FeedItem | null {
  if (!isObject(record)) return null;
  const rawId = record.id;
  const id =
    typeof rawId === 'string'
      ? rawId.trim()
      : typeof rawId === 'number' && Number.isFinite(rawId)
        ? String(rawId)
        : null;
  // The item's page takes only ids of this form (feedItemId): another would be a link that cannot open.
  if (id === null || !feedItemId.safeParse(id).success) return null;
  const title = titleOf(record.title);
  if (!title) return null;
  const lat = numberOf(record.map_lat);
  const lng = numberOf(record.map_lng);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const merchant = record.merchant_id;
  return {
    id,
    type,
    title,
    description: text(record.description, CAP.description),
    image: imageOf(record.image, base),
    start_date: dateOf(record.start_date),
    end_date: dateOf(record.end_date),
    start_time: timeOf(record.start_time),
    end_time: timeOf(record.end_time),
    map_lat: lat,
    map_lng: lng,
    merchant_id:
      typeof merchant === 'number' && Number.isFinite(merchant)
        ? String(merchant)
        : text(merchant, CAP.merchant),
    price_range: text(record.price_range, CAP.priceRange),
    business_name: text(record.business_name, CAP.businessName),
    rating: numberOf(record.rating),
    distance_km: numberOf(record.distance_km),
    repeat: text(record.repeat, CAP.repeat),
    city_name: text(record.city_name, CAP.city) ?? blockCity,
  };
}
