/**
 * The JSON report (INTERFACE.md "JSON report"): `--format json` and the `report-file` input.
 * The shape is public API; change it only by raising `version`.
 */
import type { SiteComparison } from '../core/site/compare.js';
import type { BaselineReport } from '../core/run/baseline.js';
import type { Hosting } from '../core/site/hosting.js';
import type { RunResult } from '../core/run/run-types.js';
import { findingCounts } from '../core/checks/sink.js';
import type { BaselineState, FailOn, FileKind, FindingCounts, LastmodMode, Profile, Severity, SeverityOrOff } from '../core/types.js';
import { compareText, sortedFindings } from './order.js';
import { joinChunks, MAX_REPORT_CHARS } from './stream.js';

/** One finding of a file in the JSON report. */
export interface JsonFinding {
  /** Rule id from the catalog, e.g. `loc-host`. */
  rule: string;
  severity: Severity;
  /** The message exactly as the engine wrote it (JSON string escaping only). */
  message: string;
  /** 1-based line; absent for a file-level finding. */
  line?: number;
  /** 1-based column in Unicode characters; absent for a file-level finding. */
  column?: number;
  /** In a run with a baseline: `unchanged` when the baseline holds the finding (it does not fail the run), else `new`. */
  baselineState?: BaselineState;
}

/** One checked file in the JSON report. */
export interface JsonFile {
  /** Path relative to the workspace, `/` separators. */
  path: string;
  /** `urlset`, `sitemapindex`, `text`, `robots`, or `unknown` when the file could not be read far enough. */
  kind: FileKind;
  /** Bytes of the document after gzip inflation (as far as it was read). */
  bytes: number;
  /** Entries (`url`, `sitemap` or URL lines) seen. */
  entries: number;
  /** Findings by position, file-level findings first. */
  findings: JsonFinding[];
  /**
   * Exact numbers of findings per severity, present only when the file had more findings than it
   * lists (past the per-file cap, which its `findings-capped` notice reports).
   */
  counts?: FindingCounts;
}

/** The policy summary of the JSON report: the settings a reader needs to interpret the findings. */
export interface JsonPolicy {
  profile: Profile;
  /** Allowed hosts (lower-case, punycode); empty when any single host per file is allowed. */
  hosts: string[];
  /** Uncompressed size limit per file, in bytes. */
  maxBytes: number;
  /** Entry limit per file. */
  maxUrls: number;
  /** Only https locs are accepted (`require-https`, or the strict profile). */
  requireHttps: boolean;
  /** The lastmod format accepted: `w3c`, `xsd` or `date`. */
  lastmod: LastmodMode;
  /** The rule overrides as given (`rules`), by rule id. */
  rules: Record<string, SeverityOrOff>;
  /** The lowest severity that fails the run (`fail-on`). */
  failOn: FailOn;
  /** Folder served at `baseUrl`, relative to the workspace. */
  siteDir: string;
  /** Every loc under `baseUrl` must map to a file (`check-pages`). */
  checkPages: boolean;
  /** The host that serves siteDir (`hosting`); absent for `static`. */
  hosting?: Hosting;
  /** The public URL of `siteDir`, when the site-level checks ran. */
  baseUrl?: string;
}

/**
 * The JSON report, version 1. Keys appear in exactly this order; files are sorted by path
 * (UTF-16 code units) and findings by position, so one run always gives the same bytes.
 */
export interface JsonReport {
  /** Shape version of this report; 1. */
  version: 1;
  /** The program that wrote the report. */
  tool: { name: string; version: string };
  policy: JsonPolicy;
  /** Present when the run judged one shard of the files: shard `index` (1-based) of `count`. */
  shard?: { index: number; count: number };
  files: JsonFile[];
  /** Counts over the run. */
  totals: { files: number; entries: number; errors: number; warnings: number; notices: number };
  /** False when any finding is at or above the `fail-on` severity. */
  passed: boolean;
  /** What the run has to say beside the findings (globs that matched nothing, a shard's limits); present when there is something. */
  notes?: string[];
  /**
   * Present when the run had a baseline or an ignore list (docs/baseline.md): the baseline file,
   * the numbers of new, unchanged (accepted) and fixed findings (`passed` counts only new ones),
   * the baseline entries not found any more (at most 1,000), and each ignore entry with the
   * number of findings it matched (ignored findings are not in `files` or `totals`).
   */
  baseline?: BaselineReport;
  /**
   * Present when the run compared its sitemaps with another build (`compare-to`): the folder,
   * the distinct URLs of each side (`before`: the compared site, `after`: this run), and the URLs
   * added, removed and moved between sitemaps, each a count with the first 20 (by sitemap path,
   * then line); `maxRemoved` and the removals it `allowed`, when given; `problem` when the
   * comparison was not made (then the counts are 0); `unread` for compared sitemaps not read
   * whole, each with its first fault; `notJudged` when `maxRemoved` was not judged, and why.
   */
  comparison?: SiteComparison;
}

/**
 * Builds the JSON report of `run`. Values are copied as the engine gave them (this is data,
 * not display text; `renderJson` makes the serialised form safe to print). `line`/`column`
 * are omitted for file-level findings (a `column` without a `line` is dropped too).
 */
export function buildJsonReport(run: RunResult, tool: { name: string; version: string }): JsonReport {
  const files: JsonFile[] = [...run.files]
    .sort((a, b) => compareText(a.path, b.path))
    .map((file) => {
      const json: JsonFile = {
        path: file.path,
        kind: file.kind,
        bytes: file.bytes,
        entries: file.entries,
        findings: sortedFindings(file.findings).map((f): JsonFinding => {
          const finding: JsonFinding = { rule: f.rule, severity: f.severity, message: f.message };
          if (f.line !== undefined) {
            finding.line = f.line;
            if (f.column !== undefined) finding.column = f.column;
          }
          if (f.baselineState !== undefined) finding.baselineState = f.baselineState;
          return finding;
        }),
      };
      const exact = file.counts ?? findingCounts(file.findings);
      if (exact.errors + exact.warnings + exact.notices > file.findings.length) json.counts = { errors: exact.errors, warnings: exact.warnings, notices: exact.notices };
      return json;
    });
  const report: JsonReport = {
    version: 1,
    tool: { name: tool.name, version: tool.version },
    policy: {
      profile: run.policy.profile,
      hosts: [...run.policy.hosts],
      maxBytes: run.policy.maxBytes,
      maxUrls: run.policy.maxUrls,
      requireHttps: run.policy.requireHttps,
      lastmod: run.policy.lastmod,
      rules: Object.fromEntries(Object.entries(run.policy.rules).sort(([a], [b]) => compareText(a, b))),
      failOn: run.policy.failOn,
      siteDir: run.policy.siteDir,
      checkPages: run.policy.checkPages,
      ...(run.policy.hosting !== 'static' ? { hosting: run.policy.hosting } : {}),
      ...(run.policy.baseUrl !== undefined ? { baseUrl: run.policy.baseUrl } : {}),
    },
    ...(run.shard ? { shard: { index: run.shard.index, count: run.shard.count } } : {}),
    files,
    totals: {
      files: run.totals.files,
      entries: run.totals.entries,
      errors: run.totals.errors,
      warnings: run.totals.warnings,
      notices: run.totals.notices,
    },
    passed: run.passed,
    ...(run.notes.length > 0 ? { notes: [...run.notes] } : {}),
  };
  if (run.baseline) {
    const b = run.baseline;
    report.baseline = {
      ...(b.file !== undefined ? { file: b.file } : {}),
      new: b.new,
      unchanged: b.unchanged,
      fixed: b.fixed,
      fixedEntries: b.fixedEntries.map((e) => ({ ...e })),
      ignored: b.ignored.map((e) => ({ ...e })),
    };
  }
  if (run.comparison) report.comparison = structuredClone(run.comparison);
  return report;
}

/**
 * Characters JSON.stringify leaves raw that a terminal or the GitHub runner could act on, or
 * that make a line display differently from what it holds: DEL and the C1 controls, U+2028 and
 * U+2029, and the invisible format characters that neutralise() escapes in the other formats
 * (U+00AD, U+061C, U+180E, U+200B-U+200F, U+202A-U+202E, U+2060-U+2069: bidirectional overrides
 * and isolates, zero-width characters; U+FEFF, U+FFF9-U+FFFB, and the tag characters
 * U+E0000-U+E007F, as their two surrogates). C0 controls and lone surrogates JSON.stringify
 * escapes itself.
 */
const JSON_UNSAFE = /[\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]|\udb40[\udc00-\udc7f]/g;

const unitEscape = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * Serialises a report as JSON indented by two spaces, with a trailing newline. The text is
 * also safe to print in a workflow log or a terminal, while parsing back to the same value:
 * the characters of JSON_UNSAFE are written as `\uXXXX` escapes (a tag character as the escapes
 * of its two surrogates), and `##[`, which the GitHub runner reads as a command anywhere in a
 * line, is written `#\u0023[`. These characters only occur inside strings, so the rewrite never
 * touches the JSON structure. No line can start with `::` (every line starts with indentation,
 * a quote or a bracket).
 *
 * @throws ReportTooLargeError (./stream.ts) when the text would be longer than `maxChars` UTF-16
 *   code units (default MAX_REPORT_CHARS, 2^28); write jsonChunks to a file or a stream instead.
 */
export function renderJson(report: JsonReport, maxChars: number = MAX_REPORT_CHARS): string {
  return joinChunks(jsonChunks(report), 'JSON report', maxChars);
}

/**
 * JSON text made safe to print (see renderJson; the SARIF log uses it too); the characters it
 * rewrites occur only inside strings.
 */
export function safeJson(text: string): string {
  return text.replace(JSON_UNSAFE, (c) => (c.length === 2 ? unitEscape(c[0]!) + unitEscape(c[1]!) : unitEscape(c))).replace(/##\[/g, '#\\u0023[');
}

/**
 * The JSON report (see renderJson) as pieces, for a report of any size: the head (everything
 * before the files), each file, and the tail (from the totals), so that no string holds more than
 * one file's part. Joined, the pieces are exactly renderJson's text; each piece is made safe to
 * print as renderJson makes the whole (every piece ends at a structural character, so no escape is
 * split).
 */
export function* jsonChunks(report: JsonReport): Generator<string> {
  // The files' place in the report: the key at indentation 2 (a string value cannot hold a raw newline).
  const frame = JSON.stringify({ ...report, files: [] }, null, 2);
  const at = frame.indexOf(FILES_KEY);
  const head = frame.slice(0, at + FILES_KEY.length - 1);
  const tail = frame.slice(at + FILES_KEY.length);
  yield safeJson(head);
  if (report.files.length === 0) {
    yield ']';
  } else {
    let first = true;
    for (const file of report.files) {
      yield `${first ? '' : ','}\n    ${safeJson(JSON.stringify(file, null, 2).replace(/\n/g, '\n    '))}`;
      first = false;
    }
    yield '\n  ]';
  }
  yield `${safeJson(tail)}\n`;
}

/** The files key as JSON.stringify writes it, indented by two, with an empty list. */
const FILES_KEY = '\n  "files": []';
