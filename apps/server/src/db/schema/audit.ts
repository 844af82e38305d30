import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { workspaces } from './workspaces';
import { users } from './users';

/**
 * Append-only audit trail. Rows are never updated or deleted by the application;
 * `workspace_id` is null for events outside a workspace (sign-in, password reset).
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    staffId: uuid('staff_id'),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    resourceName: text('resource_name'),
    description: text('description'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    metadata: jsonb('metadata'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_workspace_created_idx').on(t.workspaceId, t.createdAt),
    index('audit_logs_user_id_idx').on(t.userId),
  ],
);
