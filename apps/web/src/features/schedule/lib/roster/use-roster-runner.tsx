import type { AcknowledgeViolations, Schedule, ScheduleEntry, ViolationDto } from '@openrota/contracts';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/sonner';
import { getServerError } from '@/lib/api-error';
import { absenceKeys, scheduleKeys } from '@/lib/schedule-api/keys';
import { ledgerKeys } from '@/lib/schedule-api/ledger';
import { ruleViolationsOf } from '@/lib/schedule-api/rule-checks';
import { getSchedule } from '@/lib/schedule-api/schedule';
import type { Done, Expect, Step } from './steps';

/** A change of the grid: its writes in order, and how the grid looks meanwhile (optimistic). */
export type Plan = {
  steps: Step[];
  /** The grid's entries as they will be once the writes are done; rolled back on refusal. */
  optimistic?: (entries: ScheduleEntry[]) => ScheduleEntry[];
  /** All or nothing (a move: released here, placed there): a refused step undoes the ones before it. */
  atomic: boolean;
  /** The toast of success. */
  success: string;
};

// Loaded on the first refusal or warning, not with the grid (bench/web-size.mjs).
const RuleViolationDialog = lazy(() =>
  import('@/components/schedule/rules/rule-violation-dialog').then((m) => ({
    default: m.RuleViolationDialog,
  })),
);
const toastRuleWarnings = (title: string, warnings: readonly ViolationDto[]) => {
  if (warnings.length > 0)
    void import('@/components/schedule/rules/use-rule-checked').then((m) =>
      m.toastRuleWarnings(title, warnings),
    );
};

type UndoRecord = { inverses: Step[]; expects: Expect[] };

type Ask = {
  violations: ViolationDto[];
  error: string | null;
  pending: boolean;
  confirm: (reason: string) => void;
  cancel: () => void;
};

class Declined extends Error {
  constructor() {
    super('declined');
  }
}

/**
 * Runs the grid's plans: the optimistic picture first, then each write; a 409 RULE_VIOLATION
 * asks for the acknowledgement with a reason (the dialogs' RuleViolationDialog) and resends;
 * a refusal rolls the picture back and says why. Keeps the last change for Ctrl+Z, which only
 * runs while the shifts it wrote still look as it left them.
 */
export function useRosterRunner(scheduleKey: QueryKey) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [ask, setAsk] = useState<Ask | null>(null);
  const [busy, setBusy] = useState(false);
  const [lastUndo, setLastUndo] = useState<UndoRecord | null>(null);
  const lastUndoRef = useRef<UndoRecord | null>(null);
  const rememberUndo = (record: UndoRecord | null) => {
    lastUndoRef.current = record;
    setLastUndo(record);
  };

  /** One step; a rule refusal asks the manager and resends with their reason, or throws Declined. */
  const runStep = async (step: Step): Promise<Done> => {
    try {
      return await step.run();
    } catch (error) {
      const violations = ruleViolationsOf(error);
      if (!violations) throw error;
      return new Promise<Done>((resolve, reject) => {
        const send = (ack: AcknowledgeViolations) => {
          setAsk((a) => (a ? { ...a, pending: true, error: null } : a));
          step.run(ack).then(
            (done) => {
              setAsk(null);
              resolve(done);
            },
            (e: unknown) =>
              setAsk((a) =>
                a
                  ? { ...a, pending: false, error: getServerError(e) ?? t('schedule.rules.dialog.failed') }
                  : a,
              ),
          );
        };
        setAsk({
          violations,
          error: null,
          pending: false,
          confirm: (reason) => send({ reason }),
          cancel: () => {
            setAsk(null);
            reject(new Declined());
          },
        });
      });
    }
  };

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
      queryClient.invalidateQueries({ queryKey: absenceKeys.all }),
      queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
    ]);

  const undoSilently = async (done: Done[]) => {
    for (const d of [...done].reverse()) if (d.inverse) await runStep(d.inverse).catch(() => undefined);
  };

  /** Runs `plan`; resolves true when every write went through. */
  const execute = async (plan: Plan, options: { recordUndo?: boolean } = {}): Promise<boolean> => {
    if (plan.steps.length === 0) return false;
    setBusy(true);
    await queryClient.cancelQueries({ queryKey: scheduleKey });
    const snapshot = queryClient.getQueryData<Schedule>(scheduleKey);
    if (plan.optimistic && snapshot)
      queryClient.setQueryData<Schedule>(scheduleKey, {
        ...snapshot,
        entries: plan.optimistic(snapshot.entries),
      });
    const done: Done[] = [];
    const refused: string[] = [];
    try {
      for (const step of plan.steps) {
        try {
          done.push(await runStep(step));
        } catch (error) {
          if (plan.atomic) throw error;
          if (!(error instanceof Declined))
            refused.push(`${step.label}: ${getServerError(error) ?? t('roster.errors.refused')}`);
        }
      }
    } catch (error) {
      await undoSilently(done);
      if (snapshot) queryClient.setQueryData(scheduleKey, snapshot);
      if (!(error instanceof Declined))
        toast.error(t('roster.errors.refusedTitle'), {
          description: getServerError(error) ?? t('roster.errors.refused'),
        });
      setBusy(false);
      void refresh();
      return false;
    }
    setBusy(false);
    toastRuleWarnings(
      t('schedule.rules.warningsToast'),
      done.flatMap((d) => d.warnings),
    );
    if (refused.length > 0)
      toast.error(t('roster.errors.someRefused', { count: refused.length }), {
        description: refused.join('\n'),
      });
    if (done.length > 0) {
      if (refused.length === 0) toast.success(plan.success);
      if (options.recordUndo !== false)
        rememberUndo({
          inverses: done.flatMap((d) => (d.inverse ? [d.inverse] : [])).reverse(),
          expects: done.flatMap((d) => (d.expect ? [d.expect] : [])),
        });
    } else if (snapshot && refused.length > 0) queryClient.setQueryData(scheduleKey, snapshot);
    await refresh();
    return refused.length === 0 && done.length > 0;
  };

  /** Ctrl+Z: the last change undone, when nothing else changed its shifts since. */
  const undo = async (): Promise<void> => {
    const record = lastUndoRef.current;
    if (!record || busy) {
      toast.info(t('roster.undo.nothing'));
      return;
    }
    const dates = record.expects.map((e) => e.date).sort();
    if (dates.length > 0) {
      const fresh = await getSchedule({
        startDate: dates[0]!,
        endDate: dates[dates.length - 1]!,
        violations: 'false',
      });
      const unchanged = record.expects.every((x) => {
        const found = fresh.entries.find((e) => e.scheduleEntryId === x.id);
        return x.gone ? !found : found !== undefined && found.staffId === x.staffId;
      });
      if (!unchanged) {
        rememberUndo(null);
        toast.error(t('roster.undo.changed'));
        return;
      }
    }
    rememberUndo(null);
    await execute(
      { steps: record.inverses, atomic: true, success: t('roster.undo.done') },
      { recordUndo: false },
    );
  };

  const dialog: ReactNode = ask ? (
    <Suspense fallback={null}>
      <RuleViolationDialog
        violations={ask.violations}
        error={ask.error}
        isPending={ask.pending}
        onConfirm={ask.confirm}
        onCancel={ask.cancel}
      />
    </Suspense>
  ) : null;

  return { execute, undo, canUndo: lastUndo !== null, busy, dialog };
}
