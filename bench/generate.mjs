#!/usr/bin/env node
// Writes the benchmark inputs into bench/out/ (deterministic content; safe to delete).
//   plain-50k.xml     50,000 urls with loc, lastmod, changefreq, priority (about 11 MB)
//   rich-50k.xml      50,000 urls, each with five xhtml:link alternates and one image (about 47 MB)
//   query-50k.xml     50,000 urls whose locs carry a query, `?a=1&amp;b=2`, as shops and CMSs write
//                     them, and a lastmod with time and zone (about 11 MB)
//   million/          1,000,000 urls in 20 files of 50,000
//   site-20k/         20,000 small sitemaps of 5 urls each
//   pages-50k/        a built site: sitemap.xml of 50,000 urls and their 50,000 pages of 30 KB (1.5 GB)
//   giant-text.xml    one text node of about 50 MB inside a loc (just under the default max-bytes)
// Only with --only (big; not in the default set):
//   long-locs/        2,500,000 distinct locs of 2,000 characters in 100 .xml.gz files of 25,000
//                     (5 GB of text, about 20 MB on disk)
//   huge-20m/         20,000,000 distinct locs of 700 characters in 400 .xml.gz files of 50,000
//                     (14 GB of text, about 100 MB on disk)
// Usage: node bench/generate.mjs [--only name,name] [--out DIR]
import { mkdirSync, writeFileSync, existsSync, createWriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const arg = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const out = arg('--out') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'out');
mkdirSync(out, { recursive: true });
const only = arg('--only')?.split(',');
const BIG = new Set(['long-locs', 'huge-20m']);
const want = (name) => (only ? only.includes(name) : !BIG.has(name));

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function lastmod(i) {
  const d = new Date(Date.UTC(2024, 0, 1) + (i % 700) * 86400000);
  return `${d.toISOString().slice(0, 10)}T${String(i % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00+00:00`;
}

function plainUrl(i, prefix = '') {
  return `  <url>\n    <loc>https://www.beispiel.de/${prefix}products/category-${i % 97}/item-${i}-lorem-ipsum-dolor-sit-amet.html</loc>\n    <lastmod>${lastmod(i)}</lastmod>\n    <changefreq>weekly</changefreq>\n    <priority>0.${i % 10}</priority>\n  </url>\n`;
}

async function writeStreamed(file, head, count, row, tail) {
  const ws = createWriteStream(file);
  const write = (s) => (ws.write(s) ? undefined : new Promise((r) => ws.once('drain', r)));
  await write(head);
  let buf = '';
  for (let i = 0; i < count; i++) {
    buf += row(i);
    if (buf.length > 1 << 20) {
      await write(buf);
      buf = '';
    }
  }
  await write(buf + tail);
  await new Promise((r) => ws.end(r));
}

const LANGS = ['en', 'de', 'fr', 'es', 'x-default'];

if (want('plain-50k')) {
  await writeStreamed(path.join(out, 'plain-50k.xml'), `${HEAD}<urlset ${NS}>\n`, 50_000, (i) => plainUrl(i), '</urlset>\n');
}
if (want('query-50k')) {
  const row = (i) => `  <url>\n    <loc>https://www.beispiel.de/products/category-${i % 97}/item-${i}.html?a=1&amp;b=2</loc>\n    <lastmod>${lastmod(i)}</lastmod>\n    <changefreq>weekly</changefreq>\n    <priority>0.${i % 10}</priority>\n  </url>\n`;
  await writeStreamed(path.join(out, 'query-50k.xml'), `${HEAD}<urlset ${NS}>\n`, 50_000, row, '</urlset>\n');
}
if (want('rich-50k')) {
  const head = `${HEAD}<urlset ${NS}\n  xmlns:xhtml="http://www.w3.org/1999/xhtml"\n  xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n`;
  const row = (i) => {
    const base = `products/category-${i % 97}/item-${i}-lorem-ipsum.html`;
    let s = `  <url>\n    <loc>https://www.beispiel.de/en/${base}</loc>\n    <lastmod>${lastmod(i)}</lastmod>\n`;
    for (const l of LANGS) {
      const p = l === 'x-default' ? '' : `${l}/`;
      s += `    <xhtml:link rel="alternate" hreflang="${l}" href="https://www.beispiel.de/${p}${base}"/>\n`;
    }
    s += `    <image:image>\n      <image:loc>https://cdn.beispiel.de/images/category-${i % 97}/item-${i}-large-photo-of-the-product-front-view.jpg</image:loc>\n    </image:image>\n  </url>\n`;
    return s;
  };
  await writeStreamed(path.join(out, 'rich-50k.xml'), head, 50_000, row, '</urlset>\n');
}
if (want('million')) {
  mkdirSync(path.join(out, 'million'), { recursive: true });
  for (let f = 0; f < 20; f++) {
    await writeStreamed(path.join(out, 'million', `sitemap-${String(f).padStart(2, '0')}.xml`), `${HEAD}<urlset ${NS}>\n`, 50_000, (i) => plainUrl(i, `p${f}/`), '</urlset>\n');
  }
}
if (want('site-20k')) {
  const dir = path.join(out, 'site-20k');
  for (let f = 0; f < 20_000; f++) {
    const sub = path.join(dir, String(Math.floor(f / 1000)));
    if (f % 1000 === 0) mkdirSync(sub, { recursive: true });
    let s = `${HEAD}<urlset ${NS}>\n`;
    for (let i = 0; i < 5; i++) s += plainUrl(f * 5 + i, `s${f}/`);
    writeFileSync(path.join(sub, `sitemap-${f}.xml`), `${s}</urlset>\n`);
  }
}
if (want('pages-50k')) {
  // A built site as a static site generator writes it: one folder per page, each index.html of
  // 30 KB whose head (about 1.5 KB) names the page as canonical; every 1,000th page is noindex.
  const dir = path.join(out, 'pages-50k');
  mkdirSync(dir, { recursive: true });
  const filler = `<p>${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(16)}</p>\n`;
  await writeStreamed(path.join(dir, 'sitemap.xml'), `${HEAD}<urlset ${NS}>\n`, 50_000, (i) => `  <url><loc>https://www.beispiel.de/p/page-${i}/</loc><lastmod>${lastmod(i)}</lastmod></url>\n`, '</urlset>\n');
  for (let i = 0; i < 50_000; i++) {
    const sub = path.join(dir, 'p', `page-${i}`);
    mkdirSync(sub, { recursive: true });
    const url = `https://www.beispiel.de/p/page-${i}/`;
    let head = `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>Page ${i} | Example</title>\n`;
    head += `<meta name="description" content="${'A page of the example site, about one thing or another. '.repeat(3)}">\n`;
    head += i % 1000 === 0 ? '<meta name="robots" content="noindex, follow">\n' : '<meta name="robots" content="index, follow">\n';
    head += `<link rel="canonical" href="${url}">\n<meta property="og:url" content="${url}">\n<meta property="og:title" content="Page ${i}">\n`;
    head += '<link rel="stylesheet" href="/css/main.3f2a9c.css">\n<link rel="icon" href="/favicon.ico">\n';
    head += `<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage","url":"${url}","name":"Page ${i}"}</script>\n<script src="/js/app.7b1e0d.js" defer></script>\n</head>\n<body>\n<h1>Page ${i}</h1>\n`;
    let html = head;
    while (html.length < 30_000) html += filler;
    writeFileSync(path.join(sub, 'index.html'), `${html}</body>\n</html>\n`);
  }
}
if (want('giant-text')) {
  await writeStreamed(
    path.join(out, 'giant-text.xml'),
    `${HEAD}<urlset ${NS}>\n  <url>\n    <loc>https://www.beispiel.de/`,
    51_000,
    () => 'a'.repeat(1024),
    '</loc>\n  </url>\n</urlset>\n',
  );
}
/**
 * `files` gzip sitemaps in `dir`, each of `perFile` distinct locs of exactly `length` characters
 * (distinct across the files too): the store of the checks across files holds every one of them.
 */
function longLocs(dir, files, perFile, length) {
  mkdirSync(dir, { recursive: true });
  const pad = 'lorem-ipsum-dolor-sit-amet-consectetur-adipiscing-elit/'.repeat(Math.ceil(length / 55));
  for (let f = 0; f < files; f++) {
    const rows = [];
    for (let i = 0; i < perFile; i++) {
      const start = `https://www.beispiel.de/f${f}/i${i}/`;
      rows.push(`<url><loc>${start}${pad.slice(0, length - start.length)}</loc></url>\n`);
    }
    const xml = `${HEAD}<urlset ${NS}>\n${rows.join('')}</urlset>\n`;
    writeFileSync(path.join(dir, `sitemap-${String(f).padStart(3, '0')}.xml.gz`), gzipSync(xml, { level: 6 }));
  }
}
if (want('long-locs')) longLocs(path.join(out, 'long-locs'), 100, 25_000, 2_000);
if (want('huge-20m')) longLocs(path.join(out, 'huge-20m'), 400, 50_000, 700);
console.log(`written to ${out}${existsSync(out) ? '' : ' (missing?)'}`);
