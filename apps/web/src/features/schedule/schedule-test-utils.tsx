import type { RotationPattern, ScheduleEntry, ShiftType, Staff } from '@openrota/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/sonner';
import { queryClient } from '@/lib/query-client';
import type { FakeRoute } from '@/test/fake-api';
import { ScheduleMonthPage } from './schedule-month-page';
import { ScheduleRedirect } from './schedule-redirect';
import { ScheduleWeekPage } from './schedule-week-page';

let counter = 0;
export const uuid = () => `00000000-0000-4000-a000-${String(++counter).padStart(12, '0')}`;
export const ok = (data: unknown) => [200, { success: true, data }] as [number, unknown];

/** A schedule entry as GET /api/schedules returns it; defaults to a filled rotation shift. */
export function buildEntry(type: ShiftType, overrides: Partial<ScheduleEntry> = {}, staff?: Staff | null): ScheduleEntry {
  const date = overrides.date ?? '2026-03-10';
  const slotId = overrides.rotationSlotId === undefined ? uuid() : overrides.rotationSlotId;
  return {
    id: `rotation:${slotId}:${date}`,
    date,
    shiftTypeId: type.id,
    shiftType: { id: type.id, name: type.name, shortName: type.shortName, color: type.color, startTime: type.startTime, endTime: type.endTime },
    staffId: staff ? staff.id : null,
    staff: staff ? { id: staff.id, name: staff.name, shortName: staff.shortName } : null,
    description: null,
    entryType: 'ROTATION',
    rotationSlotId: slotId,
    originalStaffId: null,
    isUnfilled: !staff,
    isOptional: false,
    isOneOffShift: false,
    isCancelled: false,
    hasAbsence: false,
    absenceWarning: null,
    scheduleEntryId: null,
    rotationPatternId: null,
    rotationPatternName: null,
    rotationWeekCount: null,
    rotationWeek: null,
    debugInfo: {
      source: 'rotation',
      calculationDetails: { patternStartDate: null, daysSincePatternStart: null, weeksSincePatternStart: null, weekCount: null, rotationWeek: null, dayOfWeek: 0, rotationStaffId: null, storedEntryId: null, steps: [] },
    },
    ...overrides,
  };
}

/** The calls the calendar makes, answering GET /api/schedules with `entries` for any range. */
export function calendarRoutes({
  entries,
  today,
  staff,
  shiftTypes,
  patterns = [],
  extra = [],
}: {
  entries: () => ScheduleEntry[];
  today: string;
  staff: Staff[];
  shiftTypes: ShiftType[];
  patterns?: RotationPattern[];
  extra?: FakeRoute[];
}): FakeRoute[] {
  return [
    ...extra,
    {
      method: 'GET',
      path: '/api/schedules',
      reply: (r) => ok({ startDate: r.params.startDate, endDate: r.params.endDate, today, timeZone: 'Europe/Amsterdam', entries: entries() }),
    },
    { method: 'GET', path: '/api/absences/range', reply: ok({ items: [] }) },
    { method: 'GET', path: '/api/staff', reply: ok(staff) },
    { method: 'GET', path: '/api/shift-types', reply: ok(shiftTypes) },
    { method: 'GET', path: '/api/rotation-patterns', reply: ok(patterns) },
  ];
}

/** The schedule routes as the app registers them, in a memory router that tells where the user is. */
export function renderSchedule(path: string) {
  const [pathname, search] = path.split('?');
  const router = createMemoryRouter(
    [
      { path: '/schedule', element: <ScheduleRedirect /> },
      { path: '/schedule/month/:month?', element: <ScheduleMonthPage /> },
      { path: '/schedule/week/:week?', element: <ScheduleWeekPage /> },
      { path: '/schedule/:month', element: <ScheduleRedirect /> },
      { path: '/schedule-debug', element: <h1>Debug</h1> },
    ],
    { initialEntries: [{ pathname, search: search ? `?${search}` : '' }] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, ...view, location: () => `${router.state.location.pathname}${router.state.location.search}` };
}
