import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { OnboardingGate } from '@/features/onboarding/onboarding-gate';
import { formatLongDate } from '@/lib/format-date';
import { useLanguage } from '@/lib/language';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';

/** The admin home: the onboarding checklist until the workspace is set up, then the dashboard. */
export function DashboardPage({ now = new Date() }: { now?: Date }) {
  return (
    <OnboardingGate>
      <DashboardHome now={now} />
    </OnboardingGate>
  );
}

/** For now: a welcome with the workspace name and today's date in the active locale. */
function DashboardHome({ now }: { now: Date }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const workspace = useWorkspaceStore((s) => s.currentWorkspace);
  const userName = useAuthStore((s) => s.user?.name);
  const today = formatLongDate(now, language === 'nl' ? 'nl-NL' : 'en-GB', workspace?.timeZone);

  return (
    <div className="grid gap-6">
      <div>
        <p className="text-sm font-medium text-primary">{userName ? t('pages.dashboard.greeting', { name: userName }) : t('pages.dashboard.title')}</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight sm:text-3xl">
          {t('pages.dashboard.welcome', { workspace: workspace?.name ?? '' })}
        </h1>
      </div>
      <Card>
        <CardContent className="flex items-start gap-4 pt-6">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
            <CalendarDays aria-hidden className="size-5" />
          </span>
          <div>
            <p className="font-medium">{t('pages.dashboard.today', { date: today })}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t('pages.dashboard.intro')}</p>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
