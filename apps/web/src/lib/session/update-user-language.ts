import type { UpdateUserBodySchema, User } from '@openrota/contracts';
import type { z } from 'zod';
import { apiRequest } from '../api-request';

type UserResponse = { success: true; data: { user: User } };

/** PUT /api/users/{id} {language}: saves the user's interface language. */
export async function updateUserLanguage(userId: string, language: User['language']): Promise<User> {
  const data: z.input<typeof UpdateUserBodySchema> = { language };
  const body = await apiRequest<UserResponse>({ method: 'PUT', url: `/api/users/${userId}`, data });
  return body.data.user;
}
