/**
 * The library as a project that depends on it uses it: loaded with `require` from CommonJS, fed
 * Buffers and Dates of another realm (a test runner's context of its own), given wrong arguments
 * (each refused with a TypeError that names it, before anything is read), a stream that yields
 * something other than bytes, and a clock far from today.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFiles, checkStream, checkWorkspace, discover, PolicyError, summarise, validate, validateFiles } from '../src/index.js';
import { runDay } from '../src/core/checks/calendar.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const ONE = `<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/</loc><lastmod>2024-01-01</lastmod></url></urlset>\n`;

const temps: string[] = [];
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

function tempDir(where = os.tmpdir()): string {
  mkdirSync(where, { recursive: true });
  const dir = mkdtempSync(path.join(where, 'sitemap-contract-consumer-'));
  temps.push(dir);
  return dir;
}

/** The error `work` rejects with (fails the test when it resolves). */
async function failure(work: () => Promise<unknown>): Promise<Error> {
  const e = await work().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(e, 'expected a rejection').toBeInstanceOf(Error);
  return e as Error;
}

describe('loaded from CommonJS', () => {
  it('require() finds the package entry: the ES module where Node requires ES modules, ERR_REQUIRE_ESM elsewhere', () => {
    // An installed copy of the package: its package.json and an entry module of its own shape.
    const project = tempDir();
    const pkg = path.join(project, 'node_modules', 'sitemap-contract');
    mkdirSync(path.join(pkg, 'build'), { recursive: true });
    copyFileSync(path.join(root, 'package.json'), path.join(pkg, 'package.json'));
    writeFileSync(path.join(pkg, 'build', 'index.js'), 'export const loaded = "esm";\n');
    writeFileSync(path.join(project, 'use.cjs'), 'try { console.log(require("sitemap-contract").loaded); } catch (e) { console.log(e.code); }\n');
    const r = spawnSync(process.execPath, ['use.cjs'], { cwd: project, encoding: 'utf8' });
    expect(r.stderr.replace(/^\(node:\d+\) ExperimentalWarning.*\n(\(Use .*\n)?/m, '')).toBe('');
    const requiresEsm = (process.features as { require_module?: boolean }).require_module === true;
    expect(r.stdout.trim()).toBe(requiresEsm ? 'esm' : 'ERR_REQUIRE_ESM');
  });
});

describe('values of another realm', () => {
  const context = vm.createContext({});
  const foreign = <T>(code: string): T => vm.runInContext(code, context) as T;

  it('a Uint8Array, an ArrayBuffer and a Date of another realm are taken as they are', async () => {
    const text = 'https://www.beispiel.de/\n';
    const codes = JSON.stringify([...Buffer.from(text)]);
    const expected = await validate(text);
    expect(await validate(foreign<Uint8Array>(`new Uint8Array(${codes})`))).toEqual(expected);
    expect(await validate(foreign<ArrayBuffer>(`new Uint8Array(${codes}).buffer`))).toEqual(expected);
    const now = foreign<Date>('new Date("2020-06-01T00:00:00Z")');
    expect(now instanceof Date).toBe(false);
    const r = await validate(ONE, { now });
    expect(r.findings.map((f) => [f.rule, f.message])).toEqual([
      ['lastmod-future', 'The lastmod "2024-01-01" is in the future: later than a day after this run (on 2020-06-01 UTC); give the date of the last real change.'],
    ]);
    const chunks = (async function* () {
      yield foreign<Uint8Array>(`new Uint8Array(${codes})`);
    })();
    expect((await checkStream(chunks, {})).entries).toBe(1);
  });

  it('an invalid Date of another realm is named as one', async () => {
    const e = await failure(() => validate(ONE, { now: foreign<Date>('new Date("x")') }));
    expect(e).toBeInstanceOf(PolicyError);
    expect(e.message).toBe("now: an invalid Date is not accepted; give a valid Date, e.g. new Date('2026-01-31T12:00:00Z').");
  });
});

describe('a clock far from today', () => {
  it('names the day of the run in full for years before 0 and after 9999', async () => {
    expect(runDay(new Date(-8.64e15))).toBe('-271821-04-20 UTC');
    expect(runDay(new Date(8.64e15))).toBe('+275760-09-13 UTC');
    expect(runDay(new Date('0005-01-01T00:00:00Z'))).toBe('0005-01-01 UTC');
    const past = await validate(ONE, { now: new Date(-8.64e15) });
    expect(past.findings.map((f) => f.message)).toEqual([
      'The lastmod "2024-01-01" is in the future: later than a day after this run (on -271821-04-20 UTC); give the date of the last real change.',
    ]);
    const future = await validate(`<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/</loc><lastmod>9999-12-31T23:59:59Z</lastmod></url></urlset>`, { now: new Date(8.64e15) });
    expect(future.findings).toEqual([]);
  });
});

describe('checkStream against wrong use', () => {
  const bytes = async function* (...chunks: Array<Uint8Array | string>) {
    for (const c of chunks) yield typeof c === 'string' ? Buffer.from(c) : c;
  };

  it('a source that is not async iterable, or options that are not DocumentOptions, are a TypeError before anything is read', async () => {
    const call = 'checkStream(source, policy, options)';
    for (const source of [undefined, null, 'https://www.beispiel.de/\n', Buffer.from('x'), [Buffer.from('x')]]) {
      const e = await failure(() => checkStream(source as unknown as AsyncIterable<Uint8Array>, {}));
      expect(e).toBeInstanceOf(TypeError);
      expect(e.message).toMatch(`${call}: source must be an async iterable of Uint8Array chunks`);
    }
    let read = 0;
    const counted = (async function* () {
      read++;
      yield Buffer.from('https://www.beispiel.de/\n');
    })();
    const cases: Array<[unknown, string]> = [
      [null, 'options must be an object'],
      [[], 'options must be an object'],
      [{ name: 3 }, 'options.name, when given, must be a string'],
      [{ onEntry: 'log' }, 'options.onEntry, when given, must be a function'],
      [{ onAlternates: {} }, 'options.onAlternates, when given, must be a function'],
    ];
    for (const [options, message] of cases) {
      const e = await failure(() => checkStream(counted, {}, options as never));
      expect(e).toBeInstanceOf(TypeError);
      expect(e.message).toContain(`${call}: ${message}`);
    }
    expect(read).toBe(0);
    // A bad policy is still a PolicyError.
    expect(await failure(() => checkStream(bytes('x'), null as never))).toBeInstanceOf(PolicyError);
  });

  it('a chunk that is not bytes rejects with a TypeError that says what came, and the stream is closed', async () => {
    const text = Readable.from(['https://www.beispiel.de/\n']);
    const e = await failure(() => checkStream(text as AsyncIterable<never>, {}));
    expect(e).toBeInstanceOf(TypeError);
    expect(e.message).toBe(
      'checkStream(source): the source yielded a string (a stream with an encoding set: leave the encoding unset); it must yield Uint8Array chunks (a Buffer is one).',
    );
    expect(text.destroyed).toBe(true);
    for (const [chunk, what] of [
      [5, 'number'],
      [null, 'null'],
      [new Uint16Array(2), 'Uint16Array'],
    ] as const) {
      const later = await failure(() => checkStream((async function* () {
        yield Buffer.from('https://www.beispiel.de/\n');
        yield chunk as never;
      })(), {}));
      expect(later.message).toBe(`checkStream(source): the source yielded ${what}; it must yield Uint8Array chunks (a Buffer is one).`);
    }
    // Inside gzip data too: the caller's fault, not a corrupt file.
    const { gzipSync } = await import('node:zlib');
    const gz = gzipSync(ONE);
    const inGzip = await failure(() => checkStream((async function* () {
      yield gz.subarray(0, 10);
      yield 'rest' as never;
    })(), {}));
    expect(inGzip).toBeInstanceOf(TypeError);
  });

  it('empty chunks are skipped, before the first bytes and after them', async () => {
    const empty = new Uint8Array(0);
    const r = await checkStream(bytes(empty, empty, 'h', empty, 'ttps://www.beispiel.de/\n', empty), {});
    expect(r).toMatchObject({ kind: 'text', entries: 1, findings: [] });
    // A source that yields nothing but empty chunks, many of them, is an empty document.
    const many = (async function* () {
      for (let i = 0; i < 100_000; i++) yield empty;
    })();
    expect((await checkStream(many, {})).findings.map((f) => f.rule)).toEqual(['root-element']);
  });

  it('an error of the source rejects the promise with that error', async () => {
    const boom = new Error('disk gone');
    const failing = (async function* () {
      yield Buffer.from(`<urlset xmlns="${NS}">`);
      throw boom;
    })();
    expect(await failure(() => checkStream(failing, {}))).toBe(boom);
  });
});

describe('runs against wrong use', () => {
  it('a cwd that is not a string is a TypeError naming cwd, from every function that takes one', async () => {
    for (const work of [
      () => checkWorkspace({ cwd: 5 as never }),
      () => checkFiles([], {}, { cwd: 5 as never }),
      () => validateFiles([], {}, { cwd: 5 as never }),
    ]) {
      const e = await failure(work);
      expect(e).toBeInstanceOf(TypeError);
      expect(e.message).toMatch(/cwd,? when given, (must be|is) a string/);
    }
  });

  it('checkFiles refuses entries that are not discovered files', async () => {
    for (const entry of [null, {}, { path: 'sitemap.xml' }, { path: 'sitemap.xml', absolute: 5 }, { path: 'sitemap.xml', absolute: '/x', problem: 1 }, 'sitemap.xml']) {
      const e = await failure(() => checkFiles([entry as never], {}));
      expect(e).toBeInstanceOf(TypeError);
      expect(e.message).toBe(
        'checkFiles(files, policy, options): files must be an array of discovered files without holes ({ path, absolute, problem? }, strings), such as discover() returns.',
      );
    }
  });

  it('summarise refuses files and notes of the wrong shape', () => {
    for (const files of [undefined, 'x', [null], [{ entries: 1 }], [{ entries: 1, findings: [], counts: { errors: '1' } }]]) {
      expect(() => summarise({}, files as never)).toThrow(TypeError);
    }
    expect(() => summarise({}, [], 'note' as never)).toThrow('summarise(policy, files, notes, site): notes, when given, must be an array of strings.');
    expect(summarise({}, [{ path: 'a.xml', kind: 'urlset', bytes: 1, entries: 2, findings: [] }]).totals.entries).toBe(2);
  });

  it('discover refuses wrong arguments, and a maxFiles of NaN does not lift the file cap', async () => {
    const dir = tempDir();
    for (const name of ['a-sitemap.xml', 'b-sitemap.xml', 'c-sitemap.xml']) writeFileSync(path.join(dir, name), ONE);
    const call = 'discover(patterns, workspace, options)';
    const cases: Array<[() => Promise<unknown>, string]> = [
      [() => discover('*.xml' as never, dir), `${call}: patterns must be an array of strings`],
      [() => discover(['*.xml'], undefined as never), `${call}: workspace must be the path of a folder.`],
      [() => discover(['*.xml'], dir, null as never), `${call}: options must be an object.`],
      [() => discover(['*.xml'], dir, { maxFiles: NaN }), `${call}: options.maxFiles: NaN is not accepted`],
      [() => discover(['*.xml'], dir, { maxFiles: 0 }), `${call}: options.maxFiles: 0 is not accepted`],
      [() => discover(['*.xml'], dir, { onUnmatched: 'x' as never }), `${call}: options.onUnmatched, when given, must be a function.`],
    ];
    for (const [work, message] of cases) {
      const e = await failure(work);
      expect(e).toBeInstanceOf(TypeError);
      expect(e.message).toContain(message);
    }
    const capped = await discover(['*.xml'], dir, { maxFiles: 2 });
    expect(capped.map((f) => [f.path, f.problem === undefined])).toEqual([
      ['a-sitemap.xml', true],
      ['b-sitemap.xml', true],
      ['c-sitemap.xml', false],
    ]);
  });
});
