/**
 * More comparisons of plain `<url>` elements read whole (ElementChecker.takePlain) and of the
 * tokenizer's fast paths with the same elements read one code point at a time, for what
 * test/plain-entries.test.ts does not generate: markup and
 * text between the entries (the text handed over before an entry read whole), root namespaces the
 * entries take over, fatal faults next to plain entries, columns after astral characters, fields
 * at the length a field keeps, the findings cap, every single edit of a plain entry cut at the
 * edit.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PolicyInput } from '../src/core/policy/policy.js';
import { MAX_FINDINGS_PER_FILE } from '../src/core/checks/sink.js';
import { ElementChecker } from '../src/core/checks/elements.js';
import type { PlainEntry } from '../src/core/checks/plain.js';
import { MAX_FIELD_CHARS, plainEntries } from '../src/core/checks/xml.js';
import { bothWays as compareBoth, every, judgeCut } from './support/plain.js';
import { FULL_RUN, runs } from './support/scale.js';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const EXT =
  'xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"';

afterEach(() => {
  plainEntries.on = true;
  vi.restoreAllMocks();
});

/** The result read whole where plain, the number of elements taken so, and the result event by event. */
function bothWays(text: string, policy: PolicyInput, cuts: readonly number[] = []) {
  const bytes = new TextEncoder().encode(text);
  return compareBoth(() => judgeCut(bytes, policy, cuts));
}

const PLAIN = [
  '<url><loc>https://www.beispiel.de/a</loc><lastmod>2024-02-30</lastmod></url>',
  '<url>\n  <loc>http://www.beispiel.de/b</loc>\n  <changefreq>sometimes</changefreq>\n  <priority>2</priority>\n</url>',
  '<url><loc>https://www.beispiel.de/caf\u00e9 </loc>\t<lastmod>2099-01-01</lastmod></url>',
];

describe('plain entries next to other content directly in the root', () => {
  // Each is put between plain entries (after a first one that shows the namespace of the entries).
  const between = [
    ' stray text ',
    'https://www.beispiel.de/written-without-loc',
    '&#32;',
    '&amp;',
    ' &#x41; ',
    '<!-- a comment -->',
    '\n<!-- one --><!-- two -->\n',
    '<?pi data?>',
    '<![CDATA[https://www.beispiel.de/cdata]]>',
    '<![CDATA[ ]]>',
    '<foo/>',
    '<URL><loc>https://www.beispiel.de/upper</loc></URL>',
    '<url/>',
    '<url></url>',
    '<url><lastmod>2024-01-01</lastmod></url>',
    '<xhtml:link rel="alternate" hreflang="de" href="https://www.beispiel.de/de"/>',
    '<image:image><image:loc>https://www.beispiel.de/i.png</image:loc></image:image>',
    '<x:meta xmlns:x="urn:x"><x:y>z</x:y></x:meta>',
    `<s:url xmlns:s="${NS}"><s:loc>https://www.beispiel.de/s</s:loc></s:url>`,
    '<url xmlns="urn:other"><loc>https://www.beispiel.de/other</loc></url>',
    '<url xmlns=""><loc>https://www.beispiel.de/none</loc></url>',
    '\u00a0',
    'caf\u00e9 \ud83d\ude00 ',
    '{{ range .Pages }}',
    ' \r\n ',
    '\r',
  ];
  const first = '<url><loc>https://www.beispiel.de/0</loc></url>';
  const doc = (mid: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}" ${EXT}>\n${first}\n${PLAIN[0]}${mid}${PLAIN[1]}\n${mid}${PLAIN[2]}${mid}\n</urlset>\n`;

  it.each(between)('%j: the same result read whole or event by event, in any chunks', async (mid) => {
    const text = doc(mid);
    const length = new TextEncoder().encode(text).length;
    const { fast, slow, taken } = await bothWays(text, {});
    expect(fast).toEqual(slow);
    // Some of the plain entries after it were read whole (not every one: a CR before an entry, or
    // text holding an astral character, leaves it to the parser).
    expect(taken).toBeGreaterThan(0);
    for (const size of [1, 2, 3, 5, 7, 64]) {
      const cut = await bothWays(text, { profile: 'google' }, every(size, length));
      expect(cut.fast, `chunks of ${size}`).toEqual(cut.slow);
    }
    const strict = await bothWays(text, { profile: 'strict' });
    expect(strict.fast).toEqual(strict.slow);
  });
});

describe('plain entries in the namespaces a root gives them', () => {
  const roots: Array<[string, string]> = [
    [`<urlset xmlns="${NS}">`, '</urlset>'],
    [`<urlset xmlns="${NS}/">`, '</urlset>'],
    ['<urlset xmlns="urn:other">', '</urlset>'],
    [`<urlset xmlns=" ${NS} ">`, '</urlset>'],
    ['<urlset>', '</urlset>'],
    [`<urlset xmlns="https://www.sitemaps.org/schemas/sitemap/0.9">`, '</urlset>'],
    [`<urlset xmlns="${NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${NS} ${NS}/sitemap.xsd">`, '</urlset>'],
    [`<urlset xmlns="${NS}" id="x">`, '</urlset>'],
    [`<s:urlset xmlns:s="${NS}">`, '</s:urlset>'],
    [`<s:urlset xmlns:s="${NS}" xmlns="urn:x">`, '</s:urlset>'],
    [`<sitemapindex xmlns="${NS}">`, '</sitemapindex>'],
    ['<rss version="2.0"><channel>', '</channel></rss>'],
  ];
  // The first entry decides whether the next ones may be read whole.
  const firsts = ['<url><loc>https://www.beispiel.de/0</loc></url>', `<url xmlns="${NS}"><loc>https://www.beispiel.de/0</loc></url>`, '<url xmlns=""><loc>https://www.beispiel.de/0</loc></url>', '<url id="1"><loc>https://www.beispiel.de/0</loc></url>'];
  const policies: PolicyInput[] = [{}, { profile: 'strict' }, { profile: 'strict', rules: { 'unexpected-element': 'off' } }, { rules: { namespace: 'off', 'unexpected-element': 'off' } }, { maxUrls: 2 }];

  it('give the same result read whole or event by event', async () => {
    let taken = 0;
    for (const [open, close] of roots) {
      for (const firstEntry of firsts) {
        const text = `${open}\n${firstEntry}\n${PLAIN.join('\n')}\n${PLAIN[0]}\n${close}\n`;
        for (const policy of policies) {
          const both = await bothWays(text, policy);
          expect(both.fast, `${open} ${firstEntry} ${JSON.stringify(policy)}`).toEqual(both.slow);
          taken += both.taken;
        }
      }
    }
    expect(taken).toBeGreaterThan(100);
  });
});

describe('plain entries before and after fatal faults', () => {
  const faults = ['&', '&bogus;', '&#0;', '<!DOCTYPE urlset>', '<!ENTITY x "y">', ']]>', '\u0001', '\u000c', '<a b="1" b="2"/>', '<u:x/>', '</url>', '<url><loc>x</loc></ur>', '<?xml version="1.0"?>', '<!-- open', '<![CDATA[ open', '<a'];
  it.each(faults)('%j after plain entries, in any chunks', async (fault) => {
    const text = `<urlset xmlns="${NS}">\n<url><loc>https://www.beispiel.de/0</loc></url>\n${PLAIN.join('\n')}\n${fault}\n${PLAIN[0]}\n</urlset>\n`;
    const length = new TextEncoder().encode(text).length;
    for (const size of [0, 1, 3, 16, 100]) {
      const { fast, slow, taken } = await bothWays(text, {}, every(size, length));
      expect(fast, `chunks of ${size}`).toEqual(slow);
      // The four entries before the fault are read by the fast path in one chunk.
      if (size === 0) expect(taken).toBeGreaterThanOrEqual(4);
    }
  });

  it('the same result after the root, and with the root never closed', async () => {
    for (const text of [
      `<urlset xmlns="${NS}">\n<url><loc>https://www.beispiel.de/0</loc></url>\n${PLAIN[0]}</urlset>${PLAIN[1]}`,
      `<urlset xmlns="${NS}">\n<url><loc>https://www.beispiel.de/0</loc></url>\n${PLAIN[0]}</urlset>\n${PLAIN[1]}\n`,
      `<urlset xmlns="${NS}">\n<url><loc>https://www.beispiel.de/0</loc></url>\n${PLAIN[0]}\n${PLAIN[1]}`,
      `<urlset xmlns="${NS}">\n<url><loc>https://www.beispiel.de/0</loc></url>\n${PLAIN[0]}\n<url><loc>https://www.beispiel.de/open</loc>`,
    ]) {
      for (const size of [0, 1, 4]) {
        const { fast, slow } = await bothWays(text, {}, every(size, new TextEncoder().encode(text).length));
        expect(fast).toEqual(slow);
      }
    }
  });

  it('the same result with the bytes cut by max-bytes inside plain entries', async () => {
    const text = `<urlset xmlns="${NS}">\n<url><loc>https://www.beispiel.de/0</loc></url>\n${PLAIN.join('\n')}\n${PLAIN.join('\n')}\n</urlset>\n`;
    for (let maxBytes = 120; maxBytes < text.length; maxBytes += 37) {
      const { fast, slow } = await bothWays(text, { maxBytes });
      expect(fast, `max-bytes ${maxBytes}`).toEqual(slow);
    }
  });
});

describe('positions of plain entries', () => {
  it('counts an astral character before a plain entry on its line as one column', async () => {
    const text = `<urlset xmlns="${NS}">\n<url><loc>https://www.beispiel.de/0</loc></url>\n<!--\ud83d\ude00\ud83d\ude00--><url><loc>http://www.beispiel.de/a</loc><lastmod>2024-02-30</lastmod></url>\ud83d\ude00 x <url><loc>https://www.beispiel.de/b</loc><priority>2</priority></url>\n</urlset>\n`;
    const { fast, slow, taken } = await bothWays(text, { requireHttps: true });
    expect(fast).toEqual(slow);
    expect(taken).toBe(3);
    expect(fast.findings.map((f) => [f.rule, f.line, f.column])).toEqual([
      // (loc-mixed-hosts, for the same http scheme, folds into loc-scheme: one fault, one finding.)
      ['loc-scheme', 3, 20],
      ['lastmod-format', 3, 59],
      ['unexpected-text', 3, 85],
      ['priority-value', 3, 140],
    ]);
    expect(fast.records).toEqual([
      { loc: 'https://www.beispiel.de/0', line: 2, column: 1 },
      { loc: 'http://www.beispiel.de/a', line: 3, column: 10, lastmod: '2024-02-30' },
      { loc: 'https://www.beispiel.de/b', line: 3, column: 89 },
    ]);
    // Cut after the astral text: the same findings, every entry still read by the fast path.
    const cutAt = new TextEncoder().encode(text.slice(0, text.indexOf(' x <url>'))).length;
    const cut = await bothWays(text, { requireHttps: true }, [cutAt]);
    expect(cut.fast).toEqual(cut.slow);
    expect(cut.taken).toBe(3);
    expect(cut.fast.findings).toEqual(fast.findings);
  });

  it('every single edit of a plain entry, cut where the edit is, gives the same result', async () => {
    const head = `<urlset xmlns="${NS}" ${EXT}>\n<url><loc>https://www.beispiel.de/0</loc></url>`;
    const target = '\n <url>\n  <loc>https://ex.org/\u00e9</loc>\n\t<lastmod>2024-13-01</lastmod><changefreq>x</changefreq> <priority>2</priority>\n</url>';
    const tail = '<url><loc>http://www.beispiel.de/0</loc><lastmod>bad</lastmod></url>\n</urlset>\n';
    const edits = ['<', '>', '&', '/', ']', '\r', '\n', ' ', 'u', '\ud83d\ude00', '\u0001', '<!--c-->', '<![CDATA[y]]>', '&amp;', ''];
    const encoder = new TextEncoder();
    const base = encoder.encode(head).length;
    let taken = 0;
    let runs = 0;
    // Every position in the long run (npm run test:full); every fifth in npm test.
    for (let p = 0; p <= target.length; p += FULL_RUN ? 1 : 5) {
      for (const edit of edits) {
        // '' deletes the character at p; the others are inserted there.
        const changed = edit === '' ? target.slice(0, p) + target.slice(p + 1) : target.slice(0, p) + edit + target.slice(p);
        const at = base + encoder.encode(target.slice(0, p)).length;
        const text = head + changed + tail;
        const policy: PolicyInput = runs % 3 === 0 ? {} : runs % 3 === 1 ? { profile: 'strict', rules: { 'unexpected-element': 'off' } } : { profile: 'google', maxUrls: 2 };
        for (const cuts of [[], [at], [at + 1]]) {
          const both = await bothWays(text, policy, cuts);
          expect(both.fast, `${JSON.stringify(changed)} cut at ${cuts.join()}`).toEqual(both.slow);
          taken += both.taken;
        }
        runs++;
      }
    }
    expect(taken).toBeGreaterThan(runs);
  });
});

describe('plain entries with references', () => {
  it('reads an entry whose texts hold the predefined references whole, decoded as its tokens are', async () => {
    const text = `<urlset xmlns="${NS}">\n<url><loc>https://www.beispiel.de/0</loc></url>\n<url><loc>https://www.beispiel.de/a?x=1&amp;y=2&amp;z=&lt;3&gt;</loc><lastmod>2024-01-01</lastmod></url>\n<url><loc>https://www.beispiel.de/b?q=&quot;&apos;&amp;</loc><priority>0&#46;5</priority></url>\n</urlset>\n`;
    let whole = 0;
    const original = ElementChecker.prototype.takePlain;
    vi.spyOn(ElementChecker.prototype, 'takePlain').mockImplementation(function (this: ElementChecker, e: PlainEntry) {
      const took = original.call(this, e);
      if (took) whole++;
      return took;
    });
    const { fast, slow } = await bothWays(text, {});
    expect(fast).toEqual(slow);
    // The second entry is read whole; the third holds a character reference, read token by token.
    expect(whole).toBe(1);
    expect(fast.records.map((r) => (r as { loc: string }).loc)).toEqual(['https://www.beispiel.de/0', 'https://www.beispiel.de/a?x=1&y=2&z=<3>', 'https://www.beispiel.de/b?q="\'&']);
  });
});

describe('plain entries at the limits', () => {
  it('a field of exactly the length a field keeps, and one longer: the same result', async () => {
    const loc = (length: number) => `https://www.beispiel.de/${'a'.repeat(length - 24)}`;
    for (const length of [MAX_FIELD_CHARS, MAX_FIELD_CHARS + 1]) {
      const text = `<urlset xmlns="${NS}">\n<url><loc>https://www.beispiel.de/0</loc></url>\n<url><loc>${loc(length)}</loc><lastmod>2024-01-01</lastmod></url>\n<url><loc>https://www.beispiel.de/1</loc><lastmod>${'2'.repeat(length)}</lastmod></url>\n</urlset>\n`;
      // One chunk: the whole element is in the parser's chunk.
      const { fast, slow, taken } = await bothWays(text, {}, []);
      expect(fast).toEqual(slow);
      // The fast path has no limit of its own below a text piece: all three entries are read by it.
      expect(taken).toBe(3);
      expect(fast.findings.some((f) => f.rule === 'loc-too-long')).toBe(true);
    }
  });

  it('the findings cap falls on the same findings', async () => {
    const lines = [`<urlset xmlns="${NS}">`, '<url><loc>https://www.beispiel.de/0</loc></url>'];
    for (let i = 0; i < 800; i++) lines.push(`<url><loc>http://www.beispiel.de/${i % 300}</loc><lastmod>2024-02-30</lastmod><priority>7</priority></url>`);
    lines.push('</urlset>', '');
    const text = lines.join('\n');
    for (const policy of [{}, { maxUrls: 500 }] as PolicyInput[]) {
      for (const size of [0, 333]) {
        const { fast, slow, taken } = await bothWays(text, policy, every(size, text.length));
        expect(fast).toEqual(slow);
        expect(taken).toBeGreaterThan(500);
        expect(fast.findings.length).toBe(MAX_FINDINGS_PER_FILE + 1);
        expect(fast.findings.some((f) => f.rule === 'findings-capped')).toBe(true);
      }
    }
  });
});
