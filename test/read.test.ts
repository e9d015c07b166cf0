/**
 * Reading files from disk (checkFile): read errors at any point give `file-unreadable`, a file that
 * grows or shrinks between fstat and read is judged as read, special files are refused at once,
 * and the file descriptor is closed on every path.
 */
import * as fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

/** When set, replaces readSync for the engine (after the real call decides nothing). */
let readHook: ((real: typeof fs.readSync, args: Parameters<typeof fs.readSync>) => number) | undefined;
/** When set, replaces fstatSync's size. */
let sizeHook: ((size: number) => number) | undefined;

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  return {
    ...real,
    readSync: (...args: Parameters<typeof fs.readSync>) => (readHook ? readHook(real.readSync, args) : real.readSync(...args)),
    fstatSync: (...args: Parameters<typeof fs.fstatSync>) => {
      const st = real.fstatSync(...args) as fs.Stats;
      if (sizeHook) Object.defineProperty(st, 'size', { value: sizeHook(st.size) });
      return st;
    },
  };
});

const { checkFile } = await import('../src/core/read/engine.js');
const { resolvePolicy } = await import('../src/core/policy/policy.js');

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-read-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  readHook = undefined;
  sizeHook = undefined;
});

const doc = (n: number) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n` +
  Array.from({ length: n }, (_, i) => `  <url><loc>https://www.beispiel.de/page/${i}</loc></url>\n`).join('') +
  '</urlset>\n';

function write(name: string, content: string | Buffer): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

/** Throws EIO once more than `after` bytes were read by the engine. */
function failAfter(after: number): void {
  let read = 0;
  readHook = (real, args) => {
    if (read >= after) throw Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO', errno: -5, syscall: 'read' });
    const n = real(...args);
    read += n;
    return n;
  };
}

function openFds(): number {
  return fs.readdirSync('/proc/self/fd').length;
}

const policy = resolvePolicy({});
const rules = (r: { findings: Array<{ rule: string }> }) => r.findings.map((f) => f.rule);

describe('read errors', () => {
  const small = doc(100); // about 6 KB
  const large = doc(20000); // about 1.1 MB

  it('give file-unreadable in the first read of a small file', async () => {
    failAfter(0);
    const r = await checkFile(write('s.xml', small), 's.xml', policy);
    expect(rules(r)).toEqual(['file-unreadable']);
  });

  it('give file-unreadable mid-way through a large plain file', async () => {
    failAfter(200_000);
    const r = await checkFile(write('l.xml', large), 'l.xml', policy);
    expect(rules(r)).toContain('file-unreadable');
    expect(rules(r)).not.toContain('xml-malformed');
  });

  it('give file-unreadable mid-way through a large gzip file, not gzip-invalid', async () => {
    const gz = gzipSync(Buffer.from(doc(200000)), { level: 1 });
    expect(gz.length).toBeGreaterThan(400_000);
    failAfter(300_000);
    const r = await checkFile(write('l.xml.gz', gz), 'l.xml.gz', policy);
    expect(rules(r)).toContain('file-unreadable');
    expect(rules(r)).not.toContain('gzip-invalid');
  });
});

describe('a file whose size changes between fstat and read', () => {
  it('is judged whole when it grew', async () => {
    const file = write('grow.xml', doc(3000)); // about 170 KB, read as a small file
    const whole = await checkFile(file, 'grow.xml', policy);
    sizeHook = () => 100; // fstat saw the first 100 bytes only
    const grown = await checkFile(file, 'grow.xml', policy);
    expect(grown).toEqual(whole);
    expect(grown.entries).toBe(3000);
  });

  it('is judged as read when it shrank', async () => {
    const file = write('shrink.xml', doc(10));
    sizeHook = (s) => s + 5000;
    const r = await checkFile(file, 'shrink.xml', policy);
    expect(r.entries).toBe(10);
    expect(rules(r)).toEqual([]);
  });
});

describe('file descriptors', () => {
  it('are closed on every path', async () => {
    const files: Array<[string, string, (() => void) | undefined]> = [
      [write('fd-small.xml', doc(10)), 'fd-small.xml', undefined],
      [write('fd-large.xml', doc(20000)), 'fd-large.xml', undefined],
      [write('fd-small.xml.gz', gzipSync(doc(10))), 'fd-small.xml.gz', undefined],
      [write('fd-large.xml.gz', gzipSync(doc(200000), { level: 1 })), 'fd-large.xml.gz', undefined],
      [write('fd-bad.xml.gz', Buffer.concat([gzipSync(doc(20000)).subarray(0, 30000), Buffer.alloc(300000, 7)])), 'fd-bad.xml.gz', undefined],
      [write('fd-err.xml', doc(20000)), 'fd-err.xml', () => failAfter(100_000)],
      [write('fd-err.xml.gz', gzipSync(doc(200000), { level: 1 })), 'fd-err.xml.gz', () => failAfter(100_000)],
      [dir, 'folder.xml', undefined],
    ];
    const fifo = path.join(dir, 'fifo.xml');
    execFileSync('mkfifo', [fifo]);
    files.push([fifo, 'fifo.xml', undefined]);
    // Stops early: past max-bytes.
    const capped = resolvePolicy({ maxBytes: 1000 });
    const before = openFds();
    for (const [file, name, setup] of files) {
      setup?.();
      await checkFile(file, name, policy);
      readHook = undefined;
      await checkFile(file, name, capped);
    }
    expect(openFds()).toBe(before);
  });
});

describe('a second judgement with the code lists loaded (CodeListsNotLoaded)', () => {
  const xhtml = (n: number) =>
    `<urlset xmlns="${NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    Array.from({ length: n }, (_, i) => `<url><loc>https://www.beispiel.de/${i}</loc><xhtml:link rel="alternate" hreflang="${i === n - 1 ? 'en_GB' : 'de'}" href="https://www.beispiel.de/${i}"/></url>\n`).join('') +
    '</urlset>\n';
  for (const [name, content] of [
    ['cl-small.xml', xhtml(50)],
    ['cl-large.xml', xhtml(5000)],
    ['cl-small.xml.gz', gzipSync(xhtml(50))],
    ['cl-large.xml.gz', gzipSync(xhtml(20000), { level: 1 })],
  ] as const) {
    it(`closes the first descriptor and judges ${name} once`, async () => {
      vi.resetModules();
      const engine = await import('../src/core/read/engine.js');
      const { CodeListGate } = await import('../src/core/checks/extensions/gate.js');
      const codes = await import('../src/core/checks/extensions/codes.js');
      const { resolvePolicy: fresh } = await import('../src/core/policy/policy.js');
      CodeListGate.prototype.needs = () => false;
      expect(codes.codeListsLoaded()).toBe(false);
      const file = write(name, content);
      const before = openFds();
      const r = await engine.checkFile(file, name, fresh({ profile: 'google' }));
      expect(codes.codeListsLoaded()).toBe(true);
      expect(openFds()).toBe(before);
      expect(r.findings.map((f) => f.rule)).toContain('hreflang-value');
    });
  }
});
