import { ApiError, isHttpError } from '@/lib/api-error';

/** What a downloaded backup does in the browser; one object so tests can observe it. */
export const backupFiles = {
  save(text: string, fileName: string): void {
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
    // Give the browser time to start reading the file before it is released.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  },
};

/** The file name the server gives (Content-Disposition), else openrota-backup-{slug}-{today}.json. */
export function backupFileName(disposition: unknown, slug: string, today: string): string {
  const match = typeof disposition === 'string' ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? `openrota-backup-${slug || 'workspace'}-${today}.json`;
}

/** The server's message of a failed reply (JSON envelope, possibly as text), if any. */
function serverMessage(data: unknown): string | undefined {
  let body = data;
  if (typeof data === 'string') {
    try {
      body = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  const error = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  return typeof error === 'string' && error.trim() ? error : undefined;
}

/**
 * POST /api/workspaces/{id}/backup, offered as a download. A failure throws an ApiError with
 * the server's message (fromServer) or, without one, `fallback`.
 */
export async function downloadBackup(
  workspace: { id: string; slug: string },
  today: string,
  fallback: string,
): Promise<string> {
  const { apiClient } = await import('@/lib/api-client');
  let response;
  try {
    response = await apiClient.request<string>({
      method: 'POST',
      url: `/api/workspaces/${workspace.id}/backup`,
      responseType: 'text',
    });
  } catch (error) {
    const message = isHttpError(error) ? serverMessage(error.response?.data) : undefined;
    throw new ApiError(
      message ?? fallback,
      isHttpError(error) ? error.response?.status : undefined,
      undefined,
      undefined,
      message !== undefined,
    );
  }
  const text = typeof response.data === 'string' ? response.data : JSON.stringify(response.data, null, 2);
  const fileName = backupFileName(response.headers?.['content-disposition'], workspace.slug, today);
  backupFiles.save(text, fileName);
  return fileName;
}
