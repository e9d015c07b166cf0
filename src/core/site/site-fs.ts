/**
 * Files of `site-dir`, looked up by the decoded path segments of a URL (./site-url.ts). Nothing
 * outside `site-dir` is ever opened or reported as found: segments are validated before they
 * get here (no `.`, `..`, separators or empty names), every symlink on the way is resolved, and
 * a file whose real path leaves `site-dir` counts as missing, with the reason. Lookups are cached,
 * so a file named many times is looked up once.
 */
import { lstatSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/** A lookup that found a regular file inside `site-dir`. */
export interface FoundFile {
  found: true;
  /** Real absolute path (symlinks resolved), inside `site-dir`. */
  absolute: string;
  /** The path as named, relative to the workspace with `/` separators. */
  path: string;
}

/** A lookup that found no usable file, and why. */
export interface MissingFile {
  found: false;
  /** e.g. `there is no such file`, `it is a directory`. */
  why: string;
  /**
   * `absent`: there is no such file; `folder`: the path is a folder; `refused`: a file that is
   * never read there (outside site-dir, in .git or node_modules, through a symlink leading out,
   * a symlink loop, not a regular file, unreadable).
   */
  reason: 'absent' | 'folder' | 'refused';
  /** The path looked at, relative to the workspace with `/` separators. */
  path: string;
}

export type FileLookup = FoundFile | MissingFile;

/** What a folder listing says a name is. */
type EntryKind = 'file' | 'dir' | 'link' | 'other';

/** True when `candidate` is `root` or below it (both absolute). */
export function isInside(root: string, candidate: string): boolean {
  const rel = path.relative(root, candidate);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** Symlinks followed at most by `escapes` (as Linux's MAXSYMLINKS). */
const MAX_HOPS = 40;

/**
 * Where following the symlinks of `abs` (absolute, as a string or as bytes, below `root`, a real
 * path) first leaves `root`, told from the links inside `root` alone: `self` when the link that
 * leaves is the last name of the path (the path is a symlink leading out, maybe through other
 * links inside), `folder` when it is a folder on the way, undefined when no link on the way leads
 * out (or the path is missing or loops before one does). For the messages about such paths, which
 * must tell nothing of what is outside (whether the target exists, and what it is): a lookup that
 * failed there would otherwise say "there is no such file" or "it is a folder" of a place outside.
 * Never throws.
 */
export function escapes(root: string, abs: string | Uint8Array): 'self' | 'folder' | undefined {
  // Bytes as latin1 characters, one for one: a name that is not UTF-8 keeps its bytes, and the
  // separators and dots that path.resolve reads are ASCII either way.
  const bin = (p: string | Uint8Array): string => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p.buffer, p.byteOffset, p.length)).toString('latin1');
  const top = bin(root);
  const lexical = path.resolve(bin(abs));
  if (!isInside(top, lexical)) return undefined;
  let parts = path.relative(top, lexical).split(path.sep).filter((part) => part !== '');
  let cur = top;
  let hops = 0;
  for (let i = 0; i < parts.length; i++) {
    const next = path.join(cur, parts[i]!);
    let link: boolean;
    try {
      link = lstatSync(Buffer.from(next, 'latin1')).isSymbolicLink();
    } catch {
      return undefined;
    }
    if (!link) {
      cur = next;
      continue;
    }
    if (++hops > MAX_HOPS) return undefined;
    let target: string;
    try {
      target = path.resolve(cur, readlinkSync(Buffer.from(next, 'latin1'), { encoding: 'buffer' }).toString('latin1'));
    } catch {
      return undefined;
    }
    if (!isInside(top, target)) return i === parts.length - 1 ? 'self' : 'folder';
    // On from the target, inside: its names from the root, then the rest of the path.
    parts = [...path.relative(top, target).split(path.sep).filter((part) => part !== ''), ...parts.slice(i + 1)];
    cur = top;
    i = -1;
  }
  return undefined;
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/**
 * Checks a `site-dir` value against the workspace (both as given; the workspace must exist).
 * Returns the real absolute path of the folder, or the reason it is not accepted: it must be a
 * folder inside the workspace, also after following symlinks (the value may come from the config
 * file of a pull request).
 */
export function resolveSiteDir(workspace: string, siteDir: string): { root: string } | { problem: string } {
  let ws: string;
  try {
    ws = realpathSync(workspace);
  } catch {
    return { problem: 'the workspace cannot be read' };
  }
  if (siteDir.includes('\0')) return { problem: 'give a folder inside the workspace, e.g. public' };
  const lexical = path.resolve(ws, siteDir);
  if (!isInside(ws, lexical)) return { problem: 'give a folder inside the workspace, e.g. public' };
  let real: string;
  try {
    real = realpathSync(lexical);
  } catch {
    // Nothing is told of a place outside: a symlink that leads there is refused as such.
    if (escapes(ws, lexical) !== undefined) return { problem: 'it leads outside the workspace through a symlink; give a folder inside the workspace' };
    return { problem: 'no such folder in the workspace' };
  }
  if (!isInside(ws, real)) return { problem: 'it leads outside the workspace through a symlink; give a folder inside the workspace' };
  if (!statSync(real, { throwIfNoEntry: false })?.isDirectory()) return { problem: 'it is not a folder' };
  return { root: real };
}

/** Folders of the workspace whose files are never read (as in discovery's IGNORED_FOLDERS). */
const NEVER_READ: ReadonlySet<string> = new Set(['.git', 'node_modules']);

/**
 * A folder of `site-dir` reached from its root through plain folders (no symlink), with its
 * listing (read once) and the folders below it looked at so far.
 */
interface Folder {
  /** Absolute path. */
  path: string;
  listing?: Promise<Map<string, EntryKind> | undefined>;
  /** The listing once read (null: the folder cannot be listed), so that a lookup steps on without waiting. */
  entries?: Map<string, EntryKind> | null;
  below?: Map<string, Folder>;
}

/** Cached, contained lookups of files under one `site-dir`. */
export class SiteFiles {
  private readonly cache = new Map<string, Promise<FileLookup>>();
  /**
   * Folder listings (name -> what it is), read once each, so most lookups cost no system call.
   * Kept as a tree from the root: a lookup steps down by name, so its work grows with the depth of
   * the path, not with the depth times the length of the path (a loc 900 folders deep built and
   * hashed a path of each folder on the way: 46 s for 1,000 such locs).
   */
  private readonly top: Folder;
  /** `site-dir` relative to the workspace ('' when it is the workspace). */
  private readonly rootRelative: string;

  /**
   * `root`: the real absolute path of `site-dir`; `workspace`: the real absolute path of the
   * workspace, which holds `root`.
   */
  constructor(
    readonly root: string,
    readonly workspace: string,
  ) {
    this.top = { path: root };
    this.rootRelative = path.relative(workspace, root);
  }

  /** Segments of `absolute` below `site-dir`, or undefined when it is not inside it. */
  segmentsOf(absolute: string): string[] | undefined {
    if (!isInside(this.root, absolute)) return undefined;
    const rel = path.relative(this.root, absolute);
    return rel === '' ? [] : rel.split(path.sep);
  }

  /**
   * Looks up the regular file at `segments` (decoded, validated names) below `site-dir`. Never
   * throws. `keep: false` keeps the answer out of the cache when it was not there (a page of a
   * loc, looked up once per distinct loc: 75,000 cached answers to locs of 1,800 characters held
   * 300 MB).
   */
  file(segments: readonly string[], keep = true): Promise<FileLookup> {
    const lexical = path.join(this.root, ...segments);
    let hit = this.cache.get(lexical);
    if (!hit) {
      hit = this.lookup(lexical);
      if (keep) this.cache.set(lexical, hit);
    }
    return hit;
  }

  private listing(folder: Folder): Promise<Map<string, EntryKind> | undefined> {
    if (!folder.listing) {
      folder.listing = readdir(folder.path, { withFileTypes: true }).then(
        (entries) => (folder.entries = new Map(entries.map((e) => [e.name, e.isSymbolicLink() ? 'link' : e.isDirectory() ? 'dir' : e.isFile() ? 'file' : 'other'] as const))),
        () => {
          folder.entries = null;
          return undefined;
        },
      );
    }
    return folder.listing;
  }

  /** The folder `name` in `folder` (listed as a plain folder). */
  private below(folder: Folder, name: string): Folder {
    folder.below ??= new Map();
    let next = folder.below.get(name);
    if (!next) {
      next = { path: path.join(folder.path, name) };
      folder.below.set(name, next);
    }
    return next;
  }

  /**
   * What the listings of the folders on the way say the path of `names` below `site-dir` is.
   * Listings are only read below `site-dir` and never through a symlink: at a symlink (or a folder
   * that cannot be listed) the answer is `unknown`, and a lookup that resolves and checks the
   * target decides.
   */
  private async listed(names: readonly string[]): Promise<EntryKind | 'none' | 'unknown'> {
    let folder = this.top;
    for (let i = 0; i < names.length; i++) {
      const listing = folder.entries !== undefined ? folder.entries : await this.listing(folder);
      if (!listing) return 'unknown';
      const kind = listing.get(names[i]!);
      if (kind === undefined) return 'none';
      if (kind === 'link') return 'unknown';
      if (i === names.length - 1) return kind;
      if (kind !== 'dir') return 'none';
      folder = this.below(folder, names[i]!);
    }
    return 'unknown';
  }

  private async lookup(lexical: string): Promise<FileLookup> {
    // One relative path for the checks and the name shown (a path of a thousand folders was
    // taken apart four times per lookup).
    const below = path.relative(this.root, lexical);
    const inside = below !== '' && below !== '..' && !below.startsWith(`..${path.sep}`) && !path.isAbsolute(below);
    const relative = !inside ? path.relative(this.workspace, lexical) : this.rootRelative === '' ? below : `${this.rootRelative}${path.sep}${below}`;
    const shown = toPosix(relative);
    if (!inside) return { found: false, why: 'it is not a file inside site-dir', reason: 'refused', path: shown };
    // Never read, as discovery never searches them: version control and installed packages
    // (with site-dir at the root of the checkout, a URL could name .git/config).
    if (relative.split(path.sep).some((name) => NEVER_READ.has(name.toLowerCase()))) {
      return { found: false, why: 'it is inside .git or node_modules, which are never read', reason: 'refused', path: shown };
    }
    // The common cases, from the folder listings: no such name, or a plain file or folder reached
    // without a symlink (so its real path is the one looked at, inside site-dir).
    const kind = await this.listed(below.split(path.sep));
    if (kind === 'none') return { found: false, why: 'there is no such file', reason: 'absent', path: shown };
    if (kind === 'dir') return { found: false, why: 'it is a folder, not a file', reason: 'folder', path: shown };
    if (kind === 'file') return { found: true, absolute: lexical, path: shown };
    let real: string;
    try {
      real = await realpath(lexical);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      // A symlink that leads outside is refused as such, whatever is (or is not) there.
      if (escapes(this.root, lexical) !== undefined) return { found: false, why: 'it is a symlink leading outside site-dir, which is never followed', reason: 'refused', path: shown };
      if (code === 'ENOENT' || code === 'ENOTDIR') return { found: false, why: 'there is no such file', reason: 'absent', path: shown };
      if (code === 'ELOOP') return { found: false, why: 'it is a symlink loop', reason: 'refused', path: shown };
      return { found: false, why: `it cannot be read (${code ?? 'error'})`, reason: 'refused', path: shown };
    }
    if (!isInside(this.root, real)) return { found: false, why: 'it is a symlink leading outside site-dir, which is never followed', reason: 'refused', path: shown };
    // A symlink into .git or node_modules is never followed either (link.txt -> .git/config).
    if (path.relative(this.workspace, real).split(path.sep).some((name) => NEVER_READ.has(name.toLowerCase()))) {
      return { found: false, why: 'it is a symlink into .git or node_modules, which are never read', reason: 'refused', path: shown };
    }
    try {
      const info = await stat(real);
      if (info.isDirectory()) return { found: false, why: 'it is a folder, not a file', reason: 'folder', path: shown };
      if (!info.isFile()) return { found: false, why: 'it is not a regular file', reason: 'refused', path: shown };
    } catch (e) {
      return { found: false, why: `it cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})`, reason: 'refused', path: shown };
    }
    return { found: true, absolute: real, path: shown };
  }
}
