/**
 * Shift trades: swaps and give-aways between staff members. Who may take part is the domain's
 * `tradeCandidates` / `tradeBlocks` (packages/domain/src/trades.ts), over the computed schedule
 * read here; the same rule lists the colleagues and re-checks a trade when it is applied.
 *
 * - A member offers one of their upcoming shifts (a rotation occurrence or a one-off shift they
 *   hold, not cancelled, not started): GIVE_AWAY (any colleague the rule allows may take it) or
 *   SWAP (for one of the named colleagues' shifts). A swap option the rule refuses is refused
 *   (400), so no colleague is ever offered a trade that breaks their rules.
 * - A colleague accepts: the trade row is locked (`SELECT … FOR UPDATE`), so of two simultaneous
 *   accepts exactly one finds it OPEN; the other answers 409. Then both sides are re-checked.
 * - The workspace's `tradeApproval`: MANAGER (the trade waits as ACCEPTED until a manager
 *   approves or refuses it with a reason) or AUTOMATIC (applied at once, managers are mailed).
 * - Applying is one transaction: each shift must still be held by the person who offered it
 *   (else the trade becomes VOID with what changed, answered 409), both sides pass the rule
 *   again, and each shift is stored as an override of the rotation (a conditional update of an
 *   existing stored row, or a new OVERRIDE row; the rotation pattern is untouched), the
 *   schedule's own working-time check runs on the result, and both members are audited.
 * - An offer expires when its shift starts (`startsAt`): reads show it EXPIRED, writes refuse it.
 *   The offerer may withdraw an offer not yet accepted.
 * Mails (en/nl, the recipient's language) go out after the transaction commits; a mail that
 * fails is logged and does not undo the trade.
 */
import {
  type CreateTradeBodySchema,
  type Language,
  type StaffTrades,
  type Trade,
  type TradeApproval,
  type TradeCandidates,
  type TradeReason,
  type TradeShift,
  type TradeShiftPick,
  type TradeStatus,
  type TradesList,
} from '@openrota/contracts';
import {
  addDays,
  availabilityFor,
  buildSchedule,
  isInactiveOn,
  timedShiftInterval,
  toDayNumber,
  tradeBlocks,
  tradeCandidates,
  zonedInstant,
  type ScheduleEntry,
  type ScheduleInput,
  type AvailabilityCheck,
  type TradeBlock,
  type TradeKind,
  type TradeMember,
  type TradeWorld,
  type WorkedShift,
} from '@openrota/domain';
import { translate } from '@openrota/i18n';
import type { z } from 'zod';
import type { AppContext, RequestMeta, StaffSessionContext, WorkspaceContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/database';
import type { TradeShiftRef } from '../../db/schema/trades';
import { AppError, msg } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { violationDtos } from '../../lib/rule-violations';
import { lockStaffMember } from '../absences/absences.service';
import { recordAudit } from '../audit/audit.service';
import { requireFeature } from '../licence/plan-limits';
import {
  checkedAbsences,
  enforceStaffChange,
  loadCheckContext,
  shiftsRange,
  workedShift,
  type CheckContext,
} from '../schedule/rule-checks.service';
import { insertStoredEntry, moveStoredEntryStaff } from '../schedule/schedule-entries.service';
import { loadScheduleInput } from '../schedule/schedule.service';
import { tradeMails, type TradeMailEvent } from './trades-mail';
import * as repo from './trades.repository';

type Staff = Pick<StaffSessionContext, 'staffId' | 'workspaceId'>;
type CreateTradeBody = z.output<typeof CreateTradeBodySchema>;
type Row = repo.TradeRow;

const PENDING: readonly TradeStatus[] = ['OPEN', 'ACCEPTED'];

/** The schedule of the days a trade touches, with the rules' reach either side. */
interface TradeSchedule {
  check: CheckContext;
  input: ScheduleInput;
  entries: ScheduleEntry[];
}

async function scheduleAround(
  ctx: AppContext,
  db: DbOrTx,
  workspaceId: string,
  from: string,
  to: string,
): Promise<TradeSchedule> {
  const check = await loadCheckContext(ctx, db, workspaceId);
  const range = shiftsRange(check, { startDate: from, endDate: to });
  const input = await loadScheduleInput(db, workspaceId, range);
  return { check, input, entries: buildSchedule(input, range, check.today).entries };
}

/** A shift a trade may name: held by someone, not cancelled, a rotation occurrence with a slot or a one-off. */
function isTradable(e: ScheduleEntry): boolean {
  if (e.staffId === null || e.isCancelled) return false;
  return e.isOneOffShift ? e.scheduleEntryId !== null : e.rotationSlotId !== null;
}

function refOf(e: ScheduleEntry): TradeShiftRef {
  return {
    date: e.date,
    rotationSlotId: e.isOneOffShift ? null : e.rotationSlotId,
    scheduleEntryId: e.isOneOffShift ? e.scheduleEntryId : null,
    staffId: e.staffId!,
  };
}

/** The computed entry a reference names today (whoever holds it now). */
function entryOf(entries: readonly ScheduleEntry[], ref: Omit<TradeShiftRef, 'staffId'>) {
  return ref.rotationSlotId
    ? entries.find((e) => e.date === ref.date && !e.isOneOffShift && e.rotationSlotId === ref.rotationSlotId)
    : entries.find((e) => e.isOneOffShift && e.scheduleEntryId === ref.scheduleEntryId);
}

/** The entry only while the person the trade names still holds it (not cancelled). */
function heldEntry(entries: readonly ScheduleEntry[], ref: TradeShiftRef) {
  const e = entryOf(entries, ref);
  return e && e.staffId === ref.staffId && !e.isCancelled ? e : undefined;
}

/** When the shift starts (midnight of its date for a type without times), epoch ms. */
function startOf(e: Pick<ScheduleEntry, 'date' | 'shiftType'>, timeZone: string): number {
  return timedShiftInterval(e, timeZone)?.start ?? zonedInstant(toDayNumber(e.date), 0, timeZone);
}

function memberOf(input: ScheduleInput, staffId: string, date: string): TradeMember {
  const m = input.staff.find((s) => s.id === staffId);
  if (!m) return { id: staffId, active: false, skills: [] };
  return { id: m.id, active: m.active && !isInactiveOn(m, date), skills: m.skills };
}

function worldOf(s: TradeSchedule): TradeWorld {
  const shifts: WorkedShift[] = [];
  for (const e of s.entries) {
    const w = workedShift(e);
    if (w) shifts.push(w);
  }
  return {
    shifts,
    absences: checkedAbsences(s.input),
    rules: { contracts: s.check.contracts, ruleSets: s.check.ruleSets, timeZone: s.check.timeZone },
  };
}

const worked = (e: ScheduleEntry): WorkedShift => workedShift(e)!;

/**
 * The trade rule's availability check (packages/domain/src/trades.ts `availabilityBlock`): a
 * person is refused a shift they said they cannot work, the HARD level of `availabilityFor` over
 * the workspace's availability loaded with the check context. Used by the list and every write.
 */
function unavailableIn(s: Pick<TradeSchedule, 'check'>): AvailabilityCheck {
  const { availability, timeZone } = s.check;
  return (staffId, shift) => {
    const person = availability.get(staffId);
    return person !== undefined && availabilityFor(person, shift, timeZone).level === 'HARD';
  };
}

function staffRef(input: ScheduleInput, id: string) {
  const m = input.staff.find((s) => s.id === id);
  return { id, name: m?.name ?? '', shortName: m?.shortName ?? null };
}

function shiftDto(
  input: ScheduleInput,
  entries: readonly ScheduleEntry[],
  ref: TradeShiftRef,
  shiftTypeId?: string,
): TradeShift {
  const e = entryOf(entries, ref);
  const typeId = e?.shiftTypeId ?? shiftTypeId;
  const t = input.shiftTypes.find((st) => st.id === typeId);
  return {
    shiftId: e?.id ?? '',
    date: ref.date,
    rotationSlotId: ref.rotationSlotId,
    scheduleEntryId: ref.scheduleEntryId,
    shiftType: e?.shiftType ?? {
      id: typeId ?? '00000000-0000-0000-0000-000000000000',
      name: t?.name ?? '',
      shortName: t?.shortName ?? null,
      color: t?.color ?? '#888888',
      startTime: t?.startTime ?? null,
      endTime: t?.endTime ?? null,
    },
    staff: staffRef(input, ref.staffId),
  };
}

/** Why a pending trade can no longer happen as offered (a shift changed), or null. */
function voidReasonOf(row: Row, entries: readonly ScheduleEntry[]): 'OFFERED' | 'RETURN' | null {
  const offered: TradeShiftRef = refOfRow(row);
  if (!heldEntry(entries, offered)) return 'OFFERED';
  if (row.acceptedShift && !heldEntry(entries, row.acceptedShift)) return 'RETURN';
  return null;
}

function refOfRow(row: Row): TradeShiftRef {
  return {
    date: row.shiftDate,
    rotationSlotId: row.rotationSlotId,
    scheduleEntryId: row.scheduleEntryId,
    staffId: row.offeredByStaffId,
  };
}

/**
 * The trade as its readers see it: a pending trade whose shift started shows EXPIRED, one whose
 * shift changed hands meanwhile VOID with what changed (in `language`); both as they will be
 * stored by the next write that touches it.
 */
function toDto(row: Row, s: Pick<TradeSchedule, 'input' | 'entries'>, now: Date, language: Language): Trade {
  let status: TradeStatus = row.status;
  let reason = row.reason;
  if (PENDING.includes(status)) {
    if (row.startsAt.getTime() <= now.getTime()) status = 'EXPIRED';
    else {
      const why = voidReasonOf(row, s.entries);
      if (why) {
        status = 'VOID';
        reason = translate(language, why === 'OFFERED' ? 'trades.void.offered' : 'trades.void.return');
      }
    }
  }
  return {
    id: row.id,
    kind: row.kind,
    status,
    shift: shiftDto(s.input, s.entries, refOfRow(row), row.shiftTypeId),
    offeredBy: staffRef(s.input, row.offeredByStaffId),
    swapOptions: row.swapOptions.map((o) => shiftDto(s.input, s.entries, o)),
    acceptedBy: row.acceptedByStaffId ? staffRef(s.input, row.acceptedByStaffId) : null,
    acceptedShift: row.acceptedShift ? shiftDto(s.input, s.entries, row.acceptedShift) : null,
    note: row.note,
    reason,
    startsAt: row.startsAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The reasons of the domain in sentences of `language`. */
function reasonDtos(blocks: readonly TradeBlock[], s: TradeSchedule, language: Language): TradeReason[] {
  return blocks.flatMap((b): TradeReason[] => {
    const name = staffRef(s.input, b.staffId).name;
    const shift = s.entries.find((e) => e.id === b.shiftId);
    const values = { name, shiftType: shift?.shiftType.name ?? '', date: shift?.date ?? '' };
    if (b.reason === 'BREAKS_RULE')
      return violationDtos(
        { violations: b.violations.map((v) => ({ ...v, staffName: name })), timeZone: s.check.timeZone },
        language,
      ).map((v) => ({ reason: b.reason, staffId: b.staffId, message: v.message }));
    if (b.reason === 'WORKING') {
      const other = s.entries.find((e) => e.id === b.otherShiftId);
      return [
        {
          reason: b.reason,
          staffId: b.staffId,
          message: translate(language, 'trades.reasons.WORKING', {
            ...values,
            other: other?.shiftType.name ?? '',
          }),
        },
      ];
    }
    return [
      {
        reason: b.reason,
        staffId: b.staffId,
        message: translate(language, `trades.reasons.${b.reason}`, values),
      },
    ];
  });
}

async function workspaceOf(db: DbOrTx, workspaceId: string) {
  const ws = await repo.findWorkspace(db, workspaceId);
  if (!ws) throw AppError.notFound('workspace');
  return ws;
}

/** The member's own upcoming tradable shift named by `pick` (404 when it is not theirs). */
function ownShift(s: TradeSchedule, staffId: string, pick: TradeShiftPick, now: Date, field: string) {
  const e = s.entries.find((x) => x.date === pick.date && x.id === pick.shiftId);
  if (!e) throw AppError.notFound('scheduleEntry');
  if (e.staffId !== staffId) throw AppError.badRequest(msg('trades.notYourShift'), field);
  if (!isTradable(e)) throw AppError.badRequest(msg('trades.notTradable'), field);
  if (startOf(e, s.check.timeZone) <= now.getTime())
    throw AppError.badRequest(msg('trades.shiftStarted', { date: e.date }), field);
  return e;
}

/** The colleagues' shifts a swap may ask for: upcoming, tradable, in the claim window. */
function swapCandidatesOf(s: TradeSchedule, staffId: string, from: string, to: string, now: Date) {
  return s.entries.filter(
    (e) =>
      e.date >= from &&
      e.date <= to &&
      e.staffId !== null &&
      e.staffId !== staffId &&
      isTradable(e) &&
      startOf(e, s.check.timeZone) > now.getTime(),
  );
}

/** GET /api/staff-auth/trades/candidates: every colleague, whether they may take the shift, and why not. */
export async function tradeCandidatesFor(
  ctx: AppContext,
  staff: Staff,
  query: TradeShiftPick & { kind: TradeKind },
  language: Language,
): Promise<TradeCandidates> {
  await requireFeature(ctx.db, staff.workspaceId, 'selfPlanning');
  const ws = await workspaceOf(ctx.db, staff.workspaceId);
  const now = ctx.clock.now();
  const check = await loadCheckContext(ctx, ctx.db, staff.workspaceId);
  const end = addDays(check.today, ws.maxSelfPlanningDays);
  const from = query.date < check.today ? query.date : check.today;
  const s = await scheduleAround(ctx, ctx.db, staff.workspaceId, from, end > query.date ? end : query.date);
  const mine = ownShift(s, staff.staffId, query, now, 'shiftId');
  const swaps = query.kind === 'SWAP' ? swapCandidatesOf(s, staff.staffId, check.today, end, now) : [];
  const members = s.input.staff.filter((m) => m.active).map((m) => memberOf(s.input, m.id, mine.date));
  const found = tradeCandidates(
    {
      kind: query.kind,
      offerer: memberOf(s.input, staff.staffId, mine.date),
      offered: worked(mine),
      members,
      swapShifts: swaps.map(worked),
    },
    worldOf(s),
    unavailableIn(s),
  );
  const byId = new Map(s.entries.map((e) => [e.id, e]));
  return {
    shift: shiftDto(s.input, s.entries, refOf(mine)),
    candidates: found
      .map((c) => ({
        staff: staffRef(s.input, c.staffId),
        eligible: c.eligible,
        reasons: reasonDtos(c.blocks, s, language),
        options: c.options.map((o) => ({
          shift: shiftDto(s.input, s.entries, refOf(byId.get(o.shift.id)!)),
          eligible: o.blocks.length === 0,
          reasons: reasonDtos(o.blocks, s, language),
        })),
      }))
      .sort((a, b) => Number(b.eligible) - Number(a.eligible) || a.staff.name.localeCompare(b.staff.name)),
  };
}

/** POST /api/staff-auth/trades: the member offers one of their shifts. */
export async function createTrade(
  ctx: AppContext,
  staff: Staff,
  body: CreateTradeBody,
  meta: RequestMeta,
  language: Language,
  options: { mail?: boolean } = {},
): Promise<Trade> {
  await requireFeature(ctx.db, staff.workspaceId, 'selfPlanning');
  const now = ctx.clock.now();
  let mails: TradeMailEvent | null = null;
  let result: Trade;
  try {
    result = await ctx.db.transaction(async (tx) => {
      if (!(await lockStaffMember(tx, staff.workspaceId, staff.staffId))) throw AppError.unauthorized();
      const dates = [body.shift.date, ...body.swapShifts.map((p) => p.date)].sort();
      const s = await scheduleAround(ctx, tx, staff.workspaceId, dates[0]!, dates[dates.length - 1]!);
      const mine = ownShift(s, staff.staffId, body.shift, now, 'shift');
      const world = worldOf(s);
      const unavailable = unavailableIn(s);
      const offerer = memberOf(s.input, staff.staffId, mine.date);
      const options: TradeShiftRef[] = [];
      if (body.kind === 'SWAP') {
        for (const pick of body.swapShifts) {
          const e = s.entries.find((x) => x.date === pick.date && x.id === pick.shiftId);
          if (!e || e.staffId === null || e.staffId === staff.staffId || !isTradable(e))
            throw AppError.badRequest(msg('trades.swapShiftInvalid', { date: pick.date }), 'swapShifts');
          if (startOf(e, s.check.timeZone) <= now.getTime())
            throw AppError.badRequest(msg('trades.shiftStarted', { date: e.date }), 'swapShifts');
          const blocks = tradeBlocks(
            {
              offerer,
              offered: worked(mine),
              taker: memberOf(s.input, e.staffId, mine.date),
              inReturn: worked(e),
            },
            world,
            unavailable,
          );
          if (blocks.length > 0)
            throw AppError.badRequest(
              msg('trades.swapNotAllowed', {
                name: staffRef(s.input, e.staffId).name,
                reasons: reasonDtos(blocks, s, language)
                  .map((r) => r.message)
                  .join('; '),
              }),
              'swapShifts',
            );
          options.push(refOf(e));
        }
      }
      const ref = refOf(mine);
      const row = await repo.insertTrade(tx, {
        workspaceId: staff.workspaceId,
        kind: body.kind,
        offeredByStaffId: staff.staffId,
        shiftDate: mine.date,
        rotationSlotId: ref.rotationSlotId,
        scheduleEntryId: ref.scheduleEntryId,
        shiftTypeId: mine.shiftTypeId,
        startsAt: new Date(startOf(mine, s.check.timeZone)),
        swapOptions: options,
        note: body.note,
        createdAt: now,
        updatedAt: now,
      });
      const who = staffRef(s.input, staff.staffId).name;
      await recordAudit(
        tx,
        {
          workspaceId: staff.workspaceId,
          staffId: staff.staffId,
          action: 'CREATE',
          resource: 'SCHEDULE_ENTRY',
          resourceId: row.id,
          resourceName: `${mine.shiftType.name} ${mine.date}`,
          description:
            body.kind === 'GIVE_AWAY'
              ? `${who} offered their ${mine.shiftType.name} shift on ${mine.date} to give away`
              : `${who} offered their ${mine.shiftType.name} shift on ${mine.date} to swap for ${options
                  .map((o) => `${staffRef(s.input, o.staffId).name}'s shift on ${o.date}`)
                  .join(' or ')}`,
          metadata: { tradeId: row.id, kind: body.kind },
        },
        meta,
      );
      // Told: give-away, the colleagues who may take it; swap, the holders of the shifts asked for.
      const recipients =
        body.kind === 'SWAP'
          ? [...new Set(options.map((o) => o.staffId))]
          : tradeCandidates(
              {
                kind: 'GIVE_AWAY',
                offerer,
                offered: worked(mine),
                members: s.input.staff.filter((m) => m.active).map((m) => memberOf(s.input, m.id, mine.date)),
              },
              world,
              unavailable,
            )
              .filter((c) => c.eligible)
              .map((c) => c.staffId);
      const dto = toDto(row, s, now, language);
      mails = { kind: 'OFFERED', trade: dto, to: recipients };
      return dto;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.conflict(msg('trades.alreadyOffered'), 'shift');
    throw err;
  }
  if (options.mail !== false) await sendMails(ctx, staff.workspaceId, mails);
  return result;
}

/** A trade that is no longer pending: 409 naming its state. */
function notPending(row: Row, now: Date): AppError {
  if (PENDING.includes(row.status) && row.startsAt.getTime() <= now.getTime())
    return AppError.conflict(msg('trades.expired'));
  switch (row.status) {
    case 'ACCEPTED':
    case 'APPLIED':
      return AppError.conflict(msg('trades.alreadyAccepted'));
    case 'WITHDRAWN':
      return AppError.conflict(msg('trades.withdrawn'));
    case 'REFUSED':
      return AppError.conflict(msg('trades.refused'));
    case 'VOID':
      return AppError.conflict(msg('trades.void', { reason: row.reason ?? '' }));
    default:
      return AppError.conflict(msg('trades.expired'));
  }
}

/**
 * Marks a trade EXPIRED or VOID in its own transaction (the write that found it so was rolled
 * back) and returns the error to answer.
 */
async function settle(
  ctx: AppContext,
  workspaceId: string,
  id: string,
  status: 'EXPIRED' | 'VOID',
  reason: string | null,
) {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockTrade(tx, workspaceId, id);
    if (row && PENDING.includes(row.status))
      await repo.updateTrade(tx, workspaceId, id, { status, reason, updatedAt: ctx.clock.now() });
  });
}

class Settle extends Error {
  constructor(
    readonly status: 'EXPIRED' | 'VOID',
    readonly reason: string | null,
    readonly error: AppError,
  ) {
    super(status);
  }
}

/** Runs a write on a pending trade; one that finds it expired or void stores that state and answers 409. */
async function onPending<T>(
  ctx: AppContext,
  workspaceId: string,
  id: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!(err instanceof Settle)) throw err;
    await settle(ctx, workspaceId, id, err.status, err.reason);
    throw err.error;
  }
}

/** The offered shift changed hands meanwhile: the trade becomes VOID, answered 409. */
function offeredChanged(): Settle {
  return new Settle(
    'VOID',
    translate('en', 'trades.void.offered'),
    AppError.conflict(msg('trades.voidOffered')),
  );
}

/**
 * Runs `write` in one transaction on a pending trade (as `onPending`). A unique violation means a
 * shift the trade moves was stored by another write meanwhile: that too makes the trade VOID.
 */
function writePending<T>(
  ctx: AppContext,
  workspaceId: string,
  id: string,
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  return onPending(ctx, workspaceId, id, async () => {
    try {
      return await ctx.db.transaction(write);
    } catch (err) {
      if (isUniqueViolation(err)) throw offeredChanged();
      throw err;
    }
  });
}

/** The pending trade's shifts as they are now: expired or changed → Settle. */
function requireStillValid(row: Row, s: TradeSchedule, now: Date) {
  if (row.startsAt.getTime() <= now.getTime())
    throw new Settle('EXPIRED', null, AppError.conflict(msg('trades.expired')));
  const why = voidReasonOf(row, s.entries);
  if (why) {
    const reason = translate('en', why === 'OFFERED' ? 'trades.void.offered' : 'trades.void.return');
    throw new Settle(
      'VOID',
      reason,
      AppError.conflict(msg(why === 'OFFERED' ? 'trades.voidOffered' : 'trades.voidReturn')),
    );
  }
}

/**
 * Both sides of `row` checked again by the domain's rule (`tradeBlocks`): the offered shift going
 * to `takerId` and, on a swap, `inReturnRef` coming back. A trade the rule refuses answers 409
 * with the reasons in `language`; else the two shifts as held now.
 */
function requireTradeAllowed(
  row: Row,
  takerId: string,
  inReturnRef: TradeShiftRef | null,
  s: TradeSchedule,
  language: Language,
) {
  const offered = heldEntry(s.entries, refOfRow(row))!;
  const inReturn = inReturnRef ? heldEntry(s.entries, inReturnRef) : undefined;
  const blocks = tradeBlocks(
    {
      offerer: memberOf(s.input, row.offeredByStaffId, offered.date),
      offered: worked(offered),
      taker: memberOf(s.input, takerId, offered.date),
      inReturn: inReturn ? worked(inReturn) : undefined,
    },
    worldOf(s),
    unavailableIn(s),
  );
  if (blocks.length > 0)
    throw AppError.conflict(
      msg('trades.checksFail', {
        reasons: reasonDtos(blocks, s, language)
          .map((r) => r.message)
          .join('; '),
      }),
    );
  return { offered, inReturn };
}

/**
 * Applies an accepted trade in `tx`: both sides re-checked by the domain's rule, each shift moved
 * (a conditional update or a new OVERRIDE), the schedule's working-time check over the result,
 * one audit row per member. The caller has locked the trade row.
 */
async function applyTrade(
  ctx: AppContext,
  tx: DbOrTx,
  row: Row,
  takerId: string,
  s: TradeSchedule,
  actor: { userId?: string },
  meta: RequestMeta,
  language: Language,
) {
  const now = ctx.clock.now();
  const { offered, inReturn } = requireTradeAllowed(row, takerId, row.acceptedShift, s, language);
  const written: string[] = [];
  const move = async (e: ScheduleEntry, from: string, to: string) => {
    if (e.scheduleEntryId) {
      const moved = await moveStoredEntryStaff(tx, row.workspaceId, e.scheduleEntryId, from, to, now);
      if (!moved) throw offeredChanged();
      written.push(moved.id);
      return;
    }
    const inserted = await insertStoredEntry(tx, {
      workspaceId: row.workspaceId,
      date: e.date,
      entryType: 'OVERRIDE',
      shiftTypeId: e.shiftTypeId,
      staffId: to,
      rotationSlotId: e.rotationSlotId,
      rotationPatternId: e.rotationPatternId,
      originalStaffId: from,
      isCancelled: false,
      description: null,
      createdByUserId: actor.userId ?? null,
      createdByStaffId: actor.userId ? null : to,
      createdAt: now,
      updatedAt: now,
    });
    written.push(inserted.id);
  };
  await move(offered, row.offeredByStaffId, takerId);
  if (inReturn) await move(inReturn, takerId, row.offeredByStaffId);
  const dates = [offered.date, ...(inReturn ? [inReturn.date] : [])];
  const rules = await enforceStaffChange(
    ctx,
    tx,
    row.workspaceId,
    {
      staffIds: [row.offeredByStaffId, takerId],
      dates,
      isChanged: (e) => e.scheduleEntryId !== null && written.includes(e.scheduleEntryId),
    },
    undefined,
  );
  const updated = await repo.updateTrade(tx, row.workspaceId, row.id, {
    status: 'APPLIED',
    acceptedByStaffId: takerId,
    decidedByUserId: actor.userId ?? null,
    decidedAt: now,
    updatedAt: now,
  });
  const offerer = staffRef(s.input, row.offeredByStaffId).name;
  const taker = staffRef(s.input, takerId).name;
  const what = `${offered.shiftType.name} on ${offered.date}`;
  const description = inReturn
    ? `${offerer} and ${taker} swapped shifts: ${offerer}'s ${what} for ${taker}'s ${inReturn.shiftType.name} on ${inReturn.date}`
    : `${offerer} gave ${what} to ${taker}`;
  for (const staffId of [row.offeredByStaffId, takerId])
    await recordAudit(
      tx,
      {
        workspaceId: row.workspaceId,
        staffId,
        ...(actor.userId ? { userId: actor.userId } : {}),
        action: actor.userId ? 'APPROVE' : 'ASSIGN',
        resource: 'SCHEDULE_ENTRY',
        resourceId: written[staffId === row.offeredByStaffId ? 0 : 1] ?? written[0]!,
        resourceName: `${offered.shiftType.name} ${offered.date}`,
        description: `${description}${actor.userId ? ' (approved by a manager)' : ' (applied automatically)'}`,
        metadata: { tradeId: row.id, kind: row.kind, scheduleEntryIds: written, ...rules.auditMetadata },
      },
      meta,
    );
  return updated;
}

/** POST /api/staff-auth/trades/{id}/accept */
export async function acceptTrade(
  ctx: AppContext,
  staff: Staff,
  id: string,
  body: { shiftId?: string | undefined },
  meta: RequestMeta,
  language: Language,
): Promise<Trade> {
  await requireFeature(ctx.db, staff.workspaceId, 'selfPlanning');
  let mails: TradeMailEvent | null = null;
  const result = await writePending(ctx, staff.workspaceId, id, async (tx) => {
    const now = ctx.clock.now();
    const row = await repo.lockTrade(tx, staff.workspaceId, id);
    if (!row) throw AppError.notFound('trade');
    if (row.offeredByStaffId === staff.staffId) throw AppError.badRequest(msg('trades.ownOffer'), 'id');
    if (row.status !== 'OPEN' || row.startsAt.getTime() <= now.getTime()) {
      if (row.status === 'OPEN') throw new Settle('EXPIRED', null, notPending(row, now));
      throw notPending(row, now);
    }
    const dates = [row.shiftDate, ...row.swapOptions.map((o) => o.date)].sort();
    const s = await scheduleAround(ctx, tx, staff.workspaceId, dates[0]!, dates[dates.length - 1]!);
    requireStillValid(row, s, now);
    let accepted: TradeShiftRef | null = null;
    if (row.kind === 'SWAP') {
      const mineOptions = row.swapOptions.filter((o) => o.staffId === staff.staffId);
      if (mineOptions.length === 0) throw AppError.forbidden(msg('trades.notForYou'));
      const chosen =
        body.shiftId === undefined && mineOptions.length === 1
          ? mineOptions[0]!
          : mineOptions.find((o) => entryOf(s.entries, o)?.id === body.shiftId);
      if (!chosen) throw AppError.badRequest(msg('trades.chooseShift'), 'shiftId');
      if (!heldEntry(s.entries, chosen)) throw AppError.conflict(msg('trades.yourShiftChanged'), 'shiftId');
      accepted = chosen;
    }
    const ws = await workspaceOf(tx, staff.workspaceId);
    const acceptedRow = { ...row, acceptedShift: accepted, acceptedByStaffId: staff.staffId };
    if (ws.tradeApproval === 'AUTOMATIC') {
      await repo.updateTrade(tx, staff.workspaceId, id, {
        acceptedByStaffId: staff.staffId,
        acceptedShift: accepted,
        acceptedAt: now,
        updatedAt: now,
      });
      const applied = await applyTrade(ctx, tx, acceptedRow, staff.staffId, s, {}, meta, language);
      const after = await scheduleAround(ctx, tx, staff.workspaceId, dates[0]!, dates[dates.length - 1]!);
      const dto = toDto(applied, after, now, language);
      mails = { kind: 'APPLIED', trade: dto, to: [row.offeredByStaffId, staff.staffId], managers: true };
      return dto;
    }
    // Manager approval: the trade waits; both sides are checked now so that nobody waits for a
    // manager on a trade that cannot happen.
    const { offered } = requireTradeAllowed(row, staff.staffId, accepted, s, language);
    const updated = await repo.updateTrade(tx, staff.workspaceId, id, {
      status: 'ACCEPTED',
      acceptedByStaffId: staff.staffId,
      acceptedShift: accepted,
      acceptedAt: now,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      {
        workspaceId: staff.workspaceId,
        staffId: staff.staffId,
        action: 'UPDATE',
        resource: 'SCHEDULE_ENTRY',
        resourceId: row.id,
        resourceName: `${offered.shiftType.name} ${offered.date}`,
        description: `${staffRef(s.input, staff.staffId).name} accepted ${staffRef(s.input, row.offeredByStaffId).name}'s ${offered.shiftType.name} shift on ${offered.date}; waiting for a manager`,
        metadata: { tradeId: row.id, kind: row.kind },
      },
      meta,
    );
    const dto = toDto(updated, s, now, language);
    mails = { kind: 'ACCEPTED', trade: dto, to: [row.offeredByStaffId], managers: true };
    return dto;
  });
  await sendMails(ctx, staff.workspaceId, mails);
  return result;
}

/** POST /api/staff-auth/trades/{id}/withdraw: the offerer, while nobody has accepted it. */
export async function withdrawTrade(
  ctx: AppContext,
  staff: Staff,
  id: string,
  meta: RequestMeta,
  language: Language,
) {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const row = await repo.lockTrade(tx, staff.workspaceId, id);
    if (!row || row.offeredByStaffId !== staff.staffId) throw AppError.notFound('trade');
    if (row.status !== 'OPEN') throw notPending(row, now);
    const updated = await repo.updateTrade(tx, staff.workspaceId, id, {
      status: 'WITHDRAWN',
      updatedAt: now,
    });
    const s = await scheduleAround(ctx, tx, staff.workspaceId, row.shiftDate, row.shiftDate);
    await recordAudit(
      tx,
      {
        workspaceId: staff.workspaceId,
        staffId: staff.staffId,
        action: 'DELETE',
        resource: 'SCHEDULE_ENTRY',
        resourceId: row.id,
        resourceName: row.shiftDate,
        description: `${staffRef(s.input, staff.staffId).name} withdrew their offer of the shift on ${row.shiftDate}`,
        metadata: { tradeId: row.id },
      },
      meta,
    );
    return toDto(updated, s, now, language);
  });
}

/** POST /api/trades/{id}/approve (ADMIN, MANAGER): applies an accepted trade. */
export async function approveTrade(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  meta: RequestMeta,
  language: Language,
): Promise<Trade> {
  let mails: TradeMailEvent | null = null;
  const result = await writePending(ctx, ws.workspaceId, id, async (tx) => {
    const now = ctx.clock.now();
    const row = await repo.lockTrade(tx, ws.workspaceId, id);
    if (!row) throw AppError.notFound('trade');
    if (row.status === 'OPEN' && row.startsAt.getTime() > now.getTime())
      throw AppError.conflict(msg('trades.notAccepted'));
    if (row.status !== 'ACCEPTED') throw notPending(row, now);
    const dates = [row.shiftDate, ...(row.acceptedShift ? [row.acceptedShift.date] : [])].sort();
    const s = await scheduleAround(ctx, tx, ws.workspaceId, dates[0]!, dates[dates.length - 1]!);
    requireStillValid(row, s, now);
    const applied = await applyTrade(
      ctx,
      tx,
      row,
      row.acceptedByStaffId!,
      s,
      { userId: ws.userId },
      meta,
      language,
    );
    const after = await scheduleAround(ctx, tx, ws.workspaceId, dates[0]!, dates[dates.length - 1]!);
    const dto = toDto(applied, after, now, language);
    mails = { kind: 'APPLIED', trade: dto, to: [row.offeredByStaffId, row.acceptedByStaffId!] };
    return dto;
  });
  await sendMails(ctx, ws.workspaceId, mails);
  return result;
}

/** POST /api/trades/{id}/refuse (ADMIN, MANAGER): a pending trade is refused with a reason. */
export async function refuseTrade(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  reason: string,
  meta: RequestMeta,
  language: Language,
): Promise<Trade> {
  let mails: TradeMailEvent | null = null;
  const result = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const row = await repo.lockTrade(tx, ws.workspaceId, id);
    if (!row) throw AppError.notFound('trade');
    if (!PENDING.includes(row.status) || row.startsAt.getTime() <= now.getTime()) throw notPending(row, now);
    const updated = await repo.updateTrade(tx, ws.workspaceId, id, {
      status: 'REFUSED',
      reason,
      decidedByUserId: ws.userId,
      decidedAt: now,
      updatedAt: now,
    });
    const s = await scheduleAround(
      ctx,
      tx,
      ws.workspaceId,
      row.shiftDate,
      row.acceptedShift?.date ?? row.shiftDate,
    );
    for (const staffId of [row.offeredByStaffId, ...(row.acceptedByStaffId ? [row.acceptedByStaffId] : [])])
      await recordAudit(
        tx,
        {
          workspaceId: ws.workspaceId,
          userId: ws.userId,
          staffId,
          action: 'REJECT',
          resource: 'SCHEDULE_ENTRY',
          resourceId: row.id,
          resourceName: row.shiftDate,
          description: `Trade of ${staffRef(s.input, row.offeredByStaffId).name}'s shift on ${row.shiftDate} refused: ${reason}`,
          metadata: { tradeId: row.id },
        },
        meta,
      );
    const dto = toDto(updated, s, now, language);
    mails = {
      kind: 'REFUSED',
      trade: dto,
      to: [row.offeredByStaffId, ...(row.acceptedByStaffId ? [row.acceptedByStaffId] : [])],
    };
    return dto;
  });
  await sendMails(ctx, ws.workspaceId, mails);
  return result;
}

async function describeRows(ctx: AppContext, workspaceId: string, rows: Row[], language: Language) {
  if (rows.length === 0) return [];
  const dates = rows.flatMap((r) => [r.shiftDate, ...r.swapOptions.map((o) => o.date)]).sort();
  const s = await scheduleAround(ctx, ctx.db, workspaceId, dates[0]!, dates[dates.length - 1]!);
  const now = ctx.clock.now();
  return rows.map((r) => ({ dto: toDto(r, s, now, language), row: r, s }));
}

/** GET /api/trades: pending trades (or all) of the workspace, by the offered shift's date. */
export async function listTrades(
  ctx: AppContext,
  ws: WorkspaceContext,
  query: { status: 'PENDING' | 'ALL'; startDate?: string | undefined; endDate?: string | undefined },
  language: Language,
): Promise<TradesList> {
  const w = await workspaceOf(ctx.db, ws.workspaceId);
  const rows = await repo.listTrades(ctx.db, ws.workspaceId, {
    pendingOnly: query.status === 'PENDING',
    startDate: query.startDate,
    endDate: query.endDate,
  });
  const described = await describeRows(ctx, ws.workspaceId, rows, language);
  return {
    approval: w.tradeApproval,
    trades: described.map((d) => d.dto).filter((t) => query.status === 'ALL' || PENDING.includes(t.status)),
  };
}

/** GET /api/staff-auth/trades: the member's own offers and the open offers they may accept. */
export async function staffTrades(ctx: AppContext, staff: Staff, language: Language): Promise<StaffTrades> {
  await requireFeature(ctx.db, staff.workspaceId, 'selfPlanning');
  const w = await workspaceOf(ctx.db, staff.workspaceId);
  const check = await loadCheckContext(ctx, ctx.db, staff.workspaceId);
  const rows = await repo.listStaffTrades(ctx.db, staff.workspaceId, staff.staffId, addDays(check.today, -7));
  const described = await describeRows(ctx, staff.workspaceId, rows, language);
  const myOffers: Trade[] = [];
  const offersToMe: StaffTrades['offersToMe'] = [];
  for (const { dto, row, s } of described) {
    if (row.offeredByStaffId === staff.staffId || row.acceptedByStaffId === staff.staffId) {
      if (row.offeredByStaffId === staff.staffId) myOffers.push(dto);
      else offersToMe.push({ ...dto, myOptions: dto.acceptedShift ? [dto.acceptedShift] : [] });
      continue;
    }
    if (dto.status !== 'OPEN') continue;
    const offered = heldEntry(s.entries, refOfRow(row))!;
    const world = worldOf(s);
    const unavailable = unavailableIn(s);
    const offerer = memberOf(s.input, row.offeredByStaffId, offered.date);
    const me = memberOf(s.input, staff.staffId, offered.date);
    if (row.kind === 'GIVE_AWAY') {
      if (tradeBlocks({ offerer, offered: worked(offered), taker: me }, world, unavailable).length === 0)
        offersToMe.push({ ...dto, myOptions: [] });
      continue;
    }
    const myOptions = row.swapOptions
      .filter((o) => o.staffId === staff.staffId)
      .flatMap((o) => {
        const e = heldEntry(s.entries, o);
        if (!e) return [];
        const blocks = tradeBlocks(
          { offerer, offered: worked(offered), taker: me, inReturn: worked(e) },
          world,
          unavailable,
        );
        return blocks.length === 0 ? [shiftDto(s.input, s.entries, o)] : [];
      });
    if (myOptions.length > 0) offersToMe.push({ ...dto, myOptions });
  }
  return { myOffers, offersToMe, approval: w.tradeApproval };
}

export async function tradeSettings(
  ctx: AppContext,
  workspaceId: string,
): Promise<{ approval: TradeApproval }> {
  return { approval: (await workspaceOf(ctx.db, workspaceId)).tradeApproval };
}

/** PUT /api/trades/settings (ADMIN): how trades are approved. */
export async function updateTradeSettings(
  ctx: AppContext,
  ws: WorkspaceContext,
  approval: TradeApproval,
  meta: RequestMeta,
): Promise<{ approval: TradeApproval }> {
  return ctx.db.transaction(async (tx) => {
    const w = await workspaceOf(tx, ws.workspaceId);
    if (w.tradeApproval !== approval)
      await repo.setTradeApproval(tx, ws.workspaceId, approval, ctx.clock.now());
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'UPDATE',
        resource: 'SETTINGS',
        resourceId: ws.workspaceId,
        resourceName: w.name,
        description: `Shift trade approval set to ${approval === 'MANAGER' ? 'manager approves every trade' : 'automatic when every check passes'}`,
        metadata: { changes: { tradeApproval: { from: w.tradeApproval, to: approval } } },
      },
      meta,
    );
    return { approval };
  });
}

/** Mails of a trade event, after its transaction committed; failures are logged. */
async function sendMails(ctx: AppContext, workspaceId: string, event: TradeMailEvent | null) {
  if (!event) return;
  try {
    const ws = await workspaceOf(ctx.db, workspaceId);
    const staffTo = await repo.staffContacts(ctx.db, workspaceId, event.to);
    const managers = event.managers ? await repo.managerContacts(ctx.db, workspaceId) : [];
    for (const mail of tradeMails(
      event,
      { appUrl: ctx.config.appUrl, workspaceName: ws.name, slug: ws.slug },
      staffTo,
      managers,
    ))
      await ctx.mailer.send(mail);
  } catch (err) {
    ctx.log.error({ err, workspaceId }, 'trade mail failed');
  }
}
