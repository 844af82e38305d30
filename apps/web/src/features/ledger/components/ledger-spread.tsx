import type { Ledger } from '@openrota/contracts';
import { lazy, memo, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import type { SpreadPoint } from './ledger-spread-chart';

// recharts is large: it loads after the table, in its own chunk.
const LedgerSpreadChart = lazy(() =>
  import('./ledger-spread-chart').then((m) => ({ default: m.LedgerSpreadChart })),
);

/** The figures the spread can show, each a count per person. */
export const SPREAD_METRICS = ['nights', 'weekends', 'evenings', 'holidays'] as const;
export type SpreadMetric = (typeof SPREAD_METRICS)[number];

/**
 * Who carries the nights (weekends, evenings, holidays): one bar per person, busiest first, and
 * the team median as a line; the same figures as a table for screen readers. Memoised: sorting
 * the table above does not draw the chart again.
 */
export const LedgerSpread = memo(function LedgerSpread({ ledger }: { ledger: Ledger }) {
  const { t } = useTranslation();
  const [metric, setMetric] = useState<SpreadMetric>('nights');
  const metricLabel = t(`ledger.columns.${metric}`);
  const points: SpreadPoint[] = ledger.rows
    .map((row) => ({ name: row.staffShortName ?? row.staffName, value: row[metric] }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
  const median = ledger.medians[metric];
  const medianText = t('ledger.chart.median', { value: median ?? 0 });
  const anyone = points.some((p) => p.value > 0);

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle className="text-base">{t('ledger.chart.title')}</CardTitle>
          <CardDescription>{t('ledger.chart.description', { metric: metricLabel })}</CardDescription>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor="ledger-spread-metric" className="shrink-0">
            {t('ledger.chart.metric')}
          </Label>
          <NativeSelect
            id="ledger-spread-metric"
            value={metric}
            onChange={(e) => setMetric(e.target.value as SpreadMetric)}
          >
            {SPREAD_METRICS.map((m) => (
              <option key={m} value={m}>
                {t(`ledger.columns.${m}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </CardHeader>
      <CardContent>
        {anyone ? (
          <div aria-hidden className="h-56 w-full">
            <Suspense
              fallback={
                <div className="flex h-full items-center justify-center">
                  <Spinner label={t('ledger.loading')} />
                </div>
              }
            >
              <LedgerSpreadChart
                points={points}
                median={median}
                valueLabel={metricLabel}
                medianLabel={medianText}
              />
            </Suspense>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t('ledger.chart.empty')}</p>
        )}
        <table className="sr-only">
          <caption>{t('ledger.chart.description', { metric: metricLabel })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ledger.columns.name')}</th>
              <th scope="col">{metricLabel}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={`${p.name}-${i}`}>
                <th scope="row">{p.name}</th>
                <td>{p.value}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={2}>{medianText}</td>
            </tr>
          </tfoot>
        </table>
      </CardContent>
    </Card>
  );
});
