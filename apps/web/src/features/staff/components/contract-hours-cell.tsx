import type { Staff } from '@openrota/contracts';
import { useTranslation } from 'react-i18next';
import { useWorkspaceToday } from '@/lib/use-workspace-today';
import { useContracts } from '../api/get-contracts';
import { formatDecimalHours } from '@/lib/hours';
import { contractOn } from '../lib/contract-form';

/** The hours per week of the member's contract in force today ("36 h"), or a dash. */
export function ContractHoursCell({ staff }: { staff: Staff }) {
  const { t, i18n } = useTranslation();
  const today = useWorkspaceToday();
  const { data } = useContracts(staff.id);
  const current = data ? contractOn(data, today) : null;
  return current ? (
    <>{t('staff.contract.hours', { hours: formatDecimalHours(current.hoursPerWeek, i18n.language) })}</>
  ) : (
    <span aria-label={t('staff.contract.none')}>—</span>
  );
}
