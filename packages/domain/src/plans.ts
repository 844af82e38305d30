/**
 * Plans, limits and features (docs/product/plans-and-limits.md#plans), defined once for the server (limits,
 * feature gates, licence info) and the web app (licence card, landing page).
 */
import { addDays } from './dates';

export const PLAN_CODES = ['FREE', 'START', 'TEAM'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

export const PLAN_LIMIT_KEYS = ['staff', 'admins', 'rotationPatterns', 'shiftTypes'] as const;
export type PlanLimitKey = (typeof PLAN_LIMIT_KEYS)[number];

export const PLAN_FEATURES = [
  'staffLogin',
  'selfPlanning',
  'emailNotifications',
  'apiAccess',
  'prioritySupport',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export interface Plan {
  code: PlanCode;
  /** Shown as Free, Start, Professional. */
  displayName: string;
  /** null = unlimited. */
  limits: Record<PlanLimitKey, number | null>;
  features: Record<PlanFeature, boolean>;
}

const none: Record<PlanFeature, boolean> = {
  staffLogin: false,
  selfPlanning: false,
  emailNotifications: false,
  apiAccess: false,
  prioritySupport: false,
};

export const PLANS: Record<PlanCode, Plan> = {
  FREE: {
    code: 'FREE',
    displayName: 'Free',
    limits: { staff: 6, admins: 1, rotationPatterns: 1, shiftTypes: 5 },
    features: { ...none },
  },
  START: {
    code: 'START',
    displayName: 'Start',
    limits: { staff: 20, admins: 3, rotationPatterns: 5, shiftTypes: 20 },
    features: { ...none, staffLogin: true, selfPlanning: true, emailNotifications: true },
  },
  TEAM: {
    code: 'TEAM',
    displayName: 'Professional',
    limits: { staff: null, admins: null, rotationPatterns: null, shiftTypes: null },
    features: {
      staffLogin: true,
      selfPlanning: true,
      emailNotifications: true,
      apiAccess: true,
      prioritySupport: true,
    },
  },
};

/** A FREE workspace may start one START trial of this many days. */
export const TRIAL_DAYS = 14;

export function isPlanCode(value: string): value is PlanCode {
  return (PLAN_CODES as readonly string[]).includes(value);
}

/** The plan of a stored code; an unknown code counts as FREE (never more than was paid for). */
export function planOf(code: string): Plan {
  return isPlanCode(code) ? PLANS[code] : PLANS.FREE;
}

export function hasFeature(code: string, feature: PlanFeature): boolean {
  return planOf(code).features[feature];
}

/** Whether one more of `key` fits: `current` is how many exist now. */
export function withinLimit(code: string, key: PlanLimitKey, current: number): boolean {
  const max = planOf(code).limits[key];
  return max === null || current < max;
}

/** The last day of a trial started on `startDate` (yyyy-MM-dd): 14 days including the first. */
export function trialEndDate(startDate: string): string {
  return addDays(startDate, TRIAL_DAYS - 1);
}

/** A paid plan (or trial) whose renewal date lies before `today` has expired; FREE never expires. */
export function isLicenceExpired(code: string, renewalDate: string | null, today: string): boolean {
  return planOf(code).code !== 'FREE' && renewalDate !== null && renewalDate < today;
}
