import type { ScheduleEntry } from '@openrota/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useFormatDate } from '@/lib/dates';
import { useWorkspaceToday } from '@/lib/use-workspace-today';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import { getServerError } from '@/lib/api-error';
import { useDeleteEntry, useSchedule } from '@/lib/schedule-api/schedule';
import { useCanWrite } from '@/lib/session/can-write';
import { OneOffEditDialog } from './components/one-off-edit-dialog';
import { OneOffTable } from './components/one-off-table';
import { filterOneOffs, oneOffRange, type StatusFilter } from './lib/one-offs';

const FILTERS: StatusFilter[] = ['upcoming', 'past', 'all'];

/** /schedule/one-off/manage: one-off shifts from a year back to a year ahead, with edit and delete. */
export function OneOffManagePage() {
  const { t } = useTranslation();
  const format = useFormatDate();
  const formatDate = (date: string) => format(date, 'EEE d MMM yyyy');
  const workspaceToday = useWorkspaceToday();
  const canWrite = useCanWrite();
  const [filter, setFilter] = useState<StatusFilter>('upcoming');
  const [editing, setEditing] = useState<ScheduleEntry | null>(null);
  const [deleting, setDeleting] = useState<ScheduleEntry | null>(null);
  const schedule = useSchedule({
    ...oneOffRange(workspaceToday),
    entryType: 'ONE_OFF',
    // Two years of shifts: the list shows no violations, so the server need not compute them.
    violations: 'false',
  });
  const remove = useDeleteEntry();
  // The server's today is the workspace's; the local one only bridges the first load.
  const today = schedule.data?.today ?? workspaceToday;
  const entries = schedule.data ? filterOneOffs(schedule.data.entries, today, filter) : [];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.scheduleEntryId ?? deleting.id, {
      onSuccess: () => toast.success(t('oneOff.delete.deleted')),
      onError: (error) => toast.error(getServerError(error) ?? t('oneOff.delete.failed')),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="grid min-w-0 gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('oneOff.manage.title')}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('oneOff.manage.intro')}</p>
        </div>
        {canWrite && (
          <Button asChild>
            <Link to="/schedule/one-off">
              <Plus aria-hidden />
              {t('oneOff.manage.create')}
            </Link>
          </Button>
        )}
      </div>

      <div
        role="group"
        aria-label={t('oneOff.manage.filter')}
        className="inline-flex w-fit rounded-md bg-muted p-1"
      >
        {FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className="cursor-pointer rounded-sm px-3 py-1.5 text-sm font-medium text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-sm"
          >
            {t(`oneOff.manage.filters.${value}`)}
          </button>
        ))}
      </div>

      {schedule.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> {t('oneOff.manage.loading')}
        </p>
      ) : schedule.isError ? (
        <Alert variant="destructive">{getServerError(schedule.error) ?? t('oneOff.manage.loadFailed')}</Alert>
      ) : entries.length === 0 ? (
        <p className="rounded-lg border border-dashed bg-card px-4 py-8 text-center text-sm text-muted-foreground">
          {t('oneOff.manage.empty')}
        </p>
      ) : (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('oneOff.manage.count', { count: entries.length })}
          </p>
          <OneOffTable
            entries={entries}
            today={today}
            formatDate={formatDate}
            onEdit={canWrite ? setEditing : undefined}
            onDelete={canWrite ? setDeleting : undefined}
          />
        </div>
      )}

      <OneOffEditDialog
        entry={editing}
        onOpenChange={(open) => !open && setEditing(null)}
        formatDate={formatDate}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('oneOff.delete.title')}
        description={t('oneOff.delete.body')}
        confirmLabel={t('oneOff.delete.confirm')}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      />
    </div>
  );
}
