/**
 * Generators and oracles of the fuzz suite (test/fuzz.full.test.ts).
 *
 * Documents come from a grammar of sitemaps (elements, attributes, entities, CDATA, comments,
 * processing instructions, DTDs, namespaces, encodings and byte order marks, gzip framing with
 * truncation and corruption), from text sitemaps and robots.txt, and from mutations of the real
 * files of test/fixtures/real. The oracles state what must hold for any input: a report comes
 * back, every finding is well formed and points inside the document, and the same bytes give
 * the same report however they are read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGunzip, gunzipSync, gzipSync } from 'node:zlib';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import type { Policy, PolicyInput } from '../../src/core/policy/policy.js';
import { RULES_BY_ID } from '../../src/core/policy/rules.js';
import type { EntryRecord, Finding, SeverityOrOff } from '../../src/core/types.js';

export const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
const EXT_NS: Readonly<Record<string, string>> = {
  image: 'http://www.google.com/schemas/sitemap-image/1.1',
  video: 'http://www.google.com/schemas/sitemap-video/1.1',
  news: 'http://www.google.com/schemas/sitemap-news/0.9',
  xhtml: 'http://www.w3.org/1999/xhtml',
  xi: 'http://www.w3.org/2001/XInclude',
  x: 'urn:example:x',
};

/** The run's clock for every fuzz case, so that reports do not depend on the day. */
export const NOW = new Date('2026-11-29T00:00:00Z');

/** One generated input. */
export interface FuzzCase {
  /** How it was made (for failure reports). */
  origin: string;
  bytes: Uint8Array;
  /** The file name the engine is told (decides text, robots.txt, gzip expectations). */
  name: string | undefined;
  policy: PolicyInput;
}

/** A core-protocol document (urlset or sitemap index, no element or attribute of another namespace but xsi). */
export interface CoreCase {
  text: string;
  bom: boolean;
}

// ---------------------------------------------------------------------------------------------
// Value pools: good values, near misses, and hostile text (workflow commands, markup, escapes).

const LOCS = [
  'https://www.example.org/',
  'https://www.example.org/a/b?c=1&amp;d=2',
  'http://www.example.org/page.html',
  'https://www.example.org/caf\u00e9',
  'https://www.example.org/%E2%82%AC',
  'https://www.example.org/%GG',
  'https://www.example.org/a b',
  'https://www.example.org/#top',
  'https://user:pw@www.example.org/',
  'https://www.example.org:8443/x',
  'https://[2001:db8::1]/page',
  'https://www.example.org/a;jsessionid=0A1B',
  'https://example.com/',
  'https://xn--bcher-kva.example/',
  'https://b\u00fccher.example/',
  'ftp://www.example.org/file',
  'javascript:alert(1)',
  '/relative/page',
  'www.example.org/page',
  'https:///nohost',
  'http://a.b/',
  '',
  '   ',
  '\n  https://www.example.org/ws\n  ',
  'https://www.example.org/&#10;::error::x',
  'https://www.example.org/%0A::warning::y',
  'https://www.example.org/&lt;img src=x onerror=alert(1)&gt;',
  'https://www.example.org/&#x1b;[31mred&#x1b;[0m',
  'https://www.example.org/&#xD;&#xA;##[error]z',
  'https://www.example.org/&#10;::stop-commands::tok',
  'https://www.example.org/\u202e\u2066x',
  'https://www.example.org/&amp;amp;',
  'https://www.example.org/`x`|y|[l](http://evil.example/)',
  '<![CDATA[https://www.example.org/cdata?a=1&b=2]]>',
  'https://www.example.org/<![CDATA[x]]>y',
  'https://www.example.org/&bogus;',
  'https://www.example.org/&#0;',
  'https://www.example.org/&#xFFFE;',
  'https://www.example.org/&#x10FFFF;',
  'https://www.example.org/a&b',
  `https://www.example.org/${'a'.repeat(2100)}`,
  `https://www.example.org/${'\u00e9'.repeat(300)}`,
  'https://www.example.org/\u{1F600}',
  'HTTPS://WWW.EXAMPLE.ORG/',
  'https://www.example.org/\u0085',
  'https://www.example.org/\u00a0',
  'https://www.example.org/x]]>y',
];

/** Locs the sitemap XSD and the protocol profile both accept (12 characters or more, absolute http(s)). */
const GOOD_LOCS = [
  'https://www.example.org/',
  'https://www.example.org/a/b?c=1&amp;d=2',
  'https://www.example.org/page.html',
  'https://www.example.org/caf\u00e9',
  'https://www.example.org/%E2%82%AC',
  'https://www.example.org/#top',
  'https://www.example.org/a;jsessionid=0A1B',
  'https://[2001:db8::1]/page',
  'https://www.example.org:8443/x',
  '<![CDATA[https://www.example.org/cdata?a=1&b=2]]>',
  '\n      https://www.example.org/ws\n    ',
  'https://www.example.org/&#x41;',
  'https://www.example.org/a<!-- c -->b',
  'https://www.example.org/\u{1F600}',
  `https://www.example.org/${'a'.repeat(1900)}`,
];

const LASTMODS = [
  '2024-01-15',
  '2024-01-15T09:30:00Z',
  '2024-01-15T09:30:00.123+01:00',
  '2024',
  '2024-05',
  '2024-02-30',
  '2024-02-29',
  '2023-02-29',
  '2024-01-15T09:30',
  '2024-01-15T09:30Z',
  '2024-01-15T09:30+01:00',
  '2024-01-15T09:30:00',
  '2999-01-01',
  '0000-01-01',
  '2024-01-15+01:00',
  '2024-01-15T24:00:00Z',
  '2024-01-15T09:30:00+15:00',
  '2024-01-15T09:30:00+14:00',
  '2024-01-15T09:30:00-14:01',
  'January 15, 2024',
  ' 2024-01-15 ',
  '\n2024-01-15T09:30:00Z\n',
  '',
  '2024-1-5',
  '20240115',
  '2024-01-15T09:30:00.Z',
  '2024-01-15T09:30:60Z',
  '-2024-01-15',
  '12024-01-15',
  '2024-01-15T09:30:00.123456789Z',
  '&#10;::error::lastmod',
];

const GOOD_LASTMODS = ['2024-01-15', '2024-01-15T09:30:00Z', '2024-01-15T09:30:00.5+01:00', '2024-02-29', ' 2024-01-15 ', '2026-11-29T23:59:59-05:00'];

const CHANGEFREQS = ['daily', 'weekly', 'always', 'hourly', 'monthly', 'yearly', 'never', 'Daily', ' daily', 'biweekly', '', '<![CDATA[daily]]>'];
const GOOD_CHANGEFREQS = ['daily', 'weekly', 'always', 'hourly', 'monthly', 'yearly', 'never', '<![CDATA[never]]>'];

const PRIORITIES = ['0.5', '1.0', '0', '1', '.5', '0.0', '1.5', '5e-1', '-0.0', '+0.5', ' 0.5 ', '0.50000000000000000001', 'abc', '', '1.', '-1', '00.5', '1.00000000000000000001'];
const GOOD_PRIORITIES = ['0.5', '1.0', '0', '1', '.5', '0.0', '0.8', '00.5', '1.'];

const HREFLANGS = ['en', 'de-DE', 'x-default', 'en_US', 'zh-Hant-TW', 'iw', 'es-419', 'en-EU', '', 'x', 'toolongtag-abcdefghi', '&lt;script&gt;', '&quot;::error::x', '&#10;::error::h', 'EN-gb'];

const HOSTILE_TEXT = [
  '&#10;::error::pwned',
  '%0A::warning::x',
  '::stop-commands::tok',
  '##[error]legacy',
  '&lt;img src=x onerror=alert(1)&gt;',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '| a | b |',
  '`code`',
  '[link](https://evil.example/)',
  '&#x1b;[2J&#x1b;]0;title&#x7;',
  '\u009b31m',
  '\u202e',
];

/** Dictionary of tokens that mutations insert: markup, references, line breaks, encodings. */
const TOKENS = [
  '<', '>', '&', '&amp;', '&#10;', '&#x0;', '&lt;', ']]>', '<![CDATA[', '<!--', '-->', '--', '<?', '?>', '<?xml version="1.0"?>',
  '<!DOCTYPE x>', '<!ENTITY e "v">', '<!DOCTYPE urlset SYSTEM "file:///etc/passwd">', '&e;', '"', "'", '=', '\u0000', '\r', '\n', '\r\n',
  '\t', ' ', '\u0085', '\u2028', '\ufeff', '\u00e9', '\u{1F600}', 'xmlns=""', 'xmlns:x="urn:x"', ' x:a="1"', ' a="1"', '</url>',
  '<url>', '<loc>', '</loc>', '<sitemap>', '</urlset>', ':', '::error::x', '##[', '%0A', 'https://', 'http://www.example.org/',
  '<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="/etc/passwd"/>', '<image:image>', '<x:y xmlns:x="urn:x">', '</x:y>',
];

// ---------------------------------------------------------------------------------------------
// The grammar.

const space = fc.constantFrom('', '', '', ' ', '\n', '\n', '\r\n', '\r', '\t', '\n  ', '\n\t\t');

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Text content: a pool value (already XML text), a random string (escaped, or raw), CDATA, concatenations. */
function textFrom(pool: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...pool) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }).map(escapeXml) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.constantFrom(...pool).map((v) => `<![CDATA[${v}]]>`) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...pool), fc.constantFrom(...HOSTILE_TEXT)).map(([a, b]) => a + b) },
  );
}

interface Ctx {
  /** Prefix of the sitemap namespace (`sm:`) or ''. */
  p: string;
  /** Whether elements of other namespaces may appear. */
  extensions: boolean;
}

function el(name: string, body: string, attrs = ''): string {
  return `<${name}${attrs}>${body}</${name}>`;
}

const comment = fc.constantFrom('<!-- generated -->', '<!---->', '<!-- a -- b -->', '<!-- ::error::c -->', '<!-- <loc>x</loc> -->', '<!--- x -->');
const pi = fc.constantFrom(
  '<?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>',
  '<?foo bar?>',
  '<?xml version="1.0"?>',
  '<?x?>',
  '<?xml-stylesheet href="javascript:alert(1)"?>',
  `<?p${'i'.repeat(1100)} x?>`,
);
const doctype = fc.constantFrom(
  '<!DOCTYPE urlset>',
  '<!DOCTYPE urlset SYSTEM "file:///etc/passwd">',
  '<!DOCTYPE urlset PUBLIC "-//X//Y" "http://127.0.0.1:9/x.dtd">',
  '<!DOCTYPE urlset [<!ENTITY x SYSTEM "file:///etc/passwd">]>',
  '<!DOCTYPE urlset [<!ENTITY % p SYSTEM "http://127.0.0.1:9/evil.dtd"> %p;]>',
  '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>',
  '<!ENTITY x "y">',
  '<!ELEMENT urlset ANY>',
);

function field(ctx: Ctx, name: string, pool: readonly string[]): fc.Arbitrary<string> {
  return fc.tuple(textFrom(pool), fc.constantFrom('', '', '', ' id="1"', ' xsi:type="x"', ' xml:lang="en"')).map(([v, a]) => el(ctx.p + name, v, a));
}

function extensionElement(): fc.Arbitrary<string> {
  const url = textFrom(LOCS);
  return fc.oneof(
    fc.tuple(url, fc.constantFrom('', '<image:caption>c</image:caption>', '<image:title>&lt;b&gt;</image:title>', '<image:loc>x</image:loc>')).map(
      ([u, more]) => `<image:image><image:loc>${u}</image:loc>${more}</image:image>`,
    ),
    fc.tuple(fc.constantFrom(...HREFLANGS), url, fc.constantFrom('alternate', 'canonical', '')).map(
      ([h, u, rel]) => `<xhtml:link rel="${rel}" hreflang="${h}" href="${u.replace(/"/g, '&quot;').replace(/</g, '&lt;')}"/>`,
    ),
    fc
      .tuple(
        url,
        textFrom(['A title', '', 'x'.repeat(120), ...HOSTILE_TEXT]),
        fc.constantFrom('60', '0', '28801', 'abc', ''),
        fc.constantFrom('4.5', '5.1', '-1', ''),
        fc.constantFrom('US CA', 'us', 'XX', ''),
        fc.constantFrom('yes', 'YES', 'maybe'),
      )
      .map(
        ([u, t, d, r, c, yn]) =>
          `<video:video><video:thumbnail_loc>${u}</video:thumbnail_loc><video:title>${t}</video:title><video:description>d</video:description>` +
          `<video:content_loc>${u}</video:content_loc><video:duration>${d}</video:duration><video:rating>${r}</video:rating>` +
          `<video:restriction relationship="allow">${c}</video:restriction><video:family_friendly>${yn}</video:family_friendly>` +
          `<video:price currency="EUR" type="rent">1,99</video:price></video:video>`,
      ),
    fc
      .tuple(textFrom(['Example News', '', ...HOSTILE_TEXT]), fc.constantFrom('en', 'zh-cn', 'EN', 'xx-yy', ''), fc.constantFrom(...LASTMODS), textFrom(['Title', '']))
      .map(
        ([n, l, d, t]) =>
          `<news:news><news:publication><news:name>${n}</news:name><news:language>${l}</news:language></news:publication>` +
          `<news:publication_date>${d}</news:publication_date><news:title>${t}</news:title><news:keywords>k</news:keywords></news:news>`,
      ),
    fc.constantFrom(
      '<x:foo>bar</x:foo>',
      '<x:foo x:a="1"><x:bar/></x:foo>',
      '<xi:include href="/etc/passwd" parse="text"/>',
      '<xi:include href="http://127.0.0.1:9/secret"/>',
      '<image:image><image:image/></image:image>',
      '<video:video>text</video:video>',
      '<unbound:thing/>',
    ),
  );
}

function entry(ctx: Ctx, index: boolean): fc.Arbitrary<string> {
  const parts: Array<fc.WeightedArbitrary<string>> = [
    { weight: 10, arbitrary: field(ctx, 'loc', LOCS) },
    { weight: 4, arbitrary: field(ctx, 'lastmod', LASTMODS) },
    { weight: index ? 1 : 3, arbitrary: field(ctx, 'changefreq', CHANGEFREQS) },
    { weight: index ? 1 : 3, arbitrary: field(ctx, 'priority', PRIORITIES) },
    { weight: 1, arbitrary: comment },
    { weight: 1, arbitrary: pi },
    { weight: 1, arbitrary: fc.constantFrom('stray text', '<![CDATA[cdata]]>', '&#32;', '&amp;', '\u00a0', ...HOSTILE_TEXT) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        `<${ctx.p}foo/>`,
        `<${ctx.p}LOC>https://www.example.org/</${ctx.p}LOC>`,
        `<${ctx.p}url/>`,
        '<loc>https://www.example.org/</loc>',
        `<${ctx.p}loc><${ctx.p}loc/></${ctx.p}loc>`,
        `<${ctx.p}e${'l'.repeat(1100)}/>`,
        `<x:e${'l'.repeat(1100)} xmlns:x="urn:x"/>`,
        `<x:e xmlns:x="urn:&#10;::error::${'u'.repeat(1100)}"/>`,
      ),
    },
  ];
  if (ctx.extensions && !index) parts.push({ weight: 4, arbitrary: extensionElement() });
  const name = ctx.p + (index ? 'sitemap' : 'url');
  return fc
    .tuple(
      fc.array(fc.tuple(space, fc.oneof(...parts)), { maxLength: 7 }),
      space,
      fc.constantFrom('', '', '', '', ' priority="1"', ' xmlns:q="urn:q"', ' xsi:nil="false"', ' a="&lt;script&gt;"', ' a=\'"::error::x\'', ` a${'t'.repeat(1100)}="1"`),
    )
    .map(([children, end, attrs]) => `<${name}${attrs}>${children.map(([s, c]) => s + c).join('')}${end}</${name}>`);
}

const XML_DECLS = [
  '',
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<?xml version="1.0"?>',
  "<?xml version='1.0' encoding='utf-8' standalone='yes'?>",
  '<?xml version="1.0" encoding="utf8"?>',
  '<?xml version="1.0" encoding="ISO-8859-1"?>',
  '<?xml version="1.0" encoding="UTF-16"?>',
  '<?xml version="1.1"?>',
  '<?xml version="2.0"?>',
  '<?xml encoding="UTF-8"?>',
  ' <?xml version="1.0"?>',
  '<?XML version="1.0"?>',
];

const ROOT_NAMESPACES = [NS, NS, NS, NS, 'https://www.sitemaps.org/schemas/sitemap/0.9', `${NS}/`, '', 'http://www.google.com/schemas/sitemap/0.84', 'http://www.google.com/schemas/sitemap/0.9'];

const EXT_DECLS = [
  ` xmlns:image="${EXT_NS.image}" xmlns:video="${EXT_NS.video}" xmlns:news="${EXT_NS.news}" xmlns:xhtml="${EXT_NS.xhtml}" xmlns:xi="${EXT_NS.xi}" xmlns:x="${EXT_NS.x}"`,
  ` xmlns:image="https://www.google.com/schemas/sitemap-image/1.1" xmlns:xhtml="${EXT_NS.xhtml}/" xmlns:video="${EXT_NS.video}" xmlns:news="${EXT_NS.news}" xmlns:xi="${EXT_NS.xi}" xmlns:x="${EXT_NS.x}"`,
  ` xmlns:image="${EXT_NS.image}" xmlns:xhtml="${EXT_NS.xhtml}"`,
  '',
];

/** A urlset or sitemap index (or another root), with everything the grammar knows. */
export function xmlDocument(): fc.Arbitrary<string> {
  return fc
    .record({
      decl: fc.constantFrom(...XML_DECLS),
      lead: fc.array(fc.tuple(space, fc.oneof({ weight: 3, arbitrary: comment }, { weight: 2, arbitrary: pi }, { weight: 1, arbitrary: doctype })), { maxLength: 3 }),
      root: fc.constantFrom('urlset', 'urlset', 'urlset', 'sitemapindex', 'sitemapindex', 'feed', 'URLSET', 'siteMap', `r${'o'.repeat(1100)}t`),
      prefix: fc.constantFrom('', '', '', 'sm:'),
      ns: fc.constantFrom(...ROOT_NAMESPACES),
      ext: fc.constantFrom(...EXT_DECLS),
      xsi: fc.constantFrom('', ` xmlns:xsi="${XSI}" xsi:schemaLocation="${NS} ${NS}/sitemap.xsd"`, ' xsi:schemaLocation="x"', ' id="root"'),
      tail: fc.array(fc.tuple(space, fc.oneof(comment, pi, fc.constantFrom('trailing', '<urlset/>', '&amp;', '<![CDATA[x]]>'))), { maxLength: 2 }),
      bodyEnd: space,
    })
    .chain((d) => {
      const p = d.prefix;
      const ctx: Ctx = { p, extensions: d.ext !== '' };
      const index = d.root === 'sitemapindex';
      const nsDecl = p === '' ? ` xmlns="${d.ns}"` : ` xmlns:${p.slice(0, -1)}="${d.ns}"`;
      return fc.array(fc.tuple(space, entry(ctx, index)), { maxLength: 6 }).map((entries) => {
        const lead = d.lead.map(([s, m]) => s + m).join('');
        const body = entries.map(([s, e]) => s + e).join('') + d.bodyEnd;
        const tail = d.tail.map(([s, m]) => s + m).join('');
        return `${d.decl}${lead}\n<${p}${d.root}${nsDecl}${d.ext}${d.xsi}>${body}</${p}${d.root}>${tail}\n`;
      });
    });
}

/** A core-protocol document biased to be valid: what both the engine and the XSD should accept. */
export function coreDocument(): fc.Arbitrary<CoreCase> {
  const good = (pool: readonly string[], all: readonly string[]) => fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...pool) }, { weight: 1, arbitrary: fc.constantFrom(...all) });
  const urlEntry = fc
    .record({
      loc: good(GOOD_LOCS, LOCS),
      lastmod: fc.option(good(GOOD_LASTMODS, LASTMODS), { nil: undefined }),
      changefreq: fc.option(good(GOOD_CHANGEFREQS, CHANGEFREQS), { nil: undefined }),
      priority: fc.option(good(GOOD_PRIORITIES, PRIORITIES), { nil: undefined }),
      s: fc.array(space, { minLength: 6, maxLength: 6 }),
      comment: fc.option(comment, { nil: undefined }),
    })
    .map((u) => ({ ...u, comment: u.comment === '<!-- a -- b -->' ? undefined : u.comment }));
  return fc
    .record({
      index: fc.boolean(),
      decl: fc.constantFrom('', '<?xml version="1.0" encoding="UTF-8"?>\n', '<?xml version="1.0"?>', "<?xml version='1.0' encoding='utf-8'?>\n"),
      prefix: fc.constantFrom('', '', 'sm:'),
      xsi: fc.constantFrom(
        '',
        '',
        ` xmlns:xsi="${XSI}" xsi:schemaLocation="${NS} ${NS}/sitemap.xsd"`,
        ` xmlns:xsi="${XSI}" xsi:noNamespaceSchemaLocation="x.xsd"`,
        ` xmlns:xsi="${XSI}" xsi:type="x"`,
        ` xmlns:xsi="${XSI}" xsi:nil="false"`,
        ` xmlns:xsi="${XSI}" xsi:foo="1"`,
      ),
      pi: fc.constantFrom('', '', '<?xml-stylesheet type="text/xsl" href="/s.xsl"?>\n', '<!-- c -->\n'),
      entries: fc.array(urlEntry, { minLength: 1, maxLength: 4 }),
      bom: fc.boolean(),
      unique: fc.boolean(),
    })
    .map((d) => {
      const p = d.prefix;
      const nsDecl = p === '' ? ` xmlns="${NS}"` : ` xmlns:${p.slice(0, -1)}="${NS}"`;
      const root = d.index ? 'sitemapindex' : 'urlset';
      const entryName = d.index ? 'sitemap' : 'url';
      const body = d.entries
        .map((u, i) => {
          // Distinct locs (a duplicate is an error of ours the XSD cannot express).
          const loc = d.unique ? u.loc.replace('www.example.org/', `www.example.org/${i}/`) : u.loc;
          const fields = [`${u.s[0]}<${p}loc>${loc}</${p}loc>`];
          if (u.lastmod !== undefined) fields.push(`${u.s[1]}<${p}lastmod>${u.lastmod}</${p}lastmod>`);
          if (!d.index && u.changefreq !== undefined) fields.push(`${u.s[2]}<${p}changefreq>${u.changefreq}</${p}changefreq>`);
          if (!d.index && u.priority !== undefined) fields.push(`${u.s[3]}<${p}priority>${u.priority}</${p}priority>`);
          if (u.comment !== undefined) fields.push(u.s[4] + u.comment);
          return `\n  <${p}${entryName}>${fields.join('')}${u.s[5]}</${p}${entryName}>`;
        })
        .join('');
      return { text: `${d.decl}${d.pi}<${p}${root}${nsDecl}${d.xsi}>${body}\n</${p}${root}>\n`, bom: d.bom };
    });
}

/** A text sitemap or a robots.txt. */
export function lineDocument(): fc.Arbitrary<{ text: string; name: string }> {
  const eol = fc.constantFrom('\n', '\r\n', '\r', '\n\n');
  const url = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...LOCS.map((l) => l.replace(/&amp;/g, '&'))) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.constantFrom('::error::x', '##[error]y', '\u001b[31m', '<script>', '  ', '#') },
  );
  const text = fc.array(fc.tuple(url, eol), { maxLength: 8 }).map((lines) => ({ text: lines.map(([u, e]) => u + e).join(''), name: 'sitemap.txt' }));
  const robotsLine = fc.oneof(
    fc.constantFrom('User-agent: *', 'Disallow: /private', '# comment', '', 'Allow: /'),
    url.map((u) => `Sitemap: ${u}`),
    url.map((u) => `sitemap:${u}`),
    url.map((u) => `SITEMAP :  ${u}  # c`),
  );
  const robots = fc.array(fc.tuple(robotsLine, eol), { maxLength: 8 }).map((lines) => ({ text: lines.map(([l, e]) => l + e).join(''), name: 'robots.txt' }));
  return fc.oneof(text, robots);
}

// ---------------------------------------------------------------------------------------------
// Bytes: encodings, byte order marks, invalid sequences, gzip framing.

const BAD_BYTES = [[0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xf4, 0x90, 0x80, 0x80], [0x80], [0xfe, 0xff], [0x00]];

function utf16(text: string, bigEndian: boolean, bom: boolean): Uint8Array {
  const le = Buffer.from((bom ? '\ufeff' : '') + text, 'utf16le');
  if (bigEndian) le.swap16();
  return le;
}

/** Encodes a document: UTF-8 (with or without BOM, sometimes with an invalid sequence), UTF-16, Latin-1. */
export function encoded(text: fc.Arbitrary<string>): fc.Arbitrary<Uint8Array> {
  return fc
    .record({
      text,
      how: fc.constantFrom('utf8', 'utf8', 'utf8', 'utf8', 'utf8', 'bom', 'bom', 'bad', 'bad', 'utf16le', 'utf16be', 'utf16le-nobom', 'latin1', 'crlf', 'cr'),
      at: fc.nat(),
      bad: fc.constantFrom(...BAD_BYTES),
    })
    .map(({ text: t, how, at, bad }) => {
      switch (how) {
        case 'bom':
          return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(t, 'utf8')]);
        case 'bad': {
          const b = Buffer.from(t, 'utf8');
          const i = b.length === 0 ? 0 : at % (b.length + 1);
          return Buffer.concat([b.subarray(0, i), Buffer.from(bad), b.subarray(i)]);
        }
        case 'utf16le':
          return utf16(t, false, true);
        case 'utf16be':
          return utf16(t, true, true);
        case 'utf16le-nobom':
          return utf16(t, false, false);
        case 'latin1':
          return Buffer.from(t, 'latin1');
        case 'crlf':
          return Buffer.from(t.replace(/\r?\n/g, '\r\n'), 'utf8');
        case 'cr':
          return Buffer.from(t.replace(/\r?\n/g, '\r'), 'utf8');
        default:
          return Buffer.from(t, 'utf8');
      }
    });
}

/** gzip framing: none, a clean stream, truncated, corrupted, two members, trailing garbage, nested, a bare header. */
export function framed(bytes: fc.Arbitrary<Uint8Array>): fc.Arbitrary<{ bytes: Uint8Array; gzip: string }> {
  return fc
    .record({
      bytes,
      how: fc.constantFrom('none', 'none', 'none', 'gzip', 'gzip', 'truncated', 'flipped', 'members', 'garbage', 'nested', 'header'),
      at: fc.nat(),
      value: fc.integer({ min: 0, max: 255 }),
    })
    .map(({ bytes: b, how, at, value }) => {
      const gz = (x: Uint8Array) => gzipSync(x, { level: 6 });
      switch (how) {
        case 'gzip':
          return { bytes: gz(b), gzip: how };
        case 'truncated': {
          const z = gz(b);
          return { bytes: z.subarray(0, at % z.length), gzip: how };
        }
        case 'flipped': {
          const z = Buffer.from(gz(b));
          const i = 10 + (at % Math.max(1, z.length - 10));
          if (i < z.length) z[i] = value;
          return { bytes: z, gzip: how };
        }
        case 'members': {
          const half = b.length === 0 ? 0 : at % b.length;
          return { bytes: Buffer.concat([gz(b.subarray(0, half)), gz(b.subarray(half))]), gzip: how };
        }
        case 'garbage':
          return { bytes: Buffer.concat([gz(b), Buffer.from([value, 0x00, 0x1f])]), gzip: how };
        case 'nested':
          return { bytes: gz(gz(b)), gzip: how };
        case 'header':
          return { bytes: gz(b).subarray(0, 10), gzip: how };
        default:
          return { bytes: b, gzip: how };
      }
    });
}

const NAMES = ['sitemap.xml', 'sitemap.xml', 'sitemap.xml.gz', 'sitemap.gz', 'sitemap.txt', 'robots.txt', 'sitemap.txt.gz', undefined];

/** Policies of the fuzz: each profile, sometimes hosts, a small max-bytes or a rule override. */
export function policyInput(): fc.Arbitrary<PolicyInput> {
  return fc.record({
    profile: fc.constantFrom('protocol' as const, 'google' as const, 'strict' as const),
    hosts: fc.constantFrom([], [], ['www.example.org']),
    maxBytes: fc.constantFrom(undefined, undefined, undefined, 64, 300, 4096),
    maxUrls: fc.constantFrom(undefined, undefined, 2),
    rules: fc.constantFrom<Record<string, SeverityOrOff>>({}, {}, { 'loc-host': 'notice' }, { 'lastmod-future': 'off' }, { 'findings-capped': 'warning' }),
  }).map((p) => {
    const out: PolicyInput = { profile: p.profile, hosts: p.hosts, rules: p.rules, now: NOW };
    if (p.maxBytes !== undefined) out.maxBytes = p.maxBytes;
    if (p.maxUrls !== undefined) out.maxUrls = p.maxUrls;
    return out;
  });
}

/** Documents of the grammar (XML, text, robots.txt), encoded and framed, with a name and a policy. */
export function grammarCase(): fc.Arbitrary<FuzzCase> {
  const xml = fc.tuple(framed(encoded(xmlDocument())), fc.constantFrom(...NAMES));
  const lines = lineDocument().chain((d) => fc.tuple(framed(encoded(fc.constant(d.text))), fc.constantFrom(d.name, d.name, `${d.name}.gz`, 'sitemap.xml')));
  return fc.tuple(fc.oneof({ weight: 4, arbitrary: xml }, { weight: 1, arbitrary: lines }), policyInput()).map(([[f, name], policy]) => ({
    origin: `grammar (gzip: ${f.gzip})`,
    bytes: f.bytes,
    name,
    policy,
  }));
}

// ---------------------------------------------------------------------------------------------
// The corpus and its mutations.

const REAL = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'real');
/** Longest part of a corpus file that mutations work on (the 100,000-URL file is cut). */
const CORPUS_CUT = 64 * 1024;

export interface CorpusFile {
  file: string;
  /** The content, inflated when the file is gzip (cut to 64 KiB). */
  plain: Uint8Array;
  gzip: boolean;
}

function inflateLoose(b: Uint8Array): Uint8Array {
  try {
    return gunzipSync(b, { finishFlush: 2 /* Z_SYNC_FLUSH */ });
  } catch {
    return b;
  }
}

export const CORPUS: readonly CorpusFile[] = readdirSync(REAL)
  .filter((f) => f !== 'SOURCES.tsv')
  .sort()
  .map((file) => {
    const raw = readFileSync(path.join(REAL, file));
    const gzip = raw[0] === 0x1f && raw[1] === 0x8b;
    const plain = gzip ? inflateLoose(raw) : raw;
    return { file, plain: plain.subarray(0, CORPUS_CUT), gzip };
  });

/** The name a corpus file would have in a site: without its `project__` prefix. */
function siteName(file: string): string {
  const i = file.indexOf('__');
  return i < 0 ? file : file.slice(i + 2);
}

type Mutation = { kind: 'flip'; at: number; value: number } | { kind: 'insert'; at: number; token: string } | { kind: 'delete'; at: number; length: number } | { kind: 'duplicate'; at: number; length: number } | { kind: 'truncate'; at: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), value: fc.integer({ min: 0, max: 255 }) }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), token: fc.constantFrom(...TOKENS) }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), token: fc.constantFrom(...TOKENS) }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 64 }) }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 256 }) }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
);

export function mutate(bytes: Uint8Array, mutations: readonly Mutation[]): Uint8Array {
  let b = Buffer.from(bytes);
  for (const m of mutations) {
    const at = b.length === 0 ? 0 : m.at % (b.length + 1);
    switch (m.kind) {
      case 'flip':
        if (b.length > 0) b[at % b.length] = m.value;
        break;
      case 'insert':
        b = Buffer.concat([b.subarray(0, at), Buffer.from(m.token, 'utf8'), b.subarray(at)]);
        break;
      case 'delete':
        b = Buffer.concat([b.subarray(0, at), b.subarray(at + m.length)]);
        break;
      case 'duplicate':
        b = Buffer.concat([b.subarray(0, at + m.length), b.subarray(at, at + m.length), b.subarray(at + m.length)]);
        break;
      case 'truncate':
        b = b.subarray(0, at);
        break;
    }
  }
  return b;
}

/** A corpus file after 1 to 6 mutations, gzipped again when it was gzip (sometimes truncated), under its own name. */
export function corpusCase(): fc.Arbitrary<FuzzCase> {
  return fc
    .record({
      i: fc.nat({ max: CORPUS.length - 1 }),
      mutations: fc.array(mutation, { minLength: 1, maxLength: 6 }),
      regzip: fc.constantFrom('same', 'same', 'same', 'gzip', 'truncate'),
      cut: fc.nat(),
      policy: policyInput(),
      renamed: fc.constantFrom(undefined, undefined, undefined, 'sitemap.xml', 'sitemap.txt', 'robots.txt'),
    })
    .map(({ i, mutations, regzip, cut, policy, renamed }) => {
      const c = CORPUS[i]!;
      let bytes: Uint8Array = mutate(c.plain, mutations);
      if ((c.gzip && regzip === 'same') || regzip === 'gzip') bytes = gzipSync(bytes);
      else if (regzip === 'truncate') {
        const z = gzipSync(bytes);
        bytes = z.subarray(0, cut % (z.length + 1));
      }
      return { origin: `corpus ${c.file} ${JSON.stringify(mutations)}`, bytes, name: renamed ?? siteName(c.file), policy };
    });
}

// ---------------------------------------------------------------------------------------------
// Oracles.

/** Severities a finding may have. */
const SEVERITIES = new Set(['error', 'warning', 'notice']);

/**
 * The inflated bytes the engine reads: gzip streams (by magic bytes) are inflated the same way
 * (chunk by chunk, keeping what came out before an error).
 */
export async function inflated(bytes: Uint8Array): Promise<Uint8Array> {
  if (!(bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b)) return bytes;
  const out: Buffer[] = [];
  const gz = createGunzip();
  const done = new Promise<void>((resolve) => {
    gz.on('data', (c: Buffer) => out.push(c));
    gz.on('end', () => resolve());
    gz.on('error', () => resolve());
  });
  // The same 64 KiB slices as validate(): zlib drops the output of a write that fails.
  const slices: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += 64 * 1024) slices.push(Buffer.from(bytes.subarray(i, i + 64 * 1024)));
  Readable.from(slices).pipe(gz);
  await done;
  return Buffer.concat(out);
}

/** Lines of a document as the engine counts them (LF, CRLF or CR end a line), in code points. */
export function lineLengths(bytes: Uint8Array): number[] {
  let b = Buffer.from(bytes);
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) b = b.subarray(3);
  const text = new TextDecoder('utf-8').decode(b);
  return text.split(/\r\n|\r|\n/).map((l) => [...l].length);
}

/** One thing wrong with a result. */
export interface Fault {
  /** `position`: a line or column outside the document; `finding`: anything else about one finding. */
  kind: 'result' | 'finding' | 'position' | 'order' | 'record';
  finding?: Finding;
  problem: string;
}

/** What is wrong with a finding, apart from its position, or undefined. */
export function findingFault(f: Finding, policy: Policy): string | undefined {
  if (!RULES_BY_ID.has(f.rule)) return `unknown rule id ${JSON.stringify(f.rule)}`;
  if (!SEVERITIES.has(f.severity)) return `bad severity ${JSON.stringify(f.severity)}`;
  if (policy.severities[f.rule] !== f.severity) return `severity ${f.severity} is not the policy's ${policy.severities[f.rule]}`;
  if (typeof f.message !== 'string' || f.message.length === 0) return 'no message';
  if (f.message.length >= 1000) return `message of ${f.message.length} characters`;
  if (/[\r\n]/.test(f.message)) return 'a line break in the message';
  const keys = Object.keys(f).sort().join(',');
  if (keys !== 'column,line,message,rule,severity' && keys !== 'message,rule,severity') return `unexpected keys ${keys}`;
  return undefined;
}

/** What is wrong with a 1-based position in a document of the given line lengths, or undefined. */
export function positionFault(line: number | undefined, column: number | undefined, lines: readonly number[]): string | undefined {
  if (line === undefined && column === undefined) return undefined;
  if (!Number.isSafeInteger(line) || !Number.isSafeInteger(column)) return `position ${line}:${column} is not whole numbers`;
  if (line! < 1 || line! > lines.length) return `line ${line} outside 1..${lines.length}`;
  const max = lines[line! - 1]! + 1;
  if (column! < 1 || column! > max) return `column ${column} outside 1..${max} on line ${line}`;
  return undefined;
}

/** Findings sorted by position, file-level first (DocumentResult's documented order). */
export function orderFault(findings: readonly Finding[]): string | undefined {
  for (let i = 1; i < findings.length; i++) {
    const a = findings[i - 1]!;
    const b = findings[i]!;
    const ka = [a.line ?? 0, a.column ?? 0];
    const kb = [b.line ?? 0, b.column ?? 0];
    if (ka[0]! > kb[0]! || (ka[0] === kb[0] && ka[1]! > kb[1]!)) return `finding ${i} (${b.rule} ${kb.join(':')}) comes after ${a.rule} ${ka.join(':')}`;
  }
  return undefined;
}

/** Every problem of a document result (empty when it is sound). */
export function resultFaults(
  r: { kind: string; entries: number; findings: readonly Finding[]; records?: readonly EntryRecord[] },
  lines: readonly number[],
  policy: Policy,
): Fault[] {
  const faults: Fault[] = [];
  if (!['urlset', 'sitemapindex', 'text', 'robots', 'rss', 'atom', 'unknown'].includes(r.kind)) faults.push({ kind: 'result', problem: `kind ${r.kind}` });
  if (!Number.isSafeInteger(r.entries) || r.entries < 0) faults.push({ kind: 'result', problem: `entries ${r.entries}` });
  if (!Array.isArray(r.findings)) return [...faults, { kind: 'result', problem: 'findings is not an array' }];
  for (const f of r.findings) {
    const where = `${f.rule} ${f.line ?? '-'}:${f.column ?? '-'}`;
    const fault = findingFault(f, policy);
    if (fault) faults.push({ kind: 'finding', finding: f, problem: `${where}: ${fault} (${String(f.message).slice(0, 120)})` });
    const position = positionFault(f.line, f.column, lines);
    if (position) faults.push({ kind: 'position', finding: f, problem: `${where}: ${position} (${String(f.message).slice(0, 120)})` });
  }
  const order = orderFault(r.findings);
  if (order) faults.push({ kind: 'order', problem: order });
  for (const rec of r.records ?? []) {
    const fault = positionFault(rec.line, rec.column, lines);
    if (fault) faults.push({ kind: 'record', problem: `record ${JSON.stringify(rec.loc.slice(0, 60))}: ${fault}` });
  }
  return faults;
}

/** Splits bytes into chunks at the given sizes (cycled), to feed the stream API. */
export async function* chunked(bytes: Uint8Array, sizes: readonly number[]): AsyncGenerator<Uint8Array> {
  let i = 0;
  let k = 0;
  while (i < bytes.length) {
    const n = Math.max(1, sizes.length === 0 ? bytes.length : sizes[k++ % sizes.length]!);
    yield bytes.subarray(i, Math.min(bytes.length, i + n));
    i += n;
  }
}

// ---------------------------------------------------------------------------------------------
// Where the product and the sitemap XSD differ by design (see test/xmllint.test.ts).

function trimXml(s: string): string {
  return s.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
}

/**
 * Why a document the protocol profile accepts may still be refused by `xmllint --schema`, by
 * design, or undefined. These are the DISAGREEMENTS of test/xmllint.test.ts where the product
 * is the more lenient side.
 */
export function byDesign(records: readonly EntryRecord[]): string | undefined {
  for (const r of records) {
    const loc = trimXml(r.loc).replace(/[ \t\r\n]+/g, ' ');
    if ([...loc].length < 12) return 'a loc shorter than 12 characters (XSD minLength 12; sitemaps.org sets no minimum)';
    if (r.lastmod === undefined) continue;
    const m = trimXml(r.lastmod);
    if (/^\d{4}(-\d{2})?$/.test(m)) return 'a lastmod of a year or year and month (valid W3C Datetime, not xsd:date)';
    if (/T\d{2}:\d{2}(?!:)/.test(m)) return 'a time without seconds (W3C Datetime, not xsd:dateTime)';
    if (m.startsWith('0000')) return 'the year 0000 (W3C Datetime; XSD 1.0 has no year zero)';
    const zone = /([+-])(\d{2}):(\d{2})$/.exec(m);
    if (zone && m.includes('T') && (Number(zone[2]) > 14 || (Number(zone[2]) === 14 && Number(zone[3]) > 0))) {
      return 'a zone offset beyond ±14:00 (W3C Datetime hours 00-23; the XSD stops at 14:00)';
    }
  }
  return undefined;
}
