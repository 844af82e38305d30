import { z } from 'zod';
import { EMAIL_MAX_LENGTH, optionalText, requiredName, text } from './common';

export const StaffSkillSchema = z.object({
  id: z.uuid(),
  shiftTypeId: z.uuid(),
  shiftType: z.object({ name: text(), color: text() }),
});
export type StaffSkill = z.infer<typeof StaffSkillSchema>;

/**
 * A colleague as a STAFF-role member sees them in GET /staff (docs/roles.md: STAFF
 * reads the schedule and their own data): no email, phone or linked account.
 */
export const StaffDirectoryEntrySchema = z.object({
  id: z.uuid(),
  name: text(),
  shortName: text().nullable(),
  active: z.boolean(),
  /** yyyy-MM-dd (workspace time zone): the day an inactive member was deactivated; null while active. */
  inactiveFrom: text().nullable(),
  skills: z.array(StaffSkillSchema),
});
export type StaffDirectoryEntry = z.infer<typeof StaffDirectoryEntrySchema>;

/** A staff member with their contact details, as planners (and the member themself) see them. */
export const StaffSchema = StaffDirectoryEntrySchema.extend({
  email: text().nullable(),
  phone: text().nullable(),
  userId: z.uuid().nullable(),
  user: z.object({ email: text() }).nullable(),
});
export type Staff = z.infer<typeof StaffSchema>;

const OptionalEmailSchema = text({ message: 'Email must be text' })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, 'Email is too long')
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || z.email().safeParse(v).success, 'Invalid email address');

const OptionalPhoneSchema = optionalText(32, 'Phone').refine(
  (v) => v === null || /^\+?[0-9 ()./-]{6,}$/.test(v),
  'Phone may contain digits, spaces and + ( ) . / - only',
);

export const StaffBodySchema = z.object({
  name: requiredName('Name'),
  shortName: optionalText(20, 'Short name'),
  email: OptionalEmailSchema,
  phone: OptionalPhoneSchema,
  active: z.boolean().default(true),
  userId: z.uuid().nullish(),
});
export type StaffBody = z.input<typeof StaffBodySchema>;
// `active` without its default: an update that leaves it out must not re-activate anyone.
export const UpdateStaffBodySchema = StaffBodySchema.partial().extend({ active: z.boolean().optional() });

/** PUT /staff/{id}/skills: the full set of shift type ids (a bare array, or { shiftTypeIds }). */
export const SetSkillsBodySchema = z.union([
  z.array(z.uuid()).max(500),
  z.object({ shiftTypeIds: z.array(z.uuid()).max(500) }),
]);
export const AddSkillBodySchema = z.object({ shiftTypeId: z.uuid({ message: 'Select a shift type' }) });

export const StaffResponseSchema = z.object({
  success: z.literal(true),
  data: StaffSchema,
  message: text().optional(),
});
/** GET /staff: full records for ADMIN and MANAGER; for STAFF their own record in full, everyone else's as a directory entry. */
export const StaffListItemSchema = z.union([StaffSchema, StaffDirectoryEntrySchema]);
export type StaffListItem = z.infer<typeof StaffListItemSchema>;
export const StaffListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(StaffListItemSchema),
});

/** A list entry as a full record: the details the caller may not see are null (shown as "none"). */
export function withHiddenDetails(member: StaffListItem): Staff {
  return 'email' in member ? member : { ...member, email: null, phone: null, userId: null, user: null };
}
export const StaffSkillResponseSchema = z.object({ success: z.literal(true), data: StaffSkillSchema });
export const StaffSkillListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(StaffSkillSchema),
});

/** GET /users: the workspace's member accounts a staff member can be linked to. */
export const WorkspaceUserSchema = z.object({ id: z.uuid(), email: text(), name: text() });
export const WorkspaceUserListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(WorkspaceUserSchema),
});

/** GET /staff/{id}/deactivation-preview: what deactivating the member today would do to the schedule. */
export const DeactivationPreviewSchema = z.object({
  /** The member's shifts from today to `endDate` that would become open. */
  openedShifts: z.number().int(),
  weeks: z.number().int(),
  startDate: text(),
  endDate: text(),
});
export type DeactivationPreview = z.infer<typeof DeactivationPreviewSchema>;
export const DeactivationPreviewResponseSchema = z.object({
  success: z.literal(true),
  data: DeactivationPreviewSchema,
});
