import type { PdfQuery } from '@openrota/contracts';
import type { AppContext, RequestMeta, WorkspaceContext } from '../../../context';
import { recordAudit } from '../../audit/audit.service';
import { computeSchedule } from '../schedule.service';
import { buildPdfModel, monthGrid, monthsBetween, type PdfOptions } from './pdf-model';
import type { PdfWorkerPool } from './pdf-pool';

export interface PdfFile {
  filename: string;
  pdf: Buffer;
}

/** The months of a (validated) query: `startMonth`…`endMonth` (or `startMonth` alone), else `month`. */
export function monthsOf(query: Pick<PdfQuery, 'month' | 'startMonth' | 'endMonth'>): string[] {
  if (query.startMonth) return monthsBetween(query.startMonth, query.endMonth ?? query.startMonth);
  return [query.month!];
}

export function pdfFilename(months: string[]): string {
  const first = months[0]!;
  const last = months[months.length - 1]!;
  return first === last ? `schedule-${first}.pdf` : `schedule-${first}-to-${last}.pdf`;
}

/**
 * GET /schedules/pdf-calendar: computes the schedule of the months' padded grids (filtered by
 * staff and shift type), builds the page model here, renders it in a worker thread, and records
 * an EXPORT REPORT audit row.
 */
export async function exportCalendarPdf(
  ctx: AppContext,
  pool: PdfWorkerPool,
  ws: WorkspaceContext,
  query: PdfQuery,
  meta: RequestMeta,
): Promise<PdfFile> {
  const months = monthsOf(query);
  const schedule = await computeSchedule(ctx, ws, {
    startDate: monthGrid(months[0]!).startDate,
    endDate: monthGrid(months[months.length - 1]!).endDate,
    staffId: query.staffId,
    shiftTypeId: query.shiftTypeId,
  });
  const options: PdfOptions = {
    months,
    language: query.language,
    showAbsences: query.showAbsences ?? true,
    showConflicts: query.showConflicts ?? true,
    oneMonthPerPage: query.oneMonthPerPage ?? true,
    showFullStaffNames: query.showFullStaffNames ?? false,
    showFullShiftNames: query.showFullShiftNames ?? false,
    username: query.username?.trim() || undefined,
    staffId: query.staffId,
    shiftTypeId: query.shiftTypeId,
  };
  const model = buildPdfModel(schedule, options);
  const pdf = await pool.render(model);
  const filename = pdfFilename(months);
  await recordAudit(
    ctx.db,
    {
      workspaceId: ws.workspaceId,
      userId: ws.userId,
      action: 'EXPORT',
      resource: 'REPORT',
      resourceName: filename,
      description: `Schedule calendar PDF exported (${months.length === 1 ? months[0] : `${months[0]} to ${months[months.length - 1]}`})`,
      metadata: {
        months,
        language: options.language,
        showAbsences: options.showAbsences,
        showConflicts: options.showConflicts,
        oneMonthPerPage: options.oneMonthPerPage,
        showFullStaffNames: options.showFullStaffNames,
        showFullShiftNames: options.showFullShiftNames,
        staffId: query.staffId ?? null,
        shiftTypeId: query.shiftTypeId ?? null,
        bytes: pdf.length,
      },
    },
    meta,
  );
  return { filename, pdf };
}
