import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useForgotPassword } from '../api/forgot-password';

type Result = { text: string; isSent: boolean };

/** The inline reset-request form of the login page. The result is green when it says the link was sent. */
export function ForgotPasswordForm({
  onBack,
  initialEmail = '',
}: {
  onBack: () => void;
  initialEmail?: string;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [result, setResult] = useState<Result | null>(null);
  const forgot = useForgotPassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) return;
    setResult(null);
    void forgot.run(trimmed, {
      onSuccess: ({ message }) => {
        // The server's message decides the colour (docs/product/sign-in.md#password-reset); the text shows in the UI language.
        const isSent = (message ?? '').toLowerCase().includes('sent');
        setResult({
          text: isSent ? t('auth.forgotPassword.sent') : (message ?? t('auth.forgotPassword.failed')),
          isSent,
        });
      },
      onError: () => setResult({ text: t('auth.forgotPassword.failed'), isSent: false }),
    });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5" aria-labelledby="forgot-password-title">
      <div>
        <h2 id="forgot-password-title" className="text-lg font-semibold">
          {t('auth.forgotPassword.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('auth.forgotPassword.description')}</p>
      </div>
      {result && <Alert variant={result.isSent ? 'success' : 'destructive'}>{result.text}</Alert>}
      <FormField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        autoFocus
        placeholder={t('auth.emailPlaceholder')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" disabled={forgot.isPending || !email.trim()} className="w-full">
        {forgot.isPending ? t('common.pleaseWait') : t('auth.forgotPassword.submit')}
      </Button>
      <Button variant="link" onClick={onBack} className="mx-auto h-auto p-0">
        {t('auth.forgotPassword.back')}
      </Button>
    </form>
  );
}
