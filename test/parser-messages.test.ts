/**
 * The sentences of `xml-not-well-formed`: each fault the tokenizer finds is said in words a site
 * owner can act on (what is wrong, what to write instead), at the markup at fault, on one short
 * line whatever names the document uses (src/core/checks/xml-faults.ts).
 */
import { describe, expect, it } from 'vitest';
import { documentFault } from '../src/core/checks/xml-faults.js';
import { check, NS } from './support/sitemap.js';

const DECL = '<?xml version="1.0" encoding="UTF-8"?>';
const PAGE = 'https://www.example.org/';

interface Case {
  name: string;
  doc: string;
  line: number;
  column: number;
  message: string;
}

const CASES: Case[] = [
  {
    name: 'an image: prefix without its namespace declaration names the declaration to add',
    doc: `${DECL}\n<urlset xmlns="${NS}">\n<url><loc>${PAGE}</loc><image:image><image:loc>${PAGE}a.png</image:loc></image:image></url>\n</urlset>\n`,
    line: 3,
    column: 41,
    message:
      'The XML is not well-formed: the prefix "image" is used, but its namespace is not declared; add xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" to the root element (Namespaces in XML 1.0, section 5).',
  },
  {
    name: 'an xhtml: prefix without its declaration names the XHTML namespace',
    doc: `${DECL}\n<urlset xmlns="${NS}">\n<url><loc>${PAGE}</loc>\n<xhtml:link rel="alternate" hreflang="de" href="${PAGE}de/"/></url>\n</urlset>\n`,
    line: 4,
    column: 1,
    message: 'The XML is not well-formed: the prefix "xhtml" is used, but its namespace is not declared; add xmlns:xhtml="http://www.w3.org/1999/xhtml" to the root element (Namespaces in XML 1.0, section 5).',
  },
  {
    name: 'an unknown prefix without its declaration says how to declare one',
    doc: `${DECL}\n<urlset xmlns="${NS}">\n<url><loc>${PAGE}</loc><acme:tag/></url>\n</urlset>\n`,
    line: 3,
    column: 41,
    message:
      'The XML is not well-formed: the prefix "acme" is used, but its namespace is not declared; declare it (xmlns:prefix="URI") on the root element or on an element that encloses it, or remove the prefix (Namespaces in XML 1.0, section 5).',
  },
  {
    name: 'an unquoted attribute value',
    doc: `${DECL}\n<urlset xmlns="${NS}">\n<url a=b><loc>${PAGE}</loc></url>\n</urlset>\n`,
    // At the value, where its quote should be (as xmllint).
    line: 3,
    column: 8,
    message: 'The XML is not well-formed: the value of the attribute "a" is not in quotes: XML needs it in double or single quotes, as in name="value" (XML 1.0 section 3.1).',
  },
  {
    name: 'an attribute without a value',
    doc: `${DECL}\n<urlset xmlns="${NS}">\n<url a><loc>${PAGE}</loc></url>\n</urlset>\n`,
    // At the attribute's name, which the message names (xmllint: "Specification mandates value for attribute a").
    line: 3,
    column: 6,
    message: 'The XML is not well-formed: the attribute "a" has no value: XML writes every attribute as name="value" (XML 1.0 section 3.1). Remove it, or give it a value in quotes.',
  },
  {
    name: 'an attribute given twice, on the line of the second',
    doc: `${DECL}\n<urlset xmlns="${NS}">\n<url a="1"\n  a="2"><loc>${PAGE}</loc></url>\n</urlset>\n`,
    line: 4,
    column: 8,
    message: 'The XML is not well-formed: the attribute "a" is given twice in one tag; an attribute may appear once per element: remove one of them (XML 1.0 section 3.1).',
  },
  {
    name: 'two attributes without white space between them',
    doc: `${DECL}\n<urlset xmlns="${NS}">\n<url a="1"b="2"><loc>${PAGE}</loc></url>\n</urlset>\n`,
    line: 3,
    column: 1,
    message: 'The XML is not well-formed: two attributes follow each other without white space at line 3, column 11; put a space before the second one (XML 1.0 section 3.1).',
  },
  {
    name: 'a second root element after the first',
    doc: `${DECL}\n<urlset xmlns="${NS}"><url><loc>${PAGE}</loc></url></urlset>\n<urlset xmlns="${NS}"/>\n`,
    line: 3,
    column: 1,
    message:
      'The XML is not well-formed: a second root element starts here; a sitemap has one root element (<urlset> or <sitemapindex>), and only comments and white space may follow its end tag. The root element <urlset> ended at line 2, column 107: if that end tag came too early, move it to the end of the file. Were two sitemaps written into one file?',
  },
  {
    name: 'an end tag after the root element ended',
    doc: `${DECL}\n<urlset xmlns="${NS}"><url><loc>${PAGE}</loc></url></urlset>\n</url>\n`,
    line: 3,
    column: 1,
    message: 'The XML is not well-formed: the end tag </url> closes no open element: the root element has already ended. Remove it, or the end tag that closed the root too early.',
  },
  {
    name: 'an end tag before the root element',
    doc: `${DECL}\n</foo>\n<urlset xmlns="${NS}"><url><loc>${PAGE}</loc></url></urlset>\n`,
    line: 2,
    column: 1,
    message: "The XML is not well-formed: the end tag </foo> closes no open element: it comes before the root element's start tag. Remove it.",
  },
  {
    name: 'two hyphens inside a comment',
    doc: `${DECL}\n<urlset xmlns="${NS}">\n<url><loc>${PAGE}</loc><!-- a -- b --></url>\n</urlset>\n`,
    line: 3,
    column: 41,
    message: 'The XML is not well-formed: a comment holds "--" before its end; a comment may not contain two hyphens in a row, nor end with "--->" (XML 1.0 section 2.5).',
  },
  {
    name: 'a "<" in the text of a loc, which the next "<" shows was no tag',
    doc: `${DECL}\n<urlset xmlns="${NS}">\n<url><loc>${PAGE}x<y</loc></url>\n</urlset>\n`,
    line: 3,
    column: 38,
    message:
      'The XML is not well-formed: "<" at line 3, column 38 cannot stand in an element name. Is a ">" missing before it, or is the "<" at line 3, column 36 part of the text? Write a "<" in text as &lt;.',
  },
  {
    name: 'a "<" at the end of a line of text, reported at the "<"',
    doc: `${DECL}\n<urlset xmlns="${NS}">\n<url><loc>${PAGE}x<\n</loc></url>\n</urlset>\n`,
    line: 3,
    column: 36,
    message: 'The XML is not well-formed: the "<" at line 3, column 36 is followed by a line end, so it starts no tag; write a "<" that is text as &lt;.',
  },
  {
    name: 'a "<" followed by a space in text',
    doc: `${DECL}\n<urlset xmlns="${NS}">\n<url><loc>${PAGE}?a < b</loc></url>\n</urlset>\n`,
    line: 3,
    column: 39,
    message: 'The XML is not well-formed: a space at line 3, column 39 cannot start an element name, so the "<" before it starts no tag; write a "<" that is text as &lt;.',
  },
  {
    name: 'a character reference without its ";"',
    doc: `${DECL}\n<urlset xmlns="${NS}">\n<url><loc>${PAGE}?a=&#65&amp;b=1</loc></url>\n</urlset>\n`,
    line: 3,
    column: 38,
    message: 'This character reference has no ";" at its end: add the ";" after its digits, or write the & as &amp; for a literal &.',
  },
  {
    name: 'an entity reference without its ";"',
    doc: `${DECL}\n<urlset xmlns="${NS}">\n<url><loc>${PAGE}?a=1&amp b=2</loc></url>\n</urlset>\n`,
    line: 3,
    column: 39,
    message: 'The reference &amp has no ";" at its end: write &amp; for the character it names, or &amp;amp for a literal &.',
  },
  {
    name: 'an XML declaration of another version',
    doc: `<?xml version="2.0"?>\n<urlset xmlns="${NS}"><url><loc>${PAGE}</loc></url></urlset>\n`,
    line: 1,
    column: 19,
    message: 'The XML is not well-formed: the XML declaration\'s version is not "1." followed by digits; write version="1.0", as in <?xml version="1.0" encoding="UTF-8"?> (XML 1.0 section 2.8, which has a 1.0 processor read any version 1.x as 1.0).',
  },
  {
    // Not another version: a malformed 1.0, which the message must not call a version other than 1.x.
    name: 'an XML declaration whose version has a space in its quotes',
    doc: `<?xml version="1.0 "?>\n<urlset xmlns="${NS}"><url><loc>${PAGE}</loc></url></urlset>\n`,
    line: 1,
    column: 20,
    message: 'The XML is not well-formed: the XML declaration\'s version is not "1." followed by digits; write version="1.0", as in <?xml version="1.0" encoding="UTF-8"?> (XML 1.0 section 2.8, which has a 1.0 processor read any version 1.x as 1.0).',
  },
  {
    name: 'an XML declaration with an unquoted value',
    doc: `<?xml version=1.0?>\n<urlset xmlns="${NS}"><url><loc>${PAGE}</loc></url></urlset>\n`,
    line: 1,
    column: 15,
    message:
      'The XML is not well-formed: the XML declaration is malformed (the version value at line 1, column 15 is not in quotes); write it as <?xml version="1.0" encoding="UTF-8"?>: version first, then encoding, then standalone if any, each value in quotes, separated by spaces (XML 1.0 section 2.8).',
  },
];

describe('xml-not-well-formed says what to change', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const r = await check(c.doc);
      const f = r.findings.find((x) => x.rule === 'xml-not-well-formed');
      expect(f, JSON.stringify(r.findings)).toBeDefined();
      expect({ line: f!.line, column: f!.column, message: f!.message }).toEqual({ line: c.line, column: c.column, message: c.message });
    });
  }

  it('names from the document are shortened, so the message stays one short line', async () => {
    const long = 'p'.repeat(5000);
    const docs = [
      `<urlset xmlns="${NS}"><url><loc>${PAGE}</loc><${long}:x/></url></urlset>`,
      `<urlset xmlns="${NS}"><url ${long}="1" ${long}="2"><loc>${PAGE}</loc></url></urlset>`,
      `<urlset xmlns="${NS}"><url><loc>${PAGE}</loc></url></urlset></${long}>`,
      `<urlset xmlns="${NS}"><url xmlns:p="u" xmlns:q="u" p:${long}="1" q:${long}="2"><loc>${PAGE}</loc></url></urlset>`,
      `<?${long}:x d?><urlset xmlns="${NS}"/>`,
      `<urlset xmlns="${NS}"><xmlns:${long}/></urlset>`,
      `<urlset xmlns="${NS}"><url><${long}></url></urlset>`,
      `<urlset xmlns="${NS}"><url><${long}>`,
    ];
    for (const doc of docs) {
      const r = await check(doc);
      const f = r.findings.find((x) => x.rule === 'xml-not-well-formed');
      expect(f, doc.slice(0, 80)).toBeDefined();
      expect(f!.message.length).toBeLessThan(400);
      expect(f!.message).toContain('ppp');
      expect(f!.message).not.toMatch(/[\r\n]/);
    }
  });

  it('a character reference of thousands of digits is shortened in its message', async () => {
    const r = await check(`<urlset xmlns="${NS}"><url><loc>${PAGE}&#x${'0'.repeat(3000)}1;</loc></url></urlset>`);
    const f = r.findings.find((x) => x.rule === 'xml-not-well-formed')!;
    expect(f.message).toMatch(/^The character reference &#x0{10}\.\.\.; names a character that XML does not allow/);
    expect(f.message.length).toBeLessThan(200);
  });

  it('the character at fault in an XML declaration is shown as written, by its code point when it is invisible', async () => {
    const shown = async (doc: string) => (await check(doc)).findings.find((x) => x.rule === 'xml-not-well-formed')!.message;
    expect(await shown(`<?xml version="1.0"\u00c9?><urlset xmlns="${NS}"/>`)).toContain('(the character U+00C9 at line 1, column 20 cannot stand in it)');
    expect(await shown(`<?xml version="1.0"\u2028?><urlset xmlns="${NS}"/>`)).toContain('(the character U+2028 at line 1, column 20 cannot stand in it)');
    expect(await shown(`<?xml version="1.0" encoding="UTF-8"!?><urlset xmlns="${NS}"/>`)).toContain('("!" at line 1, column 37 cannot stand in it)');
  });

  it('a fault before an invalid byte is the one finding, whether it is found before the byte or once the checker is asked where it is', async () => {
    const { validate } = await import('../src/core/read/engine.js');
    for (const head of ['<\f', `<urlset xmlns="${NS}">\f`, `<urlset xmlns="${NS}">\n\f`, `<urlset xmlns="${NS}"/>\nabc\n`]) {
      const r = await validate(Buffer.concat([Buffer.from(head), Buffer.from([0x80]), Buffer.from('</urlset>')]), { now: new Date('2026-12-01T00:00:00Z') });
      expect(r.findings.map((f) => f.rule), JSON.stringify(head)).toEqual(['xml-not-well-formed']);
    }
  });

  it('an error the messages do not know is passed on as a sentence, at its place', () => {
    const ctx = { rootSeen: true, markupSeen: true, open: undefined, maxDepth: 256, maxAttributes: 256 };
    expect(documentFault({ code: 'something-new', message: 'Something new.', line: 3, column: 4 }, ctx)).toEqual({
      rule: 'xml-not-well-formed',
      message: 'The XML is not well-formed: something new.',
      line: 3,
      column: 4,
    });
  });
});
