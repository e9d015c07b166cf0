/**
 * The comparison part of the job summary (`compare-to`): how many URLs each site lists, and the
 * URLs removed, added and moved between sitemaps, the first 20 of each in a table. Every URL and
 * path comes from a pull request or its base: `neutralise`d (cut to URL_SHOWN characters),
 * HTML-escaped and set in `<code>` inside HTML blocks, where GitHub links nothing on its own. The
 * output has a byte cap.
 */
import type { ComparedUrl, MovedUrl, SiteComparison } from '../core/site/compare.js';
import { thousands } from '../core/text.js';
import { escapeHtml, neutralise } from './neutralise.js';

/** Largest comparison section, in UTF-8 bytes (60 rows of long URLs fit). */
export const COMPARISON_MAX_BYTES = 48 * 1024;

/** Characters of a URL or path shown in the table; longer ones end in `…`. */
const URL_SHOWN = 200;

function code(s: string): string {
  return `<code>${escapeHtml(neutralise(s, URL_SHOWN))}</code>`;
}

function utf8Bytes(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}

function count(n: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${thousands(n)} ${n === 1 ? noun : pluralNoun}`;
}

const place = (file: string, line?: number, column?: number): string => code(line === undefined ? file : `${file}:${line}${column === undefined ? '' : `:${column}`}`);

/** Compared sitemaps not read whole that the section names (the JSON report has up to 20). */
const UNREAD_SHOWN = 5;

interface Part {
  title: string;
  total: number;
  head: string;
  rows: string[];
}

/**
 * The section for comparison `c`, in at most `maxBytes` UTF-8 bytes (rows that do not fit are
 * left out with a note; '' when not even the heading fits). `failed`: the removals passed
 * `max-removed` and `urls-removed` is on.
 */
export function renderComparison(c: SiteComparison, maxBytes: number, failed = false): string {
  const heading = `### Compared with ${code(c.compareTo)}\n\n`;
  const max = c.maxRemoved === undefined ? '' : `max-removed <code>${escapeHtml(neutralise(c.maxRemoved, 20))}</code>`;
  if (c.problem !== undefined) {
    const gate = max === '' ? '' : ` <b>⚠️ ${max} was not judged.</b>`;
    const out = `${heading}<p>⚠️ The comparison was not made: ${escapeHtml(neutralise(c.problem))}.${gate}</p>\n\n`;
    return utf8Bytes(out) <= maxBytes ? out : '';
  }
  let warning = '';
  if (c.unread !== undefined && c.unread.count > 0) {
    const shown = c.unread.first.slice(0, UNREAD_SHOWN).map((u) => `<li>${place(u.sitemap, u.line, u.column)} <code>${escapeHtml(neutralise(u.rule, 40))}</code>: ${escapeHtml(neutralise(u.message, 300))}</li>\n`);
    const rest = c.unread.count - shown.length;
    const judged = max === '' ? '' : c.notJudged !== undefined ? ` <b>${max} was not judged</b>: ${escapeHtml(neutralise(c.notJudged))}.` : ` ${max} is passed by the URLs read already.`;
    warning =
      `<p>⚠️ <b>The comparison is incomplete</b>: ${count(c.unread.count, 'sitemap')} of ${code(c.compareTo)} could not be read whole, so the URLs listed past the fault are not compared and the counts below are the least there are.${judged}</p>\n\n` +
      `<ul>\n${shown.join('')}${rest > 0 ? `<li>and ${count(rest, 'more sitemap')} (see the JSON report)</li>\n` : ''}</ul>\n\n`;
  }
  let gate = '';
  if (max !== '' && c.allowed === undefined && c.notJudged !== undefined) {
    gate = ` ⚠️ ${max} was not judged.`;
  } else if (c.maxRemoved !== undefined && c.allowed !== undefined) {
    const allows = `max-removed <code>${escapeHtml(neutralise(c.maxRemoved, 20))}</code> allows ${thousands(c.allowed)}`;
    gate = c.removed.count > c.allowed ? ` ${failed ? '❌' : '⚠️'} ${allows}: <code>urls-removed</code>.` : ` ✅ ${allows}.`;
  }
  const lead =
    `<p>${count(c.before, 'URL')} in the sitemaps of ${code(c.compareTo)}, ${count(c.after, 'URL')} in this build's: ` +
    `<b>${thousands(c.removed.count)} removed</b>, <b>${thousands(c.added.count)} added</b>, <b>${thousands(c.moved.count)} moved</b> between sitemaps.${gate}</p>\n\n`;
  const parts: Part[] = [
    {
      title: 'Removed',
      total: c.removed.count,
      head: '<tr><th>URL</th><th>Listed in the compared site at</th></tr>',
      rows: c.removed.first.map((u: ComparedUrl) => `<tr><td>${code(u.url)}</td><td>${place(u.sitemap, u.line)}</td></tr>\n`),
    },
    {
      title: 'Added',
      total: c.added.count,
      head: '<tr><th>URL</th><th>Listed at</th></tr>',
      rows: c.added.first.map((u: ComparedUrl) => `<tr><td>${code(u.url)}</td><td>${place(u.sitemap, u.line)}</td></tr>\n`),
    },
    {
      title: 'Moved between sitemaps',
      total: c.moved.count,
      head: '<tr><th>URL</th><th>From</th><th>To</th></tr>',
      rows: c.moved.first.map((u: MovedUrl) => `<tr><td>${code(u.url)}</td><td>${place(u.from, u.fromLine)}</td><td>${place(u.to, u.toLine)}</td></tr>\n`),
    },
  ];
  let out = heading + warning + lead;
  if (utf8Bytes(out) > maxBytes) return '';
  let used = utf8Bytes(out);
  for (const part of parts) {
    if (part.total === 0) continue;
    const open = `<details${part.title === 'Removed' ? ' open' : ''}><summary>${part.title} (${thousands(part.total)})</summary>\n\n<table>\n<thead>${part.head}</thead>\n<tbody>\n`;
    const close = '</tbody>\n</table>\n';
    const end = '</details>\n\n';
    const moreNote = (n: number): string => `<p>${count(n, 'more URL')} ${n === 1 ? 'is' : 'are'} not listed here; see the JSON report.</p>\n`;
    const reserve = utf8Bytes(close) + utf8Bytes(end) + utf8Bytes(moreNote(part.total));
    if (used + utf8Bytes(open) + reserve > maxBytes) break;
    let html = open;
    let size = used + utf8Bytes(open);
    let shown = 0;
    for (const row of part.rows) {
      const b = utf8Bytes(row);
      if (size + b + reserve > maxBytes) break;
      html += row;
      size += b;
      shown++;
    }
    html += close;
    if (shown < part.total) html += moreNote(part.total - shown);
    html += end;
    out += html;
    used = utf8Bytes(out);
  }
  return out;
}
