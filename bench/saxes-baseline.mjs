#!/usr/bin/env node
// A bare saxes parse of one file (namespaces on, no handlers): the floor our checker is compared to.
import { createReadStream } from 'node:fs';
import { SaxesParser } from 'saxes';

const parser = new SaxesParser({ xmlns: true });
let errors = 0;
parser.on('error', () => {
  errors++;
});
const stream = createReadStream(process.argv[2], { highWaterMark: 64 * 1024, encoding: 'utf8' });
for await (const chunk of stream) parser.write(chunk);
parser.close();
process.exitCode = errors > 0 ? 1 : 0;
