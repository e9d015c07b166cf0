/** Temporary workspaces for tests: folders of files, removed when the test file is done. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * A function that makes a temporary workspace holding `files` (relative path -> text or bytes,
 * folders created), named `sitemap-contract-<prefix>-…`; every workspace it made is removed after
 * the test file's tests.
 */
export function workspaces(prefix: string): (files: Record<string, string | Uint8Array>) => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });
  return (files) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), `sitemap-contract-${prefix}-`));
    made.push(dir);
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), content);
    }
    return dir;
  };
}
