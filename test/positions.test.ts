/**
 * Exact positions where the XML parser reports late: a raw `&` is reported at the `&` itself,
 * not at the next `;` (which may be many lines later, or nowhere), and constructs left open until
 * the end of the input are reported where they opened, with the end-of-input position in the
 * message. Each case is also checked gzip-compressed, split into stream chunks at every offset
 * (and into 1-byte chunks), and with non-ASCII characters before the fault on the same line, so
 * that columns are seen to count code points (not UTF-16 units, not bytes).
 */
import { describe, it, expect } from 'vitest';
import { gzipSync } from 'node:zlib';
import { checkStream } from '../src/core/read/engine.js';
import { resolvePolicy } from '../src/core/policy/policy.js';
import type { Finding } from '../src/core/types.js';
import { check, endOf, locate, NS, summary, utf8 } from './support/sitemap.js';

const POLICY = resolvePolicy({});
const DECL = '<?xml version="1.0" encoding="UTF-8"?>';
const PAGE = 'https://www.beispiel.de/';

/** Three code points before the fault: 2, 3 and 4 UTF-8 bytes; 1, 1 and 2 UTF-16 units. */
const WIDE = '\u00e9\u4e2d\u{1F600}';
/** The same as a comment, for places where text is not allowed. */
const WIDE_COMMENT = `<!--${WIDE}-->`;
const codePoints = (s: string): number => [...s].length;

/** Lines 1-5: declaration, root, a first `<url>`; then `lines` from line 6. */
function doc(...lines: string[]): string {
  return `${[DECL, `<urlset xmlns="${NS}">`, '  <url>', `    <loc>${PAGE}a</loc>`, '  </url>', ...lines].join('\n')}\n`;
}

/** The end of a document after a second `<url>` opened on line 6. */
const REST = ['  </url>', '</urlset>'];

/** Twenty entries, one of them with an escaped `&`. */
const TWENTY = Array.from({ length: 20 }, (_, i) => `  <url><loc>${PAGE}${i}${i === 17 ? '?x=1&amp;y=2' : ''}</loc></url>`);

interface Case {
  name: string;
  /** The document, with `pre` written on the fault's line before the fault. */
  doc: (pre: string) => string;
  /** What `pre` is for the non-ASCII variant. */
  wide: string;
  line: number;
  /** Column of the fault when `pre` is empty. */
  column: number;
  message: RegExp;
  /** The message names the end of the input. */
  eof?: boolean;
}

const AMP = /A literal & must be written &amp;/;

const cases: Case[] = [
  {
    name: 'a raw & in a loc, with no ; anywhere later in the file',
    doc: (pre) => doc('  <url>', `    <loc>${PAGE}${pre}?a=1&b=2</loc>`, ...REST),
    wide: WIDE,
    line: 7,
    column: 10 + PAGE.length + 4,
    message: AMP,
  },
  {
    name: 'a raw & in a loc, with an &amp; twenty lines down',
    doc: (pre) => doc('  <url>', `    <loc>${PAGE}${pre}?a=1&b=2</loc>`, '  </url>', ...TWENTY, '</urlset>'),
    wide: WIDE,
    line: 7,
    column: 10 + PAGE.length + 4,
    message: AMP,
  },
  {
    name: 'fish & chips',
    doc: (pre) => doc('  <url>', `    <loc>${PAGE}${pre}fish & chips</loc>`, ...REST),
    wide: WIDE,
    line: 7,
    column: 10 + PAGE.length + 5,
    message: AMP,
  },
  {
    name: 'a raw & in an attribute value',
    doc: (pre) => doc(`  <url title="${pre}fish & chips">`, `    <loc>${PAGE}b</loc>`, ...REST),
    wide: WIDE,
    line: 6,
    column: 15 + 5,
    message: AMP,
  },
  {
    name: 'a raw & at the very end of the input',
    doc: (pre) => doc('  <url>', `    <loc>${PAGE}${pre}?a=1&`).replace(/\n$/, ''),
    wide: WIDE,
    line: 7,
    column: 10 + PAGE.length + 4,
    message: AMP,
  },
  {
    name: 'the undefined entity &nbsp;',
    doc: (pre) => doc('  <url>', `    <loc>${PAGE}${pre}a&nbsp;b</loc>`, ...REST),
    wide: WIDE,
    line: 7,
    column: 10 + PAGE.length + 1,
    message: /&nbsp; is not defined.*&amp;/,
  },
  {
    name: 'the undefined entity &nbsp; in an attribute value',
    doc: (pre) => doc(`  <url title="${pre}a&nbsp;b">`, `    <loc>${PAGE}b</loc>`, ...REST),
    wide: WIDE,
    line: 6,
    column: 15 + 1,
    message: /&nbsp; is not defined/,
  },
  ...['&#;', '&#x;', '&#12a;', '&#x12g;', '&;', '&#X26;', '& ;'].map(
    (ref): Case => ({
      name: `the malformed reference ${ref}`,
      doc: (pre) => doc('  <url>', `    <loc>${PAGE}${pre}a${ref}b</loc>`, ...REST),
      wide: WIDE,
      line: 7,
      column: 10 + PAGE.length + 1,
      message: AMP,
    }),
  ),
  ...['&#0;', '&#x1F;', '&#xD800;', '&#xFFFE;', '&#1114112;'].map(
    (ref): Case => ({
      name: `the character reference ${ref} to a character XML does not allow`,
      doc: (pre) => doc('  <url>', `    <loc>${PAGE}${pre}a${ref}b</loc>`, ...REST),
      wide: WIDE,
      line: 7,
      column: 10 + PAGE.length + 1,
      message: /names a character that XML does not allow/,
    }),
  ),
  {
    name: 'a comment left open',
    doc: (pre) => doc(`  ${pre}<!-- never closed`, '  <url>', `    <loc>${PAGE}b</loc>`, ...REST),
    wide: WIDE_COMMENT,
    line: 6,
    column: 3,
    message: /comment \(<!--\) is never closed/,
    eof: true,
  },
  {
    name: 'a CDATA section left open',
    doc: (pre) => doc('  <url>', `    <loc>${pre}<![CDATA[${PAGE}b</loc>`, ...REST),
    wide: WIDE_COMMENT,
    line: 7,
    column: 10,
    message: /CDATA section \(<!\[CDATA\[\) is never closed/,
    eof: true,
  },
  {
    name: 'a processing instruction left open',
    doc: (pre) => doc(`  ${pre}<?foo bar`, '  <url>', `    <loc>${PAGE}b</loc>`, ...REST),
    wide: WIDE_COMMENT,
    line: 6,
    column: 3,
    message: /processing instruction \(<\?\) is never closed/,
    eof: true,
  },
  {
    name: 'elements left open: reported at the innermost one',
    doc: (pre) => doc(`  ${pre}<url>`, `    <loc>${PAGE}b</loc>`),
    wide: WIDE_COMMENT,
    line: 6,
    column: 3,
    message: /The element <url> is never closed/,
    eof: true,
  },
  {
    name: 'a start tag left open',
    doc: (pre) => doc(`  ${pre}<url`, `    id="b"`),
    wide: WIDE_COMMENT,
    line: 6,
    column: 3,
    message: /tag \(<\) is never closed/,
    eof: true,
  },
  {
    name: 'an attribute value left open: reported at its quote',
    doc: (pre) => doc(`  ${pre}<url title="a`, '  b c'),
    wide: WIDE_COMMENT,
    line: 6,
    column: 14,
    message: /attribute value \("\) is never closed/,
    eof: true,
  },
  {
    name: "an attribute value in ' left open",
    doc: (pre) => doc(`  ${pre}<url title='a`),
    wide: WIDE_COMMENT,
    line: 6,
    column: 14,
    message: /attribute value \('\) is never closed/,
    eof: true,
  },
  {
    name: 'text before the root element (reported by the parser at the next <)',
    doc: (pre) => `${pre}Warning: headers already sent\n<urlset xmlns="${NS}">\n  <url>\n    <loc>${PAGE}b</loc>\n  </url>\n</urlset>\n`,
    wide: WIDE_COMMENT,
    line: 1,
    column: 1,
    message: /text stands outside the root element/,
  },
  {
    name: 'text with an &amp; before the root element (reported by the parser at the &)',
    doc: (pre) => `${pre}  fish &amp; chips\n<urlset xmlns="${NS}">\n  <url>\n    <loc>${PAGE}b</loc>\n  </url>\n</urlset>\n`,
    wide: WIDE_COMMENT,
    line: 1,
    column: 3,
    message: /text stands outside the root element/,
  },
  {
    name: 'text before the root element with a character XML forbids on its second line (reported where the text starts)',
    doc: (pre) => `${pre}abc\n\u001b\n<urlset xmlns="${NS}">\n  <url>\n    <loc>${PAGE}b</loc>\n  </url>\n</urlset>\n`,
    wide: WIDE_COMMENT,
    line: 1,
    column: 1,
    message: /text stands outside the root element/,
  },
  {
    name: 'a character XML forbids that starts the text before the root element',
    doc: (pre) => `${pre}\n \u0002abc\n<urlset xmlns="${NS}">\n  <url>\n    <loc>${PAGE}b</loc>\n  </url>\n</urlset>\n`,
    wide: '',
    line: 2,
    column: 2,
    message: /the control character U\+0002 at line 2, column 2 is not allowed anywhere in an XML 1\.0 document/,
  },
  {
    name: 'text after the root element with a character XML forbids (reported where the text starts)',
    doc: (pre) => `${doc('  <url>', `    <loc>${PAGE}b</loc>`, ...REST)}\n  ${pre}debug:\u0007 3 queries\n`,
    wide: WIDE_COMMENT,
    line: 11,
    column: 3,
    message: /text stands outside the root element/,
  },
  {
    name: 'a character XML forbids in a comment before the root element (not text)',
    doc: (pre) => `${pre}<!-- a\u0001 -->\n<urlset xmlns="${NS}">\n  <url>\n    <loc>${PAGE}b</loc>\n  </url>\n</urlset>\n`,
    wide: WIDE_COMMENT,
    line: 1,
    column: 7,
    message: /the control character U\+0001 at line 1, column \d+ is not allowed anywhere/,
  },
  {
    name: 'text after the root element (reported by the parser at the end of the input)',
    doc: (pre) => `${doc('  <url>', `    <loc>${PAGE}b</loc>`, ...REST)}\n  ${pre}debug: 3 queries\n`,
    wide: WIDE_COMMENT,
    line: 11,
    column: 3,
    message: /text stands outside the root element/,
  },
  {
    name: 'a CDATA section after the root element',
    doc: (pre) => `${doc('  <url>', `    <loc>${PAGE}b</loc>`, ...REST)}  ${pre}<![CDATA[x]]>\n`,
    wide: WIDE_COMMENT,
    line: 10,
    column: 3,
    message: /a CDATA section \(<!\[CDATA\[ \]\]>\) stands outside the root element/,
  },
  {
    name: 'an end tag that does not match (reported by the parser at its >)',
    doc: (pre) => doc('  <url>', `    <loc>${PAGE}b</loc>`, `  ${pre}</urx>`, '</urlset>'),
    wide: WIDE_COMMENT,
    line: 8,
    column: 3,
    message: /the end tag <\/urx> does not close <url>, opened at line 6, column 3/,
  },
  {
    name: 'an end tag after the root element',
    doc: (pre) => `${doc('  <url>', `    <loc>${PAGE}b</loc>`, ...REST)}${pre}</urlset>\n`,
    wide: WIDE_COMMENT,
    line: 10,
    column: 1,
    message: /the end tag <\/urlset> closes no open element/,
  },
  {
    name: 'an XML declaration after a blank line (leading whitespace)',
    doc: (pre) => `\n  ${pre}${doc('  <url>', `    <loc>${PAGE}b</loc>`, ...REST)}`,
    wide: WIDE_COMMENT,
    line: 2,
    column: 3,
    message: /XML declaration \(<\?xml \.\.\.\?>\) must be at the very start of the file/,
  },
  {
    name: 'a declaration after the root element',
    doc: (pre) => `${doc('  <url>', `    <loc>${PAGE}b</loc>`, ...REST)}${pre}<!DOCTYPE urlset>\n`,
    wide: WIDE_COMMENT,
    line: 10,
    column: 1,
    message: /DOCTYPE/,
  },
  {
    name: 'a control character in a loc (named, with its position)',
    doc: (pre) => doc('  <url>', `    <loc>${PAGE}${pre}a\u0001b</loc>`, ...REST),
    wide: WIDE,
    line: 7,
    column: 10 + PAGE.length + 1,
    message: /^The XML is not well-formed: the control character U\+0001 at line 7, column \d+ is not allowed anywhere in an XML 1\.0 document \(XML 1\.0 section 2\.2\); remove it\.$/,
  },
  {
    name: 'the noncharacter U+FFFF in a loc',
    doc: (pre) => doc('  <url>', `    <loc>${PAGE}${pre}a\uffffb</loc>`, ...REST),
    wide: WIDE,
    line: 7,
    column: 10 + PAGE.length + 1,
    message: /the noncharacter U\+FFFF at line 7, column \d+ is not allowed anywhere/,
  },
  {
    name: 'a start tag left without its > (a < in the attribute list), at that <',
    doc: (pre) => doc(`  ${pre}<url <loc>${PAGE}b</loc>`, ...REST),
    wide: WIDE_COMMENT,
    line: 6,
    column: 8,
    message: /^The XML is not well-formed: "<" at line 6, column \d+ cannot stand in an attribute name\. Is a ">" missing before it\?$/,
  },
  {
    name: 'a character that cannot stand in an element name, at the character',
    doc: (pre) => doc(`  ${pre}<url\u00a7>`, `    <loc>${PAGE}b</loc>`, ...REST),
    wide: WIDE_COMMENT,
    line: 6,
    column: 7,
    message: /the character U\+00A7 at line 6, column \d+ cannot stand in an element name\.$/,
  },
  {
    name: 'an end tag with more than its name, at the character',
    doc: (pre) => doc('  <url>', `    <loc>${PAGE}b</loc x>`, `  ${pre}</url>`, '</urlset>'),
    wide: '',
    line: 7,
    column: 10 + PAGE.length + 7,
    message: /"x" at line 7, column \d+ cannot stand in an end tag, which holds only the element name \(<\/name>\)\.$/,
  },
  {
    name: 'a < in an attribute value',
    doc: (pre) => doc(`  ${pre}<url id="a<b">`, `    <loc>${PAGE}b</loc>`, ...REST),
    wide: WIDE_COMMENT,
    line: 6,
    column: 13,
    message: /^The XML is not well-formed: a "<" at line 6, column \d+ cannot stand in the value of the attribute "id"; write it as &lt;\.$/,
  },
];

async function* chunks(pieces: Uint8Array[]): AsyncGenerator<Uint8Array> {
  for (const p of pieces) yield p;
}

/** The findings of `bytes` fed to the stream pipeline in `pieces`. */
async function streamed(pieces: Uint8Array[]): Promise<Finding[]> {
  return (await checkStream(chunks(pieces), POLICY)).findings;
}

/** Every byte as a chunk of its own. */
function bytewise(bytes: Uint8Array): Uint8Array[] {
  return Array.from(bytes, (_, i) => bytes.subarray(i, i + 1));
}

const variants = cases.flatMap((c) => [
  { ...c, variant: 'ASCII', text: c.doc(''), col: c.column },
  ...(c.wide === '' ? [] : [{ ...c, variant: 'non-ASCII before it', text: c.doc(c.wide), col: c.column + codePoints(c.wide) }]),
]);

describe('positions of late-reported faults', () => {
  it.each(variants)('$name ($variant): at the fault', async (c) => {
    const r = await check(c.text, POLICY);
    const rule = /DOCTYPE/.test(c.message.source) ? 'dtd-forbidden' : 'xml-not-well-formed';
    expect(summary(r.findings)).toEqual([`${rule} ${c.line}:${c.col}`]);
    const f = r.findings[0]!;
    expect(f.message).toMatch(c.message);
    if (c.eof) {
      const end = endOf(c.text);
      expect(f.message).toContain(`the input ends at line ${end.line}, column ${end.column}`);
    }
  });

  it.each(variants)('$name ($variant): gzip-compressed', async (c) => {
    const plain = await check(c.text, POLICY);
    const gz = await check(new Uint8Array(gzipSync(utf8(c.text))), POLICY);
    expect(gz.findings).toEqual(plain.findings);
    // Also inflated from 1-byte chunks of the compressed stream.
    expect(await streamed(bytewise(new Uint8Array(gzipSync(utf8(c.text)))))).toEqual(plain.findings);
  });

  it.each(variants)('$name ($variant): split into chunks at every offset', async (c) => {
    const bytes = utf8(c.text);
    const whole = await streamed([bytes]);
    expect(whole).toEqual((await check(c.text, POLICY)).findings);
    for (let k = 0; k <= bytes.length; k++) {
      const got = await streamed([bytes.subarray(0, k), bytes.subarray(k)]);
      if (JSON.stringify(got) !== JSON.stringify(whole)) {
        expect({ split: k, findings: summary(got) }).toEqual({ split: k, findings: summary(whole) });
        expect(got).toEqual(whole);
      }
    }
    expect(await streamed(bytewise(bytes))).toEqual(whole);
  });
});

describe('characters XML forbids where they stand are named, with their own position', () => {
  it('names a control character after characters of 2, 3 and 4 UTF-8 bytes at its column in code points', async () => {
    const r = await check(doc('  <url>', `    <loc>${PAGE}${WIDE}a\u0001b</loc>`, ...REST), POLICY);
    const column = 10 + PAGE.length + codePoints(WIDE) + 1;
    expect(r.findings.map((f) => [f.rule, f.line, f.column, f.message])).toEqual([
      [
        'xml-not-well-formed',
        7,
        column,
        `The XML is not well-formed: the control character U+0001 at line 7, column ${column} is not allowed anywhere in an XML 1.0 document (XML 1.0 section 2.2); remove it.`,
      ],
    ]);
  });

  it('reports a character that cannot stand in a tag at the character it names (the annotation and the message agree)', async () => {
    const r = await check(doc(`  ${WIDE_COMMENT}<url <loc>${PAGE}b</loc>`, ...REST), POLICY);
    const at = 3 + codePoints(WIDE_COMMENT) + 5;
    expect(r.findings.map((f) => [f.line, f.column, f.message])).toEqual([
      [6, at, `The XML is not well-formed: "<" at line 6, column ${at} cannot stand in an attribute name. Is a ">" missing before it?`],
    ]);
  });
});

describe('a template in the place of a sitemap', () => {
  it('says so, whatever the chunks, for front matter and template tags; other stray text gets the plain message', async () => {
    const hint = 'The file starts like a template (front matter or {{ }} / {% %} tags), not a built sitemap';
    for (const text of [
      `---\nlayout: null\n---\n${DECL}\n<urlset xmlns="${NS}">{% for p in site.pages %}<url><loc>{{ p.url }}</loc></url>{% endfor %}</urlset>\n`,
      `  \n{{ printf "<?xml version=\\"1.0\\"?>" | safeHTML }}\n<urlset xmlns="${NS}"></urlset>\n`,
    ]) {
      const whole = await check(text, POLICY);
      expect(whole.findings.map((f) => f.rule)).toEqual(['xml-not-well-formed']);
      expect(whole.findings[0]!.message).toContain(hint);
      expect(await streamed(bytewise(utf8(text)))).toEqual(whole.findings);
    }
    const plain = await check(`hello\n<urlset xmlns="${NS}"></urlset>\n`, POLICY);
    expect(plain.findings[0]!.message).toBe(
      "The XML is not well-formed: text stands outside the root element; only white space, comments and processing instructions may stand before the root element's start tag or after its end tag (XML 1.0 section 2.1).",
    );
    // Text after the root element is no template.
    const after = await check(`<urlset xmlns="${NS}"><url><loc>${PAGE}</loc></url></urlset>\n---\n`, POLICY);
    expect(after.findings[0]!.message).not.toContain(hint);
  });
});

describe('faults in a start tag written over several lines', () => {
  it('are reported on the line that holds them, where the parser notices them (as xmllint does); on one line, at the tag', async () => {
    const multi = `<urlset\n  xmlns="${NS}"\n  xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"\n  b="x" c="y"d="z">\n<url><loc>${PAGE}</loc></url></urlset>\n`;
    expect(summary((await check(multi, POLICY)).findings)).toEqual(['xml-not-well-formed 4:14']);
    const missing = `<urlset xmlns="${NS}">\n  <url\n  <loc>${PAGE}</loc></url></urlset>\n`;
    const r = await check(missing, POLICY);
    expect(summary(r.findings)).toEqual(['xml-not-well-formed 3:3']);
    expect(r.findings[0]!.message).toContain('"<" at line 3, column 3 cannot stand in an attribute name. Is a ">" missing before it?');
    // A second root element, even one written over several lines, is reported at its '<'.
    const second = `<urlset xmlns="${NS}"><url><loc>${PAGE}</loc></url></urlset>\n\n<urlset\n  xmlns="${NS}">\n`;
    expect(summary((await check(second, POLICY)).findings)).toEqual(['xml-not-well-formed 3:1']);
    const single = `<urlset xmlns="${NS}"><url b="x" c="y"d="z"><loc>${PAGE}</loc></url></urlset>\n`;
    expect(summary((await check(single, POLICY)).findings)).toEqual([`xml-not-well-formed 1:${NS.length + 18}`]);
  });
});

describe('positions at the fault on a single line', () => {
  it('reports the example of the issue at the &', async () => {
    const text = `<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/fish & chips</loc></url></urlset>`;
    const r = await check(text);
    expect(summary(r.findings)).toEqual([`xml-not-well-formed 1:${text.indexOf('&') + 1}`]);
    expect(r.findings[0]!.message).toMatch(AMP);
  });

  it('reports an unclosed <url> at its start tag', async () => {
    const text = `<urlset xmlns="${NS}"><url><loc>${PAGE}</loc>`;
    const r = await check(text);
    expect(summary(r.findings)).toEqual(['xml-not-well-formed 1:61']);
    expect(r.findings[0]!.message).toBe(
      `The element <url> is never closed: the input ends at line 1, column ${text.length + 1}. If the file was cut short (a build, upload or deploy that stopped before its end), write it again whole; else add </url> where the element ends.`,
    );
  });

  it('counts columns in code points after characters of 2, 3 and 4 UTF-8 bytes', async () => {
    const text = `<urlset xmlns="${NS}"><!--\u00e9\u4e2d\u{1F600}\u{1F600}--><url><loc>${PAGE}&</loc></url></urlset>`;
    const r = await check(text);
    // 60 (root) + 11 (comment: 7 + 4 code points) + 5 + 5 + 24 = 105; the & is column 106.
    expect(summary(r.findings)).toEqual(['xml-not-well-formed 1:106']);
  });
});

describe('references that are not faults', () => {
  it('accepts the predefined entities and character references', async () => {
    const text = doc(
      '  <url>',
      `    <loc>${PAGE}?a=1&amp;b=2&#38;c=3&#x26;d=&apos;x&apos;</loc>`,
      '    <x:note xmlns:x="urn:example:x" x:a="&lt;&gt;&quot;&apos;&amp;">&amp; &lt; &gt; &quot; &apos; &#38; &#x26; &#x1F600; &#65;</x:note>',
      ...REST,
    );
    const r = await check(text);
    expect(summary(r.findings)).toEqual([]);
    expect(r.records[1]!.loc).toBe(`${PAGE}?a=1&b=2&c=3&d='x'`);
  });

  it('does not judge an & inside CDATA, comments or processing instructions', async () => {
    const text = doc(
      '  <!-- fish & chips; a&b -->',
      '  <url>',
      `    <loc><![CDATA[${PAGE}?a=1&b=2]]></loc>`,
      '    <?note a & b?>',
      ...REST,
    );
    const r = await check(text);
    expect(summary(r.findings)).toEqual([]);
    expect(r.records[1]!.loc).toBe(`${PAGE}?a=1&b=2`);
  });

  it('reads a CDATA section that ends with ]]]> whatever the chunks', async () => {
    const text = doc('  <url>', `    <loc><![CDATA[${PAGE}b]]]></loc>`, ...REST, '<!-- a & b --->');
    const bytes = utf8(text);
    const whole = await streamed([bytes]);
    // The loc text starts after '<![CDATA[' (column 10 + 9); '-->' must not follow '--' (reported at the comment's '<').
    expect(summary(whole)).toEqual(['loc-invalid 7:19', 'xml-not-well-formed 10:1']);
    for (let k = 0; k <= bytes.length; k++) {
      expect(summary(await streamed([bytes.subarray(0, k), bytes.subarray(k)]))).toEqual(summary(whole));
    }
  });
});

/** The findings of `text` read whole, after checking that every split and 1-byte chunks give the same. */
async function sameInEveryChunking(text: string): Promise<string[]> {
  const bytes = utf8(text);
  const whole = await streamed([bytes]);
  expect(whole).toEqual((await check(text, POLICY)).findings);
  for (let k = 0; k <= bytes.length; k++) {
    expect(summary(await streamed([bytes.subarray(0, k), bytes.subarray(k)])), `split at ${k}`).toEqual(summary(whole));
  }
  expect(await streamed(bytewise(bytes))).toEqual(whole);
  return summary(whole);
}

describe('a PHP message before the sitemap, whatever the chunks', () => {
  it('is one finding at its start, however the bytes come', async () => {
    const php = `<br />\n<b>Notice</b>:  x in <b>a.php</b><br />\n<urlset xmlns="${NS}"/>`;
    expect(await sameInEveryChunking(php)).toEqual(['xml-not-well-formed 1:1']);
    // A root element starting with "<b" is held only until it tells.
    expect(await sameInEveryChunking(`<b/>`)).toEqual(['root-element 1:1']);
  });
});

describe('the text before a construct the scanner refuses, whatever the chunks', () => {
  const open = `<urlset xmlns="${NS}"><url>`;
  const at = open.length + 1;

  it.each(['<!DOCTYPE x>', '<!ENTITY x "y">', '<!ELEMENT x ANY>', '<!ATTLIST x a CDATA #IMPLIED>', '<!NOTATION x SYSTEM "y">'])(
    'judges the text right before %s, then refuses the declaration at its <',
    async (decl) => {
      expect(await sameInEveryChunking(`${open}h${decl}</url></urlset>`)).toEqual([`unexpected-text 1:${at}`, `dtd-forbidden 1:${at + 1}`]);
      expect(await sameInEveryChunking(`${open}\n  ${decl}</url></urlset>`)).toEqual([`dtd-forbidden 2:3`]);
    },
  );

  it('reads a <! that turns out not to be a declaration as the parser does', async () => {
    // The parser refuses a '<!' word of 7 letters or more that is not DOCTYPE or [CDATA[; the
    // finding stands at the '<!'.
    expect(await sameInEveryChunking(`${open}h<!NOTATIOX a="1"></url></urlset>`)).toEqual([`unexpected-text 1:${at}`, `xml-not-well-formed 1:${at + 1}`]);
  });

  it('judges the text before an element with too many attributes, and faults of the tag before the limit', async () => {
    const attributes = Array.from({ length: 257 }, (_, i) => `a${i}="1"`).join(' ');
    expect(await sameInEveryChunking(`${open}h<x ${attributes}></x></url></urlset>`)).toEqual([`unexpected-text 1:${at}`, `xml-limit 1:${at + 1}`]);
    // An attribute without a value is reported at its name (b, three characters after the "<").
    expect(await sameInEveryChunking(`${open}<x b ${attributes}></x></url></urlset>`)).toEqual([`xml-not-well-formed 1:${at + 3}`]);
  });

  it('reports a reference before the root element the same way whatever the chunks', async () => {
    // (The comment first: the pipeline holds text that does not start with '<' to choose the checker.)
    const bad = `<!-- c -->\n  &bad; <urlset xmlns="${NS}"/>`;
    expect(await sameInEveryChunking(bad)).toEqual(['xml-not-well-formed 2:3']);
    expect((await check(bad, POLICY)).findings[0]!.message).toMatch(/&bad; is not defined/);
    const good = `<!-- c -->\n  &amp; <urlset xmlns="${NS}"/>`;
    expect(await sameInEveryChunking(good)).toEqual(['xml-not-well-formed 2:3']);
    expect((await check(good, POLICY)).findings[0]!.message).toMatch(/text stands outside the root element/);
  });
});

describe('positions of a text that starts with white space written as character references', () => {
  const at = (text: string, rule: string, needle: string): string => {
    const { line, column } = locate(text, needle);
    return `${rule} ${line}:${column}`;
  };

  it('locates a loc at its first character that is not white space in the source, on its line', async () => {
    const text = `<urlset xmlns="${NS}"><url><loc>&#10;/rel</loc></url></urlset>`;
    expect(await sameInEveryChunking(text)).toEqual([at(text, 'loc-whitespace', '/rel'), at(text, 'loc-not-absolute', '/rel')]);
    expect(locate(text, '/rel')).toEqual({ line: 1, column: 76 });
  });

  it('counts every form of reference to white space as its source characters, with CR LF and CR line ends', async () => {
    const text = `<urlset xmlns="${NS}">\r\n<url><loc>\r\n  &#x20;&#9;\r&#0013;&#x000A; /rel</loc><lastmod> &#32;x</lastmod></url>\r\n<url> &#10; t</url></urlset>`;
    expect(await sameInEveryChunking(text)).toEqual([
      at(text, 'loc-whitespace', '/rel'),
      at(text, 'loc-not-absolute', '/rel'),
      at(text, 'lastmod-format', 'x</lastmod>'),
      'missing-loc 5:1',
      at(text, 'unexpected-text', 't</url>'),
    ]);
  });

  it('locates a text at a reference to a character that is not white space', async () => {
    const text = `<urlset xmlns="${NS}"><url><loc>  &#65;/rel</loc></url><url><loc>\n &amp;x</loc></url></urlset>`;
    expect(await sameInEveryChunking(text)).toEqual([
      at(text, 'loc-whitespace', '&#65;'),
      at(text, 'loc-not-absolute', '&#65;'),
      at(text, 'loc-whitespace', '&amp;x'),
      at(text, 'loc-not-absolute', '&amp;x'),
    ]);
  });

  it('locates a lastmod, an extension value and a feed link the same way', async () => {
    const lastmod = `<urlset xmlns="${NS}"><url><loc>${PAGE}</loc><lastmod>&#10;::error::lastmod</lastmod></url></urlset>`;
    expect(await sameInEveryChunking(lastmod)).toEqual([at(lastmod, 'lastmod-format', '::error')]);
    const image = `<urlset xmlns="${NS}" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"><url><loc>${PAGE}</loc><image:image><image:loc>&#10; /i.png</image:loc></image:image></url></urlset>`;
    expect(await sameInEveryChunking(image)).toEqual([at(image, 'image-loc-invalid', '/i.png')]);
    const feed = `<rss version="2.0"><channel><item><link>&#10;&#32;/x</link></item></channel></rss>`;
    expect(await sameInEveryChunking(feed)).toEqual([at(feed, 'loc-whitespace', '/x'), at(feed, 'loc-not-absolute', '/x')]);
  });

  it('counts the line ends of a CDATA section, which holds no references', async () => {
    const text = `<urlset xmlns="${NS}"><url><loc><![CDATA[\r\n  /rel &#10;]]></loc></url></urlset>`;
    expect(await sameInEveryChunking(text)).toEqual([at(text, 'loc-whitespace', '/rel'), at(text, 'loc-not-absolute', '/rel')]);
  });
});

describe('line ends are LF, CR LF and CR only, whatever version the XML declaration names', () => {
  it('reads a document that declares XML 1.1 as XML 1.0: NEL and U+2028 are characters, not line ends', async () => {
    const text = `<?xml version="1.1"?>\n<urlset xmlns="${NS}"><url><loc>${PAGE}\u0085x</loc></url>\n<url><loc>/rel\u2028ative</loc></url>\n<url><loc>/b</loc></url></urlset>\n`;
    expect(await sameInEveryChunking(text)).toEqual([
      // NEL is a C1 control: a character, but not one a URL may carry (RFC 3987).
      `loc-invalid ${locate(text, PAGE).line}:${locate(text, PAGE).column}`,
      `loc-not-absolute ${locate(text, '/rel').line}:${locate(text, '/rel').column}`,
      `loc-not-absolute ${locate(text, '/b').line}:${locate(text, '/b').column}`,
    ]);
    expect(locate(text, '/b')).toEqual({ line: 4, column: 11 });
    const r = await check(text, POLICY);
    // The values keep the characters (as XML 1.1 would have turned them into line feeds).
    expect(r.records.map((e) => e.loc)).toEqual([`${PAGE}\u0085x`, '/rel\u2028ative', '/b']);
  });

  it('judges the characters of a document that declares XML 1.1 by XML 1.0', async () => {
    // U+0086 is a character of XML 1.0; XML 1.1 allows it only as a reference.
    const text = `<?xml version="1.1"?>\n<urlset xmlns="${NS}"><url><loc>${PAGE}\u0086</loc></url></urlset>\n`;
    expect(await sameInEveryChunking(text)).toEqual([`loc-invalid 2:${locate(text, PAGE).column}`]);
    // C0 controls are refused by both.
    const control = `<?xml version="1.1"?>\n<urlset xmlns="${NS}"><url><loc>${PAGE}\u0001</loc></url></urlset>\n`;
    expect(await sameInEveryChunking(control)).toEqual([`xml-not-well-formed 2:${locate(control, '\u0001').column}`]);
  });
});

/**
 * The findings of `text` as `rule line:column`, the same whole, one byte at a time and cut in two
 * at every 16th byte (a cheaper sameInEveryChunking for longer documents).
 */
async function sameInSomeChunkings(text: string): Promise<string[]> {
  const bytes = utf8(text);
  const whole = await streamed([bytes]);
  expect(whole).toEqual((await check(text, POLICY)).findings);
  for (let k = 1; k < bytes.length; k += 16) {
    expect(summary(await streamed([bytes.subarray(0, k), bytes.subarray(k)])), `split at ${k}`).toEqual(summary(whole));
  }
  expect(await streamed(bytewise(bytes))).toEqual(whole);
  return summary(whole);
}

describe('an end tag left out or misnamed, one finding for the one fault', () => {
  const head = `${DECL}\n<urlset xmlns="${NS}">\n`;

  it('a </url> left out: the entries after it, read as inside it, are no findings of their own; the message names the first', async () => {
    const text = `${head}  <url>\n    <loc>${PAGE}a</loc>\n  <url>\n    <loc>${PAGE}b</loc>\n  </url>\n  <url>\n    <loc>${PAGE}c</loc>\n  </url>\n</urlset>\n`;
    const judged = (await check(text, POLICY)).findings;
    // At the <url> before which the </url> belongs (where the change that dropped it is), not at
    // the </urlset> at the end of the file, where the parse stops.
    expect(summary(judged)).toEqual(['xml-not-well-formed 5:3']);
    expect(judged[0]!.message).toBe(
      'The XML is not well-formed: the <url> opened at line 3, column 3 is not closed before the <url> at line 5, column 3, which starts inside it, so the end tag </urlset> at line 11, column 1 comes while it is still open. Is </url> missing before this <url>? Close each element before the next one starts.',
    );
    // The same in one line, as generators write it, in every chunking.
    const line = `<urlset xmlns="${NS}"><url><loc>${PAGE}a</loc><url><loc>${PAGE}b</loc></url><url><loc>${PAGE}c</loc></url></urlset>`;
    expect(await sameInSomeChunkings(line)).toEqual([`xml-not-well-formed 1:${line.indexOf('<url>', line.indexOf('<url>') + 1) + 1}`]);
  });

  it('every </url> left out (a template without it): one finding, naming the first entry left open and the one after it', async () => {
    for (const n of [2, 3, 5]) {
      const text = `${head}${Array.from({ length: n }, (_, i) => `<url><loc>${PAGE}${i}</loc>\n`).join('')}</urlset>\n`;
      const r = await check(text, POLICY);
      expect(summary(r.findings), `${n} entries`).toEqual(['xml-not-well-formed 4:1']);
      expect(r.findings[0]!.message).toBe(
        `The XML is not well-formed: the <url> opened at line 3, column 1 is not closed before the <url> at line 4, column 1, which starts inside it, so the end tag </urlset> at line ${n + 3}, column 1 comes while it is still open. Is </url> missing before this <url>? Close each element before the next one starts.`,
      );
      if (n === 3) expect(await sameInSomeChunkings(text)).toEqual(summary(r.findings));
    }
  });

  it('a </loc> left out before the next field, a <Loc> closed by </loc>, an HTML <br> in a loc: one finding each', async () => {
    const lastmod = `${head}<url><loc>${PAGE}a<lastmod>2026-01-01</lastmod></url>\n</urlset>\n`;
    expect(await sameInSomeChunkings(lastmod)).toEqual([`xml-not-well-formed 3:${lastmod.split('\n')[2]!.indexOf('<lastmod>') + 1}`]);
    expect((await check(lastmod, POLICY)).findings[0]!.message).toMatch(/the <loc> opened at line 3, column 6 is not closed before the <lastmod> at line 3, column \d+, which starts inside it, so the end tag <\/url> at line 3, column \d+ comes while it is still open\. Is <\/loc> missing before this <lastmod>\?/);
    const cased = `${head}<url><Loc>${PAGE}a</loc></url>\n</urlset>\n`;
    expect(await sameInSomeChunkings(cased)).toEqual([`xml-not-well-formed 3:${cased.split('\n')[2]!.indexOf('</loc>') + 1}`]);
    const br = `${head}<url><loc>${PAGE}a<br></loc></url>\n</urlset>\n`;
    expect(await sameInSomeChunkings(br)).toEqual([`xml-not-well-formed 3:${br.split('\n')[2]!.indexOf('</loc>') + 1}`]);
    expect((await check(br, POLICY)).findings[0]!.message).toBe(
      'The XML is not well-formed: the end tag </loc> does not close <br>, opened at line 3, column 36, the element open here. <br> is not allowed inside <loc>, which holds only text. Remove it, or close it before </loc>.',
    );
  });

  it('past a thousand misplaced entries: still the one finding; in a well-formed file, each counted', async () => {
    const entries = Array.from({ length: 1500 }, (_, i) => `<url><loc>${PAGE}${i}</loc></url>`).join('\n');
    const left = await check(`${head}<url><loc>${PAGE}a</loc>\n${entries}\n</urlset>\n`, POLICY);
    expect(summary(left.findings)).toEqual(['xml-not-well-formed 4:1']);
    expect(left.counts).toEqual({ errors: 1, warnings: 0, notices: 0 });
    const nested = await check(`${head}<url><loc>${PAGE}a</loc>\n${entries}\n</url>\n</urlset>\n`, POLICY);
    expect(nested.counts?.errors).toBe(1500);
    expect(nested.findings.filter((f) => f.rule === 'unexpected-element')).toHaveLength(1000);
    expect(nested.findings.find((f) => f.rule === 'findings-capped')?.message).toMatch(/^500 more findings are not listed: .* Left out: unexpected-element 500\./);
  });

  it('keeps the findings the fault does not explain: an element the schema refuses elsewhere, a file cut short, a well-formed file', async () => {
    // <foo> is refused in <url> whatever happens after; the root's end tag is misspelt.
    const other = `${head}<url><loc>${PAGE}a</loc><foo/></url>\n</urlsett>\n`;
    expect(await sameInSomeChunkings(other)).toEqual([`unexpected-element 3:${other.split('\n')[2]!.indexOf('<foo') + 1}`, 'xml-not-well-formed 4:1']);
    // A file that ends inside the second entry, read as inside the first: the input ends, which is
    // its own fault (the element never closed is the second <url>), and the misplaced <url> is reported.
    const cut = `${head}<url><loc>${PAGE}a</loc>\n<url><loc>${PAGE}b</loc>`;
    expect(await sameInSomeChunkings(cut)).toEqual(['unexpected-element 4:1', 'xml-not-well-formed 4:1']);
    // The misplaced <url> says which end tag is most likely missing.
    expect((await check(cut, POLICY)).findings[0]!.message).toBe(
      '<url> is not allowed in <url>; the fields are loc, lastmod, changefreq, priority. Is the </url> of the <url> at line 3, column 1 missing before it?',
    );
    // An end tag that closes an element around the innermost one leaves unclosed only those inside
    // that one: a <url> closed inside the <url> before it is its own finding, and the <foo> left
    // open in the <lastmod> is the end tag's.
    const around = `${head}<url><loc>${PAGE}a</loc><url><loc>${PAGE}b</loc></url><lastmod>2026-01-01<foo></lastmod></url>\n</urlset>\n`;
    const aroundJudged = (await check(around, POLICY)).findings;
    expect(summary(aroundJudged)).toEqual([`unexpected-element 3:${around.split('\n')[2]!.indexOf('<url>', 1) + 1}`, `xml-not-well-formed 3:${around.split('\n')[2]!.indexOf('</lastmod>') + 1}`]);
    expect(aroundJudged[1]!.message).toMatch(/^The XML is not well-formed: the end tag <\/lastmod> does not close <foo>, opened at line 3, column \d+, the element open here\. <foo> is not allowed inside <lastmod>/);
    // Well-formed: a <url> inside a <url> is the schema's fault alone.
    const nested = `${head}<url><loc>${PAGE}a</loc><url><loc>${PAGE}b</loc></url></url>\n</urlset>\n`;
    expect(await sameInSomeChunkings(nested)).toEqual([`unexpected-element 3:${nested.split('\n')[2]!.indexOf('<url>', 1) + 1}`]);
    expect((await check(nested, POLICY)).findings[0]!.message).toMatch(/ Is the <\/url> of the <url> at line 3, column 1 missing before it\?$/);
    // A field inside a field: the first field's end tag.
    const field = `${head}<url><loc>${PAGE}a<lastmod>2026-01-01</lastmod></loc></url>\n</urlset>\n`;
    expect((await check(field, POLICY)).findings.map((f) => `${f.rule} ${f.message}`)).toEqual([
      'unexpected-element <lastmod> is not allowed inside <loc>, which holds only text. Is the </loc> of the <loc> at line 3, column 6 missing before it?',
    ]);
  });

  it('a stray element is recorded when it closes, in the file\'s order: the cap keeps the first findings of the file', async () => {
    // A <foo/> after each entry (its parent, the root, closes only at the end) and a loc fault in
    // each: the findings kept by the cap are those of the first 500 entries, both rules alike.
    const body = Array.from({ length: 1500 }, (_, i) => `<url><loc>ftp://www.beispiel.de/${i}</loc></url>\n<foo/>`).join('\n');
    const r = await check(`${head}${body}\n</urlset>\n`, POLICY);
    const kept = r.findings.filter((f) => f.rule !== 'findings-capped');
    expect(kept).toHaveLength(1000);
    expect(kept.filter((f) => f.rule === 'unexpected-element')).toHaveLength(500);
    expect(Math.max(...kept.map((f) => f.line!))).toBe(1002);
    expect(r.counts?.errors).toBe(3000);
  });
});
