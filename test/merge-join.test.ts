/**
 * merge joins the copies of one file that several shards reported (JoinedCopies): the result is
 * that of joining the copies two at a time, in report order, and the work is linear in the
 * findings of all copies, however many reports name the file.
 */
import { describe, expect, it } from 'vitest';
import { checkReport, JoinedCopies, mergeReports } from '../src/report/merge.js';
import { sortedFindings } from '../src/report/order.js';
import { findingCounts } from '../src/core/checks/sink.js';
import type { FileResult, Finding } from '../src/core/types.js';
import type { JsonReport } from '../src/report/json.js';

const POLICY = {
  profile: 'protocol',
  hosts: [],
  maxBytes: 52428800,
  maxUrls: 50000,
  requireHttps: false,
  lastmod: 'w3c',
  rules: {},
  failOn: 'error',
  siteDir: '.',
  checkPages: false,
} as unknown as JsonReport['policy'];

// The join of two copies as merge first wrote it, folded over the copies: the reference.
function key(f: Finding): string {
  return JSON.stringify([f.rule, f.severity, f.line ?? null, f.column ?? null, f.message]);
}
function total(f: FileResult): number {
  const c = f.counts ?? findingCounts(f.findings);
  return c.errors + c.warnings + c.notices;
}
const NAMED = / is also listed in "(.*)" on line (\d+); /;
function compareNamed(a: string, b: string): number {
  const x = NAMED.exec(a);
  const y = NAMED.exec(b);
  const text = (p: string, q: string) => (p < q ? -1 : p > q ? 1 : 0);
  if (!x || !y) return text(a, b);
  return text(x[1]!, y[1]!) || Number(x[2]) - Number(y[2]);
}
function earliest(findings: readonly Finding[]): Finding[] {
  const kept: Finding[] = [];
  const at = new Map<string, Finding>();
  for (const f of findings) {
    if (f.rule !== 'loc-duplicate-across-files' || f.line === undefined) {
      kept.push(f);
      continue;
    }
    const k = `${f.severity} ${f.line} ${f.column ?? ''}`;
    const had = at.get(k);
    if (had === undefined || compareNamed(f.message, had.message) < 0) at.set(k, f);
  }
  return [...kept, ...at.values()];
}
function joinTwo(a: FileResult, b: FileResult): FileResult {
  if (a.counts || b.counts) return total(b) > total(a) ? b : a;
  const seen = new Set(a.findings.map(key));
  const extra = b.findings.filter((f) => !seen.has(key(f)));
  if (extra.length === 0) return a;
  return { ...a, findings: sortedFindings(earliest([...a.findings, ...extra])) };
}

function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

function copies(seed: number): FileResult[] {
  const rnd = random(seed);
  const pool: Finding[] = [];
  for (let k = 0; k < 30; k++) {
    const line = 1 + Math.floor(rnd() * 5);
    const column = 1 + Math.floor(rnd() * 2);
    const r = rnd();
    if (r < 0.45) {
      pool.push({
        rule: 'loc-duplicate-across-files',
        severity: 'warning',
        message: `The loc "https://www.example.org/p${line}" is also listed in "public/f${Math.floor(rnd() * 4)}.xml" on line ${1 + Math.floor(rnd() * 3)}; list each URL in one sitemap only.`,
        line,
        column,
      });
    } else if (r < 0.55) {
      pool.push({ rule: 'loc-duplicate-across-files', severity: rnd() < 0.5 ? 'error' : 'warning', message: `other ${k % 3}`, line, column });
    } else if (r < 0.65) {
      pool.push({ rule: 'page-missing', severity: 'error', message: `file-level ${k % 4}` });
    } else {
      pool.push({ rule: 'page-missing', severity: 'error', message: `page ${k % 5}`, line, column });
    }
  }
  const n = 1 + Math.floor(rnd() * 8);
  return Array.from({ length: n }, () => {
    const findings = Array.from({ length: Math.floor(rnd() * 7) }, () => pool[Math.floor(rnd() * pool.length)]!);
    const file: FileResult = { path: 'public/a.xml', kind: 'urlset', bytes: 10, entries: 5, findings };
    if (rnd() < 0.15) {
      const c = findingCounts(findings);
      file.counts = { ...c, errors: c.errors + Math.floor(rnd() * 8) };
    }
    return file;
  });
}

describe('merge: the copies of one file in many shard reports', () => {
  it('joins them as two at a time would, in report order', () => {
    for (let seed = 1; seed <= 400; seed++) {
      const list = copies(seed);
      const expected = list.slice(1).reduce(joinTwo, list[0]!);
      const joined = new JoinedCopies(list[0]!);
      for (const c of list.slice(1)) joined.add(c);
      expect(joined.result(), `seed ${seed}`).toEqual(expected);
    }
  });

  it('keys each finding once, however many reports name the file', () => {
    const shards = 60;
    const perShard = 200;
    const list: FileResult[] = Array.from({ length: shards }, (_, s) => ({
      path: 'public/big.xml',
      kind: 'urlset',
      bytes: 1,
      entries: 1,
      findings: Array.from({ length: perShard }, (_, k) => ({
        rule: 'loc-duplicate-across-files',
        severity: 'warning',
        message: `The loc "https://www.example.org/p${s}-${k}" is also listed in "public/a.xml" on line ${k + 1}; list each URL in one sitemap only.`,
        line: s * perShard + k + 1,
        column: 11,
      })),
    }));
    const joined = new JoinedCopies(list[0]!);
    for (const c of list.slice(1)) joined.add(c);
    // Joining two at a time keyed the growing list again for each report: 60 * 61 / 2 * 200.
    expect(joined.keyed).toBe(shards * perShard);
    const result = joined.result();
    expect(result.findings).toHaveLength(shards * perShard);
    expect(result.findings.map((f) => f.line)).toEqual(Array.from({ length: shards * perShard }, (_, i) => i + 1));
  });

  it('gives the merged report the joined findings of every shard', () => {
    const reports = [1, 2, 3].map(
      (index): JsonReport =>
        ({
          version: 1,
          tool: { name: 'sitemap-contract', version: '0.1.0' },
          policy: POLICY,
          shard: { index, count: 3 },
          files: [
            {
              path: 'public/a.xml',
              kind: 'urlset',
              bytes: 1,
              entries: 1,
              findings: [
                { rule: 'loc-duplicate-across-files', severity: 'warning', message: `The loc "https://www.example.org/" is also listed in "public/f${4 - index}.xml" on line 1; list each URL in one sitemap only.`, line: 2, column: 3 },
                { rule: 'page-missing', severity: 'error', message: `page ${index}`, line: 2, column: 3 },
              ],
            },
          ],
          totals: { files: 1, entries: 1, errors: 1, warnings: 1, notices: 0 },
          passed: false,
        }) as unknown as JsonReport,
    );
    const run = mergeReports(reports);
    expect(run.files).toHaveLength(1);
    expect(run.files[0]!.findings.map((f) => f.message)).toEqual([
      'page 1',
      'page 2',
      'page 3',
      'The loc "https://www.example.org/" is also listed in "public/f1.xml" on line 1; list each URL in one sitemap only.',
    ]);
    expect(run.totals).toMatchObject({ errors: 3, warnings: 1 });
  });
});

describe('checkReport: what a report may hold', () => {
  const report = (file: Record<string, unknown>) => ({ version: 1, policy: POLICY, files: [{ path: 'sitemap.xml', kind: 'urlset', bytes: 10, entries: 1, findings: [], ...file }], passed: true });
  const notice = { rule: 'loc-fragment', severity: 'notice', message: 'n', line: 2, column: 3 };

  it('takes a well-formed file', () => {
    expect(checkReport(report({ findings: [notice], counts: { errors: 0, warnings: 0, notices: 1 } }), 'r.json').files).toHaveLength(1);
  });

  it('refuses a path that climbs out with ".."', () => {
    expect(() => checkReport(report({ path: 'a/../../b.xml' }), 'r.json')).toThrow(
      'r.json: the file path "a/../../b.xml" climbs out with ".."; a run writes paths relative to the workspace, inside it.',
    );
  });

  it('refuses a line or column of 0', () => {
    const message = 'r.json: a finding of "sitemap.xml" has a position that is not a whole number of 1 or more.';
    expect(() => checkReport(report({ findings: [{ ...notice, line: 0 }] }), 'r.json')).toThrow(message);
    expect(() => checkReport(report({ findings: [{ ...notice, column: 0 }] }), 'r.json')).toThrow(message);
  });

  it('refuses counts of notices lower than the notices listed', () => {
    expect(() => checkReport(report({ findings: [notice], counts: { errors: 0, warnings: 0, notices: 0 } }), 'r.json')).toThrow(
      'r.json: the counts of "sitemap.xml" are lower than the findings it lists.',
    );
  });
});
