import { describe, expect, it } from 'vitest';
import { PLANS, hasFeature, isLicenceExpired, planOf, trialEndDate, withinLimit } from './plans';

describe('plans (docs/product/plans-and-limits.md#plans)', () => {
  it('has the limits and features of each plan', () => {
    expect(PLANS.FREE.limits).toEqual({ staff: 6, admins: 1, rotationPatterns: 1, shiftTypes: 5 });
    expect(PLANS.START.limits).toEqual({ staff: 20, admins: 3, rotationPatterns: 5, shiftTypes: 20 });
    expect(Object.values(PLANS.TEAM.limits).every((v) => v === null)).toBe(true);
    expect(Object.values(PLANS.FREE.features).some(Boolean)).toBe(false);
    expect(
      hasFeature('START', 'staffLogin') &&
        hasFeature('START', 'selfPlanning') &&
        hasFeature('START', 'emailNotifications'),
    ).toBe(true);
    expect(hasFeature('START', 'apiAccess')).toBe(false);
    expect(Object.values(PLANS.TEAM.features).every(Boolean)).toBe(true);
    expect([PLANS.FREE.displayName, PLANS.START.displayName, PLANS.TEAM.displayName]).toEqual([
      'Free',
      'Start',
      'Professional',
    ]);
  });

  it('counts an unknown stored plan as FREE', () => {
    expect(planOf('GOLD').code).toBe('FREE');
  });

  it('checks a limit against how many exist now', () => {
    expect(withinLimit('FREE', 'staff', 5)).toBe(true);
    expect(withinLimit('FREE', 'staff', 6)).toBe(false);
    expect(withinLimit('TEAM', 'staff', 10_000)).toBe(true);
  });

  it('ends a trial after 14 days and expires paid plans after their renewal date', () => {
    expect(trialEndDate('2026-11-22')).toBe('2026-12-05');
    expect(isLicenceExpired('START', '2026-12-05', '2026-12-05')).toBe(false);
    expect(isLicenceExpired('START', '2026-12-05', '2026-12-06')).toBe(true);
    expect(isLicenceExpired('FREE', '2020-01-01', '2026-12-06')).toBe(false);
    expect(isLicenceExpired('TEAM', null, '2030-01-01')).toBe(false);
  });
});
