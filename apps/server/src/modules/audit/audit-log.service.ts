import { AUDIT_EXPORT_CAP, type AuditLog, type AuditLogFilter } from '@openrota/contracts';
import { todayInTimeZone } from '@openrota/domain';
import type { AppContext, RequestMeta, WorkspaceContext } from '../../context';
import { recordAudit } from './audit.service';
import { csvLine } from '../../lib/csv';
import * as repo from './audit.repository';
import { timeZoneOf } from '../workspaces/workspaces.service';

/** Rows read per query while exporting. */
const EXPORT_BATCH = 1000;

function toDto(row: repo.AuditLogRow): AuditLog {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    user:
      row.userName !== null && row.userEmail !== null ? { name: row.userName, email: row.userEmail } : null,
    staff: row.staffName !== null ? { name: row.staffName } : null,
    action: row.action,
    resource: row.resource,
    resourceName: row.resourceName,
    description: row.description,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
  };
}

export async function listAuditLogs(
  ctx: AppContext,
  ws: WorkspaceContext,
  query: AuditLogFilter & { limit: number; offset: number },
): Promise<{ logs: AuditLog[]; total: number }> {
  const { limit, offset, ...filter } = query;
  const timeZone = await timeZoneOf(ctx.db, ws.workspaceId);
  const [rows, total] = await Promise.all([
    repo.listPage(ctx.db, ws.workspaceId, timeZone, filter, limit, offset),
    repo.countRows(ctx.db, ws.workspaceId, timeZone, filter),
  ]);
  return { logs: rows.map(toDto), total };
}

export const EXPORT_COLUMNS = [
  'createdAt',
  'userName',
  'userEmail',
  'staffName',
  'action',
  'resource',
  'resourceName',
  'description',
  'ipAddress',
  'userAgent',
] as const;

/**
 * Every matching row (newest first, at most AUDIT_EXPORT_CAP) as CSV, read in keyset batches.
 * The export itself is then recorded as an EXPORT row (not part of the file it describes).
 */
export async function exportAuditLogs(
  ctx: AppContext,
  ws: WorkspaceContext,
  filter: AuditLogFilter,
  meta: RequestMeta,
): Promise<{ filename: string; csv: string; rowCount: number }> {
  const timeZone = await timeZoneOf(ctx.db, ws.workspaceId);
  const chunks: string[] = [csvLine([...EXPORT_COLUMNS])];
  let after: { cursor: string; id: string } | null = null;
  let rowCount = 0;
  while (rowCount < AUDIT_EXPORT_CAP) {
    const batch = await repo.listBatch(
      ctx.db,
      ws.workspaceId,
      timeZone,
      filter,
      after,
      Math.min(EXPORT_BATCH, AUDIT_EXPORT_CAP - rowCount),
    );
    for (const row of batch) {
      chunks.push(
        csvLine([
          row.createdAt.toISOString(),
          row.userName,
          row.userEmail,
          row.staffName,
          row.action,
          row.resource,
          row.resourceName,
          row.description,
          row.ipAddress,
          row.userAgent,
        ]),
      );
    }
    rowCount += batch.length;
    const last = batch.at(-1);
    if (!last || batch.length < EXPORT_BATCH) break;
    after = { cursor: last.cursor, id: last.id };
  }
  const filters = Object.entries(filter).filter(([, v]) => v !== undefined && v !== '');
  await recordAudit(
    ctx.db,
    {
      workspaceId: ws.workspaceId,
      userId: ws.userId,
      action: 'EXPORT',
      resource: 'REPORT',
      resourceName: 'Audit log',
      description: `Audit log exported (${rowCount} ${rowCount === 1 ? 'row' : 'rows'})${filters.length ? `, filters: ${filters.map(([k, v]) => `${k}=${String(v)}`).join(', ')}` : ''}`,
      metadata: { rowCount, filter: Object.fromEntries(filters) },
    },
    meta,
  );
  const today = todayInTimeZone(ctx.clock.now().getTime(), timeZone);
  return { filename: `audit-log-${today}.csv`, csv: chunks.join(''), rowCount };
}
