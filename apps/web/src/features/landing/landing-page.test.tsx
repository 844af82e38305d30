import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from './auth-session';
import { LandingPage } from './landing-page';
import { LANGUAGE_STORAGE_KEY } from './language-toggle';
import { createTestI18n } from '@/test/test-i18n';

function renderLanding(lng: 'en' | 'nl' = 'en') {
  const i18n = createTestI18n(lng);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { i18n, ...view };
}

const links = (name: string | RegExp) => screen.queryAllByRole('link', { name });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LandingPage', () => {
  it('counts the minutes from 0 to 480, one every 10 ms, then wraps to 0', () => {
    vi.useFakeTimers();
    renderLanding();
    const counter = screen.getByTestId('minutes-counter');
    expect(counter.textContent).toBe('0');
    act(() => vi.advanceTimersByTime(10));
    expect(counter.textContent).toBe('1');
    act(() => vi.advanceTimersByTime(2390));
    expect(counter.textContent).toBe('240');
    act(() => vi.advanceTimersByTime(2400));
    expect(counter.textContent).toBe('480');
    act(() => vi.advanceTimersByTime(10));
    expect(counter.textContent).toBe('0');
    act(() => vi.advanceTimersByTime(10));
    expect(counter.textContent).toBe('1');
  });

  it('stands still at 480 for people who prefer reduced motion', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    try {
      renderLanding();
      const counter = screen.getByTestId('minutes-counter');
      expect(counter.textContent).toBe('480');
      act(() => vi.advanceTimersByTime(1000));
      expect(counter.textContent).toBe('480');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('stops the counter when the page unmounts', () => {
    vi.useFakeTimers();
    const { unmount } = renderLanding();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the three plans with their prices and limits', () => {
    renderLanding();
    const plan = (name: string) => within(screen.getByRole('article', { name }));
    const free = plan('Free');
    expect(free.getByText('Up to 6 staff')).toBeTruthy();
    expect(free.getByText('1 admin')).toBeTruthy();
    expect(free.getByText('Absence management')).toBeTruthy();
    expect(free.getByText('Instant onboarding')).toBeTruthy();
    const start = plan('Start');
    expect(start.getByText('€39')).toBeTruthy();
    expect(start.getByText('per month')).toBeTruthy();
    expect(start.getByText('Up to 20 staff')).toBeTruthy();
    expect(start.getByText('3 admins')).toBeTruthy();
    expect(start.getByText('Staff dashboard')).toBeTruthy();
    expect(start.getByText(/Self-planning/)).toBeTruthy();
    expect(start.getByText('Free trial of 14 days')).toBeTruthy();
    expect(start.getByText(/annual/i)).toBeTruthy();
    const pro = plan('Professional');
    expect(pro.getByText('Unlimited staff')).toBeTruthy();
    expect(pro.getByText('Unlimited admins')).toBeTruthy();
    expect(pro.getByText('Custom pricing')).toBeTruthy();
    expect(pro.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toMatch(/^mailto:/);
  });

  it('has the hero promise and every section as a landmark with a heading', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your rota in minutes, not hours.');
    for (const name of [
      /never close/,
      /controls/,
      /Everything a rota needs/,
      /working day back/,
      /Simple plans/,
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(
      screen.getAllByRole('img').every((img) => (img.getAttribute('aria-label') ?? '').length > 20),
    ).toBe(true);
  });

  it('switches the text to Dutch with the language toggle and remembers the choice', async () => {
    const { i18n } = renderLanding();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Nederlands' })));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Je rooster in minuten, niet in uren.',
    );
    expect(i18n.language).toBe('nl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('nl');
    expect(screen.getByRole('button', { name: 'Nederlands' }).getAttribute('aria-pressed')).toBe('true');
    expect(
      within(screen.getByRole('article', { name: 'Gratis' })).getByText('Tot 6 medewerkers'),
    ).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'English' })));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your rota in minutes, not hours.');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('offers sign in and sign up when no session is stored', () => {
    renderLanding();
    expect(links('Sign in')[0]?.getAttribute('href')).toBe('/login');
    expect(links('Start for free')[0]?.getAttribute('href')).toBe('/register');
    expect(links(/Go to dashboard/)).toHaveLength(0);
    expect(links('Privacy policy')[0]?.getAttribute('href')).toBe('/privacy-policy');
  });

  it('offers the dashboard instead when a session is stored', () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ state: { isAuthenticated: true, token: 'abc' }, version: 0 }),
    );
    renderLanding();
    expect(links(/Go to dashboard/).length).toBeGreaterThan(0);
    expect(links(/Go to dashboard/).every((a) => a.getAttribute('href') === '/dashboard')).toBe(true);
    expect(links('Sign in')).toHaveLength(0);
    expect(screen.queryAllByRole('link').filter((a) => a.getAttribute('href') === '/register')).toHaveLength(
      0,
    );
  });

  it('treats a signed-out or unreadable stored session as logged out', () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ state: { isAuthenticated: false, token: null } }),
    );
    renderLanding();
    expect(links('Sign in').length).toBeGreaterThan(0);
    cleanup();
    localStorage.setItem(AUTH_STORAGE_KEY, '{not json');
    renderLanding();
    expect(links('Sign in').length).toBeGreaterThan(0);
  });
});
