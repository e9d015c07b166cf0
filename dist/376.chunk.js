export const id = 376;
export const ids = [376];
export const modules = {

/***/ 2376:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_LINE: () => (/* binding */ MAX_LINE),
/* harmony export */   MAX_REDIRECT_FILE_BYTES: () => (/* binding */ MAX_REDIRECT_FILE_BYTES),
/* harmony export */   MAX_RULES: () => (/* binding */ MAX_RULES),
/* harmony export */   REDIRECT_STATUSES: () => (/* binding */ REDIRECT_STATUSES),
/* harmony export */   RedirectTable: () => (/* binding */ RedirectTable),
/* harmony export */   compilePattern: () => (/* binding */ compilePattern),
/* harmony export */   destination: () => (/* binding */ destination),
/* harmony export */   matches: () => (/* binding */ matches),
/* harmony export */   parseNetlifyToml: () => (/* binding */ parseNetlifyToml),
/* harmony export */   parseRedirects: () => (/* binding */ parseRedirects),
/* harmony export */   parseVercelJson: () => (/* binding */ parseVercelJson),
/* harmony export */   readHostFiles: () => (/* binding */ readHostFiles)
/* harmony export */ });
/* harmony import */ var smol_toml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3292);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9547);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6067);
/**
 * The redirect rules a host reads from the built site, and which rule a URL path meets first:
 *
 * - `_redirects` (Netlify, Cloudflare Pages): one rule a line, `from to [status]`, `#` starts a
 *   comment line. Netlify (https://docs.netlify.com/manage/routing/redirects/overview/): status
 *   301 when none is given, `!` forces the rule over an existing file ("shadowing": without it a
 *   rule never applies to a path a file of the site serves), query parameters (`id=:id`) after
 *   `from` and conditions (`Country=us`) after the status. Cloudflare Pages
 *   (https://developers.cloudflare.com/pages/configuration/redirects/): `source destination
 *   [code]`, 302 when none is given, a rule always applies, even where a file exists; a line of
 *   another form is ignored.
 * - `netlify.toml` `[[redirects]]` tables (`from`, `to`, `status`, `force`, `query`,
 *   `conditions`), read after `_redirects`, and `[build.processing.html] pretty_urls`.
 * - `vercel.json` (https://vercel.com/docs/project-configuration/vercel-json): `redirects`
 *   (`source`, `destination`, `permanent` (308, or 307 when false), `statusCode`, `has`,
 *   `missing`), applied before the files; `cleanUrls`, `trailingSlash`.
 *
 * Paths match as the hosts match them: case-sensitive, segment by segment, `:name` one whole
 * segment, `*` (Vercel `:name*`, `:name+`, `(.*)`) as the last segment the rest of the path.
 * Netlify and Vercel match a path with or without its trailing slash; Cloudflare Pages as
 * written. A rule that holds a condition (query, country, language, role, cookie, `has`,
 * `missing`) does not apply to every visitor and is not judged; nor is a pattern of another
 * shape (a placeholder inside a segment, a regular expression), which a note counts.
 *
 * The files come from pull requests: each is read up to MAX_REDIRECT_FILE_BYTES, at most
 * MAX_RULES rules each; nothing here throws on their content, and the work is linear in it.
 * A file that cannot be read as its format gets a note naming the file and line.
 */




/** The most bytes of one redirect file read (1 MiB); a larger file is not read, with a note. */
const MAX_REDIRECT_FILE_BYTES = 1_048_576;
/** The most rules kept of one file; those past it are not judged, with a note. */
const MAX_RULES = 10_000;
/** The most characters of one `_redirects` line (Cloudflare Pages allows 1,000); a longer one is skipped, with a note. */
const MAX_LINE = 4_000;
/** Statuses that redirect (RFC 9110 15.4); 200 is a rewrite, 404 and others are no redirect. */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
function decode(s) {
    try {
        return decodeURIComponent(s);
    }
    catch {
        return s;
    }
}
/**
 * Compiles a source path: `/a/:b/*`. `dialect` picks the splat spellings. Returns undefined for
 * a pattern not judged (a placeholder or splat inside a segment, a regular expression).
 */
function compilePattern(source, dialect) {
    let host;
    let p = source;
    const abs = /^https?:\/\/([^/]+)(\/.*)?$/i.exec(p);
    if (abs) {
        if (dialect !== 'netlify')
            return undefined;
        host = abs[1].toLowerCase();
        p = abs[2] ?? '/';
    }
    if (!p.startsWith('/'))
        return undefined;
    const q = p.search(/[?#]/);
    if (q >= 0)
        p = p.slice(0, q);
    const parts = p.slice(1).split('/');
    const slash = parts.length > 0 && parts[parts.length - 1] === '' && p.length > 1;
    if (parts[parts.length - 1] === '')
        parts.pop();
    const segments = [];
    let splat = false;
    let splatNeedsOne = false;
    for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        const lastPart = i === parts.length - 1;
        if (dialect === 'vercel') {
            const m = /^:[A-Za-z_]\w*([*+?])?$/.exec(part);
            if (m) {
                if (m[1] === '*' || m[1] === '+') {
                    if (!lastPart)
                        return undefined;
                    splat = true;
                    splatNeedsOne = m[1] === '+';
                }
                else if (m[1] === '?')
                    return undefined;
                else
                    segments.push(null);
                continue;
            }
            if (part === '(.*)' && lastPart) {
                splat = true;
                continue;
            }
            if (/[()[\]{}*+?:\\]/.test(part))
                return undefined;
        }
        else {
            if (part === '*' && lastPart) {
                splat = true;
                continue;
            }
            if (/^:[A-Za-z]\w*$/.test(part)) {
                segments.push(null);
                continue;
            }
            if (part.includes('*') || part.includes(':'))
                return undefined;
        }
        if (part === '')
            return undefined;
        segments.push(decode(part));
    }
    const pattern = { segments, splat, slash };
    if (host !== undefined)
        pattern.host = host;
    if (splatNeedsOne)
        pattern.splatNeedsOne = true;
    return pattern;
}
/**
 * Where `rule` sends `path` (which it matches): its `to` with each `:name` placeholder, the splat
 * (`:splat`; Vercel `:name*`, `:name+`, and `$1` for `(.*)`) replaced by the segments `path` gave
 * them (decoded, as the path holds them). A `to` without placeholders is returned as written.
 */
function destination(rule, path) {
    const pt = rule.pattern;
    if (!pt || !/[:$]/.test(rule.to))
        return rule.to;
    let p = rule.from;
    const abs = /^https?:\/\/[^/]+(\/.*)?$/i.exec(p);
    if (abs)
        p = abs[1] ?? '/';
    const q = p.search(/[?#]/);
    if (q >= 0)
        p = p.slice(0, q);
    const parts = p.slice(1).split('/');
    if (parts[parts.length - 1] === '')
        parts.pop();
    const values = new Map();
    const rest = path.segments.slice(pt.segments.length).join('/') + (path.directory && path.segments.length > pt.segments.length ? '/' : '');
    for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        const m = /^:([A-Za-z_]\w*)([*+])?$/.exec(part);
        if (m && m[2] === undefined && i < pt.segments.length)
            values.set(m[1], path.segments[i] ?? '');
        else if (m)
            values.set(m[1], rest);
        else if (part === '*')
            values.set('splat', rest);
        else if (part === '(.*)')
            values.set('$1', rest);
    }
    return rule.to.replace(/:([A-Za-z_]\w*)|\$1(?!\d)/g, (all, name) => values.get(name ?? '$1') ?? all);
}
/** True when `pattern` matches the URL path (all segments from the host root, decoded). */
function matches(rule, host, path) {
    const pt = rule.pattern;
    if (!pt)
        return false;
    if (pt.host !== undefined && pt.host !== host)
        return false;
    const u = path.segments;
    const n = pt.segments.length;
    if (pt.splat) {
        if (u.length < n)
            return false;
        // Cloudflare: `/a/*` needs the slash or a segment after `/a`.
        if (!rule.looseSlash && u.length === n && !path.directory && n > 0)
            return false;
        if (pt.splatNeedsOne && u.length === n)
            return false;
    }
    else {
        if (u.length !== n)
            return false;
        if (!rule.looseSlash && n > 0 && pt.slash !== path.directory)
            return false;
    }
    for (let i = 0; i < n; i++) {
        const s = pt.segments[i];
        if (s !== null && s !== u[i])
            return false;
    }
    return true;
}
const STATUS = /^(\d{3})(!?)$/;
/**
 * Reads a `_redirects` file. `file` names it in rules and notes; `dialect`: the host reading it.
 * Never throws.
 */
function parseRedirects(text, file, dialect) {
    const read = { rules: [], notes: [], unjudged: 0 };
    const bad = [];
    const long = [];
    let line = 0;
    let full = false;
    for (let start = 0; start <= text.length && !full;) {
        let end = text.indexOf('\n', start);
        if (end < 0)
            end = text.length;
        line++;
        const raw = text.slice(start, end);
        start = end + 1;
        if (raw.length > MAX_LINE) {
            long.push(line);
            continue;
        }
        const tokens = raw.trim().split(/\s+/).filter((t) => t !== '');
        if (tokens.length === 0 || tokens[0].startsWith('#'))
            continue;
        const comment = tokens.findIndex((t) => t.startsWith('#'));
        if (comment > 0)
            tokens.length = comment;
        const rule = dialect === 'netlify' ? netlifyLine(tokens) : cloudflareLine(tokens);
        if (rule === undefined) {
            bad.push(line);
            continue;
        }
        if (read.rules.length >= MAX_RULES) {
            full = true;
            read.notes.push(`${file}: only the first ${MAX_RULES.toLocaleString('en-US')} redirect rules were read; the rules from line ${line} on are not judged.`);
            break;
        }
        const pattern = rule.conditional ? undefined : compilePattern(rule.from, dialect);
        if (pattern === undefined)
            read.unjudged++;
        const r = { file, line, from: rule.from, to: rule.to, status: rule.status, force: dialect === 'cloudflare' || rule.force, looseSlash: dialect === 'netlify' };
        if (pattern)
            r.pattern = pattern;
        read.rules.push(r);
    }
    if (bad.length > 0) {
        read.notes.push(`${file}: ${bad.length === 1 ? 'line' : 'lines'} ${listLines(bad)} ${bad.length === 1 ? 'is' : 'are'} no redirect rule ("from to [status]"); the host ignores ${bad.length === 1 ? 'it' : 'them'}, and so does this check.`);
    }
    if (long.length > 0) {
        read.notes.push(`${file}: ${long.length === 1 ? 'line' : 'lines'} ${listLines(long)} ${long.length === 1 ? 'is' : 'are'} longer than ${MAX_LINE.toLocaleString('en-US')} characters and not read.`);
    }
    return read;
}
function listLines(lines) {
    return lines.length > 10 ? `${lines.slice(0, 10).join(', ')} and ${lines.length - 10} more` : lines.join(', ');
}
function isPathOrUrl(t) {
    return t.startsWith('/') || /^https?:\/\//i.test(t);
}
/** Netlify: `from [k=v ...] to [status[!]] [Key=value ...]` (to may be left out of a status-only rewrite). */
function netlifyLine(tokens) {
    const from = tokens[0];
    if (!isPathOrUrl(from))
        return undefined;
    let i = 1;
    let conditional = false;
    while (i < tokens.length && tokens[i].includes('=') && !isPathOrUrl(tokens[i])) {
        conditional = true;
        i++;
    }
    let to = '';
    if (i < tokens.length && !STATUS.test(tokens[i]))
        to = tokens[i++];
    let status = 301;
    let force = false;
    const m = i < tokens.length ? STATUS.exec(tokens[i]) : null;
    if (m) {
        status = Number(m[1]);
        force = m[2] === '!';
        i++;
    }
    if (to === '' && !m)
        return undefined;
    for (; i < tokens.length; i++) {
        if (!/^[A-Za-z]+=\S+$/.test(tokens[i]))
            return undefined;
        conditional = true;
    }
    return { from, to, status, force, conditional };
}
/** Cloudflare Pages: `source destination [code]`. */
function cloudflareLine(tokens) {
    if (tokens.length < 2 || tokens.length > 3 || !tokens[0].startsWith('/'))
        return undefined;
    let status = 302;
    if (tokens.length === 3) {
        if (!/^\d{3}$/.test(tokens[2]))
            return undefined;
        status = Number(tokens[2]);
    }
    return { from: tokens[0], to: tokens[1], status, force: true, conditional: false };
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function nonEmpty(v) {
    return v !== undefined && !(isObject(v) && Object.keys(v).length === 0) && !(Array.isArray(v) && v.length === 0);
}
/** Reads `netlify.toml`: its `[[redirects]]` and `pretty_urls`. Never throws. */
function parseNetlifyToml(text, file) {
    const read = { rules: [], notes: [], unjudged: 0 };
    let doc;
    try {
        doc = (0,smol_toml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text);
    }
    catch (e) {
        const where = e instanceof smol_toml__WEBPACK_IMPORTED_MODULE_0__/* .TomlError */ .zx ? ` (line ${e.line}, column ${e.column})` : '';
        const why = e instanceof smol_toml__WEBPACK_IMPORTED_MODULE_0__/* .TomlError */ .zx ? (e.message.split('\n')[0] ?? '') : e instanceof RangeError ? 'it nests too deeply' : 'it is no TOML';
        read.notes.push(`${file} is not valid TOML${where}: ${why.slice(0, 200)}; its redirects are not judged.`);
        return read;
    }
    const html = isObject(doc.build) && isObject(doc.build.processing) && isObject(doc.build.processing.html) ? doc.build.processing.html : undefined;
    if (html && html.pretty_urls !== undefined) {
        if (typeof html.pretty_urls === 'boolean')
            read.prettyUrls = html.pretty_urls;
        else
            read.notes.push(`${file}: build.processing.html.pretty_urls is not true or false; Netlify's default (on) is assumed.`);
    }
    const list = doc.redirects;
    if (list === undefined)
        return read;
    if (!Array.isArray(list)) {
        read.notes.push(`${file}: redirects is not a list of [[redirects]] tables; its redirects are not judged.`);
        return read;
    }
    // The line of each [[redirects]] table, when they are all written as such (not inline).
    const headers = [];
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++)
        if (/^\s*\[\[\s*redirects\s*\]\]\s*(#.*)?\r?$/.test(lines[i]))
            headers.push(i + 1);
    const bad = [];
    for (let i = 0; i < list.length && i < MAX_RULES; i++) {
        const t = list[i];
        const line = headers.length === list.length ? headers[i] : undefined;
        if (!isObject(t) || typeof t.from !== 'string' || (t.to !== undefined && typeof t.to !== 'string') || (t.status !== undefined && !(typeof t.status === 'number' && Number.isInteger(t.status)))) {
            bad.push(i + 1);
            continue;
        }
        const conditional = nonEmpty(t.query) || nonEmpty(t.conditions) || nonEmpty(t.signed);
        const rule = { file, from: t.from, to: typeof t.to === 'string' ? t.to : '', status: typeof t.status === 'number' ? t.status : 301, force: t.force === true, looseSlash: true };
        if (line !== undefined)
            rule.line = line;
        const pattern = conditional ? undefined : compilePattern(t.from, 'netlify');
        if (pattern)
            rule.pattern = pattern;
        else
            read.unjudged++;
        read.rules.push(rule);
    }
    if (list.length > MAX_RULES)
        read.notes.push(`${file}: only the first ${MAX_RULES.toLocaleString('en-US')} [[redirects]] tables were read.`);
    if (bad.length > 0)
        read.notes.push(`${file}: [[redirects]] table${bad.length === 1 ? '' : 's'} ${listLines(bad)} (counted from the top) need${bad.length === 1 ? 's' : ''} a from path (and a to path and a whole-number status); not judged.`);
    return read;
}
/** The value of a jsonc-parser node (objects and arrays built), read at most MAX_VALUE_DEPTH levels deep. */
function valueOf(node, depth = 0) {
    if (!node)
        return undefined;
    // A value nested deeper than any redirect needs stands for itself: no recursion to the stack's end.
    if (depth >= MAX_VALUE_DEPTH)
        return TOO_DEEP;
    if (node.type === 'object') {
        const o = {};
        for (const prop of node.children ?? []) {
            const [k, v] = prop.children ?? [];
            if (k && typeof k.value === 'string')
                o[k.value] = valueOf(v, depth + 1);
        }
        return o;
    }
    if (node.type === 'array')
        return (node.children ?? []).map((child) => valueOf(child, depth + 1));
    return node.value;
}
/** How deep valueOf reads a value of vercel.json (a redirect's `has` holds objects two levels down). */
const MAX_VALUE_DEPTH = 32;
/** What valueOf gives for a value nested deeper than MAX_VALUE_DEPTH: a non-empty object that is no string, number or boolean. */
const TOO_DEEP = Object.freeze({ nestedTooDeep: true });
/** The value of `key` in the object `node`: the last one written, as JSON.parse (and so Vercel) reads a key written twice. */
function property(node, key) {
    return properties(node, key).pop();
}
/** Every value of `key` in the object `node`, in file order. */
function properties(node, key) {
    const found = [];
    for (const prop of node.children ?? []) {
        const [k, v] = prop.children ?? [];
        if (k?.value === key && v)
            found.push(v);
    }
    return found;
}
/** Where each offset is, as a note names it: `line N` alone, or `line:column` when two share a line. */
function places(starts, offsets) {
    const lines = offsets.map((o) => (0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .lineOf */ .cA)(starts, o));
    if (new Set(lines).size === lines.length)
        return lines.map(String);
    return offsets.map((o, i) => `${lines[i]}:${o - starts[lines[i] - 1] + 1}`);
}
/** Reads `vercel.json`: `redirects`, `cleanUrls`, `trailingSlash`. Never throws. */
function parseVercelJson(text, file) {
    const read = { rules: [], notes: [], unjudged: 0 };
    const errors = [];
    let root;
    try {
        root = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_1__.parseTree)(text, errors, { allowTrailingComma: false, disallowComments: true });
    }
    catch {
        read.notes.push(`${file} cannot be read as JSON; its redirects and settings are not judged.`);
        return read;
    }
    const starts = (0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .lineStarts */ ._$)(text);
    if (errors.length > 0 || !root) {
        const e = errors[0];
        const where = e ? ` (line ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .lineOf */ .cA)(starts, e.offset)}: ${(0,jsonc_parser__WEBPACK_IMPORTED_MODULE_1__.printParseErrorCode)(e.error)})` : '';
        read.notes.push(`${file} is not valid JSON${where}; its redirects and settings are not judged.`);
        return read;
    }
    if (root.type !== 'object') {
        read.notes.push(`${file} is not a JSON object; its redirects and settings are not judged.`);
        return read;
    }
    for (const key of ['cleanUrls', 'trailingSlash', 'redirects']) {
        const all = properties(root, key);
        if (all.length > 1) {
            read.notes.push(`${file}: the key ${key} is written ${all.length} times (on line ${listLines(all.map((n) => (0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .lineOf */ .cA)(starts, n.offset)))}); Vercel, as any JSON reader, takes the last one, and so does this check.`);
        }
    }
    for (const key of ['cleanUrls', 'trailingSlash']) {
        const node = property(root, key);
        if (!node)
            continue;
        if (node.type === 'boolean')
            read[key] = node.value;
        else
            read.notes.push(`${file}: ${key} (line ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .lineOf */ .cA)(starts, node.offset)}) is not true or false; Vercel's default is assumed.`);
    }
    const list = property(root, 'redirects');
    if (!list)
        return read;
    if (list.type !== 'array') {
        read.notes.push(`${file}: redirects (line ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .lineOf */ .cA)(starts, list.offset)}) is not a list; its redirects are not judged.`);
        return read;
    }
    const items = list.children ?? [];
    const bad = [];
    for (let i = 0; i < items.length && i < MAX_RULES; i++) {
        const node = items[i];
        const line = (0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .lineOf */ .cA)(starts, node.offset);
        const t = valueOf(node);
        if (!isObject(t) ||
            typeof t.source !== 'string' ||
            typeof t.destination !== 'string' ||
            (t.statusCode !== undefined && !(typeof t.statusCode === 'number' && Number.isInteger(t.statusCode))) ||
            (t.permanent !== undefined && typeof t.permanent !== 'boolean')) {
            bad.push(node.offset);
            continue;
        }
        const status = typeof t.statusCode === 'number' ? t.statusCode : t.permanent === false ? 307 : 308;
        const rule = { file, line, from: t.source, to: t.destination, status, force: true, looseSlash: true };
        const conditional = nonEmpty(t.has) || nonEmpty(t.missing);
        const pattern = conditional ? undefined : compilePattern(t.source, 'vercel');
        if (pattern)
            rule.pattern = pattern;
        else
            read.unjudged++;
        read.rules.push(rule);
    }
    if (items.length > MAX_RULES)
        read.notes.push(`${file}: only the first ${MAX_RULES.toLocaleString('en-US')} redirects were read.`);
    if (bad.length > 0) {
        read.notes.push(`${file}: the redirect${bad.length === 1 ? '' : 's'} on line ${listLines(places(starts, bad))} need${bad.length === 1 ? 's' : ''} a source and a destination (strings), and permanent (true or false) or statusCode (a whole number) as written values, not strings; not judged.`);
    }
    return read;
}
function dynamicNode() {
    return { children: new Map(), exact: [], splat: [] };
}
/**
 * The rules of a site in the order the host applies them, with a lookup of the first rule a path
 * meets: literal patterns by a hash of their path; the others (placeholders, splats) in a tree
 * by their segments (per host), a placeholder as a branch of its own, so that a path tries only
 * the rules whose every literal segment it has at the same place, not all rules.
 */
class RedirectTable {
    rules;
    literal = new Map();
    /** Per host ('' for rules of every host): the tree of the dynamic rules. */
    dynamic = new Map();
    constructor(rules) {
        this.rules = rules;
        for (let i = 0; i < rules.length; i++) {
            const p = rules[i].pattern;
            if (!p)
                continue;
            if (p.splat || p.host !== undefined || p.segments.includes(null)) {
                const host = p.host ?? '';
                let node = this.dynamic.get(host);
                if (!node)
                    this.dynamic.set(host, (node = dynamicNode()));
                for (const seg of p.segments) {
                    let child = seg === null ? node.any : node.children.get(seg);
                    if (!child) {
                        child = dynamicNode();
                        if (seg === null)
                            node.any = child;
                        else
                            node.children.set(seg, child);
                    }
                    node = child;
                }
                (p.splat ? node.splat : node.exact).push(i);
            }
            else {
                const key = RedirectTable.key(p.segments, rules[i].looseSlash ? undefined : p.slash && p.segments.length > 0);
                // Two rules of the same path: the first applies. A non-forced one may be shadowed, so both are kept in order.
                const k = `${key}\u0000${this.count(key)}`;
                this.literal.set(k, i);
            }
        }
    }
    counts = new Map();
    count(key) {
        const n = this.counts.get(key) ?? 0;
        this.counts.set(key, n + 1);
        return n;
    }
    static key(segments, slash) {
        return `${slash === undefined ? '~' : slash ? '/' : '-'}${segments.join('/')}`;
    }
    /**
     * The first rule that applies to `path` (segments from the host root) on `host`: one that
     * matches, and is forced or `served` is false (no file of the site serves the path).
     */
    first(host, path, served) {
        let best = Infinity;
        const usable = (i) => {
            const r = this.rules[i];
            return (r.force || !served) && matches(r, host, path);
        };
        /** The first usable rule of `list` (ascending) before `best`. */
        const scan = (list) => {
            if (!list)
                return;
            for (const i of list) {
                if (i > best)
                    break;
                if (usable(i)) {
                    best = i;
                    break;
                }
            }
        };
        for (const slash of [undefined, path.directory && path.segments.length > 0]) {
            const key = RedirectTable.key(path.segments, slash);
            for (let n = 0;; n++) {
                const i = this.literal.get(`${key}\u0000${n}`);
                if (i === undefined || i > best)
                    break;
                if (usable(i)) {
                    best = i;
                    break;
                }
            }
        }
        const segments = path.segments;
        // Every node whose segments (literal or placeholder) fit the path's first ones: at most the
        // nodes of the tree, and in practice few.
        const walk = (node, depth) => {
            if (!node)
                return;
            scan(node.splat);
            if (depth === segments.length) {
                scan(node.exact);
                return;
            }
            walk(node.children.get(segments[depth]), depth + 1);
            walk(node.any, depth + 1);
        };
        walk(this.dynamic.get(''), 0);
        if (host !== '')
            walk(this.dynamic.get(host), 0);
        return best === Infinity ? undefined : this.rules[best];
    }
}
/** The files each host reads, in the order their rules apply. */
const HOST_FILES = {
    netlify: [
        { name: '_redirects', read: (t, f) => parseRedirects(t, f, 'netlify') },
        { name: 'netlify.toml', read: parseNetlifyToml },
    ],
    'cloudflare-pages': [{ name: '_redirects', read: (t, f) => parseRedirects(t, f, 'cloudflare') }],
    vercel: [{ name: 'vercel.json', read: parseVercelJson }],
};
/**
 * Reads the redirect files of `hosting` at the root of `site-dir` (`files`). A file missing is no
 * fault; one too large or unreadable gets a note. Never throws.
 */
async function readHostFiles(hosting, files) {
    const settings = { hosting };
    const rules = [];
    const notes = [];
    let unjudged = 0;
    for (const { name, read } of HOST_FILES[hosting] ?? []) {
        const found = await files.file([name], false);
        if (!found.found)
            continue;
        const text = await readBounded(found.absolute, MAX_REDIRECT_FILE_BYTES);
        if (typeof text !== 'string') {
            notes.push(`${found.path} ${text.why}; its redirects are not judged.`);
            continue;
        }
        const r = read(text, found.path);
        rules.push(...r.rules);
        notes.push(...r.notes);
        unjudged += r.unjudged;
        if (r.prettyUrls !== undefined)
            settings.prettyUrls = r.prettyUrls;
        if (r.cleanUrls !== undefined)
            settings.cleanUrls = r.cleanUrls;
        if (r.trailingSlash !== undefined)
            settings.trailingSlash = r.trailingSlash;
    }
    if (unjudged > 0) {
        notes.push(`${unjudged.toLocaleString('en-US')} redirect rule${unjudged === 1 ? '' : 's'} of the host's files ${unjudged === 1 ? 'was' : 'were'} not judged: ${unjudged === 1 ? 'it holds' : 'they hold'} a condition (query, country, language, role, cookie, has, missing) or a pattern other than whole-segment placeholders and a final splat.`);
    }
    return { settings, table: new RedirectTable(rules), notes };
}
/** The text of the file at `absolute` (UTF-8, a byte order mark dropped), or why it is not read. */
async function readBounded(absolute, max) {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(absolute, 'r');
        const buf = Buffer.alloc(max + 1);
        let size = 0;
        while (size < buf.length) {
            const { bytesRead } = await handle.read(buf, size, buf.length - size, size);
            if (bytesRead === 0)
                break;
            size += bytesRead;
        }
        if (size > max)
            return { why: `is larger than ${max.toLocaleString('en-US')} bytes` };
        const text = new TextDecoder('utf-8').decode(buf.subarray(0, size));
        return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    }
    catch {
        return { why: 'cannot be read' };
    }
    finally {
        await handle?.close().catch(() => undefined);
    }
}


/***/ })

};
