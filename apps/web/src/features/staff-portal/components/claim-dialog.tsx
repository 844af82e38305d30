import type { AvailableSlot, StaffOneOffShift } from '@openrota/contracts';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { claimOneOffShift, claimShift } from '../api/staff-api';
import { useStaffFormat } from './format';
import { notify } from './notify';
import { staffErrorText } from './staff-error';
import { StaffSheet } from './staff-sheet';

export type ClaimTarget = { kind: 'slot'; slot: AvailableSlot } | { kind: 'oneOff'; shift: StaffOneOffShift };

/**
 * Asks before a claim: it is final and cannot be undone (docs/product/staff-login.md#staff-dashboard). A shift (rotation
 * slot or one-off) whose answer lists conflicts gets the stronger warning, each conflict spelled out.
 */
export function ClaimDialog({
  target,
  onClose,
  onClaimed,
}: {
  target: ClaimTarget | null;
  onClose: () => void;
  onClaimed: () => void;
}) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const [pending, setPending] = useState(false);
  const shift = target?.kind === 'slot' ? target.slot : target?.shift;
  // Rotation slots and one-off shifts both say whether the hours overlap another shift of the member.
  const hasConflict = shift?.hasConflict ?? false;
  const conflicts = hasConflict ? (shift?.conflicts ?? []) : [];

  const onConfirm = async () => {
    if (!target) return;
    setPending(true);
    try {
      if (target.kind === 'slot')
        await claimShift({ rotationSlotId: target.slot.rotationSlotId, date: target.slot.date });
      else await claimOneOffShift({ scheduleEntryId: target.shift.id });
      notify('success', t('staffPortal.dashboard.shiftClaimed'));
      onClose();
      onClaimed();
    } catch (error) {
      notify('error', staffErrorText(error, t('staffPortal.dashboard.claimFailed'), t));
      onClose();
      // Someone else may have been first: show what is still open.
      onClaimed();
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <StaffSheet role="alertdialog" className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>
            {hasConflict
              ? t('staffPortal.dashboard.claim.conflictTitle')
              : t('staffPortal.dashboard.claim.title')}
          </DialogTitle>
          <DialogDescription>
            {shift &&
              t('staffPortal.dashboard.claim.description', {
                shift: `${shift.shiftType.name} (${format.time(shift.shiftType)})`,
                date: format.longDate(shift.date),
              })}
          </DialogDescription>
        </DialogHeader>
        {hasConflict ? (
          <div
            role="alert"
            className="grid gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
          >
            <p className="flex items-start gap-2 font-semibold">
              <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
              {t('staffPortal.dashboard.claim.conflictWarning')}
            </p>
            <ul className="list-disc space-y-1 pl-6">
              {conflicts.map((conflict) => (
                <li key={`${conflict.date}-${conflict.shiftType.id}`}>{conflict.message}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm font-medium text-amber-900">
            {t('staffPortal.dashboard.claim.final')}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" size="lg" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button
            variant={hasConflict ? 'destructive' : 'default'}
            size="lg"
            onClick={() => void onConfirm()}
            disabled={pending}
          >
            {pending
              ? t('staffPortal.dashboard.claim.claiming')
              : hasConflict
                ? t('staffPortal.dashboard.claim.confirmAnyway')
                : t('staffPortal.dashboard.claim.confirm')}
          </Button>
        </DialogFooter>
      </StaffSheet>
    </Dialog>
  );
}
