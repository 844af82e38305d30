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
import { toast } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import { getServerError } from '@/lib/api-error';
import { eligibleStaff, useStaff } from '@/lib/master-data/staff';
import { useShiftTypes } from '@/lib/master-data/shift-types';
import { useFormatDate } from '@/lib/dates';
import { Field } from '@/components/field';
import { CandidateSelect, useCandidateCount } from './rules/candidate-select';
import { useRuleChecked } from './rules/use-rule-checked';
import { saveOverride } from './save-override';
import { useScheduleAction } from './use-schedule-action';

export type OverrideTarget = {
  date: string;
  shiftTypeId: string;
  rotationSlotId: string | null;
  /** The stored override, claim or one-off behind the shift: it is updated instead of creating one. */
  scheduleEntryId: string | null;
  staffId: string | null;
  originalStaffId: string | null;
};

type OverrideDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; target: OverrideTarget };

/**
 * Assign or reassign a shift (docs/product/schedule.md#shift-actions): the candidates with their
 * working-time state, reason optional; a rule the choice breaks asks for a reason to go ahead
 * (docs/product/working-time.md#where-the-checker-acts).
 */
export function OverrideDialog({ open, onOpenChange, target }: OverrideDialogProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const title = target.staffId ? t('schedule.override.reassignTitle') : t('schedule.override.assignTitle');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {t('schedule.override.description', { date: formatDate(target.date, 'EEEE d MMMM yyyy') })}
          </DialogDescription>
        </DialogHeader>
        {open && <OverrideForm target={target} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function OverrideForm({ target, onClose }: { target: OverrideTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const staff = useStaff();
  const shiftTypes = useShiftTypes();
  const save = useRuleChecked(useScheduleAction(saveOverride));
  const [staffId, setStaffId] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const candidateQuery = {
    date: target.date,
    shiftTypeId: target.shiftTypeId,
    ...(target.scheduleEntryId ? { entryId: target.scheduleEntryId } : {}),
  };
  const eligible = eligibleStaff(staff.data ?? [], target.shiftTypeId).filter((s) => s.id !== target.staffId);
  const choosable = useCandidateCount(candidateQuery, eligible, target.staffId);

  if (staff.isPending) return <Spinner label={t('common.loading')} />;
  if (staff.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('schedule.override.failedToLoadData')}
      </p>
    );
  }
  const shiftType = shiftTypes.data?.find((s) => s.id === target.shiftTypeId);
  const current = staff.data.find((s) => s.id === target.staffId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!staffId) {
      setError(t('schedule.override.replacementStaffRequired'));
      return;
    }
    save.mutate(
      { target, staffId, reason: reason.trim() },
      {
        onSuccess: ({ kind }) => {
          toast.success(t(kind === 'update' ? 'schedule.override.updated' : 'schedule.override.created'));
          onClose();
        },
        onError: (e) => {
          const server = getServerError(e);
          if (server) setFormError(server);
          else if (e instanceof Error && e.name === 'ApiError')
            setFormError(
              t(
                target.scheduleEntryId
                  ? 'schedule.override.failedToUpdate'
                  : 'schedule.override.failedToCreate',
              ),
            );
          else setFormError(t('schedule.override.unexpectedError'));
        },
      },
    );
  };

  return (
    <>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {shiftType && (
            <>
              <dt className="text-muted-foreground">{t('schedule.detail.shiftType')}</dt>
              <dd>{shiftType.name}</dd>
            </>
          )}
          <dt className="text-muted-foreground">{t('schedule.override.current')}</dt>
          <dd>{current?.name ?? t('schedule.badge.open')}</dd>
        </dl>
        <Field id={`${id}-staff`} label={t('schedule.override.replacementStaff')} error={error}>
          <CandidateSelect
            id={`${id}-staff`}
            query={candidateQuery}
            value={staffId}
            emptyLabel={t('schedule.override.chooseStaff')}
            fallback={eligible}
            excludeStaffId={target.staffId}
            disabled={choosable === 0}
            aria-invalid={error ? true : undefined}
            onChange={(value) => {
              setStaffId(value);
              setError(null);
            }}
          />
          {choosable === 0 && (
            <p className="text-sm text-muted-foreground">{t('schedule.override.noEligibleStaff')}</p>
          )}
        </Field>
        <Field id={`${id}-reason`} label={t('schedule.override.reason')} count={{ value: reason, max: 480 }}>
          <Input
            id={`${id}-reason`}
            value={reason}
            maxLength={480}
            aria-describedby={`${id}-reason-count`}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
        {formError && (
          <p role="alert" className="text-sm text-destructive">
            {formError}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={choosable === 0 || save.isPending}>
            {save.isPending && <Spinner />}
            {t('common.save')}
          </Button>
        </DialogFooter>
      </form>
      {save.dialog}
    </>
  );
}
