/**
 * The SARIF 2.1.0 report (`--format sarif`, the `sarif-file` input), for GitHub code scanning
 * (`github/codeql-action/upload-sarif`) and other SARIF readers. One run; the driver lists the
 * rules that occur in the run's results (id, description, help, the rule's page as `helpUri`,
 * default level under the run's policy), in catalog order, so a run with few findings makes a
 * small file; each finding is a result with its rule, the rule's index in that list, level,
 * message and location: the file relative to the workspace (the repository root in a workflow)
 * and, for a positioned finding, its 1-based line and column.
 *
 * GitHub needs a region on every result, so a file-level finding (no position) points at line 1.
 */
import { RULES, ruleDocsUrl } from '../core/policy/rules.js';
import type { RunResult } from '../core/run/run-types.js';
import type { BaselineState, Finding, Severity, SeverityOrOff } from '../core/types.js';
import { fingerprint, FINGERPRINT_NAME, findingValue } from '../core/run/baseline.js';
import { neutralise } from './neutralise.js';
import { compareText, comparePosition, plural, SEVERITY_ORDER } from './order.js';
import { SEVERITY_RANK } from '../core/policy/policy.js';
import { joinChunks, MAX_REPORT_CHARS } from './stream.js';
import { safeJson } from './json.js';

/** The schema URI written into the log. */
export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

/**
 * Results per run at most. GitHub code scanning accepts up to 25,000 results per run; past that,
 * the most severe are kept and a tool notification says how many were left out.
 */
export const SARIF_MAX_RESULTS = 25_000;

type SarifLevel = 'error' | 'warning' | 'note' | 'none';

/** A SARIF `reportingDescriptor` (rule metadata) as written here. */
export interface SarifRule {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  /** The rule's page: `ruleDocsUrl(id)`. */
  helpUri: string;
  help: { text: string; markdown: string };
  defaultConfiguration: { enabled: boolean; level: SarifLevel };
  properties: { tags: string[]; source: string };
}

/**
 * The partial fingerprint of a result (`sitemapContract/v1`: see fingerprint() in
 * ../core/run/baseline.ts, the same key a baseline entry has, so it stays when lines move) and, in a
 * run with a baseline, its `baselineState` (`new` or `unchanged`).
 */
function baselineFields(path: string, finding: Finding, occurrences: Map<string, number>): Pick<SarifResult, 'partialFingerprints' | 'baselineState'> {
  const value = findingValue(finding.message);
  const key = `${finding.rule}\n${path}\n${value}`;
  const n = (occurrences.get(key) ?? 0) + 1;
  occurrences.set(key, n);
  const out: Pick<SarifResult, 'partialFingerprints' | 'baselineState'> = { partialFingerprints: { [FINGERPRINT_NAME]: fingerprint(finding.rule, path, value, n) } };
  if (finding.baselineState !== undefined) out.baselineState = finding.baselineState;
  return out;
}

/** A SARIF `result` as written here. */
export interface SarifResult {
  ruleId: string;
  /** Index of the rule in `tool.driver.rules` (absent for an id outside the catalog). */
  ruleIndex?: number;
  level: Exclude<SarifLevel, 'none'>;
  message: { text: string };
  locations: Array<{
    physicalLocation: {
      artifactLocation: { uri: string; uriBaseId: string };
      region: { startLine: number; startColumn?: number };
    };
  }>;
  /** `sitemapContract/v1`: rule, path and value at fault hashed, then the occurrence (line-independent). */
  partialFingerprints?: Record<string, string>;
  /** In a run with a baseline: `new` or `unchanged`. */
  baselineState?: BaselineState;
}

/** The SARIF log as written here (a subset of SARIF 2.1.0). */
export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: Array<{
    tool: { driver: { name: string; version: string; semanticVersion: string; rules: SarifRule[] } };
    invocations: Array<{ executionSuccessful: boolean; toolExecutionNotifications?: Array<{ level: SarifLevel; message: { text: string } }> }>;
    columnKind: 'unicodeCodePoints';
    originalUriBaseIds: Record<string, { description: { text: string } }>;
    results: SarifResult[];
  }>;
}

const LEVEL: Record<Severity, Exclude<SarifLevel, 'none'>> = { error: 'error', warning: 'warning', notice: 'note' };

function level(s: SeverityOrOff): SarifLevel {
  return s === 'off' ? 'none' : LEVEL[s];
}

/** `loc-out-of-scope` -> `LocOutOfScope`. */
function ruleName(id: string): string {
  return id
    .split('-')
    .map((w) => (w === '' ? '' : w[0]!.toUpperCase() + w.slice(1)))
    .join('');
}

/** Markdown backquotes removed, for the plain-text fields. */
function plain(s: string): string {
  return messageText(s.replace(/`/g, ''));
}

/**
 * Text for a SARIF plain-text message: `[` and `]` escaped with a backslash, and every backslash
 * of a run that ends at one of them doubled, as SARIF 2.1.0 section 3.11.6 asks (viewers read an
 * even run of backslashes as escaped backslashes): a value from a sitemap such as
 * `[click](https://evil.example/)` or `\\[click\\](0)` is shown as text, never as an embedded link.
 * Literal braces are doubled (section 3.11.5), so `{0}` is not taken for a placeholder.
 */
export function messageText(s: string): string {
  // Braces are doubled too: SARIF 2.1.0 section 3.11.5 reads {0} as a placeholder.
  const braced = /[{}]/.test(s) ? s.replace(/[{}]/g, '$&$&') : s;
  return /[[\]]/.test(braced) ? escapeBrackets(braced) : braced;
}

/** Each `[` and `]` escaped with a backslash, and the backslashes right before one doubled. */
function escapeBrackets(s: string): string {
  let out = '';
  let run = 0; // backslashes seen since the last other character
  for (const c of s) {
    if (c === '\\') {
      run++;
      continue;
    }
    if (c === '[' || c === ']') out += '\\'.repeat(2 * run + 1) + c;
    else out += '\\'.repeat(run) + c;
    run = 0;
  }
  return out + '\\'.repeat(run);
}

/**
 * A workspace-relative path as a relative URI reference: each segment percent-encoded (spaces,
 * `%`, `#`, `?`, `:` and non-ASCII included), `/` kept.
 */
export function pathToUri(p: string): string {
  return p
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/**
 * Builds the SARIF log of `run`. The driver lists the catalog's rules that occur in the kept
 * results, in catalog order (a finding of an id outside the catalog gets a result without
 * `ruleIndex` and no rule entry); results are in report order (by path, then position). Messages
 * are `neutralise`d to one line; file names become relative URI references against `%SRCROOT%`
 * (the repository root).
 */
export function buildSarif(run: RunResult, tool: { name: string; version: string }): SarifLog {
  const all: Array<{ path: string; finding: RunResult['files'][number]['findings'][number] }> = [];
  for (const file of run.files) for (const finding of file.findings) all.push({ path: file.path, finding });
  // Most severe first when the cap forces a choice; the kept results are then listed by path and position.
  let kept = all;
  let omitted = 0;
  if (all.length > SARIF_MAX_RESULTS) {
    kept = [...all]
      .sort((a, b) => SEVERITY_RANK[a.finding.severity] - SEVERITY_RANK[b.finding.severity] || compareText(a.path, b.path) || comparePosition(a.finding, b.finding))
      .slice(0, SARIF_MAX_RESULTS);
    omitted = all.length - kept.length;
  }
  kept.sort((a, b) => compareText(a.path, b.path) || comparePosition(a.finding, b.finding));

  /** Findings seen so far per path, rule and value (the occurrence of a partial fingerprint). */
  const occurrences = new Map<string, number>();
  const used = new Set(kept.map((x) => x.finding.rule));
  const index = new Map<string, number>();
  const rules: SarifRule[] = [];
  for (const r of RULES) {
    if (!used.has(r.id)) continue;
    index.set(r.id, rules.length);
    const sev = run.policy.severities[r.id] ?? 'off';
    rules.push({
      id: r.id,
      name: ruleName(r.id),
      shortDescription: { text: plain(r.description.split(/(?<=\.)\s/)[0] ?? r.description) },
      fullDescription: { text: plain(r.description) },
      helpUri: ruleDocsUrl(r.id),
      help: {
        text: `${plain(r.description)} Source: ${plain(r.source)}. Failing example: ${plain(r.example)}.`,
        markdown: `${r.description}\n\n**Source:** ${r.source}\n\n**Failing example:** ${r.example}`,
      },
      defaultConfiguration: { enabled: sev !== 'off', level: level(sev) },
      properties: { tags: [r.area, 'sitemap'], source: r.source },
    });
  }

  const results: SarifResult[] = kept.map(({ path, finding }) => {
    const ruleIndex = index.get(finding.rule);
    const region: { startLine: number; startColumn?: number } = { startLine: finding.line !== undefined && finding.line >= 1 ? Math.floor(finding.line) : 1 };
    if (finding.line !== undefined && finding.column !== undefined && finding.column >= 1) region.startColumn = Math.floor(finding.column);
    return {
      ruleId: finding.rule,
      ...(ruleIndex !== undefined ? { ruleIndex } : {}),
      level: LEVEL[finding.severity] ?? 'warning',
      message: { text: messageText(neutralise(finding.message)) },
      locations: [{ physicalLocation: { artifactLocation: { uri: pathToUri(path), uriBaseId: '%SRCROOT%' }, region } }],
      ...baselineFields(path, finding, occurrences),
    };
  });

  const invocation: SarifLog['runs'][number]['invocations'][number] = { executionSuccessful: true };
  if (omitted > 0) {
    const left = { error: 0, warning: 0, notice: 0 };
    const keptSet = new Set(kept);
    for (const x of all) if (!keptSet.has(x)) left[x.finding.severity] += 1;
    const parts = SEVERITY_ORDER.filter((s) => left[s] > 0).map((s) => plural(left[s], s));
    invocation.toolExecutionNotifications = [
      {
        level: 'warning',
        message: { text: `${plural(omitted, 'more finding')} (${parts.join(', ')}) ${omitted === 1 ? 'is' : 'are'} not in this log: it holds at most ${SARIF_MAX_RESULTS} results, the most severe first. See the JSON report or the CLI output.` },
      },
    ];
  }

  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: tool.name, version: tool.version, semanticVersion: tool.version, rules } },
        invocations: [invocation],
        columnKind: 'unicodeCodePoints',
        originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The root of the repository (the workspace the paths are relative to).' } } },
        results,
      },
    ],
  };
}

/**
 * Serialises a SARIF log as JSON indented by two spaces, with a trailing newline, safe to print
 * in a terminal or a workflow log (the same escaping as the JSON report).
 *
 * @throws ReportTooLargeError (./stream.ts) when the text would be longer than `maxChars` UTF-16
 *   code units (default MAX_REPORT_CHARS, 2^28); write sarifChunks to a file or a stream instead.
 */
export function renderSarif(log: SarifLog, maxChars: number = MAX_REPORT_CHARS): string {
  return joinChunks(sarifChunks(log), 'SARIF log', maxChars);
}

/** The results key of the first run as JSON.stringify writes it (indented by six), with an empty list. */
const RESULTS_KEY = '\n      "results": []';

/**
 * The SARIF log (see renderSarif) as pieces: the head (everything before the first run's results),
 * each result, and the tail, so that no string holds more than one result. Joined, the pieces are
 * exactly renderSarif's text. A log of several runs (not written here) is one piece.
 */
export function* sarifChunks(log: SarifLog): Generator<string> {
  const run = log.runs.length === 1 ? log.runs[0] : undefined;
  if (run === undefined) {
    yield `${safeJson(JSON.stringify(log, null, 2))}\n`;
    return;
  }
  const frame = JSON.stringify({ ...log, runs: [{ ...run, results: [] }] }, null, 2);
  const at = frame.indexOf(RESULTS_KEY);
  yield safeJson(frame.slice(0, at + RESULTS_KEY.length - 1));
  if (run.results.length === 0) {
    yield ']';
  } else {
    let first = true;
    for (const result of run.results) {
      yield `${first ? '' : ','}\n        ${safeJson(JSON.stringify(result, null, 2).replace(/\n/g, '\n        '))}`;
      first = false;
    }
    yield '\n      ]';
  }
  yield `${safeJson(frame.slice(at + RESULTS_KEY.length))}\n`;
}
