/**
 * hreflang clusters across the checked set: `hreflang-cluster-mismatch` (google profile).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { checkWorkspace } from '../src/core/run/run.js';
import { checkStream, validate } from '../src/core/read/engine.js';
import { comparableUrl } from '../src/core/checks/extensions/values.js';
import type { Finding } from '../src/core/types.js';
import { runs } from './support/scale.js';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const X = 'http://www.w3.org/1999/xhtml';
const O = 'https://www.beispiel.de';
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

describe('hreflang-cluster-mismatch with a loc listed by several entries', () => {
  it('compares with the first of them (by file, then position), whatever order the files were judged in', async () => {
    const { SiteChecks } = await import('../src/core/site/site.js');
    const { resolvePolicy } = await import('../src/core/policy/policy.js');
    const policy = resolvePolicy({ profile: 'google', now: new Date('2026-11-29T00:00:00Z') });
    const alt = (loc: string, pairs: Array<[string, string, number]>) => ({
      loc: `${O}${loc}`,
      line: pairs[0]![2] - 1,
      column: 3,
      hreflangs: pairs.map((p) => p[0]),
      hrefs: pairs.map((p) => `${O}${p[1]}`),
      lines: pairs.map((p) => p[2]),
      columns: pairs.map(() => 5),
    });
    const a = alt('/en/a', [['en', '/en/a', 4], ['fr', '/fr/a', 5]]);
    const b1 = alt('/fr/a', [['en', '/en/x1', 4], ['fr', '/fr/a', 5]]);
    const b2 = alt('/fr/a', [['en', '/en/x2', 4], ['fr', '/fr/a', 5]]);
    const messages: string[][] = [];
    for (const order of [['a.xml', 'b1.xml', 'b2.xml'], ['b2.xml', 'b1.xml', 'a.xml'], ['b1.xml', 'a.xml', 'b2.xml']]) {
      const site = new SiteChecks(policy, os.tmpdir());
      const byName = { 'a.xml': a, 'b1.xml': b1, 'b2.xml': b2 } as const;
      for (const name of order) site.addAlternates(name, byName[name as keyof typeof byName]);
      const results = new Map(['a.xml', 'b1.xml', 'b2.xml'].map((p) => [p, { path: p, kind: 'urlset' as const, bytes: 1, entries: 1, findings: [] }]));
      await site.finish(results);
      messages.push(results.get('a.xml')!.findings.filter((f) => f.rule === 'hreflang-cluster-mismatch').map((f) => f.message));
    }
    expect(messages[0]).toEqual([expect.stringContaining('("b1.xml", line 4) lists "https://www.beispiel.de/en/x1"')]);
    expect(messages[1]).toEqual(messages[0]);
    expect(messages[2]).toEqual(messages[0]);
  });
});

describe('hreflang across entries compares URLs as RFC 3986 does (host case, default port, empty path)', () => {
  const google = async (dir: string, rule: string) => {
    const run = await checkWorkspace({ cwd: dir, policy: { profile: 'google', now: new Date('2026-11-29T00:00:00Z') } });
    return run.files[0]!.findings.filter((f) => f.rule === rule).map((f) => [f.line, f.column]);
  };
  const raw = (loc: string, alternates: Array<[string, string]>) =>
    [`  <url>`, `    <loc>${loc}</loc>`, ...alternates.map(([h, href]) => `    <xhtml:link rel="alternate" hreflang="${h}" href="${href}"/>`), '  </url>'].join('\n');

  it('a cluster whose return links are spelled otherwise passes', async () => {
    const dir = workspace([
      raw(`${O}/`, [['en', `${O}/`], ['de', `${O}/de/`]]),
      raw(`${O}/de/`, [['en', 'https://WWW.BEISPIEL.DE:443'], ['de', `${O}/de/`]]),
    ]);
    expect(await google(dir, 'hreflang-return-link')).toEqual([]);
    expect(await google(dir, 'hreflang-cluster-mismatch')).toEqual([]);
    expect(await google(dir, 'hreflang-self-missing')).toEqual([]);
  });

  it('a missing return link to a page named in another spelling is still found', async () => {
    const dir = workspace([
      raw(`${O}/en/`, [['en', `${O}/en/`], ['fr', 'https://WWW.beispiel.de/fr/']]),
      raw(`${O}/fr/`, [['fr', `${O}/fr/`]]),
    ]);
    expect(await google(dir, 'hreflang-return-link')).toEqual([[6, 5]]);
  });
});

describe('validate() judges the checks across the entries of its one document', () => {
  const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), 'fixtures');
  const NOW = new Date('2026-01-31T00:00:00Z');
  const files = [
    'real/crawler-commons__ext-hreflang-links.xml',
    'real/18F-hugo__real-urlset-relative-loc-hreflang.xml',
    'real/sitemap.js__alltags-cdata-escaped-chars.xml',
    'site/clean/sitemap-pages.xml',
    'site/faulty/sitemap-pages.xml',
  ];

  it('gives the findings a run of the file alone gives, return links and clusters included', async () => {
    const seen = new Set<string>();
    for (const file of files) {
      for (const profile of ['google', 'protocol'] as const) {
        const bytes = readFileSync(path.join(ROOT, file));
        const policy = { profile, now: NOW };
        const alone = await validate(bytes, policy, { name: file });
        const run = await checkWorkspace({ cwd: ROOT, patterns: [file], policy });
        expect(run.files).toHaveLength(1);
        expect(alone.findings, `${file} (${profile})`).toEqual(run.files[0]!.findings);
        expect(alone.counts, `${file} (${profile})`).toEqual(run.files[0]!.counts);
        for (const f of alone.findings) seen.add(f.rule);
      }
    }
    // The fixtures hold faults of both checks, so the comparison covers them.
    expect(seen.has('hreflang-return-link')).toBe(true);
  });

  it('names the document in the messages, or "this document" without a name', async () => {
    // /de/ names another URL for English than /en/ does (a cluster mismatch), and /fr/ is named
    // by /en/ but names nothing back (a missing return link).
    const doc = `<urlset xmlns="${NS}" xmlns:xhtml="${X}">\n${[
      entry('/en/', [['en', '/en/'], ['de', '/de/'], ['fr', '/fr/']]),
      entry('/de/', [['de', '/de/'], ['en', '/en-gb/']]),
      entry('/fr/', []),
    ].join('\n')}\n</urlset>\n`;
    const named = await validate(doc, { profile: 'google' }, { name: 'sitemap.xml' });
    const rules = named.findings.map((f) => f.rule);
    expect(rules).toContain('hreflang-return-link');
    expect(rules).toContain('hreflang-cluster-mismatch');
    expect(named.findings.every((f) => !f.message.includes('"document"'))).toBe(true);
    expect(named.findings.some((f) => f.message.includes('"sitemap.xml"'))).toBe(true);
    const unnamed = await validate(doc, { profile: 'google' });
    expect(unnamed.findings.map((f) => f.rule)).toEqual(rules);
    // Without a name: "this document", not a quoted name that looks like a file's.
    expect(unnamed.findings.every((f) => !f.message.includes('"document"'))).toBe(true);
    expect(unnamed.findings.find((f) => f.rule === 'hreflang-return-link')?.message).toMatch(/ is listed in this document on line \d+, but no entry for it lists this page /);
    expect(unnamed.findings.find((f) => f.rule === 'hreflang-cluster-mismatch')?.message).toMatch(/\(this document, line \d+\)/);
    // A file named "document" is quoted as any other.
    const document = await validate(doc, { profile: 'google' }, { name: 'document' });
    expect(document.findings.some((f) => f.message.includes('"document"'))).toBe(true);
    // checkStream judges the same, however the bytes are cut.
    const bytes = Buffer.from(doc);
    const streamed = await checkStream(
      (async function* () {
        for (let i = 0; i < bytes.length; i += 7) yield bytes.subarray(i, i + 7);
      })(),
      { profile: 'google' },
      { name: 'sitemap.xml' },
    );
    expect(streamed.findings).toEqual(named.findings);
    // base-url and site-dir map nothing here: a site-dir that does not exist is no error.
    const mapped = await validate(doc, { profile: 'google', baseUrl: `${O}/`, siteDir: 'no-such-folder' }, { name: 'sitemap.xml' });
    expect(mapped.findings).toEqual(named.findings);
  });
});

describe('hreflang-cluster-mismatch against a plain reading of the rule', () => {
  type Rec = { loc: string; line: number; column: number; hreflangs: string[]; hrefs: string[]; lines: number[]; columns: number[] };
  const FILES = ['a.xml', 'b.xml'];

  /**
   * The rule as written: for each entry A and each alternate B of A (another URL) that is the loc
   * of an entry (the first by file, then position), each language both list (A's first link for
   * it) for which B gives another URL, once per language of A.
   */
  function expected(recs: Array<[string, Rec]>): Map<string, Array<[number, number, string]>> {
    const out = new Map<string, Array<[number, number, string]>>(FILES.map((f) => [f, []]));
    const key = (u: string) => comparableUrl(u.trim());
    const byLoc = new Map<string, Array<[string, Rec]>>();
    for (const r of recs) {
      const list = byLoc.get(key(r[1].loc)) ?? [];
      list.push(r);
      byLoc.set(key(r[1].loc), list);
    }
    for (const [file, rec] of recs) {
      if (rec.hrefs.length > 200) continue;
      const reported = new Set<string>();
      const firstOf = new Map<string, number>();
      rec.hreflangs.forEach((x, k) => {
        if (!firstOf.has(x.toLowerCase())) firstOf.set(x.toLowerCase(), k);
      });
      for (let i = 0; i < rec.hrefs.length; i++) {
        if (key(rec.hrefs[i]!) === key(rec.loc)) continue;
        const list = byLoc.get(key(rec.hrefs[i]!));
        if (!list) continue;
        const [otherFile, other] = (list.length === 1 ? list : [...list]).sort(
          (x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0) || x[1].lines[0]! - y[1].lines[0]! || x[1].columns[0]! - y[1].columns[0]!,
        )[0]!;
        if (other.hrefs.length > 200) continue;
        for (let j = 0; j < other.hrefs.length; j++) {
          const h = other.hreflangs[j]!.toLowerCase();
          if (h === '' || reported.has(h)) continue;
          const at = firstOf.get(h) ?? -1;
          if (at < 0 || key(rec.hrefs[at]!) === key(other.hrefs[j]!)) continue;
          reported.add(h);
          out.get(file)!.push([rec.lines[at]!, rec.columns[at]!, `${rec.hrefs[at]} ${h} ${rec.hrefs[i]} ${otherFile}:${other.lines[j]} ${other.hrefs[j]}`]);
        }
      }
    }
    for (const list of out.values()) list.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
    return out;
  }

  async function actual(recs: Array<[string, Rec]>): Promise<Map<string, Array<[number, number, string]>>> {
    const { SiteChecks } = await import('../src/core/site/site.js');
    const { resolvePolicy } = await import('../src/core/policy/policy.js');
    const policy = resolvePolicy({ profile: 'google', now: new Date('2026-11-29T00:00:00Z') });
    const site = new SiteChecks(policy, os.tmpdir());
    for (const [file, rec] of recs) site.addAlternates(file, rec);
    const results = new Map(FILES.map((p) => [p, { path: p, kind: 'urlset' as const, bytes: 1, entries: 1, findings: [] as Finding[] }]));
    await site.finish(results);
    const out = new Map<string, Array<[number, number, string]>>();
    for (const [file, r] of results) {
      out.set(
        file,
        r.findings
          .filter((f) => f.rule === 'hreflang-cluster-mismatch')
          .map((f) => {
            const m = /^This page lists "(.*)" for hreflang "(.*)", but its alternate "(.*)" \("(.*)", line (\d+)\) lists "(.*)" for it;/.exec(f.message)!;
            return [f.line!, f.column!, `${m[1]} ${m[2]} ${m[3]} ${m[4]}:${m[5]} ${m[6]}`] as [number, number, string];
          }),
      );
    }
    return out;
  }

  // Few pages and languages, so that entries name each other, languages repeat in any case and
  // pages give each other different URLs; '' is a link whose hreflang is no language tag.
  const page = fc.constantFrom(`${O}/a`, `${O}/b`, `${O}/c`, `${O}/d`, 'https://WWW.beispiel.de:443/b');
  // A loc keeps the white space around it (the alternates' URLs come parsed, without it).
  const locArb = fc.constantFrom(`${O}/a`, `${O}/b`, `${O}/c`, `${O}/d`, 'https://WWW.beispiel.de:443/b', ` ${O}/a `);
  const lang = fc.constantFrom('en', 'EN', 'de', 'de-CH', 'De-ch', 'fr', '');
  const recArb = fc.tuple(
    fc.constantFrom(...FILES),
    locArb,
    fc.array(fc.tuple(lang, page), { maxLength: 8 }),
    fc.integer({ min: 1, max: 50 }),
  );

  it('reports what the plain reading reports, positions and messages included', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(recArb, { maxLength: 12 }), async (raw) => {
        // Positions distinct per file, as in a document.
        const next = new Map<string, number>();
        const recs: Array<[string, Rec]> = raw.map(([file, loc, links, gap]) => {
          let line = (next.get(file) ?? 0) + gap;
          const rec: Rec = { loc, line, column: 3, hreflangs: [], hrefs: [], lines: [], columns: [] };
          for (const [h, href] of links) {
            line++;
            rec.hreflangs.push(h);
            rec.hrefs.push(href);
            rec.lines.push(line);
            rec.columns.push(5);
          }
          next.set(file, line + 1);
          if (rec.lines.length === 0) rec.lines.push(rec.line + 1);
          return [file, rec];
        });
        expect(await actual(recs)).toEqual(expected(recs));
      }),
      { numRuns: runs(400), seed: 91 },
    );
  });

  it('judges a cluster of 200 pages of 200 languages each, each page giving its own URL for one of them', async () => {
    // 200 x 200 x 200 language comparisons: compared by numbers given once per entry, not by
    // lower-casing and hashing the hreflang strings at each comparison.
    const langs = Array.from({ length: 200 }, (_, k) => `x-l${k}`.replace('x-', k % 2 === 0 ? 'EN-' : 'de-'));
    const recs: Array<[string, Rec]> = Array.from({ length: 200 }, (_, p) => {
      const hrefs = langs.map((_, q) => (q === 0 && p !== 0 ? `${O}/own${p}` : `${O}/p${q}`));
      return ['a.xml', { loc: `${O}/p${p}`, line: 1000 * p + 1, column: 3, hreflangs: langs, hrefs, lines: langs.map((_, q) => 1000 * p + 2 + q), columns: langs.map(() => 5) }];
    });
    const got = await actual(recs);
    expect(got).toEqual(expected(recs));
    // Each page other than /p0 names /p0 for the first language, and /p0's entry names /p0; /p0
    // names each page for its first language, which gives its own URL for it (one finding each).
    expect(got.get('a.xml')).toHaveLength(200);
  });
});
