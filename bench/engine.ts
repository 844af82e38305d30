import {
  buildSchedule,
  type EngineAbsence,
  type EnginePattern,
  type EngineShiftType,
  type EngineSlot,
  type EngineStaff,
  type ScheduleInput,
  type StoredEntry,
  addDays,
} from '@openrota/domain';
import { bench, median, ms } from './lib';

/**
 * The pure schedule engine (packages/domain buildSchedule) on a generated workspace:
 * 200 staff, 8 shift types, 20 four-week patterns with ~3 slots a day each (about 90 % assigned,
 * a few optional and loose assignments), ~2 000 stored overrides/claims/one-offs and 400
 * absences over the year. Times a year for the whole workspace and a month for a 50-staff,
 * 5-pattern one: median of RUNS runs after WARMUP warm-up runs.
 */

const RUNS = 15;
const WARMUP = 5;
const YEAR = { startDate: '2026-01-01', endDate: '2026-12-31' };
const MONTH = { startDate: '2026-02-23', endDate: '2026-04-05' }; // March 2026's Monday-first grid
const TODAY = '2026-03-10';

/** Deterministic pseudo-random numbers (mulberry32), so runs compare. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const uuid = (kind: number, n: number) =>
  `00000000-0000-4000-8${kind.toString(16).padStart(3, '0')}-${n.toString(16).padStart(12, '0')}`;

function workspace(staffCount: number, patternCount: number, seed: number): ScheduleInput {
  const random = rng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const shiftTypes: EngineShiftType[] = [
    'Early',
    'Late',
    'Night',
    'Day',
    'Evening',
    'On call',
    'Weekend',
    'Training',
  ].map((name, i) => ({
    id: uuid(1, i),
    name,
    shortName: name.slice(0, 2).toUpperCase(),
    color: '#3366cc',
    startTime: i === 5 ? null : `${String(6 + i * 2).padStart(2, '0')}:00`,
    endTime: i === 5 ? null : `${String((14 + i * 2) % 24).padStart(2, '0')}:00`,
  }));
  const staff: EngineStaff[] = Array.from({ length: staffCount }, (_, i) => ({
    id: uuid(2, i),
    name: `Staff ${String(i).padStart(3, '0')}`,
    shortName: `S${i}`,
    active: true,
    inactiveFrom: null,
    skills: shiftTypes.map((t) => t.id),
  }));
  const patterns: EnginePattern[] = Array.from({ length: patternCount }, (_, p) => {
    const team = staff.slice((p * staffCount) / patternCount, ((p + 1) * staffCount) / patternCount);
    const slots: EngineSlot[] = [];
    for (let week = 1; week <= 4; week++)
      for (let day = 0; day < 7; day++)
        for (let k = 0; k < 3; k++) {
          const n = slots.length;
          slots.push({
            id: uuid(3, p * 1000 + n),
            weekNumber: week,
            dayOfWeek: day,
            shiftTypeId: shiftTypes[k]!.id,
            isOptional: random() < 0.05,
            assignment: random() < 0.9 ? { id: uuid(4, p * 1000 + n), staffId: pick(team).id } : null,
          });
        }
    return {
      id: uuid(5, p),
      name: `Pattern ${p + 1}`,
      startDate: '2025-01-06',
      endDate: null,
      weekCount: 4,
      active: true,
      slots,
      looseAssignments: [
        {
          id: uuid(6, p),
          weekNumber: 1,
          dayOfWeek: 2,
          shiftTypeId: shiftTypes[3]!.id,
          staffId: pick(team).id,
        },
      ],
    };
  });
  const allSlots = patterns.flatMap((p) => p.slots.map((s) => ({ s, p })));
  const storedEntries: StoredEntry[] = [];
  const used = new Set<string>();
  for (let i = 0; i < 2000; i++) {
    const date = addDays('2026-01-01', Math.floor(random() * 365));
    const kind = random();
    if (kind < 0.2) {
      storedEntries.push({
        id: uuid(7, i),
        date,
        entryType: 'ONE_OFF',
        shiftTypeId: pick(shiftTypes).id,
        staffId: random() < 0.5 ? pick(staff).id : null,
        rotationSlotId: null,
        rotationPatternId: null,
        originalStaffId: null,
        isCancelled: false,
        description: 'Extra',
      });
      continue;
    }
    const { s, p } = pick(allSlots);
    const key = `${s.id}|${date}`;
    if (used.has(key)) continue;
    used.add(key);
    const staffId = random() < 0.7 ? pick(staff).id : null;
    storedEntries.push({
      id: uuid(7, i),
      date,
      entryType: kind < 0.3 && staffId ? 'CLAIMED' : 'OVERRIDE',
      shiftTypeId: s.shiftTypeId,
      staffId,
      rotationSlotId: s.id,
      rotationPatternId: p.id,
      originalStaffId: s.assignment?.staffId ?? null,
      isCancelled: staffId === null && random() < 0.5,
      description: null,
    });
  }
  const absences: EngineAbsence[] = Array.from({ length: 2 * staffCount }, (_, i) => {
    const start = addDays('2026-01-01', Math.floor(random() * 360));
    return {
      id: uuid(8, i),
      staffId: pick(staff).id,
      startDate: start,
      endDate: addDays(start, Math.floor(random() * 10)),
      type: 'VACATION',
      reason: null,
    };
  });
  return { patterns, shiftTypes, staff, storedEntries, absences };
}

function time(
  input: ScheduleInput,
  range: { startDate: string; endDate: string },
): { median: number; entries: number } {
  let entries = 0;
  for (let i = 0; i < WARMUP; i++) entries = buildSchedule(input, range, TODAY).entries.length;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    buildSchedule(input, range, TODAY);
    times.push(performance.now() - started);
  }
  return { median: median(times), entries };
}

await bench('engine', async () => {
  const big = workspace(200, 20, 1);
  const year = time(big, YEAR);
  console.log(
    `engine: year, 200 staff / 20 patterns: median ${ms(year.median)} for ${year.entries} entries (target ≤ 250 ms)`,
  );
  const small = workspace(50, 5, 2);
  const month = time(small, MONTH);
  console.log(
    `engine: month grid, 50 staff / 5 patterns: median ${ms(month.median)} for ${month.entries} entries (target ≤ 10 ms)`,
  );
  await Promise.resolve();
});
