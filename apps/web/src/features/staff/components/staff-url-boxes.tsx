import type { Workspace } from '@openrota/contracts';
import { useTranslation } from 'react-i18next';
import { UrlBox } from './url-box';

/** The staff login and public staff list links, each shown only when its workspace flag is on. */
export function StaffUrlBoxes({ workspace, origin = window.location.origin }: { workspace: Workspace | null; origin?: string }) {
  const { t } = useTranslation();
  if (!workspace) return null;
  const { staffLoginEnabled, publicStaffList } = workspace.featureFlags;
  if (!staffLoginEnabled && !publicStaffList) return null;
  const slug = workspace.slug;
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {staffLoginEnabled && (
        <UrlBox
          title={t('staff.urls.loginTitle')}
          description={t('staff.urls.loginDescription')}
          url={slug ? `${origin}/staff/${slug}/login` : `${origin}/staff-login`}
          note={slug ? undefined : t('staff.urls.genericNote')}
        />
      )}
      {publicStaffList && (
        <UrlBox title={t('staff.urls.publicTitle')} description={t('staff.urls.publicDescription')} url={slug ? `${origin}/api/public/${slug}/staff` : ''} />
      )}
    </div>
  );
}
