import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { EmbeddedPostgresError } from './errors';

export interface RunAs {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root: find (or create) the unprivileged `postgres` user. */
export function resolveRunAs(log: (m: string) => void): RunAs {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  const lookup = () => {
    const uid = Number(
      execFileSync('id', ['-u', 'postgres'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim(),
    );
    const gid = Number(
      execFileSync('id', ['-g', 'postgres'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim(),
    );
    return { uid, gid };
  };
  try {
    return lookup();
  } catch {
    log('Running as root: creating the system user "postgres" to run the embedded database');
    try {
      execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], {
        stdio: 'ignore',
      });
      return lookup();
    } catch {
      throw new EmbeddedPostgresError(
        'Running as root, and no "postgres" system user exists or could be created. ' +
          'PostgreSQL cannot run as root: run OpenRota as an ordinary user or set DATABASE_URL.',
      );
    }
  }
}

export function chownTree(dir: string, runAs: RunAs) {
  if (runAs.uid === undefined || runAs.gid === undefined) return;
  const walk = (p: string) => {
    fs.chownSync(p, runAs.uid!, runAs.gid!);
    if (fs.statSync(p).isDirectory()) for (const e of fs.readdirSync(p)) walk(path.join(p, e));
  };
  walk(dir);
}

export function run(cmd: string, args: string[], runAs: RunAs): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      ...runAs,
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(out)
        : reject(new EmbeddedPostgresError(`${path.basename(cmd)} failed (exit ${code}):\n${out.trim()}`)),
    );
  });
}
