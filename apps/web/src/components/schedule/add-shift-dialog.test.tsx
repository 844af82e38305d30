import type { RotationPattern } from '@openrota/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildWorkspace } from '@/test/factories';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { buildViolation, candidatesRoute, ruleViolationReply } from '@/test/rule-checks';
import { resetApp, signIn } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { buildPattern, buildShiftType, buildStaff } from '@/test/rotation-factories';
import { buildEntry } from '@/test/schedule-factories';
import { ok } from '@/test/staff-factories';
import { AddShiftDialog } from './add-shift-dialog';
import { OneOffForm } from './one-off-form';

const early = buildShiftType({ name: 'Early', startTime: '07:00', endTime: '15:00' });
const night = buildShiftType({ name: 'Night', startTime: '22:00', endTime: '06:00' });
const anna = buildStaff({ name: 'Anna' }, [early]);
const bob = buildStaff({ name: 'Bob' }, [early, night]);
const carl = buildStaff({ name: 'Carl', active: false }, [night]);
// Monday 2 March 2026, two weeks.
const ward = buildPattern({ name: 'Ward rota', startDate: '2026-03-02', weekCount: 2 });
const old = buildPattern({ name: 'Old rota', active: false });

function api(patterns: RotationPattern[], extra: FakeRoute[] = []) {
  return fakeApi([
    ...extra,
    { method: 'GET', path: '/api/rotation-patterns', reply: ok(patterns) },
    { method: 'GET', path: '/api/shift-types', reply: ok([early, night]) },
    { method: 'GET', path: '/api/staff', reply: ok([anna, bob, carl]) },
    candidatesRoute([anna, bob, carl]),
  ]);
}

beforeEach(() => {
  resetApp();
  const workspace = buildWorkspace({ onboardingCompleted: true, timeZone: 'Europe/Amsterdam' });
  signIn({ workspaces: [workspace], selected: workspace });
  // 23:30 UTC on 4 March is already 5 March in Amsterdam: tomorrow there is 6 March.
  vi.useFakeTimers({ now: new Date('2026-03-04T23:30:00Z'), shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

describe('AddShiftDialog', () => {
  it('defaults to one day after the workspace’s today and hides the rotation tab without active patterns', async () => {
    api([old]);
    renderPage(<AddShiftDialog open onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Shift' });
    expect(((await within(dialog).findByLabelText('Date')) as HTMLInputElement).value).toBe('2026-03-06');
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('tab')
          .map((t) => t.textContent),
      ).toEqual(['One-off Shift']),
    );
  });

  it('rotation tab: preselects the single active pattern and adds the slot on the date’s rotation week and weekday', async () => {
    const user = setup();
    const http = api(
      [ward, old],
      [
        {
          method: 'POST',
          path: `/api/rotation-patterns/${ward.id}/slots`,
          reply: (r) => [201, { success: true, data: { id: 'slot', ...(r.body as object) } }],
        },
      ],
    );
    const onOpenChange = vi.fn();
    renderPage(<AddShiftDialog open onOpenChange={onOpenChange} initialDate="2026-03-18" />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Shift' });
    await user.click(await within(dialog).findByRole('tab', { name: 'Rotation Requirement' }));
    const pattern = within(dialog).getByLabelText('Rotation pattern') as HTMLSelectElement;
    expect(pattern.value).toBe(ward.id);
    expect(
      within(pattern)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a rotation pattern', 'Ward rota']);
    // 16 days after the start: floor(16 / 7) = 2, 2 mod 2 = 0 → week 1; a Wednesday (2).
    expect(within(dialog).getByText('Week 1 of 2, Wednesday')).toBeTruthy();
    expect(within(dialog).getByText(/applies to every cycle of the pattern, retroactively/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add requirement' }));
    expect(within(dialog).getByText('Please select a shift type')).toBeTruthy();
    // Before the start: −5 days → floor(−5 / 7) = −1, non-negative modulo → week 2; a Wednesday.
    await user.clear(within(dialog).getByLabelText('Date'));
    await user.type(within(dialog).getByLabelText('Date'), '2026-02-25');
    expect(within(dialog).getByText('Week 2 of 2, Wednesday')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Shift type'), night.id);
    await user.click(within(dialog).getByLabelText('Optional requirement'));
    await user.click(within(dialog).getByRole('button', { name: 'Add requirement' }));
    await waitFor(() => expect(http.find('POST', `/api/rotation-patterns/${ward.id}/slots`)).toHaveLength(1));
    expect(http.find('POST', `/api/rotation-patterns/${ward.id}/slots`)[0]!.body).toEqual({
      weekNumber: 2,
      dayOfWeek: 2,
      shiftTypeId: night.id,
      requiredCount: 1,
      isOptional: true,
      rotationPatternId: ward.id,
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('rotation tab: with several active patterns one must be chosen; a failure shows the fallback text (docs/product/api-conventions.md#client-error-messages)', async () => {
    const user = setup();
    const other = buildPattern({ name: 'Night rota', startDate: '2026-01-05', weekCount: 4 });
    api(
      [ward, other],
      [{ method: 'POST', path: `/api/rotation-patterns/${other.id}/slots`, reply: [500, {}] }],
    );
    renderPage(<AddShiftDialog open onOpenChange={() => undefined} initialDate="2026-03-18" />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Shift' });
    await user.click(await within(dialog).findByRole('tab', { name: 'Rotation Requirement' }));
    expect((within(dialog).getByLabelText('Rotation pattern') as HTMLSelectElement).value).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Add requirement' }));
    expect(within(dialog).getByText('Please select a rotation pattern')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Rotation pattern'), other.id);
    // 72 days after 5 January: week floor(72 / 7) = 10, 10 mod 4 = 2 → week 3.
    expect(within(dialog).getByText('Week 3 of 4, Wednesday')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Shift type'), early.id);
    await user.click(within(dialog).getByRole('button', { name: 'Add requirement' }));
    expect(
      await within(dialog).findByText('Failed to create rotation requirement. Please try again.'),
    ).toBeTruthy();
  });
});

describe('OneOffForm', () => {
  it('requires a date and a shift type, lists only active staff skilled for the type and creates the shift', async () => {
    const user = setup();
    const created = buildEntry(night, { date: '2026-03-09', entryType: 'ONE_OFF' });
    const http = api(
      [],
      [{ method: 'POST', path: '/api/schedules/one-off', reply: [201, { success: true, data: created }] }],
    );
    const onDone = vi.fn();
    renderPage(<OneOffForm initialDate="2026-03-09" onDone={onDone} />);
    await user.clear(await screen.findByLabelText('Date'));
    await user.click(screen.getByRole('button', { name: 'Create one-off shift' }));
    expect(screen.getByText('Date is required')).toBeTruthy();
    expect(screen.getByText('Shift type is required')).toBeTruthy();
    expect(http.find('POST', '/api/schedules/one-off')).toHaveLength(0);

    await user.type(screen.getByLabelText('Date'), '2026-03-09');
    const staff = screen.getByLabelText('Staff (optional)');
    await user.selectOptions(screen.getByLabelText('Shift type'), early.id);
    const options = () =>
      within(staff)
        .getAllByRole('option')
        .map((o) => o.textContent);
    // The candidates of the date and type, each with their working-time state.
    await waitFor(() => expect(options()).toEqual(['Unassigned', 'Anna — fits', 'Bob — fits']));
    expect(http.find('GET', '/api/schedules/candidates').at(-1)!.params).toEqual({
      date: '2026-03-09',
      shiftTypeId: early.id,
    });
    await user.selectOptions(staff, anna.id);
    // Anna cannot work nights: choosing Night drops her; inactive Carl is never offered.
    await user.selectOptions(screen.getByLabelText('Shift type'), night.id);
    expect((staff as HTMLSelectElement).value).toBe('');
    await waitFor(() => expect(options()).toEqual(['Unassigned', 'Bob — fits']));
    await user.type(screen.getByLabelText('Description (optional)'), 'Extra night');
    await user.click(screen.getByRole('button', { name: 'Create one-off shift' }));
    await waitFor(() => expect(http.find('POST', '/api/schedules/one-off')).toHaveLength(1));
    expect(http.find('POST', '/api/schedules/one-off')[0]!.body).toEqual({
      date: '2026-03-09',
      shiftTypeId: night.id,
      staffId: null,
      description: 'Extra night',
    });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(created));
  });

  it('a one-off with staff that breaks a working-time rule asks for a reason and is created with it', async () => {
    const user = setup();
    const created = buildEntry(night, { date: '2026-03-09', entryType: 'ONE_OFF' }, bob);
    const violation = buildViolation({ staffId: bob.id, staffName: 'Bob' });
    const http = api(
      [],
      [
        {
          method: 'POST',
          path: '/api/schedules/one-off',
          reply: (r) =>
            (r.body as { acknowledgeViolations?: unknown }).acknowledgeViolations
              ? [201, { success: true, data: created, warnings: [] }]
              : ruleViolationReply([violation]),
        },
      ],
    );
    const onDone = vi.fn();
    renderPage(<OneOffForm initialDate="2026-03-09" onDone={onDone} />);
    await user.selectOptions(await screen.findByLabelText('Shift type'), night.id);
    const staff = screen.getByLabelText('Staff (optional)');
    await user.selectOptions(staff, await within(staff).findByRole('option', { name: 'Bob — fits' }));
    await user.click(screen.getByRole('button', { name: 'Create one-off shift' }));
    const rules = await screen.findByRole('dialog', { name: 'This breaks a working-time rule' });
    expect(within(rules).getByText(violation.message)).toBeTruthy();
    await user.type(within(rules).getByLabelText('Reason to assign anyway'), 'Covering a sick colleague');
    await user.click(within(rules).getByRole('button', { name: 'Assign anyway' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(created));
    expect(http.find('POST', '/api/schedules/one-off').map((r) => r.body)).toEqual([
      { date: '2026-03-09', shiftTypeId: night.id, staffId: bob.id, description: null },
      {
        date: '2026-03-09',
        shiftTypeId: night.id,
        staffId: bob.id,
        description: null,
        acknowledgeViolations: { reason: 'Covering a sick colleague' },
      },
    ]);
  });

  it('shows the server’s message, or the fallback text when there is none (docs/product/api-conventions.md#client-error-messages)', async () => {
    const user = setup();
    let reply: [number, unknown] = [
      400,
      { success: false, error: 'Staff member is not skilled for this shift type', code: 'VALIDATION' },
    ];
    api([], [{ method: 'POST', path: '/api/schedules/one-off', reply: () => reply }]);
    renderPage(<OneOffForm initialDate="2026-03-09" />);
    await user.selectOptions(await screen.findByLabelText('Shift type'), early.id);
    await user.click(screen.getByRole('button', { name: 'Create one-off shift' }));
    expect(await screen.findByText('Staff member is not skilled for this shift type')).toBeTruthy();
    reply = [500, {}];
    await user.click(screen.getByRole('button', { name: 'Create one-off shift' }));
    expect(await screen.findByText('Failed to create one-off shift. Please try again.')).toBeTruthy();
  });
});
