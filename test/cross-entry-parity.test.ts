/**
 * One judgement of the checks across entries: a document gives the same findings through
 * validate() (the library) as through checkFiles() (the run behind the CLI and the action), past
 * max-urls too.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validate } from '../src/core/read/engine.js';
import { checkFiles } from '../src/core/run/run.js';
import { runCli } from '../src/cli/run.js';
import type { PolicyInput } from '../src/core/types.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cross-entry-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const url = (loc: string, alternates: Array<[string, string]>): string =>
  `<url><loc>${loc}</loc>${alternates.map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`).join('')}</url>`;

const doc = (urls: string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;

const E = 'https://example.com';
const DOCUMENTS: Record<string, string> = {
  // The first entry names the second, which does not name it back.
  'one-sided': doc([url(`${E}/en/`, [['en', `${E}/en/`], ['de', `${E}/de/`]]), url(`${E}/de/`, [])]),
  // The second entry names the first, which names nothing.
  'one-sided-later': doc([url(`${E}/en/`, []), url(`${E}/de/`, [['de', `${E}/de/`], ['en', `${E}/en/`]])]),
  // Three entries, the third names the first two; the first names the third only.
  'three': doc([
    url(`${E}/en/`, [['en', `${E}/en/`], ['fr', `${E}/fr/`]]),
    url(`${E}/de/`, [['de', `${E}/de/`]]),
    url(`${E}/fr/`, [['fr', `${E}/fr/`], ['en', `${E}/en/`], ['de', `${E}/de/`]]),
  ]),
  // A cluster both ways (no return-link finding), then a mismatch.
  'cluster': doc([
    url(`${E}/a/en`, [['en', `${E}/a/en`], ['de', `${E}/a/de`]]),
    url(`${E}/a/de`, [['de', `${E}/a/de`], ['en', `${E}/a/en`], ['fr', `${E}/a/fr`]]),
    url(`${E}/a/fr`, [['fr', `${E}/a/fr`]]),
  ]),
};

const POLICIES: Record<string, PolicyInput> = {
  'google, max-urls 1': { profile: 'google', maxUrls: 1 },
  'google, max-urls 2': { profile: 'google', maxUrls: 2 },
  'google, default': { profile: 'google' },
  'protocol, max-urls 1': { profile: 'protocol', maxUrls: 1 },
  'protocol, max-urls 2': { profile: 'protocol', maxUrls: 2 },
  'protocol, default': { profile: 'protocol' },
};

const shape = (findings: ReadonlyArray<{ rule: string; severity: string; line?: number; column?: number; message: string }>) =>
  findings.map((f) => `${f.line ?? '-'}:${f.column ?? '-'} ${f.severity} ${f.rule} ${f.message}`).sort();

describe('validate() and checkFiles() judge a document alike', () => {
  for (const [docName, text] of Object.entries(DOCUMENTS)) {
    const file = `${docName}.xml`;
    writeFileSync(path.join(dir, file), text);
    for (const [policyName, policy] of Object.entries(POLICIES)) {
      it(`${docName} under ${policyName}`, async () => {
        const library = await validate(text, policy, { name: file });
        const run = await checkFiles([{ path: file, absolute: path.join(dir, file) }], policy, { cwd: dir });
        expect(run.files).toHaveLength(1);
        expect(shape(run.files[0]!.findings)).toEqual(shape(library.findings));
      });
    }
  }

  // The command line: the same run, judged through its options and its JSON report.
  const CLI: Array<[string, PolicyInput, string[]]> = [
    ['google, max-urls 1', { profile: 'google', maxUrls: 1 }, ['--profile', 'google', '--max-urls', '1']],
    ['google, max-urls 2', { profile: 'google', maxUrls: 2 }, ['--profile', 'google', '--max-urls', '2']],
    ['protocol, default', { profile: 'protocol' }, ['--profile', 'protocol']],
  ];
  for (const [policyName, policy, flags] of CLI) {
    it(`the command line agrees on "three" under ${policyName}`, async () => {
      const library = await validate(DOCUMENTS['three']!, policy, { name: 'three.xml' });
      const cwd = process.cwd();
      process.chdir(dir);
      let stdout: string;
      try {
        ({ stdout } = await runCli(['--no-config', '--format', 'json', ...flags, 'three.xml'], {}, false));
      } finally {
        process.chdir(cwd);
      }
      const report = JSON.parse(stdout) as { files: Array<{ path: string; findings: Array<{ rule: string; severity: string; message: string; line?: number; column?: number }> }> };
      expect(report.files.map((f) => f.path)).toEqual(['three.xml']);
      expect(shape(report.files[0]!.findings)).toEqual(shape(library.findings));
    });
  }

  it('finds the one-sided link under the default policy (the comparison is not of two empty lists)', async () => {
    const library = await validate(DOCUMENTS['one-sided']!, { profile: 'google' }, { name: 'one-sided.xml' });
    expect(library.findings.map((f) => f.rule)).toContain('hreflang-return-link');
  });
});
