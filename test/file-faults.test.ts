/**
 * Faults of whole files and documents met on real sites: each kind of fault, with inputs beyond
 * the one it was found with, at exact positions.
 */
import { describe, expect, it } from 'vitest';
import { validate } from '../src/core/engine.js';
import type { PolicyInput } from '../src/core/policy.js';
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
  const staging = '# Staging: keep crawlers out\n\nUser-agent: *\nDisallow: /\nSitemap: https://staging.example.org/sitemap.xml\n';

  it('a renamed copy is read as robots.txt, not as a text sitemap of bad lines', async () => {
    for (const name of ['robots.staging.txt', 'public/robots-old.txt', 'robots.txt.bak', 'robots']) {
      const r = await judge(staging, name);
      expect(r.kind, name).toBe('robots');
      expect(at(r), name).toEqual(['robots-disallow-all 4:1']);
    }
  });

  it('any field of robots.txt on the first line of content decides, in any case, after comments and blank lines', async () => {
    for (const first of ['Sitemap: https://www.example.org/sitemap.xml', 'user-agent: Googlebot', 'DISALLOW: /private/', 'Allow : /', 'Crawl-delay: 10', 'Host: www.example.org']) {
      const r = await judge(`\n# comment\n   # another\n${first}\n`, 'robots-copy.txt');
      expect(r.kind, first).toBe('robots');
    }
  });

  it('a text sitemap and XML stay what they are', async () => {
    expect((await judge('https://www.example.org/\nhttps://www.example.org/a\n', 'urls.txt')).kind).toBe('text');
    expect((await judge('# not a field\nhttps://www.example.org/\n', 'urls.txt')).kind).toBe('text');
    expect((await judge(`<urlset xmlns="${NS}"><url><loc>https://www.example.org/</loc></url></urlset>`, 'robots-like.txt')).kind).toBe('urlset');
    // A word that only starts like a field is no robots.txt.
    expect((await judge('Sitemaps of this site:\nhttps://www.example.org/\n', 'urls.txt')).kind).toBe('text');
  });
});

const OPEN = `<urlset xmlns="${NS}">`;

describe('a DOCTYPE is skipped and the rest of the document is checked', () => {
  const body = `${OPEN}\n  <url><loc>/a</loc></url>\n  <url><loc>/a</loc></url>\n</urlset>\n`;
  const doctypes = [
    '<!DOCTYPE urlset>',
    '<!DOCTYPE urlset SYSTEM "https://www.example.org/sitemap.dtd">',
    '<!DOCTYPE urlset PUBLIC "-//X//DTD Y//EN" \'x.dtd\'>',
    '<!DOCTYPE urlset [\n  <!ENTITY site "https://www.example.org">\n  <!-- "]>" in a comment -->\n  <?pi ]> ?>\n  <!ATTLIST url a CDATA "]>">\n]>',
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
    const entity = `<!DOCTYPE urlset [<!ENTITY site "https://www.example.org">]>\n${OPEN}<url><loc>&site;/</loc></url></urlset>\n`;
    expect(at(await judge(entity, 'sitemap.xml'))).toEqual(['dtd-forbidden 1:1', 'xml-not-well-formed 2:71']);
    const twice = `<!DOCTYPE urlset>\n<!DOCTYPE urlset>\n${OPEN}<url><loc>/a</loc></url></urlset>\n`;
    expect(at(await judge(twice, 'sitemap.xml'))).toEqual(['dtd-forbidden 1:1', 'dtd-forbidden 2:1']);
    const after = `${OPEN}<url><loc>https://www.example.org/</loc></url></urlset>\n<!DOCTYPE urlset>\n`;
    expect(at(await judge(after, 'sitemap.xml'))).toEqual(['dtd-forbidden 2:1']);
  });

  it('reports the same in every chunking of a stream', async () => {
    const { checkStream } = await import('../src/core/engine.js');
    const { resolvePolicy } = await import('../src/core/policy.js');
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
    expect(at(await judge(`${OPEN}<url><loc>https://www.example.org/</loc><html/></url></urlset>`, 'sitemap.xml'))).toEqual(['unexpected-element 1:101']);
  });
});

describe('Git merge-conflict markers are named as such, once, at the marker', () => {
  it('in an XML sitemap: at the <<<<<<< line, and the document is not read further', async () => {
    const doc = `${OPEN}\n<<<<<<< HEAD\n  <url><loc>https://www.example.org/new/</loc></url>\n=======\n  <url><loc>https://www.example.org/old/</loc></url>\n>>>>>>> main\n</urlset>\n`;
    const r = await judge(doc, 'sitemap.xml');
    expect(at(r)).toEqual(['merge-conflict 2:1']);
    expect(r.findings[0]!.message).toMatch(/merge-conflict marker \(<<<<<<<\)/);
    // Six "<" are a stray "<" of the XML.
    expect(at(await judge(`${OPEN}\n<<<<<< x\n</urlset>`, 'sitemap.xml')).map((s) => s.split(' ')[0])).toEqual(['xml-not-well-formed']);
  });

  it('in a text sitemap and a robots.txt: once per file, the marker lines not judged, the others are', async () => {
    const text = 'https://www.example.org/\n<<<<<<< HEAD\nhttps://www.example.org/new\n=======\nhttps://www.example.org/old\n>>>>>>> feature/x\n/relative\n';
    const r = await judge(text, 'sitemap.txt');
    expect(at(r)).toEqual(['merge-conflict 2:1', 'loc-not-absolute 7:1']);
    expect(r.entries).toBe(4);
    const robots = 'User-agent: *\n<<<<<<< ours\nDisallow: /\n||||||| base\n=======\nAllow: /\n>>>>>>> theirs\nSitemap: /sitemap.xml\n';
    expect(at(await judge(robots, 'robots.txt'))).toEqual(['merge-conflict 2:1', 'robots-sitemap-invalid 8:10']);
  });
});
