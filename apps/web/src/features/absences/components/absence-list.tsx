import type { Absence } from '@openrota/contracts';
import { ChevronLeft, ChevronRight, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { absenceDays } from '../lib/absence-report';
import { useFormatDate } from '@/lib/dates';
import { AbsenceTypeBadge } from './absence-type-badge';

type AbsenceListProps = {
  items: readonly Absence[];
  page: number;
  total: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Absent for the STAFF role: no edit or delete buttons (docs/roles.md). */
  onEdit?: (absence: Absence) => void;
  onDelete?: (absence: Absence) => void;
};

/** One page of absences (10 per page) with previous/next. */
export function AbsenceList({
  items,
  page,
  total,
  totalPages,
  onPageChange,
  onEdit,
  onDelete,
}: AbsenceListProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const canWrite = Boolean(onEdit && onDelete);
  if (items.length === 0) {
    return (
      <p className="rounded-lg border border-dashed bg-card px-4 py-8 text-center text-sm text-muted-foreground">
        {t('absences.list.empty')}
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <Table aria-label={t('absences.list.caption')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('absences.list.staff')}</TableHead>
            <TableHead>{t('absences.list.type')}</TableHead>
            <TableHead>{t('absences.list.startDate')}</TableHead>
            <TableHead>{t('absences.list.endDate')}</TableHead>
            <TableHead className="text-right">{t('absences.list.days')}</TableHead>
            <TableHead>{t('absences.list.reason')}</TableHead>
            {canWrite && <TableHead className="text-right">{t('absences.list.actions')}</TableHead>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((absence) => (
            <TableRow key={absence.id}>
              <TableCell className="font-medium max-sm:text-base">{absence.staff.name}</TableCell>
              <TableCell label={t('absences.list.type')}>
                <AbsenceTypeBadge type={absence.type} />
              </TableCell>
              <TableCell label={t('absences.list.startDate')}>{formatDate(absence.startDate)}</TableCell>
              <TableCell label={t('absences.list.endDate')}>{formatDate(absence.endDate)}</TableCell>
              <TableCell label={t('absences.list.days')} className="text-right tabular-nums">
                {absenceDays(absence)}
              </TableCell>
              <TableCell
                label={t('absences.list.reason')}
                className="max-w-64 truncate text-muted-foreground"
                title={absence.reason ?? undefined}
              >
                {absence.reason ?? '–'}
              </TableCell>
              {canWrite && (
                <TableCell className="text-right max-sm:justify-end">
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('absences.list.edit', { name: absence.staff.name })}
                      onClick={() => onEdit?.(absence)}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('absences.list.delete', { name: absence.staff.name })}
                      onClick={() => onDelete?.(absence)}
                    >
                      <Trash2 aria-hidden className="text-destructive" />
                    </Button>
                  </div>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <nav
        aria-label={t('absences.list.pagination')}
        className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground"
      >
        <span aria-live="polite">
          {t('absences.list.pageOf', { page, totalPages: Math.max(totalPages, 1) })} ·{' '}
          {t('absences.list.total', { count: total })}
        </span>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeft aria-hidden />
            {t('absences.list.previous')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            {t('absences.list.next')}
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </nav>
    </div>
  );
}
