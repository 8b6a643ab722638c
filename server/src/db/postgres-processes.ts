import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * The embedded PostgreSQL's processes after a crash (issue 31): a postmaster left running by a shop that died
 * (kill -9) held the port, and every later start failed. Only a postmaster *of this data directory* is ever
 * stopped: its pid file names it, and the process itself must be a postgres started with `-D <this dir>`.
 */

export interface ProcessInfo {
  ppid: number;
  args: string[];
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A process's parent and arguments: from /proc on Linux, else from ps (arguments split on spaces). */
export function processInfo(pid: number): ProcessInfo | null {
  try {
    if (existsSync('/proc/self/stat')) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      return { ppid, args };
    }
    const line = execFileSync('ps', ['-ww', '-o', 'ppid=,args=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    const [ppid, ...args] = line.split(/\s+/);
    return line ? { ppid: Number(ppid), args } : null;
  } catch {
    return null;
  }
}

/** A postgres server whose data directory (`-D`) is `clusterDir`. */
export function isPostmasterOf(info: ProcessInfo, clusterDir: string): boolean {
  const dataDirIndex = info.args.indexOf('-D') + 1;
  return (
    path.basename(info.args[0] ?? '') === 'postgres' &&
    dataDirIndex > 0 &&
    path.resolve(info.args[dataDirIndex] ?? '') === path.resolve(clusterDir)
  );
}

const isNode = (pid: number) => /^node(js)?(\d+)?(\.exe)?$/.test(path.basename(processInfo(pid)?.args[0] ?? ''));

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

export type LeftoverOutcome = { kind: 'none' } | { kind: 'stopped'; pid: number } | { kind: 'in-use'; pid: number; owner: number } | { kind: 'stuck'; pid: number };

/**
 * Before a start: a postmaster.pid whose process is a postgres of this data directory, whose starter is gone,
 * is stopped cleanly (SIGINT: PostgreSQL's fast shutdown; SIGQUIT if it has not ended in 30 s). One still
 * started by a live node process (another Aurum on this DATA_DIR) is left alone and reported. A pid file whose
 * pid is dead or another program's is removed; nothing else is touched.
 */
export async function stopLeftoverPostgres(clusterDir: string, log?: (line: string) => void): Promise<LeftoverOutcome> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return { kind: 'none' };
  const [pidLine, dataDirLine] = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(pidLine);
  const alive = Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid);
  const info = alive ? processInfo(pid) : null;
  // A process we cannot look at is left alone: PostgreSQL itself then refuses to start beside it.
  if (alive && !info) return { kind: 'none' };
  const ours = info !== null && path.resolve(dataDirLine ?? '') === path.resolve(clusterDir) && isPostmasterOf(info, clusterDir);
  if (!ours) {
    // Dead, or another program's pid now (or another data directory's postgres): the file is stale.
    await rm(pidFile, { force: true });
    return { kind: 'none' };
  }
  if (info.ppid > 1 && isAlive(info.ppid) && isNode(info.ppid)) return { kind: 'in-use', pid, owner: info.ppid };
  log?.(`Stopping the embedded PostgreSQL (process ${pid}) left running in ${clusterDir} by an earlier start…`);
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 30_000)) return { kind: 'stopped', pid };
  process.kill(pid, 'SIGQUIT');
  return (await waitForExit(pid, 10_000)) ? { kind: 'stopped', pid } : { kind: 'stuck', pid };
}
