#!/usr/bin/env node
// Renders the job summary the way a reader sees it and screenshots it with headless Chromium:
//   1. runs the action (dist/index.js, as the runner does) on the example site (examples/public
//      with base-url https://www.example.org/ and site-dir, as `npm start` does) and on a
//      generated urlset of 1,500 urls with a bad lastmod and a few other faults, and on the
//      crawler's-view fixture site (test/fixtures/crawl, every check on, compared with base/), each with the
//      runner's GITHUB_SERVER_URL, GITHUB_REPOSITORY and GITHUB_SHA set, so the places link;
//   2. turns each summary (GitHub-flavoured Markdown with HTML) into HTML with `marked`, in a
//      page styled like GitHub's Markdown body;
//   3. screenshots each page at 900 and 1,400 px wide.
//
// Usage: node scripts/summary-screenshot.mjs [--out <dir>] [--chromium <path>]
//   --out <dir>       where the pages and PNGs of the 1,500-lastmod case go (default .tmp/summary);
//                     the example site's go to docs/job-summary.png (1,400 px, shown in the
//                     README) and docs/job-summary-900.png.
//   --chromium <path> the browser (default /usr/bin/chromium).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { marked } from 'marked';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const out = resolve(arg('--out', join(root, '.tmp', 'summary')));
const chromium = arg('--chromium', '/usr/bin/chromium');
mkdirSync(out, { recursive: true });

const entry = join(root, 'dist', 'index.js');
if (!existsSync(entry)) {
  process.stderr.write('summary-screenshot: dist/index.js is missing; run `npm run build` first.\n');
  process.exit(2);
}

/** Runs the action in `workspace` with `inputs`, as the runner would; returns the job summary. */
function runAction(workspace, inputs) {
  const runner = mkdtempSync(join(os.tmpdir(), 'sitemap-contract-runner-'));
  const summary = join(runner, 'summary');
  const output = join(runner, 'output');
  writeFileSync(summary, '');
  writeFileSync(output, '');
  const sha = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim() || '0'.repeat(40);
  const env = {
    PATH: process.env.PATH ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: workspace,
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_OUTPUT: output,
    RUNNER_TEMP: runner,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'sitemap-contract/sitemap-contract',
    GITHUB_SHA: sha,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const r = spawnSync(process.execPath, [entry], { cwd: workspace, env, encoding: 'utf8', timeout: 120_000 });
  if (r.error) throw r.error;
  const text = readFileSync(summary, 'utf8');
  rmSync(runner, { recursive: true, force: true });
  return text;
}

/** A urlset of 1,500 urls with a bad lastmod, three bad priorities, two bad changefreqs and four fragments. */
function lastmodSitemap() {
  const urls = [];
  for (let i = 0; i < 1500; i++) {
    const loc = `https://www.example.org/p/${i}${i < 4 ? '#top' : ''}`;
    const extra = i >= 10 && i < 13 ? '<priority>2.0</priority>' : i >= 20 && i < 22 ? '<changefreq>sometimes</changefreq>' : '';
    urls.push(`  <url><loc>${loc}</loc><lastmod>2024-13-${String((i % 28) + 1).padStart(2, '0')}</lastmod>${extra}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

// GitHub's Markdown body, in the few rules a job summary uses (after github-markdown-css, light).
const CSS = `
body { margin: 0; background: #fff; }
.markdown-body { box-sizing: border-box; max-width: 100%; padding: 24px 32px; color: #1f2328; background: #fff;
  font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji";
  font-size: 14px; line-height: 1.5; word-wrap: break-word; }
.markdown-body h2 { font-size: 1.5em; font-weight: 600; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0b3; margin: 0 0 16px; }
.markdown-body h3 { font-size: 1.25em; font-weight: 600; margin: 24px 0 16px; }
.markdown-body p, .markdown-body ul, .markdown-body table, .markdown-body details { margin: 0 0 16px; }
.markdown-body a { color: #0969da; text-decoration: none; }
.markdown-body code { font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace;
  font-size: 85%; padding: .2em .4em; margin: 0; background: #818b981f; border-radius: 6px; white-space: break-spaces; }
.markdown-body table { display: block; width: max-content; max-width: 100%; overflow: auto; border-spacing: 0; border-collapse: collapse; }
.markdown-body table th { font-weight: 600; }
.markdown-body table th, .markdown-body table td { padding: 6px 13px; border: 1px solid #d1d9e0; }
.markdown-body table tr { background: #fff; border-top: 1px solid #d1d9e0b3; }
.markdown-body table tr:nth-child(2n) { background: #f6f8fa; }
.markdown-body summary { cursor: pointer; display: list-item; }
.markdown-body ul { padding-left: 2em; }
`;

function page(markdown, title) {
  const body = marked.parse(markdown, { gfm: true, async: false });
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>${CSS}</style></head>\n<body><div class="markdown-body">\n${body}\n</div></body></html>\n`;
}

function screenshot(html, png, width) {
  const profile = mkdtempSync(join(os.tmpdir(), 'sitemap-contract-chromium-'));
  const r = spawnSync(
    chromium,
    [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--no-first-run', `--user-data-dir=${profile}`, '--hide-scrollbars', `--window-size=${width},2000`, `--screenshot=${png}`, `file://${html}`,
    ],
    { encoding: 'utf8', timeout: 120_000 },
  );
  rmSync(profile, { recursive: true, force: true });
  if (r.error || !existsSync(png)) throw new Error(`chromium failed for ${png}: ${r.error?.message ?? r.stderr}`);
}

const cases = [];
// The example site, as `npm start` checks it.
cases.push({
  name: 'example',
  markdown: runAction(root, { paths: 'examples/public', 'base-url': 'https://www.example.org/', 'site-dir': 'examples/public' }),
  pngs: { 1400: join(root, 'docs', 'job-summary.png'), 900: join(root, 'docs', 'job-summary-900.png') },
});
// The 1,500-lastmod sitemap.
const ws = mkdtempSync(join(os.tmpdir(), 'sitemap-contract-lastmod-'));
mkdirSync(join(ws, 'public'));
writeFileSync(join(ws, 'public', 'sitemap.xml'), lastmodSitemap());
cases.push({ name: 'lastmod-1500', markdown: runAction(ws, { paths: 'public/sitemap.xml' }), pngs: { 1400: join(out, 'lastmod-1500-1400.png'), 900: join(out, 'lastmod-1500-900.png') } });
rmSync(ws, { recursive: true, force: true });
// The crawler's-view fixture site, every check on, compared with its base build.
cases.push({
  name: 'crawl',
  markdown: runAction(join(root, 'test', 'fixtures', 'crawl'), {
    paths: 'faulty/robots.txt', 'base-url': 'https://www.example.org/', 'site-dir': 'faulty', profile: 'google', 'check-pages': 'true',
    'check-unlisted': 'true', hosting: 'netlify', 'compare-to': 'base', 'max-removed': '0',
  }),
  pngs: { 1400: join(out, 'crawl-1400.png'), 900: join(out, 'crawl-900.png') },
});

for (const c of cases) {
  writeFileSync(join(out, `${c.name}.md`), c.markdown);
  const html = join(out, `${c.name}.html`);
  writeFileSync(html, page(c.markdown, `sitemap-contract job summary: ${c.name}`));
  for (const [width, png] of Object.entries(c.pngs)) {
    mkdirSync(dirname(png), { recursive: true });
    screenshot(html, png, Number(width));
    process.stdout.write(`${c.name}: ${Buffer.byteLength(c.markdown)} bytes of summary -> ${png} (${width} px)\n`);
  }
}
