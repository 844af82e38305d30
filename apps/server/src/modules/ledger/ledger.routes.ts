import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorEnvelopeSchema,
  LedgerQuerySchema,
  LedgerResponseSchema,
  MAX_LEDGER_RANGE_DAYS,
  MyLedgerResponseSchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { currentStaff, currentWorkspace, requestMeta } from '../../plugins/access';
import { requestLanguage } from '../../plugins/errors';
import * as service from './ledger.service';

/** docs/roles.md: the ledger holds everyone's hours, so only ADMIN and MANAGER read it. */
const READ = { access: 'workspace', roles: ['ADMIN', 'MANAGER'] } as const;
/** A staff session: the member's own figures and the team's medians. */
const STAFF = { access: 'staff' } as const;
const tags = ['ledger'];
const errors = { 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };
const PERIOD = `startDate..endDate inclusive, at most ${MAX_LEDGER_RANGE_DAYS} days; the year balance runs from 1 January of endDate's year.`;

export async function ledgerRoutes(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/ledger',
    {
      config: READ,
      schema: {
        tags,
        description: `The fairness ledger (docs/product/working-time.md#fairness-ledger): per active member (and inactive ones who worked in the period) the minutes worked against the contract, the year balance, nights, weekends, evenings, public holidays and shifts per type, with the team's medians. ${PERIOD}`,
        querystring: LedgerQuerySchema,
        response: { 200: LedgerResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getLedger(ctx, currentWorkspace(request), request.query),
    }),
  );

  app.get(
    '/api/ledger/export',
    {
      config: READ,
      schema: {
        tags,
        description: `The ledger as CSV (RFC 4180, formula-safe), headers in the caller's language, hours as decimal numbers. ${PERIOD}`,
        querystring: LedgerQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { filename, csv } = await service.exportLedger(
        ctx,
        currentWorkspace(request),
        request.query,
        requestLanguage(request),
        requestMeta(request),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'no-store')
        .send(csv as never);
    },
  );

  app.get(
    '/api/staff-portal/ledger',
    {
      config: STAFF,
      schema: {
        tags: [...tags, 'staff-portal'],
        description: `The signed-in staff member's own ledger figures beside the team's median of each; never anyone else's figures. ${PERIOD}`,
        querystring: LedgerQuerySchema,
        response: {
          200: MyLedgerResponseSchema,
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          402: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const data = await service.getMyLedger(ctx, currentStaff(request), request.query);
      return { success: true as const, ...data, data };
    },
  );
}
