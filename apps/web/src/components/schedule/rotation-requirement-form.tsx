import type { RotationPattern } from '@openrota/contracts';
import { dayOfWeek, rotationWeek } from '@openrota/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import { getServerError } from '@/lib/api-error';
import { useShiftTypes } from '@/lib/master-data/shift-types';
import { useCreateRequirement } from './create-requirement';
import { Field } from '@/components/field';

const DAY_KEYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

type Props = { patterns: RotationPattern[]; initialDate: string; onDone: () => void; onCancel: () => void };

type Errors = { pattern?: string; shiftTypeId?: string; date?: string; form?: string };

/**
 * Adds a requirement to a pattern on the rotation week and weekday of the chosen date (docs/product/schedule.md#add-shift): week = floor(days since pattern start / 7) mod weekCount + 1, Monday = 0.
 */
export function RotationRequirementForm({ patterns, initialDate, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const shiftTypes = useShiftTypes();
  const create = useCreateRequirement();
  const [patternId, setPatternId] = useState(patterns.length === 1 ? patterns[0]!.id : '');
  const [date, setDate] = useState(initialDate);
  const [shiftTypeId, setShiftTypeId] = useState('');
  const [isOptional, setIsOptional] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const pattern = patterns.find((p) => p.id === patternId);
  const isValidDate = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const week = pattern && isValidDate ? rotationWeek(pattern.startDate, pattern.weekCount, date) : null;
  const day = isValidDate ? dayOfWeek(date) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!pattern) next.pattern = t('schedule.requirementForm.patternRequired');
    if (!shiftTypeId) next.shiftTypeId = t('schedule.requirementForm.shiftTypeRequired');
    if (!isValidDate) next.date = t('schedule.oneOffForm.dateRequired');
    setErrors(next);
    if (!pattern || week === null || day === null || !shiftTypeId) return;
    create.mutate(
      {
        weekNumber: week,
        dayOfWeek: day,
        shiftTypeId,
        requiredCount: 1,
        isOptional,
        rotationPatternId: pattern.id,
      },
      {
        onSuccess: () => {
          toast.success(t('schedule.requirementForm.created'));
          onDone();
        },
        onError: (error) =>
          setErrors({ form: getServerError(error) ?? t('schedule.requirementForm.failed') }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <Field id={`${id}-pattern`} label={t('schedule.requirementForm.pattern')} error={errors.pattern}>
        <NativeSelect
          id={`${id}-pattern`}
          value={patternId}
          aria-invalid={errors.pattern ? true : undefined}
          onChange={(e) => {
            setPatternId(e.target.value);
            setErrors((x) => ({ ...x, pattern: undefined }));
          }}
        >
          <option value="">{t('schedule.requirementForm.choosePattern')}</option>
          {patterns.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-date`} label={t('schedule.oneOffForm.date')} error={errors.date}>
        <Input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </Field>
      {week !== null && day !== null && pattern && (
        <p className="text-sm" data-testid="requirement-position">
          {t('schedule.requirementForm.position', {
            week,
            weekCount: pattern.weekCount,
            day: t(`schedule.days.${DAY_KEYS[day]}`),
          })}
        </p>
      )}
      <Field id={`${id}-type`} label={t('schedule.oneOffForm.shiftType')} error={errors.shiftTypeId}>
        <NativeSelect
          id={`${id}-type`}
          value={shiftTypeId}
          disabled={shiftTypes.isPending}
          aria-invalid={errors.shiftTypeId ? true : undefined}
          onChange={(e) => {
            setShiftTypeId(e.target.value);
            setErrors((x) => ({ ...x, shiftTypeId: undefined }));
          }}
        >
          <option value="">{t('schedule.oneOffForm.chooseShiftType')}</option>
          {(shiftTypes.data ?? []).map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-optional`}
          checked={isOptional}
          onCheckedChange={(v) => setIsOptional(v === true)}
        />
        <Label htmlFor={`${id}-optional`}>{t('schedule.requirementForm.optional')}</Label>
      </div>
      <Alert>{t('schedule.requirementForm.retroactive')}</Alert>
      {errors.form && (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <Spinner />}
          {t('schedule.requirementForm.submit')}
        </Button>
      </div>
    </form>
  );
}
