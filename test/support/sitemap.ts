/**
 * Helpers shared by the document tests: encoding, running the library entry, and an independent
 * way to find the 1-based line and column (in code points) of a piece of a test document.
 */
import { validate, type ValidateResult } from '../../src/core/read/engine.js';
import type { Policy, PolicyInput } from '../../src/core/policy/policy.js';
import type { Finding } from '../../src/core/types.js';

/** The sitemaps.org 0.9 namespace. */
export const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The UTF-8 bytes of `text`. */
export function utf8(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'utf8'));
}

/** Runs the library entry on a document given as text (UTF-8) or bytes. */
export function check(doc: string | Uint8Array, policy?: PolicyInput | Policy, name?: string): Promise<ValidateResult> {
  return validate(typeof doc === 'string' ? utf8(doc) : doc, policy, name === undefined ? {} : { name });
}

/** The distinct rule ids of `findings`, sorted. */
export function ruleIds(findings: readonly Finding[]): string[] {
  return [...new Set(findings.map((f) => f.rule))].sort();
}

/** Line and column of a finding (both undefined for a file-level finding). */
export function where(f: Finding | undefined): { line: number | undefined; column: number | undefined } {
  return { line: f?.line, column: f?.column };
}

/** One-line summaries of findings (`rule line:column`), for readable failure output. */
export function summary(findings: readonly Finding[]): string[] {
  return findings.map((f) => `${f.rule} ${f.line ?? '-'}:${f.column ?? '-'}`);
}

/**
 * The 1-based line and column of the `nth` (0-based) occurrence of `needle` in `doc`. Lines end at
 * LF, CR LF or a lone CR; columns count code points. Throws when there is no such occurrence.
 */
export function locate(doc: string, needle: string, nth = 0): { line: number; column: number } {
  let index = -1;
  for (let k = 0; k <= nth; k++) {
    index = doc.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`${JSON.stringify(needle)} occurs fewer than ${nth + 1} times`);
  }
  let line = 1;
  let column = 1;
  const before = [...doc.slice(0, index)];
  for (let i = 0; i < before.length; i++) {
    const c = before[i];
    if (c === '\n' || (c === '\r' && before[i + 1] !== '\n')) {
      line++;
      column = 1;
    } else if (c !== '\r') {
      column++;
    }
  }
  return { line, column };
}

/** The position just after the last character of `doc` (as the end-of-input messages give it). */
export function endOf(doc: string): { line: number; column: number } {
  const marker = '\u0000';
  return locate(doc + marker, marker);
}

/** `doc` with every LF line end written as CR LF. */
export function crlf(doc: string): string {
  return doc.replace(/\n/g, '\r\n');
}

/** `doc` with every LF line end written as a lone CR (old Mac line ends). */
export function crOnly(doc: string): string {
  return doc.replace(/\n/g, '\r');
}
