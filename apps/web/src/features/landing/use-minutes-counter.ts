import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/lib/reduced-motion';

/** Landing counter of docs/product/shell.md#landing-page: 0 to 480, one tick every 10 ms, then back to 0. */
export const COUNTER_MAX = 480;
export const COUNTER_TICK_MS = 10;

/**
 * The counter's value. For people who prefer reduced motion it does not run: it stands at
 * `max`, the figure the animation makes its point with.
 */
export function useMinutesCounter(max = COUNTER_MAX, tickMs = COUNTER_TICK_MS): number {
  const reduceMotion = usePrefersReducedMotion();
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (reduceMotion) return;
    const id = setInterval(() => setValue((v) => (v >= max ? 0 : v + 1)), tickMs);
    return () => clearInterval(id);
  }, [max, tickMs, reduceMotion]);
  return reduceMotion ? max : value;
}
