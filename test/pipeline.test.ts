/**
 * The document pipeline: gzip, the size cap, UTF-8 decoding, text sitemaps, robots.txt and the
 * choice of checker. Every fault must come out as a finding with the right rule and position.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createGzip, gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { checkFile, checkStream, validate, type ValidateResult } from '../src/core/read/engine.js';
import { resolvePolicy, type PolicyInput } from '../src/core/policy/policy.js';
import type { Finding } from '../src/core/types.js';
import { RobotsChecker, TextChecker } from '../src/core/checks/textsitemap.js';

const NOW = new Date('2026-11-29T00:00:00Z');
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const DECL = '<?xml version="1.0" encoding="UTF-8"?>\n';

function urlset(...locs: string[]): string {
  return `${DECL}<urlset xmlns="${NS}">\n${locs.map((l) => `<url><loc>${l}</loc></url>\n`).join('')}</urlset>\n`;
}

const OK = urlset('https://www.beispiel.de/', 'https://www.beispiel.de/a');

function bytesOf(x: string | Uint8Array | number[]): Buffer {
  return typeof x === 'string' ? Buffer.from(x, 'utf8') : Buffer.from(x as Uint8Array);
}

async function judge(input: string | Uint8Array | number[], name?: string, policy: PolicyInput = {}): Promise<ValidateResult> {
  return validate(bytesOf(input), { now: NOW, ...policy }, name === undefined ? {} : { name });
}

/** Findings as compact `[rule, line, column]` triples, in report order. */
function where(r: { findings: Finding[] }): Array<[string, number | undefined, number | undefined]> {
  return r.findings.map((f) => [f.rule, f.line, f.column]);
}

function rules(r: { findings: Finding[] }): string[] {
  return r.findings.map((f) => f.rule);
}

/** An async source yielding `bytes` in the given slices (end offsets). */
async function* pieces(bytes: Uint8Array, cuts: number[]): AsyncGenerator<Uint8Array> {
  let from = 0;
  for (const to of [...cuts, bytes.length]) {
    if (to > from) yield bytes.subarray(from, to);
    from = Math.max(from, to);
  }
}

async function streamed(bytes: Uint8Array, cuts: number[], name?: string, policy: PolicyInput = {}) {
  return checkStream(pieces(bytes, cuts), resolvePolicy({ now: NOW, ...policy }), name === undefined ? {} : { name });
}

/** Cut offsets: every offset of `bytes` (1-byte chunks). */
function everyByte(bytes: Uint8Array): number[] {
  return Array.from({ length: Math.max(0, bytes.length - 1) }, (_, i) => i + 1);
}

/**
 * Expects the same report as `validate()` for `bytes` cut once at every offset and cut into
 * 1-byte chunks; returns the report.
 */
async function sameAtEveryCut(bytes: Uint8Array, name: string, policy: PolicyInput = {}): Promise<ValidateResult> {
  const whole = await judge(bytes, name, policy);
  const expected = JSON.stringify({ kind: whole.kind, entries: whole.entries, findings: whole.findings });
  const report = (r: { kind: string; entries: number; findings: Finding[] }) => JSON.stringify({ kind: r.kind, entries: r.entries, findings: r.findings });
  for (let cut = 0; cut <= bytes.length; cut++) {
    expect(report(await streamed(bytes, [cut], name, policy)), `cut at ${cut}`).toBe(expected);
  }
  expect(report(await streamed(bytes, everyByte(bytes), name, policy)), '1-byte chunks').toBe(expected);
  return whole;
}

/** gzip of `total` bytes made of `unit` repeated, compressed as a stream (never held inflated). */
async function gzipOfRepeated(unit: Buffer, total: number): Promise<Buffer> {
  const count = Math.ceil(total / unit.length);
  const source = Readable.from(
    (function* () {
      for (let i = 0; i < count; i++) yield unit;
    })(),
  );
  const out: Buffer[] = [];
  for await (const chunk of source.pipe(createGzip({ level: 9 }))) out.push(chunk as Buffer);
  return Buffer.concat(out);
}

/** Runs `work` while sampling the resident set size; returns its result and the peak growth in bytes. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ value: T; peak: number; ms: number }> {
  const base = process.memoryUsage().rss;
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss - base);
  };
  const timer = setInterval(sample, 2);
  const started = Date.now();
  try {
    const value = await work();
    sample();
    return { value, peak, ms: Date.now() - started };
  } finally {
    clearInterval(timer);
  }
}

describe('gzip', () => {
  it('inflates a valid gzip sitemap and judges it exactly like the plain file', async () => {
    const bad = urlset('https://www.beispiel.de/', '/relative');
    const plain = await judge(bad, 'sitemap.xml');
    const gz = await judge(gzipSync(bad), 'sitemap.xml.gz');
    expect(gz.kind).toBe('urlset');
    expect(gz.entries).toBe(2);
    expect(where(gz)).toEqual(where(plain));
    expect(where(gz)).toEqual([['loc-not-absolute', 4, 11]]);
    expect(gz.records).toEqual(plain.records);
    expect(where(await judge(gzipSync(OK), 'sitemap.xml.gz'))).toEqual([]);
  });

  it('reports a truncated gzip stream as gzip-invalid, without end-of-document guesses', async () => {
    const gz = gzipSync(OK);
    for (const cut of [gz.length - 1, gz.length - 8, 20, 11]) {
      const r = await judge(gz.subarray(0, cut), 'sitemap.xml.gz');
      expect(rules(r), `cut at ${cut}`).toEqual(['gzip-invalid']);
      expect(r.findings[0]!.line).toBeUndefined();
      expect(r.findings[0]!.message).toMatch(/corrupt or truncated/);
    }
  });

  it('reports a broken gzip stream as gzip-invalid also when what it inflated to stopped the judgement', async () => {
    const doc = urlset(...Array.from({ length: 400 }, (_, i) => `https://www.beispiel.de/page-${i}`));
    const gz = gzipSync(doc);
    // Flipped bytes in the middle of the stream: the inflated text turns to garbage (a fault of the
    // XML) before zlib finds the bad checksum or code at the end.
    for (const at of [Math.floor(gz.length / 2), Math.floor(gz.length / 3), gz.length - 12]) {
      const broken = Buffer.from(gz);
      broken[at] = broken[at]! ^ 0xff;
      const r = await judge(broken, 'sitemap.xml.gz');
      expect(rules(r), `flipped at ${at}`).toContain('gzip-invalid');
      // The same in small pieces of a stream.
      const s = await checkStream(pieces(broken, [3, 100, at, at + 1]), resolvePolicy({ now: NOW }), { name: 'sitemap.xml.gz' });
      expect(where(s)).toEqual(where(r));
    }
    // Garbage after a complete member: the document was judged whole; the gzip stands too.
    const tail = Buffer.concat([gz, Buffer.from('garbage after the member')]);
    expect(rules(await judge(tail, 'sitemap.xml.gz'))).toEqual(['gzip-invalid']);
    // A gzip of text that is not XML, cut short: both faults.
    const prose = gzipSync(Buffer.from(`This is no sitemap. ${'x'.repeat(70000)}`));
    const cut = await judge(prose.subarray(0, prose.length - 10), 'sitemap.xml.gz');
    expect(where(cut)).toEqual([
      ['gzip-invalid', undefined, undefined],
      ['xml-not-well-formed', 1, 1],
    ]);
  });

  it('reports gzip data compressed twice as such, whatever the chunks, and judges no content', async () => {
    const twice = gzipSync(gzipSync(OK));
    const expected = [
      {
        rule: 'gzip-invalid',
        severity: 'error',
        message: 'The inflated content is gzip data again: the file was compressed twice. Compress the sitemap once.',
      },
    ];
    const whole = await judge(twice, 'sitemap.xml.gz');
    expect(whole.findings).toEqual(expected);
    expect([whole.kind, whole.entries]).toEqual(['unknown', 0]);
    // One byte per chunk: the inflated bytes come out in small pieces too.
    const bytewise = await checkStream(Readable.from(Array.from(twice, (b) => Buffer.from([b]))), resolvePolicy({ now: NOW }), { name: 'sitemap.xml.gz' });
    expect(bytewise.findings).toEqual(expected);
    // Even when the inner data is an empty gzip member.
    expect((await judge(gzipSync(gzipSync(''))))!.findings).toEqual(expected);
    // Content that merely starts with 0x1F, or is one byte long, is judged as content.
    expect(rules(await judge(gzipSync('\u001f<urlset/>'), 'sitemap.xml.gz'))).toEqual(['xml-not-well-formed']);
    expect(rules(await judge(gzipSync('x'), 'sitemap.xml.gz'))).toEqual(['xml-not-well-formed']);
  });

  it('reports a CRC error as gzip-invalid, not as an empty or broken sitemap', async () => {
    const gz = Buffer.from(gzipSync(OK));
    gz[gz.length - 6] = gz[gz.length - 6]! ^ 0xff; // inside the CRC32 trailer
    const r = await judge(gz, 'sitemap.xml.gz');
    expect(rules(r)).toContain('gzip-invalid');
    expect(rules(r)).not.toContain('url-count');
    expect(rules(r)).not.toContain('root-element');
    expect(rules(r)).not.toContain('xml-not-well-formed');
  });

  it('reports bytes with the gzip magic that are not a gzip stream', async () => {
    const notGzip = Buffer.concat([Buffer.from([0x1f, 0x8b, 0x08]), Buffer.from('corrupted data')]);
    expect(rules(await judge(notGzip, 'sitemap.xml.gz'))).toEqual(['gzip-invalid']);
    expect(rules(await judge(notGzip))).toEqual(['gzip-invalid']);
    expect(rules(await judge([0x1f, 0x8b], 'sitemap.xml.gz'))).toEqual(['gzip-invalid']);
  });

  it('reports a .gz name over plain XML as gzip-mislabelled (a warning) and still judges the content', async () => {
    const r = await judge(urlset('https://www.beispiel.de/', '/relative'), 'sitemap.xml.gz');
    expect(r.kind).toBe('urlset');
    expect(where(r)).toEqual([
      ['gzip-mislabelled', undefined, undefined],
      ['loc-not-absolute', 4, 11],
    ]);
    expect(r.findings[0]!.severity).toBe('warning');
    expect(r.findings[0]!.message).toMatch(/not gzip-compressed/);
    expect(where(await judge(OK, 'sitemap.xml.gz'))).toEqual([['gzip-mislabelled', undefined, undefined]]);
    // The strict profile (the seed contract) refuses it (RULES.md).
    expect((await judge(OK, 'sitemap.xml.gz', { profile: 'strict' })).findings.map((f) => `${f.rule} ${f.severity}`)).toEqual(['gzip-mislabelled error']);
    // An override of gzip-invalid, which covered it, sets it too.
    expect(where(await judge(OK, 'sitemap.xml.gz', { rules: { 'gzip-invalid': 'off' } }))).toEqual([]);
    // Nothing or one byte of the gzip magic is gzip cut short: gzip-invalid.
    expect(where(await judge(new Uint8Array(0), 'sitemap.xml.gz')).map((w) => w[0])).toEqual(['gzip-invalid', 'root-element']);
    expect(where(await judge(new Uint8Array([0x1f]), 'sitemap.xml.gz')).map((w) => w[0])).toContain('gzip-invalid');
    const text = await judge('https://www.beispiel.de/a\n', 'sitemap.txt.gz');
    expect(text.kind).toBe('text');
    expect(rules(text)).toEqual(['gzip-mislabelled']);
  });

  it('judges the same inflated text before a gzip fault, however the compressed bytes are cut', async () => {
    const member = gzipSync(urlset('/relative'));
    // zlib drops the output of the write that fails: here the whole member, in every chunking.
    const garbage = await sameAtEveryCut(Buffer.concat([member, Buffer.from([0x41, 0x00, 0x1f])]), 'sitemap.xml.gz');
    expect(where(garbage)).toEqual([['gzip-invalid', undefined, undefined]]);
    expect(garbage.findings[0]!.message).toMatch(/incorrect header check/);
    // A line feed after the member starts a second member that is never finished: nothing is dropped.
    const newline = await sameAtEveryCut(Buffer.concat([member, Buffer.from('\n')]), 'sitemap.xml.gz');
    expect(where(newline)).toEqual([
      ['gzip-invalid', undefined, undefined],
      ['loc-not-absolute', 3, 11],
    ]);
    // Cut short: zlib fails only at the end, after everything was inflated.
    const truncated = await sameAtEveryCut(member.subarray(0, member.length - 10), 'sitemap.xml.gz');
    expect(where(truncated)).toEqual([
      ['gzip-invalid', undefined, undefined],
      ['loc-not-absolute', 3, 11],
    ]);
    const corrupt = Buffer.from(member);
    corrupt[40] = corrupt[40]! ^ 0x55;
    expect(rules(await sameAtEveryCut(corrupt, 'sitemap.xml.gz'))).toContain('gzip-invalid');
  });

  it('judges the same findings before a gzip fault in a long stream, whatever the chunks', async () => {
    const locs = Array.from({ length: 20000 }, (_, i) => (i % 500 === 7 ? `/relative/${i}` : `https://www.beispiel.de/${((i * 2654435761) >>> 0).toString(36)}/${i}`));
    const member = gzipSync(urlset(...locs), { level: 1 });
    expect(member.length).toBeGreaterThan(2 * 64 * 1024);
    const broken = Buffer.concat([member, Buffer.from('AB')]);
    const whole = await judge(broken, 'sitemap.xml.gz');
    expect(rules(whole)[0]).toBe('gzip-invalid');
    expect(rules(whole)).toContain('loc-not-absolute');
    const expected = JSON.stringify(whole.findings);
    for (const sizes of [[1], [7, 700], [64 * 1024 - 1], [64 * 1024 + 1, 5]]) {
      const cuts: number[] = [];
      for (let at = 0, k = 0; at < broken.length; k++) cuts.push((at += sizes[k % sizes.length]!));
      expect(JSON.stringify((await streamed(broken, cuts, 'sitemap.xml.gz')).findings), `chunks of ${sizes.join(',')}`).toBe(expected);
    }
  });

  it('reports a gzip stream with an empty payload as an empty document', async () => {
    const r = await judge(gzipSync(Buffer.alloc(0)), 'sitemap.xml.gz');
    expect(rules(r)).toEqual(['root-element']);
    expect(r.findings[0]!.message).toMatch(/empty/);
    const text = await judge(gzipSync(Buffer.alloc(0)), 'sitemap.txt.gz');
    expect(rules(text)).toEqual(['url-count']);
  });
});

describe('max-bytes', () => {
  const size = Buffer.byteLength(OK);

  it('passes a document of exactly max-bytes and refuses one byte more, plain or gzip', async () => {
    expect(where(await judge(OK, 'sitemap.xml', { maxBytes: size }))).toEqual([]);
    const over = await judge(OK, 'sitemap.xml', { maxBytes: size - 1 });
    expect(where(over)).toEqual([['file-too-large', undefined, undefined]]);
    expect(over.findings[0]!.message).toContain(String(size - 1));

    expect(where(await judge(gzipSync(OK), 'sitemap.xml.gz', { maxBytes: size }))).toEqual([]);
    expect(where(await judge(gzipSync(OK), 'sitemap.xml.gz', { maxBytes: size - 1 }))).toEqual([['file-too-large', undefined, undefined]]);
  });

  it('counts the bytes read and stops at the limit, also when the limit falls inside a chunk', async () => {
    const policy = resolvePolicy({ maxBytes: 100 });
    const whole = await checkStream(pieces(bytesOf(OK), []), policy, { name: 'sitemap.xml' });
    expect(whole.bytes).toBe(101);
    const small = await checkStream(pieces(bytesOf(OK), [3, 50, 99, 100, 101]), policy, { name: 'sitemap.xml' });
    expect(small.bytes).toBe(101);
    expect(rules(small)).toEqual(['file-too-large']);
    const fits = await checkStream(pieces(bytesOf(OK), [7]), resolvePolicy({ maxBytes: size }), { name: 'sitemap.xml' });
    expect(fits.bytes).toBe(size);
  });

  it('judges the bytes up to the limit first and reports file-too-large whatever else is wrong, however the bytes are cut', async () => {
    const doc = bytesOf(`<<urlset>${' '.repeat(400)}`);
    // The fault is the second byte (a "<" where a tag name starts), reported at it; the size too.
    const both = [
      ['file-too-large', undefined, undefined],
      ['xml-not-well-formed', 1, 2],
    ];
    expect(where(await sameAtEveryCut(doc, 'sitemap.xml', { maxBytes: 300 }))).toEqual(both);
    // It is read under max-bytes 3 (the first bytes are held for the BOM check, and "<<" may start
    // a merge-conflict marker until the "u"), not under 2 or 1.
    expect(where(await sameAtEveryCut(doc, 'sitemap.xml', { maxBytes: 3 }))).toEqual(both);
    expect(where(await sameAtEveryCut(doc, 'sitemap.xml', { maxBytes: 2 }))).toEqual([['file-too-large', undefined, undefined]]);
    expect(where(await sameAtEveryCut(doc, 'sitemap.xml', { maxBytes: 1 }))).toEqual([['file-too-large', undefined, undefined]]);
    // At the limit exactly, the fault alone.
    expect(where(await sameAtEveryCut(doc, 'sitemap.xml', { maxBytes: doc.length }))).toEqual([['xml-not-well-formed', 1, 2]]);
    // A document that reads on: what lies within the limit is judged too.
    const relative = bytesOf(urlset('/relative', 'https://www.beispiel.de/a'));
    expect(where(await sameAtEveryCut(relative, 'sitemap.xml', { maxBytes: relative.length - 40 }))).toEqual([
      ['file-too-large', undefined, undefined],
      ['loc-not-absolute', 3, 11],
    ]);
    // Text held to choose the checker (no line end yet) is judged before the size.
    const prose = bytesOf(`This is not a sitemap but prose, longer than the limit of max-bytes ${'x'.repeat(100)}`);
    expect(where(await sameAtEveryCut(prose, 'sitemap.xml', { maxBytes: 30 }))).toEqual([
      ['file-too-large', undefined, undefined],
      ['xml-not-well-formed', 1, 1],
    ]);
  });

  it('reports file-too-large after an early fault from bytes in memory, a stream and gzip alike', async () => {
    const fault = bytesOf(`<urlset xmlns="${NS}"><url><loc>a&b</loc></url>${' '.repeat(5000)}</urlset>`);
    const expected = [
      ['file-too-large', undefined, undefined],
      ['xml-not-well-formed', 1, 72],
    ];
    const policy = { maxBytes: 4096 };
    const inMemory = await judge(fault, 'sitemap.xml', policy);
    expect(where(inMemory)).toEqual(expected);
    // The early fault: "reading stopped at the limit" is not said, since the judgement stopped before.
    expect(inMemory.findings[0]!.message).toBe('The document is larger than 4096 bytes uncompressed (max-bytes). Split it into several sitemaps listed in a sitemap index.');
    expect(where(await checkStream(pieces(fault, [1, 60, 61, 4097]), resolvePolicy(policy), { name: 'sitemap.xml' }))).toEqual(expected);
    expect(where(await judge(gzipSync(fault), 'sitemap.xml.gz', policy))).toEqual(expected);
    // The same under the limit: the fault alone.
    expect(where(await judge(fault, 'sitemap.xml', { maxBytes: fault.length }))).toEqual([['xml-not-well-formed', 1, 72]]);
    expect(where(await judge(gzipSync(fault), 'sitemap.xml.gz', { maxBytes: fault.length }))).toEqual([['xml-not-well-formed', 1, 72]]);
    // A text sitemap and a UTF-16 file (whose judgement stops at once) too.
    const utf16 = new Uint8Array(Buffer.from(`\ufeff<urlset xmlns="${NS}">${' '.repeat(3000)}</urlset>`, 'utf16le'));
    expect(where(await judge(utf16, 'sitemap.xml', policy))).toEqual([
      ['file-too-large', undefined, undefined],
      ['encoding', 1, 1],
    ]);
  });

  it('stops inflating a gzip bomb at the cap, quickly and in little memory', async () => {
    const bomb = await gzipOfRepeated(Buffer.alloc(1024 * 1024), 200 * 1024 * 1024); // 200 MB of zeros
    expect(bomb.length).toBeLessThan(1024 * 1024);
    let consumed = 0;
    async function* source(): AsyncGenerator<Uint8Array> {
      for (let i = 0; i < bomb.length; i += 4096) {
        const chunk = bomb.subarray(i, i + 4096);
        consumed += chunk.length;
        yield chunk;
      }
    }
    const policy = resolvePolicy({ now: NOW });
    const { value: r, peak, ms } = await withPeakRss(() => checkStream(source(), policy, { name: 'sitemap.txt.gz' }));
    expect(rules(r)).toEqual(['file-too-large']);
    expect(r.bytes).toBe(policy.maxBytes + 1);
    expect(consumed).toBeLessThan(bomb.length / 2); // 50 of 200 MB inflated: about a quarter read
    expect(ms).toBeLessThan(15_000);
    expect(peak).toBeLessThan(48 * 1024 * 1024);
  });

  it('stops judging a gzip bomb named .xml.gz at its first fault, and inflates it on only to the cap, for its size', async () => {
    const bomb = await gzipOfRepeated(Buffer.alloc(1024 * 1024), 200 * 1024 * 1024);
    let consumed = 0;
    async function* source(): AsyncGenerator<Uint8Array> {
      for (let i = 0; i < bomb.length; i += 4096) {
        consumed += 4096;
        yield bomb.subarray(i, i + 4096);
      }
    }
    const policy = resolvePolicy({});
    const { value: r, peak } = await withPeakRss(() => checkStream(source(), policy, { name: 'sitemap.xml.gz' }));
    expect(where(r)).toEqual([
      ['file-too-large', undefined, undefined],
      ['xml-not-well-formed', 1, 1],
    ]);
    expect(r.bytes).toBe(policy.maxBytes + 1);
    expect(consumed).toBeLessThan(bomb.length / 2);
    expect(peak).toBeLessThan(48 * 1024 * 1024);
  });

  it('stops a well-formed but oversized gzip document at the cap without end-of-input faults', async () => {
    const head = Buffer.from(`${DECL}<urlset xmlns="${NS}">\n<url><loc>https://www.beispiel.de/</loc></url>\n`);
    const padding = await gzipOfRepeated(Buffer.from(`${' '.repeat(1023)}\n`), 8 * 1024 * 1024);
    const gz = Buffer.concat([gzipSync(head), padding]); // two gzip members: one stream
    const r = await judge(gz, 'sitemap.xml.gz', { maxBytes: 1024 * 1024 });
    expect(rules(r)).toEqual(['file-too-large']);
  });
});

describe('encoding', () => {
  const BOM = [0xef, 0xbb, 0xbf];

  it('reports a UTF-8 BOM only in the google profile, and keeps positions', async () => {
    const withBom = Buffer.concat([Buffer.from(BOM), bytesOf(urlset('/relative'))]);
    expect(where(await judge(withBom, 'sitemap.xml'))).toEqual([['loc-not-absolute', 3, 11]]);
    expect(where(await judge(withBom, 'sitemap.xml', { profile: 'strict' }))).not.toContainEqual(['bom', 1, 1]);
    const google = await judge(withBom, 'sitemap.xml', { profile: 'google' });
    expect(where(google)).toEqual([
      ['bom', 1, 1],
      ['loc-not-absolute', 3, 11],
    ]);
    expect(google.findings[0]!.severity).toBe('notice');
  });

  it('refuses UTF-16 and UTF-32 byte order marks, and UTF-16 without one', async () => {
    const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(OK, 'utf16le')]);
    const utf16be = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(OK, 'utf16le').swap16()]);
    const utf32le = Buffer.from([0xff, 0xfe, 0, 0, 0x3c, 0, 0, 0]);
    const utf32be = Buffer.from([0, 0, 0xfe, 0xff, 0, 0, 0, 0x3c]);
    for (const [label, bytes, what] of [
      ['UTF-16LE', utf16le, 'UTF-16'],
      ['UTF-16BE', utf16be, 'UTF-16'],
      ['UTF-32LE', utf32le, 'UTF-32'],
      ['UTF-32BE', utf32be, 'UTF-32'],
    ] as const) {
      const r = await judge(bytes, 'sitemap.xml');
      expect(where(r), label).toEqual([['encoding', 1, 1]]);
      expect(r.findings[0]!.message).toContain(what);
      expect(r.kind).toBe('unknown');
    }
    expect(where(await judge(Buffer.from(OK, 'utf16le'), 'sitemap.xml'))).toEqual([['encoding', 1, 1]]);
    expect(where(await judge(Buffer.from(OK, 'utf16le').swap16(), 'sitemap.xml'))).toEqual([['encoding', 1, 1]]);
    // A UTF-16 BOM also wins over a .txt name.
    expect(where(await judge(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('https://a/\n', 'utf16le')]), 'sitemap.txt'))).toEqual([
      ['encoding', 1, 1],
    ]);
  });

  const prefix = `${DECL}<urlset xmlns="${NS}">\n<url><loc>https://www.beispiel.de/é`; // the fault is on line 3
  const column = '<url><loc>https://www.beispiel.de/é'.length + 1;

  it('reports an invalid byte mid-document at its line and column, and stops there', async () => {
    const bytes = Buffer.concat([Buffer.from(prefix), Buffer.from([0xff]), Buffer.from('</loc></url>\n<url><loc>/x</loc></url>\n</urlset>\n')]);
    const r = await judge(bytes, 'sitemap.xml');
    expect(where(r)).toEqual([['encoding', 3, column]]);
    expect(r.findings[0]!.message).toContain('0xFF');
    // Columns count characters, not bytes or UTF-16 units.
    const astral = Buffer.concat([Buffer.from('https://www.beispiel.de/😀é'), Buffer.from([0xff])]);
    expect(where(await judge(astral, 'sitemap.txt'))).toEqual([['encoding', 1, 27]]);
  });

  it('reads a text sitemap on past bytes that are not UTF-8: one finding per such line, which is not judged; the others are', async () => {
    const bytes = Buffer.concat([
      Buffer.from('https://www.beispiel.de/a\nhttps://www.beispiel.de/caf'),
      Buffer.from([0xe9, 0x20, 0xe9]),
      Buffer.from('\nhttps://www.beispiel.de/b\nnot-a-url\nhttps://www.beispiel.de/a\nhttps://www.beispiel.de/'),
      Buffer.from([0xff, 0xfe]),
    ]);
    const r = await sameAtEveryCut(bytes, 'sitemap.txt');
    expect(where(r)).toEqual([
      ['encoding', 2, 28],
      ['loc-not-absolute', 4, 1],
      ['loc-duplicate', 5, 1],
      ['encoding', 6, 25],
    ]);
    expect(r.findings[0]!.message).toBe(
      'The byte 0xE9 is not valid UTF-8 here; sitemaps must be UTF-8 encoded. Re-save the file as UTF-8. This line is not judged further; the other lines are.',
    );
    expect(r.records.map((e) => e.loc)).toEqual(['https://www.beispiel.de/a', 'https://www.beispiel.de/b', 'not-a-url', 'https://www.beispiel.de/a']);
  });

  it('reads a robots.txt on past a comment in Latin-1, as crawlers read it byte by byte', async () => {
    const bytes = Buffer.concat([
      Buffer.from('# G'),
      Buffer.from([0xe9]),
      Buffer.from('n'),
      Buffer.from([0xe9]),
      Buffer.from('r'),
      Buffer.from([0xe9]),
      Buffer.from(' par le CMS\nUser-agent: *\nDisallow: /\nSitemap: https://www.beispiel.de/sitemap.xml\n'),
    ]);
    const r = await sameAtEveryCut(bytes, 'robots.txt', { profile: 'google' });
    expect(where(r)).toEqual([
      ['encoding', 1, 4],
      ['robots-disallow-all', 3, 1],
    ]);
    expect(r.findings[0]!.message).toContain('a robots.txt must be UTF-8 encoded (RFC 9309 section 2.3)');
    expect(r.records.map((e) => e.loc)).toEqual(['https://www.beispiel.de/sitemap.xml']);
  });

  it('places only the first such byte of a line: a long line of them is read in linear time', async () => {
    // Placing every byte counted the line so far each time: a 400 KB line of Latin-1 ran for minutes.
    const bytes = Buffer.concat([
      Buffer.from('https://www.beispiel.de/'),
      Buffer.alloc(100_000, 0xe9),
      Buffer.from('\nhttps://www.beispiel.de/'),
      Buffer.alloc(2_000, 0xff),
      Buffer.from('x\nhttps://www.beispiel.de/ok\n'),
    ]);
    for (const [name, checker] of [['sitemap.txt', TextChecker], ['robots.txt', RobotsChecker]] as const) {
      const spy = vi.spyOn(checker.prototype, 'position');
      try {
        const r = await judge(bytes, name);
        expect(where(r), name).toEqual([
          ['encoding', 1, 25],
          ['encoding', 2, 25],
        ]);
        expect(spy.mock.calls.length, name).toBe(2);
      } finally {
        spy.mockRestore();
      }
    }
  });

  it('reads a robots.txt line holding such bytes for its group still: it opens or closes one as crawlers read it', async () => {
    // Skipped whole, the Disallow: / of another crawler's group fell into the group of "*".
    const other = Buffer.concat([Buffer.from('User-agent: *\nDisallow: /private\n\nUser-agent: B'), Buffer.from([0xf6]), Buffer.from('tbot\nDisallow: /\n')]);
    expect(where(await sameAtEveryCut(other, 'robots.txt', { profile: 'google' }))).toEqual([['encoding', 4, 14]]);
    // A rule line so written ends the user-agent lines of its group: Googlebot's group is its own.
    const rule = Buffer.concat([Buffer.from('User-agent: *\nDisallow: /caf'), Buffer.from([0xe9]), Buffer.from('\nUser-agent: Googlebot\nDisallow: /\n')]);
    const r = await sameAtEveryCut(rule, 'robots.txt', { profile: 'google' });
    expect(where(r)).toEqual([
      ['encoding', 2, 15],
      ['robots-disallow-all', 4, 1],
    ]);
    expect(r.findings[1]!.message).toContain('disallows the whole site for Googlebot (');
  });

  it('a text sitemap whose only line holds such a byte is not called empty', async () => {
    const r = await judge(Buffer.from([...Buffer.from('https://www.beispiel.de/caf'), 0xe9, 0x0a]), 'sitemap.txt');
    expect(where(r)).toEqual([['encoding', 1, 28]]);
    expect(r.entries).toBe(0);
  });

  it('reports a multi-byte sequence cut off at the end of the file', async () => {
    const bytes = Buffer.concat([Buffer.from(OK), Buffer.from([0xe2, 0x82])]);
    const r = await judge(bytes, 'sitemap.xml');
    const lines = OK.split('\n').length; // OK ends with a newline: the cut sequence starts the last line
    expect(where(r)).toEqual([['encoding', lines, 1]]);
    expect(r.findings[0]!.message).toMatch(/ends inside a UTF-8 sequence/);
    const text = await judge(Buffer.concat([Buffer.from('https://www.beispiel.de/a'), Buffer.from([0xf0, 0x9f, 0x98])]), 'sitemap.txt');
    expect(where(text)).toEqual([['encoding', 1, 26]]);
  });

  it('refuses overlong forms, surrogates and code points above U+10FFFF', async () => {
    const bad: Array<[string, number[]]> = [
      ['overlong "/" in two bytes', [0xc0, 0xaf]],
      ['overlong "/" in three bytes', [0xe0, 0x80, 0xaf]],
      ['overlong in four bytes', [0xf0, 0x80, 0x80, 0xaf]],
      ['UTF-16 surrogate D800', [0xed, 0xa0, 0x80]],
      ['above U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
      ['lone continuation byte', [0x80]],
      ['lead byte F5', [0xf5, 0x80, 0x80, 0x80]],
    ];
    for (const [label, seq] of bad) {
      const bytes = Buffer.concat([Buffer.from(prefix), Buffer.from(seq), Buffer.from('</loc></url>\n</urlset>\n')]);
      expect(where(await judge(bytes, 'sitemap.xml')), label).toEqual([['encoding', 3, column]]);
    }
  });

  it('decodes multi-byte characters split across chunk boundaries', async () => {
    const doc = bytesOf(
      `${DECL}<!-- é € 😀 -->\n<urlset xmlns="${NS}">\n<url><loc>https://www.beispiel.de/café/€/😀</loc></url>\n<url><loc>/ü😀</loc></url>\n</urlset>\n`,
    );
    const whole = await streamed(doc, []);
    expect(where(whole)).toEqual([
      ['loc-non-ascii', 4, 11],
      ['loc-not-absolute', 5, 11],
    ]);
    for (let cut = 1; cut < doc.length; cut++) {
      const r = await streamed(doc, [cut]);
      expect(where(r), `cut at byte ${cut}`).toEqual(where(whole));
    }
    const oneByteAtATime = await streamed(doc, Array.from({ length: doc.length }, (_, i) => i + 1));
    expect(where(oneByteAtATime)).toEqual(where(whole));

    const text = bytesOf('https://www.beispiel.de/😀\r\n/ü\r\n');
    const textWhole = await streamed(text, [], 'sitemap.txt');
    for (let cut = 1; cut < text.length; cut++) {
      expect(where(await streamed(text, [cut], 'sitemap.txt')), `cut at byte ${cut}`).toEqual(where(textWhole));
    }
  });

  it('refuses a declared encoding other than UTF-8', async () => {
    const iso = `<?xml version="1.0" encoding="ISO-8859-1"?>\n<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/</loc></url></urlset>\n`;
    const r = await judge(iso, 'sitemap.xml');
    expect(where(r)).toEqual([['encoding', 1, 1]]);
    expect(r.findings[0]!.message).toContain('ISO-8859-1');
    for (const ok of ['UTF-8', 'utf-8', 'utf8']) {
      expect(where(await judge(OK.replace('UTF-8', ok), 'sitemap.xml')), ok).toEqual([]);
    }
  });
});

describe('text sitemaps', () => {
  it('reads LF, CRLF and CR line ends and skips blank lines, keeping line numbers', async () => {
    for (const eol of ['\n', '\r\n', '\r']) {
      const r = await judge(['', 'https://www.beispiel.de/a', '', '   ', '/relative', 'https://www.beispiel.de/b', ''].join(eol), 'sitemap.txt');
      expect(r.kind).toBe('text');
      expect(r.entries, JSON.stringify(eol)).toBe(3);
      expect(where(r), JSON.stringify(eol)).toEqual([['loc-not-absolute', 5, 1]]);
      expect(r.records.map((e) => [e.loc, e.line])).toEqual([
        ['https://www.beispiel.de/a', 2],
        ['/relative', 5],
        ['https://www.beispiel.de/b', 6],
      ]);
    }
  });

  it('keeps a CRLF split across chunks as one line end', async () => {
    const doc = bytesOf('https://www.beispiel.de/a\r\n/relative\r\n');
    const cut = doc.indexOf('\r') + 1;
    expect(where(await streamed(doc, [cut], 'sitemap.txt'))).toEqual([['loc-not-absolute', 2, 1]]);
  });

  it('strips a BOM glued to the first URL', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('https://www.beispiel.de/a\n/relative\n')]);
    const r = await judge(bytes, 'sitemap.txt');
    expect(where(r)).toEqual([['loc-not-absolute', 2, 1]]);
    expect(r.records[0]!.loc).toBe('https://www.beispiel.de/a');
    expect(where(await judge(bytes, 'sitemap.txt', { profile: 'google' }))).toEqual([
      ['bom', 1, 1],
      ['loc-not-absolute', 2, 1],
    ]);
  });

  it('reports a prose line as not a URL, at its line', async () => {
    const r = await judge('https://www.beispiel.de/a\nThis is not a URL.\n', 'sitemap.txt');
    expect(rules(r)).toContain('loc-not-absolute');
    expect(r.findings.every((f) => f.line === 2 && f.column === 1)).toBe(true);
  });

  it('reports more than max-urls lines once, at the first line too many', async () => {
    const lines = Array.from({ length: 6 }, (_, i) => `https://www.beispiel.de/${i}`);
    const r = await judge(`${lines.join('\n')}\n`, 'sitemap.txt', { maxUrls: 4 });
    expect(where(r)).toEqual([['url-count', 5, 1]]);
    expect(r.entries).toBe(6);
    expect(where(await judge(`${lines.slice(0, 4).join('\n')}\n`, 'sitemap.txt', { maxUrls: 4 }))).toEqual([]);
    expect(r.findings.map((f) => f.message)).toEqual([
      'This is URL 5: a sitemap may list at most 4 URLs (max-urls); split the file and list the parts in a sitemap index.',
    ]);
    // One URL is one URL, not "1 URLs".
    const one = await judge(`${lines.slice(0, 2).join('\n')}\n`, 'sitemap.txt', { maxUrls: 1 });
    expect(one.findings.map((f) => [f.rule, f.line, f.message])).toEqual([
      ['url-count', 2, 'This is URL 2: a sitemap may list at most 1 URL (max-urls); split the file and list the parts in a sitemap index.'],
    ]);
  });

  it('judges a last line without a line end', async () => {
    const r = await judge('https://www.beispiel.de/a\n/relative', 'sitemap.txt');
    expect(r.entries).toBe(2);
    expect(where(r)).toEqual([['loc-not-absolute', 2, 1]]);
  });

  it('refuses a text sitemap in the strict profile (an XML urlset only), and still judges its lines', async () => {
    const body = 'https://www.beispiel.de/\nhttps://www.beispiel.de/a#x\n';
    const strict = await judge(body, 'sitemap.txt', { profile: 'strict', hosts: ['www.beispiel.de'] });
    expect(where(strict)).toEqual([
      ['root-element', 1, 1],
      ['loc-fragment', 2, 1],
    ]);
    expect(strict.findings[0]!.message).toBe('A text sitemap is not accepted by the strict profile, which allows only an XML <urlset>.');
    expect(where(await judge(body, 'sitemap.txt', { profile: 'strict', hosts: ['www.beispiel.de'], rules: { 'root-element': 'off' } }))).toEqual([['loc-fragment', 2, 1]]);
    expect(rules(await judge(body, 'sitemap.txt'))).toEqual(['loc-fragment']);
    // robots.txt is no sitemap: strict reads its Sitemap lines as before.
    expect(rules(await judge('Sitemap: https://www.beispiel.de/sitemap.xml\n', 'robots.txt', { profile: 'strict' }))).toEqual([]);
  });

  it('reports an empty text sitemap as url-count', async () => {
    for (const body of ['', '\n\n', '  \r\n\t\n']) {
      const r = await judge(body, 'sitemap.txt');
      expect(r.kind).toBe('text');
      expect(where(r), JSON.stringify(body)).toEqual([['url-count', undefined, undefined]]);
    }
  });

  it('reports a huge line as loc-too-long without holding it', async () => {
    const line = `https://www.beispiel.de/${'a'.repeat(3 * 1024 * 1024)}`;
    const r = await judge(`${line}\nhttps://www.beispiel.de/b\n`, 'sitemap.txt');
    expect(where(r)).toEqual([['loc-too-long', 1, 1]]);
    expect(r.findings[0]!.message).toContain((line.length).toLocaleString('en-US'));
    expect(r.findings[0]!.message.length).toBeLessThan(1000);
    expect(r.entries).toBe(2);
    // A long line of white space is still a blank line.
    expect(where(await judge(`https://www.beispiel.de/a\n${' '.repeat(200_000)}\n`, 'sitemap.txt'))).toEqual([]);
  });

  it('judges a line too long to keep by its start, as a loc in XML: scheme, host and characters too', async () => {
    // Longer than the 1 MiB kept of a line: only the start is judged.
    const tail = 'a'.repeat(1100 * 1024);
    const body = [
      'https://www.beispiel.de/',
      `javascript://evil.org/%0aalert(1)//${tail}`,
      `https://evil.org/${tail}`,
      `https://www.beispiel.de/${'b'.repeat(2 * 1024 * 1024)}`,
      `https://www.beispiel.de/ x${tail}`,
      '',
    ].join('\n');
    const r = await judge(body, 'sitemap.txt', { hosts: ['www.beispiel.de'] });
    expect(where(r)).toEqual([
      ['loc-too-long', 2, 1],
      ['loc-scheme', 2, 1],
      ['loc-host', 2, 1],
      ['loc-too-long', 3, 1],
      ['loc-host', 3, 1],
      ['loc-too-long', 4, 1],
      ['loc-too-long', 5, 1],
      ['loc-invalid', 5, 1],
    ]);
    expect(r.findings.find((f) => f.line === 4)!.message).toContain(`is ${(2 * 1024 * 1024 + 24).toLocaleString('en-US')} characters long`);
    // The length counts characters: a character outside the BMP (two UTF-16 units) is one.
    const emoji = await judge(`https://www.beispiel.de/${'😀'.repeat(600_000)}\n`, 'sitemap.txt');
    expect(emoji.findings.filter((f) => f.rule === 'loc-too-long').map((f) => f.message)).toEqual([expect.stringContaining(`is ${(600_024).toLocaleString('en-US')} characters long`)]);
    const emojiXml = await judge(`<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/${'😀'.repeat(600_000)}</loc></url></urlset>\n`, 'sitemap.xml');
    expect(emojiXml.findings.filter((f) => f.rule === 'loc-too-long').map((f) => f.message)).toEqual([expect.stringContaining(`is ${(600_024).toLocaleString('en-US')} characters long`)]);
    expect(r.entries).toBe(5);
    // The same lines in XML give the same findings.
    const xml = `<urlset xmlns="${NS}">\n${body
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => `<url><loc>${l}</loc></url>`)
      .join('\n')}\n</urlset>\n`;
    const x = await judge(xml, 'sitemap.xml', { hosts: ['www.beispiel.de'] });
    // (line 1 is the <urlset> there)
    expect(x.findings.map((f) => [f.rule, f.line! - 1])).toEqual(r.findings.map((f) => [f.rule, f.line]));
  });

  it('trims a line of long white space runs in linear time (a regular expression backtracked: a 1 MB line took minutes)', async () => {
    const tabs = '\t'.repeat(1_000_000);
    const text = await judge(`x${tabs}y\n`, 'sitemap.txt');
    expect(text.findings.map((f) => f.rule)).toEqual(['loc-too-long', 'loc-not-absolute']);
    const robots = await judge(`Sitemap: https://a.example/${tabs}x\n`, 'robots.txt');
    expect(robots.findings.map((f) => f.rule)).toEqual(['loc-too-long', 'robots-sitemap-invalid']);
    const xml = await judge(`<urlset xmlns="${NS}"><url><loc>x${tabs}y</loc></url></urlset>\n`, 'sitemap.xml');
    expect(xml.findings.map((f) => f.rule)).toEqual(['loc-too-long', 'loc-not-absolute']);
  });

  it('compares locs under 2,048 characters for duplicates also when they take more UTF-16 units', async () => {
    const loc = `https://a.example/${'😀'.repeat(1100)}`;
    const r = await judge(`<urlset xmlns="${NS}"><url><loc>${loc}</loc></url>\n<url><loc>${loc}</loc></url></urlset>\n`, 'sitemap.xml', { rules: { 'loc-non-ascii': 'off', 'loc-reserved-host': 'off' } });
    // 1,118 characters as written, 13,218 once escaped to ASCII: loc-too-long, but short enough to be kept.
    expect(where(r)).toEqual([
      ['loc-too-long', 1, 71],
      ['loc-too-long', 2, 11],
      ['loc-duplicate', 2, 11],
    ]);
  });

  it('finds the URL after white space longer than what an old cut kept, at its column', async () => {
    const r = await judge(`https://www.beispiel.de/\n${' '.repeat(70_000)}https://www.beispiel.de/y\n`, 'sitemap.txt');
    expect(where(r)).toEqual([['loc-whitespace', 2, 70_001]]);
    const robots = await judge(`Sitemap:${' '.repeat(70_000)}https://www.beispiel.de/s.xml\n`, 'robots.txt');
    expect(robots.findings).toEqual([]);
    expect(robots.records).toEqual([{ loc: 'https://www.beispiel.de/s.xml', line: 1, column: 70_009 }]);
  });
});

describe('robots.txt', () => {
  it('reads Sitemap: lines in any case and ignores other records and comments', async () => {
    const robots = [
      'User-agent: *',
      'Disallow: /private/',
      '# Sitemap: /commented-out.xml',
      'SITEMAP: https://www.beispiel.de/a.xml',
      'sitemap:https://www.beispiel.de/b.xml # the blog',
      '  Sitemap :  https://www.beispiel.de/c.xml.gz',
      '',
    ].join('\n');
    const r = await judge(robots, 'robots.txt');
    expect(r.kind).toBe('robots');
    expect(where(r)).toEqual([]);
    expect(r.records.map((e) => [e.loc, e.line, e.column])).toEqual([
      ['https://www.beispiel.de/a.xml', 4, 10],
      ['https://www.beispiel.de/b.xml', 5, 9],
      ['https://www.beispiel.de/c.xml.gz', 6, 14],
    ]);
  });

  it('reports a relative Sitemap: value at the column of the value', async () => {
    const r = await judge('User-agent: *\nSitemap: /sitemap.xml\nsitemap:    sitemap2.xml\n', 'public/robots.txt');
    expect(where(r)).toEqual([
      ['robots-sitemap-invalid', 2, 10],
      ['robots-sitemap-invalid', 3, 13],
    ]);
    expect(r.findings[0]!.message).toContain('"/sitemap.xml"');
  });

  it('names the character that keeps an absolute Sitemap: value from being a URL', async () => {
    const r = await judge('Sitemap: https://www.beispiel.de/nothere 6.xml\nSitemap: https://www.beispiel.de/a\u202eb.xml\nSitemap: https://www.beispiel.de/a%zz.xml\nSitemap: https://www.beispiel.de/ok.xml\n', 'robots.txt');
    expect(r.findings.map((f) => [f.rule, f.line, f.column, f.message])).toEqual([
      ['robots-sitemap-invalid', 1, 10, 'The Sitemap: value "https://www.beispiel.de/nothere 6.xml" has a space at character 32 in the path; percent-encode it as %20.'],
      ['robots-sitemap-invalid', 2, 10, expect.stringMatching(/^The Sitemap: value ".*" has the bidirectional formatting character U\+202E at character 26, /)],
      ['robots-sitemap-invalid', 3, 10, 'The Sitemap: value "https://www.beispiel.de/a%zz.xml" has a "%" at character 26 that is not followed by two hexadecimal digits; write %25 for a literal percent sign.'],
    ]);
    expect(r.entries).toBe(4);
  });

  it('refuses white space outside ASCII in a Sitemap: value (a no-break space, U+2028, U+FEFF)', async () => {
    const r = await judge('Sitemap: https://www.beispiel.de/a\u00a0b.xml\nSitemap: https://www.beispiel.de/c\u2028d.xml\nSitemap: https://www.beispiel.de/e\ufeff.xml\nSitemap: https://www.beispiel.de/caf\u00e9.xml\n', 'robots.txt');
    expect(r.findings.map((f) => [f.rule, f.line, f.message])).toEqual([
      ['robots-sitemap-invalid', 1, 'The Sitemap: value "https://www.beispiel.de/a\\u00a0b.xml" has the white space character U+00A0 at character 26; remove it.'],
      ['robots-sitemap-invalid', 2, expect.stringMatching(/has the white space character U\+2028 at character 26; remove it\.$/)],
      ['robots-sitemap-invalid', 3, expect.stringMatching(/has the white space character U\+FEFF at character 26; remove it\.$/)],
      // A letter outside ASCII is no fault of the line: it is loc-non-ascii, as in a loc.
      ['loc-non-ascii', 4, 'The Sitemap: value "https://www.beispiel.de/café.xml" has the non-ASCII character "é" (U+00E9) at character 28; percent-encode its UTF-8 bytes as %C3%A9 (sitemaps.org asks for URLs escaped to ASCII).'],
    ]);
  });

  it('takes only ASCII white space off the ends of a Sitemap: value', async () => {
    for (const value of ['https://www.beispiel.de/sitemap.xml\u00a0', '\u3000https://www.beispiel.de/sitemap.xml', 'https://www.beispiel.de/sitemap.xml\ufeff']) {
      const r = await judge(`Sitemap: ${value}\n`, 'robots.txt');
      expect(r.findings.map((f) => f.rule), JSON.stringify(value)).toEqual(['robots-sitemap-invalid']);
    }
    expect((await judge('Sitemap: \t https://www.beispiel.de/sitemap.xml \t\r\n', 'robots.txt')).findings).toEqual([]);
  });

  it('strips a BOM and keeps positions', async () => {
    const r = await judge(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Sitemap: /x.xml\n')]), 'robots.txt');
    expect(where(r)).toEqual([['robots-sitemap-invalid', 1, 10]]);
  });

  it('reports random bytes as an encoding fault', async () => {
    const r = await judge([0x53, 0x69, 0x74, 0x65, 0x6d, 0x61, 0x70, 0x3a, 0x20, 0xff, 0xfe, 0x80, 0x00, 0x9c], 'robots.txt');
    expect(where(r)).toEqual([['encoding', 1, 10]]);
    expect(rules(await judge([0xc3, 0x28, 0xa0, 0xa1], 'robots.txt'))).toEqual(['encoding']);
  });
});

describe('choosing the checker', () => {
  it('reads a gzip file whose name has no .xml by its content', async () => {
    const r = await judge(gzipSync(OK), 'sitemap.gz');
    expect(r.kind).toBe('urlset');
    expect(where(r)).toEqual([]);
    const text = await judge(gzipSync('https://www.beispiel.de/a\n'), 'urls.gz');
    expect(text.kind).toBe('text');
  });

  it('reads XML under any other name, or none', async () => {
    for (const name of [undefined, 'feed', 'sitemap', 'sitemap.php', 'sitemap.XML']) {
      const r = await judge(urlset('/relative'), name);
      expect(r.kind, String(name)).toBe('urlset');
      expect(where(r), String(name)).toEqual([['loc-not-absolute', 3, 11]]);
    }
  });

  it('reads a .xml file that holds URL lines as a text sitemap', async () => {
    const r = await judge('\n  https://www.beispiel.de/a\nhttps://www.beispiel.de/b\n/relative\n', 'sitemap.xml');
    expect(r.kind).toBe('text');
    expect(r.entries).toBe(3);
    expect(where(r)).toEqual([
      ['loc-whitespace', 2, 3],
      ['loc-not-absolute', 4, 1],
    ]);
    expect((await judge('https://www.beispiel.de/a', undefined)).kind).toBe('text');
  });

  it('judges other content without a .txt name as XML (it is neither)', async () => {
    const r = await judge('This is not a sitemap.\n', 'sitemap.xml');
    expect(rules(r)).toEqual(['xml-not-well-formed']);
    expect(rules(await judge(Buffer.alloc(100), 'sitemap.xml'))).toEqual(['xml-not-well-formed']);
  });

  it('treats a .txt name as a text sitemap unless it starts with markup, which is judged as the XML it is', async () => {
    const xml = await judge(`  \n<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/</loc></url></urlset>\n`, 'sitemap.txt');
    expect(xml.kind).toBe('urlset');
    expect(rules(xml)).toEqual([]);
    const text = await judge('www.beispiel.de/a\n<b>\n', 'sitemap.txt');
    expect(text.kind).toBe('text');
    expect(rules(text)).toContain('loc-not-absolute');
  });

  it('never modifies the bytes it is given', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), gzipSync(OK)]);
    const copy = Buffer.from(bytes);
    await judge(bytes, 'sitemap.xml.gz');
    await judge(bytes.subarray(3), 'sitemap.xml.gz');
    expect(bytes.equals(copy)).toBe(true);
  });
});

describe('files read whole (up to 256 KiB) and streamed give the same findings', () => {
  it('judges files just under, at and over the size read whole as validate() judges their bytes', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-whole-'));
    try {
      const policy = resolvePolicy({ now: new Date('2026-11-29T00:00:00Z') });
      const head = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
      const url = (i: number) => `<url><loc>https://www.beispiel.de/${i}${i % 7 === 0 ? ' x' : ''}</loc></url>\n`;
      for (const size of [256 * 1024 - 1, 256 * 1024, 256 * 1024 + 1, 300 * 1024]) {
        let body = head;
        for (let i = 0; body.length < size - 200; i++) body += url(i);
        body += '</urlset>';
        body = body.padEnd(size, ' ');
        const bytes = Buffer.from(body);
        expect(bytes.length).toBe(size);
        const file = path.join(dir, `s${size}.xml`);
        writeFileSync(file, bytes);
        const onDisk = await checkFile(file, 'sitemap.xml', policy);
        const inMemory = await validate(bytes, policy, { name: 'sitemap.xml' });
        expect(onDisk.findings.length, String(size)).toBeGreaterThan(0);
        expect(onDisk.findings, String(size)).toEqual(inMemory.findings);
        expect([onDisk.kind, onDisk.entries, onDisk.bytes]).toEqual([inMemory.kind, inMemory.entries, size]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a loc longer than the part kept of it', () => {
  it('is judged by whole characters: a cut inside a surrogate pair is no fault', async () => {
    // 25 ASCII characters, then pairs: the kept part (2^20 code units) would end between the halves of a pair.
    const loc = `https://www.beispiel.de/a${'\u{1f600}'.repeat(600_000)}`;
    const r = await judge(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}"><url><loc>${loc}</loc></url></urlset>\n`);
    expect(r.findings.map((f) => f.rule).sort()).toEqual(['loc-non-ascii', 'loc-too-long']);
  });

  it('is judged without a percent escape the cut split', async () => {
    const head = 'https://www.beispiel.de/';
    for (const before of [1, 2]) {
      // "%41" starts 1 or 2 code units before the end of the kept part (2^20 code units).
      const loc = `${head}${'a'.repeat((1 << 20) - before - head.length)}%41${'b'.repeat(10)}`;
      const r = await judge(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}"><url><loc>${loc}</loc></url></urlset>\n`);
      expect(r.findings.map((f) => f.rule), String(before)).toEqual(['loc-too-long']);
    }
  });
});
