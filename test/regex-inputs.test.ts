/**
 * Inputs that made a regular expression of the checks take time quadratic in their length, each
 * pinned to its finding. The whole kind is held by test/regex-redos.full.test.ts (the ReDoS checker
 * over every pattern of src/) and the lint's super-linear rules; these are the reported cases,
 * with their right findings.
 */
import { describe, expect, it } from 'vitest';
import { validate } from '../src/core/read/engine.js';
import { messageText } from '../src/report/sarif.js';
import { thousands, trimEndOf } from '../src/core/text.js';
import { NS } from './support/sitemap.js';

const where = (r: { findings: { rule: string; line?: number; column?: number }[] }) => r.findings.map((f) => [f.rule, f.line, f.column]);

describe('inputs that were quadratic in a pattern', () => {
  it('a priority of 160,000 digits then x is priority-value at its place, without the exponent hint', async () => {
    const doc = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n<url><loc>https://www.beispiel.de/</loc><priority>${'1'.repeat(160_000)}x</priority></url>\n</urlset>\n`;
    const r = await validate(doc, { profile: 'protocol' }, { name: 'sitemap.xml' });
    expect(where(r)).toEqual([['priority-value', 3, 51]]);
    expect(r.findings[0]!.message).not.toMatch(/exponent/);
  });

  it('a priority with an exponent still gets the hint', async () => {
    const doc = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n<url><loc>https://www.beispiel.de/</loc><priority>${'1'.repeat(100_000)}.5e-1</priority></url>\n</urlset>\n`;
    const r = await validate(doc, { profile: 'protocol' }, { name: 'sitemap.xml' });
    expect(r.findings.map((f) => f.rule)).toEqual(['priority-value']);
    expect(r.findings[0]!.message).toMatch(/exponents are not allowed/);
  });

  it('Disallow: with 10,000 * then x does not match every path: no robots-disallow-all', async () => {
    const robots = `User-agent: *\nDisallow: ${'*'.repeat(10_000)}x\nSitemap: https://www.beispiel.de/sitemap.xml\n`;
    const r = await validate(robots, { profile: 'google' }, { name: 'robots.txt' });
    expect(r.findings.map((f) => f.rule)).not.toContain('robots-disallow-all');
  });

  it('Disallow: with 320,000 * then x is read as Google reads it, cut at 16,663 bytes: all wildcards, robots-disallow-all', async () => {
    const robots = `User-agent: *\nDisallow: ${'*'.repeat(320_000)}x\nSitemap: https://www.beispiel.de/sitemap.xml\n`;
    const r = await validate(robots, { profile: 'google' }, { name: 'robots.txt' });
    expect(where(r).filter(([rule]) => rule === 'robots-disallow-all').map(([, line]) => line)).toEqual([2]);
  });

  it('Disallow: with 320,000 * around a / and a closing $ matches every path: robots-disallow-all on line 2', async () => {
    for (const value of [`${'*'.repeat(320_000)}/${'*'.repeat(1_000)}$`, `${'*'.repeat(320_000)}$`, `${'*'.repeat(320_000)}/`]) {
      const robots = `User-agent: *\nDisallow: ${value}\nSitemap: https://www.beispiel.de/sitemap.xml\n`;
      const r = await validate(robots, { profile: 'google' }, { name: 'robots.txt' });
      expect(where(r).filter(([rule]) => rule === 'robots-disallow-all').map(([, line]) => line), value.slice(-5)).toEqual([2]);
    }
  });
});

describe('the helpers that replaced patterns', () => {
  it('thousands groups the integer digits', () => {
    expect([0, 7, 999, 1000, 12345, 1234567, -1234567, 1e21, 1234.5].map(thousands)).toEqual(['0', '7', '999', '1,000', '12,345', '1,234,567', '-1,234,567', '1e+21', '1,234.5']);
  });

  it('trimEndOf drops only the named characters at the end', () => {
    expect(trimEndOf('a/b//', '/')).toBe('a/b');
    expect(trimEndOf('out\\/\\', '\\/')).toBe('out');
    expect(trimEndOf('...', '.')).toBe('');
    expect(trimEndOf('a.b', '.')).toBe('a.b');
  });

  it('SARIF message text escapes brackets and doubles the backslashes before them, in time linear in the length', () => {
    expect(messageText('[a](b)')).toBe('\\[a\\](b)');
    expect(messageText('\\[x\\]')).toBe('\\\\\\[x\\\\\\]');
    expect(messageText('a\\b[')).toBe('a\\b\\[');
    expect(messageText('{0} \\')).toBe('{{0}} \\');
    const long = `${'\\'.repeat(200_000)}x[`;
    expect(messageText(long)).toBe(`${'\\'.repeat(200_000)}x\\[`);
  });
});
