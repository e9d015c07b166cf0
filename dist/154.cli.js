export const id = 154;
export const ids = [154];
export const modules = {

/***/ 3154:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FILES_LISTED: () => (/* binding */ FILES_LISTED),
  FINDINGS_PER_RULE_SHOWN: () => (/* binding */ FINDINGS_PER_RULE_SHOWN),
  SITE_MAX_BYTES: () => (/* binding */ SITE_MAX_BYTES),
  SUMMARY_MAX_BYTES: () => (/* binding */ SUMMARY_MAX_BYTES),
  blobUrl: () => (/* binding */ blobUrl),
  configSummary: () => (/* binding */ configSummary),
  renderSummary: () => (/* binding */ renderSummary),
  sourceLinks: () => (/* binding */ sourceLinks)
});

// EXTERNAL MODULE: ./build/core/policy/policy.js
var policy = __webpack_require__(751);
// EXTERNAL MODULE: ./build/core/policy/rules.js + 1 modules
var policy_rules = __webpack_require__(3092);
// EXTERNAL MODULE: ./build/core/checks/sink.js
var sink = __webpack_require__(3495);
// EXTERNAL MODULE: ./build/core/policy/config-use.js
var config_use = __webpack_require__(5145);
// EXTERNAL MODULE: ./build/report/neutralise.js
var neutralise = __webpack_require__(9697);
// EXTERNAL MODULE: ./build/report/order.js
var report_order = __webpack_require__(1283);
// EXTERNAL MODULE: ./build/core/text.js
var core_text = __webpack_require__(6067);
;// CONCATENATED MODULE: ./build/report/site.js




/** Children listed per node of the tree; the rest are counted. */
const TREE_CHILDREN_SHOWN = 50;
/** Hosts listed on the hosts line; the rest are counted. */
const HOSTS_SHOWN = 20;
/** The note of a run without `base-url` (shown once in the summary). */
const NO_BASE_URL_NOTE = 'Site-level checks are off: without `base-url`, no URL is mapped to a file of the checkout, so robots.txt `Sitemap:` lines and sitemap index entries are not followed, and `loc-out-of-scope`, `index-child-missing`, `index-nested`, `robots-sitemap-missing`, `robots-not-at-root`, `page-missing` and `sitemap-unreferenced` are not judged. Set `base-url` (and `site-dir`) to turn them on.';
function site_text(s) {
    return (0,neutralise/* escapeHtml */.ZD)((0,neutralise/* neutralise */.$0)(s));
}
/** A count with its noun, the count written with thousands separators. */
function count(n, noun, pluralNoun = `${noun}s`) {
    return `${(0,core_text/* thousands */.oh)(n)} ${n === 1 ? noun : pluralNoun}`;
}
function utf8Bytes(s) {
    return Buffer.byteLength(s, 'utf8');
}
/** Inline Markdown code spans of a trusted note, as HTML. */
function codeSpans(s) {
    return s
        .split('`')
        .map((part, i) => (i % 2 === 1 ? `<code>${(0,neutralise/* escapeHtml */.ZD)(part)}</code>` : (0,neutralise/* escapeHtml */.ZD)(part)))
        .join('');
}
function fileLabel(file) {
    const c = file.counts ?? (0,sink/* findingCounts */.s_)(file.findings);
    const parts = [site_text(file.kind), count(file.entries, 'entry', 'entries')];
    if (c.errors > 0)
        parts.push(count(c.errors, 'error'));
    if (c.warnings > 0)
        parts.push(count(c.warnings, 'warning'));
    if (c.errors === 0 && c.warnings === 0)
        parts.push('\u2705');
    // Drawn where a crawler would start, but no crawler reads it (RFC 9309 2.3).
    if (file.kind === 'robots' && file.findings.some((f) => f.rule === 'robots-not-at-root'))
        parts.push('not at the host root, so crawlers never read it');
    return `<code>${site_text(file.path)}</code>: ${parts.join(', ')}`;
}
/** What the tree says of an entry that names no checked file; `fault`: a finding reports it. */
const STATUS_TEXT = {
    missing: { text: 'no such file in site-dir', fault: true },
    folder: { text: 'names a folder, not a sitemap file', fault: true },
    refused: { text: 'never read (its finding says why)', fault: true },
    unsafe: { text: 'not mapped (unsafe path)', fault: true },
    outside: { text: 'not under base-url, not followed', fault: false },
    skipped: { text: 'not checked (file limit)', fault: false },
};
const SEVERITY_ICON = { error: '\u274c', warning: '\u26a0\ufe0f', notice: '\u2139\ufe0f' };
/**
 * The icon of a fault of an entry of `from`, by the severity of the rule that reports it
 * (`index-child-missing` for an index, `robots-sitemap-missing` or, for a robots.txt named as a
 * sitemap, `robots-sitemap-invalid` for a robots.txt), with a space; none when the rule is off.
 */
function faultIcon(run, from, namesRobots) {
    const rule = from.kind === 'robots' ? (namesRobots ? 'robots-sitemap-invalid' : 'robots-sitemap-missing') : 'index-child-missing';
    const severity = run.policy.severities[rule];
    return severity === undefined || severity === 'off' ? '' : `${SEVERITY_ICON[severity]} `;
}
/**
 * Renders the site section of the summary (Markdown/HTML), at most `maxBytes` UTF-8 bytes
 * (whole lines only; a cut tree ends with a note). Empty when the run has no site report.
 */
function renderSite(run, maxBytes) {
    const site = run.site;
    if (!site)
        return '';
    let out = '';
    if (site.hosts.length > 0) {
        const shown = site.hosts.slice(0, HOSTS_SHOWN).map((h) => `<code>${site_text(h.host)}</code> ${count(h.entries, 'entry', 'entries')}`);
        const more = site.hosts.length - shown.length;
        out += `<p><strong>Hosts:</strong> ${shown.join(', ')}${more > 0 ? `, and ${count(more, 'more host')}` : ''}.</p>\n\n`;
    }
    if (site.baseUrl === undefined) {
        out += `<p>\u2139\ufe0f ${codeSpans(NO_BASE_URL_NOTE)}</p>\n\n`;
        return utf8Bytes(out) <= maxBytes ? out : '';
    }
    out += `<p><strong>Site:</strong> <code>${site_text(site.siteDir ?? '.')}</code> served at <code>${site_text(site.baseUrl)}</code></p>\n\n`;
    const tree = renderTree(run, Math.max(0, maxBytes - utf8Bytes(out)));
    out += tree;
    return utf8Bytes(out) <= maxBytes ? out : '';
}
/** The reference tree: robots.txt files, then the sitemaps no checked file names. */
function renderTree(run, maxBytes) {
    const site = run.site;
    const byPath = new Map(run.files.map((f) => [f.path, f]));
    const children = new Map();
    const named = new Set();
    for (const ref of site.references) {
        let list = children.get(ref.from);
        if (!list) {
            list = [];
            children.set(ref.from, list);
        }
        list.push(ref);
        if (ref.status === 'file' && ref.to !== undefined && ref.to !== ref.from)
            named.add(ref.to);
    }
    const files = [...run.files].sort((a, b) => (0,report_order/* compareText */.n6)(a.path, b.path));
    const robots = files.filter((f) => f.kind === 'robots');
    const sitemaps = files.filter((f) => f.kind !== 'robots' && f.kind !== 'unknown');
    const loose = sitemaps.filter((f) => !named.has(f.path));
    if (robots.length === 0 && sitemaps.length === 0)
        return '';
    const head = '### Sitemap tree\n\n';
    const cut = '<p><strong>The tree is cut here to keep the summary small.</strong></p>\n\n';
    // Room for the note on a cut tree and the closing tags it needs.
    let used = utf8Bytes(head) + utf8Bytes(cut) + 512;
    let full = false;
    const lines = [];
    const push = (line) => {
        if (full)
            return false;
        const size = utf8Bytes(line);
        if (used + size > maxBytes) {
            full = true;
            return false;
        }
        used += size;
        lines.push(line);
        return true;
    };
    const shown = new Set();
    // Depth-first, each file expanded once: a file named again (or a cycle) is marked, not repeated.
    const node = (file, depth) => {
        const again = shown.has(file.path);
        shown.add(file.path);
        const refs = again ? [] : children.get(file.path) ?? [];
        if (!push(`<li>${fileLabel(file)}${again ? ' (shown above)' : ''}${refs.length > 0 ? '\n<ul>\n' : '</li>\n'}`))
            return;
        if (refs.length === 0)
            return;
        for (const ref of refs.slice(0, TREE_CHILDREN_SHOWN)) {
            const target = ref.status === 'file' && ref.to !== undefined ? byPath.get(ref.to) : undefined;
            if (target?.kind === 'robots' && (file.kind === 'sitemapindex' || file.kind === 'robots')) {
                // Judged as the robots.txt it is, not as a sitemap (index-child-missing, robots-sitemap-invalid).
                push(`<li><code>${site_text(ref.url)}</code> (line ${ref.line}): ${faultIcon(run, file, true)}names the robots.txt <code>${site_text(target.path)}</code>, not a sitemap</li>\n`);
            }
            else if (target) {
                if (depth < 8)
                    node(target, depth + 1);
                else
                    push(`<li>${fileLabel(target)} (not expanded)</li>\n`);
            }
            else {
                const status = STATUS_TEXT[ref.status === 'file' ? 'skipped' : ref.status];
                push(`<li><code>${site_text(ref.url)}</code> (line ${ref.line}): ${status.fault ? faultIcon(run, file, false) : ''}${status.text}</li>\n`);
            }
            if (full)
                return;
        }
        if (refs.length > TREE_CHILDREN_SHOWN)
            push(`<li>\u2026 and ${count(refs.length - TREE_CHILDREN_SHOWN, 'more entry', 'more entries')}</li>\n`);
        push('</ul>\n</li>\n');
    };
    if (robots.length > 0) {
        push('<ul>\n');
        for (const f of robots) {
            node(f, 0);
            if (full)
                break;
        }
        push('</ul>\n\n');
    }
    if (loose.length > 0 && !full) {
        push('<p>Not named by a checked robots.txt or sitemap index:</p>\n<ul>\n');
        for (const f of loose) {
            if (shown.has(f.path))
                continue;
            node(f, 0);
            if (full)
                break;
        }
        push('</ul>\n\n');
    }
    // Indexes that name each other (A names B, B names A) and nothing else names: every one of
    // them is named, so none is a root above; they are drawn from the first index by path. A file
    // the roots reach is not one of them, drawn or not (an index's entries past
    // TREE_CHILDREN_SHOWN, the files below the depth limit).
    const reached = new Set();
    const walk = [...robots, ...loose].map((f) => f.path);
    for (let p = walk.pop(); p !== undefined; p = walk.pop()) {
        if (reached.has(p))
            continue;
        reached.add(p);
        for (const ref of children.get(p) ?? [])
            if (ref.status === 'file' && ref.to !== undefined && !reached.has(ref.to))
                walk.push(ref.to);
    }
    const cycle = sitemaps
        .filter((f) => !reached.has(f.path))
        .sort((a, b) => Number(b.kind === 'sitemapindex') - Number(a.kind === 'sitemapindex'));
    if (cycle.length > 0 && !full) {
        push('<p>Named only by sitemap indexes that name each other in a cycle, which no checked robots.txt names:</p>\n<ul>\n');
        for (const f of cycle) {
            if (shown.has(f.path))
                continue;
            node(f, 0);
            if (full)
                break;
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

;// CONCATENATED MODULE: ./build/report/compare.js


/** Largest comparison section, in UTF-8 bytes (60 rows of long URLs fit). */
const COMPARISON_MAX_BYTES = 48 * 1024;
/** Characters of a URL or path shown in the table; longer ones end in `\u2026`. */
const URL_SHOWN = 200;
function code(s) {
    return `<code>${(0,neutralise/* escapeHtml */.ZD)((0,neutralise/* neutralise */.$0)(s, URL_SHOWN))}</code>`;
}
function compare_utf8Bytes(s) {
    return Buffer.byteLength(s, 'utf8');
}
function compare_count(n, noun, pluralNoun = `${noun}s`) {
    return `${(0,core_text/* thousands */.oh)(n)} ${n === 1 ? noun : pluralNoun}`;
}
const place = (file, line, column) => code(line === undefined ? file : `${file}:${line}${column === undefined ? '' : `:${column}`}`);
/** Compared sitemaps not read whole that the section names (the JSON report has up to 20). */
const UNREAD_SHOWN = 5;
/**
 * The section for comparison `c`, in at most `maxBytes` UTF-8 bytes (rows that do not fit are
 * left out with a note; '' when not even the heading fits). `failed`: the removals passed
 * `max-removed` and `urls-removed` is on.
 */
function renderComparison(c, maxBytes, failed = false) {
    const heading = `### Compared with ${code(c.compareTo)}\n\n`;
    const max = c.maxRemoved === undefined ? '' : `max-removed <code>${(0,neutralise/* escapeHtml */.ZD)((0,neutralise/* neutralise */.$0)(c.maxRemoved, 20))}</code>`;
    if (c.problem !== undefined) {
        const gate = max === '' ? '' : ` <b>\u26a0\ufe0f ${max} was not judged.</b>`;
        const out = `${heading}<p>\u26a0\ufe0f The comparison was not made: ${(0,neutralise/* escapeHtml */.ZD)((0,neutralise/* neutralise */.$0)(c.problem))}.${gate}</p>\n\n`;
        return compare_utf8Bytes(out) <= maxBytes ? out : '';
    }
    let warning = '';
    if (c.unread !== undefined && c.unread.count > 0) {
        const shown = c.unread.first.slice(0, UNREAD_SHOWN).map((u) => `<li>${place(u.sitemap, u.line, u.column)} <code>${(0,neutralise/* escapeHtml */.ZD)((0,neutralise/* neutralise */.$0)(u.rule, 40))}</code>: ${(0,neutralise/* escapeHtml */.ZD)((0,neutralise/* neutralise */.$0)(u.message, 300))}</li>\n`);
        const rest = c.unread.count - shown.length;
        const judged = max === '' ? '' : c.notJudged !== undefined ? ` <b>${max} was not judged</b>: ${(0,neutralise/* escapeHtml */.ZD)((0,neutralise/* neutralise */.$0)(c.notJudged))}.` : ` ${max} is passed by the URLs read already.`;
        warning =
            `<p>\u26a0\ufe0f <b>The comparison is incomplete</b>: ${compare_count(c.unread.count, 'sitemap')} of ${code(c.compareTo)} could not be read whole, so the URLs listed past the fault are not compared and the counts below are the least there are.${judged}</p>\n\n` +
                `<ul>\n${shown.join('')}${rest > 0 ? `<li>and ${compare_count(rest, 'more sitemap')} (see the JSON report)</li>\n` : ''}</ul>\n\n`;
    }
    let gate = '';
    if (max !== '' && c.allowed === undefined && c.notJudged !== undefined) {
        gate = ` \u26a0\ufe0f ${max} was not judged.`;
    }
    else if (c.maxRemoved !== undefined && c.allowed !== undefined) {
        const allows = `max-removed <code>${(0,neutralise/* escapeHtml */.ZD)((0,neutralise/* neutralise */.$0)(c.maxRemoved, 20))}</code> allows ${(0,core_text/* thousands */.oh)(c.allowed)}`;
        gate = c.removed.count > c.allowed ? ` ${failed ? '\u274c' : '\u26a0\ufe0f'} ${allows}: <code>urls-removed</code>.` : ` \u2705 ${allows}.`;
    }
    const lead = `<p>${compare_count(c.before, 'URL')} in the sitemaps of ${code(c.compareTo)}, ${compare_count(c.after, 'URL')} in this build's: ` +
        `<b>${(0,core_text/* thousands */.oh)(c.removed.count)} removed</b>, <b>${(0,core_text/* thousands */.oh)(c.added.count)} added</b>, <b>${(0,core_text/* thousands */.oh)(c.moved.count)} moved</b> between sitemaps.${gate}</p>\n\n`;
    const parts = [
        {
            title: 'Removed',
            total: c.removed.count,
            head: '<tr><th>URL</th><th>Listed in the compared site at</th></tr>',
            rows: c.removed.first.map((u) => `<tr><td>${code(u.url)}</td><td>${place(u.sitemap, u.line)}</td></tr>\n`),
        },
        {
            title: 'Added',
            total: c.added.count,
            head: '<tr><th>URL</th><th>Listed at</th></tr>',
            rows: c.added.first.map((u) => `<tr><td>${code(u.url)}</td><td>${place(u.sitemap, u.line)}</td></tr>\n`),
        },
        {
            title: 'Moved between sitemaps',
            total: c.moved.count,
            head: '<tr><th>URL</th><th>From</th><th>To</th></tr>',
            rows: c.moved.first.map((u) => `<tr><td>${code(u.url)}</td><td>${place(u.from, u.fromLine)}</td><td>${place(u.to, u.toLine)}</td></tr>\n`),
        },
    ];
    let out = heading + warning + lead;
    if (compare_utf8Bytes(out) > maxBytes)
        return '';
    let used = compare_utf8Bytes(out);
    for (const part of parts) {
        if (part.total === 0)
            continue;
        const open = `<details${part.title === 'Removed' ? ' open' : ''}><summary>${part.title} (${(0,core_text/* thousands */.oh)(part.total)})</summary>\n\n<table>\n<thead>${part.head}</thead>\n<tbody>\n`;
        const close = '</tbody>\n</table>\n';
        const end = '</details>\n\n';
        const moreNote = (n) => `<p>${compare_count(n, 'more URL')} ${n === 1 ? 'is' : 'are'} not listed here; see the JSON report.</p>\n`;
        const reserve = compare_utf8Bytes(close) + compare_utf8Bytes(end) + compare_utf8Bytes(moreNote(part.total));
        if (used + compare_utf8Bytes(open) + reserve > maxBytes)
            break;
        let html = open;
        let size = used + compare_utf8Bytes(open);
        let shown = 0;
        for (const row of part.rows) {
            const b = compare_utf8Bytes(row);
            if (size + b + reserve > maxBytes)
                break;
            html += row;
            size += b;
            shown++;
        }
        html += close;
        if (shown < part.total)
            html += moreNote(part.total - shown);
        html += end;
        out += html;
        used = compare_utf8Bytes(out);
    }
    return out;
}

;// CONCATENATED MODULE: ./build/report/baseline-summary.js



/** Fixed entries and ignore entries listed in the section at most (the JSON report has them all). */
const BASELINE_LISTED = 20;
/** Characters of a reason or value shown at most. */
const SHOWN = 200;
function baseline_summary_text(s) {
    const t = s.length > SHOWN ? `${s.slice(0, SHOWN)}\u2026` : s;
    return (0,neutralise/* escapeHtml */.ZD)((0,neutralise/* neutralise */.$0)(t));
}
function n(k) {
    return (0,core_text/* thousands */.oh)(k);
}
/**
 * The section (Markdown and HTML, ending in a blank line), or '' for a run without a baseline or
 * an ignore list. Every value read from the baseline or the config file is neutralised and
 * escaped; at most BASELINE_LISTED fixed entries and ignore entries are listed, so the section
 * stays under about 20 KB.
 */
function renderBaselineSection(run) {
    const b = run.baseline;
    if (!b)
        return '';
    let out = '### Baseline\n\n';
    if (b.file !== undefined) {
        out +=
            `<p>Baseline <code>${baseline_summary_text(b.file)}</code>: <b>${n(b.new)} new</b> (only these count for the verdict), ` +
                `${n(b.unchanged)} unchanged (accepted, not annotated), ${n(b.fixed)} fixed since the baseline.</p>\n\n`;
        if (b.fixed > 0) {
            out += `<details><summary>${(0,report_order/* plural */.LS)(b.fixed, 'finding')} of the baseline ${b.fixed === 1 ? 'is' : 'are'} fixed: remove ${b.fixed === 1 ? 'its entry' : 'their entries'} from ${baseline_summary_text(b.file)}, or write it again (the <code>write-baseline</code> input, or <code>--write-baseline</code>)</summary>\n\n<ul>\n`;
            for (const e of b.fixedEntries.slice(0, BASELINE_LISTED)) {
                out += `<li><code>${baseline_summary_text(e.rule)}</code> in <code>${baseline_summary_text(e.path)}</code>: <code>${baseline_summary_text(e.value)}</code>${e.count > 1 ? ` (${n(e.count)})` : ''}</li>\n`;
            }
            if (b.fixedEntries.length > BASELINE_LISTED)
                out += `<li>\u2026 and more: see the JSON report (baseline.fixedEntries).</li>\n`;
            out += '</ul>\n</details>\n\n';
        }
    }
    if (b.ignored.length > 0) {
        const total = b.ignored.reduce((sum, e) => sum + e.count, 0);
        out += `<p>${(0,report_order/* plural */.LS)(total, 'finding')} ignored by the ignore list of the config file (not in the totals):</p>\n\n`;
        out += '<table>\n<tr><th>Rule</th><th>Path</th><th>Value</th><th>Reason</th><th>Findings</th></tr>\n';
        for (const e of b.ignored.slice(0, BASELINE_LISTED)) {
            out += `<tr><td><code>${baseline_summary_text(e.rule)}</code></td><td>${e.path === undefined ? 'any' : `<code>${baseline_summary_text(e.path)}</code>`}</td><td>${e.value === undefined ? 'any' : `<code>${baseline_summary_text(e.value)}</code>`}</td><td>${baseline_summary_text(e.reason)}</td><td>${n(e.count)}</td></tr>\n`;
        }
        out += '</table>\n\n';
        if (b.ignored.length > BASELINE_LISTED)
            out += `<p>\u2026 and ${n(b.ignored.length - BASELINE_LISTED)} more ignore entries: see the JSON report (baseline.ignored).</p>\n\n`;
    }
    return out;
}
/** A file's result without the findings a baseline accepts (they are counted in the Baseline section, not listed). */
function withoutAccepted(file) {
    return file.accepted ? { ...file, findings: file.findings.filter((f) => f.baselineState !== 'unchanged') } : file;
}
/** Findings a baseline accepted over the run. */
function acceptedCount(run) {
    return run.baseline?.unchanged ?? 0;
}

;// CONCATENATED MODULE: ./build/report/summary.js
/**
 * The job summary (INTERFACE.md "Job summary"): GitHub-flavoured Markdown with HTML tables for
 * `$GITHUB_STEP_SUMMARY`. Untrusted text (file names, messages, notes, URLs) is `neutralise`d to
 * one line and then `escapeHtml`-escaped, and stands in HTML blocks only (never in a Markdown
 * paragraph, where GitHub would auto-link a URL); tables are HTML rather than Markdown pipe
 * tables so that no cell content can change the table structure. The output is capped in UTF-8
 * bytes.
 */










/** Largest site section (hosts, the sitemap tree), in UTF-8 bytes, before the summary's own cap applies. */
const SITE_MAX_BYTES = 64 * 1024;
/** Findings of one rule listed per file; one line counts the rest. */
const FINDINGS_PER_RULE_SHOWN = 20;
/** Files listed in the file table when every one fits; past it, files without findings are only counted. */
const FILES_LISTED = 200;
/** Exact counts of a file: `counts` when the engine capped its findings, else its findings counted. */
function fileCounts(file) {
    if (file.counts)
        return { error: file.counts.errors, warning: file.counts.warnings, notice: file.counts.notices };
    return (0,report_order/* countBySeverity */.Ot)(file.findings);
}
/** Whether a file has findings at or above `fail-on`. */
function filePassed(file, failOn) {
    const c = fileCounts(file);
    return !((c.error > 0 && (0,policy/* failsRun */.FR)('error', failOn)) || (c.warning > 0 && (0,policy/* failsRun */.FR)('warning', failOn)) || (c.notice > 0 && (0,policy/* failsRun */.FR)('notice', failOn)));
}
/** Default cap of the summary, in UTF-8 bytes: 512 KiB, well under GitHub's 1 MiB per step. */
const SUMMARY_MAX_BYTES = 512 * 1024;
const OWNER_NAME = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;
const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;
/**
 * Validates the values the runner gives (GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_SHA) and
 * returns them as `SourceLinks`, or undefined when any is missing or malformed: a server that is
 * not an http(s) URL without credentials, query or fragment; a repository that is not
 * `owner/name` of letters, digits, `-`, `_` and `.` (not `.` or `..`); a sha that is not 40 or 64
 * hex digits. Never throws.
 */
function sourceLinks(values) {
    const { server, repository, sha } = values;
    if (typeof server !== 'string' || typeof repository !== 'string' || typeof sha !== 'string')
        return undefined;
    if (!OWNER_NAME.test(repository) || repository.split('/').some((part) => part === '.' || part === '..'))
        return undefined;
    if (!SHA.test(sha))
        return undefined;
    let url;
    try {
        url = new URL(server);
    }
    catch {
        return undefined;
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '')
        return undefined;
    if (/[\s"'<>\\`]/.test(server))
        return undefined;
    return { server: `${url.origin}${(0,core_text/* trimEndOf */.fC)(url.pathname, '/')}`, repository, sha: sha.toLowerCase() };
}
/**
 * The URL of `path` (relative to the repository, `/` separators) at `line` (1-based), each path
 * segment percent-encoded; without a line anchor for a file-level place or a gzip file (whose
 * lines are those of the inflated text, which GitHub does not show).
 */
function blobUrl(links, path, line) {
    const encoded = path.split('/').map((segment) => encodeURIComponent(segment)).join('/');
    const anchor = line !== undefined && !/\.gz$/i.test(path) ? `#L${Math.floor(line)}` : '';
    return `${links.server}/${links.repository}/blob/${links.sha}/${encoded}${anchor}`;
}
/**
 * The config line of the summary: the file in use and every severity it changes from the
 * profile's defaults, so that a pull request that turns rules off shows it.
 */
function configSummary(use) {
    return `**Config:** <code>${summary_text(use.file)}</code> ${summary_text((0,config_use/* describeChanges */.D)(use.changes))}.\n\n`;
}
const summary_SEVERITY_ICON = { error: '\u274c', warning: '\u26a0\ufe0f', notice: '\u2139\ufe0f' };
function summary_utf8Bytes(s) {
    return Buffer.byteLength(s, 'utf8');
}
/** Untrusted text as summary text: one line, then HTML/Markdown-escaped. */
function summary_text(s) {
    return (0,neutralise/* escapeHtml */.ZD)((0,neutralise/* neutralise */.$0)(s));
}
function verdict(passed) {
    return passed ? '\u2705 passed' : '\u274c failed';
}
/** `line:col`, `line`, or '' for a file-level finding. */
function summary_place(f) {
    if (f.line === undefined)
        return '';
    return f.column === undefined ? `${f.line}` : `${f.line}:${f.column}`;
}
/** A count, a comma between each group of three digits: `50,000`. */
function num(n) {
    return (0,neutralise/* escapeHtml */.ZD)((0,core_text/* thousands */.oh)(n));
}
/** `html` linked to `href` (ours, escaped for the attribute), or `html` alone without one. */
function linked(html, href) {
    return href === undefined ? html : `<a href="${(0,neutralise/* escapeHtml */.ZD)(href)}">${html}</a>`;
}
/** The rule id as code, linked to its page when it is a rule of the catalogue. */
function ruleCell(rule) {
    const code = `<code>${summary_text(rule)}</code>`;
    return policy_rules/* RULES_BY_ID */.kF.has(rule) ? linked(code, (0,policy_rules/* ruleDocsUrl */.hS)(rule)) : code;
}
/** Cuts `s` to at most `max` UTF-8 bytes without splitting a character. */
function cutToBytes(s, max) {
    let used = 0;
    let end = 0;
    for (const ch of s) {
        const size = summary_utf8Bytes(ch);
        if (used + size > max)
            break;
        used += size;
        end += ch.length;
    }
    return s.slice(0, end);
}
function moreNote(count, noun, where) {
    const verb = count === 1 ? 'is' : 'are';
    return `<p><strong>${(0,report_order/* plural */.LS)(count, `more ${noun}`)} ${verb} not shown; ${where}.</strong></p>\n\n`;
}
/** Where the complete list is, for the notes on what the summary leaves out (SummaryOptions.elsewhere). */
const ELSEWHERE = 'the JSON report or the CLI output';
/**
 * The note on findings not in the summary: `omitted` are in the reports but did not fit here;
 * `dropped` were only counted (past the per-file cap), so no report lists them.
 */
function findingsNoteOf(omitted, dropped, elsewhere) {
    if (dropped === 0)
        return moreNote(omitted, 'finding', `see ${elsewhere}`);
    const total = omitted + dropped;
    const verb = total === 1 ? 'is' : 'are';
    const where = omitted === 0
        ? `${num(dropped)} ${dropped === 1 ? 'was' : 'were'} counted but not kept (at most ${num(sink/* MAX_FINDINGS_PER_FILE */.hD)} findings are kept per file; each such file's findings-capped notice names the rules)`
        : `${num(omitted)} ${omitted === 1 ? 'is' : 'are'} in ${elsewhere}, and ${num(dropped)} ${dropped === 1 ? 'was' : 'were'} counted but not kept (at most ${num(sink/* MAX_FINDINGS_PER_FILE */.hD)} findings are kept per file; each such file's findings-capped notice names the rules)`;
    return `<p><strong>${(0,report_order/* plural */.LS)(total, 'more finding')} ${verb} not shown: ${where}.</strong></p>\n\n`;
}
const FILE_TABLE_OPEN = '### Files\n\n<table>\n<thead><tr><th>File</th><th>Kind</th><th>Entries</th><th>Bytes</th><th>Errors</th><th>Warnings</th><th>Notices</th><th>Verdict</th></tr></thead>\n<tbody>\n';
const TABLE_CLOSE = '</tbody>\n</table>\n\n';
const FINDINGS_HEADING = '### Findings by file\n\n';
const FINDING_TABLE_OPEN = '<table>\n<thead><tr><th>Line</th><th>Finding</th></tr></thead>\n<tbody>\n';
const BLOCK_CLOSE = '</tbody>\n</table>\n</details>\n\n';
const RULES_HEADING = '### Findings by rule\n\n';
/**
 * The findings a file left out past its cap, by rule (from its findings-capped notice), and the
 * findings of rules the notice only sums up.
 */
function droppedOf(file) {
    let rules = new Map();
    let other = 0;
    for (const f of file.findings) {
        if (f.rule !== sink/* FINDINGS_CAPPED */.lG)
            continue;
        const parsed = (0,sink/* cappedByRule */.vM)(f.message);
        if (!parsed)
            continue;
        rules = parsed.rules;
        other = parsed.other;
    }
    return { rules, other };
}
/** The rules of the run, most severe first, then by count (most first), then by id. */
function ruleRows(run, files, dropped) {
    const byRule = new Map();
    let other = 0;
    const rowOf = (rule, severity) => {
        let row = byRule.get(rule);
        if (!row) {
            row = { rule, severity, count: 0, files: new Set() };
            byRule.set(rule, row);
        }
        return row;
    };
    for (const file of files) {
        for (const finding of (0,report_order/* sortedFindings */.Y_)(file.findings)) {
            const row = rowOf(finding.rule, finding.severity);
            row.count += 1;
            row.files.add(file.path);
            if (!row.first)
                row.first = { file, finding };
        }
        const left = dropped.get(file);
        if (!left)
            continue;
        other += left.other;
        for (const [rule, n] of left.rules) {
            const severity = run.policy.severities[rule];
            const row = rowOf(rule, severity === undefined || severity === 'off' ? 'notice' : severity);
            row.count += n;
            row.files.add(file.path);
        }
    }
    const rows = [...byRule.values()].sort((a, b) => policy/* SEVERITY_RANK */.f3[a.severity] - policy/* SEVERITY_RANK */.f3[b.severity] || b.count - a.count || (0,report_order/* compareText */.n6)(a.rule, b.rule));
    return { rows, other };
}
/**
 * Renders the job summary of `run` as GitHub-flavoured Markdown with HTML tables:
 *
 * 1. a heading with the verdict and a totals line (files, entries, errors, warnings, notices,
 *    verdict); then the Baseline section of a run with a baseline or an ignore list (`renderBaselineSection`);
 *    then `run.notes` as a list;
 *    then, with `compare-to`, the comparison with the other build (./compare.ts: URLs removed,
 *    added and moved between sitemaps, the first 20 of each, at most COMPARISON_MAX_BYTES);
 * 2. "Findings by rule": one row per rule, most severe first, then by count: the severity's
 *    icon and the rule linked to its page (`ruleDocsUrl`), its count (exact: findings past a
 *    file's cap are counted from its findings-capped notice), the files it is in, its first place
 *    (`file:line:col`) and the rule's `fix`;
 * 3. "Findings by file": one open `<details>` per file, named once in its heading, with a table of
 *    its findings by position (the severity's icon and `line:col`; the rule, then the message, in
 *    one cell that wraps, so that no rule id is broken at its hyphens); at most
 *    FINDINGS_PER_RULE_SHOWN (20) findings of one rule per file, and one line that says how many
 *    more there are;
 * 4. the site (when the run has a site report, ./site.ts): entries per host, then the tree from
 *    robots.txt to sitemap indexes to their sitemaps with the counts of each file, or, without
 *    `base-url`, one note that nothing was mapped to files (at most `SITE_MAX_BYTES`);
 * 5. "Files": one row per file, by path: path, kind, entries, bytes, errors, warnings, notices,
 *    verdict (whether the file has a finding at or above `fail-on`). Past FILES_LISTED (200)
 *    files, only files with findings are listed and the others are counted.
 *
 * With `options.links` (validated by `sourceLinks`), every place links to the file at that line
 * on GitHub. Every file name, message, note and URL of the run is `neutralise`d and
 * `escapeHtml`-escaped. The result never exceeds `options.maxBytes` UTF-8 bytes (default 512
 * KiB). When the findings do not all fit, the ones shown are chosen most severe first (errors,
 * then warnings, then notices; within a severity the first finding of each file, then the first
 * of each rule in each file, then the rest, each by path and position), still listed by file and
 * position, and a visible note says "N more findings are not shown; see the JSON report or the
 * CLI output", at the top and at the end; findings past the per-file cap (in the totals, in no
 * report) are counted apart in the same note. The by-rule table comes before the findings when
 * room runs short, the findings before the file table and the file table before the site; rows
 * and notes that do not fit are left out with a note of their own.
 */
function renderSummary(run, options = {}) {
    const cap = Math.max(0, Math.floor(options.maxBytes ?? SUMMARY_MAX_BYTES));
    const links = options.links ? sourceLinks(options.links) : undefined;
    // Findings a baseline accepts are counted in its section, not listed.
    const files = (0,report_order/* sortedFiles */.pr)(run.files).map(withoutAccepted);
    const totalFindings = files.reduce((n, f) => n + f.findings.length, 0);
    // Findings past the per-file cap are in the totals but in no file's list.
    const dropped = Math.max(0, run.totals.errors + run.totals.warnings + run.totals.notices - acceptedCount(run) - totalFindings);
    const droppedByFile = new Map();
    for (const file of files)
        if (file.findings.some((f) => f.rule === sink/* FINDINGS_CAPPED */.lG))
            droppedByFile.set(file, droppedOf(file));
    const href = (file, finding) => (links ? blobUrl(links, file.path, finding?.line) : undefined);
    const t = run.totals;
    const head = `## sitemap-contract: ${verdict(run.passed)}\n\n` +
        `**Totals:** ${(0,report_order/* plural */.LS)(t.files, 'file')}, ${(0,report_order/* plural */.LS)(t.entries, 'entry', 'entries')}, ` +
        `${(0,report_order/* plural */.LS)(t.errors, 'error')}, ${(0,report_order/* plural */.LS)(t.warnings, 'warning')}, ${(0,report_order/* plural */.LS)(t.notices, 'notice')}. ` +
        `**Verdict:** ${verdict(run.passed)} (fail-on: ${summary_text(run.policy.failOn)})\n\n` +
        // A gate that was not judged is no pass of it: said by the verdict, not only further down.
        (run.comparison?.notJudged !== undefined ? `\u26a0\ufe0f **max-removed was not judged** (compare-to): ${summary_text(run.comparison.notJudged)}; see "Compared with" below.\n\n` : '') +
        (options.config ? configSummary(options.config) : '');
    // The baseline's part, when there is one: right after the verdict line.
    const baselineHtml = renderBaselineSection(run);
    // Worst-case sizes of what may have to be appended later, reserved up front.
    const elsewhere = options.elsewhere ?? ELSEWHERE;
    const findingsNote = (n) => findingsNoteOf(n, dropped, elsewhere);
    const filesNote = (n) => moreNote(n, 'file', `see ${elsewhere}`);
    const notesNote = (n) => moreNote(n, 'note', `see ${options.elsewhere ?? 'the CLI output'}`);
    const rulesNote = (n) => moreNote(n, 'rule', `see ${elsewhere}`);
    const findingsReserve = totalFindings > 0 ? summary_utf8Bytes(FINDINGS_HEADING) + 2 * summary_utf8Bytes(findingsNote(totalFindings)) : dropped > 0 ? 2 * summary_utf8Bytes(findingsNote(0)) : 0;
    const filesReserve = files.length > 0 ? summary_utf8Bytes(TABLE_CLOSE) + summary_utf8Bytes(filesNote(files.length)) : 0;
    const notesReserve = run.notes.length > 0 ? summary_utf8Bytes('</ul>\n\n') + summary_utf8Bytes(notesNote(run.notes.length)) : 0;
    const rules = totalFindings > 0 ? ruleRows(run, files, droppedByFile) : { rows: [], other: 0 };
    const rulesOpen = `${RULES_HEADING}<table>\n<thead><tr><th>Rule</th><th>Count</th><th>Files</th><th>First place</th><th>Fix</th></tr></thead>\n<tbody>\n`;
    const rulesReserve = rules.rows.length > 0 ? summary_utf8Bytes(rulesOpen) + summary_utf8Bytes(TABLE_CLOSE) + summary_utf8Bytes(rulesNote(rules.rows.length)) : 0;
    // The comparison with another build (compare-to), after the notes: its room is taken first.
    const comparison = run.comparison;
    const comparisonHtml = comparison
        ? renderComparison(comparison, Math.max(0, Math.min(COMPARISON_MAX_BYTES, Math.floor(cap / 4), cap - summary_utf8Bytes(head) - summary_utf8Bytes(baselineHtml))), run.files.some((f) => f.findings.some((x) => x.rule === 'urls-removed' && x.severity === 'error')))
        : '';
    let used = summary_utf8Bytes(head) + summary_utf8Bytes(baselineHtml) + summary_utf8Bytes(comparisonHtml);
    const fits = (bytes, reserve) => used + bytes + reserve <= cap;
    // Notes of the run.
    let notesHtml = '';
    if (run.notes.length > 0) {
        const reserve = notesReserve + rulesReserve + filesReserve + findingsReserve;
        const open = '<ul>\n';
        let shown = 0;
        if (fits(summary_utf8Bytes(open), reserve)) {
            used += summary_utf8Bytes(open);
            notesHtml = open;
            for (const note of run.notes) {
                const li = `<li>${summary_text(note)}</li>\n`;
                const size = summary_utf8Bytes(li);
                if (!fits(size, reserve))
                    break;
                notesHtml += li;
                used += size;
                shown += 1;
            }
            notesHtml += '</ul>\n\n';
            used += summary_utf8Bytes('</ul>\n\n');
        }
        if (shown < run.notes.length) {
            const note = notesNote(run.notes.length - shown);
            notesHtml += note;
            used += summary_utf8Bytes(note);
        }
    }
    // The rules at a glance: count, files, first place and fix of each.
    let rulesHtml = '';
    if (rules.rows.length > 0) {
        const reserve = rulesReserve - summary_utf8Bytes(rulesOpen) - summary_utf8Bytes(TABLE_CLOSE) + filesReserve + findingsReserve;
        let shown = 0;
        if (fits(summary_utf8Bytes(rulesOpen) + summary_utf8Bytes(TABLE_CLOSE), reserve)) {
            rulesHtml = rulesOpen;
            used += summary_utf8Bytes(rulesOpen) + summary_utf8Bytes(TABLE_CLOSE);
            for (const row of rules.rows) {
                const first = row.first;
                const firstPlace = first
                    ? linked(`<code>${summary_text(first.file.path)}${first.finding.line !== undefined ? `:${(0,neutralise/* escapeHtml */.ZD)(summary_place(first.finding))}` : ''}</code>`, href(first.file, first.finding))
                    : '\u2014';
                const fix = policy_rules/* RULES_BY_ID */.kF.get(row.rule)?.fix ?? '';
                const tr = `<tr><td>${summary_SEVERITY_ICON[row.severity] ?? ''}&nbsp;${ruleCell(row.rule)}</td><td>${(0,core_text/* thousands */.oh)(row.count)}</td>` +
                    `<td>${(0,core_text/* thousands */.oh)(row.files.size)}</td><td>${firstPlace}</td><td>${summary_text(fix)}</td></tr>\n`;
                const size = summary_utf8Bytes(tr);
                if (!fits(size, reserve))
                    break;
                rulesHtml += tr;
                used += size;
                shown += 1;
            }
            rulesHtml += TABLE_CLOSE;
        }
        if (rules.other > 0) {
            const note = `<p>${(0,core_text/* thousands */.oh)(rules.other)} more ${rules.other === 1 ? 'finding' : 'findings'} past the per-file cap belong to rules the findings-capped notices only sum up.</p>\n\n`;
            if (fits(summary_utf8Bytes(note), reserve)) {
                rulesHtml += note;
                used += summary_utf8Bytes(note);
            }
        }
        if (shown < rules.rows.length) {
            const note = rulesNote(rules.rows.length - shown);
            rulesHtml += note;
            used += summary_utf8Bytes(note);
        }
    }
    // The file table's rows, rendered now so that the findings leave room for them.
    const listAll = files.length <= FILES_LISTED;
    const listed = listAll ? files : files.filter((f) => f.findings.length > 0 || fileCounts(f).error + fileCounts(f).warning + fileCounts(f).notice > 0);
    const unlisted = files.length - listed.length;
    const unlistedNote = unlisted > 0 ? `<p>${(0,report_order/* plural */.LS)(unlisted, 'more file')} without findings ${unlisted === 1 ? 'is' : 'are'} counted, not listed.</p>\n\n` : '';
    const fileRows = listed.map((file) => {
        const counts = fileCounts(file);
        const passed = filePassed(file, run.policy.failOn);
        return (`<tr><td>${linked(`<code>${summary_text(file.path)}</code>`, href(file))}</td><td>${summary_text(file.kind)}</td><td>${num(file.entries)}</td>` +
            `<td>${num(file.bytes)}</td><td>${num(counts.error)}</td><td>${num(counts.warning)}</td><td>${num(counts.notice)}</td><td>${verdict(passed)}</td></tr>\n`);
    });
    const filesFull = files.length > 0 ? summary_utf8Bytes(FILE_TABLE_OPEN) + fileRows.reduce((n, r) => n + summary_utf8Bytes(r), 0) + summary_utf8Bytes(unlistedNote) : 0;
    // The findings may take all but a share of what is left: the file table (and the site) get it.
    const tailShare = Math.min(filesFull, Math.floor(Math.max(0, cap - used) / 4));
    // Findings: at most FINDINGS_PER_RULE_SHOWN of a rule per file; choose the rows that fit, most
    // severe first, then list them by file and position.
    let findingsHtml = '';
    let omitted = 0;
    if (totalFindings > 0) {
        used += summary_utf8Bytes(FINDINGS_HEADING);
        const reserveNotes = 2 * summary_utf8Bytes(findingsNote(totalFindings)) + filesReserve + tailShare;
        const candidates = [];
        const blockOpen = new Map();
        /**
         * Per file, the rules that get a line of their own for what the table leaves out (more than
         * FINDINGS_PER_RULE_SHOWN findings, or findings past the file's cap): all their findings, and
         * those the file's list keeps.
         */
        const perRule = new Map();
        for (const file of files) {
            if (file.findings.length === 0)
                continue;
            const counts = fileCounts(file);
            blockOpen.set(file, `<details open>\n<summary>${linked(`<code>${summary_text(file.path)}</code>`, href(file))}: ${(0,report_order/* plural */.LS)(counts.error, 'error')}, ` +
                `${(0,report_order/* plural */.LS)(counts.warning, 'warning')}, ${(0,report_order/* plural */.LS)(counts.notice, 'notice')}</summary>\n${FINDING_TABLE_OPEN}`);
            const ofRule = new Map();
            for (const [index, finding] of (0,report_order/* sortedFindings */.Y_)(file.findings).entries()) {
                const seen = ofRule.get(finding.rule) ?? 0;
                ofRule.set(finding.rule, seen + 1);
                if (seen >= FINDINGS_PER_RULE_SHOWN)
                    continue;
                candidates.push({ file, finding, index, html: '' });
            }
            const lines = new Map();
            const left = droppedByFile.get(file)?.rules ?? new Map();
            for (const [rule, kept] of ofRule)
                if (kept > FINDINGS_PER_RULE_SHOWN || left.has(rule))
                    lines.set(rule, { all: kept + (left.get(rule) ?? 0), kept });
            for (const [rule, n] of left)
                if (!lines.has(rule))
                    lines.set(rule, { all: n, kept: 0 });
            perRule.set(file, lines);
        }
        const findingRow = (file, finding) => {
            const at = summary_place(finding);
            return (
            // The rule id leads the message, in the cell that wraps: as a column of its own, a
            // browser broke it at every hyphen to make room for the message.
            `<tr><td>${summary_SEVERITY_ICON[finding.severity] ?? ''}&nbsp;${at === '' ? '\u2014' : linked(`<code>${(0,neutralise/* escapeHtml */.ZD)(at)}</code>`, href(file, finding))}</td>` +
                `<td>${ruleCell(finding.rule)} ${summary_text(finding.message)}</td></tr>\n`);
        };
        /** The line of a rule's findings not listed in a file's table (at most `max` digits' worth). */
        const moreLine = (rule, n) => `<tr><td colspan="2">\u2026 and ${(0,core_text/* thousands */.oh)(n)} more ${ruleCell(rule)} ${n === 1 ? 'finding' : 'findings'} in this file</td></tr>\n`;
        /** The line of a rule none of whose findings in a file is listed (all past the file's cap, or cut for size). */
        const noneLine = (rule, n) => `<tr><td colspan="2">\u2026 ${(0,core_text/* thousands */.oh)(n)} ${ruleCell(rule)} ${n === 1 ? 'finding' : 'findings'} in this file ${n === 1 ? 'is' : 'are'} not listed</td></tr>\n`;
        const moreBytes = (file) => {
            let n = 0;
            for (const [rule, count] of perRule.get(file) ?? [])
                n += Math.max(summary_utf8Bytes(moreLine(rule, count.all)), summary_utf8Bytes(noneLine(rule, count.all)));
            return n;
        };
        candidates.sort((a, b) => policy/* SEVERITY_RANK */.f3[a.finding.severity] - policy/* SEVERITY_RANK */.f3[b.finding.severity] ||
            (0,report_order/* compareText */.n6)(a.file.path, b.file.path) ||
            (0,report_order/* comparePosition */.bU)(a.finding, b.finding));
        // Within a severity, as the annotations: the first finding of each file, then the first of
        // each rule in each file, then the rest, so that one noisy file does not fill the summary.
        const tierOf = new Map();
        const firstOfFile = new Set();
        const firstOfRule = new Set();
        for (const row of candidates) {
            const severity = row.finding.severity;
            const fileKey = `${severity}\u0000${row.file.path}`;
            const ruleKey = `${fileKey}\u0000${row.finding.rule}`;
            let tier = 2;
            if (!firstOfFile.has(fileKey))
                tier = 0;
            else if (!firstOfRule.has(ruleKey))
                tier = 1;
            firstOfFile.add(fileKey);
            firstOfRule.add(ruleKey);
            tierOf.set(row, tier);
        }
        const order = new Map(candidates.map((row, i) => [row, i]));
        candidates.sort((a, b) => policy/* SEVERITY_RANK */.f3[a.finding.severity] - policy/* SEVERITY_RANK */.f3[b.finding.severity] || tierOf.get(a) - tierOf.get(b) || order.get(a) - order.get(b));
        const chosen = new Map();
        const closeBytes = summary_utf8Bytes(BLOCK_CLOSE);
        for (const row of candidates) {
            // Rendered only when considered: the selection stops at the first row that does not fit.
            row.html = findingRow(row.file, row.finding);
            const opened = chosen.get(row.file);
            // A block's "N more" lines are reserved when it opens, at their largest (every finding of the rule).
            const cost = summary_utf8Bytes(row.html) + (opened ? 0 : summary_utf8Bytes(blockOpen.get(row.file) ?? '') + closeBytes + moreBytes(row.file));
            if (!fits(cost, reserveNotes))
                break;
            used += cost;
            if (opened)
                opened.push(row);
            else
                chosen.set(row.file, [row]);
        }
        let shown = 0;
        let covered = 0;
        for (const file of files) {
            const rows = chosen.get(file);
            if (!rows)
                continue;
            rows.sort((a, b) => a.index - b.index);
            findingsHtml += blockOpen.get(file) ?? '';
            const listedOfRule = new Map();
            for (const row of rows) {
                findingsHtml += row.html;
                listedOfRule.set(row.finding.rule, (listedOfRule.get(row.finding.rule) ?? 0) + 1);
            }
            for (const [rule, count] of perRule.get(file) ?? []) {
                const rest = count.all - (listedOfRule.get(rule) ?? 0);
                // Those of the file's list that the line counts are not in the note on omitted findings.
                covered += count.kept - (listedOfRule.get(rule) ?? 0);
                if (rest > 0)
                    findingsHtml += listedOfRule.has(rule) ? moreLine(rule, rest) : noneLine(rule, rest);
            }
            findingsHtml += BLOCK_CLOSE;
            shown += rows.length;
        }
        // Findings a rule's own line counts (past FINDINGS_PER_RULE_SHOWN) are not in the note again.
        omitted = totalFindings - covered - shown;
        findingsHtml = FINDINGS_HEADING + findingsHtml;
        if (omitted > 0 || dropped > 0)
            findingsHtml += findingsNote(omitted);
    }
    // The note on omitted findings also goes right under the totals, where it is seen first.
    if (totalFindings === 0 && dropped > 0)
        findingsHtml += findingsNote(0);
    const topNote = omitted > 0 || dropped > 0 ? findingsNote(omitted) : '';
    if (topNote !== '')
        used += 2 * summary_utf8Bytes(topNote);
    // One row per file (past FILES_LISTED files, those with findings), then the count of the rest.
    let filesHtml = '';
    if (files.length > 0) {
        let shown = 0;
        if (fits(summary_utf8Bytes(FILE_TABLE_OPEN), filesReserve)) {
            filesHtml = FILE_TABLE_OPEN;
            used += summary_utf8Bytes(FILE_TABLE_OPEN);
            for (const tr of fileRows) {
                const size = summary_utf8Bytes(tr);
                if (!fits(size, filesReserve))
                    break;
                filesHtml += tr;
                used += size;
                shown += 1;
            }
            filesHtml += TABLE_CLOSE;
            used += summary_utf8Bytes(TABLE_CLOSE);
        }
        if (shown < listed.length) {
            const note = filesNote(listed.length - shown);
            filesHtml += note;
            used += summary_utf8Bytes(note);
        }
        if (unlistedNote !== '' && fits(summary_utf8Bytes(unlistedNote), 0)) {
            filesHtml += unlistedNote;
            used += summary_utf8Bytes(unlistedNote);
        }
    }
    // The site: hosts, and the tree from robots.txt to indexes to sitemaps (or why there is none).
    let siteHtml = '';
    if (run.site) {
        const room = Math.min(SITE_MAX_BYTES, Math.floor(cap / 4), cap - used);
        siteHtml = room > 0 ? renderSite(run, room) : '';
        used += summary_utf8Bytes(siteHtml);
    }
    const out = `${(0,core_text/* trimEndOf */.fC)(head + baselineHtml + topNote + notesHtml + comparisonHtml + rulesHtml + findingsHtml + siteHtml + filesHtml, '\n')}\n`;
    // The reservations above keep `out` within the cap; this only matters for caps too small
    // to hold even the heading.
    return summary_utf8Bytes(out) <= cap ? out : cutToBytes(out, cap);
}


/***/ })

};
