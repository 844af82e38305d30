import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AuditLogFilter } from '@openrota/contracts';
import type { DbOrTx } from '../../db/database';
import { auditLogs, staff, users } from '../../db/schema';

/** Inserts one audit row (recordAudit in audit.service.ts fills it from the change and the request). */
export async function insertAuditRow(tx: DbOrTx, row: typeof auditLogs.$inferInsert): Promise<void> {
  await tx.insert(auditLogs).values(row);
}

/** LIKE pattern matching `term` anywhere, with `\`, `%` and `_` taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The rows of one workspace matching the filter. Dates are calendar dates in `timeZone`:
 * from the start of startDate to the end of endDate there, whatever the server's zone.
 */
function where(workspaceId: string, timeZone: string, filter: AuditLogFilter): SQL | undefined {
  const term = filter.searchTerm ? containsPattern(filter.searchTerm) : undefined;
  return and(
    eq(auditLogs.workspaceId, workspaceId),
    filter.action ? eq(auditLogs.action, filter.action) : undefined,
    filter.resource ? eq(auditLogs.resource, filter.resource) : undefined,
    filter.startDate
      ? sql`${auditLogs.createdAt} >= (${filter.startDate}::date::timestamp AT TIME ZONE ${timeZone})`
      : undefined,
    filter.endDate
      ? sql`${auditLogs.createdAt} < ((${filter.endDate}::date + 1)::timestamp AT TIME ZONE ${timeZone})`
      : undefined,
    term
      ? or(
          ilike(users.name, term),
          ilike(users.email, term),
          ilike(staff.name, term),
          ilike(auditLogs.resourceName, term),
          ilike(auditLogs.description, term),
        )
      : undefined,
  );
}

const columns = {
  id: auditLogs.id,
  createdAt: auditLogs.createdAt,
  userName: users.name,
  userEmail: users.email,
  staffName: staff.name,
  action: auditLogs.action,
  resource: auditLogs.resource,
  resourceName: auditLogs.resourceName,
  description: auditLogs.description,
  ipAddress: auditLogs.ipAddress,
  userAgent: auditLogs.userAgent,
};
export type AuditLogRow = {
  id: string;
  createdAt: Date;
  userName: string | null;
  userEmail: string | null;
  staffName: string | null;
  action: string;
  resource: string;
  resourceName: string | null;
  description: string | null;
  ipAddress: string | null;
  userAgent: string | null;
};

// staff_id has no foreign key: a deleted staff member leaves the row without a name.
const staffJoin = and(eq(staff.id, auditLogs.staffId), eq(staff.workspaceId, auditLogs.workspaceId));

/** One page, newest first (ties by id, so paging never repeats or skips a row). */
export function listPage(
  db: DbOrTx,
  workspaceId: string,
  timeZone: string,
  filter: AuditLogFilter,
  limit: number,
  offset: number,
): Promise<AuditLogRow[]> {
  return db
    .select(columns)
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.userId))
    .leftJoin(staff, staffJoin)
    .where(where(workspaceId, timeZone, filter))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(limit)
    .offset(offset) as Promise<AuditLogRow[]>;
}

export async function countRows(
  db: DbOrTx,
  workspaceId: string,
  timeZone: string,
  filter: AuditLogFilter,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.userId))
    .leftJoin(staff, staffJoin)
    .where(where(workspaceId, timeZone, filter));
  return Number(row?.n ?? 0);
}

/** The batch after `after` (keyset on createdAt desc, id desc): export reads in these. */
export function listBatch(
  db: DbOrTx,
  workspaceId: string,
  timeZone: string,
  filter: AuditLogFilter,
  after: { cursor: string; id: string } | null,
  limit: number,
): Promise<Array<AuditLogRow & { cursor: string }>> {
  // The cursor is the timestamp as PostgreSQL writes it (microseconds): a JS Date would drop them.
  const keyset = after
    ? sql`(${auditLogs.createdAt}, ${auditLogs.id}) < (${after.cursor}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select({ ...columns, cursor: sql<string>`${auditLogs.createdAt}::text` })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.userId))
    .leftJoin(staff, staffJoin)
    .where(and(where(workspaceId, timeZone, filter), keyset))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(limit) as Promise<Array<AuditLogRow & { cursor: string }>>;
}
