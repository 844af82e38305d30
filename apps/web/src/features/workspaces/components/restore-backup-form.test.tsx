import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { buildUser, buildWorkspace } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { WorkspaceCreateCard } from './workspace-create-card';

let nav: ReturnType<typeof resetApp>;
beforeEach(() => {
  nav = resetApp();
  signIn({ workspaces: [] });
});
afterEach(() => vi.restoreAllMocks());

const backup = {
  version: 2,
  exportedAt: '2026-03-04T10:00:00.000Z',
  workspace: { name: 'Ward 5', slug: 'ward-5', timeZone: 'Europe/Amsterdam' },
  shiftTypes: [
    { id: 't1', name: 'Early' },
    { id: 't2', name: 'Late' },
  ],
  staff: [
    { id: 's1', name: 'Anna' },
    { id: 's2', name: 'Bram' },
    { id: 's3', name: 'Cor' },
  ],
  rotationPatterns: [{ id: 'p1', name: 'Rota' }],
  absences: [{ id: 'a1' }],
  scheduleEntries: [{ id: 'e1' }, { id: 'e2' }, { id: 'e3' }, { id: 'e4' }],
  emailSettings: null,
};

const jsonFile = (content: unknown, name = 'openrota-backup-ward-5-2026-03-04.json') =>
  new File([typeof content === 'string' ? content : JSON.stringify(content)], name, {
    type: 'application/json',
  });

async function openRestoreTab(onCreated = vi.fn()) {
  // applyAccept off: the test hands over what a user could pick with "all files".
  const user = userEvent.setup({ applyAccept: false });
  render(
    <QueryClientProvider client={queryClient}>
      <WorkspaceCreateCard onCreated={onCreated} />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('tab', { name: 'Restore from backup' }));
  return { user, onCreated };
}

describe('restore from backup tab', () => {
  it('takes .json files only and starts with nothing to restore', async () => {
    await openRestoreTab();
    const input = screen.getByLabelText('Backup file');
    expect(input.getAttribute('accept')).toBe('.json,application/json');
    expect(screen.getByRole('button', { name: 'Restore workspace' })).toHaveProperty('disabled', true);
    expect(screen.getByText('No file chosen')).toBeTruthy();
  });

  it('shows the backup’s details with the name pre-filled, then restores, refreshes the user, selects the new workspace as admin and opens the dashboard', async () => {
    const restored = buildWorkspace({ name: 'Ward 5 (copy)', role: 'ADMIN' });
    const me = { user: buildUser(), workspaces: [restored] };
    const api = fakeApi([
      {
        method: 'POST',
        path: '/api/workspaces/restore',
        reply: [
          201,
          {
            success: true,
            data: { id: restored.id, name: restored.name },
            message: 'Workspace restored successfully',
          },
        ],
      },
      { method: 'GET', path: '/api/auth/me', reply: [200, { success: true, data: me }] },
      {
        method: 'GET',
        path: `/api/workspaces/${restored.id}`,
        reply: [200, { success: true, data: restored }],
      },
    ]);
    const { user, onCreated } = await openRestoreTab();
    await user.upload(screen.getByLabelText('Backup file'), jsonFile(backup));

    const details = await screen.findByRole('region', { name: 'Backup details' });
    expect(screen.getByText('openrota-backup-ward-5-2026-03-04.json')).toBeTruthy();
    expect(within(details).getByText('Ward 5')).toBeTruthy();
    expect(within(details).getByText(/^Exported .*2026/)).toBeTruthy();
    const count = (label: string) => within(details).getByText(label).nextElementSibling?.textContent;
    expect([
      count('Staff'),
      count('Shift types'),
      count('Rotation patterns'),
      count('Absences'),
      count('Schedule changes'),
    ]).toEqual(['3', '2', '1', '1', '4']);
    const name = screen.getByLabelText('New workspace name');
    expect(name).toHaveProperty('value', 'Ward 5');

    await user.clear(name);
    await user.type(name, '  Ward 5 (copy) ');
    await user.click(screen.getByRole('button', { name: 'Restore workspace' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/workspaces/restore',
      'GET /api/auth/me',
      `GET /api/workspaces/${restored.id}`,
    ]);
    expect(api.requests[0]?.body).toEqual({ name: 'Ward 5 (copy)', backupData: backup });
    expect(useAuthStore.getState().workspaces).toEqual([restored]);
    expect(useWorkspaceStore.getState().currentWorkspace).toMatchObject({
      id: restored.id,
      name: 'Ward 5 (copy)',
      role: 'ADMIN',
    });
    expect(nav.assign).toHaveBeenCalledWith('/dashboard');
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: restored.id, role: 'ADMIN' }));
  });

  it.each([
    [
      'a file that is not .json',
      jsonFile(backup, 'backup.txt'),
      'This file is not a valid backup. Choose a .json backup exported from OpenRota.',
    ],
    ['text that is not JSON', jsonFile('{ "version": 2, '), 'The file could not be read as JSON.'],
    [
      'JSON without workspace',
      jsonFile({ version: 2, staff: [] }),
      'This file is not a valid backup. Choose a .json backup exported from OpenRota.',
    ],
    [
      'JSON without version',
      jsonFile({ workspace: { name: 'X' } }),
      'This file is not a valid backup. Choose a .json backup exported from OpenRota.',
    ],
  ])('refuses %s and keeps no backup from before', async (_label, bad, message) => {
    const api = fakeApi([]);
    const { user } = await openRestoreTab();
    const input = screen.getByLabelText('Backup file');
    await user.upload(input, jsonFile(backup));
    expect(await screen.findByRole('region', { name: 'Backup details' })).toBeTruthy();

    await user.upload(input, bad);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('region', { name: 'Backup details' })).toBeNull();
    expect(screen.queryByLabelText('New workspace name')).toBeNull();
    expect(screen.getByRole('button', { name: 'Restore workspace' })).toHaveProperty('disabled', true);
    expect(api.requests).toHaveLength(0);
  });

  it.each([
    [
      'the server message',
      [
        400,
        {
          success: false,
          error: 'This backup is version 3, made by a newer OpenRota; this server restores versions up to 2',
          code: 'VALIDATION_ERROR',
        },
      ],
      'This backup is version 3, made by a newer OpenRota; this server restores versions up to 2',
    ],
    ['workspace.restore.error without one', [500], 'Failed to restore workspace'],
  ] as const)(
    'shows %s when restoring fails; a click dismisses the banner',
    async (_label, reply, message) => {
      fakeApi([{ method: 'POST', path: '/api/workspaces/restore', reply: [...reply] }]);
      const { user, onCreated } = await openRestoreTab();
      await user.upload(screen.getByLabelText('Backup file'), jsonFile(backup));
      await user.click(await screen.findByRole('button', { name: 'Restore workspace' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(message);
      expect(useWorkspaceStore.getState().isWorkspaceSelected).toBe(false);
      expect(onCreated).not.toHaveBeenCalled();
      // The details stay, so the user can try again.
      expect(screen.getByRole('button', { name: 'Restore workspace' })).toHaveProperty('disabled', false);
      await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('asks for a name when the pre-filled one is cleared to spaces', async () => {
    const api = fakeApi([]);
    const { user } = await openRestoreTab();
    await user.upload(screen.getByLabelText('Backup file'), jsonFile(backup));
    const name = await screen.findByLabelText('New workspace name');
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Restore workspace' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This field is required');
    expect(api.requests).toHaveLength(0);
  });
});
