/**
 * The elements of a sitemap document, judged against the sitemap XSD (sitemap.xsd and
 * siteindex.xsd of sitemaps.org): the root (urlset, sitemap index, or an RSS / Atom feed, read by
 * ./feed.ts), its entries (url, sitemap) and their fields (loc, lastmod, changefreq, priority),
 * whose values ./loc.ts and ./fields.ts judge; elements of other namespaces inside an entry go to
 * the extension checks (./extensions/). It reads the tokens of ../xml/ in document order, from the
 * XML checker (./xml.ts), which stops it at the first well-formedness fault.
 *
 * Positions are those of the tokens: an element at its `<`, a text at its first character that is
 * not white space (nor a character reference to white space).
 *
 * Per-entry state is reset when `</url>` or `</sitemap>` closes; only the loc bookkeeping of
 * ./locset.ts grows with the file.
 */
import { NO_EXTENSIONS, type ExtensionHandler } from './extensions/handler.js';
import { checkChangefreq, checkLastmod, checkPriority, LastmodTally } from './fields.js';
import { checkLoc, wholeCharacters } from './loc.js';
import { FeedChecker, feedFormat } from './feed.js';
import { ownString } from '../site/locplaces.js';
import { LocSet } from './locset.js';
import type { Policy } from '../policy/policy.js';
import { RecentAnswers } from './recent.js';
import type { FindingSink } from './sink.js';
import { codePointCount, holdsTemplateTags, MAX_FIELD_CHARS, quote, shortName, TEMPLATE_HINT, trimXml } from '../text.js';
import { thousands } from './extensions/values.js';
import type { FileKind } from '../types.js';
import type { EntryCallback } from './entries.js';
import type { PlainEntry } from './plain.js';
import { attributeNamed, type XmlAttribute, type XmlCdataToken, type XmlStartTagToken, type XmlTextToken } from '../xml/index.js';

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
  // Most locs name pages: told by the last characters, without a new string.
  let stem = end;
  if (stem >= 3 && loc.charCodeAt(stem - 3) === 0x2e && (loc.charCodeAt(stem - 2) | 0x20) === 0x67 && (loc.charCodeAt(stem - 1) | 0x20) === 0x7a) stem -= 3;
  if (stem < 4 || loc.charCodeAt(stem - 4) !== 0x2e) return false;
  const ext = loc.slice(stem - 3, stem).toLowerCase();
  if (ext !== 'xml' && ext !== 'txt') return false;
  return loc.slice(loc.lastIndexOf('/', end - 1) + 1, stem - 4).toLowerCase().includes('sitemap');
}

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


/**
 * Reads the namespace URIs of `tag` and its attributes without the white space around them
 * (String#trim), once a declaration with such white space was reported (`namespace`): the one
 * fault gets one finding, and the elements are judged as their author meant them.
 */
function unpad(tag: XmlStartTagToken): void {
  tag.uri = tag.uri.trim();
  for (const a of tag.attributes) a.uri = a.uri.trim();
}

/** Options of the element checks. */
export interface ElementCheckOptions {
  /** Called with each entry that has a loc, as read back (loc, position, lastmod). */
  onEntry?: EntryCallback | undefined;
  /**
   * Judges extension elements inside entries, and those of known families outside them (default:
   * accepts them all).
   */
  extensions?: ExtensionHandler;
}

/**
 * An `unexpected-element` finding held while its element is open, and, when its name is one its
 * parent's parent allows, until its parent is closed: a `<url>` read inside a `<url>` is most often
 * the next entry after a `</url>` left out, which the end tag that does not match tells at the end
 * of the document (one fault, one finding).
 */
interface HeldElement {
  message: string;
  /** Position of the element's start tag (1-based; column in characters). */
  line: number;
  column: number;
  /** Depth of the element (the root is 1). */
  depth: number;
  /** Its local name when it is in the sitemap namespace, else undefined. */
  name: string | undefined;
}

/** Most findings held at once (MAX_FINDINGS_PER_FILE; a file past it is capped anyway). */
const MAX_HELD = 1000;

/** Judges the elements of one document, fed its start tags, end tags and texts in order. */
export class ElementChecker {
  kind: FileKind = 'unknown';
  entries = 0;
  /** True once the root element started, and its position. */
  sawRoot = false;
  rootLine = 1;
  rootCol = 1;

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

  private depth = 0;
  /** Start-tag positions and names of open elements, by depth. */
  private readonly openLines: number[] = [];
  private readonly openCols: number[] = [];
  private readonly openNames: string[] = [];
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
  /**
   * True once a namespace declaration had white space around its URI (reported once, at the
   * declaration): the elements are then judged as if it were written without it (see unpad).
   */
  private paddedNs = false;
  /**
   * True once an entry showed that a `<url>` without prefix or attributes is a sitemap entry here
   * (in a urlset, in the sitemap namespace or the root's): plain ones are then read whole.
   */
  plainReady = false;
  /** True while the text being read continues a piece already judged (a text longer than a token). */
  private continued = false;

  private coreNs = SITEMAP_NS;
  private fields: readonly string[] = URL_FIELDS;
  private entryName = 'url';

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
  /** The loc as written, when white space surrounds it (see EntryCallback). */
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
  private fieldLine = 0;
  private fieldCol = 0;
  /** True once the field's position is that of its first non-whitespace text (else: its start tag). */
  private fieldHasPos = false;
  private fieldTainted = false;
  /** Reports a finding at the field being closed (one function for the whole document). */
  private readonly reportField: (rule: string, message: string) => void;
  /**
   * The unexpected-element findings held (see {@link HeldElement}: while the element at fault is
   * open, and until its parent is closed when its parent's parent allows it), in document order.
   */
  private readonly held: HeldElement[] = [];
  /**
   * Past MAX_HELD, only counted, by depth: `fits` those whose element the parent of their parent
   * allows (see endTagMismatch), `other` the rest. A file past it is capped anyway.
   */
  private readonly heldOver = new Map<number, { fits: number; other: number }>();

  constructor(
    private readonly policy: Policy,
    private readonly sink: FindingSink,
    private readonly options: ElementCheckOptions = {},
  ) {
    this.locs = new LocSet(policy, sink);
    this.strict = policy.profile === 'strict';
    this.refuseExtensions = sink.on('extension-element');
    this.strictFields = this.strict && sink.on('unexpected-element');
    this.refuseFeeds = this.strict && sink.on('root-element');
    this.lastmods = sink.on('lastmod-uniform') ? new LastmodTally() : undefined;
    this.ext = options.extensions ?? NO_EXTENSIONS;
    this.reportField = (rule, message) => this.sink.add(rule, message, this.fieldLine, this.fieldCol);
  }

  /** The innermost open element: its qualified name and the position of its start tag, or undefined. */
  innermost(): { name: string; line: number; column: number } | undefined {
    const d = this.depth;
    return d > 0 ? { name: this.openNames[d]!, line: this.openLines[d]!, column: this.openCols[d]! } : undefined;
  }

  /**
   * `unexpected-element` for the start tag at `line`/`column`, at depth `depth` (the root is 1),
   * whose sitemap-namespace local name is `name` (undefined for another namespace). Held while
   * the element is open, and until its parent is closed when its parent's parent allows it (see
   * releaseClosed), then recorded; a document that ends at an end tag that does not close the
   * innermost open element drops what it explains (see {@link endTagMismatch}). Past MAX_HELD held,
   * the others are only counted (heldOver), and recorded as dropped by the cap when released.
   */
  private unexpected(message: string, line: number, column: number, depth: number, name: string | undefined): void {
    if (!this.sink.on('unexpected-element')) return;
    if (depth >= 3 && name !== undefined && this.allowedAt(depth - 2).includes(name)) {
      // An element its parent's parent allows: most often the parent's end tag was left out.
      const parent = shortName(this.openNames[depth - 1] ?? '?');
      message += ` Is the </${parent}> of the <${parent}> at line ${this.openLines[depth - 1]}, column ${this.openCols[depth - 1]} missing before it?`;
    }
    if (this.held.length < MAX_HELD) {
      this.held.push({ message, line, column, depth, name });
      return;
    }
    const over = this.heldOver.get(depth) ?? { fits: 0, other: 0 };
    if (name !== undefined && this.allowedAt(depth - 2).includes(name)) over.fits++;
    else over.other++;
    this.heldOver.set(depth, over);
  }

  /** The core names the element at `depth` (the root is 1) would allow as children: the entry in the root, the fields in an entry. */
  private allowedAt(depth: number): readonly string[] {
    return depth === 1 ? [this.entryName] : depth === 2 ? this.fields : [];
  }

  /** Records, in document order, what is held for the elements deeper than `depth`. */
  private releaseHeld(depth: number): void {
    let from = this.held.length;
    while (from > 0 && this.held[from - 1]!.depth > depth) from--;
    for (const h of this.held.splice(from)) this.sink.add('unexpected-element', h.message, h.line, h.column);
    for (const [d, over] of this.heldOver) {
      if (d <= depth) continue;
      this.sink.addDropped('unexpected-element', over.fits + over.other);
      this.heldOver.delete(d);
    }
  }

  /**
   * Records the finding held for the element at `depth` just closed (the last one held, once its
   * children's are recorded) and those counted past MAX_HELD at that depth, unless its name is one
   * the element at `depth - 2` allows: the held findings endTagMismatch can drop are those of the
   * open elements and of their children that fit.
   */
  private releaseClosed(depth: number): void {
    const fits = this.allowedAt(depth - 2);
    const last = this.held[this.held.length - 1];
    if (last !== undefined && last.depth === depth && last.line === this.openLines[depth] && last.column === this.openCols[depth] && (last.name === undefined || !fits.includes(last.name))) {
      this.held.pop();
      this.sink.add('unexpected-element', last.message, last.line, last.column);
    }
    const over = this.heldOver.get(depth);
    if (over !== undefined && over.other > 0) {
      this.sink.addDropped('unexpected-element', over.other);
      over.other = 0;
    }
  }

  /**
   * The field being read (if any) holds code that never ran (php-code): its value is not what the
   * author meant, so it is not judged, nor kept for the comparisons (one fault, one finding).
   */
  taintField(): void {
    if (this.depth === 3 && this.field >= 0 && this.extFrom === 0 && !this.feedChecker) this.fieldTainted = true;
  }

  /** Records everything held (the document ended, or stopped at another fault). */
  releaseAll(): void {
    this.releaseHeld(0);
  }

  /**
   * The document stops at the end tag `</endName>`, which does not close the innermost open
   * element E: one fault (end tags missing or misspelt, or E itself misnamed), so the held
   * findings it explains are dropped: E's own, and those of the elements inside an element the end
   * tag leaves unclosed that this one's parent allows (the `<url>` after a `</url>` left out, read
   * as inside the `<url>` before it; every `<url>` after it when each `</url>` is left out). The
   * end tag leaves unclosed the elements inside the innermost open one of its name, or E alone
   * when none is of its name (a misspelt end tag). The rest is recorded. Returns, for the message,
   * the first of those elements dropped (`child`, with the open element it starts in, `parent`)
   * and E's own finding (`self`), when there are.
   */
  endTagMismatch(endName: string): { child?: { name: string; line: number; column: number; parent: { name: string; line: number; column: number } }; self?: string } {
    const d = this.depth;
    const out: { child?: { name: string; line: number; column: number; parent: { name: string; line: number; column: number } }; self?: string } = {};
    let from = d;
    for (let k = d - 1; k >= 1; k--) {
      if (this.openNames[k] === endName) {
        from = k + 1;
        break;
      }
    }
    // A held finding is of an open element, or of a closed one whose parent is open (the parent's
    // end tag records it): its depth is at most d + 1, and the element at depth - 1 is open.
    for (const [depth, o] of this.heldOver) if (depth > from) o.fits = 0;
    const kept = this.held.filter((h) => {
      if (h.depth > from && h.name !== undefined && this.allowedAt(h.depth - 2).includes(h.name)) {
        const p = h.depth - 1;
        out.child ??= { name: h.name, line: h.line, column: h.column, parent: { name: this.openNames[p]!, line: this.openLines[p]!, column: this.openCols[p]! } };
        return false;
      }
      if (h.depth === d && h.line === this.openLines[d] && h.column === this.openCols[d]) {
        out.self = h.message;
        return false;
      }
      return true;
    });
    this.held.length = 0;
    this.held.push(...kept);
    this.releaseAll();
    return out;
  }

  /** The local name of `tag` when it is in the sitemap namespace (or the root's), else undefined; reports nothing. */
  private plainCoreName(tag: XmlStartTagToken): string | undefined {
    return tag.uri === this.coreNs || tag.uri === SITEMAP_NS ? tag.local : undefined;
  }

  private checkAttributes(tag: XmlStartTagToken, line: number, column: number): void {
    const list = tag.attributes;
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
   * `namespace` for a namespace declaration whose URI has whitespace around it: a namespace name
   * is the attribute's normalised value as written (Namespaces in XML 1.0 section 3), so xmllint
   * and schema validators put the element in another namespace than the author meant. Reported
   * once here; the elements are then judged with the URI trimmed (unpad).
   */
  private checkDeclarations(tag: XmlStartTagToken, attributes: readonly XmlAttribute[], line: number, column: number): void {
    for (let i = 0; i < attributes.length; i++) {
      const a = attributes[i]!;
      if ((a.prefix !== 'xmlns' && a.name !== 'xmlns') || a.value === '') continue;
      const trimmed = a.value.trim();
      if (trimmed === a.value) continue;
      this.paddedNs = true;
      this.sink.add(
        'namespace',
        `The namespace declaration ${shortName(a.name)}=${quote(a.value, 100)} on <${shortName(tag.name)}> has whitespace around the URI; XML and schema validators read the URI with it, so the elements are in another namespace. Write ${quote(trimmed, 100)}.`,
        line,
        column,
      );
    }
  }

  /** The core-element name of `tag`, reporting a near-miss namespace; undefined for other namespaces. */
  private coreName(tag: XmlStartTagToken, line: number, column: number): string | undefined {
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

  /** A start tag (for an empty-element tag, `close` follows at once). */
  open(tag: XmlStartTagToken): void {
    const line = tag.line;
    const column = tag.column;
    const d = ++this.depth;
    this.openLines[d] = line;
    this.openCols[d] = column;
    this.openNames[d] = tag.name;
    const attributes = tag.attributes;
    if (attributes.length > 0) this.checkDeclarations(tag, attributes, line, column);
    if (this.paddedNs) unpad(tag);
    if (this.feedChecker) return this.feedChecker.open(tag, d, line, column);
    if (this.extFrom > 0) return this.ext.open(tag, d - this.extFrom + 1, line, column, attributes);
    if (this.ignoreFrom > 0 && d >= this.ignoreFrom) {
      if (this.strayWalk && this.straySkip === 0) this.openStray(tag, d, line, column);
      return;
    }
    if (d === 1) return this.openRoot(tag, line, column);
    if (d === 2) return this.openEntry(tag, line, column);
    if (d === 3) return this.openField(tag, line, column);
    // Inside a field: fields hold text only.
    const parent = this.fields[this.field] ?? 'field';
    this.unexpected(`<${shortName(tag.name)}> is not allowed inside <${parent}>, which holds only text.`, line, column, d, this.plainCoreName(tag));
    this.fieldTainted = true;
    this.ignoreFrom = d;
  }

  /**
   * An element inside an element of another namespace outside any entry: a known extension element
   * there describes no page either (the handler reports it, and its subtree is skipped).
   */
  private openStray(tag: XmlStartTagToken, d: number, line: number, column: number): void {
    const parent = `<${shortName(this.openNames[d - 1] ?? '?')}>`;
    const where = this.kind === 'sitemapindex' ? `inside ${parent} in a sitemap index` : `inside ${parent}, outside any <${this.entryName}>`;
    if (this.ext.outside(tag, where, line, column)) this.straySkip = d;
  }

  private openRoot(tag: XmlStartTagToken, line: number, column: number): void {
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
  private openFeed(tag: XmlStartTagToken, format: 'rss' | 'atom' | 'atom03', line: number, column: number): void {
    const what = format === 'rss' ? 'an RSS feed' : format === 'atom' ? 'an Atom 1.0 feed' : 'an Atom 0.3 feed';
    if (this.refuseFeeds) {
      this.sink.add('root-element', `The root element <${shortName(tag.name)}> makes this ${what}; the strict profile accepts only <urlset>.`, line, column);
      this.ignoreFrom = 1;
      return;
    }
    if (format === 'rss') {
      const version = attributeNamed(tag, 'version')?.value;
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

  private openEntry(tag: XmlStartTagToken, line: number, column: number): void {
    const name = this.coreName(tag, line, column);
    if (name === this.entryName) {
      // A <url> without prefix or attributes (so without declarations of its own) in the sitemap
      // namespace (or the root's): the default namespace of the root's content is that one, so
      // later ones like it are in it too, and may be read whole (takePlain).
      if (!this.plainReady && this.kind === 'urlset' && tag.prefix === '' && tag.attributes.length === 0) {
        this.plainReady = tag.uri === this.coreNs || tag.uri === SITEMAP_NS;
      }
      this.beginEntry(line, column);
      this.checkAttributes(tag, line, column);
      return;
    }
    this.ignoreFrom = 2;
    if (name !== undefined) {
      this.unexpected(`<${shortName(tag.name)}> is not allowed in <${this.kind}>, which holds only <${this.entryName}> entries.${caseHint(name, [this.entryName])}`, line, column, 2, name);
    } else if (tag.uri === '') {
      this.unexpected(`<${shortName(tag.name)}> is in no namespace; <${this.kind}> holds only <${this.entryName}> entries (and, before them, elements of other namespaces).`, line, column, 2, undefined);
    } else if (this.refuseExtensions) {
      this.refuseExtension(tag, line, column);
    } else if (this.ext.outside(tag, `directly in <${this.kind}>${this.entries > 0 ? `, after a <${this.entryName}>` : ''}`, line, column)) {
      // A known extension element, which describes a page only inside a <url>: reported as such.
    } else {
      if (this.entries > 0) {
        this.unexpected(`<${shortName(tag.name)}> comes after a <${this.entryName}>; the schema allows elements of other namespaces in <${this.kind}> only before the first entry.`, line, column, 2, undefined);
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
   * A plain `<url>` read whole (see ./plain.ts), judged as its tokens would have been: open and
   * openEntry for the `<url>`, openField, the field's text and closeField for each field, close and
   * closeEntry for the `</url>`, the white space between them being nothing to report. Declines it
   * (false: the tokenizer reads it token by token) unless this is a urlset whose entries are in
   * the sitemap namespace or the root's (plainReady), read directly inside the root with nothing
   * ignored, the profile accepts its fields and no text is longer than what a field keeps.
   */
  takePlain(e: PlainEntry): boolean {
    if (!this.plainReady || this.depth !== 1 || this.ignoreFrom !== 0 || this.extFrom !== 0 || this.feedChecker !== undefined) return false;
    // The strict profile refuses changefreq and priority (unexpected-element).
    if (this.strictFields && e.fields > 3) return false;
    // A text longer than what a field keeps is cut as it is read (addFieldText).
    for (let k = 0; k < e.count; k++) if (e.value[k]!.length > MAX_FIELD_CHARS) return false;
    this.continued = false;
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
      this.fieldHasPos = true;
      this.fieldTainted = false;
      this.fieldLine = e.fieldLine[k]!;
      this.fieldCol = e.textColumn[k]!;
      this.closeField();
    }
    this.closeEntry();
    return true;
  }

  /** Reports an extension element that the policy refuses (`extension-element`). */
  private refuseExtension(tag: XmlStartTagToken, line: number, column: number): void {
    const who = this.strict ? 'the strict profile does' : 'the policy (extension-element) does';
    this.sink.add('extension-element', `<${shortName(tag.name)}> (${quote(tag.uri, 100)}) is an extension element, which ${who} not accept.`, line, column);
  }

  private openField(tag: XmlStartTagToken, line: number, column: number): void {
    const name = this.coreName(tag, line, column);
    const order = name === undefined ? -1 : this.fields.indexOf(name);
    if (order < 0 || (this.strictFields && order > LASTMOD)) {
      this.ignoreFrom = 3;
      if (name !== undefined) {
        const allowed = this.strictFields ? 'loc then lastmod' : this.fields.join(', ');
        // Only a field the schema allows (changefreq, priority) is refused by the strict profile;
        // an element the schema does not define (<LOC>, <url> in <sitemap>) is refused by both.
        const byStrict = this.strictFields && order > LASTMOD;
        this.unexpected(
          `<${shortName(tag.name)}> is not allowed in <${this.entryName}>${byStrict ? ' by the strict profile' : ''}; the fields are ${allowed}.${caseHint(name, this.strictFields ? this.fields.slice(0, LASTMOD + 1) : this.fields)}`,
          line,
          column,
          3,
          name,
        );
      } else if (tag.uri === '') {
        this.unexpected(`<${shortName(tag.name)}> is in no namespace; after its fields, <${this.entryName}> allows only elements of other namespaces.`, line, column, 3, undefined);
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
          this.ext.open(tag, 1, line, column, tag.attributes);
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
    this.fieldHasPos = false;
    this.fieldTainted = false;
    this.fieldLine = line;
    this.fieldCol = column;
    this.checkAttributes(tag, line, column);
  }

  /** Character data or a CDATA section (or a piece of a long one) inside the root. */
  text(t: XmlTextToken | XmlCdataToken): void {
    const continued = this.continued;
    this.continued = t.partial;
    const d = this.depth;
    if (this.feedChecker) {
      this.feedChecker.text(t.text, t.contentLine, t.contentColumn, !t.content);
    } else if (this.extFrom > 0) {
      this.ext.text(t.text, t.contentLine, t.contentColumn);
    } else if (this.ignoreFrom > 0 && d >= this.ignoreFrom) {
      // Ignored subtrees are reported at their start.
    } else if (d === 3 && this.field >= 0) {
      this.addFieldText(t);
    } else if (t.content && !continued) {
      const text = t.text;
      const where = d === 1 ? `<${this.kind}>` : `<${this.entryName}>`;
      // A URL written straight into an entry lacks its <loc> tags; a loop of a layout
      // (`{% for page in site.pages %}`) says the file is a template.
      const hint = holdsTemplateTags(text)
        ? TEMPLATE_HINT.replace('The value holds', 'The text holds')
        : d === 2 && /^\s*[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(text)
          ? " Is it the entry's URL? Put it inside <loc>...</loc>."
          : '';
      this.sink.add('unexpected-text', `The text ${quote(trimXml(text))} is not allowed directly inside ${where}; only elements are.${hint}`, t.contentLine, t.contentColumn);
    }
  }

  /** Appends a text of the field being read (the first MAX_FIELD_CHARS are kept, the rest counted). */
  private addFieldText(t: XmlTextToken | XmlCdataToken): void {
    const text = t.text;
    if (!this.fieldHasPos && t.content) {
      this.fieldHasPos = true;
      this.fieldLine = t.contentLine;
      this.fieldCol = t.contentColumn;
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

  /** An end tag (or the end of an empty-element tag). */
  close(): void {
    this.continued = false;
    const d = this.depth--;
    // The element at depth d is closed: what was held for its children is a finding of its own.
    if (this.held.length > 0 && this.held[this.held.length - 1]!.depth > d) this.releaseHeld(d);
    // So is its own, unless its parent's parent allows it (only then can a later end tag that
    // does not match explain it: see endTagMismatch). Recorded now, a stray element's finding
    // keeps its place in the file's order, which the cap of the file's findings keeps.
    if (this.held.length > 0 || this.heldOver.size > 0) this.releaseClosed(d);
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

  /** The document ended well-formed: the judgements of the whole document. */
  end(): void {
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
          // white space around it, a copy of its own: a text may be a view into the chunk it came
          // from, and a padded loc kept whole made memory grow with the padding.
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
