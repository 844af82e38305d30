import { z } from 'zod';
import { text } from './common';
import { isValidTimeZone } from '@openrota/domain';
import { WorkspaceSchema } from './auth';
import { WORKSPACE_NAME_MAX_LENGTH } from './workspaces';

/** Workspace settings ranges (docs/product/workspaces.md#workspace-settings). */
export const MAX_SELF_PLANNING_DAYS_MIN = 1;
export const MAX_SELF_PLANNING_DAYS_MAX = 365;
export const MAX_SELF_PLANNING_DAYS_DEFAULT = 30;
export const ABSENCES_MIN_DELAY_MIN = 0;
export const ABSENCES_MIN_DELAY_MAX = 365;
export const ABSENCES_MIN_DELAY_DEFAULT = 0;

const dayCount = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

/**
 * `PUT /api/workspaces/{id}/settings`: every field optional (partial update). The slug is
 * read-only: a body that names it is refused with a 400 on `slug` rather than silently ignored.
 */
export const UpdateWorkspaceSettingsBodySchema = z.object({
  name: text({ message: 'Name must be text' })
    .trim()
    .min(1, 'Name is required')
    .max(WORKSPACE_NAME_MAX_LENGTH, `Name must be at most ${WORKSPACE_NAME_MAX_LENGTH} characters long`)
    .optional(),
  timeZone: text({ message: 'Time zone must be text' })
    .refine((v) => isValidTimeZone(v), 'Time zone must be an IANA time zone such as Europe/Amsterdam')
    .optional(),
  staffLoginEnabled: z.boolean({ message: 'staffLoginEnabled must be true or false' }).optional(),
  publicStaffList: z.boolean({ message: 'publicStaffList must be true or false' }).optional(),
  maxSelfPlanningDays: dayCount(
    'Max self-planning days',
    MAX_SELF_PLANNING_DAYS_MIN,
    MAX_SELF_PLANNING_DAYS_MAX,
  ).optional(),
  absencesMinDelay: dayCount(
    'Absences minimum delay',
    ABSENCES_MIN_DELAY_MIN,
    ABSENCES_MIN_DELAY_MAX,
  ).optional(),
  availabilityLeadDays: dayCount('Availability lead time', 0, 365).optional(),
  availabilityNeedsApproval: z
    .boolean({ message: 'availabilityNeedsApproval must be true or false' })
    .optional(),
  slug: z
    .unknown()
    .refine((v) => v === undefined, 'The slug cannot be changed')
    .optional(),
});
export type UpdateWorkspaceSettingsBody = z.infer<typeof UpdateWorkspaceSettingsBodySchema>;

export const WorkspaceSettingsResponseSchema = z.object({
  success: z.literal(true),
  message: text(),
  data: WorkspaceSchema,
});
export type WorkspaceSettingsResponse = z.infer<typeof WorkspaceSettingsResponseSchema>;
