/**
 * A light scanner that runs one step ahead of the XML parser over each decoded chunk. It knows
 * only five contexts (text, tag, attribute value, comment / CDATA / processing instruction, and
 * markup declarations) and finds the faults that `saxes` reports late or in the wrong place:
 *
 * - an `&` that does not start a well-formed reference (`&name;`, `&#digits;`, `&#xhex;`), that
 *   names an entity XML does not predefine, or a character reference to a character XML does not
 *   allow (`&#0;`): saxes reads on to the next `;` and reports at the end of the document or many
 *   lines later; we report at the `&` itself;
 * - a comment, CDATA section, processing instruction, tag or attribute value left open until the
 *   end of the input: reported where it opened (an attribute value at its opening quote);
 * - a DOCTYPE or other markup declaration, found before the parser sees it, so it is never
 *   processed (`dtd-forbidden`).
 *
 * The parser must read the same text before a fault in every chunking, or it may report other
 * things first (the text before a declaration, a fault inside a tag). So when `scan` finds a
 * fault, the index it returns is, for a reference, its '&' (the parser never reads it); for a
 * declaration, the character after its '<' (the parser reads the '<', which ends the text before
 * it, but not the keyword); for an element with too many attributes, the quote of the value past
 * the limit (the parser reads the tag up to there). The index is 0 when that point is in an
 * earlier chunk. And at the end of a chunk, `held` says how many of its last characters the parser
 * must not read yet: a reference or a '<!' not decided yet (held back, the parser cannot read a
 * '<!NOTATIO' and report it as bad syntax, or an '&' outside the root as stray text).
 *
 * Positions are 1-based lines and columns; columns count Unicode characters (code points), as
 * saxes does. Line ends are those of XML 1.0: LF, CR LF (counted once, also when a chunk ends
 * between them) and a lone CR.
 */
import { decodeHTMLStrict } from 'entities';

/** A fault found by the scanner. */
export interface ScanFault {
  /**
 * `ampersand`: bad or undefined reference; `open`: construct open at end of input; `declaration`:
 * ENTITY/ELEMENT/ATTLIST/NOTATION outside a DOCTYPE (and, as a notice, a DOCTYPE); `limit`: too many
 * attributes; `html`: the document starts as an HTML page (`<!DOCTYPE html>` in any case, or an
 * `<html>` element first); `conflict`: a Git merge-conflict marker (`<<<<<<<`).
 */
  kind: 'ampersand' | 'open' | 'declaration' | 'limit' | 'html' | 'conflict';
  line: number;
  column: number;
  /** A sentence describing the fault (no position in it, except the end-of-input position for `open`). */
  message: string;
}

/** Most attributes one element may carry (hostile input; real sitemaps use a few). */
export const MAX_ATTRIBUTES = 256;

/**
 * Distance between two '<' up to which the tag at the first cannot carry more than MAX_ATTRIBUTES
 * attributes: each takes at least five characters (space, name, '=', two quotes).
 */
const PLAIN_TAG_SPAN = 5 * MAX_ATTRIBUTES;

const enum S {
  Text,
  Lt, // saw '<', deciding what follows
  Tag,
  Dq,
  Sq,
  Comment,
  Cdata,
  Pi,
  Ref, // inside '&...' reference
  // A DOCTYPE, read as saxes reads it (saxes.js sDoctype ... sDTDPIEnding), so that nothing in it
  // is taken for a reference or a declaration, and its end is where the parser finds it.
  Doctype, // '<!DOCTYPE' ... up to '>'
  DoctypeQuote, // a quoted system or public id
  Dtd, // the internal subset, '[' ... ']'
  DtdQuote, // a quoted literal in it
  DtdLt, // '<' in it
  DtdBang, // '<!'
  DtdBangDash, // '<!-'
  DtdComment, // '<!--' ... '-->'
  DtdPi, // '<?' ... '?'
  DtdPiEnd, // '?' read: up to '>'
}

const PREDEFINED = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);
const DECLARATIONS = ['DOCTYPE', 'ENTITY', 'ELEMENT', 'ATTLIST', 'NOTATION'];
const MAX_PENDING = 10; // longest prefix needed after '<' to decide: '![CDATA[' / '!NOTATION'
const MAX_REF_NAME = 100;
const LF = 10;
const CR = 13;

function isNameStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 58 || c >= 0xc0;
}
function isNameChar(c: number): boolean {
  return isNameStart(c) || (c >= 48 && c <= 57) || c === 45 || c === 46 || c === 0xb7;
}
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
}
/** XML 1.0 `Char`: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]. */
function isXmlChar(cp: number): boolean {
  return cp === 9 || cp === 10 || cp === 13 || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || (cp >= 0x10000 && cp <= 0x10ffff);
}

/** The declaration keyword `word` is (after `<!`), or undefined. */
function declaration(word: string): string | undefined {
  for (const d of DECLARATIONS) if (d === word) return d;
  return undefined;
}
/** True when `word` (after `<!`) may still grow into a declaration keyword. */
function declarationPrefix(word: string): boolean {
  for (const d of DECLARATIONS) if (d.startsWith(word)) return true;
  return false;
}

/**
 * True when `s` holds '<' followed by `mark` ('!' or '?') at or after `from`. Both are rare in a
 * sitemap but for '?' in query strings: a native search for `mark`, then one look back each.
 */
function markupAfter(s: string, from: number, mark: string): boolean {
  for (let i = s.indexOf(mark, from + 1); i >= 0; i = s.indexOf(mark, i + 1)) if (s.charCodeAt(i - 1) === 0x3c) return true;
  return false;
}

/** Finds low surrogates (module level: compiled once; `lastIndex` is set before each use). */
const LOW_SURROGATE = /[\udc00-\udfff]/g;

/** Counts code points in s[from, to): UTF-16 units minus low surrogates that follow a high one. */
function codePoints(s: string, from: number, to: number): number {
  let n = to - from;
  // Most text has no character outside the BMP: let the regular expression engine look for one.
  LOW_SURROGATE.lastIndex = from;
  const m = LOW_SURROGATE.exec(s);
  if (m === null || m.index >= to) return n;
  for (let i = m.index; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xdc00 && c <= 0xdfff && i > from && s.charCodeAt(i - 1) >= 0xd800 && s.charCodeAt(i - 1) <= 0xdbff) n--;
  }
  return n;
}

const CONTEXT_NAMES: Partial<Record<S, string>> = {
  [S.Comment]: 'comment (<!--)',
  [S.Cdata]: 'CDATA section (<![CDATA[)',
  [S.Pi]: 'processing instruction (<?)',
  [S.Tag]: 'tag (<)',
  [S.Dq]: 'attribute value (")',
  [S.Sq]: "attribute value (')",
  [S.Lt]: 'markup (<)',
  [S.Doctype]: 'DOCTYPE (<!DOCTYPE)',
  [S.DoctypeQuote]: 'DOCTYPE (<!DOCTYPE)',
  [S.Dtd]: 'DOCTYPE (<!DOCTYPE)',
  [S.DtdQuote]: 'DOCTYPE (<!DOCTYPE)',
  [S.DtdLt]: 'DOCTYPE (<!DOCTYPE)',
  [S.DtdBang]: 'DOCTYPE (<!DOCTYPE)',
  [S.DtdBangDash]: 'DOCTYPE (<!DOCTYPE)',
  [S.DtdComment]: 'DOCTYPE (<!DOCTYPE)',
  [S.DtdPi]: 'DOCTYPE (<!DOCTYPE)',
  [S.DtdPiEnd]: 'DOCTYPE (<!DOCTYPE)',
};

/** Longest text after '<!' held to read a DOCTYPE's keyword and name (`!DOCTYPE html`). */
const MAX_DOCTYPE_PENDING = 40;

/** The sentence for a document that starts as an HTML page. */
const HTML_PAGE =
  'This file is an HTML page, not a sitemap (Search Console: "Sitemap is HTML"): a sitemap is XML with a <urlset> or <sitemapindex> root. Check what the build writes at this path (a 404 or index page saved under the sitemap\'s name, or a redirect), or point the paths at the sitemap itself.';

/**
 * Scans decoded text chunk by chunk. Call `scan` with each chunk before handing it to the parser;
 * when it returns an index, hand the parser only `chunk.slice(0, index)` and report `fault`.
 */
export class XmlScanner {
  /** The first fault found, once `scan` returned an index or `end` returned a fault. */
  fault: ScanFault | undefined;
  /**
   * DOCTYPEs found by the last `scan` (kind `declaration`): not faults that stop the parse. The
   * scanner reads over them as the parser does; the parser reads them and expands nothing.
   */
  readonly doctypes: ScanFault[] = [];

  /** True once a tag ('<' and a name, or '</') was read: no HTML page detection after it. */
  private sawTag = false;
  /** True once a DOCTYPE was read (a second one is refused). */
  private sawDoctype = false;
  /** The quote that ends the quoted literal being read in a DOCTYPE. */
  private dtdQuote = 0;
  /** Dashes read in a row in a comment of the internal subset. */
  private dtdDashes = 0;

  private state: S = S.Text;
  /** Attribute values seen in the current tag. */
  private attributes = 0;
  /** State to return to after a reference ends (Text, Dq or Sq). */
  private refReturn: S = S.Text;
  /** Line and column of the first character of the current chunk (after `scan`: of the next chunk). */
  private baseLine = 1;
  private baseCol = 1;
  /** True when the current chunk follows a chunk that ended with CR (a LF first is then its pair). */
  private afterCR = false;
  /** True when the current chunk holds a CR (line ends other than LF must be looked for). */
  private hasCR = false;
  /** Position of the construct that is open ('<' of a tag, comment, CDATA section, PI). */
  private openLine = 1;
  private openCol = 1;
  /** Index in the current chunk where the open construct started, or -1 if it started earlier. */
  private openIndex = -1;
  /** Position of the opening quote of the attribute value being read; index -1 if it began earlier. */
  private valLine = 1;
  private valCol = 1;
  private valIndex = -1;
  /** Position of the '&' of the reference being read (state Ref); index -1 if it began earlier. */
  private refLine = 1;
  private refCol = 1;
  private refIndex = -1;
  /** Characters after '<' seen so far while deciding (state Lt). */
  private pending = '';
  /** Reference text after '&' so far (state Ref). */
  private ref = '';
  /** How many characters of a multi-character terminator ('-->', ']]>', '?>') ended the last chunk. */
  private partial = 0;
  private chunk = '';
  /** Result of `posAt`. */
  private atLine = 1;
  private atCol = 1;

  /** 1-based line of the next character (the end of what was scanned). */
  get line(): number {
    return this.baseLine;
  }

  /** 1-based column, in code points, of the next character (the end of what was scanned). */
  get column(): number {
    return this.baseCol;
  }

  /**
   * UTF-16 units at the end of the text scanned so far (after `scan` returned -1) that the parser
   * must not read yet: a reference, or what follows a '<' while it may still be a declaration.
   * They are on one line, at `heldColumn`, and come back with the next chunk.
   */
  get held(): number {
    if (this.state === S.Lt) return this.pending.length;
    if (this.state === S.Ref) return 1 + this.ref.length;
    return 0;
  }

  /** 1-based column, in code points, of the first held character (on line `line`). */
  get heldColumn(): number {
    return this.state === S.Ref ? this.refCol : this.openCol + 1;
  }

  /**
   * Scans `chunk`. Returns -1 when the parser may take all of it, or the index of the first
   * character the parser must not see (a fault was found and stored in `fault`).
   */
  scan(chunk: string): number {
    this.doctypes.length = 0;
    if (this.fault) return 0;
    this.chunk = chunk;
    this.hasCR = chunk.indexOf('\r') >= 0;
    this.openIndex = -1;
    this.valIndex = -1;
    this.refIndex = -1;
    const stop = this.run(chunk);
    if (stop >= 0) return stop;
    // Carry the positions of constructs that opened in this chunk and are still open.
    const state = this.state;
    if (state !== S.Text) {
      const inValue = state === S.Dq || state === S.Sq || (state === S.Ref && this.refReturn !== S.Text);
      if (this.openIndex >= 0 && (state !== S.Ref || inValue)) {
        this.posAt(this.openIndex);
        this.openLine = this.atLine;
        this.openCol = this.atCol;
      }
      if (this.valIndex >= 0 && inValue) {
        this.posAt(this.valIndex);
        this.valLine = this.atLine;
        this.valCol = this.atCol;
      }
      if (state === S.Ref && this.refIndex >= 0) {
        this.posAt(this.refIndex);
        this.refLine = this.atLine;
        this.refCol = this.atCol;
      }
    }
    this.posAt(chunk.length);
    this.baseLine = this.atLine;
    this.baseCol = this.atCol;
    this.afterCR = chunk.length > 0 ? chunk.charCodeAt(chunk.length - 1) === CR : this.afterCR;
    return -1;
  }

  /** Call at end of input: returns the fault for a construct still open, if any. */
  end(): ScanFault | undefined {
    if (this.fault) return this.fault;
    if (this.state === S.Text) return undefined;
    if (this.state === S.Ref) {
      this.fault = this.ampFault(this.refLine, this.refCol);
      return this.fault;
    }
    const where = `the input ends at line ${this.baseLine}, column ${this.baseCol}`;
    const what = CONTEXT_NAMES[this.state] ?? 'construct';
    const value = this.state === S.Dq || this.state === S.Sq;
    this.fault = {
      kind: 'open',
      line: value ? this.valLine : this.openLine,
      column: value ? this.valCol : this.openCol,
      message: `This ${what} is never closed: ${where}.`,
    };
    return this.fault;
  }

  /** Sets atLine/atCol to the position of index k of the current chunk (k may be its length). */
  private posAt(k: number): void {
    const s = this.chunk;
    // A LF that completes a CR LF pair split between chunks is not a character of its own.
    const start = this.afterCR && s.charCodeAt(0) === LF ? 1 : 0;
    let line = this.baseLine;
    let last = -1; // index of the last line-ending character before k
    for (let i = s.indexOf('\n', start); i >= 0 && i < k; i = s.indexOf('\n', i + 1)) {
      line++;
      last = i;
    }
    if (this.hasCR) {
      for (let i = s.indexOf('\r', start); i >= 0 && i < k; i = s.indexOf('\r', i + 1)) {
        // CR LF counts once (at the LF); a CR at the end of the chunk counts now.
        if (s.charCodeAt(i + 1) === LF) continue;
        line++;
        if (i > last) last = i;
      }
    }
    this.atLine = line;
    if (last < 0) this.atCol = this.baseCol + codePoints(s, Math.min(start, k), k);
    else this.atCol = 1 + codePoints(s, last + 1, k);
  }

  private open(k: number, state: S): void {
    this.state = state;
    this.openIndex = k;
  }

  /** Records a fault at the `<` of the construct being read; returns `stop`, the index to stop the parser at. */
  private failAtOpen(kind: ScanFault['kind'], message: string, stop: number): number {
    this.fault = this.atOpen(kind, message);
    return stop;
  }

  /** A fault or notice at the `<` of the construct being read. */
  private atOpen(kind: ScanFault['kind'], message: string): ScanFault {
    if (this.openIndex >= 0) {
      this.posAt(this.openIndex);
    } else {
      this.atLine = this.openLine;
      this.atCol = this.openCol;
    }
    return { kind, line: this.atLine, column: this.atCol, message };
  }

  /** The stop index for a fault found in the markup at the open '<': the parser reads the '<' only. */
  private afterOpen(): number {
    return this.openIndex >= 0 ? this.openIndex + 1 : 0;
  }

  /**
   * In state Lt after '<!' and a keyword that is DOCTYPE in some case (`p`, from the '!'), at the
   * character `c` that follows: decides, once the name after the keyword is read, what the
   * declaration is. Returns undefined while it is not decided (`c` then belongs to it), or the
   * stop index of a fault (an HTML page), or -1 once decided (the state is set; `c` is read again).
   */
  private decideDoctype(p: string, c: number): number | undefined {
    const rest = p.slice(8);
    const space = c === 32 || c === 9;
    const ends = c === 62 /* > */ || c === 91 /* [ */ || c === 34 || c === 39 || c === LF || c === CR;
    if (!ends && !(space && /\S/.test(rest)) && p.length < MAX_DOCTYPE_PENDING) return undefined;
    const name = rest.trim();
    if (!this.sawTag && name.toLowerCase() === 'html') return this.failAtOpen('html', HTML_PAGE, this.afterOpen());
    if (p.startsWith('!DOCTYPE') && (this.sawTag || this.sawDoctype)) {
      // After the root element or a first DOCTYPE: no DTD may stand there (XML 1.0 section 2.8).
      return this.failAtOpen('declaration', 'A <!DOCTYPE declaration is not allowed in a sitemap, and none may stand here: only the prolog, before the root element, may hold one. It is not processed; the document is not read further.', this.afterOpen());
    }
    if (p.startsWith('!DOCTYPE')) {
      this.sawDoctype = true;
      this.doctypes.push(
        this.atOpen(
          'declaration',
          'A DOCTYPE is not allowed in a sitemap. It was skipped (never expanded, never fetched) and the rest of the document was checked without it: remove it.',
        ),
      );
      this.state = S.Doctype;
    } else {
      // `<!doctype urlset>`: the keyword is written in capitals in XML; the parser reports it.
      this.state = S.Tag;
      this.attributes = 0;
    }
    return -1;
  }

  /** The fault stop index for a construct that started at chunk index `k` (-1: in an earlier chunk). */
  private static stopAt(k: number): number {
    return k >= 0 ? k : 0;
  }

  private ampFault(line: number, column: number, detail?: string): ScanFault {
    const message =
      detail === undefined ? 'A literal & must be written &amp; in XML (it starts an entity reference otherwise).' : detail;
    return { kind: 'ampersand', line, column, message };
  }

  /** Records an '&' fault at the reference being read; returns the stop index. */
  private failAmp(detail?: string): number {
    if (this.refIndex >= 0) {
      this.posAt(this.refIndex);
      this.fault = this.ampFault(this.atLine, this.atCol, detail);
    } else {
      this.fault = this.ampFault(this.refLine, this.refCol, detail);
    }
    return XmlScanner.stopAt(this.refIndex);
  }

  /**
   * True when `r` (a reference read up to a character that cannot continue it) is whole but for
   * its `;`: a predefined entity name, or a character reference to a character XML allows.
   */
  private static wantsSemicolon(r: string): boolean {
    if (PREDEFINED.has(r)) return true;
    if (r.charCodeAt(0) !== 35 /* # */) return false;
    const hex = r.charCodeAt(1) === 120; /* x */
    const digits = r.slice(hex ? 2 : 1);
    // Only a reference to a character XML allows: `&#12` is no advice to complete.
    return digits !== '' && isXmlChar(parseInt(digits, hex ? 16 : 10));
  }

  /** Why the complete reference `&r;` is not allowed, or undefined when it is. */
  private static badReference(r: string): string | undefined {
    if (r.charCodeAt(0) === 35 /* # */) {
      const hex = r.charCodeAt(1) === 120; /* x */
      const digits = r.slice(hex ? 2 : 1);
      const cp = parseInt(digits, hex ? 16 : 10);
      if (isXmlChar(cp)) return undefined;
      return `The character reference &${r}; names a character that XML does not allow; remove it, and write a literal & as &amp;.`;
    }
    if (PREDEFINED.has(r)) return undefined;
    const known = `The entity reference &${r}; is not defined: XML without a DTD knows only &amp;, &lt;, &gt;, &quot; and &apos;.`;
    const html = htmlEntity(r);
    // An HTML name (&uuml; &eacute; &nbsp;) pasted from a page: "&amp;uuml;" would be the six
    // characters, not the letter. The fix is the character, its reference, or in a URL its UTF-8 escape.
    if (html !== undefined) return `${known} &${r}; is the HTML name of ${html}.`;
    return `${known} Write a literal & as &amp;.`;
  }

  /** Leaves a comment, CDATA section or PI when its terminator `term` straddles the chunk start. */
  private resumeTerminator(s: string, i: number, term: string): number {
    const n = s.length;
    const head = term.slice(0, this.partial);
    const joined = head + s.slice(i, i + term.length - 1);
    const j = joined.indexOf(term);
    if (j >= 0) {
      this.state = S.Text;
      this.partial = 0;
      return i + j + term.length - head.length;
    }
    this.partial = 0;
    if (i + term.length - 1 >= n) {
      // The whole rest of the chunk is in `joined`: keep the longest end of it that starts `term`.
      for (let k = Math.min(term.length - 1, joined.length); k > 0; k--) {
        if (joined.endsWith(term.slice(0, k))) {
          this.partial = k;
          break;
        }
      }
      return n;
    }
    return i;
  }

  /**
   * In text at index `from` of `s`: the index from which the state machine must read. When the rest
   * of the chunk holds no '&', no '<!' or '<?' (comments, CDATA sections, declarations, processing
   * instructions) and no two '<' more than PLAIN_TAG_SPAN apart, nothing before its last '<' can
   * hold a fault the scanner looks for (a reference, a declaration, too many attributes, a construct
   * left open), so the machine reads from that '<' (or from the end, without one); otherwise from
   * `from`. Costs native searches of the rest of the chunk (for '&', for each '!' and '?', and for
   * its first and last '<'), and backward searches for '<', at most two per PLAIN_TAG_SPAN
   * characters: from each '<', the furthest '<' at most PLAIN_TAG_SPAN after it, which is that '<'
   * itself only when the next one is further.
   */
  private plainUntil(s: string, from: number): number {
    if (s.indexOf('&', from) >= 0 || markupAfter(s, from, '!') || markupAfter(s, from, '?') || s.indexOf('<<<<<<<', from) >= 0) return from;
    const first = s.indexOf('<', from);
    if (first < 0) return s.length;
    // A '<' that ends the chunk may start '<!' or '<?' in the next, and the '<' before it a
    // merge-conflict marker: read by the machine.
    let last = s.lastIndexOf('<');
    while (last > first && s.charCodeAt(last - 1) === 60) last--;
    for (let i = first; i < last; ) {
      const next = s.lastIndexOf('<', i + PLAIN_TAG_SPAN);
      if (next === i) return from;
      i = next;
    }
    return last;
  }

  /**
   * Reads a DOCTYPE from index `i` of `s` as saxes does (its states S_DOCTYPE to S_DTD_PI_ENDING):
   * quoted ids and literals, the internal subset with its comments and processing instructions,
   * up to the '>' that ends it. Returns the index after the characters read (the end of the
   * chunk, or the '>'); the state is Text after that '>'.
   */
  private doctype(s: string, i: number): number {
    const n = s.length;
    for (; i < n; i++) {
      const c = s.charCodeAt(i);
      switch (this.state) {
        case S.Doctype:
          if (c === 62 /* > */) {
            this.state = S.Text;
            return i + 1;
          }
          if (c === 91 /* [ */) this.state = S.Dtd;
          else if (c === 34 || c === 39) {
            this.dtdQuote = c;
            this.state = S.DoctypeQuote;
          }
          break;
        case S.DoctypeQuote:
          if (c === this.dtdQuote) this.state = S.Doctype;
          break;
        case S.Dtd:
          if (c === 93 /* ] */) this.state = S.Doctype;
          else if (c === 60 /* < */) this.state = S.DtdLt;
          else if (c === 34 || c === 39) {
            this.dtdQuote = c;
            this.state = S.DtdQuote;
          }
          break;
        case S.DtdQuote:
          if (c === this.dtdQuote) this.state = S.Dtd;
          break;
        case S.DtdLt:
          // saxes takes the character after '<' as it is (a quote there opens nothing).
          this.state = c === 33 /* ! */ ? S.DtdBang : c === 63 /* ? */ ? S.DtdPi : S.Dtd;
          break;
        case S.DtdBang:
          this.state = c === 45 /* - */ ? S.DtdBangDash : S.Dtd;
          break;
        case S.DtdBangDash:
          this.state = c === 45 ? S.DtdComment : S.Dtd;
          this.dtdDashes = 0;
          break;
        case S.DtdComment:
          if (c === 45) this.dtdDashes++;
          else if (c === 62 && this.dtdDashes >= 2) this.state = S.Dtd;
          else this.dtdDashes = 0;
          break;
        case S.DtdPi:
          if (c === 63) this.state = S.DtdPiEnd;
          break;
        case S.DtdPiEnd:
          if (c === 62) this.state = S.Dtd;
          break;
        default:
          return i;
      }
    }
    return n;
  }

  /** Runs the state machine over s; returns the stop index of a fault, or -1. */
  private run(s: string): number {
    const n = s.length;
    let i = 0;
    // Cached indexOf results for this chunk: -2 = unknown, -1 = none left. Each is recomputed only
    // once the scan has passed it. (Tags and attribute values are short: a plain loop over them
    // measured faster than more indexOf searches.)
    let nextLt = -2;
    let nextAmp = -2;
    // The first time the machine is in text in this chunk, it may skip plain tags (plainUntil).
    let skipped = false;
    while (i < n) {
      // Not before the first tag: an HTML page is told by its first markup.
      if (!skipped && this.state === S.Text && this.sawTag) {
        skipped = true;
        i = this.plainUntil(s, i);
        if (i >= n) break;
      }
      switch (this.state) {
        case S.Text: {
          if (nextLt !== -1 && nextLt < i) nextLt = s.indexOf('<', i);
          if (nextAmp !== -1 && nextAmp < i) nextAmp = s.indexOf('&', i);
          let j: number;
          if (nextAmp >= 0 && (nextLt < 0 || nextAmp < nextLt)) {
            j = nextAmp;
            this.refReturn = S.Text;
            this.ref = '';
            this.state = S.Ref;
            this.refIndex = j;
          } else if (nextLt >= 0) {
            j = nextLt;
            this.pending = '';
            this.open(j, S.Lt);
          } else {
            return -1;
          }
          i = j + 1;
          break;
        }
        case S.Lt: {
          const c = s.charCodeAt(i);
          const p0 = this.pending;
          if (p0 === '') {
            if (c === 63 /* ? */) {
              this.state = S.Pi;
              this.partial = 0;
              i++;
              break;
            }
            // '<<': a merge-conflict marker (<<<<<<<) is held until it is told from a stray '<'.
            // 'h' before any tag: an <html> element may start.
            if (c === 60 || (!this.sawTag && (c === 104 || c === 72))) {
              this.pending = s[i]!;
              i++;
              break;
            }
            if (c !== 33 /* ! */) {
              this.state = S.Tag;
              this.attributes = 0;
              this.sawTag = true;
              break; // re-read c in Tag
            }
          } else if (p0.charCodeAt(0) === 60 /* < */) {
            if (c === 60) {
              this.pending += '<';
              i++;
              if (this.pending.length === 6) {
                return this.failAtOpen(
                  'conflict',
                  'A Git merge-conflict marker (<<<<<<<) starts here: the file was committed in the middle of a merge. Resolve the conflict (keep one side, remove the <<<<<<<, ======= and >>>>>>> lines) and build the sitemap again.',
                  this.afterOpen(),
                );
              }
              break;
            }
            // Fewer than seven: a stray '<', which the parser reports.
            this.state = S.Tag;
            this.attributes = 0;
            this.sawTag = true;
            break;
          } else if (p0.charCodeAt(0) !== 33 /* ! */) {
            const p = p0 + s[i]!;
            if ('html'.startsWith(p.toLowerCase())) {
              this.pending = p;
              i++;
              break;
            }
            if (p0.length === 4 && (c === 62 || c === 47 || c === 32 || c === 9 || c === LF || c === CR)) {
              return this.failAtOpen('html', HTML_PAGE, this.afterOpen());
            }
            this.state = S.Tag;
            this.attributes = 0;
            this.sawTag = true;
            break; // re-read c in Tag
          }
          if (this.pending.length >= 8 && this.pending.slice(1, 8).toUpperCase() === 'DOCTYPE') {
            const decided = this.decideDoctype(this.pending, c);
            if (decided === undefined) {
              this.pending += s[i];
              i++;
            } else if (decided >= 0) {
              return decided;
            }
            break;
          }
          this.pending += s[i];
          i++;
          const p = this.pending;
          if (p === '!--') {
            this.state = S.Comment;
            this.partial = 0;
          } else if (p === '![CDATA[') {
            this.state = S.Cdata;
            this.partial = 0;
          } else if (!'!--'.startsWith(p) && !'![CDATA['.startsWith(p)) {
            const word = p.slice(1);
            // DOCTYPE in any case is read to its name (decideDoctype); the others are refused here.
            if ('DOCTYPE'.startsWith(word.toUpperCase())) break;
            const decl = declaration(word);
            if (decl) {
              return this.failAtOpen('declaration', `A <!${decl} declaration is not allowed in a sitemap; DTDs and entity declarations are refused and never processed.`, this.afterOpen());
            }
            if (!(declarationPrefix(word) && p.length < MAX_PENDING)) this.state = S.Tag; // '<!foo': the parser reports it
          }
          break;
        }
        case S.Doctype:
        case S.DoctypeQuote:
        case S.Dtd:
        case S.DtdQuote:
        case S.DtdLt:
        case S.DtdBang:
        case S.DtdBangDash:
        case S.DtdComment:
        case S.DtdPi:
        case S.DtdPiEnd:
          i = this.doctype(s, i);
          break;
        case S.Tag: {
          // Find the next quote or '>'.
          let j = i;
          let c = 0;
          for (; j < n; j++) {
            c = s.charCodeAt(j);
            if (c === 62 || c === 34 || c === 39) break;
          }
          if (j >= n) return -1;
          if (c === 62) {
            this.state = S.Text;
          } else {
            // Each attribute has one quoted value: counting values counts attributes.
            if (++this.attributes > MAX_ATTRIBUTES) {
              return this.failAtOpen('limit', `This element has more than ${MAX_ATTRIBUTES} attributes. The document is not read further.`, j);
            }
            this.state = c === 34 ? S.Dq : S.Sq;
            this.valIndex = j;
          }
          i = j + 1;
          break;
        }
        case S.Dq:
        case S.Sq: {
          const quote = this.state === S.Dq ? 34 : 39;
          let j = i;
          let c = 0;
          for (; j < n; j++) {
            c = s.charCodeAt(j);
            if (c === quote || c === 38) break;
          }
          if (j >= n) return -1;
          if (c === quote) {
            this.state = S.Tag;
          } else {
            this.refReturn = this.state;
            this.ref = '';
            this.state = S.Ref;
            this.refIndex = j;
          }
          i = j + 1;
          break;
        }
        case S.Ref: {
          const c = s.charCodeAt(i);
          const r = this.ref;
          if (c === 59 /* ; */) {
            if (r === '' || r === '#' || r === '#x') return this.failAmp();
            const bad = XmlScanner.badReference(r);
            if (bad !== undefined) return this.failAmp(bad);
            this.state = this.refReturn;
            i++;
            break;
          }
          let good: boolean;
          if (r === '') good = c === 35 /* # */ || isNameStart(c);
          else if (r === '#') good = isDigit(c) || c === 120 /* x */;
          else if (r.charCodeAt(0) === 35) good = r.charCodeAt(1) === 120 ? isHex(c) : isDigit(c);
          else good = isNameChar(c);
          if (!good && XmlScanner.wantsSemicolon(r)) {
            // (A character reference is kept without its leading zeros: it is not quoted.)
            return this.failAmp(
              r.charCodeAt(0) === 35
                ? 'This character reference has no ";" at its end: add the ";" after its digits, or write the & as &amp; for a literal &.'
                : `The reference &${r} has no ";" at its end: write &${r}; for the character it names, or &amp;${r} for a literal &.`,
            );
          }
          if (!good || r.length >= MAX_REF_NAME) return this.failAmp();
          // Leading zeros of a character reference are legal in any number (&#0000065;): one is
          // kept, the rest do not count toward MAX_REF_NAME.
          if (!(c === 48 && (r === '#0' || r === '#x0'))) this.ref = r + s[i];
          i++;
          break;
        }
        case S.Comment:
        case S.Cdata:
        case S.Pi: {
          const term = this.state === S.Comment ? '-->' : this.state === S.Cdata ? ']]>' : '?>';
          if (this.partial > 0) {
            i = this.resumeTerminator(s, i, term);
            if ((this.state as S) === S.Text || i >= n) break;
          }
          const j = s.indexOf(term, i);
          if (j >= 0) {
            this.state = S.Text;
            i = j + term.length;
            break;
          }
          // Remember how much of the terminator ends this chunk.
          this.partial = 0;
          for (let k = Math.min(term.length - 1, n - i); k > 0; k--) {
            if (s.endsWith(term.slice(0, k))) {
              this.partial = k;
              break;
            }
          }
          return -1;
        }
      }
    }
    return -1;
  }
}

/**
 * For `name`, the name of an HTML5 named character reference (WHATWG HTML, via the `entities`
 * package: `uuml`, `eacute`, `nbsp`, `hellip`), what to write in XML instead: the character
 * (quoted, with its code point), its numeric reference and, for a URL, its percent-encoded UTF-8
 * bytes, e.g. `"ü" (U+00FC): write the character itself, &#xFC;, or %C3%BC in a URL`. Undefined for
 * any other name.
 */
function htmlEntity(name: string): string | undefined {
  if (name.length > 40 || !/^[A-Za-z][A-Za-z0-9]*$/.test(name)) return undefined;
  const text = decodeHTMLStrict(`&${name};`);
  if (text === `&${name};`) return undefined;
  const points = [...text].map((c) => c.codePointAt(0)!);
  const codes = points.map((p) => `U+${p.toString(16).toUpperCase().padStart(4, '0')}`).join(' ');
  const refs = points.map((p) => `&#x${p.toString(16).toUpperCase()};`).join('');
  const shown = points.every((p) => p > 0x20 && !(p >= 0x7f && p <= 0xa0) && p !== 0xad && !(p >= 0x2000 && p <= 0x200f) && !(p >= 0x2028 && p <= 0x202f)) ? `"${text}" (${codes})` : codes;
  // A literal & or < would be a fault of its own: the predefined entity is the character there.
  const itself = text === '&' ? '&amp;' : text === '<' ? '&lt;' : 'the character itself';
  return `${shown}: write ${itself}, ${refs}, or ${encodeURIComponent(text)} in a URL`;
}
