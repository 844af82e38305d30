import type { ScheduleEntry, ShiftType, Staff } from '@openrota/contracts';

let counter = 0;
/** A fresh uuid-shaped id for test data. */
export const testUuid = () => `00000000-0000-4000-a000-${String(++counter).padStart(12, '0')}`;

type StaffLike = Pick<Staff, 'id' | 'name' | 'shortName'>;
type ShiftTypeLike = Pick<ShiftType, 'id' | 'name' | 'shortName' | 'color' | 'startTime' | 'endTime'>;

/** A schedule entry as GET /api/schedules returns it (no calculation details: those are the debug read's); defaults to a rotation shift, filled when `staff` is given. */
export function buildEntry(
  type: ShiftTypeLike,
  overrides: Partial<ScheduleEntry> = {},
  staff?: StaffLike | null,
): ScheduleEntry {
  const date = overrides.date ?? '2026-03-10';
  const slotId = overrides.rotationSlotId === undefined ? testUuid() : overrides.rotationSlotId;
  return {
    id: slotId ? `rotation:${slotId}:${date}` : `rotation:a:${testUuid()}:${date}`,
    date,
    shiftTypeId: type.id,
    shiftType: {
      id: type.id,
      name: type.name,
      shortName: type.shortName,
      color: type.color,
      startTime: type.startTime,
      endTime: type.endTime,
    },
    staffId: staff ? staff.id : null,
    staff: staff ? { id: staff.id, name: staff.name, shortName: staff.shortName } : null,
    description: null,
    entryType: 'ROTATION',
    rotationSlotId: slotId,
    originalStaffId: null,
    isUnfilled: !staff,
    isOptional: false,
    isOneOffShift: false,
    isCancelled: false,
    isStaffInactive: false,
    hasAbsence: false,
    absenceWarning: null,
    scheduleEntryId: null,
    rotationPatternId: null,
    rotationPatternName: null,
    rotationWeekCount: null,
    rotationWeek: null,
    debugInfo: { source: 'rotation' },
    ...overrides,
  };
}

/** A stored one-off shift as GET /api/schedules returns it (open when `staff` is null). */
export function buildOneOffEntry(
  type: ShiftTypeLike,
  date: string,
  staff: StaffLike | null,
  overrides: Partial<ScheduleEntry> = {},
): ScheduleEntry {
  const id = overrides.id ?? testUuid();
  const base = buildEntry(type, { date, rotationSlotId: null }, staff);
  return {
    ...base,
    id,
    entryType: 'ONE_OFF',
    isOneOffShift: true,
    scheduleEntryId: id,
    debugInfo: { source: 'manual' },
    ...overrides,
  };
}
