import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
import { Field } from '@/components/field';

type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Receives the trimmed, non-empty reason. */
  onConfirm: (reason: string) => void;
  isPending?: boolean;
};

/** Asks for the reason of a cancel or unassign (docs/product/schedule.md#shift-actions: a non-empty reason is required). */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  isPending,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const change = (next: boolean) => {
    if (!next) {
      setReason('');
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(t('schedule.reason.required'));
      return;
    }
    onConfirm(trimmed);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <Field
            id={`${id}-reason`}
            label={t('schedule.reason.label')}
            error={error}
            count={{ value: reason, max: 480 }}
          >
            <Input
              id={`${id}-reason`}
              value={reason}
              maxLength={480}
              aria-describedby={`${id}-reason-count`}
              autoFocus
              aria-invalid={error ? true : undefined}
              onChange={(e) => {
                setReason(e.target.value);
                setError(null);
              }}
            />
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => change(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={isPending}>
              {isPending && <Spinner className="text-current" />}
              {t('schedule.reason.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
