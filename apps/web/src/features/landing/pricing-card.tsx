import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTACT_EMAIL } from './contact';
import type { PricingPlan } from './pricing-plans';

export function PricingCard({ plan, isAuthenticated }: { plan: PricingPlan; isAuthenticated: boolean }) {
  const { t } = useTranslation('app');
  const k = (suffix: string) => t(`landing.pricing.${plan.id}${suffix}`);
  const hi = plan.highlighted;
  const button = `mt-8 inline-flex min-h-11 w-full items-center justify-center rounded-xl px-5 text-sm font-semibold transition-colors ${
    hi
      ? 'bg-blue-600 text-white shadow-sm shadow-blue-600/30 hover:bg-blue-700'
      : 'bg-slate-900 text-white hover:bg-slate-700'
  }`;
  const titleId = `plan-${plan.id}-title`;

  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex flex-col rounded-3xl bg-white p-7 sm:p-8 ${
        hi
          ? 'shadow-2xl shadow-blue-900/15 ring-2 ring-blue-600 lg:-my-4 lg:py-12'
          : 'shadow-sm ring-1 ring-slate-200'
      }`}
    >
      {hi && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-blue-600 px-3 py-1 text-xs font-semibold text-white">
          {t('landing.pricing.popular')}
        </p>
      )}
      <h3 id={titleId} className="text-lg font-semibold text-slate-900">
        {k('Name')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{k('Description')}</p>
      <p className="mt-6 flex flex-col">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900">{k('Price')}</span>
        <span className="mt-1 text-sm font-medium text-slate-500">{k('Period')}</span>
      </p>
      <ul className="mt-6 space-y-3 text-sm text-slate-700">
        {plan.features.map((f) => (
          <li key={f} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-600" strokeWidth={2.5} />
            {k(f)}
          </li>
        ))}
      </ul>
      {plan.note && (
        <p className="mt-5 rounded-xl bg-emerald-50 px-3 py-2 text-xs font-medium text-emerald-800">
          {k(plan.note)}
        </p>
      )}
      <div className="mt-auto">
        {plan.id === 'professional' ? (
          <a href={`mailto:${CONTACT_EMAIL}?subject=OpenRota%20Professional`} className={button}>
            {k('Cta')}
          </a>
        ) : isAuthenticated ? (
          <Link to="/dashboard" className={button}>
            {t('landing.nav.dashboard')}
          </Link>
        ) : (
          <Link to="/register" className={button}>
            {k('Cta')}
          </Link>
        )}
      </div>
    </article>
  );
}
