import type { ShiftType, Staff, StaffSkill } from '@openrota/contracts';

let counter = 0;
const uuid = () => `00000000-0000-4000-9000-${String(++counter).padStart(12, '0')}`;

export function buildShiftType(overrides: Partial<ShiftType> = {}): ShiftType {
  return {
    id: uuid(),
    name: 'Day',
    shortName: 'D',
    description: null,
    color: '#10b981',
    startTime: '07:00',
    endTime: '15:00',
    order: 0,
    ...overrides,
  };
}

export function buildSkill(shiftType: ShiftType, overrides: Partial<StaffSkill> = {}): StaffSkill {
  return {
    id: uuid(),
    shiftTypeId: shiftType.id,
    shiftType: { name: shiftType.name, color: shiftType.color },
    ...overrides,
  };
}

export function buildStaff(overrides: Partial<Staff> = {}): Staff {
  return {
    id: uuid(),
    name: 'Anna de Vries',
    shortName: 'AV',
    email: null,
    phone: null,
    active: true,
    inactiveFrom: null,
    userId: null,
    user: null,
    skills: [],
    ...overrides,
  };
}

/** The API's success envelope. */
export const ok = (data: unknown): [number, unknown] => [200, { success: true, data }];
