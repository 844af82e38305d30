import { createOverride, updateEntry } from '@/lib/schedule-api/schedule';
import type { Acknowledge } from '@/lib/schedule-api/rule-checks';
import type { OverrideTarget } from './override-dialog';

/**
 * The write of the assign dialog (components/schedule/override-dialog.tsx), also the roster
 * grid's drop: kept apart so the grid loads it without the dialog.
 */
export type Save = { target: OverrideTarget; staffId: string; reason: string } & Acknowledge;

/**
 * A stored entry is updated (PUT: its staff, and the reason as description; a one-off keeps its
 * description unless a reason is given); a rotation occurrence gets a new override (POST).
 */
export async function saveOverride({ target, staffId, reason, acknowledgeViolations }: Save) {
  const ack = acknowledgeViolations ? { acknowledgeViolations } : {};
  if (target.scheduleEntryId) {
    const keepDescription = target.rotationSlotId === null && reason === '';
    const { data, warnings } = await updateEntry(
      target.scheduleEntryId,
      keepDescription ? { staffId, ...ack } : { staffId, description: reason || null, ...ack },
    );
    return { kind: 'update' as const, entry: data, warnings };
  }
  if (!target.rotationSlotId) throw new Error('A shift without slot or stored entry cannot be overridden');
  const { data, warnings } = await createOverride({
    date: target.date,
    shiftTypeId: target.shiftTypeId,
    rotationSlotId: target.rotationSlotId,
    originalStaffId: target.originalStaffId ?? target.staffId,
    staffId,
    description: reason || null,
    ...ack,
  });
  return { kind: 'create' as const, entry: data, warnings };
}
