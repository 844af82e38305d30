import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
import { usePublish } from '@/lib/schedule-api/publish';

type Member = { staff: { id: string; name: string }; added: number; removed: number; moved: number };

/** The publish dialog of PublishBar (publish-bar.tsx): "publish until" and the changes per member. */
export function PublishDialog({
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
