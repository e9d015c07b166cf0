#!/usr/bin/env node
/**
 * The `sitemap-contract` command of the npm package (package.json `bin`): the command line of
 * ./cli/main.ts, compiled to build/bin.js. The file worker threads of a run load
 * build/cli/main.js, which serves them.
 */
import './cli/main.js';
