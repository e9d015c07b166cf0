/**
 * Faults of whole files and documents met on real sites: each kind of fault, with inputs beyond
 * the one it was found with, at exact positions.
 */
import { describe, expect, it } from 'vitest';
import { validate } from '../src/core/read/engine.js';
import type { PolicyInput } from '../src/core/policy/policy.js';
import type { Finding } from '../src/core/types.js';
import { NS } from './support/sitemap.js';

const NOW = new Date('2026-06-01T00:00:00Z');

async function judge(doc: string | Uint8Array, name: string, policy: PolicyInput = {}) {
  return validate(typeof doc === 'string' ? Buffer.from(doc) : doc, { now: NOW, ...policy }, { name });
}

/** Findings as `rule line:column` strings, in report order. */
function at(r: { findings: Finding[] }): string[] {
  return r.findings.map((f) => `${f.rule} ${f.line ?? '-'}:${f.column ?? '-'}`);
}

describe('a robots.txt is known by its content too', () => {
  const staging = '# Staging: keep crawlers out\n\nUser-agent: *\nDisallow: /\nSitemap: https://staging.beispiel.de/sitemap.xml\n';

  it('a renamed copy is read as robots.txt, not as a text sitemap of bad lines', async () => {
    for (const name of ['robots.staging.txt', 'public/robots-old.txt', 'robots.txt.bak', 'robots']) {
      const r = await judge(staging, name);
      expect(r.kind, name).toBe('robots');
      expect(at(r), name).toEqual(['robots-disallow-all 4:1']);
    }
  });

  it('any field of robots.txt on the first line of content decides, in any case, after comments and blank lines', async () => {
    for (const first of ['Sitemap: https://www.beispiel.de/sitemap.xml', 'user-agent: Googlebot', 'DISALLOW: /private/', 'Allow : /', 'Crawl-delay: 10', 'Host: www.beispiel.de']) {
      const r = await judge(`\n# comment\n   # another\n${first}\n`, 'robots-copy.txt');
      expect(r.kind, first).toBe('robots');
    }
  });

  it('a text sitemap and XML stay what they are', async () => {
    expect((await judge('https://www.beispiel.de/\nhttps://www.beispiel.de/a\n', 'urls.txt')).kind).toBe('text');
    expect((await judge('# not a field\nhttps://www.beispiel.de/\n', 'urls.txt')).kind).toBe('text');
    expect((await judge(`<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/</loc></url></urlset>`, 'robots-like.txt')).kind).toBe('urlset');
    // A word that only starts like a field is no robots.txt.
    expect((await judge('Sitemaps of this site:\nhttps://www.beispiel.de/\n', 'urls.txt')).kind).toBe('text');
  });
});

const OPEN = `<urlset xmlns="${NS}">`;

describe('a DOCTYPE is skipped and the rest of the document is checked', () => {
  const body = `${OPEN}\n  <url><loc>/a</loc></url>\n  <url><loc>/a</loc></url>\n</urlset>\n`;
  const doctypes = [
    '<!DOCTYPE urlset>',
    '<!DOCTYPE urlset SYSTEM "https://www.beispiel.de/sitemap.dtd">',
    '<!DOCTYPE urlset PUBLIC "-//X//DTD Y//EN" \'x.dtd\'>',
    '<!DOCTYPE urlset [\n  <!ENTITY site "https://www.beispiel.de">\n  <!-- "]>" in a comment -->\n  <?pi ]> ?>\n  <!ATTLIST url a CDATA "]>">\n]>',
  ];

  it('whatever its form, at its "<", with the relative and duplicated locs after it found, dtd-forbidden overridden or not', async () => {
    for (const dt of doctypes) {
      const doc = `<?xml version="1.0" encoding="UTF-8"?>\n${dt}\n${body}`;
      const lines = dt.split('\n').length;
      const locs = [`loc-not-absolute ${lines + 3}:13`, `loc-not-absolute ${lines + 4}:13`, `loc-duplicate ${lines + 4}:13`];
      for (const severity of ['error', 'warning', 'off'] as const) {
        const r = await judge(doc, 'sitemap.xml', { rules: { 'dtd-forbidden': severity } });
        expect(at(r), `${dt} ${severity}`).toEqual(severity === 'off' ? locs : ['dtd-forbidden 2:1', ...locs]);
        expect(r.entries).toBe(2);
      }
    }
  });

  it('an entity it declares is undefined where it is used; a second DOCTYPE, or one after the root, stops the document', async () => {
    const entity = `<!DOCTYPE urlset [<!ENTITY site "https://www.beispiel.de">]>\n${OPEN}<url><loc>&site;/</loc></url></urlset>\n`;
    expect(at(await judge(entity, 'sitemap.xml'))).toEqual(['dtd-forbidden 1:1', 'xml-not-well-formed 2:71']);
    const twice = `<!DOCTYPE urlset>\n<!DOCTYPE urlset>\n${OPEN}<url><loc>/a</loc></url></urlset>\n`;
    expect(at(await judge(twice, 'sitemap.xml'))).toEqual(['dtd-forbidden 1:1', 'dtd-forbidden 2:1']);
    const after = `${OPEN}<url><loc>https://www.beispiel.de/</loc></url></urlset>\n<!DOCTYPE urlset>\n`;
    expect(at(await judge(after, 'sitemap.xml'))).toEqual(['dtd-forbidden 2:1']);
  });

  it('reports the same in every chunking of a stream', async () => {
    const { checkStream } = await import('../src/core/read/engine.js');
    const { resolvePolicy } = await import('../src/core/policy/policy.js');
    const doc = Buffer.from(`<?xml version="1.0"?>\n${doctypes[3]}\n${body}`);
    const whole = at(await judge(doc, 'sitemap.xml'));
    for (let cut = 1; cut < doc.length; cut += 7) {
      async function* two() {
        yield doc.subarray(0, cut);
        yield doc.subarray(cut);
      }
      expect(at(await checkStream(two(), resolvePolicy({ now: NOW }), { name: 'sitemap.xml' })), `cut at ${cut}`).toEqual(whole);
    }
  });
});

describe('an HTML page under a sitemap name is told it is one', () => {
  const HTML = /^This file is an HTML page, not a sitemap \(Search Console: "Sitemap is HTML"\)/;
  const pages: Array<[string, string]> = [
    ['<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"></head></html>', '1:1'],
    ['<!doctype html>\n<html>', '1:1'],
    ['<!DocType HTML PUBLIC "-//W3C//DTD HTML 4.01//EN">\n<html>', '1:1'],
    ['\n  <html lang=en><body><p>Not found', '2:3'],
    ['<?xml version="1.0"?>\n<!-- page -->\n<HTML xmlns="http://www.w3.org/1999/xhtml"><body/></HTML>', '3:1'],
    ['<html>', '1:1'],
  ];

  it('with an uppercase doctype, a lowercase one or none: one root-element finding at its first markup', async () => {
    for (const [page, where] of pages) {
      for (const name of ['sitemap.xml', 'sitemap_index.xml', 'sitemap.xml.gz']) {
        const r = await judge(name.endsWith('.gz') ? (await import('node:zlib')).gzipSync(page) : page, name);
        expect(at(r), page).toEqual([`root-element ${where}`]);
        expect(r.findings[0]!.message).toMatch(HTML);
      }
    }
  });

  it('elements that only start like html, or come later, are judged as they are', async () => {
    expect(at(await judge('<htmlx/>', 'sitemap.xml'))).toEqual(['root-element 1:1']);
    expect((await judge('<htmlx/>', 'sitemap.xml')).findings[0]!.message).not.toMatch(HTML);
    expect((await judge('<head></head>', 'sitemap.xml')).findings[0]!.message).not.toMatch(HTML);
    expect(at(await judge(`${OPEN}<url><loc>https://www.beispiel.de/</loc><html/></url></urlset>`, 'sitemap.xml'))).toEqual(['unexpected-element 1:101']);
  });
});

describe('Git merge-conflict markers are named as such, once, at the marker', () => {
  it('in an XML sitemap: at the <<<<<<< line, and the document is not read further', async () => {
    const doc = `${OPEN}\n<<<<<<< HEAD\n  <url><loc>https://www.beispiel.de/new/</loc></url>\n=======\n  <url><loc>https://www.beispiel.de/old/</loc></url>\n>>>>>>> main\n</urlset>\n`;
    const r = await judge(doc, 'sitemap.xml');
    expect(at(r)).toEqual(['merge-conflict 2:1']);
    expect(r.findings[0]!.message).toMatch(/merge-conflict marker \(<<<<<<<\)/);
    // Six "<" are a stray "<" of the XML.
    expect(at(await judge(`${OPEN}\n<<<<<< x\n</urlset>`, 'sitemap.xml')).map((s) => s.split(' ')[0])).toEqual(['xml-not-well-formed']);
  });

  it('in a text sitemap and a robots.txt: once per file, the marker lines not judged, the others are', async () => {
    const text = 'https://www.beispiel.de/\n<<<<<<< HEAD\nhttps://www.beispiel.de/new\n=======\nhttps://www.beispiel.de/old\n>>>>>>> feature/x\n/relative\n';
    const r = await judge(text, 'sitemap.txt');
    expect(at(r)).toEqual(['merge-conflict 2:1', 'loc-not-absolute 7:1']);
    expect(r.entries).toBe(4);
    const robots = 'User-agent: *\n<<<<<<< ours\nDisallow: /\n||||||| base\n=======\nAllow: /\n>>>>>>> theirs\nSitemap: /sitemap.xml\n';
    expect(at(await judge(robots, 'robots.txt'))).toEqual(['merge-conflict 2:1', 'robots-sitemap-invalid 8:10']);
  });
});

describe('alternates in the wrong namespace', () => {
  const doc = (ns: string, links: string[]) =>
    `<urlset xmlns="${NS}" xmlns:xhtml="${ns}">\n  <url>\n    <loc>https://www.beispiel.de/</loc>\n${links.map((l) => `    ${l}`).join('\n')}\n  </url>\n</urlset>\n`;
  const TWO = ['<xhtml:link rel="alternate" hreflang="en" href="https://www.beispiel.de/"/>', '<xhtml:link rel="alternate" hreflang="de" href="https://www.beispiel.de/de/"/>'];

  it('the XHTML 1.1 schema document URL, or another W3C address of XHTML, is a near miss in every profile, at each element', async () => {
    for (const ns of ['http://www.w3.org/TR/xhtml11/xhtml11_schema.html', 'http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd', 'https://www.w3.org/1999/xhtml/']) {
      for (const profile of ['protocol', 'google'] as const) {
        const r = await judge(doc(ns, TWO), 'sitemap.xml', { profile });
        expect(at(r), `${ns} ${profile}`).toEqual(['namespace 4:5', 'namespace 5:5']);
        expect(r.findings[0]!.message).toContain('must be in http://www.w3.org/1999/xhtml');
      }
    }
  });

  it('google: a link with rel or hreflang in any other namespace is one namespace finding per file, with the count', async () => {
    const links = [...TWO, '<xhtml:link hreflang="fr" href="https://www.beispiel.de/fr/"/>', '<xhtml:link rel="alternate" href="https://www.beispiel.de/m/"/>'];
    const r = await judge(doc('urn:example:links', links), 'sitemap.xml', { profile: 'google' });
    expect(at(r)).toEqual(['namespace 4:5']);
    expect(r.findings[0]!.message).toMatch(/Google ignores alternates in any other namespace.*this is the first of 4\)\.$/);
    // Other elements named link, or without rel and hreflang, and other profiles: not judged.
    expect(at(await judge(doc('urn:example:links', ['<xhtml:link href="https://www.beispiel.de/x"/>', '<xhtml:meta rel="alternate"/>']), 'sitemap.xml', { profile: 'google' }))).toEqual([]);
    expect(at(await judge(doc('urn:example:links', TWO), 'sitemap.xml', { profile: 'protocol' }))).toEqual([]);
  });

  it('an xsi prefix bound to a misspelled URI is said to be misspelled', async () => {
    for (const uri of ['http://www.w3.org/2001/XMLSchema-instanc', 'https://www.w3.org/2001/XMLSchema-instance', 'http://www.w3.org/2001/XMLSchema']) {
      const r = await judge(`<urlset xmlns="${NS}" xmlns:xsi="${uri}" xsi:schemaLocation="${NS} ${NS}/sitemap.xsd"><url><loc>https://www.beispiel.de/</loc></url></urlset>`, 'sitemap.xml');
      expect(at(r), uri).toEqual(['unexpected-attribute 1:1']);
      expect(r.findings[0]!.message).toContain(`a misspelling of the XML Schema instance namespace http://www.w3.org/2001/XMLSchema-instance`);
    }
    // Another prefix bound to a misspelling too; the right URI passes.
    const other = await judge(`<urlset xmlns="${NS}" xmlns:s="http://www.w3.org/2001/xmlschema-instance" s:schemaLocation="x"><url><loc>https://www.beispiel.de/</loc></url></urlset>`, 'sitemap.xml');
    expect(other.findings[0]!.message).toMatch(/misspelling/);
    expect(at(await judge(`<urlset xmlns="${NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="x"><url><loc>https://www.beispiel.de/</loc></url></urlset>`, 'sitemap.xml'))).toEqual([]);
  });
});

describe('duplicate alternates are duplicates whatever else is wrong', () => {
  const XHTML = 'http://www.w3.org/1999/xhtml';
  const entry = (links: string[]) =>
    `<urlset xmlns="${NS}" xmlns:xhtml="${XHTML}">\n<url>\n<loc>https://www.beispiel.de/</loc>\n${links.join('\n')}\n</url>\n</urlset>\n`;

  it('two x-default links without rel, with another rel, or without href: both faults of each', async () => {
    const none = await judge(entry(['<xhtml:link hreflang="x-default" href="https://www.beispiel.de/"/>', '<xhtml:link hreflang="x-default" href="https://www.beispiel.de/b"/>']), 'sitemap.xml', { profile: 'google' });
    expect(at(none)).toEqual(['hreflang-value 4:1', 'hreflang-duplicate 5:1', 'hreflang-value 5:1']);
    expect(none.findings[1]!.message).toMatch(/second alternate with hreflang="x-default".*first is at line 4/);
    const rel = await judge(entry(['<xhtml:link rel="canonical" hreflang="DE" href="https://www.beispiel.de/"/>', '<xhtml:link rel="alternate" hreflang="de" href="https://www.beispiel.de/de"/>']), 'sitemap.xml', { profile: 'google' });
    expect(at(rel).filter((s) => s.startsWith('hreflang-duplicate'))).toEqual(['hreflang-duplicate 5:1']);
    const href = await judge(entry(['<xhtml:link rel="alternate" hreflang="en"/>', '<xhtml:link rel="alternate" hreflang="en"/>']), 'sitemap.xml', { profile: 'google' });
    expect(at(href).filter((s) => s.startsWith('hreflang-duplicate'))).toEqual(['hreflang-duplicate 5:1']);
  });
});

describe('a urlset that lists sitemaps', () => {
  const urlset = (locs: string[]) => `<urlset xmlns="${NS}">\n${locs.map((l) => `  <url><loc>${l}</loc></url>`).join('\n')}\n</urlset>\n`;

  it('a sitemap index written as a urlset (19 sitemap-N.xml entries) gets one warning at the root, naming the first', async () => {
    const r = await judge(urlset(Array.from({ length: 19 }, (_, i) => `https://www.beispiel.de/sitemap-${i + 1}.xml`)), 'sitemap_index.xml');
    expect(at(r)).toEqual(['urlset-lists-sitemaps 1:1']);
    expect(r.findings[0]!.severity).toBe('warning');
    expect(r.findings[0]!.message).toBe(
      '19 of the 19 entries of this <urlset> name sitemap files (such as "https://www.beispiel.de/sitemap-1.xml", line 2); crawlers read the entries of a <urlset> as pages, not as sitemaps to follow. If this file is a sitemap index, write it as <sitemapindex> with <sitemap> entries.',
    );
  });

  it('most, in any spelling of a sitemap file name; not a few among pages, and not one alone', async () => {
    const mixed = ['https://www.beispiel.de/post-sitemap.xml', 'https://www.beispiel.de/SITEMAP_pages.XML.gz', 'https://www.beispiel.de/sitemap.txt?v=2', 'https://www.beispiel.de/about/'];
    expect(at(await judge(urlset(mixed), 'sitemap.xml'))).toEqual(['urlset-lists-sitemaps 1:1']);
    const few = ['https://www.beispiel.de/sitemap-1.xml', 'https://www.beispiel.de/a', 'https://www.beispiel.de/b', 'https://www.beispiel.de/c'];
    expect(at(await judge(urlset(few), 'sitemap.xml'))).toEqual([]);
    const half = ['https://www.beispiel.de/sitemap-1.xml', 'https://www.beispiel.de/a'];
    expect(at(await judge(urlset(half), 'sitemap.xml'))).toEqual([]);
    expect(at(await judge(urlset(['https://www.beispiel.de/sitemap.xml']), 'sitemap.xml'))).toEqual([]);
    // A page about sitemaps, or a folder named so, is a page.
    expect(at(await judge(urlset(['https://www.beispiel.de/sitemap/', 'https://www.beispiel.de/sitemap.html', 'https://www.beispiel.de/sitemaps/guide']), 'sitemap.xml'))).toEqual([]);
    // A sitemap index listing them is right.
    const index = `<sitemapindex xmlns="${NS}"><sitemap><loc>https://www.beispiel.de/sitemap-1.xml</loc></sitemap><sitemap><loc>https://www.beispiel.de/sitemap-2.xml</loc></sitemap></sitemapindex>`;
    expect(at(await judge(index, 'sitemap_index.xml'))).toEqual([]);
  });
});

describe('lastmod messages say what to write', () => {
  const lastmod = (v: string) => `<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/</loc><lastmod>${v}</lastmod></url></urlset>`;
  const reason = async (v: string, mode: 'w3c' | 'xsd' | 'date') => {
    const f = (await judge(lastmod(v), 'sitemap.xml', { lastmod: mode })).findings.find((x) => x.rule === 'lastmod-format');
    return f === undefined ? undefined : (/\(([^)]*(?:\([^)]*\))?[^)]*)\); expected/.exec(f.message)?.[1] ?? '');
  };

  it('a space before the time: write "T"; a time needs a zone (w3c)', async () => {
    expect(await reason('2024-05-01 10:00', 'w3c')).toBe('the date and the time must be separated by "T", not a space, and a time needs a time zone after it, Z or ±hh:mm');
    expect(await reason('2024-05-01 10:00:30+02:00', 'w3c')).toBe('the date and the time must be separated by "T", not a space: write "2024-05-01T10:00:30+02:00"');
    expect(await reason('2024-05-01 10:00:00', 'xsd')).toBe('the date and the time must be separated by "T", not a space: write "2024-05-01T10:00:00"');
    expect(await reason('2024-05-01 24:30Z', 'w3c')).toBe('the date and the time must be separated by "T", not a space, and hour 24 does not exist');
    expect(await reason('2024-05-01 10:00', 'date')).toBe('it has a time, which is not accepted: write "2024-05-01"');
  });

  it('--lastmod xsd: hh:mm with a zone, or a year alone, is said to be allowed by the W3C format of the protocol', async () => {
    expect(await reason('2024-05-01T10:00+02:00', 'xsd')).toBe(
      'an XSD dateTime needs seconds, as in hh:mm:ss; the W3C Datetime format that the sitemaps.org protocol names allows it, and the lastmod setting "w3c" accepts it',
    );
    expect(await reason('2024-05', 'xsd')).toMatch(/^a year and month are not a full date; the W3C Datetime format/);
    // A value W3C refuses too gets no such note.
    expect(await reason('2024-05-01T10:00', 'xsd')).toBe('an XSD dateTime needs seconds, as in hh:mm:ss');
  });
});
