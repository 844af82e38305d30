import { HOLIDAY_NAME_MAX_LENGTH, type HolidayDto } from '@openrota/contracts';
import { ChevronLeft, ChevronRight, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Field } from '@/components/field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import { getErrorDetails, getServerError } from '@/lib/api-error';
import { useDateFormat } from '@/lib/dates';
import { useWorkspaceToday } from '@/lib/use-workspace-today';
import { useCreateHoliday } from '../api/create-holiday';
import { useDeleteHoliday } from '../api/delete-holiday';
import { useHolidays } from '../api/get-holidays';
import { useResetHolidays } from '../api/reset-holidays';

/**
 * The workspace's public holidays of one year (docs/product/working-time.md#the-model): the list,
 * add (date, name), delete, and restore the Dutch national holidays of the year.
 */
export function HolidaysSection({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const today = useWorkspaceToday();
  const [year, setYear] = useState(() => Number(today.slice(0, 4)));
  const { data: holidays = [], isPending, isError, error } = useHolidays(year);
  const format = useDateFormat();
  const [deleting, setDeleting] = useState<HolidayDto | null>(null);
  const [isResetting, setIsResetting] = useState(false);
  const remove = useDeleteHoliday();
  const reset = useResetHolidays();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(t('workingTimeSettings.holidays.deleted')),
      onError: (err) => toast.error(getServerError(err) ?? t('workingTimeSettings.holidays.deleteFailed')),
      onSettled: () => setDeleting(null),
    });
  };
  const confirmReset = () =>
    reset.mutate(year, {
      onSuccess: () => toast.success(t('workingTimeSettings.holidays.resetDone', { year })),
      onError: (err) => toast.error(getServerError(err) ?? t('workingTimeSettings.holidays.resetFailed')),
      onSettled: () => setIsResetting(false),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('workingTimeSettings.holidays.title')}</CardTitle>
        <CardDescription>{t('workingTimeSettings.holidays.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div
            className="flex items-center gap-2"
            role="group"
            aria-label={t('workingTimeSettings.holidays.year')}
          >
            <Button
              variant="outline"
              size="icon"
              aria-label={t('workingTimeSettings.holidays.previousYear')}
              onClick={() => setYear((y) => y - 1)}
            >
              <ChevronLeft aria-hidden />
            </Button>
            <span className="min-w-14 text-center text-lg font-semibold" aria-live="polite">
              {year}
            </span>
            <Button
              variant="outline"
              size="icon"
              aria-label={t('workingTimeSettings.holidays.nextYear')}
              onClick={() => setYear((y) => y + 1)}
            >
              <ChevronRight aria-hidden />
            </Button>
          </div>
          {canWrite && (
            <Button variant="outline" onClick={() => setIsResetting(true)}>
              <RotateCcw aria-hidden />
              {t('workingTimeSettings.holidays.reset', { year })}
            </Button>
          )}
        </div>

        {isPending ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : isError ? (
          <Alert variant="destructive">
            {getServerError(error) ?? t('workingTimeSettings.holidays.loadFailed')}
          </Alert>
        ) : holidays.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('workingTimeSettings.holidays.empty', { year })}</p>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label={t('workingTimeSettings.holidays.title')}>
            {holidays.map((holiday) => (
              <li key={holiday.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <div className="min-w-0">
                  <p className="font-medium break-words">{holiday.name}</p>
                  <p className="text-sm text-muted-foreground">{format.date(holiday.date)}</p>
                </div>
                {canWrite && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-destructive hover:text-destructive"
                    aria-label={t('workingTimeSettings.holidays.delete', { name: holiday.name })}
                    onClick={() => setDeleting(holiday)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}

        {canWrite && <AddHolidayForm year={year} />}
      </CardContent>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('workingTimeSettings.holidays.delete', { name: deleting?.name ?? '' })}
        description={deleting ? `${deleting.name}, ${format.date(deleting.date)}` : ''}
        confirmLabel={t('workingTimeSettings.confirmDelete.confirm')}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      />
      <ConfirmDialog
        open={isResetting}
        onOpenChange={setIsResetting}
        title={t('workingTimeSettings.holidays.resetTitle')}
        description={t('workingTimeSettings.holidays.resetBody', { year })}
        confirmLabel={t('workingTimeSettings.holidays.resetConfirm')}
        onConfirm={confirmReset}
        isPending={reset.isPending}
      />
    </Card>
  );
}

function AddHolidayForm({ year }: { year: number }) {
  const { t } = useTranslation();
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateHoliday();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!date) local.date = t('workingTimeSettings.holidays.dateRequired');
    if (!name.trim()) local.name = t('workingTimeSettings.holidays.nameRequired');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    create.mutate(
      { date, name: name.trim() },
      {
        onSuccess: () => {
          toast.success(t('workingTimeSettings.holidays.added'));
          setName('');
          setDate('');
        },
        onError: (error) => {
          const details = getErrorDetails(error);
          if (details.length > 0) setErrors(Object.fromEntries(details.map((d) => [d.field, d.message])));
          else setErrors({ date: getServerError(error) ?? t('workingTimeSettings.holidays.addFailed') });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid items-start gap-3 sm:grid-cols-[10rem_1fr_auto]">
      <Field id="holiday-date" label={t('workingTimeSettings.holidays.date')} error={errors.date}>
        <Input
          id="holiday-date"
          type="date"
          value={date}
          min={`${year}-01-01`}
          max={`${year}-12-31`}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={errors.date ? 'holiday-date-error' : undefined}
          onChange={(e) => setDate(e.target.value)}
        />
      </Field>
      <Field id="holiday-name" label={t('workingTimeSettings.holidays.name')} error={errors.name}>
        <Input
          id="holiday-name"
          value={name}
          maxLength={HOLIDAY_NAME_MAX_LENGTH}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'holiday-name-error' : undefined}
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <Button type="submit" disabled={create.isPending} className="sm:mt-5.5">
        {create.isPending ? <Spinner /> : <Plus aria-hidden />}
        {t('workingTimeSettings.holidays.add')}
      </Button>
    </form>
  );
}
