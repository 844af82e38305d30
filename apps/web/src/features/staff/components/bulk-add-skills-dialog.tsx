import type { ShiftType, Staff } from '@openrota/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
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
import { toast } from '@/components/ui/sonner';
import { addStaffSkill } from '../api/add-staff-skill';
import { staffKeys } from '@/lib/master-data/staff';
import { SkillCheckboxes } from './skill-checkboxes';

/** The dialog closes this long after every available skill was added (docs/product/back-office.md#timings). */
export const BULK_CLOSE_DELAY_MS = 1500;

type BulkAddSkillsDialogProps = {
  staff: Staff | null;
  shiftTypes: readonly ShiftType[];
  onOpenChange: (open: boolean) => void;
};

/** Adds several skills to one member at once; only shift types not yet held are offered. */
export function BulkAddSkillsDialog({ staff, shiftTypes, onOpenChange }: BulkAddSkillsDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const [available] = useState(() =>
    shiftTypes.filter((s) => !staff?.skills.some((k) => k.shiftTypeId === s.id)),
  );

  const submit = async () => {
    if (!staff) return;
    if (selected.length === 0) return setError(t('staff.bulk.selectAtLeastOneSkill'));
    setError(null);
    setIsPending(true);
    const results = await Promise.allSettled(
      selected.map((shiftTypeId) => addStaffSkill({ staffId: staff.id, shiftTypeId })),
    );
    setIsPending(false);
    results.forEach((r) => r.status === 'rejected' && console.error('Could not add skill', r.reason));
    const added = results.filter((r) => r.status === 'fulfilled').length;
    void queryClient.invalidateQueries({ queryKey: staffKeys.all });
    if (added === 0) return setError(t('staff.bulk.failedToAddSkills'));
    setSuccess(t('staff.bulk.added', { count: added }));
    setSelected([]);
    if (added === available.length)
      closeTimer.current = setTimeout(() => onOpenChange(false), BULK_CLOSE_DELAY_MS);
  };

  return (
    <Dialog open={staff !== null} onOpenChange={onOpenChange}>
      <DialogContent className="overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('staff.bulk.title', { name: staff?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('staff.bulk.description')}</DialogDescription>
        </DialogHeader>
        <SkillCheckboxes
          legend={t('staff.profile.skillsLegend')}
          shiftTypes={available}
          selected={selected}
          onChange={setSelected}
        />
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        {success && (
          <p role="status" className="text-sm font-medium text-green-700">
            {success}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.close')}
          </Button>
          <Button
            onClick={() => void submit().catch(() => toast.error(t('staff.errors.unknown')))}
            disabled={isPending}
          >
            {t('staff.bulk.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
