import type { DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { PatternRow } from './patterns.repository';
import * as slotsRepo from './slots.repository';
import { describeDay } from './rotation-dto';

/** The rules shared by slot and pattern assignments. */

export function checkWeekAndDay(pattern: PatternRow, weekNumber: number, dayOfWeek: number) {
  if (weekNumber < 1 || weekNumber > pattern.weekCount) {
    throw AppError.badRequest(`Week number must be between 1 and ${pattern.weekCount} (the pattern's week count)`, 'weekNumber');
  }
  if (dayOfWeek < 0 || dayOfWeek > 6) throw AppError.badRequest('Day of week must be 0 (Monday) to 6 (Sunday)', 'dayOfWeek');
}

/** A shift type of this workspace; another workspace's id is "not found" (404). */
export async function requireShiftType(db: DbOrTx, workspaceId: string, shiftTypeId: string) {
  const shiftType = await slotsRepo.findShiftType(db, workspaceId, shiftTypeId);
  if (!shiftType) throw AppError.notFound('Shift type');
  return shiftType;
}

/**
 * Who may work a shift of this type: an active staff member of this workspace with the skill.
 * Another workspace's staff id is "not found" (404); an inactive or unskilled member is a 400
 * that names the reason.
 */
export async function requireEligibleStaff(db: DbOrTx, workspaceId: string, staffId: string, shiftType: { id: string; name: string }) {
  const member = await slotsRepo.findStaff(db, workspaceId, staffId);
  if (!member) throw AppError.notFound('Staff member');
  if (!member.active) throw AppError.badRequest(`${member.name} is inactive and cannot be assigned`, 'staffId');
  if (!(await slotsRepo.hasSkill(db, workspaceId, staffId, shiftType.id))) {
    throw AppError.badRequest(`${member.name} does not have the skill for ${shiftType.name}`, 'staffId');
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
    throw AppError.conflict(`${member.name} already works another shift on ${describeDay(weekNumber, dayOfWeek)} of this pattern`, 'staffId');
  }
}
