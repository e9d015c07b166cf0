/**
 * Fuzzing the library and the command line with hostile documents (test/support/fuzz.ts makes
 * them): documents of a sitemap grammar and mutated real files, in every encoding and gzip
 * framing. For every input:
 *
 * - a report comes back (no exception, no hang);
 * - every finding has a rule id of the catalog, the policy's severity for it, a one-line message
 *   under 1,000 characters, and either no position or one inside the (inflated) document:
 *   1 <= line <= its lines, 1 <= column <= that line's length in code points + 1;
 * - the same bytes give the same report, byte for byte, on a second call and however the bytes
 *   are cut into chunks, and with the tokenizer's fast paths on or off;
 * - a core-protocol document (no extension elements) that the `protocol` profile accepts is also
 *   valid for `xmllint --schema` with the sitemaps.org XSDs, except where test/xmllint.test.ts
 *   documents a difference by design.
 *
 * `npm test` runs a bounded number of cases with fixed seeds. `npm run fuzz` (scripts/fuzz.mjs)
 * runs the same properties for a given time with a fresh seed and prints the number of cases.
 * Every fault found becomes a test with the right value: a regression test where it was fixed
 * (test/security.test.ts), or an entry of KNOWN_FAULTS below (it.fails) while it is open in a file
 * this suite does not change; the properties then skip exactly the cases that entry explains.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { fc, it } from '@fast-check/vitest';
import { afterAll, describe, expect } from 'vitest';
import { runCli } from '../src/cli/run.js';
import { checkStream, validate } from '../src/core/read/engine.js';
import { checkWorkspace } from '../src/core/run/run.js';
import { plainEntries } from '../src/core/checks/xml.js';
import { resolvePolicy, type Policy, type PolicyInput } from '../src/core/policy/policy.js';
import type { Finding } from '../src/core/types.js';
import {
  chunked,
  byDesign,
  coreDocument,
  corpusCase,
  grammarCase,
  inflated,
  lineLengths,
  NOW,
  resultFaults,
  type CoreCase,
  type FuzzCase,
} from './support/fuzz.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const XSD_DIR = path.join(ROOT, 'test', 'fixtures', 'xsd');
const XMLLINT = spawnSync('xmllint', ['--version'], { encoding: 'utf8' }).status === 0;
if (!XMLLINT) console.warn('fuzz.full.test.ts: xmllint was not found, so the property against the XSD is skipped. Install it with: apt-get install -y libxml2-utils');

/** Temporary workspaces, removed at the end. */
const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------
// Bounded (npm test) or long (npm run fuzz) runs.

/** Seconds for the whole long run (scripts/fuzz.mjs sets it); 0 for the bounded run of `npm test`. */
const LONG_SECONDS = Number(process.env.SITEMAP_FUZZ_SECONDS ?? '0') || 0;
/** Seed of a long run (printed by scripts/fuzz.mjs, to replay one). */
const LONG_SEED = Number(process.env.SITEMAP_FUZZ_SEED ?? '0') || 0;
/** Where each property writes its number of cases and result (JSON lines), for scripts/fuzz.mjs. */
const LOG = process.env.SITEMAP_FUZZ_LOG;

interface Budget<T> {
  params: fc.Parameters<T>;
  timeout: number;
}

/**
 * fast-check parameters of one property: `runs` cases from `seed` in the bounded run; in a long
 * run, as many as fit in `share` of the time. Each property reports its count and result.
 */
function budget<T>(id: string, seed: number, runs: number, share: number): Budget<T> {
  const reporter = (details: fc.RunDetails<T>): void => {
    if (LOG) {
      appendFileSync(LOG, `${JSON.stringify({ property: id, seed: details.seed, cases: details.numRuns, failed: details.failed, interrupted: details.interrupted })}\n`);
    }
    if (details.failed) throw new Error(failureReport(id, details));
  };
  if (LONG_SECONDS <= 0) return { params: { seed, numRuns: runs, reporter }, timeout: 60_000 };
  const ms = Math.round(LONG_SECONDS * 1000 * share);
  return {
    params: { seed: (LONG_SEED || Date.now()) ^ seed, numRuns: 1_000_000_000, interruptAfterTimeLimit: ms, markInterruptAsFailure: false, reporter },
    timeout: ms + 300_000,
  };
}

/** Bytes as a short, replayable text: base64 up to 8 KiB, else the length and the first bytes. */
function describeValue(value: unknown): unknown {
  if (value instanceof Uint8Array) {
    const b = Buffer.from(value);
    return b.length <= 8192 ? `base64:${b.toString('base64')}` : `${b.length} bytes, starting base64:${b.subarray(0, 1024).toString('base64')}`;
  }
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(describeValue);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, describeValue(v)]));
  return value;
}

/** A failure report that stays readable with megabytes of input: seed, path, the error, the input as base64. */
function failureReport<T>(id: string, details: fc.RunDetails<T>): string {
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  return [
    `Property ${id} failed after ${details.numRuns} cases (seed ${details.seed}, path "${details.counterexamplePath ?? ''}").`,
    `Replay with { seed: ${details.seed}, path: "${details.counterexamplePath ?? ''}" } or SITEMAP_FUZZ_SEED.`,
    `Counterexample: ${JSON.stringify(describeValue(details.counterexample), null, 1)}`,
    `Error: ${error}`,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// The oracle of one document.

function options(c: FuzzCase): { name?: string } {
  return c.name === undefined ? {} : { name: c.name };
}

function policyOf(c: FuzzCase): Policy {
  return resolvePolicy(c.policy);
}

function report(r: { kind: string; entries: number; findings: readonly Finding[] }): string {
  return JSON.stringify({ kind: r.kind, entries: r.entries, findings: r.findings });
}

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
const isGzip = (b: Uint8Array): boolean => b.length >= 2 && b[0] === 0x1f && b[1] === 0x8b;
const has = (r: { findings: readonly Finding[] }, rule: string): boolean => r.findings.some((f) => f.rule === rule);

// ---------------------------------------------------------------------------------------------
// Faults the fuzzer found in files this suite does not change. Each is a test that fails today
// (it.fails) and states the right behaviour; the properties skip exactly these cases (`tolerate`)
// while the entry exists. When a fault is fixed, its test passes, the run reports it, and the
// entry (with its tolerance) must be removed.

interface Streamed {
  validated: { kind: string; entries: number; findings: readonly Finding[] };
  streamed: { kind: string; entries: number; findings: readonly Finding[] };
  bytes: Uint8Array;
}

interface KnownFault {
  /** Where the fault is. */
  file: string;
  /** What goes wrong, and what would be right. */
  fault: string;
  /** The right behaviour on the input the fuzzer found (fails while the fault exists). */
  check: () => Promise<void>;
  /** Cases of the properties this fault explains. */
  tolerate?: {
    chunks?: (x: Streamed) => boolean;
    finding?: (f: Finding, problem: string) => boolean;
    position?: (bytes: Uint8Array) => boolean;
    xsd?: (text: string) => boolean;
  };
}

/** A report's findings with the encoding message that depends on chunking made uniform. */
function sameButUtf8Message(a: readonly Finding[], b: readonly Finding[]): boolean {
  const norm = (fs: readonly Finding[]) =>
    JSON.stringify(fs.map((f) => ({ ...f, message: f.message.replace(/The file ends inside a UTF-8 sequence \(byte (0x..)\)|The byte (0x..) is not valid UTF-8 here/, 'BAD') })));
  return norm(a) === norm(b);
}

/** Reports of the same bytes read whole (64 KiB slices) and in the given chunks. */
async function whole(bytes: Uint8Array, policy: PolicyInput, name: string, sizes: number[]): Promise<Streamed> {
  const p = resolvePolicy({ now: NOW, ...policy });
  const validated = await validate(bytes, p, { name });
  const streamed = await checkStream(chunked(bytes, sizes), p, { name });
  return { validated, streamed, bytes };
}

const GZIP_GARBAGE = Buffer.concat([gzipSync(`<urlset xmlns="${NS}"><url><loc>/relative</loc></url></urlset>\n`), Buffer.from([0x41, 0x00, 0x1f])]);

const KNOWN_FAULTS: Readonly<Record<string, KnownFault>> = {
  'gzip error: what is judged depends on how the compressed bytes are cut': {
    file: 'src/core/read/engine.ts (inflate / checkStream)',
    fault:
      'When inflation fails (bytes after the gzip member, truncation, corruption), zlib drops the output of the write that failed, so the ' +
      'document judged before the gzip-invalid finding depends on the chunking of the compressed input: validate() of a clean member ' +
      'followed by the bytes 41 00 1F reports only gzip-invalid, while the same bytes streamed one by one also report the loc-not-absolute ' +
      'of the inflated urlset. Right: the same findings for every chunking (e.g. feed zlib fixed-size slices of the compressed stream, or ' +
      'keep what a failing write produced).',
    check: async () => {
      const x = await whole(GZIP_GARBAGE, {}, 'sitemap.xml.gz', [1]);
      expect(report(x.streamed)).toBe(report(x.validated));
    },
    tolerate: { chunks: (x) => isGzip(x.bytes) && (has(x.validated, 'gzip-invalid') || has(x.streamed, 'gzip-invalid')) },
  },
  'max-bytes: file-too-large depends on how the bytes are cut': {
    file: 'src/core/read/engine.ts (DocumentPipeline.push)',
    fault:
      'file-too-large is only reported when the chunk that crosses max-bytes arrives before the parse stops: "<<urlset>" followed by 400 ' +
      'spaces under max-bytes 300 gives file-too-large + xml-not-well-formed read whole, and only xml-not-well-formed read in 1-byte ' +
      'chunks. Right: the same findings for every chunking (judge the bytes up to the limit first, then report the size only if ' +
      'reading would go on).',
    check: async () => {
      const x = await whole(Buffer.from(`<<urlset>${' '.repeat(400)}`), { maxBytes: 300 }, 'sitemap.xml', [1]);
      expect(report(x.streamed)).toBe(report(x.validated));
    },
    tolerate: { chunks: (x) => has(x.validated, 'file-too-large') || has(x.streamed, 'file-too-large') },
  },
  'encoding: "the file ends inside a UTF-8 sequence" when only the chunk does': {
    file: 'src/core/read/engine.ts (DocumentPipeline.decode)',
    fault:
      'An invalid UTF-8 lead byte followed by another lead byte is reported as "The file ends inside a UTF-8 sequence" when the bytes ' +
      'arrive one by one (the second lead is kept back as the start of an incomplete sequence, so the first one looks cut off): ' +
      '"ab\\xC3\\xE9\\n" (sitemap.txt) read whole says "The byte 0xC3 is not valid UTF-8 here", read byte by byte "The file ends ' +
      'inside a UTF-8 sequence (byte 0xC3)"; found on sitemapr__utf8-bom-declared-iso-8859-1.xml with its BOM bytes mutated to ' +
      'EF F0 9F 98 80. (The first input found, "This is\\n\\xE5ot a list\\n" in chunks of 3 and 7 bytes, is fixed.) Right: the ' +
      'same message for every chunking: the file ends inside a sequence only when no byte follows.',
    check: async () => {
      for (const [bytes, sizes] of [
        [Buffer.from('This is\n\xE5ot a list\n', 'latin1'), [3, 7]],
        [Buffer.from('ab\xC3\xE9\n', 'latin1'), [1]],
      ] as const) {
        const x = await whole(bytes, {}, 'sitemap.txt', [...sizes]);
        expect(report(x.streamed)).toBe(report(x.validated));
      }
    },
    tolerate: { chunks: (x) => sameButUtf8Message(x.validated.findings, x.streamed.findings) },
  },
  'xml-not-well-formed: text before the root is reported where it starts or at a later bad character, by chunking': {
    file: 'src/core/checks/xml.ts (errors outside the root element)',
    fault:
      'For text before the root element that holds a character XML forbids, the reported error depends on the chunks: "abc\\n\\u001b" ' +
      '(sitemap.xml) read whole gives xml-not-well-formed at 2:1 "Disallowed character", read byte by byte at 1:1 "Text data outside of ' +
      'root node". Right: one answer for every chunking (the documented one: text outside the root is reported where it starts).',
    check: async () => {
      const x = await whole(Buffer.from('abc\n\u001b'), {}, 'sitemap.xml', [1]);
      expect(report(x.validated)).toBe(report(x.streamed));
      expect(x.validated.findings.map((f) => [f.rule, f.line, f.column])).toEqual([['xml-not-well-formed', 1, 1]]);
    },
    tolerate: {
      chunks: (x) => {
        const others = (r: Streamed['validated']) => r.findings.filter((f) => f.rule !== 'xml-not-well-formed');
        return has(x.validated, 'xml-not-well-formed') && has(x.streamed, 'xml-not-well-formed') && report({ ...x.validated, findings: others(x.validated) }) === report({ ...x.streamed, findings: others(x.streamed) });
      },
    },
  },
  'dtd-forbidden: the text right before a declaration is judged or not, by chunking': {
    file: 'src/core/checks/xml.ts (declarations inside the root element)',
    fault:
      'The scanner stops the parse at a markup declaration, but the text just before it reaches the checker only if the parser saw it ' +
      'in an earlier chunk: `<urlset xmlns="…"><url>h<!ENTITY x "y"></url></urlset>` read whole gives dtd-forbidden at 1:67 only, ' +
      'read byte by byte also unexpected-text "h" at 1:66 (found in a mutated sitemapindex-missing-loc.xml with "<!DOCTYPE x>" ' +
      'inserted after the text of a <sitemap>). Right: the same findings for every chunking.',
    check: async () => {
      const x = await whole(Buffer.from(`<urlset xmlns="${NS}"><url>h<!ENTITY x "y"></url></urlset>`), {}, 'sitemap.xml', [1]);
      expect(report(x.streamed)).toBe(report(x.validated));
    },
    tolerate: {
      chunks: (x) => {
        const drop = (r: Streamed['validated']) => ({ ...r, findings: r.findings.filter((f) => f.rule !== 'unexpected-text') });
        return has(x.validated, 'dtd-forbidden') && has(x.streamed, 'dtd-forbidden') && report(drop(x.validated)) === report(drop(x.streamed));
      },
    },
  },
  'messages hold element, attribute and PI names and namespace URIs unshortened (and URIs unquoted)': {
    file: 'src/core/checks/xml.ts (extension-element, root-element, unexpected-element, unexpected-attribute, processing-instruction) and src/core/checks/extensions/ (extension-unknown-element)',
    fault:
      'extension-element writes `<${tag.name}> (${tag.uri})` with the namespace URI as it is: under strict, xmlns:x="urn:&#10;::error::x…" ' +
      'puts a raw line break into the message (found on mutated crawler-commons ext-video files, where "&#10;" landed in ' +
      'xmlns:video), and a 1,200-character URI makes a 1,290-character message. Names are not shortened either: a 3,000-character ' +
      'element, attribute or processing-instruction name gives messages of about 3,100 characters for root-element, ' +
      'unexpected-element, extension-element, unexpected-attribute, processing-instruction and extension-unknown-element. ' +
      'Right: quote() URIs and shorten names like values, so every message stays one line under 1,000 characters.',
    check: async () => {
      const n = 'n'.repeat(3000);
      const cases: Array<[string, PolicyInput['profile']]> = [
        [`<urlset xmlns="${NS}" xmlns:x="urn:&#10;::error::x${'u'.repeat(1200)}"><url><loc>https://www.example.org/</loc><x:e/></url></urlset>`, 'strict'],
        [`<${n} xmlns="${NS}"/>`, 'protocol'],
        [`<urlset xmlns="${NS}"><url><loc>https://www.example.org/</loc><${n}/></url></urlset>`, 'protocol'],
        [`<urlset xmlns="${NS}"><url ${n}="1"><loc>https://www.example.org/</loc></url></urlset>`, 'protocol'],
        [`<?${n} x?><urlset xmlns="${NS}"><url><loc>https://www.example.org/</loc></url></urlset>`, 'strict'],
        [`<urlset xmlns="${NS}" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"><url><loc>https://www.example.org/</loc><image:${n}/></url></urlset>`, 'protocol'],
      ];
      for (const [doc, profile] of cases) {
        const r = await validate(Buffer.from(doc), { profile, now: NOW });
        expect(r.findings.length).toBeGreaterThan(0);
        for (const f of r.findings) {
          expect(f.message.length, f.rule).toBeLessThan(1000);
          expect(f.message, f.rule).not.toMatch(/[\r\n]/);
        }
      }
    },
    tolerate: {
      finding: (f, problem) =>
        ['extension-element', 'root-element', 'unexpected-element', 'unexpected-attribute', 'processing-instruction', 'extension-unknown-element', 'extension-attribute', 'extension-placement'].includes(f.rule) &&
        /message of \d+ characters|a line break in the message/.test(problem),
    },
  },
  'loc-mixed-hosts: the message holds the scheme and host unquoted and unshortened': {
    file: 'src/core/checks/locset.ts (loc-mixed-hosts message)',
    fault:
      'The message inserts `${scheme}://${host}` of both entries as they are: a 1,500-character host gives a message of 1,862 ' +
      'characters, and a host holding &#10; puts a raw line break into the message. Right: quote() both origins like every other ' +
      'value (at most 200 characters, control characters escaped), so the message stays one line under 1,000 characters.',
    check: async () => {
      const doc =
        `<urlset xmlns="${NS}"><url><loc>https://www.example.org/</loc></url><url><loc>https://${'h'.repeat(1500)}.example/</loc></url>` +
        '<url><loc>https://a&#10;::error::b.example/</loc></url></urlset>';
      // (The 1,500-character label is also loc-host-invalid, .example loc-reserved-host, the line
      // break loc-invalid, into which loc-mixed-hosts folds: off here, so that its own message is
      // judged; with them on, the messages that name it are judged the same way.)
      const folded = await validate(Buffer.from(doc), { now: NOW });
      for (const f of folded.findings) {
        expect(f.message.length).toBeLessThan(1000);
        expect(f.message).not.toMatch(/[\r\n]/);
      }
      const r = await validate(Buffer.from(doc), { now: NOW, rules: { 'loc-host-invalid': 'off', 'loc-reserved-host': 'off', 'loc-invalid': 'off' } });
      const mixed = r.findings.filter((f) => f.rule === 'loc-mixed-hosts');
      expect(mixed).toHaveLength(2);
      for (const f of mixed) {
        expect(f.message.length).toBeLessThan(1000);
        expect(f.message).not.toMatch(/[\r\n]/);
      }
    },
    tolerate: { finding: (f, problem) => f.rule === 'loc-mixed-hosts' && /message of \d+ characters|a line break in the message/.test(problem) },
  },
  'xsi attributes: any xsi:* attribute is accepted on sitemap elements': {
    file: 'src/core/checks/xml.ts (unexpected-attribute)',
    fault:
      'The protocol profile accepts every attribute of the XML Schema instance namespace, but the sitemap XSD only tolerates ' +
      'xsi:schemaLocation and xsi:noNamespaceSchemaLocation there: xmllint --schema refuses xsi:type="x" ("does not resolve to a type ' +
      'definition"), xsi:nil="false" ("The element is not nillable") and xsi:foo="1" ("not allowed"). Right: unexpected-attribute for ' +
      'those (xsi:type naming a type of the schema could stay accepted).',
    check: async () => {
      for (const attr of ['xsi:type="x"', 'xsi:nil="false"', 'xsi:foo="1"']) {
        const doc = `<urlset xmlns="${NS}" xmlns:xsi="${XSI}"><url ${attr}><loc>https://www.example.org/</loc></url></urlset>`;
        const r = await validate(Buffer.from(doc), { now: NOW });
        expect(r.findings.map((f) => f.rule), attr).toContain('unexpected-attribute');
      }
    },
    tolerate: { xsd: (text) => /\sxsi:(?!schemaLocation=|noNamespaceSchemaLocation=)[\w.-]+=/.test(text) },
  },
  'set-level messages name other files unquoted': {
    file: 'src/core/site/site.ts (loc-duplicate-across-files; also the index-child-missing and hreflang return-link messages)',
    fault:
      'The messages of loc-duplicate-across-files and hreflang-return-link insert the path of the other file as it is ("is also ' +
      'listed in ${first.file} on line ...", "is listed in ${place.file} on line ..."), and index-child-missing the path it maps to, ' +
      'so a file named "sitemap-\\r\\n::warning::name.txt" puts a raw line break into the finding message (and a long path makes ' +
      'it longer than 1,000 characters). The renderers neutralise it, but the message is not one line. Right: quote() the path, as ' +
      'the values are.',
    check: async () => {
      const ws = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-known-'));
      temps.push(ws);
      const doc = `<urlset xmlns="${NS}"><url><loc>https://www.example.org/a</loc></url></urlset>\n`;
      writeFileSync(path.join(ws, 'sitemap.xml'), doc);
      writeFileSync(path.join(ws, 'sitemap-\r\n::warning::name.xml'), doc);
      const run = await checkWorkspace({ cwd: ws, policy: { now: NOW } });
      const found = run.files.flatMap((f) => f.findings).filter((f) => f.rule === 'loc-duplicate-across-files');
      expect(found).toHaveLength(1);
      expect(found[0]!.message).not.toMatch(/[\r\n]/);
    },
    tolerate: {
      finding: (f, problem) =>
        ['loc-duplicate-across-files', 'hreflang-return-link', 'index-child-missing', 'robots-sitemap-missing'].includes(f.rule) &&
        /message of \d+ characters|a line break in the message/.test(problem),
    },
  },
  'positions: a field starting with a character reference to white space is located in the decoded text': {
    file: 'src/core/checks/xml.ts (the position of a field: its first non-whitespace character)',
    fault:
      'The first non-whitespace character of a field is found by walking the decoded text from the start of the field, so a ' +
      'reference such as &#10; moves the position to the next line and &#x20;&#9; counts as two columns: the one-line document ' +
      '`<urlset xmlns="…"><url><loc>&#10;/rel</loc></url></urlset>` gets loc-whitespace and loc-not-absolute at 2:1, on a line that ' +
      'does not exist (found with a truncated gzip: a lastmod "&#10;::error::lastmod" reported on line 5 of 4). Right: the source ' +
      'position, here 1:76 (the "/" after the reference: the root tag takes 60 columns, <url><loc> 10, &#10; 5).',
    check: async () => {
      const r = await validate(Buffer.from(`<urlset xmlns="${NS}"><url><loc>&#10;/rel</loc></url></urlset>`), { now: NOW });
      expect(r.findings.map((f) => [f.rule, f.line, f.column])).toEqual([
        ['loc-whitespace', 1, 76],
        ['loc-not-absolute', 1, 76],
      ]);
    },
    tolerate: { position: (bytes) => /&#(x0*(9|a|d|20)|0*(9|10|13|32));/i.test(Buffer.from(bytes).toString('latin1')) },
  },
  'XML 1.1: NEL and U+2028 end lines, so positions leave the document': {
    file: 'src/core/checks/xml.ts (positions of the parser)',
    fault:
      'A document declaring version="1.1" is parsed as XML 1.1, where U+0085 and U+2028 are line ends: a loc holding them moves every ' +
      'later finding down (a 5-line urlset gets a finding on line 6; GitHub annotations count only LF, CR LF and CR), and the loc value ' +
      'is read with the character turned into a line feed. Right: positions by LF, CR LF and CR as everywhere else (or refuse XML 1.1, ' +
      'which sitemaps never need).',
    check: async () => {
      const doc = `<?xml version="1.1"?>\n<urlset xmlns="${NS}"><url><loc>https://www.example.org/\u0085x</loc></url>\n<url><loc>/rel\u2028ative</loc></url>\n<url><loc>/b</loc></url></urlset>\n`;
      const r = await validate(Buffer.from(doc), { now: NOW });
      expect(resultFaults(r, lineLengths(Buffer.from(doc)), resolvePolicy({ now: NOW })).map((f) => f.problem)).toEqual([]);
    },
    tolerate: { position: (bytes) => /<\?xml\s+version\s*=\s*["']1\.1["']/.test(Buffer.from(bytes.subarray(0, 4096)).toString('latin1')) },
  },
};

/** Faults the fuzzer found that are fixed now: each runs as a regression test with the right value. */
const FIXED_FAULTS: Readonly<Record<string, Omit<KnownFault, 'tolerate'>>> = {
  'worker threads: the exact counts of a capped file are lost': {
    file: 'src/core/read/engine.ts (checkFile/checkStream/validate results carry no `counts`) and src/core/run/workers.ts (the reply)',
    fault:
      'Past 1,000 findings a file keeps the most severe 1,000 and FindingSink.counts() holds the exact counts, but the engine results ' +
      'do not carry them (DocumentResult.counts is never set by the engine): on the main thread run.ts recovers them with ' +
      'findingCounts(findings), which the sink registered for that array, but a worker thread posts the result through a structured ' +
      'clone that drops the registration. dist/cli.js --threads 2 (or a run over 4 files or more of a large average size) on a ' +
      'workspace of 5 files, one with 2,500 errors and 800 warnings, reports totals of 1,000 errors, 0 warnings and 1 notice. ' +
      'Right: the exact totals (2,500 / 800 / 1); set ' +
      '`counts: sink.counts()` in the engine results (or add `counts: findingCounts(result.findings)` to the worker reply).',
    check: async () => {
      const ws = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-known-'));
      temps.push(ws);
      const urls = [
        ...Array.from({ length: 800 }, (_, i) => `<url><loc>https://www.beispiel.de/${i}#top</loc></url>`),
        ...Array.from({ length: 2500 }, (_, i) => `<url><loc>/relative/${i}</loc></url>`),
      ];
      writeFileSync(path.join(ws, 'sitemap.xml'), `<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`);
      for (const n of ['a', 'b', 'c', 'd']) writeFileSync(path.join(ws, `sitemap-${n}.xml`), `<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/${n}</loc></url></urlset>\n`);
      const cli = path.join(ROOT, 'dist', 'cli.js');
      const r = spawnSync(process.execPath, [cli, '--cwd', ws, '--threads', '2', '--format', 'json', '--now', NOW.toISOString()], { encoding: 'utf8', timeout: 60_000 });
      expect((JSON.parse(r.stdout) as { totals: unknown }).totals).toMatchObject({ files: 5, errors: 2500, warnings: 800, notices: 1 });
    },
  },
};

/**
 * Faults of the KNOWN_FAULTS table that are fixed: their checks now run as plain regression tests
 * (like FIXED_FAULTS), and they no longer excuse any difference the fuzzer finds.
 */
const FIXED: ReadonlySet<string> = new Set([
  'messages hold element, attribute and PI names and namespace URIs unshortened (and URIs unquoted)',
  'loc-mixed-hosts: the message holds the scheme and host unquoted and unshortened',
  'xsi attributes: any xsi:* attribute is accepted on sitemap elements',
  'set-level messages name other files unquoted',
  'encoding: "the file ends inside a UTF-8 sequence" when only the chunk does',
  'gzip error: what is judged depends on how the compressed bytes are cut',
  'max-bytes: file-too-large depends on how the bytes are cut',
  'xml-not-well-formed: text before the root is reported where it starts or at a later bad character, by chunking',
  'dtd-forbidden: the text right before a declaration is judged or not, by chunking',
  'positions: a field starting with a character reference to white space is located in the decoded text',
  'XML 1.1: NEL and U+2028 end lines, so positions leave the document',
]);

/** Whether a known fault (still open) explains a difference. */
function tolerated<K extends keyof NonNullable<KnownFault['tolerate']>>(kind: K, ...args: Parameters<NonNullable<NonNullable<KnownFault['tolerate']>[K]>>): boolean {
  return Object.entries(KNOWN_FAULTS).some(([name, k]) => {
    if (FIXED.has(name)) return false;
    const fn = k.tolerate?.[kind] as ((...a: unknown[]) => boolean) | undefined;
    return fn !== undefined && fn(...args);
  });
}

/** Known faults still open (a suite needs at least one test, so there is none while all are fixed). */
const OPEN_FAULTS = Object.entries(KNOWN_FAULTS).filter(([name]) => !FIXED.has(name));
if (OPEN_FAULTS.length > 0) {
  describe('known faults found by fuzzing (each fails until fixed)', () => {
    for (const [name, k] of OPEN_FAULTS) it.fails(`${name} [${k.file}]`, k.check);
  });
}

describe('faults found by fuzzing, fixed', () => {
  for (const [name, k] of Object.entries(KNOWN_FAULTS)) {
    if (FIXED.has(name)) it(`${name} [${k.file}]`, k.check);
  }
});

describe('faults found by fuzzing, fixed', () => {
  for (const [name, k] of Object.entries(FIXED_FAULTS)) {
    it(`${name} [${k.file}]`, k.check);
  }
});

/** Problems of a result, less those a known fault explains; `bytes` are the inflated document. */
function problems(r: Parameters<typeof resultFaults>[0], bytes: Uint8Array, lines: readonly number[], policy: Policy): string[] {
  return resultFaults(r, lines, policy)
    .filter((f) => !((f.kind === 'position' || f.kind === 'record') && tolerated('position', bytes)))
    .filter((f) => !(f.kind === 'finding' && f.finding && tolerated('finding', f.finding, f.problem)))
    .map((f) => f.problem);
}

/** Fails with every problem in full (assertion messages would be cut). */
function none(list: readonly string[], label: string): void {
  if (list.length > 0) throw new Error(`${label}:\n${list.join('\n')}`);
}

/** Runs the library on a case and checks every property; `sizes` cut the bytes for the stream API. */
async function judge(c: FuzzCase, sizes: readonly number[]): Promise<void> {
  const policy = policyOf(c);
  const copy = Buffer.from(c.bytes);
  const r = await validate(c.bytes, policy, options(c));
  expect(Buffer.from(c.bytes).equals(copy), 'validate() modified the bytes it was given').toBe(true);
  const plain = await inflated(c.bytes);
  none(problems(r, plain, lineLengths(plain), policy), c.origin);
  // The same bytes, the same report: again, and streamed in other chunks.
  const again = await validate(c.bytes, policy, options(c));
  expect(JSON.stringify(again), 'a second validate() gave another report').toBe(JSON.stringify(r));
  const streamed = await checkStream(chunked(c.bytes, sizes), policy, options(c));
  if (report(streamed) !== report(r) && !tolerated('chunks', { validated: r, streamed, bytes: c.bytes })) {
    const show = (x: { findings: readonly Finding[] }) => x.findings.map((f) => `  ${f.rule} ${f.line ?? '-'}:${f.column ?? '-'} ${f.message.slice(0, 100)}`).join('\n');
    throw new Error(`chunks of ${sizes.join(',')} bytes gave another report than validate():\nvalidate():\n${show(r)}\nin chunks:\n${show(streamed)}`);
  }
}

const chunkSizes = fc.array(fc.oneof(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 700 })), { minLength: 1, maxLength: 5 });

describe('fuzz: the library', () => {
  const g = budget<[FuzzCase, number[]]>('library-grammar', 20261129, 2500, 0.3);
  it.prop([grammarCase(), chunkSizes], g.params)('documents of the sitemap grammar', async (c, sizes) => judge(c, sizes), g.timeout);

  const m = budget<[FuzzCase, number[]]>('library-corpus', 41, 1200, 0.3);
  it.prop([corpusCase(), chunkSizes], m.params)('mutated files of the real-world corpus', async (c, sizes) => judge(c, sizes), m.timeout);

  // The tokenizer's fast paths read plain text and tags (src/core/xml/tokenizer.ts); its code point loop alone is the reference.
  const pl = budget<[FuzzCase]>('library-plain-entries', 1130, 600, 0.05);
  it.prop([fc.oneof(grammarCase(), corpusCase())], pl.params)('the tokenizer with and without its fast paths: the same records and report', async (c) => {
    const policy = policyOf(c);
    const fast = await validate(c.bytes, policy, options(c));
    plainEntries.on = false;
    try {
      const slow = await validate(c.bytes, policy, options(c));
      expect(JSON.stringify(fast)).toBe(JSON.stringify(slow));
    } finally {
      plainEntries.on = true;
    }
  }, pl.timeout);
});

// ---------------------------------------------------------------------------------------------
// Against the sitemap XSD.

function xmllint(bytes: Uint8Array, index: boolean): { status: number | null; output: string } {
  const xsd = path.join(XSD_DIR, index ? 'siteindex.xsd' : 'sitemap.xsd');
  const r = spawnSync('xmllint', ['--noout', '--nonet', '--schema', xsd, '-'], { input: bytes, encoding: 'utf8' });
  return { status: r.status, output: r.stderr };
}

const xsdStats = { accepted: 0, refused: 0, byDesign: 0, known: 0 };

describe.skipIf(!XMLLINT)('fuzz: accepted by protocol means valid for the sitemap XSD (skipped without xmllint)', () => {
  const x = budget<[CoreCase]>('xmllint', 7, 800, 0.15);
  it.prop([coreDocument()], x.params)('core documents', async (doc) => {
    const bytes = Buffer.concat([Buffer.from(doc.bom ? [0xef, 0xbb, 0xbf] : []), Buffer.from(doc.text, 'utf8')]);
    const r = await validate(bytes, { now: NOW });
    if (r.findings.some((f) => f.severity === 'error')) {
      xsdStats.refused++;
      return;
    }
    if (byDesign(r.records) !== undefined) {
      xsdStats.byDesign++;
      return;
    }
    if (tolerated('xsd', doc.text)) {
      xsdStats.known++;
      return;
    }
    xsdStats.accepted++;
    const lint = xmllint(bytes, r.kind === 'sitemapindex');
    expect(lint.status, `xmllint refused a document the protocol profile accepts:\n${lint.output}\n${doc.text}`).toBe(0);
  }, x.timeout);

  it('compared a fair share of the cases', () => {
    // Not a vacuous property: the generator is biased towards valid documents.
    expect(xsdStats.accepted, JSON.stringify(xsdStats)).toBeGreaterThanOrEqual(LONG_SECONDS > 0 ? 1 : 50);
  });
});

// ---------------------------------------------------------------------------------------------
// The command line on a workspace.

const CLI_NAMES = [
  'sitemap.xml',
  'sitemap.xml.gz',
  'sitemap.txt',
  'robots.txt',
  'public/sitemap-news.xml',
  'sitemap-\n::error::name.xml',
  'sitemap-\r\n::warning::name.txt',
  'sitemap-\u001b[31mred\u001b]0;t\u0007.xml',
  'sitemap-<img src=x onerror=alert(1)>.xml',
  'sitemap-%0A::warning::y.xml',
  'sitemap-`x`|[l](http:e)|.xml',
  'sitemap-\u202e\u2028.xml',
  'sitemap-##[error]z.xml',
  '::stop-commands::t/sitemap.xml',
];

/** The workflow commands `--format github` writes; any other `::` line would be an injection. */
/** An annotation of a finding, or the notice of one of the run's notes. */
const COMMAND = /^(::(error|warning|notice) file=[^\r\n:,]+(,line=\d+,col=\d+)?,title=[a-z0-9-]+::[^\r\n]*|::notice title=(note|max-annotations)::[^\r\n]*)$/;

type CliCase = { files: Array<{ name: string; doc: FuzzCase }>; profile: string };

const cliCase: fc.Arbitrary<CliCase> = fc.record({
  files: fc.uniqueArray(fc.record({ name: fc.constantFrom(...CLI_NAMES), doc: fc.oneof(grammarCase(), corpusCase()) }), {
    minLength: 1,
    maxLength: 3,
    selector: (f) => f.name,
  }),
  profile: fc.constantFrom('protocol', 'google', 'strict'),
});

describe('fuzz: the command line', () => {
  const c = budget<[CliCase]>('cli', 99, 150, 0.2);
  it.prop([cliCase], c.params)('workspaces of generated files', async ({ files, profile }) => {
    const ws = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-fuzz-'));
    temps.push(ws);
    try {
      const contents = new Map<string, Uint8Array>();
      for (const f of files) {
        mkdirSync(path.dirname(path.join(ws, f.name)), { recursive: true });
        writeFileSync(path.join(ws, f.name), f.doc.bytes);
        contents.set(f.name, f.doc.bytes);
      }
      const base = ['--cwd', ws, '--now', NOW.toISOString(), '--profile', profile];
      const json = await runCli([...base, '--format', 'json']);
      expect(json.stderr).toBe('');
      expect([0, 1]).toContain(json.code);
      const parsed = JSON.parse(json.stdout) as {
        files: Array<{ path: string; kind: string; entries: number; findings: Finding[] }>;
        totals: { errors: number; warnings: number; notices: number };
      };
      expect(parsed.files.map((f) => f.path).sort()).toEqual([...contents.keys()].sort());
      const policy: Policy = resolvePolicy({ profile: profile as PolicyInput['profile'], now: NOW });
      let listedErrors = 0;
      let listed = 0;
      let dropped = 0;
      for (const file of parsed.files) {
        const plain = await inflated(contents.get(file.path)!);
        none(problems(file, plain, lineLengths(plain), policy), JSON.stringify(file.path));
        listedErrors += file.findings.filter((f) => f.severity === 'error').length;
        listed += file.findings.length;
        // Past 1,000 findings in a file, one findings-capped notice counts the rest; the totals stay exact.
        for (const f of file.findings.filter((x) => x.rule === 'findings-capped')) dropped += Number(/^([\d,]+) more/.exec(f.message)![1]!.replace(/,/g, ''));
      }
      const t = parsed.totals;
      expect(t.errors + t.warnings + t.notices).toBe(listed + dropped);
      if (dropped === 0) expect(t.errors).toBe(listedErrors);
      else expect(t.errors).toBeGreaterThanOrEqual(listedErrors);
      expect(json.code).toBe(t.errors > 0 ? 1 : 0);
      // Byte for byte the same report on a second run.
      expect((await runCli([...base, '--format', 'json'])).stdout).toBe(json.stdout);

      // Text for a terminal: no escape sequence, no workflow command, no raw control character.
      const text = await runCli([...base, '--format', 'text', '--color']);
      const plain = text.stdout.replace(/\u001b\[(0|2|31|33|36|1;31|1;32)m/g, '');
      expect(plain).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
      for (const line of plain.split('\n')) {
        expect(line.trimStart().startsWith('::'), line).toBe(false);
        expect(line).not.toContain('##[');
      }
      // Workflow commands: every line one of ours.
      const github = await runCli([...base, '--format', 'github']);
      expect(github.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
      for (const line of github.stdout.split('\n').filter((l) => l !== '')) {
        expect(line, 'not one of our workflow commands').toMatch(COMMAND);
        expect(line).not.toContain('##[');
      }
    } finally {
      rmSync(ws, { recursive: true, force: true });
    }
  }, c.timeout);
});
