/**
 * The command-line adapter: argv -> settings -> engine -> report -> exit code. Pure of process
 * state: `runCli` returns what to print, and ./main.ts prints it.
 * Exit codes: 0 passed, 1 findings at or above `--fail-on`, 2 usage or configuration error.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { failsRun, PolicyError } from '../core/policy/policy.js';
import { namesFolder, ReportFileError, reportFileRefusals, sameFile, writeFailure, writeOutputFile, writeReportFile } from '../core/run/report-files.js';
import { discover } from '../core/run/discover.js';
import { REPOSITORY, RULES, ruleDocsUrl } from '../core/policy/rules.js';
import { checkWorkspace, type WorkspaceOptions } from '../core/run/run.js';
import { baselineWritten, renderBaseline, runTriage } from '../core/run/baseline.js';
import type { RunResult } from '../core/run/run-types.js';
import type { Severity } from '../core/types.js';
import { didYouMean } from '../core/policy/nearest.js';
import { ConfigFileError, configLine, resolveSettings, settingOf, type RawSettings } from '../core/policy/settings.js';
import { TOOL_NAME, TOOL_VERSION } from '../core/version.js';
import { isThreadCount, MAX_THREADS } from '../core/run/workers.js';
import { buildJsonReport, jsonChunks } from '../report/json.js';
import { neutralise } from '../report/neutralise.js';
import { joinChunks, ReportTooLargeError, writeChunks, type TextSink } from '../report/stream.js';
import type { SummaryOptions } from '../report/summary.js';
import { renderText, textChunks, totalsLine } from '../report/text.js';
// The renderers of the other formats (SARIF, workflow commands, the job summary) and the merge
// of shards' reports are loaded when a run asks for them: a run that prints text or JSON does not
// compile them at start.

const FORMATS = ['text', 'json', 'sarif', 'github', 'summary'] as const;
type Format = (typeof FORMATS)[number];

/** The command-line options (every one is listed by `--help`), one per line. */
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
  'no-check-pages': { type: 'boolean' },
  hosting: { type: 'string' },
  'check-unlisted': { type: 'boolean' },
  'no-check-unlisted': { type: 'boolean' },
  'fail-on': { type: 'string' },
  config: { type: 'string' },
  'no-config': { type: 'boolean' },
  format: { type: 'string', short: 'f' },
  output: { type: 'string' },
  quiet: { type: 'boolean' },
  'stdin-name': { type: 'string' },
  now: { type: 'string' },
  shard: { type: 'string' },
  threads: { type: 'string' },
  baseline: { type: 'string' },
  'write-baseline': { type: 'string' },
  'compare-to': { type: 'string' },
  'max-removed': { type: 'string' },
  cwd: { type: 'string' },
  color: { type: 'boolean' },
  'no-color': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

/** A table of options as parseArgs takes it. */
type OptionTable = Readonly<Record<string, { readonly type: 'string' | 'boolean'; readonly short?: string; readonly multiple?: boolean }>>;

/** The name standard input (`-`) has in reports unless `--stdin-name` gives one; no extension, so the content decides the kind. */
export const STDIN_NAME = '<stdin>';

/** The `--help` text: the options; the rules are listed by `sitemap-contract rules`. */
export function helpText(): string {
  return `Usage: ${TOOL_NAME} [options] [paths...]
       ${TOOL_NAME} rules [--format text|json]
       ${TOOL_NAME} merge [--format FORMAT] [--output FILE] REPORT.json...

Checks sitemap files (urlset, sitemap index, .xml.gz, .txt, robots.txt) against the
sitemaps.org protocol and a policy. Paths are files (anywhere), folders (searched with
the default patterns) or globs inside the working directory (a leading ! excludes);
- reads standard input. Default: **/*sitemap*.xml **/*sitemap*.xml.gz
**/*sitemap*.txt **/robots.txt (never in .git; in node_modules, vendor/bundle,
.bundle, .venv and site-packages only when a pattern names them).

Policy:
  --profile NAME         protocol (default), google or strict
  --host HOST            allowed host, exact; repeatable or comma-separated
  --require-https        only https locs (default: on in strict; --no-require-https: off)
  --max-bytes N          uncompressed size limit per file in bytes (default 52428800)
  --max-urls N           entries per file (default 50000)
  --lastmod MODE         w3c (default), xsd or date (default in strict)
  --rule ID=SEVERITY     error, warning, notice or off; repeatable (ids: ${TOOL_NAME} rules)
  --fail-on LEVEL        error (default), warning or never
  --config FILE          YAML settings file (default: .sitemap-contract.yml if present)
  --no-config            read no config file
  --now DATETIME         the clock for lastmod-future, e.g. 2026-01-31T12:00:00Z
Site:
  --base-url URL         public URL of --site-dir, e.g. https://www.example.org/; turns on
                         the site-level checks (loc scope, index children, robots.txt)
  --site-dir DIR         folder served at --base-url (default: the working directory)
  --check-pages          every loc under --base-url must map to a file (page-missing),
                         and its page's head must let it be indexed (page-noindex...);
                         --no-check-pages: off, whatever the config file says
  --hosting HOST         how the host serves --site-dir: static (default), github-pages,
                         netlify, vercel or cloudflare-pages (page-redirect, its redirect files)
  --compare-to DIR       another build of the site (the base branch's): the URLs added,
                         removed and moved between sitemaps since it, counted in the text
                         report, listed in the JSON report and the job summary
  --max-removed N|P%     with --compare-to: more URLs removed than this is urls-removed
  --check-unlisted       every HTML page in --site-dir must be listed (page-unlisted);
                         --no-check-unlisted: off, whatever the config file says
Output:
  -f, --format FORMAT    text (default), json, sarif, github (workflow commands) or
                         summary (the job summary, Markdown/HTML)
  --output FILE          write the report to FILE instead of stdout
  --quiet                only the findings that fail the run (errors, or what --fail-on names)
  --stdin-name NAME      name of standard input in reports (default ${STDIN_NAME}); it decides
                         the kind as a file name does (.txt: text sitemap; gzip is told apart)
  --baseline FILE        accept the findings a baseline file holds: only new ones fail the run
  --write-baseline FILE  write this run's findings to FILE as a baseline (docs/baseline.md)
  --color, --no-color    force colours on or off (default: on for a terminal)
Run:
  --shard I/N            check only shard I of N; merge the shards' JSON reports with merge
  --threads N            worker threads judging files (default: by the files' sizes)
  --cwd DIR              the workspace (default: the current directory)
  -h, --help             show this help
  -v, --version          show the version

Exit codes: 0 passed, 1 findings at or above --fail-on, 2 usage or configuration error.
`;
}

/** `sitemap-contract rules`: every rule of the catalogue with its default severity in each profile. */
function runRules(argv: readonly string[]): CliOutcome {
  const parsed = parseOptions(argv, { format: { type: 'string', short: 'f' }, help: { type: 'boolean', short: 'h' } }, 'rules');
  if ('code' in parsed) return parsed;
  if (parsed.values.help) return { stdout: helpText(), stderr: '', code: 0 };
  if (parsed.positionals.length > 0) return usage(`rules: ${JSON.stringify(parsed.positionals[0])} is not accepted; the rules command takes no paths.`);
  const format = parsed.values.format ?? 'text';
  if (format !== 'text' && format !== 'json') return usage(`rules --format: ${JSON.stringify(format)} is not accepted; use text or json.${didYouMean(String(format), ['text', 'json'])}`);
  if (format === 'json') {
    const rules = RULES.map((r) => ({ id: r.id, area: r.area, severity: { ...r.severity }, description: r.description, docs: ruleDocsUrl(r.id) }));
    return { stdout: `${JSON.stringify(rules, null, 2)}\n`, stderr: '', code: 0 };
  }
  const width = Math.max(...RULES.map((r) => r.id.length));
  const lines = RULES.map((r) => `${r.id.padEnd(width)}  ${r.severity.protocol.padEnd(8)} ${r.severity.google.padEnd(8)} ${r.severity.strict.padEnd(8)} ${r.description.replace(/`/g, '')}`);
  const head = `${'rule'.padEnd(width)}  ${'protocol'.padEnd(8)} ${'google'.padEnd(8)} ${'strict'.padEnd(8)} description`;
  return { stdout: `${head}\n${lines.join('\n')}\n\nEach rule's page: ${ruleDocsUrl('RULE-ID')}\n`, stderr: '', code: 0 };
}

/** Parsed arguments, or the usage error they make. */
type Parsed = { values: Record<string, string | boolean | string[] | undefined>; positionals: string[] } | CliOutcome;

/**
 * Parses `argv` against `options` with messages of our own (never the parser's): an unknown flag
 * is named with the nearest known one, a value-taking flag without a value or a flag without one
 * that is given one is said so. `command` prefixes the messages (`merge`, `rules`), if any.
 */
function parseOptions(argv: readonly string[], options: OptionTable, command?: string): Parsed {
  const where = command === undefined ? '' : `${command}: `;
  let r;
  try {
    r = parseArgs({ args: [...argv], options, allowPositionals: true, strict: false, tokens: true });
  } catch (e) {
    return usage(`${where}the arguments cannot be read (${oneLine((e as Error).message)}).`);
  }
  const longs = Object.keys(options).map((k) => `--${k}`);
  for (const t of r.tokens) {
    if (t.kind !== 'option') continue;
    const spec = Object.prototype.hasOwnProperty.call(options, t.name) ? options[t.name] : undefined;
    const raw = t.rawName;
    if (spec === undefined) {
      // A short flag (-q) is too short to guess from.
      const hint = raw.startsWith('--') ? didYouMean(raw, longs) : '';
      return usage(`${where}${raw} is not an option.${hint}`);
    }
    if (spec.type === 'string') {
      if (t.value === undefined) return usage(`${where}${raw} needs a value (${raw} VALUE).`);
      // `--format --quiet`: the flag took the next flag as its value.
      if (!t.inlineValue && /^--?[A-Za-z]/.test(t.value) && t.value !== '-') {
        return usage(`${where}${raw} needs a value, and ${JSON.stringify(t.value)} looks like another option; write ${raw}=${t.value} if it is the value.`);
      }
    } else if (t.inlineValue) {
      return usage(`${where}${raw} takes no value (given ${JSON.stringify(t.value)}).`);
    }
  }
  return { values: r.values as Record<string, string | boolean | string[] | undefined>, positionals: r.positionals };
}

/**
 * The run as workflow commands, kept within what GitHub shows per step as the action keeps them
 * (max-annotations per severity, default 10; the notes, the overflow notice and the runner's
 * own error for a failing exit code take their room; see buildAnnotations).
 */
function* githubCommands(run: RunResult, { buildAnnotations, noteAnnotations, renderNoteCommands, workflowCommandChunks }: typeof import('../report/annotations.js')): Generator<string> {
  const notes = noteAnnotations(run.notes, 'in the text or JSON output of the run');
  const set = buildAnnotations(run, run.policy.maxAnnotations, { notice: notes.length, error: run.passed ? 0 : 1 });
  yield* workflowCommandChunks(set);
  yield renderNoteCommands(notes);
}

/**
 * The report of `run` in `format`, as pieces (report/stream.ts). The text report comes as
 * `textChunks` for a stream and as the cut `renderText` for a string (`maxChars`).
 */
async function reportChunks(format: Format, run: RunResult, text: { color: boolean; maxChars?: number | undefined; whole: boolean }, summary: SummaryOptions = {}): Promise<Iterable<string>> {
  const tool = { name: TOOL_NAME, version: TOOL_VERSION };
  if (format === 'json') return jsonChunks(buildJsonReport(run, tool));
  if (format === 'sarif') {
    const { buildSarif, sarifChunks } = await import('../report/sarif.js');
    return sarifChunks(buildSarif(run, tool));
  }
  if (format === 'github') return githubCommands(run, await import('../report/annotations.js'));
  // The job summary cuts itself (SUMMARY_MAX_BYTES).
  if (format === 'summary') return [(await import('../report/summary.js')).renderSummary(run, summary)];
  return text.whole ? textChunks(run, { color: text.color }) : [renderText(run, { color: text.color, ...(text.maxChars !== undefined ? { maxChars: text.maxChars } : {}) })];
}

/**
 * Puts a report on `sink` piece by piece, or returns it as one string (at most `maxChars`);
 * a ReportTooLargeError comes back as the usage error that names --output.
 */
function deliver(chunks: Iterable<string>, sink: TextSink | undefined, maxChars: number | undefined): { stdout: string } | CliOutcome {
  if (sink !== undefined) {
    writeChunks(sink, chunks);
    return { stdout: '' };
  }
  try {
    return { stdout: joinChunks(chunks, 'report', maxChars) };
  } catch (e) {
    if (e instanceof ReportTooLargeError) return usage(`${e.message} Write it with --output FILE.`);
    throw e;
  }
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

/** The page on the settings and the config file. */
const CONFIGURATION_DOCS = `https://github.com/${REPOSITORY}/blob/v1/docs/configuration.md`;

function usage(message: string): CliOutcome {
  return { stdout: '', stderr: `${TOOL_NAME}: ${neutralise(message)}\nRun ${TOOL_NAME} --help for the options.\n`, code: 2 };
}

/** Options of `runCli` that the process, not the user, decides. */
export interface CliContext {
  /** The running bundle, which can serve as a file worker thread (see src/core/run/workers.ts). */
  workerScript?: string;
  /** Standard input, read when `-` is among the paths (process.stdin). */
  stdin?: AsyncIterable<Uint8Array>;
  /** True when standard input is a terminal (nothing is piped into it): `-` is refused then. */
  stdinIsTty?: boolean;
  /**
   * Where the report goes piece by piece (process.stdout), so that a report of any size is
   * written whole; the outcome's `stdout` is then empty. Without it the report is returned in
   * `stdout`: the text report cut at `maxReportChars`, with a line saying what was left out; a
   * JSON, SARIF or github report longer than that is refused (exit 2: write it with --output).
   */
  stdout?: TextSink;
  /** Longest report returned in `stdout`, in UTF-16 code units. Default MAX_REPORT_CHARS (2^28). */
  maxReportChars?: number;
}

/** The values of the options of the main command. */
type CliValues = { [K in keyof typeof OPTIONS]?: (typeof OPTIONS)[K] extends { multiple: true } ? string[] : (typeof OPTIONS)[K]['type'] extends 'string' ? string : boolean };

/**
 * Why a `--host` value is a file name rather than a host (`--host sitemap.xml`, the path typed
 * after the flag), or undefined: a value that ends in .xml, .txt or .gz (no top-level domain is
 * so named), or names an existing file relative to `cwd`.
 */
function hostThatIsAFile(values: readonly string[], cwd: string): string | undefined {
  for (const value of values.flatMap((h) => h.split(','))) {
    const h = value.trim();
    if (h === '') continue;
    let exists = false;
    try {
      exists = statSync(path.resolve(cwd, h)).isFile();
    } catch {
      exists = false;
    }
    if (exists || /\.(xml|txt|gz)$/i.test(h)) {
      return `--host: ${JSON.stringify(h)} is a file name${exists ? ' (the file exists)' : ''}, not a host; --host takes the host the locs may use (e.g. --host www.example.org), and the files to check come last: ${TOOL_NAME} --host www.example.org ${h}`;
    }
  }
  return undefined;
}

/**
 * The run with only the findings that fail it (errors, and warnings or notices too when fail-on
 * takes them in) and no notes (--quiet); totals, verdict and counts stay the run's. A finding
 * that fails the run is always shown, so a failing quiet run always says why.
 */
function failingOnly(run: RunResult): RunResult {
  const failOn = run.policy.failOn;
  const fails = (x: { severity: Severity }) => x.severity === 'error' || failsRun(x.severity, failOn);
  return { ...run, notes: [], files: run.files.map((f) => ({ ...f, findings: f.findings.filter(fails) })) };
}

const MERGE_FORMATS = ['text', 'json', 'github', 'sarif', 'summary'] as const;
/** Largest JSON report `merge` reads, in bytes. */
const MAX_REPORT_BYTES = 512 * 1024 * 1024;

/** `sitemap-contract merge`: one report from the JSON reports of the shards of a run. */
async function runMerge(argv: readonly string[], env: NodeJS.ProcessEnv, isTty: boolean, context: CliContext = {}): Promise<CliOutcome> {
  const parsed = parseOptions(
    argv,
    { format: { type: 'string', short: 'f' }, output: { type: 'string' }, color: { type: 'boolean' }, 'no-color': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    'merge',
  );
  if ('code' in parsed) return parsed;
  const v = parsed.values as { format?: string; output?: string; color?: boolean; 'no-color'?: boolean; help?: boolean };
  if (v.help) return { stdout: helpText(), stderr: '', code: 0 };
  const format = (v.format ?? 'text') as (typeof MERGE_FORMATS)[number];
  if (!MERGE_FORMATS.includes(format)) return usage(`merge --format: ${JSON.stringify(v.format)} is not accepted; use one of ${MERGE_FORMATS.join(', ')}.${didYouMean(String(v.format), MERGE_FORMATS)}`);
  if (parsed.positionals.length === 0) return usage('merge: name the JSON reports to merge.');
  const { checkReport, MergeError, mergeReports } = await import('../report/merge.js');
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
  const color = v['no-color'] ? false : v.color ? true : isTty && env.NO_COLOR === undefined && v.output === undefined;
  const whole = v.output !== undefined || context.stdout !== undefined;
  const out = await reportChunks(format, run, { color, maxChars: context.maxReportChars, whole });
  if (v.output !== undefined) {
    try {
      writeOutputFile(process.cwd(), path.resolve(v.output), out);
    } catch (e) {
      return usage(outputFailure(v.output, e));
    }
    return { stdout: '', stderr: '', code: run.passed ? 0 : 1 };
  }
  const printed = deliver(out, context.stdout, context.maxReportChars);
  if ('code' in printed) return printed;
  return { stdout: printed.stdout, stderr: '', code: run.passed ? 0 : 1 };
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
  if (argv[0] === 'merge') return runMerge(argv.slice(1), env, isTty, context);
  if (argv[0] === 'rules') return runRules(argv.slice(1));
  const parsed = parseOptions(argv, OPTIONS);
  if ('code' in parsed) return parsed;
  const v = parsed.values as CliValues;
  if (v.help) return { stdout: helpText(), stderr: '', code: 0 };
  if (v.version) return { stdout: `${TOOL_VERSION}\n`, stderr: '', code: 0 };
  const format = (v.format ?? 'text') as Format;
  if (!FORMATS.includes(format)) {
    return usage(`--format: ${JSON.stringify(v.format)} is not accepted; use one of ${FORMATS.join(', ')}.${didYouMean(String(v.format), FORMATS)}`);
  }
  for (const name of ['require-https', 'check-pages', 'check-unlisted'] as const) {
    if (v[name] && v[`no-${name}`]) return usage(`--${name} and --no-${name} contradict each other.`);
  }
  if (v['no-config'] && v.config !== undefined) return usage('--config and --no-config contradict each other; give one.');
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
  const hostFile = hostThatIsAFile(v.host ?? [], cwd);
  if (hostFile !== undefined) return usage(hostFile);
  // `-` is standard input, read once; the other paths are searched.
  const stdinCount = parsed.positionals.filter((p) => p === '-').length;
  const paths = parsed.positionals.filter((p) => p !== '-');
  if (stdinCount > 1) return usage('- (standard input) is given more than once; it can be read once.');
  if (v['stdin-name'] !== undefined && stdinCount === 0) return usage('--stdin-name names standard input, which is read only when - is among the paths (cat sitemap.xml | sitemap-contract -).');
  const stdinName = v['stdin-name']?.trim() || STDIN_NAME;
  if (stdinCount > 0) {
    if (context.stdin === undefined || context.stdinIsTty) return usage('- reads standard input, which is a terminal here; pipe a sitemap into it (cat sitemap.xml | sitemap-contract -).');
    if (v.shard !== undefined) return usage('--shard splits files by path; standard input (-) is no share of a split run. Leave out one of them.');
    if (paths.some((p) => p.trim().replace(/\\/g, '/').replace(/^\.\//, '') === stdinName)) return usage(`--stdin-name: ${JSON.stringify(stdinName)} is also a path given; name standard input otherwise.`);
  }
  // A sharded run's reports are merged, and merge takes paths inside the workspace only.
  if (v.shard !== undefined) {
    const away = paths.find((p) => {
      const rel = path.relative(cwd, path.resolve(cwd, p.trim()));
      return rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel);
    });
    if (away !== undefined) return usage(`--shard: ${JSON.stringify(away)} is outside the working directory, and merge reads reports of files inside it only; give --cwd a folder that holds it.`);
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
    'check-pages': v['check-pages'] ? 'true' : v['no-check-pages'] ? 'false' : undefined,
    hosting: v.hosting,
    'check-unlisted': v['check-unlisted'] ? 'true' : v['no-check-unlisted'] ? 'false' : undefined,
    'fail-on': v['fail-on'],
    config: v.config,
    now: v.now,
    shard: v.shard,
    baseline: v.baseline,
    'write-baseline': v['write-baseline'],
    'compare-to': v['compare-to'],
    'max-removed': v['max-removed'],
    paths: paths.length > 0 ? paths.join('\n') : undefined,
  };
  let threads: number | undefined;
  if (v.threads !== undefined) {
    threads = /^\d{1,3}$/.test(v.threads) ? Number(v.threads) : NaN;
    if (!isThreadCount(threads)) return usage(`--threads: ${JSON.stringify(v.threads)} is not accepted; use a whole number from 1 to ${MAX_THREADS}.`);
  }
  let settings;
  try {
    settings = await resolveSettings(raw, cwd, { configAnywhere: true, noConfig: v['no-config'] === true, pathsOutside: true });
  } catch (e) {
    // A fault of the config file is no matter of the flags: the settings' page is named instead.
    if (e instanceof ConfigFileError) return { stdout: '', stderr: `${TOOL_NAME}: ${neutralise(e.message)}\nThe settings of a config file: ${CONFIGURATION_DOCS}\n`, code: 2 };
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
    // With - alone, the config file's paths are not searched: the command line named what to check.
    if (stdinCount > 0 && paths.length === 0) options.patterns = [];
    if (paths.length > 0) options.namedOutside = true;
    if (stdinCount > 0) options.streams = [{ path: stdinName, source: context.stdin! }];
    if (settings.shard) options.shard = settings.shard;
    if (settings.compareTo !== undefined) options.compareTo = settings.compareTo;
    if (settings.maxRemoved !== undefined) options.maxRemoved = settings.maxRemoved;
    const triage = runTriage(settings, cwd, v.baseline !== undefined);
    if (triage) options.triage = triage;
    if (context.workerScript !== undefined && threads !== 1) {
      options.workers = threads === undefined ? { script: context.workerScript } : { script: context.workerScript, size: threads };
    }
    run = await checkWorkspace(options);
  } catch (e) {
    // A fault of the config file is no matter of the flags: the settings' page is named instead.
    if (e instanceof ConfigFileError) return { stdout: '', stderr: `${TOOL_NAME}: ${neutralise(e.message)}\nThe settings of a config file: ${CONFIGURATION_DOCS}\n`, code: 2 };
    if (e instanceof PolicyError) return usage(settingMessage(e));
    throw e;
  }
  if (run.files.length === 0 && !run.shard && stdinCount === 0) {
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
  // --quiet: the output shows the findings that fail the run only; the verdict and exit code are the run's.
  const shown = v.quiet ? failingOnly(run) : run;
  const color = v['no-color'] ? false : v.color ? true : isTty && env.NO_COLOR === undefined && v.output === undefined;
  // To a file or a stream the report goes whole, piece by piece; as a string the text is cut.
  const whole = v.output !== undefined || context.stdout !== undefined;
  const out = await reportChunks(format, shown, { color, maxChars: context.maxReportChars, whole }, settings.configFile ? { config: settings.configFile } : {});
  // A config file that changes severities says so (a pull request's `xml-not-well-formed: off`
  // would otherwise pass without a trace).
  const configNote = settings.configFile && settings.configFile.changes.length > 0 && !v.quiet ? `${TOOL_NAME}: ${neutralise(configLine(settings.configFile))}\n` : '';
  // The report files a config file names are written as the action writes them, besides the
  // output of --format.
  const tool = { name: TOOL_NAME, version: TOOL_VERSION };
  const sarif = settings.sarifFile ? await import('../report/sarif.js') : undefined;
  const reports: Array<[string, string | undefined, () => string | Iterable<string>]> = [
    ['report-file', settings.reportFile, () => jsonChunks(buildJsonReport(run, tool))],
    ['sarif-file', settings.sarifFile, () => sarif!.sarifChunks(sarif!.buildSarif(run, tool))],
    ['write-baseline', settings.writeBaseline, () => renderBaseline(options.triage!.baselineOf(), tool)],
  ];
  // A report file that cannot be written does not hide the result: it is printed all the same,
  // and the exit code says the configuration is at fault.
  const failures: string[] = [];
  const written: string[] = [];
  for (const [input, name, render] of reports) {
    if (!name) continue;
    try {
      writeReportFile(cwd, path.resolve(cwd, name), render(), input, run.files.map((f) => f.path));
      if (input === 'write-baseline') written.push(`${TOOL_NAME}: ${neutralise(baselineWritten(name, options.triage!.baselineOf(), '--baseline'))}\n`);
    } catch (e) {
      failures.push(`${TOOL_NAME}: ${neutralise(writeFailure(input, name, e))}\n`);
    }
  }
  let stdout = '';
  if (v.output !== undefined) {
    try {
      writeOutputFile(cwd, path.resolve(cwd, v.output), out);
    } catch (e) {
      const failed = usage(outputFailure(v.output, e));
      return { ...failed, stderr: failures.join('') + failed.stderr };
    }
  } else {
    const printed = deliver(out, context.stdout, context.maxReportChars);
    if ('code' in printed) return { ...printed, stderr: configNote + failures.join('') + printed.stderr };
    stdout = printed.stdout;
  }
  // With the report in a file, a failing run says so in one line on stderr (a passing one is quiet).
  const verdict = v.output === undefined || run.passed ? '' : `${TOOL_NAME}: ${totalsLine(run)}; failed (the report is in ${neutralise(v.output)}).\n`;
  return { stdout, stderr: configNote + written.join('') + failures.join('') + verdict, code: failures.length > 0 ? 2 : run.passed ? 0 : 1 };
}
