import { ABSENCE_RANGE_LIMIT, type Absence, type Conflict } from '@openrota/contracts';
import { addDays, monthOf } from '@openrota/domain';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageEvent } from '@/lib/page-events';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { OverrideDialog } from '@/components/schedule/override-dialog';
import { useWorkspaceToday } from '@/lib/use-workspace-today';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { getServerError } from '@/lib/api-error';
import { absenceKeys } from '@/lib/schedule-api/keys';
import {
  getAbsences,
  useAbsences,
  useDeleteAbsence,
  type AbsenceFilters as Filters,
} from '@/lib/schedule-api/absences';
import { useStaff } from '@/lib/master-data/staff';
import { useConflicts } from '@/lib/schedule-api/schedule';
import { useCanWrite } from '@/lib/session/can-write';
import { AbsenceCalendar } from './components/absence-calendar';
import { AbsenceConflicts } from './components/absence-conflicts';
import { AbsenceFilters } from './components/absence-filters';
import { AbsenceFormDialog } from './components/absence-form-dialog';
import { AbsenceList } from './components/absence-list';
import { absenceErrorMessage } from './lib/absence-error';
import { calendarDays } from './lib/calendar';
import { useAbsenceReport } from './lib/use-absence-report';
import { useFormatDate } from '@/lib/dates';

/** docs/product/back-office.md#absences: the conflicts list looks this many days ahead, today included. */
const CONFLICTS_HORIZON_DAYS = 30;

/** Drops empty filters so the query string carries only what the user chose. */
const compact = (filters: Filters): Filters =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as Filters;

/** /staff/absences: filters, list and calendar tabs, record/edit/delete, conflicts of the next 30 days. */
export function AbsencesPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const today = useWorkspaceToday();
  const canWrite = useCanWrite();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [tab, setTab] = useState<'list' | 'calendar'>('list');
  const [month, setMonth] = useState(() => monthOf(today));
  const [editing, setEditing] = useState<{ absence: Absence | null } | null>(null);
  const [deleting, setDeleting] = useState<Absence | null>(null);
  const [overriding, setOverriding] = useState<Conflict | null>(null);

  const staff = useStaff();
  const list = useAbsences({ ...compact(filters), page, limit: 10 });
  const days = calendarDays(month);
  const calendarParams = {
    ...compact({ staffId: filters.staffId }),
    startDate: days[0]!,
    endDate: days[days.length - 1]!,
    limit: ABSENCE_RANGE_LIMIT,
  };
  const calendar = useQuery({
    queryKey: absenceKeys.page(calendarParams),
    queryFn: () => getAbsences(calendarParams),
    enabled: tab === 'calendar',
  });
  const conflicts = useConflicts(today, addDays(today, CONFLICTS_HORIZON_DAYS - 1));
  const remove = useDeleteAbsence();
  const report = useAbsenceReport(compact(filters), today);

  const record = () => {
    if (canWrite) setEditing({ absence: null });
  };
  usePageEvent('absences:record', record);
  usePageEvent('absences:report', () => {
    if (!report.isPending) void report.run();
  });

  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('absences.toast.deleted'));
        // The last absence of the last page: step back to a page that still exists.
        if (list.data && list.data.items.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) => toast.error(absenceErrorMessage(t, error, 'failedToDelete')),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="grid min-w-0 gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('absences.title')}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('absences.intro')}</p>
        </div>
        {/* Generate report and bulk import (disabled) sit in the shell's quick-action bar with record absence. */}
        {canWrite && (
          <Button onClick={record}>
            <Plus aria-hidden />
            {t('absences.actions.record')}
          </Button>
        )}
      </div>

      <AbsenceFilters value={filters} onChange={changeFilters} staff={staff.data ?? []} />

      <AbsenceConflicts
        conflicts={conflicts.data}
        isLoading={conflicts.isPending}
        error={
          conflicts.isError ? (getServerError(conflicts.error) ?? t('absences.errors.conflictsFailed')) : null
        }
        onCreateOverride={canWrite ? setOverriding : undefined}
      />

      <Tabs value={tab} onValueChange={(v) => setTab(v as 'list' | 'calendar')}>
        <TabsList className="max-w-xs">
          <TabsTrigger value="list">{t('absences.tabs.list')}</TabsTrigger>
          <TabsTrigger value="calendar">{t('absences.tabs.calendar')}</TabsTrigger>
        </TabsList>
        <TabsContent value="list">
          {list.isPending ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner /> {t('absences.list.loading')}
            </p>
          ) : list.isError ? (
            <Alert variant="destructive">
              {getServerError(list.error) ?? t('absences.errors.fetchFailed')}
            </Alert>
          ) : (
            <AbsenceList
              items={list.data.items}
              page={page}
              total={list.data.total}
              totalPages={list.data.totalPages}
              onPageChange={setPage}
              onEdit={canWrite ? (absence) => setEditing({ absence }) : undefined}
              onDelete={canWrite ? setDeleting : undefined}
            />
          )}
        </TabsContent>
        <TabsContent value="calendar">
          {calendar.isError ? (
            <Alert variant="destructive">
              {getServerError(calendar.error) ?? t('absences.errors.fetchFailed')}
            </Alert>
          ) : (
            <AbsenceCalendar
              month={month}
              today={today}
              absences={calendar.data?.items ?? []}
              isLoading={calendar.isFetching}
              onMonthChange={setMonth}
            />
          )}
        </TabsContent>
      </Tabs>

      {canWrite && (
        <AbsenceFormDialog
          state={editing}
          onOpenChange={(open) => !open && setEditing(null)}
          staff={staff.data ?? []}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('absences.confirmDelete.title')}
        description={
          deleting
            ? t('absences.confirmDelete.body', {
                name: deleting.staff.name,
                start: formatDate(deleting.startDate),
                end: formatDate(deleting.endDate),
              })
            : ''
        }
        confirmLabel={t('absences.confirmDelete.confirm')}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      />
      {overriding && (
        <OverrideDialog
          open
          onOpenChange={(open) => !open && setOverriding(null)}
          target={{
            date: overriding.date,
            shiftTypeId: overriding.shiftType.id,
            rotationSlotId: overriding.rotationSlotId,
            scheduleEntryId: overriding.scheduleEntryId,
            staffId: overriding.staff.id,
            originalStaffId: overriding.staff.id,
          }}
        />
      )}
    </div>
  );
}
