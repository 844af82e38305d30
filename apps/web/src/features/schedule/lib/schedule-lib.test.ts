import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersFromSearch, NO_FILTERS, searchWithFilters } from './filters';
import { monthForWeek, weekForMonth } from './navigation';
import {
  BUILT_IN_PRESETS,
  hasActiveFilters,
  loadUserPresets,
  matchesPreset,
  newPreset,
  PRESETS_STORAGE_KEY,
  saveUserPresets,
} from './presets';

const all = { ...NO_FILTERS, showFilledShifts: true };
const [allShifts, unfilledOnly, conflictsAbsences] = BUILT_IN_PRESETS;

describe('filters in the URL', () => {
  it('round-trips the five filters and leaves defaults out', () => {
    const staffId = '00000000-0000-4000-8000-000000000001';
    expect(filtersFromSearch(new URLSearchParams('staffId=abc&shiftTypeId=')).staffId).toBeNull();
    const search = searchWithFilters(new URLSearchParams('foo=1'), {
      staffId,
      shiftTypeId: null,
      showAbsences: true,
      showConflicts: false,
      onlyViolations: true,
    });
    expect(search.toString()).toBe(`foo=1&staffId=${staffId}&showAbsences=true&onlyViolations=true`);
    expect(filtersFromSearch(search)).toEqual({
      staffId,
      shiftTypeId: null,
      showAbsences: true,
      showConflicts: false,
      onlyViolations: true,
    });
    expect(activeFilterCount(filtersFromSearch(search))).toBe(3);
    expect(searchWithFilters(search, NO_FILTERS).toString()).toBe('foo=1');
  });
});

describe('filter presets', () => {
  it('has the three built-in presets and marks one active only on an exact match', () => {
    expect(BUILT_IN_PRESETS.map((p) => p.name)).toEqual(['allShifts', 'unfilledOnly', 'conflictsAbsences']);
    expect(matchesPreset(all, allShifts!)).toBe(true);
    expect(matchesPreset(all, unfilledOnly!)).toBe(false);
    expect(matchesPreset({ ...all, showFilledShifts: false }, unfilledOnly!)).toBe(true);
    expect(matchesPreset({ ...all, showAbsences: true, showConflicts: true }, conflictsAbsences!)).toBe(true);
    expect(
      matchesPreset({ ...all, showAbsences: true, showConflicts: true, staffId: 's1' }, conflictsAbsences!),
    ).toBe(false);
  });

  it('can save only with an active filter and a non-empty name', () => {
    expect(hasActiveFilters(all)).toBe(false);
    expect(hasActiveFilters({ ...all, showFilledShifts: false })).toBe(true);
    expect(newPreset('   ', { ...all, staffId: 's1' }, 'p1')).toBeNull();
    expect(newPreset(' Mine ', { ...all, staffId: 's1' }, 'p1')).toEqual({
      ...all,
      staffId: 's1',
      id: 'p1',
      name: 'Mine',
      isDefault: false,
    });
  });

  it('a preset saved before the violations filter existed reads it as off', () => {
    const old: Record<string, unknown> = { ...newPreset('Old', { ...all, showConflicts: true }, 'p0')! };
    delete old.onlyViolations;
    localStorage.setItem(PRESETS_STORAGE_KEY, JSON.stringify([old]));
    expect(loadUserPresets()).toEqual([{ ...old, onlyViolations: false }]);
    expect(hasActiveFilters({ ...all, onlyViolations: true })).toBe(true);
    localStorage.removeItem(PRESETS_STORAGE_KEY);
  });

  it('keeps user presets in local storage and ignores unreadable ones', () => {
    localStorage.setItem(PRESETS_STORAGE_KEY, '{bad');
    expect(loadUserPresets()).toEqual([]);
    const mine = newPreset('Mine', { ...all, showConflicts: true }, 'p1')!;
    saveUserPresets([mine]);
    expect(loadUserPresets()).toEqual([mine]);
    localStorage.removeItem(PRESETS_STORAGE_KEY);
  });
});

describe('switching between month and week', () => {
  it('month → week: the week of today when today is in the month, else of the 1st', () => {
    expect(weekForMonth('2026-03', '2026-03-18')).toBe('2026-12');
    expect(weekForMonth('2026-05', '2026-03-18')).toBe('2026-18');
    // 1 January 2027 is a Friday of ISO week 2026-53.
    expect(weekForMonth('2027-01', '2026-03-18')).toBe('2026-53');
  });
  it('week → month: today’s month when today is in the week, else the month of its Monday', () => {
    expect(monthForWeek('2026-03-30', '2026-04-02')).toBe('2026-04');
    expect(monthForWeek('2026-03-30', '2026-03-18')).toBe('2026-03');
    expect(monthForWeek('2026-12-28', '2027-01-01')).toBe('2027-01');
  });
});
