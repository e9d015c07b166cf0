/**
 * Shapes of a whole run (many files), shared by the engine, the reports and the adapters.
 */
import type { BaselineReport } from './baseline.js';
import type { SiteComparison } from '../site/compare.js';
import type { Policy } from '../policy/policy.js';
import type { FileResult, Totals } from '../types.js';

/** Entries of the checked urlsets, text sitemaps and feeds on one host. */
export interface HostTotal {
  /** Lower-case host (punycode for an internationalised name). */
  host: string;
  /** Entries whose loc is on this host (every occurrence counts). */
  entries: number;
}

/**
 * One reference from a robots.txt `Sitemap:` line or a sitemap index entry to a sitemap, as the
 * site mapping (`base-url` -> `site-dir`) resolved it.
 */
export interface SiteReference {
  /** The robots.txt or index that names the sitemap (path relative to the workspace). */
  from: string;
  /** Position of the `Sitemap:` value or of the `<sitemap>` entry. */
  line: number;
  column: number;
  /** The URL as written (trimmed). */
  url: string;
  /**
   * `file`: mapped to the checked file `to`; `missing`: under `base-url`, but no such file;
   * `folder`: under `base-url`, but naming a folder (ending in `/`, or a folder of site-dir), not a file;
   * `refused`: under `base-url`, mapped to a path that is never read (a symlink leading out of
   * site-dir or into .git or node_modules, a symlink loop, not a regular file; its finding says which);
   * `unsafe`: under `base-url`, with a path that is never mapped to a file (`..`, `%2F`...);
   * `outside`: not under `base-url`, so not mapped; `skipped`: mapped to a file that was not
   * checked because the run reached its file limit.
   */
  status: 'file' | 'missing' | 'folder' | 'refused' | 'unsafe' | 'outside' | 'skipped';
  /** The checked file the URL maps to (path relative to the workspace), when `status` is `file`. */
  to?: string;
}

/** What the set-level checks learnt about the site as a whole. */
export interface SiteReport {
  /** The normalised `base-url`; absent when none was given (then nothing is mapped to files). */
  baseUrl?: string;
  /** `site-dir` relative to the workspace (`.` for the workspace itself), when `baseUrl` is given. */
  siteDir?: string;
  /** Entries per host over the urlsets, text sitemaps and feeds of the run, most entries first. */
  hosts: HostTotal[];
  /** References from robots.txt files and sitemap indexes, by `from` and position. */
  references: SiteReference[];
}

/** The result of checking a set of files. */
export interface RunResult {
  /** The policy the files were judged by. */
  policy: Policy;
  /** One result per file, sorted by path. */
  files: FileResult[];
  totals: Totals;
  /** False when any finding is at or above `policy.failOn`. */
  passed: boolean;
  /** Things a reader of the summary should know about the run itself (e.g. no files matched). */
  notes: string[];
  /** The site as a whole: hosts and the references between files (absent for runs built by hand). */
  site?: SiteReport;
  /** Set when the run judged one shard of the files (`i/n`). */
  shard?: { index: number; count: number };
  /** Set when the run had a baseline or an ignore list: new, unchanged and fixed findings, ignored counts. */
  baseline?: BaselineReport;
  /** Set when the run compared its sitemaps with another build (`compare-to`): URLs added, removed, moved. */
  comparison?: SiteComparison;
}
