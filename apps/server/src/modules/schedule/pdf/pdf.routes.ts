import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorEnvelopeSchema, PdfQuerySchema } from '@openrota/contracts';
import type { AppContext } from '../../../context';
import { currentWorkspace, requestMeta } from '../../../plugins/access';
import { PdfWorkerPool } from './pdf-pool';
import { exportCalendarPdf } from './pdf.service';

const READ = { access: 'workspace', roles: ['ADMIN', 'MANAGER', 'STAFF'] } as const;

/**
 * GET /api/schedules/pdf-calendar: the month calendar as an A4 landscape PDF (docs/product/schedule.md#pdf-export). Rendering runs in a pool of worker threads started on the first request and
 * terminated when the app closes.
 */
export async function schedulePdfRoutes(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const pool = new PdfWorkerPool();
  server.addHook('onClose', async () => {
    await pool.close();
  });

  app.get(
    '/api/schedules/pdf-calendar',
    {
      config: READ,
      schema: {
        tags: ['schedule'],
        summary: 'The schedule as a PDF month calendar (one A4 landscape page per month)',
        querystring: PdfQuerySchema,
        response: { 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await exportCalendarPdf(
        ctx,
        pool,
        currentWorkspace(request),
        request.query,
        requestMeta(request),
      );
      return (
        reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${filename}"`)
          .header('Cache-Control', 'no-store')
          .header('Content-Length', String(pdf.length))
          // A Buffer is sent as is (no serializer); the typed reply only knows the JSON error shapes.
          .send(pdf as never)
      );
    },
  );
}
