import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EmbeddedPostgresError } from './errors';
import { commandLine, isAlive } from './processes';

export const LOCK_FILE = 'openrota.lock';

export interface LockInfo {
  pid: number;
  hostname: string;
  startedAt: string;
}

/** Takes `DATA_DIR/openrota.lock`; a live holder makes this throw, a dead one is replaced. */
export function acquireLock(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockInfo = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(mine), { flag: 'wx', mode: 0o600 });
      return () => {
        try {
          const current = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
          if (current.pid === process.pid) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let holder: LockInfo | undefined;
    try {
      holder = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
    } catch {
      holder = undefined;
    }
    const sameHost = holder?.hostname === os.hostname();
    if (
      holder &&
      sameHost &&
      holder.pid !== process.pid &&
      isAlive(holder.pid) &&
      /node|openrota/i.test(commandLine(holder.pid))
    ) {
      throw new EmbeddedPostgresError(
        `DATA_DIR ${dataDir} is in use by another OpenRota process (pid ${holder.pid}, started ${holder.startedAt}). ` +
          'Stop that process or choose another DATA_DIR.',
      );
    }
    // The holder is gone (killed or crashed): its lock is stale.
    fs.rmSync(file, { force: true });
  }
  throw new EmbeddedPostgresError(`Could not take the lock ${file}`);
}
