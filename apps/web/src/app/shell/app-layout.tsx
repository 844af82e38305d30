import { LogOut } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSelect } from '@/components/language-select';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/lib/session/logout';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { cn } from '@/lib/utils';
import { NAV_ITEMS } from '../navigation';
import { PageLoader } from '../page-loader';

/** The admin frame. A minimal header for now; the full shell (sidebar, palette, switcher) replaces it. */
export function AppLayout() {
  const { t } = useTranslation();
  const workspaceName = useWorkspaceStore((s) => s.currentWorkspace?.name);
  const logout = useLogout();
  return (
    <div className="min-h-dvh">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow">
        {t('ui.skipToContent')}
      </a>
      <header className="sticky top-0 z-40 border-b bg-card/90 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4 sm:px-6">
          <BrandLogo className="hidden sm:inline-flex" />
          {workspaceName && (
            <span className="max-w-[150px] truncate rounded-md bg-muted px-2 py-1 text-sm font-medium sm:max-w-[220px]" title={workspaceName}>
              {workspaceName}
            </span>
          )}
          <nav aria-label={t('ui.mainNavigation')} className="ml-2 flex items-center gap-1">
            {NAV_ITEMS.map(({ path, labelKey, icon: Icon }) => (
              <NavLink
                key={path}
                to={path}
                aria-label={t(labelKey)}
                className={({ isActive }) =>
                  cn(
                    'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground',
                    isActive && 'bg-secondary text-secondary-foreground',
                  )
                }
              >
                <Icon aria-hidden className="size-4" />
                <span className="hidden sm:inline">{t(labelKey)}</span>
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <LanguageSelect />
            <Button variant="outline" size="sm" onClick={() => void logout()}>
              <LogOut aria-hidden />
              <span className="hidden sm:inline">{t('common.logout')}</span>
              <span className="sr-only sm:hidden">{t('common.logout')}</span>
            </Button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
