import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { vitestReporters } from '../../.ci/test-timings.mjs';

/**
 * Test files that replace a module or a global (vi.mock, vi.spyOn, vi.stubGlobal) run each in a fresh module graph;
 * the rest share their worker's, as the server's do: a fresh jsdom start and Mantine's imports for every file were
 * most of the suite's time (docs/performance.md "CI's own time"). The split is read from the files themselves, so a
 * new file that mocks is isolated without anyone listing it.
 */
const REPLACES = /\bvi\.(mock|doMock|spyOn|stubGlobal|stubEnv)\(/;
const here = fileURLToPath(new URL('.', import.meta.url));
const tests = (readdirSync(`${here}src`, { recursive: true }) as string[])
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.replaceAll('\\', '/')}`);
const isolated = tests.filter((file) => REPLACES.test(readFileSync(`${here}${file}`, 'utf8')));

export default defineConfig({
  test: {
    reporters: vitestReporters('web'),
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
    // vitest leaves one core free, so a 2-core machine ran one file at a time; two took the suite from 83 s to 58 s
    // there, most of a file's time being jsdom's start and imports (docs/performance.md "CI's own time").
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { extends: true, test: { name: 'shared', include: tests, exclude: isolated, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
});
