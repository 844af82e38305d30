import type { InvitationPreview } from '@openrota/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageToggle } from '@/components/language-toggle';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { signOut } from '@/lib/session/logout';
import { selectWorkspace } from '@/lib/session/select-workspace';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useAction } from '@/lib/use-action';
import { acceptInvitation, getInvitation } from './api/invitation-api';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; invitation: InvitationPreview }
  | { status: 'failed'; message: string };

/**
 * /accept-invitation?token=… (outside the app shell). Shows the invitation; signed in with the
 * invited address → Accept joins, selects the workspace and opens /dashboard. Signed out → sign
 * in or register links that come back here (`?next=`, honoured by the guest-only guard).
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const user = useAuthStore((s) => (s.isAuthenticated && s.token ? s.user : null));
  const [load, setLoad] = useState<Load>(
    token ? { status: 'loading' } : { status: 'failed', message: t('members.accept.missingToken') },
  );
  const [acceptError, setAcceptError] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let active = true;
    getInvitation(token).then(
      (invitation) => active && setLoad({ status: 'ready', invitation }),
      (error: unknown) => {
        if (!active) return;
        const message =
          error instanceof ApiError && error.status === 404
            ? t('members.accept.notFound')
            : error instanceof Error && error.message
              ? error.message
              : t('members.accept.loadFailed');
        setLoad({ status: 'failed', message });
      },
    );
    return () => {
      active = false;
    };
  }, [token, t]);

  const accept = useAction(acceptInvitation, {
    onSuccess: async ({ data }) => {
      const auth = useAuthStore.getState();
      if (!auth.workspaces.some((w) => w.id === data.id)) auth.setWorkspaces([...auth.workspaces, data]);
      await selectWorkspace(data, { navigateTo: '/dashboard' });
    },
    onError: (error) =>
      setAcceptError(
        error instanceof Error && error.message ? error.message : t('members.accept.acceptFailed'),
      ),
  });

  const here = `/accept-invitation?token=${encodeURIComponent(token)}`;
  const next = `?next=${encodeURIComponent(here)}`;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between px-4 py-4 sm:px-8">
        <Link to="/" className="rounded-md">
          <BrandLogo />
        </Link>
        <LanguageToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center">
        <Card className="w-full max-w-md">
          <CardContent className="grid gap-4 pt-6">
            <h1 className="text-2xl font-semibold tracking-tight">{t('members.accept.title')}</h1>
            {load.status === 'loading' ? (
              <div className="flex items-center gap-3 text-sm text-muted-foreground" role="status">
                <Spinner />
                {t('members.accept.loading')}
              </div>
            ) : load.status === 'failed' ? (
              <Alert variant="destructive">{load.message}</Alert>
            ) : (
              <InvitationDetails
                invitation={load.invitation}
                signedInEmail={user?.email ?? null}
                loginHref={`/login${next}`}
                registerHref={`/register${next}`}
                isAccepting={accept.isPending}
                acceptError={acceptError}
                onAccept={() => {
                  setAcceptError(null);
                  void accept.run({ token, fallback: t('members.accept.acceptFailed') });
                }}
                onSignOut={() => void signOut()}
              />
            )}
            <Link to="/" className="text-sm text-muted-foreground hover:text-foreground hover:underline">
              {t('members.accept.backHome')}
            </Link>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}

type DetailsProps = {
  invitation: InvitationPreview;
  signedInEmail: string | null;
  loginHref: string;
  registerHref: string;
  isAccepting: boolean;
  acceptError: string | null;
  onAccept: () => void;
  onSignOut: () => void;
};

function InvitationDetails({
  invitation,
  signedInEmail,
  loginHref,
  registerHref,
  isAccepting,
  acceptError,
  onAccept,
  onSignOut,
}: DetailsProps) {
  const { t } = useTranslation();
  const role = t(`members.roles.${invitation.role}`);
  const closed = {
    EXPIRED: 'members.accept.expired',
    ACCEPTED: 'members.accept.accepted',
    REVOKED: 'members.accept.revoked',
    PENDING: null,
  }[invitation.state];
  const rightAccount =
    signedInEmail !== null && signedInEmail.toLowerCase() === invitation.email.toLowerCase();
  return (
    <div className="grid gap-4">
      <p className="text-base">
        {t('members.accept.invitedTo', { workspace: invitation.workspaceName, role })}
      </p>
      <p className="text-sm text-muted-foreground">
        {t('members.accept.forEmail', { email: invitation.email })}
      </p>
      {closed ? (
        <Alert variant="destructive">{t(closed)}</Alert>
      ) : signedInEmail === null ? (
        <>
          <p className="text-sm">{t('members.accept.signInPrompt', { email: invitation.email })}</p>
          <div className="grid gap-2 sm:grid-cols-2">
            <Button asChild>
              <Link to={loginHref}>{t('members.accept.signIn')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={registerHref}>{t('members.accept.register')}</Link>
            </Button>
          </div>
        </>
      ) : !rightAccount ? (
        <>
          <Alert variant="destructive">
            {t('members.accept.wrongAccount', { current: signedInEmail, email: invitation.email })}
          </Alert>
          <Button variant="outline" onClick={onSignOut}>
            {t('members.accept.signOut')}
          </Button>
        </>
      ) : (
        <>
          {acceptError && <Alert variant="destructive">{acceptError}</Alert>}
          <Button onClick={onAccept} disabled={isAccepting}>
            {isAccepting ? t('members.accept.accepting') : t('members.accept.accept')}
          </Button>
        </>
      )}
    </div>
  );
}
