/**
 * Quoting of untrusted values inside finding messages. Values are shortened (to 200 characters by
 * default) and control characters are made visible, so a message stays one readable line. The
 * report layer still neutralises every message for its own channel (workflow commands, HTML).
 */

/** Longest quoted value in a message, in characters (INTERFACE.md "Annotations"). */
export const QUOTE_LIMIT = 200;

/**
 * Quotes `value` for a message: wrapped in double quotes, control characters shown as `\n`,
 * `\t` or `\u00XX`, shortened to `limit` characters with a trailing `…`.
 */
export function quote(value: string, limit = QUOTE_LIMIT): string {
  let v = value.length > limit ? value.slice(0, limit) : value;
  // Do not cut a surrogate pair in half.
  const last = v.charCodeAt(v.length - 1);
  if (v.length < value.length && last >= 0xd800 && last <= 0xdbff) v = v.slice(0, -1);
  // eslint-disable-next-line no-control-regex
  v = v.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029"\\]/g, (c) => {
    switch (c) {
      case '\n':
        return '\\n';
      case '\r':
        return '\\r';
      case '\t':
        return '\\t';
      case '"':
        return '\\"';
      case '\\':
        return '\\\\';
      default:
        return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    }
  });
  return `"${v}${value.length > limit ? '…' : ''}"`;
}
