import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../../test/factory';

const t = suiteApp();

describe('GET /api/airports/search', () => {
  it('suggests Dallas airports for "dal", the exact code first', async () => {
    const res = await t.app.inject({ url: '/api/airports/search?search=dal' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      total: number;
      data: { prefix: string; name: string; city: string; country: string }[];
    }>();
    expect(body.data[0]).toMatchObject({
      prefix: 'DAL',
      name: 'Dallas Love Field',
      country: 'United States',
    });
    // Then the other airports of the exact code's city (DFW serves Dallas too), above Dalaman (DLM).
    const codes = body.data.map((a) => a.prefix);
    expect(codes[1]).toBe('DFW');
    expect(codes).toContain('DLM');
    expect(body.total).toBeGreaterThanOrEqual(body.data.length);
    expect(body.data.length).toBeLessThanOrEqual(10);
  });

  it('ranks cities that start with the text first, larger airports first among them', async () => {
    const res = await t.app.inject({ url: '/api/airports/search?search=dall' });
    const codes = res.json<{ data: { prefix: string }[] }>().data.map((a) => a.prefix);
    expect(codes.slice(0, 2)).toEqual(['DFW', 'DAL']);
  });

  it('finds an airport by the name of its city', async () => {
    const res = await t.app.inject({ url: '/api/airports/search?search=heathrow' });
    expect(res.json<{ data: { prefix: string }[] }>().data.map((a) => a.prefix)).toContain('LHR');
  });

  it('treats % and _ as plain characters, not wildcards', async () => {
    const res = await t.app.inject({ url: '/api/airports/search?search=%25%25%25' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ total: 0, data: [] });
  });

  it('answers 400 with a message when search is missing or blank', async () => {
    for (const url of ['/api/airports/search', '/api/airports/search?search=%20%20']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'search is required',
        errors: { search: ['search is required'] },
      });
    }
  });
});

describe('GET /api/airports and /api/airports/count', () => {
  it('counts the ~3,200 scheduled-service airports', async () => {
    const res = await t.app.inject({ url: '/api/airports/count' });
    const { count } = res.json<{ count: number }>();
    expect(count).toBeGreaterThan(3000);
    expect(count).toBeLessThan(3500);
  });

  it('pages the airports grid, large airports first', async () => {
    const first = (await t.app.inject({ url: '/api/airports?page=1&limit=5' })).json<{
      data: { prefix: string; total_listings: number; city: string; country: string }[];
      total: number;
      page: number;
    }>();
    const second = (await t.app.inject({ url: '/api/airports?page=2&limit=5' })).json<{
      data: { prefix: string }[];
    }>();
    expect(first.data).toHaveLength(5);
    expect(first.page).toBe(1);
    expect(first.total).toBeGreaterThan(3000);
    expect(first.data[0]).toHaveProperty('total_listings', 0);
    expect(second.data.map((a) => a.prefix)).not.toContain(first.data[0]!.prefix);
  });

  it('filters the grid by country', async () => {
    const res = await t.app.inject({ url: '/api/airports?country=gb&limit=100' });
    const body = res.json<{ data: { country: string }[]; total: number }>();
    expect(body.total).toBeGreaterThan(5);
    expect(new Set(body.data.map((a) => a.country))).toEqual(new Set(['United Kingdom']));
  });

  it('refuses a limit above 100 and a page below 1', async () => {
    expect((await t.app.inject({ url: '/api/airports?limit=1000' })).json()).toMatchObject({
      message: 'limit must be at most 100',
    });
    expect((await t.app.inject({ url: '/api/airports?page=0' })).statusCode).toBe(400);
  });
});

describe('GET /api/airports/{code}', () => {
  it('describes DFW with the airports within 50 miles, nearest first', async () => {
    const res = await t.app.inject({ url: '/api/airports/dfw' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      prefix: string;
      region: string;
      country: string;
      nearby: { prefix: string; distance_miles: number }[];
    }>();
    expect(body).toMatchObject({ prefix: 'DFW', region: 'Texas', country: 'United States' });
    expect(body.nearby.map((a) => a.prefix)).toContain('DAL');
    const distances = body.nearby.map((a) => a.distance_miles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(50);
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({ url: '/api/airports/zzq' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No airport with the code ZZQ.' });
    const malformed = await t.app.inject({ url: '/api/airports/da1' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: 'airport code must be 3 letters' });
  });
});

describe('GET /api/cities', () => {
  it('lists countries with their cities, the United States first with Dallas in it', async () => {
    const res = await t.app.inject({ url: '/api/cities' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{
      data: {
        id: string;
        name: string;
        cities: {
          name: string;
          display_name: string;
          prefix: string;
          airports_count: number;
          listings_count: number;
          major: boolean;
        }[];
      }[];
    }>();
    expect(data[0]).toMatchObject({ id: 'US', name: 'United States' });
    const dallas = data[0]!.cities.find((c) => c.name === 'Dallas');
    expect(dallas).toMatchObject({ display_name: 'Dallas, Texas', prefix: 'DAL', listings_count: 0 });
    expect(dallas!.airports_count).toBeGreaterThanOrEqual(2);
    // Cities served by a large airport come first, each group by name.
    const us = data[0]!.cities;
    const firstMinor = us.findIndex((c) => !c.major);
    expect(us.slice(firstMinor).every((c) => !c.major)).toBe(true);
    expect(us.slice(0, firstMinor).map((c) => c.name)).toContain('Dallas-Fort Worth');
    expect(data.length).toBeGreaterThan(150);
  });
});

describe('GET /api/countries', () => {
  it('lists countries with the United States first', async () => {
    const { data } = (await t.app.inject({ url: '/api/countries' })).json<{
      data: { code: string; name: string }[];
    }>();
    expect(data[0]).toEqual({ code: 'US', name: 'United States' });
    expect(data.map((c) => c.code)).toContain('GB');
  });
});
