import type { AutoFillApplyResult } from '@openrota/contracts';
import { create } from 'zustand';

/**
 * What the auto-fill panel remembers while the manager moves between the month, week and roster
 * views (UI state only; the run itself is server state, lib/schedule-api/autofill.ts): the
 * proposed shifts left out of the selection, whether the panel is folded or closed, the answer of
 * the last apply (its refused shifts are in that answer only) and the shift whose "Why" is open.
 */
type AutoFillUiState = {
  runId: string | null;
  /** Slots of `runId`'s proposal the manager unticked (all are ticked at first). */
  unchecked: ReadonlySet<string>;
  collapsed: boolean;
  dismissed: ReadonlySet<string>;
  lastApply: AutoFillApplyResult | null;
  /** The proposed shift whose explanation is open (a draft on the calendar opens it too). */
  openSlotId: string | null;
};

type AutoFillUiActions = {
  /** Starts afresh for another run (a new proposal is all ticked, unfolded). */
  follow: (runId: string) => void;
  setChecked: (slotIds: readonly string[], checked: boolean) => void;
  setCollapsed: (collapsed: boolean) => void;
  dismiss: (runId: string) => void;
  setLastApply: (result: AutoFillApplyResult | null) => void;
  openSlot: (slotId: string | null) => void;
};

const NONE: ReadonlySet<string> = new Set();

export const useAutoFillUi = create<AutoFillUiState & AutoFillUiActions>((set) => ({
  runId: null,
  unchecked: NONE,
  collapsed: false,
  dismissed: NONE,
  lastApply: null,
  openSlotId: null,
  follow: (runId) =>
    set((s) =>
      s.runId === runId ? s : { runId, unchecked: NONE, collapsed: false, lastApply: null, openSlotId: null },
    ),
  setChecked: (slotIds, checked) =>
    set((s) => {
      const next = new Set(s.unchecked);
      for (const id of slotIds) {
        if (checked) next.delete(id);
        else next.add(id);
      }
      return { unchecked: next };
    }),
  setCollapsed: (collapsed) => set({ collapsed }),
  dismiss: (runId) => set((s) => ({ dismissed: new Set([...s.dismissed, runId]) })),
  setLastApply: (lastApply) => set({ lastApply }),
  openSlot: (openSlotId) => set({ openSlotId, ...(openSlotId ? { collapsed: false } : {}) }),
}));

/** Clears the remembered state (tests, signing out). */
export function resetAutoFillUi() {
  useAutoFillUi.setState({
    runId: null,
    unchecked: NONE,
    collapsed: false,
    dismissed: NONE,
    lastApply: null,
    openSlotId: null,
  });
}
