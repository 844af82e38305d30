import type { ScheduleEntry } from '@openrota/contracts';
import { format, parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDateLocale } from '@/lib/dates';

/** The next (at most 5) shifts within 7 days, in schedule order. */
export function UpcomingShifts({ entries }: { entries: readonly ScheduleEntry[] }) {
  const { t } = useTranslation();
  const locale = useDateLocale();
  return (
    <Card>
      <CardHeader>
        <CardTitle id="dashboard-upcoming" className="text-base">
          {t('dashboard.upcoming.title')}
        </CardTitle>
        <CardDescription>{t('dashboard.upcoming.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('dashboard.upcoming.empty')}</p>
        ) : (
          <ul aria-labelledby="dashboard-upcoming" className="divide-y">
            {entries.map((entry) => (
              <li key={entry.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
                <span
                  aria-hidden
                  className="size-2.5 shrink-0 rounded-full"
                  style={{ backgroundColor: entry.shiftType.color }}
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{entry.shiftType.name}</p>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={entry.date}>{format(parseISO(entry.date), 'EEE d MMM', { locale })}</time>
                    {' · '}
                    {entry.shiftType.startTime && entry.shiftType.endTime
                      ? `${entry.shiftType.startTime}–${entry.shiftType.endTime}`
                      : t('dashboard.upcoming.allDay')}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  {entry.staff ? (
                    <span className="max-w-[10rem] truncate text-sm">{entry.staff.name}</span>
                  ) : (
                    <Badge variant="destructive">{t('dashboard.upcoming.unfilled')}</Badge>
                  )}
                  {entry.hasAbsence && <Badge variant="muted">{t('dashboard.upcoming.absent')}</Badge>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
