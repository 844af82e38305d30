import { z } from 'zod';
import { text } from './common';
import { WorkspaceSchema } from './auth';

export const WORKSPACE_NAME_MAX_LENGTH = 100;

export const CreateWorkspaceBodySchema = z.object({
  name: text({ message: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(WORKSPACE_NAME_MAX_LENGTH, `Name must be at most ${WORKSPACE_NAME_MAX_LENGTH} characters long`),
});
export type CreateWorkspaceBody = z.infer<typeof CreateWorkspaceBodySchema>;

export const WorkspaceResponseSchema = z.object({
  success: z.literal(true),
  data: WorkspaceSchema,
  message: text().optional(),
});
export type WorkspaceResponse = z.infer<typeof WorkspaceResponseSchema>;
