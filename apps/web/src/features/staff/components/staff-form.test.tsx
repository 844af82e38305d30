import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildWorkspace } from '@/test/factories';
import { fakeApi, NOT_FOUND } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { buildShiftType, buildSkill, buildStaff, ok } from '@/test/staff-factories';
import { StaffPage } from '../staff-page';
import { findOpenDialog } from '@/test/dialogs';

const workspace = buildWorkspace();
const night = buildShiftType({ name: 'Night' });

function serve(staff = [] as ReturnType<typeof buildStaff>[]) {
  return fakeApi([
    { method: 'GET', path: '/api/staff', reply: ok(staff) },
    // The Contract column reads the contracts in force in one request (none here).
    { method: 'GET', path: '/api/staff/contracts', reply: ok([]) },
    { method: 'GET', path: /\/api\/workspaces\/[^/]+\/license-info$/, reply: NOT_FOUND },
    // The edit dialog shows the member's calendar subscription (none here).
    { method: 'GET', path: /\/api\/staff\/[^/]+\/calendar-feed$/, reply: ok({ feed: null }) },
    { method: 'GET', path: '/api/shift-types', reply: ok([night]) },
    {
      method: 'POST',
      path: '/api/staff',
      reply: (r) => [
        201,
        {
          success: true,
          data: buildStaff({ ...(r.body as object), id: '00000000-0000-4000-8000-00000000abcd' }),
        },
      ],
    },
    { method: 'PUT', path: /\/api\/staff\/[^/]+\/skills$/, reply: ok([]) },
    { method: 'PUT', path: /\/api\/workspaces\/[^/]+\/onboarding$/, reply: ok(workspace) },
  ]);
}

beforeEach(() => {
  resetApp();
  signIn({ workspaces: [workspace], selected: workspace });
});

async function openAddForm() {
  const user = userEvent.setup();
  renderPage(<StaffPage />);
  await screen.findByText('No staff yet. Add your first team member.');
  await user.click(screen.getByRole('button', { name: 'Add staff' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add staff member' }) };
}

describe('staff form', () => {
  it('derives the short name from the name while it is untouched', async () => {
    serve();
    const { user, dialog } = await openAddForm();
    await user.type(within(dialog).getByLabelText('Name'), 'Anna de Vries');
    expect((within(dialog).getByLabelText('Short name') as HTMLInputElement).value).toBe('AV');
    expect(within(dialog).getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(within(dialog).getByLabelText('Phone').getAttribute('type')).toBe('tel');
    expect(within(dialog).getByRole('checkbox', { name: 'Active' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('keeps a short name the user typed when the name changes', async () => {
    serve();
    const { user, dialog } = await openAddForm();
    await user.type(within(dialog).getByLabelText('Name'), 'Anna');
    await user.clear(within(dialog).getByLabelText('Short name'));
    await user.type(within(dialog).getByLabelText('Short name'), 'AnnaV');
    await user.type(within(dialog).getByLabelText('Name'), ' de Vries');
    expect((within(dialog).getByLabelText('Short name') as HTMLInputElement).value).toBe('AnnaV');
  });

  it('goes on deriving when the typed short name equals the derived one', async () => {
    serve();
    const { user, dialog } = await openAddForm();
    await user.type(within(dialog).getByLabelText('Name'), 'Anna');
    await user.clear(within(dialog).getByLabelText('Short name'));
    await user.type(within(dialog).getByLabelText('Short name'), 'Ann');
    await user.type(within(dialog).getByLabelText('Name'), ' de Vries');
    expect((within(dialog).getByLabelText('Short name') as HTMLInputElement).value).toBe('AV');
  });

  it('ignores an empty name, then creates the first member, saves the skills and re-evaluates onboarding', async () => {
    const api = serve();
    const { user, dialog } = await openAddForm();
    await user.type(within(dialog).getByLabelText('Name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.find('POST', '/api/staff')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Bram');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Night' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests.some((r) => r.path.endsWith('/skills'))).toBe(true));
    expect(api.find('POST', '/api/staff')[0]!.body).toEqual({
      name: 'Bram',
      shortName: 'Bra',
      email: null,
      phone: null,
      active: true,
      userId: null,
    });
    expect(api.requests.filter((r) => r.path.endsWith('/onboarding'))).toHaveLength(1);
    expect(api.find('PUT', '/api/staff/00000000-0000-4000-8000-00000000abcd/skills')[0]!.body).toEqual([
      night.id,
    ]);
  });
});

describe('staff form skills (issue 10: skills of a new member were lost)', () => {
  const early = buildShiftType({ name: 'Early', order: 0 });
  const day = buildShiftType({ name: 'Day', order: 1 });
  const late = buildShiftType({ name: 'Night', order: 2 });

  /** A server that keeps what it is sent: GET answers the members as stored. */
  function statefulServer() {
    const stored: ReturnType<typeof buildStaff>[] = [];
    const types = [early, day, late];
    return fakeApi([
      { method: 'GET', path: '/api/staff', reply: () => ok(stored.map((m) => ({ ...m }))) },
      // The Contract column reads the contracts in force in one request (none here).
      { method: 'GET', path: '/api/staff/contracts', reply: ok([]) },
      { method: 'GET', path: /\/api\/workspaces\/[^/]+\/license-info$/, reply: NOT_FOUND },
      // The edit dialog shows the member's calendar subscription (none here).
      { method: 'GET', path: /\/api\/staff\/[^/]+\/calendar-feed$/, reply: ok({ feed: null }) },
      { method: 'GET', path: '/api/shift-types', reply: ok(types) },
      {
        method: 'POST',
        path: '/api/staff',
        reply: (r) => {
          const member = buildStaff({
            ...(r.body as object),
            id: '00000000-0000-4000-8000-00000000beef',
            skills: [],
          });
          stored.push(member);
          return [201, { success: true, data: member }];
        },
      },
      {
        method: 'PUT',
        path: /\/api\/staff\/[^/]+$/,
        reply: (r) => {
          const member = stored.find((m) => r.path.endsWith(m.id))!;
          Object.assign(member, r.body as object);
          return ok(member);
        },
      },
      {
        method: 'PUT',
        path: /\/api\/staff\/[^/]+\/skills$/,
        reply: (r) => {
          const member = stored.find((m) => r.path.includes(m.id))!;
          member.skills = (r.body as string[]).map((id) => buildSkill(types.find((t) => t.id === id)!));
          return ok(member.skills);
        },
      },
      { method: 'PUT', path: /\/api\/workspaces\/[^/]+\/onboarding$/, reply: ok(workspace) },
    ]);
  }

  it('shows the skills picked at creation in the list, the edit form and the skills dialog, and keeps them when one is added', async () => {
    statefulServer();
    const { user, dialog } = await openAddForm();
    await user.type(within(dialog).getByLabelText('Name'), 'Bram');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Early' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Day' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('2 skills')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Skills of Bram' }));
    const skills = await findOpenDialog(/Bram/);
    expect(within(skills).queryByText('No skills yet')).toBeNull();
    expect(within(skills).getByText('Early')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Edit Bram' }));
    const edit = await findOpenDialog('Edit staff member');
    expect(within(edit).getByRole('checkbox', { name: 'Early' }).getAttribute('aria-checked')).toBe('true');
    expect(within(edit).getByRole('checkbox', { name: 'Day' }).getAttribute('aria-checked')).toBe('true');
    await user.click(within(edit).getByRole('checkbox', { name: 'Night' }));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('3 skills')).toBeTruthy();
  });
});

describe('deactivating a member (issue 10)', () => {
  it('says how many of their shifts unticking Active opens, before saving', async () => {
    const anna = buildStaff({ name: 'Anna de Vries' });
    const api = fakeApi([
      { method: 'GET', path: '/api/staff', reply: ok([anna]) },
      // The Contract column reads the contracts in force in one request (none here).
      { method: 'GET', path: '/api/staff/contracts', reply: ok([]) },
      { method: 'GET', path: /\/api\/workspaces\/[^/]+\/license-info$/, reply: NOT_FOUND },
      // The edit dialog shows the member's calendar subscription (none here).
      { method: 'GET', path: /\/api\/staff\/[^/]+\/calendar-feed$/, reply: ok({ feed: null }) },
      { method: 'GET', path: '/api/shift-types', reply: ok([]) },
      {
        method: 'GET',
        path: `/api/staff/${anna.id}/deactivation-preview`,
        reply: ok({ openedShifts: 7, weeks: 4, startDate: '2026-03-04', endDate: '2026-03-31' }),
      },
      {
        method: 'PUT',
        path: `/api/staff/${anna.id}`,
        reply: (r) => ok({ ...anna, ...(r.body as object), inactiveFrom: '2026-03-04' }),
      },
    ]);
    const user = userEvent.setup();
    renderPage(<StaffPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Anna de Vries' }));
    const dialog = await findOpenDialog('Edit staff member');
    expect(within(dialog).queryByText(/Saving opens/)).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    expect(
      await within(dialog).findByText(
        'Saving opens 7 shifts of theirs in the next 4 weeks: from today their shifts show as open, and urgent when near.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.find('PUT', `/api/staff/${anna.id}`)[0]?.body).toMatchObject({ active: false }),
    );
  });
});

describe('a new member whose skills fail to save (issue 10)', () => {
  it('says so and keeps the form open on the saved member: Save again retries the skills instead of adding the member twice', async () => {
    let skillWrites = 0;
    const created = buildStaff({ name: 'Bram', id: '00000000-0000-4000-8000-00000000cafe' });
    const api = fakeApi([
      { method: 'GET', path: '/api/staff', reply: ok([]) },
      // The Contract column reads the contracts in force in one request (none here).
      { method: 'GET', path: '/api/staff/contracts', reply: ok([]) },
      { method: 'GET', path: /\/api\/workspaces\/[^/]+\/license-info$/, reply: NOT_FOUND },
      // The edit dialog shows the member's calendar subscription (none here).
      { method: 'GET', path: /\/api\/staff\/[^/]+\/calendar-feed$/, reply: ok({ feed: null }) },
      { method: 'GET', path: '/api/shift-types', reply: ok([night]) },
      { method: 'POST', path: '/api/staff', reply: [201, { success: true, data: created }] },
      { method: 'PUT', path: `/api/staff/${created.id}`, reply: ok(created) },
      {
        method: 'PUT',
        path: `/api/staff/${created.id}/skills`,
        reply: () =>
          ++skillWrites === 1
            ? [503, { success: false, error: 'Service unavailable', code: 'UNAVAILABLE' }]
            : ok([]),
      },
      { method: 'PUT', path: /\/api\/workspaces\/[^/]+\/onboarding$/, reply: ok(workspace) },
    ]);
    const { user, dialog } = await openAddForm();
    await user.type(within(dialog).getByLabelText('Name'), 'Bram');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Night' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The staff member was saved, but their skills were not. Save again to retry.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(skillWrites).toBe(2));
    expect(api.find('POST', '/api/staff')).toHaveLength(1);
    expect(api.find('PUT', `/api/staff/${created.id}/skills`).map((r) => r.body)).toEqual([
      [night.id],
      [night.id],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
