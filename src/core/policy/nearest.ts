/**
 * The nearest valid name to a mistyped one (a flag, a rule id, a profile), for "did you mean"
 * advice in error messages. Edit distance from fastest-levenshtein.
 */
import { distance } from 'fastest-levenshtein';

/**
 * The candidate nearest to `given`, or undefined when none is near enough to be a likely typo.
 * Near enough: an edit distance (Levenshtein, case-insensitive) of at most a third of the longer
 * name's length, rounded up (at least 1, at most 3: `jsno` is 2 from `json`), the smallest one winning (the first in `candidates` on a
 * tie); failing that, the one candidate whose hyphen-separated words start with each word of
 * `given` in order (`loc-absolut` -> `loc-not-absolute`). A candidate equal to `given` is returned
 * as it is.
 */
export function nearest(given: string, candidates: readonly string[]): string | undefined {
  const g = given.toLowerCase();
  if (g === '') return undefined;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = distance(g, c.toLowerCase());
    const limit = Math.min(3, Math.max(1, Math.ceil(Math.max(g.length, c.length) / 3)));
    if (d <= limit && d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  if (best !== undefined) return best;
  const words = g.split('-').filter((w) => w !== '');
  if (words.length < 2) return undefined;
  const byWords = candidates.filter((c) => {
    const parts = c.toLowerCase().split('-');
    let at = 0;
    for (const w of words) {
      while (at < parts.length && !parts[at]!.startsWith(w)) at++;
      if (at === parts.length) return false;
      at++;
    }
    return true;
  });
  return byWords.length === 1 ? byWords[0] : undefined;
}

/** ` Did you mean X?` for a message, or '' when no candidate is near. */
export function didYouMean(given: string, candidates: readonly string[], show: (name: string) => string = (n) => n): string {
  const n = nearest(given, candidates);
  return n === undefined ? '' : ` Did you mean ${show(n)}?`;
}
