import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PublicPageShell } from '@/components/public-page-shell';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { getPublicStaffList, type PublicStaffList } from './api/get-public-staff-list';

type State = { slug: string; list?: PublicStaffList; failed?: 'notShared' | 'loadFailed' };

/**
 * `/public/{workspaceSlug}/staff`: the public staff list (docs/product/back-office.md#public-staff-list, link shared from the staff
 * page) as a page to read: the workspace's name and its active staff, names and short names
 * only. The API link itself sends browsers here.
 */
export function PublicStaffListPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const [state, setState] = useState<State>({ slug: '' });

  useEffect(() => {
    let current = true;
    getPublicStaffList(slug).then(
      (list) => current && setState({ slug, list }),
      (error: unknown) =>
        current &&
        setState({
          slug,
          failed: error instanceof ApiError && error.status === 404 ? 'notShared' : 'loadFailed',
        }),
    );
    return () => {
      current = false;
    };
  }, [slug]);

  const loaded = state.slug === slug ? state : { slug };
  return (
    <PublicPageShell mainClassName="mx-auto w-full max-w-xl flex-1 px-4 pt-2 pb-10">
      <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-8">
        {loaded.list && <p className="text-sm text-muted-foreground">{t('staff.publicList.kicker')}</p>}
        <h1 className="mt-1 text-2xl font-semibold tracking-tight break-words">
          {loaded.list?.workspaceName ?? t('staff.publicList.title')}
        </h1>
        <div className="mt-6">
          {loaded.failed ? (
            <Alert variant="destructive">{t(`staff.publicList.${loaded.failed}`)}</Alert>
          ) : !loaded.list ? (
            <Spinner label={t('staff.publicList.loading')} />
          ) : loaded.list.staff.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('staff.publicList.empty')}</p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                {t('staff.publicList.count', { count: loaded.list.staff.length })}
              </p>
              <ul className="mt-3 divide-y">
                {loaded.list.staff.map((member, index) => (
                  <li
                    key={`${member.name}-${index}`}
                    className="flex items-center justify-between gap-3 py-2.5"
                  >
                    <span className="min-w-0 break-words">{member.name}</span>
                    {member.shortName && (
                      <span className="shrink-0 rounded bg-muted px-2 py-0.5 font-mono text-xs text-muted-foreground">
                        {member.shortName}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </PublicPageShell>
  );
}
