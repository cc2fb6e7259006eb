// npm run dev: the API server with restart on change (tsx watch) and the Vite dev server with hot reload.
// Open http://localhost:5173; Vite forwards /api to the server on port 3000.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// npm runs each workspace in its own folder: keep the embedded database in the root ./data, as npm start does.
const env = {
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? fileURLToPath(new URL('../data', import.meta.url)),
};
const children = [
  spawn('npm', ['run', 'dev', '-w', '@crashpad/server'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@crashpad/web'], { stdio: 'inherit', env }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
