import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { checkChangefreq, checkLastmod, checkPriority } from '../src/core/checks/fields.js';
import { resolvePolicy } from '../src/core/policy/policy.js';
import type { Policy } from '../src/core/policy/policy.js';
import type { LastmodMode } from '../src/core/types.js';
import { runs } from './support/scale.js';

const NOW = new Date('2026-12-01T00:00:00Z');
const policyFor = (lastmod: LastmodMode): Policy => resolvePolicy({ lastmod, now: NOW });
const DATE = policyFor('date');
const W3C = policyFor('w3c');
const XSD = policyFor('xsd');

interface Run {
  ids: string[];
  messages: string[];
  ms: number | undefined;
}

function lastmod(raw: string, policy: Policy): Run {
  const ids: string[] = [];
  const messages: string[] = [];
  const ms = checkLastmod(raw, policy, (rule, message) => {
    ids.push(rule);
    messages.push(message);
  });
  return { ids, messages, ms };
}

function collect(check: (raw: string, report: (rule: string, message: string) => void) => void, raw: string): { ids: string[]; messages: string[] } {
  const ids: string[] = [];
  const messages: string[] = [];
  check(raw, (rule, message) => {
    ids.push(rule);
    messages.push(message);
  });
  return { ids, messages };
}

describe('lastmod in date mode (the strict default)', () => {
  it('is the strict profile default', () => {
    expect(resolvePolicy({ profile: 'strict' }).lastmod).toBe('date');
  });

  it.each([
    ['2026-10-16', Date.UTC(2026, 9, 16)],
    ['2000-02-29', Date.UTC(2000, 1, 29)],
    ['2024-02-29', Date.UTC(2024, 1, 29)],
    ['1999-12-31', Date.UTC(1999, 11, 31)],
    ['2026-04-30', Date.UTC(2026, 3, 30)],
    ['1970-01-01', 0],
  ])('%j is valid', (raw, ms) => {
    const r = lastmod(raw, DATE);
    expect(r.ids).toEqual([]);
    expect(r.ms).toBe(ms);
  });

  it.each([
    '1900-02-29',
    '2026-02-29',
    '2026-02-30',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-10-00',
    '2026-10-32',
    '2024-13-45',
    '2026-10-16T10:00:00Z',
    '2026-10-16T10:00Z',
    '2026-10-16Z',
    '2026-10-16+01:00',
    '',
    ' 2026-10-16',
    '2026-10-16 ',
    '\n2026-10-16\n',
    '   ',
    '2026-1-16',
    '26-10-16',
    '2026/10/16',
    '20261016',
    '2026-10',
    '2026',
    '+2026-10-16',
    '12026-10-16',
    '２０２６-10-16',
    '2026-10-1６',
    'January 15, 2024',
    '16/10/2026',
  ])('%j is lastmod-format', (raw) => {
    const r = lastmod(raw, DATE);
    expect(r.ids).toEqual(['lastmod-format']);
    expect(r.ms).toBeUndefined();
  });

  it('names the mode and the expected form', () => {
    const [m] = lastmod('January 15, 2024', DATE).messages;
    expect(m).toBe(
      'The lastmod "January 15, 2024" is not valid for the lastmod setting "date"; expected a date in the form YYYY-MM-DD, such as 2026-01-31.',
    );
  });

  it('explains calendar faults', () => {
    expect(lastmod('2026-02-30', DATE).messages[0]).toContain('February 2026 has no day 30');
    expect(lastmod('1900-02-29', DATE).messages[0]).toContain('February 1900 has no day 29');
    expect(lastmod('2024-13-45', DATE).messages[0]).toContain('month 13 does not exist');
  });

  it('explains a timestamp and suggests the date', () => {
    expect(lastmod('2026-10-16T10:00:00Z', DATE).messages[0]).toContain('it has a time, which is not accepted: write "2026-10-16"');
  });

  it('explains surrounding whitespace', () => {
    expect(lastmod(' 2026-10-16', DATE).messages[0]).toContain('surrounding whitespace is not allowed');
  });

  it('says when it is empty', () => {
    expect(lastmod('', DATE).messages[0]).toMatch(/^The lastmod is empty; expected a date in the form YYYY-MM-DD/);
  });
});

describe('lastmod in w3c mode (W3C Datetime note)', () => {
  it('is the protocol profile default', () => {
    expect(resolvePolicy({}).lastmod).toBe('w3c');
  });

  it.each([
    ['2026-10-16', Date.UTC(2026, 9, 16)],
    [' 2026-10-16\n', Date.UTC(2026, 9, 16)],
    ['2026-10-16T10:00Z', Date.UTC(2026, 9, 16, 10)],
    ['2026-10-16T10:00+05:30', Date.UTC(2026, 9, 16, 4, 30)],
    ['2026-10-16T10:00-08:00', Date.UTC(2026, 9, 16, 18)],
    ['2026-10-16T10:00:30Z', Date.UTC(2026, 9, 16, 10, 0, 30)],
    ['2026-10-16T10:00:30.5Z', Date.UTC(2026, 9, 16, 10, 0, 30, 500)],
    ['2026-10-16T10:00:30.123456789+00:00', Date.UTC(2026, 9, 16, 10, 0, 30, 123)],
    ['2026-10-16T10:00:30.9999999999999999999999Z', Date.UTC(2026, 9, 16, 10, 0, 30, 999)],
    ['2026-10-16T23:59:59+23:59', Date.UTC(2026, 9, 16, 23, 59, 59) - (23 * 60 + 59) * 60_000],
    ['2026-10-16T00:00:00-00:00', Date.UTC(2026, 9, 16)],
    ['2000-02-29T12:00Z', Date.UTC(2000, 1, 29, 12)],
  ])('%j is valid', (raw, ms) => {
    const r = lastmod(raw, W3C);
    expect(r.ids).toEqual([]);
    expect(r.ms).toBe(ms);
  });

  it.each([
    ['2026', Date.UTC(2026, 0, 1)],
    ['2026-10', Date.UTC(2026, 9, 1)],
    [' 2026-02 ', Date.UTC(2026, 1, 1)],
  ])('%j is valid but lastmod-imprecise', (raw, ms) => {
    const r = lastmod(raw, W3C);
    expect(r.ids).toEqual(['lastmod-imprecise']);
    expect(r.ms).toBe(ms);
  });

  it('does not report lastmod-imprecise where it is off', () => {
    expect(lastmod('2026', resolvePolicy({ profile: 'strict', lastmod: 'w3c', now: NOW })).ids).toEqual([]);
  });

  it.each([
    '2026-10-16T10:00',
    '2026-10-16T10:00:00',
    '2026-10-16T10:00:00.5',
    '2026-10-16T24:00Z',
    '2026-10-16T24:00:00Z',
    '2026-10-16T10:60Z',
    '2026-10-16T10:00:60Z',
    '2026-10-16T10:00+24:00',
    '2026-10-16T10:00+05:60',
    '2026-10-16T10Z',
    '2026-10-16T10:00:00.Z',
    '2026-10-16T1:00Z',
    '2026-10-16T10:00:00+0100',
    '2026-10-16T10:00:00+01',
    '2026-10-16T10:00:00ZZ',
    '2026-10-16T10:00:00 Z',
    '2026-10-16t10:00z',
    '2026-10-16 10:00Z',
    '2026-10-16Z',
    '2026-10-16+01:00',
    '2026-10Z',
    '2026-13',
    '2026-00',
    '2026-1',
    '202',
    '20261',
    '2026-02-30',
    '1900-02-29',
    '2024-13-45',
    'January 15, 2024',
    '',
    ' \n ',
  ])('%j is lastmod-format', (raw) => {
    const r = lastmod(raw, W3C);
    expect(r.ids).toEqual(['lastmod-format']);
    expect(r.ms).toBeUndefined();
  });

  it('says that a time needs a zone', () => {
    const [m] = lastmod('2026-10-16T10:00:00', W3C).messages;
    expect(m).toContain('lastmod setting "w3c"');
    expect(m).toContain('(a time needs a time zone after it, Z or ±hh:mm);');
    expect(m).toContain('W3C Datetime');
    // One pair of parentheses around the reason, none nested in it.
    expect(m).not.toMatch(/\([^)]*\(/);
  });

  it('agrees with Date on every instant from year 0 to 9999', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString();
        expect(lastmod(iso, W3C).ms).toBe(d.getTime());
        expect(lastmod(iso.slice(0, 10), DATE).ms).toBe(Math.floor(d.getTime() / 86_400_000) * 86_400_000);
      }),
      { numRuns: runs(2000) },
    );
  });
});

describe('lastmod in xsd mode (xsd:date or xsd:dateTime)', () => {
  it.each([
    ['2026-10-16', Date.UTC(2026, 9, 16)],
    ['2026-10-16Z', Date.UTC(2026, 9, 16)],
    ['2026-10-16+02:00', Date.UTC(2026, 9, 15, 22)],
    ['2026-10-16-14:00', Date.UTC(2026, 9, 16, 14)],
    ['2026-10-16+14:00', Date.UTC(2026, 9, 15, 10)],
    ['2026-10-16T10:00:00', Date.UTC(2026, 9, 16, 10)],
    ['2026-10-16T10:00:00Z', Date.UTC(2026, 9, 16, 10)],
    ['2026-10-16T10:00:00.5-05:00', Date.UTC(2026, 9, 16, 15, 0, 0, 500)],
    ['2026-10-16T24:00:00', Date.UTC(2026, 9, 17)],
    ['2025-12-31T24:00:00.000Z', Date.UTC(2026, 0, 1)],
    ['\t2026-10-16T10:00:00Z ', Date.UTC(2026, 9, 16, 10)],
  ])('%j is valid', (raw, ms) => {
    const r = lastmod(raw, XSD);
    expect(r.ids).toEqual([]);
    expect(r.ms).toBe(ms);
  });

  it.each([
    '2026',
    '2026-10',
    '2026-10-16T10:00Z',
    '2026-10-16T10:00',
    '2026-10-16T24:00:01',
    '2026-10-16T24:01:00',
    '2026-10-16T24:00:00.5',
    '2026-10-16T25:00:00',
    '2026-10-16+14:01',
    '2026-10-16+15:00',
    '2026-10-16T10:00:00+14:30',
    '0000-01-01',
    '2026-02-29',
    '2026-10-16T10:00:00.',
    'January 15, 2024',
    '',
  ])('%j is lastmod-format', (raw) => {
    const r = lastmod(raw, XSD);
    expect(r.ids).toEqual(['lastmod-format']);
    expect(r.ms).toBeUndefined();
  });

  it('says that YYYY-MM is not enough', () => {
    const [m] = lastmod('2026-10', XSD).messages;
    expect(m).toContain('lastmod setting "xsd"');
    expect(m).toContain('a year and month are not a full date');
  });

  describe('years as XML Schema Part 2 writes them (3.2.7.1, 3.2.9.1): a leading "-", more than four digits', () => {
    it.each([
      ['-0001-01-01', Date.UTC(-1, 0, 1)],
      ['-10000-01-01', Date.UTC(-10000, 0, 1)],
      ['-0123-06-15T10:00:00Z', Date.UTC(-123, 5, 15, 10)],
      ['-2024-01-01T10:00:00-05:00', Date.UTC(-2024, 0, 1, 15)],
      ['-0004-02-29', Date.UTC(-4, 1, 29)],
      ['-0400-02-29', Date.UTC(-400, 1, 29)],
      ['-0001-12-31T24:00:00', Date.UTC(-1, 11, 31, 24)],
    ])('%j is valid, far in the past: no finding', (raw, ms) => {
      const r = lastmod(raw, XSD);
      expect(r.ids).toEqual([]);
      expect(r.ms).toBe(ms);
    });

    it.each([
      ['12024-01-01', Date.UTC(12024, 0, 1)],
      ['10000-01-01', Date.UTC(10000, 0, 1)],
      ['10000-02-29', Date.UTC(10000, 1, 29)],
      ['99999-12-31T23:59:59.5+14:00', Date.UTC(99999, 11, 31, 9, 59, 59, 500)],
    ])('%j is valid and lastmod-future', (raw, ms) => {
      const r = lastmod(raw, XSD);
      expect(r.ids).toEqual(['lastmod-future']);
      expect(r.messages[0]).toBe(`The lastmod "${raw}" is in the future: later than a day after this run (on 2026-12-01 UTC); give the date of the last real change.`);
      expect(r.ms).toBe(ms);
    });

    it('reads the largest year libxml2 reads, beyond the range of Date, with a finite instant and no NaN', () => {
      for (const raw of ['9223372036854775807-12-31T24:00:00', '-9223372036854775807-01-01']) {
        const r = lastmod(raw, XSD);
        expect(r.ids, raw).toEqual(raw.startsWith('-') ? [] : ['lastmod-future']);
        expect(Number.isFinite(r.ms), raw).toBe(true);
        for (const m of r.messages) expect(m).not.toContain('NaN');
      }
    });

    it.each([
      ['0000-01-01', 'the XSD has no year 0000'],
      ['-0000-01-01', 'the XSD has no year 0000'],
      ['01234-01-01', 'a year of more than four digits cannot start with 0'],
      ['-01234-01-01', 'a year of more than four digits cannot start with 0'],
      ['00000-01-01', 'a year of more than four digits cannot start with 0'],
      ['9223372036854775808-01-01', 'the year "9223372036854775808" is outside the range schema validators read, at most 9223372036854775807 either side of zero'],
      ['-9223372036854775808-01-01', 'the year "-9223372036854775808" is outside the range schema validators read'],
      ['-2025-02-29', 'February -2025 has no day 29'],
      ['-0001-02-29', 'February -0001 has no day 29'],
      ['-0100-02-29', 'February -0100 has no day 29'],
      ['12025-02-29', 'February 12025 has no day 29'],
      ['12024-13-01', 'month 13 does not exist'],
      ['12024-01-32', 'day 32 does not exist'],
      ['12024-01-01T24:00:01', 'hour 24 does not exist'],
      ['12024-01-01T10:60:00', 'minute 60 does not exist'],
      ['-0001-01-01T10:00:60', 'second 60 does not exist'],
      ['-0001-01-01+14:01', 'the time zone offset "+14:01" is out of range, the XSD allows at most ±14:00'],
    ])('%j is lastmod-format (%s)', (raw, why) => {
      const r = lastmod(raw, XSD);
      expect(r.ids).toEqual(['lastmod-format']);
      expect(r.messages[0]).toContain(`The lastmod "${raw}" is not valid for the lastmod setting "xsd" (${why}`);
      // What is wrong, then one example of each form: the whole grammar is on the rule's page, said once.
      expect(r.messages[0]).toMatch(/\); expected an XSD date or dateTime such as 2026-01-31 or 2026-01-31T09:30:00\+01:00\.$/);
    });

    it.each(['-1-01-01', '-123-01-01', '+2024-01-01', '--2024-01-01', '-', '-2024', '12024', '12024-01'])('%j is lastmod-format', (raw) => {
      expect(lastmod(raw, XSD).ids).toEqual(['lastmod-format']);
    });

    it('are XSD only: w3c and date keep four-digit years', () => {
      for (const raw of ['-0001-01-01', '12024-01-01']) {
        expect(lastmod(raw, W3C).ids, raw).toEqual(['lastmod-format']);
        expect(lastmod(raw, DATE).ids, raw).toEqual(['lastmod-format']);
      }
    });
  });
});

describe('lastmod-future', () => {
  it.each([
    ['date', '2026-12-03'],
    ['date', '2999-01-01'],
    ['w3c', '2026-12-02T00:00:01Z'],
    ['w3c', '2026-12-02T00:30-01:00'],
    ['w3c', '2027'],
    ['xsd', '2026-12-02T00:00:00.001'],
  ] as [LastmodMode, string][])('%s %j is lastmod-future', (mode, raw) => {
    const r = lastmod(raw, policyFor(mode));
    expect(r.ids).toEqual(mode === 'w3c' && raw.length === 4 ? ['lastmod-imprecise', 'lastmod-future'] : ['lastmod-future']);
    expect(r.ms).toBeDefined();
  });

  it.each([
    ['date', '2026-12-02'],
    ['date', '2026-12-01'],
    ['w3c', '2026-12-02T00:00Z'],
    ['w3c', '2026-12-02T01:00+02:00'],
    ['w3c', '2026-12-02T23:00+23:00'],
    ['xsd', '2026-12-02T00:00:00'],
    ['xsd', '2026-12-02+01:00'],
  ] as [LastmodMode, string][])('%s %j is at most one day ahead', (mode, raw) => {
    expect(lastmod(raw, policyFor(mode)).ids).toEqual([]);
  });

  it('names the day of the run, not the instant, so that two runs of one day word it alike', () => {
    expect(lastmod('2999-01-01', DATE).messages[0]).toContain('(on 2026-12-01 UTC)');
    const later = resolvePolicy({ lastmod: 'date', now: new Date('2026-12-01T17:45:12.345Z') });
    expect(lastmod('2999-01-01', later).messages).toEqual(lastmod('2999-01-01', DATE).messages);
  });

  it('is not checked for invalid values, nor when off', () => {
    expect(lastmod('2999-02-30', DATE).ids).toEqual(['lastmod-format']);
    const off = resolvePolicy({ lastmod: 'date', now: NOW, rules: { 'lastmod-future': 'off' } });
    const r = lastmod('2999-01-01', off);
    expect(r.ids).toEqual([]);
    expect(r.ms).toBe(Date.UTC(2999, 0, 1));
  });
});

describe('lastmod messages stay short', () => {
  it.each(['a'.repeat(5_000_000), '\u0001'.repeat(5_000_000), `2026-10-16T${'\n'.repeat(1000)}`, '1'.repeat(5_000_000), `-${'9'.repeat(5_000_000)}-01-01`])('for %#', (raw) => {
    for (const policy of [DATE, W3C, XSD]) {
      const r = lastmod(raw, policy);
      expect(r.ids).toEqual(['lastmod-format']);
      expect(r.messages[0]!.length).toBeLessThan(1000);
    }
  });
});

describe('changefreq-value (sitemap XSD tChangeFreq)', () => {
  it.each(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'])('%j is valid', (raw) => {
    expect(collect(checkChangefreq, raw).ids).toEqual([]);
  });

  it.each(['biweekly', 'sometimes', 'Daily', 'DAILY', ' daily', 'daily ', '\ndaily\n', '', 'day', 'dailyy', 'd\u0430ily'])('%j is changefreq-value', (raw) => {
    expect(collect(checkChangefreq, raw).ids).toEqual(['changefreq-value']);
  });

  it('says when surrounding whitespace is the only fault', () => {
    const [m] = collect(checkChangefreq, ' daily').messages;
    expect(m).toBe('The changefreq " daily" has whitespace around it, which makes it invalid (the sitemap XSD compares the text exactly); write "daily".');
  });

  it('says when case is the only fault', () => {
    expect(collect(checkChangefreq, 'Daily').messages[0]).toContain('case-sensitive; write "daily"');
  });

  it('lists the accepted values', () => {
    expect(collect(checkChangefreq, 'biweekly').messages).toEqual(['The changefreq "biweekly" is not one of always, hourly, daily, weekly, monthly, yearly, never.']);
  });

  it('keeps messages short', () => {
    expect(collect(checkChangefreq, '\u0001'.repeat(1_000_000)).messages[0]!.length).toBeLessThan(1000);
  });
});

describe('priority-value (xsd:decimal from 0.0 to 1.0)', () => {
  it.each([
    '0',
    '0.0',
    '1',
    '1.0',
    '1.0000',
    '0.5',
    '+0.5',
    '-0.0',
    '-0',
    '-.0',
    '+.0',
    '.5',
    '1.',
    '0.',
    ' 0.5 ',
    '\n1.0\t',
    '00001.000',
    '000.8',
    '0.99999999999999999999999',
    `0.${'9'.repeat(10_000)}`,
    `1.${'0'.repeat(10_000)}`,
  ])('%j is valid', (raw) => {
    expect(collect(checkPriority, raw).ids).toEqual([]);
  });

  it.each([
    '1.5',
    '-0.1',
    '-1',
    '2',
    '10',
    '01.1',
    '1.00000000000000000001',
    `1.${'0'.repeat(10_000)}1`,
    `-0.${'0'.repeat(10_000)}1`,
    '1e-1',
    '1E0',
    '.5e1',
    '',
    ' ',
    '.',
    '+',
    '-',
    '+.',
    '0,5',
    'NaN',
    'INF',
    'high',
    '0.5.1',
    '+-0.5',
    '0x1',
    '0. 5',
    '１',
    '0.5%',
  ])('%j is priority-value', (raw) => {
    expect(collect(checkPriority, raw).ids).toEqual(['priority-value']);
  });

  it('explains the range', () => {
    expect(collect(checkPriority, '1.5').messages).toEqual(['The priority "1.5" is outside the range 0.0 to 1.0.']);
  });

  it('explains a comma and an exponent', () => {
    expect(collect(checkPriority, '0,5').messages[0]).toContain('use a dot');
    expect(collect(checkPriority, '1e-1').messages[0]).toContain('exponents are not allowed');
  });

  it('keeps messages short', () => {
    expect(collect(checkPriority, '\u0001'.repeat(1_000_000)).messages[0]!.length).toBeLessThan(1000);
    expect(collect(checkPriority, '9'.repeat(1_000_000)).messages[0]!.length).toBeLessThan(1000);
  });
});

describe('a lastmod written the local way', () => {
  it('gets the same date year first: both readings when day and month could be either, else the one that can be', () => {
    const hint = (raw: string, policy: Policy = W3C) => {
      const r = lastmod(raw, policy);
      expect(r.ids, raw).toEqual(['lastmod-format']);
      return / Write it [^.]*\.$/.exec(r.messages[0]!)?.[0] ?? '';
    };
    expect(hint('01/02/2024')).toBe(' Write it year first: 2024-02-01 if it is written day first, 2024-01-02 if month first.');
    expect(hint('31.12.2024')).toBe(' Write it year first: 2024-12-31.');
    expect(hint('12/31/2024')).toBe(' Write it year first: 2024-12-31.');
    expect(hint('5-5-2024', DATE)).toBe(' Write it year first: 2024-05-05.');
    expect(hint('2024/1/2', XSD)).toBe(' Write it with hyphens, year first: 2024-01-02.');
    // A day no month has, either way (the 31st of February, a 13th month): no date to give.
    expect(hint('31/02/2024')).toBe('');
    expect(hint('13/13/2024')).toBe('');
    expect(hint('Jan 2, 2024')).toBe('');
  });
});
