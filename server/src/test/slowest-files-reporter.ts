import type { Reporter, TestModule } from 'vitest/node';
import { slowestFilesTable, type FileTime } from './slowest-files';

/** Ends the run with the ten files that took longest (import + tests), to show where the suite's time goes. */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const times: FileTime[] = modules.map((module) => {
      const { collectDuration, setupDuration, prepareDuration, duration } = module.diagnostic();
      return { file: module.relativeModuleId, milliseconds: prepareDuration + setupDuration + collectDuration + duration, detail: `import ${seconds(collectDuration)}, tests ${seconds(duration)}` };
    });
    if (times.length > 1) process.stdout.write(`\n${slowestFilesTable(times)}\n`);
  }
}

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
