import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Field } from '@/components/field';
import { WeekCountSelect } from '../components/week-count-select';
import type { WizardBasics } from './save-wizard';

/** Step 1: name, start date and the number of weeks after which the pattern repeats. */
export function StepBasics({
  value,
  onChange,
}: {
  value: WizardBasics;
  onChange: (value: WizardBasics) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <Field id="wizard-name" label={t('rotation.detail.name')}>
        <Input
          id="wizard-name"
          value={value.name}
          autoFocus
          onChange={(e) => onChange({ ...value, name: e.target.value })}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="wizard-start" label={t('rotation.detail.startDate')}>
          <Input
            id="wizard-start"
            type="date"
            value={value.startDate}
            onChange={(e) => onChange({ ...value, startDate: e.target.value })}
          />
        </Field>
        <Field id="wizard-weeks" label={t('rotation.detail.weekCount')}>
          <WeekCountSelect
            id="wizard-weeks"
            value={value.weekCount}
            onChange={(weekCount) => onChange({ ...value, weekCount })}
          />
        </Field>
      </div>
    </div>
  );
}
