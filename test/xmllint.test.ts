/**
 * Differential test against libxml2's schema validator: core-protocol documents (urlset and
 * sitemap index, no extension elements) judged by `xmllint --schema` with the sitemaps.org XSDs
 * (copies in test/fixtures/xsd) and by the `protocol` profile. The verdicts must agree (valid:
 * no finding of severity error; invalid: at least one), except for the cases listed in
 * DISAGREEMENTS, each with the reason the difference is by design.
 */
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PolicyInput } from '../src/core/policy/policy.js';
import { check, NS, summary, utf8 } from './support/sitemap.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const XSD_DIR = path.join(repoRoot, 'test', 'fixtures', 'xsd');
const SHARED_REFERENCE = path.resolve(repoRoot, '../shared/reference');

const XMLLINT = spawnSync('xmllint', ['--version'], { encoding: 'utf8' }).status === 0;
if (!XMLLINT) {
  console.warn('xmllint.test.ts: xmllint was not found, so the differential tests are skipped. Install it with: apt-get install -y libxml2-utils');
}

type Verdict = 'valid' | 'invalid';

/** Runs xmllint on `doc` (given on stdin) against the schema of its root. */
function xmllint(doc: string): { verdict: Verdict; output: string } {
  const xsd = /<(?:\w+:)?sitemapindex[\s>]/.test(doc) ? 'siteindex.xsd' : 'sitemap.xsd';
  const r = spawnSync('xmllint', ['--noout', '--schema', path.join(XSD_DIR, xsd), '-'], { input: doc, encoding: 'utf8' });
  // 0: valid; 1: not well-formed; 3: schema validity error. 5 would be an unusable schema.
  expect([0, 1, 3], r.stderr).toContain(r.status);
  return { verdict: r.status === 0 ? 'valid' : 'invalid', output: r.stderr };
}

const DECL = '<?xml version="1.0" encoding="UTF-8"?>';
const PAGE = 'https://www.example.org/';

/** A urlset of the given lines. */
function urlset(...body: string[]): string {
  return `${[DECL, `<urlset xmlns="${NS}">`, ...body, '</urlset>'].join('\n')}\n`;
}

/** A urlset with one `<url>` of the given field lines. */
function one(...fields: string[]): string {
  return urlset('  <url>', ...fields.map((f) => `    ${f}`), '  </url>');
}

const loc = (value: string): string => `<loc>${value}</loc>`;
const lastmod = (value: string): string => `<lastmod>${value}</lastmod>`;

/** A sitemap index of the given lines. */
function index(...body: string[]): string {
  return `${[DECL, `<sitemapindex xmlns="${NS}">`, ...body, '</sitemapindex>'].join('\n')}\n`;
}

interface Case {
  name: string;
  doc: string;
  /** The verdict of both, when they agree. */
  verdict: Verdict;
  /** For an invalid document: a rule id the protocol profile reports as an error. */
  rule?: string;
  policy?: PolicyInput;
}

const AGREEMENTS: Case[] = [
  // Valid for both
  { name: 'a minimal urlset', doc: one(loc(PAGE)), verdict: 'valid' },
  {
    name: 'all four fields',
    doc: one(loc(PAGE), lastmod('2024-01-15'), '<changefreq>weekly</changefreq>', '<priority>0.8</priority>'),
    verdict: 'valid',
  },
  { name: 'lastmod as a dateTime with an offset', doc: one(loc(PAGE), lastmod('2024-01-15T09:30:00+01:00')), verdict: 'valid' },
  { name: 'lastmod with a fraction and Z', doc: one(loc(PAGE), lastmod('2024-01-15T09:30:00.123Z')), verdict: 'valid' },
  {
    name: 'a prefixed namespace',
    doc: `${DECL}\n<sm:urlset xmlns:sm="${NS}">\n  <sm:url>\n    <sm:loc>${PAGE}</sm:loc>\n  </sm:url>\n</sm:urlset>\n`,
    verdict: 'valid',
  },
  {
    name: 'an xml-stylesheet PI and comments',
    doc: `${DECL}\n<?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>\n<!-- generated -->\n<urlset xmlns="${NS}">\n  <!-- pages -->\n  <url>\n    <loc>${PAGE}</loc>\n  </url>\n</urlset>\n`,
    verdict: 'valid',
  },
  {
    name: 'xsi:schemaLocation on the root',
    doc: urlset('  <url>', `    ${loc(PAGE)}`, '  </url>').replace(
      `<urlset xmlns="${NS}">`,
      `<urlset xmlns="${NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${NS} ${NS}/sitemap.xsd">`,
    ),
    verdict: 'valid',
  },
  { name: 'a CDATA loc and an escaped &', doc: urlset('  <url>', `    <loc><![CDATA[${PAGE}?a=1&b=2]]></loc>`, '  </url>', '  <url>', `    ${loc(`${PAGE}?a=1&amp;b=3`)}`, '  </url>'), verdict: 'valid' },
  { name: 'whitespace around the loc (a warning only)', doc: one(loc(`\n      ${PAGE}\n    `)), verdict: 'valid' },
  { name: 'a non-ASCII path (a warning only)', doc: one(loc(`${PAGE}caf\u00e9`)), verdict: 'valid' },
  { name: 'a fragment (a warning only)', doc: one(loc(`${PAGE}#top`)), verdict: 'valid' },
  { name: 'priority .5 and changefreq never', doc: one(loc(PAGE), '<changefreq>never</changefreq>', '<priority>.5</priority>'), verdict: 'valid' },
  { name: 'an IPv6 host', doc: one(loc('https://[2001:db8::1]/page')), verdict: 'valid' },
  {
    name: 'a sitemap index with lastmod',
    doc: index('  <sitemap>', `    ${loc(`${PAGE}sitemap-1.xml`)}`, `    ${lastmod('2024-01-15')}`, '  </sitemap>', '  <sitemap>', `    ${loc(`${PAGE}sitemap-2.xml`)}`, '  </sitemap>'),
    verdict: 'valid',
  },
  { name: 'a UTF-8 byte order mark', doc: `\ufeff${one(loc(PAGE))}`, verdict: 'valid' },
  // Invalid for both
  { name: 'the Google 0.84 namespace', doc: one(loc(PAGE)).replace(NS, 'http://www.google.com/schemas/sitemap/0.84'), verdict: 'invalid', rule: 'namespace' },
  { name: 'the https namespace', doc: one(loc(PAGE)).replace(NS, 'https://www.sitemaps.org/schemas/sitemap/0.9'), verdict: 'invalid', rule: 'namespace' },
  { name: 'no namespace', doc: one(loc(PAGE)).replace(` xmlns="${NS}"`, ''), verdict: 'invalid', rule: 'namespace' },
  { name: 'a url without loc', doc: one(lastmod('2024-01-15')), verdict: 'invalid', rule: 'missing-loc' },
  { name: 'lastmod before loc', doc: one(lastmod('2024-01-15'), loc(PAGE)), verdict: 'invalid', rule: 'field-order' },
  { name: 'priority before changefreq', doc: one(loc(PAGE), '<priority>0.5</priority>', '<changefreq>daily</changefreq>'), verdict: 'invalid', rule: 'field-order' },
  { name: 'two loc', doc: one(loc(PAGE), loc(`${PAGE}b`)), verdict: 'invalid', rule: 'duplicate-field' },
  { name: 'changefreq Daily', doc: one(loc(PAGE), '<changefreq>Daily</changefreq>'), verdict: 'invalid', rule: 'changefreq-value' },
  { name: 'changefreq with a leading space', doc: one(loc(PAGE), '<changefreq> daily</changefreq>'), verdict: 'invalid', rule: 'changefreq-value' },
  { name: 'priority 1.5', doc: one(loc(PAGE), '<priority>1.5</priority>'), verdict: 'invalid', rule: 'priority-value' },
  { name: 'priority 5e-1', doc: one(loc(PAGE), '<priority>5e-1</priority>'), verdict: 'invalid', rule: 'priority-value' },
  { name: 'lastmod 2024-02-30', doc: one(loc(PAGE), lastmod('2024-02-30')), verdict: 'invalid', rule: 'lastmod-format' },
  { name: 'lastmod in words', doc: one(loc(PAGE), lastmod('January 15, 2024')), verdict: 'invalid', rule: 'lastmod-format' },
  { name: 'an empty urlset', doc: urlset(), verdict: 'invalid', rule: 'url-count' },
  { name: 'an empty sitemap index', doc: index(), verdict: 'invalid', rule: 'url-count' },
  {
    name: 'a <url> in a sitemap index',
    doc: index('  <sitemap>', `    ${loc(`${PAGE}sitemap-1.xml`)}`, '  </sitemap>', '  <url>', `    ${loc(PAGE)}`, '  </url>'),
    verdict: 'invalid',
    rule: 'unexpected-element',
  },
  {
    name: 'changefreq in a sitemap index entry',
    doc: index('  <sitemap>', `    ${loc(`${PAGE}sitemap-1.xml`)}`, '    <changefreq>daily</changefreq>', '  </sitemap>'),
    verdict: 'invalid',
    rule: 'unexpected-element',
  },
  { name: 'text in url', doc: urlset('  <url>', `    ${loc(PAGE)} home`, '  </url>'), verdict: 'invalid', rule: 'unexpected-text' },
  { name: 'a no-break space in url (not XML whitespace)', doc: urlset('  <url>\u00a0', `    ${loc(PAGE)}`, '  </url>'), verdict: 'invalid', rule: 'unexpected-text' },
  { name: 'an attribute on url', doc: urlset('  <url id="1">', `    ${loc(PAGE)}`, '  </url>'), verdict: 'invalid', rule: 'unexpected-attribute' },
  {
    name: 'an element in no namespace in url',
    doc: `${DECL}\n<sm:urlset xmlns:sm="${NS}">\n  <sm:url>\n    <sm:loc>${PAGE}</sm:loc>\n    <note>x</note>\n  </sm:url>\n</sm:urlset>\n`,
    verdict: 'invalid',
    rule: 'unexpected-element',
  },
  { name: '<foo> of the sitemap namespace in url', doc: one(loc(PAGE), '<foo/>'), verdict: 'invalid', rule: 'unexpected-element' },
  { name: '<LOC>', doc: one(loc(PAGE), `<LOC>${PAGE}</LOC>`), verdict: 'invalid', rule: 'unexpected-element' },
  { name: 'a loc of 2,049 characters', doc: one(loc(PAGE + 'a'.repeat(2049 - PAGE.length))), verdict: 'invalid', rule: 'loc-too-long' },
  { name: 'an empty loc', doc: one(loc('')), verdict: 'invalid', rule: 'loc-empty' },
  { name: 'a malformed % escape', doc: one(loc(`${PAGE}%GG`)), verdict: 'invalid', rule: 'loc-invalid' },
  { name: 'two # in a loc', doc: one(loc(`${PAGE}a#b#c`)), verdict: 'invalid', rule: 'loc-invalid' },
  { name: 'a raw &', doc: one(loc(`${PAGE}?a=1&b=2`)), verdict: 'invalid', rule: 'xml-not-well-formed' },
  { name: 'an undefined entity', doc: one(loc(`${PAGE}&nbsp;`)), verdict: 'invalid', rule: 'xml-not-well-formed' },
  { name: 'an unclosed url', doc: `${DECL}\n<urlset xmlns="${NS}">\n  <url>\n    ${loc(PAGE)}\n`, verdict: 'invalid', rule: 'xml-not-well-formed' },
];

interface Disagreement {
  name: string;
  doc: string;
  ours: Verdict;
  xmllint: Verdict;
  /** The rule the protocol profile reports when it refuses the document. */
  rule?: string;
  policy?: PolicyInput;
  /** Why the difference is by design. */
  reason: string;
}

/** Where the product and the XSD differ on purpose. */
const DISAGREEMENTS: Disagreement[] = [
  {
    name: 'a loc of exactly 2,048 characters',
    doc: one(loc(PAGE + 'a'.repeat(2048 - PAGE.length))),
    ours: 'invalid',
    xmllint: 'valid',
    rule: 'loc-too-long',
    reason: 'sitemaps.org asks for "less than 2,048 characters"; the XSD says maxLength 2048.',
  },
  {
    name: 'a loc of 11 characters',
    doc: one(loc('http://a.b/')),
    ours: 'valid',
    xmllint: 'invalid',
    reason: 'The XSD has minLength 12, which the protocol text does not ask for; http://a.b/ is a complete absolute URL.',
  },
  {
    name: 'a space in the loc',
    doc: one(loc(`${PAGE}a b`)),
    ours: 'invalid',
    xmllint: 'valid',
    rule: 'loc-invalid',
    reason: 'xsd:anyURI is lax (libxml2 escapes the value before parsing it); RFC 3986 has no space, so crawlers see another URL.',
  },
  {
    name: 'a backslash in the loc',
    doc: one(loc(`${PAGE}a\\b`)),
    ours: 'invalid',
    xmllint: 'valid',
    rule: 'loc-invalid',
    reason: 'As for the space: RFC 3986 does not allow "\\"; browsers even read it as "/".',
  },
  {
    name: 'a relative loc',
    doc: one(loc('/about/team/index.html')),
    ours: 'invalid',
    xmllint: 'valid',
    rule: 'loc-not-absolute',
    reason: 'xsd:anyURI accepts relative references; sitemaps.org requires absolute URLs.',
  },
  {
    name: 'an empty host',
    doc: one(loc('https:///about/team/')),
    ours: 'invalid',
    xmllint: 'valid',
    rule: 'loc-not-absolute',
    reason: 'Syntactically a URI (empty authority), but no page can be fetched from it.',
  },
  {
    name: 'a mailto loc',
    doc: one(loc('mailto:a@example.org')),
    ours: 'invalid',
    xmllint: 'valid',
    rule: 'loc-scheme',
    reason: 'An absolute URI of another scheme is an xsd:anyURI; sitemaps list http and https pages.',
  },
  {
    name: 'an https loc without "//"',
    doc: one(loc('https:www.example.org/page')),
    ours: 'invalid',
    xmllint: 'valid',
    rule: 'loc-not-absolute',
    reason: 'RFC 3986 reads a scheme and a path with no host; an http(s) URL needs "//" and a host.',
  },
  {
    name: 'a non-ASCII loc of 2,047 characters, 12,162 once escaped',
    doc: one(loc(PAGE + '\u00e9'.repeat(2047 - PAGE.length))),
    ours: 'invalid',
    xmllint: 'valid',
    rule: 'loc-too-long',
    reason: 'The XSD counts the characters as written; crawlers request the URL escaped to ASCII (sitemaps.org: URLs must be URL-escaped), 12,162 characters here.',
  },
  {
    name: 'an ftp loc',
    doc: one(loc('ftp://www.example.org/file.txt')),
    ours: 'invalid',
    xmllint: 'valid',
    rule: 'loc-scheme',
    reason: 'Any scheme is an xsd:anyURI; sitemaps list http and https pages.',
  },
  {
    name: 'a time without a zone',
    doc: one(loc(PAGE), lastmod('2024-01-15T09:30:00')),
    ours: 'invalid',
    xmllint: 'valid',
    rule: 'lastmod-format',
    reason: 'W3C Datetime (what sitemaps.org names) requires a zone with a time; xsd:dateTime does not (lastmod: w3c, the default).',
  },
  {
    name: 'a time without seconds',
    doc: one(loc(PAGE), lastmod('2024-01-15T09:30+01:00')),
    ours: 'valid',
    xmllint: 'invalid',
    reason: 'W3C Datetime allows hh:mm; xsd:dateTime needs seconds (use lastmod: xsd to follow the XSD).',
  },
  {
    name: 'a year and month only',
    doc: one(loc(PAGE), lastmod('2024-05')),
    ours: 'valid',
    xmllint: 'invalid',
    reason: 'Valid W3C Datetime (reported as the notice lastmod-imprecise); the XSD takes full dates only.',
  },
  {
    name: 'a date with a zone',
    doc: one(loc(PAGE), lastmod('2024-01-15+01:00')),
    ours: 'invalid',
    xmllint: 'valid',
    rule: 'lastmod-format',
    reason: 'xsd:date allows a zone; W3C Datetime has none on a date alone.',
  },
  {
    name: 'the hour 24:00:00',
    doc: one(loc(PAGE), lastmod('2024-01-15T24:00:00Z')),
    ours: 'invalid',
    xmllint: 'valid',
    rule: 'lastmod-format',
    reason: 'XSD 1.0 allows 24:00:00 as the end of a day; W3C Datetime hours are 00-23.',
  },
  {
    name: 'the year 0000',
    doc: one(loc(PAGE), lastmod('0000-01-01')),
    ours: 'valid',
    xmllint: 'invalid',
    reason: 'W3C Datetime years are 0000-9999; XSD 1.0 has no year zero.',
  },
  {
    name: 'two hosts in one file',
    doc: urlset('  <url>', `    ${loc(PAGE)}`, '  </url>', '  <url>', `    ${loc('https://example.com/')}`, '  </url>'),
    ours: 'invalid',
    xmllint: 'valid',
    rule: 'loc-mixed-hosts',
    reason: 'sitemaps.org: all URLs of a sitemap must be from a single host; the XSD cannot say so.',
  },
  {
    name: 'a host outside the hosts policy',
    doc: one(loc('https://www.example.org.evil/')),
    policy: { hosts: ['www.example.org'] },
    ours: 'invalid',
    xmllint: 'valid',
    rule: 'loc-host',
    reason: 'A policy rule (hosts), beyond the schema.',
  },
  {
    name: 'a DOCTYPE',
    doc: `${DECL}\n<!DOCTYPE urlset>\n${one(loc(PAGE)).slice(DECL.length + 1)}`,
    ours: 'invalid',
    xmllint: 'valid',
    rule: 'dtd-forbidden',
    reason: 'Well-formed and schema-valid, but a sitemap never needs a DTD and one can expand or fetch entities: refused unread.',
  },
  {
    name: 'the same loc twice',
    doc: urlset('  <url>', `    ${loc(PAGE)}`, '  </url>', '  <url>', `    ${loc(PAGE)}`, '  </url>'),
    ours: 'invalid',
    xmllint: 'valid',
    rule: 'loc-duplicate',
    reason: 'Duplicates waste crawl budget and Bing reports them; the XSD has no uniqueness constraint.',
  },
];

/** The verdict of the product's protocol profile, with its error rule ids. */
async function ours(c: { doc: string; policy?: PolicyInput }): Promise<{ verdict: Verdict; errors: string[]; all: string[] }> {
  const r = await check(utf8(c.doc), c.policy ?? {});
  const errors = r.findings.filter((f) => f.severity === 'error').map((f) => f.rule);
  return { verdict: errors.length === 0 ? 'valid' : 'invalid', errors, all: summary(r.findings) };
}

describe.skipIf(!XMLLINT)('differential against xmllint --schema (skipped when xmllint is not installed)', () => {
  it.each(AGREEMENTS)('agree: $name ($verdict)', async (c) => {
    const x = xmllint(c.doc);
    const o = await ours(c);
    expect({ xmllint: x.verdict, ours: o.verdict }, `${x.output}\n${o.all.join('\n')}`).toEqual({ xmllint: c.verdict, ours: c.verdict });
    if (c.rule) expect(o.errors).toContain(c.rule);
  });

  it.each(DISAGREEMENTS)('differ by design: $name (ours $ours, xmllint $xmllint)', async (c) => {
    const x = xmllint(c.doc);
    const o = await ours(c);
    expect({ xmllint: x.verdict, ours: o.verdict }, `${c.reason}\n${x.output}\n${o.all.join('\n')}`).toEqual({ xmllint: c.xmllint, ours: c.ours });
    if (c.rule) expect(o.errors).toEqual([c.rule]);
  });

  it('has enough cases on both sides', () => {
    expect(AGREEMENTS.length).toBeGreaterThanOrEqual(25);
    expect(AGREEMENTS.filter((c) => c.verdict === 'valid').length).toBeGreaterThanOrEqual(10);
    expect(AGREEMENTS.filter((c) => c.verdict === 'invalid').length).toBeGreaterThanOrEqual(10);
    expect(new Set([...AGREEMENTS, ...DISAGREEMENTS].map((c) => c.name)).size).toBe(AGREEMENTS.length + DISAGREEMENTS.length);
  });
});

/**
 * lastmod values under `lastmod: xsd`, with libxml2's verdict: XML Schema Part 2 years (a leading
 * "-", more than four digits without a leading zero, no 0000, at most a 64-bit number), fractions,
 * 24:00:00, zones within ±14:00, leap years counted by the year's value.
 */
const XSD_LASTMOD: Array<[string, Verdict]> = [
  ['-0001-01-01', 'valid'],
  ['12024-01-01', 'valid'],
  ['10000-01-01', 'valid'],
  ['-10000-01-01', 'valid'],
  ['0123-01-01', 'valid'],
  ['-0123-01-01', 'valid'],
  ['0000-01-01', 'invalid'],
  ['-0000-01-01', 'invalid'],
  ['01234-01-01', 'invalid'],
  ['-01234-01-01', 'invalid'],
  ['-1-01-01', 'invalid'],
  ['+2024-01-01', 'invalid'],
  ['9223372036854775807-01-01', 'valid'],
  ['9223372036854775808-01-01', 'invalid'],
  ['-0004-02-29', 'valid'],
  ['-0001-02-29', 'invalid'],
  ['-0100-02-29', 'invalid'],
  ['-0400-02-29', 'valid'],
  ['10000-02-29', 'valid'],
  ['12025-02-29', 'invalid'],
  ['2024-01-01T10:00:00.5', 'valid'],
  ['2024-01-01T10:00:00.123456789Z', 'valid'],
  ['2024-01-01T10:00:00.', 'invalid'],
  ['2024-01-01T24:00:00', 'valid'],
  ['2024-12-31T24:00:00.000Z', 'valid'],
  ['-0001-12-31T24:00:00', 'valid'],
  ['2024-01-01T24:00:00.1', 'invalid'],
  ['2024-01-01T24:00:01', 'invalid'],
  ['2024-01-01T10:00:60', 'invalid'],
  ['2024-01-01+14:00', 'valid'],
  ['2024-01-01-14:00', 'valid'],
  ['2024-01-01+14:01', 'invalid'],
  ['2024-01-01T10:00:00+14:00', 'valid'],
  ['2024-01-01T10:00:00-14:00', 'valid'],
  ['2024-01-01T10:00:00+14:01', 'invalid'],
  ['2024-01-01T10:00:00-14:01', 'invalid'],
  ['12024-01-01T10:00:00+13:59', 'valid'],
  ['2024-01-01T10:00', 'invalid'],
];

describe.skipIf(!XMLLINT)('lastmod: xsd agrees with xmllint --schema on every value (skipped when xmllint is not installed)', () => {
  it.each(XSD_LASTMOD)('%j is %s', async (value, verdict) => {
    const doc = one(loc(PAGE), lastmod(value));
    const x = xmllint(doc);
    const o = await ours({ doc, policy: { lastmod: 'xsd' } });
    expect({ xmllint: x.verdict, ours: o.verdict }, `${x.output}\n${o.all.join('\n')}`).toEqual({ xmllint: verdict, ours: verdict });
    if (verdict === 'invalid') expect(o.errors).toEqual(['lastmod-format']);
  });
});

describe('the schema copies', () => {
  it('are present in test/fixtures/xsd', () => {
    for (const f of ['sitemap.xsd', 'siteindex.xsd']) expect(existsSync(path.join(XSD_DIR, f))).toBe(true);
  });

  it.skipIf(!existsSync(SHARED_REFERENCE))('match the shared reference copies when those are at hand', () => {
    for (const f of ['sitemap.xsd', 'siteindex.xsd']) {
      expect(readFileSync(path.join(XSD_DIR, f), 'utf8')).toBe(readFileSync(path.join(SHARED_REFERENCE, f), 'utf8'));
    }
  });
});
