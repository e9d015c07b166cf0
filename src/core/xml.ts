/**
 * The XML sitemap checker: urlset and sitemap index documents, fed as decoded text chunks.
 * `saxes` parses (strict XML 1.0 + namespaces, also when the declaration names version 1.1: see
 * ./parser.ts); the scanner of ./scan.ts runs one chunk ahead so that references and unclosed
 * constructs are reported where they are, and DTDs never reach the parser. Structural rules
 * follow the sitemap XSD (sitemap.xsd, siteindex.xsd of sitemaps.org); value rules are in
 * ./loc.ts and ./fields.ts.
 *
 * Positions are 1-based lines and columns (code points) of the element or text at fault: the `<`
 * of a start tag, the first non-whitespace character of a text (also inside CDATA). The parser's
 * own errors are reported where it finds them, except where it finds them late: text outside the
 * root element is reported where it starts; an end tag that does not match, and an XML
 * declaration that is not at the start of the file, at their `<`.
 *
 * Per-entry state is reset when `</url>` or `</sitemap>` closes; only the loc bookkeeping of
 * ./locset.ts grows with the file.
 */
import type { SaxesAttributeNS, SaxesTagNS } from 'saxes';
import { SitemapSaxesParser, type PlainEntry } from './parser.js';
import { NO_EXTENSIONS, type ExtensionHandler } from './extensions/handler.js';
import { checkChangefreq, checkLastmod, checkPriority, LastmodTally } from './fields.js';
import { checkLoc, wholeCharacters } from './loc.js';
import { FeedChecker, feedFormat } from './feed.js';
import { ownString } from './locplaces.js';
import { disallowedCharacter, parserFault } from './parser-messages.js';
import { LocSet } from './locset.js';
import type { Policy } from './policy.js';
import { RecentAnswers } from './recent.js';
import { XmlScanner, type ScanFault } from './scan.js';
import type { FindingSink } from './sink.js';
import { codePointCount, holdsTemplateTags, isBlank, isXmlSpace, MAX_FIELD_CHARS, quote, shortName, TEMPLATE_HINT, trimXml } from './text.js';
import { thousands } from './extensions/values.js';
import type { FileKind } from './types.js';
import type { EntryCallback } from './entries.js';

/** The sitemaps.org 0.9 namespace, the only one the protocol accepts for its elements. */
export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';

/** Element names of the sitemap namespace. */
const CORE_NAMES = new Set(['urlset', 'sitemapindex', 'url', 'sitemap', 'loc', 'lastmod', 'changefreq', 'priority']);

/** Fields of an entry in schema order (index in the array = order). */
const URL_FIELDS = ['loc', 'lastmod', 'changefreq', 'priority'];
const INDEX_FIELDS = ['loc', 'lastmod'];

const LOC = 0;
const LASTMOD = 1;
const CHANGEFREQ = 2;
const PRIORITY = 3;

/** A URI that was meant to be the sitemap namespace: another version, https, a trailing slash, Google's legacy URIs, none. */
function isNearMissNamespace(uri: string): boolean {
  if (uri === '') return true;
  const u = uri.toLowerCase();
  return u.includes('sitemaps.org/schemas/sitemap') || u.includes('google.com/schemas/sitemap/');
}

function describeNs(uri: string): string {
  return uri === '' ? 'no namespace' : `the namespace ${quote(uri)}`;
}

const STOP = Symbol('stop');

/**
 * True when the last path segment of URL `loc` names a sitemap file: `sitemap` in the name,
 * ending in .xml or .txt, gzip or not (`sitemap-1.xml`, `post-sitemap.xml`, `sitemap_index.xml.gz`).
 * Linear: string searches, no pattern that backtracks.
 */
function namesSitemapFile(loc: string): boolean {
  let end = loc.length;
  const q = loc.indexOf('?');
  if (q >= 0) end = q;
  const h = loc.indexOf('#');
  if (h >= 0 && h < end) end = h;
  const name = loc.slice(loc.lastIndexOf('/', end - 1) + 1, end).toLowerCase();
  const base = name.endsWith('.gz') ? name.slice(0, -3) : name;
  return (base.endsWith('.xml') || base.endsWith('.txt')) && base.slice(0, -4).includes('sitemap');
}

/**
 * Whether plain `<url>` elements are read whole (XmlChecker.takePlain) rather than event by event.
 * Always on; tests turn it off to compare the findings of both ways (read when an XmlChecker is
 * made).
 */
export const plainEntries = { on: true };

const ROOT_NAMES = ['urlset', 'sitemapindex'];

/**
 * The hint for an element name that differs from an expected one only in case (`<Lastmod>`,
 * `<URL>`, `<sitemapIndex>`): XML names are case-sensitive (XML 1.0 section 2.3). Empty otherwise.
 */
function caseHint(local: string, expected: readonly string[]): string {
  const lower = local.toLowerCase();
  const match = expected.find((e) => e !== local && e === lower);
  return match === undefined ? '' : ` Element names are case-sensitive: write <${match}>.`;
}

/** saxes errors found inside a tag, a comment or a PI (reported at the construct's '<'). */
const TAG_ERRORS =
  /^(documents may contain only one root|inappropriately located doctype|malformed comment|duplicate attribute|unbound namespace prefix|xmlns|xml prefix|prefix xml|attribute without value|unquoted attribute|no whitespace between attributes|disallowed character in attribute|double-dash|comment|disallowed character in closing tag|disallowed character in tag name|unclosed tag|processing instruction|xml declaration|forward slash|incorrect syntax)/i;

/**
 * Limits of the parse (hostile input): deeper nesting or more attributes end the document with an
 * `xml-limit` finding. Real sitemaps nest about five levels (urlset, url, video:video,
 * video:price) and carry a few attributes; the limits keep the parser's per-element work bounded
 * (saxes resolves namespaces by walking the open elements, so unbounded depth is quadratic).
 */
export const MAX_DEPTH = 256;
/** The attribute limit is counted by the scanner, before the parser reads the tag. */
export { MAX_ATTRIBUTES } from './scan.js';

export { MAX_FIELD_CHARS };
/**
 * Pending text the parser may hold inside a field before it is taken over (saxes keeps a text
 * node's characters until the node ends).
 */
const DRAIN_CHARS = 1 << 18;
/** saxes's state for character data (S_TEXT in saxes.js 6): the pending text is the field's. */
const SAXES_TEXT_STATE = 13;

/** Options of the XML checker. */
export interface XmlCheckOptions {
  /** Called with each entry that has a loc, as read back (loc, position, lastmod). */
  onEntry?: EntryCallback | undefined;
  /**
   * Judges extension elements inside entries, and those of known families outside them (default:
   * accepts them all).
   */
  extensions?: ExtensionHandler;
}

/** Checks one XML sitemap document. Feed decoded text with `write`, then call `end` once. */
export class XmlChecker {
  kind: FileKind = 'unknown';
  entries = 0;
  /** True once a fatal fault stopped the parse (well-formedness, DTD, encoding, size). */
  stopped = false;

  private readonly parser: SitemapSaxesParser;
  private readonly scanner = new XmlScanner();
  /** DOCTYPEs the scanner found and the parser has not read yet (see the 'doctype' event). */
  private readonly doctypes: ScanFault[] = [];
  /** Text the scanner has read and the parser not yet (XmlScanner.held), and its column. */
  private held = '';
  private heldCol = 1;
  private readonly locs: LocSet;
  private readonly strict: boolean;
  /**
   * What the strict profile refuses, decided by the rule that reports it, so that `rules`
   * overrides work both ways: extension elements (`extension-element`, on only in strict by
   * default) are refused and not judged, or judged by their own checks; the fields after lastmod
   * (`unexpected-element` in strict) are refused, or judged; a feed (`root-element` in strict)
   * is refused, or read.
   */
  private readonly refuseExtensions: boolean;
  private readonly strictFields: boolean;
  private readonly refuseFeeds: boolean;
  /** isNearMissNamespace of the namespaces seen last. */
  private readonly nearMiss = new RecentAnswers<boolean>(4);

  // Position tracking: where the next markup's '<' is, and where text after the last markup starts.
  private tagLine = 1;
  /** Position of the '<' of the last comment (0 = none yet). */
  private commentLine = 0;
  private commentCol = 0;
  private tagCol = 1;
  private afterLine = 1;
  private afterCol = 1;
  /** Stream offset (UTF-16 units) of afterLine/afterCol. */
  private afterPos = 0;
  // The chunk being fed: its text, stream offset and position, for errors the parser reports late.
  private chunkText = '';
  private chunkStart = 0;
  private chunkLine = 1;
  private chunkCol = 1;
  private fed = 0;
  /** True when the text fed so far ends with CR (a LF starting the next chunk is its pair). */
  private fedCR = false;
  /** The character at afterPos once known (-1 before), kept when its chunk is gone. */
  private afterChar = -1;
  /**
   * True when the text fed up to the end of the last chunk holds a '<' after afterPos: the parser
   * is in markup (or the text after the last markup ended), not in text that goes on.
   */
  private ltAfter = false;
  /**
   * The text after the last markup, while it goes on past the end of a chunk (see skipLead):
   * where its leading whitespace ends (leadFound) or how far it was read, and what is left to read.
   */
  private leadFound = false;
  private leadLine = 1;
  private leadCol = 1;
  private leadRest = '';
  /** '<' of the last end tag, and the depth of the element it closed. */
  private endTagLine = 1;
  private endTagCol = 1;
  private closedDepth = 0;
  /** True once the first character that is not whitespace was fed (the parser skips those before it silently). */
  private begun = false;
  /** Up to three characters from the first one that is not white space (to tell a template). */
  private opening = '';
  /** Index of that character in the chunk where the document begun. */
  private beginAt = 0;

  /** Where text outside the root element starts (0 until there is some). */
  private strayLine = 0;
  private strayCol = 0;

  private depth = 0;
  /** Depth at and below which events are ignored (0 = none). */
  private ignoreFrom = 0;
  /** Depth of the extension element being handed to the extension handler (0 = none). */
  private extFrom = 0;
  /**
   * True while the ignored subtree (ignoreFrom) is an element of another namespace outside any
   * entry: its descendants are shown to the extension handler (`outside`), which reports the known
   * extension elements among them.
   */
  private strayWalk = false;
  /** Depth of an element in that subtree the handler reported, whose own subtree is skipped (0 = none). */
  private straySkip = 0;
  private readonly ext: ExtensionHandler;
  /** Set when the root is an RSS or Atom feed: it reads everything below the root. */
  private feedChecker: FeedChecker | undefined;
  /** Entries of a urlset whose loc names a sitemap file (SITEMAP_FILE), and the first of them. */
  private sitemapLocs = 0;
  private sitemapExample = '';
  private sitemapExampleLine = 0;
  /** Start-tag positions of open elements, by depth. */
  private readonly openLines: number[] = [];
  private readonly openCols: number[] = [];
  private readonly openNames: string[] = [];
  // Result of locateText: the first character of a text that is not whitespace (or its end).
  private textLine = 1;
  private textCol = 1;

  private coreNs = SITEMAP_NS;
  private fields: readonly string[] = URL_FIELDS;
  private entryName = 'url';
  private rootLine = 1;
  private rootCol = 1;
  private sawRoot = false;
  /**
   * True once an entry showed that a `<url>` without prefix or attributes is a sitemap entry here
   * (in a urlset, in the sitemap namespace or the root's): plain ones are then read whole.
   */
  private plainReady = false;

  // Per entry.
  private inEntry = false;
  private entryLine = 0;
  private entryCol = 0;
  private seen = 0; // bit per field
  /** Rank of the furthest field read so far in this entry (-1: none), and its name as written. */
  private lastOrder = -1;
  private lastName = '';
  /** True once a field of this entry was reported as coming after a later one (once per entry). */
  private orderReported = false;
  /** True once an element of another namespace was read in this entry; the first one's name and line. */
  private sawExtension = false;
  private extensionName = '';
  private extensionLine = 0;
  /** True once a field of this entry was reported as coming after an extension element (once per entry). */
  private extensionOrderReported = false;
  private locValue: string | undefined;
  /** The loc as written, when white space surrounds it (a view into the chunk; see EntryCallback). */
  private locWritten: string | undefined;
  /** Where the loc's text starts (its first character that is not white space; the <loc> tag when it has none). */
  private locLine = 0;
  private locCol = 0;
  private lastmodValue: string | undefined;
  /** The lastmod instants of a urlset, for `lastmod-uniform` (created when the rule is on). */
  private readonly lastmods: LastmodTally | undefined;
  // Per field being read.
  private field = -1;
  private fieldText = '';
  /** Length of the field's whole text (fieldText keeps at most MAX_FIELD_CHARS of it). */
  private fieldLength = 0;
  /** Characters (code points) of the field's text past what fieldText keeps. */
  private fieldCutPoints = 0;
  /** True once whitespace at the start of the field was taken over from the parser (drainField). */
  private fieldDrained = false;
  private fieldLine = 0;
  private fieldCol = 0;
  /** True once the field's position is that of its first non-whitespace text (else: its start tag). */
  private fieldHasPos = false;
  private fieldTainted = false;
  /** Reports a finding at the field being closed (one function for the whole document). */
  private readonly reportField: (rule: string, message: string) => void;

  constructor(
    private readonly policy: Policy,
    private readonly sink: FindingSink,
    private readonly options: XmlCheckOptions = {},
  ) {
    this.locs = new LocSet(policy, sink);
    this.strict = policy.profile === 'strict';
    this.refuseExtensions = sink.on('extension-element');
    this.strictFields = this.strict && sink.on('unexpected-element');
    this.refuseFeeds = this.strict && sink.on('root-element');
    this.lastmods = sink.on('lastmod-uniform') ? new LastmodTally() : undefined;
    this.ext = options.extensions ?? NO_EXTENSIONS;
    this.reportField = (rule, message) => this.sink.add(rule, message, this.fieldLine, this.fieldCol);
    const p = new SitemapSaxesParser();
    this.parser = p;
    p.on('error', (err) => this.onError(err));
    p.on('xmldecl', (decl) => {
      this.markAfter();
      const enc = decl.encoding;
      if (enc !== undefined && !/^utf-?8$/i.test(enc)) {
        this.sink.add(
          'encoding',
          `The XML declaration names the encoding ${quote(enc)}; sitemaps must be UTF-8 (declare encoding="UTF-8" or leave it out).`,
          1,
          1,
        );
      }
    });
    p.on('processinginstruction', (pi) => {
      if (this.stopped) return;
      this.sink.add(
        'processing-instruction',
        `The processing instruction <?${shortName(pi.target)}?> is not allowed by this profile; remove it (browsers use xml-stylesheet, crawlers ignore it).`,
        this.tagLine,
        this.tagCol,
      );
      this.markAfter();
    });
    p.on('doctype', () => {
      // Found by the scanner, which read over it as the parser does (dtd-forbidden, at its '<');
      // the parser expands nothing of it, and the rest of the document is read.
      const d = this.doctypes.shift();
      if (d !== undefined) this.sink.add('dtd-forbidden', d.message, d.line, d.column);
      this.markAfter();
    });
    p.on('comment', () => {
      // The parser reports a comment at the second '-' of '-->', before it reads the '>' (and
      // reports a "--" inside a comment after this event): keep where the comment began.
      this.commentLine = this.tagLine;
      this.commentCol = this.tagCol;
      this.markAfter();
      this.tagCol = ++this.afterCol;
      this.afterPos++;
    });
    p.on('opentag', (tag) => this.onOpen(tag));
    p.on('closetag', () => this.onClose());
    p.on('text', (text) => this.onText(text, false));
    p.on('cdata', (text) => this.onText(text, true));
    if (plainEntries.on) p.plainHook = (entry) => this.takePlain(entry);
  }

  /** Line and column of the next character the checker expects (the end of what was fed). */
  position(): { line: number; column: number } {
    return { line: this.scanner.line, column: this.scanner.column };
  }

  /** Feeds the next chunk of decoded text. */
  write(text: string): void {
    if (this.stopped) return;
    const held = this.held;
    // The parser's next text starts with the held characters, if any (on one line, see XmlScanner.held).
    this.chunkLine = this.scanner.line;
    this.chunkCol = held === '' ? this.scanner.column : this.heldCol;
    if (!this.begun) {
      this.begin(text);
      if (this.begun) this.opening = text.slice(this.beginAt, this.beginAt + 3);
    } else if (this.opening.length < 3) {
      this.opening += text.slice(0, 3 - this.opening.length);
    }
    const stop = this.scanner.scan(text);
    // Reported when the parser reaches them (the 'doctype' event): only if nothing stops it before.
    for (const d of this.scanner.doctypes) this.doctypes.push(d);
    if (stop >= 0) {
      // A fault at 0 is in a construct that began earlier: the held characters are part of it.
      this.held = '';
      if (stop > 0) this.parse(held === '' ? text.slice(0, stop) : held + text.slice(0, stop));
      if (!this.stopped) this.scanFault();
      return;
    }
    const all = held === '' ? text : held + text;
    const keep = this.scanner.held;
    if (keep === 0) {
      this.held = '';
      this.parse(all);
      return;
    }
    this.held = all.slice(all.length - keep);
    this.heldCol = this.scanner.heldColumn;
    this.parse(all.slice(0, all.length - keep));
  }

  /** Stops the parse without an end-of-document judgement (used after encoding and size faults). */
  abort(): void {
    this.stopped = true;
  }

  /**
   * Ends the document: reports constructs left open, the empty document and `url-count`.
   * `complete` is false when the input was cut short (size limit): no end-of-input judgement then.
   */
  end(complete = true): void {
    if (this.stopped || !complete) return;
    if (!this.sawRoot && this.scanner.end() === undefined) {
      const { line, column } = this.position();
      const empty = line === 1 && column === 1;
      this.sink.add(
        'root-element',
        empty
          ? 'The file is empty: a sitemap needs a <urlset> or <sitemapindex> root element.'
          : 'The document has no root element: a sitemap needs a <urlset> or <sitemapindex> root element.',
      );
      this.stopped = true;
      return;
    }
    const fault = this.scanner.end();
    if (fault) {
      this.scanFault();
      return;
    }
    if (this.depth > 0) {
      // The innermost element left open.
      const d = this.depth;
      const { line, column } = this.position();
      this.fatal(
        'xml-not-well-formed',
        `The element <${this.openNames[d] ?? '?'}> is never closed: the input ends at line ${line}, column ${column}.`,
        this.openLines[d] ?? 1,
        this.openCols[d] ?? 1,
      );
      return;
    }
    try {
      this.parser.close();
    } catch (e) {
      if (e !== STOP) throw e;
    }
    if (this.stopped) return;
    this.ext.endDocument();
    if (this.feedChecker) {
      this.entries = this.feedChecker.entries;
      if (this.entries === 0) {
        // A valid feed (RSS 2.0 and Atom allow none), which lists nothing to crawl.
        this.sink.add(
          'feed-empty',
          `The ${this.kind === 'rss' ? 'RSS' : 'Atom'} feed has no ${this.kind === 'rss' ? '<item> with a <link>' : '<entry> with an alternate <link>'}, so it lists no URL; Search Console reports it as "Empty sitemap".`,
          this.rootLine,
          this.rootCol,
        );
      }
      return;
    }
    if (this.kind === 'urlset' && this.sitemapLocs * 2 > this.entries && this.entries >= 2) {
      this.sink.add(
        'urlset-lists-sitemaps',
        `${thousands(this.sitemapLocs)} of the ${thousands(this.entries)} entries of this <urlset> name sitemap files (such as ${quote(this.sitemapExample, 100)}, line ${this.sitemapExampleLine}); crawlers read the entries of a <urlset> as pages, not as sitemaps to follow. If this file is a sitemap index, write it as <sitemapindex> with <sitemap> entries.`,
        this.rootLine,
        this.rootCol,
      );
    }
    this.lastmods?.end((rule, message, line, column) => this.sink.add(rule, message, line, column));
    if ((this.kind === 'urlset' || this.kind === 'sitemapindex') && this.entries === 0) {
      this.sink.add(
        'url-count',
        `The <${this.kind}> has no <${this.entryName}> entries; the sitemap schema requires at least one, and Search Console reports it as "Empty sitemap".`,
        this.rootLine,
        this.rootCol,
      );
    }
  }

  private parse(text: string): void {
    if (text === '') return;
    this.chunkText = text;
    this.chunkStart = this.fed;
    try {
      this.parser.write(text);
    } catch (e) {
      if (e !== STOP) throw e;
    }
    if (this.field >= 0 && this.depth === 3 && this.ignoreFrom === 0 && !this.stopped) this.drainField();
    const rel = this.afterPos - this.fed;
    if (rel >= 0 && rel < text.length) this.afterChar = text.charCodeAt(rel);
    if (rel >= 0 || !this.ltAfter) this.ltAfter = text.indexOf('<', rel > 0 ? rel : 0) >= 0;
    if (!this.ltAfter && this.begun && !this.stopped) {
      // The text after the last markup goes on in the next chunk: read how far its leading
      // whitespace goes here, for locateSource once the text ends.
      if (rel >= 0) this.skipLead(text, rel, this.afterLine, this.afterCol);
      else if (!this.leadFound) this.skipLead(this.leadRest + text, 0, this.leadLine, this.leadCol);
    }
    this.fed += text.length;
    this.fedCR = text.charCodeAt(text.length - 1) === 13;
  }

  /**
   * Takes over the text the parser holds for the field being read once it passes DRAIN_CHARS, so
   * that a huge text node is never held whole (see MAX_FIELD_CHARS). Only in the parser's text state,
   * where the pending characters are the field's own.
   */
  private drainField(): void {
    const p = this.parser as unknown as { text: string; state: number };
    if (p.state !== SAXES_TEXT_STATE || p.text.length < DRAIN_CHARS) return;
    const pending = p.text;
    p.text = '';
    this.addFieldText(pending, this.afterLine, this.afterCol, false);
    // Whitespace so far: the rest of the text node no longer starts where the parser's text did,
    // so its first other character is found in the source (locateSource).
    if (!this.fieldHasPos) this.fieldDrained = true;
  }

  /** Appends text of the field being read that starts at `line`/`column` (`cdata`: inside a CDATA section). */
  private addFieldText(text: string, line: number, column: number, cdata: boolean): void {
    if (!this.fieldHasPos) {
      let found: boolean;
      if (this.fieldDrained && !cdata) {
        found = !isBlank(text);
        if (found) this.locateSource();
      } else {
        found = this.locateText(text, line, column, cdata);
      }
      if (found) {
        this.fieldHasPos = true;
        this.fieldLine = this.textLine;
        this.fieldCol = this.textCol;
      }
    }
    const room = MAX_FIELD_CHARS - this.fieldText.length;
    if (room > 0) this.fieldText += text.length <= room ? text : text.slice(0, room);
    if (text.length > room) {
      // Characters past the kept part, for the exact length of a loc too long to keep.
      const from = room > 0 ? room : 0;
      this.fieldCutPoints += codePointCount(text, from, text.length);
      // A pair cut in two by the limit is one character, counted on both sides.
      const lead = from > 0 ? text.charCodeAt(from - 1) : 0;
      const trail = text.charCodeAt(from);
      if (lead >= 0xd800 && lead <= 0xdbff && trail >= 0xdc00 && trail <= 0xdfff) this.fieldCutPoints--;
    }
    this.fieldLength += text.length;
  }

  private scanFault(): void {
    const f = this.scanner.fault;
    if (!f) return;
    const rule = f.kind === 'declaration' ? 'dtd-forbidden' : f.kind === 'limit' ? 'xml-limit' : f.kind === 'html' ? 'root-element' : f.kind === 'conflict' ? 'merge-conflict' : 'xml-not-well-formed';
    this.fatal(rule, f.message, f.line, f.column);
  }

  private fatal(rule: string, message: string, line: number, column: number): void {
    if (this.stopped) return;
    this.sink.add(rule, message, line, column);
    this.stopped = true;
  }

  private onError(err: Error): void {
    if (this.stopped) throw STOP;
    const p = this.parser;
    let message = err.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '');
    if (message === 'disallowed character.' && this.depth === 0 && this.strayTextBefore(p.position - 1)) {
      // Text outside the root that holds a character XML forbids: the parser reports the text
      // at the end of the chunk, or the character if it comes first in the same chunk. Report the
      // text, where it starts, whatever the chunks.
      message = 'text data outside of root node.';
    }
    let line = p.line;
    let column = Math.max(1, p.column);
    let sentence = parserFault(message, this.sawRoot);
    // saxes names no character: name it and report the finding at it (where saxes noticed it).
    const named = message.startsWith('disallowed character') ? p.lastCharacter() : undefined;
    if (message.startsWith('disallowed character')) {
      sentence = `The XML is not well-formed: ${disallowedCharacter(message, named, line, column, { line: this.tagLine, column: this.tagCol })}`;
    }
    if (message.startsWith('unexpected close tag')) {
      // Reported at the end tag's '>'; report it at its '<' and name the element left open.
      const d = this.closedDepth;
      line = this.endTagLine;
      column = this.endTagCol;
      sentence = `The XML is not well-formed: this end tag does not close <${this.openNames[d] ?? '?'}>, opened at line ${this.openLines[d] ?? 1}, column ${this.openCols[d] ?? 1}; close elements in the reverse order of opening.`;
    } else if (message.startsWith('an XML declaration must') || message.startsWith('the XML declaration must')) {
      // Reported inside the declaration; report it at its '<'.
      line = this.tagLine;
      column = this.tagCol;
      sentence =
        line === 1 && column === 1
          ? 'The XML is not well-formed: the XML declaration is written <?xml ...?>, in lower case; other spellings of "xml" are reserved and cannot name a processing instruction (XML 1.0 section 2.6).'
          : 'The XML is not well-formed: the XML declaration (<?xml ...?>) must be at the very start of the file, with nothing before it, not even whitespace or a blank line.';
    } else if (message.startsWith('unmatched closing tag')) {
      // An end tag after the root element closed: no element was closed for it.
      line = this.tagLine;
      column = this.tagCol;
    } else if (message.startsWith('malformed comment') && this.commentLine > 0) {
      line = this.commentLine;
      column = this.commentCol;
    } else if (named !== undefined) {
      // At the character the message names; a line end or tab after a "<" at that "<", which the
      // message names (the line end itself has no column a reader can find).
      if ((named === 0x0a || named === 0x0d || named === 0x09) && message.startsWith('disallowed character in tag name') && this.tagLine > 0) {
        line = this.tagLine;
        column = this.tagCol;
      }
    } else if (TAG_ERRORS.test(message) && (message.startsWith('documents may contain only one root') ? this.tagLine < p.line || this.tagCol <= column : this.tagLine === p.line && this.tagCol <= column)) {
      // Faults inside a tag, comment or processing instruction are noticed a few characters
      // after the construct starts (at the end of the attribute, name or comment); report them
      // at its '<', the start of the markup at fault. A fault noticed on a later line of the
      // construct (a start tag with one attribute per line) stays where it was noticed, the line
      // that holds it, as xmllint reports it; a second root element is reported at its '<'.
      line = this.tagLine;
      column = this.tagCol;
    } else if (message.startsWith('text data outside of root node')) {
      // The parser reports stray text where it ends (at the next '<' or the end of the chunk);
      // report it where it starts. It starts in this chunk: the parser checks chunk by chunk.
      this.strayTextStart();
      line = this.textLine;
      column = this.textCol;
      if (!this.sawRoot && /^(?:---|\{\{|\{%)/.test(this.opening)) {
        // Front matter (Jekyll, Hugo) or template tags (Liquid, Go templates): a source file.
        sentence +=
          ' The file starts like a template (front matter or {{ }} / {% %} tags), not a built sitemap: check the files your site generator writes (e.g. _site/ or public/) and leave the template out of the paths (a !pattern).';
      } else if (this.strayTemplate()) {
        // A layout that starts with its XML declaration (`<?xml ...?>` then `{{ define "main" }}`).
        sentence += TEMPLATE_HINT.replace('The value holds', 'The text holds');
      }
    }
    this.fatal('xml-not-well-formed', sentence, line, column);
    throw STOP;
  }

  /**
   * True when the raw text from the end of the last markup to stream offset `end` (exclusive)
   * holds a character other than XML white space before any '<': text outside the root that the
   * parser has read but not reported yet. Its first such character is in the chunk being fed: the
   * parser reports such text at the end of each chunk.
   */
  private strayTextBefore(end: number): boolean {
    const s = this.chunkText;
    const from = this.afterPos - this.chunkStart;
    if (from < 0 && this.ltAfter) return false;
    const to = end - this.chunkStart;
    for (let i = from > 0 ? from : 0; i < to; i++) {
      const c = s.charCodeAt(i);
      if (c === 60 /* < */) return false;
      if (!isXmlSpace(c)) return true;
    }
    return false;
  }

  /**
   * True when the stray text after the last markup, as far as this chunk holds it (at most 4,096
   * characters of it), holds template tags.
   */
  private strayTemplate(): boolean {
    const from = Math.max(0, this.afterPos - this.chunkStart);
    const s = this.chunkText;
    const lt = s.indexOf('<', from);
    return holdsTemplateTags(s.slice(from, Math.min(lt < 0 ? s.length : lt, from + 4096)));
  }

  /**
   * Sets textLine/textCol to the start of the text outside the root element that the parser
   * refuses: the first character after the last markup that is not whitespace. That is a CDATA
   * section's '<' (tagLine/tagCol: the parser refuses it at '[CDATA['), or stray text, which starts
   * in the chunk being fed and is looked for in its raw text (line ends not yet normalised).
   */
  private strayTextStart(): void {
    if (this.strayLine > 0) {
      // Reported by the parser at the '<' after it; the text event came first.
      this.textLine = this.strayLine;
      this.textCol = this.strayCol;
      return;
    }
    const s = this.chunkText;
    const i = this.afterPos - this.chunkStart;
    const first = i >= 0 ? s.charCodeAt(i) : this.afterChar;
    if (first === 60 || this.tagLine !== this.afterLine || this.tagCol !== this.afterCol) {
      // A '<' came after the markup (at once or after whitespace): '<![CDATA[' outside the root.
      this.textLine = this.tagLine;
      this.textCol = this.tagCol;
      return;
    }
    if (i >= 0) {
      this.skipRawSpace(s, i, this.afterLine, this.afterCol);
    } else {
      // The last markup ended in an earlier chunk: start at this one.
      this.skipRawSpace(s, this.fedCR && s.charCodeAt(0) === 10 ? 1 : 0, this.chunkLine, this.chunkCol);
    }
  }

  /**
   * Before the first markup: the parser skips leading whitespace (and a byte order mark) without
   * a text event, so the first character after it is located here, in the raw text.
   */
  private begin(text: string): void {
    let i = this.fedCR && text.charCodeAt(0) === 10 ? 1 : 0;
    let column = this.chunkCol;
    if (this.fed === 0 && text.charCodeAt(0) === 0xfeff) {
      i = 1;
      column++;
    }
    i = this.skipRawSpace(text, i, this.chunkLine, column);
    if (i >= text.length) return;
    this.begun = true;
    this.beginAt = i;
    this.tagLine = this.afterLine = this.textLine;
    this.tagCol = this.afterCol = this.textCol;
    this.afterPos = this.fed + i;
  }

  /**
   * Skips XML whitespace in raw text (line ends not normalised: LF, CR LF, lone CR) from index `i`
   * at `line`/`column`. Sets textLine/textCol to the next character and returns its index (or the
   * length of `s`).
   */
  private skipRawSpace(s: string, i: number, line: number, column: number): number {
    const n = s.length;
    for (; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c === 10 || (c === 13 && s.charCodeAt(i + 1) !== 10)) {
        line++;
        column = 1;
      } else if (c === 32 || c === 9) {
        column++;
      } else if (c !== 13) {
        break;
      }
    }
    this.textLine = line;
    this.textCol = column;
    return i;
  }

  /** After a markup event: the next character is both the next '<' candidate and the start of text. */
  private markAfter(): void {
    const p = this.parser;
    this.tagLine = this.afterLine = p.line;
    this.tagCol = this.afterCol = p.column + 1;
    this.afterPos = p.position;
  }

  private checkAttributes(tag: SaxesTagNS, line: number, column: number): void {
    const list = this.parser.attributeList;
    for (let i = 0; i < list.length; i++) {
      const a = list[i]!;
      if (a.prefix === 'xmlns' || a.name === 'xmlns') continue;
      // The XSD processor reads xsi:schemaLocation and xsi:noNamespaceSchemaLocation; any other
      // xsi attribute (xsi:type, xsi:nil, ...) is judged against the schema and refused there.
      if (a.uri === XSI_NS && !this.strict && (a.local === 'schemaLocation' || a.local === 'noNamespaceSchemaLocation')) continue;
      if (a.uri !== XSI_NS && a.uri !== '' && (a.prefix === 'xsi' || /xmlschema-?instance/i.test(a.uri))) {
        // The schema instance namespace misspelled: the attribute is in another namespace, which
        // no validator reads (and the schema refuses).
        this.sink.add(
          'unexpected-attribute',
          `The attribute ${shortName(a.name)} is not allowed on <${shortName(tag.name)}>: its prefix ${quote(a.prefix, 40)} is bound to ${quote(a.uri, 100)}, a misspelling of the XML Schema instance namespace ${XSI_NS}. Write xmlns:${a.prefix}="${XSI_NS}"${this.strict ? ' (the strict profile allows only namespace declarations: or remove the attribute)' : ''}.`,
          line,
          column,
        );
        continue;
      }
      this.sink.add(
        'unexpected-attribute',
        `The attribute ${shortName(a.name)}=${quote(a.value)} is not allowed on <${shortName(tag.name)}>${this.strict ? ' (the strict profile allows only namespace declarations)' : ''}; remove it.`,
        line,
        column,
      );
    }
  }

  /**
   * `namespace` for a namespace declaration whose URI has whitespace around it. saxes binds the
   * URI trimmed (String#trim, Unicode spaces included), but a namespace name is the attribute's
   * normalised value as written (Namespaces in XML 1.0 section 3): xmllint and schema validators
   * put the element in another namespace, so it is refused where this checker would accept it.
   */
  private checkDeclarations(tag: SaxesTagNS, attributes: readonly SaxesAttributeNS[], line: number, column: number): void {
    for (let i = 0; i < attributes.length; i++) {
      const a = attributes[i]!;
      if ((a.prefix !== 'xmlns' && a.name !== 'xmlns') || a.value === '') continue;
      const trimmed = a.value.trim();
      if (trimmed === a.value) continue;
      this.sink.add(
        'namespace',
        `The namespace declaration ${shortName(a.name)}=${quote(a.value, 100)} on <${shortName(tag.name)}> has whitespace around the URI; XML and schema validators read the URI with it, so the elements are in another namespace. Write ${quote(trimmed, 100)}.`,
        line,
        column,
      );
    }
  }

  /** The core-element name of `tag`, reporting a near-miss namespace; undefined for other namespaces. */
  private coreName(tag: SaxesTagNS, line: number, column: number): string | undefined {
    // The root's namespace (reported once at the root when wrong), or the right one.
    if (tag.uri === this.coreNs || tag.uri === SITEMAP_NS) return tag.local;
    // Extension elements (most elements of other namespaces) are decided by the namespace alone.
    if (this.nearMiss.get(tag.uri, isNearMissNamespace) && CORE_NAMES.has(tag.local)) {
      this.sink.add(
        'namespace',
        `<${shortName(tag.name)}> is in ${describeNs(tag.uri)}; sitemap elements must be in ${SITEMAP_NS}.`,
        line,
        column,
      );
      return tag.local;
    }
    return undefined;
  }

  private onOpen(tag: SaxesTagNS): void {
    if (this.stopped) return;
    const line = this.tagLine;
    const column = this.tagCol;
    this.markAfter();
    const d = ++this.depth;
    if (d > MAX_DEPTH) {
      this.fatal('xml-limit', `Elements are nested more than ${MAX_DEPTH} levels deep here; a sitemap needs a handful. The document is not read further.`, line, column);
      throw STOP;
    }
    this.openLines[d] = line;
    this.openCols[d] = column;
    this.openNames[d] = tag.name;
    const attributes = this.parser.attributeList;
    if (attributes.length > 0) this.checkDeclarations(tag, attributes, line, column);
    if (this.feedChecker) return this.feedChecker.open(tag, d, line, column);
    if (this.extFrom > 0) return this.ext.open(tag, d - this.extFrom + 1, line, column, this.parser.attributeList);
    if (this.ignoreFrom > 0 && d >= this.ignoreFrom) {
      if (this.strayWalk && this.straySkip === 0) this.openStray(tag, d, line, column);
      return;
    }
    if (d === 1) return this.openRoot(tag, line, column);
    if (d === 2) return this.openEntry(tag, line, column);
    if (d === 3) return this.openField(tag, line, column);
    // Inside a field: fields hold text only.
    const parent = this.fields[this.field] ?? 'field';
    this.sink.add('unexpected-element', `<${shortName(tag.name)}> is not allowed inside <${parent}>, which holds only text.`, line, column);
    this.fieldTainted = true;
    this.ignoreFrom = d;
  }

  /**
   * An element inside an element of another namespace outside any entry: a known extension element
   * there describes no page either (the handler reports it, and its subtree is skipped).
   */
  private openStray(tag: SaxesTagNS, d: number, line: number, column: number): void {
    const parent = `<${shortName(this.openNames[d - 1] ?? '?')}>`;
    const where = this.kind === 'sitemapindex' ? `inside ${parent} in a sitemap index` : `inside ${parent}, outside any <${this.entryName}>`;
    if (this.ext.outside(tag, where, line, column)) this.straySkip = d;
  }

  private openRoot(tag: SaxesTagNS, line: number, column: number): void {
    this.sawRoot = true;
    this.rootLine = line;
    this.rootCol = column;
    const local = tag.local;
    const format = feedFormat(tag);
    if (format !== undefined) return this.openFeed(tag, format, line, column);
    if (local !== 'urlset' && local !== 'sitemapindex') {
      this.sink.add(
        'root-element',
        `The root element is <${shortName(tag.name)}> in ${describeNs(tag.uri)}; a sitemap's root must be <urlset> or <sitemapindex> in ${SITEMAP_NS}.${caseHint(local, ROOT_NAMES)}`,
        line,
        column,
      );
      this.ignoreFrom = 1;
      return;
    }
    if (tag.uri !== SITEMAP_NS) {
      this.sink.add('namespace', `<${shortName(tag.name)}> is in ${describeNs(tag.uri)}; it must be in ${SITEMAP_NS}.`, line, column);
    }
    // The document's own string for the namespace: later elements carry the same object, so the
    // comparison in coreName is decided by identity.
    this.coreNs = tag.uri;
    if (local === 'sitemapindex') {
      this.kind = 'sitemapindex';
      this.fields = INDEX_FIELDS;
      this.entryName = 'sitemap';
      if (this.strict) {
        this.sink.add('root-element', 'A <sitemapindex> is not accepted by the strict profile, which allows only <urlset>.', line, column);
      }
    } else {
      this.kind = 'urlset';
    }
    this.checkAttributes(tag, line, column);
  }

  /** An RSS 2.0 or Atom root (sitemaps.org "Other formats"); refused by the strict profile. */
  private openFeed(tag: SaxesTagNS, format: 'rss' | 'atom' | 'atom03', line: number, column: number): void {
    const what = format === 'rss' ? 'an RSS feed' : format === 'atom' ? 'an Atom 1.0 feed' : 'an Atom 0.3 feed';
    if (this.refuseFeeds) {
      this.sink.add('root-element', `The root element <${shortName(tag.name)}> makes this ${what}; the strict profile accepts only <urlset>.`, line, column);
      this.ignoreFrom = 1;
      return;
    }
    if (format === 'rss') {
      const version = tag.attributes.version?.value;
      if (version !== '2.0') {
        this.sink.add(
          'root-element',
          `The <rss> root has version ${version === undefined ? '(none)' : quote(version)}; only RSS 2.0 feeds are read as sitemaps (version="2.0").`,
          line,
          column,
        );
        this.ignoreFrom = 1;
        return;
      }
    }
    this.kind = format === 'rss' ? 'rss' : 'atom';
    this.feedChecker = new FeedChecker(format, this.policy, this.sink, this.locs, this.options.onEntry);
  }

  private openEntry(tag: SaxesTagNS, line: number, column: number): void {
    const name = this.coreName(tag, line, column);
    if (name === this.entryName) {
      // A <url> without prefix or attributes (so without declarations of its own) in the sitemap
      // namespace (or the root's): the default namespace of the root's content is that one, so
      // later ones like it are in it too, and may be read whole (takePlain).
      if (!this.plainReady && this.kind === 'urlset' && tag.prefix === '' && this.parser.attributeList.length === 0) {
        this.plainReady = tag.uri === this.coreNs || tag.uri === SITEMAP_NS;
      }
      this.beginEntry(line, column);
      this.checkAttributes(tag, line, column);
      return;
    }
    this.ignoreFrom = 2;
    if (name !== undefined) {
      this.sink.add(
        'unexpected-element',
        `<${shortName(tag.name)}> is not allowed in <${this.kind}>, which holds only <${this.entryName}> entries.${caseHint(name, [this.entryName])}`,
        line,
        column,
      );
    } else if (tag.uri === '') {
      this.sink.add(
        'unexpected-element',
        `<${shortName(tag.name)}> is in no namespace; <${this.kind}> holds only <${this.entryName}> entries (and, before them, elements of other namespaces).`,
        line,
        column,
      );
    } else if (this.refuseExtensions) {
      this.refuseExtension(tag, line, column);
    } else if (this.ext.outside(tag, `directly in <${this.kind}>${this.entries > 0 ? `, after a <${this.entryName}>` : ''}`, line, column)) {
      // A known extension element, which describes a page only inside a <url>: reported as such.
    } else {
      if (this.entries > 0) {
        this.sink.add(
          'unexpected-element',
          `<${shortName(tag.name)}> comes after a <${this.entryName}>; the schema allows elements of other namespaces in <${this.kind}> only before the first entry.`,
          line,
          column,
        );
      }
      this.strayWalk = true;
    }
  }

  /** The start of an entry at `line`/`column` (its tag's `<`): the entry's state, and `url-count` past max-urls. */
  private beginEntry(line: number, column: number): void {
    this.inEntry = true;
    this.entryLine = line;
    this.entryCol = column;
    this.seen = 0;
    this.lastOrder = -1;
    this.orderReported = false;
    this.sawExtension = false;
    this.extensionOrderReported = false;
    this.locValue = undefined;
    this.lastmodValue = undefined;
    this.entries++;
    if (this.entries === this.policy.maxUrls + 1) {
      const max = `${thousands(this.policy.maxUrls)} ${this.policy.maxUrls === 1 ? 'entry' : 'entries'} (max-urls)`;
      this.sink.add(
        'url-count',
        this.kind === 'sitemapindex'
          ? // An index may not list another index (index-nested): the parts of a split index are
            // announced each on its own (sitemaps.org "Sitemap index files"; Google accepts up to
            // 500 index files per site in Search Console).
            `This is entry ${thousands(this.entries)}: a sitemap index may list at most ${max}; split it into several index files and name each one in robots.txt (a Sitemap: line each) or submit each in Search Console, since an index may not list another index.`
          : `This is entry ${thousands(this.entries)}: a sitemap may list at most ${max}; split it and list the parts in a sitemap index.`,
        line,
        column,
      );
    }
  }

  /**
   * A plain `<url>` read whole by the parser (see PlainEntry), judged as its events would have
   * been: onOpen and openEntry for the `<url>`, openField, the field's text and closeField for each
   * field, onClose and closeEntry for the `</url>`, the white space between them being nothing to
   * report. Declines it (false: the parser reads it event by event) unless this is a urlset whose
   * entries are in the sitemap namespace or the root's (plainReady), read directly inside the root
   * with nothing open or ignored, the profile accepts its fields and no text is longer than what a
   * field keeps.
   */
  private takePlain(e: PlainEntry): boolean {
    if (!this.plainReady || this.stopped || this.depth !== 1 || this.ignoreFrom !== 0 || this.extFrom !== 0 || this.feedChecker !== undefined) return false;
    // The strict profile refuses changefreq and priority (unexpected-element).
    if (this.strictFields && e.fields > 3) return false;
    // A text longer than what a field keeps is cut as it is read (addFieldText).
    for (let k = 0; k < e.count; k++) if (e.value[k]!.length > MAX_FIELD_CHARS) return false;
    this.beginEntry(e.line, e.column);
    const fields = this.fields;
    for (let k = 0; k < e.count; k++) {
      const value = e.value[k]!;
      const f = e.field[k]!;
      // In order, each once: no field-order or duplicate-field (openField).
      this.seen |= 1 << f;
      this.lastOrder = f;
      this.lastName = fields[f]!;
      this.field = f;
      this.fieldText = value;
      this.fieldLength = value.length;
      this.fieldCutPoints = 0;
      this.fieldDrained = false;
      this.fieldHasPos = true;
      this.fieldTainted = false;
      this.fieldLine = e.fieldLine[k]!;
      this.fieldCol = e.textColumn[k]!;
      this.closeField();
    }
    this.closeEntry();
    // Not set here: endTagLine, endTagCol and closedDepth, read only right after the onClose of the
    // same end tag ("unexpected close tag"), and the open-element positions and names of depths 2
    // and 3, read only for elements onOpen opened.
    this.tagLine = this.afterLine = e.afterLine;
    this.tagCol = this.afterCol = e.afterColumn;
    this.afterPos = e.afterPosition;
    return true;
  }

  /** Reports an extension element that the policy refuses (`extension-element`). */
  private refuseExtension(tag: SaxesTagNS, line: number, column: number): void {
    const who = this.strict ? 'the strict profile does' : 'the policy (extension-element) does';
    this.sink.add('extension-element', `<${shortName(tag.name)}> (${quote(tag.uri, 100)}) is an extension element, which ${who} not accept.`, line, column);
  }

  private openField(tag: SaxesTagNS, line: number, column: number): void {
    const name = this.coreName(tag, line, column);
    const order = name === undefined ? -1 : this.fields.indexOf(name);
    if (order < 0 || (this.strictFields && order > LASTMOD)) {
      this.ignoreFrom = 3;
      if (name !== undefined) {
        const allowed = this.strictFields ? 'loc then lastmod' : this.fields.join(', ');
        // Only a field the schema allows (changefreq, priority) is refused by the strict profile;
        // an element the schema does not define (<LOC>, <url> in <sitemap>) is refused by both.
        const byStrict = this.strictFields && order > LASTMOD;
        this.sink.add(
          'unexpected-element',
          `<${shortName(tag.name)}> is not allowed in <${this.entryName}>${byStrict ? ' by the strict profile' : ''}; the fields are ${allowed}.${caseHint(name, this.strictFields ? this.fields.slice(0, LASTMOD + 1) : this.fields)}`,
          line,
          column,
        );
      } else if (tag.uri === '') {
        this.sink.add(
          'unexpected-element',
          `<${shortName(tag.name)}> is in no namespace; after its fields, <${this.entryName}> allows only elements of other namespaces.`,
          line,
          column,
        );
      } else if (this.refuseExtensions) {
        this.refuseExtension(tag, line, column);
      } else {
        if (!this.sawExtension) {
          this.sawExtension = true;
          this.extensionName = tag.name;
          this.extensionLine = line;
        }
        if (this.kind === 'urlset') {
          // Extension families (image, video, news, xhtml) are defined for url entries; an index
          // entry may hold elements of other namespaces (siteindex.xsd ##other), unjudged.
          this.ignoreFrom = 0;
          this.extFrom = 3;
          this.ext.open(tag, 1, line, column, this.parser.attributeList);
        } else if (!this.ext.outside(tag, `in a <${this.entryName}> entry of a sitemap index`, line, column)) {
          this.strayWalk = true;
        }
      }
      return;
    }
    const bit = 1 << order;
    if (this.seen & bit) {
      this.sink.add('duplicate-field', `<${shortName(tag.name)}> appears a second time in this <${this.entryName}>; each field may appear once.`, line, column);
      this.ignoreFrom = 3;
      return;
    }
    if (this.sawExtension && !this.extensionOrderReported) {
      // The extension element is at fault, not the fields after it (Next.js writes <xhtml:link>
      // alternates between <loc> and <lastmod>): one finding for the entry, naming it.
      this.extensionOrderReported = true;
      const fields = this.fields;
      const list = `${fields.slice(0, -1).join(', ')} and ${fields[fields.length - 1]!}`;
      this.sink.add(
        'field-order',
        `<${shortName(tag.name)}> comes after the extension element <${shortName(this.extensionName)}> (line ${this.extensionLine}); the sitemap schema puts extension elements after ${list}: move the extension elements of this <${this.entryName}> after its sitemap fields.`,
        line,
        column,
      );
    }
    if (order < this.lastOrder && !this.orderReported) {
      this.orderReported = true;
      this.sink.add(
        'field-order',
        `<${shortName(tag.name)}> comes after <${shortName(this.lastName)}>; the sitemap schema orders the fields of <${this.entryName}> as ${this.fields.join(', ')}${this.kind === 'urlset' ? ', then extension elements' : ''}.`,
        line,
        column,
      );
    }
    this.seen |= bit;
    if (order > this.lastOrder) {
      this.lastOrder = order;
      this.lastName = tag.name;
    }
    this.field = order;
    this.fieldText = '';
    this.fieldLength = 0;
    this.fieldCutPoints = 0;
    this.fieldDrained = false;
    this.fieldHasPos = false;
    this.fieldTainted = false;
    this.fieldLine = line;
    this.fieldCol = column;
    this.checkAttributes(tag, line, column);
  }

  private onText(text: string, cdata: boolean): void {
    if (this.stopped) return;
    // Where the text starts: inside '<![CDATA[' (whose '<' is at tagLine/tagCol), or after the
    // last markup.
    let line: number;
    let col: number;
    if (cdata) {
      line = this.tagLine;
      col = this.tagCol + 9;
    } else {
      line = this.afterLine;
      col = this.afterCol;
      // The parser has read the '<' that ends the text.
      const p = this.parser;
      this.tagLine = p.line;
      this.tagCol = p.column;
    }
    const d = this.depth;
    if (this.feedChecker && d >= 1) {
      const blank = !this.locateText(text, line, col, cdata);
      this.feedChecker.text(text, this.textLine, this.textCol, blank);
    } else if (this.extFrom > 0) {
      this.locateText(text, line, col, cdata);
      this.ext.text(text, this.textLine, this.textCol);
    } else if (d === 0) {
      // Outside the root the parser refuses any text but whitespace; note where it starts.
      if (this.strayLine === 0 && this.locateText(text, line, col, cdata)) {
        this.strayLine = this.textLine;
        this.strayCol = this.textCol;
      }
    } else if (this.ignoreFrom > 0 && d >= this.ignoreFrom) {
      // Ignored subtrees are reported at their start.
    } else if (d === 3 && this.field >= 0) {
      this.addFieldText(text, line, col, cdata);
    } else if (this.locateText(text, line, col, cdata)) {
      const where = d === 1 ? `<${this.kind}>` : `<${this.entryName}>`;
      // A URL written straight into an entry lacks its <loc> tags; a loop of a layout
      // (`{% for page in site.pages %}`) says the file is a template.
      const hint = holdsTemplateTags(text)
        ? TEMPLATE_HINT.replace('The value holds', 'The text holds')
        : d === 2 && /^\s*[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(text)
          ? " Is it the entry's URL? Put it inside <loc>...</loc>."
          : '';
      this.sink.add(
        'unexpected-text',
        `The text ${quote(trimXml(text))} is not allowed directly inside ${where}; only elements are.${hint}`,
        this.textLine,
        this.textCol,
      );
    }
    if (cdata) this.markAfter();
  }

  /**
   * Sets textLine/textCol to the first character of `text` (decoded) that is not XML whitespace,
   * for a text that starts at `line`/`column` (or to its end). Returns false when it is all
   * whitespace. Positions are source positions: after leading whitespace, the text after the last
   * markup is read again as written (a reference such as &#10; or &#x20; is decoded whitespace
   * but several columns of one source line); a CDATA section (`cdata`) holds no references, and
   * its line ends are counted in the decoded text as the parser normalised them.
   */
  private locateText(text: string, line: number, column: number, cdata: boolean): boolean {
    const n = text.length;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) {
        line++;
        column = 1;
      } else if (isXmlSpace(c)) {
        column++;
      } else {
        if (i > 0 && !cdata) {
          this.locateSource();
          return true;
        }
        this.textLine = line;
        this.textCol = column;
        return true;
      }
    }
    this.textLine = line;
    this.textCol = column;
    return false;
  }

  /**
   * Sets textLine/textCol to the source position of the first character of the text after the
   * last markup that is neither whitespace nor a character reference to whitespace. The text
   * starts in the chunk being parsed, or its start was read at the end of earlier chunks (`parse`).
   */
  private locateSource(): void {
    const from = this.afterPos - this.chunkStart;
    if (from >= 0) this.skipLead(this.chunkText, from, this.afterLine, this.afterCol);
    else if (!this.leadFound) this.skipLead(this.leadRest + this.chunkText, 0, this.leadLine, this.leadCol);
    this.textLine = this.leadLine;
    this.textCol = this.leadCol;
  }

  /**
   * Reads raw text `s` from index `i`, at `line`/`column`, over XML whitespace (LF, CR LF, CR,
   * space, tab) and character references to it (&#9; &#10; &#13; &#32; in decimal or hex, with
   * any leading zeros). Sets leadLine/leadCol to where it stops and leadFound when that is another
   * character; at the end of `s`, leadRest keeps what must be read again with the next chunk (a
   * CR, whose LF may follow, or an unfinished reference).
   */
  private skipLead(s: string, i: number, line: number, column: number): void {
    const n = s.length;
    let found = false;
    while (i < n) {
      const c = s.charCodeAt(i);
      if (c === 32 || c === 9) {
        column++;
        i++;
        continue;
      }
      if (c === 10) {
        line++;
        column = 1;
        i++;
        continue;
      }
      if (c === 13) {
        if (i + 1 === n) break;
        // CR LF is one line end, counted at the LF.
        if (s.charCodeAt(i + 1) !== 10) {
          line++;
          column = 1;
        }
        i++;
        continue;
      }
      if (c === 38 /* & */) {
        if (i + 1 === n) break;
        if (s.charCodeAt(i + 1) === 35 /* # */) {
          const end = s.indexOf(';', i + 2);
          if (end < 0) break;
          const hex = s.charCodeAt(i + 2) === 120; /* x */
          const cp = parseInt(s.slice(i + (hex ? 3 : 2), end), hex ? 16 : 10);
          if (isXmlSpace(cp)) {
            // References are ASCII on one line: one column per character.
            column += end + 1 - i;
            i = end + 1;
            continue;
          }
        }
      }
      found = true;
      break;
    }
    this.leadFound = found;
    this.leadLine = line;
    this.leadCol = column;
    this.leadRest = found ? '' : s.slice(i);
  }

  private onClose(): void {
    if (this.stopped) return;
    // The parser closes the open element before it finds that the end tag names another one.
    this.endTagLine = this.tagLine;
    this.endTagCol = this.tagCol;
    this.closedDepth = this.depth;
    this.markAfter();
    const d = this.depth--;
    if (this.feedChecker) {
      this.feedChecker.close(d);
      return;
    }
    if (this.extFrom > 0) {
      this.ext.close(d - this.extFrom + 1);
      if (d === this.extFrom) this.extFrom = 0;
      return;
    }
    if (this.ignoreFrom > 0) {
      if (d === this.straySkip) this.straySkip = 0;
      if (d > this.ignoreFrom) return;
      if (d === this.ignoreFrom) {
        this.ignoreFrom = 0;
        this.strayWalk = false;
        return;
      }
    }
    if (d === 3 && this.field >= 0) this.closeField();
    else if (d === 2 && this.inEntry) this.closeEntry();
  }

  private closeField(): void {
    const f = this.field;
    this.field = -1;
    if (this.fieldTainted) return;
    const value = this.fieldText;
    this.fieldText = '';
    const sink = this.sink;
    const report = this.reportField;
    switch (f) {
      case LOC:
        this.locLine = this.fieldLine;
        this.locCol = this.fieldCol;
        this.locWritten = undefined;
        // A loc longer than what is kept is judged by its start (it is loc-too-long anyway) and is
        // not kept for the comparisons of the file.
        if (this.fieldLength > MAX_FIELD_CHARS) {
          this.locValue = value;
          checkLoc(wholeCharacters(value), this.policy, report, this.fieldLength, codePointCount(value) + this.fieldCutPoints);
        } else {
          // What is kept (for the comparisons in the file and across files) is the URL without the
          // white space around it, a copy of its own: the parser's text is a view into the 64 KiB
          // chunk it came from, and a padded loc kept whole made memory grow with the padding.
          const trimmed = trimXml(value);
          this.locValue = ownString(trimmed);
          if (trimmed.length !== value.length) this.locWritten = value;
          this.locs.judge(value, this.fieldLine, this.fieldCol, this.locValue);
        }
        break;
      case LASTMOD:
        this.lastmodValue = value;
        {
          const instant = checkLastmod(value, this.policy, report);
          // An index's lastmods say when each sitemap was written: one build writes them all.
          if (instant !== undefined && this.lastmods !== undefined && this.kind === 'urlset') this.lastmods.add(instant, value, this.fieldLine, this.fieldCol);
        }
        break;
      case CHANGEFREQ:
        sink.addOnce('google-ignores-field', 'Google ignores <changefreq>; it can be left out.', this.fieldLine, this.fieldCol);
        checkChangefreq(value, report);
        break;
      case PRIORITY:
        sink.addOnce('google-ignores-field', 'Google ignores <priority>; it can be left out.', this.fieldLine, this.fieldCol);
        checkPriority(value, report);
        break;
    }
  }

  private closeEntry(): void {
    this.inEntry = false;
    const extensions = this.ext.endEntry(this.locValue, this.entryLine, this.entryCol);
    if ((this.seen & 1) === 0) {
      this.sink.add('missing-loc', `This <${this.entryName}> has no <loc>; every entry needs one.`, this.entryLine, this.entryCol);
    }
    if (this.kind === 'urlset' && this.locValue !== undefined && namesSitemapFile(this.locValue)) {
      if (this.sitemapLocs++ === 0) {
        this.sitemapExample = this.locValue;
        this.sitemapExampleLine = this.locLine;
      }
    }
    const onEntry = this.options.onEntry;
    // At the loc, where the findings about the URL point (loc-duplicate-across-files, loc-out-of-scope...).
    if (onEntry && this.locValue !== undefined) onEntry(this.locValue, this.locLine, this.locCol, this.entryLine, this.entryCol, this.lastmodValue, this.locWritten, extensions);
  }
}
