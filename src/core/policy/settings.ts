/**
 * Settings: the action inputs, CLI flags and config-file keys of INTERFACE.md, parsed and
 * validated once into a policy and run options. One name per setting (the action input name);
 * the CLI flag and the config key carry the same name. A bad value throws a PolicyError that
 * names the setting and the accepted values; nothing falls back silently.
 */
import { closeSync, constants as fsConstants, fstatSync, lstatSync, openSync, readSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { FAIL_ON, LASTMOD_MODES, PolicyError, PROFILES, resolvePolicy, SEVERITIES, shownValue, type PolicyInput } from './policy.js';
import { checkPathsInside, countGlobs, MAX_PATTERNS, patternFault } from '../run/discover.js';
import { sameFile } from '../run/report-files.js';
import { parseShard, type Shard } from '../run/shard.js';
import type { ConfigUse, SeverityChange } from './config-use.js';
import { didYouMean, nearest } from './nearest.js';
import { lineOf, lineStarts, thousands } from '../text.js';
import { RETIRED_RULES, RULES_BY_ID } from './rules.js';
import { parseIgnore, type IgnoreEntry } from '../run/baseline.js';
import { resolveSiteDir } from '../site/site-fs.js';
import { parseMaxRemoved, resolveCompareTo } from '../site/compare.js';
import type { FailOn, LastmodMode, Profile, SeverityOrOff } from '../types.js';
import { HOSTINGS, type Hosting } from '../site/hosting.js';

export { configLine, describeChanges, type ConfigUse, type SeverityChange } from './config-use.js';

/** Every setting name (action input = CLI flag without `--` = config key). */
export const SETTING_KEYS = [
  'paths',
  'profile',
  'hosts',
  'base-url',
  'site-dir',
  'require-https',
  'max-bytes',
  'max-urls',
  'lastmod',
  'rules',
  'check-pages',
  'hosting',
  'check-unlisted',
  'fail-on',
  'max-annotations',
  'config',
  'sarif-file',
  'report-file',
  'now',
  'shard',
  'baseline',
  'write-baseline',
  'compare-to',
  'max-removed',
] as const;

/** Keys of the config file only (no action input or CLI flag): the `ignore:` list (../run/baseline.ts). */
export const CONFIG_ONLY_KEYS = ['ignore'] as const;

/** A setting name. */
export type SettingKey = (typeof SETTING_KEYS)[number];

/** Raw settings as given: strings from action inputs and flags, any YAML value from a config file. Empty strings count as not given. */
export type RawSettings = Partial<Record<SettingKey | (typeof CONFIG_ONLY_KEYS)[number], unknown>>;

/** The config file looked for in the workspace when `config` is not given. */
export const DEFAULT_CONFIG_FILE = '.sitemap-contract.yml';

/**
 * A bad value that came from the config file rather than from the action inputs or CLI flags.
 * The message starts with the file's name (relative to the workspace).
 */
export class ConfigFileError extends PolicyError {
  /** The config file, relative to the workspace. */
  readonly file: string;
  /** The 1-based line of the key at fault (the first, when several are), when known. */
  readonly line: number | undefined;
  constructor(input: string, message: string, file: string, line?: number) {
    super(input, message);
    this.name = 'ConfigFileError';
    this.file = file;
    this.line = line;
  }
}

/** The 1-based line of each top-level key of the settings loadConfig read, by the object it returned. */
const KEY_LINES = new WeakMap<object, ReadonlyMap<string, number>>();

/** The setting a PolicyError is about: `rules (loc-host)` -> `rules`. */
export function settingOf(e: PolicyError): string {
  return e.input.split(' ')[0] ?? e.input;
}

/** Validated settings of a run. */
export interface Settings {
  /** Globs, directories or files (relative to the workspace); empty = the default patterns. */
  paths: string[];
  policy: PolicyInput;
  /** Where to write the JSON report, if anywhere (relative to the workspace). */
  reportFile?: string;
  /** Where to write the SARIF 2.1.0 report, if anywhere (relative to the workspace). */
  sarifFile?: string;
  /** Judge only this shard of the files (`i/n`). */
  shard?: Shard;
  /** The baseline file to judge against (relative to the workspace), if any. */
  baseline?: string;
  /** Where to write the baseline of this run's findings (relative to the workspace), if anywhere. */
  writeBaseline?: string;
  /** The config file's ignore list. */
  ignore?: IgnoreEntry[];
  /** The folder of another build to compare the URLs with (relative to the workspace), if any. */
  compareTo?: string;
  /** With `compareTo`: the most URLs it may remove, as given (`0`, `25`, `5%`). */
  maxRemoved?: string;
  /** The config file read, if any (set by resolveSettings), and what it changes. */
  configFile?: ConfigUse;
}


function given(v: unknown): boolean {
  return v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');
}

/** `value` as JSON for a message, at most about 100 characters; a value that holds itself (a YAML alias of its own node) is named so. */
function bad(key: string, value: unknown, accepted: string): never {
  const shown = shownValue(value);
  throw new PolicyError(key, `${key}: ${shown} is not accepted; ${accepted}.`);
}

/** A list from a YAML sequence or a newline/comma separated string. */
function list(key: string, v: unknown, commas: boolean): string[] {
  if (Array.isArray(v)) {
    return v.map((x) => {
      if (typeof x !== 'string') bad(key, x, 'give a list of strings');
      return x.trim();
    }).filter((x) => x !== '');
  }
  if (typeof v !== 'string') bad(key, v, 'give a string or a list of strings');
  return v
    .split(commas ? /[\n,]/ : /\n/)
    .map((x) => x.trim())
    .filter((x) => x !== '');
}

/** One string value (a YAML scalar other than a string is refused), trimmed. */
function text(key: string, v: unknown): string {
  if (typeof v !== 'string') return bad(key, v, 'give a string');
  return v.trim();
}

function choice<T extends string>(key: string, v: unknown, accepted: readonly T[]): T {
  const s = typeof v === 'string' ? v.trim() : v;
  if (typeof s === 'string' && (accepted as readonly string[]).includes(s)) return s as T;
  const hint = typeof s === 'string' ? didYouMean(s, accepted) : '';
  if (hint === '') return bad(key, v, `use one of ${accepted.join(', ')}`);
  throw new PolicyError(key, `${key}: ${shownValue(v)} is not accepted; use one of ${accepted.join(', ')}.${hint}`);
}

function bool(key: string, v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase();
    if (s === 'true') return true;
    if (s === 'false') return false;
  }
  return bad(key, v, 'use true or false');
}

function integer(key: string, v: unknown, min: number): number {
  let n: number | undefined;
  if (typeof v === 'number') n = v;
  else if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) n = Number(v);
  if (n !== undefined && Number.isFinite(n) && n > Number.MAX_SAFE_INTEGER) {
    return bad(key, v, `use a whole number from ${min} to ${Number.MAX_SAFE_INTEGER} (larger numbers are not held exactly)`);
  }
  if (n === undefined || !Number.isSafeInteger(n) || n < min) return bad(key, v, `use a whole number of at least ${min}`);
  return n;
}

/**
 * `id: severity` lines (or `id=severity`), or a YAML mapping. Every refused severity (in the
 * given order) and every unknown rule id (with the nearest rule id, when one is near) are named
 * in one PolicyError, not only the first.
 */
function rules(key: string, v: unknown): Record<string, SeverityOrOff> {
  const out: Record<string, SeverityOrOff> = {};
  const unknown: string[] = [];
  const severities: string[] = [];
  const add = (id: string, sev: unknown) => {
    if (!RULES_BY_ID.has(id) && !RETIRED_RULES.has(id)) {
      unknown.push(id);
      return;
    }
    try {
      out[id] = choice(`${key} (${id})`, sev, SEVERITIES);
    } catch (e) {
      if (!(e instanceof PolicyError)) throw e;
      severities.push(e.message);
    }
  };
  const done = (): Record<string, SeverityOrOff> => {
    if (unknown.length === 0 && severities.length === 0) return out;
    const shown = severities.slice(0, 10);
    if (severities.length > 10) shown.push(`${thousands(severities.length - 10)} more severities are not accepted either.`);
    if (unknown.length === 0) throw new PolicyError(key, shown.join(' '));
    const ids = [...RULES_BY_ID.keys()];
    const each = unknown.slice(0, 10).map((id) => `${shownValue(id)} is not a rule id.${didYouMean(id, ids)}`);
    if (unknown.length > 10) each.push(`${thousands(unknown.length - 10)} more are not rule ids either.`);
    shown.push(`${key}: ${each.join(' ')} The rule ids are listed by "sitemap-contract rules" and in docs/rules/README.md.`);
    throw new PolicyError(key, shown.join(' '));
  };
  if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
    for (const [id, sev] of Object.entries(v as Record<string, unknown>)) add(id, sev);
    return done();
  }
  for (const line of list(key, v, false)) {
    // A line starting with # is a comment (a block of the workflow file may hold some), and a
    // comment may follow the severity: `loc-fragment: error  # fragments are bugs here`.
    if (line.startsWith('#')) continue;
    const m = /^([^:=\s]+)\s*[:=]\s*([^\s#]+)(?:\s+#.*)?$/.exec(line);
    if (!m) bad(key, line, 'write rule-id: severity (one per line; on the command line --rule rule-id=severity), e.g. loc-fragment: error');
    add(m[1]!, m[2]);
  }
  return done();
}

/** A key as an error names it: a key such as "foo bar" or a YAML complex key is shown quoted. */
function shownKey(key: string): string {
  return /^[A-Za-z0-9_-]+$/.test(key) ? key : shownValue(key.length > 100 ? `${key.slice(0, 100)}…` : key);
}

/** The end of the error on an unknown key. */
const SETTINGS_ARE = `the settings are ${[...SETTING_KEYS, ...CONFIG_ONLY_KEYS].join(', ')}`;

/** The error on a key that is not a setting. */
function unknownKeyError(key: string): PolicyError {
  return new PolicyError(key, `${shownKey(key)}: is not a setting${guess(key)}; ${SETTINGS_ARE}.`);
}

/** ` (did you mean max-urls?)` for a key one typo away from a setting, else ''. */
function guess(key: string): string {
  const near = nearest(key, [...SETTING_KEYS, ...CONFIG_ONLY_KEYS]);
  return near === undefined || near === key ? '' : ` (did you mean ${near}?)`;
}

/**
 * Validates raw settings. Unknown keys (from a config file) and bad values throw PolicyError.
 */
export function parseSettings(raw: RawSettings): Settings {
  for (const key of Object.keys(raw)) {
    if (!(SETTING_KEYS as readonly string[]).includes(key) && !(CONFIG_ONLY_KEYS as readonly string[]).includes(key)) throw unknownKeyError(key);
  }
  const policy: PolicyInput = {};
  if (given(raw.profile)) policy.profile = choice<Profile>('profile', raw.profile, PROFILES);
  if (given(raw.hosts)) policy.hosts = list('hosts', raw.hosts, true);
  if (given(raw['require-https'])) policy.requireHttps = bool('require-https', raw['require-https']);
  if (given(raw['max-bytes'])) policy.maxBytes = integer('max-bytes', raw['max-bytes'], 1);
  if (given(raw['max-urls'])) policy.maxUrls = integer('max-urls', raw['max-urls'], 1);
  if (given(raw.lastmod)) policy.lastmod = choice<LastmodMode>('lastmod', raw.lastmod, LASTMOD_MODES);
  if (given(raw.rules)) policy.rules = rules('rules', raw.rules);
  if (given(raw['fail-on'])) policy.failOn = choice<FailOn>('fail-on', raw['fail-on'], FAIL_ON);
  if (given(raw['max-annotations'])) policy.maxAnnotations = integer('max-annotations', raw['max-annotations'], 0);
  if (given(raw['base-url'])) policy.baseUrl = text('base-url', raw['base-url']);
  if (given(raw['site-dir'])) policy.siteDir = text('site-dir', raw['site-dir']);
  if (given(raw['check-pages'])) policy.checkPages = bool('check-pages', raw['check-pages']);
  if (given(raw.hosting)) policy.hosting = choice<Hosting>('hosting', raw.hosting, HOSTINGS);
  if (given(raw['check-unlisted'])) policy.checkUnlisted = bool('check-unlisted', raw['check-unlisted']);
  if (given(raw.now)) {
    const s = text('now', raw.now);
    let d = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(s) ? new Date(s) : new Date(NaN);
    // Date() rolls 2026-02-30 over to March; a date that does not exist is refused instead.
    const [y, mo, da] = s.slice(0, 10).split('-').map(Number);
    if (!Number.isNaN(d.getTime()) && (mo! < 1 || mo! > 12 || da! < 1 || da! > new Date(Date.UTC(y!, mo!, 0)).getUTCDate())) d = new Date(NaN);
    if (Number.isNaN(d.getTime())) bad('now', raw.now, 'use an ISO 8601 date or date-time with a zone, e.g. 2026-01-31T12:00:00Z');
    policy.now = d;
  }
  const settings: Settings = { paths: given(raw.paths) ? list('paths', raw.paths, false) : [], policy };
  const globs = countGlobs(settings.paths);
  if (globs > MAX_PATTERNS) {
    throw new PolicyError('paths', `paths: ${globs} glob patterns are given; at most ${MAX_PATTERNS} are accepted (a folder or a glob names many files at once).`);
  }
  for (const p of settings.paths) {
    const fault = patternFault(p);
    if (fault !== undefined) throw new PolicyError('paths', `paths: ${shownValue(p)} ${fault}.`);
  }
  if (given(raw['report-file'])) settings.reportFile = text('report-file', raw['report-file']);
  if (given(raw['sarif-file'])) settings.sarifFile = text('sarif-file', raw['sarif-file']);
  if (given(raw.shard)) settings.shard = parseShard(text('shard', raw.shard));
  if (given(raw.baseline)) settings.baseline = text('baseline', raw.baseline);
  if (given(raw['write-baseline'])) settings.writeBaseline = text('write-baseline', raw['write-baseline']);
  if (raw.ignore !== undefined && raw.ignore !== null) settings.ignore = parseIgnore(raw.ignore);
  if (given(raw['compare-to'])) settings.compareTo = text('compare-to', raw['compare-to']);
  if (given(raw['max-removed'])) settings.maxRemoved = parseMaxRemoved(raw['max-removed']).text;
  return settings;
}

/** Size of a config file read at most, in bytes (settings take a few hundred). */
export const MAX_CONFIG_BYTES = 256 * 1024;

function cannotRead(file: string, why: string): never {
  throw new PolicyError('config', `config: cannot read ${JSON.stringify(file)} (${why}).`);
}

/**
 * The text of a config file's bytes, which must be UTF-8 (a UTF-8 byte order mark is allowed):
 * a file saved as UTF-16 or in a legacy encoding would otherwise be read with replacement
 * characters, and a value such as a host would be refused or, worse, differ from what the
 * editor shows. Throws PolicyError (setting `config`) naming the first byte that is not UTF-8.
 */
function decodeConfig(file: string, bytes: Uint8Array): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    cannotRead(file, 'it is saved as UTF-16; save it as UTF-8');
  }
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
  // A byte that is not UTF-8 decodes to U+FFFD; one written in the file (EF BF BD) is no fault.
  // Byte offsets are counted on from the last U+FFFD, so the search stays linear.
  let offset = 0;
  let from = 0;
  for (let i = text.indexOf('\uFFFD'); i >= 0; i = text.indexOf('\uFFFD', i + 1)) {
    offset += Buffer.byteLength(text.slice(from, i), 'utf8');
    from = i + 1;
    if (bytes[offset] === 0xef && bytes[offset + 1] === 0xbf && bytes[offset + 2] === 0xbd) {
      offset += 3;
      continue;
    }
    const line = text.slice(0, i).split('\n').length;
    const b = bytes[offset]!.toString(16).toUpperCase().padStart(2, '0');
    return cannotRead(file, `it is not UTF-8 text: line ${line} holds the byte 0x${b}, which is not valid UTF-8 there; save the file as UTF-8`);
  }
  return text;
}

/**
 * The text of a config file: a regular file (opened without blocking, so a FIFO or a device is
 * refused rather than read) of at most MAX_CONFIG_BYTES, and, when `workspace` is given, inside
 * it and outside its `.git` folder once symlinks are resolved (the file comes with the checkout,
 * and its values are quoted in messages).
 */
function readConfigText(file: string, workspace: string | undefined): string {
  let real: string;
  try {
    real = realpathSync(file);
  } catch (e) {
    return cannotRead(file, (e as NodeJS.ErrnoException).code ?? (e as Error).message);
  }
  if (workspace !== undefined) {
    const rel = path.relative(realpathSync(workspace), real);
    if (rel === '') cannotRead(file, 'it is a folder');
    if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) {
      cannotRead(file, 'it is outside the workspace, or a symlink that leads outside it');
    }
    // The checkout's .git folder holds credentials and history, no settings: a symlink into it
    // from a pull request would have its lines quoted in error messages.
    if (rel.split(path.sep).some((part) => part.toLowerCase() === '.git')) cannotRead(file, 'it is inside a .git folder, or a symlink that leads into one');
  }
  let fd: number;
  try {
    fd = openSync(real, fsConstants.O_RDONLY | (fsConstants.O_NONBLOCK ?? 0));
  } catch (e) {
    return cannotRead(file, (e as NodeJS.ErrnoException).code ?? (e as Error).message);
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) cannotRead(file, info.isDirectory() ? 'it is a folder' : 'it is not a regular file');
    const buf = Buffer.alloc(MAX_CONFIG_BYTES + 1);
    let n = 0;
    for (;;) {
      const r = readSync(fd, buf, n, buf.length - n, null);
      if (r === 0) break;
      n += r;
      if (n === buf.length) cannotRead(file, `it is larger than ${MAX_CONFIG_BYTES} bytes`);
    }
    return decodeConfig(file, buf.subarray(0, n));
  } catch (e) {
    if (e instanceof PolicyError) throw e;
    return cannotRead(file, (e as NodeJS.ErrnoException).code ?? (e as Error).message);
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads a YAML config file into raw settings. Rejects with PolicyError (setting `config`) when the
 * file cannot be read, is not a regular file, holds more than MAX_CONFIG_BYTES, lies outside
 * `options.workspace` (when given; symlinks resolved) or is not a YAML mapping. The YAML parser is
 * loaded on the first config file only: most runs have none, and startup time counts on every run.
 */
/** The line of each key of a YAML mapping (`contents`, the yaml package's node), where its key starts in `text`. */
function keyLines(contents: unknown, text: string): Map<string, number> {
  const lines = new Map<string, number>();
  const items = (contents as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return lines;
  const starts = lineStarts(text);
  for (const pair of items) {
    const key = (pair as { key?: { value?: unknown; range?: unknown } } | null)?.key;
    const at = Array.isArray(key?.range) ? (key.range[0] as unknown) : undefined;
    if (typeof at !== 'number' || key === undefined || lines.has(String(key.value))) continue;
    lines.set(String(key.value), lineOf(starts, at));
  }
  return lines;
}

export async function loadConfig(file: string, options: { workspace?: string } = {}): Promise<RawSettings> {
  const text = readConfigText(file, options.workspace);
  // Part of the program (in the bundle, a chunk file read on first use): a failure here is not the file's.
  const { parseAllDocuments } = await import('yaml');
  const invalid = (why: string): PolicyError =>
    new PolicyError('config', `config: ${JSON.stringify(path.basename(file))} is not valid YAML: ${why.split('\n')[0]!.replace(/:\s*$/, '')}.`);
  let data: unknown;
  try {
    // Silent: the parser would print its warnings (with the offending lines of the file, which a
    // pull request writes) to stderr, where the runner reads workflow commands. A warning (an
    // unknown tag or directive) refuses the file like an error.
    const docs = parseAllDocuments(text, { logLevel: 'silent' });
    const list = Array.isArray(docs) ? docs : [];
    if (list.length > 1) throw invalid('it holds several YAML documents (a second "---" line, or one after settings); keep one');
    const doc = list[0];
    const fault = doc ? (doc.errors[0] ?? doc.warnings[0]) : (docs as { errors?: Array<{ message: string }> }).errors?.[0];
    if (fault) throw invalid(fault.message);
    data = doc ? doc.toJS({ maxAliasCount: 100 }) : null;
    if (doc && data !== null && typeof data === 'object') KEY_LINES.set(data, keyLines(doc.contents, text));
  } catch (e) {
    if (e instanceof PolicyError) throw e;
    throw invalid((e as Error).message);
  }
  if (data === null || data === undefined) return {};
  // A mapping reads as a plain object; a list, a scalar, binary data (!!binary) or a set is none.
  const proto = typeof data === 'object' ? Object.getPrototypeOf(data) : undefined;
  if (proto !== Object.prototype && proto !== null) {
    throw new PolicyError('config', `config: ${JSON.stringify(path.basename(file))} must be a YAML mapping of settings (e.g. "profile: strict").`);
  }
  const raw = data as Record<string, unknown>;
  if ('config' in raw) {
    const shown = options.workspace === undefined ? path.basename(file) : path.relative(options.workspace, file).split(path.sep).join('/') || path.basename(file);
    throw new ConfigFileError('config', `${shown}: config: a config file cannot name another config file; remove its config key.`, shown);
  }
  return raw as RawSettings;
}

/** Options of resolveSettings. */
export interface ResolveOptions {
  /** A config file named by `config` is read wherever it is (the command line's `--config`, which the user typed). */
  configAnywhere?: boolean;
  /** Read no config file, not even `.sitemap-contract.yml` (`--no-config`, `config-from: none`). */
  noConfig?: boolean;
  /** Plain `paths` of `overrides` may lead outside the workspace (the command line's; see DiscoverOptions.namedOutside). */
  pathsOutside?: boolean;
}

function isWithin(root: string, file: string): boolean {
  const rel = path.relative(path.resolve(root), file);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}

/** The config file's name in messages: relative to the workspace when inside it, else as given. */
function shownConfig(workspace: string, file: string, named: string | undefined): string {
  if (!isWithin(workspace, file)) return named ?? file;
  return path.relative(workspace, file).split(path.sep).join('/') || path.basename(file);
}

/**
 * The severities the config file's own values (those no override replaced) change from the
 * defaults of the run's profile: its `rules` (in catalogue order) and its `fail-on`.
 */
function configChanges(config: RawSettings, fromOverrides: ReadonlySet<string>, policy: PolicyInput): SeverityChange[] {
  const changes: SeverityChange[] = [];
  const profile = policy.profile ?? 'protocol';
  if (given(config.rules) && !fromOverrides.has('rules')) {
    const set = rules('rules', config.rules);
    for (const [id, rule] of RULES_BY_ID) {
      const to = set[id];
      if (to !== undefined && to !== rule.severity[profile]) changes.push({ rule: id, from: rule.severity[profile], to });
    }
    // A retired id set to off turns off its part of the rule it went into (RETIRED_RULES).
    for (const [id, retired] of RETIRED_RULES) {
      const from = RULES_BY_ID.get(retired.into)!.severity[profile];
      if (set[id] === 'off' && from !== 'off') changes.push({ rule: id, from, to: 'off' });
    }
  }
  if (given(config['fail-on']) && !fromOverrides.has('fail-on')) {
    const to = choice<FailOn>('fail-on', config['fail-on'], FAIL_ON);
    if (to !== 'error') changes.push({ from: 'error', to });
  }
  return changes;
}

/**
 * Resolves the settings of a run (a Promise): the config file (the `config` setting, or
 * `.sitemap-contract.yml` in the workspace when present) overridden by `overrides` (action inputs
 * or CLI flags; empty values do not override). Every value is validated, the policy included, so
 * a run never starts with a bad setting. Rejects with PolicyError naming the setting, or its
 * subclass ConfigFileError when the bad value (or unknown key) is in the config file. The config
 * file is read only inside `workspace` (symlinks resolved), unless it was named and
 * `options.configAnywhere` is set (the command line's `--config`, which the user typed).
 */
export async function resolveSettings(overrides: RawSettings, workspace: string, options: ResolveOptions = {}): Promise<Settings> {
  let config: RawSettings = {};
  const named = given(overrides.config) ? String(overrides.config).trim() : undefined;
  const file = path.resolve(workspace, named ?? DEFAULT_CONFIG_FILE);
  // The default file comes with the checkout: it is read only inside the workspace.
  const within = named !== undefined && options.configAnywhere ? {} : { workspace };
  let loaded = false;
  // The default file may be absent (nothing at that name, not even a symlink); anything else
  // there is read, or refused with an error.
  if (options.noConfig) {
    // No config file at all (--no-config, config-from: none).
  } else if (named !== undefined) {
    config = await loadConfig(file, within);
    loaded = true;
  } else if (lstatSync(file, { throwIfNoEntry: false }) !== undefined) {
    try {
      config = await loadConfig(file, within);
    } catch (e) {
      // No flag or input named it: the message names the file.
      if (!(e instanceof PolicyError) || e instanceof ConfigFileError) throw e;
      // Said once: ".sitemap-contract.yml: the file is not valid YAML", not the name twice.
      const said = `config: ${JSON.stringify(path.basename(file))} `;
      const why = e.message.startsWith(said) ? `the file ${e.message.slice(said.length)}` : e.message.replace(/^config: /, '');
      throw new ConfigFileError('config', `${DEFAULT_CONFIG_FILE}: ${why}`, DEFAULT_CONFIG_FILE);
    }
    loaded = true;
  }
  const merged: RawSettings = { ...config };
  const fromOverrides = new Set<string>();
  for (const [k, v] of Object.entries(overrides)) {
    if (k !== 'config' && given(v)) {
      merged[k as SettingKey] = v;
      fromOverrides.add(k);
    }
  }
  try {
    const settings = parseSettings(merged);
    resolvePolicy(settings.policy);
    // The config file comes with the pull request: it may not write outside the checkout.
    for (const [key, file, example] of [
      ['report-file', settings.reportFile, 'reports/sitemaps.json'],
      ['sarif-file', settings.sarifFile, 'reports/sitemaps.sarif'],
      ['write-baseline', settings.writeBaseline, '.sitemap-baseline.json'],
    ] as const) {
      if (file === undefined) continue;
      // The path becomes an output that later steps put into shell commands (run:
      // ${{ steps.x.outputs.report-file }}): no quotes, $, `, ;, spaces or line ends.
      const odd = /[^A-Za-z0-9._/+@=,-]/.exec(file);
      if (odd) {
        const c = odd[0].codePointAt(0)!;
        const shown = c > 0x20 && c < 0x7f ? `"${odd[0]}"` : `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
        bad(key, file, `the character ${shown} is not accepted in the name: use ASCII letters, digits and . _ - / + @ = , only (the path is an output that later steps may put in a shell command), e.g. ${example}`);
      }
      const target = path.resolve(workspace, file);
      const rel = path.relative(path.resolve(workspace), target);
      if (rel === '' || rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) bad(key, file, `give a file path inside the workspace, e.g. ${example}`);
    }
    if (settings.reportFile && settings.sarifFile && sameFile(path.resolve(workspace, settings.reportFile), path.resolve(workspace, settings.sarifFile))) {
      bad('sarif-file', settings.sarifFile, 'give a file other than report-file');
    }
    // Paths written to lead outside the workspace, named as the config file's when they are its.
    const namedOutside = options.pathsOutside === true && fromOverrides.has('paths');
    await checkPathsInside(settings.paths, workspace, { namedOutside }).catch((e: unknown) => {
      // An unreadable workspace is reported where the files are searched.
      if (e instanceof PolicyError) throw e;
    });
    if (settings.policy.baseUrl !== undefined) {
      // Nor may it point the site checks outside the checkout.
      const dir = resolveSiteDir(workspace, settings.policy.siteDir ?? '.');
      if ('problem' in dir) bad('site-dir', settings.policy.siteDir ?? '.', dir.problem);
    }
    // The other build is read inside the checkout only, as site-dir is.
    if (settings.compareTo !== undefined) resolveCompareTo(workspace, settings.compareTo, settings.policy.baseUrl !== undefined ? (settings.policy.siteDir ?? '.') : settings.policy.siteDir);
    else if (settings.maxRemoved !== undefined) bad('max-removed', settings.maxRemoved, 'it limits the URLs removed since the site of compare-to; give compare-to as well, or leave max-removed out');
    if (loaded) settings.configFile = { file: shownConfig(workspace, file, named), changes: configChanges(config, fromOverrides, settings.policy) };
    return settings;
  } catch (e) {
    if (loaded && e instanceof PolicyError && !(e instanceof ConfigFileError)) {
      // The whole name first: an unknown key of the config file may hold spaces ("foo bar").
      const key = Object.prototype.hasOwnProperty.call(config, e.input) ? e.input : settingOf(e);
      if (!fromOverrides.has(key) && Object.prototype.hasOwnProperty.call(config, key)) {
        const shown = path.relative(workspace, file).split(path.sep).join('/') || path.basename(file);
        // Every value of the file refused on its own is named at once, not one per run (when the
        // fault is one of them; a fault between settings is named alone).
        const { faults, keys } = configValueFaults(config, fromOverrides);
        const all = keys > 1 && faults.some((f) => f.input === e.input);
        const message = all ? `${thousands(keys)} keys are refused. ${faults.map((f) => f.message).join(' ')}` : e.message;
        const first = all ? faults[0]!.input : key;
        const line = KEY_LINES.get(config)?.get(Object.prototype.hasOwnProperty.call(config, first) ? first : settingOf(all ? faults[0]! : e));
        throw new ConfigFileError(e.input, `${shown}: ${message}`, shown, line);
      }
    }
    throw e;
  }
}


/**
 * The keys and values of a config file refused on their own (an unknown key, a bad choice,
 * number, rule id...), in the file's order, leaving out the keys that `overridden` holds (given
 * as inputs or flags, which win): one error per key, but one for all the unknown keys, where the
 * first of them stands; `keys` counts the keys refused.
 */
function configValueFaults(config: RawSettings, overridden: ReadonlySet<string>): { faults: PolicyError[]; keys: number } {
  const faults: PolicyError[] = [];
  const unknown: string[] = [];
  for (const key of Object.keys(config)) {
    if (overridden.has(key) || key === 'config') continue;
    if (!(SETTING_KEYS as readonly string[]).includes(key) && !(CONFIG_ONLY_KEYS as readonly string[]).includes(key)) {
      // The unknown keys are named together, in one sentence where the first one stands.
      if (unknown.push(key) === 1) faults.push(new PolicyError(key, ''));
      continue;
    }
    try {
      parseSettings({ [key]: (config as Record<string, unknown>)[key] } as RawSettings);
    } catch (e) {
      if (e instanceof PolicyError) faults.push(e);
      else throw e;
    }
  }
  const keys = faults.length + Math.max(0, unknown.length - 1);
  if (unknown.length === 0) return { faults, keys };
  const i = faults.findIndex((f) => f.message === '');
  faults[i] = unknown.length === 1 ? unknownKeyError(unknown[0]!) : new PolicyError(unknown[0]!, `${unknown.slice(0, 20).map((k) => `${shownKey(k)}${guess(k)}`).join(', ')}${unknown.length > 20 ? ` and ${thousands(unknown.length - 20)} more` : ''}: are not settings; ${SETTINGS_ARE}.`);
  return { faults, keys };
}

/**
 * Every value of `raw` that is refused on its own (a bad choice, number, rule id, date, shard or
 * pattern), one PolicyError per setting, in SETTING_KEYS order: for reporting all bad inputs at
 * once (the action's). Checks between settings (check-pages needs base-url...) and the config
 * file are resolveSettings' matter; an empty list does not mean that it accepts the settings.
 */
export function settingFaults(raw: RawSettings): PolicyError[] {
  const faults: PolicyError[] = [];
  for (const key of SETTING_KEYS) {
    if (key === 'config' || !given(raw[key])) continue;
    try {
      parseSettings({ [key]: raw[key] });
    } catch (e) {
      if (e instanceof PolicyError) faults.push(e);
      else throw e;
    }
  }
  return faults;
}
