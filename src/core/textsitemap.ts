/**
 * Text sitemaps (sitemaps.org "Text file"): one absolute URL per line, UTF-8, nothing else.
 * Blank lines are skipped; every other line is an entry judged by the loc rules at its line.
 * Also reads robots.txt files for their `Sitemap:` lines (RFC 9309 section 2.2.4 leaves other
 * records alone).
 */
import { LocSet } from './locset.js';
import type { Policy } from './policy.js';
import type { FindingSink } from './sink.js';
import { quote } from './text.js';
import type { EntryRecord, FileKind } from './types.js';

/** Options of the line-based checkers. */
export interface LineCheckOptions {
  onEntry?: (record: EntryRecord) => void;
}

/** Splits decoded text into lines across chunks; LF, CRLF and CR end a line. */
abstract class LineChecker {
  entries = 0;
  stopped = false;
  protected line = 0;
  private carry = '';
  private pendingCr = false;

  /** Line and column of the next character (for encoding faults). */
  position(): { line: number; column: number } {
    return { line: this.line + 1, column: [...this.carry].length + 1 };
  }

  write(text: string): void {
    if (this.stopped || text === '') return;
    let start = 0;
    if (this.pendingCr) {
      this.pendingCr = false;
      if (text.charCodeAt(0) === 10) start = 1;
    }
    const n = text.length;
    let i = start;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 10 || c === 13) {
        const piece = this.carry === '' ? text.slice(start, i) : this.carry + text.slice(start, i);
        this.carry = '';
        this.line++;
        this.onLine(piece, this.line);
        if (c === 13) {
          if (i + 1 < n) {
            if (text.charCodeAt(i + 1) === 10) i++;
          } else {
            this.pendingCr = true;
          }
        }
        start = i + 1;
      }
      i++;
    }
    if (start < n) this.carry += text.slice(start);
  }

  /** Ends the input; `complete` is false when it was cut short by the size limit. */
  end(complete = true): void {
    if (this.stopped) return;
    if (this.carry !== '') {
      this.line++;
      const last = this.carry;
      this.carry = '';
      if (complete) this.onLine(last, this.line);
    }
    if (complete) this.onEnd();
  }

  abort(): void {
    this.stopped = true;
  }

  protected abstract onLine(text: string, line: number): void;
  protected abstract onEnd(): void;
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
  }

  protected onLine(text: string, line: number): void {
    if (text.trim() === '') return;
    this.entries++;
    const column = 1 + firstNonSpace(text);
    if (this.entries === this.policy.maxUrls + 1) {
      this.sink.add(
        'url-count',
        `This is URL ${this.entries}: a sitemap may list at most ${this.policy.maxUrls} URLs (max-urls); split the file and list the parts in a sitemap index.`,
        line,
        column,
      );
    }
    this.locs.judge(text, line, column);
    this.options.onEntry?.({ loc: text, line, column });
  }

  protected onEnd(): void {
    if (this.entries === 0) this.sink.add('url-count', 'The text sitemap lists no URLs; an empty sitemap is refused by search engines.');
  }
}

const SITEMAP_FIELD = /^[ \t]*sitemap[ \t]*:/i;

/** Reads the `Sitemap:` lines of a robots.txt and judges each value as an absolute URL. */
export class RobotsChecker extends LineChecker {
  readonly kind: FileKind = 'robots';

  constructor(
    private readonly sink: FindingSink,
    private readonly options: LineCheckOptions = {},
  ) {
    super();
  }

  protected onLine(text: string, line: number): void {
    const m = SITEMAP_FIELD.exec(text);
    if (!m) return;
    let value = text.slice(m[0].length);
    const comment = value.search(/[ \t]#/);
    if (comment >= 0) value = value.slice(0, comment);
    const lead = firstNonSpace(value);
    value = value.trim();
    const column = m[0].length + lead + 1;
    this.entries++;
    if (!/^https?:\/\/[^/?#\s]+/i.test(value) || /[\s\u0000-\u001f]/.test(value)) {
      this.sink.add(
        'robots-sitemap-invalid',
        `The Sitemap: value ${quote(value)} is not an absolute http(s) URL; robots.txt needs the full URL of the sitemap, e.g. https://www.example.org/sitemap.xml.`,
        line,
        column,
      );
      return;
    }
    this.options.onEntry?.({ loc: value, line, column });
  }

  protected onEnd(): void {}
}
