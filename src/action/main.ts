/**
 * The action entry (bundled into dist/index.js). The same file serves as a file worker thread
 * when a run judges many files in parallel.
 */
import { fileURLToPath } from 'node:url';
import { isFileWorker, serveFileWorker } from '../core/run/workers.js';
import { runAction } from './run.js';

if (isFileWorker()) serveFileWorker();
else await runAction({ workerScript: fileURLToPath(import.meta.url) });
