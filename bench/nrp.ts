import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The auto-fill optimiser on the nurse rostering benchmark (fixtures/nrp/README.md): each
 * instance solved by the built server's `nrp solve` command (the same search and worker thread
 * the product uses) under its time limit, one at a time. Prints per instance the objective,
 * the best known, the gap, wall time, the process's CPU time (a shared machine moves wall time
 * a lot: compare CPU with wall to see how much of the machine the solve had) and peak RSS.
 * `node --import tsx nrp.ts 1 2 3` runs only those instances; NRP_LIMIT_SCALE scales the limits.
 * The limits count CPU seconds of the solve (`nrp solve --cpu-time`), so figures from a machine
 * shared with other work show what the solver does with that much computing; NRP_CLOCK=wall
 * counts wall seconds instead.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const INSTANCES: [number, number, number][] = [
  // [instance, best known, time limit s] — goals: 1–3 at best known ≤ 30 s, 4–8 within 2 % ≤ 120 s.
  [1, 607, 30],
  [2, 828, 30],
  [3, 1001, 30],
  [4, 1716, 120],
  [5, 1143, 120],
  [6, 1950, 120],
  [7, 1056, 120],
  [8, 1300, 120],
];
const only = process.argv.slice(2).map(Number);
const scale = Number(process.env.NRP_LIMIT_SCALE ?? 1);
const cpuClock = process.env.NRP_CLOCK !== 'wall';
const main = path.join(root, 'apps/server/dist/main.js');
if (!fs.existsSync(main)) {
  console.error('apps/server/dist/main.js is missing: run `npm run build` first');
  process.exit(1);
}
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'nrp-bench-'));
console.log(
  `nrp: ${os.availableParallelism()} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(`limits in ${cpuClock ? 'CPU' : 'wall'} seconds`);
console.log('instance    objective  best  gap      wall s  cpu s  peak RSS MiB  status');
for (const [n, best, limit] of INSTANCES) {
  if (only.length && !only.includes(n)) continue;
  const out = path.join(tmp, `Instance${n}.json`);
  const timeLimit = limit * scale;
  // /usr/bin/time -f: elapsed, user, system, max RSS (KiB), on the last line of stderr.
  const r = spawnSync(
    '/usr/bin/time',
    [
      '-f',
      'TIME %e %U %S %M',
      process.execPath,
      main,
      'nrp',
      'solve',
      path.join(root, `fixtures/nrp/Instance${n}.txt`),
      '--time-limit',
      String(timeLimit),
      ...(cpuClock ? ['--cpu-time'] : []),
      '--out',
      out,
    ],
    // On the CPU clock a busy machine stretches the wall time; allow for it.
    { encoding: 'utf8', timeout: (timeLimit * (cpuClock ? 20 : 1) + 60) * 1000 },
  );
  const objective = Number(r.stdout.trim());
  const timeLine = r.stderr.split('\n').find((l) => l.startsWith('TIME ')) ?? 'TIME 0 0 0 0';
  const [, wall, user, sys, rssKiB] = timeLine.split(' ').map(Number);
  const status = /\((optimal|time-limit|stopped)\)/.exec(r.stderr)?.[1] ?? `exit ${r.status}`;
  const gap = ((objective - best) / best) * 100;
  console.log(
    `Instance${n}  ${String(objective).padStart(9)}  ${String(best).padStart(4)}  ${`${gap.toFixed(2)} %`.padEnd(7)}  ${wall!.toFixed(1).padStart(6)}  ${(user! + sys!).toFixed(1).padStart(5)}  ${(rssKiB! / 1024).toFixed(0).padStart(12)}  ${status}`,
  );
}
console.log(
  `(load average after: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})`,
);
