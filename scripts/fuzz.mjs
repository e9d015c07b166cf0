#!/usr/bin/env node
// The long fuzz run: the properties of test/fuzz.full.test.ts for a given time, with a fresh seed,
// then the number of cases run and the result.
//
// Usage: node scripts/fuzz.mjs [--minutes N | --seconds N] [--seed N]
//   --minutes N  total time of the run (default 10); the properties share it
//   --seconds N  the same in seconds
//   --seed N     replay a run (printed at the start of every run)
//
// `npm test` runs the same properties with fixed seeds and a bounded number of cases.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function usage(message) {
  process.stderr.write(`fuzz: ${message}\nusage: node scripts/fuzz.mjs [--minutes N | --seconds N] [--seed N]\n`);
  process.exit(2);
}

function number(flag, value) {
  const n = Number(value);
  if (value === undefined || !Number.isFinite(n) || n <= 0) usage(`${flag} needs a number greater than 0`);
  return n;
}

let seconds = 600;
let seed = Date.now() % 2_147_483_647;
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const arg = argv[i];
  if (arg === '--minutes') seconds = number(arg, argv[++i]) * 60;
  else if (arg === '--seconds') seconds = number(arg, argv[++i]);
  else if (arg === '--seed') seed = Math.floor(number(arg, argv[++i]));
  else if (arg === '--help' || arg === '-h') {
    process.stdout.write('usage: node scripts/fuzz.mjs [--minutes N | --seconds N] [--seed N]\n');
    process.exit(0);
  } else usage(`unknown argument ${JSON.stringify(arg)}`);
}

const scratch = mkdtempSync(join(tmpdir(), 'sitemap-contract-fuzz-run-'));
const log = join(scratch, 'properties.jsonl');
process.stdout.write(`fuzz: ${seconds} s, seed ${seed}\n`);
const started = Date.now();
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const run = spawnSync(process.execPath, [vitest, 'run', 'test/fuzz.full.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  // The fuzz suite is a *.full.test.ts file: vitest.config.ts includes those only with SITEMAP_TEST_FULL.
  env: { ...process.env, SITEMAP_TEST_FULL: '1', SITEMAP_FUZZ_SECONDS: String(seconds), SITEMAP_FUZZ_SEED: String(seed), SITEMAP_FUZZ_LOG: log },
});
const elapsed = Math.round((Date.now() - started) / 1000);

const properties = existsSync(log)
  ? readFileSync(log, 'utf8')
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l))
  : [];
rmSync(scratch, { recursive: true, force: true });

let cases = 0;
for (const p of properties) {
  cases += p.cases;
  process.stdout.write(`fuzz: ${p.property}: ${p.cases} cases, ${p.failed ? 'FAILED' : 'passed'} (seed ${p.seed})\n`);
}
const failed = run.status !== 0 || properties.some((p) => p.failed) || properties.length === 0;
process.stdout.write(`fuzz: ${cases} cases in ${properties.length} properties in ${elapsed} s, seed ${seed}: ${failed ? 'FAILED' : 'passed'}\n`);
process.exit(failed ? 1 : 0);
