/**
 * Runs built by hand at any size, for the tests of reports too large for one string: `files`
 * files with `perFile` findings each (errors, warnings and notices in turn) and paths of
 * `pathChars` characters.
 */
import { failsRun, resolvePolicy } from '../../src/core/policy/policy.js';
import type { RunResult } from '../../src/core/run/run-types.js';
import type { FileResult, Finding, Severity } from '../../src/core/types.js';

const SEVERITIES: Severity[] = ['error', 'warning', 'notice'];

export function bigRun(files: number, perFile: number, pathChars: number, message = 'The loc is not under the allowed hosts; list only URLs of this site.'): RunResult {
  const policy = resolvePolicy({ now: new Date('2026-01-31T12:00:00Z') });
  const results: FileResult[] = [];
  const totals = { files, entries: 0, errors: 0, warnings: 0, notices: 0 };
  for (let i = 0; i < files; i++) {
    const name = `${String(i).padStart(4, '0')}-`;
    const path = `${name}${'d/'.repeat(Math.max(0, Math.floor((pathChars - name.length - 7) / 2)))}s.xml.gz`;
    const findings: Finding[] = [];
    for (let j = 0; j < perFile; j++) {
      const severity = SEVERITIES[j % 3]!;
      findings.push({ rule: 'loc-host', severity, message, line: j + 2, column: 3 });
      totals[severity === 'error' ? 'errors' : severity === 'warning' ? 'warnings' : 'notices'] += 1;
    }
    totals.entries += perFile;
    results.push({ path, kind: 'urlset', bytes: 6_900, entries: perFile, findings });
  }
  const passed = !results.some((f) => f.findings.some((x) => failsRun(x.severity, policy.failOn)));
  return { policy, files: results, totals, passed, notes: ['a note of the run'] };
}
