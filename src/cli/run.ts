/**
 * The command-line adapter: argv -> settings -> engine -> report -> exit code. Pure of process
 * state: `runCli` returns what to print, and ./main.ts prints it.
 * Exit codes: 0 passed, 1 findings at or above `--fail-on`, 2 usage or configuration error.
 */
import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PolicyError } from '../core/policy.js';
import { RULES } from '../core/rules.js';
import { checkWorkspace } from '../core/run.js';
import { ConfigFileError, resolveSettings, settingOf, type RawSettings } from '../core/settings.js';
import { TOOL_NAME, TOOL_VERSION } from '../core/version.js';
import { buildAnnotations, renderWorkflowCommands } from '../report/annotations.js';
import { buildJsonReport, renderJson } from '../report/json.js';
import { neutralise } from '../report/neutralise.js';
import { buildSarif, renderSarif } from '../report/sarif.js';
import { renderText } from '../report/text.js';

const FORMATS = ['text', 'json', 'sarif', 'github'] as const;
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

Checks sitemap files (urlset, sitemap index, .xml.gz, .txt, robots.txt) against the
sitemaps.org protocol and a policy. Paths are globs (a leading ! excludes), folders
(searched with the default patterns) or files, relative to the working directory.
Default: **/sitemap*.xml **/sitemap*.xml.gz **/sitemap*.txt **/robots.txt
(node_modules and .git are never searched).

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
  --config FILE          YAML settings file (default: .sitemap-contract.yml if present)
  --now DATETIME         the clock for lastmod-future, e.g. 2026-01-31T12:00:00Z
  --base-url URL         public URL at which --site-dir is served, e.g.
                         https://www.example.org/; turns on the site-level checks
                         (loc scope, index children and robots.txt sitemaps mapped
                         to files and checked too)
  --site-dir DIR         folder served at --base-url (default: the working directory)
  --check-pages          every loc under --base-url must map to a file in --site-dir
                         (page-missing)
  --format FORMAT        text (default), json, sarif (SARIF 2.1.0) or github
                         (workflow commands)
  --output FILE          write the report to FILE instead of stdout
  --cwd DIR              the workspace (default: the current directory)
  --color, --no-color    force colours on or off (default: on for a terminal)
  -h, --help             show this help
  -v, --version          show the version

Exit codes: 0 passed, 1 findings at or above --fail-on, 2 usage or configuration error.

Rules (default severity in the profiles protocol, google, strict; - = off):
${rules.join('\n')}
`;
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

function usage(message: string): CliOutcome {
  return { stdout: '', stderr: `${TOOL_NAME}: ${neutralise(message)}\nRun ${TOOL_NAME} --help for the options.\n`, code: 2 };
}

/** Runs the CLI on `argv` (without node and script). Never throws for user input. */
export async function runCli(argv: readonly string[], env: NodeJS.ProcessEnv = process.env, isTty = false): Promise<CliOutcome> {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (e) {
    return usage((e as Error).message);
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
  if (!statSync(cwd, { throwIfNoEntry: false })?.isDirectory()) {
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
    paths: parsed.positionals.length > 0 ? parsed.positionals.join('\n') : undefined,
  };
  let settings;
  try {
    settings = resolveSettings(raw, cwd);
  } catch (e) {
    if (e instanceof PolicyError) return usage(settingMessage(e));
    throw e;
  }
  let run;
  try {
    run = await checkWorkspace({ cwd, patterns: settings.paths, policy: settings.policy });
  } catch (e) {
    if (e instanceof PolicyError) return usage(settingMessage(e));
    throw e;
  }
  if (run.files.length === 0) {
    return usage(`no files matched ${settings.paths.length > 0 ? settings.paths.join(' ') : 'the default patterns'} under ${cwd}.`);
  }
  let out: string;
  if (format === 'json') out = renderJson(buildJsonReport(run, { name: TOOL_NAME, version: TOOL_VERSION }));
  else if (format === 'sarif') out = renderSarif(buildSarif(run, { name: TOOL_NAME, version: TOOL_VERSION }));
  else if (format === 'github') out = renderWorkflowCommands(buildAnnotations(run, Number.MAX_SAFE_INTEGER));
  else {
    const color = v['no-color'] ? false : v.color ? true : isTty && env.NO_COLOR === undefined && v.output === undefined;
    out = renderText(run, { color });
  }
  let stdout = out;
  if (v.output !== undefined) {
    try {
      writeFileSync(path.resolve(cwd, v.output), out);
    } catch (e) {
      return usage(`--output: cannot write ${JSON.stringify(v.output)} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}).`);
    }
    stdout = '';
  }
  return { stdout, stderr: '', code: run.passed ? 0 : 1 };
}
