/**
 * Syndication feeds read as sitemaps (sitemaps.org "Other formats"): RSS 2.0, Atom 1.0, Atom 0.3.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseRfc3339, parseRfc822 } from '../src/core/checks/feed.js';
import { check, locate, summary, utf8 } from './support/sitemap.js';

const NOW = new Date('2026-11-29T12:00:00Z');
const HOST = { now: NOW, hosts: ['www.beispiel.de'] };

function rss(items: string[], version = '2.0'): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="${version}">`,
    '  <channel>',
    '    <title>Example</title>',
    '    <link>https://www.beispiel.de/</link>',
    '    <description>News</description>',
    ...items.map((i) => `    ${i}`),
    '  </channel>',
    '</rss>',
  ].join('\n');
}

function atom03(entries: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed version="0.3" xmlns="http://purl.org/atom/ns#">',
    '  <title>Example</title>',
    '  <link rel="alternate" type="text/html" href="https://www.beispiel.de/"/>',
    '  <modified>2026-11-01T10:00:00Z</modified>',
    ...entries.map((e) => `  ${e}`),
    '</feed>',
  ].join('\n');
}

function atom10(entries: string[]): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    '  <title>Example</title>',
    '  <link href="https://www.beispiel.de/feed.xml" rel="self"/>',
    '  <updated>2026-11-01T10:00:00Z</updated>',
    ...entries.map((e) => `  ${e}`),
    '</feed>',
  ].join('\n');
}

const GOOD_RSS = rss([
  '<item><title>A</title><link>https://www.beispiel.de/a</link><pubDate>Sun, 01 Nov 2026 10:00:00 GMT</pubDate></item>',
  '<item><title>B</title><link>https://www.beispiel.de/b</link><pubDate>Mon, 2 Nov 2026 10:00:00 +0100</pubDate></item>',
]);

describe('RSS 2.0', () => {
  it('reads each item link as a loc and passes a valid feed', async () => {
    const r = await check(GOOD_RSS, HOST, 'feed.xml');
    expect(summary(r.findings)).toEqual([]);
    expect(r.kind).toBe('rss');
    expect(r.entries).toBe(2);
    expect(r.records.map((x) => x.loc)).toEqual(['https://www.beispiel.de/a', 'https://www.beispiel.de/b']);
  });

  it('judges a relative link, another host and a bad pubDate at their positions', async () => {
    const doc = rss([
      '<item><link>/relative</link></item>',
      '<item><link>https://evil.beispiel.ch/x</link></item>',
      '<item><link>https://www.beispiel.de/c</link><pubDate>2026-11-01</pubDate></item>',
    ]);
    const r = await check(doc, HOST, 'feed.xml');
    expect(r.findings.map((f) => [f.rule, f.line, f.column])).toEqual([
      ['loc-not-absolute', locate(doc, '/relative').line, locate(doc, '/relative').column],
      ['loc-host', locate(doc, 'https://evil').line, locate(doc, 'https://evil').column],
      ['lastmod-format', locate(doc, '2026-11-01<').line, locate(doc, '2026-11-01<').column],
    ]);
    expect(r.findings[2]!.message).toContain('RFC 822');
  });

  it('reports a pubDate whose weekday is wrong, and one in the future', async () => {
    const doc = rss([
      '<item><link>https://www.beispiel.de/a</link><pubDate>Mon, 01 Nov 2026 10:00:00 GMT</pubDate></item>',
      '<item><link>https://www.beispiel.de/b</link><pubDate>Fri, 01 Jan 2027 10:00:00 GMT</pubDate></item>',
    ]);
    const r = await check(doc, HOST, 'feed.xml');
    expect(r.findings.map((f) => [f.rule, f.line, f.column])).toEqual([
      ['lastmod-format', locate(doc, 'Mon, 01').line, locate(doc, 'Mon, 01').column],
      ['lastmod-future', locate(doc, 'Fri, 01').line, locate(doc, 'Fri, 01').column],
    ]);
    expect(r.findings[0]!.message).toContain('is a Sun, not a Mon');
  });

  it('reports duplicates and an empty feed', async () => {
    const dup = rss(['<item><link>https://www.beispiel.de/a</link></item>', '<item><link>https://www.beispiel.de/a</link></item>']);
    const r = await check(dup, HOST, 'feed.xml');
    expect(summary(r.findings)).toEqual([`loc-duplicate ${locate(dup, 'https://www.beispiel.de/a', 1).line}:${locate(dup, 'https://www.beispiel.de/a', 1).column}`]);
    const empty = rss(['<item><title>no link</title></item>']);
    const e = await check(empty, HOST, 'feed.xml');
    // A valid feed that lists nothing: a warning, not an error.
    expect(summary(e.findings)).toEqual([`feed-empty ${locate(empty, '<rss').line}:${locate(empty, '<rss').column}`]);
    expect(e.findings[0]!.severity).toBe('warning');
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><title>t</title><id>urn:x</id><updated>2026-01-01T00:00:00Z</updated></feed>`;
    const a = await check(atom, HOST, 'atom.xml');
    expect(summary(a.findings)).toEqual(['feed-empty 1:1']);
    expect(a.findings[0]!.severity).toBe('warning');
    // An override of url-count, which covered it, sets it too.
    expect((await check(empty, { ...HOST, rules: { 'url-count': 'error' } }, 'feed.xml')).findings[0]!.severity).toBe('error');
  });

  it('reads only RSS 2.0', async () => {
    const doc = rss(['<item><link>https://www.beispiel.de/a</link></item>'], '0.91');
    const r = await check(doc, HOST, 'feed.xml');
    expect(summary(r.findings)).toEqual([`root-element ${locate(doc, '<rss').line}:${locate(doc, '<rss').column}`]);
  });

  it('is refused by the strict profile', async () => {
    const r = await check(GOOD_RSS, { ...HOST, profile: 'strict' }, 'feed.xml');
    expect(summary(r.findings)).toEqual([`root-element ${locate(GOOD_RSS, '<rss').line}:${locate(GOOD_RSS, '<rss').column}`]);
  });

  it('gives the same findings gzipped', async () => {
    const doc = rss(['<item><link>/relative</link></item>']);
    const plain = await check(doc, HOST, 'feed.xml');
    const gz = await check(new Uint8Array(gzipSync(utf8(doc))), HOST, 'feed.xml.gz');
    expect(gz.findings).toEqual(plain.findings);
    expect(gz.kind).toBe('rss');
  });
});

describe('Atom 0.3', () => {
  it('reads alternate links and modified dates', async () => {
    const doc = atom03([
      '<entry><title>A</title><link rel="alternate" type="text/html" href="https://www.beispiel.de/a"/><modified>2026-11-01T10:00:00Z</modified></entry>',
    ]);
    const r = await check(doc, HOST, 'atom.xml');
    expect(summary(r.findings)).toEqual([]);
    expect(r.kind).toBe('atom');
    expect(r.records.map((x) => x.loc)).toEqual(['https://www.beispiel.de/a']);
  });

  it('judges a relative href at the link, other hosts, and a bad modified date', async () => {
    const doc = atom03([
      '<entry><link rel="alternate" href="relative.html"/><modified>2026-13-01T10:00:00Z</modified></entry>',
      '<entry><link rel="alternate" href="https://other.beispiel.at/b"/><link rel="edit" href="edit-me"/></entry>',
    ]);
    const r = await check(doc, HOST, 'atom.xml');
    const link1 = locate(doc, '<link rel="alternate" href="relative');
    const mod = locate(doc, '2026-13-01');
    const link2 = locate(doc, '<link rel="alternate" href="https://other');
    expect(r.findings.map((f) => [f.rule, f.line, f.column])).toEqual([
      ['loc-not-absolute', link1.line, link1.column],
      ['lastmod-format', mod.line, mod.column],
      ['loc-host', link2.line, link2.column],
    ]);
    expect(r.findings[1]!.message).toContain('<modified>');
  });
});

describe('Atom 1.0', () => {
  it('takes rel="alternate" in any case and as the IANA IRI it stands for (RFC 4287 4.2.7.2)', async () => {
    const doc = atom10([
      '<entry><link rel="ALTERNATE" href="https://www.beispiel.de/a"/><updated>2026-11-01T10:00:00Z</updated></entry>',
      '<entry><link rel="http://www.iana.org/assignments/relation/alternate" href="https://www.beispiel.de/b"/><updated>2026-11-01T10:00:00Z</updated></entry>',
      '<entry><link rel=" alternate " href="https://www.beispiel.de/c"/><updated>2026-11-01T10:00:00Z</updated></entry>',
      '<entry><link rel="http://www.iana.org/assignments/relation/edit" href="https://www.beispiel.de/d"/><link rel="alternates" href="https://www.beispiel.de/e"/></entry>',
    ]);
    const r = await check(doc, HOST, 'feed.xml');
    expect(r.records.map((x) => x.loc)).toEqual(['https://www.beispiel.de/a', 'https://www.beispiel.de/b', 'https://www.beispiel.de/c']);
  });

  it('takes links with no rel or rel="alternate", and judges updated as RFC 3339', async () => {
    const doc = atom10([
      '<entry><link href="https://www.beispiel.de/a"/><link rel="enclosure" href="x.mp3"/><updated>2026-11-01T10:00:00+01:00</updated></entry>',
      '<entry><link rel="alternate" href="https://www.beispiel.de/b"/><updated>2026-11-01</updated></entry>',
      '<entry><link rel="alternate"/></entry>',
    ]);
    const r = await check(doc, HOST, 'atom.xml');
    const upd = locate(doc, '2026-11-01</updated>');
    const bare = locate(doc, '<link rel="alternate"/>');
    expect(r.findings.map((f) => [f.rule, f.line, f.column])).toEqual([
      ['lastmod-format', upd.line, upd.column],
      ['missing-loc', bare.line, bare.column],
    ]);
    expect(r.records.map((x) => x.loc)).toEqual(['https://www.beispiel.de/a', 'https://www.beispiel.de/b']);
  });

  it('accepts the Atom feed of the real corpus', async () => {
    const bytes = readFileSync(path.join(__dirname, 'fixtures/real/crawler-commons__atom-1.0-feed.xml'));
    const r = await check(new Uint8Array(bytes), { now: NOW }, 'atom-1.0-feed.xml');
    expect(r.kind).toBe('atom');
    // Its links are on example.org (RFC 2606): loc-reserved-host warnings, true positives; nothing else.
    expect(r.findings.map((f) => `${f.line}:${f.column} ${f.rule} ${f.severity}`)).toEqual(['18:3 loc-reserved-host warning', '19:3 loc-reserved-host warning']);
    expect(r.findings[0]!.message).toBe(
      'The loc "http://example.org/2003/12/13/atom03" has the host "example.org", a name under example.org, which RFC 2606 reserves for documentation and no public site has: the sitemap was built for a local, test or placeholder address; build it with the public URL of the site (or name the host in hosts if it is meant).',
    );
    expect(r.entries).toBe(2);
  });
});

describe('feed dates', () => {
  it('parses RFC 822 dates with zones and two-digit years', () => {
    expect(parseRfc822('Sat, 07 Sep 2002 00:00:01 GMT')).toBe(Date.UTC(2002, 8, 7, 0, 0, 1));
    expect(parseRfc822('07 Sep 02 02:00 +0200')).toBe(Date.UTC(2002, 8, 7, 0, 0, 0));
    expect(parseRfc822('Sat, 07 Sep 2002 00:00:01 EST')).toBe(Date.UTC(2002, 8, 7, 5, 0, 1));
    expect(typeof parseRfc822('31 Feb 2002 00:00 GMT')).toBe('string');
    expect(typeof parseRfc822('Sat, 07 Sep 2002 24:00 GMT')).toBe('string');
    expect(typeof parseRfc822('Sat, 07 Sep 2002 00:00 XYZ')).toBe('string');
    expect(typeof parseRfc822('2002-09-07')).toBe('string');
  });

  it('parses RFC 3339 date-times and refuses dates without a time or zone', () => {
    expect(parseRfc3339('2003-12-13T18:30:02Z')).toBe(Date.UTC(2003, 11, 13, 18, 30, 2));
    expect(parseRfc3339('2003-12-13T18:30:02.25-01:00')).toBe(Date.UTC(2003, 11, 13, 19, 30, 2, 250));
    expect(typeof parseRfc3339('2003-12-13')).toBe('string');
    expect(typeof parseRfc3339('2003-12-13T18:30:02')).toBe('string');
    expect(typeof parseRfc3339('2003-02-30T18:30:02Z')).toBe('string');
  });
});
