import { z } from 'zod';
import { text } from './common';
import { AUDIT_ACTIONS, AUDIT_RESOURCES } from './audit';
import { MAX_DATE, MIN_DATE, isCalendarDate, isDateInRange } from '@openrota/domain';

/** Audit log page size of docs/product/back-office.md#audit-log, and the largest page a client may ask for. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_LIMIT = 200;
/** The most rows one CSV export writes (newest first). */
export const AUDIT_EXPORT_CAP = 50_000;

/** A calendar date yyyy-MM-dd that exists (2026-02-30 is refused), one message per mistake. */
const auditDate = (label: string) =>
  text()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${label} must be a date (YYYY-MM-DD)`, abort: true })
    .refine(isCalendarDate, { message: `${label} does not exist`, abort: true })
    .refine(isDateInRange, `${label} must be between ${MIN_DATE} and ${MAX_DATE}`);

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The filters shared by GET /api/audit-logs and its CSV export. Dates are calendar dates in the workspace's time zone, inclusive. */
export const AuditLogFilterSchema = z.object({
  searchTerm: z.preprocess(
    emptyToUndefined,
    text().trim().max(200, 'Search term must be at most 200 characters long').optional(),
  ),
  action: z.preprocess(
    emptyToUndefined,
    z.enum(AUDIT_ACTIONS, { message: `Action must be one of ${AUDIT_ACTIONS.join(', ')}` }).optional(),
  ),
  resource: z.preprocess(
    emptyToUndefined,
    z.enum(AUDIT_RESOURCES, { message: `Resource must be one of ${AUDIT_RESOURCES.join(', ')}` }).optional(),
  ),
  startDate: z.preprocess(emptyToUndefined, auditDate('Start date').optional()),
  endDate: z.preprocess(emptyToUndefined, auditDate('End date').optional()),
});
export type AuditLogFilter = z.infer<typeof AuditLogFilterSchema>;

export const AuditLogQuerySchema = AuditLogFilterSchema.extend({
  limit: z.coerce
    .number({ message: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(AUDIT_MAX_LIMIT, `Limit must be at most ${AUDIT_MAX_LIMIT}`)
    .default(AUDIT_PAGE_SIZE),
  offset: z.coerce
    .number({ message: 'Offset must be a number' })
    .int('Offset must be a whole number')
    .min(0, 'Offset must be at least 0')
    .default(0),
}).refine((q) => !q.startDate || !q.endDate || q.endDate >= q.startDate, {
  path: ['endDate'],
  message: 'End date must not be before start date',
});
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;

export const AuditLogExportQuerySchema = AuditLogFilterSchema.refine(
  (q) => !q.startDate || !q.endDate || q.endDate >= q.startDate,
  {
    path: ['endDate'],
    message: 'End date must not be before start date',
  },
);

/** One audit log entry (docs/product/back-office.md#audit-log). */
export const AuditLogSchema = z.object({
  id: z.uuid(),
  createdAt: text(),
  user: z.object({ name: text(), email: text() }).nullable(),
  staff: z.object({ name: text() }).nullable(),
  action: text(),
  resource: text(),
  resourceName: text().nullable(),
  description: text().nullable(),
  ipAddress: text().nullable(),
  userAgent: text().nullable(),
});
export type AuditLog = z.infer<typeof AuditLogSchema>;

/** `{ success, logs, total, data: { logs, total } }`: clients read logs and total at the top level (docs/product/api-conventions.md#top-level-fields). */
export const AuditLogListResponseSchema = z.object({
  success: z.literal(true),
  logs: z.array(AuditLogSchema),
  total: z.number().int(),
  data: z.object({ logs: z.array(AuditLogSchema), total: z.number().int() }),
});
export type AuditLogListResponse = z.infer<typeof AuditLogListResponseSchema>;
