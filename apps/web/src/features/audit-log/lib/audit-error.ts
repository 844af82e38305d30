import { isHttpError } from '@/lib/api-error';

/**
 * The server's message from a failed audit call (docs/product/back-office.md#audit-log): the envelope's `error`
 * as a string, or a list joined by commas. The body may still be text (the export asks for
 * text), so JSON is parsed here.
 */
export function auditServerMessage(error: unknown): string | undefined {
  let data: unknown = isHttpError(error) ? error.response?.data : undefined;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  if (!data || typeof data !== 'object') return undefined;
  const message = (data as { error?: unknown }).error;
  if (typeof message === 'string') return message.trim() || undefined;
  if (Array.isArray(message)) {
    const parts = message.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    return parts.length ? parts.join(', ') : undefined;
  }
  return undefined;
}
