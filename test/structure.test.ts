/**
 * Rules of the "Document structure" and "File and encoding" sections that the XML checker
 * reports: for each, a failing input with the rule id and the exact line and column, and a passing
 * neighbour with no findings at all. Every document is also judged with CR LF and with lone CR
 * line ends, which must give the same findings at the same positions.
 */
import { describe, it, expect } from 'vitest';
import type { PolicyInput } from '../src/core/policy/policy.js';
import type { Severity } from '../src/core/types.js';
import { findingCounts } from '../src/core/checks/sink.js';
import { check, crlf, crOnly, NS, ruleIds, summary } from './support/sitemap.js';

const DECL = '<?xml version="1.0" encoding="UTF-8"?>';
const ROOT = `<urlset xmlns="${NS}">`;
const PAGE = 'https://www.beispiel.de/';

const PROTOCOL: PolicyInput = {};
const GOOGLE: PolicyInput = { profile: 'google' };
const STRICT: PolicyInput = { profile: 'strict', hosts: ['www.beispiel.de'] };

/** Line 1: the XML declaration; line 2: `open`; then `body`; then `close`. */
function doc(body: string[], open = ROOT, close = '</urlset>'): string {
  return `${[DECL, open, ...body, close].join('\n')}\n`;
}

/** A `<url>` of three lines or more: `<url>`, `<loc>` (text at column 10), `extra`..., `</url>`. */
function url(loc = PAGE, ...extra: string[]): string[] {
  return ['  <url>', `    <loc>${loc}</loc>`, ...extra, '  </url>'];
}

/** A sitemap index entry: `<sitemap>`, `<loc>`, `extra`..., `</sitemap>`. */
function sitemap(loc: string, ...extra: string[]): string[] {
  return ['  <sitemap>', `    <loc>${loc}</loc>`, ...extra, '  </sitemap>'];
}

const INDEX_OPEN = `<sitemapindex xmlns="${NS}">`;

interface Case {
  name: string;
  policy?: PolicyInput;
  bad: string | Uint8Array;
  rule: string;
  /** Position of the finding of `rule`; undefined for a file-level finding. */
  line: number | undefined;
  column: number | undefined;
  /** The exact set of rule ids of `bad` (default: just `rule`). */
  ids?: string[];
  severity?: Severity;
  /** How many findings of `rule` (default 1). */
  count?: number;
  message?: RegExp;
  /** A neighbour of `bad` that has no findings (under the same policy). */
  good: string | Uint8Array;
  /** The policy for `good`, when it differs (the rule is off there). */
  goodPolicy?: PolicyInput;
}

const cases: Case[] = [
  // namespace (the parser trims a namespace URI, also of Unicode spaces; xmllint and the XSD do not)
  ...(
    [
      ['the https variant', 'https://www.sitemaps.org/schemas/sitemap/0.9'],
      ['a trailing slash', 'http://www.sitemaps.org/schemas/sitemap/0.9/'],
      ['Google 0.84', 'http://www.google.com/schemas/sitemap/0.84'],
      ['Google 0.9', 'http://www.google.com/schemas/sitemap/0.9'],
      ['another version', 'http://www.sitemaps.org/schemas/sitemap/1.0'],
      ['a space before the URI', ` ${NS}`, /has whitespace around the URI/],
      ['a line feed after the URI', `${NS}\n`, /has whitespace around the URI/],
      ['a no-break space before the URI', `\u00a0${NS}`, /has whitespace around the URI/],
      ['an ideographic space after the URI', `${NS}\u3000`, /has whitespace around the URI/],
    ] as ReadonlyArray<readonly [string, string, RegExp?]>
  ).map(
    ([what, uri, message]): Case => ({
      name: `namespace: ${what}`,
      bad: doc(url(), `<urlset xmlns="${uri}">`),
      rule: 'namespace',
      line: 2,
      column: 1,
      message: message ?? new RegExp(uri.replace(/[.]/g, '\\.')),
      good: doc(url()),
    }),
  ),
  { name: 'namespace: none', bad: doc(url(), '<urlset>'), rule: 'namespace', line: 2, column: 1, message: /no namespace/, good: doc(url()) },
  {
    name: 'namespace: an extension namespace declared with whitespace around it',
    bad: doc([`<url><loc>https://www.beispiel.de/</loc><image:image xmlns:image=" http://www.google.com/schemas/sitemap-image/1.1"><image:loc>https://www.beispiel.de/a.png</image:loc></image:image></url>`]),
    rule: 'namespace',
    line: 3,
    column: 41,
    message: /xmlns:image=" http/,
    good: doc([`<url><loc>https://www.beispiel.de/</loc><image:image xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"><image:loc>https://www.beispiel.de/a.png</image:loc></image:image></url>`]),
  },
  {
    name: 'namespace: a root start tag over three lines',
    bad: doc(url(), '<urlset\n    xmlns="http://www.sitemaps.org/schemas/sitemap/0.9/"\n>'),
    rule: 'namespace',
    line: 2,
    column: 1,
    good: doc(url(), `<urlset\n    xmlns="${NS}"\n>`),
  },
  {
    name: 'namespace: a root after blank lines and spaces (no XML declaration)',
    bad: `\n\n   <urlset>\n${url().join('\n')}\n</urlset>\n`,
    rule: 'namespace',
    line: 3,
    column: 4,
    good: `\n\n   <urlset xmlns="${NS}">\n${url().join('\n')}\n</urlset>\n`,
  },
  {
    name: 'namespace: the wrong URI bound to a prefix',
    bad: doc(['  <s:url>', `    <s:loc>${PAGE}</s:loc>`, '  </s:url>'], '<s:urlset xmlns:s="https://www.sitemaps.org/schemas/sitemap/0.9">', '</s:urlset>'),
    rule: 'namespace',
    line: 2,
    column: 1,
    // A prefixed correct namespace passes: the prefix never matters, only the URI.
    good: doc(['  <s:url>', `    <s:loc>${PAGE}</s:loc>`, '  </s:url>'], `<s:urlset xmlns:s="${NS}">`, '</s:urlset>'),
  },
  {
    name: 'namespace: an entry in a legacy namespace inside a correct root',
    bad: doc(['  <url xmlns="http://www.google.com/schemas/sitemap/0.84">', `    <loc>${PAGE}</loc>`, '  </url>']),
    rule: 'namespace',
    line: 3,
    column: 3,
    count: 2, // <url> and the <loc> that inherits its default namespace
    good: doc([`  <url xmlns="${NS}">`, `    <loc>${PAGE}</loc>`, '  </url>']),
  },
  {
    name: 'namespace: core elements in no namespace under a prefixed root',
    bad: doc(['  <url>', `    <loc>${PAGE}</loc>`, '  </url>'], `<s:urlset xmlns:s="${NS}">`, '</s:urlset>'),
    rule: 'namespace',
    line: 3,
    column: 3,
    count: 2,
    good: doc(['  <s:url>', `    <s:loc>${PAGE}</s:loc>`, '  </s:url>'], `<s:urlset xmlns:s="${NS}">`, '</s:urlset>'),
  },
  // root-element
  {
    name: 'root-element: an RSS 0.92 feed (only RSS 2.0 and Atom are read as sitemaps)',
    bad: `${DECL}\n<rss version="0.92">\n  <channel>\n    <item><link>${PAGE}</link></item>\n  </channel>\n</rss>\n`,
    rule: 'root-element',
    line: 2,
    column: 1,
    message: /only RSS 2\.0/,
    good: doc(url()),
  },
  {
    name: 'root-element: an ASP.NET site map',
    bad: `${DECL}\n<siteMap xmlns="http://schemas.microsoft.com/AspNet/SiteMap-File-1.0">\n  <siteMapNode url="/" title="Home"/>\n</siteMap>\n`,
    rule: 'root-element',
    line: 2,
    column: 1,
    good: doc(url()),
  },
  {
    name: 'root-element: <URLSET> in capitals',
    bad: doc(['  <URL>', `    <LOC>${PAGE}</LOC>`, '  </URL>'], `<URLSET xmlns="${NS}">`, '</URLSET>'),
    rule: 'root-element',
    line: 2,
    column: 1,
    good: doc(url()),
  },
  {
    name: 'root-element: an empty file',
    bad: '',
    rule: 'root-element',
    line: undefined,
    column: undefined,
    message: /empty/,
    good: `<urlset xmlns="${NS}"><url><loc>${PAGE}</loc></url></urlset>`,
  },
  {
    name: 'root-element: a declaration and a comment but no element',
    bad: `${DECL}\n<!-- generated -->\n`,
    rule: 'root-element',
    line: undefined,
    column: undefined,
    message: /no root element/,
    good: `${DECL}\n<!-- generated -->\n<urlset xmlns="${NS}"><url><loc>${PAGE}</loc></url></urlset>\n`,
  },
  // unexpected-element
  {
    name: 'unexpected-element: <url> in a sitemap index',
    bad: doc([...sitemap(`${PAGE}sitemap-1.xml`), ...url()], INDEX_OPEN, '</sitemapindex>'),
    rule: 'unexpected-element',
    line: 6,
    column: 3,
    message: /<sitemapindex>/,
    good: doc(sitemap(`${PAGE}sitemap-1.xml`), INDEX_OPEN, '</sitemapindex>'),
  },
  {
    name: 'unexpected-element: <sitemap> in a urlset',
    bad: doc([...url(), ...sitemap(`${PAGE}sitemap-1.xml`)]),
    rule: 'unexpected-element',
    line: 6,
    column: 3,
    good: doc(url()),
  },
  {
    name: 'unexpected-element: <changefreq> in a sitemap index entry',
    bad: doc(sitemap(`${PAGE}sitemap-1.xml`, '    <changefreq>daily</changefreq>'), INDEX_OPEN, '</sitemapindex>'),
    rule: 'unexpected-element',
    line: 5,
    column: 5,
    good: doc(sitemap(`${PAGE}sitemap-1.xml`, '    <lastmod>2024-01-01</lastmod>'), INDEX_OPEN, '</sitemapindex>'),
  },
  {
    name: 'unexpected-element: <LOC>',
    bad: doc(url(PAGE, `    <LOC>${PAGE}</LOC>`)),
    rule: 'unexpected-element',
    line: 5,
    column: 5,
    good: doc(url(PAGE)),
  },
  {
    name: 'unexpected-element: <LOC> instead of <loc>',
    bad: doc(['  <url>', `    <LOC>${PAGE}</LOC>`, '  </url>']),
    rule: 'unexpected-element',
    line: 4,
    column: 5,
    ids: ['missing-loc', 'unexpected-element'],
    good: doc(url(PAGE)),
  },
  {
    name: 'unexpected-element: <foo> of the sitemap namespace in <url>',
    bad: doc(url(PAGE, '    <foo>1</foo>')),
    rule: 'unexpected-element',
    line: 5,
    column: 5,
    good: doc(url(PAGE, '    <x:foo xmlns:x="urn:example:x">1</x:foo>')),
  },
  {
    name: 'unexpected-element: <foo> of the sitemap namespace in <urlset>',
    bad: doc(['  <foo/>', ...url()]),
    rule: 'unexpected-element',
    line: 3,
    column: 3,
    good: doc(['  <x:foo xmlns:x="urn:example:x"/>', ...url()]),
  },
  {
    name: 'unexpected-element: an element inside <loc>',
    bad: doc(['  <url>', `    <loc>${PAGE}<b>page</b></loc>`, '  </url>']),
    rule: 'unexpected-element',
    line: 4,
    column: 34,
    good: doc(url()),
  },
  {
    name: 'unexpected-element: an element in no namespace in <url> (not an extension: the XSD wildcard is ##other)',
    bad: doc(['  <s:url>', `    <s:loc>${PAGE}</s:loc>`, '    <note>x</note>', '  </s:url>'], `<s:urlset xmlns:s="${NS}">`, '</s:urlset>'),
    rule: 'unexpected-element',
    line: 5,
    column: 5,
    message: /no namespace/,
    good: doc(['  <s:url>', `    <s:loc>${PAGE}</s:loc>`, '    <x:note xmlns:x="urn:example:x">x</x:note>', '  </s:url>'], `<s:urlset xmlns:s="${NS}">`, '</s:urlset>'),
  },
  {
    name: 'unexpected-element: an element of another namespace after the first <url>',
    bad: doc([...url(), '  <x:meta xmlns:x="urn:example:x">1</x:meta>']),
    rule: 'unexpected-element',
    line: 6,
    column: 3,
    message: /before the first entry/,
    // Before the first <url> the XSD allows it.
    good: doc(['  <x:meta xmlns:x="urn:example:x">1</x:meta>', ...url()]),
  },
  {
    name: 'unexpected-element: <changefreq> under strict',
    policy: STRICT,
    bad: doc(url(PAGE, '    <changefreq>daily</changefreq>')),
    rule: 'unexpected-element',
    line: 5,
    column: 5,
    message: /strict/,
    good: doc(url(PAGE, '    <lastmod>2024-01-01</lastmod>')),
  },
  {
    name: 'unexpected-element: <priority> under strict',
    policy: STRICT,
    bad: doc(url(PAGE, '    <lastmod>2024-01-01</lastmod>', '    <priority>0.5</priority>')),
    rule: 'unexpected-element',
    line: 6,
    column: 5,
    good: doc(url(PAGE, '    <lastmod>2024-01-01</lastmod>')),
  },
  // extension-element
  {
    name: 'extension-element: an image in <url> under strict (allowed by protocol)',
    policy: STRICT,
    bad: doc(
      url(PAGE, '    <image:image>', `      <image:loc>${PAGE}a.png</image:loc>`, '    </image:image>'),
      `<urlset xmlns="${NS}"\n        xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">`,
    ),
    rule: 'extension-element',
    line: 6,
    column: 5,
    good: doc(
      url(PAGE, '    <image:image>', `      <image:loc>${PAGE}a.png</image:loc>`, '    </image:image>'),
      `<urlset xmlns="${NS}"\n        xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">`,
    ),
    goodPolicy: PROTOCOL,
  },
  {
    name: 'extension-element: an element of another namespace before the first <url> under strict',
    policy: STRICT,
    bad: doc(['  <x:meta xmlns:x="urn:example:x">1</x:meta>', ...url()]),
    rule: 'extension-element',
    line: 3,
    column: 3,
    good: doc(['  <x:meta xmlns:x="urn:example:x">1</x:meta>', ...url()]),
    goodPolicy: PROTOCOL,
  },
  // unexpected-attribute
  {
    name: 'unexpected-attribute: on <url>',
    bad: doc(['  <url priority="1">', `    <loc>${PAGE}</loc>`, '  </url>']),
    rule: 'unexpected-attribute',
    line: 3,
    column: 3,
    message: /priority="1"/,
    good: doc(url()),
  },
  {
    name: 'unexpected-attribute: on a <url\\n  > start tag over several lines',
    bad: doc(['  <url', '      id="home"', '  >', `    <loc>${PAGE}</loc>`, '  </url>']),
    rule: 'unexpected-attribute',
    line: 3,
    column: 3,
    good: doc(['  <url', '  >', `    <loc>${PAGE}</loc>`, '  </url>']),
  },
  {
    name: 'unexpected-attribute: on <loc>',
    bad: doc(['  <url>', `    <loc type="page">${PAGE}</loc>`, '  </url>']),
    rule: 'unexpected-attribute',
    line: 4,
    column: 5,
    good: doc(url()),
  },
  {
    name: 'unexpected-attribute: xsi:schemaLocation under strict (allowed by protocol)',
    policy: STRICT,
    bad: doc(url(), `<urlset xmlns="${NS}"\n  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"\n  xsi:schemaLocation="${NS} ${NS}/sitemap.xsd">`),
    rule: 'unexpected-attribute',
    line: 2,
    column: 1,
    message: /schemaLocation/,
    good: doc(url(), `<urlset xmlns="${NS}"\n  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"\n  xsi:schemaLocation="${NS} ${NS}/sitemap.xsd">`),
    goodPolicy: PROTOCOL,
  },
  {
    name: 'unexpected-attribute: xml:lang on the root',
    bad: doc(url(), `<urlset xmlns="${NS}" xml:lang="en">`),
    rule: 'unexpected-attribute',
    line: 2,
    column: 1,
    // Namespace declarations are always fine, also under strict.
    good: doc(['  <url xmlns:x="urn:example:x">', `    <loc xmlns="${NS}">${PAGE}</loc>`, '  </url>'], `<urlset xmlns="${NS}" xmlns:y="urn:example:y">`),
    goodPolicy: STRICT,
  },
  // unexpected-text
  {
    name: 'unexpected-text: in <url>',
    bad: doc(['  <url>', `    <loc>${PAGE}</loc>`, '    Home page', '  </url>']),
    rule: 'unexpected-text',
    line: 5,
    column: 5,
    message: /"Home page"/,
    good: doc(['  <url>', `    <loc>${PAGE}</loc>`, '    <!-- Home page -->', '  </url>']),
  },
  {
    name: 'unexpected-text: in <urlset>, on the line after a start tag',
    bad: doc(['', `  ${PAGE}`, ...url()]),
    rule: 'unexpected-text',
    line: 4,
    column: 3,
    good: doc(['', '  ', ...url()]),
  },
  {
    name: 'unexpected-text: CDATA text in <url>',
    bad: doc(['  <url>', `    <loc>${PAGE}</loc>`, '    <![CDATA[Home page]]>', '  </url>']),
    rule: 'unexpected-text',
    line: 5,
    column: 14,
    good: doc(['  <url>', `    <loc><![CDATA[${PAGE}]]></loc>`, '  </url>']),
  },
  {
    name: 'unexpected-text: CDATA text starting on a later line',
    bad: doc(['  <url>', '    <![CDATA[', '      Home page]]>', `    <loc>${PAGE}</loc>`, '  </url>']),
    rule: 'unexpected-text',
    line: 5,
    column: 7,
    good: doc(url()),
  },
  {
    name: 'unexpected-text: a no-break space (not XML whitespace)',
    bad: doc(['  <url>\u00a0', `    <loc>${PAGE}</loc>`, '  </url>']),
    rule: 'unexpected-text',
    line: 3,
    column: 8,
    good: doc(['  <url>\t', `    <loc>${PAGE}</loc>`, '  </url>']),
  },
  // missing-loc
  {
    name: 'missing-loc: a <url> without <loc>',
    bad: doc(['  <url>', '    <lastmod>2024-01-01</lastmod>', '  </url>']),
    rule: 'missing-loc',
    line: 3,
    column: 3,
    good: doc(url(PAGE, '    <lastmod>2024-01-01</lastmod>')),
  },
  {
    name: 'missing-loc: an empty <sitemap>',
    bad: doc(['  <sitemap/>'], INDEX_OPEN, '</sitemapindex>'),
    rule: 'missing-loc',
    line: 3,
    column: 3,
    good: doc(sitemap(`${PAGE}sitemap-1.xml`), INDEX_OPEN, '</sitemapindex>'),
  },
  // duplicate-field
  {
    name: 'duplicate-field: two <loc>',
    bad: doc(url(PAGE, `    <loc>${PAGE}other</loc>`)),
    rule: 'duplicate-field',
    line: 5,
    column: 5,
    good: doc([...url(PAGE), ...url(`${PAGE}other`)]),
  },
  {
    name: 'duplicate-field: two <priority>',
    bad: doc(url(PAGE, '    <priority>0.5</priority>', '    <priority>0.6</priority>')),
    rule: 'duplicate-field',
    line: 6,
    column: 5,
    good: doc(url(PAGE, '    <priority>0.5</priority>')),
  },
  // field-order
  {
    name: 'field-order: <lastmod> before <loc> (error in protocol)',
    bad: doc(['  <url>', '    <lastmod>2024-01-01</lastmod>', `    <loc>${PAGE}</loc>`, '  </url>']),
    rule: 'field-order',
    line: 5,
    column: 5,
    severity: 'error',
    message: /^<loc> comes after <lastmod>; the sitemap schema orders the fields of <url> as loc, lastmod, changefreq, priority, then extension elements\.$/,
    good: doc(url(PAGE, '    <lastmod>2024-01-01</lastmod>')),
  },
  {
    name: 'field-order: <priority> before <changefreq> (warning in google)',
    policy: { profile: 'google', rules: { 'google-ignores-field': 'off' } },
    bad: doc(url(PAGE, '    <priority>0.5</priority>', '    <changefreq>daily</changefreq>')),
    rule: 'field-order',
    line: 6,
    column: 5,
    severity: 'warning',
    message: /^<changefreq> comes after <priority>; the sitemap schema orders the fields of <url> as loc, lastmod, changefreq, priority, then extension elements\.$/,
    good: doc(url(PAGE, '    <changefreq>daily</changefreq>', '    <priority>0.5</priority>')),
  },
  {
    name: 'field-order: the fields in reverse order, once per entry, naming the field placed first',
    bad: doc(['  <url>', '    <priority>0.5</priority>', '    <changefreq>daily</changefreq>', '    <lastmod>2024-01-01</lastmod>', `    <loc>${PAGE}</loc>`, '  </url>']),
    rule: 'field-order',
    line: 5,
    column: 5,
    message: /^<changefreq> comes after <priority>; the sitemap schema orders the fields of <url> as loc, lastmod, changefreq, priority, then extension elements\.$/,
    good: doc(url(PAGE, '    <lastmod>2024-01-01</lastmod>', '    <changefreq>daily</changefreq>', '    <priority>0.5</priority>')),
  },
  {
    name: 'field-order: a core field after an extension element',
    bad: doc(url(PAGE, '    <x:meta xmlns:x="urn:example:x">1</x:meta>', '    <lastmod>2024-01-01</lastmod>')),
    rule: 'field-order',
    line: 6,
    column: 5,
    message:
      /^<lastmod> comes after the extension element <x:meta> \(line 5\); the sitemap schema puts extension elements after loc, lastmod, changefreq and priority: move the extension elements of this <url> after its sitemap fields\.$/,
    good: doc(url(PAGE, '    <lastmod>2024-01-01</lastmod>', '    <x:meta xmlns:x="urn:example:x">1</x:meta>')),
  },
  {
    name: 'field-order: xhtml:link alternates between <loc> and <lastmod> (Next.js), once per entry, naming the first link',
    bad: doc(
      [1, 2].flatMap((n) =>
        url(
          `${PAGE}${n}`,
          `    <xhtml:link rel="alternate" hreflang="en" href="${PAGE}${n}"/>`,
          `    <xhtml:link rel="alternate" hreflang="de" href="${PAGE}de/${n}"/>`,
          '    <lastmod>2024-01-01</lastmod>',
          '    <changefreq>daily</changefreq>',
          '    <priority>0.5</priority>',
        ),
      ),
      `<urlset xmlns="${NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ),
    rule: 'field-order',
    line: 7,
    column: 5,
    count: 2,
    message:
      /^<lastmod> comes after the extension element <xhtml:link> \(line 5\); the sitemap schema puts extension elements after loc, lastmod, changefreq and priority: move the extension elements of this <url> after its sitemap fields\.$/,
    good: doc(
      url(
        PAGE,
        '    <lastmod>2024-01-01</lastmod>',
        '    <changefreq>daily</changefreq>',
        '    <priority>0.5</priority>',
        `    <xhtml:link rel="alternate" hreflang="en" href="${PAGE}"/>`,
        `    <xhtml:link rel="alternate" hreflang="de" href="${PAGE}de/"/>`,
      ),
      `<urlset xmlns="${NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ),
  },
  {
    name: 'field-order: a field after an extension element and after a later field: one finding for each cause',
    bad: doc(url(PAGE, '    <priority>0.5</priority>', '    <x:meta xmlns:x="urn:example:x">1</x:meta>', '    <lastmod>2024-01-01</lastmod>')),
    rule: 'field-order',
    line: 7,
    column: 5,
    count: 2,
    message: /^<lastmod> comes after the extension element <x:meta> \(line 6\); /,
    good: doc(url(PAGE, '    <lastmod>2024-01-01</lastmod>', '    <priority>0.5</priority>', '    <x:meta xmlns:x="urn:example:x">1</x:meta>')),
  },
  {
    name: 'field-order: <lastmod> after an element of another namespace in a sitemap index entry',
    bad: doc(sitemap(`${PAGE}sitemap-1.xml`, '    <x:meta xmlns:x="urn:example:x">1</x:meta>', '    <lastmod>2024-01-01</lastmod>'), INDEX_OPEN, '</sitemapindex>'),
    rule: 'field-order',
    line: 6,
    column: 5,
    message:
      /^<lastmod> comes after the extension element <x:meta> \(line 5\); the sitemap schema puts extension elements after loc and lastmod: move the extension elements of this <sitemap> after its sitemap fields\.$/,
    good: doc(sitemap(`${PAGE}sitemap-1.xml`, '    <lastmod>2024-01-01</lastmod>', '    <x:meta xmlns:x="urn:example:x">1</x:meta>'), INDEX_OPEN, '</sitemapindex>'),
  },
  // url-count
  {
    name: 'url-count: more entries than max-urls, reported once at entry max+1',
    policy: { maxUrls: 2 },
    bad: doc([...url(`${PAGE}1`), ...url(`${PAGE}2`), ...url(`${PAGE}3`), ...url(`${PAGE}4`)]),
    rule: 'url-count',
    line: 9,
    column: 3,
    count: 1,
    message: /at most 2/,
    good: doc([...url(`${PAGE}1`), ...url(`${PAGE}2`)]),
  },
  {
    // The urlset's advice (list the parts in a sitemap index) would nest indexes in an index.
    name: 'url-count: a sitemap index past max-urls is told to split into indexes named each on its own, not listed in an index',
    policy: { maxUrls: 2 },
    bad: doc([...sitemap(`${PAGE}sitemap-1.xml`), ...sitemap(`${PAGE}sitemap-2.xml`), ...sitemap(`${PAGE}sitemap-3.xml`)], INDEX_OPEN, '</sitemapindex>'),
    rule: 'url-count',
    line: 9,
    column: 3,
    count: 1,
    message:
      /^This is entry 3: a sitemap index may list at most 2 entries \(max-urls\); split it into several index files and name each one in robots\.txt \(a Sitemap: line each\) or submit each in Search Console, since an index may not list another index\.$/,
    good: doc([...sitemap(`${PAGE}sitemap-1.xml`), ...sitemap(`${PAGE}sitemap-2.xml`)], INDEX_OPEN, '</sitemapindex>'),
  },
  {
    name: 'url-count: an empty urlset',
    bad: doc([]),
    rule: 'url-count',
    line: 2,
    column: 1,
    message: /^The <urlset> has no <url> entries; the sitemap schema requires at least one, and Search Console reports it as "Empty sitemap"\.$/,
    good: doc(url()),
  },
  {
    name: 'url-count: an empty sitemap index',
    bad: doc([], INDEX_OPEN, '</sitemapindex>'),
    rule: 'url-count',
    line: 2,
    column: 1,
    good: doc(sitemap(`${PAGE}sitemap-1.xml`), INDEX_OPEN, '</sitemapindex>'),
  },
  // google-ignores-field
  {
    name: 'google-ignores-field: a notice in google only',
    policy: GOOGLE,
    bad: doc(url(PAGE, '    <changefreq>daily</changefreq>')),
    rule: 'google-ignores-field',
    line: 5,
    column: 17,
    severity: 'notice',
    good: doc(url(PAGE, '    <changefreq>daily</changefreq>')),
    goodPolicy: PROTOCOL,
  },
  {
    name: 'google-ignores-field: once per field per file, at the first, with the count',
    policy: GOOGLE,
    bad: doc([1, 2, 3].flatMap((n) => url(`${PAGE}${n}`, '    <changefreq>daily</changefreq>', '    <priority>0.5</priority>'))),
    rule: 'google-ignores-field',
    line: 5,
    column: 17,
    count: 2,
    message: /^Google ignores <changefreq>; it can be left out \(reported once per file: this is the first of 3\)\.$/,
    good: doc([1, 2, 3].flatMap((n) => url(`${PAGE}${n}`, '    <changefreq>daily</changefreq>', '    <priority>0.5</priority>'))),
    goodPolicy: PROTOCOL,
  },
  // processing-instruction
  {
    name: 'processing-instruction: an error in strict only',
    policy: STRICT,
    bad: doc(url(), `<?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>\n${ROOT}`),
    rule: 'processing-instruction',
    line: 2,
    column: 1,
    good: doc(url(), `<?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>\n${ROOT}`),
    goodPolicy: GOOGLE,
  },
  {
    name: 'processing-instruction: inside an entry, after a comment',
    policy: STRICT,
    bad: doc(['  <url><!-- c --><?x?>', `    <loc>${PAGE}</loc>`, '  </url>']),
    rule: 'processing-instruction',
    line: 3,
    column: 18,
    good: doc(['  <url><!-- c --><?x?>', `    <loc>${PAGE}</loc>`, '  </url>']),
    goodPolicy: PROTOCOL,
  },
  // bom
  {
    name: 'bom: a notice in google only',
    policy: GOOGLE,
    bad: `\ufeff${doc(url())}`,
    rule: 'bom',
    line: 1,
    column: 1,
    severity: 'notice',
    good: `\ufeff${doc(url())}`,
    goodPolicy: PROTOCOL,
  },
];

/** The document with its LF line ends rewritten by `f` (bytes are left alone). */
function relined(d: string | Uint8Array, f: (s: string) => string): string | Uint8Array {
  return typeof d === 'string' ? f(d) : d;
}

describe('document structure: failing input and passing neighbour', () => {
  it.each(cases)('$name', async (c) => {
    const policy = c.policy ?? PROTOCOL;
    const r = await check(c.bad, policy);
    const all = summary(r.findings).join('\n');
    expect(ruleIds(r.findings), all).toEqual([...(c.ids ?? [c.rule])].sort());
    const mine = r.findings.filter((f) => f.rule === c.rule);
    expect(mine.length, all).toBe(c.count ?? 1);
    const f = mine[0]!;
    expect({ line: f.line, column: f.column }, all).toEqual({ line: c.line, column: c.column });
    if (c.severity) expect(f.severity).toBe(c.severity);
    if (c.message) expect(f.message).toMatch(c.message);

    const g = await check(c.good, c.goodPolicy ?? policy);
    expect(summary(g.findings)).toEqual([]);
  });

  it.each(cases)('$name: the same with CR LF and with CR line ends', async (c) => {
    const policy = c.policy ?? PROTOCOL;
    const lf = summary((await check(c.bad, policy)).findings);
    expect(summary((await check(relined(c.bad, crlf), policy)).findings)).toEqual(lf);
    expect(summary((await check(relined(c.bad, crOnly), policy)).findings)).toEqual(lf);
    expect(summary((await check(relined(c.good, crlf), c.goodPolicy ?? policy)).findings)).toEqual([]);
    expect(summary((await check(relined(c.good, crOnly), c.goodPolicy ?? policy)).findings)).toEqual([]);
  });
});

describe('google-ignores-field: one notice per field per file', () => {
  it('3,000 urls with changefreq and priority (next-sitemap): two notices, nothing capped', async () => {
    const text = doc(Array.from({ length: 3000 }, (_, i) => `  <url><loc>${PAGE}${i}</loc><changefreq>daily</changefreq><priority>0.7</priority></url>`));
    const r = await check(text, GOOGLE);
    expect(r.findings.map((f) => [f.rule, f.severity, f.line, f.column, f.message])).toEqual([
      ['google-ignores-field', 'notice', 3, 56, 'Google ignores <changefreq>; it can be left out (reported once per file: this is the first of 3,000).'],
      ['google-ignores-field', 'notice', 3, 84, 'Google ignores <priority>; it can be left out (reported once per file: this is the first of 3,000).'],
    ]);
    expect(findingCounts(r.findings)).toEqual({ errors: 0, warnings: 0, notices: 2 });
  });

  it('one field, once: the message has no count', async () => {
    const r = await check(doc(url(PAGE, '    <priority>0.5</priority>')), GOOGLE);
    expect(r.findings.map((f) => [f.rule, f.line, f.column, f.message])).toEqual([['google-ignores-field', 5, 15, 'Google ignores <priority>; it can be left out.']]);
  });

  it('counts the fields read before the document stops', async () => {
    const r = await check(doc([...url(`${PAGE}1`, '    <priority>0.5</priority>'), ...url(`${PAGE}2`, '    <priority>0.5</priority>'), '  <url><loc>a&b</loc></url>']), GOOGLE);
    expect(r.findings.map((f) => [f.rule, f.line, f.column])).toEqual([
      ['google-ignores-field', 5, 15],
      ['xml-not-well-formed', 11, 14],
    ]);
    expect(r.findings[0]!.message).toBe('Google ignores <priority>; it can be left out (reported once per file: this is the first of 2).');
  });
});

describe('document structure: kinds and entries', () => {
  it('tells a urlset from a sitemap index and counts entries', async () => {
    const u = await check(doc([...url(`${PAGE}1`), ...url(`${PAGE}2`)]));
    expect([u.kind, u.entries]).toEqual(['urlset', 2]);
    const i = await check(doc([...sitemap(`${PAGE}a.xml`), ...sitemap(`${PAGE}b.xml`)], INDEX_OPEN, '</sitemapindex>'));
    expect([i.kind, i.entries]).toEqual(['sitemapindex', 2]);
    expect(i.records.map((e) => [e.loc, e.line, e.column])).toEqual([
      [`${PAGE}a.xml`, 3, 3],
      [`${PAGE}b.xml`, 6, 3],
    ]);
  });

  it('reports every entry past max-urls only once, however many follow', async () => {
    const body = Array.from({ length: 10 }, (_, i) => url(`${PAGE}${i}`)).flat();
    const r = await check(doc(body), { maxUrls: 3 });
    expect(summary(r.findings)).toEqual(['url-count 12:3']);
    expect(r.entries).toBe(10);
  });

  it('positions entries on a single-line document', async () => {
    const r = await check(`<urlset xmlns="${NS}"><url><loc>${PAGE}a</loc></url><!-- c --><url><loc>${PAGE}b</loc></url></urlset>`);
    expect(r.records.map((e) => [e.line, e.column])).toEqual([
      [1, 61],
      [1, 118],
    ]);
  });

  it('locates the text of a field after a comment and inside CDATA', async () => {
    const bad = doc([
      '  <url>',
      '    <loc><!-- home --> https://www.beispiel.de/a b</loc>',
      '    <lastmod>',
      '      <![CDATA[',
      '        2024-02-30]]>',
      '    </lastmod>',
      '  </url>',
    ]);
    const r = await check(bad);
    expect(summary(r.findings)).toEqual(['loc-whitespace 4:24', 'loc-invalid 4:24', 'lastmod-format 7:9']);
  });

  it('reports a whitespace-only field at its start tag', async () => {
    const r = await check(doc(['  <url>', '    <loc>', '    </loc>', '  </url>']));
    expect(summary(r.findings)).toEqual(['loc-empty 4:5']);
  });
});

describe('rule overrides decide what the strict profile refuses', () => {
  const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
  const text = doc(
    [
      `  <url><loc>${PAGE}</loc><changefreq>Daily</changefreq><priority>1.5</priority>`,
      '    <image:image><image:loc>https:///nohost</image:loc></image:image></url>',
    ],
    `<urlset xmlns="${NS}" xmlns:image="${IMAGE_NS}">`,
  );

  it('strict refuses the fields after lastmod and the extensions without judging them', async () => {
    expect(summary((await check(text, STRICT)).findings)).toEqual(['unexpected-element 3:43', 'unexpected-element 3:73', 'extension-element 4:5']);
  });

  it('strict with those refusals turned off judges them, as the other profiles do', async () => {
    const rules: PolicyInput['rules'] = { 'extension-element': 'off', 'unexpected-element': 'off', 'changefreq-value': 'error', 'priority-value': 'error', 'image-loc-invalid': 'error' };
    expect(summary((await check(text, { ...STRICT, rules })).findings)).toEqual(['changefreq-value 3:55', 'priority-value 3:83', 'image-loc-invalid 4:29']);
  });

  it('protocol with extension-element on refuses extensions, and names the policy', async () => {
    const r = await check(text, { rules: { 'extension-element': 'error' } });
    expect(summary(r.findings)).toEqual(['changefreq-value 3:55', 'priority-value 3:83', 'extension-element 4:5']);
    expect(r.findings[2]!.message).toBe(`<image:image> ("${IMAGE_NS}") is an extension element, which the policy (extension-element) does not accept.`);
  });

  it('strict with root-element off reads a feed', async () => {
    const rss = `<?xml version="1.0"?>\n<rss version="2.0"><channel><item><link>${PAGE}a b</link></item></channel></rss>\n`;
    expect(ruleIds((await check(rss, STRICT)).findings)).toEqual(['root-element']);
    const read = await check(rss, { ...STRICT, rules: { 'root-element': 'off' } });
    expect(ruleIds(read.findings)).toEqual(['loc-invalid']);
    expect(read.entries).toBe(1);
  });
});
