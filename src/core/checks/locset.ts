/**
 * Judges the locs of one file: each value by the loc rules (./loc.ts), and the file-level loc
 * rules that need the other entries: `loc-duplicate`, `loc-mixed-hosts`, `loc-http-https-pair`.
 * Keeps one map entry per distinct loc (the text and the line of its first occurrence).
 */
import { checkLoc, isTooLongLoc, type LocInfo, wholeCharacters } from './loc.js';
import type { Policy } from '../policy/policy.js';
import type { FindingSink } from './sink.js';
import { quote, trimXml } from '../text.js';


/**
 * The locs seen for one "rest" (the URL from the ":" after the scheme on) once more than one exact
 * value shares it: the first line of each scheme as written, and the first entry's scheme.
 */
interface RestRecord {
  /** First line of each exact value, by its scheme as written (`http`, `https`, `HTTP`, ...). */
  lines: Map<string, number>;
  /** Lower-cased scheme and line of the first entry with this rest. */
  firstScheme: string;
  firstLine: number;
}

/** The loc bookkeeping of one file. */
export class LocSet {
  /**
   * With the pair check on: http and https locs by their rest (see RestRecord), which finds both `loc-duplicate` and
   * `loc-http-https-pair` with one lookup. The common case, one exact value per rest written with a
   * lower-case scheme, is a number: the first line, negative for `http`, positive for `https`.
   */
  private readonly byRest = new Map<string, number | RestRecord>();
  /**
   * Other locs by their trimmed text: the first line. Without the pair check (its rule off), every
   * loc is kept here, under the loc itself (no second string per loc).
   */
  private readonly others = new Map<string, number>();
  private firstOrigin: string | undefined;
  private firstScheme = '';
  private firstHost = '';
  private firstPort = '';
  private firstOriginLine = 0;
  /** Position of the loc being judged, for `report` (one bound function instead of a closure per loc). */
  private line = 0;
  private column = 0;
  private readonly report = (rule: string, message: string): void => this.sink.add(rule, message, this.line, this.column);
  private readonly origins = new Set<string>();
  private readonly checkPairs: boolean;
  private readonly checkMixed: boolean;
  /** Hosts are compared too (no `hosts` list: one host per file); with a list, any of its hosts may follow another. */
  private readonly mixedHosts: boolean;
  // Result of `seenRest`.
  private dupLine = 0;
  private pairLine = 0;

  constructor(
    private readonly policy: Policy,
    private readonly sink: FindingSink,
  ) {
    this.checkMixed = sink.on('loc-mixed-hosts');
    this.mixedHosts = policy.hosts.length === 0;
    this.checkPairs = sink.on('loc-http-https-pair');
  }

  /**
   * Judges the start of a loc too long to keep whole (`totalLength` UTF-16 code units in all) at a
   * 1-based line and column: loc-too-long and the faults of the kept part. It is not kept for the
   * duplicate and origin checks of the file.
   */
  judgePart(part: string, line: number, column: number, totalLength: number, totalCharacters?: number): void {
    this.line = line;
    this.column = column;
    checkLoc(wholeCharacters(part), this.policy, this.report, totalLength, totalCharacters);
  }

  /**
   * Judges one loc at a 1-based line and column. Returns the parsed URL when it is absolute.
   * `kept`: the loc without its surrounding white space, as a string of its own, to keep for the
   * comparisons of the file (default: taken from `raw`, which is then kept in part).
   */
  judge(raw: string, line: number, column: number, kept?: string): LocInfo | undefined {
    const sink = this.sink;
    this.line = line;
    this.column = column;
    const info = checkLoc(raw, this.policy, this.report);
    const web = info !== undefined && (info.scheme === 'https' || info.scheme === 'http');
    // A loc of 2,048 characters or more is already loc-too-long; keeping it for duplicate
    // detection would only hold a possibly huge string for the rest of the file.
    if (web && this.checkPairs) {
      this.seenRest(info, kept ?? info.value, line);
    } else {
      this.dupLine = 0;
      this.pairLine = 0;
      const key = kept ?? (info ? info.value : trimXml(raw));
      if (key !== '' && !isTooLongLoc(key)) {
        const first = this.others.get(key);
        if (first !== undefined) this.dupLine = first;
        // At most max-urls distinct locs are kept: a file past it is url-count already, and a
        // hostile one of millions of entries would otherwise hold them all.
        else if (this.others.size < this.policy.maxUrls) this.others.set(key, line);
      }
    }
    if (this.dupLine > 0) {
      const key = info ? info.value : trimXml(raw);
      sink.add('loc-duplicate', `The loc ${quote(key)} is listed twice in this file; it was first listed on line ${this.dupLine}.`, line, column);
    }
    if (!info) return undefined;
    // Only http and https locs are compared: another scheme is loc-scheme already ("sitemaps list
    // only http and https URLs"), and naming its origin again as a second one would report the
    // same fault twice, or make every later https entry "mixed" when the first loc is ftp://.
    if (this.checkMixed && web) {
      if (this.firstOrigin === undefined) {
        this.firstOrigin = originOf(info);
        this.firstScheme = info.scheme;
        this.firstHost = info.host;
        this.firstPort = portOf(info);
        this.firstOriginLine = line;
      } else if (info.scheme === this.firstScheme && (info.port === '' ? this.firstPort === '' : portOf(info) === this.firstPort) && (info.host === this.firstHost || !this.mixedHosts)) {
        // Same origin as the first entry (or an allowed host): the common case, decided without building a string.
      } else {
        const origin = originOf(info);
        const key = this.mixedHosts ? origin : `${info.scheme}:${portOf(info)}`;
        if (!this.origins.has(key)) {
          this.origins.add(key);
          sink.add(
            'loc-mixed-hosts',
            `The loc ${quote(info.value)} uses ${quote(origin, 100)}, but the first entry of this file (line ${this.firstOriginLine}) uses ${quote(this.firstOrigin, 100)}; ${
              this.mixedHosts
                ? `all URLs of one sitemap must share one scheme, host and port.${
                    // Only the host differs: a sitemap for several sites of one owner (hreflang
                    // across country domains, as in Google's "Localized versions" example), which
                    // Google reads when each host is verified for cross-site submission.
                    info.scheme === this.firstScheme && portOf(info) === this.firstPort
                      ? ' If every host is yours and set up for cross-site submission (Search Console, or a Sitemap: line in the robots.txt of each host), name them all in hosts.'
                      : ''
                  }`
                : 'all URLs of one sitemap must share one scheme and port (the hosts may be any of the allowed hosts).'
            }`,
            line,
            column,
          );
        }
      }
    }
    if (this.pairLine > 0) {
      sink.add(
        'loc-http-https-pair',
        `Both the http and the https form of ${quote(info.value)} are listed (the other is on line ${this.pairLine}); list only the canonical one.`,
        line,
        column,
      );
    }
    return info;
  }

  /**
   * Records an http or https loc (only with the pair check on); sets dupLine (first line of the
   * same loc, or 0) and pairLine (line of the first entry with the same rest and the other scheme, or 0).
   * `value` is the loc as kept (info.value, or a copy of it of its own).
   */
  private seenRest(info: LocInfo, value: string, line: number): void {
    const colon = info.scheme.length;
    // The scheme as written: most often the lower-case one, which needs no string of its own.
    const written = value.startsWith(info.scheme) ? info.scheme : value.slice(0, colon);
    const rest = value.slice(colon);
    // Long locs (loc-too-long) are judged for the pair but never kept as duplicates.
    const keep = !isTooLongLoc(value);
    this.dupLine = 0;
    this.pairLine = 0;
    const got = this.byRest.get(rest);
    if (got === undefined) {
      // As in `judge`: at most max-urls distinct locs are kept.
      if (this.byRest.size >= this.policy.maxUrls) return;
      if (!keep) {
        this.byRest.set(rest, { lines: new Map(), firstScheme: info.scheme, firstLine: line });
      } else if (written === 'https') {
        this.byRest.set(rest, line);
      } else if (written === 'http') {
        this.byRest.set(rest, -line);
      } else {
        this.byRest.set(rest, { lines: new Map([[written, line]]), firstScheme: info.scheme, firstLine: line });
      }
      return;
    }
    let record: RestRecord;
    if (typeof got === 'number') {
      const firstScheme = got < 0 ? 'http' : 'https';
      const firstLine = Math.abs(got);
      if (keep && written === firstScheme) {
        this.dupLine = firstLine;
        return;
      }
      record = { lines: new Map([[firstScheme, firstLine]]), firstScheme, firstLine };
      this.byRest.set(rest, record);
    } else {
      record = got;
    }
    const first = keep ? record.lines.get(written) : undefined;
    if (first !== undefined) this.dupLine = first;
    else if (keep) record.lines.set(written, line);
    if (info.scheme !== record.firstScheme) this.pairLine = record.firstLine;
  }
}

/**
 * The port of a loc as a number in text (leading zeros dropped, every digit kept: a port of more
 * digits than a double holds exactly is quoted as written), '' for none, an empty one or the
 * scheme's default (443, 80).
 */
function portOf(info: LocInfo): string {
  if (info.port === '') return '';
  const n = /^\d+$/.test(info.port) ? info.port.replace(/^0+(?=\d)/, '') : info.port;
  return (info.scheme === 'https' && n === '443') || (info.scheme === 'http' && n === '80') ? '' : n;
}

/** `scheme://host`, with `:port` when the loc names a port other than its scheme's default. */
function originOf(info: LocInfo): string {
  const port = portOf(info);
  return port === '' ? `${info.scheme}://${info.host}` : `${info.scheme}://${info.host}:${port}`;
}
