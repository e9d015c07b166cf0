/**
 * Inputs a hostile pull request (or an odd caller of the library) can hand over, each pinned to a
 * clear finding or error: a merge of reports claiming a huge shard count, robots.txt and text
 * sitemaps saved as UTF-16 without a byte order mark, and sparse arrays given to the library.
 */
import path from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run.js';
import { validate } from '../src/core/read/engine.js';
import { PolicyError, resolvePolicy } from '../src/core/policy/policy.js';
import { checkFiles, checkWorkspace, validateFiles } from '../src/core/run/run.js';
import { NS } from './support/sitemap.js';
import { workspaces } from './support/workspace.js';

const workspace = workspaces('hostile');

const CLEAN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n  <url><loc>https://www.beispiel.de/</loc></url>\n</urlset>\n`;

describe('merge: a shard count past what --shard accepts', () => {
  it('is refused with a clear error, not a heap exhaustion or an internal error', async () => {
    const dir = workspace({ 'public/sitemap.xml': CLEAN });
    const report = path.join(dir, 'shard.json');
    const made = await runCli(['--cwd', dir, '--format', 'json', '--shard', '1/1', '--output', report, 'public'], {}, false);
    expect(made.code).toBe(0);
    const data = JSON.parse(readFileSync(report, 'utf8')) as Record<string, unknown>;
    for (const shard of [
      { index: 1, count: 1e9 },
      { index: 1, count: 1e15 },
      { index: 1, count: 1001 },
      { index: 0, count: 2 },
      { index: 3, count: 2 },
      { index: 1.5, count: 2 },
    ]) {
      const forged = path.join(dir, 'forged.json');
      writeFileSync(forged, JSON.stringify({ ...data, shard }));
      const r = await runCli(['merge', forged], {}, false);
      expect(r.code, JSON.stringify(shard)).toBe(2);
      expect(r.stderr).toMatch(/its shard is not \{index, count\} with whole numbers 1 ≤ index ≤ count ≤ 1000/);
      expect(r.stderr).not.toMatch(/internal error/);
    }
  });
});

describe('UTF-16 and UTF-32 without a byte order mark, whatever the first character', () => {
  const robots = 'User-agent: *\nDisallow: /\nSitemap: https://www.beispiel.de/sitemap.xml\n';
  const be = (s: string) => Buffer.from(s, 'utf16le').swap16();
  const utf32le = (s: string) => Buffer.concat([...s].map((c) => Buffer.from([c.charCodeAt(0), 0, 0, 0])));
  const utf32be = (s: string) => Buffer.concat([...s].map((c) => Buffer.from([0, 0, 0, c.charCodeAt(0)])));

  it('gives robots.txt an encoding error instead of a silent pass', async () => {
    for (const [label, bytes] of [
      ['UTF-16LE', Buffer.from(robots, 'utf16le')],
      ['UTF-16BE', be(robots)],
      ['UTF-32LE', utf32le(robots)],
      ['UTF-32BE', utf32be(robots)],
    ] as const) {
      const r = await validate(bytes, { profile: 'google' }, { name: 'robots.txt' });
      expect(
        r.findings.map((f) => [f.rule, f.line, f.column]),
        label,
      ).toEqual([['encoding', 1, 1]]);
      expect(r.findings[0]!.message).toMatch(/UTF-16 or UTF-32/);
    }
  });

  it('gives text sitemaps and XML without a declaration the same encoding error', async () => {
    const text = 'https://www.beispiel.de/a\nhttps://www.beispiel.de/b\n';
    const xml = `<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/</loc></url></urlset>`;
    for (const [label, bytes, name] of [
      ['text LE', Buffer.from(text, 'utf16le'), 'sitemap.txt'],
      ['text BE', be(text), 'sitemap.txt'],
      ['xml LE', Buffer.from(xml, 'utf16le'), 'sitemap.xml'],
      ['xml BE', be(xml), 'sitemap.xml'],
    ] as const) {
      const r = await validate(bytes, {}, { name });
      expect(
        r.findings.map((f) => [f.rule, f.line, f.column]),
        label,
      ).toEqual([['encoding', 1, 1]]);
    }
  });

  it('leaves UTF-8 documents of one to three bytes and the usual starts alone', async () => {
    expect((await validate(Buffer.from('a'), {}, { name: 'robots.txt' })).findings).toEqual([]);
    expect((await validate(Buffer.from('User-agent: *\n'), {}, { name: 'robots.txt' })).findings).toEqual([]);
    expect((await validate(Buffer.from(CLEAN), {}, { name: 'sitemap.xml' })).findings).toEqual([]);
  });
});

describe('sparse arrays given to the library', () => {
  const sparse = (): string[] => {
    const a: string[] = [];
    a.length = 2 ** 32 - 1;
    return a;
  };

  it('are refused at once as hosts, paths and patterns, not walked up to their length', async () => {
    // Walked up to their length, these calls ran for minutes (the test's timeout catches that).
    expect(() => resolvePolicy({ hosts: sparse() })).toThrow(PolicyError);
    await expect(validate(CLEAN, { hosts: sparse() })).rejects.toThrow('hosts: an array with holes (length 4294967295) is not accepted');
    const dir = workspace({ 'sitemap.xml': CLEAN });
    await expect(validateFiles(sparse(), {}, { cwd: dir })).rejects.toThrow(TypeError);
    await expect(checkWorkspace({ cwd: dir, patterns: sparse() })).rejects.toThrow(/patterns, when given, must be an array of strings/);
    await expect(checkWorkspace({ cwd: dir, patterns: 'sitemap.xml' as unknown as string[] })).rejects.toThrow(TypeError);
    await expect(checkFiles(sparse() as never, {}, { cwd: dir })).rejects.toThrow(/files must be an array of discovered files without holes/);
    await expect(checkFiles(null as never, {}, { cwd: dir })).rejects.toThrow(TypeError);
    // A proxy that claims more elements than it holds is no list of hosts either.
    const lying = new Proxy(['www.beispiel.de'], { get: (t, k) => (k === 'length' ? 1e9 : Reflect.get(t, k)) });
    expect(() => resolvePolicy({ hosts: lying })).toThrow(PolicyError);
  });

  it('still take dense lists as before', async () => {
    expect(resolvePolicy({ hosts: ['WWW.beispiel.de', 'www.beispiel.de'] }).hosts).toEqual(['www.beispiel.de']);
    const dir = workspace({ 'sitemap.xml': CLEAN });
    const run = await validateFiles(['sitemap.xml'], {}, { cwd: dir });
    expect(run.totals.files).toBe(1);
    expect(run.passed).toBe(true);
  });
});
