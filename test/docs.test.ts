import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SETTING_KEYS } from '../src/core/settings.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface ActionYml {
  inputs: Record<string, { description?: string; default?: unknown; required?: boolean }>;
  outputs: Record<string, { description?: string }>;
  runs: { using: string; main: string };
}

const action = parse(readFileSync(path.join(root, 'action.yml'), 'utf8')) as ActionYml;
const inputs = Object.keys(action.inputs);

/** The product contract, where this checkout has it (a sibling design folder or a docs folder). */
// Copies of the design documents the tests read; kept equal to ../shared/design when it exists.
const interfaceDoc = path.resolve(root, 'test/fixtures/design/INTERFACE.md');
const sharedDesign = path.resolve(root, '../shared/design');

describe('design copies', () => {
  it.skipIf(!existsSync(sharedDesign))('match ../shared/design', () => {
    for (const name of ['INTERFACE.md', 'RULES.md']) {
      expect(readFileSync(path.join(root, 'test/fixtures/design', name), 'utf8'), name).toBe(readFileSync(path.join(sharedDesign, name), 'utf8'));
    }
  });
});

/** Names in backquotes in the first column of INTERFACE.md's Policy table. */
function policyTableInputs(text: string): string[] {
  const section = text.slice(text.indexOf('## Policy'));
  const names: string[] = [];
  for (const line of section.split('\n').slice(1)) {
    if (line.startsWith('## ')) break;
    const m = /^\|\s*`([^`]+)`\s*\|/.exec(line);
    if (m) names.push(m[1]!);
  }
  return names;
}

describe('README.md', () => {
  it('has current generated sections (node scripts/docs.mjs --check)', () => {
    const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'docs.mjs'), '--check'], { cwd: root, encoding: 'utf8' });
    expect(r.status, `${r.stderr}${r.stdout}`).toBe(0);
  });
});

describe('action.yml', () => {
  it('runs the committed bundle on node24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('gives every input a description and a default', () => {
    for (const [name, input] of Object.entries(action.inputs)) {
      expect(typeof input.description, name).toBe('string');
      expect(input.description!.trim(), name).not.toBe('');
      expect(input.default, name).toBeDefined();
      expect(typeof input.default, name).toBe('string');
    }
  });

  it('has exactly the settings the code reads', () => {
    expect([...inputs].sort()).toEqual([...SETTING_KEYS].sort());
  });

  it('has the outputs of INTERFACE.md, each described', () => {
    expect(Object.keys(action.outputs)).toEqual(['files', 'urls', 'errors', 'warnings', 'notices', 'report-file', 'sarif-file', 'passed']);
    for (const [name, output] of Object.entries(action.outputs)) expect(output.description?.trim(), name).toBeTruthy();
  });

  it('has every input of INTERFACE.md\'s Policy table and no other except now and shard', () => {
    const table = policyTableInputs(readFileSync(interfaceDoc, 'utf8'));
    expect(table.length).toBeGreaterThan(10);
    for (const name of inputs) {
      if (name !== 'now' && name !== 'shard') expect(table, `input ${name} is not in INTERFACE.md`).toContain(name);
    }
    for (const name of table) expect(inputs, `INTERFACE.md input ${name} is missing from action.yml`).toContain(name);
  });

  it('names the default paths of the engine in the paths description (the input itself defaults to empty)', async () => {
    const { DEFAULT_PATTERNS } = await import('../src/core/discover.js');
    expect(action.inputs.paths!.default).toBe('');
    for (const pattern of DEFAULT_PATTERNS) expect(action.inputs.paths!.description).toContain(`\`${pattern}\``);
  });
});
