import { randomUUID } from 'node:crypto';
import os from 'node:os';
import {
  addDays,
  dayOfWeek,
  hasFeature,
  isLicenceExpired,
  parseTimeOfDay,
  todayInTimeZone,
  toDayNumber,
  zonedInstant,
} from '@openrota/domain';
import type { AppContext } from '../../context';
import type { JobQueue } from '../jobs/job-queue';
import { staffVisibleShifts } from '../schedule/schedule.service';
import * as repo from './email.repository';
import {
  mailLanguage,
  renderReminder,
  summaryRange,
  type MailShift,
  type ReminderKind,
} from './reminder-mails';

/**
 * The reminder scheduler (docs/product/email.md#reminder-mails, docs/architecture.md#background-work).
 *
 * A reminder RUN is a job of the `reminder-run` queue (modules/jobs, pg-boss in the app's
 * PostgreSQL). Every REMINDER_INTERVAL_SECONDS each instance's timer asks for one, throttled by
 * the queue to one per interval across all instances; the queue is a singleton (one run active
 * at a time), and whichever instance's worker fetches the job works it. Tests call `tick()`:
 * it enqueues a run and works the queue until that run has ended, with a ManualClock.
 *
 * A run:
 * 1. For each workspace with a mail switched on whose plan has `emailNotifications` (and whose
 *    licence has not expired), once it is summaryEmailTime or later in the workspace's time
 *    zone: the upcoming-shift reminder for TOMORROW (kind UPCOMING_SHIFTS, period = tomorrow)
 *    and, when today is summaryEmailDay (0 = Sunday), the weekly summary of the
 *    summaryEmailDaysAhead days starting TOMORROW (kind WEEKLY_SUMMARY, period = tomorrow).
 *    Recipients: active staff members with an email address who have at least one
 *    (non-cancelled) shift in that period, as the schedule engine computes it. Each mail is a
 *    row in `reminder_deliveries`, unique on (workspace, staff, kind, period), inserted with
 *    ON CONFLICT DO NOTHING: any number of runs create it once.
 * 2. Reads the due rows, renders each mail from the schedule as it is now, marks the row
 *    SENDING (committed; a compare-and-set on its status and attempts, so that of two runs that
 *    overlap, e.g. after a hung instance's job expired, only one sends it), hands the mail to
 *    the mailer and marks it SENT. A mailer error marks it FAILED with exponential backoff (1,
 *    2, 4, 8 minutes) up to MAX_ATTEMPTS attempts in all.
 *
 * The guarantee: every mail is sent AT MOST ONCE (docs/product/email.md#at-most-once), and exactly once unless an
 * instance dies (or hangs past DEFAULT_LEASE_MS) in the narrow window between marking a row
 * SENDING and recording the result. A row that never reached SENDING (the instance died while
 * rendering) is simply sent by the next run (the dead instance's job expires in the queue). A
 * row still SENDING after its lease may or may not have been accepted by the mail server; it
 * is closed as SKIPPED with `last_error` saying so and a warning in the log, and is never
 * resent. A send the mailer reports as failed (connection refused, rejected) is retried;
 * nodemailer rejecting after the server already accepted the data (a lost final reply) is the
 * one remaining, theoretical duplicate path. See docs/operations.md "Reminder mails".
 */

export interface ReminderSchedulerOptions {
  /** Timer period of `start()`: how often this instance asks the queue for a run. */
  intervalMs: number;
  /** Identifies this instance in `locked_by`; unique per process by default. */
  instanceId?: string;
  /** How long a row may stay SENDING before it counts as interrupted. */
  leaseMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  /** First retry delay; doubles per attempt. */
  backoffBaseMs?: number;
}

export interface TickReport {
  enqueued: number;
  sent: number;
  failed: number;
  skipped: number;
  interrupted: number;
}

export const MAX_ATTEMPTS = 5;
/** The queue of reminder runs (modules/jobs). */
export const REMINDER_QUEUE = 'reminder-run';
/** A run whose instance died counts as dead after this long; the next run then starts. */
export const RUN_EXPIRY_SECONDS = 10 * 60;
/** How long a row may stay SENDING; after it the send counts as interrupted (closed, never resent). */
export const DEFAULT_LEASE_MS = 5 * 60_000;
export const BACKOFF_BASE_MS = 60_000;

/** 0 = Sunday … 6 = Saturday (the email settings' convention), of a yyyy-MM-dd date. */
export function sundayBasedWeekday(date: string): number {
  return (dayOfWeek(date) + 1) % 7;
}

/**
 * Shifts of each staff member in a range as staff are shown them (the published snapshot of a
 * workspace that publishes, docs/adr/0012-publish-snapshot.md; cancelled and unfilled left out).
 */
async function shiftsByStaff(
  ctx: AppContext,
  workspaceId: string,
  startDate: string,
  endDate: string,
): Promise<Map<string, MailShift[]>> {
  const visible = await staffVisibleShifts(ctx, workspaceId, { startDate, endDate });
  const result = new Map<string, MailShift[]>();
  for (const [staffId, shifts] of visible)
    result.set(
      staffId,
      shifts.map((e) => ({
        date: e.date,
        shiftTypeName: e.shiftType.name,
        startTime: e.shiftType.startTime,
        endTime: e.shiftType.endTime,
      })),
    );
  return result;
}

export function periodRange(
  kind: ReminderKind,
  period: string,
  daysAhead: number,
): { startDate: string; endDate: string } {
  return kind === 'UPCOMING_SHIFTS'
    ? { startDate: period, endDate: period }
    : summaryRange(period, daysAhead);
}

export class ReminderScheduler {
  readonly instanceId: string;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly maxAttempts: number;
  private readonly backoffBaseMs: number;
  private timer: NodeJS.Timeout | undefined;
  /** workspace|kind → the last period this instance enqueued (saves recomputing the schedule every run). */
  private readonly enqueued = new Map<string, string>();

  constructor(
    private readonly ctx: AppContext,
    private readonly jobs: JobQueue,
    private readonly options: ReminderSchedulerOptions,
  ) {
    this.instanceId = options.instanceId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.batchSize = options.batchSize ?? 50;
    this.maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
    this.backoffBaseMs = options.backoffBaseMs ?? BACKOFF_BASE_MS;
    jobs.define(REMINDER_QUEUE, () => this.run(), {
      policy: 'singleton',
      retryLimit: 0,
      expireInSeconds: RUN_EXPIRY_SECONDS,
      // REMINDER_INTERVAL_SECONDS=0: this instance neither asks for runs nor works them.
      work: options.intervalMs > 0,
    });
  }

  /** Starts the timer that asks the queue for a run every interval (one per interval across instances). */
  start(): void {
    if (this.timer) return;
    const slotSeconds = Math.max(1, Math.round(this.options.intervalMs / 1000));
    this.timer = setInterval(() => {
      this.jobs
        .enqueue(REMINDER_QUEUE, {}, { singletonSeconds: slotSeconds })
        .catch((err: unknown) => this.ctx.log.error({ err }, 'could not enqueue a reminder run'));
    }, this.options.intervalMs);
    this.timer.unref();
  }

  /** Stops the timer (a run in progress is the job queue's to finish: JobQueue.stop). */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Enqueues one run and works the queue until it has ended (whichever instance took it); its report. */
  async tick(): Promise<TickReport> {
    const id = await this.jobs.enqueue(REMINDER_QUEUE, {});
    if (!id) throw new Error('the reminder run was not enqueued');
    const run = await this.jobs.runUntilDone<TickReport>(REMINDER_QUEUE, id);
    if (run.state !== 'completed' || !run.result) throw new Error(`reminder run ${run.state}: ${run.error}`);
    return run.result;
  }

  /** One run: close interrupted sends, create due mails, send what is due. */
  private async run(): Promise<TickReport> {
    const report: TickReport = { enqueued: 0, sent: 0, failed: 0, skipped: 0, interrupted: 0 };
    const interrupted = await repo.closeInterrupted(this.ctx.db, this.ctx.clock.now());
    for (const row of interrupted) {
      this.ctx.log.warn(
        { delivery: row },
        `reminder ${row.kind} ${row.period} for staff ${row.staffId}: ${repo.INTERRUPTED_MESSAGE}`,
      );
    }
    report.interrupted = interrupted.length;
    report.enqueued = await this.enqueueDue();
    for (let round = 0; round < 100; round++) {
      const read = await this.sendBatch(report);
      if (read < this.batchSize) break;
    }
    return report;
  }

  private async enqueueDue(): Promise<number> {
    const { ctx } = this;
    let total = 0;
    for (const ws of await repo.workspacesWithMailOn(ctx.db)) {
      const nowMs = ctx.clock.now().getTime();
      const today = todayInTimeZone(nowMs, ws.timeZone);
      if (!hasFeature(ws.plan, 'emailNotifications') || isLicenceExpired(ws.plan, ws.renewalDate, today))
        continue;
      if (nowMs < zonedInstant(toDayNumber(today), parseTimeOfDay(ws.summaryEmailTime), ws.timeZone))
        continue;
      const tomorrow = addDays(today, 1);
      const due: Array<{ kind: ReminderKind; range: { startDate: string; endDate: string } }> = [];
      if (ws.upcomingShiftsEmail)
        due.push({ kind: 'UPCOMING_SHIFTS', range: periodRange('UPCOMING_SHIFTS', tomorrow, 1) });
      if (ws.weeklyScheduleSummary && sundayBasedWeekday(today) === ws.summaryEmailDay) {
        due.push({
          kind: 'WEEKLY_SUMMARY',
          range: periodRange('WEEKLY_SUMMARY', tomorrow, ws.summaryEmailDaysAhead),
        });
      }
      for (const { kind, range } of due) {
        const memoKey = `${ws.workspaceId}|${kind}`;
        if (this.enqueued.get(memoKey) === range.startDate) continue;
        try {
          const shifts = await shiftsByStaff(ctx, ws.workspaceId, range.startDate, range.endDate);
          const recipients = (await repo.staffRecipients(ctx.db, ws.workspaceId)).filter(
            (s) => s.active && s.email && (shifts.get(s.id)?.length ?? 0) > 0,
          );
          total += await repo.enqueueDeliveries(
            ctx.db,
            recipients.map((s) => ({
              workspaceId: ws.workspaceId,
              staffId: s.id,
              kind,
              period: range.startDate,
            })),
            ctx.clock.now(),
          );
          this.enqueued.set(memoKey, range.startDate);
        } catch (err) {
          ctx.log.error({ err, workspaceId: ws.workspaceId, kind }, 'could not prepare reminder mails');
        }
      }
    }
    return total;
  }

  /** Works through one batch of due rows; answers how many it read. */
  private async sendBatch(report: TickReport): Promise<number> {
    const { ctx } = this;
    const due = await repo.dueDeliveries(ctx.db, ctx.clock.now(), this.batchSize, this.maxAttempts);
    const groups = new Map<string, repo.DeliveryRow[]>();
    for (const row of due) {
      const key = `${row.workspaceId}|${row.kind}|${row.period}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    for (const rows of groups.values()) await this.sendGroup(rows, report);
    return due.length;
  }

  private async fail(row: repo.DeliveryRow, err: unknown, report: TickReport) {
    const attempt = row.attempts + 1;
    const delay = this.backoffBaseMs * 2 ** (attempt - 1);
    await repo.markFailed(
      this.ctx.db,
      row.id,
      err instanceof Error ? err.message : String(err),
      attempt,
      new Date(this.ctx.clock.now().getTime() + delay),
    );
    report.failed += 1;
    this.ctx.log.error(
      { err, deliveryId: row.id, attempt },
      `reminder ${row.kind} ${row.period} failed (attempt ${attempt} of ${this.maxAttempts})`,
    );
  }

  private async skip(row: repo.DeliveryRow, reason: string, report: TickReport) {
    await repo.markSkipped(this.ctx.db, row, reason);
    report.skipped += 1;
  }

  /** Rows of one workspace, kind and period: one schedule computation for all of them. */
  private async sendGroup(rows: repo.DeliveryRow[], report: TickReport): Promise<void> {
    const { ctx } = this;
    const first = rows[0]!;
    let context;
    try {
      const [ws, settings] = await Promise.all([
        repo.findWorkspace(ctx.db, first.workspaceId),
        repo.findSettings(ctx.db, first.workspaceId),
      ]);
      if (!ws) {
        for (const row of rows) await this.skip(row, 'Workspace no longer exists', report);
        return;
      }
      const range = periodRange(first.kind, first.period, settings.summaryEmailDaysAhead);
      const [shifts, recipients] = await Promise.all([
        shiftsByStaff(ctx, ws.id, range.startDate, range.endDate),
        repo.staffRecipients(
          ctx.db,
          ws.id,
          rows.map((r) => r.staffId),
        ),
      ]);
      context = { ws, settings, range, shifts, recipients: new Map(recipients.map((r) => [r.id, r])) };
    } catch (err) {
      for (const row of rows) await this.fail(row, err, report);
      return;
    }
    const { ws, settings, range, shifts, recipients } = context;
    const today = todayInTimeZone(ctx.clock.now().getTime(), ws.timeZone);
    const enabled =
      first.kind === 'UPCOMING_SHIFTS' ? settings.upcomingShiftsEmail : settings.weeklyScheduleSummary;
    for (const row of rows) {
      const recipient = recipients.get(row.staffId);
      const own = shifts.get(row.staffId) ?? [];
      if (!hasFeature(ws.plan, 'emailNotifications') || isLicenceExpired(ws.plan, ws.renewalDate, today))
        await this.skip(row, 'The plan does not include email notifications', report);
      else if (!enabled) await this.skip(row, 'The mail was switched off', report);
      else if (today > (first.kind === 'UPCOMING_SHIFTS' ? range.startDate : range.endDate))
        await this.skip(row, 'Too late: the period has passed', report);
      else if (!recipient || !recipient.active || !recipient.email)
        await this.skip(row, 'No active staff member with an email address', report);
      else if (own.length === 0) await this.skip(row, 'No shifts in the period any more', report);
      else {
        let message;
        try {
          message = renderReminder({
            kind: row.kind,
            language: mailLanguage(recipient.language),
            to: recipient.email,
            staffName: recipient.name,
            workspaceName: ws.name,
            startDate: range.startDate,
            endDate: range.endDate,
            shifts: own,
          });
        } catch (err) {
          await this.fail(row, err, report);
          continue;
        }
        const sendingUntil = new Date(ctx.clock.now().getTime() + this.leaseMs);
        if (!(await repo.markSending(ctx.db, row, this.instanceId, sendingUntil))) continue; // another run took it
        try {
          await ctx.mailer.send(message);
        } catch (err) {
          await this.fail(row, err, report);
          continue;
        }
        await repo.markSent(ctx.db, row.id, row.attempts + 1, ctx.clock.now());
        report.sent += 1;
      }
    }
  }
}
