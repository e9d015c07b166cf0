import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const STALE = 'dist/ is stale: run npm run build';

const out = mkdtempSync(path.join(tmpdir(), 'sitemap-contract-dist-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

function files(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => statSync(path.join(dir, f)).isFile())
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

describe('dist/', () => {
  it('is what scripts/build.mjs builds from the sources', () => {
    const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--out', out], { cwd: root, encoding: 'utf8' });
    expect(r.status, `the build failed:\n${r.stderr}${r.stdout}`).toBe(0);

    expect(files(dist), STALE).toEqual(files(out));
    for (const name of ['index.js', 'cli.js']) {
      const built = readFileSync(path.join(out, name));
      const committed = readFileSync(path.join(dist, name));
      if (!built.equals(committed)) expect.fail(`${STALE} (dist/${name} differs from a fresh build)`);
    }
    for (const name of files(out)) {
      if (!readFileSync(path.join(out, name)).equals(readFileSync(path.join(dist, name)))) expect.fail(`${STALE} (dist/${name} differs)`);
    }
  }, 180_000);

  it('holds only ASCII, with the code lists\' other characters as escapes', () => {
    const scripts = files(dist).filter((name) => name.endsWith('.js'));
    for (const name of scripts) {
      const bytes = readFileSync(path.join(dist, name));
      expect(bytes.findIndex((byte) => byte > 0x7f), `dist/${name}`).toBe(-1);
    }
    // ISO 3166 names such as "Curaçao" are in a chunk of each bundle as \u escapes.
    for (const suffix of ['index', 'cli']) {
      const chunks = scripts.filter((name) => new RegExp(`^\\d+\\.${suffix}\\.js$`).test(name));
      expect(chunks.filter((name) => readFileSync(path.join(dist, name), 'latin1').includes('Cura\\u00e7ao')).length, suffix).toBeGreaterThan(0);
    }
  });

  it('keeps the modules loaded on demand out of the bundles, in chunks each bundle names as its own', () => {
    for (const [bundle, suffix] of [['index.js', 'index'], ['cli.js', 'cli']] as const) {
      const code = readFileSync(path.join(dist, bundle), 'latin1');
      // The code lists (language subtag registry) and the YAML parser are not compiled at start.
      expect(code, bundle).not.toContain('"Subtag":"aa"');
      expect(code, bundle).not.toContain('function parseAllDocuments(');
      expect(code, bundle).toContain(`"" + chunkId + ".${suffix}.js"`);
    }
    expect(files(dist).filter((name) => /^\d+\.cli\.js$/.test(name)).map((name) => name.replace('.cli.', '.index.'))).toEqual(
      files(dist).filter((name) => /^\d+\.index\.js$/.test(name)),
    );
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

  it('installed from git, compiles the library its entry points name (build/ is not committed)', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { main: string; types: string; exports: { '.': { import: string; types: string } }; scripts: Record<string, string> };
    const tsconfig = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as { compilerOptions: { outDir: string } };
    expect(readFileSync(path.join(root, '.gitignore'), 'utf8').split('\n')).toContain('build/');
    // npm runs `prepare` for a git dependency (after installing its devDependencies), not `prepack`.
    expect(pkg.scripts.prepare).toBe('tsc -p tsconfig.json');
    for (const entry of [pkg.main, pkg.types, pkg.exports['.'].import, pkg.exports['.'].types]) {
      expect(entry.replace(/^\.\//, '').startsWith(`${tsconfig.compilerOptions.outDir}/`), entry).toBe(true);
    }
  });

  it('names every production package in licenses.txt, with its license', () => {
    const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean; license?: string }> };
    const production = Object.entries(lock.packages).filter(([where, info]) => where !== '' && !info.dev);
    expect(production.length).toBeGreaterThan(10);
    const notices = readFileSync(path.join(dist, 'licenses.txt'), 'utf8');
    for (const [where, info] of production) {
      const name = where.replace(/^.*node_modules\//, '');
      expect(notices, name).toContain(`${name}\n${info.license}\n`);
    }
    // The parser the bundles are built around is among them, with its ISC text.
    expect(notices).toMatch(/^saxes\nISC\n/m);
  });

  it('has an executable CLI with a shebang', () => {
    const cli = path.join(dist, 'cli.js');
    expect(readFileSync(cli, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    if (process.platform !== 'win32') expect(statSync(cli).mode & 0o111).not.toBe(0);
  });
});
