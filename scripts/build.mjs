#!/usr/bin/env node
// Builds the committed bundles:
//   1. `tsc -p tsconfig.json` compiles src/ into build/ (the library and the bundle inputs;
//      compiled in .tmp/ first, then moved into build/ file by file);
//   2. @vercel/ncc bundles build/action/main.js -> dist/index.js (the action entry)
//      and build/cli/main.js -> dist/cli.js (the command line, with a shebang, mode 755).
//      Modules loaded on demand (the YAML parser, the code lists of the extension checks) go to
//      chunk files beside each bundle (`<id>.index.js` for the action, `<id>.cli.js` for the
//      command line), read on first use: a run that needs neither compiles 0.8 MB instead of
//      2.2 MB at start (a one-url sitemap: 0.135 s -> 0.120 s). Characters outside ASCII
//      (country and currency names in the code lists) are written as \u escapes: Node then reads
//      the files as one-byte strings, which decode and compile faster.
//
// Usage: node scripts/build.mjs [--out <dir>]
//   --out <dir>  write the bundles to <dir> instead of dist/ (used by test/dist.test.ts to
//                compare a fresh build with the committed one).
//
// The output is deterministic: no cache, no minification, no source maps, no timestamps.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep, isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import ncc from '@vercel/ncc';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** A failure with a message of its own (no stack trace printed). */
class BuildError extends Error {}

function usage(message) {
  process.stderr.write(`build: ${message}\nusage: node scripts/build.mjs [--out <dir>]\n`);
  process.exit(2);
}

function parseArgs(argv) {
  let out = join(root, 'dist');
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--out') {
      const value = argv[++i];
      if (value === undefined || value === '') usage('--out needs a directory');
      out = resolve(value);
    } else if (arg.startsWith('--out=')) {
      out = resolve(arg.slice('--out='.length));
    } else if (arg === '--help' || arg === '-h') {
      process.stdout.write('usage: node scripts/build.mjs [--out <dir>]\n');
      process.exit(0);
    } else {
      usage(`unknown argument ${JSON.stringify(arg)}`);
    }
  }
  return { out };
}

/** Refuses output folders whose removal would destroy sources: the root, its parents, or a folder of the project other than dist/ and .tmp/. */
function checkOut(out) {
  const rel = relative(root, out);
  const inside = rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
  const ancestorOrRoot = rel === '' || (rel.split(sep).every((part) => part === '..'));
  if (ancestorOrRoot) usage(`refusing to write into ${out}: it holds the project`);
  if (inside) {
    const top = rel.split(sep)[0];
    if (top !== 'dist' && top !== '.tmp') usage(`refusing to write into ${out}: inside the project, use dist/ or .tmp/`);
  }
}

/**
 * Compiles src/ with tsc into a scratch folder, then moves each changed file into build/ with a
 * rename, so that a test reading build/ while a build runs never sees a half-written file.
 */
function tsc() {
  const bin = require.resolve('typescript/bin/tsc');
  const scratch = join(root, '.tmp', `tsc-${process.pid}-${Date.now()}`);
  try {
    const result = spawnSync(process.execPath, [bin, '-p', join(root, 'tsconfig.json'), '--outDir', scratch], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new BuildError(`tsc failed (exit ${result.status ?? result.signal})`);
    const build = join(root, 'build');
    for (const name of readdirSync(scratch, { recursive: true })) {
      const from = join(scratch, String(name));
      if (!statSync(from).isFile()) continue;
      const to = join(build, String(name));
      const bytes = readFileSync(from);
      if (existsSync(to) && readFileSync(to).equals(bytes)) continue;
      mkdirSync(dirname(to), { recursive: true });
      renameSync(from, to);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const SHEBANG = /^#![^\r\n]*\r?\n/;

/**
 * Bundles `entry` with ncc. `suffix` names its chunk files (`<id>.<suffix>.js`). Returns the
 * bundle's code and its other files.
 */
async function bundle(entry, suffix) {
  const path = join(root, entry);
  if (!existsSync(path)) {
    throw new BuildError(`${entry} is missing (does src/${entry.slice('build/'.length).replace(/\.js$/, '.ts')} exist?)`);
  }
  const { code, assets } = await ncc(path, {
    cache: false,
    minify: false,
    sourceMap: false,
    sourceMapRegister: false,
    v8cache: false,
    quiet: true,
    filterAssetBase: root,
  });
  let js = withoutOptionalRequire(code.replace(SHEBANG, ''), entry);
  const files = {};
  for (const [name, asset] of Object.entries(assets ?? {})) {
    const chunk = CHUNK.exec(name);
    if (!chunk) {
      files[name] = asset;
      continue;
    }
    // ncc names the chunks of every bundle `<id>.index.js`; the CLI's get names of their own.
    const renamed = `${chunk[1]}.${suffix}.js`;
    files[renamed] = { source: asciiOnly(String(asset.source), `${entry} chunk ${name}`), permissions: asset.permissions };
  }
  if (suffix !== 'index') {
    const loader = '"" + chunkId + ".index.js"';
    if (js.split(loader).length !== 2) throw new BuildError(`${entry}: the chunk loader (${loader}) is not in the bundle once; the chunk names cannot be changed`);
    js = js.replace(loader, `"" + chunkId + ".${suffix}.js"`);
  }
  return { code: asciiOnly(js, entry), assets: files };
}

/**
 * fdir (through tinyglobby) looks for picomatch at run time, wherever Node finds a package of
 * that name, for a glob method tinyglobby never calls. Left in, the bundle would depend on the
 * node_modules folders around it: run from a checkout with dependencies installed, it loaded a
 * second picomatch at every start (about 5 ms). The lookup is cut; the build fails when the
 * code it expects changes, and test/dist.test.ts checks that the bundles require only Node's modules.
 */
function withoutOptionalRequire(code, entry) {
  // The variable is `pm`, or another name where webpack renamed it.
  const lookup = /try \{\s*__require\.resolve\("picomatch"\);\s*[\w$]+ = __require\("picomatch"\);\s*\} catch \{\}/g;
  const found = code.match(lookup)?.length ?? 0;
  if (found !== 1) throw new BuildError(`${entry}: fdir's optional picomatch lookup is in the bundle ${found} times, not once; check what the bundle requires`);
  return code.replace(lookup, '/* fdir\'s optional picomatch lookup: cut by scripts/build.mjs */');
}

/** The name ncc gives a chunk (a module loaded on demand): `<id>.index.js`. */
const CHUNK = /^(\d+)\.index\.js$/;

/**
 * `code` with every character outside ASCII written as a \u escape (UTF-16 code units, so a pair
 * of surrogates stays a pair). The escapes mean the same in strings, templates, regular
 * expressions and identifiers, and are plain text in comments; only a backslash right before such
 * a character would change meaning, and the build refuses it.
 */
function asciiOnly(code, entry) {
  for (const escaped of code.matchAll(/\\+[^\x00-\x7f]/g)) {
    // An odd number of backslashes: the last one escapes the character.
    if (escaped[0].length % 2 === 0) {
      throw new BuildError(`${entry}: a backslash escapes a character outside ASCII at offset ${escaped.index}; the bundle cannot be made ASCII-only`);
    }
  }
  return code.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The notices of every package the bundles may hold: the production packages of
 * package-lock.json (the dependencies and theirs), each as its name, its license and the text of
 * its license file. (ncc's own licenses file covers only the last chunk once the bundles have
 * chunks.)
 */
function licenses() {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const entries = [];
  for (const [where, info] of Object.entries(lock.packages ?? {})) {
    if (where === '' || info.dev || info.link) continue;
    const name = where.replace(/^.*node_modules\//, '');
    const dir = join(root, where);
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => /^(licen[cs]e|copying)(\.[a-z]+)?$/i.test(f)).sort() : [];
    // A package without a license file (language-subtag-registry: CC0) is named with its license.
    const text = files.map((f) => readFileSync(join(dir, f), 'utf8').trim()).join('\n\n');
    entries.push(`${name}\n${info.license ?? 'see the license text'}\n${text}\n`);
  }
  return entries.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join('\n\n');
}

async function main() {
  const { out } = parseArgs(process.argv.slice(2));
  checkOut(out);
  process.chdir(root);
  tsc();

  const action = await bundle('build/action/main.js', 'index');
  const cli = await bundle('build/cli/main.js', 'cli');

  const files = new Map();
  const put = (name, source, mode) => {
    const bytes = Buffer.from(source);
    const prior = files.get(name);
    if (prior && !prior.bytes.equals(bytes)) throw new BuildError(`the two bundles emit different assets named ${name}`);
    files.set(name, { bytes, mode });
  };
  put('index.js', action.code, 0o644);
  put('licenses.txt', licenses(), 0o644);
  put('cli.js', `#!/usr/bin/env node\n${cli.code}`, 0o755);
  for (const { assets } of [action, cli]) {
    for (const name of Object.keys(assets).sort()) {
      const asset = assets[name];
      put(name, asset.source, asset.permissions & 0o111 ? 0o755 : 0o644);
    }
  }

  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const name of [...files.keys()].sort()) {
    const { bytes, mode } = files.get(name);
    const target = join(out, name);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
    chmodSync(target, mode);
    const shown = relative(root, target);
    process.stdout.write(`${shown.startsWith('..') ? target : shown} ${bytes.length} bytes\n`);
  }
}

main().catch((error) => {
  const text = error instanceof BuildError ? error.message : error instanceof Error ? error.stack ?? error.message : String(error);
  process.stderr.write(`build: ${text}\n`);
  process.exit(1);
});
