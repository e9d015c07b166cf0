/**
 * The bundles as users run them, through every module they load on demand: the YAML parser (a
 * config file), the code lists (an xhtml namespace), gzip, the page checks with the host's
 * redirect rules (check-pages, hosting netlify, a `_redirects` file), SARIF, the workflow
 * commands, the job summary and merge. The other tests run the sources; a fault of the bundler
 * alone (a module given without the export the code takes from it) shows only here.
 */
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

const SITEMAP = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url>
    <loc>https://www.beispiel.de/a/</loc>
    <xhtml:link rel="alternate" hreflang="xx-YY" href="https://www.beispiel.de/b/"/>
  </url>
  <url><loc>https://www.beispiel.de/b/</loc></url>
  <url><loc>https://www.beispiel.de/old/</loc></url>
</urlset>
`;

/** A site with one fault for each module loaded on demand; the sitemap once as XML, once gzipped. */
function site(): string {
  const ws = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-dist-'));
  temps.push(ws);
  const write = (name: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(ws, name)), { recursive: true });
    writeFileSync(path.join(ws, name), content);
  };
  write('public/sitemap.xml', SITEMAP);
  write('public/sitemap-news.xml.gz', gzipSync(SITEMAP.replace(/\/(a|b|old)\//g, '/news/$1/')));
  write('public/a/index.html', '<html><head><meta name="robots" content="noindex"><title>a</title></head><body>a</body></html>');
  write('public/b/index.html', '<html><head><title>b</title></head><body>b</body></html>');
  write('public/_redirects', '/old/ /b/ 301\n');
  write('.sitemap-contract.yml', 'profile: google\nbase-url: https://www.beispiel.de/\nsite-dir: public\ncheck-pages: true\nhosting: netlify\nsarif-file: out.sarif\n');
  return ws;
}

/** The findings a run of the site gives, as `file:line:col rule`, sorted. */
const EXPECTED = [
  'public/sitemap-news.xml.gz:3:3 hreflang-self-missing',
  'public/sitemap-news.xml.gz:4:10 page-missing',
  'public/sitemap-news.xml.gz:5:5 hreflang-value',
  'public/sitemap-news.xml.gz:7:13 page-missing',
  'public/sitemap-news.xml.gz:8:13 page-missing',
  'public/sitemap.xml:3:3 hreflang-self-missing',
  'public/sitemap.xml:4:10 page-noindex',
  'public/sitemap.xml:5:5 hreflang-value',
  'public/sitemap.xml:8:13 page-redirect',
];

/** The annotations among workflow commands, as `file:line:col rule`, sorted. */
function annotated(stdout: string): string[] {
  return stdout
    .split('\n')
    .map((l) => /^::(?:error|warning|notice) file=([^,]+),line=(\d+),col=(\d+),title=([a-z-]+)::/.exec(l))
    .filter((m) => m !== null)
    .map((m) => `${m[1]}:${m[2]}:${m[3]} ${m[4]}`)
    .sort();
}

function cli(cwd: string, ...args: string[]) {
  return spawnSync(process.execPath, [path.join(root, 'dist', 'cli.js'), ...args], { cwd, encoding: 'utf8' });
}

describe('the bundles, through every module loaded on demand', () => {
  it('dist/cli.js: config file, code lists, gzip, page checks with redirect rules, worker threads, SARIF, workflow commands, summary, merge', () => {
    const ws = site();
    const github = cli(ws, '--format', 'github');
    expect(github.stderr).toBe('');
    expect(github.status).toBe(1);
    const found = annotated(github.stdout);
    // The gzipped sitemap is read (its own hreflang faults), and its locs are judged as pages too
    // (none of them is a page of the site).
    expect(found).toEqual(EXPECTED);
    // The same in worker threads (node:worker_threads loaded on first use; each worker told by
    // its argument): the two sitemaps judged in two threads of the bundle.
    const threaded = cli(ws, '--format', 'github', '--threads', '2');
    expect(threaded.stderr).toBe('');
    expect(threaded.stdout).toBe(github.stdout);
    const sarif = JSON.parse(readFileSync(path.join(ws, 'out.sarif'), 'utf8')) as { runs: Array<{ results: Array<{ ruleId: string }> }> };
    expect(sarif.runs[0]!.results.map((r) => r.ruleId).sort()).toEqual(EXPECTED.map((f) => f.split(' ')[1]).sort());

    const json = cli(ws, '--format', 'json', '--output', 'r.json');
    expect(json.status).toBe(1);
    const merged = cli(ws, 'merge', '--format', 'summary', 'r.json');
    expect(merged.stderr).toBe('');
    expect(merged.stdout).toContain('## sitemap-contract: ❌ failed');
    expect(merged.stdout).toContain('<code>page-noindex</code>');
  });

  it('dist/index.js (the action): the same site, the same findings', () => {
    const ws = site();
    const runner = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-runner-'));
    temps.push(runner);
    const summary = path.join(runner, 'summary');
    const output = path.join(runner, 'output');
    writeFileSync(summary, '');
    writeFileSync(output, '');
    const r = spawnSync(process.execPath, [path.join(root, 'dist', 'index.js')], {
      cwd: ws,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: ws, GITHUB_STEP_SUMMARY: summary, GITHUB_OUTPUT: output, 'INPUT_FAIL-ON': 'error' },
    });
    expect(r.status).toBe(1);
    const found = annotated(r.stdout);
    expect(found).toEqual(EXPECTED);
    expect(readFileSync(summary, 'utf8')).toContain('<code>page-noindex</code>');
  });
});
