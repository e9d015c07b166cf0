/**
 * Faults a site owner met on first use (realistic sites, the README's own setups), each pinned
 * with the right value.
 */
import { describe, expect, it } from 'vitest';
import { validate } from '../src/core/engine.js';
import { NS } from './support/sitemap.js';

const NOW = new Date('2026-06-01T00:00:00Z');

function urlset(...locs: string[]): Buffer {
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${locs.map((l) => `  <url><loc>${l}</loc></url>`).join('\n')}\n</urlset>\n`);
}

describe('loc-mixed-hosts: one scheme, host and port per file, also with an allow-list of hosts', () => {
  const rows = async (doc: Buffer, hosts?: string[], profile?: 'protocol' | 'google' | 'strict') => {
    const r = await validate(doc, { now: NOW, hosts, profile }, { name: 'sitemap.xml' });
    return r.findings.filter((f) => f.rule === 'loc-mixed-hosts').map((f) => `${f.line}:${f.column} ${f.message}`);
  };

  it('an http loc after https ones is reported whether or not hosts are given', async () => {
    const doc = urlset('https://www.example.org/', 'http://www.example.org/about/');
    expect(await rows(doc)).toEqual([
      '4:13 The loc "http://www.example.org/about/" uses "http://www.example.org", but the first entry of this file (line 3) uses "https://www.example.org"; all URLs of one sitemap must share one scheme, host and port.',
    ]);
    for (const profile of ['protocol', 'google'] as const) {
      expect(await rows(doc, ['www.example.org'], profile), profile).toEqual([
        '4:13 The loc "http://www.example.org/about/" uses "http://www.example.org", but the first entry of this file (line 3) uses "https://www.example.org"; all URLs of one sitemap must share one scheme and port (the hosts may be any of the allowed hosts).',
      ]);
    }
  });

  it('another port is another origin', async () => {
    const doc = urlset('https://www.example.org/a', 'https://www.example.org:8443/b', 'https://www.example.org:8443/c');
    expect(await rows(doc)).toEqual([
      '4:13 The loc "https://www.example.org:8443/b" uses "https://www.example.org:8443", but the first entry of this file (line 3) uses "https://www.example.org"; all URLs of one sitemap must share one scheme, host and port.',
    ]);
    expect(await rows(doc, ['www.example.org'])).toHaveLength(1);
  });

  it('with hosts given, the allowed hosts may follow each other in one file', async () => {
    const doc = urlset('https://www.example.org/', 'https://shop.example.org/', 'https://evil.example.net/');
    expect(await rows(doc, ['www.example.org', 'shop.example.org'])).toEqual([]);
    // Without the list, the second host is reported once, and the third.
    expect((await rows(doc)).map((r) => r.slice(0, 4))).toEqual(['4:13', '5:13']);
    const r = await validate(doc, { now: NOW, hosts: ['www.example.org', 'shop.example.org'] }, { name: 'sitemap.xml' });
    expect(r.findings.filter((f) => f.rule === 'loc-host').map((f) => f.line)).toEqual([5]);
  });
});
