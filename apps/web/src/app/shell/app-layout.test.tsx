import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetApp } from '@/test/render-app';
import { renderShell, setViewportWidth } from './test-shell';

beforeEach(() => resetApp());
afterEach(() => setViewportWidth(1024));

const palette = () => screen.queryByRole('dialog', { name: 'Command palette' });

describe('command palette', () => {
  it('opens with Ctrl+K, filters, says when nothing matches and runs the highlighted command with Enter', async () => {
    const user = userEvent.setup();
    const { pathname } = renderShell({ path: '/elsewhere' });
    await screen.findByRole('heading', { name: 'Elsewhere page' });

    await user.keyboard('{Control>}k{/Control}');
    const dialog = palette()!;
    const input = within(dialog).getByRole('combobox');
    expect(document.activeElement).toBe(input);
    expect(within(dialog).getByRole('option', { name: 'Dashboard' })).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'Log out' })).toBeTruthy();

    await user.type(input, 'qqqzzz');
    expect(within(dialog).getByText('No commands found')).toBeTruthy();
    expect(within(dialog).queryAllByRole('option')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'dash');
    expect(within(dialog).getByRole('option', { name: 'Dashboard' })).toBeTruthy();
    expect(within(dialog).queryByRole('option', { name: 'Log out' })).toBeNull();
    await user.keyboard('{Enter}');
    expect(pathname()).toBe('/dashboard');
    expect(palette()).toBeNull();
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    renderShell();
    await screen.findByRole('heading', { name: 'Dashboard page' });
    await user.keyboard('{Control>}k{/Control}');
    expect(palette()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(palette()).toBeNull();
  });
});

describe('header search', () => {
  it('filters the pages and actions, shows "No results found", and Enter opens the match', async () => {
    const user = userEvent.setup();
    const { pathname } = renderShell({ path: '/elsewhere' });
    const search = await screen.findByRole('combobox', { name: 'Search pages and actions' });

    await user.keyboard('{Control>}/{/Control}');
    expect(document.activeElement).toBe(search);
    await user.type(search, 'zzqq');
    expect(screen.getByText('No results found')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'dashb');
    expect(screen.getByRole('option', { name: 'Dashboard' })).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(pathname()).toBe('/dashboard');
  });
});

describe('sidebar', () => {
  const toggle = () => screen.getByRole('button', { name: 'Toggle sidebar' });
  const sidebar = () => document.getElementById('app-sidebar');

  it('starts open and Ctrl+B collapses and expands it', async () => {
    const user = userEvent.setup();
    renderShell();
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(sidebar()?.dataset.state).toBe('expanded');
    expect(within(sidebar()!).getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();

    await user.keyboard('{Control>}b{/Control}');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(sidebar()?.dataset.state).toBe('collapsed');
    await user.keyboard('{Meta>}b{/Meta}');
    expect(sidebar()?.dataset.state).toBe('expanded');
  });

  it('collapses below 768 px, where the Menu button opens it as a sheet', async () => {
    const user = userEvent.setup();
    renderShell({ width: 1280 });
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(sidebar()?.dataset.state).toBe('expanded');

    act(() => setViewportWidth(767));
    expect(sidebar()).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    const bottomBar = screen.getByRole('navigation', { name: 'Quick navigation' });
    const menu = within(bottomBar).getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');

    await user.click(menu);
    const sheet = screen.getByRole('dialog', { name: /Menu/ });
    expect(within(sheet).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    await user.keyboard('{Control>}b{/Control}');
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => setViewportWidth(768));
    expect(sidebar()?.dataset.state).toBe('expanded');
  });
});

describe('shortcuts help', () => {
  it('opens with Ctrl+? and lists the palette, sidebar, search, 1 to 5 and Cmd+P', async () => {
    const user = userEvent.setup();
    renderShell();
    await screen.findByRole('heading', { name: 'Dashboard page' });
    await user.keyboard('{Control>}{Shift>}?{/Shift}{/Control}');
    const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const text of [
      'Open the command palette',
      'Show or hide the sidebar',
      'Focus the search',
      'Go to a page',
      'Export the schedule as PDF',
    ]) {
      expect(within(help).getByText(text)).toBeTruthy();
    }
    expect(within(help).getByText('1–5')).toBeTruthy();
  });
});

describe('breadcrumbs', () => {
  it('name the page from its path', async () => {
    renderShell();
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByText('Dashboard').getAttribute('aria-current')).toBe('page');
  });
});

describe('navigation entries', () => {
  it('lists the schedule and staff pages in the sidebar and Dashboard, Schedule, Staff, Shift types in the bottom bar', async () => {
    renderShell();
    await screen.findByRole('heading', { name: 'Dashboard page' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['Schedule', '/schedule'],
      ['Roster (plan by person)', '/schedule/roster'],
      ['Shift types', '/schedule/shifts'],
      ['Rotation patterns', '/schedule/rotation-patterns'],
      ['One-off shifts', '/schedule/one-off/manage'],
      ['Shift trades', '/schedule/trades'],
      ['Staff', '/staff'],
      ['Skills', '/staff/skills'],
      ['Absences', '/staff/absences'],
      ['Fairness ledger', '/staff/ledger'],
      ['Workspace', '/settings/workspace'],
      ['Email', '/settings/email'],
      ['Working time', '/settings/rules'],
      ['Audit log', '/settings/audit-log'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Schedule' }).getAttribute('aria-current')).toBeNull();

    act(() => setViewportWidth(360));
    const bottomBar = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(
      within(bottomBar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Schedule', 'Staff', 'Shift types']);
  });

  it('offers the new pages in the command palette', async () => {
    const user = userEvent.setup();
    const { pathname } = renderShell({ path: '/elsewhere' });
    await screen.findByRole('heading', { name: 'Elsewhere page' });
    await user.keyboard('{Control>}k{/Control}');
    const dialog = palette()!;
    for (const name of ['Schedule', 'Roster (plan by person)', 'One-off shifts', 'Absences'])
      expect(within(dialog).getByRole('option', { name })).toBeTruthy();
    await user.type(within(dialog).getByRole('combobox'), 'absen');
    await user.keyboard('{Enter}');
    expect(pathname()).toBe('/staff/absences');
  });
});
