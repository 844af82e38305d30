import type { LicenseInfo, LicenseLimit } from '@openrota/contracts';
import { PLAN_FEATURES, PLAN_LIMIT_KEYS, TRIAL_DAYS, type PlanLimitKey } from '@openrota/domain';
import { Check, Minus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import { getServerError } from '@/lib/api-error';
import { useContactEmail } from '@/lib/public-config';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { cn } from '@/lib/utils';
import { useDateFormat } from '@/lib/dates';
import { useLicenseInfo } from '@/lib/licence/get-license-info';
import { useStartTrial } from './api/start-trial';

/**
 * The licence card of /settings/workspace (docs/product/plans-and-limits.md#licence-info, docs/product/plans-and-limits.md#plans): the plan,
 * usage against each limit as bars, the features, the renewal or trial end date, the
 * start-trial button (ADMIN, FREE workspaces that never had a trial) and, once the licence has
 * expired, an alert with the contact address. Reads the current workspace from the store.
 */
export function LicenceCard() {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  const workspace = useWorkspaceStore((s) => s.currentWorkspace);
  const workspaceId = workspace?.id ?? '';
  const info = useLicenseInfo(workspaceId);
  const startTrial = useStartTrial(workspaceId, t('licence.trialError'));
  const [trialError, setTrialError] = useState<string | null>(null);
  const isAdmin = workspace?.role === 'ADMIN';

  const onStartTrial = () => {
    setTrialError(null);
    startTrial.mutate(undefined, {
      onSuccess: (data) => {
        if (data.trialEndsOn) toast.success(t('licence.card.trialStarted', { date: date(data.trialEndsOn) }));
      },
      onError: (error) => setTrialError(getServerError(error) ?? t('licence.trialError')),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('licence.card.title')}</CardTitle>
        <CardDescription>{t('licence.card.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {info.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : info.isError ? (
          <Alert variant="destructive">{getServerError(info.error) ?? t('licence.licenseInfoError')}</Alert>
        ) : (
          <LicenceDetails
            info={info.data}
            canStartTrial={isAdmin && info.data.trialAvailable}
            isStarting={startTrial.isPending}
            onStartTrial={onStartTrial}
            trialError={trialError}
            onDismissTrialError={() => setTrialError(null)}
          />
        )}
      </CardContent>
    </Card>
  );
}

type LicenceDetailsProps = {
  info: LicenseInfo;
  canStartTrial: boolean;
  isStarting: boolean;
  onStartTrial: () => void;
  trialError: string | null;
  onDismissTrialError: () => void;
};

function LicenceDetails({
  info,
  canStartTrial,
  isStarting,
  onStartTrial,
  trialError,
  onDismissTrialError,
}: LicenceDetailsProps) {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  const validity =
    info.isTrial && info.trialEndsOn
      ? t('licence.card.trialEndsOn', { date: date(info.trialEndsOn) })
      : info.renewalDate
        ? t('licence.card.renewsOn', { date: date(info.renewalDate) })
        : t('licence.card.noEndDate');

  return (
    <>
      {info.trialExpired && <ExpiredAlert />}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-sm text-muted-foreground">{t('licence.card.plan')}</span>
        <span className="text-lg font-semibold" data-testid="licence-plan">
          {info.displayName}
        </span>
        {info.isTrial && <Badge>{t('licence.card.trialBadge')}</Badge>}
        {info.trialExpired && <Badge variant="destructive">{t('licence.card.expiredBadge')}</Badge>}
        <span className="w-full text-sm text-muted-foreground sm:w-auto">{validity}</span>
      </div>

      <section className="grid gap-3" aria-labelledby="licence-usage">
        <h3 id="licence-usage" className="text-sm font-medium">
          {t('licence.card.usage')}
        </h3>
        <ul className="grid gap-3 sm:grid-cols-2">
          {PLAN_LIMIT_KEYS.map((key) => (
            <UsageBar key={key} name={key} limit={info.limits[key]} />
          ))}
        </ul>
      </section>

      <section className="grid gap-2" aria-labelledby="licence-features">
        <h3 id="licence-features" className="text-sm font-medium">
          {t('licence.card.features')}
        </h3>
        <ul className="grid gap-1.5 sm:grid-cols-2">
          {PLAN_FEATURES.map((feature) => {
            const included = info.features[feature];
            return (
              <li
                key={feature}
                className={cn('flex items-center gap-2 text-sm', !included && 'text-muted-foreground')}
                data-included={included}
              >
                {included ? (
                  <Check aria-hidden className="size-4 shrink-0 text-emerald-600" />
                ) : (
                  <Minus aria-hidden className="size-4 shrink-0" />
                )}
                <span>{t(`licence.featureNames.${feature}`)}</span>
                <span className="sr-only">
                  {included ? t('licence.card.included') : t('licence.card.notIncluded')}
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      {canStartTrial && (
        <div className="grid gap-3 rounded-md border border-dashed p-4">
          <p className="text-sm text-muted-foreground">
            {t('licence.card.trialOffer', { days: TRIAL_DAYS })}
          </p>
          {trialError && (
            <Alert variant="destructive" onDismiss={onDismissTrialError}>
              {trialError}
            </Alert>
          )}
          <Button
            type="button"
            className="w-full sm:w-auto sm:justify-self-start"
            onClick={onStartTrial}
            disabled={isStarting}
          >
            <Sparkles aria-hidden />
            {isStarting ? t('licence.card.startingTrial') : t('licence.card.startTrial')}
          </Button>
        </div>
      )}
    </>
  );
}

function UsageBar({ name, limit }: { name: PlanLimitKey; limit: LicenseLimit }) {
  const { t } = useTranslation();
  const label = t(`licence.limits.${name}`);
  const max = limit.unlimited ? null : limit.max;
  const percent = max === null ? 0 : max === 0 ? 100 : Math.min(100, Math.round((limit.current / max) * 100));
  const full = max !== null && limit.current >= max;
  const text =
    max === null
      ? t('licence.card.usageUnlimited', { current: limit.current })
      : t('licence.card.usageOf', { current: limit.current, max });
  return (
    <li className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span>{label}</span>
        <span className={cn('tabular-nums text-muted-foreground', full && 'font-medium text-amber-700')}>
          {text}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max ?? undefined}
        aria-valuenow={limit.current}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        {max !== null && (
          <div
            className={cn('h-full rounded-full', full ? 'bg-amber-500' : 'bg-primary')}
            style={{ width: `${percent}%` }}
          />
        )}
      </div>
    </li>
  );
}

/** The expired alert with the contact address (docs/product/plans-and-limits.md#expired-licence: a contact e-mail {email}). */
function ExpiredAlert() {
  const { t } = useTranslation();
  const email = useContactEmail();
  return (
    <Alert variant="destructive">
      {email ? (
        <Trans
          i18nKey="licence.card.expired"
          values={{ email }}
          components={{
            mail: <a href={`mailto:${email}`} className="font-medium underline underline-offset-2" />,
          }}
        />
      ) : (
        t('licence.card.expiredNoContact')
      )}
    </Alert>
  );
}
