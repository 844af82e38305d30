import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { buildWorkspace } from '@/test/factories';
import { resetApp, signIn } from '@/test/render-app';
import { DashboardPage } from './dashboard-page';

// 23:30 UTC on 1 March is already 2 March in Amsterdam, the workspace's zone.
const now = new Date('2026-03-01T23:30:00Z');

beforeEach(() => {
  resetApp();
  const workspace = buildWorkspace({ name: 'Ward 4B', timeZone: 'Europe/Amsterdam', onboardingCompleted: true });
  signIn({ workspaces: [workspace], selected: workspace });
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('DashboardPage', () => {
  it("welcomes the user to the workspace with today's date in the workspace's zone", () => {
    render(<DashboardPage now={now} />);
    expect(screen.getByRole('heading', { name: 'Welcome to Ward 4B' })).toBeTruthy();
    expect(screen.getByText(/^Today is Monday,? 2 March 2026$/)).toBeTruthy();
  });

  it('writes the date in Dutch when the interface is Dutch', async () => {
    await i18next.changeLanguage('nl');
    render(<DashboardPage now={now} />);
    expect(screen.getByRole('heading', { name: 'Welkom bij Ward 4B' })).toBeTruthy();
    expect(screen.getByText(/^Vandaag is het maandag,? 2 maart 2026$/)).toBeTruthy();
  });
});
