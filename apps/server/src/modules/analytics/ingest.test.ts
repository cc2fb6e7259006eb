// What the beacon's events become (ingest.ts, bots.ts): paths normalised, health checks and what is not a page
// dropped, referrers kept as another site's host, bots told from browsers.
import { describe, expect, it } from 'vitest';
import { isBot } from './bots';
import { droppedPath, ingest, normalisePath, ownHostsOf, referrerHost } from './ingest';

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('normalisePath', () => {
  it('drops the query and fragment, repeated and trailing slashes, and redacts e-mailed tokens', () => {
    expect(normalisePath('/search/airports/dfw?sort=price&page=2#map')).toBe('/search/airports/dfw');
    expect(normalisePath('//listing//5/')).toBe('/listing/5');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/?q=1')).toBe('/');
    expect(normalisePath('/tenant/accept/abc.def-123')).toBe('/tenant/accept/[redacted]');
    expect(normalisePath('/verify/email/tok')).toBe('/verify/email/[redacted]');
  });

  it('cuts a path to 200 characters, never through a surrogate pair', () => {
    expect(normalisePath(`/${'a'.repeat(300)}`)).toHaveLength(200);
    const cut = normalisePath(`/${'a'.repeat(198)}😀😀`);
    expect(cut).toBe(`/${'a'.repeat(198)}`);
  });
});

describe('droppedPath', () => {
  it('names health checks and what is not a page of the app', () => {
    for (const path of ['/api/health', '/api/ready', '/health', '/healthz', '/readyz'])
      expect(droppedPath(path)).toBe('health check');
    for (const path of [
      '/api/listing/1',
      '/api',
      '/dev/outbox',
      '/uploads/x.jpg',
      '/robots.txt',
      '/assets/a.js',
    ])
      expect(droppedPath(path)).toBe('not a page');
    for (const path of ['/', '/airports', '/listing/5', '/healthcare-crashpads', '/api-docs-page'])
      expect(droppedPath(path)).toBeNull();
  });
});

describe('referrerHost', () => {
  const own = ownHostsOf('https://crew.example.com', 'crew.example.com:443');
  it('keeps another site’s host, lower case, without www.', () => {
    expect(referrerHost('https://WWW.Google.com/search?q=x', own)).toBe('google.com');
    expect(referrerHost('http://t.co/abc', own)).toBe('t.co');
  });
  it('has no referrer for this site, other schemes or text that is no address', () => {
    expect(referrerHost('https://crew.example.com/listing/4', own)).toBeNull();
    expect(referrerHost('https://www.crew.example.com/', own)).toBeNull();
    expect(referrerHost('android-app://com.google.android.gm/', own)).toBeNull();
    expect(referrerHost('not a url', own)).toBeNull();
    expect(referrerHost('', own)).toBeNull();
    expect(referrerHost(null, own)).toBeNull();
  });
});

describe('isBot', () => {
  it('tells crawlers, headless browsers, uptime agents and libraries from browsers', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/140.0.0.0 Safari/537.36',
      'Pingdom.com_bot_version_1.4_(http://www.pingdom.com/)',
      'ELB-HealthChecker/2.0',
      'GoogleHC/1.0',
      'Better Uptime Bot Mozilla/5.0',
      'python-requests/2.32.3',
      'Go-http-client/1.1',
      'node-fetch',
      '',
      undefined,
    ])
      expect(isBot(agent), String(agent)).toBe(true);
    expect(isBot(BROWSER)).toBe(false);
    expect(
      isBot('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36'),
    ).toBe(false);
  });
});

describe('ingest', () => {
  const request = { userAgent: BROWSER, ownHosts: new Set(['crashpad.test']), day: '2026-11-30' };
  it('makes page views of a browser’s events, marking create-account pages', () => {
    const { views, dropped } = ingest(
      [
        { path: '/create-account/seeker?plan=1', referrer: 'https://duckduckgo.com/' },
        { path: '/listing/8', listing_id: 8 },
        { path: '/api/ready' },
      ],
      request,
    );
    expect(views).toEqual([
      {
        day: '2026-11-30',
        path: '/create-account/seeker',
        listingId: null,
        referrerHost: 'duckduckgo.com',
        referrer: 'https://duckduckgo.com/',
        signup: true,
      },
      {
        day: '2026-11-30',
        path: '/listing/8',
        listingId: 8,
        referrerHost: null,
        referrer: null,
        signup: false,
      },
    ]);
    expect(dropped).toEqual([{ path: '/api/ready', reason: 'health check' }]);
  });

  it('drops every event of a bot', () => {
    const { views, dropped } = ingest([{ path: '/' }, { path: '/fees' }], {
      ...request,
      userAgent: 'curl/8.0',
    });
    expect(views).toEqual([]);
    expect(dropped.map((d) => d.reason)).toEqual(['bot', 'bot']);
  });

  it('takes no listing id beyond PostgreSQL’s integer from a path', () => {
    const { views } = ingest([{ path: '/listing/2147483648' }], request);
    expect(views[0]!.listingId).toBeNull();
  });
});
