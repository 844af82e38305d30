import { z } from 'zod';
import { EmailSchema, LanguageSchema, NAME_MAX_LENGTH, PasswordSchema, RoleSchema, text } from './common';

export const UserSchema = z.object({
  id: z.uuid(),
  email: text(),
  name: text(),
  language: LanguageSchema,
});
export type User = z.infer<typeof UserSchema>;

export const FeatureFlagsSchema = z.object({
  staffLoginEnabled: z.boolean(),
  publicStaffList: z.boolean(),
});

/** A workspace as seen by one of its members. */
export const WorkspaceSchema = z.object({
  id: z.uuid(),
  name: text(),
  slug: text(),
  role: RoleSchema,
  onboardingCompleted: z.boolean(),
  featureFlags: FeatureFlagsSchema,
  absencesMinDelay: z.number().int(),
  maxSelfPlanningDays: z.number().int(),
  timeZone: text(),
  /** Staff may change their availability only for days at least this many days ahead. */
  availabilityLeadDays: z.number().int(),
  /** Staff changes of availability wait for a manager's approval. */
  availabilityNeedsApproval: z.boolean(),
});
export type Workspace = z.infer<typeof WorkspaceSchema>;

export const SessionPayloadSchema = z.object({
  token: text(),
  user: UserSchema,
  workspaces: z.array(WorkspaceSchema),
});
export type SessionPayload = z.infer<typeof SessionPayloadSchema>;

/** Login and register answer token, user and workspaces at the top level and in data. */
export const SessionResponseSchema = SessionPayloadSchema.extend({
  success: z.literal(true),
  data: SessionPayloadSchema,
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: text({ message: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const RegisterBodySchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  name: text({ message: 'First name is required' })
    .trim()
    .min(1, 'First name is required')
    .max(NAME_MAX_LENGTH, `First name must be at most ${NAME_MAX_LENGTH} characters long`),
  termsAccepted: z.boolean().default(false),
  /** The language the visitor signed up in; the account keeps it (default en). */
  language: LanguageSchema.optional(),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const MeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ user: UserSchema, workspaces: z.array(WorkspaceSchema) }),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const ExchangeTokenQuerySchema = z.object({
  externalToken: text({ message: 'externalToken is required' }).min(1, 'externalToken is required').max(512),
});
export const ExchangeTokenResponseSchema = z.object({
  success: z.literal(true),
  data: SessionPayloadSchema.extend({ workspaceId: z.uuid().nullable() }),
});
export type ExchangeTokenResponse = z.infer<typeof ExchangeTokenResponseSchema>;

export const CreateExternalTokenBodySchema = z.object({ workspaceId: z.uuid().optional() });
export const ExternalTokenResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ externalToken: text(), expiresAt: text(), url: text() }),
});

export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });
export const ResetPasswordBodySchema = z.object({
  token: text({ message: 'Invalid reset token' })
    .min(1, 'Invalid reset token')
    .max(512, 'Invalid reset token'),
  password: PasswordSchema,
});

export const UpdateUserBodySchema = z.object({ language: LanguageSchema });
export const UserResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ user: UserSchema }),
});
