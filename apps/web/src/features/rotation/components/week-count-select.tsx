import { WEEK_COUNTS } from '@openrota/domain';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/ui/native-select';

/** The cycle length choices of a rotation pattern (1, 2, 3, 4, 6, 8 or 12 weeks). */
export function WeekCountSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: number;
  onChange: (weekCount: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      {WEEK_COUNTS.map((count) => (
        <option key={count} value={count}>
          {t('rotation.weekCount', { count })}
        </option>
      ))}
    </NativeSelect>
  );
}
