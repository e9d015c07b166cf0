/**
 * The rule catalog: one definition per rule id (RULES.md). Rule ids are public API: users name
 * them in `rules` overrides, the JSON report, SARIF and annotation titles. Never rename one.
 *
 * The rule pages (docs/rules/, by scripts/docs.mjs) and the CLI `--help` rule list are generated from this array; the
 * checks that fire each rule live in the module named by `module`.
 */
import { EXTENSION_RULES } from './extensions/rules.js';
import { deepFreeze, FrozenMap } from './freeze.js';
import type { Profile, SeverityOrOff } from './types.js';

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
   * One line, imperative: how a site owner fixes the fault (the by-rule table of the job summary,
   * the rule's page). Optional until every rule has one.
   */
  readonly fix?: string;
  /** Why the fault matters: what a crawler or Search Console does with it (the rule's page). */
  readonly why?: string;
  /** A failing input, as a snippet of the file (XML, text sitemap or robots.txt lines). */
  readonly bad?: string;
  /** The same input, fixed: a passing snippet. */
  readonly good?: string;
  /** A link to the source of the requirement (sitemaps.org, an XSD, an RFC, a Google page). */
  readonly sourceUrl?: string;
  /** The Search Console message the fault leads to, when there is one, as Search Console words it. */
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
  },
  {
    id: 'file-unreadable', area: 'file', severity: all('error'),
    description: 'The file cannot be read: missing, a directory, not a regular file, no permission, or a symlink leaving the workspace.',
    source: 'policy',
    example: 'a directory named `sitemap.xml`',
  },
  {
    id: 'gzip-invalid', area: 'file', severity: all('error'),
    description: 'A gzip stream that does not inflate cleanly or inflates to gzip data again (compressed twice), or a `.gz` name over bytes that are not gzip (the content is still judged as what it is).',
    source: 'Search Console "Compression error"',
    example: 'a truncated `sitemap.xml.gz`; plain XML saved as `sitemap.xml.gz`',
  },
  {
    id: 'encoding', area: 'file', severity: all('error'),
    description: 'Bytes that are not valid UTF-8, a UTF-16/UTF-32 byte order mark, or an XML declaration naming an encoding other than UTF-8.',
    source: 'sitemaps.org ("must be UTF-8 encoded")',
    example: '`<?xml version="1.0" encoding="ISO-8859-1"?>`, or a byte 0xFF',
  },
  {
    id: 'bom', area: 'file', severity: by('off', 'notice', 'off'),
    description: 'A UTF-8 byte order mark starts the file; crawlers accept it, some tools do not.',
    source: 'crawler tolerance notes',
    example: 'bytes EF BB BF before `<?xml`',
  },
  {
    id: 'xml-not-well-formed', area: 'file', severity: all('error'),
    description: 'An XML 1.0 / Namespaces well-formedness error, at the position where it occurs (a raw `&`, an unclosed tag, an unbound prefix...).',
    source: 'XML 1.0; Search Console "Parsing error"',
    example: '`<loc>https://www.example.org/?a=1&b=2</loc>` (a raw `&` must be written `&amp;`)',
  },
  {
    id: 'xml-limit', area: 'file', severity: all('error'),
    description: 'The document exceeds a limit of the parse: elements nested more than 256 levels deep, or more than 256 attributes on one element. It is not read further.',
    source: 'security (bounded work on hostile input)',
    example: '100,000 nested `<a>` elements',
  },
  {
    id: 'findings-capped', area: 'file', severity: all('notice'),
    description: 'More than 1,000 findings in one file: the most severe 1,000 are listed, and this notice says how many more of each rule were left out. The totals and the verdict still count every finding.',
    source: 'security (bounded reports on hostile input)',
    example: 'a urlset of 5,000 relative locs',
  },
  {
    id: 'dtd-forbidden', area: 'file', severity: all('error'),
    description: 'A DOCTYPE or ENTITY declaration. It is never expanded and never fetched; the document is not read further.',
    source: 'security (entity expansion, external entities)',
    example: '`<!DOCTYPE urlset [<!ENTITY x "y">]>`',
  },
  {
    id: 'processing-instruction', area: 'file', severity: by('off', 'off', 'error'),
    description: 'A processing instruction other than the XML declaration, such as `xml-stylesheet`.',
    source: 'seed contract',
    example: '`<?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>`',
  },
  // Document structure
  {
    id: 'root-element', area: 'structure', severity: all('error'),
    description: 'The root element is not `urlset` or `sitemapindex` (or is `sitemapindex`, a feed or a text sitemap where the profile allows only `urlset`), or there is no root element at all.',
    source: 'sitemaps.org; Search Console "Unsupported format"',
    example: 'an Atom `<feed>` or an ASP.NET `<siteMap>`; an empty file',
  },
  {
    id: 'namespace', area: 'structure', severity: all('error'),
    description: 'The root or a core element is not in `http://www.sitemaps.org/schemas/sitemap/0.9` (https variant, trailing slash, legacy Google 0.84/0.9, none), or a namespace declaration has whitespace around its URI (validators read it with the whitespace); also an element in a near miss of a known extension namespace (image, video, news, xhtml: https, a trailing slash, another version), which search engines ignore. The prefix never matters, only the URI.',
    source: 'sitemaps.org; Search Console "Incorrect namespace"',
    example: '`<urlset xmlns="http://www.google.com/schemas/sitemap/0.84">`',
  },
  {
    id: 'unexpected-element', area: 'structure', severity: all('error'),
    description: 'An element in the sitemap namespace where the schema has none (`<url>` in an index, `<LOC>`, an element inside `loc`); in `strict`, any field of `url` other than `loc` then `lastmod`.',
    source: 'sitemap XSD',
    example: '`<sitemapindex><url>...</url></sitemapindex>`',
  },
  {
    id: 'extension-element', area: 'structure', severity: by('off', 'off', 'error'),
    description: 'An element of another namespace inside an entry (allowed by the XSD, refused by the strict contract).',
    source: 'seed contract',
    example: '`<image:image>` inside `<url>` under `--profile strict`',
  },
  {
    id: 'unexpected-attribute', area: 'structure', severity: all('error'),
    description: 'An attribute on a sitemap element other than namespace declarations, `xsi:schemaLocation` and `xsi:noNamespaceSchemaLocation` (other `xsi:` attributes such as `xsi:type` or `xsi:nil` are refused, as a schema validator refuses them; in `strict`: any attribute other than namespace declarations).',
    source: 'sitemap XSD',
    example: '`<url priority="1">`',
  },
  {
    id: 'unexpected-text', area: 'structure', severity: all('error'),
    description: 'Text other than whitespace between elements, where the schema allows only elements.',
    source: 'sitemap XSD',
    example: '`<url>https://www.example.org/<loc>...</loc></url>`',
  },
  {
    id: 'missing-loc', area: 'structure', severity: all('error'),
    description: 'A `url` or `sitemap` entry without a `loc`.',
    source: 'sitemaps.org; Search Console "Missing XML tag"',
    example: '`<url><lastmod>2024-01-01</lastmod></url>`',
  },
  {
    id: 'duplicate-field', area: 'structure', severity: all('error'),
    description: 'A core field (`loc`, `lastmod`, `changefreq`, `priority`) appears twice in one entry.',
    source: 'sitemap XSD; Search Console "Invalid XML: too many tags"',
    example: '`<url><loc>a</loc><loc>b</loc></url>`',
  },
  {
    id: 'field-order', area: 'structure', severity: by('error', 'warning', 'error'),
    description: 'Fields of an entry not in schema order: `loc`, `lastmod`, `changefreq`, `priority`, then elements of other namespaces (Google does not mind; the XSD does). At most one finding per entry for a field after another that the schema puts later (naming both), and one for a field after an extension element (naming the first extension element of the entry and its line: `xhtml:link` alternates between `loc` and `lastmod`, as Next.js writes them).',
    source: 'sitemap XSD',
    example: '`<url><lastmod>2024-01-01</lastmod><loc>...</loc></url>`',
  },
  {
    id: 'url-count', area: 'structure', severity: all('error'),
    description: 'No entries at all, or more entries than `max-urls` (default 50,000).',
    source: 'sitemaps.org; Search Console "Empty sitemap" / "Too many URLs"',
    example: 'a `<urlset>` with no `<url>`; 50,001 URLs in one file',
  },
  {
    id: 'index-nested', area: 'site', severity: all('error'),
    description: 'A sitemap index lists another sitemap index (or itself), resolved to its file through `base-url` and `site-dir`; search engines do not follow nested indexes. Reported at the loc of the entry that names the index.',
    source: 'sitemaps.org; Search Console "Nested indexing"',
    example: '`sitemap_index.xml` listing `https://www.example.org/sitemap_index.xml`',
  },
  {
    id: 'index-child-missing', area: 'site', severity: by('warning', 'warning', 'error'),
    description: 'An index `loc` under `base-url` maps to no file in `site-dir`: no such file, a folder, a symlink leaving `site-dir`, or a path that cannot be mapped safely (`..`, `%2e%2e`, `%2F`, `//`, a backslash); or a robots.txt, which is no sitemap.',
    source: 'policy',
    example: '`<sitemap><loc>https://www.example.org/sitemap-posts.xml</loc></sitemap>` when the build wrote no `sitemap-posts.xml`',
  },
  // loc
  {
    id: 'loc-empty', area: 'loc', severity: all('error'),
    description: 'A `loc` (or a text sitemap line) with no URL in it.',
    source: 'sitemaps.org',
    example: '`<loc></loc>`',
  },
  {
    id: 'loc-too-long', area: 'loc', severity: all('error'),
    description: 'A URL of 2,048 characters or more (a loc, or a robots.txt `Sitemap:` value): as written, or, for one with non-ASCII characters, once escaped to ASCII as crawlers request it (each UTF-8 byte as `%XX`, a non-ASCII host in its ASCII form).',
    source: 'sitemaps.org ("less than 2,048 characters"; URLs must be URL-escaped)',
    example: 'a loc of 2,048 characters',
  },
  {
    id: 'loc-not-absolute', area: 'loc', severity: all('error'),
    description: 'A URL that is not absolute: no scheme (a relative URL such as `/about/` or `www.example.org/x`, or a host and port such as `localhost:8080/x`), or an http(s) URL without `//` and a host (`https:www.example.org`) or with an empty host.',
    source: 'sitemaps.org; Search Console "Invalid URL"',
    example: '`<loc>/about/</loc>`',
  },
  {
    id: 'loc-scheme', area: 'loc', severity: all('error'),
    description: 'A scheme other than http or https (`ftp://...`, and absolute URIs without `//` such as `mailto:`, `tel:`, `javascript:`, `data:`, `urn:`); with `require-https` (the `strict` default), anything but https. With `require-https`, also an http robots.txt `Sitemap:` line.',
    source: 'sitemaps.org; policy',
    example: '`<loc>ftp://www.example.org/</loc>`',
  },
  {
    id: 'loc-invalid', area: 'loc', severity: all('error'),
    description: 'Not an RFC 3986 URI: spaces, control characters (C1 ones too), `<>"{}|\\^` or backquote, malformed `%` escapes, a bad host or port, or characters not even an IRI may carry (bidirectional formatting characters such as U+202E, noncharacters); in `strict` also surrounding whitespace and non-ASCII characters.',
    source: 'RFC 3986; RFC 3987 (2.2, 4.1); Search Console "Invalid URL"',
    example: '`<loc>https://www.example.org/a b</loc>`, `%GG`',
  },
  {
    id: 'loc-whitespace', area: 'loc', severity: by('warning', 'warning', 'off'),
    description: 'Whitespace before or after the URL (collapsed by xsd:anyURI, kept by naive readers). In `strict` this is `loc-invalid`.',
    source: 'sitemap XSD (xsd:anyURI whitespace collapse)',
    example: '`<loc>\\n  https://www.example.org/\\n</loc>`',
  },
  {
    id: 'loc-non-ascii', area: 'loc', severity: by('warning', 'warning', 'off'),
    description: 'Unescaped non-ASCII characters (an IRI rather than a URI); sitemaps.org asks for them to be percent-encoded. In `strict` this is `loc-invalid`.',
    source: 'sitemaps.org "Entity escaping"; RFC 3987',
    example: '`<loc>https://www.example.org/café</loc>`',
  },
  {
    id: 'loc-host', area: 'loc', severity: all('error'),
    description: 'The host is not one of `hosts` (exact match, case-insensitive, no suffix matching); also for robots.txt `Sitemap:` lines.',
    source: 'policy; Search Console "URL not allowed"',
    example: '`https://www.example.org.evil/` with `hosts: www.example.org`',
  },
  {
    id: 'loc-mixed-hosts', area: 'loc', severity: all('error'),
    description: 'The http(s) entries of one file use more than one scheme, host or port; with `hosts` given, more than one scheme or port (the hosts may be any of the allowed ones). A loc of another scheme (`ftp://`) is `loc-scheme` only.',
    source: 'sitemaps.org ("all URLs must be from a single host")',
    example: '`http://example.org/a` and `https://www.example.org/b` in one file',
  },
  {
    id: 'loc-port', area: 'loc', severity: by('off', 'off', 'error'),
    description: 'An explicit port, even the default one or an empty one.',
    source: 'seed contract',
    example: '`https://www.example.org:443/`',
  },
  {
    id: 'loc-userinfo', area: 'loc', severity: by('warning', 'warning', 'error'),
    description: 'User information (`user@` or `user:pass@`) in the URL.',
    source: 'seed contract; RFC 3986 section 3.2.1 (deprecated user:password)',
    example: '`https://admin@www.example.org/`',
  },
  {
    id: 'loc-fragment', area: 'loc', severity: by('warning', 'warning', 'error'),
    description: 'A `#fragment`, even an empty one; crawlers drop it, so the entry does not name a distinct page.',
    source: 'seed contract',
    example: '`https://www.example.org/page#top`',
  },
  {
    id: 'loc-out-of-scope', area: 'site', severity: all('error'),
    description: 'With `base-url`: a loc of another scheme, host or port than the public URL of its sitemap, or (in a urlset or text sitemap) a path not under the sitemap\'s own folder. The message names each part that differs. Index entries are judged by scheme, host and port in `protocol`, and also by folder in `google` and `strict`. A loc that is not http or https is `loc-scheme` only.',
    source: 'sitemaps.org "Sitemap file location", "Sitemap index files"; Google "Manage your sitemaps with a sitemap index file"; Search Console "URL not allowed" / "Path mismatch"',
    example: '`https://www.example.org/about/` listed in `blog/sitemap.xml`, which is published at `https://www.example.org/blog/sitemap.xml`',
  },
  {
    id: 'loc-duplicate', area: 'loc', severity: all('error'),
    description: 'The exact same loc twice in one file (reported at the second, naming the line of the first).',
    source: 'seed contract; Bing Webmaster guidance',
    example: 'two `<url>` entries with the same `<loc>`',
  },
  {
    id: 'loc-duplicate-across-files', area: 'site', severity: by('warning', 'warning', 'error'),
    description: 'The same loc in two checked sitemaps (urlset or text), reported in the later file by path, naming the file and line of the first. Feeds are not compared (they repeat the sitemaps\' new URLs by nature), nor news and video entries (a `url` holding `news:news` or `video:video`: Google accepts a news or video sitemap of its own beside the one that lists the page), nor an entry with images and one without (an image sitemap of its own beside the page\'s; entries with images are compared with each other), nor a sitemap with its gzip copy beside it (`sitemap.xml` and `sitemap.xml.gz`).',
    source: 'Bing Webmaster guidance; crawl budget; Google Search Central (image, news and video sitemaps: a separate sitemap or the existing one, "Either option is fine with Google")',
    example: '`https://www.example.org/contact/` in both `sitemap.xml` and `sitemap-pages.txt`',
  },
  {
    id: 'loc-http-https-pair', area: 'loc', severity: by('off', 'warning', 'off'),
    description: 'Both the http:// and the https:// form of one URL are listed.',
    source: 'Google Search Central: canonical URLs in sitemaps',
    example: '`http://www.example.org/a` and `https://www.example.org/a` in one file',
  },
  {
    id: 'loc-session-id', area: 'loc', severity: by('off', 'warning', 'off'),
    description: 'A session id in the URL (`jsessionid`, `PHPSESSID`, `sid=`, ...).',
    source: 'Google Search Central: URLs to exclude from sitemaps',
    example: '`https://www.example.org/a;jsessionid=0A1B2C`',
  },
  {
    id: 'page-missing', area: 'site', severity: all('off'),
    description: 'With `check-pages` (which turns this rule on at error): a loc under `base-url` maps to no file in `site-dir`. `/a/` maps to `a/index.html`; `/a` to `a`, `a.html` or `a/index.html`; `/` to `index.html`; the query is ignored and percent-escapes are decoded. Locs outside `base-url` are not judged.',
    source: 'policy',
    example: '`https://www.example.org/about/` when the build wrote no `about/index.html`',
  },
  // lastmod, changefreq, priority
  {
    id: 'lastmod-format', area: 'fields', severity: all('error'),
    description: 'Not a valid value for the `lastmod` setting: `w3c` (W3C Datetime, calendar-checked, a time needs a zone), `xsd` (xsd:date or xsd:dateTime), `date` (YYYY-MM-DD only; the `strict` default).',
    source: 'sitemaps.org; W3C Datetime note; Search Console "Invalid date"',
    example: '`<lastmod>2024-02-30</lastmod>`, `<lastmod>January 15, 2024</lastmod>`',
  },
  {
    id: 'lastmod-future', area: 'fields', severity: by('warning', 'warning', 'error'),
    description: 'A lastmod later than the run\'s clock plus one day.',
    source: 'Google Search Central: lastmod must reflect the last significant update',
    example: '`<lastmod>2999-01-01</lastmod>`',
  },
  {
    id: 'lastmod-imprecise', area: 'fields', severity: by('notice', 'notice', 'off'),
    description: 'A lastmod of only a year or a year and month: valid W3C Datetime, refused by the XSD.',
    source: 'sitemap XSD vs W3C Datetime profile',
    example: '`<lastmod>2024-05</lastmod>`',
  },
  {
    id: 'changefreq-value', area: 'fields', severity: by('error', 'error', 'off'),
    description: 'A changefreq other than always, hourly, daily, weekly, monthly, yearly, never (case-sensitive). In `strict`, changefreq itself is `unexpected-element`.',
    source: 'sitemap XSD; Search Console "Invalid tag value"',
    example: '`<changefreq>biweekly</changefreq>`',
  },
  {
    id: 'priority-value', area: 'fields', severity: by('error', 'error', 'off'),
    description: 'A priority that is not a decimal between 0.0 and 1.0. In `strict`, priority itself is `unexpected-element`.',
    source: 'sitemap XSD',
    example: '`<priority>1.5</priority>`',
  },
  {
    id: 'google-ignores-field', area: 'fields', severity: by('off', 'notice', 'off'),
    description: 'A `changefreq` or `priority` field, which Google ignores. Reported once per file for each, at the first, with the number of them.',
    source: 'Google Search Central: build and submit a sitemap',
    example: '`<priority>0.8</priority>` under `--profile google`',
  },
  // robots.txt
  {
    id: 'robots-sitemap-missing', area: 'site', severity: by('warning', 'warning', 'error'),
    description: 'A `Sitemap:` line of a checked robots.txt names a URL under `base-url` that maps to no file in `site-dir` (or to a path that cannot be mapped safely).',
    source: 'sitemaps.org "Informing search engine crawlers"; policy',
    example: '`Sitemap: https://www.example.org/sitemap-news.xml` when the build wrote no `sitemap-news.xml`',
  },
  {
    id: 'robots-not-at-root', area: 'site', severity: all('warning'),
    description: 'With `base-url`: a checked robots.txt in `site-dir` whose public URL is not `/robots.txt` at the root of the host: in a subfolder, below a base path (a GitHub Pages project site cannot have a robots.txt of its own), or named otherwise (`Robots.txt`). Crawlers never read it, so its `Sitemap:` lines do not count for `sitemap-unreferenced`. A file-level finding, naming where crawlers look.',
    source: 'RFC 9309 section 2.3 (the rules "MUST be accessible in a file named /robots.txt" at the top-level path of the host)',
    example: '`public/docs/robots.txt` with `site-dir: public`, published at `https://www.example.org/docs/robots.txt`; `_site/robots.txt` of a site served at `https://user.github.io/repo/`',
  },
  {
    id: 'robots-sitemap-invalid', area: 'robots', severity: all('error'),
    description: 'A `Sitemap:` line of a robots.txt whose value is not an absolute http(s) URL, or not an RFC 3986 URI as `loc-invalid` judges a loc; with `base-url`, also one that names a robots.txt. Also a sitemap named in a spelling Google\'s parser reads but other crawlers may not (a field name starting with `sitemap` or `site-map`: `Sitemaps:`, `Site-map:`), which is followed all the same when its value is a URL; and `Sitemap <URL>` without a colon, which no crawler reads as the URL (Google\'s parser splits the line at the URL\'s own colon), not followed. A `#` starts a comment anywhere in the line.',
    source: 'sitemaps.org "Informing search engine crawlers"; RFC 9309',
    example: '`Sitemap: /sitemap.xml`',
  },
  {
    id: 'robots-disallow-all', area: 'robots', severity: by('warning', 'error', 'error'),
    description: 'A robots.txt whose group for Googlebot (its own, or `*`), or for every other crawler, holds `Disallow: /` (or another pattern that matches every path: `/*`, `*`, `/*$`) and no `Allow` rule: crawlers fetch none of the URLs its sitemaps list (a staging robots.txt shipped with the build). Reported at the `Disallow` line.',
    source: 'RFC 9309 sections 2.1-2.2; Google Search Central: how Google interprets the robots.txt specification',
    example: '`User-agent: *` then `Disallow: /`',
  },
  {
    id: 'sitemap-unreferenced', area: 'site', severity: by('off', 'notice', 'off'),
    description: 'With `base-url`, in a run that checks a robots.txt: a checked sitemap in `site-dir` that no checked robots.txt `Sitemap:` line and no checked sitemap index names; crawlers find it only when it is submitted by hand. A sitemap and its gzip copy beside it (`sitemap.xml`, `sitemap.xml.gz`) are named together; a robots.txt crawlers never read (`robots-not-at-root`) names nothing.',
    source: 'Google Search Central: submit your sitemap (robots.txt or Search Console)',
    example: '`public/sitemap-old.xml`, listed neither in `robots.txt` nor in `sitemap_index.xml`',
  },
  ...EXTENSION_RULES,
  // Set level: hreflang across the files of a run
  {
    id: 'hreflang-return-link', area: 'hreflang', severity: by('off', 'warning', 'off'),
    description: 'A lists B as an hreflang alternate, B is an entry of the checked sitemaps, and B does not list A back. Reported at A\'s `xhtml:link`, naming the file and line of B.',
    source: 'Google Search Central: localized versions (https://developers.google.com/search/docs/specialty/international/localized-versions: "If two pages don\'t both point to each other, the tags will be ignored"); Search Console "no return tags"',
    example: '`/en/` lists `/de/` as `hreflang="de"`, and the `<url>` of `/de/` lists no alternate for `/en/`',
  },
  {
    id: 'hreflang-cluster-mismatch', area: 'hreflang', severity: by('off', 'warning', 'off'),
    description: 'Two pages of one hreflang cluster name different URLs for the same language: A lists B, and the entry of B gives another URL than A does for a language both list. Reported at the `xhtml:link` of A for that language.',
    source: 'Google Search Central: localized versions (every language version must list the same set of alternates, including itself)',
    example: '`/en/` lists `de` as `/de/`, and `/fr/` (listed by `/en/`) lists `de` as `/de-old/`',
  },
]);

/** Rule definitions by id (a map that cannot be changed). */
export const RULES_BY_ID: ReadonlyMap<string, RuleDefinition> = new FrozenMap(RULES.map((r) => [r.id, r]));

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
