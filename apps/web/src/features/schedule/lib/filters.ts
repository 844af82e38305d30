/** The calendar's filters: staff and shift type narrow the read; the flags change what is shown. */
export type ScheduleFilters = {
  staffId: string | null;
  shiftTypeId: string | null;
  showAbsences: boolean;
  showConflicts: boolean;
  /** Only the shifts that break a working-time rule (docs/product/working-time.md#where-the-checker-acts). */
  onlyViolations: boolean;
};

export const NO_FILTERS: ScheduleFilters = {
  staffId: null,
  shiftTypeId: null,
  showAbsences: false,
  showConflicts: false,
  onlyViolations: false,
};

const flag = (value: string | null) => value === 'true' || value === '1';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A hand-edited id that cannot be one is ignored rather than failing the whole read. */
const id = (value: string | null) => (value && UUID_RE.test(value) ? value : null);

/** Reads the filters from the URL query (docs/product/schedule.md#calendar: staffId, shiftTypeId, showAbsences, showConflicts). */
export function filtersFromSearch(search: URLSearchParams): ScheduleFilters {
  return {
    staffId: id(search.get('staffId')),
    shiftTypeId: id(search.get('shiftTypeId')),
    showAbsences: flag(search.get('showAbsences')),
    showConflicts: flag(search.get('showConflicts')),
    onlyViolations: flag(search.get('onlyViolations')),
  };
}

/** Writes the filters into a copy of `search`, leaving defaults out so a clean URL means no filters. */
export function searchWithFilters(search: URLSearchParams, filters: ScheduleFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set('staffId', filters.staffId);
  set('shiftTypeId', filters.shiftTypeId);
  set('showAbsences', filters.showAbsences ? 'true' : null);
  set('showConflicts', filters.showConflicts ? 'true' : null);
  set('onlyViolations', filters.onlyViolations ? 'true' : null);
  return next;
}

/** The filters panel's count badge: how many of the filters are set. */
export function activeFilterCount(filters: ScheduleFilters): number {
  return [
    filters.staffId,
    filters.shiftTypeId,
    filters.showAbsences,
    filters.showConflicts,
    filters.onlyViolations,
  ].filter(Boolean).length;
}
