import type { LedgerQuery, MyLedger } from '@openrota/contracts';
import type { RequestConfig } from '@/lib/http-client';

async function staffRequest<T>(config: RequestConfig): Promise<T> {
  const { staffClientRequest } = await import('@/lib/staff-api-client');
  return staffClientRequest<T>(config);
}

/** GET /api/staff-portal/ledger: the member's own figures beside the team's medians (docs/product/working-time.md#fairness-ledger). */
export const getMyLedger = (range: LedgerQuery) =>
  staffRequest<{ data: MyLedger }>({ method: 'GET', url: '/api/staff-portal/ledger', params: range }).then(
    (r) => r.data,
  );
