/**
 * The rule catalog: one definition per rule id (RULES.md). Rule ids are public API: users name
 * them in `rules` overrides, the JSON report, SARIF and annotation titles. Never rename one.
 *
 * The rule pages (docs/rules/, by scripts/docs.mjs) and the CLI `--help` rule list are generated from this array; the
 * checks that fire each rule live in the module named by `module`.
 */
import { EXTENSION_RULES } from '../checks/extensions/rules.js';
import { deepFreeze, FrozenMap } from './freeze.js';
import type { Profile, SeverityOrOff } from '../types.js';

/** Where a rule is implemented, for readers of the code and the generated docs. */
export type RuleArea = 'file' | 'structure' | 'loc' | 'fields' | 'robots' | 'image' | 'video' | 'news' | 'hreflang' | 'extension' | 'site';

/** Definition of one rule. */
export interface RuleDefinition {
  /** Lower-case kebab-case id, prefixed by the part of the document it judges. */
  readonly id: string;
  readonly area: RuleArea;
  /** One line: when the rule fires. */
  readonly description: string;
  /** Default severity per profile; `off` = not checked unless a `rules` override turns it on. */
  readonly severity: Readonly<Record<Profile, SeverityOrOff>>;
  /** Where the requirement comes from (sitemaps.org, the sitemap XSD, an RFC, Google, policy). */
  readonly source: string;
  /** A failing input, in words (the rule's page shows it when `bad` is not given). */
  readonly example: string;
  /**
   * One line, imperative, at most 140 characters (about 120 is the aim): how a site owner fixes
   * the fault. Shown in the by-rule table of the job summary and on the rule's page.
   */
  readonly fix: string;
  /** Why the fault matters, in one to three sentences: what a crawler or Search Console does with it. */
  readonly why: string;
  /**
   * A failing input as the file holds it (XML, text sitemap or robots.txt lines) that reports the
   * rule under a profile where it is on by default. Where a snippet cannot hold the input, it
   * says so in place: a line ending in `<!-- N times -->` stands for N copies of itself (with
   * `<!-- N times, n = 1 to N -->`, `{n}` counts the copies), `…(N characters in all)` for a
   * value of that length, `… (300 levels) …` for that nesting, `[EF BB BF]` for those bytes.
   * test/rule-catalogue.test.ts runs every snippet so, with the options some rules need (hosts,
   * max-bytes, base-url, a workspace of several files).
   */
  readonly bad: string;
  /** The same input, fixed: it does not report the rule. */
  readonly good: string;
  /**
   * A link to the source of the requirement: the sitemaps.org protocol, an XSD, an RFC at
   * rfc-editor.org, a Google Search Central page, or the project's docs page for a rule of policy.
   */
  readonly sourceUrl: string;
  /**
   * The message of the Search Console sitemap report that the fault leads to, as Search Console
   * words it; absent where there is none.
   */
  readonly searchConsole?: string;
  /**
   * Rules split out of this one (their faults were this rule's in RULES.md): a `rules` override of
   * this id also sets each of them that the same overrides do not name.
   */
  readonly covers?: readonly string[];
}

const all = (s: SeverityOrOff): Record<Profile, SeverityOrOff> => ({ protocol: s, google: s, strict: s });
const by = (protocol: SeverityOrOff, google: SeverityOrOff, strict: SeverityOrOff): Record<Profile, SeverityOrOff> => ({
  protocol,
  google,
  strict,
});

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** A document of `open`, then each of `lines` on a line of its own (indented), then `close`. */
const wrap = (open: string, lines: readonly string[], close: string): string => `${open}\n${lines.map((l) => `  ${l}\n`).join('')}${close}\n`;
/** A urlset holding `lines`, for the `bad` and `good` snippets. */
const urlset = (...lines: string[]): string => wrap(`<urlset xmlns="${SITEMAP_NS}">`, lines, '</urlset>');
/** A urlset that declares the xhtml namespace of hreflang alternates. */
const xhtmlUrlset = (...lines: string[]): string => wrap(`<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">`, lines, '</urlset>');
/** A sitemap index holding `lines`. */
const sitemapindex = (...lines: string[]): string => wrap(`<sitemapindex xmlns="${SITEMAP_NS}">`, lines, '</sitemapindex>');

// Sources the rules link to (`sourceUrl`).
const PROTOCOL = 'https://www.sitemaps.org/protocol.html';
const SITEMAP_XSD = 'https://www.sitemaps.org/schemas/sitemap/0.9/sitemap.xsd';
const GOOGLE_BUILD = 'https://developers.google.com/search/docs/crawling-indexing/sitemaps/build-sitemap';
const GOOGLE_ROBOTS = 'https://developers.google.com/search/docs/crawling-indexing/robots/robots_txt';
const HREFLANG_DOC = 'https://developers.google.com/search/docs/specialty/international/localized-versions';
const RFC3986 = 'https://www.rfc-editor.org/rfc/rfc3986';
/** The project's own docs, for rules of policy and security (REPOSITORY at the v1 tag). */
const DOCS = 'https://github.com/sitemap-contract/sitemap-contract/blob/v1/docs';

/**
 * Every rule the engine can report, in the order of RULES.md. Frozen, with every definition in it:
 * the catalog is shared by every run.
 */
export const RULES: readonly RuleDefinition[] = deepFreeze<RuleDefinition[]>([
  // File and encoding
  {
    id: 'file-too-large', area: 'file', severity: all('error'),
    description: 'The uncompressed document is larger than `max-bytes` (default 52,428,800 bytes).',
    source: 'sitemaps.org (50 MB uncompressed); Search Console "Sitemap file size error"',
    example: 'a 60 MB urlset, or a 1 MB gzip file that inflates past the limit',
    fix: 'Split the sitemap into files of at most 50 MB (52,428,800 bytes) uncompressed, listed from a sitemap index.',
    why: 'sitemaps.org caps a sitemap at 50 MB uncompressed, gzip or not. Google reports a larger file as a size error and does not read it.',
    bad: urlset(
      '<url><loc>https://www.example.org/</loc></url>',
      '<url><loc>https://www.example.org/about/</loc></url>',
      '<url><loc>https://www.example.org/blog/</loc></url>',
      '<url><loc>https://www.example.org/contact/</loc></url>',
      '<url><loc>https://www.example.org/shop/</loc></url>',
    ),
    good: sitemapindex(
      '<sitemap><loc>https://www.example.org/sitemap-1.xml</loc></sitemap>',
      '<sitemap><loc>https://www.example.org/sitemap-2.xml</loc></sitemap>',
    ),
    sourceUrl: `${PROTOCOL}#index`,
    searchConsole: 'Sitemap file size error',
  },
  {
    id: 'file-unreadable', area: 'file', severity: all('error'),
    description: 'The file cannot be read: missing, a directory, not a regular file, no permission, or a symlink leaving the workspace.',
    source: 'policy',
    example: 'a directory named `sitemap.xml`',
    fix: 'Make the sitemap a regular, readable file inside the workspace: not a folder, a device or a symlink leading out.',
    why: 'A path that cannot be read is a sitemap nobody can judge. Published as it is, crawlers get an error or a folder listing instead of a sitemap.',
    bad: 'public/\n  sitemap.xml/        (a folder)\n    index.xml\n',
    good: 'public/\n  sitemap.xml          (a file)\n',
    sourceUrl: `${DOCS}/security.md`,
  },
  {
    id: 'gzip-invalid', area: 'file', severity: all('error'),
    description: 'A gzip stream that does not inflate cleanly (truncated, corrupt, a bad checksum) or inflates to gzip data again (compressed twice). Reported whatever the inflated part holds: the stream is inflated to its end (up to `max-bytes`) also after a fault stopped the judgement.',
    source: 'Search Console "Compression error"',
    example: 'a truncated `sitemap.xml.gz`',
    fix: 'Compress the sitemap again, once, with gzip (gzip -k sitemap.xml) and publish the whole file.',
    why: 'Crawlers inflate a .gz sitemap before they read it. A stream that is cut off, corrupt or compressed twice is a compression error, and its URLs are not read.',
    bad: `<!-- sitemap.xml.gz: this text gzip-compressed, the stream cut off halfway (an upload that stopped) -->\n${urlset('<url><loc>https://www.example.org/</loc></url>')}`,
    good: `<!-- sitemap.xml.gz: this text gzip-compressed, whole -->\n${urlset('<url><loc>https://www.example.org/</loc></url>')}`,
    sourceUrl: `${PROTOCOL}#index`,
    searchConsole: 'Compression error',
    covers: ['gzip-mislabelled'],
  },
  {
    id: 'gzip-mislabelled', area: 'file', severity: by('warning', 'warning', 'error'),
    description: 'A file whose name ends in `.gz` holds bytes that are not gzip: it is read and judged as the plain content it is.',
    source: 'crawler tolerance notes; RFC 1952 (a gzip file starts with the bytes 1F 8B); Search Console "Compression error"',
    example: 'plain XML saved as `sitemap.xml.gz`',
    fix: 'Compress the file with gzip, or drop `.gz` from its name (and from the references to it).',
    why: 'A server sends a `.gz` file with a gzip content encoding or type; a crawler that inflates it fails on plain bytes, and Search Console may report a compression error.',
    bad: `<!-- sitemap.xml.gz: this text as it is, not compressed -->\n${urlset('<url><loc>https://www.example.org/</loc></url>')}`,
    good: `<!-- sitemap.xml.gz: this text gzip-compressed (gzip -k sitemap.xml), starting with the bytes 1F 8B -->\n${urlset('<url><loc>https://www.example.org/</loc></url>')}`,
    sourceUrl: 'https://www.rfc-editor.org/rfc/rfc1952#section-2.3.1',
    searchConsole: 'Compression error',
  },
  {
    id: 'encoding', area: 'file', severity: all('error'),
    description: 'Bytes that are not valid UTF-8, a UTF-16/UTF-32 byte order mark, or an XML declaration naming an encoding other than UTF-8.',
    source: 'sitemaps.org ("must be UTF-8 encoded")',
    example: '`<?xml version="1.0" encoding="ISO-8859-1"?>`, or a byte 0xFF',
    fix: 'Save the file as UTF-8 and declare encoding="UTF-8" (or no encoding) in the XML declaration.',
    why: 'sitemaps.org requires UTF-8. A crawler reading other bytes as UTF-8 gets other characters in the URLs than the ones meant, or a parsing error.',
    bad: `<?xml version="1.0" encoding="ISO-8859-1"?>\n${urlset('<url><loc>https://www.example.org/</loc></url>')}`,
    good: `<?xml version="1.0" encoding="UTF-8"?>\n${urlset('<url><loc>https://www.example.org/</loc></url>')}`,
    sourceUrl: PROTOCOL,
  },
  {
    id: 'bom', area: 'file', severity: by('off', 'notice', 'off'),
    description: 'A UTF-8 byte order mark starts the file; crawlers accept it, some tools do not.',
    source: 'crawler tolerance notes',
    example: 'bytes EF BB BF before `<?xml`',
    fix: 'Save the file as UTF-8 without a byte order mark.',
    why: 'Google and the major crawlers skip a UTF-8 byte order mark, but some XML tools and scripts that read sitemaps stop at it or take it for text before the root.',
    bad: `[EF BB BF]<?xml version="1.0" encoding="UTF-8"?>\n${urlset('<url><loc>https://www.example.org/</loc></url>')}`,
    good: `<?xml version="1.0" encoding="UTF-8"?>\n${urlset('<url><loc>https://www.example.org/</loc></url>')}`,
    sourceUrl: 'https://www.w3.org/TR/xml/#sec-guessing',
  },
  {
    id: 'xml-not-well-formed', area: 'file', severity: all('error'),
    description: 'An XML 1.0 / Namespaces well-formedness error, at the position where it occurs (a raw `&`, an unclosed tag, an unbound prefix...).',
    source: 'XML 1.0; Search Console "Parsing error"',
    example: '`<loc>https://www.example.org/?a=1&b=2</loc>` (a raw `&` must be written `&amp;`)',
    fix: 'Fix the XML at the position given: write & as &amp; and < as &lt;, close every tag, declare every prefix.',
    why: 'A file that is not well-formed XML cannot be parsed at all. Google reports a parsing error and reads none of it, or nothing past the fault.',
    bad: urlset('<url><loc>https://www.example.org/?a=1&b=2</loc></url>'),
    good: urlset('<url><loc>https://www.example.org/?a=1&amp;b=2</loc></url>'),
    sourceUrl: `${PROTOCOL}#escaping`,
    searchConsole: 'Parsing error',
  },
  {
    id: 'xml-limit', area: 'file', severity: all('error'),
    description: 'The document exceeds a limit of the parse: elements nested more than 256 levels deep, or more than 256 attributes on one element. It is not read further.',
    source: 'security (bounded work on hostile input)',
    example: '100,000 nested `<a>` elements',
    fix: 'Keep elements nested at most 256 levels deep, with at most 256 attributes each: a sitemap needs four levels.',
    why: 'No sitemap needs such depth or so many attributes: it is the shape of a document made to exhaust a parser, so the check stops reading it rather than do unbounded work.',
    bad: urlset('<url><loc>https://www.example.org/</loc><a><a><a>… (300 levels) …</a></a></a></url>'),
    good: urlset('<url><loc>https://www.example.org/</loc></url>'),
    sourceUrl: `${DOCS}/security.md`,
  },
  {
    id: 'findings-capped', area: 'file', severity: all('notice'),
    description: 'More than 1,000 findings in one file: the most severe 1,000 are listed, and this notice says how many more of each rule were left out. The totals and the verdict still count every finding.',
    source: 'security (bounded reports on hostile input)',
    example: 'a urlset of 5,000 relative locs',
    fix: 'Fix the faults listed (the most severe come first), then run the check again to see the ones left out.',
    why: 'A file lists at most 1,000 findings, so that a broken or hostile file cannot flood the annotations and the report; the totals and the verdict still count every finding.',
    bad: urlset('<url><loc>/page/{n}</loc></url> <!-- 1,001 times, n = 1 to 1,001 -->'),
    good: urlset('<url><loc>https://www.example.org/page/</loc></url>'),
    sourceUrl: `${DOCS}/security.md`,
  },
  {
    id: 'dtd-forbidden', area: 'file', severity: all('error'),
    description: 'A DOCTYPE or ENTITY declaration. It is never expanded and never fetched. A DOCTYPE in the prolog is skipped and the rest of the document is checked (an entity it declares is then undefined where it is used); a declaration anywhere else stops the document.',
    source: 'security (entity expansion, external entities)',
    example: '`<!DOCTYPE urlset [<!ENTITY x "y">]>`',
    fix: 'Remove the DOCTYPE and its ENTITY declarations: write characters as &amp; or &#233; instead of named entities.',
    why: 'Entity declarations are the way into entity-expansion and external-entity attacks on whatever reads the file; sitemaps never need them, so the check never expands them: it skips the DOCTYPE and checks the rest without it.',
    bad: `<!DOCTYPE urlset [<!ENTITY home "https://www.example.org/">]>\n${urlset('<url><loc>&home;</loc></url>')}`,
    good: urlset('<url><loc>https://www.example.org/</loc></url>'),
    sourceUrl: `${DOCS}/security.md`,
  },
  {
    id: 'merge-conflict', area: 'file', severity: all('error'),
    description: 'A Git merge-conflict marker (`<<<<<<<`, `|||||||`, `=======`, `>>>>>>>` starting a line) in an XML sitemap, a text sitemap or a robots.txt: once per file, at the first marker. An XML document is not read further (the marker is no XML); the marker lines of a text sitemap or robots.txt are not judged, the lines between them are.',
    source: 'XML 1.0 (a "<" must start markup); sitemaps.org (a text sitemap holds one URL per line); RFC 9309',
    example: 'a line `<<<<<<< HEAD` in `sitemap.xml`',
    fix: 'Resolve the merge conflict: keep one side, remove the marker lines, and build the file again.',
    why: 'Both sides of the conflict are in the file: XML with a marker does not parse (Search Console "Parsing error"), and a text sitemap or robots.txt lists the lines of both versions.',
    bad: '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<<<<<<< HEAD\n  <url><loc>https://www.example.org/new/</loc></url>\n=======\n  <url><loc>https://www.example.org/old/</loc></url>\n>>>>>>> main\n</urlset>',
    good: '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://www.example.org/new/</loc></url>\n</urlset>',
    sourceUrl: 'https://git-scm.com/docs/git-merge#_how_conflicts_are_presented',
    searchConsole: 'Parsing error',
  },
  {
    id: 'processing-instruction', area: 'file', severity: by('off', 'off', 'error'),
    description: 'A processing instruction other than the XML declaration, such as `xml-stylesheet`.',
    source: 'seed contract',
    example: '`<?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>`',
    fix: 'Remove the xml-stylesheet (or other) processing instruction; publish a page for people elsewhere.',
    why: 'Crawlers ignore processing instructions, but the strict contract keeps sitemaps to data: a stylesheet makes every browser that opens the file fetch and run XSLT.',
    bad: `<?xml version="1.0" encoding="UTF-8"?>\n<?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>\n${urlset('<url><loc>https://www.example.org/</loc></url>')}`,
    good: `<?xml version="1.0" encoding="UTF-8"?>\n${urlset('<url><loc>https://www.example.org/</loc></url>')}`,
    sourceUrl: `${DOCS}/profiles.md`,
  },
  {
    id: 'php-code', area: 'file', severity: all('error'),
    description: 'PHP code (`<?php ... ?>`) in the file: a PHP template served or built as it is, never run. XML reads the code as a processing instruction and leaves it out of the text, so a value around it (a loc, a lastmod) is read without what the code would have written. Reported once per file, at the first, with the count.',
    source: 'XML 1.0 section 2.6 (a processing instruction is not part of the character data); sitemaps.org (a loc is the full URL of the page)',
    example: '`<loc>https://www.example.org/<?php echo $slug; ?></loc>`, read as https://www.example.org/',
    fix: 'Run the template through PHP (serve or build the sitemap from it), or write the values in; leave the template itself out of the paths.',
    why: 'Nothing else shows the fault: the file is well-formed and valid, and a crawler reads `<loc>https://www.example.org/<?php echo $slug; ?></loc>` as the home page instead of the page meant, so the pages the code would have named are never listed.',
    bad: urlset('<url><loc>https://www.example.org/<?php echo $slug; ?></loc></url>'),
    good: urlset('<url><loc>https://www.example.org/pricing</loc></url>'),
    sourceUrl: 'https://www.w3.org/TR/xml/#sec-pi',
  },
  // Document structure
  {
    id: 'root-element', area: 'structure', severity: all('error'),
    description: 'The root element is not `urlset` or `sitemapindex` (or is `sitemapindex`, a feed or a text sitemap where the profile allows only `urlset`), or there is no root element at all. A file that starts as an HTML page (`<!DOCTYPE html>` in any case, or an `<html>` element first) is said to be one, and not read further.',
    source: 'sitemaps.org; Search Console "Unsupported format" / "Sitemap is HTML"',
    example: 'an Atom `<feed>` or an ASP.NET `<siteMap>`; an empty file',
    fix: 'Make the root a <urlset> (or a <sitemapindex>) in the namespace http://www.sitemaps.org/schemas/sitemap/0.9.',
    why: 'Search engines read urlsets, sitemap indexes, text sitemaps and RSS or Atom feeds; any other root is an unsupported format, and nothing in the file is read.',
    bad: '<siteMap xmlns="http://schemas.microsoft.com/AspNet/SiteMap-File-1.0">\n  <siteMapNode url="https://www.example.org/" title="Home"/>\n</siteMap>\n',
    good: urlset('<url><loc>https://www.example.org/</loc></url>'),
    sourceUrl: `${PROTOCOL}#xmlTagDefinitions`,
    searchConsole: 'Unsupported format',
  },
  {
    id: 'namespace', area: 'structure', severity: all('error'),
    description: 'The root or a core element is not in `http://www.sitemaps.org/schemas/sitemap/0.9` (https variant, trailing slash, legacy Google 0.84/0.9, none), or a namespace declaration has whitespace around its URI (validators read it with the whitespace); also an element in a near miss of a known extension namespace (image, video, news, xhtml: https, a trailing slash, another version), which search engines ignore. The prefix never matters, only the URI.',
    source: 'sitemaps.org; Search Console "Incorrect namespace"',
    example: '`<urlset xmlns="http://www.google.com/schemas/sitemap/0.84">`',
    fix: 'Declare xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" exactly as written: http, no trailing slash, no spaces.',
    why: 'Search engines match the namespace URI character for character. Under another URI the elements are not sitemap elements: Google reports an incorrect namespace and reads nothing.',
    bad: '<urlset xmlns="http://www.google.com/schemas/sitemap/0.84">\n  <url><loc>https://www.example.org/</loc></url>\n</urlset>\n',
    good: urlset('<url><loc>https://www.example.org/</loc></url>'),
    sourceUrl: PROTOCOL,
    searchConsole: 'Incorrect namespace',
  },
  {
    id: 'unexpected-element', area: 'structure', severity: all('error'),
    description: 'An element in the sitemap namespace where the schema has none (`<url>` in an index, `<LOC>`, an element inside `loc`); in `strict`, any field of `url` other than `loc` then `lastmod`.',
    source: 'sitemap XSD',
    example: '`<sitemapindex><url>...</url></sitemapindex>`',
    fix: 'Use only the elements the schema allows there: <url> in a <urlset>, <sitemap> in a <sitemapindex>, names in lower case.',
    why: 'The sitemap XSD fixes which element goes where. A crawler ignores an element it does not expect, and with it the entry or the value it carries.',
    bad: sitemapindex('<url><loc>https://www.example.org/sitemap-posts.xml</loc></url>'),
    good: sitemapindex('<sitemap><loc>https://www.example.org/sitemap-posts.xml</loc></sitemap>'),
    sourceUrl: SITEMAP_XSD,
  },
  {
    id: 'extension-element', area: 'structure', severity: by('off', 'off', 'error'),
    description: 'An element of another namespace inside an entry (allowed by the XSD, refused by the strict contract).',
    source: 'seed contract',
    example: '`<image:image>` inside `<url>` under `--profile strict`',
    fix: 'Keep image, video, news and hreflang data out of sitemaps held to the strict contract, or check them under google.',
    why: 'The XSD lets elements of other namespaces into an entry, but the strict contract keeps sitemaps to the core fields, which every reader reads the same way.',
    bad: `<urlset xmlns="${SITEMAP_NS}" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n  <url><loc>https://www.example.org/</loc><image:image><image:loc>https://www.example.org/logo.png</image:loc></image:image></url>\n</urlset>\n`,
    good: urlset('<url><loc>https://www.example.org/</loc></url>'),
    sourceUrl: `${DOCS}/profiles.md`,
  },
  {
    id: 'unexpected-attribute', area: 'structure', severity: all('error'),
    description: 'An attribute on a sitemap element other than namespace declarations, `xsi:schemaLocation` and `xsi:noNamespaceSchemaLocation` (other `xsi:` attributes such as `xsi:type` or `xsi:nil` are refused, as a schema validator refuses them; in `strict`: any attribute other than namespace declarations).',
    source: 'sitemap XSD',
    example: '`<url priority="1">`',
    fix: 'Remove the attribute; write its value as the child element the schema defines (<priority>, <lastmod>...).',
    why: 'The sitemap XSD defines no attributes on its elements. Crawlers ignore them, so the value an attribute carries is lost, and a schema validator rejects the file.',
    bad: urlset('<url priority="1"><loc>https://www.example.org/</loc></url>'),
    good: urlset('<url><loc>https://www.example.org/</loc></url>'),
    sourceUrl: SITEMAP_XSD,
  },
  {
    id: 'unexpected-text', area: 'structure', severity: all('error'),
    description: 'Text other than whitespace between elements, where the schema allows only elements.',
    source: 'sitemap XSD',
    example: '`<url>https://www.example.org/<loc>...</loc></url>`',
    fix: 'Remove the stray text between the elements, or put it inside the element it belongs to.',
    why: 'The schema allows only elements between the tags. Loose text is usually a value that lost its tags: crawlers skip it, and a schema validator rejects the file.',
    bad: urlset('<url>https://www.example.org/about/<loc>https://www.example.org/about/</loc></url>'),
    good: urlset('<url><loc>https://www.example.org/about/</loc></url>'),
    sourceUrl: SITEMAP_XSD,
  },
  {
    id: 'missing-loc', area: 'structure', severity: all('error'),
    description: 'A `url` or `sitemap` entry without a `loc`.',
    source: 'sitemaps.org; Search Console "Missing XML tag"',
    example: '`<url><lastmod>2024-01-01</lastmod></url>`',
    fix: 'Give every <url> and <sitemap> entry a <loc> holding the absolute URL of the page or sitemap.',
    why: 'loc is the one required field: an entry without it names nothing. Google reports a missing tag and skips the entry.',
    bad: urlset('<url><lastmod>2024-01-01</lastmod></url>'),
    good: urlset('<url><loc>https://www.example.org/</loc><lastmod>2024-01-01</lastmod></url>'),
    sourceUrl: `${PROTOCOL}#locdef`,
    searchConsole: 'Missing XML tag',
  },
  {
    id: 'duplicate-field', area: 'structure', severity: all('error'),
    description: 'A core field (`loc`, `lastmod`, `changefreq`, `priority`) appears twice in one entry.',
    source: 'sitemap XSD; Search Console "Invalid XML: too many tags"',
    example: '`<url><loc>a</loc><loc>b</loc></url>`',
    fix: 'Keep each field once per entry; give a second URL an entry of its own.',
    why: 'The XSD allows each field once in an entry. Google reports too many tags, and a reader keeps one of the values, not always the one meant.',
    bad: urlset('<url><loc>https://www.example.org/a</loc><loc>https://www.example.org/b</loc></url>'),
    good: urlset('<url><loc>https://www.example.org/a</loc></url>', '<url><loc>https://www.example.org/b</loc></url>'),
    sourceUrl: SITEMAP_XSD,
    searchConsole: 'Invalid XML: too many tags',
  },
  {
    id: 'field-order', area: 'structure', severity: by('error', 'warning', 'error'),
    description: 'Fields of an entry not in schema order: `loc`, `lastmod`, `changefreq`, `priority`, then elements of other namespaces (Google does not mind; the XSD does). At most one finding per entry for a field after another that the schema puts later (naming both), and one for a field after an extension element (naming the first extension element of the entry and its line: `xhtml:link` alternates between `loc` and `lastmod`, as Next.js writes them).',
    source: 'sitemap XSD',
    example: '`<url><lastmod>2024-01-01</lastmod><loc>...</loc></url>`',
    fix: 'Write the fields of an entry in schema order: loc, lastmod, changefreq, priority, then extension elements.',
    why: 'Google accepts any order, but the XSD fixes one: schema validators, and the tools that use them, reject the file.',
    bad: urlset('<url><lastmod>2024-01-01</lastmod><loc>https://www.example.org/</loc></url>'),
    good: urlset('<url><loc>https://www.example.org/</loc><lastmod>2024-01-01</lastmod></url>'),
    sourceUrl: SITEMAP_XSD,
  },
  {
    id: 'url-count', area: 'structure', severity: all('error'), covers: ['feed-empty'],
    description: 'No entries at all, or more entries than `max-urls` (default 50,000).',
    source: 'sitemaps.org; Search Console "Empty sitemap" / "Too many URLs"',
    example: 'a `<urlset>` with no `<url>`; 50,001 URLs in one file',
    fix: 'Keep each sitemap between 1 and max-urls (50,000) entries: split a larger one and list the parts in a sitemap index.',
    why: 'sitemaps.org caps a sitemap at 50,000 URLs: Google reports a larger file as too many URLs and does not read it. An empty sitemap gives crawlers nothing.',
    bad: urlset(
      '<url><loc>https://www.example.org/</loc></url>',
      '<url><loc>https://www.example.org/about/</loc></url>',
      '<url><loc>https://www.example.org/contact/</loc></url>',
    ),
    good: urlset('<url><loc>https://www.example.org/</loc></url>', '<url><loc>https://www.example.org/about/</loc></url>'),
    sourceUrl: `${PROTOCOL}#index`,
    searchConsole: 'Too many URLs',
  },
  {
    id: 'urlset-lists-sitemaps', area: 'structure', severity: all('warning'),
    description: 'More than half of the entries (at least two) of a `urlset` have a loc that names a sitemap file (`sitemap` in the last path segment, ending in `.xml`, `.txt` or either with `.gz`): a sitemap index written as a urlset. Once per file, at the root, naming the first such loc.',
    source: 'sitemaps.org "Sitemap index files" (an index is a <sitemapindex> of <sitemap> entries)',
    example: 'a `sitemap_index.xml` written as `<urlset>` with 19 `<url><loc>https://www.example.org/sitemap-1.xml</loc></url>` entries',
    fix: 'Write the file as a sitemap index: `<sitemapindex>` with a `<sitemap>` entry for each sitemap.',
    why: 'Crawlers read the locs of a urlset as pages to crawl, not as sitemaps to read: the URLs the listed sitemaps hold are never found through this file.',
    bad: '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://www.example.org/sitemap-1.xml</loc></url>\n  <url><loc>https://www.example.org/sitemap-2.xml</loc></url>\n</urlset>',
    good: '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <sitemap><loc>https://www.example.org/sitemap-1.xml</loc></sitemap>\n  <sitemap><loc>https://www.example.org/sitemap-2.xml</loc></sitemap>\n</sitemapindex>',
    sourceUrl: 'https://www.sitemaps.org/protocol.html#index',
  },
  {
    id: 'feed-empty', area: 'structure', severity: all('warning'),
    description: 'An RSS 2.0 or Atom feed read as a sitemap has no item (or entry) with a link: a valid feed that lists no URL.',
    source: 'sitemaps.org "Other formats"; Search Console "Empty sitemap"',
    example: '`<rss version="2.0"><channel><title>News</title></channel></rss>`',
    fix: 'Publish the feed with its items, or leave it out of the sitemaps you submit.',
    why: 'The feed is valid, but gives crawlers nothing to crawl; Search Console reports it as an empty sitemap.',
    bad: '<rss version="2.0"><channel><title>News</title><link>https://www.example.org/</link></channel></rss>',
    good: '<rss version="2.0"><channel><title>News</title><link>https://www.example.org/</link>\n  <item><link>https://www.example.org/news/1</link></item>\n</channel></rss>',
    sourceUrl: 'https://www.sitemaps.org/protocol.html#otherformats',
    searchConsole: 'Empty sitemap',
  },
  {
    id: 'index-nested', area: 'site', severity: all('error'),
    description: 'A sitemap index lists another sitemap index (or itself), resolved to its file through `base-url` and `site-dir`; search engines do not follow nested indexes. Reported at the loc of the entry that names the index.',
    source: 'sitemaps.org; Search Console "Nested indexing"',
    example: '`sitemap_index.xml` listing `https://www.example.org/sitemap_index.xml`',
    fix: 'List only urlsets (or text sitemaps) in a sitemap index: move the entries of a nested index into the top one.',
    why: 'Search engines do not follow a sitemap index listed in another (or in itself): the sitemaps of the nested one are never read.',
    bad: sitemapindex('<sitemap><loc>https://www.example.org/sitemap_index.xml</loc></sitemap>'),
    good: sitemapindex('<sitemap><loc>https://www.example.org/sitemap-pages.xml</loc></sitemap>'),
    sourceUrl: `${PROTOCOL}#index`,
    searchConsole: 'Nested indexing',
  },
  {
    id: 'index-child-missing', area: 'site', severity: by('warning', 'warning', 'error'),
    description: 'An index `loc` under `base-url` maps to no file in `site-dir`: no such file, a folder, a symlink leaving `site-dir`, or a path that cannot be mapped safely (`..`, `%2e%2e`, `%2F`, `//`, a backslash); or a robots.txt, which is no sitemap.',
    source: 'policy',
    example: '`<sitemap><loc>https://www.example.org/sitemap-posts.xml</loc></sitemap>` when the build wrote no `sitemap-posts.xml`',
    fix: 'Make the build write every sitemap the index lists, or remove the entries of those it no longer writes.',
    why: 'Crawlers fetch every sitemap of an index: one the build did not write is a 404, and the URLs it should list are never read.',
    bad: sitemapindex('<sitemap><loc>https://www.example.org/sitemap-posts.xml</loc></sitemap>'),
    good: sitemapindex('<sitemap><loc>https://www.example.org/sitemap-pages.xml</loc></sitemap>'),
    sourceUrl: `${DOCS}/site-checks.md`,
  },
  // loc
  {
    id: 'loc-empty', area: 'loc', severity: all('error'),
    description: 'A `loc` (or a text sitemap line) with no URL in it.',
    source: 'sitemaps.org',
    example: '`<loc></loc>`',
    fix: 'Put the absolute URL of the page in the loc, or remove the entry.',
    why: 'An empty loc names no page: crawlers skip the entry, which is usually a page whose URL the generator failed to build.',
    bad: urlset('<url><loc></loc></url>'),
    good: urlset('<url><loc>https://www.example.org/</loc></url>'),
    sourceUrl: `${PROTOCOL}#locdef`,
  },
  {
    id: 'loc-too-long', area: 'loc', severity: all('error'),
    description: 'A URL of 2,048 characters or more (a loc, or a robots.txt `Sitemap:` value): as written, or, for one with non-ASCII characters, once escaped to ASCII as crawlers request it (each UTF-8 byte as `%XX`, a non-ASCII host in its ASCII form).',
    source: 'sitemaps.org ("less than 2,048 characters"; URLs must be URL-escaped)',
    example: 'a loc of 2,048 characters',
    fix: 'Shorten the URL to under 2,048 characters, counted once its non-ASCII characters are percent-escaped.',
    why: 'sitemaps.org requires URLs shorter than 2,048 characters; search engines drop longer ones.',
    bad: urlset('<url><loc>https://www.example.org/aaaa…(2,048 characters in all)</loc></url>'),
    good: urlset('<url><loc>https://www.example.org/a-shorter-name/</loc></url>'),
    sourceUrl: `${PROTOCOL}#locdef`,
  },
  {
    id: 'loc-not-absolute', area: 'loc', severity: all('error'),
    description: 'A URL that is not absolute: no scheme (a relative URL such as `/about/` or `www.example.org/x`, or a host and port such as `localhost:8080/x`), or an http(s) URL without `//` and a host (`https:www.example.org`) or with an empty host.',
    source: 'sitemaps.org; Search Console "Invalid URL"',
    example: '`<loc>/about/</loc>`',
    fix: 'Write the full URL with scheme and host: https://www.example.org/about/ rather than /about/.',
    why: 'sitemaps.org requires absolute URLs, and crawlers resolve nothing against the sitemap: Google reports a relative URL as invalid and skips it.',
    bad: urlset('<url><loc>/about/</loc></url>'),
    good: urlset('<url><loc>https://www.example.org/about/</loc></url>'),
    sourceUrl: `${PROTOCOL}#locdef`,
    searchConsole: 'Invalid URL',
  },
  {
    id: 'loc-scheme', area: 'loc', severity: all('error'),
    description: 'A scheme other than http or https (`ftp://...`, and absolute URIs without `//` such as `mailto:`, `tel:`, `javascript:`, `data:`, `urn:`); with `require-https` (the `strict` default), anything but https. With `require-https`, also an http robots.txt `Sitemap:` line.',
    source: 'sitemaps.org; policy',
    example: '`<loc>ftp://www.example.org/</loc>`',
    fix: 'List only http or https URLs of web pages (https only, under require-https).',
    why: 'A sitemap lists pages a crawler fetches over HTTP: search engines skip other schemes, and an http URL on an https site costs them a redirect.',
    bad: urlset('<url><loc>ftp://www.example.org/files/</loc></url>'),
    good: urlset('<url><loc>https://www.example.org/files/</loc></url>'),
    sourceUrl: `${PROTOCOL}#locdef`,
  },
  {
    id: 'loc-invalid', area: 'loc', severity: all('error'),
    description: 'Not an RFC 3986 URI: spaces, control characters (C1 ones too), `<>"{}|\\^` or backquote, malformed `%` escapes, a bad host or port, or characters not even an IRI may carry (bidirectional formatting characters such as U+202E, noncharacters); in `strict` also surrounding whitespace and non-ASCII characters.',
    source: 'RFC 3986; RFC 3987 (2.2, 4.1); Search Console "Invalid URL"',
    example: '`<loc>https://www.example.org/a b</loc>`, `%GG`',
    fix: 'Percent-encode the characters a URI cannot hold (a space as %20) and repair malformed % escapes.',
    why: 'A loc must be a valid RFC 3986 URI. Google reports a URL with spaces, control characters or bad escapes as invalid, and crawlers request it differently or not at all.',
    bad: urlset('<url><loc>https://www.example.org/a b</loc></url>'),
    good: urlset('<url><loc>https://www.example.org/a%20b</loc></url>'),
    sourceUrl: RFC3986,
    searchConsole: 'Invalid URL',
  },
  {
    id: 'loc-whitespace', area: 'loc', severity: by('warning', 'warning', 'off'),
    description: 'Whitespace before or after the URL (collapsed by xsd:anyURI, kept by naive readers). In `strict` this is `loc-invalid`.',
    source: 'sitemap XSD (xsd:anyURI whitespace collapse)',
    example: '`<loc>\\n  https://www.example.org/\\n</loc>`',
    fix: 'Write the URL inside <loc> with no spaces or line breaks around it.',
    why: 'A schema validator collapses the whitespace, but crawlers and scripts that take the text as it stands request a URL that starts with a line break.',
    bad: urlset('<url><loc>\n      https://www.example.org/\n    </loc></url>'),
    good: urlset('<url><loc>https://www.example.org/</loc></url>'),
    sourceUrl: SITEMAP_XSD,
  },
  {
    id: 'loc-non-ascii', area: 'loc', severity: by('warning', 'warning', 'off'),
    description: 'Unescaped non-ASCII characters (an IRI rather than a URI) in a loc or any other URL a sitemap lists (an image, video or alternate URL, a robots.txt `Sitemap:` line); sitemaps.org asks for them to be percent-encoded. In `strict` this is `loc-invalid` (for the other URLs, the rule of their field).',
    source: 'sitemaps.org "Entity escaping"; RFC 3987',
    example: '`<loc>https://www.example.org/café</loc>`',
    fix: 'Percent-encode non-ASCII characters from their UTF-8 bytes: /caf%C3%A9 rather than /café.',
    why: 'sitemaps.org asks for URLs escaped as the server expects them; readers that do not escape an IRI themselves request another URL, or none.',
    bad: urlset('<url><loc>https://www.example.org/café</loc></url>'),
    good: urlset('<url><loc>https://www.example.org/caf%C3%A9</loc></url>'),
    sourceUrl: `${PROTOCOL}#escaping`,
  },
  {
    id: 'loc-reserved-host', area: 'loc', severity: by('warning', 'warning', 'error'),
    description: 'A URL (a loc, an index entry, a robots.txt `Sitemap:` line, an image, video or alternate URL) on a host that names no public site: `localhost` and `*.localhost`, a loopback, private, link-local or other non-public IP address (IPv4 or IPv6), a name under `.test`, `.example`, `.invalid`, `.local`, or the documentation names `example.com`, `example.net`, `example.org` and their subdomains (Hugo\'s default baseURL is `https://example.org/`); unless `hosts` or `base-url` names that host. The retired id `loc-example-host` set to `off` leaves the documentation names alone.',
    source: 'RFC 2606; RFC 6761; RFC 6762 (.local); IANA special-purpose address registries',
    example: '`<loc>http://localhost:1313/about/</loc>`',
    fix: 'Build the sitemap with the public URL of the site (baseURL, site.url, SITE_URL of the generator), not the local or placeholder one.',
    why: 'A crawler cannot reach localhost, a private address or a reserved name: every URL of the sitemap is lost. Generators write them when a build runs without the production base URL (hugo server, a preview or test build).',
    bad: `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>http://localhost:1313/about/</loc></url>\n</urlset>\n`,
    good: `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://www.mysite.dev/about/</loc></url>\n</urlset>\n`,
    sourceUrl: 'https://www.rfc-editor.org/rfc/rfc6761#section-6',
  },
  {
    id: 'loc-host-invalid', area: 'loc', severity: all('error'),
    description: 'A URL whose host is no DNS host name: longer than 253 characters, a label longer than 63, an empty label (`www..example.org`), a label starting or ending with a hyphen, or a character other than letters, digits, hyphens and dots (an underscore, `~`, `!`, a percent-escape; WHATWG URL parsing accepts some of them, DNS host names do not). In every URL a sitemap lists.',
    source: 'RFC 1035 section 2.3.4; RFC 1123 section 2.1; RFC 3986 section 3.2.2',
    example: '`<loc>https://my_shop.example.org/</loc>`',
    fix: 'Correct the host name: letters, digits and hyphens in labels of at most 63 characters, such as my-shop.example.org.',
    why: 'No DNS resolver finds such a name, so crawlers fetch nothing for the URL, even where a browser accepts the URL as written.',
    bad: `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://my_shop.example.org/</loc></url>\n</urlset>\n`,
    good: `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://my-shop.example.org/</loc></url>\n</urlset>\n`,
    sourceUrl: 'https://www.rfc-editor.org/rfc/rfc1123#section-2.1',
  },
  {
    id: 'loc-percent-encoding', area: 'loc', severity: by('warning', 'warning', 'error'),
    description: 'A URL with `%00` (a NUL byte) or with percent-escapes that decode to bytes that are not UTF-8 (`%C3%28`, or a Latin-1 escape such as `%FC` for ü), in every URL a sitemap lists.',
    source: 'sitemaps.org (UTF-8, URL-escaped); RFC 3986 section 2.5; RFC 3987 section 3.1',
    example: '`<loc>https://www.example.org/m%FCnchen</loc>`',
    fix: 'Percent-encode the UTF-8 bytes of each character (ü is %C3%BC), and remove %00.',
    why: 'Crawlers decode escapes as UTF-8: bytes that are not UTF-8 name another URL than the page, or none; servers refuse a NUL byte.',
    bad: `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://www.example.org/m%FCnchen</loc></url>\n</urlset>\n`,
    good: `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://www.example.org/m%C3%BCnchen</loc></url>\n</urlset>\n`,
    sourceUrl: 'https://www.rfc-editor.org/rfc/rfc3986#section-2.5',
  },
  {
    id: 'loc-double-encoded', area: 'loc', severity: all('warning'),
    description: 'A URL with an escaped `%` followed by two hexadecimal digits (`%2520`, `%253A`): almost always a generator that percent-encoded the URL twice. In every URL a sitemap lists.',
    source: 'RFC 3986 section 2.4 ("must not percent-encode ... an already percent-encoded string")',
    example: '`<loc>https://www.example.org/a%2520b</loc>`',
    fix: 'Percent-encode the URL once: %20, not %2520.',
    why: 'The URL that is listed is another one than the page (its path holds a literal "%20"), so crawlers fetch a URL that does not exist.',
    bad: `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://www.example.org/a%2520b</loc></url>\n</urlset>\n`,
    good: `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://www.example.org/a%20b</loc></url>\n</urlset>\n`,
    sourceUrl: 'https://www.rfc-editor.org/rfc/rfc3986#section-2.4',
  },
  {
    id: 'loc-host', area: 'loc', severity: all('error'),
    description: 'The host is not one of `hosts` (exact match, case-insensitive, no suffix matching); also for robots.txt `Sitemap:` lines. A host that is also no DNS name is `loc-host-invalid`, which names this rule in its message.',
    source: 'policy; Search Console "URL not allowed"',
    example: '`https://www.example.org.evil/` with `hosts: www.example.org`',
    fix: 'List only URLs on the hosts the policy allows (hosts): a staging, preview or CDN host is a leak of the build.',
    why: 'A sitemap speaks only for its own site: Google refuses URLs of another host (URL not allowed), and a staging host listed there sends crawlers to it.',
    bad: urlset('<url><loc>https://staging.example.org/</loc></url>'),
    good: urlset('<url><loc>https://www.example.org/</loc></url>'),
    sourceUrl: `${DOCS}/configuration.md`,
    searchConsole: 'URL not allowed',
  },
  {
    id: 'loc-mixed-hosts', area: 'loc', severity: all('error'),
    description: 'The http(s) entries of one file use more than one scheme, host or port; with `hosts` given, more than one scheme or port (the hosts may be any of the allowed ones). A loc of another scheme (`ftp://`) is `loc-scheme` only. Where a rule of the value itself reports the loc for the same cause (`loc-invalid` for a port over 65535, `loc-scheme`, `loc-port`, `loc-host`, `loc-host-invalid`, `loc-reserved-host`) or `loc-out-of-scope` does, at least as severe, this finding is named in that one\'s message instead of reported.',
    source: 'sitemaps.org ("all URLs must be from a single host")',
    example: '`http://example.org/a` and `https://www.example.org/b` in one file',
    fix: 'Use one scheme, host and port for every URL of a file: the canonical one, such as https://www.example.org.',
    why: 'sitemaps.org requires every URL of a sitemap to come from a single host; search engines drop or refuse the URLs of the others.',
    bad: urlset('<url><loc>http://example.org/a</loc></url>', '<url><loc>https://www.example.org/b</loc></url>'),
    good: urlset('<url><loc>https://www.example.org/a</loc></url>', '<url><loc>https://www.example.org/b</loc></url>'),
    sourceUrl: `${PROTOCOL}#location`,
  },
  {
    id: 'loc-port', area: 'loc', severity: by('off', 'off', 'error'),
    description: 'An explicit port, even the default one or an empty one. A port that is no port (over 65535, not a number) is `loc-invalid`, which names this rule in its message.',
    source: 'seed contract',
    example: '`https://www.example.org:443/`',
    fix: 'Drop the port from the URL: https://www.example.org/, not https://www.example.org:443/.',
    why: 'A URL with an explicit port is another spelling of the same page (or a port the public never sees); the strict contract keeps one canonical spelling per page.',
    bad: urlset('<url><loc>https://www.example.org:443/</loc></url>'),
    good: urlset('<url><loc>https://www.example.org/</loc></url>'),
    sourceUrl: 'https://www.rfc-editor.org/rfc/rfc3986#section-6.2.3',
  },
  {
    id: 'loc-userinfo', area: 'loc', severity: by('warning', 'warning', 'error'),
    description: 'User information (`user@` or `user:pass@`) in the URL.',
    source: 'seed contract; RFC 3986 section 3.2.1 (deprecated user:password)',
    example: '`https://admin@www.example.org/`',
    fix: 'Remove the user name (and password) before the host: credentials do not belong in a public sitemap.',
    why: 'RFC 3986 deprecates user:password in URLs. In a sitemap it shows the credentials to every reader, and crawlers fetch the page without them.',
    bad: urlset('<url><loc>https://admin@www.example.org/</loc></url>'),
    good: urlset('<url><loc>https://www.example.org/</loc></url>'),
    sourceUrl: 'https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1',
  },
  {
    id: 'loc-fragment', area: 'loc', severity: by('warning', 'warning', 'error'),
    description: 'A `#fragment`, even an empty one; crawlers drop it, so the entry does not name a distinct page.',
    source: 'seed contract',
    example: '`https://www.example.org/page#top`',
    fix: 'Remove the #fragment: list the URL of the page alone.',
    why: 'Crawlers drop the fragment before they fetch, so the entry names the same page as the URL without it: a duplicate, or a section that is no page of its own.',
    bad: urlset('<url><loc>https://www.example.org/page#top</loc></url>'),
    good: urlset('<url><loc>https://www.example.org/page</loc></url>'),
    sourceUrl: 'https://www.rfc-editor.org/rfc/rfc3986#section-3.5',
  },
  {
    id: 'loc-out-of-scope', area: 'site', severity: all('error'),
    description: 'With `base-url`: a loc of another scheme, host or port than the public URL of its sitemap, or (in a urlset or text sitemap) a path not under the sitemap\'s own folder. The message names each part that differs. Index entries are judged by scheme, host and port in `protocol`, and also by folder in `google` and `strict`. A loc that is not http or https is `loc-scheme` only. Where a rule of the value itself reports the loc at least as severely (`loc-invalid` for a port over 65535, `loc-host`, `loc-host-invalid`, `loc-reserved-host`, `loc-scheme`, `loc-port`), this finding is named in that one\'s message instead of reported.',
    source: 'sitemaps.org "Sitemap file location", "Sitemap index files"; Google "Manage your sitemaps with a sitemap index file"; Search Console "URL not allowed" / "Path mismatch"',
    example: '`https://www.example.org/about/` listed in `blog/sitemap.xml`, which is published at `https://www.example.org/blog/sitemap.xml`',
    fix: 'List only URLs on the host of the sitemap and under its folder, or move the sitemap up to the root of the site.',
    why: 'A sitemap may list only URLs at or below its own location (an index: on its own host). Google refuses the others as URLs not allowed.',
    bad: urlset('<url><loc>https://www.example.org/about/</loc></url>'),
    good: urlset('<url><loc>https://www.example.org/blog/first-post/</loc></url>'),
    sourceUrl: `${PROTOCOL}#location`,
    searchConsole: 'URL not allowed',
  },
  {
    id: 'loc-duplicate', area: 'loc', severity: all('error'),
    description: 'The exact same loc twice in one file (reported at the second, naming the line of the first).',
    source: 'seed contract; Bing Webmaster guidance',
    example: 'two `<url>` entries with the same `<loc>`',
    fix: 'List each URL once per file: remove the repeated entry.',
    why: 'A repeated URL tells crawlers nothing new, and two entries with different lastmod values leave them to guess which is true.',
    bad: urlset('<url><loc>https://www.example.org/a</loc></url>', '<url><loc>https://www.example.org/a</loc></url>'),
    good: urlset('<url><loc>https://www.example.org/a</loc></url>', '<url><loc>https://www.example.org/b</loc></url>'),
    sourceUrl: `${DOCS}/profiles.md`,
  },
  {
    id: 'loc-duplicate-across-files', area: 'site', severity: by('warning', 'warning', 'error'),
    description: 'The same loc in two checked sitemaps (urlset or text), reported in the later file by path, naming the file and line of the first. Feeds are not compared (they repeat the sitemaps\' new URLs by nature), nor news and video entries (a `url` holding `news:news` or `video:video`: Google accepts a news or video sitemap of its own beside the one that lists the page), nor an entry with images and one without (an image sitemap of its own beside the page\'s; entries with images are compared with each other), nor a sitemap with its gzip copy beside it (`sitemap.xml` and `sitemap.xml.gz`).',
    source: 'Bing Webmaster guidance; crawl budget; Google Search Central (image, news and video sitemaps: a separate sitemap or the existing one, "Either option is fine with Google")',
    example: '`https://www.example.org/contact/` in both `sitemap.xml` and `sitemap-pages.txt`',
    fix: 'List each URL in one sitemap of the site only: remove it from the other files.',
    why: 'Crawlers read the URL twice for nothing, and when the two entries disagree (lastmod, alternates) they must guess which one is true.',
    bad: urlset('<url><loc>https://www.example.org/</loc></url>', '<url><loc>https://www.example.org/contact/</loc></url>'),
    good: urlset('<url><loc>https://www.example.org/</loc></url>'),
    sourceUrl: `${DOCS}/site-checks.md`,
  },
  {
    id: 'loc-http-https-pair', area: 'loc', severity: by('off', 'warning', 'off'),
    description: 'Both the http:// and the https:// form of one URL are listed.',
    source: 'Google Search Central: canonical URLs in sitemaps',
    example: '`http://www.example.org/a` and `https://www.example.org/a` in one file',
    fix: 'List only the canonical form of each URL (https), and redirect the other to it.',
    why: 'Google wants only canonical URLs in sitemaps; listing both spellings of a page asks it to crawl a duplicate and blurs which one is canonical.',
    bad: urlset('<url><loc>http://www.example.org/a</loc></url>', '<url><loc>https://www.example.org/a</loc></url>'),
    good: urlset('<url><loc>https://www.example.org/a</loc></url>'),
    sourceUrl: 'https://developers.google.com/search/docs/crawling-indexing/consolidate-duplicate-urls',
  },
  {
    id: 'loc-session-id', area: 'loc', severity: by('off', 'warning', 'off'),
    description: 'A session id in the URL (`jsessionid`, `PHPSESSID`, `sid=`, ...).',
    source: 'Google Search Central: URLs to exclude from sitemaps',
    example: '`https://www.example.org/a;jsessionid=0A1B2C`',
    fix: 'Remove the session id from the URL: list the URL that every visitor shares.',
    why: 'A URL with a session id is one visitor\'s copy of the page: sitemaps.org and Google ask for such URLs to be left out, and crawlers fetch them as duplicates.',
    bad: urlset('<url><loc>https://www.example.org/cart;jsessionid=0A1B2C3D</loc></url>'),
    good: urlset('<url><loc>https://www.example.org/cart</loc></url>'),
    sourceUrl: 'https://www.sitemaps.org/faq.html',
  },
  {
    id: 'page-missing', area: 'site', severity: all('off'),
    description: 'With `check-pages` (which turns this rule on at error): a loc under `base-url` maps to no file in `site-dir`. `/a/` maps to `a/index.html`; `/a` to `a`, `a.html` or `a/index.html`; `/` to `index.html`; the query is ignored and percent-escapes are decoded. Locs outside `base-url` are not judged.',
    source: 'policy',
    example: '`https://www.example.org/about/` when the build wrote no `about/index.html`',
    fix: 'Make the build write the page the loc names, or remove the entry of a page that is gone.',
    why: 'Every loc should be a page the site serves: a URL with no page behind it is a 404 for crawlers and an error in the page indexing report.',
    bad: urlset('<url><loc>https://www.example.org/about/</loc></url>'),
    good: urlset('<url><loc>https://www.example.org/contact/</loc></url>'),
    sourceUrl: `${DOCS}/site-checks.md`,
  },
  // What the pages of the built site say (check-pages reads each page's <head>; check-unlisted walks site-dir)
  {
    id: 'page-noindex', area: 'site', severity: by('warning', 'error', 'error'),
    description: 'With `check-pages`: the HTML page a loc maps to has `<meta name="robots">` or `<meta name="googlebot">` (names without case) whose content holds `noindex` or `none`, in its `<head>` (read up to 64 KiB; a meta in `<body>`, or inside a `<noscript>`, which a browser with scripting on and Google\'s renderer read as text, does not count). Error in `google` and `strict`: Search Console counts it as an error of the sitemap\'s pages; a warning in `protocol`, which says nothing of robots metas.',
    source: 'Google Search Central "Block Search indexing with noindex"; Search Console "Submitted URL marked \'noindex\'"',
    example: '`https://www.example.org/drafts/` whose page has `<meta name="robots" content="noindex, follow">`',
    fix: 'Remove the entry of a page that should stay out of search, or remove noindex from a page that should be found.',
    why: 'A sitemap asks search engines to index its URLs; noindex asks them not to. Google follows noindex and reports the contradiction on every such URL.',
    bad: `<!-- public/drafts/index.html: <head><meta name="robots" content="noindex"></head> -->\n${urlset('<url><loc>https://www.example.org/drafts/</loc></url>')}`,
    good: `<!-- public/contact/index.html: <head><title>Contact</title></head> -->\n${urlset('<url><loc>https://www.example.org/contact/</loc></url>')}`,
    sourceUrl: 'https://developers.google.com/search/docs/crawling-indexing/block-indexing',
    searchConsole: "Submitted URL marked 'noindex'",
  },
  {
    id: 'page-canonical-other', area: 'site', severity: by('off', 'warning', 'error'),
    description: 'With `check-pages`: the HTML page a loc maps to has `<link rel="canonical">` whose href, resolved against the loc, is another URL than the loc, compared after RFC 3986 normalisation (scheme and host case, default port, percent-escape case, escapes of unreserved characters, dot segments; the fragment ignored). Canonical links that disagree with each other are not judged (Google ignores them). When the canonical URL is one the host would itself redirect (per `hosting` and its redirect files) or that no file serves, the finding says so and that the canonical link is what needs fixing. Off in `protocol` (sitemaps.org says nothing of canonical links); a warning in `google`, which indexes the canonical URL instead; an error in `strict`.',
    source: 'Google Search Central "How to specify a canonical URL" (list only canonical URLs in sitemaps); RFC 3986 section 6.2.2; Search Console "Alternate page with proper canonical tag"',
    example: '`https://www.example.org/shoes?color=red` whose page names `https://www.example.org/shoes` as canonical',
    fix: 'List the URL the page names as canonical instead of this one, or fix the page\'s canonical link.',
    why: 'Google indexes the canonical URL and leaves the listed one out as an alternate: the sitemap sends crawlers to duplicates and its URLs stay unindexed.',
    bad: `<!-- public/shoes/red/index.html: <head><link rel="canonical" href="/shoes/"></head> -->\n${urlset('<url><loc>https://www.example.org/shoes/red/</loc></url>')}`,
    good: `<!-- public/shoes/index.html: <head><link rel="canonical" href="/shoes/"></head> -->\n${urlset('<url><loc>https://www.example.org/shoes/</loc></url>')}`,
    sourceUrl: 'https://developers.google.com/search/docs/crawling-indexing/consolidate-duplicate-urls',
    searchConsole: 'Alternate page with proper canonical tag',
  },
  {
    id: 'page-redirect', area: 'site', severity: by('off', 'warning', 'error'),
    description: 'With `check-pages`: a loc that redirects instead of serving its page. The page it maps to only redirects, with an instant `<meta http-equiv="refresh" content="0; url=...">` to another URL in its `<head>` (the alias pages Hugo writes, Jekyll\'s redirect-from, Docusaurus client redirects; a delayed refresh is not taken); or the host answers the loc with a redirect (301, 302, 303, 307 or 308). Per `hosting`: its own trailing-slash and `.html` rules (on GitHub Pages and Netlify `/a` serves `a/index.html` only after a 301 to `/a/`; Cloudflare Pages and Vercel `cleanUrls` redirect `/a.html` to `/a`), and the rules of its redirect files in `site-dir` (`_redirects`, `netlify.toml` `[[redirects]]`, `vercel.json` `redirects`), named by file and line. A 200 rewrite is no redirect. When a refresh\'s target is itself redirected by the host, the finding names where it ends. Off in `protocol` (sitemaps.org says nothing of redirects); a warning in `google`, which indexes the target instead; an error in `strict`.',
    source: 'Google Search Central: list canonical URLs in sitemaps, "Redirects and Google Search" (an instant meta refresh is a permanent redirect); Search Console "Page with redirect"',
    example: '`https://www.example.org/docs` on GitHub Pages when the build wrote `docs/index.html`; a loc that a `_redirects` rule sends elsewhere',
    fix: 'List the URL the redirect leads to (with or without the trailing slash as the host serves it), or remove the redirect rule.',
    why: 'A sitemap should list the URLs that serve the pages. A redirected loc costs a crawl, is reported as "Page with redirect" and is not indexed itself.',
    bad: urlset('<url><loc>https://www.example.org/docs</loc></url>'),
    good: urlset('<url><loc>https://www.example.org/docs/</loc></url>'),
    sourceUrl: 'https://developers.google.com/search/docs/crawling-indexing/sitemaps/build-sitemap',
    searchConsole: 'Page with redirect',
  },
  {
    id: 'urls-removed', area: 'site', severity: all('error'),
    description: 'With `compare-to` and `max-removed`: more URLs that the sitemaps of the compared site (the base branch\'s build, the last deploy) list are listed by none of this run\'s sitemaps than `max-removed` allows (a count, or a percentage of the compared site\'s URLs). One file-level finding per run, naming the count and the first URLs, at this run\'s copy of the sitemap that listed the first of them (or the run\'s first file when that sitemap is gone).',
    source: 'policy',
    example: 'the base branch lists 1,200 URLs, the pull request\'s build 1,140 of them, with `max-removed: 5%`',
    fix: 'List the pages again, or redirect each removed URL to its new address; raise max-removed when the removal is meant.',
    why: 'A URL that leaves the sitemaps is often a page the build lost: crawlers stop seeing it there and, once it is gone, report it as not found. Pages that moved need redirects.',
    bad: `<!-- compare-to: the base branch's build, whose sitemap.xml also lists https://www.example.org/old-page/; max-removed: 0 -->\n${urlset('<url><loc>https://www.example.org/</loc></url>')}`,
    good: `<!-- compare-to: the base branch's build, whose sitemap.xml also lists https://www.example.org/old-page/; max-removed: 0 -->\n${urlset('<url><loc>https://www.example.org/</loc></url>', '<url><loc>https://www.example.org/old-page/</loc></url>')}`,
    sourceUrl: `${DOCS}/site-checks.md`,
  },
  {
    id: 'page-error', area: 'site', severity: by('warning', 'error', 'error'),
    description: 'With `check-pages`: a loc maps to the site\'s error page: `404.html` or `404/index.html` at the root of `site-dir`, the file hosts serve for URLs that do not exist (with `hosting: cloudflare-pages`, a `404.html` in any folder, as Cloudflare serves the closest one), or an HTML page whose `<title>` says only that the page was not found, alone or beside the site\'s name after a separator (`404`, `404 Not Found`, `Error 404`, `Page not found | My site`, `404 - My site`, `404: This page could not be found.`; a few other languages: `Seite nicht gefunden`, `Page introuvable`, `Página no encontrada`, ...). A folder named 404 deeper down (`/page/404/`, `/p/404/`) or a title that merely holds 404 (`Archive, page 404`, `Fixing 404`, `Page Not Found Errors: a guide`) is a page like any other. Error in `google` and `strict`; a warning in `protocol`.',
    source: 'Google Search Central "Soft 404 errors" (return 404 for pages that do not exist); Search Console "Soft 404", "Not found (404)"',
    example: '`https://www.example.org/404.html` listed by a generator that lists every file it writes',
    fix: 'Remove the error page\'s entry, and make the sitemap generator leave 404.html out.',
    why: 'The error page is served for URLs that do not exist. Listed and fetched directly, it answers 200 with "not found" (a soft 404), or 404 on hosts that always send it so: an error either way.',
    bad: `<!-- public/404.html: <head><title>Page not found</title></head> -->\n${urlset('<url><loc>https://www.example.org/404.html</loc></url>')}`,
    good: `<!-- public/contact/index.html: <head><title>Contact</title></head> -->\n${urlset('<url><loc>https://www.example.org/contact/</loc></url>')}`,
    sourceUrl: 'https://developers.google.com/search/docs/crawling-indexing/troubleshoot-crawling-errors#soft-404-errors',
    searchConsole: 'Soft 404',
  },
  {
    id: 'page-unlisted', area: 'site', severity: all('notice'),
    description: 'With `check-unlisted`: an HTML page (`.html`, `.htm`) in `site-dir` that no loc of the run maps to, leaving out pages that are noindex, name another canonical URL, only redirect, are error pages, or that robots.txt disallows. Named on the first sitemap index of the run in `site-dir` (else its first sitemap): one notice per page, the first 20 by path, and one more with the count of the rest. Symlinks are not followed; `.git` and `node_modules` are not read.',
    source: 'Google Search Central "Build and submit a sitemap" (list the pages you want in search results); URL Inspection "No referring sitemaps detected"',
    example: '`public/guides/setup/index.html`, a page the sitemap generator missed',
    fix: 'List the page in a sitemap, or mark it noindex if it should not be found.',
    why: 'A page no sitemap lists is found only through links, later or never; most often the generator left out a folder or a kind of page.',
    bad: `<!-- public/guides/index.html: <head><title>Guides</title></head> -->\n${urlset('<url><loc>https://www.example.org/</loc></url>')}`,
    good: `<!-- public/guides/index.html: <head><title>Guides</title></head> -->\n${urlset('<url><loc>https://www.example.org/</loc></url>', '<url><loc>https://www.example.org/guides/</loc></url>')}`,
    sourceUrl: GOOGLE_BUILD,
  },
  // lastmod, changefreq, priority
  {
    id: 'lastmod-format', area: 'fields', severity: all('error'),
    description: 'Not a valid value for the `lastmod` setting: `w3c` (W3C Datetime, calendar-checked, a time needs a zone), `xsd` (xsd:date or xsd:dateTime), `date` (YYYY-MM-DD only; the `strict` default).',
    source: 'sitemaps.org; W3C Datetime note; Search Console "Invalid date"',
    example: '`<lastmod>2024-02-30</lastmod>`, `<lastmod>January 15, 2024</lastmod>`',
    fix: 'Write lastmod as a W3C date: 2026-01-31 or 2026-01-31T09:30:00+01:00.',
    why: 'sitemaps.org and Google read lastmod only in W3C Datetime form. Google reports another value as an invalid date and ignores it.',
    bad: urlset('<url><loc>https://www.example.org/</loc><lastmod>05/01/2024</lastmod></url>'),
    good: urlset('<url><loc>https://www.example.org/</loc><lastmod>2024-05-01</lastmod></url>'),
    sourceUrl: `${PROTOCOL}#lastmoddef`,
    searchConsole: 'Invalid date',
  },
  {
    id: 'lastmod-future', area: 'fields', severity: by('warning', 'warning', 'error'),
    description: 'A lastmod later than the run\'s clock plus one day.',
    source: 'Google Search Central: lastmod must reflect the last significant update',
    example: '`<lastmod>2999-01-01</lastmod>`',
    fix: 'Set lastmod to when the page last changed, never a date to come (check the clock and time zone of the build).',
    why: 'Google uses lastmod only when it is consistently and verifiably accurate; dates in the future show it is not, and the sitemap\'s dates may all be ignored.',
    bad: urlset('<url><loc>https://www.example.org/</loc><lastmod>2999-01-01</lastmod></url>'),
    good: urlset('<url><loc>https://www.example.org/</loc><lastmod>2024-05-01</lastmod></url>'),
    sourceUrl: GOOGLE_BUILD,
  },
  {
    id: 'lastmod-imprecise', area: 'fields', severity: by('notice', 'notice', 'off'),
    description: 'A lastmod of only a year or a year and month: valid W3C Datetime, refused by the XSD.',
    source: 'sitemap XSD vs W3C Datetime profile',
    example: '`<lastmod>2024-05</lastmod>`',
    fix: 'Give lastmod at least a full date: 2024-05-01, not 2024-05.',
    why: 'W3C Datetime allows a year or a month alone, but the sitemap XSD does not: schema validators reject the file, and crawlers learn little from a month.',
    bad: urlset('<url><loc>https://www.example.org/</loc><lastmod>2024-05</lastmod></url>'),
    good: urlset('<url><loc>https://www.example.org/</loc><lastmod>2024-05-01</lastmod></url>'),
    sourceUrl: `${PROTOCOL}#lastmoddef`,
  },
  {
    id: 'lastmod-uniform', area: 'fields', severity: by('off', 'warning', 'off'),
    description: 'A urlset with at least 20 entries carrying a valid lastmod, 90% or more of which name one instant (two spellings of one instant count as one): the time the file was generated, not when each page changed. Reported once per file, at the first entry with that lastmod, naming the value and the count. Entries without a lastmod are not counted; sitemap indexes are not judged (one build writes all their sitemaps).',
    source: 'Google Search Central: build and submit a sitemap ("Google uses the <lastmod> value if it\'s consistently and verifiably accurate"); Google Search Central blog, June 2023 ("it needs to consistently match reality")',
    example: '50 `<url>` entries that all say `<lastmod>2026-01-31T10:02:11Z</lastmod>`, the time of the build',
    fix: 'Give each entry the date its page last changed (from its source file or content record), or leave lastmod out.',
    why: 'A lastmod that every entry shares tells crawlers when the site was built, not which pages changed. Google uses lastmod only when it is consistently accurate, and learns to ignore the dates of a site that stamps them all.',
    bad: urlset('<url><loc>https://www.example.org/page-{n}/</loc><lastmod>2026-01-31T10:02:11Z</lastmod></url> <!-- 20 times, n = 1 to 20 -->'),
    good: urlset(
      '<url><loc>https://www.example.org/</loc><lastmod>2026-01-30</lastmod></url>',
      '<url><loc>https://www.example.org/about/</loc><lastmod>2024-06-12</lastmod></url>',
      '<url><loc>https://www.example.org/blog/first-post/</loc><lastmod>2025-03-08</lastmod></url>',
      '<url><loc>https://www.example.org/page-{n}/</loc></url> <!-- 17 times, n = 1 to 17 -->',
    ),
    sourceUrl: GOOGLE_BUILD,
  },
  {
    id: 'changefreq-value', area: 'fields', severity: by('error', 'error', 'off'),
    description: 'A changefreq other than always, hourly, daily, weekly, monthly, yearly, never (case-sensitive). In `strict`, changefreq itself is `unexpected-element`.',
    source: 'sitemap XSD; Search Console "Invalid tag value"',
    example: '`<changefreq>biweekly</changefreq>`',
    fix: 'Use always, hourly, daily, weekly, monthly, yearly or never (lower case), or drop changefreq: Google ignores it.',
    why: 'The XSD allows these seven values only; a schema validator rejects any other, and Google reports it as an invalid tag value.',
    bad: urlset('<url><loc>https://www.example.org/</loc><changefreq>biweekly</changefreq></url>'),
    good: urlset('<url><loc>https://www.example.org/</loc><changefreq>weekly</changefreq></url>'),
    sourceUrl: `${PROTOCOL}#changefreqdef`,
    searchConsole: 'Invalid tag value',
  },
  {
    id: 'priority-value', area: 'fields', severity: by('error', 'error', 'off'),
    description: 'A priority that is not a decimal between 0.0 and 1.0. In `strict`, priority itself is `unexpected-element`.',
    source: 'sitemap XSD',
    example: '`<priority>1.5</priority>`',
    fix: 'Write priority as a decimal from 0.0 to 1.0, or drop it: Google ignores it.',
    why: 'The XSD allows a priority from 0.0 to 1.0 only: a schema validator rejects other values, and search engines read them as no priority.',
    bad: urlset('<url><loc>https://www.example.org/</loc><priority>1.5</priority></url>'),
    good: urlset('<url><loc>https://www.example.org/</loc><priority>1.0</priority></url>'),
    sourceUrl: `${PROTOCOL}#prioritydef`,
  },
  {
    id: 'google-ignores-field', area: 'fields', severity: by('off', 'notice', 'off'),
    description: 'A `changefreq` or `priority` field, which Google ignores. Reported once per file for each, at the first, with the number of them.',
    source: 'Google Search Central: build and submit a sitemap',
    example: '`<priority>0.8</priority>` under `--profile google`',
    fix: 'Remove changefreq and priority, which Google ignores; keep an accurate lastmod instead.',
    why: 'Google reads neither field, so for it they are bytes to download and nothing more; other search engines give them little weight.',
    bad: urlset('<url><loc>https://www.example.org/</loc><lastmod>2024-05-01</lastmod><priority>0.8</priority></url>'),
    good: urlset('<url><loc>https://www.example.org/</loc><lastmod>2024-05-01</lastmod></url>'),
    sourceUrl: GOOGLE_BUILD,
  },
  // robots.txt
  {
    id: 'robots-sitemap-missing', area: 'site', severity: by('warning', 'warning', 'error'),
    description: 'A `Sitemap:` line of a checked robots.txt names a URL under `base-url` that maps to no file in `site-dir` (or to a path that cannot be mapped safely).',
    source: 'sitemaps.org "Informing search engine crawlers"; policy',
    example: '`Sitemap: https://www.example.org/sitemap-news.xml` when the build wrote no `sitemap-news.xml`',
    fix: 'Point the Sitemap: line at a sitemap the build writes, or make the build write the sitemap it names.',
    why: 'Crawlers fetch the sitemap of every Sitemap: line: one the build did not write is a 404, and the URLs it should list are not found through it.',
    bad: 'User-agent: *\nAllow: /\n\nSitemap: https://www.example.org/sitemap-news.xml\n',
    good: 'User-agent: *\nAllow: /\n\nSitemap: https://www.example.org/sitemap.xml\n',
    sourceUrl: `${PROTOCOL}#submit_robots`,
  },
  {
    id: 'robots-not-at-root', area: 'site', severity: all('warning'),
    description: 'With `base-url`: a checked robots.txt in `site-dir` whose public URL is not `/robots.txt` at the root of the host: in a subfolder, below a base path (a GitHub Pages project site cannot have a robots.txt of its own), or named otherwise (`Robots.txt`). Crawlers never read it, so its `Sitemap:` lines do not count for `sitemap-unreferenced`. A file-level finding, naming where crawlers look.',
    source: 'RFC 9309 section 2.3 (the rules "MUST be accessible in a file named /robots.txt" at the top-level path of the host)',
    example: '`public/docs/robots.txt` with `site-dir: public`, published at `https://www.example.org/docs/robots.txt`; `_site/robots.txt` of a site served at `https://user.github.io/repo/`',
    fix: 'Publish robots.txt at the root of the host (/robots.txt): crawlers look for it nowhere else.',
    why: 'Crawlers read only /robots.txt at the top of the host. A robots.txt in a subfolder is never read: neither its rules nor its Sitemap: lines count.',
    bad: '# public/docs/robots.txt, served at https://www.example.org/docs/robots.txt\nUser-agent: *\nAllow: /\n\nSitemap: https://www.example.org/sitemap.xml\n',
    good: '# public/robots.txt, served at https://www.example.org/robots.txt\nUser-agent: *\nAllow: /\n\nSitemap: https://www.example.org/sitemap.xml\n',
    sourceUrl: 'https://www.rfc-editor.org/rfc/rfc9309#section-2.3',
  },
  {
    id: 'robots-sitemap-invalid', area: 'robots', severity: all('error'),
    description: 'A `Sitemap:` line of a robots.txt whose value is not an absolute http(s) URL, or not an RFC 3986 URI as `loc-invalid` judges a loc; with `base-url`, also one that names a robots.txt. Also a sitemap named in a spelling Google\'s parser reads but other crawlers may not (a field name starting with `sitemap` or `site-map`: `Sitemaps:`, `Site-map:`), which is followed all the same when its value is a URL; and `Sitemap <URL>` without a colon, which no crawler reads as the URL (Google\'s parser splits the line at the URL\'s own colon), not followed. A `#` starts a comment anywhere in the line.',
    source: 'sitemaps.org "Informing search engine crawlers"; RFC 9309',
    example: '`Sitemap: /sitemap.xml`',
    fix: 'Write each line as "Sitemap: " and the absolute URL, such as Sitemap: https://www.example.org/sitemap.xml.',
    why: 'Crawlers read the value of a Sitemap: line as a full URL, resolving nothing: a relative or malformed value, or a misspelt field, is a sitemap they do not find.',
    bad: 'User-agent: *\nAllow: /\n\nSitemap: /sitemap.xml\n',
    good: 'User-agent: *\nAllow: /\n\nSitemap: https://www.example.org/sitemap.xml\n',
    sourceUrl: `${PROTOCOL}#submit_robots`,
  },
  {
    id: 'robots-disallow-all', area: 'robots', severity: by('warning', 'error', 'error'),
    description: 'A robots.txt whose group for Googlebot (its own, or `*`), or for every other crawler, holds `Disallow: /` (or another pattern that matches every path: `/*`, `*`, `/*$`) and no `Allow` rule: crawlers fetch none of the URLs its sitemaps list (a staging robots.txt shipped with the build). Reported at the `Disallow` line. The groups are read as `robots-blocked` reads them (as Google does: key typos such as `Disalow`, a missing colon, the first 500 KiB), and the locs such a rule blocks are not reported again as `robots-blocked`.',
    source: 'RFC 9309 sections 2.1-2.2; Google Search Central: how Google interprets the robots.txt specification',
    example: '`User-agent: *` then `Disallow: /`',
    fix: 'Remove the Disallow: / (often a staging leftover), or limit it to the paths to keep out.',
    why: 'Crawlers may fetch none of the site: the URLs its sitemaps list are never crawled, and Search Console reports them blocked by robots.txt.',
    bad: 'User-agent: *\nDisallow: /\n\nSitemap: https://www.example.org/sitemap.xml\n',
    good: 'User-agent: *\nDisallow: /admin/\n\nSitemap: https://www.example.org/sitemap.xml\n',
    sourceUrl: GOOGLE_ROBOTS,
  },
  {
    id: 'robots-blocked', area: 'site', severity: by('warning', 'error', 'error'),
    description: 'With `base-url` at the root of its host and a `robots.txt` at the root of `site-dir`: a loc of that host that the robots.txt disallows for Googlebot, judged as Google reads robots.txt (RFC 9309: the groups naming Googlebot, else `*`; the longest matching pattern wins, Allow on a tie; `*` and `$`; percent-encoding normalised; the first 500 KiB). Reported at the loc, naming the rule\'s line; not when `robots-disallow-all` reports a whole-site Disallow.',
    source: 'RFC 9309 section 2.2; Google Search Central: how Google interprets the robots.txt specification; Search Console "Submitted URL blocked by robots.txt"',
    example: '`https://www.example.org/admin/report/` listed while robots.txt has `Disallow: /admin/` for `*`',
    fix: 'Remove the entry of a page crawlers must not fetch, or allow its path in robots.txt.',
    why: 'A sitemap asks Google to crawl each loc; robots.txt forbids it. Google does not fetch the page, and Search Console reports the URL as an error: submitted, but blocked by robots.txt.',
    bad: 'User-agent: *\nDisallow: /admin/\n\nSitemap: https://www.example.org/sitemap.xml\n',
    good: 'User-agent: *\nDisallow: /private/\n\nSitemap: https://www.example.org/sitemap.xml\n',
    sourceUrl: GOOGLE_ROBOTS,
    searchConsole: 'Submitted URL blocked by robots.txt',
  },
  {
    id: 'robots-blocks-sitemap', area: 'site', severity: by('warning', 'error', 'error'),
    description: 'With `base-url` at the root of its host and a `robots.txt` at the root of `site-dir`: a checked sitemap in `site-dir` whose own public URL the robots.txt disallows for Googlebot (judged as `robots-blocked` judges a loc). A file-level finding on the sitemap, naming the rule\'s line; not when `robots-disallow-all` reports a whole-site Disallow.',
    source: 'RFC 9309 section 2.2; Google Search Central: how Google interprets the robots.txt specification',
    example: '`Disallow: /*.xml$` for `*`, which also blocks `https://www.example.org/sitemap.xml`',
    fix: 'Allow the sitemap\'s path in robots.txt (Allow: /sitemap.xml$), or publish the sitemap where crawlers may fetch it.',
    why: 'Googlebot obeys robots.txt when it fetches a sitemap too: a blocked sitemap is never read, and none of the URLs it lists are found through it.',
    bad: 'User-agent: *\nDisallow: /*.xml$\n\nSitemap: https://www.example.org/sitemap.xml\n',
    good: 'User-agent: *\nDisallow: /*.xml$\nAllow: /sitemap.xml$\n\nSitemap: https://www.example.org/sitemap.xml\n',
    sourceUrl: GOOGLE_ROBOTS,
  },
  {
    id: 'sitemap-unreferenced', area: 'site', severity: by('off', 'notice', 'off'),
    description: 'With `base-url`, in a run that checks a robots.txt: a checked sitemap in `site-dir` that no checked robots.txt `Sitemap:` line and no checked sitemap index names; crawlers find it only when it is submitted by hand. A sitemap and its gzip copy beside it (`sitemap.xml`, `sitemap.xml.gz`) are named together; a robots.txt crawlers never read (`robots-not-at-root`) names nothing.',
    source: 'Google Search Central: submit your sitemap (robots.txt or Search Console)',
    example: '`public/sitemap-old.xml`, listed neither in `robots.txt` nor in `sitemap_index.xml`',
    fix: 'Name the sitemap in a Sitemap: line of robots.txt or in a sitemap index, or delete it when it is stale.',
    why: 'Crawlers find a sitemap through robots.txt, an index or a submission by hand; one named nowhere is read only if someone submits it, and is often a stale leftover.',
    bad: 'User-agent: *\nAllow: /\n\nSitemap: https://www.example.org/sitemap.xml\n',
    good: 'User-agent: *\nAllow: /\n\nSitemap: https://www.example.org/sitemap.xml\nSitemap: https://www.example.org/sitemap-old.xml\n',
    sourceUrl: GOOGLE_BUILD,
  },
  ...EXTENSION_RULES,
  // Set level: hreflang across the files of a run
  {
    id: 'hreflang-return-link', area: 'hreflang', severity: by('off', 'warning', 'off'),
    description: 'A lists B as an hreflang alternate, B is an entry of the checked sitemaps, and B does not list A back. Reported at A\'s `xhtml:link`, naming the file and line of B.',
    source: 'Google Search Central: localized versions (https://developers.google.com/search/docs/specialty/international/localized-versions: "If two pages don\'t both point to each other, the tags will be ignored"); Search Console "no return tags"',
    example: '`/en/` lists `/de/` as `hreflang="de"`, and the `<url>` of `/de/` lists no alternate for `/en/`',
    fix: 'Make every alternate link back: each page of a cluster lists all of its language versions, itself included.',
    why: 'Google uses an hreflang annotation only when both pages confirm it; when B does not list A back, the link between them is ignored.',
    bad: xhtmlUrlset(
      '<url><loc>https://www.example.org/en/</loc>',
      '  <xhtml:link rel="alternate" hreflang="en" href="https://www.example.org/en/"/>',
      '  <xhtml:link rel="alternate" hreflang="de" href="https://www.example.org/de/"/></url>',
      '<url><loc>https://www.example.org/de/</loc>',
      '  <xhtml:link rel="alternate" hreflang="de" href="https://www.example.org/de/"/></url>',
    ),
    good: xhtmlUrlset(
      '<url><loc>https://www.example.org/en/</loc>',
      '  <xhtml:link rel="alternate" hreflang="en" href="https://www.example.org/en/"/>',
      '  <xhtml:link rel="alternate" hreflang="de" href="https://www.example.org/de/"/></url>',
      '<url><loc>https://www.example.org/de/</loc>',
      '  <xhtml:link rel="alternate" hreflang="en" href="https://www.example.org/en/"/>',
      '  <xhtml:link rel="alternate" hreflang="de" href="https://www.example.org/de/"/></url>',
    ),
    sourceUrl: HREFLANG_DOC,
  },
  {
    id: 'hreflang-cluster-mismatch', area: 'hreflang', severity: by('off', 'warning', 'off'),
    description: 'Two pages of one hreflang cluster name different URLs for the same language: A lists B, and the entry of B gives another URL than A does for a language both list. Reported at the `xhtml:link` of A for that language.',
    source: 'Google Search Central: localized versions (every language version must list the same set of alternates, including itself)',
    example: '`/en/` lists `de` as `/de/`, and `/fr/` (listed by `/en/`) lists `de` as `/de-old/`',
    fix: 'Give every page of a cluster the same alternates, with the same URL for each language.',
    why: 'Google reads the alternates of each page; when pages disagree on the URL of a language, it may take either one or ignore the annotations.',
    bad: xhtmlUrlset(
      '<url><loc>https://www.example.org/en/</loc>',
      '  <xhtml:link rel="alternate" hreflang="en" href="https://www.example.org/en/"/>',
      '  <xhtml:link rel="alternate" hreflang="fr" href="https://www.example.org/fr/"/>',
      '  <xhtml:link rel="alternate" hreflang="de" href="https://www.example.org/de/"/></url>',
      '<url><loc>https://www.example.org/fr/</loc>',
      '  <xhtml:link rel="alternate" hreflang="en" href="https://www.example.org/en/"/>',
      '  <xhtml:link rel="alternate" hreflang="fr" href="https://www.example.org/fr/"/>',
      '  <xhtml:link rel="alternate" hreflang="de" href="https://www.example.org/de-old/"/></url>',
    ),
    good: xhtmlUrlset(
      '<url><loc>https://www.example.org/en/</loc>',
      '  <xhtml:link rel="alternate" hreflang="en" href="https://www.example.org/en/"/>',
      '  <xhtml:link rel="alternate" hreflang="fr" href="https://www.example.org/fr/"/>',
      '  <xhtml:link rel="alternate" hreflang="de" href="https://www.example.org/de/"/></url>',
      '<url><loc>https://www.example.org/fr/</loc>',
      '  <xhtml:link rel="alternate" hreflang="en" href="https://www.example.org/en/"/>',
      '  <xhtml:link rel="alternate" hreflang="fr" href="https://www.example.org/fr/"/>',
      '  <xhtml:link rel="alternate" hreflang="de" href="https://www.example.org/de/"/></url>',
    ),
    sourceUrl: HREFLANG_DOC,
  },
]);

/** Rule definitions by id (a map that cannot be changed). */
export const RULES_BY_ID: ReadonlyMap<string, RuleDefinition> = new FrozenMap(RULES.map((r) => [r.id, r]));

/** A rule id of an earlier release that is no rule of its own any more (see {@link RETIRED_RULES}). */
export interface RetiredRule {
  /** The rule that reports its findings now. */
  into: string;
  /** The release that retired it. */
  since: string;
  /** What an override of the retired id still does, and what to write instead: the note of a run that sets it. */
  note: string;
}

/**
 * Rule ids of an earlier release that are no rule of their own any more. Rule ids are public API:
 * a config, baseline or `ignore:` entry of an earlier release that names one keeps working. A
 * `rules` override of a retired id is accepted (it is kept in `Policy.rules`, not in
 * `severities`) and the run says so in a note; a baseline or `ignore:` entry of one is read as an
 * entry of the rule it went `into`.
 * - `loc-example-host` (1.0.0, off by default): since 1.1.0 `example.com`, `example.net` and
 *   `example.org` are `loc-reserved-host`. `loc-example-host: off` still leaves them unreported;
 *   another severity has no effect of its own (they have the severity of loc-reserved-host).
 */
export const RETIRED_RULES: ReadonlyMap<string, RetiredRule> = new FrozenMap([
  [
    'loc-example-host',
    deepFreeze({
      into: 'loc-reserved-host',
      since: '1.1.0',
      note: 'The rule id loc-example-host is retired: example.com, example.net and example.org are loc-reserved-host now (a warning; an error in strict). loc-example-host: off still leaves them unreported, and another severity does nothing of its own; to accept such a host, name it in hosts or base-url, and take loc-example-host out of rules.',
    }),
  ],
]);

/** The notes of a run for the retired rule ids its `rules` overrides name (see {@link RETIRED_RULES}), in rule order. */
export function retiredRuleNotes(rules: Readonly<Record<string, unknown>>): string[] {
  const notes: string[] = [];
  for (const [id, retired] of RETIRED_RULES) if (Object.hasOwn(rules, id)) notes.push(retired.note);
  return notes;
}

/** True when `id` names a rule of the catalog. */
export function isRuleId(id: string): boolean {
  return RULES_BY_ID.has(id);
}

/** The repository of the project, `owner/name` on GitHub: the `uses:` line, links to rule pages. */
export const REPOSITORY = 'sitemap-contract/sitemap-contract';

/**
 * The page of a rule in the repository's docs (`docs/rules/<id>.md`), as a URL on GitHub at the
 * major version's tag, e.g. `https://github.com/sitemap-contract/sitemap-contract/blob/v1/docs/rules/loc-host.md`.
 * Used by annotations, the job summary and SARIF `helpUri`. The id is not checked.
 */
export function ruleDocsUrl(id: string): string {
  return `https://github.com/${REPOSITORY}/blob/v1/docs/rules/${encodeURIComponent(id)}.md`;
}
