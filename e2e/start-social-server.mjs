// Starts the built server for the social sign-in journey (social-sign-in.spec.ts, docs/decisions/063): `node
// start-social-server.mjs <port>`, on a fresh embedded database without demo data or fixtures, offering "Continue
// with Google" through the OAUTH_GOOGLE_* settings playwright.config.ts passes (the e2e provider of
// start-oidc-provider.mjs). The main server keeps the offline default, so no other journey sees the button.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const main = `${root}apps/server/dist/main.js`;
if (!existsSync(main) || !existsSync(`${root}apps/web/dist/index.html`)) {
  console.error('The app is not built: run `npm run build` first (npm run test:e2e does).');
  process.exit(1);
}
const [port] = process.argv.slice(2);
for (const name of ['OAUTH_GOOGLE_CLIENT_ID', 'OAUTH_GOOGLE_CLIENT_SECRET', 'OAUTH_GOOGLE_ISSUER'])
  if (!process.env[name]) {
    console.error(`${name} is not set: playwright.config.ts sets it for the social project.`);
    process.exit(1);
  }
const dataDir = fileURLToPath(new URL(`./.data-${port}`, import.meta.url));
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, [main], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    SUPPORT_EMAIL: 'support@crashpad.test',
    AUTH_LIMIT_PER_15_MIN: '1000',
    MAP_TILE_URL: '',
    // the main server's jobs cover the suite; one scheduler is enough on this machine
    JOBS: 'false',
  },
});
// As start-server.mjs: the signal reaches the whole process group; this script only waits for the server.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => {});
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
