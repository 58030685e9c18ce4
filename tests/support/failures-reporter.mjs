// A Playwright reporter beside the list reporter: when E2E_FAILURES_FILE is set, it writes there,
// as JSON, each test that did not pass (title path, file and line, status, the line it failed at,
// the error's first lines, the trace's path). `npm test` (scripts/test-all.mjs) prints them in its
// summary, the last lines of the run: CI keeps only the tail of what a run printed, and the list
// reporter's own account of a failure comes far above it.
import { errorLines, fromRoot, writeFailures } from './failure-record.mjs';

export default class FailuresReporter {
  #failed = [];

  onTestEnd(test, result) {
    if (result.status === test.expectedStatus) return;
    const first = result.errors[0] ?? result.error;
    // Where it failed (the assertion's line), when the error says.
    const where = first?.location ? `${fromRoot(first.location.file)}:${first.location.line}` : undefined;
    const trace = result.attachments.find((a) => a.name === 'trace')?.path;
    this.#failed.push({
      title: test.titlePath().filter(Boolean).slice(1).join(' › '),
      at: `${fromRoot(test.location.file)}:${test.location.line}`,
      status: result.status,
      where,
      error: errorLines(first?.message),
      trace: trace ? fromRoot(trace) : undefined,
    });
  }

  onEnd() {
    writeFailures('E2E_FAILURES_FILE', this.#failed);
  }

  printsToStdio() {
    return false;
  }
}
