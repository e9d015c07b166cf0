/**
 * Characters outside ASCII that not even an IRI may carry (RFC 3987 section 2.2, `ucschar` and
 * `iprivate`, and section 4.1, bidirectional formatting characters). Other non-ASCII characters
 * make an IRI rather than a URI, which sitemaps.org asks to percent-encode (a warning); these make
 * no valid address at all, and some hide what the address is: a C1 control such as U+009B (CSI)
 * acts on a terminal, U+202E (RIGHT-TO-LEFT OVERRIDE) shows the URL reversed.
 */
import { atCharacter } from '../text.js';

/** True for an RFC 3987 `ucschar`. */
function isUcschar(cp: number): boolean {
  if (cp < 0xa0) return false;
  if (cp <= 0xd7ff) return true;
  if (cp < 0xf900) return false;
  if (cp <= 0xfdcf) return true;
  if (cp < 0xfdf0) return false;
  if (cp <= 0xffef) return true;
  if (cp < 0x10000) return false;
  if (cp >= 0xe0000 && cp < 0xe1000) return false;
  // 0x10000-0xEFFFD without the last two code points of each plane (noncharacters).
  return cp <= 0xefffd && (cp & 0xfffe) !== 0xfffe;
}

/** True for an RFC 3987 `iprivate` (private use characters, allowed in the query only). */
function isPrivate(cp: number): boolean {
  return (cp >= 0xe000 && cp <= 0xf8ff) || (cp >= 0xf0000 && cp <= 0x10fffd && (cp & 0xfffe) !== 0xfffe);
}

/** True for a bidirectional formatting character (RFC 3987 section 4.1, and the Arabic letter mark and isolates of Unicode 6.3). */
function isBidiFormatting(cp: number): boolean {
  return cp === 0x061c || cp === 0x200e || cp === 0x200f || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
}

function codeName(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

function forbidden(cp: number, inQuery: boolean): boolean {
  return (cp >= 0xd800 && cp <= 0xdfff) || isBidiFormatting(cp) || !(isUcschar(cp) || (inQuery && isPrivate(cp)));
}

/**
 * True when {@link iriFault} has an answer for index `i` of `value`: the same verdict, in
 * constant time (iriFault's message counts the characters before `i`). For loops that go on past
 * a fault.
 */
export function isIriFault(value: string, i: number, inQuery: boolean): boolean {
  const unit = value.charCodeAt(i);
  if (unit >= 0xdc00 && unit <= 0xdfff && i > 0) {
    const before = value.charCodeAt(i - 1);
    if (before >= 0xd800 && before <= 0xdbff) return isIriFault(value, i - 1, inQuery);
  }
  return forbidden(value.codePointAt(i) ?? unit, inQuery);
}

/**
 * Why the non-ASCII UTF-16 code unit at index `i` of `value` cannot stand in an IRI at all, as a
 * phrase ("the C1 control character U+009B at character 20; remove it"), or undefined when it
 * can. The second half of a surrogate pair gets the answer of the pair (its first half's
 * position). `inQuery`: the unit is in the query, where private use characters are allowed.
 * `inHost`: the unit is in the host, which percent-encoding cannot mend (a host name is letters,
 * digits, hyphens and dots), so the advice is to remove the character.
 * Character numbers count Unicode characters from 1, as columns do (see atCharacter in ../text.ts).
 */
export function iriFault(value: string, i: number, inQuery: boolean, inHost = false): string | undefined {
  const unit = value.charCodeAt(i);
  if (unit >= 0xdc00 && unit <= 0xdfff && i > 0) {
    // The second half of a pair: judged as the pair it ends.
    const before = value.charCodeAt(i - 1);
    if (before >= 0xd800 && before <= 0xdbff) return iriFault(value, i - 1, inQuery, inHost);
  }
  const cp = value.codePointAt(i) ?? unit;
  if (!forbidden(cp, inQuery)) return undefined;
  // Only for a fault: the character number counts from the start of the value.
  const at = atCharacter(value, i);
  if (cp >= 0xd800 && cp <= 0xdfff) return `the unpaired surrogate ${codeName(cp)} ${at}, which no URL can carry; remove it`;
  if (cp >= 0x80 && cp <= 0x9f) return `the C1 control character ${codeName(cp)} ${at}; remove it`;
  if (isBidiFormatting(cp)) {
    return `the bidirectional formatting character ${codeName(cp)} ${at}, which RFC 3987 forbids in addresses (it changes how the URL is shown); remove it`;
  }
  if (isUcschar(cp) || (inQuery && isPrivate(cp))) return undefined;
  const what = isPrivate(cp) ? 'the private use character' : 'the character';
  const where = isPrivate(cp) ? ' outside the query' : ' in an address';
  if (inHost) return `${what} ${codeName(cp)} ${at} in the host, which RFC 3987 does not allow${where} and no host name can hold; remove it`;
  const bytes = encodeURIComponent(String.fromCodePoint(cp));
  return `${what} ${codeName(cp)} ${at}, which RFC 3987 does not allow${where}; remove it, or percent-encode its UTF-8 bytes as ${bytes}`;
}

/**
 * The query of a URL as a range of indexes of `value`: from just after the first "?" that follows
 * the authority (which ends at or after `from`) to the "#" of the fragment or the end, or
 * `undefined` when there is no query. Linear in the value: call it once per value.
 */
export function queryRange(value: string, from: number): { start: number; end: number } | undefined {
  const q = value.indexOf('?', from);
  const hash = value.indexOf('#', from);
  if (q < 0 || (hash >= 0 && hash < q)) return undefined;
  return { start: q + 1, end: hash < 0 ? value.length : hash };
}
