/**
 * Types of the parts of `language-tags` (IANA language subtag registry, BCP 47) used here; the
 * package ships none.
 */
declare module 'language-tags' {
  interface Subtag {
    /** The subtag as written in the registry's case convention, e.g. `GB`, `Latn`, `en`. */
    format(): string;
    /** `language`, `extlang`, `script`, `region` or `variant`. */
    type(): string;
    /** The date the subtag was deprecated, or null. */
    deprecated(): string | null | undefined;
    /** The preferred replacement, or null. */
    preferred(): Subtag | null;
  }

  interface TagError extends Error {
    /** One of the `ERR_*` codes of {@link Tag}. */
    code: number;
    /** The subtag at fault: a Subtag, a string (unknown codes) or a pair (wrong order). */
    subtag?: Subtag | string | Subtag[];
  }

  interface Tag {
    valid(): boolean;
    errors(): TagError[];
    /** `grandfathered`, `redundant` or `tag`. */
    type(): string;
    subtags(): Subtag[];
    region(): Subtag | undefined;
    language(): Subtag | undefined;
    /** For a grandfathered or redundant tag: the date it was deprecated, or null. */
    deprecated(): string | null | undefined;
    preferred(): Tag | null;
    /** The tag in the registry's case convention, e.g. `en-GB`. */
    format(): string;
  }

  interface Tags {
    (tag: string): Tag;
    check(tag: string): boolean;
    /** The registry types of a subtag (`language`, `region`...), excluding grandfathered and redundant. */
    types(subtag: string): string[];
  }

  const tags: Tags;
  export = tags;
}

/**
 * The index of the IANA language subtag registry that `language-tags` reads: each subtag or tag
 * (lower case; a range as `qaa..qtz`) with its record's position in the registry, per type.
 */
declare module 'language-subtag-registry/data/json/index.json' {
  const index: Readonly<Record<string, Readonly<Record<string, number>>>>;
  export default index;
}
