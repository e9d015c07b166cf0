/**
 * The npm package as `npm publish` makes it and a project installs it: build/ compiled afresh
 * (prepack), packed with the package.json `files`, installed into an empty project. It ships one
 * copy of the code (the library and the command line, not the action's bundles), runs no install
 * script, installs without a warning, and its bin and exports resolve to files it holds. Its
 * runtime dependencies are exactly the packages its files import.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { builtinModules } from 'node:module';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const work = mkdtempSync(path.join(tmpdir(), 'sitemap-contract-package-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Manifest {
  name: string;
  version: string;
  main: string;
  types: string;
  bin: Record<string, string>;
  exports: Record<string, string | Record<string, string>>;
  files: string[];
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

const PKG = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Manifest;
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepare', 'preprepare', 'postprepare'];

function files(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => statSync(path.join(dir, f)).isFile())
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

let tarball = '';
let unpacked = '';

beforeAll(() => {
  // A copy of the project's package files with build/ compiled into it (as prepack compiles it),
  // packed without running scripts: the project's own build/ may be anything.
  const source = path.join(work, 'source');
  mkdirSync(source);
  for (const name of ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md']) copyFileSync(path.join(root, name), path.join(source, name));
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.json'), '--outDir', path.join(source, 'build')], { cwd: root, stdio: 'pipe' });
  const out = path.join(work, 'out');
  mkdirSync(out);
  const packed = JSON.parse(execFileSync(npm, ['pack', '--json', '--ignore-scripts', '--pack-destination', out], { cwd: source, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })) as Array<{ filename: string }>;
  tarball = path.join(out, packed[0]!.filename);
  unpacked = path.join(work, 'unpacked');
  mkdirSync(unpacked);
  execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
  unpacked = path.join(unpacked, 'package');
}, 120_000);

describe('the npm package', () => {
  it('holds the library, its declarations and the command line, and nothing of the action or the tests', () => {
    const list = files(unpacked);
    expect(list).toContain('package.json');
    expect(list).toContain('README.md');
    expect(list).toContain('LICENSE');
    expect(list).toContain('CHANGELOG.md');
    expect(list).toContain('build/index.js');
    expect(list).toContain('build/index.d.ts');
    expect(list).toContain('build/bin.js');
    expect(list).toContain('build/cli/main.js');
    expect(list.filter((f) => !f.startsWith('build/'))).toEqual(['CHANGELOG.md', 'LICENSE', 'README.md', 'package.json']);
    // The action's entry needs @actions/core, which the package does not depend on; the action runs from dist/ of the repository.
    expect(list.filter((f) => f.startsWith('build/action/') || f.startsWith('dist/'))).toEqual([]);
    expect(list.filter((f) => /\.test\.|^src\//.test(f))).toEqual([]);
  });

  it('ships one copy of the code: no two files with the same bytes', () => {
    const seen = new Map<string, string>();
    for (const name of files(unpacked)) {
      // A module of types only compiles to an empty module; it holds no code.
      if (name.endsWith('.js') && readFileSync(path.join(unpacked, name), 'utf8') === 'export {};\n') continue;
      const hash = createHash('sha256').update(readFileSync(path.join(unpacked, name))).digest('hex');
      expect(seen.get(hash), `${name} is the same as ${seen.get(hash)}`).toBeUndefined();
      seen.set(hash, name);
    }
    expect(seen.size).toBeGreaterThan(50);
  });

  it('runs no install script', () => {
    const manifest = JSON.parse(readFileSync(path.join(unpacked, 'package.json'), 'utf8')) as Manifest;
    expect(INSTALL_SCRIPTS.filter((s) => manifest.scripts?.[s] !== undefined)).toEqual([]);
    expect(manifest.version).toBe(PKG.version);
  });

  it('depends on exactly the packages its files import; what only the bundles use is a devDependency', () => {
    const imported = new Set<string>();
    for (const name of files(unpacked).filter((f) => f.endsWith('.js'))) {
      const code = readFileSync(path.join(unpacked, name), 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
        .join('\n');
      for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])([^'"]+)\1/gm)) {
        const spec = m[2]!;
        if (spec.startsWith('.') || spec.startsWith('node:') || builtinModules.includes(spec)) continue;
        const parts = spec.split('/');
        imported.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
      }
    }
    expect([...imported].sort()).toEqual(Object.keys(PKG.dependencies).sort());
    expect(PKG.dependencies['@actions/core']).toBeUndefined();
    expect(PKG.devDependencies['@actions/core']).toBeDefined();
  });

  it('names, as bin and exports, files it holds', () => {
    const list = new Set(files(unpacked));
    const targets = [PKG.main, PKG.types, ...Object.values(PKG.bin)];
    for (const entry of Object.values(PKG.exports)) targets.push(...(typeof entry === 'string' ? [entry] : Object.values(entry)));
    for (const target of targets) expect(list.has(target.replace(/^\.\//, '')), target).toBe(true);
    const bin = readFileSync(path.join(unpacked, PKG.bin['sitemap-contract']!), 'utf8');
    expect(bin.startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('installs into an empty project without a warning; the command runs and the library imports', () => {
    const project = path.join(work, 'project');
    mkdirSync(project);
    writeFileSync(path.join(project, 'package.json'), '{ "name": "consumer", "version": "1.0.0", "private": true, "type": "module" }\n');
    // The dependencies come from npm's cache, which `npm ci` of this project filled.
    const install = spawnSync(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel', 'warn', tarball], { cwd: project, encoding: 'utf8' });
    expect(install.status, install.stderr).toBe(0);
    expect(install.stderr).toBe('');
    expect(install.stdout).not.toMatch(/warn|deprecated/i);

    const bin = path.join(project, 'node_modules', '.bin', process.platform === 'win32' ? 'sitemap-contract.cmd' : 'sitemap-contract');
    const version = spawnSync(bin, ['--version'], { cwd: project, encoding: 'utf8', shell: process.platform === 'win32' });
    expect([version.status, version.stdout, version.stderr]).toEqual([0, `${PKG.version}\n`, '']);

    writeFileSync(path.join(project, 'sitemap.xml'), '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>/relative</loc></url></urlset>\n');
    const run = spawnSync(bin, ['--format', 'github', 'sitemap.xml'], { cwd: project, encoding: 'utf8', shell: process.platform === 'win32' });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^::error file=sitemap\.xml,line=1,col=\d+,title=loc-not-absolute::/m);

    writeFileSync(
      path.join(project, 'use.js'),
      [
        "import { validate, RULES } from 'sitemap-contract';",
        "import pkg from 'sitemap-contract/package.json' with { type: 'json' };",
        "const r = await validate('https://www.beispiel.de/\\n');",
        'console.log(JSON.stringify({ findings: r.findings.length, rules: RULES.length > 50, version: pkg.version }));',
        '',
      ].join('\n'),
    );
    const use = spawnSync(process.execPath, ['use.js'], { cwd: project, encoding: 'utf8' });
    expect(use.stderr.replace(/^\(node:\d+\) ExperimentalWarning.*\n(\(Use .*\n)?/m, '')).toBe('');
    expect(JSON.parse(use.stdout)).toEqual({ findings: 0, rules: true, version: PKG.version });
  }, 120_000);
});
