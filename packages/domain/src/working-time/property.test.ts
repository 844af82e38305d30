/**
 * The checker against slow references that walk the shifts minute by minute, and canWork
 * against checkRules (docs/product/working-time.md#how-each-rule-is-read).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, toDayNumber } from '../dates';
import { zonedInstant } from '../time';
import { canWork, prepareCanWork, violationKey } from './can-work';
import { checkRules, checkRulesByPerson } from './check';
import { TZ, addedByCandidate, check, onlyRules, ruleSet, shift } from './test-helpers';
import type { RuleSet, Violation, WorkedShift } from './types';

const MINUTE = 60_000;
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Shifts over three weeks around a daylight-saving change, times on a 15-minute grid. */
function shiftsArb(base: string, maxLength = 40, days = 21) {
  return fc
    .array(
      fc.record({
        day: fc.integer({ min: 0, max: days - 1 }),
        start: fc.integer({ min: 0, max: 95 }),
        length: fc.integer({ min: 2, max: 56 }),
        type: fc.constantFrom('Early', 'Late', 'Night'),
      }),
      { maxLength },
    )
    .map((raw) =>
      raw.map((r, k): WorkedShift => ({
        id: `x${k}`,
        staffId: 'p1',
        date: addDays(base, r.day),
        shiftTypeId: r.type.toLowerCase(),
        shiftTypeName: r.type,
        startTime: hhmm(r.start * 15),
        endTime: hhmm(r.start * 15 + r.length * 15),
      })),
    );
}

const all = (shifts: WorkedShift[], rs: RuleSet): Violation[] =>
  checkRules({
    shifts,
    contracts: [],
    ruleSets: [rs],
    absences: [],
    window: { startDate: '2000-01-01', endDate: '2099-12-31' },
    timeZone: TZ,
  });

/** Real instants by walking wall-clock minutes from the zone's midnight. */
function interval(s: WorkedShift): { start: number; end: number } {
  const day = toDayNumber(s.date);
  const [sh, sm] = s.startTime!.split(':').map(Number);
  const [eh, em] = s.endTime!.split(':').map(Number);
  const startMin = sh! * 60 + sm!;
  const endMin = eh! * 60 + em!;
  return {
    start: zonedInstant(day, startMin, TZ),
    end: zonedInstant(endMin <= startMin ? day + 1 : day, endMin, TZ),
  };
}

/** Busy minutes (UTC minute numbers) of the shifts. */
function busyMinutes(shifts: WorkedShift[]): Set<number> {
  const busy = new Set<number>();
  for (const s of shifts) {
    const { start, end } = interval(s);
    for (let t = start; t < end; t += MINUTE) busy.add(t / MINUTE);
  }
  return busy;
}

const sorted = (list: number[]) => list.slice().sort((a, b) => a - b);

describe.each(['2026-03-20', '2026-10-16', '2026-06-01'])(
  'the checker against a minute walk, weeks from %s',
  (base) => {
    it('longest shift', () => {
      const rs = onlyRules(['maxShiftLength']);
      fc.assert(
        fc.property(shiftsArb(base), (shifts) => {
          const expected = shifts
            .map((s) => {
              const { start, end } = interval(s);
              let n = 0;
              for (let t = start; t < end; t += MINUTE) n++;
              return n;
            })
            .filter((n) => n > 12 * 60);
          expect(sorted(all(shifts, rs).map((v) => v.measured))).toEqual(sorted(expected));
        }),
        { numRuns: 60 },
      );
    });

    it('daily rest: the longest free run in the 24 h from each shift start', () => {
      const rs = onlyRules(
        ['dailyRest'],
        (r) => (r.dailyRest.params = { minMinutes: 660, shortenedMinutes: 660, shortenedPerWeek: 0 }),
      );
      fc.assert(
        fc.property(shiftsArb(base, 25), (shifts) => {
          const busy = busyMinutes(shifts);
          const expected: number[] = [];
          for (const s of shifts) {
            const from = interval(s).start / MINUTE;
            let best = 0;
            let runLength = 0;
            for (let m = from; m < from + 24 * 60; m++) {
              runLength = busy.has(m) ? 0 : runLength + 1;
              best = Math.max(best, runLength);
            }
            if (best < 660) expected.push(best);
          }
          expect(sorted(all(shifts, rs).map((v) => v.measured))).toEqual(sorted(expected));
        }),
        { numRuns: 40 },
      );
    });

    it('longest week: minutes worked inside each Monday-to-Monday week', () => {
      const rs = onlyRules(['maxWeekMinutes'], (r) => (r.maxWeekMinutes.params.maxMinutes = 30 * 60));
      fc.assert(
        fc.property(shiftsArb(base), (raw) => {
          // Without overlaps: a double-booked minute would count twice in a week's total.
          const shifts: WorkedShift[] = [];
          for (const s of raw) {
            const i = interval(s);
            if (shifts.every((k) => interval(k).end <= i.start || i.end <= interval(k).start)) shifts.push(s);
          }
          const busy = [...busyMinutes(shifts)];
          const perWeek = new Map<number, number>();
          const mondays: number[] = [];
          for (
            let d = toDayNumber(base) - 7 - ((toDayNumber(base) + 3) % 7);
            d < toDayNumber(base) + 35;
            d += 7
          )
            mondays.push(zonedInstant(d, 0, TZ) / MINUTE);
          for (const m of busy) {
            const w = mondays.filter((start) => start <= m).pop()!;
            perWeek.set(w, (perWeek.get(w) ?? 0) + 1);
          }
          const expected = [...perWeek.values()].filter((n) => n > 30 * 60);
          expect(sorted(all(shifts, rs).map((v) => v.measured))).toEqual(sorted(expected));
        }),
        { numRuns: 60 },
      );
    });

    it('weekly rest: some 7×24 h window without 36 h unbroken rest', { timeout: 60_000 }, () => {
      const rs = onlyRules(['weeklyRest'], (r) => (r.weeklyRest.params.alternativeMinutes = 0));
      fc.assert(
        fc.property(shiftsArb(base, 30), (shifts) => {
          const busy = busyMinutes(shifts);
          if (busy.size === 0) return;
          // The free runs between the busy minutes (unbounded before the first and after the
          // last). A window [t, t + W) holds R free minutes in a row exactly when t lies in
          // [a + R − W, b − R] for a free run [a, b) of at least R minutes; a failing window exists
          // iff these ranges of t leave a gap. Window starts are any instant, not a grid: two
          // free runs of 35 h 52 min around four days of work fail only for starts inside one
          // quarter of an hour (a 15-minute walk missed that).
          const W = 7 * 1440;
          const R = 36 * 60;
          const starts: [number, number][] = [];
          const free = (a: number, b: number) => {
            if (b - a >= R) starts.push([a + R - W, b - R]);
          };
          let end = -Infinity;
          for (const m of [...busy].sort((x, y) => x - y)) {
            if (m > end) free(end, m);
            end = m + 1;
          }
          free(end, Infinity);
          let fails = false;
          for (let k = 1; k < starts.length && !fails; k++) fails = starts[k]![0] > starts[k - 1]![1];
          expect(all(shifts, rs).length > 0).toBe(fails);
        }),
        { numRuns: 8 },
      );
    });
  },
);

describe('checkRules over a window against the same over all days', () => {
  // checkRules runs each rule only over the anchors whose violations can be dated inside the
  // window; the look-back still counts. A window of a few days must give exactly the violations
  // of a check over all days that are dated inside it.
  const rs = ruleSet('NL_ATW');
  for (const id of [
    'maxConsecutiveDays',
    'minConsecutiveDaysOff',
    'maxWeekendsWorked',
    'maxMinutesInPeriod',
    'maxShiftsOfType',
    'forbiddenSuccession',
    'minConsecutiveDays',
  ] as const)
    rs.rules[id].enabled = true;
  rs.rules.maxShiftsOfType.params.limits = [{ shiftTypeId: 'night', max: 3 }];
  rs.rules.forbiddenSuccession.params = {
    withinMinutes: 1440,
    pairs: [{ fromShiftTypeId: 'night', toShiftTypeId: 'early' }],
  };
  rs.rules.maxLateNights.params = { max: 4, weeks: 2 };
  rs.rules.averageWeekShort.params = { weeks: 2, maxMinutes: 30 * 60 };
  rs.rules.nightShiftLength.params = {
    maxMinutes: 480,
    extendedMaxMinutes: 600,
    extendedPer2Weeks: 1,
    extendedPer52Weeks: 2,
  };
  rs.rules.restAfterNightSeries.params = { minNights: 2, minMinutes: 46 * 60 };

  it('finds a rest after a series of nights dated two days after the last night began', () => {
    // The official example: the last of three nights ends Tuesday 06:00; work resumes Thursday
    // 03:00, an hour early. A window of that Thursday alone still reports it.
    const nights = ['2026-06-06', '2026-06-07', '2026-06-08'].map((d) => shift(d, '22:00', '06:00', 'Night'));
    const next = shift('2026-06-11', '03:00', '11:00', 'Early');
    const found = check([...nights, next], onlyRules(['restAfterNightSeries']), {
      window: { startDate: '2026-06-11', endDate: '2026-06-11' },
    });
    expect(found.map((v) => [v.ruleId, v.measured, v.shiftIds])).toEqual([
      ['restAfterNightSeries', 45 * 60, [nights[2]!.id, next.id]],
    ]);
  });

  it('gives the violations dated inside the window, as over all days', () => {
    fc.assert(
      fc.property(
        shiftsArb('2026-03-16', 40),
        fc.integer({ min: 0, max: 22 }),
        fc.integer({ min: 0, max: 6 }),
        (shifts, from, length) => {
          const window = {
            startDate: addDays('2026-03-16', from),
            endDate: addDays('2026-03-16', from + length),
          };
          const absences = [{ id: 'a', staffId: 'p1', startDate: '2026-03-24', endDate: '2026-03-25' }];
          const over = (w: { startDate: string; endDate: string }) =>
            checkRules({ shifts, contracts: [], ruleSets: [rs], absences, window: w, timeZone: TZ });
          const expected = over({ startDate: '2000-01-01', endDate: '2099-12-31' })
            .filter((v) => v.date >= window.startDate && v.date <= window.endDate)
            .map(violationKey)
            .sort();
          expect(over(window).map(violationKey).sort()).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('checkRulesByPerson', () => {
  // An incremental check (the schedule cache) recomputes only the people whose own input
  // changed and keeps the others' lists: a person's violations must depend on their shifts,
  // contracts and absences alone, and the lists in order must be checkRules' list.
  const people = ['p1', 'p2', 'p3'];
  const mixedArb = fc
    .tuple(
      shiftsArb('2026-03-16', 30),
      fc.array(fc.constantFrom(...people), { minLength: 30, maxLength: 30 }),
    )
    .map(([shifts, owners]) => shifts.map((s, i) => ({ ...s, staffId: owners[i]! })));
  const rs = ruleSet('NL_ATW');
  const rsOther = { ...ruleSet('NL_ATW', 'other', false) };
  rsOther.rules.maxShiftLength.params.maxMinutes = 6 * 60;

  it("lists checkRules' violations person by person, and a person's alone are the same without the others", () => {
    fc.assert(
      fc.property(
        mixedArb,
        fc.subarray(people),
        fc.option(fc.constantFrom(...people), { nil: undefined }),
        (shifts, only, contracted) => {
          const input = {
            shifts,
            contracts: contracted
              ? [
                  {
                    id: 'c',
                    staffId: contracted,
                    startsOn: '2026-03-23',
                    hoursPerWeek: 36,
                    minHoursPerPeriod: null,
                    maxHoursPerPeriod: null,
                    period: 'WEEK' as const,
                    ruleSetId: 'other',
                  },
                ]
              : [],
            ruleSets: [rs, rsOther],
            absences: [{ id: 'a', staffId: 'p2', startDate: '2026-03-24', endDate: '2026-03-25' }],
            window: { startDate: '2026-03-20', endDate: '2026-04-02' },
            timeZone: TZ,
          };
          const byPerson = checkRulesByPerson(input);
          expect([...byPerson.values()].flat()).toEqual(checkRules(input));
          const some = checkRulesByPerson(input, new Set(only));
          for (const p of only) expect(some.get(p)).toEqual(byPerson.get(p));
          expect([...some.keys()].every((p) => only.includes(p))).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('canWork against checkRules', () => {
  const rs = ruleSet('NL_ATW');
  for (const id of [
    'maxConsecutiveDays',
    'minConsecutiveDaysOff',
    'maxWeekendsWorked',
    'maxMinutesInPeriod',
    'maxShiftsOfType',
    'forbiddenSuccession',
    'minConsecutiveDays',
  ] as const)
    rs.rules[id].enabled = true;
  rs.rules.maxShiftsOfType.params.limits = [{ shiftTypeId: 'night', max: 3 }];
  rs.rules.forbiddenSuccession.params.pairs = [{ fromShiftTypeId: 'night', toShiftTypeId: 'early' }];
  rs.rules.maxLateNights.params = { max: 4, weeks: 2 };
  rs.rules.nightShiftLength.params = {
    maxMinutes: 480,
    extendedMaxMinutes: 600,
    extendedPer2Weeks: 1,
    extendedPer52Weeks: 2,
  };
  const warn = ruleSet('EU_WTD', 'eu', false);

  it.each([
    ['one rule set', [] as const],
    [
      'a contract that moves to another set',
      [
        {
          id: 'c1',
          staffId: 'p1',
          startsOn: '2026-06-10',
          hoursPerWeek: 36,
          minHoursPerPeriod: null,
          maxHoursPerPeriod: 30,
          period: 'WEEK',
          ruleSetId: 'eu',
        },
      ] as const,
    ],
  ])(
    'gives what checkRules gives for the shifts plus the candidate, involving it or new (%s)',
    (_, contracts) => {
      fc.assert(
        fc.property(shiftsArb('2026-06-01', 30), shiftsArb('2026-06-01', 1), (shifts, [cand]) => {
          if (!cand) return;
          const candidate = { ...cand, id: 'candidate' };
          const absences = [{ id: 'a', staffId: 'p1', startDate: '2026-06-12', endDate: '2026-06-13' }];
          const run = (list: WorkedShift[]) =>
            checkRules({
              shifts: list,
              contracts: [...contracts],
              ruleSets: [rs, warn],
              absences,
              window: { startDate: '2000-01-01', endDate: '2099-12-31' },
              timeZone: TZ,
            });
          const before = new Set(run(shifts).map(violationKey));
          const expected = run([...shifts, candidate])
            .filter(
              (v) =>
                v.ruleId !== 'minMinutesInPeriod' &&
                (v.shiftIds.includes('candidate') || !before.has(violationKey(v))),
            )
            .map(violationKey);
          const context = prepareCanWork({
            staffId: 'p1',
            shifts,
            contracts: [...contracts],
            ruleSets: [rs, warn],
            absences,
            timeZone: TZ,
          });
          expect(canWork(candidate, context).map(violationKey).sort()).toEqual([...new Set(expected)].sort());
        }),
        { numRuns: 150 },
      );
    },
  );
});

describe('canWork against checkRules on weekly rest over two months', () => {
  // canWork reads the weekly rest only over the shifts a few weeks around the candidate, cut at
  // a long rest: dense rotas over eight weeks, where the alternative (72 h in 14×24 h in parts of
  // at least 32 h) reaches furthest.
  const sets = {
    SLIDING: onlyRules(['weeklyRest', 'averageWeekShort', 'maxWeekMinutes']),
    FIXED: onlyRules(['weeklyRest', 'maxWeekMinutes'], (r) => (r.weeklyRest.params.windowMode = 'FIXED')),
  };
  // Most days worked, 8 h from 06:00, 14:00 or 22:00 (or 10 h from 20:00).
  const rota = fc
    .array(fc.record({ work: fc.integer({ min: 0, max: 99 }), start: fc.constantFrom(6, 14, 20, 22) }), {
      minLength: 56,
      maxLength: 56,
    })
    .map((days) =>
      days.flatMap(({ work, start }, d): WorkedShift[] =>
        work < 80
          ? [
              {
                id: `r${d}`,
                staffId: 'p1',
                date: addDays('2026-09-07', d),
                shiftTypeId: 'day',
                shiftTypeName: 'Day',
                startTime: hhmm(start * 60),
                endTime: hhmm(start * 60 + (start === 20 ? 600 : 480)),
              },
            ]
          : [],
      ),
    );
  it.each(['SLIDING', 'FIXED'] as const)(
    'gives what checkRules gives for the shifts plus the candidate, involving it or new (%s)',
    (mode) => {
      const rs = sets[mode];
      fc.assert(
        fc.property(rota, shiftsArb('2026-09-07', 1, 56), (shifts, [cand]) => {
          if (!cand) return;
          const candidate = { ...cand, id: 'candidate' };
          const expected = addedByCandidate(shifts, candidate, rs);
          const context = prepareCanWork({
            staffId: 'p1',
            shifts,
            contracts: [],
            ruleSets: [rs],
            absences: [],
            timeZone: TZ,
          });
          expect(canWork(candidate, context).map(violationKey).sort()).toEqual([...new Set(expected)].sort());
        }),
        { numRuns: 150 },
      );
    },
  );
});

describe('canWork against checkRules on long series of nights', () => {
  // canWork re-reads the rest after a series only up to the end of the series the candidate joins
  // or splits: series of up to 30 nights with short breaks, a candidate anywhere among them.
  const rs = onlyRules(['restAfterNightSeries', 'doubleBooking']);
  const nights = fc
    .array(fc.record({ from: fc.integer({ min: 0, max: 30 }), count: fc.integer({ min: 1, max: 30 }) }), {
      maxLength: 6,
    })
    .map((series) => {
      const days = new Set<number>();
      for (const s of series) for (let d = s.from; d < s.from + s.count; d++) days.add(d);
      return [...days].map((d): WorkedShift => ({
        id: `n${d}`,
        staffId: 'p1',
        date: addDays('2026-09-01', d),
        shiftTypeId: 'night',
        shiftTypeName: 'Night',
        startTime: '23:00',
        endTime: '07:00',
      }));
    });
  const candidates = fc.record({
    day: fc.integer({ min: 0, max: 62 }),
    night: fc.boolean(),
  });

  it('gives what checkRules gives for the shifts plus the candidate, involving it or new', () => {
    fc.assert(
      fc.property(nights, shiftsArb('2026-09-01', 6), candidates, (series, others, c) => {
        const shifts = [...series, ...others];
        const candidate: WorkedShift = {
          id: 'candidate',
          staffId: 'p1',
          date: addDays('2026-09-01', c.day),
          shiftTypeId: c.night ? 'night' : 'early',
          shiftTypeName: c.night ? 'Night' : 'Early',
          startTime: c.night ? '23:00' : '12:00',
          endTime: c.night ? '07:00' : '13:00',
        };
        const expected = addedByCandidate(shifts, candidate, rs);
        const context = prepareCanWork({
          staffId: 'p1',
          shifts,
          contracts: [],
          ruleSets: [rs],
          absences: [],
          timeZone: TZ,
        });
        expect(canWork(candidate, context).map(violationKey).sort()).toEqual([...new Set(expected)].sort());
      }),
      { numRuns: 200 },
    );
  });
});
