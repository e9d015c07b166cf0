/**
 * The strict profile reproduces the seed contract: UTF-8 bytes, no DTD, no PI, `urlset` only,
 * 1..max-urls entries, each `url` exactly `loc` then optional `lastmod`, https only on the one
 * allowed host, no port, userinfo or fragment, ASCII-only loc under 2,048 characters with valid
 * `%` escapes, date-only lastmod, no attributes, no mixed text, no duplicates.
 */
import { describe, it, expect } from 'vitest';
import { gzipSync } from 'node:zlib';
import type { PolicyInput } from '../src/core/policy/policy.js';
import { check, NS, ruleIds, summary, utf8, where } from './support/sitemap.js';

const POLICY: PolicyInput = {
  profile: 'strict',
  hosts: ['hooshmandsazanjavan.ir'],
  maxBytes: 16384,
  maxUrls: 16,
  now: new Date('2026-11-29T00:00:00Z'),
};

const SITE = 'https://hooshmandsazanjavan.ir';
const DECL = '<?xml version="1.0" encoding="UTF-8"?>';

interface Entry {
  loc: string;
  lastmod?: string;
}

interface DocOptions {
  /** First line; the XML declaration by default, '' for none. */
  decl?: string;
  /** Lines between the declaration and the root. */
  prolog?: string[];
  /** Root start tag (default: `<urlset xmlns="...">`, or with `prefix`). */
  open?: string;
  /** Root end tag. */
  close?: string;
  /** Prefix of the sitemap elements, bound on the root. */
  prefix?: string;
  /** Text written before the root end tag (padding). */
  tail?: string;
}

/**
 * Builds a sitemap, one element per line:
 *
 *     1  <?xml version="1.0" encoding="UTF-8"?>
 *     2  <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
 *     3    <url>
 *     4      <loc>LOC</loc>          (loc text at column 10)
 *     5      <lastmod>DATE</lastmod> (lastmod text at column 14)
 *     6    </url>
 *     ...
 *
 * A string entry is written as it is, on its own line(s), instead of a built `<url>`.
 */
function sitemap(entries: ReadonlyArray<Entry | string>, o: DocOptions = {}): string {
  const p = o.prefix ? `${o.prefix}:` : '';
  const lines: string[] = [];
  const decl = o.decl ?? DECL;
  if (decl !== '') lines.push(decl);
  lines.push(...(o.prolog ?? []));
  lines.push(o.open ?? (o.prefix ? `<${p}urlset xmlns:${o.prefix}="${NS}">` : `<urlset xmlns="${NS}">`));
  for (const e of entries) {
    if (typeof e === 'string') {
      lines.push(e);
      continue;
    }
    lines.push(`  <${p}url>`, `    <${p}loc>${e.loc}</${p}loc>`);
    if (e.lastmod !== undefined) lines.push(`    <${p}lastmod>${e.lastmod}</${p}lastmod>`);
    lines.push(`  </${p}url>`);
  }
  if (o.tail !== undefined) lines.push(o.tail);
  lines.push(o.close ?? `</${p}urlset>`);
  return `${lines.join('\n')}\n`;
}

/** `count` distinct entries on the allowed host. */
function many(count: number): Entry[] {
  return Array.from({ length: count }, (_, i) => ({ loc: `${SITE}/page-${i + 1}` }));
}

/** A sitemap padded with spaces before `</urlset>` to exactly `size` bytes. */
function padded(size: number): string {
  const base = sitemap([{ loc: `${SITE}/` }], { tail: '' });
  const room = size - Buffer.byteLength(base);
  if (room <= 0) throw new Error(`a sitemap of ${size} bytes cannot be padded`);
  return sitemap([{ loc: `${SITE}/` }], { tail: ' '.repeat(room) });
}

/** A loc on the allowed host of exactly `length` characters. */
function locOfLength(length: number): string {
  const head = `${SITE}/`;
  return head + 'a'.repeat(length - head.length);
}

const TWO: Entry[] = [{ loc: `${SITE}/`, lastmod: '2026-10-16' }, { loc: `${SITE}/about` }];

describe('seed contract: accepted documents', () => {
  const accepted: Array<{ name: string; doc: string | Uint8Array; records: Entry[] }> = [
    { name: 'two entries, the first with a lastmod', doc: sitemap(TWO), records: TWO },
    { name: 'the same with an s: prefix', doc: sitemap(TWO, { prefix: 's' }), records: TWO },
    {
      name: 'the same with the namespace declared twice (default and prefix)',
      doc: sitemap(TWO, { open: `<urlset xmlns="${NS}" xmlns:s="${NS}">` }),
      records: TWO,
    },
    { name: 'no XML declaration', doc: sitemap(TWO, { decl: '' }), records: TWO },
    { name: 'a loc of exactly 2,047 characters', doc: sitemap([{ loc: locOfLength(2047) }]), records: [{ loc: locOfLength(2047) }] },
    { name: '16 entries (max-urls)', doc: sitemap(many(16)), records: many(16) },
    { name: 'exactly 16,384 bytes (max-bytes)', doc: padded(16384), records: [{ loc: `${SITE}/` }] },
    {
      name: 'an escaped & read back as &',
      doc: sitemap([{ loc: `${SITE}/?mode=a&amp;view=b` }]),
      records: [{ loc: `${SITE}/?mode=a&view=b` }],
    },
    { name: '%26 kept as %26', doc: sitemap([{ loc: `${SITE}/a%26b` }]), records: [{ loc: `${SITE}/a%26b` }] },
    {
      name: 'lastmod on a leap day (2000-02-29)',
      doc: sitemap([{ loc: `${SITE}/`, lastmod: '2000-02-29' }]),
      records: [{ loc: `${SITE}/`, lastmod: '2000-02-29' }],
    },
    {
      name: 'lastmod of tomorrow (within the one day of grace)',
      doc: sitemap([{ loc: `${SITE}/`, lastmod: '2026-11-30' }]),
      records: [{ loc: `${SITE}/`, lastmod: '2026-11-30' }],
    },
    { name: 'the host in capitals', doc: sitemap([{ loc: 'https://HOOSHMANDSAZANJAVAN.IR/' }]), records: [{ loc: 'https://HOOSHMANDSAZANJAVAN.IR/' }] },
    { name: 'gzip-compressed', doc: new Uint8Array(gzipSync(utf8(sitemap(TWO)))), records: TWO },
  ];

  it.each(accepted)('$name', async ({ doc, records }) => {
    const r = await check(doc, POLICY);
    expect(summary(r.findings)).toEqual([]);
    expect(r.kind).toBe('urlset');
    expect(r.entries).toBe(records.length);
    // Exactly loc, and lastmod only when the entry has one.
    expect(r.records.map((e) => (e.lastmod === undefined ? { loc: e.loc } : { loc: e.loc, lastmod: e.lastmod }))).toEqual(records);
  });

  it('reads entries back with the position of their <url>', async () => {
    const r = await check(sitemap(TWO), POLICY);
    expect(r.records).toEqual([
      { loc: `${SITE}/`, lastmod: '2026-10-16', line: 3, column: 3 },
      { loc: `${SITE}/about`, line: 7, column: 3 },
    ]);
  });

  it('the padded document is really 16,384 bytes', () => {
    expect(Buffer.byteLength(padded(16384))).toBe(16384);
    expect(locOfLength(2047)).toHaveLength(2047);
  });
});

interface Rejected {
  name: string;
  doc: string | Uint8Array;
  /** The exact set of rule ids reported. */
  ids: string[];
  /** Position of the first finding (undefined for a file-level finding). */
  line: number | undefined;
  column: number | undefined;
  /** Something the first finding's message says. */
  message?: RegExp;
}

/** A sitemap with one entry whose loc is `loc`. */
const withLoc = (loc: string): string => sitemap([{ loc }]);
/** A sitemap with one entry whose lastmod is `lastmod`. */
const withLastmod = (lastmod: string): string => sitemap([{ loc: `${SITE}/`, lastmod }]);
/** A sitemap with one raw `<url>` element (lines 3..). */
const withUrl = (...lines: string[]): string => sitemap([lines.join('\n')]);

/** The document with one byte 0xFF in the loc, right after `https://hooshmandsazanjavan.ir/a`. */
function withByteFF(): Uint8Array {
  const doc = withLoc(`${SITE}/a\u0000`);
  const at = Buffer.from(doc).indexOf(0);
  const bytes = new Uint8Array(Buffer.from(doc));
  bytes[at] = 0xff;
  return bytes;
}

const rejected: Rejected[] = [
  // Document structure
  {
    name: 'a wrong namespace (Google 0.84)',
    doc: sitemap(TWO, { open: '<urlset xmlns="http://www.google.com/schemas/sitemap/0.84">' }),
    ids: ['namespace'],
    line: 2,
    column: 1,
  },
  {
    name: 'a wrong namespace (https)',
    doc: sitemap(TWO, { open: '<urlset xmlns="https://www.sitemaps.org/schemas/sitemap/0.9">' }),
    ids: ['namespace'],
    line: 2,
    column: 1,
  },
  { name: 'no namespace', doc: sitemap(TWO, { open: '<urlset>' }), ids: ['namespace'], line: 2, column: 1, message: /no namespace/ },
  {
    name: 'a sitemapindex',
    doc: sitemap([`  <sitemap>\n    <loc>${SITE}/sitemap-1.xml</loc>\n  </sitemap>`], { open: `<sitemapindex xmlns="${NS}">`, close: '</sitemapindex>' }),
    ids: ['root-element'],
    line: 2,
    column: 1,
    message: /strict profile/,
  },
  { name: '0 entries', doc: sitemap([]), ids: ['url-count'], line: 2, column: 1 },
  { name: '17 entries', doc: sitemap(many(17)), ids: ['url-count'], line: 3 + 16 * 3, column: 3, message: /at most 16/ },
  { name: 'a url without loc', doc: withUrl('  <url>', '    <lastmod>2026-10-16</lastmod>', '  </url>'), ids: ['missing-loc'], line: 3, column: 3 },
  {
    name: 'two loc',
    doc: withUrl('  <url>', `    <loc>${SITE}/a</loc>`, `    <loc>${SITE}/b</loc>`, '  </url>'),
    ids: ['duplicate-field'],
    line: 5,
    column: 5,
  },
  {
    name: 'two lastmod',
    doc: withUrl('  <url>', `    <loc>${SITE}/</loc>`, '    <lastmod>2026-10-16</lastmod>', '    <lastmod>2026-10-17</lastmod>', '  </url>'),
    ids: ['duplicate-field'],
    line: 6,
    column: 5,
  },
  {
    name: 'lastmod before loc',
    doc: withUrl('  <url>', '    <lastmod>2026-10-16</lastmod>', `    <loc>${SITE}/</loc>`, '  </url>'),
    ids: ['field-order'],
    line: 5,
    column: 5,
  },
  {
    name: 'a priority',
    doc: withUrl('  <url>', `    <loc>${SITE}/</loc>`, '    <priority>0.5</priority>', '  </url>'),
    ids: ['unexpected-element'],
    line: 5,
    column: 5,
  },
  {
    name: 'a changefreq',
    doc: withUrl('  <url>', `    <loc>${SITE}/</loc>`, '    <changefreq>daily</changefreq>', '  </url>'),
    ids: ['unexpected-element'],
    line: 5,
    column: 5,
  },
  {
    name: 'an element inside loc',
    doc: withUrl('  <url>', `    <loc>${SITE}/<b>x</b></loc>`, '  </url>'),
    ids: ['unexpected-element'],
    line: 4,
    column: 41,
  },
  {
    name: 'an extension element',
    doc: withUrl('  <url>', `    <loc>${SITE}/</loc>`, '    <x:extra xmlns:x="urn:example:x">1</x:extra>', '  </url>'),
    ids: ['extension-element'],
    line: 5,
    column: 5,
  },
  { name: 'an attribute on url', doc: withUrl('  <url id="1">', `    <loc>${SITE}/</loc>`, '  </url>'), ids: ['unexpected-attribute'], line: 3, column: 3 },
  {
    name: 'xsi:schemaLocation on the root',
    doc: sitemap(TWO, {
      open: `<urlset xmlns="${NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${NS} ${NS}/sitemap.xsd">`,
    }),
    ids: ['unexpected-attribute'],
    line: 2,
    column: 1,
  },
  { name: 'text inside url', doc: withUrl('  <url>', `    <loc>${SITE}/</loc> and more`, '  </url>'), ids: ['unexpected-text'], line: 4, column: 48 },
  // loc
  { name: 'a relative loc', doc: withLoc('/about'), ids: ['loc-not-absolute'], line: 4, column: 10 },
  { name: 'an http loc', doc: withLoc('http://hooshmandsazanjavan.ir/'), ids: ['loc-scheme'], line: 4, column: 10 },
  { name: 'another host', doc: withLoc('https://www.example.org/'), ids: ['loc-host'], line: 4, column: 10 },
  { name: 'a lookalike host', doc: withLoc('https://HOOSHMANDSAZANJAVAN.IR.evil/'), ids: ['loc-host'], line: 4, column: 10 },
  { name: 'a subdomain of the host', doc: withLoc('https://www.hooshmandsazanjavan.ir/'), ids: ['loc-host'], line: 4, column: 10 },
  { name: 'userinfo', doc: withLoc('https://user:secret@hooshmandsazanjavan.ir/'), ids: ['loc-userinfo'], line: 4, column: 10 },
  { name: 'the port :443', doc: withLoc('https://hooshmandsazanjavan.ir:443/'), ids: ['loc-port'], line: 4, column: 10 },
  { name: 'an empty port', doc: withLoc('https://hooshmandsazanjavan.ir:/'), ids: ['loc-port'], line: 4, column: 10 },
  { name: 'a fragment', doc: withLoc(`${SITE}/page#part`), ids: ['loc-fragment'], line: 4, column: 10 },
  { name: 'an empty fragment', doc: withLoc(`${SITE}/page#`), ids: ['loc-fragment'], line: 4, column: 10 },
  { name: 'a space', doc: withLoc(`${SITE}/a b`), ids: ['loc-invalid'], line: 4, column: 10, message: /space/ },
  { name: 'a malformed escape', doc: withLoc(`${SITE}/%GG`), ids: ['loc-invalid'], line: 4, column: 10, message: /%25/ },
  { name: 'a non-ASCII character', doc: withLoc(`${SITE}/caf\u00e9`), ids: ['loc-invalid'], line: 4, column: 10 },
  { name: 'surrounding whitespace', doc: withLoc(` ${SITE}/`), ids: ['loc-invalid'], line: 4, column: 11 },
  { name: 'a loc of 2,048 characters', doc: withLoc(locOfLength(2048)), ids: ['loc-too-long'], line: 4, column: 10 },
  { name: 'an empty loc', doc: withLoc(''), ids: ['loc-empty'], line: 4, column: 5 },
  {
    name: 'a raw &',
    doc: withLoc(`${SITE}/?mode=a&view=b`),
    ids: ['xml-not-well-formed'],
    line: 4,
    column: 10 + `${SITE}/?mode=a`.length,
    message: /&amp;/,
  },
  {
    name: 'the same loc twice',
    doc: sitemap([{ loc: `${SITE}/a` }, { loc: `${SITE}/b` }, { loc: `${SITE}/a` }]),
    ids: ['loc-duplicate'],
    line: 10,
    column: 10,
    message: /first listed on line 4/,
  },
  // lastmod
  { name: 'lastmod 1900-02-29', doc: withLastmod('1900-02-29'), ids: ['lastmod-format'], line: 5, column: 14 },
  { name: 'lastmod 2026-02-30', doc: withLastmod('2026-02-30'), ids: ['lastmod-format'], line: 5, column: 14 },
  { name: 'a lastmod with a time', doc: withLastmod('2026-10-16T10:00:00+03:30'), ids: ['lastmod-format'], line: 5, column: 14 },
  { name: 'an empty lastmod', doc: withLastmod(''), ids: ['lastmod-format'], line: 5, column: 5 },
  { name: 'a lastmod in the future', doc: withLastmod('2026-12-01'), ids: ['lastmod-future'], line: 5, column: 14 },
  // File and encoding
  { name: '16,385 bytes', doc: padded(16385), ids: ['file-too-large'], line: undefined, column: undefined },
  // Whatever else is wrong: 16,385 bytes of "x" are no XML, and too large.
  { name: '16,385 bytes of x', doc: 'x'.repeat(16385), ids: ['file-too-large', 'xml-not-well-formed'], line: undefined, column: undefined },
  { name: 'a byte 0xFF', doc: withByteFF(), ids: ['encoding'], line: 4, column: 10 + `${SITE}/a`.length },
  { name: 'a UTF-16 byte order mark', doc: new Uint8Array([0xff, 0xfe, ...Buffer.from(sitemap(TWO), 'utf16le')]), ids: ['encoding'], line: 1, column: 1 },
  {
    name: 'a declared UTF-16',
    doc: sitemap(TWO, { decl: '<?xml version="1.0" encoding="UTF-16"?>' }),
    ids: ['encoding'],
    line: 1,
    column: 1,
    message: /UTF-16/,
  },
  {
    name: 'a DOCTYPE with an entity',
    doc: sitemap(TWO, { prolog: ['<!DOCTYPE urlset [', '  <!ENTITY site "https://hooshmandsazanjavan.ir">', ']>'] }),
    ids: ['dtd-forbidden'],
    line: 2,
    column: 1,
  },
  {
    name: 'a bare ENTITY declaration',
    doc: sitemap(TWO, { prolog: ['<!ENTITY site "https://hooshmandsazanjavan.ir">'] }),
    ids: ['dtd-forbidden'],
    line: 2,
    column: 1,
  },
  { name: 'the PI <?test?>', doc: sitemap(TWO, { prolog: ['<?test?>'] }), ids: ['processing-instruction'], line: 2, column: 1 },
  {
    name: 'an xml-stylesheet PI',
    doc: sitemap(TWO, { prolog: ['<?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>'] }),
    ids: ['processing-instruction'],
    line: 2,
    column: 1,
  },
  {
    name: 'a PI inside url',
    doc: withUrl('  <url>', `    <loc>${SITE}/</loc><?test?>`, '  </url>'),
    ids: ['processing-instruction'],
    line: 4,
    column: 47,
  },
];

describe('seed contract: rejected documents', () => {
  it.each(rejected)('$name', async ({ doc, ids, line, column, message }) => {
    const r = await check(doc, POLICY);
    expect(ruleIds(r.findings), summary(r.findings).join('\n')).toEqual([...ids].sort());
    expect(where(r.findings[0])).toEqual({ line, column });
    if (message) expect(r.findings[0]!.message).toMatch(message);
    expect(r.findings.every((f) => f.severity === 'error')).toBe(true);
  });
});

describe('seed contract: the library call', () => {
  const inputs: Array<[string, Uint8Array]> = [
    ['a valid sitemap', utf8(sitemap(TWO))],
    ['a sitemap with findings', utf8(sitemap([{ loc: 'http://www.example.org/#x' }, { loc: 'http://www.example.org/#x' }]))],
    ['a gzip sitemap', new Uint8Array(gzipSync(utf8(sitemap(TWO))))],
    ['a sitemap with a byte order mark', utf8(`\ufeff${sitemap(TWO)}`)],
    ['bytes that are not UTF-8', withByteFF()],
    ['a document over max-bytes', utf8(padded(16385))],
  ];

  it.each(inputs)('never modifies the bytes of %s', async (_name, bytes) => {
    const copy = new Uint8Array(bytes);
    await check(bytes, POLICY);
    expect(bytes).toEqual(copy);
    // Also with the bytes as a view into a larger buffer.
    const big = new Uint8Array(bytes.length + 8).fill(0x20);
    big.set(bytes, 4);
    const view = big.subarray(4, 4 + bytes.length);
    const bigCopy = new Uint8Array(big);
    await check(view, POLICY);
    expect(big).toEqual(bigCopy);
  });

  it('returns fresh objects on each call', async () => {
    const bytes = inputs[1]![1];
    const a = await check(bytes, POLICY);
    const b = await check(bytes, POLICY);
    expect(a.findings.length).toBeGreaterThan(0);
    expect(a.records.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
    expect(b).not.toBe(a);
    expect(b.findings).not.toBe(a.findings);
    expect(b.records).not.toBe(a.records);
    a.findings.forEach((f, i) => expect(b.findings[i]).not.toBe(f));
    a.records.forEach((e, i) => expect(b.records[i]).not.toBe(e));
    // Changing one result leaves the next call alone.
    a.findings[0]!.message = 'changed';
    a.records.pop();
    const c = await check(bytes, POLICY);
    expect(c).toEqual(b);
  });
});
