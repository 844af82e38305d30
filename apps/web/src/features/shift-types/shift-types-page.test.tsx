import type { ShiftType } from '@openrota/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emitPageEvent } from '@/lib/page-events';
import { buildWorkspace } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { buildShiftType, ok } from '@/test/staff-factories';
import { ShiftTypesPage } from './shift-types-page';

let shiftTypes: ShiftType[];

beforeEach(() => {
  resetApp();
  const workspace = buildWorkspace();
  signIn({ workspaces: [workspace], selected: workspace });
  shiftTypes = [
    buildShiftType({ name: 'Night', shortName: 'N', startTime: '22:00', endTime: '06:00', order: 1 }),
    buildShiftType({ name: 'Day', order: 0 }),
  ];
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('ShiftTypesPage', () => {
  it('lists the shift types by order with their hours, an overnight shift counting past midnight', async () => {
    fakeApi([{ method: 'GET', path: '/api/shift-types', reply: ok(shiftTypes) }]);
    renderPage(<ShiftTypesPage />);
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Day',
      'Night',
    ]);
    expect(within(rows[2]!).getByText('8 h')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reorder Night' })).toBeTruthy();
  });

  it('refuses an empty name and a malformed colour, then creates the shift type with empty fields left out', async () => {
    const user = userEvent.setup();
    const api = fakeApi([
      { method: 'GET', path: '/api/shift-types', reply: ok(shiftTypes) },
      {
        method: 'POST',
        path: '/api/shift-types',
        reply: (r) => [201, { success: true, data: buildShiftType(r.body as Partial<ShiftType>) }],
      },
    ]);
    renderPage(<ShiftTypesPage />);
    await screen.findByText('Night');
    act(() => void emitPageEvent('shift-types:add'));
    const dialog = await screen.findByRole('dialog', { name: 'Add shift type' });
    expect((within(dialog).getByLabelText('Colour') as HTMLInputElement).value).toBe('#10b981');

    await user.type(within(dialog).getByLabelText('Name'), '   ');
    await user.clear(within(dialog).getByLabelText('Colour'));
    await user.type(within(dialog).getByLabelText('Colour'), '#12345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Colour must be # followed by 6 hex digits')).toBeTruthy();
    expect(api.find('POST', '/api/shift-types')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), ' Late ');
    await user.type(within(dialog).getByLabelText('Colour'), 'f');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.find('POST', '/api/shift-types')).toHaveLength(1));
    expect(api.find('POST', '/api/shift-types')[0]!.body).toEqual({
      name: 'Late',
      color: '#12345f',
      order: 2,
    });
  });

  it('shows the server message when a shift type in use cannot be deleted', async () => {
    const user = userEvent.setup();
    fakeApi([
      { method: 'GET', path: '/api/shift-types', reply: ok(shiftTypes) },
      {
        method: 'DELETE',
        path: /\/api\/shift-types\//,
        reply: [409, { success: false, error: 'Night is used by 3 staff members', code: 'CONFLICT' }],
      },
    ]);
    renderPage(<ShiftTypesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Night' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Night is used by 3 staff members')).toBeTruthy();
  });

  it('tells a screen reader in Dutch which shift type moves over which, and where it stays, by name and place', async () => {
    await i18next.changeLanguage('nl');
    const user = userEvent.setup();
    fakeApi([{ method: 'GET', path: '/api/shift-types', reply: ok(shiftTypes) }]);
    renderPage(<ShiftTypesPage />);
    const handle = await screen.findByRole('button', { name: 'Night verplaatsen' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sorteerbaar');
    const instructions = document.getElementById(handle.getAttribute('aria-describedby')!);
    expect(instructions?.textContent).toMatch(/^Druk op Spatie of Enter om een diensttype op te pakken/);
    handle.focus();
    await user.keyboard(' ');
    const status = screen.getByRole('status');
    // On pick-up dnd-kit finds the row it is over (here, without a layout, the first) and says so
    // after the pick-up itself.
    await waitFor(() => expect(status.textContent).toBe('Night is boven Day: plek 1 van 2.'));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(status.textContent).toBe('Verplaatsen van Night geannuleerd. Het blijft op plek 2 van 2.'),
    );
  });

  it('shows a STAFF member the list without add, edit, delete or drag (docs/roles.md)', async () => {
    const workspace = buildWorkspace({ role: 'STAFF' });
    signIn({ workspaces: [workspace], selected: workspace });
    fakeApi([{ method: 'GET', path: '/api/shift-types', reply: ok(shiftTypes) }]);
    renderPage(<ShiftTypesPage />);
    await screen.findByText('Night');
    expect(within(screen.getByRole('table')).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    act(() => void emitPageEvent('shift-types:add'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers a STAFF member no add button on an empty list', async () => {
    const workspace = buildWorkspace({ role: 'STAFF' });
    signIn({ workspaces: [workspace], selected: workspace });
    fakeApi([{ method: 'GET', path: '/api/shift-types', reply: ok([]) }]);
    renderPage(<ShiftTypesPage />);
    await screen.findByText(/No shift types/);
    expect(screen.queryByRole('button', { name: 'Add shift type' })).toBeNull();
  });

  it('cuts a 100-character name to one line with the whole name in its title, the buttons kept beside it', async () => {
    const name =
      'Extended weekend night shift covering the intensive care unit north wing and the step-down beds, two';
    expect(name).toHaveLength(100);
    fakeApi([{ method: 'GET', path: '/api/shift-types', reply: ok([buildShiftType({ name })]) }]);
    renderPage(<ShiftTypesPage />);
    const cell = await screen.findByText(name);
    expect(cell.getAttribute('title')).toBe(name);
    expect(cell.className).toContain('truncate');
    expect(screen.getByRole('button', { name: `Edit ${name}` })).toBeTruthy();
  });
});
