#!/usr/bin/env node
// Regenerates the documentation that comes from code, from its single sources:
//   README.md, between <!-- inputs:start --> ... <!-- inputs:end -->    the inputs of action.yml
//   README.md, between <!-- outputs:start --> ... <!-- outputs:end -->  the outputs of action.yml
//   docs/rules/<id>.md, one page per rule                              the rule catalogue, src/core/policy/rules.ts
//   docs/rules/README.md, the index of the rules                       the rule catalogue
//
// Usage: node scripts/docs.mjs [--check]
//   --check  change nothing; exit 1 with a message when a generated file differs from what would
//            be generated, or when docs/rules/ holds a page that names no rule (test/docs.test.ts
//            runs this). Without it, the files are written and such orphan pages are removed.
//
// The rule catalogue is read from src/core/policy/rules.ts itself, transpiled on the fly (no type check),
// so the pages never lag behind a stale build/ and need no build on a fresh clone.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { parse } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const readmePath = join(root, 'README.md');
const rulesDir = join(root, 'docs', 'rules');

/**
 * Loads RULES from src/core/policy/rules.ts: every module of src/ is transpiled (types stripped, no type
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
    const mod = await import(pathToFileURL(join(scratch, 'core', 'policy', 'rules.js')).href);
    return { rules: mod.RULES, retired: mod.RETIRED_RULES };
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

const PROFILE_NAMES = ['protocol', 'google', 'strict'];
const sev = (s) => (s === 'off' ? '-' : s);

/**
 * An input's description split into its default and the rest: every description of action.yml
 * starts with one sentence "Default ... ." (a period outside backquotes, then a space or the end).
 * Throws when it does not, naming the input.
 */
export function splitDefault(name, description) {
  const text = String(description ?? '').replace(/\s+/g, ' ').trim();
  if (!text.startsWith('Default ')) {
    throw new Error(`action.yml: the description of input "${name}" must start with its default ("Default \`value\`. ..." or "Default none (...). ...")`);
  }
  let code = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '`') code = !code;
    else if (c === '.' && !code && (i === text.length - 1 || text[i + 1] === ' ')) {
      return { value: text.slice('Default '.length, i).trim(), rest: text.slice(i + 1).trim() };
    }
  }
  throw new Error(`action.yml: the default sentence of input "${name}" has no end (a period outside backquotes)`);
}

function inputsTable(action) {
  return table(
    ['Input', 'Default', 'Description'],
    Object.entries(action.inputs ?? {}).map(([name, input]) => [`\`${name}\``, splitDefault(name, input.description).value, splitDefault(name, input.description).rest]),
  );
}

function outputsTable(action) {
  return table(
    ['Output', 'Description'],
    Object.entries(action.outputs ?? {}).map(([name, output]) => [`\`${name}\``, output.description ?? '']),
  );
}

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->`. */
function replaceSection(text, name, body, file = 'README.md') {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < 0 || j < i) throw new Error(`${file} lacks the markers ${start} ... ${end}`);
  if (text.indexOf(start, i + 1) >= 0 || text.indexOf(end, j + 1) >= 0) throw new Error(`${file} has the markers of "${name}" twice`);
  return `${text.slice(0, i + start.length)}\n${body}\n${text.slice(j)}`;
}

/** A code block holding `code` exactly, fenced with more backquotes than any run inside it. */
function codeBlock(code) {
  const text = String(code).replace(/\s+$/, '');
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const lang = /^\s*</.test(text) ? 'xml' : 'text';
  return `${fence}${lang}\n${text}\n${fence}`;
}

const present = (v) => typeof v === 'string' && v.trim() !== '';

/**
 * The page of one rule, docs/rules/<id>.md. A field the catalogue does not give yet (why, bad,
 * good, fix, sourceUrl, searchConsole) leaves out its part, heading and all.
 */
export function rulePage(rule) {
  const out = [`# \`${rule.id}\``, '', rule.description.trim(), ''];
  out.push('| Profile | `protocol` | `google` | `strict` |', '|---|---|---|---|');
  out.push(`| Default severity | ${PROFILE_NAMES.map((p) => rule.severity[p]).join(' | ')} |`, '');
  if (present(rule.why)) out.push('## Why it matters', '', rule.why.trim(), '');
  if (present(rule.bad) || present(rule.good)) {
    out.push('## Example', '');
    if (present(rule.bad)) out.push('Fails:', '', codeBlock(rule.bad), '');
    if (present(rule.good)) out.push('Passes:', '', codeBlock(rule.good), '');
  } else if (present(rule.example)) {
    out.push('## Example', '', `It fires on, for example: ${rule.example.trim().replace(/\.$/, '')}.`, '');
  }
  if (present(rule.fix)) out.push('## How to fix', '', rule.fix.trim(), '');
  if (present(rule.searchConsole)) out.push('## In Search Console', '', rule.searchConsole.trim(), '');
  out.push('## Source', '');
  out.push(present(rule.sourceUrl) ? `${rule.source.trim()}: <${rule.sourceUrl.trim()}>` : rule.source.trim(), '');
  out.push('## Severity', '');
  out.push(
    `Change it with a \`rules\` override: the action input as below, the config file's \`rules:\`, or \`--rule ${rule.id}=warning\` on the command line; \`off\` turns the rule off ([configuration](../configuration.md#rules)).`,
    '',
    '```yaml',
    '      - uses: sitemap-contract/sitemap-contract@v1',
    '        with:',
    '          rules: |',
    `            ${rule.id}: warning`,
    '```',
    '',
  );
  if (Array.isArray(rule.covers) && rule.covers.length > 0) {
    out.push(`An override of \`${rule.id}\` also sets ${rule.covers.map((id) => `[\`${id}\`](${id}.md)`).join(', ')}, unless the same overrides name ${rule.covers.length === 1 ? 'it' : 'them'}.`, '');
  }
  out.push('[All rules](README.md)', '');
  return out.join('\n');
}

/** docs/rules/README.md: every rule, linked to its page, with its severities per profile. */
/**
 * The page of a retired rule id, docs/rules/<id>.md: which release retired it, the rule that
 * reports its findings now, and what an override of it still does (RETIRED_RULES in src/core/policy/rules.ts).
 */
export function retiredPage(id, retired) {
  return [
    `# \`${id}\` (retired)`,
    '',
    `Retired in ${retired.since}: its findings are [\`${retired.into}\`](${retired.into}.md) now. A \`rules\` override of \`${id}\` is still accepted, and the run says so in a note:`,
    '',
    `> ${retired.note}`,
    '',
    `A baseline or \`ignore:\` entry of \`${id}\` is read as an entry of \`${retired.into}\`.`,
    '',
  ].join('\n');
}

export function rulesIndex(rules, retired = new Map()) {
  const out = [
    '# Rules',
    '',
    'Every rule the engine reports, in the order of the catalogue (`src/core/policy/rules.ts`), with its default',
    'severity in the profiles **P**rotocol, **G**oogle and **S**trict (`-` means off; see',
    '[profiles](../profiles.md)). Rule ids are stable: they are the annotation titles, the `rule` of JSON',
    'findings and SARIF results, and the keys of `rules` overrides. Each page says what the rule checks,',
    'its severities, where the requirement comes from and how to override it, and what the catalogue',
    'gives of why it matters, a failing and a passing example, how to fix it and the Search Console',
    'message it predicts.',
    '',
    'The examples are written on `www.example.org`, a name RFC 2606 reserves for documentation: checked as',
    'they are, with no `hosts` or `base-url` that names it, they are also [`loc-reserved-host`](loc-reserved-host.md).',
    '',
    'This page and the pages of the rules are generated by `npm run docs`; edit the catalogue, not them.',
    '',
  ];
  out.push(
    table(
      ['Rule', 'P', 'G', 'S', 'Fires when'],
      rules.map((r) => [`[\`${r.id}\`](${r.id}.md)`, sev(r.severity.protocol), sev(r.severity.google), sev(r.severity.strict), r.description]),
    ),
    '',
  );
  if (retired.size > 0) {
    out.push('## Retired rule ids', '', 'Ids of earlier releases that are no rule of their own any more; configs that name them keep working.', '');
    for (const [id, r] of retired) out.push(`- [\`${id}\`](${id}.md): retired in ${r.since}, reported as [\`${r.into}\`](${r.into}.md).`);
    out.push('');
  }
  return out.join('\n');
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
  const { rules, retired } = await loadRules();

  /** Every generated file: path relative to the root -> its text. */
  const files = new Map();
  let readme = readFileSync(readmePath, 'utf8');
  readme = replaceSection(readme, 'inputs', inputsTable(action));
  readme = replaceSection(readme, 'outputs', outputsTable(action));
  files.set('README.md', readme);
  files.set('docs/rules/README.md', rulesIndex(rules, retired));
  for (const rule of rules) files.set(`docs/rules/${rule.id}.md`, rulePage(rule));
  // A retired id keeps its page (links of earlier releases' annotations and SARIF point at it).
  for (const [id, r] of retired ?? []) files.set(`docs/rules/${id}.md`, retiredPage(id, r));

  const stale = [];
  for (const [name, text] of files) {
    const file = join(root, name);
    const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    if (current === text) continue;
    stale.push(name);
    if (!check) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }
  const orphans = existsSync(rulesDir)
    ? readdirSync(rulesDir).filter((f) => !files.has(`docs/rules/${f}`)).map((f) => `docs/rules/${f}`)
    : [];
  if (check) {
    const faults = [];
    if (stale.length > 0) faults.push(`out of date: ${stale.join(', ')}`);
    if (orphans.length > 0) faults.push(`pages that name no rule: ${orphans.join(', ')}`);
    if (faults.length > 0) {
      process.stderr.write(`docs: ${faults.join('; ')}. Run npm run docs\n`);
      process.exit(1);
    }
    process.stdout.write(`docs are up to date (${files.size} generated files)\n`);
    return;
  }
  for (const orphan of orphans) rmSync(join(root, orphan), { recursive: true, force: true });
  const changes = [...stale.map((f) => `wrote ${f}`), ...orphans.map((f) => `removed ${f}`)];
  process.stdout.write(changes.length > 0 ? `docs: ${changes.join(', ')}\n` : `docs are up to date (${files.size} generated files)\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`docs: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
