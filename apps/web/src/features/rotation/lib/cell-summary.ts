import type { RotationSlot } from '@openrota/contracts';

export type ShiftTypeCount = {
  shiftTypeId: string;
  name: string;
  color: string;
  filled: number;
  required: number;
};
export type CellSummary = { counts: ShiftTypeCount[]; missing: number };

/** The requirements of one week/day. */
export function slotsOf(slots: readonly RotationSlot[], week: number, day: number): RotationSlot[] {
  return slots.filter((slot) => slot.weekNumber === week && slot.dayOfWeek === day);
}

/**
 * Filled over required per shift type for one day of the grid. Every requirement needs one
 * person, so it counts as filled once it has an assignment; `missing` is how many requirements
 * still have nobody (the cell is under-filled when it is above 0).
 */
export function cellSummary(slots: readonly RotationSlot[], week: number, day: number): CellSummary {
  const byType = new Map<string, ShiftTypeCount>();
  for (const slot of slotsOf(slots, week, day)) {
    const entry = byType.get(slot.shiftTypeId) ?? {
      shiftTypeId: slot.shiftTypeId,
      name: slot.shiftType.name,
      color: slot.shiftType.color,
      filled: 0,
      required: 0,
    };
    entry.required += 1;
    if (slot.assignments.length >= 1) entry.filled += 1;
    byType.set(slot.shiftTypeId, entry);
  }
  const counts = [...byType.values()];
  return { counts, missing: counts.reduce((sum, c) => sum + c.required - c.filled, 0) };
}
