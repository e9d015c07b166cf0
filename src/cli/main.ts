/**
 * The `sitemap-contract` command (bundled into dist/cli.js). Exit codes: 0 passed, 1 findings at
 * or above `--fail-on`, 2 usage or configuration error (also for an internal error).
 *
 * The same file serves as a file worker thread when a run judges many files in parallel.
 */
import { fileURLToPath } from 'node:url';
import { isFileWorker, serveFileWorker } from '../core/run/workers.js';
import { TOOL_NAME } from '../core/version.js';
import { neutralise } from '../report/neutralise.js';
import { runCli } from './run.js';

if (isFileWorker()) {
  serveFileWorker();
} else {
  // A reader that goes away (`| head`) is not an error of ours: end quietly.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
    throw e;
  });
  try {
    const r = await runCli(process.argv.slice(2), process.env, process.stdout.isTTY === true, {
      workerScript: fileURLToPath(import.meta.url),
      // Standard input is opened only when `-` asks for it.
      ...(process.argv.slice(2).includes('-') ? { stdin: process.stdin, stdinIsTty: process.stdin.isTTY === true } : {}),
      // The report is written piece by piece: a run of any size prints whole.
      stdout: process.stdout,
    });
    if (r.stdout) process.stdout.write(r.stdout);
    if (r.stderr) process.stderr.write(r.stderr);
    process.exitCode = r.code;
  } catch (e) {
    process.stderr.write(`${TOOL_NAME}: internal error: ${neutralise(String((e as Error)?.stack ?? e))}\n`);
    process.exitCode = 2;
  }
}
