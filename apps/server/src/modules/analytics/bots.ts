// Who is not a visitor (docs/decisions/064-page-view-analytics.md): crawlers, link previews, headless browsers,
// uptime and health-check agents, and HTTP libraries, by their User-Agent. A beacon without one is dropped too:
// every browser sends it.
const BOT_WORDS = [
  // crawlers and link previews
  'bot',
  'crawl',
  'spider',
  'slurp',
  'bingpreview',
  'facebookexternalhit',
  'embedly',
  'quora link preview',
  'whatsapp',
  'mediapartners-google',
  'google-inspectiontool',
  'feedfetcher',
  'archive.org',
  // headless and automated browsers
  'headlesschrome',
  'phantomjs',
  'lighthouse',
  'chrome-lighthouse',
  'pagespeed',
  'gtmetrix',
  'selenium',
  'puppeteer',
  'playwright',
  // uptime and health-check agents
  'uptime',
  'pingdom',
  'statuscake',
  'site24x7',
  'betteruptime',
  'better stack',
  'checkly',
  'datadog',
  'newrelicpinger',
  'kube-probe',
  'elb-healthchecker',
  'googlehc',
  'freshping',
  'hetrixtools',
  'nagios',
  'check_http',
  'zabbix',
  'monitor',
  'healthcheck',
  // HTTP libraries and tools
  'curl/',
  'wget',
  'python-requests',
  'python-urllib',
  'aiohttp',
  'httpx',
  'go-http-client',
  'axios/',
  'node-fetch',
  'undici',
  'okhttp',
  'java/',
  'apache-httpclient',
  'libwww',
  'httpclient',
  'postman',
  'insomnia',
  'autocannon',
];

const BOTS = new RegExp(BOT_WORDS.map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'), 'i');

/** True for a User-Agent that is not a person's browser (or no User-Agent at all). */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 10 || BOTS.test(userAgent);
}
