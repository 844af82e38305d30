import type { OnboardingStatus } from '@openrota/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { buildWorkspace } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { OnboardingGate } from './onboarding-gate';

const confetti = vi.hoisted(() => vi.fn());
vi.mock('canvas-confetti', () => ({ default: confetti }));

const workspace = buildWorkspace({ name: 'Ward 4B', onboardingCompleted: false });
const status = (counts: OnboardingStatus['counts'], onboardingCompleted = false) => ({
  success: true,
  data: { onboardingCompleted, counts },
});

function renderGate() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <OnboardingGate>
          <h1>Dashboard home</h1>
        </OnboardingGate>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  resetApp();
  confetti.mockClear();
  signIn({ workspaces: [workspace], selected: workspace });
});

describe('OnboardingGate', () => {
  it('lists the four steps with counts and links, dimming the steps after the first one not done', async () => {
    fakeApi([
      {
        method: 'GET',
        path: `/api/workspaces/${workspace.id}/onboarding`,
        reply: [200, status({ staff: 3, shiftTypes: 0, staffWithSkills: 0, rotationPatterns: 0 })],
      },
    ]);
    renderGate();
    const staff = await screen.findByRole('link', { name: /1\. Add your staff: Done, 3 so far/ });
    expect(staff.getAttribute('href')).toBe('/staff');
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.hasAttribute('data-dimmed'))).toEqual([false, false, true, true]);
    expect(screen.getByRole('link', { name: /2\. Create shift types: To do/ }).getAttribute('href')).toBe(
      '/schedule/shifts',
    );
    expect(screen.getByRole('link', { name: /3\. Give staff their skills/ }).getAttribute('href')).toBe(
      '/staff/skills',
    );
    expect(screen.getByRole('link', { name: /4\. Create a rotation pattern/ }).getAttribute('href')).toBe(
      '/schedule/rotation-patterns',
    );
    expect(screen.queryByRole('heading', { name: 'Dashboard home' })).toBeNull();
  });

  it('when all four are done: asks the server to re-evaluate, marks the workspace complete, plays confetti, then shows the dashboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const counts = { staff: 4, shiftTypes: 3, staffWithSkills: 4, rotationPatterns: 1 };
    const api = fakeApi([
      { method: 'GET', path: `/api/workspaces/${workspace.id}/onboarding`, reply: [200, status(counts)] },
      {
        method: 'PUT',
        path: `/api/workspaces/${workspace.id}/onboarding`,
        reply: [200, status(counts, true)],
      },
    ]);
    renderGate();
    expect(await screen.findByText('All set! Your workspace is ready.')).toBeTruthy();
    expect(api.find('PUT', `/api/workspaces/${workspace.id}/onboarding`)).toHaveLength(1);
    expect(useWorkspaceStore.getState().currentWorkspace?.onboardingCompleted).toBe(true);
    await waitFor(() => expect(confetti).toHaveBeenCalled());
    await vi.advanceTimersByTimeAsync(5000);
    expect(await screen.findByRole('heading', { name: 'Dashboard home' })).toBeTruthy();
    vi.useRealTimers();
  });

  it('keeps the checklist when the server does not complete onboarding', async () => {
    const counts = { staff: 1, shiftTypes: 1, staffWithSkills: 1, rotationPatterns: 1 };
    const api = fakeApi([
      { method: 'GET', path: `/api/workspaces/${workspace.id}/onboarding`, reply: [200, status(counts)] },
      {
        method: 'PUT',
        path: `/api/workspaces/${workspace.id}/onboarding`,
        reply: [200, status(counts, false)],
      },
    ]);
    renderGate();
    await waitFor(() =>
      expect(api.find('PUT', `/api/workspaces/${workspace.id}/onboarding`)).toHaveLength(1),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(confetti).not.toHaveBeenCalled();
  });
});

describe('OnboardingGate when another device completed onboarding', () => {
  it('takes the server’s word and shows the dashboard without confetti', async () => {
    const counts = { staff: 1, shiftTypes: 1, staffWithSkills: 1, rotationPatterns: 1 };
    const api = fakeApi([
      {
        method: 'GET',
        path: `/api/workspaces/${workspace.id}/onboarding`,
        reply: [200, status(counts, true)],
      },
    ]);
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Dashboard home' })).toBeTruthy();
    expect(api.find('PUT', `/api/workspaces/${workspace.id}/onboarding`)).toHaveLength(0);
    expect(confetti).not.toHaveBeenCalled();
  });
});
