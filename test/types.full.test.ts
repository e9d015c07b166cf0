/**
 * The public types of the library, as a strict TypeScript consumer compiles them: the
 * declarations tsc emits for src/ must type-check without skipLibCheck (a declaration that
 * pulls in a dependency's types, such as the XML parser's, fails there).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
// Inside the project, so that the declarations resolve the packages they name as a consumer's would.
const cache = path.join(root, 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(path.join(cache, 'sitemap-contract-types-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CONSUMER = `import { validate, checkWorkspace, checkStream, discover, resolvePolicy, RULES, type Finding, type RunResult, type DocumentOptions, type Policy } from './build/index.js';
import type { PipelineResult, WorkerOptions, Shard, DiscoverOptions, RuleArea, WorkspaceOptions } from './build/index.js';
const r = await validate('<urlset/>', { profile: 'google' });
const first: Finding | undefined = r.findings[0];
if (first !== undefined && first.severity === 'error') console.log(first.rule, first.line ?? 0);
const run: RunResult = await checkWorkspace({ cwd: '.' });
for (const ref of run.site?.references ?? []) {
  const status: 'file' | 'missing' | 'folder' | 'refused' | 'unsafe' | 'outside' | 'skipped' = ref.status;
  console.log(status);
}
const options: DocumentOptions = { onEntry: (e) => console.log(e.loc, e.line, e.lastmod), onAlternates: (a) => console.log(a.hrefs.length) };
const policy: Policy = resolvePolicy({ hosts: ['www.example.org'] });
console.log(options, policy.hosts, RULES.length);
// Every type a public signature names can be imported by name.
const workers: WorkerOptions = { script: 'node_modules/sitemap-contract/build/cli/main.js', size: 2 };
const shard: Shard = { index: 1, count: 2 };
const workspace: WorkspaceOptions = { workers, shard };
const discovery: DiscoverOptions = { maxFiles: 10, onUnmatched: (pattern, kind) => console.log(pattern, kind) };
const area: RuleArea | undefined = RULES[0]?.area;
const streamed: PipelineResult = await checkStream((async function* () {})(), policy, options);
console.log(streamed.bytes, area, await discover([], '.', discovery), await checkWorkspace(workspace));
`;

describe('the public types', () => {
  it('type-check in a strict consumer without skipLibCheck', () => {
    const emit = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.json'), '--emitDeclarationOnly', '--outDir', path.join(dir, 'build')], { encoding: 'utf8' });
    expect(emit.status, emit.stdout + emit.stderr).toBe(0);
    writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}\n');
    writeFileSync(path.join(dir, 'use.ts'), CONSUMER);
    const check = spawnSync(
      process.execPath,
      [tsc, '--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--types', 'node', '--typeRoots', path.join(root, 'node_modules', '@types'), path.join(dir, 'use.ts')],
      { encoding: 'utf8', cwd: root },
    );
    expect(check.stdout + check.stderr).toBe('');
    expect(check.status).toBe(0);
  }, 120_000);
});
