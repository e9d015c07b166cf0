/**
 * Every regular expression of src/ runs on text from pull requests (sitemaps, robots.txt, file
 * names, the config file), so none may take time super-linear in its input. This test collects
 * each of them from the code itself (the regular expression literals, found with the TypeScript
 * parser, and the sources given to `new RegExp` when the modules load) and runs the ReDoS checker
 * recheck over each: every one must be judged safe. The lint (test/lint.test.ts) holds the same
 * line with eslint-plugin-regexp's super-linear rules in the quick suite; recheck, which also
 * finds what those miss (a greedy `(.*)` before a literal in an unanchored pattern), takes about
 * 12 s of the two cores and runs with the full tests (npm run test:full, and .ci/run).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkSync } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(root, 'src');

interface Pattern {
  where: string;
  source: string;
  flags: string;
}

const sources = (readdirSync(srcDir, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
  .map((f) => f.split(path.sep).join('/'))
  .sort();

/** The regular expression literals of every module, and the places that call `new RegExp`. */
function collect(): { literals: Pattern[]; constructed: string[] } {
  const literals: Pattern[] = [];
  const constructed: string[] = [];
  for (const file of sources) {
    const text = readFileSync(path.join(srcDir, file), 'utf8');
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
    const visit = (node: ts.Node): void => {
      const where = `src/${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const literal = node.getText();
        const end = literal.lastIndexOf('/');
        literals.push({ where, source: literal.slice(1, end), flags: literal.slice(end + 1) });
      } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
        constructed.push(where);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return { literals, constructed };
}

/**
 * The sources given to `new RegExp` while the modules of src/ that call it (`where`: the places
 * the code does) load, with the modules they import.
 */
async function constructedWhileLoading(where: readonly string[]): Promise<Pattern[]> {
  const seen: Pattern[] = [];
  const original = globalThis.RegExp;
  const marker = `${srcDir}${path.sep}`;
  globalThis.RegExp = new Proxy(original, {
    construct(target, args: [string | RegExp, string?]) {
      const stack = new Error().stack ?? '';
      const line = stack.split('\n').find((l) => l.includes(marker));
      if (line) seen.push({ where: line.trim(), source: typeof args[0] === 'string' ? args[0] : args[0].source, flags: args[1] ?? '' });
      return Reflect.construct(target, args);
    },
  });
  try {
    for (const file of new Set(where.map((w) => w.slice('src/'.length, w.lastIndexOf(':'))))) {
      await import(pathToFileURL(path.join(srcDir, file)).href);
    }
  } finally {
    globalThis.RegExp = original;
  }
  return seen;
}

/**
 * recheck's options: its time limits on single matches (attack, incubation, seeding) are turned
 * off so that the verdict rests on its step limits alone, the same on a busy machine as on an
 * idle one (with them, a slow moment could make a safe pattern look vulnerable); the overall
 * timeout stays as a bound on the whole check.
 */
const JUDGE = { timeout: 120_000, attackTimeout: null, incubationTimeout: null, seedingTimeout: null } as const;

describe('regular expressions of src/', () => {
  const { literals, constructed } = collect();

  it('are found in the code', () => {
    // The modules are full of patterns; an empty list would mean the collection broke.
    expect(literals.length).toBeGreaterThan(100);
  });

  it('built with new RegExp are built when their module loads, where they can be checked', async () => {
    const built = await constructedWhileLoading(constructed);
    const files = (list: readonly string[]) => [...new Set(list.map((w) => /src\/[^:]+\.ts/.exec(w)?.[0]))].sort();
    expect(built.length, `new RegExp at ${constructed.join(', ')}`).toBeGreaterThanOrEqual(constructed.length);
    expect(files(built.map((p) => p.where)), 'every module that calls new RegExp builds its pattern while it loads').toEqual(files(constructed));
    for (const p of built) expect(checkSync(p.source, p.flags, JUDGE).status, `${p.where}: /${p.source}/${p.flags}`).toBe('safe');
  }, 600_000);

  it('are judged safe by the ReDoS checker recheck', () => {
    const unsafe: string[] = [];
    for (const p of literals) {
      const r = checkSync(p.source, p.flags, JUDGE);
      if (r.status !== 'safe') unsafe.push(`${p.where}: /${p.source}/${p.flags} is ${r.status}${r.status === 'vulnerable' ? ` (${r.complexity.type}; attack ${JSON.stringify(r.attack.pattern)})` : ''}`);
    }
    expect(unsafe).toEqual([]);
  }, 900_000);
});
