import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { OnboardingGate } from '@/features/onboarding/onboarding-gate';

/** /dashboard: the onboarding checklist until the workspace is set up, then the dashboard (two features, composed here). */
export function DashboardRoute() {
  return (
    <OnboardingGate>
      <DashboardPage />
    </OnboardingGate>
  );
}
