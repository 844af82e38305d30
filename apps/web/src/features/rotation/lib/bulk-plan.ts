import type { RotationSlot } from '@openrota/contracts';
import type { SlotBody } from '../api/create-rotation-slot';

export type BulkRow = { shiftTypeId: string; isOptional: boolean };
export type BulkSelection = { rows: readonly BulkRow[]; days: readonly number[]; weeks: readonly number[] };

/** Apply is possible with at least one chosen shift type row, one day and one week. */
export function canApplyBulk({ rows, days, weeks }: BulkSelection): boolean {
  return rows.some((row) => row.shiftTypeId !== '') && days.length > 0 && weeks.length > 0;
}

/**
 * What "apply" does: the existing requirements on every selected week/day pair are deleted
 * (it overwrites them), then one requirement per chosen row is created on each pair.
 */
export function bulkPlan(
  slots: readonly RotationSlot[],
  selection: BulkSelection,
): { deletes: string[]; creates: SlotBody[] } {
  const { rows, days, weeks } = selection;
  const chosen = rows.filter((row) => row.shiftTypeId !== '');
  const deletes = slots
    .filter((slot) => weeks.includes(slot.weekNumber) && days.includes(slot.dayOfWeek))
    .map((slot) => slot.id);
  const creates = weeks.flatMap((weekNumber) =>
    days.flatMap((dayOfWeek) =>
      chosen.map((row) => ({
        weekNumber,
        dayOfWeek,
        shiftTypeId: row.shiftTypeId,
        requiredCount: 1 as const,
        isOptional: row.isOptional,
      })),
    ),
  );
  return { deletes, creates };
}
