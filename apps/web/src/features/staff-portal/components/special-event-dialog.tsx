import type { StaffOneOffShift } from '@openrota/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useStaffFormat } from './format';
import { OneOffStatus } from './one-off-status';
import { ShiftTypeBadge } from './shift-type-badge';
import { StaffSheet } from './staff-sheet';

type Props = {
  shift: StaffOneOffShift | null;
  claimable: boolean;
  canClaim: boolean;
  onClose: () => void;
  onClaim: (shift: StaffOneOffShift) => void;
};

/** Special event details: date, type and time, description, who has it; Claim while it is open. */
export function SpecialEventDialog({ shift, claimable, canClaim, onClose, onClaim }: Props) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  return (
    <Dialog open={shift !== null} onOpenChange={(open) => !open && onClose()}>
      <StaffSheet>
        <DialogHeader>
          <DialogTitle>{t('staffPortal.dashboard.oneOff.detailsTitle')}</DialogTitle>
          <DialogDescription>{shift && format.longDate(shift.date)}</DialogDescription>
        </DialogHeader>
        {shift && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{t('staffPortal.dashboard.oneOff.shiftType')}</dt>
            <dd>
              <ShiftTypeBadge shiftType={shift.shiftType} />
            </dd>
            <dt className="text-muted-foreground">{t('staffPortal.dashboard.oneOff.time')}</dt>
            <dd>{format.time(shift.shiftType)}</dd>
            <dt className="text-muted-foreground">{t('staffPortal.dashboard.oneOff.descriptionLabel')}</dt>
            <dd className="whitespace-pre-line">
              {shift.description || t('staffPortal.dashboard.oneOff.noDescription')}
            </dd>
            <dt className="text-muted-foreground">{t('staffPortal.dashboard.oneOff.status')}</dt>
            <dd>
              <OneOffStatus shift={shift} canClaim={canClaim} />
            </dd>
          </dl>
        )}
        {shift && claimable && (
          <Button
            size="lg"
            className="w-full"
            onClick={() => {
              onClose();
              onClaim(shift);
            }}
          >
            {t('staffPortal.dashboard.oneOff.claim')}
          </Button>
        )}
      </StaffSheet>
    </Dialog>
  );
}
