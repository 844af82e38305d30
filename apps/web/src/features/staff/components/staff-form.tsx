import type { Staff } from '@openrota/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogFooter } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/sonner';
import { useShiftTypes } from '@/lib/master-data/shift-types';
import { getServerError } from '@/lib/api-error';
import { useDeactivationPreview } from '../api/get-deactivation-preview';
import { SkillsNotSavedError, useSaveStaff } from '../api/save-staff';
import { initialStaffValues, nextShortName, toStaffBody } from '../lib/staff-form';
import { SkillCheckboxes } from './skill-checkboxes';

type StaffFormProps = { staff?: Staff | null; isFirst: boolean; onDone: () => void };

/** The staff add/edit form (docs/product/back-office.md#staff); skills picked here are saved after the member. */
export function StaffForm({ staff: given, isFirst, onDone }: StaffFormProps) {
  const { t } = useTranslation();
  // The member being edited; a new one becomes it once saved, should their skills fail to save.
  const [staff, setStaff] = useState(given ?? null);
  const [values, setValues] = useState(() => initialStaffValues(given));
  const [isShortNameTouched, setIsShortNameTouched] = useState(Boolean(staff));
  const { data: shiftTypes = [] } = useShiftTypes();
  const save = useSaveStaff();
  // Unticking Active on an active member: say how many of their shifts that opens (issue 10).
  const isDeactivating = staff?.active === true && !values.active;
  const preview = useDeactivationPreview(staff?.id, isDeactivating);

  const changeName = (name: string) =>
    setValues((v) => ({ ...v, name, shortName: nextShortName({ ...v, isShortNameTouched }, name) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = toStaffBody(values, staff?.userId ?? null);
    if (!body) return; // An empty name is silently ignored.
    try {
      await save.mutateAsync({ staff, body, skills: values.skills, isFirst });
      toast.success(t(staff ? 'staff.form.updated' : 'staff.form.created'));
      onDone();
    } catch (error) {
      if (error instanceof SkillsNotSavedError) {
        setStaff(error.staff);
        toast.error(t('staff.errors.skillsNotSaved'), { description: getServerError(error.reason) });
        return;
      }
      toast.error(error instanceof Error && error.message ? error.message : t('staff.errors.saveFailed'));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      <FormField
        label={t('staff.form.name')}
        value={values.name}
        onChange={(e) => changeName(e.target.value)}
        required
        autoFocus
        maxLength={100}
        autoComplete="off"
      />
      <FormField
        label={t('staff.form.shortName')}
        value={values.shortName}
        onChange={(e) => {
          setIsShortNameTouched(true);
          setValues((v) => ({ ...v, shortName: e.target.value }));
        }}
        maxLength={20}
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          type="email"
          label={t('staff.form.email')}
          value={values.email}
          onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
          autoComplete="off"
        />
        <FormField
          type="tel"
          label={t('staff.form.phone')}
          value={values.phone}
          onChange={(e) => setValues((v) => ({ ...v, phone: e.target.value }))}
          autoComplete="off"
        />
      </div>
      <div className="flex items-start gap-3">
        <Checkbox
          id="staff-active"
          checked={values.active}
          onCheckedChange={(checked) => setValues((v) => ({ ...v, active: checked === true }))}
          className="mt-0.5"
        />
        <div className="grid gap-1">
          <Label htmlFor="staff-active">{t('staff.form.active')}</Label>
          <p className="text-xs text-muted-foreground">{t('staff.form.activeHint')}</p>
        </div>
      </div>
      {isDeactivating && !preview.isError && (
        <Alert>
          {preview.data
            ? t('staff.form.deactivationOpens', {
                count: preview.data.openedShifts,
                weeks: preview.data.weeks,
              })
            : t('staff.form.deactivationCounting')}
        </Alert>
      )}
      {shiftTypes.length > 0 && (
        <SkillCheckboxes
          legend={t('staff.columns.skills')}
          shiftTypes={shiftTypes}
          selected={values.skills}
          onChange={(skills) => setValues((v) => ({ ...v, skills }))}
        />
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('staff.form.saving') : t('staff.form.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
