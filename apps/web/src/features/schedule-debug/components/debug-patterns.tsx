import type { DebugData } from '@openrota/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDayName } from '../lib/use-day-name';
import { Collapsible } from './collapsible';

type Pattern = DebugData['debugData']['rotationPatterns'][number];

/** Each pattern that overlaps the month: name, week count, dates and its requirements. */
export function DebugPatterns({ patterns }: { patterns: readonly Pattern[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="debug-patterns-title" className="grid gap-2">
      <h2 id="debug-patterns-title" className="text-base font-semibold">
        {t('scheduleDebug.patterns.title')}
      </h2>
      {patterns.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('scheduleDebug.patterns.none')}</p>
      ) : (
        patterns.map((pattern) => <PatternCard key={pattern.id} pattern={pattern} />)
      )}
    </section>
  );
}

function PatternCard({ pattern }: { pattern: Pattern }) {
  const { t } = useTranslation();
  const dayName = useDayName();
  const slots = [...pattern.rotationSlots].sort(
    (a, b) =>
      a.weekNumber - b.weekNumber ||
      a.dayOfWeek - b.dayOfWeek ||
      a.shiftTypeName.localeCompare(b.shiftTypeName),
  );
  return (
    <article aria-label={pattern.name} className="grid gap-2 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{pattern.name}</h3>
        <Badge variant={pattern.active ? 'success' : 'muted'}>
          {t(pattern.active ? 'scheduleDebug.patterns.active' : 'scheduleDebug.patterns.inactive')}
        </Badge>
        <Badge variant="muted">{t('scheduleDebug.patterns.weeks', { count: pattern.weekCount })}</Badge>
        <span className="text-sm text-muted-foreground">
          {pattern.endDate
            ? t('scheduleDebug.patterns.fromUntil', { start: pattern.startDate, end: pattern.endDate })
            : t('scheduleDebug.patterns.from', { date: pattern.startDate })}
        </span>
      </div>
      <Collapsible
        headingLevel={3}
        title={t('scheduleDebug.patterns.slots', { count: slots.length })}
        className="border-dashed"
      >
        <Table aria-label={t('scheduleDebug.patterns.slots', { count: slots.length })}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('scheduleDebug.patterns.week')}</TableHead>
              <TableHead>{t('scheduleDebug.patterns.day')}</TableHead>
              <TableHead>{t('scheduleDebug.patterns.shiftType')}</TableHead>
              <TableHead>{t('scheduleDebug.patterns.optional')}</TableHead>
              <TableHead>{t('scheduleDebug.patterns.staff')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {slots.map((slot) => (
              <TableRow key={slot.id}>
                <TableCell label={t('scheduleDebug.patterns.week')}>{slot.weekNumber}</TableCell>
                <TableCell label={t('scheduleDebug.patterns.day')}>{dayName(slot.dayOfWeek)}</TableCell>
                <TableCell label={t('scheduleDebug.patterns.shiftType')}>{slot.shiftTypeName}</TableCell>
                <TableCell label={t('scheduleDebug.patterns.optional')}>
                  {t(slot.isOptional ? 'scheduleDebug.patterns.yes' : 'scheduleDebug.patterns.no')}
                </TableCell>
                <TableCell label={t('scheduleDebug.patterns.staff')}>
                  {slot.staffName ?? t('scheduleDebug.patterns.unassigned')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Collapsible>
    </article>
  );
}
