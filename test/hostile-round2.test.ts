/**
 * What a pull request could do to the run with inputs that are valid in form: a config file that
 * lifts the size guard, JSON on a terminal carrying invisible characters.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run.js';
import { MAX_BYTES_CEILING, PolicyError, resolvePolicy } from '../src/core/policy/policy.js';
import { NS } from './support/sitemap.js';
import { workspaces } from './support/workspace.js';

const workspace = workspaces('hostile2');
const CLEAN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n  <url><loc>https://www.example.org/</loc></url>\n</urlset>\n`;

describe('max-bytes above the ceiling that guards against gzip bombs', () => {
  it('is accepted up to the ceiling and refused past it, naming the ceiling', () => {
    expect(MAX_BYTES_CEILING).toBe(268_435_456);
    expect(resolvePolicy({ maxBytes: MAX_BYTES_CEILING }).maxBytes).toBe(MAX_BYTES_CEILING);
    for (const maxBytes of [MAX_BYTES_CEILING + 1, 1_073_741_824, Number.MAX_SAFE_INTEGER]) {
      expect(() => resolvePolicy({ maxBytes })).toThrow(PolicyError);
      expect(() => resolvePolicy({ maxBytes })).toThrow(
        `max-bytes: ${maxBytes} is above the ceiling of 268,435,456 bytes (256 MiB) that is read of any one file, a guard against gzip bombs; use at most 268435456 (the protocol allows 52,428,800).`,
      );
    }
  });

  it('from a config file is a configuration error of that file, exit 2, before anything is read', async () => {
    const dir = workspace({ 'public/sitemap.xml': CLEAN, '.sitemap-contract.yml': 'max-bytes: 1073741824\n' });
    const r = await runCli(['--cwd', dir, 'public'], {}, false);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('.sitemap-contract.yml');
    expect(r.stderr).toContain('above the ceiling of 268,435,456 bytes');
    expect(r.stdout).toBe('');
  });

  it('on the command line too', async () => {
    const dir = workspace({ 'public/sitemap.xml': CLEAN });
    const r = await runCli(['--cwd', dir, '--max-bytes', '268435457', 'public'], {}, false);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--max-bytes');
    expect(r.stderr).toContain('above the ceiling of 268,435,456 bytes');
  });
});

describe('--format json on standard output', () => {
  it('writes bidirectional, zero-width and tag characters as escapes, and parses back to the same text', async () => {
    const hidden = '\u202e\u2066\u200b\ufeff\u00ad\u{e0041}';
    const loc = `https://www.example.org/${hidden}evil`;
    const doc = CLEAN.replace('https://www.example.org/', loc);
    const dir = workspace({ [`public/sitemap${'\u202e'}.xml`]: doc });
    const r = await runCli(['--cwd', dir, '--format', 'json', 'public'], {}, false);
    expect(r.stdout).not.toMatch(/[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]|\udb40[\udc00-\udc7f]/);
    for (const escape of ['\\u202e', '\\u2066', '\\u200b', '\\ufeff', '\\u00ad', '\\udb40\\udc41']) expect(r.stdout).toContain(escape);
    const report = JSON.parse(r.stdout) as { files: { path: string; findings: { message: string }[] }[] };
    expect(report.files[0]!.path).toBe('public/sitemap\u202e.xml');
    expect(report.files[0]!.findings.some((f) => f.message.includes('\u202e') || f.message.includes('\\u202e'))).toBe(true);
    // The SARIF log is written with the same escapes.
    const sarif = await runCli(['--cwd', dir, '--format', 'sarif', 'public'], {}, false);
    expect(sarif.stdout).not.toMatch(/[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]|\udb40[\udc00-\udc7f]/);
    expect(sarif.stdout).toContain('\\u202e');
    expect(JSON.parse(sarif.stdout).runs[0].results.length).toBeGreaterThan(0);
  });
});

describe('a document no check could read, with the fault that stopped it turned off', () => {
  it('is root-element, naming the rule turned off, not a silent pass', async () => {
    const { validate } = await import('../src/core/read/engine.js');
    for (const text of ['<urlset', '<', '\u0000\u0001garbage']) {
      const r = await validate(text, { rules: { 'xml-not-well-formed': 'off' } }, { name: 'sitemap.xml' });
      expect(r.findings.map((f) => [f.rule, f.line]), JSON.stringify(text)).toEqual([['root-element', undefined]]);
      expect(r.findings[0]!.message).toContain('a rule the policy turns off (xml-not-well-formed)');
    }
  });

  it('is not added where the document was read (a rule turned off there silences its own findings only)', async () => {
    const { validate } = await import('../src/core/read/engine.js');
    const relative = CLEAN.replace('https://www.example.org/', '/relative');
    const r = await validate(relative, { rules: { 'loc-not-absolute': 'off' } }, { name: 'sitemap.xml' });
    expect(r.findings).toEqual([]);
    expect(r.kind).toBe('urlset');
  });
});
