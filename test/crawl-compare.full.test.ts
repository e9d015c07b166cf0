/**
 * The action's run path with `compare-to` (src/action/run.ts, in this process): the job summary
 * it writes shows the comparison section for the URL the clean build of the crawl fixture no
 * longer lists (test/crawl-compare.test.ts has the rest). A full test: loading the action's
 * modules takes most of a second.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

const CRAWL = path.resolve(__dirname, 'fixtures/crawl');
const BASE = 'https://www.example.org/';
const REMOVED = 'https://www.example.org/lastmod/archive/';

describe('the action with compare-to', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    process.exitCode = undefined;
    vi.restoreAllMocks();
  });

  it('shows the comparison section in the job summary and fails on urls-removed', async () => {
    const runner = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-compare-runner-'));
    afterAll(() => rmSync(runner, { recursive: true, force: true }));
    const summaryFile = path.join(runner, 'summary.md');
    const outputFile = path.join(runner, 'output');
    writeFileSync(summaryFile, '');
    writeFileSync(outputFile, '');
    Object.assign(process.env, {
      GITHUB_WORKSPACE: CRAWL,
      GITHUB_STEP_SUMMARY: summaryFile,
      GITHUB_OUTPUT: outputFile,
      INPUT_PATHS: 'clean/robots.txt',
      'INPUT_BASE-URL': BASE,
      'INPUT_SITE-DIR': 'clean',
      INPUT_PROFILE: 'google',
      INPUT_NOW: '2026-12-01T00:00:00Z',
      'INPUT_COMPARE-TO': 'base',
      'INPUT_MAX-REMOVED': '0',
      'INPUT_CONFIG-FROM': 'none',
    });
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const { runAction } = await import('../src/action/run.js');
    await runAction();
    out.mockRestore();
    const summary = readFileSync(summaryFile, 'utf8');
    expect(summary).toContain('### Compared with <code>base</code>');
    expect(summary).toContain(`<code>${REMOVED}</code>`);
    expect(summary).toContain('<code>urls-removed</code>');
    expect(process.exitCode).toBe(1);
  });
});
