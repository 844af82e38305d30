import type { ScheduleEntry } from '@openrota/contracts';

/** Default shift type colour (docs/product/schedule.md#sources-and-badges). */
export const DEFAULT_SHIFT_COLOR = '#10b981';
/** docs/product/schedule.md#sources-and-badges: text on a shift colour is black from this luminance on, else white. */
export const LUMINANCE_THRESHOLD = 128;

const HEX_RE = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

function rgbOf(hex: string): [number, number, number] | null {
  const m = HEX_RE.exec(hex.trim());
  if (!m) return null;
  const digits = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** 1000 × perceived brightness, in integers so grey #808080 is exactly 128 (0.299 + 0.587 + 0.114 is not 1 in floating point). */
function luminanceMilli(hex: string): number {
  const [r, g, b] = rgbOf(hex) ?? rgbOf(DEFAULT_SHIFT_COLOR)!;
  return 299 * r + 587 * g + 114 * b;
}

/** Perceived brightness 0–255: 0.299 R + 0.587 G + 0.114 B. */
export function luminance(hex: string): number {
  return luminanceMilli(hex) / 1000;
}

/** Black text on light colours (luminance ≥ 128), white on dark ones. */
export function textColorFor(hex: string): '#000000' | '#ffffff' {
  return luminanceMilli(hex) >= LUMINANCE_THRESHOLD * 1000 ? '#000000' : '#ffffff';
}

export type BadgeKind =
  'cancelled' | 'unfilled' | 'unfilledOptional' | 'absence' | 'oneOff' | 'override' | 'shiftType';

export type BadgeAppearance = {
  kind: BadgeKind;
  /** Before the workspace's today: shown faded. */
  isPast: boolean;
  /** Unfilled, needed and not past: draws the eye. */
  isPulsing: boolean;
  /** One-off shifts carry a star. */
  hasStar: boolean;
  /**
   * Overrides and claims carry an icon (and stripes), not only their blue: a shift type of a
   * colour close to it would otherwise hide them.
   */
  marker: 'override' | 'claim' | null;
  /** Cancelled for this date (docs/product/schedule.md#cancel-vs-unassign). */
  isStruck: boolean;
  className: string;
  /** Inline colours for the shift type's own colour. */
  style?: { backgroundColor: string; color: string; borderColor: string };
};

/** The classes of each badge kind (the legend shows the same). */
export const BADGE_CLASSES: Record<BadgeKind, string> = {
  cancelled: 'border-dashed border-muted-foreground/50 bg-muted text-muted-foreground',
  unfilled: 'border-destructive bg-destructive text-destructive-foreground',
  unfilledOptional: 'border-destructive border-dashed bg-card text-destructive',
  absence: 'border-orange-500 bg-orange-100 text-orange-900',
  oneOff: 'border-teal-600 bg-teal-600 text-white',
  override:
    'border-blue-600 bg-blue-600 text-white bg-[image:repeating-linear-gradient(135deg,transparent_0_4px,rgb(255_255_255/0.28)_4px_7px)]',
  shiftType: '',
};

/** CLAIMED is also inferred from a description mentioning "claimed" (docs/product/schedule.md#sources-and-badges). */
export function isClaimed(entry: Pick<ScheduleEntry, 'entryType' | 'description'>): boolean {
  return entry.entryType === 'CLAIMED' || /claimed/i.test(entry.description ?? '');
}

function kindOf(entry: ScheduleEntry): BadgeKind {
  if (entry.isCancelled) return 'cancelled';
  if (entry.isUnfilled) return entry.isOptional ? 'unfilledOptional' : 'unfilled';
  if (entry.hasAbsence) return 'absence';
  if (entry.isOneOffShift || entry.entryType === 'ONE_OFF') return 'oneOff';
  if (entry.entryType === 'OVERRIDE' || isClaimed(entry)) return 'override';
  return 'shiftType';
}

/**
 * How a shift badge looks (docs/product/schedule.md#sources-and-badges), in order of precedence: cancelled (struck
 * through), unfilled (destructive and pulsing; outline when optional), absence conflict
 * (orange), one-off (teal, star), override or claim (blue with stripes and an icon), else the shift type's colour with
 * black or white text by luminance. Past shifts are faded on top of that.
 */
export function badgeAppearance(entry: ScheduleEntry, today: string): BadgeAppearance {
  const kind = kindOf(entry);
  const isPast = entry.date < today;
  const color = rgbOf(entry.shiftType.color) ? entry.shiftType.color : DEFAULT_SHIFT_COLOR;
  return {
    kind,
    isPast,
    isPulsing: kind === 'unfilled' && !isPast,
    hasStar: kind === 'oneOff',
    marker: kind === 'override' ? (isClaimed(entry) ? 'claim' : 'override') : null,
    isStruck: kind === 'cancelled',
    className: BADGE_CLASSES[kind],
    ...(kind === 'shiftType'
      ? { style: { backgroundColor: color, color: textColorFor(color), borderColor: color } }
      : {}),
  };
}
