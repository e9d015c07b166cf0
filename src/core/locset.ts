/**
 * Judges the locs of one file: each value by the loc rules (./loc.ts), and the file-level loc
 * rules that need the other entries: `loc-duplicate`, `loc-mixed-hosts`, `loc-http-https-pair`.
 * Keeps one map entry per distinct loc (the text and the line of its first occurrence).
 */
import { checkLoc, type LocInfo } from './loc.js';
import type { Policy } from './policy.js';
import type { FindingSink } from './sink.js';
import { quote } from './text.js';

/** Locs this long are not kept for `loc-duplicate` (they are `loc-too-long`). */
const MAX_KEY_LENGTH = 2048;

/** The loc bookkeeping of one file. */
export class LocSet {
  private readonly firstLine = new Map<string, number>();
  private firstOrigin: string | undefined;
  private firstScheme = '';
  private firstHost = '';
  private firstOriginLine = 0;
  /** Position of the loc being judged, for `report` (one bound function instead of a closure per loc). */
  private line = 0;
  private column = 0;
  private readonly report = (rule: string, message: string): void => this.sink.add(rule, message, this.line, this.column);
  private readonly origins = new Set<string>();
  private readonly pairs: Map<string, { scheme: string; line: number }> | undefined;
  private readonly checkMixed: boolean;

  constructor(
    private readonly policy: Policy,
    private readonly sink: FindingSink,
  ) {
    this.checkMixed = policy.hosts.length === 0 && sink.on('loc-mixed-hosts');
    this.pairs = sink.on('loc-http-https-pair') ? new Map() : undefined;
  }

  /**
   * Judges one loc at a 1-based line and column. Returns the parsed URL when it is absolute.
   */
  judge(raw: string, line: number, column: number): LocInfo | undefined {
    const sink = this.sink;
    this.line = line;
    this.column = column;
    const info = checkLoc(raw, this.policy, this.report);
    const key = info ? info.value : raw.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
    // A loc of 2,048 characters or more is already loc-too-long; keeping it for duplicate
    // detection would only hold a possibly huge string for the rest of the file.
    if (key !== '' && key.length < MAX_KEY_LENGTH) {
      const first = this.firstLine.get(key);
      if (first !== undefined) {
        sink.add('loc-duplicate', `The loc ${quote(key)} is listed twice in this file; it was first listed on line ${first}.`, line, column);
      } else {
        this.firstLine.set(key, line);
      }
    }
    if (!info) return undefined;
    if (this.checkMixed) {
      if (this.firstOrigin === undefined) {
        this.firstOrigin = `${info.scheme}://${info.host}`;
        this.firstScheme = info.scheme;
        this.firstHost = info.host;
        this.firstOriginLine = line;
      } else if (info.host === this.firstHost && info.scheme === this.firstScheme) {
        // Same origin as the first entry: the common case, decided without building a string.
      } else if (!this.origins.has(`${info.scheme}://${info.host}`)) {
        const origin = `${info.scheme}://${info.host}`;
        this.origins.add(origin);
        sink.add(
          'loc-mixed-hosts',
          `The loc ${quote(info.value)} uses ${quote(origin, 100)}, but the first entry of this file (line ${this.firstOriginLine}) uses ${quote(this.firstOrigin, 100)}; all URLs of one sitemap must share one scheme and host.`,
          line,
          column,
        );
      }
    }
    if (this.pairs && (info.scheme === 'http' || info.scheme === 'https')) {
      const rest = info.value.slice(info.value.indexOf(':'));
      const other = this.pairs.get(rest);
      if (other === undefined) this.pairs.set(rest, { scheme: info.scheme, line });
      else if (other.scheme !== info.scheme) {
        sink.add(
          'loc-http-https-pair',
          `Both the http and the https form of ${quote(info.value)} are listed (the other is on line ${other.line}); list only the canonical one.`,
          line,
          column,
        );
      }
    }
    return info;
  }
}
