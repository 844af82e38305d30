import type { HolidayDto } from '@openrota/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';

export const holidayKeys = {
  all: ['holidays'] as const,
  year: (year: number) => ['holidays', year] as const,
};

/** GET /api/holidays?year=: the workspace's public holidays of one year, by date. */
export async function getHolidays(year: number): Promise<HolidayDto[]> {
  const body = await apiRequest<{ data: HolidayDto[] }>({
    method: 'GET',
    url: '/api/holidays',
    params: { year },
  });
  return [...body.data].sort((a, b) => a.date.localeCompare(b.date));
}

export function getHolidaysQueryOptions(year: number) {
  return queryOptions({ queryKey: holidayKeys.year(year), queryFn: () => getHolidays(year) });
}

export function useHolidays(year: number) {
  return useQuery(getHolidaysQueryOptions(year));
}
