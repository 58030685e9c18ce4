// A Playwright reporter beside the list reporter: when E2E_FAILURES_FILE is set, it writes there,
// as JSON, each test that did not pass (title path, file and line, status, the line it failed at,
// the error's first lines, the trace's path). `npm test` (scripts/test-all.mjs) prints them in its
// summary, the last lines of the run: CI keeps only the tail of what a run printed, and the list
// reporter's own account of a failure comes far above it.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const ERROR_LINES = 6;

export default class FailuresReporter {
  #failed = [];
  #root = process.cwd();

  onTestEnd(test, result) {
    if (result.status === test.expectedStatus) return;
    const first = result.errors[0] ?? result.error;
    const error = first?.message ?? '';
    // Where it failed (the assertion's line), when the error says.
    const where = first?.location ? `${relative(this.#root, first.location.file)}:${first.location.line}` : undefined;
    const trace = result.attachments.find((a) => a.name === 'trace')?.path;
    this.#failed.push({
      title: test.titlePath().filter(Boolean).slice(1).join(' › '),
      at: `${relative(this.#root, test.location.file)}:${test.location.line}`,
      status: result.status,
      where,
      // Without the terminal's colours: this is read in a log.
      error: stripVTControlCharacters(error).split('\n').slice(0, ERROR_LINES).join('\n'),
      trace: trace ? relative(this.#root, trace) : undefined,
    });
  }

  onEnd() {
    const file = process.env.E2E_FAILURES_FILE;
    if (file) writeFileSync(file, JSON.stringify(this.#failed, null, 1));
  }

  printsToStdio() {
    return false;
  }
}
