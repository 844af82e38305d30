import { isMonthParam, monthEnd, monthOf, monthStart } from '@openrota/domain';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkspaceToday } from '@/lib/use-workspace-today';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { getServerError } from '@/lib/api-error';
import { useScheduleDebug } from '@/lib/schedule-api/schedule';
import { Collapsible } from './components/collapsible';
import { DebugEntries } from './components/debug-entries';
import { DebugPatterns } from './components/debug-patterns';
import { DebugSummaryCards } from './components/debug-summary-cards';
import { debugSummary, staffNamesOf } from './lib/debug-summary';

/** /schedule-debug: how one month of the schedule is calculated (GET /api/schedules/debug). */
export function ScheduleDebugPage() {
  const { t } = useTranslation();
  const today = useWorkspaceToday();
  const [month, setMonth] = useState(() => monthOf(today));
  const debug = useScheduleDebug(monthStart(month), monthEnd(month));
  const data = debug.data;

  return (
    <div className="grid min-w-0 gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('scheduleDebug.title')}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('scheduleDebug.intro')}</p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-2">
            <Label htmlFor="debug-month">{t('scheduleDebug.month')}</Label>
            {/* An emptied or half-typed month keeps the last valid one. */}
            <Input
              id="debug-month"
              type="month"
              className="w-44"
              value={month}
              onChange={(e) => isMonthParam(e.target.value) && setMonth(e.target.value)}
            />
          </div>
          <Button variant="outline" onClick={() => void debug.refetch()} disabled={debug.isFetching}>
            <RefreshCw aria-hidden className={debug.isFetching ? 'motion-safe:animate-spin' : undefined} />
            {t('scheduleDebug.refresh')}
          </Button>
        </div>
      </div>

      {debug.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> {t('scheduleDebug.loading')}
        </p>
      ) : debug.isError || !data ? (
        <Alert variant="destructive">{getServerError(debug.error) ?? t('scheduleDebug.fetchFailed')}</Alert>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {t('scheduleDebug.range', {
              start: data.debugData.startDate,
              end: data.debugData.endDate,
              today: data.debugData.today,
              timeZone: data.debugData.timeZone,
            })}
          </p>
          <DebugSummaryCards summary={debugSummary(data)} />

          <Collapsible title={`${t('scheduleDebug.steps.title')} (${data.debugData.processingSteps.length})`}>
            <ol className="grid gap-1.5 text-sm">
              {data.debugData.processingSteps.map((step, i) => (
                <li key={`${step.step}-${i}`} className="flex flex-wrap items-baseline gap-x-2">
                  <span className="tabular-nums text-muted-foreground">{i + 1}.</span>
                  <code className="rounded bg-muted px-1 text-xs">{step.step}</code>
                  <span className="min-w-0 flex-1">{step.description}</span>
                  <span className="tabular-nums font-medium" title={t('scheduleDebug.steps.count')}>
                    {step.count}
                  </span>
                </li>
              ))}
            </ol>
          </Collapsible>

          <DebugPatterns patterns={data.debugData.rotationPatterns} />

          <section aria-labelledby="debug-manual-title" className="grid gap-2">
            <div>
              <h2 id="debug-manual-title" className="text-base font-semibold">
                {t('scheduleDebug.manual.title')} ({data.debugData.manualEntries.length})
              </h2>
              <p className="text-sm text-muted-foreground">{t('scheduleDebug.manual.intro')}</p>
            </div>
            {data.debugData.manualEntries.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('scheduleDebug.manual.none')}</p>
            ) : (
              <DebugEntries entries={data.debugData.manualEntries} label={t('scheduleDebug.manual.title')} />
            )}
            {data.debugData.orphanedEntries.length > 0 && (
              <div className="grid gap-1 rounded-lg border border-orange-300 bg-orange-50 p-3 text-sm dark:bg-orange-950/30">
                <h3 className="font-semibold">{t('scheduleDebug.manual.orphaned')}</h3>
                <p className="text-muted-foreground">{t('scheduleDebug.manual.orphanedIntro')}</p>
                <ul className="list-disc pl-5">
                  {data.debugData.orphanedEntries.map((o) => (
                    <li key={o.id}>
                      {o.date} · <code className="text-xs">{o.entryType}</code>
                      {o.description ? ` · ${o.description}` : ''}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </section>

          <Collapsible title={`${t('scheduleDebug.absences.title')} (${data.debugData.absences.length})`}>
            {data.debugData.absences.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('scheduleDebug.absences.none')}</p>
            ) : (
              <Table aria-label={t('scheduleDebug.absences.title')}>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('scheduleDebug.entries.staff')}</TableHead>
                    <TableHead>{t('scheduleDebug.entries.date')}</TableHead>
                    <TableHead>{t('scheduleDebug.entries.type')}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.debugData.absences.map((a) => (
                    <TableRow key={a.id}>
                      <TableCell className="font-medium">{a.staffName}</TableCell>
                      <TableCell label={t('scheduleDebug.entries.date')}>
                        {a.startDate} – {a.endDate}
                      </TableCell>
                      <TableCell label={t('scheduleDebug.entries.type')}>
                        <code className="text-xs">{a.type}</code>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Collapsible>

          <section aria-labelledby="debug-entries-title" className="grid gap-2">
            <h2 id="debug-entries-title" className="text-base font-semibold">
              {t('scheduleDebug.entries.title')} ({data.entries.length})
            </h2>
            {data.entries.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('scheduleDebug.entries.none')}</p>
            ) : (
              <DebugEntries
                entries={data.entries}
                label={t('scheduleDebug.entries.title')}
                withDetails
                staffNames={staffNamesOf(data)}
              />
            )}
          </section>
        </>
      )}
    </div>
  );
}
