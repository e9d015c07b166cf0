/**
 * The terminal report (`--format text`, the CLI default): one line per finding, then totals
 * and the verdict. File names, rule ids, messages and notes are `neutralise`d, so nothing read
 * from a sitemap can break a line, send a terminal escape sequence or a workflow command.
 */
import { baselineLine } from '../core/baseline.js';
import type { RunResult } from '../core/run-types.js';
import type { Finding, Severity } from '../core/types.js';
import { neutralise } from './neutralise.js';
import { plural, sortedFiles, sortedFindings } from './order.js';

/** Options of `renderText`. */
export interface TextOptions {
  /** Colour the severities, rule ids and verdict with ANSI SGR codes. Default false. */
  color?: boolean;
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
 * Renders `run` for a terminal, as lines ending in `\n`:
 *
 * - one line per finding, files in path order, findings by position (file-level first):
 *   `path:line:col  severity  rule  message`, or `path  severity  rule  message` for a
 *   file-level finding; the severity is padded to 7 characters so the columns line up;
 * - after a blank line: `note: ...` for each of `run.notes`, the totals
 *   (`2 files, 10 entries: 1 error, 0 warnings, 0 notices`), in a run with a baseline or an
 *   ignore list the line of its counts (new, unchanged, fixed, ignored; the unchanged findings
 *   are not listed), and the verdict, `passed` or `failed`.
 *
 * Every untrusted string goes through `neutralise`. With `color`, the only escape sequences in
 * the output are the SGR codes added here (severity, rule id, verdict); without it there are none.
 */
export function renderText(run: RunResult, options: TextOptions = {}): string {
  const color = options.color === true;
  const paint = (code: string, s: string): string => (color ? `${code}${s}${RESET}` : s);
  const lines: string[] = [];
  for (const file of sortedFiles(run.files)) {
    const path = neutralise(file.path);
    // Findings a baseline accepts are counted in the baseline line, not listed.
    for (const f of sortedFindings(file.findings)) if (f.baselineState !== 'unchanged') lines.push(findingLine(path, f, paint));
  }
  const out: string[] = [...lines];
  if (out.length > 0) out.push('');
  for (const note of run.notes) out.push(`note: ${neutralise(note)}`);
  out.push(totalsLine(run));
  if (run.baseline) out.push(neutralise(baselineLine(run.baseline)));
  out.push(run.passed ? paint(SGR.passed, 'passed') : paint(SGR.failed, 'failed'));
  return `${out.join('\n')}\n`;
}

/** The totals of a run in one line: `2 files, 10 entries: 1 error, 0 warnings, 0 notices`. */
export function totalsLine(run: RunResult): string {
  const t = run.totals;
  return `${plural(t.files, 'file')}, ${plural(t.entries, 'entry', 'entries')}: ${plural(t.errors, 'error')}, ${plural(t.warnings, 'warning')}, ${plural(t.notices, 'notice')}`;
}

function findingLine(path: string, f: Finding, paint: (code: string, s: string) => string): string {
  const where = f.line === undefined ? path : f.column === undefined ? `${path}:${f.line}` : `${path}:${f.line}:${f.column}`;
  const severity: Severity = f.severity;
  const code = SGR[severity] ?? '';
  const label = neutralise(severity);
  const padding = ' '.repeat(Math.max(0, SEVERITY_WIDTH - label.length));
  return `${where}  ${paint(code, label)}${padding}  ${paint(SGR.dim, neutralise(f.rule))}  ${neutralise(f.message)}`;
}
