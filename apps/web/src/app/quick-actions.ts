import {
  CalendarDays,
  CalendarOff,
  CalendarPlus,
  CalendarRange,
  Copy,
  Download,
  FileBarChart,
  FileDown,
  ListChecks,
  Send,
  Plus,
  Printer,
  Settings,
  Sparkles,
  Undo2,
  Upload,
  UserPlus,
  Wand2,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '@openrota/contracts';
import { WRITER_ROLES } from '@/lib/session/can-write';
import { isAvailablePath, navItemsForRole, type NavItem } from './navigation';
import type { PageEventName } from '@/lib/page-events';

/** The admin pages that have a quick-action bar (docs/product/shell.md#quick-actions). */
export type QuickActionPage =
  'dashboard' | 'schedule' | 'roster' | 'staff' | 'shiftTypes' | 'rotationPatterns' | 'absences';

export type QuickAction = {
  /** Unique across pages; what `recentActions` stores. */
  id: string;
  /** i18n key of the label. */
  labelKey: string;
  icon: LucideIcon;
  /** A page to open. The action is only offered once that page exists (see navigation.ts). */
  to?: string;
  /** Broadcast to the page (after navigating to `to`, when given). */
  event?: PageEventName;
  /** Shown but not usable yet (docs/product/shell.md#quick-actions marks e.g. "import" disabled). */
  disabled?: boolean;
  /** A small label such as 'new' (i18n key `shell.badges.<badge>`). */
  badge?: 'new';
  /** Only these roles are offered the action (docs/roles.md); absent = every role. */
  roles?: readonly Role[];
};

/** What the actions on offer depend on besides the path; the defaults are the app's own lists. */
export type QuickActionContext = {
  /** The member's role in the current workspace: STAFF is not offered what the server refuses. */
  role?: Role | null;
  actions?: Partial<Record<QuickActionPage, readonly QuickAction[]>>;
  /** The pages that exist for that role (default: NAV_ITEMS as `role` sees them). */
  items?: readonly NavItem[];
};

const forWriters = { roles: WRITER_ROLES } as const;

/**
 * The quick actions of each page, in bar order (docs/product/shell.md#quick-actions): schedule:
 * export PDF, print, publish (the publish dialog of a workspace that publishes, docs/product/publish.md),
 * create one-off shift, record absence; staff: add
 * staff, import, export list, manage skills; shift types: add shift type, duplicate
 * (disabled); rotation patterns: create pattern, pattern wizard (badge new), import (disabled);
 * absences: record absence, generate report, bulk import (disabled). The schedule's bar ends with
 * "plan by person" (the roster grid, issue 13), whose own bar copies a week, undoes the last change,
 * opens the calendar and records an absence. "Fill open shifts" (auto-fill, issue 16) is on the
 * dashboard's, the schedule's and the roster grid's bars for ADMIN and MANAGER.
 */
export const QUICK_ACTIONS: Partial<Record<QuickActionPage, readonly QuickAction[]>> = {
  dashboard: [
    {
      id: 'dashboard.viewSchedule',
      labelKey: 'shell.actions.viewSchedule',
      icon: CalendarDays,
      to: '/schedule',
    },
    {
      id: 'dashboard.addStaff',
      labelKey: 'shell.actions.addStaff',
      icon: UserPlus,
      to: '/staff',
      event: 'staff:add',
      ...forWriters,
    },
    {
      id: 'dashboard.recordAbsence',
      labelKey: 'shell.actions.recordAbsence',
      icon: CalendarOff,
      to: '/staff/absences',
      event: 'absences:record',
      ...forWriters,
    },
    {
      id: 'dashboard.fillOpenShifts',
      labelKey: 'shell.actions.fillOpenShifts',
      icon: Wand2,
      to: '/schedule',
      event: 'autofill:open',
      ...forWriters,
    },
    {
      id: 'dashboard.settings',
      labelKey: 'shell.actions.settings',
      icon: Settings,
      to: '/settings/workspace',
    },
  ],
  schedule: [
    {
      id: 'schedule.exportPdf',
      labelKey: 'shell.actions.exportPdf',
      icon: FileDown,
      event: 'schedule:export-pdf',
    },
    { id: 'schedule.print', labelKey: 'shell.actions.print', icon: Printer, event: 'schedule:print' },
    {
      id: 'schedule.publish',
      labelKey: 'shell.actions.publish',
      icon: Send,
      event: 'schedule:publish',
      ...forWriters,
    },
    {
      id: 'schedule.createOneOff',
      labelKey: 'shell.actions.createOneOff',
      icon: CalendarPlus,
      event: 'schedule:create-one-off',
      ...forWriters,
    },
    {
      id: 'schedule.recordAbsence',
      labelKey: 'shell.actions.recordAbsence',
      icon: CalendarOff,
      to: '/staff/absences',
      event: 'absences:record',
      ...forWriters,
    },
    {
      id: 'schedule.fillOpenShifts',
      labelKey: 'shell.actions.fillOpenShifts',
      icon: Wand2,
      event: 'autofill:open',
      ...forWriters,
    },
    {
      id: 'schedule.planByPerson',
      labelKey: 'shell.actions.planByPerson',
      icon: CalendarRange,
      to: '/schedule/roster',
    },
  ],
  roster: [
    {
      id: 'roster.publish',
      labelKey: 'shell.actions.publish',
      icon: Send,
      event: 'schedule:publish',
      ...forWriters,
    },
    {
      id: 'roster.copyWeek',
      labelKey: 'shell.actions.copyWeek',
      icon: Copy,
      event: 'roster:copy-week',
      ...forWriters,
    },
    {
      id: 'roster.undo',
      labelKey: 'shell.actions.undoLast',
      icon: Undo2,
      event: 'roster:undo',
      ...forWriters,
    },
    {
      id: 'roster.fillOpenShifts',
      labelKey: 'shell.actions.fillOpenShifts',
      icon: Wand2,
      event: 'autofill:open',
      ...forWriters,
    },
    {
      id: 'roster.viewCalendar',
      labelKey: 'shell.actions.viewSchedule',
      icon: CalendarDays,
      to: '/schedule',
    },
    {
      id: 'roster.recordAbsence',
      labelKey: 'shell.actions.recordAbsence',
      icon: CalendarOff,
      to: '/staff/absences',
      event: 'absences:record',
      ...forWriters,
    },
  ],
  staff: [
    {
      id: 'staff.addStaff',
      labelKey: 'shell.actions.addStaff',
      icon: UserPlus,
      to: '/staff',
      event: 'staff:add',
      ...forWriters,
    },
    {
      id: 'staff.import',
      labelKey: 'shell.actions.import',
      icon: Upload,
      to: '/staff',
      event: 'staff:import',
      ...forWriters,
    },
    {
      id: 'staff.exportList',
      labelKey: 'shell.actions.exportList',
      icon: Download,
      to: '/staff',
      event: 'staff:export',
    },
    {
      id: 'staff.manageSkills',
      labelKey: 'shell.actions.manageSkills',
      icon: ListChecks,
      to: '/staff/skills',
      ...forWriters,
    },
  ],
  shiftTypes: [
    {
      id: 'shiftTypes.add',
      labelKey: 'shell.actions.addShiftType',
      icon: Plus,
      event: 'shift-types:add',
      ...forWriters,
    },
    {
      id: 'shiftTypes.duplicate',
      labelKey: 'shell.actions.duplicate',
      icon: Copy,
      disabled: true,
      ...forWriters,
    },
  ],
  rotationPatterns: [
    {
      id: 'rotationPatterns.create',
      labelKey: 'shell.actions.createPattern',
      icon: Plus,
      to: '/schedule/rotation-patterns',
      event: 'rotation-patterns:create',
      ...forWriters,
    },
    {
      id: 'rotationPatterns.wizard',
      labelKey: 'shell.actions.patternWizard',
      icon: Sparkles,
      to: '/schedule/rotation-patterns',
      event: 'rotation-patterns:wizard',
      badge: 'new',
      ...forWriters,
    },
    {
      id: 'rotationPatterns.import',
      labelKey: 'shell.actions.import',
      icon: Upload,
      disabled: true,
      ...forWriters,
    },
  ],
  absences: [
    {
      id: 'absences.record',
      labelKey: 'shell.actions.recordAbsence',
      icon: CalendarOff,
      event: 'absences:record',
      ...forWriters,
    },
    {
      id: 'absences.report',
      labelKey: 'shell.actions.generateReport',
      icon: FileBarChart,
      event: 'absences:report',
    },
    {
      id: 'absences.bulkImport',
      labelKey: 'shell.actions.bulkImport',
      icon: Upload,
      disabled: true,
      ...forWriters,
    },
  ],
};

/** Path prefixes of the pages with quick actions, most specific first. */
const PAGE_PREFIXES: readonly [string, QuickActionPage][] = [
  ['/dashboard', 'dashboard'],
  ['/schedule/shifts', 'shiftTypes'],
  ['/schedule/rotation-patterns', 'rotationPatterns'],
  ['/staff/absences', 'absences'],
  ['/schedule/roster', 'roster'],
  ['/schedule', 'schedule'],
  ['/staff', 'staff'],
];

/** The page whose quick actions apply at `pathname`, if any. */
export function quickActionPage(pathname: string): QuickActionPage | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return PAGE_PREFIXES.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1];
}

const isOfferedTo = (action: QuickAction, role: Role | null | undefined) =>
  !action.roles || (role != null && action.roles.includes(role));

/** The actions offered at `pathname`: those of its page that `role` may use and whose target page exists. */
export function quickActionsFor(
  pathname: string,
  { role, actions = QUICK_ACTIONS, items = navItemsForRole(role) }: QuickActionContext = {},
): QuickAction[] {
  const page = quickActionPage(pathname);
  return (page ? (actions[page] ?? []) : []).filter(
    (action) => isOfferedTo(action, role) && (!action.to || isAvailablePath(action.to, items)),
  );
}

/**
 * The recently used actions (ids, most recent first) that can run at `pathname`: those that open
 * an existing page, and those that talk to the page on screen. Unknown or disabled ones, and those
 * `role` may not use, are left out.
 */
export function recentActionsFor(
  pathname: string,
  ids: readonly string[],
  context: QuickActionContext = {},
): QuickAction[] {
  const { role, actions = QUICK_ACTIONS, items = navItemsForRole(role) } = context;
  const all = Object.values(actions).flat();
  const here = quickActionsFor(pathname, { role, actions, items });
  return ids.flatMap((id) => {
    const action = all.find((candidate) => candidate.id === id);
    if (!action || action.disabled || !isOfferedTo(action, role)) return [];
    const canRun = action.to
      ? isAvailablePath(action.to, items)
      : here.some((candidate) => candidate.id === id);
    return canRun ? [action] : [];
  });
}
