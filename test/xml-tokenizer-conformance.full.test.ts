import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { XmlTokenizer, type XmlError, type XmlToken } from '../src/core/xml/index.js';
import { conformanceTests, decodeDocument, type ConformanceTest } from './support/xml-conformance.js';

interface Outcome {
  test: ConformanceTest;
  decoded: boolean;
  encoding: string;
  errors: XmlError[];
  doctype: boolean;
}

function run(t: ConformanceTest): Outcome {
  const decoded = decodeDocument(readFileSync(t.file));
  if (decoded === null) return { test: t, decoded: false, encoding: '', errors: [], doctype: false };
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
  return { test: t, decoded: true, encoding: decoded.encoding, errors, doctype };
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
});
