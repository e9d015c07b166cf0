/**
 * Shards: a deterministic split of a run's files, so one huge site can be checked by several
 * jobs (a GitHub Actions matrix) and the JSON reports merged afterwards (`sitemap-contract merge`).
 * A file belongs to shard `hash(path) mod n`, with a stable hash of its workspace-relative path:
 * adding or removing a file never moves the others to another shard.
 */
import { PolicyError, shownValue } from '../policy/policy.js';

/** Shard `index` (1-based) of `count`. */
export interface Shard {
  index: number;
  count: number;
}

/** Most shards a run can be split into. */
export const MAX_SHARDS = 1000;

/** The one rule of a shard, for the CLI form and the library's object alike: 1 ≤ index ≤ count ≤ 1000. */
function isShard(index: unknown, count: unknown): boolean {
  return Number.isSafeInteger(index) && Number.isSafeInteger(count) && (index as number) >= 1 && (index as number) <= (count as number) && (count as number) <= MAX_SHARDS;
}

/** Parses `i/n` (1 ≤ i ≤ n ≤ 1000). Throws PolicyError naming `shard` otherwise. */
export function parseShard(value: string): Shard {
  const m = /^\s*(\d{1,4})\s*\/\s*(\d{1,4})\s*$/.exec(value);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!isShard(index, count)) {
    throw new PolicyError('shard', `shard: ${JSON.stringify(value)} is not accepted; write i/n with 1 ≤ i ≤ n ≤ ${MAX_SHARDS}, e.g. 2/4.`);
  }
  return { index, count };
}

/**
 * Validates a shard given to the library: an object `{ index, count }` of whole numbers with
 * 1 ≤ index ≤ count ≤ 1000 (index counts from 1, as `--shard i/n` does). Returns a copy. Throws
 * PolicyError naming `shard` otherwise (a string such as "2/4" too: the message gives the object).
 */
export function checkShard(value: unknown): Shard {
  let shown = shownValue(value);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const { index, count } = value as Record<string, unknown>;
    if (isShard(index, count)) return { index: index as number, count: count as number };
    shown = `{ index: ${shownValue(index)}, count: ${shownValue(count)} }`;
  }
  let example = '{ index: 2, count: 4 }';
  if (typeof value === 'string') {
    try {
      const parsed = parseShard(value);
      example = `{ index: ${parsed.index}, count: ${parsed.count} }`;
    } catch {
      // Not the CLI form either: the general example stands.
    }
  }
  throw new PolicyError(
    'shard',
    `shard: ${shown} is not accepted; give an object { index, count } of whole numbers with 1 ≤ index ≤ count ≤ ${MAX_SHARDS} (index counts from 1), e.g. ${example}.`,
  );
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
