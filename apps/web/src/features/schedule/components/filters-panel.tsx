import type { ShiftType, Staff } from '@openrota/contracts';
import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import type { ScheduleFilters } from '../lib/filters';
import {
  BUILT_IN_PRESETS,
  hasActiveFilters,
  matchesPreset,
  newPreset,
  type FilterPreset,
  type PresetState,
} from '../lib/presets';

type FiltersPanelProps = {
  filters: ScheduleFilters;
  showFilledShifts: boolean;
  staff: readonly Staff[];
  shiftTypes: readonly ShiftType[];
  userPresets: readonly FilterPreset[];
  onChange: (patch: Partial<ScheduleFilters>) => void;
  onApplyPreset: (preset: FilterPreset) => void;
  onSavePreset: (preset: FilterPreset) => void;
  onDeletePreset: (id: string) => void;
};

/** Staff, shift type, absences and conflicts filters, with built-in and saved presets. */
export function FiltersPanel({
  filters,
  showFilledShifts,
  staff,
  shiftTypes,
  userPresets,
  onChange,
  onApplyPreset,
  onSavePreset,
  onDeletePreset,
}: FiltersPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const state: PresetState = { ...filters, showFilledShifts };
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const canSave = hasActiveFilters(state);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const preset = newPreset(name, state, `preset-${Date.now().toString(36)}`);
    if (!preset) {
      setError(t('schedule.presets.nameRequired'));
      return;
    }
    onSavePreset(preset);
    setName('');
    setError(null);
  };

  const presetName = (p: FilterPreset) => (p.isDefault ? t(`schedule.presets.builtIn.${p.name}`) : p.name);

  return (
    <section
      aria-label={t('schedule.filters.title')}
      className="grid gap-4 rounded-lg border bg-card p-3 sm:p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-staff`}>{t('schedule.filters.staff')}</Label>
          <NativeSelect
            id={`${id}-staff`}
            value={filters.staffId ?? ''}
            onChange={(e) => onChange({ staffId: e.target.value || null })}
          >
            <option value="">{t('schedule.filters.allStaff')}</option>
            {staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-type`}>{t('schedule.filters.shiftType')}</Label>
          <NativeSelect
            id={`${id}-type`}
            value={filters.shiftTypeId ?? ''}
            onChange={(e) => onChange({ shiftTypeId: e.target.value || null })}
          >
            <option value="">{t('schedule.filters.allShiftTypes')}</option>
            {shiftTypes.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex items-center gap-2 sm:pt-6">
          <Checkbox
            id={`${id}-absences`}
            checked={filters.showAbsences}
            onCheckedChange={(v) => onChange({ showAbsences: v === true })}
          />
          <Label htmlFor={`${id}-absences`}>{t('schedule.filters.showAbsences')}</Label>
        </div>
        <div className="flex items-center gap-2 sm:pt-6">
          <Checkbox
            id={`${id}-conflicts`}
            checked={filters.showConflicts}
            onCheckedChange={(v) => onChange({ showConflicts: v === true })}
          />
          <Label htmlFor={`${id}-conflicts`}>{t('schedule.filters.showConflicts')}</Label>
        </div>
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-violations`}
            checked={filters.onlyViolations}
            onCheckedChange={(v) => onChange({ onlyViolations: v === true })}
          />
          <Label htmlFor={`${id}-violations`}>{t('schedule.rules.filter')}</Label>
        </div>
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">{t('schedule.presets.title')}</h3>
        <ul className="flex flex-wrap gap-2">
          {[...BUILT_IN_PRESETS, ...userPresets].map((p) => {
            const isActive = matchesPreset(state, p);
            return (
              <li key={p.id} className="flex items-center">
                <Button
                  size="sm"
                  variant={isActive ? 'default' : 'outline'}
                  aria-pressed={isActive}
                  className={cn(!p.isDefault && 'rounded-r-none')}
                  onClick={() => onApplyPreset(p)}
                >
                  {presetName(p)}
                </Button>
                {!p.isDefault && (
                  <Button
                    size="sm"
                    variant="outline"
                    className="rounded-l-none border-l-0 px-2"
                    aria-label={t('schedule.presets.delete', { name: p.name })}
                    onClick={() => onDeletePreset(p.id)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        <form noValidate onSubmit={save} className="flex flex-wrap items-start gap-2">
          <div className="grid min-w-48 flex-1 gap-1">
            <Label htmlFor={`${id}-preset`} className="sr-only">
              {t('schedule.presets.name')}
            </Label>
            <Input
              id={`${id}-preset`}
              placeholder={t('schedule.presets.name')}
              value={name}
              maxLength={60}
              aria-invalid={error ? true : undefined}
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
              }}
            />
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" variant="secondary" disabled={!canSave}>
            {t('schedule.presets.save')}
          </Button>
        </form>
        {!canSave && <p className="text-xs text-muted-foreground">{t('schedule.presets.noFilters')}</p>}
      </div>
    </section>
  );
}
