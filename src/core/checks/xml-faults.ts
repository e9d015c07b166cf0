/**
 * The findings of the faults that stop an XML document: well-formedness (`xml-not-well-formed`,
 * XML 1.0 Fifth Edition and Namespaces in XML 1.0 Third Edition), DTDs (`dtd-forbidden`), limits
 * (`xml-limit`), an HTML page (`root-element`) and a Git merge-conflict marker (`merge-conflict`),
 * from the errors of the tokenizer (../xml/tokenizer.ts), said so that a site owner knows what to
 * change. Names and values taken from the document are quoted and shortened (../text.ts quote), so
 * a message stays on one line and short whatever the input.
 *
 * Positions: a fault of one attribute is reported at that attribute: one without a value at its
 * name, one whose value is not in quotes where the quote should be, one whose value runs on to a
 * "<" (its closing quote missing) at its name. Any other fault inside a tag (of its name, or of
 * its attributes taken together: one given twice, two without white space between them, a
 * namespace), a comment or a processing instruction is reported at the construct's `<` when it is
 * noticed on the same line (a fault on a later line of a tag written one attribute per line stays
 * on the line that holds it, as xmllint reports it); a character at fault at that character; a
 * reference at its `&`; a construct left open at its start; stray text where it starts; an end tag
 * that closes the wrong element at its `<`, but when an element that the open one's parent allows
 * started inside it (a `<url>` after a `</url>` left out) at that element, where the end tag belongs.
 */
import { decodeHTMLStrict } from 'entities';
import { FAMILY_NS } from './extensions/namespaces.js';
import { holdsTemplateTags, quote, shortName, TEMPLATE_HINT, thousands } from '../text.js';
import { isXmlChar, type XmlError } from '../xml/index.js';

/** A finding that ends the document. */
export interface DocumentFault {
  rule: string;
  message: string;
  line: number;
  column: number;
}

/** What the XML checker knows when the tokenizer reports an error. */
export interface FaultContext {
  /** Whether the root element has started. */
  rootSeen: boolean;
  /** Whether any markup came before (a template's front matter is the first thing in its file). */
  markupSeen: boolean;
  /** The innermost open element, if any (its name and start tag). */
  open: { name: string; line: number; column: number } | undefined;
  /** Most nested elements and most attributes of one element (the limits the tokenizer was given). */
  maxDepth: number;
  maxAttributes: number;
  /** Longest name, in code units (the tokenizer's maxNameLength; its default 10,000 when not given). */
  maxNameLength?: number;
  /** Whether an XML declaration was read (a second one is then the fault). */
  declarationSeen?: boolean;
  /** Where the root element's end tag starts, once it has ended (its name and its `</`). */
  rootEnd?: { name: string; line: number; column: number } | undefined;
  /**
   * For an end tag that does not close the innermost open element: the first element read inside
   * an open one (`parent`: the innermost, or one around it) which the open one's parent would
   * allow (a `<url>` inside a `<url>`: the first one's end tag is missing before it), by its local
   * name and start tag.
   */
  inside?: { name: string; line: number; column: number; parent?: { name: string; line: number; column: number } } | undefined;
  /** For the same end tag: why the innermost open element may not stand where it does, if it may not (a `<br>` in a `<loc>`). */
  openMisplaced?: string | undefined;
}

/** The message of a document that is an HTML page (root-element). */
export const HTML_PAGE =
  'This file is an HTML page, not a sitemap (Search Console: "Sitemap is HTML"): a sitemap is XML with a <urlset> or <sitemapindex> root. Check what the build writes at this path (a 404 or index page saved under the sitemap\'s name, or a redirect), or point the paths at the sitemap itself.';

/** The message of a DOCTYPE in the prolog, which is skipped (dtd-forbidden, not fatal). */
export const DOCTYPE_SKIPPED = 'A DOCTYPE is not allowed in a sitemap. It was skipped (never expanded, never fetched) and the rest of the document was checked without it: remove it.';

const LEAD = 'The XML is not well-formed: ';

/** A character as a reader can find it: `"<"` for visible ASCII, else its code point and kind. */
function characterShown(c: number): string {
  const code = `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
  if (c > 0x20 && c < 0x7f) return `"${String.fromCharCode(c)}"`;
  if (c === 0x20) return 'a space';
  if (c === 0x09) return 'a tab';
  if (c === 0x0a || c === 0x0d) return 'a line end';
  if (c < 0x20 || c === 0x7f) return `the control character ${code}`;
  if (c >= 0x80 && c <= 0x9f) return `the C1 control character ${code}`;
  if (c >= 0xd800 && c <= 0xdfff) return `the unpaired surrogate ${code}`;
  if (c === 0xfffe || c === 0xffff) return `the noncharacter ${code}`;
  if (c === 0xa0) return `the no-break space ${code}`;
  if (spaceLike(c)) return `the Unicode space ${code}`;
  return `the character ${code}`;
}

/** Whether `c` is a space of Unicode other than XML's white space (a no-break space, an em space, a zero-width space...). */
function spaceLike(c: number): boolean {
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200b) || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** The sentence of a namespace declaration or prefix that Namespaces in XML 1.0 reserves (section 3). */
function reservedNamespace(e: XmlError): string {
  if (e.detail === 'xmlns-declared') return 'the prefix "xmlns" cannot be declared: it is bound to http://www.w3.org/2000/xmlns/ by definition; remove the declaration (Namespaces in XML 1.0, section 3).';
  if (e.detail === 'xml-namespace') {
    return 'the prefix "xml" is bound to http://www.w3.org/XML/1998/namespace, and no other prefix to that namespace; remove the declaration (Namespaces in XML 1.0, section 3).';
  }
  if (e.detail === 'element-xmlns') return `the element <${shortName(e.name ?? '')}> has the prefix "xmlns", which no element may have (Namespaces in XML 1.0, section 3).`;
  return e.name === 'xmlns'
    ? 'the default namespace may not be http://www.w3.org/2000/xmlns/, which is reserved for the declarations themselves (Namespaces in XML 1.0, section 3).'
    : 'no prefix may be bound to http://www.w3.org/2000/xmlns/, which is reserved for the declarations themselves (Namespaces in XML 1.0, section 3).';
}

/** An attribute's name for a message, quoted and shortened (`"name"`). */
function attributeShown(name: string | undefined): string {
  return name === undefined || name === '' ? '' : quote(name, 60);
}

/** The sentence of an XML declaration that is not at the start of the file. */
function misplacedDeclaration(ctx: FaultContext): string {
  if (ctx.open !== undefined) {
    return `the XML declaration (<?xml ...?>) must be at the very start of the file; here it stands inside the element <${shortName(ctx.open.name)}>: move it to the first line.`;
  }
  if (ctx.rootSeen) {
    return 'an XML declaration (<?xml ...?>) stands after the root element: a second document starts here. A sitemap file holds one document: were two sitemaps written into one file?';
  }
  if (ctx.declarationSeen === true) return 'the file has a second XML declaration (<?xml ...?>); a document has at most one, at its very start: remove this one.';
  return 'the XML declaration (<?xml ...?>) must be at the very start of the file, with nothing before it, not even whitespace or a blank line.';
}

/**
 * A message PHP prints into its output (display_errors on), as a sitemap script's first lines:
 * `Warning: ...`, `<br />\n<b>Notice</b>: ...`. The first group is its level.
 */
export const PHP_MESSAGE = /^(?:<br\s*\/?>\s*)?(?:<b>)?(?:PHP )?(Warning|Notice|Deprecated|Fatal error|Parse error|Strict Standards|Catchable fatal error|Recoverable fatal error)(?:<\/b>)?:\s/;

/** What to say of a PHP message (PHP_MESSAGE) at the start of `text`, after "starts with": what it is and what to do. */
export function phpMessage(text: string): string {
  const first = text.replace(/<[^<>]*>/g, '').trim().split(/\r\n?|\n/)[0] ?? '';
  return `a PHP message (${quote(first, 120)}): the script that writes the sitemap printed it into the file. Fix what it reports, or turn display_errors off on the server so that messages go to the log.`;
}

/** The usual form of the XML declaration, shown where one is malformed. */
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

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

/** What an unfinished construct is called in a message. */
function constructName(e: XmlError): string {
  switch (e.open?.what) {
    case 'comment':
      return 'comment (<!--)';
    case 'cdata':
      return 'CDATA section (<![CDATA[)';
    case 'pi':
      return 'processing instruction (<?)';
    case 'tag':
    case 'end tag':
      return 'tag (<)';
    case 'attribute value':
      return e.char === 0x27 ? "attribute value (')" : 'attribute value (")';
    case 'doctype':
      return 'DOCTYPE (<!DOCTYPE)';
    default:
      return 'markup (<)';
  }
}

/**
 * For `name`, the name of an HTML5 named character reference (WHATWG HTML, via the `entities`
 * package: `uuml`, `eacute`, `nbsp`, `hellip`), what to write in XML instead: the character
 * (quoted, with its code point), its numeric reference and, for a URL, its percent-encoded UTF-8
 * bytes, e.g. `"ü" (U+00FC): write the character itself, &#xFC;, or %C3%BC in a URL`. Undefined for
 * any other name.
 */
function htmlEntity(name: string): string | undefined {
  if (name.length > 40 || !/^[A-Za-z][A-Za-z0-9]*$/.test(name)) return undefined;
  const text = decodeHTMLStrict(`&${name};`);
  if (text === `&${name};`) return undefined;
  const points = [...text].map((c) => c.codePointAt(0)!);
  const codes = points.map((p) => `U+${p.toString(16).toUpperCase().padStart(4, '0')}`).join(' ');
  const refs = points.map((p) => `&#x${p.toString(16).toUpperCase()};`).join('');
  const shown = points.every((p) => p > 0x20 && !(p >= 0x7f && p <= 0xa0) && p !== 0xad && !(p >= 0x2000 && p <= 0x200f) && !(p >= 0x2028 && p <= 0x202f)) ? `"${text}" (${codes})` : codes;
  // A literal & or < would be a fault of its own: the predefined entity is the character there.
  const itself = text === '&' ? '&amp;' : text === '<' ? '&lt;' : 'the character itself';
  return `${shown}: write ${itself}, ${refs}, or ${encodeURIComponent(text)} in a URL`;
}

/** The likely cause of a document that ends inside a construct, and its fix. */
const CUT_SHORT_CAP = 'If the file was cut short (a build, upload or deploy that stopped before its end), write it again whole;';

const LITERAL_AMP = 'A literal & must be written &amp; in XML (it starts an entity reference otherwise).';
const PREDEFINED = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

/** The message of a reference at fault (`&` not followed by a whole reference, an unknown entity, a bad character number). */
function referenceFault(e: XmlError): string {
  const r = e.name ?? '';
  if (e.code === 'reference-invalid-char') {
    const shown = r.length > 24 ? `${r.slice(0, 12)}...` : r;
    return `The character reference &${shown}; names a character that XML does not allow; remove it, and write a literal & as &amp;.`;
  }
  if (e.code === 'entity-undeclared') {
    const known = `The entity reference &${quote(r, 60).slice(1, -1)}; is not defined: XML without a DTD knows only &amp;, &lt;, &gt;, &quot; and &apos;.`;
    const html = htmlEntity(r);
    // An HTML name (&uuml; &eacute; &nbsp;) pasted from a page: "&amp;uuml;" would be the six
    // characters, not the letter. The fix is the character, its reference, or in a URL its UTF-8 escape.
    return html !== undefined ? `${known} &${r}; is the HTML name of ${html}.` : `${known} Write a literal & as &amp;.`;
  }
  // Whole but for its ";": a predefined entity, or a reference to a character XML allows.
  if (e.code === 'reference-malformed' && e.char !== undefined && r !== '') {
    if (PREDEFINED.has(r)) return `The reference &${r} has no ";" at its end: write &${r}; for the character it names, or &amp;${r} for a literal &.`;
    if (r.charCodeAt(0) === 0x23) {
      const hex = r.charCodeAt(1) === 0x78;
      const digits = r.slice(hex ? 2 : 1);
      if (digits !== '' && digits.length < 9 && isXmlChar(parseInt(digits, hex ? 16 : 10))) {
        return 'This character reference has no ";" at its end: add the ";" after its digits, or write the & as &amp; for a literal &.';
      }
    }
  }
  return LITERAL_AMP;
}

/**
 * Where a fault inside a tag is reported: at the construct's `<` when it is noticed on the same
 * line, else where it is noticed (for a fault of the whole tag, a duplicate attribute or a
 * namespace, at the tag's `>`).
 */
function atMarkup(e: XmlError): { line: number; column: number } {
  const o = e.open;
  const at = e.tagEnd ?? e;
  return o !== undefined && o.line === at.line && o.column <= at.column ? { line: o.line, column: o.column } : { line: at.line, column: at.column };
}

/**
 * What is wrong with a malformed XML declaration, by the kind of fault the tokenizer gives
 * (`detail`, ../xml/tokenizer.ts XmlError), in a site owner's words (XML 1.0 section 2.8).
 */
function declarationFault(e: XmlError): string {
  const key = e.name === undefined ? 'a value' : `the ${e.name}`;
  const at = `at line ${e.line}, column ${e.column}`;
  switch (e.detail) {
    case 'char':
      return `${e.char === undefined ? 'a character' : characterShown(e.char)} ${at} cannot stand in ${e.name === undefined ? 'it' : `its ${e.name}`}`;
    case 'end':
      if (e.char === 0x3f) return `its "?" ${at} must be followed at once by ">"`;
      return `it must end with "?>", and ${e.char === undefined ? 'a character' : characterShown(e.char)} ${at} stands where its end should be`;
    case 'unquoted':
      return `${key} value ${at} is not in quotes`;
    case 'no-equals':
      return `${key} has no "=" before its value, ${at}`;
    case 'no-space':
      return `a space is missing between two of its values, ${at}`;
    case 'unclosed':
      return `${key} value has no closing quote`;
    case 'no-version':
      return 'it has no version, which must come first';
    case 'order':
      return `${key} ${at} is out of order`;
    case 'unknown':
      return `${e.name === undefined || e.name === '' ? 'what stands' : quote(e.name, 60)} ${at} is none of version, encoding and standalone`;
    case 'value':
      return e.name === 'standalone' ? 'standalone must be "yes" or "no"' : `the ${e.name ?? 'value'} is not a valid ${e.name === 'encoding' ? 'encoding name (such as UTF-8)' : 'value'}`;
    default:
      return e.message.replace(/\.$/, '');
  }
}

/** The sentence about character `c`, at fault at the error's place, for a fault in a name or tag. */
function characterFault(e: XmlError, c: number): { text: string; line: number; column: number } {
  const shown = characterShown(c);
  const at = `at line ${e.line}, column ${e.column}`;
  const o = e.open;
  const missing =
    c === 0x3c
      ? ' Is a ">" missing before it?'
      : spaceLike(c)
        ? ' It looks like a space, but XML separates names and attributes only with plain spaces, tabs and line ends: write a plain space.'
        : '';
  if (e.code === 'attribute-name-invalid') return { text: `${shown} ${at} cannot stand in an attribute name.${missing}`, line: e.line, column: e.column };
  if (o !== undefined && o.what === 'tag' && e.code === 'name-invalid') {
    // `<loc>a <` and a line end: the "<" is followed by white space, which starts no name.
    if (c === 0x0a || c === 0x0d || c === 0x09) {
      return { text: `the "<" at line ${o.line}, column ${o.column} is followed by ${c === 0x09 ? 'a tab' : 'a line end'}, so it starts no tag; write a "<" that is text as &lt;.`, line: o.line, column: o.column };
    }
    // `<loc>a < b</loc>`: a "<" followed by no name is text that should have been escaped.
    return { text: `${shown} ${at} cannot start an element name, so the "<" before it starts no tag; write a "<" that is text as &lt;.`, line: e.line, column: e.column };
  }
  if (o !== undefined && o.what === 'tag' && c === 0x3c) {
    // `<loc>https://a.org/x<y</loc>`: the "<" of the text opened a tag that the next "<" breaks.
    return {
      text: `${shown} ${at} cannot stand in an element name. Is a ">" missing before it, or is the "<" at line ${o.line}, column ${o.column} part of the text? Write a "<" in text as &lt;.`,
      line: e.line,
      column: e.column,
    };
  }
  if (o !== undefined && o.what === 'end tag') {
    return { text: `${shown} ${at} cannot stand in an end tag, which holds only the element name (</name>).${missing}`, line: e.line, column: e.column };
  }
  if (o !== undefined && o.what === 'pi') return { text: `${shown} ${at} cannot stand in the target name of a processing instruction.`, line: e.line, column: e.column };
  return { text: `${shown} ${at} cannot stand in an element name.${missing}`, line: e.line, column: e.column };
}

/**
 * The finding of a tokenizer error (../xml/tokenizer.ts XmlError), which ends the document: its
 * rule, its message and where it is reported (1-based line and column, in code points).
 */
export function documentFault(e: XmlError, ctx: FaultContext): DocumentFault {
  const fault = (rule: string, message: string, line = e.line, column = e.column): DocumentFault => ({ rule, message, line, column });
  const wf = (text: string, line = e.line, column = e.column): DocumentFault => fault('xml-not-well-formed', LEAD + text, line, column);
  const tag = atMarkup(e);
  const o = e.open;
  const c = e.char;
  switch (e.code) {
    case 'merge-conflict':
      return fault(
        'merge-conflict',
        'A Git merge-conflict marker (<<<<<<<) starts here: the file was committed in the middle of a merge. Resolve the conflict (keep one side, remove the <<<<<<<, ======= and >>>>>>> lines) and build the sitemap again.',
      );
    case 'declaration':
      return fault('dtd-forbidden', `A <!${e.name ?? ''} declaration is not allowed in a sitemap; DTDs and entity declarations are refused and never processed.`);
    case 'doctype-misplaced':
      return fault(
        'dtd-forbidden',
        'A <!DOCTYPE declaration is not allowed in a sitemap, and none may stand here: only the prolog, before the root element, may hold one. It is not processed; the document is not read further.',
      );
    case 'limit-depth':
      return fault('xml-limit', `Elements are nested more than ${ctx.maxDepth} levels deep here; a sitemap needs a handful. The document is not read further.`);
    case 'limit-attributes':
      return fault('xml-limit', `This element has more than ${ctx.maxAttributes} attributes. The document is not read further.`, o?.line ?? e.line, o?.column ?? e.column);
    case 'limit-name': {
      if (o?.what === 'reference') return fault('xml-not-well-formed', LITERAL_AMP, o.line, o.column);
      const limit = thousands(ctx.maxNameLength ?? 10000);
      const what =
        o?.what === 'pi'
          ? 'The target of a processing instruction'
          : o?.what === 'doctype'
            ? 'The DOCTYPE name'
            : o?.what === 'end tag'
              ? 'The name of an end tag'
              : o !== undefined && o.line === e.line && o.column + 1 === e.column
                ? 'An element name'
                : 'An attribute name';
      return fault('xml-limit', `${what} is longer than ${limit} characters. The document is not read further.`);
    }
    case 'limit-text':
      return fault('xml-limit', `${e.message} The document is not read further.`);
    case 'reference-malformed':
    case 'reference-invalid-char':
    case 'entity-undeclared':
      return fault('xml-not-well-formed', referenceFault(e));
    case 'eof':
      if (o === undefined) {
        const open = ctx.open;
        const name = shortName(open?.name ?? e.name ?? '?', 60);
        return fault(
          'xml-not-well-formed',
          `The element <${name}> is never closed: the input ends at line ${e.line}, column ${e.column}. ${CUT_SHORT_CAP} else add </${name}> where the element ends.`,
          open?.line ?? e.line,
          open?.column ?? e.column,
        );
      }
      if (o.what === 'reference') return fault('xml-not-well-formed', LITERAL_AMP, o.line, o.column);
      return fault('xml-not-well-formed', `This ${constructName(e)} is never closed: the input ends at line ${e.line}, column ${e.column}. ${CUT_SHORT_CAP.slice(0, -1)}.`, o.line, o.column);
    case 'cdata-outside-root':
      return wf(
        "a CDATA section (<![CDATA[ ]]>) stands outside the root element; it may only stand inside an element, and only white space, comments and processing instructions may stand before the root element's start tag or after its end tag: remove it, or move it into the element it belongs to (XML 1.0 section 2.1).",
      );
    case 'text-outside-root': {
      let text =
        "text stands outside the root element; only white space, comments and processing instructions may stand before the root element's start tag or after its end tag (XML 1.0 section 2.1).";
      const stray = e.text ?? '';
      const php = PHP_MESSAGE.exec(stray);
      if (!ctx.rootSeen && !ctx.markupSeen && /^(?:---|\{\{|\{%)/.test(stray)) {
        // Front matter (Jekyll, Hugo) or template tags (Liquid, Go templates): a source file.
        text +=
          ' The file starts like a template (front matter or {{ }} / {% %} tags), not a built sitemap: check the files your site generator writes (e.g. _site/ or public/) and leave the template out of the paths (a !pattern).';
      } else if (php !== null) {
        text += ctx.rootSeen || ctx.markupSeen ? ` The text is ${phpMessage(stray)}` : ` The file starts with ${phpMessage(stray)}`;
      } else if (!ctx.rootSeen && !ctx.markupSeen && /^[{[]/.test(stray)) {
        text += ' The file starts like JSON, not XML: check what the build or server writes at this path (an API error, a JSON feed) and write the sitemap there.';
      } else if (holdsTemplateTags(stray)) {
        // A layout that starts with its XML declaration (`<?xml ...?>` then `{{ define "main" }}`).
        text += TEMPLATE_HINT.replace('The value holds', 'The text holds');
      }
      return wf(text);
    }
    case 'end-tag-mismatch': {
      const open = ctx.open;
      if (e.name === '') return wf('an end tag has no name ("</>"); write the name of the element it closes, as in </url>.');
      const openName = open?.name ?? '?';
      const end = shortName(e.name ?? '', 60);
      const where = `<${shortName(openName, 60)}>, opened at line ${open?.line ?? 1}, column ${open?.column ?? 1}`;
      if (e.name !== undefined && e.name !== openName && e.name.toLowerCase() === openName.toLowerCase()) {
        return wf(`the end tag </${end}> does not close ${where}: element names are case-sensitive; write both the same way (XML 1.0 section 3).`);
      }
      const inside = ctx.inside;
      if (inside !== undefined) {
        const child = `<${shortName(inside.name, 60)}> at line ${inside.line}, column ${inside.column}`;
        const parent = inside.parent ?? { name: openName, line: open?.line ?? 1, column: open?.column ?? 1 };
        // Placed where the end tag left out belongs: before this element (the end tag that does not
        // match, where xmllint stops, may stand at the end of the file, on a line no change touched).
        const p = shortName(parent.name, 60);
        return wf(
          `the <${p}> opened at line ${parent.line}, column ${parent.column} is not closed before the ${child}, which starts inside it, so the end tag </${end}> at line ${e.line}, column ${e.column} comes while it is still open. Is </${p}> missing before this <${shortName(inside.name, 60)}>? Close each element before the next one starts.`,
          inside.line,
          inside.column,
        );
      }
      if (ctx.openMisplaced !== undefined) {
        return wf(`the end tag </${end}> does not close ${where}, the element open here. ${ctx.openMisplaced} Remove it, or close it before </${end}>.`);
      }
      return wf(`the end tag </${end}> does not close ${where}, the element open here: is </${shortName(openName, 60)}> missing before it, or is the end tag misspelt? Close elements in the reverse order of opening.`);
    }
    case 'end-tag-unexpected': {
      const name = quote(e.name ?? '', 60).slice(1, -1);
      return wf(
        ctx.rootSeen
          ? `the end tag </${name}> closes no open element: the root element has already ended. Remove it, or the end tag that closed the root too early.`
          : `the end tag </${name}> closes no open element: it comes before the root element's start tag. Remove it.`,
      );
    }
    case 'root-multiple': {
      const end = ctx.rootEnd;
      const ended = end === undefined ? '' : ` The root element <${shortName(end.name)}> ended at line ${end.line}, column ${end.column}: if that end tag came too early, move it to the end of the file.`;
      return wf(
        `a second root element starts here; a sitemap has one root element (<urlset> or <sitemapindex>), and only comments and white space may follow its end tag.${ended} Were two sitemaps written into one file?`,
      );
    }
    case 'xml-decl-misplaced':
      return wf(misplacedDeclaration(ctx), o?.line ?? e.line, o?.column ?? e.column);
    case 'pi-target-reserved':
      if (/^xml$/i.test(e.name ?? '')) {
        return o !== undefined && o.line === 1 && o.column === 1
          ? wf('the XML declaration is written <?xml ...?>, in lower case; other spellings of "xml" are reserved and cannot name a processing instruction (XML 1.0 section 2.6).', 1, 1)
          : wf(misplacedDeclaration(ctx), o?.line ?? e.line, o?.column ?? e.column);
      }
      return wf(`the processing instruction target ${quote(e.name ?? '', 60)} is reserved (names starting with "xml" in any case); rename or remove it (XML 1.0 section 2.6).`, tag.line, tag.column);
    case 'xml-decl-invalid':
      // Where the fault is noticed: the value at fault, the character where a quote or "=" is missing.
      return wf(
        e.name === 'version' && e.detail === 'value'
          ? `the XML declaration's version is not "1." followed by digits; write version="1.0", as in ${DECLARATION} (XML 1.0 section 2.8, which has a 1.0 processor read any version 1.x as 1.0).`
          : `the XML declaration is malformed (${declarationFault(e)}); write it as ${DECLARATION}: version first, then encoding, then standalone if any, each value in quotes, separated by spaces (XML 1.0 section 2.8).`,
      );
    case 'comment-double-hyphen':
      return wf('a comment holds "--" before its end; a comment may not contain two hyphens in a row, nor end with "--->" (XML 1.0 section 2.5).', tag.line, tag.column);
    case 'pi-target-end':
      return wf(`the target of a processing instruction is followed by "?" at line ${e.line}, column ${e.column} and more; it must be followed by a space, or by "?>" to end it (XML 1.0 section 2.6).`);
    case 'pi-invalid':
      if (e.name === undefined) return wf('a processing instruction ("<?") has no target name; remove it, or write it as <?target ...?> (XML 1.0 section 2.6).', tag.line, tag.column);
      return wf(characterFault(e, c ?? 0).text, e.line, e.column);
    case 'markup-invalid':
      return wf(
        'a "<!" starts no comment (<!-- -->), CDATA section (<![CDATA[ ]]>) or DOCTYPE, as written here; if this is an HTML page (<!doctype html>), it is no sitemap: check what the build writes at this path.',
        tag.line,
        tag.column,
      );
    case 'text-cdata-end':
      return wf('the sequence "]]>" may not appear in text; write it as ]]&gt; (XML 1.0 section 2.4).');
    case 'attribute-duplicate':
      // A fault of the tag's attributes taken together: at the tag.
      return wf(`the attribute ${quote(e.name ?? '', 60)} is given twice in one tag; an attribute may appear once per element: remove one of them (XML 1.0 section 3.1).`, tag.line, tag.column);
    case 'attribute-no-value': {
      const name = attributeShown(e.name);
      const at = e.nameAt ?? e;
      return wf(`the attribute ${name} has no value: XML writes every attribute as name="value" (XML 1.0 section 3.1). Remove it, or give it a value in quotes.`, at.line, at.column);
    }
    case 'attribute-unquoted': {
      // Where the opening quote should be. Curly quotes pasted from a word processor look like quotes but are not.
      const curly = c === 0x201c || c === 0x201d || c === 0x2018 || c === 0x2019 || c === 0x201e || c === 0xab || c === 0xbb;
      const why = curly ? `it starts with the typographic quote "${String.fromCodePoint(c!)}" (U+${c!.toString(16).toUpperCase()}), which XML does not read as one: use straight quotes (" or ')` : 'XML needs it in double or single quotes';
      return wf(`the value of the attribute ${attributeShown(e.name)} is not in quotes: ${why}, as in name="value" (XML 1.0 section 3.1).`);
    }
    case 'attribute-no-space':
      // Between two attributes: at the tag; the message names the place of the second.
      return wf(`two attributes follow each other without white space at line ${e.line}, column ${e.column}; put a space before the second one (XML 1.0 section 3.1).`, tag.line, tag.column);
    case 'attribute-lt': {
      const name = attributeShown(e.name);
      const at = e.nameAt;
      if (at !== undefined && (at.line !== e.line || (e.text ?? '').includes('>'))) {
        // The value runs on past a ">" or a line end to a "<": most likely its closing quote is missing.
        return wf(
          `the value of the attribute ${name} runs on to the "<" at line ${e.line}, column ${e.column}: is its closing quote missing? Close the value with the quote it opens with; a "<" inside a value is written &lt;.`,
          at.line,
          at.column,
        );
      }
      return wf(`a "<" at line ${e.line}, column ${e.column} cannot stand in the value of the attribute ${name}; write it as &lt;.`);
    }
    case 'ns-prefix-undeclared':
      return wf(undeclaredPrefix(e.name ?? ''), tag.line, tag.column);
    case 'ns-qname':
      return wf(`the name ${quote(e.name ?? '', 60)} is not a valid qualified name: at most one ":", with a prefix before it and a local name after it (Namespaces in XML 1.0, section 4).`, tag.line, tag.column);
    case 'ns-unbind':
      return wf(
        'a namespace prefix is declared with an empty URI (xmlns:prefix=""), which XML 1.0 does not allow; give its URI or remove the declaration (Namespaces in XML 1.0, section 3).',
        tag.line,
        tag.column,
      );
    case 'ns-reserved':
      return wf(reservedNamespace(e), tag.line, tag.column);
    case 'ns-attribute-duplicate':
      return wf(
        `the attribute ${quote(e.name ?? '', 60)} has the namespace and local name of another attribute of the tag; an attribute may appear once per element, whatever its prefix (Namespaces in XML 1.0, section 6.3).`,
        tag.line,
        tag.column,
      );
    case 'ns-colon':
      return wf(`the processing instruction target ${quote(e.name ?? '', 60)} holds a ":", which no target may hold; rename it (Namespaces in XML 1.0, section 7).`, tag.line, tag.column);
    case 'char-invalid': {
      const ch = c ?? 0;
      return wf(`${characterShown(ch)} at line ${e.line}, column ${e.column} is not allowed anywhere in an XML 1.0 document (XML 1.0 section 2.2); remove it.`);
    }
    case 'name-invalid':
    case 'attribute-name-invalid':
    case 'tag-invalid': {
      if (o?.what === 'end tag' && e.code === 'name-invalid' && c === 0x3e) {
        return wf('an end tag has no name ("</>"); write the name of the element it closes, as in </url>.', tag.line, tag.column);
      }
      if (o?.what === 'tag' && e.code === 'tag-invalid' && e.detail === 'slash') {
        return wf('a "/" in a start tag must be followed at once by ">"; write an empty element as <name/> (XML 1.0 section 3.1).', tag.line, tag.column);
      }
      if (o?.what === 'doctype') return wf(`${e.message.charAt(0).toLowerCase()}${e.message.slice(1)}`, tag.line, tag.column);
      const f = characterFault(e, c ?? 0);
      return wf(f.text, f.line, f.column);
    }
    default:
      // doctype-invalid and any code added later: the tokenizer's own sentence.
      return wf(`${e.message.charAt(0).toLowerCase()}${e.message.slice(1)}`, tag.line, tag.column);
  }
}
