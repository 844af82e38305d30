import type { ForgotPasswordBodySchema } from '@openrota/contracts';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-request';
import { useAction } from '@/lib/use-action';

type MessageResponse = { success: boolean; message?: string };

/** POST /api/auth/forgot-password {email}: asks for a reset link. */
export function forgotPassword(email: string): Promise<MessageResponse> {
  const body: z.input<typeof ForgotPasswordBodySchema> = { email };
  return apiRequest<MessageResponse>({ method: 'POST', url: '/api/auth/forgot-password', data: body });
}

export function useForgotPassword() {
  return useAction(forgotPassword);
}
