import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromSearch, searchWithFilters, type ScheduleFilters } from './filters';

/** The filters kept in the URL query; changes replace the history entry instead of pushing one. */
export function useScheduleFilters(): [ScheduleFilters, (patch: Partial<ScheduleFilters>) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const update = useCallback(
    (patch: Partial<ScheduleFilters>) =>
      setSearch((current) => searchWithFilters(current, { ...filtersFromSearch(current), ...patch }), {
        replace: true,
      }),
    [setSearch],
  );
  return [filters, update];
}
