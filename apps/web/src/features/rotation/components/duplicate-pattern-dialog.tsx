import type { RotationPattern } from '@openrota/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useDuplicateRotationPattern } from '../api/duplicate-rotation-pattern';
import { todayIso } from '../lib/days';
import {
  duplicateDefaults,
  validatePatternForm,
  type PatternFormError,
  type DuplicateForm,
} from '../lib/duplicate-defaults';
import { toastError, toastSuccess } from '../lib/notify';
import { Field } from '@/components/field';
import { useRuleChecked } from '@/components/schedule/rules/use-rule-checked';

type Props = { pattern: RotationPattern | null; onClose: () => void; today?: string };

/** Duplicates a pattern (docs/product/back-office.md#rotation-patterns): name with a Copy suffix, next Monday, 4 weeks long. */
export function DuplicatePatternDialog({ pattern, onClose, today = todayIso() }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={pattern !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('rotation.duplicate.title')}</DialogTitle>
          <DialogDescription>{t('rotation.duplicate.description')}</DialogDescription>
        </DialogHeader>
        {pattern && (
          <DuplicateFormBody
            key={pattern.id}
            initial={duplicateDefaults(pattern.name, today, t('rotation.duplicate.copySuffix'))}
            patternId={pattern.id}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DuplicateFormBody({
  initial,
  patternId,
  onDone,
}: {
  initial: DuplicateForm;
  patternId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<PatternFormError | null>(null);
  const duplicate = useRuleChecked(useDuplicateRotationPattern());
  const set = (key: keyof DuplicateForm) => (event: { target: { value: string } }) =>
    setForm({ ...form, [key]: event.target.value });
  const message = (field: PatternFormError) =>
    error === field ? t(`rotation.duplicate.errors.${field}`) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePatternForm(form);
    setError(problem);
    if (problem) return;
    const body = { name: form.name.trim(), startDate: form.startDate, endDate: form.endDate || null };
    duplicate.mutate(
      { id: patternId, body },
      {
        onSuccess: () => {
          toastSuccess(t, 'patternCreated');
          onDone();
        },
        onError: (e) => toastError(t, e, 'createPattern'),
      },
    );
  };

  return (
    <>
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <Field id="duplicate-name" label={t('rotation.duplicate.name')} error={message('nameRequired')}>
          <Input
            id="duplicate-name"
            value={form.name}
            onChange={set('name')}
            aria-invalid={error === 'nameRequired'}
          />
        </Field>
        <Field
          id="duplicate-start"
          label={t('rotation.duplicate.startDate')}
          error={message('startRequired')}
        >
          <Input
            id="duplicate-start"
            type="date"
            value={form.startDate}
            onChange={set('startDate')}
            aria-invalid={error === 'startRequired'}
          />
        </Field>
        <Field id="duplicate-end" label={t('rotation.duplicate.endDate')} error={message('endAfterStart')}>
          <Input
            id="duplicate-end"
            type="date"
            value={form.endDate}
            onChange={set('endDate')}
            aria-invalid={error === 'endAfterStart'}
          />
        </Field>
        <DialogFooter>
          <Button variant="outline" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={duplicate.isPending}>
            {t('rotation.duplicate.submit')}
          </Button>
        </DialogFooter>
      </form>
      {duplicate.dialog}
    </>
  );
}
