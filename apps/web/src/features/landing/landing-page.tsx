import { useState } from 'react';
import { hasStoredSession } from './auth-session';
import { ClosingCta } from './closing-cta';
import { EmpowermentSection } from './empowerment-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { PricingSection } from './pricing-section';
import { RoiSection } from './roi-section';
import { UseCasesSection } from './use-cases-section';

type LandingPageProps = {
  /** Overrides the stored-session check (by default read from the persisted `auth-storage`). */
  isAuthenticated?: boolean;
};

/** The public landing page at `/` (docs/product/shell.md#landing-page). */
export function LandingPage({ isAuthenticated }: LandingPageProps = {}) {
  const [storedSession] = useState(hasStoredSession);
  const signedIn = isAuthenticated ?? storedSession;
  return (
    <div className="min-h-dvh bg-white text-slate-900 antialiased">
      <LandingHeader isAuthenticated={signedIn} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <HeroSection isAuthenticated={signedIn} />
        <UseCasesSection />
        <EmpowermentSection />
        <FeaturesSection />
        <RoiSection />
        <PricingSection isAuthenticated={signedIn} />
        <ClosingCta isAuthenticated={signedIn} />
      </main>
      <LandingFooter isAuthenticated={signedIn} />
    </div>
  );
}
