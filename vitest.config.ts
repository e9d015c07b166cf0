import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import SlowFirst from './test/support/sequencer.js';

/**
 * `npm test` runs every test file but the long suites (`*.full.test.ts`) and every property at a
 * tenth of its cases; `npm run test:full` (scripts/test-full.mjs, SITEMAP_TEST_FULL=1) runs all
 * of them in full.
 *
 * Most files share their worker's modules (`isolate: false`: loading the sources once per worker,
 * not once per file, is a fifth of the quick suite's time). The files that need modules of their
 * own run isolated: those that mock modules or the file system (vi.mock, vi.spyOn) and those that
 * judge a module's first state (the code lists that load on demand start cold).
 */
const full = process.env.SITEMAP_TEST_FULL === '1';
const longSuites = full ? [] : ['test/**/*.full.test.ts'];
const ISOLATED = [
  'test/gate.test.ts',
  'test/gate-fallback.test.ts',
  'test/read.test.ts',
  'test/pipeline.test.ts',
  'test/site-fs.test.ts',
  'test/cross-entry-parity.test.ts',
  'test/report-stream.test.ts',
  'test/report-size.full.test.ts',
  // It watches `new RegExp` as the modules load: modules another file loaded first would not run again.
  'test/regex-redos.full.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    sequence: { sequencer: SlowFirst },
    // One test file per core (vitest's default leaves one core to its main process, which here
    // mostly waits: on two cores that ran the files one at a time).
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'isolated', include: ISOLATED, exclude: longSuites, isolate: true } },
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: [...longSuites, ...ISOLATED], isolate: false } },
    ],
  },
});
