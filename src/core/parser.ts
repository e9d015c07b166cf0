/**
 * The saxes parser as the checks use it: every event handler slot declared up front, and faster
 * equivalents of saxes's hottest internal methods (reading names, text and attribute values,
 * opening tags, resolving namespaces); test/parser.test.ts holds them to plain saxes.
 *
 * saxes stores handlers as properties added by `on()`. Added after construction, six or more of
 * them push the parser object out of V8's fast-property layout, and every field access in the
 * parser's per-character loop slows down about fivefold (measured: 50,000-url sitemap, 0.17 s
 * with the slots declared, 0.87 s without). Declaring the slots as class fields gives the object
 * its final shape in the constructor.
 */
import { SaxesParser, type SaxesAttributeNS, type SaxesOptions, type SaxesTagNS } from 'saxes';

const NO_ATTRIBUTES: readonly SaxesAttributeNS[] = [];

/**
 * Options used for every sitemap: namespaces resolved, positions tracked, and XML 1.0 whatever
 * version the XML declaration names. XML 1.0 (5th edition, 2.8) has a 1.0 processor read a
 * document that declares another 1.x version as 1.0, as xmllint does ("Unsupported version
 * '1.1'"); read as XML 1.1, NEL (U+0085) and U+2028 would end lines (and become line feeds in
 * values), so positions would leave the lines of the file (LF, CR LF, CR) that editors and
 * annotations count. Sitemaps need nothing of XML 1.1.
 */
export type SitemapParserOptions = SaxesOptions & { xmlns: true; position: true; defaultXMLVersion: '1.0'; forceXMLVersion: true };

/**
 * A SaxesParser whose handler slots exist from construction, with faster versions of saxes's
 * hottest methods (below). Events, payload values, errors and positions are saxes's. Three things
 * differ for a handler: the `ns` of a tag is one shared, frozen empty object until the tag's
 * first namespace declaration (read it, never write it; one read at opentagstart does not see the
 * declarations); an open tag and an attribute carry all their fields (`prefix`, `local`, `uri`,
 * `isSelfClosing`) from the start, with saxes's values once resolved; and a tag's `attributes` is
 * an accessor of its class, not an own property (Object.keys, JSON.stringify and spreading a tag
 * show two internal fields instead). With `plainHook` set, a plain `<url>` element the hook takes
 * gives no events at all.
 */
export class SitemapSaxesParser extends SaxesParser<SitemapParserOptions> {
  /**
   * The attributes of the tag of the current open-tag event, in document order, namespaces
   * resolved: the list saxes builds `tag.attributes` from. Walking this array is several times
   * cheaper than a for-in over `tag.attributes` (a prototype-less dictionary object).
   */
  attributeList: readonly SaxesAttributeNS[] = NO_ATTRIBUTES;

  /**
   * Takes a plain `<url>` element read whole ({@link PlainEntry}) in place of its events, or
   * declines it (returns false; the parser then reads the element as usual, event by event).
   * Called for a `<url>` directly inside the root; while it runs, the parser has not read past its
   * `<` (it is at the `<`, or before the white space in front of it). The text before the `<url>`
   * is handed over first, unless it is only spaces, tabs and line ends (LF, CR LF, CR) and none of
   * it is pending from an earlier chunk: such text is handed over only when the hook declines.
   * Undefined: never called.
   */
  plainHook: ((entry: PlainEntry) => boolean) | undefined = undefined;
  /** The record handed to plainHook (one per parser, overwritten for each element). */
  readonly plainEntry = new PlainEntry();
  /** Document offset of the `<` of the element readPlainEntries offered after a taken one and saw declined (-1: none). */
  plainDeclined = -1;

  constructor() {
    super({ xmlns: true, position: true, defaultXMLVersion: '1.0', forceXMLVersion: true });
    // Named stores (not a loop of keyed stores), so V8 keeps a fast, fixed shape. The names are
    // those saxes uses internally (EVENT_NAME_TO_HANDLER_NAME in saxes.js).
    const slots = this as unknown as Record<string, undefined>;
    slots.xmldeclHandler = undefined;
    slots.textHandler = undefined;
    slots.piHandler = undefined;
    slots.doctypeHandler = undefined;
    slots.commentHandler = undefined;
    slots.openTagStartHandler = undefined;
    slots.attributeHandler = undefined;
    slots.openTagHandler = undefined;
    slots.closeTagHandler = undefined;
    slots.cdataHandler = undefined;
    slots.errorHandler = undefined;
    slots.endHandler = undefined;
    slots.readyHandler = undefined;
    // saxes resolves the attributes of each tag in processAttribs (set by its constructor) from
    // its internal attribList; keep a reference to that list for the open-tag handler.
    const internals = this as unknown as { processAttribs: () => void; attribList: SaxesAttributeNS[] };
    const process = internals.processAttribs;
    internals.processAttribs = () => {
      this.attributeList = internals.attribList;
      process.call(this);
    };
  }

  /**
   * The code point of the last character the parser read: inside an error handler, the character
   * a "disallowed character" error is about. Undefined when the last read was past the end of the
   * chunk. A lone surrogate is returned as its code unit.
   */
  lastCharacter(): number | undefined {
    const s = this as unknown as SaxesInternals;
    return s.chunk.codePointAt(s.prevI);
  }
}

/**
 * The parts of saxes's internal state that the fast paths below read and write (and the plain
 * entry fields of SitemapSaxesParser, its own). Names and meanings are saxes 6's (saxes.js):
 * `chunk` is the string being parsed, `i` the index (UTF-16 code units) of the next character,
 * `line` its 1-based line, `column` its 0-based column in Unicode characters, `text` and `name`
 * the pending text and name, `q` the quote of the attribute value being read.
 */
interface SaxesInternals {
  chunk: string;
  state: number;
  /** Offset (UTF-16 code units) of `chunk` in the document, and of the start of the current line. */
  chunkPosition: number;
  positionAtNewLine: number;
  i: number;
  /** Index of the last character read (set by every read, also at the end of the chunk). */
  prevI: number;
  line: number;
  column: number;
  text: string;
  name: string;
  q: number | null;
  forbiddenState: number;
  textHandler: ((text: string) => void) | undefined;
  tags: unknown[];
  topNS: Record<string, string>;
  plainHook: ((entry: PlainEntry) => boolean) | undefined;
  plainEntry: PlainEntry;
  plainDeclined: number;
}

/** saxes's value of `forbiddenState` after any character other than `]` (the `]]>` check). */
const FORBIDDEN_START = 0;

type Step = (this: SaxesInternals) => number | void;

/**
 * ASCII table for the fast paths: 1 for a character that saxes's loop would only count (one
 * column, no state change), 0 for one it must see.
 */
function asciiTable(counted: (code: number) => boolean): Uint8Array {
  const table = new Uint8Array(128);
  for (let code = 0; code < 128; code++) table[code] = counted(code) ? 1 : 0;
  return table;
}

/** Name characters of XML 1.0 (5th edition) production [4a] within ASCII. */
const NAME_ASCII = asciiTable((c) => /[A-Za-z0-9_.:-]/.test(String.fromCharCode(c)));
/** Text characters saxes's text loop only counts: tab, and space and up but `<`, `&`, `]`, `>`. */
const TEXT_ASCII = asciiTable((c) => (c >= 0x20 || c === 0x09) && c !== 0x3c && c !== 0x26 && c !== 0x5d && c !== 0x3e);

/*
 * saxes reads every character through a method call that updates its position (getCode). In a
 * 50,000-url sitemap most characters are names and plain text that need nothing but a column
 * count (or, for a line feed in text, a new line), so the three loops that read them first skip
 * such a run at once (a loop over the characters, or for a long run a native regular-expression
 * search), account for it exactly as saxes's loop would have (line, column, index, pending text
 * or name, the `]]>` state), read the character that ends the run when it is a plain one (the
 * `>`, `=` or space after a name, the `<` after a text), and otherwise hand over to saxes's own
 * method: everything special (carriage returns, line breaks in names and attribute values,
 * references, `]]>`, surrogates, forbidden characters) keeps saxes's handling.
 * test/parser.test.ts compares events, errors, exceptions and positions with a plain SaxesParser.
 */
const prototype = SitemapSaxesParser.prototype as unknown as Record<string, Step>;
const base = SaxesParser.prototype as unknown as Record<string, Step | undefined>;

/** saxes's own method `name`; throws at load when saxes no longer has it (another major version). */
function baseMethod(name: string): Step {
  const method = base[name];
  if (typeof method !== 'function') throw new Error(`saxes has no method ${name}: the parser fast paths need saxes 6`);
  return method;
}

const baseCaptureNameChars = baseMethod('captureNameChars');
prototype.captureNameChars = function captureNameChars(this: SaxesInternals): number {
  const start = this.i;
  const chunk = this.chunk;
  const length = chunk.length;
  let end = start;
  // Only ASCII: other name characters need saxes's tables.
  while (end < length) {
    const code = chunk.charCodeAt(end);
    if (code >= 128 || NAME_ASCII[code] === 0) break;
    end++;
  }
  if (end === start) return baseCaptureNameChars.call(this) as number;
  // A run of ASCII name characters: no line break inside, one column each.
  const name = this.name;
  this.name = name + chunk.slice(start, end);
  this.i = end;
  const next = end < length ? chunk.charCodeAt(end) : -1;
  if (next >= 0x20 ? next < 128 : next === 0x09) {
    // The name ends at an ASCII character (`>`, `/`, `=`, a space, a tab): read it as getCode
    // does (one column) and return it, as saxes's method would.
    this.column += end - start + 1;
    this.prevI = end;
    this.i = end + 1;
    return next;
  }
  this.column += end - start;
  try {
    return baseCaptureNameChars.call(this) as number;
  } catch (error) {
    // saxes adds the characters it read to the name only when it returns: when a forbidden
    // character throws first (no error handler), the name is as before the call.
    this.name = name;
    throw error;
  }
};

/** saxes's state after a '<' in text (S_OPEN_WAKA). */
const S_OPEN_WAKA = stateOf('sOpenWaka');
/** Characters of a text run read one by one before the search by TEXT_STOP takes over. */
const QUICK_CHARS = 16;
/**
 * A character that ends a run of text (TEXT_ASCII's set, plus surrogates and up) or a line feed:
 * every character but tab, space to U+D7FF, less `&`, `<`, `>` and `]`.
 */
const TEXT_STOP = /[^\t\x20-\x25\x27-\x3b\x3d\x3f-\x5c\x5e-\ud7ff]/g;

/** saxes's state between markup (S_TEXT): after the `>` of a tag. */
const S_TEXT = stateOf('sText');

/** The fields of a plain `<url>`, in the order the sitemap schema gives them (their index is their number). */
const PLAIN_FIELDS = ['loc', 'lastmod', 'changefreq', 'priority'] as const;
/** Lengths of the start and end tags of each field. */
const OPEN_LENGTH = PLAIN_FIELDS.map((name) => name.length + 2);
const CLOSE_LENGTH = PLAIN_FIELDS.map((name) => name.length + 3);

/**
 * A plain `<url>` element ({@link PlainEntry}), from its `<`: capture 1 the white space after
 * `<url>`, then for each field in order its text (2, 4, 6, 8) and the white space after it (3, 5,
 * 7, 9). A text is characters TEXT_STOP does not stop at (one line), the first not a space or tab.
 * One native match per element; the positions follow from the lengths of the captures.
 */
const PLAIN_ENTRY = (() => {
  const text = '([\\x21-\\x25\\x27-\\x3b\\x3d\\x3f-\\x5c\\x5e-\\ud7ff][\\t\\x20-\\x25\\x27-\\x3b\\x3d\\x3f-\\x5c\\x5e-\\ud7ff]*)';
  const space = '([ \\t\\n\\r]*)';
  const field = (name: string, optional: boolean) => `${optional ? '(?:' : ''}<${name}>${text}</${name}>${space}${optional ? ')?' : ''}`;
  return new RegExp(`<url>${space}${field('loc', false)}${field('lastmod', true)}${field('changefreq', true)}${field('priority', true)}</url>`, 'y');
})();

/**
 * A plain `<url>` element, read whole: the start tag `<url>` and end tag `</url>` exactly, no
 * attributes, and inside only `<loc>` then, each optional, `<lastmod>`, `<changefreq>` and
 * `<priority>` (tags exactly so), separated by spaces, tabs and line ends. Each field holds text
 * of one line that starts with a character other than space or tab and needs no second look from
 * saxes (no `&`, `<`, `>`, `]`, C0 control character but tab, surrogate or character from U+E000
 * up; see TEXT_STOP). Nothing in such an element can be a well-formedness error, and it declares
 * no namespace, so its events and positions follow from the text alone. Lines and columns are
 * 1-based, columns in characters (one per UTF-16 code unit: there are no surrogates).
 */
export class PlainEntry {
  /** Position of the `<` of `<url>`. */
  line = 0;
  column = 0;
  /** Number of fields (1 to 4). */
  count = 0;
  /** For each field in document order: its number (0 loc, 1 lastmod, 2 changefreq, 3 priority). */
  readonly field = new Int32Array(4);
  /** For each field: the line of its start tag and text, and the column of its text. */
  readonly fieldLine = new Int32Array(4);
  readonly textColumn = new Int32Array(4);
  /** For each field: its text (never empty). */
  readonly value: string[] = ['', '', '', ''];
  /** Position of the character after the `>` of `</url>`, and its offset in the document (UTF-16 code units). */
  afterLine = 0;
  afterColumn = 0;
  afterPosition = 0;
  /** Bit per field present (1 << its number). */
  fields = 0;
}

/**
 * Reads the plain `<url>` element ({@link PlainEntry}) whose `<` is at `lt` in the chunk (at
 * 1-based `line` and `column`; `lineStart` as for {@link readPlainEntry}), all of it in the chunk,
 * and offers it to the plain hook; then, while the hook takes them, the plain `<url>` elements
 * after it with only white space between. After each element taken, the parser's state is past
 * its `</url>` exactly as saxes's own loop leaves it there (index, line, column, the offset of
 * the line, state S_TEXT, no pending text, the `]]>` state reset, the innermost declarations
 * those of a tag without any), and saxes reads on from there when the next one is not taken.
 * Returns whether the first was taken. The parser is at the `<` (read, state S_OPEN_WAKA) or
 * before the white space in front of it (state S_TEXT); it stays so when the first element is not
 * plain or the hook declines it.
 */
function readPlainEntries(p: SaxesInternals, lt: number, line: number, column: number, lineStart: number): boolean {
  // An element offered by the loop below and declined is not offered again when saxes's loop
  // comes back to it. (An element that is not plain costs one failed match, which stops where
  // the element stops being plain: a sitemap of alternates pays no measurable time for it.)
  const declined = p.chunkPosition + lt === p.plainDeclined;
  p.plainDeclined = -1;
  if (declined || !readPlainEntry(p, lt, line, column, lineStart)) return false;
  // The white space after a taken element, and the `<url>` after it: offered at once, without
  // saxes's loop (the white space is handed over as text by that loop when the offer fails).
  for (;;) {
    const next = readSpace(p, p.i, p.line, p.column);
    if (next < 0) return true;
    if (!readPlainEntry(p, next, space.line, space.column + 1, space.lineStart)) {
      p.plainDeclined = p.chunkPosition + next;
      return true;
    }
  }
}

/** Where readSpace stopped: line, saxes's column (of the last character read), index after the last line end (-1: none). */
const space = { line: 0, column: 0, lineStart: -1 };

/**
 * Reads white space (spaces, tabs, line feeds, carriage returns: CR LF and a lone CR end a line,
 * as saxes reads them) from index `i` of the chunk, the parser's line and column there being
 * `line` and `column` (saxes's: that of the last character read). Returns the index of a `<`
 * followed by `u` that follows it (perhaps a `<url>`), with the position in `space`; or -1 when
 * something else follows, or the chunk ends.
 */
function readSpace(p: SaxesInternals, i: number, line: number, column: number): number {
  const chunk = p.chunk;
  const length = chunk.length;
  let lineStart = -1;
  for (; i < length; i++) {
    const c = chunk.charCodeAt(i);
    if (c === 0x20 || c === 0x09) {
      column++;
    } else if (c === 0x0a || c === 0x0d) {
      // A carriage return that ends the chunk (saxes carries it over to the next one) is followed
      // by nothing here, so the result is -1 and the count unused.
      if (c === 0x0d && chunk.charCodeAt(i + 1) === 0x0a) i++;
      line++;
      column = 0;
      lineStart = i + 1;
    } else {
      break;
    }
  }
  if (chunk.charCodeAt(i) !== 0x3c || chunk.charCodeAt(i + 1) !== 0x75) return -1;
  space.line = line;
  space.column = column;
  space.lineStart = lineStart;
  return i;
}

/**
 * Reads the plain `<url>` element whose `<` is at `lt`, at `startLine` and `startColumn` (see
 * {@link readPlainEntries}), with one match of PLAIN_ENTRY, and offers it to the hook; `lineStart`
 * is the index after the last line end between the parser's position and `lt` (-1: none). Returns
 * whether the hook took it (the parser then past its `</url>`); false, the parser's position
 * untouched, when it is not plain or the hook declines it.
 */
function readPlainEntry(p: SaxesInternals, lt: number, startLine: number, startColumn: number, lineStart: number): boolean {
  const chunk = p.chunk;
  PLAIN_ENTRY.lastIndex = lt;
  const m = PLAIN_ENTRY.exec(chunk);
  if (m === null) return false;
  const e = p.plainEntry;
  let line = startLine;
  // Column of the character at i.
  let column = startColumn + 5;
  let i = lt + 5;
  let count = 0;
  let fields = 0;
  for (let g = 1; g <= 9; g += 2) {
    if (g > 1) {
      const value = m[g - 1];
      if (value === undefined) continue;
      const f = (g - 3) >> 1;
      const open = OPEN_LENGTH[f]!;
      e.field[count] = f;
      e.fieldLine[count] = line;
      e.textColumn[count] = column + open;
      e.value[count] = value;
      count++;
      fields |= 1 << f;
      const n = open + value.length + CLOSE_LENGTH[f]!;
      column += n;
      i += n;
    }
    // White space: spaces, tabs, line ends (CR LF, a lone CR or LF, as saxes reads them).
    const space = m[g]!;
    const n = space.length;
    for (let k = 0; k < n; k++) {
      const c = space.charCodeAt(k);
      if (c === 0x0a || c === 0x0d) {
        if (c === 0x0d && space.charCodeAt(k + 1) === 0x0a) k++;
        line++;
        column = 1;
        lineStart = i + k + 1;
      } else {
        column++;
      }
    }
    i += n;
  }
  e.line = startLine;
  e.column = startColumn;
  e.count = count;
  e.fields = fields;
  i += 6;
  column += 6;
  e.afterLine = line;
  e.afterColumn = column;
  e.afterPosition = p.chunkPosition + i;
  if (!p.plainHook!(e)) return false;
  p.i = i;
  p.prevI = i - 1;
  p.line = line;
  // saxes's column: that of the last character read (the `>`).
  p.column = column - 1;
  if (lineStart >= 0) p.positionAtNewLine = p.chunkPosition + lineStart;
  p.state = S_TEXT;
  p.topNS = NO_DECLARATIONS_YET;
  return true;
}

const baseHandleTextInRoot = baseMethod('handleTextInRoot');
prototype.handleTextInRoot = function handleTextInRoot(this: SaxesInternals): void {
  const chunk = this.chunk;
  const length = chunk.length;
  const start = this.i;
  // A `<url>` directly inside the root after nothing but white space, read whole when it is
  // plain (readPlainEntries); when the hook takes it, that white space is not handed over as text.
  let offered = false;
  if (this.plainHook !== undefined && this.tags.length === 1 && this.text === '') {
    const lt = readSpace(this, start, this.line, this.column);
    if (lt >= 0) {
      if (readPlainEntries(this, lt, space.line, space.column + 1, space.lineStart)) {
        this.forbiddenState = FORBIDDEN_START;
        return;
      }
      offered = true;
    }
  }
  let end = start;
  // Index just after the last line feed of the run, or -1.
  let lineStart = -1;
  let lines = 0;
  // Characters one by one for a short run (the indentation between tags), then a native search
  // for a long one (a loc, an image URL).
  const quick = Math.min(length, start + QUICK_CHARS);
  while (end < quick) {
    const code = chunk.charCodeAt(end);
    if (code === 0x0a) {
      // A line feed is text like any other to saxes's text loop; getCode moves the position to
      // the next line. (A carriage return is turned into a line feed there, so it is left to saxes.)
      lines++;
      lineStart = ++end;
      continue;
    }
    if (code < 128 ? TEXT_ASCII[code] === 0 : code >= 0xd800) break;
    end++;
  }
  if (end === quick && end < length) {
    for (;;) {
      TEXT_STOP.lastIndex = end;
      if (!TEXT_STOP.test(chunk)) {
        end = length;
        break;
      }
      end = TEXT_STOP.lastIndex - 1;
      if (chunk.charCodeAt(end) !== 0x0a) break;
      lines++;
      lineStart = ++end;
    }
  }
  if (end < length && chunk.charCodeAt(end) === 0x3c) {
    // The text ends at a '<' (the common case): read it and hand over the text as saxes's loop
    // does, in its order (position and state first; if the handler throws, the pending text and
    // the `]]>` state stay as they were).
    if (lines === 0) {
      this.column += end - start + 1;
    } else {
      this.line += lines;
      this.column = end - lineStart + 1;
      this.positionAtNewLine = this.chunkPosition + lineStart;
    }
    this.prevI = end;
    this.i = end + 1;
    this.state = S_OPEN_WAKA;
    // A `<url>` directly inside the root (0x75: 'u') after text: read whole when it is plain, once
    // the text was handed over.
    const plain = !offered && this.plainHook !== undefined && this.tags.length === 1 && chunk.charCodeAt(end + 1) === 0x75;
    const handler = this.textHandler;
    if (handler !== undefined) {
      const text = end === start ? this.text : this.text + chunk.slice(start, end);
      if (text.length !== 0) {
        handler(text);
        this.text = '';
      }
    }
    this.forbiddenState = FORBIDDEN_START;
    if (plain) readPlainEntries(this, end, this.line, this.column, -1);
    return;
  }
  if (end === start) {
    baseHandleTextInRoot.call(this);
    return;
  }
  // saxes keeps text only when a text handler is set; any counted character resets the
  // `]]>` state.
  const text = this.text;
  const forbiddenState = this.forbiddenState;
  if (this.textHandler !== undefined) this.text = text + chunk.slice(start, end);
  const withRun = this.text;
  if (lines === 0) {
    this.column += end - start;
  } else {
    this.line += lines;
    this.column = end - lineStart;
    this.positionAtNewLine = this.chunkPosition + lineStart;
  }
  this.i = end;
  this.forbiddenState = FORBIDDEN_START;
  try {
    baseHandleTextInRoot.call(this);
  } catch (error) {
    // saxes holds the characters it read in a local until it stores them (at a carriage return,
    // '&', '<' after the handler returns, or the end of the chunk) and the `]]>` state until it
    // returns: when a failure or the text handler throws before that, neither was stored.
    if (this.text === withRun) this.text = text;
    this.forbiddenState = forbiddenState;
    throw error;
  }
};

/**
 * The first character of an attribute value that saxes's loop must see: the closing quote, `&`,
 * `<`, a control character (tab and line breaks included) or a surrogate and up (characters up
 * to U+D7FF need no second look; saxes checks the others). Values are long URLs (alternates,
 * images), where the native search of a regular expression is about twice as fast as a loop over
 * the characters.
 */
const VALUE_IN_QUOTES = /[^\x20\x21\x23-\x25\x27-\x3b\x3d-\ud7ff]/g;
const VALUE_IN_APOSTROPHES = /[^\x20-\x25\x28-\x3b\x3d-\ud7ff]/g;

/** Index of the first character at or after `from` that `stop` finds, or `chunk.length`. */
function valueRun(chunk: string, from: number, stop: RegExp): number {
  stop.lastIndex = from;
  return stop.test(chunk) ? stop.lastIndex - 1 : chunk.length;
}

const baseAttribValueQuoted = baseMethod('sAttribValueQuoted');
prototype.sAttribValueQuoted = function sAttribValueQuoted(this: SaxesInternals): void {
  const start = this.i;
  const end = valueRun(this.chunk, start, this.q === 0x27 ? VALUE_IN_APOSTROPHES : VALUE_IN_QUOTES);
  if (end === start) {
    baseAttribValueQuoted.call(this);
    return;
  }
  const text = this.text;
  const withRun = (this.text = text + this.chunk.slice(start, end));
  this.column += end - start;
  this.i = end;
  try {
    baseAttribValueQuoted.call(this);
  } catch (error) {
    // saxes adds the characters it read to the value at a tab, line break, '&' or '<' (before it
    // fails there) or the end of the chunk: when the attribute at the closing quote or a
    // forbidden character throws first, they were never added.
    if (this.text === withRun && this.chunk.charCodeAt(this.prevI) !== 0x3c) this.text = text;
    throw error;
  }
};

/** saxes's attribute record and open tag with namespaces (`SaxesAttributeNS`, `SaxesTagNS`). */
interface AttributeRecord {
  name: string;
  prefix: string;
  local: string;
  value: string;
  uri?: string;
}
interface TagRecord {
  name: string;
  prefix?: string;
  local?: string;
  uri?: string;
  isSelfClosing?: boolean;
  attributes: Record<string, AttributeRecord>;
}
interface NamespaceInternals {
  attribList: AttributeRecord[];
  tag: TagRecord;
  resolve(prefix: string): string | undefined;
  fail(message: string): void;
}

/** The namespace name bound to the prefix `xmlns` (Namespaces in XML 1.0, section 3). */
const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';
/** Up to this many attributes, duplicates are found by comparing pairs (no Set per tag). */
const FEW_ATTRIBUTES = 8;

/*
 * saxes resolves the names of each open tag and its attributes in processAttribsNS, with a new
 * Set per tag to find duplicate attributes by expanded name ("{uri}local", or the name when it has
 * no prefix). A sitemap with alternates has hundreds of thousands of small tags; for up to
 * FEW_ATTRIBUTES attributes this does the same work, in the same order and with the same messages,
 * by comparing each attribute with the ones before it. Expanded names compare equal exactly when
 * both lack a prefix and have the same name, or both have one and share namespace and local name
 * (a local name holds no "}", so "{uri}local" splits one way only).
 */
const baseProcessAttribsNS = baseMethod('processAttribsNS');
(prototype as unknown as Record<string, (this: NamespaceInternals) => void>).processAttribsNS = function processAttribsNS(
  this: NamespaceInternals,
): void {
  const list = this.attribList;
  if (list.length > FEW_ATTRIBUTES) {
    // saxes's method stores into `tag.attributes`, which the tag builds when read.
    baseProcessAttribsNS.call(this as unknown as SaxesInternals);
    return;
  }
  const tag = this.tag as OpenTag;
  const tagName = tag.name;
  const colon = tagName.indexOf(':');
  let tagPrefix = '';
  let tagLocal = tagName;
  if (colon !== -1) {
    tagLocal = tagName.slice(colon + 1);
    tagPrefix = tagName.slice(0, colon);
    if (tagPrefix === '' || tagLocal === '' || tagLocal.includes(':')) this.fail(`malformed name: ${tagName}.`);
  }
  tag.prefix = tagPrefix;
  tag.local = tagLocal;
  const tagUri = (tag.uri = this.resolve(tagPrefix) ?? '');
  if (tagPrefix !== '') {
    if (tagPrefix === 'xmlns') this.fail('tags may not have "xmlns" as prefix.');
    if (tagUri === '') {
      this.fail(`unbound namespace prefix: ${JSON.stringify(tagPrefix)}.`);
      tag.uri = tagPrefix;
    }
  }
  if (list.length === 0) return;
  // saxes stores each attribute into the tag's dictionary once checked; the tag records them at
  // the end, or before a failure, those checked so far (what an error handler would see there).
  let stored = 0;
  for (let k = 0; k < list.length; k++) {
    const attribute = list[k]!;
    const { name, prefix, local } = attribute;
    let uri: string | undefined;
    if (prefix === '') {
      uri = name === 'xmlns' ? XMLNS_NAMESPACE : '';
    } else {
      uri = this.resolve(prefix);
      if (uri === undefined) {
        stored = storeAttributes(tag, list, stored, k);
        this.fail(`unbound namespace prefix: ${JSON.stringify(prefix)}.`);
        uri = prefix;
      }
    }
    for (let j = 0; j < k; j++) {
      const before = list[j]!;
      const same =
        prefix === '' ? before.prefix === '' && before.name === name : before.prefix !== '' && before.uri === uri && before.local === local;
      if (same) {
        stored = storeAttributes(tag, list, stored, k);
        this.fail(`duplicate attribute: ${prefix === '' ? name : `{${uri}}${local}`}.`);
        break;
      }
    }
    attribute.uri = uri;
  }
  tag.addAttributes(stored === 0 ? list : list.slice(stored));
  this.attribList = [];
};

/** Records `list[stored..k)` on `tag` (the attributes checked since the last record); returns k. */
function storeAttributes(tag: OpenTag, list: readonly AttributeRecord[], stored: number, k: number): number {
  if (k > stored) tag.addAttributes(list.slice(stored, k));
  return k;
}

interface OpenTagInternals {
  name: string;
  tag: TagRecord & { ns: Record<string, string> };
  topNS: Record<string, string>;
  attribList: AttributeRecord[];
  state: number;
  sawRoot: boolean;
  closedRoot: boolean;
  fragmentOpt: boolean;
  openTagStartHandler: ((tag: TagRecord) => void) | undefined;
  captureNameChars(): number;
  openTag(): void;
  fail(message: string): void;
}

/** The number of saxes state `method` (its index in saxes's state table); throws when saxes has none. */
function stateOf(method: string): number {
  const probe = new SaxesParser({ xmlns: true }) as unknown as { stateTable: unknown[] };
  const state = probe.stateTable.indexOf(base[method]);
  if (state < 0) throw new Error(`saxes has no state ${method}: the parser fast paths need saxes 6`);
  return state;
}
const S_OPEN_TAG_SLASH = stateOf('sOpenTagSlash');
const S_ATTRIB = stateOf('sAttrib');
/** saxes's end-of-chunk code (EOC in saxes.js). */
const EOC = -1;

/**
 * Shared, frozen stand-in for the `ns` (namespace declarations) of a tag without declarations.
 * saxes gives every open tag a fresh prototype-less dictionary; most sitemap tags have no
 * declarations, and those dictionaries were a large part of the parser's allocation. A tag gets
 * its own `ns` in pushAttribNS before the first declaration is written; being frozen, a write
 * that slipped past would throw, not leak into other tags.
 */
const NO_DECLARATIONS_YET: Record<string, string> = Object.freeze(Object.create(null) as Record<string, string>);
const NO_ATTRIBUTE_LIST: readonly AttributeRecord[] = Object.freeze([]);

/**
 * An open tag as saxes describes it (`SaxesTagNS`), with every field from the start (saxes adds
 * prefix, local and uri when it resolves the tag, and isSelfClosing when it emits it, which grew
 * each tag's layout twice; until then they hold saxes's values for an unprefixed, unresolved
 * name). Its `attributes` dictionary is built on first read from the attributes recorded so far,
 * and from then on kept as saxes keeps it (one object per tag, filled as the attributes are
 * resolved): storing each attribute into a fresh dictionary, as saxes does, turns every attribute
 * name read from the document into a property key, the single largest cost of reading a sitemap
 * with alternates, and the checks read attributes through {@link attributeNamed} instead.
 */
class OpenTag implements TagRecord {
  prefix = '';
  local = '';
  uri = '';
  isSelfClosing = false;
  /**
   * The attributes saxes would have stored into the tag's dictionary, in that order (the tag's
   * attributes in document order, namespaces resolved, once resolved), while it has none.
   */
  list: readonly AttributeRecord[] = NO_ATTRIBUTE_LIST;
  private dictionary: Record<string, AttributeRecord> | undefined = undefined;

  constructor(
    public name: string,
    public ns: Record<string, string>,
  ) {}

  /** saxes's dictionary of the attributes by name (the last one wins for a repeated name). */
  get attributes(): Record<string, AttributeRecord> {
    let dictionary = this.dictionary;
    if (dictionary !== undefined) return dictionary;
    // Kept even while empty: a handler may read it at opentagstart and keep it, as with saxes.
    dictionary = Object.create(null) as Record<string, AttributeRecord>;
    for (const attribute of this.list) dictionary[attribute.name] = attribute;
    this.dictionary = dictionary;
    return dictionary;
  }

  set attributes(dictionary: Record<string, AttributeRecord>) {
    this.dictionary = dictionary;
  }

  /**
   * Stores resolved attributes, in order, as saxes stores them into the dictionary. saxes
   * resolves a tag's attributes once, unless a handler threw and the writes went on, when its
   * dictionary gathers those of each time.
   */
  addAttributes(list: readonly AttributeRecord[]): void {
    const dictionary = this.dictionary;
    if (dictionary !== undefined) {
      for (const attribute of list) dictionary[attribute.name] = attribute;
      return;
    }
    this.list = this.list.length === 0 ? list : this.list.concat(list);
  }

  /** `this.attributes[name]`, without building the dictionary. */
  attributeNamed(name: string): AttributeRecord | undefined {
    const dictionary = this.dictionary;
    if (dictionary !== undefined) return dictionary[name];
    const list = this.list;
    for (let i = list.length - 1; i >= 0; i--) if (list[i]!.name === name) return list[i];
    return undefined;
  }
}

/**
 * The attribute of `tag` named `name` (as written, prefix included), or undefined: what
 * `tag.attributes[name]` gives, found in the tag's list when the tag comes from a
 * SitemapSaxesParser, with no dictionary built.
 */
export function attributeNamed(tag: SaxesTagNS, name: string): SaxesAttributeNS | undefined {
  if (!(tag instanceof OpenTag)) return tag.attributes[name];
  return tag.attributeNamed(name) as SaxesAttributeNS | undefined;
}

/** saxes's sOpenTag, making an OpenTag (saxes always resolves namespaces here). */
(prototype as unknown as Record<string, (this: OpenTagInternals) => void>).sOpenTag = function sOpenTag(this: OpenTagInternals): void {
  const c = this.captureNameChars();
  if (c === EOC) return;
  const tag = (this.tag = new OpenTag(this.name, NO_DECLARATIONS_YET));
  this.name = '';
  this.topNS = NO_DECLARATIONS_YET;
  this.openTagStartHandler?.call(this, tag);
  this.sawRoot = true;
  if (!this.fragmentOpt && this.closedRoot) this.fail('documents may contain only one root.');
  switch (c) {
    case 0x3e: // >
      this.openTag();
      break;
    case 0x2f: // /
      this.state = S_OPEN_TAG_SLASH;
      break;
    default:
      // XML's S production: space, tab, line feed (captureNameChars returns a line feed for a carriage return).
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) this.fail('disallowed character in tag name.');
      this.state = S_ATTRIB;
  }
};

interface AttributeInternals extends OpenTagInternals {
  attributeHandler: ((attribute: AttributeRecord) => void) | undefined;
  qname(name: string): { prefix: string; local: string };
}

/**
 * saxes's pushAttribNS. Namespace declarations (names starting with `xmlns`) go to saxes's own
 * method, after the tag gets a dictionary of its own for them. Other attributes are recorded as
 * saxes does, in an object that has its `uri` slot from the start: saxes adds `uri` when it
 * resolves the tag, which moved each of the hundreds of thousands of alternate and image
 * attributes of a large sitemap to a larger layout.
 */
const basePushAttribNS = baseMethod('pushAttribNS') as unknown as (this: AttributeInternals, name: string, value: string) => void;
(prototype as unknown as Record<string, (this: AttributeInternals, name: string, value: string) => void>).pushAttribNS = function pushAttribNS(
  this: AttributeInternals,
  name: string,
  value: string,
): void {
  if (name.startsWith('xmlns')) {
    // saxes writes topNS for `xmlns` and for every name with the prefix `xmlns`.
    if (this.topNS === NO_DECLARATIONS_YET) this.topNS = this.tag.ns = Object.create(null) as Record<string, string>;
    basePushAttribNS.call(this, name, value);
    return;
  }
  const { prefix, local } = this.qname(name);
  const attribute: AttributeRecord = { name, prefix, local, value, uri: undefined };
  this.attribList.push(attribute);
  this.attributeHandler?.call(this, attribute);
};

interface ResolveInternals {
  topNS: Record<string, string>;
  tags: Array<{ ns: Record<string, string> }>;
  ns: Record<string, string>;
  opt: { resolvePrefix?: (prefix: string) => string | undefined };
}

/**
 * saxes's resolve: the namespace bound to `prefix` by the open tag, then its ancestors from the
 * nearest, then the predefined `xml` and `xmlns`. Tags without declarations share
 * NO_DECLARATIONS_YET and are passed over by one comparison instead of a dictionary lookup; in a
 * sitemap only the root declares namespaces.
 */
(prototype as unknown as Record<string, (this: ResolveInternals, prefix: string) => string | undefined>).resolve = function resolve(
  this: ResolveInternals,
  prefix: string,
): string | undefined {
  const top = this.topNS;
  if (top !== NO_DECLARATIONS_YET) {
    const uri = top[prefix];
    if (uri !== undefined) return uri;
  }
  const tags = this.tags;
  for (let index = tags.length - 1; index >= 0; index--) {
    const ns = tags[index]!.ns;
    if (ns === NO_DECLARATIONS_YET) continue;
    const uri = ns[prefix];
    if (uri !== undefined) return uri;
  }
  const uri = this.ns[prefix];
  if (uri !== undefined) return uri;
  return this.opt.resolvePrefix?.(prefix);
};
