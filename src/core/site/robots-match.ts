/**
 * robots.txt rules as Google applies them (RFC 9309, with the behaviours of Google's open-source
 * robots.txt parser, github.com/google/robotstxt): which rules a crawler obeys, and whether they
 * allow a URL.
 *
 * - Lines end at LF, CR or CRLF; a UTF-8 byte order mark (or the start of one) before the first
 *   line is skipped; a `#` starts a comment anywhere; a line keeps its first 16,663 bytes (Google's
 *   line buffer of 8 x 2,083 bytes); bytes past 500 KiB of the file are ignored (Google's size
 *   limit for robots.txt).
 * - A line is `key: value`; a line without a colon and of exactly two words (`Disallow /x`) is
 *   read as if the white space were the colon. Keys are case-insensitive and read by how they
 *   start: `user-agent` (also `useragent`, `user agent`), `allow`, `disallow` (also the typos
 *   Google accepts: `dissallow`, `dissalow`, `disalow`, `diasllow`, `disallaw`), `sitemap`.
 * - A group is one or more user-agent lines and the rules after them; any other line with a key
 *   (a rule, a `Sitemap:` line, an unknown key) ends the user-agent lines of a group. Rules before
 *   any user-agent line belong to no group. Every group that names an agent counts for it: they
 *   are merged.
 * - A user-agent value names its product token, the leading run of letters, `-` and `_`
 *   (`Googlebot/2.1` and `Googlebot Images` name `googlebot`), compared case-insensitively; `*`
 *   alone or before white space is the group of every crawler. A crawler obeys the groups naming
 *   its token, and only when none does, the `*` groups.
 * - Patterns are compared with the path, parameters and query of the URL (no fragment), both
 *   percent-encoded as Google's parser does: every byte outside ASCII as `%XX`, the hex digits of
 *   `%xx` upper-cased, nothing decoded (`%2F` stays `%2F`, `%41` is no `A`). `*` matches any run of
 *   characters, `$` at the end of a pattern anchors it at the end of the URL (elsewhere it is a
 *   character). The matching rule with the longest pattern (in bytes) wins; on a tie, Allow wins.
 *   An empty pattern matches and decides nothing: an empty `Disallow:` allows everything. An
 *   `Allow:` whose last segment starts with `index.htm` also allows its folder (`/a/index.html`
 *   allows `/a/`).
 *
 * Linear: a pattern is matched by searching its pieces between `*` left to right, each once
 * (greedy leftmost search is exact for patterns whose only wildcard is `*`): no backtracking.
 */

import { isAsciiSpace, trimAsciiSpace } from '../text.js';

/** The bytes of a robots.txt that Google reads (500 KiB); the rest is ignored. */
export const ROBOTS_MAX_BYTES = 500 * 1024;

/** The bytes of one line that Google's parser keeps (its line buffer holds 8 x 2,083 bytes with a final NUL). */
export const ROBOTS_MAX_LINE_BYTES = 2083 * 8 - 1;

/** One Allow or Disallow rule of a group. */
export interface RobotsRule {
  /** True for Allow, false for Disallow. */
  allow: boolean;
  /** The path pattern as it is compared: percent-encoded as Google's parser encodes it (ASCII only). */
  pattern: string;
  /** 1-based line of the rule in the robots.txt. */
  line: number;
  /** The rule for messages: `Allow: <value>` or `Disallow: <value>`, the value as written (decoded as UTF-8). */
  text: string;
  /** For an Allow whose last segment starts with `index.htm`: its folder pattern (`/a/$` for `/a/index.html`). */
  folder?: string;
  /** True when the line crosses ROBOTS_MAX_BYTES: the rule is what Google reads of it, the start of the value only. */
  cut?: boolean;
}

/** The rules a robots.txt gives one crawler, and those of every crawler without a group of its own. */
export interface RobotsRules {
  /** The crawler's product token, lower-cased (`googlebot`). */
  agent: string;
  /** The rules of every group naming `agent`, in file order; undefined when no group names it. */
  specific: RobotsRule[] | undefined;
  /** The rules of every group naming `*`, in file order; undefined when no group names `*`. */
  global: RobotsRule[] | undefined;
  /** True when the file is longer than ROBOTS_MAX_BYTES and its rest was ignored. */
  cut: boolean;
  /** When `cut`: the 1-based line holding the first byte past ROBOTS_MAX_BYTES (the first line Google does not read whole). */
  cutLine?: number;
}

/** What the rules say about one URL. */
export interface RobotsVerdict {
  allowed: boolean;
  /** The rule that decided: the longest matching pattern (Allow on a tie); absent when none decided. */
  rule?: RobotsRule;
  /** Whose rules were applied: the agent's own groups, the `*` groups, or none (no group applies). */
  group: 'agent' | '*' | 'none';
}

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

const HEX = '0123456789ABCDEF';

/**
 * Percent-encodes a pattern or path given as bytes (a binary string: one character per byte, as
 * `Buffer#toString('latin1')` gives) as Google's parser does (robots.cc MaybeEscapePattern): each
 * byte of 0x80 or more as `%XX`, the hex digits of an escape upper-cased, every other byte as it is.
 */
export function escapeBytes(bytes: string): string {
  let plain = true;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes.charCodeAt(i);
    if (c >= 0x80 || (c === 37 && (bytes.charCodeAt(i + 1) >= 97 || bytes.charCodeAt(i + 2) >= 97))) {
      plain = false;
      break;
    }
  }
  if (plain) return bytes;
  let out = '';
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes.charCodeAt(i);
    if (c === 37 && isHex(bytes.charCodeAt(i + 1)) && isHex(bytes.charCodeAt(i + 2))) {
      out += `%${bytes[i + 1]!.toUpperCase()}${bytes[i + 2]!.toUpperCase()}`;
      i += 2;
    } else if (c >= 0x80) {
      out += `%${HEX[c >> 4]}${HEX[c & 15]}`;
    } else {
      out += bytes[i];
    }
  }
  return out;
}

/** The UTF-8 bytes of `s` as a binary string (one character per byte). */
function utf8Bytes(s: string): string {
  // Plain ASCII is its own UTF-8.
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return Buffer.from(s, 'utf8').toString('latin1');
  return s;
}

/** Bytes given as a binary string, decoded as UTF-8 (for messages). */
function fromBytes(bytes: string): string {
  for (let i = 0; i < bytes.length; i++) if (bytes.charCodeAt(i) >= 0x80) return Buffer.from(bytes, 'latin1').toString('utf8');
  return bytes;
}

/**
 * The path, parameters and query of a URL, as Google's matcher compares them (robots.cc
 * GetPathParamsQuery): scheme and authority and the fragment left out, always starting with `/`
 * (`/` when the URL has no path). Then percent-encoded as patterns are (see escapeBytes): a loc
 * that writes `ü` is compared as the `%C3%BC` a crawler requests.
 */
export function robotsPath(url: string): string {
  const u = utf8Bytes(url);
  const start = u.length >= 2 && u.charCodeAt(0) === 47 && u.charCodeAt(1) === 47 ? 2 : 0;
  const early = firstOf(u, start);
  let protocolEnd = u.indexOf('://', start);
  if (protocolEnd < 0 || (early >= 0 && early < protocolEnd)) protocolEnd = start;
  else protocolEnd += 3;
  const pathStart = firstOf(u, protocolEnd);
  if (pathStart < 0) return '/';
  const hash = u.indexOf('#', start);
  if (hash >= 0 && hash < pathStart) return '/';
  const path = u.slice(pathStart, hash < 0 ? u.length : hash);
  return escapeBytes(path.charCodeAt(0) === 47 ? path : `/${path}`);
}

/** Index of the first `/`, `?` or `;` of `s` from `from`, or -1. */
function firstOf(s: string, from: number): number {
  for (let i = from; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 47 || c === 63 || c === 59) return i;
  }
  return -1;
}

/**
 * True when `pattern` matches `path` (both percent-encoded alike), anchored at the start of the
 * path: `*` matches any run of characters, a final `$` anchors the end. Each piece between
 * wildcards is searched once, left to right, from where the piece before it ended.
 */
export function patternMatches(path: string, pattern: string): boolean {
  let end = pattern.length;
  const anchored = end > 0 && pattern.charCodeAt(end - 1) === 36;
  if (anchored) end--;
  let star = pattern.indexOf('*');
  if (star < 0 || star >= end) {
    if (!path.startsWith(end === pattern.length ? pattern : pattern.slice(0, end))) return false;
    return !anchored || path.length === end;
  }
  if (star > 0 && !path.startsWith(pattern.slice(0, star))) return false;
  let pos = star;
  let from = star + 1;
  for (;;) {
    star = pattern.indexOf('*', from);
    if (star < 0 || star >= end) {
      const last = pattern.slice(from, end);
      if (anchored) return path.length - last.length >= pos && path.endsWith(last);
      return last === '' || path.indexOf(last, pos) >= 0;
    }
    if (star > from) {
      const at = path.indexOf(pattern.slice(from, star), pos);
      if (at < 0) return false;
      pos = at + (star - from);
    }
    from = star + 1;
  }
}

type Key = 'user-agent' | 'allow' | 'disallow' | 'sitemap' | 'other';

/** The key of a line, read by how it starts as Google's parser reads it (typos it accepts included). */
function keyOf(key: string): Key {
  const k = key.toLowerCase();
  if (k.startsWith('user-agent') || k.startsWith('useragent') || k.startsWith('user agent')) return 'user-agent';
  if (k.startsWith('allow')) return 'allow';
  if (k.startsWith('disallow') || k.startsWith('dissallow') || k.startsWith('dissalow') || k.startsWith('disalow') || k.startsWith('diasllow') || k.startsWith('disallaw')) {
    return 'disallow';
  }
  if (k.startsWith('sitemap') || k.startsWith('site-map')) return 'sitemap';
  return 'other';
}

/** Splits a line into key and value (robots.cc GetKeyAndValueFrom); undefined for a line without one. */
function keyAndValue(bytes: string): { key: string; value: string } | undefined {
  const hash = bytes.indexOf('#');
  const line = trimAsciiSpace(hash >= 0 ? bytes.slice(0, hash) : bytes);
  let sep = line.indexOf(':');
  if (sep < 0) {
    // A missing colon: white space stands for it when the line holds exactly two words.
    for (let i = 0; i < line.length; i++) {
      const c = line.charCodeAt(i);
      if (c === 32 || c === 9) {
        sep = i;
        break;
      }
    }
    if (sep < 0) return undefined;
    let v = sep;
    while (v < line.length && (line.charCodeAt(v) === 32 || line.charCodeAt(v) === 9)) v++;
    for (let i = v; i < line.length; i++) {
      const c = line.charCodeAt(i);
      if (c === 32 || c === 9) return undefined;
    }
  }
  const key = trimAsciiSpace(line.slice(0, sep));
  if (key === '') return undefined;
  return { key, value: trimAsciiSpace(line.slice(sep + 1)) };
}

/** The product token of a user-agent value: the leading run of letters, `-` and `_`. */
function productToken(value: string): string {
  let i = 0;
  while (i < value.length) {
    const c = value.charCodeAt(i) | 0x20;
    if ((c >= 97 && c <= 122) || value.charCodeAt(i) === 45 || value.charCodeAt(i) === 95) i++;
    else break;
  }
  return value.slice(0, i).toLowerCase();
}

/**
 * Reads a robots.txt line by line into the rules of one crawler (and of `*`). Memory is the rules
 * kept, bounded by the 500 KiB Google reads. Used by {@link parseRobotsTxt} on a file's bytes and
 * by the robots.txt checker on the lines it reads.
 */
export class RobotsReader {
  private readonly agent: string;
  private specific: RobotsRule[] | undefined;
  private global: RobotsRule[] | undefined;
  private seenGlobal = false;
  private seenSpecific = false;
  private seenSeparator = false;
  private cut = false;
  private cutLine: number | undefined;

  /** `agent`: the crawler's name or product token (`Googlebot`); compared by its product token. */
  constructor(agent = 'Googlebot') {
    this.agent = productToken(agent);
  }

  /**
   * One line, without its line end, as bytes (a binary string: one character per byte); `line`
   * is 1-based; `start` is the offset of its first byte in the file: lines past ROBOTS_MAX_BYTES
   * are ignored, and the one that crosses it is cut there.
   */
  line(bytes: string, line: number, start = 0): void {
    if (start >= ROBOTS_MAX_BYTES) {
      this.cut = true;
      this.cutLine ??= line;
      return;
    }
    let keep = Math.min(ROBOTS_MAX_LINE_BYTES, ROBOTS_MAX_BYTES - start);
    const crosses = start + bytes.length > ROBOTS_MAX_BYTES;
    if (crosses) {
      this.cut = true;
      this.cutLine ??= line;
    }
    if (bytes.length > keep) bytes = bytes.slice(0, keep);
    else keep = bytes.length;
    const kv = keyAndValue(bytes);
    if (!kv) return;
    const key = keyOf(kv.key);
    if (key === 'user-agent') {
      if (this.seenSeparator) this.seenSpecific = this.seenGlobal = this.seenSeparator = false;
      const v = kv.value;
      if (v.charCodeAt(0) === 42 && (v.length === 1 || isAsciiSpace(v.charCodeAt(1)))) {
        this.seenGlobal = true;
        this.global ??= [];
      } else if (this.agent !== '' && productToken(v) === this.agent) {
        this.seenSpecific = true;
        this.specific ??= [];
      }
      return;
    }
    if (key !== 'allow' && key !== 'disallow') {
      this.seenSeparator = true;
      return;
    }
    if (!this.seenGlobal && !this.seenSpecific) return;
    this.seenSeparator = true;
    const pattern = escapeBytes(kv.value);
    const rule: RobotsRule = { allow: key === 'allow', pattern, line, text: `${key === 'allow' ? 'Allow' : 'Disallow'}: ${fromBytes(kv.value)}` };
    if (crosses && ROBOTS_MAX_BYTES - start < ROBOTS_MAX_LINE_BYTES) rule.cut = true;
    if (rule.allow) {
      const slash = pattern.lastIndexOf('/');
      if (slash >= 0 && pattern.startsWith('/index.htm', slash)) rule.folder = `${pattern.slice(0, slash + 1)}$`;
    }
    if (this.seenSpecific) this.specific!.push(rule);
    if (this.seenGlobal) this.global!.push(rule);
  }

  /** The rules read so far. */
  rules(): RobotsRules {
    const rules: RobotsRules = { agent: this.agent, specific: this.specific, global: this.global, cut: this.cut };
    if (this.cutLine !== undefined) rules.cutLine = this.cutLine;
    return rules;
  }
}

/**
 * Parses a robots.txt (its bytes, or its text, taken as UTF-8) into the rules of `agent`
 * (Googlebot by default) and of `*`. Never throws; any input gives rules (an empty or unreadable
 * file gives none, which allow everything).
 */
export function parseRobotsTxt(input: Uint8Array | string, agent = 'Googlebot'): RobotsRules {
  const buf = typeof input === 'string' ? Buffer.from(input, 'utf8') : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const reader = new RobotsReader(agent);
  // One byte past the limit, so that the reader sees which line crosses it (and cuts it there).
  const end = Math.min(buf.length, ROBOTS_MAX_BYTES + 1);
  // A byte order mark, or the start of one, before the first line is skipped.
  let i = 0;
  const bom = [0xef, 0xbb, 0xbf];
  while (i < 3 && i < end && buf[i] === bom[i]) i++;
  const text = buf.toString('latin1', i, end);
  let line = 0;
  let from = 0;
  for (let j = 0; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c !== 10 && c !== 13) continue;
    reader.line(text.slice(from, j), ++line, i + from);
    if (c === 13 && text.charCodeAt(j + 1) === 10) j++;
    from = j + 1;
  }
  reader.line(text.slice(from), ++line, i + from);
  const rules = reader.rules();
  if (buf.length > ROBOTS_MAX_BYTES) rules.cut = true;
  return rules;
}

/**
 * What the rules say about `url` for their crawler (RFC 9309 2.2.2 as Google applies it): the
 * rules of the groups naming the crawler, else those of `*`; of the rules whose pattern matches
 * the URL's path and query, the longest pattern decides, Allow on a tie; no rule (or only empty
 * patterns) allows. `url`: an absolute URL (its scheme and host are not compared: pass only URLs
 * of the robots.txt's own scheme, host and port) or a path starting with `/`. Never throws.
 *
 * Returns `{ allowed, rule?, group }`: `rule` is the deciding rule (with its line and text for a
 * message) when one decided.
 */
export function robotsVerdict(rules: RobotsRules, url: string): RobotsVerdict {
  const list = rules.specific ?? rules.global;
  const group = rules.specific !== undefined ? 'agent' : rules.global !== undefined ? '*' : 'none';
  if (list === undefined || list.length === 0) return { allowed: true, group };
  const path = robotsPath(url);
  if (list.length < INDEX_MIN_RULES) return decide(scanRules(list, path), group);
  let index = INDEXES.get(list);
  if (index === undefined) {
    index = new RobotsIndex(list);
    INDEXES.set(list, index);
  }
  return decide(index.best(path), group);
}

/** The deciding Allow and Disallow of a path: the first (in file order) of the longest matching patterns of each. */
interface Best {
  allowAt: number;
  disallowAt: number;
  allow?: RobotsRule;
  disallow?: RobotsRule;
}

function decide(b: Best, group: RobotsVerdict['group']): RobotsVerdict {
  if (b.allowAt <= 0 && b.disallowAt <= 0) return { allowed: true, group };
  if (b.disallowAt > b.allowAt) return { allowed: false, rule: b.disallow!, group };
  return { allowed: true, rule: b.allow!, group };
}

/** Every rule of `list` tried against `path`, in file order (the definition the index keeps to). */
function scanRules(list: readonly RobotsRule[], path: string): Best {
  const b: Best = { allowAt: -1, disallowAt: -1 };
  for (const r of list) {
    let priority = patternMatches(path, r.pattern) ? r.pattern.length : -1;
    if (priority < 0 && r.folder !== undefined && patternMatches(path, r.folder)) priority = r.folder.length;
    if (priority < 0) continue;
    if (r.allow) {
      if (priority > b.allowAt) {
        b.allowAt = priority;
        b.allow = r;
      }
    } else if (priority > b.disallowAt) {
      b.disallowAt = priority;
      b.disallow = r;
    }
  }
  return b;
}

/**
 * The verdict of `list` for `url` by trying every rule in file order, without the index: the
 * reference {@link robotsVerdict} keeps to (for tests comparing the two). Same arguments and result.
 */
export function robotsVerdictByScan(rules: RobotsRules, url: string): RobotsVerdict {
  const list = rules.specific ?? rules.global;
  const group = rules.specific !== undefined ? 'agent' : rules.global !== undefined ? '*' : 'none';
  if (list === undefined || list.length === 0) return { allowed: true, group };
  return decide(scanRules(list, robotsPath(url)), group);
}

/** Below this many rules a path tries every rule: the index costs more than it saves. */
const INDEX_MIN_RULES = 32;

/** The index of each rule list, built on its first verdict. */
const INDEXES = new WeakMap<readonly RobotsRule[], RobotsIndex>();

/** One pattern a path may match: a rule's pattern (or its folder pattern), its priority and its place in the file. */
interface Entry {
  rule: RobotsRule;
  pattern: string;
  /** The pattern's length in bytes: the priority of a match. */
  priority: number;
  /** Index of the rule in the list (file order breaks ties). */
  order: number;
}

/**
 * The rules of one list indexed so that a path tries only the patterns it can match: each
 * distinct pattern (runs of `*` read as one) is keyed by one literal piece it requires, its
 * literal prefix (before the first `*`, anchored at the start of the path) or the longest piece
 * between wildcards (anywhere in the path), whichever is longer. The keys are searched in the
 * path at once (Aho-Corasick: linear in the path's length, whatever the number of keys); the
 * patterns whose key occurs (at the start, for a prefix) are tried, longest first, until the
 * verdict is decided. Patterns without a literal piece besides `/` are tried for every path;
 * being deduplicated, they are few. Memory: linear in the bytes of the patterns.
 */
class RobotsIndex {
  /** Per distinct pattern: the first Allow and the first Disallow of the longest spelling. */
  private readonly groups: { allow?: Entry; disallow?: Entry }[] = [];
  /** Groups tried for every path. */
  private readonly always: number[] = [];
  /** Aho-Corasick automaton over the keys: transitions (state * 128 + byte), failure and output links. */
  private readonly next = new Map<number, number>();
  private fail: Int32Array = new Int32Array(1);
  /** The nearest state on the failure chain (itself included) that ends a key, or -1. */
  private out: Int32Array = new Int32Array(1);
  /** Per state ending a key: the key's length, whether it is anchored at the start, and its groups. */
  private readonly keys = new Map<number, { length: number; prefix: number[]; inner: number[] }>();
  private states = 1;
  /** Per group: the last path (by serial) that took it as a candidate, to take it once. */
  private seen: Int32Array;
  private serial = 0;

  constructor(list: readonly RobotsRule[]) {
    const byPattern = new Map<string, number>();
    const add = (rule: RobotsRule, pattern: string, order: number): void => {
      const normal = pattern.replace(/\*{2,}/g, '*');
      let g = byPattern.get(normal);
      if (g === undefined) {
        g = this.groups.length;
        byPattern.set(normal, g);
        this.groups.push({});
        this.place(normal, g);
      }
      const entry: Entry = { rule, pattern, priority: pattern.length, order };
      const group = this.groups[g]!;
      const kept = rule.allow ? group.allow : group.disallow;
      if (kept === undefined || entry.priority > kept.priority) {
        if (rule.allow) group.allow = entry;
        else group.disallow = entry;
      }
    };
    for (let i = 0; i < list.length; i++) {
      const r = list[i]!;
      add(r, r.pattern, i);
      if (r.folder !== undefined) add(r, r.folder, i);
    }
    this.link();
    this.seen = new Int32Array(this.groups.length).fill(-1);
  }

  /** Keys the pattern `normal` (runs of `*` as one) of group `g`. */
  private place(normal: string, g: number): void {
    let end = normal.length;
    if (end > 0 && normal.charCodeAt(end - 1) === 36) end--;
    const pieces = normal.slice(0, end).split('*');
    const prefix = pieces[0]!;
    let inner = '';
    for (let i = 1; i < pieces.length; i++) if (pieces[i]!.length > inner.length) inner = pieces[i]!;
    // A key of "/" alone (or nothing) is in every path: such patterns are tried for every path.
    const usePrefix = pieces.length === 1 || prefix.length >= inner.length;
    const key = usePrefix ? prefix : inner;
    if (key.length === 0 || key === '/' || /[^\x00-\x7f]/.test(key)) {
      this.always.push(g);
      return;
    }
    let s = 0;
    for (let i = 0; i < key.length; i++) {
      const k = s * 128 + key.charCodeAt(i);
      let t = this.next.get(k);
      if (t === undefined) {
        t = this.states++;
        this.next.set(k, t);
      }
      s = t;
    }
    let at = this.keys.get(s);
    if (at === undefined) {
      at = { length: key.length, prefix: [], inner: [] };
      this.keys.set(s, at);
    }
    (usePrefix ? at.prefix : at.inner).push(g);
  }

  /** The failure and output links of the automaton, breadth first. */
  private link(): void {
    const children: number[][] = Array.from({ length: this.states }, () => []);
    for (const [k, t] of this.next) children[Math.floor(k / 128)]!.push(k % 128, t);
    this.fail = new Int32Array(this.states);
    this.out = new Int32Array(this.states).fill(-1);
    const queue: number[] = [0];
    for (let q = 0; q < queue.length; q++) {
      const s = queue[q]!;
      const c = children[s]!;
      for (let j = 0; j < c.length; j += 2) {
        const byte = c[j]!;
        const t = c[j + 1]!;
        let f = 0;
        if (s !== 0) {
          f = this.fail[s]!;
          for (;;) {
            const n = this.next.get(f * 128 + byte);
            if (n !== undefined) {
              f = n;
              break;
            }
            if (f === 0) break;
            f = this.fail[f]!;
          }
        }
        this.fail[t] = f;
        this.out[t] = this.keys.has(t) ? t : this.out[f]!;
        queue.push(t);
      }
    }
  }

  /** The deciding Allow and Disallow of `path` (as {@link scanRules} finds them). */
  best(path: string): Best {
    const serial = ++this.serial;
    const candidates: Entry[] = [];
    const take = (g: number): void => {
      if (this.seen[g] === serial) return;
      this.seen[g] = serial;
      const group = this.groups[g]!;
      if (group.allow) candidates.push(group.allow);
      if (group.disallow) candidates.push(group.disallow);
    };
    for (const g of this.always) take(g);
    let s = 0;
    for (let i = 0; i < path.length; i++) {
      const byte = path.charCodeAt(i);
      for (;;) {
        const n = byte < 128 ? this.next.get(s * 128 + byte) : undefined;
        if (n !== undefined) {
          s = n;
          break;
        }
        if (s === 0) break;
        s = this.fail[s]!;
      }
      for (let o = this.out[s]!; o > 0; o = this.out[this.fail[o]!]!) {
        const key = this.keys.get(o)!;
        if (key.length === i + 1) for (const g of key.prefix) take(g);
        for (const g of key.inner) take(g);
      }
    }
    // Longest first, then file order: the first match decides, but for an Allow of the same length.
    candidates.sort((a, b) => b.priority - a.priority || a.order - b.order);
    const b: Best = { allowAt: -1, disallowAt: -1 };
    let decided = -1;
    for (const e of candidates) {
      if (e.priority < decided) break;
      if (e.rule.allow ? b.allowAt >= 0 : b.disallowAt >= 0) continue;
      if (!patternMatches(path, e.pattern)) continue;
      if (e.rule.allow) {
        b.allowAt = e.priority;
        b.allow = e.rule;
      } else {
        b.disallowAt = e.priority;
        b.disallow = e.rule;
      }
      decided = e.priority;
    }
    return b;
  }
}

// A path pattern that matches every path: a pattern is anchored at the start of the path, which
// always starts with "/", and need not reach its end; `*` matches any run, and a final `$` is
// always reached after a trailing `*`. Without `$`: wildcards around at most one "/" (`/`, `/*`,
// `*`, `**`, `*/`, `*/*`); with `$`, such a pattern ending in `*` (`/*$`, `*$`, `*/*$`). Not `/$`
// (the root alone), nor `/*/` (a path with a second "/").
const MATCHES_EVERY_PATH = /^(?:\**\/\**|\*+|(?:\*+|\**\/\*+)\$)$/;

/**
 * The rule by which `list` (the rules of one crawler's groups) disallows the whole site: the first
 * Disallow whose pattern matches every path, when no Allow with a pattern could let anything in.
 * Undefined when the rules leave some path allowed.
 */
export function blocksEveryPath(list: readonly RobotsRule[] | undefined): RobotsRule | undefined {
  if (list === undefined) return undefined;
  let all: RobotsRule | undefined;
  for (const r of list) {
    if (r.allow) {
      if (r.pattern !== '') return undefined;
    } else if (all === undefined && MATCHES_EVERY_PATH.test(r.pattern)) {
      all = r;
    }
  }
  return all;
}
