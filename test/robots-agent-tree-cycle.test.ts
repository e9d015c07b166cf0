/**
 * A user-agent line written with a version (`Googlebot/2.1`) names its product token, as
 * Google's robots.txt parser reads it; and two sitemap indexes that name each other, with no
 * robots.txt in the run, still get their sitemap tree in the job summary.
 */
import { describe, expect, it } from 'vitest';
import { validate } from '../src/core/read/engine.js';
import { checkWorkspace } from '../src/core/run/run.js';
import { renderSummary } from '../src/report/summary.js';
import { NS } from './support/sitemap.js';
import { workspaces } from './support/workspace.js';

const workspace = workspaces('agent-cycle');
const NOW = new Date('2026-06-01T00:00:00Z');

describe('robots-disallow-all reads the product token of a user-agent line', () => {
  const judge = async (text: string) =>
    (await validate(Buffer.from(text), { now: NOW, profile: 'google' }, { name: 'robots.txt' })).findings
      .filter((f) => f.rule === 'robots-disallow-all')
      .map((f) => `${f.line}:${f.column} ${f.message.split(':')[0]}`);

  it('"Googlebot/2.1" is the group of Googlebot', async () => {
    expect(await judge('User-agent: Googlebot/2.1\nDisallow: /\n\nUser-agent: *\nAllow: /\n')).toEqual([
      '2:1 This robots.txt disallows the whole site for Googlebot ("Disallow',
    ]);
  });

  it('"* " followed by more text is the group of every crawler; "*bot" is not', async () => {
    expect(await judge('User-agent: * all robots\nDisallow: /\n')).toEqual(['2:1 This robots.txt disallows the whole site for every crawler ("Disallow']);
    expect(await judge('User-agent: *bot\nDisallow: /\n')).toEqual([]);
  });

  it('a token that only starts like googlebot is another crawler', async () => {
    expect(await judge('User-agent: Googlebot-News\nDisallow: /\n')).toEqual([]);
  });
});

describe('the sitemap tree of indexes that name each other', () => {
  it('is drawn, with every file once, when no robots.txt or loose sitemap is a root', async () => {
    const index = (...locs: string[]) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">\n${locs.map((l) => `  <sitemap><loc>${l}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;
    const ws = workspace({
      'public/sitemap.xml': index('https://www.example.org/b.xml', 'https://www.example.org/pages.xml'),
      'public/b.xml': index('https://www.example.org/sitemap.xml'),
      'public/pages.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n  <url><loc>https://www.example.org/</loc></url>\n</urlset>\n`,
    });
    const run = await checkWorkspace({ cwd: ws, patterns: ['public/sitemap.xml'], policy: { now: NOW, baseUrl: 'https://www.example.org/', siteDir: 'public' } });
    expect(run.files.map((f) => f.path)).toEqual(['public/b.xml', 'public/pages.xml', 'public/sitemap.xml']);
    const summary = renderSummary(run);
    expect(summary).toContain('### Sitemap tree');
    const tree = summary.slice(summary.indexOf('### Sitemap tree'), summary.indexOf('### Files'));
    for (const file of ['public/b.xml', 'public/pages.xml', 'public/sitemap.xml']) {
      expect(tree, file).toContain(`<code>${file.replace('_', '&#95;')}</code>`);
    }
    // b.xml is drawn first (the first index by path), sitemap.xml below it, pages.xml below that.
    expect(tree.indexOf('<code>public/b.xml</code>')).toBeLessThan(tree.indexOf('<code>public/sitemap.xml</code>'));
    expect(tree.indexOf('<code>public/sitemap.xml</code>')).toBeLessThan(tree.indexOf('<code>public/pages.xml</code>'));
  });

  it('leaves out of the cycle list what a root reaches but the tree does not draw (entries past 50, below the depth limit)', async () => {
    const NSX = NS;
    const index = (...locs: string[]) => `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NSX}">\n${locs.map((l) => `  <sitemap><loc>${l}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;
    const pages = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NSX}">\n  <url><loc>https://www.example.org/</loc></url>\n</urlset>\n`;
    const files: Record<string, string> = { 'public/robots.txt': 'User-agent: *\nAllow: /\nSitemap: https://www.example.org/wide.xml\nSitemap: https://www.example.org/i0.xml\n' };
    const names = Array.from({ length: 53 }, (_, i) => `s${String(i).padStart(2, '0')}.xml`);
    files['public/wide.xml'] = index(...names.map((n) => `https://www.example.org/${n}`));
    for (const n of names) files[`public/${n}`] = pages;
    // A chain of 11 indexes, deeper than the tree draws.
    for (let i = 0; i < 11; i++) files[`public/i${i}.xml`] = index(`https://www.example.org/${i < 10 ? `i${i + 1}` : 'deep-pages'}.xml`);
    files['public/deep-pages.xml'] = pages;
    const ws = workspace(files);
    const run = await checkWorkspace({ cwd: ws, patterns: ['public/robots.txt'], policy: { now: NOW, baseUrl: 'https://www.example.org/', siteDir: 'public' } });
    expect(run.files).toHaveLength(1 + 1 + 53 + 11 + 1);
    const summary = renderSummary(run);
    const tree = summary.slice(summary.indexOf('### Sitemap tree'), summary.indexOf('### Files'));
    expect(tree).toContain('… and 3 more entries');
    expect(tree).toContain('(not expanded)');
    expect(tree).not.toContain('name each other in a cycle');
    expect(tree).not.toContain('<code>public/s50.xml</code>');
    expect(tree).not.toContain('<code>public/deep-pages.xml</code>');
  });
});
