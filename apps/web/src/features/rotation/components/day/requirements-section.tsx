import type { RotationSlot, ShiftType } from '@openrota/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { useCreateRotationSlot } from '../../api/create-rotation-slot';
import { useDeleteRotationSlot } from '../../api/delete-rotation-slot';
import { toastError, toastSuccess } from '../../lib/notify';

type Props = {
  patternId: string;
  week: number;
  day: number;
  daySlots: RotationSlot[];
  shiftTypes: ShiftType[];
};

/** The day's requirements (count fixed at 1) with delete, and the add-requirement row. */
export function RequirementsSection({ patternId, week, day, daySlots, shiftTypes }: Props) {
  const { t } = useTranslation();
  const [shiftTypeId, setShiftTypeId] = useState('');
  const [isOptional, setIsOptional] = useState(false);
  const create = useCreateRotationSlot(patternId);
  const remove = useDeleteRotationSlot(patternId);
  // A requirement someone works is deleted only after a confirmation: their assignment goes too.
  const [confirming, setConfirming] = useState<RotationSlot | null>(null);
  const deleteSlot = (slot: RotationSlot) =>
    remove.mutate(slot.id, {
      onSuccess: () => toastSuccess(t, 'requirementDeleted'),
      onError: (error) => toastError(t, error, 'deleteRequirement'),
      onSettled: () => setConfirming(null),
    });

  const add = () =>
    create.mutate(
      { weekNumber: week, dayOfWeek: day, shiftTypeId, requiredCount: 1, isOptional },
      {
        onSuccess: () => {
          toastSuccess(t, 'requirementCreated');
          setShiftTypeId('');
          setIsOptional(false);
        },
        onError: (error) => toastError(t, error, 'createRequirement'),
      },
    );

  return (
    <section className="grid gap-2" aria-labelledby="day-requirements">
      <h3 id="day-requirements" className="text-sm font-semibold">
        {t('rotation.day.requirements')}
      </h3>
      {daySlots.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('rotation.day.noRequirements')}</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {daySlots.map((slot) => (
            <li key={slot.id} className="flex items-center gap-2 px-3 py-1.5 text-sm">
              <span
                aria-hidden
                className="size-2.5 shrink-0 rounded-full"
                style={{ backgroundColor: slot.shiftType.color }}
              />
              <span className="flex-1 font-medium">{slot.shiftType.name}</span>
              {slot.isOptional && <Badge variant="muted">{t('rotation.day.optional')}</Badge>}
              <span className="text-xs text-muted-foreground">{t('rotation.day.count')}: 1</span>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-destructive"
                aria-label={t('rotation.day.deleteRequirement', { name: slot.shiftType.name })}
                onClick={() => (slot.assignments.length > 0 ? setConfirming(slot) : deleteSlot(slot))}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <NativeSelect
          className="min-w-40 flex-1"
          aria-label={t('rotation.day.shiftType')}
          value={shiftTypeId}
          onChange={(e) => setShiftTypeId(e.target.value)}
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
            checked={isOptional}
            onChange={(e) => setIsOptional(e.target.checked)}
          />
          {t('rotation.day.optional')}
        </label>
        <Button onClick={add} disabled={shiftTypeId === '' || create.isPending}>
          {t('rotation.day.addRequirement')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('rotation.day.confirmDeleteTitle')}
        description={t('rotation.day.confirmDeleteBody', {
          name: confirming?.assignments.map((a) => a.staff.name).join(', ') ?? '',
          shift: confirming?.shiftType.name ?? '',
        })}
        confirmLabel={t('rotation.day.confirmDelete')}
        onConfirm={() => confirming && deleteSlot(confirming)}
        isPending={remove.isPending}
      />
    </section>
  );
}
