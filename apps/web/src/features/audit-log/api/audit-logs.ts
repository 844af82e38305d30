import { AUDIT_PAGE_SIZE, type AuditLog, type AuditLogListResponse } from '@openrota/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { downloadCsv } from '@/lib/csv';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { auditServerMessage } from '../lib/audit-error';

/** The filters of the page; empty ones are left out of the query string. */
export interface AuditLogFilters {
  searchTerm?: string;
  action?: string;
  resource?: string;
  startDate?: string;
  endDate?: string;
}

export const AUDIT_ERRORS = { fetch: 'fetchError', export: 'exportError' } as const;

function params(filters: AuditLogFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, v]) => typeof v === 'string' && v.trim() !== '')
      .map(([k, v]) => [k, (v as string).trim()]),
  );
}

/**
 * GET /api/audit-logs: one page, newest first. A failure throws an ApiError with the server
 * message (string or list joined by commas), else the `fetchError` marker the page translates.
 */
export async function getAuditLogs(
  filters: AuditLogFilters,
  offset: number,
  limit = AUDIT_PAGE_SIZE,
): Promise<{ logs: AuditLog[]; total: number }> {
  const { apiClient } = await import('@/lib/api-client');
  try {
    const body = (
      await apiClient.request<AuditLogListResponse>({
        method: 'GET',
        url: '/api/audit-logs',
        params: { ...params(filters), limit, offset },
      })
    ).data;
    return { logs: body.logs ?? body.data.logs, total: body.total ?? body.data.total };
  } catch (error) {
    const message = auditServerMessage(error);
    throw new ApiError(message ?? AUDIT_ERRORS.fetch, undefined, undefined, undefined, message !== undefined);
  }
}

export function useAuditLogs(filters: AuditLogFilters, offset: number) {
  const workspaceId = useWorkspaceStore((s) => s.currentWorkspace?.id);
  return useQuery({
    queryKey: ['audit-logs', workspaceId, params(filters), offset],
    queryFn: () => getAuditLogs(filters, offset),
    placeholderData: keepPreviousData,
  });
}

/** `attachment; filename="audit-log-2026-03-15.csv"` → the name; else a dated default. */
export function fileNameOf(disposition: unknown, today: string): string {
  const match = typeof disposition === 'string' ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? `audit-log-${today}.csv`;
}

/** GET /api/audit-logs/export with the filters, offered as a download. */
export async function exportAuditLogs(filters: AuditLogFilters, today: string): Promise<void> {
  const { apiClient } = await import('@/lib/api-client');
  let response;
  try {
    response = await apiClient.request<string>({
      method: 'GET',
      url: '/api/audit-logs/export',
      params: params(filters),
      responseType: 'text',
    });
  } catch (error) {
    const message = auditServerMessage(error);
    throw new ApiError(
      message ?? AUDIT_ERRORS.export,
      undefined,
      undefined,
      undefined,
      message !== undefined,
    );
  }
  const headers = response.headers as Record<string, unknown> | undefined;
  downloadCsv(String(response.data ?? ''), fileNameOf(headers?.['content-disposition'], today));
}
