import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { failsRun, resolvePolicy } from '../src/core/policy/policy.js';
import type { Policy } from '../src/core/policy/policy.js';
import type { RunResult } from '../src/core/run/run-types.js';
import type { SiteComparison } from '../src/core/site/compare.js';
import type { FileResult, Finding, Severity } from '../src/core/types.js';
import {
  buildAnnotations,
  buildJsonReport,
  escapeCommandData,
  escapeCommandProperty,
  escapeHtml,
  neutralise,
  renderJson,
  renderSummary,
  renderText,
  renderWorkflowCommands,
  SUMMARY_MAX_BYTES,
} from '../src/report/index.js';
import { MAX_NOTE_ANNOTATIONS, noteAnnotations } from '../src/report/annotations.js';
import { runs } from './support/scale.js';

const TOOL = { name: 'sitemap-contract', version: '1.2.3' };

function policy(): Policy {
  return resolvePolicy({ hosts: ['www.example.org'], now: new Date('2026-01-31T12:00:00Z') });
}

/** A run over `files`, with totals and verdict computed the way the engine does. */
function makeRun(files: FileResult[], notes: string[] = [], p: Policy = policy()): RunResult {
  const all = files.flatMap((f) => f.findings);
  const count = (s: Severity): number => all.filter((f) => f.severity === s).length;
  return {
    policy: p,
    files,
    totals: {
      files: files.length,
      entries: files.reduce((n, f) => n + f.entries, 0),
      errors: count('error'),
      warnings: count('warning'),
      notices: count('notice'),
    },
    passed: !all.some((f) => failsRun(f.severity, p.failOn)),
    notes,
  };
}

function file(path: string, findings: Finding[], extra: Partial<FileResult> = {}): FileResult {
  return { path, kind: 'urlset', bytes: 1234, entries: 2, findings, ...extra };
}

function err(rule: string, message: string, line?: number, column?: number): Finding {
  return { rule, severity: 'error', message, ...(line !== undefined ? { line } : {}), ...(column !== undefined ? { column } : {}) };
}

/** The small run used by the exact-output tests. */
function smallRun(): RunResult {
  return makeRun(
    [
      file('public/sitemap.xml', [
        err('loc-host', 'The host "evil.example" is not one of the allowed hosts (www.example.org).', 7, 5),
        { rule: 'loc-fragment', severity: 'warning', message: 'The URL has a fragment "#top"; crawlers drop it.', line: 3, column: 5 },
      ]),
      file('public/robots.txt', [], { kind: 'robots', bytes: 60, entries: 1 }),
      file('public/sitemap-empty.xml', [err('url-count', 'The urlset has no url entries.')], { bytes: 90, entries: 0 }),
    ],
    ['Checked 3 files.'],
  );
}

/** Parses a line the way the GitHub runner parses `::command ...::data` (ActionCommand.TryParseV2). */
function parseCommand(line: string): { command: string; properties: Record<string, string>; data: string } | undefined {
  const message = line.trimStart();
  if (!message.startsWith('::')) return undefined;
  const end = message.indexOf('::', 2);
  if (end < 0) return undefined;
  const info = message.slice(2, end);
  const space = info.indexOf(' ');
  const command = space < 0 ? info : info.slice(0, space);
  const unescapeProperty = (s: string): string =>
    s.replaceAll('%0D', '\r').replaceAll('%0A', '\n').replaceAll('%3A', ':').replaceAll('%2C', ',').replaceAll('%25', '%');
  const properties: Record<string, string> = {};
  if (space > 0) {
    for (const prop of info.slice(space + 1).trim().split(',').filter((p) => p !== '')) {
      const eq = prop.indexOf('=');
      if (eq > 0 && eq < prop.length - 1) properties[prop.slice(0, eq)] = unescapeProperty(prop.slice(eq + 1));
    }
  }
  const data = message.slice(end + 2).replaceAll('%0D', '\r').replaceAll('%0A', '\n').replaceAll('%25', '%');
  return { command, properties, data };
}

/** True when `s` has no lone surrogate (so it encodes to UTF-8 as it is). */
function wellFormed(s: string): boolean {
  return !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
}

/** Lines as the runner and a terminal split them. */
function lines(s: string): string[] {
  return s.split(/\r\n|\r|\n|\u2028|\u2029|\u0085/);
}

describe('neutralise', () => {
  it('turns line breaks into visible escapes', () => {
    expect(neutralise('a\nb\r\tc\u2028d\u2029e\u0085f')).toBe('a\\nb\\r\\tc\\u2028d\\u2029e\\u0085f');
  });

  it('shows ESC, other C0/C1 controls, DEL and invisible format characters as \\uXXXX', () => {
    expect(neutralise('\u001b[31mred\u001b[0m')).toBe('\\u001b[31mred\\u001b[0m');
    expect(neutralise('a\u0000b\u0007c\u007fd\u009be\u202ef\u200bg\ufeff')).toBe(
      'a\\u0000b\\u0007c\\u007fd\\u009be\\u202ef\\u200bg\\ufeff',
    );
    expect(neutralise('x\ud800y')).toBe('x\\ud800y');
    expect(neutralise('😀 café')).toBe('😀 café');
  });

  it('defuses a leading workflow command, also after white space', () => {
    expect(neutralise('::error::pwned')).toBe(': :error::pwned');
    expect(neutralise('  \u00a0::stop-commands::x')).toBe('  \u00a0: :stop-commands::x');
    expect(neutralise('\n::error::pwned')).toBe('\\n::error::pwned');
    expect(neutralise('a::b')).toBe('a::b');
  });

  it('defuses the legacy ##[command] form anywhere in the line', () => {
    expect(neutralise('x ##[add-mask]secret ###[error]y')).toBe('x ## [add-mask]secret ### [error]y');
  });

  it('caps the result to the limit, ellipsis included, without splitting characters', () => {
    expect(neutralise('abc', 3)).toBe('abc');
    expect(neutralise('abcd', 3)).toBe('ab…');
    expect(neutralise('😀'.repeat(10), 5)).toBe('😀😀😀😀…');
    const long = neutralise('x'.repeat(5_000_000));
    expect(long).toHaveLength(1000);
    expect(long.endsWith('…')).toBe(true);
    expect(neutralise('\u001b'.repeat(10), 8)).toBe('\\u001b\\…');
    expect(neutralise('abc', 0)).toBe('');
  });

  it('always gives one inert line, and is idempotent', () => {
    const hostile = fc
      .array(
        fc.constantFrom('\n', '\r', ':', '::', '#', '##[', '[', '\u001b', ' ', '\t', 'a', '😀', '\u2028', '\u0085', '\ud800', '\udc00', '%0A', '\\'),
        { maxLength: 40 },
      )
      .map((parts) => parts.join(''));
    const anyText = fc.oneof(hostile, fc.string({ unit: 'binary', maxLength: 60 }));
    fc.assert(
      fc.property(anyText, fc.integer({ min: 0, max: 50 }), (s, limit) => {
        const out = neutralise(s, limit);
        // eslint-disable-next-line no-control-regex
        expect(out).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
        expect(out).not.toMatch(/^\s*::/);
        expect(out).not.toContain('##[');
        expect(Array.from(out).length).toBeLessThanOrEqual(limit);
        expect(neutralise(out, limit)).toBe(out);
        expect(wellFormed(out)).toBe(true);
      }),
      { numRuns: runs(2000) },
    );
  });
});

describe('escapeHtml', () => {
  it('escapes HTML and Markdown-active characters as numeric entities', () => {
    expect(escapeHtml('<img src=x onerror=alert(1)>')).toBe('&#60;img src=x onerror=alert(1)&#62;');
    expect(escapeHtml(`&<>"'|\`[]*_\\#!~$`)).toBe(
      '&#38;&#60;&#62;&#34;&#39;&#124;&#96;&#91;&#93;&#42;&#95;&#92;&#35;&#33;&#126;&#36;',
    );
    expect(escapeHtml('[link](http://x)')).toBe('&#91;link&#93;(http://x)');
    expect(escapeHtml('a\r\nb\u0007c')).toBe('a&#13;&#10;b&#65533;c');
    expect(escapeHtml('plain text, 1.0 café')).toBe('plain text, 1.0 café');
  });
});

describe('workflow command escaping', () => {
  it('encodes data and properties as the runner decodes them', () => {
    expect(escapeCommandData('50% a\r\nb: c, d')).toBe('50%25 a%0D%0Ab: c, d');
    expect(escapeCommandProperty('50% a\r\nb: c, d')).toBe('50%25 a%0D%0Ab%3A c%2C d');
    expect(escapeCommandData('%0A')).toBe('%250A');
    const value = 'a%3A:b,%25\n';
    const parsed = parseCommand(`::error file=${escapeCommandProperty(value)}::${escapeCommandData(value)}`);
    expect(parsed).toEqual({ command: 'error', properties: { file: value }, data: value });
  });
});

describe('buildAnnotations', () => {
  it('past the cap, annotates the first finding of each rule in each file first, so one noisy file or rule hides nothing else', () => {
    const noisy = file('public/blog/sitemap.xml', [
      ...Array.from({ length: 30 }, (_, i) => err('loc-out-of-scope', `out ${i}`, i + 2, 3)),
      err('loc-host', 'host', 40, 3),
    ]);
    const index = file('public/sitemap_index.xml', [err('index-nested', 'nested', 3, 3)]);
    const fr = file('public/fr/sitemap.xml.gz', [err('lastmod-format', 'date', 9, 14), { rule: 'loc-fragment', severity: 'warning', message: 'frag', line: 5, column: 3 }]);
    const result = buildAnnotations(makeRun([noisy, index, fr]), 5);
    expect(result.annotations.map((a) => `${a.severity} ${a.file}:${a.line} ${a.title}`)).toEqual([
      'error public/blog/sitemap.xml:2 loc-out-of-scope',
      'error public/blog/sitemap.xml:3 loc-out-of-scope',
      'error public/blog/sitemap.xml:40 loc-host',
      'error public/fr/sitemap.xml.gz:9 lastmod-format',
      'error public/sitemap_index.xml:3 index-nested',
      'warning public/fr/sitemap.xml.gz:5 loc-fragment',
    ]);
    expect(result.omitted).toBe(28);
    // A file with more rules than the cap still leaves one annotation to each other file.
    const many = file('public/a.xml', ['loc-host', 'loc-scheme', 'loc-invalid', 'loc-port', 'loc-empty', 'loc-not-absolute'].map((r, i) => err(r, r, i + 2, 3)));
    expect(buildAnnotations(makeRun([many, index]), 3).annotations.map((a) => `${a.file}:${a.line} ${a.title}`)).toEqual([
      'public/a.xml:2 loc-host',
      'public/a.xml:3 loc-scheme',
      'public/sitemap_index.xml:3 index-nested',
    ]);
    // Under the cap, every finding, in report order.
    expect(buildAnnotations(makeRun([noisy, index, fr]), 100).annotations).toHaveLength(34);
  });

  it('builds one annotation per finding, most severe first', () => {
    const result = buildAnnotations(smallRun(), 10);
    expect(result).toEqual({
      annotations: [
        { severity: 'error', file: 'public/sitemap-empty.xml', title: 'url-count', message: 'The urlset has no url entries. https://github.com/sitemap-contract/sitemap-contract/blob/v1/docs/rules/url-count.md' },
        {
          severity: 'error',
          file: 'public/sitemap.xml',
          line: 7,
          column: 5,
          title: 'loc-host',
          message: 'The host "evil.example" is not one of the allowed hosts (www.example.org). https://github.com/sitemap-contract/sitemap-contract/blob/v1/docs/rules/loc-host.md',
        },
        {
          severity: 'warning',
          file: 'public/sitemap.xml',
          line: 3,
          column: 5,
          title: 'loc-fragment',
          message: 'The URL has a fragment "#top"; crawlers drop it. https://github.com/sitemap-contract/sitemap-contract/blob/v1/docs/rules/loc-fragment.md',
        },
      ],
      omitted: 0,
    });
    expect(Object.keys(result.annotations[1] ?? {})).toEqual(['severity', 'file', 'line', 'column', 'title', 'message']);
  });

  it('orders by severity, then path, then position with file-level findings first', () => {
    const run = makeRun([
      file('b.xml', [
        { rule: 'r-notice', severity: 'notice', message: 'n', line: 1, column: 1 },
        err('r2', 'b 9:1', 9, 1),
        err('r1', 'b 2:8', 2, 8),
        { rule: 'r-warning', severity: 'warning', message: 'w', line: 1, column: 1 },
        err('r0', 'b file'),
        err('r3', 'b 2:3', 2, 3),
      ]),
      file('a.xml', [err('r4', 'a 5:1', 5, 1), { rule: 'r-warning', severity: 'warning', message: 'a w' }]),
      file('B.xml', [err('r5', 'B 1:1', 1, 1)]),
    ]);
    const { annotations } = buildAnnotations(run, 100);
    expect(annotations.map((a) => `${a.severity} ${a.message}`)).toEqual([
      'error B 1:1',
      'error a 5:1',
      'error b file',
      'error b 2:3',
      'error b 2:8',
      'error b 9:1',
      'warning a w',
      'warning w',
      'notice n',
    ]);
  });

  it('caps each severity and says how many more are in the job summary', () => {
    const errors = Array.from({ length: 25 }, (_, i) => err('loc-host', `error ${i + 1}`, i + 1, 3));
    const run = makeRun([file('sitemap.xml', errors)]);
    const result = buildAnnotations(run, 10);
    expect(result.annotations).toHaveLength(10);
    expect(result.annotations.every((a) => a.severity === 'error')).toBe(true);
    expect(result.annotations.map((a) => a.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.omitted).toBe(15);
    expect(result.overflowNotice).toEqual({
      severity: 'notice',
      title: 'max-annotations',
      message:
        '15 more findings (15 errors) are not annotated: at most 10 annotations per severity are shown (max-annotations). The log lists the findings kept for each file, and the job summary as many as fit.',
    });
  });

  it('counts the findings past the cap of a file from the run totals', () => {
    // A file whose list stopped at 3 findings, though it has 1,000 errors and 5 warnings.
    const run = makeRun([file('big.xml', [err('e', 'e', 1, 1), err('e', 'e', 2, 1), { rule: 'findings-capped', severity: 'notice', message: 'capped' }])]);
    run.totals = { ...run.totals, errors: 1000, warnings: 5, notices: 1 };
    const result = buildAnnotations(run, 1);
    expect(result.omitted).toBe(1004);
    expect(result.overflowNotice?.message).toMatch(/^1,?004 more findings \(999 errors, 5 warnings\) are not annotated/);
    // No cap reached (every finding of the lists annotated): no notice; findings-capped says the rest.
    const all = buildAnnotations(run, Number.MAX_SAFE_INTEGER);
    expect(all.annotations).toHaveLength(3);
    expect([all.omitted, all.overflowNotice]).toEqual([0, undefined]);
  });

  it('applies the cap per severity', () => {
    const run = makeRun([
      file('a.xml', [
        ...Array.from({ length: 3 }, (_, i): Finding => ({ rule: 'w', severity: 'warning', message: 'w', line: i + 1, column: 1 })),
        ...Array.from({ length: 12 }, (_, i): Finding => ({ rule: 'n', severity: 'notice', message: 'n', line: i + 1, column: 1 })),
        ...Array.from({ length: 25 }, (_, i) => err('e', 'e', i + 1, 1)),
      ]),
    ]);
    const result = buildAnnotations(run, 10);
    // The overflow notice is the tenth notice GitHub shows.
    expect(result.annotations.map((a) => a.severity)).toEqual([
      ...Array<Severity>(10).fill('error'),
      ...Array<Severity>(3).fill('warning'),
      ...Array<Severity>(9).fill('notice'),
    ]);
    expect(result.omitted).toBe(18);
    expect(result.overflowNotice?.message).toMatch(/^18 more findings \(15 errors, 3 notices\) are not annotated/);
    const none = buildAnnotations(run, 0);
    expect(none.annotations).toEqual([]);
    expect(none.omitted).toBe(40);
    // Annotations the caller writes besides (notes, the step's failure) take their room within GitHub's 10.
    const reserved = buildAnnotations(run, 10, { notice: 2, error: 1 });
    expect(reserved.annotations.map((a) => a.severity)).toEqual([
      ...Array<Severity>(9).fill('error'),
      ...Array<Severity>(3).fill('warning'),
      ...Array<Severity>(7).fill('notice'),
    ]);
    // Within GitHub's limit nothing is taken: a cap of 4 stays 4 with two notes.
    expect(buildAnnotations(run, 4, { notice: 2, error: 1 }).annotations.filter((a) => a.severity === 'notice')).toHaveLength(4);
    // A larger cap than GitHub's is kept as given.
    expect(buildAnnotations(run, 30, { notice: 2, error: 1 }).annotations).toHaveLength(40);
  });

  it('says when a cap above GitHub\'s annotates more of a kind than GitHub shows, and writes that notice first', () => {
    const run = makeRun([
      file('a.xml', [
        ...Array.from({ length: 12 }, (_, i): Finding => ({ rule: 'w', severity: 'warning', message: 'w', line: i + 1, column: 1 })),
        ...Array.from({ length: 25 }, (_, i) => err('e', 'e', i + 1, 1)),
      ]),
    ]);
    const all = buildAnnotations(run, 50);
    expect(all.annotations).toHaveLength(37);
    expect(all.omitted).toBe(0);
    expect(all.overflowNotice).toEqual({
      severity: 'notice',
      title: 'max-annotations',
      message:
        'GitHub shows 10 annotations of each kind per step: of the 25 errors and 12 warnings annotated (max-annotations: 50), those past the 10th of each kind are not shown. The log lists the findings kept for each file, and the job summary as many as fit.',
    });
    const commands = renderWorkflowCommands(all).split('\n');
    expect(commands[0]).toMatch(/^::notice title=max-annotations::GitHub shows 10 annotations/);
    expect(commands[1]).toMatch(/^::error file=a.xml,line=1,col=1,title=e::e$/);
    // Cut by the cap too: both said.
    expect(buildAnnotations(run, 20).overflowNotice?.message).toBe(
      '5 more findings (5 errors) are not annotated: at most 20 annotations per severity are shown (max-annotations). GitHub shows 10 annotations of each kind per step: of the 20 errors and 12 warnings annotated (max-annotations: 20), those past the 10th of each kind are not shown. The log lists the findings kept for each file, and the job summary as many as fit.',
    );
    // The step's own annotations count: ten errors and its failure are eleven.
    const ten = makeRun([file('a.xml', Array.from({ length: 10 }, (_, i) => err('e', 'e', i + 1, 1)))]);
    expect(buildAnnotations(ten, 11).overflowNotice).toBeUndefined();
    expect(buildAnnotations(ten, 11, { error: 1 }).overflowNotice?.message).toMatch(
      /^GitHub shows 10 annotations of each kind per step: of the 10 errors annotated \(max-annotations: 11\), those past the 10th of each kind, the step's own annotations counted, are not shown\./,
    );
    // Ten notices (a note among them) are all shown: a notice written only to say so would be
    // the eleventh, and push the last of them out of sight.
    const notice = (i: number): Finding => ({ rule: 'n', severity: 'notice', message: 'n', line: i + 1, column: 1 });
    const notices = makeRun([file('a.xml', Array.from({ length: 9 }, (_, i) => notice(i)))]);
    expect(buildAnnotations(notices, 11).overflowNotice).toBeUndefined();
    expect(buildAnnotations(notices, 11, { notice: 1 }).overflowNotice).toBeUndefined();
    const tenNotices = makeRun([file('a.xml', Array.from({ length: 10 }, (_, i) => notice(i)))]);
    expect(buildAnnotations(tenNotices, 11).overflowNotice).toBeUndefined();
    expect(buildAnnotations(tenNotices, 11, { notice: 1 }).overflowNotice?.message).toMatch(
      /^GitHub shows 10 annotations of each kind per step: of the 10 notices annotated \(max-annotations: 11\), those past the 10th of each kind, the step's own annotations counted, are not shown\./,
    );
    // A notice written for findings left out is one of the notices: with nine more, it is the eleventh.
    const cut = makeRun([file('a.xml', [...Array.from({ length: 12 }, (_, i) => err('e', 'e', i + 1, 1)), ...Array.from({ length: 10 }, (_, i) => notice(i))])]);
    expect(buildAnnotations(cut, 11).overflowNotice?.message).toBe(
      '1 more finding (1 error) is not annotated: at most 11 annotations per severity are shown (max-annotations). GitHub shows 10 annotations of each kind per step: of the 11 errors and 10 notices annotated (max-annotations: 11), those past the 10th of each kind are not shown. The log lists the findings kept for each file, and the job summary as many as fit.',
    );
  });
});

describe('noteAnnotations', () => {
  it(`keeps up to ${MAX_NOTE_ANNOTATIONS} notes; past that, the first ${MAX_NOTE_ANNOTATIONS - 1} and one that counts the rest`, () => {
    const notes = ['n1', 'n2', 'n3', 'n4', 'n5', 'n6'];
    expect(noteAnnotations(notes.slice(0, 4), 'in the log above')).toEqual(['n1', 'n2', 'n3', 'n4']);
    expect(noteAnnotations(notes.slice(0, 5), 'in the log above')).toEqual(['n1', 'n2', 'n3', '2 more notes of the run are in the log above.']);
    expect(noteAnnotations(notes, 'in the log above')).toEqual(['n1', 'n2', 'n3', '3 more notes of the run are in the log above.']);
  });
});

describe('renderWorkflowCommands', () => {
  it('renders one command line per annotation', () => {
    expect(renderWorkflowCommands(buildAnnotations(smallRun(), 10))).toBe(
      '::error file=public/sitemap-empty.xml,title=url-count::The urlset has no url entries. https://github.com/sitemap-contract/sitemap-contract/blob/v1/docs/rules/url-count.md\n' +
        '::error file=public/sitemap.xml,line=7,col=5,title=loc-host::The host "evil.example" is not one of the allowed hosts (www.example.org). https://github.com/sitemap-contract/sitemap-contract/blob/v1/docs/rules/loc-host.md\n' +
        '::warning file=public/sitemap.xml,line=3,col=5,title=loc-fragment::The URL has a fragment "#top"; crawlers drop it. https://github.com/sitemap-contract/sitemap-contract/blob/v1/docs/rules/loc-fragment.md\n',
    );
  });

  it('starts with the overflow notice, which names no file', () => {
    const run = makeRun([file('s.xml', [err('a', 'one', 1, 1), err('b', 'two', 2, 1)])]);
    expect(renderWorkflowCommands(buildAnnotations(run, 1))).toBe(
      '::notice title=max-annotations::1 more finding (1 error) is not annotated: at most 1 annotation per severity is shown (max-annotations). The log lists the findings kept for each file, and the job summary as many as fit.\n' +
        '::error file=s.xml,line=1,col=1,title=a::one\n',
    );
    expect(renderWorkflowCommands({ annotations: [] })).toBe('');
  });
});

describe('buildJsonReport / renderJson', () => {
  it('has the INTERFACE.md shape, with the rest of the policy after its four keys', () => {
    const run = makeRun([file('public/sitemap.xml', [err('loc-host', '...', 7, 5)])]);
    const report = buildJsonReport(run, { name: 'sitemap-contract', version: 'x.y.z' });
    expect(report).toStrictEqual({
      version: 1,
      tool: { name: 'sitemap-contract', version: 'x.y.z' },
      policy: {
        profile: 'protocol',
        hosts: ['www.example.org'],
        maxBytes: 52428800,
        maxUrls: 50000,
        requireHttps: false,
        lastmod: 'w3c',
        rules: {},
        failOn: 'error',
        siteDir: '.',
        checkPages: false,
      },
      files: [
        {
          path: 'public/sitemap.xml',
          kind: 'urlset',
          bytes: 1234,
          entries: 2,
          findings: [{ rule: 'loc-host', severity: 'error', message: '...', line: 7, column: 5 }],
        },
      ],
      totals: { files: 1, entries: 2, errors: 1, warnings: 0, notices: 0 },
      passed: false,
    });
  });

  it('renders deterministic JSON: files by path, findings by position, file-level first, no line/column for them', () => {
    expect(renderJson(buildJsonReport(smallRun(), TOOL))).toBe(`{
  "version": 1,
  "tool": {
    "name": "sitemap-contract",
    "version": "1.2.3"
  },
  "policy": {
    "profile": "protocol",
    "hosts": [
      "www.example.org"
    ],
    "maxBytes": 52428800,
    "maxUrls": 50000,
    "requireHttps": false,
    "lastmod": "w3c",
    "rules": {},
    "failOn": "error",
    "siteDir": ".",
    "checkPages": false
  },
  "files": [
    {
      "path": "public/robots.txt",
      "kind": "robots",
      "bytes": 60,
      "entries": 1,
      "findings": []
    },
    {
      "path": "public/sitemap-empty.xml",
      "kind": "urlset",
      "bytes": 90,
      "entries": 0,
      "findings": [
        {
          "rule": "url-count",
          "severity": "error",
          "message": "The urlset has no url entries."
        }
      ]
    },
    {
      "path": "public/sitemap.xml",
      "kind": "urlset",
      "bytes": 1234,
      "entries": 2,
      "findings": [
        {
          "rule": "loc-fragment",
          "severity": "warning",
          "message": "The URL has a fragment \\"#top\\"; crawlers drop it.",
          "line": 3,
          "column": 5
        },
        {
          "rule": "loc-host",
          "severity": "error",
          "message": "The host \\"evil.example\\" is not one of the allowed hosts (www.example.org).",
          "line": 7,
          "column": 5
        }
      ]
    }
  ],
  "totals": {
    "files": 3,
    "entries": 3,
    "errors": 2,
    "warnings": 1,
    "notices": 0
  },
  "passed": false,
  "notes": [
    "Checked 3 files."
  ]
}
`);
  });

  it('does not modify the run', () => {
    const run = smallRun();
    const before = JSON.stringify(run);
    buildJsonReport(run, TOOL);
    renderSummary(run);
    renderText(run);
    buildAnnotations(run, 1);
    expect(JSON.stringify(run)).toBe(before);
  });
});

describe('renderSummary', () => {
  it('renders totals, the rules at a glance, the findings by file, then one row per file', () => {
    expect(renderSummary(smallRun())).toBe(
      `## sitemap-contract: ❌ failed

**Totals:** 3 files, 3 entries, 2 errors, 1 warning, 0 notices. **Verdict:** ❌ failed (fail-on: error)

<ul>
<li>Checked 3 files.</li>
</ul>

### Findings by rule

<table>
<thead><tr><th>Rule</th><th>Count</th><th>Files</th><th>First place</th><th>Fix</th></tr></thead>
<tbody>
<tr><td>❌&nbsp;<a href="https://github.com/sitemap-contract/sitemap-contract/blob/v1/docs/rules/loc-host.md"><code>loc-host</code></a></td><td>1</td><td>1</td><td><code>public/sitemap.xml:7:5</code></td><td>List only URLs on the hosts the policy allows (hosts): a staging, preview or CDN host is a leak of the build.</td></tr>
<tr><td>❌&nbsp;<a href="https://github.com/sitemap-contract/sitemap-contract/blob/v1/docs/rules/url-count.md"><code>url-count</code></a></td><td>1</td><td>1</td><td><code>public/sitemap-empty.xml</code></td><td>Keep each sitemap between 1 and max-urls (50,000) entries: split a larger one and list the parts in a sitemap index.</td></tr>
<tr><td>⚠️&nbsp;<a href="https://github.com/sitemap-contract/sitemap-contract/blob/v1/docs/rules/loc-fragment.md"><code>loc-fragment</code></a></td><td>1</td><td>1</td><td><code>public/sitemap.xml:3:5</code></td><td>Remove the &#35;fragment: list the URL of the page alone.</td></tr>
</tbody>
</table>

### Findings by file

<details open>
<summary><code>public/sitemap-empty.xml</code>: 1 error, 0 warnings, 0 notices</summary>
<table>
<thead><tr><th>Line</th><th>Finding</th></tr></thead>
<tbody>
<tr><td>❌&nbsp;—</td><td><a href="https://github.com/sitemap-contract/sitemap-contract/blob/v1/docs/rules/url-count.md"><code>url-count</code></a> The urlset has no url entries.</td></tr>
</tbody>
</table>
</details>

<details open>
<summary><code>public/sitemap.xml</code>: 1 error, 1 warning, 0 notices</summary>
<table>
<thead><tr><th>Line</th><th>Finding</th></tr></thead>
<tbody>
<tr><td>⚠️&nbsp;<code>3:5</code></td><td><a href="https://github.com/sitemap-contract/sitemap-contract/blob/v1/docs/rules/loc-fragment.md"><code>loc-fragment</code></a> The URL has a fragment &#34;&#35;top&#34;; crawlers drop it.</td></tr>
<tr><td>❌&nbsp;<code>7:5</code></td><td><a href="https://github.com/sitemap-contract/sitemap-contract/blob/v1/docs/rules/loc-host.md"><code>loc-host</code></a> The host &#34;evil.example&#34; is not one of the allowed hosts (www.example.org).</td></tr>
</tbody>
</table>
</details>

### Files

<table>
<thead><tr><th>File</th><th>Kind</th><th>Entries</th><th>Bytes</th><th>Errors</th><th>Warnings</th><th>Notices</th><th>Verdict</th></tr></thead>
<tbody>
<tr><td><code>public/robots.txt</code></td><td>robots</td><td>1</td><td>60</td><td>0</td><td>0</td><td>0</td><td>✅ passed</td></tr>
<tr><td><code>public/sitemap-empty.xml</code></td><td>urlset</td><td>0</td><td>90</td><td>1</td><td>0</td><td>0</td><td>❌ failed</td></tr>
<tr><td><code>public/sitemap.xml</code></td><td>urlset</td><td>2</td><td>1,234</td><td>1</td><td>1</td><td>0</td><td>❌ failed</td></tr>
</tbody>
</table>
`,
    );
  });

  it('renders a passing run without findings', () => {
    const run = makeRun([], ['No files matched the paths **/sitemap*.xml.']);
    expect(renderSummary(run)).toBe(
      `## sitemap-contract: ✅ passed

**Totals:** 0 files, 0 entries, 0 errors, 0 warnings, 0 notices. **Verdict:** ✅ passed (fail-on: error)

<ul>
<li>No files matched the paths &#42;&#42;/sitemap&#42;.xml.</li>
</ul>
`,
    );
  });

  it('judges each file by fail-on', () => {
    const p = resolvePolicy({ failOn: 'warning', now: new Date('2026-01-31T12:00:00Z') });
    const run = makeRun([file('w.xml', [{ rule: 'loc-fragment', severity: 'warning', message: 'w', line: 1, column: 1 }])], [], p);
    expect(run.passed).toBe(false);
    expect(renderSummary(run)).toContain('<tr><td><code>w.xml</code></td><td>urlset</td><td>2</td><td>1,234</td><td>0</td><td>1</td><td>0</td><td>❌ failed</td></tr>');
  });

  it('counts a capped file by its counts, and notes findings that were only counted', () => {
    // One error listed, 3 counted: 2 past the per-file cap.
    const capped = file('c.xml', [err('loc-host', 'h', 1, 1)], { counts: { errors: 3, warnings: 0, notices: 0 } });
    const run = { ...makeRun([capped]), totals: { files: 1, entries: 2, errors: 3, warnings: 0, notices: 0 }, passed: false };
    const out = renderSummary(run);
    expect(out).toContain('<tr><td><code>c.xml</code></td><td>urlset</td><td>2</td><td>1,234</td><td>3</td><td>0</td><td>0</td><td>❌ failed</td></tr>');
    expect(out).toContain('<summary><code>c.xml</code>: 3 errors, 0 warnings, 0 notices</summary>');
    // A file whose only finding was counted but not kept: no findings table, the note all the same.
    const bare = file('d.xml', [], { counts: { errors: 1, warnings: 0, notices: 0 } });
    const dropped = renderSummary({ ...makeRun([bare]), totals: { files: 1, entries: 2, errors: 1, warnings: 0, notices: 0 }, passed: false });
    const note =
      "<p><strong>1 more finding is not shown: 1 was counted but not kept (at most 1,000 findings are kept per file; each such file's findings-capped notice names the rules).</strong></p>";
    expect(dropped.split(note).length - 1).toBe(2);
  });

  it('stays under the cap with 100,000 findings and says how many are not shown', () => {
    // Notices in the first files, errors in the last: the errors must still be shown first. 500
    // rules of 20 findings per file: no rule has more than the summary lists of one rule in a file.
    const files: FileResult[] = [];
    for (let f = 0; f < 10; f++) {
      const severity: Severity = f < 8 ? 'notice' : 'error';
      files.push(
        file(
          `site/part-${f}/sitemap.xml`,
          Array.from({ length: 10_000 }, (_, i): Finding => ({
            rule: `${severity === 'error' ? 'loc-host' : 'lastmod-imprecise'}-${i % 500}`,
            severity,
            message: `Entry ${i}: the value "https://www.example.org/a/very/long/path/${i}?q=<x>&y=|z|" is not accepted.`,
            line: i + 2,
            column: 3,
          })),
        ),
      );
    }
    const run = makeRun(files);
    const started = performance.now();
    const summary = renderSummary(run);
    expect(performance.now() - started).toBeLessThan(10_000);
    const bytes = Buffer.byteLength(summary, 'utf8');
    expect(bytes).toBeLessThanOrEqual(SUMMARY_MAX_BYTES);
    expect(bytes).toBeGreaterThan(SUMMARY_MAX_BYTES - 4096);
    const note = /<strong>([\d,]+) more findings are not shown; see the JSON report or the CLI output\.<\/strong>/g;
    const notes = [...summary.matchAll(note)];
    expect(notes).toHaveLength(2);
    const omitted = Number(notes[0]?.[1]?.replace(/,/g, ''));
    const findingRows = (s: string): string[] => s.slice(s.indexOf('### Findings by file')).split('\n').filter((l) => l.startsWith('<tr><td>❌&nbsp;') || l.startsWith('<tr><td>ℹ️&nbsp;'));
    const shownRows = findingRows(summary);
    expect(shownRows.length + omitted).toBe(100_000);
    // Every rule at a glance, with its count, before the findings.
    expect(summary.match(/<tr><td>❌&nbsp;<code>loc-host-\d+<\/code><\/td><td>40<\/td><td>2<\/td>/g)).toHaveLength(500);
    expect(shownRows.length).toBeGreaterThan(1000);
    expect(shownRows.every((l) => l.startsWith('<tr><td>❌&nbsp;'))).toBe(true);
    // All ten files are still in the table.
    expect(summary.match(/<tr><td><code>site\/part-/g)).toHaveLength(10);
    // The note again at the end of the findings, before the file table.
    expect(summary).toContain('</strong></p>\n\n### Files\n');
  });

  it('tells findings that did not fit from findings past the per-file cap, which no report lists', () => {
    // Two files past the cap: 1,000 kept findings each (one of them the findings-capped notice), 4,000 counted in all.
    const capped = (name: string): FileResult =>
      file(name, [
        { rule: 'findings-capped', severity: 'notice', message: '1,001 more findings are not listed.' },
        ...Array.from({ length: 999 }, (_, i) => err(`rule-${i % 50}`, `Entry ${i}: the loc "/x${i}" is not an absolute URL.`, i + 2, 3)),
      ]);
    const run = makeRun([capped('a/sitemap.xml'), capped('b/sitemap.xml')]);
    run.totals.errors = 3998;
    const all = renderSummary(run);
    const note = '<strong>2,000 more findings are not shown: 2,000 were counted but not kept (at most 1,000 findings are kept per file';
    // At the top and at the end.
    expect(all.split(note)).toHaveLength(3);
    // A small summary: some kept findings do not fit either.
    const small = renderSummary(run, { maxBytes: 60_000 });
    const m = /<strong>([\d,]+) more findings are not shown: ([\d,]+) are in the JSON report or the CLI output, and 2,000 were counted but not kept/.exec(small);
    expect(m).not.toBeNull();
    const shownRows = small.slice(small.indexOf('### Findings by file')).split('\n').filter((l) => l.startsWith('<tr><td>❌&nbsp;') || l.startsWith('<tr><td>ℹ️&nbsp;')).length;
    expect(shownRows + Number(m![2]!.replace(/,/g, ''))).toBe(2000);
    expect(Number(m![1]!.replace(/,/g, ''))).toBe(Number(m![2]!.replace(/,/g, '')) + 2000);
    expect(Buffer.byteLength(small, 'utf8')).toBeLessThanOrEqual(60_000);
    // The action's summary says where the rest is in a workflow run.
    const action = renderSummary(run, { maxBytes: 60_000, elsewhere: 'the step log' });
    expect(action).toMatch(/<strong>[\d,]+ more findings are not shown: [\d,]+ are in the step log, and 2,000 were counted but not kept/);
    expect(action).not.toContain('CLI output');
  });

  it('shows the first finding of each file and of each rule before the rest of a noisy file', () => {
    const noisy = file('a/sitemap.xml', [
      ...Array.from({ length: 3000 }, (_, i) => err(`priority-value-${i % 30}`, `Entry ${i}: the priority is not a decimal between 0.0 and 1.0.`, i + 2, 3)),
      err('changefreq-value', 'late changefreq fault', 4000, 3),
    ]);
    const quiet = file('z/sitemap.xml', [err('index-nested', 'the one fault of z', 3, 3)]);
    const summary = renderSummary(makeRun([noisy, quiet]), { maxBytes: 20_000 });
    expect(Buffer.byteLength(summary, 'utf8')).toBeLessThanOrEqual(20_000);
    expect(summary).toContain('the one fault of z');
    expect(summary).toContain('late changefreq fault');
    expect(summary).toContain('Entry 0: the priority');
    // Each noisy rule says how many more it has in the file (100 each, at most 20 of them listed),
    // so no finding is left to the note on omitted ones.
    expect(summary).not.toContain('more findings are not shown');
    expect(summary.match(/<tr><td colspan="2">… and \d+ more <code>priority-value-\d+<\/code> findings in this file<\/td><\/tr>/g)).toHaveLength(30);
  });

  it('never exceeds a custom cap, for files, notes and findings alike', () => {
    const files = Array.from({ length: 300 }, (_, i) =>
      file(`f${String(i).padStart(3, '0')}.xml`, [err('loc-host', `m${i} ${'é'.repeat(50)}`, 1, 1)]),
    );
    const run = makeRun(files, Array.from({ length: 50 }, (_, i) => `note ${i} ${'€'.repeat(100)}`));
    for (const maxBytes of [0, 10, 100, 500, 1000, 2000, 5000, 20_000, 100_000]) {
      const summary = renderSummary(run, { maxBytes });
      expect(Buffer.byteLength(summary, 'utf8')).toBeLessThanOrEqual(maxBytes);
      expect(wellFormed(summary)).toBe(true);
    }
    const mid = renderSummary(run, { maxBytes: 20_000 });
    expect(mid).toMatch(/<strong>[\d,]+ more files are not shown; see the JSON report or the CLI output\.<\/strong>/);
    // The findings come before the file table: some are shown, and the rest are counted.
    const shownOf = Number(/<strong>(\d+) more findings are not shown/.exec(mid)?.[1]);
    expect(shownOf).toBeGreaterThan(0);
    expect(shownOf).toBeLessThan(300);
    expect(mid.match(/<tr><td>❌&nbsp;<code>1:1<\/code><\/td><td><a href="[^"]+"><code>loc-host<\/code><\/a>/g)).toHaveLength(300 - shownOf);
    const full = renderSummary(run, { maxBytes: 10_000_000 });
    expect(full).not.toContain('not shown');
  });
});

describe('renderText', () => {
  it('renders one line per finding, then totals and verdict', () => {
    expect(renderText(smallRun())).toBe(
      'public/sitemap-empty.xml  error    url-count  The urlset has no url entries.\n' +
        'public/sitemap.xml:3:5  warning  loc-fragment  The URL has a fragment "#top"; crawlers drop it.\n' +
        'public/sitemap.xml:7:5  error    loc-host  The host "evil.example" is not one of the allowed hosts (www.example.org).\n' +
        '\n' +
        'note: Checked 3 files.\n' +
        '3 files, 3 entries: 2 errors, 1 warning, 0 notices\n' +
        'failed\n',
    );
    expect(renderText(makeRun([file('ok.xml', [], { entries: 1 })]))).toBe('1 file, 1 entry: 0 errors, 0 warnings, 0 notices\npassed\n');
  });

  it('adds only its own colour codes', () => {
    const colored = renderText(smallRun(), { color: true });
    expect(colored).toContain('\u001b[31merror\u001b[0m    \u001b[2murl-count\u001b[0m');
    expect(colored.endsWith('\u001b[1;31mfailed\u001b[0m\n')).toBe(true);
    expect(colored.replace(/\u001b\[[0-9;]*m/g, '')).toBe(renderText(smallRun()));
  });
});

describe('renderText: the comparison with another build (compare-to)', () => {
  const compared = (c: Partial<SiteComparison>): RunResult => ({
    ...makeRun([file('ok.xml', [], { entries: 1 })], ['Checked 1 file.']),
    comparison: { compareTo: 'base', before: 10, after: 13, added: { count: 6, first: [] }, removed: { count: 3, first: [] }, moved: { count: 0, first: [] }, ...c },
  });
  const line = (c: Partial<SiteComparison>): string => renderText(compared(c)).split('\n')[1]!;

  it('says it in one line between the notes and the totals', () => {
    expect(renderText(compared({ maxRemoved: '0', allowed: 0 }))).toBe(
      'note: Checked 1 file.\n' +
        'Compared with base: 3 removed, 6 added, 0 moved between sitemaps (max-removed 0 allows 0: urls-removed)\n' +
        '1 file, 1 entry: 0 errors, 0 warnings, 0 notices\n' +
        'passed\n',
    );
    expect(line({})).toBe('Compared with base: 3 removed, 6 added, 0 moved between sitemaps');
    expect(line({ maxRemoved: '50%', allowed: 5 })).toBe('Compared with base: 3 removed, 6 added, 0 moved between sitemaps (max-removed 50% allows 5)');
    expect(line({ removed: { count: 12_345, first: [] }, maxRemoved: '100', allowed: 100 })).toBe('Compared with base: 12,345 removed, 6 added, 0 moved between sitemaps (max-removed 100 allows 100: urls-removed)');
  });

  it('says when max-removed was not judged, the comparison is incomplete or was not made', () => {
    const unread = { count: 2, first: [{ sitemap: 'base/sitemap.xml', rule: 'xml-not-well-formed', line: 3, column: 1, message: 'x' }] };
    expect(line({ unread, maxRemoved: '5', notJudged: '2 sitemaps of "base" could not be read whole, so the URLs removed may be more than counted' })).toBe(
      'Compared with base: 3 removed, 6 added, 0 moved between sitemaps (max-removed 5 was not judged: 2 sitemaps of "base" could not be read whole, so the URLs removed may be more than counted); incomplete: 2 sitemaps of it could not be read whole, so the removals counted are the least there are',
    );
    expect(line({ unread: { ...unread, count: 1 }, maxRemoved: '0', allowed: 0 })).toBe('Compared with base: 3 removed, 6 added, 0 moved between sitemaps (max-removed 0 allows 0: urls-removed); incomplete: a sitemap of it could not be read whole, so the removals counted are the least there are');
    const notMade = { problem: 'no sitemap listing pages was found', before: 0, after: 0, added: { count: 0, first: [] }, removed: { count: 0, first: [] }, maxRemoved: '0', notJudged: 'the comparison was not made' };
    expect(line(notMade)).toBe('Compared with base: the comparison was not made: no sitemap listing pages was found; max-removed 0 was not judged');
    expect(line({ ...notMade, maxRemoved: undefined })).toBe('Compared with base: the comparison was not made: no sitemap listing pages was found');
  });

  it('neutralises the folder and max-removed', () => {
    const text = renderText(compared({ compareTo: 'base\n::error::pwned\u001b[2J ##[add-mask]x', maxRemoved: '0\n::warning::x', allowed: 0 }));
    expect(text).not.toMatch(/[\u001b]|##\[/);
    expect(text.split('\n').filter((l) => l.trimStart().startsWith('::'))).toEqual([]);
    expect(text.split('\n')[1]).toBe('Compared with base\\n::error::pwned\\u001b[2J ## [add-mask]x: 3 removed, 6 added, 0 moved between sitemaps (max-removed 0\\n::warning::x allows 0: urls-removed)');
  });
});

describe('untrusted text cannot hijack any output', () => {
  const HOSTILE = [
    '\n::error::pwned',
    '%0A::error::pwned',
    '::stop-commands::x',
    '  ::add-mask::secret',
    '\u001b[31mred\u001b[0m\u001b]0;title\u0007',
    '\u009b31m',
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    'a | b | c',
    '`code` ``x``',
    '[link](http://x) ![img](http://x/i.png)',
    '\r\n##[add-mask]secret',
    'x ##[stop-commands]tok',
    '\u2028::warning::x\u2029y\u0085z',
    'line1\n\n# Heading\n\n<img src=x>',
    'a%25b%0Dc,d:e',
  ];
  const hostileRun = (): RunResult =>
    makeRun(
      [
        file(
          '\n::error::pwned.xml',
          HOSTILE.map((m, i) => err(`rule-${i}`, m, i + 1, 1)),
        ),
        file('::stop-commands::x/sitemap.xml', [err('loc-host', '<script>alert(1)</script>')]),
        file('dir,with:odd%0Achars <img src=x>|`[x](y)`.xml', [err('::error::rule', '\u001b[2J', 1, 1), err('url-count', 'file level \n::error::x')]),
      ],
      ['\n::error::note', '<script>note</script>'],
    );
  const totalFindings = HOSTILE.length + 3;

  it('workflow commands: one command per annotation, nothing else', () => {
    const run = hostileRun();
    const result = buildAnnotations(run, 100);
    const output = renderWorkflowCommands(result);
    expect(output.endsWith('\n')).toBe(true);
    const outputLines = lines(output.slice(0, -1));
    // More errors than GitHub shows: the notice that says so comes first.
    expect(result.overflowNotice?.message).toMatch(/^GitHub shows 10 annotations of each kind per step/);
    expect(parseCommand(outputLines[0]!)?.command).toBe('notice');
    expect(outputLines).toHaveLength(totalFindings + 1);
    for (const [i, line] of outputLines.slice(1).entries()) {
      const parsed = parseCommand(line);
      expect(parsed).toBeDefined();
      const a = result.annotations[i];
      expect(parsed?.command).toBe(a?.severity);
      expect(Object.keys(parsed?.properties ?? {}).every((k) => ['file', 'line', 'col', 'title'].includes(k))).toBe(true);
      expect(parsed?.properties.file).toBe(a?.file);
      expect(parsed?.properties.title).toBe(a?.title);
      expect(parsed?.data).toBe(a?.message);
      expect(parsed?.data).not.toMatch(/[\r\n\u2028\u2029\u0085\u001b]/);
      expect(line).not.toContain('##[');
    }
    expect(result.annotations.map((a) => a.file)).toContain(': :stop-commands::x/sitemap.xml');
    // Annotation messages themselves are inert lines.
    for (const a of result.annotations) {
      expect(`${a.file}${a.title}${a.message}`).not.toMatch(/[\r\n\u2028\u2029\u0085\u001b\u009b]/);
      expect(a.message).not.toMatch(/^\s*::/);
      expect(a.title).not.toMatch(/^\s*::/);
    }
  });

  it('terminal text: no escape sequence, no workflow command, one line per finding', () => {
    const text = renderText(hostileRun());
    expect(text).not.toContain('\u001b');
    expect(text).not.toContain('\u009b');
    expect(text).not.toContain('##[');
    const outputLines = lines(text.slice(0, -1));
    // findings + blank + 2 notes + totals + verdict
    expect(outputLines).toHaveLength(totalFindings + 5);
    for (const line of outputLines) expect(line.trimStart().startsWith('::')).toBe(false);
    expect(text).toContain('\\n::error::pwned.xml:1:1  error    rule-0  \\n::error::pwned\n');
    expect(text).toContain('\n: :stop-commands::x/sitemap.xml  error    loc-host  <script>alert(1)</script>\n');
    expect(text).toContain('rule-4  \\u001b[31mred\\u001b[0m\\u001b]0;title\\u0007\n');
    const colored = renderText(hostileRun(), { color: true });
    expect(colored.replace(/\u001b\[(0|2|31|33|36|1;31|1;32)m/g, '')).not.toMatch(/[\u001b\u009b]/);
  });

  it('job summary: no tag, link, code span or table cell from untrusted text', () => {
    const summary = renderSummary(hostileRun());
    expect(summary).not.toMatch(/<img|<script|<\/script/i);
    expect(summary).not.toContain('|');
    expect(summary).not.toContain('`');
    expect(summary).not.toContain('[link]');
    expect(summary).not.toContain('](');
    expect(summary).not.toContain('##[');
    expect(summary).not.toMatch(/[\u001b\u009b\r\u2028\u2029\u0085]/);
    for (const line of lines(summary)) expect(line.trimStart().startsWith('::')).toBe(false);
    // The structure is ours alone: rows and cells are exactly the expected ones.
    // The by-rule table (a header, one row of 5 cells per rule), a findings table per file (a header,
    // a row of 2 cells per finding), the file table (a header, a row of 8 cells per file).
    const rules = HOSTILE.length + 3;
    expect(summary.match(/<tr>/g)).toHaveLength(1 + rules + 3 + totalFindings + 1 + 3);
    expect(summary.match(/<td>/g)).toHaveLength(5 * rules + totalFindings * 2 + 3 * 8);
    expect(summary.match(/<li>/g)).toHaveLength(2);
    // Untrusted text never spans lines, so no blank line can end an HTML block early.
    const body = summary.slice(summary.indexOf('<table>'));
    const blocks = body.split('\n\n');
    for (const block of blocks) {
      const opens = (block.match(/<table>/g) ?? []).length;
      expect((block.match(/<\/table>/g) ?? []).length).toBe(opens);
    }
    expect(summary).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(summary).toContain('&#91;link&#93;(http://x)');
  });

  it('JSON: exact values that parse back, printed safely', () => {
    const run = hostileRun();
    const report = buildJsonReport(run, TOOL);
    const json = renderJson(report);
    expect(JSON.parse(json)).toStrictEqual(report);
    expect(report.files.flatMap((f) => f.findings.map((x) => x.message))).toContain('\r\n##[add-mask]secret');
    expect(json).not.toContain('##[');
    expect(json).not.toMatch(/[\u001b\u009b\r\u2028\u2029\u0085]/);
    for (const line of lines(json)) expect(line.trimStart().startsWith('::')).toBe(false);
  });
});
