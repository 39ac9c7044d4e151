/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

/** The README is a newcomer's guide (issue 42): operations and measurements live in docs/. */
const MOST_LINES = 400;

test(`the README is a guide of at most ${MOST_LINES} lines`, () => {
  const readme = fs.readFileSync(path.resolve(__dirname, '../../../README.md'), 'utf8');
  expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(MOST_LINES);
});
