import { screen, waitFor } from '@testing-library/react';
import { isValidElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { buildWorkspace } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { renderApp, resetApp, signIn } from '@/test/render-app';
import { catalogs } from '@openrota/i18n';
import type { RouteHandle } from './document-title';
import { routes } from './router';

/** Every route that shows a page (not a layout, not a plain redirect), with its full path. */
function pageRoutes(list: RouteObject[], parent = ''): Array<{ path: string; route: RouteObject }> {
  return list.flatMap((route) => {
    const path = route.index
      ? parent || '/'
      : route.path
        ? `${parent}/${route.path}`.replace(/\/+/g, '/')
        : parent;
    const isRedirect = isValidElement(route.element) && route.element.type === Navigate;
    const own = (route.index || route.path) && !isRedirect && route.path !== '*' ? [{ path, route }] : [];
    return [...own, ...pageRoutes(route.children ?? [], path)];
  });
}

const lookup = (catalog: unknown, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);

describe('page titles', () => {
  const pages = pageRoutes(routes);

  it('finds the pages of the router', () => {
    expect(pages.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/login',
        '/staff/absences',
        '/staff-dashboard',
        '/staff/:slug/login',
        '/settings/audit-log',
      ]),
    );
  });

  it.each(pages.map((p) => [p.path, p.route] as const))('%s has a title in en and nl', (_path, route) => {
    const key = (route.handle as RouteHandle | undefined)?.title;
    expect(key).toBeTruthy();
    expect(typeof lookup(catalogs.en, key!)).toBe('string');
    expect(typeof lookup(catalogs.nl, key!)).toBe('string');
  });
});

describe('document.title', () => {
  beforeEach(() => {
    resetApp();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18next.changeLanguage('en');
  });

  it('names the page in the browser tab, in the interface language', async () => {
    fakeApi([]);
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(() => expect(document.title).toBe('Sign in · OpenRota'));
    await i18next.changeLanguage('nl');
    await waitFor(() => expect(document.title).toBe('Inloggen · OpenRota'));
  });

  it('names an admin page', async () => {
    const workspace = buildWorkspace({ onboardingCompleted: true });
    fakeApi([]);
    signIn({ workspaces: [workspace], selected: workspace });
    renderApp('/staff/absences');
    await waitFor(() => expect(document.title).toBe('Absences · OpenRota'));
  });
});
