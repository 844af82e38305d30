import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-blue-600 px-5 text-sm font-semibold text-white shadow-sm shadow-blue-600/25 transition-colors hover:bg-blue-700 focus-visible:outline-offset-2';
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 transition-colors hover:border-slate-400 hover:bg-slate-50';

/** The header's account links: sign in and sign up when logged out, the dashboard when logged in. */
export function AuthLinks({ isAuthenticated }: { isAuthenticated: boolean }) {
  const { t } = useTranslation('app');
  if (isAuthenticated) {
    return (
      <Link to="/dashboard" className={`${primaryButton} min-h-9 whitespace-nowrap px-3.5`}>
        {t('landing.nav.dashboard')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    );
  }
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <Link
        to="/login"
        className="inline-flex min-h-9 items-center whitespace-nowrap rounded-lg px-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      >
        {t('landing.nav.signIn')}
      </Link>
      <span className="hidden sm:block">
        <Link to="/register" className={`${primaryButton} min-h-9 whitespace-nowrap px-3.5`}>
          {t('landing.nav.signUp')}
        </Link>
      </span>
    </div>
  );
}
