/**
 * The policy: what a run checks and how severely. One shape for the action inputs, the CLI flags,
 * the config file and the library. `resolvePolicy` validates a partial policy and fills defaults
 * from the profile (INTERFACE.md "Policy").
 */
import { domainToASCII } from 'node:url';
import { types } from 'node:util';
import { RETIRED_RULES, RULES, RULES_BY_ID } from './rules.js';
import { deepFreeze } from './freeze.js';
import { parseBaseUrl } from '../site/site-url.js';
import { HOSTINGS, type Hosting } from '../site/hosting.js';
import type { FailOn, LastmodMode, Profile, Severity, SeverityOrOff } from '../types.js';

/** A policy as a caller may give it: every key optional. */
export interface PolicyInput {
  /** `protocol` (default), `google` or `strict`. */
  profile?: Profile;
  /** Allowed hosts, exact and case-insensitive. Empty: any single host per file (`loc-mixed-hosts`, which also compares scheme and port, with or without hosts). */
  hosts?: readonly string[];
  /** Only https locs. Default: true in `strict`, false otherwise. */
  requireHttps?: boolean;
  /** Uncompressed size limit per file, in bytes. Default 52,428,800. */
  maxBytes?: number;
  /** Entry limit per file. Default 50,000. */
  maxUrls?: number;
  /** `w3c`, `xsd` or `date`. Default `w3c` (`date` in `strict`). */
  lastmod?: LastmodMode;
  /**
   * Per-rule severity overrides: `{ 'loc-fragment': 'error' }`. An override of `video-value` or
   * `news-value` also sets the rules split out of it (RuleDefinition.covers) that are not named.
   */
  rules?: Readonly<Record<string, SeverityOrOff>>;
  /** Which findings fail the run. Default `error`. */
  failOn?: FailOn;
  /** Annotations per severity before the rest go to the summary only. Default 10. */
  maxAnnotations?: number;
  /** The run's clock, for `lastmod-future`. Default: now. */
  now?: Date;
  /**
   * Public URL at which `siteDir` is served, e.g. `https://www.example.org/`. Turns on the
   * site-level checks: loc scope, index children and robots.txt sitemaps mapped to files.
   */
  baseUrl?: string;
  /** Folder of the workspace served at `baseUrl` (relative to the workspace). Default `.`; needs `baseUrl`. */
  siteDir?: string;
  /** Every loc under `baseUrl` must map to a file in `siteDir` (`page-missing` at error). Needs `baseUrl`. */
  checkPages?: boolean;
  /**
   * The host that serves `siteDir` (../site/hosting.ts): `static` (default), `github-pages`, `netlify`,
   * `vercel` or `cloudflare-pages`. With `checkPages`, decides how a loc resolves to a file and
   * which locs the host redirects (`page-redirect`), reading its redirect files. Needs `baseUrl`.
   */
  hosting?: Hosting;
  /**
   * Every HTML page in `siteDir` that no loc of the run maps to is `page-unlisted` (pages that are
   * noindex, canonical elsewhere, redirects, error pages or blocked by robots.txt aside). Default
   * false; needs `baseUrl`.
   */
  checkUnlisted?: boolean;
}

/**
 * A complete, validated policy, as resolvePolicy returns it: frozen, with every nested value (its
 * `now` is a Date whose setters throw). The library trusts a policy only when it is one that
 * resolvePolicy returned; any other object of this shape (a spread `{ ...policy, maxUrls: 10 }`,
 * one made by hand, one read back from JSON) is validated again, as an input.
 */
export interface Policy {
  readonly profile: Profile;
  /** Lower-case ASCII (punycode) host names. */
  readonly hosts: readonly string[];
  readonly requireHttps: boolean;
  readonly maxBytes: number;
  readonly maxUrls: number;
  readonly lastmod: LastmodMode;
  /** The overrides as given (validated). */
  readonly rules: Readonly<Record<string, SeverityOrOff>>;
  readonly failOn: FailOn;
  readonly maxAnnotations: number;
  readonly now: Date;
  /** The base URL, normalised to end in `/`; absent when the site-level checks are off. */
  readonly baseUrl?: string;
  /** Folder served at `baseUrl`, relative to the workspace (`.` by default). */
  readonly siteDir: string;
  readonly checkPages: boolean;
  /** The host that serves `siteDir`; `static` by default. */
  readonly hosting: Hosting;
  /** HTML pages of `siteDir` no loc maps to are `page-unlisted` (see PolicyInput.checkUnlisted). */
  readonly checkUnlisted: boolean;
  /**
   * Effective severity of every rule of the catalog, after profile defaults and overrides. It
   * follows from `profile`, `rules` and `checkPages`: given to resolvePolicy, it must be what those
   * make it (change a severity through `rules`).
   */
  readonly severities: Readonly<Record<string, SeverityOrOff>>;
}

/** The keys of PolicyInput (a typo such as `host` is an error, not silently ignored). */
const POLICY_KEYS: ReadonlySet<string> = new Set([
  'profile',
  'hosts',
  'requireHttps',
  'maxBytes',
  'maxUrls',
  'lastmod',
  'rules',
  'failOn',
  'maxAnnotations',
  'now',
  'baseUrl',
  'siteDir',
  'checkPages',
  'hosting',
  'checkUnlisted',
]);

/** A bad policy value. The message names the input and the accepted values. */
export class PolicyError extends Error {
  /** The input at fault, e.g. `max-bytes`. */
  readonly input: string;
  constructor(input: string, message: string) {
    super(message);
    this.name = 'PolicyError';
    this.input = input;
  }
}

// The accepted values are frozen: every later run validates against them.
export const PROFILES: readonly Profile[] = Object.freeze(['protocol', 'google', 'strict']);
export const LASTMOD_MODES: readonly LastmodMode[] = Object.freeze(['w3c', 'xsd', 'date']);
export const FAIL_ON: readonly FailOn[] = Object.freeze(['error', 'warning', 'never']);
export const SEVERITIES: readonly SeverityOrOff[] = Object.freeze(['error', 'warning', 'notice', 'off']);
export const DEFAULT_MAX_BYTES = 52_428_800;
/**
 * The most bytes `max-bytes` may allow, after gzip inflation: 268,435,456 (256 MiB), five times
 * the protocol's 50 MB. No policy reads a file past it, so a gzip bomb stops here whatever the
 * config file of a pull request asks, and the text of one document stays far below what a
 * JavaScript string can hold.
 */
export const MAX_BYTES_CEILING = 268_435_456;
export const DEFAULT_MAX_URLS = 50_000;
export const DEFAULT_MAX_ANNOTATIONS = 10;

function oneOf<T extends string>(input: string, value: unknown, accepted: readonly T[]): T {
  if (typeof value === 'string' && (accepted as readonly string[]).includes(value)) return value as T;
  throw new PolicyError(input, `${input}: ${shownValue(value)} is not accepted; use one of ${accepted.join(', ')}.`);
}

function positiveInteger(input: string, value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (tooLargeInteger(value)) throw new PolicyError(input, `${input}: ${shownValue(value)} is not accepted; use a whole number from 1 to ${Number.MAX_SAFE_INTEGER} (larger numbers are not held exactly).`);
  throw new PolicyError(input, `${input}: ${shownValue(value)} is not accepted; use a whole number greater than 0.`);
}

/**
 * Normalises one allowed host as loc-host compares the host of a loc: lower case, a non-ASCII
 * name to punycode (UTS #46), and otherwise as written: the URL parser's other rewrites (IPv4
 * shorthand `1.2.3` to `1.2.0.3`, `0x7f.1` to `127.0.0.1`, percent-decoding) would make a host
 * that no loc as written can match. Throws PolicyError for anything that is not a bare host name
 * (a scheme, a path, a port, a wildcard, a percent sign, an IPv6 literal, a character no host
 * name can hold).
 */
export function normaliseHost(host: string): string {
  const h = host.trim();
  const refuse = (): never => {
    throw new PolicyError('hosts', `hosts: ${shownValue(host)} is not accepted; give bare host names such as www.example.org (no scheme, port, path or wildcard).`);
  };
  if (h === '' || !/^[^/:?#@\s*%\\[\]]+$/.test(h)) refuse();
  const lower = h.toLowerCase();
  const ascii = /^[\x00-\x7f]*$/.test(lower) ? lower : h.length > 253 ? '' : domainToASCII(lower);
  if (ascii === '') refuse();
  // The URL parser refuses what no host can hold (forbidden host code points).
  try {
    if (new URL(`http://${ascii}/`).hostname === '') refuse();
  } catch (e) {
    if (e instanceof PolicyError) throw e;
    refuse();
  }
  return ascii;
}

/**
 * A setting's value as a message quotes it: strings in JSON quotes (cut at 100 characters),
 * numbers as written (NaN, Infinity), anything else as JSON, or a description when JSON has
 * none (a value that contains itself, a BigInt, a function).
 */
export function shownValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 100 ? `${value.slice(0, 100)}…` : value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'bigint') return `${value}n`;
  // YAML's !!set, !!omap and !!binary read as a Set, a Map and bytes, which JSON would show as {}.
  if (value instanceof Set) return `a set (!!set) ${shownValue([...value])}`;
  if (value instanceof Map) return `an ordered mapping (!!omap) ${shownValue(Object.fromEntries(value))}`;
  if (value instanceof Uint8Array) return `binary data (!!binary, ${value.length} bytes)`;
  let json: string | undefined;
  try {
    json = JSON.stringify(value, (_, v: unknown) => (v instanceof Set ? [...v] : v instanceof Map ? Object.fromEntries(v) : v));
  } catch {
    return 'a value that contains itself (a YAML alias of its own node)';
  }
  if (json === undefined) return typeof value === 'function' ? 'a function' : String(value);
  return json.length > 100 ? `${json.slice(0, 100)}…` : json;
}

/**
 * True for an array of strings without holes. A sparse array (or a proxy that claims more
 * elements than it holds) is refused before any walk over it: `some` and `filter` count up to its
 * length, which may be 2^32 - 1, however few elements it has.
 */
export function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && Object.keys(value).length === value.length && value.every((x) => typeof x === 'string');
}

/** The policies resolvePolicy returned: the only ones used without validating them again. */
const RESOLVED = new WeakSet<object>();

/** True for a policy resolvePolicy returned (frozen, so still as it was validated). */
export function isResolvedPolicy(value: unknown): value is Policy {
  return typeof value === 'object' && value !== null && RESOLVED.has(value);
}

/** The clock of a resolved policy: a Date whose setters throw, so a frozen policy keeps its time. */
class FixedDate extends Date {}
for (const name of Object.getOwnPropertyNames(Date.prototype)) {
  if (!name.startsWith('set')) continue;
  Object.defineProperty(FixedDate.prototype, name, {
    value(): never {
      throw new TypeError(`now of a resolved policy cannot be changed (${name}); resolve a policy with another now instead.`);
    },
  });
}
Object.freeze(FixedDate.prototype);

/**
 * Validates a policy and fills its defaults. Throws PolicyError naming the first bad input.
 *
 * `input` is a PolicyInput, or a Policy: one resolvePolicy returned is returned as it is (it is
 * frozen, so still valid); any other object of Policy's shape (a spread of a resolved policy with
 * a field changed, one made by hand) is validated like an input, field by field, and its
 * `severities`, when present, must be what its `profile`, `rules` and `checkPages` make them.
 *
 * The result is a new policy, deeply frozen (changing it throws in strict mode), that shares
 * nothing with `input`: a later change to the caller's arrays, objects or Date changes no run.
 */
export function resolvePolicy(input: PolicyInput | Policy = {}): Policy {
  if (isResolvedPolicy(input)) return input;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new PolicyError('policy', 'policy: give an object of settings, such as { hosts: ["www.example.org"] }.');
  }
  for (const key of Object.keys(input)) {
    if (!POLICY_KEYS.has(key) && key !== 'severities') {
      throw new PolicyError(key, `${key}: is not a policy key; the keys are ${[...POLICY_KEYS].join(', ')}.`);
    }
  }
  const profile = input.profile === undefined ? 'protocol' : oneOf('profile', input.profile, PROFILES);
  if (input.hosts !== undefined && !isStringList(input.hosts)) {
    const holes = Array.isArray(input.hosts) && Object.keys(input.hosts).length !== input.hosts.length;
    const shown = holes ? `an array with holes (length ${input.hosts.length})` : shownValue(input.hosts);
    throw new PolicyError('hosts', `hosts: ${shown} is not accepted; give an array of host names, such as ["www.example.org"].`);
  }
  const hosts = [...new Set((input.hosts ?? []).filter((h) => h.trim() !== '').map(normaliseHost))];
  if (input.requireHttps !== undefined && typeof input.requireHttps !== 'boolean') {
    throw new PolicyError('require-https', `require-https: ${shownValue(input.requireHttps)} is not accepted; use true or false.`);
  }
  const requireHttps = input.requireHttps ?? profile === 'strict';
  const maxBytes = input.maxBytes === undefined ? DEFAULT_MAX_BYTES : positiveInteger('max-bytes', input.maxBytes);
  if (maxBytes > MAX_BYTES_CEILING) {
    throw new PolicyError(
      'max-bytes',
      `max-bytes: ${maxBytes} is above the ceiling of 268,435,456 bytes (256 MiB) that is read of any one file, a guard against gzip bombs; use at most 268435456 (the protocol allows 52,428,800).`,
    );
  }
  const maxUrls = input.maxUrls === undefined ? DEFAULT_MAX_URLS : positiveInteger('max-urls', input.maxUrls);
  const lastmod = input.lastmod === undefined ? (profile === 'strict' ? 'date' : 'w3c') : oneOf('lastmod', input.lastmod, LASTMOD_MODES);
  const failOn = input.failOn === undefined ? 'error' : oneOf('fail-on', input.failOn, FAIL_ON);
  const maxAnnotations =
    input.maxAnnotations === undefined ? DEFAULT_MAX_ANNOTATIONS : nonNegativeInteger('max-annotations', input.maxAnnotations);
  const time = input.now === undefined ? Date.now() : timeOf(input.now);
  if (Number.isNaN(time)) {
    throw new PolicyError('now', `now: ${types.isDate(input.now) ? 'an invalid Date' : shownValue(input.now)} is not accepted; give a valid Date, e.g. new Date('2026-01-31T12:00:00Z').`);
  }
  const now: Date = new FixedDate(time);
  const rules: Record<string, SeverityOrOff> = {};
  if (input.rules !== undefined && (typeof input.rules !== 'object' || input.rules === null || Array.isArray(input.rules))) {
    throw new PolicyError('rules', `rules: ${shownValue(input.rules)} is not accepted; give an object of rule ids and severities, such as { "loc-fragment": "error" }.`);
  }
  for (const [id, severity] of Object.entries(input.rules ?? {})) {
    if (!RULES_BY_ID.has(id) && !RETIRED_RULES.has(id)) {
      throw new PolicyError('rules', `rules: ${JSON.stringify(id)} is not a rule id; see docs/rules/README.md (e.g. loc-host, lastmod-format).`);
    }
    rules[id] = oneOf(`rules (${id})`, severity, SEVERITIES);
  }
  const { baseUrl, siteDir, checkPages, hosting, checkUnlisted } = sitePolicy(input);
  const severities: Record<string, SeverityOrOff> = {};
  for (const rule of RULES) severities[rule.id] = rules[rule.id] ?? rule.severity[profile];
  // An override of a rule that others were split out of (RULES.md's video-value, news-value) sets them too.
  for (const rule of RULES) {
    const given = rules[rule.id];
    if (given === undefined || !rule.covers) continue;
    for (const id of rule.covers) if (rules[id] === undefined) severities[id] = given;
  }
  // check-pages turns page-missing on (off in every profile), unless a rules override says otherwise.
  if (checkPages && rules['page-missing'] === undefined) severities['page-missing'] = 'error';
  if ('severities' in input && input.severities !== undefined) sameSeverities(input.severities, severities, profile);
  const policy: Policy = {
    profile,
    hosts,
    requireHttps,
    maxBytes,
    maxUrls,
    lastmod,
    rules,
    failOn,
    maxAnnotations,
    now,
    ...(baseUrl === undefined ? {} : { baseUrl }),
    siteDir,
    checkPages,
    hosting,
    checkUnlisted,
    severities,
  };
  deepFreeze(policy);
  RESOLVED.add(policy);
  return policy;
}

/**
 * The time of a Date (NaN for an invalid one, or anything else, such as an object that only looks
 * like a Date). A Date of another realm (a test runner's context of its own, node:vm) is a Date too.
 */
function timeOf(value: unknown): number {
  if (!types.isDate(value)) return NaN;
  try {
    return Date.prototype.getTime.call(value);
  } catch {
    return NaN;
  }
}

/**
 * Checks the `severities` of a Policy-shaped input: every rule of the catalog, each at the
 * severity that the input's profile, rules and check-pages give it (`derived`), and nothing else.
 */
function sameSeverities(given: unknown, derived: Readonly<Record<string, SeverityOrOff>>, profile: Profile): void {
  const advice = 'severities follows from profile, rules and check-pages: leave it out (e.g. const { severities, ...input } = policy) and set a severity through rules';
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    throw new PolicyError('severities', `severities: ${shownValue(given)} is not accepted; ${advice}.`);
  }
  const map = given as Record<string, unknown>;
  for (const id of Object.keys(map)) {
    if (!RULES_BY_ID.has(id) && !RETIRED_RULES.has(id)) throw new PolicyError('severities', `severities: ${JSON.stringify(id)} is not a rule id; ${advice}.`);
  }
  for (const rule of RULES) {
    const value = Object.hasOwn(map, rule.id) ? map[rule.id] : undefined;
    if (value === derived[rule.id]) continue;
    const is = value === undefined ? 'missing' : shownValue(value);
    throw new PolicyError(
      'severities',
      `severities: ${JSON.stringify(rule.id)} is ${is}, but profile ${JSON.stringify(profile)}, rules and check-pages make it ${JSON.stringify(derived[rule.id])}; ${advice}.`,
    );
  }
}

/** Validates the site settings: `base-url`, and `site-dir`, `check-pages`, `hosting` and `check-unlisted`, which need it. */
function sitePolicy(input: PolicyInput): { baseUrl?: string; siteDir: string; checkPages: boolean; hosting: Hosting; checkUnlisted: boolean } {
  let baseUrl: string | undefined;
  if (input.baseUrl !== undefined && input.baseUrl !== '') {
    const parsed = typeof input.baseUrl === 'string' ? parseBaseUrl(input.baseUrl) : 'give an absolute http or https URL such as https://www.example.org/';
    if (typeof parsed === 'string') throw new PolicyError('base-url', `base-url: ${shownValue(input.baseUrl)} is not accepted; ${parsed}.`);
    baseUrl = parsed.href;
  }
  const siteDir = input.siteDir === undefined || input.siteDir === '' ? '.' : input.siteDir;
  if (typeof siteDir !== 'string' || siteDir.includes('\0')) {
    throw new PolicyError('site-dir', `site-dir: ${shownValue(input.siteDir)} is not accepted; give a folder inside the workspace, e.g. public.`);
  }
  if (input.checkPages !== undefined && typeof input.checkPages !== 'boolean') {
    throw new PolicyError('check-pages', `check-pages: ${shownValue(input.checkPages)} is not accepted; use true or false.`);
  }
  const checkPages = input.checkPages ?? false;
  const hosting = input.hosting === undefined ? 'static' : oneOf('hosting', input.hosting, HOSTINGS);
  if (input.checkUnlisted !== undefined && typeof input.checkUnlisted !== 'boolean') {
    throw new PolicyError('check-unlisted', `check-unlisted: ${shownValue(input.checkUnlisted)} is not accepted; use true or false.`);
  }
  const checkUnlisted = input.checkUnlisted ?? false;
  if (baseUrl === undefined) {
    if (hosting !== 'static') {
      throw new PolicyError('hosting', `hosting: ${JSON.stringify(hosting)} needs base-url, the public URL at which site-dir is served (e.g. https://www.example.org/).`);
    }
    if (siteDir.trim() !== '.' && siteDir.trim() !== './') {
      throw new PolicyError('site-dir', `site-dir: ${JSON.stringify(siteDir)} needs base-url, the public URL at which the folder is served (e.g. https://www.example.org/).`);
    }
    if (checkPages) {
      throw new PolicyError('check-pages', 'check-pages: true needs base-url, the public URL at which site-dir is served (e.g. https://www.example.org/).');
    }
    if (checkUnlisted) {
      throw new PolicyError('check-unlisted', 'check-unlisted: true needs base-url, the public URL at which site-dir is served (e.g. https://www.example.org/).');
    }
  }
  return baseUrl === undefined ? { siteDir, checkPages, hosting, checkUnlisted } : { baseUrl, siteDir, checkPages, hosting, checkUnlisted };
}

function nonNegativeInteger(input: string, value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (tooLargeInteger(value)) throw new PolicyError(input, `${input}: ${shownValue(value)} is not accepted; use a whole number from 0 to ${Number.MAX_SAFE_INTEGER} (larger numbers are not held exactly).`);
  throw new PolicyError(input, `${input}: ${shownValue(value)} is not accepted; use a whole number, 0 or more.`);
}

/** A finite number past Number.MAX_SAFE_INTEGER: a whole number, but not one a limit can be set to exactly. */
function tooLargeInteger(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value > Number.MAX_SAFE_INTEGER;
}

/** Severity rank, most severe first: error 0, warning 1, notice 2. */
export const SEVERITY_RANK: Readonly<Record<Severity, number>> = Object.freeze({ error: 0, warning: 1, notice: 2 });

/** True when a finding of this severity fails the run under `failOn`. */
export function failsRun(severity: Severity, failOn: FailOn): boolean {
  if (failOn === 'never') return false;
  return SEVERITY_RANK[severity] <= SEVERITY_RANK[failOn];
}
