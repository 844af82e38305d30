import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isAvailablePath } from '../navigation';
import { buildBreadcrumbs } from './breadcrumbs-model';

/** Where the page sits, from its path (record ids left out); earlier crumbs link to their pages. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const crumbs = buildBreadcrumbs(pathname);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('shell.breadcrumbs.label')} className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
        {crumbs.map((crumb, index) => {
          const label = crumb.labelKey ? t(crumb.labelKey) : crumb.text;
          const isLast = index === crumbs.length - 1;
          return (
            <Fragment key={crumb.path}>
              {index > 0 && (
                <li aria-hidden className="shrink-0">
                  <ChevronRight className="size-3.5" />
                </li>
              )}
              <li className="min-w-0 truncate">
                {isLast ? (
                  <span aria-current="page" className="font-medium text-foreground">
                    {label}
                  </span>
                ) : isAvailablePath(crumb.path) ? (
                  <Link to={crumb.path} className="rounded-sm transition-colors hover:text-foreground">
                    {label}
                  </Link>
                ) : (
                  <span>{label}</span>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
