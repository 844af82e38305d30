/**
 * The working-time checker where it acts (docs/product/working-time.md#where-the-checker-acts):
 * the writes that put a person on a shift, the period's violations, the pickers' candidates, the
 * staff portal's claims and a rotation pattern's own cycle. The rules are the domain's
 * `checkRules`; here the shifts come from the computed schedule, read with the caller's
 * transaction when there is one, so a write's check sees the write itself.
 *
 * Which violations a write answers: those of the changed people whose shifts include a changed
 * shift (the entry written, or every occurrence of a rotation assignment in the window).
 * Violations the person already had without the changed shift are not the write's doing and are
 * left to the period's list (GET /api/schedules/violations).
 */
import {
  addDays,
  availabilityFor,
  unavailableViolation,
  type PersonAvailability,
  buildSchedule,
  canWork,
  checkRules,
  checkRulesByPerson,
  prepareCanWork,
  dayOfWeek,
  rotationWeek,
  startOfWeek,
  lookAheadDays,
  lookBackDays,
  todayInTimeZone,
  type CheckedAbsence,
  type ContractPeriod,
  type DateRange,
  type RuleSet,
  type ScheduleEntry,
  type ScheduleInput,
  type Violation,
  type WorkedShift,
} from '@openrota/domain';
import type { AcknowledgeViolations } from '@openrota/contracts';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import {
  ruleViolationError,
  violationDtos,
  type NamedViolation,
  type RuleFindings,
  type RuleOutcome,
} from '../../lib/rule-violations';
import type { RotationAssignmentWritten } from '../rotation/assignment-check-hook';
import { lockStaffMember } from '../absences/absences.service';
import { loadRuleContext } from '../working-time';
import { loadAvailability } from '../availability/availability.service';
import * as repo from './schedule.repository';
import { workedByStaff } from './incremental';

/** The rule sets and contracts a check reads, with the workspace's zone and today. */
export interface CheckContext {
  timeZone: string;
  today: string;
  ruleSets: RuleSet[];
  defaultRuleSet: RuleSet;
  contracts: ContractPeriod[];
  /** Days before a checked day whose shifts the rules need (averages over weeks), and after it. */
  lookBack: number;
  lookAhead: number;
  /** What the checked people said about when they can work (availability.ts), by staff id. */
  availability: ReadonlyMap<string, PersonAvailability>;
}

export async function loadCheckContext(
  ctx: AppContext,
  db: DbOrTx,
  workspaceId: string,
  staffIds?: readonly string[],
  /** The workspace's time zone read already in the same snapshot (the schedule cache's head). */
  known?: { timeZone: string },
): Promise<CheckContext> {
  const workspace = known ?? (await repo.findWorkspaceInfo(db, workspaceId));
  if (!workspace) throw AppError.notFound('workspace');
  const rules = await loadRuleContext(db, workspaceId, staffIds ? [...staffIds] : undefined);
  const availability = await loadAvailability(db, workspaceId, staffIds);
  const ruleSets = rules.ruleSets.some((r) => r.id === rules.defaultRuleSet.id)
    ? rules.ruleSets
    : [...rules.ruleSets, rules.defaultRuleSet];
  // Only the sets that can apply decide how far to look: the default and those the loaded
  // contracts name (a Dutch set kept beside a default without rules must not make every check
  // load two years of schedule).
  const inUse = ruleSets.filter(
    (set) => set.id === rules.defaultRuleSet.id || rules.contracts.some((c) => c.ruleSetId === set.id),
  );
  return {
    timeZone: workspace.timeZone,
    today: todayInTimeZone(ctx.clock.now().getTime(), workspace.timeZone),
    ruleSets,
    defaultRuleSet: rules.defaultRuleSet,
    contracts: rules.contracts,
    lookBack: lookBackDays(inUse),
    lookAhead: lookAheadDays(inUse),
    availability,
  };
}

/**
 * The hard unavailabilities among `shifts` (those dated in `window` when given): a person put on
 * a shift they said they cannot work, as a violation beside the working-time rules' (availability.ts).
 */
export function unavailabilityOf(
  check: Pick<CheckContext, 'availability' | 'timeZone'>,
  shifts: readonly WorkedShift[],
  window?: DateRange,
): Violation[] {
  const found: Violation[] = [];
  for (const shift of shifts) {
    if (window && (shift.date < window.startDate || shift.date > window.endDate)) continue;
    const person = check.availability.get(shift.staffId);
    if (!person) continue;
    const match = availabilityFor(person, shift, check.timeZone);
    if (match.level === 'HARD' && match.rule) found.push(unavailableViolation(shift, match.rule));
  }
  return found;
}

/** The soft preference of `staffId` for a shift, as the pickers' marker (null: none, or unavailable). */
export function preferenceOf(
  check: Pick<CheckContext, 'availability' | 'timeZone'>,
  staffId: string,
  shift: Pick<WorkedShift, 'date' | 'startTime' | 'endTime'>,
): 'PREFERRED' | 'RATHER_NOT' | null {
  const person = check.availability.get(staffId);
  if (!person) return null;
  const match = availabilityFor(person, shift, check.timeZone);
  return match.kind === 'PREFERRED' || match.kind === 'RATHER_NOT' ? match.kind : null;
}

/** A computed entry as the checker sees it; null for an entry nobody works (open or cancelled). */
export function workedShift(e: ScheduleEntry): WorkedShift | null {
  if (e.staffId === null || e.isCancelled) return null;
  return {
    id: e.id,
    staffId: e.staffId,
    date: e.date,
    shiftTypeId: e.shiftTypeId,
    shiftTypeName: e.shiftType.name,
    startTime: e.shiftType.startTime,
    endTime: e.shiftType.endTime,
  };
}

export function checkedAbsences(
  input: Pick<ScheduleInput, 'absences'>,
  staffIds?: ReadonlySet<string>,
): CheckedAbsence[] {
  return input.absences
    .filter((a) => !staffIds || staffIds.has(a.staffId))
    .map((a) => ({ id: a.id, staffId: a.staffId, startDate: a.startDate, endDate: a.endDate }));
}

/** The range whose shifts a check of `window` reads: the look-back before it and the look-ahead after. */
export function shiftsRange(check: CheckContext, window: DateRange): DateRange {
  return {
    startDate: addDays(window.startDate, -check.lookBack),
    endDate: addDays(window.endDate, check.lookAhead),
  };
}

/** The checker over `shifts`, the violations named. */
export function runRules(
  check: CheckContext,
  input: Pick<ScheduleInput, 'staff'>,
  shifts: WorkedShift[],
  absences: CheckedAbsence[],
  window: DateRange,
): NamedViolation[] {
  const names = new Map(input.staff.map((s) => [s.id, s.name]));
  const found: Violation[] = checkRules({
    shifts,
    contracts: check.contracts,
    ruleSets: check.ruleSets,
    absences,
    window,
    timeZone: check.timeZone,
  });
  found.push(...unavailabilityOf(check, shifts, window));
  return found.map((v) => ({ ...v, staffName: names.get(v.staffId) ?? '' }));
}

/** What a change is: whose shifts, on which dates, and which computed entries it put them on. */
export interface StaffChange {
  staffIds: string[];
  /** yyyy-MM-dd of every changed shift (at least one). */
  dates: string[];
  /** The changed shifts among the computed entries (of the changed people). */
  isChanged: (entry: ScheduleEntry) => boolean;
}

/** The hard violations and the warnings a change causes (see the head of this file). */
export interface ChangeFindings {
  timeZone: string;
  hard: NamedViolation[];
  warnings: NamedViolation[];
}

/**
 * Checks a change already written with `tx` (so the computed schedule holds it): the changed
 * people's shifts around the changed dates, from the schedule computed inside the transaction.
 */
export async function checkStaffChange(
  ctx: AppContext,
  tx: DbOrTx,
  workspaceId: string,
  change: StaffChange,
): Promise<ChangeFindings> {
  // The people's rows are locked first (as claims and absences do), so that two writes for one
  // person are checked one after the other and each sees the other's shift.
  for (const staffId of [...new Set(change.staffIds)].sort()) await lockStaffMember(tx, workspaceId, staffId);
  const check = await loadCheckContext(ctx, tx, workspaceId, change.staffIds);
  const sorted = [...change.dates].sort();
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  // Reported from the first changed day to the rules' reach after the last; read over the same
  // reach before and after the changed days.
  const window = { startDate: first, endDate: addDays(last, check.lookAhead) };
  const range = shiftsRange(check, { startDate: first, endDate: last });
  const input = await repo.loadScheduleInput(tx, workspaceId, range);
  const entries = buildSchedule(input, range, check.today).entries;
  const who = new Set(change.staffIds);
  const shifts: WorkedShift[] = [];
  const changed = new Set<string>();
  for (const e of entries) {
    if (e.staffId === null || !who.has(e.staffId)) continue;
    const shift = workedShift(e);
    if (!shift) continue;
    shifts.push(shift);
    if (change.isChanged(e)) changed.add(e.id);
  }
  const found = runRules(check, input, shifts, checkedAbsences(input, who), window).filter(
    (v) => who.has(v.staffId) && v.shiftIds.some((id) => changed.has(id)),
  );
  return {
    timeZone: check.timeZone,
    hard: found.filter((v) => v.severity === 'HARD'),
    warnings: found.filter((v) => v.severity === 'WARNING'),
  };
}

/**
 * Hard violations refuse the write (409 `RULE_VIOLATION`, thrown inside the transaction so
 * nothing is stored) unless `acknowledge` gives a reason: then they are stored in the audit
 * row with the reason and answered with the warnings.
 */
export function enforceRules(
  found: ChangeFindings,
  acknowledge: AcknowledgeViolations | undefined,
): RuleOutcome {
  if (found.hard.length > 0 && !acknowledge)
    throw ruleViolationError({ violations: found.hard, timeZone: found.timeZone });
  const acknowledged = found.hard.length > 0 && acknowledge ? found.hard : [];
  const auditMetadata: Record<string, unknown> = {};
  if (acknowledged.length > 0 && acknowledge) {
    auditMetadata.acknowledgeViolations = {
      reason: acknowledge.reason,
      violations: violationDtos({ violations: acknowledged, timeZone: found.timeZone }, 'en'),
    };
  }
  if (found.warnings.length > 0)
    auditMetadata.ruleWarnings = violationDtos(
      { violations: found.warnings, timeZone: found.timeZone },
      'en',
    );
  return {
    warnings: { violations: [...acknowledged, ...found.warnings], timeZone: found.timeZone },
    auditMetadata,
    auditNote:
      acknowledged.length > 0 && acknowledge
        ? `; working-time rules acknowledged (${acknowledged.map((v) => v.ruleId).join(', ')}): ${acknowledge.reason}`
        : '',
  };
}

/** Checks a change written with `tx` and applies `enforceRules`. */
export async function enforceStaffChange(
  ctx: AppContext,
  tx: DbOrTx,
  workspaceId: string,
  change: StaffChange,
  acknowledge: AcknowledgeViolations | undefined,
): Promise<RuleOutcome> {
  return enforceRules(await checkStaffChange(ctx, tx, workspaceId, change), acknowledge);
}

/** Nothing checked (a write that puts nobody on a shift). */
export const NO_RULE_OUTCOME: RuleOutcome = {
  warnings: { violations: [], timeZone: 'UTC' },
  auditMetadata: {},
  auditNote: '',
};

/**
 * The violations of a period (GET /api/schedules/violations, and GET /schedules beside its
 * entries): every violation reported on a day of `window`, its shifts read with the look-back
 * the averaging rules need. `input` is the engine's input of `shiftsRange(check, window)`.
 */
export function periodViolationsOf(
  check: CheckContext,
  input: ScheduleInput,
  window: DateRange,
  staffId?: string,
): NamedViolation[] {
  const entries = buildSchedule(input, shiftsRange(check, window), check.today).entries;
  return periodViolationsOfEntries(check, input, entries, window, staffId);
}

/**
 * `periodViolationsOf` over the engine's entries of `shiftsRange(check, window)` computed
 * already (the schedule cache keeps them, by person, beside the period's violations).
 */
export function periodViolationsOfEntries(
  check: CheckContext,
  input: ScheduleInput,
  entries: readonly ScheduleEntry[],
  window: DateRange,
  staffId?: string,
): NamedViolation[] {
  if (staffId === undefined)
    return periodViolationsOfParts(
      input.staff,
      periodRulesByPerson(check, input, workedByStaff(entries), window),
      periodUnavailable(check, input, entries, window),
    );
  const shifts: WorkedShift[] = [];
  for (const e of entries) {
    if (e.staffId !== staffId) continue;
    const shift = workedShift(e);
    if (shift) shifts.push(shift);
  }
  const who = new Set([staffId]);
  return runRules(check, input, shifts, checkedAbsences(input, who), window).filter(
    (v) => v.date >= window.startDate && v.date <= window.endDate && v.staffId === staffId,
  );
}

/**
 * The working-time rules' part of a period's violations of everyone, person by person
 * (`checkRulesByPerson`: everyone with a shift or a contract, an empty list for none), named and
 * dated in `window`, from the entries each person works (`worked`, of `shiftsRange(check,
 * window)`); `only`: just these people. What the schedule cache recomputes for the people a
 * change touched, keeping the others' lists.
 */
export function periodRulesByPerson(
  check: CheckContext,
  input: Pick<ScheduleInput, 'staff' | 'absences'>,
  worked: ReadonlyMap<string, readonly ScheduleEntry[]>,
  window: DateRange,
  only?: ReadonlySet<string>,
): Map<string, NamedViolation[]> {
  const shifts: WorkedShift[] = [];
  const add = (list: readonly ScheduleEntry[] | undefined) => {
    for (const e of list ?? []) {
      const shift = workedShift(e);
      if (shift) shifts.push(shift);
    }
  };
  if (only) for (const staffId of only) add(worked.get(staffId));
  else for (const list of worked.values()) add(list);
  const names = new Map(input.staff.map((s) => [s.id, s.name]));
  const found = checkRulesByPerson(
    {
      shifts,
      contracts: only ? check.contracts.filter((c) => only.has(c.staffId)) : check.contracts,
      ruleSets: check.ruleSets,
      absences: checkedAbsences(input, only),
      window,
      timeZone: check.timeZone,
    },
    only,
  );
  const byPerson = new Map<string, NamedViolation[]>();
  for (const [staffId, list] of found)
    byPerson.set(
      staffId,
      list
        .filter((v) => v.date >= window.startDate && v.date <= window.endDate)
        .map((v) => ({ ...v, staffName: names.get(v.staffId) ?? '' })),
    );
  return byPerson;
}

/** The hard unavailabilities of a period (`unavailabilityOf` the shifts dated in `window`), named. */
export function periodUnavailable(
  check: CheckContext,
  input: Pick<ScheduleInput, 'staff'>,
  entries: readonly ScheduleEntry[],
  window: DateRange,
): NamedViolation[] {
  if (check.availability.size === 0) return [];
  const shifts: WorkedShift[] = [];
  for (const e of entries) {
    if (e.date < window.startDate || e.date > window.endDate) continue;
    const shift = workedShift(e);
    if (shift) shifts.push(shift);
  }
  const names = new Map(input.staff.map((s) => [s.id, s.name]));
  return unavailabilityOf(check, shifts, window)
    .filter((v) => v.date >= window.startDate && v.date <= window.endDate)
    .map((v) => ({ ...v, staffName: names.get(v.staffId) ?? '' }));
}

/**
 * A period's violations from their parts: each person's working-time violations, people in the
 * order of `staff` (the engine input's: by name), then the unavailabilities in date order. The
 * order does not depend on the shifts, so that an incremental computation (which keeps the lists
 * of the people a change did not touch) gives exactly the list of a full one.
 */
export function periodViolationsOfParts(
  staff: readonly { id: string }[],
  byPerson: ReadonlyMap<string, readonly NamedViolation[]>,
  unavailable: readonly NamedViolation[],
): NamedViolation[] {
  const all: NamedViolation[] = [];
  const listed = new Set<string>();
  for (const { id } of staff) {
    const list = byPerson.get(id);
    if (!list) continue;
    listed.add(id);
    for (const v of list) all.push(v);
  }
  for (const staffId of [...byPerson.keys()].filter((id) => !listed.has(id)).sort())
    for (const v of byPerson.get(staffId)!) all.push(v);
  for (const v of unavailable) all.push(v);
  return all;
}

/** A candidate's state where a person is picked (docs/product/working-time.md#where-the-checker-acts). */
export type CandidateState =
  'FITS' | 'WARNING' | 'ABSENT' | 'ALREADY_WORKING' | 'BREAKS_RULE' | 'UNAVAILABLE';

export interface CandidateFinding {
  staffId: string;
  staffName: string;
  state: CandidateState;
  violations: NamedViolation[];
  /** A soft preference for the shift, the marker beside the name. */
  preference: 'PREFERRED' | 'RATHER_NOT' | null;
}

/** The ones who fit first, then warnings, rule breaks, people already working, absent people. */
const STATE_ORDER: Record<CandidateState, number> = {
  FITS: 0,
  WARNING: 1,
  BREAKS_RULE: 2,
  UNAVAILABLE: 3,
  ALREADY_WORKING: 4,
  ABSENT: 5,
};

/** The id a proposed shift carries in the checker (never a schedule entry's id). */
export const PROPOSED_SHIFT_ID = 'proposed';

export function stateOf(violations: readonly Violation[]): CandidateState {
  if (violations.some((v) => v.ruleId === 'duringAbsence' && v.severity === 'HARD')) return 'ABSENT';
  if (violations.some((v) => v.ruleId === 'doubleBooking' && v.severity === 'HARD')) return 'ALREADY_WORKING';
  if (violations.some((v) => v.ruleId === 'unavailable')) return 'UNAVAILABLE';
  if (violations.some((v) => v.severity === 'HARD')) return 'BREAKS_RULE';
  return violations.length > 0 ? 'WARNING' : 'FITS';
}

/**
 * What putting `staffId` on a proposed shift (its id PROPOSED_SHIFT_ID) would break: the domain's
 * `canWork` over the person's shifts in `entriesByStaff` (of `shiftsRange` around the days asked
 * about), prepared once for many questions, without the entry `replacing` (the one being
 * reassigned). The violations that involve the proposed shift or are new with it.
 */
export function proposalChecker(
  check: CheckContext,
  input: ScheduleInput,
  entriesByStaff: ReadonlyMap<string, readonly ScheduleEntry[]>,
  staffId: string,
  replacing?: string,
): (proposed: WorkedShift) => NamedViolation[] {
  const shifts: WorkedShift[] = [];
  for (const e of entriesByStaff.get(staffId) ?? []) {
    if (e.id === replacing) continue;
    const shift = workedShift(e);
    if (shift) shifts.push(shift);
  }
  const prepared = prepareCanWork({
    staffId,
    shifts,
    contracts: check.contracts,
    ruleSets: check.ruleSets,
    absences: checkedAbsences(input, new Set([staffId])),
    timeZone: check.timeZone,
  });
  const name = input.staff.find((m) => m.id === staffId)?.name ?? '';
  return (proposed) =>
    [...canWork(proposed, prepared), ...unavailabilityOf(check, [proposed])].map((v) => ({
      ...v,
      staffName: name,
    }));
}

/** The computed entries of `range` by staff member (open and cancelled ones left out). */
export function entriesByStaff(input: ScheduleInput, range: DateRange, today: string) {
  const byStaff = new Map<string, ScheduleEntry[]>();
  for (const e of buildSchedule(input, range, today).entries) {
    if (e.staffId === null || e.isCancelled) continue;
    const list = byStaff.get(e.staffId);
    if (list) list.push(e);
    else byStaff.set(e.staffId, [e]);
  }
  return byStaff;
}

/**
 * GET /api/schedules/candidates: every active member skilled for the shift type, with what
 * putting them on it on `date` would break; `entryId` (the computed entry being changed) is not
 * counted as one of its current holder's shifts. The ones who fit first, then by name.
 */
export async function listCandidates(
  ctx: AppContext,
  workspaceId: string,
  query: { date: string; shiftTypeId: string; entryId?: string | undefined },
): Promise<{ candidates: CandidateFinding[]; timeZone: string }> {
  const check = await loadCheckContext(ctx, ctx.db, workspaceId);
  const range = shiftsRange(check, { startDate: query.date, endDate: addDays(query.date, check.lookAhead) });
  const input = await repo.loadScheduleInput(ctx.db, workspaceId, range);
  const shiftType = input.shiftTypes.find((t) => t.id === query.shiftTypeId);
  if (!shiftType) throw AppError.notFound('shiftType');
  const byStaff = entriesByStaff(input, range, check.today);
  const candidates: CandidateFinding[] = [];
  for (const member of input.staff) {
    if (!member.active || !member.skills.includes(shiftType.id)) continue;
    const proposed: WorkedShift = {
      id: PROPOSED_SHIFT_ID,
      staffId: member.id,
      date: query.date,
      shiftTypeId: shiftType.id,
      shiftTypeName: shiftType.name,
      startTime: shiftType.startTime,
      endTime: shiftType.endTime,
    };
    const violations = proposalChecker(check, input, byStaff, member.id, query.entryId)(proposed);
    candidates.push({
      staffId: member.id,
      staffName: member.name,
      state: stateOf(violations),
      violations,
      preference: preferenceOf(check, member.id, proposed),
    });
  }
  candidates.sort(
    (a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.staffName.localeCompare(b.staffName),
  );
  return { candidates, timeZone: check.timeZone };
}

/** The days of `window` whose `week|day` of the pattern's cycle (day 0 = Monday) is one of `days`. */
function cycleDates(
  pattern: { startDate: string; weekCount: number },
  window: DateRange,
  days: ReadonlySet<string>,
): string[] {
  const dates: string[] = [];
  for (let d = window.startDate; d <= window.endDate; d = addDays(d, 1)) {
    if (days.has(`${rotationWeek(pattern.startDate, pattern.weekCount, d)}|${dayOfWeek(d)}`)) dates.push(d);
  }
  return dates;
}

/**
 * The rule context and a pattern's own input (that pattern, active or not, with the workspace's
 * shift types and staff), or 404 when the workspace has no such pattern.
 */
async function loadPatternOwn(ctx: AppContext, workspaceId: string, patternId: string) {
  const check = await loadCheckContext(ctx, ctx.db, workspaceId);
  const own = await repo.loadScheduleInput(
    ctx.db,
    workspaceId,
    { startDate: check.today, endDate: check.today },
    patternId,
  );
  const pattern = own.patterns[0];
  if (!pattern) throw AppError.notFound('rotationPattern');
  return { check, own, pattern };
}

/**
 * GET /api/rotation-patterns/{id}/slots/{slotId}/candidates: every active member skilled for the
 * requirement's shift type, with what assigning them to it would break, found as the assignment
 * write finds it (`checkRotationChange`): every occurrence of its day in the pattern's cycle
 * window, with the person's computed schedule. The ones who fit first, then by name.
 */
export async function listSlotCandidates(
  ctx: AppContext,
  workspaceId: string,
  patternId: string,
  slotId: string,
): Promise<{ candidates: CandidateFinding[]; timeZone: string }> {
  const { check, own, pattern } = await loadPatternOwn(ctx, workspaceId, patternId);
  const slot = pattern.slots.find((s) => s.id === slotId);
  if (!slot) throw AppError.notFound('requirement');
  const shiftType = own.shiftTypes.find((t) => t.id === slot.shiftTypeId);
  if (!shiftType) throw AppError.notFound('shiftType');
  const window = cycleWindow(pattern, check.today);
  const dates = window ? cycleDates(pattern, window, new Set([`${slot.weekNumber}|${slot.dayOfWeek}`])) : [];
  const skilled = own.staff.filter((m) => m.active && m.skills.includes(shiftType.id));
  let findingsOf = (_staffId: string): NamedViolation[] => [];
  if (dates.length > 0) {
    const first = dates[0]!;
    const last = dates[dates.length - 1]!;
    const range = shiftsRange(check, { startDate: first, endDate: last });
    const input = await repo.loadScheduleInput(ctx.db, workspaceId, range);
    const byStaff = entriesByStaff(input, range, check.today);
    const reported = { startDate: first, endDate: addDays(last, check.lookAhead) };
    findingsOf = (staffId) => {
      const shifts: WorkedShift[] = [];
      for (const e of byStaff.get(staffId) ?? []) {
        const shift = workedShift(e);
        if (shift) shifts.push(shift);
      }
      const proposed = dates.map((date) => `${PROPOSED_SHIFT_ID}:${date}`);
      dates.forEach((date, i) =>
        shifts.push({
          id: proposed[i]!,
          staffId,
          date,
          shiftTypeId: shiftType.id,
          shiftTypeName: shiftType.name,
          startTime: shiftType.startTime,
          endTime: shiftType.endTime,
        }),
      );
      const absences = checkedAbsences(input, new Set([staffId]));
      return runRules(check, input, shifts, absences, reported).filter(
        (v) => v.staffId === staffId && v.shiftIds.some((id) => proposed.includes(id)),
      );
    };
  }
  // The marker of a requirement: the first occurrence's preference in the cycle window.
  const first = dates[0];
  const candidates = skilled.map((member): CandidateFinding => {
    const violations = findingsOf(member.id);
    const preference = first
      ? preferenceOf(check, member.id, {
          date: first,
          startTime: shiftType.startTime,
          endTime: shiftType.endTime,
        })
      : null;
    return { staffId: member.id, staffName: member.name, state: stateOf(violations), violations, preference };
  });
  candidates.sort(
    (a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.staffName.localeCompare(b.staffName),
  );
  return { candidates, timeZone: check.timeZone };
}

/**
 * The window a pattern's own cycle is checked in: two cycles from its start date, or from the
 * Monday of this week when that is later; not past its end date. Null when it has ended.
 */
export function cycleWindow(
  pattern: { startDate: string; endDate: string | null; weekCount: number },
  today: string,
): DateRange | null {
  const thisMonday = startOfWeek(today);
  const from = pattern.startDate > thisMonday ? pattern.startDate : thisMonday;
  let to = addDays(from, pattern.weekCount * 14 - 1);
  if (pattern.endDate !== null && pattern.endDate < to) to = pattern.endDate;
  return to < from ? null : { startDate: from, endDate: to };
}

/**
 * Registered on the rotation module's hook (assignment-check-hook.ts): a rotation assignment
 * puts its person on every occurrence of its day in the pattern's cycle window, checked inside
 * the write's transaction. A duplicate or an import writes many at once: they are checked
 * together, each person's changed shifts being the occurrences of their own assignments.
 */
export async function checkRotationChange(
  ctx: AppContext,
  tx: DbOrTx,
  event: RotationAssignmentWritten,
): Promise<RuleOutcome> {
  if (event.assignments.length === 0) return NO_RULE_OUTCOME;
  const today = todayInTimeZone(
    ctx.clock.now().getTime(),
    (await repo.findWorkspaceInfo(tx, event.workspaceId))?.timeZone ?? 'UTC',
  );
  const window = cycleWindow(event.pattern, today);
  if (!window) return NO_RULE_OUTCOME;
  const key = (staffId: string, week: number, day: number, shiftTypeId: string) =>
    `${staffId}|${week}|${day}|${shiftTypeId}`;
  const written = new Set(
    event.assignments.map((a) => key(a.staffId, a.weekNumber, a.dayOfWeek, a.shiftTypeId)),
  );
  const dates = cycleDates(
    event.pattern,
    window,
    new Set(event.assignments.map((a) => `${a.weekNumber}|${a.dayOfWeek}`)),
  );
  if (dates.length === 0) return NO_RULE_OUTCOME;
  return enforceStaffChange(
    ctx,
    tx,
    event.workspaceId,
    {
      staffIds: [...new Set(event.assignments.map((a) => a.staffId))],
      dates,
      isChanged: (e) =>
        e.entryType === 'ROTATION' &&
        e.rotationPatternId === event.pattern.id &&
        e.staffId !== null &&
        e.rotationWeek !== null &&
        written.has(key(e.staffId, e.rotationWeek, dayOfWeek(e.date), e.shiftTypeId)),
    },
    event.acknowledge,
  );
}

/**
 * GET /api/rotation-patterns/{id}/violations: the violations of the pattern's own cycle, its
 * assignments laid over `cycleWindow` (overrides, claims, one-offs and absences left out, other
 * patterns too), whether or not it is active.
 */
export async function patternViolations(
  ctx: AppContext,
  workspaceId: string,
  patternId: string,
): Promise<RuleFindings> {
  const { check, own: loaded, pattern } = await loadPatternOwn(ctx, workspaceId, patternId);
  const window = cycleWindow(pattern, check.today);
  if (!window) return { violations: [], timeZone: check.timeZone };
  const input: ScheduleInput = {
    ...loaded,
    patterns: [{ ...pattern, active: true }],
    storedEntries: [],
    absences: [],
  };
  const shifts: WorkedShift[] = [];
  for (const e of buildSchedule(input, window, check.today).entries) {
    const shift = workedShift(e);
    if (shift) shifts.push(shift);
  }
  return { violations: runRules(check, input, shifts, [], window), timeZone: check.timeZone };
}
