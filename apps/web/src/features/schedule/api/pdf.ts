import { PDF_PAUSE_MS } from '@openrota/contracts';
import { ApiError, isHttpError } from '@/lib/api-error';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';

/** The PDF texts of docs/product/schedule.md#pdf-export. */
export const PDF_ERRORS = {
  generate: 'Failed to generate PDF',
  export: 'Failed to export PDF. Please try again later.',
  context: 'Missing authentication or workspace context',
} as const;

export type PdfLanguage = 'en' | 'nl';

/** The options of GET /api/schedules/pdf-calendar besides the month (docs/product/schedule.md#pdf-export). */
export type SchedulePdfOptions = {
  showAbsences?: boolean;
  showConflicts?: boolean;
  showFullStaffNames?: boolean;
  showFullShiftNames?: boolean;
  language?: PdfLanguage;
  staffId?: string;
  shiftTypeId?: string;
  /** Printed in the footer; defaults to the signed-in user's name. */
  username?: string;
};

/** The file one month downloads as: `schedule-2026-03.pdf`. */
export const pdfFileName = (month: string) => `schedule-${month}.pdf`;

/** The message of a failed PDF reply: the server's when the (blob) body is JSON, else "Failed to generate PDF". */
async function pdfErrorMessage(data: unknown): Promise<string | undefined> {
  let body: unknown = data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      body = JSON.parse(await data.text());
    } catch {
      return undefined;
    }
  } else if (typeof data === 'string') {
    try {
      body = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  if (!body || typeof body !== 'object') return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  const text =
    typeof error === 'string' && error.trim()
      ? error
      : typeof message === 'string' && message.trim()
        ? message
        : undefined;
  return text;
}

/**
 * GET /api/schedules/pdf-calendar for one month (one month per page) through the admin client;
 * resolves to the PDF. Throws an ApiError with the server's message when the reply is JSON,
 * else "Failed to generate PDF"; without a session or workspace "Missing authentication or
 * workspace context" (no request is made).
 */
export async function fetchSchedulePdf(month: string, options: SchedulePdfOptions = {}): Promise<Blob> {
  const token = useAuthStore.getState().token;
  const workspaceId = useWorkspaceStore.getState().currentWorkspace?.id;
  if (!token || !workspaceId) throw new ApiError(PDF_ERRORS.context);
  const {
    showAbsences = true,
    showConflicts = true,
    showFullStaffNames = false,
    showFullShiftNames = false,
    language = 'en',
    staffId,
    shiftTypeId,
  } = options;
  const username = options.username ?? useAuthStore.getState().user?.name ?? '';
  const params: Record<string, string | boolean> = {
    month,
    showAbsences,
    showConflicts,
    oneMonthPerPage: true,
    username,
    showFullStaffNames,
    showFullShiftNames,
    language,
  };
  if (staffId) params.staffId = staffId;
  if (shiftTypeId) params.shiftTypeId = shiftTypeId;

  const { apiClient } = await import('@/lib/api-client');
  let data: unknown;
  try {
    data = (
      await apiClient.request<Blob>({
        method: 'GET',
        url: '/api/schedules/pdf-calendar',
        params,
        responseType: 'blob',
      })
    ).data;
  } catch (error) {
    if (!isHttpError(error)) throw new ApiError(PDF_ERRORS.export);
    const message = await pdfErrorMessage(error.response?.data);
    throw new ApiError(
      message ?? PDF_ERRORS.generate,
      error.response?.status,
      undefined,
      undefined,
      message !== undefined,
    );
  }
  // A 200 with a JSON failure envelope, or no PDF at all.
  if (!(data instanceof Blob) || data.type.includes('json')) {
    const message = await pdfErrorMessage(data);
    throw new ApiError(
      message ?? PDF_ERRORS.generate,
      undefined,
      undefined,
      undefined,
      message !== undefined,
    );
  }
  return data.type ? data : new Blob([data], { type: 'application/pdf' });
}

/** iPhone, iPod and iPad (iPadOS reports itself as a Mac with touch): downloads there open a new tab instead. */
export function isIOS(
  nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> = navigator,
): boolean {
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
}

/** What a finished PDF does in the browser; one object so tests can observe it. */
export const pdfFiles = {
  /** Downloads the file; on iOS opens it in a new tab instead (docs/product/schedule.md#pdf-export). */
  save(blob: Blob, fileName: string): void {
    const url = URL.createObjectURL(blob);
    if (isIOS()) {
      window.open(url, '_blank');
    } else {
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.rel = 'noopener';
      link.style.display = 'none';
      document.body.append(link);
      link.click();
      link.remove();
    }
    // Give the browser time to start reading the file before it is released.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  },

  /** Prints the file through a hidden frame; where that is not possible, opens it (the user prints from there). */
  print(blob: Blob): void {
    const url = URL.createObjectURL(blob);
    const open = () => window.open(url, '_blank');
    if (isIOS()) {
      open();
      return;
    }
    const frame = document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
    frame.onload = () => {
      try {
        frame.contentWindow?.focus();
        frame.contentWindow?.print();
      } catch {
        open();
      }
    };
    frame.onerror = open;
    frame.src = url;
    document.body.append(frame);
    window.setTimeout(() => {
      frame.remove();
      URL.revokeObjectURL(url);
    }, 60_000);
  },
};

/** Fetches a month's PDF and prints it (the calendar's "print" quick action). */
export async function printSchedulePdf(month: string, options: SchedulePdfOptions = {}): Promise<void> {
  pdfFiles.print(await fetchSchedulePdf(month, options));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

export type ExportProgress = { done: number; total: number; month: string };

/**
 * Exports each month as its own file: one request per month, `pauseMs` (500 ms, docs/product/schedule.md#pdf-export) between months, `onProgress` before each month. Stops at the first failure.
 */
export async function exportSchedulePdfs(
  months: readonly string[],
  options: SchedulePdfOptions,
  {
    onProgress,
    pauseMs = PDF_PAUSE_MS,
    wait = sleep,
    save = (blob: Blob, name: string) => pdfFiles.save(blob, name),
  }: {
    onProgress?: (progress: ExportProgress) => void;
    pauseMs?: number;
    wait?: (ms: number) => Promise<void>;
    save?: (blob: Blob, fileName: string) => void;
  } = {},
): Promise<void> {
  for (const [index, month] of months.entries()) {
    if (index > 0) await wait(pauseMs);
    onProgress?.({ done: index, total: months.length, month });
    save(await fetchSchedulePdf(month, options), pdfFileName(month));
  }
  onProgress?.({ done: months.length, total: months.length, month: months.at(-1) ?? '' });
}
