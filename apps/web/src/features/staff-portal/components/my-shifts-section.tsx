import type { MyShift } from '@openrota/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useStaffFormat } from './format';
import { StaffSection } from './staff-section';

/**
 * The member's own shifts from today on; with `onOffer`, each not yet offered has a button to
 * offer it for a swap or give-away (`offered`: the ids of shifts with a pending offer).
 */
export function MyShiftsSection({
  shifts,
  today,
  onOffer,
  offered,
}: {
  shifts: MyShift[];
  today: string;
  onOffer?: ((shift: MyShift) => void) | undefined;
  offered?: ReadonlySet<string> | undefined;
}) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  return (
    <StaffSection title={t('staffPortal.dashboard.myShifts.title')}>
      {shifts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('staffPortal.dashboard.myShifts.empty')}</p>
      ) : (
        <ul className="divide-y">
          {[...shifts]
            .sort(
              (a, b) =>
                a.date.localeCompare(b.date) ||
                (a.shiftType.startTime ?? '').localeCompare(b.shiftType.startTime ?? ''),
            )
            .map((shift) => (
              <li key={shift.id} className="flex min-h-14 items-center gap-3 py-2">
                <span
                  aria-hidden
                  className="h-9 w-1.5 shrink-0 rounded-full"
                  style={{ backgroundColor: shift.shiftType.color }}
                />
                <span className="grid min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-1.5 font-medium">
                    {format.shortDate(shift.date)}
                    {shift.date === today && <Badge>{t('staffPortal.dashboard.myShifts.today')}</Badge>}
                  </span>
                  <span className="truncate text-sm text-muted-foreground">
                    {shift.shiftType.name} · {format.time(shift.shiftType)}
                  </span>
                </span>
                {shift.duringAbsence && (
                  <Badge variant="destructive">{t('staffPortal.dashboard.myShifts.duringAbsence')}</Badge>
                )}
                {shift.entryType === 'CLAIMED' && (
                  <Badge variant="success">{t('staffPortal.dashboard.myShifts.claimed')}</Badge>
                )}
                {shift.entryType === 'ONE_OFF' && (
                  <Badge variant="muted">{t('staffPortal.dashboard.myShifts.oneOff')}</Badge>
                )}
                {offered?.has(shift.id) ? (
                  <Badge variant="muted">{t('trades.staff.offeredBadge')}</Badge>
                ) : (
                  onOffer && (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => onOffer(shift)}
                      aria-label={t('trades.staff.offerShift', { date: format.shortDate(shift.date) })}
                    >
                      {t('trades.staff.offerButton')}
                    </Button>
                  )
                )}
              </li>
            ))}
        </ul>
      )}
    </StaffSection>
  );
}
