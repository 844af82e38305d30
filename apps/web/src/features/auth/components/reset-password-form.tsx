import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getServerError } from '@/lib/api-error';
import { PASSWORD_MIN_LENGTH } from '@/lib/constants';
import { useResetPassword } from '../api/reset-password';

/** New and confirm password; checks token, match and length before asking the server. */
export function ResetPasswordForm({ token, onSuccess }: { token: string; onSuccess: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!token) return setError(t('auth.resetPassword.invalidToken'));
    if (password !== confirm) return setError(t('auth.resetPassword.mismatch'));
    if (password.length < PASSWORD_MIN_LENGTH) return setError(t('auth.resetPassword.tooShort'));
    setError(null);
    void reset.run(
      { token, password },
      {
        onSuccess,
        onError: (failure) => setError(getServerError(failure) ?? t('auth.resetPassword.failed')),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {error && (
        <Alert variant="destructive" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <FormField
        label={t('auth.resetPassword.newPassword')}
        type="password"
        name="password"
        autoComplete="new-password"
        hint={t('auth.register.passwordHint')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormField
        label={t('auth.resetPassword.confirmPassword')}
        type="password"
        name="confirm"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? t('auth.resetPassword.submitting') : t('auth.resetPassword.submit')}
      </Button>
    </form>
  );
}
