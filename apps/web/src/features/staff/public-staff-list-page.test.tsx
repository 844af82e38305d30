import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { fakeApi } from '@/test/fake-api';
import { renderApp, resetApp } from '@/test/render-app';

beforeEach(() => {
  resetApp();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

const list = {
  success: true,
  data: {
    workspaceName: 'Ward 4B',
    staff: [
      { name: 'Anna de Vries', shortName: 'AV' },
      { name: 'Cas', shortName: null },
    ],
  },
};

describe('/public/:slug/staff', () => {
  it('shows the shared staff list as a page: the workspace, then names and short names', async () => {
    const api = fakeApi([{ method: 'GET', path: '/api/public/ward-4b/staff', reply: [200, list] }]);
    renderApp('/public/ward-4b/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ward 4B' })).toBeTruthy();
    expect(screen.getByText('2 staff members')).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Anna de VriesAV', 'Cas']);
    expect(api.requests[0]?.headers.accept).toBe('application/json');
    expect(document.body.textContent).not.toContain('"success"');
  });

  it('says when the list is not shared (404), in Dutch too', async () => {
    await i18next.changeLanguage('nl');
    fakeApi([
      {
        method: 'GET',
        path: '/api/public/gone/staff',
        reply: [404, { success: false, error: 'Staff list not found', code: 'NOT_FOUND' }],
      },
    ]);
    renderApp('/public/gone/staff');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Deze medewerkerslijst bestaat niet of wordt niet gedeeld. Controleer de link of vraag het de planner.',
    );
  });
});
