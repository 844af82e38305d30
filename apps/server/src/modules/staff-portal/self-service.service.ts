/**
 * Staff self-service (docs/product/staff-login.md#self-service-calls): what a
 * staff member signed in by one-time code sees and does. Everything schedule-shaped comes from
 * the schedule engine (`loadScheduleInput` + `buildSchedule`), exactly as the admin calendar
 * computes it; "today" is the workspace's (docs/product/time-zones.md#workspace-time-zone).
 *
 * The claim rules (window, open occurrence, skill, absence, another shift that day, conflicts
 * in real hours with the day before and after) are the domain's `claims.ts`. Decided here:
 * - An open occurrence is a rotation occurrence without staff (no assignment and no stored
 *   row), or an unassigned OVERRIDE (docs/product/schedule.md#cancel-vs-unassign), or one the engine opened because its member
 *   was deactivated since (the claim takes that stored row); cancelled ones are never offered or claimable.
 *   Optional slots are claimable like required ones (`isOptional` tells the dashboard).
 * - Absences booked by staff are type OTHER; staff may delete their own absences only before
 *   they start (from the start date on, 400: ask a manager).
 * - Both claims and absences lock the staff member's row first, so one member's simultaneous
 *   requests are decided one after the other; claims of one shift by many members are decided
 *   by the database (the (slot, date) unique index, or a conditional UPDATE … WHERE staff_id
 *   IS NULL): exactly one wins, the others answer 409.
 */
import {
  MY_SHIFTS_DAYS,
  STAFF_ABSENCE_TYPE,
  type AvailableShifts,
  type Language,
  type MyShifts,
  type StaffAbsence,
  type StaffAbsenceBodySchema,
  type StaffOneOffShift,
  type StaffShiftConflict,
} from '@openrota/contracts';
import {
  addDays,
  buildSchedule,
  claimBlock,
  claimConflicts,
  claimWindow,
  isInactiveOn,
  isOpenOccurrence,
  shiftsByDate,
  todayInTimeZone,
  type ScheduleEntry,
  type ScheduleInput,
} from '@openrota/domain';
import type { z } from 'zod';
import type { AppContext, RequestMeta, StaffSessionContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { AppError, msg, type ErrorMessage } from '../../lib/app-error';
import {
  deleteAbsenceRow,
  findOverlappingAbsence,
  insertAbsenceRow,
  lockStaffMember,
} from '../absences/absences.service';
import { recordAudit } from '../audit/audit.service';
import { requireFeature } from '../licence/plan-limits';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  findSlotWithPattern,
  findStoredEntry,
  insertStoredEntry,
} from '../schedule/schedule-entries.service';
import { loadScheduleInput, staffMemberShifts } from '../schedule/schedule.service';
import {
  cachedValue,
  computedRange,
  keepValue,
  scheduleHead,
  type ScheduleHead,
} from '../schedule/schedule-cache';

/** What a staff read needs of the workspace to know its range. */
type StaffWorkspaceSettings = Pick<ScheduleHead, 'timeZone' | 'maxSelfPlanningDays' | 'absencesMinDelay'>;
import {
  enforceStaffChange,
  loadCheckContext,
  PROPOSED_SHIFT_ID,
  proposalChecker,
  shiftsRange,
} from '../schedule/rule-checks.service';
import { violationDtos } from '../../lib/rule-violations';
import * as repo from './self-service.repository';

type StaffAbsenceBody = z.output<typeof StaffAbsenceBodySchema>;
type Staff = Pick<StaffSessionContext, 'staffId' | 'workspaceId'>;

interface PlanningWindow {
  timeZone: string;
  today: string;
  /** today + maxSelfPlanningDays */
  endDate: string;
  maxSelfPlanningDays: number;
  absencesMinDelay: number;
}

function windowOf(ws: StaffWorkspaceSettings, today: string): PlanningWindow {
  return {
    timeZone: ws.timeZone,
    today,
    endDate: claimWindow(today, ws.maxSelfPlanningDays).endDate,
    maxSelfPlanningDays: ws.maxSelfPlanningDays,
    absencesMinDelay: ws.absencesMinDelay,
  };
}

async function planningWindow(ctx: AppContext, db: DbOrTx, workspaceId: string): Promise<PlanningWindow> {
  const ws = await repo.findWorkspaceSettings(db, workspaceId);
  if (!ws) throw AppError.notFound('workspace');
  return windowOf(ws, todayInTimeZone(ctx.clock.now().getTime(), ws.timeZone));
}

/**
 * The workspace's window (from `head`, the workspace's schedule version and settings, read when
 * not given) and the computed schedule of `rangeFor(window)` from the schedule cache, shared by
 * every staff member's reads.
 */
async function readSchedule(
  ctx: AppContext,
  workspaceId: string,
  rangeFor: (w: PlanningWindow) => { startDate: string; endDate: string },
  given?: ScheduleHead,
) {
  const head = given ?? (await scheduleHead(ctx, workspaceId));
  const w = windowOf(head, head.today);
  const { input, entries, byStaff, unstaffed } = await computedRange(ctx, workspaceId, rangeFor(w), { head });
  return { w, head, input, entries, byStaff, unstaffed };
}

/** One day either side of the window: shifts the member works then can overlap its first and last days. */
const windowAndNeighbours = (w: PlanningWindow) => ({
  startDate: addDays(w.today, -1),
  endDate: addDays(w.endDate, 1),
});
/** My shifts: from today, MY_SHIFTS_DAYS ahead or the claim window when longer. */
const myShiftsRange = (w: PlanningWindow) => ({
  startDate: w.today,
  endDate: addDays(w.today, Math.max(MY_SHIFTS_DAYS, w.maxSelfPlanningDays)),
});

/** The engine's schedule of [from, to] with its input. */
async function scheduleOf(db: DbOrTx, workspaceId: string, from: string, to: string, today: string) {
  const input = await loadScheduleInput(db, workspaceId, { startDate: from, endDate: to });
  return { input, entries: buildSchedule(input, { startDate: from, endDate: to }, today).entries };
}

/** The member as the engine knows them (skills included); a missing or inactive member has no session. */
function memberOf(input: ScheduleInput, staffId: string) {
  const member = input.staff.find((m) => m.id === staffId);
  if (!member || !member.active) throw AppError.unauthorized();
  return member;
}

/** Members who no longer work on `date` (deactivated): stored rows naming them are open. */
function leaversOn(input: ScheduleInput, date: string): string[] {
  return input.staff.filter((s) => isInactiveOn(s, date)).map((s) => s.id);
}

/** The member's shifts of the day before and after whose hours overlap `slot`'s, as the dashboard's conflicts. */
function conflictsOf(
  slot: Pick<ScheduleEntry, 'date' | 'shiftType'>,
  mine: ReadonlyMap<string, readonly ScheduleEntry[]>,
  timeZone: string,
): StaffShiftConflict[] {
  return claimConflicts(slot, mine, timeZone).map((other) => ({
    kind: 'OVERLAPPING_SHIFT',
    date: other.date,
    shiftType: other.shiftType,
    message: `Overlaps your ${other.shiftType.name} shift on ${other.date} (${other.shiftType.startTime}–${other.shiftType.endTime})`,
  }));
}

/** By entry id, the sentences of what a claim would break; `unavailable`: the member said they cannot work then. */
type RuleBlocks = Map<string, { messages: string[]; unavailable: boolean }>;

/**
 * The sentences of the hard working-time rules the member would break by claiming each of
 * `shifts` (by entry id; none: claimable), in `language` (docs/product/working-time.md#where-the-checker-acts).
 * Their shifts come from the shared cached schedule of the window with the rules' look-back.
 */
async function ruleBlocks(
  ctx: AppContext,
  staff: Staff,
  w: PlanningWindow,
  head: ScheduleHead,
  shifts: readonly ScheduleEntry[],
  language: Language,
): Promise<RuleBlocks> {
  const blocks: RuleBlocks = new Map();
  if (shifts.length === 0) return blocks;
  const check = await loadCheckContext(ctx, ctx.db, staff.workspaceId, [staff.staffId]);
  const range = shiftsRange(check, { startDate: w.today, endDate: w.endDate });
  const { input, byStaff } = await computedRange(ctx, staff.workspaceId, range, { head });
  const propose = proposalChecker(check, input, byStaff, staff.staffId);
  for (const e of shifts) {
    const hard = propose({
      id: PROPOSED_SHIFT_ID,
      staffId: staff.staffId,
      date: e.date,
      shiftTypeId: e.shiftTypeId,
      shiftTypeName: e.shiftType.name,
      startTime: e.shiftType.startTime,
      endTime: e.shiftType.endTime,
    }).filter((v) => v.severity === 'HARD');
    if (hard.length > 0)
      blocks.set(e.id, {
        messages: violationDtos({ violations: hard, timeZone: check.timeZone }, language).map(
          (v) => v.message,
        ),
        unavailable: hard.some((v) => v.ruleId === 'unavailable'),
      });
  }
  return blocks;
}

/**
 * GET /api/staff-auth/available-shifts. Kept in the schedule cache per member and language under
 * the schedule version read before it is computed (its rule checks are the costly part; the
 * member's next read of an unchanged schedule is then one primary-key read).
 */
export async function availableShifts(
  ctx: AppContext,
  staff: Staff,
  language: Language = 'en',
  given?: ScheduleHead,
): Promise<AvailableShifts> {
  const head = given ?? (await scheduleHead(ctx, staff.workspaceId));
  const key = `available-shifts|${staff.workspaceId}|${head.version}|${head.today}|${staff.staffId}|${language}`;
  const kept = cachedValue<AvailableShifts>(ctx, key);
  if (kept) return kept;
  const answer = await computeAvailableShifts(ctx, staff, language, head);
  keepValue(ctx, key, answer, 1000 + answer.availableSlots.length * 1000);
  return answer;
}

async function computeAvailableShifts(
  ctx: AppContext,
  staff: Staff,
  language: Language,
  given: ScheduleHead,
): Promise<AvailableShifts> {
  const { w, head, input, byStaff, unstaffed } = await readSchedule(
    ctx,
    staff.workspaceId,
    windowAndNeighbours,
    given,
  );
  const member = memberOf(input, staff.staffId);
  const mine = shiftsByDate(byStaff.get(member.id) ?? [], member.id);
  const availableSlots: AvailableShifts['availableSlots'] = [];
  const offered = unstaffed.filter(
    (e) =>
      e.date >= w.today &&
      e.date <= w.endDate &&
      isOpenOccurrence(e) &&
      !claimBlock(member, e, input.absences, mine.get(e.date) ?? []),
  );
  const blocks = await ruleBlocks(ctx, staff, w, head, offered, language);
  for (const e of offered) {
    const ruleMessages = blocks.get(e.id)?.messages ?? [];
    // A shift the member said they cannot work is never offered (availability.ts).
    if (blocks.get(e.id)?.unavailable) continue;
    const conflicts = conflictsOf(e, mine, w.timeZone);
    availableSlots.push({
      id: e.rotationSlotId!,
      rotationSlotId: e.rotationSlotId!,
      date: e.date,
      shiftType: e.shiftType,
      isOptional: e.isOptional,
      rotationPatternName: e.rotationPatternName ?? '',
      availablePositions: 1,
      requiredCount: 1,
      scheduleEntryId: e.scheduleEntryId,
      hasConflict: conflicts.length > 0,
      conflicts,
      blockedBy: ruleMessages.length > 0 ? 'RULE' : null,
      ruleMessages,
    });
  }
  const names = new Map(input.shiftTypes.map((t) => [t.id, t.name]));
  const staffSkills = member.skills
    .filter((id) => names.has(id))
    .map((id) => ({ shiftTypeId: id, name: names.get(id)! }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    availableSlots,
    maxSelfPlanningDays: w.maxSelfPlanningDays,
    staffSkills,
    today: w.today,
    endDate: w.endDate,
  };
}

/** GET /api/staff-auth/my-shifts: from today, MY_SHIFTS_DAYS ahead (or the claim window when longer). */
export async function myShifts(ctx: AppContext, staff: Staff, given?: ScheduleHead): Promise<MyShifts> {
  const head = given ?? (await scheduleHead(ctx, staff.workspaceId));
  const w = windowOf(head, head.today);
  const { endDate } = myShiftsRange(w);
  const { computed, shifts: mine } = await staffMemberShifts(
    ctx,
    staff.workspaceId,
    staff.staffId,
    myShiftsRange(w),
    head,
  );
  memberOf(computed.input, staff.staffId);
  const created = await repo.entryCreatedAt(
    ctx.db,
    staff.workspaceId,
    mine.flatMap((e) => (e.scheduleEntryId ? [e.scheduleEntryId] : [])),
  );
  return {
    today: w.today,
    endDate,
    upcomingShifts: mine.map((e) => ({
      id: e.id,
      date: e.date,
      shiftType: e.shiftType,
      rotationPattern:
        e.rotationPatternId && e.rotationPatternName
          ? { id: e.rotationPatternId, name: e.rotationPatternName }
          : null,
      entryType: e.entryType,
      description: e.description,
      createdAt: e.scheduleEntryId ? (created.get(e.scheduleEntryId)?.toISOString() ?? null) : null,
      duringAbsence: e.hasAbsence,
    })),
  };
}

function toStaffAbsence(
  a: { id: string; startDate: string; endDate: string; reason: string | null; type: StaffAbsence['type'] },
  today: string,
): StaffAbsence {
  return {
    id: a.id,
    startDate: a.startDate,
    endDate: a.endDate,
    reason: a.reason,
    type: a.type,
    canDelete: a.startDate > today,
  };
}

/** GET /api/staff-auth/absences: own absences ending today or later. */
export async function upcomingAbsences(
  ctx: AppContext,
  staff: Staff,
): Promise<{ upcomingAbsences: StaffAbsence[] }> {
  const w = await planningWindow(ctx, ctx.db, staff.workspaceId);
  const rows = await repo.listOwnAbsences(ctx.db, staff.workspaceId, staff.staffId, w.today);
  return { upcomingAbsences: rows.map((a) => toStaffAbsence(a, w.today)) };
}

/** GET /api/staff-auth/one-off-shifts: one-offs in the claim window; open ones only of types the member is skilled for. */
export async function oneOffShifts(
  ctx: AppContext,
  staff: Staff,
  language: Language = 'en',
): Promise<{ availableOneOffShifts: StaffOneOffShift[] }> {
  const { w, head, input, entries, byStaff } = await readSchedule(
    ctx,
    staff.workspaceId,
    windowAndNeighbours,
  );
  const member = memberOf(input, staff.staffId);
  const mine = shiftsByDate(byStaff.get(member.id) ?? [], member.id);
  const availableOneOffShifts: StaffOneOffShift[] = [];
  const listed = entries.filter(
    (e) => e.isOneOffShift && e.scheduleEntryId && e.date >= w.today && e.date <= w.endDate,
  );
  const blocks = await ruleBlocks(
    ctx,
    staff,
    w,
    head,
    listed.filter(
      (e) => e.staffId === null && !claimBlock(member, e, input.absences, mine.get(e.date) ?? []),
    ),
    language,
  );
  for (const e of listed) {
    if (!e.scheduleEntryId) continue;
    const open = e.staffId === null;
    const blocked = open ? claimBlock(member, e, input.absences, mine.get(e.date) ?? []) : null;
    if (blocked?.reason === 'NOT_QUALIFIED') continue;
    const ruleMessages = blocks.get(e.id)?.messages ?? [];
    const blockedBy = blocked?.reason ?? (ruleMessages.length > 0 ? 'RULE' : null);
    const canClaim = open && blockedBy === null;
    const conflicts = canClaim ? conflictsOf(e, mine, w.timeZone) : [];
    availableOneOffShifts.push({
      id: e.scheduleEntryId,
      date: e.date,
      shiftType: e.shiftType,
      description: e.description,
      staffId: e.staffId,
      staff: e.staff,
      canClaim,
      blockedBy,
      ruleMessages,
      hasConflict: conflicts.length > 0,
      conflicts,
    });
  }
  return { availableOneOffShifts };
}

/** 400 (field `field`) outside today … today + maxSelfPlanningDays. */
function checkWindow(w: PlanningWindow, date: string, field: string) {
  if (date < w.today) throw AppError.badRequest(msg('staffPortal.shiftInPast', { date }), field);
  if (date > w.endDate) {
    throw AppError.badRequest(
      msg('staffPortal.tooFarAhead', { days: w.maxSelfPlanningDays, end: w.endDate }),
      field,
    );
  }
}

/** The member's own situation on `date`: skilled for the type, not absent, not already working (each with its reason). */
function checkMemberFree(
  input: ScheduleInput,
  entries: readonly ScheduleEntry[],
  staffId: string,
  shift: Pick<ScheduleEntry, 'id' | 'date' | 'shiftTypeId' | 'shiftType'>,
  skillField: string,
) {
  const member = memberOf(input, staffId);
  const blocked = claimBlock(member, shift, input.absences, entries);
  if (blocked?.reason === 'NOT_QUALIFIED')
    throw AppError.badRequest(
      msg('staffPortal.notQualified', { shiftType: shift.shiftType.name }),
      skillField,
    );
  if (blocked?.reason === 'ABSENT')
    throw AppError.conflict(
      msg('staffPortal.absentOn', {
        date: shift.date,
        start: blocked.absence.startDate,
        end: blocked.absence.endDate,
      }),
      'date',
    );
  if (blocked?.reason === 'WORKING')
    throw AppError.conflict(
      msg('staffPortal.alreadyWorkingThatDay', { shiftType: blocked.shift.shiftType.name, date: shift.date }),
      'date',
    );
  return member;
}

const taken = () => AppError.conflict(msg('staffPortal.claimTaken'));

/**
 * The working-time check of a claim, inside its transaction after the write: a hard violation
 * answers 409 RULE_VIOLATION and rolls the claim back; staff cannot acknowledge one
 * (docs/product/working-time.md#where-the-checker-acts). A change made since the list was read is seen here.
 */
function checkClaim(ctx: AppContext, tx: DbOrTx, staff: Staff, row: { id: string; date: string }) {
  return enforceStaffChange(
    ctx,
    tx,
    staff.workspaceId,
    { staffIds: [staff.staffId], dates: [row.date], isChanged: (e) => e.scheduleEntryId === row.id },
    undefined,
  );
}

/** POST /api/staff-auth/claim-shift: the member takes an open rotation occurrence (a CLAIMED entry). */
export async function claimShift(
  ctx: AppContext,
  staff: Staff,
  body: { rotationSlotId: string; date: string },
  meta: RequestMeta,
) {
  await requireFeature(ctx.db, staff.workspaceId, 'selfPlanning');
  try {
    return await ctx.db.transaction(async (tx) => {
      if (!(await lockStaffMember(tx, staff.workspaceId, staff.staffId))) throw AppError.unauthorized();
      const found = await findSlotWithPattern(tx, staff.workspaceId, body.rotationSlotId);
      if (!found) throw AppError.notFound('rotationSlot');
      const w = await planningWindow(ctx, tx, staff.workspaceId);
      checkWindow(w, body.date, 'date');
      const { input, entries } = await scheduleOf(tx, staff.workspaceId, body.date, body.date, w.today);
      const shift = entries.find((e) => e.rotationSlotId === found.slot.id && !e.isOneOffShift);
      if (!shift) throw AppError.badRequest(msg('staffPortal.notOnDate', { date: body.date }), 'date');
      if (shift.isCancelled)
        throw AppError.conflict(msg('staffPortal.cancelled', { date: body.date }), 'rotationSlotId');
      if (shift.staffId === staff.staffId)
        throw AppError.conflict(msg('staffPortal.alreadyYours'), 'rotationSlotId');
      if (shift.staffId !== null)
        throw shift.entryType === 'CLAIMED'
          ? taken()
          : AppError.conflict(msg('staffPortal.alreadyFilled', { date: body.date }), 'rotationSlotId');
      const member = checkMemberFree(input, entries, staff.staffId, shift, 'rotationSlotId');
      const now = ctx.clock.now();
      const row = shift.scheduleEntryId
        ? await repo.claimOpenOverride(
            tx,
            staff.workspaceId,
            shift.scheduleEntryId,
            member.id,
            now,
            leaversOn(input, body.date),
          )
        : await insertStoredEntry(tx, {
            workspaceId: staff.workspaceId,
            date: body.date,
            entryType: 'CLAIMED',
            shiftTypeId: shift.shiftType.id,
            staffId: member.id,
            rotationSlotId: found.slot.id,
            rotationPatternId: found.pattern.id,
            originalStaffId: null,
            isCancelled: false,
            createdByStaffId: member.id,
            createdAt: now,
            updatedAt: now,
          });
      if (!row) throw taken();
      const rules = await checkClaim(ctx, tx, staff, { id: row.id, date: body.date });
      await recordAudit(
        tx,
        {
          workspaceId: staff.workspaceId,
          staffId: member.id,
          action: 'CLAIM',
          resource: 'SCHEDULE_ENTRY',
          resourceId: row.id,
          resourceName: `${shift.shiftType.name} ${body.date}`,
          description: `${member.name} claimed ${shift.shiftType.name} on ${body.date} of "${found.pattern.name}"${shift.scheduleEntryId ? ' (left open by an override)' : ''}`,
          metadata: { rotationSlotId: found.slot.id, date: body.date, ...rules.auditMetadata },
        },
        meta,
      );
      return { scheduleEntryId: row.id, date: body.date };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

/** POST /api/staff-auth/claim-one-off-shift: the member takes an open one-off shift. */
export async function claimOneOffShift(
  ctx: AppContext,
  staff: Staff,
  body: { scheduleEntryId: string },
  meta: RequestMeta,
) {
  await requireFeature(ctx.db, staff.workspaceId, 'selfPlanning');
  return ctx.db.transaction(async (tx) => {
    if (!(await lockStaffMember(tx, staff.workspaceId, staff.staffId))) throw AppError.unauthorized();
    const stored = await findStoredEntry(tx, staff.workspaceId, body.scheduleEntryId);
    if (!stored || stored.entryType !== 'ONE_OFF') throw AppError.notFound('oneOffShift');
    const w = await planningWindow(ctx, tx, staff.workspaceId);
    checkWindow(w, stored.date, 'scheduleEntryId');
    const { input, entries } = await scheduleOf(tx, staff.workspaceId, stored.date, stored.date, w.today);
    const shift = entries.find((e) => e.scheduleEntryId === stored.id);
    if (!shift) throw AppError.notFound('oneOffShift');
    if (shift.staffId === staff.staffId)
      throw AppError.conflict(msg('staffPortal.alreadyYours'), 'scheduleEntryId');
    if (shift.staffId !== null) throw taken();
    const member = checkMemberFree(input, entries, staff.staffId, shift, 'scheduleEntryId');
    const row = await repo.claimOpenOneOff(
      tx,
      staff.workspaceId,
      stored.id,
      member.id,
      ctx.clock.now(),
      leaversOn(input, stored.date),
    );
    if (!row) throw taken();
    const rules = await checkClaim(ctx, tx, staff, { id: row.id, date: stored.date });
    await recordAudit(
      tx,
      {
        workspaceId: staff.workspaceId,
        staffId: member.id,
        action: 'CLAIM',
        resource: 'SCHEDULE_ENTRY',
        resourceId: row.id,
        resourceName: `${shift.shiftType.name} ${stored.date}`,
        description: `${member.name} claimed the one-off shift ${shift.shiftType.name} on ${stored.date}${stored.description ? `: ${stored.description}` : ''}`,
        ...(Object.keys(rules.auditMetadata).length > 0 ? { metadata: rules.auditMetadata } : {}),
      },
      meta,
    );
    return { scheduleEntryId: row.id, date: stored.date };
  });
}

const period = (a: { startDate: string; endDate: string }) =>
  a.startDate === a.endDate ? a.startDate : `${a.startDate} – ${a.endDate}`;

/** The message (and the web's absenceMinDelay rule): start not before today + absencesMinDelay. */
export function absenceMinDelayMessage(minDelay: number, earliest: string): ErrorMessage {
  if (minDelay === 0) return msg('staffPortal.absenceInPast');
  return msg('staffPortal.absenceMinDelay', { count: minDelay, earliest });
}

/** POST /api/staff-auth/absence: an own absence (type OTHER), start not before today + absencesMinDelay, no overlap (409). */
export async function createOwnAbsence(
  ctx: AppContext,
  staff: Staff,
  body: StaffAbsenceBody,
  meta: RequestMeta,
): Promise<StaffAbsence> {
  return ctx.db.transaction(async (tx) => {
    const w = await planningWindow(ctx, tx, staff.workspaceId);
    const earliest = addDays(w.today, w.absencesMinDelay);
    if (body.startDate < earliest)
      throw AppError.badRequest(absenceMinDelayMessage(w.absencesMinDelay, earliest), 'startDate');
    // The absences module's rule and lock: the member's row is locked while checking for overlaps.
    const member = await lockStaffMember(tx, staff.workspaceId, staff.staffId);
    if (!member) throw AppError.unauthorized();
    const overlap = await findOverlappingAbsence(
      tx,
      staff.workspaceId,
      staff.staffId,
      body.startDate,
      body.endDate,
    );
    if (overlap)
      throw AppError.conflict(
        msg('staffPortal.absenceOverlap', { start: overlap.startDate, end: overlap.endDate }),
        'startDate',
      );
    const now = ctx.clock.now();
    const row = await insertAbsenceRow(tx, {
      workspaceId: staff.workspaceId,
      staffId: member.id,
      startDate: body.startDate,
      endDate: body.endDate,
      type: STAFF_ABSENCE_TYPE,
      reason: body.reason,
      createdByStaffId: member.id,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      {
        workspaceId: staff.workspaceId,
        staffId: member.id,
        action: 'CREATE',
        resource: 'ABSENCE',
        resourceId: row.id,
        resourceName: member.name,
        description: `${member.name} scheduled an absence for ${period(row)}${row.reason ? `: ${row.reason}` : ''}`,
      },
      meta,
    );
    return toStaffAbsence(row, w.today);
  });
}

/** DELETE /api/staff-auth/absence/:id: own absences only (404 otherwise), and only before they start (400). */
export async function deleteOwnAbsence(
  ctx: AppContext,
  staff: Staff,
  id: string,
  meta: RequestMeta,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const member = await lockStaffMember(tx, staff.workspaceId, staff.staffId);
    if (!member) throw AppError.unauthorized();
    const absence = await repo.findOwnAbsence(tx, staff.workspaceId, staff.staffId, id);
    if (!absence) throw AppError.notFound('absence');
    const w = await planningWindow(ctx, tx, staff.workspaceId);
    if (absence.startDate <= w.today) {
      throw AppError.badRequest(msg('staffPortal.absenceStarted'), 'id');
    }
    await deleteAbsenceRow(tx, staff.workspaceId, id);
    await recordAudit(
      tx,
      {
        workspaceId: staff.workspaceId,
        staffId: member.id,
        action: 'DELETE',
        resource: 'ABSENCE',
        resourceId: id,
        resourceName: member.name,
        description: `${member.name} deleted their absence for ${period(absence)}`,
      },
      meta,
    );
  });
}
