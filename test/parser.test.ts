/**
 * SitemapSaxesParser (src/core/parser.ts) reads runs of plain characters in tight loops before
 * handing over to saxes's own methods. These tests hold it to a plain saxes 6 parser with the same
 * options: for any text, cut into chunks anywhere, the same events with the same payloads, the
 * same errors with the same messages, and the same line, column and offset at every event.
 */
import { fc, it } from '@fast-check/vitest';
import { SaxesParser } from 'saxes';
import { describe, expect } from 'vitest';
import { SitemapSaxesParser } from '../src/core/parser.js';
import { runs } from './support/scale.js';

type AnyParser = SaxesParser<{ xmlns: true; position: true }>;

/**
 * Every event of a parse with the parser's position when it fired, as one list of lines. With
 * `throwEvery` > 0, every `throwEvery`-th handler call (errors included) throws after recording its
 * event, and the writes go on after each exception, as for a caller that catches and continues.
 */
function trace(parser: AnyParser, chunks: readonly string[], throwEvery = 0): string[] {
  const events: string[] = [];
  let calls = 0;
  const record = (event: string) => {
    events.push(event);
    if (throwEvery > 0 && ++calls % throwEvery === 0) throw new Error('thrown by a handler');
  };
  const at = () => `${parser.line}:${parser.column}:${parser.position}`;
  parser.on('text', (text) => record(`text ${JSON.stringify(text)} ${at()}`));
  parser.on('opentagstart', (tag) => record(`start ${JSON.stringify(tag.name)} ${at()}`));
  parser.on('attribute', (a) => record(`attribute ${JSON.stringify([a.name, a.value, a.prefix, a.local])} ${at()}`));
  parser.on('opentag', (tag) => {
    const attributes = Object.values(tag.attributes).map((a) => [a.name, a.value, a.uri, a.prefix, a.local]);
    record(`open ${JSON.stringify([tag.name, tag.uri, tag.prefix, tag.local, tag.isSelfClosing, attributes])} ${at()}`);
  });
  parser.on('closetag', (tag) => record(`close ${JSON.stringify(tag.name)} ${at()}`));
  parser.on('cdata', (text) => record(`cdata ${JSON.stringify(text)} ${at()}`));
  parser.on('comment', (text) => record(`comment ${JSON.stringify(text)} ${at()}`));
  parser.on('processinginstruction', (pi) => record(`pi ${JSON.stringify(pi)} ${at()}`));
  parser.on('doctype', (text) => record(`doctype ${JSON.stringify(text)} ${at()}`));
  parser.on('error', (error) => record(`error ${error.message} ${at()}`));
  parser.on('end', () => record(`end ${at()}`));
  if (throwEvery > 0) {
    for (const chunk of [...chunks, null]) {
      try {
        if (chunk === null) parser.close();
        else parser.write(chunk);
      } catch (error) {
        events.push(`throw ${(error as Error).message} ${at()}`);
      }
    }
    return events;
  }
  try {
    for (const chunk of chunks) parser.write(chunk);
    parser.close();
  } catch (error) {
    // saxes itself throws on a few inputs that strict UTF-8 decoding never produces (a lone
    // surrogate at the end of a processing instruction); the two parsers must agree there too.
    events.push(`throw ${(error as Error).message}`);
  }
  return events;
}

function plain(): AnyParser {
  return new SaxesParser({ xmlns: true, position: true, defaultXMLVersion: '1.0', forceXMLVersion: true }) as AnyParser;
}

function cut(text: string, at: readonly number[]): string[] {
  const points = [...new Set(at.map((p) => p % (text.length + 1)))].sort((a, b) => a - b);
  const chunks: string[] = [];
  let from = 0;
  for (const point of points) {
    chunks.push(text.slice(from, point));
    from = point;
  }
  chunks.push(text.slice(from));
  return chunks;
}

/** Pieces that exercise every branch of the three fast loops and what ends them. */
const PIECES = [
  '<', '>', '</', '/>', '&', '&amp;', '&lt;', '&#10;', '&#x20;', '&bogus;', ';', ']', ']]>', '"', "'", '=',
  ' ', '\t', '\n', '\r', '\r\n', '\u0001', '\u007f', '\u0085', '\u00e9', '\u00b7', '\u2028', '\ud7ff',
  '\ue000', '\ufffe', '\ud83d\ude00', '\ud83d', '\ude00', ':', 'x:', 'xmlns', 'xmlns:x="urn:x"',
  'url', 'loc', 'a-b.c_d1', 'https://example.com/a?b=c', '<!--', '-->', '<![CDATA[', '<?pi ', '?>',
  // Runs longer than the character-by-character start of the text and value loops.
  'https://www.example.org/products/category-12/item-12-lorem-ipsum.html', 'abcdefghijklmnopq\trstuvwxyz\n0123456789abcdefg\n\n',
];

const documentText = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 6 }), fc.string({ unit: 'grapheme', maxLength: 4 })), {
    maxLength: 40,
  })
  .map((parts) => parts.join(''));

const wrapped = documentText.map(
  (inner) => `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" a="${inner}"><url><loc>${inner}</loc></url>${inner}</urlset>`,
);

describe('SitemapSaxesParser reads like saxes', () => {
  it.prop([fc.oneof(documentText, wrapped), fc.array(fc.nat(), { maxLength: 6 })], { numRuns: runs(3000), seed: 20261130 })(
    'same events, errors and positions for any text and chunking',
    (text, at) => {
      const chunks = cut(text, at);
      expect(trace(new SitemapSaxesParser() as unknown as AnyParser, chunks)).toEqual(trace(plain(), chunks));
    },
  );

  it.prop([fc.oneof(documentText, wrapped), fc.array(fc.nat(), { maxLength: 6 }), fc.integer({ min: 1, max: 5 })], {
    numRuns: runs(5000),
    seed: 20261201,
  })('same events, errors and positions when handlers throw and the writes go on', (text, at, every) => {
    const chunks = cut(text, at);
    expect(trace(new SitemapSaxesParser() as unknown as AnyParser, chunks, every)).toEqual(trace(plain(), chunks, every));
  });

  it('same trace for a sitemap with names, attributes and text of every kind', () => {
    const text = [
      '<?xml version="1.0" encoding="UTF-8"?>\r\n',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
      '\t<url><loc>https://example.com/caf\u00e9?a=1&amp;b=2</loc>\r',
      '<xhtml:link rel="alternate" hreflang="de" href="https://example.com/de/\ud83d\ude00\tx\ny"/>',
      '<lastmod>2026-11-30</lastmod> ]] > ]]&gt; </url>\n</urlset>\n',
    ].join('');
    const mine = trace(new SitemapSaxesParser() as unknown as AnyParser, [text]);
    expect(mine).toEqual(trace(plain(), [text]));
    expect(mine.filter((event) => event.startsWith('error'))).toEqual([]);
    expect(mine).toContain('text "https://example.com/café?a=1&b=2" 3:48:192'); // after the "<" of </loc>
    for (let size = 1; size <= 7; size++) {
      const chunks: string[] = [];
      for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
      expect(trace(new SitemapSaxesParser() as unknown as AnyParser, chunks)).toEqual(mine);
    }
  });

  it('resolves attribute names and finds duplicate attributes as saxes does, with few and with many attributes', () => {
    const few = '<p:a xmlns:p="urn:x" xmlns:q="urn:x" p:b="1" q:b="2" b="3" b="4" r:c="5" xmlns="urn:d"/>';
    const many = `<a xmlns:p="urn:x" xmlns:q="urn:x" p:b="1" q:b="2" b="3" b="4" r:c="5" ${'abcdefgh'
      .split('')
      .map((n) => `${n}${n}="${n}"`)
      .join(' ')} xmlns="urn:d" xmlns:xmlns="urn:e" xmlns:r="" a:="6"/>`;
    const nested = `<root xmlns:p="urn:outer"><p:x p:y="1" xmlns:p="urn:inner"><p:z p:y="2"/></p:x><p:w/></root>`;
    for (const text of [few, many, nested, `<root>${few}${many}${nested}</root>`]) {
      const mine = trace(new SitemapSaxesParser() as unknown as AnyParser, [text]);
      expect(mine).toEqual(trace(plain(), [text]));
    }
    const errors = trace(new SitemapSaxesParser() as unknown as AnyParser, [few]).filter((event) => event.startsWith('error'));
    expect(few.length).toBe(88);
    expect(errors).toEqual([
      'error 1:88: duplicate attribute: {urn:x}b. 1:88:88',
      'error 1:88: duplicate attribute: b. 1:88:88',
      'error 1:88: unbound namespace prefix: "r". 1:88:88',
    ]);
  });

  it('reports "]]>" in text and a control character in a name where saxes does', () => {
    const text = '<a>x]]>y<b\u0001c/>\u0001</a>';
    const mine = trace(new SitemapSaxesParser() as unknown as AnyParser, [text]);
    expect(mine).toEqual(trace(plain(), [text]));
    expect(mine.filter((event) => event.startsWith('error')).length).toBeGreaterThanOrEqual(3);
  });

  it('keeps the text, name and "]]>" state saxes keeps when a write throws and the caller goes on', () => {
    // Without an error handler saxes throws at the first error; the characters read before it in
    // the same text, name or attribute value are dropped, and the "]]>" state is the one before.
    // Chunks written without an error handler, then chunks written with one.
    const cases: [readonly string[], readonly string[]][] = [
      [['<r>ab\u0001'], ['cd</r>']],
      [['<ab\u0001'], ['c/>']],
      [['<r a:b:c="1"'], ['/>']],
      [['<r a="x\u0001'], ['y"/>']],
      [['<r>]]', 'x]]>'], ['>y</r>']],
    ];
    for (const [before, after] of cases) {
      const run = (parser: AnyParser) => {
        const events: string[] = [];
        parser.on('text', (text) => events.push(`text ${JSON.stringify(text)} ${parser.line}:${parser.column}:${parser.position}`));
        parser.on('opentag', (tag) => events.push(`open ${JSON.stringify([tag.name, Object.values(tag.attributes).map((a) => a.value)])}`));
        parser.on('closetag', (tag) => events.push(`close ${tag.name}`));
        for (const chunk of before) {
          try {
            parser.write(chunk);
          } catch (error) {
            events.push(`throw ${(error as Error).message}`);
          }
        }
        parser.on('error', (error) => events.push(`error ${error.message}`));
        for (const chunk of after) parser.write(chunk);
        parser.close();
        return events;
      };
      const mine = run(new SitemapSaxesParser() as unknown as AnyParser);
      expect(mine).toEqual(run(plain()));
      expect(mine.some((event) => event.startsWith('throw'))).toBe(true);
    }
    // A text handler that throws: the text it was given is not handed over again, but text
    // pending from before the run (here from a reference) is kept, as saxes keeps it.
    const once = (parser: AnyParser, document: string) => {
      const texts: string[] = [];
      parser.on('text', (text) => {
        texts.push(text);
        if (texts.length === 1) throw new Error('stop');
      });
      parser.on('error', () => undefined);
      try {
        parser.write(document);
      } catch {
        // the caller goes on
      }
      parser.close();
      return texts;
    };
    for (const document of ['<r>ab<x/>cd</r>', '<r>a&amp;b<x/>cd</r>']) {
      expect(once(new SitemapSaxesParser() as unknown as AnyParser, document)).toEqual(once(plain(), document));
    }
    // The write stops at the throw; closing hands over what was pending.
    expect(once(plain(), '<r>a&amp;b<x/>cd</r>')).toEqual(['a&b', 'a&']);
  });

  it('gathers the attributes of a tag resolved twice (an open-tag handler threw) as saxes does', () => {
    // The open-tag handler throws on the first <urlset>; the parser goes on in the attribute state
    // and resolves the tag again with one more attribute (`url`, without a value).
    const chunks = ['<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" a="< ">', '<url><loc>< </loc></url>< </urlset>'];
    const mine = trace(new SitemapSaxesParser() as unknown as AnyParser, chunks, 5);
    expect(mine).toEqual(trace(plain(), chunks, 5));
    const opens = mine.filter((event) => event.startsWith('open'));
    expect(opens.at(-1)).toContain('["url","url","","","url"]');
  });

  it('shows a tag kept from opentagstart the attributes saxes has stored, at each error and at opentag', () => {
    // saxes stores each attribute into the tag's dictionary once checked: an error handler sees
    // those before the failing one, and the dictionary read at opentagstart is the one emitted.
    const documents = [
      '<r xmlns:x="urn:x" a="1" b="2" a="3" y:c="4"/>',
      '<r a1="1" a2="2" a3="3" a4="4" a5="5" a6="6" a7="7" a8="8" a2="9" y:c="10"></r>',
      '<y:r a="1"><s a="1" b="2" a="3"/></y:r>',
    ];
    const run = (parser: AnyParser, document: string) => {
      const events: string[] = [];
      let held: { attributes: Record<string, { name: string; value: string; uri?: string }> } | undefined;
      let first: Record<string, unknown> | undefined;
      const seen = () => JSON.stringify(Object.values(held?.attributes ?? {}).map((a) => [a.name, a.value, a.uri ?? null]));
      parser.on('opentagstart', (tag) => {
        held = tag;
        first = tag.attributes;
      });
      parser.on('error', (error) => events.push(`error ${error.message} ${seen()}`));
      parser.on('opentag', (tag) => events.push(`open ${tag.name} ${seen()} ${first === tag.attributes}`));
      parser.write(document).close();
      return events;
    };
    for (const document of documents) {
      const mine = run(new SitemapSaxesParser() as unknown as AnyParser, document);
      expect(mine).toEqual(run(plain(), document));
      expect(mine.some((event) => event.startsWith('error'))).toBe(true);
    }
  });
});
