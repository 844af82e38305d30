import { CalendarClock, Keyboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { cn } from '@/lib/utils';
import { Kbd } from './kbd';
import { SidebarNav } from './sidebar-nav';

export const SIDEBAR_ID = 'app-sidebar';

type SidebarProps = { isExpanded: boolean; onOpenHelp: () => void };

/** The desktop sidebar: full width when expanded, an icon rail when collapsed (Cmd/Ctrl+B). */
export function Sidebar({ isExpanded, onOpenHelp }: SidebarProps) {
  const { t } = useTranslation();
  return (
    <aside
      id={SIDEBAR_ID}
      data-state={isExpanded ? 'expanded' : 'collapsed'}
      className={cn(
        'sticky top-0 flex h-dvh shrink-0 flex-col border-r bg-card transition-[width] duration-200',
        isExpanded ? 'w-60' : 'w-16',
      )}
    >
      <div className={cn('flex h-14 items-center border-b', isExpanded ? 'px-4' : 'justify-center')}>
        <Link to="/dashboard" aria-label={t('shell.nav.home')} className="rounded-md">
          {isExpanded ? (
            <BrandLogo />
          ) : (
            <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
              <CalendarClock aria-hidden className="size-4.5" />
            </span>
          )}
        </Link>
      </div>
      <nav
        aria-label={t('shell.nav.label')}
        className={cn('flex-1 overflow-y-auto py-4', isExpanded ? 'px-3' : 'px-2')}
      >
        <SidebarNav isCollapsed={!isExpanded} />
      </nav>
      <div className={cn('border-t py-3', isExpanded ? 'px-3' : 'px-2')}>
        <button
          type="button"
          onClick={onOpenHelp}
          title={isExpanded ? undefined : t('shell.shortcuts.title')}
          className={cn(
            'flex h-9 w-full cursor-pointer items-center gap-3 rounded-md px-3 text-sm text-muted-foreground transition-colors hover:bg-accent hover:text-foreground',
            !isExpanded && 'justify-center px-0',
          )}
        >
          <Keyboard aria-hidden className="size-4 shrink-0" />
          <span className={cn('flex-1 truncate text-left', !isExpanded && 'sr-only')}>
            {t('shell.shortcuts.short')}
          </span>
          {isExpanded && <Kbd shortcut="mod+?" />}
        </button>
      </div>
    </aside>
  );
}
