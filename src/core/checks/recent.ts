/**
 * The last few answers of a lookup, found by `===` comparison before any hashing. A sitemap repeats
 * a handful of values on every entry (its namespaces, its hreflang languages), so a small ring of
 * recent keys answers most lookups with one or two comparisons of short or identical strings.
 */
export class RecentAnswers<V> {
  private readonly keys: Array<string | undefined>;
  private readonly values: Array<V | undefined>;
  private next = 0;

  /** `size`: how many answers are kept (the oldest is replaced). */
  constructor(private readonly size: number) {
    this.keys = new Array<string | undefined>(size).fill(undefined);
    this.values = new Array<V | undefined>(size).fill(undefined);
  }

  /** The answer for `key`: a kept one, else `compute(key)`, which is then kept. */
  get(key: string, compute: (key: string) => V): V {
    const keys = this.keys;
    for (let i = 0; i < this.size; i++) if (keys[i] === key) return this.values[i] as V;
    return this.add(key, compute(key));
  }

  private add(key: string, value: V): V {
    this.keys[this.next] = key;
    this.values[this.next] = value;
    this.next = (this.next + 1) % this.size;
    return value;
  }
}
