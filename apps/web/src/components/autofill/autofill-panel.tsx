import type { AutoFillAssignment, AutoFillReason, AutoFillRun, AutoFillUnfilled } from '@openrota/contracts';
import { ChevronDown, ChevronUp, Square, Wand2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { toast } from '@/components/ui/sonner';
import { getServerError } from '@/lib/api-error';
import { useFormatDate } from '@/lib/dates';
import {
  isActiveRun,
  useApplyAutoFill,
  useDiscardAutoFill,
  useStopAutoFill,
  useUndoAutoFill,
} from '@/lib/schedule-api/autofill';
import { cn } from '@/lib/utils';
import { useAutoFillUi } from './autofill-store';

const hours = (minutes: number) => {
  const h = minutes / 60;
  return Number.isInteger(h) ? String(h) : h.toFixed(1);
};

/**
 * The auto-fill panel (issue 16 §1), fixed at the bottom right (the width of the screen on a
 * phone) so the calendar stays usable under it: the progress of a working run with Stop, the
 * proposal of a READY one (each proposed shift with a checkbox and its "Why", the shifts that
 * stay open and why, Apply selected and Discard), and after applying the counts, the refused
 * shifts with their sentences and Undo.
 */
export function AutoFillPanel({ run }: { run: AutoFillRun | null }) {
  const { t } = useTranslation();
  const ui = useAutoFillUi();
  const titleId = useId();
  const { follow } = ui;
  useEffect(() => {
    if (run) follow(run.id);
  }, [run, follow]);
  if (!run || ui.dismissed.has(run.id) || ui.runId !== run.id) return null;
  const canClose = !isActiveRun(run) && run.status !== 'READY';
  return (
    <section
      role="region"
      aria-labelledby={titleId}
      data-testid="autofill-panel"
      data-status={run.status}
      className="fixed inset-x-2 bottom-20 z-30 flex max-h-[65dvh] flex-col overflow-hidden rounded-lg border bg-card shadow-xl md:inset-x-auto md:right-4 md:bottom-4 md:w-[27rem]"
    >
      <header className="flex items-center gap-2 border-b px-3 py-2">
        <Wand2 aria-hidden className="size-4 shrink-0 text-primary" />
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-sm font-semibold">
          {run.status === 'APPLIED'
            ? t('autoFill.applied.title')
            : run.status === 'READY'
              ? t('autoFill.panel.title')
              : t('autoFill.region')}
        </h2>
        {run.status === 'READY' && (
          <Button
            size="icon"
            variant="ghost"
            className="size-8"
            aria-expanded={!ui.collapsed}
            aria-label={ui.collapsed ? t('autoFill.panel.expand') : t('autoFill.panel.collapse')}
            onClick={() => ui.setCollapsed(!ui.collapsed)}
          >
            {ui.collapsed ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
          </Button>
        )}
        {canClose && (
          <Button
            size="icon"
            variant="ghost"
            className="size-8"
            aria-label={t('autoFill.panel.close')}
            onClick={() => ui.dismiss(run.id)}
          >
            <X aria-hidden />
          </Button>
        )}
      </header>
      {isActiveRun(run) ? (
        <Progress run={run} />
      ) : run.status === 'READY' ? (
        <Proposal run={run} collapsed={ui.collapsed} />
      ) : run.status === 'APPLIED' ? (
        <Applied run={run} />
      ) : run.status === 'FAILED' ? (
        <div className="p-3">
          <Alert variant="destructive">
            <p className="font-medium">{t('autoFill.panel.failed')}</p>
            {run.error && <p>{run.error}</p>}
          </Alert>
        </div>
      ) : null}
    </section>
  );
}

function Progress({ run }: { run: AutoFillRun }) {
  const { t } = useTranslation();
  const stop = useStopAutoFill();
  const { progress } = run;
  const elapsed = Math.min(run.timeLimitSeconds, Math.floor(progress.elapsedSeconds));
  const running = run.status === 'RUNNING';
  return (
    <div className="grid gap-2 p-3 text-sm">
      <p className="font-medium" role="status">
        {running ? t('autoFill.progress.running') : t('autoFill.progress.queued')}
      </p>
      <div
        role="progressbar"
        aria-label={t('autoFill.progress.label')}
        aria-valuemin={0}
        aria-valuemax={run.timeLimitSeconds}
        aria-valuenow={elapsed}
        aria-valuetext={t('autoFill.progress.time', { elapsed, limit: run.timeLimitSeconds })}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full bg-primary transition-[width] duration-700 motion-reduce:transition-none"
          style={{ width: `${(100 * elapsed) / Math.max(1, run.timeLimitSeconds)}%` }}
        />
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
        <div>
          <dt className="sr-only">{t('autoFill.progress.label')}</dt>
          <dd data-testid="autofill-time">
            {t('autoFill.progress.time', { elapsed, limit: run.timeLimitSeconds })}
          </dd>
        </div>
        {progress.slots > 0 && <dd>{t('autoFill.progress.slots', { count: progress.slots })}</dd>}
        <dd data-testid="autofill-best">
          {progress.bestObjective === null
            ? t('autoFill.progress.noBest')
            : t('autoFill.progress.best', { value: Math.round(progress.bestObjective).toLocaleString() })}
        </dd>
        {progress.uncovered !== null && (
          <dd data-testid="autofill-uncovered">
            {t('autoFill.progress.uncovered', { count: progress.uncovered })}
          </dd>
        )}
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={stop.isPending}
          onClick={() =>
            stop.mutate(run.id, {
              onError: (error) => toast.error(getServerError(error) ?? error.message),
            })
          }
        >
          <Square aria-hidden />
          {t('autoFill.progress.stop')}
        </Button>
        <span className="text-xs text-muted-foreground">{t('autoFill.progress.stopHint')}</span>
      </div>
    </div>
  );
}

function Proposal({ run, collapsed }: { run: AutoFillRun; collapsed: boolean }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const ui = useAutoFillUi();
  const apply = useApplyAutoFill();
  const discard = useDiscardAutoFill();
  const [problem, setProblem] = useState<string | null>(null);
  const assignments = run.proposal?.assignments ?? [];
  const unfilled = run.proposal?.unfilled ?? [];
  const selected = assignments.filter((a) => !ui.unchecked.has(a.slotId));
  const allChecked = selected.length === assignments.length;
  const busy = apply.isPending || discard.isPending;

  const onApply = () => {
    setProblem(null);
    const slotIds = selected.map((a) => a.slotId);
    // Everything ticked: the whole proposal (the contract's "omitted: all"). The promise, not
    // mutate's callbacks, keeps the answer: this list is replaced by the applied message at once.
    apply.mutateAsync({ id: run.id, ...(allChecked ? {} : { slotIds }) }).then(
      (result) => ui.setLastApply(result),
      (error: Error) => setProblem(getServerError(error) ?? error.message),
    );
  };
  const onDiscard = () => {
    setProblem(null);
    discard.mutateAsync(run.id).then(
      () => toast.success(t('autoFill.panel.discarded')),
      (error: Error) => setProblem(getServerError(error) ?? error.message),
    );
  };

  return (
    <>
      <div className="border-b px-3 py-2 text-sm">
        <p className="text-muted-foreground">
          {t('autoFill.panel.period', {
            start: formatDate(run.startDate, 'd MMM'),
            end: formatDate(run.endDate, 'd MMM yyyy'),
          })}
        </p>
        <p className="font-medium" data-testid="autofill-summary">
          {t('autoFill.panel.summary', {
            proposed: assignments.length,
            slots: assignments.length + unfilled.length,
          })}
        </p>
      </div>
      {!collapsed && (
        <div className="min-h-0 flex-1 overflow-y-auto px-3 py-2">
          {assignments.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('autoFill.panel.none')}</p>
          ) : (
            <>
              <div className="flex items-center gap-2 pb-2">
                <Checkbox
                  id={`select-all-${run.id}`}
                  checked={allChecked ? true : selected.length === 0 ? false : 'indeterminate'}
                  onCheckedChange={(v) =>
                    ui.setChecked(
                      assignments.map((a) => a.slotId),
                      v === true,
                    )
                  }
                />
                <label htmlFor={`select-all-${run.id}`} className="text-sm font-medium">
                  {t('autoFill.panel.selectAll')}
                </label>
              </div>
              <ul aria-label={t('autoFill.panel.assignments')} className="grid gap-1.5">
                {assignments.map((a) => (
                  <AssignmentItem key={a.slotId} assignment={a} />
                ))}
              </ul>
            </>
          )}
          {unfilled.length > 0 && (
            <section className="mt-3" aria-label={t('autoFill.panel.unfilled', { count: unfilled.length })}>
              <h3 className="mb-1 text-sm font-semibold">
                {t('autoFill.panel.unfilled', { count: unfilled.length })}
              </h3>
              <ul className="grid gap-1.5">
                {unfilled.map((u) => (
                  <UnfilledItem key={u.slotId} unfilled={u} />
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
      {problem && (
        <div className="px-3 pb-2">
          <Alert variant="destructive">{problem}</Alert>
        </div>
      )}
      <footer className="flex flex-wrap gap-2 border-t px-3 py-2">
        <Button size="sm" disabled={busy || selected.length === 0} onClick={onApply}>
          {t('autoFill.panel.apply', { count: selected.length })}
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={onDiscard}>
          {t('autoFill.panel.discard')}
        </Button>
      </footer>
    </>
  );
}

function Reasons({ reasons }: { reasons: readonly AutoFillReason[] }) {
  if (reasons.length === 0) return null;
  return (
    <ul className="grid list-disc gap-0.5 pl-4">
      {reasons.map((r, i) => (
        <li key={`${r.code}-${i}`} data-code={r.code}>
          {r.message}
        </li>
      ))}
    </ul>
  );
}

function AssignmentItem({ assignment: a }: { assignment: AutoFillAssignment }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const ui = useAutoFillUi();
  const checkboxId = useId();
  const whyId = useId();
  const isOpen = ui.openSlotId === a.slotId;
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // A draft clicked on the calendar brings its explanation into view.
    if (isOpen) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [isOpen]);
  const checked = !ui.unchecked.has(a.slotId);
  const line = `${formatDate(a.date, 'EEE d MMM')} · ${a.shiftType.name} · ${a.staff.name}`;
  return (
    <li
      ref={ref}
      data-slot={a.slotId}
      className={cn('rounded-md border px-2 py-1.5 text-sm', isOpen && 'border-primary')}
    >
      <div className="flex items-start gap-2">
        <Checkbox
          id={checkboxId}
          className="mt-0.5"
          checked={checked}
          onCheckedChange={(v) => ui.setChecked([a.slotId], v === true)}
        />
        <label htmlFor={checkboxId} className="min-w-0 flex-1">
          <span className="first-letter:uppercase">{formatDate(a.date, 'EEE d MMM')}</span>
          {' · '}
          <span
            className="rounded px-1 text-xs font-semibold"
            style={{ boxShadow: `inset 0 0 0 2px ${a.shiftType.color}` }}
          >
            {a.shiftType.name}
          </span>
          {' · '}
          <span className="font-medium">{a.staff.name}</span>
          {a.previousStaff && (
            <span className="text-muted-foreground">
              {' '}
              ({t('autoFill.panel.replaces', { name: a.previousStaff.name })})
            </span>
          )}
        </label>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={whyId}
          onClick={() => ui.openSlot(isOpen ? null : a.slotId)}
          className="shrink-0 rounded px-1.5 text-xs font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={`${t('autoFill.panel.why')}: ${line}`}
        >
          {t('autoFill.panel.why')}
        </button>
      </div>
      {isOpen && (
        <div
          id={whyId}
          role="group"
          aria-label={t('autoFill.panel.whyTitle', { name: a.staff.name })}
          className="mt-2 grid gap-2 border-t pt-2 text-xs"
        >
          <Reasons reasons={a.reasons} />
          <p className="text-muted-foreground">
            {a.targetMinutes === null
              ? t('autoFill.panel.hours', { after: hours(a.minutesAfter) })
              : t('autoFill.panel.hoursOf', { after: hours(a.minutesAfter), target: hours(a.targetMinutes) })}
          </p>
          {a.runnersUp.length > 0 && (
            <div>
              <h4 className="font-semibold">{t('autoFill.panel.runnersUp')}</h4>
              <ul className="grid gap-1">
                {a.runnersUp.map((r) => (
                  <li key={r.staff.id}>
                    <span className="font-medium">{r.staff.name}</span>
                    <Reasons reasons={r.reasons} />
                  </li>
                ))}
              </ul>
            </div>
          )}
          {a.excluded.length > 0 && (
            <div>
              <h4 className="font-semibold">{t('autoFill.panel.excluded')}</h4>
              <ul className="grid gap-0.5">
                {a.excluded.map((x) => (
                  <li key={x.staff.id} data-rule={x.ruleId}>
                    <span className="font-medium">{x.staff.name}</span>: {x.message}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </li>
  );
}

function UnfilledItem({ unfilled: u }: { unfilled: AutoFillUnfilled }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  return (
    <li data-slot={u.slotId} className="rounded-md border border-dashed px-2 py-1.5 text-sm">
      <div className="flex items-start gap-2">
        <p className="min-w-0 flex-1">
          <span className="first-letter:uppercase">{formatDate(u.date, 'EEE d MMM')}</span>
          {' · '}
          <span className="font-medium">{u.shiftType.name}</span>
          <span className="block text-muted-foreground" data-code={u.reason.code}>
            {u.reason.message}
          </span>
        </p>
        {u.excluded.length > 0 && (
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={id}
            onClick={() => setIsOpen((v) => !v)}
            className="shrink-0 rounded px-1.5 text-xs font-medium text-primary underline-offset-2 hover:underline"
          >
            {t('autoFill.panel.why')}
          </button>
        )}
      </div>
      {isOpen && (
        <ul id={id} className="mt-1 grid gap-0.5 border-t pt-1 text-xs">
          {u.excluded.map((x) => (
            <li key={x.staff.id} data-rule={x.ruleId}>
              <span className="font-medium">{x.staff.name}</span>: {x.message}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function Applied({ run }: { run: AutoFillRun }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const lastApply = useAutoFillUi((s) => s.lastApply);
  const undo = useUndoAutoFill();
  const [problem, setProblem] = useState<string | null>(null);
  const refused = lastApply?.run.id === run.id ? lastApply.refused : [];
  return (
    <div className="grid min-h-0 gap-2 overflow-y-auto p-3 text-sm">
      <p role="status" className="font-medium" data-testid="autofill-applied">
        {t('autoFill.applied.message', { count: run.appliedSlotIds.length })}
      </p>
      {refused.length > 0 && (
        <div>
          <p>{t('autoFill.applied.refused', { count: refused.length })}</p>
          <ul className="mt-1 grid list-disc gap-0.5 pl-4 text-muted-foreground">
            {refused.map((r) => (
              <li key={r.slotId}>
                <span className="first-letter:uppercase">{formatDate(r.date, 'EEE d MMM')}</span>: {r.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {problem && <Alert variant="destructive">{problem}</Alert>}
      <div>
        <Button
          size="sm"
          variant="outline"
          disabled={undo.isPending}
          onClick={() => {
            setProblem(null);
            // The promise (not mutate's callbacks) says it: the panel is gone once the run is UNDONE.
            undo.mutateAsync(run.id).then(
              () => toast.success(t('autoFill.applied.undone')),
              (error: Error) => setProblem(getServerError(error) ?? error.message),
            );
          }}
        >
          {t('autoFill.applied.undo')}
        </Button>
      </div>
    </div>
  );
}
