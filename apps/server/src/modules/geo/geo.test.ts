import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, testApp, type TestApp } from '../../../test/factory';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp();
  token = (await signUp(t.app)).token;
});
afterAll(() => t.close());

const get = (url: string, auth = true) => t.app.inject({ url, headers: auth ? bearer(token) : {} });
type Suggestions = { data: { place_id: string; description: string }[] };

describe('GET /api/geo/autocomplete (offline: GeoNames places and the airports)', () => {
  it('finds Dallas, then its place gives the point and the address parts', async () => {
    const res = await get('/api/geo/autocomplete?input=dallas');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<Suggestions>();
    expect(data[0]).toEqual({
      place_id: expect.stringMatching(/^place:\d+$/),
      description: 'Dallas, Texas, United States',
    });
    expect(data.length).toBeLessThanOrEqual(5);

    const place = await get(`/api/geo/place/${data[0]!.place_id}`);
    expect(place.statusCode).toBe(200);
    expect(place.json()).toEqual({
      latitude: expect.closeTo(32.78, 1),
      longitude: expect.closeTo(-96.8, 1),
      street1: '',
      city: 'Dallas',
      state: 'Texas',
      postal_code: '',
      country: 'United States',
    });
  });

  it('finds a suburb that has no airport, such as Irving, Texas', async () => {
    const { data } = (await get('/api/geo/autocomplete?input=Irving')).json<Suggestions>();
    expect(data[0]!.description).toBe('Irving, Texas, United States');
    const place = (await get(`/api/geo/place/${data[0]!.place_id}`)).json<{
      city: string;
      latitude: number;
    }>();
    expect(place).toMatchObject({ city: 'Irving', state: 'Texas', latitude: expect.closeTo(32.81, 1) });
    // The state's code or name narrows it down; accents need not be typed.
    for (const input of ['irving tx', 'Irving, Texas'])
      expect(
        (await get(`/api/geo/autocomplete?input=${encodeURIComponent(input)}`)).json<Suggestions>().data[0],
      ).toMatchObject({ description: 'Irving, Texas, United States' });
    const zurich = (await get('/api/geo/autocomplete?input=zurich')).json<Suggestions>().data;
    expect(zurich[0]!.description).toBe('Zürich, Switzerland');
  });

  it('matches every typed word, airports by code first', async () => {
    const texas = (await get('/api/geo/autocomplete?input=dallas%20texas')).json<Suggestions>().data;
    expect(texas.map((s) => s.description)).toContain('Dallas, Texas, United States');
    const dfw = (await get('/api/geo/autocomplete?input=DFW&limit=10')).json<Suggestions>().data;
    expect(dfw[0]!.place_id).toMatch(/^airport:\d+$/);
    expect(dfw[0]!.description).toMatch(/\(DFW\)/);
    const place = (await get(`/api/geo/place/${dfw[0]!.place_id}`)).json<{ state: string }>();
    expect(place.state).toBe('Texas');
  });

  it('answers an empty list for a street, which it cannot know, and for nonsense', async () => {
    for (const input of ['2400 Valley View Ln', 'zzqqxx'])
      expect((await get(`/api/geo/autocomplete?input=${encodeURIComponent(input)}`)).json()).toEqual({
        data: [],
      });
  });

  it('needs at least 3 characters', async () => {
    const res = await get('/api/geo/autocomplete?input=%20da%20');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Type at least 3 characters' });
    expect((await get('/api/geo/autocomplete')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await get('/api/geo/autocomplete?input=dallas', false)).statusCode).toBe(401);
    expect((await get('/api/geo/place/city:1', false)).statusCode).toBe(401);
  });
});

describe('GET /api/geo/place/{place_id}', () => {
  it('answers 404 for a place it does not know', async () => {
    for (const id of ['place:999999999', 'city:1', 'airport:0', 'N12345', 'nothing'])
      expect((await get(`/api/geo/place/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/geo/place/${encodeURIComponent('<script>')}`)).statusCode).toBe(400);
  });
});
