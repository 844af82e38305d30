import type { AcknowledgeViolations, ScheduleEntry, ViolationDto } from '@openrota/contracts';
import { CANCELLED_PREFIX, UNASSIGNED_PREFIX } from '@openrota/contracts';
import { saveOverride } from '@/components/schedule/save-override';
import { noStaffOverride } from '../shift-actions';
import { createOneOff, createOverride, deleteEntry, updateEntry } from '@/lib/schedule-api/schedule';

/**
 * The writes of the roster grid, each one of the calls the shift dialogs make (override,
 * assignment, one-off, delete), with what undoes it and what the shift must still look like for
 * the undo to be safe. docs/product/working-time.md#where-the-checker-acts: a write that puts a
 * person on a shift may answer 409 RULE_VIOLATION; the runner then asks for a reason and resends
 * the step with `acknowledgeViolations`.
 */

/** How the stored entry a step wrote must still look for its undo to run (nothing else changed it). */
export type Expect = { id: string; date: string; staffId: string | null; gone?: boolean };

export type Done = { inverse: Step | null; expect: Expect | null; warnings: ViolationDto[] };

export type Step = {
  /** Shown in messages ("Early on Tue 3 Mar"). */
  label: string;
  run: (ack?: AcknowledgeViolations) => Promise<Done>;
};

const ackOf = (ack?: AcknowledgeViolations) => (ack ? { acknowledgeViolations: ack } : {});

export const targetOf = (entry: ScheduleEntry) => ({
  date: entry.date,
  shiftTypeId: entry.shiftTypeId,
  rotationSlotId: entry.rotationSlotId,
  scheduleEntryId: entry.scheduleEntryId,
  staffId: entry.staffId,
  originalStaffId: entry.originalStaffId,
});

/** Whether a person can be put on this shift by an override or an update (a slot or a stored entry). */
export const canAssign = (entry: ScheduleEntry) =>
  !entry.isCancelled && (entry.rotationSlotId !== null || entry.scheduleEntryId !== null);

/** DELETE /api/schedules/entries/{id}; `restore` (a step) puts it back. */
export function deleteStep(label: string, id: string, date: string, restore: Step | null): Step {
  return {
    label,
    run: async (ack) => {
      await deleteEntry(id, ackOf(ack));
      return { inverse: restore, expect: { id, date, staffId: null, gone: true }, warnings: [] };
    },
  };
}

/** PUT /api/schedules/entries/{id} with `body`; `previous` is what undo writes back. */
export function updateStep(
  label: string,
  id: string,
  date: string,
  body: { staffId: string | null; description?: string | null; cancelled?: boolean },
  previous: { staffId: string | null; description: string | null; cancelled: boolean },
): Step {
  return {
    label,
    run: async (ack) => {
      const { warnings } = await updateEntry(id, { ...body, ...ackOf(ack) });
      return {
        inverse: updateStep(label, id, date, previous, {
          staffId: body.staffId,
          description: body.description ?? previous.description,
          cancelled: body.cancelled ?? false,
        }),
        expect: { id, date, staffId: body.staffId },
        warnings,
      };
    },
  };
}

/** Assign or reassign (the assign dialog's own save): an override of the rotation's shift, or the stored entry updated. */
export function assignStep(label: string, entry: ScheduleEntry, staffId: string, reason = ''): Step {
  return {
    label,
    run: async (ack) => {
      const {
        kind,
        entry: saved,
        warnings,
      } = await saveOverride({
        target: targetOf(entry),
        staffId,
        reason,
        ...ackOf(ack),
      });
      const id = saved.scheduleEntryId ?? saved.id;
      const inverse =
        kind === 'create'
          ? deleteStep(label, id, entry.date, null)
          : updateStep(
              label,
              id,
              entry.date,
              { staffId: entry.staffId, description: entry.description },
              { staffId, description: saved.description, cancelled: false },
            );
      return { inverse, expect: { id, date: entry.date, staffId }, warnings };
    },
  };
}

/** POST /api/schedules/one-off; undo deletes it. */
export function oneOffStep(
  label: string,
  body: { date: string; shiftTypeId: string; staffId: string | null; description: string | null },
): Step {
  return {
    label,
    run: async (ack) => {
      const { data, warnings } = await createOneOff({ ...body, ...ackOf(ack) });
      const id = data.scheduleEntryId ?? data.id;
      return {
        inverse: deleteStep(label, id, body.date, oneOffStep(label, body)),
        expect: { id, date: body.date, staffId: body.staffId },
        warnings,
      };
    },
  };
}

/**
 * Takes the person off a shift, leaving it open (unassign, docs/product/schedule.md#cancel-vs-unassign)
 * or cancelled: a rotation shift gets an override without staff; a stored override or claim is
 * updated; a one-off is opened (unassign) or deleted (cancel).
 */
export function releaseStep(
  label: string,
  entry: ScheduleEntry,
  kind: 'unassign' | 'cancel',
  reason: string,
): Step | null {
  if (entry.entryType === 'ROTATION') {
    if (!entry.rotationSlotId) return null;
    return {
      label,
      run: async (ack) => {
        const { data, warnings } = await createOverride({
          ...noStaffOverride(entry, kind, reason),
          ...ackOf(ack),
        });
        const id = data.scheduleEntryId ?? data.id;
        return {
          inverse: deleteStep(label, id, entry.date, null),
          expect: { id, date: entry.date, staffId: null },
          warnings,
        };
      },
    };
  }
  if (!entry.scheduleEntryId) return null;
  if (entry.entryType === 'ONE_OFF') {
    if (kind === 'unassign')
      return updateStep(
        label,
        entry.scheduleEntryId,
        entry.date,
        { staffId: null },
        { staffId: entry.staffId, description: entry.description, cancelled: false },
      );
    return deleteStep(
      label,
      entry.scheduleEntryId,
      entry.date,
      oneOffStep(label, {
        date: entry.date,
        shiftTypeId: entry.shiftTypeId,
        staffId: entry.staffId,
        description: entry.description,
      }),
    );
  }
  return updateStep(
    label,
    entry.scheduleEntryId,
    entry.date,
    {
      staffId: null,
      description: `${kind === 'cancel' ? CANCELLED_PREFIX : UNASSIGNED_PREFIX} ${reason}`,
      ...(kind === 'cancel' ? { cancelled: true } : {}),
    },
    { staffId: entry.staffId, description: entry.description, cancelled: false },
  );
}

/**
 * Puts `staffId` on a shift of `shiftTypeId` on `date`: the open shift of that type there when
 * there is one (an assignment), else a new one-off shift.
 */
export function placeStep(
  label: string,
  openOnDate: readonly ScheduleEntry[],
  date: string,
  shiftTypeId: string,
  staffId: string,
  description: string | null,
): Step {
  const open = openOnDate.find((e) => e.shiftTypeId === shiftTypeId && canAssign(e));
  return open
    ? assignStep(label, open, staffId)
    : oneOffStep(label, { date, shiftTypeId, staffId, description });
}
