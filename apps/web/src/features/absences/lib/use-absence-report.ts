import { ABSENCE_MAX_LIMIT, type Absence } from '@openrota/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/sonner';
import { getServerError } from '@/lib/api-error';
import { getAbsences, type AbsenceFilters } from '@/lib/schedule-api/absences';
import { downloadCsv } from '@/lib/csv';
import { absencesToCsv } from './absence-report';

/**
 * "Generate report": every absence matching the filters (all pages), downloaded as a CSV file
 * built in the browser, headers and types in the interface language.
 */
export function useAbsenceReport(filters: AbsenceFilters, today: string) {
  const { t } = useTranslation();
  const [isPending, setIsPending] = useState(false);
  const run = async () => {
    setIsPending(true);
    try {
      const items: Absence[] = [];
      for (let page = 1; ; page++) {
        const result = await getAbsences({ ...filters, page, limit: ABSENCE_MAX_LIMIT });
        items.push(...result.items);
        if (page >= result.totalPages) break;
      }
      if (items.length === 0) {
        toast.info(t('absences.toast.reportEmpty'));
        return;
      }
      const headers = {
        staff: t('absences.report.staff'),
        shortName: t('absences.report.shortName'),
        type: t('absences.report.type'),
        startDate: t('absences.report.startDate'),
        endDate: t('absences.report.endDate'),
        days: t('absences.report.days'),
        reason: t('absences.report.reason'),
      };
      downloadCsv(
        absencesToCsv(items, headers, (type) => t(`absences.types.${type}`)),
        `${t('absences.report.fileName')}-${today}.csv`,
      );
      toast.success(t('absences.toast.reportReady'));
    } catch (error) {
      toast.error(getServerError(error) ?? t('absences.errors.fetchFailed'));
    } finally {
      setIsPending(false);
    }
  };
  return { run, isPending };
}
