import type {
  AcceptTradeBody,
  Availability,
  AvailabilityWeekBody,
  AvailableShifts,
  CreateTradeBody,
  StaffTrades,
  Trade,
  TradeCandidates,
  TradeKind,
  ClaimOneOffShiftBody,
  ClaimShiftBody,
  MyShifts,
  StaffAbsence,
  StaffAbsenceBody,
  StaffLoginWorkspace,
  StaffLoginWorkspaceQuery,
  StaffMePayload,
  StaffOneOffShift,
  StaffSendCodeBody,
  StaffSendCodeResponse,
  StaffVerifyCodeBody,
  StaffVerifyCodeResponse,
} from '@openrota/contracts';
import type { RequestConfig } from '@/lib/http-client';

/**
 * The staff calls of docs/product/staff-login.md#self-service-calls. The staff client loads on the first call, so
 * the sign-in page renders before it arrives.
 */
async function staffRequest<T>(config: RequestConfig): Promise<T> {
  const { staffClientRequest } = await import('@/lib/staff-api-client');
  return staffClientRequest<T>(config);
}

type Message = { success: true; message: string };

/** The workspace's name for its staff login (404 unknown, 403 staff login off, 402 licence expired). */
export const getStaffLoginWorkspace = (params: StaffLoginWorkspaceQuery) =>
  staffRequest<{ data: StaffLoginWorkspace }>({
    method: 'GET',
    url: '/api/staff-auth/workspace',
    params,
  }).then((r) => r.data);

export const sendStaffCode = (body: StaffSendCodeBody) =>
  staffRequest<StaffSendCodeResponse>({ method: 'POST', url: '/api/staff-auth/send-code', data: body });

export const verifyStaffCode = (body: StaffVerifyCodeBody) =>
  staffRequest<StaffVerifyCodeResponse>({ method: 'POST', url: '/api/staff-auth/verify-code', data: body });

export const logoutStaff = () => staffRequest<Message>({ method: 'POST', url: '/api/staff-auth/logout' });

export const getStaffMe = () =>
  staffRequest<{ data: StaffMePayload }>({ method: 'GET', url: '/api/staff-auth/me' }).then((r) => r.data);

export const getAvailableShifts = () =>
  staffRequest<{ data: AvailableShifts }>({ method: 'GET', url: '/api/staff-auth/available-shifts' }).then(
    (r) => r.data,
  );

export const getMyShifts = () =>
  staffRequest<{ data: MyShifts }>({ method: 'GET', url: '/api/staff-auth/my-shifts' }).then((r) => r.data);

export const getStaffAbsences = () =>
  staffRequest<{ data: { upcomingAbsences: StaffAbsence[] } }>({
    method: 'GET',
    url: '/api/staff-auth/absences',
  }).then((r) => r.data.upcomingAbsences);

export const getStaffOneOffShifts = () =>
  staffRequest<{ data: { availableOneOffShifts: StaffOneOffShift[] } }>({
    method: 'GET',
    url: '/api/staff-auth/one-off-shifts',
  }).then((r) => r.data.availableOneOffShifts);

export const claimShift = (body: ClaimShiftBody) =>
  staffRequest<Message>({ method: 'POST', url: '/api/staff-auth/claim-shift', data: body });

export const claimOneOffShift = (body: ClaimOneOffShiftBody) =>
  staffRequest<Message>({ method: 'POST', url: '/api/staff-auth/claim-one-off-shift', data: body });

export const scheduleAbsence = (body: StaffAbsenceBody) =>
  staffRequest<Message>({ method: 'POST', url: '/api/staff-auth/absence', data: body });

export const deleteAbsence = (id: string) =>
  staffRequest<Message>({ method: 'DELETE', url: `/api/staff-auth/absence/${encodeURIComponent(id)}` });

/** Shift trades of the staff session (apps/server/src/modules/trades/trades.routes.ts). */
export const getStaffTrades = () =>
  staffRequest<{ data: StaffTrades }>({ method: 'GET', url: '/api/staff-auth/trades' }).then((r) => r.data);

export const getTradeCandidates = (params: { kind: TradeKind; date: string; shiftId: string }) =>
  staffRequest<{ data: TradeCandidates }>({
    method: 'GET',
    url: '/api/staff-auth/trades/candidates',
    params,
  }).then((r) => r.data);

export const offerTrade = (body: CreateTradeBody) =>
  staffRequest<{ data: Trade }>({ method: 'POST', url: '/api/staff-auth/trades', data: body }).then(
    (r) => r.data,
  );

export const acceptTrade = (id: string, body: AcceptTradeBody) =>
  staffRequest<{ data: Trade }>({
    method: 'POST',
    url: `/api/staff-auth/trades/${encodeURIComponent(id)}/accept`,
    data: body,
  }).then((r) => r.data);

export const withdrawTrade = (id: string) =>
  staffRequest<{ data: Trade }>({
    method: 'POST',
    url: `/api/staff-auth/trades/${encodeURIComponent(id)}/withdraw`,
  }).then((r) => r.data);
export const getOwnAvailability = () =>
  staffRequest<{ data: Availability }>({ method: 'GET', url: '/api/staff-auth/availability' }).then(
    (r) => r.data,
  );

export const putOwnAvailabilityWeek = (body: AvailabilityWeekBody) =>
  staffRequest<{ data: Availability; message: string }>({
    method: 'PUT',
    url: '/api/staff-auth/availability/week',
    data: body,
  });
