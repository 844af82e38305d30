import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormField } from '@/components/form-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { useStaffSessionStore } from '@/lib/stores/staff-session-store';
import { sendStaffCode, verifyStaffCode } from '../api/staff-api';
import { staffErrorText } from './staff-error';
import { useLoginWorkspace, type LoginWorkspaceLookup } from './use-login-workspace';
import { useStaffReturnPath } from './use-staff-return-path';
import { workspaceRef } from './workspace-ref';

/** STAFF_CODE_LENGTH of @openrota/contracts, written out: a value import would bring zod into this page. */
const STAFF_CODE_LENGTH = 6;
const CODE_PATTERN = new RegExp(`^[0-9]{${STAFF_CODE_LENGTH}}$`);

type ContactType = 'email' | 'phone';
const CONTACT_TYPES: ContactType[] = ['email', 'phone'];
type Banner = { variant: 'destructive' | 'info'; text: string; detail?: string };

const TOUCH_INPUT = 'h-12 text-base';

/**
 * The two-step staff sign-in (docs/product/staff-login.md#sign-in-steps): workspace (unless the page's
 * link names it) and email or phone → Send code → the 6-digit code → Sign in → staff dashboard.
 * The workspace is looked up before sending (the link's at once, a typed one when the field is
 * left), so an unknown one is said at once; `linkLookup` is the page's lookup of the link's slug.
 */
export function StaffLoginForm({ slug, linkLookup }: { slug?: string; linkLookup?: LoginWorkspaceLookup }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const destination = useStaffReturnPath();
  const signIn = useStaffSessionStore((s) => s.signIn);
  const [workspace, setWorkspace] = useState('');
  const [contactType, setContactType] = useState<ContactType>('email');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [step, setStep] = useState<'contact' | 'code'>('contact');
  const [code, setCode] = useState('');
  const [banner, setBanner] = useState<Banner | null>(null);
  const [pending, setPending] = useState(false);
  const [checkedWorkspace, setCheckedWorkspace] = useState('');
  const typedLookup = useLoginWorkspace(slug === undefined ? checkedWorkspace : null);
  const lookup = linkLookup ?? typedLookup;
  const workspaceProblem =
    lookup.status === 'unknown'
      ? t(
          slug === undefined
            ? 'staffPortal.login.errors.unknownWorkspace'
            : 'staffPortal.login.errors.invalidWorkspaceUrl',
        )
      : lookup.status === 'failed' && lookup.error instanceof ApiError && lookup.error.status !== undefined
        ? staffErrorText(lookup.error, t('staffPortal.login.errors.sendCodeFailed'), t)
        : null;

  const workspaceValue = slug ?? workspace.trim();
  const contact = (contactType === 'email' ? email : phone).trim();
  const contactBody = contactType === 'email' ? { email: contact } : { phone: contact };
  const fail = (text: string) => setBanner({ variant: 'destructive', text });

  const onSend = async (event?: FormEvent) => {
    event?.preventDefault();
    setBanner(null);
    if (!workspaceValue) return fail(t('staffPortal.login.errors.workspaceRequired'));
    if (workspaceProblem && (slug !== undefined || checkedWorkspace === workspaceValue))
      return fail(workspaceProblem);
    if (!contact) return fail(t('staffPortal.login.errors.contactRequired'));
    setPending(true);
    try {
      const answer = await sendStaffCode({ ...workspaceRef(workspaceValue), ...contactBody });
      setStep('code');
      if (answer.message) setBanner({ variant: 'info', text: answer.message });
    } catch (error) {
      const fallback =
        slug && error instanceof ApiError && error.status === 404
          ? t('staffPortal.login.errors.invalidWorkspaceUrl')
          : t('staffPortal.login.errors.sendCodeFailed');
      fail(staffErrorText(error, fallback, t));
    } finally {
      setPending(false);
    }
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    if (!code) return fail(t('staffPortal.login.errors.codeRequired'));
    if (!CODE_PATTERN.test(code)) return fail(t('staffPortal.login.errors.invalidCode'));
    setPending(true);
    try {
      const ref = workspaceRef(workspaceValue);
      const answer = await verifyStaffCode({ ...ref, ...contactBody, code });
      signIn(answer.data.token, slug ?? ref.workspaceSlug ?? null);
      void navigate(destination, { replace: true });
    } catch (error) {
      setPending(false);
      const message = staffErrorText(error, t('staffPortal.login.errors.invalidOrExpiredCode'), t);
      const remaining = error instanceof ApiError ? error.attemptsRemaining : undefined;
      setBanner({
        variant: 'destructive',
        text: message,
        ...(remaining === undefined
          ? {}
          : { detail: t('staffPortal.login.attemptsLeft', { count: remaining }) }),
      });
    }
  };

  // Arrow keys move between the Email and Phone tabs (WAI-ARIA tabs pattern).
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: ContactType = contactType === 'email' ? 'phone' : 'email';
    setContactType(next);
    document.getElementById(`staff-contact-tab-${next}`)?.focus();
  };

  const onBack = () => {
    setStep('contact');
    setCode('');
    setBanner(null);
  };

  const bannerView = banner && (
    <Alert
      variant={banner.variant}
      onDismiss={() => setBanner(null)}
      onClick={() => setBanner(null)}
      className="cursor-pointer"
    >
      {banner.detail ? (
        <>
          <p>{banner.text}</p>
          <p>{banner.detail}</p>
        </>
      ) : (
        banner.text
      )}
    </Alert>
  );

  if (step === 'code') {
    return (
      <form onSubmit={(e) => void onVerify(e)} noValidate className="grid gap-5">
        <div>
          <h2 className="text-lg font-semibold">{t('staffPortal.login.codeTitle')}</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {t('staffPortal.login.codeDescription', { contact })}
          </p>
        </div>
        {bannerView}
        <FormField
          label={t('staffPortal.login.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={STAFF_CODE_LENGTH}
          autoFocus
          hint={t('staffPortal.login.codeHint')}
          className={`${TOUCH_INPUT} text-center font-mono text-2xl tracking-[0.5em]`}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, STAFF_CODE_LENGTH))}
        />
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? t('staffPortal.login.verifying') : t('staffPortal.login.verify')}
        </Button>
        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" size="lg" onClick={onBack} disabled={pending}>
            {t('staffPortal.login.back')}
          </Button>
          <Button
            variant="ghost"
            size="lg"
            className="whitespace-normal"
            onClick={() => {
              setCode('');
              void onSend();
            }}
            disabled={pending}
          >
            {t('staffPortal.login.resend')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form onSubmit={(e) => void onSend(e)} noValidate className="grid gap-5">
      {bannerView ??
        (slug !== undefined && workspaceProblem && <Alert variant="destructive">{workspaceProblem}</Alert>)}
      {slug === undefined && (
        <FormField
          label={t('staffPortal.login.workspace')}
          name="workspace"
          autoComplete="organization"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('staffPortal.login.workspacePlaceholder')}
          hint={
            lookup.status === 'found'
              ? t('staffPortal.login.workspaceFound', { name: lookup.workspace.name })
              : t('staffPortal.login.workspaceHint')
          }
          error={checkedWorkspace === workspace.trim() ? workspaceProblem : null}
          className={TOUCH_INPUT}
          value={workspace}
          onChange={(e) => setWorkspace(e.target.value)}
          onBlur={() => setCheckedWorkspace(workspace.trim())}
        />
      )}
      <div className="grid gap-2">
        <span id="staff-contact-label" className="text-sm leading-none font-medium">
          {t('staffPortal.login.contactLabel')}
        </span>
        <div
          role="tablist"
          aria-labelledby="staff-contact-label"
          className="grid grid-cols-2 gap-1 rounded-md bg-muted p-1"
          onKeyDown={onTabKey}
        >
          {CONTACT_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              role="tab"
              id={`staff-contact-tab-${type}`}
              aria-selected={contactType === type}
              aria-controls="staff-contact-panel"
              tabIndex={contactType === type ? 0 : -1}
              onClick={() => setContactType(type)}
              className="min-h-11 cursor-pointer rounded-sm px-3 text-sm font-medium text-muted-foreground transition-colors focus-visible:outline-2 focus-visible:outline-ring aria-selected:bg-card aria-selected:text-foreground aria-selected:shadow-sm"
            >
              {type === 'email' ? t('staffPortal.login.emailTab') : t('staffPortal.login.phoneTab')}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id="staff-contact-panel"
          aria-labelledby={`staff-contact-tab-${contactType}`}
          className="mt-1"
        >
          {contactType === 'email' ? (
            <FormField
              label={t('staffPortal.login.email')}
              type="email"
              name="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              placeholder={t('staffPortal.login.emailPlaceholder')}
              className={TOUCH_INPUT}
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setPhone('');
              }}
            />
          ) : (
            <FormField
              label={t('staffPortal.login.phone')}
              type="tel"
              name="phone"
              inputMode="tel"
              autoComplete="tel"
              placeholder={t('staffPortal.login.phonePlaceholder')}
              className={TOUCH_INPUT}
              value={phone}
              onChange={(e) => {
                setPhone(e.target.value);
                setEmail('');
              }}
            />
          )}
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? t('staffPortal.login.sending') : t('staffPortal.login.sendCode')}
      </Button>
    </form>
  );
}
