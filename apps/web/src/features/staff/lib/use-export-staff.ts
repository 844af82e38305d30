import type { Staff } from '@openrota/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '@/lib/csv';
import { staffToCsv } from './staff-csv';

/** Downloads the staff table as a CSV file built in the browser, with headers in the interface language. */
export function useExportStaff(): (staff: readonly Staff[]) => void {
  const { t } = useTranslation();
  return useCallback(
    (staff) => {
      const csv = staffToCsv(
        staff,
        {
          name: t('staff.columns.name'),
          shortName: t('staff.form.shortName'),
          email: t('staff.columns.email'),
          phone: t('staff.columns.phone'),
          status: t('staff.columns.status'),
          skills: t('staff.columns.skills'),
        },
        (active) => t(active ? 'staff.status.active' : 'staff.status.inactive'),
      );
      downloadCsv(csv, `${t('staff.export.fileName')}.csv`);
    },
    [t],
  );
}
