import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AirportListingsAnswer } from '@crashpad/shared/api/search';
import { distanceMiles } from '@crashpad/shared/rules/geo';
import { LISTING_LIMITS } from '@crashpad/shared/rules/listings';
import { suiteApp } from '../../../test/factory';
import { queryRows } from '../client';
import { listings, uploads, users } from '../schema';
import { runSeeds } from './run';

const t = suiteApp({ SEED_DEMO: 'true' });

describe('demo listings', () => {
  it('fills the DFW search with active demo crashpads and their pictures', async () => {
    const res = await t.app.inject({ url: '/api/airports/dfw/listings' });
    expect(res.statusCode).toBe(200);
    const body = res.json<AirportListingsAnswer>();
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.data[0]).toMatchObject({ feature_listing: 1, feature_ongoing: 1 });
    const card = body.data[0]!;
    expect(card.thumbnail).toMatch(/^\/uploads\/listings\/demo-[0-9a-f]+\.webp$/);
    const image = await t.app.inject({ url: card.thumbnail! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const small = await t.app.inject({ url: card.thumbnail!.replace(/\.webp$/, '.thumb.webp') });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(image.rawPayload.length);
  });

  it('spreads about 30 listings over ten airports, a few miles out, with beds taken and full houses', async () => {
    const rows = await queryRows<{
      code: string;
      lat: number;
      lon: number;
      alat: number;
      alon: number;
      description: string;
      num_beds: number;
      num_occupied_beds: number;
      rate: number;
      images: string[];
    }>(
      t.db,
      sql`SELECT a.iata AS code, l.latitude AS lat, l.longitude AS lon, a.latitude AS alat, a.longitude AS alon,
                 l.description, l.num_beds, l.num_occupied_beds, l.rate_per_from_cents AS rate, l.images
          FROM listings l JOIN listing_airports la ON la.listing_id = l.id JOIN airports a ON a.id = la.airport_id
          WHERE l.status = 2`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(28);
    expect(new Set(rows.map((r) => r.code)).size).toBe(10);
    for (const r of rows) {
      expect(distanceMiles(r.lat, r.lon, r.alat, r.alon)).toBeLessThan(8);
      expect(r.description.length).toBeGreaterThanOrEqual(LISTING_LIMITS.descriptionMin);
      expect(r.rate).toBeGreaterThanOrEqual(250_00);
      expect(r.rate).toBeLessThanOrEqual(600_00);
      expect(r.images).toHaveLength(3);
      // "1 room with 1 bed", never "1 beds".
      expect(r.description).not.toMatch(/\b1 (rooms|beds|miles)\b/);
    }
    expect(rows.some((r) => r.num_occupied_beds > 0 && r.num_occupied_beds < r.num_beds)).toBe(true);
    expect(rows.filter((r) => r.num_occupied_beds === r.num_beds).length).toBeGreaterThanOrEqual(2);
  });

  it('gives each demo lister the pictures on their listings and leaves the first demo lister without any', async () => {
    const owners = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM listings l
          WHERE EXISTS (SELECT 1 FROM jsonb_array_elements_text(l.images) i
                        WHERE NOT EXISTS (SELECT 1 FROM uploads u WHERE u.url = i AND u.user_id = l.user_id))`,
    );
    expect(owners[0]!.n).toBe(0);
    const [first] = await t.db.select().from(users).where(eq(users.email, 'lister@demo.crashpad.test'));
    expect(await t.db.select().from(listings).where(eq(listings.userId, first!.id))).toEqual([]);
    expect(await t.db.select().from(uploads).where(eq(uploads.userId, first!.id))).toEqual([]);
  });

  it('runs once', async () => {
    const before = await t.db.$count(listings);
    expect(await runSeeds(t.db, { demo: true, storage: t.ctx.storage })).toEqual([]);
    expect(await t.db.$count(listings)).toBe(before);
  });
});

describe('demo rentals', () => {
  it('puts an accepted tenant behind every taken bed, and gives the demo tenant a home and an invitation', async () => {
    const [orphans] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM listing_beds b
          WHERE b.status = 'BUSY' AND NOT EXISTS
            (SELECT 1 FROM rentals r WHERE r.bed_id = b.id AND r.status = 'accepted')`,
    );
    expect(orphans!.n).toBe(0);
    const [pendingBeds] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM listing_beds b JOIN rentals r ON r.bed_id = b.id AND r.status = 'pending'
          WHERE b.status = 'PENDING'`,
    );
    expect(pendingBeds!.n).toBeGreaterThan(1);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'tenant@demo.crashpad.test', password: 'crashpad-demo' },
    });
    const token = login.json<{ token: string }>().token;
    const mine = await t.app.inject({ url: '/api/rentals', headers: { authorization: `Bearer ${token}` } });
    const body = mine.json<{
      invites: unknown[];
      data: { status: string; checkout_requested_date: string }[];
    }>();
    expect(body.invites).toHaveLength(1);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ status: 'accepted', checkout_requested_date: expect.any(String) });
    const count = await t.app.inject({
      url: '/api/user/get-count-pending-invite',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(count.json()).toEqual({ count: 1 });
  });
});
