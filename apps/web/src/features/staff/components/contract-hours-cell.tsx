import type { ContractDto } from '@openrota/contracts';
import { useTranslation } from 'react-i18next';
import { formatDecimalHours } from '@/lib/hours';

/** The hours per week of the member's contract in force today ("36 h"), or a dash. */
export function ContractHoursCell({ contract }: { contract: ContractDto | undefined }) {
  const { t, i18n } = useTranslation();
  return contract ? (
    <>{t('staff.contract.hours', { hours: formatDecimalHours(contract.hoursPerWeek, i18n.language) })}</>
  ) : (
    <span aria-label={t('staff.contract.none')}>—</span>
  );
}
