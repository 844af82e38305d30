import { describe, expect, it } from 'vitest';
import {
  buildSchedule,
  describeStoredEntries,
  describeStoredEntry,
  withoutCalculationDetails,
} from './engine';
import { findConflicts, isUrgent, URGENT_WINDOW_CALENDAR } from './urgency';
import type { ScheduleEntry, ScheduleInput } from './types';
import {
  ALICE,
  BOB,
  CAROL,
  EARLY,
  NIGHT,
  ONCALL,
  absence,
  input,
  pattern,
  slot,
  stored,
} from './test-fixtures';

// Pattern "Ward" starts Monday 2026-03-02, 2 weeks:
//   s1 W1 Mon Night Alice · s2 W1 Tue Early (open) · s3 W2 Mon Night Bob (optional) · s9 W3 Mon (never: W3 > weekCount)
//   loose assignment la1: W1 Wed Early Carol
const ward = pattern({
  slots: [
    slot('s1', 1, 0, NIGHT.id, ALICE.id),
    slot('s2', 1, 1, EARLY.id, null),
    slot('s3', 2, 0, NIGHT.id, BOB.id, true),
    slot('s9', 3, 0, NIGHT.id, ALICE.id),
  ],
  looseAssignments: [{ id: 'la1', weekNumber: 1, dayOfWeek: 2, shiftTypeId: EARLY.id, staffId: CAROL.id }],
});
const TODAY = '2026-03-01';

function run(parts: Partial<ScheduleInput>, startDate: string, endDate = startDate) {
  return buildSchedule(input({ patterns: [ward], ...parts }), { startDate, endDate }, TODAY);
}
function only(entries: ScheduleEntry[]): ScheduleEntry {
  expect(entries).toHaveLength(1);
  return entries[0]!;
}

describe('buildSchedule: sources and precedence', () => {
  it.each<[string, Partial<ScheduleInput>, string, Partial<ScheduleEntry>]>([
    [
      'rotation, filled',
      {},
      '2026-03-02',
      {
        id: 'rotation:s1:2026-03-02',
        entryType: 'ROTATION',
        staffId: ALICE.id,
        isUnfilled: false,
        rotationSlotId: 's1',
        rotationWeek: 1,
        rotationWeekCount: 2,
        rotationPatternName: 'Ward',
        scheduleEntryId: null,
      },
    ],
    [
      'rotation, unfilled',
      {},
      '2026-03-03',
      { id: 'rotation:s2:2026-03-03', staffId: null, staff: null, isUnfilled: true, isOptional: false },
    ],
    [
      'rotation, optional in week 2',
      {},
      '2026-03-09',
      { id: 'rotation:s3:2026-03-09', staffId: BOB.id, isOptional: true, rotationWeek: 2 },
    ],
    [
      'rotation wraps to week 1 in the third week',
      {},
      '2026-03-16',
      { id: 'rotation:s1:2026-03-16', rotationWeek: 1 },
    ],
    [
      'loose assignment',
      {},
      '2026-03-04',
      {
        id: 'rotation:a:la1:2026-03-04',
        rotationSlotId: null,
        staffId: CAROL.id,
        isUnfilled: false,
        entryType: 'ROTATION',
      },
    ],
    [
      'override with staff',
      {
        storedEntries: [
          stored({
            id: 'o1',
            date: '2026-03-02',
            entryType: 'OVERRIDE',
            rotationSlotId: 's1',
            staffId: BOB.id,
            description: 'swap',
          }),
        ],
      },
      '2026-03-02',
      {
        id: 'o1',
        entryType: 'OVERRIDE',
        staffId: BOB.id,
        originalStaffId: ALICE.id,
        scheduleEntryId: 'o1',
        isUnfilled: false,
        isCancelled: false,
        description: 'swap',
        rotationSlotId: 's1',
        rotationWeek: 1,
      },
    ],
    [
      'override without staff, not cancelled: unassigned and open',
      {
        storedEntries: [
          stored({
            id: 'o2',
            date: '2026-03-02',
            entryType: 'OVERRIDE',
            rotationSlotId: 's1',
            staffId: null,
          }),
        ],
      },
      '2026-03-02',
      {
        id: 'o2',
        entryType: 'OVERRIDE',
        staffId: null,
        isUnfilled: true,
        isCancelled: false,
        originalStaffId: ALICE.id,
      },
    ],
    [
      'override cancelled: not needed, not unfilled',
      {
        storedEntries: [
          stored({
            id: 'o3',
            date: '2026-03-02',
            entryType: 'OVERRIDE',
            rotationSlotId: 's1',
            staffId: null,
            isCancelled: true,
            description: 'Shift cancelled: ward closed',
          }),
        ],
      },
      '2026-03-02',
      { id: 'o3', entryType: 'OVERRIDE', staffId: null, isUnfilled: false, isCancelled: true },
    ],
    [
      'claim of an open slot',
      {
        storedEntries: [
          stored({
            id: 'c1',
            date: '2026-03-03',
            entryType: 'CLAIMED',
            shiftTypeId: EARLY.id,
            rotationSlotId: 's2',
            staffId: CAROL.id,
          }),
        ],
      },
      '2026-03-03',
      { id: 'c1', entryType: 'CLAIMED', staffId: CAROL.id, isUnfilled: false, originalStaffId: null },
    ],
    [
      'override described as claimed shows as CLAIMED (docs/product/schedule.md#sources-and-badges)',
      {
        storedEntries: [
          stored({
            id: 'o4',
            date: '2026-03-03',
            entryType: 'OVERRIDE',
            shiftTypeId: EARLY.id,
            rotationSlotId: 's2',
            staffId: BOB.id,
            description: 'Claimed via staff portal',
          }),
        ],
      },
      '2026-03-03',
      { id: 'o4', entryType: 'CLAIMED', staffId: BOB.id, isUnfilled: false },
    ],
    [
      'override after the pattern ended is orphaned but its staff stays visible',
      {
        patterns: [{ ...ward, endDate: '2026-03-08' }],
        storedEntries: [
          stored({
            id: 'o5',
            date: '2026-03-16',
            entryType: 'OVERRIDE',
            rotationSlotId: 's1',
            staffId: BOB.id,
          }),
        ],
      },
      '2026-03-16',
      { id: 'o5', entryType: 'OVERRIDE', staffId: BOB.id, rotationWeek: null, rotationPatternName: null },
    ],
  ])('%s', (_name, parts, date, expected) => {
    const { entries } = run(parts, date);
    expect(only(entries)).toMatchObject(expected);
  });

  it('marks the debug source of each layer', () => {
    const { entries } = run(
      {
        storedEntries: [
          stored({
            id: 'o1',
            date: '2026-03-02',
            entryType: 'OVERRIDE',
            rotationSlotId: 's1',
            staffId: BOB.id,
          }),
          stored({ id: 'x1', date: '2026-03-03', entryType: 'ONE_OFF', staffId: CAROL.id }),
        ],
      },
      '2026-03-02',
      '2026-03-03',
    );
    expect(entries.map((e) => [e.id, e.debugInfo.source])).toEqual([
      ['o1', 'override'],
      ['rotation:s2:2026-03-03', 'rotation'],
      ['x1', 'manual'],
    ]);
    const details = entries[0]!.debugInfo.calculationDetails;
    expect(details).toMatchObject({
      patternStartDate: '2026-03-02',
      daysSincePatternStart: 0,
      rotationWeek: 1,
      rotationStaffId: ALICE.id,
      storedEntryId: 'o1',
      dayOfWeek: 0,
    });
    expect(details.steps.join(' / ')).toMatch(/Alice.*override: → Bob/);
  });

  it.each([
    ['open', null, true],
    ['assigned', BOB.id, false],
  ])('adds a one-off shift (%s)', (_n, staffId, isUnfilled) => {
    const { entries } = run(
      {
        patterns: [],
        storedEntries: [
          stored({ id: 'x1', date: '2026-03-05', entryType: 'ONE_OFF', staffId, description: 'Audit' }),
        ],
      },
      '2026-03-05',
    );
    expect(only(entries)).toMatchObject({
      id: 'x1',
      entryType: 'ONE_OFF',
      isOneOffShift: true,
      isOptional: false,
      isUnfilled,
      staffId,
      scheduleEntryId: 'x1',
      rotationSlotId: null,
      description: 'Audit',
    });
  });

  it("withoutCalculationDetails keeps every field and the source, and leaves the engine's entry whole", () => {
    const { entries } = run({}, '2026-03-02', '2026-03-03');
    const full = entries[0]!;
    const copy = JSON.parse(JSON.stringify(full));
    const lean = withoutCalculationDetails(full);
    expect(lean.debugInfo).toEqual({ source: 'rotation' });
    const { debugInfo: _fullInfo, ...fullFields } = full;
    const { debugInfo: _leanInfo, ...leanFields } = lean;
    expect(leanFields).toEqual(fullFields);
    expect(Object.keys(lean)).toEqual(Object.keys(full));
    expect(full).toEqual(copy);
  });

  it('keeps an orphaned override with staff visible and reports it; hides an orphan without staff', () => {
    const orphanWithStaff = stored({
      id: 'o1',
      date: '2026-03-03',
      entryType: 'OVERRIDE',
      rotationSlotId: 's1',
      staffId: BOB.id,
    }); // s1 is a Monday slot
    const orphanOpen = stored({
      id: 'o2',
      date: '2026-03-03',
      entryType: 'OVERRIDE',
      rotationSlotId: 'deleted-slot',
      staffId: null,
    });
    const slotless = stored({
      id: 'o3',
      date: '2026-03-03',
      entryType: 'CLAIMED',
      rotationSlotId: null,
      staffId: CAROL.id,
      shiftTypeId: EARLY.id,
    });
    const result = run({ storedEntries: [orphanWithStaff, orphanOpen, slotless] }, '2026-03-03');
    expect(result.orphanedEntries.map((e) => e.id)).toEqual(['o1', 'o2', 'o3']);
    expect(result.entries.map((e) => e.id)).toEqual(['o3', 'rotation:s2:2026-03-03', 'o1']);
    expect(result.entries.find((e) => e.id === 'o1')).toMatchObject({
      entryType: 'OVERRIDE',
      staffId: BOB.id,
      isUnfilled: false,
      rotationWeek: null,
    });
    expect(result.processingSteps.find((s) => s.step === 'orphaned')?.count).toBe(3);
  });

  it('an override of an inactive pattern is orphaned', () => {
    const o = stored({
      id: 'o1',
      date: '2026-03-02',
      entryType: 'OVERRIDE',
      rotationSlotId: 's1',
      staffId: BOB.id,
    });
    const result = run({ patterns: [{ ...ward, active: false }], storedEntries: [o] }, '2026-03-02');
    expect(result.orphanedEntries).toEqual([o]);
    expect(only(result.entries)).toMatchObject({ id: 'o1', staffId: BOB.id });
  });

  it('skips inactive patterns', () => {
    expect(run({ patterns: [{ ...ward, active: false }] }, '2026-03-02', '2026-03-15').entries).toEqual([]);
  });

  it('respects the pattern start and end dates (inclusive)', () => {
    const bounded = { ...ward, startDate: '2026-03-02', endDate: '2026-03-16' };
    const ids = run({ patterns: [bounded] }, '2026-02-01', '2026-04-30')
      .entries.filter((e) => e.rotationSlotId === 's1')
      .map((e) => e.date);
    expect(ids).toEqual(['2026-03-02', '2026-03-16']);
  });

  it('never produces slots whose week is beyond the week count', () => {
    expect(run({}, '2026-03-02', '2026-06-30').entries.some((e) => e.rotationSlotId === 's9')).toBe(false);
  });

  it('skips and counts entries whose shift type is missing', () => {
    const result = run({ shiftTypes: [NIGHT] }, '2026-03-02', '2026-03-04');
    expect(result.entries.map((e) => e.id)).toEqual(['rotation:s1:2026-03-02']);
    expect(result.processingSteps.find((s) => s.step === 'missingShiftTypes')?.count).toBe(2);
  });

  it('keeps a staff id that is not in the input, without a staff ref', () => {
    const { entries } = run({ staff: [BOB] }, '2026-03-02');
    expect(only(entries)).toMatchObject({ staffId: ALICE.id, staff: null, isUnfilled: false });
  });

  it('marks absences and explains them', () => {
    const { entries, processingSteps } = run(
      { absences: [absence('ab1', ALICE.id, '2026-03-02', '2026-03-06')] },
      '2026-03-02',
      '2026-03-09',
    );
    const marked = entries.filter((e) => e.hasAbsence);
    expect(marked.map((e) => e.id)).toEqual(['rotation:s1:2026-03-02']);
    expect(marked[0]!.absenceWarning).toBe('Alice is absent (VACATION) 2026-03-02 – 2026-03-06');
    expect(entries.filter((e) => !e.hasAbsence).every((e) => e.absenceWarning === null)).toBe(true);
    expect(processingSteps.find((s) => s.step === 'absences')?.count).toBe(1);
  });

  it('sorts by date, start time (none last), shift type name, staff name', () => {
    const p = pattern({
      weekCount: 1,
      slots: [
        slot('a', 1, 0, ONCALL.id, ALICE.id),
        slot('b', 1, 0, NIGHT.id, BOB.id),
        slot('c', 1, 0, EARLY.id, CAROL.id),
        slot('d', 1, 0, EARLY.id, null),
        slot('e', 1, 0, EARLY.id, ALICE.id),
        slot('f', 1, 6, EARLY.id, ALICE.id),
      ],
    });
    const ids = buildSchedule(
      input({ patterns: [p] }),
      { startDate: '2026-03-08', endDate: '2026-03-09' },
      TODAY,
    ).entries.map((e) => e.id.split(':')[1]);
    expect(ids).toEqual(['f', 'e', 'c', 'd', 'b', 'a']);
  });
});

describe('buildSchedule: calendar vectors', () => {
  it('schedules a Tuesday slot on the leap day 2028-02-29', () => {
    const p = pattern({
      startDate: '2028-01-03',
      weekCount: 1,
      slots: [slot('tue', 1, 1, NIGHT.id, ALICE.id)],
    });
    const { entries } = buildSchedule(
      input({ patterns: [p] }),
      { startDate: '2028-02-29', endDate: '2028-02-29' },
      TODAY,
    );
    expect(only(entries).date).toBe('2028-02-29');
  });

  it('a 3-week pattern starting on a Wednesday keeps its cycle across a year boundary', () => {
    // Starts Wednesday 2026-12-02: days 0–6 are week 1, so W1 "Wed" (dow 2) occurs 2026-12-02, 2026-12-23, 2027-01-13 …
    const p = pattern({
      startDate: '2026-12-02',
      weekCount: 3,
      slots: [slot('w', 1, 2, NIGHT.id, ALICE.id), slot('m3', 3, 0, NIGHT.id, BOB.id)],
    });
    const { entries } = buildSchedule(
      input({ patterns: [p] }),
      { startDate: '2026-12-01', endDate: '2027-02-10' },
      TODAY,
    );
    expect(entries.filter((e) => e.rotationSlotId === 'w').map((e) => e.date)).toEqual([
      '2026-12-02',
      '2026-12-23',
      '2027-01-13',
      '2027-02-03',
    ]);
    // W3 Monday: days 14..20 after start are 2026-12-16..22 → Monday 2026-12-21, then every 21 days.
    expect(entries.filter((e) => e.rotationSlotId === 'm3').map((e) => e.date)).toEqual([
      '2026-12-21',
      '2027-01-11',
      '2027-02-01',
    ]);
  });
});

describe('describeStoredEntry', () => {
  it('renders a stored entry exactly as buildSchedule shows it', () => {
    const rows = [
      stored({ id: 'o1', date: '2026-03-02', entryType: 'OVERRIDE', rotationSlotId: 's1', staffId: BOB.id }),
      stored({
        id: 'c1',
        date: '2026-03-03',
        entryType: 'CLAIMED',
        shiftTypeId: EARLY.id,
        rotationSlotId: 's2',
        staffId: CAROL.id,
      }),
      stored({ id: 'x1', date: '2026-03-04', entryType: 'ONE_OFF', staffId: ALICE.id }),
      stored({
        id: 'orph',
        date: '2026-03-04',
        entryType: 'OVERRIDE',
        rotationSlotId: 's1',
        staffId: BOB.id,
      }),
    ];
    const inp = input({
      patterns: [ward],
      storedEntries: rows,
      absences: [absence('ab', ALICE.id, '2026-03-04', '2026-03-04', 'SICK')],
    });
    const built = buildSchedule(inp, { startDate: '2026-03-01', endDate: '2026-03-08' }, TODAY).entries;
    for (const row of rows) expect(describeStoredEntry(row, inp)).toEqual(built.find((e) => e.id === row.id));
    expect(describeStoredEntries(rows, inp)).toEqual(rows.map((row) => built.find((e) => e.id === row.id)));
    expect(describeStoredEntry(rows[2]!, inp)).toMatchObject({
      hasAbsence: true,
      absenceWarning: 'Alice is absent (SICK) 2026-03-04',
    });
  });

  it('renders an orphan without staff too (the schedule hides it)', () => {
    const row = stored({
      id: 'o9',
      date: '2026-03-04',
      entryType: 'OVERRIDE',
      rotationSlotId: 'gone',
      staffId: null,
    });
    expect(describeStoredEntry(row, input({ patterns: [ward] }))).toMatchObject({
      id: 'o9',
      isUnfilled: true,
      rotationWeek: null,
      shiftType: { name: 'Night' },
    });
  });
});

describe('findConflicts', () => {
  it('lists entries whose staff is absent, one per entry, by date; skips cancelled ones', () => {
    const absences = [
      absence('ab1', ALICE.id, '2026-03-01', '2026-03-20'),
      absence('ab2', ALICE.id, '2026-03-10', '2026-03-12', 'SICK'),
      absence('ab3', BOB.id, '2026-03-09', '2026-03-09', 'TRAINING'),
    ];
    const { entries } = run(
      {
        absences,
        storedEntries: [stored({ id: 'x1', date: '2026-03-10', entryType: 'ONE_OFF', staffId: ALICE.id })],
      },
      '2026-03-01',
      '2026-03-31',
    );
    const conflicts = findConflicts(entries, absences);
    expect(conflicts.map((c) => [c.date, c.entryId, c.absenceId, c.absenceType])).toEqual([
      ['2026-03-02', 'rotation:s1:2026-03-02', 'ab1', 'VACATION'],
      ['2026-03-09', 'rotation:s3:2026-03-09', 'ab3', 'TRAINING'],
      ['2026-03-10', 'x1', 'ab1', 'VACATION'],
      ['2026-03-16', 'rotation:s1:2026-03-16', 'ab1', 'VACATION'],
    ]);
    expect(conflicts[0]).toMatchObject({
      staff: { id: ALICE.id, name: 'Alice' },
      shiftType: { id: NIGHT.id },
      rotationSlotId: 's1',
      scheduleEntryId: null,
      entryType: 'ROTATION',
    });
  });
});

describe('buildSchedule: inactive staff (issue 10)', () => {
  const inactive = (member: typeof ALICE, inactiveFrom: string | null) => ({
    ...member,
    active: false,
    inactiveFrom,
  });
  const at = (parts: Partial<ScheduleInput>, date: string) => only(run(parts, date).entries);

  it.each<[string, Partial<ScheduleInput>, string, Partial<ScheduleEntry>]>([
    [
      'rotation before the deactivation: kept, marked inactive',
      { staff: [inactive(ALICE, '2026-03-10'), BOB, CAROL] },
      '2026-03-02',
      { staffId: ALICE.id, isUnfilled: false, isStaffInactive: true },
    ],
    [
      'rotation on and after it: open',
      { staff: [inactive(ALICE, '2026-03-16'), BOB, CAROL] },
      '2026-03-16',
      { id: 'rotation:s1:2026-03-16', staffId: null, staff: null, isUnfilled: true, isStaffInactive: false },
    ],
    [
      'inactive without a date: open on every date',
      { staff: [inactive(ALICE, null), BOB, CAROL] },
      '2026-03-02',
      { staffId: null, isUnfilled: true },
    ],
    [
      'an assignment without a slot: open',
      { staff: [ALICE, BOB, inactive(CAROL, '2026-03-04')] },
      '2026-03-04',
      { id: 'rotation:a:la1:2026-03-04', staffId: null, isUnfilled: true },
    ],
    [
      'an override naming the member: open, the stored row kept',
      {
        staff: [ALICE, inactive(BOB, '2026-03-10'), CAROL],
        storedEntries: [
          stored({
            id: 'o1',
            date: '2026-03-16',
            entryType: 'OVERRIDE',
            rotationSlotId: 's1',
            staffId: BOB.id,
          }),
        ],
      },
      '2026-03-16',
      {
        id: 'o1',
        entryType: 'OVERRIDE',
        scheduleEntryId: 'o1',
        staffId: null,
        isUnfilled: true,
        originalStaffId: ALICE.id,
      },
    ],
    [
      'a claim by the member: open',
      {
        staff: [ALICE, BOB, inactive(CAROL, '2026-03-01')],
        storedEntries: [
          stored({
            id: 'c1',
            date: '2026-03-03',
            entryType: 'CLAIMED',
            shiftTypeId: EARLY.id,
            rotationSlotId: 's2',
            staffId: CAROL.id,
          }),
        ],
      },
      '2026-03-03',
      { id: 'c1', entryType: 'CLAIMED', staffId: null, isUnfilled: true },
    ],
    [
      'a one-off naming the member: an open one-off',
      {
        patterns: [],
        staff: [inactive(ALICE, '2026-03-10'), BOB, CAROL],
        storedEntries: [stored({ id: 'x1', date: '2026-03-20', entryType: 'ONE_OFF', staffId: ALICE.id })],
      },
      '2026-03-20',
      { id: 'x1', isOneOffShift: true, staffId: null, isUnfilled: true },
    ],
    [
      'a cancelled occurrence stays cancelled',
      {
        staff: [inactive(ALICE, '2026-03-01'), BOB, CAROL],
        storedEntries: [
          stored({
            id: 'o3',
            date: '2026-03-02',
            entryType: 'OVERRIDE',
            rotationSlotId: 's1',
            isCancelled: true,
          }),
        ],
      },
      '2026-03-02',
      { id: 'o3', isCancelled: true, isUnfilled: false, staffId: null },
    ],
    [
      'an open shift is not marked with the absence of the member who left',
      {
        staff: [inactive(ALICE, '2026-03-01'), BOB, CAROL],
        absences: [absence('ab1', ALICE.id, '2026-03-02', '2026-03-02')],
      },
      '2026-03-02',
      { staffId: null, hasAbsence: false, absenceWarning: null },
    ],
    [
      'reactivated: filled again',
      { staff: [{ ...ALICE, active: true, inactiveFrom: null }, BOB, CAROL] },
      '2026-03-16',
      { staffId: ALICE.id, isUnfilled: false, isStaffInactive: false },
    ],
  ])('%s', (_name, parts, date, expected) => {
    expect(at(parts, date)).toMatchObject(expected);
  });

  it('an opened shift near today is urgent, and is counted and explained', () => {
    const result = run({ staff: [inactive(ALICE, '2026-03-10'), BOB, CAROL] }, '2026-03-02', '2026-03-16');
    const opened = result.entries.find((e) => e.id === 'rotation:s1:2026-03-16')!;
    expect(isUrgent(opened, '2026-03-12', URGENT_WINDOW_CALENDAR)).toBe(true);
    expect(opened.debugInfo.calculationDetails.steps.at(-1)).toBe('Alice inactive from 2026-03-10: open');
    expect(opened.debugInfo.calculationDetails.rotationStaffId).toBe(ALICE.id);
    expect(result.processingSteps.find((s) => s.step === 'inactiveStaff')?.count).toBe(1);
  });

  it('describeStoredEntry applies the same rule', () => {
    const row = stored({ id: 'x1', date: '2026-03-20', entryType: 'ONE_OFF', staffId: ALICE.id });
    expect(
      describeStoredEntry(row, input({ staff: [inactive(ALICE, '2026-03-10')], storedEntries: [row] })),
    ).toMatchObject({ staffId: null, isUnfilled: true });
    expect(
      describeStoredEntry(row, input({ staff: [inactive(ALICE, '2026-03-21')], storedEntries: [row] })),
    ).toMatchObject({ staffId: ALICE.id, isStaffInactive: true });
  });
});
