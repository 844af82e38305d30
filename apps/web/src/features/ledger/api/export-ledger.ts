import type { LedgerQuery } from '@openrota/contracts';
import { toApiError } from '@/lib/api-error';
import { downloadCsv } from '@/lib/csv';

/** `attachment; filename="ledger-….csv"` → the name; else one named after the period. */
export function fileNameOf(disposition: unknown, range: LedgerQuery): string {
  const match = typeof disposition === 'string' ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? `ledger-${range.startDate}-${range.endDate}.csv`;
}

/** GET /api/ledger/export: the period's ledger as CSV (headers in the user's language), offered as a download. */
export async function exportLedger(range: LedgerQuery): Promise<void> {
  const { apiClient } = await import('@/lib/api-client');
  let response;
  try {
    response = await apiClient.request<string>({
      method: 'GET',
      url: '/api/ledger/export',
      params: range,
      responseType: 'text',
    });
  } catch (error) {
    throw toApiError(error);
  }
  const headers = response.headers as Record<string, unknown> | undefined;
  downloadCsv(String(response.data ?? ''), fileNameOf(headers?.['content-disposition'], range));
}
