import type { DashboardStats } from '@openrota/domain';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Filled shifts, upcoming absences, total shifts and total staff. */
export function TotalsCard({ totals }: { totals: DashboardStats['totals'] }) {
  const { t } = useTranslation();
  const rows = [
    ['filledShifts', totals.filledShifts],
    ['upcomingAbsences', totals.upcomingAbsences],
    ['totalShifts', totals.totalShifts],
    ['totalStaff', totals.totalStaff],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('dashboard.totals.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3">
          {rows.map(([key, value]) => (
            <div key={key} className="rounded-md bg-muted/50 p-3">
              <dt className="text-xs text-muted-foreground">{t(`dashboard.totals.${key}`)}</dt>
              <dd className="text-xl font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
