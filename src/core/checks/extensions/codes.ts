/**
 * Code lists behind the extension checks, from maintained packages:
 * - BCP 47 language tags (hreflang) and ISO 639 language subtags: the IANA language subtag
 *   registry through `language-tags` (data of `language-subtag-registry`, whose index also gives
 *   the registry's subtag ranges such as `qaa..qtz`);
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
import type { Family } from './family.js';
import { RecentAnswers } from '../recent.js';
import { quoteShort, thousands } from './values.js';

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
  /** The subtag ranges of the IANA registry (`qaa..qtz`, `QM..QZ`...), by subtag type. */
  subtagRanges: ReadonlyMap<string, readonly SubtagRange[]>;
}

/**
 * One record of the IANA registry whose Subtag field is a range (RFC 5646 3.1.4, "qaa..qtz"): it
 * registers every subtag of the same length from `first` to `last` in sort order. Lower case;
 * `key` is the range as the registry index of `language-tags` names it.
 */
interface SubtagRange {
  first: string;
  last: string;
  key: string;
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
    const [currencyCodes, iso3166, iso6392, tags, registryIndex] = await Promise.all([
      import('currency-codes'),
      import('iso-3166/1.js'),
      import('iso-639-2/2.js'),
      import('language-tags'),
      // The index that `language-tags` reads (one module in a bundle): the only place that lists
      // the registry's ranges, which the package looks up as whole keys and never expands.
      import('language-subtag-registry/data/json/index.json', { with: { type: 'json' } }),
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
      subtagRanges: subtagRanges(registryIndex.default),
    };
  })();
  return loading;
}

/** The ranges among the keys of the registry index (`qaa..qtz`), by subtag type. */
function subtagRanges(index: Readonly<Record<string, Readonly<Record<string, number>>>>): Map<string, SubtagRange[]> {
  const ranges = new Map<string, SubtagRange[]>();
  for (const key of Object.keys(index)) {
    const dots = key.indexOf('..');
    if (dots < 0) continue;
    const first = key.slice(0, dots).toLowerCase();
    const last = key.slice(dots + 2).toLowerCase();
    if (first.length !== last.length || first > last) continue;
    for (const type of Object.keys(index[key]!)) {
      if (type === 'grandfathered' || type === 'redundant') continue;
      let list = ranges.get(type);
      if (list === undefined) ranges.set(type, (list = []));
      list.push({ first, last, key });
    }
  }
  return ranges;
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
  | { kind: 'invalid'; message: string }
  /**
   * Longer than {@link MAX_JUDGED_TAG}: not judged (RFC 5646 sets no maximum length, so it may be
   * valid); `message` says so, as `invalid`'s does.
   */
  | { kind: 'unjudged'; message: string };

/** RFC 5646 section 2.1 langtag and privateuse syntax (grandfathered tags are looked up separately). */
const LANGTAG =
  /^(?:(?:[a-z]{2,3}(?:-[a-z]{3}){0,3}|[a-z]{4}|[a-z]{5,8})(?:-[a-z]{4})?(?:-(?:[a-z]{2}|[0-9]{3}))?(?:-(?:[a-z0-9]{5,8}|[0-9][a-z0-9]{3}))*(?:-[0-9a-wyz](?:-[a-z0-9]{2,8})+)*(?:-x(?:-[a-z0-9]{1,8})+)?|x(?:-[a-z0-9]{1,8})+)$/i;

/**
 * Longest value that is judged. RFC 5646 sets no maximum length for a tag (4.4.1 asks to support
 * at least 35 characters; private-use and extension subtags may go on without end), so this is a
 * bound on the work per value only: a registered tag is far shorter, and a longer value is
 * reported as not judged, not as invalid. The checks below are linear in the length: the
 * package's check of variants, quadratic in their number, only sees distinct ones (repeats are
 * refused before), so no more than the registry holds.
 */
export const MAX_JUDGED_TAG = 1024;
/** Longest tag whose verdict is cached (the cache then holds at most 4,096 short strings). */
const MAX_CACHED_TAG = 256;
const CACHE_LIMIT = 4096;
const cache = new Map<string, LanguageTagVerdict>();

// Error codes of language-tags' Tag (1.0.9). Of the others, on a tag that passed LANGTAG:
// ERR_TOO_LONG (4) cannot occur (LANGTAG allows no subtag over 8 characters); ERR_EXTRA_REGION (5),
// ERR_EXTRA_EXTLANG (6), ERR_EXTRA_SCRIPT (7) and ERR_WRONG_ORDER (9) are true faults (a second
// extlang is permanently reserved, RFC 5646 2.2.2; LANGTAG has places for one script and one
// region only). ERR_DUPLICATE_VARIANT (8) is not reliable: the package adds each variant to the
// ones seen before it compares, so it finds every variant after the first "twice"
// (sl-rozaj-biske-1994); repeated variants are judged here instead ({@link repeatedVariant}).
const ERR_DEPRECATED = 1;
const ERR_NO_LANGUAGE = 2;
const ERR_UNKNOWN = 3;
const ERR_DUPLICATE_VARIANT = 8;
const ERR_SUPPRESS_SCRIPT = 10;
const ERR_SUBTAG_DEPRECATED = 11;
const ERR_EXTRA_LANGUAGE = 12;

const NO_LANGUAGE = 'is not a valid language tag: it does not start with a language code (a region alone is not enough; write e.g. "en-US")';

function extraLanguage(sub: string): string {
  return `is not a valid language tag: ${quoteShort(sub, 20)} is a language code where a script or region is expected`;
}

function subtagText(s: unknown): string {
  if (typeof s === 'string') return s;
  if (Array.isArray(s)) return s.map(subtagText).join(' ');
  if (s && typeof (s as { format?: unknown }).format === 'function') return (s as { format(): string }).format();
  return String(s);
}

/**
 * The registry type of subtag `i` of a well-formed langtag, before its first singleton (RFC 5646
 * 2.1): the first is the language; after it, the length and the kind of characters tell an
 * extlang (3 letters), a script (4 letters), a region (2 letters, 3 digits) and a variant apart.
 */
function placeType(sub: string, i: number): string {
  if (i === 0) return 'language';
  if (/^[a-z]{3}$/.test(sub)) return 'extlang';
  if (/^[a-z]{4}$/.test(sub)) return 'script';
  if (/^(?:[a-z]{2}|[0-9]{3})$/.test(sub)) return 'region';
  return 'variant';
}

/** The registry range of `type` that holds `sub` (lower case): same length, between its ends. */
function rangeHolding(l: CodeLists, type: string, sub: string): SubtagRange | undefined {
  const list = l.subtagRanges.get(type);
  if (list === undefined) return undefined;
  for (const range of list) {
    if (sub.length === range.first.length && sub >= range.first && sub <= range.last) return range;
  }
  return undefined;
}

/** What {@link withRanges} found in a tag. */
interface RangeSubtags {
  /** The tag for `language-tags`, each subtag held by a range replaced by the range's key. */
  tag?: string;
  /** The region, upper case, when a range holds it (`QM`, `XK`). */
  region?: string;
  /** Messages for subtags that a range of another type than their place holds (`en-qaa`). */
  misplaced?: Map<string, string>;
}

/**
 * The subtags that the registry holds through a range only (`qaa`, `Qaaa`, `QM`, `XK`), which
 * RFC 5646 2.2.9 counts as registered and `language-tags` does not expand (it knows each range
 * as one key, `qaa..qtz`). A subtag held by a range of the type of its place is replaced by that
 * key, the registry record that `language-tags` has for it: the checks of the other subtags and
 * of their order stay its own. The package types a subtag after the first by its length, so a key
 * (six characters or more) there counts as a variant if its range is one and is passed over
 * otherwise; and the tag no longer spells a grandfathered one (`zh-QM-hakka` is not `zh-hakka`).
 * The scan ends at the first subtag that neither a record nor a range of its place holds, the
 * first one the package calls unknown. `subtags` are lower case.
 */
function withRanges(subtags: readonly string[], l: CodeLists): RangeSubtags | undefined {
  let found: RangeSubtags | undefined;
  let replaced: string[] | undefined;
  for (let i = 0; i < subtags.length; i++) {
    const sub = subtags[i]!;
    // Extension and private-use subtags are no registry subtags.
    if (sub.length === 1) break;
    const place = placeType(sub, i);
    const types = l.languageTags.types(sub);
    if (types.includes(place)) continue;
    const range = rangeHolding(l, place, sub);
    if (range !== undefined) {
      found ??= {};
      replaced ??= subtags.slice();
      replaced[i] = range.key;
      if (place === 'region') found.region = sub.toUpperCase();
      continue;
    }
    if (types.length > 0) continue;
    // Not in the index: language-tags calls it unknown, which a range of another type belies. It
    // is the first subtag the package finds unknown, and the package's first error: the subtags
    // after it change nothing (so a long tag of unknown subtags costs one lookup).
    const other = [...l.subtagRanges.keys()].find((type) => rangeHolding(l, type, sub) !== undefined);
    if (other === undefined) break;
    found ??= {};
    found.misplaced ??= new Map();
    let message: string;
    if (i === 0) message = NO_LANGUAGE;
    else if (other === 'language') message = extraLanguage(sub);
    else message = `is not a valid language tag: ${quoteShort(sub, 20)} is registered as a ${other} subtag, which cannot stand where ${/^[aeiou]/.test(place) ? 'an' : 'a'} ${place} subtag is`;
    found.misplaced.set(sub, message);
    break;
  }
  if (found !== undefined && replaced !== undefined) found.tag = replaced.join('-');
  return found;
}

/**
 * The first variant subtag that appears twice (RFC 5646 2.2.5: a variant may not repeat, so
 * de-1996-1996 is not valid; 2.2.9), or undefined. Distinct variants may follow each other
 * (sl-rozaj-biske-1994, de-CH-1996-1901); the registry's Prefix fields only recommend which
 * subtags should precede a variant (a tag without them, fr-1901, is valid). Variants are the
 * subtags after the language of five to eight characters, or of four starting with a digit; they
 * end at the first singleton. `subtags` are lower case and well-formed (LANGTAG).
 */
function repeatedVariant(subtags: readonly string[]): string | undefined {
  let seen: Set<string> | undefined;
  for (let i = 1; i < subtags.length; i++) {
    const sub = subtags[i]!;
    if (sub.length === 1) return undefined;
    if (placeType(sub, i) !== 'variant') continue;
    seen ??= new Set();
    if (seen.has(sub)) return sub;
    seen.add(sub);
  }
  return undefined;
}

/**
 * The first extension singleton that appears twice (RFC 5646 2.2.6: at most once each; 2.2.9: a
 * tag that repeats one is not valid), or undefined. Subtags after `x` are private use, where any
 * subtag may repeat. `subtags` are lower case.
 */
function repeatedSingleton(subtags: readonly string[]): string | undefined {
  let seen = '';
  for (let i = 1; i < subtags.length; i++) {
    const sub = subtags[i]!;
    if (sub.length !== 1) continue;
    if (sub === 'x') return undefined;
    if (seen.includes(sub)) return sub;
    seen += sub;
  }
  return undefined;
}

/**
 * The message for a tag written with underscores (a POSIX or CMS locale such as `en_US` or
 * WordPress's `de_DE_formal`). The hyphenated form is offered only when it is itself a valid tag;
 * otherwise the message says why it is not, and offers its longest valid leading part, if any
 * (`de-DE` for `de_DE_formal`), so that following the advice does not lead to another finding.
 */
function underscoreMessage(tag: string): string {
  const hyphenated = tag.replace(/_/g, '-');
  const lead = 'is not a BCP 47 language tag: subtags are separated by hyphens, not underscores';
  const verdict = judge(hyphenated);
  if (verdict.kind === 'valid') return `${lead} (${quoteShort(hyphenated, 40)})`;
  // A legacy code (Java's iw_IL, in_ID): the hyphenated form is hreflang-deprecated in turn, so
  // the message says what to write instead.
  if (verdict.kind === 'deprecated') return `${lead}, and ${quoteShort(hyphenated, 40)} ${verdict.message}`;
  // Why the hyphenated form is not valid, when a subtag is at fault (not for a form that is not
  // even well-formed, whose message is the general one).
  const VALID_LEAD = 'is not a valid language tag: ';
  const why = verdict.message.startsWith(VALID_LEAD) ? verdict.message.slice(VALID_LEAD.length) : '';
  let advice: string;
  if (/\("[^"]+"\)$/.test(why)) {
    advice = ''; // the reason names the tag to write (en-UK: "en-GB")
  } else {
    const subtags = hyphenated.split('-');
    let prefix: string | undefined;
    for (let n = subtags.length - 1; n > 0 && prefix === undefined; n--) {
      const candidate = subtags.slice(0, n).join('-');
      if (candidate !== '' && judge(candidate).kind === 'valid') prefix = candidate;
    }
    advice = prefix === undefined ? '; give a language code such as "en", optionally followed by a script and a region: "zh-Hant", "en-GB"' : `; write ${quoteShort(prefix, 40)}`;
  }
  return `${lead}, and ${quoteShort(hyphenated, 40)} is not a valid tag either${why === '' ? '' : `: ${why}`}${advice}`;
}

function judge(tag: string): LanguageTagVerdict {
  if (tag.length === 0) return { kind: 'invalid', message: 'is empty' };
  if (tag.toLowerCase() === 'x-default') return { kind: 'valid' };
  if (tag.length > MAX_JUDGED_TAG) {
    return {
      kind: 'unjudged',
      message: `is ${thousands(tag.length)} characters long, longer than this tool judges (${thousands(MAX_JUDGED_TAG)} characters); an hreflang is a language code, optionally with a script and a region, such as "de-CH" or "zh-Hant"`,
    };
  }
  if (/^\s|\s$/.test(tag)) return { kind: 'invalid', message: 'has whitespace around it; write the language tag alone' };
  const l = loaded();
  let t = l.languageTags(tag);
  const grandfathered = t.type() === 'grandfathered';
  if (!grandfathered && !LANGTAG.test(tag)) {
    if (tag.includes('_')) return { kind: 'invalid', message: underscoreMessage(tag) };
    return { kind: 'invalid', message: 'is not a BCP 47 language tag (a language code such as "en", optionally followed by a script and a region: "zh-Hant", "en-GB"), nor x-default' };
  }
  // A private-use tag (RFC 5646 2.1 privateuse, "x-klingon") is a valid BCP 47 tag: its subtags
  // are agreed between the parties, the registry has none of them.
  if (!grandfathered && /^x-/i.test(tag)) return { kind: 'valid' };
  const subtags = grandfathered ? [] : tag.toLowerCase().split('-');
  // Before the package: its check of variants is wrong (see ERR_DUPLICATE_VARIANT) and quadratic
  // in their number, which then stays below the number of variants in the registry.
  const variant = repeatedVariant(subtags);
  if (variant !== undefined) {
    return {
      kind: 'invalid',
      message: `is not a valid language tag: the variant subtag ${quoteShort(variant, 12)} appears more than once, but each variant may appear only once; write it once`,
    };
  }
  const ranges = grandfathered ? undefined : withRanges(subtags, l);
  if (ranges?.tag !== undefined) t = l.languageTags(ranges.tag);
  // The package's duplicate variants are not reliable (see ERR_DUPLICATE_VARIANT): judged above.
  const errors = t.errors().filter((e) => e.code !== ERR_SUPPRESS_SCRIPT && e.code !== ERR_DUPLICATE_VARIANT);
  const region = ranges?.region ?? t.region()?.format().toUpperCase();
  const hard = errors.find((e) => e.code !== ERR_DEPRECATED && e.code !== ERR_SUBTAG_DEPRECATED);
  if (hard) {
    const sub = subtagText(hard.subtag);
    const misplaced = hard.code === ERR_UNKNOWN ? ranges?.misplaced?.get(sub.toLowerCase()) : undefined;
    let message: string;
    if (misplaced !== undefined) {
      message = misplaced;
    } else if (hard.code === ERR_EXTRA_LANGUAGE && sub.toLowerCase() === 'uk') {
      message = 'is not a valid language tag: "uk" is the code of Ukrainian, not of a region; the United Kingdom is GB ("en-GB")';
    } else if (hard.code === ERR_EXTRA_LANGUAGE) {
      message = extraLanguage(sub);
    } else if (hard.code === ERR_UNKNOWN) {
      message = `is not a valid language tag: ${quoteShort(sub, 20)} is not in the IANA language subtag registry`;
    } else if (hard.code === ERR_NO_LANGUAGE) {
      message = NO_LANGUAGE;
    } else {
      message = `is not a valid language tag (${hard.message.replace(/\.$/, '')})`;
    }
    return { kind: 'invalid', message };
  }
  const singleton = repeatedSingleton(subtags);
  if (singleton !== undefined) {
    return {
      kind: 'invalid',
      message: `is not a valid language tag: the extension singleton ${quoteShort(singleton, 4)} appears more than once, but a singleton may start only one extension; write all its subtags after one ${quoteShort(singleton, 4)}`,
    };
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
 * syntax) and valid (RFC 5646 2.2.9): a private-use tag (`x-klingon`), a grandfathered tag, or a
 * langtag whose subtags the IANA registry holds, one by one or in a range (`qaa`, `en-Qaaa`,
 * `fr-XK`), with no variant and no extension singleton twice. A script equal to the language's
 * suppress-script (`en-Latn`) is accepted. A value longer than {@link MAX_JUDGED_TAG} characters
 * is `unjudged`.
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
  if (tag.length <= MAX_CACHED_TAG) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(tag, verdict);
  }
  return verdict;
}
