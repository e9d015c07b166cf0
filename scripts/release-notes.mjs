#!/usr/bin/env node
// Prints the notes of a release: the section of CHANGELOG.md for the version a tag names, without
// its heading, for `gh release create --notes-file` (.github/workflows/release.yml).
//
// Usage: node scripts/release-notes.mjs <tag> [--changelog <file>]
//   <tag>  vX.Y.Z; it must be the version of package.json, with a section `## [X.Y.Z] - YYYY-MM-DD`
//          in the changelog that holds some text.
//
// Exit codes: 0 the notes are printed, 1 the tag, package.json or the changelog disagree, 2 usage.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function fail(message, code = 1) {
  process.stderr.write(`release-notes: ${message}\n`);
  process.exit(code);
}

const args = process.argv.slice(2);
let changelog = join(root, 'CHANGELOG.md');
const rest = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--changelog') {
    if (args[i + 1] === undefined) fail('--changelog needs a file', 2);
    changelog = resolve(args[++i]);
  } else rest.push(args[i]);
}
if (rest.length !== 1) fail('usage: node scripts/release-notes.mjs <tag> [--changelog <file>]', 2);
const tag = rest[0];
const semver = /^v(\d+)\.(\d+)\.(\d+)$/.exec(tag);
if (!semver) fail(`the tag ${JSON.stringify(tag)} is not of the form vX.Y.Z`);
const version = tag.slice(1);
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
if (pkg.version !== version) fail(`the tag ${tag} is not the version of package.json (${pkg.version}): bump the version, or tag v${pkg.version}`);

const text = readFileSync(changelog, 'utf8').replace(/\r\n?/g, '\n');
const escaped = version.replace(/\./g, '\\.');
const heading = new RegExp(`^## \\[${escaped}\\] - \\d{4}-\\d{2}-\\d{2}[ \\t]*$`, 'm');
const found = heading.exec(text);
if (!found) fail(`CHANGELOG.md has no section "## [${version}] - YYYY-MM-DD"`);
const after = text.slice(found.index + found[0].length);
const next = after.search(/^## |^\[[^\]]+\]: /m);
const notes = (next === -1 ? after : after.slice(0, next)).trim();
if (notes === '') fail(`the section of ${version} in CHANGELOG.md is empty`);
process.stdout.write(`${notes}\n`);
