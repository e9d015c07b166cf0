/**
 * The kind of run at a tenth of its size (npm run test:full): gzip sitemaps of 25,000
 * distinct 2,000-character locs each, whose texts held as strings ran the run out of memory.
 * With the built-in bounds the checks across files are made (one loc listed in two files is
 * found at its place); with the bound for locs lowered below what they take, the run says so in
 * one note and still judges every file. The memory it takes is measured in bench/ (long-locs).
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFiles } from '../src/core/run/run.js';
import { RUN_LIMITS } from '../src/core/site/site.js';
import { NS } from './support/sitemap.js';
import { workspaces } from './support/workspace.js';

const workspace = workspaces('locs-bytes-full');
const FILES = 10;
const PER_FILE = 25_000;
const PAD = 'lorem-ipsum-dolor-sit-amet/'.repeat(80);
const loc = (f: number, i: number) => {
  const start = `https://www.beispiel.de/f${f}/i${i}/`;
  return `${start}${PAD.slice(0, 2_000 - start.length)}`;
};

describe('gzip sitemaps of 25,000 distinct 2,000-character locs each', () => {
  const saved = { ...RUN_LIMITS };
  afterEach(() => Object.assign(RUN_LIMITS, saved));

  it('are compared across files within the built-in bounds, and past a lowered one the run says so once and goes on', async () => {
    const files: Record<string, Uint8Array> = {};
    for (let f = 0; f < FILES; f++) {
      const rows = Array.from({ length: PER_FILE }, (_, i) => `<url><loc>${f === FILES - 1 && i === 7 ? loc(0, 123) : loc(f, i)}</loc></url>\n`);
      files[`sitemap-${f}.xml.gz`] = gzipSync(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${rows.join('')}</urlset>\n`, { level: 1 });
    }
    const ws = workspace(files);
    const discovered = Object.keys(files).map((p) => ({ path: p, absolute: path.join(ws, p) }));

    const run = await checkFiles(discovered, {}, { cwd: ws });
    expect(run.totals.entries).toBe(FILES * PER_FILE);
    expect(run.notes.filter((n) => n.startsWith('The run lists more URLs'))).toEqual([]);
    const dup = run.files.flatMap((r) => r.findings.filter((x) => x.rule === 'loc-duplicate-across-files').map((x) => `${r.path}:${x.line}:${x.column}`));
    expect(dup).toEqual([`sitemap-${FILES - 1}.xml.gz:10:11`]);

    // 250,000 distinct long locs take 17,250,000 bytes (69 each, no text): a bound of 16 MiB is passed.
    RUN_LIMITS.locs = 16 * 2 ** 20;
    const capped = await checkFiles(discovered, {}, { cwd: ws });
    expect(capped.notes.filter((n) => n.startsWith('The run lists more URLs'))).toEqual([
      'The run lists more URLs than the checks across files keep (16 MiB for the URLs and where each is listed): loc-duplicate-across-files, hreflang-return-link and page-missing were not made for this run; every file was judged on its own. Split the run with shard.',
    ]);
    expect(capped.files.flatMap((r) => r.findings).filter((x) => x.rule === 'loc-duplicate-across-files')).toEqual([]);
    expect(capped.totals.entries).toBe(FILES * PER_FILE);
    expect(capped.files).toHaveLength(FILES);
  }, 300_000);
});
