/**
 * The run-level store of locs (src/core/site/locplaces.ts) against a plain Map of arrays, with its own
 * hash and with hashes that collide on purpose (crafted input must not make it quadratic).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparePlace, LocPlaces, ownString, type Place } from '../src/core/site/locplaces.js';
import { runs } from './support/scale.js';

type Add = [loc: string, file: number, line: number, column: number];

function reference(adds: Add[], files: string[]): Map<string, Place[]> {
  const m = new Map<string, Place[]>();
  for (const [loc, file, line, column] of adds) {
    const list = m.get(loc) ?? [];
    list.push({ file: files[file]!, line, column });
    m.set(loc, list);
  }
  return m;
}

function check(adds: Add[], hash?: (s: string) => number): void {
  const files = ['b.xml', 'a.xml', 'c/d.xml'];
  const store = new LocPlaces(hash);
  for (const f of files) store.fileId(f);
  for (const [loc, file, line, column] of adds) store.add(loc, file, line, column);
  const ref = reference(adds, files);
  expect(store.size).toBe(ref.size);
  expect([...store.entries()]).toEqual([...ref]);
  expect(new Map(store.repeated())).toEqual(new Map([...ref].filter(([, p]) => p.length > 1)));
  for (const [loc, places] of ref) {
    expect(store.places(loc)).toEqual(places);
    expect(store.first(loc)).toEqual([...places].sort(comparePlace)[0]);
  }
  expect(store.places('never added')).toBeUndefined();
  expect(store.first('never added')).toBeUndefined();
}

const addArb = fc.tuple(
  fc.oneof(fc.constantFrom('https://www.example.org/', 'https://www.example.org/a', 'http://www.example.org/a'), fc.string({ maxLength: 6 }).map((s) => `https://x.example/${s}`)),
  fc.integer({ min: 0, max: 2 }),
  fc.integer({ min: 1, max: 5000 }),
  fc.integer({ min: 1, max: 80 }),
);

describe('LocPlaces', () => {
  it('keeps every place of every loc, as a Map of arrays does', () => {
    fc.assert(fc.property(fc.array(addArb, { maxLength: 300 }), (adds) => check(adds)), { numRuns: runs(300), seed: 77 });
  });

  it('stays right and linear when every hash collides (the Map takes over after 64 probes)', () => {
    // 50,000 locs with one hash: about a billion string comparisons without the hand-over (the
    // test would time out), a few milliseconds with it.
    const adds: Add[] = Array.from({ length: 50_000 }, (_, i) => [`https://www.example.org/${i % 30_000}`, i % 3, i + 1, 1]);
    check(adds, () => 42);
    fc.assert(fc.property(fc.array(addArb, { maxLength: 300 }), (more) => check(more, (s) => s.length & 3)), { numRuns: 100, seed: 78 });
  });

  it('grows past many rehashes (200,000 locs) and finds each one', () => {
    const store = new LocPlaces();
    const id = store.fileId('s.xml');
    for (let i = 0; i < 200_000; i++) store.add(`https://www.example.org/p/${i}`, id, i + 1, 3);
    expect(store.size).toBe(200_000);
    expect(store.first('https://www.example.org/p/123456')).toEqual({ file: 's.xml', line: 123_457, column: 3 });
    expect([...store.repeated()]).toEqual([]);
  });

  it('walks the places of a repeated loc once for any number of first() lookups, and again only after an add', () => {
    // hreflang-return-link looks up the first place of every alternate: 40,000 alternates naming
    // a loc listed 40,000 times walked 1.6 billion places.
    const store = new LocPlaces();
    const a = store.fileId('a.xml');
    const b = store.fileId('b.xml');
    for (let i = 0; i < 10_000; i++) store.add('https://www.example.org/b', b, i + 2, 5);
    for (let i = 0; i < 10_000; i++) expect(store.first('https://www.example.org/b')).toEqual({ file: 'b.xml', line: 2, column: 5 });
    expect(store.scanned).toBe(9_999);
    const got = store.first('https://www.example.org/b')!;
    got.line = 99;
    expect(store.first('https://www.example.org/b')).toEqual({ file: 'b.xml', line: 2, column: 5 });
    // A later place that comes first by path is found after it was added.
    store.add('https://www.example.org/b', a, 7, 1);
    expect(store.first('https://www.example.org/b')).toEqual({ file: 'a.xml', line: 7, column: 1 });
    expect(store.first('https://www.example.org/b')).toEqual({ file: 'a.xml', line: 7, column: 1 });
    expect(store.scanned).toBe(9_999 + 10_000);
    expect(store.places('https://www.example.org/b')).toHaveLength(10_001);
  });

  it('first() between adds agrees with a Map of arrays', () => {
    fc.assert(
      fc.property(fc.array(addArb, { maxLength: 200 }), (adds) => {
        const files = ['b.xml', 'a.xml', 'c/d.xml'];
        const store = new LocPlaces();
        for (const f of files) store.fileId(f);
        const seen: Add[] = [];
        for (const add of adds) {
          store.add(...add);
          seen.push(add);
          const places = reference(seen, files).get(add[0])!;
          expect(store.first(add[0])).toEqual([...places].sort(comparePlace)[0]);
        }
      }),
      { numRuns: 200, seed: 79 },
    );
  });

  it('ownString keeps the text', () => {
    const long = 'x'.repeat(100);
    expect(ownString(long.slice(3, 50))).toBe(long.slice(3, 50));
  });
});
