/**
 * Reports as pieces. A run of many files with many findings and long paths renders to more text
 * than one JavaScript string can hold (V8's limit is 2^29 - 24 characters, about 512 Mi), so
 * every renderer yields its report piece by piece (`textChunks`, `jsonChunks`, `sarifChunks`,
 * `workflowCommandChunks`) and the writers here put the pieces on a stream or into a file one
 * after another. The functions that return one string (`renderText`, `renderJson`...) build it
 * only up to `MAX_REPORT_CHARS`: the text report is cut there with a line that says what was left
 * out, the JSON and SARIF reports (which a cut would make invalid) refuse with
 * ReportTooLargeError.
 */
import { writeSync } from 'node:fs';

/** V8's longest string on 64-bit platforms, in UTF-16 code units: 2^29 - 24 (536,870,888). */
export const V8_MAX_STRING_CHARS = 2 ** 29 - 24;

/**
 * Longest report built as one string, in UTF-16 code units: 2^28 (268,435,456), half of V8's
 * limit, so that the text and what its caller adds to it (a trailing newline, a copy made by the
 * escaping) still fit.
 */
export const MAX_REPORT_CHARS = 2 ** 28;

/** Characters gathered before a write: pieces are small (a line, a file), writes are not. */
const WRITE_BATCH_CHARS = 1 << 20;

/** Thrown when a report that cannot be cut (JSON, SARIF) is asked for as one string past its limit. */
export class ReportTooLargeError extends Error {
  constructor(
    /** `JSON report`, `SARIF log`, ... */
    readonly what: string,
    /** The limit that was passed, in UTF-16 code units. */
    readonly maxChars: number,
  ) {
    super(`The ${what} is longer than ${maxChars.toLocaleString('en-US')} characters, more than one string can hold; write it to a file or a stream (it is written piece by piece there).`);
    this.name = 'ReportTooLargeError';
  }
}

/**
 * The pieces joined into one string.
 *
 * @throws ReportTooLargeError when the text would be longer than `maxChars` UTF-16 code units.
 */
export function joinChunks(chunks: Iterable<string>, what: string, maxChars: number = MAX_REPORT_CHARS): string {
  const parts: string[] = [];
  let length = 0;
  for (const chunk of chunks) {
    length += chunk.length;
    if (length > maxChars) throw new ReportTooLargeError(what, maxChars);
    parts.push(chunk);
  }
  return parts.join('');
}

/** Something pieces of text can be written to: a stream (`process.stdout`) or a function. */
export type TextSink = { write(text: string): unknown } | ((text: string) => unknown);

/**
 * Writes the pieces to `sink` in batches of about 1 Mi characters (never one string of the
 * whole report). A sink that is a Node stream gets `write` calls; on Linux, writes to a file,
 * a pipe or a terminal through `process.stdout` are synchronous.
 */
export function writeChunks(sink: TextSink, chunks: Iterable<string>): void {
  const write = typeof sink === 'function' ? sink : (text: string) => sink.write(text);
  let batch: string[] = [];
  let size = 0;
  for (const chunk of chunks) {
    batch.push(chunk);
    size += chunk.length;
    if (size >= WRITE_BATCH_CHARS) {
      write(batch.join(''));
      batch = [];
      size = 0;
    }
  }
  if (size > 0) write(batch.join(''));
}

/** Writes the pieces to the open file `fd` (UTF-8), in batches, each written whole. */
export function writeChunksToFd(fd: number, chunks: Iterable<string>): void {
  writeChunks((text) => {
    const bytes = Buffer.from(text, 'utf8');
    let offset = 0;
    while (offset < bytes.length) offset += writeSync(fd, bytes, offset, bytes.length - offset);
  }, chunks);
}

/** `content` as pieces: a string is one piece. */
export function chunksOf(content: string | Iterable<string>): Iterable<string> {
  return typeof content === 'string' ? [content] : content;
}
