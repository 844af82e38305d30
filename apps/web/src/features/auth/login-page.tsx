import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormField } from '@/components/form-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useExchangeToken } from './api/exchange-token';
import { useLogin } from './api/login';
import { AuthLayout } from './components/auth-layout';
import { ForgotPasswordForm } from './components/forgot-password-form';

export function LoginPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const externalToken = params.get('externalToken');
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const error = useAuthStore((s) => s.error);
  const clearError = useAuthStore((s) => s.clearError);
  const login = useLogin();
  const { run: exchangeToken, isPending: isExchanging } = useExchangeToken();
  const exchanged = useRef<string | null>(null);

  // An external token signs in on arrival; it is single-use, so it is sent once and dropped from the URL.
  useEffect(() => {
    if (!externalToken || exchanged.current === externalToken) return;
    exchanged.current = externalToken;
    void exchangeToken(externalToken);
    setParams((p) => (p.delete('externalToken'), p), { replace: true });
  }, [externalToken, exchangeToken, setParams]);

  // A message from an earlier visit should not greet the next one.
  useEffect(() => clearError, [clearError]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearError();
    void login.run({ email: email.trim(), password });
  };

  // A page the user was going to (`?next=`) is kept when they register instead.
  const next = params.get('next');
  const registerPath = next ? `/register?next=${encodeURIComponent(next)}` : '/register';

  const footer = (
    <>
      <p>
        {t('auth.login.noAccount')}{' '}
        <Link to={registerPath} className="font-medium text-primary hover:underline">
          {t('auth.login.registerLink')}
        </Link>
      </p>
      <p>
        <Link to="/" className="hover:text-foreground hover:underline">
          {t('auth.backHome')}
        </Link>
      </p>
    </>
  );

  if (externalToken || isExchanging) {
    return (
      <AuthLayout title={t('auth.login.title')}>
        <Spinner label={t('auth.login.exchanging')} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.login.title')} description={t('auth.login.description')} footer={footer}>
      {mode === 'forgot' ? (
        <ForgotPasswordForm initialEmail={email} onBack={() => setMode('login')} />
      ) : (
        <form onSubmit={onSubmit} className="grid gap-5">
          {error && (
            <Alert variant="destructive" onDismiss={clearError}>
              {error}
            </Alert>
          )}
          <FormField
            label={t('auth.email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            placeholder={t('auth.emailPlaceholder')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <FormField
            label={t('auth.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            labelAside={
              <Button variant="link" className="h-auto p-0 text-xs" onClick={() => setMode('forgot')}>
                {t('auth.login.forgotPassword')}
              </Button>
            }
          />
          <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
            {login.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
