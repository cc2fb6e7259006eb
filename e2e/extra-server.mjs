// A built server of its own for the journeys that need another start-up setting than the main server's
// (start-server.mjs): the white-label sites (start-variant-server.mjs) and social sign-in (start-social-server.mjs).
// Each runs on a fresh embedded database in .data-<port>, without fixtures and without jobs (the main server's
// cover the suite; one scheduler is enough on this machine).
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Starts the server on `port` with `env` on top of the shared settings, and exits when it does. */
export function startExtraServer(port, env) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const main = `${root}apps/server/dist/main.js`;
  if (!existsSync(main) || !existsSync(`${root}apps/web/dist/index.html`)) {
    console.error('The app is not built: run `npm run build` first (npm run test:e2e does).');
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
      SUPPORT_EMAIL: 'support@crashpad.test',
      AUTH_LIMIT_PER_15_MIN: '1000',
      MAP_TILE_URL: '',
      JOBS: 'false',
      ...env,
    },
  });
  // As start-server.mjs: the signal reaches the whole process group; this script only waits for the server.
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => {});
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
