/**
 * The site part of the job summary: entries per host, and the tree a crawler follows from
 * robots.txt to sitemap indexes to their sitemaps, with the counts of each file. Without
 * `base-url` nothing is mapped to files, and the summary says so once instead of drawing a tree.
 * Untrusted text (paths, URLs, `base-url` itself) is `neutralise`d, HTML-escaped and set in
 * `<code>` inside HTML blocks, never in a Markdown paragraph, where GitHub auto-links a URL or a
 * `www.` host; the output has a byte cap.
 */
import type { RunResult, SiteReference } from '../core/run/run-types.js';
import { findingCounts } from '../core/checks/sink.js';
import { thousands } from '../core/text.js';
import type { FileResult, Severity } from '../core/types.js';
import { escapeHtml, neutralise } from './neutralise.js';
import { compareText } from './order.js';

/** Children listed per node of the tree; the rest are counted. */
export const TREE_CHILDREN_SHOWN = 50;
/** Hosts listed on the hosts line; the rest are counted. */
const HOSTS_SHOWN = 20;

/** The note of a run without `base-url` (shown once in the summary). */
export const NO_BASE_URL_NOTE =
  'Site-level checks are off: without `base-url`, no URL is mapped to a file of the checkout, so robots.txt `Sitemap:` lines and sitemap index entries are not followed, and `loc-out-of-scope`, `index-child-missing`, `index-nested`, `robots-sitemap-missing`, `robots-not-at-root`, `page-missing` and `sitemap-unreferenced` are not judged. Set `base-url` (and `site-dir`) to turn them on.';

function text(s: string): string {
  return escapeHtml(neutralise(s));
}


/** A count with its noun, the count written with thousands separators. */
function count(n: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${thousands(n)} ${n === 1 ? noun : pluralNoun}`;
}

function utf8Bytes(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}

/** Inline Markdown code spans of a trusted note, as HTML. */
function codeSpans(s: string): string {
  return s
    .split('`')
    .map((part, i) => (i % 2 === 1 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join('');
}

function fileLabel(file: FileResult): string {
  const c = file.counts ?? findingCounts(file.findings);
  const parts = [text(file.kind), count(file.entries, 'entry', 'entries')];
  if (c.errors > 0) parts.push(count(c.errors, 'error'));
  if (c.warnings > 0) parts.push(count(c.warnings, 'warning'));
  if (c.errors === 0 && c.warnings === 0) parts.push('✅');
  // Drawn where a crawler would start, but no crawler reads it (RFC 9309 2.3).
  if (file.kind === 'robots' && file.findings.some((f) => f.rule === 'robots-not-at-root')) parts.push('not at the host root, so crawlers never read it');
  return `<code>${text(file.path)}</code>: ${parts.join(', ')}`;
}

/** What the tree says of an entry that names no checked file; `fault`: a finding reports it. */
const STATUS_TEXT: Record<Exclude<SiteReference['status'], 'file'>, { text: string; fault: boolean }> = {
  missing: { text: 'no such file in site-dir', fault: true },
  folder: { text: 'names a folder, not a sitemap file', fault: true },
  refused: { text: 'never read (its finding says why)', fault: true },
  unsafe: { text: 'not mapped (unsafe path)', fault: true },
  outside: { text: 'not under base-url, not followed', fault: false },
  skipped: { text: 'not checked (file limit)', fault: false },
};

const SEVERITY_ICON: Record<Severity, string> = { error: '❌', warning: '⚠️', notice: 'ℹ️' };

/**
 * The icon of a fault of an entry of `from`, by the severity of the rule that reports it
 * (`index-child-missing` for an index, `robots-sitemap-missing` or, for a robots.txt named as a
 * sitemap, `robots-sitemap-invalid` for a robots.txt), with a space; none when the rule is off.
 */
function faultIcon(run: RunResult, from: FileResult, namesRobots: boolean): string {
  const rule = from.kind === 'robots' ? (namesRobots ? 'robots-sitemap-invalid' : 'robots-sitemap-missing') : 'index-child-missing';
  const severity = run.policy.severities[rule];
  return severity === undefined || severity === 'off' ? '' : `${SEVERITY_ICON[severity]} `;
}

/**
 * Renders the site section of the summary (Markdown/HTML), at most `maxBytes` UTF-8 bytes
 * (whole lines only; a cut tree ends with a note). Empty when the run has no site report.
 */
export function renderSite(run: RunResult, maxBytes: number): string {
  const site = run.site;
  if (!site) return '';
  let out = '';
  if (site.hosts.length > 0) {
    const shown = site.hosts.slice(0, HOSTS_SHOWN).map((h) => `<code>${text(h.host)}</code> ${count(h.entries, 'entry', 'entries')}`);
    const more = site.hosts.length - shown.length;
    out += `<p><strong>Hosts:</strong> ${shown.join(', ')}${more > 0 ? `, and ${count(more, 'more host')}` : ''}.</p>\n\n`;
  }
  if (site.baseUrl === undefined) {
    out += `<p>ℹ️ ${codeSpans(NO_BASE_URL_NOTE)}</p>\n\n`;
    return utf8Bytes(out) <= maxBytes ? out : '';
  }
  out += `<p><strong>Site:</strong> <code>${text(site.siteDir ?? '.')}</code> served at <code>${text(site.baseUrl)}</code></p>\n\n`;
  const tree = renderTree(run, Math.max(0, maxBytes - utf8Bytes(out)));
  out += tree;
  return utf8Bytes(out) <= maxBytes ? out : '';
}

/** The reference tree: robots.txt files, then the sitemaps no checked file names. */
function renderTree(run: RunResult, maxBytes: number): string {
  const site = run.site!;
  const byPath = new Map(run.files.map((f) => [f.path, f]));
  const children = new Map<string, SiteReference[]>();
  const named = new Set<string>();
  for (const ref of site.references) {
    let list = children.get(ref.from);
    if (!list) {
      list = [];
      children.set(ref.from, list);
    }
    list.push(ref);
    if (ref.status === 'file' && ref.to !== undefined && ref.to !== ref.from) named.add(ref.to);
  }
  const files = [...run.files].sort((a, b) => compareText(a.path, b.path));
  const robots = files.filter((f) => f.kind === 'robots');
  const sitemaps = files.filter((f) => f.kind !== 'robots' && f.kind !== 'unknown');
  const loose = sitemaps.filter((f) => !named.has(f.path));
  if (robots.length === 0 && sitemaps.length === 0) return '';

  const head = '### Sitemap tree\n\n';
  const cut = '<p><strong>The tree is cut here to keep the summary small.</strong></p>\n\n';
  // Room for the note on a cut tree and the closing tags it needs.
  let used = utf8Bytes(head) + utf8Bytes(cut) + 512;
  let full = false;
  const lines: string[] = [];
  const push = (line: string): boolean => {
    if (full) return false;
    const size = utf8Bytes(line);
    if (used + size > maxBytes) {
      full = true;
      return false;
    }
    used += size;
    lines.push(line);
    return true;
  };
  const shown = new Set<string>();

  // Depth-first, each file expanded once: a file named again (or a cycle) is marked, not repeated.
  const node = (file: FileResult, depth: number): void => {
    const again = shown.has(file.path);
    shown.add(file.path);
    const refs = again ? [] : children.get(file.path) ?? [];
    if (!push(`<li>${fileLabel(file)}${again ? ' (shown above)' : ''}${refs.length > 0 ? '\n<ul>\n' : '</li>\n'}`)) return;
    if (refs.length === 0) return;
    for (const ref of refs.slice(0, TREE_CHILDREN_SHOWN)) {
      const target = ref.status === 'file' && ref.to !== undefined ? byPath.get(ref.to) : undefined;
      if (target?.kind === 'robots' && (file.kind === 'sitemapindex' || file.kind === 'robots')) {
        // Judged as the robots.txt it is, not as a sitemap (index-child-missing, robots-sitemap-invalid).
        push(`<li><code>${text(ref.url)}</code> (line ${ref.line}): ${faultIcon(run, file, true)}names the robots.txt <code>${text(target.path)}</code>, not a sitemap</li>\n`);
      } else if (target) {
        if (depth < 8) node(target, depth + 1);
        else push(`<li>${fileLabel(target)} (not expanded)</li>\n`);
      } else {
        const status = STATUS_TEXT[ref.status === 'file' ? 'skipped' : ref.status];
        push(`<li><code>${text(ref.url)}</code> (line ${ref.line}): ${status.fault ? faultIcon(run, file, false) : ''}${status.text}</li>\n`);
      }
      if (full) return;
    }
    if (refs.length > TREE_CHILDREN_SHOWN) push(`<li>… and ${count(refs.length - TREE_CHILDREN_SHOWN, 'more entry', 'more entries')}</li>\n`);
    push('</ul>\n</li>\n');
  };

  if (robots.length > 0) {
    push('<ul>\n');
    for (const f of robots) {
      node(f, 0);
      if (full) break;
    }
    push('</ul>\n\n');
  }
  if (loose.length > 0 && !full) {
    push('<p>Not named by a checked robots.txt or sitemap index:</p>\n<ul>\n');
    for (const f of loose) {
      if (shown.has(f.path)) continue;
      node(f, 0);
      if (full) break;
    }
    push('</ul>\n\n');
  }
  // Indexes that name each other (A names B, B names A) and nothing else names: every one of
  // them is named, so none is a root above; they are drawn from the first index by path. A file
  // the roots reach is not one of them, drawn or not (an index's entries past
  // TREE_CHILDREN_SHOWN, the files below the depth limit).
  const reached = new Set<string>();
  const walk = [...robots, ...loose].map((f) => f.path);
  for (let p = walk.pop(); p !== undefined; p = walk.pop()) {
    if (reached.has(p)) continue;
    reached.add(p);
    for (const ref of children.get(p) ?? []) if (ref.status === 'file' && ref.to !== undefined && !reached.has(ref.to)) walk.push(ref.to);
  }
  const cycle = sitemaps
    .filter((f) => !reached.has(f.path))
    .sort((a, b) => Number(b.kind === 'sitemapindex') - Number(a.kind === 'sitemapindex'));
  if (cycle.length > 0 && !full) {
    push('<p>Named only by sitemap indexes that name each other in a cycle, which no checked robots.txt names:</p>\n<ul>\n');
    for (const f of cycle) {
      if (shown.has(f.path)) continue;
      node(f, 0);
      if (full) break;
    }
    push('</ul>\n\n');
  }
  let body = lines.join('');
  if (full) {
    // Close whatever is open so the rest of the summary renders as it should.
    const open = (body.match(/<ul>/g) ?? []).length - (body.match(/<\/ul>/g) ?? []).length;
    const openLi = (body.match(/<li>/g) ?? []).length - (body.match(/<\/li>/g) ?? []).length;
    body += '</ul>\n</li>\n'.repeat(Math.max(0, Math.min(open, openLi)));
    body += '</ul>\n'.repeat(Math.max(0, open - openLi));
    body += `\n${cut}`;
  }
  return head + body;
}
