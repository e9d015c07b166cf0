/**
 * Well-formedness faults as sitemaps really have them (minified on one line, or pretty-printed),
 * each one finding at its place (1-based line, column in characters), naming what is wrong and
 * the fix (src/core/checks/xml-faults.ts, src/core/checks/xml.ts). Where xmllint places the fault
 * elsewhere, the comment says which is right and why.
 */
import { describe, expect, it } from 'vitest';
import { XmlTokenizer, type XmlError } from '../src/core/xml/index.js';
import { check, NS } from './support/sitemap.js';

const DECL = '<?xml version="1.0" encoding="UTF-8"?>';
const PAGE = 'https://www.beispiel.de/';
const IMAGE = 'http://www.google.com/schemas/sitemap-image/1.1';

/** A pretty-printed urlset of the given lines. */
function pretty(...body: string[]): string {
  return [DECL, `<urlset xmlns="${NS}">`, ...body, '</urlset>', ''].join('\n');
}

interface Case {
  name: string;
  doc: string;
  /** The one finding: rule, line and column. */
  at: string;
  /** Words the message must hold (what is wrong, and the fix). */
  words: RegExp[];
}

const CASES: Case[] = [
  {
    // xmllint: "Specification mandates value for attribute bad", at the ">" after it.
    name: 'an attribute without a value is named, at its name',
    doc: pretty('  <url bad>', `    <loc>${PAGE}</loc>`, '  </url>'),
    at: 'xml-not-well-formed 3:8',
    words: [/the attribute "bad" has no value/, /name="value"/, /Remove it, or give it a value in quotes/],
  },
  {
    name: 'an attribute without a value in a minified file, at its name',
    doc: `${DECL}<urlset xmlns="${NS}"><url><loc>${PAGE}a</loc></url><url priority><loc>${PAGE}b</loc></url></urlset>`,
    at: `xml-not-well-formed 1:${`${DECL}<urlset xmlns="${NS}"><url><loc>${PAGE}a</loc></url><url `.length + 1}`,
    words: [/the attribute "priority" has no value/],
  },
  {
    // xmllint reports the line of the ">" (5); the fault is the attribute, on line 4.
    name: 'an attribute without a value in a tag written over several lines, at its name',
    doc: `${DECL}\n<urlset\n  xmlns="${NS}"\n  async\n>\n  <url><loc>${PAGE}</loc></url>\n</urlset>\n`,
    at: 'xml-not-well-formed 4:3',
    words: [/the attribute "async" has no value/],
  },
  {
    // As xmllint: at the character where the quote should be.
    name: 'an unquoted value is named by its attribute, where the quote should be',
    doc: `${DECL}\n<urlset xmlns=${NS}>\n  <url><loc>${PAGE}</loc></url>\n</urlset>\n`,
    at: 'xml-not-well-formed 2:15',
    words: [/the value of the attribute "xmlns" is not in quotes/, /double or single quotes/],
  },
  {
    name: 'typographic quotes pasted from a word processor are named',
    doc: `${DECL}\n<urlset xmlns=\u201c${NS}\u201d>\n  <url><loc>${PAGE}</loc></url>\n</urlset>\n`,
    at: 'xml-not-well-formed 2:15',
    words: [/typographic quote "\u201c" \(U\+201C\)/, /use straight quotes/],
  },
  {
    // xmllint: "Unescaped '<' not allowed in attributes values" at line 3; the fault is the quote never closed on line 2.
    name: 'an attribute value whose closing quote is missing is reported at the attribute, not at the next "<"',
    doc: `${DECL}\n<urlset xmlns='${NS}>\n  <url><loc>${PAGE}</loc></url>\n</urlset>\n`,
    at: 'xml-not-well-formed 2:9',
    words: [/the value of the attribute "xmlns" runs on to the "<" at line 3, column 3/, /closing quote missing/],
  },
  {
    name: 'a "<" inside a value on one line stays at the "<", naming the attribute',
    doc: pretty(`  <url note="a<b"><loc>${PAGE}</loc></url>`),
    at: 'xml-not-well-formed 3:15',
    words: [/cannot stand in the value of the attribute "note"; write it as &lt;/],
  },
  {
    // Pasted from a web page or a word processor: it looks like a space.
    name: 'a no-break space after a tag name is named as one, with the fix',
    doc: pretty('  <url\u00a0>', `    <loc>${PAGE}</loc>`, '  </url>'),
    at: 'xml-not-well-formed 3:7',
    words: [/the no-break space U\+00A0 at line 3, column 7 cannot stand in an element name/, /It looks like a space/, /write a plain space/],
  },
  {
    name: 'a PHP warning printed in HTML before the sitemap is one finding, not a root element and a second one',
    doc: `<br />\n<b>Warning</b>:  Undefined variable $x in <b>/var/www/sitemap.php</b> on line <b>12</b><br />\n${pretty(`  <url><loc>${PAGE}</loc></url>`)}`,
    at: 'xml-not-well-formed 1:1',
    words: [/a PHP message \("Warning: {2}Undefined variable \$x in \/var\/www\/sitemap\.php on line 12"\)/, /display_errors off/],
  },
  {
    name: 'a PHP message printed as text before the sitemap says so',
    doc: `Deprecated: Function create_function() is deprecated in /var/www/sitemap.php on line 3\n${pretty(`  <url><loc>${PAGE}</loc></url>`)}`,
    at: 'xml-not-well-formed 1:1',
    words: [/text stands outside the root element/, /a PHP message \("Deprecated: Function/, /display_errors off/],
  },
  {
    name: 'a PHP message printed after the sitemap says so',
    doc: `${pretty(`  <url><loc>${PAGE}</loc></url>`)}Notice: Undefined index: page in /var/www/sitemap.php on line 40\n`,
    at: 'xml-not-well-formed 5:1',
    words: [/text stands outside the root element/, /The text is a PHP message \("Notice: Undefined index/, /display_errors off/],
  },
  {
    name: 'JSON served as the sitemap says so',
    doc: '{"error":"not found"}\n',
    at: 'xml-not-well-formed 1:1',
    words: [/starts like JSON, not XML/],
  },
  {
    name: 'two sitemaps written into one file: the second XML declaration is the fault',
    doc: pretty(`  <url><loc>${PAGE}a</loc></url>`) + pretty(`  <url><loc>${PAGE}b</loc></url>`),
    at: 'xml-not-well-formed 5:1',
    words: [/an XML declaration \(<\?xml \.\.\.\?>\) stands after the root element/, /two sitemaps written into one file/],
  },
  {
    name: 'a second XML declaration before the root',
    doc: `${DECL}\n${DECL}\n<urlset xmlns="${NS}"><url><loc>${PAGE}</loc></url></urlset>\n`,
    at: 'xml-not-well-formed 2:1',
    words: [/a second XML declaration/, /remove this one/],
  },
  {
    name: 'an XML declaration inside the root element',
    doc: `<urlset xmlns="${NS}">\n${DECL}\n  <url><loc>${PAGE}</loc></url>\n</urlset>\n`,
    at: 'xml-not-well-formed 2:1',
    words: [/here it stands inside the element <urlset>: move it to the first line/],
  },
  {
    name: 'a root element closed too early: the second root names where the first ended',
    doc: pretty(`  <url><loc>${PAGE}a</loc></url>`, '</urlset>', `  <url><loc>${PAGE}b</loc></url>`),
    at: 'xml-not-well-formed 5:3',
    words: [/a second root element starts here/, /The root element <urlset> ended at line 4, column 1: if that end tag came too early, move it/],
  },
  {
    name: 'a CDATA section before the root is called one',
    doc: `${DECL}\n<![CDATA[x]]>\n<urlset xmlns="${NS}"><url><loc>${PAGE}</loc></url></urlset>\n`,
    at: 'xml-not-well-formed 2:1',
    words: [/a CDATA section \(<!\[CDATA\[ \]\]>\) stands outside the root element/, /remove it, or move it into the element/],
  },
  {
    // xmllint reports the end of the input; the element left open is where the fix goes (docs/positions.md).
    name: 'a file cut short inside a loc names the element and the likely cause',
    doc: `${DECL}\n<urlset xmlns="${NS}">\n  <url><loc>${PAGE}a</loc></url>\n  <url>\n    <loc>https://www.acme-sh`,
    at: 'xml-not-well-formed 5:5',
    words: [/The element <loc> is never closed: the input ends at line 5, column 29/, /cut short/, /else add <\/loc> where the element ends/],
  },
  {
    name: 'a file cut short inside a tag says it may have been cut short',
    doc: `${DECL}<urlset xmlns="${NS}"><url><loc>${PAGE}a</loc></url><ur`,
    at: `xml-not-well-formed 1:${`${DECL}<urlset xmlns="${NS}"><url><loc>${PAGE}a</loc></url>`.length + 1}`,
    words: [/This tag \(<\) is never closed/, /If the file was cut short .*write it again whole\.$/],
  },
  {
    name: 'a wrong end tag names itself and the element open',
    doc: pretty('  <url>', `    <loc>${PAGE}</loc>`, '  </urls>'),
    at: 'xml-not-well-formed 5:3',
    words: [/the end tag <\/urls> does not close <url>, opened at line 3, column 3/, /is <\/url> missing before it, or is the end tag misspelt/],
  },
  {
    name: 'an end tag that differs only in case says names are case-sensitive',
    doc: pretty('  <url>', `    <loc>${PAGE}</LOC>`, '  </url>'),
    at: `xml-not-well-formed 4:${`    <loc>${PAGE}`.length + 1}`,
    words: [/the end tag <\/LOC> does not close <loc>/, /element names are case-sensitive/],
  },
  {
    name: 'an XML declaration without spaces between its values says where',
    doc: `<?xml version="1.0"encoding="UTF-8"?>\n<urlset xmlns="${NS}"><url><loc>${PAGE}</loc></url></urlset>\n`,
    at: 'xml-not-well-formed 1:20',
    words: [/malformed \(a space is missing between two of its values, at line 1, column 20\)/],
  },
  {
    name: 'an XML declaration without its version',
    doc: `<?xml encoding="UTF-8"?>\n<urlset xmlns="${NS}"><url><loc>${PAGE}</loc></url></urlset>\n`,
    at: 'xml-not-well-formed 1:7',
    words: [/malformed \(it has no version, which must come first\)/],
  },
  {
    // Not "the version is not 1.x": the "'" is what is wrong (xmllint: "String not closed expecting \" or '").
    name: 'an XML declaration whose version closes with the other quote',
    doc: `<?xml version="1.0' encoding="UTF-8"?>\n<urlset xmlns="${NS}"><url><loc>${PAGE}</loc></url></urlset>\n`,
    at: 'xml-not-well-formed 1:19',
    words: [/malformed \("'" at line 1, column 19 cannot stand in its version\)/],
  },
  {
    name: 'an XML declaration with an "=" missing',
    doc: `<?xml version "1.0"?>\n<urlset xmlns="${NS}"><url><loc>${PAGE}</loc></url></urlset>\n`,
    at: 'xml-not-well-formed 1:15',
    words: [/malformed \(the version has no "=" before its value, at line 1, column 15\)/],
  },
  {
    name: 'an XML declaration with a field of another name',
    doc: `<?xml version="1.0" charset="UTF-8"?>\n<urlset xmlns="${NS}"><url><loc>${PAGE}</loc></url></urlset>\n`,
    at: 'xml-not-well-formed 1:21',
    words: [/malformed \("charset" at line 1, column 21 is none of version, encoding and standalone\)/],
  },
  {
    name: 'an XML declaration with a "?" before its end',
    doc: `<?xml version="1.0"? >\n<urlset xmlns="${NS}"><url><loc>${PAGE}</loc></url></urlset>\n`,
    at: 'xml-not-well-formed 1:20',
    words: [/malformed \(its "\?" at line 1, column 20 must be followed at once by ">"\)/],
  },
  {
    name: 'an XML declaration with a standalone that is not yes or no',
    doc: `<?xml version="1.0" standalone="true"?>\n<urlset xmlns="${NS}"><url><loc>${PAGE}</loc></url></urlset>\n`,
    at: 'xml-not-well-formed 1:37',
    words: [/malformed \(standalone must be "yes" or "no"\)/],
  },
];

describe('well-formedness faults as a site owner meets them', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const r = await check(c.doc);
      expect(r.findings.map((f) => `${f.rule} ${f.line}:${f.column}`)).toEqual([c.at]);
      for (const w of c.words) expect(r.findings[0]!.message).toMatch(w);
      expect(r.findings[0]!.message).not.toMatch(/[\r\n]/);
    });
  }
});

/** The first error the tokenizer reports on `doc`, with the given limits, on both paths (fast and code point loop). */
function firstError(doc: string, limits: ConstructorParameters<typeof XmlTokenizer>[1] = {}): XmlError {
  const seen: XmlError[] = [];
  for (const fast of [true, false]) {
    let first: XmlError | undefined;
    const tok = new XmlTokenizer({ token: () => {}, error: (e) => (first ??= e) }, { ...limits, fast });
    tok.write(doc);
    tok.end();
    seen.push(first!);
  }
  expect(seen[0]).toEqual(seen[1]);
  return seen[0]!;
}

describe('the tokenizer says which kind of fault it found (detail), and where the attribute at fault starts (nameAt)', () => {
  it('gives each malformed XML declaration its kind', () => {
    const body = `<urlset xmlns="${NS}"/>`;
    const kinds: Array<[string, string, string | undefined]> = [
      ['<?xml version="1.0"encoding="UTF-8"?>', 'no-space', undefined],
      ['<?xml version "1.0"?>', 'no-equals', 'version'],
      ['<?xml version=1.0?>', 'unquoted', 'version'],
      ['<?xml encoding="UTF-8"?>', 'no-version', 'encoding'],
      ['<?xml?>', 'no-version', undefined],
      ['<?xml version="1.0" charset="UTF-8"?>', 'unknown', 'charset'],
      ['<?xml version="1.0" standalone="no" encoding="UTF-8"?>', 'order', 'encoding'],
      ['<?xml version="1.0" standalone="true"?>', 'value', 'standalone'],
      // A character no field holds is found as it is read, before the field is known; one a field cannot hold, in that field.
      ['<?xml version="1.0" encoding="UTF;8"?>', 'char', undefined],
      [`<?xml version="1.0' encoding="UTF-8"?>`, 'char', 'version'],
      ['<?xml version="1.0" encoding="UTF-8">', 'end', undefined],
      ['<?xml version="1.0"?x>', 'end', 'xml'],
    ];
    for (const [decl, detail, name] of kinds) {
      const e = firstError(`${decl}\n${body}`);
      expect([decl, e.code, e.detail, e.name]).toEqual([decl, 'xml-decl-invalid', detail, name]);
    }
  });

  it('gives a "/" not followed by ">" in a start tag, and each reserved namespace, its kind', () => {
    expect(firstError(`<urlset xmlns="${NS}"/ >`)).toMatchObject({ code: 'tag-invalid', detail: 'slash' });
    expect(firstError('<r xmlns:xmlns="urn:x"/>')).toMatchObject({ code: 'ns-reserved', detail: 'xmlns-declared' });
    expect(firstError('<r xmlns:xml="urn:x"/>')).toMatchObject({ code: 'ns-reserved', detail: 'xml-namespace' });
    expect(firstError('<r xmlns:p="http://www.w3.org/2000/xmlns/"/>')).toMatchObject({ code: 'ns-reserved', detail: 'xmlns-namespace' });
    expect(firstError('<xmlns:r/>')).toMatchObject({ code: 'ns-reserved', detail: 'element-xmlns' });
  });

  it('gives the place of the attribute at fault', () => {
    expect(firstError('<r\n  a b="1"/>')).toMatchObject({ code: 'attribute-no-value', name: 'a', nameAt: { line: 2, column: 3 }, line: 2, column: 5 });
    expect(firstError('<r  a=1/>')).toMatchObject({ code: 'attribute-unquoted', name: 'a', nameAt: { line: 1, column: 5 }, line: 1, column: 7 });
    expect(firstError("<r a='x>\n<s/>")).toMatchObject({ code: 'attribute-lt', name: 'a', nameAt: { line: 1, column: 4 }, text: 'x> ', line: 2, column: 1 });
  });

  it('says in which construct a name or a value passes its limit', () => {
    const long = 'n'.repeat(20);
    const at = (doc: string, limits: object): string | undefined => firstError(doc, limits).open?.what;
    expect(at(`<${long}/>`, { maxNameLength: 10 })).toBe('tag');
    expect(at(`<r ${long}="1"/>`, { maxNameLength: 10 })).toBe('tag');
    expect(at(`<r></${long}>`, { maxNameLength: 10 })).toBe('end tag');
    expect(at(`<?${long} x?><r/>`, { maxNameLength: 10 })).toBe('pi');
    expect(at(`<!DOCTYPE ${long}><r/>`, { maxNameLength: 10 })).toBe('doctype');
    expect(at(`<!--${long}--><r/>`, { maxValueLength: 10 })).toBe('comment');
    expect(at(`<?p ${long}?><r/>`, { maxValueLength: 10 })).toBe('pi');
    expect(at(`<r a="${long}"/>`, { maxValueLength: 10 })).toBe('tag');
  });
});

describe('PHP code that never ran (php-code)', () => {
  it('is one finding per file, at the first <?php, with the count; the values it sits in are not judged', async () => {
    const doc = pretty(
      `  <url><loc>${PAGE}<?php echo $slug; ?></loc><lastmod><?php echo date('c'); ?></lastmod></url>`,
      `  <url><loc>${PAGE}<?PHP echo $other; ?></loc></url>`,
      `  <url><loc>${PAGE}pricing</loc><lastmod>not a date</lastmod></url>`,
    );
    const r = await check(doc, {});
    expect(r.findings.map((f) => `${f.rule} ${f.line}:${f.column}`)).toEqual([`php-code 3:${`  <url><loc>${PAGE}`.length + 1}`, 'lastmod-format 5:59']);
    expect(r.findings[0]!.message).toMatch(/^PHP code \(<\?php \.\.\. \?>\) stands here: the file is a PHP template served or built as it is, and the code never ran\. .* Run the template through PHP, or write the values in \(reported once per file: this is the first of 3\)\.$/);
    expect(r.counts).toEqual({ errors: 2, warnings: 0, notices: 0 });
  });

  it('is an error in every profile, where other processing instructions are judged by the profile', async () => {
    const doc = `${DECL}\n<?xml-stylesheet href="/s.xsl"?>\n<urlset xmlns="${NS}"><url><loc>${PAGE}<?php echo 1; ?></loc></url></urlset>\n`;
    for (const profile of ['protocol', 'google', 'strict'] as const) {
      const rows = (await check(doc, { profile })).findings.map((f) => `${f.rule} ${f.severity}`);
      expect(rows, profile).toEqual(profile === 'strict' ? ['processing-instruction error', 'php-code error'] : ['php-code error']);
    }
  });
});
