/**
 * What a run's config file changes, in words for the log, the job summary and the CLI: the
 * severities it sets away from the profile's defaults (a pull request that turns a rule off shows
 * it). Filled by resolveSettings (./settings.ts).
 */

/** A config file a run read, and the severities it changes from the profile's defaults. */
export interface ConfigUse {
  /** The file, relative to the workspace (`/` separators) when inside it, else as given. */
  file: string;
  /** Each severity the file sets away from the default (rules in catalogue order, then fail-on); empty when none. */
  changes: SeverityChange[];
}

/** One severity a config file changes: a rule's (`rule` set) or the `fail-on` level. */
export interface SeverityChange {
  /** The rule id; absent for the `fail-on` setting. */
  rule?: string;
  /** The profile's default (a severity or `off`; for fail-on, `error`). */
  from: string;
  /** What the file sets. */
  to: string;
}

/**
 * The changes of a config file in words, without the file's name: `turns off xml-not-well-formed
 * (error by default), sets fail-on to never (error by default)`, or `changes no severity`.
 */
export function describeChanges(changes: readonly SeverityChange[]): string {
  if (changes.length === 0) return 'changes no severity';
  const a = (sev: string): string => (sev === 'error' ? `an ${sev}` : `a ${sev}`);
  return changes
    .map((c) => {
      if (c.rule === undefined) return `sets fail-on to ${c.to} (${c.from} by default)`;
      if (c.to === 'off') return `turns off ${c.rule} (${c.from} by default)`;
      if (c.from === 'off') return `turns on ${c.rule} as ${a(c.to)} (off by default)`;
      return `makes ${c.rule} ${a(c.to)} (${c.from} by default)`;
    })
    .join(', ');
}
/** The config file and its severity changes in one line: `.sitemap-contract.yml turns off xml-not-well-formed (error by default)`. */
export function configLine(use: ConfigUse): string {
  return `${use.file} ${describeChanges(use.changes)}`;
}
