import { ABSENCE_TYPES, type Absence, type Staff } from '@openrota/contracts';
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
import { CharacterCount, showsCharacterCount } from '@/components/character-count';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/sonner';
import { useCreateAbsence, useUpdateAbsence } from '@/lib/schedule-api/absences';
import { absenceErrorMessage } from '../lib/absence-error';
import {
  initialAbsenceValues,
  toAbsenceBody,
  validateAbsence,
  withStartDate,
  type AbsenceFormErrors,
} from '../lib/absence-form';

type AbsenceFormDialogProps = {
  /** Null: closed; `absence: null`: record a new one; otherwise edit it. */
  state: { absence: Absence | null; startDate?: string } | null;
  onOpenChange: (open: boolean) => void;
  staff: readonly Staff[];
};

/** Record or edit an absence (docs/product/back-office.md#absences: create or edit mode). */
export function AbsenceFormDialog({ state, onOpenChange, staff }: AbsenceFormDialogProps) {
  const { t } = useTranslation();
  const isEdit = Boolean(state?.absence);
  return (
    <Dialog open={state !== null} onOpenChange={onOpenChange}>
      <DialogContent className="overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t(isEdit ? 'absences.form.editTitle' : 'absences.form.createTitle')}</DialogTitle>
          <DialogDescription>{t('absences.form.description')}</DialogDescription>
        </DialogHeader>
        {state && (
          <AbsenceForm
            absence={state.absence}
            startDate={state.startDate}
            staff={staff}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

const textareaClass =
  'min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 sm:text-sm';

function AbsenceForm({
  absence,
  startDate,
  staff,
  onDone,
}: {
  absence: Absence | null;
  startDate?: string;
  staff: readonly Staff[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => initialAbsenceValues(absence, { startDate }));
  const [errors, setErrors] = useState<AbsenceFormErrors>({});
  const create = useCreateAbsence();
  const update = useUpdateAbsence();
  const isPending = create.isPending || update.isPending;
  // Active staff, plus the absent member when editing one who has since left.
  const options = staff
    .filter((s) => s.active || s.id === absence?.staffId)
    .sort((a, b) => a.name.localeCompare(b.name));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAbsence(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = toAbsenceBody(values);
    try {
      if (absence) await update.mutateAsync({ id: absence.id, body });
      else await create.mutateAsync(body);
      toast.success(t(absence ? 'absences.toast.updated' : 'absences.toast.created'));
      onDone();
    } catch (error) {
      toast.error(absenceErrorMessage(t, error, absence ? 'failedToUpdate' : 'failedToCreate'));
    }
  };

  const errorText = (field: keyof AbsenceFormErrors) =>
    errors[field] ? (
      <p id={`absence-${field}-error`} role="alert" className="text-sm font-medium text-destructive">
        {t(`absences.form.${errors[field]}`)}
      </p>
    ) : null;
  const described = (field: keyof AbsenceFormErrors) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `absence-${field}-error` } : {};

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="absence-staff">{t('absences.form.staff')}</Label>
        <NativeSelect
          id="absence-staff"
          value={values.staffId}
          onChange={(e) => setValues((v) => ({ ...v, staffId: e.target.value }))}
          {...described('staffId')}
        >
          <option value="">{t('absences.form.chooseStaff')}</option>
          {options.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </NativeSelect>
        {errorText('staffId')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="absence-start">{t('absences.form.startDate')}</Label>
          <Input
            id="absence-start"
            type="date"
            value={values.startDate}
            onChange={(e) => setValues((v) => withStartDate(v, e.target.value))}
            {...described('startDate')}
          />
          {errorText('startDate')}
        </div>
        <div className="grid gap-2">
          <Label htmlFor="absence-end">{t('absences.form.endDate')}</Label>
          <Input
            id="absence-end"
            type="date"
            value={values.endDate}
            min={values.startDate || undefined}
            onChange={(e) => setValues((v) => ({ ...v, endDate: e.target.value }))}
            {...described('endDate')}
          />
          {errorText('endDate')}
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="absence-type">{t('absences.form.type')}</Label>
        <NativeSelect
          id="absence-type"
          value={values.type}
          onChange={(e) => setValues((v) => ({ ...v, type: e.target.value as typeof v.type }))}
        >
          {ABSENCE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`absences.types.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="absence-reason">{t('absences.form.reason')}</Label>
        <textarea
          id="absence-reason"
          className={textareaClass}
          maxLength={500}
          value={values.reason}
          aria-describedby="absence-reason-hint absence-reason-count"
          onChange={(e) => setValues((v) => ({ ...v, reason: e.target.value }))}
        />
        {showsCharacterCount(values.reason, 500) && (
          <CharacterCount id="absence-reason-count" length={values.reason.length} max={500} />
        )}
        <p id="absence-reason-hint" className="text-xs text-muted-foreground">
          {t('absences.form.reasonHint')}
        </p>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? t('absences.form.saving') : t('absences.form.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
