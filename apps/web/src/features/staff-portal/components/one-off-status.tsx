import type { StaffOneOffShift } from '@openrota/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { ruleBlock } from './rule-block';

/**
 * Why an open one-off has no Claim button: the member is absent or works that day, a working-time
 * rule blocks it (docs/product/working-time.md#where-the-checker-acts), or the plan has no self-planning.
 */
export function notClaimableReason(
  shift: StaffOneOffShift,
  canClaim: boolean,
): 'absent' | 'working' | 'rule' | 'noSelfPlanning' | null {
  if (shift.staffId) return null;
  if (ruleBlock(shift)) return 'rule';
  if (shift.blockedBy === 'ABSENT') return 'absent';
  if (shift.blockedBy === 'WORKING') return 'working';
  return canClaim ? null : 'noSelfPlanning';
}

/** "Open", or the name of the person who has the shift; an open one the member cannot claim says why. */
export function OneOffStatus({ shift, canClaim }: { shift: StaffOneOffShift; canClaim: boolean }) {
  const { t } = useTranslation();
  if (shift.staff)
    return (
      <span className="text-sm text-muted-foreground">
        {t('staffPortal.dashboard.oneOff.assignedTo', { name: shift.staff.name })}
      </span>
    );
  const reason = notClaimableReason(shift, canClaim);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge variant="success">{t('staffPortal.dashboard.oneOff.open')}</Badge>
      {reason && (
        <span className="text-sm text-muted-foreground">
          {t(`staffPortal.dashboard.oneOff.notClaimable.${reason}`)}
        </span>
      )}
    </span>
  );
}
