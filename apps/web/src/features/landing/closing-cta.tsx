import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function ClosingCta({ isAuthenticated }: { isAuthenticated: boolean }) {
  const { t } = useTranslation('app');
  return (
    <section aria-labelledby="cta-title" className="bg-white px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-blue-600 px-6 py-14 text-center shadow-xl shadow-blue-900/20 sm:px-12">
        <div className="absolute -right-20 -top-24 size-80 rounded-full bg-white/10 blur-2xl" />
        <div className="absolute -bottom-28 -left-16 size-80 rounded-full bg-sky-300/20 blur-2xl" />
        <div className="relative">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {t('landing.cta.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-base text-blue-100 sm:text-lg">
            {t('landing.cta.subtitle')}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {isAuthenticated ? (
              <Link to="/dashboard" className={lightButton}>
                {t('landing.nav.dashboard')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            ) : (
              <>
                <Link to="/register" className={lightButton}>
                  {t('landing.cta.primary')}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
                <Link
                  to="/login"
                  className="inline-flex min-h-12 items-center justify-center rounded-xl px-6 text-base font-semibold text-white ring-1 ring-white/40 hover:bg-white/10"
                >
                  {t('landing.cta.secondary')}
                </Link>
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

const lightButton =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-white px-6 text-base font-semibold text-blue-700 shadow-sm hover:bg-blue-50';
