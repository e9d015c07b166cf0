/**
 * The wording of findings as a site owner reads them in a pull-request annotation: every claim
 * true, the fix named, the value quoted as written, numbers written as the rule catalog writes
 * them, and one finding for one fault.
 */
import { describe, expect, it } from 'vitest';
import { validate } from '../src/core/read/engine.js';
import type { PolicyInput } from '../src/core/policy/policy.js';
import { checkWorkspace } from '../src/core/run/run.js';
import type { Finding } from '../src/core/types.js';
import { workspaces } from './support/workspace.js';

const workspace = workspaces('messages');

const NOW = new Date('2026-01-31T12:00:00Z');
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
const VIDEO_NS = 'http://www.google.com/schemas/sitemap-video/1.1';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const OPEN = `<urlset xmlns="${NS}" xmlns:image="${IMAGE_NS}" xmlns:video="${VIDEO_NS}" xmlns:news="${NEWS_NS}" xmlns:xhtml="${XHTML_NS}">`;

async function judge(text: string, policy: PolicyInput = {}, name = 'sitemap.xml'): Promise<Finding[]> {
  return (await validate(Buffer.from(text), { now: NOW, ...policy }, { name })).findings;
}

/** `line:column message` of each finding of `rule`. */
async function said(text: string, rule: string, policy: PolicyInput = {}, name = 'sitemap.xml'): Promise<string[]> {
  return (await judge(text, policy, name)).filter((f) => f.rule === rule).map((f) => `${f.line}:${f.column} ${f.message}`);
}

describe('hreflang-self-missing', () => {
  it('suggests an element that can be pasted into the sitemap: self-closed, its href escaped', async () => {
    const page = 'https://www.beispiel.de/a?x=1&y=2';
    const text = `${OPEN}\r\n<url><loc>https://www.beispiel.de/a?x=1&amp;y=2</loc>\r\n\t<xhtml:link rel="alternate" hreflang="de" href="https://www.beispiel.de/de/"/>\r\n</url>\r\n</urlset>\r\n`;
    expect(await said(text, 'hreflang-self-missing', { profile: 'google' })).toEqual([
      `2:1 This <url> lists an alternate but not itself: add an <xhtml:link rel="alternate" hreflang="..." href="${page.replace('&', '&amp;')}"/> for its own language.`,
    ]);
    // A quotation mark ends the attribute value: it is written as a reference too, not as \".
    const quoted = `${OPEN}\n<url><loc>https://www.beispiel.de/a"b&lt;c</loc>\n<xhtml:link rel="alternate" hreflang="de" href="https://www.beispiel.de/de/"/>\n</url>\n</urlset>\n`;
    expect(await said(quoted, 'hreflang-self-missing', { profile: 'google' })).toEqual([
      '2:1 This <url> lists an alternate but not itself: add an <xhtml:link rel="alternate" hreflang="..." href="https://www.beispiel.de/a&quot;b&lt;c"/> for its own language.',
    ]);
  });
});

describe('robots-disallow-all', () => {
  const SITEMAP = 'Sitemap: https://www.beispiel.de/sitemap.xml\n';

  it('says that only Googlebot fetches nothing when only its own group blocks it', async () => {
    expect(await said(`User-agent: Googlebot\nDisallow: /\n\nUser-agent: *\nAllow: /\n${SITEMAP}`, 'robots-disallow-all', { profile: 'google' }, 'robots.txt')).toEqual([
      '2:1 This robots.txt disallows the whole site for Googlebot ("Disallow: /" with no Allow in the group for "Googlebot"): Googlebot fetches none of the URLs its sitemaps list. A staging robots.txt in the build? Remove the rule, or limit it to the paths to keep out.',
    ]);
  });

  it('says that only the crawlers without a group fetch nothing, quoting the rule as written', async () => {
    expect(await said(`User-agent: Googlebot\nAllow: /\n\nUser-agent: *\nDisallow: /*\n${SITEMAP}`, 'robots-disallow-all', { profile: 'google' }, 'robots.txt')).toEqual([
      '5:1 This robots.txt disallows the whole site for every crawler without a group of its own ("Disallow: /*", a pattern that matches every path, with no Allow in the group for "*"): those crawlers fetch none of the URLs its sitemaps list. A staging robots.txt in the build? Remove the rule, or limit it to the paths to keep out.',
    ]);
  });

  it('says that crawlers fetch nothing when every crawler is kept out', async () => {
    expect(await said(`User-agent: *\nDisallow: /\n${SITEMAP}`, 'robots-disallow-all', { profile: 'google' }, 'robots.txt')).toEqual([
      '2:1 This robots.txt disallows the whole site for every crawler ("Disallow: /" with no Allow in the group for "*"): crawlers fetch none of the URLs its sitemaps list. A staging robots.txt in the build? Remove the rule, or limit it to the paths to keep out.',
    ]);
  });

  it('names the first rule that disallows every path, where it stands', async () => {
    expect(await said(`User-agent: *\nDisallow: /private/\nDisallow: /\nDisallow: /*\n\nUser-agent: *\nDisallow: *\n${SITEMAP}`, 'robots-disallow-all', { profile: 'google' }, 'robots.txt')).toEqual([
      '3:1 This robots.txt disallows the whole site for every crawler ("Disallow: /" with no Allow in the group for "*"): crawlers fetch none of the URLs its sitemaps list. A staging robots.txt in the build? Remove the rule, or limit it to the paths to keep out.',
    ]);
  });

  it('an Allow: with no path lets nothing in (RFC 9309: an empty rule matches no path)', async () => {
    expect(await said(`User-agent: *\nDisallow: /\nAllow:\nAllow: # none\n${SITEMAP}`, 'robots-disallow-all', { profile: 'google' }, 'robots.txt')).toEqual([
      '2:1 This robots.txt disallows the whole site for every crawler ("Disallow: /" with no Allow in the group for "*"): crawlers fetch none of the URLs its sitemaps list. A staging robots.txt in the build? Remove the rule, or limit it to the paths to keep out.',
    ]);
  });
});

describe('counts are written with thousands separators, as the rule catalog writes them', () => {
  it('url-count in a urlset and in a text sitemap', async () => {
    const urls = Array.from({ length: 1001 }, (_, i) => `<url><loc>https://www.beispiel.de/${i}</loc></url>`).join('\n');
    expect(await said(`${OPEN}\n${urls}\n</urlset>\n`, 'url-count', { maxUrls: 1000 })).toEqual([
      '1002:1 This is entry 1,001: a sitemap may list at most 1,000 entries (max-urls); split it and list the parts in a sitemap index.',
    ]);
    const lines = Array.from({ length: 1001 }, (_, i) => `https://www.beispiel.de/${i}`).join('\n');
    expect(await said(`${lines}\n`, 'url-count', { maxUrls: 1000 }, 'sitemap.txt')).toEqual([
      '1001:1 This is URL 1,001: a sitemap may list at most 1,000 URLs (max-urls); split the file and list the parts in a sitemap index.',
    ]);
  });

  it('url-count in a feed says what to do', async () => {
    const entries = Array.from({ length: 3 }, (_, i) => `<entry><link rel="alternate" href="https://www.beispiel.de/${i}"/></entry>`).join('\n');
    expect(await said(`<feed xmlns="http://www.w3.org/2005/Atom">\n${entries}\n</feed>\n`, 'url-count', { maxUrls: 2 }, 'feed.xml')).toEqual([
      '4:8 This is link 3: a sitemap may list at most 2 URLs (max-urls); keep only the latest entries in the feed.',
    ]);
  });

  it('image-count and news-count', async () => {
    const images = Array.from({ length: 1001 }, (_, i) => `<image:image><image:loc>https://www.beispiel.de/${i}.png</image:loc></image:image>`).join('');
    const [image] = await said(`${OPEN}\n<url><loc>https://www.beispiel.de/</loc>${images}</url>\n</urlset>\n`, 'image-count');
    expect(image).toMatch(/ This is image 1,001 of this <url>: Google reads at most 1,000 <image:image> per page; /);
    const article =
      '<news:publication><news:name>Ex</news:name><news:language>en</news:language></news:publication><news:publication_date>2026-01-31</news:publication_date><news:title>T</news:title>';
    const news = Array.from({ length: 1001 }, (_, i) => `<url><loc>https://www.beispiel.de/${i}</loc><news:news>${article}</news:news></url>`).join('\n');
    const [count] = await said(`${OPEN}\n${news}\n</urlset>\n`, 'news-count');
    expect(count).toMatch(/ This is <news:news> 1,001 of this file: a news sitemap may hold at most 1,000; /);
  });
});

describe('video-required', () => {
  it('names each missing field, and the pair of which one is enough as a pair', async () => {
    const text = `${OPEN}\n<url><loc>https://www.beispiel.de/</loc><video:video><video:title>T</video:title></video:video></url>\n</urlset>\n`;
    expect(await said(text, 'video-required')).toEqual([
      '2:41 <video:video> has no <video:thumbnail_loc>, no <video:description> and neither <video:content_loc> nor <video:player_loc>; Google requires a <video:thumbnail_loc>, a <video:title>, a <video:description> and a <video:content_loc> or <video:player_loc> for every video.',
    ]);
  });
});

describe('image-deprecated', () => {
  it('sends a license to the image license metadata Google Images reads, not to the page text', async () => {
    const text = `${OPEN}\n<url><loc>https://www.beispiel.de/</loc><image:image><image:loc>https://www.beispiel.de/a.png</image:loc><image:license>https://www.beispiel.de/license</image:license></image:image></url>\n</urlset>\n`;
    expect((await said(text, 'image-deprecated')).map((m) => m.replace(/^\d+:\d+ /, ''))).toEqual([
      '<image:license> is deprecated: Google no longer reads it (since August 2022); remove it or give the license as image metadata instead, in the schema.org license property or the IPTC Web Statement of Rights field.',
    ]);
  });
});

describe('lastmod-format reasons', () => {
  it('holds no parentheses nested in the parenthesised reason', async () => {
    for (const [value, lastmod, reason] of [
      ['2024-01-15T10:00', 'w3c', '(a time needs a time zone after it, Z or ±hh:mm);'],
      ['2024-01-15T10:00Z', 'xsd', '(an XSD dateTime needs seconds, as in hh:mm:ss; the W3C Datetime format that the sitemaps.org protocol names allows it, and the lastmod setting "w3c" accepts it);'],
      ['2024-01-15T10:00', 'xsd', '(an XSD dateTime needs seconds, as in hh:mm:ss);'],
    ] as const) {
      const [m] = await said(`${OPEN}\n<url><loc>https://www.beispiel.de/</loc><lastmod>${value}</lastmod></url>\n</urlset>\n`, 'lastmod-format', { lastmod });
      expect(m).toContain(reason);
      expect(m).not.toMatch(/\([^)]*\(/);
    }
  });
});

describe('one finding for one fault', () => {
  it('a loc of another scheme is loc-scheme only, and makes no later https entry "mixed"', async () => {
    const text = `${OPEN}\n<url><loc>ftp://www.beispiel.de/a</loc></url>\n<url><loc>https://www.beispiel.de/b</loc></url>\n<url><loc>https://www.beispiel.de/c</loc></url>\n</urlset>\n`;
    expect((await judge(text)).map((f) => `${f.line}:${f.column} ${f.rule}`)).toEqual(['2:11 loc-scheme']);
    const second = `${OPEN}\n<url><loc>https://www.beispiel.de/a</loc></url>\n<url><loc>ftp://www.beispiel.de/b</loc></url>\n</urlset>\n`;
    expect((await judge(second)).map((f) => `${f.line}:${f.column} ${f.rule}`)).toEqual(['3:11 loc-scheme']);
  });

  it('with base-url, a loc of another scheme is not also loc-out-of-scope for its scheme', async () => {
    const ws = workspace({
      'public/sitemap.xml': `<urlset xmlns="${NS}">\n<url><loc>ftp://www.beispiel.de/a</loc></url>\n<url><loc>http://www.beispiel.de/b</loc></url>\n</urlset>\n`,
    });
    const run = await checkWorkspace({ cwd: ws, patterns: ['public/sitemap.xml'], policy: { now: NOW, baseUrl: 'https://www.beispiel.de/', siteDir: 'public' } });
    expect(run.files[0]!.findings.map((f) => `${f.line}:${f.column} ${f.rule}`)).toEqual(['2:11 loc-scheme', '3:11 loc-out-of-scope']);
    expect(run.files[0]!.findings[1]!.message).toContain('in its scheme "http" (this file\'s is https)');
  });

  it('http and https entries in one file are still loc-mixed-hosts', async () => {
    const text = `${OPEN}\n<url><loc>https://www.beispiel.de/a</loc></url>\n<url><loc>http://www.beispiel.de/b</loc></url>\n</urlset>\n`;
    expect((await judge(text)).map((f) => `${f.line}:${f.column} ${f.rule}`)).toEqual(['3:11 loc-mixed-hosts']);
  });
});

describe('what refuses an element or an attribute', () => {
  it('an element the schema does not define in <sitemap> is not said to be refused by the strict profile alone', async () => {
    const text = `<sitemapindex xmlns="${NS}">\n<sitemap><LOC>https://www.beispiel.de/a.xml</LOC></sitemap>\n</sitemapindex>\n`;
    expect(await said(text, 'unexpected-element', { profile: 'strict' })).toEqual([
      '2:10 <LOC> is not allowed in <sitemap>; the fields are loc then lastmod. Element names are case-sensitive: write <loc>.',
    ]);
  });

  it('unexpected-attribute says to remove the attribute', async () => {
    const text = `${OPEN}\n<url priority="1"><loc>https://www.beispiel.de/</loc></url>\n</urlset>\n`;
    expect(await said(text, 'unexpected-attribute')).toEqual(['2:1 The attribute priority="1" is not allowed on <url>; remove it.']);
  });
});
