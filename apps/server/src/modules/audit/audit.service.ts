import type { AuditAction, AuditResource } from '@openrota/contracts';
import type { RequestMeta } from '../../context';
import type { DbOrTx } from '../../db/database';
import { insertAuditRow } from './audit.repository';

export interface AuditEntry {
  workspaceId?: string | null;
  userId?: string | null;
  staffId?: string | null;
  action: AuditAction;
  resource: AuditResource;
  resourceId?: string | null;
  resourceName?: string | null;
  description?: string | null;
  metadata?: Record<string, unknown> | null;
}

/**
 * Writes one audit row. Pass the transaction of the change it records so that the change and
 * its audit row commit (or roll back) together.
 */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry, meta?: RequestMeta): Promise<void> {
  await insertAuditRow(tx, {
    workspaceId: entry.workspaceId ?? null,
    userId: entry.userId ?? null,
    staffId: entry.staffId ?? null,
    action: entry.action,
    resource: entry.resource,
    resourceId: entry.resourceId ?? null,
    resourceName: entry.resourceName ?? null,
    description: entry.description ?? null,
    metadata: entry.metadata ?? null,
    ipAddress: meta?.ipAddress ?? null,
    userAgent: meta?.userAgent?.slice(0, 512) ?? null,
  });
}
