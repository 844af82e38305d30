import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The open day of the pattern detail, kept in `?week=&day=` so a day can be linked. Opening and
 * closing replace the current history entry (no Back-button step per dialog).
 */
export function useDayParam(weekCount: number | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const week = Number(params.get('week'));
  const day = Number(params.get('day'));
  const isValid =
    params.has('week') &&
    params.has('day') &&
    Number.isInteger(week) &&
    Number.isInteger(day) &&
    week >= 1 &&
    (weekCount === undefined || week <= weekCount) &&
    day >= 0 &&
    day <= 6;

  const go = useCallback(
    (next: URLSearchParams) => {
      const search = next.toString();
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    },
    [navigate, location.pathname],
  );
  const open = (w: number, d: number) => {
    const next = new URLSearchParams(location.search);
    next.set('week', String(w));
    next.set('day', String(d));
    go(next);
  };
  const close = () => {
    const next = new URLSearchParams(location.search);
    next.delete('week');
    next.delete('day');
    go(next);
  };
  return { selected: isValid ? { week, day } : null, open, close };
}
