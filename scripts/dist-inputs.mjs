// The inputs of scripts/build.mjs and their SHA-256 digests: every file under src/, the
// TypeScript settings, the package manifest and lockfile (which fix what node_modules holds), and
// the build script itself. scripts/build.mjs writes the list into dist/sources.sha256, so a
// change to any input without `npm run build` shows in a check that reads the sources only
// (test/dist.test.ts); scripts/check-dist.mjs, which rebuilds and compares every byte, stays the
// full check.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The build inputs other than src/, relative to the project root. */
const FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts/build.mjs', 'scripts/dist-inputs.mjs'];

/** Every file under `dir` (absolute), sorted by its POSIX path relative to `root`. */
function walk(root, dir) {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, e.name);
    if (e.isDirectory()) out.push(...walk(root, full));
    else if (e.isFile()) out.push(relative(root, full).split(sep).join('/'));
  }
  return out;
}

/**
 * The text of dist/sources.sha256 for the project at `root`: one line per input,
 * `<hex digest>  <path>` (as sha256sum writes them), sorted by path, ending with a newline.
 * Throws when an input cannot be read.
 */
export function inputsDigest(root) {
  const paths = [...walk(root, join(root, 'src')), ...FILES].sort();
  return paths.map((p) => `${createHash('sha256').update(readFileSync(join(root, p))).digest('hex')}  ${p}\n`).join('');
}
