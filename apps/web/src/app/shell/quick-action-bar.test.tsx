import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarDays, FileDown, Upload, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NAV_ITEMS, type NavItem } from '../navigation';
import { QUICK_ACTIONS, quickActionsFor, recentActionsFor, type QuickAction } from '../quick-actions';
import { usePageEvent, type PageEventName } from '@/lib/page-events';
import { QuickActionBar } from './quick-action-bar';
import { useRunAction } from './use-run-action';

const exportPdf: QuickAction = {
  id: 'schedule.exportPdf',
  labelKey: 'shell.actions.exportPdf',
  icon: FileDown,
  event: 'schedule:export-pdf',
};
const wizard: QuickAction = {
  id: 'patterns.wizard',
  labelKey: 'shell.actions.patternWizard',
  icon: Wand2,
  event: 'rotation-patterns:wizard',
  badge: 'new',
};
const importAction: QuickAction = {
  id: 'patterns.import',
  labelKey: 'shell.actions.import',
  icon: Upload,
  disabled: true,
};
const addStaff: QuickAction = {
  id: 'dashboard.addStaff',
  labelKey: 'shell.actions.addStaff',
  icon: CalendarDays,
  to: '/staff',
  event: 'staff:add',
};

function Listener({
  event,
  onEvent,
  children,
}: {
  event: PageEventName;
  onEvent: () => void;
  children?: React.ReactNode;
}) {
  usePageEvent(event, onEvent);
  return children;
}

function Bar({ actions }: { actions: QuickAction[] }) {
  const run = useRunAction();
  const [recent, setRecent] = useState<QuickAction[]>([]);
  return (
    <QuickActionBar
      actions={actions}
      recent={recent}
      onRun={(action) => (run(action), setRecent([action]))}
    />
  );
}

beforeEach(() => localStorage.clear());

describe('quick actions', () => {
  it('offers only the actions whose target page exists', () => {
    const dashboardOnly: NavItem[] = [NAV_ITEMS[0]!];
    const withSchedule: NavItem[] = [
      ...dashboardOnly,
      { ...NAV_ITEMS[0]!, path: '/schedule', section: 'schedule' },
    ];
    expect(
      quickActionsFor('/dashboard', { role: 'ADMIN', actions: QUICK_ACTIONS, items: dashboardOnly }),
    ).toEqual([]);
    expect(
      quickActionsFor('/dashboard', { role: 'ADMIN', actions: QUICK_ACTIONS, items: withSchedule }).map(
        (a) => a.id,
      ),
    ).toEqual(['dashboard.viewSchedule', 'dashboard.fillOpenShifts']);
    expect(
      quickActionsFor('/elsewhere', { role: 'ADMIN', actions: QUICK_ACTIONS, items: withSchedule }),
    ).toEqual([]);
  });

  it('shows disabled actions and badges, broadcasts page events and remembers what ran', async () => {
    const user = userEvent.setup();
    const onExport = vi.fn();
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <Listener event="schedule:export-pdf" onEvent={onExport}>
            <Bar actions={[exportPdf, wizard, importAction]} />
          </Listener>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    const bar = screen.getByRole('region', { name: 'Quick actions' });

    expect((within(bar).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(bar).getByRole('button', { name: /Pattern wizard/ }).textContent).toContain('New');

    await user.click(within(bar).getByRole('button', { name: 'Export PDF' }));
    expect(onExport).toHaveBeenCalledOnce();
    expect(JSON.parse(localStorage.getItem('recentActions')!)).toEqual(['schedule.exportPdf']);
    expect(
      within(within(bar).getByRole('list', { name: 'Recent' })).getByRole('button', { name: 'Export PDF' }),
    ).toBeTruthy();
  });

  it('opens the target page and hands it the action’s event once it is there', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    const router = createMemoryRouter([
      { path: '/', element: <Bar actions={[addStaff]} /> },
      {
        path: '/staff',
        element: (
          <Listener event="staff:add" onEvent={onAdd}>
            <h1>Staff</h1>
          </Listener>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    await user.click(screen.getByRole('button', { name: 'Add staff' }));
    await screen.findByRole('heading', { name: 'Staff' });
    expect(router.state.location.pathname).toBe('/staff');
    expect(onAdd).toHaveBeenCalledOnce();
    expect(router.state.location.state).toBeNull();
  });
});

describe('recent actions offered on a page', () => {
  it('lists the remembered actions that can run here, most recent first, and skips the rest', () => {
    const actions = { dashboard: [addStaff], schedule: [exportPdf, importAction] };
    const dashboardOnly: NavItem[] = [NAV_ITEMS[0]!];
    const withStaff: NavItem[] = [...dashboardOnly, { ...NAV_ITEMS[0]!, path: '/staff', section: 'staff' }];
    // Opening the staff page needs that page; exporting needs the schedule page on screen.
    expect(
      recentActionsFor('/dashboard', ['schedule.exportPdf', 'dashboard.addStaff', 'gone'], {
        actions,
        items: dashboardOnly,
      }).map((a) => a.id),
    ).toEqual([]);
    expect(
      recentActionsFor('/dashboard', ['schedule.exportPdf', 'dashboard.addStaff', 'gone'], {
        actions,
        items: withStaff,
      }).map((a) => a.id),
    ).toEqual(['dashboard.addStaff']);
    expect(
      recentActionsFor('/schedule/month', ['patterns.import', 'schedule.exportPdf'], {
        actions,
        items: dashboardOnly,
      }).map((a) => a.id),
    ).toEqual(['schedule.exportPdf']);
  });
});

describe('the schedule and absences pages’ quick actions', () => {
  it('offers export PDF, print, publish, create one-off shift, record absence and fill open shifts on the calendar', () => {
    const actions = quickActionsFor('/schedule/month/2026-03', { role: 'MANAGER' });
    expect(actions.map((a) => [a.id, a.event ?? a.to ?? null, a.disabled ?? false])).toEqual([
      ['schedule.exportPdf', 'schedule:export-pdf', false],
      ['schedule.print', 'schedule:print', false],
      ['schedule.publish', 'schedule:publish', false],
      ['schedule.createOneOff', 'schedule:create-one-off', false],
      ['schedule.recordAbsence', 'absences:record', false],
      ['schedule.fillOpenShifts', 'autofill:open', false],
      ['schedule.planByPerson', '/schedule/roster', false],
    ]);
    expect(actions.find((a) => a.id === 'schedule.recordAbsence')?.to).toBe('/staff/absences');
    expect(quickActionsFor('/schedule/week/2026-53', { role: 'MANAGER' }).map((a) => a.id)).toEqual(
      actions.map((a) => a.id),
    );
  });

  it('offers record absence, generate report and bulk import (disabled) on the absences page', () => {
    expect(
      quickActionsFor('/staff/absences', { role: 'MANAGER' }).map((a) => [
        a.id,
        a.event ?? null,
        a.disabled ?? false,
      ]),
    ).toEqual([
      ['absences.record', 'absences:record', false],
      ['absences.report', 'absences:report', false],
      ['absences.bulkImport', null, true],
    ]);
  });

  it('gives the dashboard’s "View schedule" its target now that the schedule page exists', () => {
    expect(quickActionsFor('/dashboard', { role: 'ADMIN' }).map((a) => a.id)).toEqual([
      'dashboard.viewSchedule',
      'dashboard.addStaff',
      'dashboard.recordAbsence',
      'dashboard.fillOpenShifts',
      'dashboard.settings',
    ]);
  });
});

describe('the roster grid’s quick actions (issue 13)', () => {
  it('offers publish, copy week, undo, fill open shifts, the calendar and record absence on /schedule/roster', () => {
    expect(
      quickActionsFor('/schedule/roster/2026-10', { role: 'MANAGER' }).map((a) => [
        a.id,
        a.event ?? a.to ?? null,
      ]),
    ).toEqual([
      ['roster.publish', 'schedule:publish'],
      ['roster.copyWeek', 'roster:copy-week'],
      ['roster.undo', 'roster:undo'],
      ['roster.fillOpenShifts', 'autofill:open'],
      ['roster.viewCalendar', '/schedule'],
      ['roster.recordAbsence', 'absences:record'],
    ]);
  });
});

describe('quick actions for a STAFF member (docs/roles.md)', () => {
  it('offers none of the actions that record, add or change anything, on any page', () => {
    const offered = (pathname: string) => quickActionsFor(pathname, { role: 'STAFF' }).map((a) => a.id);
    expect(offered('/dashboard')).toEqual(['dashboard.viewSchedule']);
    expect(offered('/schedule/month/2026-03')).toEqual([
      'schedule.exportPdf',
      'schedule.print',
      'schedule.planByPerson',
    ]);
    expect(offered('/schedule/roster/2026-10')).toEqual(['roster.viewCalendar']);
    expect(offered('/staff')).toEqual(['staff.exportList']);
    expect(offered('/schedule/shifts')).toEqual([]);
    expect(offered('/staff/absences')).toEqual(['absences.report']);
    // A manager keeps them, and only an admin is sent to the workspace settings.
    expect(quickActionsFor('/dashboard', { role: 'MANAGER' }).map((a) => a.id)).toEqual([
      'dashboard.viewSchedule',
      'dashboard.addStaff',
      'dashboard.recordAbsence',
      'dashboard.fillOpenShifts',
    ]);
  });

  it('leaves a remembered "Record absence" out of the recent actions', () => {
    expect(
      recentActionsFor('/dashboard', ['dashboard.recordAbsence', 'dashboard.viewSchedule'], {
        role: 'STAFF',
      }).map((a) => a.id),
    ).toEqual(['dashboard.viewSchedule']);
  });
});
