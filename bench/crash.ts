import { runCrashCycles } from '../apps/server/test/crash-harness';
import { bench, median, ms } from './lib';

/** The crash test of the suite with more cycles: every acknowledged write must survive. */

const CYCLES = Number(process.env.CRASH_CYCLES ?? 100);
/** run-all.mjs allows 300 s; cycles stop starting after this, whatever CYCLES says. */
const BUDGET_MS = Number(process.env.CRASH_BUDGET_S ?? 180) * 1000;

await bench('crash', async () => {
  const r = await runCrashCycles({
    cycles: CYCLES,
    budgetMs: BUDGET_MS,
    writers: 4,
    killWindowMs: [50, 600],
  });
  console.log(
    `crash: ${r.cycles} SIGKILL cycles (every other one also killing PostgreSQL), ${r.acknowledged} acknowledged writes, ` +
      `${r.lost.length} lost, ${r.interrupted} cut off unacknowledged; restart to /healthz median ${ms(median(r.restartMs))}, max ${ms(Math.max(...r.restartMs))}`,
  );
  if (r.lost.length > 0)
    console.log(`crash: LOST ${r.lost.slice(0, 10).join(', ')}${r.lost.length > 10 ? ' …' : ''}`);
  const other = Object.entries(r.otherStatuses);
  if (other.length > 0) console.log(`crash: other statuses ${other.map(([s, n]) => `${s}x${n}`).join(', ')}`);
});
