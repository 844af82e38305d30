import { isMonthParam, monthOf } from '@openrota/domain';
import { Navigate, useLocation, useParams } from 'react-router';
import { useWorkspaceToday } from '@/lib/use-workspace-today';
import { monthPath } from './lib/navigation';

/** /schedule and /schedule/{month}: to the month calendar (the current month unless a valid yyyy-MM is given). */
export function ScheduleRedirect() {
  const { month } = useParams();
  const { search, state } = useLocation();
  const today = useWorkspaceToday();
  // The state carries a quick action's page event (e.g. "Fill open shifts" from the dashboard) on.
  return (
    <Navigate
      replace
      to={monthPath(month && isMonthParam(month) ? month : monthOf(today), search)}
      state={state}
    />
  );
}
