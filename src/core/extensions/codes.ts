/**
 * Code lists behind the extension checks, from maintained packages:
 * - BCP 47 language tags (hreflang) and ISO 639 language subtags: the IANA language subtag
 *   registry through `language-tags` (data of `language-subtag-registry`);
 * - ISO 639-2 bibliographic and terminology codes (news languages): `iso-639-2`;
 * - ISO 3166-1 alpha-2 country codes (video restrictions, hreflang regions): `iso-3166`;
 * - ISO 4217 currency codes (video prices): `currency-codes`.
 *
 * Verdicts on language tags are cached per process (bounded), since a sitemap repeats the same
 * few hreflang values on every entry.
 *
 * The lists are loaded on demand ({@link loadCodeLists}): about 1 MB of registry data costs some
 * 30 ms of startup, and most sitemaps hold no alternates, videos or news. The engine loads them
 * before it hands the parser a namespace declaration of those families (see NEEDS_CODE_LISTS), so
 * the checks below can stay synchronous; they throw if called before the lists are loaded.
 */
import type languageTagsType from 'language-tags';
import type { Family } from './model.js';
import { RecentAnswers } from '../recent.js';
import { quoteShort } from './values.js';

/** The extension families whose values are judged against these lists. */
export const NEEDS_CODE_LISTS: ReadonlySet<Family> = new Set<Family>(['xhtml', 'video', 'news']);

interface CodeLists {
  /** Assigned ISO 3166-1 alpha-2 codes, upper case. */
  countries: ReadonlySet<string>;
  /** ISO 639-1 and ISO 639-2 (B and T) codes, lower case. */
  iso639: ReadonlySet<string>;
  /** ISO 4217 codes. */
  currencies: ReadonlySet<string>;
  languageTags: typeof languageTagsType;
}

let lists: CodeLists | undefined;
let loading: Promise<void> | undefined;

/** True once {@link loadCodeLists} has finished. */
export function codeListsLoaded(): boolean {
  return lists !== undefined;
}

/** The exports of a CommonJS package: Node puts them on `default`, a bundler may not. */
function commonJs<T>(m: T): T {
  const d = (m as { default?: T }).default;
  return d ?? m;
}

/** Loads the code lists (once per process; later calls return the same promise). */
export function loadCodeLists(): Promise<void> {
  loading ??= (async () => {
    const [currencyCodes, iso3166, iso6392, tags] = await Promise.all([
      import('currency-codes'),
      import('iso-3166/1.js'),
      import('iso-639-2/2.js'),
      import('language-tags'),
    ]);
    const iso639 = new Set<string>();
    for (const l of iso6392.iso6392) {
      iso639.add(l.iso6392B);
      if (l.iso6392T) iso639.add(l.iso6392T);
      if (l.iso6391) iso639.add(l.iso6391);
    }
    lists = {
      countries: new Set(iso3166.iso31661.map((c) => c.alpha2)),
      iso639,
      currencies: new Set(commonJs(currencyCodes).codes()),
      languageTags: commonJs(tags as unknown as typeof languageTagsType),
    };
  })();
  return loading;
}

/**
 * Thrown when a check needs the code lists before they were loaded (the gate of ./gate.ts missed a
 * declaration). validate() and checkFile() then load them and judge the document again, so this
 * never reaches a report.
 */
export class CodeListsNotLoaded extends Error {
  constructor() {
    super('The code lists (ISO 3166, ISO 639, ISO 4217, BCP 47) are used before they were loaded');
  }
}

function loaded(): CodeLists {
  if (!lists) throw new CodeListsNotLoaded();
  return lists;
}

/** Codes often written for a country that ISO 3166-1 spells otherwise. */
const COUNTRY_HINTS: Readonly<Record<string, string>> = { UK: 'GB', EN: 'GB', EL: 'GR' };

/** True for an assigned ISO 3166-1 alpha-2 code, written in upper case. */
export function isCountry(code: string): boolean {
  return loaded().countries.has(code);
}

/** A hint for a country code that is not assigned (`UK` → `GB`), or ''. */
export function countryHint(code: string): string {
  const up = code.toUpperCase();
  const hint = COUNTRY_HINTS[up];
  if (hint) return `; the ISO 3166-1 code of that country is ${hint}`;
  if (up !== code && loaded().countries.has(up)) return `; write it in upper case: ${up}`;
  return '';
}

/** True for an ISO 4217 currency code (upper case, as the standard writes them). */
export function isCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && loaded().currencies.has(code);
}

/**
 * True for an ISO 639 language code of two or three lower-case letters: ISO 639-1, ISO 639-2/B,
 * ISO 639-2/T, or any language subtag of the IANA registry (which holds ISO 639-3 and 639-5).
 */
export function isIso639(code: string): boolean {
  if (!/^[a-z]{2,3}$/.test(code)) return false;
  const l = loaded();
  return l.iso639.has(code) || l.languageTags.types(code).includes('language');
}

/** The judgement of one hreflang value. */
export type LanguageTagVerdict =
  /** Valid; `region` is the region subtag in upper case, if any. */
  | { kind: 'valid'; region?: string }
  /** Valid but deprecated in the registry; `message` says what to write instead. */
  | { kind: 'deprecated'; message: string; region?: string }
  /** Not a valid tag; `message` ends a sentence that starts with the quoted value. */
  | { kind: 'invalid'; message: string };

/** RFC 5646 section 2.1 langtag and privateuse syntax (grandfathered tags are looked up separately). */
const LANGTAG =
  /^(?:(?:[a-z]{2,3}(?:-[a-z]{3}){0,3}|[a-z]{4}|[a-z]{5,8})(?:-[a-z]{4})?(?:-(?:[a-z]{2}|[0-9]{3}))?(?:-(?:[a-z0-9]{5,8}|[0-9][a-z0-9]{3}))*(?:-[0-9a-wyz](?:-[a-z0-9]{2,8})+)*(?:-x(?:-[a-z0-9]{1,8})+)?|x(?:-[a-z0-9]{1,8})+)$/i;

/** Longest tag given to the registry lookup; longer values are refused by length alone. */
const MAX_TAG = 80;
const CACHE_LIMIT = 4096;
const cache = new Map<string, LanguageTagVerdict>();

// Error codes of language-tags' Tag.
const ERR_DEPRECATED = 1;
const ERR_NO_LANGUAGE = 2;
const ERR_UNKNOWN = 3;
const ERR_SUPPRESS_SCRIPT = 10;
const ERR_SUBTAG_DEPRECATED = 11;
const ERR_EXTRA_LANGUAGE = 12;

function subtagText(s: unknown): string {
  if (typeof s === 'string') return s;
  if (Array.isArray(s)) return s.map(subtagText).join(' ');
  if (s && typeof (s as { format?: unknown }).format === 'function') return (s as { format(): string }).format();
  return String(s);
}

function judge(tag: string): LanguageTagVerdict {
  if (tag.length === 0) return { kind: 'invalid', message: 'is empty' };
  if (tag.toLowerCase() === 'x-default') return { kind: 'valid' };
  if (tag.length > MAX_TAG) return { kind: 'invalid', message: `is ${tag.length} characters long, which no language tag is` };
  if (/^\s|\s$/.test(tag)) return { kind: 'invalid', message: 'has whitespace around it; write the language tag alone' };
  const t = loaded().languageTags(tag);
  const grandfathered = t.type() === 'grandfathered';
  if (!grandfathered && !LANGTAG.test(tag)) {
    if (tag.includes('_')) {
      return { kind: 'invalid', message: `is not a BCP 47 language tag: subtags are separated by hyphens, not underscores (${quoteShort(tag.replace(/_/g, '-'), 40)})` };
    }
    return { kind: 'invalid', message: 'is not a BCP 47 language tag (a language code such as "en", optionally followed by a script and a region: "zh-Hant", "en-GB"), nor x-default' };
  }
  const errors = t.errors().filter((e) => e.code !== ERR_SUPPRESS_SCRIPT);
  const region = t.region()?.format().toUpperCase();
  const hard = errors.find((e) => e.code !== ERR_DEPRECATED && e.code !== ERR_SUBTAG_DEPRECATED);
  if (hard) {
    const sub = subtagText(hard.subtag);
    let message: string;
    if (hard.code === ERR_EXTRA_LANGUAGE && sub.toLowerCase() === 'uk') {
      message = 'is not a valid language tag: "uk" is the code of Ukrainian, not of a region; the United Kingdom is GB ("en-GB")';
    } else if (hard.code === ERR_EXTRA_LANGUAGE) {
      message = `is not a valid language tag: ${quoteShort(sub, 20)} is a language code where a script or region is expected`;
    } else if (hard.code === ERR_UNKNOWN) {
      message = `is not a valid language tag: ${quoteShort(sub, 20)} is not in the IANA language subtag registry`;
    } else if (hard.code === ERR_NO_LANGUAGE) {
      message = 'is not a valid language tag: it does not start with a language code (a region alone is not enough; write e.g. "en-US")';
    } else {
      message = `is not a valid language tag (${hard.message.replace(/\.$/, '')})`;
    }
    return { kind: 'invalid', message };
  }
  if (errors.length > 0) {
    let message: string;
    if (grandfathered || errors[0]!.code === ERR_DEPRECATED) {
      const preferred = t.preferred();
      message = `is a deprecated language tag${preferred ? `; write ${quoteShort(preferred.format(), 40)}` : ''}`;
    } else {
      const sub = errors[0]!.subtag;
      const s = sub && typeof sub === 'object' && !Array.isArray(sub) ? sub : undefined;
      const preferred = s?.preferred();
      message = `uses the deprecated subtag ${quoteShort(subtagText(sub), 20)}${preferred ? `; write ${quoteShort(preferred.format(), 20)} instead` : ''}`;
    }
    return region === undefined ? { kind: 'deprecated', message } : { kind: 'deprecated', message, region };
  }
  return region === undefined ? { kind: 'valid' } : { kind: 'valid', region };
}

/**
 * Judges an hreflang value: `x-default` (any case), or a BCP 47 tag that is well-formed (RFC 5646
 * syntax) and valid against the IANA registry. A script equal to the language's
 * suppress-script (`en-Latn`) is accepted.
 */
export function judgeLanguageTag(tag: string): LanguageTagVerdict {
  // An entry's alternates name the same few languages as every other entry: the last ones are
  // found by comparing short strings, before the cache map.
  return recentTags.get(tag, judgeCached);
}

const recentTags = new RecentAnswers<LanguageTagVerdict>(8);

function judgeCached(tag: string): LanguageTagVerdict {
  const cached = cache.get(tag);
  if (cached) return cached;
  const verdict = judge(tag);
  if (tag.length <= MAX_TAG) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(tag, verdict);
  }
  return verdict;
}
