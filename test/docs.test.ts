import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import GithubSlugger from 'github-slugger';
import { marked, type Token, type Tokens } from 'marked';
import { parse } from 'yaml';
import { DEFAULT_MAX_ANNOTATIONS, DEFAULT_MAX_BYTES, DEFAULT_MAX_URLS, resolvePolicy } from '../src/core/policy/policy.js';
import { RETIRED_RULES, RULES } from '../src/core/policy/rules.js';
import { DEFAULT_CONFIG_FILE, SETTING_KEYS } from '../src/core/policy/settings.js';
// @ts-expect-error: a plain ES module of the repository's scripts, without declarations
import { rulePage, splitDefault } from '../scripts/docs.mjs';
import { ACTION_INPUTS } from '../src/action/run.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface ActionYml {
  inputs: Record<string, { description?: string; default?: unknown; required?: boolean }>;
  outputs: Record<string, { description?: string }>;
  runs: { using: string; main: string };
}

const action = parse(readFileSync(path.join(root, 'action.yml'), 'utf8')) as ActionYml;
const inputs = Object.keys(action.inputs);

/** The product contract, where this checkout has it (a sibling design folder or a docs folder). */
// Copies of the design documents the tests read. The copy is the contract as the code has it: it
// keeps every line of ../shared/design (when that folder exists), in order, and may add lines
// where the product has grown past it (new inputs, rules), as the contract allows.
const interfaceDoc = path.resolve(root, 'test/fixtures/design/INTERFACE.md');
const sharedDesign = path.resolve(root, '../shared/design');

/** The non-blank lines of `shared` that `copy` does not hold in the same order (empty when it does). */
function missingLines(shared: string, copy: string): string[] {
  const lines = copy.split('\n');
  const missing: string[] = [];
  let at = 0;
  for (const line of shared.split('\n')) {
    if (!line.trim()) continue;
    const found = lines.indexOf(line, at);
    if (found < 0) missing.push(line);
    else at = found + 1;
  }
  return missing;
}

describe('design copies', () => {
  it('hold a line that is missing or out of order as missing', () => {
    expect(missingLines('a\n\nb\nc', 'a\nx\nb\nc\ny')).toEqual([]);
    expect(missingLines('a\nb', 'b\na')).toEqual(['b']);
    expect(missingLines('a\nb', 'a\nB')).toEqual(['b']);
  });

  it.skipIf(!existsSync(sharedDesign))('keep every line of ../shared/design, in order', () => {
    for (const name of ['INTERFACE.md', 'RULES.md']) {
      const copy = readFileSync(path.join(root, 'test/fixtures/design', name), 'utf8');
      expect(missingLines(readFileSync(path.join(sharedDesign, name), 'utf8'), copy), name).toEqual([]);
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

const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** Every Markdown file of the documentation: README.md and docs/**\/*.md, relative to the root. */
function markdownFiles(): string[] {
  const files = ['README.md'];
  for (const name of readdirSync(path.join(root, 'docs'), { recursive: true })) {
    if (String(name).endsWith('.md')) files.push(path.posix.join('docs', String(name).split(path.sep).join('/')));
  }
  return files.sort();
}

/** The anchors GitHub gives the headings of a Markdown text (github-slugger, as github.com). */
function anchors(text: string): Set<string> {
  const slugger = new GithubSlugger();
  const out = new Set<string>();
  for (const token of marked.lexer(text)) {
    if (token.type !== 'heading') continue;
    // The heading's text as GitHub slugs it: inline code keeps its text, links their label.
    const plain = (token as Tokens.Heading).tokens.map((t) => ('text' in t ? String(t.text) : t.raw)).join('');
    out.add(slugger.slug(plain));
  }
  return out;
}

/** The links and images of a Markdown text (code blocks and code spans left out). */
function links(text: string): string[] {
  const out: string[] = [];
  marked.walkTokens(marked.lexer(text), (token: Token) => {
    if (token.type === 'link' || token.type === 'image') out.push((token as Tokens.Link | Tokens.Image).href);
  });
  return out;
}

/** The YAML code blocks of a Markdown text. */
function yamlBlocks(text: string): string[] {
  return marked.lexer(text).filter((t): t is Tokens.Code => t.type === 'code' && (t as Tokens.Code).lang === 'yaml').map((t) => t.text);
}

describe('README.md', () => {
  it('has current generated sections and rule pages (node scripts/docs.mjs --check)', () => {
    const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'docs.mjs'), '--check'], { cwd: root, encoding: 'utf8' });
    expect(r.status, `${r.stderr}${r.stdout}`).toBe(0);
  });

  it('is a landing page of at most 15 KB', () => {
    expect(Buffer.byteLength(readme, 'utf8')).toBeLessThanOrEqual(15 * 1024);
  });

  it('keeps the quick start, the commands of a fresh clone and the links to the rules and docs', () => {
    expect(readme).toContain('uses: sitemap-contract/sitemap-contract@v1');
    for (const command of ['npm start', 'npm test', 'npm run test:full']) expect(readme).toContain(command);
    expect(links(readme)).toContain('docs/rules/README.md');
    expect(links(readme)).toContain('docs/README.md');
    expect(links(readme)).toContain('docs/job-summary.png');
    // The rule table lives in docs/rules/README.md now.
    expect(readme).not.toContain('| Rule | P | G | S |');
  });

  it('has a quick start that pastes as a workflow: the first YAML block names only inputs of action.yml', () => {
    const workflow = parse(yamlBlocks(readme)[0]!) as { jobs: Record<string, { steps: Array<{ uses?: string; with?: Record<string, unknown> }> }> };
    const step = Object.values(workflow.jobs)[0]!.steps.find((s) => s.uses === 'sitemap-contract/sitemap-contract@v1');
    expect(step).toBeDefined();
    for (const name of Object.keys(step!.with ?? {})) expect(inputs, name).toContain(name);
  });
});

describe('docs', () => {
  const files = markdownFiles();

  it('has the pages of the documentation', () => {
    for (const page of ['README', 'cli', 'library', 'profiles', 'positions', 'feeds', 'large-sites', 'security', 'site-checks', 'sarif', 'configuration', 'rules/README']) {
      expect(files, page).toContain(`docs/${page}.md`);
    }
  });

  it('links only to files that exist, and to anchors their headings make', () => {
    const faults: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const href of links(text)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(href)) continue; // https:, mailto: ...
        const [target, anchor] = href.split('#') as [string, string | undefined];
        const resolved = target === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURIComponent(target)));
        if (resolved.startsWith('..') || !existsSync(path.join(root, resolved))) {
          faults.push(`${file}: ${href} (no file ${resolved})`);
          continue;
        }
        if (anchor !== undefined && resolved.endsWith('.md') && !anchors(readFileSync(path.join(root, resolved), 'utf8')).has(anchor)) {
          faults.push(`${file}: ${href} (no heading #${anchor} in ${resolved})`);
        }
      }
    }
    expect(faults).toEqual([]);
  });

  it('has YAML examples that parse', () => {
    for (const file of files) {
      for (const block of yamlBlocks(readFileSync(path.join(root, file), 'utf8'))) expect(() => parse(block), `${file}:\n${block}`).not.toThrow();
    }
  });
});

describe('docs/rules', () => {
  const pages = readdirSync(path.join(root, 'docs', 'rules')).filter((f) => f !== 'README.md');

  it('has one page per rule of the catalogue and per retired rule id, and no other', () => {
    expect(pages.sort()).toEqual([...RULES.map((r) => `${r.id}.md`), ...[...RETIRED_RULES.keys()].map((id) => `${id}.md`)].sort());
    const index = readFileSync(path.join(root, 'docs', 'rules', 'README.md'), 'utf8');
    for (const rule of RULES) expect(links(index), rule.id).toContain(`${rule.id}.md`);
    for (const id of RETIRED_RULES.keys()) expect(links(index), id).toContain(`${id}.md`);
  });

  it('gives a retired rule id a page that names the rule it went into and the note of a run that sets it', () => {
    for (const [id, retired] of RETIRED_RULES) {
      const page = readFileSync(path.join(root, 'docs', 'rules', `${id}.md`), 'utf8');
      expect(page.startsWith(`# \`${id}\` (retired)\n`), id).toBe(true);
      expect(page, id).toContain(`[\`${retired.into}\`](${retired.into}.md)`);
      expect(page, id).toContain(retired.note);
    }
  });

  it('gives each page the description, the source and the severity per profile of its rule', () => {
    for (const rule of RULES) {
      const page = readFileSync(path.join(root, 'docs', 'rules', `${rule.id}.md`), 'utf8');
      expect(page.startsWith(`# \`${rule.id}\`\n`), rule.id).toBe(true);
      expect(page, rule.id).toContain(rule.description.trim());
      expect(page, rule.id).toContain(rule.source.trim());
      expect(page, rule.id).toContain(`| Default severity | ${rule.severity.protocol} | ${rule.severity.google} | ${rule.severity.strict} |`);
    }
  });

  const full = {
    id: 'loc-demo', area: 'loc', severity: { protocol: 'error', google: 'warning', strict: 'off' },
    description: 'A loc that is a demo.', source: 'sitemaps.org', example: 'a demo loc',
    why: 'Crawlers skip demos.', bad: '<url><loc>demo</loc></url>', good: '<url><loc>https://www.example.org/</loc></url>',
    fix: 'Write an absolute URL.', sourceUrl: 'https://www.sitemaps.org/protocol.html', searchConsole: 'Invalid URL',
  };

  it('renders every field of a rule on its page', () => {
    const page = rulePage(full) as string;
    for (const part of ['## Why it matters\n\nCrawlers skip demos.', '```xml\n<url><loc>demo</loc></url>\n```', 'Passes:', '## How to fix\n\nWrite an absolute URL.',
      '## In Search Console\n\nInvalid URL', 'sitemaps.org: <https://www.sitemaps.org/protocol.html>', '| Default severity | error | warning | off |']) {
      expect(page).toContain(part);
    }
  });

  it('leaves out the part of a field the rule does not have, heading and all', () => {
    const { why, bad, good, fix, sourceUrl, searchConsole, ...bare } = full;
    const page = rulePage(bare) as string;
    for (const heading of ['Why it matters', 'How to fix', 'In Search Console', 'Fails:', 'Passes:']) expect(page).not.toContain(heading);
    expect(page).toContain('## Example\n\nIt fires on, for example: a demo loc.');
    expect(page).not.toMatch(/^## .*\n\n(?=## |$)/m);
    expect(page).not.toContain('undefined');
    // A good example alone is shown without a failing one.
    expect(rulePage({ ...bare, good: '<url/>' }) as string).toContain('Passes:\n\n```xml\n<url/>\n```');
  });

  it('fences an example that holds backquotes with a longer fence', () => {
    expect(rulePage({ ...full, bad: 'a ``` b' }) as string).toContain('````text\na ``` b\n````');
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
    expect([...inputs].sort()).toEqual([...SETTING_KEYS, ...ACTION_INPUTS].sort());
  });

  it('has the outputs of INTERFACE.md, each described', () => {
    expect(Object.keys(action.outputs)).toEqual(['files', 'urls', 'errors', 'warnings', 'notices', 'report-file', 'sarif-file', 'passed']);
    for (const [name, output] of Object.entries(action.outputs)) expect(output.description?.trim(), name).toBeTruthy();
  });

  it('has every input of INTERFACE.md\'s Policy table and no other except now, shard and the baseline\'s', () => {
    const table = policyTableInputs(readFileSync(interfaceDoc, 'utf8'));
    expect(table.length).toBeGreaterThan(10);
    for (const name of inputs) {
      if (!['now', 'shard', 'baseline', 'write-baseline'].includes(name) && !ACTION_INPUTS.includes(name)) expect(table, `input ${name} is not in INTERFACE.md`).toContain(name);
    }
    for (const name of table) expect(inputs, `INTERFACE.md input ${name} is missing from action.yml`).toContain(name);
  });

  it('starts every description with the default, in at most two sentences', () => {
    for (const [name, input] of Object.entries(action.inputs)) {
      const { value, rest } = splitDefault(name, input.description) as { value: string; rest: string };
      expect(value, name).not.toBe('');
      // Sentences of the rest: a period outside backquotes, then a space or the end.
      const sentences = rest.replace(/`[^`]*`/g, 'x').replace(/\b(?:e\.g|i\.e)\./g, 'eg').split(/\.(?:\s|$)/).filter((x) => x.trim() !== '');
      expect(sentences.length, `${name}: ${rest}`).toBeLessThanOrEqual(1);
      expect(input.default, `${name}: a non-empty default would override the config file`).toBe('');
    }
  });

  it('states the defaults of the code', () => {
    const value = (name: string): string => (splitDefault(name, action.inputs[name]!.description) as { value: string }).value;
    const policy = resolvePolicy({});
    const strict = resolvePolicy({ profile: 'strict' });
    expect(value('profile')).toBe(`\`${policy.profile}\``);
    expect(value('max-bytes')).toMatch(new RegExp(`^\`${DEFAULT_MAX_BYTES}\``));
    expect(value('max-urls')).toMatch(new RegExp(`^\`${DEFAULT_MAX_URLS}\``));
    expect(value('max-annotations')).toBe(`\`${DEFAULT_MAX_ANNOTATIONS}\``);
    expect(policy.maxAnnotations).toBe(DEFAULT_MAX_ANNOTATIONS);
    expect(value('fail-on')).toBe(`\`${policy.failOn}\``);
    expect(value('check-pages')).toBe(`\`${policy.checkPages}\``);
    expect(value('config')).toBe(`\`${DEFAULT_CONFIG_FILE}\` when present`);
    expect(value('require-https')).toBe(`from the profile: \`${policy.requireHttps}\`, \`${strict.requireHttps}\` in \`strict\``);
    expect(resolvePolicy({ profile: 'google' }).requireHttps).toBe(policy.requireHttps);
    expect(value('lastmod')).toBe(`from the profile: \`${policy.lastmod}\`, \`${strict.lastmod}\` in \`strict\``);
    expect(resolvePolicy({ profile: 'google' }).lastmod).toBe(policy.lastmod);
    expect(policy.hosts).toEqual([]);
    expect(policy.baseUrl).toBeUndefined();
    expect(policy.siteDir).toBe('.');
  });

  it('names the default paths of the engine in the paths description (the input itself defaults to empty)', async () => {
    const { DEFAULT_PATTERNS } = await import('../src/core/run/discover.js');
    expect(action.inputs.paths!.default).toBe('');
    const { value } = splitDefault('paths', action.inputs.paths!.description) as { value: string };
    expect(value).toBe(`${DEFAULT_PATTERNS.slice(0, -1).map((p) => `\`${p}\``).join(', ')} and \`${DEFAULT_PATTERNS.at(-1)}\``);
  });
});
