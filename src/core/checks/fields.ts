/**
 * Checks of the optional `url` fields: `lastmod` (rules `lastmod-format`, `lastmod-imprecise`,
 * `lastmod-future`), `changefreq` (`changefreq-value`) and `priority` (`priority-value`).
 * See RULES.md "lastmod, changefreq, priority".
 *
 * Like the loc checks these run once per entry, so parsing is done with `charCodeAt` and
 * arithmetic only (no regular expressions, no `Date` parsing); messages are only built when a
 * rule fires.
 */
import type { Report } from './loc.js';
import type { Policy } from '../policy/policy.js';
import type { LastmodMode } from '../types.js';
import { isXmlSpace, quote, quoteShort, thousands, trimXml } from '../text.js';
import { ownString } from '../site/locplaces.js';
import { daysFromCivil, daysInMonth, digits, runDay } from './calendar.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * What each `lastmod` setting accepts, for messages: an example of each form, short, since a
 * sitemap can repeat one fault thousands of times; the whole grammar is said once, on the rule's
 * page (lastmod-format).
 */
const EXPECTED: Record<LastmodMode, string> = {
  w3c: 'a W3C Datetime such as 2026-01-31 or 2026-01-31T09:30:00+01:00',
  xsd: 'an XSD date or dateTime such as 2026-01-31 or 2026-01-31T09:30:00+01:00',
  date: 'a date in the form YYYY-MM-DD, such as 2026-01-31',
};

/** Reasons of the xsd setting for precisions that only the W3C Datetime profile has. */
const W3C_ONLY: ReadonlySet<string> = new Set(['an XSD dateTime needs seconds, as in hh:mm:ss', 'a year alone is not a full date', 'a year and month are not a full date']);

/** The sitemap XSD's tChangeFreq enumeration. */
const CHANGEFREQ_VALUES = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'] as const;
const CHANGEFREQ: ReadonlySet<string> = new Set(CHANGEFREQ_VALUES);

/** A decimal followed by an exponent (`1e-1`), for a more helpful priority message. */
const EXPONENT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)[eE]/;

/** Largest year libxml2's schema validator (xmllint) reads: a C `long` (64 bits), also negated. */
const MAX_XSD_YEAR = '9223372036854775807';

/**
 * The year at the start of an xsd:date or xsd:dateTime (XML Schema Part 2, 3.2.7.1): an optional
 * "-", then four or more digits, no leading zero when more than four, not 0000. Returns the index
 * after the year and its value (approximate past 2^53; exact enough for an instant that only
 * needs comparing with the run's clock), and the year's absolute value modulo 400 (exact; it
 * decides leap years), or a string as {@link parseLastmod} returns one.
 */
function xsdYear(s: string): { end: number; year: number; mod400: number } | string {
  const n = s.length;
  const sign = s.charCodeAt(0) === 0x2d ? 1 : 0;
  let end = sign;
  let mod400 = 0;
  while (end < n) {
    const c = s.charCodeAt(end) - 0x30;
    if (!(c >= 0 && c <= 9)) break;
    mod400 = (mod400 * 10 + c) % 400;
    end++;
  }
  const count = end - sign;
  if (count < 4) return '';
  const text = s.slice(sign, end);
  if (count > 4 && text.charCodeAt(0) === 0x30) return 'a year of more than four digits cannot start with 0';
  // XSD 1.0 (the version the sitemap schema is written for) has no year 0000, nor -0000.
  if (count === 4 && text === '0000') return 'the XSD has no year 0000';
  if (count > MAX_XSD_YEAR.length || (count === MAX_XSD_YEAR.length && text > MAX_XSD_YEAR)) {
    return `the year ${quoteShort(s.slice(0, end), 40)} is outside the range schema validators read, at most ${MAX_XSD_YEAR} either side of zero`;
  }
  return { end, year: sign ? -Number(text) : Number(text), mod400 };
}

/**
 * Parses a lastmod (already trimmed for `w3c` and `xsd`) under `mode`. Returns the instant in
 * epoch milliseconds, or a string: why the value is invalid ('' when it simply does not have the
 * expected shape). Zone-less values are taken as UTC. In `xsd` mode the year may be negative or
 * longer than four digits (XML Schema Part 2, 3.2.7.1 and 3.2.9.1; leap years as libxml2 counts
 * them, by the year's value: -0004 is one, -0001 is not); such an instant is far from the run's
 * clock and may lie outside the range of a JavaScript `Date`.
 */
export function parseLastmod(s: string, mode: LastmodMode): number | string {
  const n = s.length;
  if (n === 0) return 'it is empty';
  let y: number;
  /** A year the leap years of which are those of `y` (the year itself, or its absolute value modulo 400). */
  let leapYear: number;
  /** Offset of what follows the year from where it follows a year of four digits. */
  let o = 0;
  if (mode === 'xsd') {
    const year = xsdYear(s);
    if (typeof year === 'string') return year;
    y = year.year;
    leapYear = year.mod400;
    o = year.end - 4;
  } else {
    y = digits(s, 0, 4);
    if (y < 0) return '';
    leapYear = y;
  }
  if (n === o + 4) return mode === 'w3c' ? daysFromCivil(y, 1, 1) * DAY_MS : 'a year alone is not a full date';
  if (s.charCodeAt(o + 4) !== 0x2d) return '';
  const m = digits(s, o + 5, 2);
  if (m < 0) return '';
  if (n === o + 7) {
    if (mode !== 'w3c') return 'a year and month are not a full date';
    if (m < 1 || m > 12) return `month ${s.slice(5, 7)} does not exist`;
    return daysFromCivil(y, m, 1) * DAY_MS;
  }
  if (s.charCodeAt(o + 7) !== 0x2d) return '';
  const d = digits(s, o + 8, 2);
  if (d < 0) return '';
  // Only the date part is judged until here: "2024-13-45T..." is reported for its month.
  if (n > 10 && mode === 'date') {
    // A time after "T", or after a space (as databases write it).
    const timeAfter = s.charCodeAt(10) === 0x54 || (s.charCodeAt(10) === 0x20 && digits(s, 11, 2) >= 0 && s.charCodeAt(13) === 0x3a);
    if (timeAfter && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m)) {
      return `it has a time, which is not accepted: write ${quote(s.slice(0, 10))}`;
    }
    if (s.charCodeAt(10) !== 0x54) return '';
  }
  if (m < 1 || m > 12) return `month ${s.slice(o + 5, o + 7)} does not exist`;
  if (d < 1 || d > daysInMonth(leapYear, m)) {
    return d === 0 || d > 31 ? `day ${s.slice(o + 8, o + 10)} does not exist` : `${MONTHS[m - 1]} ${s.slice(0, o + 4)} has no day ${d}`;
  }
  if (n > 10 && mode === 'date') return '';
  let ms = daysFromCivil(y, m, d) * DAY_MS;
  if (n === o + 10) return ms;

  let p = o + 10;
  let time = false;
  if (s.charCodeAt(p) === 0x20 && digits(s, p + 1, 2) >= 0 && s.charCodeAt(p + 3) === 0x3a) {
    // "2024-05-01 10:00": a time after a space, as databases write it.
    const fixed = `${s.slice(0, p)}T${s.slice(p + 1)}`;
    const then = parseLastmod(fixed, mode);
    const space = 'the date and the time must be separated by "T", not a space';
    return typeof then === 'number' ? `${space}: write ${quote(fixed)}` : then === '' ? space : `${space}, and ${then}`;
  }
  if (s.charCodeAt(p) === 0x54) {
    // Thh:mm[:ss[.s+]]
    time = true;
    const hh = digits(s, p + 1, 2);
    if (hh < 0 || s.charCodeAt(p + 3) !== 0x3a) return '';
    const mm = digits(s, p + 4, 2);
    if (mm < 0) return '';
    const hourAt = p + 1;
    const minuteAt = p + 4;
    const secondAt = p + 7;
    p += 6;
    let ss = 0;
    let fraction = 0;
    let fractionZero = true;
    if (s.charCodeAt(p) === 0x3a) {
      ss = digits(s, secondAt, 2);
      if (ss < 0) return '';
      p += 3;
      if (s.charCodeAt(p) === 0x2e) {
        p++;
        const fStart = p;
        let scale = 100;
        for (; p < n; p++) {
          const f = s.charCodeAt(p) - 0x30;
          if (!(f >= 0 && f <= 9)) break;
          if (f !== 0) fractionZero = false;
          // Whole milliseconds: digits past the third are dropped, not rounded.
          if (scale >= 1) fraction += f * scale;
          scale /= 10;
        }
        if (p === fStart) return 'a "." must be followed by digits';
      }
    } else if (mode === 'xsd') {
      return 'an XSD dateTime needs seconds, as in hh:mm:ss';
    }
    if (mm > 59) return `minute ${s.slice(minuteAt, minuteAt + 2)} does not exist`;
    if (ss > 59) return `second ${s.slice(secondAt, secondAt + 2)} does not exist`;
    if (hh === 24 && mode === 'xsd' && mm === 0 && ss === 0 && fractionZero) {
      // XSD 1.0 allows 24:00:00 (any zero fraction) as the first instant of the next day.
    } else if (hh > 23) {
      return `hour ${s.slice(hourAt, hourAt + 2)} does not exist`;
    }
    ms += ((hh * 60 + mm) * 60 + ss) * 1000 + fraction;
  }

  if (p === n) {
    if (time && mode === 'w3c') return 'a time needs a time zone after it, Z or ±hh:mm';
    return ms;
  }
  const z = s.charCodeAt(p);
  if (z === 0x5a) {
    p++;
  } else if (z === 0x2b || z === 0x2d) {
    const oh = digits(s, p + 1, 2);
    if (oh < 0 || s.charCodeAt(p + 3) !== 0x3a) return '';
    const om = digits(s, p + 4, 2);
    if (om < 0) return '';
    if (mode === 'xsd' ? om > 59 || oh > 14 || (oh === 14 && om > 0) : om > 59 || oh > 23) {
      return `the time zone offset ${quote(s.slice(p, p + 6))} is out of range${mode === 'xsd' ? ', the XSD allows at most ±14:00' : ''}`;
    }
    ms -= (z === 0x2b ? 1 : -1) * (oh * 60 + om) * MINUTE_MS;
    p += 6;
  } else {
    return '';
  }
  if (p !== n) return '';
  if (!time && mode === 'w3c') return 'a time zone is only allowed after a time';
  return ms;
}

/**
 * For a date written the local way (`01/02/2024`, `31.12.2024`, `2024/01/02`), the same date
 * year first, as W3C Datetime writes it: both readings when day and month could be either,
 * else the one that can be; '' for anything else.
 */
function localDateHint(value: string): string {
  const pad = (n: string) => n.padStart(2, '0');
  const yearFirst = /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/.exec(value);
  if (yearFirst) return ` Write it with hyphens, year first: ${yearFirst[1]}-${pad(yearFirst[2]!)}-${pad(yearFirst[3]!)}.`;
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (!m) return '';
  const [a, b, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // A day of that month (2024-02-30 is none).
  const real = (month: number, day: number) => month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
  const dayFirst = real(b, a) ? `${m[3]}-${pad(m[2]!)}-${pad(m[1]!)}` : undefined;
  const monthFirst = real(a, b) ? `${m[3]}-${pad(m[1]!)}-${pad(m[2]!)}` : undefined;
  if (dayFirst !== undefined && monthFirst !== undefined && dayFirst !== monthFirst) return ` Write it year first: ${dayFirst} if it is written day first, ${monthFirst} if month first.`;
  const one = dayFirst ?? monthFirst;
  return one === undefined ? '' : ` Write it year first: ${one}.`;
}

/**
 * Judges a `lastmod` value and reports:
 * - `lastmod-format` — not valid under `policy.lastmod` (sitemaps.org; Search Console "Invalid
 *   date"):
 *   - `w3c`: the W3C Datetime note (https://www.w3.org/TR/NOTE-datetime): `YYYY`, `YYYY-MM`,
 *     `YYYY-MM-DD`, `YYYY-MM-DDThh:mm`, `…Thh:mm:ss` or `…Thh:mm:ss.s` (one or more fraction
 *     digits); a time must be followed by a zone, `Z` or `±hh:mm` (offset hours 00–23), and a
 *     date alone takes no zone.
 *   - `xsd`: the sitemap XSD's union of xsd:date (`YYYY-MM-DD`) and xsd:dateTime
 *     (`YYYY-MM-DDThh:mm:ss` with an optional fraction), each with an optional zone within
 *     ±14:00; `24:00:00` is accepted as the start of the next day, as XSD 1.0 allows. The year
 *     is XSD's: an optional `-`, four or more digits, no leading zero past four digits, not 0000
 *     (`-0001-01-01` and `12024-01-01` are valid), and at most what libxml2 reads (a 64-bit
 *     number, 9223372036854775807); leap years are counted by the year's value, as libxml2
 *     does. A far future year is `lastmod-future`; a negative one is simply far in the past.
 *   - `date`: exactly `YYYY-MM-DD`, with no whitespace and no zone.
 *   In every mode the date is calendar-checked (leap years of the Gregorian calendar), hours are
 *   00–23, minutes and seconds 00–59 (no leap second). `w3c` and `xsd` trim surrounding XML
 *   whitespace first (the XSD whitespace collapse); an empty value is invalid.
 * - `lastmod-imprecise` — in `w3c` only: a valid `YYYY` or `YYYY-MM`, which the XSD refuses.
 * - `lastmod-future` — a valid value later than `policy.now` plus 24 hours (Google Search
 *   Central: lastmod must be the date of the last significant change).
 *
 * Rules whose `policy.severities` entry is `off` are not reported.
 *
 * @returns the instant of a valid value in epoch milliseconds: for a date, `YYYY-MM` or `YYYY`
 *   without a zone, 00:00 UTC of its first day; with a zone, the real instant (an xsd:date with a
 *   zone: 00:00 in that zone); an xsd:dateTime without a zone is read as UTC. Undefined when the
 *   value is invalid.
 */
export function checkLastmod(raw: string, policy: Policy, report: Report): number | undefined {
  const mode = policy.lastmod;
  const severities = policy.severities;
  let result: number | string;
  if (mode === 'date') {
    result = parseLastmod(raw, mode);
    if (typeof result === 'string' && raw.length > 0 && (isXmlSpace(raw.charCodeAt(0)) || isXmlSpace(raw.charCodeAt(raw.length - 1)))) {
      const trimmed = trimXml(raw);
      result = trimmed === '' ? 'it holds only whitespace' : typeof parseLastmod(trimmed, mode) === 'number' ? 'surrounding whitespace is not allowed' : result;
    }
  } else {
    const value = trimXml(raw);
    result = parseLastmod(value, mode);
    if (typeof result === 'number' && mode === 'w3c' && (value.length === 4 || value.length === 7) && severities['lastmod-imprecise'] !== 'off') {
      report(
        'lastmod-imprecise',
        `The lastmod ${quoteShort(value)} gives only a ${value.length === 4 ? 'year' : 'year and month'}; give the full date (YYYY-MM-DD), which the sitemap XSD requires.`,
      );
    }
  }
  if (typeof result === 'string') {
    if (severities['lastmod-format'] !== 'off') {
      const what = raw.length === 0 ? 'The lastmod is empty' : `The lastmod ${quoteShort(raw)} is not valid for the lastmod setting "${mode}"`;
      let reason = result;
      // A value of the W3C Datetime profile that the XSD refuses (hh:mm without seconds, a year
      // alone): sitemaps.org names that profile, so say which setting accepts it.
      if (mode === 'xsd' && W3C_ONLY.has(result) && typeof parseLastmod(trimXml(raw), 'w3c') === 'number') {
        reason = `${result}; the W3C Datetime format that the sitemaps.org protocol names allows it, and the lastmod setting "w3c" accepts it`;
      }
      const why = reason === '' || raw.length === 0 ? '' : ` (${reason})`;
      report('lastmod-format', `${what}${why}; expected ${EXPECTED[mode]}.${localDateHint(trimXml(raw))}`);
    }
    return undefined;
  }
  if (severities['lastmod-future'] !== 'off') {
    const now = policy.now.getTime();
    if (result > now + DAY_MS) {
      report(
        'lastmod-future',
        `The lastmod ${quoteShort(trimXml(raw))} is in the future: later than a day after this run (on ${runDay(policy.now)}); give the date of the last real change.`,
      );
    }
  }
  return result;
}

/**
 * Judges a `changefreq` value and reports `changefreq-value` unless it is exactly one of always,
 * hourly, daily, weekly, monthly, yearly, never. The sitemap XSD declares it an xsd:string
 * enumeration, so the comparison is case-sensitive and whitespace is kept: `Daily` and ` daily`
 * are invalid. Reports unconditionally (the caller applies severities).
 */
export function checkChangefreq(raw: string, report: Report): void {
  if (CHANGEFREQ.has(raw)) return;
  const list = CHANGEFREQ_VALUES.join(', ');
  const trimmed = trimXml(raw);
  let message: string;
  if (raw === '') {
    message = `The changefreq is empty; use one of ${list}.`;
  } else if (CHANGEFREQ.has(trimmed)) {
    message = `The changefreq ${quoteShort(raw)} has whitespace around it, which makes it invalid (the sitemap XSD compares the text exactly); write ${quote(trimmed)}.`;
  } else if (CHANGEFREQ.has(trimmed.toLowerCase())) {
    message = `The changefreq ${quoteShort(raw)} is not valid: the values are case-sensitive; write ${quote(trimmed.toLowerCase())}.`;
  } else {
    message = `The changefreq ${quoteShort(raw)} is not one of ${list}.`;
  }
  report('changefreq-value', message);
}

/**
 * Judges a `priority` value and reports `priority-value` unless, after trimming XML whitespace, it
 * is an xsd:decimal (`[+-]?(digits[.digits?] | .digits)`: no exponent, no comma, no NaN or INF)
 * between 0.0 and 1.0 inclusive, as the sitemap XSD requires. The range is checked on the digits
 * themselves, so very long values compare exactly (`0.99999999999999999999999` is valid,
 * `1.00000000000000000001` is not). Reports unconditionally (the caller applies severities).
 */
export function checkPriority(raw: string, report: Report): void {
  const s = trimXml(raw);
  const n = s.length;
  let i = 0;
  const sign = s.charCodeAt(0);
  if (sign === 0x2b || sign === 0x2d) i = 1;
  const intStart = i;
  while (i < n && isDigit(s.charCodeAt(i))) i++;
  const intEnd = i;
  let fracStart = i;
  let fracEnd = i;
  if (i < n && s.charCodeAt(i) === 0x2e) {
    i++;
    fracStart = i;
    while (i < n && isDigit(s.charCodeAt(i))) i++;
    fracEnd = i;
  }
  if (i !== n || (intEnd === intStart && fracEnd === fracStart)) {
    let hint = 'write a decimal number from 0.0 to 1.0, such as 0.5';
    if (s.includes(',')) {
      // "0,8" is 0.8 written with a decimal comma: suggest the value itself when that is all.
      const dotted = s.replace(',', '.');
      hint = /^\d*\.\d+$/.test(dotted) && Number(dotted) >= 0 && Number(dotted) <= 1 ? `use a dot as the decimal separator: ${dotted}` : 'use a dot as the decimal separator, such as 0.5';
    }
    else if (EXPONENT.test(s)) hint = 'exponents are not allowed; write a plain decimal such as 0.5';
    report('priority-value', n === 0 ? 'The priority is empty; write a decimal number from 0.0 to 1.0, such as 0.5.' : `The priority ${quoteShort(raw)} is not a decimal number; ${hint}.`);
    return;
  }
  // Integer part without leading zeros, and whether any digit is not zero.
  let k = intStart;
  while (k < intEnd && s.charCodeAt(k) === 0x30) k++;
  const intDigits = intEnd - k;
  let fracNonZero = false;
  for (let f = fracStart; f < fracEnd; f++) {
    if (s.charCodeAt(f) !== 0x30) {
      fracNonZero = true;
      break;
    }
  }
  const zero = intDigits === 0 && !fracNonZero;
  let inRange: boolean;
  if (sign === 0x2d) inRange = zero;
  else if (intDigits === 0) inRange = true;
  else inRange = intDigits === 1 && s.charCodeAt(k) === 0x31 && !fracNonZero;
  if (!inRange) report('priority-value', `The priority ${quoteShort(raw)} is outside the range 0.0 to 1.0.`);
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** Entries with a valid lastmod that a file needs before `lastmod-uniform` judges it. */
export const UNIFORM_MIN_ENTRIES = 20;

/** Share of a file's valid lastmods that one instant must hold for `lastmod-uniform` (90%). */
export const UNIFORM_SHARE = 0.9;

/**
 * Distinct lastmod instants a file's tally keeps, and why that is enough. Let a file have N
 * entries with a valid lastmod, of which c share the instant v, and say c ≥ 0.9·N. Each other
 * distinct instant takes at least one of the N − c ≤ 0.1·N other entries, so the file holds at
 * most 1 + 0.1·N distinct instants. A file within the protocol's 50,000 URLs therefore holds at
 * most 5,001 when the rule fires. The tally counts each instant exactly up to this many; when a
 * 5,002nd distinct one comes, no instant can reach 90% of a file of at most 50,000 entries, and
 * the tally is dropped (memory back, nothing more to count). One pass, exact, and at most 5,001
 * counters per file whatever its size. Only a file past 50,000 entries (url-count already, with
 * max-urls raised) can be uniform and go unreported: more than 5,000 distinct lastmods before it,
 * and still 90% on one instant.
 */
export const UNIFORM_TALLY_LIMIT = 5_001;

/** One lastmod instant of a tally: how many entries carry it, and the first of them. */
interface TallySlot {
  count: number;
  /** The first value as written (trimmed), its line and column (1-based). */
  text: string;
  line: number;
  column: number;
}

/**
 * Counts the valid lastmod instants of one urlset for `lastmod-uniform` (Google Search Central:
 * "Google uses the <lastmod> value if it's consistently and verifiably accurate"): a file of at
 * least {@link UNIFORM_MIN_ENTRIES} entries with a valid lastmod where 90% or more of them name
 * one instant (two spellings of one instant, `2026-01-31T10:00:00Z` and
 * `2026-01-31T11:00:00+01:00`, count as one) has lastmods that tell when the file was built, not
 * when each page changed. Memory: at most {@link UNIFORM_TALLY_LIMIT} instants (see there).
 * Entries without a lastmod, or with an invalid one (`lastmod-format`), are not counted.
 */
export class LastmodTally {
  private slots: Map<number, TallySlot> | undefined = new Map();
  /** Entries with a valid lastmod. */
  private total = 0;

  /** Adds one valid lastmod: its instant (epoch milliseconds), the value as written, and its 1-based line and column. */
  add(instant: number, raw: string, line: number, column: number): void {
    this.total++;
    const slots = this.slots;
    if (slots === undefined) return;
    const slot = slots.get(instant);
    if (slot !== undefined) {
      slot.count++;
      return;
    }
    if (slots.size >= UNIFORM_TALLY_LIMIT) {
      // No instant can hold 90% of a file of at most 50,000 entries from here (see the limit).
      this.slots = undefined;
      return;
    }
    slots.set(instant, { count: 1, text: ownString(trimXml(raw)), line, column });
  }

  /**
   * At the end of the file: reports `lastmod-uniform` once, at the first entry carrying the
   * shared instant, when the file qualifies. `report(rule, message, line, column)`.
   */
  end(report: (rule: string, message: string, line: number, column: number) => void): void {
    const slots = this.slots;
    this.slots = undefined;
    const total = this.total;
    if (slots === undefined || total < UNIFORM_MIN_ENTRIES) return;
    let top: TallySlot | undefined;
    for (const slot of slots.values()) if (top === undefined || slot.count > top.count) top = slot;
    if (top === undefined || top.count < UNIFORM_SHARE * total) return;
    const share = Math.floor((top.count / total) * 100);
    const all = top.count === total;
    report(
      'lastmod-uniform',
      `${all ? `All ${thousands(total)}` : `${thousands(top.count)} of the ${thousands(total)}`} lastmod values of this file${all ? ' are' : ` (${share}%) are`} ${quoteShort(top.text)}, first here: a time the file was generated, not when each page changed. Google uses lastmod only when it is consistently accurate; give each entry the date its page last changed (from its source file or the content's record), or leave lastmod out.`,
      top.line,
      top.column,
    );
  }
}
