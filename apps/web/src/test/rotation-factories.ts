import type { RotationPattern, RotationSlot, ShiftType, Staff } from '@openrota/contracts';

let counter = 0;
const uuid = () => `00000000-0000-4000-9000-${String(++counter).padStart(12, '0')}`;

export function buildShiftType(overrides: Partial<ShiftType> = {}): ShiftType {
  return {
    id: uuid(),
    name: 'Early',
    shortName: 'E',
    description: null,
    color: '#10b981',
    startTime: '07:00',
    endTime: '15:00',
    order: 0,
    ...overrides,
  };
}

export function buildStaff(overrides: Partial<Staff> = {}, skills: ShiftType[] = []): Staff {
  return {
    id: uuid(),
    name: 'Anna',
    shortName: 'An',
    email: null,
    phone: null,
    active: true,
    inactiveFrom: null,
    userId: null,
    user: null,
    skills: skills.map((type) => ({
      id: uuid(),
      shiftTypeId: type.id,
      shiftType: { name: type.name, color: type.color },
    })),
    ...overrides,
  };
}

export function buildPattern(overrides: Partial<RotationPattern> = {}): RotationPattern {
  return {
    id: uuid(),
    name: 'Ward rota',
    startDate: '2026-03-02',
    endDate: null,
    active: true,
    weekCount: 2,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A requirement; `assignedTo` fills it. */
export function buildSlot(
  pattern: RotationPattern,
  type: ShiftType,
  week: number,
  day: number,
  assignedTo?: Staff,
  isOptional = false,
): RotationSlot {
  const id = uuid();
  return {
    id,
    rotationPatternId: pattern.id,
    weekNumber: week,
    dayOfWeek: day,
    shiftTypeId: type.id,
    shiftType: {
      id: type.id,
      name: type.name,
      shortName: type.shortName,
      color: type.color,
      startTime: type.startTime,
      endTime: type.endTime,
    },
    requiredCount: 1,
    isOptional,
    assignments: assignedTo
      ? [
          {
            id: uuid(),
            staffId: assignedTo.id,
            weekNumber: week,
            dayOfWeek: day,
            shiftTypeId: type.id,
            rotationSlotId: id,
            staff: { id: assignedTo.id, name: assignedTo.name, shortName: assignedTo.shortName },
          },
        ]
      : [],
  };
}
