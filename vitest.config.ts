import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/config/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/support/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    testTimeout: 20_000,
    // Speed on a 2-core machine: threads on both cores (190 s -> ~130 s). Files stay isolated:
    // sharing one environment per worker halves that again, but test files stub browser globals
    // (matchMedia, observers) at module level and leaked them into later files, failing at random.
    pool: 'threads',
    maxWorkers: 2,
  },
});
