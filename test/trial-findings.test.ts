/**
 * Faults a site owner met on first use (realistic sites, the README's own setups), each pinned
 * with the right value.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { readFileSync, rmSync, symlinkSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validate } from '../src/core/read/engine.js';
import { checkWorkspace } from '../src/core/run/run.js';
import { runCli } from '../src/cli/run.js';
import { renderSummary } from '../src/report/summary.js';
import { resolvePolicy } from '../src/core/policy/policy.js';
import { FindingSink } from '../src/core/checks/sink.js';
import { NS } from './support/sitemap.js';
import { workspaces } from './support/workspace.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'real');
const workspace = workspaces('trial');

const NOW = new Date('2026-06-01T00:00:00Z');

function urlset(...locs: string[]): Buffer {
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${locs.map((l) => `  <url><loc>${l}</loc></url>`).join('\n')}\n</urlset>\n`);
}

describe('loc-mixed-hosts: one scheme, host and port per file, also with an allow-list of hosts', () => {
  const rows = async (doc: Buffer, hosts?: string[], profile?: 'protocol' | 'google' | 'strict') => {
    const r = await validate(doc, { now: NOW, hosts, profile }, { name: 'sitemap.xml' });
    return r.findings.filter((f) => f.rule === 'loc-mixed-hosts').map((f) => `${f.line}:${f.column} ${f.message}`);
  };

  it('an http loc after https ones is reported whether or not hosts are given', async () => {
    const doc = urlset('https://www.beispiel.de/', 'http://www.beispiel.de/about/');
    expect(await rows(doc)).toEqual([
      '4:13 The loc "http://www.beispiel.de/about/" uses "http://www.beispiel.de", but the first entry of this file (line 3) uses "https://www.beispiel.de"; all URLs of one sitemap must share one scheme, host and port.',
    ]);
    for (const profile of ['protocol', 'google'] as const) {
      expect(await rows(doc, ['www.beispiel.de'], profile), profile).toEqual([
        '4:13 The loc "http://www.beispiel.de/about/" uses "http://www.beispiel.de", but the first entry of this file (line 3) uses "https://www.beispiel.de"; all URLs of one sitemap must share one scheme and port (the hosts may be any of the allowed hosts).',
      ]);
    }
  });

  it('another port is another origin', async () => {
    const doc = urlset('https://www.beispiel.de/a', 'https://www.beispiel.de:8443/b', 'https://www.beispiel.de:8443/c');
    expect(await rows(doc)).toEqual([
      '4:13 The loc "https://www.beispiel.de:8443/b" uses "https://www.beispiel.de:8443", but the first entry of this file (line 3) uses "https://www.beispiel.de"; all URLs of one sitemap must share one scheme, host and port.',
    ]);
    expect(await rows(doc, ['www.beispiel.de'])).toHaveLength(1);
    // The scheme's default port, written or not, in any spelling, is the same origin.
    expect(await rows(urlset('https://www.beispiel.de/a', 'https://www.beispiel.de:443/b', 'https://www.beispiel.de:0443/c'))).toEqual([]);
    expect(await rows(urlset('http://www.beispiel.de/a', 'http://www.beispiel.de:80/b'))).toEqual([]);
  });

  it('a port of more digits than a number holds is quoted digit for digit, and two such ports are two origins', async () => {
    const doc = urlset('https://www.beispiel.de/a', 'https://www.beispiel.de:99999999999999999999/b', 'https://www.beispiel.de:99999999999999999998/c', 'https://www.beispiel.de:00099999999999999999999/d');
    // Such a port is loc-invalid (larger than 65535), into which loc-mixed-hosts folds at the same
    // place (one fault, one finding): with loc-invalid off, loc-mixed-hosts shows on its own.
    const mixed = async (rules: Record<string, 'off'>) =>
      (await validate(doc, { now: NOW, rules }, { name: 'sitemap.xml' })).findings.filter((f) => f.rule === 'loc-mixed-hosts').map((f) => `${f.line}:${f.column} ${f.message}`);
    expect((await mixed({ 'loc-invalid': 'off' })).map((r) => r.replace(/, but .*/, ''))).toEqual([
      '4:13 The loc "https://www.beispiel.de:99999999999999999999/b" uses "https://www.beispiel.de:99999999999999999999"',
      '5:13 The loc "https://www.beispiel.de:99999999999999999998/c" uses "https://www.beispiel.de:99999999999999999998"',
    ]);
    expect(await rows(doc)).toEqual([]);
    const invalid = (await validate(doc, { now: NOW }, { name: 'sitemap.xml' })).findings.filter((f) => f.rule === 'loc-invalid');
    expect(invalid.map((f) => `${f.line}:${f.column} ${/Also loc-mixed-hosts: it uses "[^"]*"/.exec(f.message)?.[0]}`)).toEqual([
      '4:13 Also loc-mixed-hosts: it uses "https://www.beispiel.de:99999999999999999999"',
      '5:13 Also loc-mixed-hosts: it uses "https://www.beispiel.de:99999999999999999998"',
      '6:13 undefined',
    ]);
  });

  it('with hosts given, the allowed hosts may follow each other in one file', async () => {
    const doc = urlset('https://www.beispiel.de/', 'https://shop.beispiel.de/', 'https://evil.beispiel.at/');
    expect(await rows(doc, ['www.beispiel.de', 'shop.beispiel.de'])).toEqual([]);
    // Without the list, the second host is reported once, and the third.
    expect((await rows(doc)).map((r) => r.slice(0, 4))).toEqual(['4:13', '5:13']);
    const r = await validate(doc, { now: NOW, hosts: ['www.beispiel.de', 'shop.beispiel.de'] }, { name: 'sitemap.xml' });
    expect(r.findings.filter((f) => f.rule === 'loc-host').map((f) => f.line)).toEqual([5]);
  });

  it('hreflang across country domains (Google\'s "Localized versions" example) is told how to allow its hosts', async () => {
    const doc = urlset('https://www.beispiel.ch/english/page.html', 'https://www.example.de/deutsch/page.html', 'https://www.example.de/schweiz-deutsch/page.html');
    expect(await rows(doc, undefined, 'google')).toEqual([
      '4:13 The loc "https://www.example.de/deutsch/page.html" uses "https://www.example.de", but the first entry of this file (line 3) uses "https://www.beispiel.ch"; all URLs of one sitemap must share one scheme, host and port. If every host is yours and set up for cross-site submission (Search Console, or a Sitemap: line in the robots.txt of each host), name them all in hosts.',
    ]);
    expect(await rows(doc, ['www.beispiel.ch', 'www.example.de'], 'google')).toEqual([]);
  });
});

describe('loc-duplicate-across-files leaves out copies and feeds', () => {
  const across = (run: Awaited<ReturnType<typeof checkWorkspace>>) =>
    run.files.flatMap((f) => f.findings.filter((x) => x.rule === 'loc-duplicate-across-files').map((x) => `${f.path}:${x.line}:${x.column}`));

  it('a real MkDocs site (sitemap.xml and its gzip copy) gets no duplicate warnings', async () => {
    const gz = readFileSync(path.join(FIXTURES, '0install-docs__real-mkdocs-sitemap.xml.gz'));
    const ws = workspace({ 'site/sitemap.xml': gunzipSync(gz), 'site/sitemap.xml.gz': gz });
    const run = await checkWorkspace({ cwd: ws, patterns: ['site/sitemap.xml', 'site/sitemap.xml.gz'], policy: { now: NOW } });
    expect(run.files.map((f) => [f.path, f.entries])).toEqual([
      ['site/sitemap.xml', 83],
      ['site/sitemap.xml.gz', 83],
    ]);
    expect(across(run)).toEqual([]);
  });

  it('a third sitemap repeating a loc of the pair is reported once, not once per copy', async () => {
    const ws = workspace({
      'a.xml': urlset('https://www.beispiel.de/x'),
      'a.xml.gz': gzipSync(urlset('https://www.beispiel.de/x')),
      'b.xml': urlset('https://www.beispiel.de/y', 'https://www.beispiel.de/x'),
      'b.xml.gz': gzipSync(urlset('https://www.beispiel.de/x')),
    });
    const run = await checkWorkspace({ cwd: ws, patterns: ['*.xml', '*.xml.gz'], policy: { now: NOW } });
    expect(across(run)).toEqual(['b.xml:4:13']);
    const f = run.files.find((x) => x.path === 'b.xml')!.findings.find((x) => x.rule === 'loc-duplicate-across-files')!;
    expect(f.message).toBe('The loc "https://www.beispiel.de/x" is also listed in "a.xml" on line 3; list each URL in one sitemap only.');
  });

  it('feeds that repeat the sitemap (the README setup) are not compared; two sitemaps still are', async () => {
    const rss = `<rss version="2.0"><channel><title>t</title><link>https://www.beispiel.de/</link><description>d</description>
<item><title>p</title><link>https://www.beispiel.de/post/</link></item></channel></rss>`;
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><title>t</title><id>urn:x</id><updated>2026-01-01T00:00:00Z</updated>
<entry><title>p</title><id>urn:p</id><updated>2026-01-01T00:00:00Z</updated><link href="https://www.beispiel.de/post/"/></entry></feed>`;
    const ws = workspace({
      'public/sitemap.xml': urlset('https://www.beispiel.de/', 'https://www.beispiel.de/post/'),
      'public/sitemap-2.xml': urlset('https://www.beispiel.de/post/'),
      'public/feed.xml': rss,
      'public/atom.xml': atom,
    });
    const run = await checkWorkspace({ cwd: ws, patterns: ['public/**/sitemap*.xml', 'public/feed.xml', 'public/atom.xml'], policy: { now: NOW } });
    expect(run.files.map((f) => [f.path, f.kind])).toEqual([
      ['public/atom.xml', 'atom'],
      ['public/feed.xml', 'rss'],
      ['public/sitemap-2.xml', 'urlset'],
      ['public/sitemap.xml', 'urlset'],
    ]);
    expect(across(run)).toEqual(['public/sitemap.xml:4:13']);
  });

  it('lines of text sitemaps that are no URL are not compared across files', async () => {
    const ws = workspace({ 'a.txt': '# pages\n/rel\nhttps://www.beispiel.de/\n', 'b.txt': '# pages\n/rel\nhttps://www.beispiel.de/\n' });
    const run = await checkWorkspace({ cwd: ws, patterns: ['*.txt'], policy: { now: NOW } });
    expect(across(run)).toEqual(['b.txt:3:1']);
  });
});

describe('messages that say what to write', () => {
  it('element names that differ only in case name the right spelling', async () => {
    const doc = Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n<URL><loc>https://www.beispiel.de/a</loc></URL>\n<url><loc>https://www.beispiel.de/</loc><Lastmod>2024-01-01</Lastmod></url>\n</urlset>\n`,
    );
    const r = await validate(doc, { now: NOW }, { name: 'sitemap.xml' });
    expect(r.findings.map((f) => `${f.line}:${f.column} ${f.rule} ${f.message}`)).toEqual([
      '3:1 unexpected-element <URL> is not allowed in <urlset>, which holds only <url> entries. Element names are case-sensitive: write <url>.',
      '4:41 unexpected-element <Lastmod> is not allowed in <url>; the fields are loc, lastmod, changefreq, priority. Element names are case-sensitive: write <lastmod>.',
    ]);
    const index = await validate(Buffer.from(`<sitemapIndex xmlns="${NS}"><sitemap><loc>https://www.beispiel.de/a.xml</loc></sitemap></sitemapIndex>`), { now: NOW });
    expect(index.findings[0]!.message).toMatch(/ Element names are case-sensitive: write <sitemapindex>\.$/);
    // The strict profile names no field it refuses.
    const strict = await validate(Buffer.from(`<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/</loc><Priority>0.5</Priority></url></urlset>`), { now: NOW, profile: 'strict' });
    // <Priority> is no field of the schema either: the strict profile is not what refuses it.
    expect(strict.findings.map((f) => f.message)).toEqual(['<Priority> is not allowed in <url>; the fields are loc then lastmod.']);
    const strictPriority = await validate(Buffer.from(`<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/</loc><priority>0.5</priority></url></urlset>`), { now: NOW, profile: 'strict' });
    expect(strictPriority.findings.map((f) => f.message)).toEqual(['<priority> is not allowed in <url> by the strict profile; the fields are loc then lastmod.']);
    // Another name gets no such hint.
    const other = await validate(Buffer.from(`<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/</loc><modified>x</modified></url></urlset>`), { now: NOW });
    expect(other.findings[0]!.message).not.toContain('case-sensitive');
  });

  it('a priority written with a decimal comma is given back with a dot', async () => {
    const doc = (p: string) => Buffer.from(`<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/</loc><priority>${p}</priority></url></urlset>`);
    const message = async (p: string) => (await validate(doc(p), { now: NOW })).findings.find((f) => f.rule === 'priority-value')?.message;
    expect(await message('0,8')).toBe('The priority "0,8" is not a decimal number; use a dot as the decimal separator: 0.8.');
    expect(await message(',5')).toBe('The priority ",5" is not a decimal number; use a dot as the decimal separator: .5.');
    // The ends of the range are values too.
    expect(await message('1,0')).toBe('The priority "1,0" is not a decimal number; use a dot as the decimal separator: 1.0.');
    expect(await message('0,0')).toBe('The priority "0,0" is not a decimal number; use a dot as the decimal separator: 0.0.');
    // Out of range or not one number: the general example.
    expect(await message('1,01')).toBe('The priority "1,01" is not a decimal number; use a dot as the decimal separator, such as 0.5.');
    expect(await message('1,5')).toBe('The priority "1,5" is not a decimal number; use a dot as the decimal separator, such as 0.5.');
    expect(await message('0,5,1')).toBe('The priority "0,5,1" is not a decimal number; use a dot as the decimal separator, such as 0.5.');
    expect(await message('0,')).toBe('The priority "0," is not a decimal number; use a dot as the decimal separator, such as 0.5.');
  });
});

describe('robots.txt Sitemap: lines under the policy', () => {
  const robots = Buffer.from('User-agent: *\nSitemap: http://www.beispiel.de/sitemap.xml\nSitemap: https://staging.beispiel.de/sitemap.xml\nSitemap: https://www.beispiel.de/s.xml\n');
  const rows = async (policy: Parameters<typeof validate>[1]) =>
    (await validate(robots, policy, { name: 'robots.txt' })).findings.map((f) => `${f.line}:${f.column} ${f.rule} ${f.message}`);

  it('a staging host or an http URL is reported when hosts or require-https say so', async () => {
    expect(await rows({ now: NOW, hosts: ['www.beispiel.de'], requireHttps: true })).toEqual([
      '2:10 loc-scheme The Sitemap: value "http://www.beispiel.de/sitemap.xml" uses the scheme "http", but the policy requires https; name the https URL.',
      '3:10 loc-host The Sitemap: value "https://staging.beispiel.de/sitemap.xml" has host "staging.beispiel.de", which is not one of the allowed hosts (www.beispiel.de).',
    ]);
    // The strict profile requires https.
    expect((await rows({ now: NOW, profile: 'strict' })).map((r) => r.split(' ').slice(0, 2).join(' '))).toEqual(['2:10 loc-scheme']);
    // Without hosts or https required, both are fine; a rule turned off stays off.
    expect(await rows({ now: NOW })).toEqual([]);
    expect(await rows({ now: NOW, hosts: ['www.beispiel.de'], rules: { 'loc-host': 'off' } })).toEqual([]);
  });

  it('a non-ASCII host is compared in its ASCII form', async () => {
    const r = await validate(Buffer.from('Sitemap: https://bücher.example/sitemap.xml\n'), { now: NOW, hosts: ['xn--bcher-kva.example'] }, { name: 'robots.txt' });
    // Not loc-host (nor loc-reserved-host: hosts names it); written as an IRI, it is loc-non-ascii, as a loc is.
    expect(r.findings.map((f) => f.rule)).toEqual(['loc-non-ascii']);
    expect(r.findings[0]!.message).toContain('write it in ASCII as "xn--bcher-kva.example"');
  });

  it('a value short as written but 2,048 characters or more once escaped to ASCII is loc-too-long, with both lengths', async () => {
    const url = `https://www.beispiel.de/${'\u00e9'.repeat(400)}.xml`;
    const r = await validate(Buffer.from(`Sitemap: ${url}\nSitemap: https://www.beispiel.de/caf\u00e9.xml\n`), { now: NOW }, { name: 'robots.txt' });
    // (Each value is also loc-non-ascii, as a loc is; this test is about the length.)
    expect(r.findings.filter((f) => f.rule !== 'loc-non-ascii').map((f) => `${f.line}:${f.column} ${f.rule}`)).toEqual(['1:10 loc-too-long']);
    expect(r.findings.map((f) => `${f.line}:${f.column} ${f.rule}`)).toEqual(['1:10 loc-too-long', '1:10 loc-non-ascii', '2:10 loc-non-ascii']);
    expect(r.findings[0]!.message).toMatch(/ is 428 characters long as written but 2,428 once escaped to ASCII as crawlers request it \(each UTF-8 byte of a non-ASCII character as %XX, a non-ASCII host in its ASCII form\); sitemaps\.org requires URLs of fewer than 2,048\.$/);
  });

  it('a Liquid template of robots.txt says it is a template', async () => {
    const r = await validate(Buffer.from('Sitemap: {{ "sitemap.xml" | absolute_url }}\n'), { now: NOW }, { name: 'robots.txt' });
    expect(r.findings.map((f) => f.rule)).toEqual(['robots-sitemap-invalid']);
    expect(r.findings[0]!.message).toContain('this is the template, not the robots.txt your site generator writes');
  });
});

describe('a layout that starts with its XML declaration (no front matter) says it is a template', () => {
  const HINT = 'is this file a template rather than the sitemap your site generator writes? Then check the built file';

  it('a Hugo layout: the range loop and the {{ .Permalink }} loc say so; a plain fault does not', async () => {
    const doc = [
      '<?xml version="1.0" encoding="utf-8" standalone="yes"?>',
      `<urlset xmlns="${NS}">`,
      '  {{ range .Data.Pages }}',
      '  <url><loc>{{ .Permalink }}</loc></url>',
      '  <url><loc>https://www.beispiel.de{{ .RelPermalink }}</loc></url>',
      '  {{ end }}',
      '  <url><loc>/about/</loc></url>',
      '</urlset>',
      '',
    ].join('\n');
    const r = await validate(Buffer.from(doc), { now: NOW }, { name: 'layouts/_default/sitemap.xml' });
    expect(r.findings.map((f) => [`${f.line}:${f.column} ${f.rule}`, f.message.includes(HINT)])).toEqual([
      ['3:3 unexpected-text', true],
      ['4:13 loc-not-absolute', true],
      ['5:13 loc-invalid', true],
      ['6:3 unexpected-text', true],
      ['7:13 loc-not-absolute', false],
    ]);
  });

  it('template tags between the XML declaration and the root say so; other stray text does not', async () => {
    const root = `<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/</loc></url></urlset>`;
    const said = async (between: string) => {
      const r = await validate(Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${between}\n${root}\n`), { now: NOW }, { name: 'sitemap.xml' });
      return r.findings.map((f) => [`${f.line}:${f.column} ${f.rule}`, f.message.includes(HINT)]);
    };
    expect(await said('{{ define "main" }}')).toEqual([['2:1 xml-not-well-formed', true]]);
    expect(await said('  {% include head.xml %}')).toEqual([['2:3 xml-not-well-formed', true]]);
    expect(await said('hello {x}')).toEqual([['2:1 xml-not-well-formed', false]]);
    // An opening without its close is no template tag.
    expect(await said('{{ not closed')).toEqual([['2:1 xml-not-well-formed', false]]);
  });

  it('a Liquid loop and loc of a Jekyll layout say so, in a sitemap index too', async () => {
    const doc = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">{% for s in site.sitemaps %}<sitemap><loc>{{ s.url | absolute_url }}</loc></sitemap>{% endfor %}</sitemapindex>\n`;
    const r = await validate(Buffer.from(doc), { now: NOW }, { name: 'sitemap.xml' });
    expect(r.findings.map((f) => f.rule)).toEqual(['unexpected-text', 'loc-not-absolute', 'unexpected-text']);
    for (const f of r.findings) expect(f.message).toContain(HINT);
  });

  it('an opening brace before a percent escape is no template tag: JSON in a query is told to escape its braces only', async () => {
    const doc = [
      `<urlset xmlns="${NS}">`,
      '<url><loc>https://www.beispiel.de/shop?filter={%22color%22:%22red%22}</loc></url>',
      '<url><loc>https://www.beispiel.de/a{{b</loc></url>',
      '<url><loc>https://www.beispiel.de/{% if x %}a</loc></url>',
      '</urlset>',
      '',
    ].join('\n');
    const r = await validate(Buffer.from(doc), { now: NOW }, { name: 'sitemap.xml' });
    expect(r.findings.map((f) => [`${f.line}:${f.column} ${f.rule}`, f.message.includes(HINT)])).toEqual([
      ['2:11 loc-invalid', false],
      ['3:11 loc-invalid', false],
      ['4:11 loc-invalid', true],
    ]);
    // The robots.txt hint judges its value alike.
    const robots = await validate(Buffer.from('Sitemap: /s?f={%22a%22}\nSitemap: {{ site.url }}/sitemap.xml\n'), { now: NOW }, { name: 'robots.txt' });
    expect(robots.findings.map((f) => [`${f.line} ${f.rule}`, f.message.includes('this is the template')])).toEqual([
      ['1 robots-sitemap-invalid', false],
      ['2 robots-sitemap-invalid', true],
    ]);
  });
});

describe('content decides what a .txt file is', () => {
  it('an XML sitemap saved as sitemap.txt is judged as XML, at the right positions', async () => {
    const doc = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n  <url><loc>https://www.beispiel.de/</loc><lastmod>yesterday</lastmod></url>\n</urlset>\n`;
    const r = await validate(Buffer.from(doc), { now: NOW }, { name: 'sitemap.txt' });
    expect(r.kind).toBe('urlset');
    expect(r.findings.map((f) => `${f.line}:${f.column} ${f.rule}`)).toEqual(['3:52 lastmod-format']);
    const gz = await validate(gzipSync(doc), { now: NOW }, { name: 'sitemap.txt.gz' });
    expect(gz.kind).toBe('urlset');
  });
});

describe('hreflang-return-link and a link whose hreflang is no language tag', () => {
  const doc = (frCode: string, enCode = 'en') => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="${NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url><loc>https://www.beispiel.de/en/</loc>
    <xhtml:link rel="alternate" hreflang="${enCode}" href="https://www.beispiel.de/en/"/>
    <xhtml:link rel="alternate" hreflang="fr" href="https://www.beispiel.de/fr/"/>
  </url>
  <url><loc>https://www.beispiel.de/fr/</loc>
    <xhtml:link rel="alternate" hreflang="fr" href="https://www.beispiel.de/fr/"/>
    <xhtml:link rel="alternate" hreflang="${frCode}" href="https://www.beispiel.de/en/"/>
  </url>
</urlset>
`;
  const rows = async (text: string) => {
    const ws = workspace({ 'sitemap.xml': text });
    const run = await checkWorkspace({ cwd: ws, patterns: ['sitemap.xml'], policy: { now: NOW, profile: 'google' } });
    return run.files[0]!.findings.map((f) => `${f.line}:${f.column} ${f.rule}`);
  };

  it('the return link exists with a bad code: only the code is reported, where it is', async () => {
    expect(await rows(doc('en_GB'))).toEqual(['9:5 hreflang-value']);
  });

  it('with good codes nothing is reported; without the link back, the return link is', async () => {
    expect(await rows(doc('en'))).toEqual([]);
    expect(await rows(doc('en').replace('<xhtml:link rel="alternate" hreflang="en" href="https://www.beispiel.de/en/"/>\n  </url>\n</urlset>', '</url>\n</urlset>'))).toEqual(['5:5 hreflang-return-link']);
  });
});

describe('paths', () => {
  it('exclusions alone apply to the default patterns, with no note for the defaults', async () => {
    const ws = workspace({
      'public/sitemap.xml': urlset('https://www.beispiel.de/'),
      'public/fr/sitemap.xml': urlset('https://www.beispiel.de/fr/'),
      'public/robots.txt': 'Sitemap: https://www.beispiel.de/sitemap.xml\n',
    });
    const run = await checkWorkspace({ cwd: ws, patterns: ['!public/fr/**'], policy: { now: NOW } });
    expect(run.files.map((f) => f.path)).toEqual(['public/robots.txt', 'public/sitemap.xml']);
    expect(run.notes).toEqual([]);
    // With a pattern given, the defaults are not added.
    const given = await checkWorkspace({ cwd: ws, patterns: ['public/**/sitemap*.xml', '!public/fr/**'], policy: { now: NOW } });
    expect(given.files.map((f) => f.path)).toEqual(['public/sitemap.xml']);
  });
});

describe('a backslash in a loc', () => {
  it('ends the host for the totals per host, as a browser reads it', async () => {
    const ws = workspace({ 'sitemap.xml': urlset('https://blog.beispiel.ch\\posts\\windows.html', 'https://blog.beispiel.ch/a') });
    const run = await checkWorkspace({ cwd: ws, patterns: ['sitemap.xml'], policy: { now: NOW } });
    expect(run.site.hosts).toEqual([{ host: 'blog.beispiel.ch', entries: 2 }]);
    expect(run.files[0]!.findings.map((f) => f.rule)).toEqual(['loc-invalid']);
  });
});

describe('hostile sizes stay bounded', () => {
  const VIDEO = 'http://www.google.com/schemas/sitemap-video/1.1';
  const video = (inner: string) =>
    Buffer.from(
      `<urlset xmlns="${NS}" xmlns:video="${VIDEO}"><url><loc>https://www.beispiel.de/</loc><video:video>` +
        '<video:thumbnail_loc>https://www.beispiel.de/t.jpg</video:thumbnail_loc><video:title>T</video:title>' +
        `<video:description>D</video:description><video:content_loc>https://www.beispiel.de/v.mp4</video:content_loc>${inner}</video:video></url></urlset>`,
    );

  it('a file past max-urls keeps max-urls entries for the comparisons and for following an index', async () => {
    const entries = Array.from({ length: 30 }, (_, i) => `<sitemap><loc>https://www.beispiel.de/s${i}.xml</loc></sitemap>`).join('\n');
    const ws = workspace({ 'public/sitemap_index.xml': `<sitemapindex xmlns="${NS}">\n${entries}\n</sitemapindex>\n` });
    const run = await checkWorkspace({ cwd: ws, patterns: ['public/sitemap_index.xml'], policy: { now: NOW, maxUrls: 10, baseUrl: 'https://www.beispiel.de/', siteDir: 'public' } });
    const rules = run.files[0]!.findings.map((f) => f.rule);
    expect(rules.filter((r) => r === 'url-count')).toHaveLength(1);
    expect(rules.filter((r) => r === 'index-child-missing')).toHaveLength(10);
    expect(run.site.references).toHaveLength(10);
  });

  it('loc-duplicate compares the first max-urls distinct locs of a file', async () => {
    const locs = Array.from({ length: 8 }, (_, i) => `https://www.beispiel.de/${i}`);
    const r = await validate(urlset(...locs, locs[1]!, locs[7]!), { now: NOW, maxUrls: 5 });
    expect(r.findings.filter((f) => f.rule === 'loc-duplicate').map((f) => f.line)).toEqual([11]);
  });

  it('an extension value longer than 1 MiB is kept to 1 MiB, and its length is still exact', async () => {
    const n = (1 << 20) + 12345;
    const doc = video('').toString().replace('<video:title>T</video:title>', `<video:title>${'é'.repeat(n)}</video:title>`);
    const r = await validate(doc, { now: NOW, profile: 'google' });
    const title = r.findings.find((f) => f.rule === 'video-title-length');
    expect(title?.message).toBe(`<video:title> is ${n.toLocaleString('en-US')} characters long; the video sitemap schema allows at most 100.`);
  });

  it('a country list of millions of codes is read token by token, stopping at the first bad one', async () => {
    const bad = `${'US '.repeat(100_000)}XX US`;
    const r = await validate(video(`<video:restriction relationship="allow">${bad}</video:restriction>`), { now: NOW });
    expect(r.findings.map((f) => `${f.rule} ${f.message}`)).toEqual([
      'video-restriction "XX" in <video:restriction> is not an ISO 3166-1 alpha-2 country code.',
    ]);
    // Past 1 MiB only the kept part is judged, and the code the cut splits is not taken for a bad one.
    const long = `${'US '.repeat(2_000_000)}XX`;
    expect((await validate(video(`<video:restriction relationship="allow">${long}</video:restriction>`), { now: NOW })).findings).toEqual([]);
  });

  it('a rel attribute of many tokens is read in place', async () => {
    const rel = `${'nofollow '.repeat(200_000)}ALTERNATE`;
    const doc = `<urlset xmlns="${NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml"><url><loc>https://www.beispiel.de/</loc><xhtml:link rel="${rel}" hreflang="en" href="https://www.beispiel.de/"/></url></urlset>`;
    expect((await validate(Buffer.from(doc), { now: NOW, profile: 'google' })).findings).toEqual([]);
    const without = doc.replace('ALTERNATE', 'next');
    expect((await validate(Buffer.from(without), { now: NOW, profile: 'google' })).findings.map((f) => f.rule)).toEqual(['hreflang-value']);
  });
});

describe('paths patterns that would make matching slow are refused', () => {
  it('names the pattern and why, from the settings and from the library', async () => {
    const { parseSettings } = await import('../src/core/policy/settings.js');
    const { PolicyError } = await import('../src/core/policy/policy.js');
    const cases: Array<[string, RegExp]> = [
      ['*a*a*a*a*a*a*a*a*a*a*a*b', /has 12 repeating wildcards in the path segment "\*a\*a.*"; at most 2 are accepted/],
      ['public/*(*a)b', /has the repeating extglob \*\(\.\.\.\) \("\*\(\*a\)b"\)/],
      ['public/@(*a)b', /has a \* inside an extglob group \("@\(\*a\)b"\)/],
      ['@(a|*(b))', /nests an extglob group in another/],
      ['+(a|[a])b', /has the repeating extglob \+\(\.\.\.\)/],
      ['@(a|[a])b', /has a wildcard or character class inside an extglob group/],
      ['sitemap-{1..12}.xml', /has a brace range such as \{1\.\.12\}/],
      ['sitemap-{1..9..2}.xml', /has a brace range/],
      ['*}*a*b', /has 3 repeating wildcards/],
      [`${'{a,b,c,d,e,f,g,h,i}'.repeat(3)}.xml`, /has 27 alternatives in its groups; at most 20 are accepted/],
      ['!x*y*z*.xml', /has 3 repeating wildcards/],
      [`${'a/'.repeat(600)}x`, /is 1201 characters long; give a pattern of at most 1024 characters/],
      [`${'@(a|a)'.repeat(36)}b.xml`, /has 36 groups \("\(" or "\{"\); at most 4 are accepted/],
      [`${'{a,a}'.repeat(5)}b.xml`, /has 5 groups/],
      ['**/a/**/a/**/b.xml', /has 3 \*\* wildcards; at most 2 are accepted/],
      ['**/a/{**/,}a/{**/,}b.xml', /has 3 \*\* wildcards/],
      ['{*a*a,x/y}{*a*a,x/y}*a*b', /has 6 repeating wildcards in the path segment "\{\*a\*a,x\/y\}/],
    ];
    for (const [pattern, why] of cases) {
      expect(() => parseSettings({ paths: pattern }), pattern.slice(0, 40)).toThrow(why);
      await expect(checkWorkspace({ cwd: workspace({}), patterns: [pattern] })).rejects.toBeInstanceOf(PolicyError);
    }
    // Patterns of real sites pass.
    for (const ok of ['**/sitemap*.xml', 'public/**/sitemap-*-*.xml', '!public/drafts/**', 'public/@(en|de)/sitemap.xml', '!(drafts)/**/sitemap.xml', '**/*sitemap*.xml.gz', '{public,static}/**/sitemap*.{xml,xml.gz}', '**/{sitemap*,*-sitemap*}.xml', 'public/{a,{b,c}*}-*.xml']) {
      expect(() => parseSettings({ paths: ok }), ok).not.toThrow();
    }
  });

  it('more than 256 patterns are refused', async () => {
    const { parseSettings } = await import('../src/core/policy/settings.js');
    const many = Array.from({ length: 257 }, (_, i) => `d/*g${i}.txt`);
    expect(() => parseSettings({ paths: many })).toThrow('paths: 257 glob patterns are given; at most 256 are accepted');
    await expect(checkWorkspace({ cwd: workspace({}), patterns: many })).rejects.toThrow('at most 256');
    expect(() => parseSettings({ paths: many.slice(0, 256) })).not.toThrow();
    // Plain file names (a shell's expansion of public/*.xml) are no patterns to match.
    const files = Array.from({ length: 300 }, (_, i) => `public/s${i}.xml`);
    expect(() => parseSettings({ paths: files })).not.toThrow();
    const ws = workspace(Object.fromEntries(files.map((f) => [f, urlset(`https://www.beispiel.de/${f}`)])));
    expect((await checkWorkspace({ cwd: ws, patterns: files, policy: { now: NOW } })).files).toHaveLength(300);
  });

  it('a config file with such a pattern fails fast, naming the file', async () => {
    const ws = workspace({ '.sitemap-contract.yml': 'paths: "*a*a*a*a*a*a*a*a*a*a*a*b"\n', [`${'a'.repeat(44)}`]: '' });
    const { resolveSettings } = await import('../src/core/policy/settings.js');
    await expect(resolveSettings({}, ws)).rejects.toThrow(/^\.sitemap-contract\.yml: paths: "\*a\*a/);
  });
});

describe('references that lead nowhere useful', () => {
  it('an index entry or Sitemap: line that names a robots.txt is reported where it is', async () => {
    const ws = workspace({
      'public/robots.txt': 'Sitemap: https://www.beispiel.de/sitemap_index.xml\nSitemap: https://www.beispiel.de/robots.txt\n',
      'public/sitemap_index.xml': `<sitemapindex xmlns="${NS}">\n<sitemap><loc>https://www.beispiel.de/sub/robots.txt</loc></sitemap>\n</sitemapindex>\n`,
      'public/sub/robots.txt': 'User-agent: *\nthis is not a sitemap\n',
    });
    const run = await checkWorkspace({ cwd: ws, patterns: ['public/robots.txt'], policy: { now: NOW, baseUrl: 'https://www.beispiel.de/', siteDir: 'public' } });
    const rows = run.files.flatMap((f) => f.findings.map((x) => `${f.path}:${x.line}:${x.column} ${x.rule} ${x.message}`));
    expect(rows).toEqual([
      'public/robots.txt:2:10 robots-sitemap-invalid The Sitemap: value "https://www.beispiel.de/robots.txt" names this robots.txt itself, which is no sitemap (Search Console "Unsupported format"). Name the sitemap itself.',
      'public/sitemap_index.xml:2:15 index-child-missing The index entry "https://www.beispiel.de/sub/robots.txt" names the robots.txt "public/sub/robots.txt", which is no sitemap (Search Console "Unsupported format"). Name the sitemap itself.',
    ]);
  });

  it('a Sitemap: line of 2,048 characters or more is loc-too-long, also past the kept 1 MiB', async () => {
    const at = async (n: number) => {
      const r = await validate(Buffer.from(`Sitemap: https://e.org/${'a'.repeat(n)}\n`), { now: NOW }, { name: 'robots.txt' });
      return r.findings.map((f) => `${f.line}:${f.column} ${f.rule} ${f.message.replace(/"https:\/\/e\.org\/a+…?"/, 'URL')}`);
    };
    expect(await at(2047 - 14)).toEqual([]);
    expect(await at(2048 - 14)).toEqual(['1:10 loc-too-long The Sitemap: value URL is 2,048 characters long; sitemaps.org requires URLs of fewer than 2,048.']);
    expect(await at(1_100_000)).toEqual(['1:10 loc-too-long The Sitemap: value URL is 1,100,014 characters long (with the rest of its line); sitemaps.org requires URLs of fewer than 2,048.']);
  });

  it('a short Sitemap: value with non-ASCII characters is loc-too-long from 2,048 characters once escaped to ASCII', async () => {
    // "https://e.org/" is 14 characters, each "é" 6 once escaped (%C3%A9): 14 + 6 * 339 = 2,048.
    const at = async (tail: string) => {
      const value = `https://e.org/${'é'.repeat(339)}${tail}`;
      const r = await validate(Buffer.from(`Sitemap: ${value}\n`), { now: NOW }, { name: 'robots.txt' });
      // (The value is also loc-non-ascii, as a loc is; this test is about the length.)
      return r.findings.filter((f) => f.rule !== 'loc-non-ascii').map((f) => `${f.line}:${f.column} ${f.rule} ${f.message.replace(`"${value.slice(0, 200)}…"`, 'URL')}`);
    };
    expect(await at('')).toEqual([
      '1:10 loc-too-long The Sitemap: value URL is 353 characters long as written but 2,048 once escaped to ASCII as crawlers request it (each UTF-8 byte of a non-ASCII character as %XX, a non-ASCII host in its ASCII form); sitemaps.org requires URLs of fewer than 2,048.',
    ]);
    expect(await at('a')).toEqual([
      '1:10 loc-too-long The Sitemap: value URL is 354 characters long as written but 2,049 once escaped to ASCII as crawlers request it (each UTF-8 byte of a non-ASCII character as %XX, a non-ASCII host in its ASCII form); sitemaps.org requires URLs of fewer than 2,048.',
    ]);
    const short = `https://e.org/${'é'.repeat(338)}aaaaa`; // 14 + 2,028 + 5 = 2,047
    expect((await validate(Buffer.from(`Sitemap: ${short}\n`), { now: NOW }, { name: 'robots.txt' })).findings.map((f) => f.rule)).toEqual(['loc-non-ascii']);
  });
});

describe('SARIF message text', () => {
  it('escapes square brackets, so a value from a sitemap never becomes an embedded link', async () => {
    const { buildSarif, messageText } = await import('../src/report/sarif.js');
    const { quote: quoteText } = await import('../src/core/text.js');
    const ws = workspace({ 'sitemap.txt': 'https://e.org/[click](https://evil.example/)\n' });
    const run = await checkWorkspace({ cwd: ws, patterns: ['sitemap.txt'], policy: { now: NOW } });
    const texts = buildSarif(run, { name: 'sitemap-contract', version: '0' }).runs[0]!.results.map((r) => r.message.text);
    expect(texts).toEqual([
      'The loc "https://e.org/\\[click\\](https://evil.example/)" is not a valid URI: it has the character "\\[" at character 15 in the path, which RFC 3986 does not allow there; percent-encode it as %5B.',
    ]);
    for (const t of texts) {
      expect(t).not.toMatch(/(?<!\\)\[/);
      expect(t).not.toMatch(/(?<!\\)\]/);
    }
    expect(texts.join(' ')).toContain('\\[click\\](https://evil.example/)');
    expect(messageText('a \\[b] c')).toBe('a \\\\\\[b\\] c');
    // Every bracket ends an odd run of backslashes, whatever the value held before it.
    for (const value of ['https://e.org/\\[click here\\](0)', 'x\\\\[y\\\\\\](1)', '[a](2)']) {
      const out = messageText(quoteText(value));
      for (const m of out.matchAll(/(\\*)[[\]]/g)) expect(m[1]!.length % 2, out).toBe(1);
    }
    expect(messageText('no brackets \\ here')).toBe('no brackets \\ here');
    // Braces are doubled (SARIF 2.1.0 3.11.5): {0} is no placeholder.
    expect(messageText('"{{ site.url }}" and {0}')).toBe('"{{{{ site.url }}}}" and {{0}}');
  });
});

describe('character references', () => {
  it('accept any number of leading zeros, as XML does, in every chunking', async () => {
    const doc = Buffer.from(`<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/&#${'0'.repeat(100)}65;&#x${'0'.repeat(300)}41;</loc></url></urlset>`);
    const whole = await validate(doc, { now: NOW });
    expect(whole.findings).toEqual([]);
    expect(whole.records[0]!.loc).toBe('https://www.beispiel.de/AA');
    const { checkStream } = await import('../src/core/read/engine.js');
    const { resolvePolicy } = await import('../src/core/policy/policy.js');
    for (const size of [1, 7, 64]) {
      const r = await checkStream(
        (async function* () {
          for (let i = 0; i < doc.length; i += size) yield doc.subarray(i, i + size);
        })(),
        resolvePolicy({ now: NOW }),
        { name: 'sitemap.xml' },
      );
      expect(r.findings, String(size)).toEqual([]);
    }
    // Still refused: a reference to U+0000, and more than 100 significant digits.
    expect((await validate(Buffer.from(`<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/&#${'0'.repeat(100)};</loc></url></urlset>`), { now: NOW })).findings.map((f) => f.rule)).toEqual(['xml-not-well-formed']);
    expect((await validate(Buffer.from(`<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/&#${'1'.repeat(101)};</loc></url></urlset>`), { now: NOW })).findings.map((f) => f.rule)).toEqual(['xml-not-well-formed']);
  });
});

describe('annotations of files whose names use joiners', () => {
  it('keep the zero-width non-joiner and joiner of a Persian or Indic name, so they attach to the file', async () => {
    const { buildAnnotations, renderWorkflowCommands } = await import('../src/report/annotations.js');
    const name = 'sitemap-\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645-\u0915\u094d\u200d\u0937.xml';
    const ws = workspace({ [name]: '<urlset/>' });
    const run = await checkWorkspace({ cwd: ws, patterns: ['*.xml'], policy: { now: NOW } });
    const set = buildAnnotations(run, 10);
    expect(set.annotations[0]!.file).toBe(name);
    expect(renderWorkflowCommands(set)).toContain(`file=${name},`);
    // Bidirectional overrides stay escaped.
    const bidi = workspace({ 'sitemap-\u202eabc.xml': '<urlset/>' });
    const other = buildAnnotations(await checkWorkspace({ cwd: bidi, patterns: ['*.xml'], policy: { now: NOW } }), 10);
    expect(other.annotations[0]!.file).toBe('sitemap-\\u202eabc.xml');
  });
});

describe('loc-out-of-scope for index entries', () => {
  it('judges the folder too in the google and strict profiles (Google), the origin only in protocol (sitemaps.org)', async () => {
    const ws = workspace({
      'public/blog/sitemap_index.xml': `<sitemapindex xmlns="${NS}">\n<sitemap><loc>https://www.beispiel.de/blog/a.xml</loc></sitemap>\n<sitemap><loc>https://www.beispiel.de/shop/b.xml</loc></sitemap>\n</sitemapindex>\n`,
      'public/blog/a.xml': urlset('https://www.beispiel.de/blog/x'),
      'public/shop/b.xml': urlset('https://www.beispiel.de/shop/y'),
    });
    const scope = async (profile: 'protocol' | 'google' | 'strict') => {
      const run = await checkWorkspace({ cwd: ws, patterns: ['public/blog/sitemap_index.xml'], policy: { now: NOW, profile, baseUrl: 'https://www.beispiel.de/', siteDir: 'public' } });
      return run.files.flatMap((f) => f.findings.filter((x) => x.rule === 'loc-out-of-scope').map((x) => `${f.path}:${x.line} ${x.message}`));
    };
    expect(await scope('protocol')).toEqual([]);
    const google = await scope('google');
    expect(google).toEqual([
      'public/blog/sitemap_index.xml:3 The loc "https://www.beispiel.de/shop/b.xml" differs from this file\'s public URL https://www.beispiel.de/blog/sitemap_index.xml in its path "/shop/b.xml" (not under this file\'s folder /blog/); a sitemap index may list only sitemaps of its own scheme, host and port, in its own folder or below (Google, "Manage your sitemaps with a sitemap index file"). Move the entry to a sitemap index published there, or fix the URL.',
    ]);
    expect((await scope('strict')).length).toBe(1);
  });
});

describe('the .git folder is never read, also through a symlink', () => {
  it('a sitemap path or a Sitemap: line leading into .git is refused, and nothing of the file is quoted', async () => {
    const { symlinkSync, mkdirSync: mkdir } = await import('node:fs');
    const ws = workspace({ '.git/config': '[http]\n\textraheader = AUTHORIZATION: basic SECRET\n', 'robots.txt': 'Sitemap: https://www.beispiel.de/link.txt\n' });
    symlinkSync('.git/config', path.join(ws, 'sitemap.txt'));
    symlinkSync('.git/config', path.join(ws, 'link.txt'));
    symlinkSync('.git', path.join(ws, 'sub'));
    mkdir(path.join(ws, 'x'));
    const run = await checkWorkspace({ cwd: ws, patterns: ['sitemap.txt', 'sub/config', 'robots.txt'], policy: { now: NOW, baseUrl: 'https://www.beispiel.de/' } });
    const rows = run.files.flatMap((f) => f.findings.map((x) => `${f.path} ${x.rule} ${x.message}`));
    expect(rows).toEqual([
      'robots.txt robots-sitemap-missing The Sitemap: value "https://www.beispiel.de/link.txt" maps to "link.txt" in site-dir, but it is a symlink into .git or node_modules, which are never read. Generate that sitemap in the build, or remove the line.',
      'sitemap.txt file-unreadable The file cannot be read: it is inside the .git folder, or a symlink that leads into it, which is never read.',
      'sub/config file-unreadable The file cannot be read: it is inside the .git folder, or a symlink that leads into it, which is never read.',
    ]);
    expect(JSON.stringify(run)).not.toContain('SECRET');
  });
});

describe('a sitemap that an index names through a symlink leading outside site-dir', () => {
  it('is index-child-missing at the entry, and not also sitemap-unreferenced when paths check it', async () => {
    const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">\n  <sitemap><loc>https://www.beispiel.de/author-sitemap.xml</loc></sitemap>\n</sitemapindex>\n`;
    const ws = workspace({
      'public/robots.txt': 'Sitemap: https://www.beispiel.de/sitemap_index.xml\n',
      'public/sitemap_index.xml': index,
      'outside/author-sitemap.xml': urlset('https://www.beispiel.de/a/').toString(),
    });
    symlinkSync('../outside/author-sitemap.xml', path.join(ws, 'public', 'author-sitemap.xml'));
    const run = await checkWorkspace({ cwd: ws, patterns: ['public'], policy: { now: NOW, profile: 'google', baseUrl: 'https://www.beispiel.de/', siteDir: 'public' } });
    const rows = run.files.flatMap((f) => f.findings.map((x) => `${f.path} ${x.rule}`));
    expect(rows).toEqual(['public/sitemap_index.xml index-child-missing']);
  });
});

describe('extension values past 1 MiB', () => {
  const IMAGE = 'http://www.google.com/schemas/sitemap-image/1.1';
  const VIDEO = 'http://www.google.com/schemas/sitemap-video/1.1';

  it('are cut between characters, never inside a surrogate pair', async () => {
    const head = 'https://www.beispiel.de/';
    const loc = `${head}${'a'.repeat((1 << 20) - 1 - head.length)}\u{1F600}b`;
    const doc = `<urlset xmlns="${NS}" xmlns:image="${IMAGE}"><url><loc>https://www.beispiel.de/</loc><image:image><image:loc>${loc}</image:loc></image:image></url></urlset>`;
    const r = await validate(Buffer.from(doc), { now: NOW });
    expect(r.findings.map((f) => f.message).join(' ')).not.toContain('surrogate');
  });

  it('after more than 1 MiB of white space are still read, not taken for empty', async () => {
    const spaces = ' '.repeat((1 << 20) + 10);
    const doc = (inner: string) =>
      Buffer.from(
        `<urlset xmlns="${NS}" xmlns:video="${VIDEO}"><url><loc>https://www.beispiel.de/</loc><video:video>` +
          `<video:thumbnail_loc>https://www.beispiel.de/t.jpg</video:thumbnail_loc>${inner}` +
          '<video:description>D</video:description><video:content_loc>https://www.beispiel.de/v.mp4</video:content_loc></video:video></url></urlset>',
      );
    expect((await validate(doc(`<video:title>${spaces}Title</video:title>`), { now: NOW, profile: 'google' })).findings).toEqual([]);
    const restriction = await validate(doc(`<video:title>T</video:title><video:restriction relationship="allow">${spaces}US XX</video:restriction>`), { now: NOW });
    expect(restriction.findings.filter((f) => f.rule === 'video-restriction').map((f) => f.message)).toEqual(['"XX" in <video:restriction> is not an ISO 3166-1 alpha-2 country code.']);
  });
});

describe('findings across files are bounded per file as they arise', () => {
  it('many files repeating many locs keep the first 1,000 by position per file, and count every one', async () => {
    const locs = Array.from({ length: 9000 }, (_, i) => `https://www.beispiel.de/p/${i}`);
    const doc = urlset(...locs);
    const ws = workspace({ 'a.xml': doc, 'b.xml': doc, 'c.xml': doc });
    const run = await checkWorkspace({ cwd: ws, patterns: ['*.xml'], policy: { now: NOW } });
    expect(run.totals.warnings).toBe(18_000);
    for (const name of ['b.xml', 'c.xml']) {
      const f = run.files.find((x) => x.path === name)!;
      const dup = f.findings.filter((x) => x.rule === 'loc-duplicate-across-files');
      expect(dup).toHaveLength(1000);
      expect(dup.map((x) => x.line)).toEqual(Array.from({ length: 1000 }, (_, i) => i + 3));
      expect(f.counts).toEqual({ errors: 0, warnings: 9000, notices: 1 });
      expect(f.findings[0]!.rule).toBe('findings-capped');
      expect(f.findings[0]!.message).toMatch(/^8,000 more findings are not listed: .*loc-duplicate-across-files/);
    }
  });
});

describe('installed packages are never searched', () => {
  it('gems and Python packages with template sitemaps do not fail a Jekyll or MkDocs build', async () => {
    const ws = workspace({
      '_site/sitemap.xml': urlset('https://www.beispiel.de/'),
      'vendor/bundle/ruby/3.3.0/gems/jekyll-sitemap-1.4.0/lib/sitemap.xml': '---\nlayout: null\n---\n<urlset>{% for p in site.pages %}{% endfor %}</urlset>\n',
      'vendor/bundle/ruby/3.3.0/gems/jekyll-sitemap-1.4.0/lib/robots.txt': 'Sitemap: {{ "sitemap.xml" | absolute_url }}\n',
      '.venv/lib/python3.12/site-packages/mkdocs/templates/sitemap.xml': '<urlset>{%- for file in pages -%}</urlset>',
      'env/lib/python3.12/site-packages/x/sitemap.xml': '<urlset>{{ x }}</urlset>',
    });
    const run = await checkWorkspace({ cwd: ws, policy: { now: NOW } });
    expect(run.files.map((f) => f.path)).toEqual(['_site/sitemap.xml']);
    expect(run.passed).toBe(true);
  });
});

describe('more parser faults said in words', () => {
  it('an HTML page, a declaration in upper case, and "]]>" in text', async () => {
    const first = async (doc: string) => {
      const f = (await validate(Buffer.from(doc), { now: NOW })).findings[0]!;
      return `${f.line}:${f.column} ${f.message}`;
    };
    expect(await first('<!doctype html>\n<html></html>\n')).toBe(
      '1:1 This file is an HTML page, not a sitemap (Search Console: "Sitemap is HTML"): a sitemap is XML with a <urlset> or <sitemapindex> root. Check what the build writes at this path (a 404 or index page saved under the sitemap\'s name, or a redirect), or point the paths at the sitemap itself.',
    );
    // Another lower-case doctype is still no DOCTYPE XML knows.
    expect(await first('<!doctype urlset>\n<urlset/>\n')).toBe(
      '1:1 The XML is not well-formed: a "<!" starts no comment (<!-- -->), CDATA section (<![CDATA[ ]]>) or DOCTYPE, as written here; if this is an HTML page (<!doctype html>), it is no sitemap: check what the build writes at this path.',
    );
    expect(await first(`<?XML version="1.0"?>\n<urlset xmlns="${NS}"/>\n`)).toBe(
      '1:1 The XML is not well-formed: the XML declaration is written <?xml ...?>, in lower case; other spellings of "xml" are reserved and cannot name a processing instruction (XML 1.0 section 2.6).',
    );
    expect(await first(`<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/]]>x</loc></url></urlset>`)).toMatch(/the sequence "\]\]>" may not appear in text; write it as \]\]&gt; \(XML 1\.0 section 2\.4\)\.$/);
  });
});

describe('robots.txt lines past max-urls', () => {
  it('are said not to be followed, in a note of the run', async () => {
    const ws = workspace({
      'ok.xml': urlset('https://www.beispiel.de/'),
      'bad.xml': urlset('https://www.beispiel.de/ bad'),
      'robots.txt': 'Sitemap: https://www.beispiel.de/ok.xml\nSitemap: https://www.beispiel.de/bad.xml\n',
    });
    const run = await checkWorkspace({ cwd: ws, patterns: ['robots.txt'], policy: { now: NOW, maxUrls: 1, baseUrl: 'https://www.beispiel.de/' } });
    expect(run.files.map((f) => f.path)).toEqual(['ok.xml', 'robots.txt']);
    expect(run.notes).toEqual(['"robots.txt" has 2 Sitemap: lines: the first valid one was followed (max-urls), and any valid line after it was not checked.']);
    // An invalid line below the limit is no line left unfollowed.
    const fine = workspace({ 'ok.xml': urlset('https://www.beispiel.de/'), 'robots.txt': 'Sitemap: https://www.beispiel.de/ok.xml\nSitemap: /ok.xml\n' });
    expect((await checkWorkspace({ cwd: fine, patterns: ['robots.txt'], policy: { now: NOW, baseUrl: 'https://www.beispiel.de/' } })).notes).toEqual([]);
  });
});

describe('the per-file cap lists the first finding of each rule', () => {
  it('a url-count after a thousand repeats of another error is kept (strict, 50,001 http lines)', async () => {
    const lines = Array.from({ length: 50_001 }, (_, i) => `http://www.beispiel.de/${i}`).join('\n');
    const r = await validate(Buffer.from(`${lines}\n`), { now: NOW, profile: 'strict' }, { name: 'sitemap.txt' });
    const rules = r.findings.map((f) => f.rule);
    expect(rules).toContain('url-count');
    expect(r.findings.find((f) => f.rule === 'url-count')!.line).toBe(50_001);
    expect(r.findings.filter((f) => f.rule !== 'findings-capped')).toHaveLength(1000);
    expect(rules.filter((x) => x === 'loc-scheme')).toHaveLength(998);
  });
});

describe('a URL written straight into an entry', () => {
  it('is said to need its <loc> tags', async () => {
    const r = await validate(Buffer.from(`<sitemapindex xmlns="${NS}"><sitemap>\nhttps://www.beispiel.de/s.xml\n</sitemap></sitemapindex>`), { now: NOW });
    expect(r.findings.map((f) => `${f.line}:${f.column} ${f.rule} ${f.message}`)).toEqual([
      '1:67 missing-loc This <sitemap> has no <loc>; every entry needs one.',
      '2:1 unexpected-text The text "https://www.beispiel.de/s.xml" is not allowed directly inside <sitemap>; only elements are. Is it the entry\'s URL? Put it inside <loc>...</loc>.',
    ]);
  });
});

describe('an ignored folder the paths name', () => {
  it('is searched after all (but .git never is)', async () => {
    const ws = workspace({
      'public/sitemap.xml': urlset('https://www.beispiel.de/'),
      'docs/site-packages/sitemap.xml': '<urlset/>',
      'vendor/bundle/x/sitemap.xml': '<urlset/>',
      '.git/sitemap.xml': '<urlset/>',
    });
    const run = await checkWorkspace({ cwd: ws, patterns: ['public', 'docs/site-packages', 'vendor/bundle/**/sitemap.xml', '.git/**/*.xml'], policy: { now: NOW } });
    expect(run.files.map((f) => f.path)).toEqual(['docs/site-packages/sitemap.xml', 'public/sitemap.xml', 'vendor/bundle/x/sitemap.xml']);
    const defaults = await checkWorkspace({ cwd: ws, policy: { now: NOW } });
    expect(defaults.files.map((f) => f.path)).toEqual(['public/sitemap.xml']);
  });
});

describe('the per-file cap, tier by tier', () => {
  const policy = resolvePolicy({ profile: 'protocol' });
  const listed = (sink: FindingSink) => {
    const counts = new Map<string, number>();
    for (const f of sink.sorted()) counts.set(f.rule, (counts.get(f.rule) ?? 0) + 1);
    return Object.fromEntries(counts);
  };

  it('keeps every error before a warning, and a rule\'s only warning before repeats of another', () => {
    const a = new FindingSink(policy);
    for (let i = 1; i <= 999; i++) a.add('loc-scheme', 'e', i, 1);
    a.add('loc-fragment', 'w', 1000, 1);
    a.add('loc-scheme', 'e', 1001, 1);
    a.add('loc-scheme', 'e', 1002, 1);
    expect(listed(a)).toEqual({ 'findings-capped': 1, 'loc-scheme': 1000 });
    const b = new FindingSink(policy);
    for (let i = 1; i <= 998; i++) b.add('lastmod-future', 'w', i, 1);
    b.add('loc-fragment', 'w', 999, 1);
    b.add('loc-non-ascii', 'w', 1000, 1);
    for (let i = 0; i < 3; i++) b.add('loc-scheme', 'e', 1001 + i, 1);
    expect(listed(b)).toEqual({ 'findings-capped': 1, 'lastmod-future': 995, 'loc-fragment': 1, 'loc-non-ascii': 1, 'loc-scheme': 3 });
    expect(b.counts()).toEqual({ errors: 3, warnings: 1000, notices: 1 });
  });
});

describe('--output with --shard', () => {
  it('refuses a sitemap the run reached through robots.txt', async () => {
    const ws = workspace({ 'public/robots.txt': 'Sitemap: https://www.beispiel.de/sitemap.xml\n', 'public/sitemap.xml': urlset('https://www.beispiel.de/') });
    const r = await runCli(['--cwd', ws, '--base-url', 'https://www.beispiel.de/', '--site-dir', 'public', '--shard', '1/1', '--output', 'public/sitemap.xml', 'public/robots.txt'], {}, false);
    expect(r.code).toBe(2);
    expect(readFileSync(path.join(ws, 'public/sitemap.xml'), 'utf8')).toContain('<urlset');
  });
});

describe('ignored folders and the patterns that name them', () => {
  it('an exclusion or a longer name does not search them; a backslash path does', async () => {
    const ws = workspace({
      'public/sitemap.xml': urlset('https://www.beispiel.de/'),
      'packages/web/node_modules/pkg/sitemap.xml': '<urlset/>',
      'lib/site-packages/pkg/sitemap.xml': '<urlset/>',
      'docs/site-packages-guide/sitemap.xml': urlset('https://www.beispiel.de/g'),
      'vendor/bundle/x/sitemap.xml': '<urlset/>',
    });
    const paths = async (patterns: string[]) => (await checkWorkspace({ cwd: ws, patterns, policy: { now: NOW } })).files.map((f) => f.path);
    expect(await paths(['**/sitemap.xml', '!node_modules/**'])).toEqual(['docs/site-packages-guide/sitemap.xml', 'public/sitemap.xml']);
    expect(await paths(['**/site-packages-guide/*.xml', '**/sitemap.xml'])).toEqual(['docs/site-packages-guide/sitemap.xml', 'public/sitemap.xml']);
    expect(await paths(['vendor\\bundle\\**\\sitemap.xml'])).toEqual(['vendor/bundle/x/sitemap.xml']);
  });
});

describe('robots.txt Sitemap: values get the URL syntax check of a loc', () => {
  const robots = async (text: string) => {
    const r = await validate(Buffer.from(text), { now: NOW }, { name: 'robots.txt' });
    return r.findings.map((f) => [f.rule, f.line, f.column, f.message]);
  };

  it('a bad port, IPv6 literal or "[" is robots-sitemap-invalid, worded as loc-invalid words it', async () => {
    const values = [
      'https://www.beispiel.de:99999/s.xml',
      'https://www.beispiel.de:abc/s.xml',
      'https://[2001:db8:::1]/s.xml',
      'https://www.beispiel.de/s[1].xml',
    ];
    const r = await robots(`User-agent: *\n${values.map((v) => `Sitemap: ${v}`).join('\n')}\nSitemap: https://www.beispiel.de/ok.xml\n`);
    expect(r).toEqual([
      ['robots-sitemap-invalid', 2, 10, 'The Sitemap: value "https://www.beispiel.de:99999/s.xml" has the port "99999", which is larger than 65535.'],
      ['robots-sitemap-invalid', 3, 10, 'The Sitemap: value "https://www.beispiel.de:abc/s.xml" has the port "abc", which is not a number.'],
      ['robots-sitemap-invalid', 4, 10, 'The Sitemap: value "https://[2001:db8:::1]/s.xml" has the host "[2001:db8:::1]", which is not a valid IPv6 address.'],
      ['robots-sitemap-invalid', 5, 10, 'The Sitemap: value "https://www.beispiel.de/s[1].xml" has the character "[" at character 26 in the path, which RFC 3986 does not allow there; percent-encode it as %5B.'],
    ]);
    // The same values as locs: loc-invalid with the same words.
    // (loc-mixed-hosts off: the ports differ from the first entry's, and that finding folds into loc-invalid's message.)
    const locs = await validate(urlset(...values), { now: NOW, rules: { 'loc-mixed-hosts': 'off' } }, { name: 'sitemap.xml' });
    const invalid = locs.findings.filter((f) => f.rule === 'loc-invalid').map((f) => /: it has (.*)$/.exec(f.message)![1]);
    expect(invalid).toEqual(r.map((row) => /" has (.*)$/.exec(row[3] as string)![1]));
  });

  it('require-https: an http Sitemap: value is loc-scheme, an https one in any case passes', async () => {
    const r = await validate(Buffer.from('Sitemap: HTTPS://www.beispiel.de/a.xml\nSitemap: https://www.beispiel.de/b.xml\nSitemap: http://www.beispiel.de/c.xml\nSitemap: HTTP://www.beispiel.de/d.xml\n'), { now: NOW, requireHttps: true }, { name: 'robots.txt' });
    expect(r.findings.map((f) => [f.rule, f.line, f.column, f.message])).toEqual([
      ['loc-scheme', 3, 10, 'The Sitemap: value "http://www.beispiel.de/c.xml" uses the scheme "http", but the policy requires https; name the https URL.'],
      ['loc-scheme', 4, 10, 'The Sitemap: value "HTTP://www.beispiel.de/d.xml" uses the scheme "http", but the policy requires https; name the https URL.'],
    ]);
  });

  it('a well-formed port, IPv6 host or escaped bracket passes', async () => {
    // The URL syntax passes; 2001:db8::/32 is the IPv6 documentation prefix (RFC 3849), which
    // names no public site: loc-reserved-host, not robots-sitemap-invalid.
    expect(await robots('Sitemap: https://www.beispiel.de:8443/s.xml\nSitemap: https://[2001:db8::1]/s.xml\nSitemap: https://www.beispiel.de/s%5B1%5D.xml\n')).toEqual([
      ['loc-reserved-host', 2, 10, 'The Sitemap: value "https://[2001:db8::1]/s.xml" has the host "[2001:db8::1]", a reserved address, which names no public site: the sitemap was built for a local, test or placeholder address; build it with the public URL of the site (or name the host in hosts if it is meant).'],
    ]);
    expect(await robots('Sitemap: https://[2001:4860:4860::8888]/s.xml\n')).toEqual([]);
  });
});

describe('robots.txt Sitemap: lines as crawlers read them', () => {
  const read = async (text: string) => {
    const r = await validate(Buffer.from(text), { now: NOW }, { name: 'robots.txt' });
    return { findings: r.findings.map((f) => [f.rule, f.line, f.column, f.message]), entries: r.records.map((e) => e.loc) };
  };

  it('a "#" starts a comment wherever it is, also right after the URL (RFC 9309 2.2; Google cuts every line there)', async () => {
    const r = await read('Sitemap: https://www.beispiel.de/e.xml# no space comment\nSitemap: https://www.beispiel.de/s.xml#a#b\nSitemap: https://www.beispiel.de/t.xml #note\n');
    expect(r.findings).toEqual([]);
    expect(r.entries).toEqual(['https://www.beispiel.de/e.xml', 'https://www.beispiel.de/s.xml', 'https://www.beispiel.de/t.xml']);
  });

  it('"Sitemaps:" and "Site-map:" (which Google reads, other crawlers may not) are robots-sitemap-invalid, and followed', async () => {
    const r = await read('User-agent: *\nSitemaps: https://www.beispiel.de/a.xml\n  Site-map: https://www.beispiel.de/b.xml\nSitemap: https://www.beispiel.de/d.xml\n');
    const spelling = (key: string) =>
      `This line names a sitemap with the field name "${key}"; sitemaps.org writes "Sitemap: <URL>". Google's parser takes this spelling too (a field name starting with "sitemap" or "site-map"), other crawlers may skip the line: write "Sitemap:" and the URL.`;
    expect(r.findings).toEqual([
      ['robots-sitemap-invalid', 2, 1, spelling('Sitemaps')],
      ['robots-sitemap-invalid', 3, 3, spelling('Site-map')],
    ]);
    expect(r.entries).toEqual(['https://www.beispiel.de/a.xml', 'https://www.beispiel.de/b.xml', 'https://www.beispiel.de/d.xml']);
  });

  it('"Sitemap <URL>" without a colon is read by no crawler (Google splits the line at the URL\'s own colon): one finding, not followed', async () => {
    const r = await read('sitemap https://www.beispiel.de/a.xml\nSitemap https://www.beispiel.de/b.xml extra\nSitemap\t/c.xml # a comment\nSitemap: https://www.beispiel.de/d.xml\n');
    const colonless = (key: string) =>
      `This line names a sitemap with "${key}" and no colon; crawlers do not read the URL from it (Google's parser splits the line at its first colon, the URL's own): write "Sitemap:" and the URL.`;
    expect(r.findings).toEqual([
      ['robots-sitemap-invalid', 1, 1, colonless('sitemap')],
      ['robots-sitemap-invalid', 2, 1, colonless('Sitemap')],
      ['robots-sitemap-invalid', 3, 1, colonless('Sitemap')],
    ]);
    expect(r.entries).toEqual(['https://www.beispiel.de/d.xml']);
  });

  it('another field whose name starts with "sitemap" gets one finding about its value, and is not followed', async () => {
    const r = await read('Sitemap-Index-Version: 2\nsitemapurl: /s.xml\n');
    expect(r.findings).toEqual([
      ['robots-sitemap-invalid', 1, 1, 'The field "Sitemap-Index-Version" starts with "sitemap", so Google\'s parser reads this line as a Sitemap line, but its value "2" is not an absolute http(s) URL: name the sitemap as "Sitemap: <URL>", or rename the field.'],
      ['robots-sitemap-invalid', 2, 1, 'The field "sitemapurl" starts with "sitemap", so Google\'s parser reads this line as a Sitemap line, but its value "/s.xml" is not an absolute http(s) URL: name the sitemap as "Sitemap: <URL>", or rename the field.'],
    ]);
    expect(r.entries).toEqual([]);
  });

  it('lines that only look alike are other fields', async () => {
    const r = await read('sitemap.xml\nSitemapper\nUser-agent: sitemap-bot\nDisallow: /sitemap https://x\n# Sitemap https://www.beispiel.de/x.xml\n');
    expect(r).toEqual({ findings: [], entries: [] });
  });
});

describe('one findings-capped notice per file', () => {
  it('a file whose own findings and whose findings across files both pass the cap gets one notice with the whole tally', async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => `<url><loc>https://www.beispiel.de/p${i}#f</loc><priority>${i}</priority></url>`).join('\n');
    const doc = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${rows}\n</urlset>\n`;
    const ws = workspace({ 'a.xml': doc, 'b.xml': doc });
    const run = await checkWorkspace({ cwd: ws, patterns: ['a.xml', 'b.xml'], policy: { now: NOW } });
    const b = run.files.find((f) => f.path === 'b.xml')!;
    const notices = b.findings.filter((f) => f.rule === 'findings-capped');
    expect(notices).toHaveLength(1);
    // Each file's own findings (loc-fragment, priority-value) pass the cap; b.xml also repeats
    // the 1,500 locs of a.xml (loc-duplicate-across-files).
    const own = run.files.find((f) => f.path === 'a.xml')!.counts!;
    expect(own.notices).toBe(1);
    const ownFindings = own.errors + own.warnings + own.notices - 1;
    expect(ownFindings).toBeGreaterThan(2000);
    const listed = b.findings.filter((f) => f.rule !== 'findings-capped').length;
    expect(listed).toBe(1000);
    const left = Number(/^([\d,]+) more findings/.exec(notices[0]!.message)![1]!.replace(/,/g, ''));
    expect(left).toBe(ownFindings + 1500 - 1000);
    expect(notices[0]!.message).toContain('loc-duplicate-across-files 1,500');
    expect(notices[0]!.message).toMatch(/loc-fragment [\d,]+/);
    // Exact counts: the file's own, the 1,500 warnings across files, and one notice.
    expect(b.counts).toEqual({ errors: own.errors, warnings: own.warnings + 1500, notices: 1 });
    expect(run.totals).toMatchObject({ errors: 2 * own.errors, warnings: 2 * own.warnings + 1500, notices: 2 });
  });
});

describe('the sitemap tree of the job summary', () => {
  it('marks an index entry naming a robots.txt, and one naming a folder, as the findings say', async () => {
    const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">\n<sitemap><loc>https://www.beispiel.de/robots.txt</loc></sitemap>\n<sitemap><loc>https://www.beispiel.de/</loc></sitemap>\n</sitemapindex>\n`;
    const ws = workspace({ 'robots.txt': 'Sitemap: https://www.beispiel.de/sitemap_index.xml\n', 'sitemap_index.xml': index });
    const run = await checkWorkspace({ cwd: ws, patterns: ['robots.txt'], policy: { now: NOW, baseUrl: 'https://www.beispiel.de/' } });
    const findings = run.files.flatMap((f) => f.findings.map((x) => `${f.path}:${x.line} ${x.rule} ${x.message}`));
    expect(findings.filter((f) => f.startsWith('sitemap_index.xml:3 index-child-missing'))[0]).toContain('names the robots.txt "robots.txt"');
    expect(findings.filter((f) => f.startsWith('sitemap_index.xml:4 index-child-missing'))[0]).toContain('names a folder');
    const summary = renderSummary(run);
    expect(summary).toContain('<li><code>https://www.beispiel.de/robots.txt</code> (line 3): ⚠️ names the robots.txt <code>robots.txt</code>, not a sitemap</li>');
    expect(summary).toContain('<li><code>https://www.beispiel.de/</code> (line 4): ⚠️ names a folder, not a sitemap file</li>');
    // The robots.txt is not drawn again below the index as if it were a sitemap that passed.
    expect(summary).not.toContain('(shown above)');
  });
});

describe('paths that find nothing are named', () => {
  it('a folder of the paths that holds no sitemap gets a note, as a glob that matches nothing does', async () => {
    const ws = workspace({ 'public/about/index.html': '<html></html>', 'public/sitemap.xml': urlset('https://www.beispiel.de/'), 'public/blog/sitemap.xml': urlset('https://www.beispiel.de/blog/') });
    const run = await checkWorkspace({ cwd: ws, patterns: ['public/about', 'public/blog', 'public/sitemap.xml', 'nothing/*.xml'], policy: { now: NOW } });
    expect(run.files.map((f) => f.path)).toEqual(['public/blog/sitemap.xml', 'public/sitemap.xml']);
    expect(run.notes).toEqual([
      'The folder "public/about" of the paths holds no file the default patterns find (**/*sitemap*.xml, **/*sitemap*.xml.gz, **/*sitemap*.txt, **/robots.txt), or the exclusions leave none; name its sitemaps, or a glob that matches them.',
      'The pattern "nothing/*.xml" of the paths matched no file to check; check it for a typo (or the exclusions), or remove it.',
    ]);
  });
});

describe('loc values that are absolute URIs of other schemes, malformed hosts, long once escaped (a urlset read whole)', () => {
  const rows = async (doc: Buffer, policy: Parameters<typeof validate>[1] = { now: NOW }) =>
    (await validate(doc, policy, { name: 'sitemap.xml' })).findings.map((f) => `${f.line}:${f.column} ${f.rule} ${f.message}`);

  it('mailto:, javascript: and tel: are loc-scheme naming the scheme; relative values and a host with a port stay loc-not-absolute', async () => {
    const doc = urlset('mailto:a@beispiel.de', 'javascript:alert(1)', 'tel:+1-555-0100', '/path', 'localhost:8080/x', 'https:beispiel.de');
    expect(await rows(doc)).toEqual([
      '3:13 loc-scheme The loc "mailto:a@beispiel.de" uses the scheme "mailto"; sitemaps list only http and https URLs.',
      '4:13 loc-scheme The loc "javascript:alert(1)" uses the scheme "javascript"; sitemaps list only http and https URLs.',
      '5:13 loc-scheme The loc "tel:+1-555-0100" uses the scheme "tel"; sitemaps list only http and https URLs.',
      '6:13 loc-not-absolute The loc "/path" is not an absolute URL (it has no scheme); give the full URL, starting with https:// and the host.',
      '7:13 loc-not-absolute The loc "localhost:8080/x" is not an absolute URL (it has no scheme: it starts with the host and port "localhost:8080"); give the full URL, such as "https://localhost:8080/x".',
      '8:13 loc-not-absolute The loc "https:beispiel.de" is a malformed https URL: no "//" and host follow "https:"; write the scheme, "//" and the host, such as "https://beispiel.de".',
    ]);
  });

  it('a space in the host is to be removed, not percent-encoded', async () => {
    expect(await rows(urlset('https://www.ex ample.org/'))).toEqual([
      '3:13 loc-invalid The loc "https://www.ex ample.org/" is not a valid URI: it has a space at character 15 in the host, which no host name can hold (host names are letters, digits, hyphens and dots); remove it from the host name.',
    ]);
  });

  it('a loc of 2,047 characters that is 12,162 once escaped is loc-too-long once, beside loc-non-ascii', async () => {
    const loc = `https://www.beispiel.de/${'\u00e9'.repeat(2023)}`;
    const r = await rows(urlset(loc, `${loc}\u00e9`));
    expect(r.map((row) => row.split(' ').slice(0, 2).join(' '))).toEqual(['3:13 loc-too-long', '3:13 loc-non-ascii', '4:13 loc-too-long', '4:13 loc-non-ascii']);
    expect(r[0]).toContain('is 2,047 characters long as written but 12,162 once escaped to ASCII');
    expect(r[2]).toContain('is 2,048 characters long; sitemaps.org requires fewer than 2,048.');
  });

  it('lastmod: xsd takes negative and five-digit years (XML Schema Part 2), and a far future one is lastmod-future', async () => {
    const doc = Buffer.from(
      `<urlset xmlns="${NS}">\n${['-0001-01-01', '12024-01-01', '0000-01-01', '01234-01-01'].map((d) => `<url><loc>https://www.beispiel.de/${d}</loc><lastmod>${d}</lastmod></url>`).join('\n')}\n</urlset>\n`,
    );
    const r = await rows(doc, { now: NOW, lastmod: 'xsd' });
    expect(r.map((row) => row.split(' ').slice(0, 2).join(' '))).toEqual(['3:61 lastmod-future', '4:60 lastmod-format', '5:61 lastmod-format']);
    expect(r[1]).toContain('(the XSD has no year 0000)');
    expect(r[2]).toContain('(a year of more than four digits cannot start with 0)');
  });
});

describe('a workspace reached through a symlink', () => {
  it('takes absolute paths spelled through the symlink or through the real folder, and refuses those outside', async () => {
    const real = workspace({ 'public/sitemap.txt': 'https://www.beispiel.de/ok\n', 'public/other.txt': 'https://www.beispiel.de/other\n' });
    const link = `${real}-link`;
    symlinkSync(real, link);
    try {
      for (const cwd of [link, real]) {
        for (const base of [link, real]) {
          for (const pattern of [`${base}/public/sitemap.txt`, `${base}/public`, `${base}/public/sitemap*.txt`, `${base}/**/sitemap*.txt`]) {
            const run = await checkWorkspace({ cwd, patterns: [pattern], policy: { now: NOW } });
            expect(run.files.map((f) => [f.path, f.findings.map((x) => x.rule)]), `${cwd} ${pattern}`).toEqual([['public/sitemap.txt', []]]);
            expect(run.notes, `${cwd} ${pattern}`).toEqual([]);
          }
        }
      }
      await expect(checkWorkspace({ cwd: link, patterns: [`${path.dirname(real)}/elsewhere/sitemap.txt`] })).rejects.toThrow(/is an absolute path outside the workspace/);
      // An exclusion spelled through the symlink excludes.
      const excluded = await checkWorkspace({ cwd: real, patterns: [`${link}/public`, `!${link}/public/sitemap.txt`, 'public/other.txt'], policy: { now: NOW } });
      expect(excluded.files.map((f) => f.path)).toEqual(['public/other.txt']);
    } finally {
      rmSync(link);
    }
  });
});

describe('allowed hosts are compared as locs are written', () => {
  it('keeps IPv4 shorthand as written, takes IDN as punycode and refuses percent signs', async () => {
    for (const [host, loc] of [
      ['1.2.3', 'https://1.2.3/'],
      ['0x7f.1', 'https://0x7f.1/'],
      ['WWW.Beispiel.de', 'https://www.beispiel.de/'],
      ['bücher.example', 'https://xn--bcher-kva.example/'],
      ['bücher.example', 'https://bücher.example/'],
    ]) {
      const r = await validate(urlset(loc!), { now: NOW, hosts: [host!] });
      expect(r.findings.filter((f) => f.rule === 'loc-host'), `${host} ${loc}`).toEqual([]);
    }
    // 127.1 is not 127.0.0.1 as written.
    const other = await validate(urlset('https://127.0.0.1/'), { now: NOW, hosts: ['127.1'] });
    expect(other.findings.map((f) => f.rule)).toContain('loc-host');
    for (const bad of ['a%41b', '[::1]', 'www.beispiel.de:8080', 'https://www.beispiel.de', '*.beispiel.de', 'a b']) {
      await expect(validate(urlset('https://www.beispiel.de/'), { hosts: [bad] }), bad).rejects.toThrow(/^hosts: .* is not accepted; give bare host names/);
    }
  });
});

describe('absolute paths keep the symlinks inside the workspace as written', () => {
  it('names a file through its symlink, and a symlinked folder leading outside is a finding, not a settings error', async () => {
    const ws = workspace({ 'public/sitemap.txt': 'https://www.beispiel.de/ok\n', 'outside/sitemap.txt': 'https://www.beispiel.de/out\n' });
    const inner = path.join(ws, 'inner');
    (await import('node:fs')).mkdirSync(inner);
    symlinkSync(path.join(ws, 'public', 'sitemap.txt'), path.join(inner, 'sitemap-link.txt'));
    symlinkSync(path.join(ws, 'outside'), path.join(inner, 'outlink'));
    const run = await checkWorkspace({ cwd: inner, patterns: [path.join(inner, 'sitemap-link.txt'), path.join(inner, 'outlink', 'sitemap.txt')], policy: { now: NOW } });
    expect(run.files.map((f) => [f.path, f.findings.map((x) => x.rule)])).toEqual([
      ['outlink/sitemap.txt', ['file-unreadable']],
      ['sitemap-link.txt', ['file-unreadable']],
    ]);
  });
});

describe('robots-disallow-all', () => {
  const judge = async (text: string, profile: 'protocol' | 'google' = 'google') =>
    (await validate(Buffer.from(text), { now: NOW, profile }, { name: 'robots.txt' })).findings.filter((f) => f.rule === 'robots-disallow-all').map((f) => `${f.line}:${f.column} ${f.severity} ${f.message.split(':')[0]}`);
  const SITEMAP = 'Sitemap: https://www.beispiel.de/sitemap.xml\n';
  it('reports the group every crawler or Googlebot obeys when it disallows "/" and allows nothing', async () => {
    expect(await judge(`User-agent: *\nDisallow: /\n\n${SITEMAP}`)).toEqual(['2:1 error This robots.txt disallows the whole site for every crawler ("Disallow']);
    expect(await judge(`User-agent: *\nDisallow: /\n\n${SITEMAP}`, 'protocol')).toEqual(['2:1 warning This robots.txt disallows the whole site for every crawler ("Disallow']);
    // Case, spacing, a comment, "/*", and user-agent lines that share one group.
    expect(await judge(`user-agent: Bingbot\nUSER-AGENT : *\ndisallow:/* # staging\n${SITEMAP}`)).toEqual(['3:1 error This robots.txt disallows the whole site for every crawler ("Disallow']);
    // One group for both: every crawler.
    expect(await judge(`User-agent: Googlebot\nUser-agent: *\nDisallow: /\n${SITEMAP}`)).toEqual(['3:1 error This robots.txt disallows the whole site for every crawler ("Disallow']);
    // Groups of one token are combined (RFC 9309 2.2.1): an Allow in a later group lets it in.
    expect(await judge(`User-agent: *\nDisallow: /\n\nUser-agent: *\nAllow: /blog/\n${SITEMAP}`)).toEqual([]);
    // Googlebot's own group blocks it while the others may crawl.
    expect(await judge(`User-agent: Googlebot\nDisallow: /\n\nUser-agent: *\nDisallow:\n${SITEMAP}`)).toEqual(['2:1 error This robots.txt disallows the whole site for Googlebot ("Disallow']);
    // Googlebot has a group of its own that lets it in; the rest are kept out.
    expect(await judge(`User-agent: Googlebot\nAllow: /\n\nUser-agent: *\nDisallow: /\n${SITEMAP}`)).toEqual([
      '5:1 error This robots.txt disallows the whole site for every crawler without a group of its own ("Disallow',
    ]);
  });

  it('a pattern of wildcards matches every path as "/" does, and the message quotes the rule as written', async () => {
    // Google's matcher anchors a pattern at the start of the path (always "/"); "*" matches any
    // run of characters, and a "$" after a trailing "*" is always reached.
    const all = async (pattern: string) => {
      const r = await validate(Buffer.from(`User-agent: *\nDisallow: ${pattern}\n\n${SITEMAP}`), { now: NOW, profile: 'google' }, { name: 'robots.txt' });
      return r.findings.filter((f) => f.rule === 'robots-disallow-all').map((f) => `${f.line}:${f.column} ${f.message.slice(0, f.message.indexOf(': crawlers'))}`);
    };
    // A pattern need not reach the end of the path: one that matches "/" (or "") matches the start
    // of every path, wildcards before the "/" included.
    for (const pattern of ['*', '**', '/**', '/*$', '*$', '*/', '**/', '*/*', '*/*$']) {
      expect(await all(pattern), pattern).toEqual([
        `2:1 This robots.txt disallows the whole site for every crawler ("Disallow: ${pattern}", a pattern that matches every path, with no Allow in the group for "*")`,
      ]);
    }
    expect(await all('/')).toEqual(['2:1 This robots.txt disallows the whole site for every crawler ("Disallow: /" with no Allow in the group for "*")']);
    // The root alone, or a path that only starts with a wildcard run, is not the whole site.
    for (const pattern of ['/$', '$', '/*.php', '*/private/', '/*/', '*/$']) expect(await all(pattern), pattern).toEqual([]);
  });

  it('leaves alone partial rules, other bots, allowed paths and rules outside any group', async () => {
    for (const text of [
      `User-agent: *\nDisallow: /admin/\n${SITEMAP}`,
      `User-agent: *\nDisallow: /\nAllow: /public/\n${SITEMAP}`,
      `User-agent: BadBot\nDisallow: /\n\nUser-agent: *\nDisallow:\n${SITEMAP}`,
      `Disallow: /\nUser-agent: *\nAllow: /\n${SITEMAP}`,
      `User-agent: *\nDisallow: /private\n${SITEMAP}`,
      SITEMAP,
    ]) {
      expect(await judge(text), text).toEqual([]);
    }
  });
});

describe('the default paths', () => {
  it('find the sitemaps of WordPress, Yoast and Rank Math, whose names hold "sitemap" after a prefix', async () => {
    const ws = workspace({
      'public/wp-sitemap.xml': urlset('https://www.beispiel.de/'),
      'public/wp-sitemap-posts-post-1.xml': urlset('https://www.beispiel.de/a'),
      'public/post-sitemap.xml': urlset('https://www.beispiel.de/b'),
      'public/sitemap_index.xml': urlset('https://www.beispiel.de/c'),
      'public/robots.txt': 'Sitemap: https://www.beispiel.de/wp-sitemap.xml\n',
      'public/notes.xml': urlset('https://www.beispiel.de/d'),
    });
    const run = await checkWorkspace({ cwd: ws, policy: { now: NOW } });
    expect(run.files.map((f) => f.path)).toEqual([
      'public/post-sitemap.xml',
      'public/robots.txt',
      'public/sitemap_index.xml',
      'public/wp-sitemap-posts-post-1.xml',
      'public/wp-sitemap.xml',
    ]);
  });
});

describe('the paths cap counts what is searched', () => {
  it('a folder counts as its default patterns and every exclusion counts, so thousands of folders are refused at once', async () => {
    const files: Record<string, string> = { 'sitemap.xml': urlset('https://www.beispiel.de/') };
    for (let i = 0; i < 70; i++) files[`d${i}/.keep`] = '';
    const ws = workspace(files);
    const folders = Array.from({ length: 70 }, (_, i) => `d${i}`);
    await expect(checkWorkspace({ cwd: ws, patterns: ['sitemap.xml', ...folders], policy: { now: NOW } })).rejects.toThrow(
      /^paths: 260 patterns would be searched \(0 globs, 0 plain exclusions, 65 folders of 4 default patterns each, so far\); at most 256 are accepted/,
    );
    // 64 folders are 256 patterns: accepted.
    const run = await checkWorkspace({ cwd: ws, patterns: ['sitemap.xml', ...folders.slice(0, 64)], policy: { now: NOW } });
    expect(run.files.map((f) => f.path)).toEqual(['sitemap.xml']);
    const exclusions = Array.from({ length: 300 }, (_, i) => `!d${i}/x.xml`);
    await expect(checkWorkspace({ cwd: ws, patterns: ['sitemap.xml', ...exclusions], policy: { now: NOW } })).rejects.toThrow(/^paths: 300 patterns would be searched/);
  });
});

describe('allowed hosts', () => {
  it('a list of thousands of hosts is looked up as a set, with the same verdicts', async () => {
    const hosts = Array.from({ length: 20_000 }, (_, i) => `h${i}.beispiel.de`);
    const doc = urlset(...Array.from({ length: 2_000 }, (_, i) => `https://h${19_999 - i}.beispiel.de/p${i}`), 'https://other.beispiel.de/', 'https://H5.beispiel.de/x');
    const r = await validate(doc, { now: NOW, hosts });
    expect(r.findings.map((f) => [f.rule, f.line])).toEqual([['loc-host', 2003]]);
    expect(r.findings[0]!.message).toContain('has host "other.beispiel.de", which is not one of the allowed hosts (h0.beispiel.de, h1.beispiel.de');
  });
});

describe('--format github', () => {
  it('keeps within what GitHub shows per step, as the action does, with max-annotations', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 12; i++) files[`sitemap-${i}.xml`] = urlset(`/p${i}a`, `/p${i}b`, `/p${i}c`).toString();
    const ws = workspace(files);
    const r = await runCli(['--cwd', ws, '--format', 'github', '--now', NOW.toISOString(), 'sitemap-*.xml', 'nothing/*.xml']);
    const lines = r.stdout.split('\n').filter((l) => l !== '');
    const count = (kind: string) => lines.filter((l) => l.startsWith(`::${kind}`)).length;
    // 36 errors: 9 annotated, one left for the runner's "Process completed with exit code 1".
    expect([r.code, count('error'), count('warning'), count('notice')]).toEqual([1, 9, 0, 2]);
    expect(lines).toContain('::notice title=note::The pattern "nothing/*.xml" of the paths matched no file to check; check it for a typo (or the exclusions), or remove it.');
    expect(lines.some((l) => l.startsWith('::notice title=max-annotations::27 more findings (27 errors) are not annotated'))).toBe(true);
  });
});

describe('--output in a checkout', () => {
  it('never writes through a symlink the checkout planted, inside or at the file', async () => {
    const away = workspace({ 'victim.txt': 'precious\n' });
    const ws = workspace({ 'sitemap.xml': urlset('https://www.beispiel.de/').toString() });
    symlinkSync(path.join(away, 'victim.txt'), path.join(ws, 'report.txt'));
    symlinkSync(path.join(away, 'newfile.txt'), path.join(ws, 'dangling.txt'));
    symlinkSync(away, path.join(ws, 'reports'));
    for (const [output, why] of [
      ['report.txt', 'is a symlink; give the path of a regular file'],
      ['dangling.txt', 'is a symlink; give the path of a regular file'],
      ['reports/r.json', 'leads outside the working directory through a symlink'],
    ]) {
      const r = await runCli(['--cwd', ws, '--output', output!, 'sitemap.xml']);
      expect([r.code, r.stdout], output).toEqual([2, '']);
      expect(r.stderr, output).toContain(`sitemap-contract: --output: "${output}" ${why}`);
    }
    expect(readFileSync(path.join(away, 'victim.txt'), 'utf8')).toBe('precious\n');
    expect((await import('node:fs')).readdirSync(away)).toEqual(['victim.txt']);
    // A path the user gives outside the working directory is written.
    const outside = path.join(away, 'report.json');
    const ok = await runCli(['--cwd', ws, '--format', 'json', '--output', outside, 'sitemap.xml']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(readFileSync(outside, 'utf8')).passed).toBe(true);
  });
});

describe('a report file that is a checked file', () => {
  it('is refused, also when it is an empty sitemap reached through a symlinked folder', async () => {
    const ws = workspace({ 'public/sitemap.xml': '', 'public/sitemap-2.xml': urlset('https://www.beispiel.de/').toString(), '.sitemap-contract.yml': 'report-file: pl/sitemap.xml\n' });
    symlinkSync(path.join(ws, 'public'), path.join(ws, 'pl'));
    const r = await runCli(['--cwd', ws, 'public']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('sitemap-contract: report-file: "pl/sitemap.xml" is one of the checked files ("public/sitemap.xml"); it was left as it is.');
    expect(readFileSync(path.join(ws, 'public', 'sitemap.xml'), 'utf8')).toBe('');
  });
});

describe('locs padded with white space', () => {
  it('are kept without the padding for the comparisons, while validate reads them back as written', async () => {
    const pad = ' '.repeat(300);
    const doc = Buffer.from(`<urlset xmlns="${NS}">\n<url><loc>${pad}https://www.beispiel.de/a${pad}</loc></url>\n<url><loc>https://www.beispiel.de/a</loc></url>\n</urlset>\n`);
    const ws = workspace({ 'sitemap.xml': doc });
    const { checkFile } = await import('../src/core/read/engine.js');
    const handed: string[][] = [];
    await checkFile(path.join(ws, 'sitemap.xml'), 'sitemap.xml', resolvePolicy({ now: NOW }), { onEntries: (e) => handed.push([...e.locs]) });
    expect(handed).toEqual([['https://www.beispiel.de/a', 'https://www.beispiel.de/a']]);
    const v = await validate(doc, { now: NOW });
    expect(v.records.map((r) => r.loc)).toEqual([`${pad}https://www.beispiel.de/a${pad}`, 'https://www.beispiel.de/a']);
    // The padded loc and the plain one are the same URL: one loc-duplicate, at the second.
    expect(v.findings.filter((f) => f.rule === 'loc-duplicate').map((f) => f.line)).toEqual([3]);
  });
});

describe('alternates kept for the checks across files', () => {
  it('leave out hrefs of 2,048 characters or more, as locs that long are left out', async () => {
    const long = `https://www.beispiel.de/${'x'.repeat(3000)}`;
    const doc = Buffer.from(
      `<urlset xmlns="${NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n<url><loc>https://www.beispiel.de/</loc><xhtml:link rel="alternate" hreflang="en" href="https://www.beispiel.de/"/><xhtml:link rel="alternate" hreflang="de" href="${long}"/></url>\n</urlset>\n`,
    );
    const ws = workspace({ 'sitemap.xml': doc });
    const { checkFile } = await import('../src/core/read/engine.js');
    const hrefs: string[][] = [];
    await checkFile(path.join(ws, 'sitemap.xml'), 'sitemap.xml', resolvePolicy({ now: NOW, profile: 'google' }), { onAlternates: (a) => hrefs.push(a.hrefs) });
    expect(hrefs).toEqual([['https://www.beispiel.de/']]);
  });
});
