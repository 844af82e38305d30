import type { Workspace } from '@openrota/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { UrlBox } from './url-box';

type StaffUrlBoxesProps = {
  workspace: Workspace | null;
  /** The plan and whether it includes staff login (undefined: not known, the link is shown). */
  staffLoginPlan?: { planName: string; hasFeature: boolean } | undefined;
  origin?: string;
};

/**
 * The staff login and public staff list links, each shown only when its workspace flag is on.
 * Staff login switched on under a plan without it answers "not enabled": the page says so
 * instead of offering a link that does not work.
 */
export function StaffUrlBoxes({
  workspace,
  staffLoginPlan,
  origin = window.location.origin,
}: StaffUrlBoxesProps) {
  const { t } = useTranslation();
  if (!workspace) return null;
  const { staffLoginEnabled, publicStaffList } = workspace.featureFlags;
  if (!staffLoginEnabled && !publicStaffList) return null;
  const slug = workspace.slug;
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {staffLoginEnabled && staffLoginPlan?.hasFeature === false ? (
        <Alert>
          <p className="font-medium">{t('staff.urls.loginTitle')}</p>
          <p>{t('staff.urls.notInPlan', { plan: staffLoginPlan.planName })}</p>
        </Alert>
      ) : (
        staffLoginEnabled && (
          <UrlBox
            title={t('staff.urls.loginTitle')}
            description={t('staff.urls.loginDescription')}
            url={slug ? `${origin}/staff/${slug}/login` : `${origin}/staff-login`}
            note={slug ? undefined : t('staff.urls.genericNote')}
          />
        )
      )}
      {publicStaffList && (
        <UrlBox
          title={t('staff.urls.publicTitle')}
          description={t('staff.urls.publicDescription')}
          url={slug ? `${origin}/api/public/${slug}/staff` : ''}
        />
      )}
    </div>
  );
}
