import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import { getServerError } from '@/lib/api-error';
import { useFormatDate } from '@/lib/dates';
import { useWorkspaceToday } from '@/lib/use-workspace-today';
import { exportLedger } from './api/export-ledger';
import { useLedger } from '@/lib/schedule-api/ledger';
import { LedgerSpread } from './components/ledger-spread';
import { LedgerTable } from './components/ledger-table';
import { PERIOD_KINDS, periodOf, shiftPeriod, type Period, type PeriodKind } from './lib/period';
import type { Sort } from './lib/sort';

/**
 * /staff/ledger (docs/product/working-time.md#fairness-ledger): a month (quarter, year) of hours
 * against contracts and the shared load per person, sortable, with the spread and a CSV export.
 */
export function LedgerPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const today = useWorkspaceToday();
  const [period, setPeriod] = useState<Period>(() => periodOf('month', today));
  const [sort, setSort] = useState<Sort>({ key: 'name', descending: false });
  const [exporting, setExporting] = useState(false);
  const range = { startDate: period.startDate, endDate: period.endDate };
  const ledger = useLedger(range);

  const periodName =
    period.kind === 'month'
      ? formatDate(period.startDate, 'LLLL yyyy')
      : period.kind === 'quarter'
        ? t('ledger.period.quarterName', {
            quarter: Math.floor(Number(period.startDate.slice(5, 7)) / 3) + 1,
            year: period.startDate.slice(0, 4),
          })
        : period.startDate.slice(0, 4);

  const shiftTypes = new Map<string, string>();
  for (const row of ledger.data?.rows ?? [])
    for (const c of row.shiftsByType) shiftTypes.set(c.shiftTypeId, c.shiftTypeName);
  const typeColumns = [...shiftTypes]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));

  const onExport = async () => {
    setExporting(true);
    try {
      await exportLedger(range);
      toast.success(t('ledger.exported'));
    } catch (error) {
      toast.error(getServerError(error) ?? t('ledger.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="grid min-w-0 gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('ledger.title')}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('ledger.intro')}</p>
        </div>
        <Button variant="outline" onClick={() => void onExport()} disabled={exporting}>
          {exporting ? <Spinner className="size-4" /> : <Download aria-hidden />}
          {t('ledger.export')}
        </Button>
      </div>

      <fieldset className="flex flex-wrap items-end gap-3 rounded-lg border bg-card p-4">
        <legend className="sr-only">{t('ledger.period.label')}</legend>
        <div className="grid gap-2">
          <Label htmlFor="ledger-period-kind">{t('ledger.period.kind')}</Label>
          <NativeSelect
            id="ledger-period-kind"
            value={period.kind}
            onChange={(e) => setPeriod(periodOf(e.target.value as PeriodKind, period.startDate))}
          >
            {PERIOD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`ledger.period.${kind}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={t('ledger.period.previous')}
            onClick={() => setPeriod(shiftPeriod(period, -1))}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <output className="min-w-36 px-2 text-center font-medium first-letter:uppercase" aria-live="polite">
            {periodName}
          </output>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('ledger.period.next')}
            onClick={() => setPeriod(shiftPeriod(period, 1))}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </fieldset>

      {ledger.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('ledger.loading')} />
        </div>
      ) : ledger.isError ? (
        <Alert variant="destructive">{getServerError(ledger.error) ?? t('ledger.loadFailed')}</Alert>
      ) : ledger.data.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('ledger.empty')}</p>
      ) : (
        <>
          <LedgerTable rows={ledger.data.rows} shiftTypes={typeColumns} sort={sort} onSort={setSort} />
          <p className="text-xs text-muted-foreground">
            {t('ledger.yearBalanceHint', { date: formatDate(ledger.data.yearStart, 'd MMMM yyyy') })}{' '}
            {t('ledger.definitions')}
          </p>
          <LedgerSpread ledger={ledger.data} />
        </>
      )}
    </div>
  );
}
