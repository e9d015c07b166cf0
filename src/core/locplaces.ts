/**
 * Where each distinct loc of a run was listed, in a compact form for the checks across files
 * (`loc-duplicate-across-files`, `hreflang-return-link`, `page-missing`).
 *
 * A run of 1,000,000 urls keeps 1,000,000 locs for the whole run, so the layout matters: an
 * open-addressing hash table of two Int32Arrays (the FNV-1a hash of each loc and its id; a lookup
 * compares strings only when the hashes are equal), the loc texts in one array, the first place of
 * every loc in typed arrays indexed by id (file number, line, column), and the rare later places in
 * a side map. Measured on 1,000,000 locs, this takes a fraction of the time of a Map of the same
 * strings, whose entries are scattered over a large table.
 * No object per loc. The loc texts are kept as given: the checkers hand over strings of their own
 * ({@link ownString}), so a kept loc never holds on to the 64 KiB chunk of the document it came from.
 */

/**
 * A stored file number holds the place's `extensions` bits (../entries.ts: NEWS_OR_VIDEO, IMAGES)
 * from bit 30 up, which a run of at most 100,000 files never uses.
 */
const EXTENSION_SHIFT = 30;
const FILE_MASK = (1 << EXTENSION_SHIFT) - 1;

/** Where a loc was listed: the file's path in the run and the 1-based line and column of its entry. */
export interface Place {
  file: string;
  line: number;
  column: number;
  /** The entry's `extensions` bits (../entries.ts: NEWS_OR_VIDEO, IMAGES), when it has any. */
  extensions?: number;
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

/** Longest probe sequence of the hash table before the Map takes over (see `flooded`). */
const MAX_PROBES = 64;

/** FNV-1a over the UTF-16 code units of `s` (32 bits). */
export function hashOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h;
}

/** The distinct locs of a run and their places (see the module comment). */
export class LocPlaces {
  /** Hash table: the hash of the loc in each slot, and its id + 1 (0: empty); at most half full. */
  private slotHashes = new Int32Array(2048);
  private slotIds = new Int32Array(2048);
  /**
   * Ids by loc in a Map, once a probe sequence got longer than MAX_PROBES: FNV-1a is not made to
   * resist inputs crafted to collide, and a pull request's sitemaps are untrusted. The Map (whose
   * hash V8 seeds per process) then takes over, so the work stays linear whatever the locs.
   */
  private flooded: Map<string, number> | undefined;
  private readonly keys: string[] = [];
  private files = new Uint32Array(1024);
  /** Lines and columns: Float64Array, since a column of a one-line file can pass 2^32 only in theory, but exactly. */
  private lines = new Float64Array(1024);
  private columns = new Float64Array(1024);
  /**
   * Places after the first, as linked lists in parallel typed arrays (24 bytes a place, not an
   * object: 260 files repeating 50,000 locs make 13 million of them): `laterHead`/`laterTail` by
   * loc id (-1: none), then file, line, column and the next place's index.
   */
  private laterHead = new Int32Array(1024).fill(-1);
  private laterTail = new Int32Array(1024).fill(-1);
  private laterFiles = new Uint32Array(1024);
  private laterLines = new Float64Array(1024);
  private laterColumns = new Float64Array(1024);
  private laterNext = new Int32Array(1024);
  private laterCount = 0;
  /** Ids of the locs listed more than once, in the order first repeated. */
  private readonly repeatedIds: number[] = [];
  private readonly fileNames: string[] = [];
  private readonly fileIds = new Map<string, number>();
  /**
   * The first place (see `first`) of the locs listed more than once that were looked up, by id;
   * an id's entry is dropped when a place is added to it. A loc listed 40,000 times and named by
   * 40,000 hreflang alternates was otherwise walked in full for each of them (1.6 billion places).
   */
  private readonly firstCache = new Map<number, Place>();
  /** Later places walked by `first` (a measure of its work, for tests). */
  scanned = 0;

  /** `hash`: the string hash of the table (FNV-1a; tests pass a worse one). */
  constructor(private readonly hash: (s: string) => number = hashOf) {}

  /** Number of distinct locs. */
  get size(): number {
    return this.keys.length;
  }

  /** Number of places after the first of their loc (repeats across and within files). */
  get repeats(): number {
    return this.laterCount;
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

  /**
   * Records that `loc` (already trimmed) was listed at `line`/`column` of file number `file`, by an
   * entry with the `extensions` bits given (kept in the top bits of the file number).
   */
  add(loc: string, file: number, line: number, column: number, extensions = 0): void {
    if (extensions !== 0) file = (file | (extensions << EXTENSION_SHIFT)) >>> 0;
    let h = 0;
    let slot = -1;
    if (!this.flooded) {
      h = this.hash(loc);
      slot = this.slotOf(loc, h);
    }
    // slotOf may have handed over to the Map.
    const map = this.flooded as Map<string, number> | undefined;
    const known = map ? (map.get(loc) ?? -1) : this.slotIds[slot]! - 1;
    if (known >= 0) {
      const k = this.laterCount;
      if (k === this.laterNext.length) this.growLater();
      this.laterFiles[k] = file;
      this.laterLines[k] = line;
      this.laterColumns[k] = column;
      this.laterNext[k] = -1;
      this.laterCount = k + 1;
      const tail = this.laterTail[known]!;
      this.firstCache.delete(known);
      if (tail < 0) {
        this.laterHead[known] = k;
        this.repeatedIds.push(known);
      } else {
        this.laterNext[tail] = k;
      }
      this.laterTail[known] = k;
      return;
    }
    const id = this.keys.length;
    if (id === this.files.length) this.grow();
    this.keys.push(loc);
    if (map) {
      map.set(loc, id);
    } else {
      this.slotHashes[slot] = h;
      this.slotIds[slot] = id + 1;
      if (this.keys.length * 2 > this.slotIds.length) this.rehash();
    }
    this.files[id] = file;
    this.lines[id] = line;
    this.columns[id] = column;
  }

  /** Every place of `loc` in the order added, or undefined when it was never listed. */
  places(loc: string): Place[] | undefined {
    const id = this.idOf(loc);
    return id < 0 ? undefined : this.placesOf(id);
  }

  /** The first place of `loc` by path and position, or undefined. */
  first(loc: string): Place | undefined {
    const id = this.idOf(loc);
    if (id < 0) return undefined;
    if (this.laterHead[id]! < 0) return this.firstOf(id);
    const cached = this.firstCache.get(id);
    if (cached !== undefined) return { ...cached };
    let best = this.firstOf(id);
    for (let k = this.laterHead[id]!; k >= 0; k = this.laterNext[k]!) {
      this.scanned++;
      const place = this.laterOf(k);
      if (comparePlace(place, best) < 0) best = place;
    }
    this.firstCache.set(id, best);
    return { ...best };
  }

  /** The locs listed more than once, with all their places (in the order added). */
  *repeated(): Generator<[string, Place[]]> {
    for (const id of this.repeatedIds) yield [this.keys[id]!, this.placesOf(id)];
  }

  /** Every loc with all its places, in the order first added. */
  *entries(): Generator<[string, Place[]]> {
    for (let id = 0; id < this.keys.length; id++) yield [this.keys[id]!, this.placesOf(id)];
  }

  /** The id of `loc`, or -1. */
  private idOf(loc: string): number {
    if (!this.flooded) {
      const slot = this.slotOf(loc, this.hash(loc));
      if (slot >= 0) return this.slotIds[slot]! - 1;
    }
    return (this.flooded as Map<string, number> | undefined)?.get(loc) ?? -1;
  }

  /**
   * The slot holding `loc` (hash `h`), or the empty slot where it would go; -1 when the probe
   * sequence passed MAX_PROBES (the Map of `flooded` has taken over then).
   */
  private slotOf(loc: string, h: number): number {
    const ids = this.slotIds;
    const mask = ids.length - 1;
    let probes = 0;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const id = ids[i]!;
      if (id === 0 || (this.slotHashes[i] === h && this.keys[id - 1] === loc)) return i;
      if (++probes > MAX_PROBES) {
        this.flood();
        return -1;
      }
    }
  }

  /** Moves the ids into a Map (see `flooded`) and drops the hash table. */
  private flood(): void {
    const map = new Map<string, number>();
    for (let id = 0; id < this.keys.length; id++) map.set(this.keys[id]!, id);
    this.flooded = map;
    this.slotHashes = new Int32Array(0);
    this.slotIds = new Int32Array(0);
  }

  /** Doubles the hash table, placing each id again by its stored hash. */
  private rehash(): void {
    const oldHashes = this.slotHashes;
    const oldIds = this.slotIds;
    const size = oldIds.length * 2;
    const mask = size - 1;
    const hashes = new Int32Array(size);
    const ids = new Int32Array(size);
    for (let j = 0; j < oldIds.length; j++) {
      const id = oldIds[j]!;
      if (id === 0) continue;
      const h = oldHashes[j]!;
      let i = h & mask;
      while (ids[i] !== 0) i = (i + 1) & mask;
      hashes[i] = h;
      ids[i] = id;
    }
    this.slotHashes = hashes;
    this.slotIds = ids;
  }

  private firstOf(id: number): Place {
    return this.place(this.files[id]!, this.lines[id]!, this.columns[id]!);
  }

  private laterOf(k: number): Place {
    return this.place(this.laterFiles[k]!, this.laterLines[k]!, this.laterColumns[k]!);
  }

  /** The place of a file number as stored (with the `extensions` bits), line and column. */
  private place(stored: number, line: number, column: number): Place {
    const place: Place = { file: this.fileNames[stored & FILE_MASK]!, line, column };
    const extensions = stored >>> EXTENSION_SHIFT;
    if (extensions !== 0) place.extensions = extensions;
    return place;
  }

  private placesOf(id: number): Place[] {
    const places = [this.firstOf(id)];
    for (let k = this.laterHead[id]!; k >= 0; k = this.laterNext[k]!) places.push(this.laterOf(k));
    return places;
  }

  private growLater(): void {
    const n = this.laterNext.length * 2;
    this.laterFiles = grown(this.laterFiles, n);
    this.laterLines = grown(this.laterLines, n);
    this.laterColumns = grown(this.laterColumns, n);
    this.laterNext = grown(this.laterNext, n);
  }

  private grow(): void {
    const n = this.files.length * 2;
    this.files = grown(this.files, n);
    this.lines = grown(this.lines, n);
    this.columns = grown(this.columns, n);
    this.laterHead = grown(this.laterHead, n, -1);
    this.laterTail = grown(this.laterTail, n, -1);
  }

}

/** A copy of `a` of length `n` (>= its own), the new elements `fill` (default 0). */
export function grown<A extends Uint8Array | Uint32Array | Int32Array | Float64Array>(a: A, n: number, fill?: number): A {
  const b = new (a.constructor as new (length: number) => A)(n);
  if (fill !== undefined) b.fill(fill);
  b.set(a);
  return b;
}
