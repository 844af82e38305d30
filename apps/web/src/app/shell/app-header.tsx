import { LogOut, Menu, PanelLeft } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LanguageSelect } from '@/components/language-select';
import { Button } from '@/components/ui/button';
import { isUuid } from './breadcrumbs-model';
import { HeaderSearch } from './header-search';
import { MOBILE_SHEET_ID } from './mobile-sheet';
import { SIDEBAR_ID } from './sidebar';
import { NARROW_QUERY, useMediaQuery } from './use-media-query';
import type { ShellCommand } from './use-shell-commands';
import { WorkspaceSwitcher } from './workspace-switcher';

type AppHeaderProps = {
  isMobile: boolean;
  isSidebarExpanded: boolean;
  isMenuOpen: boolean;
  onToggleSidebar: () => void;
  onOpenMenu: () => void;
  commands: ShellCommand[];
  searchRef: RefObject<HTMLInputElement | null>;
  isSearchExpanded: boolean;
  onSearchExpandedChange: (expanded: boolean) => void;
  onLogout: () => void;
};

/** The top header: menu or sidebar toggle, workspace switcher, search, language and logout. */
export function AppHeader(props: AppHeaderProps) {
  const { isMobile, isSidebarExpanded, isMenuOpen, onToggleSidebar, onOpenMenu, onLogout } = props;
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isNarrow = useMediaQuery(NARROW_QUERY) || isMobile;
  // A record of this workspace (an id in the path) does not exist in the next one.
  const isOnRecord = pathname.split('/').some(isUuid);
  return (
    <header className="sticky top-0 z-40 flex h-14 shrink-0 items-center gap-2 border-b bg-card/90 px-3 backdrop-blur sm:px-4">
      {isMobile ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('shell.nav.openMenu')}
          aria-expanded={isMenuOpen}
          aria-controls={isMenuOpen ? MOBILE_SHEET_ID : undefined}
          aria-haspopup="dialog"
          onClick={onOpenMenu}
        >
          <Menu aria-hidden />
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={t('shell.nav.toggleSidebar')}
          aria-expanded={isSidebarExpanded}
          aria-controls={SIDEBAR_ID}
          title={t('shell.nav.toggleSidebar')}
          onClick={onToggleSidebar}
        >
          <PanelLeft aria-hidden />
        </Button>
      )}
      <WorkspaceSwitcher navigateTo={() => (isOnRecord ? '/dashboard' : undefined)} className="min-w-0" />
      <div className="flex min-w-0 flex-1 justify-end md:justify-center">
        <HeaderSearch
          commands={props.commands}
          inputRef={props.searchRef}
          isCompact={isNarrow}
          isExpanded={props.isSearchExpanded}
          onExpandedChange={props.onSearchExpandedChange}
        />
      </div>
      {!isMobile && <LanguageSelect />}
      <Button
        variant="ghost"
        size={isNarrow ? 'icon' : 'sm'}
        aria-label={isNarrow ? t('shell.header.logout') : undefined}
        onClick={onLogout}
      >
        <LogOut aria-hidden />
        {!isNarrow && t('shell.header.logout')}
      </Button>
    </header>
  );
}
