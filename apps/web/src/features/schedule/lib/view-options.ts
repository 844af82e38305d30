import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '@/lib/storage-keys';

/** The calendar's three toggles, kept in local storage. */
export type ViewOptions = { showFilledShifts: boolean; highlightUrgent: boolean; showFullNames: boolean };

export const VIEW_OPTIONS_STORAGE_KEY = 'schedule-view-options';
export const DEFAULT_VIEW_OPTIONS: ViewOptions = {
  showFilledShifts: true,
  highlightUrgent: true,
  showFullNames: false,
};

export function loadViewOptions(): ViewOptions {
  try {
    const parsed = JSON.parse(readStorage(VIEW_OPTIONS_STORAGE_KEY) ?? '{}') as Partial<
      Record<keyof ViewOptions, unknown>
    >;
    const pick = (key: keyof ViewOptions) =>
      typeof parsed[key] === 'boolean' ? parsed[key] : DEFAULT_VIEW_OPTIONS[key];
    return {
      showFilledShifts: pick('showFilledShifts'),
      highlightUrgent: pick('highlightUrgent'),
      showFullNames: pick('showFullNames'),
    };
  } catch {
    return DEFAULT_VIEW_OPTIONS;
  }
}

export function useViewOptions(): [ViewOptions, (patch: Partial<ViewOptions>) => void] {
  const [options, setOptions] = useState(loadViewOptions);
  const update = useCallback((patch: Partial<ViewOptions>) => {
    setOptions((current) => {
      const next = { ...current, ...patch };
      writeStorage(VIEW_OPTIONS_STORAGE_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  return [options, update];
}
