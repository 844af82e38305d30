import { useTranslation } from 'react-i18next';
import { AuthLinks } from './auth-links';
import { LanguageToggle } from './language-toggle';
import { SiteLogo } from './site-logo';

export function LandingHeader({ isAuthenticated }: { isAuthenticated: boolean }) {
  const { t } = useTranslation('app');
  const anchors = [
    { href: '/#use-cases', label: t('landing.nav.useCases') },
    { href: '/#features', label: t('landing.nav.features') },
    { href: '/#pricing', label: t('landing.nav.pricing') },
  ];
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/85 backdrop-blur-md">
      <a
        href="#main"
        className="sr-only rounded-md bg-slate-900 px-3 py-2 text-sm font-semibold text-white focus:not-sr-only focus:absolute focus:left-4 focus:top-3"
      >
        {t('landing.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <SiteLogo />
        <nav aria-label={t('landing.nav.label')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {anchors.map((a) => (
              <li key={a.href}>
                <a
                  href={a.href}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                >
                  {a.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2 sm:gap-3">
          <LanguageToggle />
          <AuthLinks isAuthenticated={isAuthenticated} />
        </div>
      </div>
    </header>
  );
}
