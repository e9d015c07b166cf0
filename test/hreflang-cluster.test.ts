/**
 * hreflang clusters across the checked set: `hreflang-cluster-mismatch` (google profile).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkWorkspace } from '../src/core/run.js';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const X = 'http://www.w3.org/1999/xhtml';
const O = 'https://www.example.org';
const temps: string[] = [];
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

function entry(loc: string, alternates: Array<[string, string]>): string {
  return [`  <url>`, `    <loc>${O}${loc}</loc>`, ...alternates.map(([h, href]) => `    <xhtml:link rel="alternate" hreflang="${h}" href="${O}${href}"/>`), '  </url>'].join('\n');
}

function workspace(entries: string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-cluster-'));
  temps.push(dir);
  writeFileSync(path.join(dir, 'sitemap.xml'), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}" xmlns:xhtml="${X}">\n${entries.join('\n')}\n</urlset>\n`);
  return dir;
}

const findings = async (dir: string, profile: 'google' | 'protocol') => {
  const run = await checkWorkspace({ cwd: dir, policy: { profile, now: new Date('2026-11-29T00:00:00Z') } });
  return run.files[0]!.findings.filter((f) => f.rule === 'hreflang-cluster-mismatch').map((f) => [f.line, f.column]);
};

describe('hreflang-cluster-mismatch', () => {
  const all: Array<[string, string]> = [['en', '/en/'], ['de', '/de/'], ['fr', '/fr/']];

  it('passes a cluster whose pages agree', async () => {
    const dir = workspace([entry('/en/', all), entry('/de/', all), entry('/fr/', all)]);
    expect(await findings(dir, 'google')).toEqual([]);
  });

  it('reports, at the link for the language, each page whose alternate names another URL for it', async () => {
    const wrong: Array<[string, string]> = [['en', '/en/'], ['de', '/de-old/'], ['fr', '/fr/']];
    const dir = workspace([entry('/en/', all), entry('/de/', all), entry('/fr/', wrong)]);
    // Lines: 3 <url>, 4 loc, 5 en, 6 de, 7 fr, 8 </url>; each entry takes six lines.
    expect(await findings(dir, 'google')).toEqual([
      [6, 5], // /en/: its alternate /fr/ names /de-old/ for de
      [12, 5], // /de/: its alternate /fr/ names /de-old/ for de
      [18, 5], // /fr/: its alternates /en/ and /de/ name /de/ for de
    ]);
    expect(await findings(dir, 'protocol')).toEqual([]);
  });
});
