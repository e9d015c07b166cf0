/**
 * Small calendar helpers shared by the date checks (lastmod in ./fields.ts, extension dates in
 * ./extensions/values.ts): proleptic Gregorian calendar, any year.
 */

/** The number written by `n` ASCII digits at `i` of `s`, or -1 when any of them is not a digit (or missing). */
export function digits(s: string, i: number, n: number): number {
  let v = 0;
  for (let k = 0; k < n; k++) {
    const d = s.charCodeAt(i + k) - 0x30;
    if (!(d >= 0 && d <= 9)) return -1;
    v = v * 10 + d;
  }
  return v;
}

/** True for a Gregorian leap year. */
export function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/** Days in month `m` (1-12) of year `y`. */
export function daysInMonth(y: number, m: number): number {
  return m === 2 ? (isLeap(y) ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

/** Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's days_from_civil); valid for any year. */
export function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/**
 * The day of the run's clock, `YYYY-MM-DD UTC`, for messages: the date, not the instant, so that
 * two runs of one day word their findings alike (reports stay comparable).
 */
export function runDay(now: Date): string {
  // Years outside 0000-9999 are written with a sign and six digits (`+012000-01-01`): the date is
  // everything before the time, not its first ten characters.
  const iso = now.toISOString();
  return `${iso.slice(0, iso.indexOf('T'))} UTC`;
}
