import { describe, expect, it } from 'vitest';
import { distributeStaff, openSlots, withoutStaff, type WizardStaff } from './distribute-staff';
import { cycleBlockers, cycleCheckWindow, cycleFits } from './working-time/cycle-fits';
import { presetRuleSet } from './working-time/presets';

const person = (id: string, skills: string[], active = true): WizardStaff => ({
  id,
  name: id,
  active,
  skills: skills.map((shiftTypeId) => ({ shiftTypeId })),
});

describe('distributeStaff (the wizard’s even distribution)', () => {
  it('gives every needed day of every week one requirement, taking turns in name order', () => {
    const planned = distributeStaff(
      2,
      [{ shiftTypeId: 'early', days: [0, 1, 2] }],
      [person('Cas', ['early']), person('Anna', ['early']), person('Bram', ['early'])],
    );
    expect(planned.map((slot) => `${slot.week}.${slot.day}:${slot.staffId}`)).toEqual([
      '1.0:Anna',
      '1.1:Bram',
      '1.2:Cas',
      '2.0:Anna',
      '2.1:Bram',
      '2.2:Cas',
    ]);
  });

  it('keeps the load even: nobody gets more than one shift above anyone else', () => {
    const staff = ['A', 'B', 'C', 'D'].map((id) => person(id, ['early']));
    const planned = distributeStaff(4, [{ shiftTypeId: 'early', days: [0, 1, 2, 3, 4, 5, 6] }], staff);
    const load = staff.map((s) => planned.filter((slot) => slot.staffId === s.id).length);
    expect(Math.max(...load) - Math.min(...load)).toBeLessThanOrEqual(1);
    expect(load.reduce((a, b) => a + b)).toBe(28);
  });

  it('skips someone already working that day; they keep their turn for the next requirement', () => {
    // Anna is the only one for Early, and first in line for Late too: on the same day Late goes to Bram.
    const planned = distributeStaff(
      1,
      [
        { shiftTypeId: 'early', days: [0] },
        { shiftTypeId: 'late', days: [0, 1] },
      ],
      [person('Anna', ['early', 'late']), person('Bram', ['late'])],
    );
    expect(planned).toEqual([
      { week: 1, day: 0, shiftTypeId: 'early', staffId: 'Anna' },
      { week: 1, day: 0, shiftTypeId: 'late', staffId: 'Bram' },
      { week: 1, day: 1, shiftTypeId: 'late', staffId: 'Anna' },
    ]);
  });

  it('leaves a requirement open when nobody active with the skill is free, and ignores inactive staff', () => {
    const planned = distributeStaff(
      1,
      [{ shiftTypeId: 'night', days: [6] }],
      [person('Anna', ['night'], false), person('Bram', ['early'])],
    );
    expect(planned).toEqual([{ week: 1, day: 6, shiftTypeId: 'night', staffId: null }]);
  });

  it('can plan the requirements without anyone', () => {
    const planned = distributeStaff(1, [{ shiftTypeId: 'early', days: [0] }], [person('Anna', ['early'])]);
    expect(withoutStaff(planned)).toEqual([{ week: 1, day: 0, shiftTypeId: 'early', staffId: null }]);
  });
});

describe('distributeStaff with the working-time guard (cycleFits)', () => {
  const defaultSet = { ...presetRuleSet('NL_ATW'), id: 'nl', name: 'NL', isDefault: true };
  const shiftTypes = [
    { id: 'night', name: 'Night', startTime: '23:00', endTime: '07:00' },
    { id: 'day', name: 'Day', startTime: '09:00', endTime: '17:00' },
  ];
  const needs = [
    { shiftTypeId: 'night', days: [0] },
    { shiftTypeId: 'day', days: [1] },
  ];
  const staff = [person('Anna', ['night', 'day']), person('Bram', ['night', 'day'])];

  it('without the guard gives the night of Monday and the day of Tuesday to one person (2 h rest)', () => {
    const planned = distributeStaff(1, needs, staff);
    expect(planned.map((s) => `${s.day}:${s.shiftTypeId}:${s.staffId}`)).toEqual([
      '0:night:Anna',
      '1:day:Anna',
    ]);
  });

  it('with the guard skips the person whose rest would be too short: nobody breaks a hard rule', () => {
    const fits = cycleFits({
      ruleSets: [defaultSet],
      shiftTypes,
      timeZone: 'Europe/Amsterdam',
      startDate: '2026-03-02',
      weekCount: 1,
    });
    const planned = distributeStaff(1, needs, staff, fits);
    expect(planned.map((s) => `${s.day}:${s.shiftTypeId}:${s.staffId}`)).toEqual([
      '0:night:Anna',
      '1:day:Bram',
    ]);
  });

  it('leaves a requirement open when everyone would break a hard rule', () => {
    const fits = cycleFits({
      ruleSets: [defaultSet],
      shiftTypes,
      timeZone: 'Europe/Amsterdam',
      startDate: '2026-03-02',
      weekCount: 1,
    });
    const planned = distributeStaff(1, needs, [person('Anna', ['night', 'day'])], fits);
    expect(planned.map((s) => s.staffId)).toEqual(['Anna', null]);
  });

  it('says why a requirement stayed open: the rule each skilled person would break', () => {
    const input = {
      ruleSets: [defaultSet],
      shiftTypes,
      timeZone: 'Europe/Amsterdam',
      startDate: '2026-03-02',
      weekCount: 1,
    };
    const planned = distributeStaff(1, needs, [person('Anna', ['night', 'day'])], cycleFits(input));
    expect(openSlots(planned, [person('Anna', ['night', 'day'])], cycleBlockers(input))).toEqual([
      {
        slot: { week: 1, day: 1, shiftTypeId: 'day', staffId: null },
        reasons: [{ staffId: 'Anna', alreadyWorking: false, ruleIds: ['dailyRest', 'restAfterLateNight'] }],
      },
    ]);
  });

  it('reads the contract periods of the whole window: one that starts after the start date brings its rules from that day', () => {
    const unbound = { ...presetRuleSet('NONE'), id: 'none', name: 'No limits', isDefault: false };
    const period = (id: string, startsOn: string, ruleSetId: string | null) => ({
      id,
      staffId: 'Anna',
      startsOn,
      hoursPerWeek: 36,
      minHoursPerPeriod: null,
      maxHoursPerPeriod: null,
      period: 'WEEK' as const,
      ruleSetId,
    });
    const input = {
      ruleSets: [defaultSet, unbound],
      shiftTypes,
      timeZone: 'Europe/Amsterdam',
      startDate: '2026-03-02',
      weekCount: 1,
    };
    // The guard lays two cycles and the rules' reach after them.
    const window = cycleCheckWindow([defaultSet, unbound], input.startDate, input.weekCount);
    expect(window.startDate).toBe('2026-03-02');
    expect(window.endDate > '2026-03-15').toBe(true);
    const anna = [person('Anna', ['night', 'day'])];
    // No limits on the start date and after it: Anna takes both.
    const free = cycleFits({ ...input, contracts: [period('c1', '2026-01-01', 'none')] });
    expect(distributeStaff(1, needs, anna, free).map((s) => s.staffId)).toEqual(['Anna', 'Anna']);
    // From the second week the default (Dutch) rules hold: the day after her night stays open.
    const later = [period('c1', '2026-01-01', 'none'), period('c2', '2026-03-09', null)];
    const bound = cycleFits({ ...input, contracts: later });
    expect(distributeStaff(1, needs, anna, bound).map((s) => s.staffId)).toEqual(['Anna', null]);
  });

  it('names a person already working that day, and gives no reasons when nobody has the skill', () => {
    const planned = distributeStaff(
      1,
      [
        { shiftTypeId: 'early', days: [0] },
        { shiftTypeId: 'late', days: [0] },
        { shiftTypeId: 'night', days: [0] },
      ],
      [person('Anna', ['early', 'late'])],
    );
    expect(openSlots(planned, [person('Anna', ['early', 'late'])])).toEqual([
      {
        slot: { week: 1, day: 0, shiftTypeId: 'late', staffId: null },
        reasons: [{ staffId: 'Anna', alreadyWorking: true, ruleIds: [] }],
      },
      { slot: { week: 1, day: 0, shiftTypeId: 'night', staffId: null }, reasons: [] },
    ]);
  });
});
