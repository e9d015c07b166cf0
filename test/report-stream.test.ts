/**
 * Reports too large for one string (V8 holds at most 2^29 - 24 characters): every renderer gives
 * its report as pieces that are written one after another, and the functions that return one
 * string stop at a limit (`maxChars`, `maxReportChars`), the text with a line on what it left out,
 * JSON and SARIF with ReportTooLargeError. The limit is made small here so that a run of a few
 * thousand findings passes it; test/report-size.full.test.ts runs the real size.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run.js';
import { buildAnnotations, workflowCommandChunks, renderWorkflowCommands } from '../src/report/annotations.js';
import { buildJsonReport, jsonChunks, renderJson } from '../src/report/json.js';
import { buildSarif, renderSarif, sarifChunks } from '../src/report/sarif.js';
import { joinChunks, MAX_REPORT_CHARS, ReportTooLargeError, V8_MAX_STRING_CHARS, writeChunks } from '../src/report/stream.js';
import { renderText, textChunks } from '../src/report/text.js';
import { bigRun } from './support/big-run.js';

const TOOL = { name: 'sitemap-contract', version: '1.2.3' };

describe('the limits', () => {
  it('keeps a report string well under V8 limit', () => {
    expect(V8_MAX_STRING_CHARS).toBe(536_870_888);
    expect(MAX_REPORT_CHARS).toBeLessThan(V8_MAX_STRING_CHARS);
    expect(() => joinChunks(['abc', 'def'], 'report', 5)).toThrow(ReportTooLargeError);
    expect(joinChunks(['abc', 'def'], 'report', 6)).toBe('abcdef');
  });

  it('writes pieces in batches, never one string per piece nor one of the whole', () => {
    const writes: string[] = [];
    const pieces = Array.from({ length: 5000 }, (_, i) => `${'x'.repeat(999)}${i % 10}`);
    writeChunks((s) => writes.push(s), pieces);
    expect(writes.join('')).toBe(pieces.join(''));
    expect(writes.length).toBeGreaterThan(1);
    expect(writes.length).toBeLessThan(pieces.length);
  });
});

describe('the text report', () => {
  const run = bigRun(40, 100, 200);
  const whole = [...textChunks(run)].join('');

  it('as pieces holds every finding, then the notes, totals and verdict', () => {
    expect(whole.split('\n').filter((l) => l.includes('  loc-host  '))).toHaveLength(4000);
    expect(whole.endsWith('note: a note of the run\n40 files, 4,000 entries: 1,360 errors, 1,320 warnings, 1,320 notices\nfailed\n')).toBe(true);
    // Joined, the pieces are the text renderText returns when nothing is cut.
    expect(renderText(run)).toBe(whole);
  });

  it('as one string stops at maxChars, says what it left out and where the rest is, and still ends with the verdict', () => {
    const maxChars = 50_000;
    const text = renderText(run, { maxChars });
    expect(text.length).toBeLessThanOrEqual(maxChars);
    const listed = text.split('\n').filter((l) => l.includes('  loc-host  ')).length;
    expect(listed).toBeGreaterThan(0);
    expect(listed).toBeLessThan(4000);
    // The lines listed are the first of the whole report.
    expect(whole.startsWith(text.slice(0, text.indexOf('\n... ')))).toBe(true);
    const files = new Set(whole.split('\n').slice(listed).filter((l) => l.includes('  loc-host  ')).map((l) => l.slice(0, l.indexOf(':'))));
    expect(text).toContain(`\n... ${(4000 - listed).toLocaleString('en-US')} more findings in ${files.size} files are not listed: this text stops at 50,000 characters. The complete list is in the JSON report (--format json --output FILE, or the action's report-file).\n\nnote: a note of the run\n`);
    expect(text.endsWith('notices\nfailed\n')).toBe(true);
  });

  it('with a limit below the tail alone lists no finding but keeps the tail', () => {
    const text = renderText(run, { maxChars: 10 });
    expect(text).toMatch(/^\.\.\. 4,000 more findings in 40 files are not listed/);
    expect(text.endsWith('failed\n')).toBe(true);
  });
});

describe('the JSON report', () => {
  const tricky = bigRun(3, 4, 30, 'A message with \u2028, \u202e, ##[group] and a tag \u{E0041} in it.');

  for (const [name, run] of [['a run', bigRun(20, 50, 100)], ['a run with characters to escape', tricky], ['a run of no files', bigRun(0, 0, 0)]] as const) {
    it(`as pieces is the JSON text renderJson wrote whole, for ${name}`, () => {
      const report = buildJsonReport(run, TOOL);
      const pieces = [...jsonChunks(report)];
      const text = pieces.join('');
      expect(JSON.parse(text)).toEqual(report);
      // The text as JSON.stringify writes it whole, with the same escapes.
      const expected = `${JSON.stringify(report, null, 2)
        .replace(/[\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]|\udb40[\udc00-\udc7f]/g, (c) => c.split('').map((u) => `\\u${u.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''))
        .replace(/##\[/g, '#\\u0023[')}\n`;
      expect(text).toBe(expected);
      expect(renderJson(report)).toBe(text);
      // One piece per file besides the head, the close of the list and the tail.
      expect(pieces).toHaveLength(report.files.length + 3);
    });
  }

  it('as one string refuses past its limit instead of breaking the JSON', () => {
    const report = buildJsonReport(bigRun(20, 50, 100), TOOL);
    expect(() => renderJson(report, 10_000)).toThrow(ReportTooLargeError);
    expect(() => renderJson(report, 10_000)).toThrow(/JSON report is longer than 10,000 characters/);
  });
});

describe('the SARIF log', () => {
  for (const [name, run] of [['a run', bigRun(20, 50, 100)], ['a run with characters to escape', bigRun(2, 3, 20, 'A \u2028 and ##[x] in a message.')], ['a run of no files', bigRun(0, 0, 0)]] as const) {
    it(`as pieces is the text renderSarif wrote whole, for ${name}`, () => {
      const log = buildSarif(run, TOOL);
      const text = [...sarifChunks(log)].join('');
      expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(log)));
      expect(text).toBe(`${JSON.stringify(log, null, 2).replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).replace(/##\[/g, '#\\u0023[')}\n`);
      expect(renderSarif(log)).toBe(text);
    });
  }

  it('as one string refuses past its limit', () => {
    expect(() => renderSarif(buildSarif(bigRun(20, 50, 100), TOOL), 10_000)).toThrow(ReportTooLargeError);
  });
});

describe('the workflow commands', () => {
  it('come one line a piece, and refuse as one string past the limit', () => {
    const run = bigRun(10, 30, 100);
    const set = buildAnnotations(run, 1_000_000);
    const pieces = [...workflowCommandChunks(set)];
    expect(pieces.length).toBe(set.annotations.length + (set.overflowNotice ? 1 : 0));
    expect(pieces.every((p) => p.startsWith('::') && p.endsWith('\n') && p.indexOf('\n') === p.length - 1)).toBe(true);
    expect(renderWorkflowCommands(set)).toBe(pieces.join(''));
    expect(() => renderWorkflowCommands(set, 1_000)).toThrow(ReportTooLargeError);
  });
});

describe('the command line with a report past its limit', () => {
  const ws = mkdtempSync(path.join(os.tmpdir(), 'report-stream-'));
  afterAll(() => rmSync(ws, { recursive: true, force: true }));
  // Five sitemaps in a folder of a long name, 300 relative locs each: 1,500 errors with long paths.
  const folder = `site-${'n'.repeat(180)}`;
  mkdirSync(path.join(ws, folder));
  for (let i = 0; i < 5; i++) {
    const urls = Array.from({ length: 300 }, (_, j) => `<url><loc>/page-${j}</loc></url>`).join('\n');
    writeFileSync(path.join(ws, folder, `sitemap-${i}.xml`), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  }
  const cli = async (args: string[], context: Parameters<typeof runCli>[3]) => {
    const cwd = process.cwd();
    process.chdir(ws);
    try {
      return await runCli(['--no-config', ...args, `${folder}/*.xml`], {}, false, context);
    } finally {
      process.chdir(cwd);
    }
  };
  const maxReportChars = 20_000;

  it('prints the text whole to a stream, piece by piece, with the exit code of the run', async () => {
    const pieces: string[] = [];
    const r = await cli([], { stdout: (s: string) => pieces.push(s), maxReportChars });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    const text = pieces.join('');
    expect(text.length).toBeGreaterThan(maxReportChars * 10);
    expect(text.split('\n').filter((l) => l.includes('  loc-not-absolute  '))).toHaveLength(1500);
    expect(text).toMatch(/\n5 files, 1,500 entries: 1,500 errors, 0 warnings, 0 notices\nfailed\n$/);
  });

  it('returns the text cut, with the line on what was left out, without a stream', async () => {
    const r = await cli([], { maxReportChars });
    expect(r.code).toBe(1);
    expect(r.stdout.length).toBeLessThanOrEqual(maxReportChars);
    expect(r.stdout).toMatch(/\n\.\.\. [\d,]+ more findings in [1-5] files? (is|are) not listed: this text stops at 20,000 characters\. The complete list is in the JSON report/);
    expect(r.stdout).toMatch(/\nfailed\n$/);
  });

  it('streams JSON that parses, the same report as --output writes', async () => {
    const pieces: string[] = [];
    const r = await cli(['--format', 'json'], { stdout: (s: string) => pieces.push(s), maxReportChars });
    expect(r.code).toBe(1);
    const printed = pieces.join('');
    const report = JSON.parse(printed) as { files: Array<{ findings: unknown[] }>; totals: { errors: number } };
    expect(report.totals.errors).toBe(1500);
    expect(report.files.reduce((n, f) => n + f.findings.length, 0)).toBe(1500);
    const out = path.join(ws, 'out', 'report.json');
    mkdirSync(path.dirname(out), { recursive: true });
    const written = await cli(['--format', 'json', '--output', 'out/report.json'], { maxReportChars });
    expect(written.code).toBe(1);
    expect(readFileSync(out, 'utf8')).toBe(printed);
  });

  it('refuses JSON as one string past the limit (exit 2, naming --output) instead of cutting it', async () => {
    const r = await cli(['--format', 'json'], { maxReportChars });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^sitemap-contract: The report is longer than 20,000 characters.*Write it with --output FILE\.\n/);
  });

  it('streams SARIF and the workflow commands', async () => {
    for (const format of ['sarif', 'github']) {
      const pieces: string[] = [];
      const r = await cli(['--format', format], { stdout: (s: string) => pieces.push(s), maxReportChars });
      expect(r.stderr).toBe('');
      expect(r.code).toBe(1);
      const text = pieces.join('');
      if (format === 'sarif') expect((JSON.parse(text) as { runs: Array<{ results: unknown[] }> }).runs[0]!.results).toHaveLength(1500);
      // GitHub shows 10 annotations per kind (max-annotations): the rest are counted in the overflow notice.
      else expect(text.split('\n').filter((l) => l.startsWith('::error file='))).toHaveLength(9);
    }
  });
});
