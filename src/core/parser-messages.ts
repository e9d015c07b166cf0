/**
 * The sentences of `xml-not-well-formed` findings: what the strict parser (saxes) found, said so
 * that a site owner knows what to change. saxes writes short messages in lower case ("unquoted
 * attribute value.", "unbound namespace prefix: \"image\"."); each is turned into a sentence that
 * names the construct and the fix, citing XML 1.0 (Fifth Edition) and Namespaces in XML 1.0 (Third
 * Edition). Names taken from the document are quoted and shortened (./text.ts quote), so a message
 * stays on one line and short whatever the input.
 */
import { FAMILY_NS } from './extensions/namespaces.js';
import { quote } from './text.js';

/** A character as a reader can find it: `"<"` for visible ASCII, else its code point and kind. */
function characterShown(c: number): string {
  const code = `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
  if (c > 0x20 && c < 0x7f) return `"${String.fromCharCode(c)}"`;
  if (c === 0x20) return 'a space';
  if (c < 0x20 || c === 0x7f) return `the control character ${code}`;
  if (c >= 0x80 && c <= 0x9f) return `the C1 control character ${code}`;
  if (c >= 0xd800 && c <= 0xdfff) return `the unpaired surrogate ${code}`;
  if (c === 0xfffe || c === 0xffff) return `the noncharacter ${code}`;
  return `the character ${code}`;
}

/**
 * The explanation of a saxes "disallowed character" error (`message`, lower case, as saxes writes
 * it) about character `c` at a 1-based line and column: which character, where, and what to do.
 * XML 1.0 section 2.2 (Char), 2.3 (Name) and 3.1 (tags) say which characters may stand where.
 * Without `c` (not known), the message itself as a sentence. `tag`: where the tag being read
 * starts (its `<`), named when a second `<` breaks its name.
 */
export function disallowedCharacter(message: string, c: number | undefined, line: number, column: number, tag?: { line: number; column: number }): string {
  if (c === undefined) return message.replace(/\.?$/, '.');
  const shown = characterShown(c);
  const at = `at line ${line}, column ${column}`;
  const missing = c === 0x3c ? ' Is a ">" missing before it?' : '';
  if (message.startsWith('disallowed character in tag name')) {
    // `<loc>a <` and a line end: the "<" is followed by white space, which starts no name.
    if (tag !== undefined && tag.line > 0 && (c === 0x0a || c === 0x0d || c === 0x09) && (tag.line !== line || tag.column === column - 1)) {
      return `the "<" at line ${tag.line}, column ${tag.column} is followed by ${c === 0x09 ? 'a tab' : 'a line end'}, so it starts no tag; write a "<" that is text as &lt;.`;
    }
    // `<loc>a < b</loc>`: a "<" followed by no name is text that should have been escaped.
    if (tag !== undefined && tag.line === line && tag.column === column - 1) {
      return `${shown} ${at} cannot start an element name, so the "<" before it starts no tag; write a "<" that is text as &lt;.`;
    }
    // `<loc>https://a.org/x<y</loc>`: the "<" of the text opened a tag that the next "<" breaks.
    if (c === 0x3c && tag !== undefined && tag.line > 0 && (tag.line !== line || tag.column !== column)) {
      return `${shown} ${at} cannot stand in an element name. Is a ">" missing before it, or is the "<" at line ${tag.line}, column ${tag.column} part of the text? Write a "<" in text as &lt;.`;
    }
    return `${shown} ${at} cannot stand in an element name.${missing}`;
  }
  if (message.startsWith('disallowed character in attribute name')) return `${shown} ${at} cannot stand in an attribute name.${missing}`;
  if (message.startsWith('disallowed character in closing tag')) return `${shown} ${at} cannot stand in an end tag, which holds only the element name (</name>).${missing}`;
  if (message.startsWith('disallowed character in processing instruction')) return `${shown} ${at} cannot stand in the target name of a processing instruction.`;
  if (c === 0x3c) return `a "<" ${at} cannot stand in an attribute value; write it as &lt;.`;
  return `${shown} ${at} is not allowed anywhere in an XML 1.0 document (XML 1.0 section 2.2); remove it.`;
}

/** The usual form of the XML declaration, shown where one is malformed. */
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** saxes messages about the XML declaration (`<?xml ...?>`), whose pseudo-attributes XML 1.0 section 2.8 fixes. */
const DECLARATION_FAULTS =
  /^(?:version number must match|expected one of|expected the name|did not expect any more name\/value pairs|value required|value must be quoted|whitespace required|xml declaration is incomplete|xml declaration must contain a version|the character \? is disallowed anywhere in xml declarations)/i;

/**
 * What to do about a namespace prefix used without a declaration: the declaration to add, with
 * the URI when the prefix is the one the extension schemas use (image, video, news, xhtml).
 */
function undeclaredPrefix(prefix: string): string {
  const known = Object.hasOwn(FAMILY_NS, prefix) ? FAMILY_NS[prefix as keyof typeof FAMILY_NS] : undefined;
  const shown = quote(prefix, 60);
  if (known !== undefined) {
    return `the prefix ${shown} is used, but its namespace is not declared; add xmlns:${prefix}="${known}" to the root element (Namespaces in XML 1.0, section 5).`;
  }
  return `the prefix ${shown} is used, but its namespace is not declared; declare it (xmlns:prefix="URI") on the root element or on an element that encloses it, or remove the prefix (Namespaces in XML 1.0, section 5).`;
}

/**
 * The sentence of an `xml-not-well-formed` finding for a saxes error message other than
 * "disallowed character" (see {@link disallowedCharacter}): `message` is saxes's text without its
 * position ("unquoted attribute value."); `rootSeen`: whether the root element has started. The
 * result ends with a full stop, the text after "The XML is not well-formed:" in lower case; a
 * message not known here is passed on as it is.
 */
export function parserFault(message: string, rootSeen = true): string {
  const lead = 'The XML is not well-formed: ';
  const m = message.replace(/\.$/, '');
  let text: string | undefined;
  let match: RegExpMatchArray | null;
  if ((match = /^unbound namespace prefix: "(.*)"$/s.exec(m)) !== null) text = undeclaredPrefix(match[1]!);
  else if ((match = /^duplicate attribute: (.*)$/s.exec(m)) !== null) {
    text = `the attribute ${quote(match[1]!, 60)} is given twice in one tag; an attribute may appear once per element (XML 1.0 section 3.1).`;
  } else if ((match = /^malformed name: (.*)$/s.exec(m)) !== null) {
    text = `the name ${quote(match[1]!, 60)} is not a valid qualified name: at most one ":", with a prefix before it and a local name after it (Namespaces in XML 1.0, section 4).`;
  } else if ((match = /^unmatched closing tag: (.*)$/s.exec(m)) !== null) {
    text = rootSeen
      ? `the end tag </${quote(match[1]!, 60).slice(1, -1)}> closes no open element: the root element has already ended. Remove it, or the end tag that closed the root too early.`
      : `the end tag </${quote(match[1]!, 60).slice(1, -1)}> closes no open element: it comes before the root element's start tag. Remove it.`;
  } else if (m === 'attribute without value') text = 'an attribute has no value; write it as name="value" (XML 1.0 section 3.1).';
  else if (m === 'unquoted attribute value') text = 'an attribute value is not in quotes; write it as name="value" or name=\'value\' (XML 1.0 section 3.1).';
  else if (m === 'no whitespace between attributes') text = 'two attributes follow each other without white space; separate them with a space (XML 1.0 section 3.1).';
  else if (m === 'forward-slash in opening tag not followed by >') text = 'a "/" in a start tag must be followed at once by ">"; write an empty element as <name/> (XML 1.0 section 3.1).';
  else if (m === 'weird empty close tag') text = 'an end tag has no name ("</>"); write the name of the element it closes, as in </url>.';
  else if (m === 'malformed comment') text = 'a comment holds "--" before its end; a comment may not contain two hyphens in a row, nor end with "--->" (XML 1.0 section 2.5).';
  else if (m === 'processing instruction without a target') text = 'a processing instruction ("<?") has no target name; remove it, or write it as <?target ...?> (XML 1.0 section 2.6).';
  else if (m === 'invalid attempt to undefine prefix in XML 1.0') {
    text = 'a namespace prefix is declared with an empty URI (xmlns:prefix=""), which XML 1.0 does not allow; give its URI or remove the declaration (Namespaces in XML 1.0, section 3).';
  } else if (m === 'documents may contain only one root') {
    text = 'a second root element starts here; a sitemap has one root element (<urlset> or <sitemapindex>), and only comments and white space may follow its end tag. Were two sitemaps written into one file?';
  } else if (m === 'incorrect syntax') {
    text = 'a "<!" starts no comment (<!-- -->), CDATA section (<![CDATA[ ]]>) or DOCTYPE, as written here; if this is an HTML page (<!doctype html>), it is no sitemap: check what the build writes at this path.';
  } else if (m === 'the string "]]>" is disallowed in char data') {
    text = 'the sequence "]]>" may not appear in text; write it as ]]&gt; (XML 1.0 section 2.4).';
  } else if (m === 'text data outside of root node') {
    text = 'text stands outside the root element; only white space, comments and processing instructions may stand before the root element\'s start tag or after its end tag (XML 1.0 section 2.1).';
  } else if (DECLARATION_FAULTS.test(m)) {
    text = m.startsWith('version number')
      ? `the XML declaration's version is not "1." followed by digits; write version="1.0", as in ${DECLARATION} (XML 1.0 section 2.8, which has a 1.0 processor read any version 1.x as 1.0).`
      : `the XML declaration is malformed (${m}); write it as ${DECLARATION}: version first, then encoding, then standalone if any, each value in quotes, separated by spaces (XML 1.0 section 2.8).`;
  }
  // After the colon the sentence goes on in lower case, as the other sentences of the rule do.
  if (text === undefined) return `${lead}${message}.`.replace(/\.\.$/, '.');
  return `${lead}${text}`;
}
