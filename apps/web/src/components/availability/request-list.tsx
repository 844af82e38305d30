import type { AvailabilityRequest } from '@openrota/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/sonner';
import { useDateFormat } from '@/lib/dates';
import {
  useApproveAvailabilityRequest,
  useRefuseAvailabilityRequest,
} from '@/lib/availability/availability-api';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The element id of the workspace settings' list (the dashboard's attention card links to it). */
export const AVAILABILITY_REQUESTS_ID = 'availability-requests';

/**
 * Staff changes of availability waiting for a manager (GET /api/availability/requests), each with
 * approve and refuse-with-reason. `showName` adds the member's name (the workspace-wide list).
 */
export function AvailabilityRequestList({
  requests,
  showName,
}: {
  requests: readonly AvailabilityRequest[];
  showName?: boolean;
}) {
  const { t } = useTranslation();
  if (requests.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('availability.requests.none')}</p>;
  }
  return (
    <ul className="grid gap-2" aria-label={t('availability.requests.title')}>
      {requests.map((request) => (
        <RequestRow key={request.id} request={request} showName={showName} />
      ))}
    </ul>
  );
}

function RequestRow({ request, showName }: { request: AvailabilityRequest; showName?: boolean }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const approve = useApproveAvailabilityRequest();
  const refuse = useRefuseAvailabilityRequest();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const busy = approve.isPending || refuse.isPending;
  const p = request.payload;
  const dateOf = (key: string) => (text(p[key]) ? format.date(text(p[key])) : '');
  const summary =
    request.kind === 'WEEK'
      ? t('availability.requests.week', { date: dateOf('effectiveFrom') })
      : request.kind === 'EXCEPTION'
        ? t('availability.requests.exception', {
            date: dateOf('date'),
            kind: t(`availability.exceptionKind.${text(p.kind) || 'AVAILABLE'}`),
          })
        : t('availability.requests.removeException', { date: dateOf('date') });
  const fieldId = `refuse-reason-${request.id}`;
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm">
      <p>
        {showName && <span className="font-medium">{request.staffName}: </span>}
        {summary}
      </p>
      {refusing ? (
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            refuse.mutate(
              { id: request.id, reason },
              {
                onSuccess: () => toast.success(t('availability.requests.refused')),
                onError: (error) => toast.error(error.message),
              },
            );
          }}
        >
          <label htmlFor={fieldId} className="text-sm font-medium">
            {t('availability.requests.reason')}
          </label>
          <Input id={fieldId} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" size="sm" disabled={busy || reason.trim() === ''}>
              {t('availability.requests.refuse')}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setRefusing(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={busy}
            onClick={() =>
              approve.mutate(request.id, {
                onSuccess: () => toast.success(t('availability.requests.approved')),
                onError: (error) => toast.error(error.message),
              })
            }
          >
            {t('availability.requests.approve')}
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setRefusing(true)}>
            {t('availability.requests.refuse')}
          </Button>
        </div>
      )}
    </li>
  );
}
