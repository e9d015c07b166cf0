/**
 * The GitHub Action, run the way the runner runs it: `node dist/index.js` in a separate process,
 * with every input of action.yml passed as an `INPUT_*` variable (defaults included, hyphens kept:
 * `INPUT_MAX-BYTES`), the workspace as the working directory and GITHUB_WORKSPACE, and the step
 * summary and outputs files the runner provides. What counts is what the runner would see:
 * the exit code, the workflow commands on stdout, the summary file and the outputs file.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInputs } from '../src/action/run.js';
import { RULES } from '../src/core/policy/rules.js';
import { CONFIG_ONLY_KEYS, SETTING_KEYS } from '../src/core/policy/settings.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

interface ActionYml {
  inputs: Record<string, { default?: string; required?: boolean }>;
  outputs: Record<string, unknown>;
  runs: { using: string; main: string };
}
const ACTION = parseYaml(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as ActionYml;

/**
 * The action entry: dist/index.js (what action.yml runs), built with scripts/build.mjs when it is
 * missing; failing that, the compiled build/action/main.js.
 */
function actionEntry(): string {
  const dist = path.join(ROOT, 'dist', 'index.js');
  if (existsSync(dist)) return dist;
  if (existsSync(path.join(ROOT, 'scripts', 'build.mjs'))) {
    execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'pipe' });
    if (existsSync(dist)) return dist;
  }
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', path.join(ROOT, 'tsconfig.json')], { cwd: ROOT, stdio: 'pipe' });
  const built = path.join(ROOT, 'build', 'action', 'main.js');
  if (existsSync(built)) return built;
  throw new Error('No action entry: dist/index.js is missing, scripts/build.mjs did not produce it, and tsc did not produce build/action/main.js.');
}

let entry = '';
const temps: string[] = [];
beforeAll(() => {
  entry = actionEntry();
}, 120_000);
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

function workspace(files: Record<string, string>): string {
  const dir = tempDir('sitemap-contract-action-');
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Lines of stdout that the runner reads as workflow commands. */
  commands: string[];
  summary: string;
  outputs: Record<string, string>;
  rawOutputs: string;
}

/** Parses the runner's outputs file: `name<<ghadelimiter_…` / value / delimiter. */
function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split(os.EOL);
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    if (!m) continue;
    const value: string[] = [];
    let j = i + 1;
    while (j < lines.length && lines[j] !== m[2]) value.push(lines[j++]!);
    expect(j, `unterminated output ${m[1]}`).toBeLessThan(lines.length);
    out[m[1]!] = value.join(os.EOL);
    i = j;
  }
  return out;
}

function runAction(ws: string, inputs: Record<string, string> = {}, extraEnv: Record<string, string> = {}): ActionRun {
  const runner = tempDir('sitemap-contract-runner-');
  const summaryFile = path.join(runner, 'step_summary');
  const outputFile = path.join(runner, 'output');
  writeFileSync(summaryFile, '');
  writeFileSync(outputFile, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_WORKSPACE: ws,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_OUTPUT: outputFile,
    RUNNER_TEMP: runner,
  };
  // The runner passes every input, with its default when the workflow does not set it.
  for (const [name, input] of Object.entries(ACTION.inputs)) env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = input.default ?? '';
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  Object.assign(env, extraEnv);
  const r = spawnSync(process.execPath, [entry], { cwd: ws, env, encoding: 'utf8', timeout: 60_000 });
  if (r.error) throw r.error;
  const rawOutputs = readFileSync(outputFile, 'utf8');
  return {
    code: r.status,
    stdout: r.stdout,
    stderr: r.stderr,
    commands: r.stdout.split('\n').filter((l) => l.startsWith('::')),
    summary: readFileSync(summaryFile, 'utf8'),
    outputs: parseOutputs(rawOutputs),
    rawOutputs,
  };
}

/** The workflow commands this action writes; any other `::` line would be an injection. */
const OUR_COMMANDS = [
  /^::(error|warning|notice) file=[^:\n]+?,line=\d+,col=\d+,title=([a-z0-9-]+)::[^\n]+$/,
  /^::(error|warning|notice) file=[^:\n]+?,title=([a-z0-9-]+)::[^\n]+$/,
  /^::notice title=max-annotations::\d+ more findings? \([^)]*\) (is|are) not annotated/,
  /^::notice title=note::[^\n]+$/,
  /^::debug::(checked \d+ files? in \d+ ms|done in \d+ ms)$/,
  /^::error::(Sitemap contract failed \(fail-on: \w+\): [\d,]+ errors?, [\d,]+ warnings? in [\d,]+ files?\.|Input [a-z-]+( \([a-z0-9-]+\))?: |\d+ inputs are not accepted:%0A- Input |Config file |No files matched |report-file: |sarif-file: )/,
  // A bad config file: the error is placed on the file, at the line of the key at fault when it is known.
  /^::error file=[^:\n,]+(?:,line=\d+)?::Config file [^\n]+$/,
];
const RULE_IDS = new Set(RULES.map((r) => r.id));

function expectOnlyOurCommands(run: ActionRun): void {
  for (const line of run.commands) {
    const match = OUR_COMMANDS.map((re) => re.exec(line)).find((m) => m !== null);
    expect(match, `unexpected workflow command: ${line}`).toBeDefined();
    if (match?.[2] !== undefined) expect(RULE_IDS.has(match[2]), line).toBe(true);
  }
  // A raw control character would let the runner or a terminal read more than we wrote.
  expect(run.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
}

const FAULTY = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  `<urlset xmlns="${NS}">`,
  '  <url><loc>/relative</loc></url>',
  '  <url><loc>https://www.beispiel.de/a#top</loc></url>',
  '</urlset>',
  '',
].join('\n');
const CLEAN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n  <url><loc>https://www.beispiel.de/</loc></url>\n</urlset>\n`;
const SITEMAP_WITH_FRAGMENT = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n  <url><loc>https://www.beispiel.de/#top</loc></url>\n</urlset>\n`;

describe('action.yml', () => {
  it('runs dist/index.js on a node runtime', () => {
    expect(ACTION.runs.main).toBe('dist/index.js');
    expect(ACTION.runs.using).toMatch(/^node\d+$/);
  });

  it('declares every setting as an input and the outputs of INTERFACE.md', () => {
    for (const key of SETTING_KEYS) expect(Object.keys(ACTION.inputs), key).toContain(key);
    expect(Object.keys(ACTION.outputs).sort()).toEqual(['errors', 'files', 'notices', 'passed', 'report-file', 'sarif-file', 'urls', 'warnings']);
  });

  it('defaults every input to empty, so a default never overrides the config file', () => {
    // The runner passes defaults as if the workflow had set them.
    for (const [name, input] of Object.entries(ACTION.inputs)) expect(input.default ?? '', name).toBe('');
    const raw = readInputs((name) => ACTION.inputs[name]?.default ?? '');
    for (const [key, value] of Object.entries(raw)) expect(value ?? '', key).toBe('');
  });
});

describe('the action in a runner-like process', () => {
  it('annotates the faults, writes summary and outputs, and fails the step', () => {
    const ws = workspace({ 'public/sitemap.xml': FAULTY, 'public/robots.txt': 'User-agent: *\nSitemap: /sitemap.xml\n' });
    const run = runAction(ws);
    expect(run.code).toBe(1);
    expect(run.commands).toContain(
      '::error file=public/robots.txt,line=2,col=10,title=robots-sitemap-invalid::The Sitemap: value "/sitemap.xml" is not an absolute http(s) URL; robots.txt needs the full URL of the sitemap, e.g. https://www.example.org/sitemap.xml. https://github.com/sitemap-contract/sitemap-contract/blob/v1/docs/rules/robots-sitemap-invalid.md',
    );
    expect(run.commands.some((l) => l.startsWith('::error file=public/sitemap.xml,line=3,col=13,title=loc-not-absolute::The loc "/relative"'))).toBe(true);
    expect(run.commands.some((l) => l.startsWith('::warning file=public/sitemap.xml,line=4,col=13,title=loc-fragment::'))).toBe(true);
    expect(run.commands.at(-1)).toBe('::error::Sitemap contract failed (fail-on: error): 2 errors, 1 warning in 2 files.');
    expectOnlyOurCommands(run);
    // The plain-text report is in the log too.
    expect(run.stdout).toContain('public/sitemap.xml:3:13  error    loc-not-absolute');

    expect(run.outputs).toEqual({ files: '2', urls: '3', errors: '2', warnings: '1', notices: '0', passed: 'false' });
    expect(run.rawOutputs).toMatch(/^files<<ghadelimiter_[0-9a-f-]+\n2\nghadelimiter_[0-9a-f-]+\n/);

    expect(run.summary).toContain('<table>');
    expect(run.summary).toMatch(/<tr><td><code>public\/sitemap\.xml<\/code><\/td><td>urlset<\/td><td>2<\/td><td>\d+<\/td><td>1<\/td><td>1<\/td><td>0<\/td><td>❌ failed<\/td><\/tr>/);
    expect(run.summary).toContain('<code>loc-not-absolute</code>');
    expect(run.summary).toContain('public/sitemap.xml:3:13');
    // The verdict says under which fail-on.
    expect(run.summary).toContain('**Verdict:** ❌ failed (fail-on: error)');
  });

  it('says in a cut job summary that the rest is in the step log (and the JSON report when written), not in a CLI', () => {
    // 100 files of 20 findings with long messages (the summary lists 20 of a rule per file): more
    // than a 512 KiB summary holds.
    const rows = Array.from({ length: 20 }, (_, i) => `  <url><loc>/relative-${i}-${'x'.repeat(200)}</loc></url>`).join('\n');
    const doc = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${rows}\n</urlset>\n`;
    const ws = workspace(Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`s${String(i).padStart(3, '0')}-sitemap.xml`, doc])));
    const plain = runAction(ws, { 'max-annotations': '1' });
    expect(plain.summary).toMatch(/<strong>[\d,]+ more findings are not shown; see the step log\.<\/strong>/);
    expect(plain.summary).not.toContain('CLI output');
    const reported = runAction(ws, { 'max-annotations': '1', 'report-file': 'reports/sitemaps.json' });
    expect(reported.summary).toMatch(/more findings are not shown; see the step log and the JSON report \(report-file\)\./);
  });

  it('passes a clean workspace', () => {
    const run = runAction(workspace({ 'sitemap.xml': CLEAN, 'robots.txt': 'Sitemap: https://www.beispiel.de/sitemap.xml\n' }));
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.commands.filter((l) => !l.startsWith('::debug::'))).toEqual([]);
    expect(run.outputs).toEqual({ files: '2', urls: '2', errors: '0', warnings: '0', notices: '0', passed: 'true' });
    expect(run.summary).toContain('✅ passed');
    expect(run.summary).toContain('<table>');
  });

  it('escapes a hostile file name in the summary', () => {
    const ws = workspace({ 'sitemap-<script>.xml': FAULTY, 'sitemap-<img src=x onerror=alert(1)>.xml': CLEAN });
    const run = runAction(ws);
    expect(run.code).toBe(1);
    expect(run.summary).toContain('<table>');
    expect(run.summary).not.toMatch(/<script|<img/i);
    expect(run.summary).toContain('<code>sitemap-&#60;script&#62;.xml</code>');
    expect(run.summary).toContain('sitemap-&#60;img src=x onerror=alert(1)&#62;.xml');
    expect(run.commands.some((l) => l.startsWith('::error file=sitemap-<script>.xml,line=3,col=13,title=loc-not-absolute::'))).toBe(true);
    expectOnlyOurCommands(run);
  });

  it('never lets a config file write a workflow command through the YAML parser (warnings quote the file)', () => {
    for (const config of [
      'paths: |\n  sitemap.xml\n  ::stop-commands::tok\n!!foo profile: protocol\n',
      '%FOO ::error title=injected::from config\n---\nprofile: protocol\n',
      '::error::x: !!foo "::warning::y"\n',
    ]) {
      const ws = workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': config });
      const run = runAction(ws);
      expect(run.code, config).toBe(1);
      expectOnlyOurCommands(run);
      expect(run.commands.filter((l) => l.startsWith('::error'))[0], config).toMatch(/^::error file=\.sitemap-contract\.yml::Config file .*is not valid YAML: (Unresolved tag|Unknown directive)/);
      // The runner reads commands from stderr too (a line, less its leading white space).
      for (const line of `${run.stdout}\n${run.stderr}`.split(/\r?\n|\r/)) {
        if (run.commands.includes(line)) continue;
        expect(line.trimStart().startsWith('::'), line).toBe(false);
        expect(line, line).not.toContain('##[');
      }
    }
  });

  it('never lets sitemap content or file names write a workflow command', () => {
    const hostileLoc = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<urlset xmlns="${NS}">`,
      '  <url><loc>https://www.beispiel.de/a&#10;::error::pwned</loc></url>',
      '  <url><loc>https://www.beispiel.de/b%0A::warning::x</loc></url>',
      '  <url><loc>/c&#13;::warning::x&#13;&#10;##[error]legacy</loc></url>',
      '  <url><loc>&#10;::add-mask::x&#10;</loc></url>',
      '</urlset>',
      '',
    ].join('\n');
    const ws = workspace({ 'sitemap.xml': hostileLoc, 'sitemap-x\n::error::pwned-by-name.xml': FAULTY, '::warning::x.txt': '/x\n' });
    const run = runAction(ws, { paths: '**/*.xml\n**/*.txt', 'max-annotations': '50' });
    expect(run.code).toBe(1);
    expect(run.commands.length).toBeGreaterThan(3);
    expectOnlyOurCommands(run);
    for (const line of run.stdout.split('\n')) {
      expect(line).not.toMatch(/^\s*::(error|warning|add-mask)::(pwned|x)/);
      expect(line).not.toMatch(/##\[error\]/);
    }
    // The file name and the values still reach the reader, encoded.
    expect(run.stdout).toMatch(/file=sitemap-x\\n%3A%3Aerror%3A%3Apwned-by-name\.xml/);
    expect(run.summary).not.toMatch(/\n::/);
  });

  it('caps the annotations and says how many are left', () => {
    const many = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${['/a', '/b', '/c', '/d'].map((l) => `<url><loc>${l}</loc></url>`).join('\n')}\n</urlset>\n`;
    const run = runAction(workspace({ 'sitemap.xml': many }), { 'max-annotations': '1' });
    expect(run.commands.filter((l) => l.startsWith('::error file='))).toHaveLength(1);
    expect(run.commands).toContain(
      '::notice title=max-annotations::3 more findings (3 errors) are not annotated: at most 1 annotation per severity is shown (max-annotations). The log lists the findings kept for each file, and the job summary as many as fit.',
    );
    // Four rows of the file's table, and one of the by-rule table with the count.
    expect(run.summary.match(/<code>loc-not-absolute<\/code>/g)).toHaveLength(5);
    expect(run.summary).toMatch(/<code>loc-not-absolute<\/code><\/a><\/td><td>4<\/td><td>1<\/td>/);
    expectOnlyOurCommands(run);
  });

  it('keeps every annotation it writes within what GitHub shows per step: 10 errors, 10 warnings, 10 notices', () => {
    // 12 errors (no host in the loc) and 12 notices (a lastmod of a year only, google profile) in
    // one file, and a pattern that matches nothing (a note): GitHub drops the 11th annotation of a kind.
    const rows = Array.from({ length: 12 }, (_, i) => `<url><loc>/p${i}</loc><lastmod>2024</lastmod></url>`).join('\n');
    const many = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${rows}\n</urlset>\n`;
    const run = runAction(workspace({ 'sitemap.xml': many }), { profile: 'google', paths: 'sitemap.xml\nmissing/*.xml' });
    expect(run.code).toBe(1);
    expectOnlyOurCommands(run);
    const kinds = (kind: string) => run.commands.filter((l) => l.startsWith(`::${kind}`));
    // The step's failure is an error annotation too.
    expect(kinds('error file=')).toHaveLength(9);
    expect(kinds('error::')).toEqual([expect.stringMatching(/^::error::Sitemap contract failed/)]);
    // 8 findings, the overflow notice and the note.
    expect(kinds('notice file=')).toHaveLength(8);
    expect(kinds('notice')).toHaveLength(10);
    expect(run.commands).toContain(
      "::notice title=max-annotations::7 more findings (3 errors, 4 notices) are not annotated: at most 10 annotations per severity are shown (max-annotations), and GitHub shows 10 of each kind per step, this notice and the step's own annotations among them. The log lists the findings kept for each file, and the job summary as many as fit.",
    );
    expect(kinds('notice title=note::')).toHaveLength(1);
    // Twelve patterns that match nothing: three notes and one that counts the other nine; a
    // report file and the failure take their room among the errors.
    const nomatch = Array.from({ length: 12 }, (_, i) => `nomatch${i}-*.xml`).join('\n');
    const noted = runAction(workspace({ 'sitemap.xml': many }), { profile: 'google', paths: `sitemap.xml\n${nomatch}`, 'report-file': 'reports/r.json' });
    const count = (kind: string) => noted.commands.filter((l) => l.startsWith(`::${kind}`)).length;
    // 9 findings and the failure: the report file was written, so it takes no room.
    expect([count('error'), count('warning'), count('notice')]).toEqual([10, 0, 10]);
    expect(noted.commands.filter((l) => l.startsWith('::error file='))).toHaveLength(9);
    expect(noted.commands.filter((l) => l.startsWith('::notice title=note::'))).toHaveLength(4);
    expect(noted.commands).toContain('::notice title=note::9 more notes of the run are in the log above and in the job summary.');
    expect(noted.summary).toContain('nomatch11-&#42;.xml');
    // Written reports take no room from the findings; one that cannot be written (here an empty
    // sitemap of the run, which is never replaced) takes one, for its own error.
    const reports = runAction(workspace({ 'sitemap.xml': many }), { profile: 'google', 'report-file': 'reports/r.json', 'sarif-file': 'reports/r.sarif' });
    expect(reports.commands.filter((l) => l.startsWith('::error file='))).toHaveLength(9);
    expect(reports.commands.filter((l) => l.startsWith('::error'))).toHaveLength(10);
    const unwritten = runAction(workspace({ 'sitemap.xml': many, 'empty-sitemap.xml': '' }), { profile: 'google', 'report-file': 'empty-sitemap.xml' });
    expect(unwritten.outputs.passed).toBe('false');
    expect(unwritten.commands.filter((l) => l.startsWith('::error::report-file: "empty-sitemap.xml" is one of the checked files'))).toHaveLength(1);
    expect(unwritten.commands.filter((l) => l.startsWith('::error file='))).toHaveLength(8);
    expect(unwritten.commands.filter((l) => l.startsWith('::error'))).toHaveLength(10);
    // A job summary file that cannot be written adds a warning of its own: its room is kept.
    const lastmods = Array.from({ length: 12 }, (_, i) => `<url><loc>https://www.beispiel.de/p${i}#f</loc></url>`).join('\n');
    const fragments = runAction(workspace({ 'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${lastmods}\n</urlset>\n` }), {}, { GITHUB_STEP_SUMMARY: tempDir('sitemap-contract-summary-dir-') });
    expect(fragments.commands.filter((l) => l.startsWith('::warning')).length).toBe(10);
    expect(fragments.commands.filter((l) => l.startsWith('::warning::The job summary could not be written'))).toHaveLength(1);
    // A cap above GitHub's is the workflow's choice: kept.
    const wide = runAction(workspace({ 'sitemap.xml': many }), { profile: 'google', 'max-annotations': '50' });
    expect(wide.commands.filter((l) => l.startsWith('::error file='))).toHaveLength(12);
  });

  it('fails at once on a bad input, naming it', () => {
    const ws = workspace({ 'sitemap.xml': CLEAN });
    const profile = runAction(ws, { profile: 'nope' });
    expect(profile.code).toBe(1);
    expect(profile.commands).toContain('::error::Input profile: "nope" is not accepted; use one of protocol, google, strict.');
    expect(profile.outputs).toEqual({ passed: 'false' });
    // The job summary says why the step failed before any check (it was empty).
    expect(profile.summary).toBe('## sitemap-contract: ❌ failed\n\n<p>Input profile: &#34;nope&#34; is not accepted; use one of protocol, google, strict.</p>\n');

    const maxBytes = runAction(ws, { 'max-bytes': 'ten' });
    expect(maxBytes.code).toBe(1);
    expect(maxBytes.commands).toContain('::error::Input max-bytes: "ten" is not accepted; use a whole number of at least 1.');

    const rule = runAction(ws, { rules: 'loc-fragment: error\nnope: warning' });
    expect(rule.code).toBe(1);
    expect(rule.commands.some((l) => l.startsWith('::error::Input rules: "nope"'))).toBe(true);

    const baseUrl = runAction(ws, { 'base-url': 'www.beispiel.de' });
    expect(baseUrl.code).toBe(1);
    expect(baseUrl.commands.some((l) => l.startsWith('::error::Input base-url: "www.beispiel.de" is not accepted; give an absolute http or https URL'))).toBe(true);

    const siteDir = runAction(ws, { 'base-url': 'https://www.beispiel.de/', 'site-dir': '../../' });
    expect(siteDir.code).toBe(1);
    expect(siteDir.commands.some((l) => l.startsWith('::error::Input site-dir: "../../" is not accepted; give a folder inside the workspace'))).toBe(true);

    const checkPages = runAction(ws, { 'check-pages': 'true' });
    expect(checkPages.code).toBe(1);
    expect(checkPages.commands).toContain('::error::Input check-pages: true needs base-url, the public URL at which site-dir is served (e.g. https://www.example.org/).');
    for (const r of [profile, maxBytes, rule, baseUrl, siteDir, checkPages]) expectOnlyOurCommands(r);
  });

  it('reads INPUT_MAX-BYTES with its hyphen', () => {
    const run = runAction(workspace({ 'sitemap.xml': CLEAN }), { 'max-bytes': '20' });
    expect(run.code).toBe(1);
    expect(run.commands.some((l) => l.startsWith('::error file=sitemap.xml,title=file-too-large::The document is larger than 20 bytes'))).toBe(true);
  });

  it('reads no config file outside the workspace, through a symlink or the config input', () => {
    const outside = tempDir('sitemap-contract-outside-');
    writeFileSync(path.join(outside, 'secret.yml'), 'profile: SECRET-value\n');
    const linked = workspace({ 'sitemap.xml': CLEAN });
    symlinkSync(path.join(outside, 'secret.yml'), path.join(linked, '.sitemap-contract.yml'));
    const viaInput = workspace({ 'sitemap.xml': CLEAN });
    for (const r of [runAction(linked), runAction(viaInput, { config: path.join(outside, 'secret.yml') }), runAction(viaInput, { config: path.relative(viaInput, path.join(outside, 'secret.yml')) })]) {
      expect(r.code).toBe(1);
      // A config file outside the workspace is named in the message, never as the annotation's file
      // (the symlink in the workspace may be).
      expect(r.stdout).toMatch(/^::error( file=\.sitemap-contract\.yml)?::.*(config|\.sitemap-contract\.yml): cannot read .*it is outside the workspace/m);
      expect(r.stdout).not.toMatch(/^::error file=(\/|\.\.)/m);
      expect(r.stdout).not.toContain('SECRET');
    }
    const zero = workspace({ 'sitemap.xml': CLEAN });
    symlinkSync('/dev/zero', path.join(zero, '.sitemap-contract.yml'));
    const r = runAction(zero);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^::error file=\.sitemap-contract\.yml::.*\.sitemap-contract\.yml: cannot read/m);
  });

  it('applies the config file over input defaults, and explicit inputs over the config file', () => {
    const files = { 'sitemap.xml': FAULTY.replace('/relative', 'https://www.beispiel.de/'), '.sitemap-contract.yml': 'profile: strict\n' };
    const strict = runAction(workspace(files));
    expect(strict.code).toBe(1); // in strict, a fragment is an error
    expect(strict.commands.some((l) => l.startsWith('::error file=sitemap.xml,line=4,col=13,title=loc-fragment::'))).toBe(true);

    const google = runAction(workspace(files), { profile: 'google' });
    expect(google.code).toBe(0);
    expect(google.outputs.warnings).toBe('1');

    const bad = runAction(workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'profile: strict\nmax-url: 3\n' }));
    expect(bad.code).toBe(1);
    expect(bad.commands).toContain(
      `::error file=.sitemap-contract.yml,line=2::Config file .sitemap-contract.yml: max-url: is not a setting (did you mean max-urls?); the settings are ${[...SETTING_KEYS, ...CONFIG_ONLY_KEYS].join(', ')}.`,
    );
  });

  it('places the error of the config file at the line of the first key at fault', () => {
    const bad = runAction(workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': '# the site\nprofile: google\n\nhosts:\n  - www.beispiel.de\nfail-on: nope\n' }));
    expect(bad.commands.filter((l) => l.startsWith('::error'))).toEqual([
      '::error file=.sitemap-contract.yml,line=6::Config file .sitemap-contract.yml: fail-on: "nope" is not accepted; use one of error, warning, never.',
    ]);
  });

  it('names every refused key and value of the config file in one error on the file', () => {
    const bad = runAction(workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'profile: bogus\nmax-bytes: ten\n' }));
    expect(bad.code).toBe(1);
    expect(bad.commands.filter((l) => l.startsWith('::error'))).toEqual([
      '::error file=.sitemap-contract.yml,line=1::Config file .sitemap-contract.yml: 2 keys are refused. profile: "bogus" is not accepted; use one of protocol, google, strict. max-bytes: "ten" is not accepted; use a whole number of at least 1.',
    ]);
  });

  it('writes the JSON report inside the workspace only', () => {
    const ws = workspace({ 'sitemap.xml': CLEAN });
    const run = runAction(ws, { 'report-file': 'reports/sitemaps.json' });
    expect(run.code).toBe(0);
    const file = path.join(ws, 'reports', 'sitemaps.json');
    expect(run.outputs['report-file']).toBe(file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ version: 1, passed: true, totals: { files: 1 } });

    const outside = tempDir('sitemap-contract-outside-');
    const escape = workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': `report-file: ../${path.basename(outside)}/stolen.json\n` });
    const refused = runAction(escape);
    expect(refused.code).toBe(1);
    expect(refused.commands.some((l) => l.startsWith('::error file=.sitemap-contract.yml,line=1::Config file .sitemap-contract.yml: report-file: '))).toBe(true);
    expect(existsSync(path.join(outside, 'stolen.json'))).toBe(false);

    const linked = workspace({ 'sitemap.xml': CLEAN });
    symlinkSync(outside, path.join(linked, 'reports'));
    const viaLink = runAction(linked, { 'report-file': 'reports/stolen.json' });
    expect(viaLink.code).toBe(1);
    expect(viaLink.commands.some((l) => l.startsWith('::error::Input report-file: '))).toBe(true);
    expect(existsSync(path.join(outside, 'stolen.json'))).toBe(false);
  });

  it('refuses a report file it may not write before checking anything: the step fails at once and passed is false', () => {
    const ws = workspace({ 'sitemap.xml': CLEAN.replace('https://www.beispiel.de/', 'http://www.beispiel.de/') });
    mkdirSync(path.join(ws, '.git'));
    for (const [input, name, why, other] of [
      ['report-file', '.git/r.json', 'is inside a .git folder'],
      ['report-file', 'sitemap.xml', 'is an existing file that is not a report of sitemap-contract'],
      ['sarif-file', 'sitemap.xml/r.sarif', 'goes through "sitemap.xml", which is a file, not a folder'],
      ['sarif-file', 'rep', 'would be the folder of the report-file "rep/x.json"', { 'report-file': 'rep/x.json' }],
      // A folder name (it wrote a file named "reports").
      ['report-file', 'reports/', '"reports/" names a folder; name the report file, e.g. "reports/sitemap-report.json".'],
    ] as const) {
      const run = runAction(ws, { [input]: name, ...(other ?? {}) });
      expect(run.code, name).toBe(1);
      expect(run.outputs.passed, name).toBe('false');
      // Nothing was judged: no finding annotation, no counts; the job summary says why.
      expect(run.commands.filter((l) => l.startsWith('::error')), name).toEqual([expect.stringContaining(`::error::Input ${input}: `)]);
      expect(run.commands[0], name).toContain(why);
      expect(run.outputs.errors, name).toBeUndefined();
      expect(run.summary, name).toMatch(new RegExp(`^## sitemap-contract: ❌ failed\\n\\n<p>Input ${input}: .*</p>\\n$`));
    }
    expect(readFileSync(path.join(ws, 'sitemap.xml'), 'utf8')).toContain('<urlset');
    expect(existsSync(path.join(ws, 'reports'))).toBe(false);
    // Named by the config file: said so.
    writeFileSync(path.join(ws, '.sitemap-contract.yml'), 'report-file: sitemap.xml\n');
    const fromConfig = runAction(ws);
    expect(fromConfig.commands).toEqual([
      '::error file=.sitemap-contract.yml::Config file .sitemap-contract.yml: report-file: "sitemap.xml" is an existing file that is not a report of sitemap-contract; it was left as it is. Name a new file, e.g. reports/sitemaps.json.',
    ]);
  });

  it('annotates the notes of the run as the CLI does: a glob of the paths that matched nothing', () => {
    const ws = workspace({ 'public/sitemap.xml': CLEAN });
    const run = runAction(ws, { paths: 'public/sitemap.xml\npublic/nomatch*.xml' });
    expect(run.code).toBe(0);
    expectOnlyOurCommands(run);
    const notes = run.commands.filter((l) => l.startsWith('::notice title=note::'));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('public/nomatch*.xml');
    expect(notes[0]).toContain('matched no file');
  });

  it('reports a missing workspace or outputs file in one line, not as an internal error', () => {
    const ws = workspace({ 'sitemap.xml': CLEAN });
    const gone = runAction(ws, {}, { GITHUB_WORKSPACE: path.join(ws, 'no-such-folder') });
    expect(gone.code).toBe(1);
    const error = gone.commands.filter((l) => l.startsWith('::error::'));
    expect(error).toHaveLength(1);
    expect(error[0]).toMatch(/^::error::The workspace .*no-such-folder \(GITHUB_WORKSPACE\) is not a folder; check out the repository first/);
    expect(gone.outputs.passed).toBe('false');
    const noOutputs = runAction(ws, {}, { GITHUB_OUTPUT: path.join(ws, 'missing', 'output') });
    expect(noOutputs.code).toBe(1);
    const lines = noOutputs.commands.filter((l) => l.startsWith('::error::'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^::error::The runner's file for outputs or state is missing \(.*missing\/output\); the step cannot write its outputs\.$/);
    expect(noOutputs.stdout).not.toContain('internal error');
  });

  it('sets passed to false when settings are refused, names the config file for a config key in it, and reads comments in a rules block', () => {
    const ws = workspace({ 'sitemap.xml': SITEMAP_WITH_FRAGMENT, '.sitemap-contract.yml': 'config: other.yml\n' });
    const refused = runAction(ws);
    expect(refused.code).toBe(1);
    expect(refused.outputs.passed).toBe('false');
    expect(refused.commands.filter((l) => l.startsWith('::error'))).toEqual([
      '::error file=.sitemap-contract.yml::Config file .sitemap-contract.yml: config: a config file cannot name another config file; remove its config key.',
    ]);
    const commented = workspace({ 'sitemap.xml': SITEMAP_WITH_FRAGMENT });
    const run = runAction(commented, { rules: '# fragments are bugs on this site\nloc-fragment: error  # see issue 12\n' });
    expect(run.code).toBe(1);
    expect(run.commands.some((l) => l.includes('title=loc-fragment') && l.startsWith('::error '))).toBe(true);
  });

  it('refuses report file names that a later shell step would run (the path is an output)', () => {
    for (const [config, shown] of [
      ['report-file: "r$(id>&2).json"\n', '"$"'],
      ['sarif-file: "a b.sarif"\n', 'U+0020'],
      ['report-file: "r\\n::error::x.json"\n', 'U+000A'],
      ['sarif-file: "r`id`.sarif"\n', '"`"'],
    ] as const) {
      const ws = workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': config });
      const run = runAction(ws);
      expect(run.code, config).toBe(1);
      expectOnlyOurCommands(run);
      const error = run.commands.find((l) => l.startsWith('::error file=.sitemap-contract.yml,line=1::Config file .sitemap-contract.yml: '));
      expect(error, config).toContain(`the character ${shown} is not accepted in the name: use ASCII letters, digits and . _ - / + @ = , only`);
      expect(run.outputs['report-file'] ?? '', config).toBe('');
      expect(readdirSync(ws).sort(), config).toEqual(['.sitemap-contract.yml', 'sitemap.xml']);
    }
    // The inputs are held to the same rule; plain names pass.
    const ws = workspace({ 'sitemap.xml': CLEAN });
    expect(runAction(ws, { 'report-file': 'out/r;x.json' }).commands.some((l) => l.startsWith('::error::Input report-file: '))).toBe(true);
    const ok = runAction(ws, { 'report-file': 'out/site-map_2026.v1+a@b=c,d.json' });
    expect(ok.code).toBe(0);
    expect(ok.outputs['report-file']).toBe(path.join(ws, 'out', 'site-map_2026.v1+a@b=c,d.json'));
  });

  it('checks the site with base-url, writes SARIF for upload-sarif, and draws the sitemap tree in the summary', () => {
    const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">\n  <sitemap><loc>https://www.beispiel.de/sitemap-pages.xml</loc></sitemap>\n  <sitemap><loc>https://www.beispiel.de/sitemap-gone.xml</loc></sitemap>\n</sitemapindex>\n`;
    const pages = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n  <url><loc>https://www.beispiel.de/</loc></url>\n  <url><loc>https://www.beispiel.de/missing/</loc></url>\n</urlset>\n`;
    const ws = workspace({
      'public/robots.txt': 'User-agent: *\nSitemap: https://www.beispiel.de/sitemap_index.xml\n',
      'public/sitemap_index.xml': index,
      'public/sitemap-pages.xml': pages,
      'public/index.html': '<!doctype html>\n',
    });
    const run = runAction(ws, {
      paths: 'public/robots.txt',
      'base-url': 'https://www.beispiel.de/',
      'site-dir': 'public',
      'check-pages': 'true',
      'sarif-file': 'reports/sitemaps.sarif',
    });
    expect(run.code).toBe(1);
    expectOnlyOurCommands(run);
    expect(run.commands.some((l) => l.startsWith('::warning file=public/sitemap_index.xml,line=4,col=17,title=index-child-missing::The index entry "https://www.beispiel.de/sitemap-gone.xml" maps to \"public/sitemap-gone.xml\"'))).toBe(true);
    expect(run.commands.some((l) => l.startsWith('::error file=public/sitemap-pages.xml,line=4,col=13,title=page-missing::'))).toBe(true);
    expect(run.outputs).toMatchObject({ files: '3', errors: '1', warnings: '1', passed: 'false' });
    const sarifFile = path.join(ws, 'reports', 'sitemaps.sarif');
    expect(run.outputs['sarif-file']).toBe(sarifFile);
    const sarif = JSON.parse(readFileSync(sarifFile, 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].results.map((r: { ruleId: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }> }) => `${r.ruleId} ${r.locations[0]!.physicalLocation.artifactLocation.uri}:${r.locations[0]!.physicalLocation.region.startLine}`)).toEqual([
      'page-missing public/sitemap-pages.xml:4',
      'index-child-missing public/sitemap_index.xml:4',
    ]);
    expect(run.summary).toContain('### Sitemap tree');
    expect(run.summary).toContain('<li><code>public/robots.txt</code>: robots, 1 entry, ✅\n<ul>\n<li><code>public/sitemap&#95;index.xml</code>: sitemapindex, 2 entries, 1 warning\n<ul>\n');
    expect(run.summary).toContain('<li><code>https://www.beispiel.de/sitemap-gone.xml</code> (line 4): ⚠️ no such file in site-dir</li>');
    expect(run.summary).not.toContain('Site-level checks are off');
  });

  it('says once in the summary that site-level checks are off without base-url', () => {
    const run = runAction(workspace({ 'sitemap.xml': CLEAN }), { 'sarif-file': 'out.sarif' });
    expect(run.code).toBe(0);
    expect(run.summary.split('Site-level checks are off').length - 1).toBe(1);
    expect(JSON.parse(readFileSync(run.outputs['sarif-file']!, 'utf8')).runs[0].results).toEqual([]);
  });

  it('warns, without failing the step, when the job summary file cannot be written', () => {
    const folder = tempDir('sitemap-contract-summary-');
    const r = runAction(workspace({ 'sitemap.xml': CLEAN }), {}, { GITHUB_STEP_SUMMARY: folder });
    expect(r.code).toBe(0);
    expect(r.commands).toContain('::warning::The job summary could not be written (EISDIR); the findings are in the log above.');
    expect(r.stdout).not.toMatch(/internal error|    at /);
  });

  it('writes the SARIF file inside the workspace only', () => {
    const outside = tempDir('sitemap-contract-outside-');
    const escape = workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': `sarif-file: ../${path.basename(outside)}/stolen.sarif\n` });
    const refused = runAction(escape);
    expect(refused.code).toBe(1);
    expect(refused.commands.some((l) => l.startsWith('::error file=.sitemap-contract.yml,line=1::Config file .sitemap-contract.yml: sarif-file: '))).toBe(true);
    expect(existsSync(path.join(outside, 'stolen.sarif'))).toBe(false);
    const linked = workspace({ 'sitemap.xml': CLEAN });
    symlinkSync(outside, path.join(linked, 'reports'));
    const viaLink = runAction(linked, { 'sarif-file': 'reports/stolen.sarif' });
    expect(viaLink.code).toBe(1);
    expect(viaLink.commands.some((l) => l.startsWith('::error::Input sarif-file: '))).toBe(true);
    expect(existsSync(path.join(outside, 'stolen.sarif'))).toBe(false);
  });

  it('names a missing build folder of the paths as such (the quick start\'s public/ on a site built into out/)', () => {
    const run = runAction(workspace({ 'out/sitemap.xml': CLEAN }), { paths: 'public' });
    expect(run.code).toBe(1);
    expect(run.commands).toContain(
      '::error file=public,title=file-unreadable::The file cannot be read: there is no such folder or file; if it is the build output, build the site first, or name the folder your generator writes (public/, out/, dist/, _site/, build/). https://github.com/sitemap-contract/sitemap-contract/blob/v1/docs/rules/file-unreadable.md',
    );
  });

  it('fails when no file matches the paths', () => {
    const run = runAction(workspace({ 'README.md': 'no sitemaps here' }));
    expect(run.code).toBe(1);
    expect(run.commands.some((l) => l.startsWith('::error::No files matched the paths input (the default patterns)'))).toBe(true);
    expect(run.summary).toMatch(/^## sitemap-contract: ❌ failed\n\n<p>No files matched the paths input \(the default patterns\); check the paths or the checkout\.<\/p>\n$/);
    // Also in each shard of a matrix (every shard used to pass, only the merge said so); a shard
    // that holds no file of a run that matched some passes.
    const sharded = runAction(workspace({ 'README.md': 'no sitemaps here' }), { paths: '*.xml', shard: '1/2' });
    expect(sharded.code).toBe(1);
    expect(sharded.commands).toContain('::error::No files matched the paths input (*.xml); check the paths or the checkout.');
    expect(sharded.outputs.passed).toBe('false');
    const one = workspace({ 'sitemap.xml': `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://www.beispiel.de/</loc></url></urlset>` });
    const shares = ['1/2', '2/2'].map((shard) => runAction(one, { paths: '*.xml', shard }));
    expect(shares.map((r) => r.code)).toEqual([0, 0]);
    expect(shares.map((r) => r.outputs.passed)).toEqual(['true', 'true']);
  });

  it('names the config file as the source of a bad key or of paths that match nothing', () => {
    const sitemap = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://www.beispiel.de/</loc></url></urlset>`;
    const spaced = runAction(workspace({ 'sitemap.xml': sitemap, '.sitemap-contract.yml': '"foo bar": 1\n' }));
    expect(spaced.code).toBe(1);
    expect(spaced.commands[0]).toMatch(/^::error file=\.sitemap-contract\.yml,line=1::Config file \.sitemap-contract\.yml: "foo bar": is not a setting; the settings are paths, /);
    const complex = runAction(workspace({ 'sitemap.xml': sitemap, '.sitemap-contract.yml': '? [a, b]\n: 1\n' }));
    expect(complex.commands[0]).toMatch(/^::error file=\.sitemap-contract\.yml::Config file \.sitemap-contract\.yml: "\[ a, b \]": is not a setting/);
    const paths = runAction(workspace({ 'sitemap.xml': sitemap, '.sitemap-contract.yml': 'paths: nothing/*.xml\n' }));
    expect(paths.commands).toContain('::error::No files matched the paths of the config file (nothing/*.xml); check the paths or the checkout.');
    expect(paths.outputs.passed).toBe('false');
    const climbing = runAction(workspace({ 'sitemap.xml': sitemap, '.sitemap-contract.yml': 'paths: [sitemap.xml, ../outside/sitemap.txt]\n' }));
    expect(climbing.commands).toEqual([
      '::error file=.sitemap-contract.yml,line=1::Config file .sitemap-contract.yml: paths: "../outside/sitemap.txt" climbs out of the workspace with ".."; paths are relative to the workspace and stay inside it.',
    ]);
    // The same path as an input is the input's.
    const input = runAction(workspace({ 'sitemap.xml': sitemap }), { paths: 'sitemap.xml\n../outside/sitemap.txt' });
    expect(input.commands[0]).toMatch(/^::error::Input paths: "\.\.\/outside\/sitemap\.txt" climbs out of the workspace/);
  });
});

describe('inputs and the config file, as a pull request sees them', () => {
  it('names every bad input at once', () => {
    const ws = workspace({ 'sitemap.xml': CLEAN });
    const r = runAction(ws, { 'fail-on': 'errors', profile: 'googel', 'max-urls': 'many', rules: 'loc-absolut: off\nloc-fragment: error', 'config-from': 'nowhere' });
    expect(r.code).toBe(1);
    expect(r.outputs).toEqual({ passed: 'false' });
    const errors = r.commands.filter((l) => l.startsWith('::error'));
    expect(errors).toEqual([
      '::error::5 inputs are not accepted:%0A' +
        [
          '- Input profile: "googel" is not accepted; use one of protocol, google, strict. Did you mean google?',
          '- Input max-urls: "many" is not accepted; use a whole number of at least 1.',
          '- Input rules: "loc-absolut" is not a rule id. Did you mean loc-not-absolute? The rule ids are listed by "sitemap-contract rules" and in docs/rules/README.md.',
          '- Input fail-on: "errors" is not accepted; use one of error, warning, never. Did you mean error?',
          '- Input config-from: "nowhere" is not accepted; use workspace or none.',
        ].join('%0A'),
    ]);
    expect(r.summary).toContain('<p>5 inputs are not accepted:<br>\n- Input profile: &#34;googel&#34; is not accepted');
    expectOnlyOurCommands(r);
  });

  it('names the config file and every severity it changes in the log and the job summary', () => {
    const ws = workspace({ 'sitemap.xml': '<urlset><url>', '.sitemap-contract.yml': 'rules:\n  xml-not-well-formed: off\n  root-element: off\n  loc-fragment: warning\n' });
    const r = runAction(ws);
    const line = 'Config file: .sitemap-contract.yml turns off xml-not-well-formed (error by default), turns off root-element (error by default).';
    expect(r.stdout.split('\n')).toContain(line);
    expect(r.summary).toContain('**Config:** <code>.sitemap-contract.yml</code> turns off xml-not-well-formed (error by default), turns off root-element (error by default).\n');
    // An input that overrides the file's rules leaves no change of the file's.
    const overridden = runAction(ws, { rules: 'bom: off' });
    expect(overridden.stdout.split('\n')).toContain('Config file: .sitemap-contract.yml changes no severity.');
    expect(overridden.code).toBe(1);
    const none = runAction(workspace({ 'sitemap.xml': CLEAN }));
    expect(none.stdout.split('\n')).toContain('Config file: none (no .sitemap-contract.yml in the workspace).');
    expect(none.summary).not.toContain('**Config:**');
  });

  it('reads no config file with config-from: none, and a copy of the base branch\'s named by config', () => {
    const ws = workspace({ 'sitemap.xml': '<urlset><url>', '.sitemap-contract.yml': 'rules:\n  xml-not-well-formed: off\nfail-on: never\n' });
    const lenient = runAction(ws);
    expect(lenient.code).toBe(0);
    expect(lenient.summary).toContain('turns off xml-not-well-formed (error by default), sets fail-on to never (error by default).');
    const pinned = runAction(ws, { 'config-from': 'none' });
    expect(pinned.code).toBe(1);
    expect(pinned.stdout.split('\n')).toContain('Config file: none (config-from: none).');
    expect(pinned.commands.some((l) => l.startsWith('::error file=sitemap.xml,') && l.includes('title=xml-not-well-formed'))).toBe(true);
    const both = runAction(ws, { 'config-from': 'none', config: '.sitemap-contract.yml' });
    expect(both.commands).toContain('::error::Input config-from: none reads no config file, but the config input names one; leave config empty, or use config-from: workspace.');
    // The base branch's copy, written into the workspace by a step (docs/configuration.md): the
    // pull request's own .sitemap-contract.yml is not read then.
    writeFileSync(path.join(ws, '.sitemap-contract.base.yml'), 'profile: google\n');
    const fromBase = runAction(ws, { config: '.sitemap-contract.base.yml' });
    expect(fromBase.code).toBe(1);
    expect(fromBase.stdout.split('\n')).toContain('Config file: .sitemap-contract.base.yml changes no severity.');
    for (const r of [lenient, pinned, both, fromBase]) expectOnlyOurCommands(r);
  });
});
