import { format, parseISO } from 'date-fns';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useDateLocale } from '@/lib/dates';
import type { CoveragePoint } from '@openrota/domain';
import type { TrendPoint } from './coverage-trend-chart';

// recharts is large: it loads after the dashboard's first paint, in its own chunk.
const CoverageTrendChart = lazy(() =>
  import('./coverage-trend-chart').then((m) => ({ default: m.CoverageTrendChart })),
);

/** The last 7 days' coverage as a chart, with the same figures as a table for screen readers. */
export function CoverageTrend({ trend }: { trend: readonly CoveragePoint[] }) {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const points: TrendPoint[] = trend.map((point) => ({
    ...point,
    label: format(parseISO(point.date), 'EEE d', { locale }),
  }));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('dashboard.trend.title')}</CardTitle>
        <CardDescription>{t('dashboard.trend.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <div aria-hidden className="h-48 w-full">
          <Suspense
            fallback={
              <div className="flex h-full items-center justify-center">
                <Spinner label={t('dashboard.trend.loading')} />
              </div>
            }
          >
            <CoverageTrendChart points={points} coverageLabel={t('dashboard.trend.coverage')} />
          </Suspense>
        </div>
        <table className="sr-only">
          <caption>{t('dashboard.trend.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.trend.day')}</th>
              <th scope="col">{t('dashboard.trend.coverage')}</th>
              <th scope="col">{t('dashboard.trend.shifts')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <th scope="row">{point.label}</th>
                <td>{t('dashboard.stats.percent', { value: point.coverage })}</td>
                <td>{t('dashboard.trend.filledOf', { filled: point.filled, total: point.total })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
