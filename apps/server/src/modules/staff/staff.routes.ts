import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddSkillBodySchema,
  ErrorEnvelopeSchema,
  IdParamsSchema,
  SetSkillsBodySchema,
  StaffBodySchema,
  StaffListResponseSchema,
  StaffResponseSchema,
  StaffSkillListResponseSchema,
  StaffSkillResponseSchema,
  SuccessMessageSchema,
  UpdateStaffBodySchema,
  WorkspaceUserListResponseSchema,
} from '@openrota/contracts';
import type { AppContext } from '../../context';
import { currentWorkspace, requestMeta } from '../../plugins/access';
import { addSkill, removeSkill, setSkills } from './skills.service';
import * as service from './staff.service';

const READ = { access: 'workspace', roles: ['ADMIN', 'MANAGER', 'STAFF'] } as const;
const WRITE = { access: 'workspace', roles: ['ADMIN', 'MANAGER'] } as const;
const errors = {
  400: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};
const SkillParamsSchema = z.object({
  id: z.uuid({ message: 'Invalid id' }),
  skillId: z.uuid({ message: 'Invalid id' }),
});

export async function staffRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];

  app.get(
    '/api/staff',
    {
      config: READ,
      schema: {
        tags,
        description:
          'Every staff member with skills. ADMIN and MANAGER get full records; a STAFF member gets their own (linked to their account) in full and everyone else without email, phone or linked account.',
        response: { 200: StaffListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listStaff(ctx, currentWorkspace(request)),
    }),
  );

  app.post(
    '/api/staff',
    {
      config: WRITE,
      schema: { tags, body: StaffBodySchema, response: { 201: StaffResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const data = await service.createStaff(
        ctx,
        currentWorkspace(request),
        request.body,
        requestMeta(request),
      );
      return reply
        .status(201)
        .send({ success: true as const, data, message: 'Staff member created successfully' });
    },
  );

  app.put(
    '/api/staff/:id',
    {
      config: WRITE,
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateStaffBodySchema,
        response: { 200: StaffResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await service.updateStaff(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.body,
        requestMeta(request),
      );
      return { success: true as const, data, message: 'Staff member updated successfully' };
    },
  );

  app.delete(
    '/api/staff/:id',
    {
      config: WRITE,
      schema: { tags, params: IdParamsSchema, response: { 200: SuccessMessageSchema, ...errors } },
    },
    async (request) => {
      await service.deleteStaff(ctx, currentWorkspace(request), request.params.id, requestMeta(request));
      return { success: true as const, message: 'Staff member deleted successfully' };
    },
  );

  app.put(
    '/api/staff/:id/skills',
    {
      config: WRITE,
      schema: {
        tags,
        params: IdParamsSchema,
        body: SetSkillsBodySchema,
        response: { 200: StaffSkillListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ids = Array.isArray(request.body) ? request.body : request.body.shiftTypeIds;
      return {
        success: true as const,
        data: await setSkills(ctx, currentWorkspace(request), request.params.id, ids, requestMeta(request)),
      };
    },
  );

  app.post(
    '/api/staff/:id/skills',
    {
      config: WRITE,
      schema: {
        tags,
        params: IdParamsSchema,
        body: AddSkillBodySchema,
        response: { 201: StaffSkillResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await addSkill(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.body.shiftTypeId,
        requestMeta(request),
      );
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.delete(
    '/api/staff/:id/skills/:skillId',
    {
      config: WRITE,
      schema: { tags, params: SkillParamsSchema, response: { 200: SuccessMessageSchema, ...errors } },
    },
    async (request) => {
      await removeSkill(
        ctx,
        currentWorkspace(request),
        request.params.id,
        request.params.skillId,
        requestMeta(request),
      );
      return { success: true as const, message: 'Skill removed successfully' };
    },
  );

  // The accounts of the workspace (for linking staff): not for STAFF (docs/roles.md: own data only).
  app.get(
    '/api/users',
    {
      config: { access: 'workspace', roles: ['ADMIN', 'MANAGER'] },
      schema: { tags, response: { 200: WorkspaceUserListResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await service.listUsers(ctx, currentWorkspace(request)),
    }),
  );
}
