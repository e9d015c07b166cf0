// judgeUrlValue keeps the verdicts of the last few scheme://authority prefixes of plain URLs
// (extensions/values.ts): whatever the order of the URLs and policies, it must report what a scan
// of each URL reports (../src/core/checks/loc.ts scanUri and judgeUrl), and urlNeedsJudging must say
// true wherever that is not nothing.
import { describe, expect, it } from 'vitest';
import { judgeUrlValue, nonAsciiIsInvalid, parseHttpUrl, urlNeedsJudging, type HttpUrl } from '../src/core/checks/extensions/values.js';
import { judgeUrl, SCAN_INVALID, scanUri } from '../src/core/checks/loc.js';
import { resolvePolicy, type Policy } from '../src/core/policy/policy.js';

const POLICIES: Policy[] = [
  resolvePolicy({}),
  resolvePolicy({ profile: 'google' }),
  resolvePolicy({ profile: 'strict' }),
  resolvePolicy({ hosts: ['cdn.example.org', 'www.beispiel.de'] }),
  resolvePolicy({ rules: { 'loc-example-host': 'off' } }),
  resolvePolicy({ rules: { 'loc-reserved-host': 'off', 'loc-host-invalid': 'notice' } }),
  resolvePolicy({ baseUrl: 'https://cdn.example.org/' }),
];

const URLS = [
  'https://www.beispiel.de/en/a.html',
  'https://cdn.example.org/images/a.jpg',
  'https://www.beispiel.de/de/a.html',
  'https://cdn.example.org/images/b.jpg',
  'https://CDN.Example.ORG/images/c.jpg',
  'https://cdn.example.org:8443/images/d.jpg',
  'https://cdn.example.org',
  'https://cdn.example.org?x=1',
  'https://cdn.example.org#top',
  'https://cdn.example.org?x=/1',
  'https://cdn.example.org?x=/2',
  'https://www.beispiel.de#a/b',
  'http://a.test',
  'http://a.test/x',
  'http://cdn.example.org/e.jpg',
  'https://www.beispiel.de.example.org/f',
  'https://localhost/g',
  'https://shop.test/h',
  'https://192.168.0.1/i',
  'https://10.0.0.1:8080/j',
  'https://www..beispiel.de/k',
  'https://-bad.beispiel.de/l',
  `https://${'a'.repeat(64)}.beispiel.de/m`,
  'https://www.beispiel.de/%C3%A9',
  'https://www.beispiel.de/%2520',
  'https://cdn.example.org/%FC',
  'https://www.beispiel.de/caf\u00e9',
  'https://b\u00fccher.beispiel.de/n',
  'https://www.beispiel.de/o p',
  'https://user@cdn.example.org/p',
  'https://www.beispiel.de/q',
];

/** What a scan of the URL reports, as judgeUrlValue words it. */
function scanned(url: HttpUrl, policy: Policy, subject: string): string[] {
  const out: string[] = [];
  const u = scanUri(url.value, SCAN_INVALID);
  if (u.shape === '') judgeUrl(url.value, u, policy, (rule, detail) => out.push(`${rule}: ${subject} has ${detail}.`), !nonAsciiIsInvalid(policy));
  return out;
}

function judged(url: HttpUrl, policy: Policy, subject: string): string[] {
  const out: string[] = [];
  judgeUrlValue(url, policy, subject, (rule, message) => out.push(`${rule}: ${message}`));
  return out;
}

describe('judgeUrlValue with the kept verdicts of recent hosts', () => {
  it('reports what a scan of each URL reports, in any order of URLs and policies', () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    let reported = 0;
    for (let i = 0; i < 700; i++) {
      // Runs of one policy, as a document has, with a change now and then.
      const policy = POLICIES[Math.floor(i / 25) % POLICIES.length]!;
      const raw = URLS[next(URLS.length)]!;
      const url = parseHttpUrl(raw, false, nonAsciiIsInvalid(policy));
      if (typeof url === 'string') continue;
      const subject = `The URL ${i}`;
      const want = scanned(url, policy, subject);
      expect(judged(url, policy, subject), `${raw} under policy ${POLICIES.indexOf(policy)}`).toEqual(want);
      if (want.length > 0) expect(urlNeedsJudging(url, policy), raw).toBe(true);
      reported += want.length;
    }
    expect(reported).toBeGreaterThan(100);
  });

  it('gives the findings of a reported host again for each URL on it, with its own subject', () => {
    const policy = POLICIES[0]!;
    const a = judged({ value: 'https://cdn.example.org/1.jpg' }, policy, 'The image URL "1"');
    const b = judged({ value: 'https://cdn.example.org/2.jpg' }, policy, 'The image URL "2"');
    expect(a).toHaveLength(1);
    expect(a[0]).toMatch(/^loc-reserved-host: The image URL "1" has the host "cdn\.example\.org", a name under example\.org/);
    expect(b).toEqual([a[0]!.replace('"1"', '"2"')]);
    // Another policy names the host: nothing, though the verdict of the first policy was kept.
    expect(judged({ value: 'https://cdn.example.org/3.jpg' }, POLICIES[3]!, 'x')).toEqual([]);
    expect(urlNeedsJudging({ value: 'https://cdn.example.org/3.jpg' }, POLICIES[3]!)).toBe(false);
    expect(urlNeedsJudging({ value: 'https://cdn.example.org/3.jpg' }, policy)).toBe(true);
  });

  it('keeps apart hosts that share a beginning, and more hosts than it keeps', () => {
    const policy = POLICIES[0]!;
    const hosts = ['https://www.beispiel.de', 'https://www.beispiel.de.example.org', 'https://a.test', 'https://b.beispiel.de', 'https://c.beispiel.de', 'https://localhost', 'https://www.beispiel.d'];
    for (let round = 0; round < 3; round++) {
      for (const h of hosts) {
        const url = { value: `${h}/x` };
        expect(judged(url, policy, 's'), h).toEqual(scanned(url, policy, 's'));
      }
    }
  });
});
