import { describe, expect, it } from 'vitest';
import {
  NAV_ITEMS,
  bottomBarItems,
  isAvailablePath,
  isNavItemActive,
  navItemsForRole,
  navSections,
} from './navigation';

const item = (path: string) => NAV_ITEMS.find((candidate) => candidate.path === path)!;

describe('navigation', () => {
  it('lists the schedule and staff pages in the menu order of docs/product/shell.md#sidebar', () => {
    expect(navSections().map(({ section, items }) => [section, items.map((i) => i.path)])).toEqual([
      ['main', ['/dashboard']],
      [
        'schedule',
        [
          '/schedule',
          '/schedule/roster',
          '/schedule/shifts',
          '/schedule/rotation-patterns',
          '/schedule/one-off/manage',
          '/schedule/trades',
        ],
      ],
      ['staff', ['/staff', '/staff/skills', '/staff/absences', '/staff/ledger']],
      ['settings', ['/settings/workspace', '/settings/email', '/settings/rules', '/settings/audit-log']],
    ]);
    expect(bottomBarItems().map((i) => i.path)).toEqual([
      '/dashboard',
      '/schedule',
      '/staff',
      '/schedule/shifts',
    ]);
  });

  it('treats the schedule, one-off and absences pages as existing', () => {
    for (const path of ['/schedule', '/schedule/one-off/manage', '/staff/absences'])
      expect(isAvailablePath(path)).toBe(true);
    expect(isAvailablePath('/settings/workspace')).toBe(true);
    expect(isAvailablePath('/settings/licence')).toBe(false);
  });

  it('shows the settings entries by role: workspace to ADMIN, email, working-time rules and audit log to ADMIN and MANAGER, none to STAFF', () => {
    const settings = (role: Parameters<typeof navItemsForRole>[0]) =>
      navItemsForRole(role)
        .filter((i) => i.section === 'settings')
        .map((i) => i.path);
    expect(settings('ADMIN')).toEqual([
      '/settings/workspace',
      '/settings/email',
      '/settings/rules',
      '/settings/audit-log',
    ]);
    expect(settings('MANAGER')).toEqual(['/settings/email', '/settings/rules', '/settings/audit-log']);
    expect(settings('STAFF')).toEqual([]);
    expect(settings(null)).toEqual([]);
    // The fairness ledger holds everyone's hours: ADMIN and MANAGER only (docs/roles.md).
    expect(navItemsForRole('MANAGER').map((i) => i.path)).toContain('/staff/ledger');
    expect(navItemsForRole('STAFF').map((i) => i.path)).not.toContain('/staff/ledger');
    // Entries without a role list stay for everyone.
    expect(navItemsForRole('STAFF').map((i) => i.path)).toContain('/schedule');
    expect(navSections(navItemsForRole('STAFF')).map((g) => g.section)).not.toContain('settings');
  });

  it('marks Schedule current on the month and week calendars but not on the pages below it that have their own entry', () => {
    expect(isNavItemActive(item('/schedule'), '/schedule')).toBe(true);
    expect(isNavItemActive(item('/schedule'), '/schedule/month/2026-03')).toBe(true);
    expect(isNavItemActive(item('/schedule'), '/schedule/week/2026-53')).toBe(true);
    expect(isNavItemActive(item('/schedule'), '/schedule/shifts')).toBe(false);
    expect(isNavItemActive(item('/schedule'), '/schedule/one-off/manage')).toBe(false);
    expect(isNavItemActive(item('/schedule/shifts'), '/schedule/shifts')).toBe(true);
    expect(isNavItemActive(item('/schedule/rotation-patterns'), '/schedule/rotation-patterns/0b6c')).toBe(
      true,
    );
    expect(isNavItemActive(item('/schedule/one-off/manage'), '/schedule/one-off')).toBe(true);
  });

  it('marks Staff current on the list only, Absences on its own page', () => {
    expect(isNavItemActive(item('/staff'), '/staff')).toBe(true);
    expect(isNavItemActive(item('/staff'), '/staff/absences')).toBe(false);
    expect(isNavItemActive(item('/staff/absences'), '/staff/absences/')).toBe(true);
    expect(isNavItemActive(item('/dashboard'), '/staff')).toBe(false);
  });
});
