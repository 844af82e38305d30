import { z } from 'zod';
import { text } from './common';

/**
 * Staff sign-in by one-time code (docs/product/staff-login.md#sign-in-steps,
 * docs/product/staff-login.md#staff-codes) and the public staff list (docs/product/back-office.md#public-staff-list). The staff session is its own kind:
 * its bearer token is accepted only by `/api/staff-auth/*` routes.
 */

/** Digits in a staff sign-in code (docs/product/staff-login.md#staff-codes). */
export const STAFF_CODE_LENGTH = 6;
/** Minutes a code stays valid. */
export const STAFF_CODE_TTL_MINUTES = 10;
/** Wrong entries a code survives; the next entry (even the right one) fails. */
export const STAFF_CODE_MAX_ATTEMPTS = 5;
/** Send-code requests per contact (known or not) per hour and per day. */
export const STAFF_CODE_SENDS_PER_HOUR = 5;
export const STAFF_CODE_SENDS_PER_DAY = 20;

/**
 * Server messages of the staff login (docs/product/staff-login.md#sign-in-steps). The web shows the
 * server message when there is one; its own i18n keys cover the same cases.
 */
export const StaffAuthMessage = {
  WORKSPACE_REQUIRED: 'Workspace is required',
  CONTACT_REQUIRED: 'Email or phone is required',
  CONTACT_BOTH: 'Enter either an email address or a phone number, not both',
  CODE_REQUIRED: 'Code is required',
  CODE_FORMAT: 'The code must be 6 digits',
  INVALID_WORKSPACE: 'Workspace not found. Check the workspace or the login link.',
  STAFF_LOGIN_DISABLED: 'Staff login is not enabled for this workspace',
  CODE_SENT: 'If this contact belongs to a staff member of this workspace, a sign-in code has been sent.',
  INVALID_CODE: 'Invalid code',
  INVALID_OR_EXPIRED_CODE: 'This code is invalid or has expired. Request a new code.',
  SIGNED_IN: 'Signed in',
  SIGNED_OUT: 'Signed out',
} as const;

const WorkspaceIdField = z.uuid({ message: StaffAuthMessage.INVALID_WORKSPACE });
const WorkspaceSlugField = text()
  .trim()
  .min(1, StaffAuthMessage.WORKSPACE_REQUIRED)
  .max(100, StaffAuthMessage.INVALID_WORKSPACE);
const EmailField = text().trim().max(254, 'Email address is too long');
const PhoneField = text().trim().max(32, 'Phone number is too long');

/**
 * Which workspace: a UUID goes as `workspaceId`, anything else as `workspaceSlug` (docs/product/staff-login.md#workspace-identifier). One of them is required.
 */
const WorkspaceRefShape = {
  workspaceId: WorkspaceIdField.optional(),
  workspaceSlug: WorkspaceSlugField.optional(),
};
/** The contact: `email` or `phone`, exactly one (an empty string counts as absent). */
const ContactShape = {
  email: EmailField.optional(),
  phone: PhoneField.optional(),
};

type Refinable = {
  workspaceId?: string | undefined;
  workspaceSlug?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
};

function checkWorkspace(value: Refinable, ctx: z.RefinementCtx) {
  if (!value.workspaceId && !value.workspaceSlug) {
    ctx.addIssue({ code: 'custom', path: ['workspaceId'], message: StaffAuthMessage.WORKSPACE_REQUIRED });
  }
}

function checkContact(value: Refinable, ctx: z.RefinementCtx) {
  const hasEmail = Boolean(value.email);
  const hasPhone = Boolean(value.phone);
  if (!hasEmail && !hasPhone)
    ctx.addIssue({ code: 'custom', path: ['email'], message: StaffAuthMessage.CONTACT_REQUIRED });
  else if (hasEmail && hasPhone)
    ctx.addIssue({ code: 'custom', path: ['phone'], message: StaffAuthMessage.CONTACT_BOTH });
  else if (hasEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.email ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: 'Invalid email address' });
  } else if (hasPhone && !/^\+?[0-9][0-9 ()./-]{5,30}$/.test(value.phone ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Invalid phone number' });
  }
}

/**
 * GET /api/staff-auth/workspace: the name the staff login shows for a workspace id or slug.
 * Answered only where staff login works (else the send-code errors: 404 unknown, 403 off,
 * 402 licence expired), and nothing but the name and slug, which the login link shows anyway.
 */
export const StaffLoginWorkspaceQuerySchema = z.object(WorkspaceRefShape).superRefine(checkWorkspace);
export type StaffLoginWorkspaceQuery = z.infer<typeof StaffLoginWorkspaceQuerySchema>;
export const StaffLoginWorkspaceSchema = z.object({ name: text(), slug: text() });
export type StaffLoginWorkspace = z.infer<typeof StaffLoginWorkspaceSchema>;
export const StaffLoginWorkspaceResponseSchema = z.object({
  success: z.literal(true),
  data: StaffLoginWorkspaceSchema,
});

/** POST /api/staff-auth/send-code */
export const StaffSendCodeBodySchema = z
  .object({ ...WorkspaceRefShape, ...ContactShape })
  .superRefine((v, ctx) => {
    checkWorkspace(v, ctx);
    checkContact(v, ctx);
  });
export type StaffSendCodeBody = z.infer<typeof StaffSendCodeBodySchema>;

/** Always the same answer, whether or not the contact belongs to a staff member. */
export const StaffSendCodeResponseSchema = z.object({ success: z.literal(true), message: text() });
export type StaffSendCodeResponse = z.infer<typeof StaffSendCodeResponseSchema>;

/**
 * POST /api/staff-auth/verify-code. Besides the `code` and workspace of docs/product/staff-login.md#staff-codes, the client sends
 * the same `email` or `phone` it asked the code for: a code is stored only as a hash, and the
 * contact names the one code to compare against (and whose 5 attempts a wrong entry uses up).
 */
export const StaffVerifyCodeBodySchema = z
  .object({
    ...WorkspaceRefShape,
    ...ContactShape,
    code: text({ message: StaffAuthMessage.CODE_REQUIRED })
      .trim()
      .min(1, StaffAuthMessage.CODE_REQUIRED)
      .max(STAFF_CODE_LENGTH, StaffAuthMessage.CODE_FORMAT)
      .regex(/^[0-9]{6}$/, StaffAuthMessage.CODE_FORMAT),
  })
  .superRefine((v, ctx) => {
    checkWorkspace(v, ctx);
    checkContact(v, ctx);
  });
export type StaffVerifyCodeBody = z.infer<typeof StaffVerifyCodeBodySchema>;

export const StaffVerifyCodeResponseSchema = z.object({
  success: z.literal(true),
  message: text(),
  data: z.object({ token: text() }),
});
export type StaffVerifyCodeResponse = z.infer<typeof StaffVerifyCodeResponseSchema>;

/** The signed-in staff member (GET /api/staff-auth/me). */
export const StaffProfileSchema = z.object({
  id: z.uuid(),
  name: text(),
  shortName: text().nullable(),
  email: text().nullable(),
  phone: text().nullable(),
});
export type StaffProfile = z.infer<typeof StaffProfileSchema>;

/** The staff member's workspace as the staff pages need it. */
export const StaffWorkspaceSchema = z.object({
  id: z.uuid(),
  name: text(),
  slug: text(),
  /** An absence may start no earlier than today + this many days. */
  absencesMinDelay: z.number().int(),
  /** Shifts may be claimed from today to today + this many days. */
  maxSelfPlanningDays: z.number().int(),
  /** IANA zone in which "today" is computed (docs/product/time-zones.md#workspace-time-zone). */
  timeZone: text(),
  /** Whether the plan has the selfPlanning feature (claiming shifts). */
  selfPlanning: z.boolean(),
});
export type StaffWorkspace = z.infer<typeof StaffWorkspaceSchema>;

export const StaffMePayloadSchema = z.object({ staff: StaffProfileSchema, workspace: StaffWorkspaceSchema });
export type StaffMePayload = z.infer<typeof StaffMePayloadSchema>;

/** Clients read `staff` and `workspace` at the top level, so they are there and in `data` (docs/product/api-conventions.md#top-level-fields). */
export const StaffMeResponseSchema = StaffMePayloadSchema.extend({
  success: z.literal(true),
  data: StaffMePayloadSchema,
});
export type StaffMeResponse = z.infer<typeof StaffMeResponseSchema>;

/** POST /api/staff-auth/logout: revokes the current staff session. */
export const StaffLogoutResponseSchema = z.object({ success: z.literal(true), message: text() });
export type StaffLogoutResponse = z.infer<typeof StaffLogoutResponseSchema>;

/** GET /api/public/:workspaceSlug/staff — names only (no ids, emails or phones), by name. */
export const PublicStaffMemberSchema = z.object({ name: text(), shortName: text().nullable() });
export type PublicStaffMember = z.infer<typeof PublicStaffMemberSchema>;
export const PublicStaffListResponseSchema = z.object({
  success: z.literal(true),
  /** The workspace's name heads the readable page (`/public/{slug}/staff` in the web app). */
  data: z.object({ workspaceName: text(), staff: z.array(PublicStaffMemberSchema) }),
});
export type PublicStaffListResponse = z.infer<typeof PublicStaffListResponseSchema>;
export const PublicStaffListParamsSchema = z.object({ workspaceSlug: text().min(1).max(100) });
