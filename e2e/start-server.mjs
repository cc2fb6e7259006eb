// Starts the built server on a fresh embedded database for the e2e run.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = fileURLToPath(new URL('./.data', import.meta.url));
const main = `${root}apps/server/dist/main.js`;
if (!existsSync(main) || !existsSync(`${root}apps/web/dist/index.html`)) {
  console.error('The app is not built: run `npm run build` first (npm run test:e2e does).');
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
const port = process.env.E2E_PORT ?? '3100';
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
    CONTACT_LIMIT_PER_HOUR: '100',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
