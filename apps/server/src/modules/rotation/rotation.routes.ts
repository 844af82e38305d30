import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConflictEnvelopeSchema,
  DuplicatePatternBodySchema,
  ErrorEnvelopeSchema,
  ImportPatternBodySchema,
  ImportResultSchema,
  MessageEnvelopeSchema,
  PatternAssignmentBodySchema,
  PatternAssignmentParamsSchema,
  PatternIdParamsSchema,
  RotationAssignmentListResponseSchema,
  RotationAssignmentResponseSchema,
  RotationPatternBodySchema,
  RotationPatternListResponseSchema,
  RotationPatternResponseSchema,
  RotationSlotListResponseSchema,
  RotationSlotResponseSchema,
  SlotAssignmentBodySchema,
  SlotAssignmentParamsSchema,
  SlotBodySchema,
  SlotParamsSchema,
  UpdateRotationPatternBodySchema,
  UpdateSlotBodySchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { currentWorkspace, requestMeta } from '../../plugins/access';
import { requestLanguage } from '../../plugins/errors';
import { violationDtos } from '../../lib/rule-violations';
import * as assignments from './assignments.service';
import { importPattern } from './import.service';
import * as patterns from './patterns.service';
import * as slots from './slots.service';

// Rotation patterns are planning data: ADMIN and MANAGER (docs/roles.md; STAFF reads the computed schedule).
const read = { access: 'workspace' as const, roles: ['ADMIN', 'MANAGER'] as const };
const write = { access: 'workspace' as const, roles: ['ADMIN', 'MANAGER'] as const };
const tags = ['rotation'];
const errors = {
  400: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};
const ListQuerySchema = z.object({ active: z.enum(['true', 'false']).optional() });

const IMPORT_DESCRIPTION = [
  'Imports a rotation pattern with its requirements and assignments (docs/rotation-import-format.md).',
  '`data` is either an OpenRota rotation file `{ "format": "openrota-rotation", "version": 1, "weekCount", "shiftTypes": [{ name, shortName?, color?, startTime?, endTime?, description? }],',
  '"staff": [{ name, shortName?, email?, phone?, skills: [shift type names] }], "slots": [{ week (1-based), day (0 = Monday … 6 = Sunday), shiftType (name), optional?, staff? (name) }] }`',
  'or a workspace backup `{ version, workspace: { name }, exportedAt, shiftTypes: [{ id, name, … }], staff: [{ id, name, …, skills: [{ shiftTypeId }] }],',
  'rotationPatterns: [{ weekCount, slots: [{ weekNumber, dayOfWeek, shiftTypeId, isOptional, assignments: [{ staffId }] }], assignments?: [...] }] }`, of which the first pattern is imported.',
  'Shift types and staff are matched by name (case-insensitive) and created when missing; assigned staff get the skill. `startDate` defaults to the Monday of the current week in the workspace time zone.',
  'A malformed file answers 400 "Invalid file format" with details and creates nothing.',
  'The imported assignments are checked by the working-time rules like assignment writes: a hard violation answers 409 RULE_VIOLATION with the violations and creates nothing, unless `acknowledgeViolations: { reason }` is sent; warnings come back as `warnings`.',
].join(' ');

export async function rotationRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const base = '/api/rotation-patterns';

  app.get(
    base,
    {
      config: read,
      schema: { tags, querystring: ListQuerySchema, response: { 200: RotationPatternListResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await patterns.listPatterns(ctx, currentWorkspace(request), request.query.active === 'true'),
    }),
  );

  app.get(
    `${base}/:id`,
    {
      config: read,
      schema: {
        tags,
        params: PatternIdParamsSchema,
        response: { 200: RotationPatternResponseSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await patterns.getPattern(ctx, currentWorkspace(request), request.params.id),
    }),
  );

  app.post(
    base,
    {
      config: write,
      schema: {
        tags,
        body: RotationPatternBodySchema,
        response: { 201: RotationPatternResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await patterns.createPattern(
        ctx,
        currentWorkspace(request),
        request.body,
        requestMeta(request),
      );
      return reply
        .status(201)
        .send({ success: true as const, data, message: 'Pattern created successfully' });
    },
  );

  app.put(
    `${base}/:id`,
    {
      config: write,
      schema: {
        tags,
        params: PatternIdParamsSchema,
        body: UpdateRotationPatternBodySchema,
        response: { 200: RotationPatternResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await patterns.updatePattern(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.body,
        requestMeta(request),
      ),
      message: 'Pattern updated successfully',
    }),
  );

  app.delete(
    `${base}/:id`,
    {
      config: write,
      schema: { tags, params: PatternIdParamsSchema, response: { 200: MessageEnvelopeSchema, ...errors } },
    },
    async (request) => {
      await patterns.deletePattern(ctx, currentWorkspace(request), request.params.id, requestMeta(request));
      return { success: true as const, message: 'Pattern deleted successfully' };
    },
  );

  app.post(
    `${base}/:id/duplicate`,
    {
      config: write,
      schema: {
        tags,
        params: PatternIdParamsSchema,
        body: DuplicatePatternBodySchema,
        response: { 201: RotationPatternResponseSchema, ...errors, 409: ConflictEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { data, warnings } = await patterns.duplicatePattern(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.body,
        requestMeta(request),
      );
      return reply.status(201).send({
        success: true as const,
        data,
        message: 'Pattern duplicated successfully',
        warnings: violationDtos(warnings, requestLanguage(request)),
      });
    },
  );

  app.post(
    `${base}/import`,
    {
      config: write,
      bodyLimit: 5 * 1024 * 1024,
      schema: {
        tags,
        description: IMPORT_DESCRIPTION,
        body: ImportPatternBodySchema,
        response: { 201: ImportResultSchema, ...errors, 409: ConflictEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { result, warnings } = await importPattern(
        ctx,
        currentWorkspace(request),
        request.body,
        requestMeta(request),
      );
      return reply
        .status(201)
        .send({ ...result, warnings: violationDtos(warnings, requestLanguage(request)) });
    },
  );

  app.get(
    `${base}/:id/slots`,
    {
      config: read,
      schema: {
        tags,
        params: PatternIdParamsSchema,
        response: { 200: RotationSlotListResponseSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await slots.listSlots(ctx, currentWorkspace(request), request.params.id),
    }),
  );

  app.post(
    `${base}/:id/slots`,
    {
      config: write,
      schema: {
        tags,
        params: PatternIdParamsSchema,
        body: SlotBodySchema,
        response: { 201: RotationSlotResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await slots.createSlot(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.body,
        requestMeta(request),
      );
      return reply
        .status(201)
        .send({ success: true as const, data, message: 'Requirement created successfully' });
    },
  );

  app.put(
    `${base}/:id/slots/:slotId`,
    {
      config: write,
      schema: {
        tags,
        params: SlotParamsSchema,
        body: UpdateSlotBodySchema,
        response: { 200: RotationSlotResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await slots.updateSlot(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.params.slotId,
        request.body,
        requestMeta(request),
      ),
      message: 'Requirement updated successfully',
    }),
  );

  app.delete(
    `${base}/:id/slots/:slotId`,
    {
      config: write,
      schema: { tags, params: SlotParamsSchema, response: { 200: MessageEnvelopeSchema, ...errors } },
    },
    async (request) => {
      await slots.deleteSlot(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.params.slotId,
        requestMeta(request),
      );
      return { success: true as const, message: 'Requirement deleted successfully' };
    },
  );

  app.post(
    `${base}/:id/slots/:slotId/assignments`,
    {
      config: write,
      schema: {
        tags,
        params: SlotParamsSchema,
        body: SlotAssignmentBodySchema,
        response: { 201: RotationAssignmentResponseSchema, ...errors, 409: ConflictEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { data, warnings } = await assignments.assignToSlot(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.params.slotId,
        request.body,
        requestMeta(request),
      );
      return reply.status(201).send({
        success: true as const,
        data,
        message: 'Staff assigned successfully',
        warnings: violationDtos(warnings, requestLanguage(request)),
      });
    },
  );

  app.delete(
    `${base}/:id/slots/:slotId/assignments/:assignmentId`,
    {
      config: write,
      schema: {
        tags,
        params: SlotAssignmentParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const { id, slotId, assignmentId } = request.params;
      await assignments.unassignFromSlot(
        ctx,
        currentWorkspace(request),
        id,
        slotId,
        assignmentId,
        requestMeta(request),
      );
      return { success: true as const, message: 'Assignment removed successfully' };
    },
  );

  app.get(
    `${base}/:id/assignments`,
    {
      config: read,
      schema: {
        tags,
        params: PatternIdParamsSchema,
        response: { 200: RotationAssignmentListResponseSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await assignments.listPatternAssignments(ctx, currentWorkspace(request), request.params.id),
    }),
  );

  app.post(
    `${base}/:id/assignments`,
    {
      config: write,
      schema: {
        tags,
        params: PatternIdParamsSchema,
        body: PatternAssignmentBodySchema,
        response: { 201: RotationAssignmentResponseSchema, ...errors, 409: ConflictEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { data, warnings } = await assignments.createPatternAssignment(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.body,
        requestMeta(request),
      );
      return reply.status(201).send({
        success: true as const,
        data,
        message: 'Assignment created successfully',
        warnings: violationDtos(warnings, requestLanguage(request)),
      });
    },
  );

  app.delete(
    `${base}/:id/assignments/:assignmentId`,
    {
      config: write,
      schema: {
        tags,
        params: PatternAssignmentParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await assignments.deletePatternAssignment(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.params.assignmentId,
        requestMeta(request),
      );
      return { success: true as const, message: 'Assignment removed successfully' };
    },
  );
}
