/**
 * Findings as pull-request annotations (INTERFACE.md "Annotations"): one per finding up to a
 * cap per severity, most severe first, with one notice for the rest. The action hands the list
 * to its annotation API; the CLI (`--format github`) prints it as workflow commands.
 */
import type { RunResult } from '../core/run/run-types.js';
import { escapeCommandData, escapeCommandProperty, neutralise, neutraliseName, NEUTRALISE_LIMIT } from './neutralise.js';
import { compareText, comparePosition, plural, SEVERITY_ORDER } from './order.js';
import { SEVERITY_RANK } from '../core/policy/policy.js';
import { isRuleId, ruleDocsUrl } from '../core/policy/rules.js';
import type { FileResult, Finding, Severity } from '../core/types.js';
import { joinChunks, MAX_REPORT_CHARS } from './stream.js';

/** One annotation. Every text field is already `neutralise`d (one line, no leading `::`). */
export interface Annotation {
  severity: Severity;
  /**
   * The annotated file, relative to the workspace with `/` separators. Absent only for the
   * run-level overflow notice, which belongs to no file.
   */
  file?: string;
  /** 1-based line; absent for file-level findings. */
  line?: number;
  /** 1-based column (Unicode characters); absent for file-level findings. */
  column?: number;
  /** The rule id (for the overflow notice: `max-annotations`). */
  title: string;
  /** The finding's message, then, for a rule of the catalogue, a space and the URL of its page (`ruleDocsUrl`). */
  message: string;
}

/** The annotations of a run, as built by `buildAnnotations`. */
export interface AnnotationSet {
  /** Annotations in report order: errors, then warnings, then notices; each by path, then position. */
  annotations: Annotation[];
  /**
   * Number of findings not annotated once the per-severity cap was reached, from the run's totals
   * (findings past a file's own cap count too); 0 when the cap was not reached.
   */
  omitted: number;
  /**
   * Present when `omitted > 0`: a notice (no file) saying how many findings are not annotated and
   * where they are listed; also when a cap above GITHUB_ANNOTATIONS_PER_KIND annotates more of a
   * kind than GitHub shows, saying so.
   */
  overflowNotice?: Annotation;
}

/** Title of the overflow notice: the input that raises the cap. */
export const OVERFLOW_TITLE = 'max-annotations';

interface Located {
  file: FileResult;
  finding: Finding;
}

/**
 * The message of a finding's annotation: the finding's message, neutralised, then the URL of the
 * rule's page (`ruleDocsUrl`) when the rule is one of the catalogue, so that the reader of a pull
 * request finds the rule's fix and reasons one click away. At most NEUTRALISE_LIMIT characters:
 * a long message is cut (with `…`) before the URL, never the URL.
 */
export function annotationMessage(finding: Pick<Finding, 'rule' | 'message'>): string {
  if (!isRuleId(finding.rule)) return neutralise(finding.message);
  const url = ruleDocsUrl(finding.rule);
  // Within NEUTRALISE_LIMIT in all, so that neutralising the annotation again keeps the URL.
  return `${neutralise(finding.message, NEUTRALISE_LIMIT - url.length - 1)} ${url}`;
}

function toAnnotation({ file, finding }: Located): Annotation {
  const positioned = finding.line !== undefined;
  // Fixed key order, so serialised annotations are deterministic.
  return {
    severity: finding.severity,
    file: neutraliseName(file.path),
    ...(positioned ? { line: finding.line } : {}),
    ...(positioned && finding.column !== undefined ? { column: finding.column } : {}),
    title: neutralise(finding.rule),
    message: annotationMessage(finding),
  };
}

/**
 * Annotations of each kind (error, warning, notice) GitHub shows per step; later ones are dropped
 * (actions/toolkit, docs/problem-matchers.md, "Limitations").
 */
export const GITHUB_ANNOTATIONS_PER_KIND = 10;

/**
 * Builds one annotation per finding of `run` (but none for the findings a baseline accepts), at most `maxPerSeverity` per severity
 * (a negative or fractional cap counts as its floor, at least 0; `Infinity` means no cap).
 * `reserved`: annotations of each severity the caller writes besides these (the action: a notice
 * per note of the run, an error for the step's failure). With a cap of at most
 * GITHUB_ANNOTATIONS_PER_KIND, the findings of a severity get at most that many less the reserved
 * ones, and the overflow notice, when there is one, takes a notice too, so that GitHub drops none
 * of them; a larger cap is the caller's choice and is kept.
 * Order: errors, then warnings, then notices; within a severity by file path (UTF-16 code
 * units), then by position with file-level findings first. When a severity has more findings
 * than the cap, the first finding of each file is annotated first, then the first of each rule in
 * each file, then the others in that order, so that one file or rule cannot use up the annotations. File names, rule ids and messages
 * are `neutralise`d. When findings are left out, `overflowNotice` says how many, per severity
 * (from the run's totals, so findings past a file's cap count too), and where they are listed.
 */
export function buildAnnotations(run: RunResult, maxPerSeverity: number, reserved: Partial<Record<Severity, number>> = {}): AnnotationSet {
  const cap = Number.isNaN(maxPerSeverity) ? 0 : Math.max(0, Math.floor(maxPerSeverity));
  const all: Located[] = [];
  // Findings a baseline accepts are not annotated (the job summary counts them).
  for (const file of run.files) for (const finding of file.findings) if (finding.baselineState !== 'unchanged') all.push({ file, finding });
  const total: Record<Severity, number> = { error: run.totals.errors, warning: run.totals.warnings, notice: run.totals.notices };
  for (const file of run.files) {
    if (!file.accepted) continue;
    total.error -= file.accepted.errors;
    total.warning -= file.accepted.warnings;
    total.notice -= file.accepted.notices;
  }
  const listed: Record<Severity, number> = { error: 0, warning: 0, notice: 0 };
  for (const { finding } of all) listed[finding.severity] += 1;
  const room: Record<Severity, number> = { error: 0, warning: 0, notice: 0 };
  const shownByGitHub = (s: Severity, extra: number): number => Math.max(0, GITHUB_ANNOTATIONS_PER_KIND - Math.max(0, Math.floor(reserved[s] ?? 0)) - extra);
  for (const s of SEVERITY_ORDER) room[s] = cap > GITHUB_ANNOTATIONS_PER_KIND ? cap : Math.min(cap, shownByGitHub(s, 0));
  // Findings left out need the overflow notice, which GitHub counts as a notice too (fewer
  // notices can only leave more out).
  if (cap <= GITHUB_ANNOTATIONS_PER_KIND && SEVERITY_ORDER.some((s) => listed[s] > room[s])) room.notice = Math.min(room.notice, shownByGitHub('notice', 1));
  all.sort(
    (a, b) =>
      SEVERITY_RANK[a.finding.severity] - SEVERITY_RANK[b.finding.severity] ||
      compareText(a.file.path, b.file.path) ||
      comparePosition(a.finding, b.finding),
  );

  // Per severity, when the cap bites: first the first finding of each file, then the first of each
  // rule in each file (so one noisy file or rule does not hide the others), then the rest in order.
  const chosen = new Array<boolean>(all.length).fill(false);
  const shown: Record<Severity, number> = { error: 0, warning: 0, notice: 0 };
  const left: Record<Severity, number> = { error: 0, warning: 0, notice: 0 };
  for (let start = 0; start < all.length; ) {
    const severity = all[start]!.finding.severity;
    let end = start;
    while (end < all.length && all[end]!.finding.severity === severity) end++;
    const cap = room[severity];
    if (end - start <= cap) {
      chosen.fill(true, start, end);
      shown[severity] = end - start;
    } else {
      // First one finding per file, then the first of each rule in each file.
      const files = new Set<string>();
      for (let i = start; i < end && shown[severity] < cap; i++) {
        if (files.has(all[i]!.file.path)) continue;
        files.add(all[i]!.file.path);
        chosen[i] = true;
        shown[severity] += 1;
      }
      const seen = new Set<string>();
      for (let i = start; i < end && shown[severity] < cap; i++) {
        const key = `${all[i]!.file.path}\u0000${all[i]!.finding.rule}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (chosen[i]) continue;
        chosen[i] = true;
        shown[severity] += 1;
      }
      for (let i = start; i < end && shown[severity] < cap; i++) {
        if (chosen[i]) continue;
        chosen[i] = true;
        shown[severity] += 1;
      }
      left[severity] = end - start - shown[severity];
    }
    start = end;
  }
  const annotations: Annotation[] = [];
  for (let i = 0; i < all.length; i++) if (chosen[i]) annotations.push(toAnnotation(all[i]!));

  // With a cap above GitHub's, the annotations past the 10th of a kind (the step's own counted)
  // are written but not shown: the notice says so, even when none is left out. The notice itself
  // is counted only when it is written anyway: 10 notices alone need no notice, which would
  // push the 10th out of sight.
  const hiddenKinds = (notice: number): Severity[] =>
    cap > GITHUB_ANNOTATIONS_PER_KIND
      ? SEVERITY_ORDER.filter((s) => shown[s] + Math.max(0, Math.floor(reserved[s] ?? 0)) + (s === 'notice' ? notice : 0) > GITHUB_ANNOTATIONS_PER_KIND)
      : [];
  if (left.error + left.warning + left.notice === 0 && hiddenKinds(0).length === 0) return { annotations, omitted: 0 };
  const hidden = hiddenKinds(1);
  const where = 'The log lists the findings kept for each file, and the job summary as many as fit.';
  const notShown =
    hidden.length === 0
      ? ''
      : `GitHub shows ${GITHUB_ANNOTATIONS_PER_KIND} annotations of each kind per step: of the ${hidden
          .map((s) => plural(shown[s], s))
          .join(' and ')} annotated (max-annotations: ${cap}), those past the ${GITHUB_ANNOTATIONS_PER_KIND}th of each kind${
          SEVERITY_ORDER.some((s) => (reserved[s] ?? 0) > 0) ? ", the step's own annotations counted," : ''
        } are not shown. `;
  if (left.error + left.warning + left.notice === 0) {
    return { annotations, omitted: 0, overflowNotice: { severity: 'notice', title: OVERFLOW_TITLE, message: notShown + where } };
  }
  // The notice counts exactly: a file's list stops at the per-file cap (its findings-capped
  // notice says so), its counts do not.
  for (const s of SEVERITY_ORDER) left[s] = Math.max(left[s], total[s] - shown[s]);
  const omitted = left.error + left.warning + left.notice;
  const parts = SEVERITY_ORDER.filter((s) => left[s] > 0).map((s) => plural(left[s], s));
  const overflowNotice: Annotation = {
    severity: 'notice',
    title: OVERFLOW_TITLE,
    message:
      `${plural(omitted, 'more finding')} (${parts.join(', ')}) ${omitted === 1 ? 'is' : 'are'} not annotated: ` +
      `at most ${cap} annotation${cap === 1 ? '' : 's'} per severity ${cap === 1 ? 'is' : 'are'} shown (max-annotations)${
        SEVERITY_ORDER.some((s) => room[s] < Math.min(cap, listed[s])) && cap <= GITHUB_ANNOTATIONS_PER_KIND
          ? `, and GitHub shows ${GITHUB_ANNOTATIONS_PER_KIND} of each kind per step, this notice${SEVERITY_ORDER.some((s) => (reserved[s] ?? 0) > 0) ? " and the step's own annotations" : ''} among them`
          : ''
      }. ` +
      notShown +
      where,
  };
  return { annotations, omitted, overflowNotice };
}

function commandLine(a: Annotation): string {
  const props: string[] = [];
  if (a.file !== undefined && a.file !== '') {
    props.push(`file=${escapeCommandProperty(neutraliseName(a.file))}`);
    if (a.line !== undefined) {
      props.push(`line=${Math.floor(a.line)}`);
      if (a.column !== undefined) props.push(`col=${Math.floor(a.column)}`);
    }
  }
  if (a.title !== '') props.push(`title=${escapeCommandProperty(neutralise(a.title))}`);
  const severity: Severity = a.severity === 'error' || a.severity === 'warning' ? a.severity : 'notice';
  return `::${severity}${props.length > 0 ? ` ${props.join(',')}` : ''}::${escapeCommandData(neutralise(a.message))}\n`;
}

/** Notes of a run written as annotations at most (see noteAnnotations). */
export const MAX_NOTE_ANNOTATIONS = 4;

/**
 * The notes of a run as they are annotated: all of them, or the first MAX_NOTE_ANNOTATIONS - 1 and
 * one that counts the rest and says where they are (`where`, e.g. "in the log above").
 */
export function noteAnnotations(notes: readonly string[], where: string): string[] {
  if (notes.length <= MAX_NOTE_ANNOTATIONS) return [...notes];
  const rest = notes.length - (MAX_NOTE_ANNOTATIONS - 1);
  return [...notes.slice(0, MAX_NOTE_ANNOTATIONS - 1), `${rest} more notes of the run are ${where}.`];
}

/**
 * The notes of a run (globs that matched nothing, shard and site notes) as notice commands,
 * `::notice title=note::text`, one line each, neutralised and encoded as annotations are.
 */
export function renderNoteCommands(notes: readonly string[]): string {
  let out = '';
  for (const note of notes) out += commandLine({ severity: 'notice', title: 'note', message: note });
  return out;
}

/**
 * Renders annotations as GitHub workflow commands, one line each (ending in `\n`), the
 * overflow notice first, e.g.
 * `::error file=public/sitemap.xml,line=7,col=5,title=loc-host::message`.
 * File-level annotations have no `line`/`col`; the overflow notice has no `file`.
 * Every text is `neutralise`d again (harmless on already neutral text) and then encoded with
 * `escapeCommandProperty` / `escapeCommandData`, so each annotation is exactly one command
 * line whatever the sitemap or file name holds. Returns `''` when there is nothing to report.
 *
 * @throws ReportTooLargeError (./stream.ts) past `maxChars` UTF-16 code units (default
 *   MAX_REPORT_CHARS, 2^28; a cut would drop commands silently): write workflowCommandChunks instead.
 */
export function renderWorkflowCommands(result: { annotations: readonly Annotation[]; overflowNotice?: Annotation }, maxChars: number = MAX_REPORT_CHARS): string {
  return joinChunks(workflowCommandChunks(result), 'list of workflow commands', maxChars);
}

/**
 * The workflow commands of renderWorkflowCommands as pieces, one command line each, for a
 * max-annotations so high that the lines do not fit in one string: write them to a stream.
 */
export function* workflowCommandChunks(result: { annotations: readonly Annotation[]; overflowNotice?: Annotation }): Generator<string> {
  // The overflow notice first: with a max-annotations above GitHub's 10 per kind, notices after
  // the 10th are not shown, and this one says so.
  if (result.overflowNotice) yield commandLine(result.overflowNotice);
  for (const a of result.annotations) yield commandLine(a);
}
