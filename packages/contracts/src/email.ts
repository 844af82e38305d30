import { z } from 'zod';
import { TimeStringSchema, text } from './common';
import { successEnvelope } from './envelope';

/**
 * Email settings of a workspace (docs/product/email.md#email-settings; docs/product/email.md#reminder-mails): the upcoming-shift reminder and the weekly summary, sent at summaryEmailTime in the
 * workspace's time zone. summaryEmailDay: 0 = Sunday … 6 = Saturday.
 */
export const SUMMARY_DAYS_AHEAD_CHOICES = [3, 5, 7, 10, 14, 21, 30] as const;
export const DEFAULT_EMAIL_SETTINGS = {
  upcomingShiftsEmail: false,
  weeklyScheduleSummary: false,
  summaryEmailTime: '20:00',
  summaryEmailDay: 0,
  summaryEmailDaysAhead: 7,
} as const;

export const SUMMARY_DAY_MESSAGE = 'Summary day must be a whole number from 0 (Sunday) to 6 (Saturday)';
export const DAYS_AHEAD_MESSAGE = `Days ahead must be one of ${SUMMARY_DAYS_AHEAD_CHOICES.join(', ')}`;

export const EmailSettingsSchema = z.object({
  upcomingShiftsEmail: z.boolean(),
  weeklyScheduleSummary: z.boolean(),
  summaryEmailTime: text(),
  summaryEmailDay: z.number().int(),
  summaryEmailDaysAhead: z.number().int(),
});
export type EmailSettings = z.infer<typeof EmailSettingsSchema>;

/** PUT /api/email/settings: any subset of the fields; an absent field keeps its value. */
export const UpdateEmailSettingsBodySchema = z
  .object({
    upcomingShiftsEmail: z.boolean({ message: 'upcomingShiftsEmail must be true or false' }).optional(),
    weeklyScheduleSummary: z.boolean({ message: 'weeklyScheduleSummary must be true or false' }).optional(),
    summaryEmailTime: TimeStringSchema.optional(),
    summaryEmailDay: z
      .number({ message: SUMMARY_DAY_MESSAGE })
      .int(SUMMARY_DAY_MESSAGE)
      .min(0, SUMMARY_DAY_MESSAGE)
      .max(6, SUMMARY_DAY_MESSAGE)
      .optional(),
    summaryEmailDaysAhead: z
      .number({ message: DAYS_AHEAD_MESSAGE })
      .refine((v) => (SUMMARY_DAYS_AHEAD_CHOICES as readonly number[]).includes(v), DAYS_AHEAD_MESSAGE)
      .optional(),
  })
  .strict();
export type UpdateEmailSettingsBody = z.infer<typeof UpdateEmailSettingsBodySchema>;

/**
 * `emailNotificationsAvailable`: whether the workspace's plan includes email notifications;
 * settings are saved either way, but without the feature no reminder is sent.
 */
export const EmailSettingsDataSchema = z.object({
  emailSettings: EmailSettingsSchema,
  emailNotificationsAvailable: z.boolean(),
});
export const EmailSettingsResponseSchema = successEnvelope(EmailSettingsDataSchema);
export type EmailSettingsResponse = z.infer<typeof EmailSettingsResponseSchema>;

export const EMAIL_NOT_IN_PLAN_MESSAGE =
  'Email notifications are not included in your plan: settings are saved, but no reminders are sent until you upgrade.';
