import type { StaffOneOffShift } from '@openrota/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useStaffFormat } from './format';
import { LazySpecialEventDialog } from './lazy-dialogs';
import { OneOffStatus } from './one-off-status';
import { RuleBlockNote, ruleBlock } from './rule-block';
import { ShiftTypeBadge } from './shift-type-badge';
import { StaffSection } from './staff-section';

type Props = { shifts: StaffOneOffShift[]; canClaim: boolean; onClaim: (shift: StaffOneOffShift) => void };

/** Special events and one-off shifts (shown only when there are any): open ones claimable, assigned ones name the person. */
export function OneOffSection({ shifts, canClaim, onClaim }: Props) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const details = shifts.find((s) => s.id === detailsId) ?? null;
  const claimable = (shift: StaffOneOffShift) =>
    canClaim && shift.canClaim && !shift.staffId && !ruleBlock(shift);

  return (
    <StaffSection title={t('staffPortal.dashboard.oneOff.title')}>
      <ul className="grid gap-2">
        {[...shifts]
          .sort((a, b) => a.date.localeCompare(b.date))
          .map((shift) => (
            <li key={shift.id} className="grid gap-2 rounded-lg border p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{format.shortDate(shift.date)}</span>
                <OneOffStatus shift={shift} canClaim={canClaim} />
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <ShiftTypeBadge shiftType={shift.shiftType} />
                <span className="text-muted-foreground">{format.time(shift.shiftType)}</span>
                {shift.hasConflict && (
                  <Badge variant="destructive">{t('staffPortal.dashboard.details.conflict')}</Badge>
                )}
              </div>
              {shift.description && <p className="line-clamp-2 text-sm">{shift.description}</p>}
              {!shift.staffId && ruleBlock(shift) && <RuleBlockNote messages={ruleBlock(shift) ?? []} />}
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
      <LazySpecialEventDialog
        shift={details}
        claimable={details !== null && claimable(details)}
        canClaim={canClaim}
        onClose={() => setDetailsId(null)}
        onClaim={onClaim}
      />
    </StaffSection>
  );
}
