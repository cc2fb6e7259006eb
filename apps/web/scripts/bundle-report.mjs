// Prints the JavaScript each page imports statically on first load (entry + the page's chunk + everything they
// import), as the Brotli bytes the server sends (the build's .br copies, scripts/precompress.mjs). A quick look
// after a build, no budget: what counts is what the browser fetches until the page is idle, scripts loaded
// after the first render included, which e2e/tests/web-budgets.spec.ts measures and holds to the budgets
// (`npm run perf:web`; docs/decisions/004-web-performance.md).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const PAGES = {
  home: 'src/features/search/home-page.tsx',
  'airport search': 'src/features/search/airport-page.tsx',
  listing: 'src/features/listings/listing-page.tsx',
  airports: 'src/features/search/airports-page.tsx',
  contact: 'src/features/site/contact-page.tsx',
  'info page': 'src/features/site/info/what-page.tsx',
};

/** Bytes sent for a built file: its Brotli copy. */
const sent = (file) => {
  const br = join(dist, `${file}.br`);
  return statSync(existsSync(br) ? br : join(dist, file)).size;
};
const closure = (key, seen = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
};

const entry = closure('index.html');
let missing = false;
console.log('JavaScript imported statically on first load (Brotli, as sent):');
for (const [name, key] of Object.entries(PAGES)) {
  if (!manifest[key]) {
    console.error(`  ${name}: ${key} is not in the build`);
    missing = true;
    continue;
  }
  const files = closure(key, new Set(entry));
  const kib = [...files].reduce((sum, f) => sum + sent(f), 0) / 1024;
  console.log(`  ${name.padEnd(16)} ${kib.toFixed(1).padStart(6)} KiB`);
}
console.log('Budgets are checked in the browser: npm run perf:web.');
if (missing) process.exit(1);
