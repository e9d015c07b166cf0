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
