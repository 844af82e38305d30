import type { ViolationRuleId } from './working-time/types';

/** A shift type the wizard plans, with the days (0 = Monday) it is needed on. */
export type WizardNeed = { shiftTypeId: string; days: readonly number[] };
export type WizardStaff = {
  id: string;
  name: string;
  active: boolean;
  skills: readonly { shiftTypeId: string }[];
};
export type PlannedSlot = { week: number; day: number; shiftTypeId: string; staffId: string | null };

/**
 * Whether `staffId` may take `slot` given the requirements planned so far (`planned`): the
 * working-time guard (`cycleFits` in working-time/cycle-fits.ts) skips a person whose cycle would
 * break a hard rule with it.
 */
export type SlotFits = (
  staffId: string,
  slot: { week: number; day: number; shiftTypeId: string },
  planned: readonly PlannedSlot[],
) => boolean;

/**
 * The rotation wizard's even distribution (apps/web/src/features/rotation/wizard). Every needed shift type on every needed day of every week gets
 * one requirement. Each shift type has its own queue of the active staff who hold its skill, in
 * name order. Going through the weeks, then the days (Monday first), then the shift types in
 * their order, a requirement goes to the first person in the queue who is not already working
 * that day; that person moves to the back of the queue, and anyone skipped keeps their place at
 * the front (so they are first in line next time). This is round-robin per shift type, which
 * keeps everyone's load within one shift of each other when nobody is skipped. With `fits`, a
 * person it refuses is skipped too (docs/product/working-time.md#where-the-checker-acts: "share
 * evenly" never plans a cycle that breaks a hard rule). A requirement with nobody available stays
 * open (staffId null).
 */
export function distributeStaff(
  weekCount: number,
  needs: readonly WizardNeed[],
  staff: readonly WizardStaff[],
  fits?: SlotFits,
): PlannedSlot[] {
  const byName = [...staff].filter((s) => s.active).sort((a, b) => a.name.localeCompare(b.name));
  const queues = new Map(
    needs.map((need) => [
      need.shiftTypeId,
      byName.filter((s) => s.skills.some((skill) => skill.shiftTypeId === need.shiftTypeId)).map((s) => s.id),
    ]),
  );
  const planned: PlannedSlot[] = [];
  for (let week = 1; week <= weekCount; week++) {
    for (let day = 0; day < 7; day++) {
      const working = new Set<string>();
      for (const need of needs) {
        if (!need.days.includes(day)) continue;
        const queue = queues.get(need.shiftTypeId) ?? [];
        const slot = { week, day, shiftTypeId: need.shiftTypeId };
        const index = queue.findIndex((id) => !working.has(id) && (!fits || fits(id, slot, planned)));
        let staffId: string | null = null;
        if (index >= 0) {
          staffId = queue[index]!;
          queue.splice(index, 1);
          queue.push(staffId);
          working.add(staffId);
        }
        planned.push({ week, day, shiftTypeId: need.shiftTypeId, staffId });
      }
    }
  }
  return planned;
}

/** The requirements alone, when the manager skips the distribution step. */
export function withoutStaff(planned: readonly PlannedSlot[]): PlannedSlot[] {
  return planned.map((slot) => ({ ...slot, staffId: null }));
}

/** Why one skilled person could not take an open requirement: working that day, or the rules they would break. */
export type OpenSlotReason = { staffId: string; alreadyWorking: boolean; ruleIds: ViolationRuleId[] };

/** A requirement `distributeStaff` left open, with why each skilled active person was passed over. */
export type OpenSlot = { slot: PlannedSlot; reasons: OpenSlotReason[] };

/**
 * The requirements of a distribution left open, each with the reason every skilled active person
 * was passed over (the same tests as `distributeStaff`, in its order: the slots planned before one
 * are what the person had then). `blockers` is the guard's explanation (`cycleBlockers`); an
 * open requirement with no skilled person has no reasons.
 */
export function openSlots(
  planned: readonly PlannedSlot[],
  staff: readonly WizardStaff[],
  blockers?: (
    staffId: string,
    slot: { week: number; day: number; shiftTypeId: string },
    planned: readonly PlannedSlot[],
  ) => ReadonlyArray<{ ruleId: ViolationRuleId }>,
): OpenSlot[] {
  const byName = [...staff].filter((s) => s.active).sort((a, b) => a.name.localeCompare(b.name));
  const open: OpenSlot[] = [];
  planned.forEach((slot, index) => {
    if (slot.staffId !== null) return;
    const before = planned.slice(0, index);
    const reasons = byName
      .filter((s) => s.skills.some((skill) => skill.shiftTypeId === slot.shiftTypeId))
      .map((s): OpenSlotReason => {
        const alreadyWorking = before.some(
          (p) => p.staffId === s.id && p.week === slot.week && p.day === slot.day,
        );
        const ruleIds =
          alreadyWorking || !blockers ? [] : [...new Set(blockers(s.id, slot, before).map((v) => v.ruleId))];
        return { staffId: s.id, alreadyWorking, ruleIds };
      });
    open.push({ slot, reasons });
  });
  return open;
}
