import type { RotationAssignment, RotationPattern, RotationSlot } from '@openrota/contracts';
import type { AssignmentRow, PatternRow, SlotRow } from './patterns.repository';

export function toPatternDto(row: PatternRow): RotationPattern {
  return {
    id: row.id,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    active: row.active,
    weekCount: row.weekCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAssignmentDto(row: {
  assignment: AssignmentRow;
  staff: RotationAssignment['staff'];
}): RotationAssignment {
  const a = row.assignment;
  return {
    id: a.id,
    staffId: a.staffId,
    weekNumber: a.weekNumber,
    dayOfWeek: a.dayOfWeek,
    shiftTypeId: a.shiftTypeId,
    rotationSlotId: a.rotationSlotId,
    staff: row.staff,
  };
}

export function toSlotDto(
  row: { slot: SlotRow; shiftType: RotationSlot['shiftType'] },
  assignments: RotationAssignment[],
): RotationSlot {
  const s = row.slot;
  return {
    id: s.id,
    rotationPatternId: s.rotationPatternId,
    weekNumber: s.weekNumber,
    dayOfWeek: s.dayOfWeek,
    shiftTypeId: s.shiftTypeId,
    shiftType: row.shiftType,
    requiredCount: s.requiredCount,
    isOptional: s.isOptional,
    assignments: assignments.filter((a) => a.rotationSlotId === s.id),
  };
}

export const DAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** "week 2, Tuesday" for audit descriptions and messages. */
export function describeDay(weekNumber: number, dayOfWeek: number): string {
  return `week ${weekNumber}, ${DAY_NAMES[dayOfWeek] ?? `day ${dayOfWeek}`}`;
}
