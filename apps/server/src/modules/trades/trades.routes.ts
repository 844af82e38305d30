import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AcceptTradeBodySchema,
  ConflictEnvelopeSchema,
  CreateTradeBodySchema,
  ErrorEnvelopeSchema,
  IdParamsSchema,
  RefuseTradeBodySchema,
  StaffTradesResponseSchema,
  TradeCandidatesQuerySchema,
  TradeCandidatesResponseSchema,
  TradeResponseSchema,
  TradeSettingsResponseSchema,
  TradeSettingsSchema,
  TradesListResponseSchema,
  TradesQuerySchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { currentStaff, currentWorkspace, requestMeta } from '../../plugins/access';
import { requestLanguage } from '../../plugins/errors';
import * as service from './trades.service';

/**
 * Shift trades (trades.service.ts): the staff session offers, accepts and withdraws; the
 * workspace's members read the trades (the calendar marks pending ones), ADMIN and MANAGER
 * approve or refuse, ADMIN sets how trades are approved.
 */
const STAFF = { access: 'staff' } as const;
const READ = { access: 'workspace', roles: ['ADMIN', 'MANAGER', 'STAFF'] } as const;
const DECIDE = { access: 'workspace', roles: ['ADMIN', 'MANAGER'] } as const;
const SETTINGS = { access: 'workspace', roles: ['ADMIN'] } as const;
const tags = ['trades'];
const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  402: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ConflictEnvelopeSchema,
};

export async function tradesRoutes(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const staffBase = '/api/staff-auth/trades';

  app.get(
    staffBase,
    {
      config: STAFF,
      schema: {
        tags,
        description:
          "The member's own offers (and trades they accepted) from a week ago on, and the open offers they may accept (give-aways the trade rule allows them; swaps naming one of their shifts, with the ones allowed in myOptions).",
        response: { 200: StaffTradesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.staffTrades(ctx, currentStaff(request), requestLanguage(request)),
    }),
  );

  app.get(
    `${staffBase}/candidates`,
    {
      config: STAFF,
      schema: {
        tags,
        description:
          "For one of the member's upcoming shifts: every active colleague, whether the trade may happen (skills, absences, hard working-time rules, both sides of a swap) and why not, in the reader's language. SWAP: each colleague's upcoming shifts in the claim window as options.",
        querystring: TradeCandidatesQuerySchema,
        response: { 200: TradeCandidatesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.tradeCandidatesFor(
        ctx,
        currentStaff(request),
        request.query,
        requestLanguage(request),
      ),
    }),
  );

  app.post(
    staffBase,
    {
      config: STAFF,
      schema: {
        tags,
        description:
          "Offers one of the member's upcoming shifts: GIVE_AWAY, or SWAP for one of swapShifts (colleagues' shifts; each must pass the trade rule, else 400). 409 when the shift is offered already.",
        body: CreateTradeBodySchema,
        response: { 201: TradeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.createTrade(
        ctx,
        currentStaff(request),
        request.body,
        requestMeta(request),
        requestLanguage(request),
      );
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.post(
    `${staffBase}/:id/accept`,
    {
      config: STAFF,
      schema: {
        tags,
        description:
          "Accepts an open offer (SWAP: shiftId names which of the member's shifts in the offer they give). Exactly one of simultaneous accepts wins; the others get 409. With automatic approval the trade is applied at once (status APPLIED), else it waits for a manager (ACCEPTED). A shift changed meanwhile: the offer becomes VOID, 409.",
        params: IdParamsSchema,
        body: AcceptTradeBodySchema,
        response: { 200: TradeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.acceptTrade(
        ctx,
        currentStaff(request),
        request.params.id,
        request.body ?? {},
        requestMeta(request),
        requestLanguage(request),
      ),
    }),
  );

  app.post(
    `${staffBase}/:id/withdraw`,
    {
      config: STAFF,
      schema: {
        tags,
        description: 'The offerer withdraws an offer nobody has accepted yet (409 otherwise).',
        params: IdParamsSchema,
        response: { 200: TradeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.withdrawTrade(
        ctx,
        currentStaff(request),
        request.params.id,
        requestMeta(request),
        requestLanguage(request),
      ),
    }),
  );

  app.get(
    '/api/trades',
    {
      config: READ,
      schema: {
        tags,
        description:
          "Trades of the workspace by the offered shift's date: pending ones (OPEN, ACCEPTED; default) or ALL, optionally in startDate … endDate; with the workspace's approval setting.",
        querystring: TradesQuerySchema,
        response: { 200: TradesListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listTrades(ctx, currentWorkspace(request), request.query, requestLanguage(request)),
    }),
  );

  app.get(
    '/api/trades/settings',
    {
      config: READ,
      schema: { tags, response: { 200: TradeSettingsResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await service.tradeSettings(ctx, currentWorkspace(request).workspaceId),
    }),
  );

  app.put(
    '/api/trades/settings',
    {
      config: SETTINGS,
      schema: {
        tags,
        description:
          'How trades are approved: MANAGER (every trade) or AUTOMATIC (applied at once when every check passes; managers are told).',
        body: TradeSettingsSchema,
        response: { 200: TradeSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.updateTradeSettings(
        ctx,
        currentWorkspace(request),
        request.body.approval,
        requestMeta(request),
      ),
    }),
  );

  app.post(
    '/api/trades/:id/approve',
    {
      config: DECIDE,
      schema: {
        tags,
        description:
          'Applies an accepted trade: both sides re-checked, each shift stored as an override of the rotation, audited with both members, mailed to both. A shift changed meanwhile: VOID, 409.',
        params: IdParamsSchema,
        response: { 200: TradeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.approveTrade(
        ctx,
        currentWorkspace(request),
        request.params.id,
        requestMeta(request),
        requestLanguage(request),
      ),
    }),
  );

  app.post(
    '/api/trades/:id/refuse',
    {
      config: DECIDE,
      schema: {
        tags,
        description: 'Refuses a pending trade with a reason (mailed to both members).',
        params: IdParamsSchema,
        body: RefuseTradeBodySchema,
        response: { 200: TradeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.refuseTrade(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.body.reason,
        requestMeta(request),
        requestLanguage(request),
      ),
    }),
  );
}
