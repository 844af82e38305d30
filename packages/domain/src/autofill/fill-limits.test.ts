import { describe, expect, it } from 'vitest';
import { checkRules } from '../working-time/check';
import { presetRuleSet } from '../working-time/presets';
import type { RuleSet, WorkedShift } from '../working-time/types';
import { buildFillModel, explainFill, greedyFillStart, type FillProblem } from './fill';
import { fillLimits } from './fill-limits';

const nl: RuleSet = { ...presetRuleSet('NL_ATW'), id: 'nl', name: 'NL', isDefault: true };
const TZ = 'Europe/Amsterdam';
const shift = (id: string, date: string, startTime: string, endTime: string): WorkedShift => ({
  id,
  staffId: 'cas',
  date,
  shiftTypeId: `${startTime}-${endTime}`,
  shiftTypeName: startTime,
  startTime,
  endTime,
});

describe('fillLimits: counting rules as rows', () => {
  it('counts a shortened rest per pair of shifts, at most once in 7×24 h', () => {
    // Late (15–23) then Dawn (07–15) the next day: 8 h of rest, the shortened daily rest.
    const slots = [
      shift('late-mon', '2026-03-02', '15:00', '23:00'),
      shift('dawn-tue', '2026-03-03', '07:00', '15:00'),
      shift('late-wed', '2026-03-04', '15:00', '23:00'),
      shift('dawn-thu', '2026-03-05', '07:00', '15:00'),
    ];
    const limits = fillLimits({
      personId: 'cas',
      shifts: [],
      slots: slots.map((s) => ({ slotId: s.id, shift: s })),
      ruleSet: nl,
      contract: null,
      timeZone: TZ,
    });
    const rest = limits.filter((l) => l.ruleId === 'dailyRest');
    expect(rest).toContainEqual({
      personId: 'cas',
      ruleId: 'dailyRest',
      terms: [
        { kind: 'ALL', slotIds: ['late-mon', 'dawn-tue'], amount: 1 },
        { kind: 'ALL', slotIds: ['late-wed', 'dawn-thu'], amount: 1 },
      ],
      max: 1,
    });

    // The model keeps it without the checker's help: the greedy roster (every row kept) gives
    // three of the four, and the independent checker finds nothing.
    const problem: FillProblem = {
      slots: slots.map((s) => ({
        id: s.id,
        date: s.date,
        shiftTypeId: s.shiftTypeId,
        shiftTypeName: s.shiftTypeName,
        minutes: 480,
        weekend: false,
        night: false,
      })),
      people: [
        {
          id: 'cas',
          name: 'Cas',
          minutes: 0,
          targetMinutes: null,
          maxExtraMinutes: null,
          weekends: 0,
          nights: 0,
        },
      ],
      candidates: slots.map((s) => ({ slotId: s.id, eligible: ['cas'], excluded: [] })),
      conflicts: [],
      limits,
      preferences: [],
      unavailable: [],
    };
    const model = buildFillModel(problem);
    expect(model.lp.rows.some((r) => r.name.includes('dailyRest'))).toBe(true);
    const proposal = explainFill(model, greedyFillStart(model));
    expect(proposal.assignments).toHaveLength(3);
    const taken = proposal.assignments.map((a) => slots.find((s) => s.id === a.slotId)!);
    expect(
      checkRules({
        shifts: taken,
        contracts: [],
        ruleSets: [nl],
        absences: [],
        window: { startDate: '2026-03-01', endDate: '2026-03-31' },
        timeZone: TZ,
      }).filter((v) => v.severity === 'HARD'),
    ).toEqual([]);
  });

  it('leaves the minutes of a rule week that the fixed shifts did not use, and counts a weekend once', () => {
    // Five fixed shifts of 9 h in the week of 2026-03-02 (45 h of the Dutch 60): one 8-hour
    // weekend shift more fits, two do not; and a rule set that allows one weekend a month.
    const fixed = ['02', '03', '04', '05', '06'].map((d) => shift(`f${d}`, `2026-03-${d}`, '07:00', '16:00'));
    const weekendRules: RuleSet = {
      ...nl,
      rules: {
        ...nl.rules,
        maxWeekendsWorked: { enabled: true, severity: 'HARD', params: { max: 1, period: 'MONTH' } },
      },
    };
    const limits = fillLimits({
      personId: 'cas',
      shifts: fixed,
      slots: [
        { slotId: 'sat', shift: shift('sat', '2026-03-07', '08:00', '16:00') },
        { slotId: 'sun', shift: shift('sun', '2026-03-08', '08:00', '16:00') },
        { slotId: 'sat2', shift: shift('sat2', '2026-03-14', '08:00', '16:00') },
      ],
      ruleSet: weekendRules,
      contract: null,
      timeZone: TZ,
    });
    expect(limits).toContainEqual({
      personId: 'cas',
      ruleId: 'maxWeekMinutes',
      terms: [
        { kind: 'ALL', slotIds: ['sat'], amount: 480 },
        { kind: 'ALL', slotIds: ['sun'], amount: 480 },
      ],
      max: 60 * 60 - 5 * 9 * 60,
    });
    expect(limits).toContainEqual({
      personId: 'cas',
      ruleId: 'maxWeekendsWorked',
      terms: [
        { kind: 'ANY', slotIds: ['sat', 'sun'], amount: 1 },
        { kind: 'ANY', slotIds: ['sat2'], amount: 1 },
      ],
      max: 1,
    });
  });

  it('forbids three nights in a row with a shift less than 46 hours after the last', () => {
    const slots = [
      shift('n-mon', '2026-03-02', '23:00', '07:00'),
      shift('n-tue', '2026-03-03', '23:00', '07:00'),
      shift('n-wed', '2026-03-04', '23:00', '07:00'),
      shift('late-thu', '2026-03-05', '15:00', '23:00'),
    ];
    const limits = fillLimits({
      personId: 'cas',
      shifts: [],
      slots: slots.map((s) => ({ slotId: s.id, shift: s })),
      ruleSet: nl,
      contract: null,
      timeZone: TZ,
    });
    expect(limits).toContainEqual({
      personId: 'cas',
      ruleId: 'restAfterNightSeries',
      terms: [{ kind: 'ALL', slotIds: ['n-mon', 'n-tue', 'n-wed', 'late-thu'], amount: 1 }],
      max: 0,
    });
  });
});
