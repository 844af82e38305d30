import * as Popover from '@radix-ui/react-popover';
import { Ban, Star, ThumbsDown } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayAvailability, LayerPerson } from '@/lib/schedule-api/availability';
import { cn } from '@/lib/utils';

const KINDS = ['UNAVAILABLE', 'RATHER_NOT', 'PREFERRED'] as const;

const STYLE: Record<
  (typeof KINDS)[number],
  { icon: ComponentType<{ className?: string }>; className: string }
> = {
  UNAVAILABLE: { icon: Ban, className: 'bg-destructive/15 text-destructive' },
  RATHER_NOT: { icon: ThumbsDown, className: 'bg-amber-100 text-amber-900' },
  PREFERRED: { icon: Star, className: 'bg-emerald-100 text-emerald-800' },
};

/** The times and notes of a member's rules that day ("07:00–12:00 · Course"); empty for a whole day without note. */
function detail(person: LayerPerson): string {
  return person.day.rules
    .filter((r) => r.kind === person.day.kind)
    .map((r) =>
      [r.startTime && r.endTime ? `${r.startTime}–${r.endTime}` : null, r.note].filter(Boolean).join(' · '),
    )
    .filter(Boolean)
    .join(', ');
}

/**
 * The availability layer of one calendar day: a count per kind (unavailable, rather not,
 * preferred) that opens the names, so a manager sees who could take an open shift that day.
 */
export function DayAvailabilityMarker({
  longDate,
  availability,
}: {
  longDate: string;
  availability: DayAvailability;
}) {
  const { t } = useTranslation();
  const counts = {
    unavailable: availability.UNAVAILABLE.length,
    ratherNot: availability.RATHER_NOT.length,
    preferred: availability.PREFERRED.length,
  };
  if (counts.unavailable + counts.ratherNot + counts.preferred === 0) return null;
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button
          type="button"
          data-testid="day-availability"
          className="flex flex-wrap items-center gap-0.5 self-start rounded text-[10px] leading-4 font-semibold hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={t('schedule.availability.summary', { date: longDate, ...counts })}
          onClick={(e) => e.stopPropagation()}
        >
          {KINDS.map((kind) => {
            const n = availability[kind].length;
            if (n === 0) return null;
            const { icon: Icon, className } = STYLE[kind];
            return (
              <span key={kind} className={cn('inline-flex items-center gap-0.5 rounded px-1', className)}>
                <Icon aria-hidden className="size-2.5" />
                {n}
              </span>
            );
          })}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          sideOffset={4}
          collisionPadding={8}
          className="z-50 grid max-w-72 gap-2 rounded-md border bg-card p-3 text-sm text-card-foreground shadow-md"
          onClick={(e) => e.stopPropagation()}
        >
          <p className="font-semibold first-letter:uppercase">{longDate}</p>
          {KINDS.map((kind) => {
            const people = availability[kind];
            if (people.length === 0) return null;
            const { icon: Icon } = STYLE[kind];
            return (
              <section key={kind} aria-label={t(`schedule.availability.kind.${kind}`)}>
                <h3 className="flex items-center gap-1 text-xs font-semibold text-muted-foreground">
                  <Icon aria-hidden className="size-3" />
                  {t(`schedule.availability.kind.${kind}`)} ({people.length})
                </h3>
                <ul className="grid gap-0.5">
                  {people.map((p) => {
                    const more = detail(p);
                    return (
                      <li key={p.staffId}>
                        {p.staffName}
                        {more && <span className="text-muted-foreground"> ({more})</span>}
                      </li>
                    );
                  })}
                </ul>
              </section>
            );
          })}
          <p className="text-xs text-muted-foreground">{t('schedule.availability.others')}</p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
