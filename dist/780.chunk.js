export const id = 780;
export const ids = [780];
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


/***/ })

};
