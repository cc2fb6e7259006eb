// Demo events and special offers near the demo airports (docs/decisions/062-events-and-special-offers.md), so a
// fresh clone of a non-crashpad variant shows real blocks from the product's own store. Dates count from the day
// the seed runs, so they are upcoming on a new install; the crashpad variant keeps the rows and shows none. Their
// words fit every site that shows them: travellers, nurses and crews alike. Their pictures are drawn at seed time
// (demo-feed-images.ts) and stored as the demo admin's uploads, as /admin/feeds stores an admin's image.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { airports, feedItems, users } from '../schema';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { storeFeedImages, type FeedScene } from './demo-feed-images';
import type { SeedOptions } from './seed-options';

type Template = {
  type: 'events' | 'special_offers';
  title: string;
  description: string;
  business: string;
  /** days from the seed's day to the start, and how many days it lasts */
  inDays: number;
  lasts: number;
  times?: [string, string];
  price?: '$' | '$$' | '$$$';
  rating?: number;
  repeat?: 'weekly' | 'monthly';
  /** km north and east of the airport */
  offset: [number, number];
  /** the two pictures that fit it; the item's airport picks one */
  scenes: [FeedScene, FeedScene];
};

const TEMPLATES: Template[] = [
  {
    type: 'events',
    title: 'Night Market',
    description:
      'Street food, local makers and live music every week, with a quiet lounge for anyone just off a shift.',
    business: 'Downtown Market Collective',
    inDays: 3,
    lasts: 1,
    times: ['17:00', '22:00'],
    price: '$',
    rating: 4.5,
    repeat: 'weekly',
    offset: [8, 5],
    scenes: ['nightMarket', 'citySkyline'],
  },
  {
    type: 'events',
    title: 'Sunrise Run for Aviation Charities',
    description:
      'A 5 km run around the airport lakes. All proceeds go to aviation charities; medals for every finisher.',
    business: 'Runway Runners Club',
    inDays: 10,
    lasts: 1,
    times: ['06:30', '09:00'],
    price: '$$',
    rating: 4.8,
    offset: [-6, 9],
    scenes: ['lakeSunrise', 'parkPath'],
  },
  {
    type: 'events',
    title: 'Regional Jazz & Food Festival',
    description: 'Three days of jazz stages, food trucks and a family area in the city park.',
    business: 'City Parks & Events',
    inDays: 18,
    lasts: 3,
    times: ['12:00', '23:00'],
    price: '$$',
    rating: 4.3,
    offset: [14, -12],
    scenes: ['jazzStage', 'fireworks'],
  },
  {
    type: 'special_offers',
    title: '20% off at Gate Grill',
    description:
      'Show a work or airline ID for 20% off the whole menu, every day, including late-night hours.',
    business: 'Gate Grill',
    inDays: 0,
    lasts: 60,
    times: ['11:00', '02:00'],
    price: '$$',
    rating: 4.4,
    repeat: 'monthly',
    offset: [3, 2],
    scenes: ['burger', 'plate'],
  },
  {
    type: 'special_offers',
    title: 'First month free at Layover Fitness',
    description: 'Join without a fee and train free for the first month; open 24 hours, for any shift.',
    business: 'Layover Fitness',
    inDays: 1,
    lasts: 45,
    price: '$',
    rating: 4.6,
    offset: [-4, -3],
    scenes: ['dumbbell', 'runningTrack'],
  },
];

const AIRPORTS = ['DFW', 'IAH', 'ATL', 'MIA', 'ORD', 'EWR', 'JFK', 'DEN', 'LAX', 'SEA'];

const dayFrom = (base: Date, days: number) =>
  new Date(base.getTime() + days * 86_400_000).toISOString().slice(0, 10);

const ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!.email;

/**
 * Which of its two pictures the items of the b-th airport show. An item starts (b % 4) days after its template's
 * day, so a type's soonest list shows a template's items in the order (b % 4, b): alternating along that order,
 * no two cards side by side share a picture; the five items of one airport never do (each template has its own
 * two). EWR and JFK, the only demo airports near each other, fall on different pictures in AIRPORTS' order.
 */
function pictureOrder(count: number): number[] {
  const order = Array.from({ length: count }, (_, b) => b).sort((x, y) => (x % 4) - (y % 4) || x - y);
  const pick = new Array<number>(count);
  order.forEach((b, rank) => (pick[b] = rank % 2));
  return pick;
}

export async function seedDemoFeeds(db: Db, options: SeedOptions): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
  // no storage (or no demo admin to own the files): no pictures, the cards show their placeholder
  const images = await storeFeedImages(db, options.storage, admin?.id);
  const bases = (
    await db
      .select({ iata: airports.iata, city: airports.city, lat: airports.latitude, lng: airports.longitude })
      .from(airports)
      .where(inArray(airports.iata, AIRPORTS))
  ).sort((x, y) => AIRPORTS.indexOf(x.iata) - AIRPORTS.indexOf(y.iata));
  const pick = pictureOrder(bases.length);
  const today = new Date();
  const rows = bases.flatMap((base, b) =>
    TEMPLATES.map((t) => {
      const start = t.inDays + (b % 4);
      return {
        type: t.type,
        title: t.type === 'events' ? `${t.title} — ${base.city}` : t.title,
        description: t.description,
        image: images ? images[t.scenes[pick[b]!]!] : null,
        startDate: dayFrom(today, start),
        endDate: dayFrom(today, start + t.lasts - 1),
        startTime: t.times?.[0] ?? null,
        endTime: t.times?.[1] ?? null,
        lat: base.lat + t.offset[0] / 111.32,
        lng: base.lng + t.offset[1] / (111.32 * Math.cos((base.lat * Math.PI) / 180)),
        cityName: base.city,
        businessName: t.business,
        priceRange: t.price ?? null,
        rating: t.rating ?? null,
        repeat: t.repeat ?? null,
      };
    }),
  );
  if (rows.length > 0) await db.insert(feedItems).values(rows);
}
