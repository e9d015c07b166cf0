/**
 * Builds the extension handler of one document from the policy.
 */
import type { Policy } from '../policy.js';
import type { FindingSink } from '../sink.js';
import { NO_EXTENSIONS, type ExtensionHandler } from './handler.js';

/** The extension handler for one document judged under `policy`, reporting into `sink`. */
export function createExtensionHandler(_policy: Policy, _sink: FindingSink): ExtensionHandler {
  return NO_EXTENSIONS;
}
