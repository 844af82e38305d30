/**
 * The fairness ledger (docs/product/working-time.md#fairness-ledger): per person and period the
 * hours worked against the contract, the running balance over the year, and the counts of the
 * shifts people share unevenly (nights, weekends, evenings, public holidays, shifts per type).
 * Pure: the shifts, contracts, rule sets, holidays and absences are read by the caller.
 */
import { dayOfWeek, fromDayNumber, toDayNumber } from '../dates';
import type { AbsenceType, DateRange } from '../schedule/types';
import { shiftInterval, zonedInstant, type Interval } from '../time';
import { classifyNight } from './check';
import type { ContractPeriod, RuleSet, WorkedShift } from './types';

/** An absence of a person, inclusive dates; every type credits the contract's daily minutes. */
export interface LedgerAbsence {
  staffId: string;
  startDate: string;
  endDate: string;
  type: AbsenceType;
}

export interface LedgerInput {
  /** The people to answer a row for, in the order wanted. */
  staffIds: readonly string[];
  /** Their shifts from `yearStart` (or `period.startDate` when earlier) through `period.endDate`; others are ignored. */
  shifts: readonly WorkedShift[];
  contracts: readonly ContractPeriod[];
  /** The workspace's rule sets: a contract's own set, else the default one, says what a night is (the checker's `classifyNight`). */
  ruleSets: readonly RuleSet[];
  defaultRuleSet: RuleSet;
  holidays: readonly { date: string }[];
  absences: readonly LedgerAbsence[];
  period: DateRange;
  /** yyyy-MM-dd the running balance counts from (1 January of the period end's year). */
  yearStart: string;
  timeZone: string;
}

export interface LedgerShiftTypeCount {
  shiftTypeId: string;
  shiftTypeName: string;
  count: number;
}

export interface LedgerRow {
  staffId: string;
  shifts: number;
  /** Real elapsed minutes of the period's shifts (by the date each starts on). */
  workedMinutes: number;
  /** Hours per week × 60 / 7 for every day of the period a contract holds; 0 without a contract. */
  contractMinutes: number;
  /** The contract's daily minutes for every absent day of the period. */
  absenceMinutes: number;
  /** Whether a contract holds on at least one day of the period. */
  hasContract: boolean;
  /** worked + absence − contract. */
  differenceMinutes: number;
  /** The same from `yearStart` through the period's end. */
  yearBalanceMinutes: number;
  nights: number;
  /** Saturdays and Sundays on which a shift starts. */
  weekendDays: number;
  /** Weekends (Saturday–Sunday) with at least one such day. */
  weekends: number;
  evenings: number;
  /** Public holidays on which a shift starts. */
  holidays: number;
  shiftsByType: LedgerShiftTypeCount[];
}

/** An evening: a shift that is not a night and works at least this many minutes after 20:00 of its start day. */
export const EVENING_START_MINUTES = 20 * 60;
export const EVENING_MIN_MINUTES = 120;

const MS_PER_MINUTE = 60_000;

interface Totals {
  worked: number;
  contract: number;
  absence: number;
}

export function computeLedger(input: LedgerInput): LedgerRow[] {
  const { period, yearStart, timeZone } = input;
  const periodStart = toDayNumber(period.startDate);
  const periodEnd = toDayNumber(period.endDate);
  const yearFrom = toDayNumber(yearStart);
  const from = Math.min(periodStart, yearFrom);

  const holidays = new Set(input.holidays.map((h) => h.date));
  const ruleSets = new Map(input.ruleSets.map((r) => [r.id, r]));
  const { defaultRuleSet } = input;
  const shiftsByStaff = groupBy(input.shifts, (s) => s.staffId);
  const contractsByStaff = groupBy(input.contracts, (c) => c.staffId);
  const absencesByStaff = groupBy(input.absences, (a) => a.staffId);

  return input.staffIds.map((staffId) => {
    const contracts = [...(contractsByStaff.get(staffId) ?? [])].sort((a, b) =>
      a.startsOn < b.startsOn ? -1 : a.startsOn > b.startsOn ? 1 : 0,
    );
    const contractOn = (day: number): ContractPeriod | null => {
      const date = fromDayNumber(day);
      let found: ContractPeriod | null = null;
      for (const c of contracts) {
        if (c.startsOn <= date) found = c;
        else break;
      }
      return found;
    };

    const absent = new Set<number>();
    for (const a of absencesByStaff.get(staffId) ?? []) {
      const start = Math.max(toDayNumber(a.startDate), from);
      const end = Math.min(toDayNumber(a.endDate), periodEnd);
      for (let d = start; d <= end; d++) absent.add(d);
    }

    const inPeriod: Totals = { worked: 0, contract: 0, absence: 0 };
    const inYear: Totals = { worked: 0, contract: 0, absence: 0 };
    let hasContract = false;
    for (let d = from; d <= periodEnd; d++) {
      const contract = contractOn(d);
      if (!contract) continue;
      const daily = (contract.hoursPerWeek * 60) / 7;
      const credit = absent.has(d) ? daily : 0;
      if (d >= periodStart) {
        hasContract = true;
        inPeriod.contract += daily;
        inPeriod.absence += credit;
      }
      if (d >= yearFrom) {
        inYear.contract += daily;
        inYear.absence += credit;
      }
    }

    let shifts = 0;
    let nights = 0;
    let evenings = 0;
    const weekendDays = new Set<number>();
    const weekends = new Set<number>();
    const holidayDays = new Set<string>();
    const byType = new Map<string, LedgerShiftTypeCount>();
    for (const shift of shiftsByStaff.get(staffId) ?? []) {
      const day = toDayNumber(shift.date);
      if (day < from || day > periodEnd) continue;
      const interval =
        shift.startTime !== null && shift.endTime !== null
          ? shiftInterval(shift.date, shift.startTime, shift.endTime, timeZone)
          : null;
      const minutes = interval ? (interval.end - interval.start) / MS_PER_MINUTE : 0;
      if (day >= yearFrom) inYear.worked += minutes;
      if (day < periodStart) continue;

      shifts++;
      inPeriod.worked += minutes;
      const type = byType.get(shift.shiftTypeId);
      if (type) type.count++;
      else
        byType.set(shift.shiftTypeId, {
          shiftTypeId: shift.shiftTypeId,
          shiftTypeName: shift.shiftTypeName,
          count: 1,
        });
      const weekday = dayOfWeek(shift.date);
      if (weekday >= 5) {
        weekendDays.add(day);
        weekends.add(day - (weekday - 5));
      }
      if (holidays.has(shift.date)) holidayDays.add(shift.date);
      if (!interval) continue;
      const ruleSet = ruleSets.get(contractOn(day)?.ruleSetId ?? '') ?? defaultRuleSet;
      if (classifyNight(shift, interval.start, interval.end, ruleSet, timeZone).night) nights++;
      else if (isEvening(day, interval, timeZone)) evenings++;
    }

    return {
      staffId,
      shifts,
      workedMinutes: Math.round(inPeriod.worked),
      contractMinutes: Math.round(inPeriod.contract),
      absenceMinutes: Math.round(inPeriod.absence),
      hasContract,
      differenceMinutes: Math.round(inPeriod.worked + inPeriod.absence - inPeriod.contract),
      yearBalanceMinutes: Math.round(inYear.worked + inYear.absence - inYear.contract),
      nights,
      weekendDays: weekendDays.size,
      weekends: weekends.size,
      evenings,
      holidays: holidayDays.size,
      shiftsByType: [...byType.values()].sort((a, b) => a.shiftTypeName.localeCompare(b.shiftTypeName)),
    };
  });
}

/** At least EVENING_MIN_MINUTES real minutes between 20:00 and midnight of the shift's start day. */
function isEvening(day: number, interval: Interval, timeZone: string): boolean {
  const start = Math.max(interval.start, zonedInstant(day, EVENING_START_MINUTES, timeZone));
  const end = Math.min(interval.end, zonedInstant(day + 1, 0, timeZone));
  return end - start >= EVENING_MIN_MINUTES * MS_PER_MINUTE;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** The median of `values` (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The figures a team median is given for (the staff dashboard shows one beside each). */
export const LEDGER_MEDIAN_FIGURES = [
  'workedMinutes',
  'contractMinutes',
  'differenceMinutes',
  'yearBalanceMinutes',
  'nights',
  'weekends',
  'evenings',
  'holidays',
] as const satisfies readonly (keyof LedgerRow)[];

export type LedgerMedianFigure = (typeof LEDGER_MEDIAN_FIGURES)[number];

/**
 * The team's median of each figure over `rows`; a person without a contract is left out of the
 * contract, difference and balance medians (their zero target would pull them down).
 */
export function ledgerMedians(rows: readonly LedgerRow[]): Record<LedgerMedianFigure, number | null> {
  const contracted = rows.filter((r) => r.hasContract);
  const result = {} as Record<LedgerMedianFigure, number | null>;
  for (const figure of LEDGER_MEDIAN_FIGURES) {
    const over =
      figure === 'contractMinutes' || figure === 'differenceMinutes' || figure === 'yearBalanceMinutes'
        ? contracted
        : rows;
    result[figure] = median(over.map((r) => r[figure]));
  }
  return result;
}
