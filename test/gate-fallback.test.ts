/**
 * Should the code-list gate (src/core/checks/extensions/gate.ts) miss a declaration, the document is
 * judged again once the lists are loaded: the report is the one of a run where the gate saw it,
 * and the entries and alternates reach the caller once. The gate is switched off here to prove it
 * (this file has a module state of its own, in which the lists start unloaded).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFile, validate } from '../src/core/read/engine.js';
import type { EntryAlternates } from '../src/core/checks/extensions/index.js';
import { codeListsLoaded } from '../src/core/checks/extensions/codes.js';
import { CodeListGate } from '../src/core/checks/extensions/gate.js';
import { resolvePolicy } from '../src/core/policy/policy.js';
import * as library from '../src/index.js';
import type { EntryColumns } from '../src/core/checks/entries.js';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const dir = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-fallback-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const doc = (n: number) =>
  `<urlset xmlns="${NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
  Array.from({ length: n }, (_, i) => `<url><loc>https://www.beispiel.de/${i}</loc><xhtml:link rel="alternate" hreflang="${i === n - 1 ? 'en_GB' : 'de'}" href="https://www.beispiel.de/${i}"/></url>\n`).join('') +
  '</urlset>\n';

describe('a declaration the gate misses', () => {
  it('is judged again with the lists loaded: same findings, entries and alternates once', async () => {
    CodeListGate.prototype.needs = () => false;
    expect(codeListsLoaded()).toBe(false);
    const policy = resolvePolicy({ profile: 'google', now: new Date('2026-11-29T00:00:00Z') });
    const file = path.join(dir, 'sitemap.xml');
    writeFileSync(file, doc(5000));
    const handed: EntryColumns[] = [];
    const alternates: EntryAlternates[] = [];
    const r = await checkFile(file, 'sitemap.xml', policy, { onEntries: (e) => handed.push(e), onAlternates: (a) => alternates.push(a) });
    expect(codeListsLoaded()).toBe(true);
    expect(r.findings.map((f) => [f.rule, f.line])).toEqual([['hreflang-value', 5001]]);
    expect(handed).toHaveLength(1);
    expect(handed[0]!.length).toBe(5000);
    expect([handed[0]!.locs[4999], handed[0]!.line(4999), handed[0]!.column(4999)]).toEqual(['https://www.beispiel.de/4999', 5001, 11]);
    // Every entry once; the last one's code is no language tag ('').
    expect(alternates).toHaveLength(5000);
    expect(alternates[4999]!.hreflangs).toEqual(['']);
    const v = await validate(Buffer.from(doc(3)), policy, { name: 'sitemap.xml' });
    expect(v.findings.map((f) => f.rule)).toEqual(['hreflang-value']);
    expect(v.records).toHaveLength(3);
  });
});

describe('the library', () => {
  it('exports loadCodeLists and CodeListsNotLoaded for callers of checkStream', async () => {
    await library.loadCodeLists();
    expect(codeListsLoaded()).toBe(true);
    expect(new library.CodeListsNotLoaded()).toBeInstanceOf(Error);
  });
});
