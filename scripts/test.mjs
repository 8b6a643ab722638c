// `npm test`: the phases in turn, stopping at the first that fails, then how long each took.
import { spawnSync } from 'node:child_process';

const PHASES = ['typecheck', 'check:drift', 'test:unit', 'test:e2e'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const times = [];
let failed;
for (const phase of PHASES) {
  const started = performance.now();
  const { status, signal } = spawnSync(npm, ['run', phase], { stdio: 'inherit' });
  times.push([phase, performance.now() - started]);
  if (status !== 0) {
    failed = `${phase} failed (${signal ?? `exit code ${status}`})`;
    break;
  }
}

const minutes = (milliseconds) => {
  const seconds = Math.round(milliseconds / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
const total = times.reduce((sum, [, milliseconds]) => sum + milliseconds, 0);
console.log(`\nnpm test phases (m:ss):\n${times.map(([phase, milliseconds]) => `${minutes(milliseconds).padStart(6)}  ${phase}`).join('\n')}\n${minutes(total).padStart(6)}  total`);
if (failed) {
  console.error(failed);
  process.exit(1);
}
