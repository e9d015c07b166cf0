/**
 * Writing the report files that the settings `report-file` and `sarif-file` name (the action and
 * the command line alike). The path may come from the config file of a pull request, so it is
 * confined to the workspace.
 */
import { closeSync, constants as fsConstants, existsSync, mkdirSync, openSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PolicyError } from '../core/policy.js';

function inside(root: string, candidate: string): boolean {
  const rel = path.relative(root, candidate);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/**
 * Writes `content` (UTF-8) at `file`, an absolute path inside `workspace` (the settings ensure
 * that much of the path as written), creating missing folders. A symlinked folder on the way may
 * not lead outside the workspace, and the file itself is opened without following a symlink.
 *
 * @param input the setting that named the file (`report-file` or `sarif-file`), for messages.
 * @throws PolicyError (naming `input`) when a symlink leads outside the workspace; the file
 *   system's own error (EISDIR, EACCES, ELOOP for a symlinked file...) when the file cannot be written.
 */
export function writeReportFile(workspace: string, file: string, content: string, input: string): void {
  const root = realpathSync(workspace);
  let existing = path.dirname(file);
  while (!existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  const real = realpathSync(existing);
  if (real !== root && !inside(root, real)) {
    throw new PolicyError(input, `${input}: ${JSON.stringify(path.relative(workspace, file))} leads outside the workspace through a symlink; give a path inside the workspace.`);
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const flags = fsConstants.O_WRONLY | fsConstants.O_CREAT | fsConstants.O_TRUNC | (fsConstants.O_NOFOLLOW ?? 0);
  const fd = openSync(file, flags, 0o644);
  try {
    writeFileSync(fd, content);
  } finally {
    closeSync(fd);
  }
}

/** The message for a report file that could not be written (a PolicyError's own, or the error code). */
export function writeFailure(input: string, name: string, e: unknown): string {
  return e instanceof PolicyError ? e.message : `${input}: cannot write ${JSON.stringify(name)} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}).`;
}
