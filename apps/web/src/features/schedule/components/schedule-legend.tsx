import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BADGE_CLASSES } from '@/components/schedule/badge-appearance';
import { MARKER_ICONS } from '@/components/schedule/marker-icons';
import { cn } from '@/lib/utils';

type LegendItem = { key: string; className: string; star?: boolean; marker?: keyof typeof MARKER_ICONS };

const ITEMS: readonly LegendItem[] = [
  { key: 'shiftType', className: 'border-emerald-500 bg-emerald-500 text-white' },
  {
    key: 'unfilled',
    className: 'border-destructive bg-destructive text-destructive-foreground motion-safe:animate-pulse',
  },
  { key: 'unfilledOptional', className: 'border-destructive border-dashed bg-card text-destructive' },
  { key: 'absence', className: 'border-orange-500 bg-orange-100 text-orange-900' },
  { key: 'oneOff', className: 'border-teal-600 bg-teal-600 text-white', star: true },
  { key: 'override', className: BADGE_CLASSES.override, marker: 'override' },
  { key: 'claim', className: BADGE_CLASSES.override, marker: 'claim' },
  {
    key: 'cancelled',
    className: 'border-dashed border-muted-foreground/50 bg-muted text-muted-foreground line-through',
  },
  { key: 'past', className: 'border-emerald-500 bg-emerald-500 text-white opacity-50' },
];

/**
 * What each badge appearance means (docs/product/schedule.md#sources-and-badges); `showDraft` adds
 * auto-fill's draft, `showUnpublished` the amber dot of an unpublished change (docs/product/publish.md).
 */
export function ScheduleLegend({
  showDraft = false,
  showUnpublished = false,
}: {
  showDraft?: boolean;
  showUnpublished?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('schedule.legend.title')}
      className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs"
    >
      <h3 className="font-semibold text-muted-foreground">{t('schedule.legend.title')}</h3>
      <ul className="contents">
        {ITEMS.map((item) => {
          const Marker = item.marker ? MARKER_ICONS[item.marker] : null;
          return (
            <li key={item.key} className="flex items-center gap-1.5">
              <span
                aria-hidden
                className={cn(
                  'inline-flex h-3.5 w-6 items-center justify-center rounded border',
                  item.className,
                )}
              >
                {item.star && <Star className="size-2.5 fill-current" />}
                {Marker && <Marker data-marker={item.marker} className="size-2.5" />}
              </span>
              {t(`schedule.legend.${item.key}`)}
            </li>
          );
        })}
        {showDraft && (
          <li className="flex items-center gap-1.5">
            <span
              aria-hidden
              className="inline-flex h-3.5 w-6 rounded border-2 border-dashed border-primary"
            />
            {t('autoFill.draftLegend')}
          </li>
        )}
        {showUnpublished && (
          <li className="flex items-center gap-1.5">
            <span aria-hidden className="inline-flex h-3.5 w-6 items-center justify-center rounded border">
              <span className="size-2 rounded-full bg-amber-500" />
            </span>
            {t('roster.publish.cellMarker')}
          </li>
        )}
      </ul>
    </section>
  );
}
