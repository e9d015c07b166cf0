/**
 * The XML sitemap checker: urlset and sitemap index documents (and RSS / Atom feeds), fed as
 * decoded text chunks. The project's tokenizer (../xml/) reads the text, strict XML 1.0 (Fifth
 * Edition) with Namespaces, and gives every token and error its own 1-based line and column (code
 * points), the same for every split of the input into chunks; the element checks (./elements.ts)
 * judge the tokens, and the first error of the tokenizer ends the document with one finding
 * (./xml-faults.ts).
 *
 * Before the root element, the text is held until it shows whether the file is an HTML page (a
 * `<!DOCTYPE html>` or an `<html>` element first), which is reported as such rather than as the
 * first XML fault in it.
 */
import type { EntryCallback } from './entries.js';
import { ElementChecker } from './elements.js';
import type { ExtensionHandler } from './extensions/handler.js';
import type { Policy } from '../policy/policy.js';
import type { FindingSink } from './sink.js';
import { MAX_FIELD_CHARS, quote, shortName } from '../text.js';
import type { FileKind } from '../types.js';
import { PlainEntry, readPlainEntry } from './plain.js';
import { DOCTYPE_SKIPPED, documentFault, HTML_PAGE, PHP_MESSAGE, phpMessage } from './xml-faults.js';
import { XmlTokenizer, type XmlError, type XmlPosition, type XmlToken } from '../xml/index.js';

export { SITEMAP_NS } from './elements.js';
export { MAX_FIELD_CHARS };

/**
 * Limits of the parse (hostile input): deeper nesting or more attributes end the document with an
 * `xml-limit` finding. Real sitemaps nest about five levels (urlset, url, video:video,
 * video:price) and carry a few attributes.
 */
export const MAX_DEPTH = 256;
export const MAX_ATTRIBUTES = 256;
/** Longest name (element, attribute, PI target, entity, DOCTYPE), in code units. */
export const MAX_NAME_CHARS = 10000;

/**
 * Whether the tokenizer reads plain text and plain tags by its fast paths (XmlLimits.fast), and
 * plain `<url>` elements are read whole (./plain.ts). Always on; tests turn it off to compare both
 * ways (read when an XmlChecker is made).
 */
export const plainEntries = { on: true };

/**
 * Longest attribute value, comment or processing instruction (code units): the whole value is
 * held, and a file is at most max-bytes (50 MB by default).
 */
const MAX_VALUE_CHARS = 1 << 26;

/**
 * Longest prolog held to tell an HTML page, in code units (past it, the file is read as XML): a
 * page states its DOCTYPE or <html> within its first lines, and a prolog given in small pieces is
 * read again at each, so its length bounds the work.
 */
const PROLOG_HOLD = 4096;

/** Characters from a start of "<b" held to tell a PHP message in HTML (`<br />\n<b>Catchable fatal error</b>: `). */
const PHP_HOLD = 64;

/** The message of `php-code` (one for the whole file: see FindingSink.addOnce). */
const PHP_CODE =
  'PHP code (<?php ... ?>) stands here: the file is a PHP template served or built as it is, and the code never ran. XML reads it as a processing instruction and leaves it out, so the value around it is read without what it would have written (a loc then names another page, often the home page). Run the template through PHP, or write the values in.';

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

/** Line and column (1-based, code points) of index `end` of `s`, read from its start (CR LF, CR and LF end lines). */
function positionIn(s: string, end: number): { line: number; column: number } {
  let line = 1;
  let column = 1;
  for (let i = 0; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 10 || (c === 13 && s.charCodeAt(i + 1) !== 10)) {
      line++;
      column = 1;
    } else if (c !== 13 && !(c >= 0xdc00 && c <= 0xdfff && i > 0 && s.charCodeAt(i - 1) >= 0xd800 && s.charCodeAt(i - 1) <= 0xdbff)) {
      if (!(i === 0 && c === 0xfeff)) column++;
    }
  }
  return { line, column };
}

/**
 * Whether the prolog `s` (the start of the document) shows an HTML page: the index of the `<`
 * of its `<!DOCTYPE html>` or `<html>` (any case), -1 when it shows none, undefined while the text
 * so far does not tell (`final`: no more text comes, so it tells). Comments, processing
 * instructions and white space before it are read over, from `scan.from` (where an earlier call
 * stopped, so that text given in small pieces is read once: the scan is linear in the prolog).
 */
function htmlAt(s: string, final: boolean, scan: { from: number; end: number }): number | undefined {
  const n = s.length;
  let i = scan.from === 0 && s.charCodeAt(0) === 0xfeff ? 1 : scan.from;
  for (;;) {
    while (i < n && (s.charCodeAt(i) === 32 || s.charCodeAt(i) === 9 || s.charCodeAt(i) === 10 || s.charCodeAt(i) === 13)) i++;
    scan.from = i;
    if (i >= n) return final ? -1 : undefined;
    if (s.charCodeAt(i) !== 60) return -1;
    if (n - i < 4 && !final) return undefined;
    const comment = s.startsWith('<!--', i);
    const end = comment ? s.indexOf('-->', Math.max(i + 4, scan.end)) : s.startsWith('<?', i) ? s.indexOf('?>', Math.max(i + 2, scan.end)) : -2;
    if (end === -2) break;
    if (end < 0) {
      // Looked for again from the end of the text so far (less what may be the terminator's start).
      scan.end = Math.max(i + 2, n - 2);
      return final ? -1 : undefined;
    }
    scan.end = 0;
    i = end + (comment ? 3 : 2);
  }
  const head = s.slice(i, i + 40);
  const doctype = /^<!doctype[ \t\r\n]+(?:html(?=[ \t\r\n>[]))?/i.exec(head);
  const element = /^<html(?=[ \t\r\n>/])/i.exec(head);
  if ((doctype !== null && doctype[0].length > 10) || element !== null) return i;
  // Not decided while what is there could still grow into one of them.
  const more = head.length < 40 && !final && ('<!doctype html '.startsWith(head.toLowerCase().replace(/[ \t\r\n]+/, ' ').slice(0, 15)) || '<html '.startsWith(head.toLowerCase().slice(0, 6)));
  return more ? undefined : -1;
}

/** Checks one XML sitemap document. Feed decoded text with `write`, then call `end` once. */
export class XmlChecker {
  /** True once a fatal fault stopped the parse (well-formedness, a limit, an HTML page, encoding, size). */
  stopped = false;

  private readonly tokenizer: XmlTokenizer;
  private readonly elements: ElementChecker;
  /** The record of the plain `<url>` read last (one per checker, overwritten). */
  private readonly entry = new PlainEntry();
  /** The text held before the root while it may be an HTML page (undefined once decided). */
  private prolog: string | undefined = '';
  /** Where the reading of the held prolog goes on (see htmlAt). */
  private readonly prologScan = { from: 0, end: 0 };
  /** True once a token was read (a template starts with its front matter, before any). */
  private markupSeen = false;
  /** True once the XML declaration was read. */
  private declarationSeen = false;
  /** The end tag read last (through tokens: the root's, once the root has ended). */
  private lastEnd: XmlToken | undefined;

  constructor(
    private readonly policy: Policy,
    private readonly sink: FindingSink,
    options: XmlCheckOptions = {},
  ) {
    this.elements = new ElementChecker(policy, sink, options);
    this.tokenizer = new XmlTokenizer(
      {
        token: (t) => this.token(t),
        error: (e) => this.error(e),
        element: (chunk, lt, line, column, after) => this.plain(chunk, lt, line, column, after),
      },
      { maxDepth: MAX_DEPTH, maxAttributes: MAX_ATTRIBUTES, maxNameLength: MAX_NAME_CHARS, maxValueLength: MAX_VALUE_CHARS, fast: plainEntries.on },
    );
  }

  /** What the document is, once its root element is read ('unknown' before). */
  get kind(): FileKind {
    return this.elements.kind;
  }

  /** Entries read so far (url or sitemap; items of a feed). */
  get entries(): number {
    return this.elements.entries;
  }

  /** Line and column of the next character the checker expects (the end of what was fed). */
  position(): { line: number; column: number } {
    if (!this.stopped) {
      if (this.prolog !== undefined) this.settle(true);
      // What the text so far already shows is reported before what comes at this position.
      if (!this.stopped) this.tokenizer.flush();
    }
    return this.tokenizer.position();
  }

  /** Feeds the next chunk of decoded text. */
  write(text: string): void {
    if (this.prolog !== undefined && !this.stopped) {
      this.prolog += text;
      this.settle(false);
      return;
    }
    this.tokenizer.write(text);
  }

  /** Stops the parse without an end-of-document judgement (used after encoding and size faults). */
  abort(): void {
    this.stop();
  }

  /**
   * Ends the document: reports constructs left open, the empty document and `url-count`.
   * `complete` is false when the input was cut short (size limit): no end-of-input judgement then.
   */
  end(complete = true): void {
    if (this.stopped) return;
    if (this.prolog !== undefined) this.settle(true);
    if (!complete) {
      // Cut short: only what is already certain (stray text that began) is reported.
      if (!this.stopped) this.tokenizer.flush();
      this.elements.releaseAll();
      return;
    }
    if (this.stopped) return;
    this.tokenizer.end();
    if (this.stopped) return;
    this.elements.end();
  }

  /** A plain `<url>` whose `<` is at `lt` of `chunk`, read whole and judged, when the element checks take it (see ./plain.ts). */
  private plain(chunk: string, lt: number, line: number, column: number, after: XmlPosition): number {
    const e = this.entry;
    if (this.stopped || !this.elements.plainReady || !readPlainEntry(chunk, lt, line, column, e) || !this.elements.takePlain(e)) return lt;
    after.line = e.afterLine;
    after.column = e.afterColumn;
    return e.end;
  }

  /** Decides whether the held prolog is an HTML page or starts with a PHP message in HTML; if not (or past PROLOG_HOLD), reads it as XML. */
  private settle(final: boolean): void {
    const s = this.prolog!;
    const at = htmlAt(s, final || s.length > PROLOG_HOLD, this.prologScan);
    if (at === undefined) return;
    // A PHP message in HTML (`<br />\n<b>Warning</b>: ...`) before the sitemap: its tags would read
    // as a root element and a second one; it is one fault, said once. A start of "<b" is held
    // until PHP_HOLD characters tell (a sitemap starts with "<?xml" or its root, never held).
    const start = at >= 0 ? -1 : /^\ufeff?[ \t\r\n]*/.exec(s)![0].length;
    const head = start < 0 ? '' : s.slice(start, start + PHP_HOLD);
    const maybePhp = head.length > 0 && (head.length < 2 ? head === '<' : (head.charCodeAt(1) | 0x20) === 0x62 && head.charCodeAt(0) === 0x3c);
    const php = maybePhp ? PHP_MESSAGE.exec(head) : null;
    if (!final && s.length <= PROLOG_HOLD) {
      if (maybePhp && php === null && head.length < PHP_HOLD) return;
      // The message is quoted from its line: held until that line ends.
      if (php !== null && !/[\r\n]/.test(s.slice(start + php[0].length))) return;
    }
    this.prolog = undefined;
    if (at >= 0) {
      const { line, column } = positionIn(s, at);
      this.fatal('root-element', HTML_PAGE, line, column);
    } else if (php !== null) {
      const { line, column } = positionIn(s, start);
      this.fatal('xml-not-well-formed', `The XML is not well-formed: the file starts with ${phpMessage(s.slice(start, start + 400))}`, line, column);
    }
    this.tokenizer.write(s);
  }

  private fatal(rule: string, message: string, line: number, column: number): void {
    if (this.stopped) return;
    // What the element checks held comes first: it was read before this fault.
    this.elements.releaseAll();
    this.sink.add(rule, message, line, column);
    this.stop();
  }

  /** Ends the judgement; the tokenizer only counts positions from here on (for a later encoding finding). */
  private stop(): void {
    this.stopped = true;
    this.tokenizer.stop();
    // What the element checks held for elements left open is a finding of its own now.
    this.elements.releaseAll();
  }

  private error(e: XmlError): void {
    if (this.stopped) return;
    if (e.code === 'no-root') {
      const empty = e.line === 1 && e.column === 1;
      this.sink.add(
        'root-element',
        empty
          ? 'The file is empty: a sitemap needs a <urlset> or <sitemapindex> root element.'
          : 'The document has no root element: a sitemap needs a <urlset> or <sitemapindex> root element.',
      );
      this.stop();
      return;
    }
    const open = this.elements.innermost();
    const end = this.lastEnd;
    // An end tag that does not close the innermost element: the findings of the element checks
    // that this one fault explains are dropped, and the first misplaced child is named.
    const held = e.code === 'end-tag-mismatch' && e.name !== '' ? this.elements.endTagMismatch(e.name ?? '') : undefined;
    const f = documentFault(e, {
      inside: held?.child,
      openMisplaced: held?.self,
      rootSeen: this.elements.sawRoot,
      markupSeen: this.markupSeen,
      open,
      maxDepth: MAX_DEPTH,
      maxAttributes: MAX_ATTRIBUTES,
      maxNameLength: MAX_NAME_CHARS,
      declarationSeen: this.declarationSeen,
      rootEnd: open === undefined && end?.kind === 'endTag' && this.elements.sawRoot ? { name: end.name, line: end.line, column: end.column } : undefined,
    });
    this.fatal(f.rule, f.message, f.line, f.column);
  }

  private token(t: XmlToken): void {
    if (this.stopped) return;
    this.markupSeen = true;
    switch (t.kind) {
      case 'startTag':
        this.elements.open(t);
        if (t.selfClosing && !this.stopped) this.elements.close();
        return;
      case 'endTag':
        this.elements.close();
        this.lastEnd = t;
        return;
      case 'text':
      case 'cdata':
        this.elements.text(t);
        return;
      case 'xmlDecl': {
        this.declarationSeen = true;
        const enc = t.encoding;
        if (enc !== undefined && !/^utf-?8$/i.test(enc)) {
          this.sink.add('encoding', `The XML declaration names the encoding ${quote(enc)}; sitemaps must be UTF-8 (declare encoding="UTF-8" or leave it out).`, 1, 1);
        }
        return;
      }
      case 'pi':
        if (t.target.toLowerCase() === 'php') {
          this.sink.addOnce('php-code', PHP_CODE, t.line, t.column);
          this.elements.taintField();
          return;
        }
        this.sink.add(
          'processing-instruction',
          `The processing instruction <?${shortName(t.target)}?> is not allowed by this profile; remove it (browsers use xml-stylesheet, crawlers ignore it).`,
          t.line,
          t.column,
        );
        return;
      case 'doctype':
        // Skipped unparsed by the tokenizer: the rest of the document is read.
        this.sink.add('dtd-forbidden', DOCTYPE_SKIPPED, t.line, t.column);
        return;
      case 'comment':
        return;
    }
  }
}
