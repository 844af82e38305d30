import type { DbOrTx } from '../../db/database';
import { assignmentRefusal, type AssignmentRefusal } from '@openrota/domain';
import { AppError } from '../../lib/app-error';
import type { PatternRow } from './patterns.repository';
import * as slotsRepo from './slots.repository';
import { describeDay } from './rotation-dto';

/** The rules shared by slot and pattern assignments. */

export const SLOT_FILLED = 'This requirement is already filled; remove its assignment first';

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
 * The rotation's assignment rule is `assignmentRefusal` in packages/domain (the day dialog
 * offers Assign by it); these gather its facts. Another workspace's staff id is "not found"
 * (404); an inactive or unskilled member is a 400, a taken requirement or a busy day a 409,
 * each naming the reason.
 */
function refuse(refusal: AssignmentRefusal, member: { name: string }, shiftType: { name: string }, weekNumber = 0, dayOfWeek = 0): never {
  switch (refusal) {
    case 'inactive':
      throw AppError.badRequest(`${member.name} is inactive and cannot be assigned`, 'staffId');
    case 'noSkill':
      throw AppError.badRequest(`${member.name} does not have the skill for ${shiftType.name}`, 'staffId');
    case 'slotFilled':
      throw AppError.conflict(SLOT_FILLED);
    case 'busyThatDay':
      throw AppError.conflict(`${member.name} already works another shift on ${describeDay(weekNumber, dayOfWeek)} of this pattern`, 'staffId');
  }
}

async function requireMember(db: DbOrTx, workspaceId: string, staffId: string) {
  const member = await slotsRepo.findStaff(db, workspaceId, staffId);
  if (!member) throw AppError.notFound('Staff member');
  return member;
}

/** Who may work a shift of this type (overrides, one-offs): an active member of this workspace with the skill. */
export async function requireEligibleStaff(db: DbOrTx, workspaceId: string, staffId: string, shiftType: { id: string; name: string }) {
  const member = await requireMember(db, workspaceId, staffId);
  const hasSkill = await slotsRepo.hasSkill(db, workspaceId, staffId, shiftType.id);
  const refusal = assignmentRefusal({ active: member.active, hasSkill, slotFilled: false, worksThatDay: false });
  if (refusal) refuse(refusal, member, shiftType);
  return member;
}

/**
 * Who may take a requirement (or a pattern day without one): eligible as above, the requirement
 * still free, and nobody working two shifts on one day of a pattern week.
 */
export async function requireAssignable(
  db: DbOrTx,
  workspaceId: string,
  target: { pattern: PatternRow; weekNumber: number; dayOfWeek: number; slotId: string | null; shiftType: { id: string; name: string } },
  staffId: string,
) {
  const { pattern, weekNumber, dayOfWeek, slotId, shiftType } = target;
  const member = await requireMember(db, workspaceId, staffId);
  const hasSkill = await slotsRepo.hasSkill(db, workspaceId, staffId, shiftType.id);
  const slotFilled = slotId !== null && Boolean(await slotsRepo.assignmentOfSlot(db, workspaceId, slotId));
  const worksThatDay = await slotsRepo.staffBusyOnDay(db, workspaceId, pattern.id, member.id, weekNumber, dayOfWeek);
  const refusal = assignmentRefusal({ active: member.active, hasSkill, slotFilled, worksThatDay });
  if (refusal) refuse(refusal, member, shiftType, weekNumber, dayOfWeek);
  return member;
}
