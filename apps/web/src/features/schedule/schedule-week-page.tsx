import { formatWeekParam, parseWeekParam } from '@openrota/domain';
import { Navigate, useLocation, useParams } from 'react-router';
import { useWorkspaceToday } from '@/lib/use-workspace-today';
import { ScheduleCalendar } from './components/schedule-calendar';
import { weekPath } from './lib/navigation';

/** /schedule/week/{yyyy-ww} (ISO week-year and week, e.g. 2026-53): a missing or invalid week shows the current one. */
export function ScheduleWeekPage() {
  const { week } = useParams();
  const { search } = useLocation();
  const today = useWorkspaceToday();
  const weekStart = week ? parseWeekParam(week) : null;
  if (!week || !weekStart) return <Navigate replace to={weekPath(formatWeekParam(today), search)} />;
  // One spelling per week in the URL (2026-W5 → 2026-05).
  if (formatWeekParam(weekStart) !== week)
    return <Navigate replace to={weekPath(formatWeekParam(weekStart), search)} />;
  return <ScheduleCalendar view={{ kind: 'week', weekStart }} />;
}
