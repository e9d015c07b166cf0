/** The action entry (bundled into dist/index.js). */
import { runAction } from './run.js';

await runAction();
