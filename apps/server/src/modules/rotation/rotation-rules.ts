import type { DbOrTx } from '../../db/database';
import { AppError, msg, dayName } from '../../lib/app-error';
import type { PatternRow } from './patterns.repository';
import * as slotsRepo from './slots.repository';

/** The rules shared by slot and pattern assignments. */

export function checkWeekAndDay(pattern: PatternRow, weekNumber: number, dayOfWeek: number) {
  if (weekNumber < 1 || weekNumber > pattern.weekCount) {
    throw AppError.badRequest(msg('rotation.weekOutOfRange', { weekCount: pattern.weekCount }), 'weekNumber');
  }
  if (dayOfWeek < 0 || dayOfWeek > 6) throw AppError.badRequest(msg('rotation.dayOutOfRange'), 'dayOfWeek');
}

/** A shift type of this workspace; another workspace's id is "not found" (404). */
export async function requireShiftType(db: DbOrTx, workspaceId: string, shiftTypeId: string) {
  const shiftType = await slotsRepo.findShiftType(db, workspaceId, shiftTypeId);
  if (!shiftType) throw AppError.notFound('shiftType');
  return shiftType;
}

/**
 * Who may work a shift of this type: an active staff member of this workspace with the skill.
 * Another workspace's staff id is "not found" (404); an inactive or unskilled member is a 400
 * that names the reason.
 */
export async function requireEligibleStaff(db: DbOrTx, workspaceId: string, staffId: string, shiftType: { id: string; name: string }) {
  const member = await slotsRepo.findStaff(db, workspaceId, staffId);
  if (!member) throw AppError.notFound('staffMember');
  if (!member.active) throw AppError.badRequest(msg('rotation.staffInactive', { name: member.name }), 'staffId');
  if (!(await slotsRepo.hasSkill(db, workspaceId, staffId, shiftType.id))) {
    throw AppError.badRequest(msg('rotation.staffLacksSkill', { name: member.name, shiftType: shiftType.name }), 'staffId');
  }
  return member;
}

/** One shift a day per person within a pattern week. */
export async function requireFreeThatDay(
  db: DbOrTx,
  workspaceId: string,
  pattern: PatternRow,
  member: { id: string; name: string },
  weekNumber: number,
  dayOfWeek: number,
  exceptAssignmentId?: string,
) {
  if (await slotsRepo.staffBusyOnDay(db, workspaceId, pattern.id, member.id, weekNumber, dayOfWeek, exceptAssignmentId)) {
    throw AppError.conflict(msg('rotation.staffBusyThatDay', { name: member.name, day: msg('rotation.weekDay', { day: dayName(dayOfWeek), week: weekNumber }) }), 'staffId');
  }
}

/** The unique index on rotation_slot_id stops two people taking one slot at once. */
export function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505';
}
