import { afterAll, describe, expect, it } from 'vitest';
import { runCrashCycles } from './crash-harness';
import { cleanup } from './server-process';

afterAll(() => cleanup({ final: true }));

describe('crash recovery', () => {
  it(
    'keeps every acknowledged write across 20 SIGKILLs at random moments',
    // Each cycle restarts the server (and the embedded PostgreSQL replays its log): about 3 s on a
    // quiet machine, more than 6 s on a loaded two-core one, where 120 s was once not enough.
    { timeout: 300_000 },
    async () => {
      const result = await runCrashCycles({ cycles: 20, writers: 4, killWindowMs: [50, 300] });
      // A run in which nothing was acknowledged would prove nothing: each cycle waits for one.
      expect(result.cycles).toBe(20);
      expect(result.acknowledged).toBeGreaterThanOrEqual(20);
      expect(result.lost).toEqual([]);
      // Writes cut off by a kill are not acknowledged; anything else is a server error.
      expect(Object.keys(result.otherStatuses).filter((s) => Number(s) >= 500)).toEqual([]);
    },
  );
});
