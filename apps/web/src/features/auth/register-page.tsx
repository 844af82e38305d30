import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField } from '@/components/form-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PASSWORD_MIN_LENGTH } from '@/lib/constants';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useRegister } from './api/register';
import { AuthLayout } from './components/auth-layout';
import { TermsField } from './components/terms-field';

export function RegisterPage() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const error = useAuthStore((s) => s.error);
  const clearError = useAuthStore((s) => s.clearError);
  const register = useRegister();

  useEffect(() => clearError, [clearError]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!termsAccepted) {
      setTermsError(t('auth.register.termsRequired'));
      return;
    }
    clearError();
    void register.run({ name: name.trim(), email: email.trim(), password, termsAccepted });
  };

  const onTermsChange = (checked: boolean) => {
    setTermsAccepted(checked);
    if (checked) setTermsError(null);
  };

  const footer = (
    <>
      <p>
        {t('auth.register.haveAccount')}{' '}
        <Link to="/login" className="font-medium text-primary hover:underline">
          {t('auth.register.loginLink')}
        </Link>
      </p>
      <p>
        <Link to="/" className="hover:text-foreground hover:underline">
          {t('auth.backHome')}
        </Link>
      </p>
    </>
  );

  return (
    <AuthLayout title={t('auth.register.title')} description={t('auth.register.description')} footer={footer}>
      <form onSubmit={onSubmit} className="grid gap-5">
        {error && (
          <Alert variant="destructive" onDismiss={clearError}>
            {error}
          </Alert>
        )}
        <FormField
          label={t('auth.register.firstName')}
          name="name"
          autoComplete="given-name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
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
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={t('auth.register.passwordHint')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TermsField checked={termsAccepted} onCheckedChange={onTermsChange} error={termsError} />
        <Button type="submit" size="lg" className="w-full" disabled={register.isPending}>
          {register.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
