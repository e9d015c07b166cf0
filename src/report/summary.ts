/**
 * The job summary (INTERFACE.md "Job summary"): GitHub-flavoured Markdown with HTML tables for
 * `$GITHUB_STEP_SUMMARY`. Untrusted text (file names, messages, notes) is `neutralise`d to one
 * line and then `escapeHtml`-escaped; tables are HTML rather than Markdown pipe tables so that
 * no cell content can change the table structure. The output is capped in UTF-8 bytes.
 */
import { failsRun, SEVERITY_RANK } from '../core/policy.js';
import { MAX_FINDINGS_PER_FILE } from '../core/sink.js';
import type { RunResult } from '../core/run-types.js';
import type { FileResult, Finding, Severity } from '../core/types.js';
import { escapeHtml, neutralise } from './neutralise.js';
import { compareText, comparePosition, countBySeverity, plural, sortedFiles, sortedFindings } from './order.js';
import { renderSite } from './site.js';
import { trimEndOf } from '../core/text.js';

/** Largest site section (hosts, the sitemap tree), in UTF-8 bytes, before the summary's own cap applies. */
export const SITE_MAX_BYTES = 64 * 1024;

/** Exact counts of a file: `counts` when the engine capped its findings, else its findings counted. */
function fileCounts(file: FileResult): Record<Severity, number> {
  if (file.counts) return { error: file.counts.errors, warning: file.counts.warnings, notice: file.counts.notices };
  return countBySeverity(file.findings);
}

/** Whether a file has findings at or above `fail-on`. */
function filePassed(file: FileResult, failOn: RunResult['policy']['failOn']): boolean {
  const c = fileCounts(file);
  return !((c.error > 0 && failsRun('error', failOn)) || (c.warning > 0 && failsRun('warning', failOn)) || (c.notice > 0 && failsRun('notice', failOn)));
}

/** Default cap of the summary, in UTF-8 bytes: 512 KiB, well under GitHub's 1 MiB per step. */
export const SUMMARY_MAX_BYTES = 512 * 1024;

/** Options of `renderSummary`. */
export interface SummaryOptions {
  /** Largest summary to return, in UTF-8 bytes. Default `SUMMARY_MAX_BYTES` (524,288). */
  maxBytes?: number;
  /**
   * Where the complete lists are, for the notes on what the summary leaves out. Default "the JSON
   * report or the CLI output"; the action says "the step log" (and the JSON report when it wrote one).
   */
  elsewhere?: string;
}

const SEVERITY_ICON: Record<Severity, string> = { error: '❌', warning: '⚠️', notice: 'ℹ️' };

function utf8Bytes(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}

/** Untrusted text as summary text: one line, then HTML/Markdown-escaped. */
function text(s: string): string {
  return escapeHtml(neutralise(s));
}

function verdict(passed: boolean): string {
  return passed ? '✅ passed' : '❌ failed';
}

function location(path: string, f: Finding): string {
  if (f.line === undefined) return path;
  return f.column === undefined ? `${path}:${f.line}` : `${path}:${f.line}:${f.column}`;
}

function num(n: number): string {
  return escapeHtml(String(n));
}

/** Cuts `s` to at most `max` UTF-8 bytes without splitting a character. */
function cutToBytes(s: string, max: number): string {
  let used = 0;
  let end = 0;
  for (const ch of s) {
    const size = utf8Bytes(ch);
    if (used + size > max) break;
    used += size;
    end += ch.length;
  }
  return s.slice(0, end);
}

function moreNote(count: number, noun: string, where: string): string {
  const verb = count === 1 ? 'is' : 'are';
  return `<p><strong>${plural(count, `more ${noun}`)} ${verb} not shown; ${where}.</strong></p>\n\n`;
}

/** Where the complete list is, for the notes on what the summary leaves out (SummaryOptions.elsewhere). */
const ELSEWHERE = 'the JSON report or the CLI output';

/**
 * The note on findings not in the summary: `omitted` are in the reports but did not fit here;
 * `dropped` were only counted (past the per-file cap), so no report lists them.
 */
function findingsNoteOf(omitted: number, dropped: number, elsewhere: string): string {
  if (dropped === 0) return moreNote(omitted, 'finding', `see ${elsewhere}`);
  const total = omitted + dropped;
  const verb = total === 1 ? 'is' : 'are';
  const where =
    omitted === 0
      ? `${num(dropped)} ${dropped === 1 ? 'was' : 'were'} counted but not kept (at most ${num(MAX_FINDINGS_PER_FILE)} findings are kept per file; each such file's findings-capped notice names the rules)`
      : `${num(omitted)} ${omitted === 1 ? 'is' : 'are'} in ${elsewhere}, and ${num(dropped)} ${dropped === 1 ? 'was' : 'were'} counted but not kept (at most ${num(MAX_FINDINGS_PER_FILE)} findings are kept per file; each such file's findings-capped notice names the rules)`;
  return `<p><strong>${plural(total, 'more finding')} ${verb} not shown: ${where}.</strong></p>\n\n`;
}

const FILE_TABLE_OPEN =
  '<table>\n<thead><tr><th>File</th><th>Kind</th><th>Entries</th><th>Bytes</th><th>Errors</th><th>Warnings</th><th>Notices</th><th>Verdict</th></tr></thead>\n<tbody>\n';
const TABLE_CLOSE = '</tbody>\n</table>\n\n';
const FINDINGS_HEADING = '### Findings\n\n';
const FINDING_TABLE_OPEN =
  '<table>\n<thead><tr><th>Severity</th><th>Rule</th><th>Location</th><th>Message</th></tr></thead>\n<tbody>\n';
const BLOCK_CLOSE = '</tbody>\n</table>\n</details>\n\n';

interface Row {
  file: FileResult;
  finding: Finding;
  /** Rank of the finding within its file, by position. */
  index: number;
  html: string;
  bytes: number;
}

/**
 * Renders the job summary of `run` as GitHub-flavoured Markdown with HTML tables:
 *
 * 1. a heading with the verdict and a totals line (files, entries, errors, warnings, notices,
 *    verdict), then `run.notes` as a list;
 * 2. the site (when the run has a site report, ./site.ts): entries per host, then the tree from
 *    robots.txt to sitemap indexes to their sitemaps with the counts of each file, or, without
 *    `base-url`, one note that nothing was mapped to files (at most `SITE_MAX_BYTES`);
 * 3. one table row per file, by path: path, kind, entries, bytes, errors, warnings, notices, verdict
 *    (✅ passed / ❌ failed: whether the file has a finding at or above `fail-on`);
 * 4. "Findings": one open `<details>` per file with a table of its findings by position
 *    (severity, rule, `file:line:col`, message).
 *
 * Every file name, message and note is `neutralise`d and `escapeHtml`-escaped. The result
 * never exceeds `options.maxBytes` UTF-8 bytes (default 512 KiB). When the findings do not all
 * fit, the ones shown are chosen most severe first (errors, then warnings, then notices; within
 * a severity the first finding of each file, then the first of each rule in each file, then the
 * rest, each by path and position), still listed by file and position, and a visible note says
 * "N more findings are not shown; see the JSON report or the CLI output", at the top and at
 * the end; findings past the per-file cap (in the totals, in no report) are counted apart in the
 * same note. File rows and notes that do not fit are left out the same way, with their own note.
 */
export function renderSummary(run: RunResult, options: SummaryOptions = {}): string {
  const cap = Math.max(0, Math.floor(options.maxBytes ?? SUMMARY_MAX_BYTES));
  const files = sortedFiles(run.files);
  const totalFindings = files.reduce((n, f) => n + f.findings.length, 0);
  // Findings past the per-file cap are in the totals but in no file's list.
  const dropped = Math.max(0, run.totals.errors + run.totals.warnings + run.totals.notices - totalFindings);

  const t = run.totals;
  const head =
    `## sitemap-contract: ${verdict(run.passed)}\n\n` +
    `**Totals:** ${plural(t.files, 'file')}, ${plural(t.entries, 'entry', 'entries')}, ` +
    `${plural(t.errors, 'error')}, ${plural(t.warnings, 'warning')}, ${plural(t.notices, 'notice')}. ` +
    `**Verdict:** ${verdict(run.passed)} (fail-on: ${text(run.policy.failOn)})\n\n`;

  // Worst-case sizes of what may have to be appended later, reserved up front.
  const elsewhere = options.elsewhere ?? ELSEWHERE;
  const findingsNote = (n: number): string => findingsNoteOf(n, dropped, elsewhere);
  const filesNote = (n: number): string => moreNote(n, 'file', `see ${elsewhere}`);
  const notesNote = (n: number): string => moreNote(n, 'note', `see ${options.elsewhere ?? 'the CLI output'}`);
  const findingsReserve = totalFindings > 0 ? utf8Bytes(FINDINGS_HEADING) + 2 * utf8Bytes(findingsNote(totalFindings)) : dropped > 0 ? 2 * utf8Bytes(findingsNote(0)) : 0;
  const filesReserve = files.length > 0 ? utf8Bytes(TABLE_CLOSE) + utf8Bytes(filesNote(files.length)) : 0;
  const notesReserve = run.notes.length > 0 ? utf8Bytes('</ul>\n\n') + utf8Bytes(notesNote(run.notes.length)) : 0;

  let used = utf8Bytes(head);
  const fits = (bytes: number, reserve: number): boolean => used + bytes + reserve <= cap;

  // Notes of the run.
  let notesHtml = '';
  if (run.notes.length > 0) {
    const reserve = notesReserve + filesReserve + findingsReserve;
    const open = '<ul>\n';
    let shown = 0;
    if (fits(utf8Bytes(open), reserve)) {
      used += utf8Bytes(open);
      notesHtml = open;
      for (const note of run.notes) {
        const li = `<li>${text(note)}</li>\n`;
        const size = utf8Bytes(li);
        if (!fits(size, reserve)) break;
        notesHtml += li;
        used += size;
        shown += 1;
      }
      notesHtml += '</ul>\n\n';
      used += utf8Bytes('</ul>\n\n');
    }
    if (shown < run.notes.length) {
      const note = notesNote(run.notes.length - shown);
      notesHtml += note;
      used += utf8Bytes(note);
    }
  }

  // The site: hosts, and the tree from robots.txt to indexes to sitemaps (or why there is none).
  let siteHtml = '';
  if (run.site) {
    const reserve = filesReserve + findingsReserve;
    const room = Math.min(SITE_MAX_BYTES, Math.floor(cap / 4), cap - used - reserve);
    siteHtml = room > 0 ? renderSite(run, room) : '';
    used += utf8Bytes(siteHtml);
  }

  // One row per file.
  let filesHtml = '';
  if (files.length > 0) {
    const reserve = filesReserve + findingsReserve;
    let shown = 0;
    if (fits(utf8Bytes(FILE_TABLE_OPEN), reserve)) {
      filesHtml = FILE_TABLE_OPEN;
      used += utf8Bytes(FILE_TABLE_OPEN);
      for (const file of files) {
        const counts = fileCounts(file);
        const passed = filePassed(file, run.policy.failOn);
        const tr =
          `<tr><td><code>${text(file.path)}</code></td><td>${text(file.kind)}</td><td>${num(file.entries)}</td>` +
          `<td>${num(file.bytes)}</td><td>${num(counts.error)}</td><td>${num(counts.warning)}</td><td>${num(counts.notice)}</td><td>${verdict(passed)}</td></tr>\n`;
        const size = utf8Bytes(tr);
        if (!fits(size, reserve)) break;
        filesHtml += tr;
        used += size;
        shown += 1;
      }
      filesHtml += TABLE_CLOSE;
      used += utf8Bytes(TABLE_CLOSE);
    }
    if (shown < files.length) {
      const note = filesNote(files.length - shown);
      filesHtml += note;
      used += utf8Bytes(note);
    }
  }

  // Findings: choose the rows that fit, most severe first, then list them by file and position.
  let findingsHtml = '';
  let omitted = 0;
  if (totalFindings > 0) {
    used += utf8Bytes(FINDINGS_HEADING);
    const reserveNotes = 2 * utf8Bytes(findingsNote(totalFindings));
    const candidates: Row[] = [];
    const blockOpen = new Map<FileResult, string>();
    for (const file of files) {
      if (file.findings.length === 0) continue;
      const counts = fileCounts(file);
      const path = neutralise(file.path);
      blockOpen.set(
        file,
        `<details open>\n<summary><code>${escapeHtml(path)}</code>: ${plural(counts.error, 'error')}, ` +
          `${plural(counts.warning, 'warning')}, ${plural(counts.notice, 'notice')}</summary>\n${FINDING_TABLE_OPEN}`,
      );
      for (const [index, finding] of sortedFindings(file.findings).entries()) {
        const html =
          `<tr><td>${SEVERITY_ICON[finding.severity] ?? ''} ${text(finding.severity)}</td><td><code>${text(finding.rule)}</code></td>` +
          `<td><code>${escapeHtml(location(path, finding))}</code></td><td>${text(finding.message)}</td></tr>\n`;
        candidates.push({ file, finding, index, html, bytes: utf8Bytes(html) });
      }
    }
    candidates.sort(
      (a, b) =>
        SEVERITY_RANK[a.finding.severity] - SEVERITY_RANK[b.finding.severity] ||
        compareText(a.file.path, b.file.path) ||
        comparePosition(a.finding, b.finding),
    );
    // Within a severity, as the annotations: the first finding of each file, then the first of
    // each rule in each file, then the rest, so that one noisy file does not fill the summary.
    const tierOf = new Map<Row, number>();
    const firstOfFile = new Set<string>();
    const firstOfRule = new Set<string>();
    for (const row of candidates) {
      const severity = row.finding.severity;
      const fileKey = `${severity}\u0000${row.file.path}`;
      const ruleKey = `${fileKey}\u0000${row.finding.rule}`;
      let tier = 2;
      if (!firstOfFile.has(fileKey)) tier = 0;
      else if (!firstOfRule.has(ruleKey)) tier = 1;
      firstOfFile.add(fileKey);
      firstOfRule.add(ruleKey);
      tierOf.set(row, tier);
    }
    const order = new Map<Row, number>(candidates.map((row, i) => [row, i]));
    candidates.sort(
      (a, b) =>
        SEVERITY_RANK[a.finding.severity] - SEVERITY_RANK[b.finding.severity] || tierOf.get(a)! - tierOf.get(b)! || order.get(a)! - order.get(b)!,
    );
    const chosen = new Map<FileResult, Row[]>();
    const closeBytes = utf8Bytes(BLOCK_CLOSE);
    for (const row of candidates) {
      const opened = chosen.get(row.file);
      const cost = row.bytes + (opened ? 0 : utf8Bytes(blockOpen.get(row.file) ?? '') + closeBytes);
      if (!fits(cost, reserveNotes)) break;
      used += cost;
      if (opened) opened.push(row);
      else chosen.set(row.file, [row]);
    }
    let shown = 0;
    for (const file of files) {
      const rows = chosen.get(file);
      if (!rows) continue;
      rows.sort((a, b) => a.index - b.index);
      findingsHtml += blockOpen.get(file) ?? '';
      for (const row of rows) findingsHtml += row.html;
      findingsHtml += BLOCK_CLOSE;
      shown += rows.length;
    }
    omitted = totalFindings - shown;
    findingsHtml = FINDINGS_HEADING + findingsHtml;
    if (omitted > 0 || dropped > 0) findingsHtml += findingsNote(omitted);
  }

  // The note on omitted findings also goes right under the totals, where it is seen first.
  if (totalFindings === 0 && dropped > 0) findingsHtml += findingsNote(0);
  const out = `${trimEndOf(head + (omitted > 0 || dropped > 0 ? findingsNote(omitted) : '') + notesHtml + siteHtml + filesHtml + findingsHtml, '\n')}\n`;
  // The reservations above keep `out` within the cap; this only matters for caps too small
  // to hold even the heading.
  return utf8Bytes(out) <= cap ? out : cutToBytes(out, cap);
}
