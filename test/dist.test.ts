import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the build scripts, without type declarations
import { inputsDigest } from '../scripts/dist-inputs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const STALE = 'dist/ is stale: run npm run build';


/** The inputs whose digest line differs between two texts of dist/sources.sha256, by path, sorted. */
function changedInputs(recorded: string, now: string): string[] {
  const read = (text: string) => new Map(text.split('\n').filter(Boolean).map((line) => [line.slice(line.indexOf('  ') + 2), line.slice(0, line.indexOf('  '))] as const));
  const before = read(recorded);
  const after = read(now);
  const out: string[] = [];
  for (const [p, digest] of after) if (!before.has(p)) out.push(`${p} (new)`);
  else if (before.get(p) !== digest) out.push(p);
  for (const p of before.keys()) if (!after.has(p)) out.push(`${p} (removed)`);
  return out.sort();
}

function files(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => statSync(path.join(dir, f)).isFile())
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

describe('dist/', () => {
  it('was built from the sources as they are (dist/sources.sha256 lists the digest of every build input)', () => {
    const recorded = readFileSync(path.join(dist, 'sources.sha256'), 'utf8');
    const changed = changedInputs(recorded, inputsDigest(root));
    if (changed.length > 0) expect.fail(`${STALE} and commit dist/: changed since the last build: ${changed.join(', ')}`);
    expect(recorded).toMatch(/^[0-9a-f]{64} {2}package-lock\.json$/m);
    expect(recorded).toMatch(/^[0-9a-f]{64} {2}src\/index\.ts$/m);
  });

  it('names the inputs changed, added or removed since the last build', () => {
    const recorded = 'aa  scripts/build.mjs\nbb  src/a.ts\ncc  src/b.ts\n';
    expect(changedInputs(recorded, recorded)).toEqual([]);
    expect(changedInputs(recorded, 'aa  scripts/build.mjs\nbX  src/a.ts\ncc  src/b.ts\ndd  src/c.ts\n')).toEqual(['src/a.ts', 'src/c.ts (new)']);
    expect(changedInputs(recorded, 'aa  scripts/build.mjs\ncc  src/b.ts\n')).toEqual(['src/a.ts (removed)']);
  });

  it('holds no two files with the same bytes: a chunk the two bundles share is written once', () => {
    const seen = new Map<string, string>();
    for (const name of files(dist)) {
      const hash = createHash('sha256').update(readFileSync(path.join(dist, name))).digest('hex');
      expect(seen.get(hash), `dist/${name} is the same as dist/${seen.get(hash)}`).toBeUndefined();
      seen.set(hash, name);
    }
    expect(files(dist).some((name) => /^\d+\.chunk\.js$/.test(name))).toBe(true);
  });

  it('holds only ASCII, with the code lists\' other characters as escapes', () => {
    const scripts = files(dist).filter((name) => name.endsWith('.js'));
    for (const name of scripts) {
      const bytes = readFileSync(path.join(dist, name));
      expect(bytes.findIndex((byte) => byte > 0x7f), `dist/${name}`).toBe(-1);
    }
    // ISO 3166 names such as "Curaçao" are in a chunk as \u escapes.
    const chunks = scripts.filter((name) => /^\d+\.(chunk|index|cli)\.js$/.test(name));
    expect(chunks.filter((name) => readFileSync(path.join(dist, name), 'latin1').includes('Cura\\u00e7ao')).length).toBeGreaterThan(0);
  });

  it('keeps the modules loaded on demand out of the bundles, in chunks shared where they are the same', () => {
    const own = (suffix: string) => files(dist).filter((name) => new RegExp(`^\\d+\\.${suffix}\\.js$`).test(name)).map((name) => name.split('.')[0]!);
    for (const [bundle, suffix] of [['index.js', 'index'], ['cli.js', 'cli']] as const) {
      const code = readFileSync(path.join(dist, bundle), 'latin1');
      // The code lists (language subtag registry) and the YAML parser are not compiled at start.
      expect(code, bundle).not.toContain('"Subtag":"aa"');
      expect(code, bundle).not.toContain('function parseAllDocuments(');
      // The loader names the bundle's own chunks, and the shared ones.
      const loader = own(suffix).length === 0
        ? 'return "" + chunkId + ".chunk.js";'
        : `return "" + chunkId + (${JSON.stringify(Object.fromEntries(own(suffix).map((id) => [id, 1])))}[chunkId] === 1 ? ".${suffix}.js" : ".chunk.js");`;
      expect(code, bundle).toContain(loader);
    }
    for (const [bundle, suffix] of [['index.js', 'index'], ['cli.js', 'cli']] as const) {
      const code = readFileSync(path.join(dist, bundle), 'latin1');
      // Every chunk the bundle can load is there, under the name its loader gives it: its own
      // (`<id>.cli.js`: the command line loads the SARIF, summary and merge renderers on demand,
      // which the action holds in its bundle) or a shared one, never both.
      const ids = new Set([...code.matchAll(/__nccwpck_require__\.e\((?:\/\* import\(\) \*\/ )?(\d+)\)/g)].map((m) => m[1]!));
      expect(ids.size, bundle).toBeGreaterThan(0);
      for (const id of ids) {
        const name = own(suffix).includes(id) ? `${id}.${suffix}.js` : `${id}.chunk.js`;
        expect(files(dist), `${bundle} loads ${name}`).toContain(name);
      }
      for (const id of own(suffix)) expect(files(dist)).not.toContain(`${id}.chunk.js`);
    }
  });

  it('requires only the modules of Node itself, whatever node_modules lie around it', () => {
    const requires = new Set<string>();
    for (const name of files(dist).filter((f) => f.endsWith('.js'))) {
      for (const line of readFileSync(path.join(dist, name), 'latin1').split('\n')) {
        // Usage examples in the packages' doc comments are not code.
        if (/^\s*(\*|\/\/)/.test(line)) continue;
        for (const m of line.matchAll(/(?:\b__require|\brequire|createRequire\(import\.meta\.url\))\((["'])([^"']+)\1\)/g)) requires.add(m[2]!.replace(/^node:/, ''));
      }
    }
    // Node's modules are required through webpack's createRequire; fdir's optional lookup of
    // picomatch (`__require("picomatch")`) is cut by the build.
    expect([...requires].filter((name) => !builtinModules.includes(name))).toEqual([]);
    expect(requires.has('fs')).toBe(true);
  });

  it('is not what the npm package ships: build/ (the library and the command line) is, compiled by prepack', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { main: string; bin: Record<string, string>; files: string[]; scripts: Record<string, string> };
    expect(readFileSync(path.join(root, '.gitignore'), 'utf8').split('\n')).toContain('build/');
    expect(pkg.files.some((f) => f.startsWith('dist'))).toBe(false);
    expect(pkg.scripts.prepare).toBeUndefined();
    expect(pkg.scripts.prepack).toBe('node scripts/build.mjs --lib');
    expect(pkg.main.startsWith('./build/')).toBe(true);
    expect(pkg.bin['sitemap-contract']).toBe('build/bin.js');
  });

  it('names every package the bundles may hold in licenses.txt, with its license: the production ones and those only the bundles use', () => {
    const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean; license?: string }> };
    const production = Object.entries(lock.packages).filter(([where, info]) => where !== '' && !info.dev);
    expect(production.length).toBeGreaterThan(10);
    // @actions/core and what it uses are bundled into dist/index.js, so they are devDependencies.
    const bundledOnly = ['@actions/core', '@actions/exec', '@actions/http-client', '@actions/io', 'tunnel', 'undici'];
    const notices = readFileSync(path.join(dist, 'licenses.txt'), 'utf8');
    for (const [where, info] of [...production, ...bundledOnly.map((name) => [`node_modules/${name}`, lock.packages[`node_modules/${name}`]!] as const)]) {
      const name = where.replace(/^.*node_modules\//, '');
      expect(info.license, name).toBeTruthy();
      expect(notices, name).toContain(`${name}\n${info.license}\n`);
    }
    for (const name of bundledOnly) expect(lock.packages[`node_modules/${name}`]!.dev, name).toBe(true);
    // The HTML parser of the page checks is among them, with its MIT text; saxes, the XML
    // parser the tests hold the tokenizer to, is not (it is no dependency of the product).
    expect(notices).toMatch(/^htmlparser2\nMIT\n/m);
    expect(notices).not.toMatch(/^saxes\n/m);
    // Packages of the tests and the build are not.
    expect(notices).not.toMatch(/^vitest\n/m);
    expect(notices).not.toMatch(/^@vercel\/ncc\n/m);
  });

  it('has an executable CLI with a shebang', () => {
    const cli = path.join(dist, 'cli.js');
    expect(readFileSync(cli, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    if (process.platform !== 'win32') expect(statSync(cli).mode & 0o111).not.toBe(0);
  });
});
