import type {
  AvailabilityLayer,
  RotationPattern,
  ScheduleEntry,
  ShiftType,
  Staff,
  ViolationDto,
} from '@openrota/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/sonner';
import { queryClient } from '@/lib/query-client';
import type { FakeRoute } from '@/test/fake-api';
import { candidatesRoute } from '@/test/rule-checks';
import { ScheduleMonthPage } from './schedule-month-page';
import { ScheduleRedirect } from './schedule-redirect';
import { ScheduleRosterPage } from './schedule-roster-page';
import { ScheduleRulesPage } from './schedule-rules-page';
import { ScheduleWeekPage } from './schedule-week-page';

export { buildEntry, testUuid as uuid } from '@/test/schedule-factories';
export const ok = (data: unknown) => [200, { success: true, data }] as [number, unknown];

/** The calls the calendar makes, answering GET /api/schedules with `entries` for any range. */
export function calendarRoutes({
  entries,
  today,
  staff,
  shiftTypes,
  patterns = [],
  extra = [],
  violations = () => [],
  availability = () => [],
}: {
  entries: () => ScheduleEntry[];
  /** The working-time violations GET /api/schedules answers beside the entries. */
  violations?: () => ViolationDto[];
  today: string;
  staff: Staff[];
  shiftTypes: ShiftType[];
  patterns?: RotationPattern[];
  extra?: FakeRoute[];
  /** The members GET /api/availability (the calendar's availability layer) answers, for any range. */
  availability?: () => AvailabilityLayer['staff'];
}): FakeRoute[] {
  return [
    ...extra,
    {
      method: 'GET',
      path: '/api/schedules',
      reply: (r) =>
        ok({
          startDate: r.params.startDate,
          endDate: r.params.endDate,
          today,
          timeZone: 'Europe/Amsterdam',
          entries: entries(),
          violations: violations(),
        }),
    },
    { method: 'GET', path: '/api/absences/range', reply: ok({ items: [] }) },
    {
      method: 'GET',
      path: '/api/availability',
      reply: (r) => ok({ startDate: r.params.startDate, endDate: r.params.endDate, staff: availability() }),
    },
    { method: 'GET', path: '/api/trades', reply: ok({ trades: [], approval: 'MANAGER' }) },
    // Publishing (docs/product/publish.md): a workspace that publishes every change at once.
    {
      method: 'GET',
      path: '/api/publish/status',
      reply: ok({
        mode: 'IMMEDIATE',
        today,
        publishedFrom: null,
        publishedUntil: null,
        pending: 0,
        members: [],
        changes: [],
      }),
    },
    // Auto-fill runs (ADMIN and MANAGER): none unless a test's `extra` routes answer first.
    { method: 'GET', path: '/api/auto-fill', reply: ok({ runs: [] }) },
    { method: 'GET', path: '/api/staff', reply: ok(staff) },
    { method: 'GET', path: '/api/shift-types', reply: ok(shiftTypes) },
    { method: 'GET', path: '/api/rotation-patterns', reply: ok(patterns) },
    candidatesRoute(staff),
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
      { path: '/schedule/roster/:week?', element: <ScheduleRosterPage /> },
      { path: '/schedule/rules', element: <ScheduleRulesPage /> },
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
  return {
    router,
    ...view,
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}
