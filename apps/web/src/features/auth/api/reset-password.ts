import type { ResetPasswordBodySchema } from '@openrota/contracts';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-request';
import { useAction } from '@/lib/use-action';

type MessageResponse = { success: boolean; message?: string };

/** POST /api/auth/reset-password {token,password}: sets a new password with a reset token. */
export function resetPassword(body: z.input<typeof ResetPasswordBodySchema>): Promise<MessageResponse> {
  return apiRequest<MessageResponse>({ method: 'POST', url: '/api/auth/reset-password', data: body });
}

export function useResetPassword() {
  return useAction(resetPassword);
}
