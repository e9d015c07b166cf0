#!/usr/bin/env node
// Regenerates the marked sections of README.md from their single sources:
//   <!-- rules:start -->   ... <!-- rules:end -->    the rule catalog, src/core/rules.ts
//   <!-- inputs:start -->  ... <!-- inputs:end -->   the inputs of action.yml
//   <!-- outputs:start --> ... <!-- outputs:end -->  the outputs of action.yml
//
// Usage: node scripts/docs.mjs [--check]
//   --check  change nothing; exit 1 with a message when README.md differs from what would be
//            generated (test/docs.test.ts runs this).
//
// The rule catalog is read from src/core/rules.ts itself, transpiled on the fly (no type check),
// so the table never lags behind a stale build/ and needs no build on a fresh clone.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { parse } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const readmePath = join(root, 'README.md');

/**
 * Loads RULES from src/core/rules.ts: every module of src/ is transpiled (types stripped, no type
 * check) into a scratch folder under .tmp/ (ignored by git; node_modules still resolve from
 * there), and rules.js is imported from it.
 */
async function loadRules() {
  const srcDir = join(root, 'src');
  const scratch = join(root, '.tmp', `docs-${process.pid}-${Date.now()}`);
  mkdirSync(scratch, { recursive: true });
  try {
    writeFileSync(join(scratch, 'package.json'), '{ "type": "module" }\n');
    for (const name of readdirSync(srcDir, { recursive: true })) {
      const file = String(name);
      if (!file.endsWith('.ts') || file.endsWith('.d.ts')) continue;
      const source = readFileSync(join(srcDir, file), 'utf8');
      const { outputText } = ts.transpileModule(source, {
        fileName: file,
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      });
      const target = join(scratch, file.replace(/\.ts$/, '.js'));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, outputText);
    }
    const mod = await import(pathToFileURL(join(scratch, 'core', 'rules.js')).href);
    return mod.RULES;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** One table cell: a single line, `|` escaped. */
function cell(text) {
  return String(text).replace(/\s*\n\s*/g, ' ').trim().replace(/\|/g, '\\|');
}

function table(header, rows) {
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  for (const row of rows) lines.push(`| ${row.map(cell).join(' | ')} |`);
  return lines.join('\n');
}

const sev = (s) => (s === 'off' ? '-' : s);

function rulesTable(rules) {
  return table(
    ['Rule', 'P', 'G', 'S', 'Fires when', 'Source'],
    rules.map((r) => [`\`${r.id}\``, sev(r.severity.protocol), sev(r.severity.google), sev(r.severity.strict), r.description, r.source]),
  );
}

function defaultCell(value) {
  if (value === undefined || value === null || String(value) === '') return '*empty*';
  return String(value)
    .split('\n')
    .map((line) => `\`${line}\``)
    .join('<br>');
}

function inputsTable(action) {
  return table(
    ['Input', 'Default', 'Description'],
    Object.entries(action.inputs ?? {}).map(([name, input]) => [`\`${name}\``, defaultCell(input.default), input.description ?? '']),
  );
}

function outputsTable(action) {
  return table(
    ['Output', 'Description'],
    Object.entries(action.outputs ?? {}).map(([name, output]) => [`\`${name}\``, output.description ?? '']),
  );
}

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->`. */
function replaceSection(text, name, body) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < 0 || j < i) throw new Error(`README.md lacks the markers ${start} ... ${end}`);
  if (text.indexOf(start, i + 1) >= 0 || text.indexOf(end, j + 1) >= 0) throw new Error(`README.md has the markers of "${name}" twice`);
  return `${text.slice(0, i + start.length)}\n${body}\n${text.slice(j)}`;
}

async function main() {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--check');
  if (unknown.length > 0) {
    process.stderr.write(`docs: unknown argument ${JSON.stringify(unknown[0])}\nusage: node scripts/docs.mjs [--check]\n`);
    process.exit(2);
  }
  const check = args.includes('--check');
  const action = parse(readFileSync(join(root, 'action.yml'), 'utf8'));
  const rules = await loadRules();
  const current = readFileSync(readmePath, 'utf8');
  let next = current;
  const sections = { rules: rulesTable(rules), inputs: inputsTable(action), outputs: outputsTable(action) };
  const stale = [];
  for (const [name, body] of Object.entries(sections)) {
    const before = next;
    next = replaceSection(next, name, body);
    if (next !== before) stale.push(name);
  }
  if (check) {
    if (next !== current) {
      process.stderr.write(`README.md is out of date (sections: ${stale.join(', ')}): run npm run docs\n`);
      process.exit(1);
    }
    process.stdout.write('README.md is up to date\n');
    return;
  }
  if (next !== current) {
    writeFileSync(readmePath, next);
    process.stdout.write(`README.md: regenerated ${stale.join(', ')}\n`);
  } else {
    process.stdout.write('README.md is up to date\n');
  }
}

main().catch((error) => {
  process.stderr.write(`docs: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
