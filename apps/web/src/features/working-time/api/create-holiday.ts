import type { HolidayBodySchema, HolidayDto } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-request';
import { holidayKeys } from './get-holidays';

/** POST /api/holidays: adds a public holiday (one per date; a taken date answers 409). */
export async function createHoliday(body: z.input<typeof HolidayBodySchema>): Promise<HolidayDto> {
  return (await apiRequest<{ data: HolidayDto }>({ method: 'POST', url: '/api/holidays', data: body })).data;
}

export function useCreateHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHoliday,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidayKeys.all }),
  });
}
