// Serving the built web app (web-app.ts): its pages with their meta, the assets and their caching and
// compression, security headers, sitemap.xml and robots.txt, and the OpenAPI description.
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, type TestApp, testApp } from '../../../test/factory';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  // A stand-in for the built web app: the real index.html shape with its meta placeholder and a hashed asset.
  webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Default</title><!--page-meta--></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app");'.repeat(100));
  // The build's precompressed copy of another asset (apps/web/scripts/precompress.mjs).
  await writeFile(join(webDist, 'assets', 'page-def456.js'), 'console.log("page");'.repeat(100));
  await writeFile(
    join(webDist, 'assets', 'page-def456.js.br'),
    brotliCompressSync('console.log("page");'.repeat(100)),
  );
  await writeFile(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  t = await testApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  await removeDir(webDist);
});

describe('serving the web app', () => {
  it('answers unknown /api paths with 404 JSON', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'No such endpoint: GET /api/no-such-thing' });
  });

  it('serves the app for client-side routes with default meta and noindex', async () => {
    const res = await t.app.inject({ url: '/some/client/route' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<meta name="robots" content="noindex"');
  });

  it('injects the title, description, canonical and share tags of an info page', async () => {
    const res = await t.app.inject({ url: '/what' });
    expect(res.body).toContain('<title>What is a crashpad? | CrashPad Crew</title>');
    expect(res.body).toContain('<meta name="description" content="A crashpad is a shared house');
    expect(res.body).toContain('<link rel="canonical" href="http://crashpad.test/what"');
    expect(res.body).toContain('<meta property="og:title" content="What is a crashpad? | CrashPad Crew"');
    expect(res.body).toContain('<meta property="og:image" content="http://crashpad.test/share-image.png"');
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(res.body).not.toContain('noindex');
  });

  it('writes the answer of GET /api/site into every page, so the app need not ask for it', async () => {
    const site = (await t.app.inject({ url: '/api/site' })).json<unknown>();
    for (const url of ['/', '/search/airports/dfw', '/some/client/route', '/what']) {
      const body = (await t.app.inject({ url })).body;
      const block = /<script type="application\/json" id="site-settings">([^<]*)<\/script>/.exec(body);
      expect(block, url).not.toBeNull();
      expect(JSON.parse(block![1]!)).toEqual(site);
    }
  });

  it('writes no text of the settings that could close their block or open a tag', async () => {
    const attribution = '</script><script>alert(1)</script> &copy; <a href="https://osm.org">OSM</a>';
    const own = await testApp({
      WEB_DIST_DIR: webDist,
      MAP_TILE_URL: 'https://tile.example.test/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: attribution,
    });
    try {
      const body = (await own.app.inject({ url: '/search/airports/dfw' })).body;
      const block = /<script type="application\/json" id="site-settings">([^<]*)<\/script>/.exec(body);
      expect(body).not.toContain('<script>alert(1)');
      expect((JSON.parse(block![1]!) as { map: { attribution: string } }).map.attribution).toBe(attribution);
    } finally {
      await own.close();
    }
  });

  it('names the airport in the meta tags of its search page', async () => {
    const res = await t.app.inject({ url: '/search/airports/dfw' });
    expect(res.body).toContain(
      '<title>Crashpads near DFW, Dallas Fort Worth International Airport | CrashPad Crew</title>',
    );
    expect(res.body).toContain('href="http://crashpad.test/search/airports/dfw"');
  });

  it('serves hashed assets with a year-long immutable cache and other files for an hour', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404, not the app, for a built file that does not exist', async () => {
    const res = await t.app.inject({ url: '/assets/index-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect((await t.app.inject({ url: '/missing.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/verify/email/abc.def' })).statusCode).toBe(200);
  });

  it('compresses what it serves when the client accepts it', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's precompressed copy of an asset as it is, and the plain file to a client without Brotli", async () => {
    const br = await t.app.inject({
      url: '/assets/page-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("page");'.repeat(100));
    const plain = await t.app.inject({
      url: '/assets/page-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("page");'.repeat(100));
  });

  it('serves the home page with its meta', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>CrashPad Crew: Crashpads for airline crew near every airport</title>');
    expect(res.body).toContain('<link rel="canonical" href="http://crashpad.test/"');
  });

  it('sends security headers with a content-security-policy', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same security headers on API answers, refusals and unknown paths, request after request', async () => {
    const home = await t.app.inject({ url: '/' });
    for (const url of ['/api/airports/dfw', '/api/airports/zzz/listings?page=0', '/api/no-such-route', '/']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toBe(home.headers['content-security-policy']);
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      // served over plain HTTP here: HSTS is left to the proxy in front of an https:// site
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('lists the public pages in sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    expect(sitemap.body).toContain('<loc>http://crashpad.test/</loc>');
    expect(sitemap.body).toContain('<loc>http://crashpad.test/airports</loc>');
    expect(sitemap.body).toContain('<loc>http://crashpad.test/house-rules</loc>');
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://crashpad.test/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
  });

  it('serves the OpenAPI description of the API', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/contact', '/api/airports/search', '/api/cities']),
    );
    // The spec's names for routes the app calls by others (decisions 021, 028) are described too.
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/lister/available-bed', '/api/listings/featured/{id}']),
    );
  });
});
