/**
 * The tokenizer's fast paths (plain text and plain tags, src/core/xml/tokenizer.ts) held to its
 * code point loop, where test/plain-entries.test.ts and test/plain-entries-context.test.ts do not
 * look: the tokenizer itself cut at every offset (a carriage return as the last character of a
 * chunk, CR LF split between chunks, a chunk that starts with a line feed, `<url` at the end of a
 * chunk) with LF, CR LF and CR line ends, its tokens, errors and positions after runs of plain
 * entries; faults right after such a run, on its line and on the next; elements that start like
 * `<url` but are not one; documents alternating plain and other entries; and inputs of megabytes
 * of white space or text around a `<url>`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validate } from '../src/core/read/engine.js';
import { XmlTokenizer } from '../src/core/xml/index.js';
import type { PolicyInput } from '../src/core/policy/policy.js';
import { plainEntries } from '../src/core/checks/xml.js';
import { bothWays as compareBoth, judgeCut, NOW } from './support/plain.js';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

afterEach(() => {
  plainEntries.on = true;
  vi.restoreAllMocks();
});

/** Ways to cut `text` (offsets): not at all, at each single offset, and twice around each CR. */
function cutsOf(text: string): number[][] {
  const cuts: number[][] = [[]];
  for (let c = 1; c < text.length; c++) cuts.push([c]);
  for (let c = 1; c < text.length; c++) {
    if (text.charCodeAt(c) !== 13) continue;
    // The CR alone in a chunk, and first in one that goes on (a single cut after it leaves it last
    // in its chunk: saxes carries it over to the next).
    for (const d of [c + 1, c + 2]) if (d < text.length) cuts.push([c, d]);
  }
  return cuts;
}

function pieces(text: string, cuts: readonly number[]): string[] {
  const out: string[] = [];
  let from = 0;
  for (const cut of [...cuts, text.length]) {
    out.push(text.slice(from, cut));
    from = cut;
  }
  return out;
}

/**
 * The tokens and errors of the tokenizer over `text` cut at `cuts`, with its fast paths on or off
 * (off: every code point through the state machine, the reference), as one JSON text per event,
 * and its position after each chunk.
 */
function tokens(text: string, cuts: readonly number[], fast: boolean): { events: string[]; after: string[] } {
  const events: string[] = [];
  const after: string[] = [];
  const tok = new XmlTokenizer({ token: (t) => events.push(JSON.stringify(t)), error: (e) => events.push(JSON.stringify({ error: e })) }, { fast });
  for (const piece of pieces(text, cuts)) {
    tok.write(piece);
    const at = tok.position();
    after.push(`${at.line}:${at.column}`);
  }
  tok.end();
  return { events, after };
}

const entry = (eol: string, k: number) => `<url>${eol}  <loc>https://www.beispiel.de/${k}</loc>${eol}  <lastmod>2024-02-30</lastmod>${eol}</url>`;

/** A run of plain entries, then `after` (on the same line or the next), then one more entry. */
function runThen(eol: string, after: string, sameLine: boolean, first = '') {
  return `<urlset xmlns="${NS}">${eol}${first}${entry(eol, 1)}${eol}${entry(eol, 2)}${eol}\t${entry(eol, 3)}${sameLine ? '' : eol}${after}${eol}${entry(eol, 4)}${eol}</urlset>${eol}`;
}

const EOLS: Array<[string, string]> = [
  ['LF', '\n'],
  ['CR LF', '\r\n'],
  ['CR', '\r'],
];

describe("the tokenizer's fast paths against its code point loop, cut at every offset", () => {
  const afters = ['<a b="1" b="2"/>', '&bogus;', '\u0001', '</urlx>', ']]>', '<1/>', '</urlset>x', '<url/>', '<urlx/>', '<url:foo/>', 'text ', ' \r\n\r'];

  it.each(EOLS)('%s: the same tokens, errors and positions', (_, eol) => {
    let runs = 0;
    for (const after of afters) {
      for (const sameLine of [true, false]) {
        const text = runThen(eol, after, sameLine);
        const ref = tokens(text, [], false);
        for (const cuts of cutsOf(text)) {
          const fast = tokens(text, cuts, true);
          expect(fast.events, `${JSON.stringify(text)} cut at ${cuts.join()}`).toEqual(ref.events);
          expect(fast.after).toEqual(tokens(text, cuts, false).after);
          runs++;
        }
      }
    }
    expect(runs).toBeGreaterThan(1000);
  });

  it('positions after a run read by the fast path, then a fault: one chunk, exact', () => {
    const text = runThen('\r\n', '<a b="1" b="2"/>', true);
    const fast = tokens(text, [], true);
    expect(fast.events).toEqual(tokens(text, [], false).events);
    // The second b, on line 13 after the run (the tokenizer reads on after an error that leaves the structure intact).
    expect(fast.events.filter((e) => e.startsWith('{"error"')).map((e) => JSON.parse(e) as { error: { code: string; line: number; column: number } }).map((e) => [e.error.code, e.error.line, e.error.column])).toEqual([
      ['attribute-duplicate', 13, 16],
    ]);
  });
});

/** The result read whole where plain, the number taken so, and the result event by event (the reference). */
function bothWays(text: string, policy: PolicyInput = {}, cuts: readonly number[] = []) {
  const bytes = new TextEncoder().encode(text);
  return compareBoth(() => judgeCut(bytes, policy, cuts));
}

/** Both ways through validate() of the string (one piece). */
function validatedBothWays(text: string, policy: PolicyInput = {}) {
  return compareBoth(() => validate(text, { now: NOW, ...policy }, { name: 'sitemap.xml' }));
}

describe('faults right after a run of plain entries', () => {
  const first = '<url><loc>https://www.beispiel.de/0</loc></url>';
  const faults = ['<a b="1" b="2"/>', '&bogus;', '\u0001', ']]>', '<url><loc>https://www.beispiel.de/5</loc></ur>'];

  it.each(EOLS)('%s: the same findings on the line of the run and on the next, in any chunks', async (_, eol) => {
    for (const fault of faults) {
      for (const sameLine of [true, false]) {
        const text = runThen(eol, fault, sameLine, `${first}${eol}`);
        const whole = await bothWays(text);
        expect(whole.fast).toEqual(whole.slow);
        // The first entry and the run of three, read by the fast path (and what follows, by fault).
        expect(whole.taken).toBeGreaterThanOrEqual(4);
        // The texts are ASCII: offsets in characters are offsets in bytes.
        for (const cuts of cutsOf(text)) {
          const both = await bothWays(text, {}, cuts);
          expect(both.fast, `${JSON.stringify(text)} cut at ${cuts.join()}`).toEqual(both.slow);
        }
      }
    }
  });

  it('reports each fault where the reading event by event does', async () => {
    const at = async (eol: string, fault: string, sameLine: boolean) => {
      const { fast, slow, taken } = await bothWays(runThen(eol, fault, sameLine, `${first}${eol}`));
      expect(fast).toEqual(slow);
      expect(taken).toBeGreaterThanOrEqual(4);
      return fast.findings.filter((f) => f.rule === 'xml-not-well-formed').map((f) => [f.line, f.column]);
    };
    for (const [, eol] of EOLS) {
      // The run ends with `</url>` at line 14, columns 1 to 6.
      expect(await at(eol, '<a b="1" b="2"/>', true)).toEqual([[14, 7]]);
      expect(await at(eol, '<a b="1" b="2"/>', false)).toEqual([[15, 1]]);
      expect(await at(eol, '&bogus;', true)).toEqual([[14, 7]]);
      expect(await at(eol, '\u0001', false)).toEqual([[15, 1]]);
      expect(await at(eol, '</urlx>', true)).toEqual([[14, 7]]);
      expect(await at(eol, ']]>', false)).toEqual([[15, 3]]);
    }
  });
});

describe('where the offer after white space meets the end of a chunk', () => {
  const head = `<urlset xmlns="${NS}">\n<url><loc>https://www.beispiel.de/0</loc></url>`;
  const plain = '<url><loc>http://www.beispiel.de/a</loc><lastmod>2024-02-30</lastmod></url>';
  const tail = '\n</urlset>\n';
  /** Each: the text before each of two plain entries, and the offset in it of the cut before the first. */
  const cases: Array<[string, string, number]> = [
    ['a CR last in a chunk', '\r', 1],
    ['CR LF split between chunks', '\r\n', 1],
    ['a chunk starting with a line feed', '  \n', 2],
    // Pending text (a line end and a space) that a CR continues goes to saxes's own loop: no offer.
    ['lone CRs, the second last in a chunk, after pending text', '\r \r', 3],
    ['white space split between chunks (pending text)', ' \t \n ', 2],
    ['text split between chunks', ' stray text ', 6],
    ['`<url` at the end of a chunk', '\n', 1 + 4],
    ['`<` at the end of a chunk', '\n', 1 + 1],
    ['`</url>` at the end of the chunk before', '\r\n', 0],
  ];

  it.each(cases)('%s: the same result, and entries read by the fast path', async (_, between, cut) => {
    const text = `${head}${between}${plain}${between}${plain}${tail}`;
    const at = new TextEncoder().encode(`${head}`).length + cut;
    const both = await bothWays(text, { requireHttps: true }, [at]);
    expect(both.fast).toEqual(both.slow);
    // Which tags the fast path reads depends on where the chunks end (after a CR, or inside a tag,
    // the code point loop reads on); at least one of the three is.
    expect(both.taken).toBeGreaterThanOrEqual(1);
    expect(both.fast.findings.map((f) => f.rule)).toEqual(
      // (loc-mixed-hosts, for the same http scheme, folds into the first loc-scheme: one fault, one finding.)
      between.trim() === '' ? ['loc-scheme', 'lastmod-format', 'loc-scheme', 'loc-duplicate', 'lastmod-format'] : expect.arrayContaining(['unexpected-text']),
    );
  });

  it('elements that start like `<url` but are not one, next to plain entries', async () => {
    for (const odd of ['<urlx>t</urlx>', '<url/>', '<url:foo xmlns:url="urn:u"/>', '<u/>', '<url\n><loc>https://www.beispiel.de/b</loc></url>', '<url\r\n/>']) {
      for (const [, eol] of EOLS) {
        const text = `${head}${eol}${plain}${eol}${odd}${eol}${plain.replace('/a<', '/c<')}${odd}${plain.replace('/a<', '/d<')}${tail}`;
        const length = new TextEncoder().encode(text).length;
        for (let c = 0; c < length; c += 1) {
          const both = await bothWays(text, {}, c === 0 ? [] : [c]);
          expect(both.fast, `${JSON.stringify(text)} cut at ${c}`).toEqual(both.slow);
        }
      }
    }
  });
});

describe('documents alternating plain entries and others', () => {
  const plainEntry = (i: number) => `<url><loc>https://www.beispiel.de/p/${i % 97}</loc><lastmod>2024-02-30</lastmod></url>`;
  const otherEntry = (i: number) =>
    `<url><loc>https://www.beispiel.de/o/${i % 89}</loc><xhtml:link rel="alternate" hreflang="de" href="https://www.beispiel.de/de/${i}"/></url>`;
  /** `pattern` repeated: how many others, then how many plain ones. */
  function alternating(pattern: ReadonlyArray<[number, number]>, times: number, eol: string) {
    const lines = [`<urlset xmlns="${NS}" ${XHTML}>`];
    let i = 0;
    for (let t = 0; t < times; t++) {
      for (const [others, plains] of pattern) {
        for (let k = 0; k < others; k++) lines.push(otherEntry(i++));
        for (let k = 0; k < plains; k++) lines.push(plainEntry(i++));
      }
    }
    lines.push('</urlset>', '');
    return lines.join(eol);
  }
  const patterns: Array<[string, Array<[number, number]>, number]> = [
    ['one and one', [[1, 1]], 200],
    ['seven others, one plain', [[7, 1]], 60],
    ['eight others, one plain', [[8, 1]], 60],
    ['nine others, one plain', [[9, 1]], 60],
    ['forty others, three plain', [[40, 3]], 12],
    ['thirty-one others, one plain', [[31, 1]], 40],
    ['thirty-two others, one plain', [[32, 1]], 40],
    ['eight others, then plain ones, then seven, then one', [[8, 5], [7, 1], [0, 2]], 30],
  ];

  it.each(patterns)('%s: the same result, and every <url> tag read by the fast path', async (_, pattern, times) => {
    const kinds: boolean[] = [];
    for (let t = 0; t < times; t++) for (const [others, plains] of pattern) kinds.push(...Array<boolean>(others).fill(false), ...Array<boolean>(plains).fill(true));
    // The alternates' tags are plain too: every entry's <url> is read by the fast path.
    const expected = kinds.length;
    for (const [, eol] of EOLS) {
      const text = alternating(pattern, times, eol);
      for (const policy of [{}, { profile: 'google' }, { maxUrls: 100 }] as PolicyInput[]) {
        const whole = await validatedBothWays(text, policy);
        expect(whole.fast).toEqual(whole.slow);
        expect(whole.taken, `${JSON.stringify(eol)} ${JSON.stringify(policy)}`).toBe(expected);
        const cut = await bothWays(text, policy, Array.from({ length: Math.floor(text.length / 997) }, (_, k) => (k + 1) * 997));
        expect(cut.fast).toEqual(cut.slow);
      }
    }
  });
});

describe('megabytes of white space or text around a `<url>` (read in time linear in the input)', () => {
  // Each input would take hours to read if a match of PLAIN_ENTRY, or the offers before it, went
  // back over the run once per character; read linearly, each takes milliseconds.
  const MB4 = 4 * 1024 * 1024;
  const head = `<urlset xmlns="${NS}">\n<url><loc>https://www.beispiel.de/0</loc></url>\n`;
  const inputs: Array<[string, string, number]> = [
    ['`<url>` then white space, no field', `${head}<url>${' '.repeat(MB4)}</url>\n</urlset>\n`, 0],
    ['`<url>` then white space, then a plain element', `${head}<url>${' \t\r\n'.repeat(MB4 / 4)}<loc>https://www.beispiel.de/a</loc></url>\n</urlset>\n`, 1],
    ['a field then white space, then no field', `${head}<url><loc>https://www.beispiel.de/a</loc>${'\r\n'.repeat(MB4 / 2)}<foo/></url>\n</urlset>\n`, 0],
    ['white space in the root before a plain element', `${head}${' \r\n\t'.repeat(MB4 / 4)}<url><loc>https://www.beispiel.de/a</loc></url>\n</urlset>\n`, 1],
    ['white space in the root, then no `<url`', `${head}${' \n'.repeat(MB4 / 2)}<urlx/>\n</urlset>\n`, 0],
    ['a text without its end tag', `${head}<url><loc>https://www.beispiel.de/${'a'.repeat(MB4)}\n</urlset>\n`, 0],
    ['a text ended by another tag', `${head}<url><loc>https://www.beispiel.de/${'a'.repeat(MB4)}<x/></loc></url>\n</urlset>\n`, 0],
    ['many elements with texts ended by another tag', `${head}${`<url><loc>${'a'.repeat(4096)}<x/></loc></url>\n`.repeat(1024)}</urlset>\n`, 0],
  ];

  it.each(inputs)('%s: the same result', async (_, text) => {
    // validate() feeds the checker 64 KiB at a time: no element this long is whole in a chunk.
    const both = await validatedBothWays(text);
    expect(both.fast).toEqual(both.slow);
    // The entry of the head, at least, whole in its 64 KiB chunk.
    expect(both.taken).toBeGreaterThanOrEqual(1);
  });

  it.each(inputs)('%s, written to the tokenizer at once: the tokens and errors of its code point loop', (_, text) => {
    expect(tokens(text, [], true).events).toEqual(tokens(text, [], false).events);
  });
});
