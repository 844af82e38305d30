import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildWorkspace } from '@/test/factories';
import { StaffUrlBoxes } from './staff-url-boxes';

const origin = 'https://rota.example';
const flags = (staffLoginEnabled: boolean, publicStaffList: boolean) => ({
  featureFlags: { staffLoginEnabled, publicStaffList },
});

afterEach(() => vi.useRealTimers());

describe('StaffUrlBoxes', () => {
  it('shows nothing when both flags are off', () => {
    const { container } = render(
      <StaffUrlBoxes workspace={buildWorkspace(flags(false, false))} origin={origin} />,
    );
    expect(container.textContent).toBe('');
  });

  it('shows the staff login link only with staffLoginEnabled', () => {
    render(
      <StaffUrlBoxes
        workspace={buildWorkspace({ slug: 'ward-4b', ...flags(true, false) })}
        origin={origin}
      />,
    );
    expect((screen.getByRole('textbox', { name: 'Staff login URL' }) as HTMLInputElement).value).toBe(
      'https://rota.example/staff/ward-4b/login',
    );
    expect(screen.queryByRole('textbox', { name: 'Public staff list URL' })).toBeNull();
  });

  it('says instead of the login link that the plan lacks staff login, when it does', () => {
    const workspace = buildWorkspace({ slug: 'ward-4b', ...flags(true, true) });
    render(
      <StaffUrlBoxes
        workspace={workspace}
        staffLoginPlan={{ planName: 'Free', hasFeature: false }}
        origin={origin}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('the Free plan does not include it');
    expect(screen.queryByRole('textbox', { name: 'Staff login URL' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Public staff list URL' })).toBeTruthy();
  });

  it('shows the public list link only with publicStaffList', () => {
    render(
      <StaffUrlBoxes
        workspace={buildWorkspace({ slug: 'ward-4b', ...flags(false, true) })}
        origin={origin}
      />,
    );
    expect((screen.getByRole('textbox', { name: 'Public staff list URL' }) as HTMLInputElement).value).toBe(
      'https://rota.example/api/public/ward-4b/staff',
    );
    expect(screen.queryByRole('textbox', { name: 'Staff login URL' })).toBeNull();
  });

  it('falls back to the generic login page with a note when the workspace has no slug', () => {
    render(<StaffUrlBoxes workspace={buildWorkspace({ slug: '', ...flags(true, false) })} origin={origin} />);
    expect((screen.getByRole('textbox', { name: 'Staff login URL' }) as HTMLInputElement).value).toBe(
      'https://rota.example/staff-login',
    );
    expect(screen.getByText(/general staff login page is used/)).toBeTruthy();
  });

  it('opens the link in a new tab and shows Copied for 2 seconds after copying', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(
      <StaffUrlBoxes
        workspace={buildWorkspace({ slug: 'ward-4b', ...flags(true, false) })}
        origin={origin}
      />,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(open).toHaveBeenCalledWith(
      'https://rota.example/staff/ward-4b/login',
      '_blank',
      'noopener,noreferrer',
    );

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith('https://rota.example/staff/ward-4b/login');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('only logs a copy failure', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <StaffUrlBoxes
        workspace={buildWorkspace({ slug: 'ward-4b', ...flags(false, true) })}
        origin={origin}
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(error).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });
});
