export const id = 241;
export const ids = [241];
export const modules = {

/***/ 6241:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GITHUB_ANNOTATIONS_PER_KIND: () => (/* binding */ GITHUB_ANNOTATIONS_PER_KIND),
/* harmony export */   MAX_NOTE_ANNOTATIONS: () => (/* binding */ MAX_NOTE_ANNOTATIONS),
/* harmony export */   OVERFLOW_TITLE: () => (/* binding */ OVERFLOW_TITLE),
/* harmony export */   annotationMessage: () => (/* binding */ annotationMessage),
/* harmony export */   buildAnnotations: () => (/* binding */ buildAnnotations),
/* harmony export */   noteAnnotations: () => (/* binding */ noteAnnotations),
/* harmony export */   renderNoteCommands: () => (/* binding */ renderNoteCommands),
/* harmony export */   renderWorkflowCommands: () => (/* binding */ renderWorkflowCommands),
/* harmony export */   workflowCommandChunks: () => (/* binding */ workflowCommandChunks)
/* harmony export */ });
/* harmony import */ var _neutralise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9697);
/* harmony import */ var _order_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1283);
/* harmony import */ var _core_policy_policy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(751);
/* harmony import */ var _core_policy_rules_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3092);
/* harmony import */ var _stream_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7179);





/** Title of the overflow notice: the input that raises the cap. */
const OVERFLOW_TITLE = 'max-annotations';
/**
 * The message of a finding's annotation: the finding's message, neutralised, then the URL of the
 * rule's page (`ruleDocsUrl`) when the rule is one of the catalogue, so that the reader of a pull
 * request finds the rule's fix and reasons one click away. At most NEUTRALISE_LIMIT characters:
 * a long message is cut (with `\u2026`) before the URL, never the URL.
 */
function annotationMessage(finding) {
    if (!(0,_core_policy_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .isRuleId */ .KX)(finding.rule))
        return (0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralise */ .$0)(finding.message);
    const url = (0,_core_policy_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .ruleDocsUrl */ .hS)(finding.rule);
    // Within NEUTRALISE_LIMIT in all, so that neutralising the annotation again keeps the URL.
    return `${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralise */ .$0)(finding.message, _neutralise_js__WEBPACK_IMPORTED_MODULE_0__/* .NEUTRALISE_LIMIT */ .Lo - url.length - 1)} ${url}`;
}
function toAnnotation({ file, finding }) {
    const positioned = finding.line !== undefined;
    // Fixed key order, so serialised annotations are deterministic.
    return {
        severity: finding.severity,
        file: (0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__/* .neutraliseName */ .EH)(file.path),
        ...(positioned ? { line: finding.line } : {}),
        ...(positioned && finding.column !== undefined ? { column: finding.column } : {}),
        title: (0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralise */ .$0)(finding.rule),
        message: annotationMessage(finding),
    };
}
/**
 * Annotations of each kind (error, warning, notice) GitHub shows per step; later ones are dropped
 * (actions/toolkit, docs/problem-matchers.md, "Limitations").
 */
const GITHUB_ANNOTATIONS_PER_KIND = 10;
/**
 * Builds one annotation per finding of `run` (but none for the findings a baseline accepts), at most `maxPerSeverity` per severity
 * (a negative or fractional cap counts as its floor, at least 0; `Infinity` means no cap).
 * `reserved`: annotations of each severity the caller writes besides these (the action: a notice
 * per note of the run, an error for the step's failure). With a cap of at most
 * GITHUB_ANNOTATIONS_PER_KIND, the findings of a severity get at most that many less the reserved
 * ones, and the overflow notice, when there is one, takes a notice too, so that GitHub drops none
 * of them; a larger cap is the caller's choice and is kept.
 * Order: errors, then warnings, then notices; within a severity by file path (UTF-16 code
 * units), then by position with file-level findings first. When a severity has more findings
 * than the cap, the first finding of each file is annotated first, then the first of each rule in
 * each file, then the others in that order, so that one file or rule cannot use up the annotations. File names, rule ids and messages
 * are `neutralise`d. When findings are left out, `overflowNotice` says how many, per severity
 * (from the run's totals, so findings past a file's cap count too), and where they are listed.
 */
function buildAnnotations(run, maxPerSeverity, reserved = {}) {
    const cap = Number.isNaN(maxPerSeverity) ? 0 : Math.max(0, Math.floor(maxPerSeverity));
    const all = [];
    // Findings a baseline accepts are not annotated (the job summary counts them).
    for (const file of run.files)
        for (const finding of file.findings)
            if (finding.baselineState !== 'unchanged')
                all.push({ file, finding });
    const total = { error: run.totals.errors, warning: run.totals.warnings, notice: run.totals.notices };
    for (const file of run.files) {
        if (!file.accepted)
            continue;
        total.error -= file.accepted.errors;
        total.warning -= file.accepted.warnings;
        total.notice -= file.accepted.notices;
    }
    const listed = { error: 0, warning: 0, notice: 0 };
    for (const { finding } of all)
        listed[finding.severity] += 1;
    const room = { error: 0, warning: 0, notice: 0 };
    const shownByGitHub = (s, extra) => Math.max(0, GITHUB_ANNOTATIONS_PER_KIND - Math.max(0, Math.floor(reserved[s] ?? 0)) - extra);
    for (const s of _order_js__WEBPACK_IMPORTED_MODULE_4__/* .SEVERITY_ORDER */ .B)
        room[s] = cap > GITHUB_ANNOTATIONS_PER_KIND ? cap : Math.min(cap, shownByGitHub(s, 0));
    // Findings left out need the overflow notice, which GitHub counts as a notice too (fewer
    // notices can only leave more out).
    if (cap <= GITHUB_ANNOTATIONS_PER_KIND && _order_js__WEBPACK_IMPORTED_MODULE_4__/* .SEVERITY_ORDER */ .B.some((s) => listed[s] > room[s]))
        room.notice = Math.min(room.notice, shownByGitHub('notice', 1));
    all.sort((a, b) => _core_policy_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .SEVERITY_RANK */ .f3[a.finding.severity] - _core_policy_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .SEVERITY_RANK */ .f3[b.finding.severity] ||
        (0,_order_js__WEBPACK_IMPORTED_MODULE_4__/* .compareText */ .n6)(a.file.path, b.file.path) ||
        (0,_order_js__WEBPACK_IMPORTED_MODULE_4__/* .comparePosition */ .bU)(a.finding, b.finding));
    // Per severity, when the cap bites: first the first finding of each file, then the first of each
    // rule in each file (so one noisy file or rule does not hide the others), then the rest in order.
    const chosen = new Array(all.length).fill(false);
    const shown = { error: 0, warning: 0, notice: 0 };
    const left = { error: 0, warning: 0, notice: 0 };
    for (let start = 0; start < all.length;) {
        const severity = all[start].finding.severity;
        let end = start;
        while (end < all.length && all[end].finding.severity === severity)
            end++;
        const cap = room[severity];
        if (end - start <= cap) {
            chosen.fill(true, start, end);
            shown[severity] = end - start;
        }
        else {
            // First one finding per file, then the first of each rule in each file.
            const files = new Set();
            for (let i = start; i < end && shown[severity] < cap; i++) {
                if (files.has(all[i].file.path))
                    continue;
                files.add(all[i].file.path);
                chosen[i] = true;
                shown[severity] += 1;
            }
            const seen = new Set();
            for (let i = start; i < end && shown[severity] < cap; i++) {
                const key = `${all[i].file.path}\u0000${all[i].finding.rule}`;
                if (seen.has(key))
                    continue;
                seen.add(key);
                if (chosen[i])
                    continue;
                chosen[i] = true;
                shown[severity] += 1;
            }
            for (let i = start; i < end && shown[severity] < cap; i++) {
                if (chosen[i])
                    continue;
                chosen[i] = true;
                shown[severity] += 1;
            }
            left[severity] = end - start - shown[severity];
        }
        start = end;
    }
    const annotations = [];
    for (let i = 0; i < all.length; i++)
        if (chosen[i])
            annotations.push(toAnnotation(all[i]));
    // With a cap above GitHub's, the annotations past the 10th of a kind (the step's own counted)
    // are written but not shown: the notice says so, even when none is left out. The notice itself
    // is counted only when it is written anyway: 10 notices alone need no notice, which would
    // push the 10th out of sight.
    const hiddenKinds = (notice) => cap > GITHUB_ANNOTATIONS_PER_KIND
        ? _order_js__WEBPACK_IMPORTED_MODULE_4__/* .SEVERITY_ORDER */ .B.filter((s) => shown[s] + Math.max(0, Math.floor(reserved[s] ?? 0)) + (s === 'notice' ? notice : 0) > GITHUB_ANNOTATIONS_PER_KIND)
        : [];
    if (left.error + left.warning + left.notice === 0 && hiddenKinds(0).length === 0)
        return { annotations, omitted: 0 };
    const hidden = hiddenKinds(1);
    const where = 'The log lists the findings kept for each file, and the job summary as many as fit.';
    const notShown = hidden.length === 0
        ? ''
        : `GitHub shows ${GITHUB_ANNOTATIONS_PER_KIND} annotations of each kind per step: of the ${hidden
            .map((s) => (0,_order_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(shown[s], s))
            .join(' and ')} annotated (max-annotations: ${cap}), those past the ${GITHUB_ANNOTATIONS_PER_KIND}th of each kind${_order_js__WEBPACK_IMPORTED_MODULE_4__/* .SEVERITY_ORDER */ .B.some((s) => (reserved[s] ?? 0) > 0) ? ", the step's own annotations counted," : ''} are not shown. `;
    if (left.error + left.warning + left.notice === 0) {
        return { annotations, omitted: 0, overflowNotice: { severity: 'notice', title: OVERFLOW_TITLE, message: notShown + where } };
    }
    // The notice counts exactly: a file's list stops at the per-file cap (its findings-capped
    // notice says so), its counts do not.
    for (const s of _order_js__WEBPACK_IMPORTED_MODULE_4__/* .SEVERITY_ORDER */ .B)
        left[s] = Math.max(left[s], total[s] - shown[s]);
    const omitted = left.error + left.warning + left.notice;
    const parts = _order_js__WEBPACK_IMPORTED_MODULE_4__/* .SEVERITY_ORDER */ .B.filter((s) => left[s] > 0).map((s) => (0,_order_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(left[s], s));
    const overflowNotice = {
        severity: 'notice',
        title: OVERFLOW_TITLE,
        message: `${(0,_order_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(omitted, 'more finding')} (${parts.join(', ')}) ${omitted === 1 ? 'is' : 'are'} not annotated: ` +
            `at most ${cap} annotation${cap === 1 ? '' : 's'} per severity ${cap === 1 ? 'is' : 'are'} shown (max-annotations)${_order_js__WEBPACK_IMPORTED_MODULE_4__/* .SEVERITY_ORDER */ .B.some((s) => room[s] < Math.min(cap, listed[s])) && cap <= GITHUB_ANNOTATIONS_PER_KIND
                ? `, and GitHub shows ${GITHUB_ANNOTATIONS_PER_KIND} of each kind per step, this notice${_order_js__WEBPACK_IMPORTED_MODULE_4__/* .SEVERITY_ORDER */ .B.some((s) => (reserved[s] ?? 0) > 0) ? " and the step's own annotations" : ''} among them`
                : ''}. ` +
            notShown +
            where,
    };
    return { annotations, omitted, overflowNotice };
}
function commandLine(a) {
    const props = [];
    if (a.file !== undefined && a.file !== '') {
        props.push(`file=${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeCommandProperty */ .YG)((0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__/* .neutraliseName */ .EH)(a.file))}`);
        if (a.line !== undefined) {
            props.push(`line=${Math.floor(a.line)}`);
            if (a.column !== undefined)
                props.push(`col=${Math.floor(a.column)}`);
        }
    }
    if (a.title !== '')
        props.push(`title=${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeCommandProperty */ .YG)((0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralise */ .$0)(a.title))}`);
    const severity = a.severity === 'error' || a.severity === 'warning' ? a.severity : 'notice';
    return `::${severity}${props.length > 0 ? ` ${props.join(',')}` : ''}::${(0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeCommandData */ .V9)((0,_neutralise_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralise */ .$0)(a.message))}\n`;
}
/** Notes of a run written as annotations at most (see noteAnnotations). */
const MAX_NOTE_ANNOTATIONS = 4;
/**
 * The notes of a run as they are annotated: all of them, or the first MAX_NOTE_ANNOTATIONS - 1 and
 * one that counts the rest and says where they are (`where`, e.g. "in the log above").
 */
function noteAnnotations(notes, where) {
    if (notes.length <= MAX_NOTE_ANNOTATIONS)
        return [...notes];
    const rest = notes.length - (MAX_NOTE_ANNOTATIONS - 1);
    return [...notes.slice(0, MAX_NOTE_ANNOTATIONS - 1), `${rest} more notes of the run are ${where}.`];
}
/**
 * The notes of a run (globs that matched nothing, shard and site notes) as notice commands,
 * `::notice title=note::text`, one line each, neutralised and encoded as annotations are.
 */
function renderNoteCommands(notes) {
    let out = '';
    for (const note of notes)
        out += commandLine({ severity: 'notice', title: 'note', message: note });
    return out;
}
/**
 * Renders annotations as GitHub workflow commands, one line each (ending in `\n`), the
 * overflow notice first, e.g.
 * `::error file=public/sitemap.xml,line=7,col=5,title=loc-host::message`.
 * File-level annotations have no `line`/`col`; the overflow notice has no `file`.
 * Every text is `neutralise`d again (harmless on already neutral text) and then encoded with
 * `escapeCommandProperty` / `escapeCommandData`, so each annotation is exactly one command
 * line whatever the sitemap or file name holds. Returns `''` when there is nothing to report.
 *
 * @throws ReportTooLargeError (./stream.ts) past `maxChars` UTF-16 code units (default
 *   MAX_REPORT_CHARS, 2^28; a cut would drop commands silently): write workflowCommandChunks instead.
 */
function renderWorkflowCommands(result, maxChars = _stream_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_REPORT_CHARS */ .KN) {
    return (0,_stream_js__WEBPACK_IMPORTED_MODULE_3__/* .joinChunks */ .dR)(workflowCommandChunks(result), 'list of workflow commands', maxChars);
}
/**
 * The workflow commands of renderWorkflowCommands as pieces, one command line each, for a
 * max-annotations so high that the lines do not fit in one string: write them to a stream.
 */
function* workflowCommandChunks(result) {
    // The overflow notice first: with a max-annotations above GitHub's 10 per kind, notices after
    // the 10th are not shown, and this one says so.
    if (result.overflowNotice)
        yield commandLine(result.overflowNotice);
    for (const a of result.annotations)
        yield commandLine(a);
}


/***/ })

};
