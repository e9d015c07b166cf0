/**
 * The SARIF 2.1.0 report: valid against the SARIF 2.1.0 JSON schema (the schema file shipped by
 * @microsoft/jest-sarif, checked with Ajv), one rule entry for each rule id that occurs in the
 * results (with its page as helpUri), results with the right ruleIndex, a relative artifact URI
 * and a region, and the same escaping as the other reports.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { workspaces } from './support/workspace.js';
import { resolvePolicy } from '../src/core/policy/policy.js';
import { RULES, ruleDocsUrl } from '../src/core/policy/rules.js';
import { checkWorkspace, summarise } from '../src/core/run/run.js';
import type { RunResult } from '../src/core/run/run-types.js';
import type { FileResult, Finding } from '../src/core/types.js';
import { buildSarif, pathToUri, renderSarif, SARIF_MAX_RESULTS, type SarifLog } from '../src/report/sarif.js';

const require = createRequire(import.meta.url);
type ValidateFn = ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string; message?: string }> | null };
const Ajv = require('ajv-draft-04') as new (options: Record<string, unknown>) => { compile(schema: unknown): ValidateFn };
const addFormats = require('ajv-formats') as (ajv: unknown) => void;
const SCHEMA = require('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json') as { title: string };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITE = path.join(ROOT, 'test', 'fixtures', 'site');
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const TOOL = { name: 'sitemap-contract', version: '1.2.3' };

// The schema's `language` pattern is not valid as a Unicode regular expression; it is read as a plain one.
const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
addFormats(ajv);
const validateSarif = ajv.compile(SCHEMA);

function expectValid(log: unknown): void {
  const ok = validateSarif(log);
  expect(validateSarif.errors?.map((e) => `${e.instancePath} ${e.message}`) ?? [], 'SARIF schema errors').toEqual([]);
  expect(ok).toBe(true);
}

const workspace = workspaces('sarif');

async function siteRun(): Promise<RunResult> {
  return checkWorkspace({
    cwd: SITE,
    patterns: ['faulty/robots.txt', 'faulty/sitemap-old.xml'],
    policy: { baseUrl: 'https://www.example.org/', siteDir: 'faulty', profile: 'google', checkPages: true, now: new Date('2026-01-31T00:00:00Z') },
  });
}

describe('SARIF 2.1.0', () => {
  it('uses the official SARIF 2.1.0 schema for the check', () => {
    expect(SCHEMA.title).toMatch(/SARIF\) Version 2\.1\.0/);
    // The validator does refuse a broken log.
    expect(validateSarif({ version: '2.1.0', runs: [{ tool: { driver: {} } }] })).toBe(false);
    expect(validateSarif({ version: '2.1.0', runs: [{ tool: { driver: { name: 'x' } }, results: [{ message: { text: 'm' }, locations: [{ physicalLocation: { artifactLocation: { uri: 'a b' } } }] }] }] })).toBe(false);
  });

  it('is valid for the example site, with one rule entry for each rule id of the results, in catalog order', async () => {
    const run = await siteRun();
    const log = buildSarif(run, TOOL);
    expectValid(log);
    expectValid(JSON.parse(renderSarif(log)));
    const driver = log.runs[0]!.tool.driver;
    expect(driver).toMatchObject({ name: 'sitemap-contract', version: '1.2.3', semanticVersion: '1.2.3' });
    const occurring = new Set(run.files.flatMap((f) => f.findings.map((x) => x.rule)));
    expect(occurring.size).toBeGreaterThan(5);
    expect(occurring.size).toBeLessThan(RULES.length);
    expect(driver.rules.map((r) => r.id)).toEqual(RULES.map((r) => r.id).filter((id) => occurring.has(id)));
    for (const rule of driver.rules) {
      expect(rule.shortDescription.text, rule.id).not.toBe('');
      expect(rule.fullDescription.text, rule.id).not.toContain('`');
      expect(rule.help.text, rule.id).toContain('Source:');
      expect(rule.help.markdown, rule.id).toContain('**Failing example:**');
      expect(rule.helpUri, rule.id).toBe(ruleDocsUrl(rule.id));
    }
    const scope = driver.rules.find((r) => r.id === 'loc-out-of-scope')!;
    expect(scope.name).toBe('LocOutOfScope');
    expect(scope.helpUri).toBe('https://github.com/sitemap-contract/sitemap-contract/blob/v1/docs/rules/loc-out-of-scope.md');
    expect(scope.defaultConfiguration).toEqual({ enabled: true, level: 'error' });
    // Levels follow the run's policy: page-missing is on at error with check-pages, sitemap-unreferenced is a note.
    expect(driver.rules.find((r) => r.id === 'page-missing')!.defaultConfiguration).toEqual({ enabled: true, level: 'error' });
    expect(driver.rules.find((r) => r.id === 'sitemap-unreferenced')!.defaultConfiguration).toEqual({ enabled: true, level: 'note' });
    // A rule with no finding in the run is not listed.
    expect(driver.rules.find((r) => r.id === 'processing-instruction')).toBeUndefined();
  });

  it('lists no rule for a run without findings, and one rule for a run whose findings are all of one rule', () => {
    const policy = resolvePolicy({});
    const empty = buildSarif(summarise(policy, [{ path: 'sitemap.xml', kind: 'urlset', bytes: 1, entries: 1, findings: [] }]), TOOL);
    expect(empty.runs[0]!.tool.driver.rules).toEqual([]);
    const findings: Finding[] = [
      { rule: 'loc-fragment', severity: 'warning', message: 'a', line: 3, column: 1 },
      { rule: 'loc-fragment', severity: 'warning', message: 'b', line: 4, column: 1 },
    ];
    const one = buildSarif(summarise(policy, [{ path: 'sitemap.xml', kind: 'urlset', bytes: 1, entries: 1, findings }]), TOOL);
    expectValid(one);
    expect(one.runs[0]!.tool.driver.rules.map((r) => [r.id, r.helpUri])).toEqual([['loc-fragment', ruleDocsUrl('loc-fragment')]]);
    expect(one.runs[0]!.results.map((r) => [r.ruleId, r.ruleIndex])).toEqual([['loc-fragment', 0], ['loc-fragment', 0]]);
  });

  it('indexes each result into the listed rules, in catalog order even when the results come in another order', () => {
    const policy = resolvePolicy({});
    // Report order (by path) puts loc-host first; the catalog has url-count before loc-host.
    const byId = (id: string) => RULES.findIndex((r) => r.id === id);
    expect(byId('url-count')).toBeGreaterThanOrEqual(0);
    expect(byId('url-count')).toBeLessThan(byId('loc-host'));
    const run = summarise(policy, [
      { path: 'a.xml', kind: 'urlset', bytes: 1, entries: 1, findings: [{ rule: 'loc-host', severity: 'error', message: 'h', line: 2, column: 3 }] },
      { path: 'b.xml', kind: 'urlset', bytes: 1, entries: 1, findings: [{ rule: 'url-count', severity: 'error', message: 'c' }, { rule: 'not-a-rule', severity: 'warning', message: 'x', line: 5 }] },
      { path: 'c.xml', kind: 'urlset', bytes: 1, entries: 1, findings: [{ rule: 'loc-host', severity: 'error', message: 'd', line: 1, column: 1 }] },
    ]);
    const log = buildSarif(run, TOOL);
    expectValid(log);
    expect(log.runs[0]!.tool.driver.rules.map((r) => r.id)).toEqual(['url-count', 'loc-host']);
    // An id outside the catalog gets a result without ruleIndex and no rule entry.
    expect(log.runs[0]!.results.map((r) => [r.ruleId, r.ruleIndex])).toEqual([
      ['loc-host', 1],
      ['url-count', 0],
      ['not-a-rule', undefined],
      ['loc-host', 1],
    ]);
  });

  it('makes a small file for a small run: the size grows with the rules that occur, not the catalog', () => {
    const policy = resolvePolicy({});
    const findings: Finding[] = [{ rule: 'loc-fragment', severity: 'warning', message: 'a', line: 3, column: 1 }];
    const text = renderSarif(buildSarif(summarise(policy, [{ path: 'sitemap.xml', kind: 'urlset', bytes: 1, entries: 1, findings }]), TOOL));
    // One result and one rule entry: a few kilobytes (every rule of the catalog made some 170 KB).
    expect(Buffer.byteLength(text)).toBeLessThan(5_000);
    expect(RULES.length).toBeGreaterThan(50);
  });

  it('gives each finding a result: rule, level, message, relative URI and region', async () => {
    const run = await siteRun();
    const log = buildSarif(run, TOOL);
    const results = log.runs[0]!.results;
    const count = run.files.reduce((n, f) => n + f.findings.length, 0);
    expect(results).toHaveLength(count);
    const rules = log.runs[0]!.tool.driver.rules;
    for (const r of results) expect(rules[r.ruleIndex!]!.id).toBe(r.ruleId);
    const nested = results.find((r) => r.ruleId === 'index-nested')!;
    expect(nested).toMatchObject({
      level: 'error',
      locations: [{ physicalLocation: { artifactLocation: { uri: 'faulty/sitemap_index.xml', uriBaseId: '%SRCROOT%' }, region: { startLine: 8, startColumn: 17 } } }],
    });
    expect(nested.message.text).toContain('faulty/sitemap-legacy-index.xml');
    const gz = results.find((r) => r.ruleId === 'loc-duplicate-across-files')!;
    expect(gz.level).toBe('warning');
    expect(gz.locations[0]!.physicalLocation).toEqual({ artifactLocation: { uri: 'faulty/sitemap-posts.xml.gz', uriBaseId: '%SRCROOT%' }, region: { startLine: 13, startColumn: 10 } });
    // A file-level finding points at line 1 (GitHub needs a region), without a column.
    const unreferenced = results.find((r) => r.ruleId === 'sitemap-unreferenced')!;
    expect(unreferenced.level).toBe('note');
    expect(unreferenced.locations[0]!.physicalLocation.region).toEqual({ startLine: 1 });
    expect(log.runs[0]!.columnKind).toBe('unicodeCodePoints');
    // Results in report order: by path, then position.
    const order = results.map((r) => `${r.locations[0]!.physicalLocation.artifactLocation.uri}`);
    expect(order).toEqual([...order].sort());
  });

  it('encodes hostile file names as URI references and keeps messages on one line', async () => {
    const hostile = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n  <url><loc>/x&#10;::error::pwned</loc></url>\n</urlset>\n`;
    const ws = workspace({ 'dir with space/sitemap #1?.xml': hostile, 'café/sitemap%41.xml': hostile, 'a:b/sitemap.xml': hostile });
    const run = await checkWorkspace({ cwd: ws, patterns: ['**/*.xml'] });
    const log = buildSarif(run, TOOL);
    expectValid(log);
    const uris = log.runs[0]!.results.map((r) => r.locations[0]!.physicalLocation.artifactLocation.uri);
    expect([...new Set(uris)].sort()).toEqual(['a%3Ab/sitemap.xml', 'caf%C3%A9/sitemap%2541.xml', 'dir%20with%20space/sitemap%20%231%3F.xml']);
    expect(pathToUri('a/b c/d')).toBe('a/b%20c/d');
    for (const r of log.runs[0]!.results) expect(r.message.text).not.toMatch(/[\n\r]/);
    const text = renderSarif(log);
    for (const line of text.split('\n')) expect(line).not.toMatch(/^\s*::/);
  });

  it('renders no "##[" (a runner log command) and no C1 control raw, and parses back to the same text', () => {
    const policy = resolvePolicy({});
    // Messages have their brackets escaped (messageText); the tool's name is written as given.
    const message = 'The loc "x" \u0085 is odd.';
    const run = summarise(policy, [{ path: 'sitemap.xml', kind: 'urlset', bytes: 1, entries: 1, findings: [{ rule: 'loc-invalid', severity: 'error', message, line: 2, column: 3 }] }]);
    const log = buildSarif(run, { name: '##[group]sitemap-contract', version: '1.2.3' });
    const text = renderSarif(log);
    expect(text).not.toContain('##[');
    expect(text).toContain('"name": "#\\u0023[group]sitemap-contract"');
    expect(text).not.toContain('\u0085');
    expect(text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(log)));
  });

  it('is valid for a run without findings and for a run without files', () => {
    const policy = resolvePolicy({});
    expectValid(buildSarif(summarise(policy, []), TOOL));
    const clean: FileResult = { path: 'sitemap.xml', kind: 'urlset', bytes: 10, entries: 1, findings: [] };
    const log = buildSarif(summarise(policy, [clean]), TOOL);
    expectValid(log);
    expect(log.runs[0]!.results).toEqual([]);
  });

  it('regions: column 1 is kept, a line without column has no startColumn, a file-level finding starts at line 1', () => {
    const policy = resolvePolicy({});
    const findings: Finding[] = [
      { rule: 'loc-fragment', severity: 'warning', message: 'a', line: 3, column: 1 },
      { rule: 'loc-fragment', severity: 'notice', message: 'b', line: 4 },
      { rule: 'url-count', severity: 'error', message: 'c' },
    ];
    const log = buildSarif(summarise(policy, [{ path: 'sitemap.xml', kind: 'urlset', bytes: 1, entries: 1, findings }]), TOOL);
    expectValid(log);
    expect(log.runs[0]!.results.map((r) => [r.level, r.message.text, r.locations[0]!.physicalLocation.region])).toEqual([
      ['error', 'c', { startLine: 1 }],
      ['warning', 'a', { startLine: 3, startColumn: 1 }],
      ['note', 'b', { startLine: 4 }],
    ]);
  });

  it(`keeps at most ${SARIF_MAX_RESULTS} results, the most severe first, and says how many were left out`, () => {
    const policy = resolvePolicy({});
    const findings: Finding[] = [];
    for (let i = 0; i < SARIF_MAX_RESULTS + 10; i++) findings.push({ rule: 'loc-fragment', severity: 'warning', message: 'm', line: i + 1, column: 1 });
    findings.push({ rule: 'loc-host', severity: 'error', message: 'e', line: SARIF_MAX_RESULTS + 20, column: 1 });
    const log: SarifLog = buildSarif(summarise(policy, [{ path: 'big.xml', kind: 'urlset', bytes: 1, entries: 1, findings }]), TOOL);
    expectValid(log);
    const results = log.runs[0]!.results;
    expect(results).toHaveLength(SARIF_MAX_RESULTS);
    expect(results.some((r) => r.ruleId === 'loc-host')).toBe(true);
    expect(log.runs[0]!.tool.driver.rules.map((r) => r.id).sort()).toEqual(['loc-fragment', 'loc-host']);
    expect(log.runs[0]!.invocations[0]!.toolExecutionNotifications![0]!.message.text).toMatch(/^11 more findings \(11 warnings\) are not in this log/);
  });
});
