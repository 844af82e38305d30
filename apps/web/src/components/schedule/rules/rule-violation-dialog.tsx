import type { ViolationDto } from '@openrota/contracts';
import { ACKNOWLEDGE_REASON_MAX_LENGTH } from '@openrota/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, textareaClass } from '@/components/field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ViolationList } from './violation-list';

type RuleViolationDialogProps = {
  violations: readonly ViolationDto[];
  isPending: boolean;
  /** A failure of the acknowledged resend, shown in the dialog. */
  error: string | null;
  /** Receives the trimmed, non-empty reason. */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/**
 * The 409 `RULE_VIOLATION` of a write (docs/product/working-time.md#where-the-checker-acts): the rules it would
 * break, and a required reason with which a manager assigns anyway. Cancel sends nothing.
 */
export function RuleViolationDialog({
  violations,
  isPending,
  error,
  onConfirm,
  onCancel,
}: RuleViolationDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const trimmed = reason.trim();
    if (!trimmed) {
      setReasonError(t('schedule.rules.dialog.reasonRequired'));
      return;
    }
    onConfirm(trimmed);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('schedule.rules.dialog.title')}</DialogTitle>
          <DialogDescription>
            {t('schedule.rules.dialog.description', { count: violations.length })}
          </DialogDescription>
        </DialogHeader>
        <ViolationList violations={violations} />
        <form noValidate onSubmit={submit} className="grid gap-4">
          <Field
            id={`${id}-reason`}
            label={t('schedule.rules.dialog.reason')}
            error={reasonError}
            count={{ value: reason, max: ACKNOWLEDGE_REASON_MAX_LENGTH }}
          >
            <textarea
              id={`${id}-reason`}
              className={textareaClass}
              value={reason}
              maxLength={ACKNOWLEDGE_REASON_MAX_LENGTH}
              required
              aria-required
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${id}-reason-error` : undefined}
              onChange={(e) => {
                setReason(e.target.value);
                setReasonError(null);
              }}
            />
          </Field>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={isPending}>
              {isPending && <Spinner className="text-current" />}
              {t('schedule.rules.dialog.assignAnyway')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
