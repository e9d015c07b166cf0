/**
 * Plain `<url>` elements read whole: the start tag `<url>` and end tag `</url>` exactly, no
 * attributes, and inside only `<loc>` then, each optional, `<lastmod>`, `<changefreq>` and
 * `<priority>` (tags exactly so), separated by spaces, tabs and line ends. Each field holds text
 * of one line that starts with a character other than space, tab or `&` and needs no second look
 * (no `<`, `>`, `]`, C0 control character but tab, surrogate or character from U+E000 up, and `&`
 * only in one of the five predefined references, `&amp;` above all, as shops and CMSs write the
 * `&` of a query).
 * Nothing in such an element can be a well-formedness error, and it declares no namespace, so the
 * tokens the tokenizer would give for it, and their positions, follow from the text alone: one
 * native match of PLAIN_ENTRY reads it, and the element checks judge it as they judge its tokens
 * (ElementChecker.takePlain). The tokenizer offers each `<url>` directly inside the root
 * (XmlHandler.element); anything else is read token by token.
 */

/** A predefined entity reference (XML 1.0 section 4.6), and what it stands for. */
const REFERENCE = /&(amp|lt|gt|quot|apos);/g;
const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (_: string, name: string): string => PREDEFINED[name]!;

/** The fields of a plain `<url>`, in the order the sitemap schema gives them (their index is their number). */
const PLAIN_FIELDS = ['loc', 'lastmod', 'changefreq', 'priority'] as const;
/** Lengths of the start and end tags of each field. */
const OPEN_LENGTH = PLAIN_FIELDS.map((name) => name.length + 2);
const CLOSE_LENGTH = PLAIN_FIELDS.map((name) => name.length + 3);

/**
 * A plain `<url>` element, from its `<`: capture 1 the white space after `<url>`, then for each
 * field in order its text as written (2, 4, 6, 8) and the white space after it (3, 5, 7, 9).
 * Sticky, linear (each part is a character class the next literal cannot start, and a reference
 * starts with the one character the class leaves out).
 */
const PLAIN_ENTRY = (() => {
  const text = '([\\x21-\\x25\\x27-\\x3b\\x3d\\x3f-\\x5c\\x5e-\\ud7ff](?:[\\t\\x20-\\x25\\x27-\\x3b\\x3d\\x3f-\\x5c\\x5e-\\ud7ff]|&(?:amp|lt|gt|quot|apos);)*)';
  const space = '([ \\t\\n\\r]*)';
  const field = (name: string, optional: boolean) => `${optional ? '(?:' : ''}<${name}>${text}</${name}>${space}${optional ? ')?' : ''}`;
  return new RegExp(`<url>${space}${field('loc', false)}${field('lastmod', true)}${field('changefreq', true)}${field('priority', true)}</url>`, 'y');
})();

/**
 * A plain `<url>` element read whole. Lines and columns are 1-based, columns in characters (one
 * per UTF-16 code unit: a plain element holds no surrogates).
 */
export class PlainEntry {
  /** Position of the `<` of `<url>`. */
  line = 0;
  column = 0;
  /** Number of fields (1 to 4). */
  count = 0;
  /** For each field in document order: its number (0 loc, 1 lastmod, 2 changefreq, 3 priority). */
  readonly field = new Int32Array(4);
  /** For each field: the line of its start tag and text, and the column of its text. */
  readonly fieldLine = new Int32Array(4);
  readonly textColumn = new Int32Array(4);
  /** For each field: its text, references decoded (never empty). */
  readonly value: string[] = ['', '', '', ''];
  /** Bit per field present (1 << its number). */
  fields = 0;
  /** Index in the chunk after the `>` of `</url>`, and the position of that character. */
  end = 0;
  afterLine = 0;
  afterColumn = 0;
}

/**
 * Reads the plain `<url>` element whose `<` is at index `lt` of `chunk`, at 1-based `line` and
 * `column`, into `e`; false (e unchanged but for scratch) when what is there is not one, whole
 * in the chunk.
 */
export function readPlainEntry(chunk: string, lt: number, line: number, column: number, e: PlainEntry): boolean {
  PLAIN_ENTRY.lastIndex = lt;
  const m = PLAIN_ENTRY.exec(chunk);
  if (m === null) return false;
  e.line = line;
  e.column = column;
  // Column of the character after `<url>`.
  let col = column + 5;
  let count = 0;
  let fields = 0;
  for (let g = 1; g <= 9; g += 2) {
    if (g > 1) {
      const value = m[g - 1];
      if (value === undefined) continue;
      const f = (g - 3) >> 1;
      const open = OPEN_LENGTH[f]!;
      e.field[count] = f;
      e.fieldLine[count] = line;
      e.textColumn[count] = col + open;
      e.value[count] = value.indexOf('&') < 0 ? value : value.replace(REFERENCE, decode);
      count++;
      fields |= 1 << f;
      col += open + value.length + CLOSE_LENGTH[f]!;
    }
    // White space: spaces, tabs, line ends (CR LF, a lone CR or LF).
    const space = m[g]!;
    const n = space.length;
    for (let k = 0; k < n; k++) {
      const c = space.charCodeAt(k);
      if (c === 0x0a || c === 0x0d) {
        if (c === 0x0d && space.charCodeAt(k + 1) === 0x0a) k++;
        line++;
        col = 1;
      } else {
        col++;
      }
    }
  }
  e.count = count;
  e.fields = fields;
  e.end = PLAIN_ENTRY.lastIndex;
  // `</url>`: six characters.
  e.afterLine = line;
  e.afterColumn = col + 6;
  return true;
}
