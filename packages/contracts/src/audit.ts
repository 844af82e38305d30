import { z } from 'zod';

export const AUDIT_ACTIONS = [
  'LOGIN',
  'LOGOUT',
  'CREATE',
  'UPDATE',
  'DELETE',
  'VIEW',
  'EXPORT',
  'IMPORT',
  'APPROVE',
  'REJECT',
  'CLAIM',
  'UNCLAIM',
  'ASSIGN',
  'UNASSIGN',
  /** An auto-fill proposal applied or undone (modules/autofill), one row for all its shifts. */
  'AUTO_FILL',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

export const AUDIT_RESOURCES = [
  'USER',
  'WORKSPACE',
  'STAFF',
  'SHIFT_TYPE',
  'ROTATION_PATTERN',
  'ROTATION_SLOT',
  'ROTATION_ASSIGNMENT',
  'ABSENCE',
  'SCHEDULE_ENTRY',
  'NOTIFICATION',
  'AUTH',
  'SETTINGS',
  'REPORT',
  'RULE_SET',
  'STAFF_CONTRACT',
  'PUBLIC_HOLIDAY',
  'CALENDAR_FEED',
  'AVAILABILITY',
] as const;
export const AuditResourceSchema = z.enum(AUDIT_RESOURCES);
export type AuditResource = z.infer<typeof AuditResourceSchema>;
