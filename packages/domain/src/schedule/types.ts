/**
 * The schedule engine's input and output (docs/architecture.md#the-schedule-engine). Plain data: the server loads
 * it from the database, the engine computes the schedule, the contracts package mirrors the
 * output as zod schemas (a type test keeps the two identical).
 */

export interface EngineShiftType {
  id: string;
  name: string;
  shortName: string | null;
  color: string;
  /** HH:mm wall-clock; null when the type has no times. */
  startTime: string | null;
  endTime: string | null;
}

export interface EngineStaff {
  id: string;
  name: string;
  shortName: string | null;
  active: boolean;
  /** The day an inactive member was deactivated (see `isInactiveOn`); null while active. */
  inactiveFrom: string | null;
  /** Shift type ids this member is skilled for. */
  skills: readonly string[];
}

export interface EngineSlot {
  id: string;
  weekNumber: number;
  dayOfWeek: number;
  shiftTypeId: string;
  isOptional: boolean;
  /** The staff member the rotation puts on this slot, if any. */
  assignment: { id: string; staffId: string } | null;
}

/** An assignment stored without a slot: the staff member works this shift type on this day of the cycle. */
export interface EngineLooseAssignment {
  id: string;
  weekNumber: number;
  dayOfWeek: number;
  shiftTypeId: string;
  staffId: string;
}

export interface EnginePattern {
  id: string;
  name: string;
  /** yyyy-MM-dd (a Monday). */
  startDate: string;
  /** yyyy-MM-dd inclusive, or null for no end. */
  endDate: string | null;
  weekCount: number;
  active: boolean;
  slots: readonly EngineSlot[];
  looseAssignments: readonly EngineLooseAssignment[];
}

export type StoredEntryType = 'ONE_OFF' | 'OVERRIDE' | 'CLAIMED';
export type EntryType = 'ROTATION' | StoredEntryType;

/** A row of the stored layer (schedule_entries). */
export interface StoredEntry {
  id: string;
  date: string;
  entryType: StoredEntryType;
  shiftTypeId: string;
  staffId: string | null;
  rotationSlotId: string | null;
  rotationPatternId: string | null;
  originalStaffId: string | null;
  /** An OVERRIDE without staff: true = cancelled (not needed), false = unassigned (open). */
  isCancelled: boolean;
  description: string | null;
}

export type AbsenceType = 'VACATION' | 'SICK' | 'PERSONAL' | 'TRAINING' | 'OTHER';

export interface EngineAbsence {
  id: string;
  staffId: string;
  /** yyyy-MM-dd inclusive. */
  startDate: string;
  endDate: string;
  type: AbsenceType;
  reason: string | null;
}

export interface ScheduleInput {
  patterns: readonly EnginePattern[];
  shiftTypes: readonly EngineShiftType[];
  staff: readonly EngineStaff[];
  storedEntries: readonly StoredEntry[];
  absences: readonly EngineAbsence[];
}

/** Inclusive yyyy-MM-dd range. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export interface ShiftTypeRef {
  id: string;
  name: string;
  shortName: string | null;
  color: string;
  startTime: string | null;
  endTime: string | null;
}

export interface StaffRef {
  id: string;
  name: string;
  shortName: string | null;
}

export type DebugSource = 'rotation' | 'override' | 'manual';

export interface CalculationDetails {
  /** Which pattern occurrence produced the entry (rotation and override entries). */
  patternStartDate: string | null;
  daysSincePatternStart: number | null;
  /** floor(daysSincePatternStart / 7) */
  weeksSincePatternStart: number | null;
  weekCount: number | null;
  rotationWeek: number | null;
  dayOfWeek: number;
  /** Staff the rotation assigned before the stored layer applied. */
  rotationStaffId: string | null;
  /** The stored entry that changed or added this shift. */
  storedEntryId: string | null;
  /** Short readable steps, e.g. "slot W2 Tue Night → Alice", "override: unassigned". */
  steps: string[];
}

export interface ScheduleEntry {
  /** Stored entries: their uuid. Rotation occurrences: `rotation:{slotId}:{date}` (or `rotation:a:{assignmentId}:{date}`). */
  id: string;
  date: string;
  shiftTypeId: string;
  shiftType: ShiftTypeRef;
  staffId: string | null;
  staff: StaffRef | null;
  description: string | null;
  entryType: EntryType;
  rotationSlotId: string | null;
  originalStaffId: string | null;
  isUnfilled: boolean;
  isOptional: boolean;
  isOneOffShift: boolean;
  /** An override that cancels this occurrence: not needed, not unfilled, not urgent, shown struck through. */
  isCancelled: boolean;
  /**
   * The member shown was deactivated after this date: they worked it, and are marked inactive.
   * From the day of deactivation on their shifts are open instead (staff null).
   */
  isStaffInactive: boolean;
  hasAbsence: boolean;
  /** e.g. "Alice is absent (VACATION) 2026-03-02 – 2026-03-06"; null without absence. */
  absenceWarning: string | null;
  /** The stored entry behind this shift (override, claim or one-off), else null. */
  scheduleEntryId: string | null;
  rotationPatternId: string | null;
  rotationPatternName: string | null;
  rotationWeekCount: number | null;
  rotationWeek: number | null;
  /** Where the shift comes from; how it was calculated is on the debug read only (`DebugScheduleEntry`). */
  debugInfo: { source: DebugSource };
}

/**
 * What the engine computes: the entry with how it was calculated. Every read but the debug one
 * sends the plain `ScheduleEntry` (`withoutCalculationDetails`), a third of the size
 * (docs/product/schedule.md#schedule-entry).
 */
export interface DebugScheduleEntry extends ScheduleEntry {
  debugInfo: { source: DebugSource; calculationDetails: CalculationDetails };
}

export interface ProcessingStep {
  step: string;
  description: string;
  count: number;
}

export interface ScheduleResult {
  /** Sorted by date, then shift type start time, then shift type name, then staff name. */
  entries: DebugScheduleEntry[];
  processingSteps: ProcessingStep[];
  /** Stored entries that no longer match a rotation occurrence (slot deleted or moved). */
  orphanedEntries: StoredEntry[];
}

export interface Conflict {
  date: string;
  shiftType: ShiftTypeRef;
  staff: StaffRef;
  entryId: string;
  entryType: EntryType;
  rotationSlotId: string | null;
  scheduleEntryId: string | null;
  absenceId: string;
  absenceType: AbsenceType;
}
