import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { parseHttpUrl, parseHttpUrlSlow } from '../src/core/checks/extensions/values.js';
import { allowedHosts, checkLoc, checkLocSlow, wholeCharacters } from '../src/core/checks/loc.js';
import type { LocInfo } from '../src/core/checks/loc.js';
import { resolvePolicy } from '../src/core/policy/policy.js';
import { codePointCount } from '../src/core/text.js';
import type { Policy } from '../src/core/policy/policy.js';
import { runs } from './support/scale.js';

/** protocol profile: loc-port and loc-session-id off. */
const PROTOCOL = resolvePolicy({});
/** google profile: loc-session-id on. */
const GOOGLE = resolvePolicy({ profile: 'google' });
/** protocol profile with every loc rule on. */
const ALL = resolvePolicy({ rules: { 'loc-port': 'error', 'loc-session-id': 'warning' } });
const HOSTS = resolvePolicy({ hosts: ['www.beispiel.de'] });
/**
 * The rules of host names beyond RFC 3986 off (loc-reserved-host: `.example`, loopback and
 * documentation addresses; loc-host-invalid: `_`, `%2D` in a host): for the tests of the URI
 * syntax, whose values use such hosts. What those rules say of the same values is tested apart.
 */
const NAMES_OFF = { 'loc-reserved-host': 'off', 'loc-host-invalid': 'off' } as const;
const SYNTAX = resolvePolicy({ rules: NAMES_OFF });
const HOSTS_SYNTAX = resolvePolicy({ hosts: ['www.beispiel.de'], rules: NAMES_OFF });
const HTTPS = resolvePolicy({ requireHttps: true });
const STRICT = resolvePolicy({ profile: 'strict', hosts: ['hooshmandsazanjavan.ir'] });

interface Run {
  ids: string[];
  messages: string[];
  info: LocInfo | undefined;
}

function run(raw: string, policy: Policy = PROTOCOL): Run {
  const ids: string[] = [];
  const messages: string[] = [];
  const info = checkLoc(raw, policy, (rule, message) => {
    ids.push(rule);
    messages.push(message);
  });
  return { ids, messages, info };
}

const ids = (raw: string, policy: Policy = PROTOCOL): string[] => run(raw, policy).ids;

const BASE = 'https://www.beispiel.de/';

describe('loc-empty', () => {
  it.each(['', ' ', '\n\t\r ', '\n    \n'])('%j is loc-empty and nothing else', (raw) => {
    const r = run(raw, ALL);
    expect(r.ids).toEqual(['loc-empty']);
    expect(r.info).toBeUndefined();
  });

  it('is loc-empty in strict too', () => {
    expect(ids('  ', STRICT)).toEqual(['loc-empty']);
  });
});

describe('loc-whitespace', () => {
  it.each([` ${BASE}`, `${BASE}\n`, `\n  ${BASE}\n`, `\t${BASE}\r\n`])('%j is loc-whitespace', (raw) => {
    const r = run(raw);
    expect(r.ids).toEqual(['loc-whitespace']);
    expect(r.info?.value).toBe(BASE);
    expect(r.messages[0]).toContain('whitespace');
  });

  it('is loc-invalid (surrounding whitespace) in strict', () => {
    const r = run(' https://hooshmandsazanjavan.ir/ \n', STRICT);
    expect(r.ids).toEqual(['loc-invalid']);
    expect(r.messages[0]).toContain('whitespace around the URL');
    expect(r.info?.value).toBe('https://hooshmandsazanjavan.ir/');
  });

  it('is reported under its own id in strict when the rules override names it', () => {
    const policy = resolvePolicy({ profile: 'strict', rules: { 'loc-whitespace': 'warning' } });
    expect(ids(` ${BASE}`, policy)).toEqual(['loc-whitespace']);
  });

  it('reports loc-invalid only once in strict when the URL is also malformed', () => {
    expect(ids(' https://hooshmandsazanjavan.ir/a b', STRICT)).toEqual(['loc-invalid']);
  });

  it('does not treat a no-break space as XML whitespace', () => {
    expect(ids(`${BASE}\u00a0`)).toEqual(['loc-non-ascii']);
  });

  it('passes a URL with no surrounding whitespace', () => {
    expect(ids(BASE)).toEqual([]);
  });
});

describe('loc-too-long', () => {
  const of = (n: number): string => BASE + 'a'.repeat(n - BASE.length);

  it('fires at 2,048 characters', () => {
    const r = run(of(2048));
    expect(r.ids).toEqual(['loc-too-long']);
    expect(r.messages[0]).toContain('2,048');
  });

  it('fires above 2,048 characters', () => {
    expect(ids(of(10_000))).toEqual(['loc-too-long']);
  });

  it('passes 2,047 characters', () => {
    expect(of(2047).length).toBe(2047);
    expect(ids(of(2047))).toEqual([]);
  });

  it('counts the trimmed value', () => {
    expect(ids(`  ${of(2047)}  `)).toEqual(['loc-whitespace']);
  });

  describe('measures a loc with non-ASCII characters also as crawlers request it, escaped to ASCII', () => {
    it('fires for 2,047 characters that are 12,162 once percent-encoded, with both lengths', () => {
      const iri = BASE + '\u00e9'.repeat(2047 - BASE.length);
      expect(iri.length).toBe(2047);
      const r = run(iri);
      expect(r.ids).toEqual(['loc-too-long', 'loc-non-ascii']);
      expect(r.messages[0]).toMatch(/^The loc "https:\/\/www\.beispiel\.de\/é+…" is 2,047 characters long as written but 12,162 once escaped to ASCII as crawlers request it \(each UTF-8 byte of a non-ASCII character as %XX\); sitemaps\.org requires fewer than 2,048 characters and URLs escaped to ASCII\.$/);
      expect(r.info?.value).toBe(iri);
    });

    it('counts 6, 9 and 12 characters for two-, three- and four-byte characters, and fires from 2,048 on', () => {
      // 24 + 337 * 6 = 2,046; + 2 = 2,048.
      expect(ids(`${BASE}${'\u00e9'.repeat(337)}a`)).toEqual(['loc-non-ascii']);
      expect(ids(`${BASE}${'\u00e9'.repeat(337)}ab`)).toEqual(['loc-too-long', 'loc-non-ascii']);
      // 24 + 224 * 9 = 2,040; 24 + 168 * 12 = 2,040.
      expect(ids(`${BASE}${'\u20ac'.repeat(224)}${'a'.repeat(7)}`)).toEqual(['loc-non-ascii']);
      expect(run(`${BASE}${'\u20ac'.repeat(224)}${'a'.repeat(8)}`).messages[0]).toContain('is 256 characters long as written but 2,048 once escaped');
      expect(ids(`${BASE}${'😀'.repeat(168)}${'a'.repeat(7)}`)).toEqual(['loc-non-ascii']);
      expect(run(`${BASE}${'😀'.repeat(168)}${'a'.repeat(8)}`).messages[0]).toContain('is 200 characters long as written but 2,048 once escaped');
    });

    it('counts a non-ASCII host in its ASCII form (xn--), as it is sent, not percent-encoded', () => {
      // "https://bücher.example/" is 23 characters, "https://xn--bcher-kva.example/" 30.
      const host = (n: number): string => `https://bücher.example/${'a'.repeat(n)}`;
      expect(ids(host(2047 - 23 - 7), SYNTAX)).toEqual(['loc-non-ascii']);
      const r = run(host(2047 - 23 - 6), SYNTAX);
      expect(r.ids).toEqual(['loc-too-long', 'loc-non-ascii']);
      expect(r.messages[0]).toContain('is 2,041 characters long as written but 2,048 once escaped to ASCII as crawlers request it (each UTF-8 byte of a non-ASCII character as %XX, the host in its ASCII form)');
    });

    it('reports once: a loc already too long as written gets the written length only', () => {
      const r = run(BASE + '\u00e9'.repeat(2048 - BASE.length));
      expect(r.ids).toEqual(['loc-too-long', 'loc-non-ascii']);
      expect(r.messages[0]).toMatch(/ is 2,048 characters long; sitemaps\.org requires fewer than 2,048\.$/);
    });

    it('counts characters not even an IRI may carry, and values that are no http(s) URL', () => {
      expect(ids(`${BASE}${'\u0085'.repeat(400)}`)).toEqual(['loc-too-long', 'loc-invalid']);
      expect(ids(`/${'\u00e9'.repeat(400)}`)).toEqual(['loc-too-long', 'loc-not-absolute']);
      expect(ids(`mailto:${'\u00e9'.repeat(400)}`)).toEqual(['loc-too-long', 'loc-scheme']);
    });

    it('is off with loc-too-long', () => {
      const policy = resolvePolicy({ rules: { 'loc-too-long': 'off' } });
      expect(ids(BASE + '\u00e9'.repeat(2047 - BASE.length), policy)).toEqual(['loc-non-ascii']);
    });
  });
});

describe('loc-not-absolute', () => {
  it.each([
    '/about/',
    'about/',
    'www.beispiel.de/',
    'www.beispiel.de:8080/',
    '//www.beispiel.de/',
    'https:/x',
    'https:///x',
    'https:www.beispiel.de',
    'HTTP:www.beispiel.de',
    'https:',
    'localhost:8080/x',
    'LocalHost:8080',
    'beispiel.de:8080',
    'shop:3000/',
    'beispiel.de',
    'https://user@/x',
    'https://:443/',
    'https://',
    '1http://www.beispiel.de/',
    '-http://www.beispiel.de/',
    'ht tp://www.beispiel.de/',
    'héllo://www.beispiel.de/',
    '?q=1',
    '#top',
  ])('%j is loc-not-absolute and nothing else', (raw) => {
    const r = run(raw, ALL);
    expect(r.ids).toEqual(['loc-not-absolute']);
    expect(r.info).toBeUndefined();
  });

  it('keeps the whitespace finding before it', () => {
    expect(ids(' /about/ ')).toEqual(['loc-whitespace', 'loc-not-absolute']);
  });

  it('says what is missing: a scheme, "//" and a host after http(s), a scheme before a host and port', () => {
    expect(run('/path').messages).toEqual(['The loc "/path" is not an absolute URL (it has no scheme); give the full URL, starting with https:// and the host.']);
    expect(run('www.beispiel.de/x').messages[0]).toContain('(it has no scheme)');
    expect(run('https:beispiel.de').messages).toEqual([
      'The loc "https:beispiel.de" is a malformed https URL: no "//" and host follow "https:"; write the scheme, "//" and the host, such as "https://beispiel.de".',
    ]);
    expect(run('HTTP:/www.beispiel.de/a').messages).toEqual([
      'The loc "HTTP:/www.beispiel.de/a" is a malformed http URL: no "//" and host follow "HTTP:"; write the scheme, "//" and the host, such as "http://www.beispiel.de/a".',
    ]);
    expect(run('https:').messages[0]).toContain('such as "https://www.example.org/page"');
    expect(run('localhost:8080/x').messages).toEqual([
      'The loc "localhost:8080/x" is not an absolute URL (it has no scheme: it starts with the host and port "localhost:8080"); give the full URL, such as "https://localhost:8080/x".',
    ]);
    expect(run('www.beispiel.de:8080/').messages[0]).toContain('the host and port "www.beispiel.de:8080"');
  });
});

describe('loc-scheme: absolute URIs of other schemes (RFC 3986 4.3), with or without "//"', () => {
  it.each([
    ['mailto:a@beispiel.de', 'mailto'],
    ['mailto:a@b', 'mailto'],
    ['javascript:alert(1)', 'javascript'],
    ['tel:+1-555-0100', 'tel'],
    ['tel:911', 'tel'],
    ['data:text/html,hi', 'data'],
    ['urn:isbn:0451450523', 'urn'],
    ['URN:ietf:rfc:3986', 'urn'],
    ['news:comp.infosystems.www', 'news'],
  ])('%j is loc-scheme naming %j', (raw, scheme) => {
    for (const policy of [PROTOCOL, ALL, GOOGLE]) {
      const r = run(raw, policy);
      expect(r.ids).toEqual(['loc-scheme']);
      expect(r.messages).toEqual([`The loc "${raw}" uses the scheme "${scheme}"; sitemaps list only http and https URLs.`]);
      expect(r.info).toBeUndefined();
    }
  });

  it('says the policy requires https too', () => {
    expect(run('mailto:a@beispiel.de', HTTPS).messages).toEqual(['The loc "mailto:a@beispiel.de" uses the scheme "mailto"; sitemaps list only http and https URLs, and the policy requires https.']);
    expect(run('ftp://www.beispiel.de/', HTTPS).messages).toEqual(['The loc "ftp://www.beispiel.de/" uses the scheme "ftp"; sitemaps list only http and https URLs, and the policy requires https.']);
  });

  it('is off with loc-scheme, and then nothing is reported', () => {
    expect(ids('javascript:alert(1)', resolvePolicy({ rules: { 'loc-scheme': 'off' } }))).toEqual([]);
  });

  it('the extension URLs say the same', () => {
    expect(parseHttpUrl('mailto:a@beispiel.de')).toBe('has the scheme "mailto"; only http and https URLs are read');
    expect(parseHttpUrl('localhost:8080/x')).toBe('is not an absolute URL (it has no scheme: it starts with a host and port); give the full URL, such as "https://localhost:8080/x"');
    expect(parseHttpUrl('https:www.beispiel.de')).toBe('is not an absolute URL (no "//" and host follow the scheme)');
  });

  it.each([
    ['https://www.beispiel.de', 'https', 'www.beispiel.de'],
    ['http://x', 'http', 'x'],
    ['a+b.c-d://host/', 'a+b.c-d', 'host'],
  ])('%j has a scheme and a host', (raw, scheme, host) => {
    expect(run(raw).info).toEqual({ value: raw, scheme, host, port: '', hasPort: false });
  });

  it('a name and six digits before the first "/" is a scheme, not a host and port (a port has at most five)', () => {
    const sixDigits = run('www.beispiel.de:123456/x');
    expect(sixDigits.ids).toEqual(['loc-scheme']);
    expect(sixDigits.messages).toEqual(['The loc "www.beispiel.de:123456/x" uses the scheme "www.beispiel.de"; sitemaps list only http and https URLs.']);
    expect(sixDigits.info).toBeUndefined();
    const fiveDigits = run('www.beispiel.de:12345/x');
    expect(fiveDigits.ids).toEqual(['loc-not-absolute']);
    expect(fiveDigits.messages).toEqual([
      'The loc "www.beispiel.de:12345/x" is not an absolute URL (it has no scheme: it starts with the host and port "www.beispiel.de:12345"); give the full URL, such as "https://www.beispiel.de:12345/x".',
    ]);
  });
});

describe('loc-scheme', () => {
  it.each([
    ['ftp://www.beispiel.de/', 'ftp', 'www.beispiel.de'],
    ['file://host/etc/passwd', 'file', 'host'],
    ['javascript://www.beispiel.de/', 'javascript', 'www.beispiel.de'],
    ['HTTPX://www.beispiel.de/', 'httpx', 'www.beispiel.de'],
  ])('%j is loc-scheme', (raw, scheme, host) => {
    const r = run(raw);
    expect(r.ids).toEqual(['loc-scheme']);
    // An authority follows the scheme: the URL is read on (host, port), so the result is kept.
    expect(r.info).toEqual({ value: raw, scheme, host, port: '', hasPort: false });
    expect(r.messages).toEqual([`The loc "${raw}" uses the scheme "${scheme}"; sitemaps list only http and https URLs.`]);
  });

  it('passes http and https in any case, and lower-cases the scheme', () => {
    expect(ids('http://www.beispiel.de/')).toEqual([]);
    const r = run('HTTPS://www.beispiel.de/');
    expect(r.ids).toEqual([]);
    expect(r.info?.scheme).toBe('https');
  });

  it('refuses http when https is required by policy', () => {
    const r = run('http://www.beispiel.de/', HTTPS);
    expect(r.ids).toEqual(['loc-scheme']);
    expect(r.messages[0]).toContain('requires https');
    expect(ids('https://www.beispiel.de/', HTTPS)).toEqual([]);
    expect(ids('ftp://www.beispiel.de/', HTTPS)).toEqual(['loc-scheme']);
  });
});

describe('loc-invalid', () => {
  it.each([
    `${BASE}a b`,
    `${BASE}a\tb`,
    `${BASE}a\nb`,
    `${BASE}a\u0001b`,
    `${BASE}a\u007fb`,
    `${BASE}a<b`,
    `${BASE}a>b`,
    `${BASE}a"b`,
    `${BASE}a{b`,
    `${BASE}a}b`,
    `${BASE}a|b`,
    `${BASE}a\\b`,
    `${BASE}a^b`,
    `${BASE}a\`b`,
    `${BASE}%GG`,
    `${BASE}%`,
    `${BASE}a%4`,
    `${BASE}a%4g`,
    `${BASE}?q=%zz`,
    `${BASE}a[b]`,
    `${BASE}?q=[1]`,
    'https://exa mple.org/',
    'https://www.ex%zzample.org/',
    'https://exa[mple.org/',
    'https://www.beispiel.de]/',
    'https://www.beispiel.de<evil/',
    'https://[::1/',
    'https://[1::2::3]/',
    'https://[::1]x/',
    'https://[]/',
    'https://[www.beispiel.de]/',
    'https://[fe80::1%25eth0]/',
    'https://www.beispiel.de:8o/',
    'https://www.beispiel.de:-1/',
    'https://www.beispiel.de:80:80/',
  ])('%j is loc-invalid', (raw) => {
    const r = run(raw);
    expect(r.ids).toEqual(['loc-invalid']);
    // Still an absolute URL with a host: the value is kept as written, the scheme lower-cased.
    expect([r.info?.value, r.info?.scheme, r.info?.host === '']).toEqual([raw, 'https', false]);
  });

  it('names the first offending character and its 1-based position', () => {
    const r = run(`${BASE}a b<c%GG`);
    expect(r.ids).toEqual(['loc-invalid']);
    expect(r.messages[0]).toContain('a space at character 26');
  });

  it('names a control character by code point', () => {
    expect(run(`${BASE}\u0007`).messages[0]).toContain('U+0007 at character 25');
  });

  it('names a bad percent escape', () => {
    expect(run(`${BASE}%GG`).messages[0]).toContain('"%" at character 25 that is not followed by two hexadecimal digits');
  });

  it('accepts "/", "?", ":" and "@" in a fragment', () => {
    expect(ids(`${BASE}#frag/?:@`)).toEqual(['loc-fragment']);
  });

  it('reports a second "#" as invalid, besides the fragment', () => {
    expect(ids(`${BASE}#a#b`)).toEqual(['loc-invalid', 'loc-fragment']);
  });

  it('reports an "@" inside user information as invalid', () => {
    expect(ids('https://a@b@www.beispiel.de/')).toEqual(['loc-invalid', 'loc-userinfo']);
  });

  it.each([
    `${BASE}a%20b`,
    `${BASE}caf%C3%A9`,
    `${BASE}%26`,
    `${BASE}!$&'()*+,;=:@/-._~`,
    `${BASE}a?b=c/d?e:f@g`,
    'https://www.beispiel.de',
    'https://www.beispiel.de?x=1',
    'https://www.beispiel.de:8080/',
    "https://sub-delims!$&'()*+,;=.example/",
    'https://under_score.example/',
    'https://www%2Dbeispiel.de/',
    'https://192.0.2.1/',
    'https://999.999.999.999/',
  ])('%j is a valid URI', (raw) => {
    expect(ids(raw, SYNTAX)).toEqual([]);
  });

  it('of those, the hosts that are no DNS name or name no public site are loc-host-invalid and loc-reserved-host', () => {
    expect(ids("https://sub-delims!$&'()*+,;=.example/")).toEqual(['loc-reserved-host', 'loc-host-invalid']);
    expect(ids('https://under_score.example/')).toEqual(['loc-reserved-host', 'loc-host-invalid']);
    expect(ids('https://www%2Dbeispiel.de/')).toEqual(['loc-host-invalid']);
    // 192.0.2.0/24 is TEST-NET-1, for documentation (RFC 5737).
    expect(ids('https://192.0.2.1/')).toEqual(['loc-reserved-host']);
  });

  describe('a character no host name can hold: remove it, never percent-encode it (RFC 3986 3.2.2, DNS names)', () => {
    it.each([
      ['https://www.ex ample.org/', 'a space at character 15'],
      ['https://www.ex<ample.org/', 'the character "<" at character 15'],
      ['https://www.ex"ample.org/', 'the character "\\"" at character 15'],
      ['https://www.ex{ample.org/', 'the character "{" at character 15'],
      ['https://www.ex|ample.org/', 'the character "|" at character 15'],
      ['https://www.ex^ample.org/', 'the character "^" at character 15'],
      ['https://www.ex`ample.org/', 'the character "`" at character 15'],
      ['https://www.ex%zzample.org/', 'the character "%" at character 15'],
      ['https://exa[mple.org/', 'the character "[" at character 12'],
      ['https://www.beispiel.de]/', 'the character "]" at character 24'],
      ['https://www.ex\u0001ample.org/', 'the control character U+0001 at character 15'],
    ])('%j', (raw, what) => {
      const r = run(raw);
      expect(r.ids).toEqual(['loc-invalid']);
      expect(r.messages[0]).toContain(`it has ${what} in the host, which no host name can hold (host names are letters, digits, hyphens and dots); remove it from the host name.`);
      expect(r.messages[0]).not.toContain('percent-encode');
      expect(parseHttpUrl(raw)).toBe(`has ${what} in the host, which no host name can hold (host names are letters, digits, hyphens and dots); remove it from the host name`);
    });

    it('keeps the percent-encoding advice where it is the fix: path, query, fragment, user information', () => {
      expect(run(`${BASE}a b`).messages[0]).toContain('a space at character 26 in the path; percent-encode it as %20');
      expect(run(`${BASE}?q=a|b`).messages[0]).toContain('"|" at character 29 in the query, which RFC 3986 does not allow there; percent-encode it as %7C');
      expect(run('https://a b@www.beispiel.de/').messages[0]).toContain('a space at character 10 in the user information; percent-encode it as %20');
    });

    it('advises no percent-encoding for non-ASCII characters in the host either', () => {
      expect(run('https://www.ex\ufdd0ample.org/').messages[0]).toContain(
        'it has the character U+FDD0 at character 15 in the host, which RFC 3987 does not allow in an address and no host name can hold; remove it.',
      );
      expect(run(`${BASE}\ufdd0`).messages[0]).toContain('remove it, or percent-encode its UTF-8 bytes as %EF%B7%90');
      const bad = run('https://xn--zz.\u00fc/');
      expect(bad.messages[1]).toBe('The loc "https://xn--zz.ü/" has the non-ASCII character "ü" (U+00FC) at character 16 in the host, which has no ASCII form; correct the host name (sitemaps.org asks for URLs escaped to ASCII).');
      for (const m of [...bad.messages, ...run('https://[::\u00fc]/').messages]) expect(m).not.toContain('percent-encode');
    });
  });

  describe('IP literals (RFC 3986 section 3.2.2)', () => {
    it.each([
      '::',
      '::1',
      '1::',
      'fe80::1',
      '2001:db8::7',
      '2001:DB8:0:0:8:800:200C:417A',
      '1:2:3:4:5:6:7:8',
      '1:2:3:4:5:6:7::',
      '::2:3:4:5:6:7:8',
      '1:2:3:4:5:6::8',
      '::ffff:192.0.2.1',
      '1:2:3:4:5:6:192.0.2.1',
      '::192.0.2.1',
      'v1.fe80::a+en1',
      'V7.x',
    ])('[%s] is valid', (ip) => {
      const r = run(`https://[${ip}]:8080/`, SYNTAX);
      expect(r.ids).toEqual([]);
      expect(r.info?.host).toBe(`[${ip.toLowerCase()}]`);
      expect(r.info?.port).toBe('8080');
    });

    it.each([
      '1:2:3:4:5:6:7',
      '1:2:3:4:5:6:7:8:9',
      '1::2:3:4:5:6:7:8',
      ':1::',
      '1:::2',
      ':::',
      '12345::',
      'g::1',
      '::1.2.3',
      '::256.1.1.1',
      '::01.2.3.4',
      '1.2.3.4::',
      '192.0.2.1',
      '1:2:3:4:5:6:7:192.0.2.1',
      'fe80::1%eth0',
      'v1',
      'v.x',
      'vx.1',
      '1:'.repeat(30) + '1',
    ])('[%s] is loc-invalid', (ip) => {
      expect(ids(`https://[${ip}]/`)).toEqual(['loc-invalid']);
    });
  });
});

describe('character numbers and lengths count Unicode characters, as columns do', () => {
  it('numbers the character at fault after characters outside the BMP (two UTF-16 units each)', () => {
    expect(run('https://beispiel.de/😀😀 x').messages[0]).toContain('a space at character 23 in the path;');
    expect(run('https://beispiel.de/😀\u009b').messages[0]).toContain('U+009B at character 22;');
    expect(run('https://beispiel.de/😀?a=😀%zz', STRICT).messages[0]).toContain('at character 21');
  });

  it('says a fault after the "?" is in the query, also with the session check off', () => {
    expect(run('https://beispiel.de/?q=[x]').messages).toEqual([
      'The loc "https://beispiel.de/?q=[x]" is not a valid URI: it has the character "[" at character 24 in the query, which RFC 3986 does not allow there; percent-encode it as %5B.',
    ]);
    expect(run('https://beispiel.de/a[x]').messages[0]).toContain('at character 22 in the path');
  });

  it('counts code points as the string iterator does, with and without the search for surrogates in long runs', () => {
    const reference = (s: string, a: number, b: number): number => [...s.slice(a, b)].length;
    for (const s of ['', 'a', 'a'.repeat(300), `${'a'.repeat(300)}😀${'b'.repeat(300)}`, '😀'.repeat(400), 'x\ud800y'.repeat(100), `${'a'.repeat(257)}\udc00`]) {
      expect(codePointCount(s), s.slice(0, 20)).toBe(reference(s, 0, s.length));
      if (s.length >= 5) expect(codePointCount(s, 3, s.length - 2), s.slice(0, 20)).toBe(reference(s, 3, s.length - 2));
    }
  });

  it('measures loc-too-long in characters: 2,047 emoji are 2,047 as written (and too long escaped), 2,048 are too long as written', () => {
    const base = 'https://beispiel.de/';
    const fits = `${base}${'😀'.repeat(2047 - base.length)}`;
    expect(fits.length).toBeGreaterThan(2048);
    const written = run(fits);
    expect(written.ids).toEqual(['loc-too-long', 'loc-non-ascii']);
    expect(written.messages[0]).toContain(' is 2,047 characters long as written but 24,344 once escaped');
    const over = `${base}${'😀'.repeat(2048 - base.length)}`;
    const long = run(over).messages.filter((m) => m.includes('characters long'));
    expect(long.length).toBe(1);
    expect(long[0]!.endsWith(' is 2,048 characters long; sitemaps.org requires fewer than 2,048.')).toBe(true);
  });
});

describe('loc-invalid: characters not even an IRI may carry (RFC 3987)', () => {
  const cases: Array<[string, string, string]> = [
    ['a C1 control (CSI)', `${BASE}\u009b31m`, 'the C1 control character U+009B at character 25; remove it'],
    ['NEL', `${BASE}a\u0085b`, 'the C1 control character U+0085 at character 26'],
    ['U+0080', `${BASE}\u0080`, 'the C1 control character U+0080 at character 25'],
    ['RIGHT-TO-LEFT OVERRIDE', `${BASE}gpj.\u202eexe`, 'the bidirectional formatting character U+202E at character 29, which RFC 3987 forbids'],
    ['LEFT-TO-RIGHT MARK', `${BASE}a\u200e`, 'the bidirectional formatting character U+200E at character 26'],
    ['an isolate', `${BASE}?q=\u2066x`, 'the bidirectional formatting character U+2066 at character 28'],
    ['ARABIC LETTER MARK', `${BASE}a\u061c`, 'the bidirectional formatting character U+061C at character 26'],
    ['a private use character in the path', `${BASE}\ue000`, 'the private use character U+E000 at character 25, which RFC 3987 does not allow outside the query'],
    ['a private use character in the fragment', `${BASE}a?q#\ue000`, 'the private use character U+E000 at character 29'],
    ['a private use character after a "?" in the fragment', `${BASE}a#x?\ue000`, 'the private use character U+E000 at character 29'],
    ['a noncharacter', `${BASE}\ufdd0`, 'the character U+FDD0 at character 25, which RFC 3987 does not allow in an address; remove it, or percent-encode its UTF-8 bytes as %EF%B7%90'],
    ['a plane-14 tag character', `${BASE}\u{e0041}`, 'the character U+E0041 at character 25'],
    ['a plane-1 noncharacter', `${BASE}\u{1fffe}`, 'the character U+1FFFE at character 25'],
    ['a C1 control in the host', 'https://www.exa\u0085mple.org/', 'the C1 control character U+0085 at character 16'],
    ['a C1 control in the user information', 'https://us\u009ber@www.beispiel.de/', 'the C1 control character U+009B at character 11'],
    ['an unpaired surrogate', `${BASE}\ud800x`, 'the unpaired surrogate U+D800 at character 25'],
  ];
  for (const [what, raw, detail] of cases) {
    it(`${what}: loc-invalid in every profile, not loc-non-ascii`, () => {
      for (const policy of [PROTOCOL, GOOGLE, resolvePolicy({ profile: 'strict' })]) {
        const r = run(raw, policy);
        expect(r.ids.filter((id) => id !== 'loc-fragment' && id !== 'loc-userinfo'), what).toEqual(['loc-invalid']);
        expect(r.messages.find((m) => m.includes('not a valid URI'))).toContain(detail);
      }
    });
  }

  it('keeps loc-non-ascii (a warning) for the characters an IRI may carry', () => {
    for (const raw of [`${BASE}caf\u00e9`, `${BASE}\u{1f600}`, `${BASE}?q=\ue000`, `${BASE}?q=\u{10fffd}`, 'https://b\u00fccher.example/', `${BASE}\u{e1000}`]) {
      expect(ids(raw, SYNTAX), raw).toEqual(['loc-non-ascii']);
    }
  });

  it('finds the query once per value: 5 MB of non-ASCII text, with and without a query, is judged in linear time', () => {
    const MB5 = 5 * 1024 * 1024;
    for (const tail of ['', '?q=1', '#f']) {
      const long = `${BASE}${'\u00e9'.repeat(MB5)}${tail}`;
      expect(parseHttpUrl(long)).toEqual({ value: long });
      const last = `${BASE}${'\u00e9'.repeat(MB5)}\u202e${tail}`;
      expect(parseHttpUrl(last)).toMatch(/^has the bidirectional formatting character U\+202E at character 5242905/);
      expect(ids(last).sort()).toEqual(['loc-invalid', 'loc-non-ascii', 'loc-too-long', ...(tail === '#f' ? ['loc-fragment'] : [])].sort());
    }
  });

  it('is the same in the extension URLs (image, alternate, video)', () => {
    expect(parseHttpUrl(`${BASE}\u202e.png`)).toBe('has the bidirectional formatting character U+202E at character 25, which RFC 3987 forbids in addresses (it changes how the URL is shown); remove it');
    expect(parseHttpUrl(`https://www.exa\u009bmple.org/`)).toBe('has the C1 control character U+009B at character 16; remove it');
    expect(parseHttpUrl(`${BASE}\ue000`)).toMatch(/^has the private use character U\+E000 at character 25/);
    for (const ok of [`${BASE}caf\u00e9`, `${BASE}?q=\ue000`, `${BASE}\u{1f600}`]) expect(parseHttpUrl(ok), ok).toEqual({ value: ok });
  });
});

describe('loc-non-ascii', () => {
  it('reports an IRI path once', () => {
    const r = run(`${BASE}café/über`);
    expect(r.ids).toEqual(['loc-non-ascii']);
    expect(r.messages[0]).toContain('"é"');
    expect(r.messages[0]).toContain('%C3%A9');
    expect(r.messages[0]).toContain('character 28');
  });

  it('reports a character outside the BMP once', () => {
    const r = run(`${BASE}😀😀`);
    expect(r.ids).toEqual(['loc-non-ascii']);
    expect(r.messages[0]).toContain('%F0%9F%98%80');
  });

  it('converts an internationalised host to ASCII', () => {
    const r = run('https://Bücher.example/', SYNTAX);
    expect(r.ids).toEqual(['loc-non-ascii']);
    expect(r.info?.host).toBe('xn--bcher-kva.example');
    expect(r.messages[0]).toContain('"xn--bcher-kva.example"');
  });

  it('matches an internationalised host against an allowed host written either way', () => {
    const policy = resolvePolicy({ hosts: ['bücher.example'] });
    expect(ids('https://bücher.example/', policy)).toEqual(['loc-non-ascii']);
    expect(ids('https://xn--bcher-kva.example/', policy)).toEqual([]);
  });

  it('reports a host that is no valid internationalised name as invalid too', () => {
    expect(ids('https://xn--zz.ü/')).toEqual(['loc-invalid', 'loc-non-ascii']);
  });

  it('is loc-invalid in strict', () => {
    const r = run('https://hooshmandsazanjavan.ir/café', STRICT);
    expect(r.ids).toEqual(['loc-invalid']);
    expect(r.messages[0]).toContain('non-ASCII');
  });

  it('is loc-invalid in strict for a non-ASCII host, with the host written in ASCII (not percent-encoded)', () => {
    const policy = resolvePolicy({ profile: 'strict', hosts: ['xn--bcher-kva.example'] });
    expect(run('https://bücher.example/a', policy).messages).toEqual([
      'The loc "https://bücher.example/a" is not a valid URI: it has the non-ASCII host "bücher.example"; write it in ASCII as "xn--bcher-kva.example".',
    ]);
    // A host no ASCII form exists for is said to be no valid name.
    expect(run('https://xn--zz.ü/', policy).messages[0]).toBe('The loc "https://xn--zz.ü/" is not a valid URI: it has the non-ASCII host "xn--zz.ü", which is not a valid internationalised domain name.');
    // The first fault is still the one reported: a bad character in the user information comes first.
    expect(run('https://a b@bücher.example/', policy).messages[0]).toContain('a space at character 10 in the user information');
  });

  it('is reported under its own id in strict when the rules override names it', () => {
    const policy = resolvePolicy({ profile: 'strict', hosts: ['hooshmandsazanjavan.ir'], rules: { 'loc-non-ascii': 'warning' } });
    expect(ids('https://hooshmandsazanjavan.ir/café', policy)).toEqual(['loc-non-ascii']);
  });

  it('passes percent-encoded UTF-8', () => {
    expect(ids(`${BASE}caf%C3%A9`)).toEqual([]);
  });

  it('a non-ASCII character in the port is to be removed, not percent-encoded', () => {
    const r = run('https://www.beispiel.de:8é/');
    expect(r.ids).toEqual(['loc-invalid', 'loc-non-ascii']);
    expect(r.messages).toEqual([
      'The loc "https://www.beispiel.de:8é/" is not a valid URI: it has the port "8é", which is not a number.',
      'The loc "https://www.beispiel.de:8é/" has the non-ASCII character "é" (U+00E9) at character 26 in the port; remove it (sitemaps.org asks for URLs escaped to ASCII).',
    ]);
    // Right after the port, in the path, it is percent-encoded.
    expect(run('https://www.beispiel.de:8/é').messages).toEqual([
      'The loc "https://www.beispiel.de:8/é" has the non-ASCII character "é" (U+00E9) at character 27; percent-encode its UTF-8 bytes as %C3%A9 (sitemaps.org asks for URLs escaped to ASCII).',
    ]);
  });
});

describe('loc-host', () => {
  it.each([
    'https://evil.org/',
    'https://beispiel.de/',
    'https://www.beispiel.de.evil/',
    'https://WWW.BEISPIEL.DE.evil/',
    'https://evil.www.beispiel.de/',
    'https://www.beispiel.de./',
    'https://www.beispiel.dex/',
    'https://www%2Ebeispiel.de/',
    'https://[::1]/',
  ])('%j is loc-host', (raw) => {
    // ([::1] is also loc-reserved-host, www%2Ebeispiel.de loc-host-invalid: in a run they fold
    // into one finding, see test/one-finding.test.ts.)
    expect(ids(raw, HOSTS_SYNTAX)).toEqual(['loc-host']);
  });

  it('writes an actionable message', () => {
    expect(run('https://evil.org/a', HOSTS).messages).toEqual([
      'The loc "https://evil.org/a" has host "evil.org", which is not one of the allowed hosts (www.beispiel.de).',
    ]);
  });

  it('lists the allowed hosts in full up to 200 characters, and cuts a longer list with an ellipsis', () => {
    const first = `${'a'.repeat(96)}.org`;
    const fits = `${'b'.repeat(94)}.org`; // 100 + ", " + 98 = 200 characters
    const over = `${'b'.repeat(95)}.org`; // 201 characters
    expect(allowedHosts([first, fits])).toBe(`${first}, ${fits}`);
    expect(allowedHosts([first, over])).toBe(`${first}, …`);
    expect(allowedHosts([first, fits, 'c.org'])).toBe(`${first}, ${fits}, …`);
    expect(run('https://evil.org/', resolvePolicy({ hosts: [first, over] })).messages).toEqual([
      `The loc "https://evil.org/" has host "evil.org", which is not one of the allowed hosts (${first}, …).`,
    ]);
  });

  it('judges the host after the last "@", not the user information', () => {
    expect(ids('https://www.beispiel.de@evil.org/', HOSTS)).toEqual(['loc-userinfo', 'loc-host']);
    expect(ids('https://evil.org@www.beispiel.de/', HOSTS)).toEqual(['loc-userinfo']);
  });

  it('ends the authority at a backslash, as browsers do for http(s)', () => {
    const r = run('https://evil.org\\@www.beispiel.de/', HOSTS);
    expect(r.ids).toEqual(['loc-invalid', 'loc-host']);
    expect(r.info?.host).toBe('evil.org');
  });

  it.each(['https://www.beispiel.de/', 'https://WWW.BEISPIEL.DE/', 'https://Www.Beispiel.De/a?b#c', 'http://www.beispiel.de'])(
    '%j passes (case-insensitive)',
    (raw) => {
      expect(ids(raw, HOSTS).filter((id) => id === 'loc-host')).toEqual([]);
      expect(run(raw, HOSTS).info?.host).toBe('www.beispiel.de');
    },
  );

  it('is not checked without hosts', () => {
    expect(ids('https://evil.org/')).toEqual([]);
  });
});

describe('loc-port', () => {
  it.each([
    ['https://www.beispiel.de:443/', '443'],
    ['http://www.beispiel.de:80/', '80'],
    ['https://www.beispiel.de:8080', '8080'],
    ['https://www.beispiel.de:/', ''],
    ['https://www.beispiel.de:?q', ''],
  ])('%j is loc-port', (raw, port) => {
    const r = run(raw, ALL);
    expect(r.ids).toEqual(['loc-port']);
    expect(r.info?.port).toBe(port);
    expect(r.info?.hasPort).toBe(true);
  });

  it('says when the port is empty', () => {
    expect(run('https://www.beispiel.de:/', ALL).messages[0]).toContain('empty port');
  });

  it('is off in the protocol profile, but the port is still returned', () => {
    const r = run('https://www.beispiel.de:443/');
    expect(r.ids).toEqual([]);
    expect(r.info).toEqual({ value: 'https://www.beispiel.de:443/', scheme: 'https', host: 'www.beispiel.de', port: '443', hasPort: true });
  });

  it.each(['https://www.beispiel.de/', 'https://www.beispiel.de/a:443', 'https://www.beispiel.de?x=:80'])('%j has no port', (raw) => {
    const r = run(raw, ALL);
    expect(r.ids).toEqual([]);
    expect(r.info?.hasPort).toBe(false);
    expect(r.info?.port).toBe('');
  });
});

describe('loc-userinfo', () => {
  it.each(['https://user@www.beispiel.de/', 'https://user:pass@www.beispiel.de/', 'https://@www.beispiel.de/', 'https://us%40er:p@www.beispiel.de:443/'])(
    '%j is loc-userinfo',
    (raw) => {
      const r = run(raw);
      expect(r.ids).toEqual(['loc-userinfo']);
      expect(r.info?.host).toBe('www.beispiel.de');
    },
  );

  it.each([`${BASE}@user`, `${BASE}?email=a@b.example`, `${BASE}#@x`])('%j has no user information', (raw) => {
    expect(ids(raw).filter((id) => id === 'loc-userinfo')).toEqual([]);
  });
});

describe('loc-fragment', () => {
  it.each([`${BASE}page#top`, `${BASE}#`, 'https://www.beispiel.de#', 'https://www.beispiel.de?q=1#x'])('%j is loc-fragment', (raw) => {
    expect(ids(raw)).toEqual(['loc-fragment']);
  });

  it('says when the fragment is empty', () => {
    expect(run(`${BASE}#`).messages).toEqual(['The loc "https://www.beispiel.de/#" ends with an empty fragment ("#"); remove the "#", crawlers drop it.']);
  });

  it('quotes the fragment, and a fragment of more than 60 characters by its first 60 and an ellipsis', () => {
    expect(run(`${BASE}page#top`).messages).toEqual(['The loc "https://www.beispiel.de/page#top" has the fragment "#top"; remove it, crawlers drop everything after "#".']);
    const sixty = `#${'a'.repeat(59)}`;
    expect(run(`${BASE}${sixty}`).messages).toEqual([`The loc "${BASE}${sixty}" has the fragment "${sixty}"; remove it, crawlers drop everything after "#".`]);
    expect(run(`${BASE}${sixty}b`).messages).toEqual([`The loc "${BASE}${sixty}b" has the fragment "${sixty}…"; remove it, crawlers drop everything after "#".`]);
  });

  it('passes an escaped "#"', () => {
    expect(ids(`${BASE}a%23b`)).toEqual([]);
  });
});

describe('loc-session-id', () => {
  it.each([
    `${BASE}a;jsessionid=0A1B2C`,
    `${BASE}a;JSESSIONID=0A1B2C?x=1`,
    `${BASE}?PHPSESSID=x`,
    `${BASE}?a=1&phpsessid=x`,
    `${BASE}?sid=1`,
    `${BASE}?a=1&SID=2`,
    `${BASE}?sessionid=1`,
    `${BASE}?session_id=1`,
    `${BASE}?ASPSESSIONIDQQGGGNCG=ABC`,
    `${BASE}?CFID=1&CFTOKEN=2`,
    `${BASE}a;sid=1/b`,
    `${BASE}?a=1;sid=2`,
    // The shop systems that wrote the session into sitemap URLs: osCommerce, Zen Cart, xt:Commerce.
    `${BASE}product_info.php?products_id=42&osCsid=0f1e2d3c4b5a69788796a5b4c3d2e1f0`,
    `${BASE}index.php?main_page=product_info&products_id=7&zenid=abc123`,
    `${BASE}product_info.php?info=p1_shirt.html&XTCsid=abc123`,
  ])('%j is loc-session-id (once)', (raw) => {
    expect(ids(raw, GOOGLE)).toEqual(['loc-session-id']);
  });

  it('names the parameter', () => {
    expect(run(`${BASE}?a=1&PHPSESSID=x`, GOOGLE).messages[0]).toContain('"PHPSESSID"');
  });

  it.each([
    `${BASE}sidebar`,
    `${BASE}sid=1`,
    `${BASE}a/sid/1`,
    `${BASE}?side=1`,
    `${BASE}?mysid=1`,
    `${BASE}?x=sid=1`,
    `${BASE}?sid`,
    `${BASE}?q=jsessionid`,
    `${BASE}?a=1&sessionids=2`,
    `${BASE}?zenith=1`,
    `${BASE}zenid/`,
  ])('%j carries no session id', (raw) => {
    expect(ids(raw, GOOGLE)).toEqual([]);
  });

  it('ignores the fragment', () => {
    expect(ids(`${BASE}#sid=1`, GOOGLE)).toEqual(['loc-fragment']);
  });

  it('is off in the protocol profile', () => {
    expect(ids(`${BASE}a;jsessionid=0A1B2C`)).toEqual([]);
  });
});

describe('several rules at once', () => {
  it('reports them in a fixed order and still returns the URL', () => {
    const r = run(' ftp://u:p@evil.org:21/a b#x', resolvePolicy({ hosts: ['www.beispiel.de'], rules: { 'loc-port': 'error' } }));
    expect(r.ids).toEqual(['loc-whitespace', 'loc-scheme', 'loc-invalid', 'loc-userinfo', 'loc-host', 'loc-port', 'loc-fragment']);
    expect(r.info).toEqual({ value: 'ftp://u:p@evil.org:21/a b#x', scheme: 'ftp', host: 'evil.org', port: '21', hasPort: true });
  });

  it('never reports a rule that is off', () => {
    const off = resolvePolicy({
      hosts: ['www.beispiel.de'],
      rules: { 'loc-whitespace': 'off', 'loc-scheme': 'off', 'loc-invalid': 'off', 'loc-userinfo': 'off', 'loc-host': 'off', 'loc-fragment': 'off' },
    });
    expect(ids(' ftp://u:p@evil.org/a b#x', off)).toEqual([]);
    expect(ids('/about/', resolvePolicy({ rules: { 'loc-not-absolute': 'off' } }))).toEqual([]);
    expect(ids('', resolvePolicy({ rules: { 'loc-empty': 'off' } }))).toEqual([]);
  });
});

describe('seed contract (strict, hosts: hooshmandsazanjavan.ir)', () => {
  const H = 'https://hooshmandsazanjavan.ir';

  it.each([
    [`${H}/`, []],
    [`${H}/blog/post-1/`, []],
    [`${H}/search?mode=a&view=b`, []],
    [`${H}/a%26b`, []],
    [`${H}/${'a'.repeat(2047 - H.length - 1)}`, []],
    ['/blog/', ['loc-not-absolute']],
    ['blog/post', ['loc-not-absolute']],
    ['http://hooshmandsazanjavan.ir/', ['loc-scheme']],
    ['https://beispiel.de/', ['loc-host']],
    ['https://hooshmandsazanjavan.ir.evil/', ['loc-host']],
    ['https://HOOSHMANDSAZANJAVAN.IR.evil/', ['loc-host']],
    ['https://www.hooshmandsazanjavan.ir/', ['loc-host']],
    ['https://user@hooshmandsazanjavan.ir/', ['loc-userinfo']],
    ['https://user:pass@hooshmandsazanjavan.ir/', ['loc-userinfo']],
    [`${H}:443/`, ['loc-port']],
    [`${H}:/`, ['loc-port']],
    [`${H}/page#part`, ['loc-fragment']],
    [`${H}/page#`, ['loc-fragment']],
    [`${H}/a b`, ['loc-invalid']],
    [`${H}/%GG`, ['loc-invalid']],
    [`${H}/café`, ['loc-invalid']],
    [` ${H}/`, ['loc-invalid']],
    [`${H}/${'a'.repeat(2048 - H.length - 1)}`, ['loc-too-long']],
    [`${H}/a;jsessionid=1`, []],
  ] as [string, string[]][])('%j → %j', (raw, expected) => {
    expect(ids(raw, STRICT)).toEqual(expected);
  });

  it('has 2,047 and 2,048 character inputs of those lengths', () => {
    expect(`${H}/${'a'.repeat(2047 - H.length - 1)}`.length).toBe(2047);
    expect(`${H}/${'a'.repeat(2048 - H.length - 1)}`.length).toBe(2048);
  });
});

describe('large and hostile input', () => {
  const MB5 = 5 * 1024 * 1024;
  const cases: [string, string][] = [
    ['long path', `https://hooshmandsazanjavan.ir/${'a'.repeat(MB5)}`],
    ['long host', `https://${'a'.repeat(MB5)}/`],
    ['long non-ASCII host', `https://${'ü'.repeat(MB5)}/`],
    ['long user information', `https://${'u@'.repeat(MB5 / 2)}hooshmandsazanjavan.ir/`],
    ['long port', `https://hooshmandsazanjavan.ir:${'1'.repeat(MB5)}/`],
    ['long IPv6', `https://[${'1:'.repeat(MB5 / 2)}1]/`],
    ['long IPvFuture', `https://[v1.${'a'.repeat(MB5)}]/`],
    ['long scheme', `${'a'.repeat(MB5)}://x/`],
    ['long relative', 'a'.repeat(MB5)],
    ['control characters', `https://hooshmandsazanjavan.ir/${'\u0001'.repeat(MB5)}`],
    ['spaces', `https://hooshmandsazanjavan.ir/${' x'.repeat(MB5 / 2)}`],
    ['whitespace around', `${'\n'.repeat(MB5)}https://hooshmandsazanjavan.ir/${'\t'.repeat(MB5)}`],
    ['percent signs', `https://hooshmandsazanjavan.ir/${'%'.repeat(MB5)}`],
    ['hashes', `https://hooshmandsazanjavan.ir/${'#'.repeat(MB5)}`],
    ['non-ASCII path', `https://hooshmandsazanjavan.ir/${'é'.repeat(MB5)}`],
    ['quotes', `https://hooshmandsazanjavan.ir/${'"'.repeat(MB5)}`],
    ['session parameters', `https://hooshmandsazanjavan.ir/?${'sid=1&'.repeat(MB5 / 6)}`],
    ['parameters', `https://hooshmandsazanjavan.ir/?${'ab=1&'.repeat(MB5 / 5)}`],
    ['fragment of escapes', `https://hooshmandsazanjavan.ir/#${'\u0002'.repeat(MB5)}`],
  ];
  const policies: [string, Policy][] = [
    ['strict', STRICT],
    ['google, all rules on', resolvePolicy({ profile: 'google', hosts: ['hooshmandsazanjavan.ir'], rules: { 'loc-port': 'error' } })],
  ];

  for (const [policyName, policy] of policies) {
    it.each(cases)(`%s (${policyName}): returns quickly with short messages`, (_name, raw) => {
      const started = performance.now();
      const r = run(raw, policy);
      const elapsed = performance.now() - started;
      // Linear work on these inputs takes well under a second; a super-linear pass takes minutes. The
      // bound is loose so that a busy machine does not fail it (speed itself is measured by npm run bench).
      expect(elapsed).toBeLessThan(10_000);
      expect(r.ids.length).toBeGreaterThan(0);
      expect(new Set(r.ids).size).toBe(r.ids.length);
      for (const m of r.messages) expect(m.length).toBeLessThan(1000);
    });
  }

  it('a 5 MB loc is loc-too-long and nothing else', () => {
    const r = run(`https://hooshmandsazanjavan.ir/${'a'.repeat(MB5)}`, STRICT);
    expect(r.ids).toEqual(['loc-too-long']);
    expect(r.messages[0]).toContain('5,242,911 characters');
  });
});

describe('the shortcut for plain URLs gives what the full check gives', () => {
  const policies = [PROTOCOL, GOOGLE, ALL, HOSTS, HTTPS, STRICT, resolvePolicy({ profile: 'strict' })];
  const piece = fc.constantFrom(
    'http', 'https', 'HTTPS', 'ftp', '://', ':/', 'www.beispiel.de', 'WWW.beispiel.de', 'shop.beispiel.de', 'xn--bcher-kva.example', 'bücher.example',
    '/', '/a', '/b-c_d.e~f', "!$&'()*+,=", ':', '@', 'user@', ':8080', ':', '?', '?q=1', ';jsessionid=1', '#', '#top', '%20', '%2', ' ', '\t', '\n',
    '[::1]', '<', '>', '"', '\\', '^', '`', '{', '|', '}', '\u0001', '\u00e9', '..', '-', 'a'.repeat(2100),
    '[', ']', '[2001:db8:::1]', ':99999', ':65535', ':65536', ':00080', ':abc', '%5B', '%zz', '#a#b', 'FTP', 'HtTp',
  );
  const candidate = fc.oneof(
    fc.array(piece, { minLength: 1, maxLength: 8 }).map((p) => p.join('')),
    fc.tuple(fc.constantFrom('http://', 'https://', 'HTTP://'), fc.stringMatching(/^[a-z0-9.-]{0,12}$/), fc.string({ maxLength: 20 })).map((t) => t.join('')),
    fc.tuple(fc.constantFrom('http://', 'https://'), fc.stringMatching(/^[a-zA-Z0-9.-]{1,12}$/), fc.stringMatching(/^(\/[A-Za-z0-9\-._~!$&'()*+,=:@%;?#]{0,8}){0,4}$/)).map((t) => t.join('')),
  );

  it('checkLoc and checkLocSlow agree on the findings and the result, under every profile', () => {
    fc.assert(
      fc.property(candidate, (raw) => {
        for (const policy of policies) {
          const fast: string[] = [];
          const slow: string[] = [];
          const a = checkLoc(raw, policy, (rule, message) => fast.push(`${rule}: ${message}`));
          const b = checkLocSlow(raw, policy, (rule, message) => slow.push(`${rule}: ${message}`));
          expect(fast, JSON.stringify(raw)).toEqual(slow);
          expect(a, JSON.stringify(raw)).toEqual(b);
        }
      }),
      { numRuns: runs(3000), seed: 2048 },
    );
  });

  it('parseHttpUrl and parseHttpUrlSlow agree', () => {
    fc.assert(
      fc.property(candidate, (raw) => {
        expect(parseHttpUrl(raw), JSON.stringify(raw)).toEqual(parseHttpUrlSlow(raw));
      }),
      { numRuns: runs(3000), seed: 4096 },
    );
  });

  it('parseHttpUrl says what loc-invalid says, for http, https and ftp URLs', () => {
    fc.assert(
      fc.property(candidate, (raw) => {
        const said: string[] = [];
        checkLocSlow(raw, PROTOCOL, (rule, message) => {
          if (rule === 'loc-invalid') said.push(message.slice(message.indexOf(': it has ') + 5, -1));
        });
        for (const ftp of [false, true]) {
          const r = parseHttpUrl(raw, ftp);
          if (said.length > 0 && typeof r === 'string' && r.startsWith('has ') && !r.startsWith('has the scheme')) expect(r, JSON.stringify(raw)).toBe(said[0]);
          if (typeof r !== 'string') expect(said, JSON.stringify(raw)).toEqual([]);
        }
      }),
      { numRuns: runs(3000), seed: 8192 },
    );
  });

  it('agree on locs with a query and on hosts that change from one loc to the next (the shortcut keeps the last host)', () => {
    const host = fc.oneof(
      fc.constantFrom('www.beispiel.de', 'shop.beispiel.de'),
      fc.constantFrom('www.beispiel.de.', 'localhost', 'www.example.com', 'shop.example.org', 'site.test', 'a..b', '-a.b', 'a-.b', '127.0.0.1', '10.0.0.1', 'x'.repeat(70), 'www.beispiel.dee'),
    );
    const name = fc.constantFrom('sid', 'SID', 'PHPSESSID', 'aspsessionidQWERTY', 'jsessionid', 'zenid', 'page', 'ab', '', 'si', 'a/sid', 'x?sid');
    const param = fc.tuple(name, fc.constantFrom('', '=', '=1', '=a/b?c', '=sid=2', ';sid=1', '%20', '#')).map((t) => t.join(''));
    const query = fc.tuple(fc.constantFrom('', '?', '??', '?&'), fc.array(param, { maxLength: 4 }), fc.constantFrom('&', '&&', '?')).map(([start, ps, sep]) => (start === '' ? '' : start + ps.join(sep)));
    const loc = fc.tuple(fc.constantFrom('http://', 'https://'), host, fc.constantFrom('', '/', '/a/b.html', '/sid=1', '/x;sid=1'), query).map((t) => t.join(''));
    fc.assert(
      fc.property(fc.array(loc, { minLength: 1, maxLength: 6 }), (raws) => {
        for (const policy of policies) {
          for (const raw of raws) {
            const fast: string[] = [];
            const slow: string[] = [];
            const a = checkLoc(raw, policy, (rule, message) => fast.push(`${rule}: ${message}`));
            const b = checkLocSlow(raw, policy, (rule, message) => slow.push(`${rule}: ${message}`));
            expect(fast, JSON.stringify(raw)).toEqual(slow);
            expect(a, JSON.stringify(raw)).toEqual(b);
          }
        }
      }),
      { numRuns: runs(100), seed: 1024 },
    );
  });

  it('accepts the common forms unchanged', () => {
    for (const raw of ['https://www.beispiel.de/', 'http://a.example/b/c.html', "https://x.example/a-b_c.d~e/!$&'()*+,=:@"]) {
      expect(checkLoc(raw, PROTOCOL, () => undefined)).toEqual(checkLocSlow(raw, PROTOCOL, () => undefined));
      expect(parseHttpUrl(raw)).toEqual({ value: raw });
    }
  });
});

describe('comparableUrl (RFC 3986 6.2.2, 6.2.3)', () => {
  it('writes two spellings of one URL alike, and leaves other values as they are', async () => {
    const { comparableUrl } = await import('../src/core/checks/extensions/values.js');
    const same = (a: string, b: string) => expect(comparableUrl(a), `${a} ~ ${b}`).toBe(comparableUrl(b));
    same('https://WWW.Beispiel.DE', 'https://www.beispiel.de/');
    same('HTTPS://www.beispiel.de:443/a', 'https://www.beispiel.de/a');
    same('http://www.beispiel.de:80/a', 'http://www.beispiel.de/a');
    same('https://www.beispiel.de:/a', 'https://www.beispiel.de/a');
    same('https://www.beispiel.de?q=1', 'https://www.beispiel.de/?q=1');
    same('https://www.beispiel.de/caf%c3%a9', 'https://www.beispiel.de/caf%C3%A9');
    expect(comparableUrl('https://www.beispiel.de:8443/a')).toBe('https://www.beispiel.de:8443/a');
    expect(comparableUrl('https://User:Pw@WWW.beispiel.de/')).toBe('https://User:Pw@www.beispiel.de/');
    expect(comparableUrl('https://www.beispiel.de/A')).not.toBe(comparableUrl('https://www.beispiel.de/a'));
    expect(comparableUrl('https://[::1]:443/')).toBe('https://[::1]/');
    expect(comparableUrl('/relative')).toBe('/relative');
  });
});

describe('wholeCharacters (the kept part of a loc cut short)', () => {
  it('drops a high surrogate left alone by the cut, whichever it is', () => {
    expect(wholeCharacters('https://a.org/x\ud800')).toBe('https://a.org/x');
    expect(wholeCharacters('https://a.org/x\udbff')).toBe('https://a.org/x');
    expect(wholeCharacters('https://a.org/x\ud83d\ude00')).toBe('https://a.org/x\ud83d\ude00');
  });

  it('drops a percent escape the cut split, and keeps a whole one', () => {
    expect(wholeCharacters('https://a.org/x%')).toBe('https://a.org/x');
    expect(wholeCharacters('https://a.org/x%4')).toBe('https://a.org/x');
    expect(wholeCharacters('https://a.org/x%41')).toBe('https://a.org/x%41');
    expect(wholeCharacters('https://a.org/x%g')).toBe('https://a.org/x%g');
    expect(wholeCharacters('https://a.org/xy')).toBe('https://a.org/xy');
  });
});
