/**
 * Shared shapes of the engine: severities, findings, per-file results and the run report.
 * Every position is 1-based (lines and columns); columns count Unicode characters.
 */

/** A reported severity. `error` fails the run under the default `fail-on`. */
export type Severity = 'error' | 'warning' | 'notice';

/** A configured severity: a reported one, or `off` to silence a rule. */
export type SeverityOrOff = Severity | 'off';

/** Rule sets (RULES.md "Profiles"): sitemaps.org 0.9, plus Google guidance, or the strict seed contract. */
export type Profile = 'protocol' | 'google' | 'strict';

/** How `lastmod` values are judged: W3C Datetime profile, XSD date/dateTime, or YYYY-MM-DD only. */
export type LastmodMode = 'w3c' | 'xsd' | 'date';

/** Which findings fail the run. */
export type FailOn = 'error' | 'warning' | 'never';

/**
 * What a checked file turned out to be: a urlset, a sitemap index, a text sitemap, a robots.txt,
 * or a syndication feed read as a sitemap (`rss`: RSS 2.0; `atom`: Atom 1.0 or 0.3). `unknown`
 * when nothing could be read or parsed far enough to tell.
 */
export type FileKind = 'urlset' | 'sitemapindex' | 'text' | 'robots' | 'rss' | 'atom' | 'unknown';

/** One fault found in a file. */
export interface Finding {
  /** Rule id from the catalog (RULES.md), e.g. `loc-host`. */
  rule: string;
  severity: Severity;
  /** One sentence a person can act on; quoted values are shortened to 200 characters. */
  message: string;
  /** 1-based line of the element or text at fault; absent for file-level findings. */
  line?: number;
  /** 1-based column (Unicode characters); absent for file-level findings. */
  column?: number;
  /**
   * Set only in a run with a baseline (see ./run/baseline.ts): `unchanged` when the baseline holds
   * the finding (it does not fail the run), `new` otherwise.
   */
  baselineState?: BaselineState;
}

/** Whether a baseline holds a finding: `unchanged` (accepted) or `new`. */
export type BaselineState = 'new' | 'unchanged';

/** One entry (a `url` of a urlset, a `sitemap` of an index, a line of a text sitemap) as read back. */
export interface EntryRecord {
  /**
   * The loc as the document gives it after XML decoding (entities resolved, CDATA unwrapped),
   * untrimmed. Of a loc longer than 1,048,576 UTF-16 code units (`loc-too-long` anyway), only
   * that many are kept: the record holds its start.
   */
  loc: string;
  /** The lastmod text, when the entry has one (its first 1,048,576 UTF-16 code units, as `loc`). */
  lastmod?: string;
  /** 1-based line and column of the entry (`<url>` start tag or the text line). */
  line: number;
  column: number;
}

/** The judgement of one document. */
export interface DocumentResult {
  kind: FileKind;
  /** Number of entries (`url`, `sitemap` or URL lines) seen. */
  entries: number;
  /**
   * Findings sorted by position (file-level findings first). At most 1,000 per file are kept
   * (the most severe first); past that, one `findings-capped` notice says how many of each rule
   * were left out.
   */
  findings: Finding[];
  /**
   * Exact counts per severity of every finding of the document, those left out by the cap
   * included. When absent, count `findings`.
   */
  counts?: FindingCounts;
  /**
   * In a run with a baseline: the numbers per severity of the findings it accepts (included in
   * `counts`), which do not fail the run. Absent otherwise.
   */
  accepted?: FindingCounts;
}

/** Numbers of findings per severity. */
export interface FindingCounts {
  errors: number;
  warnings: number;
  notices: number;
}

/** The judgement of one file of a run. */
export interface FileResult extends DocumentResult {
  /** Path relative to the workspace, `/` separators. */
  path: string;
  /** Bytes of the document after gzip inflation (as far as it was read). */
  bytes: number;
}

/** Counts over a run. */
export interface Totals {
  files: number;
  entries: number;
  errors: number;
  warnings: number;
  notices: number;
}

/**
 * The hreflang alternates of one entry, for the checks across entries and files (return links,
 * clusters). Only alternates with `rel="alternate"`, an hreflang (valid, x-default, or `''` for
 * one that is no language tag) and an absolute http(s) href are listed; the arrays are parallel,
 * in document order, and belong to the receiver.
 */
export interface EntryAlternates {
  /** The entry's loc, as read (untrimmed). */
  loc: string;
  /** Position of the entry (`<url>`). */
  line: number;
  column: number;
  /**
   * hreflang values as written (e.g. `de-CH`, `x-default`); `''` for a value that is no language
   * tag (reported as `hreflang-value`): such a link still counts as a return link.
   */
  hreflangs: string[];
  /** hrefs, trimmed. */
  hrefs: string[];
  /** Position of each `<xhtml:link>`. */
  lines: number[];
  columns: number[];
}
