import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { useWorkspaceDetails } from './api/get-workspace-details';
import { BackupCard } from '@/components/backup/backup-button';
import { CalendarFeedsCard } from './calendar-feeds/calendar-feeds-card';
import { LicenceCard } from './licence/licence-card';
import { GeneralSettingsCard } from './components/general-settings-card';
import { AvailabilitySettingsCard } from './components/availability-settings-card';
import { TradeApprovalCard } from './components/trade-approval-card';
import { PublishSettingsCard } from './components/publish-settings-card';
import { MembersSection } from './members/components/members-section';

/**
 * /settings/workspace (docs/product/workspaces.md#workspace-settings and docs/product/plans-and-limits.md#licence-info): the general settings, the licence card, the
 * members and the backup download. Only ADMIN may change anything (docs/roles.md); other roles see
 * the general values read-only with a note saying so.
 */
export function WorkspaceSettingsPage() {
  const { t } = useTranslation();
  const current = useWorkspaceStore((s) => s.currentWorkspace);
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const details = useWorkspaceDetails(current?.id ?? '');
  const workspace = details.data ?? current;
  const role = details.data?.role ?? current?.role;
  const isAdmin = role === 'ADMIN';

  return (
    <div className="grid min-w-0 gap-5">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('settings.workspace.title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('settings.workspace.description')}</p>
      </div>
      {!isAdmin && workspace && <Alert>{t('settings.workspace.readOnly')}</Alert>}
      {details.isPending && !workspace ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : !workspace ? (
        <Alert variant="destructive">{t('settings.workspace.loadError')}</Alert>
      ) : (
        <>
          {/* Mounted once the server's values are in, so the form starts from them. */}
          {details.isPending ? (
            <div className="flex justify-center py-10">
              <Spinner />
            </div>
          ) : (
            <GeneralSettingsCard key={workspace.id} workspace={workspace} canEdit={isAdmin} />
          )}
          {/* Managers may read the licence (docs/roles.md); only an ADMIN starts a trial. */}
          {role !== 'STAFF' && <LicenceCard />}
          {role !== 'STAFF' && <CalendarFeedsCard />}
          {role !== 'STAFF' && !details.isPending && (
            <AvailabilitySettingsCard key={workspace.id} workspace={workspace} canEdit={isAdmin} />
          )}
          {role !== 'STAFF' && <TradeApprovalCard canEdit={isAdmin} />}
          {role !== 'STAFF' && <PublishSettingsCard canEdit={isAdmin} />}
          {isAdmin && (
            <>
              <MembersSection
                workspaceId={workspace.id}
                workspaceName={workspace.name}
                currentUserId={userId}
              />
              <BackupCard workspace={workspace} />
            </>
          )}
        </>
      )}
    </div>
  );
}
