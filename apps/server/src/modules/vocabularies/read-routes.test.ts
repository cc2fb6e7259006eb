import { describe, expect, it } from 'vitest';
import { amenities } from '../../db/schema';
import { DEFAULT_AMENITIES, DEFAULT_PREFERENCES } from '../../db/seed/vocabularies';
import { suiteApp } from '../../../test/factory';

const t = suiteApp();

type Item = { id: number; name: string };

describe('GET /api/amenities, /api/places, /api/preferences', () => {
  it('lists each catalogue to anyone, sorted by name', async () => {
    for (const path of ['amenities', 'places', 'preferences']) {
      const res = await t.app.inject({ url: `/api/${path}` });
      expect(res.statusCode).toBe(200);
      const names = res.json<Item[]>().map((i) => i.name);
      expect(names.length).toBeGreaterThan(3);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    }
    const amenityNames = (await t.app.inject({ url: '/api/amenities' })).json<Item[]>().map((i) => i.name);
    expect(amenityNames.sort()).toEqual([...DEFAULT_AMENITIES].sort());
    const preferenceNames = (await t.app.inject({ url: '/api/preferences' }))
      .json<Item[]>()
      .map((i) => i.name);
    expect(preferenceNames).toContain(DEFAULT_PREFERENCES[0]);
  });

  it('falls back to English for a language the entry has no name in', async () => {
    const [row] = await t.db
      .insert(amenities)
      .values({ name: { en: 'Aardvark lounge', fr: 'Salon oryctérope' } })
      .returning();
    const res = await t.app.inject({ url: '/api/amenities', headers: { 'x-locale': 'de' } });
    const items = res.json<Item[]>();
    expect(items[0]).toEqual({ id: row!.id, name: 'Aardvark lounge' });
  });
});
