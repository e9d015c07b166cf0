/**
 * Value helpers shared by the extension checks: XML whitespace, bounded quoting, character
 * counts, absolute http(s) URLs and W3C Datetime values. Linear in the value, no regular
 * expressions with nested repetition, so any input is judged in bounded time.
 */
export { isBlank, isXmlSpace, quoteShort, thousands, trimXml } from '../../text.js';
import { quoteShort, trimXml } from '../../text.js';
import { parseLastmod } from '../fields.js';
import { isPlainUri, judgeUrl, looksLikeHostAndPort, plainUrlNeedsJudging, SCAN_INVALID, SCAN_NON_ASCII_INVALID, scanUri, type UrlRule } from '../loc.js';
import type { Policy } from '../../policy/policy.js';

/**
 * `quote()` with a hard bound on the result: when escaping makes the quoted text much longer
 * than `limit` (control characters become `\u00XX`), the value is quoted again, shorter.
 */
/** Number of Unicode characters (code points) of `s`; a lone surrogate counts as one. */
export function charCount(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length - 1; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}


/** A valid URL as {@link parseHttpUrl} returns it. */
export interface HttpUrl {
  /** The URL with surrounding XML whitespace removed. */
  value: string;
}

/**
 * True when a non-ASCII character in a URL field is a fault of the field's own rule rather than
 * `loc-non-ascii`: the strict profile, as a loc's is `loc-invalid` there, unless `rules` names
 * `loc-non-ascii`.
 */
export function nonAsciiIsInvalid(policy: Policy): boolean {
  return policy.profile === 'strict' && policy.rules['loc-non-ascii'] === undefined;
}

/**
 * Judges a URL that {@link parseHttpUrl} accepted by the rules every URL a sitemap lists shares
 * with a loc (../loc.ts judgeUrl): `loc-non-ascii` (unless {@link nonAsciiIsInvalid}: the
 * field's rule reported it), `loc-reserved-host`, `loc-host-invalid`, `loc-percent-encoding` and
 * `loc-double-encoded`. Each is reported through `report` as `${subject} has ...`, `subject`
 * naming the value (`The image URL "..."`). The common URL (ASCII, a plain host, no `%`) is
 * decided without a scan, and so is a plain URL without `%` on a host judged just before (see
 * {@link urlNeedsJudging}): what judgeUrl finds in it is what it found in the last URL with the
 * same `scheme://authority` (an image CDN on a reserved name, on every entry), given again.
 */
export function judgeUrlValue(url: HttpUrl, policy: Policy, subject: string, report: (rule: UrlRule, message: string) => void): void {
  const value = url.value;
  const slot = authoritySlot(value, policy);
  if (slot >= 0) {
    if (!keptNeeds[slot]) return;
    let found = keptFound[slot];
    if (found === undefined) {
      const list: Array<readonly [UrlRule, string]> = [];
      const u = scanUri(value, SCAN_INVALID);
      if (u.shape === '') judgeUrl(value, u, policy, (rule, detail) => list.push([rule, detail]), !nonAsciiIsInvalid(policy));
      keptFound[slot] = found = list;
    }
    for (const [rule, detail] of found) report(rule, `${subject} has ${detail}.`);
    return;
  }
  const u = scanUri(value, SCAN_INVALID);
  if (u.shape !== '') return;
  judgeUrl(value, u, policy, (rule, detail) => report(rule, `${subject} has ${detail}.`), !nonAsciiIsInvalid(policy));
}

/** How many `scheme://authority` verdicts {@link urlNeedsJudging} keeps (a sitemap's page host, its image or video CDN...). */
const AUTHORITIES_KEPT = 4;
/** The policy the kept verdicts are for. */
let keptPolicy: Policy | undefined;
/** Per slot: the `scheme://authority` of a plain URL, whether judgeUrl may find something there, and what it found (once asked). */
const keptAuthorities: string[] = new Array<string>(AUTHORITIES_KEPT).fill('');
const keptNeeds: boolean[] = new Array<boolean>(AUTHORITIES_KEPT).fill(false);
const keptFound: Array<ReadonlyArray<readonly [UrlRule, string]> | undefined> = new Array<undefined>(AUTHORITIES_KEPT).fill(undefined);
/** The slot replaced next. */
let keptNext = 0;

/**
 * False when {@link judgeUrlValue} would report nothing for `url` under `policy`, decided without a
 * scan: the common URL (plain as ../loc.ts isPlainUri sees it: ASCII, a host of letters, digits,
 * dots and hyphens), with no `%`, on a host that is neither reserved nor malformed
 * (../loc.ts plainUrlNeedsJudging). True otherwise: then judgeUrlValue judges the URL. Callers on
 * a hot path ask first, so that the subject and the report of judgeUrlValue are built only for
 * the URLs that need them.
 */
export function urlNeedsJudging(url: HttpUrl, policy: Policy): boolean {
  const slot = authoritySlot(url.value, policy);
  return slot < 0 || keptNeeds[slot]!;
}

/**
 * The slot of the kept verdict for the `scheme://authority` of `value` when it is a plain URL
 * without `%` (filled now if it is not kept), or -1 for any other value.
 *
 * What judgeUrl finds in a plain URL without `%` depends on its host and the policy alone (no
 * non-ASCII character, no escape: `loc-reserved-host` and `loc-host-invalid` only; the same
 * premise as plainUrlNeedsJudging). A sitemap writes the same few hosts on every entry, so the
 * verdicts of the last few URL beginnings up to the first `/` of the path (the authority as
 * written: the host as spelled, and its port; the query or fragment too when no `/` comes before
 * them) are kept, and a URL that starts with one is not taken apart again. A resolved policy is
 * frozen: a verdict holds for as long as the policy is the same object.
 */
function authoritySlot(value: string, policy: Policy): number {
  if ((value !== lastPlain && !isPlainUri(value)) || value.indexOf('%') >= 0) return -1;
  // A plain URL is `http://` or `https://`, then its authority (no user information), which ends
  // at the first `/`, `?` or `#`, or at the end. The key is the URL up to its first `/` after the
  // scheme's (or all of it): it holds the whole authority, and two URLs with the same key have the
  // same one. One native search, where a loop over the authority's characters cost as much as
  // the rest.
  const slash = value.indexOf('/', 8);
  const end = slash < 0 ? value.length : slash;
  if (policy !== keptPolicy) {
    keptPolicy = policy;
    keptAuthorities.fill('');
  }
  for (let i = 0; i < AUTHORITIES_KEPT; i++) {
    const a = keptAuthorities[i]!;
    if (a.length === end && value.startsWith(a)) return i;
  }
  const slot = keptNext;
  keptNext = (keptNext + 1) % AUTHORITIES_KEPT;
  keptAuthorities[slot] = value.slice(0, end);
  keptNeeds[slot] = plainUrlNeedsJudging(value, hostOf(value), policy);
  keptFound[slot] = undefined;
  return slot;
}

/** True for `http` or `https` written from index 0 to `colon` (any case); with `ftp`, `ftp` too. */
function isHttpScheme(v: string, colon: number, ftp = false): boolean {
  if (ftp && colon === 3 && (v.charCodeAt(0) | 0x20) === 0x66 && (v.charCodeAt(1) | 0x20) === 0x74 && (v.charCodeAt(2) | 0x20) === 0x70) return true;
  if (colon !== 4 && colon !== 5) return false;
  if ((v.charCodeAt(0) | 0x20) !== 0x68 || (v.charCodeAt(1) | 0x20) !== 0x74 || (v.charCodeAt(2) | 0x20) !== 0x74 || (v.charCodeAt(3) | 0x20) !== 0x70) return false;
  return colon === 4 || (v.charCodeAt(4) | 0x20) === 0x73;
}

/**
 * Judges an absolute http(s) URL as the extension schemas expect it (xsd:anyURI, absolute, with
 * a host): surrounding XML whitespace is dropped first (the xsd:anyURI whitespace collapse), then
 * the value gets the URL syntax check of a loc (RFC 3986: ../loc.ts scanUri, the check behind
 * `loc-invalid`): spaces, control characters, `"<>\^{|}` and backquote, `[`/`]` outside an IP
 * literal, a second `#`, `%` without two hexadecimal digits, a bad IP literal, a port that is not
 * a number or is larger than 65535. Non-ASCII characters are accepted (an IRI) unless not even an
 * IRI may carry them (C1 controls, bidirectional formatting characters, noncharacters, private use
 * outside the query: RFC 3987, see ../iri.ts). `ftp`: ftp URLs are accepted too (the files of a
 * video sitemap: Google fetches them over HTTP or FTP).
 *
 * With `nonAsciiInvalid` ({@link nonAsciiIsInvalid}), a non-ASCII character is such a fault too.
 *
 * The common URL is decided by one regular-expression test (../loc.ts isPlainUri), without the
 * character loop.
 *
 * @returns the URL, or a string: why the value is not such a URL, as the end of a sentence ("is
 *   empty", "is not an absolute URL (...)", "has the port "99999", which is larger than 65535", ...).
 */
export function parseHttpUrl(raw: string, ftp = false, nonAsciiInvalid = false): HttpUrl | string {
  if (isPlainUri(raw)) {
    lastPlain = raw;
    return { value: raw };
  }
  return parseHttpUrlSlow(raw, ftp, nonAsciiInvalid);
}

/** {@link parseHttpUrl} without its shortcut for plain URLs (the reference the shortcut is tested against). */
export function parseHttpUrlSlow(raw: string, ftp = false, nonAsciiInvalid = false): HttpUrl | string {
  const value = trimXml(raw);
  if (value.length === 0) return raw.length === 0 ? 'is empty' : 'holds only whitespace';
  const u = scanUri(value, SCAN_INVALID | (nonAsciiInvalid ? SCAN_NON_ASCII_INVALID : 0));
  if (u.shape === 'no-scheme') return 'is not an absolute URL (it has no scheme); give the full URL, starting with https://';
  if (u.shape === 'no-authority' && !isHttpScheme(value, u.colon, ftp) && looksLikeHostAndPort(value, u.colon)) {
    return `is not an absolute URL (it has no scheme: it starts with a host and port); give the full URL, such as ${quoteShort(`https://${value}`)}`;
  }
  if (!isHttpScheme(value, u.colon, ftp)) {
    return `has the scheme ${quoteShort(value.slice(0, u.colon).toLowerCase(), 40)}; only ${ftp ? 'http, https and ftp' : 'http and https'} URLs are read`;
  }
  if (u.shape === 'no-authority') return 'is not an absolute URL (no "//" and host follow the scheme)';
  if (u.shape === 'no-host') return 'is not an absolute URL (it has no host)';
  if (u.invalid !== undefined) return `has ${u.invalid}`;
  return { value };
}

/** The last value {@link parseHttpUrl} found plain (../loc.ts isPlainUri): {@link urlNeedsJudging} is asked about it next, and need not test it again. */
let lastPlain = '';

/** An http(s) URL already in the form of {@link comparableUrl}: lower-case host, no port, a path, no `%`. */
const CANONICAL_URL = /^https?:\/\/[a-z0-9.-]+\/[^%]*$/;

/** Scheme, authority and the rest of an absolute URL (`scheme://authority rest`). */
const URL_PARTS = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)/;

/**
 * `url` in the form two spellings of one http(s) URL share (RFC 3986 section 6.2.2 and 6.2.3):
 * scheme and host in lower case, the default port (80, 443) or an empty one dropped, an empty
 * path written `/`, and the hexadecimal digits of percent escapes in upper case. Other values come
 * back as they are. For comparing, not for showing.
 */
export function comparableUrl(url: string): string {
  // The common case, already in that form: the same string back, nothing allocated.
  if (CANONICAL_URL.test(url)) return url;
  const m = URL_PARTS.exec(url);
  if (!m) return url;
  const scheme = m[1]!.toLowerCase();
  let authority = m[2]!;
  let rest = url.slice(m[0].length);
  const at = authority.lastIndexOf('@');
  const userinfo = at >= 0 ? authority.slice(0, at + 1) : '';
  let host = authority.slice(at + 1);
  const port = /:(\d*)$/.exec(host);
  if (port && !host.endsWith(']') && (port[1] === '' || (scheme === 'http' && Number(port[1]) === 80) || (scheme === 'https' && Number(port[1]) === 443))) {
    host = host.slice(0, port.index);
  }
  authority = userinfo + host.toLowerCase();
  if (rest === '' || rest.startsWith('?') || rest.startsWith('#')) rest = `/${rest}`;
  if (rest.includes('%')) rest = rest.replace(/%[0-9a-f]{2}/gi, (e) => e.toUpperCase());
  return `${scheme}://${authority}${rest}`;
}

/** The lower-cased host of a URL that {@link parseHttpUrl} accepted. */
export function hostOf(url: string): string {
  const start = url.indexOf('//') + 2;
  let end = start;
  while (end < url.length) {
    const c = url.charCodeAt(end);
    if (c === 0x2f || c === 0x3f || c === 0x23 || c === 0x5c) break;
    end++;
  }
  let host = url.slice(start, end);
  const at = host.lastIndexOf('@');
  if (at >= 0) host = host.slice(at + 1);
  if (!host.startsWith('[')) {
    const portColon = host.lastIndexOf(':');
    if (portColon >= 0) host = host.slice(0, portColon);
  }
  return host.toLowerCase();
}

/** True when `a` and `b` name the same site: equal hosts, or one a subdomain of the other (a `www.` prefix is ignored). */
export function sameSite(a: string, b: string): boolean {
  const x = a.startsWith('www.') ? a.slice(4) : a;
  const y = b.startsWith('www.') ? b.slice(4) : b;
  return x === y || x.endsWith(`.${y}`) || y.endsWith(`.${x}`);
}

// W3C Datetime (https://www.w3.org/TR/NOTE-datetime), from a full date on.


/** What the W3C date fields accept, for messages. */
export const W3C_DATE_EXPECTED = 'a W3C Datetime with a full date, such as 2026-01-31 or 2026-01-31T09:30:00+01:00';

/**
 * Parses a W3C Datetime of day precision or finer, already trimmed: `YYYY-MM-DD`, or a date with
 * `Thh:mm`, `Thh:mm:ss` or `Thh:mm:ss.s+` and a zone (`Z` or `±hh:mm`, hours 00–23). The date is
 * calendar-checked; hours are 00–23, minutes and seconds 00–59. The lastmod parser of ../fields.ts
 * in its `w3c` mode, without the year and year-month forms.
 *
 * @returns the instant in epoch milliseconds (a date alone: 00:00 UTC), or a string: why the
 *   value is invalid ('' when it simply does not have the expected shape).
 */
export function parseW3cDate(s: string): number | string {
  if (s.length === 4 || s.length === 7) {
    const r = parseLastmod(s, 'w3c');
    return typeof r === 'number' ? 'a full date (YYYY-MM-DD) is needed' : r;
  }
  return parseLastmod(s, 'w3c');
}

/** How far the latest time zone (UTC−12) is behind UTC. */
const LATEST_ZONE_MS = 12 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The last instant that a value {@link parseW3cDate} accepted may name, given `ms`, the instant it
 * returned. A date with a time and zone names one instant. A date alone (`YYYY-MM-DD`) names a
 * whole day in a time zone it does not give: it is over everywhere only at the end of that day at
 * UTC−12, 36 hours after its start at UTC (which is what `ms` is). Checks that call a date past
 * (an article older than two days, an expired video) compare this instant, so that a date alone
 * is not called past while that day may still be running where it was written.
 */
export function latestInstant(s: string, ms: number): number {
  return s.length === 10 ? ms + DAY_MS + LATEST_ZONE_MS : ms;
}
