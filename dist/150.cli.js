export const id = 150;
export const ids = [150];
export const modules = {

/***/ 5150:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SARIF_MAX_RESULTS: () => (/* binding */ SARIF_MAX_RESULTS),
/* harmony export */   SARIF_SCHEMA: () => (/* binding */ SARIF_SCHEMA),
/* harmony export */   buildSarif: () => (/* binding */ buildSarif),
/* harmony export */   messageText: () => (/* binding */ messageText),
/* harmony export */   pathToUri: () => (/* binding */ pathToUri),
/* harmony export */   renderSarif: () => (/* binding */ renderSarif),
/* harmony export */   sarifChunks: () => (/* binding */ sarifChunks)
/* harmony export */ });
/* harmony import */ var _core_policy_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3092);
/* harmony import */ var _core_run_baseline_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5569);
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9697);
/* harmony import */ var _order_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1283);
/* harmony import */ var _core_policy_policy_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(751);
/* harmony import */ var _stream_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7179);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9665);
/**
 * The SARIF 2.1.0 report (`--format sarif`, the `sarif-file` input), for GitHub code scanning
 * (`github/codeql-action/upload-sarif`) and other SARIF readers. One run; the driver lists the
 * rules that occur in the run's results (id, description, help, the rule's page as `helpUri`,
 * default level under the run's policy), in catalog order, so a run with few findings makes a
 * small file; each finding is a result with its rule, the rule's index in that list, level,
 * message and location: the file relative to the workspace (the repository root in a workflow)
 * and, for a positioned finding, its 1-based line and column.
 *
 * GitHub needs a region on every result, so a file-level finding (no position) points at line 1.
 */







/** The schema URI written into the log. */
const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/**
 * Results per run at most. GitHub code scanning accepts up to 25,000 results per run; past that,
 * the most severe are kept and a tool notification says how many were left out.
 */
const SARIF_MAX_RESULTS = 25_000;
/**
 * The partial fingerprint of a result (`sitemapContract/v1`: see fingerprint() in
 * ../core/run/baseline.ts, the same key a baseline entry has, so it stays when lines move) and, in a
 * run with a baseline, its `baselineState` (`new` or `unchanged`).
 */
function baselineFields(path, finding, occurrences) {
    const value = (0,_core_run_baseline_js__WEBPACK_IMPORTED_MODULE_1__/* .findingValue */ .h1)(finding.message);
    const key = `${finding.rule}\n${path}\n${value}`;
    const n = (occurrences.get(key) ?? 0) + 1;
    occurrences.set(key, n);
    const out = { partialFingerprints: { [_core_run_baseline_js__WEBPACK_IMPORTED_MODULE_1__/* .FINGERPRINT_NAME */ .N1]: (0,_core_run_baseline_js__WEBPACK_IMPORTED_MODULE_1__/* .fingerprint */ .Rj)(finding.rule, path, value, n) } };
    if (finding.baselineState !== undefined)
        out.baselineState = finding.baselineState;
    return out;
}
const LEVEL = { error: 'error', warning: 'warning', notice: 'note' };
function level(s) {
    return s === 'off' ? 'none' : LEVEL[s];
}
/** `loc-out-of-scope` -> `LocOutOfScope`. */
function ruleName(id) {
    return id
        .split('-')
        .map((w) => (w === '' ? '' : w[0].toUpperCase() + w.slice(1)))
        .join('');
}
/** Markdown backquotes removed, for the plain-text fields. */
function plain(s) {
    return messageText(s.replace(/`/g, ''));
}
/**
 * Text for a SARIF plain-text message: `[` and `]` escaped with a backslash, and every backslash
 * of a run that ends at one of them doubled, as SARIF 2.1.0 section 3.11.6 asks (viewers read an
 * even run of backslashes as escaped backslashes): a value from a sitemap such as
 * `[click](https://evil.example/)` or `\\[click\\](0)` is shown as text, never as an embedded link.
 * Literal braces are doubled (section 3.11.5), so `{0}` is not taken for a placeholder.
 */
function messageText(s) {
    // Braces are doubled too: SARIF 2.1.0 section 3.11.5 reads {0} as a placeholder.
    const braced = /[{}]/.test(s) ? s.replace(/[{}]/g, '$&$&') : s;
    return /[[\]]/.test(braced) ? escapeBrackets(braced) : braced;
}
/** Each `[` and `]` escaped with a backslash, and the backslashes right before one doubled. */
function escapeBrackets(s) {
    let out = '';
    let run = 0; // backslashes seen since the last other character
    for (const c of s) {
        if (c === '\\') {
            run++;
            continue;
        }
        if (c === '[' || c === ']')
            out += '\\'.repeat(2 * run + 1) + c;
        else
            out += '\\'.repeat(run) + c;
        run = 0;
    }
    return out + '\\'.repeat(run);
}
/**
 * A workspace-relative path as a relative URI reference: each segment percent-encoded (spaces,
 * `%`, `#`, `?`, `:` and non-ASCII included), `/` kept.
 */
function pathToUri(p) {
    return p
        .split('/')
        .map((segment) => encodeURIComponent(segment))
        .join('/');
}
/**
 * Builds the SARIF log of `run`. The driver lists the catalog's rules that occur in the kept
 * results, in catalog order (a finding of an id outside the catalog gets a result without
 * `ruleIndex` and no rule entry); results are in report order (by path, then position). Messages
 * are `neutralise`d to one line; file names become relative URI references against `%SRCROOT%`
 * (the repository root).
 */
function buildSarif(run, tool) {
    const all = [];
    for (const file of run.files)
        for (const finding of file.findings)
            all.push({ path: file.path, finding });
    // Most severe first when the cap forces a choice; the kept results are then listed by path and position.
    let kept = all;
    let omitted = 0;
    if (all.length > SARIF_MAX_RESULTS) {
        kept = [...all]
            .sort((a, b) => _core_policy_policy_js__WEBPACK_IMPORTED_MODULE_3__/* .SEVERITY_RANK */ .f3[a.finding.severity] - _core_policy_policy_js__WEBPACK_IMPORTED_MODULE_3__/* .SEVERITY_RANK */ .f3[b.finding.severity] || (0,_order_js__WEBPACK_IMPORTED_MODULE_6__/* .compareText */ .n6)(a.path, b.path) || (0,_order_js__WEBPACK_IMPORTED_MODULE_6__/* .comparePosition */ .bU)(a.finding, b.finding))
            .slice(0, SARIF_MAX_RESULTS);
        omitted = all.length - kept.length;
    }
    kept.sort((a, b) => (0,_order_js__WEBPACK_IMPORTED_MODULE_6__/* .compareText */ .n6)(a.path, b.path) || (0,_order_js__WEBPACK_IMPORTED_MODULE_6__/* .comparePosition */ .bU)(a.finding, b.finding));
    /** Findings seen so far per path, rule and value (the occurrence of a partial fingerprint). */
    const occurrences = new Map();
    const used = new Set(kept.map((x) => x.finding.rule));
    const index = new Map();
    const rules = [];
    for (const r of _core_policy_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0) {
        if (!used.has(r.id))
            continue;
        index.set(r.id, rules.length);
        const sev = run.policy.severities[r.id] ?? 'off';
        rules.push({
            id: r.id,
            name: ruleName(r.id),
            shortDescription: { text: plain(r.description.split(/(?<=\.)\s/)[0] ?? r.description) },
            fullDescription: { text: plain(r.description) },
            helpUri: (0,_core_policy_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleDocsUrl */ .hS)(r.id),
            help: {
                text: `${plain(r.description)} Source: ${plain(r.source)}. Failing example: ${plain(r.example)}.`,
                markdown: `${r.description}\n\n**Source:** ${r.source}\n\n**Failing example:** ${r.example}`,
            },
            defaultConfiguration: { enabled: sev !== 'off', level: level(sev) },
            properties: { tags: [r.area, 'sitemap'], source: r.source },
        });
    }
    const results = kept.map(({ path, finding }) => {
        const ruleIndex = index.get(finding.rule);
        const region = { startLine: finding.line !== undefined && finding.line >= 1 ? Math.floor(finding.line) : 1 };
        if (finding.line !== undefined && finding.column !== undefined && finding.column >= 1)
            region.startColumn = Math.floor(finding.column);
        return {
            ruleId: finding.rule,
            ...(ruleIndex !== undefined ? { ruleIndex } : {}),
            level: LEVEL[finding.severity] ?? 'warning',
            message: { text: messageText((0,_neutralise_js__WEBPACK_IMPORTED_MODULE_2__/* .neutralise */ .$0)(finding.message)) },
            locations: [{ physicalLocation: { artifactLocation: { uri: pathToUri(path), uriBaseId: '%SRCROOT%' }, region } }],
            ...baselineFields(path, finding, occurrences),
        };
    });
    const invocation = { executionSuccessful: true };
    if (omitted > 0) {
        const left = { error: 0, warning: 0, notice: 0 };
        const keptSet = new Set(kept);
        for (const x of all)
            if (!keptSet.has(x))
                left[x.finding.severity] += 1;
        const parts = _order_js__WEBPACK_IMPORTED_MODULE_6__/* .SEVERITY_ORDER */ .B.filter((s) => left[s] > 0).map((s) => (0,_order_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(left[s], s));
        invocation.toolExecutionNotifications = [
            {
                level: 'warning',
                message: { text: `${(0,_order_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(omitted, 'more finding')} (${parts.join(', ')}) ${omitted === 1 ? 'is' : 'are'} not in this log: it holds at most ${SARIF_MAX_RESULTS} results, the most severe first. See the JSON report or the CLI output.` },
            },
        ];
    }
    return {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: { driver: { name: tool.name, version: tool.version, semanticVersion: tool.version, rules } },
                invocations: [invocation],
                columnKind: 'unicodeCodePoints',
                originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The root of the repository (the workspace the paths are relative to).' } } },
                results,
            },
        ],
    };
}
/**
 * Serialises a SARIF log as JSON indented by two spaces, with a trailing newline, safe to print
 * in a terminal or a workflow log (the same escaping as the JSON report).
 *
 * @throws ReportTooLargeError (./stream.ts) when the text would be longer than `maxChars` UTF-16
 *   code units (default MAX_REPORT_CHARS, 2^28); write sarifChunks to a file or a stream instead.
 */
function renderSarif(log, maxChars = _stream_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_REPORT_CHARS */ .KN) {
    return (0,_stream_js__WEBPACK_IMPORTED_MODULE_4__/* .joinChunks */ .dR)(sarifChunks(log), 'SARIF log', maxChars);
}
/** The results key of the first run as JSON.stringify writes it (indented by six), with an empty list. */
const RESULTS_KEY = '\n      "results": []';
/**
 * The SARIF log (see renderSarif) as pieces: the head (everything before the first run's results),
 * each result, and the tail, so that no string holds more than one result. Joined, the pieces are
 * exactly renderSarif's text. A log of several runs (not written here) is one piece.
 */
function* sarifChunks(log) {
    const run = log.runs.length === 1 ? log.runs[0] : undefined;
    if (run === undefined) {
        yield `${(0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .safeJson */ .oi)(JSON.stringify(log, null, 2))}\n`;
        return;
    }
    const frame = JSON.stringify({ ...log, runs: [{ ...run, results: [] }] }, null, 2);
    const at = frame.indexOf(RESULTS_KEY);
    yield (0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .safeJson */ .oi)(frame.slice(0, at + RESULTS_KEY.length - 1));
    if (run.results.length === 0) {
        yield ']';
    }
    else {
        let first = true;
        for (const result of run.results) {
            yield `${first ? '' : ','}\n        ${(0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .safeJson */ .oi)(JSON.stringify(result, null, 2).replace(/\n/g, '\n        '))}`;
            first = false;
        }
        yield '\n      ]';
    }
    yield `${(0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .safeJson */ .oi)(frame.slice(at + RESULTS_KEY.length))}\n`;
}


/***/ })

};
