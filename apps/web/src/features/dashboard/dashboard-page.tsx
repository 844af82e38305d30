import { CalendarDays, CalendarPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { celebrate as playConfetti } from '@/lib/celebrate';
import { formatLongDate, intlLocaleOf } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { useDashboardData } from './api/use-dashboard-data';
import { AttentionCard } from './components/attention-card';
import { CoverageTrend } from './components/coverage-trend';
import { StatCards } from './components/stat-cards';
import { TotalsCard } from './components/totals-card';
import { UpcomingShifts } from './components/upcoming-shifts';
import { useDailyConfetti } from './lib/use-daily-confetti';
import { useAvailabilityRequests } from '@/lib/availability/availability-api';
import { useTrades } from '@/lib/schedule-api/trades';
import { canWrite } from '@/lib/session/can-write';

// The Add Shift dialog (forms, pattern maths) loads when it is first opened.
const AddShiftDialog = lazy(() =>
  import('@/components/schedule/add-shift-dialog').then((m) => ({ default: m.AddShiftDialog })),
);

type DashboardPageProps = {
  /** The current instant (tests pin it). */
  now?: Date;
  /** Plays the confetti (tests observe it). */
  celebrate?: () => unknown;
};

/** The admin home once the workspace is set up (`app/dashboard-route.tsx` shows the onboarding checklist before it). */
export function DashboardPage({ now = new Date(), celebrate = playConfetti }: DashboardPageProps) {
  return <DashboardHome now={now} celebrate={celebrate} />;
}

/**
 * The dashboard (docs/product/back-office.md#dashboard): welcome with today's date, view schedule and quick-add
 * one-off, four stat cards, the attention card, the 7-day coverage trend, the next 5 shifts and
 * the totals; confetti once a day when every shift of today is filled.
 */
function DashboardHome({ now, celebrate }: { now: Date; celebrate: () => unknown }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const workspace = useWorkspaceStore((s) => s.currentWorkspace);
  const userName = useAuthStore((s) => s.user?.name);
  const [isAddOpen, setIsAddOpen] = useState(false);
  const { data, provisionalToday, isLoading, error, retry } = useDashboardData(now, workspace?.timeZone);
  // Trades accepted by a colleague wait for a manager: the attention card counts them.
  const trades = useTrades({ status: 'PENDING' }, { enabled: canWrite(workspace?.role) });
  const waitingTrades = trades.data?.trades.filter((x) => x.status === 'ACCEPTED').length ?? 0;
  // So do staff changes of availability waiting for a decision.
  const availabilityRequests = useAvailabilityRequests({ enabled: canWrite(workspace?.role) });
  const waitingAvailability = availabilityRequests.data?.filter((r) => r.status === 'PENDING').length ?? 0;
  const today = data?.today ?? provisionalToday;
  // A calendar date, written out at noon UTC so no zone can move it to another day.
  const todayText = formatLongDate(new Date(`${today}T12:00:00Z`), intlLocaleOf(language), 'UTC');

  useDailyConfetti(data?.stats.allTodayFilled ?? false, workspace?.id, data?.today, celebrate);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-primary">
            {userName ? t('pages.dashboard.greeting', { name: userName }) : t('pages.dashboard.title')}
          </p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight sm:text-3xl">
            {t('pages.dashboard.welcome', { workspace: workspace?.name ?? '' })}
          </h1>
          <p className="mt-1 text-muted-foreground">{t('pages.dashboard.today', { date: todayText })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/schedule">
              <CalendarDays aria-hidden />
              {t('dashboard.viewSchedule')}
            </Link>
          </Button>
          <Button onClick={() => setIsAddOpen(true)}>
            <CalendarPlus aria-hidden />
            {t('dashboard.addShift')}
          </Button>
        </div>
      </div>

      {data ? (
        <>
          {data.stats.allTodayFilled && <Alert variant="success">{t('dashboard.allFilled')}</Alert>}
          <StatCards stats={data.stats} />
          <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <CoverageTrend trend={data.stats.trend} />
            <AttentionCard
              urgent={data.stats.urgentNeeds}
              conflicts={data.conflicts}
              absences={data.stats.totals.upcomingAbsences}
              trades={waitingTrades}
              availability={waitingAvailability}
              canFill={canWrite(workspace?.role)}
            />
          </div>
          <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <UpcomingShifts entries={data.stats.upcoming} />
            <TotalsCard totals={data.stats.totals} />
          </div>
        </>
      ) : error ? (
        <Alert variant="destructive">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{t('dashboard.loadFailed')}</span>
            <Button size="sm" variant="outline" onClick={() => void retry()}>
              {t('dashboard.retry')}
            </Button>
          </div>
        </Alert>
      ) : (
        isLoading && <Spinner label={t('dashboard.loading')} />
      )}

      {isAddOpen && (
        <Suspense fallback={null}>
          <AddShiftDialog open={isAddOpen} onOpenChange={setIsAddOpen} />
        </Suspense>
      )}
    </div>
  );
}
