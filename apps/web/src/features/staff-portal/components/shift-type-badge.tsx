import { cn } from '@/lib/utils';

/** A shift type's name with its colour as a dot (the text stays readable on any colour). */
export function ShiftTypeBadge({
  shiftType,
  className,
}: {
  shiftType: { name: string; color: string };
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1.5 rounded-full border bg-card px-2 py-0.5 text-xs font-medium',
        className,
      )}
    >
      <span
        aria-hidden
        className="size-2.5 shrink-0 rounded-full"
        style={{ backgroundColor: shiftType.color }}
      />
      <span className="truncate">{shiftType.name}</span>
    </span>
  );
}
