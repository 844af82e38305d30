import type { AvailabilityLayer, AvailabilityLayerDay } from '@openrota/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
// One set of keys for every availability read, so each change refreshes the layer too.
import { availabilityKeys } from '@/lib/availability/availability-api';

/**
 * The calendar's availability layer (GET /api/availability, apps/server/src/modules/availability/
 * availability.routes.ts): every active member's days with availability over a range, for managers.
 */
export { availabilityKeys };

/** GET /api/availability?startDate&endDate */
export async function getAvailabilityLayer(startDate: string, endDate: string): Promise<AvailabilityLayer> {
  const body = await apiRequest<{ data: AvailabilityLayer }>(
    { method: 'GET', url: '/api/availability', params: { startDate, endDate } },
    'Failed to load availability. Please try again.',
  );
  return body.data;
}

export function useAvailabilityLayer(
  startDate: string,
  endDate: string,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: availabilityKeys.layer(startDate, endDate),
    queryFn: () => getAvailabilityLayer(startDate, endDate),
    enabled: options.enabled ?? true,
  });
}

/** A member as the layer names them on a day, with the rules that hold (for times and notes). */
export type LayerPerson = { staffId: string; staffName: string; day: AvailabilityLayerDay };

/** One day of the layer: who is unavailable, would rather not, prefers it (each by name). */
export type DayAvailability = {
  UNAVAILABLE: LayerPerson[];
  RATHER_NOT: LayerPerson[];
  PREFERRED: LayerPerson[];
};

/** The layer by date: each member under the strongest kind of their day. */
export function availabilityByDate(layer: AvailabilityLayer | undefined): Map<string, DayAvailability> {
  const map = new Map<string, DayAvailability>();
  for (const member of layer?.staff ?? []) {
    for (const day of member.days) {
      let slot = map.get(day.date);
      if (!slot) map.set(day.date, (slot = { UNAVAILABLE: [], RATHER_NOT: [], PREFERRED: [] }));
      slot[day.kind].push({ staffId: member.staffId, staffName: member.staffName, day });
    }
  }
  return map;
}
