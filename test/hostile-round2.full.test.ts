/**
 * The gzip bomb behind max-bytes' ceiling, at full size (npm run test:full): a config file that
 * asks for the most bytes still gets a finding at the ceiling, not an exhausted string or heap.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { validate } from '../src/core/read/engine.js';
import { MAX_BYTES_CEILING } from '../src/core/policy/policy.js';
import { NS } from './support/sitemap.js';

describe('a gzip file of 300 MiB of white space inside the urlset', () => {
  it('is file-too-large at the ceiling, with max-bytes at the ceiling', async () => {
    const head = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n`);
    const bomb = gzipSync(Buffer.concat([head, Buffer.alloc(300 * 1024 * 1024, ' '), Buffer.from('</urlset>\n')]));
    const r = await validate(bomb, { maxBytes: MAX_BYTES_CEILING }, { name: 'sitemap.xml.gz' });
    expect(r.findings.map((f) => f.rule)).toContain('file-too-large');
    expect(r.findings.map((f) => f.rule)).not.toContain('file-unreadable');
    expect(r.findings.find((f) => f.rule === 'file-too-large')!.message).toContain('268435456 bytes');
  }, 300_000);
});
