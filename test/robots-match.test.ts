/**
 * The robots.txt matcher (src/core/site/robots-match.ts) held to the behaviours of Google's
 * open-source robots.txt parser (github.com/google/robotstxt, its robots_test.cc): the cases are
 * ours, the behaviours theirs.
 */
import { describe, expect, it } from 'vitest';
import { blocksEveryPath, escapeBytes, parseRobotsTxt, patternMatches, robotsPath, robotsVerdict, robotsVerdictByScan, ROBOTS_MAX_BYTES, ROBOTS_MAX_LINE_BYTES } from '../src/core/site/robots-match.js';

/** True when `text` lets `agent` (Googlebot by default) fetch `url`. */
const allowed = (text: string | Uint8Array, url: string, agent = 'Googlebot'): boolean => robotsVerdict(parseRobotsTxt(text, agent), url).allowed;
const U = (path: string) => `https://www.example.org${path}`;

describe('lines and groups', () => {
  it('reads key: value lines, and two words without a colon as key and value', () => {
    expect(allowed('user-agent: Googlebot\ndisallow: /\n', U('/a/b'))).toBe(false);
    expect(allowed('user-agent Googlebot\ndisallow /\n', U('/a/b'))).toBe(false);
    // Three words without a colon are no line; unknown keys are no rule.
    expect(allowed('user-agent: Googlebot\ndisallow / now\n', U('/a/b'))).toBe(true);
    expect(allowed('robot: Googlebot\nforbid: /\n', U('/a/b'))).toBe(true);
  });

  it('reads keys case-insensitively, by how they start, with the typos Google accepts', () => {
    for (const key of ['DISALLOW', 'dIsAlLoW', 'Disalow', 'Dissallow', 'Dissalow', 'Diasllow', 'Disallaw', 'Disallowed']) {
      expect(allowed(`User-agent: Googlebot\n${key}: /\n`, U('/x')), key).toBe(false);
    }
    for (const key of ['USER-AGENT', 'useragent', 'User agent']) expect(allowed(`${key}: Googlebot\nDisallow: /\n`, U('/x')), key).toBe(false);
    expect(allowed('User-agent: Googlebot\nDisallow: /\nALLOW: /x/\n', U('/x/y'))).toBe(true);
  });

  it('merges every group of an agent, ignores rules before any user-agent line, and ends a group at any other line', () => {
    const text = [
      'allow: /early/', // before any group: no rule
      'user-agent: Googlebot',
      'disallow: /',
      'allow: /a/',
      'user-agent: Bingbot',
      'disallow: /',
      'allow: /b/',
      '',
      'user-agent: Googlebot',
      'allow: /c/',
    ].join('\n');
    expect(allowed(text, U('/a/1'))).toBe(true);
    expect(allowed(text, U('/c/1'))).toBe(true);
    expect(allowed(text, U('/b/1'))).toBe(false);
    expect(allowed(text, U('/early/'))).toBe(false);
    expect(allowed(text, U('/b/1'), 'Bingbot')).toBe(true);
    expect(allowed(text, U('/c/1'), 'Bingbot')).toBe(false);
    // A Sitemap: line (or an unknown key) between two user-agent lines ends the first group.
    expect(allowed('User-agent: Googlebot\nSitemap: https://www.example.org/s.xml\nUser-agent: Bingbot\nDisallow: /\n', U('/x'))).toBe(true);
    // A blank line does not.
    expect(allowed('User-agent: Googlebot\n\nUser-agent: Bingbot\nDisallow: /\n', U('/x'))).toBe(false);
  });

  it('names an agent by its product token, case-insensitively; * alone or before a space is every crawler', () => {
    expect(allowed('User-agent: googlebot/2.1\nDisallow: /\n', U('/x'))).toBe(false);
    expect(allowed('User-agent: GOOGLEBOT Images\nDisallow: /\n', U('/x'))).toBe(false);
    expect(allowed('User-agent: Googlebot-News\nDisallow: /\n', U('/x'))).toBe(true);
    expect(allowed('User-agent: * all of them\nDisallow: /\n', U('/x'))).toBe(false);
    expect(allowed('User-agent: *bot\nDisallow: /\n', U('/x'))).toBe(true);
  });

  it('obeys the agent groups only, else the * groups, else nothing', () => {
    const text = 'User-agent: *\nDisallow: /x/\nUser-agent: Googlebot\nDisallow: /y/\n';
    expect(robotsVerdict(parseRobotsTxt(text), U('/x/1'))).toEqual({ allowed: true, group: 'agent' });
    expect(allowed(text, U('/y/1'))).toBe(false);
    expect(allowed(text, U('/x/1'), 'Bingbot')).toBe(false);
    expect(robotsVerdict(parseRobotsTxt('User-agent: Bingbot\nDisallow: /\n'), U('/x'))).toEqual({ allowed: true, group: 'none' });
    // A group of its own without rules still hides the * groups.
    expect(allowed('User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\n', U('/x'))).toBe(true);
    expect(allowed('', U('/x'))).toBe(true);
  });
});

describe('matching', () => {
  it('compares paths case-sensitively, the longest pattern deciding and Allow winning a tie', () => {
    expect(allowed('User-agent: *\nDisallow: /X/\n', U('/x/y'))).toBe(true);
    expect(allowed('User-agent: *\nDisallow: /a/page.html\nAllow: /a/\n', U('/a/page.html'))).toBe(false);
    expect(allowed('User-agent: *\nAllow: /a/page.html\nDisallow: /a/\n', U('/a/page.html'))).toBe(true);
    expect(allowed('User-agent: *\nAllow: /a/page.html\nDisallow: /a/\n', U('/a/'))).toBe(false);
    expect(allowed('User-agent: *\nDisallow: /a/page.html\nAllow: /a/page.html\n', U('/a/page.html'))).toBe(true);
    expect(allowed('User-agent: *\nDisallow: /\nAllow: /\n', U('/a'))).toBe(true);
    expect(allowed('User-agent: *\nDisallow: /x\nAllow: /x/\n', U('/x'))).toBe(false);
    expect(allowed('User-agent: *\nDisallow: /x\nAllow: /x/\n', U('/x/'))).toBe(true);
    // Length counts the wildcards too: "/*.html" (7) beats "/page" (5), "/a/page." (8) beats "/*.html".
    expect(allowed('User-agent: *\nAllow: /page\nDisallow: /*.html\n', U('/page.html'))).toBe(false);
    expect(allowed('User-agent: *\nAllow: /page\nDisallow: /*.html\n', U('/page'))).toBe(true);
    expect(allowed('User-agent: *\nAllow: /a/page.\nDisallow: /*.html\n', U('/a/page.html'))).toBe(true);
  });

  it('lets an empty Disallow (or Allow) decide nothing', () => {
    expect(allowed('User-agent: *\nDisallow:\n', U('/a'))).toBe(true);
    expect(allowed('User-agent: *\nDisallow:\nAllow:\n', U('/a'))).toBe(true);
    expect(robotsVerdict(parseRobotsTxt('User-agent: *\nDisallow:\n'), U('/a')).rule).toBeUndefined();
  });

  it('reads * as any run, $ at the end as the end of the URL, $ elsewhere and # as written / as a comment', () => {
    const star = 'User-agent: *\nDisallow: /a/b/c\nAllow: /a/*/d\n';
    expect(allowed(star, U('/a/b/c'))).toBe(false);
    expect(allowed(star, U('/a/c'))).toBe(true);
    expect(allowed(star, U('/a/x/d'))).toBe(true);
    const end = 'User-agent: *\nDisallow: /a/b$\n';
    expect(allowed(end, U('/a/b'))).toBe(false);
    expect(allowed(end, U('/a/b/'))).toBe(true);
    expect(allowed(end, U('/a/b?x'))).toBe(true);
    expect(allowed('User-agent: *\nDisallow: /a$b\n', U('/a$b/c'))).toBe(false);
    expect(allowed('User-agent: *\n# Disallow: /\nDisallow: /q#r\n', U('/x'))).toBe(true);
    expect(allowed('User-agent: *\n# Disallow: /\nDisallow: /q#r\n', U('/q'))).toBe(false);
    // Google's documented examples.
    const php = 'User-agent: *\nDisallow: /\nAllow: /*.php$\n';
    expect(['/f.php', '/d/f.php'].map((p) => allowed(php, U(p)))).toEqual([true, true]);
    expect(['/f.php?x', '/f.php/', '/f.php5', '/f?php', '/w.PHP'].map((p) => allowed(php, U(p)))).toEqual([false, false, false, false, false]);
    const fish = 'User-agent: *\nDisallow: /\nAllow: /fish*.php\n';
    expect(['/fish.php', '/fishheads/cat.php?p'].map((p) => allowed(fish, U(p)))).toEqual([true, true]);
    expect(allowed(fish, U('/Fish.PHP'))).toBe(false);
    expect(allowed('User-agent: *\nAllow: /$\nDisallow: /\n', U('/'))).toBe(true);
    expect(allowed('User-agent: *\nAllow: /$\nDisallow: /\n', U('/page'))).toBe(false);
  });

  it('matches the path, parameters and query, never the fragment', () => {
    expect(allowed('User-agent: *\nDisallow: /\nAllow: /a?x=http://b.c?d&e\n', U('/a?x=http://b.c?d&e'))).toBe(true);
    expect(allowed('User-agent: *\nDisallow: /*?\n', U('/a?b'))).toBe(false);
    expect(allowed('User-agent: *\nDisallow: /*?\n', U('/a#?b'))).toBe(true);
    expect(allowed('User-agent: *\nDisallow: /fish\n', U('/?id=fish'))).toBe(true);
  });

  it('percent-encodes non-ASCII bytes and upper-cases escapes in patterns and URLs alike, decoding nothing', () => {
    const text = 'User-agent: *\nDisallow: /\nAllow: /a/ツ\n';
    expect(allowed(text, U('/a/%E3%83%84'))).toBe(true);
    expect(allowed(text, U('/a/%e3%83%84'))).toBe(true);
    // A loc may write the character itself: it is compared as the escaped URL a crawler requests.
    expect(allowed(text, U('/a/ツ'))).toBe(true);
    expect(allowed('User-agent: *\nDisallow: /\nAllow: /a/%e3%83%84\n', U('/a/ツ'))).toBe(true);
    // An escaped unreserved character is not its character, nor %2F a slash.
    expect(allowed('User-agent: *\nDisallow: /\nAllow: /a/%62%63\n', U('/a/bc'))).toBe(false);
    expect(allowed('User-agent: *\nDisallow: /\nAllow: /a/%62%63\n', U('/a/%62%63'))).toBe(true);
    expect(allowed('User-agent: *\nDisallow: /a/b\n', U('/a%2Fb'))).toBe(true);
  });

  it('lets an Allow of index.html (or index.htm...) allow its folder too', () => {
    const text = 'User-agent: *\nAllow: /docs/index.html\nDisallow: /\n';
    expect(allowed(text, U('/docs/'))).toBe(true);
    expect(allowed(text, U('/docs/index.html'))).toBe(true);
    expect(allowed(text, U('/docs/index.htm'))).toBe(false);
    expect(allowed(text, U('/docs/other'))).toBe(false);
    expect(allowed(text, U('/elsewhere'))).toBe(false);
  });

  it('names the deciding rule with its line and its text as written', () => {
    const v = robotsVerdict(parseRobotsTxt('# staff only\nUser-agent: *\ndisalow:   /admin/  # keep out\nAllow: /admin/help\n'), U('/admin/x'));
    expect(v).toEqual({ allowed: false, group: '*', rule: { allow: false, pattern: '/admin/', line: 3, text: 'Disallow: /admin/' } });
    expect(robotsVerdict(parseRobotsTxt('User-agent: *\nDisallow: /ü/\n'), U('/%C3%BC/')).rule?.text).toBe('Disallow: /ü/');
  });
});

describe('the file as bytes', () => {
  it('ends lines at LF, CRLF or CR, and numbers them alike', () => {
    for (const eol of ['\n', '\r\n', '\r']) {
      const text = ['User-agent: a', 'Allow: /p', 'User-agent: Googlebot', '', '', 'Disallow: /'].join(eol);
      expect(robotsVerdict(parseRobotsTxt(text), U('/x')).rule?.line, JSON.stringify(eol)).toBe(6);
    }
    expect(robotsVerdict(parseRobotsTxt('User-agent: *\nAllow: /p\r\n\r\nDisallow: /\r'), U('/x')).rule?.line).toBe(4);
  });

  it('skips a byte order mark, or the start of one, before the first line only', () => {
    const rest = Buffer.from('User-agent: Googlebot\nDisallow: /\n');
    for (const bom of [[0xef, 0xbb, 0xbf], [0xef, 0xbb], [0xef]]) expect(allowed(Buffer.concat([Buffer.from(bom), rest]), U('/x')), String(bom)).toBe(false);
    // A broken mark makes the first line unreadable: no group, nothing disallowed.
    expect(allowed(Buffer.concat([Buffer.from([0xef, 0x11, 0xbf]), rest]), U('/x'))).toBe(true);
    // One in the middle makes that line unreadable.
    expect(allowed(Buffer.concat([Buffer.from('User-agent: Googlebot\n'), Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Disallow: /\n')]), U('/x'))).toBe(true);
  });

  it('keeps the first 16,663 bytes of a line', () => {
    const head = 'Disallow: ';
    const value = `/x/${'a'.repeat(ROBOTS_MAX_LINE_BYTES - head.length - 3)}`;
    const rules = parseRobotsTxt(`User-agent: *\n${head}${value}/qux\n`);
    expect(rules.global![0]!.pattern).toBe(value);
    expect(allowed(`User-agent: *\n${head}${value}/qux\n`, U(`${value}/fux`))).toBe(false);
    expect(allowed(`User-agent: *\n${head}${value}/qux\n`, U('/fux'))).toBe(true);
  });

  it('ignores what lies past 500 KiB, cutting the line that crosses it', () => {
    const filler = `# ${'.'.repeat(1000)}\n`.repeat(Math.floor(ROBOTS_MAX_BYTES / 1003));
    const pad = ROBOTS_MAX_BYTES - Buffer.byteLength(`User-agent: *\n${filler}`);
    const start = `User-agent: *\n${filler}${'#'.repeat(pad - 1)}\n`;
    expect(Buffer.byteLength(start)).toBe(ROBOTS_MAX_BYTES);
    const past = parseRobotsTxt(`${start}Disallow: /\n`);
    expect(past.cut).toBe(true);
    expect(robotsVerdict(past, U('/x')).allowed).toBe(true);
    // "Disallow: /admin" crossing the limit after "Disallow: /ad" is read as "/ad".
    const crossing = parseRobotsTxt(`${start.slice(0, -14)}\nDisallow: /admin\n`);
    expect(crossing.global!.map((r) => r.pattern)).toEqual(['/ad']);
    expect(parseRobotsTxt('User-agent: *\nDisallow: /\n').cut).toBe(false);
  });
});

describe('the parts', () => {
  it('robotsPath keeps path, parameters and query, always from a /', () => {
    const cases: [string, string][] = [
      ['', '/'],
      ['http://www.example.com', '/'],
      ['http://www.example.com/', '/'],
      ['http://www.example.com/a', '/a'],
      ['http://www.example.com/a/b?c=http://d.e/', '/a/b?c=http://d.e/'],
      ['http://www.example.com/a/b?c=d&e=f#fragment', '/a/b?c=d&e=f'],
      ['example.com/a/', '/a/'],
      ['example.com?a', '/?a'],
      ['example.com/a;b#c', '/a;b'],
      ['//a/b/c', '/b/c'],
      ['a/b', '/b'],
      ['/a', '/a'],
      ['https://www.example.org/ü?q=ß', '/%C3%BC?q=%C3%9F'],
    ];
    for (const [url, path] of cases) expect(robotsPath(url), url).toBe(path);
  });

  it('escapeBytes escapes bytes outside ASCII and upper-cases escapes only', () => {
    expect(escapeBytes('/a/b/c')).toBe('/a/b/c');
    expect(escapeBytes('\xc3\xa1')).toBe('%C3%A1');
    expect(escapeBytes('%aa%2f%zz')).toBe('%AA%2F%zz');
  });

  it('patternMatches runs in time linear in what it reads: many wildcards against a long path', () => {
    const path = `/${'a'.repeat(20_000)}`;
    expect(patternMatches(path, `/${'*a'.repeat(5_000)}b`)).toBe(false);
    expect(patternMatches(path, `/${'*a'.repeat(5_000)}$`)).toBe(true);
    expect(patternMatches(path, `${'*'.repeat(10_000)}b$`)).toBe(false);
  });

  it('blocksEveryPath names the Disallow that leaves no path allowed', () => {
    const rules = (text: string) => parseRobotsTxt(text).global;
    expect(blocksEveryPath(rules('User-agent: *\nDisallow: /private/\nDisallow: /*\n'))?.line).toBe(3);
    expect(blocksEveryPath(rules('User-agent: *\nDisallow: /\nAllow:\n'))?.line).toBe(2);
    expect(blocksEveryPath(rules('User-agent: *\nDisallow: /\nAllow: /blog/\n'))).toBeUndefined();
    expect(blocksEveryPath(rules('User-agent: *\nDisallow: /$\n'))).toBeUndefined();
    expect(blocksEveryPath(undefined)).toBeUndefined();
  });
});

describe('the rule index', () => {
  /** A small deterministic generator (mulberry32). */
  const random = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // Few letters, so that patterns overlap, share prefixes and pieces, and tie on length.
  const parts = ['a', 'b', 'ab', '/', '/a', '/b/', '*', '**', '?', 'x=1', '%41', 'ü', '.html', 'index.html', '$'];
  const word = (next: () => number, n: number) => Array.from({ length: n }, () => parts[Math.floor(next() * parts.length)]).join('');

  it('gives the verdict and the deciding rule of trying every rule, for many overlapping rules', () => {
    const next = random(9309);
    for (let file = 0; file < 6; file++) {
      const lines = ['User-agent: *'];
      for (let i = 0; i < 40 + file * 30; i++) {
        const body = word(next, 1 + Math.floor(next() * 4));
        lines.push(`${next() < 0.5 ? 'Allow' : 'Disallow'}: ${next() < 0.85 ? '/' : ''}${body}`);
      }
      lines.push('Disallow:', 'Allow: /a/index.html', 'Disallow: /**', 'Allow: /*');
      const rules = parseRobotsTxt(lines.join('\n'));
      expect(rules.global!.length).toBeGreaterThanOrEqual(32);
      for (let i = 0; i < 300; i++) {
        const url = U(`/${word(next, Math.floor(next() * 6))}`);
        const byIndex = robotsVerdict(rules, url);
        const byScan = robotsVerdictByScan(rules, url);
        expect(byIndex, url).toEqual(byScan);
      }
    }
  });

  it('finds a rule among thousands by its prefix or a piece between wildcards, and ties to the Allow', () => {
    const lines = ['User-agent: Googlebot'];
    for (let i = 0; i < 3_000; i++) lines.push(`Disallow: /p${i}/`, `Disallow: /*x${i}*y$`);
    lines.push('Allow: /p77/');
    const rules = parseRobotsTxt(lines.join('\n'));
    expect(robotsVerdict(rules, U('/p77/a'))).toMatchObject({ allowed: true, rule: { line: 6_002 } });
    expect(robotsVerdict(rules, U('/p78/a'))).toMatchObject({ allowed: false, rule: { line: 158 } });
    expect(robotsVerdict(rules, U('/q/x2999/zy'))).toMatchObject({ allowed: false, rule: { line: 6_001 } });
    expect(robotsVerdict(rules, U('/q/x2999/yz')).allowed).toBe(true);
    expect(robotsVerdict(rules, U('/pp/')).allowed).toBe(true);
  });
});
