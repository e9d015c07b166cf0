export const id = 208;
export const ids = [208,780];
export const modules = {

/***/ 9780:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HEAD_BYTES: () => (/* binding */ HEAD_BYTES),
/* harmony export */   HeadReader: () => (/* binding */ HeadReader),
/* harmony export */   baseOf: () => (/* binding */ baseOf),
/* harmony export */   canonicalElsewhere: () => (/* binding */ canonicalElsewhere),
/* harmony export */   errorPageByName: () => (/* binding */ errorPageByName),
/* harmony export */   errorTitle: () => (/* binding */ errorTitle),
/* harmony export */   headOfText: () => (/* binding */ headOfText),
/* harmony export */   isHtmlName: () => (/* binding */ isHtmlName),
/* harmony export */   noindexOf: () => (/* binding */ noindexOf),
/* harmony export */   normalisedUrl: () => (/* binding */ normalisedUrl),
/* harmony export */   parseRefresh: () => (/* binding */ parseRefresh),
/* harmony export */   readHead: () => (/* binding */ readHead),
/* harmony export */   redirectOf: () => (/* binding */ redirectOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7975);
/* harmony import */ var htmlparser2__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6963);
/**
 * What the `<head>` of a built page tells a crawler (the page checks of `check-pages` and
 * `check-unlisted`, docs/site-checks.md): whether the page may be indexed (`<meta name="robots">`,
 * `name="googlebot"`), which URL it names as canonical (`<link rel="canonical">`), whether it only
 * redirects (`<meta http-equiv="refresh" content="0; url=...">`), and its `<title>`.
 *
 * The page is read with htmlparser2's streaming parser, never with patterns over the text: at most
 * HEAD_BYTES bytes are read, in chunks of CHUNK_BYTES, and reading stops where the head ends (`</head>`,
 * `<body>`, or the first element or text that cannot be in a head, as a browser's parser ends it).
 * What comes later (a meta in `<body>`) does not count, as it does not for Google; nor does what
 * stands inside a `<noscript>` of the head, which a browser with scripting on (Google renders pages
 * so) reads as text. Bytes are read
 * as UTF-8 (a UTF-8 or UTF-16 byte order mark is honoured); the values the checks read are ASCII
 * in nearly every page.
 */



/** Bytes of a page read at most: the head of any real page fits (Google reads 15 MB of a page, but a head is a few KiB). */
const HEAD_BYTES = 65_536;
/** Bytes read first (most heads end within them), and at once after that. */
const FIRST_BYTES = 4_096;
const CHUNK_BYTES = 16_384;
/** Elements that may stand in a `<head>` (HTML "in head" insertion mode); any other start tag ends it. */
const HEAD_ELEMENTS = new Set(['html', 'head', 'title', 'base', 'basefont', 'bgsound', 'link', 'meta', 'noscript', 'script', 'style', 'template', 'noframes']);
/** Elements whose text is no page content (inside them, text does not end the head). */
const TEXT_ELEMENTS = new Set(['title', 'script', 'style', 'noscript', 'template', 'noframes']);
/** Longest title kept, in characters. */
const MAX_TITLE = 1_000;
/** Most robots metas, canonical links and refresh metas kept of one head (each). */
const MAX_KEPT = 16;
/** True for a string of HTML white space only (space, tab, LF, FF, CR). */
function blank(s) {
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0c && c !== 0x0d)
            return false;
    }
    return true;
}
/** ASCII lower case, as HTML compares attribute values without case. */
function lower(s) {
    return /[A-Z]/.test(s) ? s.replace(/[A-Z]+/g, (m) => m.toLowerCase()) : s;
}
/**
 * A reader of one head: feed it text with `write` until `done`, then take `facts()`. Built on
 * htmlparser2's Parser (tags and attribute names lower-cased, entities decoded).
 */
class HeadReader {
    out = { robots: [], canonicals: [], refreshes: [], ended: false };
    /** Open elements whose text is not page content (title, script...), innermost last. */
    inText = [];
    title;
    titleLength = 0;
    stopped = false;
    parser;
    constructor() {
        this.parser = new htmlparser2__WEBPACK_IMPORTED_MODULE_2__/* .Parser */ .i({
            onopentag: (name, attribs) => this.open(name, attribs),
            onclosetag: (name, implied) => this.close(name, implied),
            ontext: (text) => this.text(text),
        }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
    }
    /** Makes the reader ready for another page (the parser is kept: one per run, not one per page). */
    reset() {
        this.out = { robots: [], canonicals: [], refreshes: [], ended: false };
        this.inText.length = 0;
        this.title = undefined;
        this.titleLength = 0;
        this.stopped = false;
        this.parser.reset();
    }
    /** True once the head has ended: nothing written after counts. */
    get done() {
        return this.stopped;
    }
    /** Parses the next piece of the page's text. */
    write(text) {
        if (!this.stopped)
            this.parser.write(text);
    }
    /** What the head said (call once, after the last write). */
    facts() {
        if (this.title !== undefined && this.out.title === undefined)
            this.out.title = this.title.join('').replace(/[\t\n\f\r ]+/g, ' ').trim();
        return this.out;
    }
    stop() {
        if (this.stopped)
            return;
        this.stopped = true;
        this.out.ended = true;
        this.parser.pause();
    }
    open(name, a) {
        if (this.stopped)
            return;
        // A browser with scripting on (and Google, which renders the page and indexes what it renders)
        // reads a head's <noscript> as text, and a <template>'s content is inert (kept out of the
        // document): no meta or link inside either counts, and nothing in them ends the head.
        const within = this.inText.length > 0 ? this.inText[this.inText.length - 1] : undefined;
        if (within === 'noscript' || within === 'template')
            return;
        if (!HEAD_ELEMENTS.has(name)) {
            this.stop();
            return;
        }
        if (TEXT_ELEMENTS.has(name))
            this.inText.push(name);
        if (name === 'title' && this.title === undefined && this.out.title === undefined)
            this.title = [];
        if (name === 'meta') {
            const meta = lower(a.name ?? '').trim();
            if ((meta === 'robots' || meta === 'googlebot') && a.content !== undefined && this.out.robots.length < MAX_KEPT)
                this.out.robots.push({ name: meta, content: a.content });
            if (lower(a['http-equiv'] ?? '').trim() === 'refresh' && a.content !== undefined && this.out.refreshes.length < MAX_KEPT)
                this.out.refreshes.push(a.content);
        }
        else if (name === 'base' && a.href !== undefined && this.out.base === undefined) {
            this.out.base = a.href;
        }
        else if (name === 'link' && a.href !== undefined && this.out.canonicals.length < MAX_KEPT) {
            if (lower(a.rel ?? '').split(/[\t\n\f\r ]+/).includes('canonical'))
                this.out.canonicals.push(a.href);
        }
    }
    close(name, implied) {
        if (this.stopped)
            return;
        if (name === 'head' && !implied) {
            this.stop();
            return;
        }
        if (this.inText.length > 0 && this.inText[this.inText.length - 1] === name)
            this.inText.pop();
        if (name === 'title' && this.title !== undefined) {
            this.out.title = this.title.join('').replace(/[\t\n\f\r ]+/g, ' ').trim();
            this.title = undefined;
        }
    }
    text(text) {
        if (this.stopped)
            return;
        if (this.inText.length === 0) {
            // Text of the page itself (not white space between tags) starts the body.
            if (!blank(text))
                this.stop();
            return;
        }
        if (this.title !== undefined && this.inText[this.inText.length - 1] === 'title' && this.titleLength < MAX_TITLE) {
            const piece = text.slice(0, MAX_TITLE - this.titleLength);
            this.title.push(piece);
            this.titleLength += piece.length;
        }
    }
}
/** The head of an HTML text held in memory (tests, and snippets). */
function headOfText(text) {
    const reader = new HeadReader();
    reader.write(text);
    return reader.facts();
}
/**
 * Reads the head of the page file at `absolute` (a real path inside site-dir): at most HEAD_BYTES
 * bytes, stopping where the head ends. Returns undefined when the file cannot be read (it was
 * found a moment before; nothing is judged then). Never throws.
 */
function readHead(absolute, buffer = Buffer.allocUnsafe(CHUNK_BYTES), reader = new HeadReader()) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(absolute, 'r');
    }
    catch {
        return undefined;
    }
    try {
        reader.reset();
        let decoder;
        let total = 0;
        while (!reader.done && total < HEAD_BYTES) {
            const want = Math.min(total === 0 ? FIRST_BYTES : buffer.length, buffer.length, HEAD_BYTES - total);
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, want, total);
            if (n <= 0)
                break;
            const bytes = buffer.subarray(0, n);
            if (decoder === undefined) {
                // A UTF-16 byte order mark names its encoding; anything else is read as UTF-8 (its mark dropped).
                const utf16 = n >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
                decoder = new node_util__WEBPACK_IMPORTED_MODULE_1__.TextDecoder(utf16 ? (bytes[0] === 0xff ? 'utf-16le' : 'utf-16be') : 'utf-8');
            }
            total += n;
            reader.write(decoder.decode(bytes, { stream: true }));
        }
        return reader.facts();
    }
    catch {
        return undefined;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** Characters RFC 3986 calls unreserved: a percent-escape of one of them is the character itself (section 6.2.2.2). */
function unreserved(c) {
    return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2e || c === 0x5f || c === 0x7e;
}
/**
 * `raw` resolved against `base` (when given) and normalised for comparison (RFC 3986 section
 * 6.2.2): scheme and host in lower case, the default port dropped, dot segments removed (all by
 * the WHATWG URL parser), the hex digits of percent-escapes in upper case and escapes of
 * unreserved characters decoded; the fragment is dropped (it names a place in the page, not
 * another page). Undefined when `raw` is no URL there, or not http(s).
 */
function normalisedUrl(raw, base) {
    let url;
    try {
        url = new URL(raw, base);
    }
    catch {
        return undefined;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return undefined;
    url.hash = '';
    let s = url.href;
    if (s.includes('%')) {
        s = s.replace(/%([0-9A-Fa-f]{2})/g, (_, hex) => {
            const c = Number.parseInt(hex, 16);
            return unreserved(c) ? String.fromCharCode(c) : `%${hex.toUpperCase()}`;
        });
    }
    return s;
}
/**
 * Parses the content of a refresh meta as browsers do (HTML "shared declarative refresh steps"):
 * a number of seconds, then optionally `;` or `,` and `url=` (any case, maybe quoted) and the
 * URL. Undefined when the content starts with no number (browsers ignore it).
 */
function parseRefresh(content) {
    let i = 0;
    const n = content.length;
    const space = (c) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
    while (i < n && space(content.charCodeAt(i)))
        i++;
    const start = i;
    while (i < n && content.charCodeAt(i) >= 0x30 && content.charCodeAt(i) <= 0x39)
        i++;
    if (i === start && content.charCodeAt(i) !== 0x2e)
        return undefined;
    const delay = i === start ? 0 : Number(content.slice(start, i));
    // Fractions are read and ignored.
    while (i < n && ((content.charCodeAt(i) >= 0x30 && content.charCodeAt(i) <= 0x39) || content.charCodeAt(i) === 0x2e))
        i++;
    while (i < n && space(content.charCodeAt(i)))
        i++;
    if (i < n && (content[i] === ';' || content[i] === ','))
        i++;
    else if (i < n)
        return { delay }; // anything else after the number: no URL (the spec stops there)
    while (i < n && space(content.charCodeAt(i)))
        i++;
    if (i >= n)
        return { delay };
    let rest = content.slice(i);
    const m = /^url[\t\n\f\r ]*=[\t\n\f\r ]*/i.exec(rest);
    if (m)
        rest = rest.slice(m[0].length);
    const quote = rest[0];
    if (quote === '"' || quote === "'") {
        const end = rest.indexOf(quote, 1);
        rest = end < 0 ? rest.slice(1) : rest.slice(1, end);
    }
    rest = rest.trim();
    return rest === '' ? { delay } : { delay, url: rest };
}
/** The robots tokens that keep a page out of the index (Google: `noindex`, and `none` = noindex, nofollow). */
const NOINDEX = new Set(['noindex', 'none']);
/** The first robots meta of `facts` that keeps the page out of the index, if any. */
function noindexOf(facts) {
    return facts.robots.find((r) => lower(r.content)
        .split(',')
        .some((t) => NOINDEX.has(t.trim())));
}
/**
 * The URL relative URLs of the page at `url` resolve against (HTML "document base URL"): the
 * head's first `<base href>`, itself resolved against `url`, or `url` when there is none or it is
 * no URL (a browser falls back to the document's URL then; Google resolves canonical links the
 * same way). The fragment is kept: it does not matter to what resolves against it.
 */
function baseOf(facts, url) {
    if (facts.base === undefined)
        return url;
    try {
        return new URL(facts.base.trim(), url).href;
    }
    catch {
        return url;
    }
}
/**
 * The URL the page names as canonical, resolved against the page's base URL (`baseOf`: its
 * `<base href>`, else `url`) and normalised, when it is another than `url`: the one canonical of
 * the head, or several that all agree (Google ignores canonical links that disagree). Undefined
 * otherwise.
 */
function canonicalElsewhere(facts, url) {
    const self = normalisedUrl(url);
    if (self === undefined || facts.canonicals.length === 0)
        return undefined;
    const base = baseOf(facts, url);
    let first;
    for (const href of facts.canonicals) {
        const resolved = normalisedUrl(href.trim(), base);
        if (resolved === undefined)
            return undefined;
        if (first === undefined)
            first = { href, resolved };
        else if (first.resolved !== resolved)
            return undefined;
    }
    return first !== undefined && first.resolved !== self ? first : undefined;
}
/**
 * The target of an instant refresh (delay 0) to another URL than `url`, resolved against the
 * page's base URL (`baseOf`) and normalised: the page only redirects. Delayed refreshes (a page
 * that shows its content first) are not taken.
 */
function redirectOf(facts, url) {
    const self = normalisedUrl(url);
    const base = baseOf(facts, url);
    for (const content of facts.refreshes) {
        const r = parseRefresh(content);
        if (r === undefined || r.delay !== 0 || r.url === undefined)
            continue;
        const target = normalisedUrl(r.url, base);
        if (target !== undefined && target !== self)
            return { content, target };
    }
    return undefined;
}
/**
 * True for the site's error page by its place in site-dir (`segments`: the file's names below
 * site-dir): `404.html` (any case, `.htm` too) or `404/index.html` at the root, the file every
 * host serves for URLs that do not exist, where generators write it (GitHub Pages, Netlify, Vercel,
 * Cloudflare Pages; Hugo, Jekyll, Eleventy, Astro, Next's export: docs/site-checks.md "The error
 * page" names the sources). A folder named 404 deeper down (`page/404/`, a paginator's page 404) is a
 * page like any other. `nested`: a `404.html` in any folder counts too (Cloudflare Pages serves the
 * closest `404.html` up the tree).
 */
function errorPageByName(segments, nested = false) {
    const name = lower(segments[segments.length - 1] ?? '');
    if (name === '404.html' || name === '404.htm')
        return segments.length === 1 || nested;
    return (name === 'index.html' || name === 'index.htm') && segments.length === 2 && segments[0] === '404';
}
/** The status part of a not-found title: `404`, `Error 404`, `HTTP 404`, `404 error` (and Error in a few languages). */
const NOT_FOUND_CODE = String.raw `(?:http |error |erreur |fehler |errore |erro |fout |b\u0142\u0105d |\u043e\u0448\u0438\u0431\u043a\u0430 )?404(?: error)?`;
/** The words of a not-found title, one alternative each, in English and a few other languages. */
const NOT_FOUND_WORDS = [
    // English: "Page not found", "Not found", "This page could not be found", "Page does not exist"
    String.raw `(?:oops |sorry |whoops )*(?:(?:the |this |that )?(?:page|file|content|resource|url|document|post|site) )?(?:(?:was |is |could |can )?not (?:be )?found|not_found|(?:cannot|cant|couldnt) be found|(?:does not|doesnt) exist)`,
    // German, French, Spanish, Italian, Portuguese, Dutch, Polish, Russian
    String.raw `(?:seite )?nicht gefunden`,
    String.raw `page (?:non trouv\u00e9e|non trouvee|introuvable)`,
    String.raw `p[a\u00e1]gina no encontrada`,
    'no encontrado',
    'pagina non trovata',
    'p\u00e1gina n\u00e3o encontrada',
    String.raw `(?:pagina )?niet gevonden`,
    String.raw `nie znaleziono(?: strony)?`,
    '\u0441\u0442\u0440\u0430\u043d\u0438\u0446\u0430 \u043d\u0435 \u043d\u0430\u0439\u0434\u0435\u043d\u0430',
    // Japanese, Chinese, Korean
    '\u30da\u30fc\u30b8\u304c\u898b\u3064\u304b\u308a\u307e\u305b\u3093',
    '\u9875\u9762\u672a\u627e\u5230',
    '\u627e\u4e0d\u5230\u9875\u9762',
    '\u9875\u9762\u4e0d\u5b58\u5728',
    '\u9801\u9762\u4e0d\u5b58\u5728',
    '\u627e\u4e0d\u5230\u7db2\u9801',
    '\ud398\uc774\uc9c0\ub97c \ucc3e\uc744 \uc218 \uc5c6\uc2b5\ub2c8\ub2e4',
].join('|');
/** A whole title part that says only "not found": the code, the words, or the code then the words. */
const NOT_FOUND_TITLE = new RegExp(`^(?:${NOT_FOUND_CODE}(?: (?:${NOT_FOUND_WORDS}))?|${NOT_FOUND_WORDS})$`, 'u');
/** What separates the name of a page from the site's name in a (space-collapsed) title: `|`, `\u00b7`, `\u2022`, `\u00bb`, or a dash, `~`, `:` or `/` with spaces. */
const TITLE_SEPARATOR = / ?[|\u00b7\u2022\u00bb] ?| [-\u2013\u2014~:/]{1,3} |: /u;
/** A title part as NOT_FOUND_TITLE reads it: lower case, apostrophes dropped, punctuation to single spaces. */
function titleWords(part) {
    return part
        .toLowerCase()
        .replace(/['\u2019`]/gu, '')
        .replace(/[\s!.?\u00a1\u00bf\u2026"\u201c\u201d\u00ab\u00bb()[\]:,;\-\u2013\u2014_*]+/gu, ' ')
        .trim();
}
/**
 * True when a title says only that the page was not found: `404`, `404 Not Found`, `Page not
 * found`, `Error 404`, `404: This page could not be found`, alone or beside the site's name after a
 * separator (`Page not found | My site`, `404 - My site`, `My site \u00b7 404`), in English and a few
 * other languages (`Seite nicht gefunden`, `Page introuvable`, `P\u00e1gina no encontrada`, ...). A title
 * that merely holds 404 or starts a sentence about not-found pages (`Archive, page 404`, `Fixing
 * 404`, `Page Not Found Errors: a guide`) is not one.
 */
function errorTitle(title) {
    if (title === undefined)
        return false;
    const whole = titleWords(title);
    if (whole === '')
        return false;
    if (NOT_FOUND_TITLE.test(whole))
        return true;
    const parts = title.replace(/[\t\n\f\r ]+/g, ' ').split(TITLE_SEPARATOR).map(titleWords).filter((p) => p !== '');
    if (parts.length < 2)
        return false;
    return NOT_FOUND_TITLE.test(parts[0]) || NOT_FOUND_TITLE.test(parts[parts.length - 1]);
}
/** True for a file name of an HTML page (`.html`, `.htm`, any case). */
function isHtmlName(name) {
    const n = lower(name);
    return n.endsWith('.html') || n.endsWith('.htm');
}


/***/ }),

/***/ 3208:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HEAD_RULES: () => (/* binding */ HEAD_RULES),
/* harmony export */   MAX_WALKED: () => (/* binding */ MAX_WALKED),
/* harmony export */   NOTHING_BLOCKED: () => (/* binding */ NOTHING_BLOCKED),
/* harmony export */   UNLISTED_SHOWN: () => (/* binding */ UNLISTED_SHOWN),
/* harmony export */   headTargets: () => (/* binding */ headTargets),
/* harmony export */   judgeHead: () => (/* binding */ judgeHead),
/* harmony export */   pageUrl: () => (/* binding */ pageUrl),
/* harmony export */   unlistedMessages: () => (/* binding */ unlistedMessages),
/* harmony export */   unlistedPages: () => (/* binding */ unlistedPages)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _site_url_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8869);
/* harmony import */ var _pages_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9780);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6067);
/**
 * The page checks of a built site (docs/site-checks.md): what a crawler will do with each page a
 * loc maps to (`check-pages`: `page-noindex`, `page-canonical-other`, `page-redirect`,
 * `page-error`), and which pages of `site-dir` no sitemap lists (`check-unlisted`:
 * `page-unlisted`). Each page is judged from its `<head>` only (./pages.ts), read once, bounded
 * in bytes, so the work is linear in the pages and the memory bounded by what is reported.
 */





/** The page rules `check-pages` judges from a page's head, in the order one fault hides the next. */
const HEAD_RULES = ['page-error', 'page-redirect', 'page-noindex', 'page-canonical-other'];
/** `page-unlisted` findings listed one by one; the rest are counted in one more. */
const UNLISTED_SHOWN = 20;
/** Names of the site-dir walked at most for `check-unlisted` (files and folders). */
const MAX_WALKED = 2_000_000;
/** Folders never read, as in site-fs.ts. */
const NEVER_READ = new Set(['.git', 'node_modules']);
/** The default of IsBlocked: nothing is blocked. */
const NOTHING_BLOCKED = () => false;
/** The URLs a finding of this head may tell the owner to list instead of `loc`: the canonical link's, the refresh's target. */
function headTargets(facts, loc) {
    const out = [];
    const c = (0,_pages_js__WEBPACK_IMPORTED_MODULE_3__.canonicalElsewhere)(facts, loc);
    if (c)
        out.push(c.resolved);
    const r = (0,_pages_js__WEBPACK_IMPORTED_MODULE_3__.redirectOf)(facts, loc);
    if (r && r.target !== c?.resolved)
        out.push(r.target);
    return out;
}
/** What the page's head shows, in the order one fault hides the next (whether the rule is on or not). */
function faultsOf(facts, loc, byName) {
    const out = [];
    if (byName || (0,_pages_js__WEBPACK_IMPORTED_MODULE_3__.errorTitle)(facts.title))
        out.push('page-error');
    if ((0,_pages_js__WEBPACK_IMPORTED_MODULE_3__.redirectOf)(facts, loc))
        out.push('page-redirect');
    if ((0,_pages_js__WEBPACK_IMPORTED_MODULE_3__.noindexOf)(facts))
        out.push('page-noindex');
    if ((0,_pages_js__WEBPACK_IMPORTED_MODULE_3__.canonicalElsewhere)(facts, loc))
        out.push('page-canonical-other');
    return out;
}
/**
 * Judges the head of the page that `loc` maps to (`page`: its path as the messages show it,
 * relative to the workspace). Returns the first fault by HEAD_RULES order among the rules `on`
 * says are on (a redirect page that is also noindex is one fault: it redirects), or undefined.
 * When a fault earlier in the order is there but its rule is off (`page-redirect` in `protocol`),
 * the fault reported says so, and its fix is the earlier fault's (a Hugo alias page is noindex
 * because it redirects: the fix is to list its target, not to remove noindex).
 * `byName`: the page is the site's error page by its file name (404.html, 404/index.html).
 * `fates`: what the host answers for the URLs of headTargets that it does not serve as pages
 * (keyed by the URL); a finding then says that URL needs fixing too, instead of sending the owner
 * to a URL that would be the next finding.
 */
function judgeHead(loc, page, facts, byName, on, fates = new Map()) {
    const faults = faultsOf(facts, loc, byName);
    const rule = faults.find(on);
    if (rule === undefined)
        return undefined;
    const file = (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(page, 160);
    const hidden = faults.slice(0, faults.indexOf(rule));
    // What the page shows, then the fix (the hidden fault's, when there is one).
    let fact;
    let fix;
    if (rule === 'page-error') {
        const why = byName ? `is the site's error page (${file})` : `says it is an error page: its title is ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(facts.title ?? '', 80)} (${file})`;
        fact = `The loc ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(loc)} ${why}. Hosts serve it for URLs that do not exist; listed, it is crawled as a page that says "not found" (Search Console "Soft 404").`;
        fix = `Remove the entry, and keep the error page out of the sitemap generator's output.`;
    }
    else if (rule === 'page-redirect') {
        const r = (0,_pages_js__WEBPACK_IMPORTED_MODULE_3__.redirectOf)(facts, loc);
        const fate = fates.get(r.target);
        fact = `The loc ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(loc)} is a page that only redirects: ${file} has <meta http-equiv="refresh" content=${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(r.content, 120)}>, to ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(r.target)} (Search Console "Page with redirect"; the redirect's target is indexed instead).`;
        fix =
            fate?.kind === 'redirect'
                ? `That URL is itself redirected (${fate.status}) to ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(fate.to)}: ${fate.why}. List ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(fate.to)} instead of this URL.`
                : fate?.kind === 'missing'
                    ? `That URL maps to no file in site-dir (looked for ${fate.tried.join(', ')}): fix the refresh's target, and list the URL that serves the page.`
                    : `List ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(r.target)} instead of this URL.`;
    }
    else if (rule === 'page-noindex') {
        const n = (0,_pages_js__WEBPACK_IMPORTED_MODULE_3__.noindexOf)(facts);
        fact = `The loc ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(loc)} is a page that asks not to be indexed: ${file} has <meta name="${n.name}" content=${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(n.content, 80)}> (Search Console "Submitted URL marked 'noindex'").`;
        fix = 'Remove the entry, or remove noindex if the page should be found.';
    }
    else {
        const c = (0,_pages_js__WEBPACK_IMPORTED_MODULE_3__.canonicalElsewhere)(facts, loc);
        const fate = fates.get(c.resolved);
        fact = `The loc ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(loc)} is not its page's canonical URL: ${file} has <link rel="canonical" href=${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(c.href, 160)}>, which is ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(c.resolved)} (Search Console "Alternate page with proper canonical tag").`;
        if (fate?.kind === 'redirect') {
            const self = (0,_pages_js__WEBPACK_IMPORTED_MODULE_3__.normalisedUrl)(fate.to) === (0,_pages_js__WEBPACK_IMPORTED_MODULE_3__.normalisedUrl)(loc);
            fix = `But that URL is itself redirected (${fate.status}) to ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(fate.to)}: ${fate.why}. The canonical link is what needs fixing: point it at ${self ? 'this loc, the URL the host serves the page at; the sitemap is right' : `${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(fate.to)}, the URL the host serves, and list that URL`}.`;
        }
        else if (fate?.kind === 'missing') {
            fix = `But that URL maps to no file in site-dir (looked for ${fate.tried.join(', ')}): the canonical link is what needs fixing: point it at the URL the page is served at.`;
        }
        else {
            fix = `List ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(c.resolved)} instead, or fix the canonical link.`;
        }
    }
    return { rule, message: `${fact} ${hidden.length > 0 ? hiddenNote(hidden[0], loc, facts, fates) : fix}` };
}
/** The sentence that names a fault whose rule is off but that comes first in the order, with its fix. */
function hiddenNote(rule, loc, facts, fates) {
    if (rule === 'page-error')
        return `It is the site's error page, though (page-error is off): remove the entry, and keep the error page out of the sitemap generator's output.`;
    const r = (0,_pages_js__WEBPACK_IMPORTED_MODULE_3__.redirectOf)(facts, loc);
    const fate = fates.get(r.target);
    const to = fate?.kind === 'redirect' ? fate.to : r.target;
    return `It is a page that only redirects, though (<meta http-equiv="refresh"> to ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(r.target)}; page-redirect is off): list ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(to)} instead of this URL.`;
}
/** The public URL of the page file at `segments` below site-dir: `a/index.html` -> `base/a/`. */
function pageUrl(base, segments) {
    const last = segments[segments.length - 1] ?? '';
    const folder = /^index\.html?$/i.test(last) ? segments.slice(0, -1) : segments;
    const tail = folder.map(_site_url_js__WEBPACK_IMPORTED_MODULE_2__/* .encodeSegment */ .ug).join('/');
    return base.href + tail + (folder !== segments && folder.length > 0 ? '/' : '');
}
/**
 * Every HTML page (`.html`, `.htm`) in `root` (a real path: site-dir) that is not in `listed`
 * (real absolute paths of the pages locs map to), leaving out the pages crawlers are told to
 * leave alone or never get to: error pages (by name or title), pages whose head says noindex,
 * names another canonical URL or only redirects, and pages `isBlocked` says robots.txt disallows.
 * Symlinks are not followed and `.git`, `node_modules` and the folders in `unwalked` (real
 * absolute paths, such as another build checked out inside site-dir) are not read. `workspace`:
 * the real workspace, for the paths shown. Synchronous. Never throws (an unreadable folder is
 * skipped).
 */
function unlistedPages(base, root, workspace, listed, isBlocked = NOTHING_BLOCKED, unwalked = new Set()) {
    const pages = [];
    const buffer = Buffer.allocUnsafe(16_384);
    const reader = new _pages_js__WEBPACK_IMPORTED_MODULE_3__.HeadReader();
    let walked = 0;
    let cut = false;
    // Depth first, names in code-unit order, so the pages come out sorted by path.
    const stack = [{ dir: root, segments: [] }];
    while (stack.length > 0) {
        const { dir, segments } = stack.pop();
        let entries;
        try {
            // Synchronous: a listing of one folder costs half the time of the promise form (50,000 folders of a built site).
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true });
        }
        catch {
            continue;
        }
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        const folders = [];
        for (const e of entries) {
            if (++walked > MAX_WALKED) {
                cut = true;
                break;
            }
            if (e.isDirectory()) {
                const folder = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, e.name);
                if (!NEVER_READ.has(e.name.toLowerCase()) && !unwalked.has(folder))
                    folders.push({ dir: folder, segments: [...segments, e.name] });
                continue;
            }
            if (!e.isFile() || !(0,_pages_js__WEBPACK_IMPORTED_MODULE_3__.isHtmlName)(e.name))
                continue;
            const absolute = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, e.name);
            const names = [...segments, e.name];
            // A 404.html in any folder is left out: the copy of the error page a multilingual build writes per language.
            if (listed.has(absolute) || (0,_pages_js__WEBPACK_IMPORTED_MODULE_3__.errorPageByName)(names, true))
                continue;
            const url = pageUrl(base, names);
            if (isBlocked(url))
                continue;
            const facts = (0,_pages_js__WEBPACK_IMPORTED_MODULE_3__.readHead)(absolute, buffer, reader);
            if (facts && ((0,_pages_js__WEBPACK_IMPORTED_MODULE_3__.noindexOf)(facts) || (0,_pages_js__WEBPACK_IMPORTED_MODULE_3__.canonicalElsewhere)(facts, url) || (0,_pages_js__WEBPACK_IMPORTED_MODULE_3__.redirectOf)(facts, url) || (0,_pages_js__WEBPACK_IMPORTED_MODULE_3__.errorTitle)(facts.title)))
                continue;
            pages.push({ path: node_path__WEBPACK_IMPORTED_MODULE_1__.relative(workspace, absolute).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/'), url });
        }
        if (cut)
            break;
        // Pushed in reverse, so the first folder is walked next.
        for (let i = folders.length - 1; i >= 0; i--)
            stack.push(folders[i]);
    }
    pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { pages, cut };
}
/** The messages of `page-unlisted`: one per page up to UNLISTED_SHOWN, then one counting the rest. */
function unlistedMessages(pages) {
    const out = pages
        .slice(0, UNLISTED_SHOWN)
        .map((p) => `The page ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(p.path, 160)} (${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(p.url)}) is in site-dir, but no sitemap of this run lists it, and nothing keeps it out of the index (no noindex, canonical elsewhere, redirect or robots.txt rule; not an error page): crawlers find it only through links (URL Inspection "No referring sitemaps detected"). List it in a sitemap, or mark it noindex if it should not be found.`);
    const rest = pages.length - UNLISTED_SHOWN;
    if (rest > 0) {
        out.push(`${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .thousands */ .oh)(rest)} more page${rest === 1 ? '' : 's'} in site-dir ${rest === 1 ? 'is' : 'are'} listed by no sitemap of this run (the first ${UNLISTED_SHOWN} are named above; the next is ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(pages[UNLISTED_SHOWN].path, 160)}). List them in a sitemap, or mark those that should not be found noindex.`);
    }
    return out;
}


/***/ })

};
