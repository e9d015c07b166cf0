/**
 * The report files that the settings `report-file` and `sarif-file` name, written by the action
 * and by the command line alike. The names may come from the config file of a pull request, so a
 * report file stays inside the workspace, never goes through a symlink, never goes into `.git`,
 * and only ever creates a file or replaces an earlier report of this tool: a config file cannot
 * turn the run into a way of overwriting the sitemaps, the config file itself or any other file.
 */
import { closeSync, constants as fsConstants, existsSync, lstatSync, mkdirSync, openSync, readSync, realpathSync, statSync, writeFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import { trimEndOf } from '../text.js';
import { TOOL_NAME } from '../version.js';
import { writeChunksToFd } from '../../report/stream.js';

/** A report file that may not be written; the message names the setting and says what to do. */
export class ReportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReportFileError';
  }
}

/** True when `candidate` is `root` itself or below it (absolute paths). */
function within(root: string, candidate: string): boolean {
  const rel = path.relative(root, candidate);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}

/**
 * The path `file` (absolute) names once the symlinks of its existing folders are resolved: two
 * spellings of one target (`./r.json`, `self/r.json` through a symlink to `.`) give the same string.
 */
export function canonicalPath(file: string): string {
  let dir = path.dirname(file);
  const rest = [path.basename(file)];
  while (!existsSync(dir) && path.dirname(dir) !== dir) {
    rest.unshift(path.basename(dir));
    dir = path.dirname(dir);
  }
  let real: string;
  try {
    real = realpathSync(dir);
  } catch {
    real = dir;
  }
  return path.join(real, ...rest);
}

/** True when `a` and `b` (absolute) name the same file: the same canonical path, or the same existing file (a hard link). */
export function sameFile(a: string, b: string): boolean {
  if (canonicalPath(a) === canonicalPath(b)) return true;
  const sa = statOrUndefined(a);
  const sb = statOrUndefined(b);
  return sa !== undefined && sb !== undefined && sa.dev === sb.dev && sa.ino === sb.ino;
}

/** The file's stat, or undefined when it cannot be had (missing, a path through a file, a loop of symlinks...). */
function statOrUndefined(file: string): Stats | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

/** A file name to suggest for `setting`. */
function exampleFor(setting: string): string {
  return setting === 'sarif-file' ? 'reports/sitemaps.sarif' : setting === 'write-baseline' ? '.sitemap-baseline.json' : 'reports/sitemaps.json';
}

/** How the reports of this tool begin, byte for byte (renderJson and renderSarif write them so). */
const REPORT_OPENINGS = [
  `{\n  "version": 1,\n  "tool": {\n    "name": ${JSON.stringify(TOOL_NAME)},`,
  `{\n  "$schema": "https://json.schemastore.org/sarif-2.1.0.json",\n  "version": "2.1.0",\n  "runs": [\n    {\n      "tool": {\n        "driver": {\n          "name": ${JSON.stringify(TOOL_NAME)},`,
  // A baseline file (write-baseline: see renderBaseline in ./baseline.ts), rewritten in place.
  `{\n  "version": 1,\n  "tool": "${TOOL_NAME} `,
];

/** True when the file at `file` is empty or begins exactly as a JSON or SARIF report of this tool does. */
function isEarlierReport(file: string): boolean {
  const fd = openSync(file, fsConstants.O_RDONLY | (fsConstants.O_NOFOLLOW ?? 0) | (fsConstants.O_NONBLOCK ?? 0));
  try {
    const head = Buffer.alloc(Math.max(...REPORT_OPENINGS.map((o) => o.length)));
    const n = readSync(fd, head, 0, head.length, 0);
    const text = head.subarray(0, n).toString('utf8');
    return n === 0 || REPORT_OPENINGS.some((opening) => text.startsWith(opening));
  } finally {
    closeSync(fd);
  }
}

/**
 * Refuses a report file that `writeReportFile` would refuse, before anything is judged: the
 * action and the command line check both report files with the other settings, so a refused name
 * fails the run at once instead of after the whole check.
 *
 * @param file an absolute path; `setting` the setting that named it (`report-file` or `sarif-file`).
 * @throws ReportFileError (naming `setting`) when the path leads outside the workspace (also
 *   through a symlinked folder), goes into a `.git` folder, is a symlink, is not a regular file,
 *   or is an existing file that is not empty and does not begin as a JSON or SARIF report of this
 *   tool does.
 */
export function checkReportFile(workspace: string, file: string, setting: string): void {
  const shown = JSON.stringify(path.relative(workspace, file).split(path.sep).join('/'));
  const root = realpathSync(workspace);
  if (!within(path.resolve(workspace), file) || file === path.resolve(workspace)) {
    throw new ReportFileError(`${setting}: ${shown} is not a file inside the workspace; give a path inside it, e.g. ${exampleFor(setting)}.`);
  }
  const target = canonicalPath(file);
  if (!within(root, target) || target === root) {
    throw new ReportFileError(`${setting}: ${shown} leads outside the workspace through a symlink; give a path inside the workspace.`);
  }
  if (path.relative(root, target).split(path.sep).some((part) => part.toLowerCase() === '.git')) {
    throw new ReportFileError(`${setting}: ${shown} is inside a .git folder; give a path outside it, e.g. ${exampleFor(setting)}.`);
  }
  // Each folder on the way that exists must be a folder, or a symlink to one (a dangling symlink
  // would only fail when the report is written, after the whole check).
  const rel = path.relative(path.resolve(workspace), path.dirname(file));
  let dir = path.resolve(workspace);
  for (const part of rel === '' ? [] : rel.split(path.sep)) {
    dir = path.join(dir, part);
    const info = lstatSync(dir, { throwIfNoEntry: false });
    if (!info) break;
    if (info.isSymbolicLink() && statOrUndefined(dir) === undefined) {
      throw new ReportFileError(`${setting}: ${shown} goes through the symlink ${JSON.stringify(path.relative(workspace, dir).split(path.sep).join('/'))}, whose target does not exist; give a path through folders that exist or can be created.`);
    }
    if (!(statOrUndefined(dir)?.isDirectory() ?? false)) {
      throw new ReportFileError(`${setting}: ${shown} goes through ${JSON.stringify(path.relative(workspace, dir).split(path.sep).join('/'))}, which is a file, not a folder; give another path.`);
    }
  }
  const existing = lstatSync(file, { throwIfNoEntry: false });
  if (existing?.isSymbolicLink()) throw new ReportFileError(`${setting}: ${shown} is a symlink; give the path of a regular file.`);
  if (existing && !existing.isFile()) throw new ReportFileError(`${setting}: ${shown} is ${existing.isDirectory() ? 'a folder' : 'not a regular file'}; give the path of a file.`);
  if (existing && !isEarlierReport(file)) {
    throw new ReportFileError(`${setting}: ${shown} is an existing file that is not a report of ${TOOL_NAME}; it was left as it is. Name a new file, e.g. ${exampleFor(setting)}.`);
  }
}

/**
 * The refusals of the report files `reports` names (setting and name, relative to `workspace`;
 * empty names skipped) before anything is judged: each as checkReportFile judges it, and two that
 * would overwrite each other (the same file, or one the folder of the other). Returns one message
 * per refusal, naming its setting; none when both can be written.
 */
export function reportFileRefusals(workspace: string, reports: ReadonlyArray<readonly [setting: string, name: string | undefined]>): string[] {
  const refusals: string[] = [];
  const accepted: Array<{ setting: string; name: string; file: string }> = [];
  for (const [setting, name] of reports) {
    if (!name) continue;
    const folder = namesFolder(setting, name);
    if (folder !== undefined) {
      refusals.push(folder);
      continue;
    }
    const file = path.resolve(workspace, name);
    try {
      checkReportFile(workspace, file, setting);
      accepted.push({ setting, name, file: canonicalPath(file) });
    } catch (e) {
      refusals.push(writeFailure(setting, name, e));
    }
  }
  for (let i = 0; i < accepted.length; i++) {
    for (let j = i + 1; j < accepted.length; j++) {
      const a = accepted[i]!;
      const b = accepted[j]!;
      if (a.file === b.file) refusals.push(`${b.setting}: ${JSON.stringify(b.name)} is also the ${a.setting}; give each report a file of its own.`);
      else if (within(a.file, b.file) || within(b.file, a.file)) {
        const [folder, inside] = within(a.file, b.file) ? [a, b] : [b, a];
        refusals.push(`${folder.setting}: ${JSON.stringify(folder.name)} would be the folder of the ${inside.setting} ${JSON.stringify(inside.name)}; give each report a file of its own.`);
      }
    }
  }
  return refusals;
}

/**
 * Writes `content` (UTF-8) at `file`, an absolute path inside `workspace`, creating missing
 * folders (mode 0644 for the file). The path is checked again first (see checkReportFile): the
 * run may have created files since.
 *
 * @param setting the setting that named the file (`report-file` or `sarif-file`), for messages.
 * @param checked the files the run judged (paths relative to `workspace`): none is replaced.
 * @throws ReportFileError as checkReportFile does, and for a checked file; the file system's own
 *   error (EACCES, EISDIR, ENOTDIR...) when the file cannot be written.
 */
export function writeReportFile(workspace: string, file: string, content: string | Iterable<string>, setting: string, checked: readonly string[] = []): void {
  checkReportFile(workspace, file, setting);
  // An empty sitemap would be "an earlier report": a file the run judged is never replaced.
  const judged = existsSync(file) ? checked.find((p) => sameFile(path.resolve(workspace, p), file)) : undefined;
  if (judged !== undefined) {
    throw new ReportFileError(`${setting}: ${JSON.stringify(path.relative(workspace, file).split(path.sep).join('/'))} is one of the checked files (${JSON.stringify(judged)}); it was left as it is. Name another file, e.g. ${exampleFor(setting)}.`);
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeNoFollow(file, content);
}

/**
 * The refusal of a report file name written as a folder (`reports/`, `.`, `..`): resolved, it would
 * name a file `reports` (or the folder itself); or of an empty name. Undefined for the name of a file.
 */
export function namesFolder(setting: string, name: string): string | undefined {
  if (name === '') return `${setting}: the file name is empty; name the report file, e.g. "sitemap-report.json".`;
  if (!/(^|[\\/])\.{0,2}$/.test(name)) return undefined;
  return `${setting}: ${JSON.stringify(name)} names a folder; name the report file, e.g. ${JSON.stringify(`${trimEndOf(name, '\\/') || '.'}/sitemap-report.json`)}.`;
}

/**
 * Writes the `--output` file of the command line: a path the user typed, so it may lie outside
 * the workspace, but one written inside it never goes through a symlink that leads out, and the
 * file itself is never a symlink (a checkout may plant either: `report.json -> ~/.bashrc`). The
 * file is created or replaced (mode 0644), opened without following a symlink.
 *
 * @throws ReportFileError for a symlink or a path that leads out of `workspace` through one; the
 *   file system's own error when the file cannot be written.
 */
export function writeOutputFile(workspace: string, file: string, content: string | Iterable<string>): void {
  const shown = JSON.stringify(path.relative(workspace, file).split(path.sep).join('/') || file);
  const existing = lstatSync(file, { throwIfNoEntry: false });
  if (existing?.isSymbolicLink()) throw new ReportFileError(`--output: ${shown} is a symlink; give the path of a regular file.`);
  if (within(path.resolve(workspace), file)) {
    let root: string;
    try {
      root = realpathSync(workspace);
    } catch {
      root = path.resolve(workspace);
    }
    if (!within(root, canonicalPath(file))) throw new ReportFileError(`--output: ${shown} leads outside the working directory through a symlink; give another path.`);
  }
  writeNoFollow(file, content);
}

/** Creates or replaces `file` (mode 0644) with `content` (a string, or pieces written in turn), opened without following a symlink or blocking. */
function writeNoFollow(file: string, content: string | Iterable<string>): void {
  const flags = fsConstants.O_WRONLY | fsConstants.O_CREAT | fsConstants.O_TRUNC | (fsConstants.O_NOFOLLOW ?? 0) | (fsConstants.O_NONBLOCK ?? 0);
  const fd = openSync(file, flags, 0o644);
  try {
    // Pieces (a report of any size, see report/stream.ts) are written one batch after another.
    if (typeof content === 'string') writeFileSync(fd, content);
    else writeChunksToFd(fd, content);
  } finally {
    closeSync(fd);
  }
}

/** The message for a report file that could not be written: a ReportFileError's own, or the file system's error code. */
export function writeFailure(setting: string, name: string, e: unknown): string {
  return e instanceof ReportFileError ? e.message : `${setting}: cannot write ${JSON.stringify(name)} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}).`;
}
