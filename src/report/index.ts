/**
 * Pure renderers of a run: annotations and workflow commands, the job summary, the JSON
 * report and the terminal text, plus the escaping every one of them relies on. Nothing here
 * imports `@actions/*` or writes output; each function returns data or a string.
 */
export { neutralise, escapeHtml, escapeCommandData, escapeCommandProperty, NEUTRALISE_LIMIT } from './neutralise.js';
export { buildAnnotations, renderWorkflowCommands, OVERFLOW_TITLE } from './annotations.js';
export type { Annotation, AnnotationSet } from './annotations.js';
export { buildJsonReport, renderJson } from './json.js';
export type { JsonReport, JsonFile, JsonFinding, JsonPolicy } from './json.js';
export { renderSummary, SUMMARY_MAX_BYTES } from './summary.js';
export type { SummaryOptions } from './summary.js';
export { renderText } from './text.js';
export type { TextOptions } from './text.js';
export { buildSarif, renderSarif, pathToUri, SARIF_SCHEMA, SARIF_MAX_RESULTS } from './sarif.js';
export type { SarifLog, SarifResult, SarifRule } from './sarif.js';
