import type { LicenseInfo, User, Workspace } from '@openrota/contracts';
import { PLANS, type PlanCode } from '@openrota/domain';

let counter = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export function buildUser(overrides: Partial<User> = {}): User {
  return { id: uuid(), email: 'sam@example.com', name: 'Sam', language: 'en', ...overrides };
}

export function buildWorkspace(overrides: Partial<Workspace> = {}): Workspace {
  const id = overrides.id ?? uuid();
  return {
    id,
    name: 'Ward 4B',
    slug: `ward-${id.slice(-4)}`,
    role: 'ADMIN',
    onboardingCompleted: false,
    featureFlags: { staffLoginEnabled: false, publicStaffList: false },
    absencesMinDelay: 0,
    maxSelfPlanningDays: 30,
    timeZone: 'Europe/Amsterdam',
    availabilityLeadDays: 0,
    availabilityNeedsApproval: false,
    ...overrides,
  };
}

export function sessionBody(user: User, workspaces: Workspace[], token = 'session-token') {
  const data = { token, user, workspaces };
  return { success: true, ...data, data };
}

/** The licence of a workspace on `code`, its limits and features from the plans (docs/product/plans-and-limits.md#plans). */
export function buildLicenseInfo(code: PlanCode = 'FREE', overrides: Partial<LicenseInfo> = {}): LicenseInfo {
  const plan = PLANS[code];
  const limit = (max: number | null) => ({ current: 0, max, unlimited: max === null });
  return {
    displayName: plan.displayName,
    license: code,
    renewalDate: null,
    trialExpired: false,
    isTrial: false,
    trialEndsOn: null,
    trialAvailable: code === 'FREE',
    limits: {
      staff: limit(plan.limits.staff),
      admins: limit(plan.limits.admins),
      rotationPatterns: limit(plan.limits.rotationPatterns),
      shiftTypes: limit(plan.limits.shiftTypes),
    },
    features: { ...plan.features },
    ...overrides,
  };
}
