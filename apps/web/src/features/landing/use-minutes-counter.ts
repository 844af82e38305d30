import { useEffect, useState } from 'react';

/** Landing counter of spec 000 section 9: 0 to 480, one tick every 10 ms, then back to 0. */
export const COUNTER_MAX = 480;
export const COUNTER_TICK_MS = 10;

export function useMinutesCounter(max = COUNTER_MAX, tickMs = COUNTER_TICK_MS): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setValue((v) => (v >= max ? 0 : v + 1)), tickMs);
    return () => clearInterval(id);
  }, [max, tickMs]);
  return value;
}
