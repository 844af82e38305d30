import type { Role } from '@openrota/contracts';
import {
  ArrowLeftRight,
  CalendarDays,
  CalendarOff,
  CalendarPlus,
  CalendarRange,
  Clock,
  History,
  LayoutDashboard,
  ListChecks,
  Mail,
  Repeat,
  Scale,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** Sidebar sections in menu order (docs/product/shell.md#sidebar). `main` has no heading (the Dashboard). */
export const NAV_SECTIONS = ['main', 'schedule', 'staff', 'settings'] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

export type NavItem = {
  /** i18n key of the label. */
  labelKey: string;
  path: string;
  icon: LucideIcon;
  section: NavSection;
  /** Position in the mobile bottom bar (the order of docs/product/shell.md#sidebar: Dashboard 1, Schedule 2, Staff 3, Shift Types 4). */
  bottomBar?: 1 | 2 | 3 | 4;
  /** Other paths (and the paths below them) on which this entry counts as the current page. */
  alsoActiveOn?: readonly string[];
  /** Only these roles see the entry (docs/roles.md); absent = every role. */
  roles?: readonly Role[];
};

/**
 * The admin area's pages, in menu order (docs/product/shell.md#sidebar). Only pages that exist belong here:
 * adding a page to the sidebar, the bottom bar, the command palette, the header search and the
 * quick actions that target it is one line. The settings entries follow the role matrix
 * (docs/roles.md): workspace settings for ADMIN, email settings, the working-time rules and the
 * audit log for ADMIN and MANAGER.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    labelKey: 'shell.nav.dashboard',
    path: '/dashboard',
    icon: LayoutDashboard,
    section: 'main',
    bottomBar: 1,
  },
  // The calendar lives at /schedule/month/… and /schedule/week/…; /schedule redirects there.
  {
    labelKey: 'shell.nav.schedule',
    path: '/schedule',
    icon: CalendarDays,
    section: 'schedule',
    bottomBar: 2,
    alsoActiveOn: ['/schedule/month', '/schedule/week'],
  },
  {
    labelKey: 'shell.nav.roster',
    path: '/schedule/roster',
    icon: CalendarRange,
    section: 'schedule',
  },
  {
    labelKey: 'shell.nav.shiftTypes',
    path: '/schedule/shifts',
    icon: Clock,
    section: 'schedule',
    bottomBar: 4,
  },
  {
    labelKey: 'shell.nav.rotationPatterns',
    path: '/schedule/rotation-patterns',
    icon: Repeat,
    section: 'schedule',
  },
  {
    labelKey: 'shell.nav.oneOffShifts',
    path: '/schedule/one-off/manage',
    icon: CalendarPlus,
    section: 'schedule',
    alsoActiveOn: ['/schedule/one-off'],
  },
  {
    labelKey: 'trades.nav',
    path: '/schedule/trades',
    icon: ArrowLeftRight,
    section: 'schedule',
    roles: ['ADMIN', 'MANAGER'],
  },
  { labelKey: 'shell.nav.staff', path: '/staff', icon: Users, section: 'staff', bottomBar: 3 },
  { labelKey: 'shell.nav.skills', path: '/staff/skills', icon: ListChecks, section: 'staff' },
  { labelKey: 'shell.nav.absences', path: '/staff/absences', icon: CalendarOff, section: 'staff' },
  {
    labelKey: 'shell.nav.ledger',
    path: '/staff/ledger',
    icon: Scale,
    section: 'staff',
    roles: ['ADMIN', 'MANAGER'],
  },
  {
    labelKey: 'shell.nav.workspaceSettings',
    path: '/settings/workspace',
    icon: Settings,
    section: 'settings',
    roles: ['ADMIN'],
  },
  {
    labelKey: 'shell.nav.emailSettings',
    path: '/settings/email',
    icon: Mail,
    section: 'settings',
    roles: ['ADMIN', 'MANAGER'],
  },
  {
    labelKey: 'shell.nav.ruleSettings',
    path: '/settings/rules',
    icon: Scale,
    section: 'settings',
    roles: ['ADMIN', 'MANAGER'],
  },
  {
    labelKey: 'shell.nav.auditLog',
    path: '/settings/audit-log',
    icon: History,
    section: 'settings',
    roles: ['ADMIN', 'MANAGER'],
  },
];

/** The entries `role` may see (no role yet, e.g. before a workspace is selected: the unrestricted ones). */
export function navItemsForRole(
  role: Role | null | undefined,
  items: readonly NavItem[] = NAV_ITEMS,
): NavItem[] {
  return items.filter((item) => !item.roles || (role != null && item.roles.includes(role)));
}

const isAtOrBelow = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * Whether `item` is the current page at `pathname`: its own path, the paths it names in
 * `alsoActiveOn`, and the paths below its own unless another entry lives there (Staff is not
 * current on /staff/skills; Schedule is not on /schedule/shifts).
 */
export function isNavItemActive(
  item: NavItem,
  pathname: string,
  items: readonly NavItem[] = NAV_ITEMS,
): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === item.path || item.alsoActiveOn?.some((other) => isAtOrBelow(path, other))) return true;
  const hasEntryBelow = items.some((other) => other !== item && other.path.startsWith(`${item.path}/`));
  return !hasEntryBelow && isAtOrBelow(path, item.path);
}

/** Whether a page exists at `path` (links to pages that do not exist yet are never shown). */
export function isAvailablePath(path: string, items: readonly NavItem[] = NAV_ITEMS): boolean {
  return items.some((item) => item.path === path);
}

/** The sections that have entries, each with its entries in menu order. */
export function navSections(
  items: readonly NavItem[] = NAV_ITEMS,
): { section: NavSection; items: NavItem[] }[] {
  return NAV_SECTIONS.map((section) => ({
    section,
    items: items.filter((item) => item.section === section),
  })).filter((group) => group.items.length > 0);
}

/** The bottom bar's entries in the order of docs/product/shell.md#sidebar (the Menu button follows them). */
export function bottomBarItems(items: readonly NavItem[] = NAV_ITEMS): NavItem[] {
  return items.filter((item) => item.bottomBar !== undefined).sort((a, b) => a.bottomBar! - b.bottomBar!);
}
