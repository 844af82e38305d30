import { useSearchParams } from 'react-router';
import { safeNextPath } from '@/lib/next-path';
import { STAFF_DASHBOARD_PATH } from '@/lib/stores/staff-session-store';

/** Where a staff sign-in leads: the staff page asked for (`?next=`, only inside the staff area), else the dashboard. */
export function useStaffReturnPath(): string {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  return next && (next === STAFF_DASHBOARD_PATH || /^\/staff-dashboard[?#]/.test(next))
    ? next
    : STAFF_DASHBOARD_PATH;
}
