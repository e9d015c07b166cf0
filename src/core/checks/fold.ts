/**
 * One fault, one finding: where several rules fire on one value for one cause, only the most
 * specific one is reported there, and its message says what the others found.
 *
 * A loc of another scheme, host or port than the rest of the file is judged by the rules of the
 * value (`loc-invalid` for a port over 65535, `loc-scheme`, `loc-host`, `loc-reserved-host`,
 * `loc-port`) and by the rules that compare it with something else (`loc-mixed-hosts` with the
 * first entry of the file, `loc-out-of-scope` with the public URL of the file): for
 * `http://staging.example.org/pricing` with `hosts: [www.example.org]` and a `base-url`, all of
 * `loc-host`, `loc-mixed-hosts` and `loc-out-of-scope` fired at one place. The comparing rules
 * fold into a rule of the value at the same place (the same file, line and column); the rules of
 * the value stay apart, each names a fault of its own.
 *
 * A finding is folded only into one at least as severe: a `rules` override that lowers the
 * specific rule (or turns it off: it is then never reported) lets the other show, so that no
 * override weakens the verdict. Folded findings are not counted.
 */
import type { Finding, FindingCounts, Severity } from '../types.js';

/**
 * For each rule that folds, the rules it folds into, the first present at the place taking it.
 * `loc-port` folds only into `loc-invalid` (a port that is no port: over 65535, not a number).
 * The keys are taken in this order, so that a chain ends at the most specific rule.
 */
export const FOLDS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  // With `hosts`, loc-mixed-hosts compares scheme and port only: those rules first.
  'loc-mixed-hosts': ['loc-invalid', 'loc-scheme', 'loc-port', 'loc-host', 'loc-host-invalid', 'loc-reserved-host', 'loc-out-of-scope'],
  'loc-out-of-scope': ['loc-invalid', 'loc-host', 'loc-host-invalid', 'loc-reserved-host', 'loc-scheme', 'loc-port'],
  'loc-port': ['loc-invalid'],
  // A host outside hosts that is also reserved (localhost) or no DNS name (my_shop): the host is
  // the fault once. loc-reserved-host is the lesser: it folds into loc-host; loc-host into loc-host-invalid.
  'loc-reserved-host': ['loc-host'],
  'loc-host': ['loc-host-invalid'],
});

const RANK: Readonly<Record<Severity, number>> = { error: 3, warning: 2, notice: 1 };

/** Longest message a fold makes; past it, a folded finding is named by its rule alone. */
const MAX_MESSAGE = 1000;

/** `The loc "..." ` (the value quoted as `quote` writes it) at the start of a message. */
const LOC_SUBJECT = /^The (?:loc|index entry|Sitemap: value) "(?:[^"\\]|\\.)*"…? /;

/**
 * The sentence a folded finding adds to the message of the one it folds into: its rule and its
 * first sentence, the value it names written "it" (the target's message quotes it already), e.g.
 * ` Also loc-mixed-hosts: it uses "http://staging.example.org", but the first entry ...`.
 */
function also(target: Finding, finding: Finding, own: string): string {
  let text = own.replace(LOC_SUBJECT, 'it ');
  const end = text.search(/\. [A-Z]/);
  if (end >= 0) text = text.slice(0, end + 1);
  const sentence = ` Also ${finding.rule}: ${text}`;
  return target.message.length + sentence.length <= MAX_MESSAGE ? sentence : ` Also ${finding.rule}.`;
}

/**
 * Folds the findings of one file, sorted by position (findings at one place next to each other,
 * as FindingSink `sorted()` gives them): each finding of a rule of {@link FOLDS} that has a
 * finding of one of its targets at the same line and column, at least as severe, is taken out,
 * and its rule and message are added to the target's message (the target finding object is
 * changed). File-level findings are never folded.
 *
 * @returns the findings that stay (the same array when nothing folded), and the counts per
 *   severity of those taken out.
 */
export function foldFindings(findings: readonly Finding[]): { findings: Finding[]; removed: FindingCounts; folded: Set<Finding> } {
  const removed: FindingCounts = { errors: 0, warnings: 0, notices: 0 };
  const folded = new Set<Finding>();
  let i = 0;
  while (i < findings.length) {
    const f = findings[i]!;
    let j = i + 1;
    if (f.line !== undefined) {
      while (j < findings.length && findings[j]!.line === f.line && findings[j]!.column === f.column) j++;
    }
    if (j - i > 1) foldPlace(findings.slice(i, j), folded);
    i = j;
  }
  if (folded.size === 0) return { findings: findings as Finding[], removed, folded };
  for (const f of folded) {
    if (f.severity === 'error') removed.errors++;
    else if (f.severity === 'warning') removed.warnings++;
    else removed.notices++;
  }
  return { findings: findings.filter((f) => !folded.has(f)), removed, folded };
}

/** Folds the findings of one place (see {@link foldFindings}); the most general rules first, so that chains end at the most specific. */
function foldPlace(place: Finding[], folded: Set<Finding>): void {
  // Each finding's own message, before what folds add to it: a finding that folds on into another
  // takes along what was folded into it (loc-out-of-scope into loc-host, then loc-host into
  // loc-host-invalid: the last message names both).
  const own = new Map(place.map((f) => [f, f.message] as const));
  // Fold the rules that fold into others first (loc-mixed-hosts into loc-out-of-scope, then that into loc-host).
  const order = Object.keys(FOLDS);
  for (const rule of order) {
    for (const f of place) {
      if (f.rule !== rule || folded.has(f)) continue;
      const target = pick(place, f, folded);
      if (!target) continue;
      const first = own.get(f)!;
      const carried = f.message.slice(first.length);
      const sentence = also(target, f, first);
      target.message += target.message.length + sentence.length + carried.length <= MAX_MESSAGE ? sentence + carried : sentence;
      folded.add(f);
    }
  }
}

function pick(place: readonly Finding[], f: Finding, folded: ReadonlySet<Finding>): Finding | undefined {
  for (const rule of FOLDS[f.rule]!) {
    for (const t of place) {
      if (t !== f && t.rule === rule && !folded.has(t) && RANK[t.severity] >= RANK[f.severity]) return t;
    }
  }
  return undefined;
}
