/**
 * Lookups of files in site-dir (src/core/site/site-fs.ts) for deep paths: the folders on the way are
 * stepped through by name, each folder's path built once for the whole run.
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFiles } from '../src/core/site/site-fs.js';

const temps: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const d of temps.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('SiteFiles', () => {
  it('looks up many files 300 folders deep with one path per folder built, not one per folder and lookup', async () => {
    const ws = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-sitefs-')));
    temps.push(ws);
    const depth = 300;
    const folders = Array<string>(depth).fill('a');
    const bottom = path.join(ws, 'public', ...folders);
    mkdirSync(bottom, { recursive: true });
    for (let i = 0; i < 100; i += 2) writeFileSync(path.join(bottom, `p${i}.html`), 'x');
    writeFileSync(path.join(ws, 'public', 'a', 'file'), 'x');
    const files = new SiteFiles(path.join(ws, 'public'), ws);
    const join = vi.spyOn(path, 'join');
    const results = [];
    for (let i = 0; i < 100; i++) results.push(await files.file([...folders, `p${i}.html`]));
    // Each lookup builds its own path once; the folders on the way were built once in all (a
    // path per folder per lookup was 30,000 paths of up to 600 characters, each hashed again).
    expect(join.mock.calls.length).toBeLessThanOrEqual(100 + depth);
    const shown = `public/${folders.join('/')}`;
    results.forEach((r, i) => {
      expect(r).toEqual(
        i % 2 === 0
          ? { found: true, absolute: path.join(bottom, `p${i}.html`), path: `${shown}/p${i}.html` }
          : { found: false, why: 'there is no such file', reason: 'absent', path: `${shown}/p${i}.html` },
      );
    });
    // A folder where a file is asked for, a file where a folder is on the way, nothing there.
    expect(await files.file(folders)).toEqual({ found: false, why: 'it is a folder, not a file', reason: 'folder', path: shown });
    expect(await files.file(['a', 'file', 'x'])).toEqual({ found: false, why: 'there is no such file', reason: 'absent', path: 'public/a/file/x' });
    expect(await files.file(['b', 'x'])).toEqual({ found: false, why: 'there is no such file', reason: 'absent', path: 'public/b/x' });
    expect(await files.file(['a', 'file'])).toEqual({ found: true, absolute: path.join(ws, 'public', 'a', 'file'), path: 'public/a/file' });
  });

  it('finds a file in a folder whose name starts with two dots, which is inside site-dir', async () => {
    const ws = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-sitefs-')));
    temps.push(ws);
    mkdirSync(path.join(ws, 'public', '..well-known'), { recursive: true });
    writeFileSync(path.join(ws, 'public', '..well-known', 'page.html'), 'x');
    writeFileSync(path.join(ws, 'public', '..page.html'), 'x');
    const files = new SiteFiles(path.join(ws, 'public'), ws);
    expect(await files.file(['..well-known', 'page.html'])).toEqual({
      found: true,
      absolute: path.join(ws, 'public', '..well-known', 'page.html'),
      path: 'public/..well-known/page.html',
    });
    expect(await files.file(['..page.html'])).toEqual({ found: true, absolute: path.join(ws, 'public', '..page.html'), path: 'public/..page.html' });
    // The folder above site-dir is not inside it.
    expect((await files.file(['..', 'x']))).toMatchObject({ found: false, reason: 'refused' });
  });
});
