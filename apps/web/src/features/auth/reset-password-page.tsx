import { CheckCircle2, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { AuthLayout } from './components/auth-layout';
import { ResetPasswordForm } from './components/reset-password-form';

function Outcome({ icon, text, action }: { icon: React.ReactNode; text: string; action: string }) {
  return (
    <div className="grid gap-6">
      <div className="flex items-start gap-3 rounded-lg border bg-card p-4 text-sm shadow-xs">
        {icon}
        <p className="leading-relaxed">{text}</p>
      </div>
      <Button asChild size="lg" className="w-full">
        <Link to="/login">{action}</Link>
      </Button>
    </div>
  );
}

/** `/reset-password?token=…`: the form, the invalid-link state without a token, or the success state. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [isDone, setIsDone] = useState(false);

  if (!token) {
    return (
      <AuthLayout
        title={t('auth.resetPassword.invalidLinkTitle')}
        description={t('auth.resetPassword.missingToken')}
      >
        <Outcome
          icon={<LinkIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />}
          text={t('auth.resetPassword.invalidLinkText')}
          action={t('auth.resetPassword.goToLogin')}
        />
      </AuthLayout>
    );
  }
  if (isDone) {
    return (
      <AuthLayout title={t('auth.resetPassword.successTitle')}>
        <Outcome
          icon={<CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />}
          text={t('auth.resetPassword.successText')}
          action={t('auth.resetPassword.goToLogin')}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('auth.resetPassword.title')} description={t('auth.resetPassword.description')}>
      <ResetPasswordForm token={token} onSuccess={() => setIsDone(true)} />
    </AuthLayout>
  );
}
