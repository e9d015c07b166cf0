/**
 * Deterministic ordering shared by the renderers: paths by UTF-16 code units (never by locale),
 * findings by position with file-level findings first.
 */
import { thousands } from '../core/text.js';
import type { FileResult, Finding, Severity } from '../core/types.js';

/** Compares two strings by UTF-16 code units, the same on every machine and locale. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Compares findings by position: file-level (no line) first, then line, then column (absent first). */
export function comparePosition(a: Finding, b: Finding): number {
  const la = a.line ?? 0;
  const lb = b.line ?? 0;
  if (la !== lb) return la - lb;
  return (a.column ?? 0) - (b.column ?? 0);
}

/** Files sorted by path (a new array; the run is not modified). */
export function sortedFiles(files: readonly FileResult[]): FileResult[] {
  return [...files].sort((a, b) => compareText(a.path, b.path));
}

/** Findings sorted by position (a new array; stable for findings at the same position). */
export function sortedFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort(comparePosition);
}

/** Severities in report order, most severe first. */
export const SEVERITY_ORDER: readonly Severity[] = ['error', 'warning', 'notice'];

/**
 * `1 error`, `2 warnings`, `50,000 entries`: a count (a comma between each group of three digits)
 * with its noun, in the plural (default: noun + `s`) unless the count is 1.
 */
export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${thousands(count)} ${count === 1 ? noun : pluralNoun}`;
}

/** Counts of findings per severity. */
export function countBySeverity(findings: readonly Finding[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, notice: 0 };
  for (const f of findings) counts[f.severity] += 1;
  return counts;
}
