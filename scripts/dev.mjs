// `npm run dev`: the API under `tsx watch` (restarts on change) and Vite (hot reload, proxies
// /api and /locales to the API) side by side. Ctrl-C stops both; if either exits, so does the
// other.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root, webDir } from './lib.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const children = [
  {
    name: 'server',
    proc: spawn(bin('tsx'), ['watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
      cwd: root,
      stdio: 'inherit',
      detached: true,
      env: { NODE_ENV: 'development', ...process.env },
    }),
  },
  { name: 'web', proc: spawn(bin('vite'), [], { cwd: webDir, stdio: 'inherit', detached: true }) },
];

let stopping = false;
let exitCode = 0;
function stopAll(signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  for (const { proc } of children) {
    // Signal the child itself: tsx watch passes the signal on to the server (signalling the
    // whole group would deliver it twice, which the server takes as "force"). Each child has
    // its own process group, so a lingering one is killed with everything below it.
    if (proc.exitCode !== null || proc.signalCode !== null) continue;
    try {
      proc.kill(signal);
    } catch {
      /* gone */
    }
    setTimeout(() => {
      try {
        process.kill(-proc.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, 15_000).unref();
  }
}

for (const { name, proc } of children) {
  proc.on('exit', (code, signal) => {
    if (!stopping) {
      process.stderr.write(`[openrota] ${name} exited (${signal ?? code}); stopping the rest\n`);
      exitCode = code || 1;
      stopAll();
    }
    if (children.every((c) => c.proc.exitCode !== null || c.proc.signalCode !== null)) process.exit(exitCode);
  });
}
process.on('SIGINT', () => stopAll('SIGTERM'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
process.on('SIGHUP', () => stopAll('SIGTERM'));
