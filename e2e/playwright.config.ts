// Whole journeys in Debian's Chromium (never a downloaded browser) against the production build served by
// the real server on a fresh embedded database.
import { defineConfig } from '@playwright/test';
import { playwrightTimings } from '../.ci/test-timings.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Chromium features the test browser runs without. Chromium 156's headless browser loads its address bar's
 * WebUI popup (chrome://omnibox-popup.top-chrome) in a renderer of its own for every new window, and Playwright
 * opens a window for every test's context: on a slow 2-core machine that renderer took more CPU than the page
 * under test (1.9 s against 1.6 s on one airport search), delaying its paint by half a second and every journey
 * with it (docs/decisions/004-web-performance.md). A visitor's browser built that popup once, when its window
 * opened. Chromium reads only the last --disable-features, and Playwright passes its own list first: the rest
 * repeats Playwright 1.65's list so that it still holds.
 */
const DISABLED_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
  // Playwright 1.65's own (playwright-core, chromiumSwitches.ts)
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'TcpPortRandomizationWin',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/** The white-label sites walked by variants.spec.ts, each on a server of its own with the demo data (decision 005). */
const VARIANTS = [
  { variant: 'vacation', port: PORT + 10 },
  { variant: 'nurse', port: PORT + 20 },
  { variant: 'aircrew', port: PORT + 30 },
] as const;
/**
 * The social sign-in journey's site (social-sign-in.spec.ts, docs/decisions/063): a server of its own offering
 * "Continue with Google" from a real OpenID provider on this machine (start-oidc-provider.mjs), so that the main
 * server keeps the offline default and no other journey sees the button.
 */
const SOCIAL = {
  port: PORT + 40,
  providerPort: PORT + 45,
  clientId: 'crashpad-e2e-google',
  clientSecret: 'the e2e google client secret',
} as const;
/** The projects asked for on the command line (`--project x` or `--project=x`); empty when all run. */
const asked = process.argv.flatMap((arg, i, all) =>
  arg === '--project'
    ? [all[i + 1] ?? '']
    : arg.startsWith('--project=')
      ? [arg.slice('--project='.length)]
      : [],
);
/** The variant sites' servers start only for a run that walks them (about 30 s of start-up otherwise wasted). */
const variantServers = asked.length === 0 || asked.some((p) => p.startsWith('variant-') || p.includes('*'));
/** The same for the social sign-in journey's server and its provider. */
const socialServers = asked.length === 0 || asked.some((p) => p === 'social' || p.includes('*'));
// Playwright kills a server outright otherwise, and the embedded PostgreSQL it started (in its own process group,
// docs/decisions/034) would outlive the run: SIGTERM lets the server close it.
const GRACEFUL = { signal: 'SIGTERM', timeout: 15_000 } as const;

export default defineConfig({
  testDir: './tests',
  // Journeys sign up, pay and move through several lazy pages; two of them share two cores with the server.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // Nothing is retried: a test that fails once is a defect to fix, waiting for the app's own signal (a response,
  // a rendered row, a socket event), never a fixed sleep (docs/performance.md "CI's own time").
  retries: 0,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ...playwrightTimings(),
  ],
  outputDir: 'test-results',
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    // A trace records every action of every test to keep only the failures': it was a quarter of the suite's CPU
    // (9.5 min against 6.9 without, docs/performance.md "CI's own time"). A failure keeps its screenshot and the
    // page's accessibility snapshot (error-context.md); `npx playwright test --trace on` records traces when needed.
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        `--disable-features=${DISABLED_FEATURES.join(',')}`,
      ],
    },
  },
  projects: [
    // A guest's first visit: its byte budgets are checked here, beside the journeys (they do not depend on the
    // machine's load). Its LCP is a benchmark, asserted only under `npm run perf:web`, which runs this project alone.
    {
      name: 'first-visit',
      testMatch: /web-budgets\.spec\.ts/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'desktop',
      testIgnore: [
        /web-budgets\.spec\.ts/,
        /phone-.*\.spec\.ts/,
        /variants\.spec\.ts/,
        /social-sign-in\.spec\.ts/,
      ],
      use: { viewport: { width: 1280, height: 800 } },
    },
    // A phone runs what differs on a phone (docs/decisions/061-e2e-at-phone-width.md): every page once
    // (phone-pages.spec.ts) and the journeys tagged @phone, whose layout changes at 390 px.
    {
      name: 'phone',
      testIgnore: [/web-budgets\.spec\.ts/, /variants\.spec\.ts/, /social-sign-in\.spec\.ts/],
      grep: /@phone/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    // One journey per non-crashpad site, against its own server: the variant is a start-up setting, not a page.
    ...VARIANTS.map(({ variant, port }) => ({
      name: `variant-${variant}`,
      testMatch: /variants\.spec\.ts/,
      metadata: { variant },
      use: { baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1280, height: 800 } },
    })),
    // A guest signs up with Google and comes back with one click, against the social server and its provider.
    {
      name: 'social',
      testMatch: /social-sign-in\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${SOCIAL.port}`, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: 'node start-server.mjs',
      url: `${BASE_URL}/api/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: GRACEFUL,
      env: { E2E_PORT: String(PORT) },
    },
    ...VARIANTS.filter(() => variantServers).map(({ variant, port }) => ({
      command: `node start-variant-server.mjs ${variant} ${port}`,
      url: `http://127.0.0.1:${port}/api/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: GRACEFUL,
    })),
    // The provider first: the server finds it (its discovery document) at the first sign-in.
    ...(socialServers
      ? [
          {
            command: `node start-oidc-provider.mjs ${SOCIAL.providerPort}`,
            url: `http://127.0.0.1:${SOCIAL.providerPort}/.well-known/openid-configuration`,
            reuseExistingServer: false,
            timeout: 30_000,
            gracefulShutdown: GRACEFUL,
            env: {
              OIDC_CLIENT_ID: SOCIAL.clientId,
              OIDC_CLIENT_SECRET: SOCIAL.clientSecret,
              OIDC_REDIRECT_URI: `http://127.0.0.1:${SOCIAL.port}/api/oauth/google/callback`,
            },
          },
          {
            command: `node start-social-server.mjs ${SOCIAL.port}`,
            url: `http://127.0.0.1:${SOCIAL.port}/api/ready`,
            reuseExistingServer: false,
            timeout: 120_000,
            gracefulShutdown: GRACEFUL,
            env: {
              OAUTH_GOOGLE_CLIENT_ID: SOCIAL.clientId,
              OAUTH_GOOGLE_CLIENT_SECRET: SOCIAL.clientSecret,
              OAUTH_GOOGLE_ISSUER: `http://127.0.0.1:${SOCIAL.providerPort}`,
            },
          },
        ]
      : []),
  ],
});
