/**
 * What a release needs: one version in package.json, package-lock.json and TOOL_VERSION; a
 * CHANGELOG.md section for it that scripts/release-notes.mjs prints as the release notes (and a
 * tag of another version refused); the repository's links; snippets that paste as they are (no
 * placeholder owner); and workflows that actionlint passes and that call only scripts the
 * project has.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { REPOSITORY } from '../src/core/policy/rules.js';
import { TOOL_VERSION } from '../src/core/version.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (name: string) => readFileSync(path.join(root, name), 'utf8');
const PKG = JSON.parse(read('package.json')) as {
  version: string;
  repository: { type: string; url: string };
  homepage: string;
  bugs: { url: string };
  scripts: Record<string, string>;
};
const temp = mkdtempSync(path.join(tmpdir(), 'sitemap-contract-release-'));
mkdirSync(path.join(root, '.tmp'), { recursive: true });
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function notes(...args: string[]) {
  return spawnSync(process.execPath, [path.join(root, 'scripts', 'release-notes.mjs'), ...args], { cwd: root, encoding: 'utf8' });
}

describe('the version', () => {
  it('is one semantic version in package.json, package-lock.json and TOOL_VERSION', () => {
    const lock = JSON.parse(read('package-lock.json')) as { version: string; packages: Record<string, { version?: string }> };
    expect(PKG.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(lock.version).toBe(PKG.version);
    expect(lock.packages['']!.version).toBe(PKG.version);
    expect(TOOL_VERSION).toBe(PKG.version);
  });
});

describe('CHANGELOG.md', () => {
  const text = read('CHANGELOG.md');

  it('is in Keep a Changelog form: an Unreleased section, then one per version, newest first, with links', () => {
    const headings = [...text.matchAll(/^## .*$/gm)].map((m) => m[0]);
    expect(headings[0]).toBe('## [Unreleased]');
    const versions = headings.slice(1).map((h) => /^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$/.exec(h));
    expect(versions.every((v) => v !== null), headings.join('\n')).toBe(true);
    expect(versions[0]![1]).toBe(PKG.version);
    const dates = versions.map((v) => v![2]!);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(text).toContain(`[Unreleased]: https://github.com/${REPOSITORY}/compare/v${PKG.version}...HEAD`);
    for (const v of versions) expect(text).toContain(`[${v![1]}]: https://github.com/${REPOSITORY}/`);
  });

  it('gives the notes of the version a tag names, and refuses a tag that is not the version of package.json', () => {
    const ok = notes(`v${PKG.version}`);
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    const section = text.slice(text.indexOf(`## [${PKG.version}]`));
    expect(ok.stdout.length).toBeGreaterThan(200);
    expect(section).toContain(ok.stdout.trim().split('\n')[0]!);
    expect(ok.stdout).not.toContain('## [');
    expect(ok.stdout).not.toMatch(/^\[Unreleased\]:/m);

    const [major, minor, patch] = PKG.version.split('.').map(Number) as [number, number, number];
    const other = notes(`v${major}.${minor}.${patch + 1}`);
    expect([other.status, other.stdout]).toEqual([1, '']);
    expect(other.stderr).toBe(`release-notes: the tag v${major}.${minor}.${patch + 1} is not the version of package.json (${PKG.version}): bump the version, or tag v${PKG.version}\n`);
    expect(notes(PKG.version).stderr).toMatch(/is not of the form vX\.Y\.Z/);
    expect(notes().status).toBe(2);

    // A changelog without the version's section, or with an empty one, is refused.
    const missing = path.join(temp, 'missing.md');
    writeFileSync(missing, '# Changelog\n\n## [Unreleased]\n');
    expect(notes(`v${PKG.version}`, '--changelog', missing).stderr).toBe(`release-notes: CHANGELOG.md has no section "## [${PKG.version}] - YYYY-MM-DD"\n`);
    const empty = path.join(temp, 'empty.md');
    writeFileSync(empty, `# Changelog\n\n## [Unreleased]\n\n## [${PKG.version}] - 2026-01-01\n\n## [0.0.1] - 2025-01-01\n\nOld.\n`);
    expect(notes(`v${PKG.version}`, '--changelog', empty).stderr).toBe(`release-notes: the section of ${PKG.version} in CHANGELOG.md is empty\n`);
    const later = path.join(temp, 'later.md');
    writeFileSync(later, `# Changelog\n\n## [Unreleased]\n\n- Not yet.\n\n## [${PKG.version}] - 2026-01-01\n\n- This one.\n\n## [0.0.1] - 2025-01-01\n\n- Old.\n\n[0.0.1]: https://example.org/\n`);
    expect(notes(`v${PKG.version}`, '--changelog', later).stdout).toBe('- This one.\n');
  });
});

describe('the repository', () => {
  it('is named in package.json', () => {
    expect(PKG.repository).toEqual({ type: 'git', url: `git+https://github.com/${REPOSITORY}.git` });
    expect(PKG.homepage).toBe(`https://github.com/${REPOSITORY}#readme`);
    expect(PKG.bugs).toEqual({ url: `https://github.com/${REPOSITORY}/issues` });
  });

  it('has no placeholder owner in any snippet: every `uses:` pastes as it is', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter((f) => f !== '' && !f.startsWith('dist/') && !f.startsWith('test/fixtures/'));
    expect(tracked.length).toBeGreaterThan(50);
    const placeholders: string[] = [];
    const uses = new Set<string>();
    for (const name of tracked) {
      // This file names the placeholders it looks for.
      if (!/\.(md|ya?ml|ts|mjs|js|json)$/.test(name) || name === 'test/release.test.ts') continue;
      let body: string;
      try {
        body = read(name);
      } catch {
        continue; // deleted in the work tree
      }
      if (/<owner>|OWNER\/sitemap-contract|your-org\/sitemap-contract/.test(body)) placeholders.push(name);
      for (const m of body.matchAll(/uses: ([\w.-]+\/sitemap-contract)@/g)) uses.add(m[1]!);
    }
    expect(placeholders).toEqual([]);
    expect([...uses]).toEqual([REPOSITORY]);
  });
});

describe('the workflows', () => {
  const dir = path.join(root, '.github', 'workflows');
  const workflows = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).sort();
  const actionlint = path.join(root, 'node_modules', '@tktco', 'node-actionlint', 'bin', 'node-actionlint.js');

  it('pass actionlint, which does refuse a broken workflow', () => {
    expect(workflows).toEqual(expect.arrayContaining(['ci.yml', 'release.yml']));
    // One run over the workflows and a broken one (the linter takes seconds to load): only the broken one is faulted.
    const scratch = mkdtempSync(path.join(root, '.tmp', 'actionlint-'));
    try {
      writeFileSync(path.join(scratch, 'broken.yml'), 'on: push\njobs:\n  x:\n    runs-on: ubuntu-latest\n    timeout-minutes: soon\n    steps:\n      - run: echo hi\n');
      const pattern = `{.github/workflows/*.{yml,yaml},${path.relative(root, scratch).split(path.sep).join('/')}/*.yml}`;
      const r = spawnSync(process.execPath, [actionlint, pattern], { cwd: root, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } });
      const out = r.stdout + r.stderr;
      expect(out).toContain(`Checking ${workflows.length + 1} workflow file(s)...`);
      expect(r.status, out).toBe(1);
      const faulted = [...out.matchAll(/^(\S+\.ya?ml):\d+:\d+ /gm)].map((m) => m[1]!.split(path.sep).join('/'));
      expect(faulted.length, out).toBeGreaterThan(0);
      expect(faulted.filter((f) => !f.endsWith('/broken.yml')), out).toEqual([]);
      expect(out).toContain('timeout-minutes');
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 120_000);

  it('run only npm scripts and files the project has', () => {
    for (const name of workflows) {
      const text = readFileSync(path.join(dir, name), 'utf8');
      for (const m of text.matchAll(/npm run (?:--silent )?([\w:-]+)/g)) expect(PKG.scripts[m[1]!], `${name}: npm run ${m[1]}`).toBeDefined();
      for (const m of text.matchAll(/(?:node|bash) ((?:scripts|\.ci)\/[\w.-]+)/g)) expect(() => read(m[1]!), `${name}: ${m[1]}`).not.toThrow();
    }
  });

  it('release on a vX.Y.Z tag: checks, the GitHub release with the changelog notes, the major tag, npm with provenance', () => {
    const text = read('.github/workflows/release.yml');
    expect(text).toMatch(/on:\n {2}push:\n {4}tags:\n {6}- 'v\[0-9\]\+\.\[0-9\]\+\.\[0-9\]\+'\n/);
    for (const step of ['npm ci', 'npm run check:dist', 'bash .ci/run', 'npm run --silent release:notes -- "$TAG"', 'gh release create "$TAG" --verify-tag', '--notes-file', 'git push --force origin "refs/tags/$major"', 'npm publish --provenance --access public']) {
      expect(text, step).toContain(step);
    }
    expect(text).toContain('contents: write');
    expect(text).toContain('id-token: write');
    // The GitHub release and npm wait for the checks.
    expect(text.match(/needs: check/g)).toHaveLength(2);
  });
});
