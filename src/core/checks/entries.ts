/**
 * The entries of a document as the checkers hand them over, and as the checks across files keep
 * them: the loc of each entry and its position, column by column.
 *
 * One object per entry, kept until the file ends (the checks across files take a file's entries
 * once it is judged), survived the young generation's collections and was copied by each: on a
 * 50,000-url sitemap that was about a tenth of the run. A column store is three objects whatever
 * the count, and crosses from a worker thread to the main thread with its positions transferred,
 * not copied.
 */
import { grown } from '../site/locplaces.js';

/**
 * Receives one entry as read back: the loc after XML decoding, without the XML white space
 * around it (a string of its own); the 1-based line and column (Unicode characters) of the loc
 * (the first character of its text that is not white space, or the `<loc>` tag when it has none;
 * the URL of a text line or a robots.txt Sitemap: line; a feed item's link), where the findings
 * about the URL point; those of the entry (the `<url>`, `<sitemap>` or `<item>` start tag; for a
 * line, the URL); and the lastmod text when the entry has one. The lastmod may share memory with
 * the chunk of the document it came from: copy it (`ownString`) to keep it. `written`, when white
 * space surrounds the loc, is the loc as written (a view into the chunk too). `extensions` holds
 * {@link NEWS_OR_VIDEO} and {@link IMAGES} bits for a `url` with such elements (0 or undefined: none).
 */
export type EntryCallback = (
  loc: string,
  line: number,
  column: number,
  entryLine: number,
  entryColumn: number,
  lastmod: string | undefined,
  written?: string,
  extensions?: number,
) => void;

/**
 * Bit of EntryCallback's `extensions`: the `url` holds a `news:news` or `video:video`. Google
 * accepts news and video entries in a sitemap of their own beside the one that lists the page
 * ("Either option is fine with Google"), so `loc-duplicate-across-files` does not compare them.
 */
export const NEWS_OR_VIDEO = 1;
/**
 * Bit of EntryCallback's `extensions`: the `url` holds an `image:image`. Google accepts images in a
 * sitemap of their own too: `loc-duplicate-across-files` compares an entry with images only with
 * other entries with images, and one without only with others without.
 */
export const IMAGES = 2;

/** What a worker thread sends of an {@link EntryColumns} (see `packed`). */
export interface PackedEntries {
  locs: string[];
  lines: Float64Array;
  columns: Float64Array;
  /** The `extensions` bits of each entry (undefined when every entry had none). */
  extensions?: Uint8Array;
}

/** The entries of one file: loc, line and column of each, in document order. */
export class EntryColumns {
  /** The loc of each entry kept. */
  readonly locs: string[];
  private lines: Float64Array;
  private columns: Float64Array;
  /** The `extensions` bits of each entry; allocated at the first entry with any. */
  private extensionBits: Uint8Array | undefined;

  /**
   * `limit`: the most entries kept; later ones are dropped (the checks across files keep at most
   * max-urls of a file: a file past it is url-count already, and keeping millions of index
   * entries or robots.txt lines ran a run out of memory). `from`: entries a worker thread sent.
   */
  constructor(
    readonly limit: number = Number.MAX_SAFE_INTEGER,
    from?: PackedEntries,
  ) {
    this.locs = from ? from.locs.slice(0, limit) : [];
    this.lines = from ? from.lines : new Float64Array(64);
    this.columns = from ? from.columns : new Float64Array(64);
    this.extensionBits = from?.extensions;
  }

  /** Number of entries kept. */
  get length(): number {
    return this.locs.length;
  }

  /** 1-based line of entry `i` (a 0-based index below `length`). */
  line(i: number): number {
    return this.lines[i]!;
  }

  /** 1-based column (Unicode characters) of entry `i`. */
  column(i: number): number {
    return this.columns[i]!;
  }

  /** The `extensions` bits of entry `i` ({@link NEWS_OR_VIDEO}, {@link IMAGES}). */
  extensions(i: number): number {
    return this.extensionBits === undefined ? 0 : this.extensionBits[i]!;
  }

  /**
   * Keeps one entry at its loc's position, while fewer than `limit` are kept (an {@link EntryCallback};
   * the entry's position and the lastmod are not kept, the `extensions` bits are).
   */
  readonly push: EntryCallback = (loc, line, column, _entryLine, _entryColumn, _lastmod, _written, extensions) => {
    const n = this.locs.length;
    if (n >= this.limit) return;
    if (n >= this.lines.length) {
      const size = Math.max(64, 2 * n);
      this.lines = grown(this.lines, size);
      this.columns = grown(this.columns, size);
      if (this.extensionBits !== undefined) this.extensionBits = grown(this.extensionBits, size);
    }
    this.locs.push(loc);
    this.lines[n] = line;
    this.columns[n] = column;
    if (extensions) {
      this.extensionBits ??= new Uint8Array(this.lines.length);
      this.extensionBits[n] = extensions;
    }
  };

  /** The columns cut to their length, for postMessage (transfer the buffers of the typed arrays). */
  packed(): PackedEntries {
    const n = this.locs.length;
    const packed: PackedEntries = { locs: this.locs, lines: this.lines.slice(0, n), columns: this.columns.slice(0, n) };
    if (this.extensionBits !== undefined) packed.extensions = this.extensionBits.slice(0, n);
    return packed;
  }
}
