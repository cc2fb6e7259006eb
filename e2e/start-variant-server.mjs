// Starts the built server as one of the white-label sites (docs/decisions/005, 062, 065) for the variant journeys:
// `node start-variant-server.mjs <variant> <port>`, on a fresh embedded database with the demo data (its demo
// members, listings in the variant's words, and events and offers near the demo airports). No fixtures: a variant's
// journey starts from what a fresh clone of that site shows.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const main = `${root}apps/server/dist/main.js`;
if (!existsSync(main) || !existsSync(`${root}apps/web/dist/index.html`)) {
  console.error('The app is not built: run `npm run build` first (npm run test:e2e does).');
  process.exit(1);
}
const [variant, port] = process.argv.slice(2);
const dataDir = fileURLToPath(new URL(`./.data-${port}`, import.meta.url));
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, [main], {
  stdio: 'inherit',
  env: {
    ...process.env,
    SITE_VARIANT: variant,
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    SUPPORT_EMAIL: 'support@crashpad.test',
    AUTH_LIMIT_PER_15_MIN: '1000',
    UPLOADS_PER_MINUTE: '10',
    MAP_TILE_URL: '',
    // the main server's jobs cover the suite; one scheduler is enough on this machine
    JOBS: 'false',
  },
});
// As start-server.mjs: the signal reaches the whole process group; this script only waits for the server.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => {});
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
