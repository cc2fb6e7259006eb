// Prints the JavaScript each page needs on first load (entry + the page's chunk + everything they import
// statically), gzipped, and fails when a page is over its budget (docs/decisions/004-web-performance.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const BUDGET_KB = 180;
// Pages with a budget (the first pages visitors land on), and pages only reported.
const BUDGETED = {
  home: 'src/features/search/home-page.tsx',
  'airport search': 'src/features/search/airport-page.tsx',
  listing: 'src/features/listings/listing-page.tsx',
};
const REPORTED = {
  airports: 'src/features/search/airports-page.tsx',
  contact: 'src/features/site/contact-page.tsx',
  'info page': 'src/features/site/info/what-page.tsx',
};

const gz = new Map();
const size = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gz.get(file);
};
const closure = (key, seen = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
};

const entry = closure('index.html');
let failed = false;
console.log(`Initial JavaScript per page (gzip), budget ${BUDGET_KB} KB:`);
for (const [name, key] of [...Object.entries(BUDGETED), ...Object.entries(REPORTED)]) {
  if (!manifest[key]) {
    console.error(`  ${name}: ${key} is not in the build`);
    failed = true;
    continue;
  }
  const files = closure(key, new Set(entry));
  const kb = [...files].reduce((sum, f) => sum + size(f), 0) / 1024;
  const budgeted = name in BUDGETED;
  const over = budgeted && kb > BUDGET_KB;
  failed ||= over;
  console.log(`  ${over ? '✗' : budgeted ? '✓' : ' '} ${name.padEnd(16)} ${kb.toFixed(1).padStart(6)} KB`);
}
if (failed) {
  console.error('A page is over its JavaScript budget.');
  process.exit(1);
}
