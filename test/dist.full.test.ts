/**
 * dist/ rebuilt and compared byte for byte: the full check behind test/dist.test.ts's digest of
 * the build inputs (a full test: two bundles take half a minute to build on two cores).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
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

/** Runs scripts/check-dist.mjs, the check the workflows run (`npm run check:dist`). */
function checkDist(...args: string[]) {
  return spawnSync(process.execPath, [path.join(root, 'scripts', 'check-dist.mjs'), ...args], { cwd: root, encoding: 'utf8' });
}

describe('dist/', () => {
  it('is what scripts/build.mjs builds from the sources (scripts/check-dist.mjs, as the workflows run it)', () => {
    const r = checkDist('--keep', out);
    if (r.status !== 0) expect.fail(`${STALE}: scripts/check-dist.mjs exited ${r.status}:\n${r.stderr}${r.stdout}`);
    expect(r.stdout).toMatch(/^dist\/ is what the build makes from the sources \(\d+ files\)\.\n$/);
    expect(files(dist)).toEqual(files(out));
  }, 180_000);

  it('scripts/check-dist.mjs fails on a stale dist/, naming each file that differs', () => {
    // The fresh build of the test above, and copies of it made stale in each way.
    expect(files(out).length, 'the build of the test above').toBeGreaterThan(3);
    const stale = (name: string, spoil: (dir: string) => void): string => {
      const dir = path.join(out, '..', `${path.basename(out)}-${name}`);
      cpSync(out, dir, { recursive: true });
      spoil(dir);
      return dir;
    };
    const fresh = checkDist('--built', out, '--dist', stale('fresh', () => {}));
    expect([fresh.status, fresh.stderr]).toEqual([0, '']);
    const chunk = files(out).find((name) => /^\d+\.chunk\.js$/.test(name))!;
    const cases: Array<[string, (dir: string) => void, string]> = [
      ['changed', (dir) => writeFileSync(path.join(dir, 'index.js'), readFileSync(path.join(dir, 'index.js'), 'utf8').replace('Sitemap contract', 'Sitemap kontract')), '  changed: index.js'],
      ['missing', (dir) => unlinkSync(path.join(dir, chunk)), `  missing: ${chunk} (a fresh build writes it)`],
      ['extra', (dir) => writeFileSync(path.join(dir, '123.index.js'), 'old\n'), '  left over: 123.index.js (a fresh build does not write it: delete it)'],
      ...(process.platform === 'win32' ? [] : [['mode', (dir: string) => chmodSync(path.join(dir, 'cli.js'), 0o644), "  mode: cli.js (its executable bit differs from a fresh build's)"] as [string, (dir: string) => void, string]]),
    ];
    for (const [name, spoil, line] of cases) {
      const r = checkDist('--built', out, '--dist', stale(name, spoil));
      expect(r.status, name).toBe(1);
      expect(r.stderr.split('\n'), name).toEqual(['dist/ is stale: run `npm run build` and commit dist/.', line, expect.stringMatching(/^\(checked /), '']);
    }
    expect(checkDist('--built', path.join(out, 'nothing-here')).status).toBe(2);
  });

});
