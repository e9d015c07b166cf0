/**
 * Faults found by trying the tool as a new user would, each pinned with the right value.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run.js';
import { validate } from '../src/core/read/engine.js';
import { checkLoc } from '../src/core/checks/loc.js';
import { PolicyError, resolvePolicy } from '../src/core/policy/policy.js';
import { parseSettings } from '../src/core/policy/settings.js';
import { validateFiles } from '../src/core/run/run.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'dist', 'cli.js');
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const temps: string[] = [];
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});
function temp(): string {
  const d = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-review-'));
  temps.push(d);
  return d;
}

describe('exact totals past the findings cap, also from worker threads', () => {
  it('counts every finding of a file with more than 1,000, whatever the thread count', () => {
    if (!existsSync(CLI)) execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'pipe' });
    const dir = temp();
    const bad = '<url><loc>https://a.org/ x</loc><lastmod>bad</lastmod></url>\n'.repeat(1500);
    writeFileSync(path.join(dir, 'big.xml'), `<urlset xmlns="${NS}">\n${bad}</urlset>\n`);
    for (let i = 1; i <= 3; i++) writeFileSync(path.join(dir, `s${i}.xml`), `<urlset xmlns="${NS}"><url><loc>https://a.org/${i}</loc></url></urlset>`);
    const totals = (threads: string) => {
      const r = spawnSync(process.execPath, [CLI, '--threads', threads, '--format', 'json', '--rule', 'loc-duplicate=off', 'big.xml', 's1.xml', 's2.xml', 's3.xml'], { cwd: dir, encoding: 'utf8' });
      expect(r.stderr).toBe('');
      return JSON.parse(r.stdout).totals;
    };
    const one = totals('1');
    // 1,500 loc-invalid + 1,500 lastmod-format errors; the findings-capped notice is counted too.
    expect(one.errors).toBe(3000);
    expect(one.notices).toBe(1);
    expect(totals('2')).toEqual(one);
  });
});

describe('shards', () => {
  it('an empty shard passes with an empty report that names the shard', async () => {
    const dir = temp();
    writeFileSync(path.join(dir, 'sitemap.xml'), `<urlset xmlns="${NS}"><url><loc>https://a.org/</loc></url></urlset>`);
    const outs: string[] = [];
    for (let i = 1; i <= 4; i++) {
      const file = path.join(dir, `r${i}.json`);
      const r = await runCli(['--cwd', dir, '--shard', `${i}/4`, '--format', 'json', '--output', file, '.'], {}, false);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      outs.push(file);
    }
    const merged = await runCli(['merge', '--format', 'json', ...outs], {}, false);
    expect(merged.code).toBe(0);
    expect(JSON.parse(merged.stdout).totals.files).toBe(1);
    const missing = await runCli(['merge', ...outs.slice(0, 3)], {}, false);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('4/4 missing');
    const twice = await runCli(['merge', outs[0]!, outs[0]!, ...outs.slice(1)], {}, false);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain('already given');
  });
});

describe('inputs that passed but should not', () => {
  it('a second byte order mark is an encoding error at 1:1 (XML and robots.txt)', async () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const xml = Buffer.concat([bom, bom, Buffer.from(`<?xml version="1.0"?><urlset xmlns="${NS}"><url><loc>https://a.org/</loc></url></urlset>`)]);
    const r = await validate(xml, {});
    expect(r.findings.map((f) => [f.rule, f.line, f.column])).toEqual([['encoding', 1, 1]]);
    const robots = Buffer.concat([bom, bom, Buffer.from('Sitemap: https://a.org/sitemap.xml\n')]);
    const rr = await validate(robots, {}, { name: 'robots.txt' });
    expect(rr.findings.map((f) => f.rule)).toEqual(['encoding']);
    expect(rr.entries).toBe(1);
  });

  it('a port above 65535 is loc-invalid; leading zeros do not count', () => {
    const policy = resolvePolicy({});
    const rules = (loc: string) => {
      const got: string[] = [];
      checkLoc(loc, policy, (rule) => got.push(rule));
      return got;
    };
    expect(rules('https://a.org:99999/')).toEqual(['loc-invalid']);
    expect(rules(`https://a.org:${'9'.repeat(30)}/`)).toEqual(['loc-invalid']);
    expect(rules('https://a.org:00080/')).toEqual([]);
    expect(rules('https://a.org:65535/')).toEqual([]);
    expect(rules('https://a.org:65536/')).toEqual(['loc-invalid']);
    expect(rules('https://a.org:065535/')).toEqual([]);
  });

  it('a bad byte before the last newline of a text sitemap is not called the end of the file', async () => {
    const r = await validate(Buffer.from([...Buffer.from('https://a.org/'), 0xe9, 0x0a]), {}, { name: 'sitemap.txt' });
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]!.rule).toBe('encoding');
    expect(r.findings[0]!.message).toContain('is not valid UTF-8');
  });
});

describe('the library refuses bad arguments clearly', () => {
  it('takes a string or an ArrayBuffer as the document, and refuses anything else with a TypeError', async () => {
    const doc = `<urlset xmlns="${NS}"><url><loc>https://a.org/</loc></url></urlset>`;
    expect((await validate(doc, {})).entries).toBe(1);
    const ab = new TextEncoder().encode(doc).buffer;
    expect((await validate(ab as ArrayBuffer, {})).entries).toBe(1);
    await expect(validate(null as unknown as string, {})).rejects.toThrow(TypeError);
    await expect(validate(42 as unknown as string, {})).rejects.toThrow(/Uint8Array/);
  });

  it('refuses a policy key it does not know, and hosts that are not an array, naming them', () => {
    expect(() => resolvePolicy({ host: ['a.org'] } as never)).toThrow(PolicyError);
    expect(() => resolvePolicy({ host: ['a.org'] } as never)).toThrow(/host: is not a policy key/);
    expect(() => resolvePolicy({ hosts: 'a.org' } as never)).toThrow(/hosts:/);
  });
});

describe('settings', () => {
  it('refuses a --now date that does not exist', () => {
    expect(() => parseSettings({ now: '2026-02-30' })).toThrow(PolicyError);
    expect(parseSettings({ now: '2026-02-28' }).policy.now?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });

  it('a limit too large to hold exactly says so, from a config file and from the command line', () => {
    expect(() => parseSettings({ 'max-bytes': 99999999999999999999 })).toThrow(
      'max-bytes: 100000000000000000000 is not accepted; use a whole number from 1 to 9007199254740991 (larger numbers are not held exactly).',
    );
    expect(() => parseSettings({ 'max-urls': '9007199254740992' })).toThrow('use a whole number from 1 to 9007199254740991 (larger numbers are not held exactly).');
    expect(() => parseSettings({ 'max-annotations': 2 ** 60 })).toThrow('use a whole number from 0 to 9007199254740991 (larger numbers are not held exactly).');
    // The largest exact one is taken; below the minimum is still named as such.
    expect(parseSettings({ 'max-bytes': '9007199254740991' }).policy.maxBytes).toBe(9007199254740991);
    expect(() => parseSettings({ 'max-urls': 0 })).toThrow('use a whole number of at least 1.');
  });

  it('a malformed --rule names the command-line syntax', async () => {
    const r = await runCli(['--rule', 'loc-duplicate', '.'], {}, false);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--rule rule-id=severity');
  });
});

describe('the command line', () => {
  it('ends quietly when its reader goes away (| head)', () => {
    if (!existsSync(CLI)) execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'pipe' });
    // Far more output than a pipe buffer holds, so the writer meets the closed pipe.
    const dir = temp();
    writeFileSync(path.join(dir, 'sitemap.xml'), `<urlset xmlns="${NS}">\n${'<url><loc>https://a.org/ x</loc></url>\n'.repeat(900)}</urlset>\n`);
    const r = spawnSync('sh', ['-c', `node "${CLI}" --format json --rule loc-duplicate=off . | head -c 10 > /dev/null`], { cwd: dir, encoding: 'utf8' });
    expect(r.stderr).not.toContain('EPIPE');
    expect(r.stderr).not.toContain('Error');
  });
});

describe('well-formedness faults inside markup are reported at its start', () => {
  const cases: Array<[string, string, string]> = [
    ['a second root element', `<urlset xmlns="${NS}"><url><loc>https://a.org/</loc></url></urlset><urlset/>`, '<urlset/>'],
    ['a duplicate attribute', `<urlset xmlns="${NS}"><url a="1" a="2"><loc>https://a.org/</loc></url></urlset>`, '<url a='],
    ['an unbound prefix', `<urlset xmlns="${NS}"><url><loc>https://a.org/</loc><x:y/></url></urlset>`, '<x:y/>'],
    ['"--" inside a comment', `<urlset xmlns="${NS}"><!-- a -- b --><url><loc>https://a.org/</loc></url></urlset>`, '<!--'],
    ['xmlns:xml bound elsewhere', `<urlset xmlns="${NS}"><url xmlns:xml="urn:x"><loc>https://a.org/</loc></url></urlset>`, '<url xmlns:xml'],
    // A character the message names is reported at that character.
    ['a tag name starting with a digit (at the digit)', `<urlset xmlns="${NS}"><url><loc>https://a.org/</loc></url><9a/></urlset>`, '9a/>'],
  ];
  for (const [name, doc, at] of cases) {
    it(name, async () => {
      const r = await validate(doc, {});
      expect(r.findings.map((f) => [f.rule, f.line, f.column])).toEqual([['xml-not-well-formed', 1, doc.indexOf(at) + 1]]);
    });
  }
});

describe('messages', () => {
  it('show invisible characters of a quoted value as escapes', async () => {
    const r = await validate(`<urlset xmlns="${NS}"><url>\u00a0<loc>https://a.org/</loc></url></urlset>`, {});
    expect(r.findings.map((f) => f.rule)).toEqual(['unexpected-text']);
    expect(r.findings[0]!.message).toContain('"\\u00a0"');
  });

  it('a config file of several YAML documents is refused, not read up to its first "---"', async () => {
    const dir = temp();
    writeFileSync(path.join(dir, 'sitemap.xml'), `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://a.org/</loc></url></urlset>`);
    writeFileSync(path.join(dir, '.sitemap-contract.yml'), 'profile: strict\n---\nprofile: google\nfail-on: never\n');
    const r = await runCli(['--cwd', dir, 'sitemap.xml'], {}, false);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('is not valid YAML: it holds several YAML documents');
    // One document after a leading "---" is fine.
    writeFileSync(path.join(dir, '.sitemap-contract.yml'), '---\nprofile: google\n');
    expect((await runCli(['--cwd', dir, 'sitemap.xml'], {}, false)).code).toBe(0);
  });

  it('an invalid YAML config names the place and ends the sentence', () => {
    const dir = temp();
    writeFileSync(path.join(dir, '.sitemap-contract.yml'), 'profile: [unclosed\n');
    return runCli(['--cwd', dir, '.'], {}, false).then((r) => {
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/is not valid YAML: .*line \d+, column \d+\./);
    });
  });
});

describe('library calls with wrong types throw the documented errors, not errors from inside', () => {
  const doc = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://a.org/</loc></url></urlset>`;
  it('a policy that is not an object is a PolicyError', async () => {
    for (const policy of [null, 'strict', 42, []]) {
      await expect(validate(doc, policy as never), String(policy)).rejects.toThrow(PolicyError);
      await expect(validateFiles(['sitemap.xml'], policy as never), String(policy)).rejects.toThrow(PolicyError);
    }
  });

  it('a hand-made object with a severities key is validated as a policy input, not trusted as a resolved policy', async () => {
    for (const policy of [{ severities: {} }, { severities: null }, { ...resolvePolicy({}), severities: { 'loc-host': 'error' } }]) {
      await expect(validate(doc, policy as never)).rejects.toThrow(PolicyError);
    }
    // A resolved policy is used as it is.
    expect((await validate(doc, resolvePolicy({ profile: 'google' }))).findings).toEqual([]);
  });

  it('names numbers JSON cannot write, BigInts, and a rules value that is not an object', async () => {
    const message = async (p: object): Promise<string> => (await validate(doc, p as never).catch((e: Error) => e)).message;
    expect(await message({ maxBytes: NaN })).toBe('max-bytes: NaN is not accepted; use a whole number greater than 0.');
    expect(await message({ maxUrls: Infinity })).toBe('max-urls: Infinity is not accepted; use a whole number greater than 0.');
    expect(await message({ maxBytes: 10n })).toBe('max-bytes: 10n is not accepted; use a whole number greater than 0.');
    // A whole number too large to hold exactly is named as such, not as a number below the minimum.
    expect(await message({ maxBytes: 2 ** 53 })).toBe('max-bytes: 9007199254740992 is not accepted; use a whole number from 1 to 9007199254740991 (larger numbers are not held exactly).');
    expect(await message({ maxUrls: 1e20 })).toBe('max-urls: 100000000000000000000 is not accepted; use a whole number from 1 to 9007199254740991 (larger numbers are not held exactly).');
    expect(await message({ rules: 'x' })).toBe('rules: "x" is not accepted; give an object of rule ids and severities, such as { "loc-fragment": "error" }.');
    await expect(validate(doc, { rules: ['loc-host'] } as never)).rejects.toThrow(PolicyError);
  });

  it('paths that are not an array of strings, a name or cwd that is not a string, are TypeErrors', async () => {
    await expect(validateFiles('sitemap.xml' as never)).rejects.toThrow(/paths must be an array of strings/);
    await expect(validateFiles([1] as never)).rejects.toThrow(TypeError);
    await expect(validateFiles(['x'], {}, { cwd: 5 } as never)).rejects.toThrow(/cwd, when given, is a string/);
    await expect(validate(doc, {}, { name: 123 } as never)).rejects.toThrow(/name, when given, is a string/);
    await expect(validate(doc, {}, null as never)).rejects.toThrow(TypeError);
  });
});
