import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

export const APP_NAME = 'OpenRota';

/** What a route declares in its `handle`: the i18n key of its page title. */
export type RouteHandle = { title?: string };

const titleKeyOf = (handle: unknown): string | undefined => (handle as RouteHandle | undefined)?.title;

/**
 * Keeps the browser tab's title (read by screen readers on navigation) on the current page:
 * "{page} · OpenRota", in the interface language. The page's title key is the `handle.title`
 * of the deepest route that has one (router.tsx gives every page one).
 */
export function DocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const key = matches.map((m) => titleKeyOf(m.handle)).findLast(Boolean);
  const title = key ? `${t(key)} · ${APP_NAME}` : APP_NAME;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
