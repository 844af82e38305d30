import type { AvailabilityRuleDto } from '@openrota/contracts';
import type { AvailabilityKind } from '@openrota/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** A day's whole-day choice in the grid: nothing said, or one of the kinds. */
export type DayChoice = AvailabilityKind | null;

const CHOICES: readonly DayChoice[] = [null, 'PREFERRED', 'RATHER_NOT', 'UNAVAILABLE'];
const TONE: Record<string, string> = {
  NONE: 'aria-checked:bg-secondary aria-checked:text-secondary-foreground',
  PREFERRED: 'aria-checked:bg-emerald-600 aria-checked:text-white',
  RATHER_NOT: 'aria-checked:bg-amber-500 aria-checked:text-white',
  UNAVAILABLE: 'aria-checked:bg-destructive aria-checked:text-white',
};

/** The whole-day choice of each weekday (0 = Monday) in `rules`; days with only time ranges keep them. */
export function choicesOf(
  rules: readonly Pick<AvailabilityRuleDto, 'dayOfWeek' | 'startTime' | 'kind'>[],
): DayChoice[] {
  return Array.from(
    { length: 7 },
    (_, day) => rules.find((r) => r.dayOfWeek === day && r.startTime === null)?.kind ?? null,
  );
}

/** The week's rules with each day's whole-day choice replaced by `choices` (time ranges kept as they were). */
export function withChoices<R extends Pick<AvailabilityRuleDto, 'dayOfWeek' | 'startTime'>>(
  rules: readonly R[],
  choices: readonly DayChoice[],
): Array<R | { dayOfWeek: number; kind: AvailabilityKind; startTime: null; endTime: null; note: null }> {
  const ranges = rules.filter((r) => r.startTime !== null);
  const days = choices.flatMap((kind, dayOfWeek) =>
    kind ? [{ dayOfWeek, kind, startTime: null, endTime: null, note: null }] : [],
  );
  return [...days, ...ranges].sort((a, b) => a.dayOfWeek - b.dayOfWeek);
}

/**
 * The week as seven rows of four large choices (a radio group per day: nothing said, preferred,
 * rather not, unavailable), big enough for a thumb at 360 px.
 */
export function AvailabilityWeekGrid({
  choices,
  onChange,
  disabled,
}: {
  choices: readonly DayChoice[];
  onChange: (next: DayChoice[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2">
      {choices.map((choice, day) => (
        <div key={day} className="grid gap-1">
          <span id={`availability-day-${day}`} className="text-sm font-medium">
            {t(`availability.day.${day}`)}
          </span>
          <div
            role="radiogroup"
            aria-labelledby={`availability-day-${day}`}
            className="grid grid-cols-4 gap-1"
          >
            {CHOICES.map((option) => {
              const key = option ?? 'NONE';
              return (
                <button
                  key={key}
                  type="button"
                  role="radio"
                  aria-checked={choice === option}
                  disabled={disabled}
                  onClick={() => onChange(choices.map((c, i) => (i === day ? option : c)))}
                  className={cn(
                    'min-h-11 rounded-md border px-1 text-xs font-medium leading-tight sm:text-sm',
                    TONE[key],
                  )}
                >
                  {t(`availability.kind.${key}`)}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
