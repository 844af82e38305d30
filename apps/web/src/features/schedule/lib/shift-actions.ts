import type { OverrideBody, ScheduleEntry } from '@openrota/contracts';
import { CANCELLED_PREFIX, UNASSIGNED_PREFIX } from '@openrota/contracts';
import { isClaimed } from '@/components/schedule/badge-appearance';

export type ShiftAction = 'assign' | 'reassign' | 'unassign' | 'cancel' | 'delete' | 'removeOverride';

/**
 * The actions a shift offers by its source (docs/product/schedule.md#shift-actions): assign when unfilled, reassign
 * when filled; unassign only for a filled rotation shift; cancel (this date only) for a rotation
 * shift; delete for a one-off; remove for an override or claim. A cancelled shift can only have
 * its override removed.
 */
export function shiftActions(entry: ScheduleEntry): ShiftAction[] {
  const isStored = entry.entryType === 'OVERRIDE' || isClaimed(entry);
  if (entry.isCancelled) return entry.scheduleEntryId ? ['removeOverride'] : [];
  const actions: ShiftAction[] = [];
  // An override needs the slot it replaces, or the stored entry to edit (a slotless rotation assignment has neither).
  if (entry.rotationSlotId || entry.scheduleEntryId)
    actions.push(entry.isUnfilled || !entry.staffId ? 'assign' : 'reassign');
  if (entry.entryType === 'ROTATION' && entry.rotationSlotId && entry.staffId) actions.push('unassign');
  if (entry.entryType === 'ROTATION' && entry.rotationSlotId) actions.push('cancel');
  if (entry.entryType === 'ONE_OFF' && entry.scheduleEntryId) actions.push('delete');
  if (isStored && entry.scheduleEntryId && entry.entryType !== 'ONE_OFF') actions.push('removeOverride');
  return actions;
}

/** The override that cancels (not needed) or unassigns (open) a rotation shift on its date. */
export function noStaffOverride(
  entry: ScheduleEntry,
  kind: 'cancel' | 'unassign',
  reason: string,
): OverrideBody {
  return {
    date: entry.date,
    shiftTypeId: entry.shiftTypeId,
    rotationSlotId: entry.rotationSlotId ?? '',
    originalStaffId: entry.originalStaffId ?? entry.staffId,
    staffId: null,
    description: `${kind === 'cancel' ? CANCELLED_PREFIX : UNASSIGNED_PREFIX} ${reason}`,
    ...(kind === 'cancel' ? { cancelled: true } : {}),
  };
}
