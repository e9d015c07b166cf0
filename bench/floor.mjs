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

/** Reads one decoded chunk (with the unread tail of the one before); returns the index up to which it was read. */
function readChunk(s, state) {
  let i = 0;
  for (;;) {
    const loc = s.indexOf('<loc>', i);
    const lastmod = s.indexOf('<lastmod>', i);
    const at = loc < 0 ? lastmod : lastmod < 0 ? loc : Math.min(loc, lastmod);
    if (at < 0) return Math.max(i, s.length - 16);
    const isLoc = at === loc;
    const start = at + (isLoc ? 5 : 9);
    const text = textAt(s, start);
    if (text === undefined) return at;
    if (isLoc) {
      if (!LOC.test(text)) state.bad++;
      // A copy of its own: a slice of 13 characters or more would keep the whole chunk alive.
      state.locs.add(`${text}\u0000`.slice(0, -1));
    } else if (!LASTMOD.test(text)) {
      state.bad++;
    }
    i = start + text.length;
  }
}

function main(file) {
  const fd = openSync(file, 'r');
  const buf = Buffer.allocUnsafe(64 * 1024);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const state = { locs: new Set(), bad: 0 };
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
