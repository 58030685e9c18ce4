// One failed test as `npm test`'s summary prints it (scripts/test-all.mjs), written by the browser
// suite's reporter (failures-reporter.mjs) and the unit tests' (unit-failures-reporter.mjs).
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const ERROR_LINES = 6;

/** The error's first lines, without the terminal's colours: this is read in a log. */
export const errorLines = (message = '') => stripVTControlCharacters(message).split('\n').slice(0, ERROR_LINES).join('\n');

/** A path as the project names it. */
export const fromRoot = (path) => relative(process.cwd(), path);

/** Writes the records where the environment variable `name` says, when it is set. */
export function writeFailures(name, records) {
  const file = process.env[name];
  if (file) writeFileSync(file, JSON.stringify(records, null, 1));
}
