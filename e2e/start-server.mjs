// Starts the built server on a fresh embedded database (docs/decisions/034) for the e2e run, with the fixtures of fixtures.mjs.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ageFixtures, ageFixturesOnPglite, createFixtures } from './fixtures.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const main = `${root}apps/server/dist/main.js`;
if (!existsSync(main) || !existsSync(`${root}apps/web/dist/index.html`)) {
  console.error('The app is not built: run `npm run build` first (npm run test:e2e does).');
  process.exit(1);
}
const port = process.env.E2E_PORT ?? '3100';
// One database per port, so runs on different ports never share (or delete) each other's data.
const dataDir = fileURLToPath(new URL(`./.data-${port}`, import.meta.url));
rmSync(dataDir, { recursive: true, force: true });
const base = `http://127.0.0.1:${port}`;
// The fixtures are made on another port, so Playwright waits for the server the journeys use.
const fixturePort = String(Number(port) + 1);
const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: base,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SUPPORT_EMAIL: 'support@crashpad.test',
  CONTACT_LIMIT_PER_HOUR: '100',
  // Every journey logs in from 127.0.0.1; the limits themselves are proven by the server's tests.
  AUTH_LIMIT_PER_15_MIN: '1000',
  // Each journey uploads with a member of its own; image-uploads.spec.ts fills one member's minute.
  UPLOADS_PER_MINUTE: '10',
  // No map tiles from the network in the journeys.
  MAP_TILE_URL: '',
};

function start(onPort = port) {
  return spawn(process.execPath, [main], { stdio: 'inherit', env: { ...env, PORT: onPort } });
}

async function ready(child, url) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not become ready');
}

// First run: migrate, seed, make the fixtures through the API and age them; then the journeys' server starts.
const fixtureBase = `http://127.0.0.1:${fixturePort}`;
const first = start(fixturePort);
await ready(first, fixtureBase);
await createFixtures(fixtureBase);
const aged = await ageFixtures(dataDir);
await new Promise((resolve) => {
  first.on('exit', resolve);
  first.kill('SIGTERM');
});
if (!aged) await ageFixturesOnPglite(dataDir);

// Playwright (gracefulShutdown) and a Ctrl-C signal this script's whole process group, the server with it: passing
// the signal on as well would tell the server twice, and a server told twice stops without closing its embedded
// PostgreSQL. So this script only waits for the server to finish; a SIGKILL of the group still reaches both.
const server = start();
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => {});
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
