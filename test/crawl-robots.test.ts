/**
 * The robots area of the crawler's-view fixture site (test/fixtures/crawl/): the host's
 * robots.txt judged against every loc and every sitemap, as Googlebot reads it. The faulty build
 * gives `robots-blocked` and `robots-blocks-sitemap` once each, at their places; its clean twin
 * neither.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkWorkspace } from '../src/core/run/run.js';
import type { PolicyInput } from '../src/core/policy/policy.js';
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

  it('says when the robots.txt is past the 500 KiB Google reads, and quotes a rule cut there as cut', async () => {
    // The limit falls inside "Disallow: /abcdef": Google reads "Disallow: /abc"; "Disallow: /b/" after it is never read.
    const head = `User-agent: *\n# ${'.'.repeat(1000)}\n`;
    const filler = `# ${'.'.repeat(1000)}\n`.repeat(Math.floor((500 * 1024 - head.length) / 1003) - 1);
    const pad = '#'.repeat(500 * 1024 - head.length - filler.length - 1 - 'Disallow: /abc'.length);
    const robots = `${head}${filler}${pad}\nDisallow: /abcdef\nDisallow: /b/\n`;
    const line = robots.slice(0, robots.indexOf('Disallow: /abcdef')).split('\n').length;
    const cwd = workspace({ 'public/robots.txt': robots, 'public/sitemap.xml': urlset(`${BASE}abcxyz`, `${BASE}b/`) });
    const r = await checkWorkspace({ cwd, patterns: ['public/sitemap.xml'], policy: { profile: 'google', baseUrl: BASE, siteDir: 'public' } });
    const findings = r.files[0]!.findings.filter((x) => RULES.has(x.rule));
    expect(findings.map((x) => `${x.rule} ${x.line}`)).toEqual(['robots-blocked 3']);
    expect(findings[0]!.message).toContain(`robots.txt line ${line} "Disallow: /abc" (the start of the line only: the line crosses the 500 KiB Google reads, and Google cuts it there)`);
    expect(r.notes).toContainEqual(`public/robots.txt is larger than the 500 KiB (512,000 bytes) Google reads of a robots.txt: Google ignores the rest, from line ${line} on (that line is read only up to the limit), and so do robots-blocked and robots-blocks-sitemap. Shorten the file: rules past the limit do not apply.`);
    // A file within the limit gets no note.
    const small = await checkWorkspace({ cwd: workspace({ 'public/robots.txt': 'User-agent: *\nDisallow: /b/\n', 'public/sitemap.xml': urlset(`${BASE}b/`) }), patterns: ['public/sitemap.xml'], policy: { profile: 'google', baseUrl: BASE, siteDir: 'public' } });
    expect(small.notes.filter((n) => n.includes('robots.txt'))).toEqual([]);
  });

  it('says when the host robots.txt is a symlink leading out of site-dir, which is never read, whichever file the run names', async () => {
    const cwd = workspace({ 'outside/robots.txt': `User-agent: *\nDisallow: /a/\n${MAP}`, 'public/sitemap.xml': urlset(`${BASE}a/`), 'public/a/index.html': '<title>a</title>' });
    symlinkSync(path.join('..', 'outside', 'robots.txt'), path.join(cwd, 'public', 'robots.txt'));
    const note = "public/robots.txt, the host's robots.txt, was not read: it is a symlink leading outside site-dir, which is never followed. Its rules were not applied to the locs and sitemaps (robots-blocked, robots-blocks-sitemap); publish the file itself in site-dir.";
    for (const patterns of [['public/sitemap.xml'], ['public/robots.txt']]) {
      const r = await checkWorkspace({ cwd, patterns, policy: { profile: 'google', baseUrl: BASE, siteDir: 'public' } });
      expect(r.notes, patterns[0]).toContainEqual(note);
      expect(r.files.flatMap((f) => f.findings.filter((x) => x.rule === 'robots-blocked')), patterns[0]).toEqual([]);
    }
  });
});
