/**
 * Helpers of the tests of plain `<url>` elements read whole (src/core/checks/plain.ts) and of the
 * tokenizer's fast paths (src/core/xml/tokenizer.ts, fastText and fastTag): judging bytes cut at
 * given offsets, counting the `<url>` start tags the fast path read or offered whole, and judging
 * both ways (the module switch `plainEntries.on` off reads every code point through the
 * tokenizer's state machine: the reference).
 */
import { expect, vi } from 'vitest';
import { checkStream } from '../../src/core/read/engine.js';
import type { PolicyInput } from '../../src/core/policy/policy.js';
import { plainEntries } from '../../src/core/checks/xml.js';
import { XmlTokenizer } from '../../src/core/xml/index.js';

export const NOW = new Date('2026-11-29T00:00:00Z');

/** Counts the `<url>` start tags the tokenizer's fast path reads while `run` runs. */
export async function countingTaken<T>(run: () => Promise<T>): Promise<{ result: T; taken: number }> {
  const proto = XmlTokenizer.prototype as unknown as { fastTag: (chunk: string, i: number) => number };
  const original = proto.fastTag;
  let taken = 0;
  const spy = vi.spyOn(proto, 'fastTag').mockImplementation(function (this: unknown, chunk: string, i: number) {
    const after = original.call(this, chunk, i);
    if (after > i && /^<url[\s>/]/.test(chunk.slice(i, i + 5))) taken++;
    return after;
  });
  try {
    return { result: await run(), taken };
  } finally {
    spy.mockRestore();
  }
}

/** Offsets that cut `length` bytes into chunks of `size` (0: none). */
export function every(size: number, length: number): number[] {
  const cuts: number[] = [];
  if (size > 0) for (let i = size; i < length; i += size) cuts.push(i);
  return cuts;
}

/** checkStream over `bytes` cut at `cuts` (byte offsets; none: one chunk), with the onEntry records and onAlternates entries. */
export async function judgeCut(bytes: Uint8Array, policy: PolicyInput, cuts: readonly number[], name = 'sitemap.xml') {
  const records: unknown[] = [];
  const alternates: unknown[] = [];
  const r = await checkStream(
    (async function* () {
      let from = 0;
      for (const cut of [...cuts, bytes.length]) {
        if (cut > from) yield bytes.subarray(from, cut);
        from = Math.max(from, cut);
      }
    })(),
    { now: NOW, ...policy },
    { name, onEntry: (record) => records.push(record), onAlternates: (entry) => alternates.push(entry) },
  );
  return { ...r, records, alternates };
}

/**
 * `judge` with plain entries read whole, the number taken so, and `judge` event by event (where
 * none may be taken).
 */
export async function bothWays<T>(judge: () => Promise<T>): Promise<{ fast: T; slow: T; taken: number }> {
  try {
    plainEntries.on = true;
    const { result: fast, taken } = await countingTaken(judge);
    plainEntries.on = false;
    const { result: slow, taken: none } = await countingTaken(judge);
    expect(none, 'nothing is taken with the switch off').toBe(0);
    return { fast, slow, taken };
  } finally {
    plainEntries.on = true;
  }
}
