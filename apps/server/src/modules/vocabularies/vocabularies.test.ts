import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amenities, listings, places, preferences } from '../../db/schema';
import { bearer, createMember, login, signUp, testApp, type TestApp } from '../../../test/factory';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  const a = await createMember(t.db, { role: 'admin' });
  admin = await login(t.app, a.email, a.password);
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

type Entry = { id: number; name: Record<string, string> };

describe('admin vocabularies', () => {
  it('creates, renames and deletes an amenity', async () => {
    const created = await call('POST', '/api/amenities', admin, { name: { en: '  Rooftop deck ' } });
    expect(created.statusCode).toBe(201);
    const entry = created.json<Entry>();
    expect(entry).toEqual({ id: expect.any(Number), name: { en: 'Rooftop deck' } });

    const updated = await call('PATCH', `/api/amenities/${entry.id}`, admin, {
      name: { en: 'Roof terrace' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ id: entry.id, name: { en: 'Roof terrace' } });
    const [row] = await t.db.select().from(amenities).where(eq(amenities.id, entry.id));
    expect(row!.name).toEqual({ en: 'Roof terrace' });

    const deleted = await call('DELETE', `/api/amenities/${entry.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Amenity deleted.' });
    expect(await t.db.select().from(amenities).where(eq(amenities.id, entry.id))).toEqual([]);
    expect((await call('DELETE', `/api/amenities/${entry.id}`, admin)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/amenities/${entry.id}`, admin, { name: { en: 'x' } })).statusCode).toBe(
      404,
    );
  });

  it('removes a deleted place from every listing that listed it, keeping the others in order', async () => {
    const owner = await createMember(t.db, { userPlan: 'basic', totalLocation: 1 });
    const [a, b] = (await t.db.select({ id: places.id }).from(places).orderBy(places.id).limit(2)).map(
      (r) => r.id,
    );
    const gone = (await call('POST', '/api/places', admin, { name: { en: 'Ferry terminal' } })).json<Entry>()
      .id;
    const listing = async (ids: number[]) => {
      const [row] = await t.db
        .insert(listings)
        .values({
          userId: owner.id,
          title: 'Crew house',
          latitude: 32.85,
          longitude: -96.85,
          publicLatitude: 32.85,
          publicLongitude: -96.85,
          rentalType: 'crashpad',
          ratePerFromCents: 30000,
          description: 'x'.repeat(200),
          airportDistance: 2,
          places: ids,
          amenities: [gone],
        })
        .returning({ id: listings.id });
      return row!.id;
    };
    const using = await listing([a!, gone, b!]);
    const notUsing = await listing([b!, a!]);

    expect((await call('DELETE', `/api/places/${gone}`, admin)).json()).toEqual({
      message: 'Nearby place deleted.',
    });
    const placesOf = async (id: number) =>
      (await t.db.select().from(listings).where(eq(listings.id, id)))[0]!;
    expect((await placesOf(using)).places).toEqual([a, b]);
    expect((await placesOf(notUsing)).places).toEqual([b, a]);
    // Only the places list: an amenity with the same id is another entry.
    expect((await placesOf(using)).amenities).toEqual([gone]);
  });

  it('refuses a blank or too long English name and writes nothing', async () => {
    const before = (await t.db.select().from(preferences)).length;
    for (const payload of [{ name: { en: '   ' } }, { name: {} }, {}]) {
      const res = await call('POST', '/api/preferences', admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'English name is required' });
    }
    const long = await call('POST', '/api/preferences', admin, { name: { en: 'x'.repeat(101) } });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'A name can be at most 100 characters' });
    expect((await t.db.select().from(preferences)).length).toBe(before);
  });

  it('is for admins only: 403 for a member, 401 for a guest', async () => {
    const member = await signUp(t.app);
    const [first] = await t.db.select().from(amenities).orderBy(amenities.id).limit(1);
    for (const token of [member.token, undefined]) {
      const status = token ? 403 : 401;
      expect((await call('POST', '/api/amenities', token, { name: { en: 'Sauna' } })).statusCode).toBe(
        status,
      );
      expect((await call('PATCH', `/api/places/${first!.id}`, token, { name: { en: '' } })).statusCode).toBe(
        status,
      );
      expect((await call('DELETE', `/api/preferences/${first!.id}`, token)).statusCode).toBe(status);
    }
    const [still] = await t.db.select().from(amenities).where(eq(amenities.id, first!.id));
    expect(still).toEqual(first);
  });
});
