/**
 * The "Baseline" section of the job summary: what a run with a baseline or an ignore list did
 * with them (new, unchanged and fixed findings; each ignore entry with its reason and count).
 */
import type { RunResult } from '../core/run/run-types.js';
import type { FileResult } from '../core/types.js';
import { escapeHtml, neutralise } from './neutralise.js';
import { plural } from './order.js';
import { thousands } from '../core/text.js';

/** Fixed entries and ignore entries listed in the section at most (the JSON report has them all). */
export const BASELINE_LISTED = 20;

/** Characters of a reason or value shown at most. */
const SHOWN = 200;

function text(s: string): string {
  const t = s.length > SHOWN ? `${s.slice(0, SHOWN)}…` : s;
  return escapeHtml(neutralise(t));
}

function n(k: number): string {
  return thousands(k);
}

/**
 * The section (Markdown and HTML, ending in a blank line), or '' for a run without a baseline or
 * an ignore list. Every value read from the baseline or the config file is neutralised and
 * escaped; at most BASELINE_LISTED fixed entries and ignore entries are listed, so the section
 * stays under about 20 KB.
 */
export function renderBaselineSection(run: RunResult): string {
  const b = run.baseline;
  if (!b) return '';
  let out = '### Baseline\n\n';
  if (b.file !== undefined) {
    out +=
      `<p>Baseline <code>${text(b.file)}</code>: <b>${n(b.new)} new</b> (only these count for the verdict), ` +
      `${n(b.unchanged)} unchanged (accepted, not annotated), ${n(b.fixed)} fixed since the baseline.</p>\n\n`;
    if (b.fixed > 0) {
      out += `<details><summary>${plural(b.fixed, 'finding')} of the baseline ${b.fixed === 1 ? 'is' : 'are'} fixed: remove ${b.fixed === 1 ? 'its entry' : 'their entries'} from ${text(b.file)}, or write it again (the <code>write-baseline</code> input, or <code>--write-baseline</code>)</summary>\n\n<ul>\n`;
      for (const e of b.fixedEntries.slice(0, BASELINE_LISTED)) {
        out += `<li><code>${text(e.rule)}</code> in <code>${text(e.path)}</code>: <code>${text(e.value)}</code>${e.count > 1 ? ` (${n(e.count)})` : ''}</li>\n`;
      }
      if (b.fixedEntries.length > BASELINE_LISTED) out += `<li>… and more: see the JSON report (baseline.fixedEntries).</li>\n`;
      out += '</ul>\n</details>\n\n';
    }
  }
  if (b.ignored.length > 0) {
    const total = b.ignored.reduce((sum, e) => sum + e.count, 0);
    out += `<p>${plural(total, 'finding')} ignored by the ignore list of the config file (not in the totals):</p>\n\n`;
    out += '<table>\n<tr><th>Rule</th><th>Path</th><th>Value</th><th>Reason</th><th>Findings</th></tr>\n';
    for (const e of b.ignored.slice(0, BASELINE_LISTED)) {
      out += `<tr><td><code>${text(e.rule)}</code></td><td>${e.path === undefined ? 'any' : `<code>${text(e.path)}</code>`}</td><td>${e.value === undefined ? 'any' : `<code>${text(e.value)}</code>`}</td><td>${text(e.reason)}</td><td>${n(e.count)}</td></tr>\n`;
    }
    out += '</table>\n\n';
    if (b.ignored.length > BASELINE_LISTED) out += `<p>… and ${n(b.ignored.length - BASELINE_LISTED)} more ignore entries: see the JSON report (baseline.ignored).</p>\n\n`;
  }
  return out;
}

/** A file's result without the findings a baseline accepts (they are counted in the Baseline section, not listed). */
export function withoutAccepted(file: FileResult): FileResult {
  return file.accepted ? { ...file, findings: file.findings.filter((f) => f.baselineState !== 'unchanged') } : file;
}

/** Findings a baseline accepted over the run. */
export function acceptedCount(run: RunResult): number {
  return run.baseline?.unchanged ?? 0;
}
