import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageToggle } from '@/components/language-toggle';

type AuthLayoutProps = { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The sign-in, registration and password pages: a brand panel on wide screens, the form beside it. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation();
  const points = [t('auth.brand.point1'), t('auth.brand.point2'), t('auth.brand.point3')];
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-blue-600 via-blue-500 to-sky-400 p-10 text-white lg:flex lg:flex-col lg:justify-between">
        <Link to="/" className="w-fit rounded-md">
          <BrandLogo inverted />
        </Link>
        <div className="max-w-md">
          <p className="text-3xl leading-tight font-semibold">{t('auth.brand.tagline')}</p>
          <ul className="mt-8 space-y-3 text-blue-50">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-3">
                <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <div
          aria-hidden
          className="pointer-events-none absolute -right-24 -bottom-24 size-96 rounded-full bg-white/10"
        />
      </aside>
      <div className="flex flex-col">
        <header className="flex items-center justify-between gap-4 px-4 py-4 sm:px-8">
          <Link to="/" className="rounded-md lg:invisible">
            <BrandLogo />
          </Link>
          <LanguageToggle />
        </header>
        <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:px-8">
          <div className="w-full max-w-sm">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {description && <p className="mt-2 text-sm text-muted-foreground">{description}</p>}
            <div className="mt-8">{children}</div>
            {footer && (
              <div className="mt-8 space-y-2 text-center text-sm text-muted-foreground">{footer}</div>
            )}
          </div>
        </main>
      </div>
    </div>
  );
}
