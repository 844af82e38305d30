import { useTranslation } from 'react-i18next';
import { PricingCard } from './pricing-card';
import { PRICING_PLANS } from './pricing-plans';
import { SectionHeading } from './section-heading';

export function PricingSection({ isAuthenticated }: { isAuthenticated: boolean }) {
  const { t } = useTranslation('app');
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-16 bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-title"
          eyebrow={t('landing.pricing.eyebrow')}
          title={t('landing.pricing.title')}
          subtitle={t('landing.pricing.subtitle')}
        />
        <div className="mt-14 grid items-stretch gap-8 lg:grid-cols-3 lg:gap-6">
          {PRICING_PLANS.map((plan) => (
            <PricingCard key={plan.id} plan={plan} isAuthenticated={isAuthenticated} />
          ))}
        </div>
      </div>
    </section>
  );
}
