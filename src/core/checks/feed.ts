/**
 * Syndication feeds read as sitemaps (sitemaps.org "Other formats"): RSS 2.0, Atom 1.0 and
 * Atom 0.3. Only what makes a feed usable as a sitemap is judged, not the feed formats as a whole:
 *
 * - each RSS `item`'s `link` text, and each Atom `entry`'s `link` with `rel="alternate"` or no
 *   `rel` (its `href`), is a loc: every loc rule applies at its position (./locset.ts);
 * - the RSS `pubDate` (RFC 822 / RFC 2822 date-time) and the Atom 1.0 `updated` (RFC 3339
 *   date-time) or Atom 0.3 `modified` (W3C Datetime) are the lastmod: `lastmod-format` when the
 *   value is not a date of its own format, `lastmod-future` when it is later than the run's
 *   clock plus one day.
 *
 * Unknown elements are fine; the XML checker (./xml.ts) handles well-formedness, encoding and
 * limits as for any document, and `feed-empty` for a feed without a single link.
 */
import { runDay } from './calendar.js';
import type { XmlStartTagToken } from '../xml/index.js';
import { checkLastmod } from './fields.js';
import { ownString } from '../site/locplaces.js';
import type { LocSet } from './locset.js';
import { attributeNamed } from '../xml/index.js';
import type { Policy } from '../policy/policy.js';
import type { FindingSink } from './sink.js';
import { quote } from '../text.js';
import { thousands } from './extensions/values.js';
import type { EntryCallback } from './entries.js';

/** Atom 1.0 (RFC 4287) namespace. */
export const ATOM_NS = 'http://www.w3.org/2005/Atom';
/** Atom 0.3 namespace. */
export const ATOM03_NS = 'http://purl.org/atom/ns#';

/** The feed formats read as sitemaps. */
export type FeedFormat = 'rss' | 'atom' | 'atom03';

/** Tells the format of a root element, or undefined when it is no feed we read. */
export function feedFormat(tag: XmlStartTagToken): FeedFormat | undefined {
  if (tag.local === 'rss' && tag.uri === '') return 'rss';
  if (tag.local === 'feed' && tag.uri === ATOM_NS) return 'atom';
  if (tag.local === 'feed' && tag.uri === ATOM03_NS) return 'atom03';
  return undefined;
}

const DAY_MS = 86_400_000;
const MONTHS: Readonly<Record<string, number>> = {
  Jan: 0, Feb: 1, Mar: 2, Apr: 3, May: 4, Jun: 5, Jul: 6, Aug: 7, Sep: 8, Oct: 9, Nov: 10, Dec: 11,
};
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** RFC 822 section 5.1 zones (and RFC 2822's numeric offsets); military single letters are obsolete and refused. */
const ZONES: Readonly<Record<string, number>> = {
  UT: 0, GMT: 0, Z: 0, EST: -300, EDT: -240, CST: -360, CDT: -300, MST: -420, MDT: -360, PST: -480, PDT: -420,
};
const RFC822 =
  /^(?:(Mon|Tue|Wed|Thu|Fri|Sat|Sun),\s*)?(\d{1,2})\s+(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\s+(\d{2}|\d{4})\s+(\d{2}):(\d{2})(?::(\d{2}))?\s+([A-Z]{1,3}|[+-]\d{4})$/;
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))$/;

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/**
 * Parses an RSS date (RFC 822 section 5, with RFC 2822's four-digit years). Returns epoch
 * milliseconds, or a string saying what is wrong.
 */
export function parseRfc822(value: string): number | string {
  const m = RFC822.exec(value.trim());
  if (!m) return 'expected an RFC 822 date such as "Sat, 07 Sep 2002 09:42:31 GMT"';
  const [, dow, d, mon, y, hh, mm, ss, zone] = m;
  let year = Number(y);
  if (y!.length === 2) year += year < 50 ? 2000 : 1900;
  const month = MONTHS[mon!]!;
  const day = Number(d);
  if (day < 1 || day > daysIn(year, month)) return `${mon} ${year} has no day ${day}`;
  const hour = Number(hh);
  const minute = Number(mm);
  const second = ss === undefined ? 0 : Number(ss);
  if (hour > 23 || minute > 59 || second > 59) return `the time ${hh}:${mm}${ss === undefined ? '' : `:${ss}`} does not exist`;
  let offset: number;
  if (zone!.startsWith('+') || zone!.startsWith('-')) {
    const h = Number(zone!.slice(1, 3));
    const mi = Number(zone!.slice(3, 5));
    if (h > 23 || mi > 59) return `the zone ${zone} is not a valid offset`;
    offset = (zone!.startsWith('-') ? -1 : 1) * (h * 60 + mi);
  } else {
    const z = ZONES[zone!];
    if (z === undefined) return `the zone ${zone} is not one of GMT, UT, EST, EDT, CST, CDT, MST, MDT, PST, PDT or an offset like +0200`;
    offset = z;
  }
  const local = Date.UTC(year, month, day, hour, minute, second);
  if (dow !== undefined) {
    const actual = DAYS[new Date(Date.UTC(year, month, day)).getUTCDay()]!;
    if (actual !== dow) return `${day} ${mon} ${year} is a ${actual}, not a ${dow}`;
  }
  return local - offset * 60_000;
}

/** Parses an Atom 1.0 date (RFC 3339 date-time). Returns epoch milliseconds, or what is wrong. */
export function parseRfc3339(value: string): number | string {
  const m = RFC3339.exec(value.trim());
  if (!m) return 'expected an RFC 3339 date-time such as 2026-01-31T09:30:00Z';
  const [, y, mo, d, hh, mm, ss, frac, zone, zh, zm] = m;
  const year = Number(y);
  const month = Number(mo) - 1;
  const day = Number(d);
  if (month < 0 || month > 11) return `month ${mo} does not exist`;
  if (day < 1 || day > daysIn(year, month)) return `${y}-${mo} has no day ${d}`;
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return `the time ${hh}:${mm}:${ss} does not exist`;
  let offset = 0;
  if (zone !== 'Z' && zone !== 'z') {
    if (Number(zh) > 23 || Number(zm) > 59) return `the offset ${zone} does not exist`;
    offset = (zone!.startsWith('-') ? -1 : 1) * (Number(zh) * 60 + Number(zm));
  }
  const ms = frac === undefined ? 0 : Math.floor(Number(`0${frac}`) * 1000);
  return Date.UTC(year, month, day, Number(hh), Number(mm), Number(ss), ms) - offset * 60_000;
}

/** Element names that carry an entry's date, per format. */
const DATE_FIELD: Readonly<Record<FeedFormat, string>> = { rss: 'pubDate', atom: 'updated', atom03: 'modified' };

/**
 * Reads the subtree of a feed's root element (events from the XML checker) and judges its links
 * and dates. Depths are those of the document (root = 1).
 */
export class FeedChecker {
  entries = 0;
  private inItem = false;
  private itemDepth = 0;
  private itemLine = 0;
  private itemCol = 0;
  /** What the text being read is: '' (nothing), 'link' (RSS link) or 'date'. */
  private field: '' | 'link' | 'date' = '';
  private fieldDepth = 0;
  private fieldText = '';
  private fieldLine = 0;
  private fieldCol = 0;
  private fieldHasPos = false;
  private dateSeen = false;
  private readonly ns: string;
  private readonly itemName: string;

  constructor(
    readonly format: FeedFormat,
    private readonly policy: Policy,
    private readonly sink: FindingSink,
    private readonly locs: LocSet,
    private readonly onEntry: EntryCallback | undefined,
  ) {
    this.ns = format === 'rss' ? '' : format === 'atom' ? ATOM_NS : ATOM03_NS;
    this.itemName = format === 'rss' ? 'item' : 'entry';
  }

  /** An element below the root opens at `depth` (2 = child of the root). */
  open(tag: XmlStartTagToken, depth: number, line: number, column: number): void {
    if (this.field !== '') return; // markup inside a link or date: the text still counts
    if (!this.inItem) {
      // RSS: rss > channel > item; Atom: feed > entry.
      const itemDepth = this.format === 'rss' ? 3 : 2;
      if (depth === itemDepth && tag.local === this.itemName && tag.uri === this.ns) {
        this.inItem = true;
        this.itemDepth = depth;
        this.itemLine = line;
        this.itemCol = column;
        this.dateSeen = false;
      }
      return;
    }
    if (depth !== this.itemDepth + 1 || tag.uri !== this.ns) return;
    if (tag.local === 'link') {
      if (this.format === 'rss') {
        this.startField('link', depth, line, column);
      } else {
        const rel = attributeNamed(tag, 'rel');
        if (rel !== undefined && !isAlternate(rel.value)) return;
        const href = attributeNamed(tag, 'href');
        this.entry(href === undefined ? '' : href.value, line, column, href === undefined);
      }
    } else if (tag.local === DATE_FIELD[this.format] && !this.dateSeen) {
      this.dateSeen = true;
      this.startField('date', depth, line, column);
    }
  }

  /** Text inside the root; `line`/`column` of its first non-blank character. */
  text(text: string, line: number, column: number, blank: boolean): void {
    if (this.field === '') return;
    if (!this.fieldHasPos && !blank) {
      this.fieldHasPos = true;
      this.fieldLine = line;
      this.fieldCol = column;
    }
    if (this.fieldText.length < 1 << 20) this.fieldText += text;
  }

  /** The element at `depth` closes. */
  close(depth: number): void {
    if (this.field !== '' && depth === this.fieldDepth) {
      const value = this.fieldText;
      this.fieldText = '';
      const kind = this.field;
      this.field = '';
      if (kind === 'link') this.entry(value, this.fieldLine, this.fieldCol, false);
      else this.date(value, this.fieldLine, this.fieldCol);
      return;
    }
    if (this.inItem && depth === this.itemDepth) this.inItem = false;
  }

  private startField(kind: 'link' | 'date', depth: number, line: number, column: number): void {
    this.field = kind;
    this.fieldDepth = depth;
    this.fieldText = '';
    this.fieldHasPos = false;
    this.fieldLine = line;
    this.fieldCol = column;
  }

  private entry(loc: string, line: number, column: number, missingHref: boolean): void {
    this.entries++;
    if (this.entries === this.policy.maxUrls + 1) {
      this.sink.add(
        'url-count',
        `This is link ${thousands(this.entries)}: a sitemap may list at most ${thousands(this.policy.maxUrls)} URL${this.policy.maxUrls === 1 ? '' : 's'} (max-urls); keep only the latest entries in the feed.`,
        line,
        column,
      );
    }
    if (missingHref) {
      this.sink.add('missing-loc', 'This Atom <link> has no href attribute, so the entry names no URL.', line, column);
      return;
    }
    // A copy of its own, not a view into the chunk (see XmlChecker).
    const own = ownString(loc);
    this.locs.judge(own, line, column);
    this.onEntry?.(own, line, column, this.itemLine, this.itemCol, undefined);
  }

  private date(value: string, line: number, column: number): void {
    const name = DATE_FIELD[this.format];
    if (this.format === 'atom03') {
      // Atom 0.3 dates are W3C Datetime, judged as a lastmod is.
      checkLastmod(value, { ...this.policy, lastmod: 'w3c' }, (rule, message) =>
        this.sink.add(rule, message.replace(/^The lastmod/, `The <${name}>`), line, column),
      );
      return;
    }
    const parsed = this.format === 'rss' ? parseRfc822(value) : parseRfc3339(value);
    if (typeof parsed === 'string') {
      this.sink.add('lastmod-format', `The <${name}> ${quote(value.trim())} is not a valid date: ${parsed}.`, line, column);
      return;
    }
    if (parsed > this.policy.now.getTime() + DAY_MS) {
      this.sink.add(
        'lastmod-future',
        `The <${name}> ${quote(value.trim())} is in the future: later than a day after this run (on ${runDay(this.policy.now)}).`,
        line,
        column,
      );
    }
  }
}

/** The IRI that the relation name `alternate` stands for (RFC 4287 section 4.2.7.2). */
const ALTERNATE_IRI = 'http://www.iana.org/assignments/relation/alternate';

/**
 * Whether an Atom link's `rel` is `alternate`: the registered name in any case (relation names are
 * compared case-insensitively, RFC 8288 section 2.1.1), or the IRI it stands for (RFC 4287
 * section 4.2.7.2). White space around the value is ignored.
 */
function isAlternate(value: string): boolean {
  const v = value.trim();
  return v.toLowerCase() === 'alternate' || v === ALTERNATE_IRI;
}
