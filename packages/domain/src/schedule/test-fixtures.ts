/** Small builders for engine tests (not shipped: only imported by *.test.ts). */
import type {
  EngineAbsence,
  EnginePattern,
  EngineShiftType,
  EngineSlot,
  EngineStaff,
  ScheduleInput,
  StoredEntry,
} from './types';

export const NIGHT: EngineShiftType = {
  id: 'st-night',
  name: 'Night',
  shortName: 'N',
  color: '#123456',
  startTime: '22:00',
  endTime: '06:00',
};
export const EARLY: EngineShiftType = {
  id: 'st-early',
  name: 'Early',
  shortName: 'E',
  color: '#abcdef',
  startTime: '07:00',
  endTime: '15:00',
};
export const ONCALL: EngineShiftType = {
  id: 'st-oncall',
  name: 'On call',
  shortName: null,
  color: '#999999',
  startTime: null,
  endTime: null,
};

export const ALICE: EngineStaff = {
  id: 'staff-alice',
  name: 'Alice',
  shortName: 'AL',
  active: true,
  inactiveFrom: null,
  skills: [],
};
export const BOB: EngineStaff = {
  id: 'staff-bob',
  name: 'Bob',
  shortName: 'BO',
  active: true,
  inactiveFrom: null,
  skills: [],
};
export const CAROL: EngineStaff = {
  id: 'staff-carol',
  name: 'Carol',
  shortName: null,
  active: true,
  inactiveFrom: null,
  skills: [],
};

export function slot(
  id: string,
  weekNumber: number,
  dayOfWeek: number,
  shiftTypeId: string,
  staffId: string | null,
  isOptional = false,
): EngineSlot {
  return {
    id,
    weekNumber,
    dayOfWeek,
    shiftTypeId,
    isOptional,
    assignment: staffId ? { id: `asg-${id}`, staffId } : null,
  };
}

export function pattern(overrides: Partial<EnginePattern> & Pick<EnginePattern, 'slots'>): EnginePattern {
  return {
    id: 'pat-1',
    name: 'Ward',
    startDate: '2026-03-02',
    endDate: null,
    weekCount: 2,
    active: true,
    looseAssignments: [],
    ...overrides,
  };
}

export function stored(
  overrides: Partial<StoredEntry> & Pick<StoredEntry, 'id' | 'date' | 'entryType'>,
): StoredEntry {
  return {
    shiftTypeId: NIGHT.id,
    staffId: null,
    rotationSlotId: null,
    rotationPatternId: null,
    originalStaffId: null,
    isCancelled: false,
    description: null,
    ...overrides,
  };
}

export function absence(
  id: string,
  staffId: string,
  startDate: string,
  endDate: string,
  type: EngineAbsence['type'] = 'VACATION',
): EngineAbsence {
  return { id, staffId, startDate, endDate, type, reason: null };
}

export function input(parts: Partial<ScheduleInput>): ScheduleInput {
  return {
    patterns: [],
    shiftTypes: [NIGHT, EARLY, ONCALL],
    staff: [ALICE, BOB, CAROL],
    storedEntries: [],
    absences: [],
    ...parts,
  };
}
