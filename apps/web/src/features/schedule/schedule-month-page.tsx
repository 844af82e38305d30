import { isMonthParam, monthOf } from '@openrota/domain';
import { Navigate, useLocation, useParams } from 'react-router';
import { useWorkspaceToday } from '@/lib/use-workspace-today';
import { ScheduleCalendar } from './components/schedule-calendar';
import { monthPath } from './lib/navigation';

/** /schedule/month/{yyyy-MM}: a missing or invalid month shows the current one. */
export function ScheduleMonthPage() {
  const { month } = useParams();
  const { search, state } = useLocation();
  const today = useWorkspaceToday();
  if (!month || !isMonthParam(month))
    return <Navigate replace to={monthPath(monthOf(today), search)} state={state} />;
  return <ScheduleCalendar view={{ kind: 'month', month }} />;
}
