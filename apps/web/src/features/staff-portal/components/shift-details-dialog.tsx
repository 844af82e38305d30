import type { AvailableSlot } from '@openrota/contracts';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useStaffFormat } from './format';
import { RuleBlockNote, ruleBlock } from './rule-block';
import { StaffSheet } from './staff-sheet';

type Props = {
  date: string | null;
  slots: AvailableSlot[];
  canClaim: boolean;
  onClose: () => void;
  onClaim: (slot: AvailableSlot) => void;
};

/** The shifts of one date, each with its Claim button (docs/product/staff-login.md#staff-dashboard, shift details modal). */
export function ShiftDetailsDialog({ date, slots, canClaim, onClose, onClaim }: Props) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  return (
    <Dialog open={date !== null} onOpenChange={(value) => !value && onClose()}>
      <StaffSheet>
        <DialogHeader>
          <DialogTitle>
            {date && t('staffPortal.dashboard.details.title', { date: format.longDate(date) })}
          </DialogTitle>
          <DialogDescription>{t('staffPortal.dashboard.details.description')}</DialogDescription>
        </DialogHeader>
        <ul className="-mx-1 grid gap-2 overflow-y-auto px-1">
          {slots.map((slot) => {
            const blocked = ruleBlock(slot);
            return (
              <li key={`${slot.id}-${slot.date}`} className="grid gap-2 rounded-lg border p-3">
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden
                    className="h-10 w-1.5 shrink-0 rounded-full"
                    style={{ backgroundColor: slot.shiftType.color }}
                  />
                  <span className="grid min-w-0 flex-1 gap-0.5">
                    <span className="truncate font-medium">{slot.shiftType.name}</span>
                    <span className="text-sm text-muted-foreground">{format.time(slot.shiftType)}</span>
                    <span className="truncate text-xs text-muted-foreground">
                      {t('staffPortal.dashboard.details.pattern', { name: slot.rotationPatternName })}
                    </span>
                    <span className="flex flex-wrap gap-1">
                      {slot.isOptional && (
                        <Badge variant="muted">{t('staffPortal.dashboard.details.optional')}</Badge>
                      )}
                      {slot.hasConflict && (
                        <Badge variant="destructive">
                          <AlertTriangle aria-hidden className="mr-1 size-3" />
                          {t('staffPortal.dashboard.details.conflict')}
                        </Badge>
                      )}
                    </span>
                  </span>
                  {canClaim && !blocked && (
                    <Button
                      size="lg"
                      className="px-4"
                      aria-label={`${t('staffPortal.dashboard.details.claim')} ${slot.shiftType.name}`}
                      onClick={() => {
                        onClose();
                        onClaim(slot);
                      }}
                    >
                      {t('staffPortal.dashboard.details.claim')}
                    </Button>
                  )}
                </div>
                {blocked && <RuleBlockNote messages={blocked} />}
              </li>
            );
          })}
        </ul>
      </StaffSheet>
    </Dialog>
  );
}
