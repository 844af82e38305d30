import type { Workspace } from '@openrota/contracts';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/field';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/sonner';
import { usePlanFeature } from '@/lib/licence/get-license-info';
import { useUpdateWorkspaceSettings } from '../api/update-workspace-settings';
import {
  initialSettingsValues,
  timeZoneOptions,
  toSettingsBody,
  validateSettings,
  type SettingsFormErrors,
  type SettingsFormValues,
} from '../lib/settings-form';

type Props = { workspace: Workspace; canEdit: boolean };

/** Name, slug (read-only), time zone, the two feature flags and the two day counts. */
export function GeneralSettingsCard({ workspace, canEdit }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<SettingsFormValues>(() => initialSettingsValues(workspace));
  const [errors, setErrors] = useState<SettingsFormErrors>({});
  const update = useUpdateWorkspaceSettings();
  const zones = useMemo(() => timeZoneOptions(values.timeZone), [values.timeZone]);
  const set = <K extends keyof SettingsFormValues>(key: K, value: SettingsFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const ids = { slug: useId(), timeZone: useId() };
  const locked = !canEdit || update.isPending;
  // Staff login on a plan without it would share a link that answers "not enabled": say so, and
  // only let it be switched off.
  const staffLoginPlan = usePlanFeature('staffLogin');
  const lacksStaffLogin = staffLoginPlan?.hasFeature === false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canEdit) return;
    const found = validateSettings(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const response = await update.mutateAsync({
        id: workspace.id,
        body: toSettingsBody(values),
        fallback: t('settings.workspace.updateError'),
      });
      setValues(initialSettingsValues(response.data));
      toast.success(response.message || t('settings.workspace.saved'));
    } catch (error) {
      toast.error(
        error instanceof Error && error.message ? error.message : t('settings.workspace.updateError'),
      );
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.workspace.general.title')}</CardTitle>
        <CardDescription>{t('settings.workspace.general.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(e) => void submit(e)}>
          <fieldset disabled={locked} className="grid gap-4">
            <legend className="sr-only">{t('settings.workspace.general.title')}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label={t('settings.workspace.name')}
                value={values.name}
                onChange={(e) => set('name', e.target.value)}
                error={errors.name ? t(errors.name) : null}
                required
                maxLength={100}
                disabled={locked}
              />
              <Field id={ids.slug} label={t('settings.workspace.slug')}>
                <Input
                  id={ids.slug}
                  value={workspace.slug}
                  readOnly
                  aria-describedby={`${ids.slug}-hint`}
                  className="bg-muted"
                />
                <p id={`${ids.slug}-hint`} className="text-xs text-muted-foreground">
                  {t('settings.workspace.slugHint')}
                </p>
              </Field>
            </div>
            <Field id={ids.timeZone} label={t('settings.workspace.timeZone')}>
              <NativeSelect
                id={ids.timeZone}
                disabled={locked}
                value={values.timeZone}
                onChange={(e) => set('timeZone', e.target.value)}
              >
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Toggle
              label={t('settings.workspace.staffLoginEnabled')}
              hint={
                lacksStaffLogin ? (
                  <>
                    {t('settings.workspace.staffLoginEnabledHint')}{' '}
                    <strong className="font-medium text-foreground">
                      {t('settings.workspace.staffLoginNotInPlan', { plan: staffLoginPlan.planName })}
                    </strong>
                  </>
                ) : (
                  t('settings.workspace.staffLoginEnabledHint')
                )
              }
              checked={values.staffLoginEnabled}
              onChange={(checked) => set('staffLoginEnabled', checked)}
              disabled={locked || (lacksStaffLogin && !values.staffLoginEnabled)}
            />
            <Toggle
              label={t('settings.workspace.publicStaffList')}
              hint={t('settings.workspace.publicStaffListHint')}
              checked={values.publicStaffList}
              onChange={(checked) => set('publicStaffList', checked)}
              disabled={locked}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                type="number"
                inputMode="numeric"
                min={1}
                max={365}
                label={t('settings.workspace.maxSelfPlanningDays')}
                hint={t('settings.workspace.maxSelfPlanningDaysHint')}
                value={values.maxSelfPlanningDays}
                onChange={(e) => set('maxSelfPlanningDays', e.target.value)}
                disabled={locked}
                error={errors.maxSelfPlanningDays ? t(errors.maxSelfPlanningDays) : null}
              />
              <FormField
                type="number"
                inputMode="numeric"
                min={0}
                max={365}
                label={t('settings.workspace.absencesMinDelay')}
                hint={t('settings.workspace.absencesMinDelayHint')}
                value={values.absencesMinDelay}
                onChange={(e) => set('absencesMinDelay', e.target.value)}
                disabled={locked}
                error={errors.absencesMinDelay ? t(errors.absencesMinDelay) : null}
              />
            </div>
            {canEdit && (
              <div className="flex justify-end">
                <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
                  {update.isPending ? t('settings.workspace.saving') : t('settings.workspace.save')}
                </Button>
              </div>
            )}
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}

function Toggle({
  label,
  hint,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  hint: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        disabled={disabled}
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5"
      />
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
