import type { StaffOneOffShift } from '@openrota/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useStaffFormat } from './format';
import { ShiftTypeBadge } from './shift-type-badge';
import { StaffSection } from './staff-section';
import { StaffSheet } from './staff-sheet';

type Props = { shifts: StaffOneOffShift[]; canClaim: boolean; onClaim: (shift: StaffOneOffShift) => void };

/** Special events and one-off shifts (shown only when there are any): open ones claimable, assigned ones name the person. */
export function OneOffSection({ shifts, canClaim, onClaim }: Props) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const details = shifts.find((s) => s.id === detailsId) ?? null;
  const claimable = (shift: StaffOneOffShift) => canClaim && shift.canClaim && !shift.staffId;

  const status = (shift: StaffOneOffShift) =>
    shift.staff ? (
      <span className="text-sm text-muted-foreground">{t('staffPortal.dashboard.oneOff.assignedTo', { name: shift.staff.name })}</span>
    ) : (
      <Badge variant="success">{t('staffPortal.dashboard.oneOff.open')}</Badge>
    );

  return (
    <StaffSection title={t('staffPortal.dashboard.oneOff.title')}>
      <ul className="grid gap-2">
        {[...shifts]
          .sort((a, b) => a.date.localeCompare(b.date))
          .map((shift) => (
            <li key={shift.id} className="grid gap-2 rounded-lg border p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{format.shortDate(shift.date)}</span>
                {status(shift)}
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <ShiftTypeBadge shiftType={shift.shiftType} />
                <span className="text-muted-foreground">{format.time(shift.shiftType)}</span>
              </div>
              {shift.description && <p className="line-clamp-2 text-sm">{shift.description}</p>}
              <div className="flex gap-2">
                <Button variant="outline" size="lg" className="flex-1" onClick={() => setDetailsId(shift.id)}>
                  {t('staffPortal.dashboard.oneOff.details')}
                </Button>
                {claimable(shift) && (
                  <Button size="lg" className="flex-1" onClick={() => onClaim(shift)}>
                    {t('staffPortal.dashboard.oneOff.claim')}
                  </Button>
                )}
              </div>
            </li>
          ))}
      </ul>
      <Dialog open={details !== null} onOpenChange={(open) => !open && setDetailsId(null)}>
        <StaffSheet>
          <DialogHeader>
            <DialogTitle>{t('staffPortal.dashboard.oneOff.detailsTitle')}</DialogTitle>
            <DialogDescription>{details && format.longDate(details.date)}</DialogDescription>
          </DialogHeader>
          {details && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{t('staffPortal.dashboard.oneOff.shiftType')}</dt>
              <dd>
                <ShiftTypeBadge shiftType={details.shiftType} />
              </dd>
              <dt className="text-muted-foreground">{t('staffPortal.dashboard.oneOff.time')}</dt>
              <dd>{format.time(details.shiftType)}</dd>
              <dt className="text-muted-foreground">{t('staffPortal.dashboard.oneOff.descriptionLabel')}</dt>
              <dd className="whitespace-pre-line">{details.description || t('staffPortal.dashboard.oneOff.noDescription')}</dd>
              <dt className="text-muted-foreground">{t('staffPortal.dashboard.oneOff.status')}</dt>
              <dd>{status(details)}</dd>
            </dl>
          )}
          {details && claimable(details) && (
            <Button
              size="lg"
              className="w-full"
              onClick={() => {
                setDetailsId(null);
                onClaim(details);
              }}
            >
              {t('staffPortal.dashboard.oneOff.claim')}
            </Button>
          )}
        </StaffSheet>
      </Dialog>
    </StaffSection>
  );
}
