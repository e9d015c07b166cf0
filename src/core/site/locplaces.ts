/**
 * Where each distinct loc of a run was listed, in a compact form for the checks across files
 * (`loc-duplicate-across-files`, `hreflang-return-link`, `page-missing`).
 *
 * A run of 20,000,000 urls keeps 20,000,000 locs for the whole run, so the layout matters, and it
 * is measured in bytes ({@link LocPlaces.bytes}), not in locs: 2,500,000 locs of 2,000
 * characters held as strings took 5 GB and ran the run out of memory. A short loc (up to
 * {@link SHORT_LOC} UTF-16 code units) is kept exactly, as its UTF-8 bytes in large shared
 * buffers ({@link LocTexts}), and compared byte for byte. A longer one is kept as its SHA-256
 * digest cut to 128 bits (16 bytes, whatever its length): two different locs share one with a
 * probability of about n^2 / 2^129 (10^-25 for 20 million locs), and no pair sharing one is known;
 * hashing costs about a microsecond a loc, which short locs, the common case, are spared. Ids are
 * found through an open-addressing hash table in one Int32Array (a 32-bit hash of each loc beside
 * its id: FNV-1a of a short loc's bytes, or bits of the digest mixed with random numbers drawn for
 * each store, so that a crafted sitemap cannot aim its long locs at one run of slots); the first
 * place of every loc in typed arrays indexed by id (file number, line, column), and the rare later
 * places in linked lists of typed arrays. The text of a long loc is kept only where a finding must
 * quote it: for every loc (`texts: 'all'`, for `page-missing`, which maps each loc to a file), or
 * for those listed more than once (`texts: 'repeated'`, for `loc-duplicate-across-files`). No
 * object and no string per loc: all of it lies outside the JavaScript heap, whose limit (about
 * 4 GB) ended the runs of long locs before the machine's did.
 */
import { nodeCrypto } from '../builtins.js';

/**
 * A stored file number holds the place's `extensions` bits (../checks/entries.ts: NEWS_OR_VIDEO, IMAGES)
 * from bit 30 up, which a run of at most 100,000 files never uses.
 */
const EXTENSION_SHIFT = 30;
const FILE_MASK = (1 << EXTENSION_SHIFT) - 1;

/** Where a loc was listed: the file's path in the run and the 1-based line and column of its entry. */
export interface Place {
  file: string;
  line: number;
  column: number;
  /** The entry's `extensions` bits (../checks/entries.ts: NEWS_OR_VIDEO, IMAGES), when it has any. */
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

/** Longest loc, in UTF-16 code units, kept exactly as its bytes; longer ones are kept as a digest. */
export const SHORT_LOC = 128;

/**
 * Bytes {@link LocPlaces.bytes} counts for each distinct loc besides its text: its digest (16),
 * kind (1), first place (file 4, line 8, column 8), list of later places (8), text position (8)
 * and two slots of the hash table, which is at most half full (2 x 8).
 */
export const BYTES_PER_LOC = 69;
/** Bytes counted for each place after the first of its loc (file 4, line 8, column 8, next 4). */
export const BYTES_PER_REPEAT = 24;
/** Bytes counted for each loc listed more than once (its id in the list of repeated locs). */
export const BYTES_PER_REPEATED_LOC = 8;
/** Bytes a kept text takes besides its own: its kind (1) and length (4). */
export const TEXT_HEADER_BYTES = 5;

/** Size of one buffer of {@link LocTexts}, in bytes (a longer text gets a buffer of its own). */
const TEXT_CHUNK = 8 << 20;


/** Hashed before the UTF-16LE code units of a loc with a lone surrogate. */
const ILL_FORMED_TAG = Buffer.from([0xff]);

const isWellFormed = (s: string): boolean => (s as unknown as { isWellFormed(): boolean }).isWellFormed();

/**
 * Texts kept as bytes in large shared buffers: each one its kind (0: UTF-8; 1: UTF-16LE, for a
 * string with a lone surrogate, which UTF-8 cannot hold exactly), its length in bytes (4 bytes,
 * little-endian) and its bytes. A position is `buffer index * 2^32 + offset` (exact in a double).
 */
export class LocTexts {
  private readonly chunks: Buffer[] = [];
  private current: Buffer = Buffer.alloc(0);
  private used = 0;
  /** Bytes kept, headers included (the buffers' unused tails not counted). */
  bytes = 0;

  /** Keeps `s`; returns its position. */
  put(s: string): number {
    const utf8 = isWellFormed(s);
    const length = utf8 ? Buffer.byteLength(s, 'utf8') : 2 * s.length;
    const at = this.reserve(utf8 ? 0 : 1, length);
    this.current.write(s, at + TEXT_HEADER_BYTES, length, utf8 ? 'utf8' : 'utf16le');
    return (this.chunks.length - 1) * 2 ** 32 + at;
  }

  /** Keeps the UTF-8 text of `bytes[0, length)`; returns its position. */
  putBytes(bytes: Uint8Array, length: number): number {
    const at = this.reserve(0, length);
    this.current.set(bytes.subarray(0, length), at + TEXT_HEADER_BYTES);
    return (this.chunks.length - 1) * 2 ** 32 + at;
  }

  /**
   * Room for a text of `length` bytes in the current buffer (a new one when it does not fit), its
   * header written (`kind`: 0 UTF-8, 1 UTF-16LE; then the length); returns the header's offset in
   * `this.current`, the text to be written after the header.
   */
  private reserve(kind: 0 | 1, length: number): number {
    const need = TEXT_HEADER_BYTES + length;
    if (this.used + need > this.current.length) {
      this.current = Buffer.allocUnsafe(Math.max(TEXT_CHUNK, need));
      this.chunks.push(this.current);
      this.used = 0;
    }
    const at = this.used;
    this.current[at] = kind;
    this.current.writeUInt32LE(length, at + 1);
    this.used = at + need;
    this.bytes += need;
    return at;
  }

  /** True when the text at `position` is the UTF-8 text `bytes[0, length)`. */
  equals(position: number, bytes: Uint8Array, length: number): boolean {
    const buf = this.chunks[Math.floor(position / 2 ** 32)]!;
    const at = position % 2 ** 32;
    if (buf[at] !== 0 || buf.readUInt32LE(at + 1) !== length) return false;
    const from = at + TEXT_HEADER_BYTES;
    for (let i = 0; i < length; i++) if (buf[from + i] !== bytes[i]) return false;
    return true;
  }

  /** The text kept at `position` (a value `put` returned). */
  get(position: number): string {
    const buf = this.chunks[Math.floor(position / 2 ** 32)]!;
    const at = position % 2 ** 32;
    const length = buf.readUInt32LE(at + 1);
    return buf.toString(buf[at] === 0 ? 'utf8' : 'utf16le', at + TEXT_HEADER_BYTES, at + TEXT_HEADER_BYTES + length);
  }
}

/**
 * Four random odd 32-bit numbers. They keep a hostile file from choosing locs that collide in the
 * hash table; `Math.random` serves (V8 seeds it from the system's random source when the process
 * starts, and nothing of the run shows its output), and node:crypto is then loaded only for a
 * loc that is hashed (see digestOf).
 */
function oddKeys(): Uint32Array {
  const keys = new Uint32Array(4);
  for (let i = 0; i < 4; i++) keys[i] = (Math.floor(Math.random() * 2 ** 32) | 1) >>> 0;
  return keys;
}

/** What a {@link LocPlaces} keeps of the texts of its locs (see the module comment). */
export type KeptTexts = 'all' | 'repeated';

/** The distinct locs of a run and their places (see the module comment). */
export class LocPlaces {
  /**
   * Hash table of 2048 slots and more (a power of two), at most half full: slot `i` is the 32-bit
   * hash of its loc at `2 * i` and the loc's id + 1 at `2 * i + 1` (0: empty). Both in one array,
   * so that a probe reads one cache line: with a million locs the table is 16 MB, and a hash and
   * an id in two arrays cost two cache misses a probe (a fifth of the time of `add`).
   */
  private slots = new Int32Array(2 * 2048);
  /**
   * Ids by digest (as a string of 8 UTF-16 code units) in a Map, once a probe sequence got longer
   * than MAX_PROBES: only a weak hash passed to the constructor (tests) or extreme bad luck gets
   * there. The Map then takes over, so the work stays linear whatever the hashes.
   */
  private flooded: Map<string, number> | undefined;
  /** 128 bits of the SHA-256 digest of each long loc, by id (four words from 4 * id). */
  private digests = new Uint32Array(4 * 1024);
  /** Per id: 1 for a short loc (kept as its text), 0 for a long one (kept as its digest). */
  private shorts = new Uint8Array(1024);
  /** The loc being added or looked up: whether it is short, and then its UTF-8 bytes in `scratch`. */
  private short = false;
  /** Room for a short loc in UTF-8: at most three bytes a UTF-16 code unit. */
  private readonly scratch = Buffer.alloc(3 * SHORT_LOC);
  private scratchLength = 0;
  private count = 0;
  /** The digest of the long loc being added or looked up. */
  private readonly digest = new Uint32Array(4);
  /** Four random odd multipliers of the slot hash (see `slotHash`), drawn for each store. */
  private readonly keys = oddKeys();
  private readonly texts = new LocTexts();
  /** Per id: 1 + the position of its text in `texts` (always kept for a short loc), 0 when it is not kept. */
  private textAt = new Float64Array(1024);
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
  private repeatedIds = new Int32Array(1024);
  private repeatedCount = 0;
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
  private readonly keep: KeptTexts;

  /**
   * `hash`: the 32-bit hash that places locs in the table (default: bits of their digest; tests
   * pass a worse one; equality is always by digest). `options.texts`: which texts are kept (see
   * the module comment; default `'all'`).
   */
  constructor(
    private readonly hash?: (s: string) => number,
    options: { texts?: KeptTexts } = {},
  ) {
    this.keep = options.texts ?? 'all';
  }

  /** Number of distinct locs. */
  get size(): number {
    return this.count;
  }

  /** Number of places after the first of their loc (repeats across and within files). */
  get repeats(): number {
    return this.laterCount;
  }

  /**
   * Bytes of what is kept: {@link BYTES_PER_LOC} a distinct loc, {@link BYTES_PER_REPEAT} a later
   * place, {@link BYTES_PER_REPEATED_LOC} a loc listed more than once, and the kept texts (that of
   * every short loc, of long ones as `texts` says: their UTF-8 bytes, or two bytes a UTF-16 code
   * unit for a text with a lone surrogate, plus {@link TEXT_HEADER_BYTES}). It depends on the locs and places added, not on their order. The
   * memory taken is up to about twice as much, as the arrays grow by doubling.
   */
  get bytes(): number {
    return this.count * BYTES_PER_LOC + this.laterCount * BYTES_PER_REPEAT + this.repeatedCount * BYTES_PER_REPEATED_LOC + this.texts.bytes;
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
    this.keyOf(loc);
    let h = 0;
    let slot = -1;
    if (!this.flooded) {
      h = this.slotHash(loc);
      slot = this.slotOf(h);
    }
    // slotOf may have handed over to the Map.
    const map = this.flooded as Map<string, number> | undefined;
    const known = map ? (map.get(this.mapKey(loc)) ?? -1) : this.slots[2 * slot + 1]! - 1;
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
        if (this.repeatedCount === this.repeatedIds.length) this.repeatedIds = grown(this.repeatedIds, 2 * this.repeatedCount);
        this.repeatedIds[this.repeatedCount++] = known;
        if (this.textAt[known] === 0) this.textAt[known] = this.texts.put(loc) + 1;
      } else {
        this.laterNext[tail] = k;
      }
      this.laterTail[known] = k;
      return;
    }
    const id = this.count;
    if (id === this.files.length) this.grow();
    if (this.short) {
      this.shorts[id] = 1;
      this.textAt[id] = this.texts.putBytes(this.scratch, this.scratchLength) + 1;
    } else {
      this.digests.set(this.digest, 4 * id);
      if (this.keep === 'all') this.textAt[id] = this.texts.put(loc) + 1;
    }
    this.count = id + 1;
    if (map) {
      map.set(this.mapKey(loc), id);
    } else {
      this.slots[2 * slot] = h;
      this.slots[2 * slot + 1] = id + 1;
      if (this.count * 4 > this.slots.length) this.rehash();
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
    for (let i = 0; i < this.repeatedCount; i++) {
      const id = this.repeatedIds[i]!;
      yield [this.texts.get(this.textAt[id]! - 1), this.placesOf(id)];
    }
  }

  /** Every loc with all its places, in the order first added. Throws Error unless every text is kept (`texts: 'all'`). */
  *entries(): Generator<[string, Place[]]> {
    if (this.keep !== 'all') throw new Error("LocPlaces.entries() needs the texts of every loc (texts: 'all').");
    for (let id = 0; id < this.count; id++) yield [this.texts.get(this.textAt[id]! - 1), this.placesOf(id)];
  }

  /** Sets `short` for `loc`, and its UTF-8 bytes in `scratch` when it is short, else its digest in `digest`. */
  private keyOf(loc: string): void {
    this.short = loc.length <= SHORT_LOC && isWellFormed(loc);
    if (this.short) this.scratchLength = this.scratch.write(loc, 0, 'utf8');
    else this.digestOf(loc);
  }

  /**
   * Sets `digest` to 128 bits of the SHA-256 of `loc`: of its UTF-8 bytes, or, for a string with a
   * lone surrogate (which UTF-8 would replace), of a 0xFF byte (never part of UTF-8) and its UTF-16LE code units.
   */
  private digestOf(loc: string): void {
    const crypto = nodeCrypto();
    // `crypto.hash` is Node 20.12 and later; an older Node hashes through createHash.
    const d = isWellFormed(loc)
      ? typeof crypto.hash === 'function'
        ? crypto.hash('sha256', loc, 'buffer')
        : crypto.createHash('sha256').update(loc, 'utf8').digest()
      : crypto.createHash('sha256').update(ILL_FORMED_TAG).update(loc, 'utf16le').digest();
    const w = this.digest;
    w[0] = d.readUInt32LE(0);
    w[1] = d.readUInt32LE(4);
    w[2] = d.readUInt32LE(8);
    w[3] = d.readUInt32LE(12);
  }

  /**
   * The slot hash of `loc`, whose digest is in `digest`: the digest's words mixed with the
   * store's random odd multipliers (the digest of a loc is public, so a crafted sitemap could
   * otherwise aim its locs at one run of slots), then spread by MurmurHash3's finaliser.
   */
  private slotHash(loc: string): number {
    if (this.hash) return this.hash(loc) | 0;
    if (this.short) {
      const b = this.scratch;
      let f = 0x811c9dc5;
      for (let i = 0; i < this.scratchLength; i++) f = Math.imul(f ^ b[i]!, 0x01000193);
      // As an Int32 (as the table stores it): the offset basis of an empty loc is above 2^31.
      return f | 0;
    }
    const w = this.digest;
    const k = this.keys;
    let h = (Math.imul(w[0]!, k[0]!) + Math.imul(w[1]!, k[1]!) + Math.imul(w[2]!, k[2]!) + Math.imul(w[3]!, k[3]!)) | 0;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return h ^ (h >>> 16);
  }

  /** The Map key of `loc` (see `flooded`): the loc after a 0 for a short one, its digest after a 1 for a long one. */
  private mapKey(loc: string): string {
    return this.short ? `\u0000${loc}` : `\u0001${this.digestKey()}`;
  }

  /** `digest` as 8 UTF-16 code units. */
  private digestKey(): string {
    const w = this.digest;
    return String.fromCharCode(w[0]! & 0xffff, w[0]! >>> 16, w[1]! & 0xffff, w[1]! >>> 16, w[2]! & 0xffff, w[2]! >>> 16, w[3]! & 0xffff, w[3]! >>> 16);
  }

  /** True when id `id` is the loc of `short` and `scratch` or `digest`. */
  private sameLoc(id: number): boolean {
    if (this.short) return this.shorts[id] === 1 && this.texts.equals(this.textAt[id]! - 1, this.scratch, this.scratchLength);
    if (this.shorts[id] === 1) return false;
    const d = this.digests;
    const w = this.digest;
    const at = 4 * id;
    return d[at] === w[0] && d[at + 1] === w[1] && d[at + 2] === w[2] && d[at + 3] === w[3];
  }

  /** The id of `loc`, or -1. */
  private idOf(loc: string): number {
    this.keyOf(loc);
    if (!this.flooded) {
      const slot = this.slotOf(this.slotHash(loc));
      if (slot >= 0) return this.slots[2 * slot + 1]! - 1;
    }
    return (this.flooded as Map<string, number> | undefined)?.get(this.mapKey(loc)) ?? -1;
  }

  /**
   * The slot holding the loc whose digest is in `digest` (slot hash `h`), or the empty slot where
   * it would go; -1 when the probe sequence passed MAX_PROBES (the Map of `flooded` has taken over then).
   */
  private slotOf(h: number): number {
    const slots = this.slots;
    const mask = slots.length / 2 - 1;
    let probes = 0;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const id = slots[2 * i + 1]!;
      if (id === 0 || (slots[2 * i] === h && this.sameLoc(id - 1))) return i;
      if (++probes > MAX_PROBES) {
        this.flood();
        return -1;
      }
    }
  }

  /** Moves the ids into a Map (see `flooded`) and drops the hash table. */
  private flood(): void {
    const map = new Map<string, number>();
    const saved = Uint32Array.from(this.digest);
    for (let id = 0; id < this.count; id++) {
      if (this.shorts[id] === 1) {
        map.set(`\u0000${this.texts.get(this.textAt[id]! - 1)}`, id);
      } else {
        this.digest.set(this.digests.subarray(4 * id, 4 * id + 4));
        map.set(`\u0001${this.digestKey()}`, id);
      }
    }
    this.digest.set(saved);
    this.flooded = map;
    this.slots = new Int32Array(0);
  }

  /** Doubles the hash table, placing each id again by its stored hash. */
  private rehash(): void {
    const old = this.slots;
    // Twice as many slots: as many as `old` has numbers.
    const mask = old.length - 1;
    const slots = new Int32Array(2 * old.length);
    for (let j = 0; j < old.length; j += 2) {
      const id = old[j + 1]!;
      if (id === 0) continue;
      const h = old[j]!;
      let i = h & mask;
      while (slots[2 * i + 1] !== 0) i = (i + 1) & mask;
      slots[2 * i] = h;
      slots[2 * i + 1] = id;
    }
    this.slots = slots;
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
    this.digests = grown(this.digests, 4 * n);
    this.shorts = grown(this.shorts, n);
    this.textAt = grown(this.textAt, n);
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
