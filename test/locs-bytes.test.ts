/**
 * The store of the checks across files in bytes (src/core/site/locplaces.ts, RUN_LIMITS in
 * src/core/site/site.ts): locs are kept as digests, so two locs that differ in one character, in any
 * script, at any length, stay two; the bytes counted follow the locs and not their order; and a
 * run past the bound says so in one note and judges every file on its own.
 */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BYTES_PER_LOC, BYTES_PER_REPEAT, BYTES_PER_REPEATED_LOC, LocPlaces, LocTexts, TEXT_HEADER_BYTES, type KeptTexts } from '../src/core/site/locplaces.js';
import { checkFiles, checkWorkspace } from '../src/core/run/run.js';
import { RUN_LIMITS } from '../src/core/site/site.js';
import { workspaces } from './support/workspace.js';
import { NS } from './support/sitemap.js';

const workspace = workspaces('locs-bytes');
const LONG = `https://www.example.org/${'a'.repeat(1_990)}`;
/** Pairs of locs one character apart (or one code unit: a lone surrogate, which UTF-8 cannot hold). */
const NEAR: Array<[string, string]> = [
  ['https://www.example.org/a', 'https://www.example.org/b'],
  ['https://www.example.org/', 'https://www.example.org'],
  ['a', 'b'],
  ['', ' '],
  [LONG, `${LONG.slice(0, -1)}b`],
  [LONG, `${LONG.slice(0, 1_000)}b${LONG.slice(1_001)}`],
  [`${LONG}x`, `${LONG}y`],
  ['https://例え.jp/ページ', 'https://例え.jp/ペーシ'],
  ['https://www.example.org/caf\u00e9', 'https://www.example.org/cafe\u0301'],
  ['https://www.example.org/\u{1F600}', 'https://www.example.org/\u{1F601}'],
  ['https://www.example.org/\ud800', 'https://www.example.org/\ud801'],
  ['https://www.example.org/\ud800', 'https://www.example.org/\ufffd'],
  ['https://www.example.org/\udc00\ud800', 'https://www.example.org/\ud800\udc00'],
];

describe('LocPlaces keeps locs exactly, short ones as their bytes and long ones as digests', () => {
  for (const texts of ['all', 'repeated'] as KeptTexts[]) {
    it(`finds no false duplicate among locs one character apart, short, long and non-ASCII (texts: ${texts})`, () => {
      const store = new LocPlaces(undefined, { texts });
      const file = store.fileId('a.xml');
      const locs = NEAR.flat();
      const distinct = [...new Set(locs)];
      distinct.forEach((loc, i) => store.add(loc, file, i + 1, 3));
      expect(store.size).toBe(distinct.length);
      expect(store.repeats).toBe(0);
      expect([...store.repeated()]).toEqual([]);
      distinct.forEach((loc, i) => expect(store.first(loc)).toEqual({ file: 'a.xml', line: i + 1, column: 3 }));
      for (const [a, b] of NEAR) expect(store.first(a)).not.toEqual(store.first(b));
      // Each one listed again is a repeat of itself only, and its text comes back as it was.
      const other = store.fileId('b.xml');
      distinct.forEach((loc, i) => store.add(loc, other, i + 1, 5));
      expect(store.repeats).toBe(distinct.length);
      expect([...store.repeated()].map(([loc, places]) => [loc, places.map((p) => p.file)])).toEqual(distinct.map((loc) => [loc, ['a.xml', 'b.xml']]));
      if (texts === 'all') expect([...store.entries()].map(([loc]) => loc)).toEqual(distinct);
      else expect(() => [...store.entries()]).toThrow(/texts: 'all'/);
    });
  }

  it('finds a loc added before, also when the hash table must grow and when every slot hash collides', () => {
    for (const hash of [undefined, () => 7]) {
      const store = new LocPlaces(hash, { texts: 'repeated' });
      const file = store.fileId('a.xml');
      for (let i = 0; i < 3_000; i++) store.add(`${LONG.slice(0, 60)}/${i}`, file, i + 1, 1);
      expect(store.size).toBe(3_000);
      expect(store.first(`${LONG.slice(0, 60)}/2999`)).toEqual({ file: 'a.xml', line: 3_000, column: 1 });
      expect(store.first(`${LONG.slice(0, 60)}/3000`)).toBeUndefined();
      store.add(`${LONG.slice(0, 60)}/17`, file, 9_999, 2);
      expect([...store.repeated()].map(([loc, places]) => [loc, places.length])).toEqual([[`${LONG.slice(0, 60)}/17`, 2]]);
    }
  });
});

describe('the bytes LocPlaces counts', () => {
  it('are 69 a distinct loc, 24 a later place, 8 a repeated loc and the text kept (UTF-8, or UTF-16 for a lone surrogate)', () => {
    const repeated = new LocPlaces(undefined, { texts: 'repeated' });
    const all = new LocPlaces(undefined, { texts: 'all' });
    for (const store of [repeated, all]) {
      const f = store.fileId('a.xml');
      store.add(LONG, f, 1, 1);
      store.add('https://例え.jp/', f, 2, 1);
      store.add('https://www.example.org/\ud800', f, 3, 1);
      store.add(LONG, f, 4, 1);
      store.add(LONG, f, 5, 1);
    }
    const text = (bytes: number) => TEXT_HEADER_BYTES + bytes;
    expect(Buffer.byteLength(LONG)).toBe(2_014);
    // A short loc is kept as its text (例え are three bytes each in UTF-8); a long one, and one
    // with a lone surrogate, as a digest, with the text where it is needed: the repeated one, or
    // all (the lone surrogate's loc as its 25 UTF-16 code units).
    expect(repeated.bytes).toBe(3 * BYTES_PER_LOC + 2 * BYTES_PER_REPEAT + BYTES_PER_REPEATED_LOC + text(2_014) + text(18));
    expect(all.bytes).toBe(3 * BYTES_PER_LOC + 2 * BYTES_PER_REPEAT + BYTES_PER_REPEATED_LOC + text(2_014) + text(18) + text(50));
    expect([...all.entries()].map(([loc]) => loc)).toEqual([LONG, 'https://例え.jp/', 'https://www.example.org/\ud800']);
  });

  it('do not depend on the order the locs come in', () => {
    const adds = Array.from({ length: 500 }, (_, i) => [`https://www.example.org/${i % 173}/${'é'.repeat(i % 7)}`, i % 3, i + 1] as const);
    const bytes = (order: ReadonlyArray<(typeof adds)[number]>, texts: KeptTexts) => {
      const store = new LocPlaces(undefined, { texts });
      for (const f of ['a', 'b', 'c']) store.fileId(f);
      for (const [loc, file, line] of order) store.add(loc, file, line, 1);
      return store.bytes;
    };
    for (const texts of ['all', 'repeated'] as KeptTexts[]) {
      expect(bytes([...adds].reverse(), texts)).toBe(bytes(adds, texts));
      expect(bytes([...adds].sort((x, y) => (x[0] < y[0] ? -1 : 1)), texts)).toBe(bytes(adds, texts));
    }
  });

  it('LocTexts gives back every text, across its 8 MiB buffers and longer than one, lone surrogates too', () => {
    const texts = new LocTexts();
    const samples = ['', 'a', 'é', '\ud800', '\udfff\ud800', '例え'.repeat(1_000)];
    const at: Array<[number, string]> = [];
    const some = (from: number) => {
      for (let i = from; i < from + 300; i++) {
        const s = `${samples[i % samples.length]}${i}`;
        at.push([texts.put(s), s]);
      }
    };
    some(0);
    // A text longer than a buffer gets one of its own; the next ones a new one.
    const huge = 'x'.repeat(9 << 20);
    at.push([texts.put(huge), huge]);
    some(300);
    at.push([texts.putBytes(Buffer.from('https://例え.jp/'), 18), 'https://例え.jp/']);
    for (const [p, s] of at) expect(texts.get(p)).toBe(s);
  });
});

describe('a run past the bytes the checks across files keep', () => {
  const saved = { ...RUN_LIMITS };
  afterEach(() => Object.assign(RUN_LIMITS, saved));
  const urlset = (...locs: string[]) => `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${locs.map((l) => `<url><loc>${l}</loc></url>`).join('\n')}\n</urlset>\n`;

  it('says so in one note naming the bound in bytes, judges every file on its own, and ends with its totals', async () => {
    const long = (n: number) => `https://www.example.org/${n}/${'p'.repeat(1_900)}`;
    // Twenty files of long locs; the last repeats a loc of the first, and has a relative loc.
    const ws = workspace(Object.fromEntries(Array.from({ length: 20 }, (_, f) => [`s-${String(f).padStart(2, '0')}.xml`, urlset(long(2 * f), long(2 * f + 1), ...(f === 19 ? [long(0), '/relative'] : []))])));
    const files = Array.from({ length: 20 }, (_, f) => ({ path: `s-${String(f).padStart(2, '0')}.xml`, absolute: path.join(ws, `s-${String(f).padStart(2, '0')}.xml`) }));
    const full = await checkFiles(files, {}, { cwd: ws });
    const dup = full.files.flatMap((r) => r.findings.filter((x) => x.rule === 'loc-duplicate-across-files').map((x) => `${r.path}:${x.line}`));
    expect(dup).toEqual(['s-19.xml:5']);

    // The 41 distinct locs take 2,829 bytes and the text of the short one 14, the place and text of the repeated one 1,963 more.
    RUN_LIMITS.locs = 4_000;
    for (const order of [files, [...files].reverse()]) {
      const capped = await checkFiles(order, {}, { cwd: ws });
      expect(capped.notes.filter((n) => n.startsWith('The run lists more URLs'))).toEqual([
        'The run lists more URLs than the checks across files keep (4,000 bytes for the URLs and where each is listed): loc-duplicate-across-files, hreflang-return-link and page-missing were not made for this run; every file was judged on its own. Split the run with shard.',
      ]);
      expect(capped.files.flatMap((r) => r.findings).filter((x) => x.rule === 'loc-duplicate-across-files')).toEqual([]);
      expect(capped.files.find((r) => r.path === 's-19.xml')!.findings.map((x) => `${x.rule}:${x.line}`)).toContain('loc-not-absolute:6');
      expect(capped.files.map((r) => r.entries)).toEqual([...Array(19).fill(2), 4]);
      expect(capped.totals.files).toBe(20);
      const all = (t: typeof full.totals) => t.errors + t.warnings + t.notices;
      // Only loc-duplicate-across-files is missing from the totals.
      expect(all(capped.totals)).toBe(all(full.totals) - 1);
      expect(capped.totals.entries).toBe(full.totals.entries);
    }
  });
});

describe('the texts the store keeps follow the checks of the run', () => {
  it('page-redirect without page-missing still maps every loc (the texts of all locs are kept)', async () => {
    // The crawl fixture site: its hosting sitemap has a Netlify trailing-slash redirect (line 4).
    const root = path.join(import.meta.dirname, 'fixtures', 'crawl');
    const run = await checkWorkspace({
      cwd: root,
      patterns: ['faulty/robots.txt'],
      policy: { baseUrl: 'https://www.example.org/', siteDir: 'faulty', checkPages: true, profile: 'google', hosting: 'netlify', rules: { 'page-missing': 'off' } },
    });
    const hosting = run.files.find((f) => f.path === 'faulty/sitemap-hosting.xml')!;
    expect(hosting.findings.map((f) => [f.rule, f.line, f.column])).toEqual([
      ['page-redirect', 4, 13],
      ['page-redirect', 5, 13],
    ]);
  });
});

