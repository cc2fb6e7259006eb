import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { vitestReporters } from '../../.ci/test-timings.mjs';

export default defineConfig({
  test: {
    reporters: vitestReporters('web'),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // vitest leaves one core free, so a 2-core machine ran one file at a time; two took the suite from 83 s to 58 s
    // there, most of a file's time being jsdom's start and imports (docs/performance.md "CI's own time").
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
