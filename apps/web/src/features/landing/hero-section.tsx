import { ArrowRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from './auth-links';
import { MinutesCounter } from './minutes-counter';
import { RotaPreview } from './rota-preview';

export function HeroSection({ isAuthenticated }: { isAuthenticated: boolean }) {
  const { t } = useTranslation('app');
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-linear-to-b from-blue-50 via-white to-white"
    >
      <div className="absolute left-1/2 top-0 -z-0 h-72 w-[48rem] -translate-x-1/2 rounded-full bg-blue-100/60 blur-3xl" />
      <div className="relative mx-auto max-w-6xl px-4 pb-6 pt-12 sm:px-6 sm:pt-16 lg:px-8 lg:pb-8 lg:pt-20">
        <div className="grid items-center gap-14 lg:grid-cols-[1.05fr_1fr] lg:gap-12">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-blue-200 bg-white px-3 py-1 text-xs font-semibold text-blue-800 shadow-sm sm:text-sm">
              <Sparkles aria-hidden="true" className="size-3.5 sm:size-4" />
              {t('landing.hero.eyebrow')}
            </p>
            <h1
              id="hero-title"
              className="mt-5 text-4xl font-extrabold leading-[1.08] tracking-tight text-slate-900 sm:text-5xl lg:text-6xl"
            >
              {t('landing.hero.titleStart')}{' '}
              <span className="text-blue-600">{t('landing.hero.titleHighlight')}</span>,{' '}
              <span className="whitespace-nowrap">{t('landing.hero.titleEnd')}</span>
            </h1>
            <p className="mt-5 max-w-xl text-base leading-relaxed text-slate-600 sm:text-lg">
              {t('landing.hero.subtitle')}
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              {isAuthenticated ? (
                <Link to="/dashboard" className={`${primaryButton} min-h-12 px-6 text-base`}>
                  {t('landing.nav.dashboard')}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              ) : (
                <Link to="/register" className={`${primaryButton} min-h-12 px-6 text-base`}>
                  {t('landing.hero.primaryCta')}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              )}
              <a href="#pricing" className={`${secondaryButton} min-h-12 px-6 text-base`}>
                {t('landing.hero.secondaryCta')}
              </a>
            </div>
            {!isAuthenticated && (
              <p className="mt-4 text-sm text-slate-500">{t('landing.hero.reassurance')}</p>
            )}
          </div>
          <RotaPreview />
        </div>
        <div className="mt-20 lg:mt-24">
          <MinutesCounter />
        </div>
      </div>
    </section>
  );
}
