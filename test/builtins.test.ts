import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { nodeCrypto, nodeWorkerThreads } from '../src/core/builtins.js';
import { isFileWorker, WORKER_ARGUMENT } from '../src/core/run/workers.js';
import { runCli } from '../src/cli/run.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sitemap = path.join(mkdtempSync(path.join(os.tmpdir(), 'builtins-')), 'sitemap.xml');
writeFileSync(sitemap, '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://www.beispiel.de/</loc></url>\n</urlset>\n');

describe('built-in modules loaded on first use', () => {
  it('gives the modules themselves, the same object on every call', async () => {
    expect(nodeCrypto()).toBe(await import('node:crypto').then((m) => m.default));
    expect(nodeCrypto().createHash('sha256').update('a').digest('hex')).toBe('ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb');
    expect(nodeWorkerThreads()).toBe(nodeWorkerThreads());
    expect(nodeWorkerThreads().isMainThread).toBe(true);
  });

  it('takes the worker argument typed on the main thread for no worker, and the command line refuses it as an option', async () => {
    process.argv.push(WORKER_ARGUMENT);
    try {
      expect(isFileWorker()).toBe(false);
    } finally {
      process.argv.pop();
    }
    const r = await runCli([WORKER_ARGUMENT, sitemap]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${WORKER_ARGUMENT} is not an option`);
  });

  it('a run of the command line over one sitemap loads neither node:crypto nor node:worker_threads (dist/cli.js)', () => {
    const script = [
      'const before = new Set(process.moduleLoadList);',
      "process.on('exit', () => process.stderr.write('\\nLOADED ' + process.moduleLoadList.filter((m) => !before.has(m)).join(',')));",
      `await import(${JSON.stringify(path.join(root, 'dist', 'cli.js'))});`,
    ].join('\n');
    const probe = path.join(path.dirname(sitemap), 'probe.mjs');
    writeFileSync(probe, script);
    const r = spawnSync(process.execPath, [probe, '--format', 'json', '--output', '/dev/null', sitemap], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    const loaded = r.stderr.slice(r.stderr.lastIndexOf('LOADED ') + 7).split(',');
    // The probe itself works: the command line's own modules show.
    expect(loaded).toContain('NativeModule internal/util/parse_args/parse_args');
    expect(loaded).not.toContain('NativeModule crypto');
    expect(loaded).not.toContain('NativeModule worker_threads');
  });

  it('the bundled command line reads a gzip sitemap, loading zlib and the streams on first use (dist/cli.js)', () => {
    const gz = path.join(path.dirname(sitemap), 'sitemap.xml.gz');
    writeFileSync(gz, gzipSync(Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://www.beispiel.de/?a=1&b=2</loc></url>\n</urlset>\n')));
    const r = spawnSync(process.execPath, [path.join(root, 'dist', 'cli.js'), '--no-config', '--format', 'json', gz], { encoding: 'utf8' });
    const findings = (JSON.parse(r.stdout) as { files: Array<{ findings: Array<{ rule: string; line?: number; column?: number }> }> }).files.flatMap((f) => f.findings);
    expect(findings.map((f) => `${f.rule} ${f.line}:${f.column}`)).toEqual(['xml-not-well-formed 3:41']);
  });
});
