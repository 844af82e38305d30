import type { HolidayDto } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { holidayKeys } from './get-holidays';

/** POST /api/holidays/reset?year=: replaces the year's holidays by the Dutch national holidays. */
export async function resetHolidays(year: number): Promise<HolidayDto[]> {
  return (
    await apiRequest<{ data: HolidayDto[] }>({ method: 'POST', url: '/api/holidays/reset', params: { year } })
  ).data;
}

export function useResetHolidays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetHolidays,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidayKeys.all }),
  });
}
