/**
 * A light scanner that runs one step ahead of the XML parser over each decoded chunk. It knows
 * only five contexts (text, tag, attribute value, comment / CDATA / processing instruction, and
 * markup declarations) and finds the faults that `saxes` reports late or in the wrong place:
 *
 * - an `&` that does not start a well-formed reference (`&name;`, `&#digits;`, `&#xhex;`), or
 *   that names an entity XML does not predefine: saxes reads on to the next `;` and reports at
 *   the end of the document or many lines later; we report at the `&` itself;
 * - a comment, CDATA section, processing instruction, tag or attribute value left open until the
 *   end of the input: reported where it opened;
 * - a DOCTYPE or other markup declaration, found before the parser sees it, so it is never
 *   processed (`dtd-forbidden`).
 *
 * Positions are 1-based lines and columns; columns count Unicode characters (code points), as
 * saxes does. Line ends are LF (a CRLF pair counts once).
 */

/** A fault found by the scanner. */
export interface ScanFault {
  /** `ampersand`: bad or undefined reference; `open`: construct open at end of input; `declaration`: DOCTYPE/ENTITY/... */
  kind: 'ampersand' | 'open' | 'declaration';
  line: number;
  column: number;
  /** A sentence describing the fault (no position in it, except the end-of-input position for `open`). */
  message: string;
}

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
}

const PREDEFINED = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);
const DECLARATIONS = ['DOCTYPE', 'ENTITY', 'ELEMENT', 'ATTLIST', 'NOTATION'];
const MAX_PENDING = 10; // longest prefix needed after '<' to decide: '![CDATA[' / '!NOTATION'
const MAX_REF_NAME = 100;

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

/** Counts code points in s[from, to): UTF-16 units minus low surrogates that follow a high one. */
function codePoints(s: string, from: number, to: number): number {
  let n = to - from;
  for (let i = from; i < to; i++) {
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
};

/**
 * Scans decoded text chunk by chunk. Call `scan` with each chunk before handing it to the parser;
 * when it returns an index, hand the parser only `chunk.slice(0, index)` and report `fault`.
 */
export class XmlScanner {
  /** The first fault found, once `scan` returned an index or `end` returned a fault. */
  fault: ScanFault | undefined;

  private state: S = S.Text;
  /** State to return to after a reference ends (Text, Dq or Sq). */
  private refReturn: S = S.Text;
  /** Line and column of the first character of the current chunk. */
  private baseLine = 1;
  private baseCol = 1;
  /** Position of the construct or reference that is open (valid while state is not Text). */
  private openLine = 1;
  private openCol = 1;
  /** Index in the current chunk where the open construct started, or -1 if it started earlier. */
  private openIndex = -1;
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

  /**
   * Scans `chunk`. Returns -1 when the parser may take all of it, or the index of the first
   * character the parser must not see (a fault was found and stored in `fault`).
   */
  scan(chunk: string): number {
    if (this.fault) return 0;
    this.chunk = chunk;
    this.openIndex = -1;
    this.refIndex = -1;
    const stop = this.run(chunk);
    if (stop >= 0) return stop;
    // Carry the positions of constructs that opened in this chunk and are still open.
    if (this.openIndex >= 0) this.fixOpen(this.openIndex);
    if (this.state === S.Ref && this.refIndex >= 0) {
      [this.refLine, this.refCol] = this.posAt(this.refIndex);
      this.refIndex = -1;
    }
    this.advanceBase(chunk);
    return -1;
  }

  /** Call at end of input: returns the fault for a construct still open, if any. */
  end(): ScanFault | undefined {
    if (this.fault) return this.fault;
    if (this.state === S.Text) return undefined;
    const where = `the input ends at line ${this.baseLine}, column ${this.baseCol}`;
    if (this.state === S.Ref) {
      this.fault = this.ampFault(this.refLine, this.refCol);
      return this.fault;
    }
    const what = CONTEXT_NAMES[this.state] ?? 'construct';
    this.fault = {
      kind: 'open',
      line: this.openLine,
      column: this.openCol,
      message: `This ${what} is never closed: ${where}.`,
    };
    return this.fault;
  }

  /** Line and column of chunk index k of the current chunk. */
  private posAt(k: number): [number, number] {
    const s = this.chunk;
    const nl = s.lastIndexOf('\n', k - 1);
    if (nl < 0 || k === 0) return [this.baseLine, this.baseCol + codePoints(s, 0, k)];
    let lines = 0;
    for (let i = s.indexOf('\n'); i >= 0 && i < k; i = s.indexOf('\n', i + 1)) lines++;
    return [this.baseLine + lines, 1 + codePoints(s, nl + 1, k)];
  }

  private fixOpen(k: number): void {
    const [l, c] = this.posAt(k);
    this.openLine = l;
    this.openCol = c;
    this.openIndex = -1;
  }

  private advanceBase(s: string): void {
    const last = s.lastIndexOf('\n');
    if (last < 0) {
      this.baseCol += codePoints(s, 0, s.length);
      return;
    }
    let lines = 0;
    for (let i = s.indexOf('\n'); i >= 0; i = s.indexOf('\n', i + 1)) lines++;
    this.baseLine += lines;
    this.baseCol = 1 + codePoints(s, last + 1, s.length);
  }

  private open(k: number, state: S): void {
    this.state = state;
    this.openIndex = k;
  }

  private openPos(): [number, number] {
    return this.openIndex >= 0 ? this.posAt(this.openIndex) : [this.openLine, this.openCol];
  }

  private ampFault(line: number, column: number, undefinedName = false): ScanFault {
    const name = this.ref;
    const message = undefinedName
        ? `The entity reference &${name}; is not defined: XML without a DTD knows only &amp;, &lt;, &gt;, &quot; and &apos;. Write a literal & as &amp;.`
        : 'A literal & must be written &amp; in XML (it starts an entity reference otherwise).';
    return { kind: 'ampersand', line, column, message };
  }

  private refPos(): [number, number] {
    return this.refIndex >= 0 ? this.posAt(this.refIndex) : [this.refLine, this.refCol];
  }

  private failAmp(stop: number): number {
    const [l, c] = this.refPos();
    this.fault = this.ampFault(l, c);
    return stop;
  }

  /** Runs the state machine over s; returns the stop index of a fault, or -1. */
  private run(s: string): number {
    const n = s.length;
    let i = 0;
    let nextLt = -2; // cached indexOf results; -2 = unknown
    let nextAmp = -2;
    while (i < n) {
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
          if (this.pending === '') {
            if (c === 63 /* ? */) {
              this.state = S.Pi;
              this.partial = 0;
              i++;
              break;
            }
            if (c !== 33 /* ! */) {
              this.state = S.Tag;
              break; // re-read c in Tag
            }
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
            const decl = DECLARATIONS.find((d) => d === word);
            if (decl) {
              const [l, c2] = this.openPos();
              this.fault = {
                kind: 'declaration',
                line: l,
                column: c2,
                message: `A <!${decl} declaration is not allowed in a sitemap; DTDs and entity declarations are refused and never processed.`,
              };
              return i;
            }
            const couldGrow = DECLARATIONS.some((d) => d.startsWith(word)) && p.length < MAX_PENDING;
            if (!couldGrow) this.state = S.Tag; // '<!foo': the parser reports it
          }
          break;
        }
        case S.Tag: {
          // Find the next quote or '>'.
          let j = i;
          let c = 0;
          for (; j < n; j++) {
            c = s.charCodeAt(j);
            if (c === 62 || c === 34 || c === 39) break;
          }
          if (j >= n) return -1;
          if (c === 62) this.state = S.Text;
          else this.state = c === 34 ? S.Dq : S.Sq;
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
          if (c === 59 /* ; */) {
            const r = this.ref;
            let ok: boolean;
            if (r.startsWith('#x')) ok = r.length > 2;
            else if (r.startsWith('#')) ok = r.length > 1;
            else ok = r.length > 0 && PREDEFINED.has(r);
            if (!ok) {
              if (r.length > 0 && !r.startsWith('#')) {
                // A well-formed reference to an entity that does not exist.
                const [l, col] = this.refPos();
                this.fault = this.ampFault(l, col, true);
                return i + 1;
              }
              return this.failAmp(i);
            }
            this.state = this.refReturn;
            // The reference may have opened inside an attribute value; keep the value's position unknown.
            i++;
            break;
          }
          const r = this.ref;
          let good: boolean;
          if (r === '') good = c === 35 /* # */ || isNameStart(c);
          else if (r === '#') good = isDigit(c) || c === 120 /* x */;
          else if (r.startsWith('#x')) good = isHex(c);
          else if (r.startsWith('#')) good = isDigit(c);
          else good = isNameChar(c);
          if (!good || r.length >= MAX_REF_NAME) {
            return this.failAmp(i);
          }
          this.ref = r + s[i];
          i++;
          break;
        }
        case S.Comment:
        case S.Cdata:
        case S.Pi: {
          const term = this.state === S.Comment ? '-->' : this.state === S.Cdata ? ']]>' : '?>';
          if (this.partial > 0) {
            const rest = term.slice(this.partial);
            const head = s.slice(i, i + rest.length);
            if (head === rest) {
              this.state = S.Text;
              this.partial = 0;
              i += rest.length;
              break;
            }
            if (rest.startsWith(head) && i + head.length >= n) {
              this.partial += head.length;
              return -1;
            }
            this.partial = 0;
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
