import type { DebugData } from '@openrota/contracts';

export type DebugSummary = {
  total: number;
  rotation: number;
  overrides: number;
  claims: number;
  oneOffs: number;
  unfilled: number;
  cancelled: number;
  absences: number;
};

/**
 * The debug page's summary counts. Unfilled counts open shifts that are still needed (a
 * cancelled shift is not, docs/product/schedule.md#cancel-vs-unassign); cancelled ones are counted apart.
 */
export function debugSummary(data: DebugData): DebugSummary {
  const count = (pred: (e: DebugData['entries'][number]) => boolean) => data.entries.filter(pred).length;
  return {
    total: data.totalEntries,
    rotation: count((e) => e.entryType === 'ROTATION'),
    overrides: count((e) => e.entryType === 'OVERRIDE'),
    claims: count((e) => e.entryType === 'CLAIMED'),
    oneOffs: count((e) => e.entryType === 'ONE_OFF'),
    unfilled: count((e) => e.isUnfilled && !e.isCancelled),
    cancelled: count((e) => e.isCancelled),
    absences: data.debugData.absences.length,
  };
}

/** Every staff name the response mentions (entries, pattern assignments, absences), by id. */
export function staffNamesOf(data: DebugData): Map<string, string> {
  const names = new Map<string, string>();
  for (const slot of data.debugData.rotationPatterns.flatMap((p) => p.rotationSlots)) {
    if (slot.staffId && slot.staffName) names.set(slot.staffId, slot.staffName);
  }
  for (const absence of data.debugData.absences) names.set(absence.staffId, absence.staffName);
  for (const entry of [...data.entries, ...data.debugData.manualEntries]) {
    if (entry.staff) names.set(entry.staff.id, entry.staff.name);
  }
  return names;
}
