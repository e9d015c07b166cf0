/** xml/: our strict XML 1.0 + Namespaces tokenizer, streaming and resumable, with exact positions on every token and error. */
export * from './tokenizer.js';
