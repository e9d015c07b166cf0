/**
 * The code lists (ISO 3166, ISO 639, ISO 4217, BCP 47) are loaded only for documents that declare
 * an xhtml, video or news namespace, before the parser sees the declaration. This file never loads
 * them in its own process, so the gate is judged from a cold start; the end-to-end cases run the
 * bundled CLI in a fresh process each.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { codeListsLoaded } from '../src/core/checks/extensions/codes.js';
import { CodeListGate } from '../src/core/checks/extensions/gate.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

/** True when the gate asks for the lists at or before the chunk that holds byte `end - 1` of `doc`, fed cut at `cuts`. */
function asksBy(doc: Buffer, cuts: number[], end: number): boolean {
  const gate = new CodeListGate();
  let from = 0;
  for (const to of [...cuts, doc.length]) {
    if (gate.needs(doc.subarray(from, to))) return true;
    if (to >= end) return false;
    from = to;
  }
  return false;
}

function asksEver(doc: Buffer, cuts: number[]): boolean {
  return asksBy(doc, cuts, doc.length);
}

const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

describe('the code-list gate', () => {
  it('starts cold in this file', () => {
    expect(codeListsLoaded()).toBe(false);
  });

  it('asks for the lists for xhtml, video and news declarations (exact and near misses), whatever the cut', () => {
    const declarations = [
      `xmlns:xhtml="${XHTML}"`,
      `xmlns='${XHTML}'`,
      'xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"',
      'xmlns:n = "http://www.google.com/schemas/sitemap-news/0.9"',
      'xmlns:x="HTTPS://W3.ORG/1999/XHTML/"',
      'xmlns:v="http://www.google.com/schemas/sitemap-video/1.0"',
      // A reference in the URI: read as needing the lists.
      'xmlns:x="http://www.w3.org/1999/x&#104;tml"',
      // A value longer than the window: counts too.
      `xmlns:x="${' '.repeat(400)}${XHTML}"`,
      // Whitespace the parser trims away: tabs, line ends, spaces, and Unicode spaces (String#trim).
      `xmlns:x="${' '.repeat(200)}${XHTML}"`,
      `xmlns:x="${'\r\n'.repeat(86)}https://www.w3.org/1999/xhtml"`,
      `xmlns:n="\t\thttp://www.google.com/schemas/sitemap-news/0.9\t"`,
      `xmlns="\u00a0${XHTML}"`,
      `xmlns:x="${XHTML}\u3000"`,
      `xmlns:x="\ufeff${XHTML}"`,
    ];
    for (const d of declarations) {
      const doc = Buffer.from(`<urlset xmlns="${NS}">\n<url><loc>https://www.example.org/</loc><x ${d}/></url></urlset>\n`);
      const end = doc.indexOf(d) + d.length;
      for (let k = 1; k < doc.length; k++) expect(asksBy(doc, [k], end), `${d} cut at ${k}`).toBe(true);
      const ones = Array.from({ length: doc.length - 1 }, (_, i) => i + 1);
      expect(asksBy(doc, ones, end), `${d} byte by byte`).toBe(true);
    }
  });

  it('does not ask for plain sitemaps, images, other namespaces or "xmlns" in text', () => {
    const docs = [
      `<urlset xmlns="${NS}"><url><loc>https://www.example.org/</loc></url></urlset>`,
      `<urlset xmlns="${NS}" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><url><loc>https://www.example.org/xmlns</loc></url></urlset>`,
      `<urlset xmlns="${NS}" xmlns:a="urn:example:xhtml"><url><loc>https://www.example.org/?xmlnsx=1</loc></url></urlset>`,
    ];
    for (const text of docs) {
      const doc = Buffer.from(`${text}\n${' '.repeat(400)}\n`);
      // Whole, and cut anywhere except inside a declaration or right after an "xmlns" (what is
      // cut short there counts as a declaration).
      expect(asksEver(doc, []), text).toBe(false);
      for (let k = 1; k < doc.length; k++) {
        const inside = [...text.matchAll(/xmlns(:\w+)?="[^"]*"|xmlns/g)].some((m) => k > m.index! && k <= m.index! + m[0].length);
        if (!inside) expect(asksEver(doc, [k]), `${text} cut at ${k}`).toBe(false);
      }
    }
  });
});

describe('code lists loaded on demand, end to end (fresh processes)', () => {
  const cli = path.join(ROOT, 'dist', 'cli.js');

  function run(doc: string): { rules: string[]; status: number | null } {
    const ws = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-gate-'));
    temps.push(ws);
    writeFileSync(path.join(ws, 'sitemap.xml'), doc);
    const r = spawnSync(process.execPath, [cli, '--cwd', ws, '--profile', 'google', '--format', 'json', 'sitemap.xml'], { encoding: 'utf8', timeout: 60_000 });
    const report = JSON.parse(r.stdout) as { files: Array<{ findings: Array<{ rule: string }> }> };
    return { rules: report.files.flatMap((f) => f.findings.map((x) => x.rule)), status: r.status };
  }

  const url = (i: number) => `<url><loc>https://www.example.org/p${i}</loc></url>\n`;

  it('judges an hreflang whose namespace is declared across the 64 KiB read boundary', () => {
    const head = `<urlset xmlns="${NS}">\n`;
    let body = head;
    let i = 0;
    while (body.length < 65_536 - 200) body += url(i++);
    // Pad so that the declaration starts a few bytes before the boundary.
    const pre = `<url><loc>https://www.example.org/alt</loc><xhtml:link `;
    body += ' '.repeat(65_536 - 10 - body.length - pre.length);
    body += `${pre}xmlns:xhtml="${XHTML}" rel="alternate" hreflang="en_GB" href="https://www.example.org/alt"/></url>\n</urlset>\n`;
    expect(body.indexOf('xmlns:xhtml')).toBeLessThan(65_536);
    expect(body.indexOf('xmlns:xhtml') + 12).toBeGreaterThan(65_536);
    expect(run(body).rules).toContain('hreflang-value');
  });

  it('judges an hreflang whose namespace URI is written with a character reference', () => {
    const doc = `<urlset xmlns="${NS}" xmlns:xhtml="http://www.w3.org/1999/x&#104;tml">\n<url><loc>https://www.example.org/</loc><xhtml:link rel="alternate" hreflang="en_GB" href="https://www.example.org/"/></url>\n</urlset>\n`;
    expect(run(doc).rules).toContain('hreflang-value');
  });

  it('judges an hreflang whose namespace URI the parser trims (200 spaces, Unicode spaces), small and large files', () => {
    for (const pad of [' '.repeat(200), '\u00a0', '\u3000\t']) {
      const doc = `<urlset xmlns="${NS}" xmlns:xhtml="${pad}${XHTML}${pad}">\n<url><loc>https://www.example.org/</loc><xhtml:link rel="alternate" hreflang="en_GB" href="https://www.example.org/"/></url>\n</urlset>\n`;
      for (const text of [doc, doc.replace('\n<url>', `\n<!-- ${'x'.repeat(300_000)} -->\n<url>`)]) {
        const r = run(text);
        expect(r.rules, JSON.stringify(pad)).toContain('hreflang-value');
        expect(r.status).toBe(1);
      }
    }
  });

  it('judges video and news codes in a fresh process', () => {
    const doc = [
      `<urlset xmlns="${NS}" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">`,
      '<url><loc>https://www.example.org/a</loc><news:news><news:publication><news:name>X</news:name><news:language>english</news:language></news:publication>',
      '<news:publication_date>2026-11-29</news:publication_date><news:title>T</news:title></news:news></url>',
      '</urlset>',
    ].join('\n');
    expect(run(doc).rules).toContain('news-language');
  });
});
