import type { ScheduleEntry } from '@openrota/contracts';
import { Pencil, Star, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { withInactiveMark } from '@/components/schedule/shift-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { dateStatus, type DateStatus } from '../lib/one-offs';
import { ShiftTypeChip } from './shift-type-chip';

const STATUS_VARIANT: Record<DateStatus, 'muted' | 'success' | 'default'> = {
  past: 'muted',
  today: 'success',
  upcoming: 'default',
};

type OneOffTableProps = {
  entries: readonly ScheduleEntry[];
  today: string;
  formatDate: (date: string) => string;
  /** Absent for the STAFF role. */
  onEdit?: (entry: ScheduleEntry) => void;
  onDelete?: (entry: ScheduleEntry) => void;
};

/** One-off shifts with date, shift type, staff (or available), description and date status. */
export function OneOffTable({ entries, today, formatDate, onEdit, onDelete }: OneOffTableProps) {
  const { t } = useTranslation();
  const canWrite = Boolean(onEdit && onDelete);
  return (
    <Table aria-label={t('oneOff.manage.caption')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('oneOff.columns.date')}</TableHead>
          <TableHead>{t('oneOff.columns.shiftType')}</TableHead>
          <TableHead>{t('oneOff.columns.staff')}</TableHead>
          <TableHead>{t('oneOff.columns.description')}</TableHead>
          <TableHead>{t('oneOff.columns.status')}</TableHead>
          {canWrite && <TableHead className="text-right">{t('oneOff.columns.actions')}</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => {
          const status = dateStatus(entry.date, today);
          const date = formatDate(entry.date);
          return (
            <TableRow key={entry.id} className={status === 'past' ? 'text-muted-foreground' : undefined}>
              <TableCell className="font-medium whitespace-nowrap max-sm:text-base">
                <span className="inline-flex items-center gap-1.5">
                  <Star aria-hidden className="size-3.5 fill-teal-600 text-teal-600" />
                  {date}
                </span>
              </TableCell>
              <TableCell label={t('oneOff.columns.shiftType')}>
                <ShiftTypeChip shiftType={entry.shiftType} />
              </TableCell>
              <TableCell label={t('oneOff.columns.staff')}>
                {entry.staff ? (
                  withInactiveMark(t, entry, entry.staff.name)
                ) : (
                  <Badge variant="destructive">{t('oneOff.assignment.available')}</Badge>
                )}
              </TableCell>
              <TableCell
                label={t('oneOff.columns.description')}
                className="max-w-72 truncate"
                title={entry.description ?? undefined}
              >
                {entry.description ?? '–'}
              </TableCell>
              <TableCell label={t('oneOff.columns.status')}>
                <Badge variant={STATUS_VARIANT[status]}>{t(`oneOff.status.${status}`)}</Badge>
              </TableCell>
              {canWrite && (
                <TableCell className="text-right max-sm:justify-end">
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('oneOff.actions.edit', { shift: entry.shiftType.name, date })}
                      onClick={() => onEdit?.(entry)}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('oneOff.actions.delete', { shift: entry.shiftType.name, date })}
                      onClick={() => onDelete?.(entry)}
                    >
                      <Trash2 aria-hidden className="text-destructive" />
                    </Button>
                  </div>
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
