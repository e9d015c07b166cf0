/**
 * The site mapping of URLs (INTERFACE.md `base-url`, `site-dir`): a file at
 * `site-dir/a/b/sitemap.xml` is published at `base-url` + `a/b/sitemap.xml`, and a URL under
 * `base-url` names a path under `site-dir`.
 *
 * URLs are taken apart here by hand, not with `new URL()`: the WHATWG parser removes dot
 * segments (`/a/../b`, also written `%2e%2e`) and turns `\` into `/`, which would hide exactly
 * the paths that try to leave `site-dir`. Each path segment is percent-decoded on its own, and a
 * segment that decodes to `.`, `..`, a separator, a control character or bytes that are not UTF-8
 * is never turned into a file name.
 */
import { domainToASCII } from 'node:url';
import { atCharacter, quote, trimXml } from '../text.js';

/** The parts of an absolute URL that the site checks compare. */
export interface UrlParts {
  /** Lower-cased scheme, e.g. `https`. */
  scheme: string;
  /** Lower-cased host; an internationalised name in its ASCII (punycode) form. */
  host: string;
  /** The port as a number in text, `''` when none is given or it is the scheme's default (80, 443). */
  port: string;
  /** The path as written (`''` or starting with `/`), without query and fragment. */
  path: string;
}

/** A decoded path segment, with what makes it unusable as a file name, if anything. */
export interface Segment {
  /** The segment, percent-decoded (as written when it cannot be decoded). */
  value: string;
  problem?: SegmentProblem;
}

/**
 * Why a segment cannot name a file: a dot segment (`.`, `..`, `%2e%2e`), an empty segment (`//`),
 * an encoded or literal separator (`%2F`, `\`, `%5C`), a control character, or an escape that is
 * malformed or decodes to bytes that are not UTF-8.
 */
export type SegmentProblem = 'dot' | 'empty' | 'separator' | 'control' | 'encoding';

/** The public URL at which `site-dir` is served, taken apart. */
export interface BaseUrl extends UrlParts {
  /** The normalised URL, ending in `/`, e.g. `https://www.example.org/docs/`. */
  href: string;
  /** The decoded segments of its path (`/docs/` -> `['docs']`). */
  segments: string[];
}

/** Where a URL lies relative to `base-url`. */
export type Location =
  /** Another scheme, host or port, or a path not under the base path: not mapped to a file. */
  | { kind: 'outside' }
  /** Under `base-url`, but the path cannot be turned into a file name safely; `why` says what is wrong. */
  | { kind: 'unsafe'; why: string }
  /** Under `base-url`: the decoded segments below it, and whether the path ends in `/`. */
  | { kind: 'inside'; segments: string[]; directory: boolean };

const DEFAULT_PORT: Readonly<Record<string, string>> = { http: '80', https: '443' };

/** Longest URL the site checks take apart; longer ones are refused by the loc rules anyway. */
const MAX_URL_CHARS = 8192;

/** Scheme, authority (ended by a backslash too, as browsers read http and https URLs) and path. */
const URL_SHAPE = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#\\]*)([^?#]*)/;

/** Lower-cases a host and converts an internationalised name to ASCII (as it is, when that fails). */
function normaliseHost(host: string): string {
  const lower = host.toLowerCase();
  if (/^[\u0000-\u007f]*$/.test(lower) || lower.startsWith('[')) return lower;
  const ascii = domainToASCII(lower);
  return ascii === '' ? lower : ascii;
}

/**
 * Takes an absolute URL (`scheme://authority/path?query#fragment`, surrounding XML white space
 * allowed) apart. Returns undefined for anything else (a relative URL, a bad port, an empty host):
 * the loc rules report those.
 */
export function parseUrl(raw: string): UrlParts | undefined {
  if (raw.length > MAX_URL_CHARS) return undefined;
  const s = trimXml(raw);
  const m = URL_SHAPE.exec(s);
  if (!m) return undefined;
  const scheme = m[1]!.toLowerCase();
  let authority = m[2]!;
  const at = authority.lastIndexOf('@');
  if (at >= 0) authority = authority.slice(at + 1);
  let host: string;
  let port = '';
  if (authority.startsWith('[')) {
    const close = authority.indexOf(']');
    if (close < 0) return undefined;
    host = authority.slice(0, close + 1);
    const rest = authority.slice(close + 1);
    if (rest !== '') {
      if (!rest.startsWith(':')) return undefined;
      port = rest.slice(1);
    }
  } else {
    const colon = authority.lastIndexOf(':');
    host = colon >= 0 ? authority.slice(0, colon) : authority;
    port = colon >= 0 ? authority.slice(colon + 1) : '';
  }
  if (host === '' || !/^\d*$/.test(port) || port.length > 5) return undefined;
  if (port !== '') port = String(Number(port));
  if (port === DEFAULT_PORT[scheme]) port = '';
  // A backslash in the path stays as written: the loc rules report it, and the mapping to files
  // refuses it (see `locate`).
  return { scheme, host: normaliseHost(host), port, path: m[3]! };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

/** Characters Windows does not allow in a file name (on other systems only `/` and NUL are special). */
const WINDOWS_RESERVED = /[<>:"|?*]/;

/** Percent-decodes one path segment and says whether it can name a file. */
export function decodeSegment(raw: string): Segment {
  if (raw === '') return { value: '', problem: 'empty' };
  let value = raw;
  if (raw.includes('%')) {
    const bytes: number[] = [];
    for (let i = 0; i < raw.length; i++) {
      const c = raw.charCodeAt(i);
      if (c === 37 /* % */) {
        const hi = hexValue(raw.charCodeAt(i + 1));
        const lo = hexValue(raw.charCodeAt(i + 2));
        if (hi < 0 || lo < 0) return { value: raw, problem: 'encoding' };
        bytes.push(hi * 16 + lo);
        i += 2;
      } else if (c < 128) {
        bytes.push(c);
      } else {
        const cp = raw.codePointAt(i)!;
        for (const b of Buffer.from(String.fromCodePoint(cp), 'utf8')) bytes.push(b);
        if (cp > 0xffff) i++;
      }
    }
    try {
      value = utf8.decode(Uint8Array.from(bytes));
    } catch {
      return { value: raw, problem: 'encoding' };
    }
  }
  if (value === '.' || value === '..') return { value, problem: 'dot' };
  if (value.includes('/') || value.includes('\\') || raw.includes('\\')) return { value, problem: 'separator' };
  if (/[\u0000-\u001f\u007f]/.test(value)) return { value, problem: 'control' };
  if (process.platform === 'win32' && WINDOWS_RESERVED.test(value)) return { value, problem: 'separator' };
  return { value };
}

/** The segments of a path (`/a/b/` -> `a`, `b`, `''`; `''` or `/` -> one empty segment). */
function rawSegments(path: string): string[] {
  return path === '' ? [''] : path.slice(1).split('/');
}

const PROBLEM_TEXT: Readonly<Record<SegmentProblem, string>> = {
  dot: 'a dot segment (`.` or `..`, also percent-encoded as %2e) that would climb out of its folder',
  empty: 'an empty path segment (`//`)',
  separator: 'a path separator inside a segment (`\\`, or an encoded %2F or %5C)',
  control: 'a control character in the path',
  encoding: 'a malformed percent-escape or escaped bytes that are not UTF-8',
};

/**
 * Validates and normalises a `base-url` value: an absolute http(s) URL without user information,
 * query or fragment; the path gets a trailing `/`. Returns the reason as a string when the value is
 * not accepted.
 */
export function parseBaseUrl(raw: string): BaseUrl | string {
  const s = raw.trim();
  // The URL parser drops tabs and line breaks anywhere in the text; a base URL holding one (or
  // any control character or space) was not meant as written.
  const control = /[\u0000-\u0020\u007f-\u009f]/.exec(s);
  if (control) {
    const at = atCharacter(s, control.index);
    return control[0] === ' ' ? `percent-encode the space ${at} as %20` : `remove the control character U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')} ${at}`;
  }
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    return 'give an absolute http or https URL such as https://www.example.org/';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'give an http or https URL such as https://www.example.org/';
  // The URL parser repairs what it reads ("https:x.org", "a/../b/"); a base URL is taken as
  // written or not at all.
  if (!/^https?:\/\/[^/\\]/i.test(s)) return 'write the scheme, "//" and the host, such as https://www.example.org/';
  if (/(^|\/)(\.|%2e){1,2}(\/|$)/i.test(s.replace(/^https?:\/\/[^/]*/i, ''))) return 'leave out "." and ".." segments (they are resolved, so the URL is not the one written)';
  if (url.username !== '' || url.password !== '') return 'leave out the user name and password';
  if (s.includes('?') || s.includes('#')) return 'leave out the query and the fragment';
  if (url.hostname === '') return 'give a URL with a host, such as https://www.example.org/';
  const pathname = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  const href = `${url.protocol}//${url.host}${pathname}`;
  const parts = parseUrl(href);
  if (!parts) return 'give an absolute http or https URL such as https://www.example.org/';
  const segments = rawSegments(parts.path).slice(0, -1).map(decodeSegment);
  const bad = segments.find((x) => x.problem !== undefined);
  if (bad) return `its path has ${PROBLEM_TEXT[bad.problem!]}`;
  return { ...parts, href, segments: segments.map((x) => x.value) };
}

/**
 * Where `raw` (an absolute URL) lies relative to `base`. Undefined when it is not an absolute URL
 * at all. A URL of the base's scheme, host and port whose path has a dot segment is `unsafe`
 * wherever it points (a crawler would resolve it, and it must not be resolved on disk); otherwise
 * a path not under the base path is `outside`, and a path under it with a segment that cannot name
 * a file is `unsafe`. Query and fragment are ignored.
 */
export function locate(base: BaseUrl, raw: string): Location | undefined {
  const p = parseUrl(raw);
  if (!p) return undefined;
  if (p.scheme !== base.scheme || p.host !== base.host || p.port !== base.port) return { kind: 'outside' };
  const segments = rawSegments(p.path).map(decodeSegment);
  if (segments.some((x) => x.problem === 'dot')) return { kind: 'unsafe', why: PROBLEM_TEXT.dot };
  const n = base.segments.length;
  // The URL needs at least one segment below the base path (an empty one for `base/`).
  if (segments.length <= n) return { kind: 'outside' };
  for (let i = 0; i < n; i++) {
    const x = segments[i]!;
    if (x.problem !== undefined || x.value !== base.segments[i]) return { kind: 'outside' };
  }
  const rest = segments.slice(n);
  const directory = rest[rest.length - 1]!.value === '' && rest[rest.length - 1]!.problem === 'empty';
  if (directory) rest.pop();
  const bad = rest.find((x) => x.problem !== undefined);
  if (bad) return { kind: 'unsafe', why: PROBLEM_TEXT[bad.problem!] };
  return { kind: 'inside', segments: rest.map((x) => x.value), directory };
}

/** Percent-encodes one file name for a URL path (RFC 3986 pchar; `/` never occurs). */
export function encodeSegment(name: string): string {
  return encodeURIComponent(name);
}

/** The public URL of a file at `segments` below `site-dir`. */
export function publicUrl(base: BaseUrl, segments: readonly string[]): string {
  return base.href + segments.map(encodeSegment).join('/');
}

/** RFC 3986 section 5.2.4 on decoded segments: `.` dropped, `..` removes the segment before it. */
function removeDots(segments: readonly Segment[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    const v = segments[i]!.value;
    const last = i === segments.length - 1;
    if (v === '.' || v === '..') {
      if (v === '..') out.pop();
      if (last) out.push('');
      continue;
    }
    out.push(v);
  }
  return out;
}

/** One part of a URL that differs from the sitemap's public URL, named and described. */
export interface ScopeDifference {
  part: 'scheme' | 'host' | 'port' | 'path';
  /** e.g. `host shop.example.com (this file's is www.example.org)`. */
  text: string;
}

function shownPort(scheme: string, port: string): string {
  return port !== '' ? port : DEFAULT_PORT[scheme] !== undefined ? `${DEFAULT_PORT[scheme]}, the default` : 'none';
}

/**
 * Compares a loc with the public URL of the sitemap that lists it (sitemaps.org "Sitemap file
 * location"): the same scheme, host and port, and, unless `originOnly`, a path under the folder
 * `folder` (decoded segments below `base`). Returns the parts that differ (empty when the loc is in
 * scope), or undefined when the loc is not an absolute URL.
 */
export function scopeDifferences(base: BaseUrl, folder: readonly string[], raw: string, originOnly = false): ScopeDifference[] | undefined {
  const p = parseUrl(raw);
  if (!p) return undefined;
  const out: ScopeDifference[] = [];
  if (p.scheme !== base.scheme) out.push({ part: 'scheme', text: `scheme ${quote(p.scheme, 40)} (this file's is ${base.scheme})` });
  if (p.host !== base.host) out.push({ part: 'host', text: `host ${quote(p.host, 100)} (this file's is ${base.host})` });
  // Ports are compared as written, a scheme's default port counting as none: http://h and https://h
  // differ in their scheme only.
  if (p.port !== base.port) out.push({ part: 'port', text: `port ${shownPort(p.scheme, p.port)} (this file's is ${shownPort(base.scheme, base.port)})` });
  if (!originOnly) {
    const want = [...base.segments, ...folder];
    const have = removeDots(rawSegments(p.path).map(decodeSegment));
    const under = have.length > want.length && want.every((s, i) => have[i] === s);
    if (!under) {
      const dir = `/${want.map(encodeSegment).join('/')}${want.length > 0 ? '/' : ''}`;
      out.push({ part: 'path', text: `path ${quote(p.path === '' ? '/' : p.path, 120)} (not under this file's folder ${dir})` });
    }
  }
  return out;
}
