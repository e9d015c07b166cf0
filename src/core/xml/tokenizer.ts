/**
 * A streaming, resumable tokenizer for XML 1.0 (fifth edition) and Namespaces in XML 1.0 (third
 * edition), checking well-formedness as it goes.
 *
 * The input is decoded text given in chunks of any size (`write`), then `end()`. The tokenizer is
 * a state machine that consumes one code point at a time, so the tokens and errors it reports are
 * the same for every split of the input into chunks: a chunk ending in the first half of a
 * surrogate pair carries it to the next chunk, and a CR ending a chunk is a line break whether or
 * not the next chunk starts with LF (XML 1.0 §2.11: CR LF and a lone CR are one LF).
 *
 * Positions are 1-based lines and columns counted in code points (an astral character is one
 * column); only LF, CR LF and a lone CR break lines (NEL and U+2028 do not, in XML 1.0). A leading
 * byte order mark (U+FEFF) is skipped and takes no column. Every token carries the position of
 * its own first character (`<` for markup, the first character or `&` of a text); every error the
 * position of the character at fault, or of the end of input for a document cut short.
 *
 * A DOCTYPE is reported as a `doctype` token and skipped without being parsed or expanded (its
 * internal subset, quoted strings, comments and processing instructions are stepped over), so the
 * rest of the document is still checked; only the predefined entities and character references
 * are decoded, and a reference to any other entity is an `entity-undeclared` error.
 *
 * Errors about the document's structure stop the tokenizer (nothing more is reported after
 * them); errors that leave the structure intact (a forbidden character, a duplicate attribute, an
 * undeclared entity or namespace prefix) are reported and the tokenizer goes on.
 */

/** Where a token or error starts: 1-based line and column, columns in code points. */
export interface XmlPosition {
  line: number;
  column: number;
}

/** The XML declaration `<?xml version="1.0" ...?>` (XML 1.0 §2.8 [23]). */
export interface XmlDeclToken extends XmlPosition {
  kind: 'xmlDecl';
  version: string;
  encoding: string | undefined;
  standalone: string | undefined;
}

/** One attribute of a start tag, its value decoded and normalised (XML 1.0 §3.3.3, CDATA). */
export interface XmlAttribute extends XmlPosition {
  /** The qualified name as written. */
  name: string;
  /** The prefix ('' for none). */
  prefix: string;
  /** The local part. */
  local: string;
  /** The namespace URI ('' for an unprefixed attribute, which is in no namespace). */
  uri: string;
  value: string;
  /** Position of the value's first character (just after the opening quote). */
  valueLine: number;
  valueColumn: number;
}

/** A start tag or empty-element tag (`selfClosing`; no end tag token follows it). */
export interface XmlStartTagToken extends XmlPosition {
  kind: 'startTag';
  name: string;
  prefix: string;
  local: string;
  /** The namespace URI the prefix (or the default namespace) is bound to, '' for none. */
  uri: string;
  attributes: XmlAttribute[];
  selfClosing: boolean;
}

/** The attribute of `tag` whose qualified name, as written, is `name`, or undefined. */
export function attributeNamed(tag: XmlStartTagToken, name: string): XmlAttribute | undefined {
  const list = tag.attributes;
  for (let i = 0; i < list.length; i++) if (list[i]!.name === name) return list[i];
  return undefined;
}

export interface XmlEndTagToken extends XmlPosition {
  kind: 'endTag';
  name: string;
}

/**
 * Character data inside the root element, references decoded and line breaks normalised to LF.
 * A text longer than `maxTextLength` code units comes in pieces: every piece but the last has
 * `partial: true`, and each piece carries the position of its own first character.
 */
export interface XmlTextToken extends XmlPosition {
  kind: 'text';
  text: string;
  partial: boolean;
  /**
   * Source position of the first character that is neither XML white space nor a character
   * reference to it (`&#10;`, `&#x20;`); for a piece that is all white space, the position just
   * after it.
   */
  contentLine: number;
  contentColumn: number;
  /** False when the piece is all white space (XML 1.0 [3] S, written or referenced). */
  content: boolean;
}

/** A CDATA section's content; long content comes in pieces as for text. */
export interface XmlCdataToken extends XmlPosition {
  kind: 'cdata';
  text: string;
  partial: boolean;
  /** As for XmlTextToken. */
  contentLine: number;
  contentColumn: number;
  content: boolean;
}

export interface XmlCommentToken extends XmlPosition {
  kind: 'comment';
  text: string;
}

export interface XmlPiToken extends XmlPosition {
  kind: 'pi';
  target: string;
  data: string;
}

/** A DOCTYPE, reported at its `<` and skipped unparsed. */
export interface XmlDoctypeToken extends XmlPosition {
  kind: 'doctype';
  name: string;
}

export type XmlToken =
  | XmlDeclToken
  | XmlStartTagToken
  | XmlEndTagToken
  | XmlTextToken
  | XmlCdataToken
  | XmlCommentToken
  | XmlPiToken
  | XmlDoctypeToken;

/**
 * A well-formedness or namespace error, or a limit exceeded: a short `code` and a message, at the
 * character at fault (or the end of input for `eof`), with what a reader needs to word it.
 */
export interface XmlError extends XmlPosition {
  code: string;
  message: string;
  /** The character at fault (a code point), where one is. */
  char?: number;
  /**
   * The name concerned: the element, attribute, prefix or entity; for `reference-malformed` the
   * reference as read up to the fault (after the `&`); for `declaration` its keyword.
   */
  name?: string;
  /** Where the construct at fault starts (its `<`, or for an attribute value its opening quote), and what it is. */
  open?: XmlOpenConstruct;
  /** For the faults found once a start tag is read whole (attributes, namespaces): where its `>` is. */
  tagEnd?: XmlPosition;
  /**
   * For `text-outside-root`: the text from its first character, up to the next `<`; for
   * `attribute-lt`: the value read before the `<` (normalised); at most 4,096 code units.
   */
  text?: string;
  /**
   * The kind of fault, for the codes that cover several: for `xml-decl-invalid` one of `char` (a
   * character no field can hold, at it), `end` (no "?>" where the declaration must end), `no-space`
   * (two fields not separated by white space), `no-equals`, `unquoted`, `unclosed` (a value without its
   * closing quote), `order` (a known field out of order), `unknown` (a field that is none of version,
   * encoding, standalone), `no-version` and `value` (a value that is not valid for its field); for
   * `tag-invalid`, `slash` (a "/" in a start tag not followed by ">"); for `ns-reserved`,
   * `xmlns-declared` (xmlns:xmlns), `xml-namespace` (the prefix xml bound to another namespace, or
   * another prefix to its namespace), `xmlns-namespace` (a declaration of the xmlns namespace) and
   * `element-xmlns` (an element with the prefix xmlns).
   */
  detail?: string;
  /**
   * For the faults of one attribute (`attribute-no-value`, `attribute-unquoted`, `attribute-lt`,
   * `attribute-duplicate`): where its name starts.
   */
  nameAt?: XmlPosition;
}

/** A construct being read when an error is found: where it starts and its kind. */
export interface XmlOpenConstruct extends XmlPosition {
  what: 'tag' | 'end tag' | 'attribute value' | 'comment' | 'cdata' | 'pi' | 'doctype' | 'markup' | 'reference';
}

/** Receives the tokens and errors in document order. */
export interface XmlHandler {
  token(token: XmlToken): void;
  error(error: XmlError): void;
  /**
   * Optional, with the fast paths only: offered the start tag of each element directly inside the
   * root that starts with `<u` (its `<` at index `lt` of `chunk`, at 1-based `line` and `column`),
   * the handler may read the whole element itself and return the index after it (it then gets no
   * token of it; the element must be well-formed, balanced, without namespace declarations and
   * whole in the chunk) and set `after` to the position of the character after it; `lt` declines.
   * The text before it has been delivered.
   */
  element?(chunk: string, lt: number, line: number, column: number, after: XmlPosition): number;
}

/** Limits on untrusted input; each exceeded limit is an error (`limit-*`) that stops the tokenizer. */
export interface XmlLimits {
  /** Deepest element nesting (the root is depth 1). Default 1,000. */
  maxDepth?: number;
  /** Most attributes on one element, namespace declarations included. Default 1,000. */
  maxAttributes?: number;
  /** Longest name (element, attribute, PI target, entity, DOCTYPE), in code units. Default 10,000. */
  maxNameLength?: number;
  /**
   * Longest text or CDATA token, in code units: longer content is delivered in pieces (see
   * XmlTextToken). At least 2. Default 1,048,576.
   */
  maxTextLength?: number;
  /**
   * Longest comment, processing instruction or attribute value, in code units: longer is a
   * `limit-text` error. Default: maxTextLength.
   */
  maxValueLength?: number;
  /**
   * Whether plain text and plain tags are read by the fast paths (default true). The tokens and
   * errors are the same either way; false reads every code point through the state machine (the
   * reference the tests compare with).
   */
  fast?: boolean;
}

export const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';
export const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';

const enum S {
  Text,
  Ref,
  Lt,
  Bang,
  BangDash,
  Literal,
  Comment,
  CommentDash,
  CommentDashDash,
  Cdata,
  CdataB1,
  CdataB2,
  PiTarget,
  PiSpace,
  PiBody,
  PiQuestion,
  TagName,
  TagSpace,
  AttrName,
  AttrEq,
  AttrQuote,
  AttrValue,
  AttrRef,
  TagSlash,
  EndName,
  EndSpace,
  DoctypeSpace,
  DoctypeName,
  DoctypeRest,
  /** `<<`: a Git merge-conflict marker (`<<<<<<<`) or a stray `<`. */
  LtLt,
  /** `<!` and a capital: a markup declaration keyword outside a DOCTYPE, or bad markup. */
  BangWord,
  /** Text outside the root element, read up to the next `<` to be reported whole. */
  Stray,
  Done,
}

const DECLARATION_KEYWORDS = new Set(['ENTITY', 'ELEMENT', 'ATTLIST', 'NOTATION']);
/** Longest stray text kept for the error (XmlError.text). */
const STRAY_TEXT = 4096;

const LF = 0x0a;
const CR = 0x0d;

function isWs(c: number): boolean {
  return c === 0x20 || c === LF || c === 0x09;
}

/** NameStartChar, XML 1.0 fifth edition [4]. */
export function isNameStartChar(c: number): boolean {
  if (c < 0x80) {
    return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || c === 0x3a;
  }
  return (
    (c >= 0xc0 && c <= 0xd6) ||
    (c >= 0xd8 && c <= 0xf6) ||
    (c >= 0xf8 && c <= 0x2ff) ||
    (c >= 0x370 && c <= 0x37d) ||
    (c >= 0x37f && c <= 0x1fff) ||
    (c >= 0x200c && c <= 0x200d) ||
    (c >= 0x2070 && c <= 0x218f) ||
    (c >= 0x2c00 && c <= 0x2fef) ||
    (c >= 0x3001 && c <= 0xd7ff) ||
    (c >= 0xf900 && c <= 0xfdcf) ||
    (c >= 0xfdf0 && c <= 0xfffd) ||
    (c >= 0x10000 && c <= 0xeffff)
  );
}

/** NameChar, XML 1.0 fifth edition [4a]. */
export function isNameChar(c: number): boolean {
  if (c < 0x80) {
    return (
      (c >= 0x61 && c <= 0x7a) ||
      (c >= 0x41 && c <= 0x5a) ||
      (c >= 0x30 && c <= 0x39) ||
      c === 0x5f ||
      c === 0x3a ||
      c === 0x2d ||
      c === 0x2e
    );
  }
  return (
    c === 0xb7 ||
    (c >= 0x300 && c <= 0x36f) ||
    (c >= 0x203f && c <= 0x2040) ||
    isNameStartChar(c)
  );
}

/** Char, XML 1.0 [2]. */
export function isXmlChar(c: number): boolean {
  return (
    (c >= 0x20 && c <= 0xd7ff) ||
    c === 0x09 ||
    c === LF ||
    c === CR ||
    (c >= 0xe000 && c <= 0xfffd) ||
    (c >= 0x10000 && c <= 0x10ffff)
  );
}

/** The attributes of a tag without any (shared: never added to). */
const NO_ATTRIBUTES: XmlAttribute[] = Object.freeze([]) as unknown as XmlAttribute[];
const NO_PENDING: PendingAttr[] = Object.freeze([]) as unknown as PendingAttr[];

/**
 * A character that may stand in the body of the XML declaration: white space, "=", quotes and the
 * characters of version, encoding and standalone names and values ([23]-[32], [80]-[81]).
 */
function isDeclarationChar(c: number): boolean {
  return (
    (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x20 || c === 0x09 || c === LF || c === 0x3d || c === 0x22 || c === 0x27 || c === 0x2e || c === 0x2d || c === 0x5f
  );
}

/** Whether the ASCII name `s.slice(from, to)` is a QName (no ":", or one between two NCNames). */
function plainQName(s: string, from: number, to: number): boolean {
  const colon = s.indexOf(':', from);
  if (colon < 0 || colon >= to) return true;
  if (colon === from || colon + 1 >= to || !isAsciiNameStart(s.charCodeAt(colon + 1))) return false;
  const second = s.indexOf(':', colon + 1);
  return second < 0 || second >= to;
}

/** An ASCII NameStartChar (XML 1.0 [4]): letters, "_" and ":". */
function isAsciiNameStart(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || c === 0x3a;
}

/** An ASCII NameChar (XML 1.0 [4a]). */
function isAsciiName(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x3a) || c === 0x5f || c === 0x2d || c === 0x2e;
}

function show(c: number): string {
  if (c < 0x20 || c === 0x7f || (c >= 0x80 && c < 0xa0) || (c >= 0xd800 && c <= 0xdfff) || c >= 0xfffe) {
    return `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return `"${String.fromCodePoint(c)}"`;
}

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };

interface PendingAttr {
  name: string;
  value: string;
  line: number;
  column: number;
  valueLine: number;
  valueColumn: number;
}

/**
 * The tokenizer. `write(chunk)` any number of times, then `end()`; tokens and errors go to the
 * handler synchronously as soon as they are complete. Never throws on bad input; throws an Error
 * only on misuse (`write` after `end`).
 */
export class XmlTokenizer {
  private readonly handler: XmlHandler;
  private readonly maxDepth: number;
  private readonly maxAttributes: number;
  private readonly maxNameLength: number;
  private readonly maxTextLength: number;
  private readonly maxValueLength: number;
  /** Whether the fast paths read plain runs of text and plain tags (off: every code point through the state machine). */
  private readonly fast: boolean;

  // Position of the next code point.
  private line = 1;
  private col = 1;
  private afterCr = false;
  private highSurrogate = -1;
  private atStart = true;
  private bomSeen = false;
  private ended = false;
  private stopped = false;

  private state: S = S.Text;
  // Start of the markup being read.
  private mLine = 1;
  private mCol = 1;
  private markupAtDocStart = false;

  // Text (and CDATA) accumulation.
  private text = '';
  private tLine = 0;
  private tCol = 0;
  /** Whether the text read so far holds a character other than white space, and where the first is. */
  private tContent = false;
  private cLine = 0;
  private cCol = 0;
  private inCdata = false;
  private keepPos = false;
  private brackets = 0;

  // Names and general buffers.
  private name = '';
  private nameLine = 0;
  private nameCol = 0;
  private buf = '';
  private bufLine = 0;
  private bufCol = 0;

  // Literal matching after `<!`.
  private literal = '';
  private literalIdx = 0;
  private literalNext: S = S.Text;

  // References.
  private ref = '';
  private refLine = 0;
  private refCol = 0;
  private refInAttr = false;

  // Tags.
  private tagName = '';
  /** Position of the `>` of the start tag being completed. */
  private endLine = 0;
  private endCol = 0;
  private attrs: PendingAttr[] = [];
  private attrName = '';
  private attrLine = 0;
  private attrCol = 0;
  private quote = 0;
  private valLine = 0;
  private valCol = 0;
  private readonly open: string[] = [];
  /** True while the "?" just read came right after a PI's target, with no space between. */
  private piBare = false;
  private rootSeen = false;
  private rootClosed = false;
  private doctypeSeen = false;

  // Namespaces: prefix -> stack of URIs; per open element, the prefixes it declared.
  private readonly bindings = new Map<string, string[]>();
  /** The names of the attributes of seenFor, the first seenCount of them (duplicateCheck). */
  private readonly seenNames = new Set<string>();
  private seenFor: readonly PendingAttr[] | undefined = undefined;
  private seenCount = 0;
  /** The position after an element the handler read (XmlHandler.element). */
  private readonly after: XmlPosition = { line: 0, column: 0 };
  /** Valid prefixed names read so far, split (at most 256). */
  private readonly prefixed = new Map<string, [string, string]>();
  /** Element and attribute names read by fastTag, by a hash of their length and characters (see intern). */
  private readonly names: (string | undefined)[] = new Array<string | undefined>(256);
  private readonly declared: (string[] | null)[] = [];

  // DOCTYPE skipping.
  private dtQuote = 0;
  private dtSubset = false;
  private dtSeq = 0; // progress through `<!--` or `<?` inside the subset
  private dtIn = 0; // 0 none, 1 comment, 2 PI
  private dtEnd = 0; // progress through `-->` or `?>`

  constructor(handler: XmlHandler, limits: XmlLimits = {}) {
    this.handler = handler;
    this.maxDepth = limits.maxDepth ?? 1000;
    this.maxAttributes = limits.maxAttributes ?? 1000;
    this.maxNameLength = limits.maxNameLength ?? 10000;
    this.maxTextLength = Math.max(2, limits.maxTextLength ?? 1 << 20);
    this.maxValueLength = limits.maxValueLength ?? this.maxTextLength;
    this.fast = limits.fast ?? true;
    this.bindings.set('xml', [XML_NAMESPACE]);
    this.bindings.set('xmlns', [XMLNS_NAMESPACE]);
  }

  /** Position of the next character to read: the end of the input given so far. */
  position(): XmlPosition {
    return { line: this.line, column: this.col };
  }

  /** Feeds the next piece of decoded text. */
  write(chunk: string): void {
    if (this.ended) throw new Error('XmlTokenizer: write after end');
    const n = chunk.length;
    const fast = this.fast;
    for (let i = 0; i < n; i++) {
      let c = chunk.charCodeAt(i);
      // A CR read last is a line end of its own unless an LF follows: past another character it is done with.
      if (this.afterCr && c !== LF && c !== CR) this.afterCr = false;
      if (fast && this.state === S.Text && this.open.length > 0 && this.highSurrogate < 0 && !this.afterCr) {
        // Fast paths (see fastText, fastTag): they read what the code point loop below would, the
        // same way, and leave to it anything else.
        if (c !== 0x3c && c !== 0x26 && c !== 0x5d && c !== CR) {
          const j = this.fastText(chunk, i);
          if (j > i) {
            i = j - 1;
            continue;
          }
        } else if (c === 0x3c) {
          const j = this.fastTag(chunk, i);
          if (j > i) {
            i = j - 1;
            continue;
          }
        }
      }
      if (this.highSurrogate >= 0) {
        const hi = this.highSurrogate;
        this.highSurrogate = -1;
        if (c >= 0xdc00 && c <= 0xdfff) {
          this.char(((hi - 0xd800) << 10) + (c - 0xdc00) + 0x10000);
          continue;
        }
        this.char(hi);
      }
      if (c >= 0xd800 && c <= 0xdbff) {
        this.highSurrogate = c;
        continue;
      }
      if (c === LF && this.afterCr) {
        this.afterCr = false;
        continue;
      }
      this.afterCr = c === CR;
      if (c === CR) c = LF;
      this.char(c);
    }
  }

  /**
   * Reads, from index `i` of `chunk` (in text inside the root), the run of characters that need
   * nothing but to be kept: XML characters other than `&`, `<`, `]`, CR, and surrogates. Returns
   * the index after the run (`i` when there is none), with the text, the position and the state
   * as the code point loop would leave them; a run that would pass maxTextLength stops at it.
   */
  private fastText(chunk: string, i: number): number {
    // After "]" the next ">" may end a "]]>", which the loop reports.
    if (this.brackets !== 0) return i;
    const n = chunk.length;
    const room = this.maxTextLength - this.text.length;
    const stop = room < n - i ? i + room : n;
    let j = i;
    let line = this.line;
    let lineStart = -1;
    for (; j < stop; j++) {
      const c = chunk.charCodeAt(j);
      if (c >= 0x20) {
        if (c === 0x3c || c === 0x26 || c === 0x5d || (c >= 0xd800 && c <= 0xdfff) || c >= 0xfffe) break;
      } else if (c === LF) {
        line++;
        lineStart = j + 1;
      } else if (c !== 0x09) break;
    }
    if (j === i) return i;
    if (this.text.length === 0) {
      this.tLine = this.line;
      this.tCol = this.col;
    }
    if (!this.tContent) {
      // The first character that is not white space, if the run has one.
      let k = i;
      let cl = this.line;
      let cc = this.col;
      for (; k < j; k++) {
        const c = chunk.charCodeAt(k);
        if (c === LF) {
          cl++;
          cc = 1;
        } else if (c === 0x20 || c === 0x09) cc++;
        else break;
      }
      if (k < j) {
        this.tContent = true;
        this.cLine = cl;
        this.cCol = cc;
      }
    }
    this.text += chunk.slice(i, j);
    this.brackets = 0;
    this.markupAtDocStart = false;
    if (lineStart >= 0) {
      this.line = line;
      this.col = j - lineStart + 1;
    } else {
      this.col += j - i;
    }
    return j;
  }

  /**
   * `chunk.slice(from, to)`, as the string read before when it is the same name (one kept per hash
   * of its length and first, middle and last characters): the names of a sitemap repeat, and are
   * then neither copied nor compared as new strings.
   */
  private intern(chunk: string, from: number, to: number): string {
    const len = to - from;
    const h = (len * 31 + chunk.charCodeAt(from) * 7 + chunk.charCodeAt(to - 1) * 3 + chunk.charCodeAt(from + (len >> 1))) & 255;
    const known = this.names[h];
    if (known !== undefined && known.length === len && chunk.startsWith(known, from)) return known;
    const name = chunk.slice(from, to);
    this.names[h] = name;
    return name;
  }

  /**
   * Reads a start or end tag at index `i` of `chunk` (its `<`, in text inside the root) when it
   * is whole in the chunk and plain: ASCII names that are QNames, attribute values in quotes
   * without `&`, `<`, tab, line ends or surrogates, white space of spaces, tabs and LF.
   * Returns the index after its `>`, with the tokens emitted as the code point loop would emit
   * them; `i` when the tag is not such a one (the loop then reads it).
   */
  private fastTag(chunk: string, i: number): number {
    const n = chunk.length;
    let j = i + 1;
    let c = chunk.charCodeAt(j);
    const end = c === 0x2f;
    if (end) {
      // Most end tags close the open element at once: "</" + its name + ">".
      const top = this.open[this.open.length - 1]!;
      const after = i + 2 + top.length;
      if (after < n && chunk.charCodeAt(after) === 0x3e && chunk.startsWith(top, i + 2)) {
        this.flushText(false);
        this.brackets = 0;
        this.mLine = this.line;
        this.mCol = this.col;
        this.name = top;
        this.nameLine = this.line;
        this.nameCol = this.col + 2;
        this.col += after - i;
        this.markupAtDocStart = false;
        this.endEndTag();
        this.col++;
        return after + 1;
      }
      c = chunk.charCodeAt(++j);
    }
    if (!(isAsciiNameStart(c))) return i;
    const nameFrom = j;
    while (j < n && isAsciiName(chunk.charCodeAt(j))) j++;
    if (j >= n || j - nameFrom > this.maxNameLength || !plainQName(chunk, nameFrom, j)) return i;
    const name = this.intern(chunk, nameFrom, j);
    let line = this.line;
    let col = this.col + (j - i);
    if (end) {
      // "</name" then white space (spaces, LF) and ">".
      for (; j < n; j++) {
        c = chunk.charCodeAt(j);
        if (c === 0x20 || c === 0x09) col++;
        else if (c === LF) {
          line++;
          col = 1;
        } else break;
      }
      if (j >= n || c !== 0x3e || this.open[this.open.length - 1] !== name) return i;
      this.flushText(false);
      this.brackets = 0;
      this.mLine = this.line;
      this.mCol = this.col;
      this.name = name;
      this.nameLine = this.line;
      this.nameCol = this.col + 2;
      this.line = line;
      this.col = col;
      this.markupAtDocStart = false;
      this.endEndTag();
      this.col++;
      return j + 1;
    }
    if (this.open.length === 1 && c === 0x75 && this.handler.element !== undefined) {
      this.flushText(false);
      this.brackets = 0;
      const after = this.after;
      const taken = this.handler.element(chunk, i, this.line, this.col, after);
      if (taken > i) {
        this.line = after.line;
        this.col = after.column;
        this.markupAtDocStart = false;
        return taken;
      }
    }
    let attrs: PendingAttr[] = NO_PENDING;
    let selfClosing = false;
    for (;;) {
      // White space, then ">", "/>" or an attribute.
      let space = false;
      for (; j < n; j++) {
        c = chunk.charCodeAt(j);
        if (c === 0x20 || c === 0x09) col++;
        else if (c === LF) {
          line++;
          col = 1;
        } else break;
        space = true;
      }
      if (j >= n) return i;
      if (c === 0x3e) break;
      if (c === 0x2f) {
        if (chunk.charCodeAt(j + 1) !== 0x3e) return i;
        selfClosing = true;
        j++;
        col++;
        break;
      }
      if (!space || !isAsciiNameStart(c) || attrs.length >= this.maxAttributes) return i;
      const aFrom = j;
      const aLine = line;
      const aCol = col;
      while (j < n && isAsciiName(chunk.charCodeAt(j))) j++;
      if (j >= n || j - aFrom > this.maxNameLength || chunk.charCodeAt(j) !== 0x3d || !plainQName(chunk, aFrom, j)) return i;
      const q = chunk.charCodeAt(j + 1);
      if (q !== 0x22 && q !== 0x27) return i;
      const vFrom = j + 2;
      let k = vFrom;
      for (; k < n; k++) {
        const v = chunk.charCodeAt(k);
        if (v === q) break;
        if (v < 0x20 || v === 0x26 || v === 0x3c || (v >= 0xd800 && v <= 0xdfff) || v >= 0xfffe) return i;
      }
      if (k >= n || k - vFrom > this.maxValueLength) return i;
      const aName = this.intern(chunk, aFrom, j);
      col += k + 1 - aFrom;
      if (attrs === NO_PENDING) attrs = [];
      else if (this.duplicateCheck(attrs, aName, aLine, aCol, aLine, col)) return i;
      attrs.push({ name: aName, value: chunk.slice(vFrom, k), line: aLine, column: aCol, valueLine: aLine, valueColumn: aCol + (vFrom - aFrom) });
      j = k + 1;
    }
    this.flushText(false);
    this.brackets = 0;
    this.mLine = this.line;
    this.mCol = this.col;
    this.tagName = name;
    this.attrs = attrs;
    this.line = line;
    this.col = col;
    this.markupAtDocStart = false;
    this.endStartTag(selfClosing);
    this.col++;
    return j + 1;
  }

  /** Reads no more tokens: from here on, `write` only keeps the position (see `position`). */
  stop(): void {
    this.stopped = true;
    this.state = S.Done;
  }

  /**
   * For input cut short (no `end`): reports the error already certain that waits for more text to
   * be reported whole (text outside the root element).
   */
  flush(): void {
    if (this.state === S.Stray && !this.stopped) this.strayEnd();
  }

  /** Ends the input: reports a document cut short, and flushes the last text. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.highSurrogate >= 0 && !this.stopped) {
      const hi = this.highSurrogate;
      this.highSurrogate = -1;
      this.char(hi);
    }
    if (this.stopped) return;
    if (this.state === S.Stray) {
      this.strayEnd();
    } else if (this.state === S.Text) {
      this.flushText(false);
      if (this.stopped) return;
      if (this.open.length > 0) {
        const name = this.open[this.open.length - 1]!;
        this.fail('eof', `The document ends before the end tag of element <${name}>.`, this.line, this.col, { name });
      } else if (!this.rootSeen) {
        this.fail('no-root', 'The document has no root element.', this.line, this.col);
      }
    } else if (this.state !== S.Done) {
      // An XML declaration cut short: a fault it already shows comes first.
      if ((this.state === S.PiBody || this.state === S.PiQuestion) && this.markupAtDocStart && this.name === 'xml' && this.xmlDecl(this.buf, true)) return;
      const quoted = this.state === S.AttrValue || this.state === S.AttrRef ? { char: this.quote } : {};
      this.fail('eof', 'The document ends inside markup that is not closed.', this.line, this.col, { open: this.openConstruct(), ...quoted });
    }
    this.stopped = true;
  }

  private badChar(c: number): void {
    const inMarkup = this.state !== S.Text && this.state !== S.Cdata && this.state !== S.Stray;
    this.report('char-invalid', `The character ${show(c)} is not allowed in XML.`, this.line, this.col, inMarkup ? { char: c, ...this.markup('markup') } : { char: c });
  }

  private report(code: string, message: string, line: number, column: number, extra?: Partial<XmlError>): void {
    this.handler.error(extra === undefined ? { code, message, line, column } : { ...extra, code, message, line, column });
  }

  private fail(code: string, message: string, line: number, column: number, extra?: Partial<XmlError>): void {
    if (this.stopped) return;
    this.stopped = true;
    this.state = S.Done;
    this.handler.error(extra === undefined ? { code, message, line, column } : { ...extra, code, message, line, column });
  }

  /** The markup being read (from its `<`), as the construct of an error. */
  private markup(what: XmlOpenConstruct['what']): { open: XmlOpenConstruct } {
    return { open: { what, line: this.mLine, column: this.mCol } };
  }

  private emit(token: XmlToken): void {
    this.handler.token(token);
  }

  /** One code point, CR already normalised to LF, at (this.line, this.col). */
  private char(c: number): void {
    if (this.atStart) {
      if (c === 0xfeff && !this.bomSeen) {
        this.bomSeen = true;
        return;
      }
      this.atStart = false;
      this.markupAtDocStart = c === 0x3c;
    } else if (this.markupAtDocStart && this.state === S.Text) {
      this.markupAtDocStart = false;
    }
    // Once stopped, only the position is kept (see `stop`).
    if (!this.stopped) {
      if (!isXmlChar(c) && this.state !== S.Stray) this.badChar(c);
      this.step(c);
    }
    if (c === LF) {
      this.line++;
      this.col = 1;
    } else {
      this.col++;
    }
  }

  /** What the markup being read at the end of input is, and where it starts. */
  private openConstruct(): XmlOpenConstruct {
    const at = (what: XmlOpenConstruct['what'], line = this.mLine, column = this.mCol): XmlOpenConstruct => ({ what, line, column });
    switch (this.state) {
      case S.Comment:
      case S.CommentDash:
      case S.CommentDashDash:
        return at('comment');
      case S.Cdata:
      case S.CdataB1:
      case S.CdataB2:
        return at('cdata');
      case S.PiTarget:
      case S.PiSpace:
      case S.PiBody:
      case S.PiQuestion:
        return at('pi');
      case S.TagName:
      case S.TagSpace:
      case S.AttrName:
      case S.AttrEq:
      case S.AttrQuote:
      case S.TagSlash:
        return at('tag');
      case S.AttrValue:
        return at('attribute value', this.valLine, this.valCol - 1);
      case S.AttrRef:
      case S.Ref:
        return at('reference', this.refLine, this.refCol);
      case S.EndName:
      case S.EndSpace:
        return at('end tag');
      case S.DoctypeSpace:
      case S.DoctypeName:
      case S.DoctypeRest:
        return at('doctype');
      default:
        return this.literalNext === S.Cdata && this.state === S.Literal ? at('cdata') : this.literalNext === S.DoctypeSpace && this.state === S.Literal ? at('doctype') : at('markup');
    }
  }

  private addText(c: number, line: number, column: number): void {
    if (this.text.length === 0) {
      if (this.keepPos) this.keepPos = false;
      else {
        this.tLine = line;
        this.tCol = column;
      }
    } else if (this.text.length + (c > 0xffff ? 2 : 1) > this.maxTextLength) {
      this.flushPiece(line, column);
      this.tLine = line;
      this.tCol = column;
    }
    if (!this.tContent && !(c === 0x20 || c === LF || c === 0x09 || c === CR)) {
      this.tContent = true;
      this.cLine = line;
      this.cCol = column;
    }
    this.text += c > 0xffff ? String.fromCodePoint(c) : String.fromCharCode(c);
  }

  /** Delivers the text read so far as a partial piece; the next character is at `line`/`column`. */
  private flushPiece(line: number, column: number): void {
    if (!this.tContent) {
      this.cLine = line;
      this.cCol = column;
    }
    if (this.inCdata) this.flushCdata(true);
    else this.flushText(true);
  }

  private addTextString(s: string, line: number, column: number): void {
    for (let i = 0; i < s.length; i++) {
      const c = s.codePointAt(i) as number;
      if (c > 0xffff) i++;
      this.addText(c, line, column);
    }
  }

  private flushText(partial: boolean): void {
    if (this.inCdata) return this.flushCdata(partial);
    if (this.text.length === 0) return;
    if (!this.tContent && !partial) {
      this.cLine = this.line;
      this.cCol = this.col;
    }
    if (this.open.length > 0) {
      this.emit({ kind: 'text', text: this.text, partial, line: this.tLine, column: this.tCol, contentLine: this.cLine, contentColumn: this.cCol, content: this.tContent });
    }
    this.text = '';
    this.tContent = false;
  }

  private flushCdata(partial: boolean): void {
    if (!this.tContent && !partial) {
      // The end of the content: the "]]>" that closes it, whose ">" is being read.
      this.cLine = this.line;
      this.cCol = this.col - 2;
    }
    this.emit({ kind: 'cdata', text: this.text, partial, line: this.tLine, column: this.tCol, contentLine: this.cLine, contentColumn: this.cCol, content: this.tContent });
    this.text = '';
    this.tContent = false;
    this.keepPos = false;
    if (!partial) this.inCdata = false;
  }

  /** Reports a name past maxNameLength; `what` is the construct the name is read in. */
  private checkNameLength(what: XmlOpenConstruct['what'] = 'tag'): boolean {
    if (this.name.length > this.maxNameLength) {
      this.fail('limit-name', `A name is longer than ${this.maxNameLength} characters.`, this.nameLine, this.nameCol, this.markup(what));
      return false;
    }
    return true;
  }

  /** Reports a comment, PI or attribute value (`what`, in words) past maxValueLength, read in the construct `kind`. */
  private checkBufLength(what: string, kind: XmlOpenConstruct['what']): boolean {
    if (this.buf.length > this.maxValueLength) {
      this.fail('limit-text', `${what} is longer than ${this.maxValueLength} characters.`, this.bufLine, this.bufCol, this.markup(kind));
      return false;
    }
    return true;
  }

  private append(c: number): void {
    this.buf += c > 0xffff ? String.fromCodePoint(c) : String.fromCharCode(c);
  }

  private startName(c: number): void {
    this.name = c > 0xffff ? String.fromCodePoint(c) : String.fromCharCode(c);
    this.nameLine = this.line;
    this.nameCol = this.col;
  }

  private addName(c: number): void {
    this.name += c > 0xffff ? String.fromCodePoint(c) : String.fromCharCode(c);
  }

  private step(c: number): void {
    switch (this.state) {
      case S.Text:
        return this.stepText(c);
      case S.Ref:
      case S.AttrRef:
        return this.stepRef(c);
      case S.Lt:
        return this.stepLt(c);
      case S.Bang:
        if (c === 0x2d) {
          this.state = S.BangDash;
        } else if (c === 0x5b) {
          // Outside the root, a CDATA section is text where none may stand: told once it is one.
          this.literal = 'CDATA[';
          this.literalIdx = 0;
          this.literalNext = S.Cdata;
          this.state = S.Literal;
        } else if (c === 0x44) {
          this.literal = 'OCTYPE';
          this.literalIdx = 0;
          this.literalNext = S.DoctypeSpace;
          this.state = S.Literal;
        } else if (c >= 0x41 && c <= 0x5a) {
          this.name = String.fromCharCode(c);
          this.state = S.BangWord;
        } else {
          this.fail('markup-invalid', `"<!" must start a comment, a CDATA section or a DOCTYPE; found ${show(c)}.`, this.line, this.col, { char: c, ...this.markup('markup') });
        }
        return;
      case S.BangDash:
        if (c !== 0x2d) {
          this.fail('markup-invalid', `A comment starts with "<!--"; found ${show(c)} after "<!-".`, this.line, this.col, { char: c, ...this.markup('markup') });
          return;
        }
        this.buf = '';
        this.bufLine = this.mLine;
        this.bufCol = this.mCol;
        this.state = S.Comment;
        return;
      case S.Literal:
        if (c !== this.literal.charCodeAt(this.literalIdx)) {
          this.fail('markup-invalid', `Expected "${this.literal.slice(this.literalIdx)}" here; found ${show(c)}.`, this.line, this.col, { char: c, ...this.markup('markup') });
          return;
        }
        if (++this.literalIdx === this.literal.length) {
          if (this.literalNext === S.Cdata && this.open.length === 0) {
            this.fail('cdata-outside-root', 'A CDATA section is only allowed inside the root element.', this.mLine, this.mCol, this.markup('markup'));
            return;
          }
          if (this.literalNext === S.DoctypeSpace && (this.rootSeen || this.doctypeSeen)) {
            this.fail('doctype-misplaced', 'A DOCTYPE is only allowed once, before the root element.', this.mLine, this.mCol, this.markup('doctype'));
            return;
          }
          this.state = this.literalNext;
          if (this.state === S.Cdata) {
            this.text = '';
            this.tLine = this.mLine;
            this.tCol = this.mCol;
            this.keepPos = true;
            this.inCdata = true;
          } else {
            this.name = '';
          }
        }
        return;
      case S.Comment:
        if (c === 0x2d) this.state = S.CommentDash;
        else this.append(c);
        this.checkBufLength('A comment', 'comment');
        return;
      case S.CommentDash:
        if (c === 0x2d) {
          this.state = S.CommentDashDash;
        } else {
          this.buf += '-';
          this.append(c);
          this.state = S.Comment;
        }
        return;
      case S.CommentDashDash:
        if (c !== 0x3e) {
          this.fail('comment-double-hyphen', '"--" is not allowed inside a comment.', this.line, this.col - 2, this.markup('comment'));
          return;
        }
        this.emit({ kind: 'comment', text: this.buf, line: this.mLine, column: this.mCol });
        this.buf = '';
        this.state = S.Text;
        return;
      case S.Cdata:
        if (c === 0x5d) {
          this.state = S.CdataB1;
          this.valLine = this.line;
          this.valCol = this.col;
        } else {
          this.addText(c, this.line, this.col);
        }
        return;
      case S.CdataB1:
        if (c === 0x5d) {
          this.state = S.CdataB2;
        } else {
          this.addText(0x5d, this.valLine, this.valCol);
          this.state = S.Cdata;
          this.step(c);
        }
        return;
      case S.CdataB2:
        if (c === 0x3e) {
          this.flushCdata(false);
          this.state = S.Text;
          this.brackets = 0;
        } else if (c === 0x5d) {
          this.addText(0x5d, this.valLine, this.valCol);
          this.valLine = this.line;
          this.valCol = this.col - 1;
        } else {
          this.addText(0x5d, this.valLine, this.valCol);
          this.addText(0x5d, this.valLine, this.valCol + 1);
          this.state = S.Cdata;
          this.step(c);
        }
        return;
      case S.PiTarget:
        return this.stepPiTarget(c);
      case S.PiSpace:
        if (isWs(c)) return;
        this.buf = '';
        this.bufLine = this.line;
        this.bufCol = this.col;
        this.state = S.PiBody;
        return this.step(c);
      case S.PiBody:
        if (c === 0x3f) {
          this.state = S.PiQuestion;
          this.valLine = this.line;
          this.valCol = this.col;
          return;
        }
        if (this.markupAtDocStart && this.name === 'xml' && !isDeclarationChar(c)) {
          // No field of the XML declaration can hold it ([23]-[32], [80]-[81]): reported where it
          // stands, unless the declaration went wrong before it.
          if (this.xmlDecl(this.buf, true)) return;
          this.fail(
            'xml-decl-invalid',
            c === 0x3e || c === 0x3c ? `The XML declaration must end with "?>"; found ${show(c)}.` : `${show(c)} cannot stand in the XML declaration.`,
            this.line,
            this.col,
            { char: c, detail: c === 0x3e || c === 0x3c ? 'end' : 'char', ...this.markup('pi') },
          );
          return;
        }
        this.append(c);
        this.checkBufLength('A processing instruction', 'pi');
        return;
      case S.PiQuestion:
        if (c === 0x3e) {
          this.endPi();
        } else if (this.piBare || (this.markupAtDocStart && this.name === 'xml')) {
          // After the target, "?" must end the PI at once ([16]); in the XML declaration, "?" stands only in "?>".
          if (!this.piBare && this.xmlDecl(this.buf, true)) return;
          this.fail(
            this.piBare ? 'pi-target-end' : 'xml-decl-invalid',
            this.piBare ? `A processing instruction target must be followed by a space or "?>"; found "?" then ${show(c)}.` : `The XML declaration must end with "?>"; found "?" then ${show(c)}.`,
            this.valLine,
            this.valCol,
            this.piBare ? { char: 0x3f, name: this.name, ...this.markup('pi') } : { char: 0x3f, name: this.name, detail: 'end', ...this.markup('pi') },
          );
        } else if (c === 0x3f) {
          this.buf += '?';
          this.checkBufLength('A processing instruction', 'pi');
        } else {
          this.buf += '?';
          this.state = S.PiBody;
          if (this.checkBufLength('A processing instruction', 'pi')) this.step(c);
        }
        return;
      case S.TagName:
        if (isNameChar(c)) {
          this.addName(c);
          this.checkNameLength();
          return;
        }
        this.tagName = this.name;
        this.attrs = [];
        this.state = S.TagSpace;
        this.qnameFault(this.name, this.nameLine, this.nameCol);
        if (this.stopped) return;
        return this.stepTagAfterName(c, true);
      case S.TagSpace:
        return this.stepTagAfterName(c, false);
      case S.AttrName:
        if (isNameChar(c)) {
          this.addName(c);
          this.checkNameLength();
          return;
        }
        this.attrName = this.name;
        this.state = S.AttrEq;
        this.qnameFault(this.name, this.nameLine, this.nameCol);
        if (this.stopped) return;
        return this.step(c);
      case S.AttrEq:
        if (isWs(c)) return;
        if (c !== 0x3d) {
          this.fail('attribute-no-value', `Attribute "${this.attrName}" needs "=" and a quoted value; found ${show(c)}.`, this.line, this.col, {
            char: c,
            name: this.attrName,
            nameAt: { line: this.attrLine, column: this.attrCol },
            ...this.markup('tag'),
          });
          return;
        }
        this.state = S.AttrQuote;
        return;
      case S.AttrQuote:
        if (isWs(c)) return;
        if (c !== 0x22 && c !== 0x27) {
          this.fail('attribute-unquoted', `The value of attribute "${this.attrName}" must be in quotes; found ${show(c)}.`, this.line, this.col, {
            char: c,
            name: this.attrName,
            nameAt: { line: this.attrLine, column: this.attrCol },
            ...this.markup('tag'),
          });
          return;
        }
        this.quote = c;
        this.buf = '';
        this.bufLine = this.attrLine;
        this.bufCol = this.attrCol;
        this.valLine = this.line;
        this.valCol = this.col + 1;
        this.state = S.AttrValue;
        return;
      case S.AttrValue:
        return this.stepAttrValue(c);
      case S.TagSlash:
        if (c !== 0x3e) {
          this.fail('tag-invalid', `"/" in a tag must be followed by ">"; found ${show(c)}.`, this.line, this.col, { char: c, detail: 'slash', ...this.markup('tag') });
          return;
        }
        this.endStartTag(true);
        return;
      case S.EndName:
        if (this.name.length === 0 && !isNameStartChar(c)) {
          this.fail('name-invalid', `An end tag name cannot start with ${show(c)}.`, this.line, this.col, { char: c, ...this.markup('end tag') });
          return;
        }
        if (isNameChar(c)) {
          this.addName(c);
          this.checkNameLength('end tag');
          return;
        }
        this.state = S.EndSpace;
        return this.step(c);
      case S.EndSpace:
        if (isWs(c)) return;
        if (c !== 0x3e) {
          this.fail('tag-invalid', `The end tag </${this.name}> must close with ">"; found ${show(c)}.`, this.line, this.col, { char: c, name: this.name, ...this.markup('end tag') });
          return;
        }
        return this.endEndTag();
      case S.DoctypeSpace:
        if (isWs(c)) {
          this.state = S.DoctypeName;
          this.name = '';
          return;
        }
        this.fail('doctype-invalid', `"<!DOCTYPE" must be followed by a space and a name; found ${show(c)}.`, this.line, this.col, { char: c, ...this.markup('doctype') });
        return;
      case S.DoctypeName:
        if (this.name.length === 0) {
          if (isWs(c)) return;
          if (!isNameStartChar(c)) {
            this.fail('name-invalid', `A DOCTYPE name cannot start with ${show(c)}.`, this.line, this.col, { char: c, ...this.markup('doctype') });
            return;
          }
          this.startName(c);
          return;
        }
        if (isNameChar(c)) {
          this.addName(c);
          this.checkNameLength('doctype');
          return;
        }
        this.dtQuote = 0;
        this.dtSubset = false;
        this.dtSeq = 0;
        this.dtIn = 0;
        this.dtEnd = 0;
        this.state = S.DoctypeRest;
        return this.step(c);
      case S.DoctypeRest:
        return this.stepDoctype(c);
      case S.Stray:
        return this.stepStray(c);
      case S.LtLt:
        if (c === 0x3c) {
          if (++this.literalIdx === 7) {
            this.fail('merge-conflict', 'A Git merge-conflict marker "<<<<<<<" starts here.', this.mLine, this.mCol, this.markup('markup'));
          }
          return;
        }
        this.fail('name-invalid', 'An element name cannot start with "<".', this.valLine, this.valCol, { char: 0x3c, ...this.markup('tag') });
        return;
      case S.BangWord:
        if (c >= 0x41 && c <= 0x5a && this.name.length < 8) {
          this.name += String.fromCharCode(c);
          return;
        }
        if (DECLARATION_KEYWORDS.has(this.name)) {
          this.fail('declaration', `A <!${this.name} declaration may only stand in a DOCTYPE.`, this.mLine, this.mCol, { name: this.name, ...this.markup('markup') });
          return;
        }
        this.fail('markup-invalid', `"<!" must start a comment, a CDATA section or a DOCTYPE; found ${show(this.name.charCodeAt(0))}.`, this.mLine, this.mCol + 2, { char: this.name.charCodeAt(0), ...this.markup('markup') });
        return;
      case S.Done:
        return;
    }
  }

  private stepText(c: number): void {
    if (c === 0x3c) {
      this.flushText(false);
      this.mLine = this.line;
      this.mCol = this.col;
      this.state = S.Lt;
      this.brackets = 0;
      return;
    }
    if (this.open.length === 0 && c !== 0x26) {
      if (isWs(c)) return;
      // Read on to the next "<" (or 4,096 characters), so that the error holds the text.
      this.state = S.Stray;
      this.buf = '';
      this.bufLine = this.line;
      this.bufCol = this.col;
      this.append(c);
      return;
    }
    if (c === 0x26) {
      this.ref = '';
      this.refLine = this.line;
      this.refCol = this.col;
      this.refInAttr = false;
      this.state = S.Ref;
      this.brackets = 0;
      return;
    }
    if (c === 0x3e && this.brackets >= 2) {
      // At its ">", where the sequence is whole.
      this.fail('text-cdata-end', '"]]>" is not allowed in text; write "]]&gt;".', this.line, this.col, { char: c });
      return;
    }
    this.brackets = c === 0x5d ? this.brackets + 1 : 0;
    this.addText(c, this.line, this.col);
  }

  private stepStray(c: number): void {
    if (c === 0x3c || this.buf.length >= STRAY_TEXT) return this.strayEnd();
    this.append(c);
  }

  private strayEnd(): void {
    this.fail(
      'text-outside-root',
      this.rootSeen ? 'Only comments and processing instructions may follow the root element.' : 'Text is not allowed before the root element.',
      this.bufLine,
      this.bufCol,
      { text: this.buf },
    );
  }

  private stepRef(c: number): void {
    if (c !== 0x3b) {
      const r = this.ref;
      let ok: boolean;
      if (r.length === 0) ok = c === 0x23 || isNameStartChar(c);
      else if (r.charCodeAt(0) === 0x23) {
        if (r.length === 1) ok = c === 0x78 || (c >= 0x30 && c <= 0x39);
        else if (r.charCodeAt(1) === 0x78) ok = (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);
        else ok = c >= 0x30 && c <= 0x39;
      } else ok = isNameChar(c);
      if (!ok) {
        this.fail('reference-malformed', `A reference starting "&" must be a name or a character number ending in ";"; found ${show(c)}.`, this.refLine, this.refCol, { char: c, name: this.ref, open: { what: 'reference', line: this.refLine, column: this.refCol } });
        return;
      }
      this.ref += c > 0xffff ? String.fromCodePoint(c) : String.fromCharCode(c);
      if (this.ref.length > this.maxNameLength + 2) {
        this.fail('limit-name', `A reference is longer than ${this.maxNameLength} characters.`, this.refLine, this.refCol, { name: this.ref, open: { what: 'reference', line: this.refLine, column: this.refCol } });
      }
      return;
    }
    const r = this.ref;
    let value = '';
    if (r.length === 0 || r === '#' || r === '#x') {
      this.fail('reference-malformed', 'A reference "&...;" cannot be empty.', this.refLine, this.refCol, { name: r, open: { what: 'reference', line: this.refLine, column: this.refCol } });
      return;
    }
    if (r.charCodeAt(0) === 0x23) {
      const hex = r.charCodeAt(1) === 0x78;
      let cp = 0;
      for (let i = hex ? 2 : 1; i < r.length && cp <= 0x10ffff; i++) {
        const d = r.charCodeAt(i);
        cp = cp * (hex ? 16 : 10) + (d <= 0x39 ? d - 0x30 : (d | 0x20) - 0x57);
      }
      if (!isXmlChar(cp)) {
        this.fail('reference-invalid-char', `The character reference "&${r};" names a character that XML does not allow.`, this.refLine, this.refCol, { name: r, open: { what: 'reference', line: this.refLine, column: this.refCol } });
        return;
      }
      value = String.fromCodePoint(cp);
    } else {
      const p = PREDEFINED[r];
      if (p === undefined) {
        this.report('entity-undeclared', `The entity "&${r};" is not declared; only &lt; &gt; &amp; &apos; &quot; and character references are.`, this.refLine, this.refCol, { name: r, open: { what: 'reference', line: this.refLine, column: this.refCol } });
      } else value = p;
    }
    if (this.refInAttr) {
      this.buf += value;
      this.checkBufLength('An attribute value', 'tag');
      this.state = S.AttrValue;
    } else if (this.open.length === 0) {
      // A whole reference outside the root: stray text, reported from its "&".
      this.state = S.Stray;
      this.buf = `&${r};`;
      this.bufLine = this.refLine;
      this.bufCol = this.refCol;
    } else {
      this.addTextString(value, this.refLine, this.refCol);
      this.state = S.Text;
    }
  }

  private stepLt(c: number): void {
    if (c === 0x21) {
      this.state = S.Bang;
      return;
    }
    if (c === 0x3f) {
      this.name = '';
      this.state = S.PiTarget;
      return;
    }
    if (c === 0x2f) {
      this.name = '';
      this.state = S.EndName;
      this.nameLine = this.line;
      this.nameCol = this.col + 1;
      return;
    }
    this.quote = 0;
    if (c === 0x3c) {
      // "<<": seven make a merge-conflict marker; fewer, a "<" that starts no name.
      this.state = S.LtLt;
      this.literalIdx = 2;
      this.valLine = this.line;
      this.valCol = this.col;
      return;
    }
    if (!isNameStartChar(c)) {
      this.fail('name-invalid', `An element name cannot start with ${show(c)}.`, this.line, this.col, { char: c, ...this.markup('tag') });
      return;
    }
    if (this.rootClosed) {
      this.fail('root-multiple', 'A document has one root element; this is a second one.', this.mLine, this.mCol, this.markup('tag'));
      return;
    }
    this.startName(c);
    this.state = S.TagName;
  }

  private stepPiTarget(c: number): void {
    if (this.name.length === 0) {
      if (!isNameStartChar(c)) {
        this.fail('pi-invalid', `A processing instruction needs a target name; found ${show(c)}.`, this.line, this.col, { char: c, ...this.markup('pi') });
        return;
      }
      this.startName(c);
      return;
    }
    if (isNameChar(c)) {
      this.addName(c);
      this.checkNameLength('pi');
      return;
    }
    if (!isWs(c) && c !== 0x3f) {
      this.fail('pi-invalid', `A processing instruction target must be followed by a space or "?>"; found ${show(c)}.`, this.line, this.col, { char: c, name: this.name, ...this.markup('pi') });
      return;
    }
    const t = this.name;
    if (t.length === 3 && (t.charCodeAt(0) | 0x20) === 0x78 && (t.charCodeAt(1) | 0x20) === 0x6d && (t.charCodeAt(2) | 0x20) === 0x6c) {
      if (!(t === 'xml' && this.markupAtDocStart)) {
        this.fail(
          t === 'xml' ? 'xml-decl-misplaced' : 'pi-target-reserved',
          t === 'xml' ? 'The XML declaration is only allowed at the very start of the document.' : `The processing instruction target "${t}" is reserved.`,
          this.mLine,
          this.mCol,
          { name: t, ...this.markup('pi') },
        );
        return;
      }
    } else if (t.indexOf(':') >= 0) {
      this.report('ns-colon', `A processing instruction target cannot contain ":" ("${t}").`, this.nameLine, this.nameCol, { name: t, ...this.markup('pi') });
    }
    this.buf = '';
    this.bufLine = this.line;
    this.bufCol = this.col;
    if (c === 0x3f) {
      this.state = S.PiQuestion;
      this.piBare = true;
      this.valLine = this.line;
      this.valCol = this.col;
      return;
    }
    this.piBare = false;
    this.state = S.PiSpace;
  }

  private endPi(): void {
    this.state = S.Text;
    this.piBare = false;
    if (this.name === 'xml' && this.markupAtDocStart) {
      this.markupAtDocStart = false;
      this.xmlDecl(this.buf);
      return;
    }
    this.emit({ kind: 'pi', target: this.name, data: this.buf, line: this.mLine, column: this.mCol });
  }

  /** Parses the pseudo-attributes of the XML declaration (XML 1.0 [23]-[32], [80]-[81]). */
  /**
   * Parses the body of the XML declaration, emitting its token. `partial`: the body read so far,
   * for a fault found before its end (a character that cannot stand there, the end of input): only
   * a fault the part already shows is reported, nothing is emitted. Returns whether it reported one.
   */
  private xmlDecl(body: string, partial = false): boolean {
    // Positions inside the body: walk it, it is already normalised.
    let line = this.bufLine;
    let col = this.bufCol;
    let i = 0;
    const n = body.length;
    const advance = (): void => {
      if (body.charCodeAt(i) === LF) {
        line++;
        col = 1;
      } else col++;
      i += body.codePointAt(i)! > 0xffff ? 2 : 1;
    };
    const fields: Record<string, string> = {};
    const order = ['version', 'encoding', 'standalone'];
    let next = 0;
    let first = true;
    // The body starts right after the target: whitespace is required before each field.
    const bad = (message: string, detail: string, key?: string): boolean => {
      // A part cut where more would decide reports nothing.
      if (partial && i >= n) return false;
      this.fail('xml-decl-invalid', message, line, col, key === undefined ? { detail, ...this.markup('pi') } : { detail, name: key, ...this.markup('pi') });
      return true;
    };
    for (;;) {
      let sawWs = false;
      while (i < n && isWs(body.charCodeAt(i))) {
        sawWs = true;
        advance();
      }
      if (i >= n) break;
      if (!sawWs && !first) {
        return bad('The fields of the XML declaration must be separated by spaces.', 'no-space');
      }
      first = false;
      const nameLine = line;
      const nameCol = col;
      let key = '';
      while (i < n && isNameChar(body.charCodeAt(i))) {
        key += body[i];
        advance();
      }
      if (partial && i >= n) return false;
      const idx = order.indexOf(key, next);
      if (key === '' || idx < 0) {
        this.fail(
          'xml-decl-invalid',
          order.includes(key) ? `"${key}" is out of order in the XML declaration (version, encoding, standalone).` : 'The XML declaration allows only version, encoding and standalone, in that order.',
          nameLine,
          nameCol,
          { detail: order.includes(key) ? 'order' : 'unknown', name: key, ...this.markup('pi') },
        );
        return true;
      }
      if (next === 0 && idx !== 0) {
        this.fail('xml-decl-invalid', 'The XML declaration must start with version.', nameLine, nameCol, { detail: 'no-version', name: key, ...this.markup('pi') });
        return true;
      }
      next = idx + 1;
      while (i < n && isWs(body.charCodeAt(i))) advance();
      if (body.charCodeAt(i) !== 0x3d) return bad(`"${key}" needs "=" and a quoted value.`, 'no-equals', key);
      advance();
      while (i < n && isWs(body.charCodeAt(i))) advance();
      const q = body.charCodeAt(i);
      if (q !== 0x22 && q !== 0x27) return bad(`The value of "${key}" must be in quotes.`, 'unquoted', key);
      advance();
      let value = '';
      while (i < n && body.charCodeAt(i) !== q) {
        const v = body.charCodeAt(i);
        // Version, encoding and standalone values are names of letters, digits, ".", "_" and "-"
        // (a space or tab in one is judged with the value, at its closing quote).
        if (!((v >= 0x61 && v <= 0x7a) || (v >= 0x41 && v <= 0x5a) || (v >= 0x30 && v <= 0x39) || v === 0x2e || v === 0x5f || v === 0x2d || v === 0x20 || v === 0x09)) {
          this.fail('xml-decl-invalid', `${show(v)} cannot stand in the ${key} of the XML declaration.`, line, col, { char: v, detail: 'char', name: key, ...this.markup('pi') });
          return true;
        }
        value += body[i];
        advance();
      }
      if (i >= n) return bad(`The value of "${key}" has no closing quote.`, 'unclosed', key);
      const qLine = line;
      const qCol = col;
      advance();
      let ok = true;
      if (key === 'version') {
        ok = value.length > 2 && value.charCodeAt(0) === 0x31 && value.charCodeAt(1) === 0x2e;
        for (let k = 2; ok && k < value.length; k++) ok = value.charCodeAt(k) >= 0x30 && value.charCodeAt(k) <= 0x39;
      } else if (key === 'encoding') {
        const a = value.charCodeAt(0) | 0x20;
        ok = value.length > 0 && a >= 0x61 && a <= 0x7a;
        for (let k = 1; ok && k < value.length; k++) {
          const e = value.charCodeAt(k);
          const l = e | 0x20;
          ok = (l >= 0x61 && l <= 0x7a) || (e >= 0x30 && e <= 0x39) || e === 0x2e || e === 0x5f || e === 0x2d;
        }
      } else ok = value === 'yes' || value === 'no';
      if (!ok) {
        // At its closing quote, where the value is known whole.
        this.fail('xml-decl-invalid', `"${value}" is not a valid ${key} in the XML declaration.`, qLine, qCol, { name: key, detail: 'value', ...this.markup('pi') });
        return true;
      }
      fields[key] = value;
    }
    if (partial) return false;
    if (fields.version === undefined) {
      this.fail('xml-decl-invalid', 'The XML declaration must give the version.', this.mLine, this.mCol, { detail: 'no-version', ...this.markup('pi') });
      return true;
    }
    this.emit({
      kind: 'xmlDecl',
      version: fields.version,
      encoding: fields.encoding,
      standalone: fields.standalone,
      line: this.mLine,
      column: this.mCol,
    });
    return false;
  }

  private stepTagAfterName(c: number, justName: boolean): void {
    if (c === 0x3e) return this.endStartTag(false);
    if (c === 0x2f) {
      this.state = S.TagSlash;
      return;
    }
    if (isWs(c)) {
      this.state = S.TagSpace;
      this.quote = -1; // marks "space seen"
      return;
    }
    if (isNameStartChar(c) && !justName && this.quote === -1) {
      this.quote = 0;
      if (this.attrs.length >= this.maxAttributes) {
        this.fail('limit-attributes', `An element has more than ${this.maxAttributes} attributes.`, this.line, this.col, this.markup('tag'));
        return;
      }
      this.startName(c);
      this.attrLine = this.line;
      this.attrCol = this.col;
      this.state = S.AttrName;
      return;
    }
    if (isNameStartChar(c)) {
      this.fail('attribute-no-space', 'Attributes must be separated by a space.', this.line, this.col, { char: c, ...this.markup('tag') });
      return;
    }
    if (!justName && (this.quote === -1 || this.attrs.length > 0)) {
      // After white space, where an attribute name may start.
      this.fail('attribute-name-invalid', `An attribute name cannot start with ${show(c)}.`, this.line, this.col, { char: c, ...this.markup('tag') });
      return;
    }
    this.fail('tag-invalid', `${show(c)} is not allowed in a tag <${this.tagName}>.`, this.line, this.col, { char: c, ...this.markup('tag') });
  }

  private stepAttrValue(c: number): void {
    if (c === this.quote) {
      this.duplicateCheck(this.attrs, this.attrName, this.attrLine, this.attrCol, this.line, this.col + 1);
      if (this.stopped) return;
      this.attrs.push({
        name: this.attrName,
        value: this.buf,
        line: this.attrLine,
        column: this.attrCol,
        valueLine: this.valLine,
        valueColumn: this.valCol,
      });
      this.buf = '';
      this.quote = 0;
      this.state = S.TagSpace;
      return;
    }
    if (c === 0x3c) {
      this.fail('attribute-lt', `"<" is not allowed in an attribute value (attribute "${this.attrName}"); write "&lt;".`, this.line, this.col, {
        char: c,
        name: this.attrName,
        nameAt: { line: this.attrLine, column: this.attrCol },
        text: this.buf.length > 4096 ? this.buf.slice(0, 4096) : this.buf,
        ...this.markup('tag'),
      });
      return;
    }
    if (c === 0x26) {
      this.ref = '';
      this.refLine = this.line;
      this.refCol = this.col;
      this.refInAttr = true;
      this.state = S.AttrRef;
      return;
    }
    if (c === LF || c === 0x09) c = 0x20;
    this.append(c);
    this.checkBufLength('An attribute value', 'tag');
  }

  private endStartTag(selfClosing: boolean): void {
    this.state = S.Text;
    const name = this.tagName;
    const attrs = this.attrs;
    this.endLine = this.line;
    this.endCol = this.col;
    let declaredHere: string[] | null = null;
    // Namespace declarations first (Namespaces 1.0 §3).
    for (const a of attrs) {
      let prefix: string | null = null;
      if (a.name === 'xmlns') prefix = '';
      else if (a.name.startsWith('xmlns:')) prefix = a.name.slice(6);
      if (prefix === null) continue;
      const v = a.value;
      if (prefix === 'xmlns') {
        this.report('ns-reserved', 'The prefix "xmlns" cannot be declared.', a.line, a.column, { name: a.name, detail: 'xmlns-declared', ...this.markup('tag'), tagEnd: { line: this.line, column: this.col } });
        continue;
      }
      if (prefix === 'xml' ? v !== XML_NAMESPACE : v === XML_NAMESPACE) {
        this.report('ns-reserved', `The prefix "xml" is bound to ${XML_NAMESPACE} and no other prefix may be.`, a.line, a.column, { name: a.name, detail: 'xml-namespace', ...this.markup('tag'), tagEnd: { line: this.line, column: this.col } });
        continue;
      }
      if (v === XMLNS_NAMESPACE) {
        this.report('ns-reserved', `No prefix may be bound to ${XMLNS_NAMESPACE}.`, a.line, a.column, { name: a.name, detail: 'xmlns-namespace', ...this.markup('tag'), tagEnd: { line: this.line, column: this.col } });
        continue;
      }
      if (prefix !== '' && v === '') {
        this.report('ns-unbind', `The prefix "${prefix}" cannot be undeclared in XML 1.0 (xmlns:${prefix}="").`, a.line, a.column, { name: prefix, ...this.markup('tag'), tagEnd: { line: this.line, column: this.col } });
        continue;
      }
      if (prefix !== '' && !this.checkNcName(prefix, a.line, a.column + 6)) continue;
      let stack = this.bindings.get(prefix);
      if (stack === undefined) {
        stack = [];
        this.bindings.set(prefix, stack);
      }
      stack.push(v);
      (declaredHere ??= []).push(prefix);
    }
    if (this.open.length >= this.maxDepth) {
      this.fail('limit-depth', `Elements are nested deeper than ${this.maxDepth}.`, this.mLine, this.mCol, this.markup('tag'));
      return;
    }
    const el = this.qname(name, this.mLine, this.mCol + 1, true);
    const out: XmlAttribute[] = attrs.length === 0 ? NO_ATTRIBUTES : [];
    const expanded = attrs.length > 1 ? new Set<string>() : undefined;
    for (const a of attrs) {
      const q = this.qname(a.name, a.line, a.column, false);
      if (q.uri !== '') {
        const key = `${q.uri} ${q.local}`;
        if (expanded?.has(key) === true && q.prefix !== 'xmlns') {
          this.report('ns-attribute-duplicate', `Attribute "${a.name}" has the same namespace and local name as another on <${name}>.`, a.line, a.column, { name: a.name, ...this.markup('tag'), tagEnd: { line: this.line, column: this.col } });
        }
        expanded?.add(key);
      }
      out.push({ name: a.name, prefix: q.prefix, local: q.local, uri: q.uri, value: a.value, line: a.line, column: a.column, valueLine: a.valueLine, valueColumn: a.valueColumn });
    }
    this.attrs = NO_PENDING;
    this.rootSeen = true;
    this.emit({ kind: 'startTag', name, prefix: el.prefix, local: el.local, uri: el.uri, attributes: out, selfClosing, line: this.mLine, column: this.mCol });
    if (this.stopped) return;
    if (selfClosing) {
      this.popBindings(declaredHere);
      if (this.open.length === 0) this.rootClosed = true;
    } else {
      this.open.push(name);
      this.declared.push(declaredHere);
    }
  }

  /**
   * XML 1.0 WFC Unique Att Spec: reports `name` (at `line`/`column`) when `attrs` already holds
   * it, once its value is read; `endLine`/`endColumn` is the character after the value's quote,
   * where the fault is known. Returns true when it reported (the fast path then leaves the tag to
   * the code point loop, which reports it the same way).
   */
  private duplicateCheck(attrs: readonly PendingAttr[], name: string, line: number, column: number, endLine: number, endColumn: number): boolean {
    let twice = false;
    if (attrs.length < 8) {
      for (let k = 0; k < attrs.length && !twice; k++) twice = attrs[k]!.name === name;
    } else {
      // Many attributes: a set of their names, filled as the list grows (linear in the tag).
      if (this.seenFor !== attrs) {
        this.seenFor = attrs;
        this.seenNames.clear();
        this.seenCount = 0;
      }
      for (; this.seenCount < attrs.length; this.seenCount++) this.seenNames.add(attrs[this.seenCount]!.name);
      twice = this.seenNames.has(name);
    }
    {
      if (twice) {
        if (this.fast && this.state === S.Text) return true;
        this.report('attribute-duplicate', `Attribute "${name}" appears twice on <${this.tagName}>.`, line, column, {
          name,
          ...this.markup('tag'),
          tagEnd: { line: endLine, column: endColumn },
        });
        return true;
      }
    }
    return false;
  }

  private popBindings(prefixes: string[] | null): void {
    if (prefixes === null) return;
    for (const p of prefixes) {
      const stack = this.bindings.get(p);
      if (stack === undefined) continue;
      stack.pop();
      // A prefix no open element declares any more is forgotten: the map holds the open ones only.
      if (stack.length === 0) this.bindings.delete(p);
    }
  }

  /** Reports `name` (read at `line`/`column`) when it is no QName: one ":" between two NCNames (Namespaces 1.0 §4). */
  private qnameFault(name: string, line: number, column: number): void {
    const colon = name.indexOf(':');
    if (colon < 0) return;
    const local = name.slice(colon + 1);
    if (colon === 0 || local.length === 0 || local.indexOf(':') >= 0 || !isNameStartChar(local.codePointAt(0)!)) {
      this.report('ns-qname', `"${name}" is not a valid qualified name: one ":" between a prefix and a local name.`, line, column, { name, ...this.markup('tag') });
    }
  }

  private checkNcName(s: string, line: number, column: number): boolean {
    if (s.length === 0 || s.indexOf(':') >= 0) {
      this.report('ns-qname', `"${s}" is not a valid namespace prefix.`, line, column, { name: s, ...this.markup('tag') });
      return false;
    }
    return true;
  }

  /** Splits a QName and resolves its prefix (Namespaces 1.0 §4, §5). */
  private qname(name: string, line: number, column: number, element: boolean): { prefix: string; local: string; uri: string } {
    const colon = name.indexOf(':');
    if (colon < 0) {
      if (!element) return { prefix: '', local: name, uri: name === 'xmlns' ? XMLNS_NAMESPACE : '' };
      const s = this.bindings.get('');
      return { prefix: '', local: name, uri: s !== undefined && s.length > 0 ? s[s.length - 1]! : '' };
    }
    const known = this.prefixed.get(name);
    if (known !== undefined) {
      // A name read before, valid: only its binding is looked up again.
      const s = this.bindings.get(known[0]);
      const uri = s !== undefined && s.length > 0 ? s[s.length - 1]! : '';
      if (uri !== '' && !(element && known[0] === 'xmlns')) return { prefix: known[0], local: known[1], uri };
    }
    const prefix = name.slice(0, colon);
    const local = name.slice(colon + 1);
    if (colon === 0 || local.length === 0 || local.indexOf(':') >= 0 || !isNameStartChar(local.codePointAt(0)!)) {
      // Reported where the name ended (qnameFault).
      return { prefix: '', local: name, uri: '' };
    }
    if (element && prefix === 'xmlns') {
      this.report('ns-reserved', `An element cannot have the prefix "xmlns" (<${name}>).`, line, column, { name, detail: 'element-xmlns', ...this.markup('tag'), tagEnd: { line: this.endLine, column: this.endCol } });
      return { prefix, local, uri: '' };
    }
    if (this.prefixed.size < 256) this.prefixed.set(name, [prefix, local]);
    const s = this.bindings.get(prefix);
    const uri = s !== undefined && s.length > 0 ? s[s.length - 1]! : '';
    if (uri === '') {
      this.report('ns-prefix-undeclared', `The namespace prefix "${prefix}" is not declared.`, line, column, { name: prefix, ...this.markup('tag'), tagEnd: { line: this.endLine, column: this.endCol } });
    }
    return { prefix, local, uri };
  }

  private endEndTag(): void {
    this.state = S.Text;
    if (this.open.length === 0) {
      this.fail('end-tag-unexpected', `The end tag </${this.name}> closes no open element.`, this.mLine, this.mCol, { name: this.name, ...this.markup('end tag') });
      return;
    }
    const expected = this.open[this.open.length - 1];
    if (expected !== this.name) {
      this.fail(
        'end-tag-mismatch',
        this.name === '' ? `Expected the end tag </${expected}>.` : `The end tag </${this.name}> does not match the start tag <${expected}>.`,
        this.mLine,
        this.mCol,
        { name: this.name, ...this.markup('end tag') },
      );
      return;
    }
    this.open.pop();
    this.popBindings(this.declared.pop() ?? null);
    this.emit({ kind: 'endTag', name: this.name, line: this.mLine, column: this.mCol });
    if (this.open.length === 0) this.rootClosed = true;
  }

  private stepDoctype(c: number): void {
    if (this.dtIn === 1) {
      // comment inside the subset: ends at "-->"
      if (c === 0x2d) this.dtEnd = this.dtEnd < 2 ? this.dtEnd + 1 : 2;
      else if (c === 0x3e && this.dtEnd === 2) {
        this.dtIn = 0;
        this.dtEnd = 0;
      } else this.dtEnd = 0;
      return;
    }
    if (this.dtIn === 2) {
      if (c === 0x3f) this.dtEnd = 1;
      else if (c === 0x3e && this.dtEnd === 1) {
        this.dtIn = 0;
        this.dtEnd = 0;
      } else this.dtEnd = 0;
      return;
    }
    if (this.dtQuote !== 0) {
      if (c === this.dtQuote) this.dtQuote = 0;
      return;
    }
    if (this.dtSubset) {
      if (this.dtSeq === 0 && c === 0x3c) {
        this.dtSeq = 1;
        return;
      }
      if (this.dtSeq === 1 && c === 0x3f) {
        this.dtSeq = 0;
        this.dtIn = 2;
        return;
      }
      if (this.dtSeq === 1 && c === 0x21) {
        this.dtSeq = 2;
        return;
      }
      if (this.dtSeq === 2 && c === 0x2d) {
        this.dtSeq = 3;
        return;
      }
      if (this.dtSeq === 3 && c === 0x2d) {
        this.dtSeq = 0;
        this.dtIn = 1;
        this.dtEnd = 0;
        return;
      }
      this.dtSeq = 0;
      if (c === 0x22 || c === 0x27) this.dtQuote = c;
      else if (c === 0x5d) this.dtSubset = false;
      return;
    }
    if (c === 0x22 || c === 0x27) this.dtQuote = c;
    else if (c === 0x5b) this.dtSubset = true;
    else if (c === 0x3e) {
      this.doctypeSeen = true;
      this.state = S.Text;
      this.emit({ kind: 'doctype', name: this.name, line: this.mLine, column: this.mCol });
    }
  }
}
