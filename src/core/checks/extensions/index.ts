/**
 * Builds the extension handler of one document from the policy.
 */
import type { Policy } from '../../policy/policy.js';
import type { FindingSink } from '../sink.js';
import { ExtensionChecker } from './checker.js';
import type { ExtensionHandler, ExtensionOptions } from './handler.js';

export type { EntryAlternates, ExtensionHandler, ExtensionOptions } from './handler.js';

/** The extension handler for one document judged under `policy`, reporting into `sink`. */
export function createExtensionHandler(policy: Policy, sink: FindingSink, options: ExtensionOptions = {}): ExtensionHandler {
  return new ExtensionChecker(policy, sink, options);
}
