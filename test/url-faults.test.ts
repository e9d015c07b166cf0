/**
 * URL faults real sitemaps have: an HTML entity pasted into a loc, non-ASCII characters in every
 * URL field, reserved and local hosts, host names DNS refuses, bad percent-encoding. Each with the
 * example of the issue and inputs of the same kind, at their exact line and column.
 */
import { describe, expect, it } from 'vitest';
import { validate } from '../src/core/read/engine.js';
import type { PolicyInput } from '../src/core/policy/policy.js';

const NOW = new Date('2026-11-29T00:00:00Z');
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const OPEN = `<urlset xmlns="${NS}" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`;

/** `line:column rule message` of each finding (of `rules` when given). */
async function said(text: string, policy: PolicyInput = {}, rules?: string[], name = 'sitemap.xml'): Promise<string[]> {
  const r = await validate(Buffer.from(text), { now: NOW, ...policy }, { name });
  return r.findings.filter((f) => !rules || rules.includes(f.rule)).map((f) => `${f.line}:${f.column} ${f.rule} ${f.message}`);
}

describe('an HTML entity in XML (xml-not-well-formed)', () => {
  const doc = (ref: string) => `${OPEN}\n<url><loc>https://www.example.org/m${ref}nchen</loc></url>\n</urlset>\n`;
  const known = 'is not defined: XML without a DTD knows only &amp;, &lt;, &gt;, &quot; and &apos;.';

  it('&uuml; in a loc suggests the character, its reference or its UTF-8 escape, not &amp;uuml;', async () => {
    expect(await said(doc('&uuml;'))).toEqual([
      `2:36 xml-not-well-formed The entity reference &uuml; ${known} &uuml; is the HTML name of "ü" (U+00FC): write the character itself, &#xFC;, or %C3%BC in a URL.`,
    ]);
  });

  it('other HTML names: an invisible character by its code point, several code points, & and < by their XML entities', async () => {
    expect(await said(doc('&nbsp;'))).toEqual([`2:36 xml-not-well-formed The entity reference &nbsp; ${known} &nbsp; is the HTML name of U+00A0: write the character itself, &#xA0;, or %C2%A0 in a URL.`]);
    expect(await said(doc('&eacute;'))).toEqual([`2:36 xml-not-well-formed The entity reference &eacute; ${known} &eacute; is the HTML name of "é" (U+00E9): write the character itself, &#xE9;, or %C3%A9 in a URL.`]);
    expect(await said(doc('&NotNestedGreaterGreater;'))).toEqual([
      `2:36 xml-not-well-formed The entity reference &NotNestedGreaterGreater; ${known} &NotNestedGreaterGreater; is the HTML name of "⪢̸" (U+2AA2 U+0338): write the character itself, &#x2AA2;&#x338;, or %E2%AA%A2%CC%B8 in a URL.`,
    ]);
    expect(await said(doc('&AMP;'))).toEqual([`2:36 xml-not-well-formed The entity reference &AMP; ${known} &AMP; is the HTML name of "&" (U+0026): write &amp;, &#x26;, or %26 in a URL.`]);
  });

  it('a name HTML does not know keeps the advice for a literal &', async () => {
    expect(await said(doc('&uumlaut;'))).toEqual([`2:36 xml-not-well-formed The entity reference &uumlaut; ${known} Write a literal & as &amp;.`]);
    expect(await said(doc('&Uuml2;'))).toEqual([`2:36 xml-not-well-formed The entity reference &Uuml2; ${known} Write a literal & as &amp;.`]);
  });
});

describe('non-ASCII characters in every URL a sitemap lists (loc-non-ascii)', () => {
  const doc = `${OPEN}
<url>
  <loc>https://www.mysite.dev/a</loc>
  <image:image><image:loc>https://www.mysite.dev/b\u00fcro.jpg</image:loc></image:image>
  <xhtml:link rel="alternate" hreflang="de" href="https://www.mysite.dev/de/b\u00fcro"/>
  <video:video>
    <video:thumbnail_loc>https://cdn.mysite.dev/th\u00fcmb.jpg</video:thumbnail_loc>
    <video:title>T</video:title>
    <video:description>D</video:description>
    <video:content_loc>https://cdn.b\u00fccher.dev/v.mp4</video:content_loc>
    <video:uploader info="https://www.mysite.dev/\u00e9quipe">Team</video:uploader>
  </video:video>
</url>
</urlset>
`;
  const rules = ['loc-non-ascii', 'image-loc-invalid', 'video-url', 'hreflang-value', 'video-uploader'];

  it('an image:loc, an alternate href, the video URLs and the uploader info, each at its place', async () => {
    expect(await said(doc, {}, rules)).toEqual([
      '4:27 loc-non-ascii The image URL "https://www.mysite.dev/büro.jpg" has the non-ASCII character "ü" (U+00FC) at character 25; percent-encode its UTF-8 bytes as %C3%BC (sitemaps.org asks for URLs escaped to ASCII).',
      '5:3 loc-non-ascii The alternate URL "https://www.mysite.dev/de/büro" has the non-ASCII character "ü" (U+00FC) at character 28; percent-encode its UTF-8 bytes as %C3%BC (sitemaps.org asks for URLs escaped to ASCII).',
      '7:26 loc-non-ascii The URL "https://cdn.mysite.dev/thümb.jpg" in <video:thumbnail_loc> has the non-ASCII character "ü" (U+00FC) at character 26; percent-encode its UTF-8 bytes as %C3%BC (sitemaps.org asks for URLs escaped to ASCII).',
      '10:24 loc-non-ascii The URL "https://cdn.bücher.dev/v.mp4" in <video:content_loc> has the non-ASCII host "cdn.bücher.dev"; write it in ASCII as "cdn.xn--bcher-kva.dev" (sitemaps.org asks for URLs escaped to ASCII).',
      '11:5 loc-non-ascii The info URL "https://www.mysite.dev/équipe" of <video:uploader> has the non-ASCII character "é" (U+00E9) at character 24; percent-encode its UTF-8 bytes as %C3%A9 (sitemaps.org asks for URLs escaped to ASCII).',
    ]);
  });

  it('in a robots.txt Sitemap: line; percent-encoded UTF-8 passes', async () => {
    const robots = 'User-agent: *\nSitemap: https://www.mysite.dev/s%C3%BCtemap.xml\nSitemap: https://www.mysite.dev/s\u00fctemap.xml\n';
    expect(await said(robots, {}, undefined, 'robots.txt')).toEqual([
      '3:10 loc-non-ascii The Sitemap: value "https://www.mysite.dev/sütemap.xml" has the non-ASCII character "ü" (U+00FC) at character 25; percent-encode its UTF-8 bytes as %C3%BC (sitemaps.org asks for URLs escaped to ASCII).',
    ]);
  });

  it('is off with loc-non-ascii; in strict it is the rule of the field, as a loc\'s is loc-invalid', async () => {
    expect(await said(doc, { rules: { 'loc-non-ascii': 'off' } }, rules)).toEqual([]);
    // (strict refuses the extension elements and does not read them: a robots.txt line shows it.)
    const robots = 'Sitemap: https://www.mysite.dev/s\u00fctemap.xml\n';
    expect(await said(robots, { profile: 'strict' }, undefined, 'robots.txt')).toEqual([
      '1:10 robots-sitemap-invalid The Sitemap: value "https://www.mysite.dev/sütemap.xml" has the non-ASCII character "ü" (U+00FC) at character 25; percent-encode its UTF-8 bytes as %C3%BC.',
    ]);
    // Named in rules, strict reports it under its own id.
    expect((await said(robots, { profile: 'strict', rules: { 'loc-non-ascii': 'warning' } }, undefined, 'robots.txt')).map((r) => r.slice(0, 18))).toEqual(['1:10 loc-non-ascii']);
  });
});

describe('loc-reserved-host', () => {
  const rules = ['loc-reserved-host', 'loc-host'];
  const doc = (...locs: string[]) => `<urlset xmlns="${NS}">\n${locs.map((l) => `<url><loc>${l}</loc></url>\n`).join('')}</urlset>\n`;

  it('a sitemap built by a local server (http://localhost:1313/) warns at every loc', async () => {
    expect(await said(doc('http://localhost:1313/', 'http://localhost:1313/about/'), {}, rules)).toEqual([
      '2:11 loc-reserved-host The loc "http://localhost:1313/" has the host "localhost", a name of this computer (RFC 6761), which names no public site: the sitemap was built for a local, test or placeholder address; build it with the public URL of the site (or name the host in hosts if it is meant).',
      '3:11 loc-reserved-host The loc "http://localhost:1313/about/" has the host "localhost", a name of this computer (RFC 6761), which names no public site: the sitemap was built for a local, test or placeholder address; build it with the public URL of the site (or name the host in hosts if it is meant).',
    ]);
  });

  it('loopback, private, link-local and IPv4-mapped addresses, reserved top-level names', async () => {
    const hosts = ['127.0.0.1', '10.1.2.3', '192.168.0.10', '172.16.5.4', '169.254.1.1', '0.0.0.0', '100.64.0.1', '[::1]', '[fd00::1]', '[fe80::1]', '[::ffff:127.0.0.1]', 'app.localhost', 'shop.test', 'x.invalid', 'www.example', 'printer.local', 'LOCALHOST', 'localhost.'];
    const r = await said(doc(...hosts.map((h) => `https://${h}/`)), {}, ['loc-reserved-host']);
    expect(r.map((x) => x.replace(/, which .*/, ''))).toEqual([
      '2:11 loc-reserved-host The loc "https://127.0.0.1/" has the host "127.0.0.1", a loopback address',
      '3:11 loc-reserved-host The loc "https://10.1.2.3/" has the host "10.1.2.3", a private network address',
      '4:11 loc-reserved-host The loc "https://192.168.0.10/" has the host "192.168.0.10", a private network address',
      '5:11 loc-reserved-host The loc "https://172.16.5.4/" has the host "172.16.5.4", a private network address',
      '6:11 loc-reserved-host The loc "https://169.254.1.1/" has the host "169.254.1.1", a link-local address',
      '7:11 loc-reserved-host The loc "https://0.0.0.0/" has the host "0.0.0.0", the unspecified address',
      '8:11 loc-reserved-host The loc "https://100.64.0.1/" has the host "100.64.0.1", a shared address of carrier-grade NAT',
      '9:11 loc-reserved-host The loc "https://[::1]/" has the host "[::1]", a loopback address',
      '10:11 loc-reserved-host The loc "https://[fd00::1]/" has the host "[fd00::1]", a private network address',
      '11:11 loc-reserved-host The loc "https://[fe80::1]/" has the host "[fe80::1]", a link-local address',
      '12:11 loc-reserved-host The loc "https://[::ffff:127.0.0.1]/" has the host "[::ffff:127.0.0.1]", a loopback address',
      '13:11 loc-reserved-host The loc "https://app.localhost/" has the host "app.localhost", a name of this computer (RFC 6761)',
      '14:11 loc-reserved-host The loc "https://shop.test/" has the host "shop.test", a name under ".test"',
      '15:11 loc-reserved-host The loc "https://x.invalid/" has the host "x.invalid", a name under ".invalid"',
      '16:11 loc-reserved-host The loc "https://www.example/" has the host "www.example", a name under ".example"',
      '17:11 loc-reserved-host The loc "https://printer.local/" has the host "printer.local", a name of the local network (multicast DNS, RFC 6762)',
      '18:11 loc-reserved-host The loc "https://LOCALHOST/" has the host "localhost", a name of this computer (RFC 6761)',
      '19:11 loc-reserved-host The loc "https://localhost./" has the host "localhost.", a name of this computer (RFC 6761)',
    ]);
  });

  it('public addresses and names that only look alike pass', async () => {
    const hosts = ['8.8.8.8', '[2001:4860:4860::8888]', 'localhost.mysite.dev', 'test.mysite.dev', 'mysite.local.dev', 'example.dev', 'www.myexample.com', '11.0.0.1'];
    expect(await said(doc(...hosts.map((h) => `https://${h}/`)), {}, ['loc-reserved-host'])).toEqual([]);
  });

  it('is not reported for a host that hosts names; outside hosts it folds into loc-host (one fault, one finding)', async () => {
    expect(await said(doc('http://localhost:1313/'), { hosts: ['localhost'] })).toEqual([]);
    expect(await said(doc('http://localhost:1313/'), { hosts: ['www.mysite.dev'] })).toEqual([
      '2:11 loc-host The loc "http://localhost:1313/" has host "localhost", which is not one of the allowed hosts (www.mysite.dev). Also loc-reserved-host: it has the host "localhost", a name of this computer (RFC 6761), which names no public site: the sitemap was built for a local, test or placeholder address; build it with the public URL of the site (or name the host in hosts if it is meant).',
    ]);
    // With loc-host off, loc-reserved-host shows.
    expect((await said(doc('http://localhost:1313/'), { hosts: ['www.mysite.dev'], rules: { 'loc-host': 'off' } })).map((r) => r.slice(0, 22))).toEqual(['2:11 loc-reserved-host']);
  });

  it('severities: warning in protocol and google, error in strict', async () => {
    for (const [profile, severity] of [['protocol', 'warning'], ['google', 'warning'], ['strict', 'error']] as const) {
      const r = await validate(Buffer.from(doc('https://localhost/')), { now: NOW, profile }, { name: 'sitemap.xml' });
      expect(r.findings.filter((f) => f.rule === 'loc-reserved-host').map((f) => f.severity)).toEqual([severity]);
    }
  });

  it('index entries and robots.txt Sitemap: lines', async () => {
    const index = `<sitemapindex xmlns="${NS}">\n<sitemap><loc>http://127.0.0.1:8080/sitemap-1.xml</loc></sitemap>\n</sitemapindex>\n`;
    expect((await said(index, {}, ['loc-reserved-host'])).map((r) => r.replace(/, which .*/, ''))).toEqual(['2:15 loc-reserved-host The loc "http://127.0.0.1:8080/sitemap-1.xml" has the host "127.0.0.1", a loopback address']);
    const robots = 'User-agent: *\nAllow: /\n\nSitemap: http://localhost:4000/sitemap.xml\n';
    expect((await said(robots, {}, undefined, 'robots.txt')).map((r) => r.replace(/, a name .*/, ''))).toEqual(['4:10 loc-reserved-host The Sitemap: value "http://localhost:4000/sitemap.xml" has the host "localhost"']);
  });
});

describe('loc-reserved-host: the documentation names example.com, example.net, example.org (RFC 2606)', () => {
  const doc = (...locs: string[]) => `<urlset xmlns="${NS}">\n${locs.map((l) => `<url><loc>${l}</loc></url>\n`).join('')}</urlset>\n`;

  it('a build with a placeholder base URL (Hugo\'s https://example.org/, example.com, example.net and subdomains) warns at every loc; names that only look alike pass', async () => {
    const r = await said(doc('https://example.org/about/', 'https://www.example.com/', 'http://blog.example.net./', 'https://example.org.mysite.dev/', 'https://myexample.org/', 'https://EXAMPLE.COM/'), {}, ['loc-reserved-host']);
    expect(r).toEqual([
      '2:11 loc-reserved-host The loc "https://example.org/about/" has the host "example.org", a name under example.org, which RFC 2606 reserves for documentation and no public site has: the sitemap was built for a local, test or placeholder address; build it with the public URL of the site (or name the host in hosts if it is meant).',
      '3:11 loc-reserved-host The loc "https://www.example.com/" has the host "www.example.com", a name under example.com, which RFC 2606 reserves for documentation and no public site has: the sitemap was built for a local, test or placeholder address; build it with the public URL of the site (or name the host in hosts if it is meant).',
      '4:11 loc-reserved-host The loc "http://blog.example.net./" has the host "blog.example.net.", a name under example.net, which RFC 2606 reserves for documentation and no public site has: the sitemap was built for a local, test or placeholder address; build it with the public URL of the site (or name the host in hosts if it is meant).',
      '7:11 loc-reserved-host The loc "https://EXAMPLE.COM/" has the host "example.com", a name under example.com, which RFC 2606 reserves for documentation and no public site has: the sitemap was built for a local, test or placeholder address; build it with the public URL of the site (or name the host in hosts if it is meant).',
    ]);
  });

  it('severities: warning in protocol and google, error in strict', async () => {
    for (const [profile, severity] of [['protocol', 'warning'], ['google', 'warning'], ['strict', 'error']] as const) {
      const r = await validate(Buffer.from(doc('https://example.org/')), { now: NOW, profile }, { name: 'sitemap.xml' });
      expect(r.findings.filter((f) => f.rule === 'loc-reserved-host').map((f) => f.severity)).toEqual([severity]);
    }
  });

  it('a host that hosts or base-url names passes (only that host); in robots.txt, an index and an image URL too', async () => {
    expect(await said(doc('https://www.example.org/'), { hosts: ['www.example.org'] })).toEqual([]);
    expect(await said(doc('https://www.example.org/'), { baseUrl: 'https://www.example.org/' })).toEqual([]);
    expect((await said(doc('https://www.example.org/'), { baseUrl: 'https://shop.example.org/' }, ['loc-reserved-host'])).map((r) => r.slice(0, 22))).toEqual(['2:11 loc-reserved-host']);
    expect((await said('Sitemap: https://example.com/sitemap.xml\n', {}, undefined, 'robots.txt')).map((r) => r.slice(0, 22))).toEqual(['1:10 loc-reserved-host']);
    const index = `<sitemapindex xmlns="${NS}">\n<sitemap><loc>https://example.com/sitemap-1.xml</loc></sitemap>\n</sitemapindex>\n`;
    expect((await said(index)).map((r) => r.slice(0, 22))).toEqual(['2:15 loc-reserved-host']);
    const img = `${OPEN}\n<url><loc>https://www.mysite.dev/</loc><image:image><image:loc>https://cdn.example.com/a.jpg</image:loc></image:image></url>\n</urlset>\n`;
    expect((await said(img, {}, ['loc-reserved-host'])).map((r) => r.slice(0, 22))).toEqual(['2:64 loc-reserved-host']);
  });

  it('the retired id loc-example-host: off (1.0.0) still leaves the documentation names alone, not the other reserved hosts; another severity does nothing of its own', async () => {
    const off = { rules: { 'loc-example-host': 'off' as const } };
    expect(await said(doc('https://example.org/about/', 'https://example.org/'), off)).toEqual([]);
    expect((await said(doc('http://localhost:1313/'), off)).map((r) => r.slice(0, 22))).toEqual(['2:11 loc-reserved-host']);
    expect((await said('Sitemap: https://example.com/sitemap.xml\n', off, undefined, 'robots.txt'))).toEqual([]);
    const error = await validate(Buffer.from(doc('https://example.org/')), { now: NOW, rules: { 'loc-example-host': 'error' } }, { name: 'sitemap.xml' });
    expect(error.findings.map((f) => [f.rule, f.severity])).toEqual([['loc-reserved-host', 'warning']]);
    // loc-reserved-host: off turns off the documentation names with the rest.
    expect(await said(doc('https://example.org/', 'http://localhost/'), { rules: { 'loc-reserved-host': 'off' } }, ['loc-reserved-host'])).toEqual([]);
  });
});

describe('loc-host-invalid', () => {
  const doc = (...locs: string[]) => `<urlset xmlns="${NS}">\n${locs.map((l) => `<url><loc>${l}</loc></url>\n`).join('')}</urlset>\n`;
  const label = 'a'.repeat(64);

  it('an underscore, a label over 63 characters, a host over 253, an empty label, a hyphen at a label\'s end, a percent-escape', async () => {
    const long = Array.from({ length: 5 }, () => 'b'.repeat(60)).join('.');
    const locs = [`https://my_shop.mysite.dev/`, `https://${label}.mysite.dev/`, `https://${long}.dev/`, 'https://www..mysite.dev/', 'https://-shop.mysite.dev/', 'https://shop-.mysite.dev/', 'https://sh%6Fp.mysite.dev/', 'https://sh~op.mysite.dev/'];
    const r = await said(doc(...locs), { hosts: [] }, ['loc-host-invalid']);
    expect(r.map((x) => x.replace(/^(\d+:\d+ \S+) The loc "[^"]*" has /, '$1 ').replace(/ Also loc-mixed-hosts: .*/, '').replace(/, which a DNS host name cannot hold.*/, ''))).toEqual([
      '2:11 loc-host-invalid an underscore in the host "my_shop.mysite.dev"',
      `3:11 loc-host-invalid the host label "${'a'.repeat(40)}…" of 64 characters, longer than a DNS label may be (63, RFC 1035).`,
      '4:11 loc-host-invalid a host of 308 characters, longer than a DNS name may be (253, RFC 1035).',
      '5:11 loc-host-invalid an empty label in the host "www..mysite.dev" (two dots in a row, or a dot first); remove the extra dot.',
      '6:11 loc-host-invalid the host label "-shop", which starts with a hyphen (RFC 1123 host names do not).',
      '7:11 loc-host-invalid the host label "shop-", which ends with a hyphen (RFC 1123 host names do not).',
      '8:11 loc-host-invalid a percent-escape in the host "sh%6fp.mysite.dev"',
      '9:11 loc-host-invalid the character "~" in the host "sh~op.mysite.dev"',
    ]);
  });

  it('passes hyphens inside labels, 63-character labels, an IPv4 address, a trailing dot, an internationalised name; judges the ASCII form of one', async () => {
    const ok = [`https://${'a'.repeat(63)}.mysite.dev/`, 'https://my-shop.mysite.dev/', 'https://192.0.2.1/', 'https://www.mysite.dev./', 'https://xn--bcher-kva.dev/', 'https://[2001:db8::1]/'];
    expect(await said(doc(...ok), {}, ['loc-host-invalid'])).toEqual([]);
    expect((await said(doc('https://b\u00fccher_shop.dev/'), {}, ['loc-host-invalid'])).map((r) => r.slice(0, 21))).toEqual(['2:11 loc-host-invalid']);
  });

  it('in the other URL fields and robots.txt, and one finding where loc-invalid already names the host', async () => {
    const img = `${OPEN}\n<url><loc>https://www.mysite.dev/</loc><image:image><image:loc>https://cdn_1.mysite.dev/a.jpg</image:loc></image:image></url>\n</urlset>\n`;
    expect((await said(img, {}, ['loc-host-invalid'])).map((r) => r.replace(/, which a DNS.*/, ''))).toEqual(['2:64 loc-host-invalid The image URL "https://cdn_1.mysite.dev/a.jpg" has an underscore in the host "cdn_1.mysite.dev"']);
    expect((await said('Sitemap: https://www_2.mysite.dev/sitemap.xml\n', {}, undefined, 'robots.txt')).map((r) => r.slice(0, 21))).toEqual(['1:10 loc-host-invalid']);
    expect((await said(doc('https://www.my\u00a0site.dev/'), {}, ['loc-host-invalid', 'loc-invalid'])).map((r) => r.slice(0, 16))).toEqual(['2:11 loc-invalid']);
  });
});

describe('loc-percent-encoding and loc-double-encoded', () => {
  const doc = (...locs: string[]) => `<urlset xmlns="${NS}">\n${locs.map((l) => `<url><loc>${l}</loc></url>\n`).join('')}</urlset>\n`;
  const rules = ['loc-percent-encoding', 'loc-double-encoded', 'loc-invalid'];

  it('%00, escapes that are not UTF-8 (a Latin-1 %FC says its UTF-8), an escape escaped twice', async () => {
    const r = await said(doc('https://www.mysite.dev/a%00b', 'https://www.mysite.dev/a%C3%28', 'https://www.mysite.dev/m%FCnchen', 'https://www.mysite.dev/a%2520b', 'https://www.mysite.dev/?q=%E2%82', 'https://www.mysite.dev/x?u=https%253A%252F%252Fa'), {}, rules);
    expect(r).toEqual([
      '2:11 loc-percent-encoding The loc "https://www.mysite.dev/a%00b" has the escape %00 at character 25, a NUL byte, which servers refuse; remove it.',
      '3:11 loc-percent-encoding The loc "https://www.mysite.dev/a%C3%28" has the escapes "%C3%28" at character 25, which decode to bytes that are not UTF-8; percent-encode the UTF-8 bytes of the characters meant (sitemaps.org asks for UTF-8).',
      '4:11 loc-percent-encoding The loc "https://www.mysite.dev/m%FCnchen" has the escapes "%FC" at character 25, which decode to bytes that are not UTF-8; "%FC" is "ü" in ISO-8859-1, which is %C3%BC in UTF-8; percent-encode the UTF-8 bytes of the characters meant (sitemaps.org asks for UTF-8).',
      '5:11 loc-double-encoded The loc "https://www.mysite.dev/a%2520b" has the escape "%2520" at character 25, an escaped "%" before two hexadecimal digits: the URL was percent-encoded twice ("%2520" is "%20" encoded again); write "%20".',
      '6:11 loc-percent-encoding The loc "https://www.mysite.dev/?q=%E2%82" has the escapes "%E2%82" at character 27, which decode to bytes that are not UTF-8; percent-encode the UTF-8 bytes of the characters meant (sitemaps.org asks for UTF-8).',
      '7:11 loc-double-encoded The loc "https://www.mysite.dev/x?u=https%253A%252F%252Fa" has the escape "%253A" at character 33, an escaped "%" before two hexadecimal digits: the URL was percent-encoded twice ("%253A" is "%3A" encoded again); write "%3A".',
    ]);
  });

  it('passes UTF-8 escapes, a literal escaped percent sign (%25 not before two hex digits), and leaves %G to loc-invalid', async () => {
    expect(await said(doc('https://www.mysite.dev/caf%C3%A9', 'https://www.mysite.dev/100%25', 'https://www.mysite.dev/100%25-off', 'https://www.mysite.dev/%F0%9F%98%80', 'https://www.mysite.dev/a%20b'), {}, rules)).toEqual([]);
    expect((await said(doc('https://www.mysite.dev/a%GGb'), {}, rules)).map((r) => r.slice(0, 16))).toEqual(['2:11 loc-invalid']);
  });

  it('severities per profile, and in image URLs and robots.txt too', async () => {
    for (const [profile, pe, de] of [['protocol', 'warning', 'warning'], ['google', 'warning', 'warning'], ['strict', 'error', 'warning']] as const) {
      const r = await validate(Buffer.from(doc('https://www.mysite.dev/m%FCnchen', 'https://www.mysite.dev/a%2520b')), { now: NOW, profile }, { name: 'sitemap.xml' });
      expect(r.findings.filter((f) => f.rule.startsWith('loc-')).map((f) => `${f.rule} ${f.severity}`)).toEqual([`loc-percent-encoding ${pe}`, `loc-double-encoded ${de}`]);
    }
    const img = `${OPEN}\n<url><loc>https://www.mysite.dev/</loc><image:image><image:loc>https://www.mysite.dev/a%2520b.jpg</image:loc></image:image></url>\n</urlset>\n`;
    expect((await said(img, {}, rules)).map((r) => r.slice(0, 24))).toEqual(['2:64 loc-double-encoded ']);
    expect((await said('Sitemap: https://www.mysite.dev/s%FC.xml\n', {}, undefined, 'robots.txt')).map((r) => r.slice(0, 25))).toEqual(['1:10 loc-percent-encoding']);
  });
});
