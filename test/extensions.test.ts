import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validate } from '../src/core/read/engine.js';
import type { EntryAlternates } from '../src/core/checks/extensions/index.js';
import { loadCodeLists } from '../src/core/checks/extensions/codes.js';
import { checkLoc } from '../src/core/checks/loc.js';
import { createExtensionHandler } from '../src/core/checks/extensions/index.js';
import { EXTENSION_RULES } from '../src/core/checks/extensions/rules.js';
import { resolvePolicy, type PolicyInput } from '../src/core/policy/policy.js';
import { RULES_BY_ID } from '../src/core/policy/rules.js';
import { FindingSink, findingCounts, MAX_FINDINGS_PER_FILE } from '../src/core/checks/sink.js';
import type { Finding } from '../src/core/types.js';
import { quoteShort } from '../src/core/text.js';
import { XmlChecker } from '../src/core/checks/xml.js';

const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
const VIDEO_NS = 'http://www.google.com/schemas/sitemap-video/1.1';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const NOW = new Date('2026-11-29T12:00:00Z');

const OPEN = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="${IMAGE_NS}" xmlns:video="${VIDEO_NS}" xmlns:news="${NEWS_NS}" xmlns:xhtml="${XHTML_NS}">`;
const PAGE = 'https://www.beispiel.de/page';

/** A urlset whose one url holds `lines` from line 3 on (line 1: urlset, line 2: url and loc). */
function doc(...lines: string[]): string {
  return [OPEN, `<url><loc>${PAGE}</loc>`, ...lines, '</url>', '</urlset>', ''].join('\n');
}

/** 1-based line and column of the `nth` (1-based) occurrence of `needle` in `text`. */
function pos(text: string, needle: string, nth = 1): [number, number] {
  let at = -1;
  for (let k = 0; k < nth; k++) {
    at = text.indexOf(needle, at + 1);
    if (at < 0) throw new Error(`${needle} not found`);
  }
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  return [line, at - before.lastIndexOf('\n')];
}

async function findings(text: string, policy: PolicyInput = {}): Promise<Finding[]> {
  const r = await validate(Buffer.from(text), { now: NOW, ...policy }, { name: 'sitemap.xml' });
  return r.findings;
}

/** [line, column] of every finding of `rule`. */
async function at(text: string, rule: string, policy: PolicyInput = {}): Promise<Array<[number, number]>> {
  return (await findings(text, policy)).filter((f) => f.rule === rule).map((f) => [f.line!, f.column!]);
}

/** Rule ids of all findings. */
async function rules(text: string, policy: PolicyInput = {}): Promise<string[]> {
  return (await findings(text, policy)).map((f) => f.rule);
}

const THUMB = '<video:thumbnail_loc>https://www.beispiel.de/t.jpg</video:thumbnail_loc>';
const TITLE = '<video:title>Grilling steaks</video:title>';
const DESCRIPTION = '<video:description>How to grill steaks</video:description>';
const CONTENT = '<video:content_loc>https://www.beispiel.de/v.mp4</video:content_loc>';

/** A video with the required fields, then `extra` lines (each on its own line). */
function video(...extra: string[]): string {
  return doc('<video:video>', THUMB, TITLE, DESCRIPTION, CONTENT, ...extra, '</video:video>');
}

function news(...children: string[]): string {
  return doc('<news:news>', ...children, '</news:news>');
}

const PUBLICATION = '<news:publication><news:name>The Example Times</news:name><news:language>en</news:language></news:publication>';
const PUBLISHED = '<news:publication_date>2026-11-29T08:00:00Z</news:publication_date>';
const HEADLINE = '<news:title>Companies A, B in merger talks</news:title>';

function link(hreflang: string, href: string, rel = 'alternate'): string {
  return `<xhtml:link rel="${rel}" hreflang="${hreflang}" href="${href}"/>`;
}

describe('extension rules in the catalog', () => {
  it('every rule has an id, a description, a source link, an example, and is off in strict', () => {
    for (const r of EXTENSION_RULES) {
      expect(r.id).toMatch(/^[a-z]+(-[a-z0-9]+)+$/);
      expect(RULES_BY_ID.get(r.id)).toBe(r);
      expect(r.description.length).toBeGreaterThan(20);
      expect(r.source).toMatch(/https?:\/\//);
      expect(r.example.length).toBeGreaterThan(5);
      expect(r.severity.strict).toBe('off');
    }
  });

  it('keeps the minimum ids of RULES.md', () => {
    for (const id of [
      'image-loc-missing',
      'image-count',
      'image-deprecated',
      'video-required',
      'video-value',
      'news-required',
      'news-value',
      'news-count',
      'news-stale',
      'hreflang-value',
      'hreflang-duplicate',
      'hreflang-self-missing',
    ]) {
      expect(RULES_BY_ID.has(id), id).toBe(true);
    }
    expect(RULES_BY_ID.get('news-stale')!.severity).toEqual({ protocol: 'off', google: 'warning', strict: 'off' });
    expect(RULES_BY_ID.get('hreflang-self-missing')!.severity).toEqual({ protocol: 'off', google: 'warning', strict: 'off' });
    expect(RULES_BY_ID.get('image-deprecated')!.severity).toEqual({ protocol: 'warning', google: 'warning', strict: 'off' });
  });
});

describe('namespaces', () => {
  it('accepts the four namespaces under any prefix', async () => {
    const text = [
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      `<url><loc>${PAGE}</loc>`,
      `<i:image xmlns:i="${IMAGE_NS}"><i:loc>https://www.beispiel.de/a.png</i:loc></i:image>`,
      `<link xmlns="${XHTML_NS}" rel="alternate" hreflang="en" href="${PAGE}"/>`,
      '</url></urlset>',
    ].join('\n');
    expect(await findings(text, { profile: 'google' })).toEqual([]);
  });

  it('reports a near-miss namespace at the element, naming the expected URI, and still judges it', async () => {
    const text = doc('<image:image xmlns:image="https://www.google.com/schemas/sitemap-image/1.1"><image:caption>x</image:caption></image:image>');
    const all = await findings(text);
    const ns = all.filter((f) => f.rule === 'namespace');
    expect(ns.map((f) => [f.line, f.column])).toEqual([[3, 1]]);
    expect(ns[0]!.message).toContain(IMAGE_NS);
    expect(all.map((f) => f.rule)).toEqual(['namespace', 'image-loc-missing', 'image-deprecated']);
  });

  it('reports a trailing slash, another version and the sitemaps.org host as near misses', async () => {
    for (const uri of [`${IMAGE_NS}/`, 'http://www.google.com/schemas/sitemap-video/1.0', 'http://www.sitemaps.org/schemas/sitemap-image/1.1', 'https://www.w3.org/1999/xhtml']) {
      const text = doc(`<x:image xmlns:x="${uri}"/>`);
      expect(await at(text, 'namespace'), uri).toEqual([[3, 1]]);
    }
  });

  it('reports the namespace once per subtree, not for each child in the same namespace', async () => {
    const text = doc(`<v:video xmlns:v="${VIDEO_NS}/">`, '<v:title>t</v:title>', '</v:video>');
    expect(await at(text, 'namespace')).toEqual([[3, 1]]);
  });

  it('accepts elements of unknown namespaces silently, whatever they hold', async () => {
    const text = doc('<m:mobile xmlns:m="http://www.google.com/schemas/sitemap-mobile/1.0"><m:x>text<image:image/></m:x></m:mobile>');
    expect(await findings(text, { profile: 'google' })).toEqual([]);
  });

  it('in strict, every extension element is extension-element and nothing inside is judged', async () => {
    const text = doc('<image:image><image:caption>x</image:caption></image:image>');
    expect(await rules(text, { profile: 'strict' })).toEqual(['extension-element']);
  });
});

describe('placement, unknown elements, duplicates, order, text, attributes', () => {
  it('extension-placement: an image:image inside another', async () => {
    const text = doc('<image:image><image:image><image:loc>https://www.beispiel.de/a.png</image:loc></image:image><image:loc>https://www.beispiel.de/b.png</image:loc></image:image>');
    expect(await at(text, 'extension-placement')).toEqual([[3, 14]]);
    expect(await rules(doc('<image:image><image:loc>https://www.beispiel.de/a.png</image:loc></image:image>', '<image:image><image:loc>https://www.beispiel.de/b.png</image:loc></image:image>'))).toEqual([]);
  });

  it('extension-placement: a child directly in url, or in another family', async () => {
    expect(await at(doc('<image:loc>https://www.beispiel.de/a.png</image:loc>'), 'extension-placement')).toEqual([[3, 1]]);
    const text = news(PUBLICATION, PUBLISHED, HEADLINE, '<video:title>x</video:title>');
    expect(await at(text, 'extension-placement')).toEqual([pos(text, '<video:title>')]);
  });

  it('extension-placement: an element inside a text-only field; the value is then not judged', async () => {
    const text = doc('<image:image><image:loc>relative.png<b xmlns="urn:x">bold</b></image:loc></image:image>');
    expect(await rules(text)).toEqual(['extension-placement']);
    expect(await at(text, 'extension-placement')).toEqual([pos(text, '<b ')]);
  });

  it('extension-unknown-element: an element its schema does not define (warning, with a case hint)', async () => {
    const text = doc('<image:image><image:loc>https://www.beispiel.de/a.png</image:loc><image:Caption>x</image:Caption></image:image>', '<xhtml:meta name="x"/>');
    const found = (await findings(text)).filter((f) => f.rule === 'extension-unknown-element');
    expect(found.map((f) => [f.line, f.column, f.severity])).toEqual([
      [3, 66, 'warning'],
      [4, 1, 'warning'],
    ]);
    expect(pos(text, '<image:Caption>')).toEqual([3, 66]);
    expect(found[0]!.message).toBe(
      '<image:Caption> is not an element of the image sitemap schema (element names are case-sensitive: did you mean caption?); search engines ignore it.',
    );
  });

  it('each element is judged on its own, also where it follows another at the same depth', async () => {
    // The checker reuses the frame of a closed element for the next one at its depth: nothing of
    // the first (counts, first lines, order, text, taint) may reach the second.
    const text = doc(
      '<image:image><image:loc>https://www.beispiel.de/a.png</image:loc><image:loc>https://www.beispiel.de/b.png</image:loc></image:image>',
      '<image:image><image:title>t</image:title><image:loc>https://www.beispiel.de/c.png</image:loc></image:image>',
      '<image:image><image:loc>https://www.beispiel.de/d.png</image:loc></image:image>',
      '<image:image></image:image>',
      '<image:image><image:loc>https://www.beispiel.de/e.png<image:x/></image:loc></image:image>',
      '<image:image><image:loc> https://www.beispiel.de/f.png </image:loc><image:loc>https://www.beispiel.de/g.png</image:loc></image:image>',
    );
    const found = (await findings(text)).filter((f) => f.rule.startsWith('extension-') || f.rule.startsWith('image-loc'));
    expect(found.map((f) => [f.rule, f.line, f.column])).toEqual([
      ['extension-duplicate', ...pos(text, '<image:loc>', 2)],
      ['image-loc-missing', ...pos(text, '<image:image></image:image>')],
      ['extension-placement', ...pos(text, '<image:x/>')],
      ['extension-duplicate', ...pos(text, '<image:loc>', 7)],
    ]);
    expect(found[0]!.message).toContain('first at line 3');
    expect(found[3]!.message).toContain('first at line 8');
  });

  it('extension-duplicate: a child allowed once, twice', async () => {
    const text = doc('<image:image><image:loc>https://www.beispiel.de/a.png</image:loc><image:loc>https://www.beispiel.de/b.png</image:loc></image:image>');
    const found = (await findings(text)).filter((f) => f.rule === 'extension-duplicate');
    expect(found.map((f) => [f.line, f.column])).toEqual([pos(text, '<image:loc>', 2)]);
    expect(found[0]!.message).toContain('first at line 3');
  });

  it('extension-duplicate: two news:news in one url, a second video:restriction', async () => {
    const one = ['<news:news>', PUBLICATION, PUBLISHED, HEADLINE, '</news:news>'];
    const text = doc(...one, ...one);
    expect(await at(text, 'extension-duplicate')).toEqual([[8, 1]]);
    expect((await findings(text)).find((f) => f.rule === 'extension-duplicate')!.message).toBe(
      '<news:news> appears a second time in this <url> (first at line 3); Google reads one news article per URL.',
    );
    const r = '<video:restriction relationship="allow">GB</video:restriction>';
    const v = video(r, r);
    expect(await at(v, 'extension-duplicate')).toEqual([pos(v, '<video:restriction', 2)]);
    expect(await at(video(r), 'extension-duplicate')).toEqual([]);
  });

  it('extension-order: children out of their XSD sequence (error in protocol, warning in google), once per element', async () => {
    const text = news(HEADLINE, PUBLICATION, PUBLISHED);
    const protocol = (await findings(text)).filter((f) => f.rule === 'extension-order');
    expect(protocol.map((f) => [f.line, f.column, f.severity, f.message])).toEqual([
      [
        5,
        1,
        'error',
        '<news:publication> comes after <news:title>; the news sitemap schema orders the children of <news:news> as publication, access, genres, publication_date, title, then geo_locations, keywords, stock_tickers.',
      ],
    ]);
    const google = (await findings(text, { profile: 'google' })).filter((f) => f.rule === 'extension-order');
    expect(google.map((f) => f.severity)).toEqual(['warning']);
    expect(await at(news(PUBLICATION, PUBLISHED, HEADLINE), 'extension-order')).toEqual([]);
  });

  it('extension-order: not reported when a deprecated child is part of the misorder', async () => {
    // Shopify and older Yoast write image:title before image:caption: two image-deprecated warnings, no order error.
    const shop = doc('<image:image><image:loc>https://www.beispiel.de/a.png</image:loc><image:title>Blue Shirt</image:title><image:caption>A blue shirt</image:caption></image:image>');
    expect((await findings(shop)).map((f) => [f.rule, f.line, f.column])).toEqual([
      ['image-deprecated', ...pos(shop, '<image:title>')],
      ['image-deprecated', ...pos(shop, '<image:caption>')],
    ]);
    // image:loc after image:caption, image:title after image:license.
    const image = doc('<image:image><image:caption>c</image:caption><image:loc>https://www.beispiel.de/a.png</image:loc><image:license>https://www.beispiel.de/l</image:license><image:title>t</image:title></image:image>');
    expect(await rules(image)).toEqual(['image-deprecated', 'image-deprecated', 'image-deprecated']);
    // video:duration (rank 5) after video:category (with the fields in any order after publication_date).
    expect(await rules(video('<video:category>Cooking</video:category>', '<video:duration>600</video:duration>'))).toEqual(['video-deprecated']);
    // news:genres (rank 2) after news:publication_date (rank 3); news:access after news:keywords.
    expect(await rules(news(PUBLICATION, PUBLISHED, '<news:genres>Blog</news:genres>', HEADLINE, '<news:keywords>a</news:keywords>', '<news:access>Subscription</news:access>'))).toEqual([
      'news-deprecated',
      'news-deprecated',
      'news-deprecated',
    ]);
  });

  it('extension-order: two children Google reads are still compared across a deprecated one between them', async () => {
    const text = doc('<video:video>', THUMB, TITLE, DESCRIPTION, '<video:duration>600</video:duration>', '<video:category>Cooking</video:category>', CONTENT, '</video:video>');
    const found = (await findings(text)).map((f) => [f.rule, f.line, f.column, f.message]);
    expect(found).toEqual([
      ['video-deprecated', 8, 1, '<video:category> is deprecated: Google no longer reads it (since August 2022); it can be removed.'],
      [
        'extension-order',
        9,
        1,
        '<video:content_loc> comes after <video:duration>; the video sitemap schema orders the children of <video:video> as thumbnail_loc, title, description, content_loc, player_loc, duration, expiration_date, rating, view_count, publication_date, then the other fields.',
      ],
    ]);
  });

  it('extension-order: video fields after publication_date may come in any order', async () => {
    const v = video('<video:live>no</video:live>', '<video:tag>a</video:tag>', '<video:family_friendly>yes</video:family_friendly>');
    expect(await at(v, 'extension-order')).toEqual([]);
    const platform = video(
      '<video:platform relationship="allow">web tv</video:platform>',
      '<video:restriction relationship="allow">IE GB</video:restriction>',
      '<video:uploader>Grilly</video:uploader>',
      '<video:requires_subscription>no</video:requires_subscription>',
    );
    expect(await at(platform, 'extension-order')).toEqual([]);
    const bad = doc('<video:video>', TITLE, THUMB, DESCRIPTION, CONTENT, '</video:video>');
    expect(await at(bad, 'extension-order')).toEqual([[5, 1]]);
  });

  it('extension-text: text directly inside an element-only element', async () => {
    const text = doc('<image:image>photo <image:loc>https://www.beispiel.de/a.png</image:loc></image:image>');
    expect(await at(text, 'extension-text')).toEqual([[3, 14]]);
    const linkText = doc(`<xhtml:link rel="alternate" hreflang="en" href="${PAGE}">x</xhtml:link>`);
    expect(await at(linkText, 'extension-text')).toEqual([pos(linkText, 'x</xhtml:link>')]);
  });

  it('extension-attribute: an attribute the schema does not define (namespace declarations and xsi are fine)', async () => {
    const text = doc('<image:image><image:loc width="300">https://www.beispiel.de/a.png</image:loc></image:image>');
    expect(await at(text, 'extension-attribute')).toEqual([[3, 14]]);
    const ok = doc(
      '<image:image xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="x"><image:loc>https://www.beispiel.de/a.png</image:loc></image:image>',
    );
    expect(await at(ok, 'extension-attribute')).toEqual([]);
  });
});

describe('image', () => {
  it('image-loc-missing at the image:image', async () => {
    expect(await at(doc('<image:image></image:image>'), 'image-loc-missing')).toEqual([[3, 1]]);
    expect((await findings(doc('<image:image></image:image>'))).find((f) => f.rule === 'image-loc-missing')!.message).toBe(
      '<image:image> has no <image:loc>; every image needs the URL of the image file.',
    );
    expect(await at(doc('<image:image><image:loc>https://cdn.beispiel.at/a.png</image:loc></image:image>'), 'image-loc-missing')).toEqual([]);
  });

  it('image-loc-invalid at the URL: relative, empty, spaces, other schemes', async () => {
    for (const value of ['/images/a.png', 'https://www.beispiel.de/a b.png', 'ftp://www.beispiel.de/a.png', 'https://www.beispiel.de/%zz', 'https:///a.png']) {
      const text = doc(`<image:image><image:loc>${value}</image:loc></image:image>`);
      expect(await at(text, 'image-loc-invalid'), value).toEqual([[3, 25]]);
    }
    expect(await at(doc('<image:image><image:loc></image:loc></image:image>'), 'image-loc-invalid')).toEqual([[3, 14]]);
    const message = async (value: string) =>
      (await findings(doc(`<image:image><image:loc>${value}</image:loc></image:image>`))).find((f) => f.rule === 'image-loc-invalid')!.message;
    expect(await message('')).toBe('<image:loc> is empty; give the absolute URL of the image.');
    // A value of one character is no URL, but not empty either.
    expect(await message('x')).toMatch(/^The image URL "x" /);
    const ok = doc('<image:image><image:loc>\n  https://www.beispiel.de/caf%C3%A9.png?w=1&amp;h=2\n</image:loc></image:image>');
    expect(await at(ok, 'image-loc-invalid')).toEqual([]);
  });

  it('image-count at the 1,001st image of a url, once', async () => {
    const img = '<image:image><image:loc>https://www.beispiel.de/a.png</image:loc></image:image>';
    const text = doc(...Array.from({ length: 1002 }, () => img));
    expect(await at(text, 'image-count')).toEqual([[1003, 1]]);
    expect(await at(doc(...Array.from({ length: 1000 }, () => img)), 'image-count')).toEqual([]);
  });

  it('image-deprecated for caption, title, geo_location and license', async () => {
    const text = doc(
      '<image:image><image:loc>https://www.beispiel.de/a.png</image:loc><image:caption>c</image:caption><image:geo_location>g</image:geo_location><image:title>t</image:title><image:license>https://www.beispiel.de/l</image:license></image:image>',
    );
    const found = (await findings(text)).filter((f) => f.rule === 'image-deprecated');
    expect(found.map((f) => [f.line, f.column, f.severity])).toEqual(
      ['<image:caption>', '<image:geo_location>', '<image:title>', '<image:license>'].map((name) => [...pos(text, name), 'warning']),
    );
    expect(await at(text, 'image-deprecated', { rules: { 'image-deprecated': 'off' } })).toEqual([]);
  });

  it('image-deprecated: once per element per file, at the first, with the count', async () => {
    const block = (n: number) =>
      `<url><loc>${PAGE}${n}</loc><image:image><image:loc>https://www.beispiel.de/${n}.png</image:loc><image:title>Shirt ${n}</image:title><image:caption>c</image:caption></image:image></url>`;
    const text = [OPEN, block(1), block(2), block(3), '</urlset>', ''].join('\n');
    const found = await findings(text);
    expect(found.map((f) => [f.rule, f.severity, f.line, f.column, f.message])).toEqual([
      [
        'image-deprecated',
        'warning',
        ...pos(text, '<image:title>'),
        '<image:title> is deprecated: Google no longer reads it (since August 2022); remove it or describe the image on the page instead (reported once per file: this is the first of 3).',
      ],
      [
        'image-deprecated',
        'warning',
        ...pos(text, '<image:caption>'),
        '<image:caption> is deprecated: Google no longer reads it (since August 2022); remove it or describe the image on the page instead (reported once per file: this is the first of 3).',
      ],
    ]);
    expect(findingCounts(found)).toEqual({ errors: 0, warnings: 2, notices: 0 });
  });
});

describe('video', () => {
  it('passes a complete video', async () => {
    const text = video(
      '<video:player_loc>https://www.beispiel.de/player?v=1</video:player_loc>',
      '<video:duration>600</video:duration>',
      '<video:expiration_date>2030-11-05T19:20:30+08:00</video:expiration_date>',
      '<video:rating>4.2</video:rating>',
      '<video:view_count>12345</video:view_count>',
      '<video:publication_date>2007-11-05T19:20:30+08:00</video:publication_date>',
      '<video:tag>steak</video:tag>',
      '<video:family_friendly>yes</video:family_friendly>',
      '<video:restriction relationship="allow">IE GB US CA</video:restriction>',
      '<video:requires_subscription>no</video:requires_subscription>',
      '<video:uploader info="https://www.beispiel.de/users/grilly">Grilly</video:uploader>',
      '<video:platform relationship="allow">web tv</video:platform>',
      '<video:live>no</video:live>',
    );
    expect(await findings(text, { profile: 'google' })).toEqual([]);
  });

  it('video-required at the video:video, naming what is missing', async () => {
    const noTitle = doc('<video:video>', THUMB, DESCRIPTION, CONTENT, '</video:video>');
    const found = (await findings(noTitle)).filter((f) => f.rule === 'video-required');
    expect(found.map((f) => [f.line, f.column])).toEqual([[3, 1]]);
    expect(found[0]!.message).toMatch(/^<video:video> has no <video:title>; Google requires /);
    const noMedia = doc('<video:video>', THUMB, TITLE, DESCRIPTION, '</video:video>');
    const media = (await findings(noMedia)).filter((f) => f.rule === 'video-required');
    expect(media[0]!.message).toMatch(/^<video:video> has neither <video:content_loc> nor <video:player_loc>; /);
    const player = doc('<video:video>', THUMB, TITLE, DESCRIPTION, '<video:player_loc>https://www.beispiel.de/p</video:player_loc>', '</video:video>');
    expect(await at(player, 'video-required')).toEqual([]);
  });

  it('video-value: an empty title, a view_count that is not a whole number', async () => {
    const empty = doc('<video:video>', THUMB, '<video:title>  </video:title>', DESCRIPTION, CONTENT, '</video:video>');
    expect(await at(empty, 'video-value')).toEqual([[5, 1]]);
    expect(await at(video('<video:view_count>12k</video:view_count>'), 'video-value')).toEqual([[8, 19]]);
    expect(await at(video('<video:view_count>12345</video:view_count>'), 'video-value')).toEqual([]);
  });

  it('video-value and news-value overrides also set the rules split out of them (as RULES.md names them), unless those are named', async () => {
    const faults = doc(
      '<video:video>',
      THUMB,
      TITLE,
      DESCRIPTION,
      CONTENT,
      '<video:duration>0</video:duration>',
      '<video:rating>9</video:rating>',
      '<video:live>false</video:live>',
      '</video:video>',
    );
    expect(await rules(faults)).toEqual(['video-duration', 'video-rating', 'video-yes-no']);
    expect(await rules(faults, { rules: { 'video-value': 'off' } })).toEqual([]);
    expect((await findings(faults, { rules: { 'video-value': 'warning' } })).map((f) => f.severity)).toEqual(['warning', 'warning', 'warning']);
    expect(await rules(faults, { rules: { 'video-value': 'off', 'video-rating': 'error' } })).toEqual(['video-rating']);
    const policy = resolvePolicy({ rules: { 'news-value': 'notice' } });
    expect([policy.severities['news-language'], policy.severities['news-date'], policy.severities['news-value']]).toEqual(['notice', 'notice', 'notice']);
    // The overrides are reported as given.
    expect(policy.rules).toEqual({ 'news-value': 'notice' });
  });

  it('video-url: a thumbnail, content or player URL that is not absolute', async () => {
    const text = doc('<video:video>', '<video:thumbnail_loc>thumbs/1.jpg</video:thumbnail_loc>', TITLE, DESCRIPTION, '<video:player_loc>\n  javascript:play()</video:player_loc>', '</video:video>');
    expect(await at(text, 'video-url')).toEqual([
      [4, 22],
      [8, 3],
    ]);
  });

  it('video-url: ftp URLs are read (Google fetches video files over HTTP or FTP), streaming and other schemes are not', async () => {
    const ftp = doc('<video:video>', '<video:thumbnail_loc>ftp://ftp.beispiel.de/t.jpg</video:thumbnail_loc>', TITLE, DESCRIPTION, '<video:content_loc>FTP://ftp.beispiel.de/v.mp4</video:content_loc>', '</video:video>');
    expect(await at(ftp, 'video-url')).toEqual([]);
    expect(await at(ftp, 'video-url', { profile: 'google' })).toEqual([]);
    const r = await findings(video('<video:content_loc>rtmp://media.beispiel.de/v</video:content_loc>'));
    expect(r.filter((f) => f.rule === 'video-url').map((f) => f.message)).toEqual([
      'The URL "rtmp://media.beispiel.de/v" in <video:content_loc> has the scheme "rtmp"; only http, https and ftp URLs are read.',
    ]);
  });

  it('video-loc-same-as-page (google): the player is the page itself', async () => {
    const text = video(`<video:player_loc>${PAGE}</video:player_loc>`);
    expect(await at(text, 'video-loc-same-as-page', { profile: 'google' })).toEqual([[8, 19]]);
    expect(await at(text, 'video-loc-same-as-page')).toEqual([]);
    expect(await at(video(`<video:player_loc>${PAGE}/player</video:player_loc>`), 'video-loc-same-as-page', { profile: 'google' })).toEqual([]);
  });

  it('video-loc-same-as-page (google): the page URL spelt otherwise (host case, default port) is still the page', async () => {
    const text = video('<video:player_loc>https://WWW.Beispiel.DE:443/page</video:player_loc>');
    expect(await at(text, 'video-loc-same-as-page', { profile: 'google' })).toEqual([[8, 19]]);
    // The path is case-sensitive: another path is another URL.
    expect(await at(video('<video:player_loc>https://www.beispiel.de/Page</video:player_loc>'), 'video-loc-same-as-page', { profile: 'google' })).toEqual([]);
  });

  it('video-title-length over 100 characters, video-description-length over 2,048 (in characters, not code units)', async () => {
    const long = doc('<video:video>', THUMB, `<video:title>${'x'.repeat(101)}</video:title>`, `<video:description>${'é'.repeat(2049)}</video:description>`, CONTENT, '</video:video>');
    expect(await at(long, 'video-title-length')).toEqual([[5, 14]]);
    expect(await at(long, 'video-description-length')).toEqual([[6, 20]]);
    expect((await findings(long)).filter((f) => /length$/.test(f.rule)).map((f) => f.message)).toEqual([
      '<video:title> is 101 characters long; the video sitemap schema allows at most 100.',
      '<video:description> is 2,049 characters long; Google reads at most 2,048.',
    ]);
    const fits = doc('<video:video>', THUMB, `<video:title>${'x'.repeat(100)}</video:title>`, `<video:description>${'😀'.repeat(2048)}</video:description>`, CONTENT, '</video:video>');
    expect(await rules(fits)).toEqual([]);
  });

  it('video-duration: 1e309, 0, 28801, fractions and ISO durations are refused; 1 and 28800 pass', async () => {
    for (const value of ['1e309', '0', '28801', '600.5', 'PT10M', '00:10:00', '', '99999999999999999999999']) {
      const text = video(`<video:duration>${value}</video:duration>`);
      expect(await at(text, 'video-duration'), value).toEqual([value === '' ? [8, 1] : [8, 17]]);
    }
    for (const value of ['1', '28800', ' 600 ', '0600']) {
      expect(await at(video(`<video:duration>${value}</video:duration>`), 'video-duration'), value).toEqual([]);
    }
    // A negative whole number is called negative, not "not a whole number".
    const negative = (await findings(video('<video:duration>-5</video:duration>'))).filter((f) => f.rule === 'video-duration');
    expect(negative.map((f) => f.message)).toEqual(['The duration "-5" is negative; give the length of the video in whole seconds, from 1 to 28,800.']);
    // Minus zero is zero: out of range, not negative.
    const zero = (await findings(video('<video:duration>-0</video:duration>'))).filter((f) => f.rule === 'video-duration');
    expect(zero.map((f) => f.message)).toEqual(['The duration "-0" is outside the range Google accepts: 1 to 28,800 seconds (8 hours).']);
  });

  it('video-rating: outside 0.0 to 5.0 or not a number', async () => {
    for (const value of ['5.1', '4,2', 'NaN', '1e309', '-0.5', 'five']) {
      expect(await at(video(`<video:rating>${value}</video:rating>`), 'video-rating'), value).toEqual([[8, 15]]);
    }
    for (const value of ['0', '0.0', '5', '4.25']) {
      expect(await at(video(`<video:rating>${value}</video:rating>`), 'video-rating'), value).toEqual([]);
    }
  });

  it('video-date: not a calendar-valid W3C datetime', async () => {
    for (const value of ['2024-02-30', '2024-01-01T10:00', '05/11/2007', '2024-13-01', '2024']) {
      expect(await at(video(`<video:publication_date>${value}</video:publication_date>`), 'video-date'), value).toEqual([[8, 25]]);
    }
    for (const value of ['2024-02-29', '2007-11-05T19:20:30+08:00', '2018-04-27T17:00:00.000Z', '2025-06-05T21:00Z']) {
      expect(await at(video(`<video:publication_date>${value}</video:publication_date>`), 'video-date'), value).toEqual([]);
    }
  });

  it('video-expired (google notice): an expiration date before the clock', async () => {
    const text = video('<video:expiration_date>2026-11-28T00:00:00Z</video:expiration_date>');
    const found = (await findings(text, { profile: 'google' })).filter((f) => f.rule === 'video-expired');
    expect(found.map((f) => [f.line, f.column, f.severity])).toEqual([[8, 24, 'notice']]);
    expect(await at(text, 'video-expired')).toEqual([]);
    expect(await at(video('<video:expiration_date>2026-12-01</video:expiration_date>'), 'video-expired', { profile: 'google' })).toEqual([]);
  });

  it('video-expired (google): a date alone is the last day the video is available, wherever it was written', async () => {
    // The clock is 2026-11-29T12:00Z: the day 2026-11-29 is still running everywhere, 2026-11-28
    // ended at UTC-12 at 2026-11-29T12:00Z, at the clock.
    const expires = (d: string) => video(`<video:expiration_date>${d}</video:expiration_date>`);
    expect(await at(expires('2026-11-29'), 'video-expired', { profile: 'google' })).toEqual([]);
    expect(await at(expires('2026-11-28'), 'video-expired', { profile: 'google' })).toEqual([[8, 24]]);
    expect(await at(expires('2026-11-29T11:59:59Z'), 'video-expired', { profile: 'google' })).toEqual([[8, 24]]);
  });

  it('video-tag-count at the 33rd tag', async () => {
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `<video:tag>t${i}</video:tag>`);
    expect(await at(video(...tags(34)), 'video-tag-count')).toEqual([[40, 1]]);
    expect(await at(video(...tags(32)), 'video-tag-count')).toEqual([]);
  });

  it('video-yes-no and video-yes-no-case (google only)', async () => {
    expect(await at(video('<video:live>false</video:live>'), 'video-yes-no')).toEqual([[8, 13]]);
    const upper = video('<video:requires_subscription>YES</video:requires_subscription>');
    expect(await rules(upper)).toEqual([]);
    expect(await at(upper, 'video-yes-no-case', { profile: 'google' })).toEqual([[8, 30]]);
    expect(await rules(video('<video:family_friendly> no </video:family_friendly>'), { profile: 'google' })).toEqual([]);
  });

  it('video-restriction: relationship, empty list, codes that are not ISO 3166-1 alpha-2', async () => {
    const cases: Array<[string, [number, number]]> = [
      ['<video:restriction>GB</video:restriction>', [8, 1]],
      ['<video:restriction relationship="block">GB</video:restriction>', [8, 1]],
      ['<video:restriction relationship="allow"></video:restriction>', [8, 1]],
      ['<video:restriction relationship="allow">GB UK</video:restriction>', [8, 41]],
      ['<video:restriction relationship="deny">gb</video:restriction>', [8, 40]],
      ['<video:restriction relationship="deny">IE, GB</video:restriction>', [8, 40]],
    ];
    for (const [line, where] of cases) {
      expect(await at(video(line), 'video-restriction'), line).toEqual([where]);
    }
    const found = (await findings(video('<video:restriction relationship="allow">GB UK</video:restriction>'))).find((f) => f.rule === 'video-restriction');
    expect(found!.message).toContain('GB');
    expect(await at(video('<video:restriction relationship="deny">IE GB US CA</video:restriction>'), 'video-restriction')).toEqual([]);
  });

  it('video-restriction: what the messages say about commas and an empty list', async () => {
    const message = async (line: string) => (await findings(video(line))).filter((f) => f.rule === 'video-restriction').map((f) => f.message);
    expect(await message('<video:restriction relationship="deny">IE, GB</video:restriction>')).toEqual([
      '"IE," in <video:restriction> is not an ISO 3166-1 alpha-2 country code; separate the codes with spaces, not commas.',
    ]);
    // An empty allow list shows the video nowhere; an empty deny list denies nothing.
    expect(await message('<video:restriction relationship="allow"></video:restriction>')).toEqual([
      '<video:restriction> lists no country: with relationship="allow" the video is shown nowhere.',
    ]);
    expect(await message('<video:restriction relationship="deny"></video:restriction>')).toEqual([
      '<video:restriction> lists no country: it denies nothing; remove it if the video may be shown everywhere.',
    ]);
  });

  it('video-restriction: a code cut at the end of the kept part of a long list is not judged', async () => {
    // The first 1 MiB of a value is kept: 'GB ' x 400,000 is cut inside a "GB", whose "G" is no code of its own.
    const text = video(`<video:restriction relationship="allow">${'GB '.repeat(400_000)}</video:restriction>`);
    expect(await at(text, 'video-restriction')).toEqual([]);
  });

  it('video-platform: relationship and the platforms web, mobile, tv', async () => {
    expect(await at(video('<video:platform relationship="allow">desktop</video:platform>'), 'video-platform')).toEqual([[8, 38]]);
    expect(await at(video('<video:platform>web</video:platform>'), 'video-platform')).toEqual([[8, 1]]);
    expect(await at(video('<video:platform relationship="deny">mobile tv</video:platform>'), 'video-platform')).toEqual([]);
  });

  it('video-platform: the platforms in lower case only, as the relationship values', async () => {
    for (const [value, lower] of [
      ['WEB', 'web'],
      ['Mobile', 'mobile'],
      ['TV', 'tv'],
    ]) {
      const text = video(`<video:platform relationship="allow">web ${value}</video:platform>`);
      expect(await rules(text), value).toEqual(['video-platform']);
      const found = (await findings(text)).find((f) => f.rule === 'video-platform')!;
      expect([found.line, found.column, found.severity]).toEqual([8, 38, 'error']);
      expect(found.message).toBe(`"${value}" in <video:platform> is not in lower case; the platforms are web, mobile and tv (lower case): write ${lower}.`);
    }
    // The same rule as relationship="Allow" (the values are lower case there too).
    expect(await at(video('<video:platform relationship="Allow">web</video:platform>'), 'video-platform')).toEqual([[8, 1]]);
    expect(await rules(video('<video:platform relationship="allow">web mobile tv</video:platform>'), { profile: 'google' })).toEqual([]);
  });

  it('video-price: decimal value, ISO 4217 currency, type and resolution', async () => {
    expect(await at(video('<video:price currency="EUR">1,99</video:price>'), 'video-price')).toEqual([[8, 29]]);
    expect(await at(video('<video:price type="rent"></video:price>'), 'video-price')).toEqual([
      [8, 1],
      [8, 1],
    ]);
    expect(await at(video('<video:price currency="EURO">1.99</video:price>'), 'video-price')).toEqual([[8, 1]]);
    expect(await at(video('<video:price currency="usd" resolution="4K">1.99</video:price>'), 'video-price')).toEqual([
      [8, 1],
      [8, 1],
    ]);
    const ok = video('<video:price currency="USD" type="rent" resolution="HD">1.99</video:price>');
    expect(await at(ok, 'video-price')).toEqual([]);
    expect(await at(ok, 'video-deprecated')).toEqual([[8, 1]]);
  });

  it('video-price: a minus sign makes a price negative only when a digit is not zero', async () => {
    for (const zero of ['-0', '-0.00', '-.0']) {
      expect(await at(video(`<video:price currency="EUR">${zero}</video:price>`), 'video-price'), zero).toEqual([]);
    }
    const text = video('<video:price currency="EUR">-1.50</video:price>');
    const found = (await findings(text)).filter((f) => f.rule === 'video-price');
    expect(found.map((f) => [f.line, f.column, f.message])).toEqual([[8, 29, 'The price "-1.50" is negative.']]);
  });

  it('video-price is off in google, which no longer reads video:price (video-deprecated says so once)', async () => {
    const bad = video('<video:price currency="EUR">1,99</video:price>');
    expect(await at(bad, 'video-price', { profile: 'google' })).toEqual([]);
    expect(await at(bad, 'video-deprecated', { profile: 'google' })).toEqual([[8, 1]]);
    expect(await at(bad, 'video-price', { profile: 'protocol' })).toEqual([[8, 29]]);
  });

  it('video-uploader and video-uploader-domain (google)', async () => {
    expect(await at(video('<video:uploader info="/users/1">Grilly</video:uploader>'), 'video-uploader')).toEqual([[8, 1]]);
    expect(await at(video(`<video:uploader>${'n'.repeat(256)}</video:uploader>`), 'video-uploader')).toEqual([[8, 17]]);
    // Google reads at most 255 characters: 255 is within the limit.
    expect(await at(video(`<video:uploader>${'n'.repeat(255)}</video:uploader>`), 'video-uploader')).toEqual([]);
    const other = video('<video:uploader info="https://users.beispiel.at/grilly">Grilly</video:uploader>');
    expect(await at(other, 'video-uploader-domain', { profile: 'google' })).toEqual([[8, 1]]);
    expect(await at(other, 'video-uploader-domain')).toEqual([]);
    const same = video('<video:uploader info="https://beispiel.de/users/grilly">Grilly</video:uploader>');
    expect(await rules(same, { profile: 'google' })).toEqual([]);
  });

  it('video-deprecated: retired tags and player attributes', async () => {
    const text = video('<video:category>Cooking</video:category>', '<video:tvshow><video:show_title>x</video:show_title><video:anything/></video:tvshow>');
    expect(await at(text, 'video-deprecated')).toEqual([
      [8, 1],
      [9, 1],
    ]);
    const player = doc('<video:video>', THUMB, TITLE, DESCRIPTION, '<video:player_loc autoplay="ap=1">https://www.beispiel.de/p</video:player_loc>', '</video:video>');
    expect(await at(player, 'video-deprecated')).toEqual([[7, 1]]);
  });

  it('video-deprecated: once per element or attribute per file, at the first, with the count', async () => {
    const one = (n: number) =>
      [
        `<url><loc>${PAGE}${n}</loc><video:video>`,
        THUMB,
        TITLE,
        DESCRIPTION,
        `<v:player_loc xmlns:v="${VIDEO_NS}" allow_embed="yes" autoplay="ap=1">https://www.beispiel.de/p${n}</v:player_loc>`,
        '<video:category>Cooking</video:category>',
        '</video:video></url>',
      ].join('\n');
    const text = [OPEN, one(1), one(2), '</urlset>', ''].join('\n');
    expect((await findings(text)).map((f) => [f.rule, f.line, f.column, f.message])).toEqual([
      ['video-deprecated', 6, 1, 'The attribute allow_embed of <video:player_loc> is deprecated: Google no longer reads it (since August 2022); it can be removed (reported once per file: this is the first of 2).'],
      ['video-deprecated', 6, 1, 'The attribute autoplay of <video:player_loc> is deprecated: Google no longer reads it (since August 2022); it can be removed (reported once per file: this is the first of 2).'],
      ['video-deprecated', 7, 1, '<video:category> is deprecated: Google no longer reads it (since August 2022); it can be removed (reported once per file: this is the first of 2).'],
    ]);
  });

  it('video-deprecated: the May 2022 deprecations and the fields Google never documented are told apart', async () => {
    const messages = async (text: string): Promise<string[]> => (await findings(text)).filter((f) => f.rule === 'video-deprecated').map((f) => f.message);
    expect(await messages(video('<video:category>Cooking</video:category>'))).toEqual([
      '<video:category> is deprecated: Google no longer reads it (since August 2022); it can be removed.',
    ]);
    expect(await messages(video('<video:id type="url">https://www.beispiel.de/id</video:id>'))).toEqual([
      "<video:id> is not in Google's video sitemap reference: Google does not read it; it can be removed.",
    ]);
  });
});

describe('news', () => {
  it('passes a complete article', async () => {
    expect(await findings(news(PUBLICATION, PUBLISHED, HEADLINE), { profile: 'google' })).toEqual([]);
  });

  it('news-required: a missing date, a publication without language', async () => {
    expect(await at(news(PUBLICATION, HEADLINE), 'news-required')).toEqual([[3, 1]]);
    const text = news('<news:publication><news:name>The Example Times</news:name></news:publication>', PUBLISHED, HEADLINE);
    expect(await at(text, 'news-required')).toEqual([[4, 1]]);
  });

  it('news-required: the message lists every missing child', async () => {
    const message = async (...children: string[]) => (await findings(news(...children))).find((f) => f.rule === 'news-required')!.message;
    const tail = "; Google requires the publication, the publication date and the title of every article.";
    expect(await message(PUBLICATION, HEADLINE)).toBe(`<news:news> has no <news:publication_date>${tail}`);
    expect(await message(PUBLICATION)).toBe(`<news:news> has no <news:publication_date> and <news:title>${tail}`);
    expect(await message()).toBe(`<news:news> has no <news:publication>, <news:publication_date> and <news:title>${tail}`);
  });

  it('news-language: a tag with a region gets the language alone as the hint, two or three letters', async () => {
    const message = async (value: string) =>
      (await findings(news(`<news:publication><news:name>N</news:name><news:language>${value}</news:language></news:publication>`, PUBLISHED, HEADLINE))).find(
        (f) => f.rule === 'news-language',
      )!.message;
    expect(await message('fil-PH')).toBe('The news language "fil-PH" is not an ISO 639 language code; give the language alone, such as "fil".');
    expect(await message('en-US')).toBe('The news language "en-US" is not an ISO 639 language code; give the language alone, such as "en".');
  });

  it('extension-order: news:title before news:publication_date', async () => {
    // Reported at the publication date (line 6), which comes after the title (line 5).
    const text = news(PUBLICATION, HEADLINE, PUBLISHED);
    expect(await at(text, 'extension-order')).toEqual([[6, 1]]);
  });

  it('news-value: an empty name or title', async () => {
    const text = news('<news:publication><news:name></news:name><news:language>en</news:language></news:publication>', PUBLISHED, '<news:title> </news:title>');
    expect(await at(text, 'news-value')).toEqual([
      [4, 19],
      [6, 1],
    ]);
  });

  it('news-language: ISO 639 codes in lower case, or zh-cn / zh-tw', async () => {
    for (const value of ['English', 'EN', 'zh-Hans', 'en-US', 'xx', 'zh_CN']) {
      const text = news(`<news:publication><news:name>N</news:name><news:language>${value}</news:language></news:publication>`, PUBLISHED, HEADLINE);
      expect(await at(text, 'news-language'), value).toEqual([[4, 58]]);
    }
    for (const value of ['en', 'zh-cn', 'zh-tw', 'fra', 'ger', 'yue']) {
      const text = news(`<news:publication><news:name>N</news:name><news:language>${value}</news:language></news:publication>`, PUBLISHED, HEADLINE);
      expect(await at(text, 'news-language'), value).toEqual([]);
    }
  });

  it('news-date: 0000-00-00 and other invalid dates', async () => {
    for (const value of ['0000-00-00', '2008-12-32', 'yesterday', '2008-12']) {
      const text = news(PUBLICATION, `<news:publication_date>${value}</news:publication_date>`, HEADLINE);
      expect(await at(text, 'news-date'), value).toEqual([[5, 24]]);
    }
    expect(await at(news(PUBLICATION, '<news:publication_date>2008-12-23</news:publication_date>', HEADLINE), 'news-date')).toEqual([]);
  });

  it('news-count at the 1,001st news:news of the file', async () => {
    const entry = (i: number) => `<url><loc>https://www.beispiel.de/a${i}</loc><news:news>${PUBLICATION}${PUBLISHED}${HEADLINE}</news:news></url>`;
    const text = (n: number) => [OPEN, ...Array.from({ length: n }, (_, i) => entry(i)), '</urlset>'].join('\n');
    expect(await at(text(1001), 'news-count')).toEqual([[1002, 46]]);
    expect(await at(text(1000), 'news-count')).toEqual([]);
    // Once per file, at the first news:news past the limit.
    expect(await at(text(1003), 'news-count')).toEqual([[1002, 46]]);
  });

  it('news-stale (google): published more than two days before the clock', async () => {
    const old = news(PUBLICATION, '<news:publication_date>2026-11-27T11:59:59Z</news:publication_date>', HEADLINE);
    const found = (await findings(old, { profile: 'google' })).filter((f) => f.rule === 'news-stale');
    expect(found.map((f) => [f.line, f.column, f.severity])).toEqual([[5, 24, 'warning']]);
    expect(found[0]!.message).toBe(
      'The article was published on "2026-11-27T11:59:59Z", more than two days before this run (on 2026-11-29 UTC); Google asks news sitemaps to list only articles created in the last two days: remove its <news:news> or the URL.',
    );
    expect(await at(old, 'news-stale')).toEqual([]);
    const recent = news(PUBLICATION, '<news:publication_date>2026-11-27T12:00:01Z</news:publication_date>', HEADLINE);
    expect(await at(recent, 'news-stale', { profile: 'google' })).toEqual([]);
  });

  it('news-stale (google): a date alone is stale only once that day is more than two days past everywhere', async () => {
    // The clock is 2026-11-29T12:00Z. 2026-11-27 may name an article of 2026-11-27T23:00-05:00
    // (2026-11-28T04:00Z), a day and a half old: not stale. The day ends everywhere at
    // 2026-11-28T12:00Z (its end at UTC-12), so 2026-11-26 ended everywhere at 2026-11-27T12:00Z,
    // exactly two days before the clock: still not stale; 2026-11-25 is.
    const day = (d: string) => news(PUBLICATION, `<news:publication_date>${d}</news:publication_date>`, HEADLINE);
    expect(await at(day('2026-11-27'), 'news-stale', { profile: 'google' })).toEqual([]);
    expect(await at(day('2026-11-26'), 'news-stale', { profile: 'google' })).toEqual([]);
    expect(await at(day('2026-11-25'), 'news-stale', { profile: 'google' })).toEqual([[5, 24]]);
  });

  it('news-deprecated: access, genres, keywords, stock_tickers', async () => {
    const text = news(PUBLICATION, '<news:genres>Blog</news:genres>', PUBLISHED, HEADLINE, '<news:keywords>a, b</news:keywords>');
    expect(await at(text, 'news-deprecated')).toEqual([
      [5, 1],
      [8, 1],
    ]);
  });

  it('news-deprecated: once per element per file, at the first, with the count', async () => {
    const article = (n: number) => `<url><loc>${PAGE}${n}</loc><news:news>${PUBLICATION}${PUBLISHED}${HEADLINE}<news:keywords>a</news:keywords></news:news></url>`;
    const text = [OPEN, article(1), article(2), article(3), article(4), '</urlset>', ''].join('\n');
    expect((await findings(text)).map((f) => [f.rule, f.line, f.column, f.message])).toEqual([
      [
        'news-deprecated',
        ...pos(text, '<news:keywords>'),
        "<news:keywords> is no longer part of Google's news sitemap format and is ignored; it can be removed (reported once per file: this is the first of 4).",
      ],
    ]);
  });
});

describe('hreflang alternates', () => {
  it('passes valid alternates that include the page itself', async () => {
    const text = doc(link('en', PAGE), link('de-CH', `${PAGE}/de`), link('zh-Hant', `${PAGE}/zh`), link('x-default', PAGE), link('EN-gb', `${PAGE}/gb`));
    expect(await findings(text, { profile: 'google' })).toEqual([]);
  });

  it('hreflang-value: invalid tags, with hints', async () => {
    const cases: Array<[string, string]> = [
      ['en_US', 'hyphens'],
      ['en-UK', 'GB'],
      ['english', 'IANA'],
      ['US', 'language code'],
      ['', 'empty'],
      [' en', 'whitespace'],
      ['en--us', 'BCP 47'],
    ];
    for (const [value, hint] of cases) {
      const found = (await findings(doc(link(value, `${PAGE}/x`)))).filter((f) => f.rule === 'hreflang-value');
      expect(found.map((f) => [f.line, f.column]), value).toEqual([[3, 1]]);
      expect(found[0]!.message, value).toContain(hint);
    }
  });

  it('hreflang-value: a locale with underscores is offered its hyphenated form only when that form is valid', async () => {
    // CMS locales (WordPress's de_DE_formal, Microsoft's es_ES_tradnl) hyphenate to tags that are
    // not valid either: the advice names the valid part instead, so following it ends the finding.
    const cases: Array<[string, string]> = [
      ['en_US', 'is not a BCP 47 language tag: subtags are separated by hyphens, not underscores ("en-US").'],
      ['zh_Hans_CN', 'is not a BCP 47 language tag: subtags are separated by hyphens, not underscores ("zh-Hans-CN").'],
      [
        'de_DE_formal',
        'is not a BCP 47 language tag: subtags are separated by hyphens, not underscores, and "de-DE-formal" is not a valid tag either: "formal" is not in the IANA language subtag registry; write "de-DE".',
      ],
      [
        'es_ES_tradnl',
        'is not a BCP 47 language tag: subtags are separated by hyphens, not underscores, and "es-ES-tradnl" is not a valid tag either: "tradnl" is not in the IANA language subtag registry; write "es-ES".',
      ],
      ['pt_PT_ao90', 'is not a BCP 47 language tag: subtags are separated by hyphens, not underscores, and "pt-PT-ao90" is not a valid tag either; write "pt-PT".'],
      [
        'en_UK',
        'is not a BCP 47 language tag: subtags are separated by hyphens, not underscores, and "en-UK" is not a valid tag either: "uk" is the code of Ukrainian, not of a region; the United Kingdom is GB ("en-GB").',
      ],
      [
        'english_US',
        'is not a BCP 47 language tag: subtags are separated by hyphens, not underscores, and "english-US" is not a valid tag either: "english" is not in the IANA language subtag registry; give a language code such as "en", optionally followed by a script and a region: "zh-Hant", "en-GB".',
      ],
      // Java's legacy codes for Hebrew and Indonesian (Locale.toString() on older JDKs): the
      // hyphenated form is deprecated, and the message names the code to write.
      ['iw_IL', 'is not a BCP 47 language tag: subtags are separated by hyphens, not underscores, and "iw-IL" uses the deprecated subtag "iw"; write "he" instead.'],
      ['in_ID', 'is not a BCP 47 language tag: subtags are separated by hyphens, not underscores, and "in-ID" uses the deprecated subtag "in"; write "id" instead.'],
      ['i_klingon', 'is not a BCP 47 language tag: subtags are separated by hyphens, not underscores, and "i-klingon" is a deprecated language tag; write "tlh".'],
    ];
    for (const [value, message] of cases) {
      const found = (await findings(doc(link(value, `${PAGE}/x`)))).filter((f) => f.rule === 'hreflang-value');
      expect(found.map((f) => f.message), value).toEqual([`The hreflang ${JSON.stringify(value)} ${message}`]);
    }
  });

  it('hreflang-value: missing hreflang, relative or missing href, rel other than alternate', async () => {
    expect(await at(doc(`<xhtml:link rel="alternate" href="${PAGE}/de"/>`), 'hreflang-value')).toEqual([[3, 1]]);
    expect(await at(doc(link('fr', '/fr/')), 'hreflang-value')).toEqual([[3, 1]]);
    expect(await at(doc('<xhtml:link rel="alternate" hreflang="fr"/>'), 'hreflang-value')).toEqual([[3, 1]]);
    expect(await at(doc(link('fr', `${PAGE}/amp`, 'amphtml')), 'hreflang-value')).toEqual([[3, 1]]);
    expect(await at(doc(`<xhtml:link hreflang="fr" href="${PAGE}/fr"/>`), 'hreflang-value')).toEqual([[3, 1]]);
  });

  it('hreflang-value: an app deep link without hreflang is named as such; with hreflang its URL is judged', async () => {
    const deep = 'android-app://com.example.app/https/www.beispiel.de/page';
    const messages = async (text: string) => (await findings(text)).filter((f) => f.rule === 'hreflang-value').map((f) => f.message);
    expect(await messages(doc(`<xhtml:link rel="alternate" href="${deep}"/>`))).toEqual([
      `<xhtml:link> links the app deep link "${deep}" (App Indexing), which search engines no longer read from sitemaps; remove the link.`,
    ]);
    const judged = await messages(doc(link('en', deep)));
    expect(judged).toHaveLength(1);
    expect(judged[0]).toMatch(/^The alternate URL "android-app:\/\/com\.example\.app\/https\/www\.beispiel\.de\/page" /);
  });

  it('a mobile alternate (media, no hreflang) is accepted', async () => {
    const text = doc('<xhtml:link rel="alternate" media="only screen and (max-width: 640px)" href="https://m.beispiel.de/page"/>');
    expect(await findings(text, { profile: 'google' })).toEqual([]);
  });

  it('an hreflang of 5,000 characters gives one finding with a shortened message', async () => {
    const found = (await findings(doc(link('a'.repeat(5000), `${PAGE}/x`)))).filter((f) => f.rule === 'hreflang-value');
    expect(found).toHaveLength(1);
    expect(found[0]!.message.length).toBeLessThan(400);
  });

  it('hreflang-duplicate: the same hreflang twice (case-insensitive), reported at the second', async () => {
    const text = doc(link('de', PAGE), link('en', `${PAGE}/en`), link('DE', `${PAGE}/de`));
    const found = (await findings(text)).filter((f) => f.rule === 'hreflang-duplicate');
    expect(found.map((f) => [f.line, f.column])).toEqual([[5, 1]]);
    expect(found[0]!.message).toContain('line 3');
  });

  it('hreflang-duplicate: the message names the region only for a tag that is a language', async () => {
    const message = async (hreflang: string) =>
      (await findings(doc(link(hreflang, PAGE), link(hreflang, `${PAGE}/2`)))).find((f) => f.rule === 'hreflang-duplicate')!.message;
    expect(await message('de-CH')).toBe('A second alternate with hreflang="de-CH" in this <url> (the first is at line 3); each language and region gets one URL.');
    expect(await message('english')).toBe('A second alternate with hreflang="english" in this <url> (the first is at line 3); each language gets one URL.');
  });

  it('hreflang-value: rel holds the token alternate in any case, among others', async () => {
    for (const rel of ['Alternate', 'alternate nofollow', 'nofollow ALTERNATE']) {
      expect(await at(doc(link('de', PAGE, rel)), 'hreflang-value'), rel).toEqual([]);
    }
    expect(await at(doc(link('de', PAGE, 'alternates')), 'hreflang-value')).toEqual([[3, 1]]);
  });

  it('hreflang-deprecated: a deprecated registry code', async () => {
    const found = (await findings(doc(link('iw', PAGE)))).filter((f) => f.rule === 'hreflang-deprecated');
    expect(found.map((f) => [f.line, f.column, f.severity])).toEqual([[3, 1, 'warning']]);
    expect(found[0]!.message).toContain('"he"');
  });

  it('hreflang-region (google): a region that is not an ISO 3166-1 alpha-2 country', async () => {
    const text = doc(link('es-419', PAGE), link('en-EU', `${PAGE}/eu`));
    expect(await at(text, 'hreflang-region', { profile: 'google' })).toEqual([
      [3, 1],
      [4, 1],
    ]);
    expect(await at(text, 'hreflang-region')).toEqual([]);
    expect(await rules(text)).toEqual([]);
  });

  it('hreflang-value: subtags that a registry range holds (qaa..qtz, Qaaa..Qabx, QM..QZ, XA..XZ) are valid, in any case', async () => {
    for (const value of ['qaa', 'qtz', 'qbz', 'QAA', 'en-Qaaa', 'en-QAAA', 'en-qabx', 'en-QM', 'en-qz', 'fr-XK', 'de-XA', 'qaa-Qaaa-QM', 'qaa-Latn-XZ', 'sr-Qaab-ekavsk']) {
      const text = doc(link('en', PAGE), link(value, `${PAGE}/x`));
      expect(await findings(text), value).toEqual([]);
    }
    // Past the end of a range, or a subtag of a range where another type belongs: reported, truly.
    const cases: Array<[string, string]> = [
      ['en-qaby', '"qaby" is not in the IANA language subtag registry'],
      ['en-QL', '"ql" is not in the IANA language subtag registry'],
      ['qua-Qaaa-QM-QN', 'is not a BCP 47 language tag'],
      ['en-qaa', '"qaa" is a language code where a script or region is expected'],
      ['QM', 'does not start with a language code'],
      ['Qaaa-QM', 'does not start with a language code'],
      ['zh-QM-hakka', '"hakka" is not in the IANA language subtag registry'],
      // The first unknown subtag is named, also when a range holds one after it.
      ['en-Qabz-QM', '"qabz" is not in the IANA language subtag registry'],
    ];
    for (const [value, hint] of cases) {
      const found = (await findings(doc(link('en', PAGE), link(value, `${PAGE}/x`)))).filter((f) => f.rule === 'hreflang-value');
      expect(found.map((f) => [f.line, f.column]), value).toEqual([[4, 1]]);
      expect(found[0]!.message, value).toContain(hint);
    }
  });

  it('hreflang-region (google): a private-use region of a registry range is warned about as user-assigned AA is', async () => {
    const text = doc(link('en', PAGE), link('en-AA', `${PAGE}/aa`), link('en-QM', `${PAGE}/qm`), link('fr-XK', `${PAGE}/xk`));
    const found = (await findings(text, { profile: 'google' })).filter((f) => f.rule === 'hreflang-region');
    expect(found.map((f) => [f.line, f.column, f.severity])).toEqual([
      [4, 1, 'warning'],
      [5, 1, 'warning'],
      [6, 1, 'warning'],
    ]);
    expect(found[1]!.message).toBe('The hreflang "en-QM" names the region QM, which is not an ISO 3166-1 alpha-2 country code; Google reads only country regions (or give the language alone).');
    expect(found[2]!.message).toContain('names the region XK, which is not an ISO 3166-1 alpha-2 country code');
    expect(await rules(text)).toEqual([]);
  });

  it('hreflang-value: a private-use tag (x-klingon) is valid BCP 47 in every profile, as is x- after a language', async () => {
    for (const value of ['x-klingon', 'X-Klingon', 'x-a-b-a', 'en-x-foo', 'en-a-bbb-x-a-a', 'en-US-u-ca-gregory-x-u']) {
      const text = doc(link('en', PAGE), link(value, `${PAGE}/x`));
      for (const profile of ['protocol', 'google'] as const) {
        expect(await findings(text, { profile }), `${value} ${profile}`).toEqual([]);
      }
    }
    // Not private use: xx is a private-use region (XA..XZ), not a language.
    const found = (await findings(doc(link('xx', `${PAGE}/x`)))).filter((f) => f.rule === 'hreflang-value');
    expect(found.map((f) => f.message)).toEqual(['The hreflang "xx" is not a valid language tag: it does not start with a language code (a region alone is not enough; write e.g. "en-US").']);
    // A subtag longer than 8 characters is no private-use subtag.
    expect(await at(doc(link('x-klingonese', `${PAGE}/x`)), 'hreflang-value')).toEqual([[3, 1]]);
  });

  it('hreflang-value: an extension singleton twice (any case) is reported, naming it; after x- it is private use', async () => {
    const cases: Array<[string, string]> = [
      ['en-a-bbb-a-ccc', 'a'],
      ['en-a-bbb-A-ccc', 'a'],
      ['en-a-bbb-b-ccc-a-ddd', 'a'],
      ['en-US-u-ca-gregory-u-nu-latn', 'u'],
      ['en-QM-t-ab-cd-t-ef', 't'],
    ];
    for (const [value, singleton] of cases) {
      const found = (await findings(doc(link('en', PAGE), link(value, `${PAGE}/x`)), { profile: 'google' })).filter((f) => f.rule.startsWith('hreflang-'));
      expect(found.map((f) => [f.rule, f.line, f.column]), value).toEqual([['hreflang-value', 4, 1]]);
      expect(found[0]!.message, value).toBe(
        `The hreflang "${value}" is not a valid language tag: the extension singleton "${singleton}" appears more than once, but a singleton may start only one extension; write all its subtags after one "${singleton}".`,
      );
    }
    for (const value of ['en-a-bbb-b-ccc', 'en-u-ca-gregory', 'en-a-bbb-x-a-a-b']) {
      expect(await findings(doc(link('en', PAGE), link(value, `${PAGE}/x`))), value).toEqual([]);
    }
    // A variant twice stays reported.
    expect((await findings(doc(link('de-1996-1996', `${PAGE}/x`)))).map((f) => [f.rule, f.message])).toEqual([
      ['hreflang-value', 'The hreflang "de-1996-1996" is not a valid language tag: the variant subtag "1996" appears more than once, but each variant may appear only once; write it once.'],
    ]);
  });

  it('hreflang-value: the valid examples of RFC 5646 appendix A have no finding', async () => {
    for (const value of [
      'de',
      'fr',
      'ja',
      'zh-Hant',
      'zh-Hans',
      'sr-Cyrl',
      'sr-Latn',
      'zh-cmn-Hans-CN',
      'cmn-Hans-CN',
      'zh-yue-HK',
      'yue-HK',
      'zh-Hans-CN',
      'sr-Latn-RS',
      'sl-rozaj',
      'sl-rozaj-biske',
      'sl-nedis',
      'de-CH-1901',
      'sl-IT-nedis',
      'zh-Hant-CN',
      'de-DE',
      'en-US',
      'es-419',
      'de-CH-x-phonebk',
      'az-Arab-x-AZE-derbend',
      'x-whatever',
      'qaa-Qaaa-QM-x-southern',
      'de-Qaaa',
      'sr-Latn-QM',
      'sr-Qaaa-RS',
      'en-US-u-islamcal',
      'zh-CN-a-myext-x-private',
      'en-a-myext-b-another',
      'de-DE-u-co-phonebk',
      'en-US-x-twain',
      'en-a-bbb-x-a-ccc',
    ]) {
      for (const profile of ['protocol', 'google'] as const) {
        const found = (await findings(doc(link(value, PAGE)), { profile })).filter((f) => f.rule !== 'hreflang-region');
        expect(found, `${value} ${profile}`).toEqual([]);
      }
    }
  });

  it('hreflang-value: distinct variants may follow each other (RFC 5646 2.2.5); only a repeated one is reported', async () => {
    // sl-rozaj-biske-1994 is the RFC's own example; language-tags calls every variant after the first a duplicate.
    for (const value of ['sl-rozaj-biske-1994', 'de-CH-1996-1901', 'de-1901-1996', 'SL-Rozaj-BISKE-1994', 'en-GB-oxendict-1606nict', 'sl-rozaj-biske-1994-x-1994-1994']) {
      expect(await findings(doc(link(value, PAGE))), value).toEqual([]);
    }
    // A variant without its registered Prefix is valid, only not recommended (RFC 5646 2.2.5, 3.1.8).
    for (const value of ['fr-1901', 'en-rozaj', 'sl-biske', 'sl-1994', 'de-AT-biske-1901']) {
      expect(await findings(doc(link(value, PAGE)), { profile: 'google' }), value).toEqual([]);
    }
    const cases: Array<[string, string]> = [
      ['de-1996-1996', '1996'],
      ['de-CH-1996-1901-1996', '1996'],
      ['sl-rozaj-biske-ROZAJ', 'rozaj'],
      ['sl-Rozaj-rozaj-u-co-phonebk', 'rozaj'],
      ['sl-qaaa-1994-1994', '1994'],
    ];
    for (const [value, variant] of cases) {
      expect((await findings(doc(link(value, PAGE)), { profile: 'google' })).map((f) => [f.rule, f.line, f.column, f.severity, f.message]), value).toEqual([
        [
          'hreflang-value',
          3,
          1,
          'error',
          `The hreflang "${value}" is not a valid language tag: the variant subtag "${variant}" appears more than once, but each variant may appear only once; write it once.`,
        ],
      ]);
    }
    // A deprecated variant after another is deprecated, not a duplicate.
    expect((await findings(doc(link('ja-Latn-hepburn-heploc', PAGE)))).map((f) => [f.rule, f.severity, f.message])).toEqual([
      ['hreflang-deprecated', 'warning', 'The hreflang "ja-Latn-hepburn-heploc" uses the deprecated subtag "heploc"; write "alalc97" instead.'],
    ]);
    expect((await findings(doc(link('hy-Latn-IT-arevela', PAGE)))).map((f) => [f.rule, f.severity, f.message])).toEqual([
      ['hreflang-deprecated', 'warning', 'The hreflang "hy-Latn-IT-arevela" uses the deprecated subtag "arevela".'],
    ]);
  });

  it('hreflang-value: the invalid examples of RFC 5646 appendix A are reported, saying why', async () => {
    const NOT_BCP47 = 'is not a BCP 47 language tag (a language code such as "en", optionally followed by a script and a region: "zh-Hant", "en-GB"), nor x-default.';
    const cases: Array<[string, string]> = [
      // Two regions: not well-formed (one region place).
      ['de-419-DE', NOT_BCP47],
      // A singleton first: not well-formed.
      ['a-DE', NOT_BCP47],
      [
        'ar-a-aaa-b-bbb-a-ccc',
        'is not a valid language tag: the extension singleton "a" appears more than once, but a singleton may start only one extension; write all its subtags after one "a".',
      ],
      ['de-1996-1996', 'is not a valid language tag: the variant subtag "1996" appears more than once, but each variant may appear only once; write it once.'],
      // The second extlang place is permanently reserved (RFC 5646 2.2.2).
      ['zh-yue-cmn', "is not a valid language tag (Extra extlang subtag 'cmn' found)."],
    ];
    for (const [value, message] of cases) {
      for (const profile of ['protocol', 'google'] as const) {
        expect((await findings(doc(link(value, PAGE)), { profile })).map((f) => [f.rule, f.line, f.column, f.severity, f.message]), `${value} ${profile}`).toEqual([
          ['hreflang-value', 3, 1, 'error', `The hreflang "${value}" ${message}`],
        ]);
      }
    }
  });

  it('hreflang-value: a tag is not refused for its length (RFC 5646 sets no maximum); past 1,024 characters it is reported as not judged', async () => {
    const privateUse = `x-${Array.from({ length: 41 }, () => 'a').join('-')}`;
    expect(privateUse).toHaveLength(83);
    const extension = `en-US-u-${Array.from({ length: 20 }, (_, i) => `ca${String(i).padStart(2, '0')}abcd`).join('-')}`;
    expect(extension.length).toBeGreaterThan(80);
    const longPrivate = `de-CH-1996-1901-x-${Array.from({ length: 111 }, () => 'abcdefgh').join('-')}`;
    expect(longPrivate).toHaveLength(1016);
    const atLimit = `x-${Array.from({ length: 511 }, () => 'a').join('-')}`;
    expect(atLimit).toHaveLength(1023);
    for (const value of [privateUse, privateUse.toUpperCase(), extension, longPrivate, `${atLimit}b`]) {
      expect(await findings(doc(link(value, PAGE)), { profile: 'google' }), value).toEqual([]);
    }
    // Long and invalid: judged as any other tag.
    const longRepeat = `sl-rozaj-biske-rozaj-x-${Array.from({ length: 100 }, () => 'a').join('-')}`;
    expect((await findings(doc(link(longRepeat, PAGE)))).map((f) => f.message)).toEqual([
      `The hreflang ${quoteShort(longRepeat)} is not a valid language tag: the variant subtag "rozaj" appears more than once, but each variant may appear only once; write it once.`,
    ]);
    // Past the bound: one hreflang-value finding that says the value was not judged, and no other.
    for (const value of [`${atLimit}-bb`, 'a'.repeat(5000), `en-${'1996-'.repeat(200_000)}1996`]) {
      const found = await findings(doc(link('en', PAGE), link(value, `${PAGE}/x`)), { profile: 'google' });
      expect(found.map((f) => [f.rule, f.line, f.column, f.severity, f.message]), value.slice(0, 20)).toEqual([
        [
          'hreflang-value',
          4,
          1,
          'error',
          `The hreflang ${quoteShort(value)} is ${value.length.toLocaleString('en-US')} characters long, longer than this tool judges (1,024 characters); an hreflang is a language code, optionally with a script and a region, such as "de-CH" or "zh-Hant".`,
        ],
      ]);
    }
  });

  it('hreflang-deprecated: a grandfathered tag such as i-klingon is deprecated, not invalid', async () => {
    const found = (await findings(doc(link('en', PAGE), link('i-klingon', `${PAGE}/x`)))).filter((f) => f.rule.startsWith('hreflang-'));
    expect(found.map((f) => [f.rule, f.line, f.column])).toEqual([['hreflang-deprecated', 4, 1]]);
    expect(found[0]!.message).toContain('write "tlh"');
    expect(await findings(doc(link('en', PAGE), link('i-default', `${PAGE}/x`)))).toEqual([]);
  });

  it('hreflang-self-missing (google): alternates without the page itself, at the url', async () => {
    const text = doc(link('de', `${PAGE}/de`), link('fr', `${PAGE}/fr`));
    const found = (await findings(text, { profile: 'google' })).filter((f) => f.rule === 'hreflang-self-missing');
    expect(found.map((f) => [f.line, f.column, f.severity])).toEqual([[2, 1, 'warning']]);
    expect(await at(text, 'hreflang-self-missing')).toEqual([]);
    expect(await at(doc(link('de', `${PAGE}/de`), link('en', ` ${PAGE} `)), 'hreflang-self-missing', { profile: 'google' })).toEqual([]);
    // Another spelling of the same URL (host case, default port) is the page itself (RFC 3986 6.2.2).
    const spelled = PAGE.replace('https://www.beispiel.de', 'https://WWW.Beispiel.de:443');
    expect(spelled).not.toBe(PAGE);
    expect(await at(doc(link('de', `${PAGE}/de`), link('en', spelled)), 'hreflang-self-missing', { profile: 'google' })).toEqual([]);
  });

  it('100,000 alternates in one url are judged in one pass (a duplicate finding each)', async () => {
    const links = Array.from({ length: 100_000 }, (_, i) => `<xhtml:link rel="alternate" hreflang="en" href="${PAGE}/${i}"/>`);
    const text = [OPEN, `<url><loc>${PAGE}</loc>`, links.join(''), '</url></urlset>'].join('\n');
    const all = await findings(text, { profile: 'google' });
    // At most 1,000 findings are kept per file (the errors first); the counts stay exact.
    expect(all.filter((f) => f.rule === 'hreflang-duplicate')).toHaveLength(MAX_FINDINGS_PER_FILE);
    expect(all.filter((f) => f.rule !== 'hreflang-duplicate').map((f) => f.rule)).toEqual(['findings-capped']);
    expect(all[0]!.message).toContain('Left out: hreflang-duplicate 98,999, hreflang-self-missing 1.');
    expect(findingCounts(all)).toEqual({ errors: 99_999, warnings: 1, notices: 1 });
  });

  it('exposes each entry\'s loc and alternates with absolute hrefs to a caller (\'\' for a code that is no language tag)', async () => {
    // Used directly, the checker needs the code lists loaded first (the engine loads them on sight).
    await loadCodeLists();
    const policy = resolvePolicy({ profile: 'google' });
    const sink = new FindingSink(policy);
    const seen: EntryAlternates[] = [];
    const checker = new XmlChecker(policy, sink, { extensions: createExtensionHandler(policy, sink, { onAlternates: (e) => seen.push(e) }) });
    checker.write(
      [
        OPEN,
        `<url><loc>${PAGE}</loc>`,
        link('en', PAGE),
        link('de', ` ${PAGE}/de `),
        link('en_US', `${PAGE}/us`),
        link('fr', '/fr/'),
        '</url>',
        '<url><loc>https://www.beispiel.de/none</loc></url>',
        '</urlset>',
      ].join('\n'),
    );
    checker.end();
    expect(seen).toEqual([
      { loc: PAGE, line: 2, column: 1, hreflangs: ['en', 'de', ''], hrefs: [PAGE, `${PAGE}/de`, `${PAGE}/us`], lines: [3, 4, 5], columns: [1, 1, 1] },
    ]);
  });

  it('hands each entry arrays of its own: the next entries change nothing in them', async () => {
    await loadCodeLists();
    const policy = resolvePolicy({ profile: 'google' });
    const sink = new FindingSink(policy);
    const seen: EntryAlternates[] = [];
    const checker = new XmlChecker(policy, sink, { extensions: createExtensionHandler(policy, sink, { onAlternates: (e) => seen.push(e) }) });
    const entry = (n: number, langs: string[]) => [`<url><loc>${PAGE}/${n}</loc>`, ...langs.map((l) => link(l, `${PAGE}/${n}/${l}`)), '</url>'];
    checker.write([OPEN, ...entry(1, ['en', 'de', 'fr']), ...entry(2, ['es']), ...entry(3, ['it', 'nl']), '</urlset>'].join('\n'));
    checker.end();
    expect(seen.map((e) => [e.hreflangs, e.hrefs, e.lines])).toEqual([
      [['en', 'de', 'fr'], [`${PAGE}/1/en`, `${PAGE}/1/de`, `${PAGE}/1/fr`], [3, 4, 5]],
      [['es'], [`${PAGE}/2/es`], [8]],
      [['it', 'nl'], [`${PAGE}/3/it`, `${PAGE}/3/nl`], [11, 12]],
    ]);
  });
});

describe('URL fields get the URL syntax check of a loc (RFC 3986)', () => {
  /** What loc-invalid says is wrong with `url` as a <loc>: the words after "it has". */
  function locFault(url: string): string {
    const said: string[] = [];
    checkLoc(url, resolvePolicy({}), (rule, message) => {
      if (rule === 'loc-invalid') said.push(message);
    });
    expect(said, url).toHaveLength(1);
    const m = /: it has (.*)\.$/.exec(said[0]!);
    return m![1]!;
  }

  /** [rule, line, column, message] of the findings of `rules`. */
  async function rows(text: string, ...wanted: string[]): Promise<Array<[string, number, number, string]>> {
    return (await findings(text)).filter((f) => wanted.includes(f.rule)).map((f) => [f.rule, f.line!, f.column!, f.message]);
  }

  it('image:loc: a port over 65535, a bad IPv6 literal, "[" in the path', async () => {
    const cases: Array<[string, string]> = [
      ['https://cdn.beispiel.ch:99999/a.jpg', 'the port "99999", which is larger than 65535'],
      ['https://[2001:db8:::1]/a.jpg', 'the host "[2001:db8:::1]", which is not a valid IPv6 address'],
      ['https://cdn.beispiel.ch/a[1].jpg', 'the character "[" at character 26 in the path, which RFC 3986 does not allow there; percent-encode it as %5B'],
    ];
    for (const [url, fault] of cases) {
      expect(locFault(url), url).toBe(fault);
      const text = doc(`<image:image><image:loc>${url}</image:loc></image:image>`);
      expect(await rows(text, 'image-loc-invalid'), url).toEqual([['image-loc-invalid', 3, 25, `The image URL "${url}" has ${fault}.`]]);
    }
    // The same URLs, written well, pass.
    for (const url of ['https://cdn.beispiel.ch:8443/a.jpg', 'https://[2001:db8::1]/a.jpg', 'https://cdn.beispiel.ch/a%5B1%5D.jpg', 'HTTPS://CDN.beispiel.ch/a.jpg?w=1#top']) {
      expect(await rows(doc(`<image:image><image:loc>${url}</image:loc></image:image>`), 'image-loc-invalid'), url).toEqual([]);
    }
  });

  it('xhtml:link href: a port that is not a number, "[" in the path, a second "#"', async () => {
    const cases: Array<[string, string]> = [
      ['https://www.beispiel.de:abc/p', 'the port "abc", which is not a number'],
      ['https://www.beispiel.de/p[1]', 'the character "[" at character 26 in the path, which RFC 3986 does not allow there; percent-encode it as %5B'],
      ['https://www.beispiel.de/p#a#b', 'a second "#" at character 28; percent-encode it as %23'],
    ];
    for (const [url, fault] of cases) {
      expect(locFault(url), url).toBe(fault);
      const text = doc(link('de', url));
      expect(await rows(text, 'hreflang-value'), url).toEqual([['hreflang-value', 3, 1, `The alternate URL "${url}" has ${fault}.`]]);
    }
    expect(await rows(doc(link('de', 'https://www.beispiel.de:8080/p')), 'hreflang-value')).toEqual([]);
  });

  it('video:thumbnail_loc, content_loc and player_loc under video-url, at the URL', async () => {
    const thumb = 'https://www.beispiel.de:70000/t.jpg';
    const content = 'https://www.beispiel.de/v.mp4#a#b';
    const player = 'https://[::1/player';
    const text = doc(
      '<video:video>',
      `<video:thumbnail_loc>${thumb}</video:thumbnail_loc>`,
      TITLE,
      DESCRIPTION,
      `<video:content_loc>${content}</video:content_loc>`,
      `<video:player_loc>${player}</video:player_loc>`,
      '</video:video>',
    );
    expect(await rows(text, 'video-url')).toEqual([
      ['video-url', 4, 22, `The URL "${thumb}" in <video:thumbnail_loc> has ${locFault(thumb)}.`],
      ['video-url', 7, 20, `The URL "${content}" in <video:content_loc> has ${locFault(content)}.`],
      ['video-url', 8, 19, `The URL "${player}" in <video:player_loc> has ${locFault(player)}.`],
    ]);
    expect(locFault(thumb)).toBe('the port "70000", which is larger than 65535');
    expect(locFault(content)).toBe('a second "#" at character 32; percent-encode it as %23');
    expect(locFault(player)).toBe('a "[" that opens an IP address but is never closed by "]"');
    // ftp stays accepted, and gets the same check.
    const ftp = 'ftp://ftp.beispiel.de:99999/v.mp4';
    expect(await rows(video(`<video:player_loc>${ftp}</video:player_loc>`), 'video-url')).toEqual([
      ['video-url', 8, 19, `The URL "${ftp}" in <video:player_loc> has the port "99999", which is larger than 65535.`],
    ]);
  });

  it('video:uploader info under video-uploader, at the element', async () => {
    const info = 'https://www.beispiel.de/users/[grilly]';
    const text = video(`<video:uploader info="${info}">Grilly</video:uploader>`);
    expect(await rows(text, 'video-uploader')).toEqual([
      ['video-uploader', 8, 1, `The info URL "${info}" of <video:uploader> has the character "[" at character 31 in the path, which RFC 3986 does not allow there; percent-encode it as %5B.`],
    ]);
    expect(locFault(info)).toBe('the character "[" at character 31 in the path, which RFC 3986 does not allow there; percent-encode it as %5B');
  });

  it('keeps the other checks of each field: scheme, whitespace, IRI characters', async () => {
    // Surrounding white space is collapsed (xsd:anyURI); non-ASCII characters an IRI may carry pass.
    expect(await rows(doc('<image:image><image:loc>\n  https://www.beispiel.de/caf\u00e9.png  \n</image:loc></image:image>'), 'image-loc-invalid')).toEqual([]);
    expect(await rows(doc('<image:image><image:loc>ftp://www.beispiel.de:99999/a.png</image:loc></image:image>'), 'image-loc-invalid')).toEqual([
      ['image-loc-invalid', 3, 25, 'The image URL "ftp://www.beispiel.de:99999/a.png" has the scheme "ftp"; only http and https URLs are read.'],
    ]);
  });
});

describe('positions and scale', () => {
  it('reports a value inside CDATA at its first character, an empty CDATA at the element', async () => {
    const text = news('<news:publication><news:name>N</news:name><news:language>\n  <![CDATA[EN]]>\n</news:language></news:publication>', PUBLISHED, '<news:title><![CDATA[]]></news:title>');
    expect(await at(text, 'news-language')).toEqual([[5, 12]]);
    expect(await at(text, 'news-value')).toEqual([[8, 1]]);
  });

  it('judges 50,000 urls with five alternates and an image each in one pass', async () => {
    const langs = ['en', 'de', 'fr', 'es', 'x-default'];
    const parts: string[] = [OPEN];
    for (let i = 0; i < 50_000; i++) {
      parts.push(`<url><loc>https://www.beispiel.de/en/p${i}</loc>`);
      for (const l of langs) parts.push(link(l, `https://www.beispiel.de/${l === 'x-default' ? 'en' : l}/p${i}`));
      parts.push(`<image:image><image:loc>https://www.beispiel.de/i/${i}.jpg</image:loc></image:image></url>`);
    }
    parts.push('</urlset>');
    const r = await validate(Buffer.from(parts.join('\n')), { profile: 'google', now: NOW }, { name: 'sitemap.xml' });
    expect(r.entries).toBe(50_000);
    expect(r.findings).toEqual([]);
  });
});

describe('profiles', () => {
  const text = video('<video:category>c</video:category>', '<video:requires_subscription>Yes</video:requires_subscription>');

  it('protocol: XSD and documented limits; google adds its guidance; strict refuses the element', async () => {
    expect((await findings(text)).map((f) => `${f.rule}:${f.severity}`)).toEqual(['video-deprecated:warning']);
    expect((await findings(text, { profile: 'google' })).map((f) => `${f.rule}:${f.severity}`)).toEqual(['video-deprecated:warning', 'video-yes-no-case:warning']);
    expect((await findings(text, { profile: 'strict' })).map((f) => `${f.rule}:${f.severity}`)).toEqual(['extension-element:error']);
  });

  it('a rule override turns a check on or off in any profile', async () => {
    expect(await rules(text, { rules: { 'video-yes-no-case': 'error', 'video-deprecated': 'off' } })).toEqual(['video-yes-no-case']);
  });
});

describe('corpus files with extensions', () => {
  const corpus = (name: string) => readFileSync(new URL(`./fixtures/real/${name}`, import.meta.url));

  async function judge(name: string, profile: PolicyInput['profile']) {
    const r = await validate(corpus(name), { profile, now: new Date('2026-11-29T00:00:00Z') }, { name: 'sitemap.xml' });
    return {
      errors: r.findings.filter((f) => f.severity === 'error').length,
      list: r.findings.map((f) => `${f.rule} ${f.line}:${f.column}`),
    };
  }

  it('yoast image sitemap: valid, no findings', async () => {
    expect((await judge('kotlin-sitemap__real-yoast-com-image-sitemap.xml', 'protocol')).list).toEqual([]);
    expect((await judge('kotlin-sitemap__real-yoast-com-image-sitemap.xml', 'google')).list).toEqual([]);
  });

  it('WordPress.com news sitemap: valid; retired keywords; stale in google', async () => {
    const name = 'crawler-commons__real-wordpresscom-news-sitemap.xml';
    const protocol = await judge(name, 'protocol');
    expect(protocol.errors).toBe(0);
    expect(protocol.list).toEqual(['news-deprecated 9:403']);
    const google = await judge(name, 'google');
    expect(google.errors).toBe(0);
    expect(google.list).toEqual([
      'news-stale 9:283',
      'news-deprecated 9:403',
      'news-stale 9:818',
      'news-stale 9:1389',
    ]);
  });

  it('crawler-commons news with an empty name: invalid', async () => {
    const r = await judge('crawler-commons__ext-news-empty-name.xml', 'protocol');
    // Its locs are on example.com (RFC 2606): loc-reserved-host, a true positive.
    expect(r.list).toEqual([
      'loc-reserved-host 9:10',
      'news-deprecated 15:7',
      'news-deprecated 18:7',
      'news-deprecated 19:7',
      'news-deprecated 20:7',
      'loc-reserved-host 27:10',
      'news-value 30:9',
    ]);
  });

  it('crawler-commons video with a price "1,99" and an empty price: invalid', async () => {
    const r = await judge('crawler-commons__ext-video-price-comma.xml', 'protocol');
    expect(r.errors).toBe(3);
    expect(r.list.filter((l) => l.startsWith('video-price'))).toEqual(['video-price 42:35', 'video-price 54:7', 'video-price 54:7']);
  });

  it('crawler-commons video with tvshow and the loc last: invalid (order)', async () => {
    const r = await judge('crawler-commons__ext-video-tvshow-loc-last.xml', 'protocol');
    // Its URLs are on example.com (RFC 2606): loc-reserved-host, a true positive.
    expect(r.list).toEqual([
      'extension-order 8:7',
      'loc-reserved-host 10:25',
      'loc-reserved-host 11:26',
      'video-deprecated 12:7',
      'video-deprecated 14:7',
      'loc-reserved-host 17:28',
      'video-deprecated 21:7',
      'field-order 30:5',
      'loc-reserved-host 30:10',
    ]);
    const r2 = await validate(corpus('crawler-commons__ext-video-tvshow-loc-last.xml'), { now: new Date('2026-11-29T00:00:00Z') }, { name: 'sitemap.xml' });
    expect(r2.findings.find((f) => f.rule === 'field-order')?.message).toBe(
      '<loc> comes after the extension element <video:video> (line 5); the sitemap schema puts extension elements after loc, lastmod, changefreq and priority: move the extension elements of this <url> after its sitemap fields.',
    );
  });

  it('crawler-commons hreflang links: valid in both profiles (its URLs are on example.com: loc-reserved-host warnings, true positives)', async () => {
    const reserved = ['4:10', '5:5', '6:5', '7:5', '10:10', '11:5', '12:5', '13:5', '16:10', '17:5', '18:5', '19:5'].map((at) => `loc-reserved-host ${at}`);
    for (const profile of ['protocol', 'google'] as const) {
      const r = await judge('crawler-commons__ext-hreflang-links.xml', profile);
      expect(r.errors, profile).toBe(0);
      expect(r.list, profile).toEqual(reserved);
    }
  });

  it('sitemap.js video without a title: invalid', async () => {
    const r = await judge('sitemap.js__video-missing-title.xml', 'protocol');
    expect(r.list).toEqual(['video-required 1:439']);
  });

  it('sitemap.js all tags: invalid URLs in extensions; upper-case YES in google', async () => {
    const protocol = await judge('sitemap.js__alltags-cdata-escaped-chars.xml', 'protocol');
    expect(protocol.list.filter((l) => /^(video-url|image-loc-invalid|hreflang-value)/.test(l))).toEqual([
      'video-url 7:28',
      'video-url 14:76',
      'video-url 27:28',
      'video-url 34:25',
      'video-url 58:28',
      // One finding for the android-app:// deep link (App Indexing), not one per attribute.
      'hreflang-value 72:5',
      'hreflang-value 73:5',
      'image-loc-invalid 129:18',
      'image-loc-invalid 141:18',
    ]);
    const google = await judge('sitemap.js__alltags-cdata-escaped-chars.xml', 'google');
    expect(google.list).toContain('video-yes-no-case 19:36');
    expect(google.list).toContain('hreflang-self-missing 52:3');
    expect(google.list).toContain('video-uploader-domain 47:7');
  });

  it('Hugo hreflang with relative hrefs: hreflang-value at every link', async () => {
    const r = await judge('18F-hugo__real-urlset-relative-loc-hreflang.xml', 'protocol');
    const links = r.list.filter((l) => l.startsWith('hreflang-value'));
    expect(links).toHaveLength(16);
    expect(links.slice(0, 2)).toEqual(['hreflang-value 7:5', 'hreflang-value 12:5']);
    expect(r.list.every((l) => /^(hreflang-value|loc-not-absolute) /.test(l))).toBe(true);
  });
});

describe('extension elements in a sitemap index', () => {
  it('a known one in a <sitemap> entry describes no page: extension-placement, its contents not judged as url extensions', async () => {
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="${IMAGE_NS}">`,
      '  <sitemap><loc>https://www.beispiel.de/a.xml</loc><image:image><image:title>x</image:title></image:image></sitemap>',
      '</sitemapindex>',
    ].join('\n');
    const r = await validate(new TextEncoder().encode(xml), { now: NOW }, { name: 'sitemap.xml' });
    expect(r.kind).toBe('sitemapindex');
    expect(r.findings.map((f) => [f.rule, f.severity, f.line, f.column])).toEqual([['extension-placement', 'error', 3, 52]]);
  });

  it('elements of other namespaces in <sitemap> entries are allowed (siteindex.xsd ##other) and not judged', async () => {
    const xml = [
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
      '  <sitemap><loc>https://www.beispiel.de/a.xml</loc><x:meta xmlns:x="urn:example:x"><x:v>1</x:v></x:meta></sitemap>',
      '</sitemapindex>',
    ].join('\n');
    const r = await validate(new TextEncoder().encode(xml), { now: NOW }, { name: 'sitemap.xml' });
    expect(r.findings).toEqual([]);
  });

  it('are still refused by the strict profile', async () => {
    const xml = [
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="${IMAGE_NS}">`,
      '  <url><loc>https://www.beispiel.de/a</loc><image:image><image:loc>https://www.beispiel.de/a.png</image:loc></image:image></url>',
      '</urlset>',
    ].join('\n');
    const r = await validate(new TextEncoder().encode(xml), { now: NOW, profile: 'strict', hosts: ['www.beispiel.de'] }, { name: 'sitemap.xml' });
    expect(r.findings.map((f) => [f.rule, f.line, f.column])).toEqual([['extension-element', 2, 44]]);
  });
});

describe('known extension elements outside a <url>', () => {
  const ROOT = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="${IMAGE_NS}" xmlns:video="${VIDEO_NS}" xmlns:news="${NEWS_NS}">`;
  const INDEX = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="${XHTML_NS}" xmlns:image="${IMAGE_NS}">`;
  const URL_A = '<url><loc>https://www.beispiel.de/a</loc></url>';
  const URL_B = '<url><loc>https://www.beispiel.de/b</loc></url>';
  const IMAGE = '<image:image><image:loc>https://www.beispiel.de/a.jpg</image:loc></image:image>';
  const STRAY_VIDEO = '<video:video><video:title>x</video:title></video:video>';
  const BELONGS = ': it belongs inside a <url>, after its <loc> and the other sitemap fields; here it describes no page, and Google ignores it.';

  /** `rule:severity line:column` of every finding under `profile`. */
  async function list(text: string, profile: PolicyInput['profile'], extra: PolicyInput = {}): Promise<string[]> {
    return (await findings(text, { profile, hosts: ['www.beispiel.de'], ...extra })).map((f) => `${f.rule}:${f.severity} ${f.line}:${f.column}`);
  }

  /** The findings of the three profiles: protocol and google report extension-placement, strict refuses the element. */
  async function expectPlacement(text: string, needle: string, message: string, nth = 1): Promise<void> {
    const [line, column] = pos(text, needle, nth);
    expect(await list(text, 'protocol')).toEqual([`extension-placement:error ${line}:${column}`]);
    expect(await list(text, 'google')).toEqual([`extension-placement:error ${line}:${column}`]);
    expect(await list(text, 'strict')).toEqual([`extension-element:error ${line}:${column}`]);
    const found = (await findings(text)).find((f) => f.rule === 'extension-placement');
    expect(found?.message).toBe(message);
  }

  it('a video directly in <urlset>, before the first url: placement, and the incomplete video is not judged', async () => {
    const text = `${ROOT}${STRAY_VIDEO}<url><loc>https://www.beispiel.de/</loc></url></urlset>`;
    await expectPlacement(text, '<video:video>', `<video:video> is not allowed directly in <urlset>${BELONGS}`);
    expect(await rules(text)).not.toContain('video-required');
  });

  it('an image directly in <urlset>, on a line of its own', async () => {
    const text = [ROOT, `  ${IMAGE}`, `  ${URL_A}`, '</urlset>', ''].join('\n');
    expect(pos(text, '<image:image>')).toEqual([2, 3]);
    await expectPlacement(text, '<image:image>', `<image:image> is not allowed directly in <urlset>${BELONGS}`);
  });

  it('an hreflang link in a <sitemap> entry of an index', async () => {
    const text = [INDEX, '<sitemap><loc>https://www.beispiel.de/s.xml</loc>', '  <xhtml:link rel="alternate" hreflang="en" href="https://www.beispiel.de/"/>', '</sitemap>', '</sitemapindex>', ''].join('\n');
    const [line, column] = pos(text, '<xhtml:link');
    expect([line, column]).toEqual([3, 3]);
    // strict refuses the sitemap index itself (root-element), then the extension element.
    expect(await list(text, 'protocol')).toEqual(['extension-placement:error 3:3']);
    expect(await list(text, 'google')).toEqual(['extension-placement:error 3:3']);
    expect(await list(text, 'strict')).toEqual(['root-element:error 1:1', 'extension-element:error 3:3']);
    expect((await findings(text)).map((f) => f.message)).toEqual([`<xhtml:link> is not allowed in a <sitemap> entry of a sitemap index${BELONGS}`]);
  });

  it('between two urls, and after the last one: placement instead of unexpected-element (one finding per element)', async () => {
    const between = [ROOT, URL_A, IMAGE, URL_B, '</urlset>', ''].join('\n');
    await expectPlacement(between, '<image:image>', `<image:image> is not allowed directly in <urlset>, after a <url>${BELONGS}`);
    expect(pos(between, '<image:image>')).toEqual([3, 1]);
    const after = [ROOT, URL_A, URL_B, `  <news:news><news:title>t</news:title></news:news>`, '</urlset>', ''].join('\n');
    expect(pos(after, '<news:news>')).toEqual([4, 3]);
    await expectPlacement(after, '<news:news>', `<news:news> is not allowed directly in <urlset>, after a <url>${BELONGS}`);
  });

  it('a child element of a family names its own parent', async () => {
    const text = [ROOT, '<image:loc>https://www.beispiel.de/a.jpg</image:loc>', URL_A, '</urlset>', ''].join('\n');
    await expectPlacement(
      text,
      '<image:loc>',
      '<image:loc> is not allowed directly in <urlset>: it belongs inside <image:image>, in a <url>; here it describes no page, and Google ignores it.',
    );
  });

  it('nested deeper in an element of another namespace, outside any url', async () => {
    const text = [ROOT, '<x:meta xmlns:x="urn:example:x">', '  <x:inner>', `    ${STRAY_VIDEO}`, '  </x:inner>', '</x:meta>', URL_A, '</urlset>', ''].join('\n');
    const [line, column] = pos(text, '<video:video>');
    expect([line, column]).toEqual([4, 5]);
    expect(await list(text, 'protocol')).toEqual(['extension-placement:error 4:5']);
    expect(await list(text, 'google')).toEqual(['extension-placement:error 4:5']);
    // strict refuses the outer element and judges nothing inside it.
    expect(await list(text, 'strict')).toEqual(['extension-element:error 2:1']);
    expect((await findings(text)).map((f) => f.message)).toEqual([`<video:video> is not allowed inside <x:inner>, outside any <url>${BELONGS}`]);
  });

  it('nested in an element of another namespace after a url: both elements are reported, each once', async () => {
    const text = [ROOT, URL_A, '<x:meta xmlns:x="urn:example:x">', `  ${IMAGE}`, `  ${IMAGE}`, '</x:meta>', '</urlset>', ''].join('\n');
    expect(await list(text, 'protocol')).toEqual(['unexpected-element:error 3:1', 'extension-placement:error 4:3', 'extension-placement:error 5:3']);
  });

  it('nested in an element of another namespace in an index entry', async () => {
    const text = [INDEX, '<sitemap><loc>https://www.beispiel.de/s.xml</loc>', '<x:ext xmlns:x="urn:example:x">', `  ${IMAGE}`, '</x:ext>', '</sitemap>', '</sitemapindex>', ''].join('\n');
    expect(await list(text, 'protocol')).toEqual(['extension-placement:error 4:3']);
    expect(await list(text, 'google')).toEqual(['extension-placement:error 4:3']);
    expect((await findings(text)).map((f) => f.message)).toEqual([`<image:image> is not allowed inside <x:ext> in a sitemap index${BELONGS}`]);
  });

  it('placements inside a <url> get no such finding; elements of other namespaces outside keep the schema verdict', async () => {
    const inside = [
      ROOT.replace('>', ` xmlns:xhtml="${XHTML_NS}">`),
      '<x:meta xmlns:x="urn:example:x">1</x:meta>',
      `<url><loc>${PAGE}</loc>`,
      IMAGE,
      '<video:video>',
      THUMB,
      TITLE,
      DESCRIPTION,
      CONTENT,
      '</video:video>',
      '<news:news>',
      PUBLICATION,
      PUBLISHED,
      HEADLINE,
      '</news:news>',
      link('en', PAGE),
      '<x:wrap xmlns:x="urn:example:x"><image:image><image:loc>https://www.beispiel.de/b.jpg</image:loc></image:image></x:wrap>',
      '</url>',
      '</urlset>',
      '',
    ].join('\n');
    expect(await list(inside, 'protocol')).toEqual([]);
    expect(await list(inside, 'google')).toEqual([]);
    // After the first url an element of another namespace is still unexpected-element (sitemap.xsd: ##other only before the url entries).
    const after = [ROOT, URL_A, '<x:meta xmlns:x="urn:example:x">1</x:meta>', '</urlset>', ''].join('\n');
    expect(await list(after, 'protocol')).toEqual(['unexpected-element:error 3:1']);
  });

  it('with extension-placement off, an element after the urls is unexpected-element again, one before them is accepted', async () => {
    const off = { rules: { 'extension-placement': 'off' } } as const;
    const after = [ROOT, URL_A, IMAGE, '</urlset>', ''].join('\n');
    expect(await list(after, 'protocol', off)).toEqual(['unexpected-element:error 3:1']);
    const before = [ROOT, IMAGE, URL_A, '</urlset>', ''].join('\n');
    expect(await list(before, 'protocol', off)).toEqual([]);
    // strict without its refusal: extension-placement is off there, the schema verdict stays.
    expect(await list(after, 'strict', { rules: { 'extension-element': 'off' } })).toEqual(['unexpected-element:error 3:1']);
  });
});
