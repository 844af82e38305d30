import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays } from '@openrota/domain';
import { Field, textareaClass } from '@/components/field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { scheduleAbsence } from '../api/staff-api';
import { notify } from './notify';
import { staffErrorText } from './staff-error';
import { StaffSheet } from './staff-sheet';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Today in the workspace's time zone (docs/product/time-zones.md#workspace-time-zone), yyyy-MM-dd. */
  today: string;
  absencesMinDelay: number;
  onScheduled: () => void;
};

/**
 * Schedule absence (docs/product/staff-login.md#staff-absences): both dates required (selectDates), the start no earlier
 * than today + absencesMinDelay (absenceMinDelay), the end no earlier than the start, reason
 * optional; Save stays disabled until both dates are set.
 */
export function AbsenceDialog({ open, onOpenChange, today, absencesMinDelay, onScheduled }: Props) {
  const { t } = useTranslation();
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const minDelay = Math.max(0, absencesMinDelay);
  const minStart = addDays(today, minDelay);

  const reset = () => {
    setStartDate('');
    setEndDate('');
    setReason('');
    setError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!startDate || !endDate) return setError(t('staffPortal.dashboard.selectDates'));
    if (startDate < minStart)
      return setError(t('staffPortal.dashboard.absenceMinDelay', { count: minDelay }));
    setPending(true);
    try {
      await scheduleAbsence({ startDate, endDate, reason: reason.trim() || null });
      notify('success', t('staffPortal.dashboard.absenceScheduled'));
      reset();
      onOpenChange(false);
      onScheduled();
    } catch (failure) {
      setError(staffErrorText(failure, t('staffPortal.dashboard.scheduleFailed'), t));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(value) => {
        if (!value) reset();
        onOpenChange(value);
      }}
    >
      <StaffSheet className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('staffPortal.dashboard.absenceForm.title')}</DialogTitle>
          <DialogDescription>
            {t('staffPortal.dashboard.absenceForm.description')}
            {minDelay > 0 && <> {t('staffPortal.dashboard.absenceForm.minDelayHint', { count: minDelay })}</>}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 overflow-y-auto">
          {error && (
            <Alert variant="destructive" onDismiss={() => setError(null)}>
              {error}
            </Alert>
          )}
          <div className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2">
            <Field id="staff-absence-start" label={t('staffPortal.dashboard.absenceForm.startDate')}>
              <Input
                id="staff-absence-start"
                type="date"
                className="h-12"
                required
                min={minStart}
                value={startDate}
                onChange={(e) => {
                  const value = e.target.value;
                  setStartDate(value);
                  if (endDate && value && endDate < value) setEndDate(value);
                }}
              />
            </Field>
            <Field id="staff-absence-end" label={t('staffPortal.dashboard.absenceForm.endDate')}>
              <Input
                id="staff-absence-end"
                type="date"
                className="h-12"
                required
                min={startDate || minStart}
                value={endDate}
                onChange={(e) => setEndDate(e.target.value)}
              />
            </Field>
          </div>
          <Field id="staff-absence-reason" label={t('staffPortal.dashboard.absenceForm.reason')}>
            <textarea
              id="staff-absence-reason"
              className={textareaClass}
              maxLength={500}
              placeholder={t('staffPortal.dashboard.absenceForm.reasonPlaceholder')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
          {(!startDate || !endDate) && (
            <p id="staff-absence-dates-hint" className="text-sm text-muted-foreground">
              {t('staffPortal.dashboard.selectDates')}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" size="lg" onClick={() => onOpenChange(false)} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              size="lg"
              disabled={!startDate || !endDate || pending}
              aria-describedby={!startDate || !endDate ? 'staff-absence-dates-hint' : undefined}
            >
              {pending
                ? t('staffPortal.dashboard.absenceForm.saving')
                : t('staffPortal.dashboard.absenceForm.save')}
            </Button>
          </DialogFooter>
        </form>
      </StaffSheet>
    </Dialog>
  );
}
