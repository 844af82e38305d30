import { LayoutDashboard, type LucideIcon } from 'lucide-react';

export type NavSection = 'overview' | 'schedule' | 'staff' | 'settings';

export type NavItem = {
  /** i18n key of the label. */
  labelKey: string;
  path: string;
  icon: LucideIcon;
  section: NavSection;
};

/** The admin area's pages, in menu order. Only pages that exist belong here. */
export const NAV_ITEMS: readonly NavItem[] = [
  { labelKey: 'navigation.dashboard', path: '/dashboard', icon: LayoutDashboard, section: 'overview' },
];
