import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorEnvelopeSchema,
  IdParamsSchema,
  RESTORE_BODY_LIMIT_BYTES,
  RestoreWorkspaceBodySchema,
  RestoreWorkspaceResponseSchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { currentUser, currentWorkspace, requestMeta } from '../../plugins/access';
import { perAccount } from '../../plugins/rate-limits';
import { exportWorkspace, restoreWorkspace } from './backup.service';

const BACKUP_DESCRIPTION = [
  'Downloads the whole workspace as a version-2 backup file (docs/backup-format.md, JSON Schema docs/backup.schema.json):',
  'workspace settings, shift types, staff with skills, rotation patterns with their requirements and assignments, absences, the stored schedule layer and email settings.',
  'Answered as an attachment openrota-backup-{slug}-{yyyy-MM-dd}.json; allowed even when the licence has expired.',
].join(' ');

const RESTORE_DESCRIPTION = [
  'Creates a new workspace from a backup file (`backupData`, the whole parsed file; version 1 or 2) named `name`, with the caller as ADMIN.',
  'Every row gets a new id; the slug is made from the name. All or nothing: an invalid file answers 400 naming what is wrong and creates nothing.',
  'Plan limits do not apply; the new workspace is on the FREE plan.',
  'At most 2 restores a minute and 10 workspaces a day (new or restored) per account: more answer 429 RATE_LIMITED with Retry-After.',
].join(' ');

export async function backupRoutes(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/workspaces/:id/backup',
    {
      config: { access: 'workspace', roles: ['ADMIN'], allowExpired: true },
      schema: { tags: ['workspaces'], description: BACKUP_DESCRIPTION, params: IdParamsSchema },
    },
    async (request, reply) => {
      const file = await exportWorkspace(
        ctx,
        currentWorkspace(request),
        request.params.id,
        requestMeta(request),
      );
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.post(
    '/api/workspaces/restore',
    {
      config: { access: 'user', rateLimit: perAccount(2) },
      bodyLimit: RESTORE_BODY_LIMIT_BYTES,
      schema: {
        tags: ['workspaces'],
        description: RESTORE_DESCRIPTION,
        body: RestoreWorkspaceBodySchema,
        response: { 201: RestoreWorkspaceResponseSchema, 400: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const data = await restoreWorkspace(
        ctx,
        currentUser(request).userId,
        request.body,
        requestMeta(request),
      );
      return reply
        .status(201)
        .send({ success: true as const, data, message: 'Workspace restored successfully' });
    },
  );
}
