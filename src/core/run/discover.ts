/**
 * File discovery: globs, directories and file names, relative to the workspace, into a sorted list
 * of files to check. Nothing outside the workspace is ever read: a path that resolves (through a
 * symlink, itself or one of its folders) outside the workspace, a FIFO, a socket or a device is
 * returned with a `problem` instead of being opened. Globs never follow symlinked folders, but
 * they do list symlinks and special files whose names match, so these are reported rather than
 * silently skipped.
 */
import { readdir, type Dirent } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { nodeCrypto } from '../builtins.js';
import { lstat, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import picomatch from 'picomatch';
import { isStringList, PolicyError, shownValue } from '../policy/policy.js';
import { escapes } from '../site/site-fs.js';
import { thousands } from '../text.js';
import { glob, escapePath, isDynamicPattern, type GlobOptions } from 'tinyglobby';

/**
 * The default `paths`: sitemaps and robots.txt anywhere in the workspace. A sitemap is a file
 * whose name holds "sitemap" anywhere, not only at its start (INTERFACE.md's `sitemap*`):
 * WordPress writes `wp-sitemap.xml` and `wp-sitemap-posts-post-1.xml`, Yoast and Rank Math
 * `post-sitemap.xml`, others `news-sitemap.xml`; `sitemap*` left them unchecked without a word.
 * Frozen.
 */
export const DEFAULT_PATTERNS: readonly string[] = Object.freeze([
  '**/*sitemap*.xml',
  '**/*sitemap*.xml.gz',
  '**/*sitemap*.txt',
  '**/robots.txt',
]);

/** Folders never searched by globs. Frozen. */
export const IGNORED_FOLDERS: readonly string[] = Object.freeze([
  '**/node_modules/**',
  '**/.git/**',
  // Installed packages of other ecosystems, whose templates are named like sitemaps: Ruby gems
  // (jekyll-sitemap's sitemap.xml and robots.txt in vendor/bundle with bundler-cache) and Python
  // packages (mkdocs's sitemap.xml template in .venv/lib/python3.x/site-packages).
  '**/vendor/bundle/**',
  '**/.bundle/**',
  '**/.venv/**',
  '**/site-packages/**',
]);

/** One file found by discovery. */
export interface DiscoveredFile {
  /** Path relative to the workspace, `/` separators. */
  path: string;
  /** Absolute path to read (the symlink target when the file is a symlink inside the workspace). */
  absolute: string;
  /** Why the file cannot be read (reported as `file-unreadable`), if it cannot. */
  problem?: string;
  /**
   * The absolute path to read as bytes, for a file whose path is not UTF-8 (as git stores and
   * clones `public/fr\xE9/sitemap.xml`): `path` shows each such byte as `\xHH` (see shownPath),
   * and `absolute` is then that shown path under the workspace, a name to tell files apart by,
   * not to open.
   */
  absoluteBytes?: Uint8Array;
}

/**
 * Files checked in one run at most. A pull request can add any number of files; past the cap the
 * first files by path are checked and the next one is reported (`file-unreadable`) with the
 * number of files left out, so the run fails instead of silently checking part of the set.
 */
export const MAX_FILES_PER_RUN = 100_000;

/** Options of `discover`. */
export interface DiscoverOptions {
  /** Files returned at most (default `MAX_FILES_PER_RUN`); see there. */
  maxFiles?: number;
  /**
   * Called with each glob or folder of `patterns` (as given, trimmed; once per distinct one)
   * that matched no file returned, in the order given, with `kind` saying which: a typo in one of
   * several globs, or a folder that holds no sitemap the default patterns find, would otherwise
   * leave files unchecked without a word. A match that is returned with a `problem` counts; one
   * that is left out (a folder, a symlink to a folder) does not. Exclusions (`!`), plain paths (a
   * missing one is returned with a `problem`) and the default patterns are never reported, and
   * nothing is when the file cap is reached.
   */
  onUnmatched?: (pattern: string, kind: 'glob' | 'folder') => void;
  /**
   * Plain paths (no wildcard, no `!`) that lead outside the workspace (absolute elsewhere, or
   * climbing out with `..`) are read where they are instead of refused: a file as a file, a
   * folder searched with the default patterns inside it (its own symlink fence applies). Such a
   * file is named by the path as given (`../site/sitemap.xml`, `/srv/www/sitemap.xml`). For paths
   * a person typed (the command line); never for paths of a pull request's config file or the
   * action's inputs. Globs and exclusions keep to the workspace either way. Default false.
   */
  namedOutside?: boolean;
}

/** Names that look like sitemap or robots files; a directory so named is reported, not skipped. */
const SITEMAP_LIKE = /(\.xml|\.gz|\.txt)$/i;

function looksLikeSitemapFile(p: string): boolean {
  return SITEMAP_LIKE.test(p) || path.basename(p) === 'robots.txt';
}

function isInside(root: string, candidate: string): boolean {
  const rel = path.relative(root, candidate);
  // `..` or `../x` leave the root; a name that merely starts with two dots (`..sitemap.xml`) does not.
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}

/** A line terminator, which `.` of a regular expression does not match (see `lineTerminatorMatches`). */
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;

/** What the glob crawler passed by that `oddMatches` looks at again. */
interface OddNames {
  /** Entries other than folders whose path (relative, `/` separators) holds a line terminator. */
  files: string[];
  /**
   * Folders (absolute, as bytes) the crawler does not enter: their name holds a line terminator
   * or bytes that are not UTF-8.
   */
  folders: Buffer[];
  /** Entries other than folders whose name is not UTF-8 (absolute, as bytes). */
  byteFiles: Buffer[];
  /** Folders that could not be listed (absolute, as bytes), with the error's code. */
  unlisted: Array<{ folder: Buffer; code: string }>;
}

/**
 * Errors of listing a folder that mean nothing is there to search (it went away meanwhile): any
 * other error leaves the files in it unchecked, and is reported (see unlistedFile).
 */
const GONE = new Set(['ENOENT', 'ENOTDIR']);

/**
 * `readdir` for the glob crawler that lists every entry other than a folder as a file: the
 * crawler would otherwise drop symlinks (it is told not to follow them) and FIFOs, sockets and
 * devices (neither files nor folders), and a sitemap-named one would pass unreported. A symlink
 * to a folder is listed as a file too, so it is never crawled. Names are read as bytes: a name
 * that is not UTF-8 is noted in `odd` and left out of the listing (as a string, Node writes
 * U+FFFD for its bytes, and the file would be opened by a name it does not have, or a neighbour
 * read twice in its stead). Names with a line terminator are noted in `odd`, and so are folders
 * that cannot be listed (a path longer than the system opens, ENAMETOOLONG).
 */
function globFs(root: string, odd: OddNames): GlobOptions['fs'] {
  const readdirAllAsFiles = (dir: string, options: unknown, callback: (error: NodeJS.ErrnoException | null, entries?: Dirent[]) => void): void => {
    readdir(dir, { withFileTypes: true, encoding: 'buffer' }, (error, raw) => {
      if (error) {
        if (!GONE.has(error.code ?? '')) odd.unlisted.push({ folder: Buffer.from(dir), code: error.code ?? error.message });
        return callback(error, []);
      }
      const oddFolder = LINE_TERMINATOR.test(dir);
      const entries: Dirent[] = [];
      for (const entry of raw) {
        const bytes = entry.name;
        if (!isUtf8(bytes)) {
          const abs = Buffer.concat([Buffer.from(path.join(dir, path.sep)), bytes]);
          if (entry.isDirectory()) odd.folders.push(abs);
          else odd.byteFiles.push(abs);
          continue;
        }
        const name = bytes.toString('utf8');
        Object.defineProperty(entry, 'name', { value: name, writable: true, enumerable: true, configurable: true });
        const named = entry as unknown as Dirent;
        entries.push(named);
        if (named.isDirectory()) {
          if (LINE_TERMINATOR.test(name)) odd.folders.push(Buffer.from(path.join(dir, name)));
          continue;
        }
        if (oddFolder || LINE_TERMINATOR.test(name)) odd.files.push(toPosix(path.relative(root, path.join(dir, name))));
        if (named.isFile()) continue;
        Object.defineProperties(named, {
          isFile: { value: () => true },
          isSymbolicLink: { value: () => false },
        });
      }
      callback(null, entries);
    });
  };
  return { readdir: readdirAllAsFiles as unknown } as GlobOptions['fs'];
}

/** A file found by its bytes (see oddMatches). */
interface OddMatch {
  /** The path matched against the patterns: relative, `/` separators, bytes that are not UTF-8 as U+FFFD. */
  match: string;
  /** The path shown (see shownPath). */
  shown: string;
  /** The absolute path as bytes, when its name is not UTF-8. */
  bytes?: Buffer;
}

/**
 * The files the glob crawler passed by, that `include` matches and `exclude` does not: files in
 * a path with a line terminator, and files whose path is not UTF-8.
 *
 * Line terminators: the glob library builds regular expressions in which `.` stands for "any
 * character" (in `**`, and in the rule that a `*` matches at least one character), and `.`
 * matches no line terminator: a file named "\nsitemap.xml", or every file in a folder whose name
 * holds a line break, matched no pattern and passed unchecked. Bytes that are not UTF-8
 * (`public/fr\xE9/sitemap.xml`, as git stores and clones them): these files are read by their
 * bytes, matched with U+FFFD for each such byte, and shown with `\xHH` for it (see shownPath).
 * Such folders are searched here (symlinks are not followed, excluded folders are not entered,
 * folders that cannot be listed are noted in `odd.unlisted`), and the paths are matched against
 * the same patterns with `.` matching every character (the `s` flag), the library's options
 * otherwise.
 */
async function oddMatches(root: string, odd: OddNames, include: readonly string[], exclude: readonly string[]): Promise<OddMatch[]> {
  const options = { dot: true, posix: true, flags: 's' };
  const isIncluded = picomatch(include.map((p) => path.posix.normalize(p)), options);
  const isExcluded = exclude.length === 0 ? () => false : picomatch(exclude.map((p) => path.posix.normalize(p)), options);
  const rootBytes = Buffer.from(path.join(root, path.sep));
  const relative = (abs: Buffer): Buffer => abs.subarray(rootBytes.length);
  const files = new Map<string, OddMatch>();
  const add = (abs: Buffer): void => {
    const rel = relative(abs);
    if (isUtf8(rel)) {
      const text = toPosix(rel.toString('utf8'));
      files.set(text, { match: text, shown: shownPath(text) });
    } else {
      const shown = shownPath(rel);
      files.set(shown, { match: toPosix(rel.toString('utf8')), shown, bytes: abs });
    }
  };
  for (const f of odd.files) files.set(f, { match: f, shown: shownPath(f) });
  for (const abs of odd.byteFiles) add(abs);
  const walked = new Set<string>();
  const pending = [...odd.folders];
  while (pending.length > 0) {
    const dir = pending.pop()!;
    const key = dir.toString('latin1');
    if (walked.has(key) || isExcluded(toPosix(relative(dir).toString('utf8')))) continue;
    walked.add(key);
    const listed = await readdirBytes(dir);
    if (typeof listed === 'string') {
      if (!GONE.has(listed)) odd.unlisted.push({ folder: dir, code: listed });
      continue;
    }
    for (const entry of listed) {
      const abs = Buffer.concat([dir, Buffer.from(path.sep), entry.name]);
      if (entry.isDirectory()) pending.push(abs);
      else add(abs);
    }
  }
  return [...files.values()].filter((f) => isIncluded(f.match) && !isExcluded(f.match));
}

/** The entries of `dir` with their names as bytes, or the error's code. */
function readdirBytes(dir: Buffer): Promise<Array<Dirent<Buffer>> | string> {
  return new Promise((resolve) =>
    readdir(dir, { withFileTypes: true, encoding: 'buffer' }, (error, entries) => resolve(error ? (error.code ?? error.message) : entries)),
  );
}

/**
 * A relative path as shown in reports, one name for one path: bytes that are not UTF-8 as `\xHH`
 * (`public/fr\xE9/sitemap.xml`), and then every backslash as `\\`, so that no two paths are
 * shown alike (a file `b-sitemap\xFF.xml` beside `b-sitemap\uFFFD.xml`: U+FFFD for the byte would
 * show two files as one). A UTF-8 path is shown as it is, unless it holds a backslash followed by
 * `x` (which could be read as such an escape): then its backslashes are doubled too.
 */
export function shownPath(rel: string | Buffer): string {
  if (typeof rel === 'string') return rel.includes('\\x') ? rel.replaceAll('\\', '\\\\') : rel;
  let out = '';
  let i = 0;
  while (i < rel.length) {
    const b = rel[i]!;
    const len = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (len > 0 && i + len <= rel.length && isUtf8(rel.subarray(i, i + len))) {
      const c = rel.toString('utf8', i, i + len);
      out += c === '\\' ? '\\\\' : c === path.sep ? '/' : c;
      i += len;
    } else {
      out += `\\x${b.toString(16).toUpperCase().padStart(2, '0')}`;
      i++;
    }
  }
  return out;
}

/** Characters of a folder's path shown in a finding at most (see unlistedFile). */
const SHOWN_FOLDER_CHARS = 160;

/**
 * The finding for a folder that could not be listed (see OddNames.unlisted), named by its path
 * relative to `root`. A long one (a path past the system's limit is thousands of characters) is
 * shortened to its first and last characters around the number of folders left out and a hash of
 * the whole path (`public/dd…(19 folders, #3fa8c2e1)…/dd`), so that two such folders are never
 * shown as one.
 */
function unlistedFile(root: string, folder: Buffer, code: string): DiscoveredFile {
  const rootBytes = Buffer.from(path.join(root, path.sep));
  let rel = folder.length >= rootBytes.length && folder.subarray(0, rootBytes.length).equals(rootBytes) ? folder.subarray(rootBytes.length) : folder;
  let end = rel.length;
  while (end > 0 && rel[end - 1] === path.sep.charCodeAt(0)) end--;
  rel = rel.subarray(0, end);
  const full = shownPath(rel);
  const names = full.split('/');
  let shown = full;
  if (full.length > SHOWN_FOLDER_CHARS) {
    const half = SHOWN_FOLDER_CHARS / 2;
    const head = full.slice(0, half);
    const tail = full.slice(-half);
    const left = names.length - head.split('/').length - tail.split('/').length;
    shown = `${head}…(${thousands(Math.max(0, left))} folders, #${nodeCrypto().createHash('sha256').update(rel).digest('hex').slice(0, 8)})…${tail}`;
  }
  const why =
    code === 'ENAMETOOLONG'
      ? `whose path (${thousands(names.length)} folders, ${thousands(rel.length)} bytes) is longer than the system can open (ENAMETOOLONG)`
      : code === 'EACCES' || code === 'EPERM'
        ? 'that cannot be listed (permission denied)'
        : `that cannot be listed (${code})`;
  return {
    path: shown,
    absolute: path.join(root, ...names),
    problem: `it is a folder ${why}, so it was not searched and no file in it was checked; move the sitemaps to a folder that can be read`,
  };
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/**
 * Expands `patterns` (globs; `!` excludes; a directory means the default patterns under it; a
 * plain file name is taken as is; exclusions alone apply to the default patterns) under
 * `workspace` (a folder; a relative path is taken from the process's current directory). Returns
 * files sorted by path. Matching nothing is not an error here; the caller decides. Throws
 * TypeError for `patterns` that are not an array of strings, a `workspace` that is not a string,
 * or options that are not an object of DiscoverOptions (a `maxFiles` that is not a number of 1 or
 * more); PolicyError for patterns past the limits of `paths`; rejects with the file system's
 * error (ENOENT...) when `workspace` does not exist.
 */
export async function discover(patterns: readonly string[], workspace: string, options: DiscoverOptions = {}): Promise<DiscoveredFile[]> {
  const call = 'discover(patterns, workspace, options)';
  if (!isStringList(patterns)) throw new TypeError(`${call}: patterns must be an array of strings (globs, folders or files).`);
  if (typeof workspace !== 'string' || workspace === '' || workspace.includes('\0')) throw new TypeError(`${call}: workspace must be the path of a folder.`);
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw new TypeError(`${call}: options must be an object.`);
  // NaN would lift the cap altogether (Math.max(1, NaN) is NaN, and no count is >= NaN).
  if (options.maxFiles !== undefined && !(typeof options.maxFiles === 'number' && options.maxFiles >= 1)) {
    throw new TypeError(`${call}: options.maxFiles: ${shownValue(options.maxFiles)} is not accepted; give a number of files, 1 or more.`);
  }
  if (options.onUnmatched !== undefined && typeof options.onUnmatched !== 'function') throw new TypeError(`${call}: options.onUnmatched, when given, must be a function.`);
  const maxFiles = Math.max(1, Math.floor(options.maxFiles ?? MAX_FILES_PER_RUN));
  const root = await realpath(workspace);
  const include: string[] = [];
  // An ignored folder that a pattern names (`docs/site-packages`, `vendor/bundle/**/x.xml`) is
  // searched after all; `.git` never is.
  const namedFolder = (ignored: string): boolean => {
    const folder = ignored.slice(3, -3);
    if (folder === '.git') return false;
    // A pattern that looks into it (not an exclusion), naming it as whole path segments.
    return patterns.some((p) => !p.trim().startsWith('!') && `/${normalisePattern(p.trim())}/`.includes(`/${folder}/`));
  };
  const exclude: string[] = IGNORED_FOLDERS.filter((ignored) => !namedFolder(ignored));
  const literal: string[] = [];
  /** The globs given (not the defaults), with the pattern searched for each. */
  const globs: Array<{ given: string; pattern: string }> = [];
  /** The folders given, with their path relative to the workspace ('' for the workspace itself). */
  const folders: Array<{ given: string; rel: string }> = [];
  /** Patterns and folders that would be searched outside the workspace: reported, never searched. */
  const refused = new Map<string, DiscoveredFile>();
  const given = patterns.map((p) => p.trim()).filter((p) => p !== '');
  const globCount = countGlobs(given);
  if (globCount > MAX_PATTERNS) throw new PolicyError('paths', `paths: ${globCount} glob patterns are given; at most ${MAX_PATTERNS} are accepted (a folder or a glob names many files at once).`);
  const outside = new Set<string>();
  const spelled = await insideSpellings(given, root, options.namedOutside === true ? outside : undefined);
  const plainExclusions = given.filter((p) => p.startsWith('!') && !p.startsWith('!(') && !isDynamicPattern(p.slice(1))).length;
  let folderCount = 0;
  const tooMany = (): PolicyError =>
    new PolicyError(
      'paths',
      `paths: ${searchPatterns(globCount, plainExclusions, folderCount)} patterns would be searched (${globCount} globs, ${plainExclusions} plain exclusions, ${folderCount} folders of ${DEFAULT_PATTERNS.length} default patterns each, so far); at most ${MAX_PATTERNS} are accepted. Name fewer folders, or one folder above them.`,
    );
  if (searchPatterns(globCount, plainExclusions, 0) > MAX_PATTERNS) throw tooMany();
  // Only exclusions given (`!public/fr/**`): they apply to the default patterns.
  const onlyExclusions = given.length > 0 && given.every((p) => p.startsWith('!') && !p.startsWith('!('));
  for (const raw of given.length > 0 ? (onlyExclusions ? [...DEFAULT_PATTERNS, ...given] : given) : DEFAULT_PATTERNS) {
    // `!(a|b)` is an extglob, not an exclusion (as the glob library reads it).
    if (raw.startsWith('!') && !raw.startsWith('!(')) {
      exclude.push(normalisePattern((spelled.get(raw) ?? raw).slice(1)));
      continue;
    }
    if (outside.has(raw)) {
      for (const file of await discoverOutside(raw, path.resolve(workspace, raw), maxFiles)) if (!refused.has(file.path)) refused.set(file.path, file);
      continue;
    }
    // Searched as spelled inside the workspace; reported (unmatched notes) as given.
    const spelling = spelled.get(raw) ?? raw;
    const abs = path.resolve(root, spelling);
    const info = await lstat(abs).catch(() => undefined);
    // A folder is searched with the default patterns, unless its name says it was meant as a
    // sitemap file (`sitemap.xml/`): then it is reported as a directory that cannot be read.
    if (info?.isDirectory() && !looksLikeSitemapFile(abs)) {
      const rel = toPosix(path.relative(root, abs));
      const real = await realpath(abs).catch(() => abs);
      if (!isInside(root, real)) {
        refused.set(rel, { path: rel, absolute: abs, problem: `${THROUGH_FOLDER}, so it was not searched` });
        continue;
      }
      folderCount++;
      if (searchPatterns(globCount, plainExclusions, folderCount) > MAX_PATTERNS) throw tooMany();
      const prefix = rel === '' ? '' : `${escapePath(rel)}/`;
      for (const d of DEFAULT_PATTERNS) include.push(prefix + d);
      if (given.length > 0 && !onlyExclusions && !folders.some((f) => f.given === raw)) folders.push({ given: raw, rel });
    } else if (info || !isDynamicPattern(spelling)) {
      literal.push(abs);
    } else {
      const pattern = relativePattern(root, normalisePattern(spelling));
      const why = await leavesWorkspace(root, pattern);
      if (why) {
        refused.set(pattern, { path: pattern, absolute: path.resolve(root, pattern), problem: `it is a pattern that ${why}, so it was not searched` });
        continue;
      }
      include.push(pattern);
      if (given.length > 0 && !onlyExclusions && !globs.some((g) => g.given === raw)) globs.push({ given: raw, pattern });
    }
  }
  const odd: OddNames = { files: [], folders: [], byteFiles: [], unlisted: [] };
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
          fs: globFs(root, odd),
        });
  /** Files whose path is not UTF-8, by the path shown: read by their bytes (see oddMatches). */
  const byBytes = new Map<string, Buffer>();
  // Candidates by path, so that the cap keeps the same files on every machine.
  const byPath = new Map<string, string>();
  if (odd.files.length > 0 || odd.folders.length > 0 || odd.byteFiles.length > 0) {
    for (const m of await oddMatches(root, odd, include, exclude)) {
      if (m.bytes === undefined) matched.push(m.match);
      else if (!byPath.has(m.shown)) {
        byBytes.set(m.shown, m.bytes);
        byPath.set(m.shown, path.join(root, ...m.shown.split('/')));
      }
    }
  }
  for (const abs of [...matched.map((m) => path.resolve(root, m)), ...literal]) {
    const rel = shownPath(toPosix(path.relative(root, abs)).replace(/\/$/, ''));
    if (!byPath.has(rel)) byPath.set(rel, abs);
  }
  for (const { folder, code } of odd.unlisted) {
    const file = unlistedFile(root, folder, code);
    if (!refused.has(file.path)) refused.set(file.path, file);
  }
  for (const [rel, file] of refused) if (!byPath.has(rel)) byPath.set(rel, file.absolute);
  const candidates = [...byPath].sort((a, b) => compare(a[0], b[0]));
  const named = new Set(literal);
  const found: DiscoveredFile[] = [];
  // Candidates are inspected INSPECT_WINDOW at a time (each inspection waits on two or three file
  // system calls; one after the other, a site of 20,000 files spent most of its discovery
  // waiting) and taken in path order.
  for (let from = 0; from < candidates.length; from += INSPECT_WINDOW) {
    const window = candidates.slice(from, from + INSPECT_WINDOW);
    const inspected = await Promise.all(
      window.map(([rel, abs]) => {
        const bytes = byBytes.get(rel);
        return refused.get(rel) ?? (bytes ? inspectBytes(root, bytes, rel) : inspect(root, abs, rel, named.has(abs)));
      }),
    );
    for (let k = 0; k < window.length; k++) {
      const file = inspected[k];
      if (!file) continue;
      if (found.length === maxFiles) {
        // The first file past the cap stands for all of them (matches that turn out to be plain
        // folders are counted too: telling them apart would mean reading them all).
        const [rel, abs] = window[k]!;
        const left = candidates.length - (from + k);
        found.push({
          path: rel,
          absolute: abs,
          problem: `a run checks at most ${thousands(maxFiles)} files, and the paths match more; this file and ${thousands(left - 1)} more after it (by path) were not checked. Narrow the paths, or split the check into several runs`,
        });
        return found;
      }
      found.push(file);
    }
  }
  if (options.onUnmatched) {
    const unmatched = new Set(unmatchedGlobs(globs, found));
    for (const f of folders) if (!found.some((file) => f.rel === '' || file.path.startsWith(`${f.rel}/`))) unmatched.add(f.given);
    // In the order given.
    for (const p of given) {
      if (!unmatched.has(p)) continue;
      unmatched.delete(p);
      options.onUnmatched(p, folders.some((f) => f.given === p) ? 'folder' : 'glob');
    }
  }
  return found;
}

/**
 * The globs (as given) that no file of `found` matches, compared as the glob library compares
 * them: the pattern without a trailing `/`, normalised (`a/./b`, `a//b`), dot files included.
 */
function unmatchedGlobs(globs: ReadonlyArray<{ given: string; pattern: string }>, found: readonly DiscoveredFile[]): string[] {
  if (globs.length === 0) return [];
  const left = globs.map((g) => ({ given: g.given, isMatch: matcher(path.posix.normalize(g.pattern.replace(/\/$/, ''))) }));
  for (const file of found) {
    for (let k = left.length - 1; k >= 0; k--) if (left[k]!.isMatch(file.path)) left.splice(k, 1);
    if (left.length === 0) break;
  }
  return left.map((g) => g.given);
}

/** A matcher for `pattern`; one the matcher cannot compile (the crawler took it) matches everything, so it is never reported. */
function matcher(pattern: string): (p: string) => boolean {
  try {
    // `s`: a name with a line terminator matches as any other (see lineTerminatorMatches).
    return picomatch(pattern, { dot: true, flags: 's' });
  } catch {
    return () => true;
  }
}

/** The problem of a symlink that leads outside the workspace (see inspect). */
const LEAVES_WORKSPACE = 'it is a symlink that leads outside the workspace, which is never followed';

/** The problem of a path that leads outside the workspace through a symlinked folder (see inspect). */
const THROUGH_FOLDER = 'its path leads outside the workspace through a symlinked folder, which is never followed';

/** Candidates whose file system checks run at once in discover(). */
const INSPECT_WINDOW = 64;


function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Longest pattern accepted, in characters. */
export const MAX_PATTERN_CHARS = 1024;

/** Most repeating wildcards (`*`, and the extglobs `*(`, `+(`, `!(`) in one path segment of a pattern. */
export const MAX_STARS_PER_SEGMENT = 2;

/** Most `**` segments in one pattern. */
export const MAX_GLOBSTARS = 2;

/** Most groups (`(...)`, extglobs included, and `{...}` braces) in one pattern. */
export const MAX_GROUPS = 4;

/** Most alternatives (the branches of `{a,b}` and `@(a|b)`) in one pattern, all groups together. */
export const MAX_ALTERNATIVES = 20;

/**
 * Why a pattern of `paths` is refused, or undefined. Patterns and file names both come from the
 * pull request, and the glob library matches with regular expressions that backtrack: `*a*a*a*b`
 * takes seconds against one 100-character name, and an extglob with a wildcard inside
 * (`*(*a)b`) grows exponentially, as do many groups that can match the same text two ways
 * (`@(a|a)` 36 times: a minute) and three `**` segments against a deep path. Accepted: at most
 * MAX_STARS_PER_SEGMENT repeating wildcards in each path segment, at most MAX_GLOBSTARS `**`
 * segments and MAX_GROUPS groups in all, extglob groups without wildcards or groups inside them,
 * and at most MAX_PATTERN_CHARS characters (measured: the worst names then take milliseconds). Real paths (a `**` segment then
 * `sitemap-*.xml`, an exclusion of `public/drafts` and all below it, `public/@(en|de)/sitemap.xml`)
 * are far within it.
 */
export function patternFault(pattern: string): string | undefined {
  const p = pattern.startsWith('!') && !pattern.startsWith('!(') ? pattern.slice(1) : pattern;
  if (p.length > MAX_PATTERN_CHARS) return `is ${p.length} characters long; give a pattern of at most ${MAX_PATTERN_CHARS} characters`;
  const segments = segmentsOf(normalisePattern(p));
  // Every `**`, also one inside braces ({**/,}), counts.
  const globstars = p.split('**').length - 1;
  if (globstars > MAX_GLOBSTARS) return `has ${globstars} ** wildcards; at most ${MAX_GLOBSTARS} are accepted (more make matching deep paths slow)`;
  if (wrongRange(p)) return 'has a brace range such as {1..12}, which the glob library reads as a character class ([1-12] matches 1 and 2 only); write the names out, as in sitemap-{10,11,12}.xml, or use sitemap-*.xml';
  let groups = 0;
  let alternatives = 0;
  let depth = 0;
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === '(' || c === '{') {
      groups++;
      depth++;
    } else if ((c === ')' || c === '}') && depth > 0) depth--;
    else if ((c === ',' || c === '|') && depth > 0) alternatives++;
  }
  if (groups > MAX_GROUPS) return `has ${groups} groups ("(" or "{"); at most ${MAX_GROUPS} are accepted (more make matching crafted file names slow)`;
  if (alternatives + groups > MAX_ALTERNATIVES) return `has ${alternatives + groups} alternatives in its groups; at most ${MAX_ALTERNATIVES} are accepted (more make matching crafted file names slow)`;
  for (const segment of segments) {
    if (segment === '**') continue;
    let depth = 0;
    for (let i = 0; i < segment.length; i++) {
      const c = segment[i]!;
      if ('*+?@!'.includes(c) && segment[i + 1] === '(') {
        if (depth > 0) return `nests an extglob group in another ("${segment}"); write the alternatives out, as in @(a|b)`;
        // A repeated group whose alternatives overlap (+(a|[a])) backtracks exponentially.
        if (c === '*' || c === '+') return `has the repeating extglob ${c}(...) ("${segment}"); use @(a|b) or a * outside a group instead`;
        depth++;
        i++;
      } else if (c === ')' && depth > 0) {
        depth--;
      } else if ((c === '[' || c === '?') && depth > 0) {
        return `has a wildcard or character class inside an extglob group ("${segment}"); keep them outside the group, as in @(a|b)*`;
      } else if (c === '*') {
        if (depth > 0) return `has a * inside an extglob group ("${segment}"); keep wildcards outside the group, as in @(a|b)*`;
        while (segment[i + 1] === '*') i++;
      }
    }
    const stars = starsIn(segment, 0).stars;
    if (stars > MAX_STARS_PER_SEGMENT) {
      return `has ${stars} repeating wildcards in the path segment "${segment}"; at most ${MAX_STARS_PER_SEGMENT} are accepted (more make matching crafted file names slow), e.g. sitemap-*-*.xml`;
    }
  }
  return undefined;
}

/**
 * The most repeating wildcards (`*` runs and `!(`) that one expansion of the braces of `s` holds,
 * from index `i` to the end of `s` or of the brace alternative `i` is in (`{sitemap*,*-sitemap*}`
 * is 2, not 3: the glob library tries the alternatives one at a time). Returns the count and the
 * index where reading stopped (at a `,` or `}` closing the alternative, or the end).
 */
function starsIn(s: string, i: number, inGroup = false): { stars: number; end: number } {
  let stars = 0;
  while (i < s.length) {
    const c = s[i]!;
    // Outside a group, "," and "}" are plain characters.
    if (inGroup && (c === ',' || c === '}')) return { stars, end: i };
    if (c === '{') {
      // The alternatives of the group, each read to its `,` or `}`: the most of them counts.
      let most = 0;
      let j = i + 1;
      for (;;) {
        const alt = starsIn(s, j, true);
        most = Math.max(most, alt.stars);
        j = alt.end + 1;
        if (alt.end >= s.length || s[alt.end] === '}') break;
      }
      stars += most;
      i = j;
      continue;
    }
    if (c === '!' && s[i + 1] === '(') stars++;
    else if (c === '*') {
      stars++;
      while (s[i + 1] === '*') i++;
    }
    i++;
  }
  return { stars, end: i };
}

/**
 * The path segments of a pattern, split at `/` outside braces only: `{*a*a,x/y}*a*b` is one
 * segment for counting wildcards, since the braces expand to `*a*a*a*b` among others.
 */
function segmentsOf(p: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === '{') depth++;
    else if (c === '}' && depth > 0) depth--;
    else if (c === '/' && depth === 0) {
      out.push(p.slice(start, i));
      start = i + 1;
    }
  }
  out.push(p.slice(start));
  return out;
}

/**
 * True when `p` holds a brace range the glob library reads wrongly: it turns `{1..12}` into the
 * character class `[1-12]`, right only for ranges of single characters without a step
 * (`{1..9}`, `{a..c}`).
 */
function wrongRange(p: string): boolean {
  for (const m of p.matchAll(/\{(-?[A-Za-z0-9]+)\.\.(-?[A-Za-z0-9]+)(\.\.-?\d+)?\}/g)) {
    if (m[3] !== undefined || m[1]!.length > 1 || m[2]!.length > 1) return true;
  }
  return false;
}

/**
 * Most glob patterns in `paths`: matching costs patterns times files (6,000 of each took 46 s).
 * Plain file names (a shell's expansion of `public/*.xml`) are not matched, and not counted.
 */
export const MAX_PATTERNS = 256;

/** The number of `patterns` that are globs (plain names and exclusions of plain names are not). */
export function countGlobs(patterns: readonly string[]): number {
  let n = 0;
  for (const p of patterns) if (isDynamicPattern(p.startsWith('!') && !p.startsWith('!(') ? p.slice(1) : p)) n++;
  return n;
}

/**
 * The patterns a search would match each file name against: the globs, every exclusion (a plain
 * name too: the glob library compiles each into a matcher) and the default patterns of each
 * folder. At most MAX_PATTERNS: 2,000 folders (8,000 patterns) in a pull request's config file
 * took 48 s and 600 MB to search.
 */
function searchPatterns(globs: number, exclusions: number, folders: number): number {
  return globs + exclusions + folders * DEFAULT_PATTERNS.length;
}

function normalisePattern(p: string): string {
  return p.replace(/\\/g, '/').replace(/^\.\//, '');
}

/**
 * Checks `patterns` (trimmed, as given) against `workspace` before anything is searched: the
 * faults of patternFault, and paths written to lead outside (see outsideFault, workspaceSpelling).
 * Returns the absolute ones inside the workspace by their path relative to it.
 *
 * @throws PolicyError (key `paths`) naming the first pattern at fault.
 */
export async function checkPathsInside(patterns: readonly string[], workspace: string, options: { namedOutside?: boolean } = {}): Promise<Map<string, string>> {
  return insideSpellings(
    patterns.map((p) => p.trim()).filter((p) => p !== ''),
    await realpath(workspace),
    options.namedOutside === true ? new Set() : undefined,
  );
}

/** True for a path without wildcards that is no exclusion: a file or folder named as such. */
function isPlainPath(p: string): boolean {
  return !(p.startsWith('!') && !p.startsWith('!(')) && !isDynamicPattern(normalisePattern(p));
}

/**
 * The inside spellings of `given` (see workspaceSpelling). `outside`, when given, receives the
 * plain paths that lead outside the workspace (see DiscoverOptions.namedOutside) instead of a
 * fault being thrown for them.
 */
async function insideSpellings(given: readonly string[], root: string, outside?: Set<string>): Promise<Map<string, string>> {
  const spelled = new Map<string, string>();
  for (const p of given) {
    let fault = patternFault(p);
    if (fault === undefined) {
      const inside = await workspaceSpelling(root, p);
      if (inside === undefined) {
        fault =
          outside === undefined
            ? 'is an absolute path outside the workspace; paths are relative to the workspace (e.g. public/sitemap.xml)'
            : 'is a glob outside the working directory; globs are searched inside it (name a file or folder outside by its path, or give --cwd)';
      }
      else {
        if (inside !== p) spelled.set(p, inside);
        fault = outsideFault(root, inside);
      }
      if (fault !== undefined && outside !== undefined && isPlainPath(p)) {
        outside.add(p);
        continue;
      }
    }
    if (fault !== undefined) throw new PolicyError('paths', `paths: ${JSON.stringify(p.length > 200 ? `${p.slice(0, 200)}…` : p)} ${fault}.`);
  }
  return spelled;
}

/**
 * An absolute path or glob (also an exclusion, `!` kept) as a path relative to the workspace
 * (`root`, its real path), whatever symlinks spell the workspace in it (a workspace reached
 * through a symlink: `/tmp` on macOS, a runner's linked work folder): the shortest leading part
 * whose real path is the workspace or a folder in it stands for that folder, and the rest is kept
 * as written (a symlink inside the workspace stays a symlink, judged where it is read).
 * Undefined when no leading part before the first wildcard leads into the workspace. Relative
 * patterns are returned as they are.
 */
async function workspaceSpelling(root: string, raw: string): Promise<string | undefined> {
  const exclusion = raw.startsWith('!') && !raw.startsWith('!(');
  const p = normalisePattern(exclusion ? raw.slice(1) : raw);
  if (!path.posix.isAbsolute(p) && !/^[A-Za-z]:\//.test(p)) return raw;
  const segments = p.split('/');
  const firstGlob = segments.findIndex((s) => isDynamicPattern(s));
  const fixed = firstGlob < 0 ? segments.length : firstGlob;
  for (let n = 1; n <= fixed; n++) {
    const real = await realpath(segments.slice(0, n).join('/') || '/').catch(() => undefined);
    if (real === undefined) break;
    if (!isInside(root, real)) continue;
    const rel = toPosix(path.relative(root, path.join(real, ...segments.slice(n)))) || '.';
    return exclusion ? `!${rel}` : rel;
  }
  return undefined;
}

/**
 * Why a path or pattern relative to the workspace (`root`, its real path) leads outside it, or
 * undefined: `..` that climbs above the workspace (in a glob, any `..`: the glob library starts
 * its search in the parent for `../`, and after a `**` a `..` could climb anywhere). Paths are
 * relative to the workspace, so these are mistakes of the settings, refused before anything is
 * searched; a symlink inside the workspace that leads out is the files' matter (a finding).
 * Exclusions (`!`) are never outside faults.
 */
function outsideFault(root: string, raw: string): string | undefined {
  if (raw.startsWith('!') && !raw.startsWith('!(')) return undefined;
  const p = normalisePattern(raw);
  if (isDynamicPattern(p)) {
    if (p.replace(BRACE_RANGE, '').includes('..')) return 'holds "..", which could search outside the workspace; paths are relative to the workspace and stay inside it';
    return undefined;
  }
  if (!isInside(root, path.resolve(root, p))) return 'climbs out of the workspace with ".."; paths are relative to the workspace and stay inside it';
  return undefined;
}

/** An absolute glob made relative to the workspace (it may then start with `..`); others as they are. */
function relativePattern(root: string, pattern: string): string {
  if (!path.posix.isAbsolute(pattern) && !/^[A-Za-z]:\//.test(pattern)) return pattern;
  return toPosix(path.relative(root, pattern)) || '.';
}

/** A brace range of the glob syntax: `{1..3}`, `{a..c}`, `{-2..2}`, `{1..9..2}`. */
const BRACE_RANGE = /\{-?[A-Za-z0-9]+\.\.-?[A-Za-z0-9]+(?:\.\.-?\d+)?\}/g;

/**
 * Why searching `pattern` (relative, `/` separators) would look outside the workspace, or
 * undefined: `..` anywhere in it (the glob library starts its search in the parent for `../`,
 * and also for `..?(x)/`; after a `**` a `..` could climb anywhere), or a folder before the first
 * wildcard that is (or leads through) a symlink to a place outside. The crawler itself never
 * enters symlinked folders, but it starts in the folder the pattern names.
 */
async function leavesWorkspace(root: string, pattern: string): Promise<string | undefined> {
  const segments = pattern.split('/');
  // A brace range (`{1..3}`, `{a..c}`, `{1..9..2}`) lists names; any other `..` may climb.
  if (pattern.replace(BRACE_RANGE, '').includes('..')) return 'climbs out with ".."';
  const base: string[] = [];
  for (const segment of segments.slice(0, -1)) {
    if (isDynamicPattern(segment)) break;
    base.push(segment);
  }
  if (base.length === 0) return undefined;
  const start = path.resolve(root, ...base);
  const real = await realpath(start).catch(() => undefined);
  // Also when nothing is there: whether a place outside exists is never told.
  if ((real !== undefined && !isInside(root, real)) || (real === undefined && escapes(root, start) !== undefined)) return 'starts in a symlinked folder that leads outside the workspace';
  return undefined;
}

/**
 * The files of a plain path outside the workspace (see DiscoverOptions.namedOutside), named from
 * `given` (trailing `/` left out): a folder (unless named like a sitemap file) is searched with
 * the default patterns inside it, as a workspace of its own; anything else is one file, read
 * through symlinks (the path was typed, not matched), or returned with the `problem` that keeps
 * it from being read.
 */
async function discoverOutside(given: string, abs: string, maxFiles: number): Promise<DiscoveredFile[]> {
  let end = given.length;
  while (end > 1 && (given[end - 1] === '/' || given[end - 1] === '\\')) end--;
  const shown = given.slice(0, end);
  const info = await stat(abs).catch((e: NodeJS.ErrnoException) => e);
  if (info instanceof Error) {
    const problem =
      info.code === 'ENOENT' ? 'it does not exist' : info.code === 'ELOOP' ? 'it is a symlink that leads back to itself (a loop of symlinks)' : info.code === 'EACCES' ? 'permission denied' : `it cannot be read (${info.code ?? info.message})`;
    return [{ path: shown, absolute: abs, problem }];
  }
  if (info.isDirectory()) {
    if (looksLikeSitemapFile(abs)) return [{ path: shown, absolute: abs, problem: 'it is a directory, not a file' }];
    const inner = await discover([], abs, { maxFiles });
    return inner.map((f) => ({ ...f, path: `${shown === '/' ? '' : shown}/${f.path}` }));
  }
  const real = await realpath(abs).catch(() => abs);
  if (!info.isFile()) return [{ path: shown, absolute: real, problem: 'it is not a regular file (a FIFO, socket or device)' }];
  return [{ path: shown, absolute: real }];
}

/**
 * What discovery makes of one candidate: a file to read, a file with the `problem` that keeps it
 * from being read, or undefined for a folder that is not worth a finding. `named`: the path was
 * given as such (not matched by a glob).
 */
async function inspect(root: string, abs: string, rel: string, named: boolean): Promise<DiscoveredFile | undefined> {
  if (!isInside(root, abs)) {
    return { path: rel, absolute: abs, problem: 'it is outside the workspace' };
  }
  // A symlink that leads outside the workspace (the file, or a folder on its way) is named as
  // such and nothing more: whether its target exists, and what it is, is never told. A glob
  // lists one without following it, as it lists a symlinked folder inside: a finding only when
  // the name looks like a sitemap file or the path was given as such (the name decides, never
  // the target).
  const outside = (how: 'self' | 'folder'): DiscoveredFile | undefined =>
    !named && !looksLikeSitemapFile(rel) ? undefined : { path: rel, absolute: abs, problem: how === 'self' ? LEAVES_WORKSPACE : THROUGH_FOLDER };
  const link = await lstat(abs).catch((e: NodeJS.ErrnoException) => e);
  if (link instanceof Error) {
    const how = escapes(root, abs);
    if (how) return outside(how);
    if (link.code === 'ENAMETOOLONG') return { path: rel, absolute: abs, problem: 'its path is longer than the system can open (ENAMETOOLONG); move it to a shallower folder' };
    // A name without an extension is most often the build output's folder (the quick start's
    // `paths: public` on a site whose generator writes out/ or dist/).
    const folder = !rel.slice(rel.lastIndexOf('/') + 1).includes('.');
    const problem = folder
      ? 'there is no such folder or file; if it is the build output, build the site first, or name the folder your generator writes (public/, out/, dist/, _site/, build/)'
      : 'it does not exist';
    return { path: rel, absolute: abs, problem };
  }
  // Resolve every symlink on the way (the file itself or any folder above it).
  let loop = false;
  const real = await realpath(abs).catch((e: NodeJS.ErrnoException) => {
    loop = e?.code === 'ELOOP';
    return undefined;
  });
  if (!real) {
    const how = escapes(root, abs);
    if (how) return outside(how);
    return { path: rel, absolute: abs, problem: loop ? 'it is a symlink that leads back to itself (a loop of symlinks)' : 'it is a symlink whose target does not exist' };
  }
  if (!isInside(root, real)) return outside(escapes(root, abs) ?? (link.isSymbolicLink() ? 'self' : 'folder'));
  // The checkout's .git folder holds credentials (an extraheader) and history, never a sitemap: a
  // symlink into it (sitemap.txt -> .git/config) would have its lines quoted in findings.
  if (path.relative(root, real).split(path.sep).some((part) => part.toLowerCase() === '.git')) {
    return { path: rel, absolute: abs, problem: 'it is inside the .git folder, or a symlink that leads into it, which is never read' };
  }
  const info = real === abs ? link : await stat(real).catch(() => undefined);
  if (!info) return { path: rel, absolute: abs, problem: 'its symlink target cannot be read' };
  if (info.isDirectory()) {
    // A directory matched by a glob is only worth a finding when its name looks like a sitemap.
    return looksLikeSitemapFile(rel)
      ? { path: rel, absolute: real, problem: 'it is a directory, not a file' }
      : undefined;
  }
  if (!info.isFile()) return { path: rel, absolute: real, problem: 'it is not a regular file (a FIFO, socket or device)' };
  return { path: rel, absolute: real };
}

/**
 * What discovery makes of a candidate whose path is not UTF-8 (`abs`, bytes), shown as `rel`: as
 * inspect does for other paths, with the bytes kept for reading (DiscoveredFile.absoluteBytes).
 * The crawler met it in a folder listing, so it is inside the workspace and no folder on its way
 * is a symlink.
 */
async function inspectBytes(root: string, abs: Buffer, rel: string): Promise<DiscoveredFile | undefined> {
  const shown = path.join(root, ...rel.split('/'));
  const link = await lstat(abs).catch((e: NodeJS.ErrnoException) => e);
  if (link instanceof Error) {
    return { path: rel, absolute: shown, problem: link.code === 'ENOENT' ? 'it does not exist' : `it cannot be read (${link.code ?? link.message})` };
  }
  let real = abs;
  let info = link;
  if (link.isSymbolicLink()) {
    const resolved = await realpath(abs, { encoding: 'buffer' }).catch(() => undefined);
    const rootBytes = Buffer.from(path.join(root, path.sep));
    if (!resolved || !(resolved.length > rootBytes.length && resolved.subarray(0, rootBytes.length).equals(rootBytes))) {
      // As inspect says of a symlink that leaves the workspace: whether the target exists, and
      // what it is, is never told.
      if (!resolved && escapes(root, abs) === undefined) return { path: rel, absolute: shown, problem: 'it is a symlink whose target does not exist, or a loop of symlinks' };
      if (!looksLikeSitemapFile(rel)) return undefined;
      return { path: rel, absolute: shown, problem: LEAVES_WORKSPACE };
    }
    if (toPosix(resolved.subarray(rootBytes.length).toString('utf8')).split('/').some((part) => part.toLowerCase() === '.git')) {
      return { path: rel, absolute: shown, problem: 'it is inside the .git folder, or a symlink that leads into it, which is never read' };
    }
    real = resolved;
    const target = await stat(resolved).catch(() => undefined);
    if (!target) return { path: rel, absolute: shown, problem: 'its symlink target cannot be read' };
    info = target;
  }
  if (info.isDirectory()) return looksLikeSitemapFile(rel) ? { path: rel, absolute: shown, problem: 'it is a directory, not a file' } : undefined;
  if (!info.isFile()) return { path: rel, absolute: shown, problem: 'it is not a regular file (a FIFO, socket or device)' };
  return { path: rel, absolute: shown, absoluteBytes: real };
}
