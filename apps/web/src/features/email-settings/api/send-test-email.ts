import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';

export type TestEmailKind = 'upcoming' | 'weekly';

const URLS: Record<TestEmailKind, string> = {
  upcoming: '/api/email/test-upcoming-reminders',
  weekly: '/api/email/test-weekly-summary',
};

/**
 * POST /api/email/test-upcoming-reminders or /api/email/test-weekly-summary: answers a message;
 * the page detects success by the word "successfully" in it (docs/product/email.md#email-settings).
 */
export async function sendTestEmail(kind: TestEmailKind): Promise<{ ok: boolean; message: string }> {
  const body = await apiRequest<{ message?: string }>({ method: 'POST', url: URLS[kind] });
  const message = typeof body.message === 'string' ? body.message : '';
  return { ok: message.includes('successfully'), message };
}

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}
