/**
 * Rule definitions of the extension families (image, video, news, hreflang). Joined to the
 * catalog in ../rules.ts.
 */
import type { RuleDefinition } from '../rules.js';

/** Extension rules, in catalog order. */
export const EXTENSION_RULES: readonly RuleDefinition[] = [];
