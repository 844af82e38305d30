import type { ShiftType } from '@openrota/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
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
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/sonner';
import { useCreateShiftType } from '../api/create-shift-type';
import { useUpdateShiftType } from '../api/update-shift-type';
import {
  initialShiftTypeValues,
  toShiftTypeBody,
  validateShiftType,
  type ShiftTypeFormErrors,
} from '../lib/shift-type-form';

type ShiftTypeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The shift type to edit; none to create one (placed last). */
  shiftType?: ShiftType | null;
  nextOrder: number;
};

/** Create or edit a shift type. Mounted per opening, so it starts from the item's values. */
export function ShiftTypeDialog({ open, onOpenChange, shiftType, nextOrder }: ShiftTypeDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            {t(shiftType ? 'shiftTypes.form.editTitle' : 'shiftTypes.form.createTitle')}
          </DialogTitle>
          <DialogDescription>{t('shiftTypes.form.description')}</DialogDescription>
        </DialogHeader>
        {open && (
          <ShiftTypeForm shiftType={shiftType} nextOrder={nextOrder} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ShiftTypeForm({
  shiftType,
  nextOrder,
  onDone,
}: {
  shiftType?: ShiftType | null;
  nextOrder: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => initialShiftTypeValues(shiftType));
  const [errors, setErrors] = useState<ShiftTypeFormErrors>({});
  const create = useCreateShiftType();
  const update = useUpdateShiftType();
  const isPending = create.isPending || update.isPending;
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateShiftType(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = toShiftTypeBody(values);
    try {
      if (shiftType) await update.mutateAsync({ id: shiftType.id, body });
      else await create.mutateAsync({ ...body, order: nextOrder });
      toast.success(t(shiftType ? 'shiftTypes.form.updated' : 'shiftTypes.form.created'));
      onDone();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('shiftTypes.form.saveFailed'));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      <FormField
        label={t('shiftTypes.form.name')}
        value={values.name}
        onChange={(e) => set('name')(e.target.value)}
        error={errors.name ? t(errors.name) : null}
        required
        autoFocus
        maxLength={100}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('shiftTypes.form.shortName')}
          hint={t('shiftTypes.form.shortNameHint')}
          value={values.shortName}
          onChange={(e) => set('shortName')(e.target.value)}
          maxLength={10}
        />
        <ColorField
          value={values.color}
          onChange={set('color')}
          error={errors.color ? t(errors.color) : null}
        />
      </div>
      <FormField
        label={t('shiftTypes.form.descriptionLabel')}
        value={values.description}
        onChange={(e) => set('description')(e.target.value)}
        maxLength={500}
      />
      <div className="grid grid-cols-2 gap-4">
        <FormField
          type="time"
          label={t('shiftTypes.form.startTime')}
          value={values.startTime}
          onChange={(e) => set('startTime')(e.target.value)}
        />
        <FormField
          type="time"
          label={t('shiftTypes.form.endTime')}
          value={values.endTime}
          onChange={(e) => set('endTime')(e.target.value)}
        />
      </div>
      <p className="-mt-2 text-xs text-muted-foreground">{t('shiftTypes.form.overnightHint')}</p>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? t('shiftTypes.form.saving') : t('shiftTypes.form.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function ColorField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const isValid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <div className="grid gap-2">
      <Label htmlFor="shift-type-color">{t('shiftTypes.form.color')}</Label>
      <div className="flex gap-2">
        <input
          type="color"
          aria-label={t('shiftTypes.form.colorPicker')}
          value={isValid ? value : '#10b981'}
          onChange={(e) => onChange(e.target.value)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-card p-1"
        />
        <Input
          id="shift-type-color"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'shift-type-color-error' : undefined}
          maxLength={7}
          className="font-mono"
        />
      </div>
      {error && (
        <p id="shift-type-color-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
