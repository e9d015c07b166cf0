/**
 * The library API against wrong use: a bad shard or workers option is refused before any file is
 * read, a worker that never answers ends the run with an error instead of a hang, a policy is
 * trusted only when resolvePolicy returned it, and the shared constants and policies are frozen.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import * as api from '../src/index.js';
import {
  checkFiles,
  checkStream,
  checkWorkspace,
  DEFAULT_PATTERNS,
  discover,
  FAIL_ON,
  LASTMOD_MODES,
  PolicyError,
  PROFILES,
  resolvePolicy,
  RULES,
  RULES_BY_ID,
  SEVERITIES,
  summarise,
  validate,
  validateFiles,
  type Policy,
  type PolicyInput,
} from '../src/index.js';
import { runCli } from '../src/cli/run.js';
import { checkShard, parseShard } from '../src/core/run/shard.js';
import { FileWorkers, MAX_THREADS } from '../src/core/run/workers.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI_BUNDLE = path.join(ROOT, 'dist', 'cli.js');
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NOW = new Date('2026-11-29T00:00:00Z');
const GOOD = `<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/</loc></url></urlset>\n`;
/** One error (a relative loc) and one warning (a fragment). */
const FAULTY = `<urlset xmlns="${NS}"><url><loc>/relative</loc></url><url><loc>https://www.beispiel.de/a#top</loc></url></urlset>\n`;

const temps: string[] = [];
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-api-'));
  temps.push(dir);
  return dir;
}

function put(dir: string, name: string, content: string): string {
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  return file;
}

/** A workspace of `count` sitemaps, the first one faulty. */
function workspace(count = 4): string {
  const dir = tempDir();
  for (let i = 0; i < count; i++) put(dir, `part${i}/sitemap.xml`, i === 0 ? FAULTY : GOOD);
  return dir;
}

/** Fails instead of waiting forever. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`did not settle within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The error `work` rejects with (fails the test when it resolves). */
async function failure(work: () => Promise<unknown>): Promise<Error> {
  const e = await within(10_000, work().then(() => undefined, (e: unknown) => e));
  expect(e, 'expected a rejection').toBeInstanceOf(Error);
  return e as Error;
}

/** The error `work` throws (fails the test when it returns). */
function thrown(work: () => unknown): Error {
  try {
    work();
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected an exception');
}

describe('shard option', () => {
  const BAD_SHARDS: Array<[unknown, string]> = [
    [{ index: 0, count: 2 }, 'shard: { index: 0, count: 2 } is not accepted'],
    [{ index: 5, count: 2 }, 'shard: { index: 5, count: 2 } is not accepted'],
    [{ index: 1.5, count: 1 }, 'shard: { index: 1.5, count: 1 } is not accepted'],
    [{ count: 0 }, 'shard: { index: undefined, count: 0 } is not accepted'],
    [{ index: -1, count: -2 }, 'shard: { index: -1, count: -2 } is not accepted'],
    [{ index: 1, count: 1001 }, 'shard: { index: 1, count: 1001 } is not accepted'],
    [{ index: NaN, count: 2 }, 'shard: { index: NaN, count: 2 } is not accepted'],
    [{ index: '1', count: '2' }, 'shard: { index: "1", count: "2" } is not accepted'],
    ['1/2', 'shard: "1/2" is not accepted'],
    [null, 'shard: null is not accepted'],
    [[1, 2], 'shard: [1,2] is not accepted'],
  ];
  const RULE = 'give an object { index, count } of whole numbers with 1 ≤ index ≤ count ≤ 1000 (index counts from 1)';

  it('a bad shard is a PolicyError naming shard, from checkWorkspace and checkFiles, before any file is read', async () => {
    const dir = workspace(2);
    const files = await discover([], dir);
    for (const [shard, start] of BAD_SHARDS) {
      for (const run of [() => checkWorkspace({ cwd: dir, shard: shard as never }), () => checkFiles(files, {}, { cwd: dir, shard: shard as never })]) {
        const e = await failure(run);
        expect(e, String(shard)).toBeInstanceOf(PolicyError);
        expect((e as PolicyError).input).toBe('shard');
        expect(e.message.startsWith(start), e.message).toBe(true);
        expect(e.message).toContain(RULE);
      }
    }
  });

  it('the i/n string is refused with the object it stands for', () => {
    expect(thrown(() => checkShard('1/2')).message).toBe(`shard: "1/2" is not accepted; ${RULE}, e.g. { index: 1, count: 2 }.`);
    expect(thrown(() => checkShard({ index: 0, count: 2 })).message).toBe(`shard: { index: 0, count: 2 } is not accepted; ${RULE}, e.g. { index: 2, count: 4 }.`);
  });

  it('the CLI form and the object agree on every shard (one rule)', () => {
    for (let count = -1; count <= 4; count++) {
      for (let index = -1; index <= 5; index++) {
        const cli = (() => {
          try {
            return parseShard(`${index}/${count}`);
          } catch (e) {
            expect(e).toBeInstanceOf(PolicyError);
            return undefined;
          }
        })();
        const lib = (() => {
          try {
            return checkShard({ index, count });
          } catch (e) {
            expect(e).toBeInstanceOf(PolicyError);
            return undefined;
          }
        })();
        expect(lib, `${index}/${count}`).toEqual(cli);
      }
    }
    expect(checkShard({ index: 1000, count: 1000 })).toEqual(parseShard('1000/1000'));
    expect(() => parseShard('1/1001')).toThrow(PolicyError);
  });

  it('a good shard splits the files, and the run keeps its own copy of it', async () => {
    const dir = workspace(6);
    const seen: string[] = [];
    for (let index = 1; index <= 2; index++) {
      const shard = { index, count: 2 };
      const run = await checkWorkspace({ cwd: dir, policy: { now: NOW }, shard });
      shard.index = 99;
      expect(run.shard).toEqual({ index, count: 2 });
      expect(run.notes.join('\n')).toContain(`This run is shard ${index} of 2:`);
      seen.push(...run.files.map((f) => f.path));
    }
    expect(seen.sort()).toEqual(['part0/sitemap.xml', 'part1/sitemap.xml', 'part2/sitemap.xml', 'part3/sitemap.xml', 'part4/sitemap.xml', 'part5/sitemap.xml']);
  });
});

describe('workers option', () => {
  const hasBundle = existsSync(CLI_BUNDLE);

  it('a size that is not a whole number from 1 to 256 is a TypeError naming workers.size', async () => {
    const dir = workspace(2);
    for (const size of [Number(undefined), 0, -1, 1.5, 257, Infinity, '2', null]) {
      const e = await failure(() => checkWorkspace({ cwd: dir, workers: { script: CLI_BUNDLE, size: size as never } }));
      expect(e, String(size)).toBeInstanceOf(TypeError);
      expect(e.message).toMatch(/^workers\.size: .* is not accepted; use a whole number from 1 to 256, or leave it out for one thread per core\.$/);
    }
    expect(MAX_THREADS).toBe(256);
    expect(() => new FileWorkers(CLI_BUNDLE, NaN)).toThrow(TypeError);
  });

  it('a script that is not a string naming a file is a TypeError naming workers.script', async () => {
    const dir = workspace(2);
    const cases: Array<[unknown, RegExp]> = [
      [path.join(dir, 'missing.mjs'), /^workers\.script: ".*missing\.mjs" is not a file \(looked for .*missing\.mjs\)/],
      [dir, /^workers\.script: ".*" is not a file/],
      ['', /^workers\.script: "" is not accepted; give the path of an ES module file/],
      [42, /^workers\.script: 42 is not accepted/],
      [undefined, /^workers\.script: undefined is not accepted/],
    ];
    for (const [script, message] of cases) {
      const e = await failure(() => checkWorkspace({ cwd: dir, workers: { script: script as never } }));
      expect(e, String(script)).toBeInstanceOf(TypeError);
      expect(e.message).toMatch(message);
    }
    for (const workers of [null, 'dist/cli.js', []]) {
      const e = await failure(() => checkWorkspace({ cwd: dir, workers: workers as never }));
      expect(e).toBeInstanceOf(TypeError);
      expect(e.message).toMatch(/^workers: .* is not accepted; give \{ script, size\? \}/);
    }
    // checkFiles checks the same.
    const files = await discover([], dir);
    await expect(checkFiles(files, {}, { cwd: dir, workers: { script: CLI_BUNDLE, size: 0 } })).rejects.toThrow(/^workers\.size: 0 is not accepted/);
  });

  it('a script that never serves a task rejects the run within seconds, with or without a size', async () => {
    const dir = workspace(4);
    const noop = put(tempDir(), 'noop.mjs', '// serves nothing\n');
    for (const workers of [{ script: noop, size: 2 }, { script: noop, size: 1 }]) {
      const started = Date.now();
      const e = await failure(() => checkWorkspace({ cwd: dir, workers }));
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(e.message).toMatch(/^a file worker \(.*noop\.mjs\) exited with code 0 before it judged part\d\/sitemap\.xml: the script does not serve file tasks/);
    }
  });

  it('a script that throws or exits while it holds a task rejects the run with its reason', async () => {
    const dir = workspace(3);
    const scripts = tempDir();
    const throws = put(scripts, 'throws.mjs', "throw new Error('boom at load');\n");
    const exits = put(scripts, 'exits.mjs', 'process.exit(3);\n');
    const broken = put(scripts, 'broken.mjs', 'this is not javascript(\n');
    expect((await failure(() => checkWorkspace({ cwd: dir, workers: { script: throws, size: 2 } }))).message).toMatch(
      /^a file worker \(.*throws\.mjs\) failed before it judged part\d\/sitemap\.xml: boom at load\.$/,
    );
    expect((await failure(() => checkWorkspace({ cwd: dir, workers: { script: exits, size: 2 } }))).message).toMatch(
      /^a file worker \(.*exits\.mjs\) exited with code 3 before it judged part\d\/sitemap\.xml\.$/,
    );
    expect((await failure(() => checkWorkspace({ cwd: dir, workers: { script: broken, size: 1 } }))).message).toMatch(/^a file worker \(.*broken\.mjs\) failed before it judged/);
  });

  it('once no worker is left, every later task is rejected at once', async () => {
    const noop = put(tempDir(), 'noop.mjs', '');
    const pool = new FileWorkers(noop, 2);
    const policy = resolvePolicy({});
    try {
      const first = await Promise.allSettled([pool.check('/nowhere/a.xml', 'a.xml', policy), pool.check('/nowhere/b.xml', 'b.xml', policy), pool.check('/nowhere/c.xml', 'c.xml', policy)]);
      expect(first.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
      const later = await failure(() => pool.check('/nowhere/d.xml', 'd.xml', policy));
      expect(later.message).toMatch(/^no file worker is left: the last one \(.*noop\.mjs\) exited with code 0: the script does not serve file tasks/);
    } finally {
      await pool.close();
    }
  });

  it.skipIf(!hasBundle)('a serving script (the CLI bundle) gives the same run as the calling thread', async () => {
    const dir = workspace(5);
    const plain = await checkWorkspace({ cwd: dir, policy: { now: NOW } });
    for (const size of [1, 2, 3]) {
      const threaded = await within(30_000, checkWorkspace({ cwd: dir, policy: { now: NOW }, workers: { script: CLI_BUNDLE, size } }));
      expect(threaded).toEqual(plain);
    }
    // A relative script is taken from the process's current directory.
    const relative = path.relative(process.cwd(), CLI_BUNDLE);
    expect(await checkWorkspace({ cwd: dir, policy: { now: NOW }, workers: { script: relative, size: 2 } })).toEqual(plain);
  });

  it('the CLI refuses --threads outside 1 to 256 with the same limit', async () => {
    for (const threads of ['0', '257', '1.5', 'x']) {
      const r = await runCli(['--threads', threads, '.'], {}, false, {});
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`--threads: ${JSON.stringify(threads)} is not accepted; use a whole number from 1 to 256.`);
    }
  });
});

describe('policies', () => {
  const base = resolvePolicy({ hosts: ['www.beispiel.de'], now: NOW });

  it('takes now as a Date, and says so for an ISO string or an invalid Date', () => {
    expect(resolvePolicy({ now: new Date('2026-01-31T12:00:00Z') }).now.toISOString()).toBe('2026-01-31T12:00:00.000Z');
    expect(() => resolvePolicy({ now: '2026-01-31T12:00:00Z' as unknown as Date })).toThrow(
      'now: "2026-01-31T12:00:00Z" is not accepted; give a valid Date, e.g. new Date(\'2026-01-31T12:00:00Z\').',
    );
    expect(() => resolvePolicy({ now: new Date('soon') })).toThrow("now: an invalid Date is not accepted; give a valid Date, e.g. new Date('2026-01-31T12:00:00Z').");
    expect(() => resolvePolicy({ now: new Date('soon') })).toThrow(PolicyError);
  });
  const BASE_URL = 'https://www.beispiel.de/';

  /** Every field of Policy with values a resolved policy cannot hold, and the input named. */
  const BAD_FIELDS: Array<[string, unknown, string]> = [
    ['profile', 'google-ish', 'profile'],
    ['hosts', ['https://www.beispiel.de/'], 'hosts'],
    ['hosts', ['www.beispiel.de:8080'], 'hosts'],
    ['hosts', 'www.beispiel.de', 'hosts'],
    ['hosts', [42], 'hosts'],
    ['requireHttps', 'yes', 'require-https'],
    ['maxBytes', 0, 'max-bytes'],
    ['maxBytes', NaN, 'max-bytes'],
    ['maxBytes', -5, 'max-bytes'],
    ['maxBytes', 1.5, 'max-bytes'],
    ['maxBytes', '100', 'max-bytes'],
    ['maxUrls', 0, 'max-urls'],
    ['maxUrls', Infinity, 'max-urls'],
    ['lastmod', 'iso', 'lastmod'],
    ['rules', { 'no-such-rule': 'error' }, 'rules'],
    ['rules', { 'loc-fragment': 'fatal' }, 'rules (loc-fragment)'],
    ['rules', ['loc-host'], 'rules'],
    ['failOn', 'errors', 'fail-on'],
    ['maxAnnotations', -1, 'max-annotations'],
    ['maxAnnotations', 2.5, 'max-annotations'],
    ['now', new Date(NaN), 'now'],
    ['now', '2026-11-29T00:00:00Z', 'now'],
    ['now', 0, 'now'],
    ['baseUrl', 'ftp://www.beispiel.de/', 'base-url'],
    ['baseUrl', 42, 'base-url'],
    ['siteDir', 'public', 'site-dir'],
    ['siteDir', 5, 'site-dir'],
    ['checkPages', true, 'check-pages'],
    ['checkPages', 'yes', 'check-pages'],
    ['severities', null, 'severities'],
    ['severities', {}, 'severities'],
    ['severities', { 'loc-host': 'error' }, 'severities'],
    ['severities', { ...base.severities, 'loc-fragment': 'off' }, 'severities'],
    ['severities', { ...base.severities, 'loc-fragment': 'fatal' }, 'severities'],
    ['severities', { ...base.severities, 'no-such-rule': 'error' }, 'severities'],
    ['host', ['www.beispiel.de'], 'host'],
  ];

  /** A Policy-shaped object made field by field, as a caller might write one. */
  function handMade(fields: Record<string, unknown>): Policy {
    const p: Record<string, unknown> = {
      profile: base.profile,
      hosts: [...base.hosts],
      requireHttps: base.requireHttps,
      maxBytes: base.maxBytes,
      maxUrls: base.maxUrls,
      lastmod: base.lastmod,
      rules: {},
      failOn: base.failOn,
      maxAnnotations: base.maxAnnotations,
      now: new Date(NOW),
      siteDir: '.',
      checkPages: false,
      severities: { ...base.severities },
    };
    return { ...p, ...fields } as unknown as Policy;
  }

  it('a spread or hand-made policy with any bad field is a PolicyError naming the field, wherever a policy is taken', async () => {
    const dir = workspace(1);
    const files = await discover([], dir);
    for (const [field, value, input] of BAD_FIELDS) {
      for (const policy of [{ ...base, [field]: value }, handMade({ [field]: value })] as Policy[]) {
        const label = `${field}: ${String(value)}`;
        const e = thrown(() => resolvePolicy(policy));
        expect(e, label).toBeInstanceOf(PolicyError);
        expect((e as PolicyError).input, label).toBe(input);
        expect(e.message.startsWith(`${input}: `), e.message).toBe(true);
        for (const run of [
          () => validate(GOOD, policy),
          () => validateFiles(['.'], policy, { cwd: dir }),
          () => checkWorkspace({ cwd: dir, policy }),
          () => checkFiles(files, policy, { cwd: dir }),
          () => checkStream((async function* () {})(), policy),
          async () => summarise(policy, []),
        ]) {
          const r = await failure(run);
          expect(r, label).toBeInstanceOf(PolicyError);
          expect((r as PolicyError).input, label).toBe(input);
        }
      }
    }
  });

  it('the defects as reported: no silent pass, no false loc-host, no limit of 0 or NaN', async () => {
    const dir = tempDir();
    put(dir, 'sitemap.xml', FAULTY);
    expect((await validateFiles(['sitemap.xml'], base, { cwd: dir })).passed).toBe(false);
    const failOn = await failure(() => validateFiles(['sitemap.xml'], { ...base, failOn: 'errors' as never }, { cwd: dir }));
    expect(failOn.message).toBe('fail-on: "errors" is not accepted; use one of error, warning, never.');
    // Host names are normalised as resolvePolicy normalises them: no loc-host for a differently cased host.
    const cased = await validate(GOOD, { ...base, hosts: ['WWW.Beispiel.de'] });
    expect(cased.findings).toEqual([]);
    expect((await failure(() => validate(GOOD, { ...base, maxUrls: 0 }))).message).toBe('max-urls: 0 is not accepted; use a whole number greater than 0.');
    expect((await failure(() => validate(GOOD, { ...base, maxBytes: NaN }))).message).toBe('max-bytes: NaN is not accepted; use a whole number greater than 0.');
  });

  it('severities must be what profile, rules and check-pages make them', () => {
    expect(thrown(() => resolvePolicy({ ...base, severities: { ...base.severities, 'loc-fragment': 'off' } })).message).toBe(
      'severities: "loc-fragment" is "off", but profile "protocol", rules and check-pages make it "warning"; severities follows from profile, rules and check-pages: leave it out (e.g. const { severities, ...input } = policy) and set a severity through rules.',
    );
    // A spread that changes what severities follows from, and keeps the old severities, is refused...
    expect(thrown(() => resolvePolicy({ ...base, rules: { 'loc-fragment': 'off' } })).message).toMatch(/^severities: "loc-fragment" is "warning", but .* make it "off"/);
    expect((thrown(() => resolvePolicy({ ...base, profile: 'google' })) as PolicyError).input).toBe('severities');
    // ...and taken without them.
    const { severities: _severities, ...input } = base;
    expect(resolvePolicy({ ...input, rules: { 'loc-fragment': 'off' } }).severities['loc-fragment']).toBe('off');
    expect(resolvePolicy({ ...input, profile: 'google' }).severities['bom']).toBe('notice');
  });

  it('a Policy-shaped object is normalised as an input is', () => {
    const p = resolvePolicy({ ...base, hosts: ['WWW.Beispiel.de', 'www.beispiel.de', ' '], baseUrl: 'https://www.beispiel.de', checkPages: true, severities: { ...base.severities, 'page-missing': 'error' } });
    expect(p.hosts).toEqual(['www.beispiel.de']);
    expect(p.baseUrl).toBe(BASE_URL);
    expect(p.severities['page-missing']).toBe('error');
    expect(p.now.getTime()).toBe(NOW.getTime());
  });

  it('round trip: a resolved policy is returned as it is, a copy of one resolves to an equal policy', () => {
    const inputs: PolicyInput[] = [
      {},
      { profile: 'google', now: NOW },
      { profile: 'strict', hosts: ['Bücher.example'], maxBytes: 1000, maxUrls: 10, failOn: 'warning', maxAnnotations: 0, now: NOW },
      { baseUrl: BASE_URL, siteDir: 'public', checkPages: true, rules: { 'video-value': 'notice', 'page-missing': 'warning' }, lastmod: 'xsd', requireHttps: true, now: NOW },
    ];
    for (const input of inputs) {
      const once = resolvePolicy(input);
      expect(resolvePolicy(once)).toBe(once);
      expect(resolvePolicy(resolvePolicy(once))).toBe(once);
      const again = resolvePolicy({ ...once });
      expect(again).not.toBe(once);
      expect(again).toEqual(once);
      expect(JSON.stringify(again)).toBe(JSON.stringify(once));
      expect(Object.isFrozen(again)).toBe(true);
      // From JSON (a report's policy): now is a Date again, the rest is as written.
      const json = JSON.parse(JSON.stringify(once)) as Record<string, unknown>;
      expect(resolvePolicy({ ...json, now: new Date(json.now as string) } as Policy)).toEqual(once);
    }
  });

  it('a resolved policy shares nothing with its input', async () => {
    const hosts = ['www.beispiel.de'];
    const rules: Record<string, 'error'> = { 'loc-fragment': 'error' };
    const now = new Date(NOW);
    const p = resolvePolicy({ hosts, rules, now });
    hosts.push('other.beispiel.de');
    rules['loc-host'] = 'error';
    now.setTime(0);
    expect(p.hosts).toEqual(['www.beispiel.de']);
    expect(p.rules).toEqual({ 'loc-fragment': 'error' });
    expect(p.now.getTime()).toBe(NOW.getTime());
  });
});

describe('frozen shared values', () => {
  const FAULT = `<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/a#top</loc></url></urlset>`;

  it('every exported constant array and object is frozen, all the way down', () => {
    const isDeepFrozen = (value: unknown, seen = new Set<unknown>()): boolean => {
      if (typeof value !== 'object' || value === null || seen.has(value)) return true;
      seen.add(value);
      return Object.isFrozen(value) && Reflect.ownKeys(value).every((k) => isDeepFrozen((value as Record<PropertyKey, unknown>)[k], seen));
    };
    const constants = Object.entries(api).filter(([, v]) => typeof v === 'object' && v !== null);
    expect(constants.map(([k]) => k).sort()).toEqual(['DEFAULT_PATTERNS', 'FAIL_ON', 'LASTMOD_MODES', 'PROFILES', 'RETIRED_RULES', 'RULES', 'RULES_BY_ID', 'SEVERITIES']);
    for (const [name, value] of constants) expect(isDeepFrozen(value), name).toBe(true);
    for (const rule of RULES_BY_ID.values()) expect(isDeepFrozen(rule), rule.id).toBe(true);
  });

  it('changing one throws (strict mode) and later results stay as they were', async () => {
    const before = await validate(FAULT, { now: NOW });
    expect(before.findings.map((f) => f.rule)).toEqual(['loc-fragment']);
    const rule = RULES.find((r) => r.id === 'loc-fragment')!;
    expect(() => {
      (rule.severity as Record<string, string>).protocol = 'off';
    }).toThrow(TypeError);
    expect(() => (RULES as unknown as unknown[]).push({ id: 'x' })).toThrow(TypeError);
    expect(() => (RULES as unknown as unknown[]).pop()).toThrow(TypeError);
    expect(() => (SEVERITIES as unknown as string[]).push('fatal')).toThrow(TypeError);
    expect(() => {
      (PROFILES as unknown as string[])[0] = 'loose';
    }).toThrow(TypeError);
    expect(() => (LASTMOD_MODES as unknown as string[]).push('any')).toThrow(TypeError);
    expect(() => (FAIL_ON as unknown as string[]).push('errors')).toThrow(TypeError);
    expect(() => (DEFAULT_PATTERNS as unknown as string[]).splice(0)).toThrow(TypeError);
    const map = RULES_BY_ID as unknown as Map<string, unknown>;
    expect(() => map.set('x', rule)).toThrow(TypeError);
    expect(() => map.delete('loc-fragment')).toThrow(TypeError);
    expect(() => map.clear()).toThrow(TypeError);
    expect(() => Map.prototype.set.call(map, 'x', rule)).toThrow(TypeError);
    expect(RULES_BY_ID.get('loc-fragment')).toBe(rule);
    expect(RULES_BY_ID.size).toBe(RULES.length);
    expect([...RULES_BY_ID.keys()]).toEqual(RULES.map((r) => r.id));
    const after = await validate(FAULT, { now: NOW });
    expect(after).toEqual(before);
    expect(() => resolvePolicy({ rules: { 'loc-fragment': 'fatal' as never } })).toThrow(PolicyError);
    expect(() => resolvePolicy({ profile: 'loose' as never })).toThrow(PolicyError);
    expect(() => resolvePolicy({ failOn: 'errors' as never })).toThrow(PolicyError);
  });

  it('a resolved policy, and so a run\'s policy, is frozen: hosts, rules, severities and now too', async () => {
    const dir = workspace(1);
    const given = resolvePolicy({ hosts: ['www.beispiel.de'], rules: { 'loc-fragment': 'error' }, now: NOW });
    const run = await checkWorkspace({ cwd: dir, policy: given });
    const fromInput = await checkWorkspace({ cwd: dir, policy: { hosts: ['www.beispiel.de'], now: NOW } });
    for (const p of [given, run.policy, fromInput.policy]) {
      expect(() => (p.hosts as string[]).push('evil.example')).toThrow(TypeError);
      expect(() => {
        (p as { maxUrls: number }).maxUrls = 1;
      }).toThrow(TypeError);
      expect(() => {
        (p.severities as Record<string, string>)['loc-host'] = 'off';
      }).toThrow(TypeError);
      expect(() => {
        (p.rules as Record<string, string>)['loc-host'] = 'off';
      }).toThrow(TypeError);
      expect(() => p.now.setTime(0)).toThrow(/now of a resolved policy cannot be changed \(setTime\)/);
      expect(() => p.now.setUTCFullYear(2000)).toThrow(TypeError);
      expect(p.now.toISOString()).toBe(NOW.toISOString());
    }
    const later = await checkWorkspace({ cwd: dir, policy: given });
    expect(later).toEqual(run);
  });
});
