/**
 * Text sitemaps (sitemaps.org "Text file"): one absolute URL per line, UTF-8, nothing else.
 * Blank lines are skipped; every other line is an entry judged by the loc rules at its line.
 * Also reads robots.txt files for their `Sitemap:` lines (RFC 9309 section 2.2.4 leaves other
 * records alone).
 */
import { domainToASCII } from 'node:url';
import { hostOf, judgeUrlValue, nonAsciiIsInvalid, parseHttpUrl, thousands, type HttpUrl } from './extensions/values.js';
import { ownString } from '../site/locplaces.js';
import { allowedHosts, isAllowedHost, escapedUrlLength, isTooLongLoc, wholeCharacters } from './loc.js';
import { LocSet } from './locset.js';
import type { Policy } from '../policy/policy.js';
import type { FindingSink } from './sink.js';
import { atCharacter, codePointCount, holdsTemplateTags, quote, trimAsciiSpace } from '../text.js';
import type { FileKind } from '../types.js';
import type { EntryCallback } from './entries.js';
import { blocksEveryPath, RobotsReader, ROBOTS_MAX_BYTES } from '../site/robots-match.js';

/** Options of the line-based checkers. */
export interface LineCheckOptions {
  /** Called with each entry (a URL line, a robots.txt Sitemap: value) and its position. */
  onEntry?: EntryCallback | undefined;
}

/**
 * Longest part of one line kept in memory, in UTF-16 code units: as much as of a loc in XML
 * (1 MiB). Longer lines are cut (their full length is still counted), so a file of one huge line
 * cannot hold the whole document; the kept part is judged as the start of the URL.
 */
export const MAX_LINE_CHARS = 1 << 20;

/** Splits decoded text into lines across chunks; LF, CRLF and CR end a line. */
abstract class LineChecker {
  entries = 0;
  stopped = false;
  protected line = 0;
  /** The current line so far (at most MAX_LINE_CHARS code units). */
  private carry = '';
  /** Code units and code points of the current line that were cut off. */
  private cutUnits = 0;
  private cutPoints = 0;
  /** True when the cut-off part holds more than white space. */
  private cutHasText = false;
  private pendingCr = false;
  /** True when the current line is not to be judged (see skipLine). */
  private skipping = false;
  /** Lines not judged (see skipLine). */
  protected skippedLines = 0;
  /** Bytes of the line ends (CR, LF) before the line being emitted: with the lines' own bytes, where a line starts. */
  protected endBytes = 0;

  /** Line and column of the next character (for encoding faults). */
  position(): { line: number; column: number } {
    return { line: this.line + 1, column: codePointCount(this.carry) + this.cutPoints + 1 };
  }

  write(text: string): void {
    if (this.stopped || text === '') return;
    let start = 0;
    if (this.pendingCr) {
      this.pendingCr = false;
      if (text.charCodeAt(0) === 10) {
        start = 1;
        this.endBytes++;
      }
    }
    const n = text.length;
    let i = start;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 10 || c === 13) {
        this.keep(text, start, i);
        this.line++;
        this.emit(this.line);
        this.endBytes++;
        if (c === 13) {
          if (i + 1 < n) {
            if (text.charCodeAt(i + 1) === 10) {
              i++;
              this.endBytes++;
            }
          } else {
            this.pendingCr = true;
          }
        }
        start = i + 1;
      }
      i++;
    }
    if (start < n) this.keep(text, start, n);
  }

  /** Ends the input; `complete` is false when it was cut short by the size limit. */
  end(complete = true): void {
    if (this.stopped) return;
    if (this.carry !== '' || this.cutUnits > 0) {
      this.line++;
      if (complete) this.emit(this.line);
    }
    if (complete) this.onEnd();
  }

  abort(): void {
    this.stopped = true;
  }

  /** The current line holds bytes that are not UTF-8 (reported by the caller): it is not judged. */
  skipLine(): void {
    this.skipping = true;
  }

  /** True once skipLine was called for the line being read (its first such byte is reported). */
  get skippingLine(): boolean {
    return this.skipping;
  }

  /** Appends text[from, to) to the current line, cutting it at MAX_LINE_CHARS. */
  private keep(text: string, from: number, to: number): void {
    if (from >= to) return;
    if (this.cutUnits === 0) {
      const room = MAX_LINE_CHARS - this.carry.length;
      if (to - from <= room) {
        this.carry += from === 0 && to === text.length ? text : text.slice(from, to);
        return;
      }
      let take = room;
      const last = take > 0 ? text.charCodeAt(from + take - 1) : 0;
      if (last >= 0xd800 && last <= 0xdbff) take--; // never keep half of a surrogate pair
      if (take > 0) this.carry += text.slice(from, from + take);
      from += take;
    }
    this.cutUnits += to - from;
    this.cutPoints += codePointCount(text, from, to);
    if (!this.cutHasText && /\S/.test(text.slice(from, to))) this.cutHasText = true;
  }

  private emit(line: number): void {
    const text = this.carry;
    const length = this.cutUnits > 0 && (this.cutHasText || /\S/.test(text)) ? text.length + this.cutUnits : undefined;
    const characters = length === undefined ? undefined : codePointCount(text) + this.cutPoints;
    this.carry = '';
    this.cutUnits = 0;
    this.cutPoints = 0;
    this.cutHasText = false;
    if (this.skipping) {
      this.skipping = false;
      this.skippedLines++;
      this.onSkippedLine(text, line);
      return;
    }
    this.onLine(text, line, length, characters);
  }

  /**
   * A line that holds bytes that are not UTF-8 (one U+FFFD for each), reported already and not
   * judged. What it still tells a reader of the other lines is read here (robots.txt groups).
   */
  protected onSkippedLine(_text: string, _line: number): void {}

  /**
   * One line, without its line end. `fullLength` is set (the length in UTF-16 code units, and
   * `fullCharacters` in code points) when the line was longer than MAX_LINE_CHARS and `text`
   * holds only its beginning.
   */
  protected abstract onLine(text: string, line: number, fullLength?: number, fullCharacters?: number): void;
  protected abstract onEnd(): void;
}

/** A Git merge-conflict marker line: `<<<<<<< ours`, `|||||||`, `=======`, `>>>>>>> theirs`. */
const CONFLICT_MARKER = /^(?:<{7}|\|{7}|={7}|>{7})(?:[ \t]|$)/;

/**
 * True when `text` is a merge-conflict marker line: reported once per file (`merge-conflict`, at
 * the first such line; `reported` says whether it was), and not judged as a URL or a field.
 */
function conflictMarker(sink: FindingSink, text: string, line: number, reported: boolean): boolean {
  if (!CONFLICT_MARKER.test(text)) return false;
  if (!reported) {
    sink.add(
      'merge-conflict',
      `This line is a Git merge-conflict marker (${quote(text.slice(0, 7))}): the file was committed in the middle of a merge, with both sides of the conflict in it. Resolve the conflict (keep one side, remove the marker lines) and build the file again.`,
      line,
      1,
    );
  }
  return true;
}

function firstNonSpace(text: string): number {
  let i = 0;
  while (i < text.length && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  return i;
}

/** Checks a text sitemap. */
export class TextChecker extends LineChecker {
  readonly kind: FileKind = 'text';
  private readonly locs: LocSet;

  constructor(
    private readonly policy: Policy,
    private readonly sink: FindingSink,
    private readonly options: LineCheckOptions = {},
  ) {
    super();
    this.locs = new LocSet(policy, sink);
    // The strict profile accepts an XML <urlset> only (RULES.md); its lines are still judged.
    if (policy.profile === 'strict') {
      sink.add('root-element', 'A text sitemap is not accepted by the strict profile, which allows only an XML <urlset>.', 1, 1);
    }
  }

  /** True once a merge-conflict marker line was reported. */
  private conflict = false;

  protected onLine(text: string, line: number, fullLength?: number, fullCharacters?: number): void {
    if (fullLength === undefined && text.trim() === '') return;
    if (conflictMarker(this.sink, text, line, this.conflict)) {
      this.conflict = true;
      return;
    }
    this.entries++;
    const column = 1 + firstNonSpace(text);
    if (this.entries === this.policy.maxUrls + 1) {
      this.sink.add(
        'url-count',
        `This is URL ${thousands(this.entries)}: a sitemap may list at most ${thousands(this.policy.maxUrls)} URL${this.policy.maxUrls === 1 ? '' : 's'} (max-urls); split the file and list the parts in a sitemap index.`,
        line,
        column,
      );
    }
    if (fullLength !== undefined) {
      // Only the beginning of the line was kept: it is judged as the start of a URL (far too long
      // to be one) and not kept for the comparisons of the file, as a loc in XML.
      this.locs.judgePart(text, line, column, fullLength, fullCharacters);
      return;
    }
    // A copy of its own, not a view into the chunk (see XmlChecker).
    const loc = ownString(text);
    this.locs.judge(loc, line, column);
    this.options.onEntry?.(loc, line, column, line, column, undefined);
  }

  protected onEnd(): void {
    // A file whose only lines were not judged (bytes that are not UTF-8) lists something: the
    // encoding findings say what.
    if (this.entries === 0 && this.skippedLines === 0) this.sink.add('url-count', 'The text sitemap lists no URLs; Search Console reports it as "Empty sitemap".');
  }
}

const SITEMAP_FIELD = /^[ \t]*sitemap[ \t]*:/i;
/**
 * Lines that name a sitemap in another spelling: a field name starting with "sitemap" or
 * "site-map" (any case), which Google's robots.txt parser reads as a Sitemap line (robots.cc
 * KeyIsSitemap: `Sitemaps:`, `Site-map:`), or "Sitemap" and white space instead of the colon
 * (`Sitemap <URL>`, which no crawler reads as the URL). Group 1 is the field name, group 2 the
 * colon (undefined without one).
 */
const LOOSE_SITEMAP_FIELD = /^[ \t]*(site-?map[a-z0-9_-]*)(?:[ \t]*(:)|[ \t]+(?=[^\s#:]))/i;
/** A character outside ASCII. */
const NON_ASCII = /[^\x00-\x7f]/;
/** sitemaps.org: URLs of fewer than 2,048 characters. */
const MAX_URL_LENGTH = 2048;

/** Reads the `Sitemap:` lines of a robots.txt and judges each value as an absolute URL. */
export class RobotsChecker extends LineChecker {
  readonly kind: FileKind = 'robots';

  constructor(
    private readonly policy: Policy,
    private readonly sink: FindingSink,
    private readonly options: LineCheckOptions = {},
  ) {
    super();
  }

  /**
   * The rules of Googlebot's and of `*`'s groups, read as Google's parser reads them
   * (../site/robots-match.ts), for `robots-disallow-all`; bounded by the 500 KiB Google reads.
   */
  private readonly reader = new RobotsReader('Googlebot');
  /** Bytes of the lines read so far (without their line ends), for where each line starts. */
  private lineBytes = 0;

  /** Hands a line to the rules reader (every line: a Sitemap: or unknown line ends a group's user-agent lines). */
  private readRules(text: string, line: number): void {
    const start = this.lineBytes + this.endBytes;
    if (start >= ROBOTS_MAX_BYTES) {
      this.reader.line('', line, start);
      return;
    }
    const bytes = Buffer.from(text, 'utf8').toString('latin1');
    this.lineBytes += bytes.length;
    this.reader.line(bytes, line, start);
  }

  /** True once a merge-conflict marker line was reported. */
  private conflict = false;

  protected onLine(text: string, line: number, fullLength?: number, fullCharacters?: number): void {
    this.readRules(text, line);
    if (conflictMarker(this.sink, text, line, this.conflict)) {
      this.conflict = true;
      return;
    }
    // A line cut at MAX_LINE_CHARS still holds its field name and the start of its value.
    let m = SITEMAP_FIELD.exec(text);
    if (!m) {
      m = LOOSE_SITEMAP_FIELD.exec(text);
      if (!m) return;
      const key = m[1]!;
      const at = firstNonSpace(text) + 1;
      if (m[2] !== ':') {
        // Google's parser splits a line at its first colon (robots.cc GetKeyAndValueFrom): in
        // "Sitemap https://host/s.xml" that is the URL's own, and the value it reads is
        // "//host/s.xml"; white space stands for the colon only in a line without any. No crawler
        // reads the URL: not followed.
        this.sink.add(
          'robots-sitemap-invalid',
          `This line names a sitemap with ${quote(key, 40)} and no colon; crawlers do not read the URL from it (Google's parser splits the line at its first colon, the URL's own): write "Sitemap:" and the URL.`,
          line,
          at,
        );
        return;
      }
      const rest = text.slice(m[0].length);
      const hash = rest.indexOf('#');
      const written = trimAsciiSpace(hash >= 0 ? rest.slice(0, hash) : rest);
      if (!/^https?:\/\/[^/?#\s]+/i.test(written)) {
        // Another field whose name starts with "sitemap": one finding, not a second about its value.
        this.sink.add(
          'robots-sitemap-invalid',
          `The field ${quote(key, 40)} starts with "sitemap", so Google's parser reads this line as a Sitemap line, but its value ${quote(written, 100)} is not an absolute http(s) URL: name the sitemap as "Sitemap: <URL>", or rename the field.`,
          line,
          at,
        );
        return;
      }
      this.sink.add(
        'robots-sitemap-invalid',
        `This line names a sitemap with the field name ${quote(key, 40)}; sitemaps.org writes "Sitemap: <URL>". Google's parser takes this spelling too (a field name starting with "sitemap" or "site-map"), other crawlers may skip the line: write "Sitemap:" and the URL.`,
        line,
        at,
      );
    }
    // A cut line's value loses what the cut split (half a surrogate pair, a partial % escape).
    let value = fullLength === undefined ? text.slice(m[0].length) : wholeCharacters(text.slice(m[0].length));
    // A "#" starts a comment wherever it is (RFC 9309 2.2, as Google's parser reads every line):
    // a sitemap URL in robots.txt has no fragment.
    const comment = value.indexOf('#');
    if (comment >= 0) value = value.slice(0, comment);
    const lead = firstNonSpace(value);
    // Only ASCII white space is taken off, as crawlers do: a no-break space at either end is
    // part of the value (and refused below).
    value = trimAsciiSpace(value);
    const column = m[0].length + lead + 1;
    this.entries++;
    if (!/^https?:\/\/[^/?#\s]+/i.test(value)) {
      this.sink.add(
        'robots-sitemap-invalid',
        `The Sitemap: value ${quote(value)} is not an absolute http(s) URL; robots.txt needs the full URL of the sitemap, e.g. https://www.example.org/sitemap.xml.${
          holdsTemplateTags(value)
            ? ' The value holds template tags ({{ }} or {% %}): this is the template, not the robots.txt your site generator writes; check the built file (e.g. _site/ or public/) and leave the template out of the paths (a !pattern).'
            : ''
        }`,
        line,
        column,
      );
      return;
    }
    // A sitemap URL is a URL of the protocol like a loc: fewer than 2,048 characters (sitemaps.org).
    if ((fullCharacters !== undefined || isTooLongLoc(value)) && this.sink.on('loc-too-long')) {
      const length = fullCharacters !== undefined ? fullCharacters - codePointCount(text, 0, m[0].length + lead) : codePointCount(value);
      this.sink.add(
        'loc-too-long',
        `The Sitemap: value ${quote(value)} is ${thousands(length)} characters long${fullCharacters !== undefined ? ' (with the rest of its line)' : ''}; sitemaps.org requires URLs of fewer than 2,048.`,
        line,
        column,
      );
    } else if (this.sink.on('loc-too-long') && NON_ASCII.test(value)) {
      // Short as written, but requested escaped to ASCII (non-ASCII characters as UTF-8 %XX, a
      // non-ASCII host in its ASCII form), as a loc is measured (./loc.ts checkLoc).
      const escaped = escapedUrlLength(value);
      if (escaped >= MAX_URL_LENGTH) {
        this.sink.add(
          'loc-too-long',
          `The Sitemap: value ${quote(value)} is ${thousands(codePointCount(value))} characters long as written but ${thousands(escaped)} once escaped to ASCII as crawlers request it (each UTF-8 byte of a non-ASCII character as %XX, a non-ASCII host in its ASCII form); sitemaps.org requires URLs of fewer than 2,048.`,
          line,
          column,
        );
      }
    }
    // An absolute URL with a character a URL cannot carry (a space, a control character...):
    // the message names it.
    const url = parseHttpUrl(value, false, nonAsciiIsInvalid(this.policy));
    // White space outside ASCII (a no-break space, U+2028, U+3000...) is an IRI character to the
    // URL syntax, but in a robots.txt line it is a copy-and-paste accident that crawlers split on.
    const space = typeof url === 'string' ? null : /\s/.exec(value);
    const fault = typeof url === 'string' ? url : space ? `has the white space character U+${space[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')} ${atCharacter(value, space.index)}; remove it` : undefined;
    if (fault !== undefined) {
      this.sink.add('robots-sitemap-invalid', `The Sitemap: value ${quote(value)} ${fault}.`, line, column);
      return;
    }
    // The policy's hosts and https apply to the sitemaps robots.txt names as to index entries: a
    // staging host or an http URL left in the file is the fault to catch before it ships.
    const policy = this.policy;
    if (policy.requireHttps && (value.charCodeAt(4) | 0x20) !== 0x73 && this.sink.on('loc-scheme')) {
      this.sink.add('loc-scheme', `The Sitemap: value ${quote(value)} uses the scheme "http", but the policy requires https; name the https URL.`, line, column);
    }
    if (policy.hosts.length > 0 && this.sink.on('loc-host')) {
      const written = hostOf(value);
      const host = /^[\x00-\x7f]*$/.test(written) ? written : domainToASCII(written) || written;
      if (!isAllowedHost(policy.hosts, host)) {
        this.sink.add(
          'loc-host',
          `The Sitemap: value ${quote(value)} has host ${quote(host, 100)}, which is not one of the allowed hosts (${allowedHosts(policy.hosts)}).`,
          line,
          column,
        );
      }
    }
    // Non-ASCII characters, a reserved host, a host DNS refuses, bad percent-encoding: as in a loc.
    judgeUrlValue(url as HttpUrl, policy, `The Sitemap: value ${quote(value)}`, (rule, message) => this.sink.add(rule, message, line, column));
    this.options.onEntry?.(value, line, column, line, column, undefined);
  }

  /**
   * A line with bytes that are not UTF-8 still opens or closes a group, as crawlers read it byte by
   * byte: a skipped `User-agent: B\xf6tbot` line starts a group of its own, and the `Disallow: /`
   * after it is not a rule of the group before.
   */
  protected override onSkippedLine(text: string, line: number): void {
    this.readRules(text, line);
  }

  protected onEnd(): void {
    if (!this.sink.on('robots-disallow-all')) return;
    // A crawler obeys the groups naming its product token, else the `*` groups (RFC 9309 2.2.1);
    // Googlebot and every crawler without a group of its own are judged, by the rules that
    // robots-blocked judges each loc with (../site/robots-match.ts).
    const rules = this.reader.rules();
    const own = rules.specific !== undefined;
    const genericRule = blocksEveryPath(rules.global);
    const googleRule = own ? blocksEveryPath(rules.specific) : genericRule;
    const rule = googleRule ?? genericRule;
    if (!rule) return;
    // Who is kept out, and who then fetches none of the URLs: only Googlebot when its own group
    // blocks it and the other crawlers may crawl, only the other crawlers in the reverse case.
    const who =
      !own || (googleRule !== undefined && genericRule !== undefined)
        ? { whom: 'every crawler', fetches: 'crawlers fetch' }
        : googleRule !== undefined
          ? { whom: 'Googlebot', fetches: 'Googlebot fetches' }
          : { whom: 'every crawler without a group of its own', fetches: 'those crawlers fetch' };
    const agent = own && googleRule !== undefined ? '"Googlebot"' : '"*"';
    const value = rule.text.slice('Disallow: '.length);
    this.sink.add(
      'robots-disallow-all',
      `This robots.txt disallows the whole site for ${who.whom} (${quote(rule.text, 40)}${value === '/' ? '' : ', a pattern that matches every path,'} with no Allow in the group for ${agent}): ${who.fetches} none of the URLs its sitemaps list. A staging robots.txt in the build? Remove the rule, or limit it to the paths to keep out.`,
      rule.line,
      1,
    );
  }
}
