import { useTranslation } from 'react-i18next';
import { DayCell } from './day-cell';
import { dayProps, type DaysProps } from './month-grid';

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
  const byDate = { entriesByDate, absencesOn, draftsByDate, unpublishedByDate };
  return (
    <ol aria-label={t('schedule.weekList')} className="grid gap-2">
      {days.map((date) => (
        <li key={date} className="flex">
          <DayCell {...shared} {...dayProps(byDate, date)} layout="list" />
        </li>
      ))}
    </ol>
  );
}
