import type { DbOrTx } from '../../db/database';
import { assignmentRefusal, type AssignmentRefusal } from '@openrota/domain';
import { AppError, msg, dayName } from '../../lib/app-error';
import type { PatternRow } from './patterns.repository';
import * as slotsRepo from './slots.repository';

/** The rules shared by slot and pattern assignments. */

export const SLOT_FILLED = msg('rotation.slotFilled');

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
 * The rotation's assignment rule is `assignmentRefusal` in packages/domain (the day dialog
 * offers Assign by it); these gather its facts. Another workspace's staff id is "not found"
 * (404); an inactive or unskilled member is a 400, a taken requirement or a busy day a 409,
 * each naming the reason.
 */
function refuse(
  refusal: AssignmentRefusal,
  member: { name: string },
  shiftType: { name: string },
  weekNumber = 0,
  dayOfWeek = 0,
): never {
  switch (refusal) {
    case 'inactive':
      throw AppError.badRequest(msg('rotation.staffInactive', { name: member.name }), 'staffId');
    case 'noSkill':
      throw AppError.badRequest(
        msg('rotation.staffLacksSkill', { name: member.name, shiftType: shiftType.name }),
        'staffId',
      );
    case 'slotFilled':
      throw AppError.conflict(SLOT_FILLED);
    case 'busyThatDay':
      throw AppError.conflict(
        msg('rotation.staffBusyThatDay', {
          name: member.name,
          day: msg('rotation.weekDay', { day: dayName(dayOfWeek), week: weekNumber }),
        }),
        'staffId',
      );
  }
}

async function requireMember(db: DbOrTx, workspaceId: string, staffId: string) {
  const member = await slotsRepo.findStaff(db, workspaceId, staffId);
  if (!member) throw AppError.notFound('staffMember');
  return member;
}

/** Who may work a shift of this type (overrides, one-offs): an active member of this workspace with the skill. */
export async function requireEligibleStaff(
  db: DbOrTx,
  workspaceId: string,
  staffId: string,
  shiftType: { id: string; name: string },
) {
  const member = await requireMember(db, workspaceId, staffId);
  const hasSkill = await slotsRepo.hasSkill(db, workspaceId, staffId, shiftType.id);
  const refusal = assignmentRefusal({
    active: member.active,
    hasSkill,
    slotFilled: false,
    worksThatDay: false,
  });
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
  target: {
    pattern: PatternRow;
    weekNumber: number;
    dayOfWeek: number;
    slotId: string | null;
    shiftType: { id: string; name: string };
  },
  staffId: string,
) {
  const { pattern, weekNumber, dayOfWeek, slotId, shiftType } = target;
  const member = await requireMember(db, workspaceId, staffId);
  const hasSkill = await slotsRepo.hasSkill(db, workspaceId, staffId, shiftType.id);
  const slotFilled = slotId !== null && Boolean(await slotsRepo.assignmentOfSlot(db, workspaceId, slotId));
  const worksThatDay = await slotsRepo.staffBusyOnDay(
    db,
    workspaceId,
    pattern.id,
    member.id,
    weekNumber,
    dayOfWeek,
  );
  const refusal = assignmentRefusal({ active: member.active, hasSkill, slotFilled, worksThatDay });
  if (refusal) refuse(refusal, member, shiftType, weekNumber, dayOfWeek);
  return member;
}
