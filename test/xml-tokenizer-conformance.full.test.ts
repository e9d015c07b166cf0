import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { XmlTokenizer, type XmlError, type XmlToken } from '../src/core/xml/index.js';
import { conformanceTests, decodeDocument, type ConformanceTest } from './support/xml-conformance.js';

interface Outcome {
  test: ConformanceTest;
  decoded: boolean;
  text: string;
  errors: XmlError[];
  doctype: boolean;
}

/** The tokens and errors of `chunks`, as one JSON text. */
function events(chunks: string[], fast = true): string {
  const out: unknown[] = [];
  const tok = new XmlTokenizer({ token: (x) => out.push(x), error: (e) => out.push(e) }, { fast });
  for (const c of chunks) tok.write(c);
  tok.end();
  return JSON.stringify(out);
}

function run(t: ConformanceTest): Outcome {
  const decoded = decodeDocument(readFileSync(t.file));
  if (decoded === null) return { test: t, decoded: false, text: '', errors: [], doctype: false };
  const errors: XmlError[] = [];
  let doctype = false;
  const tok = new XmlTokenizer({
    token: (x: XmlToken) => {
      if (x.kind === 'doctype') doctype = true;
    },
    error: (e) => errors.push(e),
  });
  tok.write(decoded.text);
  tok.end();
  return { test: t, decoded: true, text: decoded.text, errors, doctype };
}

/** xmllint's first error line for each file (`FILE:LINE: ...` on stderr), by one run over them all. */
function xmllintLines(files: string[]): Map<string, number> {
  const run = spawnSync('xmllint', ['--noout', '--nonet', ...files], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const lines = new Map<string, number>();
  for (const line of run.stderr.split('\n')) {
    for (const f of files) {
      if (lines.has(f) || !line.startsWith(`${f}:`)) continue;
      const n = Number.parseInt(line.slice(f.length + 1), 10);
      if (Number.isInteger(n)) lines.set(f, n);
    }
  }
  return lines;
}

const tests = conformanceTests();
const outcomes = tests.map(run);

describe('W3C XML conformance suite, standalone XML 1.0 (5th ed.) + Namespaces 1.0', () => {
  test('the selection is the expected size', () => {
    expect(tests.filter((t) => t.type === 'not-wf').length).toBeGreaterThan(500);
    expect(tests.filter((t) => t.type !== 'not-wf').length).toBeGreaterThan(400);
  });

  test('every not-wf document (and namespace error) is refused', () => {
    const notWf = outcomes.filter((o) => o.test.type === 'not-wf' || o.test.type === 'error');
    const byError = notWf.filter((o) => o.errors.length > 0);
    const byDecoding = notWf.filter((o) => !o.decoded);
    // A DOCTYPE is skipped unparsed: its faults are not looked for, and the document is refused by
    // the DOCTYPE itself (dtd-forbidden), which is how the checks treat it.
    const byDoctype = notWf.filter((o) => o.decoded && o.errors.length === 0 && o.doctype);
    const missed = notWf.filter((o) => o.decoded && o.errors.length === 0 && !o.doctype);
    console.log(
      `not-wf and namespace errors: ${notWf.length}; refused by an error ${byError.length} (${byError.filter((o) => o.doctype).length} of them with a DOCTYPE), ` +
        `by their bytes ${byDecoding.length}, only by the DOCTYPE ${byDoctype.length}; accepted ${missed.length}`,
    );
    expect(missed.map((o) => `${o.test.id} (${o.test.sections}): ${o.test.description}`)).toEqual([]);
  });

  test('every well-formed document without a DOCTYPE is accepted', () => {
    const wf = outcomes.filter((o) => (o.test.type === 'valid' || o.test.type === 'invalid') && !o.doctype);
    const refused = wf.filter((o) => !o.decoded || o.errors.length > 0);
    console.log(`well-formed without a DOCTYPE: ${wf.length}; accepted ${wf.length - refused.length}; refused ${refused.length}`);
    expect(refused.map((o) => `${o.test.id}: ${o.decoded ? JSON.stringify(o.errors[0]) : 'not decoded'}`)).toEqual([]);
  });

  test('every well-formed document with a DOCTYPE is accepted but for entities only its DTD declares', () => {
    const wf = outcomes.filter((o) => (o.test.type === 'valid' || o.test.type === 'invalid') && o.doctype);
    const refused = wf.filter((o) => !o.decoded || o.errors.some((e) => e.code !== 'entity-undeclared'));
    const entities = wf.filter((o) => o.errors.length > 0 && o.errors.every((e) => e.code === 'entity-undeclared'));
    console.log(
      `well-formed with a DOCTYPE: ${wf.length}; accepted ${wf.length - refused.length - entities.length}; ` +
        `with references to entities of the DTD ${entities.length}; refused otherwise ${refused.length}`,
    );
    expect(refused.map((o) => `${o.test.id}: ${o.decoded ? JSON.stringify(o.errors[0]) : 'not decoded'}`)).toEqual([]);
  });

  test('every document gives the same tokens and errors one code unit at a time, in uneven chunks, and with the fast paths off', () => {
    const differ: string[] = [];
    for (const o of outcomes) {
      if (!o.decoded) continue;
      const whole = events([o.text]);
      if (events([o.text], false) !== whole) differ.push(`${o.test.id} (fast paths off)`);
      if (events(o.text.split('')) !== whole) differ.push(`${o.test.id} (one code unit at a time)`);
      const uneven: string[] = [];
      for (let i = 0, n = 1; i < o.text.length; i += n, n = (n % 7) + 1) uneven.push(o.text.slice(i, i + n));
      if (events(uneven) !== whole) differ.push(`${o.test.id} (uneven chunks)`);
    }
    expect(differ).toEqual([]);
  });

  test('on not-wf documents without a DOCTYPE, the line of the first error is xmllint\'s', () => {
    const candidates = outcomes.filter((o) => o.test.type !== 'valid' && o.test.type !== 'invalid' && o.decoded && !o.text.includes('<!DOCTYPE') && o.errors.length > 0);
    const lines = xmllintLines(candidates.map((o) => o.test.file));
    const compared = candidates.filter((o) => lines.has(o.test.file));
    const differ = compared.filter((o) => lines.get(o.test.file) !== o.errors[0]!.line);
    console.log(
      `first error line against xmllint: ${candidates.length} documents, xmllint names a line for ${compared.length}; ` +
        `same line ${compared.length - differ.length}, different ${differ.length}`,
    );
    expect(differ.map((o) => `${o.test.id}: ours ${o.errors[0]!.code} at ${o.errors[0]!.line}:${o.errors[0]!.column}, xmllint line ${lines.get(o.test.file)}`)).toEqual([]);
  });
});
