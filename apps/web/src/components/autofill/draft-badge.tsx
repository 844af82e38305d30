import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { useAutoFillUi } from './autofill-store';
import { initialsOf, type Draft } from './drafts';

type DraftBadgeProps = {
  draft: Draft;
  /** The calendar shows the shift and the person's initials; the roster grid (the row is the person) the shift. */
  variant?: 'calendar' | 'roster';
  showFullNames?: boolean;
  className?: string;
};

/**
 * A proposed assignment beside the real shifts (issue 16 §1): a dashed outline in the shift
 * type's colour with the person's initials, read as "Draft: Early: Anna de Vries". A click opens
 * its explanation in the auto-fill panel.
 */
export function DraftBadge({
  draft,
  variant = 'calendar',
  showFullNames = false,
  className,
}: DraftBadgeProps) {
  const { t } = useTranslation();
  const openSlot = useAutoFillUi((s) => s.openSlot);
  const shift = showFullNames ? draft.shiftType.name : draft.shiftType.shortName || draft.shiftType.name;
  const who = showFullNames ? draft.staff.name : initialsOf(draft.staff.name);
  const label = t('autoFill.draftLabel', { shift: draft.shiftType.name, name: draft.staff.name });
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-draft={draft.slotId}
      onClick={(e) => {
        e.stopPropagation();
        openSlot(draft.slotId);
      }}
      className={cn(
        'flex w-full min-w-0 cursor-pointer items-center gap-1 overflow-hidden rounded border-2 border-dashed bg-card/70 px-1.5 py-0.5 text-left text-xs leading-tight font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        variant === 'roster' && 'h-6 px-1 text-[11px] leading-none font-semibold',
        className,
      )}
      style={{ borderColor: draft.shiftType.color }}
    >
      <span className="shrink-0 font-semibold">{shift}</span>
      {variant === 'calendar' && <span className="min-w-0 truncate">{who}</span>}
      <span className="sr-only">({t('autoFill.draft')})</span>
    </button>
  );
}
