#!/usr/bin/env node
// The long test run (`npm run test:full`): every test file, the *.full.test.ts suites (the fuzz
// properties, plain entries cut at every offset) included, and every property test at its full
// number of cases (test/support/scale.ts). Arguments are passed on to `vitest run`.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const run = spawnSync(process.execPath, [vitest, 'run', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SITEMAP_TEST_FULL: '1' },
});
process.exit(run.status ?? 1);
