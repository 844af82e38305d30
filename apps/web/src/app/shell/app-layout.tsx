import { Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from '@/components/ui/sonner';
import { useLogout } from '@/lib/session/logout';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { PageLoader } from '../page-loader';
import { quickActionsFor, recentActionsFor } from '../quick-actions';
import { AppHeader } from './app-header';
import { BottomBar } from './bottom-bar';
import { Breadcrumbs } from './breadcrumbs';
import { CommandPalette } from './command-palette';
import { MobileSheet } from './mobile-sheet';
import { QuickActionBar } from './quick-action-bar';
import { useRecentActions } from './recent-actions';
import { ShortcutsDialog } from './shortcuts-dialog';
import { Sidebar } from './sidebar';
import { useIsMobile } from './use-media-query';
import { useRunAction } from './use-run-action';
import { useShellCommands } from './use-shell-commands';
import { useShortcuts } from './use-shortcuts';

/** The admin area's frame (docs/product/shell.md#application-shell): sidebar, header, quick actions, palette and shortcuts. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const [isSidebarOpen, setIsSidebarOpen] = useState(!isMobile);
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const [isPaletteOpen, setIsPaletteOpen] = useState(false);
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const [isSearchExpanded, setIsSearchExpanded] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const logout = useLogout();

  // The sidebar starts open and collapses below 768 px; back on a wide screen it opens again.
  const [wasMobile, setWasMobile] = useState(isMobile);
  if (wasMobile !== isMobile) {
    setWasMobile(isMobile);
    setIsSidebarOpen(!isMobile);
    setIsSheetOpen(false);
    setIsSearchExpanded(false);
  }

  const toggleSidebar = useCallback(() => {
    if (isMobile) setIsSheetOpen((open) => !open);
    else setIsSidebarOpen((open) => !open);
  }, [isMobile]);
  const openHelp = useCallback(() => setIsHelpOpen(true), []);
  // On narrow screens the field only exists once the search button opened it (it then takes focus).
  const focusSearch = () => {
    if (searchRef.current) searchRef.current.focus();
    else setIsSearchExpanded(true);
  };
  useShortcuts({
    openPalette: () => setIsPaletteOpen((open) => !open),
    toggleSidebar,
    focusSearch,
    openHelp,
  });

  const commands = useShellCommands({ toggleSidebar, openHelp });
  const runAction = useRunAction();
  const role = useWorkspaceStore((s) => s.currentWorkspace?.role);
  const actions = quickActionsFor(pathname, { role });
  const recent = recentActionsFor(pathname, useRecentActions(), { role });

  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow"
      >
        {t('shell.skipToContent')}
      </a>
      {!isMobile && <Sidebar isExpanded={isSidebarOpen} onOpenHelp={openHelp} />}
      <div className="flex min-w-0 flex-1 flex-col">
        <AppHeader
          isMobile={isMobile}
          isSidebarExpanded={isSidebarOpen}
          isMenuOpen={isSheetOpen}
          onToggleSidebar={toggleSidebar}
          onOpenMenu={() => setIsSheetOpen(true)}
          commands={commands}
          searchRef={searchRef}
          isSearchExpanded={isSearchExpanded}
          onSearchExpandedChange={setIsSearchExpanded}
          onLogout={() => void logout()}
        />
        <main
          id="main"
          tabIndex={-1}
          className="flex-1 px-4 pt-4 pb-24 outline-none sm:px-6 md:pt-5 md:pb-10"
        >
          <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-5">
            <div className="grid gap-3">
              <Breadcrumbs />
              <QuickActionBar actions={actions} recent={recent} onRun={runAction} />
            </div>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>
      {isMobile && <BottomBar isMenuOpen={isSheetOpen} onOpenMenu={() => setIsSheetOpen(true)} />}
      <MobileSheet
        open={isSheetOpen}
        onOpenChange={setIsSheetOpen}
        onOpenHelp={openHelp}
        onLogout={() => void logout()}
      />
      <CommandPalette open={isPaletteOpen} onOpenChange={setIsPaletteOpen} commands={commands} />
      <ShortcutsDialog open={isHelpOpen} onOpenChange={setIsHelpOpen} />
      <Toaster />
    </div>
  );
}
