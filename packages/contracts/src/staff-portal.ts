import { z } from 'zod';
import { AbsenceDateSchema, AbsenceTypeSchema, END_DATE_AFTER_START_MESSAGE } from './absences';
import { DateStringSchema, text } from './common';
import { successEnvelope } from './envelope';
import { EntryTypeSchema, ShiftTypeRefSchema, StaffRefSchema } from './schedule';

/**
 * Staff self-service calls of the staff session (docs/product/staff-login.md#self-service-calls; sign-in, sessions and `me` are in ./staff-auth). The reads' fields are
 * named without `data` there: like `me`, they answer them at the top level and in `data`
 * (docs/product/api-conventions.md#top-level-fields). The writes answer `success` and `message` (and `data`).
 */

/** `{ success, ...payload, data: payload }` */
function staffRead<T extends z.ZodObject>(payload: T) {
  return payload.extend({ success: z.literal(true), data: payload });
}

/** My shifts shows the member's shifts from today this many days ahead (or maxSelfPlanningDays when longer). */
export const MY_SHIFTS_DAYS = 60;
/** Absence booked by a staff member: no type is asked, so it is stored as OTHER. */
export const STAFF_ABSENCE_TYPE = 'OTHER' as const;

/**
 * Why a claimable shift deserves the stronger warning: the member works a shift on the day
 * before or after whose hours overlap this one (a night ending at 07:00 and an early starting
 * at 06:00). Days the member is absent or already works are never offered, so this is the
 * only conflict left.
 */
export const StaffShiftConflictSchema = z.object({
  kind: z.literal('OVERLAPPING_SHIFT'),
  /** The other shift's date and type. */
  date: text(),
  shiftType: ShiftTypeRefSchema,
  message: text(),
});
export type StaffShiftConflict = z.infer<typeof StaffShiftConflictSchema>;

/**
 * An open rotation occurrence the member may claim (an item of `availableSlots`, docs/product/staff-login.md#claims). One
 * occurrence is one position: `availablePositions` and `requiredCount` are 1. `id` is the
 * rotation slot's id (what claim-shift sends as rotationSlotId, with `date`); list keys need
 * `id` and `date` together. Optional slots are claimable too (`isOptional` says so).
 */
export const AvailableSlotSchema = z.object({
  id: z.uuid(),
  rotationSlotId: z.uuid(),
  date: text(),
  shiftType: ShiftTypeRefSchema,
  isOptional: z.boolean(),
  rotationPatternName: text(),
  availablePositions: z.number().int(),
  requiredCount: z.number().int(),
  /** The unassigned override behind it (an occurrence an admin left open), else null. */
  scheduleEntryId: z.uuid().nullable(),
  hasConflict: z.boolean(),
  conflicts: z.array(StaffShiftConflictSchema),
  /** 'RULE': claiming it would break a hard working-time rule (not claimable); else null. */
  blockedBy: z.enum(['RULE']).nullable(),
  /** The sentences of the hard rules it would break, in the member's language (docs/product/working-time.md#where-the-checker-acts). */
  ruleMessages: z.array(text()),
});
export type AvailableSlot = z.infer<typeof AvailableSlotSchema>;

export const StaffPortalSkillSchema = z.object({ shiftTypeId: z.uuid(), name: text() });
export type StaffPortalSkill = z.infer<typeof StaffPortalSkillSchema>;

export const AvailableShiftsSchema = z.object({
  availableSlots: z.array(AvailableSlotSchema),
  maxSelfPlanningDays: z.number().int(),
  staffSkills: z.array(StaffPortalSkillSchema),
  /** The window, in the workspace's time zone: today … today + maxSelfPlanningDays. */
  today: text(),
  endDate: text(),
});
export type AvailableShifts = z.infer<typeof AvailableShiftsSchema>;
export const AvailableShiftsResponseSchema = staffRead(AvailableShiftsSchema);

/** The "My shift" entity, an item of `upcomingShifts` (docs/product/staff-login.md#self-service-calls): id, date, shiftType, rotationPattern (name), createdAt. */
export const MyShiftSchema = z.object({
  /** The schedule entry id: a stored entry's uuid, or `rotation:{slotId}:{date}` for a rotation occurrence. */
  id: text(),
  date: text(),
  shiftType: ShiftTypeRefSchema,
  rotationPattern: z.object({ id: z.uuid(), name: text() }).nullable(),
  entryType: EntryTypeSchema,
  description: text().nullable(),
  /** When the stored entry (claim, override, one-off) was made; null for a plain rotation occurrence. */
  createdAt: text().nullable(),
  /** The date falls in one of the member's own absences (the planner still has them on it). */
  duringAbsence: z.boolean(),
});
export type MyShift = z.infer<typeof MyShiftSchema>;
export const MyShiftsSchema = z.object({
  upcomingShifts: z.array(MyShiftSchema),
  today: text(),
  endDate: text(),
});
export type MyShifts = z.infer<typeof MyShiftsSchema>;
export const MyShiftsResponseSchema = staffRead(MyShiftsSchema);

/** An absence as staff see it, an item of `upcomingAbsences` (docs/product/staff-login.md#staff-absences). `canDelete`: it has not started yet (started ones cannot be deleted by staff). */
export const StaffAbsenceSchema = z.object({
  id: z.uuid(),
  startDate: text(),
  endDate: text(),
  reason: text().nullable(),
  type: AbsenceTypeSchema,
  canDelete: z.boolean(),
});
export type StaffAbsence = z.infer<typeof StaffAbsenceSchema>;
export const StaffAbsencesSchema = z.object({ upcomingAbsences: z.array(StaffAbsenceSchema) });
export const StaffAbsencesResponseSchema = staffRead(StaffAbsencesSchema);

/**
 * A one-off shift as staff see it, an item of `availableOneOffShifts` (docs/product/staff-login.md#claims): id, date, shiftType, description, staffId, staff
 * (name). Open ones are listed only for shift types the member is skilled for; `canClaim` is
 * false for assigned ones and for days the member is absent or already works.
 */
export const StaffOneOffShiftSchema = z.object({
  id: z.uuid(),
  date: text(),
  shiftType: ShiftTypeRefSchema,
  description: text().nullable(),
  staffId: z.uuid().nullable(),
  staff: StaffRefSchema.nullable(),
  canClaim: z.boolean(),
  /** Why an open one cannot be claimed: the member is absent or already works that day, or it would break a hard working-time rule; else null. */
  blockedBy: z.enum(['ABSENT', 'WORKING', 'RULE']).nullable(),
  /** With 'RULE': the sentences of the hard rules it would break, in the member's language; else empty. */
  ruleMessages: z.array(text()),
  /** As for available slots: the hours overlap a shift the member works the day before or after (claimable ones only). */
  hasConflict: z.boolean(),
  conflicts: z.array(StaffShiftConflictSchema),
});
export type StaffOneOffShift = z.infer<typeof StaffOneOffShiftSchema>;
export const StaffOneOffShiftsSchema = z.object({ availableOneOffShifts: z.array(StaffOneOffShiftSchema) });
export const StaffOneOffShiftsResponseSchema = staffRead(StaffOneOffShiftsSchema);

export const ClaimShiftBodySchema = z.object({
  rotationSlotId: z.uuid({ message: 'Rotation slot is required' }),
  date: DateStringSchema,
});
export type ClaimShiftBody = z.input<typeof ClaimShiftBodySchema>;

export const ClaimOneOffShiftBodySchema = z.object({
  scheduleEntryId: z.uuid({ message: 'Shift is required' }),
});
export type ClaimOneOffShiftBody = z.input<typeof ClaimOneOffShiftBodySchema>;

/** Answer of both claims: `{ success, message, data: { scheduleEntryId, date } }`. */
export const ClaimResponseSchema = successEnvelope(
  z.object({ scheduleEntryId: z.uuid(), date: text() }),
).required({ message: true });

export const STAFF_CLAIM_TAKEN_MESSAGE = 'This shift has just been claimed by someone else';

export const StaffAbsenceBodySchema = z
  .object({
    startDate: AbsenceDateSchema('Start date'),
    endDate: AbsenceDateSchema('End date'),
    reason: text({ message: 'Reason must be text' })
      .trim()
      .max(500, 'Reason must be at most 500 characters long')
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .refine((b) => b.endDate >= b.startDate, { path: ['endDate'], message: END_DATE_AFTER_START_MESSAGE });
export type StaffAbsenceBody = z.input<typeof StaffAbsenceBodySchema>;
export const StaffAbsenceResponseSchema = successEnvelope(StaffAbsenceSchema).required({ message: true });
