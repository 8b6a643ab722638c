import { spawn } from 'node:child_process';

/**
 * The watchdog's own code, run by `node -e` (no file to find after a build): it holds the read end of a pipe from
 * the shop; when the shop's process ends in any way (kill -9 included) the pipe closes, or its parent changes,
 * and it stops the postmaster with SIGINT (fast shutdown), SIGQUIT after 30 s. It checks the pid is still a
 * postgres of that data directory first, and leaves by itself when the postmaster is gone.
 */
const WATCHDOG_SOURCE = `
const fs = require('fs');
const [, , pidText, dataDir] = process.argv;
const pid = Number(pidText);
const parent = process.ppid;
const alive = () => { try { process.kill(pid, 0); return true; } catch (e) { return e.code === 'EPERM'; } };
const ours = () => {
  try { const args = fs.readFileSync('/proc/' + pid + '/cmdline', 'utf8').split('\\0'); return args[args.indexOf('-D') + 1] === dataDir; }
  catch { return !fs.existsSync('/proc/self') && alive(); }
};
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  if (alive() && ours()) {
    process.kill(pid, 'SIGINT');
    setTimeout(() => { if (alive() && ours()) process.kill(pid, 'SIGQUIT'); }, 30000).unref();
  }
  const wait = setInterval(() => { if (!alive()) process.exit(0); }, 100);
  setTimeout(() => process.exit(0), 45000);
};
process.stdin.on('end', stop).on('close', stop).on('error', stop).resume();
setInterval(() => { if (process.ppid !== parent) stop(); else if (!stopping && !alive()) process.exit(0); }, 1000);
for (const signal of ['SIGINT', 'SIGHUP']) process.on(signal, () => {});
`;

export interface Watchdog {
  /** The shop stops the database itself: the watchdog goes first. */
  dismiss(): void;
  pid?: number;
}

/** Starts the watchdog of the postmaster `pid` (data directory `dataDir`, as given to postgres `-D`). */
export function watchPostmaster(pid: number, dataDir: string): Watchdog {
  const child = spawn(process.execPath, ['-e', WATCHDOG_SOURCE, 'aurum-postgres-watchdog', String(pid), dataDir], {
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
    env: {},
  });
  child.on('error', () => {});
  child.unref();
  // The pipe stays open for as long as this process lives, without keeping it alive.
  (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return {
    pid: child.pid,
    dismiss: () => {
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
