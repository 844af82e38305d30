import type { LedgerMedians, MyLedger } from '@openrota/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { intlLocaleOf } from '@/lib/dates/intl';
import { useFormatHours } from '@/lib/hours';
import { getMyLedger } from '../api/my-ledger';
import { StaffSection } from './staff-section';

type Figure = keyof LedgerMedians;
const HOURS: readonly Figure[] = [
  'workedMinutes',
  'contractMinutes',
  'differenceMinutes',
  'yearBalanceMinutes',
];
const COUNTS: readonly Figure[] = ['nights', 'weekends', 'evenings', 'holidays'];
const LABEL: Record<Figure, string> = {
  workedMinutes: 'worked',
  contractMinutes: 'contract',
  differenceMinutes: 'difference',
  yearBalanceMinutes: 'yearBalance',
  nights: 'nights',
  weekends: 'weekends',
  evenings: 'evenings',
  holidays: 'holidays',
};

function monthOf(today: string) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = today.slice(0, 7);
  return { startDate: `${prefix}-01`, endDate: `${prefix}-${String(last).padStart(2, '0')}` };
}

/**
 * "My hours this month" (docs/product/working-time.md#fairness-ledger): the member's own hours
 * against their contract and their nights, weekends, evenings and holidays, each beside the
 * team's median; never a colleague's figures. A failure here leaves the rest of the dashboard.
 */
export function MyHoursSection({ today }: { today: string }) {
  const { t, i18n } = useTranslation();
  const hours = useFormatHours();
  const count = new Intl.NumberFormat(intlLocaleOf(i18n.resolvedLanguage ?? i18n.language), {
    maximumFractionDigits: 1,
  });
  const [ledger, setLedger] = useState<MyLedger | null>(null);
  const [failed, setFailed] = useState(false);
  const { startDate, endDate } = monthOf(today);

  useEffect(() => {
    let current = true;
    setFailed(false);
    getMyLedger({ startDate, endDate }).then(
      (data) => current && setLedger(data),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [startDate, endDate]);

  const none = t('ledger.mine.none');
  const mine = (figure: Figure): string => {
    if (!ledger) return none;
    const value = ledger.mine[figure];
    if (COUNTS.includes(figure)) return String(value);
    if (figure !== 'workedMinutes' && !ledger.mine.hasContract) return t('ledger.noContract');
    return hours(value, figure === 'differenceMinutes' || figure === 'yearBalanceMinutes');
  };
  const median = (figure: Figure): string => {
    const value = ledger?.medians[figure];
    if (value === null || value === undefined) return none;
    if (COUNTS.includes(figure)) return count.format(value);
    return hours(value, figure === 'differenceMinutes' || figure === 'yearBalanceMinutes');
  };

  return (
    <StaffSection title={t('ledger.mine.title')}>
      {failed ? (
        <p className="text-sm text-muted-foreground">{t('ledger.mine.failed')}</p>
      ) : !ledger ? (
        <Spinner label={t('ledger.mine.loading')} />
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-muted-foreground">
              <td />
              <th scope="col" className="px-2 py-1 text-right font-medium">
                {t('ledger.mine.me')}
              </th>
              <th scope="col" className="py-1 pl-2 text-right font-medium">
                {t('ledger.mine.team')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...HOURS, ...COUNTS].map((figure) => (
              <tr key={figure} className="border-t">
                <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                  {t(`ledger.mine.${LABEL[figure]}`)}
                </th>
                <td className="px-2 py-1.5 text-right font-medium tabular-nums">{mine(figure)}</td>
                <td className="py-1.5 pl-2 text-right tabular-nums text-muted-foreground">
                  {median(figure)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </StaffSection>
  );
}
