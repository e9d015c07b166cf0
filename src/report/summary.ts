/**
 * The job summary (INTERFACE.md "Job summary"): GitHub-flavoured Markdown with HTML tables for
 * `$GITHUB_STEP_SUMMARY`. Untrusted text (file names, messages, notes, URLs) is `neutralise`d to
 * one line and then `escapeHtml`-escaped, and stands in HTML blocks only (never in a Markdown
 * paragraph, where GitHub would auto-link a URL); tables are HTML rather than Markdown pipe
 * tables so that no cell content can change the table structure. The output is capped in UTF-8
 * bytes.
 */
import { failsRun, SEVERITY_RANK } from '../core/policy/policy.js';
import { RULES_BY_ID, ruleDocsUrl } from '../core/policy/rules.js';
import { cappedByRule, FINDINGS_CAPPED, MAX_FINDINGS_PER_FILE } from '../core/checks/sink.js';
import type { RunResult } from '../core/run/run-types.js';
import type { FileResult, Finding, Severity } from '../core/types.js';
import { describeChanges, type ConfigUse } from '../core/policy/config-use.js';
import { escapeHtml, neutralise } from './neutralise.js';
import { compareText, comparePosition, countBySeverity, plural, sortedFiles, sortedFindings } from './order.js';
import { renderSite } from './site.js';
import { COMPARISON_MAX_BYTES, renderComparison } from './compare.js';
import { thousands, trimEndOf } from '../core/text.js';
import { acceptedCount, renderBaselineSection, withoutAccepted } from './baseline-summary.js';

/** Largest site section (hosts, the sitemap tree), in UTF-8 bytes, before the summary's own cap applies. */
export const SITE_MAX_BYTES = 64 * 1024;

/** Findings of one rule listed per file; one line counts the rest. */
export const FINDINGS_PER_RULE_SHOWN = 20;

/** Files listed in the file table when every one fits; past it, files without findings are only counted. */
export const FILES_LISTED = 200;

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

/**
 * Where the checked files are on GitHub, for links from each place of the summary to the file at
 * that line: `${server}/${repository}/blob/${sha}/${path}#L${line}`. Build it with `sourceLinks`,
 * which validates each value.
 */
export interface SourceLinks {
  /** The server, e.g. `https://github.com` (GITHUB_SERVER_URL): http(s), no credentials, query or fragment, no trailing `/`. */
  server: string;
  /** `owner/name` (GITHUB_REPOSITORY). */
  repository: string;
  /** The commit, 40 or 64 hex digits (GITHUB_SHA). */
  sha: string;
}

/** Options of `renderSummary`. */
export interface SummaryOptions {
  /** Largest summary to return, in UTF-8 bytes. Default `SUMMARY_MAX_BYTES` (524,288). */
  maxBytes?: number;
  /**
   * Where the complete lists are, for the notes on what the summary leaves out. Default "the JSON
   * report or the CLI output"; the action says "the step log" (and the JSON report when it wrote one).
   */
  elsewhere?: string;
  /**
   * Where the files are on GitHub: each place (`line:col`) links to the file at that line. The
   * values are validated again (see `sourceLinks`); invalid ones give no links. Default: none.
   */
  links?: SourceLinks;
  /** The config file the run read and the severities it changes: one line under the totals (see configSummary). */
  config?: ConfigUse;
}

const OWNER_NAME = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;
const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;

/**
 * Validates the values the runner gives (GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_SHA) and
 * returns them as `SourceLinks`, or undefined when any is missing or malformed: a server that is
 * not an http(s) URL without credentials, query or fragment; a repository that is not
 * `owner/name` of letters, digits, `-`, `_` and `.` (not `.` or `..`); a sha that is not 40 or 64
 * hex digits. Never throws.
 */
export function sourceLinks(values: { server?: string | undefined; repository?: string | undefined; sha?: string | undefined }): SourceLinks | undefined {
  const { server, repository, sha } = values;
  if (typeof server !== 'string' || typeof repository !== 'string' || typeof sha !== 'string') return undefined;
  if (!OWNER_NAME.test(repository) || repository.split('/').some((part) => part === '.' || part === '..')) return undefined;
  if (!SHA.test(sha)) return undefined;
  let url: URL;
  try {
    url = new URL(server);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') return undefined;
  if (/[\s"'<>\\`]/.test(server)) return undefined;
  return { server: `${url.origin}${trimEndOf(url.pathname, '/')}`, repository, sha: sha.toLowerCase() };
}

/**
 * The URL of `path` (relative to the repository, `/` separators) at `line` (1-based), each path
 * segment percent-encoded; without a line anchor for a file-level place or a gzip file (whose
 * lines are those of the inflated text, which GitHub does not show).
 */
export function blobUrl(links: SourceLinks, path: string, line?: number): string {
  const encoded = path.split('/').map((segment) => encodeURIComponent(segment)).join('/');
  const anchor = line !== undefined && !/\.gz$/i.test(path) ? `#L${Math.floor(line)}` : '';
  return `${links.server}/${links.repository}/blob/${links.sha}/${encoded}${anchor}`;
}

/**
 * The config line of the summary: the file in use and every severity it changes from the
 * profile's defaults, so that a pull request that turns rules off shows it.
 */
export function configSummary(use: ConfigUse): string {
  return `**Config:** <code>${text(use.file)}</code> ${text(describeChanges(use.changes))}.\n\n`;
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

/** `line:col`, `line`, or '' for a file-level finding. */
function place(f: Finding): string {
  if (f.line === undefined) return '';
  return f.column === undefined ? `${f.line}` : `${f.line}:${f.column}`;
}

/** A count, a comma between each group of three digits: `50,000`. */
function num(n: number): string {
  return escapeHtml(thousands(n));
}

/** `html` linked to `href` (ours, escaped for the attribute), or `html` alone without one. */
function linked(html: string, href: string | undefined): string {
  return href === undefined ? html : `<a href="${escapeHtml(href)}">${html}</a>`;
}

/** The rule id as code, linked to its page when it is a rule of the catalogue. */
function ruleCell(rule: string): string {
  const code = `<code>${text(rule)}</code>`;
  return RULES_BY_ID.has(rule) ? linked(code, ruleDocsUrl(rule)) : code;
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
  '### Files\n\n<table>\n<thead><tr><th>File</th><th>Kind</th><th>Entries</th><th>Bytes</th><th>Errors</th><th>Warnings</th><th>Notices</th><th>Verdict</th></tr></thead>\n<tbody>\n';
const TABLE_CLOSE = '</tbody>\n</table>\n\n';
const FINDINGS_HEADING = '### Findings by file\n\n';
const FINDING_TABLE_OPEN = '<table>\n<thead><tr><th>Line</th><th>Finding</th></tr></thead>\n<tbody>\n';
const BLOCK_CLOSE = '</tbody>\n</table>\n</details>\n\n';
const RULES_HEADING = '### Findings by rule\n\n';

/** One rule of the by-rule table. */
interface RuleRow {
  rule: string;
  severity: Severity;
  /** Findings of the rule in the run, those past a file's cap included (from its findings-capped notice). */
  count: number;
  files: Set<string>;
  /** Its first finding: in the first file by path, at the first position. */
  first?: { file: FileResult; finding: Finding };
}

/**
 * The findings a file left out past its cap, by rule (from its findings-capped notice), and the
 * findings of rules the notice only sums up.
 */
function droppedOf(file: FileResult): { rules: Map<string, number>; other: number } {
  let rules = new Map<string, number>();
  let other = 0;
  for (const f of file.findings) {
    if (f.rule !== FINDINGS_CAPPED) continue;
    const parsed = cappedByRule(f.message);
    if (!parsed) continue;
    rules = parsed.rules;
    other = parsed.other;
  }
  return { rules, other };
}

/** The rules of the run, most severe first, then by count (most first), then by id. */
function ruleRows(run: RunResult, files: FileResult[], dropped: Map<FileResult, { rules: Map<string, number>; other: number }>): { rows: RuleRow[]; other: number } {
  const byRule = new Map<string, RuleRow>();
  let other = 0;
  const rowOf = (rule: string, severity: Severity): RuleRow => {
    let row = byRule.get(rule);
    if (!row) {
      row = { rule, severity, count: 0, files: new Set() };
      byRule.set(rule, row);
    }
    return row;
  };
  for (const file of files) {
    for (const finding of sortedFindings(file.findings)) {
      const row = rowOf(finding.rule, finding.severity);
      row.count += 1;
      row.files.add(file.path);
      if (!row.first) row.first = { file, finding };
    }
    const left = dropped.get(file);
    if (!left) continue;
    other += left.other;
    for (const [rule, n] of left.rules) {
      const severity = run.policy.severities[rule];
      const row = rowOf(rule, severity === undefined || severity === 'off' ? 'notice' : severity);
      row.count += n;
      row.files.add(file.path);
    }
  }
  const rows = [...byRule.values()].sort(
    (a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || b.count - a.count || compareText(a.rule, b.rule),
  );
  return { rows, other };
}

interface Row {
  file: FileResult;
  finding: Finding;
  /** Rank of the finding within its file, by position. */
  index: number;
  /** The row's HTML, once rendered. */
  html: string;
}

/**
 * Renders the job summary of `run` as GitHub-flavoured Markdown with HTML tables:
 *
 * 1. a heading with the verdict and a totals line (files, entries, errors, warnings, notices,
 *    verdict); then the Baseline section of a run with a baseline or an ignore list (`renderBaselineSection`);
 *    then `run.notes` as a list;
 *    then, with `compare-to`, the comparison with the other build (./compare.ts: URLs removed,
 *    added and moved between sitemaps, the first 20 of each, at most COMPARISON_MAX_BYTES);
 * 2. "Findings by rule": one row per rule, most severe first, then by count: the severity's
 *    icon and the rule linked to its page (`ruleDocsUrl`), its count (exact: findings past a
 *    file's cap are counted from its findings-capped notice), the files it is in, its first place
 *    (`file:line:col`) and the rule's `fix`;
 * 3. "Findings by file": one open `<details>` per file, named once in its heading, with a table of
 *    its findings by position (the severity's icon and `line:col`; the rule, then the message, in
 *    one cell that wraps, so that no rule id is broken at its hyphens); at most
 *    FINDINGS_PER_RULE_SHOWN (20) findings of one rule per file, and one line that says how many
 *    more there are;
 * 4. the site (when the run has a site report, ./site.ts): entries per host, then the tree from
 *    robots.txt to sitemap indexes to their sitemaps with the counts of each file, or, without
 *    `base-url`, one note that nothing was mapped to files (at most `SITE_MAX_BYTES`);
 * 5. "Files": one row per file, by path: path, kind, entries, bytes, errors, warnings, notices,
 *    verdict (whether the file has a finding at or above `fail-on`). Past FILES_LISTED (200)
 *    files, only files with findings are listed and the others are counted.
 *
 * With `options.links` (validated by `sourceLinks`), every place links to the file at that line
 * on GitHub. Every file name, message, note and URL of the run is `neutralise`d and
 * `escapeHtml`-escaped. The result never exceeds `options.maxBytes` UTF-8 bytes (default 512
 * KiB). When the findings do not all fit, the ones shown are chosen most severe first (errors,
 * then warnings, then notices; within a severity the first finding of each file, then the first
 * of each rule in each file, then the rest, each by path and position), still listed by file and
 * position, and a visible note says "N more findings are not shown; see the JSON report or the
 * CLI output", at the top and at the end; findings past the per-file cap (in the totals, in no
 * report) are counted apart in the same note. The by-rule table comes before the findings when
 * room runs short, the findings before the file table and the file table before the site; rows
 * and notes that do not fit are left out with a note of their own.
 */
export function renderSummary(run: RunResult, options: SummaryOptions = {}): string {
  const cap = Math.max(0, Math.floor(options.maxBytes ?? SUMMARY_MAX_BYTES));
  const links = options.links ? sourceLinks(options.links) : undefined;
  // Findings a baseline accepts are counted in its section, not listed.
  const files = sortedFiles(run.files).map(withoutAccepted);
  const totalFindings = files.reduce((n, f) => n + f.findings.length, 0);
  // Findings past the per-file cap are in the totals but in no file's list.
  const dropped = Math.max(0, run.totals.errors + run.totals.warnings + run.totals.notices - acceptedCount(run) - totalFindings);
  const droppedByFile = new Map<FileResult, { rules: Map<string, number>; other: number }>();
  for (const file of files) if (file.findings.some((f) => f.rule === FINDINGS_CAPPED)) droppedByFile.set(file, droppedOf(file));
  const href = (file: FileResult, finding?: Finding): string | undefined => (links ? blobUrl(links, file.path, finding?.line) : undefined);

  const t = run.totals;
  const head =
    `## sitemap-contract: ${verdict(run.passed)}\n\n` +
    `**Totals:** ${plural(t.files, 'file')}, ${plural(t.entries, 'entry', 'entries')}, ` +
    `${plural(t.errors, 'error')}, ${plural(t.warnings, 'warning')}, ${plural(t.notices, 'notice')}. ` +
    `**Verdict:** ${verdict(run.passed)} (fail-on: ${text(run.policy.failOn)})\n\n` +
    // A gate that was not judged is no pass of it: said by the verdict, not only further down.
    (run.comparison?.notJudged !== undefined ? `⚠️ **max-removed was not judged** (compare-to): ${text(run.comparison.notJudged)}; see "Compared with" below.\n\n` : '') +
    (options.config ? configSummary(options.config) : '');
  // The baseline's part, when there is one: right after the verdict line.
  const baselineHtml = renderBaselineSection(run);

  // Worst-case sizes of what may have to be appended later, reserved up front.
  const elsewhere = options.elsewhere ?? ELSEWHERE;
  const findingsNote = (n: number): string => findingsNoteOf(n, dropped, elsewhere);
  const filesNote = (n: number): string => moreNote(n, 'file', `see ${elsewhere}`);
  const notesNote = (n: number): string => moreNote(n, 'note', `see ${options.elsewhere ?? 'the CLI output'}`);
  const rulesNote = (n: number): string => moreNote(n, 'rule', `see ${elsewhere}`);
  const findingsReserve = totalFindings > 0 ? utf8Bytes(FINDINGS_HEADING) + 2 * utf8Bytes(findingsNote(totalFindings)) : dropped > 0 ? 2 * utf8Bytes(findingsNote(0)) : 0;
  const filesReserve = files.length > 0 ? utf8Bytes(TABLE_CLOSE) + utf8Bytes(filesNote(files.length)) : 0;
  const notesReserve = run.notes.length > 0 ? utf8Bytes('</ul>\n\n') + utf8Bytes(notesNote(run.notes.length)) : 0;

  const rules = totalFindings > 0 ? ruleRows(run, files, droppedByFile) : { rows: [], other: 0 };
  const rulesOpen = `${RULES_HEADING}<table>\n<thead><tr><th>Rule</th><th>Count</th><th>Files</th><th>First place</th><th>Fix</th></tr></thead>\n<tbody>\n`;
  const rulesReserve = rules.rows.length > 0 ? utf8Bytes(rulesOpen) + utf8Bytes(TABLE_CLOSE) + utf8Bytes(rulesNote(rules.rows.length)) : 0;

  // The comparison with another build (compare-to), after the notes: its room is taken first.
  const comparison = run.comparison;
  const comparisonHtml = comparison
    ? renderComparison(
        comparison,
        Math.max(0, Math.min(COMPARISON_MAX_BYTES, Math.floor(cap / 4), cap - utf8Bytes(head) - utf8Bytes(baselineHtml))),
        run.files.some((f) => f.findings.some((x) => x.rule === 'urls-removed' && x.severity === 'error')),
      )
    : '';
  let used = utf8Bytes(head) + utf8Bytes(baselineHtml) + utf8Bytes(comparisonHtml);
  const fits = (bytes: number, reserve: number): boolean => used + bytes + reserve <= cap;

  // Notes of the run.
  let notesHtml = '';
  if (run.notes.length > 0) {
    const reserve = notesReserve + rulesReserve + filesReserve + findingsReserve;
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

  // The rules at a glance: count, files, first place and fix of each.
  let rulesHtml = '';
  if (rules.rows.length > 0) {
    const reserve = rulesReserve - utf8Bytes(rulesOpen) - utf8Bytes(TABLE_CLOSE) + filesReserve + findingsReserve;
    let shown = 0;
    if (fits(utf8Bytes(rulesOpen) + utf8Bytes(TABLE_CLOSE), reserve)) {
      rulesHtml = rulesOpen;
      used += utf8Bytes(rulesOpen) + utf8Bytes(TABLE_CLOSE);
      for (const row of rules.rows) {
        const first = row.first;
        const firstPlace = first
          ? linked(`<code>${text(first.file.path)}${first.finding.line !== undefined ? `:${escapeHtml(place(first.finding))}` : ''}</code>`, href(first.file, first.finding))
          : '—';
        const fix = RULES_BY_ID.get(row.rule)?.fix ?? '';
        const tr =
          `<tr><td>${SEVERITY_ICON[row.severity] ?? ''}&nbsp;${ruleCell(row.rule)}</td><td>${thousands(row.count)}</td>` +
          `<td>${thousands(row.files.size)}</td><td>${firstPlace}</td><td>${text(fix)}</td></tr>\n`;
        const size = utf8Bytes(tr);
        if (!fits(size, reserve)) break;
        rulesHtml += tr;
        used += size;
        shown += 1;
      }
      rulesHtml += TABLE_CLOSE;
    }
    if (rules.other > 0) {
      const note = `<p>${thousands(rules.other)} more ${rules.other === 1 ? 'finding' : 'findings'} past the per-file cap belong to rules the findings-capped notices only sum up.</p>\n\n`;
      if (fits(utf8Bytes(note), reserve)) {
        rulesHtml += note;
        used += utf8Bytes(note);
      }
    }
    if (shown < rules.rows.length) {
      const note = rulesNote(rules.rows.length - shown);
      rulesHtml += note;
      used += utf8Bytes(note);
    }
  }

  // The file table's rows, rendered now so that the findings leave room for them.
  const listAll = files.length <= FILES_LISTED;
  const listed = listAll ? files : files.filter((f) => f.findings.length > 0 || fileCounts(f).error + fileCounts(f).warning + fileCounts(f).notice > 0);
  const unlisted = files.length - listed.length;
  const unlistedNote = unlisted > 0 ? `<p>${plural(unlisted, 'more file')} without findings ${unlisted === 1 ? 'is' : 'are'} counted, not listed.</p>\n\n` : '';
  const fileRows = listed.map((file) => {
    const counts = fileCounts(file);
    const passed = filePassed(file, run.policy.failOn);
    return (
      `<tr><td>${linked(`<code>${text(file.path)}</code>`, href(file))}</td><td>${text(file.kind)}</td><td>${num(file.entries)}</td>` +
      `<td>${num(file.bytes)}</td><td>${num(counts.error)}</td><td>${num(counts.warning)}</td><td>${num(counts.notice)}</td><td>${verdict(passed)}</td></tr>\n`
    );
  });
  const filesFull = files.length > 0 ? utf8Bytes(FILE_TABLE_OPEN) + fileRows.reduce((n, r) => n + utf8Bytes(r), 0) + utf8Bytes(unlistedNote) : 0;
  // The findings may take all but a share of what is left: the file table (and the site) get it.
  const tailShare = Math.min(filesFull, Math.floor(Math.max(0, cap - used) / 4));

  // Findings: at most FINDINGS_PER_RULE_SHOWN of a rule per file; choose the rows that fit, most
  // severe first, then list them by file and position.
  let findingsHtml = '';
  let omitted = 0;
  if (totalFindings > 0) {
    used += utf8Bytes(FINDINGS_HEADING);
    const reserveNotes = 2 * utf8Bytes(findingsNote(totalFindings)) + filesReserve + tailShare;
    const candidates: Row[] = [];
    const blockOpen = new Map<FileResult, string>();
    /**
     * Per file, the rules that get a line of their own for what the table leaves out (more than
     * FINDINGS_PER_RULE_SHOWN findings, or findings past the file's cap): all their findings, and
     * those the file's list keeps.
     */
    const perRule = new Map<FileResult, Map<string, { all: number; kept: number }>>();
    for (const file of files) {
      if (file.findings.length === 0) continue;
      const counts = fileCounts(file);
      blockOpen.set(
        file,
        `<details open>\n<summary>${linked(`<code>${text(file.path)}</code>`, href(file))}: ${plural(counts.error, 'error')}, ` +
          `${plural(counts.warning, 'warning')}, ${plural(counts.notice, 'notice')}</summary>\n${FINDING_TABLE_OPEN}`,
      );
      const ofRule = new Map<string, number>();
      for (const [index, finding] of sortedFindings(file.findings).entries()) {
        const seen = ofRule.get(finding.rule) ?? 0;
        ofRule.set(finding.rule, seen + 1);
        if (seen >= FINDINGS_PER_RULE_SHOWN) continue;
        candidates.push({ file, finding, index, html: '' });
      }
      const lines = new Map<string, { all: number; kept: number }>();
      const left = droppedByFile.get(file)?.rules ?? new Map<string, number>();
      for (const [rule, kept] of ofRule) if (kept > FINDINGS_PER_RULE_SHOWN || left.has(rule)) lines.set(rule, { all: kept + (left.get(rule) ?? 0), kept });
      for (const [rule, n] of left) if (!lines.has(rule)) lines.set(rule, { all: n, kept: 0 });
      perRule.set(file, lines);
    }
    const findingRow = (file: FileResult, finding: Finding): string => {
      const at = place(finding);
      return (
        // The rule id leads the message, in the cell that wraps: as a column of its own, a
        // browser broke it at every hyphen to make room for the message.
        `<tr><td>${SEVERITY_ICON[finding.severity] ?? ''}&nbsp;${at === '' ? '—' : linked(`<code>${escapeHtml(at)}</code>`, href(file, finding))}</td>` +
        `<td>${ruleCell(finding.rule)} ${text(finding.message)}</td></tr>\n`
      );
    };
    /** The line of a rule's findings not listed in a file's table (at most `max` digits' worth). */
    const moreLine = (rule: string, n: number): string =>
      `<tr><td colspan="2">… and ${thousands(n)} more ${ruleCell(rule)} ${n === 1 ? 'finding' : 'findings'} in this file</td></tr>\n`;
    /** The line of a rule none of whose findings in a file is listed (all past the file's cap, or cut for size). */
    const noneLine = (rule: string, n: number): string =>
      `<tr><td colspan="2">… ${thousands(n)} ${ruleCell(rule)} ${n === 1 ? 'finding' : 'findings'} in this file ${n === 1 ? 'is' : 'are'} not listed</td></tr>\n`;
    const moreBytes = (file: FileResult): number => {
      let n = 0;
      for (const [rule, count] of perRule.get(file) ?? []) n += Math.max(utf8Bytes(moreLine(rule, count.all)), utf8Bytes(noneLine(rule, count.all)));
      return n;
    };
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
      // Rendered only when considered: the selection stops at the first row that does not fit.
      row.html = findingRow(row.file, row.finding);
      const opened = chosen.get(row.file);
      // A block's "N more" lines are reserved when it opens, at their largest (every finding of the rule).
      const cost = utf8Bytes(row.html) + (opened ? 0 : utf8Bytes(blockOpen.get(row.file) ?? '') + closeBytes + moreBytes(row.file));
      if (!fits(cost, reserveNotes)) break;
      used += cost;
      if (opened) opened.push(row);
      else chosen.set(row.file, [row]);
    }
    let shown = 0;
    let covered = 0;
    for (const file of files) {
      const rows = chosen.get(file);
      if (!rows) continue;
      rows.sort((a, b) => a.index - b.index);
      findingsHtml += blockOpen.get(file) ?? '';
      const listedOfRule = new Map<string, number>();
      for (const row of rows) {
        findingsHtml += row.html;
        listedOfRule.set(row.finding.rule, (listedOfRule.get(row.finding.rule) ?? 0) + 1);
      }
      for (const [rule, count] of perRule.get(file) ?? []) {
        const rest = count.all - (listedOfRule.get(rule) ?? 0);
        // Those of the file's list that the line counts are not in the note on omitted findings.
        covered += count.kept - (listedOfRule.get(rule) ?? 0);
        if (rest > 0) findingsHtml += listedOfRule.has(rule) ? moreLine(rule, rest) : noneLine(rule, rest);
      }
      findingsHtml += BLOCK_CLOSE;
      shown += rows.length;
    }
    // Findings a rule's own line counts (past FINDINGS_PER_RULE_SHOWN) are not in the note again.
    omitted = totalFindings - covered - shown;
    findingsHtml = FINDINGS_HEADING + findingsHtml;
    if (omitted > 0 || dropped > 0) findingsHtml += findingsNote(omitted);
  }
  // The note on omitted findings also goes right under the totals, where it is seen first.
  if (totalFindings === 0 && dropped > 0) findingsHtml += findingsNote(0);
  const topNote = omitted > 0 || dropped > 0 ? findingsNote(omitted) : '';
  if (topNote !== '') used += 2 * utf8Bytes(topNote);

  // One row per file (past FILES_LISTED files, those with findings), then the count of the rest.
  let filesHtml = '';
  if (files.length > 0) {
    let shown = 0;
    if (fits(utf8Bytes(FILE_TABLE_OPEN), filesReserve)) {
      filesHtml = FILE_TABLE_OPEN;
      used += utf8Bytes(FILE_TABLE_OPEN);
      for (const tr of fileRows) {
        const size = utf8Bytes(tr);
        if (!fits(size, filesReserve)) break;
        filesHtml += tr;
        used += size;
        shown += 1;
      }
      filesHtml += TABLE_CLOSE;
      used += utf8Bytes(TABLE_CLOSE);
    }
    if (shown < listed.length) {
      const note = filesNote(listed.length - shown);
      filesHtml += note;
      used += utf8Bytes(note);
    }
    if (unlistedNote !== '' && fits(utf8Bytes(unlistedNote), 0)) {
      filesHtml += unlistedNote;
      used += utf8Bytes(unlistedNote);
    }
  }

  // The site: hosts, and the tree from robots.txt to indexes to sitemaps (or why there is none).
  let siteHtml = '';
  if (run.site) {
    const room = Math.min(SITE_MAX_BYTES, Math.floor(cap / 4), cap - used);
    siteHtml = room > 0 ? renderSite(run, room) : '';
    used += utf8Bytes(siteHtml);
  }

  const out = `${trimEndOf(head + baselineHtml + topNote + notesHtml + comparisonHtml + rulesHtml + findingsHtml + siteHtml + filesHtml, '\n')}\n`;
  // The reservations above keep `out` within the cap; this only matters for caps too small
  // to hold even the heading.
  return utf8Bytes(out) <= cap ? out : cutToBytes(out, cap);
}
