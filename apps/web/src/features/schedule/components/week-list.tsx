import { useTranslation } from 'react-i18next';
import { DayCell } from './day-cell';
import type { DaysProps } from './month-grid';

/** The week view: the seven days as a list, Monday first. */
export function WeekList({
  days,
  entriesByDate,
  absencesOn,
  draftsByDate,
  unpublishedByDate,
  ...shared
}: DaysProps) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('schedule.weekList')} className="grid gap-2">
      {days.map((date) => (
        <li key={date} className="flex">
          <DayCell
            {...shared}
            date={date}
            layout="list"
            entries={entriesByDate.get(date) ?? []}
            absences={absencesOn ? absencesOn(date) : null}
            drafts={draftsByDate?.get(date)}
            unpublished={unpublishedByDate?.get(date)}
          />
        </li>
      ))}
    </ol>
  );
}
