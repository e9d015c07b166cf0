/**
 * URL faults real sitemaps have: an HTML entity pasted into a loc, non-ASCII characters in every
 * URL field, reserved and local hosts, host names DNS refuses, bad percent-encoding. Each with the
 * example of the issue and inputs of the same kind, at their exact line and column.
 */
import { describe, expect, it } from 'vitest';
import { validate } from '../src/core/engine.js';
import type { PolicyInput } from '../src/core/policy.js';

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
