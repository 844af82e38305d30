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
import { computeSchedule } from '../schedule/schedule.service';
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
 * Every tick (a timer in the server process; tests call `tick()` with a ManualClock):
 * 1. For each workspace with a mail switched on whose plan has `emailNotifications` (and whose
 *    licence has not expired), once it is summaryEmailTime or later in the workspace's time
 *    zone: the upcoming-shift reminder for TOMORROW (kind UPCOMING_SHIFTS, period = tomorrow)
 *    and, when today is summaryEmailDay (0 = Sunday), the weekly summary of the
 *    summaryEmailDaysAhead days starting TOMORROW (kind WEEKLY_SUMMARY, period = tomorrow).
 *    Recipients: active staff members with an email address who have at least one
 *    (non-cancelled) shift in that period, as the schedule engine computes it. Each mail is a
 *    row in `reminder_deliveries`, unique on (workspace, staff, kind, period), inserted with
 *    ON CONFLICT DO NOTHING: any number of instances and ticks create it once.
 * 2. Claims due rows (SELECT … FOR UPDATE SKIP LOCKED, then a lease: locked_by, locked_until),
 *    renders each mail from the schedule as it is now, marks the row SENDING (committed), hands
 *    the mail to the mailer and marks it SENT. A mailer error marks it FAILED with exponential
 *    backoff (1, 2, 4, 8 minutes) up to MAX_ATTEMPTS attempts in all.
 *
 * The guarantee: every mail is sent AT MOST ONCE (docs/product/email.md#at-most-once), and exactly once unless an
 * instance dies (or hangs past its lease) in the narrow window between marking a row SENDING
 * and recording the result. A claimed row that never reached SENDING (the instance died while
 * rendering) is simply claimed again after the lease and sent once. A row still SENDING after
 * its lease may or may not have been accepted by the mail server; it is closed as SKIPPED
 * with `last_error` saying so and a warning in the log, and is never resent. A send the mailer
 * reports as failed (connection refused, rejected) is retried; nodemailer rejecting after the
 * server already accepted the data (a lost final reply) is the one remaining, theoretical
 * duplicate path. See docs/operations.md "Reminder mails".
 */

export interface ReminderSchedulerOptions {
  /** Timer period of `start()`. */
  intervalMs: number;
  /** Identifies this instance in `locked_by`; unique per process by default. */
  instanceId?: string;
  /** How long a claim holds before another instance may take it over. */
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
export const DEFAULT_LEASE_MS = 5 * 60_000;
export const BACKOFF_BASE_MS = 60_000;

/** 0 = Sunday … 6 = Saturday (the email settings' convention), of a yyyy-MM-dd date. */
export function sundayBasedWeekday(date: string): number {
  return (dayOfWeek(date) + 1) % 7;
}

/** Shifts of each staff member in a range, from the schedule engine (cancelled and unfilled left out). */
async function shiftsByStaff(
  ctx: AppContext,
  workspaceId: string,
  startDate: string,
  endDate: string,
): Promise<Map<string, MailShift[]>> {
  const schedule = await computeSchedule(ctx, { workspaceId }, { startDate, endDate });
  const result = new Map<string, MailShift[]>();
  for (const e of schedule.entries) {
    if (!e.staffId || e.isCancelled || e.isUnfilled) continue;
    const list = result.get(e.staffId) ?? [];
    list.push({
      date: e.date,
      shiftTypeName: e.shiftType.name,
      startTime: e.shiftType.startTime,
      endTime: e.shiftType.endTime,
    });
    result.set(e.staffId, list);
  }
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
  private running: Promise<TickReport> | undefined;
  /** workspace|kind → the last period this instance enqueued (saves recomputing the schedule every tick). */
  private readonly enqueued = new Map<string, string>();

  constructor(
    private readonly ctx: AppContext,
    private readonly options: ReminderSchedulerOptions,
  ) {
    this.instanceId = options.instanceId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.batchSize = options.batchSize ?? 50;
    this.maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
    this.backoffBaseMs = options.backoffBaseMs ?? BACKOFF_BASE_MS;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return; // a slow tick is not overlapped by the next one
      this.tick().catch((err: unknown) => this.ctx.log.error({ err }, 'reminder tick failed'));
    }, this.options.intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a tick in progress (graceful shutdown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => {});
  }

  /** One round: close interrupted sends, create due mails, send what is due. */
  tick(): Promise<TickReport> {
    if (this.running) return this.running;
    const run = this.runTick().finally(() => {
      this.running = undefined;
    });
    this.running = run;
    return run;
  }

  private async runTick(): Promise<TickReport> {
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
      const claimed = await this.sendBatch(report);
      if (claimed < this.batchSize) break;
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

  /** Claims one batch and works through it; answers how many rows it claimed. */
  private async sendBatch(report: TickReport): Promise<number> {
    const { ctx } = this;
    const now = ctx.clock.now();
    const claimed = await repo.claimDue(
      ctx.db,
      this.instanceId,
      now,
      new Date(now.getTime() + this.leaseMs),
      this.batchSize,
      this.maxAttempts,
    );
    const groups = new Map<string, repo.DeliveryRow[]>();
    for (const row of claimed) {
      const key = `${row.workspaceId}|${row.kind}|${row.period}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    for (const rows of groups.values()) await this.sendGroup(rows, report);
    return claimed.length;
  }

  private async fail(row: repo.DeliveryRow, err: unknown, report: TickReport) {
    const attempt = row.attempts + 1;
    const delay = this.backoffBaseMs * 2 ** (attempt - 1);
    await repo.markFailed(
      this.ctx.db,
      row.id,
      this.instanceId,
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
    await repo.markSkipped(this.ctx.db, row.id, this.instanceId, reason);
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
        if (!(await repo.markSending(ctx.db, row.id, this.instanceId, ctx.clock.now()))) continue; // lease lost
        try {
          await ctx.mailer.send(message);
        } catch (err) {
          await this.fail(row, err, report);
          continue;
        }
        await repo.markSent(ctx.db, row.id, this.instanceId, ctx.clock.now());
        report.sent += 1;
      }
    }
  }
}
