import type { Absence, Conflict, Staff } from '@openrota/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitPageEvent } from '@/lib/page-events';
import { buildWorkspace } from '@/test/factories';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { buildShiftType, buildSkill, buildStaff, ok } from '@/test/staff-factories';
import { candidatesRoute } from '@/test/rule-checks';
import { AbsencesPage } from './absences-page';

const day = buildShiftType({ name: 'Day', shortName: 'D' });
const anna = buildStaff({ name: 'Anna de Vries', shortName: 'AV', skills: [buildSkill(day)] });
const bob = buildStaff({ name: 'Bob Jansen', shortName: 'BJ', skills: [buildSkill(day)] });
const staff = [anna, bob];

let counter = 0;
function buildAbsence(member: Staff, overrides: Partial<Absence> = {}): Absence {
  const id = `00000000-0000-4000-a000-${String(++counter).padStart(12, '0')}`;
  return {
    id,
    staffId: member.id,
    staff: { id: member.id, name: member.name, shortName: member.shortName },
    startDate: '2026-03-05',
    endDate: '2026-03-06',
    reason: null,
    type: 'VACATION',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const pageOf = (items: Absence[], total = items.length, page = 1) =>
  ok({ items, total, totalPages: Math.ceil(total / 10), page, limit: 10 });

/** The routes every render needs, plus `extra` first (so they win). */
function api(extra: FakeRoute[] = [], absences: Absence[] = [], conflicts: Conflict[] = []) {
  return fakeApi([
    ...extra,
    { method: 'GET', path: '/api/staff', reply: ok(staff) },
    { method: 'GET', path: '/api/shift-types', reply: ok([day]) },
    { method: 'GET', path: '/api/absences', reply: pageOf(absences) },
    { method: 'GET', path: '/api/schedules/conflicts', reply: ok(conflicts) },
  ]);
}

function signInAs(role: 'ADMIN' | 'MANAGER' | 'STAFF' = 'MANAGER') {
  const workspace = buildWorkspace({ role, timeZone: 'Europe/Amsterdam' });
  signIn({ workspaces: [workspace], selected: workspace });
}

beforeEach(() => {
  resetApp();
  // Only the clock: the workspace's today is 2026-03-04 (Amsterdam).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T10:00:00.000Z'));
  signInAs('MANAGER');
});

afterEach(async () => {
  vi.useRealTimers();
  await i18next.changeLanguage('en');
});

const absenceRequests = (calls: ReturnType<typeof fakeApi>) => calls.find('GET', '/api/absences');

describe('AbsencesPage list', () => {
  it('shows 10 absences per page with the total and pages through them', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 10 }, (_, i) => buildAbsence(anna, { reason: `first page ${i}` }));
    const second = [buildAbsence(bob, { reason: 'second page' })];
    const calls = api([
      {
        method: 'GET',
        path: '/api/absences',
        reply: (r) => (r.params.page === 2 ? pageOf(second, 11, 2) : pageOf(first, 11, 1)),
      },
    ]);
    renderPage(<AbsencesPage />);

    const table = await screen.findByRole('table', { name: 'Absences' });
    expect(within(table).getAllByRole('row')).toHaveLength(11); // header + 10
    expect(screen.getByText('Page 1 of 2 · 11 absences')).toBeTruthy();
    expect(absenceRequests(calls)[0]!.params).toEqual({ page: 1, limit: 10 });
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('second page')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2 · 11 absences')).toBeTruthy();
    expect(absenceRequests(calls).at(-1)!.params).toEqual({ page: 2, limit: 10 });
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends the staff and date filters as query parameters', async () => {
    const user = userEvent.setup();
    const calls = api([], [buildAbsence(anna)]);
    renderPage(<AbsencesPage />);
    await screen.findByRole('table', { name: 'Absences' });

    await user.selectOptions(screen.getByLabelText('Staff member'), 'Bob Jansen');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(absenceRequests(calls).at(-1)!.params).toEqual({
        page: 1,
        limit: 10,
        staffId: bob.id,
        startDate: '2026-03-01',
        endDate: '2026-03-31',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect((screen.getByLabelText('Staff member') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Until') as HTMLInputElement).value).toBe('');
  });

  it('shows the fetch error', async () => {
    api([{ method: 'GET', path: '/api/absences', reply: [500, { success: false }] }]);
    renderPage(<AbsencesPage />);
    expect(await screen.findByText('Failed to fetch absences. Please try again.')).toBeTruthy();
  });
});

describe('AbsencesPage record and edit dialog', () => {
  it('checks staff, dates and their order, then sends the dates at noon', async () => {
    const user = userEvent.setup();
    const created = buildAbsence(anna);
    const calls = api([
      { method: 'POST', path: '/api/absences', reply: [201, { success: true, data: created }] },
    ]);
    renderPage(<AbsencesPage />);

    await user.click(await screen.findByRole('button', { name: 'Record absence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record absence' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Staff member is required')).toBeTruthy();
    expect(within(dialog).getByText('Start date is required')).toBeTruthy();
    expect(within(dialog).getByText('End date is required')).toBeTruthy();

    await user.selectOptions(within(dialog).getByLabelText('Staff member'), 'Anna de Vries');
    fireEvent.change(within(dialog).getByLabelText('Start date'), { target: { value: '2026-03-10' } });
    // The end date follows an empty start; then the user moves it before the start.
    expect((within(dialog).getByLabelText('End date') as HTMLInputElement).value).toBe('2026-03-10');
    fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: '2026-03-05' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('End date must not be before start date')).toBeTruthy();
    expect(within(dialog).queryByText('Staff member is required')).toBeNull();
    expect(calls.find('POST', '/api/absences')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: '2026-03-12' } });
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Sick');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), '  Flu ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.find('POST', '/api/absences')).toHaveLength(1));
    expect(calls.find('POST', '/api/absences')[0]!.body).toEqual({
      staffId: anna.id,
      startDate: '2026-03-10T12:00:00.000Z',
      endDate: '2026-03-12T12:00:00.000Z',
      type: 'SICK',
      reason: 'Flu',
    });
    expect(await screen.findByText('Absence recorded')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('counts the reason’s characters near its 500 limit instead of cutting it silently', async () => {
    const user = userEvent.setup();
    api();
    renderPage(<AbsencesPage />);
    await user.click(await screen.findByRole('button', { name: 'Record absence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record absence' });
    const reason = within(dialog).getByLabelText('Reason (optional)');
    fireEvent.change(reason, { target: { value: 'x'.repeat(120) } });
    expect(within(dialog).queryByText(/characters/)).toBeNull();
    fireEvent.change(reason, { target: { value: 'x'.repeat(420) } });
    expect(within(dialog).getByText('420/500 characters')).toBeTruthy();
    expect(reason.getAttribute('aria-describedby')).toContain('absence-reason-count');
  });

  it('shows the server message when recording fails and keeps the dialog open', async () => {
    const user = userEvent.setup();
    api([
      {
        method: 'POST',
        path: '/api/absences',
        reply: [400, { success: false, error: 'Staff member not found', code: 'VALIDATION_ERROR' }],
      },
    ]);
    renderPage(<AbsencesPage />);
    await user.click(await screen.findByRole('button', { name: 'Record absence' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Staff member'), 'Anna de Vries');
    fireEvent.change(within(dialog).getByLabelText('Start date'), { target: { value: '2026-03-10' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Staff member not found')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('opens edit mode prefilled and saves with PUT', async () => {
    const user = userEvent.setup();
    const absence = buildAbsence(bob, {
      startDate: '2026-03-09',
      endDate: '2026-03-13',
      type: 'TRAINING',
      reason: 'Course',
    });
    const calls = api(
      [{ method: 'PUT', path: `/api/absences/${absence.id}`, reply: ok(absence) }],
      [absence],
    );
    renderPage(<AbsencesPage />);

    await user.click(await screen.findByRole('button', { name: 'Edit absence of Bob Jansen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit absence' });
    expect((within(dialog).getByLabelText('Staff member') as HTMLSelectElement).value).toBe(bob.id);
    expect((within(dialog).getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-03-09');
    expect((within(dialog).getByLabelText('End date') as HTMLInputElement).value).toBe('2026-03-13');
    expect((within(dialog).getByLabelText('Type') as HTMLSelectElement).value).toBe('TRAINING');
    expect((within(dialog).getByLabelText('Reason (optional)') as HTMLTextAreaElement).value).toBe('Course');

    fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: '2026-03-11' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find('PUT', `/api/absences/${absence.id}`)).toHaveLength(1));
    expect(calls.find('PUT', `/api/absences/${absence.id}`)[0]!.body).toEqual({
      staffId: bob.id,
      startDate: '2026-03-09T12:00:00.000Z',
      endDate: '2026-03-11T12:00:00.000Z',
      type: 'TRAINING',
      reason: 'Course',
    });
    expect(await screen.findByText('Absence updated')).toBeTruthy();
  });

  it('opens the record dialog on the quick action event', async () => {
    api();
    renderPage(<AbsencesPage />);
    await screen.findByRole('button', { name: 'Record absence' });
    emitPageEvent('absences:record');
    expect(await screen.findByRole('dialog', { name: 'Record absence' })).toBeTruthy();
  });
});

describe('AbsencesPage report', () => {
  it('downloads a CSV of every absence matching the filters on the generate-report quick action', async () => {
    const user = userEvent.setup();
    let blob: Blob | null = null;
    const createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:report';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const absence = buildAbsence(anna, {
      startDate: '2026-03-05',
      endDate: '2026-03-07',
      type: 'SICK',
      reason: 'Flu, short',
    });
    const calls = api([], [absence]);
    renderPage(<AbsencesPage />);
    await screen.findByRole('option', { name: 'Anna de Vries' });
    await user.selectOptions(screen.getByLabelText('Staff member'), 'Anna de Vries');
    emitPageEvent('absences:report');

    expect(await screen.findByText('Report downloaded')).toBeTruthy();
    expect(absenceRequests(calls).at(-1)!.params).toEqual({ page: 1, limit: 500, staffId: anna.id });
    const text = await (blob as unknown as Blob).text();
    expect(text.replace('\uFEFF', '').split('\r\n')).toEqual([
      'Staff member,Short name,Type,Start date,End date,Days,Reason',
      'Anna de Vries,AV,Sick,2026-03-05,2026-03-07,3,"Flu, short"',
    ]);
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });
});

describe('AbsencesPage delete', () => {
  it('asks for confirmation before DELETE', async () => {
    const user = userEvent.setup();
    const absence = buildAbsence(anna);
    const calls = api(
      [{ method: 'DELETE', path: `/api/absences/${absence.id}`, reply: ok(null) }],
      [absence],
    );
    renderPage(<AbsencesPage />);

    await user.click(await screen.findByRole('button', { name: 'Delete absence of Anna de Vries' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete absence' });
    expect(
      within(confirm).getByText(
        'Are you sure you want to delete this absence of Anna de Vries (5 Mar 2026 – 6 Mar 2026)?',
      ),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.find('DELETE', `/api/absences/${absence.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete absence of Anna de Vries' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.find('DELETE', `/api/absences/${absence.id}`)).toHaveLength(1));
    expect(await screen.findByText('Absence deleted')).toBeTruthy();
  });

  it('tells the user when the delete fails', async () => {
    const user = userEvent.setup();
    const absence = buildAbsence(anna);
    api(
      [{ method: 'DELETE', path: `/api/absences/${absence.id}`, reply: [500, { success: false }] }],
      [absence],
    );
    renderPage(<AbsencesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete absence of Anna de Vries' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete absence. Please try again.')).toBeTruthy();
  });
});

describe('AbsencesPage for the STAFF role', () => {
  it('hides record, edit, delete and create-override buttons', async () => {
    signInAs('STAFF');
    const user = userEvent.setup();
    const absence = buildAbsence(anna);
    api([], [absence], [conflictOf(anna)]);
    renderPage(<AbsencesPage />);
    const table = await screen.findByRole('table', { name: 'Absences' });
    expect(within(table).getByText('Anna de Vries')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record absence' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit absence/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete absence/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: /Show schedule conflicts/ }));
    expect(await screen.findByText('Day on Mon 9 Mar 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Create override/ })).toBeNull();
  });
});

describe('AbsencesPage with what the server sends a STAFF member (docs/roles.md)', () => {
  it('lists colleagues from directory entries and their absences without a reason', async () => {
    signInAs('STAFF');
    const directory = staff.map(({ id, name, shortName, active, skills }) => ({
      id,
      name,
      shortName,
      active,
      skills,
    }));
    const { reason: _hidden, ...withoutReason } = buildAbsence(bob, { reason: 'Private' });
    fakeApi([
      { method: 'GET', path: '/api/staff', reply: ok(directory) },
      { method: 'GET', path: '/api/shift-types', reply: ok([day]) },
      {
        method: 'GET',
        path: '/api/absences',
        reply: ok({ items: [withoutReason], total: 1, totalPages: 1, page: 1, limit: 10 }),
      },
      { method: 'GET', path: '/api/schedules/conflicts', reply: ok([]) },
    ]);
    renderPage(<AbsencesPage />);
    const table = await screen.findByRole('table', { name: 'Absences' });
    const row = within(table).getByText('Bob Jansen').closest('tr')!;
    expect(row.textContent).toContain('–');
    expect(row.textContent).not.toContain('undefined');
    expect(row.textContent).not.toContain('Private');
  });
});

describe('AbsencesPage calendar', () => {
  it('shows 42 Monday-first day cells and puts an absence on each of its days', async () => {
    const user = userEvent.setup();
    const absence = buildAbsence(anna, { startDate: '2026-03-05', endDate: '2026-03-06' });
    const calls = api([], [absence]);
    renderPage(<AbsencesPage />);
    await user.click(await screen.findByRole('tab', { name: 'Calendar' }));

    const calendar = await screen.findByRole('table', { name: 'Absences in March 2026' });
    expect(within(calendar).getAllByRole('cell')).toHaveLength(42);
    const headers = within(calendar)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    await waitFor(() => expect(absenceRequests(calls).some((r) => r.params.limit === 100)).toBe(true));
    expect(absenceRequests(calls).find((r) => r.params.limit === 100)!.params).toEqual({
      page: 1,
      startDate: '2026-02-23',
      endDate: '2026-04-05',
      limit: 100,
    });

    const cell = (name: string) => within(calendar).getByRole('cell', { name: new RegExp(`^${name}`) });
    await waitFor(() =>
      expect(within(cell('Thursday 5 March 2026')).queryByText('Anna de Vries')).toBeTruthy(),
    );
    expect(within(cell('Friday 6 March 2026')).getByText('Anna de Vries')).toBeTruthy();
    expect(within(cell('Saturday 7 March 2026')).queryByText('Anna de Vries')).toBeNull();
    expect(within(cell('Wednesday 4 March 2026')).queryByText('Anna de Vries')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('table', { name: 'Absences in April 2026' })).toBeTruthy();
    await waitFor(() =>
      expect(absenceRequests(calls).at(-1)!.params).toMatchObject({
        startDate: '2026-03-30',
        endDate: '2026-05-10',
        limit: 100,
      }),
    );
  });
});

function conflictOf(member: Staff, overrides: Partial<Conflict> = {}): Conflict {
  return {
    date: '2026-03-09',
    shiftType: {
      id: day.id,
      name: day.name,
      shortName: day.shortName,
      color: day.color,
      startTime: day.startTime,
      endTime: day.endTime,
    },
    staff: { id: member.id, name: member.name, shortName: member.shortName },
    entryId: `rotation-slot-2026-03-09`,
    entryType: 'ROTATION',
    rotationSlotId: '00000000-0000-4000-b000-000000000001',
    scheduleEntryId: null,
    absenceId: '00000000-0000-4000-b000-000000000002',
    absenceType: 'SICK',
    ...overrides,
  };
}

describe('AbsencesPage conflicts', () => {
  it('lists the conflicts of the next 30 days and creates an override from one', async () => {
    const user = userEvent.setup();
    const conflict = conflictOf(anna);
    const calls = api(
      [
        { method: 'POST', path: '/api/schedules/override', reply: [201, { success: true, data: {} }] },
        candidatesRoute(staff, { [anna.id]: { state: 'ABSENT', violations: [] } }),
      ],
      [buildAbsence(anna, { startDate: '2026-03-09', endDate: '2026-03-10', type: 'SICK' })],
      [conflict],
    );
    renderPage(<AbsencesPage />);

    const toggle = await screen.findByRole('button', { name: /Show schedule conflicts/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(toggle.textContent).toContain('1 conflict'));
    expect(calls.find('GET', '/api/schedules/conflicts')[0]!.params).toEqual({
      startDate: '2026-03-04',
      endDate: '2026-04-02',
    });

    await user.click(toggle);
    const list = await screen.findByRole('list', { name: 'Schedule conflicts in the next 30 days' });
    expect(within(list).getByText('Day on Mon 9 Mar 2026')).toBeTruthy();
    expect(within(list).getByText('Anna de Vries is absent (Sick)')).toBeTruthy();

    await user.click(
      within(list).getByRole('button', { name: 'Create override for Anna de Vries, Day on Mon 9 Mar 2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reassign Staff' });
    const select = await within(dialog).findByLabelText('Replacement staff');
    // Anna is the absent one: only Bob is offered, as fitting.
    await within(select).findByRole('option', { name: 'Bob Jansen — fits' });
    expect(within(select).queryByRole('option', { name: /Anna de Vries/ })).toBeNull();
    expect(calls.find('GET', '/api/schedules/candidates')[0]!.params).toEqual({
      date: '2026-03-09',
      shiftTypeId: day.id,
    });
    await user.selectOptions(select, 'Bob Jansen — fits');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.find('POST', '/api/schedules/override')).toHaveLength(1));
    expect(calls.find('POST', '/api/schedules/override')[0]!.body).toMatchObject({
      date: '2026-03-09',
      shiftTypeId: day.id,
      rotationSlotId: conflict.rotationSlotId,
      originalStaffId: anna.id,
      staffId: bob.id,
    });
  });

  it('says so when there are no conflicts', async () => {
    const user = userEvent.setup();
    api();
    renderPage(<AbsencesPage />);
    await user.click(await screen.findByRole('button', { name: /Show schedule conflicts/ }));
    expect(await screen.findByText('No conflicts in the next 30 days.')).toBeTruthy();
  });
});

describe('AbsencesPage in Dutch', () => {
  it('shows the actions, types and validation messages in nl', async () => {
    await i18next.changeLanguage('nl');
    const user = userEvent.setup();
    api([], [buildAbsence(anna, { type: 'SICK' })]);
    renderPage(<AbsencesPage />);
    expect(await screen.findByRole('heading', { name: 'Afwezigheid' })).toBeTruthy();
    expect(await screen.findByText('Ziek')).toBeTruthy();
    expect(screen.getByText('Pagina 1 van 1 · 1 afwezigheid')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Afwezigheid registreren' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(within(dialog).getByText('Medewerker is verplicht')).toBeTruthy();
  });
});
