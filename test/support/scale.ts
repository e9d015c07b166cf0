/**
 * How much a property test runs: the long run (`npm run test:full`, which sets
 * SITEMAP_TEST_FULL=1) runs every property at its full number of cases; `npm test` runs a tenth,
 * with the same seeds, so that it stays quick.
 */

/** Whether this is the long run of `npm run test:full`. */
export const FULL_RUN = process.env.SITEMAP_TEST_FULL === '1';

/**
 * Cases for a property of `full` cases: all of them in the long run, else a tenth of them, and
 * never fewer than `least` (nor more than `full`).
 */
export function runs(full: number, least = 100): number {
  if (FULL_RUN) return full;
  return Math.min(full, Math.max(least, Math.ceil(full / 10)));
}
