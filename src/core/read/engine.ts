/**
 * The streaming pipeline of one document: bytes -> (gzip inflation, capped) -> UTF-8 decoding
 * (BOM, strict validation with positions) -> the checker of its kind (XML sitemap, text sitemap,
 * robots.txt). No stage holds the whole document; memory is bounded by the chunk size plus what
 * the checkers keep per file (one entry per distinct loc).
 */
import { closeSync, constants as fsConstants, fstatSync, openSync, readSync } from 'node:fs';
import { Readable } from 'node:stream';
import { isUtf8 } from 'node:buffer';
import { types } from 'node:util';
import { resolvePolicy, type Policy, type PolicyInput } from '../policy/policy.js';
import { createExtensionHandler } from '../checks/extensions/index.js';
import { CodeListsNotLoaded, loadCodeLists } from '../checks/extensions/codes.js';
import { CodeListGate } from '../checks/extensions/gate.js';
import { FindingSink, MAX_FINDINGS_PER_FILE } from '../checks/sink.js';
import { Triage, type FileTriage, type TriageOutcome } from '../run/baseline.js';
import { RobotsChecker, TextChecker } from '../checks/textsitemap.js';
import type { DocumentResult, EntryAlternates, EntryRecord, FileKind, FileResult } from '../types.js';
import { SiteChecks } from '../site/site.js';
import { XmlChecker } from '../checks/xml.js';
import { EntryColumns, type EntryCallback } from '../checks/entries.js';
import { ownString } from '../site/locplaces.js';
import { trimEndOf } from '../text.js';

/** Size of the slices an in-memory document is fed in, in bytes. */
export const CHUNK_BYTES = 64 * 1024;

/** What every checker offers the pipeline. */
interface Checker {
  readonly kind: FileKind;
  entries: number;
  stopped: boolean;
  write(text: string): void;
  end(complete?: boolean): void;
  abort(): void;
  position(): { line: number; column: number };
  /**
   * Line-based checkers (text sitemap, robots.txt): the line being read holds bytes that are not
   * UTF-8, already reported; it is not judged.
   */
  skipLine?(): void;
  /** Line-based checkers: true once skipLine was called for the line being read. */
  readonly skippingLine?: boolean;
}

/** Options of a document check. */
export interface DocumentOptions {
  /**
   * The file name, used only to tell text sitemaps (`*.txt`, `*.txt.gz`) and robots.txt from XML,
   * and to expect gzip from a `.gz` name. Any other name (or none) lets the content decide: a
   * first line that starts with `scheme://` makes a text sitemap, anything else is judged as XML.
   * A `.txt` file whose content starts with `<` (after white space) is judged as XML too.
   */
  name?: string;
  /** Called with each entry as read back. */
  onEntry?: (record: EntryRecord) => void;
  /** Called at the end of each url entry that has hreflang alternates (for set-level checks). */
  onAlternates?: (entry: EntryAlternates) => void;
}

/** The outcome of the pipeline for one document. */
export interface PipelineResult extends DocumentResult {
  /** Bytes after inflation that were read (at most `maxBytes` + the last chunk). */
  bytes: number;
  /**
   * The findings the per-file cap left out, by rule id (present only when some were): the checks
   * across files add theirs to these, for one `findings-capped` notice per file.
   */
  dropped?: Record<string, number>;
  /** What the file's baseline and ignore entries counted, when `triage` was given (see FileCallbacks). */
  triage?: TriageOutcome;
}

function hex(b: number): string {
  return `0x${b.toString(16).toUpperCase().padStart(2, '0')}`;
}

/** Length of the UTF-8 sequence a lead byte starts, or 0 for a byte that cannot start one. */
function sequenceLength(b: number): number {
  if (b < 0x80) return 1;
  if (b >= 0xc2 && b <= 0xdf) return 2;
  if (b >= 0xe0 && b <= 0xef) return 3;
  if (b >= 0xf0 && b <= 0xf4) return 4;
  return 0;
}

/** Index of the first byte of `buf`, from `from` on, that is not part of a valid UTF-8 sequence. */
function firstInvalid(buf: Uint8Array, from = 0): number {
  let i = from;
  const n = buf.length;
  while (i < n) {
    const b = buf[i]!;
    const len = sequenceLength(b);
    if (len === 0) return i;
    if (len === 1) {
      i++;
      continue;
    }
    if (i + len > n) return i;
    const b1 = buf[i + 1]!;
    if ((b1 & 0xc0) !== 0x80) return i;
    if (b === 0xe0 && b1 < 0xa0) return i; // overlong
    if (b === 0xed && b1 > 0x9f) return i; // surrogate
    if (b === 0xf0 && b1 < 0x90) return i; // overlong
    if (b === 0xf4 && b1 > 0x8f) return i; // above U+10FFFF
    for (let k = 2; k < len; k++) if ((buf[i + k]! & 0xc0) !== 0x80) return i;
    i += len;
  }
  return n;
}

/** Bytes at the end of `buf` that start an incomplete (so far valid-looking) UTF-8 sequence. */
function incompleteTail(buf: Uint8Array): number {
  const n = buf.length;
  for (let back = 1; back <= 3 && back <= n; back++) {
    const b = buf[n - back]!;
    if ((b & 0xc0) === 0x80) continue; // continuation byte: keep looking for the lead
    const len = sequenceLength(b);
    return len > back ? back : 0;
  }
  return 0;
}

/** Decodes, sniffs and dispatches the bytes of one document. */
class DocumentPipeline {
  bytes = 0;
  private checker: Checker | undefined;
  private sniff = '';
  private started = false;
  private carry: Uint8Array | undefined;
  private head: Uint8Array | undefined;
  private overLimit = false;
  /** True once the first decoded text was seen (for the second-BOM check). */
  private sawText = false;
  private dead = false;

  constructor(
    private readonly policy: Policy,
    private readonly sink: FindingSink,
    private readonly name: string,
    private readonly onEntry: EntryCallback | undefined,
    private readonly onAlternates: ((e: EntryAlternates) => void) | undefined = undefined,
  ) {}

  /** True once nothing more needs to be judged (the rest is only counted, see `settled`). */
  get done(): boolean {
    return this.dead || this.overLimit || (this.checker?.stopped ?? false);
  }

  /**
   * The size of the document in bytes when it is known before it is read (a plain file, bytes in
   * memory; not a gzip stream): once the judgement stops early, it tells `file-too-large` without
   * reading the rest.
   */
  knownSize: number | undefined;

  /**
   * True once nothing more needs to be read: past `maxBytes`, or judged and its size known. Until
   * then, bytes after the judgement stopped are counted (`file-too-large` is reported for a
   * document over the limit whatever else is wrong with it) and, for gzip, still inflated (a
   * broken stream is `gzip-invalid` whatever its inflated part says). Reports `file-too-large` for a
   * known size over the limit.
   */
  settle(): boolean {
    if (this.overLimit) return true;
    if (!this.done) return false;
    if (this.knownSize === undefined) return false;
    if (this.knownSize > this.policy.maxBytes) this.tooLarge(true);
    return true;
  }

  /**
   * Takes the next bytes of the (inflated) document. Bytes past `maxBytes` are not read: those
   * up to the limit are judged first, then `file-too-large` is reported. Bytes that come after a
   * fault stopped the judgement are only counted, for the size.
   */
  push(chunk: Uint8Array): void {
    if (this.overLimit || chunk.length === 0) return;
    const room = this.policy.maxBytes - this.bytes;
    if (this.done) {
      if (chunk.length <= room) {
        this.bytes += chunk.length;
      } else {
        this.bytes = this.policy.maxBytes + 1;
        this.tooLarge(true);
      }
      return;
    }
    if (chunk.length <= room) {
      this.bytes += chunk.length;
      this.take(chunk);
      return;
    }
    if (room > 0) {
      this.bytes += room;
      this.take(chunk.subarray(0, room));
    }
    this.bytes = this.policy.maxBytes + 1;
    const judged = this.done;
    if (!judged) this.flushHeld();
    this.tooLarge(judged || this.done);
  }

  /** Reports `file-too-large` (once); `early`: the judgement had stopped before the limit. */
  private tooLarge(early: boolean): void {
    if (this.overLimit) return;
    this.overLimit = true;
    const where = early ? '' : '; reading stopped at the limit';
    this.sink.add(
      'file-too-large',
      `The document is larger than ${this.policy.maxBytes} bytes uncompressed (max-bytes)${where}. Split it into several sitemaps listed in a sitemap index.`,
    );
  }

  /** Decodes bytes within the limit. */
  private take(chunk: Uint8Array): void {
    if (!this.started) {
      const joined: Uint8Array = this.head ? Buffer.concat([this.head, chunk]) : chunk;
      if (joined.length < 4) {
        this.head = joined;
        return;
      }
      this.head = undefined;
      this.started = true;
      chunk = this.startBytes(joined);
      if (this.dead) return;
    }
    this.decode(chunk, false);
  }

  /** Ends the document. `complete` is false when the input broke off (gzip error). */
  finish(complete: boolean): void {
    this.startHead();
    if (!this.dead && !this.overLimit && this.carry && this.carry.length > 0) {
      this.decode(new Uint8Array(0), true);
    }
    if (this.dead) return;
    const checker = this.checker ?? this.choose(this.sniff);
    if (this.sniff !== '') {
      checker.write(this.sniff);
      this.sniff = '';
    }
    checker.end(complete && !this.overLimit);
  }

  /** Decodes the first bytes if they were held for the byte order mark check (fewer than 4). */
  private startHead(): void {
    if (!this.started && this.head && !this.dead) {
      const head = this.head;
      this.head = undefined;
      this.started = true;
      const rest = this.startBytes(head);
      if (!this.dead) this.decode(rest, false);
    }
  }

  /**
   * Hands the checker what was read so far: the first bytes held for the byte order mark check,
   * and the text held to choose the checker (an incomplete UTF-8 sequence stays held).
   */
  private flushHeld(): void {
    this.startHead();
    if (!this.dead && !this.checker && this.sniff !== '') this.flushSniff();
  }

  result(): DocumentResult {
    const c = this.checker;
    // A document that no check could read, with every fault found in it turned off by the
    // policy (xml-not-well-formed: off on `<urlset`), would pass with nothing said: one finding
    // says that nothing was judged, and why.
    const n = this.sink.counts();
    if ((c?.kind ?? 'unknown') === 'unknown' && (c?.entries ?? 0) === 0 && this.sink.silenced.size > 0 && n.errors + n.warnings + n.notices === 0) {
      const off = [...this.sink.silenced].slice(0, 3).join(', ');
      this.sink.add('root-element', `No sitemap could be read from this file: the fault that stopped the reading is of a rule the policy turns off (${off}), so nothing in it was judged. Fix the file, or turn the rule back on to see the fault.`);
    }
    // The exact counts travel with the result (also from a worker thread, where the findings
    // array is a copy): with more findings than the per-file cap, they exceed what the list holds.
    return { kind: c?.kind ?? 'unknown', entries: c?.entries ?? 0, findings: this.sink.sorted(), counts: this.sink.counts() };
  }

  /** Looks at the first bytes: byte order marks. Returns the bytes to decode. */
  private startBytes(b: Uint8Array): Uint8Array {
    const b0 = b[0];
    const b1 = b[1];
    const b2 = b[2];
    const b3 = b[3];
    if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) {
      this.sink.add('bom', 'The file starts with a UTF-8 byte order mark; crawlers accept it, but some tools read it as part of the first line or element.', 1, 1);
      return b.subarray(3);
    }
    const utf32 = (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff) || (b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0);
    const utf16 = !utf32 && ((b0 === 0xfe && b1 === 0xff) || (b0 === 0xff && b1 === 0xfe));
    if (utf16 || utf32) {
      this.sink.add(
        'encoding',
        `The file starts with a ${utf32 ? 'UTF-32' : 'UTF-16'} byte order mark; sitemaps must be UTF-8. Save the file as UTF-8.`,
        1,
        1,
      );
      this.dead = true;
      this.checker?.abort();
      return b;
    }
    // XML 1.0 appendix F: '<' or '<?' as UTF-16 or UTF-32 code units, without a byte order mark.
    // Any other ASCII character in UTF-16 or UTF-32 (a robots.txt or text sitemap, or XML without
    // a declaration): a zero byte beside it. No UTF-8 text starts so; judged as UTF-8, a robots.txt
    // would hold no line a reader knows, and pass without a finding.
    const ascii = (x: number | undefined): boolean => x !== undefined && x > 0 && x < 0x80;
    const wide =
      (b0 === 0x3c && b1 === 0 && (b2 === 0x3f || (b2 === 0 && b3 === 0))) ||
      (b0 === 0 && b1 === 0x3c && b2 === 0 && b3 === 0x3f) ||
      (b0 === 0 && b1 === 0 && b2 === 0 && b3 === 0x3c) ||
      (ascii(b0) && b1 === 0 && ((ascii(b2) && b3 === 0) || (b2 === 0 && b3 === 0))) ||
      (b0 === 0 && ascii(b1) && b2 === 0 && ascii(b3)) ||
      (b0 === 0 && b1 === 0 && b2 === 0 && ascii(b3));
    if (wide) {
      this.sink.add(
        'encoding',
        'The file looks like UTF-16 or UTF-32 (every character takes more than one byte, with zero bytes between); sitemaps must be UTF-8. Save the file as UTF-8.',
        1,
        1,
      );
      this.dead = true;
      this.checker?.abort();
    }
    return b;
  }

  private decode(chunk: Uint8Array, atEnd: boolean): void {
    let buf: Uint8Array = chunk;
    if (this.carry) {
      buf = Buffer.concat([this.carry, chunk]);
      this.carry = undefined;
    }
    const keep = atEnd ? 0 : incompleteTail(buf);
    const cut = buf.length - keep;
    if (keep > 0) this.carry = buf.slice(cut);
    const body = buf.subarray(0, cut);
    if (body.length === 0) return;
    if (isUtf8(body)) {
      this.text(Buffer.from(body.buffer, body.byteOffset, body.length).toString('utf8'));
      return;
    }
    this.decodeInvalid(body, atEnd);
  }

  /**
   * Decodes `body`, which holds bytes that are not UTF-8, and reports them (`encoding`). An XML
   * document ends at the first (XML 1.0 section 4.3.3: a fatal error). A text sitemap or robots.txt
   * is read on, as crawlers read robots.txt (byte by byte) and text sitemaps (line by line): each
   * line holding such a byte is reported once and not judged further (its URL is not what the
   * author wrote), every other line is.
   */
  private decodeInvalid(body: Uint8Array, atEnd: boolean): void {
    let from = 0;
    /** Replacement characters not written yet: a run of such bytes is written at once. */
    let marks = 0;
    const flush = (): void => {
      if (marks > 0) this.text('\ufffd'.repeat(marks));
      marks = 0;
    };
    for (;;) {
      const bad = firstInvalid(body, from);
      if (bad > from) {
        flush();
        this.text(Buffer.from(body.buffer, body.byteOffset + from, bad - from).toString('utf8'));
      }
      if (this.done || bad >= body.length) {
        flush();
        return;
      }
      const checker = this.checker ?? this.flushSniff();
      const b = body[bad]!;
      const lineBased = checker.skipLine !== undefined;
      // One finding per line: only its first such byte is placed. position() counts the characters
      // of the line so far, so placing every byte of a long line of them took quadratic time (a
      // 400 KB line of Latin-1 text ran for three minutes).
      if (!lineBased || checker.skippingLine !== true) {
        const { line, column } = checker.position();
        // A fault the text before the byte shows once the checker is asked where it stands (text
        // it held to tell what it is) stopped the judgement there: it is the one finding.
        if (this.done) {
          flush();
          return;
        }
        // Truncated only when every byte after the lead is a continuation byte and the input ends.
        let truncated = atEnd && sequenceLength(b) > 1 && bad + sequenceLength(b) > body.length;
        for (let k = bad + 1; truncated && k < body.length; k++) if ((body[k]! & 0xc0) !== 0x80) truncated = false;
        const what = truncated ? `The file ends inside a UTF-8 sequence (byte ${hex(b)})` : `The byte ${hex(b)} is not valid UTF-8 here`;
        const rule = checker.kind === 'robots' ? 'a robots.txt must be UTF-8 encoded (RFC 9309 section 2.3)' : 'sitemaps must be UTF-8 encoded';
        const rest = lineBased ? ' This line is not judged further; the other lines are.' : '';
        this.sink.add('encoding', `${what}; ${rule}. Re-save the file as UTF-8.${rest}`, line, column);
      }
      if (!lineBased) {
        checker.abort();
        this.dead = true;
        return;
      }
      checker.skipLine!();
      // One replacement character per byte that is no part of a UTF-8 character, as a decoder
      // writes it: the columns of further bytes on the line stay those of the characters read.
      marks++;
      from = bad + 1;
    }
  }

  private text(s: string): void {
    if (this.checker) {
      this.checker.write(s);
      return;
    }
    if (this.sniff === '' && !this.sawText && s !== '') {
      this.sawText = true;
      if (s.charCodeAt(0) === 0xfeff) {
        // A byte order mark after the one already read (or a zero-width no-break space): not
        // whitespace, not markup; XML parsers refuse it and readers of text glue it to the URL.
        this.sink.add('encoding', 'The file starts with a second UTF-8 byte order mark (U+FEFF); save it with at most one.', 1, 1);
        s = s.slice(1);
        if (s === '') return;
      }
    }
    this.sniff += s;
    if (this.nameKind() === 'robots' || sniffDecided(this.sniff)) this.flushSniff();
  }

  /** The kind the file name alone decides (robots.txt, `*.txt`), if it does. */
  private nameKind(): 'robots' | 'text' | undefined {
    const base = this.name.toLowerCase().replace(/\.gz$/, '');
    if (base === 'robots.txt' || base.endsWith('/robots.txt')) return 'robots';
    if (base.endsWith('.txt')) return 'text';
    return undefined;
  }

  private flushSniff(): Checker {
    const checker = this.checker ?? this.choose(this.sniff);
    if (this.sniff !== '') {
      const s = this.sniff;
      this.sniff = '';
      checker.write(s);
    }
    return checker;
  }

  private choose(sample: string): Checker {
    const opts = this.onEntry ? { onEntry: this.onEntry } : {};
    const byName = this.nameKind();
    let checker: Checker;
    // A robots.txt is known by its name, or by its content under another name (a renamed copy such
    // as robots.staging.txt): judged as a text sitemap, each of its lines would be an error.
    if (byName === 'robots' || looksLikeRobots(sample)) checker = new RobotsChecker(this.policy, this.sink, opts);
    // A `.txt` name makes a text sitemap unless the content starts with markup: an XML sitemap
    // saved under a .txt name is judged as the XML it is (sitemaps.org names no extension).
    else if (looksLikeUrlLines(sample) || (byName === 'text' && !startsWithMarkup(sample))) checker = new TextChecker(this.policy, this.sink, opts);
    else {
      const extensions = createExtensionHandler(this.policy, this.sink, this.onAlternates ? { onAlternates: this.onAlternates } : {});
      checker = new XmlChecker(this.policy, this.sink, { ...opts, extensions });
    }
    this.checker = checker;
    return checker;
  }
}

/** Characters of the first line needed to tell a URL (`scheme://`) from anything else. */
const SNIFF_CHARS = 64;
/** Characters of leading `#` comment lines read to find the first line of content. */
const SNIFF_COMMENT_CHARS = 4096;

/**
 * True once `sample` (the start of a document) holds enough to choose its checker: markup, or the
 * first line that is not blank and no `#` comment (a robots.txt may start with comments), or
 * CHUNK_BYTES of text without one.
 */
function sniffDecided(sample: string): boolean {
  if (sample.length > CHUNK_BYTES) return true;
  const i = firstContent(sample);
  // Comments are looked past for SNIFF_COMMENT_CHARS (the sample is searched again as it grows).
  if (i < 0) return sample.length > SNIFF_COMMENT_CHARS && /\S/.test(sample);
  if (sample.charCodeAt(i) === 60 /* < */) return true;
  return sample.length - i >= SNIFF_CHARS || /[\r\n]/.test(sample.slice(i));
}

/**
 * Index of the first character of `sample` that is not white space and not in a leading `#`
 * comment line; -1 when there is none yet (or the last comment line is not ended).
 */
function firstContent(sample: string): number {
  const re = /\s*#[^\r\n]*[\r\n]/y;
  let at = 0;
  for (;;) {
    re.lastIndex = at;
    if (!re.test(sample)) break;
    at = re.lastIndex;
  }
  const rest = sample.slice(at).search(/\S/);
  if (rest < 0) return -1;
  // A comment line not ended yet: undecided.
  if (sample.charCodeAt(at + rest) === 35 /* # */) return -1;
  return at + rest;
}

/**
 * Fields of robots.txt (RFC 9309, and those crawlers read beside it) that start its first line
 * of content, before the colon: a file that starts so is a robots.txt whatever its name.
 */
const ROBOTS_FIRST_LINE = /^(?:user-?agent|disallow|allow|sitemap|crawl-delay|host|clean-param|request-rate|visit-time|noindex)[ \t]*:/i;

/** True when the first line of content of `sample` (after comments and blank lines) is a robots.txt field. */
function looksLikeRobots(sample: string): boolean {
  const i = firstContent(sample);
  return i >= 0 && ROBOTS_FIRST_LINE.test(sample.slice(i, i + SNIFF_CHARS));
}

/** True when the first character of `sample` that is not white space is `<`. */
function startsWithMarkup(sample: string): boolean {
  const i = sample.search(/\S/);
  return i >= 0 && sample.charCodeAt(i) === 60 /* < */;
}

/** True when the first non-blank line of `sample` starts with an absolute URL (`scheme://`): a text sitemap. */
function looksLikeUrlLines(sample: string): boolean {
  return /^\s*[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(sample);
}

/**
 * `input` cut again into slices of exactly `size` bytes (the last one shorter). Larger chunks are
 * cut without copying; smaller pieces are joined.
 */
async function* fixedSlices(input: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<Uint8Array> {
  const parts: Uint8Array[] = [];
  let have = 0;
  for await (let chunk of input) {
    while (chunk.length > 0) {
      if (have === 0 && chunk.length >= size) {
        yield chunk.subarray(0, size);
        chunk = chunk.subarray(size);
        continue;
      }
      const take = Math.min(size - have, chunk.length);
      parts.push(chunk.subarray(0, take));
      have += take;
      chunk = chunk.subarray(take);
      if (have === size) {
        yield Buffer.concat(parts, size);
        parts.length = 0;
        have = 0;
      }
    }
  }
  if (have > 0) yield Buffer.concat(parts, have);
}

/**
 * Size of the slices of compressed bytes zlib is fed, in bytes. Small enough that a gzip bomb is
 * stopped after a few dozen KiB were read; at the usual 5:1 to 20:1 ratios of sitemaps a slice
 * fills one to five 64 KiB output buffers, so the number of zlib calls hardly grows (measured on
 * a 600 KiB gzip of 50,000 urls: no difference from 64 KiB slices).
 */
const GZIP_SLICE_BYTES = 16 * 1024;

/**
 * Inflates gzip bytes. When inflation fails (corrupt data, bytes after the last member that do
 * not start another one), zlib drops the output of the call that failed: what one write of
 * compressed bytes produced since the start of the write or the last full output buffer (at most
 * CHUNK_BYTES inflated bytes). zlib is therefore fed slices of GZIP_SLICE_BYTES, however the
 * input was cut, so that what is judged before the gzip-invalid finding depends on the bytes
 * alone.
 */
async function* inflate(input: AsyncIterable<Uint8Array>, onError: (e: Error) => void): AsyncGenerator<Uint8Array> {
  // zlib is loaded on the first gzip file only: most runs read plain XML, and startup time counts.
  // (node:stream is not: the standard streams load it anyway when they are pipes, as in CI.)
  const { createGunzip } = await import('node:zlib');
  const gz = createGunzip({ chunkSize: CHUNK_BYTES });
  const src = Readable.from(fixedSlices(input, GZIP_SLICE_BYTES));
  src.on('error', (e) => gz.destroy(e));
  src.pipe(gz);
  try {
    for await (const chunk of gz) yield chunk as Uint8Array;
  } catch (e) {
    onError(e as Error);
  } finally {
    src.destroy();
    gz.destroy();
  }
}

/**
 * Runs a document through the pipeline, with the checks across its entries (`hreflang-return-link`,
 * `hreflang-cluster-mismatch`) as a run of that file alone makes them; `base-url` and `site-dir`
 * map nothing here (a run does: validateFiles). `source` yields the raw (possibly gzip) bytes;
 * errors it throws propagate to the caller (the file layer turns them into `file-unreadable`). The
 * code lists of the extension checks are loaded before any chunk that declares an xhtml, video or
 * news namespace is fed; should a check still need them earlier, the promise rejects with
 * CodeListsNotLoaded (validate() and checkFile() then judge the bytes again; a caller of checkStream
 * with a source it cannot read twice may call loadCodeLists() first). `policy` is used as it is
 * when resolvePolicy returned it; anything else is resolved first (PolicyError for a bad one).
 * Throws TypeError, before anything is read, for a `source` that is not async iterable (a Node
 * Readable is) or `options` that are not an object of DocumentOptions (a `name` that is not a
 * string, callbacks that are not functions); the promise rejects with TypeError when the source
 * yields a chunk that is not a Uint8Array (a Buffer is one; a Readable with an encoding set yields
 * strings). Nothing here ends a source that never ends or never yields: the check waits for it.
 * Memory: the entries of the document (at most max-urls) are kept for those checks.
 */
export async function checkStream(
  source: AsyncIterable<Uint8Array>,
  policy: PolicyInput | Policy,
  options: DocumentOptions = {},
): Promise<PipelineResult> {
  const resolved = resolvePolicy(policy);
  const call = 'checkStream(source, policy, options)';
  if (typeof (source as { [Symbol.asyncIterator]?: unknown } | null | undefined)?.[Symbol.asyncIterator] !== 'function') {
    throw new TypeError(`${call}: source must be an async iterable of Uint8Array chunks, such as a Node Readable or an async generator; for bytes held in memory, use validate().`);
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new TypeError(`${call}: options must be an object ({ name, onEntry, onAlternates }, each optional).`);
  }
  if (options.name !== undefined && typeof options.name !== 'string') {
    throw new TypeError(`${call}: options.name, when given, must be a string (the file name, e.g. "sitemap.txt").`);
  }
  for (const key of ['onEntry', 'onAlternates'] as const) {
    if (options[key] !== undefined && typeof options[key] !== 'function') throw new TypeError(`${call}: options.${key}, when given, must be a function.`);
  }
  return judgeDocument(source, resolved, options.name ?? '', options.onEntry, options.onAlternates);
}

/**
 * The chunk a source yielded, checked to be bytes: a Uint8Array of this realm or of another (a
 * Buffer under a test runner that gives each test file a realm of its own fails `instanceof`).
 */
function byteChunk(value: unknown): Uint8Array {
  if (types.isUint8Array(value)) return value;
  const what = typeof value === 'string' ? 'a string (a stream with an encoding set: leave the encoding unset)' : value === null ? 'null' : typeof value === 'object' ? (Object.prototype.toString.call(value) as string).slice(8, -1) : typeof value;
  throw new TypeError(`checkStream(source): the source yielded ${what}; it must yield Uint8Array chunks (a Buffer is one).`);
}

/**
 * One document through the pipeline and the checks across its entries (see checkStream): what
 * validate() and checkStream() return. `onRecord` gets each entry as read back (positions of the
 * entry), `onAlternates` each entry with alternates.
 */
async function judgeDocument(
  source: AsyncIterable<Uint8Array>,
  policy: Policy,
  name: string,
  onRecord?: (record: EntryRecord) => void,
  onAlternates?: (entry: EntryAlternates) => void,
  size?: number,
): Promise<PipelineResult> {
  // The document's name in the checks across its entries (messages call an unnamed one "this document").
  const where = name === '' ? 'document' : name;
  const entries = new EntryColumns(policy.maxUrls);
  const site = new SiteChecks(policy, process.cwd(), name === '' ? { mapFiles: false, unnamed: where } : { mapFiles: false });
  site.register({ path: where, absolute: '' });
  const callbacks: PipelineCallbacks = {
    onEntry: (loc, line, column, entryLine, entryColumn, lastmod, written, extensions) => {
      entries.push(loc, line, column, entryLine, entryColumn, undefined, undefined, extensions);
      if (onRecord === undefined) return;
      const record: EntryRecord = { loc: written === undefined ? loc : ownString(written), line: entryLine, column: entryColumn };
      if (lastmod !== undefined) record.lastmod = ownString(lastmod);
      onRecord(record);
    },
  };
  const siteAlternates = site.wantsAlternates;
  if (siteAlternates || onAlternates) {
    callbacks.onAlternates = (e) => {
      if (siteAlternates) site.addAlternates(where, e);
      onAlternates?.(e);
    };
  }
  const r = await runPipeline(source, policy, name, callbacks, size);
  // Those that map URLs to files (base-url) or compare files need a run (validateFiles).
  const file: FileResult = { kind: r.kind, entries: r.entries, findings: r.findings, path: where, bytes: r.bytes };
  if (r.counts) file.counts = r.counts;
  await site.afterFile(file, entries);
  await site.finish(new Map([[where, file]]), r.dropped ? new Map([[where, r.dropped]]) : new Map());
  const result: PipelineResult = { kind: file.kind, entries: file.entries, findings: file.findings, bytes: r.bytes };
  if (file.counts) result.counts = file.counts;
  return result;
}

/** The entries and alternates of a document, handed over as they are read (no object per entry). */
interface PipelineCallbacks {
  onEntry?: EntryCallback | undefined;
  onAlternates?: ((entry: EntryAlternates) => void) | undefined;
  triage?: FileTriage | undefined;
}

/** What the checks across files (../run/run.ts, ../site/site.ts) take of a file, once it is judged. */
export interface FileCallbacks {
  /** Called once with the file's entries (at most max-urls of them, in document order). */
  onEntries?: (entries: EntryColumns) => void;
  /** Called with each entry that has hreflang alternates, in document order. */
  onAlternates?: (entry: EntryAlternates) => void;
  /**
   * The file's baseline entries and ignore entries (../run/baseline.ts): the findings are sorted out
   * before the per-file cap, and the result's `triage` says what was counted.
   */
  triage?: FileTriage;
}

/**
 * Runs the bytes of `source` through the pipeline. `size`, when known before reading (a plain
 * file, bytes in memory), is the number of bytes the source yields: a document over max-bytes
 * whose judgement stopped early is then not read to its end to tell its size.
 */
async function runPipeline(source: AsyncIterable<Uint8Array>, policy: Policy, name: string, callbacks: PipelineCallbacks, size?: number): Promise<PipelineResult> {
  const triage = callbacks.triage ? new Triage(callbacks.triage) : undefined;
  const sink = new FindingSink(policy, MAX_FINDINGS_PER_FILE, MAX_FINDINGS_PER_FILE, triage);
  const pipeline = new DocumentPipeline(policy, sink, name, callbacks.onEntry, callbacks.onAlternates);
  const it = source[Symbol.asyncIterator]();
  // Read until the gzip magic can be told (2 bytes).
  const first: Uint8Array[] = [];
  let firstLen = 0;
  let ended = false;
  try {
    while (firstLen < 2) {
      const r = await it.next();
      if (r.done) {
        ended = true;
        break;
      }
      const chunk = byteChunk(r.value);
      // Empty chunks add nothing: one source that yields them on and on must not fill memory.
      if (chunk.length === 0) continue;
      first.push(chunk);
      firstLen += chunk.length;
    }
  } catch (e) {
    // A source that yielded something other than bytes is still open (a stream): close it.
    try {
      await it.return?.();
    } catch {
      // The error that stopped the reading is the one to report.
    }
    throw e;
  }
  const head = first.length === 1 ? first[0]! : Buffer.concat(first);
  // An error of the source (a read error) is kept apart from the errors of inflation: it is the
  // caller's to report (file-unreadable), not a fault of the gzip data.
  let sourceError: { error: unknown } | undefined;
  const rest: AsyncIterable<Uint8Array> = {
    [Symbol.asyncIterator]: async function* () {
      if (head.length > 0) yield head;
      if (ended) return;
      for (;;) {
        let chunk: Uint8Array;
        try {
          const r = await it.next();
          if (r.done) return;
          chunk = byteChunk(r.value);
        } catch (e) {
          sourceError = { error: e };
          throw e;
        }
        yield chunk;
      }
    },
  };
  const gzip = head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;
  let complete = true;
  const gate = new CodeListGate();
  try {
    if (gzip) {
      let gzError: Error | undefined;
      // The inflated bytes are held until their first two are known: gzip data compressed a
      // second time is reported as such, not judged as the content it wraps.
      let held: Uint8Array[] | undefined = [];
      let heldBytes = 0;
      let twice = false;
      const feed = async (chunk: Uint8Array): Promise<void> => {
        if (!pipeline.done && gate.needs(chunk)) await loadCodeLists();
        pipeline.push(chunk);
      };
      for await (const chunk of inflate(rest, (e) => (gzError = e))) {
        if (held !== undefined) {
          held.push(chunk);
          heldBytes += chunk.length;
          if (heldBytes < 2) continue;
          const opening = held.length === 1 ? chunk : Buffer.concat(held);
          twice = opening[0] === 0x1f && opening[1] === 0x8b;
          held = undefined;
          if (twice) break;
          await feed(opening);
        } else {
          await feed(chunk);
        }
        if (pipeline.settle()) break;
      }
      if (held !== undefined && heldBytes > 0 && !twice) await feed(held.length === 1 ? held[0]! : Buffer.concat(held));
      if (twice) {
        complete = false;
        sink.add('gzip-invalid', 'The inflated content is gzip data again: the file was compressed twice. Compress the sitemap once.');
      }
      if (sourceError) throw sourceError.error;
      // Also when a fault stopped the judgement: the inflation went on to the end of the stream.
      if (gzError && !twice) {
        complete = false;
        sink.add(
          'gzip-invalid',
          `The gzip data does not inflate cleanly (${gzError.message}); the file is corrupt or truncated. Compress it again with gzip.`,
        );
      }
    } else {
      if (/\.gz$/i.test(name) && (head.length === 0 || (head.length === 1 && head[0] === 0x1f))) {
        // Nothing, or the first byte of the gzip magic only: gzip data cut short, not plain content.
        sink.add('gzip-invalid', `The file ${head.length === 0 ? 'is empty' : 'holds one byte'}; gzip data takes at least 18 bytes, so it is truncated. Compress it again with gzip.`);
      } else if (/\.gz$/i.test(name)) {
        sink.add('gzip-mislabelled', 'The file name ends in .gz but the content is not gzip-compressed; it was judged as the plain content it is. Compress it with gzip, or drop .gz from the name.');
      }
      pipeline.knownSize = size;
      for await (const chunk of rest) {
        if (!pipeline.done && gate.needs(chunk)) await loadCodeLists();
        pipeline.push(chunk);
        if (pipeline.settle()) break;
      }
    }
  } finally {
    await it.return?.();
  }
  pipeline.finish(complete);
  const result: PipelineResult = { ...pipeline.result(), bytes: Math.min(pipeline.bytes, policy.maxBytes + 1) };
  const dropped = sink.droppedByRule();
  if (dropped) result.dropped = dropped;
  if (triage) result.triage = triage.outcome();
  return result;
}

async function* slices(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += CHUNK_BYTES) yield bytes.subarray(i, Math.min(bytes.length, i + CHUNK_BYTES));
}

/** The judgement of one in-memory document, with its entries read back. */
export interface ValidateResult extends DocumentResult {
  /**
   * Every entry with a loc, in document order: the loc and lastmod as decoded, and the entry's
   * position. A line of a text sitemap longer than 1,048,576 UTF-16 code units is counted in
   * `entries` (and reported) but has no record; a longer loc in XML has one with its start (see
   * EntryRecord).
   */
  records: EntryRecord[];
}

/**
 * Judges one document held in memory (XML, gzip, text sitemap or robots.txt) under `policy`,
 * with the checks across its entries (`hreflang-return-link`, `hreflang-cluster-mismatch`) as a
 * run of that file alone makes them; `base-url` and `site-dir` map nothing here (a run does:
 * validateFiles). `bytes` is a Uint8Array (a Buffer is one), an ArrayBuffer (of this realm or of
 * another, such as a test runner's context), or a string (judged as its UTF-8 bytes). Never modifies `bytes` and returns fresh objects on each call. Throws TypeError for
 * any other `bytes`, or an `options.name` that is not a string. Throws PolicyError for a bad
 * policy (also one that is not an object); any content gets findings, never an exception.
 * A policy resolvePolicy returned is used as it is; any other (a PolicyInput, or an object of
 * Policy's shape such as `{ ...resolved, maxUrls: 10 }`) is validated by resolvePolicy first.
 */
export async function validate(
  bytes: Uint8Array | ArrayBuffer | string,
  policy?: PolicyInput | Policy,
  options: { name?: string } = {},
): Promise<ValidateResult> {
  const resolved = resolvePolicy(policy);
  if (typeof options !== 'object' || options === null || (options.name !== undefined && typeof options.name !== 'string')) {
    throw new TypeError('validate(bytes, policy, options): options must be an object whose name, when given, is a string (the file name, e.g. "sitemap.txt").');
  }
  let input: Uint8Array;
  // Checked by kind, not `instanceof`: a Buffer or ArrayBuffer of another realm (a test runner's
  // context of its own, node:vm) is bytes too.
  if (types.isUint8Array(bytes)) input = bytes;
  else if (types.isArrayBuffer(bytes)) input = new Uint8Array(bytes);
  else if (typeof bytes === 'string') input = new TextEncoder().encode(bytes);
  else throw new TypeError('validate(bytes): bytes must be a Uint8Array (or Buffer), an ArrayBuffer or a string.');
  const name = options.name ?? '';
  let records: EntryRecord[] = [];
  const r = await withCodeLists(() => {
    records = [];
    return judgeDocument(slices(input), resolved, name, (record) => records.push(record), undefined, input.length);
  });
  const result: ValidateResult = { kind: r.kind, entries: r.entries, findings: r.findings, records };
  if (r.counts) result.counts = r.counts;
  return result;
}

/** Files up to this size (bytes) are read whole (checkFile); larger ones are streamed in chunks. */
const SMALL_FILE_BYTES = 256 * 1024;

/** Open flags for a sitemap file: never block on a FIFO or device, never follow a symlink (discovery resolved it). */
const OPEN_FLAGS = fsConstants.O_RDONLY | (fsConstants.O_NONBLOCK ?? 0) | (fsConstants.O_NOFOLLOW ?? 0);

function unreadable(policy: Policy, why: string): PipelineResult {
  const sink = new FindingSink(policy);
  sink.add('file-unreadable', `The file cannot be read: ${why}.`);
  return { kind: 'unknown', entries: 0, findings: sink.sorted(), counts: sink.counts(), bytes: 0 };
}

function reason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException)?.code;
  switch (code) {
    case 'EISDIR':
      return 'it is a directory, not a file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOENT':
      return 'it does not exist';
    case 'ELOOP':
      return 'it is a symbolic link';
    default:
      // One sentence: the finding adds its own full stop.
      return code ?? trimEndOf(e instanceof Error ? e.message : String(e), '.');
  }
}

/**
 * Judges one file on disk: read whole when it holds at most 256 KiB, else streamed in 64 KiB
 * chunks (the findings are the same either way). `display` is the name used to choose the kind
 * (text, robots, XML). The file is opened without blocking and checked to be a regular file
 * before anything is read, so a FIFO, a device or a directory gives `file-unreadable` (as does
 * any read error) instead of a hang. `absolute` is a path string, or the path's bytes for a file
 * whose name is not UTF-8 (DiscoveredFile.absoluteBytes: as a string, such a name is not the
 * file's).
 */
export async function checkFile(absolute: string | Uint8Array, display: string, policy: Policy, callbacks: FileCallbacks = {}): Promise<PipelineResult> {
  // The entries and alternates are handed over once the file is judged: a second judgement (see
  // withCodeLists) must not hand them over twice. At most max-urls entries are kept (see EntryColumns).
  let entries = new EntryColumns(policy.maxUrls);
  let alternates: EntryAlternates[] = [];
  const buffered: PipelineCallbacks = {};
  if (callbacks.onEntries) {
    buffered.onEntry = (loc, line, column, _entryLine, _entryColumn, _lastmod, _written, extensions) =>
      entries.push(loc, line, column, line, column, undefined, undefined, extensions);
  }
  if (callbacks.onAlternates) buffered.onAlternates = (a) => alternates.push(a);
  if (callbacks.triage) buffered.triage = callbacks.triage;
  const result = await withCodeLists(() => {
    entries = new EntryColumns(policy.maxUrls);
    alternates = [];
    return readAndCheck(absolute, display, policy, buffered);
  });
  callbacks.onEntries?.(entries);
  if (callbacks.onAlternates) for (const a of alternates) callbacks.onAlternates(a);
  return result;
}

/**
 * Judges one document read once from `source` (standard input): as checkFile judges a file, with
 * `display` as its name (which decides the kind as a file name does; gzip is told by its magic
 * bytes). The code lists are loaded first, since the source cannot be read a second time. A
 * source that fails (a read error) gives `file-unreadable`, as a file's read error does.
 */
export async function checkSource(source: AsyncIterable<Uint8Array>, display: string, policy: Policy, callbacks: FileCallbacks = {}): Promise<PipelineResult> {
  await loadCodeLists();
  const entries = new EntryColumns(policy.maxUrls);
  const alternates: EntryAlternates[] = [];
  const buffered: PipelineCallbacks = {};
  if (callbacks.onEntries) {
    buffered.onEntry = (loc, line, column, _entryLine, _entryColumn, _lastmod, _written, extensions) =>
      entries.push(loc, line, column, line, column, undefined, undefined, extensions);
  }
  if (callbacks.onAlternates) buffered.onAlternates = (a) => alternates.push(a);
  let result: PipelineResult;
  try {
    result = await runPipeline((async function* () {
      for await (const chunk of source) yield byteChunk(chunk);
    })(), policy, display, buffered);
  } catch (e) {
    if (e instanceof TypeError) throw e;
    return unreadable(policy, reason(e));
  }
  callbacks.onEntries?.(entries);
  if (callbacks.onAlternates) for (const a of alternates) callbacks.onAlternates(a);
  return result;
}

/**
 * Runs `check`; when it needed the code lists before they were loaded (CodeListsNotLoaded), loads
 * them and runs it again from the start.
 */
async function withCodeLists<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (e) {
    if (!(e instanceof CodeListsNotLoaded)) throw e;
    await loadCodeLists();
    return check();
  }
}

async function readAndCheck(absolute: string | Uint8Array, display: string, policy: Policy, callbacks: PipelineCallbacks): Promise<PipelineResult> {
  // Synchronous reads: the file is a regular file (checked below), read from the page cache in
  // microseconds, and the thread has nothing else to do meanwhile. Asynchronous reads cost a round
  // trip through the thread pool per chunk (about 10% of the time on an 11 MB file) and four
  // operations per small file (more than the check itself on a site of thousands of them).
  let fd: number;
  try {
    fd = openSync(typeof absolute === 'string' ? absolute : Buffer.from(absolute.buffer, absolute.byteOffset, absolute.length), OPEN_FLAGS);
  } catch (e) {
    return unreadable(policy, reason(e));
  }
  try {
    const info = fstatSync(fd);
    if (info.isDirectory()) return unreadable(policy, 'it is a directory, not a file');
    if (!info.isFile()) return unreadable(policy, 'it is not a regular file (a FIFO, socket or device)');
    let source: AsyncIterable<Uint8Array> | undefined;
    // The size is known before the file is read, unless it grows while it is (it is then read on).
    let size: number | undefined = info.size;
    if (info.size <= SMALL_FILE_BYTES) {
      // One byte more than the size: a file that grew meanwhile is streamed instead.
      const buf = Buffer.allocUnsafe(info.size + 1);
      let n = 0;
      while (n < buf.length) {
        const r = readSync(fd, buf, n, buf.length - n, null);
        if (r === 0) break;
        n += r;
      }
      if (n <= info.size) {
        source = slices(buf.subarray(0, n));
        size = n;
      } else {
        source = readChunks(fd, buf.subarray(0, n));
        size = undefined;
      }
    }
    return await runPipeline(source ?? readChunks(fd), policy, display, callbacks, size);
  } catch (e) {
    if (e instanceof CodeListsNotLoaded) throw e;
    return unreadable(policy, reason(e));
  } finally {
    try {
      closeSync(fd);
    } catch {
      // Nothing was written; a failing close changes nothing that was read.
    }
  }
}

/**
 * The bytes of an open file from its current offset, in chunks of CHUNK_BYTES read one at a time
 * (a fresh buffer each: the pipeline may keep a view of the last bytes of a chunk). `first`, when
 * given, is yielded before anything is read. Read errors are thrown from the iteration.
 */
async function* readChunks(fd: number, first?: Uint8Array): AsyncGenerator<Uint8Array> {
  if (first) yield* slices(first);
  for (;;) {
    const buf = Buffer.allocUnsafe(CHUNK_BYTES);
    const n = readSync(fd, buf, 0, CHUNK_BYTES, null);
    if (n === 0) return;
    yield n === CHUNK_BYTES ? buf : buf.subarray(0, n);
  }
}
