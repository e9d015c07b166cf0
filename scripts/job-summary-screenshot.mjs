#!/usr/bin/env node
// Remakes docs/job-summary.png, the picture of a job summary in README.md: runs the committed
// action (dist/index.js) over examples/public as a runner would (GITHUB_STEP_SUMMARY and the other
// runner files in a scratch folder, the site-level checks on, a fixed clock), turns the summary's
// Markdown into HTML with marked, in a page styled like GitHub's, and has headless Chromium take
// the screenshot.
//
// Usage: node scripts/job-summary-screenshot.mjs [--html FILE] [--out FILE]
//   --html FILE  also keep the HTML page (default: a scratch file, removed)
//   --out FILE   where to write the PNG (default docs/job-summary.png)
// Needs chromium (CHROMIUM=/path/to/chromium to name another; Debian: chromium and
// fonts-noto-color-emoji for the verdict marks) and a build of dist/ (npm run build).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { marked } from 'marked';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? resolve(process.argv[i + 1]) : fallback;
}

const out = option('--out', join(root, 'docs', 'job-summary.png'));
const keepHtml = option('--html', undefined);
const scratch = mkdtempSync(join(os.tmpdir(), 'sitemap-contract-summary-'));
try {
  const summaryFile = join(scratch, 'step_summary');
  const outputFile = join(scratch, 'output');
  writeFileSync(summaryFile, '');
  writeFileSync(outputFile, '');
  const inputs = {
    paths: 'examples/public',
    hosts: 'www.example.org',
    'base-url': 'https://www.example.org/',
    'site-dir': 'examples/public',
    now: '2026-01-31T00:00:00Z',
  };
  const env = {
    PATH: process.env.PATH ?? '',
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_WORKSPACE: root,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_OUTPUT: outputFile,
    RUNNER_TEMP: scratch,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const run = spawnSync(process.execPath, [join(root, 'dist', 'index.js')], { cwd: root, env, encoding: 'utf8' });
  if (run.error) throw run.error;
  const summary = readFileSync(summaryFile, 'utf8');
  if (summary.trim() === '') throw new Error(`the action wrote no job summary (exit code ${run.status}):\n${run.stderr}${run.stdout}`);

  const page = `<!doctype html>
<html><head><meta charset="utf-8"><title>Job summary</title>
<style>
  body { margin: 0; background: #f6f8fa; font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; color: #1f2328; }
  main { margin: 16px; padding: 16px 24px; background: #fff; border: 1px solid #d1d9e0; border-radius: 6px; }
  h1, h2 { border-bottom: 1px solid #d1d9e0; padding-bottom: .3em; }
  h2 { font-size: 1.5em; } h3 { font-size: 1.25em; }
  table { border-collapse: collapse; margin: 0 0 16px; display: block; overflow: auto; }
  th, td { border: 1px solid #d1d9e0; padding: 6px 13px; text-align: left; vertical-align: top; }
  tr:nth-child(2n) { background: #f6f8fa; }
  code { font: 85% ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #eff1f3; padding: .2em .4em; border-radius: 6px; }
  details { margin: 0 0 16px; } summary { cursor: pointer; }
  a { color: #0969da; text-decoration: none; }
</style></head>
<body><main>
${marked.parse(summary)}
</main></body></html>
`;
  const html = keepHtml ?? join(scratch, 'summary.html');
  writeFileSync(html, page);
  const chromium = process.env.CHROMIUM ?? 'chromium';
  const shot = spawnSync(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--hide-scrollbars',
      `--user-data-dir=${join(scratch, 'profile')}`,
      `--screenshot=${out}`,
      '--window-size=1400,1000',
      `file://${html}`,
    ],
    { encoding: 'utf8', timeout: 120_000 },
  );
  if (shot.error) throw shot.error;
  if (shot.status !== 0) throw new Error(`${chromium} exited with ${shot.status}:\n${shot.stderr}`);
  process.stdout.write(`wrote ${out}\n`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
