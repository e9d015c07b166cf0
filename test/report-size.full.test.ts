/**
 * The run of the report: 440 copies of a small .xml.gz, each with more findings than the
 * per-file cap keeps and a path of about 1,460 characters (shown cut to 1,000), through the
 * command line. Its text report is
 * longer than V8's longest string (2^29 - 24 characters), which once made the command exit 2 and
 * the action stop with a stack trace: the report is now written piece by piece, whole, and the run
 * ends with its totals, verdict and exit code. (`npm run test:full`; about half a minute.)
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { runCli } from '../src/cli/run.js';
import { V8_MAX_STRING_CHARS } from '../src/report/stream.js';

const ws = mkdtempSync(path.join(os.tmpdir(), 'report-size-'));
afterAll(() => rmSync(ws, { recursive: true, force: true }));

it('prints a text report longer than one string can hold, whole, and exits 1', async () => {
  // Six folders of 240 characters: paths of about 1,460 characters.
  const folder = Array.from({ length: 6 }, (_, i) => `${i}${'f'.repeat(239)}`).join('/');
  mkdirSync(path.join(ws, folder), { recursive: true });
  const urls = Array.from({ length: 1200 }, (_, j) => `<url><loc>/${'p'.repeat(100)}/${j}</loc></url>`).join('\n');
  const gz = gzipSync(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  const first = path.join(ws, folder, 'sitemap-000.xml.gz');
  writeFileSync(first, gz);
  for (let i = 1; i < 440; i++) copyFileSync(first, path.join(ws, folder, `sitemap-${String(i).padStart(3, '0')}.xml.gz`));

  let chars = 0;
  let lines = 0;
  let last = '';
  const cwd = process.cwd();
  process.chdir(ws);
  let r;
  try {
    r = await runCli(['--no-config', '0f*/**/*.xml.gz'], {}, false, {
      stdout: (s: string) => {
        chars += s.length;
        for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1)) lines += 1;
        last = (last + s).slice(-400);
      },
    });
  } finally {
    process.chdir(cwd);
  }
  expect(r.stderr).toBe('');
  expect(r.code).toBe(1);
  expect(chars).toBeGreaterThan(V8_MAX_STRING_CHARS);
  // 1,000 findings and the findings-capped notice per file, a blank line, the totals and the verdict.
  expect(lines).toBe(440 * 1001 + 3);
  expect(last).toMatch(/\n440 files, 528,000 entries: 528,000 errors, 0 warnings, 440 notices\nfailed\n$/);
}, 120_000);
