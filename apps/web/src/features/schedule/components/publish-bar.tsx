import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePageEvent } from '@/lib/page-events';
import { usePublishStatus } from '@/lib/schedule-api/publish';

// The dialog loads when first opened, so the toolbar's first paint does not wait for it (bench/web-size.mjs).
const PublishDialog = lazy(() => import('./publish-dialog').then((m) => ({ default: m.PublishDialog })));

type PublishBarProps = {
  range: { startDate: string; endDate: string };
  formatDay: (date: string) => string;
};

/**
 * The toolbar's publish step (docs/product/publish.md) on the roster grid and the calendar, for
 * planners of a workspace that publishes (ON_PUBLISH): the count of unpublished changes and
 * "Publish", which opens a dialog with "publish until" (default: the later of the shown range's
 * end and the current horizon) and the changes per member. The quick action "Publish"
 * (`schedule:publish`) opens the same dialog. Nothing shows with IMMEDIATE.
 */
export function PublishBar({ range, formatDay }: PublishBarProps) {
  const { t } = useTranslation();
  const status = usePublishStatus(range);
  const [open, setOpen] = useState(false);
  usePageEvent('schedule:publish', () => setOpen(true));
  const data = status.data;
  if (!data || data.mode !== 'ON_PUBLISH') return null;
  return (
    <div
      role="status"
      data-testid="publish-bar"
      className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 px-3 py-1.5 text-sm"
    >
      <span
        className={
          data.pending > 0 ? 'font-medium text-amber-700 dark:text-amber-400' : 'text-muted-foreground'
        }
      >
        {data.pending > 0
          ? t('roster.publish.pending', { count: data.pending })
          : t('roster.publish.nothingPending')}
      </span>
      {data.publishedUntil && (
        <span className="text-muted-foreground">
          {t('roster.publish.publishedUntil', { date: formatDay(data.publishedUntil) })}
        </span>
      )}
      <Button size="sm" onClick={() => setOpen(true)}>
        <Send aria-hidden />
        {t('roster.publish.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PublishDialog
            onClose={() => setOpen(false)}
            defaultUntil={[range.endDate, data.publishedUntil ?? range.endDate, data.today].sort().at(-1)!}
            members={data.members}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The cells (`staffId|date`) with unpublished changes in the range, for the roster grid's markers. */
export function useUnpublishedCells(
  range: { startDate: string; endDate: string },
  options: { enabled: boolean },
): ReadonlySet<string> {
  const changes = usePublishStatus(range, options).data?.changes;
  return useMemo(() => {
    const cells = new Set<string>();
    for (const c of changes ?? []) {
      if (c.before) cells.add(`${c.staff.id}|${c.before.date}`);
      if (c.after) cells.add(`${c.staff.id}|${c.after.date}`);
    }
    return cells;
  }, [changes]);
}
