/** How long confetti plays (docs/product/back-office.md#onboarding): onboarding complete, every shift of today filled. */
export const CONFETTI_MS = 5000;

/** Confetti from both sides for `durationMs`; nothing for people who prefer reduced motion. */
export async function celebrate(durationMs: number = CONFETTI_MS): Promise<void> {
  if (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
    return;
  const { default: confetti } = await import('canvas-confetti');
  const burst = () => {
    void confetti({
      particleCount: 40,
      angle: 60,
      spread: 60,
      origin: { x: 0, y: 0.7 },
      disableForReducedMotion: true,
    });
    void confetti({
      particleCount: 40,
      angle: 120,
      spread: 60,
      origin: { x: 1, y: 0.7 },
      disableForReducedMotion: true,
    });
  };
  burst();
  const timer = window.setInterval(burst, 400);
  window.setTimeout(() => window.clearInterval(timer), durationMs);
}
