/**
 * The order in which the test files start: the slowest known ones first, so that on two cores the
 * run does not end with one long file running alone (vitest's own order, on a fresh clone without
 * its cache of durations, starts the largest files first, and the slowest ones here are small:
 * they spawn the action or run the lint). Then vitest's order.
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const SLOW_FIRST = ['action', 'lint', 'loc', 'plain-entries', 'plain-entries-context', 'positions', 'docs', 'pipeline', 'extensions', 'baseline'];

function rank(file: TestSpecification): number {
  const i = SLOW_FIRST.indexOf(path.basename(file.moduleId).replace(/\.test\.ts$/, ''));
  return i < 0 ? SLOW_FIRST.length : i;
}

export default class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((file, at) => ({ file, at }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.at - b.at)
      .map(({ file }) => file);
  }
}
