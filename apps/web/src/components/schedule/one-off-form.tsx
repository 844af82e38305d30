import type { ScheduleEntry } from '@openrota/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import { getServerError } from '@/lib/api-error';
import { createOneOff } from '@/lib/schedule-api/schedule';
import { eligibleStaff, useStaff } from '@/lib/master-data/staff';
import { useShiftTypes } from '@/lib/master-data/shift-types';
import { Field, textareaClass } from '@/components/field';
import { CandidateSelect } from './rules/candidate-select';
import { useRuleChecked } from './rules/use-rule-checked';
import { useScheduleAction } from './use-schedule-action';
import { useDefaultShiftDate } from '@/lib/use-workspace-today';

type OneOffFormProps = {
  /** yyyy-MM-dd; defaults to one day after the workspace's today. */
  initialDate?: string;
  onDone?: (entry: ScheduleEntry) => void;
  onCancel?: () => void;
};

type Errors = { date?: string; shiftTypeId?: string; form?: string };

/**
 * Creates a one-off shift (POST /api/schedules/one-off): date and shift type required, staff
 * optional (only active staff skilled for the chosen type; none = unassigned), description.
 */
export function OneOffForm({ initialDate, onDone, onCancel }: OneOffFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const defaultDate = useDefaultShiftDate();
  const shiftTypes = useShiftTypes();
  const staff = useStaff();
  const create = useRuleChecked(useScheduleAction(createOneOff));
  const [date, setDate] = useState(initialDate ?? defaultDate);
  const [shiftTypeId, setShiftTypeId] = useState('');
  const [staffId, setStaffId] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const eligible = eligibleStaff(staff.data ?? [], shiftTypeId || undefined);

  const chooseShiftType = (value: string) => {
    setShiftTypeId(value);
    setErrors((e) => ({ ...e, shiftTypeId: undefined }));
    // A chosen person who cannot work the new type is dropped.
    if (staffId && !eligibleStaff(staff.data ?? [], value || undefined).some((s) => s.id === staffId))
      setStaffId('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!date) next.date = t('schedule.oneOffForm.dateRequired');
    if (!shiftTypeId) next.shiftTypeId = t('schedule.oneOffForm.shiftTypeRequired');
    setErrors(next);
    if (next.date || next.shiftTypeId) return;
    create.mutate(
      { date, shiftTypeId, staffId: staffId || null, description: description.trim() || null },
      {
        onSuccess: ({ data }) => {
          toast.success(t('schedule.oneOffForm.created'));
          onDone?.(data);
        },
        onError: (error) => setErrors({ form: getServerError(error) ?? t('schedule.oneOffForm.failed') }),
      },
    );
  };

  if (shiftTypes.isPending || staff.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> {t('common.loading')}
      </p>
    );
  }
  if (shiftTypes.isError || staff.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('schedule.errors.loadData')}
      </p>
    );
  }

  return (
    <>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <Field id={`${id}-date`} label={t('schedule.oneOffForm.date')} error={errors.date}>
          <Input
            id={`${id}-date`}
            type="date"
            value={date}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? `${id}-date-error` : undefined}
            onChange={(e) => {
              setDate(e.target.value);
              setErrors((x) => ({ ...x, date: undefined }));
            }}
          />
        </Field>
        <Field id={`${id}-type`} label={t('schedule.oneOffForm.shiftType')} error={errors.shiftTypeId}>
          <NativeSelect
            id={`${id}-type`}
            value={shiftTypeId}
            aria-invalid={errors.shiftTypeId ? true : undefined}
            aria-describedby={errors.shiftTypeId ? `${id}-type-error` : undefined}
            onChange={(e) => chooseShiftType(e.target.value)}
          >
            <option value="">{t('schedule.oneOffForm.chooseShiftType')}</option>
            {shiftTypes.data.map((type) => (
              <option key={type.id} value={type.id}>
                {type.startTime && type.endTime
                  ? `${type.name} (${type.startTime}–${type.endTime})`
                  : type.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-staff`} label={t('schedule.oneOffForm.staff')}>
          <CandidateSelect
            id={`${id}-staff`}
            query={date && shiftTypeId ? { date, shiftTypeId } : null}
            value={staffId}
            emptyLabel={t('schedule.oneOffForm.unassigned')}
            fallback={eligible}
            disabled={!shiftTypeId}
            onChange={setStaffId}
          />
          {shiftTypeId && eligible.length === 0 && (
            <p className="text-xs text-muted-foreground">{t('schedule.oneOffForm.noEligibleStaff')}</p>
          )}
        </Field>
        <Field
          id={`${id}-description`}
          label={t('schedule.oneOffForm.description')}
          count={{ value: description, max: 500 }}
        >
          <textarea
            id={`${id}-description`}
            className={textareaClass}
            value={description}
            maxLength={500}
            aria-describedby={`${id}-description-count`}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Field>
        {errors.form && (
          <p role="alert" className="text-sm text-destructive">
            {errors.form}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {onCancel && (
            <Button variant="outline" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" disabled={create.isPending}>
            {create.isPending && <Spinner />}
            {t('schedule.oneOffForm.submit')}
          </Button>
        </div>
      </form>
      {create.dialog}
    </>
  );
}
