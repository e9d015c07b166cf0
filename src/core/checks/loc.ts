/**
 * Checks of one `loc` value (a `<loc>` of a urlset or sitemap index, or a line of a text
 * sitemap): the `loc-*` rules of the catalog (RULES.md "loc") that can be judged from the value
 * alone. Rules that compare entries (`loc-mixed-hosts`, `loc-duplicate`, `loc-out-of-scope`, ...)
 * live with the document checks and use the returned {@link LocInfo}.
 *
 * This runs once per entry (50,000+ times per file), so the common path is a single pass of
 * `charCodeAt` over the value with a module-level character-class table: no `new URL()`, no
 * regular expression, no allocation beyond the returned object and the strings it holds.
 * Messages are only built when a rule fires, and they quote values through {@link quoteShort} so
 * that they stay short whatever the input.
 *
 * Grammar: RFC 3986 (URI generic syntax), section 3 and appendix A. A loc is judged as
 * `scheme "://" authority path-abempty [ "?" query ] [ "#" fragment ]`. That syntax check
 * ({@link scanUri}) is also the one of every other URL field: the URLs of the extensions and the
 * robots.txt `Sitemap:` values (./extensions/values.ts parseHttpUrl).
 */
import { domainToASCII } from 'node:url';
import ipaddr from 'ipaddr.js';
import { iriFault, isIriFault, queryRange } from './iri.js';
import type { Policy } from '../policy/policy.js';
import { atCharacter, codePointCount, isXmlSpace, quote, quoteShort, holdsTemplateTags, TEMPLATE_HINT, thousands } from '../text.js';

/** What {@link checkLoc} learnt about an absolute URL, for the checks that compare entries. */
export interface LocInfo {
  /** The URL with surrounding XML whitespace (space, tab, CR, LF) removed. */
  value: string;
  /** Lower-cased scheme, e.g. `https`. */
  scheme: string;
  /**
   * Lower-cased host as written, never empty. An internationalised (non-ASCII) host is converted
   * to ASCII with `node:url` `domainToASCII` (UTS #46, e.g. `bücher.example` →
   * `xn--bcher-kva.example`; when that conversion fails, the host is only lower-cased and
   * `loc-invalid` is reported); an IP literal keeps its brackets (`[::1]`). Percent-escapes in a
   * host are kept as written (lower-cased), not decoded.
   */
  host: string;
  /** Port text as written: `''` when there is none, and also for an explicit empty port (`https://h:/`); see `hasPort`. */
  port: string;
  /** True when a `:` follows the host, even with no digits after it. */
  hasPort: boolean;
}

/**
 * Receives one finding: a rule id of the catalog and a one-sentence message. The caller attaches
 * the severity (from `policy.severities`) and the position.
 */
export type Report = (rule: string, message: string) => void;

// Character classes of RFC 3986 appendix A, for code units below 128.
const C_ALPHA = 1;
const C_DIGIT = 2;
const C_HEX = 4;
/** unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" */
const C_UNRESERVED = 8;
/** sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=" */
const C_SUBDELIM = 16;
/** Allowed in path, query and fragment besides unreserved and sub-delims: ":" / "@" / "/" / "?". */
const C_PCHAR_EXTRA = 32;
/** Characters that delimit path and query parameters (session id detection): "/" ";" "?" "&" "=". */
const C_PARAM = 64;
/** Scheme characters after the first: ALPHA / DIGIT / "+" / "-" / "." */
const C_SCHEME = 128;

const CLASS = new Uint8Array(128);
function mark(chars: string, bits: number): void {
  for (let i = 0; i < chars.length; i++) CLASS[chars.charCodeAt(i)]! |= bits;
}
mark('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', C_ALPHA | C_UNRESERVED | C_SCHEME);
mark('0123456789', C_DIGIT | C_HEX | C_UNRESERVED | C_SCHEME);
mark('ABCDEFabcdef', C_HEX);
mark('-._~', C_UNRESERVED);
mark("!$&'()*+,;=", C_SUBDELIM);
mark(':@/?', C_PCHAR_EXTRA);
mark('/;?&=', C_PARAM);
mark('+-.', C_SCHEME);

const C_REGNAME = C_UNRESERVED | C_SUBDELIM;
const C_PATH = C_UNRESERVED | C_SUBDELIM | C_PCHAR_EXTRA;

/** Longest host name in DNS (RFC 1035, as text without the root dot). */
const MAX_DNS_NAME = 253;
/** Longest loc sitemaps.org accepts is 2,047 characters ("less than 2,048 characters"). */
const MAX_LOC_LENGTH = 2048;

/**
 * A loc with nothing to report whatever the policy's severities: lower-case `http` or `https`,
 * `//`, a lower-case ASCII host name, no port, user information, fragment, `%` escape or `;`
 * parameter, a path of unreserved characters, sub-delimiters, `:`, `@` and `/` (RFC 3986), and
 * a query of those and `?`. Such a loc cannot trigger any `loc-*` rule except `loc-scheme` (http
 * under require-https), `loc-host` (a host the policy does not allow), `loc-session-id` (a query
 * parameter named like a session id: {@link querySessionName}) and the host rules of
 * {@link plainUrlNeedsJudging}, which the caller checks. Capture 1 is the host.
 */
const PLAIN_LOC = /^https?:\/\/([a-z0-9.-]+)(?:\/[A-Za-z0-9\-._~!$&'()*+,=:@/]*)?(?:\?[A-Za-z0-9\-._~!$&'()*+,=:@/?]*)?$/;

/** dec-octet "." dec-octet "." dec-octet "." dec-octet (RFC 3986 section 3.2.2). */
const IPV4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$/;
/** IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ) (RFC 3986 section 3.2.2). */
const IPVFUTURE = /^[vV][0-9A-Fa-f]+\.[A-Za-z0-9\-._~!$&'()*+,;=:]+$/;
/** h16 = 1*4HEXDIG */
const H16 = /^[0-9A-Fa-f]{1,4}$/;

/**
 * Query and path parameter names that carry a session id (Google Search Central: leave session
 * ids out of sitemap URLs). Compared lower-cased; `aspsessionid` is also matched as a prefix
 * (ASP's `ASPSESSIONIDxxxxxxxx=`). Besides the platforms' generic names, the shop systems whose
 * sitemap modules wrote the session into every URL when cookies were off: osCommerce (`osCsid`),
 * Zen Cart (`zenid`) and xt:Commerce (`XTCsid`).
 */
const SESSION_NAMES: ReadonlySet<string> = new Set([
  'jsessionid',
  'phpsessid',
  'sid',
  'sessionid',
  'session_id',
  'cfid',
  'cftoken',
  'oscsid',
  'zenid',
  'xtcsid',
]);

function isHex(c: number): boolean {
  return c < 128 && (CLASS[c]! & C_HEX) !== 0;
}

/**
 * `quote()` with a hard bound on the result: when escaping makes the quoted text much longer than
 * `limit` (control characters become `\u00XX`), the value is quoted again, shorter.
 */

function hex2(c: number): string {
  return c.toString(16).toUpperCase().padStart(2, '0');
}

/** `bytes of the UTF-8 form of the code point at i, percent-encoded`, or undefined for a lone surrogate. */
function percentEncoded(value: string, i: number): string | undefined {
  const cp = value.codePointAt(i) ?? 0;
  try {
    return encodeURIComponent(String.fromCodePoint(cp));
  } catch {
    return undefined;
  }
}

/** Describes a non-ASCII character at `i` and how to write it (used by loc-non-ascii and strict loc-invalid). */
function nonAsciiDetail(value: string, i: number): string {
  const cp = value.codePointAt(i) ?? 0;
  const code = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  const encoded = percentEncoded(value, i);
  if (encoded === undefined) return `the unpaired surrogate ${code} ${atCharacter(value, i)}, which no URL can carry; remove it`;
  return `the non-ASCII character ${quote(String.fromCodePoint(cp))} (${code}) ${atCharacter(value, i)}; percent-encode its UTF-8 bytes as ${encoded}`;
}

/** Describes an ASCII character at `i` that RFC 3986 does not allow where it stands. */
function charDetail(value: string, i: number, where: string): string {
  const c = value.charCodeAt(i);
  const at = atCharacter(value, i);
  if (c === 0x20) return `a space ${at}${where}; percent-encode it as %20`;
  if (c < 0x20 || c === 0x7f) return `the control character U+00${hex2(c)} ${at}${where}; remove it`;
  if (c === 0x25) return `a "%" ${at} that is not followed by two hexadecimal digits; write %25 for a literal percent sign`;
  return `the character ${quote(String.fromCharCode(c))} ${at}${where}, which RFC 3986 does not allow there; percent-encode it as %${hex2(c)}`;
}

/**
 * Describes an ASCII character at `i` of a host name (not an IP literal) that RFC 3986 does not
 * allow there. Percent-encoding is no fix in a host: DNS names are letters, digits, hyphens and
 * dots (RFC 3986 section 3.2.2 asks URI producers to use that syntax), and `www.ex%20ample.org`
 * names no server. The advice is to correct the name.
 */
function hostCharDetail(value: string, i: number): string {
  const c = value.charCodeAt(i);
  const what =
    c === 0x20
      ? 'a space'
      : c < 0x20 || c === 0x7f
        ? `the control character U+00${hex2(c)}`
        : `the character ${quote(String.fromCharCode(c))}`;
  return `${what} ${atCharacter(value, i)} in the host, which no host name can hold (host names are letters, digits, hyphens and dots); remove it from the host name`;
}

/** True for an RFC 3986 IPv6address (no zone id). */
function isIPv6(s: string): boolean {
  // The longest form is 45 characters (six h16 groups and an IPv4 tail); refusing longer text
  // early keeps split() off huge input.
  if (s.length > 45) return false;
  const dbl = s.indexOf('::');
  if (dbl >= 0 && s.indexOf('::', dbl + 1) >= 0) return false;
  const left = dbl < 0 ? s : s.slice(0, dbl);
  const right = dbl < 0 ? '' : s.slice(dbl + 2);
  const groups = left === '' ? [] : left.split(':');
  if (right !== '') groups.push(...right.split(':'));
  // An IPv4 tail (ls32) is allowed only as the very last part of the address.
  const lastAtEnd = dbl < 0 || right !== '';
  let count = 0;
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g]!;
    if (g === groups.length - 1 && lastAtEnd && group.includes('.')) {
      if (!IPV4.test(group)) return false;
      count += 2;
    } else if (H16.test(group)) {
      count += 1;
    } else {
      return false;
    }
  }
  return dbl < 0 ? count === 8 : count <= 7;
}

/** True for the inside of an RFC 3986 IP-literal: IPv6address or IPvFuture. */
function isIPLiteral(inside: string): boolean {
  const c = inside.charCodeAt(0);
  return c === 0x76 || c === 0x56 ? IPVFUTURE.test(inside) : isIPv6(inside);
}

/** True when the parameter name value[start, end) is a known session id name. */
function isSessionName(value: string, start: number, end: number): boolean {
  const n = end - start;
  if (n < 3 || n > 40) return false;
  const name = value.slice(start, end).toLowerCase();
  return SESSION_NAMES.has(name) || name.startsWith('aspsessionid');
}

/** The allowed hosts of each policy's list as a set (the list is frozen with its policy). */
const HOST_SETS = new WeakMap<readonly string[], ReadonlySet<string>>();

/**
 * True when `host` (lower case, ASCII) is one of `hosts`: a set lookup, so that a list of
 * thousands of hosts costs no more per loc than one (a list of 12,000 took 30 s on 50,000 locs).
 */
export function isAllowedHost(hosts: readonly string[], host: string): boolean {
  if (hosts.length <= 4) return hosts.includes(host);
  let set = HOST_SETS.get(hosts);
  if (!set) {
    set = new Set(hosts);
    HOST_SETS.set(hosts, set);
  }
  return set.has(host);
}

/** The allowed hosts as a message lists them: comma-separated, cut with an ellipsis past 200 characters. */
export function allowedHosts(hosts: readonly string[]): string {
  let list = '';
  for (const h of hosts) {
    const next = list === '' ? h : `${list}, ${h}`;
    if (next.length > 200) return `${list}, …`;
    list = next;
  }
  return list;
}

function tooLongMessage(value: string, length: number): string {
  return `The loc ${quoteShort(value)} is ${thousands(length)} characters long; sitemaps.org requires fewer than 2,048.`;
}

function escapedTooLongMessage(value: string, written: number, escaped: number, asciiHost: boolean): string {
  return `The loc ${quoteShort(value)} is ${thousands(written)} characters long as written but ${thousands(escaped)} once escaped to ASCII as crawlers request it (each UTF-8 byte of a non-ASCII character as %XX${
    asciiHost ? ', the host in its ASCII form' : ''
  }); sitemaps.org requires fewer than 2,048 characters and URLs escaped to ASCII.`;
}

/** Index of the first code unit of `value` outside ASCII, or -1. */
function firstNonAsciiIndex(value: string): number {
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) >= 128) return i;
  return -1;
}

/**
 * The length of `value` as a crawler requests it (RFC 3987 section 3.1, mapping an IRI to a URI):
 * every non-ASCII character counts as the %XX escapes of its UTF-8 bytes (6, 9 or 12 characters;
 * an unpaired surrogate as U+FFFD, 9), and a host with non-ASCII characters that has an ASCII
 * form (UTS #46, `u.host`) counts as that form (`xn--...`), which is what is sent. ASCII
 * characters count one each, also those RFC 3986 does not allow (loc-invalid). `from` is the index
 * of the first non-ASCII code unit: the work is linear in the rest, and nothing is built.
 */
function escapedLength(value: string, from: number, u: UriScan): number {
  const len = value.length;
  const asciiHost = u.shape === '' && u.hostNonAscii && u.host !== u.hostText.toLowerCase();
  let i = asciiHost && u.hostStart < from ? u.hostStart : from;
  let n = i;
  for (; i < len; i++) {
    if (asciiHost && i === u.hostStart) {
      n += u.host.length;
      i = u.hostEnd - 1;
      continue;
    }
    const c = value.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 6;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < len && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 12;
      i++;
    } else n += 9;
  }
  return n;
}

/**
 * The length of a URL as a crawler requests it (see escapedLength): the written length for ASCII
 * text, else with non-ASCII characters percent-encoded as UTF-8 and a non-ASCII host in its
 * ASCII form. For URLs judged outside {@link checkLoc} (robots.txt `Sitemap:` values).
 */
export function escapedUrlLength(value: string): number {
  const from = firstNonAsciiIndex(value);
  return from < 0 ? value.length : escapedLength(value, from, scanUri(value, 0));
}

/**
 * True when `value`, which has a scheme-like name before `colon` and no "//" after it, reads as a
 * host and port without a scheme (`localhost:8080/x`, `www.example.org:8080`, `shop:3000/`):
 * up to five digits follow the colon, then the end, "/", "?" or "#"; and the name has a dot or is
 * `localhost` (then no digits are needed), or the digits are followed by "/". URL parsers read the
 * name as a scheme; a user meant a host. `tel:911` and `urn:123` stay schemes.
 */
export function looksLikeHostAndPort(value: string, colon: number): boolean {
  let i = colon + 1;
  while (i < value.length && i - colon <= 6) {
    const c = value.charCodeAt(i);
    if (c < 0x30 || c > 0x39) break;
    i++;
  }
  const digits = i - colon - 1;
  if (digits > 5) return false;
  const next = value.charCodeAt(i);
  if (i < value.length && next !== 0x2f && next !== 0x3f && next !== 0x23) return false;
  let dot = false;
  for (let k = 0; k < colon; k++) {
    if (value.charCodeAt(k) === 0x2e) {
      dot = true;
      break;
    }
  }
  if (dot || (colon === 9 && value.slice(0, 9).toLowerCase() === 'localhost')) return true;
  return digits > 0 && next === 0x2f;
}

/** The loc-scheme message for a URL of `scheme` (lower-cased) other than https. */
function schemeMessage(value: string, scheme: string, requireHttps: boolean): string {
  if (scheme === 'http') return `The loc ${quoteShort(value)} uses the scheme "http", but the policy requires https; list the https URL.`;
  return `The loc ${quoteShort(value)} uses the scheme ${quoteShort(scheme, 40)}; sitemaps list only http and https URLs${requireHttps ? ', and the policy requires https' : ''}.`;
}

/** The loc-not-absolute message for a value {@link scanUri} finds no absolute URL in. */
function notAbsoluteMessage(value: string, shape: UriScan['shape'], colon: number, hostAndPort: boolean): string {
  if (shape === 'no-scheme') return `The loc ${quoteShort(value)} is not an absolute URL (it has no scheme); give the full URL, starting with https:// and the host.`;
  if (shape === 'no-host') return `The loc ${quoteShort(value)} has an empty host; give the full URL, such as https://www.example.org/page.`;
  if (hostAndPort) {
    let end = colon + 1;
    while (end < value.length && value.charCodeAt(end) >= 0x30 && value.charCodeAt(end) <= 0x39) end++;
    return `The loc ${quoteShort(value)} is not an absolute URL (it has no scheme: it starts with the host and port ${quoteShort(value.slice(0, end), 100)}); give the full URL, such as ${quoteShort(`https://${value}`)}.`;
  }
  // http or https without "//" (RFC 3986 reads "https:www.example.org" as a scheme and a path, with no host).
  let rest = colon + 1;
  while (rest < value.length && value.charCodeAt(rest) === 0x2f) rest++;
  const fix = rest < value.length ? ` such as ${quoteShort(`${value.slice(0, colon).toLowerCase()}://${value.slice(rest)}`)}` : ' such as "https://www.example.org/page"';
  return `The loc ${quoteShort(value)} is a malformed ${value.slice(0, colon).toLowerCase()} URL: no "//" and host follow ${quoteShort(value.slice(0, colon + 1), 10)}; write the scheme, "//" and the host,${fix}.`;
}

/**
 * Describes the non-ASCII character at `i` of an authority that has no ASCII form: an IP literal, a
 * port, or a host name UTS #46 refuses. Percent-encoding is no fix there.
 */
function hostNonAsciiDetail(value: string, i: number, inHost: boolean): string {
  const cp = value.codePointAt(i) ?? 0;
  const code = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  return `the non-ASCII character ${quote(String.fromCodePoint(cp))} (${code}) ${atCharacter(value, i)} in the ${inHost ? 'host, which has no ASCII form; correct the host name' : 'port; remove it'}`;
}

/**
 * True when `value` (trimmed) is loc-too-long as written: 2,048 characters or more, a character
 * outside the BMP counting once (sitemaps.org). Such a loc is not kept for the comparisons across
 * entries (it may be huge). A shorter loc that is loc-too-long only once escaped to ASCII is kept.
 */
export function isTooLongLoc(value: string): boolean {
  return value.length >= MAX_LOC_LENGTH && (value.length >= 2 * MAX_LOC_LENGTH || codePointCount(value) >= MAX_LOC_LENGTH);
}

/**
 * The kept part of a long loc without what the cut may have split: half a surrogate pair, or the
 * `%` or `%X` that starts a percent escape. Either would read as a fault of the loc.
 */
export function wholeCharacters(s: string): string {
  let end = s.length;
  const last = s.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  else if (s.charCodeAt(end - 1) === 0x25) end--;
  else if (s.charCodeAt(end - 2) === 0x25 && /[0-9A-Fa-f]/.test(s.charAt(end - 1))) end -= 2;
  return end === s.length ? s : s.slice(0, end);
}

/** {@link scanUri}: find the first place where the value is not an RFC 3986 URI (`invalid`). */
export const SCAN_INVALID = 1;
/** {@link scanUri}: a non-ASCII character is such a place too (the strict profile's loc-invalid). */
export const SCAN_NON_ASCII_INVALID = 2;
/** {@link scanUri}: look for path and query parameters named like a session id (`sessionName`). */
export const SCAN_SESSION = 4;

/** What {@link scanUri} learnt about a value, for the loc rules and the URL fields of the extensions. */
export interface UriScan {
  /**
   * '' when the value is `scheme "://" authority ...` with a non-empty host, and the other fields
   * are filled in; else why it is no absolute URL: `no-scheme` (no RFC 3986 scheme and ":"),
   * `no-authority` (no "//" after the scheme) or `no-host` (an empty host). `colon` is set for the
   * last two.
   */
  shape: '' | 'no-scheme' | 'no-authority' | 'no-host';
  /** Index of the ":" that ends the scheme; -1 when there is none. */
  colon: number;
  /** Index of the "@" that ends the user information; -1 when there is none. */
  at: number;
  hostStart: number;
  hostEnd: number;
  /** The host as written. */
  hostText: string;
  /** The host lower-cased, a non-ASCII one converted to ASCII (UTS #46) when it can be. */
  host: string;
  /** True when the host is a name with non-ASCII characters. */
  hostNonAscii: boolean;
  /** Port text as written ('' also for an empty port); `hasPort` when a ":" follows the host. */
  port: string;
  hasPort: boolean;
  /**
   * With {@link SCAN_INVALID}: the first place where the value is not an RFC 3986 URI, as the
   * object of "it has ..." (`the port "99999", which is larger than 65535`); else undefined.
   */
  invalid: string | undefined;
  /** Index of the first non-ASCII character an IRI may carry; -1 when there is none. */
  nonAsciiAt: number;
  /**
   * Index of the first non-ASCII code unit of any kind (also one not even an IRI may carry); -1
   * when there is none, and when `shape` is not '' (the value is then not looked at).
   */
  firstNonAscii: number;
  /** Index of the "#" that starts the fragment; -1 when there is none. */
  fragment: number;
  /** With {@link SCAN_SESSION}: the first parameter name that carries a session id, or ''. */
  sessionName: string;
  /** True when `invalid` describes the host (a bad IP literal or internationalised name, a character no host may hold). */
  hostInvalid: boolean;
}

function notAbsolute(shape: UriScan['shape'], colon: number): UriScan {
  return { shape, colon, at: -1, hostStart: -1, hostEnd: -1, hostText: '', host: '', hostNonAscii: false, port: '', hasPort: false, invalid: undefined, nonAsciiAt: -1, firstNonAscii: -1, fragment: -1, sessionName: '', hostInvalid: false };
}

/**
 * An http or https URL (the scheme in any case) in which {@link scanUri} finds nothing to report
 * under {@link SCAN_INVALID}: a host of ASCII letters, digits, dots and hyphens, a port of at most
 * four digits, then a path and query of RFC 3986 `pchar`, "/" and "?" and at most one "#" with a
 * fragment of the same characters. A "%" is allowed here; {@link isPlainUri} checks its two hex
 * digits. The common URL of an extension field is decided by this test alone.
 */
const PLAIN_URI = /^[Hh][Tt][Tt][Pp][Ss]?:\/\/[A-Za-z0-9.-]+(?::[0-9]{0,4})?(?:[/?][!$%&'()*+,\-./0-9:;=?@A-Z_a-z~]*)?(?:#[!$%&'()*+,\-./0-9:;=?@A-Z_a-z~]*)?$/;

/**
 * True when `value` is an http(s) URL in which {@link scanUri} with {@link SCAN_INVALID} finds
 * no fault and no non-ASCII character, decided without the character loop: {@link PLAIN_URI} and
 * a look at each "%". False says nothing: the value is then judged by scanUri.
 */
export function isPlainUri(value: string): boolean {
  if (!PLAIN_URI.test(value)) return false;
  for (let i = value.indexOf('%'); i >= 0; i = value.indexOf('%', i + 1)) {
    if (!isHex(value.charCodeAt(i + 1)) || !isHex(value.charCodeAt(i + 2))) return false;
  }
  return true;
}

/**
 * Takes a URL apart as RFC 3986 reads `scheme "://" authority path-abempty [ "?" query ]
 * [ "#" fragment ]` (section 3 and appendix A), in one pass over the value, and says what is
 * wrong with it. `value` is already trimmed. `flags` is a sum of {@link SCAN_INVALID},
 * {@link SCAN_NON_ASCII_INVALID} and {@link SCAN_SESSION}.
 *
 * The faults `invalid` describes (the first one only): a space, a control character, a character
 * RFC 3986 never allows (`<>"{}|\^` and backquote) or not where it stands (`[`/`]` outside an IP
 * literal, a second `#`, a second `@` in the user information), a `%` without two hex digits, a
 * bad IP literal (RFC 3986 IPv6address or IPvFuture), a port that is not a number or is larger than
 * 65535, an internationalised host that is no valid domain name, and characters not even an IRI
 * may carry (RFC 3987, see ./iri.ts). A backslash ends the authority, as WHATWG URL parsing does
 * for http and https, and is then a fault of the path.
 *
 * This is the one URL syntax check of the project: {@link checkLoc} (loc-invalid) and the URL
 * fields of the extensions, robots.txt `Sitemap:` values included (./extensions/values.ts
 * parseHttpUrl), use it.
 */
export function scanUri(value: string, flags: number): UriScan {
  const len = value.length;
  const nonAsciiAsInvalid = (flags & SCAN_NON_ASCII_INVALID) !== 0;
  // Once a fault has been found (or none is looked for), no further faults are described.
  let invalidDone = (flags & SCAN_INVALID) === 0;

  // scheme ":" (RFC 3986 section 3.1)
  let colon = -1;
  let c = value.charCodeAt(0);
  if (c < 128 && (CLASS[c]! & C_ALPHA) !== 0) {
    for (let i = 1; i < len; i++) {
      c = value.charCodeAt(i);
      if (c === 0x3a) {
        colon = i;
        break;
      }
      if (c >= 128 || (CLASS[c]! & C_SCHEME) === 0) break;
    }
  }
  if (colon < 0) return notAbsolute('no-scheme', -1);
  if (value.charCodeAt(colon + 1) !== 0x2f || value.charCodeAt(colon + 2) !== 0x2f) return notAbsolute('no-authority', colon);

  // authority = [ userinfo "@" ] host [ ":" port ] (RFC 3986 section 3.2)
  const authStart = colon + 3;
  let authEnd = authStart;
  let at = -1;
  for (; authEnd < len; authEnd++) {
    c = value.charCodeAt(authEnd);
    if (c === 0x2f || c === 0x3f || c === 0x23 || c === 0x5c) break;
    if (c === 0x40) at = authEnd;
  }
  const hostStart = at >= 0 ? at + 1 : authStart;
  let hostEnd: number;
  let portStart = -1;
  let ipLiteral = false;
  let hostFault: string | undefined;
  if (value.charCodeAt(hostStart) === 0x5b) {
    ipLiteral = true;
    let close = hostStart + 1;
    while (close < authEnd && value.charCodeAt(close) !== 0x5d) close++;
    if (close >= authEnd) {
      hostEnd = authEnd;
      hostFault = 'a "[" that opens an IP address but is never closed by "]"';
    } else {
      hostEnd = close + 1;
      if (!isIPLiteral(value.slice(hostStart + 1, close))) {
        hostFault = `the host ${quoteShort(value.slice(hostStart, hostEnd), 100)}, which is not a valid IPv6 address`;
      }
      if (hostEnd < authEnd) {
        if (value.charCodeAt(hostEnd) === 0x3a) portStart = hostEnd + 1;
        else if (hostFault === undefined) {
          hostFault = `text after the IP address ${atCharacter(value, hostEnd)}, where only ":" and a port may follow`;
        }
      }
    }
  } else {
    hostEnd = hostStart;
    while (hostEnd < authEnd && value.charCodeAt(hostEnd) !== 0x3a) hostEnd++;
    if (hostEnd < authEnd) portStart = hostEnd + 1;
  }
  if (hostEnd === hostStart) return notAbsolute('no-host', colon);

  let invalid: string | undefined;
  let nonAsciiAt = -1;
  let firstNonAscii = -1;
  let hostNonAscii = false;
  /** A non-ASCII host is a fault (strict): say so once its ASCII form is known. */
  let hostAsInvalid = false;

  // userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
  for (let i = authStart; i < at; i++) {
    c = value.charCodeAt(i);
    if (c < 128) {
      if ((CLASS[c]! & C_REGNAME) !== 0 || c === 0x3a) continue;
      if (c === 0x25 && isHex(value.charCodeAt(i + 1)) && isHex(value.charCodeAt(i + 2))) continue;
      if (!invalidDone) {
        invalid = c === 0x40 ? `a second "@" ${atCharacter(value, i)} in the user information; percent-encode it as %40` : charDetail(value, i, ' in the user information');
        invalidDone = true;
      }
    } else {
      if (firstNonAscii < 0) firstNonAscii = i;
      if (isIriFault(value, i, false)) {
        if (!invalidDone) {
          invalid = iriFault(value, i, false);
          invalidDone = true;
        }
        continue;
      }
      if (nonAsciiAt < 0) nonAsciiAt = i;
      if (nonAsciiAsInvalid && !invalidDone) {
        invalid = nonAsciiDetail(value, i);
        invalidDone = true;
      }
    }
  }

  const invalidBeforeHost = invalid;
  // host = IP-literal / IPv4address / reg-name
  if (ipLiteral) {
    if (hostFault !== undefined && !invalidDone) {
      invalid = hostFault;
      invalidDone = true;
    }
    for (let i = hostStart; i < hostEnd && nonAsciiAt < 0; i++) if (value.charCodeAt(i) >= 128) nonAsciiAt = i;
    if (firstNonAscii < 0) firstNonAscii = nonAsciiAt;
  } else {
    for (let i = hostStart; i < hostEnd; i++) {
      c = value.charCodeAt(i);
      if (c < 128) {
        if ((CLASS[c]! & C_REGNAME) !== 0) continue;
        if (c === 0x25 && isHex(value.charCodeAt(i + 1)) && isHex(value.charCodeAt(i + 2))) continue;
        if (!invalidDone) {
          invalid = hostCharDetail(value, i);
          invalidDone = true;
        }
      } else {
        if (firstNonAscii < 0) firstNonAscii = i;
        if (isIriFault(value, i, false)) {
          if (!invalidDone) {
            invalid = iriFault(value, i, false, true);
            invalidDone = true;
          }
          continue;
        }
        hostNonAscii = true;
        if (nonAsciiAt < 0) nonAsciiAt = i;
        if (nonAsciiAsInvalid && !invalidDone) {
          // Worded once the host's ASCII form is known (a host is not percent-encoded).
          hostAsInvalid = true;
          invalidDone = true;
        }
      }
    }
  }
  const hostText = value.slice(hostStart, hostEnd);
  let host: string;
  if (hostNonAscii) {
    // A non-ASCII character maps to at least one ASCII one, so a longer name cannot fit in DNS;
    // refusing it early also keeps domainToASCII off multi-megabyte input.
    const ascii = hostText.length > MAX_DNS_NAME ? '' : domainToASCII(hostText);
    if (ascii === '') {
      host = hostText.toLowerCase();
      if (!invalidDone) {
        invalid =
          hostText.length > MAX_DNS_NAME
            ? `a non-ASCII host of ${thousands(hostText.length)} characters, longer than any domain name (${MAX_DNS_NAME})`
            : `the host ${quoteShort(hostText, 100)}, which is not a valid internationalised domain name`;
        invalidDone = true;
      }
    } else {
      host = ascii;
    }
    if (hostAsInvalid) {
      invalid =
        ascii === ''
          ? `the non-ASCII host ${quoteShort(hostText, 100)}, which is not a valid internationalised domain name`
          : `the non-ASCII host ${quoteShort(hostText, 100)}; write it in ASCII as ${quoteShort(host, 100)}`;
    }
  } else {
    host = hostText.toLowerCase();
  }

  const hostInvalid = invalidBeforeHost === undefined && invalid !== undefined;
  // port = *DIGIT
  const hasPort = portStart >= 0;
  const port = hasPort ? value.slice(portStart, authEnd) : '';
  if (hasPort && !invalidDone) {
    for (let i = portStart; i < authEnd; i++) {
      c = value.charCodeAt(i);
      if (c < 0x30 || c > 0x39) {
        invalid = `the port ${quoteShort(port, 40)}, which is not a number`;
        invalidDone = true;
        break;
      }
    }
    // RFC 3986 allows any digits; a TCP port is 0 to 65535, so a larger one names no server.
    const significant = port.replace(/^0+(?=\d)/, '');
    if (!invalidDone && port.length > 0 && (significant.length > 5 || Number(significant) > 65535)) {
      invalid = `the port ${quoteShort(port, 40)}, which is larger than 65535`;
      invalidDone = true;
    }
  }
  if (hasPort && (nonAsciiAt < 0 || firstNonAscii < 0)) {
    for (let i = portStart; i < authEnd; i++) {
      if (value.charCodeAt(i) >= 128) {
        if (nonAsciiAt < 0) nonAsciiAt = i;
        if (firstNonAscii < 0) firstNonAscii = i;
        break;
      }
    }
  }

  // path-abempty [ "?" query ] [ "#" fragment ]
  /** The query's range, found at the first non-ASCII character (false: none). */
  let query: { start: number; end: number } | false | undefined;
  const sessionOn = (flags & SCAN_SESSION) !== 0;
  let fragment = -1;
  let inQuery = false;
  /** Index of the "?" that starts the query (-1: none so far); inQuery is tracked only for the session check. */
  let queryAt = -1;
  let paramStart = -1;
  let sessionName = '';
  for (let i = authEnd; i < len; i++) {
    c = value.charCodeAt(i);
    if (c < 128) {
      const k = CLASS[c]!;
      if ((k & C_PATH) !== 0) {
        if (c === 0x3f && queryAt < 0 && fragment < 0) queryAt = i;
        if (sessionOn && (k & C_PARAM) !== 0 && fragment < 0) {
          if (c === 0x3d) {
            if (paramStart >= 0 && sessionName === '' && isSessionName(value, paramStart, i)) sessionName = value.slice(paramStart, i);
            paramStart = -1;
          } else if (c === 0x2f) {
            if (!inQuery) paramStart = -1;
          } else if (c === 0x3f) {
            if (!inQuery) {
              inQuery = true;
              paramStart = i + 1;
            }
          } else if (c === 0x3b || inQuery) {
            // ";" starts a path or query parameter; "&" separates query parameters.
            paramStart = i + 1;
          }
        }
        continue;
      }
      if (c === 0x25) {
        if (isHex(value.charCodeAt(i + 1)) && isHex(value.charCodeAt(i + 2))) {
          i += 2;
          continue;
        }
      } else if (c === 0x23 && fragment < 0) {
        fragment = i;
        continue;
      }
      if (!invalidDone) {
        invalid =
          c === 0x23
            ? `a second "#" ${atCharacter(value, i)}; percent-encode it as %23`
            : charDetail(value, i, fragment >= 0 ? ' in the fragment' : queryAt >= 0 ? ' in the query' : ' in the path');
        invalidDone = true;
      }
    } else {
      if (firstNonAscii < 0) firstNonAscii = i;
      query ??= queryRange(value, authEnd) ?? false;
      const inQueryRange = query !== false && i >= query.start && i < query.end;
      if (isIriFault(value, i, inQueryRange)) {
        if (!invalidDone) {
          invalid = iriFault(value, i, inQueryRange);
          invalidDone = true;
        }
        continue;
      }
      if (nonAsciiAt < 0) nonAsciiAt = i;
      if (nonAsciiAsInvalid && !invalidDone) {
        invalid = nonAsciiDetail(value, i);
        invalidDone = true;
      }
    }
  }
  return { shape: '', colon, at, hostStart, hostEnd, hostText, host, hostNonAscii, port, hasPort, invalid, nonAsciiAt, firstNonAscii, fragment, sessionName, hostInvalid };
}

/**
 * Judges one loc value against the `loc-*` rules that need only the value itself, and reports
 * each finding through `report` (rule id and message; the caller adds severity and position).
 *
 * `raw` is the loc as decoded from XML (entities resolved, CDATA unwrapped) or one line of a text
 * sitemap, untrimmed. Rules, in the order they are reported:
 * - `loc-empty` — nothing but whitespace (sitemaps.org). Nothing else is reported.
 * - `loc-whitespace` — XML whitespace (space, tab, CR, LF) before or after the URL (the sitemap
 *   XSD's xsd:anyURI collapses it; naive readers do not). Reported as `loc-invalid` in `strict`.
 * - `loc-too-long` — 2,048 characters (code points) or more after trimming (sitemaps.org: "less
 *   than 2,048 characters"); or, for a value with non-ASCII characters, 2,048 or more once
 *   escaped to ASCII as a crawler requests it (sitemaps.org: URLs must be URL-escaped): each UTF-8
 *   byte of a non-ASCII character as %XX, a non-ASCII host in its ASCII (punycode) form. Once per
 *   loc; the message gives both lengths. Only values with non-ASCII characters are measured so.
 * - `loc-not-absolute` — no RFC 3986 scheme (a relative reference such as `/about/` or
 *   `www.example.org/x`; also a host and port read as a scheme, `localhost:8080/x`), an http or
 *   https URL without `//` and a host (`https:www.example.org`, a malformed http URL), or an empty
 *   host (sitemaps.org requires absolute URLs; Search Console "Invalid URL"). Nothing after it is
 *   reported and the result is undefined.
 * - `loc-scheme` — not http or https; with `policy.requireHttps` anything but https (sitemaps.org;
 *   policy). An absolute URI of another scheme without an authority (`mailto:`, `tel:`,
 *   `javascript:`, `data:`, `urn:`; RFC 3986 section 4.3) is reported here, not as
 *   `loc-not-absolute`; nothing after it is reported and the result is undefined.
 * - `loc-invalid` — the first place where the value is not an RFC 3986 URI: a space, a control
 *   character, a character RFC 3986 never allows (`<>"{}|\^` and backquote) or not where it stands
 *   (`[`/`]` outside an IP literal, a second `#`, `@` inside user information), a `%` without two
 *   hex digits, a bad IP literal or port. In `strict` also surrounding whitespace and non-ASCII
 *   characters. At most once per loc.
 * - `loc-non-ascii` — non-ASCII characters (an RFC 3987 IRI; sitemaps.org asks for percent-encoded
 *   UTF-8 and ASCII host names). Once per loc. Reported as `loc-invalid` in `strict`.
 * - `loc-userinfo` — `user@` or `user:pass@` before the host (seed contract; RFC 3986 section
 *   3.2.1).
 * - `loc-host` — `policy.hosts` is not empty and the lower-cased ASCII host is not exactly one of
 *   them (policy; Search Console "URL not allowed"). No suffix matching and no trailing-dot
 *   folding: `www.example.org.` and `evil.www.example.org` fail.
 * - `loc-port` — an explicit port, even `:443`, `:80` or an empty one (seed contract).
 * - `loc-fragment` — a `#`, even with nothing after it (seed contract).
 * - `loc-session-id` — a path or query parameter named like a session id: `jsessionid`,
 *   `PHPSESSID`, `sid`, `sessionid`, `session_id`, `ASPSESSIONID…`, `CFID`, `CFTOKEN`, `osCsid`,
 *   `zenid`, `XTCsid`, case-insensitive (Google Search Central).
 *
 * A rule whose `policy.severities` entry is `off` is never reported (and the session id scan is
 * skipped). The `strict` mapping of `loc-whitespace` and `loc-non-ascii` to `loc-invalid` applies
 * unless `policy.rules` names those rules explicitly; then they are reported under their own ids.
 *
 * For authority parsing, a backslash also ends the authority (as WHATWG URL parsing does for
 * http and https), so `https://evil.org\@www.example.org/` has host `evil.org`, the host a
 * browser would visit. Every message is one sentence under 1,000 characters; the work is linear
 * in the length of `raw`.
 *
 * `totalLength`, when larger than `raw.length`, says that `raw` is only the first part of a loc of
 * that many code units (a text node too long to keep whole, see MAX_FIELD_CHARS in ../text.ts): the
 * value is judged by that part, `loc-too-long` gives the exact length (`totalCharacters`, the
 * whole value's length in characters from the start of `raw`, when given; else `totalLength`),
 * and the end of the value (trailing whitespace, faults after the part) is not judged.
 *
 * @returns a {@link LocInfo} when the value is an absolute URL with a scheme and a non-empty host,
 *   even if rules fired; otherwise undefined.
 */
export function checkLoc(raw: string, policy: Policy, report: Report, totalLength = raw.length, totalCharacters?: number): LocInfo | undefined {
  // The common loc, decided by one regular-expression test and a look at its host: nothing to
  // report, same result.
  if (raw.length < MAX_LOC_LENGTH && totalLength === raw.length && PLAIN_LOC.test(raw)) {
    const https = raw.charCodeAt(4) === 0x73;
    const hostStart = https ? 8 : 7;
    const host = plainHostOf(raw, hostStart);
    if (
      (https || !policy.requireHttps) &&
      plainHostPasses(host, policy) &&
      (policy.severities['loc-session-id'] === 'off' || querySessionName(raw, hostStart + host.length) === '')
    ) {
      return { value: raw, scheme: https ? 'https' : 'http', host, port: '', hasPort: false };
    }
  }
  return checkLocSlow(raw, policy, report, totalLength, totalCharacters);
}

/**
 * The host of a loc that {@link PLAIN_LOC} accepts, which starts at `start`: the host of the
 * loc before when it is the same (most files list one host), so that a run of locs makes no new
 * string for it.
 */
function plainHostOf(raw: string, start: number): string {
  const last = lastPlainHost;
  const end = start + last.length;
  if (last !== '' && raw.startsWith(last, start)) {
    const c = raw.charCodeAt(end);
    // The host ends there: at the end of the loc, or at its path or query.
    if (end === raw.length || c === 0x2f || c === 0x3f) return last;
  }
  let hostEnd = start;
  while (hostEnd < raw.length && raw.charCodeAt(hostEnd) !== 0x2f && raw.charCodeAt(hostEnd) !== 0x3f) hostEnd++;
  lastPlainHost = raw.slice(start, hostEnd);
  return lastPlainHost;
}

/** The host of the last loc {@link plainHostOf} read. */
let lastPlainHost = '';

/**
 * True when a plain loc's `host` (as {@link PLAIN_LOC} accepts it) gives no finding under
 * `policy`: allowed by `hosts`, and nothing for {@link plainUrlNeedsJudging} to judge in it. The
 * answer for the last host and policy is kept: most files list one host.
 */
function plainHostPasses(host: string, policy: Policy): boolean {
  if (host === passedHost && policy === passedPolicy) return true;
  if ((policy.hosts.length > 0 && !isAllowedHost(policy.hosts, host)) || plainHostNeedsJudging(host, policy)) return false;
  passedHost = host;
  passedPolicy = policy;
  return true;
}

/** The last host and policy {@link plainHostPasses} passed. */
let passedHost = '';
let passedPolicy: Policy | undefined;

/**
 * The first query parameter of `value` named like a session id (see SESSION_NAMES), or ''. For a
 * loc that {@link PLAIN_LOC} accepts, whose query (if any) starts at or after `from` and holds no
 * `;`, `%` or `#`: there a parameter name starts after the first `?` or after a `&`, and ends at
 * `=`, as {@link scanUri} reads them (SCAN_SESSION); the path holds none (no `;`).
 */
function querySessionName(value: string, from: number): string {
  const q = value.indexOf('?', from);
  if (q < 0) return '';
  let start = q + 1;
  for (let i = start; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0x3d) {
      if (start >= 0 && isSessionName(value, start, i)) return value.slice(start, i);
      start = -1;
    } else if (c === 0x26) {
      start = i + 1;
    }
  }
  return '';
}

/** The loc rules whose message gets {@link TEMPLATE_HINT} when the value holds template tags. */
const TEMPLATE_RULES: ReadonlySet<string> = new Set(['loc-not-absolute', 'loc-invalid', 'loc-scheme']);

/** {@link checkLoc} without its shortcut for plain locs (the reference the shortcut is tested against). */
export function checkLocSlow(raw: string, policy: Policy, report: Report, totalLength = raw.length, totalCharacters?: number): LocInfo | undefined {
  const severities = policy.severities;
  const len0 = raw.length;
  const part = totalLength > len0;
  let start = 0;
  let end = len0;
  while (start < end && isXmlSpace(raw.charCodeAt(start))) start++;
  while (!part && end > start && isXmlSpace(raw.charCodeAt(end - 1))) end--;
  if (start === end && part) {
    // Whitespace as far as the kept part goes: the value starts with whitespace and is too long.
    const wsAsInvalid = policy.profile === 'strict' && policy.rules['loc-whitespace'] === undefined;
    const rule = wsAsInvalid ? 'loc-invalid' : 'loc-whitespace';
    if (severities[rule] !== 'off') report(rule, `The loc ${quoteShort(raw)} has whitespace around the URL; remove the surrounding whitespace.`);
    if (severities['loc-too-long'] !== 'off') {
      report('loc-too-long', `The loc starts with more than ${thousands(len0)} characters of whitespace and is ${thousands(totalLength)} characters long in all; sitemaps.org requires fewer than 2,048.`);
    }
    return undefined;
  }
  if (start === end) {
    if (severities['loc-empty'] !== 'off') {
      report('loc-empty', len0 === 0 ? 'The loc is empty; give the absolute URL of the page.' : `The loc ${quoteShort(raw)} holds only whitespace; give the absolute URL of the page.`);
    }
    return undefined;
  }
  const value = start === 0 && end === len0 ? raw : raw.slice(start, end);
  const len = value.length;
  if (holdsTemplateTags(value)) {
    // A loc of a layout (`{{ .Permalink }}`, `{{ site.url }}{{ post.url }}`): the advice to write
    // an absolute URL misleads; the file to check is the one the generator builds from it.
    const direct = report;
    report = (rule, message) => direct(rule, TEMPLATE_RULES.has(rule) ? message + TEMPLATE_HINT : message);
  }
  const strict = policy.profile === 'strict';
  const invalidOn = severities['loc-invalid'] !== 'off';
  const nonAsciiAsInvalid = strict && policy.rules['loc-non-ascii'] === undefined;
  // Once loc-invalid has been reported (or cannot be), no further faults are described.
  let invalidDone = !invalidOn;

  if (start > 0 || end < len0) {
    const wsAsInvalid = strict && policy.rules['loc-whitespace'] === undefined;
    const rule = wsAsInvalid ? 'loc-invalid' : 'loc-whitespace';
    if (severities[rule] !== 'off') {
      report(rule, `The loc ${quoteShort(raw)} has whitespace around the URL${wsAsInvalid ? ', which the strict profile does not allow' : ''}; remove the surrounding whitespace.`);
    }
    if (wsAsInvalid) invalidDone = true;
  }
  // sitemaps.org counts characters: a character outside the BMP (two UTF-16 units) is one. A part
  // (the start of a loc too long to keep) is far over the limit whatever it holds.
  const fullLength = part ? (totalCharacters ?? totalLength) - start : len >= MAX_LOC_LENGTH ? codePointCount(value) : len;

  let flags = 0;
  if (!invalidDone) flags |= SCAN_INVALID;
  if (nonAsciiAsInvalid) flags |= SCAN_NON_ASCII_INVALID;
  if (severities['loc-session-id'] !== 'off') flags |= SCAN_SESSION;
  const u = scanUri(value, flags);

  if (severities['loc-too-long'] !== 'off') {
    if (fullLength >= MAX_LOC_LENGTH) {
      report('loc-too-long', tooLongMessage(value, fullLength));
    } else {
      // Short as written, but a crawler requests the URL escaped to ASCII (only a value with
      // non-ASCII characters can grow).
      const from = u.shape === '' ? u.firstNonAscii : firstNonAsciiIndex(value);
      // A code unit takes at most 9 characters escaped (a host's ASCII form is counted apart): most
      // values are decided by that bound without a pass.
      if (from >= 0 && from + (len - from) * 9 + (u.hostNonAscii ? u.host.length : 0) >= MAX_LOC_LENGTH) {
        const escaped = escapedLength(value, from, u);
        if (escaped >= MAX_LOC_LENGTH) report('loc-too-long', escapedTooLongMessage(value, codePointCount(value), escaped, u.hostNonAscii && u.host !== u.hostText.toLowerCase()));
      }
    }
  }

  if (u.shape !== '') {
    const scheme = u.colon >= 0 ? value.slice(0, u.colon).toLowerCase() : '';
    const hostAndPort = u.shape === 'no-authority' && looksLikeHostAndPort(value, u.colon);
    if (u.shape === 'no-authority' && !hostAndPort && scheme !== 'http' && scheme !== 'https') {
      // An absolute URI of another scheme (RFC 3986 section 4.3): mailto:, tel:, javascript:, data:, urn:...
      if (severities['loc-scheme'] !== 'off') report('loc-scheme', schemeMessage(value, scheme, policy.requireHttps));
      return undefined;
    }
    if (severities['loc-not-absolute'] !== 'off') report('loc-not-absolute', notAbsoluteMessage(value, u.shape, u.colon, hostAndPort));
    return undefined;
  }
  const { colon, at, host, port, hasPort, invalid, nonAsciiAt, fragment, sessionName } = u;
  const scheme = value.slice(0, colon).toLowerCase();
  if (scheme !== 'https' && severities['loc-scheme'] !== 'off' && (policy.requireHttps || scheme !== 'http')) {
    report('loc-scheme', schemeMessage(value, scheme, policy.requireHttps));
  }
  if (invalid !== undefined) {
    report('loc-invalid', `The loc ${quoteShort(value)} is not a valid URI: it has ${invalid}.`);
  }
  if (nonAsciiAt >= 0 && !nonAsciiAsInvalid && severities['loc-non-ascii'] !== 'off') {
    report('loc-non-ascii', `The loc ${quoteShort(value)} has ${nonAsciiNote(value, u)}.`);
  }
  if (at >= 0 && severities['loc-userinfo'] !== 'off') {
    report('loc-userinfo', `The loc ${quoteShort(value)} has user information before the host (the part ending in "@"); remove it and list the plain URL.`);
  }
  if (policy.hosts.length > 0 && severities['loc-host'] !== 'off' && !isAllowedHost(policy.hosts, host)) {
    report('loc-host', `The loc ${quoteShort(value)} has host ${quoteShort(host, 100)}, which is not one of the allowed hosts (${allowedHosts(policy.hosts)}).`);
  }
  // loc-reserved-host, loc-host-invalid, loc-percent-encoding, loc-double-encoded (loc-non-ascii is above).
  judgeUrl(value, u, policy, (rule, detail) => report(rule, `The loc ${quoteShort(value)} has ${detail}.`), false);
  if (hasPort && severities['loc-port'] !== 'off') {
    report(
      'loc-port',
      port === ''
        ? `The loc ${quoteShort(value)} has an empty port (a ":" after the host); remove the colon.`
        : `The loc ${quoteShort(value)} has the explicit port ${quoteShort(`:${port}`, 40)}; list the URL without a port.`,
    );
  }
  if (fragment >= 0 && severities['loc-fragment'] !== 'off') {
    // A fragment is quoted by its first 60 characters; one more is passed so that a longer one is
    // quoted with "…".
    report(
      'loc-fragment',
      fragment === len - 1
        ? `The loc ${quoteShort(value)} ends with an empty fragment ("#"); remove the "#", crawlers drop it.`
        : `The loc ${quoteShort(value)} has the fragment ${quoteShort(value.slice(fragment, fragment + 61), 60)}; remove it, crawlers drop everything after "#".`,
    );
  }
  if (sessionName !== '') {
    report('loc-session-id', `The loc ${quoteShort(value)} carries a session id (${quoteShort(sessionName, 40)}); list the URL without it.`);
  }
  return { value, scheme, host, port, hasPort };
}

/**
 * The rules of a URL value beyond its RFC 3986 syntax ({@link judgeUrl}), reported for a loc and
 * for every other URL a sitemap lists (image, video and alternate URLs, robots.txt `Sitemap:`
 * values), each under the same id.
 */
export type UrlRule = 'loc-non-ascii' | 'loc-reserved-host' | 'loc-host-invalid' | 'loc-percent-encoding' | 'loc-double-encoded';

/** Receives one fault of {@link judgeUrl}: the rule and the object of "has ..." (`the reserved host "localhost", ...`). */
export type UrlReport = (rule: UrlRule, detail: string) => void;

/** Longest label of a DNS name (RFC 1035 section 2.3.4). */
const MAX_DNS_LABEL = 63;

/**
 * Top-level names reserved for testing, documentation, invalid and local names: RFC 2606
 * (`.test`, `.example`, `.invalid`, `.localhost`), RFC 6761 section 6 and RFC 6762 (`.local`,
 * multicast DNS).
 */
const RESERVED_TLDS: ReadonlySet<string> = new Set(['test', 'example', 'invalid', 'localhost', 'local']);
/** Second-level names reserved for documentation (RFC 2606 section 3, RFC 6761 section 6.5): loc-reserved-host too. */
const EXAMPLE_DOMAINS: readonly string[] = ['example.com', 'example.net', 'example.org'];

/** ipaddr.js ranges of addresses that name no public site, and how a message calls them. */
const LOCAL_RANGES: Readonly<Record<string, string>> = {
  loopback: 'a loopback address',
  private: 'a private network address',
  uniqueLocal: 'a private network address',
  linkLocal: 'a link-local address',
  unspecified: 'the unspecified address',
  carrierGradeNat: 'a shared address of carrier-grade NAT',
  broadcast: 'the broadcast address',
  multicast: 'a multicast address',
  reserved: 'a reserved address',
  benchmarking: 'an address reserved for benchmarking',
};

/**
 * Why `host` (lower case, ASCII, as {@link UriScan} `host`: an IP literal keeps its brackets)
 * names no public site, or undefined: `localhost`, a loopback, private, link-local or other
 * non-public IP address (IPv4, IPv6, IPv4-mapped IPv6; ipaddr.js), or a name under a reserved
 * top-level name (RFC 2606, RFC 6761, RFC 6762). A trailing dot is ignored. The documentation
 * names `example.com`, `example.net`, `example.org` are {@link exampleDomain}'s (loc-reserved-host too).
 */
export function reservedHost(host: string): string | undefined {
  if (host.charCodeAt(0) === 0x5b) {
    const inside = host.slice(1, -1);
    if (!ipaddr.IPv6.isValid(inside)) return undefined;
    let addr: ipaddr.IPv4 | ipaddr.IPv6 = ipaddr.IPv6.parse(inside);
    if (addr.isIPv4MappedAddress()) addr = addr.toIPv4Address();
    const kind = LOCAL_RANGES[addr.range()];
    return kind === undefined ? undefined : `${kind}, which names no public site`;
  }
  if (IPV4.test(host)) {
    const kind = LOCAL_RANGES[ipaddr.IPv4.parse(host).range()];
    return kind === undefined ? undefined : `${kind}, which names no public site`;
  }
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  const tld = name.slice(name.lastIndexOf('.') + 1);
  if (RESERVED_TLDS.has(tld)) {
    return tld === 'localhost'
      ? 'a name of this computer (RFC 6761), which names no public site'
      : tld === 'local'
        ? 'a name of the local network (multicast DNS, RFC 6762), which names no public site'
        : `a name under ".${tld}", which RFC 2606 reserves for ${tld === 'invalid' ? 'names that are invalid' : tld === 'test' ? 'testing' : 'documentation'} and no public site has`;
  }
  return undefined;
}

/**
 * False when the policy's `rules` set the retired id `loc-example-host` to `off` (1.0.0's way to
 * say that the documentation names are not to be reported; see RETIRED_RULES): then
 * loc-reserved-host leaves `example.com`, `example.net` and `example.org` alone.
 */
function examplesJudged(policy: Policy): boolean {
  return policy.rules['loc-example-host'] !== 'off';
}

/** Why a host under a documentation domain names no public site (loc-reserved-host), or undefined. */
function exampleWhy(host: string): string | undefined {
  const d = exampleDomain(host);
  return d === undefined ? undefined : `a name under ${d}, which RFC 2606 reserves for documentation and no public site has`;
}

/**
 * The documentation domain (`example.com`, `example.net` or `example.org`, RFC 2606 section 3)
 * that `host` (lower case, ASCII) is or is under, or undefined. A trailing dot is ignored.
 */
export function exampleDomain(host: string): string | undefined {
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  for (const d of EXAMPLE_DOMAINS) {
    if (name === d || (name.length > d.length && name.endsWith(d) && name.charCodeAt(name.length - d.length - 1) === 0x2e)) return d;
  }
  return undefined;
}

/** The host of each policy's base-url (lower case), '' for none. */
const BASE_HOSTS = new WeakMap<Policy, string>();

/** True when the policy names `host`: one of `hosts`, or the host of `base-url`. */
function namedHost(policy: Policy, host: string): boolean {
  if (isAllowedHost(policy.hosts, host)) return true;
  if (policy.baseUrl === undefined) return false;
  let base = BASE_HOSTS.get(policy);
  if (base === undefined) {
    const m = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/(?:[^/?#@]*@)?(\[[^\]]*\]|[^/?#:]*)/.exec(policy.baseUrl);
    base = m ? m[1]!.toLowerCase() : '';
    BASE_HOSTS.set(policy, base);
  }
  return base !== '' && base === host;
}

/** The loc-reserved-host message detail for a host, given why it names no public site. */
function reservedDetail(host: string, why: string): string {
  return `the host ${quoteShort(host, 100)}, ${why}: the sitemap was built for a local, test or placeholder address; build it with the public URL of the site (or name the host in hosts if it is meant)`;
}

/**
 * Why a host name (lower case, ASCII: an internationalised one in its ASCII form) is no DNS host
 * name, or undefined: longer than 253 characters or with a label longer than 63 (RFC 1035), an
 * empty label (`www..example.org`), a label that starts or ends with a hyphen, or a character other
 * than letters, digits, hyphens and dots (RFC 1123 section 2.1; WHATWG URL parsing accepts `_`
 * and `~`, DNS host names do not). An IPv4 address, an IP literal and one trailing dot are fine.
 */
export function hostNameFault(host: string): string | undefined {
  if (host.charCodeAt(0) === 0x5b || IPV4.test(host)) return undefined;
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  if (name.length > MAX_DNS_NAME) return `a host of ${thousands(name.length)} characters, longer than a DNS name may be (${MAX_DNS_NAME}, RFC 1035)`;
  let start = 0;
  for (let i = 0; i <= name.length; i++) {
    const c = i < name.length ? name.charCodeAt(i) : 0x2e;
    if (c === 0x2e) {
      const label = name.slice(start, i);
      if (label === '') return `an empty label in the host ${quoteShort(host, 100)} (two dots in a row, or a dot first); remove the extra dot`;
      if (label.length > MAX_DNS_LABEL) return `the host label ${quoteShort(label, 40)} of ${label.length} characters, longer than a DNS label may be (${MAX_DNS_LABEL}, RFC 1035)`;
      if (label.charCodeAt(0) === 0x2d || label.charCodeAt(label.length - 1) === 0x2d) return `the host label ${quoteShort(label, 40)}, which ${label.charCodeAt(0) === 0x2d ? 'starts' : 'ends'} with a hyphen (RFC 1123 host names do not)`;
      start = i + 1;
    } else if (!((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d || (c >= 0x41 && c <= 0x5a))) {
      const what = c === 0x25 ? 'a percent-escape' : c === 0x5f ? 'an underscore' : `the character ${quote(String.fromCharCode(c))}`;
      return `${what} in the host ${quoteShort(host, 100)}, which a DNS host name cannot hold (RFC 1123: letters, digits, hyphens and dots; browsers may accept it, DNS resolvers and crawlers do not); correct the host name`;
    }
  }
  return undefined;
}

/** A UTF-8 decoder that throws on bytes that are not UTF-8 (WHATWG Encoding). */
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The first fault of the percent-escapes of `value` from index `from` (the end of the host), as
 * the object of "has ...", under its rule: `%00` (a NUL byte, which servers refuse), escapes whose
 * bytes are not UTF-8 (`%C3%28`, a Latin-1 `%FC`; sitemaps.org and RFC 3987 use UTF-8), or an
 * escaped `%` followed by two hexadecimal digits (`%2520`: escaped twice). Malformed escapes (`%G`)
 * are loc-invalid's. Linear in the rest of the value.
 */
function percentFault(value: string, from: number): [UrlRule, string] | undefined {
  let double: string | undefined;
  for (let i = value.indexOf('%', from); i >= 0; ) {
    if (!isHex(value.charCodeAt(i + 1)) || !isHex(value.charCodeAt(i + 2))) {
      i = value.indexOf('%', i + 1);
      continue;
    }
    // A run of escapes: the bytes they decode to, checked as UTF-8 together.
    const start = i;
    const bytes: number[] = [];
    while (value.charCodeAt(i) === 0x25 && isHex(value.charCodeAt(i + 1)) && isHex(value.charCodeAt(i + 2)) && bytes.length < 4096) {
      bytes.push(parseInt(value.slice(i + 1, i + 3), 16));
      i += 3;
    }
    const run = value.slice(start, i);
    const nul = bytes.indexOf(0);
    if (nul >= 0) return ['loc-percent-encoding', `the escape %00 ${atCharacter(value, start + nul * 3)}, a NUL byte, which servers refuse; remove it`];
    if (bytes.some((b) => b >= 0x80)) {
      try {
        STRICT_UTF8.decode(Uint8Array.from(bytes));
      } catch {
        const single = bytes.length === 1 && bytes[0]! >= 0xa0;
        const latin1 = single ? `; ${quoteShort(run, 20)} is ${quote(String.fromCharCode(bytes[0]!))} in ISO-8859-1, which is ${encodeURIComponent(String.fromCharCode(bytes[0]!))} in UTF-8` : '';
        return [
          'loc-percent-encoding',
          `the escapes ${quoteShort(run, 60)} ${atCharacter(value, start)}, which decode to bytes that are not UTF-8${latin1}; percent-encode the UTF-8 bytes of the characters meant (sitemaps.org asks for UTF-8)`,
        ];
      }
    }
    if (double === undefined) {
      for (let k = 0; k < bytes.length; k++) {
        const at = start + k * 3;
        if (bytes[k] === 0x25 && isHex(value.charCodeAt(at + 3)) && isHex(value.charCodeAt(at + 4)) && value.charCodeAt(at + 3) !== 0x25) {
          const twice = value.slice(at, at + 5);
          double = `the escape ${quote(twice)} ${atCharacter(value, at)}, an escaped "%" before two hexadecimal digits: the URL was percent-encoded twice (${quote(twice)} is ${quote(`%${twice.slice(3)}`)} encoded again); write ${quote(`%${twice.slice(3).toUpperCase()}`)}`;
          break;
        }
      }
    }
    i = value.indexOf('%', i);
  }
  return double === undefined ? undefined : ['loc-double-encoded', double];
}

/**
 * Judges a URL beyond its RFC 3986 syntax, and reports each fault through `report` (at most one
 * per rule), given its {@link scanUri} result `u` (an absolute URL: `shape` ''):
 * - `loc-non-ascii` (with `nonAscii`) — the first non-ASCII character (sitemaps.org: URLs escaped
 *   to ASCII; a host in its ASCII form).
 * - `loc-reserved-host` — a host of {@link reservedHost}, or under a documentation domain
 *   ({@link exampleDomain}; unless the retired `loc-example-host` is set to `off`), that the
 *   policy does not name (in `hosts`, or as the host of `base-url`).
 * - `loc-host-invalid` — a host of {@link hostNameFault}, unless `u.invalid` already describes the host.
 * - `loc-percent-encoding`, `loc-double-encoded` — the first fault of the escapes after the host
 *   ({@link percentFault}).
 * Rules whose severity is `off` are not judged.
 */
export function judgeUrl(value: string, u: UriScan, policy: Policy, report: UrlReport, nonAscii: boolean): void {
  const on = (rule: UrlRule): boolean => policy.severities[rule] !== undefined && policy.severities[rule] !== 'off';
  if (nonAscii && u.nonAsciiAt >= 0 && on('loc-non-ascii')) report('loc-non-ascii', nonAsciiNote(value, u));
  if (on('loc-reserved-host') && !u.hostInvalid && !namedHost(policy, u.host)) {
    const why = reservedHost(u.host) ?? (examplesJudged(policy) ? exampleWhy(u.host) : undefined);
    if (why !== undefined) report('loc-reserved-host', reservedDetail(u.host, why));
  }
  if (on('loc-host-invalid') && !u.hostInvalid && (!u.hostNonAscii || u.host !== u.hostText.toLowerCase())) {
    const fault = hostNameFault(u.host);
    if (fault !== undefined) report('loc-host-invalid', fault);
  }
  if ((on('loc-percent-encoding') || on('loc-double-encoded')) && value.indexOf('%', u.hostEnd) >= 0) {
    const fault = percentFault(value, u.hostEnd);
    if (fault !== undefined && on(fault[0])) report(fault[0], fault[1]);
  }
}

/**
 * True when {@link judgeUrl} may find something in a URL that is plain as {@link PLAIN_LOC} or
 * {@link isPlainUri} see it (ASCII, a host of letters, digits, dots and hyphens): a `%`, or a host
 * that is reserved or no DNS name. False for the common URL, decided without a scan.
 */
export function plainUrlNeedsJudging(value: string, host: string, policy: Policy): boolean {
  return value.indexOf('%') >= 0 || plainHostNeedsJudging(host, policy);
}

/** {@link plainUrlNeedsJudging} without the `%`: true when `host` is reserved or no DNS name. */
function plainHostNeedsJudging(host: string, policy: Policy): boolean {
  if (host.length > MAX_DNS_LABEL || host.charCodeAt(0) === 0x2d || host.charCodeAt(0) === 0x2e || host.includes('..') || host.includes('-.') || host.includes('.-') || host.endsWith('-')) return true;
  if (reservedHost(host) !== undefined) return !namedHost(policy, host);
  return examplesJudged(policy) && exampleDomain(host) !== undefined && !namedHost(policy, host);
}

/** The object of "has ..." for the first non-ASCII character of `value` (see loc-non-ascii). */
export function nonAsciiNote(value: string, u: UriScan): string {
  const i = u.nonAsciiAt;
  // In the host or port, percent-encoding is no fix: a host is written in ASCII (punycode).
  const inAuthority = i >= u.hostStart && i < u.hostEnd + (u.hasPort ? 1 + u.port.length : 0);
  if (!inAuthority) return `${nonAsciiDetail(value, i)} (sitemaps.org asks for URLs escaped to ASCII)`;
  if (u.hostNonAscii && u.host !== u.hostText.toLowerCase()) {
    return `the non-ASCII host ${quoteShort(u.hostText, 100)}; write it in ASCII as ${quoteShort(u.host, 100)} (sitemaps.org asks for URLs escaped to ASCII)`;
  }
  return `${hostNonAsciiDetail(value, i, i < u.hostEnd)} (sitemaps.org asks for URLs escaped to ASCII)`;
}
