import type { Trade, TradeApproval, TradesList } from '@openrota/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { scheduleKeys } from './keys';

/**
 * Shift trades for the back office (apps/server/src/modules/trades/trades.routes.ts): the
 * `/schedule/trades` page, the dashboard's attention card and the calendar's markers read the
 * same list; a decision invalidates it and the schedule.
 */
export const tradeKeys = {
  all: ['trades'] as const,
  list: (q: TradesQuery) => ['trades', 'list', q] as const,
  settings: ['trades', 'settings'] as const,
};

export type TradesQuery = { status?: 'PENDING' | 'ALL'; startDate?: string; endDate?: string };

export async function getTrades(params: TradesQuery): Promise<TradesList> {
  const body = await apiRequest<{ data: TradesList }>(
    { method: 'GET', url: '/api/trades', params },
    'Failed to load shift trades. Please try again.',
  );
  return body.data;
}

export function useTrades(params: TradesQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: tradeKeys.list(params),
    queryFn: () => getTrades(params),
    enabled: options.enabled ?? true,
  });
}

/** How the workspace's trades are approved (GET /api/trades/settings), for the settings page. */
export function useTradeSettings(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: tradeKeys.settings,
    queryFn: async () =>
      (
        await apiRequest<{ data: { approval: TradeApproval } }>(
          { method: 'GET', url: '/api/trades/settings' },
          'Failed to load the setting. Please try again.',
        )
      ).data,
    enabled: options.enabled ?? true,
  });
}

function useTradeMutation<V>(call: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: tradeKeys.all }),
        client.invalidateQueries({ queryKey: scheduleKeys.all }),
      ]);
    },
  });
}

export function useApproveTrade() {
  return useTradeMutation((id: string) =>
    apiRequest<{ data: Trade }>(
      { method: 'POST', url: `/api/trades/${encodeURIComponent(id)}/approve` },
      'Failed to approve the trade. Please try again.',
    ),
  );
}

export function useRefuseTrade() {
  return useTradeMutation((v: { id: string; reason: string }) =>
    apiRequest<{ data: Trade }>(
      { method: 'POST', url: `/api/trades/${encodeURIComponent(v.id)}/refuse`, data: { reason: v.reason } },
      'Failed to refuse the trade. Please try again.',
    ),
  );
}

export function useSetTradeApproval() {
  return useTradeMutation((approval: TradeApproval) =>
    apiRequest<{ data: { approval: TradeApproval } }>(
      { method: 'PUT', url: '/api/trades/settings', data: { approval } },
      'Failed to save the setting. Please try again.',
    ),
  );
}
