import type { RotationPattern } from '@openrota/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useUpdateRotationPattern } from '../api/update-rotation-pattern';
import { validatePatternForm, type PatternFormError } from '../lib/duplicate-defaults';
import { toastError, toastSuccess } from '../lib/notify';
import { Field } from '@/components/field';
import { WeekCountSelect } from './week-count-select';

/** Edit mode: name, dates, week count (1, 2, 3, 4, 6, 8, 12) and the active toggle; saving returns to view mode. */
export function PatternEditForm({ pattern, onDone }: { pattern: RotationPattern; onDone: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({
    name: pattern.name,
    startDate: pattern.startDate,
    endDate: pattern.endDate ?? '',
    weekCount: pattern.weekCount,
    active: pattern.active,
  });
  const [error, setError] = useState<PatternFormError | null>(null);
  const update = useUpdateRotationPattern();
  const message = (field: PatternFormError) =>
    error === field ? t(`rotation.duplicate.errors.${field}`) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A blank name used to be ignored without a word (issue 10): say what is wrong instead.
    const problem = validatePatternForm(form);
    setError(problem);
    if (problem) return;
    update.mutate(
      { id: pattern.id, body: { ...form, name: form.name.trim(), endDate: form.endDate || null } },
      {
        onSuccess: () => {
          toastSuccess(t, 'patternUpdated');
          onDone();
        },
        onError: (error) => toastError(t, error, 'savePattern'),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-lg border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="sm:col-span-2 lg:col-span-4">
        <Field id="pattern-name" label={t('rotation.detail.name')} error={message('nameRequired')}>
          <Input
            id="pattern-name"
            value={form.name}
            required
            aria-invalid={error === 'nameRequired'}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
          />
        </Field>
      </div>
      <Field id="pattern-start" label={t('rotation.detail.startDate')} error={message('startRequired')}>
        <Input
          id="pattern-start"
          type="date"
          required
          aria-invalid={error === 'startRequired'}
          value={form.startDate}
          onChange={(e) => setForm({ ...form, startDate: e.target.value })}
        />
      </Field>
      <Field id="pattern-end" label={t('rotation.detail.endDate')} error={message('endAfterStart')}>
        <Input
          id="pattern-end"
          type="date"
          aria-invalid={error === 'endAfterStart'}
          value={form.endDate}
          onChange={(e) => setForm({ ...form, endDate: e.target.value })}
        />
      </Field>
      <Field id="pattern-weeks" label={t('rotation.detail.weekCount')}>
        <WeekCountSelect
          id="pattern-weeks"
          value={form.weekCount}
          onChange={(weekCount) => setForm({ ...form, weekCount })}
        />
      </Field>
      <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-[var(--color-primary)]"
          checked={form.active}
          onChange={(e) => setForm({ ...form, active: e.target.checked })}
        />
        {t('rotation.detail.active')}
      </label>
      <div className="flex justify-end gap-2 sm:col-span-2 lg:col-span-4">
        <Button variant="outline" onClick={onDone}>
          {t('rotation.detail.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {t('rotation.detail.save')}
        </Button>
      </div>
    </form>
  );
}
