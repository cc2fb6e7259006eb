// MAP_TILE_URL, GEOCODER_URL and GOOGLE_MAPS_API_KEY: what the settings give the web app and the CSP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { type TestApp, testApp } from '../../../test/factory';

describe('map and geocoding settings', () => {
  it('default to OpenStreetMap tiles and the offline geocoder', () => {
    const config = loadConfig({});
    expect(config.map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: expect.stringContaining('OpenStreetMap'),
      tileSource: 'https://tile.openstreetmap.org',
    });
    expect(config.geo).toEqual({ googleMapsApiKey: undefined, geocoderUrl: undefined });
  });

  it('turn the tiles off with an empty MAP_TILE_URL', () => {
    expect(loadConfig({ MAP_TILE_URL: '' }).map).toEqual({
      tileUrl: null,
      attribution: '',
      tileSource: null,
    });
  });

  it("allow Leaflet's {s} subdomains in the CSP source", () => {
    const config = loadConfig({ MAP_TILE_URL: 'https://{s}.tiles.example.com/light/{z}/{x}/{y}@2x.png' });
    expect(config.map.tileSource).toBe('https://*.tiles.example.com');
  });

  it('refuse a tile URL that is not a template, and a geocoder URL that is not a URL', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(
      /MAP_TILE_URL: must be a tile URL template/,
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'https://a{s}b.example.com/{z}/{x}/{y}.png' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ GEOCODER_URL: 'nominatim' })).toThrow(/GEOCODER_URL: must be the URL/);
  });
});

describe('GET /api/site map and the CSP', () => {
  let tiles: TestApp;
  let none: TestApp;
  beforeAll(async () => {
    tiles = await testApp();
    none = await testApp({ MAP_TILE_URL: '' });
  });
  afterAll(async () => {
    await tiles.close();
    await none.close();
  });

  it('tells the web app where tiles come from and lets images load from there', async () => {
    const res = await tiles.app.inject({ url: '/api/site' });
    expect(res.json<{ map: unknown }>().map).toEqual({
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: expect.stringContaining('OpenStreetMap'),
    });
    expect(res.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
  });

  it('says there are no tiles when MAP_TILE_URL is empty', async () => {
    const res = await none.app.inject({ url: '/api/site' });
    expect(res.json<{ map: unknown }>().map).toEqual({ tile_url: null, attribution: '' });
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
  });
});
