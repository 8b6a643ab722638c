import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import path from 'node:path';
import { slowestFilesTable } from '../server/src/test/slowest-files';

/** Ends the run with the ten spec files whose tests (every attempt, hooks included) took longest, summed over their workers. */
export default class SlowestFilesReporter implements Reporter {
  private readonly milliseconds = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    this.milliseconds.set(file, (this.milliseconds.get(file) ?? 0) + result.duration);
  }

  onEnd(): void {
    if (this.milliseconds.size < 2) return;
    const times = [...this.milliseconds].map(([file, milliseconds]) => ({ file, milliseconds }));
    process.stdout.write(`\n${slowestFilesTable(times)}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
