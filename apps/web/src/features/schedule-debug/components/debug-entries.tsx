import type { DebugScheduleEntry } from '@openrota/contracts';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/lib/dates';
import { withInactiveMark } from '@/components/schedule/shift-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { EntryDetails } from './entry-details';

type DebugEntriesProps = {
  entries: readonly DebugScheduleEntry[];
  label: string;
  withDetails?: boolean;
  /** Staff names by id, so the details name the people behind the ids. */
  staffNames?: ReadonlyMap<string, string>;
};

/** Schedule entries as a table; with `withDetails`, each row opens its calculation details. */
export function DebugEntries({
  entries,
  label,
  withDetails = false,
  staffNames = new Map(),
}: DebugEntriesProps) {
  const { t } = useTranslation();
  const format = useFormatDate();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const columns = withDetails ? 7 : 6;

  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('scheduleDebug.entries.date')}</TableHead>
          <TableHead>{t('scheduleDebug.entries.shiftType')}</TableHead>
          <TableHead>{t('scheduleDebug.entries.staff')}</TableHead>
          <TableHead>{t('scheduleDebug.entries.type')}</TableHead>
          <TableHead>{t('scheduleDebug.entries.source')}</TableHead>
          <TableHead>{t('scheduleDebug.entries.status')}</TableHead>
          {withDetails && <TableHead>{t('scheduleDebug.entries.details')}</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => {
          const date = format(entry.date, 'EEE d MMM yyyy');
          const isOpen = open.has(entry.id);
          const detailsId = `debug-details-${entry.id}`;
          return (
            <Fragment key={entry.id}>
              <TableRow>
                <TableCell className="font-medium whitespace-nowrap">{date}</TableCell>
                <TableCell label={t('scheduleDebug.entries.shiftType')}>{entry.shiftType.name}</TableCell>
                <TableCell label={t('scheduleDebug.entries.staff')}>
                  {entry.staff
                    ? withInactiveMark(t, entry, entry.staff.name)
                    : t('scheduleDebug.entries.open')}
                </TableCell>
                <TableCell label={t('scheduleDebug.entries.type')}>
                  <code className="text-xs">{entry.entryType}</code>
                </TableCell>
                <TableCell label={t('scheduleDebug.entries.source')}>
                  <code className="text-xs">{entry.debugInfo.source}</code>
                </TableCell>
                <TableCell label={t('scheduleDebug.entries.status')}>{statusText(t, entry)}</TableCell>
                {withDetails && (
                  <TableCell label={t('scheduleDebug.entries.details')}>
                    <button
                      type="button"
                      aria-expanded={isOpen}
                      aria-controls={detailsId}
                      aria-label={t('scheduleDebug.entries.showDetails', {
                        shift: entry.shiftType.name,
                        date,
                      })}
                      onClick={() => toggle(entry.id)}
                      className="inline-flex cursor-pointer items-center gap-1 rounded px-1 text-sm text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      {isOpen ? (
                        <ChevronDown aria-hidden className="size-4" />
                      ) : (
                        <ChevronRight aria-hidden className="size-4" />
                      )}
                      {t('scheduleDebug.entries.details')}
                    </button>
                  </TableCell>
                )}
              </TableRow>
              {withDetails && isOpen && (
                <TableRow id={detailsId} className="bg-muted/30 hover:bg-muted/30">
                  <TableCell colSpan={columns}>
                    <EntryDetails entry={entry} staffNames={staffNames} />
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}

function statusText(t: (key: string) => string, entry: DebugScheduleEntry): string {
  const parts: string[] = [];
  if (entry.isCancelled) parts.push(t('scheduleDebug.entries.cancelled'));
  else if (entry.isUnfilled) parts.push(t('scheduleDebug.entries.unfilled'));
  else parts.push(t('scheduleDebug.entries.filled'));
  if (entry.isOptional) parts.push(t('scheduleDebug.entries.optional'));
  if (entry.hasAbsence) parts.push(t('scheduleDebug.entries.absence'));
  return parts.join(', ');
}
