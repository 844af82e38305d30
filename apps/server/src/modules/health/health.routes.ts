import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pingDatabase } from './health.repository';

/** `/healthz`: the process answers. `/readyz`: the database answers too. */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/healthz', { config: { access: 'public' }, logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { access: 'public' }, logLevel: 'warn' }, async (_request, reply) => {
    try {
      await pingDatabase(ctx.db);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ success: false, error: 'Database unavailable', code: 'NOT_READY' });
    }
  });
}
