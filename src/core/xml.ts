/**
 * The XML sitemap checker: urlset and sitemap index documents, fed as decoded text chunks.
 * `saxes` parses (strict XML 1.0 + namespaces); the scanner of ./scan.ts runs one chunk ahead so
 * that references and unclosed constructs are reported where they are, and DTDs never reach the
 * parser. Structural rules follow the sitemap XSD (sitemap.xsd, siteindex.xsd of sitemaps.org);
 * value rules are in ./loc.ts and ./fields.ts.
 *
 * Per-entry state is reset when `</url>` or `</sitemap>` closes; only the loc bookkeeping of
 * ./locset.ts grows with the file.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { NO_EXTENSIONS, type ExtensionHandler } from './extensions/handler.js';
import { checkChangefreq, checkLastmod, checkPriority } from './fields.js';
import { LocSet } from './locset.js';
import type { Policy } from './policy.js';
import { XmlScanner } from './scan.js';
import type { FindingSink } from './sink.js';
import { quote } from './text.js';
import type { EntryRecord, FileKind } from './types.js';

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

/** Options of the XML checker. */
export interface XmlCheckOptions {
  /** Called with each entry as read back (loc, lastmod, position). */
  onEntry?: (record: EntryRecord) => void;
  /** Judges extension elements inside entries (default: accepts them all). */
  extensions?: ExtensionHandler;
}

/** Checks one XML sitemap document. Feed decoded text with `write`, then call `end` once. */
export class XmlChecker {
  kind: FileKind = 'unknown';
  entries = 0;
  /** True once a fatal fault stopped the parse (well-formedness, DTD, encoding, size). */
  stopped = false;

  private readonly parser: SaxesParser<{ xmlns: true; position: true }>;
  private readonly scanner = new XmlScanner();
  private readonly locs: LocSet;
  private readonly strict: boolean;

  // Position tracking: where the next markup's '<' is, and where text after the last markup starts.
  private tagLine = 1;
  private tagCol = 1;
  private afterLine = 1;
  private afterCol = 1;

  private depth = 0;
  /** Depth at and below which events are ignored (0 = none). */
  private ignoreFrom = 0;
  /** Depth of the extension element being handed to the extension handler (0 = none). */
  private extFrom = 0;
  private readonly ext: ExtensionHandler;
  /** Start-tag positions of open elements, by depth. */
  private readonly openLines: number[] = [];
  private readonly openCols: number[] = [];

  private coreNs = SITEMAP_NS;
  private fields: readonly string[] = URL_FIELDS;
  private entryName = 'url';
  private rootLine = 1;
  private rootCol = 1;
  private sawRoot = false;

  // Per entry.
  private inEntry = false;
  private entryLine = 0;
  private entryCol = 0;
  private seen = 0; // bit per field
  private lastOrder = -1;
  private sawExtension = false;
  private locValue: string | undefined;
  private lastmodValue: string | undefined;
  // Per field being read.
  private field = -1;
  private fieldText = '';
  private fieldLine = 0;
  private fieldCol = 0;
  private fieldHasPos = false;
  private fieldTainted = false;

  constructor(
    private readonly policy: Policy,
    private readonly sink: FindingSink,
    private readonly options: XmlCheckOptions = {},
  ) {
    this.locs = new LocSet(policy, sink);
    this.strict = policy.profile === 'strict';
    this.ext = options.extensions ?? NO_EXTENSIONS;
    const p = new SaxesParser({ xmlns: true, position: true });
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
        `The processing instruction <?${pi.target}?> is not allowed by this profile; remove it (browsers use xml-stylesheet, crawlers ignore it).`,
        this.tagLine,
        this.tagCol,
      );
      this.markAfter();
    });
    p.on('doctype', () => {
      // The scanner refuses declarations before the parser sees them; this is a second guard.
      this.fatal('dtd-forbidden', 'A DOCTYPE is not allowed in a sitemap; it is never processed.', this.tagLine, this.tagCol);
    });
    p.on('comment', () => this.markAfter());
    p.on('opentag', (tag) => this.onOpen(tag));
    p.on('closetag', () => this.onClose());
    p.on('text', (text) => this.onText(text, false));
    p.on('cdata', (text) => this.onText(text, true));
  }

  /** Line and column of the next character the checker expects (the end of what was fed). */
  position(): { line: number; column: number } {
    return { line: this.parser.line, column: this.parser.column + 1 };
  }

  /** Feeds the next chunk of decoded text. */
  write(text: string): void {
    if (this.stopped) return;
    const stop = this.scanner.scan(text);
    this.feed(stop < 0 ? text : text.slice(0, stop));
    if (stop >= 0 && !this.stopped) this.scanFault();
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
      const d = this.depth;
      const { line, column } = this.position();
      this.fatal(
        'xml-not-well-formed',
        `This element is never closed: the input ends at line ${line}, column ${column}.`,
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
    if ((this.kind === 'urlset' || this.kind === 'sitemapindex') && this.entries === 0) {
      this.sink.add(
        'url-count',
        `The <${this.kind}> has no <${this.entryName}> entries; an empty sitemap is refused by search engines.`,
        this.rootLine,
        this.rootCol,
      );
    }
  }

  private feed(text: string): void {
    if (text === '') return;
    try {
      this.parser.write(text);
    } catch (e) {
      if (e !== STOP) throw e;
    }
  }

  private scanFault(): void {
    const f = this.scanner.fault;
    if (!f) return;
    this.fatal(f.kind === 'declaration' ? 'dtd-forbidden' : 'xml-not-well-formed', f.message, f.line, f.column);
  }

  private fatal(rule: string, message: string, line: number, column: number): void {
    if (this.stopped) return;
    this.sink.add(rule, message, line, column);
    this.stopped = true;
  }

  private onError(err: Error): void {
    if (this.stopped) throw STOP;
    const p = this.parser;
    const message = err.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '');
    const text = message.charAt(0).toUpperCase() + message.slice(1);
    this.fatal('xml-not-well-formed', `The XML is not well-formed: ${text}.`.replace(/\.\.$/, '.'), p.line, Math.max(1, p.column));
    throw STOP;
  }

  /** After a markup event: the next character is both the next '<' candidate and the start of text. */
  private markAfter(): void {
    const p = this.parser;
    this.tagLine = this.afterLine = p.line;
    this.tagCol = this.afterCol = p.column + 1;
  }

  private checkAttributes(tag: SaxesTagNS, line: number, column: number): void {
    for (const name in tag.attributes) {
      const a = tag.attributes[name]!;
      if (a.prefix === 'xmlns' || a.name === 'xmlns') continue;
      if (a.uri === XSI_NS && !this.strict) continue;
      this.sink.add(
        'unexpected-attribute',
        `The attribute ${a.name}=${quote(a.value)} is not allowed on <${tag.name}>${this.strict ? ' (the strict profile allows only namespace declarations)' : ''}.`,
        line,
        column,
      );
    }
  }

  /** The core-element name of `tag`, reporting a near-miss namespace; undefined for other namespaces. */
  private coreName(tag: SaxesTagNS, line: number, column: number): string | undefined {
    if (tag.uri === this.coreNs) return tag.local;
    if (CORE_NAMES.has(tag.local) && isNearMissNamespace(tag.uri)) {
      this.sink.add(
        'namespace',
        `<${tag.name}> is in ${describeNs(tag.uri)}; sitemap elements must be in ${SITEMAP_NS}.`,
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
    this.openLines[d] = line;
    this.openCols[d] = column;
    if (this.extFrom > 0) return this.ext.open(tag, d - this.extFrom + 1, line, column);
    if (this.ignoreFrom > 0 && d >= this.ignoreFrom) return;
    if (d === 1) return this.openRoot(tag, line, column);
    if (d === 2) return this.openEntry(tag, line, column);
    if (d === 3) return this.openField(tag, line, column);
    // Inside a field: fields hold text only.
    const parent = this.fields[this.field] ?? 'field';
    this.sink.add('unexpected-element', `<${tag.name}> is not allowed inside <${parent}>, which holds only text.`, line, column);
    this.fieldTainted = true;
    this.ignoreFrom = d;
  }

  private openRoot(tag: SaxesTagNS, line: number, column: number): void {
    this.sawRoot = true;
    this.rootLine = line;
    this.rootCol = column;
    const local = tag.local;
    if (local !== 'urlset' && local !== 'sitemapindex') {
      this.sink.add(
        'root-element',
        `The root element is <${tag.name}> in ${describeNs(tag.uri)}; a sitemap's root must be <urlset> or <sitemapindex> in ${SITEMAP_NS}.`,
        line,
        column,
      );
      this.ignoreFrom = 1;
      return;
    }
    if (tag.uri !== SITEMAP_NS) {
      this.sink.add('namespace', `<${tag.name}> is in ${describeNs(tag.uri)}; it must be in ${SITEMAP_NS}.`, line, column);
      this.coreNs = tag.uri;
    }
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

  private openEntry(tag: SaxesTagNS, line: number, column: number): void {
    const name = this.coreName(tag, line, column);
    if (name === this.entryName) {
      this.inEntry = true;
      this.entryLine = line;
      this.entryCol = column;
      this.seen = 0;
      this.lastOrder = -1;
      this.sawExtension = false;
      this.locValue = undefined;
      this.lastmodValue = undefined;
      this.entries++;
      if (this.entries === this.policy.maxUrls + 1) {
        this.sink.add(
          'url-count',
          `This is entry ${this.entries}: a sitemap may list at most ${this.policy.maxUrls} entries (max-urls); split it and list the parts in a sitemap index.`,
          line,
          column,
        );
      }
      this.checkAttributes(tag, line, column);
      return;
    }
    this.ignoreFrom = 2;
    if (name !== undefined) {
      this.sink.add(
        'unexpected-element',
        `<${tag.name}> is not allowed in <${this.kind}>, which holds only <${this.entryName}> entries.`,
        line,
        column,
      );
    } else if (this.strict) {
      this.sink.add('extension-element', `<${tag.name}> (${tag.uri}) is an extension element, which the strict profile does not accept.`, line, column);
    } else if (this.entries > 0) {
      this.sink.add(
        'unexpected-element',
        `<${tag.name}> comes after a <${this.entryName}>; the schema allows elements of other namespaces in <${this.kind}> only before the first entry.`,
        line,
        column,
      );
    }
  }

  private openField(tag: SaxesTagNS, line: number, column: number): void {
    const name = this.coreName(tag, line, column);
    const order = name === undefined ? -1 : this.fields.indexOf(name);
    if (order < 0 || (this.strict && order > LASTMOD)) {
      this.ignoreFrom = 3;
      if (name !== undefined) {
        const allowed = this.strict ? 'loc then lastmod' : this.fields.join(', ');
        this.sink.add(
          'unexpected-element',
          `<${tag.name}> is not allowed in <${this.entryName}>${this.strict ? ' by the strict profile' : ''}; the fields are ${allowed}.`,
          line,
          column,
        );
      } else if (this.strict) {
        this.sink.add('extension-element', `<${tag.name}> (${tag.uri}) is an extension element, which the strict profile does not accept.`, line, column);
      } else {
        this.sawExtension = true;
        this.ignoreFrom = 0;
        this.extFrom = 3;
        this.ext.open(tag, 1, line, column);
      }
      return;
    }
    const bit = 1 << order;
    if (this.seen & bit) {
      this.sink.add('duplicate-field', `<${tag.name}> appears a second time in this <${this.entryName}>; each field may appear once.`, line, column);
      this.ignoreFrom = 3;
      return;
    }
    if (order < this.lastOrder || this.sawExtension) {
      this.sink.add(
        'field-order',
        `<${tag.name}> is out of order; the fields of <${this.entryName}> must come in the order ${this.fields.join(', ')}${this.kind === 'urlset' ? ', then extension elements' : ''}.`,
        line,
        column,
      );
    }
    this.seen |= bit;
    if (order > this.lastOrder) this.lastOrder = order;
    this.field = order;
    this.fieldText = '';
    this.fieldHasPos = false;
    this.fieldTainted = false;
    this.fieldLine = line;
    this.fieldCol = column;
    this.checkAttributes(tag, line, column);
  }

  private onText(text: string, cdata: boolean): void {
    if (this.stopped) return;
    if (!cdata) {
      // The parser has read the '<' that ends the text.
      const p = this.parser;
      this.tagLine = p.line;
      this.tagCol = p.column;
    }
    const d = this.depth;
    if (this.extFrom > 0) {
      if (cdata) {
        this.ext.text(text, this.afterLine, this.afterCol + 9);
        this.markAfter();
      } else {
        this.setTextStart(text);
        this.ext.text(text, this.fieldLine, this.fieldCol);
      }
      return;
    }
    if (d === 0 || (this.ignoreFrom > 0 && d >= this.ignoreFrom)) {
      if (cdata) this.markAfter();
      return;
    }
    if (d === 3 && this.field >= 0) {
      if (!this.fieldHasPos) {
        this.fieldHasPos = true;
        if (cdata) {
          this.fieldLine = this.afterLine;
          this.fieldCol = this.afterCol + 9; // after '<![CDATA['
        } else {
          this.setTextStart(text);
        }
      }
      this.fieldText += text;
    } else if (/\S/.test(text)) {
      const where = d === 1 ? `<${this.kind}>` : `<${this.entryName}>`;
      let line = this.afterLine;
      let col = this.afterCol;
      if (!cdata) {
        this.setTextStart(text);
        line = this.fieldLine;
        col = this.fieldCol;
      }
      this.sink.add('unexpected-text', `The text ${quote(text.trim())} is not allowed directly inside ${where}; only elements are.`, line, col);
    }
    if (cdata) this.markAfter();
  }

  /** Sets fieldLine/fieldCol to the first non-whitespace character of a text that starts at afterLine/afterCol. */
  private setTextStart(text: string): void {
    let line = this.afterLine;
    let col = this.afterCol;
    const n = text.length;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) {
        line++;
        col = 1;
      } else if (c === 32 || c === 9 || c === 13) {
        col++;
      } else break;
    }
    this.fieldLine = line;
    this.fieldCol = col;
  }

  private onClose(): void {
    if (this.stopped) return;
    this.markAfter();
    const d = this.depth--;
    if (this.extFrom > 0) {
      this.ext.close(d - this.extFrom + 1);
      if (d === this.extFrom) this.extFrom = 0;
      return;
    }
    if (this.ignoreFrom > 0) {
      if (d > this.ignoreFrom) return;
      if (d === this.ignoreFrom) {
        this.ignoreFrom = 0;
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
    const line = this.fieldLine;
    const col = this.fieldCol;
    const sink = this.sink;
    const report = (rule: string, message: string) => sink.add(rule, message, line, col);
    switch (f) {
      case LOC:
        this.locValue = value;
        this.locs.judge(value, line, col);
        break;
      case LASTMOD:
        this.lastmodValue = value;
        checkLastmod(value, this.policy, report);
        break;
      case CHANGEFREQ:
        if (sink.on('google-ignores-field')) report('google-ignores-field', 'Google ignores <changefreq>; it can be left out.');
        checkChangefreq(value, report);
        break;
      case PRIORITY:
        if (sink.on('google-ignores-field')) report('google-ignores-field', 'Google ignores <priority>; it can be left out.');
        checkPriority(value, report);
        break;
    }
  }

  private closeEntry(): void {
    this.inEntry = false;
    this.ext.endEntry(this.locValue, this.entryLine, this.entryCol);
    if ((this.seen & 1) === 0) {
      this.sink.add('missing-loc', `This <${this.entryName}> has no <loc>; every entry needs one.`, this.entryLine, this.entryCol);
    }
    if (this.options.onEntry && this.locValue !== undefined) {
      const record: EntryRecord = { loc: this.locValue, line: this.entryLine, column: this.entryCol };
      if (this.lastmodValue !== undefined) record.lastmod = this.lastmodValue;
      this.options.onEntry(record);
    }
  }
}
