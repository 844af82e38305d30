import type { AvailableSlot } from '@openrota/contracts';
import { ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useStaffFormat } from './format';
import { LazyShiftDetailsDialog } from './lazy-dialogs';
import { ShiftTypeBadge } from './shift-type-badge';
import { StaffSection } from './staff-section';

/** Shift type badges a date card shows before "+N more" (docs/product/staff-login.md#staff-dashboard). */
export const MAX_DATE_BADGES = 2;

type DateGroup = { date: string; slots: AvailableSlot[]; shiftTypes: AvailableSlot['shiftType'][] };

function groupByDate(slots: AvailableSlot[]): DateGroup[] {
  const groups = new Map<string, DateGroup>();
  for (const slot of [...slots].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (a.shiftType.startTime ?? '').localeCompare(b.shiftType.startTime ?? ''),
  )) {
    const group = groups.get(slot.date) ?? { date: slot.date, slots: [], shiftTypes: [] };
    group.slots.push(slot);
    if (!group.shiftTypes.some((type) => type.id === slot.shiftType.id))
      group.shiftTypes.push(slot.shiftType);
    groups.set(slot.date, group);
  }
  return [...groups.values()];
}

type Props = {
  slots: AvailableSlot[];
  maxSelfPlanningDays: number;
  canClaim: boolean;
  onClaim: (slot: AvailableSlot) => void;
};

/** Open shifts the member may claim, one card per date; a card opens that date's shifts. */
export function AvailableShiftsSection({ slots, maxSelfPlanningDays, canClaim, onClaim }: Props) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const groups = useMemo(() => groupByDate(slots), [slots]);
  const [openDate, setOpenDate] = useState<string | null>(null);
  const open = groups.find((g) => g.date === openDate) ?? null;

  return (
    <StaffSection
      title={t('staffPortal.dashboard.available.title')}
      description={t('staffPortal.dashboard.available.description', { count: maxSelfPlanningDays })}
    >
      {groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('staffPortal.dashboard.available.empty')}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {groups.map((group) => {
            const extra = group.shiftTypes.length - MAX_DATE_BADGES;
            return (
              <li key={group.date}>
                <button
                  type="button"
                  aria-label={t('staffPortal.dashboard.available.open', {
                    date: format.longDate(group.date),
                  })}
                  onClick={() => setOpenDate(group.date)}
                  className="flex min-h-16 w-full cursor-pointer items-center gap-3 rounded-lg border bg-card p-3 text-left shadow-xs transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="grid min-w-0 flex-1 gap-1.5">
                    <span className="flex items-baseline justify-between gap-2">
                      <span className="font-medium">{format.shortDate(group.date)}</span>
                      <span className="text-xs text-muted-foreground">
                        {t('staffPortal.dashboard.available.count', { count: group.slots.length })}
                      </span>
                    </span>
                    <span
                      className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1.5"
                      data-testid="date-badges"
                    >
                      {group.shiftTypes.slice(0, MAX_DATE_BADGES).map((type) => (
                        <span key={type.id} className="inline-flex min-w-0 items-center gap-1.5">
                          <ShiftTypeBadge shiftType={type} />
                          <span className="text-xs whitespace-nowrap text-muted-foreground">
                            {format.time(type)}
                          </span>
                        </span>
                      ))}
                      {extra > 0 && (
                        <Badge variant="muted">
                          {t('staffPortal.dashboard.available.more', { count: extra })}
                        </Badge>
                      )}
                    </span>
                  </span>
                  <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <LazyShiftDetailsDialog
        date={open?.date ?? null}
        slots={open?.slots ?? []}
        canClaim={canClaim}
        onClose={() => setOpenDate(null)}
        onClaim={onClaim}
      />
    </StaffSection>
  );
}
