import type { ScheduleEntry } from '@openrota/contracts';
import type { TFunction } from 'i18next';
import { AlertTriangle, ShieldAlert, Star } from 'lucide-react';
import { MARKER_ICONS } from './marker-icons';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { badgeAppearance, type BadgeKind } from './badge-appearance';

export { badgeAppearance, textColorFor } from './badge-appearance';

type ShiftBadgeProps = {
  entry: ScheduleEntry;
  /** The workspace's today (yyyy-MM-dd): earlier shifts are faded. */
  today: string;
  /** Full shift type and staff names, else the short names. */
  showFullNames?: boolean;
  /** Marks the badge as part of an absence conflict (the conflicts filter). */
  isConflict?: boolean;
  /** Marks a shift that breaks a working-time rule (docs/product/working-time.md#where-the-checker-acts). */
  hasViolation?: boolean;
  /** Marks a shift with an unpublished change (docs/product/publish.md): an amber dot, "unpublished change" in its name. */
  isUnpublished?: boolean;
  onClick?: () => void;
  className?: string;
};

export function shiftLabel(entry: ScheduleEntry, full: boolean): string {
  return full ? entry.shiftType.name : entry.shiftType.shortName || entry.shiftType.name;
}

export function staffLabel(entry: ScheduleEntry, full: boolean): string | null {
  if (!entry.staff) return null;
  return full ? entry.staff.name : entry.staff.shortName || entry.staff.name;
}

/** `name` with "(inactive)" when the member was deactivated after this shift (issue 10). */
export function withInactiveMark(
  t: TFunction,
  entry: Pick<ScheduleEntry, 'isStaffInactive'>,
  name: string,
): string {
  return entry.isStaffInactive ? t('schedule.badge.inactiveName', { name }) : name;
}

const STATUS_KEY: Partial<Record<BadgeKind, string>> = {
  cancelled: 'schedule.badge.status.cancelled',
  unfilled: 'schedule.badge.status.unfilled',
  unfilledOptional: 'schedule.badge.status.unfilledOptional',
  absence: 'schedule.badge.status.absence',
  oneOff: 'schedule.badge.status.oneOff',
  override: 'schedule.badge.status.override',
};

/** One shift in the calendar: type and staff, coloured by its state (docs/product/schedule.md#sources-and-badges). */
export function ShiftBadge({
  entry,
  today,
  showFullNames = false,
  isConflict = false,
  hasViolation = false,
  isUnpublished = false,
  onClick,
  className,
}: ShiftBadgeProps) {
  const { t } = useTranslation();
  const look = badgeAppearance(entry, today);
  const shift = shiftLabel(entry, showFullNames);
  const name = staffLabel(entry, showFullNames);
  const who = name === null ? t('schedule.badge.open') : withInactiveMark(t, entry, name);
  const statusKey = look.marker === 'claim' ? 'schedule.badge.status.claim' : STATUS_KEY[look.kind];
  const Marker = look.marker ? MARKER_ICONS[look.marker] : null;
  const status = [
    statusKey ? t(statusKey) : null,
    entry.isStaffInactive ? t('schedule.badge.status.staffInactive') : null,
    look.isPast ? t('schedule.badge.status.past') : null,
    isConflict ? t('schedule.badge.status.conflict') : null,
    hasViolation ? t('schedule.rules.badgeStatus') : null,
    isUnpublished ? t('schedule.badge.status.unpublished') : null,
  ]
    .filter(Boolean)
    .join(', ');
  const label = `${entry.shiftType.name}: ${entry.staff?.name ?? t('schedule.badge.open')}${status ? ` (${status})` : ''}`;
  const Comp = onClick ? 'button' : 'span';
  return (
    <Comp
      {...(onClick ? { type: 'button' as const, onClick } : {})}
      aria-label={label}
      title={label}
      data-kind={look.kind}
      data-past={look.isPast || undefined}
      data-violation={hasViolation || undefined}
      data-unpublished={isUnpublished || undefined}
      className={cn(
        'flex w-full min-w-0 items-center gap-1 overflow-hidden rounded border px-1.5 py-0.5 text-left text-xs leading-tight font-medium',
        onClick &&
          'cursor-pointer focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        look.className,
        look.isPast && 'opacity-50',
        look.isPulsing && 'motion-safe:animate-pulse',
        look.isStruck && 'line-through',
        isConflict && 'ring-2 ring-orange-500',
        hasViolation && 'outline-2 -outline-offset-1 outline-red-600 outline-dashed',
        className,
      )}
      style={look.style}
    >
      {isUnpublished && (
        <span
          aria-hidden
          data-marker="unpublished"
          className="size-2 shrink-0 rounded-full bg-amber-500 ring-1 ring-white"
        />
      )}
      {look.hasStar && <Star aria-hidden className="size-3 shrink-0 fill-current" />}
      {Marker && <Marker aria-hidden data-marker={look.marker} className="size-3 shrink-0" />}
      {(look.kind === 'absence' || isConflict) && <AlertTriangle aria-hidden className="size-3 shrink-0" />}
      {hasViolation && (
        <ShieldAlert aria-hidden data-marker="violation" className="size-3 shrink-0 text-red-700" />
      )}
      <span className="shrink-0 font-semibold">{shift}</span>
      <span className="min-w-0 truncate">{who}</span>
    </Comp>
  );
}
