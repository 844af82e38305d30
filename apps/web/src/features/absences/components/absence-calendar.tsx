import type { Absence } from '@openrota/contracts';
import { addMonths, monthOf } from '@openrota/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { absencesByDay, calendarDays } from '../lib/calendar';
import { useFormatDate } from '@/lib/dates';
import { ABSENCE_TYPE_CLASSES } from './absence-type-badge';

/** Chips shown per day before "+N more". */
const MAX_CHIPS = 3;

type AbsenceCalendarProps = {
  month: string;
  today: string;
  absences: readonly Absence[];
  isLoading: boolean;
  onMonthChange: (month: string) => void;
};

/** A Monday-first month of 42 day cells listing who is absent each day. */
export function AbsenceCalendar({ month, today, absences, isLoading, onMonthChange }: AbsenceCalendarProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const days = calendarDays(month);
  const byDay = absencesByDay(absences, days);
  const weeks = Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  const monthLabel = formatDate(`${month}-01`, 'LLLL yyyy');

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold capitalize" aria-live="polite">
          {monthLabel}
          {isLoading && <Spinner />}
        </h2>
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={t('absences.calendar.previousMonth')}
            onClick={() => onMonthChange(addMonths(month, -1))}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="outline" size="sm" className="h-10" onClick={() => onMonthChange(monthOf(today))}>
            {t('absences.calendar.thisMonth')}
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('absences.calendar.nextMonth')}
            onClick={() => onMonthChange(addMonths(month, 1))}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      <table
        aria-label={t('absences.calendar.label', { month: monthLabel })}
        className="w-full table-fixed border-collapse overflow-hidden rounded-lg border bg-card text-xs"
      >
        <thead>
          <tr>
            {days.slice(0, 7).map((day) => (
              <th
                key={day}
                scope="col"
                abbr={formatDate(day, 'EEEE')}
                className="border-b bg-muted/40 px-1 py-2 text-center font-medium text-muted-foreground"
              >
                {formatDate(day, 'EEEEEE')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const absent = byDay.get(day) ?? [];
                const isOtherMonth = monthOf(day) !== month;
                return (
                  <td
                    key={day}
                    data-date={day}
                    className={cn(
                      'h-20 border align-top sm:h-24',
                      isOtherMonth && 'bg-muted/30 text-muted-foreground',
                    )}
                  >
                    <div className="flex h-full flex-col gap-0.5 p-0.5 sm:p-1">
                      <span
                        aria-hidden
                        className={cn(
                          'self-end rounded-full px-1 tabular-nums',
                          day === today && 'bg-primary font-semibold text-primary-foreground',
                        )}
                      >
                        {Number(day.slice(8))}
                      </span>
                      <span className="sr-only">{formatDate(day, 'EEEE d MMMM yyyy')}</span>
                      {absent.length > 0 && (
                        <ul className="grid min-w-0 gap-0.5">
                          {absent.slice(0, MAX_CHIPS).map((a) => (
                            <li
                              key={a.id}
                              title={`${a.staff.name} · ${t(`absences.types.${a.type}`)}`}
                              className={cn(
                                'truncate rounded border px-1 leading-tight',
                                ABSENCE_TYPE_CLASSES[a.type],
                              )}
                            >
                              <span className="sm:hidden" aria-hidden>
                                {a.staff.shortName || a.staff.name}
                              </span>
                              <span className="max-sm:sr-only">{a.staff.name}</span>
                            </li>
                          ))}
                          {absent.length > MAX_CHIPS && (
                            <li
                              className="truncate px-1 text-muted-foreground"
                              title={absent
                                .slice(MAX_CHIPS)
                                .map((a) => a.staff.name)
                                .join(', ')}
                            >
                              {t('absences.calendar.more', { count: absent.length - MAX_CHIPS })}
                            </li>
                          )}
                        </ul>
                      )}
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
