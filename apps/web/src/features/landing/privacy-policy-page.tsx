import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useState } from 'react';
import { hasStoredSession } from './auth-session';
import { LandingFooter } from './landing-footer';
import { LanguageToggle } from './language-toggle';
import { SiteLogo } from './site-logo';

const SECTIONS = ['controller', 'data', 'purposes', 'retention', 'sharing', 'rights', 'contact'] as const;
const LISTS: Partial<Record<(typeof SECTIONS)[number], string[]>> = {
  data: ['dataAccount', 'dataWorkspace', 'dataSecurity', 'dataBrowser'],
  rights: [
    'rightsAccess',
    'rightsCorrect',
    'rightsDelete',
    'rightsRestrict',
    'rightsPortable',
    'rightsComplain',
  ],
};
const BODY: Partial<Record<(typeof SECTIONS)[number], string>> = { rights: 'rightsIntro' };

/** The public privacy policy at `/privacy-policy`, GDPR-style, in en and nl. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('app');
  const [signedIn] = useState(hasStoredSession);
  const p = (key: string) => t(`legal.privacy.${key}`);

  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 antialiased">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-3 px-4 sm:px-6">
          <SiteLogo />
          <LanguageToggle />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-blue-700 hover:text-blue-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {p('backHome')}
        </Link>
        <article className="mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{p('title')}</h1>
          <p className="mt-2 text-sm text-slate-500">{t('legal.lastUpdated')}</p>
          <p className="mt-6 text-base leading-relaxed text-slate-700 sm:text-lg">{p('intro')}</p>
          {SECTIONS.map((section) => {
            const list = LISTS[section];
            const body = BODY[section] ?? (list ? undefined : `${section}Body`);
            return (
              <section key={section} aria-labelledby={`privacy-${section}`} className="mt-10">
                <h2 id={`privacy-${section}`} className="text-xl font-semibold text-slate-900">
                  {p(`${section}Title`)}
                </h2>
                {body && <p className="mt-3 leading-relaxed text-slate-700">{p(body)}</p>}
                {list && (
                  <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-slate-700 marker:text-blue-600">
                    {list.map((item) => (
                      <li key={item}>{p(item)}</li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </article>
      </main>
      <LandingFooter isAuthenticated={signedIn} />
    </div>
  );
}
