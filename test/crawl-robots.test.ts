/**
 * The robots area of the crawler's-view fixture site (test/fixtures/crawl/): the host's
 * robots.txt judged against every loc and every sitemap, as Googlebot reads it. The faulty build
 * gives `robots-blocked` and `robots-blocks-sitemap` once each, at their places; its clean twin
 * neither.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkWorkspace } from '../src/core/run.js';
import type { PolicyInput } from '../src/core/policy.js';
import { NS } from './support/sitemap.js';
import { workspaces } from './support/workspace.js';

const SITE = fileURLToPath(new URL('./fixtures/crawl/', import.meta.url));
const RULES = new Set(['robots-blocked', 'robots-blocks-sitemap', 'robots-disallow-all']);
/** The files of this area in a build. */
const OWN = ['robots.txt', 'sitemap-robots.xml', 'robots/sitemap-archive.xml'];

const run = (build: 'faulty' | 'clean') =>
  checkWorkspace({ cwd: SITE, patterns: [`${build}/robots.txt`], policy: { profile: 'google', baseUrl: 'https://www.example.org/', siteDir: build, checkPages: true } });

describe('crawl fixture: robots.txt rules for every loc and sitemap', () => {
  it('the faulty build blocks one loc and one sitemap, each reported once at its place, naming the rule', async () => {
    const r = await run('faulty');
    const found = r.files.flatMap((f) => f.findings.filter((x) => RULES.has(x.rule)).map((x) => ({ file: f.path, rule: x.rule, severity: x.severity, line: x.line, column: x.column, message: x.message })));
    expect(found.map(({ file, rule, severity, line, column }) => ({ file, rule, severity, line, column }))).toEqual([
      // "Disallow: /robots/*.xml" blocks a sitemap that robots.txt itself names: a file-level finding.
      { file: 'faulty/robots/sitemap-archive.xml', rule: 'robots-blocks-sitemap', severity: 'error', line: undefined, column: undefined },
      // "Disallow: /robots/drafts/" blocks the page the sitemap lists on line 4; the longer
      // "Allow: /robots/drafts/published/" lets the entry on line 5 in.
      { file: 'faulty/sitemap-robots.xml', rule: 'robots-blocked', severity: 'error', line: 4, column: 13 },
    ]);
    const blocked = found.find((x) => x.rule === 'robots-blocked')!.message;
    expect(blocked).toContain('"https://www.example.org/robots/drafts/" is blocked by robots.txt line 3 "Disallow: /robots/drafts/" for Googlebot (faulty/robots.txt, in the group for "*"');
    expect(blocked).toContain('Search Console reports it as "Submitted URL blocked by robots.txt"');
    const sitemap = found.find((x) => x.rule === 'robots-blocks-sitemap')!.message;
    expect(sitemap).toContain('https://www.example.org/robots/sitemap-archive.xml is blocked by robots.txt line 5 "Disallow: /robots/*.xml" for Googlebot (faulty/robots.txt');
    // The other areas' sitemaps are not blocked, and the files of this area have no other finding.
    for (const file of OWN) {
      const f = r.files.find((x) => x.path === `faulty/${file}`);
      expect(f, file).toBeDefined();
      expect(f!.findings.filter((x) => !RULES.has(x.rule)).map((x) => x.rule), file).toEqual([]);
    }
  });

  it('the clean twin passes: the entry removed, the sitemap allowed by a longer Allow', async () => {
    const r = await run('clean');
    expect(r.files.flatMap((f) => f.findings.filter((x) => RULES.has(x.rule)).map((x) => `${f.path} ${x.rule}`))).toEqual([]);
    for (const file of OWN) {
      const f = r.files.find((x) => x.path === `clean/${file}`);
      expect(f, file).toBeDefined();
      expect(f!.findings.map((x) => x.rule), file).toEqual([]);
    }
  });
});

describe('robots-blocked and robots-blocks-sitemap in a workspace', () => {
  const workspace = workspaces('robots-blocked');
  const BASE = 'https://www.example.org/';
  const urlset = (...locs: string[]) => `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${locs.map((l) => `  <url><loc>${l}</loc></url>`).join('\n')}\n</urlset>\n`;
  const judge = async (robots: string, locs: string[], patterns = ['public/robots.txt'], policy: PolicyInput = {}) => {
    const cwd = workspace({ 'public/robots.txt': robots, 'public/sitemap.xml': urlset(...locs) });
    const r = await checkWorkspace({ cwd, patterns, policy: { profile: 'google', baseUrl: BASE, siteDir: 'public', ...policy } });
    return r.files.flatMap((f) => f.findings.filter((x) => RULES.has(x.rule)).map((x) => `${f.path} ${x.rule} ${x.severity}${x.line === undefined ? '' : ` ${x.line}:${x.column}`}`));
  };
  const MAP = 'Sitemap: https://www.example.org/sitemap.xml\n';

  it('judges Googlebot by its own group when it has one, and locs of the host only', async () => {
    const robots = `User-agent: *\nDisallow: /a/\n\nUser-agent: Googlebot\nDisallow: /b/\n${MAP}`;
    expect(await judge(robots, [`${BASE}a/`, `${BASE}b/`, 'https://other.example.org/b/', 'http://www.example.org/b/', `https://WWW.example.org:443/b/x`])).toEqual([
      'public/sitemap.xml robots-blocked error 4:13',
      'public/sitemap.xml robots-blocked error 7:13',
    ]);
  });

  it('reads the host robots.txt when the run names only a sitemap, and warns under the protocol profile', async () => {
    expect(await judge(`User-agent: *\nDisallow: /a/\n${MAP}`, [`${BASE}a/`], ['public/sitemap.xml'], { profile: 'protocol' })).toEqual(['public/sitemap.xml robots-blocked warning 3:13']);
  });

  it('reports a whole-site Disallow once, as robots-disallow-all, not at every loc and sitemap', async () => {
    expect(await judge(`User-agent: *\nDisallow: /\n${MAP}`, [`${BASE}a/`, `${BASE}b/`])).toEqual(['public/robots.txt robots-disallow-all error 2:1']);
    // Without the robots.txt in the run (or with the rule off), each loc and the sitemap is reported.
    expect(await judge(`User-agent: *\nDisallow: /\n${MAP}`, [`${BASE}a/`], ['public/sitemap.xml'])).toEqual([
      'public/sitemap.xml robots-blocks-sitemap error',
      'public/sitemap.xml robots-blocked error 3:13',
    ]);
  });

  it('judges nothing for a site below the host root, whose robots.txt crawlers never read', async () => {
    const cwd = workspace({ 'public/robots.txt': `User-agent: *\nDisallow: /\n`, 'public/sitemap.xml': urlset(`${BASE}docs/a/`) });
    const r = await checkWorkspace({ cwd, patterns: ['public/sitemap.xml'], policy: { profile: 'google', baseUrl: `${BASE}docs/`, siteDir: 'public' } });
    expect(r.files.flatMap((f) => f.findings.filter((x) => RULES.has(x.rule)))).toEqual([]);
  });
});
