/**
 * Pure renderers of a run: annotations and workflow commands, the job summary, the JSON
 * report and the terminal text, plus the escaping every one of them relies on. Nothing here
 * imports `@actions/*`; each function returns data, a string, or the report as pieces (the
 * `*Chunks` generators), which `writeChunks` puts on a stream and `joinChunks` joins up to a limit.
 */
export { joinChunks, writeChunks, ReportTooLargeError, MAX_REPORT_CHARS, V8_MAX_STRING_CHARS } from './stream.js';
export type { TextSink } from './stream.js';
export { neutralise, escapeHtml, escapeCommandData, escapeCommandProperty, NEUTRALISE_LIMIT } from './neutralise.js';
export { buildAnnotations, renderWorkflowCommands, workflowCommandChunks, OVERFLOW_TITLE } from './annotations.js';
export type { Annotation, AnnotationSet } from './annotations.js';
export { buildJsonReport, renderJson, jsonChunks } from './json.js';
export type { JsonReport, JsonFile, JsonFinding, JsonPolicy } from './json.js';
export { renderSummary, SUMMARY_MAX_BYTES } from './summary.js';
export type { SummaryOptions } from './summary.js';
export { renderText, textChunks } from './text.js';
export type { TextOptions } from './text.js';
export { buildSarif, renderSarif, sarifChunks, pathToUri, SARIF_SCHEMA, SARIF_MAX_RESULTS } from './sarif.js';
export type { SarifLog, SarifResult, SarifRule } from './sarif.js';
