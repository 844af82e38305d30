import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/sonner';
import { getServerError } from '@/lib/api-error';
import { usePageEvent } from '@/lib/page-events';
import { usePublish, usePublishStatus } from '@/lib/schedule-api/publish';

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
        <PublishDialog
          onClose={() => setOpen(false)}
          defaultUntil={[range.endDate, data.publishedUntil ?? range.endDate, data.today].sort().at(-1)!}
          members={data.members}
        />
      )}
    </div>
  );
}

type Member = { staff: { id: string; name: string }; added: number; removed: number; moved: number };

function PublishDialog({
  onClose,
  defaultUntil,
  members,
}: {
  onClose: () => void;
  defaultUntil: string;
  members: readonly Member[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const publish = usePublish();
  const [until, setUntil] = useState(defaultUntil);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    publish.mutate(until, {
      onSuccess: (result) => {
        toast.success(
          t('roster.publish.done', { changes: result.publication.changes, mailed: result.mailed }),
        );
        onClose();
      },
      onError: (e) => setError(getServerError(e) ?? t('roster.publish.failed')),
    });
  };

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('roster.publish.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('roster.publish.dialogDescription')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <Field id={`${id}-until`} label={t('roster.publish.until')} error={error}>
            <Input id={`${id}-until`} type="date" value={until} onChange={(e) => setUntil(e.target.value)} />
          </Field>
          <p className="text-xs text-muted-foreground">{t('roster.publish.untilHint')}</p>
          {members.length === 0 ? (
            <p className="text-sm">{t('roster.publish.none')}</p>
          ) : (
            <div className="grid gap-1">
              <p className="text-sm font-medium">{t('roster.publish.members')}</p>
              <ul className="max-h-48 overflow-auto text-sm" data-testid="publish-members">
                {members.map((m) => (
                  <li key={m.staff.id} className="flex justify-between gap-2">
                    <span>{m.staff.name}</span>
                    <span className="text-muted-foreground">
                      {t('roster.publish.memberCounts', {
                        added: m.added,
                        removed: m.removed,
                        moved: m.moved,
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('roster.publish.cancel')}
            </Button>
            <Button type="submit" disabled={publish.isPending || !until}>
              {publish.isPending && <Spinner />}
              {t('roster.publish.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
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
