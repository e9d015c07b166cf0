#!/usr/bin/env node
// Builds the committed bundles:
//   1. `tsc -p tsconfig.json` compiles src/ into build/ (the library and the bundle inputs;
//      compiled in .tmp/ first, then moved into build/ file by file);
//   2. @vercel/ncc bundles build/action/main.js -> dist/index.js (the action entry)
//      and build/cli/main.js -> dist/cli.js (the command line, with a shebang, mode 755).
//      Modules loaded on demand (the YAML parser, the code lists of the extension checks) go to
//      chunk files beside the bundles, read on first use. A chunk that is byte for byte the same
//      in both bundles is written once, as `<id>.chunk.js`, and both load it; one that differs
//      (webpack numbers modules over each bundle's own set, so a chunk can name a module by
//      another number) is written for each, as `<id>.index.js` and `<id>.cli.js`, and each
//      bundle's loader names its own. A run that needs neither the YAML parser nor the code
//      lists compiles 0.8 MB instead of 2.2 MB at start (a one-url sitemap: 0.135 s -> 0.120 s).
//      Characters outside ASCII (country and currency names in the code lists) are written as
//      \u escapes: Node then reads the files as one-byte strings, which decode and compile faster.
//   3. dist/sources.sha256 lists the digest of every build input (scripts/dist-inputs.mjs), so a
//      source changed without a rebuild is seen without building.
//
// Usage: node scripts/build.mjs [--out <dir>] [--lib]
//   --out <dir>  write the bundles to <dir> instead of dist/ (used by scripts/check-dist.mjs to
//                compare a fresh build with the committed one).
//   --lib        only step 1, into a build/ emptied first: the library and the command line as
//                the npm package ships them (`npm pack` and `npm publish` run it as prepack), with
//                no file left over from an earlier build.
//
// The output is deterministic: no cache, no minification, no source maps, no timestamps.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep, isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import ncc from '@vercel/ncc';
import ts from 'typescript';
import { inputsDigest } from './dist-inputs.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** A failure with a message of its own (no stack trace printed). */
class BuildError extends Error {}

function usage(message) {
  process.stderr.write(`build: ${message}\nusage: node scripts/build.mjs [--out <dir>] [--lib]\n`);
  process.exit(2);
}

function parseArgs(argv) {
  let out = join(root, 'dist');
  let lib = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--lib') {
      lib = true;
    } else if (arg === '--out') {
      const value = argv[++i];
      if (value === undefined || value === '') usage('--out needs a directory');
      out = resolve(value);
    } else if (arg.startsWith('--out=')) {
      out = resolve(arg.slice('--out='.length));
    } else if (arg === '--help' || arg === '-h') {
      process.stdout.write('usage: node scripts/build.mjs [--out <dir>] [--lib]\n');
      process.exit(0);
    } else {
      usage(`unknown argument ${JSON.stringify(arg)}`);
    }
  }
  if (lib && argv.some((a) => a === '--out' || a.startsWith('--out='))) usage('--lib writes build/ only; it takes no --out');
  return { out, lib };
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
 * Bundles `entry` with ncc. Returns the bundle's code (ASCII only, its chunk loader not yet
 * named: see {@link nameChunks}), its chunks by id and its other files.
 */
async function bundle(entry) {
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
  const js = withoutOptionalRequire(code.replace(SHEBANG, ''), entry);
  if (js.split(LOADER).length !== 2) throw new BuildError(`${entry}: the chunk loader (${LOADER}) is not in the bundle once; the chunk names cannot be changed`);
  const files = {};
  const chunks = new Map();
  for (const [name, asset] of Object.entries(assets ?? {})) {
    const chunk = CHUNK.exec(name);
    if (!chunk) {
      files[name] = asset;
      continue;
    }
    chunks.set(chunk[1], asciiOnly(String(asset.source), `${entry} chunk ${name}`));
  }
  return { code: asciiOnly(js, entry), chunks, assets: files };
}

/** What ncc's chunk loader returns for chunk `chunkId`: its file name. */
const LOADER = 'return "" + chunkId + ".index.js";';

/**
 * Names the chunks of the two bundles (ncc names every chunk `<id>.index.js`): a chunk the same
 * in both is `<id>.chunk.js`, written once; one that differs is `<id>.index.js` for the action
 * and `<id>.cli.js` for the command line. Returns each bundle's code with its loader rewritten to
 * those names, and the chunk files to write.
 */
function nameChunks(action, cli) {
  const files = {};
  const own = { index: [], cli: [] };
  const ids = [...new Set([...action.chunks.keys(), ...cli.chunks.keys()])].sort((a, b) => Number(a) - Number(b));
  for (const id of ids) {
    const a = action.chunks.get(id);
    const c = cli.chunks.get(id);
    if (a !== undefined && a === c) {
      files[`${id}.chunk.js`] = a;
      continue;
    }
    if (a !== undefined) {
      files[`${id}.index.js`] = a;
      own.index.push(id);
    }
    if (c !== undefined) {
      files[`${id}.cli.js`] = c;
      own.cli.push(id);
    }
  }
  const loader = (suffix) => {
    if (own[suffix].length === 0) return 'return "" + chunkId + ".chunk.js";';
    const table = JSON.stringify(Object.fromEntries(own[suffix].map((id) => [id, 1])));
    return `return "" + chunkId + (${table}[chunkId] === 1 ? ".${suffix}.js" : ".chunk.js");`;
  };
  return { actionCode: action.code.replace(LOADER, loader('index')), cliCode: cli.code.replace(LOADER, loader('cli')), files };
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
 * The packages the sources import by name (`from 'x'`, `import('x/y.js')`), as package names:
 * the roots of what the bundles may hold, whether package.json lists them as dependencies (the
 * library's) or as devDependencies (those only the bundles use, such as @actions/core).
 */
function importedPackages() {
  const names = new Set();
  const src = join(root, 'src');
  for (const name of readdirSync(src, { recursive: true })) {
    if (!String(name).endsWith('.ts')) continue;
    // The module names of import declarations and import() calls, as the TypeScript scanner
    // reads them (not the words of messages or comments that look like imports).
    const { importedFiles } = ts.preProcessFile(readFileSync(join(src, String(name)), 'utf8'), true, true);
    for (const { fileName: spec } of importedFiles) {
      if (spec.startsWith('.') || spec.startsWith('node:')) continue;
      const parts = spec.split('/');
      names.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  }
  return names;
}

/**
 * The notices of every package the bundles may hold: the packages the sources import and the
 * packages they depend on, as package-lock.json resolves them, each as its name, its license and
 * the text of its license file. (ncc's own licenses file covers only the last chunk once the
 * bundles have chunks.)
 */
function licenses() {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const packages = lock.packages ?? {};
  // Where Node finds package `name` from the package installed at `from` (a lock key).
  const locate = (name, from) => {
    for (let base = from; ; base = base.slice(0, base.lastIndexOf('/node_modules/') === -1 ? 0 : base.lastIndexOf('/node_modules/'))) {
      const key = `${base === '' ? '' : `${base}/`}node_modules/${name}`;
      if (packages[key]) return key;
      if (base === '') return undefined;
    }
  };
  const held = new Set();
  const queue = [...importedPackages()].map((name) => {
    const key = locate(name, '');
    if (key === undefined) throw new BuildError(`the sources import ${name}, which package-lock.json does not have`);
    return key;
  });
  while (queue.length > 0) {
    const key = queue.pop();
    if (held.has(key)) continue;
    held.add(key);
    const info = packages[key];
    for (const dep of Object.keys({ ...info.dependencies, ...info.optionalDependencies })) {
      const found = locate(dep, key);
      if (found !== undefined) queue.push(found);
    }
  }
  const entries = [];
  for (const where of held) {
    const info = packages[where];
    if (info.link) continue;
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
  const { out, lib } = parseArgs(process.argv.slice(2));
  checkOut(out);
  process.chdir(root);
  if (lib) {
    rmSync(join(root, 'build'), { recursive: true, force: true });
    tsc();
    // On stderr: `npm pack --json` prints its report on stdout, after this.
    process.stderr.write('build/ compiled afresh\n');
    return;
  }
  tsc();

  const action = await bundle('build/action/main.js');
  const cli = await bundle('build/cli/main.js');
  const { actionCode, cliCode, files: chunks } = nameChunks(action, cli);

  const files = new Map();
  const put = (name, source, mode) => {
    const bytes = Buffer.from(source);
    const prior = files.get(name);
    if (prior && !prior.bytes.equals(bytes)) throw new BuildError(`the two bundles emit different assets named ${name}; they cannot share it`);
    files.set(name, { bytes, mode });
  };
  put('index.js', actionCode, 0o644);
  put('licenses.txt', licenses(), 0o644);
  put('sources.sha256', inputsDigest(root), 0o644);
  put('cli.js', `#!/usr/bin/env node\n${cliCode}`, 0o755);
  for (const name of Object.keys(chunks)) put(name, chunks[name], 0o644);
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
