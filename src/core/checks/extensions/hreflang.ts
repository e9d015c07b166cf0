/**
 * Alternates in sitemaps: `xhtml:link` (namespace http://www.w3.org/1999/xhtml) inside `url`.
 * Sources: Google Search Central "Tell Google about localized versions of your page" (sitemap
 * method: rel="alternate", hreflang a language with an optional ISO 3166-1 alpha-2 region or
 * x-default, absolute href, each URL listing itself) and BCP 47 (RFC 5646) with the IANA
 * language subtag registry. A link with `media` and no `hreflang` is the separate mobile URL
 * annotation, which carries no language.
 *
 * Per entry, the hreflang values and the hrefs go into a SmallIndex (arrays for a few, a Map
 * beyond), so any number of alternates is judged in linear time. Links across entries and files are a set-level matter.
 */
import { countryHint, isCountry, judgeLanguageTag } from './codes.js';
import { shortName } from '../../text.js';
import { isTooLongLoc } from '../loc.js';
import { ownString } from '../../site/locplaces.js';
import { attribute, type Ctx, type ElementSpec, type OpenElement } from './model.js';
import { comparableUrl, judgeUrlValue, nonAsciiIsInvalid, parseHttpUrl, quoteShort, trimXml, urlNeedsJudging } from './values.js';

/** The token `alternate` in a white-space-separated rel value. */
const ALTERNATE_TOKEN = /(?:^|[ \t\r\n])alternate(?=[ \t\r\n]|$)/i;

/** An app deep link of the old App Indexing (`android-app://`, `ios-app://`). */
const APP_LINK = /^\s*(?:android-app|ios-app):\/\//i;

/**
 * `hreflang-duplicate`: a second link of this `url` with the same hreflang (any case), whatever
 * else is wrong with either (no rel, another rel, no href): each is one more URL for the language.
 */
function checkDuplicate(hreflang: string, line: number, column: number, ctx: Ctx): void {
  const key = hreflang.toLowerCase();
  const lines = ctx.entry.hreflangLines;
  const first = lines.get(key);
  if (first === undefined) {
    lines.add(key, line);
    return;
  }
  const verdict = judgeLanguageTag(hreflang);
  const noLanguage = verdict.kind === 'invalid' || verdict.kind === 'unjudged';
  ctx.report(
    'hreflang-duplicate',
    `A second alternate with hreflang=${quoteShort(hreflang)} in this <url> (the first is at line ${first}); each language${noLanguage ? '' : ' and region'} gets one URL.`,
    line,
    column,
  );
}

function onOpen(el: OpenElement, ctx: Ctx): void {
  const { tag, line, column } = el;
  const name = tag.name;
  const hreflangAttr = attribute(tag, 'hreflang');
  if (hreflangAttr !== undefined) checkDuplicate(hreflangAttr, line, column, ctx);
  const rel = attribute(tag, 'rel');
  if (rel === undefined) {
    ctx.report('hreflang-value', `<${shortName(name)}> has no rel attribute; alternates are written rel="alternate" with hreflang and href.`, line, column);
    return;
  }
  // One token "alternate" among others, any case; tested in place (a 50 MB value is no array).
  if (rel !== 'alternate' && !ALTERNATE_TOKEN.test(rel)) {
    ctx.report(
      'hreflang-value',
      `<${shortName(name)}> has rel=${quoteShort(rel, 60)}; only rel="alternate" links (language or mobile alternates) are read in sitemaps.`,
      line,
      column,
    );
    return;
  }
  const href = attribute(tag, 'href');
  // An app deep link of the old App Indexing (rel="alternate" href="android-app://..." with no
  // hreflang): one finding that says what it is, not two about its scheme and its language.
  if (href !== undefined && hreflangAttr === undefined && APP_LINK.test(href)) {
    ctx.report(
      'hreflang-value',
      `<${shortName(name)}> links the app deep link ${quoteShort(href, 100)} (App Indexing), which search engines no longer read from sitemaps; remove the link.`,
      line,
      column,
    );
    return;
  }
  let absolute: string | undefined;
  if (href === undefined) {
    ctx.report('hreflang-value', `<${shortName(name)}> has no href attribute; give the absolute URL of the alternate page.`, line, column);
  } else {
    const url = parseHttpUrl(href, false, nonAsciiIsInvalid(ctx.policy));
    if (typeof url === 'string') {
      ctx.report('hreflang-value', href.length === 0 ? `The href of <${shortName(name)}> is empty; give the absolute URL of the alternate page.` : `The alternate URL ${quoteShort(href)} ${url}.`, line, column);
    } else {
      absolute = url.value;
      // The subject and the report are built only for a URL that may hold a fault (rare).
      if (urlNeedsJudging(url, ctx.policy)) judgeUrlValue(url, ctx.policy, `The alternate URL ${quoteShort(url.value)}`, (rule, message) => ctx.report(rule, message, line, column));
    }
  }
  const hreflang = hreflangAttr;
  if (hreflang === undefined) {
    // A separate mobile URL (rel="alternate" media="...") names no language.
    if (attribute(tag, 'media') !== undefined) return;
    ctx.report(
      'hreflang-value',
      `<${shortName(name)}> has no hreflang attribute; give the language (and optionally the region) of the alternate page, such as hreflang="de", hreflang="de-CH" or hreflang="x-default".`,
      line,
      column,
    );
    return;
  }
  const verdict = judgeLanguageTag(hreflang);
  // Not a language as far as this tool can tell: invalid, or too long to be judged.
  const noLanguage = verdict.kind === 'invalid' || verdict.kind === 'unjudged';
  if (noLanguage) {
    ctx.report('hreflang-value', `The hreflang ${quoteShort(hreflang)} ${verdict.message}.`, line, column);
  } else {
    if (verdict.kind === 'deprecated') ctx.report('hreflang-deprecated', `The hreflang ${quoteShort(hreflang)} ${verdict.message}.`, line, column);
    const region = verdict.region;
    if (region !== undefined && !isCountry(region) && ctx.on('hreflang-region')) {
      ctx.report(
        'hreflang-region',
        `The hreflang ${quoteShort(hreflang)} names the region ${region}, which is not an ISO 3166-1 alpha-2 country code${countryHint(region)}; Google reads only country regions (or give the language alone).`,
        line,
        column,
      );
    }
  }
  const entry = ctx.entry;
  entry.alternates++;
  if (href !== undefined) entry.hrefs.add(trimXml(href), 0);
  // An href of 2,048 characters or more is kept for no comparison across files, as a loc that long
  // is not (no entry can match it; 45 hrefs of 1 MB in each of ten files held 575 MB).
  if (ctx.collectAlternates && absolute !== undefined && !isTooLongLoc(absolute)) {
    // A link whose hreflang is no language tag (or is not judged) still links the pages (its code
    // is reported above): it counts as a return link, with '' for its language.
    // Copies of their own: the parser's values are views into the text they were read from, and
    // the hrefs of a run's entries, kept until the end of the run, held the whole document.
    entry.altHreflangs.push(noLanguage ? '' : keptHreflang(hreflang));
    entry.altHrefs.push(ownString(absolute));
    entry.altLines.push(line);
    entry.altColumns.push(column);
  }
}

/** Longest hreflang kept as one shared string, and how many distinct ones are (see keptHreflang). */
const MAX_SHARED_HREFLANG = 256;
const SHARED_HREFLANGS = 4096;
const sharedHreflangs = new Map<string, string>();

/**
 * The hreflang value to keep for the checks across entries: one string per distinct value (a
 * sitemap repeats the same few languages on every entry: 250,000 copies of "en", "de"... were
 * 5 MB), bounded as the verdict cache of ./codes.ts is; a long one as a copy of its own.
 */
function keptHreflang(hreflang: string): string {
  if (hreflang.length > MAX_SHARED_HREFLANG) return ownString(hreflang);
  const known = sharedHreflangs.get(hreflang);
  if (known !== undefined) return known;
  if (sharedHreflangs.size >= SHARED_HREFLANGS) sharedHreflangs.clear();
  const own = ownString(hreflang);
  sharedHreflangs.set(own, own);
  return own;
}

/** `xhtml:link`: an alternate of the page. */
export const LINK: ElementSpec = {
  family: 'xhtml',
  local: 'link',
  qname: 'xhtml:link',
  content: 'empty',
  attributes: ['rel', 'hreflang', 'href', 'media', 'type', 'title'],
  onOpen,
};

/** The xhtml elements allowed directly in a `url`. */
export const XHTML_TOP: ReadonlyMap<string, ElementSpec> = new Map([[LINK.local, LINK]]);

/**
 * End of an entry: `hreflang-self-missing` when it has alternates but none points at its own
 * loc (compared after trimming whitespace, as RFC 3986 compares two spellings of one URL: see
 * {@link comparableUrl}).
 */
export function endEntryAlternates(loc: string | undefined, line: number, column: number, ctx: Ctx): void {
  const entry = ctx.entry;
  if (entry.alternates === 0 || loc === undefined || !ctx.on('hreflang-self-missing')) return;
  const self = trimXml(loc);
  if (self === '' || entry.hrefs.get(self) !== undefined) return;
  // Another spelling of the same URL (`https://WWW.example.org` for `https://www.example.org/`)
  // is the entry itself too; compared only when the exact string is not there (rare).
  const key = comparableUrl(self);
  if (entry.hrefs.some((href) => comparableUrl(href) === key)) return;
  // The suggestion is an element to paste into the sitemap: self-closed, its href escaped as XML.
  ctx.report(
    'hreflang-self-missing',
    `This <url> lists ${entry.alternates === 1 ? 'an alternate' : `${entry.alternates} alternates`} but not itself: add an <xhtml:link rel="alternate" hreflang="..." href=${quoteShort(self.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;'))}/> for its own language.`,
    line,
    column,
  );
}
