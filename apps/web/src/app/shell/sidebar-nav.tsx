import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { cn } from '@/lib/utils';
import { isNavItemActive, navItemsForRole, navSections } from '../navigation';

type SidebarNavProps = {
  /** Icons only, labels for assistive technology and as tooltips. */
  isCollapsed?: boolean;
  onNavigate?: () => void;
};

/** The admin pages by section; sections without pages are not shown. */
export function SidebarNav({ isCollapsed = false, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const role = useWorkspaceStore((s) => s.currentWorkspace?.role);
  return (
    <div className="flex flex-col gap-4">
      {navSections(navItemsForRole(role)).map(({ section, items }) => (
        <div
          key={section}
          role="group"
          aria-labelledby={section === 'main' ? undefined : `nav-section-${section}`}
        >
          {section !== 'main' && (
            <p
              id={`nav-section-${section}`}
              className={cn(
                'mb-1 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase',
                isCollapsed && 'sr-only',
              )}
            >
              {t(`shell.nav.sections.${section}`)}
            </p>
          )}
          <ul className="flex flex-col gap-0.5">
            {items.map((item) => {
              const { path, labelKey, icon: Icon } = item;
              const isActive = isNavItemActive(item, pathname);
              return (
                <li key={path}>
                  <Link
                    to={path}
                    aria-current={isActive ? 'page' : undefined}
                    onClick={onNavigate}
                    title={isCollapsed ? t(labelKey) : undefined}
                    className={cn(
                      'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground',
                      isCollapsed && 'justify-center px-0',
                      isActive &&
                        'bg-secondary text-secondary-foreground hover:bg-secondary hover:text-secondary-foreground',
                    )}
                  >
                    <Icon aria-hidden className="size-[18px] shrink-0" />
                    <span className={cn('truncate', isCollapsed && 'sr-only')}>{t(labelKey)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
