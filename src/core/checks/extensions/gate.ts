/**
 * Decides, from the raw bytes of a document, when the code lists of ./codes.ts must be loaded:
 * before the parser sees a namespace declaration of a family whose values are judged against them
 * (xhtml alternates, video, news; see NEEDS_CODE_LISTS).
 *
 * A namespace can only be bound by an `xmlns` or `xmlns:prefix` attribute written in the document,
 * and before any element uses it, so looking at those attributes in each chunk before the chunk
 * is fed is enough. The URI is normalised and trimmed as the parser binds it; one that holds a
 * reference (`&...;`), or a declaration that cannot be read whole, counts as needing the lists
 * (they are loaded early, never late). Should a declaration still slip by, the engine judges the
 * document again once the lists are loaded (CodeListsNotLoaded). Runs only until the lists are
 * loaded; the cost on a document without declarations is one `indexOf` per chunk.
 */
import { codeListsLoaded, NEEDS_CODE_LISTS } from './codes.js';
import { familyOf } from './namespaces.js';

const XMLNS = Buffer.from('xmlns', 'latin1');
/** Bytes read from the start of a declaration: name, `=`, quotes and a URI of more than 200 bytes. */
const WINDOW = 320;
/** `xmlns` or `xmlns:prefix`, `=`, and a quoted value (XML 1.0 Attribute; Namespaces in XML 1.0 section 3). */
const DECLARATION = /^xmlns(?::[^\s=/>]*)?[ \t\r\n]*=[ \t\r\n]*(?:"([^"<]*)"|'([^'<]*)')/;
/** The start of a declaration, up to its `=` or to the end of what is there. */
const DECLARATION_START = /^xmlns(?::[^\s=/>]*)?[ \t\r\n]*(?:=|$)/;

/**
 * The namespace URI as the element checks read it: line ends normalised (XML 1.0 section 2.11),
 * tab, CR and LF turned into spaces (attribute-value normalisation, section 3.3.3), then trimmed
 * (String#trim, which also drops U+00A0, U+3000, U+FEFF and the other Unicode spaces), as
 * ../elements.ts reads a declaration with white space around its URI once it has reported it.
 */
function boundUri(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(/[\t\n]/g, ' ').trim();
}

/** True when the `xmlns` at `i` of `buf` may declare a namespace of a family that needs the lists. */
function declares(buf: Buffer, i: number): boolean {
  // UTF-8, so that Unicode spaces around the URI are trimmed as the parser trims them; a sequence
  // cut by the window's end cannot be in a URI that the window holds whole.
  const text = buf.toString('utf8', i, Math.min(buf.length, i + WINDOW));
  const m = DECLARATION.exec(text);
  // Not read whole (a value longer than the window, or cut by the end of the bytes): it counts when
  // it starts like a declaration; `xmlns` in text or in a longer name does not.
  if (!m) return DECLARATION_START.test(text);
  const uri = boundUri(m[1] ?? m[2] ?? '');
  if (uri.includes('&')) return true;
  const family = familyOf(uri);
  return family !== undefined && NEEDS_CODE_LISTS.has(family.family);
}

/** Looks at the chunks of one document in order; see the module comment. */
export class CodeListGate {
  /** The last bytes of the previous chunk (a copy), for declarations cut by the chunk boundary. */
  private tail: Buffer | undefined;

  /** True when the code lists must be loaded before `chunk` (the next bytes of the document) is fed. */
  needs(chunk: Uint8Array): boolean {
    if (codeListsLoaded()) return false;
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    const tail = this.tail;
    if (tail !== undefined) {
      // Declarations whose name is cut by the boundary (those whole in the previous chunk are read again).
      const joined = Buffer.concat([tail, buf.subarray(0, WINDOW)]);
      for (let i = joined.indexOf(XMLNS); i >= 0 && i < tail.length; i = joined.indexOf(XMLNS, i + 1)) {
        if (declares(joined, i)) return true;
      }
    }
    // A declaration cut by the end of the chunk counts (the chunk may use it right after).
    for (let i = buf.indexOf(XMLNS); i >= 0; i = buf.indexOf(XMLNS, i + 1)) if (declares(buf, i)) return true;
    // The last WINDOW bytes of the document so far (a short chunk keeps part of the old tail).
    const last = buf.length >= WINDOW || tail === undefined ? buf : Buffer.concat([tail, buf]);
    this.tail = Buffer.from(last.subarray(Math.max(0, last.length - WINDOW)));
    return false;
  }
}
