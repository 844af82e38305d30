import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuditLogExportQuerySchema,
  AuditLogListResponseSchema,
  AuditLogQuerySchema,
  ErrorEnvelopeSchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { currentWorkspace, requestMeta } from '../../plugins/access';
import * as service from './audit-log.service';

/**
 * ADMIN and MANAGER read and export the audit log: the role rules (docs/roles.md) keep only settings, licence,
 * members and backup for ADMIN. There is no route that changes or deletes audit rows.
 */
const READ = { access: 'workspace', roles: ['ADMIN', 'MANAGER'] } as const;
const errors = { 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

export async function auditRoutes(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['audit'];

  app.get(
    '/api/audit-logs',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Audit log of the workspace, newest first',
        description:
          'Dates are calendar dates in the workspace time zone, both inclusive; searchTerm matches user name or email, staff name, resource name and description.',
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = await service.listAuditLogs(ctx, currentWorkspace(request), request.query);
      return { success: true as const, logs: page.logs, total: page.total, data: page };
    },
  );

  app.get(
    '/api/audit-logs/export',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Every matching audit row as CSV (RFC 4180), newest first',
        querystring: AuditLogExportQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { filename, csv } = await service.exportAuditLogs(
        ctx,
        currentWorkspace(request),
        request.query,
        requestMeta(request),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'no-store')
        .send(csv as never);
    },
  );
}
