import { describe, expect, it } from 'vitest';
import { computeLedger, ledgerMedians, median, type LedgerInput, type LedgerRow } from './ledger';
import { presetRuleSet } from './presets';
import type { ContractPeriod, RuleSet, WorkedShift } from './types';

const ZONE = 'Europe/Amsterdam';

/** The Arbeidstijdenwet: a night works more than 60 minutes between 00:00 and 06:00. */
const ruleSet: RuleSet = { id: 'rs', name: 'ATW', isDefault: true, ...presetRuleSet('NL_ATW') };

function contract(staffId: string, startsOn: string, hoursPerWeek: number): ContractPeriod {
  return {
    id: `${staffId}-${startsOn}`,
    staffId,
    startsOn,
    hoursPerWeek,
    minHoursPerPeriod: null,
    maxHoursPerPeriod: null,
    period: 'WEEK',
    ruleSetId: null,
  };
}

let nextId = 0;
function shift(
  staffId: string,
  date: string,
  startTime: string | null,
  endTime: string | null,
  type = 'Day',
): WorkedShift {
  return {
    id: `s${nextId++}`,
    staffId,
    date,
    shiftTypeId: type.toLowerCase(),
    shiftTypeName: type,
    startTime,
    endTime,
  };
}

function ledger(overrides: Partial<LedgerInput>): LedgerRow[] {
  return computeLedger({
    staffIds: ['ann'],
    shifts: [],
    contracts: [],
    ruleSets: [ruleSet],
    defaultRuleSet: ruleSet,
    holidays: [],
    absences: [],
    period: { startDate: '2026-03-02', endDate: '2026-03-08' },
    yearStart: '2026-01-01',
    timeZone: ZONE,
    ...overrides,
  });
}

describe('computeLedger: hours against the contract', () => {
  it('a 36 h contract worked as 4 × 12 h in a week is 12 h over', () => {
    const [row] = ledger({
      contracts: [contract('ann', '2026-03-02', 36)],
      shifts: ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'].map((d) =>
        shift('ann', d, '07:00', '19:00'),
      ),
      yearStart: '2026-03-02',
    });
    expect(row).toMatchObject({
      shifts: 4,
      workedMinutes: 48 * 60,
      contractMinutes: 36 * 60,
      differenceMinutes: 12 * 60,
      yearBalanceMinutes: 12 * 60,
      hasContract: true,
    });
  });

  it('counts real elapsed minutes over the daylight-saving changes', () => {
    const spring = ledger({
      period: { startDate: '2026-03-23', endDate: '2026-03-29' },
      shifts: [shift('ann', '2026-03-28', '22:00', '06:00', 'Night')],
    });
    expect(spring[0]!.workedMinutes).toBe(7 * 60);
    const autumn = ledger({
      period: { startDate: '2026-10-19', endDate: '2026-10-25' },
      shifts: [shift('ann', '2026-10-24', '22:00', '06:00', 'Night')],
    });
    expect(autumn[0]!.workedMinutes).toBe(9 * 60);
  });

  it('follows a contract change in the middle of the period day by day', () => {
    const [row] = ledger({
      period: { startDate: '2026-03-02', endDate: '2026-03-15' },
      contracts: [contract('ann', '2026-03-12', 24), contract('ann', '2025-06-01', 36)],
    });
    // 10 days at 36/7 h and 4 days at 24/7 h: 3085.7 + 822.9 minutes.
    expect(row!.contractMinutes).toBe(3909);
    expect(row!.differenceMinutes).toBe(-3909);
  });

  it('has no target before the first contract, and says when there is none at all', () => {
    const [started] = ledger({ contracts: [contract('ann', '2026-03-06', 35)] });
    expect(started!.contractMinutes).toBe(3 * 300);
    const [none] = ledger({ shifts: [shift('ann', '2026-03-03', '08:00', '16:00')] });
    expect(none).toMatchObject({ hasContract: false, contractMinutes: 0, differenceMinutes: 480 });
  });

  it("credits an absent day with the contract's daily minutes", () => {
    const [row] = ledger({
      contracts: [contract('ann', '2026-01-01', 35)],
      absences: [{ staffId: 'ann', startDate: '2026-02-27', endDate: '2026-03-04', type: 'VACATION' }],
      shifts: ['2026-03-05', '2026-03-06'].map((d) => shift('ann', d, '08:00', '18:00')),
      period: { startDate: '2026-03-02', endDate: '2026-03-08' },
    });
    // 3 absent days in the period (Mon–Wed) at 300 minutes, 2 × 10 h worked, target 2100.
    expect(row).toMatchObject({ absenceMinutes: 900, workedMinutes: 1200, differenceMinutes: 0 });
  });

  it('runs the balance from the year start through the period end, not past it', () => {
    const [row] = ledger({
      contracts: [contract('ann', '2025-01-01', 7)],
      period: { startDate: '2026-01-12', endDate: '2026-01-18' },
      shifts: [
        shift('ann', '2025-12-31', '08:00', '20:00'),
        shift('ann', '2026-01-05', '08:00', '20:00'),
        shift('ann', '2026-01-12', '08:00', '13:00'),
        shift('ann', '2026-01-19', '08:00', '20:00'),
      ],
    });
    // 18 days × 60 minutes of target; 12 h + 5 h worked in them.
    expect(row).toMatchObject({
      workedMinutes: 300,
      differenceMinutes: -120,
      yearBalanceMinutes: 17 * 60 - 18 * 60,
    });
  });
});

describe('computeLedger: the shifts people share', () => {
  it('counts nights, evenings, weekends, holidays and shifts per type', () => {
    const [row] = ledger({
      period: { startDate: '2026-04-01', endDate: '2026-04-30' },
      holidays: [{ date: '2026-04-06' }, { date: '2026-04-27' }],
      shifts: [
        shift('ann', '2026-04-04', '22:00', '07:00', 'Night'), // Saturday
        shift('ann', '2026-04-05', '22:00', '07:00', 'Night'), // Sunday, same weekend
        shift('ann', '2026-04-06', '14:00', '22:00', 'Late'), // Easter Monday; 2 h after 20:00
        shift('ann', '2026-04-07', '14:00', '21:59', 'Late'), // 119 minutes: no evening
        shift('ann', '2026-04-11', null, null, 'Course'), // Saturday, no times
        shift('ann', '2026-04-27', '07:00', '15:00', 'Day'), // King's Day
      ],
    });
    expect(row).toMatchObject({
      shifts: 6,
      nights: 2,
      evenings: 1,
      weekendDays: 3,
      weekends: 2,
      holidays: 2,
      workedMinutes: 9 * 60 * 2 + 8 * 60 + 479 + 8 * 60,
    });
    expect(row!.shiftsByType).toEqual([
      { shiftTypeId: 'course', shiftTypeName: 'Course', count: 1 },
      { shiftTypeId: 'day', shiftTypeName: 'Day', count: 1 },
      { shiftTypeId: 'late', shiftTypeName: 'Late', count: 2 },
      { shiftTypeId: 'night', shiftTypeName: 'Night', count: 2 },
    ]);
  });

  it("reads what a night is from the person's own rule set, else the default one", () => {
    // Their own set calls 20:00–24:00 the night window: an evening until 23:30 is a night there.
    const own: RuleSet = {
      ...ruleSet,
      id: 'own',
      isDefault: false,
      night: { startTime: '20:00', endTime: '00:00', minMinutesInWindow: 60, lateEndTime: '23:00' },
    };
    const rows = ledger({
      ruleSets: [ruleSet, own],
      contracts: [
        { ...contract('ann', '2026-01-01', 36), ruleSetId: 'own' },
        contract('bob', '2026-01-01', 36),
      ],
      staffIds: ['ann', 'bob'],
      shifts: [shift('ann', '2026-03-03', '15:30', '23:30'), shift('bob', '2026-03-03', '15:30', '23:30')],
    });
    expect(rows.map((r) => [r.staffId, r.nights, r.evenings])).toEqual([
      ['ann', 1, 0],
      ['bob', 0, 1],
    ]);
  });

  it('answers a row for everyone asked, with or without shifts', () => {
    const rows = ledger({ staffIds: ['bob', 'ann'], shifts: [shift('ann', '2026-03-04', '08:00', '16:00')] });
    expect(rows.map((r) => [r.staffId, r.shifts])).toEqual([
      ['bob', 0],
      ['ann', 1],
    ]);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
  });

  it('leaves people without a contract out of the contract medians', () => {
    const rows = ledger({
      staffIds: ['ann', 'bob', 'cy'],
      contracts: [contract('ann', '2026-01-01', 7), contract('bob', '2026-01-01', 14)],
      shifts: [shift('cy', '2026-03-03', '22:00', '06:00'), shift('cy', '2026-03-04', '22:00', '06:00')],
      yearStart: '2026-03-02',
    });
    const medians = ledgerMedians(rows);
    expect(medians.contractMinutes).toBe((420 + 840) / 2);
    expect(medians.nights).toBe(0);
    expect(medians.workedMinutes).toBe(0);
  });
});
