/**
 * The robots.txt rule index and the redirect rule index at the scale of a hostile pull request:
 * thousands of rules against thousands of locs. The verdicts are those of trying every rule in
 * order; the work per loc does not grow with the rule count, which the ratio of the two timings
 * shows (a ratio, not a time budget: both run on the same machine in the same test).
 */
import { describe, expect, it } from 'vitest';
import { parseRobotsTxt, robotsVerdict, robotsVerdictByScan } from '../src/core/site/robots-match.js';
import { matches, parseRedirects, RedirectTable } from '../src/core/site/redirect-files.js';

const U = (path: string) => `https://www.example.org${path}`;

function timed<T>(f: () => T): [T, number] {
  const t = performance.now();
  const r = f();
  return [r, performance.now() - t];
}

describe('rule indexes at scale', () => {
  it('8,000 robots rules (7,000 of many wildcards) x 1,000 locs: the verdicts of the full scan, many times faster', () => {
    const lines = ['User-agent: *'];
    for (let i = 0; i < 7_000; i++) lines.push(`Disallow: /*${'a*'.repeat(20)}b${i}`);
    for (let i = 0; i < 500; i++) lines.push(`Allow: /keep/${i}/`, `Disallow: /*.pdf${i}$`);
    const rules = parseRobotsTxt(lines.join('\n'));
    expect(rules.cut).toBe(false);
    expect(rules.global).toHaveLength(8_000);
    const locs = Array.from({ length: 1_000 }, (_, i) => U(`/${'a'.repeat(200)}${i % 3 === 0 ? `b${i}` : i}/${i % 7 === 0 ? `keep/${i % 500}/x.pdf${i % 500}` : ''}`));
    robotsVerdict(rules, locs[0]!); // builds the index
    const [byIndex, indexMs] = timed(() => locs.map((l) => robotsVerdict(rules, l)));
    const [byScan, scanMs] = timed(() => locs.map((l) => robotsVerdictByScan(rules, l)));
    expect(byIndex).toEqual(byScan);
    expect(byIndex.filter((v) => !v.allowed).length).toBeGreaterThan(300);
    console.log(`robots: index ${indexMs.toFixed(0)} ms, scan ${scanMs.toFixed(0)} ms for ${locs.length} locs x ${rules.global!.length} rules`);
    expect(scanMs / indexMs).toBeGreaterThan(10);
  });

  it('9,000 splat redirect rules x 15,000 paths: the first rule of the full scan, many times faster', () => {
    const text = Array.from({ length: 9_000 }, (_, i) => `/old/${i}/* /p/:splat 301\n/:lang/${i}/:x /q/:x 302`).join('\n');
    const rules = parseRedirects(text, '_redirects', 'netlify').rules;
    expect(rules).toHaveLength(10_000);
    const table = new RedirectTable(rules);
    const paths = Array.from({ length: 15_000 }, (_, i) => ({ segments: i % 2 ? ['old', String(i % 9_000), 'x'] : i % 3 ? ['en', String(i % 9_000), 'y'] : ['p', String(i)], directory: i % 5 === 0 }));
    const [byIndex, indexMs] = timed(() => paths.map((p) => table.first('www.example.org', p, false)));
    const [byScan, scanMs] = timed(() => paths.map((p) => rules.find((r) => matches(r, 'www.example.org', p))));
    expect(byIndex).toEqual(byScan);
    expect(byIndex.filter((r) => r !== undefined).length).toBeGreaterThan(7_000);
    console.log(`redirects: index ${indexMs.toFixed(0)} ms, scan ${scanMs.toFixed(0)} ms for ${paths.length} paths x ${rules.length} rules`);
    expect(scanMs / indexMs).toBeGreaterThan(10);
  });
});
