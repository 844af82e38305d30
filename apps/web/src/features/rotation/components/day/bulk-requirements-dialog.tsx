import type { RotationSlot, ShiftType } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Plus, X } from 'lucide-react';
import { useState } from 'react';
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
import { NativeSelect } from '@/components/ui/native-select';
import { createRotationSlot } from '../../api/create-rotation-slot';
import { deleteRotationSlot } from '../../api/delete-rotation-slot';
import { patternKeys } from '@/lib/master-data/patterns';
import { bulkPlan, canApplyBulk, type BulkRow } from '../../lib/bulk-plan';
import { DAY_KEYS, DAYS, WEEKDAYS, WEEKEND, weekNumbers } from '../../lib/days';
import { toast } from '@/components/ui/sonner';
import { toastError } from '../../lib/notify';
import { ToggleChips } from './toggle-chips';

type Props = {
  open: boolean;
  onClose: () => void;
  patternId: string;
  weekCount: number;
  week: number;
  slots: RotationSlot[];
  shiftTypes: ShiftType[];
};

/** The same requirements on many week/day pairs at once; it overwrites what those pairs had. */
export function BulkRequirementsDialog({
  open,
  onClose,
  patternId,
  weekCount,
  week,
  slots,
  shiftTypes,
}: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<BulkRow[]>([{ shiftTypeId: '', isOptional: false }]);
  const [days, setDays] = useState<number[]>([]);
  const [weeks, setWeeks] = useState<number[]>([week]);
  const selection = { rows, days, weeks };
  const setRow = (index: number, row: BulkRow) => setRows(rows.map((r, i) => (i === index ? row : r)));

  const apply = useMutation({
    mutationFn: async () => {
      const plan = bulkPlan(slots, selection);
      for (const slotId of plan.deletes) await deleteRotationSlot({ patternId, slotId });
      for (const body of plan.creates) await createRotationSlot({ patternId, body });
      return plan;
    },
    onSuccess: ({ deletes, creates }) => {
      // What was done, not "Requirement created" (issue 10).
      const days = t('rotation.toast.bulkDays', { count: selection.days.length * selection.weeks.length });
      toast.success(t('rotation.toast.bulkApplied', { count: creates.length, days }), {
        description:
          deletes.length > 0 ? t('rotation.toast.bulkReplaced', { count: deletes.length }) : undefined,
      });
      onClose();
    },
    onError: (error) => toastError(t, error, 'createRequirement'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: patternKeys.slots(patternId) }),
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('rotation.bulk.title')}</DialogTitle>
          <DialogDescription>{t('rotation.bulk.description')}</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('rotation.bulk.rows')}</legend>
          {rows.map((row, index) => (
            <div key={index} className="flex items-center gap-2">
              <NativeSelect
                className="flex-1"
                aria-label={t('rotation.day.shiftType')}
                value={row.shiftTypeId}
                onChange={(e) => setRow(index, { ...row, shiftTypeId: e.target.value })}
              >
                <option value="">{t('rotation.day.chooseShiftType')}</option>
                {shiftTypes.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.name}
                  </option>
                ))}
              </NativeSelect>
              <label className="flex items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-[var(--color-primary)]"
                  checked={row.isOptional}
                  onChange={(e) => setRow(index, { ...row, isOptional: e.target.checked })}
                />
                {t('rotation.day.optional')}
              </label>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('rotation.bulk.removeRow')}
                disabled={rows.length === 1}
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
              >
                <X aria-hidden />
              </Button>
            </div>
          ))}
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => setRows([...rows, { shiftTypeId: '', isOptional: false }])}
          >
            <Plus aria-hidden />
            {t('rotation.bulk.addRow')}
          </Button>
        </fieldset>
        <ToggleChips
          legend={t('rotation.bulk.days')}
          options={DAYS.map((day) => ({ value: day, label: t(`rotation.daysShort.${DAY_KEYS[day]}`) }))}
          selected={days}
          onChange={setDays}
          presets={[
            { label: t('rotation.bulk.all'), values: [...DAYS] },
            { label: t('rotation.bulk.weekdays'), values: [...WEEKDAYS] },
            { label: t('rotation.bulk.weekends'), values: [...WEEKEND] },
            { label: t('rotation.bulk.clear'), values: [] },
          ]}
        />
        <ToggleChips
          legend={t('rotation.bulk.weeks')}
          options={weekNumbers(weekCount).map((w) => ({ value: w, label: t('rotation.week', { week: w }) }))}
          selected={weeks}
          onChange={setWeeks}
          presets={[
            { label: t('rotation.bulk.all'), values: weekNumbers(weekCount) },
            { label: t('rotation.bulk.clear'), values: [] },
          ]}
        />
        <p
          className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-2 text-sm text-amber-900"
          role="note"
        >
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('rotation.bulk.warning')}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => apply.mutate()} disabled={!canApplyBulk(selection) || apply.isPending}>
            {t('rotation.bulk.apply')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
