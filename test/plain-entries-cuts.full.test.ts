/**
 * Plain `<url>` elements read whole (one match of PLAIN_ENTRY, runs of them in readPlainEntries,
 * the offer at the start of handleTextInRoot after white space) held to saxes and to the reading
 * event by event, where test/plain-entries.test.ts and test/plain-entries-context.test.ts do not
 * look: the parser itself cut at every offset (a carriage return as the last character of a
 * chunk, CR LF split between chunks, a chunk that starts with a line feed, `<url` at the end of a
 * chunk) with LF, CR LF and CR line ends, its errors and positions (`position`, `columnIndex`)
 * after runs of elements read whole; faults right after such a run, on its line and on the next;
 * elements that start like `<url` but are not one; documents alternating plain and other entries
 * (every plain entry is read whole); and inputs of megabytes of white space or text around a `<url>`.
 */
import { SaxesParser } from 'saxes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validate } from '../src/core/engine.js';
import { SitemapSaxesParser, type PlainEntry } from '../src/core/parser.js';
import type { PolicyInput } from '../src/core/policy.js';
import { plainEntries } from '../src/core/xml.js';
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

type Event = [string, string, string];
type Hook = ((entry: PlainEntry) => boolean) | undefined;

/**
 * The events of a parse (name, payload, and the parser's line:column:position:columnIndex when it
 * came), its position after each chunk and at the end, and the elements the hook took (the
 * line:column of their `>`, as saxes's open-tag event reports it).
 */
function parse(parser: SaxesParser | SitemapSaxesParser, text: string, cuts: readonly number[], hook: Hook, withText: boolean) {
  const p = parser as SaxesParser & { plainHook?: Hook; columnIndex: number };
  const at = () => `${p.line}:${p.column}:${p.position}:${p.columnIndex}`;
  const events: Event[] = [];
  const after: string[] = [];
  const taken: string[] = [];
  p.on('error', (e) => events.push(['error', e.message, at()]));
  if (withText) p.on('text', (t) => events.push(['text', t, at()]));
  p.on('opentag', (t) => events.push(['open', t.name, at()]));
  p.on('closetag', (t) => events.push(['close', t.name, at()]));
  p.on('cdata', (t) => events.push(['cdata', t, at()]));
  p.on('comment', (t) => events.push(['comment', t, at()]));
  if (hook !== undefined) {
    p.plainHook = (e) => {
      const took = hook(e);
      if (took) taken.push(`${e.line}:${e.column + 4}`);
      return took;
    };
  }
  for (const piece of pieces(text, cuts)) {
    p.write(piece);
    after.push(at());
  }
  p.close();
  after.push(at());
  return { events, after, taken };
}

const saxes = () => new SaxesParser({ xmlns: true, position: true });

/**
 * The events of a saxes parse less those of the elements taken whole (`taken`, from parse()), and
 * less texts of white space only (not handed over before an element taken whole).
 */
function outsideTaken(events: readonly Event[], taken: readonly string[]): Event[] {
  const keys = new Set(taken);
  const out: Event[] = [];
  for (let k = 0; k < events.length; k++) {
    const e = events[k]!;
    if (e[0] === 'open' && e[1] === 'url' && keys.has(e[2].split(':').slice(0, 2).join(':'))) {
      let depth = 0;
      for (; k < events.length; k++) {
        const kind = events[k]![0];
        if (kind === 'open') depth++;
        if (kind === 'close' && --depth === 0) break;
      }
      continue;
    }
    out.push(e);
  }
  return out.filter((e) => !(e[0] === 'text' && /^[ \t\n]*$/.test(e[1])));
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

describe('the parser with a plain hook, against plain saxes, cut at every offset', () => {
  const afters = ['<a b="1" b="2"/>', '&bogus;', '\u0001', '</urlx>', ']]>', '<1/>', '</urlset>x', '<url/>', '<urlx/>', '<url:foo/>', 'text ', ' \r\n\r'];

  it.each(EOLS)('%s: declined everywhere, the events, errors and positions of saxes; taken, its errors and positions', (_, eol) => {
    let taken = 0;
    let runs = 0;
    for (const after of afters) {
      for (const sameLine of [true, false]) {
        const text = runThen(eol, after, sameLine);
        for (const cuts of cutsOf(text)) {
          const withText = runs++ % 4 !== 0;
          const ref = parse(saxes(), text, cuts, undefined, withText);
          const declined = parse(new SitemapSaxesParser(), text, cuts, () => false, withText);
          expect(declined.events, `${JSON.stringify(text)} cut at ${cuts.join()}`).toEqual(ref.events);
          expect(declined.after).toEqual(ref.after);
          const whole = parse(new SitemapSaxesParser(), text, cuts, () => true, withText);
          expect(whole.after, `${JSON.stringify(text)} cut at ${cuts.join()}`).toEqual(ref.after);
          expect(whole.events.filter((e) => e[0] !== 'text' || !/^[ \t\n]*$/.test(e[1]))).toEqual(outsideTaken(ref.events, whole.taken));
          taken += whole.taken.length;
          // Every other element taken: a run broken in the middle.
          let k = 0;
          const some = parse(new SitemapSaxesParser(), text, cuts, () => k++ % 2 === 0, withText);
          expect(some.after).toEqual(ref.after);
          expect(some.events.filter((e) => e[0] !== 'text' || !/^[ \t\n]*$/.test(e[1]))).toEqual(outsideTaken(ref.events, some.taken));
        }
      }
    }
    // Most entries were taken whole (not those a cut falls into).
    expect(taken).toBeGreaterThan(runs * 2);
  });

  it('positions after a run taken whole, then a fault: one chunk, exact', () => {
    const text = runThen('\r\n', '<a b="1" b="2"/>', true);
    const ref = parse(saxes(), text, [], undefined, true);
    const whole = parse(new SitemapSaxesParser(), text, [], () => true, true);
    // The run of three, and the entry after the fault (the parser reads on after an error).
    expect(whole.taken).toEqual(['2:5', '6:5', '10:6', '14:5']);
    expect(whole.events.filter((e) => e[0] === 'error')).toEqual([['error', '13:22: duplicate attribute: b.', '13:22:341:22']]);
    expect(whole.events.filter((e) => e[0] === 'error')).toEqual(ref.events.filter((e) => e[0] === 'error'));
    expect(whole.after).toEqual(ref.after);
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
        expect(whole.taken).toBe(3);
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
      expect(taken).toBe(3);
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
  /** Each: the text before each of two plain entries, the offset in it of the cut before the first, and whether that one is read whole. */
  const cases: Array<[string, string, number, number]> = [
    ['a CR last in a chunk', '\r', 1, 1],
    ['CR LF split between chunks', '\r\n', 1, 1],
    ['a chunk starting with a line feed', '  \n', 2, 1],
    // Pending text (a line end and a space) that a CR continues goes to saxes's own loop: no offer.
    ['lone CRs, the second last in a chunk, after pending text', '\r \r', 3, 0],
    ['white space split between chunks (pending text)', ' \t \n ', 2, 1],
    ['text split between chunks', ' stray text ', 6, 1],
    ['`<url` at the end of a chunk', '\n', 1 + 4, 0],
    ['`<` at the end of a chunk', '\n', 1 + 1, 0],
    ['`</url>` at the end of the chunk before', '\r\n', 0, 1],
  ];

  it.each(cases)('%s: the same result, and the entry read whole when it is whole in its chunk', async (_, between, cut, taken) => {
    const text = `${head}${between}${plain}${between}${plain}${tail}`;
    const at = new TextEncoder().encode(`${head}`).length + cut;
    const both = await bothWays(text, { requireHttps: true }, [at]);
    expect(both.fast).toEqual(both.slow);
    // The first plain entry (read whole or not, as the case says), and the second, whole in its chunk.
    expect(both.taken).toBe(taken + 1);
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
  /** The number of plain entries read whole: every one (the first entry of each document is another). */
  function plainCount(plain: readonly boolean[]): number {
    return plain.filter((p) => p).length;
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

  it.each(patterns)('%s: the same result, and every plain entry read whole', async (_, pattern, times) => {
    const kinds: boolean[] = [];
    for (let t = 0; t < times; t++) for (const [others, plains] of pattern) kinds.push(...Array<boolean>(others).fill(false), ...Array<boolean>(plains).fill(true));
    const expected = plainCount(kinds);
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
    expect(both.taken).toBe(0);
  });

  it.each(inputs)('%s, written to the parser at once: the errors and positions of saxes', (_, text, taken) => {
    const ref = parse(saxes(), text, [], undefined, false);
    const whole = parse(new SitemapSaxesParser(), text, [], () => true, false);
    // The entry of the head too.
    expect(whole.taken).toHaveLength(taken + 1);
    expect(whole.after).toEqual(ref.after);
    expect(whole.events).toEqual(outsideTaken(ref.events, whole.taken));
    const declined = parse(new SitemapSaxesParser(), text, [], () => false, false);
    expect(declined.events).toEqual(ref.events);
    expect(declined.after).toEqual(ref.after);
  });
});
