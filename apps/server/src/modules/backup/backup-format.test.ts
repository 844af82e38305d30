import { describe, expect, it } from 'vitest';
import { readBackup } from './backup-format';

/** Issue 10 section 4: a big restore held the event loop (other requests waited a second). */
describe('readBackup', () => {
  const big = {
    version: 2,
    workspace: { name: 'Ward' },
    shiftTypes: [{ id: 'e', name: 'Early', color: '#10b981' }],
    staff: Array.from({ length: 2000 }, (_, i) => ({
      id: `s${i}`,
      name: `Person ${i}`,
      skills: [{ shiftTypeId: 'e' }],
    })),
  };

  it('lets other work run while it checks a long list (it checks a slice at a time)', async () => {
    const order: string[] = [];
    let turns = 0;
    const count = () => {
      turns++;
      if (order.length === 0) setImmediate(count);
    };
    setImmediate(count);
    const backup = await readBackup(big, '2026-01-05');
    order.push('done');
    expect(backup.staff).toHaveLength(2000);
    // 2,000 staff in slices of 500: the loop turned between the slices, before the check ended.
    expect(turns).toBeGreaterThanOrEqual(4);
  });
});
