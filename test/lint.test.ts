import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the lint of src/ (npm run lint: typescript-eslint and eslint-plugin-regexp)', () => {
  it('reports nothing', () => {
    const eslint = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');
    const r = spawnSync(process.execPath, [eslint, '--max-warnings', '0', 'src'], { cwd: root, encoding: 'utf8' });
    expect(r.error).toBeUndefined();
    expect(`${r.stdout}${r.stderr}`.trim()).toBe('');
    expect(r.status).toBe(0);
  }, 120_000);
});
