#!/usr/bin/env node
// The benchmark table: for each input, the median wall time and peak RSS of the whole CLI
// (dist/cli.js) next to `xmllint --stream --schema`, a bare saxes parse and the floor (the least
// a Node checker does: bench/floor.mjs), with the ratios. The commands of one input are run in
// turn, once each per round, so that a change in the machine's load falls on all of them.
// Inputs come from bench/generate.mjs (run it first). Needs GNU time (/usr/bin/time) and
// xmllint (Debian: apt-get install -y libxml2-utils).
// Usage: node bench/run.mjs [--runs 5] [--only plain-50k,query-50k,rich-50k,giant-text,million,site-20k,pages-50k]
//        node bench/run.mjs --runs 1 --only long-locs,huge-20m [--out DIR] [--reports DIR]
// (the big inputs, once). --reports DIR keeps the JSON report of each input's last run there and
// prints its totals and notes.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);
const arg = (name, dflt) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : dflt);
const out = arg('--out', path.join(here, 'out'));
const runs = Number(arg('--runs', '5'));
const only = arg('--only', 'plain-50k,query-50k,rich-50k,giant-text,million,site-20k,pages-50k').split(',');
const cli = path.join(root, 'dist', 'cli.js');
const reports = arg('--reports', undefined);
const xsd = path.join(root, 'test', 'fixtures', 'xsd', 'sitemap.xsd');

function have(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;
}
if (!existsSync('/usr/bin/time')) throw new Error('GNU time (/usr/bin/time) is needed: apt-get install -y time');
const xmllint = have('xmllint');
if (!xmllint) console.error('xmllint not found: apt-get install -y libxml2-utils (its column is skipped)');

/** Runs a command under GNU time; returns [seconds, peak RSS in MB, exit status]. */
function measure(cmd, args) {
  const r = spawnSync('/usr/bin/time', ['-f', '%e %M %x', cmd, ...args], { encoding: 'utf8', maxBuffer: 1 << 30 });
  const last = r.stderr.trim().split('\n').pop();
  const [s, kb, status] = last.split(' ').map(Number);
  return [s, kb / 1024, status];
}

/**
 * The exit statuses of a command that did its whole work: the CLI exits 1 on findings, xmllint 3
 * or 4 on a file the schema refuses. Any other (xmllint's 1 on a text node over 10 MB, which it
 * refuses without --huge) is a run that stopped early: its time is marked in the table.
 */
const WHOLE = { ours: [0, 1], xmllint: [0, 3, 4], floor: [0], saxes: [0] };

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/**
 * Runs each command `runs` times, in turn (one run of each per round); returns, by key, the median
 * wall time in seconds and the largest peak RSS in MB.
 */
function bench(commands) {
  const times = {};
  const rss = {};
  const failed = {};
  for (let i = 0; i < runs; i++) {
    for (const [key, [cmd, args]] of Object.entries(commands)) {
      const [t, m, status] = measure(cmd, args);
      (times[key] ??= []).push(t);
      (rss[key] ??= []).push(m);
      if (!WHOLE[key].includes(status)) failed[key] = status;
    }
  }
  return Object.fromEntries(Object.keys(commands).map((key) => [key, { t: median(times[key]), rss: Math.max(...rss[key]), failed: failed[key] }]));
}

const inputs = {
  'plain-50k': { files: [path.join(out, 'plain-50k.xml')], desc: '50,000 urls, 11 MB' },
  'query-50k': { files: [path.join(out, 'query-50k.xml')], desc: '50,000 urls, each loc with ?a=1&amp;b=2, 11 MB' },
  'rich-50k': { files: [path.join(out, 'rich-50k.xml')], desc: '50,000 urls + 5 alternates + 1 image each, 47 MB' },
  'giant-text': { files: [path.join(out, 'giant-text.xml')], desc: 'one 50 MB text node' },
  million: { dir: path.join(out, 'million'), desc: '1,000,000 urls in 20 files' },
  'site-20k': { dir: path.join(out, 'site-20k'), desc: '20,000 small sitemaps' },
  'long-locs': { dir: path.join(out, 'long-locs'), desc: '2,500,000 distinct 2,000-character locs in 100 .xml.gz files' },
  'huge-20m': { dir: path.join(out, 'huge-20m'), desc: '20,000,000 distinct 700-character locs in 400 .xml.gz files' },
  // The page checks: each loc's page found and its head read (check-pages), site-dir walked (check-unlisted).
  'pages-50k': {
    dir: path.join(out, 'pages-50k'),
    args: ['--base-url', 'https://www.beispiel.de/', '--site-dir', 'pages-50k', '--check-pages', '--check-unlisted', 'pages-50k/sitemap.xml'],
    desc: '50,000 listed pages of 30 KB, check-pages and check-unlisted',
  },
};

const rows = [];
for (const name of only) {
  const input = inputs[name];
  if (!input) continue;
  const target = input.files ? input.files[0] : input.dir;
  if (!existsSync(target)) {
    console.error(`${name}: missing; run node bench/generate.mjs --only ${name}`);
    continue;
  }
  const report = reports === undefined ? '/dev/null' : path.join(path.resolve(reports), `${name}.json`);
  const commands = { ours: [process.execPath, [cli, '--format', 'json', '--output', report, '--cwd', path.dirname(target), ...(input.args ?? [path.basename(target)])]] };
  if (input.files) {
    commands.floor = [process.execPath, [path.join(here, 'floor.mjs'), target]];
    commands.saxes = [process.execPath, [path.join(here, 'saxes-baseline.mjs'), target]];
    if (xmllint) commands.xmllint = ['xmllint', ['--noout', '--stream', '--schema', xsd, target]];
  }
  const row = { name, desc: input.desc, ...bench(commands) };
  if (reports !== undefined) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    console.error(`${name}: ${JSON.stringify(r.totals)}${(r.notes ?? []).map((n) => `\n  note: ${n}`).join('')}`);
  }
  rows.push(row);
  console.error(`${name}: done`);
}

const f = (x) => (x === undefined ? '-' : x.toFixed(2));
/** The time of a command, marked when a run of it stopped early (see WHOLE). */
const time = (c) => (c === undefined ? '-' : `${f(c.t)}${c.failed === undefined ? '' : ` (exit ${c.failed})`}`);
const lines = [
  `Machine: ${os.cpus()[0]?.model ?? 'unknown'} x ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; median of ${runs} runs`,
  '',
  '| input | ours s | ours MB | floor s | floor MB | saxes s | xmllint s | ours/saxes | ours/xmllint | floor/xmllint |',
  '|---|---|---|---|---|---|---|---|---|---|',
];
const ratio = (a, b) => (a && b && a.failed === undefined && b.failed === undefined ? f(a.t / b.t) : '-');
for (const r of rows) {
  lines.push(
    `| ${r.name} (${r.desc}) | ${time(r.ours)} | ${r.ours.rss.toFixed(0)} | ${time(r.floor)} | ${r.floor ? r.floor.rss.toFixed(0) : '-'} | ${time(r.saxes)} | ${time(r.xmllint)} | ${ratio(r.ours, r.saxes)} | ${ratio(r.ours, r.xmllint)} | ${ratio(r.floor, r.xmllint)} |`,
  );
}
if (rows.some((r) => Object.values(r).some((c) => c?.failed !== undefined))) {
  lines.push('', 'A time marked (exit N) is of a run that stopped before the end of its input (xmllint refuses a text node over 10 MB unless given --huge); its ratios are left out.');
}
console.log(lines.join('\n'));
