/**
 * policy/: what a run judges by: the settings of the config file, the action inputs and the
 * command line (settings.ts, config-use.ts), the resolved policy (policy.ts), and the rule
 * catalogue (rules.ts).
 */
export { PolicyError, resolvePolicy } from './policy.js';
export type { Policy, PolicyInput } from './policy.js';
export { loadConfig, parseSettings, resolveSettings } from './settings.js';
export { RULES, RULES_BY_ID } from './rules.js';
