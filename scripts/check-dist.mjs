#!/usr/bin/env node
// Checks that the committed bundles in dist/ are what scripts/build.mjs builds from the sources:
// builds into a scratch folder and compares the two folders file by file (names, bytes and the
// executable bit). A stale dist/ fails with the files that differ, so a pull request that changes
// src/ without `npm run build` is caught, and so is a file a fresh build no longer writes.
// dist/ itself is never written: the check can run beside anything that reads it.
//
// Usage: node scripts/check-dist.mjs [--dist <dir>] [--keep <dir>] [--built <dir>]
//   --dist <dir>   the folder to check (default dist/)
//   --keep <dir>   build into <dir> and leave the build there (default: a folder under .tmp/,
//                  removed at the end)
//   --built <dir>  compare with a build already made into <dir> (by `scripts/build.mjs --out` or
//                  --keep) instead of building
//
// Exit codes: 0 dist/ is fresh, 1 it is stale, 2 a usage error or a failed build.
// Run by `npm run check:dist`, the workflows (.github/workflows/ci.yml and release.yml) and
// test/dist.full.test.ts (test/dist.test.ts checks the digest of the inputs in dist/sources.sha256).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const STALE = 'dist/ is stale: run `npm run build` and commit dist/.';

function usage(message) {
  process.stderr.write(`check-dist: ${message}\nusage: node scripts/check-dist.mjs [--dist <dir>] [--keep <dir>] [--built <dir>]\n`);
  process.exit(2);
}

function parseArgs(argv) {
  const options = { dist: join(root, 'dist'), keep: undefined, built: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const name = arg.replace(/^--/, '').replace(/=.*$/, '');
    if (!['dist', 'keep', 'built'].includes(name) || !arg.startsWith('--')) {
      if (arg === '--help' || arg === '-h') {
        process.stdout.write('usage: node scripts/check-dist.mjs [--dist <dir>] [--keep <dir>] [--built <dir>]\n');
        process.exit(0);
      }
      usage(`unknown argument ${JSON.stringify(arg)}`);
    }
    const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i];
    if (value === undefined || value === '') usage(`--${name} needs a directory`);
    options[name] = resolve(value);
  }
  if (options.keep !== undefined && options.built !== undefined) usage('--keep builds, --built does not: give one of them');
  return options;
}

/** The files under `dir`, as paths with `/`, sorted; a missing folder has none. */
function files(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => statSync(join(dir, name)).isFile())
    .map((name) => name.split(sep).join('/'))
    .sort();
}

const executable = (path) => process.platform !== 'win32' && (statSync(path).mode & 0o111) !== 0;

/** How `dist` differs from the fresh build `fresh`: lists of file names. */
function compare(dist, fresh) {
  const have = new Set(files(dist));
  const want = files(fresh);
  const missing = want.filter((name) => !have.has(name));
  const extra = [...have].filter((name) => !want.includes(name)).sort();
  const changed = [];
  const mode = [];
  for (const name of want) {
    if (!have.has(name)) continue;
    if (!readFileSync(join(dist, name)).equals(readFileSync(join(fresh, name)))) changed.push(name);
    else if (executable(join(dist, name)) !== executable(join(fresh, name))) mode.push(name);
  }
  return { missing, extra, changed, mode };
}

function main() {
  const { dist, keep, built } = parseArgs(process.argv.slice(2));
  let fresh = built;
  let scratch;
  if (fresh === undefined) {
    fresh = keep ?? join(root, '.tmp', `check-dist-${process.pid}-${Date.now()}`);
    if (keep === undefined) scratch = fresh;
    const r = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--out', fresh], { cwd: root, encoding: 'utf8' });
    if (r.status !== 0) {
      if (scratch) rmSync(scratch, { recursive: true, force: true });
      process.stderr.write(`check-dist: the build failed (exit ${r.status ?? r.signal}):\n${r.stderr}${r.stdout}`);
      process.exit(2);
    }
  } else if (!existsSync(fresh) || files(fresh).length === 0) {
    usage(`--built ${fresh}: no build there`);
  }
  try {
    const { missing, extra, changed, mode } = compare(dist, fresh);
    const shown = relative(root, dist) || dist;
    if (missing.length + extra.length + changed.length + mode.length === 0) {
      process.stdout.write(`${shown}/ is what the build makes from the sources (${files(fresh).length} files).\n`);
      return 0;
    }
    const lines = [STALE];
    for (const name of changed) lines.push(`  changed: ${name}`);
    for (const name of missing) lines.push(`  missing: ${name} (a fresh build writes it)`);
    for (const name of extra) lines.push(`  left over: ${name} (a fresh build does not write it: delete it)`);
    for (const name of mode) lines.push(`  mode: ${name} (its executable bit differs from a fresh build's)`);
    if (shown !== 'dist') lines.push(`(checked ${shown})`);
    process.stderr.write(`${lines.join('\n')}\n`);
    return 1;
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}

process.exitCode = main();
