import type { PublishChange, PublishChangeKind, PublishShift, PublishStatus } from '@openrota/contracts';
import { useMemo } from 'react';
import { usePublishStatus } from '@/lib/schedule-api/publish';

/**
 * One side of an unpublished change on its date (docs/product/publish.md#drafts), for the
 * calendar's markers: `after` is the shift as the schedule has it now (a badge shows it), `before`
 * the shift as staff were shown it (a removed shift, or a moved shift's old day or type).
 */
export type UnpublishedMark = {
  side: 'before' | 'after';
  kind: PublishChangeKind;
  staff: PublishChange['staff'];
  shiftType: PublishShift['shiftType'];
};

const NO_MARKS: ReadonlyMap<string, UnpublishedMark[]> = new Map();

/** Whether a calendar shift is the one a mark speaks of: same member and shift type (the date is the map's key). */
export function markFits(
  mark: UnpublishedMark,
  entry: { staffId: string | null; shiftType: { id: string } },
): boolean {
  return entry.staffId === mark.staff.id && entry.shiftType.id === mark.shiftType.id;
}

/**
 * The sides of the pending changes by date, narrowed to the calendar's staff and shift type
 * filters. Empty unless the workspace publishes (ON_PUBLISH): with IMMEDIATE nothing is marked.
 */
export function unpublishedByDate(
  status: PublishStatus | undefined,
  filter: { staffId?: string | null | undefined; shiftTypeId?: string | null | undefined },
): ReadonlyMap<string, UnpublishedMark[]> {
  if (!status || status.mode !== 'ON_PUBLISH' || status.changes.length === 0) return NO_MARKS;
  const byDate = new Map<string, UnpublishedMark[]>();
  const add = (side: UnpublishedMark['side'], change: PublishChange, shift: PublishShift | null) => {
    if (!shift) return;
    if (filter.staffId && change.staff.id !== filter.staffId) return;
    if (filter.shiftTypeId && shift.shiftType.id !== filter.shiftTypeId) return;
    const mark = { side, kind: change.kind, staff: change.staff, shiftType: shift.shiftType };
    const list = byDate.get(shift.date);
    if (list) list.push(mark);
    else byDate.set(shift.date, [mark]);
  };
  for (const change of status.changes) {
    add('before', change, change.before);
    add('after', change, change.after);
  }
  return byDate;
}

/**
 * The calendar's unpublished changes of the shown range (GET /api/publish/status, the same query
 * as the publish bar). Planners only: staff never ask. The query key sits under
 * `scheduleKeys.all`, so every schedule change and every publish refreshes the markers.
 */
export function useUnpublishedByDate(
  range: { startDate: string; endDate: string },
  options: { enabled: boolean; staffId?: string | null | undefined; shiftTypeId?: string | null | undefined },
): ReadonlyMap<string, UnpublishedMark[]> {
  const status = usePublishStatus(range, { enabled: options.enabled }).data;
  const { staffId, shiftTypeId } = options;
  return useMemo(
    () => (options.enabled ? unpublishedByDate(status, { staffId, shiftTypeId }) : NO_MARKS),
    [options.enabled, status, staffId, shiftTypeId],
  );
}
