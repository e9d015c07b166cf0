/**
 * The terminal report (`--format text`, the CLI default): one line per finding, then totals
 * and the verdict. File names, rule ids, messages and notes are `neutralise`d, so nothing read
 * from a sitemap can break a line, send a terminal escape sequence or a workflow command.
 */
import { baselineLine } from '../core/run/baseline.js';
import type { SiteComparison } from '../core/site/compare.js';
import type { RunResult } from '../core/run/run-types.js';
import type { Finding, Severity } from '../core/types.js';
import { thousands } from '../core/text.js';
import { neutralise } from './neutralise.js';
import { plural, sortedFiles, sortedFindings } from './order.js';
import { MAX_REPORT_CHARS } from './stream.js';

/** Options of `renderText`. */
export interface TextOptions {
  /** Colour the severities, rule ids and verdict with ANSI SGR codes. Default false. */
  color?: boolean;
  /**
   * Longest text renderText returns, in UTF-16 code units; finding lines past it are left out
   * with a line that says so. Default MAX_REPORT_CHARS (2^28). textChunks ignores it.
   */
  maxChars?: number;
}

const RESET = '\u001b[0m';
const SGR = {
  error: '\u001b[31m',
  warning: '\u001b[33m',
  notice: '\u001b[36m',
  dim: '\u001b[2m',
  passed: '\u001b[1;32m',
  failed: '\u001b[1;31m',
} as const;

/** Width of the severity column: the longest severity, `warning`. */
const SEVERITY_WIDTH = 7;

/**
 * The terminal report of `run` (see renderText) as pieces: one piece per line, each ending in
 * `\n`, so that a run of any size can be written to a stream or a file (writeChunks) without
 * one string of the whole report. Joined, the pieces are exactly renderText's text when it is
 * not cut.
 */
export function* textChunks(run: RunResult, options: TextOptions = {}): Generator<string> {
  const paint = painter(options);
  let listed = false;
  for (const file of sortedFiles(run.files)) {
    const path = neutralise(file.path);
    // Findings a baseline accepts are counted in the baseline line, not listed.
    for (const f of sortedFindings(file.findings)) {
      if (f.baselineState === 'unchanged') continue;
      listed = true;
      yield `${findingLine(path, f, paint)}\n`;
    }
  }
  if (listed) yield '\n';
  yield* tailLines(run, paint);
}

/**
 * Renders `run` for a terminal, as lines ending in `\n`:
 *
 * - one line per finding, files in path order, findings by position (file-level first):
 *   `path:line:col  severity  rule  message`, or `path  severity  rule  message` for a
 *   file-level finding; the severity is padded to 7 characters so the columns line up;
 * - after a blank line: `note: ...` for each of `run.notes`, with `compare-to` the line of the
 *   comparison (comparisonLine), the totals
 *   (`2 files, 10 entries: 1 error, 0 warnings, 0 notices`), in a run with a baseline or an
 *   ignore list the line of its counts (new, unchanged, fixed, ignored; the unchanged findings
 *   are not listed), and the verdict, `passed` or `failed`.
 *
 * Every untrusted string goes through `neutralise`. With `color`, the only escape sequences in
 * the output are the SGR codes added here (severity, rule id, verdict); without it there are none.
 *
 * The text is at most `options.maxChars` UTF-16 code units (default MAX_REPORT_CHARS, 2^28): the
 * finding lines that do not fit are left out, and one line in their place says how many findings
 * in how many files, and where the complete list is; the notes, totals and verdict always follow.
 * To write a report of any size whole, write textChunks to a stream instead.
 */
export function renderText(run: RunResult, options: TextOptions = {}): string {
  const paint = painter(options);
  const maxChars = Math.max(0, Math.floor(options.maxChars ?? MAX_REPORT_CHARS));
  const tail = [...tailLines(run, paint)];
  const reserve = tail.reduce((n, line) => n + line.length, 0) + 1 + OMITTED_LINE_CHARS;
  const out: string[] = [];
  let used = 0;
  let omitted = 0;
  const omittedFiles = new Set<string>();
  for (const file of sortedFiles(run.files)) {
    const path = neutralise(file.path);
    for (const f of sortedFindings(file.findings)) {
      if (f.baselineState === 'unchanged') continue;
      if (omitted === 0) {
        const line = `${findingLine(path, f, paint)}\n`;
        if (used + line.length + reserve <= maxChars) {
          out.push(line);
          used += line.length;
          continue;
        }
      }
      omitted += 1;
      omittedFiles.add(file.path);
    }
  }
  if (omitted > 0) out.push(`${omittedLine(omitted, omittedFiles.size, maxChars)}\n`);
  if (out.length > 0) out.push('\n');
  return out.join('') + tail.join('');
}

/** Longest line that says what a cut text report left out (the counts and the limit are numbers). */
const OMITTED_LINE_CHARS = 320;

function omittedLine(findings: number, files: number, maxChars: number): string {
  return `... ${plural(findings, 'more finding')} in ${plural(files, 'file')} ${findings === 1 ? 'is' : 'are'} not listed: this text stops at ${maxChars.toLocaleString('en-US')} characters. The complete list is in the JSON report (--format json --output FILE, or the action's report-file).`;
}

function painter(options: TextOptions): (code: string, s: string) => string {
  const color = options.color === true;
  return (code, s) => (color ? `${code}${s}${RESET}` : s);
}

/** The lines after the findings: notes, totals, the baseline's counts and the verdict. */
function* tailLines(run: RunResult, paint: (code: string, s: string) => string): Generator<string> {
  for (const note of run.notes) yield `note: ${neutralise(note)}\n`;
  if (run.comparison) yield `${comparisonLine(run.comparison)}\n`;
  yield `${totalsLine(run)}\n`;
  if (run.baseline) yield `${neutralise(baselineLine(run.baseline))}\n`;
  yield `${run.passed ? paint(SGR.passed, 'passed') : paint(SGR.failed, 'failed')}\n`;
}

/** The totals of a run in one line: `2 files, 10 entries: 1 error, 0 warnings, 0 notices`. */
export function totalsLine(run: RunResult): string {
  const t = run.totals;
  return `${plural(t.files, 'file')}, ${plural(t.entries, 'entry', 'entries')}: ${plural(t.errors, 'error')}, ${plural(t.warnings, 'warning')}, ${plural(t.notices, 'notice')}`;
}

/** Characters of the compared site's folder shown in the comparison line; longer ones end in `…`. */
const COMPARE_TO_SHOWN = 200;

/**
 * The comparison with another build (`compare-to`) in one line, as the job summary's section
 * says it: `Compared with base: 3 removed, 6 added, 0 moved between sitemaps (max-removed 0
 * allows 0: urls-removed)`; `(max-removed 5% allows 12)` when the removals are within it,
 * `(max-removed 0 was not judged: why)` when it was not judged, `; incomplete: ...` when a compared
 * sitemap was not read whole, and `Compared with base: the comparison was not made: why` when it
 * was not made (the line says it all: `--quiet` drops the notes, not this line). The folder,
 * max-removed and the reasons are `neutralise`d.
 */
export function comparisonLine(c: SiteComparison): string {
  const head = `Compared with ${neutralise(c.compareTo, COMPARE_TO_SHOWN)}:`;
  const max = c.maxRemoved === undefined ? undefined : `max-removed ${neutralise(c.maxRemoved, 20)}`;
  if (c.problem !== undefined) return `${head} the comparison was not made: ${neutralise(c.problem)}${max === undefined ? '' : `; ${max} was not judged`}`;
  let gate = '';
  if (max !== undefined && c.allowed === undefined && c.notJudged !== undefined) gate = ` (${max} was not judged: ${neutralise(c.notJudged)})`;
  else if (max !== undefined && c.allowed !== undefined) gate = ` (${max} allows ${thousands(c.allowed)}${c.removed.count > c.allowed ? ': urls-removed' : ''})`;
  const unread = c.unread !== undefined && c.unread.count > 0 ? `; incomplete: ${c.unread.count === 1 ? 'a sitemap' : `${thousands(c.unread.count)} sitemaps`} of it could not be read whole, so the removals counted are the least there are` : '';
  return `${head} ${thousands(c.removed.count)} removed, ${thousands(c.added.count)} added, ${thousands(c.moved.count)} moved between sitemaps${gate}${unread}`;
}

function findingLine(path: string, f: Finding, paint: (code: string, s: string) => string): string {
  const where = f.line === undefined ? path : f.column === undefined ? `${path}:${f.line}` : `${path}:${f.line}:${f.column}`;
  const severity: Severity = f.severity;
  const code = SGR[severity] ?? '';
  const label = neutralise(severity);
  const padding = ' '.repeat(Math.max(0, SEVERITY_WIDTH - label.length));
  return `${where}  ${paint(code, label)}${padding}  ${paint(SGR.dim, neutralise(f.rule))}  ${neutralise(f.message)}`;
}
