// npm run test:scale: server processes side by side on PostgreSQL, Redis and an S3-compatible server
// (test/scale/; README "Production"). Each test file starts its own processes and database.
import { defineConfig } from 'vitest/config';
import { vitestReporters } from '../../.ci/test-timings.mjs';

export default defineConfig({
  test: {
    reporters: vitestReporters('scale'),
    include: ['test/scale/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
