import { readStorage, writeStorage } from '@/lib/storage-keys';
import type { ScheduleFilters } from './filters';

/** A filter preset (docs/product/schedule.md#filter-presets). */
export type FilterPreset = ScheduleFilters & {
  id: string;
  name: string;
  showFilledShifts: boolean;
  /** Built-in presets; user presets are false. */
  isDefault: boolean;
};

export type PresetState = ScheduleFilters & { showFilledShifts: boolean };

export const PRESETS_STORAGE_KEY = 'schedule-filter-presets';

const base = {
  staffId: null,
  shiftTypeId: null,
  showAbsences: false,
  showConflicts: false,
  onlyViolations: false,
  showFilledShifts: true,
  isDefault: true,
};

/** The three built-in presets; their names are translation keys (schedule.presets.builtIn.*). */
export const BUILT_IN_PRESETS: readonly FilterPreset[] = [
  { ...base, id: 'all-shifts', name: 'allShifts' },
  { ...base, id: 'unfilled-only', name: 'unfilledOnly', showFilledShifts: false },
  { ...base, id: 'conflicts-absences', name: 'conflictsAbsences', showAbsences: true, showConflicts: true },
];

/** A preset is active when the current filters match it exactly. */
export function matchesPreset(state: PresetState, preset: FilterPreset): boolean {
  return (
    (state.staffId ?? null) === (preset.staffId ?? null) &&
    (state.shiftTypeId ?? null) === (preset.shiftTypeId ?? null) &&
    state.showAbsences === preset.showAbsences &&
    state.showConflicts === preset.showConflicts &&
    state.onlyViolations === preset.onlyViolations &&
    state.showFilledShifts === preset.showFilledShifts
  );
}

/** Whether any filter differs from showing everything (Save is disabled otherwise). */
export function hasActiveFilters(state: PresetState): boolean {
  return Boolean(
    state.staffId ||
    state.shiftTypeId ||
    state.showAbsences ||
    state.showConflicts ||
    state.onlyViolations ||
    !state.showFilledShifts,
  );
}

function isPreset(value: unknown): value is FilterPreset {
  if (!value || typeof value !== 'object') return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.id === 'string' &&
    typeof p.name === 'string' &&
    typeof p.showAbsences === 'boolean' &&
    typeof p.showConflicts === 'boolean'
  );
}

/** The user's presets from local storage; anything unreadable is ignored. */
export function loadUserPresets(): FilterPreset[] {
  const raw = readStorage(PRESETS_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? parsed.filter(isPreset).map((p) => ({
          ...p,
          staffId: p.staffId ?? null,
          shiftTypeId: p.shiftTypeId ?? null,
          // Presets saved before the violations filter existed do not set it.
          onlyViolations: p.onlyViolations === true,
          showFilledShifts: p.showFilledShifts !== false,
          isDefault: false,
        }))
      : [];
  } catch {
    return [];
  }
}

export function saveUserPresets(presets: readonly FilterPreset[]): void {
  writeStorage(PRESETS_STORAGE_KEY, JSON.stringify(presets));
}

/** A user preset of the current state; null when the name is empty after trimming. */
export function newPreset(name: string, state: PresetState, id: string): FilterPreset | null {
  const trimmed = name.trim();
  if (!trimmed) return null;
  return {
    id,
    name: trimmed,
    staffId: state.staffId,
    shiftTypeId: state.shiftTypeId,
    showAbsences: state.showAbsences,
    showConflicts: state.showConflicts,
    onlyViolations: state.onlyViolations,
    showFilledShifts: state.showFilledShifts,
    isDefault: false,
  };
}
