/**
 * Merging the JSON reports of a sharded run (`sitemap-contract merge`): the files of every shard,
 * each path once, with totals and verdict recomputed. Reports are read from files a workflow
 * produced, so their shape is checked and a bad one is a clear error, not a crash.
 */
import path from 'node:path';
import { PolicyError, resolvePolicy, type Policy, type PolicyInput } from '../core/policy/policy.js';
import { RULES_BY_ID } from '../core/policy/rules.js';
import { findingCounts } from '../core/checks/sink.js';
import { NO_FILE_IN_SHARD_NOTE, SHARD_NOTE_START, summarise } from '../core/run/run.js';
import type { RunResult } from '../core/run/run-types.js';
import type { FileKind, FileResult, Finding, Severity } from '../core/types.js';
import type { JsonFile, JsonPolicy, JsonReport } from './json.js';
import { compareText, sortedFindings } from './order.js';
import { MAX_SHARDS } from '../core/run/shard.js';

/** A report that cannot be merged. The message names the report. */
export class MergeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MergeError';
  }
}

const SEVERITIES = new Set<Severity>(['error', 'warning', 'notice']);
/** Every FileKind (the compiler checks that none is missing). */
const KINDS = new Set(Object.keys({ urlset: true, sitemapindex: true, text: true, robots: true, rss: true, atom: true, unknown: true } satisfies Record<FileKind, true>));

/**
 * Why `p` is no path a run writes (relative to the workspace, `/` separators, inside it), or
 * undefined: empty, absolute (`/x`, `C:/x`, `\\server`), or with a `..` segment. Annotations and
 * SARIF locations name these paths, so a forged report could point them outside the repository.
 */
function badPath(p: string): string | undefined {
  if (p === '') return 'is empty';
  if (/^(?:\/|\\\\|[A-Za-z]:[\\/])/.test(p)) return 'is absolute';
  if (p.split('/').includes('..')) return 'climbs out with ".."';
  return undefined;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** True for a whole number from 0 to 2^53 - 1. */
function isCount(v: unknown): v is number {
  return Number.isSafeInteger(v) && (v as number) >= 0;
}

function checkFile(f: unknown, where: string): JsonFile {
  if (!isObject(f) || typeof f.path !== 'string' || typeof f.kind !== 'string' || typeof f.bytes !== 'number' || typeof f.entries !== 'number' || !Array.isArray(f.findings)) {
    throw new MergeError(`${where}: a file entry lacks path, kind, bytes, entries or findings.`);
  }
  if (!KINDS.has(f.kind)) {
    throw new MergeError(`${where}: the kind ${JSON.stringify(f.kind.slice(0, 40))} of ${JSON.stringify(f.path.slice(0, 200))} is not one a run writes (${[...KINDS].join(', ')}).`);
  }
  const pathFault = badPath(f.path);
  if (pathFault !== undefined) {
    throw new MergeError(`${where}: the file path ${JSON.stringify(f.path.slice(0, 200))} ${pathFault}; a run writes paths relative to the workspace, inside it.`);
  }
  if (!isCount(f.bytes) || !isCount(f.entries)) {
    throw new MergeError(`${where}: the bytes and entries of ${JSON.stringify(f.path)} are not whole numbers of 0 or more.`);
  }
  for (const x of f.findings) {
    if (!isObject(x) || typeof x.rule !== 'string' || !RULES_BY_ID.has(x.rule) || !SEVERITIES.has(x.severity as Severity) || typeof x.message !== 'string') {
      throw new MergeError(`${where}: a finding of ${JSON.stringify(f.path)} lacks a known rule, a severity or a message.`);
    }
    if ((x.line !== undefined && !(isCount(x.line) && x.line >= 1)) || (x.column !== undefined && !(isCount(x.column) && x.column >= 1))) {
      throw new MergeError(`${where}: a finding of ${JSON.stringify(f.path)} has a position that is not a whole number of 1 or more.`);
    }
  }
  if (f.counts !== undefined) {
    const c = f.counts as Record<string, unknown>;
    if (!isObject(f.counts) || !isCount(c.errors) || !isCount(c.warnings) || !isCount(c.notices)) {
      throw new MergeError(`${where}: the counts of ${JSON.stringify(f.path)} are not whole numbers of errors, warnings and notices.`);
    }
    // Counts stand for the listed findings and those past the cap: never fewer than the list.
    const listed = findingCounts(f.findings as Finding[]);
    if (c.errors < listed.errors || c.warnings < listed.warnings || c.notices < listed.notices) {
      throw new MergeError(`${where}: the counts of ${JSON.stringify(f.path)} are lower than the findings it lists.`);
    }
  }
  return f as unknown as JsonFile;
}

/** The keys of a report's policy that shards of one run share (in report order). */
const POLICY_KEYS = ['profile', 'hosts', 'maxBytes', 'maxUrls', 'requireHttps', 'lastmod', 'rules', 'failOn', 'siteDir', 'checkPages', 'hosting', 'baseUrl'] as const;

/**
 * The policy a report was made with. Reports written before the policy block named more than
 * profile, hosts and limits get the defaults for the rest. Throws PolicyError for a bad value.
 */
function policyOf(p: JsonPolicy): Policy {
  const input: PolicyInput = { profile: p.profile, hosts: p.hosts, maxBytes: p.maxBytes, maxUrls: p.maxUrls };
  if (p.requireHttps !== undefined) input.requireHttps = p.requireHttps;
  if (p.lastmod !== undefined) input.lastmod = p.lastmod;
  if (p.rules !== undefined) input.rules = p.rules;
  if (p.failOn !== undefined) input.failOn = p.failOn;
  if (p.siteDir !== undefined) input.siteDir = p.siteDir;
  if (p.checkPages !== undefined) input.checkPages = p.checkPages;
  if (p.baseUrl !== undefined) input.baseUrl = p.baseUrl;
  if (p.hosting !== undefined) input.hosting = p.hosting;
  return resolvePolicy(input);
}

/**
 * Checks that `data` is a JSON report of version 1 (as `--format json` writes it). `where` names
 * it in errors. Throws MergeError.
 */
export function checkReport(data: unknown, where: string): JsonReport {
  if (!isObject(data) || data.version !== 1 || !isObject(data.policy) || !Array.isArray(data.files) || typeof data.passed !== 'boolean') {
    throw new MergeError(`${where}: not a sitemap-contract JSON report of version 1 (write reports with --format json or report-file).`);
  }
  try {
    policyOf(data.policy as unknown as JsonPolicy);
  } catch (e) {
    if (!(e instanceof PolicyError)) throw e;
    throw new MergeError(`${where}: its policy is not one this version accepts (${e.message.replace(/\.$/, '')}).`);
  }
  // A run splits into at most MAX_SHARDS shards (--shard): a larger count is no report of a run,
  // and the list of missing shards worked out from it would not fit in memory.
  if (
    data.shard !== undefined &&
    (!isObject(data.shard) ||
      !Number.isSafeInteger(data.shard.index) ||
      !Number.isSafeInteger(data.shard.count) ||
      (data.shard.index as number) < 1 ||
      (data.shard.index as number) > (data.shard.count as number) ||
      (data.shard.count as number) > MAX_SHARDS)
  ) {
    throw new MergeError(`${where}: its shard is not {index, count} with whole numbers 1 ≤ index ≤ count ≤ ${MAX_SHARDS}.`);
  }
  for (const f of data.files) checkFile(f, where);
  if (data.notes !== undefined && (!Array.isArray(data.notes) || !data.notes.every((n) => typeof n === 'string'))) {
    throw new MergeError(`${where}: its notes are not a list of strings.`);
  }
  return data as unknown as JsonReport;
}

/** The key of a finding for joining copies of one file: every field, so that equal findings are one. */
function findingKey(f: Finding): string {
  return JSON.stringify([f.rule, f.severity, f.line ?? null, f.column ?? null, f.message]);
}

/** Total findings of a file (its exact counts when it has them). */
function totalOf(f: FileResult): number {
  const c = f.counts ?? findingCounts(f.findings);
  return c.errors + c.warnings + c.notices;
}

/**
 * The copies of one file that the shards reported, joined in report order: two copies give the
 * findings of both, each once, in position order (the checks of the file alone are the same in
 * both; a check across files may have found more in the shard that saw more files). A copy past
 * the per-file cap is a sample with exact counts that cannot be joined: of two such copies, the
 * one with more findings (the first on a tie).
 *
 * The findings joined so far are kept as one list, with the set of their keys, and sorted once
 * when the file is taken: sorting and keying the whole list again for each further copy made the
 * work grow with the square of the reports (40 reports of one file with 10,000 findings each:
 * 33 s and 1.6 GB). The result is the same as joining the copies two at a time: a finding that
 * a later copy repeats is never added again, and the loc-duplicate-across-files kept at a
 * position is the one naming the earliest place of all copies (see earliestNamed).
 */
export class JoinedCopies {
  private file: FileResult;
  /** Once a copy added findings to `file` (which has no counts): its findings and those added, in order. */
  private list: Finding[] | undefined;
  /** The keys (findingKey) of the findings of `file` and of every copy joined to it since. */
  private seen: Set<string> | undefined;
  /** Of `list`: the findings earliestNamed keeps as they are, and the positions it keeps one of. */
  private plain = 0;
  private readonly positions = new Set<string>();
  /** Findings keyed so far (a measure of the work, for tests). */
  keyed = 0;

  constructor(first: FileResult) {
    this.file = first;
  }

  /** Joins the next copy of the file. */
  add(copy: FileResult): void {
    if (this.file.counts || copy.counts) {
      if (totalOf(copy) > this.total()) {
        this.file = copy;
        this.list = undefined;
        this.seen = undefined;
      }
      return;
    }
    const seen = (this.seen ??= this.keysOf(this.file.findings));
    const keys = copy.findings.map((f) => this.key(f));
    // A finding twice in one copy is added twice, as the copy lists it.
    const extra = copy.findings.filter((_, i) => !seen.has(keys[i]!));
    for (const k of keys) seen.add(k);
    if (extra.length === 0) return;
    if (!this.list) {
      this.list = [];
      this.plain = 0;
      this.positions.clear();
      this.push(this.file.findings);
    }
    this.push(extra);
  }

  /** The joined file. */
  result(): FileResult {
    return this.list ? { ...this.file, findings: sortedFindings(earliestNamed(this.list)) } : this.file;
  }

  /** Total findings of the joined file as it stands (see totalOf). */
  private total(): number {
    return this.list ? this.plain + this.positions.size : totalOf(this.file);
  }

  private push(findings: readonly Finding[]): void {
    for (const f of findings) {
      this.list!.push(f);
      const at = namedPosition(f);
      if (at === undefined) this.plain++;
      else this.positions.add(at);
    }
  }

  private key(f: Finding): string {
    this.keyed++;
    return findingKey(f);
  }

  private keysOf(findings: readonly Finding[]): Set<string> {
    return new Set(findings.map((f) => this.key(f)));
  }
}

/**
 * Where a loc-duplicate-across-files message says the loc was listed first: the file and line of
 * its ` is also listed in "F" on line N; ` (the first such phrase, and the last `" on line N; `
 * after it, as the file name may hold the words), or undefined.
 */
function namedFirst(message: string): [file: string, line: number] | undefined {
  const start = message.indexOf(NAMED_FIRST);
  if (start < 0) return undefined;
  const from = start + NAMED_FIRST.length;
  for (let at = message.lastIndexOf(ON_LINE); at >= from; at = message.lastIndexOf(ON_LINE, at - 1)) {
    let end = at + ON_LINE.length;
    while (end < message.length && message.charCodeAt(end) >= 0x30 && message.charCodeAt(end) <= 0x39) end++;
    if (end > at + ON_LINE.length && message.startsWith('; ', end)) return [message.slice(from, at), Number(message.slice(at + ON_LINE.length, end))];
    if (at === 0) break;
  }
  return undefined;
}
const NAMED_FIRST = ' is also listed in "';
const ON_LINE = '" on line ';

/** Orders two loc-duplicate-across-files messages by the place they name (file, then line). */
function compareNamed(a: string, b: string): number {
  const x = namedFirst(a);
  const y = namedFirst(b);
  if (!x || !y) return compareText(a, b);
  return compareText(x[0], y[0]) || x[1] - y[1];
}

/** The position at which earliestNamed keeps one finding, or undefined for a finding it keeps as it is. */
function namedPosition(f: Finding): string | undefined {
  return f.rule !== 'loc-duplicate-across-files' || f.line === undefined ? undefined : `${f.severity} ${f.line} ${f.column ?? ''}`;
}

/**
 * One `loc-duplicate-across-files` finding per position, as a run of all the files makes: copies
 * judged in shards that saw different files may name different first places of the loc (the
 * shard without the first file names a later one); the earliest named is the run's.
 */
function earliestNamed(findings: readonly Finding[]): Finding[] {
  const kept: Finding[] = [];
  const atPosition = new Map<string, Finding>();
  for (const f of findings) {
    const key = namedPosition(f);
    if (key === undefined) {
      kept.push(f);
      continue;
    }
    const had = atPosition.get(key);
    if (had === undefined || compareNamed(f.message, had.message) < 0) atPosition.set(key, f);
  }
  return [...kept, ...atPosition.values()];
}

/**
 * Merges shard reports into one run. Files are taken once per path. A file that several shards
 * judged (a shard whose robots.txt or index led it to files of other shards, with base-url) may
 * carry findings across files in one shard's copy only (that shard saw the other file): the
 * copies' findings are joined, each once, so no shard's finding is lost and the order of the
 * reports does not matter (a loc-duplicate-across-files that the copies report at one place,
 * naming different first listings, is kept once: the earlier); a copy past the per-file cap is a
 * sample, so of such copies the one
 * with the most findings is taken. All reports must
 * share one policy (profile, hosts, limits, lastmod, rule overrides, fail-on and the site
 * settings). Totals and verdict are worked out again from the files (exact counts where a file
 * has them) under the shared fail-on; a merge of reports without any file is refused.
 * Throws MergeError on an empty list or reports of different policies.
 */
export function mergeReports(reports: readonly JsonReport[], names: readonly string[] = []): RunResult {
  if (reports.length === 0) throw new MergeError('merge needs at least one JSON report.');
  const first = reports[0]!;
  // The policies as resolved: a report that leaves a key out has its default, and "./" is ".".
  const comparable = (r: JsonReport): Record<(typeof POLICY_KEYS)[number], string> => {
    const p = policyOf(r.policy);
    const rules = Object.fromEntries(Object.entries(p.rules).sort(([a], [b]) => compareText(a, b)));
    const siteDir = path.posix.normalize(p.siteDir.replace(/\\/g, '/')).replace(/(.)\/$/, '$1');
    const values = { ...p, rules, siteDir };
    return Object.fromEntries(POLICY_KEYS.map((k) => [k, JSON.stringify(values[k])])) as Record<(typeof POLICY_KEYS)[number], string>;
  };
  const firstPolicy = comparable(first);
  reports.forEach((r, i) => {
    const policy = comparable(r);
    const differ = POLICY_KEYS.filter((k) => policy[k] !== firstPolicy[k]);
    if (differ.length > 0) {
      throw new MergeError(
        `${names[i] ?? `report ${i + 1}`}: made with another policy than ${names[0] ?? 'report 1'} (${differ.join(', ')} differ); merge only the shards of one run.`,
      );
    }
  });
  // Shard reports must be the complete set, each shard once.
  const sharded = reports.filter((r) => r.shard !== undefined);
  if (sharded.length > 0) {
    if (sharded.length !== reports.length) throw new MergeError('merge: some reports are shards and some are not; merge the shard reports of one run.');
    const count = sharded[0]!.shard!.count;
    const seen = new Map<number, string>();
    reports.forEach((r, i) => {
      const name = names[i] ?? `report ${i + 1}`;
      const shard = r.shard!;
      if (!Number.isSafeInteger(shard.index) || !Number.isSafeInteger(shard.count) || shard.count !== count || shard.index < 1 || shard.index > count) {
        throw new MergeError(`${name}: shard ${shard.index}/${shard.count} does not belong to a split into ${count} shards.`);
      }
      const other = seen.get(shard.index);
      if (other !== undefined) throw new MergeError(`${name}: shard ${shard.index}/${count} was already given (${other}).`);
      seen.set(shard.index, name);
    });
    const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i));
    if (missing.length > 0) throw new MergeError(`merge: shard${missing.length === 1 ? '' : 's'} ${missing.map((i) => `${i}/${count}`).join(', ')} missing; every shard's report is needed.`);
  }
  const files = new Map<string, JoinedCopies>();
  for (const r of reports) {
    for (const f of r.files) {
      const findings: Finding[] = f.findings.map((x) => {
        const finding: Finding = { rule: x.rule, severity: x.severity, message: x.message };
        if (x.line !== undefined && x.column !== undefined) {
          finding.line = x.line;
          finding.column = x.column;
        }
        return finding;
      });
      const file: FileResult = { path: f.path, kind: f.kind, bytes: f.bytes, entries: f.entries, findings };
      if (f.counts) file.counts = { errors: f.counts.errors, warnings: f.counts.warnings, notices: f.counts.notices };
      const had = files.get(f.path);
      if (had) had.add(file);
      else files.set(f.path, new JoinedCopies(file));
    }
  }
  const sorted = [...files.values()].map((j) => j.result()).sort((a, b) => compareText(a.path, b.path));
  if (sorted.length === 0) throw new MergeError('merge: no shard checked a file (no file matched the paths); check the paths of the run.');
  // Sums past 2^53 would no longer be exact.
  let sum = 0;
  for (const f of sorted) {
    const c = f.counts ?? findingCounts(f.findings);
    sum += f.entries + c.errors + c.warnings + c.notices;
  }
  if (!Number.isSafeInteger(sum)) throw new MergeError('merge: the entries and findings of the reports add up to more than can be counted exactly; these are not reports of one run.');
  const notes = [
    `Merged from ${reports.length} shard report${reports.length === 1 ? '' : 's'}. Checks across files (duplicates across files, hreflang return links, unreferenced sitemaps) ran within each shard only.`,
    // The other notes of the shards, each once (every shard saw the same globs).
    ...new Set(reports.flatMap((r) => r.notes ?? []).filter((n) => !n.startsWith(SHARD_NOTE_START) && n !== NO_FILE_IN_SHARD_NOTE)),
  ];
  // Totals and verdict are worked out again from the files and fail-on, as for any run: a file
  // past the per-file cap brings its exact counts, the others are counted from their list.
  return summarise(policyOf(first.policy), sorted, notes);
}
