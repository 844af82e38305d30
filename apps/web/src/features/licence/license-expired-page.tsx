import { LogOut, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackupButton } from '@/components/backup/backup-button';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageToggle } from '@/components/language-toggle';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useContactEmail } from '@/lib/public-config';
import { useLogout } from '@/lib/session/logout';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';

/** Where the switcher and "Choose another workspace" go: past select-workspace's redirect to /. */
const FROM_LICENSE_EXPIRED = { from: 'license-expired' };

/**
 * Where any 402 answer lands (public page, docs/product/plans-and-limits.md#expired-licence). It says what happened,
 * gives the contact address from the server's configuration (CONTACT_EMAIL) and keeps the way
 * out open for a signed-in user: the workspace switcher in the header, "Choose another
 * workspace" (select-workspace stays instead of redirecting to /) and signing out. The switcher
 * is the shell's: the route (`app/license-expired-route.tsx`) passes it in, as a feature does not
 * import `app/`.
 */
export function LicenseExpiredPage({ workspaceSwitcher }: { workspaceSwitcher?: ReactNode }) {
  const { t } = useTranslation();
  const isSignedIn = useAuthStore((s) => s.isAuthenticated && Boolean(s.token));
  // Only workspaces besides the expired one still work: a member of just this one is not told otherwise.
  const expiredId = useWorkspaceStore((s) => s.currentWorkspace?.id);
  const hasOtherWorkspaces = useAuthStore((s) =>
    s.workspaces.some((workspace) => workspace.id !== expiredId),
  );
  const email = useContactEmail();
  const logout = useLogout();

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between px-4 py-4 sm:px-8">
        <Link to="/" className="shrink-0 rounded-md">
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
            <h1 className="text-2xl font-semibold tracking-tight">{t('licence.expiredPage.title')}</h1>
            <p className="text-sm leading-relaxed text-muted-foreground">{t('licence.expiredPage.text')}</p>
            <p className="text-sm leading-relaxed" data-testid="licence-contact">
              {email ? (
                <Trans
                  i18nKey="licence.expiredPage.contact"
                  values={{ email }}
                  components={{
                    mail: (
                      <a
                        href={`mailto:${email}`}
                        className="font-medium break-all text-primary underline underline-offset-2"
                      />
                    ),
                  }}
                />
              ) : (
                t('licence.expiredPage.contactLoading')
              )}
            </p>
            {isSignedIn && (
              // docs/product/plans-and-limits.md#expired-licence: the data is never held hostage. An ADMIN of the expired workspace
              // downloads its backup right here (the route answers while the licence is expired);
              // the settings page itself would be refused.
              <BackupButton className="w-full" />
            )}
            {isSignedIn && hasOtherWorkspaces && (
              // The switcher sits in the card, not the header, so the page fits 360 px.
              <div className="flex w-full flex-col items-center gap-2 border-t pt-4">
                <p className="text-sm text-muted-foreground">{t('licence.expiredPage.otherWorkspace')}</p>
                {workspaceSwitcher}
              </div>
            )}
            <div className="mt-2 flex w-full flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-center">
              {isSignedIn ? (
                <>
                  <Button asChild>
                    <Link to="/select-workspace" state={FROM_LICENSE_EXPIRED}>
                      {hasOtherWorkspaces
                        ? t('licence.expiredPage.chooseWorkspace')
                        : t('workspace.select.createNew')}
                    </Link>
                  </Button>
                  <Button variant="outline" onClick={() => void logout()}>
                    <LogOut aria-hidden />
                    {t('licence.expiredPage.logout')}
                  </Button>
                </>
              ) : (
                <>
                  <Button asChild>
                    <Link to="/login">{t('licence.expiredPage.login')}</Link>
                  </Button>
                  <Button variant="outline" asChild>
                    <Link to="/">{t('licence.expiredPage.home')}</Link>
                  </Button>
                </>
              )}
            </div>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
