import { addDays } from '../dates';
import type { PlannedSlot, SlotFits } from '../distribute-staff';
import type { DateRange } from '../schedule/types';
import { checkRules, lookAheadDays } from './check';
import type { ContractPeriod, RuleSet, Violation, WorkedShift } from './types';

/** What the guard needs to lay a planned cycle on real days. */
export interface CycleFitsInput {
  /** Must hold the default set; a person without a contract is checked against it. */
  ruleSets: RuleSet[];
  contracts?: ContractPeriod[];
  shiftTypes: ReadonlyArray<{ id: string; name: string; startTime: string | null; endTime: string | null }>;
  timeZone: string;
  /** yyyy-MM-dd, a Monday: the first day of the cycle's week 1. */
  startDate: string;
  weekCount: number;
}

const CANDIDATE = 'candidate';

/**
 * The days the guard lays a cycle of `weekCount` weeks on (`cycleBlockers`): two cycles from
 * `startDate` and the reach of `ruleSets`' rules after them. The contracts of these days are the
 * ones that count (a period that starts inside them changes the rules from its first day).
 */
export function cycleCheckWindow(ruleSets: RuleSet[], startDate: string, weekCount: number): DateRange {
  return { startDate, endDate: addDays(startDate, 2 * weekCount * 7 - 1 + lookAheadDays(ruleSets)) };
}

/**
 * The hard violations a person would cause by taking a requirement, with what they were planned
 * so far (the "why" of a requirement the guard leaves open).
 */
export type CycleBlockers = (
  staffId: string,
  slot: { week: number; day: number; shiftTypeId: string },
  planned: readonly PlannedSlot[],
) => Violation[];

/**
 * The hard violations of a planned cycle (docs/product/working-time.md#where-the-checker-acts):
 * those that taking a requirement, with what the person was planned so far, causes. The cycle is
 * laid from `startDate` the way the server's assignment check reads a saved pattern: two cycles
 * and then the rules' reach after them (a pattern without an end repeats, so the end of one run
 * followed by the start of the next counts, and so do the rules over many weeks, like the late
 * nights in 16 weeks).
 */
export function cycleBlockers(input: CycleFitsInput): CycleBlockers {
  const types = new Map(input.shiftTypes.map((t) => [t.id, t]));
  const cycleDays = input.weekCount * 7;
  const contracts = input.contracts ?? [];
  const inUse = input.ruleSets.filter(
    (set) => set.isDefault || contracts.some((c) => c.ruleSetId === set.id),
  );
  const lastDay = cycleCheckWindow(inUse, input.startDate, input.weekCount).endDate;
  const runs: number[] = [];
  for (let run = 0; addDays(input.startDate, run * cycleDays) <= lastDay; run++) runs.push(run);
  const shiftsOf = (
    id: string,
    staffId: string,
    slot: { week: number; day: number; shiftTypeId: string },
  ) => {
    const type = types.get(slot.shiftTypeId);
    const shifts: WorkedShift[] = [];
    for (const run of runs) {
      const date = addDays(input.startDate, run * cycleDays + (slot.week - 1) * 7 + slot.day);
      if (date > lastDay) break;
      shifts.push({
        id: `${id}#${run}`,
        staffId,
        date,
        shiftTypeId: slot.shiftTypeId,
        shiftTypeName: type?.name ?? '',
        startTime: type?.startTime ?? null,
        endTime: type?.endTime ?? null,
      });
    }
    return shifts;
  };
  return (staffId, slot, planned) => {
    const shifts: WorkedShift[] = shiftsOf(CANDIDATE, staffId, slot);
    planned.forEach((p, i) => {
      if (p.staffId === staffId) shifts.push(...shiftsOf(`planned${i}`, staffId, p));
    });
    const found = checkRules({
      shifts,
      contracts,
      ruleSets: input.ruleSets,
      absences: [],
      window: { startDate: input.startDate, endDate: lastDay },
      timeZone: input.timeZone,
    });
    return found.filter(
      (v) => v.severity === 'HARD' && v.shiftIds.some((id) => id.startsWith(`${CANDIDATE}#`)),
    );
  };
}

/**
 * The working-time guard of a planned cycle: a person fits a requirement unless taking it
 * breaks a hard rule (`cycleBlockers`).
 */
export function cycleFits(input: CycleFitsInput): SlotFits {
  const blockers = cycleBlockers(input);
  return (staffId, slot, planned) => blockers(staffId, slot, planned).length === 0;
}
