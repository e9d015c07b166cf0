import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs every test file but the long suites (`*.full.test.ts`) and every property at a
 * tenth of its cases; `npm run test:full` (scripts/test-full.mjs, SITEMAP_TEST_FULL=1) runs all
 * of them in full.
 */
const full = process.env.SITEMAP_TEST_FULL === '1';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: full ? [] : ['test/**/*.full.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One test file per core (vitest's default leaves one core to its main process, which here
    // mostly waits: on two cores that ran the files one at a time).
    maxWorkers: availableParallelism(),
  },
});
