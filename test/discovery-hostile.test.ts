/**
 * Files a pull request can add that discovery used to pass over while the run passed: names that
 * are not UTF-8, folders deeper than the system opens, and symlinks leading out of the workspace
 * whose messages told what is outside.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { discover, shownPath } from '../src/core/run/discover.js';
import { checkWorkspace } from '../src/core/run/run.js';
import { escapes, resolveSiteDir, SiteFiles } from '../src/core/site/site-fs.js';

const temps: string[] = [];
afterAll(() => {
  // rm, not rmSync: Node removes by whole paths, which fail past the system's limit.
  for (const d of temps.splice(0)) execFileSync('rm', ['-rf', d]);
});

function temp(): string {
  const d = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-hostile-')));
  temps.push(d);
  return d;
}

/** A urlset with one url whose loc is `loc` (a relative one gives a loc-not-absolute finding quoting it). */
function urlset(loc: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${loc}</loc></url></urlset>\n`;
}

/** A path under `ws` from string parts and raw bytes. */
function bytesPath(ws: string, ...parts: Array<string | number[]>): Buffer {
  return Buffer.concat([Buffer.from(`${ws}/`), ...parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p)))]);
}

/** The files of a run with the locs their findings quote, by path. */
async function quoted(ws: string, patterns: string[] = []): Promise<Array<[string, string[]]>> {
  const run = await checkWorkspace({ cwd: ws, patterns });
  return run.files.map((f) => [f.path, f.findings.map((x) => `${x.rule}: ${/"([^"]*)"/.exec(x.message)?.[1] ?? x.message}`)]);
}

describe('file and folder names that are not UTF-8', () => {
  it('reads each by its bytes and shows each byte as \\xHH: a name beside its U+FFFD twin is two files', async () => {
    const ws = temp();
    mkdirSync(bytesPath(ws, 'public/fr', [0xe9]), { recursive: true });
    writeFileSync(bytesPath(ws, 'public/fr', [0xe9], '/sitemap.xml'), urlset('fr-e9'));
    writeFileSync(bytesPath(ws, 'public/b-sitemap', [0xff], '.xml'), urlset('b-ff'));
    writeFileSync(path.join(ws, 'public', 'b-sitemap\uFFFD.xml'), urlset('b-fffd'));
    const found = await discover([], ws);
    expect(found.map((f) => f.path)).toEqual(['public/b-sitemap\\xFF.xml', 'public/b-sitemap\uFFFD.xml', 'public/fr\\xE9/sitemap.xml']);
    expect(found.map((f) => f.problem)).toEqual([undefined, undefined, undefined]);
    expect(Buffer.from(found[0]!.absoluteBytes!).equals(bytesPath(ws, 'public/b-sitemap', [0xff], '.xml'))).toBe(true);
    expect(found[1]!.absoluteBytes).toBeUndefined();
    // Each file's own content: the finding quotes the loc written in it.
    expect(await quoted(ws)).toEqual([
      ['public/b-sitemap\\xFF.xml', ['loc-not-absolute: b-ff']],
      ['public/b-sitemap\uFFFD.xml', ['loc-not-absolute: b-fffd']],
      ['public/fr\\xE9/sitemap.xml', ['loc-not-absolute: fr-e9']],
    ]);
  });

  it('reads them by their bytes in worker threads too', async () => {
    const ws = temp();
    mkdirSync(path.join(ws, 'public'));
    writeFileSync(bytesPath(ws, 'public/b-sitemap', [0xff], '.xml'), urlset('b-ff'));
    writeFileSync(path.join(ws, 'public', 'b-sitemap\uFFFD.xml'), urlset('b-fffd'));
    const run = await checkWorkspace({ cwd: ws, workers: { script: path.resolve('dist/cli.js'), size: 2 } });
    expect(run.files.map((f) => [f.path, f.findings.map((x) => /"([^"]*)"/.exec(x.message)?.[1])])).toEqual([
      ['public/b-sitemap\\xFF.xml', ['b-ff']],
      ['public/b-sitemap\uFFFD.xml', ['b-fffd']],
    ]);
  });

  it('finds them in folders searched apart (a line break in the name), by globs, and keeps them to the exclusions', async () => {
    const ws = temp();
    mkdirSync(path.join(ws, 'public', 'a\nb'), { recursive: true });
    writeFileSync(bytesPath(ws, 'public/a\nb/sitemap-', [0xe9], '.xml'), urlset('nl-e9'));
    mkdirSync(bytesPath(ws, 'public/drafts', [0xc3]), { recursive: true });
    writeFileSync(bytesPath(ws, 'public/drafts', [0xc3], '/sitemap.xml'), urlset('draft'));
    writeFileSync(bytesPath(ws, 'public/news-', [0xe0, 0x80], '.xml'), urlset('overlong'));
    expect(await quoted(ws, ['public/**/*.xml', '!public/drafts*/**'])).toEqual([
      ['public/a\nb/sitemap-\\xE9.xml', ['loc-not-absolute: nl-e9']],
      ['public/news-\\xE0\\x80.xml', ['loc-not-absolute: overlong']],
    ]);
  });

  it('never shows two paths alike: backslashes are doubled where an escape could be read', async () => {
    expect(shownPath(Buffer.from([0x61, 0x5c, 0xff, 0xc3, 0xa9]))).toBe('a\\\\\\xFFé');
    expect(shownPath('a\\xFF')).toBe('a\\\\xFF');
    expect(shownPath('a\\b\uFFFD')).toBe('a\\b\uFFFD');
    const ws = temp();
    mkdirSync(path.join(ws, 'public'));
    writeFileSync(bytesPath(ws, 'public/sitemap', [0xff], '.xml'), urlset('byte'));
    writeFileSync(path.join(ws, 'public', 'sitemap\\xFF.xml'), urlset('backslash'));
    expect(await quoted(ws)).toEqual([
      ['public/sitemap\\\\xFF.xml', ['loc-not-absolute: backslash']],
      ['public/sitemap\\xFF.xml', ['loc-not-absolute: byte']],
    ]);
  });

  it('reports a symlink so named that leads outside as leading outside, and one inside as read', async () => {
    const away = temp();
    writeFileSync(path.join(away, 'x.xml'), urlset('away'));
    const ws = temp();
    mkdirSync(path.join(ws, 'public'));
    writeFileSync(path.join(ws, 'public', 'real.txt'), 'https://beispiel.de/\n');
    symlinkSync(path.join(away, 'x.xml'), bytesPath(ws, 'public/out-sitemap', [0xff], '.xml'));
    symlinkSync(path.join(away, 'none.xml'), bytesPath(ws, 'public/gone-sitemap', [0xff], '.xml'));
    symlinkSync('real.txt', bytesPath(ws, 'public/in-sitemap', [0xff], '.txt'));
    const found = await discover([], ws);
    expect(found.map((f) => [f.path, f.problem])).toEqual([
      ['public/gone-sitemap\\xFF.xml', 'it is a symlink that leads outside the workspace, which is never followed'],
      ['public/in-sitemap\\xFF.txt', undefined],
      ['public/out-sitemap\\xFF.xml', 'it is a symlink that leads outside the workspace, which is never followed'],
    ]);
  });
});

/** Makes `depth` folders named `name` below `dir` by relative steps (each path stays short), with `file` at the bottom. */
function deepTree(dir: string, name: string, depth: number, file?: { name: string; text: string }): void {
  const script = `cd "$1" || exit 1; i=0; while [ "$i" -lt "$3" ]; do mkdir "$2" && cd "$2" || exit 1; i=$((i+1)); done; if [ -n "$4" ]; then printf '%s' "$5" > "$4"; fi`;
  execFileSync('bash', ['-c', script, 'bash', dir, name, String(depth), file?.name ?? '', file?.text ?? '']);
}

describe('folders deeper than the system opens', () => {
  const name = 'd'.repeat(200);

  it('reports each folder that cannot be listed as unreadable, named shortened and apart, and the run fails', async () => {
    const ws = temp();
    mkdirSync(path.join(ws, 'public', 'a'), { recursive: true });
    mkdirSync(path.join(ws, 'public', 'b'), { recursive: true });
    writeFileSync(path.join(ws, 'public', 'sitemap.xml'), urlset('https://beispiel.de/'));
    // 25 folders of 200 bytes: past Linux's 4,096 bytes of PATH_MAX.
    deepTree(path.join(ws, 'public', 'a'), name, 25, { name: 'sitemap.xml', text: urlset('deep') });
    deepTree(path.join(ws, 'public', 'b'), name, 25);
    const run = await checkWorkspace({ cwd: ws });
    expect(run.passed).toBe(false);
    const deep = run.files.filter((f) => f.path !== 'public/sitemap.xml');
    expect(deep).toHaveLength(2);
    expect(deep[0]!.path).not.toBe(deep[1]!.path);
    for (const [k, f] of deep.entries()) {
      expect(f.path.length).toBeLessThan(240);
      expect(f.path).toMatch(new RegExp(`^public/${'ab'[k]}/d{70,}…\\(\\d+ folders, #[0-9a-f]{8}\\)…d{80}$`));
      expect(f.findings.map((x) => x.rule)).toEqual(['file-unreadable']);
      expect(f.findings[0]!.severity).toBe('error');
      expect(f.findings[0]!.message).toMatch(/^The file cannot be read: it is a folder whose path \(\d+ folders, [\d,]+ bytes\) is longer than the system can open \(ENAMETOOLONG\), so it was not searched and no file in it was checked; move the sitemaps to a folder that can be read\.$/);
    }
    expect(run.files.find((f) => f.path === 'public/sitemap.xml')!.findings).toEqual([]);
  });

  it('reports a file whose own path is too long to open, not as missing', async () => {
    const ws = temp();
    mkdirSync(path.join(ws, 'public'));
    // Folders that can be listed (about 4,000 bytes), a file name that takes the path past 4,096.
    deepTree(path.join(ws, 'public'), name, 20, { name: `sitemap-${'x'.repeat(200)}.xml`, text: urlset('x') });
    const found = await discover([], ws);
    expect(found).toHaveLength(1);
    expect(found[0]!.path).toBe(`public/${Array(20).fill(name).join('/')}/sitemap-${'x'.repeat(200)}.xml`);
    expect(found[0]!.problem).toBe('its path is longer than the system can open (ENAMETOOLONG); move it to a shallower folder');
  });
});

describe('symlinks that leave the workspace', () => {
  /** A workspace with links to a file, a folder and nothing outside, by name; and the outside folder. */
  function linked(): { ws: string; away: string } {
    const away = temp();
    writeFileSync(path.join(away, 'file.xml'), urlset('away'));
    mkdirSync(path.join(away, 'folder'));
    const ws = temp();
    mkdirSync(path.join(ws, 'public'));
    writeFileSync(path.join(ws, 'public', 'sitemap.xml'), urlset('https://beispiel.de/'));
    for (const [link, target] of [
      ['sitemap-file.xml', 'file.xml'],
      ['sitemap-folder.xml', 'folder'],
      ['sitemap-none.xml', 'none.xml'],
      ['dir-folder', 'folder'],
      ['dir-none', 'none'],
      ['plain-file', 'file.xml'],
      ['plain-none', 'none'],
    ] as const) {
      symlinkSync(path.join(away, target), path.join(ws, 'public', link));
    }
    // Inside, to the links: the chain leaves the workspace at its second step.
    symlinkSync('sitemap-none.xml', path.join(ws, 'public', 'sitemap-via.xml'));
    return { ws, away };
  }

  const LEAVES = 'it is a symlink that leads outside the workspace, which is never followed';
  const THROUGH = 'its path leads outside the workspace through a symlinked folder, which is never followed';

  it('say only that they leave it, whatever the target is or whether it exists', async () => {
    const { ws } = linked();
    const found = await discover([], ws);
    expect(found.map((f) => [f.path, f.problem])).toEqual([
      ['public/sitemap-file.xml', LEAVES],
      ['public/sitemap-folder.xml', LEAVES],
      ['public/sitemap-none.xml', LEAVES],
      ['public/sitemap-via.xml', LEAVES],
      ['public/sitemap.xml', undefined],
    ]);
    // Named: a file below a link to a folder, or to nothing.
    const named = await discover(
      ['public/dir-folder', 'public/dir-none', 'public/dir-folder/sitemap.xml', 'public/dir-none/sitemap.xml', 'public/plain-file', 'public/plain-none'],
      ws,
    );
    expect(named.map((f) => [f.path, f.problem])).toEqual([
      ['public/dir-folder', LEAVES],
      ['public/dir-folder/sitemap.xml', THROUGH],
      ['public/dir-none', LEAVES],
      ['public/dir-none/sitemap.xml', THROUGH],
      ['public/plain-file', LEAVES],
      ['public/plain-none', LEAVES],
    ]);
  });

  it('are passed over by a glob by their name alone, never by their target', async () => {
    const { ws } = linked();
    const found = await discover(['public/*'], ws);
    // plain-file (a file outside) and plain-none (nothing) are passed over alike, as dir-folder is.
    expect(found.map((f) => f.path)).toEqual(['public/sitemap-file.xml', 'public/sitemap-folder.xml', 'public/sitemap-none.xml', 'public/sitemap-via.xml', 'public/sitemap.xml']);
  });

  it('a glob that starts in a link leading outside is refused, whether the folder there exists or not', async () => {
    const { ws } = linked();
    const a = await discover(['public/dir-folder/*.xml'], ws);
    const b = await discover(['public/dir-none/*.xml'], ws);
    expect(a.map((f) => f.problem)).toEqual(['it is a pattern that starts in a symlinked folder that leads outside the workspace, so it was not searched']);
    expect(b.map((f) => f.problem)).toEqual(a.map((f) => f.problem));
  });

  it('site-dir lookups and the site-dir setting tell no more', async () => {
    const { ws } = linked();
    const files = new SiteFiles(path.join(ws, 'public'), ws);
    const whys = await Promise.all(['sitemap-file.xml', 'sitemap-folder.xml', 'sitemap-none.xml', 'sitemap-via.xml'].map((n) => files.file([n])));
    for (const w of whys) expect(w).toMatchObject({ found: false, why: 'it is a symlink leading outside site-dir, which is never followed', reason: 'refused' });
    expect(await files.file(['dir-none', 'x.html'])).toMatchObject({ found: false, why: 'it is a symlink leading outside site-dir, which is never followed', reason: 'refused' });
    expect(await files.file(['dir-folder', 'x.html'])).toMatchObject({ found: false, why: 'it is a symlink leading outside site-dir, which is never followed', reason: 'refused' });
    const problem = { problem: 'it leads outside the workspace through a symlink; give a folder inside the workspace' };
    expect(resolveSiteDir(ws, 'public/dir-folder')).toEqual(problem);
    expect(resolveSiteDir(ws, 'public/dir-none')).toEqual(problem);
    expect(resolveSiteDir(ws, 'public/dir-none/sub')).toEqual(problem);
    expect(resolveSiteDir(ws, 'public/missing')).toEqual({ problem: 'no such folder in the workspace' });
  });

  it('escapes() tells where a path first leaves, from the links inside alone', () => {
    const { ws } = linked();
    expect(escapes(ws, path.join(ws, 'public', 'sitemap-via.xml'))).toBe('self');
    expect(escapes(ws, path.join(ws, 'public', 'dir-none', 'a', 'b'))).toBe('folder');
    expect(escapes(ws, path.join(ws, 'public', 'sitemap.xml'))).toBeUndefined();
    expect(escapes(ws, path.join(ws, 'public', 'missing', 'x'))).toBeUndefined();
    symlinkSync('loop-b', path.join(ws, 'public', 'loop-a'));
    symlinkSync('loop-a', path.join(ws, 'public', 'loop-b'));
    expect(escapes(ws, path.join(ws, 'public', 'loop-a'))).toBeUndefined();
  });
});
