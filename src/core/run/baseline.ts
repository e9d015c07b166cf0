/**
 * Baselines and the ignore list: how a site with known faults turns the check on and fails only
 * on new ones.
 *
 * A baseline file (`--write-baseline`, read with `--baseline` or the `baseline` input) lists the
 * findings of a run as entries `{ rule, path, value, count }`: the rule id, the file (relative to
 * the workspace) and the value at fault, never the line, so edits elsewhere in the file and lines
 * that move keep an entry. `count` is how many findings of that rule with that value the file
 * holds (two identical faults on two lines are one entry of count 2). The value of a finding is
 * the first quoted value of its message (the loc, the lastmod, the attribute...: what the engine
 * quotes, up to 200 characters), or, for a message that quotes nothing, the message itself with
 * its line and column references taken out (see {@link findingValue}).
 *
 * Findings are sorted out as they are recorded, before the per-file cap (../checks/sink.ts): the sink of
 * a file gets a {@link Triage} built from the file's {@link FileTriage} (its baseline entries and
 * the ignore entries whose path matches it; plain data, so it reaches worker threads). A finding
 * the ignore list matches is dropped (counted per ignore entry, not in the totals); one the
 * baseline holds is `unchanged`: it is counted and kept outside the cap, and does not fail the
 * run; any other is `new`.
 */
import { nodeCrypto } from '../builtins.js';
import { closeSync, constants as fsConstants, fstatSync, openSync, readSync, realpathSync } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { PolicyError, shownValue } from '../policy/policy.js';
import { RETIRED_RULES, RULES_BY_ID } from '../policy/rules.js';
import { thousands } from '../text.js';
import type { BaselineState, FindingCounts, Severity } from '../types.js';

/** The `version` of the baseline files this release reads and writes. */
export const BASELINE_VERSION = 1;

/** Largest baseline file read, in bytes. */
export const MAX_BASELINE_BYTES = 32 * 1024 * 1024;

/** Most entries a baseline file may hold. */
export const MAX_BASELINE_ENTRIES = 200_000;

/** Longest `value` of a baseline entry, in UTF-16 code units (the engine quotes at most about 200). */
export const MAX_VALUE_LENGTH = 4096;

/** Most entries of the ignore list. */
export const MAX_IGNORE_ENTRIES = 1000;

/** Longest `path` or `value` pattern of an ignore entry, in characters. */
export const MAX_PATTERN_LENGTH = 1000;

/** The rule whose finding reports the findings left out by the cap: never baselined or ignored. */
const FINDINGS_CAPPED = 'findings-capped';

/** One entry of a baseline file. */
export interface BaselineEntry {
  /** Rule id from the catalogue. */
  rule: string;
  /** The file, relative to the workspace, `/` separators (as the reports name it). */
  path: string;
  /** The value at fault (see {@link findingValue}). */
  value: string;
  /** How many findings of this rule with this value the file holds; a whole number ≥ 1. */
  count: number;
}

/** A baseline file's content. */
export interface Baseline {
  version: typeof BASELINE_VERSION;
  entries: BaselineEntry[];
}

/** One entry of the config file's `ignore:` list. */
export interface IgnoreEntry {
  /** Rule id from the catalogue. */
  rule: string;
  /** A glob (picomatch, dot files included) over the paths relative to the workspace; absent: every file. */
  path?: string;
  /** A wildcard pattern over the value at fault (`*` any characters, `?` one), whole and case-sensitive; absent: any value. */
  value?: string;
  /** Why the findings are accepted (shown in the job summary). */
  reason: string;
}

/** A bad baseline file or `baseline` setting. The message names the file. */
export class BaselineError extends PolicyError {
  constructor(input: string, message: string) {
    super(input, message);
    this.name = 'BaselineError';
  }
}

/** Position references of a message: "line 12", "lines 3 and 5", "column 4", "3:14". */
const POSITIONS = /\b(?:lines?|columns?)\s+\d[\d,]*(?:(?:\s*,\s*|\s+and\s+|\s+or\s+|\s+to\s+|-)\d[\d,]*)*|\b\d+:\d+\b/gi;
const ONCE = / \(reported once per file: this is the first of [\d,]+\)/;

/**
 * The value at fault of a finding, read from its message: the first quoted value (what the
 * engine quoted, escapes as written, `…` when it was shortened), or else the whole message with
 * line and column references ("line 12", "lines 3 and 5", "3:14") and the "reported once per
 * file" count taken out. Linear in the message's length.
 */
export function findingValue(message: string): string {
  const quoted = firstQuoted(message);
  if (quoted !== undefined) return quoted;
  return message.replace(ONCE, '').replace(POSITIONS, '').replace(/\s+/g, ' ').trim();
}

/**
 * The text between the first `"` of `message` and the next `"` not escaped by a backslash
 * (escapes kept as written), or undefined when there is no such pair. One pass, no pattern.
 */
function firstQuoted(message: string): string | undefined {
  const open = message.indexOf('"');
  if (open < 0) return undefined;
  for (let i = open + 1; i < message.length; i++) {
    const c = message.charCodeAt(i);
    if (c === 0x5c) i++;
    else if (c === 0x22) return message.slice(open + 1, i);
  }
  return undefined;
}

/** The key of a finding within its file. */
function fileKey(rule: string, value: string): string {
  return `${rule}\n${value}`;
}

/** The name of the partial fingerprint SARIF results carry. */
export const FINGERPRINT_NAME = 'sitemapContract/v1';

/**
 * The partial fingerprint of a finding for SARIF (`sitemapContract/v1`): a SHA-256 of its rule,
 * path and value (32 hex digits), then `:` and its occurrence among the findings of the same key
 * in the file (1 for the first). The same whatever line the finding is on.
 */
export function fingerprint(rule: string, file: string, value: string, occurrence: number): string {
  const hash = nodeCrypto().createHash('sha256').update(`${rule}\n${file}\n${value}`).digest('hex').slice(0, 32);
  return `${hash}:${occurrence}`;
}

/** Plain data handed to the sink of one file (it crosses to worker threads). */
export interface FileTriage {
  /** The baseline entries of the file: [rule, value, count]. */
  accepted?: Array<[string, string, number]>;
  /** The ignore entries whose path matches the file: [index in the ignore list, rule, value pattern or null]. */
  ignore?: Array<[number, string, string | null]>;
  /** Tally the keys of every finding (to write a baseline). */
  tally?: boolean;
  /** The run has a baseline: every finding gets a `baselineState`. */
  baseline?: boolean;
}

/** What a {@link Triage} learnt of one file (plain data). */
export interface TriageOutcome {
  /** Findings the baseline accepted, per severity. */
  unchanged: FindingCounts;
  /** Baseline entries used, by key (`rule\nvalue`): how many findings each accepted. */
  used: Array<[string, number]>;
  /** Findings each ignore entry matched: [index, count]. */
  ignored: Array<[number, number]>;
  /** With `tally`: every finding not ignored, by key. */
  keys?: Array<[string, number]>;
}

/**
 * Sorts the findings of one file as they are recorded: `ignored`, `unchanged` (the baseline
 * holds it; each entry accepts up to `count` findings, the first ones found) or `new`.
 */
export class Triage {
  /** Findings the baseline may still accept, by key. */
  private readonly budget = new Map<string, number>();
  private readonly used = new Map<string, number>();
  private readonly ignore: Array<{ index: number; rule: string; match: (value: string) => boolean }>;
  private readonly ignored = new Map<number, number>();
  private readonly keys: Map<string, number> | undefined;
  private readonly unchanged: FindingCounts = { errors: 0, warnings: 0, notices: 0 };
  /** True when the file is judged against a baseline (its findings get a `baselineState`). */
  readonly hasBaseline: boolean;

  constructor(data: FileTriage) {
    this.hasBaseline = data.baseline === true;
    for (const [rule, value, count] of data.accepted ?? []) {
      const key = fileKey(rule, value);
      this.budget.set(key, (this.budget.get(key) ?? 0) + count);
    }
    this.ignore = (data.ignore ?? []).map(([index, rule, pattern]) => ({ index, rule, match: pattern === null ? () => true : wildcard(pattern) }));
    this.keys = data.tally ? new Map() : undefined;
  }

  /** Sorts one finding out (and counts it). `findings-capped` is always `new` and never counted. */
  judge(rule: string, message: string, severity: Severity): BaselineState | 'ignored' {
    if (rule === FINDINGS_CAPPED) return 'new';
    const value = findingValue(message);
    for (const entry of this.ignore) {
      if (entry.rule === rule && entry.match(value)) {
        this.ignored.set(entry.index, (this.ignored.get(entry.index) ?? 0) + 1);
        return 'ignored';
      }
    }
    const key = fileKey(rule, value);
    if (this.keys) this.keys.set(key, (this.keys.get(key) ?? 0) + 1);
    const left = this.budget.get(key) ?? 0;
    if (left <= 0) return 'new';
    this.budget.set(key, left - 1);
    this.used.set(key, (this.used.get(key) ?? 0) + 1);
    if (severity === 'error') this.unchanged.errors++;
    else if (severity === 'warning') this.unchanged.warnings++;
    else this.unchanged.notices++;
    return 'unchanged';
  }

  /**
   * Undoes judge() for a finding that is not reported after all (it folded into another finding
   * at its place, ../checks/fold.ts): its key leaves the tally of a baseline being written, and a baseline
   * entry it took gets its room back, so that neither the verdict nor a written baseline counts a
   * finding the report does not show.
   */
  unjudge(rule: string, message: string, severity: Severity, state: BaselineState): void {
    if (rule === FINDINGS_CAPPED) return;
    const key = fileKey(rule, findingValue(message));
    if (this.keys) {
      const n = (this.keys.get(key) ?? 0) - 1;
      if (n > 0) this.keys.set(key, n);
      else this.keys.delete(key);
    }
    if (state !== 'unchanged') return;
    this.budget.set(key, (this.budget.get(key) ?? 0) + 1);
    const used = (this.used.get(key) ?? 0) - 1;
    if (used > 0) this.used.set(key, used);
    else this.used.delete(key);
    if (severity === 'error') this.unchanged.errors--;
    else if (severity === 'warning') this.unchanged.warnings--;
    else this.unchanged.notices--;
  }

  /** Takes over what another Triage of the same file counted (the set-level findings are sorted after the file's own). */
  resume(outcome: TriageOutcome): void {
    for (const [key, n] of outcome.used) {
      this.budget.set(key, (this.budget.get(key) ?? 0) - n);
      this.used.set(key, (this.used.get(key) ?? 0) + n);
    }
    for (const [index, n] of outcome.ignored) this.ignored.set(index, (this.ignored.get(index) ?? 0) + n);
    if (this.keys) for (const [key, n] of outcome.keys ?? []) this.keys.set(key, (this.keys.get(key) ?? 0) + n);
    this.unchanged.errors += outcome.unchanged.errors;
    this.unchanged.warnings += outcome.unchanged.warnings;
    this.unchanged.notices += outcome.unchanged.notices;
  }

  outcome(): TriageOutcome {
    const out: TriageOutcome = { unchanged: { ...this.unchanged }, used: [...this.used], ignored: [...this.ignored] };
    if (this.keys) out.keys = [...this.keys];
    return out;
  }
}

/**
 * A matcher of a wildcard pattern (`*` any run of characters, `?` one UTF-16 code unit, every
 * other character itself) over a whole value. No regular expression: the usual greedy match
 * with one backtrack point, O(pattern × value) at worst, so no pattern can hang a run.
 */
export function wildcard(pattern: string): (value: string) => boolean {
  return (value) => {
    let p = 0;
    let v = 0;
    let star = -1;
    let mark = 0;
    while (v < value.length) {
      const c = pattern.charCodeAt(p);
      // A `*` of the pattern is a wildcard first, also where the value holds a `*` itself.
      if (p < pattern.length && c === 0x2a) {
        star = p++;
        mark = v;
      } else if (p < pattern.length && (c === 0x3f || c === value.charCodeAt(v))) {
        p++;
        v++;
      } else if (star >= 0) {
        p = star + 1;
        v = ++mark;
      } else return false;
    }
    while (p < pattern.length && pattern.charCodeAt(p) === 0x2a) p++;
    return p === pattern.length;
  };
}

/** `value` shown in a message (JSON, shortened). */
function shown(value: unknown): string {
  return shownValue(value);
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A string of a path or pattern: no NUL or line break, at most `max` characters. */
function fieldFault(v: unknown, max: number): string | undefined {
  if (typeof v !== 'string') return 'is not a string';
  if (v === '') return 'is empty';
  if (v.length > max) return `is longer than ${max} characters`;
  if (/[\u0000-\u001f\u007f]/.test(v)) return 'holds a control character (a NUL, tab or line break)';
  return undefined;
}

/**
 * Validates the parsed JSON of a baseline file. `file` names it in messages. Throws
 * BaselineError (setting `baseline`) naming the first bad entry and field.
 */
export function checkBaseline(data: unknown, file: string): Baseline {
  const fail = (why: string): never => {
    throw new BaselineError('baseline', `baseline: ${JSON.stringify(file)} ${why}`);
  };
  if (!isPlainObject(data)) return fail(`is not a baseline: it must hold a JSON object { "version": ${BASELINE_VERSION}, "entries": [...] }; write one with --write-baseline.`);
  for (const key of Object.keys(data)) {
    if (key !== 'version' && key !== 'entries' && key !== 'tool') fail(`has the key ${shown(key)}, which a baseline does not hold (version, entries, tool).`);
  }
  if (data.version !== BASELINE_VERSION) {
    fail(`has version ${shown(data.version)}; this release reads version ${BASELINE_VERSION}. Write it again with --write-baseline.`);
  }
  if (!Array.isArray(data.entries)) fail(`has no "entries" list (found ${shown(data.entries)}).`);
  const list = data.entries as unknown[];
  if (list.length > MAX_BASELINE_ENTRIES) fail(`holds ${list.length} entries; at most ${MAX_BASELINE_ENTRIES} are read.`);
  const entries: BaselineEntry[] = [];
  const seen = new Map<string, number>();
  for (let i = 0; i < list.length; i++) {
    const e = list[i];
    const at = `entry ${i + 1}`;
    if (!isPlainObject(e)) fail(`${at} is ${shown(e)}, not an object { "rule", "path", "value", "count" }.`);
    const entry = e as Record<string, unknown>;
    for (const key of Object.keys(entry)) {
      if (key !== 'rule' && key !== 'path' && key !== 'value' && key !== 'count') fail(`${at} has the key ${shown(key)}; an entry holds rule, path, value and count.`);
    }
    const { path: file_, value, count } = entry;
    let { rule } = entry;
    if (typeof rule === 'string' && RETIRED_RULES.has(rule)) rule = RETIRED_RULES.get(rule)!.into; // an entry of an earlier release
    if (typeof rule !== 'string' || !RULES_BY_ID.has(rule)) fail(`${at}: rule ${shown(rule)} is not a rule id of this release.`);
    const pathFault = fieldFault(file_, MAX_PATTERN_LENGTH);
    if (pathFault) fail(`${at}: path ${shown(file_)} ${pathFault}; give the file's path relative to the workspace.`);
    if (typeof value !== 'string' || value.length > MAX_VALUE_LENGTH) fail(`${at}: value ${shown(value)} is not a string of at most ${MAX_VALUE_LENGTH} characters.`);
    if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 1) fail(`${at}: count ${shown(count)} is not a whole number of at least 1.`);
    const key = `${rule as string}\n${file_ as string}\n${value as string}`;
    const before = seen.get(key);
    if (before !== undefined) fail(`${at} repeats entry ${before} (same rule, path and value); keep one with the sum of their counts.`);
    seen.set(key, i + 1);
    entries.push({ rule: rule as string, path: file_ as string, value: value as string, count: count as number });
  }
  return { version: BASELINE_VERSION, entries };
}

/**
 * Reads and validates a baseline file: a regular file (opened without blocking) of at most
 * MAX_BASELINE_BYTES, UTF-8 JSON, and, when `workspace` is given, inside it once symlinks are
 * resolved (the file comes with the checkout). Throws BaselineError naming the file and the fault.
 */
export function readBaseline(file: string, shownName: string, workspace?: string): Baseline {
  const fail = (why: string): never => {
    throw new BaselineError('baseline', `baseline: cannot read ${JSON.stringify(shownName)} (${why}).`);
  };
  let real = '';
  try {
    real = realpathSync(file);
  } catch (e) {
    fail(`${(e as NodeJS.ErrnoException).code ?? (e as Error).message}; write it with --write-baseline, commit it, and name it`);
  }
  if (workspace !== undefined) {
    const rel = path.relative(realpathSync(workspace), real);
    if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) fail('it is outside the workspace, or a symlink that leads outside it');
    if (rel.split(path.sep).some((part) => part.toLowerCase() === '.git')) fail('it is inside a .git folder');
  }
  let text = '';
  let fd: number | undefined;
  try {
    fd = openSync(real, fsConstants.O_RDONLY | (fsConstants.O_NONBLOCK ?? 0));
    const info = fstatSync(fd);
    if (!info.isFile()) fail(info.isDirectory() ? 'it is a folder' : 'it is not a regular file');
    if (info.size > MAX_BASELINE_BYTES) fail(`it is larger than ${MAX_BASELINE_BYTES} bytes`);
    const buf = Buffer.alloc(Math.min(info.size, MAX_BASELINE_BYTES) + 1);
    let n = 0;
    for (;;) {
      const r = readSync(fd, buf, n, buf.length - n, null);
      if (r === 0) break;
      n += r;
      if (n === buf.length) fail(`it is larger than ${MAX_BASELINE_BYTES} bytes, or grew while it was read`);
    }
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf.subarray(0, n));
  } catch (e) {
    if (e instanceof PolicyError) throw e;
    fail(e instanceof TypeError ? 'it is not UTF-8 text' : ((e as NodeJS.ErrnoException).code ?? (e as Error).message));
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  let data: unknown;
  try {
    data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    fail(`it is not JSON: ${(e as Error).message.replace(/\s+/g, ' ').slice(0, 200)}`);
  }
  return checkBaseline(data, shownName);
}

/**
 * Validates the config file's `ignore:` value: a list of `{ rule, path?, value?, reason }`.
 * Throws PolicyError (setting `ignore`) naming the entry and the field.
 */
export function parseIgnore(v: unknown): IgnoreEntry[] {
  const fail = (why: string): never => {
    throw new PolicyError('ignore', `ignore: ${why}`);
  };
  if (!Array.isArray(v)) return fail(`${shown(v)} is not accepted; give a list of entries such as - { rule: lastmod-format, path: "legacy/*.xml", reason: "old export, replaced in June" }.`);
  if (v.length > MAX_IGNORE_ENTRIES) fail(`${v.length} entries are given; at most ${MAX_IGNORE_ENTRIES} are accepted.`);
  return v.map((e: unknown, i): IgnoreEntry => {
    const at = `entry ${i + 1}`;
    if (!isPlainObject(e)) return fail(`${at} is ${shown(e)}; give a mapping with rule, path, value and reason (rule and reason required).`);
    for (const key of Object.keys(e)) {
      if (!['rule', 'path', 'value', 'reason'].includes(key)) fail(`${at} has the key ${shown(key)}; an entry holds rule, path, value and reason.`);
    }
    const { rule, path: glob, value, reason } = e;
    if (typeof rule !== 'string' || rule.trim() === '') fail(`${at}: rule ${shown(rule)} is not accepted; name a rule id, e.g. lastmod-format.`);
    const given = (rule as string).trim();
    const id = RETIRED_RULES.get(given)?.into ?? given; // an entry of an earlier release
    if (!RULES_BY_ID.has(id)) fail(`${at}: rule ${shown(id)} is not a rule id of the rule table.`);
    if (id === FINDINGS_CAPPED) fail(`${at}: rule ${FINDINGS_CAPPED} reports findings left out of the report; it cannot be ignored (turn it off in rules instead).`);
    if (reason === undefined) fail(`${at} has no reason; add reason: and say why these findings are accepted (it is shown in the job summary).`);
    else if (typeof reason !== 'string' || reason.trim() === '') fail(`${at}: reason ${shown(reason)} is not accepted; say why these findings are accepted (it is shown in the job summary).`);
    if ((reason as string).length > MAX_PATTERN_LENGTH) fail(`${at}: reason is longer than ${MAX_PATTERN_LENGTH} characters.`);
    const out: IgnoreEntry = { rule: id, reason: (reason as string).trim() };
    if (glob !== undefined && glob !== null) {
      const fault = fieldFault(glob, MAX_PATTERN_LENGTH);
      if (fault) fail(`${at}: path ${shown(glob)} ${fault}; give a glob over paths relative to the workspace, e.g. "legacy/**".`);
      out.path = glob as string;
    }
    if (value !== undefined && value !== null) {
      const fault = typeof value === 'string' && value === '' ? undefined : fieldFault(value, MAX_PATTERN_LENGTH);
      if (fault) fail(`${at}: value ${shown(value)} ${fault}; give a wildcard pattern (* any characters, ? one), e.g. "2019-*".`);
      out.value = value as string;
    }
    return out;
  });
}

/** The counts of one ignore entry over a run. */
export interface IgnoredCount extends IgnoreEntry {
  /** Findings it matched. */
  count: number;
}

/** What a run with a baseline or an ignore list reports about them. */
export interface BaselineReport {
  /** The baseline file as named (absent when only the ignore list was in force). */
  file?: string;
  /** Findings the baseline does not hold (all findings of the files, less `unchanged`). */
  new: number;
  /** Findings the baseline holds: they do not fail the run. */
  unchanged: number;
  /** Findings the baseline holds that the run did not find (fixed since): sum of the counts left over. */
  fixed: number;
  /** The baseline entries (or the part of their counts) not found, at most 1,000, by path. */
  fixedEntries: BaselineEntry[];
  /** Each ignore entry with the number of findings it matched (those of 0 too). */
  ignored: IgnoredCount[];
}

/** Most fixed entries a report lists. */
const MAX_FIXED_LISTED = 1000;

/** The baseline and ignore list of a run, and what the run's files did with them. */
export class RunTriage {
  private readonly byPath = new Map<string, Array<[string, string, number]>>();
  private readonly ignoreMatchers: Array<{ index: number; entry: IgnoreEntry; path: (p: string) => boolean }>;
  private readonly outcomes = new Map<string, TriageOutcome>();
  private readonly data = new Map<string, FileTriage>();

  /**
   * `baseline`: the baseline to judge against (with `file`, its name as given); `ignore`: the
   * ignore list; `tally`: count every finding's key, to write a baseline ({@link baselineOf}).
   */
  constructor(
    readonly baseline: Baseline | undefined,
    readonly ignore: readonly IgnoreEntry[] = [],
    readonly tally = false,
    readonly file?: string,
  ) {
    for (const e of baseline?.entries ?? []) {
      let list = this.byPath.get(e.path);
      if (!list) this.byPath.set(e.path, (list = []));
      list.push([e.rule, e.value, e.count]);
    }
    this.ignoreMatchers = ignore.map((entry, index) => ({
      index,
      entry,
      path: entry.path === undefined ? () => true : picomatch(entry.path, { dot: true }),
    }));
  }

  /** True when the findings of the run get a `baselineState`. */
  get hasBaseline(): boolean {
    return this.baseline !== undefined;
  }

  /** The data for the sink of the file at `file` (relative to the workspace). */
  forFile(file: string): FileTriage {
    const known = this.data.get(file);
    if (known) return known;
    const data: FileTriage = {};
    const accepted = this.byPath.get(file);
    if (accepted) data.accepted = accepted;
    const ignore = this.ignoreMatchers.filter((m) => m.path(file)).map((m): [number, string, string | null] => [m.index, m.entry.rule, m.entry.value ?? null]);
    if (ignore.length > 0) data.ignore = ignore;
    if (this.tally) data.tally = true;
    if (this.hasBaseline) data.baseline = true;
    this.data.set(file, data);
    return data;
  }

  /** A Triage for the file, resuming what its pipeline counted (for the findings added after). */
  triageFor(file: string): Triage {
    const t = new Triage(this.forFile(file));
    const before = this.outcomes.get(file);
    if (before) t.resume(before);
    return t;
  }

  /** Records what the file's triage counted (replacing what was recorded before). */
  record(file: string, outcome: TriageOutcome): void {
    this.outcomes.set(file, outcome);
  }

  /** The report over the run: new, unchanged, fixed, and the ignore entries' counts. */
  report(totalFindings: number): BaselineReport {
    let unchanged = 0;
    const ignored = this.ignore.map((e): IgnoredCount => ({ ...e, count: 0 }));
    for (const o of this.outcomes.values()) {
      unchanged += o.unchanged.errors + o.unchanged.warnings + o.unchanged.notices;
      for (const [index, n] of o.ignored) ignored[index]!.count += n;
    }
    let fixed = 0;
    const fixedEntries: BaselineEntry[] = [];
    for (const [file, list] of [...this.byPath].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const used = new Map(this.outcomes.get(file)?.used ?? []);
      for (const [rule, value, count] of list) {
        const key = fileKey(rule, value);
        const took = Math.min(count, used.get(key) ?? 0);
        used.set(key, (used.get(key) ?? 0) - took);
        if (took < count) {
          fixed += count - took;
          if (fixedEntries.length < MAX_FIXED_LISTED) fixedEntries.push({ rule, path: file, value, count: count - took });
        }
      }
    }
    const out: BaselineReport = { new: Math.max(0, totalFindings - unchanged), unchanged, fixed, fixedEntries, ignored };
    if (this.file !== undefined) out.file = this.file;
    return out;
  }

  /** The baseline of the run's findings (with `tally`): every key of every file, by path, rule and value. */
  baselineOf(): Baseline {
    const entries: BaselineEntry[] = [];
    for (const [file, o] of this.outcomes) {
      for (const [key, count] of o.keys ?? []) {
        const cut = key.indexOf('\n');
        entries.push({ rule: key.slice(0, cut), path: file, value: key.slice(cut + 1), count });
      }
    }
    const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    entries.sort((a, b) => cmp(a.path, b.path) || cmp(a.rule, b.rule) || cmp(a.value, b.value));
    return { version: BASELINE_VERSION, entries };
  }
}

/**
 * The sentence that says a baseline was written: the file as named, its entries and the findings
 * they hold, and what to do next (`next`: how the run names a baseline, `--baseline` or the
 * `baseline` input).
 */
export function baselineWritten(file: string, baseline: Baseline, next: string): string {
  const findings = baseline.entries.reduce((n, e) => n + e.count, 0);
  return `Wrote the baseline ${JSON.stringify(file)}: ${thousands(baseline.entries.length)} ${baseline.entries.length === 1 ? 'entry' : 'entries'} holding ${thousands(findings)} ${findings === 1 ? 'finding' : 'findings'}; commit it and name it with ${next}.`;
}

/**
 * A baseline as the text of its file: JSON, one entry per line (so that a diff of the file
 * shows the entries that changed), ending in a newline. Throws BaselineError when it holds more
 * than MAX_BASELINE_ENTRIES entries (the file could not be read back).
 */
export function renderBaseline(baseline: Baseline, tool: { name: string; version: string }): string {
  if (baseline.entries.length > MAX_BASELINE_ENTRIES) {
    throw new BaselineError(
      'write-baseline',
      `write-baseline: the run has ${baseline.entries.length} distinct findings; a baseline holds at most ${MAX_BASELINE_ENTRIES}. Fix or ignore the most common ones first (the ignore list of the config file).`,
    );
  }
  const lines = baseline.entries.map((e) => `    ${JSON.stringify({ rule: e.rule, path: e.path, value: e.value, count: e.count })}`);
  return `{\n  "version": ${BASELINE_VERSION},\n  "tool": ${JSON.stringify(`${tool.name} ${tool.version}`)},\n  "entries": [${lines.length > 0 ? `\n${lines.join(',\n')}\n  ` : ''}]\n}\n`;
}

/** The baseline, ignore list and write-baseline settings of a run, as resolveSettings returns them. */
export interface TriageSettings {
  baseline?: string;
  writeBaseline?: string;
  ignore?: IgnoreEntry[];
}

/**
 * The RunTriage of a run's settings, or undefined when they hold no baseline, ignore list or
 * write-baseline. The baseline file is read relative to `workspace`, and only inside it unless
 * `anywhere` (a path the user typed on the command line). Throws BaselineError for a bad file.
 */
export function runTriage(settings: TriageSettings, workspace: string, anywhere = false): RunTriage | undefined {
  if (settings.baseline === undefined && settings.writeBaseline === undefined && (settings.ignore ?? []).length === 0) return undefined;
  const baseline =
    settings.baseline === undefined ? undefined : readBaseline(path.resolve(workspace, settings.baseline), settings.baseline, anywhere ? undefined : workspace);
  return new RunTriage(baseline, settings.ignore ?? [], settings.writeBaseline !== undefined, settings.baseline);
}

/** The counts of a run with a baseline or an ignore list in one line, for the terminal and the log. */
export function baselineLine(report: BaselineReport): string {
  const n = thousands;
  const parts: string[] = [];
  if (report.file !== undefined) {
    parts.push(`baseline ${JSON.stringify(report.file)}: ${n(report.new)} new, ${n(report.unchanged)} unchanged (accepted), ${n(report.fixed)} fixed since`);
    if (report.fixed > 0) parts.push('remove the fixed entries from the baseline file, or write it again (--write-baseline, or the write-baseline input)');
  }
  const ignored = report.ignored.reduce((sum, e) => sum + e.count, 0);
  if (report.ignored.length > 0) parts.push(`${n(ignored)} ignored by the ignore list of the config file`);
  return parts.join('; ');
}
