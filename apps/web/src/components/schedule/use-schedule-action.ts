import { useMutation } from '@tanstack/react-query';
import { useInvalidateSchedule } from '@/lib/schedule-api/schedule';

/** docs/product/schedule.md#shift-actions: after a shift action the data refreshes after 100 ms. */
export const REFRESH_DELAY_MS = 100;

/**
 * A schedule mutation whose success refreshes every schedule view REFRESH_DELAY_MS later
 * (the 100 ms delay of docs/product/schedule.md#shift-actions), instead of at once like the shared hooks.
 */
export function useScheduleAction<A, R>(fn: (arg: A) => Promise<R>) {
  const invalidate = useInvalidateSchedule();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      setTimeout(() => void invalidate(), REFRESH_DELAY_MS);
    },
  });
}
