import { AVAILABILITY_LEAD_DAYS_MAX, type Workspace } from '@openrota/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AVAILABILITY_REQUESTS_ID, AvailabilityRequestList } from '@/components/availability/request-list';
import { Field } from '@/components/field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import { useAvailabilityRequests } from '@/lib/availability/availability-api';
import { useUpdateWorkspaceSettings } from '../api/update-workspace-settings';

/**
 * Availability (packages/domain/src/availability.ts): how far ahead staff may change their own
 * (lead days) and whether their changes wait for approval (ADMIN edits, others read), and the
 * workspace's staff changes waiting for a decision.
 */
export function AvailabilitySettingsCard({ workspace, canEdit }: { workspace: Workspace; canEdit: boolean }) {
  const { t } = useTranslation();
  const [leadDays, setLeadDays] = useState(String(workspace.availabilityLeadDays));
  const [needsApproval, setNeedsApproval] = useState(workspace.availabilityNeedsApproval);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateWorkspaceSettings();
  const requests = useAvailabilityRequests();
  // The dashboard's attention card links here (#availability-requests): shown once the list is in.
  const { hash } = useLocation();
  const listed = requests.data !== undefined;
  useEffect(() => {
    if (hash === `#${AVAILABILITY_REQUESTS_ID}` && listed)
      document.getElementById(AVAILABILITY_REQUESTS_ID)?.scrollIntoView({ block: 'start' });
  }, [hash, listed]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = leadDays.trim();
    if (!/^\d+$/.test(text) || Number(text) > AVAILABILITY_LEAD_DAYS_MAX) {
      setError(t('availability.settings.leadDaysInvalid'));
      return;
    }
    setError(null);
    update.mutate(
      {
        id: workspace.id,
        body: { availabilityLeadDays: Number(text), availabilityNeedsApproval: needsApproval },
        fallback: t('settings.workspace.updateError'),
      },
      {
        onSuccess: () => toast.success(t('availability.settings.saved')),
        onError: (err) => setError(err.message),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('availability.settings.title')}</CardTitle>
        <CardDescription>{t('availability.settings.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <Field id="availability-lead-days" label={t('availability.settings.leadDays')} error={error}>
            <Input
              id="availability-lead-days"
              inputMode="numeric"
              value={leadDays}
              disabled={!canEdit}
              onChange={(e) => setLeadDays(e.target.value)}
              aria-describedby="availability-lead-days-hint"
            />
            <p id="availability-lead-days-hint" className="text-sm text-muted-foreground">
              {t('availability.settings.leadDaysHint')}
            </p>
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <Checkbox
              checked={needsApproval}
              disabled={!canEdit}
              onCheckedChange={(v) => setNeedsApproval(v === true)}
            />
            {t('availability.settings.needsApproval')}
          </label>
          {canEdit && (
            <Button type="submit" className="justify-self-start" disabled={update.isPending}>
              {t('availability.settings.save')}
            </Button>
          )}
        </form>
        <section id={AVAILABILITY_REQUESTS_ID} className="grid scroll-mt-20 gap-2">
          <h3 className="text-base font-semibold">{t('availability.requests.title')}</h3>
          {requests.isPending ? (
            <Spinner label={t('common.loading')} />
          ) : requests.isError ? (
            <Alert variant="destructive">{requests.error.message}</Alert>
          ) : (
            <AvailabilityRequestList requests={requests.data} showName />
          )}
        </section>
      </CardContent>
    </Card>
  );
}
