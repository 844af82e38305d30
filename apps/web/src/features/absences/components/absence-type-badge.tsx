import type { AbsenceType } from '@openrota/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** One colour per absence type, used by the list badges and the calendar chips. */
export const ABSENCE_TYPE_CLASSES: Record<AbsenceType, string> = {
  VACATION: 'bg-sky-100 text-sky-900 border-sky-300 dark:bg-sky-950 dark:text-sky-100',
  SICK: 'bg-rose-100 text-rose-900 border-rose-300 dark:bg-rose-950 dark:text-rose-100',
  PERSONAL: 'bg-violet-100 text-violet-900 border-violet-300 dark:bg-violet-950 dark:text-violet-100',
  TRAINING: 'bg-amber-100 text-amber-900 border-amber-300 dark:bg-amber-950 dark:text-amber-100',
  OTHER: 'bg-slate-100 text-slate-900 border-slate-300 dark:bg-slate-800 dark:text-slate-100',
};

export function AbsenceTypeBadge({ type }: { type: AbsenceType }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        ABSENCE_TYPE_CLASSES[type],
      )}
    >
      {t(`absences.types.${type}`)}
    </span>
  );
}
