import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContractBodySchema,
  ContractListResponseSchema,
  ContractResponseSchema,
  ContractsInForceQuerySchema,
  CreateRuleSetBodySchema,
  ErrorEnvelopeSchema,
  HolidayBodySchema,
  HolidayListResponseSchema,
  HolidayResponseSchema,
  HolidayYearQuerySchema,
  IdParamsSchema,
  RuleSetListResponseSchema,
  RuleSetResponseSchema,
  StaffContractParamsSchema,
  SuccessMessageSchema,
  UpdateContractBodySchema,
  UpdateRuleSetBodySchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { currentWorkspace, requestMeta } from '../../plugins/access';
import { onWorkspaceCreated } from '../workspaces/workspace-created-hook';
import * as service from './working-time.service';

const READ = { access: 'workspace', roles: ['ADMIN', 'MANAGER', 'STAFF'] } as const;
const WRITE = { access: 'workspace', roles: ['ADMIN', 'MANAGER'] } as const;
const errors = {
  400: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

/** Rule sets, contract periods and public holidays (docs/product/working-time.md). */
export async function workingTimeRoutes(server: FastifyInstance, ctx: AppContext) {
  // Every new workspace starts with the Dutch rule set and holidays, in the transaction that
  // creates it (the workspaces module calls this hook; it imports nothing of this module).
  onWorkspaceCreated(ctx, (hookCtx, tx, { workspaceId, userId }) =>
    service.seedWorkspaceDefaults(hookCtx, tx, workspaceId, userId),
  );
  const app = server.withTypeProvider<ZodTypeProvider>();

  // Rule sets ----------------------------------------------------------------------------------
  const ruleSetTags = ['rule-sets'];

  app.get(
    '/api/rule-sets',
    { config: READ, schema: { tags: ruleSetTags, response: { 200: RuleSetListResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await service.listRuleSets(ctx, currentWorkspace(request)),
    }),
  );

  app.post(
    '/api/rule-sets',
    {
      config: WRITE,
      schema: {
        tags: ruleSetTags,
        body: CreateRuleSetBodySchema,
        response: { 201: RuleSetResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.createRuleSet(
        ctx,
        currentWorkspace(request),
        request.body,
        requestMeta(request),
      );
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/api/rule-sets/:id',
    {
      config: READ,
      schema: {
        tags: ruleSetTags,
        params: IdParamsSchema,
        response: { 200: RuleSetResponseSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getRuleSet(ctx, currentWorkspace(request), request.params.id),
    }),
  );

  app.put(
    '/api/rule-sets/:id',
    {
      config: WRITE,
      schema: {
        tags: ruleSetTags,
        params: IdParamsSchema,
        body: UpdateRuleSetBodySchema,
        response: { 200: RuleSetResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.updateRuleSet(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
    }),
  );

  app.delete(
    '/api/rule-sets/:id',
    {
      config: WRITE,
      schema: {
        tags: ruleSetTags,
        params: IdParamsSchema,
        response: { 200: SuccessMessageSchema, ...errors },
      },
    },
    async (request) => {
      await service.deleteRuleSet(ctx, currentWorkspace(request), request.params.id, requestMeta(request));
      return { success: true as const, message: 'Rule set deleted' };
    },
  );

  app.post(
    '/api/rule-sets/:id/default',
    {
      config: WRITE,
      schema: {
        tags: ruleSetTags,
        params: IdParamsSchema,
        response: { 200: RuleSetResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.setDefaultRuleSet(
        ctx,
        currentWorkspace(request),
        request.params.id,
        requestMeta(request),
      ),
    }),
  );

  // Contracts ----------------------------------------------------------------------------------
  const contractTags = ['staff'];

  app.get(
    '/api/staff/contracts',
    {
      config: READ,
      schema: {
        tags: contractTags,
        description:
          'The contract in force on `date` (default: today in the workspace time zone) of every staff ' +
          'member that has one; members without one are left out (STAFF: only their own). With ' +
          '`through`, also the periods that start after `date` up to and including `through`.',
        querystring: ContractsInForceQuerySchema,
        response: { 200: ContractListResponseSchema, 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listContractsInForce(ctx, currentWorkspace(request), request.query),
    }),
  );

  app.get(
    '/api/staff/:id/contracts',
    {
      config: READ,
      schema: {
        tags: contractTags,
        description: 'The contract periods of a staff member, newest first (STAFF: only their own).',
        params: IdParamsSchema,
        response: { 200: ContractListResponseSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listContracts(ctx, currentWorkspace(request), request.params.id),
    }),
  );

  app.post(
    '/api/staff/:id/contracts',
    {
      config: WRITE,
      schema: {
        tags: contractTags,
        params: IdParamsSchema,
        body: ContractBodySchema,
        response: { 201: ContractResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.addContract(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.body,
        requestMeta(request),
      );
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.put(
    '/api/staff/:id/contracts/:contractId',
    {
      config: WRITE,
      schema: {
        tags: contractTags,
        params: StaffContractParamsSchema,
        body: UpdateContractBodySchema,
        response: { 200: ContractResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.updateContract(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.params.contractId,
        request.body,
        requestMeta(request),
      ),
    }),
  );

  app.delete(
    '/api/staff/:id/contracts/:contractId',
    {
      config: WRITE,
      schema: {
        tags: contractTags,
        params: StaffContractParamsSchema,
        response: { 200: SuccessMessageSchema, ...errors },
      },
    },
    async (request) => {
      await service.deleteContract(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.params.contractId,
        requestMeta(request),
      );
      return { success: true as const, message: 'Contract deleted' };
    },
  );

  // Public holidays ----------------------------------------------------------------------------
  const holidayTags = ['holidays'];

  app.get(
    '/api/holidays',
    {
      config: READ,
      schema: {
        tags: holidayTags,
        querystring: HolidayYearQuerySchema,
        response: { 200: HolidayListResponseSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listHolidaysOfYear(ctx, currentWorkspace(request), request.query.year),
    }),
  );

  app.post(
    '/api/holidays',
    {
      config: WRITE,
      schema: {
        tags: holidayTags,
        body: HolidayBodySchema,
        response: { 201: HolidayResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.createHoliday(
        ctx,
        currentWorkspace(request),
        request.body,
        requestMeta(request),
      );
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.delete(
    '/api/holidays/:id',
    {
      config: WRITE,
      schema: {
        tags: holidayTags,
        params: IdParamsSchema,
        response: { 200: SuccessMessageSchema, ...errors },
      },
    },
    async (request) => {
      await service.deleteHoliday(ctx, currentWorkspace(request), request.params.id, requestMeta(request));
      return { success: true as const, message: 'Holiday removed' };
    },
  );

  app.post(
    '/api/holidays/reset',
    {
      config: WRITE,
      schema: {
        tags: holidayTags,
        description: 'Replaces the holidays of a year by the Dutch national holidays.',
        querystring: HolidayYearQuerySchema,
        response: { 200: HolidayListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.resetHolidays(
        ctx,
        currentWorkspace(request),
        request.query.year,
        requestMeta(request),
      ),
    }),
  );
}
