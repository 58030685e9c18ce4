// A Vitest reporter beside the default one: when UNIT_FAILURES_FILE is set, it writes there, as
// JSON, each test that failed, each test file that could not run and each error outside a test
// (file and line where the error's stack says, the error's first lines), for `npm test`'s summary
// (scripts/test-all.mjs): CI keeps only the tail of a run, and the default reporter's account of
// a failure comes far above it, in the step's held output.
import { errorLines, fromRoot, writeFailures } from './failure-record.mjs';

/** The first line of the stack inside the given file, as file:line. */
const lineIn = (error, file) => {
  const frame = error?.stacks?.find((s) => s.file === file);
  return frame ? `${fromRoot(frame.file)}:${frame.line}` : undefined;
};

export default class UnitFailuresReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const failed = [];
    for (const mod of testModules) {
      for (const error of mod.errors())
        failed.push({
          title: `${mod.relativeModuleId} (the file could not run)`,
          at: mod.relativeModuleId,
          status: 'failed',
          error: errorLines(error.message),
        });
      for (const test of mod.children.allTests('failed')) {
        const first = test.result().errors?.[0];
        failed.push({
          title: `${mod.relativeModuleId} › ${test.fullName}`,
          at: mod.relativeModuleId,
          status: 'failed',
          where: lineIn(first, mod.moduleId),
          error: errorLines(first?.message),
        });
      }
    }
    for (const error of unhandledErrors)
      failed.push({ title: 'an error outside any test', at: '', status: 'unhandled', error: errorLines(error.stack ?? error.message) });
    writeFailures('UNIT_FAILURES_FILE', failed);
  }
}
