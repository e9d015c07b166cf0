/**
 * Plain `<url>` elements are read whole (src/core/checks/plain.ts, offered by the tokenizer) and
 * judged by ElementChecker.takePlain, and plain text and tags are read by the tokenizer's fast
 * paths, instead of one code point at a time through its state machine. Both ways must give the
 * same findings (rule, message, line, column, in order), the same records and counts, for any
 * document, any policy and any cutting of the bytes: the real corpus, and documents generated
 * around the edges of what is plain.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validate } from '../src/core/read/engine.js';
import type { PolicyInput } from '../src/core/policy/policy.js';
import { plainEntries } from '../src/core/checks/xml.js';
import { bothWays as compareBoth, every, judgeCut, NOW } from './support/plain.js';
import { FULL_RUN, runs } from './support/scale.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REAL = path.join(ROOT, 'test', 'fixtures', 'real');
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

afterEach(() => {
  plainEntries.on = true;
  vi.restoreAllMocks();
});

async function judge(bytes: Uint8Array, policy: PolicyInput, chunk: number, name = 'sitemap.xml') {
  if (chunk <= 0) return validate(bytes, { now: NOW, ...policy }, { name });
  const r = await judgeCut(bytes, policy, every(chunk, bytes.length), name);
  return { kind: r.kind, entries: r.entries, findings: r.findings, records: r.records };
}

/** The result with plain entries read whole, the number taken so, and the result event by event. */
function bothWays(bytes: Uint8Array, policy: PolicyInput, chunk: number, name?: string) {
  return compareBoth(() => judge(bytes, policy, chunk, name));
}

describe('plain entries on the real corpus', () => {
  const files = readdirSync(REAL).filter((f) => /\.(xml|xml\.gz|gz)$/.test(f));
  it('has urlsets to compare', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
  });
  for (const profile of ['protocol', 'google', 'strict'] as const) {
    it.each(files)(`%s (${profile}): the same result read whole or event by event`, async (file) => {
      const bytes = readFileSync(path.join(REAL, file));
      // Whole and in chunks of 4,093 bytes in the full run; npm test reads the chunks only (the cuts are the harder case).
      for (const chunk of FULL_RUN ? [0, 4093] : [4093]) {
        const { fast, slow } = await bothWays(bytes, { profile }, chunk, file);
        expect(fast, `${file} in chunks of ${chunk}`).toEqual(slow);
      }
    });
  }

  it('reads most entries of a real plain urlset whole, with the same findings', async () => {
    const file = 'kotlin-sitemap__real-sitemaps-org-sitemap.xml';
    const bytes = readFileSync(path.join(REAL, file));
    const { fast, slow, taken } = await bothWays(bytes, {}, 0, file);
    expect(fast).toEqual(slow);
    // Every entry's <url> tag is read by the fast path (the root's tag, first in the file, is not).
    expect(taken).toBe(fast.entries);
    expect(fast.entries).toBeGreaterThan(3);
  });
});

/** A document of generated entries: mostly plain, each with one of many ways not to be. */
const ws = fc.oneof({ arbitrary: fc.constantFrom('', ' ', '\n', '\n  ', '\t', '\n\t\t', '\n\n', '  \n    '), weight: 9 }, { arbitrary: fc.constantFrom('\r\n  ', '\r'), weight: 1 });
const locValue = fc.oneof(
  fc.constantFrom(
    'https://www.example.org/a',
    'https://www.example.org/a',
    'http://www.example.org/a',
    'https://www.example.org/b?x=1&amp;y=2',
    'https://other.example/c',
    'https://www.example.org:8443/d',
    ' https://www.example.org/e',
    'https://www.example.org/f ',
    '\thttps://www.example.org/g',
    'https://www.example.org/h\t',
    '',
    'https://www.example.org/caf\u00e9',
    'https://www.example.org/\ud83d\ude00',
    'https://www.example.org/\ue000',
    'https://www.example.org/x]y',
    'https://www.example.org/x>y',
    'https://[::1]/',
    '/relative/path',
    'https://www.example.org/a&b',
    'https://www.example.org/&#x20;x',
    'ftp://files.example/',
    'https://www.example.org/<![CDATA[z]]>',
    'https://www.example.org/line\nbreak',
    'https://www.example.org/s?sid=0123456789abcdef0123456789abcdef',
    `https://www.example.org/${'l'.repeat(2100)}`,
    'HTTPS://WWW.EXAMPLE.ORG/i',
    'https://www.example.org/#frag',
  ),
  fc.stringMatching(/^https:\/\/www\.example\.org\/[a-z0-9%._~:@!$'()*+,;=-]{0,24}$/),
);
const lastmod = fc.constantFrom('2024-01-01', '2024-01-01T00:00:00+00:00', '2024-02-30', '2024-13-01', ' 2024-01-01', '2099-01-01', '2024', '2024-05', 'yesterday', '', '2024-01-01T25:00:00Z');
const changefreq = fc.constantFrom('weekly', 'daily', 'Weekly', ' daily', 'sometimes', '');
const priority = fc.constantFrom('0.5', '1.0', '0', '1.5', '-0.1', '0,8', '1e-1', '', ' 0.3');
const fieldTexts = fc.record({ loc: locValue, lastmod, changefreq, priority });
const FIELD_NAMES = ['loc', 'lastmod', 'changefreq', 'priority'] as const;
const urlOpen = fc.constantFrom('<url>', '<url>', '<url>', '<url >', '<url id="1">', '<URL>', '<s:url>', `<url xmlns="${NS}">`, '<url xmlns:x="urn:x">');
const urlClose = fc.constantFrom('</url>', '</url>', '</url>', '</url >');
/** Something put among the fields: nothing (mostly), or markup a plain entry cannot hold. */
const among = fc.constantFrom(
  '',
  '',
  '',
  '',
  '<!-- a comment -->',
  '<image:image><image:loc>https://www.example.org/i.png</image:loc></image:image>',
  '<xhtml:link rel="alternate" hreflang="de" href="https://www.example.org/de/"/>',
  '<foo/>',
  'stray text',
  '<?pi x?>',
  '<![CDATA[https://www.example.org/cdata]]>',
);

const entry = fc
  .record({
    open: urlOpen,
    close: urlClose,
    texts: fieldTexts,
    present: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    order: fc.constantFrom('schema', 'schema', 'schema', 'swapped', 'twice'),
    spaces: fc.array(ws, { minLength: 6, maxLength: 6 }),
    extra: among,
    extraAt: fc.nat(4),
    fieldTag: fc.constantFrom('plain', 'plain', 'plain', 'attribute', 'spaced', 'selfclosing', 'prefixed'),
    // Most entries have the shape of a plain one (their texts and spaces may still not be).
    odd: fc.nat(3).map((n) => n === 0),
  })
  .map((e) => {
    if (!e.odd) Object.assign(e, { open: '<url>', close: '</url>', order: 'schema', fieldTag: 'plain', extra: '' });
    // loc is left out now and then (missing-loc), the other fields half the time.
    const names: string[] = FIELD_NAMES.filter((_, i) => (i === 0 ? e.present[0] || e.extraAt !== 0 : e.present[i]));
    if (e.order === 'swapped' && names.length > 1) [names[0], names[1]] = [names[1]!, names[0]!];
    if (e.order === 'twice') names.push(names[0]!);
    const parts = names.map((name, i) => {
      const text = e.texts[name as keyof typeof e.texts];
      if (i === 0 && e.fieldTag !== 'plain') {
        if (e.fieldTag === 'attribute') return `<${name} a="b">${text}</${name}>`;
        if (e.fieldTag === 'spaced') return `<${name} >${text}</${name} >`;
        if (e.fieldTag === 'selfclosing') return `<${name}/>`;
        return `<s:${name}>${text}</s:${name}>`;
      }
      return `<${name}>${text}</${name}>`;
    });
    parts.splice(Math.min(e.extraAt, parts.length), 0, e.extra);
    let body = e.spaces[0]!;
    parts.forEach((p, i) => {
      body += p + e.spaces[(i + 1) % 6]!;
    });
    return `${e.open}${body}${e.close}`;
  });

const root = fc.constantFrom(
  `<urlset xmlns="${NS}">`,
  `<urlset xmlns="${NS}" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:s="${NS}">`,
  `<urlset xmlns="${NS}/">`,
  `<s:urlset xmlns:s="${NS}">`,
  `<s:urlset xmlns:s="${NS}" xmlns="${NS}">`,
  '<urlset>',
  `<urlset xmlns="http://www.google.com/schemas/sitemap/0.9">`,
  `<sitemapindex xmlns="${NS}">`,
);
/** What comes before an entry: white space, mostly; or a comment, text or a processing instruction. */
const between = fc.oneof({ arbitrary: ws, weight: 8 }, { arbitrary: fc.constantFrom('<!-- c -->', '\n  <!-- c -->\n  ', 'x', '\n  x\n', '<?pi?>', '<![CDATA[ ]]>'), weight: 1 });
const document = fc
  .record({
    decl: fc.constantFrom('<?xml version="1.0" encoding="UTF-8"?>\n', '', '\ufeff<?xml version="1.0"?>\r\n'),
    root,
    entries: fc.array(fc.tuple(between, entry), { minLength: 0, maxLength: 12 }),
    tail: ws,
  })
  .map((d) => {
    const close = d.root.startsWith('<s:') ? '</s:urlset>' : d.root.startsWith('<sitemapindex') ? '</sitemapindex>' : '</urlset>';
    return `${d.decl}${d.root}${d.entries.map(([w, e]) => w + e).join('')}${d.tail}${close}\n`;
  });
const policy = fc.constantFrom<PolicyInput>(
  {},
  { profile: 'google' },
  { profile: 'strict' },
  { maxUrls: 3 },
  { hosts: ['www.example.org'], requireHttps: true },
  { lastmod: 'date' },
  { profile: 'google', rules: { 'loc-mixed-hosts': 'off', 'unexpected-element': 'off' } },
  { profile: 'strict', rules: { 'unexpected-element': 'off' } },
);

describe('plain entries on generated documents', () => {
  it('give the same findings, records and counts read whole or event by event, in any chunks', async () => {
    let taken = 0;
    const numRuns = Number(process.env.PLAIN_RUNS ?? runs(1000));
    await fc.assert(
      fc.asyncProperty(document, policy, fc.constantFrom(0, 0, 0, 1, 3, 17, 64, 250, 250), async (text, p, chunk) => {
        const bytes = new TextEncoder().encode(text);
        const both = await bothWays(bytes, p, chunk);
        expect(both.fast).toEqual(both.slow);
        taken += both.taken;
      }),
      { numRuns, seed: Number(process.env.PLAIN_SEED ?? 20261130) },
    );
    // The property compared documents where plain entries were read whole, not only others
    // (about one in five documents has some: more than 120 in 1,000 cases).
    expect(taken).toBeGreaterThan(numRuns * 0.12);
  });

  it('give the same result on a long plain urlset with faults in some entries', async () => {
    const lines = [`<?xml version="1.0" encoding="UTF-8"?>`, `<urlset xmlns="${NS}">`];
    for (let i = 0; i < 3000; i++) {
      const loc = i % 97 === 0 ? 'https://www.example.org/p/0' : i % 89 === 0 ? `http://www.example.org/p/${i}` : `https://www.example.org/p/${i}`;
      const mod = i % 53 === 0 ? '2024-02-30' : `2024-01-${String((i % 28) + 1).padStart(2, '0')}`;
      const prio = i % 71 === 0 ? '1.5' : '0.5';
      lines.push(`  <url>\n    <loc>${loc}</loc>\n    <lastmod>${mod}</lastmod>\n    <changefreq>weekly</changefreq>\n    <priority>${prio}</priority>\n  </url>`);
    }
    lines.push('</urlset>', '');
    for (const [p, end] of [[{}, '\n'], [{ profile: 'google' as const }, '\r\n'], [{ maxUrls: 2500 }, '\n']] as const) {
      const bytes = new TextEncoder().encode(lines.join('\n').replace(/\n/g, end));
      for (const chunk of [0, 65536, 1000]) {
        const { fast, slow, taken } = await bothWays(bytes, p, chunk);
        expect(fast).toEqual(slow);
        expect(fast.findings.length).toBeGreaterThan(50);
        // Every entry but the first, less those cut by a chunk's end.
        expect(taken).toBeGreaterThan(chunk === 1000 ? 1500 : 2900);
      }
    }
  });

  it('after a run of entries with alternates, takes the plain ones after it', async () => {
    const lines = [`<urlset xmlns="${NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">`];
    for (let i = 0; i < 40; i++) {
      lines.push(`<url><loc>https://www.example.org/a/${i}</loc><xhtml:link rel="alternate" hreflang="de" href="https://www.example.org/a/${i}"/></url>`);
    }
    for (let i = 0; i < 300; i++) lines.push(`<url><loc>https://www.example.org/b/${i % 250}</loc><lastmod>2024-01-01</lastmod></url>`);
    lines.push('</urlset>');
    const bytes = new TextEncoder().encode(lines.join('\n'));
    const { fast, slow, taken } = await bothWays(bytes, { profile: 'google' }, 0);
    expect(fast).toEqual(slow);
    expect(fast.findings.filter((f) => f.rule === 'loc-duplicate')).toHaveLength(50);
    // The <url> tags of both runs: the alternates' tags hold no character the fast path leaves.
    expect(taken).toBe(340);
  });
});
