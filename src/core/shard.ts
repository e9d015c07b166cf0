/**
 * Shards: a deterministic split of a run's files, so one huge site can be checked by several
 * jobs (a GitHub Actions matrix) and the JSON reports merged afterwards (`sitemap-contract merge`).
 * A file belongs to shard `hash(path) mod n`, with a stable hash of its workspace-relative path:
 * adding or removing a file never moves the others to another shard.
 */
import { PolicyError } from './policy.js';

/** Shard `index` (1-based) of `count`. */
export interface Shard {
  index: number;
  count: number;
}

/** Parses `i/n` (1 ≤ i ≤ n ≤ 1000). Throws PolicyError naming `shard` otherwise. */
export function parseShard(value: string): Shard {
  const m = /^\s*(\d{1,4})\s*\/\s*(\d{1,4})\s*$/.exec(value);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || index < 1 || count < 1 || index > count || count > 1000) {
    throw new PolicyError('shard', `shard: ${JSON.stringify(value)} is not accepted; write i/n with 1 ≤ i ≤ n ≤ 1000, e.g. 2/4.`);
  }
  return { index, count };
}

/** FNV-1a, 32 bits, over the UTF-16 code units of `s`. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** True when the file at workspace-relative `path` belongs to `shard`. */
export function inShard(path: string, shard: Shard): boolean {
  return fnv1a(path) % shard.count === shard.index - 1;
}
