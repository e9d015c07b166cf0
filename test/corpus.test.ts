/**
 * The real-world corpus (test/fixtures/real, copied from the shared corpus with its SOURCES.tsv):
 * every file is judged as it would be under its own name, and the verdict must match the
 * expected_verdict of SOURCES.tsv. Files whose verdict we knowingly disagree with until a feature
 * lands are listed in PENDING with the reason; the test asserts our current verdict for them, so
 * the table has to be edited when the feature arrives. The per-file rule snapshot makes every
 * change of behaviour on real files visible in review.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validate, type ValidateResult } from '../src/core/read/engine.js';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'real');
const NOW = new Date('2026-11-29T00:00:00Z');

interface Source {
  file: string;
  exercises: string;
  expected: 'valid' | 'invalid';
}

function readSources(): Source[] {
  const [header, ...rows] = readFileSync(path.join(DIR, 'SOURCES.tsv'), 'utf8').split('\n').filter((l) => l.trim() !== '');
  const columns = header!.split('\t');
  const at = (name: string): number => {
    const i = columns.indexOf(name);
    if (i < 0) throw new Error(`SOURCES.tsv has no column ${name}`);
    return i;
  };
  const file = at('file');
  const exercises = at('exercises');
  const verdict = at('expected_verdict');
  return rows.map((row) => {
    const cells = row.split('\t');
    const text = cells[verdict] ?? '';
    const expected = text.startsWith('valid') ? 'valid' : text.startsWith('invalid') ? 'invalid' : undefined;
    if (!expected) throw new Error(`SOURCES.tsv: ${cells[file]} has an expected_verdict that is neither valid nor invalid: ${text}`);
    return { file: cells[file]!, exercises: cells[exercises] ?? '', expected };
  });
}

/** The name a file would have in a site: the corpus file name without its `project__` prefix. */
function siteName(file: string): string {
  const i = file.indexOf('__');
  return i < 0 ? file : file.slice(i + 2);
}

/**
 * Files whose SOURCES.tsv verdict we do not reach yet, with the verdict we give today and why.
 * When the feature lands, the assertion on `current` fails: move the file out of this table.
 */
const PENDING: Readonly<Record<string, { current: 'valid' | 'invalid'; reason: string; check?: (r: ValidateResult) => void }>> = {};

/**
 * Snapshot per file: the kind, the sorted unique rule ids of the findings, and how many findings.
 * loc-reserved-host (a warning) in 20 files: the test files of sitemap parsers list example.com and
 * example.org, names RFC 2606 reserves for documentation; true positives. No real-* file has one.
 */
const SNAPSHOT: Readonly<Record<string, { kind: string; rules: string[]; count: number }>> = {
  '0install-docs__real-mkdocs-sitemap.xml.gz': { kind: 'urlset', rules: [], count: 0 },
  '18F-hugo__real-sitemapindex-relative-loc.xml': { kind: 'sitemapindex', rules: ['loc-not-absolute'], count: 2 },
  '18F-hugo__real-urlset-relative-loc-hreflang.xml': { kind: 'urlset', rules: ['hreflang-value', 'loc-not-absolute'], count: 29 },
  'crawler-commons__atom-1.0-feed.xml': { kind: 'atom', rules: ['loc-reserved-host'], count: 2 },
  'crawler-commons__ext-hreflang-links.xml': { kind: 'urlset', rules: ['loc-reserved-host'], count: 12 },
  'crawler-commons__ext-news-empty-name.xml': { kind: 'urlset', rules: ['loc-reserved-host', 'news-deprecated', 'news-value'], count: 7 },
  'crawler-commons__ext-video-price-comma.xml': { kind: 'urlset', rules: ['loc-reserved-host', 'video-deprecated', 'video-price'], count: 18 },
  'crawler-commons__ext-video-tvshow-loc-last.xml': { kind: 'urlset', rules: ['extension-order', 'field-order', 'loc-reserved-host', 'video-deprecated'], count: 9 },
  'crawler-commons__real-wordpresscom-news-sitemap.xml': { kind: 'urlset', rules: ['news-deprecated'], count: 1 },
  'crawler-commons__sitemap-badns-google-0.9.xml': { kind: 'urlset', rules: ['changefreq-value', 'loc-reserved-host', 'loc-whitespace', 'namespace'], count: 5 },
  'crawler-commons__sitemap-prefixed-namespace.xml': { kind: 'urlset', rules: ['loc-reserved-host'], count: 2 },
  'crawler-commons__sitemap-with-utf8-bom.txt': { kind: 'text', rules: [], count: 0 },
  'crawler-commons__sitemap.txt': { kind: 'text', rules: [], count: 0 },
  'crawler-commons__sitemap.txt.gz': { kind: 'text', rules: ['loc-reserved-host'], count: 5 },
  'crawler-commons__sitemapindex-missing-loc.xml': { kind: 'sitemapindex', rules: ['missing-loc', 'unexpected-text'], count: 30 },
  'crawler-commons__xmlSitemap-no-xml-ext.gz': { kind: 'urlset', rules: ['loc-reserved-host'], count: 5 },
  'go-sitemap-parser__gzip-crc-error.xml.gz': { kind: 'unknown', rules: ['gzip-invalid'], count: 1 },
  'go-sitemap-parser__gzip-empty-payload.xml.gz': { kind: 'unknown', rules: ['root-element'], count: 1 },
  'go-sitemap-parser__not-gzip.gz': { kind: 'unknown', rules: ['gzip-invalid'], count: 1 },
  'go-sitemap__aspnet-web-sitemap-not-sitemaps-org.xml': { kind: 'unknown', rules: ['root-element'], count: 1 },
  'gstreamer__hotdoc-sitemap-not-urls.txt': { kind: 'text', rules: ['loc-not-absolute', 'loc-whitespace'], count: 5 },
  'kotlin-sitemap__real-sitemaps-org-sitemap.xml': { kind: 'urlset', rules: [], count: 0 },
  'kotlin-sitemap__real-wordpress-org-jetpack-index.xml': { kind: 'sitemapindex', rules: [], count: 0 },
  'kotlin-sitemap__real-yoast-com-image-sitemap.xml': { kind: 'urlset', rules: [], count: 0 },
  'kotlin-sitemap__real-yoast-com-index-xsl.xml': { kind: 'sitemapindex', rules: [], count: 0 },
  'sitemap.js__alltags-cdata-escaped-chars.xml': { kind: 'urlset', rules: ['hreflang-value', 'image-deprecated', 'image-loc-invalid', 'loc-invalid', 'loc-mixed-hosts', 'loc-reserved-host', 'news-deprecated', 'video-deprecated', 'video-url'], count: 33 },
  'sitemap.js__sitemapindex-unescaped-lt.xml': { kind: 'sitemapindex', rules: ['loc-reserved-host', 'xml-not-well-formed'], count: 3 },
  'sitemap.js__sitemapindex-unknown-foo-cdata.xml': { kind: 'sitemapindex', rules: ['loc-reserved-host', 'unexpected-element'], count: 3 },
  'sitemap.js__txt-100k-urls.txt.gz': { kind: 'text', rules: ['findings-capped', 'loc-reserved-host', 'url-count'], count: 1001 },
  'sitemap.js__video-missing-title.xml': { kind: 'urlset', rules: ['video-required'], count: 1 },
  'sitemapr__bad-lastmod-changefreq-priority.xml': { kind: 'urlset', rules: ['changefreq-value', 'lastmod-format', 'loc-reserved-host', 'priority-value'], count: 8 },
  'sitemapr__cdata-in-loc.xml': { kind: 'urlset', rules: ['loc-reserved-host'], count: 2 },
  'sitemapr__declared-iso-8859-1.xml': { kind: 'urlset', rules: ['encoding', 'loc-reserved-host'], count: 2 },
  'sitemapr__utf16le-bom-but-8bit-content.xml': { kind: 'unknown', rules: ['encoding'], count: 1 },
  'sitemapr__utf8-bom-declared-iso-8859-1.xml': { kind: 'urlset', rules: ['encoding', 'loc-reserved-host'], count: 2 },
  'webignition__plain-text-not-urls.txt': { kind: 'text', rules: ['loc-not-absolute'], count: 3 },
  'webignition__sitemap-images-xsl-pi.xml': { kind: 'urlset', rules: ['image-deprecated', 'loc-reserved-host'], count: 7 },
  'webignition__sitemap-malformed-url-tag.xml': { kind: 'urlset', rules: ['xml-not-well-formed'], count: 1 },
  'webignition__sitemap-no-namespace.xml': { kind: 'urlset', rules: ['loc-reserved-host', 'namespace'], count: 4 },
  'webignition__sitemap-ns-0.84.xml': { kind: 'urlset', rules: ['loc-reserved-host', 'namespace'], count: 4 },
};

function verdictOf(r: ValidateResult): 'valid' | 'invalid' {
  return r.findings.some((f) => f.severity === 'error') ? 'invalid' : 'valid';
}

const sources = readSources();
const files = readdirSync(DIR)
  .filter((f) => f !== 'SOURCES.tsv')
  .sort();

describe('corpus of real sitemaps', () => {
  it('has one SOURCES.tsv row per file, and a snapshot for each', () => {
    expect(sources.map((s) => s.file).sort()).toEqual(files);
    expect(Object.keys(SNAPSHOT).sort()).toEqual(files);
    for (const file of Object.keys(PENDING)) expect(files).toContain(file);
  });

  for (const source of sources) {
    const pending = PENDING[source.file];
    const title = pending
      ? `${source.file}: PENDING (expected ${source.expected}, currently ${pending.current})`
      : `${source.file}: ${source.expected}`;
    it(title, async () => {
      const bytes = readFileSync(path.join(DIR, source.file));
      const copy = Buffer.from(bytes);
      const r = await validate(bytes, { now: NOW }, { name: siteName(source.file) });
      expect(bytes.equals(copy), 'validate must not modify its input').toBe(true);

      if (pending) {
        expect(pending.current, 'a PENDING entry must disagree with SOURCES.tsv').not.toBe(source.expected);
        expect(verdictOf(r), `PENDING (${pending.reason}): the verdict changed; if the feature landed, remove the entry`).toBe(pending.current);
        pending.check?.(r);
      } else {
        const errors = r.findings.filter((f) => f.severity === 'error').map((f) => `${f.rule}@${f.line ?? '-'}:${f.column ?? '-'}`);
        expect(verdictOf(r), `${source.exercises}\nerror findings: ${errors.join(', ') || 'none'}`).toBe(source.expected);
      }

      // Every finding is well-formed: a catalog rule, one-line message, positions 1-based and paired.
      for (const f of r.findings) {
        expect(f.message).not.toMatch(/[\r\n]/);
        expect(f.line === undefined).toBe(f.column === undefined);
        if (f.line !== undefined) {
          expect(f.line).toBeGreaterThanOrEqual(1);
          expect(f.column).toBeGreaterThanOrEqual(1);
        }
      }

      const rules = [...new Set(r.findings.map((f) => f.rule))].sort();
      expect({ kind: r.kind, rules, count: r.findings.length }).toEqual(SNAPSHOT[source.file]);
    });
  }
});
