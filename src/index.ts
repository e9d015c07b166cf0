/**
 * sitemap-contract as a library: judge sitemaps (urlset, sitemap index, gzip, text, robots.txt)
 * against the sitemaps.org protocol and a policy. Imports nothing from `@actions/*`.
 *
 * ```ts
 * import { validate, validateFiles } from 'sitemap-contract';
 * const { kind, entries, findings } = await validate(bytes, { hosts: ['www.example.org'] });
 * ```
 *
 * The exported constants (RULES, RULES_BY_ID, SEVERITIES, PROFILES, LASTMOD_MODES, FAIL_ON,
 * DEFAULT_PATTERNS) and every policy resolvePolicy returns are frozen all the way down: they are
 * shared by every run. A function taking a policy uses one resolvePolicy returned as it is, and
 * validates anything else (a PolicyInput, a spread or hand-made Policy) with resolvePolicy.
 */
export { validate, checkStream, type ValidateResult, type DocumentOptions, type PipelineResult } from './core/read/engine.js';
export { loadCodeLists, CodeListsNotLoaded } from './core/checks/extensions/codes.js';
export { validateFiles, checkWorkspace, checkFiles, summarise, type WorkspaceOptions, type CheckFilesOptions, type WorkerOptions } from './core/run/run.js';
export type { Shard } from './core/run/shard.js';
export { discover, DEFAULT_PATTERNS, type DiscoveredFile, type DiscoverOptions } from './core/run/discover.js';
export {
  resolvePolicy,
  PolicyError,
  failsRun,
  type Policy,
  type PolicyInput,
  PROFILES,
  LASTMOD_MODES,
  FAIL_ON,
  SEVERITIES,
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_URLS,
} from './core/policy/policy.js';
export { RULES, RULES_BY_ID, RETIRED_RULES, isRuleId, type RuleDefinition, type RuleArea, type RetiredRule } from './core/policy/rules.js';
export type { RunResult, SiteReport, SiteReference, HostTotal } from './core/run/run-types.js';
export type * from './core/types.js';
