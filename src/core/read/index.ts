/**
 * read/: one file from its bytes to its checker: the size limit, gzip, UTF-8 decoding, and the
 * checker chosen by what the text starts with (engine.ts).
 */
export { CHUNK_BYTES, checkFile, checkSource, checkStream, validate } from './engine.js';
export type { DocumentOptions, FileCallbacks, PipelineResult, ValidateResult } from './engine.js';
