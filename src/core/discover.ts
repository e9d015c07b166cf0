/**
 * File discovery: globs, directories and file names, relative to the workspace, into a sorted list
 * of files to check. Nothing outside the workspace is ever read: a symlink whose target leaves the
 * workspace, a FIFO, a socket or a device is returned with a `problem` instead of being opened.
 */
import { lstat, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { glob, escapePath, isDynamicPattern } from 'tinyglobby';

/** The default `paths` (INTERFACE.md): sitemaps and robots.txt anywhere in the workspace. */
export const DEFAULT_PATTERNS: readonly string[] = [
  '**/sitemap*.xml',
  '**/sitemap*.xml.gz',
  '**/sitemap*.txt',
  '**/robots.txt',
];

/** Folders never searched by globs. */
export const IGNORED_FOLDERS: readonly string[] = ['**/node_modules/**', '**/.git/**'];

/** One file found by discovery. */
export interface DiscoveredFile {
  /** Path relative to the workspace, `/` separators. */
  path: string;
  /** Absolute path to read (the symlink target when the file is a symlink inside the workspace). */
  absolute: string;
  /** Why the file cannot be read (reported as `file-unreadable`), if it cannot. */
  problem?: string;
}

/** Names that look like sitemap or robots files; a directory so named is reported, not skipped. */
const SITEMAP_LIKE = /(\.xml|\.gz|\.txt)$/i;

function isInside(root: string, candidate: string): boolean {
  const rel = path.relative(root, candidate);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/**
 * Expands `patterns` (globs; `!` excludes; a directory means the default patterns under it; a
 * plain file name is taken as is) under `workspace` (an absolute path). Returns files sorted by
 * path. Matching nothing is not an error here; the caller decides.
 */
export async function discover(patterns: readonly string[], workspace: string): Promise<DiscoveredFile[]> {
  const root = await realpath(workspace);
  const include: string[] = [];
  const exclude: string[] = [...IGNORED_FOLDERS];
  const literal: string[] = [];
  const given = patterns.map((p) => p.trim()).filter((p) => p !== '');
  for (const raw of given.length > 0 ? given : DEFAULT_PATTERNS) {
    if (raw.startsWith('!')) {
      exclude.push(normalisePattern(raw.slice(1)));
      continue;
    }
    const abs = path.resolve(root, raw);
    const info = await lstat(abs).catch(() => undefined);
    if (info?.isDirectory()) {
      const rel = toPosix(path.relative(root, abs));
      const prefix = rel === '' ? '' : `${escapePath(rel)}/`;
      for (const d of DEFAULT_PATTERNS) include.push(prefix + d);
    } else if (info || !isDynamicPattern(raw)) {
      literal.push(abs);
    } else {
      include.push(normalisePattern(raw));
    }
  }
  const matched =
    include.length === 0
      ? []
      : await glob(include, {
          cwd: root,
          ignore: exclude,
          onlyFiles: false,
          followSymbolicLinks: false,
          dot: true,
          expandDirectories: false,
        });
  const seen = new Map<string, DiscoveredFile>();
  const candidates = [...matched.map((m) => path.resolve(root, m)), ...literal];
  for (const abs of candidates) {
    const rel = toPosix(path.relative(root, abs)).replace(/\/$/, '');
    if (seen.has(rel)) continue;
    const file = await inspect(root, abs, rel);
    if (file) seen.set(rel, file);
  }
  return [...seen.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function normalisePattern(p: string): string {
  return p.replace(/\\/g, '/').replace(/^\.\//, '');
}

async function inspect(root: string, abs: string, rel: string): Promise<DiscoveredFile | undefined> {
  if (!isInside(root, abs)) {
    return { path: rel, absolute: abs, problem: 'it is outside the workspace' };
  }
  const link = await lstat(abs).catch(() => undefined);
  if (!link) return { path: rel, absolute: abs, problem: 'it does not exist' };
  let target = abs;
  let info = link;
  if (link.isSymbolicLink()) {
    const real = await realpath(abs).catch(() => undefined);
    if (!real) return { path: rel, absolute: abs, problem: 'it is a symlink whose target does not exist' };
    if (!isInside(root, real)) return { path: rel, absolute: abs, problem: 'it is a symlink to a file outside the workspace' };
    target = real;
    const s = await stat(real).catch(() => undefined);
    if (!s) return { path: rel, absolute: abs, problem: 'its symlink target cannot be read' };
    info = s;
  }
  if (info.isDirectory()) {
    // A directory matched by a glob is only worth a finding when its name looks like a sitemap.
    return SITEMAP_LIKE.test(rel) || path.basename(rel) === 'robots.txt'
      ? { path: rel, absolute: target, problem: 'it is a directory, not a file' }
      : undefined;
  }
  if (!info.isFile()) return { path: rel, absolute: target, problem: 'it is not a regular file (a FIFO, socket or device)' };
  return { path: rel, absolute: target };
}
