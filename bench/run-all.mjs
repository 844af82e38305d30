// Runs every bench script in turn, each in its own process with a time limit, and prints
// their figures. No pass/fail on timings: these are numbers to read and compare.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const scripts = [
  ['web-size.mjs', 30],
  ['start-times.ts', 120],
  ['healthz.ts', 90],
  ['auth-read.ts', 90],
  ['login.ts', 90],
  ['two-instances.ts', 120],
  ['pdf.ts', 180],
  ['restore.ts', 120],
  ['schedules.ts', 150],
  ['staff-portal.ts', 150],
  ['feeds.ts', 240],
  ['crash.ts', 300],
  ['engine.ts', 60],
  ['check-rules.ts', 120],
  ['autofill.ts', 300],
  ['nrp.ts', 900],
].filter(([file]) => only.length === 0 || only.some((o) => file.startsWith(o)));

let failed = 0;
for (const [file, limitS] of scripts) {
  const args = file.endsWith('.ts') ? ['--import', 'tsx', file] : [file];
  const started = Date.now();
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: here, stdio: 'inherit' });
    // SIGTERM lets the script clean up its servers; SIGKILL if it does not.
    const limit = setTimeout(() => {
      console.log(`${file}: over its ${limitS} s limit, stopping it`);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }, limitS * 1000);
    child.on('exit', (c, signal) => {
      clearTimeout(limit);
      resolve(c ?? (signal ? 1 : 0));
    });
  });
  if (code !== 0) failed++;
  console.log(
    `(${file}: ${((Date.now() - started) / 1000).toFixed(1)} s${code !== 0 ? `, exit ${code}` : ''})`,
  );
}
process.exit(failed > 0 ? 1 : 0);
