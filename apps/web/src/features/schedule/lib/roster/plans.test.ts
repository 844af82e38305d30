import type { ScheduleEntry } from '@openrota/contracts';
import { describe, expect, it } from 'vitest';
import { buildEntry, buildOneOffEntry } from '@/test/schedule-factories';
import { buildShiftType, buildStaff } from '@/test/rotation-factories';
import { buildRosterModel, DEFAULT_VIEW, parseWeeks, rosterPath, rosterRange } from './model';
import { copyPersonPlan, copyWeekChangesPlan, dropKind, dropPlan } from './plans';

/** The roster grid's pure parts: the model it draws and which writes a gesture makes. */

const t = (key: string, options?: Record<string, unknown>) =>
  `${key}${options ? JSON.stringify(options) : ''}`;
const day = (d: string) => d;
const early = buildShiftType({ name: 'Early', shortName: 'E', order: 0 });
const night = buildShiftType({
  name: 'Night',
  shortName: 'N',
  order: 1,
  startTime: '23:00',
  endTime: '07:00',
});
const anna = buildStaff({ name: 'Anna' }, [early]);
const bob = buildStaff({ name: 'Bob' }, [night, early]);

describe('roster model', () => {
  it('reads the range from the URL and writes it back', () => {
    expect(parseWeeks('4')).toBe(4);
    expect(parseWeeks('3')).toBe(1);
    expect(rosterRange('2026-03-09', 2)).toMatchObject({ startDate: '2026-03-09', endDate: '2026-03-22' });
    expect(rosterPath('2026-03-09', 4)).toBe('/schedule/roster/2026-11?weeks=4');
    expect(rosterPath('2026-03-09')).toBe('/schedule/roster/2026-11');
  });

  it('groups each person under their first skill in shift type order, and counts filled/required per day', () => {
    const entries: ScheduleEntry[] = [
      buildEntry(early, { date: '2026-03-09' }, anna),
      buildEntry(early, { date: '2026-03-09' }, null),
      buildEntry(early, { date: '2026-03-09', isOptional: true }, null),
      buildEntry(night, { date: '2026-03-09', isCancelled: true }, null),
    ];
    const model = buildRosterModel({
      range: { startDate: '2026-03-09', endDate: '2026-03-15' },
      entries,
      violations: [],
      staff: [bob, anna],
      shiftTypes: [early, night],
      absences: [],
      ledger: [],
      today: '2026-03-04',
      view: { ...DEFAULT_VIEW, groupBy: 'skill' },
    });
    expect(model.rows.map((r) => (r.kind === 'group' ? `# ${r.label}` : r.staff.name))).toEqual([
      '# Early',
      'Anna',
      'Bob',
    ]);
    // The optional open Early is not required; the cancelled Night is not counted at all.
    expect(model.columns.get('2026-03-09')?.counts).toEqual([
      { shiftTypeId: early.id, filled: 1, required: 2 },
    ]);
    expect(model.open.get('2026-03-09')).toHaveLength(2);
  });
});

describe('roster plans', () => {
  it('a drop on the same day assigns; on another day moves; an open shift stays on its day', () => {
    const shift = buildEntry(early, { date: '2026-03-09' }, anna);
    expect(dropKind(shift, { staff: bob, date: '2026-03-09' })).toBe('assign');
    expect(dropKind(shift, { staff: anna, date: '2026-03-09' })).toBe('none');
    expect(dropKind(shift, { staff: anna, date: '2026-03-10' })).toBe('move');
    expect(
      dropKind(buildEntry(early, { date: '2026-03-09' }, null), { staff: bob, date: '2026-03-10' }),
    ).toBe('invalid');
    const move = dropPlan(shift, { staff: bob, date: '2026-03-10' }, () => [], t, day)!;
    expect(move.atomic).toBe(true);
    expect(move.steps.map((s) => s.label)).toEqual(['Early 2026-03-09', 'Early 2026-03-10']);
    // The picture meanwhile: open here, a pending one-off for Bob there.
    const after = move.optimistic!([shift]);
    expect(after.map((e) => [e.date, e.staff?.name ?? null, e.entryType])).toEqual([
      ['2026-03-09', null, 'ROTATION'],
      ['2026-03-10', 'Bob', 'ONE_OFF'],
    ]);
  });

  it('copies a person’s shifts to the next weeks, skipping what they already work there', () => {
    const source = [
      buildEntry(early, { date: '2026-03-09' }, anna),
      buildEntry(night, { date: '2026-03-10' }, bob),
    ];
    const target = [
      buildEntry(early, { date: '2026-03-16' }, anna),
      buildEntry(early, { date: '2026-03-23' }, null),
    ];
    const plan = copyPersonPlan(anna, source, target, 2, t, day);
    expect(plan.steps.map((s) => s.label)).toEqual(['Early 2026-03-23']);
  });

  it('copies a week’s changes (one-offs, reassignments, unassignments) to a later week, not its rotation', () => {
    const source = [
      buildEntry(early, { date: '2026-03-09' }, anna),
      buildOneOffEntry(night, '2026-03-10', bob),
      buildEntry(early, { date: '2026-03-11', entryType: 'OVERRIDE', originalStaffId: anna.id }, bob),
      buildEntry(
        early,
        {
          date: '2026-03-12',
          entryType: 'OVERRIDE',
          originalStaffId: anna.id,
          description: 'Staff unassigned: course',
        },
        null,
      ),
    ];
    const target = [
      buildEntry(early, { date: '2026-03-18' }, anna),
      buildEntry(early, { date: '2026-03-19' }, anna),
    ];
    const plan = copyWeekChangesPlan(source, target, 1, [anna, bob], t, day);
    expect(plan.steps.map((s) => s.label)).toEqual([
      'Night 2026-03-17',
      'Early 2026-03-18',
      'Early 2026-03-19',
    ]);
  });
});
