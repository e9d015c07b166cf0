/**
 * The GitHub adapter: action inputs -> settings -> engine -> annotations, job summary, outputs
 * and the step's verdict. Untrusted text (file names, sitemap content) reaches the log only as
 * neutralised workflow commands (the same renderer as `--format github`, which also encodes
 * them for the runner) or through the neutralised text report, and the summary only
 * HTML-escaped.
 */
import * as core from '@actions/core';
import { accessSync, appendFileSync, constants as fsConstants, statSync } from 'node:fs';
import path from 'node:path';
import { PolicyError } from '../core/policy/policy.js';
import { reportFileRefusals, writeFailure, writeReportFile } from '../core/run/report-files.js';
import { checkWorkspace, type WorkspaceOptions } from '../core/run/run.js';
import { baselineWritten, renderBaseline, runTriage } from '../core/run/baseline.js';
import { didYouMean } from '../core/policy/nearest.js';
import { ConfigFileError, configLine, DEFAULT_CONFIG_FILE, resolveSettings, SETTING_KEYS, settingFaults, type RawSettings } from '../core/policy/settings.js';
import { TOOL_NAME, TOOL_VERSION } from '../core/version.js';
import { buildAnnotations, noteAnnotations, renderNoteCommands, workflowCommandChunks } from '../report/annotations.js';
import { buildJsonReport, jsonChunks } from '../report/json.js';
import { buildSarif, sarifChunks } from '../report/sarif.js';
import { writeChunks } from '../report/stream.js';
import { escapeHtml, neutralise } from '../report/neutralise.js';
import { renderSummary, sourceLinks } from '../report/summary.js';
import { textChunks } from '../report/text.js';
import { plural } from '../report/order.js';
import { thousands } from '../core/text.js';

/**
 * The action inputs as raw settings (an empty input counts as not given). Every input of
 * action.yml defaults to empty, because the runner passes a default exactly as if the workflow had
 * set it: a non-empty default would always override the config file.
 */
export function readInputs(getInput: (name: string) => string = (name) => core.getInput(name)): RawSettings {
  const raw: RawSettings = {};
  for (const key of SETTING_KEYS) raw[key] = getInput(key);
  return raw;
}

/** The values of the `config-from` input: the workspace's config file (the default), or none. */
const CONFIG_FROM = ['workspace', 'none'] as const;

/** Inputs of the action that are no setting (a config file cannot hold them): read by runAction itself. */
export const ACTION_INPUTS: readonly string[] = Object.freeze(['config-from']);

/**
 * With RUNNER_DEBUG=1, one `::debug::` line per phase: its name, counts and time. Never a file
 * name, a value or an environment variable: only numbers and fixed words.
 */
function phaseTimer(): (phase: string) => void {
  let last = Date.now();
  return (phase) => {
    const now = Date.now();
    if (core.isDebug()) core.debug(`timing: ${phase} in ${now - last} ms`);
    last = now;
  };
}

/** True once the job summary of the run was written (a later failure does not add its own). */
let summaryWritten = false;

/**
 * Fails the step with `message` (neutralised already), setting the `passed` output to false when
 * the runner lets it, and writes a job summary that says why: a step that fails before its check
 * (a bad input or config file, paths that match nothing) left the summary empty. `file`: the file
 * the message is about (the config file, relative to the workspace), where the annotation is
 * placed (a pull request that changes it shows the error on it).
 */
function fail(message: string, file?: string, line?: number): void {
  try {
    core.setOutput('passed', 'false');
  } catch {
    // The runner's output file is missing: the failure below still says what went wrong.
  }
  if (file === undefined) {
    core.setFailed(message);
  } else {
    process.exitCode = core.ExitCode.Failure;
    core.error(message, line === undefined ? { file: neutralise(file) } : { file: neutralise(file), startLine: line });
  }
  const summary = process.env.GITHUB_STEP_SUMMARY;
  if (summary && !summaryWritten) {
    summaryWritten = true;
    try {
      appendFileSync(summary, `## ${TOOL_NAME}: ❌ failed\n\n<p>${message.split('\n').map(escapeHtml).join('<br>\n')}</p>\n`);
    } catch {
      // The runner's file: the failure annotation and the log still say what went wrong.
    }
  }
}

/**
 * A failure of the runner's environment (a missing workspace or output file) in one line; else
 * undefined, and the error is an internal one.
 */
function environmentFault(e: unknown): string | undefined {
  const message = e instanceof Error ? e.message : String(e);
  if (/^Missing file at path: /.test(message)) {
    return `The runner's file for outputs or state is missing (${neutralise(message.replace(/^Missing file at path: /, ''))}); the step cannot write its outputs.`;
  }
  return undefined;
}

/** True when a runner file named by the environment is set but cannot be written (missing, a folder, read-only). */
function unwritable(file: string | undefined): boolean {
  if (!file) return false;
  try {
    if (!statSync(file).isFile()) return true;
    accessSync(file, fsConstants.W_OK);
    return false;
  } catch {
    return true;
  }
}

/** Runs the action in the current process environment. Resolves when done; never throws. */
export async function runAction(context: { workerScript?: string } = {}): Promise<void> {
  const started = Date.now();
  const timing = phaseTimer();
  try {
    const workspace = path.resolve(process.env.GITHUB_WORKSPACE ?? process.cwd());
    if (!statSync(workspace, { throwIfNoEntry: false })?.isDirectory()) {
      fail(`The workspace ${neutralise(workspace)} (GITHUB_WORKSPACE) is not a folder; check out the repository first (actions/checkout).`);
      return;
    }
    let settings;
    const inputs = readInputs();
    const configFrom = core.getInput('config-from').trim() || 'workspace';
    // Every bad input is named at once, not one per run of the workflow.
    const faults = settingFaults(inputs).map((e) => `Input ${neutralise(e.message)}`);
    if (configFrom !== 'workspace' && configFrom !== 'none') {
      faults.push(`Input config-from: ${neutralise(JSON.stringify(configFrom))} is not accepted; use workspace or none.${didYouMean(configFrom, CONFIG_FROM)}`);
    } else if (configFrom === 'none' && String(inputs.config ?? '').trim() !== '') {
      faults.push('Input config-from: none reads no config file, but the config input names one; leave config empty, or use config-from: workspace.');
    }
    if (faults.length > 0) {
      fail(faults.length === 1 ? faults[0]! : `${faults.length} inputs are not accepted:\n${faults.map((f) => `- ${f}`).join('\n')}`);
      return;
    }
    try {
      // Every value, the policy included, is validated before any file is read.
      settings = await resolveSettings(inputs, workspace, { noConfig: configFrom === 'none' });
    } catch (e) {
      if (e instanceof PolicyError) {
        // The error is placed on the config file when it is one of the repository's (a pull request
        // that changes it shows the error there); one outside the workspace is only named.
        const inside = e instanceof ConfigFileError && !path.isAbsolute(e.file) && !/^\.\.(?:[\\/]|$)/.test(e.file);
        if (e instanceof ConfigFileError) fail(`Config file ${neutralise(e.message)}`, inside ? e.file : undefined, e.line);
        else fail(`Input ${neutralise(e.message)}`);
        return;
      }
      throw e;
    }
    // A report file that would be refused fails the step now, as a bad input does, not after the check.
    const refusals = reportFileRefusals(workspace, [
      ['report-file', settings.reportFile],
      ['sarif-file', settings.sarifFile],
      ['write-baseline', settings.writeBaseline],
    ]);
    if (refusals.length > 0) {
      // A name the inputs do not give came from the config file.
      const config = String(inputs.config ?? '').trim() || DEFAULT_CONFIG_FILE;
      const fromInput = (r: string): boolean => String(inputs[r.startsWith('sarif-file') ? 'sarif-file' : r.startsWith('write-baseline') ? 'write-baseline' : 'report-file'] ?? '').trim() !== '';
      const message = refusals.map((r) => `${fromInput(r) ? 'Input' : `Config file ${config}:`} ${neutralise(r)}`).join(' ');
      // Placed on the config file when it alone named them, as its other errors are.
      const onConfig = !refusals.some(fromInput) && !path.isAbsolute(config) && !/^\.\.(?:[\\/]|$)/.test(config);
      fail(message, onConfig ? config : undefined);
      return;
    }
    // The config file in use, and every severity it changes: a pull request that turns a rule
    // off shows it in the log and the job summary.
    if (settings.configFile) core.info(`Config file: ${neutralise(configLine(settings.configFile))}.`);
    else core.info(configFrom === 'none' ? 'Config file: none (config-from: none).' : `Config file: none (no ${DEFAULT_CONFIG_FILE} in the workspace).`);
    timing('settings');
    let run;
    const options: WorkspaceOptions = { cwd: workspace, patterns: settings.paths, policy: settings.policy };
    try {
      if (settings.shard) options.shard = settings.shard;
      if (settings.compareTo !== undefined) options.compareTo = settings.compareTo;
      if (settings.maxRemoved !== undefined) options.maxRemoved = settings.maxRemoved;
      if (context.workerScript !== undefined) options.workers = { script: context.workerScript };
      // The baseline is read inside the workspace only (it comes with the checkout).
      const triage = runTriage(settings, workspace);
      if (triage) options.triage = triage;
      run = await checkWorkspace(options);
    } catch (e) {
      if (e instanceof PolicyError) {
        fail(`Input ${neutralise(e.message)}`);
        return;
      }
      throw e;
    }
    core.debug(`checked ${run.files.length} file${run.files.length === 1 ? '' : 's'} in ${Date.now() - started} ms`);
    timing(`discovery and checks (${run.files.length} files, ${run.totals.entries} entries)`);
    if (run.files.length === 0 && !run.shard) {
      // Paths given with no paths input came from the config file.
      const where = settings.paths.length > 0 && !String(inputs.paths ?? '').trim() ? 'the paths of the config file' : 'the paths input';
      fail(`No files matched ${where} (${neutralise(settings.paths.join(', ') || 'the default patterns')}); check the paths or the checkout.`);
      return;
    }
    const tool = { name: TOOL_NAME, version: TOOL_VERSION };
    // Written piece by piece (report/stream.ts): a report of any size fits in its file.
    const reports: Array<[string, string | undefined, () => string | Iterable<string>]> = [
      ['report-file', settings.reportFile, () => jsonChunks(buildJsonReport(run, tool))],
      ['sarif-file', settings.sarifFile, () => sarifChunks(buildSarif(run, tool))],
      ['write-baseline', settings.writeBaseline, () => renderBaseline(options.triage!.baselineOf(), tool)],
    ];
    // The report files first: one that cannot be written fails the step (`passed` and the job
    // summary say so too) with an error annotation of its own, which takes its room from the
    // findings' below; one that was written takes none.
    const failures: string[] = [];
    const checkedPaths = run.files.map((f) => f.path);
    let jsonReport = false;
    for (const [input, name, render] of reports) {
      if (!name) continue;
      const file = path.resolve(workspace, name);
      try {
        writeReportFile(workspace, file, render(), input, checkedPaths);
        // The baseline file is no output of INTERFACE.md: the step writes it where it was told.
        if (input !== 'write-baseline') core.setOutput(input, file);
        else core.info(neutralise(baselineWritten(name, options.triage!.baselineOf(), 'the baseline input')));
        if (input === 'report-file') jsonReport = true;
      } catch (e) {
        failures.push(neutralise(writeFailure(input, name, e)));
      }
    }
    timing('report files');
    // The log: the plain-text report (neutralised), then the annotations.
    // Line by line: the log of a run of any size is written whole (one string would pass V8's limit).
    writeChunks(process.stdout, textChunks(run));
    // GitHub shows 10 annotations of each kind per step: the notes (notices), the step's failure
    // and a report file that cannot be written (errors) are written too, so they take their room
    // from the findings'. Past MAX_NOTE_ANNOTATIONS notes, the last one says how many more the log has.
    const notes = noteAnnotations(run.notes, 'in the log above and in the job summary');
    // A runner file that cannot be written now will add a warning (the job summary) or an error
    // (the outputs) of its own later: their room is kept too.
    const summaryWarning = unwritable(process.env.GITHUB_STEP_SUMMARY) ? 1 : 0;
    const outputsError = unwritable(process.env.GITHUB_OUTPUT) ? 1 : 0;
    const set = buildAnnotations(run, run.policy.maxAnnotations, {
      notice: notes.length,
      warning: summaryWarning,
      error: (run.passed ? 0 : 1) + failures.length + outputsError,
    });
    // `::error file=…,line=…,col=…,title=rule::message`, as INTERFACE.md documents them.
    // The run's notes (a glob of the paths that matched nothing...) as notices, as the CLI's github format writes them.
    writeChunks(process.stdout, workflowCommandChunks(set));
    process.stdout.write(renderNoteCommands(notes));
    timing(`log and annotations (${set.annotations.length} annotations)`);

    const t = run.totals;
    const passed = run.passed && failures.length === 0;
    core.setOutput('files', String(t.files));
    core.setOutput('urls', String(t.entries));
    core.setOutput('errors', String(t.errors));
    core.setOutput('warnings', String(t.warnings));
    core.setOutput('notices', String(t.notices));
    core.setOutput('passed', String(passed));
    for (const failure of failures) core.setFailed(failure);
    if (process.env.GITHUB_STEP_SUMMARY) {
      try {
        const shown = failures.length === 0 ? run : { ...run, passed, notes: [...run.notes, ...failures.map((f) => `The step failed: ${f}`)] };
        // What the summary leaves out is in the step's log (the plain-text report), and in the JSON
        // report when one was written; a workflow has no CLI output.
        const elsewhere = jsonReport ? 'the step log and the JSON report (report-file)' : 'the step log';
        summaryWritten = true;
        // Each place links to the file at that line in the commit checked, when the runner's values
        // hold up (sourceLinks validates them; a fork's or a local run's odd values give no links).
        const links = sourceLinks({ server: process.env.GITHUB_SERVER_URL, repository: process.env.GITHUB_REPOSITORY, sha: process.env.GITHUB_SHA });
        await core.summary.addRaw(renderSummary(shown, { elsewhere, ...(links ? { links } : {}), ...(settings.configFile ? { config: settings.configFile } : {}) }), true).write();
      } catch (e) {
        // The runner's file: a failure is the runner's, not the sitemaps'; the log has the findings.
        core.warning(`The job summary could not be written (${neutralise((e as NodeJS.ErrnoException).code ?? (e as Error).message)}); the findings are in the log above.`);
      }
      timing('job summary');
    }
    core.debug(`done in ${Date.now() - started} ms`);
    if (!run.passed) {
      const parts = [plural(t.errors, 'error'), plural(t.warnings, 'warning')];
      // With a baseline, only the new findings failed the run.
      if (run.baseline?.file !== undefined) parts.push(`${thousands(run.baseline.new)} new (not in the baseline ${neutralise(run.baseline.file)})`);
      core.setFailed(`Sitemap contract failed (fail-on: ${run.policy.failOn}): ${parts.join(', ')} in ${plural(t.files, 'file')}.`);
    }
  } catch (e) {
    fail(environmentFault(e) ?? `${TOOL_NAME} internal error: ${neutralise(String((e as Error)?.stack ?? e))}`);
  }
}
