import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** `/healthz`: the process answers. `/readyz`: the database answers too. */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/healthz', { config: { access: 'public' }, logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { access: 'public' }, logLevel: 'warn' }, async (_request, reply) => {
    try {
      await ctx.db.execute(sql`SELECT 1`);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ success: false, error: 'Database unavailable', code: 'NOT_READY' });
    }
  });
}
