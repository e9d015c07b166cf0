/**
 * Retired rule ids (RETIRED_RULES): a config, baseline or ignore: entry of an earlier release that
 * names one keeps working. loc-example-host (1.0.0, off by default) went into loc-reserved-host.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBaseline, parseIgnore } from '../src/core/run/baseline.js';
import { resolvePolicy } from '../src/core/policy/policy.js';
import { RETIRED_RULES, RULES_BY_ID } from '../src/core/policy/rules.js';
import { checkWorkspace } from '../src/core/run/run.js';
import { parseSettings, resolveSettings } from '../src/core/policy/settings.js';

const NOW = new Date('2026-11-29T00:00:00Z');
const NOTE = RETIRED_RULES.get('loc-example-host')!.note;

describe('the retired rule id loc-example-host', () => {
  it('is no rule of the catalogue; it names the rule it went into, which exists', () => {
    expect(RULES_BY_ID.has('loc-example-host')).toBe(false);
    for (const [id, retired] of RETIRED_RULES) {
      expect(RULES_BY_ID.has(id), id).toBe(false);
      expect(RULES_BY_ID.has(retired.into), id).toBe(true);
    }
  });

  it('is accepted in rules (action input, --rule, config file, library), kept in Policy.rules and not in severities; a misspelling still is not', () => {
    expect(parseSettings({ rules: 'loc-example-host: off' }).policy.rules).toEqual({ 'loc-example-host': 'off' });
    expect(parseSettings({ rules: { 'loc-example-host': 'warning' } }).policy.rules).toEqual({ 'loc-example-host': 'warning' });
    expect(() => parseSettings({ rules: 'loc-exampel-host: off' })).toThrow('"loc-exampel-host" is not a rule id.');
    const p = resolvePolicy({ rules: { 'loc-example-host': 'off' } });
    expect(p.rules).toEqual({ 'loc-example-host': 'off' });
    expect('loc-example-host' in p.severities).toBe(false);
    // A resolved policy passes again as input.
    expect(resolvePolicy(p).rules).toEqual({ 'loc-example-host': 'off' });
    expect(() => resolvePolicy({ rules: { 'loc-example-host': 'of' as 'off' } })).toThrow(/rules \(loc-example-host\)/);
  });

  it('a run that sets it says so in a note, once; a run that does not, does not', async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'sc-retired-'));
    writeFileSync(path.join(cwd, 'sitemap.xml'), '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>https://example.org/</loc></url>\n</urlset>\n');
    const off = await checkWorkspace({ cwd, patterns: ['sitemap.xml'], policy: { now: NOW, rules: { 'loc-example-host': 'off' } } });
    expect(off.notes).toEqual([NOTE]);
    expect(off.files[0]!.findings).toEqual([]);
    const plain = await checkWorkspace({ cwd, patterns: ['sitemap.xml'], policy: { now: NOW } });
    expect(plain.notes).toEqual([]);
    expect(plain.files[0]!.findings.map((f) => `${f.line}:${f.column} ${f.rule} ${f.severity}`)).toEqual(['2:11 loc-reserved-host warning']);
  });

  it('a config file that sets it to off shows it among the severities it changes', async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'sc-retired-'));
    writeFileSync(path.join(cwd, '.sitemap-contract.yml'), 'rules:\n  loc-example-host: off\n');
    const s = await resolveSettings({}, cwd);
    expect(s.configFile?.changes).toEqual([{ rule: 'loc-example-host', from: 'warning', to: 'off' }]);
  });

  it('a baseline or ignore: entry of it reads as one of loc-reserved-host', () => {
    const b = checkBaseline({ version: 1, entries: [{ rule: 'loc-example-host', path: 'public/sitemap.xml', value: 'https://example.org/', count: 2 }] }, 'b.json');
    expect(b.entries).toEqual([{ rule: 'loc-reserved-host', path: 'public/sitemap.xml', value: 'https://example.org/', count: 2 }]);
    expect(parseIgnore([{ rule: 'loc-example-host', reason: 'a demo site' }])).toEqual([{ rule: 'loc-reserved-host', reason: 'a demo site' }]);
  });
});
