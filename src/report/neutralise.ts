/**
 * Making untrusted text safe for each output channel. Sitemap content (quoted in finding
 * messages) and file names come from the pull request under review, so they are
 * attacker-controlled. Every renderer of this folder passes them through these functions and
 * nowhere else decides what is safe:
 *
 * - `neutralise` makes a value one inert line for plain-text channels: the terminal, workflow
 *   command lines and annotation messages.
 * - `escapeHtml` makes a value literal text inside the job summary (HTML + GitHub Markdown).
 * - `escapeCommandData` / `escapeCommandProperty` encode a value for a `::command ...::data`
 *   line exactly as the GitHub runner decodes it.
 */

/** Default longest result of `neutralise`, in characters (Unicode code points), `…` included. */
export const NEUTRALISE_LIMIT = 1000;

/**
 * Characters rewritten by `neutralise`:
 * - C0 controls U+0000–U+001F (CR, LF, TAB, ESC...), DEL U+007F and C1 controls U+0080–U+009F
 *   (NEL U+0085, CSI U+009B...): line breaks and terminal escape sequences;
 * - U+2028 / U+2029 line and paragraph separators: line breaks for some readers;
 * - invisible format characters that make a line display differently from what it holds:
 *   U+00AD, U+061C, U+180E, U+200B–U+200F, U+202A–U+202E, U+2060–U+2069 (bidirectional
 *   overrides and isolates, zero-width characters), U+FEFF, U+FFF9–U+FFFB (interlinear
 *   annotation) and the tag characters U+E0000–U+E007F (invisible text that some readers and
 *   tools still pass on);
 * - lone surrogates (not encodable as UTF-8).
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]|\udb40[\udc00-\udc7f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * UNSAFE less the zero-width non-joiner and joiner (U+200C, U+200D), which Persian, Urdu and
 * Indic file names are written with: in a file name they are kept, so that an annotation names
 * the file as it is and attaches to it.
 */
const UNSAFE_IN_NAMES = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]|\udb40[\udc00-\udc7f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function escapeChar(c: string): string {
  if (c.length === 2) return `\\u{${c.codePointAt(0)!.toString(16)}}`;
  switch (c) {
    case '\n':
      return '\\n';
    case '\r':
      return '\\r';
    case '\t':
      return '\\t';
    default:
      return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  }
}

/** A line starting with `::` after optional white space: a workflow command to the runner. */
const LEADING_COMMAND = /^(\s*):(?=:)/;

/** The runner's legacy command marker, recognised anywhere in a line. */
const LEGACY_COMMAND = /##\[/g;

/**
 * Makes untrusted text one inert line of at most `limit` characters (Unicode code points).
 *
 * - Line breaks become visible escapes: LF `\n`, CR `\r`, TAB `\t`; NEL, U+2028 and U+2029
 *   become `\u0085`, `\u2028`, `\u2029`. The value can therefore never start a new output line.
 * - Every other C0/C1 control character, including ESC (the start of terminal escape
 *   sequences), becomes `\uXXXX` text, as do invisible bidirectional and zero-width format
 *   characters and lone surrogates (tag characters become `\u{e00XX}`). Nothing of the value can move the cursor, recolour the
 *   terminal or reorder what a reader sees.
 * - A leading `::` (after any white space) becomes `: :`, so the GitHub runner, which reads
 *   every output line that starts with `::` as a workflow command, cannot take the line for one.
 * - Every `##[` becomes `## [`: the runner also reads the legacy form `##[command]data` when it
 *   appears anywhere in a line.
 * - Longer results are cut to `limit - 1` characters followed by `…`.
 *
 * Backslashes are left as they are: the result is for people to read, not to be decoded.
 * The function is idempotent: neutralising a neutralised string returns it unchanged.
 */
export function neutralise(s: string, limit: number = NEUTRALISE_LIMIT): string {
  return neutraliseWith(s, limit, UNSAFE);
}

/**
 * `neutralise` for a file name (the `file` of an annotation): the same, but the zero-width
 * non-joiner and joiner (U+200C, U+200D) of Persian, Urdu and Indic names are kept, so the
 * runner attaches the annotation to the file. Idempotent too.
 */
export function neutraliseName(s: string, limit: number = NEUTRALISE_LIMIT): string {
  return neutraliseWith(s, limit, UNSAFE_IN_NAMES);
}

function neutraliseWith(s: string, limit: number, unsafe: RegExp): string {
  const max = Math.max(0, Math.floor(limit));
  // Escaping never shortens a string, so only a bounded prefix of a long value can reach the
  // result; cut it first (without splitting a surrogate pair) to keep huge inputs cheap.
  let input = String(s);
  const prefix = 2 * max + 2;
  if (input.length > prefix) {
    const high = input.charCodeAt(prefix - 1);
    input = input.slice(0, high >= 0xd800 && high <= 0xdbff ? prefix - 1 : prefix);
  }
  let out = input.replace(unsafe, escapeChar).replace(LEADING_COMMAND, '$1: ').replace(LEGACY_COMMAND, '## [');
  if (out.length > max) {
    const chars = Array.from(out);
    if (chars.length > max) out = max === 0 ? '' : `${chars.slice(0, max - 1).join('')}…`;
  }
  return out;
}

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&#38;',
  '<': '&#60;',
  '>': '&#62;',
  '"': '&#34;',
  "'": '&#39;',
  '|': '&#124;',
  '`': '&#96;',
  '[': '&#91;',
  ']': '&#93;',
  '*': '&#42;',
  _: '&#95;',
  '\\': '&#92;',
  '#': '&#35;',
  '!': '&#33;',
  '~': '&#126;',
  $: '&#36;',
  '\n': '&#10;',
  '\r': '&#13;',
};

const HTML_UNSAFE = /[&<>"'|`[\]*_\\#!~$\r\n]|[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/**
 * Escapes untrusted text for the job summary (GitHub-flavoured Markdown with inline HTML),
 * as HTML numeric entities so GitHub renders every character literally:
 *
 * - `& < > " '`: no tag, attribute or entity can be opened (`<img onerror>`, `<script>`);
 * - `|` (table cells), `` ` `` (code spans), `[` `]` and `!` (links and images), `*` `_` `~`
 *   (emphasis, strike-through), `\` (Markdown escapes), `#` (headings, `##[` runner markers),
 *   `$` (math): no Markdown construct can start;
 * - CR and LF become `&#13;` / `&#10;`: the value stays on one source line, so it can never
 *   end an HTML block with a blank line and switch the rest of the summary to Markdown;
 * - other C0/C1 control characters become U+FFFD (`&#65533;`).
 *
 * Callers pass `neutralise`d text so that control characters are shown, not replaced.
 */
export function escapeHtml(s: string): string {
  return String(s).replace(HTML_UNSAFE, (c) => HTML_ENTITIES[c] ?? '&#65533;');
}

/**
 * Encodes the data part of a workflow command (`::error ...::DATA`) the way the GitHub runner
 * decodes it: `%` → `%25`, CR → `%0D`, LF → `%0A`. The runner turns these back into the original
 * characters, so the command stays on one line whatever the value holds.
 */
export function escapeCommandData(s: string): string {
  return String(s).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/**
 * Encodes a property value of a workflow command (`::error file=VALUE,title=VALUE::...`) the
 * way the GitHub runner decodes it: as `escapeCommandData`, plus `:` → `%3A` (a `::` would end
 * the properties early) and `,` → `%2C` (a comma would start another property).
 */
export function escapeCommandProperty(s: string): string {
  return escapeCommandData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
