import { z } from 'zod';
import { text } from './common';

/** Plan codes (docs/product/plans-and-limits.md#plans); the domain package defines what each allows. */
export const LicenseCodeSchema = z.enum(['FREE', 'START', 'TEAM']);
export type LicenseCode = z.infer<typeof LicenseCodeSchema>;

/** Usage against one plan limit; `max` is null (and `unlimited` true) when the plan has none. */
export const LicenseLimitSchema = z.object({
  current: z.number().int().min(0),
  max: z.number().int().nullable(),
  unlimited: z.boolean(),
});
export type LicenseLimit = z.infer<typeof LicenseLimitSchema>;

/**
 * GET /api/workspaces/{id}/license-info (docs/product/plans-and-limits.md#licence-info).
 * - `trialExpired`: the trial's or the licence's last day (`renewalDate`) lies before today in
 *   the workspace's time zone; workspace calls then answer 402.
 * - `isTrial`: the START plan of the one free trial (its end date is `trialEndsOn`).
 * - `trialAvailable`: a FREE workspace that never had a trial.
 */
export const LicenseInfoSchema = z.object({
  displayName: text(),
  license: LicenseCodeSchema,
  renewalDate: text().nullable(),
  trialExpired: z.boolean(),
  isTrial: z.boolean(),
  trialEndsOn: text().nullable(),
  trialAvailable: z.boolean(),
  limits: z.object({
    staff: LicenseLimitSchema,
    admins: LicenseLimitSchema,
    rotationPatterns: LicenseLimitSchema,
    shiftTypes: LicenseLimitSchema,
  }),
  features: z.object({
    staffLogin: z.boolean(),
    selfPlanning: z.boolean(),
    emailNotifications: z.boolean(),
    apiAccess: z.boolean(),
    prioritySupport: z.boolean(),
  }),
});
export type LicenseInfo = z.infer<typeof LicenseInfoSchema>;
export const LicenseInfoResponseSchema = z.object({
  success: z.literal(true),
  data: LicenseInfoSchema,
  message: text().optional(),
});
export type LicenseInfoResponse = z.infer<typeof LicenseInfoResponseSchema>;

/** POST /api/workspaces/{id}/start-trial: the only trial is of the START plan. */
export const StartTrialBodySchema = z.object({
  plan: z.literal('START', { message: "Only a trial of the Start plan can be started (plan: 'START')" }),
});
export type StartTrialBody = z.infer<typeof StartTrialBodySchema>;

/** GET /api/public/config: what the public pages need from the server configuration. */
export const PublicConfigSchema = z.object({ contactEmail: text() });
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
export const PublicConfigResponseSchema = z.object({ success: z.literal(true), data: PublicConfigSchema });
