/**
 * The shapes shared by the extension checker (./checker.ts) and the family modules (image, video,
 * news, hreflang): element specifications taken from the extension XSDs, the values handed to
 * the checks, and the per-entry state.
 */
import type { XmlStartTagToken } from '../../xml/index.js';
import { attributeNamed } from '../../xml/index.js';
import type { Policy } from '../../policy/policy.js';

import type { Family } from './family.js';

export type { Family };

/**
 * What an element may hold: other elements (`elements`), text only (`text`), nothing
 * (`empty`: whitespace only), or anything, unjudged (`opaque`: deprecated blocks such as
 * `video:tvshow`).
 */
export type Content = 'elements' | 'text' | 'empty' | 'opaque';

/**
 * An element as it opens. The views of this file (OpenElement, LeafValue, ContainerView) are
 * valid during the call they are handed to only: the checker reuses them for the elements that
 * follow. A check that runs later (Ctx.defer) keeps the values it needs, not the view.
 */
export interface OpenElement {
  /** The element, with its attributes. */
  tag: XmlStartTagToken;
  /** 1-based position of its `<`. */
  line: number;
  column: number;
}

/** A text-only element as it closes. */
export interface LeafValue extends OpenElement {
  /**
   * Its text, as decoded (entities resolved, CDATA unwrapped), untrimmed: at most MAX_FIELD_CHARS
   * (1 MiB) of it (see ../../text.ts); `cutCharacters` counts the characters past that.
   */
  text: string;
  /** Characters (code points) of the text past the kept part; 0 for almost every value. */
  cutCharacters: number;
  /** Position of the first character of the text that is not whitespace; the element's `<` when there is none. */
  textLine: number;
  textColumn: number;
}

/** An element-only element as it closes: which children it had. */
export interface ContainerView extends OpenElement {
  /** How many times each known child (by local name) appeared. */
  count(local: string): number;
}

/** What the checks may use: the policy, the report, the entry and document state. */
export interface Ctx {
  readonly policy: Policy;
  /** Records a finding at a 1-based position (dropped when the rule is off). */
  report(rule: string, message: string, line: number, column: number): void;
  /**
   * Records a finding whose message gives the same advice wherever it occurs (a deprecated
   * element): only the first occurrence in the file is listed, with the count of all of them
   * (FindingSink.addOnce). `message` must come from a small fixed set.
   */
  reportOnce(rule: string, message: string, line: number, column: number): void;
  /** True when `rule` is reported under the policy. */
  on(rule: string): boolean;
  /** The entry (`url`) being read. */
  readonly entry: EntryState;
  /** The document being read. */
  readonly doc: DocState;
  /** Runs `check` when the entry ends, with its loc (skipped when the entry has no loc). */
  defer(check: (loc: string) => void): void;
  /** True when the alternates of each entry are collected for a caller. */
  readonly collectAlternates: boolean;
}

/** One allowed child of an element-only element. */
export interface ChildRule {
  spec: ElementSpec;
  /** Position of the child among its parent's children (0-based, in the order of {@link childRules}): where its count is kept. */
  index: number;
  /**
   * Rank in the XSD sequence; children must not go down in rank. -1: not ordered. A deprecated
   * child (`spec.deprecated`) is left out of the comparison: its finding already says to remove it.
   */
  order: number;
  /** Most occurrences allowed (extension-duplicate past it, unless `onOver` is given). */
  max: number;
  /** Called instead of the extension-duplicate finding for occurrence `n` > `max`. */
  onOver?(el: OpenElement, n: number, ctx: Ctx): void;
}

/** An element of a known extension namespace, as its XSD (and Google's documentation) defines it. */
export interface ElementSpec {
  family: Family;
  /** Local name, e.g. `thumbnail_loc`. */
  local: string;
  /** The name with the family's usual prefix, for messages: `video:thumbnail_loc`. */
  qname: string;
  content: Content;
  /** Children of an element-only element, by local name. */
  children?: ReadonlyMap<string, ChildRule>;
  /** The sequence of the children, for messages. */
  sequence?: string;
  /**
   * Attributes (without namespace) the schema defines; others are `extension-attribute`. A short
   * list: comparing a name read from the document with a few constants is cheaper than hashing it.
   */
  attributes?: readonly string[];
  /**
   * Rule reported when the element appears at all (a deprecated element), with its message; once
   * per file (Ctx.reportOnce), and the element is not placed in its parent's order.
   */
  deprecated?: { rule: string; message: string };
  /** Checks when the element opens (attributes, counts). */
  onOpen?(el: OpenElement, ctx: Ctx): void;
  /** Checks of a text-only element's value when it closes (not called when it held elements). */
  onValue?(leaf: LeafValue, ctx: Ctx): void;
  /** Checks of an element-only element when it closes (required children). */
  onClose?(el: ContainerView, ctx: Ctx): void;
}

/** Builds the children map of an element-only element from rows of [spec, order, max]. */
export function childRules(
  rows: ReadonlyArray<readonly [ElementSpec, number, number] | readonly [ElementSpec, number, number, ChildRule['onOver']]>,
): ReadonlyMap<string, ChildRule> {
  const map = new Map<string, ChildRule>();
  for (const [spec, order, max, onOver] of rows) {
    const index = map.size;
    map.set(spec.local, onOver ? { spec, index, order, max, onOver } : { spec, index, order, max });
  }
  return map;
}

/** The value of the attribute `name` (without namespace) of `tag`, or undefined. */
export function attribute(tag: XmlStartTagToken, name: string): string | undefined {
  const a = attributeNamed(tag, name);
  return a !== undefined && a.uri === '' ? a.value : undefined;
}

/** Per-document state of the extension checks. */
export interface DocState {
  /** `news:news` elements seen in the file. */
  news: number;
}

/** Per-entry state of the extension checks; reset at the end of each entry. */
/** Keys up to which a {@link SmallIndex} scans arrays instead of hashing. */
const SCAN_KEYS = 16;

/**
 * String keys with a number each, for the few keys of one entry (its hreflang values, its hrefs):
 * arrays scanned linearly up to 16 keys, a Map beyond, so any number of keys stays linear and the
 * common entry allocates nothing (the index is cleared and reused for the next entry).
 */
export class SmallIndex {
  private readonly keys: string[] = [];
  private readonly values: number[] = [];
  /** Keys in use in the arrays (they are overwritten, not truncated, when the index is reused). */
  private size = 0;
  private map: Map<string, number> | undefined;

  /** The number stored for `key` (the first one stored, for a key added twice), or undefined. */
  get(key: string): number | undefined {
    if (this.map) return this.map.get(key);
    const keys = this.keys;
    for (let i = 0; i < this.size; i++) if (keys[i] === key) return this.values[i];
    return undefined;
  }

  /** Stores `value` for `key`; a key already stored keeps its first value. */
  add(key: string, value: number): void {
    if (this.map) {
      if (!this.map.has(key)) this.map.set(key, value);
      return;
    }
    if (this.size === SCAN_KEYS) {
      this.map = new Map();
      for (let i = this.size - 1; i >= 0; i--) this.map.set(this.keys[i]!, this.values[i]!);
      if (!this.map.has(key)) this.map.set(key, value);
      return;
    }
    this.keys[this.size] = key;
    this.values[this.size] = value;
    this.size++;
  }

  /** True when `test` holds for one of the keys. */
  some(test: (key: string) => boolean): boolean {
    if (this.map) {
      for (const key of this.map.keys()) if (test(key)) return true;
      return false;
    }
    for (let i = 0; i < this.size; i++) if (test(this.keys[i]!)) return true;
    return false;
  }

  /** Empties the index for reuse. */
  clear(): void {
    this.size = 0;
    this.map = undefined;
  }
}

export class EntryState {
  /** `image:image` elements seen. */
  images = 0;
  /** `news:news` elements seen, and the line of the first. */
  news = 0;
  newsLine = 0;
  /** hreflang alternates seen (`rel="alternate"` with an `hreflang`). */
  alternates = 0;
  /**
   * True when the entry holds a `news:news` or `video:video`: Google accepts such entries in a
   * news or video sitemap of their own, beside the sitemap that lists the page.
   */
  separate = false;
  /** Lower-cased hreflang values seen, with the line of the first link carrying each. */
  readonly hreflangLines = new SmallIndex();
  /** The hrefs (trimmed) of the alternates, to find the entry's own loc among them. */
  readonly hrefs = new SmallIndex();
  /** Collected alternates (only when a caller asked for them): valid hreflang and absolute href. */
  altHreflangs: string[] = [];
  altHrefs: string[] = [];
  altLines: number[] = [];
  altColumns: number[] = [];
  /** Checks waiting for the entry's loc. */
  deferred: Array<(loc: string) => void> | undefined;

  reset(): void {
    this.images = 0;
    this.news = 0;
    this.newsLine = 0;
    this.alternates = 0;
    this.separate = false;
    this.hreflangLines.clear();
    this.hrefs.clear();
    // Emptied, not replaced: what a caller was handed are copies (ExtensionChecker.endEntry).
    if (this.altHrefs.length > 0) {
      this.altHreflangs.length = 0;
      this.altHrefs.length = 0;
      this.altLines.length = 0;
      this.altColumns.length = 0;
    }
    this.deferred = undefined;
  }
}
