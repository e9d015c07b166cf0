// The XML tokenizer of src/core/xml/: tokens and their positions, each well-formedness and
// namespace error at its own character, limits, and the same output for every split of the input.
import { describe, expect, test } from 'vitest';
import { XmlTokenizer, type XmlError, type XmlLimits, type XmlToken } from '../src/core/xml/index.js';

type Event = XmlToken | (XmlError & { kind: 'error' });

function read(chunks: string | string[], limits: XmlLimits | undefined, fast: boolean): Event[] {
  const events: Event[] = [];
  const tok = new XmlTokenizer({ token: (t) => events.push(t), error: (e) => events.push({ kind: 'error', ...e }) }, { ...limits, fast });
  for (const c of typeof chunks === 'string' ? [chunks] : chunks) tok.write(c);
  tok.end();
  return events;
}

/** The tokens and errors of `chunks`; the fast paths give the same as the code point loop alone, every time. */
function tokenize(chunks: string | string[], limits?: XmlLimits): Event[] {
  const events = read(chunks, limits, true);
  expect(read(chunks, limits, false)).toEqual(events);
  return events;
}

function errors(doc: string, limits?: XmlLimits): string[] {
  return tokenize(doc, limits)
    .filter((e): e is XmlError & { kind: 'error' } => e.kind === 'error')
    .map((e) => `${e.code}@${e.line}:${e.column}`);
}

describe('tokens', () => {
  test('a small document gives each token with its decoded values at its first character', () => {
    const doc =
      '<?xml version="1.0" encoding="UTF-8"?>\r\n<!DOCTYPE a [<!ENTITY x "]>">]>\n' +
      '<a xmlns="u" b="1&amp;2"><![CDATA[x]]]>t&#x1F600;&lt;<!--c--><?p d?></a>\n';
    expect(tokenize(doc)).toEqual([
      { kind: 'xmlDecl', version: '1.0', encoding: 'UTF-8', standalone: undefined, line: 1, column: 1 },
      { kind: 'doctype', name: 'a', line: 2, column: 1 },
      {
        kind: 'startTag',
        name: 'a',
        prefix: '',
        local: 'a',
        uri: 'u',
        selfClosing: false,
        line: 3,
        column: 1,
        attributes: [
          { name: 'xmlns', prefix: '', local: 'xmlns', uri: 'http://www.w3.org/2000/xmlns/', value: 'u', line: 3, column: 4, valueLine: 3, valueColumn: 11 },
          { name: 'b', prefix: '', local: 'b', uri: '', value: '1&2', line: 3, column: 14, valueLine: 3, valueColumn: 17 },
        ],
      },
      { kind: 'cdata', text: 'x]', partial: false, line: 3, column: 26, content: true, contentLine: 3, contentColumn: 35 },
      { kind: 'text', text: 't\u{1F600}<', partial: false, line: 3, column: 40, content: true, contentLine: 3, contentColumn: 40 },
      { kind: 'comment', text: 'c', line: 3, column: 54 },
      { kind: 'pi', target: 'p', data: 'd', line: 3, column: 62 },
      { kind: 'endTag', name: 'a', line: 3, column: 69 },
    ]);
  });

  test('namespaces resolve on elements and prefixed attributes; unprefixed attributes are in none', () => {
    const [el] = tokenize('<p:a xmlns:p="urn:p" xmlns="urn:d" p:x="1" y="2" xml:lang="en"/>');
    expect(el).toMatchObject({ kind: 'startTag', prefix: 'p', local: 'a', uri: 'urn:p', selfClosing: true });
    const attrs = el?.kind === 'startTag' ? el.attributes.map((a) => [a.name, a.uri]) : [];
    expect(attrs).toEqual([
      ['xmlns:p', 'http://www.w3.org/2000/xmlns/'],
      ['xmlns', 'http://www.w3.org/2000/xmlns/'],
      ['p:x', 'urn:p'],
      ['y', ''],
      ['xml:lang', 'http://www.w3.org/XML/1998/namespace'],
    ]);
    const events = tokenize('<a xmlns="urn:d"><b xmlns=""/><c/></a>');
    expect(events.filter((e) => e.kind === 'startTag').map((e) => (e.kind === 'startTag' ? e.uri : ''))).toEqual(['urn:d', '', 'urn:d']);
  });

  test('attribute values are normalised: literal white space is a space, a character reference stays', () => {
    const [el] = tokenize('<a b="x\ty\r\nz\rw&#10;&#9;"/>');
    expect(el?.kind === 'startTag' && el.attributes[0]?.value).toBe('x y z w\n\t');
  });

  test('text normalises CR LF and lone CR to LF; &#13; stays a CR', () => {
    expect(tokenize('<a>1\r\n2\r3&#13;</a>')[1]).toMatchObject({ kind: 'text', text: '1\n2\n3\r' });
  });

  test('a DOCTYPE is reported and skipped: its subset, quoted strings, comments and PIs', () => {
    const doc = '<!DOCTYPE r SYSTEM "x>" [<!-- ]> --><!ENTITY e \'"]>\'><?pi ]> ?>\n]>\n<r/>';
    expect(tokenize(doc)).toEqual([
      { kind: 'doctype', name: 'r', line: 1, column: 1 },
      expect.objectContaining({ kind: 'startTag', name: 'r', line: 3, column: 1 }),
    ]);
  });

  test('a byte order mark is skipped and takes no column; the XML declaration may follow it', () => {
    expect(tokenize('\uFEFF<?xml version="1.0"?><a/>').map((e) => [e.kind, e.line, e.column])).toEqual([
      ['xmlDecl', 1, 1],
      ['startTag', 1, 22],
    ]);
  });
});

describe('positions', () => {
  test('CR LF, lone CR and LF are one line break each; NEL and U+2028 are not', () => {
    expect(errors('<a>\n\r\n\r<b\n/></c>')).toEqual(['end-tag-mismatch@5:3']);
    const events = tokenize('<a>\u0085\u2028<b/></a>');
    expect(events[2]).toMatchObject({ kind: 'startTag', name: 'b', line: 1, column: 6 });
  });

  test('an astral character is one column', () => {
    const events = tokenize('<a>\u{1F600}\u{1F600}<b c="\u{10000}" d=""/></a>');
    expect(events[2]).toMatchObject({ kind: 'startTag', name: 'b', line: 1, column: 6 });
    const b = events[2];
    expect(b?.kind === 'startTag' && b.attributes.map((a) => a.column)).toEqual([9, 15]);
  });

  test.each([
    ['<a>]]></a>', 'text-cdata-end@1:6'],
    ['<a b="<"/>', 'attribute-lt@1:7'],
    ['<a><!-- x -- y --></a>', 'comment-double-hyphen@1:11'],
    ['<a><!-- x ---></a>', 'comment-double-hyphen@1:11'],
    ['<a></b>', 'end-tag-mismatch@1:4'],
    ['<a/><b/>', 'root-multiple@1:5'],
    ['<a/>x', 'text-outside-root@1:5'],
    ['x<a/>', 'text-outside-root@1:1'],
    ['<a>&foo;</a>', 'entity-undeclared@1:4'],
    ['<a>&#0;</a>', 'reference-invalid-char@1:4'],
    ['<a>&#xD800;</a>', 'reference-invalid-char@1:4'],
    ['<a>&#xFFFE;</a>', 'reference-invalid-char@1:4'],
    ['<a>&#x110000;</a>', 'reference-invalid-char@1:4'],
    ['<a>&#12a;</a>', 'reference-malformed@1:4'],
    ['<a>&#;</a>', 'reference-malformed@1:4'],
    ['<a>& b</a>', 'reference-malformed@1:4'],
    ['<a b="1" b="2"/>', 'attribute-duplicate@1:10'],
    ['<a b="1"c="2"/>', 'attribute-no-space@1:9'],
    ['<a b=1/>', 'attribute-unquoted@1:6'],
    ['<a b/>', 'attribute-no-value@1:5'],
    ['<p:a/>', 'ns-prefix-undeclared@1:2'],
    ['<a p:b="1"/>', 'ns-prefix-undeclared@1:4'],
    ['<a xmlns:p="u" xmlns:q="u" p:x="1" q:x="2"/>', 'ns-attribute-duplicate@1:36'],
    ['<a xmlns:p=""/>', 'ns-unbind@1:4'],
    ['<a xmlns:xmlns="u"/>', 'ns-reserved@1:4'],
    ['<a xmlns:x="http://www.w3.org/XML/1998/namespace"/>', 'ns-reserved@1:4'],
    ['<a xmlns:xml="urn:other"/>', 'ns-reserved@1:4'],
    ['<a xmlns="http://www.w3.org/2000/xmlns/"/>', 'ns-reserved@1:4'],
    ['<a:b:c xmlns:a="u"/>', 'ns-qname@1:2'],
    ['<a><?x:y?></a>', 'ns-colon@1:6'],
    ['<a/><?xml version="1.0"?>', 'xml-decl-misplaced@1:5'],
    [' <?xml version="1.0"?><a/>', 'xml-decl-misplaced@1:2'],
    ['<a><?XmL x?></a>', 'pi-target-reserved@1:4'],
    ['<?xml encoding="UTF-8" version="1.0"?><a/>', 'xml-decl-invalid@1:7'],
    ['<?xml version="1.0" standalone="yes" encoding="UTF-8"?><a/>', 'xml-decl-invalid@1:38'],
    ['<?xml version="2.0"?><a/>', 'xml-decl-invalid@1:19'],
    ['<?xml version="1.0" standalone="maybe"?><a/>', 'xml-decl-invalid@1:38'],
    ['<?xml version="1.0"encoding="UTF-8"?><a/>', 'xml-decl-invalid@1:20'],
    ['<?xml version="1.0">\n<a/>', 'xml-decl-invalid@1:20'],
    ['<?xml version="1.0" ?<a/>', 'xml-decl-invalid@1:21'],
    ['<a>\u0001</a>', 'char-invalid@1:4'],
    ['<a>\uFFFF</a>', 'char-invalid@1:4'],
    ['<a>x\uD800y</a>', 'char-invalid@1:5'],
    ['<a>x\uDC00</a>', 'char-invalid@1:5'],
    ['<a>', 'eof@1:4'],
    ['<a>\n<b', 'eof@2:3'],
    ['', 'no-root@1:1'],
    ['<1a/>', 'name-invalid@1:2'],
    ['<a></1a>', 'name-invalid@1:6'],
    ['<a/>\n<!DOCTYPE a>', 'doctype-misplaced@2:1'],
    ['<![CDATA[x]]><a/>', 'cdata-outside-root@1:1'],
    ['<a><!x></a>', 'markup-invalid@1:6'],
    ['</a>', 'end-tag-unexpected@1:1'],
    ['<a><? x?></a>', 'pi-invalid@1:6'],
  ])('%j: %s', (doc, expected) => {
    expect(errors(doc)).toEqual([expected]);
  });

  test('a lone high surrogate at the very end is an error at its place', () => {
    expect(errors('<a/>\uD800')).toEqual(['char-invalid@1:5', 'text-outside-root@1:5']);
    expect(errors('<a>\uD800')).toEqual(['char-invalid@1:4', 'eof@1:5']);
  });
});

describe('limits', () => {
  test('depth, attributes and name length stop at the offending markup', () => {
    expect(errors('<a><b><c/></b></a>', { maxDepth: 2 })).toEqual(['limit-depth@1:7']);
    expect(errors('<a><b/></a>', { maxDepth: 2 })).toEqual([]);
    expect(errors('<a x="1" y="2"/>', { maxAttributes: 1 })).toEqual(['limit-attributes@1:10']);
    expect(errors('<abcd/>', { maxNameLength: 3 })).toEqual(['limit-name@1:2']);
    expect(errors('<abc/>', { maxNameLength: 3 })).toEqual([]);
    expect(errors('<a b="12345"/>', { maxTextLength: 4 })).toEqual(['limit-text@1:4']);
    expect(errors('<a><!--12345--></a>', { maxTextLength: 4 })).toEqual(['limit-text@1:4']);
  });

  test('a long text or CDATA section comes in pieces, each at its own first character, never splitting a pair', () => {
    const pieces = tokenize('<a>abcdefghij<![CDATA[\nklmno]]>abc\u{1F600}</a>', { maxTextLength: 4 })
      .filter((e) => e.kind === 'text' || e.kind === 'cdata')
      .map((e) => (e.kind === 'text' || e.kind === 'cdata' ? [e.kind, e.text, e.partial, e.line, e.column] : []));
    expect(pieces).toEqual([
      ['text', 'abcd', true, 1, 4],
      ['text', 'efgh', true, 1, 8],
      ['text', 'ij', false, 1, 12],
      ['cdata', '\nklm', true, 1, 14],
      ['cdata', 'no', false, 2, 4],
      ['text', 'abc', true, 2, 9],
      ['text', '\u{1F600}', false, 2, 12],
    ]);
  });
});

describe('chunks', () => {
  const docs: [string, XmlLimits][] = [
    ['<?xml version="1.0"?>\r\n<!DOCTYPE u [<!-- ]> -->]>\r<u xmlns="urn:s" a="x&amp;y">\r\n <l>\u{1F600}&#x1F600;\r</l><![CDATA[]]]]></u>\r\n', {}],
    ['<a>\r\nab&lt;b&gt;\u{10FFFF}\u{10FFFF}c\r\r\n<![CDATA[\u{1F600}x\r\ny]]]></a>\r', { maxTextLength: 3 }],
    ['<a>\r\n&lt;b&gt;\u{10FFFF}<!-- - --><?pi x??></a>\r', {}],
    ['<a b="1" b="2"><p:c/>]]>\u0001</a>', {}],
    ['<a>\uD800\r\n</a><?xml version="1.0"?>', {}],
  ];
  test.each(docs)('every split into two and into three gives the same output: %j', (doc, limits) => {
    const whole = tokenize(doc, limits);
    expect(whole.length).toBeGreaterThan(2);
    const want = JSON.stringify(whole);
    // Compared as JSON (cheap); a difference is shown in full.
    const same = (chunks: string[]): void => {
      const got = JSON.stringify(tokenize(chunks, limits));
      if (got !== want) expect({ chunks, events: JSON.parse(got) }).toEqual({ chunks, events: whole });
    };
    for (let i = 0; i <= doc.length; i++) {
      same([doc.slice(0, i), doc.slice(i)]);
      for (let j = i; j <= doc.length; j++) same([doc.slice(0, i), doc.slice(i, j), doc.slice(j)]);
    }
    same([...doc]);
    same(doc.split(''));
  });
});

describe('faults found by review and differential fuzzing', () => {
  test('a tag read by the fast path after "]]" in text ends the "]]>" watch, as the code point loop does', () => {
    expect(errors('<a>]]<b/>></a>')).toEqual([]);
    expect(errors('<a>]]]<b c="1"/>></a>')).toEqual([]);
    expect(errors('<a>]]</a>')).toEqual([]);
    expect(errors('<a><b>]]</b>></a>')).toEqual([]);
  });

  test('a duplicate among many attributes is found once its value is read (linear: a set past a few)', () => {
    const many = Array.from({ length: 300 }, (_, i) => `a${i}="1"`).join(' ');
    expect(errors(`<r ${many} a7="2"/>`)).toEqual([`attribute-duplicate@1:${many.length + 5}`]);
    expect(errors(`<r ${many} a299="2"/>`)).toEqual([`attribute-duplicate@1:${many.length + 5}`]);
    expect(errors(`<r ${many}/>`)).toEqual([]);
  });

  test('"?" characters in a processing instruction count toward the value limit', () => {
    expect(errors('<a><?p ??????????></a>', { maxValueLength: 4 })).toEqual(['limit-text@1:8']);
  });

  test('"<!D" that is no DOCTYPE inside the root is bad markup, not a misplaced DOCTYPE', () => {
    expect(errors('<a><!Data></a>')).toEqual(['markup-invalid@1:7']);
    expect(errors('<a><!DOCTYPE a></a>')).toEqual(['doctype-misplaced@1:4']);
  });

  test('"<![" outside the root is a CDATA section where none may stand only once it reads as one', () => {
    expect(errors('<![CDATA[x]]><a/>')).toEqual(['cdata-outside-root@1:1']);
    expect(errors('<![x<a/>')).toEqual(['markup-invalid@1:4']);
    expect(errors('<a/><![CDATA[')).toEqual(['cdata-outside-root@1:5']);
  });

  test('a PI target followed by "?" and more is an error at that "?"', () => {
    expect(errors('<?x?l?><a/>')).toEqual(['pi-target-end@1:4']);
    expect(errors('<a><?pi?x?></a>')).toEqual(['pi-target-end@1:8']);
    expect(errors('<a><?pi?></a>')).toEqual([]);
  });

  test('a name that is no QName is reported where it ends, before a later fault of the tag', () => {
    expect(errors('<a><t-- from:\n https://x/ --></a>')).toEqual(['ns-qname@1:9', 'attribute-no-value@2:2']);
    expect(errors('<a><x: b="1"/></a>')).toEqual(['ns-qname@1:5']);
  });

  test('an XML declaration that goes wrong before a character that cannot stand in it, or before its end, is reported there', () => {
    expect(errors('<?xml version=1\u00e9?><r/>')).toEqual(['xml-decl-invalid@1:15']);
    expect(errors('<?xml version==')).toEqual(['xml-decl-invalid@1:15']);
    expect(errors('<?xml version="1.0"\u00e9?><r/>')).toEqual(['xml-decl-invalid@1:20']);
    expect(errors('<?xml version="1.0"?\n<r/>')).toEqual(['xml-decl-invalid@1:20']);
    // A value holds letters, digits, ".", "_" and "-": a line end in it is the fault, on its line.
    expect(errors('<?xml version="\n<?xml version="\n1.0"?>\n<r/>')).toEqual(['xml-decl-invalid@1:16']);
    expect(errors('<?xml version="1 0"?><r/>')).toEqual(['xml-decl-invalid@1:19']);
    expect(errors('<?xml version="1.0" encoding="UTF<8"?><r/>')).toEqual(['xml-decl-invalid@1:34']);
  });
});

