#!/usr/bin/env node
// The floor: the least any sitemap checker written for Node does with a urlset, timed as the CLI
// is (node start included). It reads the file in chunks of 64 KiB as the CLI does, decodes UTF-8,
// finds each <loc> and <lastmod> text with indexOf, tests the loc against one pattern of a plain
// http(s) URL and the lastmod against one W3C Datetime pattern, and keeps a copy of each loc in a Set
// (for duplicates). No well-formedness check, no position, no other field, no finding, no report: a
// program that checks more cannot be faster than this on the same machine. bench/run.mjs runs it
// beside the CLI and xmllint. Usage: node bench/floor.mjs FILE (prints the number of locs).
import { closeSync, openSync, readSync } from 'node:fs';

const LOC = /^https?:\/\/[a-z0-9.-]+(?:\/[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*)?(?:\?[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*)?$/;
const LASTMOD = /^\d{4}-\d\d-\d\d(?:T\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:\d\d))?$/;

/** The text between `open` and the next `</`, from index `at` of `s`; undefined when it ends past `s`. */
function textAt(s, at) {
  const end = s.indexOf('</', at);
  return end < 0 ? undefined : s.slice(at, end);
}

/** Judges the text of a <loc> (isLoc) or a <lastmod>. */
function judge(text, isLoc, state) {
  if (isLoc) {
    if (!LOC.test(text)) state.bad++;
    // A copy of its own: a slice of 13 characters or more would keep the whole chunk alive.
    state.locs.add(`${text}\u0000`.slice(0, -1));
  } else if (!LASTMOD.test(text)) {
    state.bad++;
  }
}

/**
 * Reads one decoded chunk (with the unread tail of the one before); returns the index up to which
 * it was read. A text that goes on past the chunk is kept in parts (`state.pending`), each chunk
 * searched once for its end: read again from its start with each chunk, a text of 50 MB took time
 * quadratic in its length (2.3 s for 20 MB, where the CLI takes 0.25 s).
 */
function readChunk(s, state) {
  let i = 0;
  if (state.pending !== undefined) {
    const end = s.indexOf('</');
    // The last character is kept for the next chunk: it may be the "<" of "</".
    if (end < 0) {
      state.pending.push(s.slice(0, -1));
      return Math.max(0, s.length - 1);
    }
    state.pending.push(s.slice(0, end));
    judge(state.pending.join(''), state.pendingLoc, state);
    state.pending = undefined;
    i = end;
  }
  for (;;) {
    const loc = s.indexOf('<loc>', i);
    const lastmod = s.indexOf('<lastmod>', i);
    const at = loc < 0 ? lastmod : lastmod < 0 ? loc : Math.min(loc, lastmod);
    if (at < 0) return Math.max(i, s.length - 16);
    const isLoc = at === loc;
    const start = at + (isLoc ? 5 : 9);
    const text = textAt(s, start);
    if (text === undefined) {
      if (start >= s.length) return at;
      state.pending = [s.slice(start, -1)];
      state.pendingLoc = isLoc;
      return s.length - 1;
    }
    judge(text, isLoc, state);
    i = start + text.length;
  }
}

function main(file) {
  const fd = openSync(file, 'r');
  const buf = Buffer.allocUnsafe(64 * 1024);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const state = { locs: new Set(), bad: 0, pending: undefined, pendingLoc: false };
  let rest = '';
  for (;;) {
    const n = readSync(fd, buf, 0, buf.length, null);
    const s = rest + decoder.decode(buf.subarray(0, n), { stream: n > 0 });
    rest = s.slice(readChunk(s, state));
    if (n === 0) break;
  }
  closeSync(fd);
  return state;
}

const state = main(process.argv[2]);
console.log(`${state.locs.size} locs, ${state.bad} not plain`);
