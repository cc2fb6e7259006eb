import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLister, insertListing, removeDir, testApp, type TestApp } from '../../../test/factory';
import { summary } from './listing-page-meta';

let t: TestApp;
let webDist: string;
let lister: number;

beforeAll(async () => {
  // A stand-in for the built web app: the real index.html shape with its meta placeholder.
  webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Default</title><!--page-meta--></head><body><div id="root"></div></body></html>',
  );
  // and a stand-in for its manifest (apps/web/vite.config.ts), which names each page's chunks
  await mkdir(join(webDist, '.vite'));
  await writeFile(
    join(webDist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-A1.js', imports: ['_react-R1.js'], isEntry: true },
      '_react-R1.js': { file: 'assets/react-R1.js' },
      '_format-F1.js': { file: 'assets/format-F1.js', imports: ['_react-R1.js'] },
      'src/features/listings/listing-page.tsx': {
        file: 'assets/listing-page-L1.js',
        imports: ['index.html', '_react-R1.js', '_format-F1.js'],
        css: ['assets/listing-page-L1.css'],
      },
      'src/features/search/airport-page.tsx': {
        file: 'assets/airport-page-P1.js',
        imports: ['index.html', '_format-F1.js'],
      },
      'src/features/search/home-page.tsx': { file: 'assets/home-page-H1.js', imports: ['index.html'] },
      '../../packages/shared/src/site/variant-words.ts': {
        file: 'assets/variant-words-V1.js',
        src: '../../packages/shared/src/site/variant-words.ts',
        isDynamicEntry: true,
      },
    }),
  );
  t = await testApp({ WEB_DIST_DIR: webDist });
  lister = await insertLister(t.db);
});
afterAll(async () => {
  await t.close();
  await removeDir(webDist);
});

const DESCRIPTION =
  'A bright two-storey house on a quiet cul-de-sac, popular with pilots on reserve. The house is about 3 miles ' +
  'from DFW, with four rooms, fresh linens, a full kitchen and fast Wi-Fi. Rent is by the month.';

function jsonLd(body: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json" data-page-meta>(.*?)<\/script>/s.exec(body);
  expect(match, 'a JSON-LD script').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('the public listing page', () => {
  it('names the listing in the title, description, canonical and share tags', async () => {
    const { id } = await insertListing(t.db, lister, [{ code: 'DFW' }, { code: 'DAL' }], {
      title: 'Valley Ranch Crew House',
      description: DESCRIPTION,
      thumbnail: '/uploads/listings/abc.webp',
      images: ['/uploads/listings/abc.webp', '/uploads/listings/def.webp'],
    });
    const res = await t.app.inject({ url: `/listing/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Valley Ranch Crew House | CrashPad Crew</title>');
    const description = summary(DESCRIPTION);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toBe(
      'A bright two-storey house on a quiet cul-de-sac, popular with pilots on reserve. The house is about 3 ' +
        'miles from DFW, with four rooms, fresh linens, a full…',
    );
    expect(res.body).toContain(`<meta name="description" content="${description}"`);
    expect(res.body).toContain(`<link rel="canonical" href="http://crashpad.test/listing/${id}"`);
    expect(res.body).toContain(
      '<meta property="og:image" content="http://crashpad.test/uploads/listings/abc.webp"',
    );
    expect(res.body).toContain('content="Valley Ranch Crew House, crashpad near DFW, crashpad near DAL');
    expect(res.body).not.toContain('noindex');
  });

  it('describes the listing as a LodgingBusiness at its public point, without the street', async () => {
    const { id } = await insertListing(t.db, lister, [{ code: 'DFW' }], {
      title: 'Crew house',
      street1: '4211 Valley View Ln',
      city: 'Irving',
      state: 'Texas',
      latitude: 32.9,
      longitude: -97.0,
      publicLatitude: 32.902,
      publicLongitude: -97.003,
      ratePerFromCents: 425_00,
      ratePerToCents: 512_50,
      enablePriceRange: true,
      images: ['/uploads/listings/a.webp'],
    });
    const res = await t.app.inject({ url: `/listing/${id}` });
    expect(jsonLd(res.body)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LodgingBusiness',
      name: 'Crew house',
      description: expect.stringContaining('A shared house for airline crew'),
      url: `http://crashpad.test/listing/${id}`,
      image: ['http://crashpad.test/uploads/listings/a.webp'],
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Irving',
        addressRegion: 'Texas',
        addressCountry: 'United States',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 32.902, longitude: -97.003 },
      priceRange: '$425 - $512.50 per month',
    });
    expect(res.body).not.toContain('Valley View');
  });

  it('keeps markup in a title from escaping the tags or the JSON-LD script', async () => {
    const { id } = await insertListing(t.db, lister, [{ code: 'DFW' }], {
      title: '</script><script>alert(1)</script> & "Crew"',
    });
    const res = await t.app.inject({ url: `/listing/${id}` });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    expect(jsonLd(res.body).name).toBe('</script><script>alert(1)</script> & "Crew"');
  });

  it('answers 404, unindexed, saying the crashpad is not listed, for an unknown, inactive or deleted listing', async () => {
    const inactive = await insertListing(t.db, lister, [{ code: 'DFW' }], { title: 'Hidden', status: 1 });
    const deleted = await insertListing(t.db, lister, [{ code: 'DFW' }], { title: 'Gone', status: 0 });
    const paths = [
      `/listing/${inactive.id}`,
      `/listing/${deleted.id}`,
      '/listing/99999',
      '/listing/99999999999',
    ];
    for (const path of paths) {
      const res = await t.app.inject({ url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<title>Crashpad not listed | CrashPad Crew</title>');
      expect(res.body).toContain('removed by its owner or never existed');
      expect(res.body).toContain('<meta name="robots" content="noindex"');
      expect(res.body).not.toContain('application/ld+json');
      expect(res.body).not.toMatch(/Hidden|Gone|Unknown Listing/);
    }
  });
});

describe('sitemap.xml', () => {
  it('lists active listings with their last change and the airports that have any', async () => {
    const updatedAt = new Date('2025-03-04T05:06:07.000Z');
    const active = await insertListing(t.db, lister, [{ code: 'MIA' }, { code: 'FLL' }], { updatedAt });
    const inactive = await insertListing(t.db, lister, [{ code: 'BOS' }], { status: 1 });
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toContain('<loc>http://crashpad.test/airports</loc>');
    expect(res.body).toContain(
      `<url><loc>http://crashpad.test/listing/${active.id}</loc><lastmod>2025-03-04T05:06:07.000Z</lastmod></url>`,
    );
    expect(res.body).toContain('<loc>http://crashpad.test/search/airports/mia</loc>');
    expect(res.body).toContain('<loc>http://crashpad.test/search/airports/fll</loc>');
    expect(res.body).not.toContain(`/listing/${inactive.id}<`);
    expect(res.body).not.toContain('/search/airports/bos');
  });
});

describe('what a landing page’s HTML asks for before the app runs', () => {
  const links = (body: string) => body.match(/<link rel="(?:modulepreload|preload)"[^>]*>/g) ?? [];

  it('a listing: its gallery’s first photo at high priority, its page chunk and imports, not the entry’s', async () => {
    const { id } = await insertListing(t.db, lister, [{ code: 'DFW' }], {
      thumbnail: '/uploads/listings/first.webp',
      images: ['/uploads/listings/other.webp', '/uploads/listings/first.webp'],
    });
    const res = await t.app.inject({ url: `/listing/${id}` });
    expect(res.statusCode).toBe(200);
    expect(links(res.body)).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/uploads/listings/first.webp">',
      '<link rel="modulepreload" crossorigin href="/assets/listing-page-L1.js">',
      '<link rel="preload" as="style" href="/assets/listing-page-L1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/format-F1.js">',
    ]);
    expect(res.body.indexOf('as="image"')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('an airport search: the photo of the first card the plain page shows', async () => {
    await insertListing(t.db, lister, [{ code: 'MDW' }], { thumbnail: '/uploads/listings/midway.webp' });
    const res = await t.app.inject({ url: '/search/airports/mdw' });
    expect(links(res.body)).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/uploads/listings/midway.webp">',
      '<link rel="modulepreload" crossorigin href="/assets/airport-page-P1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/format-F1.js">',
    ]);
    // sorted or filtered, other cards come first: the chunks only
    expect(links((await t.app.inject({ url: '/search/airports/mdw?sort=price' })).body)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/airport-page-P1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/format-F1.js">',
    ]);
    // an airport nobody lists at: the chunks only
    expect(links((await t.app.inject({ url: '/search/airports/sfo' })).body)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/airport-page-P1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/format-F1.js">',
    ]);
  });

  it('on a site in other words, every page asks for the rewording it waits for; the crashpad site never', async () => {
    const nurse = await testApp({ WEB_DIST_DIR: webDist, SITE_VARIANT: 'nurse' });
    try {
      const words = '<link rel="modulepreload" crossorigin href="/assets/variant-words-V1.js">';
      expect(links((await nurse.app.inject({ url: '/contact' })).body)).toEqual([words]);
      expect(links((await nurse.app.inject({ url: '/' })).body)).toEqual([
        words,
        '<link rel="modulepreload" crossorigin href="/assets/home-page-H1.js">',
      ]);
    } finally {
      await nurse.close();
    }
    expect((await t.app.inject({ url: '/contact' })).body).not.toContain('variant-words');
  });

  it('nothing for a listing that is not shown, nor for pages guests do not land on', async () => {
    expect(links((await t.app.inject({ url: '/listing/2147483647' })).body)).toEqual([]);
    expect(links((await t.app.inject({ url: '/contact' })).body)).toEqual([]);
    expect(links((await t.app.inject({ url: '/' })).body)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/home-page-H1.js">',
    ]);
  });
});
