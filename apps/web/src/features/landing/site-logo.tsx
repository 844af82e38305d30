import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function SiteLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation('app');
  return (
    <Link
      to="/"
      aria-label={t('landing.nav.home')}
      className={`inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight ${
        tone === 'dark' ? 'text-slate-900' : 'text-white'
      }`}
    >
      <span className="grid size-8 place-items-center rounded-lg bg-blue-600 text-white shadow-sm shadow-blue-600/30">
        <CalendarCheck aria-hidden="true" className="size-4.5" strokeWidth={2.25} />
      </span>
      OpenRota
    </Link>
  );
}
