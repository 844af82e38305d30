import type { Staff } from '@openrota/contracts';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { AbsenceFilters as Filters } from '@/lib/schedule-api/absences';

type AbsenceFiltersProps = { value: Filters; onChange: (value: Filters) => void; staff: readonly Staff[] };

/** Staff, start date and end date: the list shows absences overlapping the range. */
export function AbsenceFilters({ value, onChange, staff }: AbsenceFiltersProps) {
  const { t } = useTranslation();
  const set = (key: keyof Filters, v: string) => onChange({ ...value, [key]: v || undefined });
  const isActive = Boolean(value.staffId || value.startDate || value.endDate);
  return (
    <fieldset className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
      <legend className="sr-only">{t('absences.filters.label')}</legend>
      <div className="grid gap-2">
        <Label htmlFor="absence-filter-staff">{t('absences.filters.staff')}</Label>
        <NativeSelect
          id="absence-filter-staff"
          value={value.staffId ?? ''}
          onChange={(e) => set('staffId', e.target.value)}
        >
          <option value="">{t('absences.filters.allStaff')}</option>
          {[...staff]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="absence-filter-start">{t('absences.filters.startDate')}</Label>
        <Input
          id="absence-filter-start"
          type="date"
          value={value.startDate ?? ''}
          onChange={(e) => set('startDate', e.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="absence-filter-end">{t('absences.filters.endDate')}</Label>
        <Input
          id="absence-filter-end"
          type="date"
          value={value.endDate ?? ''}
          min={value.startDate}
          onChange={(e) => set('endDate', e.target.value)}
        />
      </div>
      <Button variant="ghost" disabled={!isActive} onClick={() => onChange({})}>
        <X aria-hidden />
        {t('absences.filters.clear')}
      </Button>
    </fieldset>
  );
}
