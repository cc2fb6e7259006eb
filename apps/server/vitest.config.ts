import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { vitestReporters } from '../../.ci/test-timings.mjs';

export default defineConfig({
  test: {
    reporters: vitestReporters(process.env.TEST_DATABASE_URL ? 'server-postgres' : 'server-pglite'),
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Two server processes on PostgreSQL, Redis and S3: npm run test:scale (vitest.scale.config.ts).
    exclude: ['test/scale/**', '**/node_modules/**'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Test files share their worker's module cache: each file builds its own app and database (test/test-app.ts)
    // and no file mocks a module, so importing the app once per worker instead of once per file is safe, and it
    // halves the suite's CPU time (74 s of imports → 6 s) on the 2-core CI machine.
    isolate: false,
    // vitest leaves one core free, so a 2-core machine ran one file at a time; much of this suite waits on timers
    // (outages, retries, schedules) and on the database, and two workers took it from 226 s to 161 s on PGlite and
    // from 229 s to 106 s on PostgreSQL there (docs/performance.md "CI's own time").
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
