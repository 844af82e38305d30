/**
 * Publishing the schedule (docs/adr/0012-publish-snapshot.md, docs/product/publish.md).
 *
 * A workspace's `publishMode` is IMMEDIATE (staff see every change at once; the default) or
 * ON_PUBLISH: staff are shown a snapshot of their shifts (published_shifts) from the workspace's
 * today to the stored horizon (`publishedUntil`), and the live computed schedule after it. The
 * manager's changes inside the horizon are drafts (`publishStatus`) until `publish`, which writes
 * the new snapshot and a publication row, audits PUBLISH with the count of changes, and after
 * commit queues one mail per affected member (the `publish-mail` queue of docs/adr/0009-job-queue.md,
 * so any instance sends it and a slow mail server never holds the request). The snapshot table and the workspace row raise the
 * schedule version (ADR 0008), so staff reads (cached by version) see a publish at once.
 */
import {
  PUBLISH_MAX_DAYS,
  type PublishChange,
  type PublishMemberCount,
  type PublishMode,
  type PublishResult,
  type PublishSettings,
  type PublishStatus,
  type PublishStatusQuery,
  type Publication,
} from '@openrota/contracts';
import { addDays, daysBetween, diffShifts, todayInTimeZone, type ScheduleEntry } from '@openrota/domain';
import type { AppContext, RequestMeta, WorkspaceContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { AppError, msg } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { cachedValue, keepValue, scheduleHeadOf } from '../schedule/schedule-cache';
import { liveStaffShifts, liveStaffShiftsIn, publishedShiftsIn } from '../schedule/schedule.service';
import { publishMail } from './publish-mail';
import * as repo from './publish.repository';

/** The horizon the first snapshot gets when a workspace switches to ON_PUBLISH: four weeks from today. */
export const FIRST_HORIZON_DAYS = 28;

type Workspace = NonNullable<Awaited<ReturnType<typeof repo.findWorkspace>>>;

function toPublication(
  row: Awaited<ReturnType<typeof repo.insertPublication>>,
  publishedBy: string | null,
): Publication {
  return {
    id: row.id,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy,
    startDate: row.startDate,
    until: row.until,
    changes: row.changes,
    members: row.members,
  };
}

/** GET /api/publish/settings (ADMIN, MANAGER). */
export async function publishSettings(ctx: AppContext, workspaceId: string): Promise<PublishSettings> {
  const [w, last] = await Promise.all([
    repo.findWorkspace(ctx.db, workspaceId),
    repo.lastPublication(ctx.db, workspaceId),
  ]);
  if (!w) throw AppError.notFound('workspace');
  return {
    mode: w.mode,
    publishedFrom: w.publishedFrom,
    publishedUntil: w.publishedUntil,
    lastPublication: last ? toPublication(last.publication, last.publishedBy) : null,
  };
}

const shiftOf = (e: ScheduleEntry) => ({
  entryId: e.id,
  date: e.date,
  shiftTypeId: e.shiftTypeId,
  startTime: e.shiftType.startTime,
  endTime: e.shiftType.endTime,
  entry: e,
});

/** The changes, member by member, from what staff are shown (`published`) to the schedule now (`live`). */
function diff(
  published: Map<string, ScheduleEntry[]>,
  live: Map<string, ScheduleEntry[]>,
  from: string,
  until: string,
): PublishChange[] {
  const inHorizon = (e: ScheduleEntry) => e.date >= from && e.date <= until;
  const changes: PublishChange[] = [];
  for (const staffId of new Set([...published.keys(), ...live.keys()])) {
    const before = (published.get(staffId) ?? []).filter(inHorizon);
    const after = (live.get(staffId) ?? []).filter(inHorizon);
    const staff = (before[0] ?? after[0])?.staff;
    if (!staff) continue;
    for (const c of diffShifts(before.map(shiftOf), after.map(shiftOf)))
      changes.push({
        kind: c.kind,
        staff: { id: staff.id, name: staff.name, shortName: staff.shortName },
        before: c.before
          ? { entryId: c.before.entryId, date: c.before.date, shiftType: c.before.entry.shiftType }
          : null,
        after: c.after
          ? { entryId: c.after.entryId, date: c.after.date, shiftType: c.after.entry.shiftType }
          : null,
      });
  }
  return changes.sort(
    (a, b) => a.staff.name.localeCompare(b.staff.name) || a.staff.id.localeCompare(b.staff.id),
  );
}

function countsOf(changes: PublishChange[]): PublishMemberCount[] {
  const byMember = new Map<string, PublishMemberCount>();
  for (const c of changes) {
    const counts = byMember.get(c.staff.id) ?? { staff: c.staff, added: 0, removed: 0, moved: 0 };
    if (c.kind === 'ADDED') counts.added++;
    else if (c.kind === 'REMOVED') counts.removed++;
    else counts.moved++;
    byMember.set(c.staff.id, counts);
  }
  return [...byMember.values()];
}

/**
 * GET /api/publish/status: the pending changes of the horizon (from today), counted per member,
 * and those touching [startDate, endDate] listed (the roster grid and calendar mark them).
 * Computed from the schedule cache and kept under the schedule version.
 */
export async function publishStatus(
  ctx: AppContext,
  ws: WorkspaceContext,
  query: PublishStatusQuery,
): Promise<PublishStatus> {
  if (query.endDate < query.startDate)
    throw AppError.badRequest(msg('schema.endDateNotBeforeStart'), 'endDate');
  const head = await scheduleHeadOf(ctx, ws);
  const key = `publish-status|${ws.workspaceId}|${head.version}|${head.today}`;
  let all = cachedValue<{ state: Workspace; changes: PublishChange[] }>(ctx, key);
  if (!all) {
    const state = await repo.findWorkspace(ctx.db, ws.workspaceId);
    if (!state) throw AppError.notFound('workspace');
    let changes: PublishChange[] = [];
    if (state.mode === 'ON_PUBLISH' && state.publishedUntil && state.publishedUntil >= head.today) {
      const range = { startDate: head.today, endDate: state.publishedUntil };
      const live = await liveStaffShifts(ctx, ws.workspaceId, range, head);
      const published = await publishedShiftsIn(ctx.db, ws.workspaceId, range.startDate, range.endDate);
      changes = diff(published, live.byStaff, range.startDate, range.endDate);
    }
    all = { state, changes };
    keepValue(ctx, key, all, 200 + changes.length * 400);
  }
  const touches = (s: { date: string } | null) => !!s && s.date >= query.startDate && s.date <= query.endDate;
  return {
    mode: all.state.mode,
    today: head.today,
    publishedFrom: all.state.publishedFrom,
    publishedUntil: all.state.publishedUntil,
    pending: all.changes.length,
    members: countsOf(all.changes),
    changes: all.changes.filter((c) => touches(c.before) || touches(c.after)),
  };
}

function checkUntil(until: string, today: string) {
  if (until < today) throw AppError.badRequest(msg('publish.untilBeforeToday', { today }), 'until');
  if (daysBetween(today, until) > PUBLISH_MAX_DAYS)
    throw AppError.badRequest(msg('publish.untilTooFar', { max: PUBLISH_MAX_DAYS }), 'until');
}

/**
 * Inside a transaction holding the workspace row: the pending changes (snapshot against the live
 * schedule, from today to the old horizon), and the live schedule from today to `until` for a
 * new snapshot.
 */
async function pendingIn(tx: DbOrTx, workspaceId: string, w: Workspace, today: string, until: string | null) {
  const oldUntil =
    w.mode === 'ON_PUBLISH' && w.publishedUntil && w.publishedUntil >= today ? w.publishedUntil : null;
  const end = [oldUntil, until]
    .filter((d): d is string => !!d)
    .sort()
    .at(-1);
  if (!end) return { changes: [] as PublishChange[], live: new Map<string, ScheduleEntry[]>() };
  const live = await liveStaffShiftsIn(tx, workspaceId, { startDate: today, endDate: end }, today);
  const changes = oldUntil
    ? diff(await publishedShiftsIn(tx, workspaceId, today, oldUntil), live, today, oldUntil)
    : [];
  return { changes, live };
}

function snapshotRows(workspaceId: string, live: Map<string, ScheduleEntry[]>, today: string, until: string) {
  const rows: repo.SnapshotRow[] = [];
  for (const [staffId, shifts] of live)
    for (const e of shifts)
      if (e.date >= today && e.date <= until)
        rows.push({
          workspaceId,
          staffId,
          date: e.date,
          shiftTypeId: e.shiftTypeId,
          entryId: e.id,
          source: e.debugInfo.source,
          entry: e,
        });
  return rows;
}

async function writePublication(
  ctx: AppContext,
  tx: DbOrTx,
  ws: WorkspaceContext,
  w: Workspace,
  window: { startDate: string; until: string },
  changes: PublishChange[],
  meta: RequestMeta,
) {
  const members = new Set(changes.map((c) => c.staff.id)).size;
  const row = await repo.insertPublication(tx, {
    workspaceId: ws.workspaceId,
    publishedByUserId: ws.userId,
    publishedAt: ctx.clock.now(),
    startDate: window.startDate,
    until: window.until,
    changes: changes.length,
    members,
  });
  await recordAudit(
    tx,
    {
      workspaceId: ws.workspaceId,
      userId: ws.userId,
      action: 'PUBLISH',
      resource: 'SCHEDULE',
      resourceId: row.id,
      resourceName: w.name,
      description: `Schedule published until ${window.until}: ${changes.length} change(s) for ${members} staff member(s)`,
      metadata: { changes: changes.length, members, startDate: window.startDate, until: window.until },
    },
    meta,
  );
  return row;
}

export const PUBLISH_MAIL_QUEUE = 'publish-mail';

interface PublishMailJob {
  workspaceId: string;
  workspaceName: string;
  staffId: string;
  changes: PublishChange[];
}

/** Declares the `publish-mail` queue: one job per member and publish, retried twice a minute apart. */
export function definePublishMailQueue(ctx: AppContext): void {
  ctx.jobs.define<PublishMailJob, { sent: boolean }>(PUBLISH_MAIL_QUEUE, (job) => sendPublishMail(ctx, job), {
    policy: 'standard',
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 5 * 60,
  });
}

/** One member's mail of a publish, to the address they have when it is sent (none: nothing sent). */
async function sendPublishMail(ctx: AppContext, job: PublishMailJob): Promise<{ sent: boolean }> {
  const [contact] = await repo.staffContacts(ctx.db, job.workspaceId, [job.staffId]);
  if (!contact?.email) return { sent: false };
  await ctx.mailer.send(
    publishMail(
      { email: contact.email, name: contact.name, language: contact.language },
      job.workspaceName,
      job.changes,
    ),
  );
  return { sent: true };
}

/**
 * After the commit: queues one mail per member with changes and an email address, and answers
 * how many. A failure to queue is logged, never thrown (the publish itself stands).
 */
async function queueMails(
  ctx: AppContext,
  workspaceId: string,
  workspaceName: string,
  changes: PublishChange[],
): Promise<number> {
  const byMember = new Map<string, PublishChange[]>();
  for (const c of changes) byMember.set(c.staff.id, [...(byMember.get(c.staff.id) ?? []), c]);
  let queued = 0;
  try {
    const contacts = await repo.staffContacts(ctx.db, workspaceId, [...byMember.keys()]);
    for (const contact of contacts) {
      if (!contact.email) continue;
      await ctx.jobs.enqueue<PublishMailJob>(PUBLISH_MAIL_QUEUE, {
        workspaceId,
        workspaceName,
        staffId: contact.id,
        changes: byMember.get(contact.id)!,
      });
      queued++;
    }
  } catch (err) {
    ctx.log.error({ err, workspaceId }, 'publish mails could not be queued');
  }
  return queued;
}

/**
 * POST /api/publish {until}: publishes every pending change and sets the horizon to `until`
 * (today … today + PUBLISH_MAX_DAYS). Nothing pending answers 200 with 0 changes (the horizon is
 * still moved and the publish recorded). 409 while the workspace publishes at once (IMMEDIATE).
 */
export async function publish(
  ctx: AppContext,
  ws: WorkspaceContext,
  until: string,
  meta: RequestMeta,
): Promise<PublishResult> {
  const done = await ctx.db.transaction(async (tx) => {
    const w = await repo.findWorkspace(tx, ws.workspaceId, true);
    if (!w) throw AppError.notFound('workspace');
    if (w.mode !== 'ON_PUBLISH') throw AppError.conflict(msg('publish.notOnPublish'));
    const today = todayInTimeZone(ctx.clock.now().getTime(), w.timeZone);
    checkUntil(until, today);
    const { changes, live } = await pendingIn(tx, ws.workspaceId, w, today, until);
    await repo.replaceSnapshot(tx, ws.workspaceId, snapshotRows(ws.workspaceId, live, today, until));
    await repo.updatePublishState(tx, ws.workspaceId, {
      mode: 'ON_PUBLISH',
      publishedFrom: today,
      publishedUntil: until,
    });
    const row = await writePublication(ctx, tx, ws, w, { startDate: today, until }, changes, meta);
    return { w, changes, row };
  });
  const mailed = await queueMails(ctx, ws.workspaceId, done.w.name, done.changes);
  const last = await repo.lastPublication(ctx.db, ws.workspaceId);
  return { publication: toPublication(done.row, last?.publishedBy ?? null), mailed };
}

/**
 * PUT /api/publish/settings {mode} (ADMIN). To ON_PUBLISH: a first snapshot of the live schedule
 * from today for FIRST_HORIZON_DAYS days, so nothing changes for staff at the switch. To
 * IMMEDIATE: everything pending is published (recorded, audited and mailed as a publish) and the
 * snapshot dropped. The same mode again changes nothing.
 */
export async function updatePublishSettings(
  ctx: AppContext,
  ws: WorkspaceContext,
  mode: PublishMode,
  meta: RequestMeta,
): Promise<PublishSettings> {
  const done = await ctx.db.transaction(async (tx) => {
    const w = await repo.findWorkspace(tx, ws.workspaceId, true);
    if (!w) throw AppError.notFound('workspace');
    if (w.mode === mode) return null;
    const today = todayInTimeZone(ctx.clock.now().getTime(), w.timeZone);
    let changes: PublishChange[] = [];
    if (mode === 'ON_PUBLISH') {
      const until = addDays(today, FIRST_HORIZON_DAYS - 1);
      const { live } = await pendingIn(tx, ws.workspaceId, w, today, until);
      await repo.replaceSnapshot(tx, ws.workspaceId, snapshotRows(ws.workspaceId, live, today, until));
      await repo.updatePublishState(tx, ws.workspaceId, {
        mode,
        publishedFrom: today,
        publishedUntil: until,
      });
    } else {
      const pending = await pendingIn(tx, ws.workspaceId, w, today, null);
      changes = pending.changes;
      await repo.replaceSnapshot(tx, ws.workspaceId, []);
      await repo.updatePublishState(tx, ws.workspaceId, { mode, publishedFrom: null, publishedUntil: null });
      await writePublication(
        ctx,
        tx,
        ws,
        w,
        { startDate: today, until: w.publishedUntil && w.publishedUntil >= today ? w.publishedUntil : today },
        changes,
        meta,
      );
    }
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'UPDATE',
        resource: 'SETTINGS',
        resourceId: ws.workspaceId,
        resourceName: w.name,
        description: `Schedule publishing set to ${mode === 'IMMEDIATE' ? 'every change at once' : 'changes wait for publish'}`,
        metadata: { changes: { publishMode: { from: w.mode, to: mode } } },
      },
      meta,
    );
    return { w, changes };
  });
  if (done && done.changes.length > 0) await queueMails(ctx, ws.workspaceId, done.w.name, done.changes);
  return publishSettings(ctx, ws.workspaceId);
}
