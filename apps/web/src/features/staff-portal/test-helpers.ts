import type {
  Availability,
  AvailableSlot,
  CalendarFeed,
  MyLedger,
  MyShift,
  StaffAbsence,
  StaffMePayload,
  StaffOneOffShift,
  StaffTrades,
} from '@openrota/contracts';
import { staffApiClient } from '@/lib/staff-api-client';
import { useStaffSessionStore } from '@/lib/stores/staff-session-store';
import { fakeApi, type FakeRoute } from '@/test/fake-api';

/** The fake API behind the staff client (the admin client has its own). */
export function fakeStaffApi(routes: FakeRoute[]) {
  return fakeApi(routes, staffApiClient);
}

export function resetStaffSession() {
  useStaffSessionStore.getState().signOut();
  useStaffSessionStore.getState().setWorkspaceSlug(null);
}

let seq = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;

export function buildShiftType(
  name: string,
  overrides: Partial<AvailableSlot['shiftType']> = {},
): AvailableSlot['shiftType'] {
  return {
    id: uuid(),
    name,
    shortName: name.slice(0, 1),
    color: '#3b82f6',
    startTime: '07:00',
    endTime: '15:00',
    ...overrides,
  };
}

export function buildSlot(
  date: string,
  shiftType: AvailableSlot['shiftType'],
  overrides: Partial<AvailableSlot> = {},
): AvailableSlot {
  const id = uuid();
  return {
    id,
    rotationSlotId: id,
    date,
    shiftType,
    isOptional: false,
    rotationPatternName: 'Ward rota',
    availablePositions: 1,
    requiredCount: 1,
    scheduleEntryId: null,
    hasConflict: false,
    conflicts: [],
    blockedBy: null,
    ruleMessages: [],
    ...overrides,
  };
}

export function buildMe(
  overrides: {
    staff?: Partial<StaffMePayload['staff']>;
    workspace?: Partial<StaffMePayload['workspace']>;
  } = {},
): StaffMePayload {
  return {
    staff: {
      id: uuid(),
      name: 'Anna de Vries',
      shortName: 'AV',
      email: 'anna@example.com',
      phone: null,
      ...overrides.staff,
    },
    workspace: {
      id: uuid(),
      name: 'Ward 4B',
      slug: 'ward-4b',
      absencesMinDelay: 0,
      maxSelfPlanningDays: 14,
      timeZone: 'Europe/Amsterdam',
      selfPlanning: true,
      ...overrides.workspace,
    },
  };
}

export function buildOneOff(
  date: string,
  shiftType: AvailableSlot['shiftType'],
  overrides: Partial<StaffOneOffShift> = {},
): StaffOneOffShift {
  return {
    id: uuid(),
    date,
    shiftType,
    description: null,
    staffId: null,
    staff: null,
    canClaim: true,
    blockedBy: null,
    ruleMessages: [],
    hasConflict: false,
    conflicts: [],
    ...overrides,
  };
}

export function buildAbsence(
  startDate: string,
  endDate: string,
  overrides: Partial<StaffAbsence> = {},
): StaffAbsence {
  return { id: uuid(), startDate, endDate, reason: null, type: 'OTHER', canDelete: true, ...overrides };
}

export function buildMyShift(
  date: string,
  shiftType: AvailableSlot['shiftType'],
  overrides: Partial<MyShift> = {},
): MyShift {
  return {
    id: uuid(),
    date,
    shiftType,
    rotationPattern: null,
    entryType: 'ROTATION',
    description: null,
    createdAt: null,
    duringAbsence: false,
    ...overrides,
  };
}

/** The staff reads as the server answers them: fields at the top level and in `data` (docs/product/api-conventions.md#top-level-fields). */
export function staffRead<T extends object>(payload: T) {
  return [200, { success: true, ...payload, data: payload }] as [number, unknown];
}

export type DashboardState = {
  me?: StaffMePayload;
  slots?: AvailableSlot[];
  oneOffs?: StaffOneOffShift[];
  absences?: StaffAbsence[];
  myShifts?: MyShift[];
  today?: string;
  /** GET /api/staff-portal/ledger's answer (zeros without a contract when not given). */
  ledger?: MyLedger;
  /** GET /api/staff-auth/trades's answer (nothing offered when not given). */
  trades?: StaffTrades;
  /** The member's calendar feed (none when not given). */
  calendarFeed?: CalendarFeed | null;
  /** GET /api/staff-auth/availability's answer (nothing said, no lead time, when not given). */
  availability?: Availability;
};

/** The member's availability as the server answers it: nothing said unless told. */
export function buildAvailability(overrides: Partial<Availability> = {}): Availability {
  return {
    staffId: '00000000-0000-4000-8000-00000000aaaa',
    weeks: [],
    exceptions: [],
    pending: [],
    leadDays: 0,
    needsApproval: false,
    today: '2026-11-22',
    earliestStaffDate: '2026-11-22',
    ...overrides,
  };
}

/** GET routes of the dashboard answering from `state` (mutable, so a reload sees changes). */
export function dashboardRoutes(state: DashboardState): FakeRoute[] {
  const today = () => state.today ?? '2026-11-22';
  return [
    { method: 'GET', path: '/api/staff-auth/me', reply: () => staffRead(state.me ?? buildMe()) },
    {
      method: 'GET',
      path: '/api/staff-auth/available-shifts',
      reply: () =>
        staffRead({
          availableSlots: state.slots ?? [],
          maxSelfPlanningDays: (state.me ?? buildMe()).workspace.maxSelfPlanningDays,
          staffSkills: [],
          today: today(),
          endDate: '2026-12-06',
        }),
    },
    {
      method: 'GET',
      path: '/api/staff-auth/my-shifts',
      reply: () => staffRead({ upcomingShifts: state.myShifts ?? [], today: today(), endDate: '2027-01-21' }),
    },
    {
      method: 'GET',
      path: '/api/staff-auth/absences',
      reply: () => staffRead({ upcomingAbsences: state.absences ?? [] }),
    },
    {
      method: 'GET',
      path: '/api/staff-auth/one-off-shifts',
      reply: () => staffRead({ availableOneOffShifts: state.oneOffs ?? [] }),
    },
    {
      method: 'GET',
      path: '/api/staff-auth/trades',
      reply: () => [
        200,
        { success: true, data: state.trades ?? { myOffers: [], offersToMe: [], approval: 'MANAGER' } },
      ],
    },
    {
      method: 'GET',
      path: '/api/staff-auth/availability',
      reply: () => [200, { success: true, data: state.availability ?? buildAvailability() }],
    },
    {
      method: 'GET',
      path: '/api/staff-portal/ledger',
      reply: (request) => {
        const { startDate, endDate } = request.params as { startDate: string; endDate: string };
        return staffRead(state.ledger ?? buildMyLedger({ startDate, endDate }));
      },
    },
    {
      method: 'GET',
      path: '/api/staff-auth/calendar-feed',
      reply: () => [200, { success: true, data: { feed: state.calendarFeed ?? null } }] as [number, unknown],
    },
  ];
}

/** The staff ledger of a month: nothing worked, no contract, no team figures, unless told. */
export function buildMyLedger(overrides: Partial<MyLedger> = {}): MyLedger {
  return {
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    yearStart: '2026-01-01',
    mine: {
      shifts: 0,
      workedMinutes: 0,
      contractMinutes: 0,
      absenceMinutes: 0,
      hasContract: false,
      differenceMinutes: 0,
      yearBalanceMinutes: 0,
      nights: 0,
      weekendDays: 0,
      weekends: 0,
      evenings: 0,
      holidays: 0,
      shiftsByType: [],
    },
    medians: {
      workedMinutes: null,
      contractMinutes: null,
      differenceMinutes: null,
      yearBalanceMinutes: null,
      nights: null,
      weekends: null,
      evenings: null,
      holidays: null,
    },
    teamSize: 1,
    ...overrides,
  };
}

/** GET /api/staff-auth/workspace answering `name` for any slug or id (the login page's lookup). */
export function loginWorkspaceRoute(name = 'Ward 4B'): FakeRoute {
  return {
    method: 'GET',
    path: '/api/staff-auth/workspace',
    reply: (request) => [
      200,
      { success: true, data: { name, slug: String(request.params.workspaceSlug ?? 'ward-4b') } },
    ],
  };
}
