import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { cn } from '@/lib/utils';
import { bottomBarItems, isNavItemActive, navItemsForRole } from '../navigation';
import { MOBILE_SHEET_ID } from './mobile-sheet';

const itemClass =
  'flex min-w-0 flex-1 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-md py-1.5 text-[11px] font-medium text-muted-foreground transition-colors hover:text-foreground';

/**
 * Each slot is as wide as its label plus an equal share of the room left (flex-auto), so long
 * labels ("Medewerkers", "Diensttypes" in nl at 360 px) keep whole words with space between
 * them instead of equal slots they overflow; min-w-0 lets a label truncate on narrower screens.
 */
const slotClass = 'flex min-w-0 flex-auto';

/** The phone's bottom bar: Dashboard, Schedule, Staff, Shift Types (those that exist), then Menu. */
export function BottomBar({ isMenuOpen, onOpenMenu }: { isMenuOpen: boolean; onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const role = useWorkspaceStore((s) => s.currentWorkspace?.role);
  return (
    <nav
      aria-label={t('shell.nav.bottomLabel')}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 px-2 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto flex h-16 max-w-md items-stretch gap-1 py-1.5">
        {bottomBarItems(navItemsForRole(role)).map((item) => {
          const { path, labelKey, icon: Icon } = item;
          const isActive = isNavItemActive(item, pathname);
          return (
            <li key={path} className={slotClass}>
              <Link
                to={path}
                aria-current={isActive ? 'page' : undefined}
                className={cn(itemClass, isActive && 'text-primary')}
              >
                <Icon aria-hidden className="size-5" />
                <span className="max-w-full truncate">{t(labelKey)}</span>
              </Link>
            </li>
          );
        })}
        <li className={slotClass}>
          <button
            type="button"
            onClick={onOpenMenu}
            aria-expanded={isMenuOpen}
            aria-controls={isMenuOpen ? MOBILE_SHEET_ID : undefined}
            aria-haspopup="dialog"
            className={itemClass}
          >
            <Menu aria-hidden className="size-5" />
            <span>{t('shell.nav.menu')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
