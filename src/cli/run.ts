/**
 * The command-line adapter: argv -> settings -> engine -> report -> exit code. Pure of process
 * state: `runCli` returns what to print, and ./main.ts prints it.
 * Exit codes: 0 passed, 1 findings at or above `--fail-on`, 2 usage or configuration error.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PolicyError } from '../core/policy.js';
import { namesFolder, ReportFileError, reportFileRefusals, sameFile, writeFailure, writeOutputFile, writeReportFile } from '../core/report-files.js';
import { discover } from '../core/discover.js';
import { RULES } from '../core/rules.js';
import { checkWorkspace, type WorkspaceOptions } from '../core/run.js';
import { renderBaseline, runTriage } from '../core/baseline.js';
import type { RunResult } from '../core/run-types.js';
import { ConfigFileError, resolveSettings, settingOf, type RawSettings } from '../core/settings.js';
import { TOOL_NAME, TOOL_VERSION } from '../core/version.js';
import { isThreadCount, MAX_THREADS } from '../core/workers.js';
import { buildAnnotations, noteAnnotations, renderNoteCommands, renderWorkflowCommands } from '../report/annotations.js';
import { buildJsonReport, renderJson } from '../report/json.js';
import { checkReport, MergeError, mergeReports } from '../report/merge.js';
import { neutralise } from '../report/neutralise.js';
import { buildSarif, renderSarif } from '../report/sarif.js';
import { renderSummary } from '../report/summary.js';
import { renderText, totalsLine } from '../report/text.js';

const FORMATS = ['text', 'json', 'sarif', 'github', 'summary'] as const;
type Format = (typeof FORMATS)[number];

/** The command-line options (every one is listed by `--help`). */
export const OPTIONS = {
  profile: { type: 'string' },
  host: { type: 'string', multiple: true },
  'base-url': { type: 'string' },
  'site-dir': { type: 'string' },
  'require-https': { type: 'boolean' },
  'no-require-https': { type: 'boolean' },
  'max-bytes': { type: 'string' },
  'max-urls': { type: 'string' },
  lastmod: { type: 'string' },
  rule: { type: 'string', multiple: true },
  'check-pages': { type: 'boolean' },
  'fail-on': { type: 'string' },
  config: { type: 'string' },
  format: { type: 'string' },
  output: { type: 'string' },
  now: { type: 'string' },
  shard: { type: 'string' },
  threads: { type: 'string' },
  baseline: { type: 'string' },
  'write-baseline': { type: 'string' },
  cwd: { type: 'string' },
  color: { type: 'boolean' },
  'no-color': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

/** The `--help` text, with the rule list generated from the catalog. */
export function helpText(): string {
  const width = Math.max(...RULES.map((r) => r.id.length));
  const sev = (s: string) => (s === 'off' ? '-' : s);
  const rules = RULES.map(
    (r) => `  ${r.id.padEnd(width)}  ${sev(r.severity.protocol).padEnd(7)} ${sev(r.severity.google).padEnd(7)} ${sev(r.severity.strict).padEnd(7)}`,
  );
  return `Usage: ${TOOL_NAME} [options] [paths...]
       ${TOOL_NAME} merge [--format text|json|github|sarif|summary] [--output FILE] REPORT.json...

Checks sitemap files (urlset, sitemap index, .xml.gz, .txt, robots.txt) against the
sitemaps.org protocol and a policy. Paths are globs (a leading ! excludes), folders
(searched with the default patterns) or files, relative to the working directory.
Default: **/*sitemap*.xml **/*sitemap*.xml.gz **/*sitemap*.txt **/robots.txt
(.git is never searched; node_modules, vendor/bundle, .bundle, .venv and
site-packages only when a pattern names them).

Options:
  --profile NAME         protocol (default), google or strict
  --host HOST            allowed host, exact; repeatable or comma-separated
  --require-https        only https locs (default: on in strict)
  --no-require-https     allow http locs even in strict
  --max-bytes N          uncompressed size limit per file in bytes (default 52428800)
  --max-urls N           entries per file (default 50000)
  --lastmod MODE         w3c (default), xsd or date (default in strict)
  --rule ID=SEVERITY     override a rule: error, warning, notice or off; repeatable
  --fail-on LEVEL        error (default), warning or never
  --config FILE          YAML settings file (default: .sitemap-contract.yml if present);
                         its report-file and sarif-file are written as the action writes them
  --now DATETIME         the clock for lastmod-future, e.g. 2026-01-31T12:00:00Z
  --base-url URL         public URL at which --site-dir is served, e.g.
                         https://www.example.org/; turns on the site-level checks
                         (loc scope, index children and robots.txt sitemaps mapped
                         to files and checked too)
  --site-dir DIR         folder served at --base-url (default: the working directory)
  --check-pages          every loc under --base-url must map to a file in --site-dir
                         (page-missing)
  --format FORMAT        text (default), json, sarif (SARIF 2.1.0), github
                         (workflow commands) or summary (the job summary, Markdown/HTML)
  --output FILE          write the report to FILE instead of stdout (never over a
                         checked file)
  --shard I/N            check only shard I of N (a stable split of the files by path);
                         merge the shards' JSON reports with the merge command
  --baseline FILE        a baseline file (JSON, from --write-baseline): the findings it
                         holds are accepted and only new ones fail the run
  --write-baseline FILE  write the findings of this run to FILE as a baseline
                         (inside the working directory; see docs/baseline.md)
  --threads N            worker threads judging files (default: one per core when the
                         run has 4 files or more of 64 KiB on average and 48 MiB in
                         all, else none; 1 judges every file on the main thread)
  --cwd DIR              the workspace (default: the current directory)
  --color, --no-color    force colours on or off (default: on for a terminal)
  -h, --help             show this help
  -v, --version          show the version

The merge command reads JSON reports of the shards of one run (--format json or the
report-file input), takes each file once, and prints one report (summary: the job
summary as Markdown/HTML, e.g. to append to $GITHUB_STEP_SUMMARY).

Exit codes: 0 passed, 1 findings at or above --fail-on, 2 usage or configuration error.

Rules (default severity in the profiles protocol, google, strict; - = off):
${rules.join('\n')}
`;
}

/** `--format github`: one annotation per finding, then one notice per note of the run. */
/**
 * The run as workflow commands, kept within what GitHub shows per step as the action keeps them
 * (max-annotations per severity, default 10; the notes, the overflow notice and the runner's
 * own error for a failing exit code take their room; see buildAnnotations).
 */
function githubCommands(run: RunResult): string {
  const notes = noteAnnotations(run.notes, 'in the text or JSON output of the run');
  const set = buildAnnotations(run, run.policy.maxAnnotations, { notice: notes.length, error: run.passed ? 0 : 1 });
  return renderWorkflowCommands(set) + renderNoteCommands(notes);
}

/** Result of a CLI invocation: what to print and the exit code. */
export interface CliOutcome {
  stdout: string;
  stderr: string;
  code: 0 | 1 | 2;
}

/** Settings whose flag is not `--` + the setting name. */
const FLAG_OF: Readonly<Record<string, string>> = { hosts: '--host', rules: '--rule', paths: 'paths' };

/** A bad setting's message, naming the flag it came from (or the config file, which it already names). */
function settingMessage(e: PolicyError): string {
  if (e instanceof ConfigFileError) return e.message;
  const key = settingOf(e);
  const flag = FLAG_OF[key] ?? `--${key}`;
  return e.message.startsWith(key) ? flag + e.message.slice(key.length) : `${flag}: ${e.message}`;
}

/** An argument parser's message on one line (it breaks its advice over several). */
function oneLine(message: string): string {
  return message.replace(/\s+/g, (space) => (space.includes('\n') ? ' ' : space));
}

function usage(message: string): CliOutcome {
  return { stdout: '', stderr: `${TOOL_NAME}: ${neutralise(message)}\nRun ${TOOL_NAME} --help for the options.\n`, code: 2 };
}

/** Options of `runCli` that the process, not the user, decides. */
export interface CliContext {
  /** The running bundle, which can serve as a file worker thread (see src/core/workers.ts). */
  workerScript?: string;
}

const MERGE_FORMATS = ['text', 'json', 'github', 'sarif', 'summary'] as const;
/** Largest JSON report `merge` reads, in bytes. */
const MAX_REPORT_BYTES = 512 * 1024 * 1024;

/** `sitemap-contract merge`: one report from the JSON reports of the shards of a run. */
async function runMerge(argv: readonly string[], env: NodeJS.ProcessEnv, isTty: boolean): Promise<CliOutcome> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { format: { type: 'string' }, output: { type: 'string' }, color: { type: 'boolean' }, 'no-color': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (e) {
    return usage(`merge: ${oneLine((e as Error).message)}`);
  }
  const v = parsed.values;
  if (v.help) return { stdout: helpText(), stderr: '', code: 0 };
  const format = (v.format ?? 'text') as (typeof MERGE_FORMATS)[number];
  if (!MERGE_FORMATS.includes(format)) return usage(`merge --format: ${JSON.stringify(v.format)} is not accepted; use one of ${MERGE_FORMATS.join(', ')}.`);
  if (parsed.positionals.length === 0) return usage('merge: name the JSON reports to merge.');
  if (v.output !== undefined) {
    const folder = namesFolder('merge --output', v.output);
    if (folder !== undefined) return usage(folder);
    // The merged report would replace one of the shards' (`merge --output a.json a.json b.json`).
    const target = path.resolve(v.output);
    const input = parsed.positionals.find((file) => sameFile(path.resolve(file), target));
    if (input !== undefined) return usage(`merge --output: ${JSON.stringify(v.output)} is one of the reports to merge (${JSON.stringify(input)}); it was left as it is. Give another file.`);
  }
  const reports = [];
  for (const file of parsed.positionals) {
    let data: unknown;
    try {
      const info = statSync(file);
      if (!info.isFile()) return usage(`merge: ${JSON.stringify(file)} is not a regular file.`);
      if (info.size > MAX_REPORT_BYTES) return usage(`merge: ${JSON.stringify(file)} is larger than ${MAX_REPORT_BYTES} bytes.`);
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      return usage(`merge: cannot read ${JSON.stringify(file)} as JSON (${(e as NodeJS.ErrnoException).code ?? (e as Error).message.split('\n')[0]}).`);
    }
    try {
      reports.push(checkReport(data, file));
    } catch (e) {
      if (e instanceof MergeError) return usage(e.message);
      throw e;
    }
  }
  let run;
  try {
    run = mergeReports(reports, parsed.positionals);
  } catch (e) {
    if (e instanceof MergeError) return usage(e.message);
    throw e;
  }
  let out: string;
  if (format === 'json') out = renderJson(buildJsonReport(run, { name: TOOL_NAME, version: TOOL_VERSION }));
  else if (format === 'sarif') out = renderSarif(buildSarif(run, { name: TOOL_NAME, version: TOOL_VERSION }));
  else if (format === 'github') out = githubCommands(run);
  else if (format === 'summary') out = renderSummary(run);
  else out = renderText(run, { color: v['no-color'] ? false : v.color ? true : isTty && env.NO_COLOR === undefined && v.output === undefined });
  if (v.output !== undefined) {
    try {
      writeOutputFile(process.cwd(), path.resolve(v.output), out);
    } catch (e) {
      return usage(outputFailure(v.output, e));
    }
    return { stdout: '', stderr: '', code: run.passed ? 0 : 1 };
  }
  return { stdout: out, stderr: '', code: run.passed ? 0 : 1 };
}

/** Why `--output FILE` could not be written: a refusal's own message, or the file system's error code. */
function outputFailure(name: string, e: unknown): string {
  return e instanceof ReportFileError ? e.message : `--output: cannot write ${JSON.stringify(name)} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}).`;
}

/** Runs the CLI on `argv` (without node and script). Never throws for user input. */
export async function runCli(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  isTty = false,
  context: CliContext = {},
): Promise<CliOutcome> {
  if (argv[0] === 'merge') return runMerge(argv.slice(1), env, isTty);
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (e) {
    return usage(oneLine((e as Error).message));
  }
  const v = parsed.values;
  if (v.help) return { stdout: helpText(), stderr: '', code: 0 };
  if (v.version) return { stdout: `${TOOL_VERSION}\n`, stderr: '', code: 0 };
  const format = (v.format ?? 'text') as Format;
  if (!FORMATS.includes(format)) {
    return usage(`--format: ${JSON.stringify(v.format)} is not accepted; use one of ${FORMATS.join(', ')}.`);
  }
  if (v['require-https'] && v['no-require-https']) return usage('--require-https and --no-require-https contradict each other.');
  const cwd = path.resolve(v.cwd ?? process.cwd());
  let cwdIsFolder = false;
  try {
    cwdIsFolder = statSync(cwd).isDirectory();
  } catch {
    // Missing, a path through a file, a loop of symlinks: not a folder.
  }
  if (!cwdIsFolder) {
    return usage(`--cwd: ${JSON.stringify(v.cwd ?? cwd)} is not a directory.`);
  }
  const raw: RawSettings = {
    profile: v.profile,
    hosts: v.host?.join('\n'),
    'base-url': v['base-url'],
    'site-dir': v['site-dir'],
    'require-https': v['require-https'] ? 'true' : v['no-require-https'] ? 'false' : undefined,
    'max-bytes': v['max-bytes'],
    'max-urls': v['max-urls'],
    lastmod: v.lastmod,
    rules: v.rule?.join('\n'),
    'check-pages': v['check-pages'] ? 'true' : undefined,
    'fail-on': v['fail-on'],
    config: v.config,
    now: v.now,
    shard: v.shard,
    baseline: v.baseline,
    'write-baseline': v['write-baseline'],
    paths: parsed.positionals.length > 0 ? parsed.positionals.join('\n') : undefined,
  };
  let threads: number | undefined;
  if (v.threads !== undefined) {
    threads = /^\d{1,3}$/.test(v.threads) ? Number(v.threads) : NaN;
    if (!isThreadCount(threads)) return usage(`--threads: ${JSON.stringify(v.threads)} is not accepted; use a whole number from 1 to ${MAX_THREADS}.`);
  }
  let settings;
  try {
    settings = await resolveSettings(raw, cwd, { configAnywhere: true });
  } catch (e) {
    if (e instanceof PolicyError) return usage(settingMessage(e));
    throw e;
  }
  // A report file of the config file that would be refused ends the run now, not after the check.
  const refused = reportFileRefusals(cwd, [
    ['report-file', settings.reportFile],
    ['sarif-file', settings.sarifFile],
    ['write-baseline', settings.writeBaseline],
  ]);
  if (refused.length > 0) return { stdout: '', stderr: refused.map((r) => `${TOOL_NAME}: ${neutralise(r)}\n`).join(''), code: 2 };
  if (v.output !== undefined) {
    const folder = namesFolder('--output', v.output);
    if (folder !== undefined) return usage(folder);
    const target = path.resolve(cwd, v.output);
    for (const [key, file] of [['report-file', settings.reportFile], ['sarif-file', settings.sarifFile]] as const) {
      if (file && sameFile(path.resolve(cwd, file), target)) {
        return usage(`--output: ${JSON.stringify(v.output)} is also the ${key} of the config file; give another file.`);
      }
    }
  }
  let run;
  const options: WorkspaceOptions = { cwd, patterns: settings.paths, policy: settings.policy };
  try {
    if (settings.shard) options.shard = settings.shard;
    const triage = runTriage(settings, cwd, v.baseline !== undefined);
    if (triage) options.triage = triage;
    if (context.workerScript !== undefined && threads !== 1) {
      options.workers = threads === undefined ? { script: context.workerScript } : { script: context.workerScript, size: threads };
    }
    run = await checkWorkspace(options);
  } catch (e) {
    if (e instanceof PolicyError) return usage(settingMessage(e));
    throw e;
  }
  if (run.files.length === 0 && !run.shard) {
    return usage(`no files matched ${settings.paths.length > 0 ? settings.paths.join(' ') : 'the default patterns'} under ${cwd}.`);
  }
  if (v.output !== undefined) {
    // The report would replace a sitemap it judged (`--output sitemap.xml sitemap.xml`).
    const target = path.resolve(cwd, v.output);
    // A shard's run holds its own files only; the others of the paths are checked files too.
    const checked = !existsSync(target) ? [] : [...run.files.map((f) => f.path), ...(settings.shard ? (await discover(settings.paths, cwd)).map((f) => f.path) : [])];
    const judged = checked.find((p) => sameFile(path.resolve(cwd, p), target));
    if (judged !== undefined) return usage(`--output: ${JSON.stringify(v.output)} is one of the checked files (${JSON.stringify(judged)}); it was left as it is. Give another file.`);
  }
  let out: string;
  if (format === 'json') out = renderJson(buildJsonReport(run, { name: TOOL_NAME, version: TOOL_VERSION }));
  else if (format === 'sarif') out = renderSarif(buildSarif(run, { name: TOOL_NAME, version: TOOL_VERSION }));
  else if (format === 'github') out = githubCommands(run);
  else if (format === 'summary') out = renderSummary(run);
  else {
    const color = v['no-color'] ? false : v.color ? true : isTty && env.NO_COLOR === undefined && v.output === undefined;
    out = renderText(run, { color });
  }
  // The report files a config file names are written as the action writes them, besides the
  // output of --format.
  const tool = { name: TOOL_NAME, version: TOOL_VERSION };
  const reports: Array<[string, string | undefined, () => string]> = [
    ['report-file', settings.reportFile, () => renderJson(buildJsonReport(run, tool))],
    ['sarif-file', settings.sarifFile, () => renderSarif(buildSarif(run, tool))],
    ['write-baseline', settings.writeBaseline, () => renderBaseline(options.triage!.baselineOf(), tool)],
  ];
  // A report file that cannot be written does not hide the result: it is printed all the same,
  // and the exit code says the configuration is at fault.
  const failures: string[] = [];
  for (const [input, name, render] of reports) {
    if (!name) continue;
    try {
      writeReportFile(cwd, path.resolve(cwd, name), render(), input, run.files.map((f) => f.path));
    } catch (e) {
      failures.push(`${TOOL_NAME}: ${neutralise(writeFailure(input, name, e))}\n`);
    }
  }
  let stdout = out;
  if (v.output !== undefined) {
    try {
      writeOutputFile(cwd, path.resolve(cwd, v.output), out);
    } catch (e) {
      const failed = usage(outputFailure(v.output, e));
      return { ...failed, stderr: failures.join('') + failed.stderr };
    }
    stdout = '';
  }
  // With the report in a file, a failing run says so in one line on stderr (a passing one is quiet).
  const verdict = v.output === undefined || run.passed ? '' : `${TOOL_NAME}: ${totalsLine(run)}; failed (the report is in ${neutralise(v.output)}).\n`;
  return { stdout, stderr: failures.join('') + verdict, code: failures.length > 0 ? 2 : run.passed ? 0 : 1 };
}
