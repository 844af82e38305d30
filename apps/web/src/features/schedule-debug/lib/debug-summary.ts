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
 * cancelled shift is not, spec README decision 5); cancelled ones are counted apart.
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
