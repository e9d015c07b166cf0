/**
 * Quoting of untrusted values inside finding messages. Values are shortened (to 200 characters by
 * default) and control characters are made visible, so a message stays one readable line. The
 * report layer still neutralises every message for its own channel (workflow commands, HTML).
 */

/** True for XML whitespace (XML 1.0 `S`): space, tab, CR, LF; not U+00A0 or other Unicode spaces. */
export function isXmlSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d;
}

/** True when `text` holds only XML whitespace (or nothing). */
export function isBlank(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (!isXmlSpace(text.charCodeAt(i))) return false;
  return true;
}

/**
 * `text` without surrounding XML whitespace (unlike String#trim, which also drops U+00A0 and
 * others); the same string when there is none.
 */
export function trimXml(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isXmlSpace(text.charCodeAt(start))) start++;
  while (end > start && isXmlSpace(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

const SURROGATE = /[\ud800-\udfff]/;

/** Unicode characters (code points) in `s[from, to)`: a surrogate pair counts once. */
export function codePointCount(s: string, from = 0, to = s.length): number {
  // A long run is first searched for surrogates natively: most text has none.
  let start = from;
  if (to - from > 256) {
    const first = s.slice(from, to).search(SURROGATE);
    if (first < 0) return to - from;
    start = from + first;
  }
  let n = start - from;
  for (let i = start; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < to) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/**
 * "at character N" for the UTF-16 index `i` of `s`: N counts Unicode characters from 1 (a
 * character outside the BMP is one), as the columns of findings do.
 */
export function atCharacter(s: string, i: number): string {
  return `at character ${codePointCount(s, 0, i) + 1}`;
}

/**
 * Characters of a field's text (loc, lastmod, changefreq, priority), and of an extension element's
 * text, kept for its checks: 1 MiB of UTF-16 code units, 500 times the longest valid loc. Past it
 * only the length is counted, so a 50 MB text node costs no more memory than its chunks in flight;
 * a loc that long is judged by its first 1 MiB and reported as `loc-too-long` with its exact length
 * (./checks/loc.ts checkLoc), other fields and extension values by their first 1 MiB.
 */
export const MAX_FIELD_CHARS = 1 << 20;

/** Longest quoted value in a message, in characters (INTERFACE.md "Annotations"). */
export const QUOTE_LIMIT = 200;

/**
 * True when `value` holds template tags (Liquid and Jinja `{{ }}` / `{% %}`, Go templates
 * `{{ }}`): an opening `{{` with a `}}` after it, or `{%` with a `%}` after it. A value holding
 * them comes from the source of a site (a Jekyll or Hugo layout, a theme), not from the built
 * site. An opening alone is not enough: JSON in a query with its quotes percent-encoded
 * (`?f={%22a%22:1}`) holds `{%`. Linear in the length of `value`.
 */
export function holdsTemplateTags(value: string): boolean {
  const output = value.indexOf('{{');
  if (output >= 0 && value.indexOf('}}', output + 2) >= 0) return true;
  const tag = value.indexOf('{%');
  return tag >= 0 && value.indexOf('%}', tag + 2) >= 0;
}

/** What to do about a file whose values hold template tags ({@link holdsTemplateTags}), appended to a finding. */
export const TEMPLATE_HINT =
  ' The value holds template tags ({{ }} or {% %}): is this file a template rather than the sitemap your site generator writes? Then check the built file (e.g. _site/ or public/) and leave the template out of the paths (a !pattern); in a built file, a placeholder was left unfilled.';

function escapeChar(c: string): string {
  switch (c) {
    case '\n':
      return '\\n';
    case '\r':
      return '\\r';
    case '\t':
      return '\\t';
    case '"':
      return '\\"';
    case '\\':
      return '\\\\';
    default:
      return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  }
}

// Also the invisible ones (no-break and zero-width spaces, bidirectional marks, U+FEFF), which a
// reader could not see in a quoted value.
const SPECIAL = /[\u0000-\u001f\u007f-\u00a0\u200b-\u200f\u202a-\u202e\u2028\u2029\u2060\ufeff"\\]/;

/**
 * Quotes `value` for a message: wrapped in double quotes, control characters shown as `\n`,
 * `\t` or `\u00XX`, shortened so that the quoted text (escapes included) holds at most `limit`
 * characters, with a trailing `…` when cut. Never splits a surrogate pair.
 */
export function quote(value: string, limit = QUOTE_LIMIT): string {
  const head = value.length > limit ? value.slice(0, limit) : value;
  if (!SPECIAL.test(head)) {
    let v = head;
    if (v.length < value.length) {
      const last = v.charCodeAt(v.length - 1);
      if (last >= 0xd800 && last <= 0xdbff) v = v.slice(0, -1);
    }
    return `"${v}${value.length > v.length ? '…' : ''}"`;
  }
  let out = '';
  let i = 0;
  for (; i < value.length; i++) {
    const c = value[i]!;
    const code = c.charCodeAt(0);
    const piece = SPECIAL.test(c) ? escapeChar(c) : c;
    const pair = code >= 0xd800 && code <= 0xdbff && i + 1 < value.length;
    if (out.length + piece.length + (pair ? 1 : 0) > limit) break;
    out += piece;
    if (pair) out += value[++i];
  }
  return `"${out}${i < value.length ? '…' : ''}"`;
}

/**
 * `quote()` for values that may be long or full of control characters: at most `limit`
 * characters of quoted text (escapes included), so a message stays far under 1,000 characters.
 */
export function quoteShort(value: string, limit = QUOTE_LIMIT): string {
  return quote(value, limit);
}

/**
 * An XML name (element, attribute, PI target) for a message: at most `limit` characters (100 by
 * default) with a trailing `…` when cut; names cannot hold line breaks, but are escaped like
 * quoted values all the same.
 */
export function shortName(name: string, limit = 100): string {
  const q = quote(name, limit);
  return q.slice(1, -1).replace(/\\"/g, '"');
}

/**
 * An integer count with a comma between each group of three digits: `1234567` gives `1,234,567`.
 * A sign is kept; anything after the integer digits (a fraction, an exponent) is left as it is.
 */
export function thousands(n: number): string {
  const s = String(n);
  const start = s.charCodeAt(0) === 0x2d ? 1 : 0;
  let end = start;
  while (end < s.length && s.charCodeAt(end) >= 0x30 && s.charCodeAt(end) <= 0x39) end++;
  let out = '';
  for (let i = start; i < end; i++) {
    if (i > start && (end - i) % 3 === 0) out += ',';
    out += s[i];
  }
  return s.slice(0, start) + out + s.slice(end);
}

/** `s` without the characters of `chars` at its end (`trimEndOf('a/b//', '/')` is `a/b`). */
export function trimEndOf(s: string, chars: string): string {
  let end = s.length;
  while (end > 0 && chars.includes(s[end - 1]!)) end--;
  return end === s.length ? s : s.slice(0, end);
}

/** True for ASCII white space as C's isspace has it in the C locale: space, tab, LF, VT, FF, CR. */
export function isAsciiSpace(c: number): boolean {
  return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}

/** `s` without ASCII white space (isAsciiSpace) at either end; linear (a regular expression backtracks on long runs). */
export function trimAsciiSpace(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && isAsciiSpace(s.charCodeAt(start))) start++;
  while (end > start && isAsciiSpace(s.charCodeAt(end - 1))) end--;
  return start === 0 && end === s.length ? s : s.slice(start, end);
}

/** The offset (UTF-16 code units) where each line of `text` starts, the first 0; lines end at LF. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** The 1-based line of `offset` in the text whose {@link lineStarts} are `starts`. */
export function lineOf(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}
