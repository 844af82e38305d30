import fs from 'node:fs';
import path from 'node:path';

/** Process inspection through /proc (Linux), for the embedded server's housekeeping. */

/** Whether signal 0 reaches the pid (true for a zombie too). */
export function signalReaches(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // An exited process that nobody has reaped yet (a container whose init does not reap
  // orphans) still answers signal 0; it holds no port and no files.
  try {
    return !/^\d+ \(.*\) Z/s.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

export function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

export function processArgs(pid: number): string[] {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

export function samePath(a: string, b: string): boolean {
  try {
    return fs.realpathSync(a) === fs.realpathSync(b);
  } catch {
    return path.resolve(a) === path.resolve(b);
  }
}

export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !isAlive(pid);
}

/** PostgreSQL processes working in `dir`: the postmaster and all its children chdir into the data directory. */
export function processesIn(dir: string): number[] {
  let target: string;
  try {
    target = fs.realpathSync(dir);
  } catch {
    return [];
  }
  const found: number[] = [];
  let entries: string[] = [];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return [];
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      // Only PostgreSQL processes: an operator's shell sitting in the directory is not ours to kill.
      if (fs.readlinkSync(`/proc/${entry}/cwd`) !== target || !isAlive(Number(entry))) continue;
      if (/postgres/.test(processArgs(Number(entry))[0] ?? '')) found.push(Number(entry));
    } catch {
      /* gone, or not ours to inspect */
    }
  }
  return found;
}
