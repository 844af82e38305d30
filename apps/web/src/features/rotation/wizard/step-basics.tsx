import { WEEK_COUNTS } from '@openrota/domain';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Field } from '../components/field';
import type { WizardBasics } from './save-wizard';

/** Step 1: name, start date and the number of weeks after which the pattern repeats. */
export function StepBasics({ value, onChange }: { value: WizardBasics; onChange: (value: WizardBasics) => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <Field id="wizard-name" label={t('rotation.detail.name')}>
        <Input id="wizard-name" value={value.name} autoFocus onChange={(e) => onChange({ ...value, name: e.target.value })} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="wizard-start" label={t('rotation.detail.startDate')}>
          <Input id="wizard-start" type="date" value={value.startDate} onChange={(e) => onChange({ ...value, startDate: e.target.value })} />
        </Field>
        <Field id="wizard-weeks" label={t('rotation.detail.weekCount')}>
          <NativeSelect id="wizard-weeks" value={value.weekCount} onChange={(e) => onChange({ ...value, weekCount: Number(e.target.value) })}>
            {WEEK_COUNTS.map((count) => (
              <option key={count} value={count}>
                {t('rotation.weekCount', { count })}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
    </div>
  );
}
