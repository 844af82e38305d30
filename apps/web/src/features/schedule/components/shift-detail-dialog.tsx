import type { ScheduleEntry, Trade, ViolationDto } from '@openrota/contracts';
import { Link } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/sonner';
import { getServerError } from '@/lib/api-error';
import { createOverride, deleteEntry } from '@/lib/schedule-api/schedule';
import { isClaimed } from '@/components/schedule/badge-appearance';
import { useFormatDate } from '@/lib/dates';
import { OverrideDialog } from '@/components/schedule/override-dialog';
import { ReasonDialog } from './reason-dialog';
import { noStaffOverride, shiftActions, type ShiftAction } from '../lib/shift-actions';
import { ShiftBadge, withInactiveMark } from '@/components/schedule/shift-badge';
import { useScheduleAction } from '@/components/schedule/use-schedule-action';
import { ViolationList } from '@/components/schedule/rules/violation-list';
import { useRuleChecked } from '@/components/schedule/rules/use-rule-checked';
import type { Acknowledge } from '@/lib/schedule-api/rule-checks';

type ShiftDetailDialogProps = {
  /** The shift shown; null closes the dialog. */
  entry: ScheduleEntry | null;
  /** The working-time violations the shift is part of (docs/product/working-time.md#where-the-checker-acts). */
  violations?: readonly ViolationDto[];
  today: string;
  /** False for read-only roles: details without actions. */
  canEdit?: boolean;
  /** A pending trade offer of this shift, if any (its state is shown). */
  trade?: Trade | undefined;
  onClose: () => void;
};

type Run = {
  kind: 'cancel' | 'unassign' | 'delete' | 'removeOverride';
  entry: ScheduleEntry;
  reason?: string;
} & Acknowledge;

async function runAction({ kind, entry, reason, acknowledgeViolations }: Run): Promise<void> {
  if (kind === 'cancel' || kind === 'unassign')
    await createOverride(noStaffOverride(entry, kind, reason ?? ''));
  else if (entry.scheduleEntryId)
    await deleteEntry(entry.scheduleEntryId, acknowledgeViolations ? { acknowledgeViolations } : {});
}

const TOAST: Record<Run['kind'], string> = {
  cancel: 'schedule.detail.cancelledToast',
  unassign: 'schedule.detail.unassignedToast',
  delete: 'schedule.detail.deletedToast',
  removeOverride: 'schedule.detail.removedToast',
};

/** One shift: its details and the actions its source allows (docs/product/schedule.md#shift-actions). */
export function ShiftDetailDialog({
  entry,
  violations = [],
  today,
  canEdit = true,
  trade,
  onClose,
}: ShiftDetailDialogProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [sub, setSub] = useState<ShiftAction | null>(null);
  // Removing an override puts the rotation's person back, which the working-time rules may refuse.
  const action = useRuleChecked(useScheduleAction(runAction));

  const close = () => {
    setSub(null);
    onClose();
  };

  const run = (kind: Run['kind'], reason?: string) => {
    if (!entry) return;
    action.mutate(
      { kind, entry, reason },
      {
        onSuccess: () => {
          toast.success(t(TOAST[kind]));
          close();
        },
        onError: (error) => toast.error(getServerError(error) ?? t('schedule.errors.action')),
      },
    );
  };

  if (!entry) return null;
  const actions = canEdit ? shiftActions(entry) : [];
  const source = isClaimed(entry) ? 'CLAIMED' : entry.entryType;
  const date = formatDate(entry.date, 'EEEE d MMMM yyyy');
  const time =
    entry.shiftType.startTime && entry.shiftType.endTime
      ? `${entry.shiftType.startTime}–${entry.shiftType.endTime}`
      : null;

  return (
    <>
      <Dialog open onOpenChange={(open) => !open && close()}>
        <DialogContent className="max-w-md overflow-y-auto">
          <DialogHeader>
            <DialogTitle className="wrap-anywhere">{entry.shiftType.name}</DialogTitle>
            <DialogDescription className="first-letter:uppercase">{date}</DialogDescription>
          </DialogHeader>
          <ShiftBadge
            entry={entry}
            today={today}
            showFullNames
            hasViolation={violations.length > 0}
            className="w-auto max-w-full self-start"
          />
          {/* A grid item grows to its longest word unless told not to: long names and descriptions wrap instead of being cut. */}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm [&>dd]:min-w-0 [&>dd]:wrap-anywhere">
            {time && (
              <>
                <dt className="text-muted-foreground">{t('schedule.detail.time')}</dt>
                <dd>{time}</dd>
              </>
            )}
            <dt className="text-muted-foreground">{t('schedule.detail.staff')}</dt>
            <dd>
              {entry.staff ? withInactiveMark(t, entry, entry.staff.name) : t('schedule.detail.unassigned')}
            </dd>
            <dt className="text-muted-foreground">{t('schedule.detail.source')}</dt>
            <dd>{t(`schedule.detail.sources.${source}`)}</dd>
            {entry.description && (
              <>
                <dt className="text-muted-foreground">{t('schedule.detail.description')}</dt>
                <dd className="whitespace-pre-line">{entry.description}</dd>
              </>
            )}
            {entry.rotationPatternName && entry.rotationWeek !== null && entry.rotationWeekCount !== null && (
              <>
                <dt className="text-muted-foreground">{t('schedule.detail.pattern')}</dt>
                <dd>
                  {t('schedule.detail.patternWeek', {
                    name: entry.rotationPatternName,
                    week: entry.rotationWeek,
                    weekCount: entry.rotationWeekCount,
                  })}
                </dd>
              </>
            )}
          </dl>
          {trade && (
            <section
              aria-label={t('trades.calendar.title')}
              className="grid gap-1 rounded-md border border-violet-300 bg-violet-50 px-3 py-2 text-sm text-violet-950"
              data-testid="trade-state"
            >
              <p className="font-medium">
                {t(`trades.calendar.state.${trade.status === 'ACCEPTED' ? 'ACCEPTED' : 'OPEN'}`, {
                  offerer: trade.offeredBy.name,
                  taker: trade.acceptedBy?.name ?? '',
                  kind: t(`trades.kind.${trade.kind}`),
                })}
              </p>
              {canEdit && (
                <Link
                  to="/schedule/trades"
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {t('trades.calendar.open')}
                </Link>
              )}
            </section>
          )}
          {entry.isOptional && (
            <p className="text-sm text-muted-foreground">{t('schedule.detail.optional')}</p>
          )}
          {entry.isCancelled && (
            <p className="text-sm font-medium line-through">{t('schedule.detail.cancelled')}</p>
          )}
          {entry.absenceWarning && (
            <p
              role="status"
              className="flex items-start gap-2 rounded-md border border-orange-300 bg-orange-50 px-3 py-2 text-sm text-orange-900"
            >
              <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
              {entry.absenceWarning}
            </p>
          )}
          {violations.length > 0 && (
            <section aria-labelledby={`violations-${entry.id}`} className="grid gap-2">
              <h3 id={`violations-${entry.id}`} className="text-sm font-semibold">
                {t('schedule.rules.detailTitle')}
              </h3>
              <ViolationList violations={violations} />
            </section>
          )}
          {/* Inside the content, so the rules dialog is a layer of this one (a click in it does not close this). */}
          {action.dialog}
          <DialogFooter className="flex-wrap">
            {actions.map((a) => (
              <Button
                key={a}
                variant={
                  a === 'delete' || a === 'cancel' || a === 'unassign' || a === 'removeOverride'
                    ? 'outline'
                    : 'default'
                }
                size="sm"
                disabled={action.isPending}
                onClick={() => (a === 'removeOverride' ? run('removeOverride') : setSub(a))}
              >
                {t(`schedule.detail.${a}`)}
              </Button>
            ))}
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <OverrideDialog
        open={sub === 'assign' || sub === 'reassign'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        target={{
          date: entry.date,
          shiftTypeId: entry.shiftTypeId,
          rotationSlotId: entry.rotationSlotId,
          scheduleEntryId: entry.scheduleEntryId,
          staffId: entry.staffId,
          originalStaffId: entry.originalStaffId,
        }}
      />
      <ReasonDialog
        open={sub === 'cancel' || sub === 'unassign'}
        onOpenChange={(open) => !open && setSub(null)}
        title={t(sub === 'cancel' ? 'schedule.reason.cancelTitle' : 'schedule.reason.unassignTitle')}
        description={t(
          sub === 'cancel' ? 'schedule.reason.cancelDescription' : 'schedule.reason.unassignDescription',
          { date, name: entry.staff?.name ?? '' },
        )}
        isPending={action.isPending}
        onConfirm={(reason) => run(sub === 'cancel' ? 'cancel' : 'unassign', reason)}
      />
      <ConfirmDialog
        open={sub === 'delete'}
        onOpenChange={(open) => !open && setSub(null)}
        title={t('schedule.detail.deleteTitle')}
        description={t('schedule.detail.deleteConfirm')}
        confirmLabel={t('schedule.detail.delete')}
        isPending={action.isPending}
        onConfirm={() => run('delete')}
      />
    </>
  );
}
