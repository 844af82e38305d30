/**
 * Availability and preferences (packages/domain/src/availability.ts): managers set anyone's,
 * staff their own through the staff portal, within the workspace's lead time and, when the
 * workspace asks for it, as changes a manager approves or refuses. The working-time checker
 * reads them through `loadAvailability` (schedule/rule-checks.service.ts).
 */
import {
  addDays,
  daysBetween,
  rulesOn,
  todayInTimeZone,
  type AvailabilityRule,
  type PersonAvailability,
} from '@openrota/domain';
import {
  AVAILABILITY_LAYER_MAX_DAYS,
  type Availability,
  type AvailabilityExceptionBodySchema,
  type AvailabilityLayer,
  type AvailabilityLayerDay,
  type AvailabilityLayerQuery,
  type AvailabilityRequest,
  type AvailabilityWeekBodySchema,
} from '@openrota/contracts';
import type { z } from 'zod';
import type { AppContext, RequestMeta, StaffSessionContext, WorkspaceContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { AppError, msg } from '../../lib/app-error';
import { ErrorCode } from '@openrota/contracts';
import { recordAudit } from '../audit/audit.service';
import { lockStaffMember } from '../absences/absences.service';
import * as repo from './availability.repository';

type WeekBody = z.output<typeof AvailabilityWeekBodySchema>;
type ExceptionBody = z.output<typeof AvailabilityExceptionBodySchema>;

/** Who changes availability: a manager (any member of the workspace) or the member themselves. */
export type AvailabilityActor =
  | { kind: 'MANAGER'; ws: WorkspaceContext }
  | { kind: 'STAFF'; staff: Pick<StaffSessionContext, 'staffId' | 'workspaceId'> };

const workspaceOf = (actor: AvailabilityActor) =>
  actor.kind === 'MANAGER' ? actor.ws.workspaceId : actor.staff.workspaceId;

/**
 * The availability of the workspace's members (or of `staffIds`) as the domain reads it: every
 * week version and the exceptions dated in [from, to] (all when left out).
 */
export async function loadAvailability(
  db: DbOrTx,
  workspaceId: string,
  staffIds?: readonly string[],
  range?: { startDate: string; endDate: string },
): Promise<Map<string, PersonAvailability>> {
  const [weeks, exceptions] = await Promise.all([
    repo.listWeeks(db, workspaceId, staffIds),
    repo.listExceptions(db, workspaceId, staffIds, range?.startDate, range?.endDate),
  ]);
  const byStaff = new Map<string, PersonAvailability>();
  const of = (staffId: string) => {
    let p = byStaff.get(staffId);
    if (!p) byStaff.set(staffId, (p = { staffId, weeks: [], exceptions: [] }));
    return p;
  };
  for (const w of weeks) of(w.staffId).weeks.push({ effectiveFrom: w.effectiveFrom, rules: w.rules });
  for (const e of exceptions)
    of(e.staffId).exceptions.push({
      id: e.id,
      date: e.date,
      startTime: e.startTime,
      endTime: e.endTime,
      kind: e.kind,
      note: e.note,
    });
  return byStaff;
}

async function settingsOf(ctx: AppContext, db: DbOrTx, workspaceId: string) {
  const ws = await repo.findWorkspaceSettings(db, workspaceId);
  if (!ws) throw AppError.notFound('workspace');
  const today = todayInTimeZone(ctx.clock.now().getTime(), ws.timeZone);
  return { ...ws, today, earliestStaffDate: addDays(today, ws.leadDays) };
}

async function memberOf(db: DbOrTx, workspaceId: string, staffId: string) {
  const member = await repo.findStaffMember(db, workspaceId, staffId);
  if (!member) throw AppError.notFound('staffMember');
  return member;
}

function requestDto(row: repo.RequestRow, staffName: string): AvailabilityRequest {
  return {
    id: row.id,
    staffId: row.staffId,
    staffName,
    kind: row.kind,
    payload: row.payload,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET …/availability: the week holding today and those to come, exceptions from today, pending changes. */
export async function getAvailability(
  ctx: AppContext,
  workspaceId: string,
  staffId: string,
): Promise<Availability> {
  const settings = await settingsOf(ctx, ctx.db, workspaceId);
  await memberOf(ctx.db, workspaceId, staffId);
  const [weeks, exceptions, pending] = await Promise.all([
    repo.listWeeks(ctx.db, workspaceId, [staffId]),
    repo.listExceptions(ctx.db, workspaceId, [staffId], settings.today),
    repo.listPendingRequests(ctx.db, workspaceId, staffId),
  ]);
  // The version holding today (the latest starting on or before it) and every later one.
  const holding = weeks.filter((w) => w.effectiveFrom <= settings.today).at(-1);
  const shown = weeks.filter((w) => w === holding || w.effectiveFrom > settings.today);
  return {
    staffId,
    weeks: shown.map((w) => ({ effectiveFrom: w.effectiveFrom, rules: w.rules })),
    exceptions: exceptions.map((e) => ({
      id: e.id,
      date: e.date,
      startTime: e.startTime,
      endTime: e.endTime,
      kind: e.kind,
      note: e.note,
    })),
    pending: pending.map((p) => requestDto(p.request, p.staffName)),
    leadDays: settings.leadDays,
    needsApproval: settings.needsApproval,
    today: settings.today,
    earliestStaffDate: settings.earliestStaffDate,
  };
}

const RANK = { UNAVAILABLE: 0, RATHER_NOT: 1, PREFERRED: 2 } as const;

/**
 * GET /api/availability: the calendar's layer. For every active member, each date of the range on
 * which their availability says something (the week version holding that date, or the date's
 * exception: `rulesOn`, the rules `availabilityFor` weighs), with the strongest kind deciding the
 * level. Dates on which nothing is said are left out.
 */
export async function getAvailabilityLayer(
  ctx: AppContext,
  workspaceId: string,
  query: AvailabilityLayerQuery,
): Promise<AvailabilityLayer> {
  const { startDate, endDate } = query;
  const span = daysBetween(startDate, endDate);
  if (span < 0) throw AppError.badRequest(msg('schema.endDateNotBeforeStart'), 'endDate');
  if (span + 1 > AVAILABILITY_LAYER_MAX_DAYS)
    throw AppError.badRequest(
      msg('availability.layerRangeTooLong', { max: AVAILABILITY_LAYER_MAX_DAYS }),
      'endDate',
    );
  const members = await repo.listActiveStaff(ctx.db, workspaceId);
  const people = await loadAvailability(
    ctx.db,
    workspaceId,
    members.map((m) => m.id),
    { startDate, endDate },
  );
  return {
    startDate,
    endDate,
    staff: members.map((m) => {
      const person = people.get(m.id);
      const days: AvailabilityLayerDay[] = [];
      if (person) {
        for (let date = startDate; date <= endDate; date = addDays(date, 1)) {
          const rules = rulesOn(person, date);
          if (rules.length === 0) continue;
          const kind = rules.reduce((a, r) => (RANK[r.kind] < RANK[a] ? r.kind : a), rules[0]!.kind);
          days.push({
            date,
            level: kind === 'UNAVAILABLE' ? 'HARD' : 'SOFT',
            kind,
            rules: rules.map((r) => ({
              kind: r.kind,
              source: r.source,
              startTime: r.startTime,
              endTime: r.endTime,
              note: r.note,
            })),
          });
        }
      }
      return { staffId: m.id, staffName: m.name, days };
    }),
  };
}

const describeRule = (r: AvailabilityRule) =>
  `${r.kind} day ${r.dayOfWeek}${r.startTime ? ` ${r.startTime}-${r.endTime}` : ''}`;

const leadTimeError = (settings: { leadDays: number; earliestStaffDate: string }, field: string) =>
  AppError.badRequest(
    msg('availability.leadTime', { count: settings.leadDays, earliest: settings.earliestStaffDate }),
    field,
  );

/** The audit row of an availability change, by whoever made it. */
function audit(
  tx: DbOrTx,
  actor: AvailabilityActor,
  entry: {
    staffId: string;
    staffName: string;
    action: 'UPDATE' | 'DELETE' | 'CREATE' | 'APPROVE' | 'REJECT';
    resourceId: string;
    description: string;
    metadata: Record<string, unknown>;
  },
  meta: RequestMeta,
) {
  return recordAudit(
    tx,
    {
      workspaceId: workspaceOf(actor),
      ...(actor.kind === 'MANAGER' ? { userId: actor.ws.userId } : { staffId: actor.staff.staffId }),
      action: entry.action,
      resource: 'AVAILABILITY',
      resourceId: entry.resourceId,
      resourceName: entry.staffName,
      description: entry.description,
      metadata: { staffId: entry.staffId, ...entry.metadata },
    },
    meta,
  );
}

/** What a change does once it is allowed (applied at once, or on approval). */
type Change =
  | { kind: 'WEEK'; effectiveFrom: string; rules: AvailabilityRule[] }
  | { kind: 'EXCEPTION'; date: string; exception: ExceptionBody }
  | { kind: 'REMOVE_EXCEPTION'; date: string };

async function applyChange(
  ctx: AppContext,
  tx: DbOrTx,
  workspaceId: string,
  staffId: string,
  change: Change,
  today: string,
) {
  const now = ctx.clock.now();
  if (change.kind === 'WEEK') {
    await repo.replaceWeek(
      tx,
      {
        workspaceId,
        staffId,
        effectiveFrom: change.effectiveFrom < today ? today : change.effectiveFrom,
        rules: change.rules,
        now,
      },
      today,
    );
  } else if (change.kind === 'EXCEPTION') {
    await repo.upsertException(tx, {
      workspaceId,
      staffId,
      date: change.date,
      startTime: change.exception.startTime,
      endTime: change.exception.endTime,
      kind: change.exception.kind,
      note: change.exception.note,
      createdAt: now,
      updatedAt: now,
    });
  } else if (!(await repo.deleteException(tx, workspaceId, staffId, change.date))) {
    throw new AppError(ErrorCode.NOT_FOUND, 404, msg('availability.noException', { date: change.date }));
  }
}

function describeChange(change: Change): string {
  if (change.kind === 'WEEK')
    return `week from ${change.effectiveFrom}: ${change.rules.map(describeRule).join(', ') || 'no rules'}`;
  if (change.kind === 'EXCEPTION')
    return `exception on ${change.date}: ${change.exception.kind}${change.exception.startTime ? ` ${change.exception.startTime}-${change.exception.endTime}` : ''}`;
  return `exception on ${change.date} removed`;
}

/**
 * A change by `actor` of `staffId`'s availability. Staff: only days from today + lead time (the
 * week then starts there), and a pending request instead when the workspace wants approval.
 * Answers whether it waits for approval.
 */
async function change(
  ctx: AppContext,
  actor: AvailabilityActor,
  staffId: string,
  build: (settings: Awaited<ReturnType<typeof settingsOf>>) => Change,
  meta: RequestMeta,
): Promise<{ pending: boolean }> {
  const workspaceId = workspaceOf(actor);
  return ctx.db.transaction(async (tx) => {
    // The member's row is locked: two changes of one person run one after the other.
    const locked = await lockStaffMember(tx, workspaceId, staffId);
    if (!locked) throw actor.kind === 'STAFF' ? AppError.unauthorized() : AppError.notFound('staffMember');
    const member = await memberOf(tx, workspaceId, staffId);
    const settings = await settingsOf(ctx, tx, workspaceId);
    const c = build(settings);
    if (actor.kind === 'STAFF' && settings.needsApproval) {
      const payload: Record<string, unknown> =
        c.kind === 'WEEK'
          ? { effectiveFrom: c.effectiveFrom, rules: c.rules }
          : c.kind === 'EXCEPTION'
            ? { date: c.date, ...c.exception }
            : { date: c.date };
      const request = await repo.insertRequest(tx, {
        workspaceId,
        staffId,
        kind: c.kind,
        payload,
        createdAt: ctx.clock.now(),
      });
      await audit(
        tx,
        actor,
        {
          staffId,
          staffName: member.name,
          action: 'CREATE',
          resourceId: request.id,
          description: `${member.name} asked to change their availability (${describeChange(c)})`,
          metadata: { request: payload, kind: c.kind },
        },
        meta,
      );
      return { pending: true };
    }
    await applyChange(ctx, tx, workspaceId, staffId, c, settings.today);
    await audit(
      tx,
      actor,
      {
        staffId,
        staffName: member.name,
        action: c.kind === 'REMOVE_EXCEPTION' ? 'DELETE' : 'UPDATE',
        resourceId: staffId,
        description: `Availability of ${member.name}: ${describeChange(c)}`,
        metadata: { change: c },
      },
      meta,
    );
    return { pending: false };
  });
}

/** PUT …/availability/week. */
export function setWeek(
  ctx: AppContext,
  actor: AvailabilityActor,
  staffId: string,
  body: WeekBody,
  meta: RequestMeta,
) {
  return change(
    ctx,
    actor,
    staffId,
    (settings) => {
      let effectiveFrom: string;
      if (actor.kind === 'STAFF') effectiveFrom = settings.earliestStaffDate;
      else {
        effectiveFrom = body.effectiveFrom ?? settings.today;
        if (effectiveFrom < settings.today)
          throw AppError.badRequest(
            msg('availability.effectiveFromPast', { today: settings.today }),
            'effectiveFrom',
          );
      }
      const rules = [...body.rules].sort(
        (a, b) => a.dayOfWeek - b.dayOfWeek || (a.startTime ?? '').localeCompare(b.startTime ?? ''),
      );
      return { kind: 'WEEK', effectiveFrom, rules };
    },
    meta,
  );
}

/** PUT …/availability/exceptions/{date}. */
export function setException(
  ctx: AppContext,
  actor: AvailabilityActor,
  staffId: string,
  date: string,
  body: ExceptionBody,
  meta: RequestMeta,
) {
  return change(
    ctx,
    actor,
    staffId,
    (settings) => {
      const earliest = actor.kind === 'STAFF' ? settings.earliestStaffDate : settings.today;
      if (date < earliest) {
        if (actor.kind === 'STAFF') throw leadTimeError(settings, 'date');
        throw AppError.badRequest(msg('availability.effectiveFromPast', { today: settings.today }), 'date');
      }
      return { kind: 'EXCEPTION', date, exception: body };
    },
    meta,
  );
}

/** DELETE …/availability/exceptions/{date}. */
export function removeException(
  ctx: AppContext,
  actor: AvailabilityActor,
  staffId: string,
  date: string,
  meta: RequestMeta,
) {
  return change(
    ctx,
    actor,
    staffId,
    (settings) => {
      if (actor.kind === 'STAFF' && date < settings.earliestStaffDate) throw leadTimeError(settings, 'date');
      return { kind: 'REMOVE_EXCEPTION', date };
    },
    meta,
  );
}

/** GET /api/availability/requests: the workspace's pending changes, oldest first. */
export async function listRequests(ctx: AppContext, ws: WorkspaceContext): Promise<AvailabilityRequest[]> {
  const rows = await repo.listPendingRequests(ctx.db, ws.workspaceId);
  return rows.map((r) => requestDto(r.request, r.staffName));
}

function changeOfRequest(row: repo.RequestRow): Change {
  const p = row.payload;
  if (row.kind === 'WEEK')
    return { kind: 'WEEK', effectiveFrom: String(p.effectiveFrom), rules: p.rules as AvailabilityRule[] };
  if (row.kind === 'EXCEPTION')
    return {
      kind: 'EXCEPTION',
      date: String(p.date),
      exception: {
        startTime: (p.startTime as string | null) ?? null,
        endTime: (p.endTime as string | null) ?? null,
        kind: p.kind as ExceptionBody['kind'],
        note: (p.note as string | null) ?? null,
      },
    };
  return { kind: 'REMOVE_EXCEPTION', date: String(p.date) };
}

/**
 * POST /api/availability/requests/{id}/approve or …/refuse: a manager decides a pending change
 * (approved: applied as the member sent it, a week from its date or today when that has
 * passed; a removal of an exception gone meanwhile changes nothing). Decided already: 409.
 */
export async function decideRequest(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
  meta: RequestMeta,
): Promise<AvailabilityRequest> {
  return ctx.db.transaction(async (tx) => {
    const found = await repo.lockRequest(tx, ws.workspaceId, id);
    if (!found) throw AppError.notFound('availabilityRequest');
    if (found.request.status !== 'PENDING') throw AppError.conflict(msg('availability.alreadyDecided'));
    const settings = await settingsOf(ctx, tx, ws.workspaceId);
    const c = changeOfRequest(found.request);
    if (decision.approve) {
      await lockStaffMember(tx, ws.workspaceId, found.request.staffId);
      if (c.kind === 'REMOVE_EXCEPTION')
        await repo.deleteException(tx, ws.workspaceId, found.request.staffId, c.date);
      else await applyChange(ctx, tx, ws.workspaceId, found.request.staffId, c, settings.today);
    }
    const row = await repo.decideRequest(tx, ws.workspaceId, id, {
      status: decision.approve ? 'APPROVED' : 'REFUSED',
      decidedByUserId: ws.userId,
      decidedAt: ctx.clock.now(),
      reason: decision.approve ? null : decision.reason,
    });
    if (!row) throw AppError.conflict(msg('availability.alreadyDecided'));
    await audit(
      tx,
      { kind: 'MANAGER', ws },
      {
        staffId: found.request.staffId,
        staffName: found.staffName,
        action: decision.approve ? 'APPROVE' : 'REJECT',
        resourceId: id,
        description: `${decision.approve ? 'Approved' : 'Refused'} the availability change of ${found.staffName} (${describeChange(c)})${decision.approve ? '' : `: ${decision.reason}`}`,
        metadata: { request: found.request.payload, kind: found.request.kind },
      },
      meta,
    );
    return requestDto(row, found.staffName);
  });
}

/**
 * Writes availability inside another module's transaction (the demo workspace): week versions
 * and exceptions of members of `workspaceId`, as a manager would set them.
 */
export async function seedAvailability(
  tx: DbOrTx,
  workspaceId: string,
  now: Date,
  today: string,
  seed: {
    weeks: Array<{ staffId: string; effectiveFrom: string; rules: AvailabilityRule[] }>;
    exceptions: Array<{ staffId: string; date: string; kind: ExceptionBody['kind']; note: string | null }>;
  },
): Promise<void> {
  for (const w of seed.weeks) await repo.replaceWeek(tx, { workspaceId, ...w, now }, today);
  for (const e of seed.exceptions)
    await repo.upsertException(tx, {
      workspaceId,
      staffId: e.staffId,
      date: e.date,
      startTime: null,
      endTime: null,
      kind: e.kind,
      note: e.note,
      createdAt: now,
      updatedAt: now,
    });
}
