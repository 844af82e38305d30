import type { RotationSlot, Staff } from '@openrota/contracts';
import { Check, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assignmentRefusal } from '@openrota/domain';
import { NativeSelect } from '@/components/ui/native-select';
import { useCreateSlotAssignment } from '../../api/create-slot-assignment';
import { useDeleteSlotAssignment } from '../../api/delete-slot-assignment';
import { toastError, toastSuccess } from '../../lib/notify';
import { useRuleChecked } from '@/components/schedule/rules/use-rule-checked';
import { CandidateSelect } from '@/components/schedule/rules/candidate-select';

/** Above this many active staff the table lists only the assigned people plus a picker row. */
export const FULL_TABLE_MAX_STAFF = 6;

type Props = { patternId: string; daySlots: RotationSlot[]; staff: Staff[] };

/** Staff × the day's requirements: assign someone with the skill to an open requirement, or remove them. */
export function AssignmentTable({ patternId, daySlots, staff }: Props) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string[]>([]);
  const assign = useRuleChecked(useCreateSlotAssignment(patternId));
  const unassign = useDeleteSlotAssignment(patternId);
  const assignedIds = new Set(daySlots.flatMap((slot) => slot.assignments.map((a) => a.staffId)));
  // Active staff, and an inactive member still assigned here so the assignment can be removed.
  const listed = staff
    .filter((person) => person.active || assignedIds.has(person.id))
    .sort((a, b) => a.name.localeCompare(b.name));
  const isCompact = staff.filter((person) => person.active).length > FULL_TABLE_MAX_STAFF;
  const rows = isCompact
    ? listed.filter((person) => assignedIds.has(person.id) || picked.includes(person.id))
    : listed;
  const unlisted = listed.filter((person) => !rows.includes(person));
  const openSlots = daySlots.filter((slot) => slot.assignments.length === 0);
  if (daySlots.length === 0) return null;

  const onAssign = (slotId: string, staffId: string) =>
    assign.mutate(
      { slotId, staffId },
      { onSuccess: () => toastSuccess(t, 'staffAssigned'), onError: (e) => toastError(t, e, 'assignStaff') },
    );
  const onUnassign = (slotId: string, assignmentId: string) =>
    unassign.mutate(
      { slotId, assignmentId },
      {
        onSuccess: () => toastSuccess(t, 'assignmentRemoved'),
        onError: (e) => toastError(t, e, 'removeAssignment'),
      },
    );

  return (
    <section className="grid gap-2" aria-labelledby="day-staff">
      {assign.dialog}
      <h3 id="day-staff" className="text-sm font-semibold">
        {t('rotation.day.staff')}
      </h3>
      <div className="max-h-[500px] overflow-auto rounded-md border">
        <table className="w-full border-collapse text-sm">
          <thead className="sticky top-0 z-10 bg-muted">
            <tr>
              <th scope="col" className="p-2 text-left font-medium">
                {isCompact ? t('rotation.day.assigned') : t('rotation.day.staff')}
              </th>
              {daySlots.map((slot) => (
                <th key={slot.id} scope="col" className="p-2 text-center font-medium whitespace-nowrap">
                  {slot.shiftType.shortName || slot.shiftType.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((person) => (
              <tr key={person.id} className="border-t">
                <th scope="row" className="p-2 text-left font-normal">
                  {person.active ? person.name : t('rotation.day.inactiveName', { name: person.name })}
                </th>
                {daySlots.map((slot) => {
                  const mine = slot.assignments.find((a) => a.staffId === person.id);
                  // The server's rule: active, skilled, the requirement free, not already working this day.
                  const canAssign =
                    !mine &&
                    assignmentRefusal({
                      active: person.active,
                      hasSkill: person.skills.some((skill) => skill.shiftTypeId === slot.shiftTypeId),
                      slotFilled: slot.assignments.length > 0,
                      worksThatDay: assignedIds.has(person.id),
                    }) === null;
                  return (
                    <td key={slot.id} className="p-1 text-center">
                      {mine ? (
                        <button
                          type="button"
                          aria-pressed="true"
                          aria-label={t('rotation.day.unassign', {
                            name: person.name,
                            shift: slot.shiftType.name,
                          })}
                          onClick={() => onUnassign(slot.id, mine.id)}
                          className="inline-flex size-8 cursor-pointer items-center justify-center rounded-md bg-primary text-primary-foreground"
                        >
                          <Check aria-hidden className="size-4" />
                        </button>
                      ) : canAssign ? (
                        <button
                          type="button"
                          aria-pressed="false"
                          aria-label={`${t('rotation.day.assign')}: ${person.name}, ${slot.shiftType.name}`}
                          onClick={() => onAssign(slot.id, person.id)}
                          className="inline-flex size-8 cursor-pointer items-center justify-center rounded-md border text-muted-foreground hover:border-primary hover:text-primary"
                        >
                          <Plus aria-hidden className="size-4" />
                        </button>
                      ) : (
                        <span aria-hidden className="text-muted-foreground/50">
                          –
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
            {isCompact && unlisted.length > 0 && (
              <tr className="border-t bg-muted/40">
                <td className="p-2" colSpan={daySlots.length + 1}>
                  <NativeSelect
                    aria-label={t('rotation.day.pickerRow')}
                    value=""
                    onChange={(e) => e.target.value && setPicked([...picked, e.target.value])}
                  >
                    <option value="">{t('rotation.day.pickStaff')}</option>
                    {unlisted.map((person) => (
                      <option key={person.id} value={person.id}>
                        {person.name}
                      </option>
                    ))}
                  </NativeSelect>
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {openSlots.length > 0 && (
        <div className="grid gap-3 sm:grid-cols-2">
          {openSlots.map((slot) => (
            <div key={slot.id} className="grid gap-1">
              <label htmlFor={`assign-${slot.id}`} className="text-xs font-medium">
                {t('rotation.day.assignFor', { shift: slot.shiftType.name })}
              </label>
              {/* Each skilled person's state for this requirement over the cycle (docs/product/working-time.md#in-the-browser). */}
              <CandidateSelect
                id={`assign-${slot.id}`}
                query={{ patternId, slotId: slot.id }}
                value=""
                onChange={(staffId) => staffId && onAssign(slot.id, staffId)}
                emptyLabel={t('rotation.day.pickStaff')}
                fallback={listed.filter(
                  (person) =>
                    person.active &&
                    !assignedIds.has(person.id) &&
                    person.skills.some((skill) => skill.shiftTypeId === slot.shiftTypeId),
                )}
                disabled={assign.isPending}
              />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
