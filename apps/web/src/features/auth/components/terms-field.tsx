import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Checkbox } from '@/components/ui/checkbox';

const TermsDialog = lazy(() =>
  import('@/components/legal/terms-dialog').then((m) => ({ default: m.TermsDialog })),
);

type TermsFieldProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string | null;
};

/** The required terms checkbox, with the terms dialog and a link to the privacy policy. */
export function TermsField({ checked, onCheckedChange, error }: TermsFieldProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const openTerms = () => {
    setWasOpened(true);
    setIsOpen(true);
  };
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <Checkbox
          id="terms"
          checked={checked}
          onCheckedChange={(value) => onCheckedChange(value === true)}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'terms-error' : undefined}
          className="mt-0.5"
        />
        <div className="text-sm leading-snug">
          <label htmlFor="terms" className="cursor-pointer">
            {t('auth.register.acceptPrefix')}{' '}
          </label>
          <button
            type="button"
            onClick={openTerms}
            className="cursor-pointer font-medium text-primary hover:underline"
          >
            {t('auth.register.termsOfService')}
          </button>
          <p className="mt-1 text-muted-foreground">
            {t('auth.register.privacyNote')}{' '}
            <Link
              to="/privacy-policy"
              target="_blank"
              rel="noreferrer"
              className="font-medium text-primary hover:underline"
            >
              {t('auth.register.privacyPolicy')}
            </Link>
          </p>
        </div>
      </div>
      {error && (
        <p id="terms-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {wasOpened && (
        <Suspense fallback={null}>
          <TermsDialog open={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      )}
    </div>
  );
}
