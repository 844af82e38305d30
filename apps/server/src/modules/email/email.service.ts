import {
  EMAIL_NOT_IN_PLAN_MESSAGE,
  type EmailSettings,
  type UpdateEmailSettingsBody,
} from '@openrota/contracts';
import { addDays, hasFeature, isLicenceExpired, todayInTimeZone } from '@openrota/domain';
import { translate } from '@openrota/i18n';
import type { AppContext, RequestMeta, WorkspaceContext } from '../../context';
import { AppError, msg } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { computeSchedule } from '../schedule/schedule.service';
import * as repo from './email.repository';
import {
  mailLanguage,
  renderReminder,
  summaryRange,
  type MailShift,
  type ReminderKind,
} from './reminder-mails';

export interface EmailSettingsData {
  emailSettings: EmailSettings;
  emailNotificationsAvailable: boolean;
}

const FIELDS = [
  'upcomingShiftsEmail',
  'weeklyScheduleSummary',
  'summaryEmailTime',
  'summaryEmailDay',
  'summaryEmailDaysAhead',
] as const;

function pick(s: EmailSettings): EmailSettings {
  return Object.fromEntries(FIELDS.map((f) => [f, s[f]])) as EmailSettings;
}

/** Whether reminders go out for the workspace: its plan has emailNotifications and has not expired. */
async function notificationsAvailable(ctx: AppContext, workspaceId: string): Promise<boolean> {
  const ws = await repo.findWorkspace(ctx.db, workspaceId);
  if (!ws) throw AppError.notFound('workspace');
  const today = todayInTimeZone(ctx.clock.now().getTime(), ws.timeZone);
  return hasFeature(ws.plan, 'emailNotifications') && !isLicenceExpired(ws.plan, ws.renewalDate, today);
}

export async function getSettings(ctx: AppContext, ws: WorkspaceContext): Promise<EmailSettingsData> {
  const [settings, available] = await Promise.all([
    repo.findSettings(ctx.db, ws.workspaceId),
    notificationsAvailable(ctx, ws.workspaceId),
  ]);
  return { emailSettings: pick(settings), emailNotificationsAvailable: available };
}

/**
 * Partial update (absent fields keep their value). Saved on every plan; on a plan without
 * email notifications the answer says that nothing is sent (the scheduler checks the plan).
 */
export async function updateSettings(
  ctx: AppContext,
  ws: WorkspaceContext,
  body: UpdateEmailSettingsBody,
  meta: RequestMeta,
): Promise<EmailSettingsData & { message: string }> {
  const saved = await ctx.db.transaction(async (tx) => {
    const current = pick(await repo.findSettings(tx, ws.workspaceId, true));
    const next: EmailSettings = { ...current };
    for (const f of FIELDS) if (body[f] !== undefined) (next as Record<string, unknown>)[f] = body[f];
    await repo.upsertSettings(tx, ws.workspaceId, next, ctx.clock.now());
    const changes = Object.fromEntries(
      FIELDS.filter((f) => current[f] !== next[f]).map((f) => [f, { from: current[f], to: next[f] }]),
    );
    await recordAudit(
      tx,
      {
        workspaceId: ws.workspaceId,
        userId: ws.userId,
        action: 'UPDATE',
        resource: 'SETTINGS',
        resourceName: 'Email settings',
        description: 'Email settings updated',
        metadata: { changes },
      },
      meta,
    );
    return next;
  });
  const available = await notificationsAvailable(ctx, ws.workspaceId);
  const message = available
    ? 'Email settings saved successfully'
    : `Email settings saved successfully. ${EMAIL_NOT_IN_PLAN_MESSAGE}`;
  return { emailSettings: saved, emailNotificationsAvailable: available, message };
}

/**
 * A sample of a reminder, sent now to the signed-in user in their language: the mail the
 * first staff member with shifts in the period would get (upcoming: tomorrow; summary: the
 * configured days ahead from tomorrow), or a sample shift when nobody has one. Allowed on
 * every plan (it only mails the caller).
 */
export async function sendTestMail(
  ctx: AppContext,
  ws: WorkspaceContext,
  kind: ReminderKind,
): Promise<string> {
  const [user, workspace, settings] = await Promise.all([
    repo.findUser(ctx.db, ws.userId),
    repo.findWorkspace(ctx.db, ws.workspaceId),
    repo.findSettings(ctx.db, ws.workspaceId),
  ]);
  if (!user || !workspace) throw AppError.notFound(user ? 'workspace' : 'user');
  const language = mailLanguage(user.language);
  const tomorrow = addDays(todayInTimeZone(ctx.clock.now().getTime(), workspace.timeZone), 1);
  const range =
    kind === 'UPCOMING_SHIFTS'
      ? { startDate: tomorrow, endDate: tomorrow }
      : summaryRange(tomorrow, settings.summaryEmailDaysAhead);
  const schedule = await computeSchedule(ctx, { workspaceId: ws.workspaceId }, range);
  const worked = schedule.entries.filter((e) => e.staffId && e.staff && !e.isCancelled && !e.isUnfilled);
  const firstStaff = worked[0]?.staff;
  let staffName: string;
  let shifts: MailShift[];
  let testIntro: string;
  if (firstStaff) {
    staffName = firstStaff.name;
    shifts = worked
      .filter((e) => e.staffId === firstStaff.id)
      .map((e) => ({
        date: e.date,
        shiftTypeName: e.shiftType.name,
        startTime: e.shiftType.startTime,
        endTime: e.shiftType.endTime,
      }));
    testIntro = translate(language, 'reminderMails.testIntro', { name: staffName });
  } else {
    staffName = translate(language, 'reminderMails.sampleName');
    shifts = [
      {
        date: range.startDate,
        shiftTypeName: translate(language, 'reminderMails.sampleShift'),
        startTime: '08:00',
        endTime: '16:00',
      },
    ];
    testIntro = translate(language, 'reminderMails.sampleIntro');
  }
  const message = renderReminder({
    kind,
    language,
    to: user.email,
    staffName,
    workspaceName: workspace.name,
    startDate: range.startDate,
    endDate: range.endDate,
    shifts,
    testIntro,
  });
  try {
    await ctx.mailer.send(message);
  } catch (err) {
    ctx.log.error({ err }, 'test mail failed');
    throw new AppError('MAIL_FAILED', 502, msg('email.sendFailed', { email: user.email }));
  }
  return kind === 'UPCOMING_SHIFTS'
    ? `Test upcoming shifts reminder sent successfully to ${user.email}`
    : `Test weekly schedule summary sent successfully to ${user.email}`;
}
