import type { User } from '@openrota/contracts';
import { apiRequest } from '../api-request';

type UserResponse = { success: true; data: { user: User } };

/** PUT /api/users/{id} {language}: saves the user's interface language. */
export async function updateUserLanguage(userId: string, language: User['language']): Promise<User> {
  const body = await apiRequest<UserResponse>({ method: 'PUT', url: `/api/users/${userId}`, data: { language } });
  return body.data.user;
}
