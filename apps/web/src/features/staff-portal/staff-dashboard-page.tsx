import { LogOut } from 'lucide-react';
import type { MyShift } from '@openrota/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LanguageToggle } from '@/components/language-toggle';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { withNext } from '@/lib/next-path';
import { staffLoginPath, useStaffSessionStore } from '@/lib/stores/staff-session-store';
import { logoutStaff } from './api/staff-api';
import { AbsencesSection } from './components/absences-section';
import { AvailableShiftsSection } from './components/available-shifts-section';
import type { ClaimTarget } from './components/claim-dialog';
import { LazyClaimDialog, LazyOfferTradeDialog, LazyToaster } from './components/lazy-dialogs';
import {
  LazyCalendarFeedSection,
  LazyMyAvailabilitySection,
  LazyMyHoursSection,
} from './components/lazy-sections';
import { MyShiftsSection } from './components/my-shifts-section';
import { OneOffSection } from './components/one-off-section';
import { staffErrorText } from './components/staff-error';
import { TradesSection } from './components/trades-section';
import { useStaffDashboard } from './components/use-staff-dashboard';

/**
 * `/staff-dashboard`: staff self-service; without a staff session it is the staff login, which
 * comes back to the exact address asked for (query and hash kept).
 */
export function StaffDashboardPage() {
  const location = useLocation();
  const token = useStaffSessionStore((s) => s.token);
  const slug = useStaffSessionStore((s) => s.workspaceSlug);
  if (!token)
    return (
      <Navigate
        to={
          location.search || location.hash ? withNext(staffLoginPath(slug), location) : staffLoginPath(slug)
        }
        replace
      />
    );
  return (
    <>
      <StaffDashboard />
      <LazyToaster position="bottom-center" mobileOffset={{ bottom: 16 }} />
    </>
  );
}

function StaffDashboard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, error, loading, reload } = useStaffDashboard();
  const [claim, setClaim] = useState<ClaimTarget | null>(null);
  const [offering, setOffering] = useState<MyShift | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);
  const refresh = () => void reload();

  const onLogout = async () => {
    setLoggingOut(true);
    const { workspaceSlug, signOut } = useStaffSessionStore.getState();
    try {
      await logoutStaff();
    } catch {
      // The session ends here either way; an expired one needs no revoking.
    }
    signOut();
    void navigate(staffLoginPath(workspaceSlug), { replace: true });
  };

  const canClaim = data?.me.workspace.selfPlanning ?? false;
  const offered = new Set(
    (data?.trades?.myOffers ?? [])
      .filter((o) => o.status === 'OPEN' || o.status === 'ACCEPTED')
      .map((o) => o.shift.shiftId),
  );

  return (
    <div className="min-h-dvh bg-muted/30">
      <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-2">
          <div className="min-w-0 flex-1">
            <p className="truncate text-base font-semibold" data-testid="staff-workspace-name">
              {data?.me.workspace.name ?? t('staffPortal.dashboard.title')}
            </p>
            {data && (
              <p className="truncate text-sm text-muted-foreground">
                {t('staffPortal.dashboard.signedInAs', { name: data.me.staff.name })}
              </p>
            )}
          </div>
          <LanguageToggle />
          {/* Below 400 px the label is only for screen readers, so the language switch fits beside it. */}
          <Button
            variant="outline"
            size="lg"
            className="px-3"
            onClick={() => void onLogout()}
            disabled={loggingOut}
          >
            <LogOut aria-hidden />
            <span className="max-[399px]:sr-only">{t('staffPortal.dashboard.logout')}</span>
          </Button>
        </div>
      </header>
      <main className="mx-auto grid max-w-3xl gap-4 px-3 py-4 sm:px-4 sm:py-6">
        <h1 className="sr-only">{t('staffPortal.dashboard.title')}</h1>
        {error !== null && (
          <Alert variant="destructive">
            <p>{staffErrorText(error, t('staffPortal.dashboard.loadFailed'), t)}</p>
            <Button variant="outline" size="lg" className="mt-2" onClick={refresh} disabled={loading}>
              {t('staffPortal.dashboard.retry')}
            </Button>
          </Alert>
        )}
        {!data && loading && <Spinner label={t('staffPortal.dashboard.loading')} />}
        {data && (
          <>
            {/* The member's own next shifts first: what a nurse opens the page for. */}
            <MyShiftsSection
              shifts={data.myShifts.upcomingShifts}
              today={data.myShifts.today}
              onOffer={data.trades ? setOffering : undefined}
              offered={offered}
            />
            {data.trades && <TradesSection trades={data.trades} onChanged={refresh} />}
            {!canClaim && <Alert variant="info">{t('staffPortal.dashboard.noSelfPlanning')}</Alert>}
            <AvailableShiftsSection
              slots={data.available.availableSlots}
              maxSelfPlanningDays={data.available.maxSelfPlanningDays}
              canClaim={canClaim}
              onClaim={(slot) => setClaim({ kind: 'slot', slot })}
            />
            {data.oneOffs.length > 0 && (
              <OneOffSection
                shifts={data.oneOffs}
                canClaim={canClaim}
                onClaim={(shift) => setClaim({ kind: 'oneOff', shift })}
              />
            )}
            <AbsencesSection
              absences={data.absences}
              today={data.available.today}
              absencesMinDelay={data.me.workspace.absencesMinDelay}
              onChanged={refresh}
            />
            <LazyMyAvailabilitySection />
            <LazyMyHoursSection today={data.myShifts.today} />
            <LazyCalendarFeedSection />
          </>
        )}
      </main>
      <LazyClaimDialog target={claim} onClose={() => setClaim(null)} onClaimed={refresh} />
      <LazyOfferTradeDialog shift={offering} onClose={() => setOffering(null)} onOffered={refresh} />
    </div>
  );
}
