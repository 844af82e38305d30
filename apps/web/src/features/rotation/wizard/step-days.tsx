import type { ShiftType } from '@openrota/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DAY_KEYS, DAYS, WEEKDAYS, WEEKEND } from '../lib/days';

export type DayNeeds = Record<string, readonly number[]>;
const PRESETS = { all: DAYS, weekdays: WEEKDAYS, weekends: WEEKEND, none: [] } as const;

/** Step 2: a shift type × weekday grid of checkboxes, with all / weekdays / weekends presets per shift type. */
export function StepDays({
  shiftTypes,
  value,
  onChange,
}: {
  shiftTypes: ShiftType[];
  value: DayNeeds;
  onChange: (value: DayNeeds) => void;
}) {
  const { t } = useTranslation();
  const toggle = (id: string, day: number) => {
    const days = value[id] ?? [];
    onChange({ ...value, [id]: days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort() });
  };
  return (
    <div className="grid gap-3">
      {shiftTypes.map((type) => (
        <fieldset key={type.id} className="grid gap-2 rounded-md border p-3">
          <legend className="flex items-center gap-2 px-1 text-sm font-medium">
            <span aria-hidden className="size-3 rounded-full" style={{ backgroundColor: type.color }} />
            {type.name}
          </legend>
          <div className="flex flex-wrap gap-1.5">
            {(Object.keys(PRESETS) as (keyof typeof PRESETS)[]).map((preset) => (
              <Button
                key={preset}
                size="sm"
                variant="outline"
                className="h-7 px-2 text-xs"
                aria-label={t('rotation.wizard.presetFor', {
                  preset: t(`rotation.wizard.presets.${preset}`),
                  name: type.name,
                })}
                onClick={() => onChange({ ...value, [type.id]: [...PRESETS[preset]] })}
              >
                {t(`rotation.wizard.presets.${preset}`)}
              </Button>
            ))}
          </div>
          <div className="grid grid-cols-7 gap-1">
            {DAYS.map((day) => {
              const checked = (value[type.id] ?? []).includes(day);
              return (
                <label
                  key={day}
                  className="flex cursor-pointer flex-col items-center gap-1 rounded-md border py-1.5 text-xs has-[:checked]:border-primary has-[:checked]:bg-primary/10"
                >
                  {t(`rotation.daysShort.${DAY_KEYS[day]}`)}
                  <input
                    type="checkbox"
                    className="size-4 accent-[var(--color-primary)]"
                    checked={checked}
                    aria-label={t('rotation.wizard.dayFor', {
                      name: type.name,
                      day: t(`rotation.days.${DAY_KEYS[day]}`),
                    })}
                    onChange={() => toggle(type.id, day)}
                  />
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
