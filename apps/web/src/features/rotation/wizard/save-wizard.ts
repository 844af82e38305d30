import type { RotationPattern } from '@openrota/contracts';
import { createRotationPattern } from '../api/create-rotation-pattern';
import { createRotationSlot } from '../api/create-rotation-slot';
import { createSlotAssignment } from '../api/create-slot-assignment';
import type { PlannedSlot } from '@openrota/domain';

export type WizardBasics = { name: string; startDate: string; weekCount: number };

/** Runs `task` over `items`, at most `limit` at a time (keeps a 12-week pattern quick without flooding the server). */
async function inBatches<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < items.length; i += limit) await Promise.all(items.slice(i, i + limit).map(task));
}

/** Creates the pattern, then a requirement for every planned slot, then its assignment when someone was planned. */
export async function saveWizard(
  basics: WizardBasics,
  planned: readonly PlannedSlot[],
): Promise<RotationPattern> {
  const pattern = await createRotationPattern({
    name: basics.name.trim(),
    startDate: basics.startDate,
    endDate: null,
    active: true,
    weekCount: basics.weekCount,
  });
  await inBatches(planned, 6, async (slot) => {
    const created = await createRotationSlot({
      patternId: pattern.id,
      body: {
        weekNumber: slot.week,
        dayOfWeek: slot.day,
        shiftTypeId: slot.shiftTypeId,
        requiredCount: 1,
        isOptional: false,
      },
    });
    if (slot.staffId)
      await createSlotAssignment({ patternId: pattern.id, slotId: created.id, staffId: slot.staffId });
  });
  return pattern;
}
