import type { Availability, Staff } from '@openrota/contracts';
import { AVAILABILITY_EXCEPTION_KINDS, type AvailabilityExceptionKind } from '@openrota/domain';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AvailabilityRequestList } from '@/components/availability/request-list';
import {
  AvailabilityWeekGrid,
  choicesOf,
  withChoices,
  type DayChoice,
} from '@/components/availability/week-grid';
import { Field } from '@/components/field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import {
  useRemoveStaffAvailabilityException,
  useSetStaffAvailabilityException,
  useSetStaffAvailabilityWeek,
  useStaffAvailability,
} from '@/lib/availability/availability-api';
import { useDateFormat } from '@/lib/dates';

type StaffAvailabilityDialogProps = {
  staff: Staff | null;
  onOpenChange: (open: boolean) => void;
};

/** The week that holds last (the one to come, else today's): what the manager edits. */
const latestWeek = (a: Availability) => a.weeks.at(-1)?.rules ?? [];

/**
 * A manager sets a member's availability (packages/domain/src/availability.ts): the recurring
 * week in the shared grid (from today), dated exceptions, and the member's changes waiting for
 * approval.
 */
export function StaffAvailabilityDialog({ staff, onOpenChange }: StaffAvailabilityDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={staff !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('availability.manage.title', { name: staff?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('availability.manage.description')}</DialogDescription>
        </DialogHeader>
        {staff && <AvailabilityPanel key={staff.id} staffId={staff.id} />}
      </DialogContent>
    </Dialog>
  );
}

function AvailabilityPanel({ staffId }: { staffId: string }) {
  const { t } = useTranslation();
  const { data: availability, isPending, isError } = useStaffAvailability(staffId);
  if (isPending) return <Spinner label={t('common.loading')} />;
  if (isError) return <Alert variant="destructive">{t('availability.manage.loadFailed')}</Alert>;
  return (
    <div className="grid gap-6">
      {/* A new week (saved, or a member's change approved) starts the grid again from it. */}
      <WeekEditor
        key={JSON.stringify(latestWeek(availability))}
        staffId={staffId}
        availability={availability}
      />
      <Exceptions staffId={staffId} availability={availability} />
      <section className="grid gap-2">
        <h3 className="text-base font-semibold">{t('availability.requests.title')}</h3>
        <AvailabilityRequestList requests={availability.pending} />
      </section>
    </div>
  );
}

function WeekEditor({ staffId, availability }: { staffId: string; availability: Availability }) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<DayChoice[]>(() => choicesOf(latestWeek(availability)));
  const save = useSetStaffAvailabilityWeek();
  const onSave = () =>
    save.mutate(
      { staffId, body: { rules: withChoices(latestWeek(availability), choices) } },
      {
        onSuccess: () => toast.success(t('availability.saved')),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <section className="grid gap-3">
      <h3 className="text-base font-semibold">{t('availability.manage.week')}</h3>
      <AvailabilityWeekGrid choices={choices} onChange={setChoices} disabled={save.isPending} />
      <Button onClick={onSave} disabled={save.isPending}>
        {save.isPending ? t('availability.saving') : t('availability.save')}
      </Button>
    </section>
  );
}

function Exceptions({ staffId, availability }: { staffId: string; availability: Availability }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const add = useSetStaffAvailabilityException();
  const remove = useRemoveStaffAvailabilityException();
  const [date, setDate] = useState('');
  const [kind, setKind] = useState<AvailabilityExceptionKind>('UNAVAILABLE');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!date) {
      setError(t('availability.manage.dateRequired'));
      return;
    }
    setError(null);
    add.mutate(
      { staffId, date, body: { kind, startTime: null, endTime: null, note: note.trim() || null } },
      {
        onSuccess: () => {
          toast.success(t('availability.saved'));
          setDate('');
          setNote('');
        },
        onError: (err) => setError(err.message),
      },
    );
  };

  return (
    <section className="grid gap-3">
      <h3 className="text-base font-semibold">{t('availability.manage.exceptions')}</h3>
      {availability.exceptions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('availability.manage.noExceptions')}</p>
      ) : (
        <ul className="grid gap-1" aria-label={t('availability.manage.exceptions')}>
          {availability.exceptions.map((x) => (
            <li
              key={x.id}
              className="flex items-center justify-between gap-2 rounded-md border px-3 py-1 text-sm"
            >
              <span>
                {format.date(x.date)}: {t(`availability.exceptionKind.${x.kind}`)}
                {x.startTime && x.endTime ? ` ${x.startTime}–${x.endTime}` : ''}
                {x.note ? ` (${x.note})` : ''}
              </span>
              <Button
                variant="ghost"
                size="icon"
                disabled={remove.isPending}
                aria-label={t('availability.manage.removeException', { date: format.date(x.date) })}
                onClick={() =>
                  remove.mutate(
                    { staffId, date: x.date },
                    {
                      onSuccess: () => toast.success(t('availability.saved')),
                      onError: (err) => toast.error(err.message),
                    },
                  )
                }
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit} noValidate>
        <Field id="availability-exception-date" label={t('availability.manage.date')} error={error}>
          <Input
            id="availability-exception-date"
            type="date"
            min={availability.today}
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </Field>
        <Field id="availability-exception-kind" label={t('availability.manage.kind')}>
          <NativeSelect
            id="availability-exception-kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as AvailabilityExceptionKind)}
          >
            {AVAILABILITY_EXCEPTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`availability.exceptionKind.${k}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="sm:col-span-2">
          <Field id="availability-exception-note" label={t('availability.manage.note')}>
            <Input
              id="availability-exception-note"
              value={note}
              maxLength={200}
              onChange={(e) => setNote(e.target.value)}
            />
          </Field>
        </div>
        <Button type="submit" variant="outline" disabled={add.isPending} className="sm:col-span-2">
          {t('availability.manage.addException')}
        </Button>
      </form>
    </section>
  );
}
