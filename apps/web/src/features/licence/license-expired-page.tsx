import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageToggle } from '@/components/language-toggle';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useAuthStore } from '@/lib/stores/auth-store';

/** Where any 402 answer lands. A signed-in user can switch to another workspace from here. */
export function LicenseExpiredPage() {
  const { t } = useTranslation();
  const isSignedIn = useAuthStore((s) => s.isAuthenticated && Boolean(s.token));
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between px-4 py-4 sm:px-8">
        <Link to="/" className="rounded-md">
          <BrandLogo />
        </Link>
        <LanguageToggle />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-12">
        <Card className="w-full max-w-md text-center">
          <CardContent className="flex flex-col items-center gap-4 pt-8">
            <span className="flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-700">
              <ShieldAlert aria-hidden className="size-7" />
            </span>
            <h1 className="text-2xl font-semibold tracking-tight">{t('pages.licenseExpired.title')}</h1>
            <p className="text-sm leading-relaxed text-muted-foreground">{t('pages.licenseExpired.text')}</p>
            <div className="mt-2 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
              {isSignedIn ? (
                <Button asChild>
                  <Link to="/select-workspace" state={{ from: 'license-expired' }}>
                    {t('pages.licenseExpired.chooseWorkspace')}
                  </Link>
                </Button>
              ) : (
                <Button asChild>
                  <Link to="/login">{t('pages.licenseExpired.login')}</Link>
                </Button>
              )}
              <Button variant="outline" asChild>
                <Link to="/">{t('pages.licenseExpired.home')}</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
