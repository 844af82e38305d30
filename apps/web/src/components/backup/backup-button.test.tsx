import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildWorkspace } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { backupFileName, backupFiles } from './api/download-backup';
import { BackupButton, BackupCard } from './backup-button';

const admin = buildWorkspace({ id: '00000000-0000-4000-8000-00000000a001', slug: 'ward-5', role: 'ADMIN' });
const file = { version: 2, exportedAt: '2026-03-04T10:00:00.000Z', workspace: { name: 'Ward 4B' } };

let save: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetApp();
  save = vi.spyOn(backupFiles, 'save').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('BackupButton', () => {
  it('downloads the backup of the current workspace as a .json file', async () => {
    signIn({ workspaces: [admin], selected: admin });
    const api = fakeApi([
      {
        method: 'POST',
        path: `/api/workspaces/${admin.id}/backup`,
        reply: [200, JSON.stringify(file, null, 2)],
      },
    ]);
    const user = userEvent.setup();
    renderPage(<BackupCard />);
    expect(screen.getByText('Backup')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download backup' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /api/workspaces/${admin.id}/backup`,
    ]);
    expect(api.requests[0]?.headers['x-workspace-id']).toBe(admin.id);
    const [text, name] = save.mock.calls[0]!;
    expect(JSON.parse(text as string)).toEqual(file);
    // Without a Content-Disposition the name follows the server's pattern with today's date.
    expect(name).toMatch(/^openrota-backup-ward-5-\d{4}-\d{2}-\d{2}\.json$/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [
      'the server message',
      [403, { success: false, error: 'You do not have permission to do this', code: 'FORBIDDEN' }],
      'You do not have permission to do this',
    ],
    ['backupError without one', [500], 'Failed to download the backup'],
  ] as const)('shows %s when the download fails; a click dismisses it', async (_label, reply, message) => {
    signIn({ workspaces: [admin], selected: admin });
    fakeApi([{ method: 'POST', path: `/api/workspaces/${admin.id}/backup`, reply: [...reply] }]);
    const user = userEvent.setup();
    renderPage(<BackupButton />);
    await user.click(screen.getByRole('button', { name: 'Download backup' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download backup' })).toHaveProperty('disabled', false);
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is not shown to a MANAGER (backup is ADMIN only)', () => {
    const manager = buildWorkspace({ role: 'MANAGER' });
    signIn({ workspaces: [manager], selected: manager });
    renderPage(<BackupCard />);
    expect(screen.queryByRole('button', { name: 'Download backup' })).toBeNull();
  });
});

describe('backupFileName', () => {
  it('takes the server’s file name, else builds it from the slug and the date', () => {
    expect(
      backupFileName('attachment; filename="openrota-backup-ward-5-2026-03-04.json"', 'x', '2026-01-01'),
    ).toBe('openrota-backup-ward-5-2026-03-04.json');
    expect(backupFileName(undefined, 'ward-5', '2026-03-04')).toBe('openrota-backup-ward-5-2026-03-04.json');
  });
});
