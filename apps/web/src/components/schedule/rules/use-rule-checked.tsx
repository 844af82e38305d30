import type { AcknowledgeViolations, ViolationDto } from '@openrota/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/sonner';
import { getServerError } from '@/lib/api-error';
import { ruleViolationsOf, warningsOf } from '@/lib/schedule-api/rule-checks';
import { RuleViolationDialog } from './rule-violation-dialog';

type Callbacks<R> = { onSuccess?: (result: R) => void; onError?: (error: unknown) => void };

/** The part of a TanStack mutation this hook drives. */
type Mutation<A, R> = {
  mutate: (
    variables: A,
    options: { onSuccess: (result: R) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
};

type Pending = {
  violations: ViolationDto[];
  error: string | null;
  resend: (ack: AcknowledgeViolations) => void;
};

/** The warnings of a successful write as one toast: the rule and sentence of each. */
export function toastRuleWarnings(title: string, warnings: readonly ViolationDto[]): void {
  if (warnings.length === 0) return;
  toast.warning(title, { description: warnings.map((w) => `${w.ruleName}: ${w.message}`).join('\n') });
}

/**
 * The one handling of the working-time checker for every write that puts a person on a shift
 * (docs/product/working-time.md#where-the-checker-acts): a 409 `RULE_VIOLATION` opens a dialog with the
 * violations and a required reason; "Assign anyway" resends the same variables with
 * `acknowledgeViolations`, Cancel closes it and leaves the form as it was. The warnings of a
 * success appear as a toast. Render `dialog` beside the form.
 */
export function useRuleChecked<A extends object, R>(
  mutation: Mutation<A & { acknowledgeViolations?: AcknowledgeViolations }, R>,
) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);

  const mutate = (variables: A, callbacks: Callbacks<R> = {}) => {
    const send = (ack?: AcknowledgeViolations) =>
      mutation.mutate(ack ? { ...variables, acknowledgeViolations: ack } : variables, {
        onSuccess: (result) => {
          setPending(null);
          toastRuleWarnings(t('schedule.rules.warningsToast'), warningsOf(result));
          callbacks.onSuccess?.(result);
        },
        onError: (error) => {
          const violations = ruleViolationsOf(error);
          if (violations) {
            setPending({ violations, error: null, resend: send });
            return;
          }
          if (ack) {
            // The acknowledged resend failed otherwise (a reason refused, the shift gone): say so where the user is.
            setPending((p) =>
              p ? { ...p, error: getServerError(error) ?? t('schedule.rules.dialog.failed') } : p,
            );
            return;
          }
          callbacks.onError?.(error);
        },
      });
    send();
  };

  const dialog: ReactNode = pending ? (
    <RuleViolationDialog
      violations={pending.violations}
      error={pending.error}
      isPending={mutation.isPending}
      onConfirm={(reason) => pending.resend({ reason })}
      onCancel={() => setPending(null)}
    />
  ) : null;

  return { mutate, isPending: mutation.isPending, dialog };
}
