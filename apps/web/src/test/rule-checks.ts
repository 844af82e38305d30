import type { Candidate, RotationSlot, Staff, ViolationDto } from '@openrota/contracts';
import { NOT_FOUND, route, type FakeReply, type FakeRoute } from './fake-api';

type States = Record<
  string,
  Pick<Candidate, 'state' | 'violations'> & Partial<Pick<Candidate, 'preference'>>
>;

/** The active staff skilled for the shift type by name, each FITS unless `states` says otherwise. */
function candidatesFor(staff: readonly Staff[], shiftTypeId: string, states: States): FakeReply {
  const data: Candidate[] = staff
    .filter((s) => s.active && s.skills.some((k) => k.shiftTypeId === shiftTypeId))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((s) => ({
      staffId: s.id,
      staffName: s.name,
      state: 'FITS',
      violations: [],
      preference: null,
      ...states[s.id],
    }));
  return [200, { success: true, data }];
}

/**
 * GET /api/schedules/candidates as the server answers it when nobody breaks a rule: the active
 * staff skilled for the shift type, each FITS; `states` gives some of them another state.
 */
export function candidatesRoute(staff: readonly Staff[], states: States = {}): FakeRoute {
  return route('GET', '/api/schedules/candidates', (request): FakeReply =>
    candidatesFor(staff, String(request.params.shiftTypeId), states),
  );
}

/**
 * GET /api/rotation-patterns/:id/slots/:slotId/candidates as the server answers it when nobody
 * breaks a rule: the active staff skilled for the requirement's shift type (of `slots()`), each
 * FITS; `states` gives some of them another state.
 */
export function slotCandidatesRoute(
  slots: () => readonly RotationSlot[],
  staff: readonly Staff[],
  states: States = {},
): FakeRoute {
  return route('GET', /^\/api\/rotation-patterns\/[^/]+\/slots\/[^/]+\/candidates$/, (request) => {
    const slotId = request.path.split('/')[5];
    const slot = slots().find((s) => s.id === slotId);
    return slot ? candidatesFor(staff, slot.shiftTypeId, states) : NOT_FOUND;
  });
}

/** A violation as the server sends it ("Rest after a late night", hard). */
export function buildViolation(overrides: Partial<ViolationDto> = {}): ViolationDto {
  return {
    ruleId: 'restAfterLateNight',
    ruleName: 'Rest after a late night',
    staffId: '00000000-0000-4000-8000-00000000aaaa',
    staffName: 'Bob Smit',
    shiftIds: [],
    date: '2026-03-10',
    measured: 540,
    limit: 840,
    unit: 'MINUTES',
    severity: 'HARD',
    ruleSetId: 'rule-set-1',
    message:
      'Only 9 h rest between the night ending Tue 07:00 and the early shift starting Tue 16:00; at least 14 h after a night ending after 02:00.',
    ...overrides,
  };
}

/** The 409 of a write that breaks a hard rule. */
export function ruleViolationReply(violations: ViolationDto[]): FakeReply {
  return [
    409,
    {
      success: false,
      code: 'RULE_VIOLATION',
      error: 'This assignment breaks a working-time rule',
      violations,
    },
  ];
}
