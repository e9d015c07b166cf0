/**
 * The optimised engine against a straightforward reference, on the real corpus files and on
 * generated runs: the reference parses each document with saxes in one piece (no scanner, no
 * chunks, no drained text), keeps every entry in plain arrays and maps, and computes the file- and
 * run-level loc rules the obvious way. The engine must agree on the entries it reads back (loc text
 * and position), on `loc-duplicate`, `loc-http-https-pair`, `loc-mixed-hosts`,
 * `loc-duplicate-across-files` and on the totals per host; and its findings must not depend on how
 * the bytes are cut.
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { SaxesParser } from 'saxes';
import { afterAll, describe, expect, it } from 'vitest';
import { checkStream, validate } from '../src/core/read/engine.js';
import { resolvePolicy, type Policy } from '../src/core/policy/policy.js';
import { checkWorkspace } from '../src/core/run/run.js';
import { runs } from './support/scale.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REAL = path.join(ROOT, 'test', 'fixtures', 'real');
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NOW = new Date('2026-11-29T00:00:00Z');
const policy = resolvePolicy({ now: NOW });
const google = resolvePolicy({ now: NOW, profile: 'google' });

const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

interface RefEntry {
  /** The loc as decoded, untrimmed. */
  loc: string;
  /** Position of the entry's '<'. */
  line: number;
  column: number;
  /** Position of the first character of the loc's text that is not whitespace (of `<loc>` when there is none). */
  locLine: number;
  locColumn: number;
}

/** 1-based line and column (in code points) of each UTF-16 offset of `text`; LF, CR LF and CR end lines. */
function positions(text: string): (offset: number) => [number, number] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return [lo + 1, [...text.slice(starts[lo]!, offset)].length + 1];
  };
}

function trimXml(s: string): string {
  return s.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
}

/** The entries of a urlset or sitemap index in the sitemap namespace, or undefined when it is something else or not well-formed. */
function referenceEntries(text: string): RefEntry[] | undefined {
  const at = positions(text);
  const parser = new SaxesParser({ xmlns: true, position: true });
  const entries: RefEntry[] = [];
  let depth = 0;
  let ok = true;
  let root = '';
  let entry: { line: number; column: number } | undefined;
  let loc: { text: string; start: number; tag: number } | undefined;
  let locDone: RefEntry | undefined;
  parser.on('error', () => {
    ok = false;
  });
  parser.on('opentag', (tag) => {
    depth++;
    const lt = text.lastIndexOf('<', parser.position - 1);
    if (depth === 1) root = tag.uri === SITEMAP_NS ? tag.local : '';
    if (depth === 2 && tag.uri === SITEMAP_NS && (tag.local === 'url' || tag.local === 'sitemap')) {
      const [line, column] = at(lt);
      entry = { line, column };
      locDone = undefined;
    }
    if (depth === 3 && entry && tag.uri === SITEMAP_NS && tag.local === 'loc' && !locDone) loc = { text: '', start: parser.position, tag: lt };
  });
  const onText = (t: string) => {
    if (loc && depth === 3) loc.text += t;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    if (depth === 3 && loc && entry) {
      // The first character of the value: skip whitespace, and the '<![CDATA[' of a section.
      let i = loc.start;
      for (;;) {
        while (/[ \t\r\n]/.test(text[i] ?? '')) i++;
        if (text.startsWith('<![CDATA[', i)) i += 9;
        else break;
      }
      const [locLine, locColumn] = at(trimXml(loc.text) === "" ? loc.tag : i);
      locDone = { loc: loc.text, line: entry.line, column: entry.column, locLine, locColumn };
      loc = undefined;
    }
    if (depth === 2 && entry) {
      if (locDone) entries.push(locDone);
      entry = undefined;
    }
    depth--;
  });
  try {
    parser.write(text).close();
  } catch {
    ok = false;
  }
  return ok && (root === 'urlset' || root === 'sitemapindex') ? entries : undefined;
}

/** The scheme (lower case), host and port as written of an absolute http(s) URL as a browser reads it, or undefined. */
function origin(value: string): { scheme: string; host: string; port: string } | undefined {
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#\\]/.test(value)) return undefined;
  try {
    const u = new URL(value);
    const authority = /^[^:]*:\/\/([^/?#\\]*)/.exec(value)![1]!.replace(/^.*@/, '');
    // The port as a number, none for the scheme's default (as URL reads it).
    return { scheme: u.protocol.slice(0, -1), host: u.hostname, port: /:\d+$/.test(authority) ? u.port : '' };
  } catch {
    return undefined;
  }
}

type Spot = [rule: string, line: number, column: number];

/** loc-duplicate, loc-http-https-pair and loc-mixed-hosts of one file under `p`, computed the obvious way. */
function referenceLocRules(entries: RefEntry[], p: Policy): Spot[] {
  return allLocRules(entries, p.hosts.length > 0).filter(([rule]) => p.severities[rule] !== 'off');
}

function allLocRules(entries: RefEntry[], hostsGiven = false): Spot[] {
  const spots: Spot[] = [];
  const first = new Map<string, number>();
  const pairs = new Map<string, { scheme: string; line: number }>();
  let firstOrigin: string | undefined;
  const reported = new Set<string>();
  for (const e of entries) {
    const value = trimXml(e.loc);
    if (value !== '' && value.length < 2048) {
      if (first.has(value)) spots.push(['loc-duplicate', e.locLine, e.locColumn]);
      else first.set(value, e.locLine);
    }
    const o = origin(value);
    if (!o) continue;
    // Only http(s) locs are compared: another scheme is loc-scheme, not a second origin.
    if (o.scheme !== 'http' && o.scheme !== 'https') continue;
    // With hosts allowed by the policy, any of them may follow another; scheme and port may not.
    const key = hostsGiven ? `${o.scheme}:${o.port}` : `${o.scheme}://${o.host}:${o.port}`;
    if (firstOrigin === undefined) firstOrigin = key;
    else if (key !== firstOrigin && !reported.has(key)) {
      reported.add(key);
      spots.push(['loc-mixed-hosts', e.locLine, e.locColumn]);
    }
    if (o.scheme === 'http' || o.scheme === 'https') {
      const rest = value.slice(value.indexOf(':'));
      const p = pairs.get(rest);
      if (!p) pairs.set(rest, { scheme: o.scheme, line: e.locLine });
      else if (p.scheme !== o.scheme) spots.push(['loc-http-https-pair', e.locLine, e.locColumn]);
    }
  }
  return spots;
}

const LOC_RULES = new Set(['loc-duplicate', 'loc-http-https-pair', 'loc-mixed-hosts']);
const FATAL = new Set(['xml-not-well-formed', 'dtd-forbidden', 'encoding', 'xml-limit', 'file-too-large', 'gzip-invalid']);

/** The text of a corpus file (inflated when gzip), or undefined when it does not inflate. */
function decoded(file: string): string | undefined {
  const bytes = readFileSync(path.join(REAL, file));
  let raw: Buffer = bytes;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      raw = gunzipSync(bytes);
    } catch {
      return undefined;
    }
  }
  const text = raw.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text;
}

function sortSpots(spots: Spot[]): Spot[] {
  return [...spots].sort((a, b) => a[1] - b[1] || a[2] - b[2] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

const corpus = readdirSync(REAL).filter((f) => f !== 'SOURCES.tsv');

describe('the engine against the reference on the real corpus', () => {
  const compared: string[] = [];

  it.each(corpus)('%s: entries and the loc rules of the file', async (file) => {
    const bytes = readFileSync(path.join(REAL, file));
    const text = /\.txt(\.gz)?$/.test(file) ? undefined : decoded(file);
    const ref = text === undefined ? undefined : referenceEntries(text);
    for (const p of [policy, google]) {
      const r = await validate(bytes, p, { name: file });
      if (!ref || r.findings.some((f) => FATAL.has(f.rule)) || (r.kind !== 'urlset' && r.kind !== 'sitemapindex')) return;
      expect(r.records.map((e) => [e.loc, e.line, e.column])).toEqual(ref.map((e) => [e.loc, e.line, e.column]));
      const mine = r.findings.filter((f) => LOC_RULES.has(f.rule)).map((f): Spot => [f.rule, f.line!, f.column!]);
      expect(sortSpots(mine), p.profile).toEqual(sortSpots(referenceLocRules(ref, p)));
    }
    compared.push(file);
  });

  it('compared at least the well-formed urlsets and indexes of the corpus', () => {
    expect(compared.length).toBeGreaterThanOrEqual(15);
  });

  it.each(corpus)('%s: the same findings however the bytes are cut', async (file) => {
    const bytes = readFileSync(path.join(REAL, file));
    const whole = await validate(bytes, policy, { name: file });
    for (const size of [1, 7, 4093]) {
      if (size === 1 && bytes.length > 200_000) continue;
      const cut = await checkStream(
        (async function* () {
          for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
        })(),
        policy,
        { name: file },
      );
      expect(cut.findings, `${file} in chunks of ${size}`).toEqual(whole.findings);
    }
  });
});

describe('the engine against the reference on generated files', () => {
  const hosts = ['https://www.example.org', 'http://www.example.org', 'https://shop.example.org', 'HTTPS://www.example.org', 'ftp://www.example.org', 'https://www.example.org:8443', 'https://shop.example.org:443', 'https://www.example.org:0443', 'http://www.example.org:80'];
  const withHosts = resolvePolicy({ now: NOW, hosts: ['www.example.org', 'shop.example.org'] });
  const entryArb = fc.record({ host: fc.constantFrom(...hosts), page: fc.integer({ min: 0, max: 12 }), pad: fc.constantFrom('', ' ', '\n  ') });

  function doc(entries: Array<{ host: string; page: number; pad: string }>): string {
    return `<urlset xmlns="${SITEMAP_NS}">\n${entries.map((e) => `<url><loc>${e.pad}${e.host}/p${e.page}${e.pad}</loc></url>`).join('\n')}\n</urlset>\n`;
  }

  it('loc-duplicate, loc-http-https-pair and loc-mixed-hosts agree on random files', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(entryArb, { minLength: 1, maxLength: 40 }), async (entries) => {
        const text = doc(entries);
        const ref = referenceEntries(text)!;
        for (const p of [policy, google, withHosts]) {
          const r = await validate(Buffer.from(text), p, { name: 'sitemap.xml' });
          const mine = r.findings.filter((f) => LOC_RULES.has(f.rule)).map((f): Spot => [f.rule, f.line!, f.column!]);
          expect(sortSpots(mine), p.profile).toEqual(sortSpots(referenceLocRules(ref, p)));
        }
      }),
      { numRuns: runs(300), seed: 5150 },
    );
  });

  it('loc-duplicate-across-files and the totals per host agree on random runs (one file and many)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(entryArb, { minLength: 1, maxLength: 15 }), { minLength: 1, maxLength: 4 }), async (files) => {
        const ws = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-ref-'));
        temps.push(ws);
        const names = files.map((_, i) => `sitemap-${i}.xml`);
        files.forEach((entries, i) => writeFileSync(path.join(ws, names[i]!), doc(entries)));
        const run = await checkWorkspace({ cwd: ws, patterns: names, policy: { now: NOW } });
        // Reference: every entry of every file, the first place by file and line, one finding per other file.
        const places = new Map<string, Array<{ file: string; line: number; column: number }>>();
        const hostTotals = new Map<string, number>();
        names.forEach((name) => {
          for (const e of referenceEntries(readFileSync(path.join(ws, name), 'utf8'))!) {
            const value = trimXml(e.loc);
            const list = places.get(value) ?? [];
            list.push({ file: name, line: e.locLine, column: e.locColumn });
            places.set(value, list);
            const o = origin(value);
            if (o) hostTotals.set(o.host, (hostTotals.get(o.host) ?? 0) + 1);
          }
        });
        const expected: Array<[string, number, number]> = [];
        for (const list of places.values()) {
          list.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line);
          const seen = new Set([list[0]!.file]);
          for (const p of list) {
            if (seen.has(p.file)) continue;
            seen.add(p.file);
            expected.push([p.file, p.line, p.column]);
          }
        }
        const got = run.files.flatMap((f) => f.findings.filter((x) => x.rule === 'loc-duplicate-across-files').map((x): [string, number, number] => [f.path, x.line!, x.column!]));
        const order = (a: [string, number, number], b: [string, number, number]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0) || a[1] - b[1] || a[2] - b[2];
        expect(got.sort(order)).toEqual(expected.sort(order));
        const totals = Object.fromEntries((run.site?.hosts ?? []).map((h) => [h.host, h.entries]));
        expect(totals).toEqual(Object.fromEntries(hostTotals));
      }),
      { numRuns: 60, seed: 4242 },
    );
  });

  it('a run of one corpus file and a run of it with a copy report the same file findings, plus the duplicates', async () => {
    const file = 'kotlin-sitemap__real-sitemaps-org-sitemap.xml';
    const ws = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-ref-'));
    temps.push(ws);
    copyFileSync(path.join(REAL, file), path.join(ws, 'a.xml'));
    const one = await checkWorkspace({ cwd: ws, patterns: ['a.xml'], policy: { now: NOW } });
    copyFileSync(path.join(REAL, file), path.join(ws, 'b.xml'));
    const two = await checkWorkspace({ cwd: ws, patterns: ['a.xml', 'b.xml'], policy: { now: NOW } });
    const a1 = one.files[0]!.findings;
    const a2 = two.files.find((f) => f.path === 'a.xml')!.findings;
    expect(a2).toEqual(a1);
    const entries = one.files[0]!.entries;
    expect(entries).toBeGreaterThan(0);
    const dups = two.files.find((f) => f.path === 'b.xml')!.findings.filter((f) => f.rule === 'loc-duplicate-across-files');
    expect(dups.length).toBe(new Set(referenceEntries(decoded(file)!)!.map((e) => trimXml(e.loc))).size);
  });
});
