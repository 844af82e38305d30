import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { QuickAction } from '../quick-actions';
import { emitPageEvent, type PageEventState } from '@/lib/page-events';
import { rememberAction } from './recent-actions';

/**
 * Runs a quick action: remembers it as recent, opens its page (asking that page to run its
 * event on arrival) or broadcasts its event to the page on screen.
 */
export function useRunAction(): (action: QuickAction) => void {
  const navigate = useNavigate();
  return useCallback(
    (action: QuickAction) => {
      if (action.disabled) return;
      rememberAction(action.id);
      if (action.to) {
        const state: PageEventState | undefined = action.event ? { pageEvent: action.event } : undefined;
        void navigate(action.to, { state });
      } else if (action.event) {
        emitPageEvent(action.event);
      }
    },
    [navigate],
  );
}
