/**
 * The GitHub adapter: action inputs -> settings -> engine -> annotations, job summary, outputs
 * and the step's verdict. Untrusted text (file names, sitemap content) reaches the log only as
 * neutralised annotation data (escaped once more by @actions/core) or through the neutralised
 * text report, and the summary only HTML-escaped.
 */
import * as core from '@actions/core';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PolicyError, resolvePolicy } from '../core/policy.js';
import { checkWorkspace } from '../core/run.js';
import { resolveSettings, SETTING_KEYS, type RawSettings } from '../core/settings.js';
import { TOOL_NAME, TOOL_VERSION } from '../core/version.js';
import { buildAnnotations, type Annotation } from '../report/annotations.js';
import { buildJsonReport, renderJson } from '../report/json.js';
import { neutralise } from '../report/neutralise.js';
import { renderSummary } from '../report/summary.js';
import { renderText } from '../report/text.js';

function annotate(a: Annotation): void {
  const props: core.AnnotationProperties = { title: a.title };
  if (a.file !== undefined) props.file = a.file;
  if (a.line !== undefined) props.startLine = a.line;
  if (a.column !== undefined) props.startColumn = a.column;
  if (a.severity === 'error') core.error(a.message, props);
  else if (a.severity === 'warning') core.warning(a.message, props);
  else core.notice(a.message, props);
}

/** Runs the action in the current process environment. Resolves when done; never throws. */
export async function runAction(): Promise<void> {
  const started = Date.now();
  try {
    const workspace = path.resolve(process.env.GITHUB_WORKSPACE ?? process.cwd());
    const raw: RawSettings = {};
    for (const key of SETTING_KEYS) raw[key] = core.getInput(key);
    let settings;
    try {
      settings = resolveSettings(raw, workspace);
      resolvePolicy(settings.policy); // validate every value before any file is read
    } catch (e) {
      if (e instanceof PolicyError) {
        core.setFailed(`Input ${neutralise(e.message)}`);
        return;
      }
      throw e;
    }
    const run = await checkWorkspace({ cwd: workspace, patterns: settings.paths, policy: settings.policy });
    core.debug(`checked ${run.files.length} files in ${Date.now() - started} ms`);
    if (run.files.length === 0) {
      core.setFailed(`No files matched the paths input (${neutralise(settings.paths.join(', ') || 'the default patterns')}); check the paths or the checkout.`);
      return;
    }
    // The log: the plain-text report (neutralised), then the annotations.
    core.info(renderText(run).trimEnd());
    const set = buildAnnotations(run, run.policy.maxAnnotations);
    for (const a of set.annotations) annotate(a);
    if (set.overflowNotice) annotate(set.overflowNotice);

    const t = run.totals;
    core.setOutput('files', String(t.files));
    core.setOutput('urls', String(t.entries));
    core.setOutput('errors', String(t.errors));
    core.setOutput('warnings', String(t.warnings));
    core.setOutput('notices', String(t.notices));
    core.setOutput('passed', String(run.passed));
    if (settings.reportFile) {
      const file = path.resolve(workspace, settings.reportFile);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, renderJson(buildJsonReport(run, { name: TOOL_NAME, version: TOOL_VERSION })));
      core.setOutput('report-file', file);
    }
    if (process.env.GITHUB_STEP_SUMMARY) {
      await core.summary.addRaw(renderSummary(run), true).write();
    }
    core.debug(`done in ${Date.now() - started} ms`);
    if (!run.passed) {
      const parts = [`${t.errors} error${t.errors === 1 ? '' : 's'}`, `${t.warnings} warning${t.warnings === 1 ? '' : 's'}`];
      core.setFailed(`Sitemap contract failed (fail-on: ${run.policy.failOn}): ${parts.join(', ')} in ${t.files} file${t.files === 1 ? '' : 's'}.`);
    }
  } catch (e) {
    core.setFailed(`${TOOL_NAME} internal error: ${neutralise(String((e as Error)?.stack ?? e))}`);
  }
}
