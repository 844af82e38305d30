import { describe, expect, it } from 'vitest';
import { buildPattern, buildShiftType, buildSlot, buildStaff } from '@/test/rotation-factories';
import { bulkPlan, canApplyBulk } from './bulk-plan';
import { cellSummary } from './cell-summary';
import { copyBodies, copySources, visibleSources } from './copy-sources';
import { duplicateDefaults, validatePatternForm } from './duplicate-defaults';

const pattern = buildPattern();
const early = buildShiftType({ name: 'Early' });
const night = buildShiftType({ name: 'Night' });
const anna = buildStaff({ name: 'Anna' }, [early]);

describe('duplicate dialog defaults', () => {
  it('suggests "<name> (Copy)", the next Monday and an end 4 weeks minus 1 day later', () => {
    // 2026-03-04 is a Wednesday.
    expect(duplicateDefaults('Ward rota', '2026-03-04', '(Copy)')).toEqual({
      name: 'Ward rota (Copy)',
      startDate: '2026-03-09',
      endDate: '2026-04-05',
    });
    // On a Monday the next Monday is a week later.
    expect(duplicateDefaults('X', '2026-03-09', '(Copy)').startDate).toBe('2026-03-16');
  });

  it('needs a name and a start; an end must be after the start', () => {
    expect(validatePatternForm({ name: ' ', startDate: '2026-03-09', endDate: '' })).toBe('nameRequired');
    expect(validatePatternForm({ name: 'A', startDate: '', endDate: '' })).toBe('startRequired');
    expect(validatePatternForm({ name: 'A', startDate: '2026-03-09', endDate: '2026-03-09' })).toBe(
      'endAfterStart',
    );
    expect(validatePatternForm({ name: 'A', startDate: '2026-03-09', endDate: '' })).toBeNull();
  });
});

describe('cellSummary', () => {
  it('counts a requirement as filled with one assignment and reports how many more are needed', () => {
    const slots = [
      buildSlot(pattern, early, 1, 0, anna),
      buildSlot(pattern, night, 1, 0),
      buildSlot(pattern, night, 1, 0),
      buildSlot(pattern, early, 2, 0),
    ];
    expect(cellSummary(slots, 1, 0)).toEqual({
      counts: [
        { shiftTypeId: early.id, name: 'Early', color: early.color, filled: 1, required: 1 },
        { shiftTypeId: night.id, name: 'Night', color: night.color, filled: 0, required: 2 },
      ],
      missing: 2,
    });
  });
});

describe('copy requirements', () => {
  it('lists up to three days, else two and "+N more", and copies every requirement, two of one shift type as two (issue 10)', () => {
    const slots = [1, 2, 3, 4].map((day) => buildSlot(pattern, early, 1, day, undefined, day === 1));
    expect(visibleSources(copySources(slots, 1, 0))).toMatchObject({
      shown: [{ day: 1 }, { day: 2 }],
      more: 2,
    });
    expect(visibleSources(copySources(slots.slice(0, 3), 1, 0))).toMatchObject({
      shown: [{ day: 1 }, { day: 2 }, { day: 3 }],
      more: 0,
    });
    const source = copySources([...slots, buildSlot(pattern, early, 1, 1)], 2, 0)[0]!;
    expect(copyBodies(source, 2, 0)).toEqual([
      { weekNumber: 2, dayOfWeek: 0, shiftTypeId: early.id, requiredCount: 1, isOptional: true },
      { weekNumber: 2, dayOfWeek: 0, shiftTypeId: early.id, requiredCount: 1, isOptional: false },
    ]);
  });
});

describe('bulk requirements', () => {
  it('applies only with a chosen shift type row, a day and a week', () => {
    const rows = [{ shiftTypeId: early.id, isOptional: false }];
    expect(canApplyBulk({ rows, days: [0], weeks: [1] })).toBe(true);
    expect(canApplyBulk({ rows: [{ shiftTypeId: '', isOptional: false }], days: [0], weeks: [1] })).toBe(
      false,
    );
    expect(canApplyBulk({ rows, days: [], weeks: [1] })).toBe(false);
    expect(canApplyBulk({ rows, days: [0], weeks: [] })).toBe(false);
  });

  it('deletes the existing requirements of the selected pairs and creates the rows on each', () => {
    const kept = buildSlot(pattern, early, 2, 0);
    const replaced = buildSlot(pattern, night, 1, 0);
    const plan = bulkPlan([kept, replaced], {
      rows: [{ shiftTypeId: early.id, isOptional: true }],
      days: [0, 1],
      weeks: [1],
    });
    expect(plan.deletes).toEqual([replaced.id]);
    expect(plan.creates).toEqual([
      { weekNumber: 1, dayOfWeek: 0, shiftTypeId: early.id, requiredCount: 1, isOptional: true },
      { weekNumber: 1, dayOfWeek: 1, shiftTypeId: early.id, requiredCount: 1, isOptional: true },
    ]);
  });
});
