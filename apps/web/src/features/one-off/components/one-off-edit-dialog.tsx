import type { ScheduleEntry } from '@openrota/contracts';
import { useState, type FormEvent } from 'react';
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
import { CharacterCount, showsCharacterCount } from '@/components/character-count';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import { getServerError } from '@/lib/api-error';
import { eligibleStaff, useStaff } from '@/lib/master-data/staff';
import { useUpdateEntry } from '@/lib/schedule-api/schedule';
import { useRuleChecked } from '@/components/schedule/rules/use-rule-checked';

type OneOffEditDialogProps = {
  entry: ScheduleEntry | null;
  onOpenChange: (open: boolean) => void;
  formatDate: (date: string) => string;
};

/** Edit a one-off shift (docs/product/schedule.md#one-off-shifts): staff optional, description free text. */
export function OneOffEditDialog({ entry, onOpenChange, formatDate }: OneOffEditDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={entry !== null} onOpenChange={onOpenChange}>
      <DialogContent className="overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('oneOff.edit.title')}</DialogTitle>
          <DialogDescription>
            {entry
              ? t('oneOff.edit.description', { shift: entry.shiftType.name, date: formatDate(entry.date) })
              : ''}
          </DialogDescription>
        </DialogHeader>
        {entry && <OneOffEditForm entry={entry} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

const textareaClass =
  'min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 sm:text-sm';

function OneOffEditForm({ entry, onDone }: { entry: ScheduleEntry; onDone: () => void }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const update = useRuleChecked(useUpdateEntry());
  const [staffId, setStaffId] = useState(entry.staffId ?? '');
  const [description, setDescription] = useState(entry.description ?? '');
  const [error, setError] = useState<string | null>(null);

  if (staff.isPending) return <Spinner label={t('common.loading')} />;
  const eligible = eligibleStaff(staff.data ?? [], entry.shiftTypeId);
  // The current assignee stays selectable even when no longer eligible, so opening the form changes nothing.
  const keepsCurrent = entry.staff && !eligible.some((s) => s.id === entry.staffId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    update.mutate(
      {
        id: entry.scheduleEntryId ?? entry.id,
        body: { staffId: staffId || null, description: description.trim() || null },
      },
      {
        onSuccess: () => {
          toast.success(t('oneOff.edit.saved'));
          onDone();
        },
        onError: (e) => setError(getServerError(e) ?? t('oneOff.edit.failed')),
      },
    );
  };

  return (
    <>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="one-off-edit-staff">{t('oneOff.edit.staff')}</Label>
          <NativeSelect id="one-off-edit-staff" value={staffId} onChange={(e) => setStaffId(e.target.value)}>
            <option value="">{t('oneOff.edit.unassigned')}</option>
            {keepsCurrent && entry.staff && (
              <option value={entry.staff.id}>
                {t('oneOff.edit.notEligible', { name: entry.staff.name })}
              </option>
            )}
            {eligible.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="one-off-edit-description">{t('oneOff.edit.descriptionLabel')}</Label>
          <textarea
            id="one-off-edit-description"
            className={textareaClass}
            maxLength={500}
            value={description}
            aria-describedby="one-off-edit-description-count"
            onChange={(e) => setDescription(e.target.value)}
          />
          {showsCharacterCount(description, 500) && (
            <CharacterCount id="one-off-edit-description-count" length={description.length} max={500} />
          )}
        </div>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('oneOff.edit.saving') : t('oneOff.edit.save')}
          </Button>
        </DialogFooter>
      </form>
      {update.dialog}
    </>
  );
}
