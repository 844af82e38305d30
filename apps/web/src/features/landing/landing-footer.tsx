import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SiteLogo } from './site-logo';

// The terms dialog (and Radix Dialog with it) loads only when someone asks to read the terms.
const TermsDialog = lazy(() =>
  import('@/components/legal/terms-dialog').then((m) => ({ default: m.TermsDialog })),
);

const linkClass = 'rounded text-sm text-slate-400 transition-colors hover:text-white';

export function LandingFooter({ isAuthenticated }: { isAuthenticated: boolean }) {
  const { t } = useTranslation('app');
  const [termsOpen, setTermsOpen] = useState(false);
  const [termsRequested, setTermsRequested] = useState(false);

  const columns = [
    {
      title: t('landing.footer.product'),
      links: [
        <a href="/#use-cases" className={linkClass}>
          {t('landing.nav.useCases')}
        </a>,
        <a href="/#features" className={linkClass}>
          {t('landing.nav.features')}
        </a>,
        <a href="/#pricing" className={linkClass}>
          {t('landing.nav.pricing')}
        </a>,
      ],
    },
    {
      title: t('landing.footer.account'),
      links: isAuthenticated
        ? [
            <Link to="/dashboard" className={linkClass}>
              {t('landing.nav.dashboard')}
            </Link>,
          ]
        : [
            <Link to="/login" className={linkClass}>
              {t('landing.nav.signIn')}
            </Link>,
            <Link to="/register" className={linkClass}>
              {t('landing.nav.signUp')}
            </Link>,
          ],
    },
    {
      title: t('landing.footer.legal'),
      links: [
        <Link to="/privacy-policy" className={linkClass}>
          {t('landing.footer.privacy')}
        </Link>,
        <button
          type="button"
          className={linkClass}
          onClick={() => {
            setTermsRequested(true);
            setTermsOpen(true);
          }}
        >
          {t('landing.footer.terms')}
        </button>,
      ],
    },
  ];

  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-14 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)] lg:px-8">
        <div className="col-span-2 sm:col-span-3 md:col-span-1">
          <SiteLogo tone="light" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-slate-400">
            {t('landing.footer.tagline')}
          </p>
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="text-sm font-semibold text-white">{col.title}</h2>
            <ul className="mt-4 space-y-3">
              {col.links.map((link, i) => (
                <li key={i}>{link}</li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          {t('landing.footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
      {termsRequested && (
        <Suspense fallback={null}>
          <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} />
        </Suspense>
      )}
    </footer>
  );
}
