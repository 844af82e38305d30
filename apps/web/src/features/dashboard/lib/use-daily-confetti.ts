import { useEffect } from 'react';

/** sessionStorage key that remembers today's confetti for a workspace. */
export const confettiKey = (workspaceId: string, today: string) =>
  `dashboard-confetti:${workspaceId}:${today}`;

/**
 * Plays `celebrate` once per day per workspace while `isAllFilled` (docs/product/back-office.md#onboarding: confetti
 * for 5 s when all of today's shifts are filled). Remembered in sessionStorage, so neither a
 * re-render nor coming back to the dashboard replays it.
 */
export function useDailyConfetti(
  isAllFilled: boolean,
  workspaceId: string | undefined,
  today: string | undefined,
  celebrate: () => unknown,
): void {
  useEffect(() => {
    if (!isAllFilled || !workspaceId || !today) return;
    const key = confettiKey(workspaceId, today);
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      // Storage unavailable (private mode): play it, at worst once per visit of the page.
    }
    void celebrate();
  }, [isAllFilled, workspaceId, today, celebrate]);
}
