/**
 * The action's run path with `compare-to` (src/action/run.ts, in this process): the job summary
 * it writes shows the comparison section for the URL the clean build of the crawl fixture no
 * longer lists (test/crawl-compare.test.ts has the rest); and the lastmod tally at its limit of
 * distinct instants (50,000 entries). Full tests: loading the action's modules takes most of a
 * second.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { LastmodTally, UNIFORM_TALLY_LIMIT } from '../src/core/checks/fields.js';

const CRAWL = path.resolve(__dirname, 'fixtures/crawl');
const BASE = 'https://www.example.org/';
const REMOVED = 'https://www.example.org/lastmod/archive/';

describe('the lastmod tally at its limit', () => {
  const tally = (values: number[]): number => {
    const t = new LastmodTally();
    values.forEach((v, i) => t.add(v, `v${v}`, i + 1, 1));
    let n = 0;
    t.end(() => n++);
    return n;
  };

  it('drops its counts past the distinct instants that can still reach 90% of 50,000 entries', () => {
    const distinct = Array.from({ length: UNIFORM_TALLY_LIMIT + 1 }, (_, i) => i);
    // Shared by 45,000 of 50,002 entries, after 5,002 distinct ones: 89.99%, which cannot fire.
    expect(tally([...distinct, ...Array(45_000).fill(0)])).toBe(0);
    // Within the limit, counts stay exact: 5,001 distinct instants, then the 90% is reached.
    expect(tally([...distinct.slice(0, UNIFORM_TALLY_LIMIT), ...Array(45_010).fill(0)])).toBe(1);
  });
});

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
