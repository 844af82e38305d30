import { useEffect, useLayoutEffect, useRef } from 'react';

export type ShortcutHandlers = {
  openPalette: () => void;
  toggleSidebar: () => void;
  focusSearch: () => void;
  openHelp: () => void;
};

/** Which shell shortcut a key press is, if any: Cmd/Ctrl with K, B, / or ? (Shift+/). */
export function shortcutFor(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
): keyof ShortcutHandlers | undefined {
  if (!(event.metaKey || event.ctrlKey) || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === '?' || (event.shiftKey && (key === '/' || event.code === 'Slash'))) return 'openHelp';
  if (key === '/') return 'focusSearch';
  if (event.shiftKey) return undefined;
  if (key === 'k') return 'openPalette';
  if (key === 'b') return 'toggleSidebar';
  return undefined;
}

/**
 * The shell's keyboard shortcuts (docs/product/shell.md#shortcuts). The help also lists 1 to 5 and Cmd+P;
 * the doc lists them without binding them, so neither do we.
 */
export function useShortcuts(handlers: ShortcutHandlers): void {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutFor(event);
      if (!shortcut || event.defaultPrevented) return;
      event.preventDefault();
      latest.current[shortcut]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
