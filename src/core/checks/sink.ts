/**
 * Collects the findings of one document, applying the policy's severities (a rule set to `off`
 * is dropped here, so checks may report unconditionally).
 *
 * A hostile document can make every element a fault. To keep memory and the reports bounded,
 * at most `MAX_FINDINGS_PER_FILE` findings are stored per document; the rest are counted (per
 * severity and per rule) but not kept, and one `findings-capped` notice says how many of each
 * rule were dropped. The counts per severity stay exact (`counts()`), so the verdict and the
 * totals never depend on the cap.
 */
import type { Triage } from '../run/baseline.js';
import type { Policy } from '../policy/policy.js';
import { foldFindings } from './fold.js';
import { thousands } from '../text.js';
import type { Finding, FindingCounts, Severity } from '../types.js';

/** Findings stored per document; past it they are counted, not kept (`findings-capped`). */
export const MAX_FINDINGS_PER_FILE = 1000;

/** The rule of the one finding that reports the dropped findings of a document. */
export const FINDINGS_CAPPED = 'findings-capped';

/** Most rules named in the `findings-capped` message; the others are summed up. */
const CAPPED_RULES_LISTED = 12;

const SEVERITY_RANK: Readonly<Record<Severity, number>> = { error: 0, warning: 1, notice: 2 };

interface Stored {
  finding: Finding;
  /** Order of arrival, for a stable sort. */
  seq: number;
}

/**
 * The findings a `findings-capped` notice says were left out, by rule id: the inverse of the
 * notice's "Left out: rule-a 1,500, rule-b 3, 2 other rules 7." list, so that a report that sees
 * only the findings (also of a worker thread or a merged shard, where the notice travels as text)
 * can count each rule exactly. `other`: findings of the rules summed up past the 12 named
 * (their ids are not known). Undefined for any other message.
 */
const LEFT_OUT = 'Left out: ';
const TOTALS_STILL = '. The totals still count them';

export function cappedByRule(message: string): { rules: Map<string, number>; other: number } | undefined {
  const from = message.indexOf(LEFT_OUT);
  const to = from < 0 ? -1 : message.indexOf(TOTALS_STILL, from + LEFT_OUT.length);
  if (to < 0) return undefined;
  const listed = message.slice(from + LEFT_OUT.length, to);
  const rules = new Map<string, number>();
  let other = 0;
  for (const part of listed.split(', ')) {
    const named = /^([a-z0-9]+(?:-[a-z0-9]+)*) (\d{1,3}(?:,\d{3})*)$/.exec(part);
    const rest = /^\d+ other rules? (\d{1,3}(?:,\d{3})*)$/.exec(part);
    if (named) rules.set(named[1]!, Number(named[2]!.replace(/,/g, '')));
    else if (rest) other += Number(rest[1]!.replace(/,/g, ''));
    else return undefined;
  }
  return { rules, other };
}

/** A finding reported once per file (`addOnce`): its first occurrence and how many there were. */
interface Once {
  message: string;
  count: number;
  /** The stored finding of the first occurrence (undefined when the cap dropped it at once). */
  finding: Finding | undefined;
}

/**
 * Priority of a finding when the cap forces a choice, 0 first: errors before warnings before
 * notices, and within a severity, file-level findings (file too large, gzip or encoding faults,
 * which say why the rest of the document was not read) before positioned ones.
 */
/** Rank of a finding for the cap (lower is kept first): by severity, file-level before positioned. */
export function tier(f: Pick<Finding, 'severity' | 'line'>): number {
  return SEVERITY_RANK[f.severity] * 2 + (f.line === undefined ? 0 : 1);
}

const TIERS = 6;

/** Exact counts of the findings arrays returned by `sorted()`, for those who only see the array. */
const COUNTS = new WeakMap<readonly Finding[], FindingCounts>();

/**
 * The exact counts per severity of a document whose findings are `findings`: those recorded by
 * the sink that returned the array (dropped findings included), or else the array's own counts.
 */
export function findingCounts(findings: readonly Finding[]): FindingCounts {
  const known = COUNTS.get(findings);
  if (known) return { ...known };
  const counts: FindingCounts = { errors: 0, warnings: 0, notices: 0 };
  for (const f of findings) bump(counts, f.severity, 1);
  return counts;
}

function bump(counts: FindingCounts, severity: Severity, by: number): void {
  if (severity === 'error') counts.errors += by;
  else if (severity === 'warning') counts.warnings += by;
  else counts.notices += by;
}


/** Findings of one document, in the order they were found. */
export class FindingSink {
  private readonly severities: Record<string, string>;
  private readonly limit: number;
  /** The per-file cap the findings-capped notice names (the limit, or the file's whole cap when this sink fills what is left of it). */
  private readonly capShown: number;
  /** Stored findings by tier (see `tier`), each in order of arrival. */
  private readonly stored: Stored[][] = Array.from({ length: TIERS }, () => []);
  private size = 0;
  private seq = 0;
  /** Stored findings per rule. */
  private readonly storedByRule = new Map<string, number>();
  /** Findings dropped by the cap, per rule. */
  private readonly dropped = new Map<string, number>();
  private droppedTotal = 0;
  private readonly exact: FindingCounts = { errors: 0, warnings: 0, notices: 0 };
  /** Findings reported once per file, by rule and message. */
  private readonly once = new Map<string, Once>();
  /** Findings the baseline accepts: kept outside the cap (their number is bounded by the baseline's counts). */
  private accepted: Stored[] = [];

  /**
   * `limit`: findings stored before the rest are only counted (default `MAX_FINDINGS_PER_FILE`);
   * `capShown`: the cap the `findings-capped` notice names (default `limit`; the whole per-file
   * cap when this sink fills what another left of it); `triage`: the baseline and ignore list of
   * the file (../run/baseline.ts), which sort each finding out before the cap: ignored ones are
   * dropped uncounted, accepted ones are kept outside the cap with `baselineState: 'unchanged'`.
   */
  constructor(policy: Policy, limit: number = MAX_FINDINGS_PER_FILE, capShown: number = limit, private readonly triage?: Triage) {
    this.severities = policy.severities;
    this.limit = Math.max(0, Math.floor(limit));
    this.capShown = capShown;
  }

  /** The stored findings, in the order they were found. */
  get findings(): Finding[] {
    this.settleOnce();
    return this.all()
      .sort((a, b) => a.seq - b.seq)
      .map((s) => s.finding);
  }

  /** True when `rule` is reported under the policy (its severity is not `off`). */
  on(rule: string): boolean {
    const s = this.severities[rule];
    return s !== undefined && s !== 'off';
  }

  /**
   * Records a finding of `rule` at a 1-based line and column (omit both for a file-level
   * finding). Throws on a rule id missing from the catalog: that is a bug, not bad input.
   * Past the cap, the finding is counted; it is kept only if it outranks a stored one (more
   * severe, or file-level), which is then dropped instead.
   */
  add(rule: string, message: string, line?: number, column?: number): void {
    this.record(rule, message, line, column);
  }

  /** Rules whose findings were not recorded because the policy turns them off, in order of first arrival. */
  readonly silenced = new Set<string>();

  /**
   * Records a finding whose message gives the same advice wherever it occurs in the file (Google
   * ignores <priority>; <image:caption> is deprecated): the first occurrence of each message is
   * reported, at its position, and the later ones only counted; once the findings are read, the
   * message ends with how many there were ("reported once per file: this is the first of
   * 3,000"). The finding counts once in the totals. For messages of a small fixed set: each one
   * is remembered for the whole file.
   */
  addOnce(rule: string, message: string, line: number, column: number): void {
    const severity = this.severities[rule];
    if (severity === undefined) throw new Error(`unknown rule id ${rule}`);
    if (severity === 'off') return;
    const key = `${rule}\n${message}`;
    const seen = this.once.get(key);
    if (seen !== undefined) {
      seen.count++;
      return;
    }
    this.once.set(key, { message, count: 1, finding: this.record(rule, message, line, column) });
  }

  /** Writes the count of the later occurrences into the message of each finding reported once per file. */
  private settleOnce(): void {
    for (const o of this.once.values()) {
      if (o.count < 2 || o.finding === undefined) continue;
      const base = o.message.endsWith('.') ? o.message.slice(0, -1) : o.message;
      o.finding.message = `${base} (reported once per file: this is the first of ${thousands(o.count)}).`;
    }
  }

  /** `add`, returning the finding when it is stored. */
  private record(rule: string, message: string, line?: number, column?: number): Finding | undefined {
    const severity = this.severities[rule];
    if (severity === undefined) throw new Error(`unknown rule id ${rule}`);
    if (severity === 'off') {
      this.silenced.add(rule);
      return undefined;
    }
    const finding: Finding = { rule, severity: severity as Severity, message };
    if (line !== undefined && column !== undefined) {
      finding.line = line;
      finding.column = column;
    }
    if (this.triage) {
      const state = this.triage.judge(rule, message, finding.severity);
      if (state === 'ignored') return undefined;
      if (this.triage.hasBaseline) finding.baselineState = state;
      if (state === 'unchanged') {
        bump(this.exact, finding.severity, 1);
        this.accepted.push({ finding, seq: this.seq++ });
        return finding;
      }
    }
    bump(this.exact, finding.severity, 1);
    const t = tier(finding);
    if (this.size >= this.limit) {
      // Past the cap a finding is kept in order of tier (severity, file-level first), then the
      // first finding of a rule before repeats of another (a url-count after 999 loc-scheme errors
      // is listed), then arrival. A lower tier gives way first, a repeat before a rule's only one.
      let evicted = false;
      for (let w = TIERS - 1; w > t && !evicted; w--) if (this.stored[w]!.length > 0) evicted = this.evictIn(w, true);
      if (!evicted && !this.storedByRule.has(rule)) evicted = this.evictIn(t, false);
      if (!evicted) {
        this.drop(rule);
        return undefined;
      }
    }
    this.store(finding, t);
    return finding;
  }

  private store(finding: Finding, t: number): void {
    this.stored[t]!.push({ finding, seq: this.seq++ });
    this.size++;
    this.storedByRule.set(finding.rule, (this.storedByRule.get(finding.rule) ?? 0) + 1);
  }

  /** Counts a stored finding of `rule` as dropped, after it was taken out of `stored`. */
  private unstore(rule: string): void {
    this.drop(rule);
    this.size--;
    const n = (this.storedByRule.get(rule) ?? 1) - 1;
    if (n > 0) this.storedByRule.set(rule, n);
    else this.storedByRule.delete(rule);
  }

  /**
   * Drops a stored finding of tier `w` to make room: the last one whose rule has another stored,
   * else (when `any`) the last one. False when nothing was dropped.
   */
  private evictIn(w: number, any: boolean): boolean {
    const list = this.stored[w]!;
    for (let i = list.length - 1; i >= 0; i--) {
      const rule = list[i]!.finding.rule;
      if ((this.storedByRule.get(rule) ?? 0) > 1) {
        list.splice(i, 1);
        this.unstore(rule);
        return true;
      }
    }
    if (!any || list.length === 0) return false;
    this.unstore(list.pop()!.finding.rule);
    return true;
  }

  /**
   * Counts `n` findings of `rule` that were left out before they reached this sink (a caller that
   * kept only what the cap could keep of them): they count as findings dropped by the cap.
   */
  addDropped(rule: string, n: number): void {
    const severity = this.severities[rule];
    if (severity === undefined) throw new Error(`unknown rule id ${rule}`);
    if (severity === 'off' || n <= 0) return;
    bump(this.exact, severity as Severity, n);
    this.dropped.set(rule, (this.dropped.get(rule) ?? 0) + n);
    this.droppedTotal += n;
  }

  /** Exact counts per severity of every finding reported, stored or dropped, the `findings-capped` notice included. */
  counts(): FindingCounts {
    const counts = { ...this.exact };
    if (this.droppedTotal > 0 && this.on(FINDINGS_CAPPED)) bump(counts, this.severities[FINDINGS_CAPPED] as Severity, 1);
    return counts;
  }

  /** Number of findings left out by the cap. */
  get droppedCount(): number {
    return this.droppedTotal;
  }

  /** The findings left out by the cap, by rule id; undefined when none were. */
  droppedByRule(): Record<string, number> | undefined {
    return this.droppedTotal === 0 ? undefined : Object.fromEntries(this.dropped);
  }

  /**
   * The findings sorted by position, file-level findings first; ties keep their order. When the
   * cap dropped findings, a file-level `findings-capped` notice says how many of each rule.
   * `findingCounts()` of the returned array gives the exact counts.
   */
  sorted(): Finding[] {
    this.settleOnce();
    const all = this.all();
    let out = all
      .sort((a, b) => (a.finding.line ?? 0) - (b.finding.line ?? 0) || (a.finding.column ?? 0) - (b.finding.column ?? 0) || a.seq - b.seq)
      .map((x) => x.finding);
    out = this.fold(out);
    const capped = this.cappedFinding();
    if (capped) out.unshift(capped);
    COUNTS.set(out, this.counts());
    return out;
  }

  /**
   * Takes out of the stored findings those that fold into another at their place (./fold.ts), and
   * out of the counts: they are not reported. Done once: a second call finds nothing to fold.
   */
  private fold(sorted: Finding[]): Finding[] {
    const { findings, removed, folded } = foldFindings(sorted);
    if (folded.size === 0) return findings;
    for (let t = 0; t < TIERS; t++) this.stored[t] = this.stored[t]!.filter((s) => !folded.has(s.finding));
    this.accepted = this.accepted.filter((s) => !folded.has(s.finding));
    for (const f of folded) {
      // What the baseline counted of a finding that is not reported is given back.
      this.triage?.unjudge(f.rule, f.message, f.severity, f.baselineState ?? 'new');
      if (f.baselineState === 'unchanged') continue; // kept outside the cap, not among the stored
      this.size--;
      const n = (this.storedByRule.get(f.rule) ?? 1) - 1;
      if (n > 0) this.storedByRule.set(f.rule, n);
      else this.storedByRule.delete(f.rule);
    }
    this.exact.errors -= removed.errors;
    this.exact.warnings -= removed.warnings;
    this.exact.notices -= removed.notices;
    return findings;
  }

  private drop(rule: string): void {
    this.dropped.set(rule, (this.dropped.get(rule) ?? 0) + 1);
    this.droppedTotal++;
  }

  private all(): Stored[] {
    const all = this.stored.flat();
    for (const a of this.accepted) all.push(a);
    return all;
  }

  private cappedFinding(): Finding | undefined {
    if (this.droppedTotal === 0 || !this.on(FINDINGS_CAPPED)) return undefined;
    const byCount = [...this.dropped].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const listed = byCount.slice(0, CAPPED_RULES_LISTED).map(([rule, n]) => `${rule} ${thousands(n)}`);
    const rest = byCount.slice(CAPPED_RULES_LISTED);
    if (rest.length > 0) {
      const n = rest.reduce((sum, [, k]) => sum + k, 0);
      listed.push(`${rest.length} other rule${rest.length === 1 ? '' : 's'} ${thousands(n)}`);
    }
    const total = this.droppedTotal;
    return {
      rule: FINDINGS_CAPPED,
      severity: this.severities[FINDINGS_CAPPED] as Severity,
      message:
        `${thousands(total)} more finding${total === 1 ? ' is' : 's are'} not listed: at most ${thousands(this.capShown)} findings are kept per file ` +
        `(the most severe first). Left out: ${listed.join(', ')}. The totals still count them; fix the listed findings and check again.`,
    };
  }
}
