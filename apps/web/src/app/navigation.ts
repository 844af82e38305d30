import { Clock, LayoutDashboard, ListChecks, Repeat, Users, type LucideIcon } from 'lucide-react';

/** Sidebar sections in menu order (spec 000 section 2). `main` has no heading (the Dashboard). */
export const NAV_SECTIONS = ['main', 'schedule', 'staff', 'settings'] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

export type NavItem = {
  /** i18n key of the label. */
  labelKey: string;
  path: string;
  icon: LucideIcon;
  section: NavSection;
  /** Position in the mobile bottom bar (spec order: Dashboard 1, Schedule 2, Staff 3, Shift Types 4). */
  bottomBar?: 1 | 2 | 3 | 4;
};

/**
 * The admin area's pages, in menu order. Only pages that exist belong here: adding a page to the
 * sidebar, the bottom bar, the command palette, the header search and the quick actions that
 * target it is one line. The spec's entries, for reference:
 * - schedule: view `/schedule` (bottomBar 2), shift types `/schedule/shifts` (bottomBar 4),
 *   rotation patterns `/schedule/rotation-patterns`, one-off shifts `/schedule/one-off/manage`
 * - staff: list `/staff` (bottomBar 3), skills `/staff/skills`, absences `/staff/absences`
 * - settings: workspace `/settings/workspace`, email `/settings/email`, audit log `/settings/audit-log`
 * Their label keys are ready in `shell.nav.*`.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { labelKey: 'shell.nav.dashboard', path: '/dashboard', icon: LayoutDashboard, section: 'main', bottomBar: 1 },
  { labelKey: 'shell.nav.shiftTypes', path: '/schedule/shifts', icon: Clock, section: 'schedule', bottomBar: 4 },
  { labelKey: 'shell.nav.rotationPatterns', path: '/schedule/rotation-patterns', icon: Repeat, section: 'schedule' },
  { labelKey: 'shell.nav.staff', path: '/staff', icon: Users, section: 'staff', bottomBar: 3 },
  { labelKey: 'shell.nav.skills', path: '/staff/skills', icon: ListChecks, section: 'staff' },
];

/** Whether a page exists at `path` (links to pages that do not exist yet are never shown). */
export function isAvailablePath(path: string, items: readonly NavItem[] = NAV_ITEMS): boolean {
  return items.some((item) => item.path === path);
}

/** The sections that have entries, each with its entries in menu order. */
export function navSections(items: readonly NavItem[] = NAV_ITEMS): { section: NavSection; items: NavItem[] }[] {
  return NAV_SECTIONS.map((section) => ({ section, items: items.filter((item) => item.section === section) })).filter(
    (group) => group.items.length > 0,
  );
}

/** The bottom bar's entries in spec order (the Menu button follows them). */
export function bottomBarItems(items: readonly NavItem[] = NAV_ITEMS): NavItem[] {
  return items.filter((item) => item.bottomBar !== undefined).sort((a, b) => a.bottomBar! - b.bottomBar!);
}
