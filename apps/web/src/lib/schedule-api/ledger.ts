import type { Ledger, LedgerQuery } from '@openrota/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';

export const ledgerKey = (workspaceId: string | undefined, range: LedgerQuery) =>
  ['ledger', workspaceId, range.startDate, range.endDate] as const;

/** GET /api/ledger (docs/product/working-time.md#fairness-ledger). */
export async function getLedger(range: LedgerQuery): Promise<Ledger> {
  return (await apiRequest<{ data: Ledger }>({ method: 'GET', url: '/api/ledger', params: range })).data;
}

export function getLedgerQueryOptions(workspaceId: string | undefined, range: LedgerQuery) {
  return queryOptions({
    queryKey: ledgerKey(workspaceId, range),
    queryFn: () => getLedger(range),
    placeholderData: keepPreviousData,
  });
}

/** Every ledger read sits below this key: a schedule change invalidates it. */
export const ledgerKeys = { all: ['ledger'] as const };

export function useLedger(range: LedgerQuery, options: { enabled?: boolean } = {}) {
  const workspaceId = useWorkspaceStore((s) => s.currentWorkspace?.id);
  return useQuery({
    ...getLedgerQueryOptions(workspaceId, { startDate: range.startDate, endDate: range.endDate }),
    enabled: options.enabled ?? true,
  });
}
