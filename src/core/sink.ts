/**
 * Collects the findings of one document, applying the policy's severities (a rule set to `off`
 * is dropped here, so checks may report unconditionally).
 */
import type { Policy } from './policy.js';
import type { Finding, Severity } from './types.js';

/** Findings of one document, in the order they were found. */
export class FindingSink {
  readonly findings: Finding[] = [];
  private readonly severities: Record<string, string>;

  constructor(policy: Policy) {
    this.severities = policy.severities;
  }

  /** True when `rule` is reported under the policy (its severity is not `off`). */
  on(rule: string): boolean {
    const s = this.severities[rule];
    return s !== undefined && s !== 'off';
  }

  /**
   * Records a finding of `rule` at a 1-based line and column (omit both for a file-level
   * finding). Throws on a rule id missing from the catalog: that is a bug, not bad input.
   */
  add(rule: string, message: string, line?: number, column?: number): void {
    const severity = this.severities[rule];
    if (severity === undefined) throw new Error(`unknown rule id ${rule}`);
    if (severity === 'off') return;
    const finding: Finding = { rule, severity: severity as Severity, message };
    if (line !== undefined && column !== undefined) {
      finding.line = line;
      finding.column = column;
    }
    this.findings.push(finding);
  }

  /** The findings sorted by position, file-level findings first; ties keep their order. */
  sorted(): Finding[] {
    return this.findings
      .map((f, i) => ({ f, i }))
      .sort((a, b) => (a.f.line ?? 0) - (b.f.line ?? 0) || (a.f.column ?? 0) - (b.f.column ?? 0) || a.i - b.i)
      .map((x) => x.f);
  }
}
