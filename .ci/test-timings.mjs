// Test timings for the end of `.ci/run` (issue 39): with TEST_TIMINGS_DIR set, each vitest and Playwright run also
// writes a JSON report there; `node .ci/test-timings.mjs <dir>` prints the 15 slowest tests and every test file
// over 10 s. Without it, the suites report as usual.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** vitest's reporters: the default, and a JSON report when CI asks for timings. */
export function vitestReporters(name) {
  const dir = process.env.TEST_TIMINGS_DIR;
  if (!dir) return ['default'];
  return ['default', ['json', { outputFile: join(dir, `vitest-${name}-${process.pid}.json`) }]];
}

/** Playwright's extra reporter when CI asks for timings. */
export function playwrightTimings() {
  const dir = process.env.TEST_TIMINGS_DIR;
  return dir ? [['json', { outputFile: join(dir, `playwright-${process.pid}.json`) }]] : [];
}

function vitestTimes(report, suite) {
  const tests = [];
  const files = [];
  for (const file of report.testResults ?? []) {
    const name = file.name.replace(/^.*?\/(apps|packages|e2e)\//, '$1/');
    files.push({ suite, name, seconds: (file.endTime - file.startTime) / 1000 });
    for (const t of file.assertionResults ?? [])
      tests.push({ suite, name: `${name} › ${t.fullName}`, seconds: (t.duration ?? 0) / 1000 });
  }
  return { tests, files };
}

function playwrightTimes(report) {
  const tests = [];
  const files = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const seconds = (test.results ?? []).reduce((sum, r) => sum + r.duration, 0) / 1000;
        tests.push({ suite: 'e2e', name: `[${test.projectName}] ${spec.file} › ${spec.title}`, seconds });
        files.set(spec.file, (files.get(spec.file) ?? 0) + seconds);
      }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return { tests, files: [...files].map(([name, seconds]) => ({ suite: 'e2e', name, seconds })) };
}

function main(dir) {
  const tests = [];
  const files = [];
  for (const entry of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    let report;
    try {
      report = JSON.parse(readFileSync(join(dir, entry), 'utf8'));
    } catch {
      continue;
    }
    const found = entry.startsWith('playwright')
      ? playwrightTimes(report)
      : vitestTimes(report, entry.replace(/^vitest-(.+)-\d+\.json$/, '$1'));
    tests.push(...found.tests);
    files.push(...found.files);
  }
  const row = (t) => `${t.seconds.toFixed(1).padStart(7)} s  ${t.suite.padEnd(12)} ${t.name}`;
  console.log('The 15 slowest tests:');
  for (const t of tests.sort((a, b) => b.seconds - a.seconds).slice(0, 15)) console.log(row(t));
  const slowFiles = files.filter((f) => f.seconds > 10).sort((a, b) => b.seconds - a.seconds);
  console.log(`\nTest files over 10 s (${slowFiles.length}):`);
  for (const f of slowFiles) console.log(row(f));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv[2] ?? '.');
