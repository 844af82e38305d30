import type { RotationSlot } from '@openrota/contracts';

export type CopySource = { week: number; day: number; slots: RotationSlot[] };

/** Every other week/day that has requirements, in week then day order. */
export function copySources(slots: readonly RotationSlot[], week: number, day: number): CopySource[] {
  const byKey = new Map<string, CopySource>();
  for (const slot of slots) {
    if (slot.weekNumber === week && slot.dayOfWeek === day) continue;
    const key = `${slot.weekNumber}-${slot.dayOfWeek}`;
    const source = byKey.get(key) ?? { week: slot.weekNumber, day: slot.dayOfWeek, slots: [] };
    source.slots.push(slot);
    byKey.set(key, source);
  }
  return [...byKey.values()].sort((a, b) => a.week - b.week || a.day - b.day);
}

/** Up to 3 are listed; with more, the first 2 and "+N more". */
export function visibleSources<T>(sources: readonly T[]): { shown: T[]; more: number } {
  if (sources.length <= 3) return { shown: [...sources], more: 0 };
  return { shown: sources.slice(0, 2), more: sources.length - 2 };
}

/** One requirement per requirement of the source day (two Earlies copy as two), count 1, its optional flag. */
export function copyBodies(source: CopySource, week: number, day: number) {
  return source.slots.map((slot) => ({
    weekNumber: Math.max(1, week),
    dayOfWeek: day,
    shiftTypeId: slot.shiftTypeId,
    requiredCount: 1 as const,
    isOptional: slot.isOptional,
  }));
}
