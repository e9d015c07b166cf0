/**
 * Foundation: bad input. Every input gets a finding or a clear error: never a crash, a hang or a
 * silent pass. Files on disk go through the same path as the action and the CLI (discovery, then
 * the engine), in temporary workspaces that are removed afterwards.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, symlinkSync, writeFileSync, ftruncateSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { checkStream, validate } from '../src/core/read/engine.js';
import { resolvePolicy, type PolicyInput } from '../src/core/policy/policy.js';
import { checkFiles, checkWorkspace } from '../src/core/run/run.js';
import type { FileResult, Finding } from '../src/core/types.js';
import { runs } from './support/scale.js';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NOW = new Date('2026-11-29T00:00:00Z');
/** A sitemap that certainly gets findings if it is ever read: its loc is relative. */
const TELLTALE = `<urlset xmlns="${NS}"><url><loc>/read-from-outside</loc></url></urlset>\n`;

const temps: string[] = [];
function tempDir(prefix = 'sitemap-contract-'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
}
afterEach(() => {
  while (temps.length > 0) rmSync(temps.pop()!, { recursive: true, force: true });
});

function put(dir: string, name: string, content: string | Uint8Array): string {
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  return file;
}

/** Fails instead of waiting forever. */
async function within<T>(ms: number, label: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label} did not finish within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function workspace(cwd: string, patterns: string[] = [], policy: PolicyInput = {}): Promise<FileResult[]> {
  const run = await within(20_000, 'checkWorkspace', checkWorkspace({ cwd, patterns, policy: { now: NOW, ...policy } }));
  return run.files;
}

function only(files: FileResult[], file: string): FileResult {
  const found = files.find((f) => f.path === file);
  expect(found, `${file} in ${files.map((f) => f.path).join(', ')}`).toBeDefined();
  return found!;
}

function rules(x: { findings: Finding[] }): string[] {
  return x.findings.map((f) => f.rule);
}

describe('bad input on disk', () => {
  it('reports an empty file', async () => {
    const ws = tempDir();
    put(ws, 'sitemap.xml', '');
    put(ws, 'sitemap.txt', '');
    put(ws, 'sitemap.xml.gz', '');
    const files = await workspace(ws);
    expect(rules(only(files, 'sitemap.xml'))).toEqual(['root-element']);
    expect(rules(only(files, 'sitemap.txt'))).toEqual(['url-count']);
    expect(rules(only(files, 'sitemap.xml.gz'))).toEqual(['gzip-invalid', 'root-element']);
  });

  it('reports a directory named sitemap.xml as file-unreadable, found by a glob or named', async () => {
    const ws = tempDir();
    mkdirSync(path.join(ws, 'sitemap.xml'));
    mkdirSync(path.join(ws, 'public', 'robots.txt'), { recursive: true });
    mkdirSync(path.join(ws, 'public', 'assets')); // an ordinary folder is not a finding
    const files = await workspace(ws);
    expect(files.map((f) => f.path)).toEqual(['public/robots.txt', 'sitemap.xml']);
    for (const f of files) {
      expect(rules(f)).toEqual(['file-unreadable']);
      expect(f.findings[0]!.message).toMatch(/directory/);
      expect(f.findings[0]!.severity).toBe('error');
    }
    expect(rules(only(await workspace(ws, ['sitemap.xml']), 'sitemap.xml'))).toEqual(['file-unreadable']);
  });

  it('never reads a file outside the workspace through a symlink', async () => {
    const outside = tempDir('sitemap-contract-outside-');
    const secret = put(outside, 'secret.xml', TELLTALE);
    // The outside file is a real sitemap with findings: were it read, they would show.
    expect(rules(await validate(Buffer.from(TELLTALE)))).toContain('loc-not-absolute');

    const ws = tempDir();
    symlinkSync(secret, path.join(ws, 'sitemap.xml'));
    symlinkSync(outside, path.join(ws, 'linked'));
    mkdirSync(path.join(ws, 'public'));
    symlinkSync(secret, path.join(ws, 'public', 'sitemap-news.xml'));
    symlinkSync(path.join(outside, 'missing.xml'), path.join(ws, 'sitemap-dangling.xml'));

    const files = await workspace(ws);
    expect(files.map((f) => f.path)).toEqual(['public/sitemap-news.xml', 'sitemap-dangling.xml', 'sitemap.xml']);
    for (const f of files) {
      expect(rules(f), f.path).toEqual(['file-unreadable']);
      expect(f.bytes).toBe(0);
      expect(f.kind).toBe('unknown');
    }
    expect(only(files, 'sitemap.xml').findings[0]!.message).toMatch(/outside the workspace/);

    // Named explicitly or through a symlinked folder: still refused, as a finding of the file.
    const named = await workspace(ws, ['sitemap.xml', 'linked/secret.xml', 'linked/*.xml']);
    expect(named.length).toBeGreaterThanOrEqual(3);
    for (const f of named) {
      expect(rules(f), f.path).toEqual(['file-unreadable']);
      expect(f.bytes).toBe(0);
    }
    // Written with .. or as an absolute path outside: a settings error, nothing read.
    for (const p of [`../${path.basename(outside)}/secret.xml`, secret]) {
      await expect(workspace(ws, ['sitemap.xml', p]), p).rejects.toThrow(/^paths: .*(climbs out of the workspace|is an absolute path outside the workspace)/);
    }
  });

  it('reads a symlink that stays inside the workspace', async () => {
    const ws = tempDir();
    put(ws, 'real/sitemap-real.xml', TELLTALE);
    symlinkSync(path.join(ws, 'real', 'sitemap-real.xml'), path.join(ws, 'sitemap.xml'));
    const files = await workspace(ws, ['sitemap.xml']);
    expect(rules(only(files, 'sitemap.xml'))).toEqual(['loc-not-absolute']);
  });

  it.skipIf(process.platform === 'win32')('reports a FIFO named sitemap.xml without blocking on it', async () => {
    const ws = tempDir();
    const fifo = path.join(ws, 'sitemap.xml');
    execFileSync('mkfifo', [fifo]);
    const files = await workspace(ws);
    expect(files.map((f) => [f.path, rules(f)])).toEqual([['sitemap.xml', ['file-unreadable']]]);
    expect(files[0]!.findings[0]!.message).toMatch(/FIFO/);
    // Even when handed to the engine as if it were a regular file, opening it must not block.
    const run = await within(10_000, 'checkFiles on a FIFO', checkFiles([{ path: 'sitemap.xml', absolute: fifo }], { now: NOW }));
    expect(rules(run.files[0]!)).toEqual(['file-unreadable']);
    expect(run.passed).toBe(false);
  });

  it('reports a truncated gzip file and a .gz name over plain XML', async () => {
    const ws = tempDir();
    const gz = gzipSync(TELLTALE.repeat(20));
    put(ws, 'sitemap-truncated.xml.gz', gz.subarray(0, Math.floor(gz.length / 2)));
    put(ws, 'sitemap-plain.xml.gz', TELLTALE);
    const files = await workspace(ws);
    expect(rules(only(files, 'sitemap-truncated.xml.gz'))).toContain('gzip-invalid');
    expect(rules(only(files, 'sitemap-truncated.xml.gz'))).not.toContain('xml-not-well-formed');
    expect(rules(only(files, 'sitemap-plain.xml.gz'))).toEqual(['gzip-mislabelled', 'loc-not-absolute']);
  });

  it('stops reading a file larger than max-bytes at the limit', async () => {
    const ws = tempDir();
    const head = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n<url><loc>https://www.beispiel.de/</loc></url>\n`;
    put(ws, 'sitemap.xml', head + `${' '.repeat(1023)}\n`.repeat(4 * 1024));
    const [file] = await workspace(ws, [], { maxBytes: 1024 * 1024 });
    expect(rules(file!)).toEqual(['file-too-large']);
    expect(file!.bytes).toBe(1024 * 1024 + 1);

    // A 10 GB (sparse) file: reading all of it would take minutes; the cap stops it at 50 MB.
    const huge = path.join(ws, 'sitemap-huge.txt');
    const fd = openSync(huge, 'w');
    writeSync(fd, 'https://www.beispiel.de/\n');
    ftruncateSync(fd, 10 * 1024 ** 3);
    closeSync(fd);
    const started = Date.now();
    const files = await workspace(ws, ['sitemap-huge.txt']);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(rules(files[0]!)).toEqual(['file-too-large']);
    expect(files[0]!.bytes).toBe(resolvePolicy({}).maxBytes + 1);
  });
});

describe('bad input in memory', () => {
  it('gives every random input a finding, never an exception', async () => {
    const names = [undefined, 'sitemap.xml', 'sitemap.xml.gz', 'sitemap.txt', 'sitemap.gz'];
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), fc.constantFrom(...names), fc.boolean(), async (raw, name, zip) => {
        const bytes = zip ? gzipSync(raw) : raw;
        const r = await validate(bytes, { now: NOW }, name === undefined ? {} : { name });
        expect(r.findings.length).toBeGreaterThan(0);
        for (const f of r.findings) {
          expect(f.message).not.toMatch(/[\r\n]/);
          expect(f.line === undefined || f.line >= 1).toBe(true);
        }
      }),
      { numRuns: runs(400), seed: 20261129 },
    );
    // robots.txt without Sitemap: lines is fine; random bytes there must still never throw.
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), async (raw) => {
        await validate(raw, {}, { name: 'robots.txt' });
      }),
      { numRuns: runs(200, 50), seed: 7 },
    );
    expect(rules(await validate(Buffer.from([0x9c, 0x01, 0xfe, 0x41, 0xff, 0x00]), {}, { name: 'sitemap.xml' }))).toEqual(['encoding']);
  });

  it('judges a loc of 5 MB quickly and quotes at most 200 characters of it', async () => {
    const loc = `https://www.beispiel.de/${'a'.repeat(5 * 1024 * 1024)}`;
    const inputs: Array<[string, string]> = [
      [`<urlset xmlns="${NS}"><url><loc>${loc}</loc></url></urlset>`, 'sitemap.xml'],
      [`<urlset xmlns="${NS}"><url><loc>${loc.replace(/a{10}/g, 'a b {}|^aa')}</loc></url></urlset>`, 'sitemap.xml'],
      [`${loc}\n`, 'sitemap.txt'],
      [`Sitemap: ${loc.slice(8)}\n`, 'robots.txt'],
    ];
    for (const [doc, name] of inputs) {
      const started = Date.now();
      const r = await validate(Buffer.from(doc), { now: NOW }, { name });
      expect(Date.now() - started, name).toBeLessThan(5_000);
      expect(r.findings.length, name).toBeGreaterThan(0);
      expect(rules(r)).not.toContain('xml-not-well-formed');
      for (const f of r.findings) {
        expect(f.message.length, `${f.rule}: ${f.message.slice(0, 80)}`).toBeLessThan(1000);
        for (const quoted of f.message.matchAll(/"((?:[^"\\]|\\.)*)"/g)) {
          const body = quoted[1]!;
          const cut = body.endsWith('…');
          expect([...(cut ? body.slice(0, -1) : body).replace(/\\(u[0-9a-f]{4}|.)/g, '_')].length, f.message.slice(0, 80)).toBeLessThanOrEqual(200);
        }
      }
      if (name !== 'robots.txt') expect(rules(r)).toContain('loc-too-long');
      expect(r.findings.some((f) => f.message.includes('…'))).toBe(true);
    }
  });
});

/**
 * Known bugs outside this suite's files, each with its reason. The test runs and must currently
 * fail (it.fails); when the bug is fixed it passes, the run reports it, and the entry must go.
 */
const KNOWN_BUGS: Readonly<Record<string, string>> = {};

/** A source that refuses to go on past a deadline, so a slow parse fails the test instead of hanging it. */
async function* withDeadline(bytes: Uint8Array, ms: number): AsyncGenerator<Uint8Array> {
  const deadline = Date.now() + ms;
  for (let i = 0; i < bytes.length; i += 4096) {
    if (Date.now() > deadline) throw new Error(`still parsing after ${ms} ms, at byte ${i} of ${bytes.length}`);
    yield bytes.subarray(i, i + 4096);
  }
}

describe('nesting', () => {
  it('handles moderately deep nesting with a finding', async () => {
    const depth = 2_000;
    const doc = `<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</loc></url></urlset>`;
    const r = await validate(Buffer.from(doc), { now: NOW });
    expect(rules(r)).toContain('unexpected-element');
  });

  const nested = (name: string, fn: () => Promise<void>) =>
    KNOWN_BUGS[name] === undefined ? it(name, fn, 30_000) : it.fails(`${name} (known bug: ${KNOWN_BUGS[name]})`, fn, 30_000);

  nested('nested-100k', async () => {
    const depth = 100_000;
    for (const doc of [
      `<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/</loc>${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</url></urlset>`,
      '<a>'.repeat(depth),
    ]) {
      // The deadline only turns a hang into a failure; it is far above the expected time.
      const r = await checkStream(withDeadline(Buffer.from(doc), 20_000), resolvePolicy({ now: NOW }), { name: 'sitemap.xml' });
      const limit = r.findings.filter((f) => f.rule === 'xml-limit');
      expect(limit).toHaveLength(1);
      expect(limit[0]!.message).toContain('more than 256 levels');
      // The 257th element: its '<' is at column 1 + 3 * 256 of the nested run.
      const run = doc.indexOf('<a>');
      const depthBefore = doc.startsWith('<urlset') ? 2 : 0;
      expect(limit[0]!.line).toBe(1);
      expect(limit[0]!.column).toBe(run + 1 + 3 * (256 - depthBefore));
    }
  });

  it('stops at an element with more than 256 attributes, with xml-limit at its position', async () => {
    const attrs = Array.from({ length: 300 }, (_, i) => `a${i}="${i}"`).join(' ');
    const doc = `<urlset xmlns="${NS}">\n  <url ${attrs}><loc>https://www.beispiel.de/</loc></url>\n</urlset>`;
    const r = await validate(Buffer.from(doc), { now: NOW });
    expect(r.findings.map((f) => [f.rule, f.line, f.column])).toEqual([['xml-limit', 2, 3]]);
  });

  it('accepts 256 levels and 256 attributes (the limits are inclusive)', async () => {
    const deep = `<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/</loc><x:a xmlns:x="urn:x">${'<x:a>'.repeat(252)}${'</x:a>'.repeat(253)}</url></urlset>`;
    const r = await validate(Buffer.from(deep), { now: NOW });
    expect(r.findings.filter((f) => f.rule === 'xml-limit')).toEqual([]);
    const attrs = Array.from({ length: 255 }, (_, i) => `x:a${i}="${i}"`).join(' ');
    const wide = `<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/</loc><x:e xmlns:x="urn:x" ${attrs}/></url></urlset>`;
    const r2 = await validate(Buffer.from(wide), { now: NOW });
    expect(r2.findings.filter((f) => f.rule === 'xml-limit')).toEqual([]);
  });
});

describe('field texts longer than the kept 1 MiB', () => {
  const MIB = 1 << 20;
  const url = 'https://www.beispiel.de/';

  /** The findings of `doc` read whole (64 KiB chunks) and in 4,093-byte and 1 MB chunks: they must agree. */
  async function judged(doc: string): Promise<Array<[string, number | undefined, number | undefined, string]>> {
    const bytes = Buffer.from(doc);
    const policy = resolvePolicy({ now: NOW });
    const seen: string[] = [];
    let first: Array<[string, number | undefined, number | undefined, string]> | undefined;
    for (const size of [0, 4093, 1_000_000]) {
      const r =
        size === 0
          ? await validate(bytes, policy, { name: 'sitemap.xml' })
          : await checkStream(
              (async function* () {
                for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
              })(),
              policy,
              { name: 'sitemap.xml' },
            );
      const got = r.findings.map((f): [string, number | undefined, number | undefined, string] => [f.rule, f.line, f.column, f.message]);
      seen.push(JSON.stringify(got));
      first ??= got;
    }
    expect(new Set(seen).size, 'the same findings for every chunking').toBe(1);
    return first!;
  }

  it('reports a 3 MiB loc as too long with its exact length, and judges its start', async () => {
    const loc = `${url}${'a'.repeat(3 * MIB)}`;
    const got = await judged(`<urlset xmlns="${NS}">\n<url><loc>${loc}</loc></url></urlset>\n`);
    expect(got.map(([rule, line, column]) => [rule, line, column])).toEqual([['loc-too-long', 2, 11]]);
    expect(got[0]![3]).toContain(`is ${(3 * MIB + url.length).toLocaleString('en-US')} characters long`);

    const faulty = await judged(`<urlset xmlns="${NS}">\n<url><loc>${url}a b${'a'.repeat(3 * MIB)}</loc></url></urlset>\n`);
    expect(faulty.map(([rule]) => rule)).toEqual(['loc-too-long', 'loc-invalid']);
    expect(faulty[1]![3]).toContain('a space at character 26');
  });

  it('places a field that starts with more than 1 MiB of whitespace and line breaks at its first character', async () => {
    const blank = '\n'.repeat(1000) + ' '.repeat(2 * MIB);
    const got = await judged(`<urlset xmlns="${NS}">\n<url><loc>${blank}${url}x</loc></url></urlset>\n`);
    expect(got.map(([rule, line, column]) => [rule, line, column])).toEqual([
      ['loc-whitespace', 1002, 2 * MIB + 1],
      ['loc-too-long', 1002, 2 * MIB + 1],
    ]);
    expect(got[1]![3]).toBe(
      `The loc starts with more than ${MIB.toLocaleString('en-US')} characters of whitespace and is ${(blank.length + url.length + 1).toLocaleString('en-US')} characters long in all; sitemaps.org requires fewer than 2,048.`,
    );
  });

  it('places a field after 300,000 spaces and a reference to a line feed at the source column', async () => {
    // The parser's text is taken over in parts past 256 KiB; the position comes from the source.
    const got = await judged(`<urlset xmlns="${NS}">\n<url><loc>${' '.repeat(300_000)}&#10; /rel</loc></url></urlset>\n`);
    expect(got.map(([rule, line, column]) => [rule, line, column])).toEqual([
      ['loc-whitespace', 2, 11 + 300_000 + 6],
      ['loc-not-absolute', 2, 11 + 300_000 + 6],
    ]);
  });

  it('judges a 2 MiB lastmod by its start, and a loc just under the limit whole', async () => {
    const lastmod = await judged(`<urlset xmlns="${NS}"><url><loc>${url}</loc><lastmod>2026-01-01${'x'.repeat(2 * MIB)}</lastmod></url></urlset>`);
    expect(lastmod.map(([rule]) => rule)).toEqual(['lastmod-format']);
    // Under the limit the whole value is judged: the fault at its very end is found.
    const under = await judged(`<urlset xmlns="${NS}"><url><loc>${url}${'a'.repeat(MIB - url.length - 2)}|</loc></url></urlset>`);
    expect(under.map(([rule]) => rule)).toEqual(['loc-too-long', 'loc-invalid']);
    expect(under[1]![3]).toContain(`at character ${(MIB - 1).toLocaleString('en-US').replace(/,/g, '')}`);
  });
});

describe('faults after many plain tags of a chunk (the scanner skips plain tags)', () => {
  const head = `<urlset xmlns="${NS}">\n`;
  const plain = Array.from({ length: 300 }, (_, i) => `<url><loc>https://www.beispiel.de/${i}</loc></url>\n`).join('');
  const line = 2 + 300;

  async function spots(doc: string): Promise<string[]> {
    const r = await validate(Buffer.from(doc), { now: NOW }, { name: 'sitemap.xml' });
    return r.findings.map((f) => `${f.rule} ${f.line}:${f.column}`);
  }

  it('finds each fault the scanner looks for at its place', async () => {
    const attrs = Array.from({ length: 257 }, (_, i) => `a${i}="${i}"`).join(' ');
    expect(await spots(`${head}${plain}  <url ${attrs}><loc>https://www.beispiel.de/x</loc></url>\n</urlset>\n`)).toEqual([`xml-limit ${line}:3`]);
    expect(await spots(`${head}${plain}  <!DOCTYPE x>\n</urlset>\n`)).toEqual([`dtd-forbidden ${line}:3`]);
    expect(await spots(`${head}${plain}<url><loc>https://www.beispiel.de/?a=1&b=2</loc></url>\n</urlset>\n`)).toEqual([`xml-not-well-formed ${line}:39`]);
    expect(await spots(`${head}${plain}<url><loc>https://www.beispiel.de/</loc></url>\n  <url`)).toEqual([`xml-not-well-formed ${line + 1}:3`]);
    expect(await spots(`${head}${plain}  <!-- open\n`)).toEqual([`xml-not-well-formed ${line}:3`]);
  });

  it('accepts 256 attributes on a long tag among plain tags', async () => {
    const attrs = Array.from({ length: 255 }, (_, i) => `x:a${i}="${i}"`).join(' ');
    const doc = `<urlset xmlns="${NS}">\n${plain}<url><loc>https://www.beispiel.de/x</loc><x:e xmlns:x="urn:x" ${attrs}/></url>\n</urlset>\n`;
    expect(await spots(doc)).toEqual([]);
    expect(await spots(doc.replace('x:a0=', 'x:b="1" x:a0='))).toEqual([`xml-limit ${line}:42`]);
  });
});
