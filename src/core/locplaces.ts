/**
 * Where each distinct loc of a run was listed, in a compact form for the checks across files
 * (`loc-duplicate-across-files`, `hreflang-return-link`, `page-missing`).
 *
 * A run of 1,000,000 urls keeps 1,000,000 locs for the whole run, so the layout matters: one map
 * entry per distinct loc (text -> small integer id), the first place of every loc in typed
 * arrays indexed by id (file number, line, column), and the rare later places in a side map.
 * No object per loc. The loc texts are kept as given: the checkers hand over strings of their own
 * ({@link ownString}), so a kept loc never holds on to the 64 KiB chunk of the document it came from.
 */

/** Where a loc was listed: the file's path in the run and the 1-based line and column of its entry. */
export interface Place {
  file: string;
  line: number;
  column: number;
}

/** Orders places by file path, then line, then column. */
export function comparePlace(a: Place, b: Place): number {
  return (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.column - b.column;
}

/**
 * A copy of `s` that does not share memory with a larger string. V8 represents `slice()` results of
 * 13 characters or more as views into the original string; a concatenation is flattened into a
 * fresh string when it is sliced, which leaves a string of `s.length + 1` characters behind the view.
 */
export function ownString(s: string): string {
  return s.length < 13 ? s : `${s}\u0000`.slice(0, -1);
}

/** The distinct locs of a run and their places (see the module comment). */
export class LocPlaces {
  private readonly ids = new Map<string, number>();
  private readonly keys: string[] = [];
  private files = new Uint32Array(1024);
  /** Lines and columns: Float64Array, since a column of a one-line file can pass 2^32 only in theory, but exactly. */
  private lines = new Float64Array(1024);
  private columns = new Float64Array(1024);
  /** Places after the first, by loc id. */
  private readonly later = new Map<number, Place[]>();
  private readonly fileNames: string[] = [];
  private readonly fileIds = new Map<string, number>();

  /** Number of distinct locs. */
  get size(): number {
    return this.keys.length;
  }

  /** The number of a file path (its index in the run's file list here). */
  fileId(file: string): number {
    let id = this.fileIds.get(file);
    if (id === undefined) {
      id = this.fileNames.length;
      this.fileNames.push(file);
      this.fileIds.set(file, id);
    }
    return id;
  }

  /** Records that `loc` (already trimmed) was listed at `line`/`column` of file number `file`. */
  add(loc: string, file: number, line: number, column: number): void {
    const known = this.ids.get(loc);
    if (known !== undefined) {
      const place: Place = { file: this.fileNames[file]!, line, column };
      const list = this.later.get(known);
      if (list) list.push(place);
      else this.later.set(known, [place]);
      return;
    }
    const id = this.keys.length;
    if (id === this.files.length) this.grow();
    this.ids.set(loc, id);
    this.keys.push(loc);
    this.files[id] = file;
    this.lines[id] = line;
    this.columns[id] = column;
  }

  /** Every place of `loc` in the order added, or undefined when it was never listed. */
  places(loc: string): Place[] | undefined {
    const id = this.ids.get(loc);
    return id === undefined ? undefined : this.placesOf(id);
  }

  /** The first place of `loc` by path and position, or undefined. */
  first(loc: string): Place | undefined {
    const id = this.ids.get(loc);
    if (id === undefined) return undefined;
    const first = this.firstOf(id);
    const more = this.later.get(id);
    return more ? more.reduce((a, b) => (comparePlace(b, a) < 0 ? b : a), first) : first;
  }

  /** The locs listed more than once, with all their places (in the order added). */
  *repeated(): Generator<[string, Place[]]> {
    for (const id of this.later.keys()) yield [this.keys[id]!, this.placesOf(id)];
  }

  /** Every loc with all its places, in the order first added. */
  *entries(): Generator<[string, Place[]]> {
    for (let id = 0; id < this.keys.length; id++) yield [this.keys[id]!, this.placesOf(id)];
  }

  private firstOf(id: number): Place {
    return { file: this.fileNames[this.files[id]!]!, line: this.lines[id]!, column: this.columns[id]! };
  }

  private placesOf(id: number): Place[] {
    const more = this.later.get(id);
    return more ? [this.firstOf(id), ...more] : [this.firstOf(id)];
  }

  private grow(): void {
    const n = this.files.length * 2;
    const files = new Uint32Array(n);
    files.set(this.files);
    this.files = files;
    const lines = new Float64Array(n);
    lines.set(this.lines);
    this.lines = lines;
    const columns = new Float64Array(n);
    columns.set(this.columns);
    this.columns = columns;
  }
}
