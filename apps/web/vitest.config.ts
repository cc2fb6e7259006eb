import { defineConfig } from 'vitest/config';
import { vitestReporters } from '../../.ci/test-timings.mjs';

export default defineConfig({
  test: {
    reporters: vitestReporters('web'),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
  },
});
