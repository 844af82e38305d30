import type { Staff } from '@openrota/contracts';
import { addDays, formatWeekParam } from '@openrota/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { getServerError } from '@/lib/api-error';
import { getScheduleQueryOptions } from '@/lib/schedule-api/schedule';
import { shiftWeek } from '../../lib/roster/model';
import { copyPersonPlan, copyWeekChangesPlan } from '../../lib/roster/plans';
import type { Plan } from '../../lib/roster/use-roster-runner';

type CopyDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The week copied from (the first week the grid shows). */
  weekStart: string;
  staff: readonly Staff[];
  execute: (plan: Plan) => Promise<boolean>;
  formatDay: (date: string) => string;
};

const OFFSETS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/**
 * Copy a person's week to the next week(s), or the week's changes (one-offs, overrides, claims)
 * to another week (issue 13 §2). Each copied shift is the dialogs' own write, rule-checked.
 */
export function CopyDialog({ open, onOpenChange, weekStart, staff, execute, formatDay }: CopyDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'person' | 'week'>('week');
  const [staffId, setStaffId] = useState('');
  const [offset, setOffset] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const read = (startDate: string, endDate: string) =>
    queryClient.fetchQuery(getScheduleQueryOptions({ startDate, endDate }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const person = staff.find((s) => s.id === staffId);
    if (mode === 'person' && !person) {
      setError(t('roster.copy.personRequired'));
      return;
    }
    setPending(true);
    try {
      const source = await read(weekStart, addDays(weekStart, 6));
      const targetStart = shiftWeek(weekStart, mode === 'person' ? 1 : offset);
      const targetEnd = addDays(shiftWeek(weekStart, offset), 6);
      const target = await read(targetStart, targetEnd);
      const plan =
        mode === 'person'
          ? copyPersonPlan(person!, source.entries, target.entries, offset, t, formatDay)
          : copyWeekChangesPlan(source.entries, target.entries, offset, staff, t, formatDay);
      if (plan.steps.length === 0) {
        setError(t('roster.copy.nothing'));
        setPending(false);
        return;
      }
      onOpenChange(false);
      setPending(false);
      await execute(plan);
    } catch (e) {
      setPending(false);
      setError(getServerError(e) ?? t('roster.errors.refused'));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setError(null);
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('roster.copy.title')}</DialogTitle>
          <DialogDescription>
            {t('roster.copy.description', { week: formatWeekParam(weekStart) })}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('roster.copy.what')}</legend>
            {(['week', 'person'] as const).map((m) => (
              <label key={m} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  checked={mode === m}
                  onChange={() => {
                    setMode(m);
                    setError(null);
                  }}
                />
                {t(`roster.copy.mode.${m}`)}
              </label>
            ))}
          </fieldset>
          {mode === 'person' && (
            <Field id={`${id}-staff`} label={t('roster.copy.person')}>
              <NativeSelect id={`${id}-staff`} value={staffId} onChange={(e) => setStaffId(e.target.value)}>
                <option value="">{t('roster.copy.choosePerson')}</option>
                {staff.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          )}
          <Field
            id={`${id}-offset`}
            label={t(mode === 'person' ? 'roster.copy.weeksCount' : 'roster.copy.toWeek')}
          >
            <NativeSelect
              id={`${id}-offset`}
              value={offset}
              onChange={(e) => setOffset(Number(e.target.value))}
            >
              {OFFSETS.map((o) => (
                <option key={o} value={o}>
                  {mode === 'person'
                    ? t('roster.copy.nextWeeks', { count: o })
                    : t('roster.copy.weekOption', {
                        week: formatWeekParam(shiftWeek(weekStart, o)),
                        date: formatDay(shiftWeek(weekStart, o)),
                      })}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Spinner />}
              {t('roster.copy.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
