import type { ScheduleEntry, Staff } from '@openrota/contracts';
import { addDays } from '@openrota/domain';
import { isAssigned, isOpen } from './model';
import { assignStep, canAssign, oneOffStep, placeStep, releaseStep, type Step } from './steps';
import type { Plan } from './use-roster-runner';

/**
 * What a gesture of the grid writes: a drop, a bulk action, a copied week. Each is a list of the
 * dialogs' own writes (lib/steps.ts) with the picture the grid shows until they are done.
 */

type T = (key: string, options?: Record<string, unknown>) => string;
type StaffRef = Pick<Staff, 'id' | 'name' | 'shortName'>;

const ref = (s: StaffRef) => ({ id: s.id, name: s.name, shortName: s.shortName });

export function labelOf(entry: Pick<ScheduleEntry, 'shiftType' | 'date'>, formatDay: (d: string) => string) {
  return `${entry.shiftType.name} ${formatDay(entry.date)}`;
}

function withStaff(e: ScheduleEntry, s: StaffRef | null, cancelled = false): ScheduleEntry {
  return {
    ...e,
    staffId: s?.id ?? null,
    staff: s ? ref(s) : null,
    isUnfilled: s === null && !cancelled,
    isCancelled: cancelled,
    hasAbsence: false,
  };
}

function pendingOneOff(template: ScheduleEntry, date: string, s: StaffRef): ScheduleEntry {
  return {
    ...withStaff(template, s),
    id: `pending:${template.id}:${date}:${s.id}`,
    date,
    entryType: 'ONE_OFF',
    isOneOffShift: true,
    rotationSlotId: null,
    scheduleEntryId: null,
    originalStaffId: null,
  };
}

/** Replaces entries by id and appends the new ones. */
function patch(
  entries: ScheduleEntry[],
  changed: ReadonlyMap<string, ScheduleEntry>,
  added: ScheduleEntry[],
) {
  return [...entries.map((e) => changed.get(e.id) ?? e), ...added];
}

export type DropTarget = { staff: Staff; date: string };

/** Whether a drop does anything, and is one the grid can write (an open shift stays on its day). */
export function dropKind(entry: ScheduleEntry, target: DropTarget): 'none' | 'assign' | 'move' | 'invalid' {
  if (entry.staffId === target.staff.id && entry.date === target.date) return 'none';
  if (entry.date === target.date) return canAssign(entry) ? 'assign' : 'invalid';
  if (isOpen(entry)) return 'invalid';
  return 'move';
}

/**
 * A drop of `entry` on `target`'s cell: on the same day the shift is (re)assigned (the assign
 * dialog's write); on another day the person is taken off it (unassigned, with the move as the
 * reason) and put on the open shift of that type there, or a one-off shift when there is none.
 */
export function dropPlan(
  entry: ScheduleEntry,
  target: DropTarget,
  openOn: (date: string) => readonly ScheduleEntry[],
  t: T,
  formatDay: (d: string) => string,
): Plan | null {
  const kind = dropKind(entry, target);
  const label = labelOf(entry, formatDay);
  if (kind === 'assign') {
    return {
      steps: [assignStep(label, entry, target.staff.id)],
      optimistic: (entries) => patch(entries, new Map([[entry.id, withStaff(entry, target.staff)]]), []),
      atomic: true,
      success: t('roster.toasts.assigned', { name: target.staff.name, shift: label }),
    };
  }
  if (kind !== 'move') return null;
  const release = releaseStep(
    label,
    entry,
    'unassign',
    t('roster.movedReason', { date: formatDay(target.date) }),
  );
  if (!release) return null;
  const open = openOn(target.date);
  const place = placeStep(
    labelOf({ shiftType: entry.shiftType, date: target.date }, formatDay),
    open,
    target.date,
    entry.shiftTypeId,
    target.staff.id,
    entry.entryType === 'ONE_OFF' ? entry.description : null,
  );
  const openThere = open.find((e) => e.shiftTypeId === entry.shiftTypeId && canAssign(e));
  return {
    steps: [release, place],
    optimistic: (entries) => {
      const changed = new Map([[entry.id, withStaff(entry, null)]]);
      if (openThere) changed.set(openThere.id, withStaff(openThere, target.staff));
      return patch(entries, changed, openThere ? [] : [pendingOneOff(entry, target.date, target.staff)]);
    },
    atomic: true,
    success: t('roster.toasts.moved', {
      name: target.staff.name,
      shift: labelOf({ shiftType: entry.shiftType, date: target.date }, formatDay),
    }),
  };
}

/** Unassign or cancel each selected shift with one reason (docs/product/schedule.md#cancel-vs-unassign). */
export function releasePlan(
  entries: readonly ScheduleEntry[],
  kind: 'unassign' | 'cancel',
  reason: string,
  t: T,
  formatDay: (d: string) => string,
): Plan {
  const chosen = entries.filter((e) => (kind === 'unassign' ? isAssigned(e) : !e.isCancelled));
  const steps = chosen.flatMap((e) => {
    const step = releaseStep(labelOf(e, formatDay), e, kind, reason);
    return step ? [step] : [];
  });
  return {
    steps,
    optimistic: (all) =>
      patch(all, new Map(chosen.map((e) => [e.id, withStaff(e, null, kind === 'cancel')])), []),
    atomic: false,
    success: t(kind === 'cancel' ? 'roster.toasts.cancelled' : 'roster.toasts.unassigned', {
      count: steps.length,
    }),
  };
}

/** Puts one person on every selected shift. */
export function assignPlan(
  entries: readonly ScheduleEntry[],
  staff: Staff,
  t: T,
  formatDay: (d: string) => string,
): Plan {
  const chosen = entries.filter((e) => canAssign(e) && e.staffId !== staff.id);
  return {
    steps: chosen.map((e) => assignStep(labelOf(e, formatDay), e, staff.id)),
    optimistic: (all) => patch(all, new Map(chosen.map((e) => [e.id, withStaff(e, staff)])), []),
    atomic: false,
    success: t('roster.toasts.assignedMany', { name: staff.name, count: chosen.length }),
  };
}

/**
 * A person's shifts of one week repeated in each of the next `weeks` weeks: on the same weekday,
 * the same shift type, unless they already work it there; the open shift of that type when there
 * is one, else a one-off shift.
 */
export function copyPersonPlan(
  staff: Staff,
  source: readonly ScheduleEntry[],
  target: readonly ScheduleEntry[],
  weeks: number,
  t: T,
  formatDay: (d: string) => string,
): Plan {
  const mine = source.filter((e) => e.staffId === staff.id && isAssigned(e));
  const steps: Step[] = [];
  const used = new Set<string>();
  for (let k = 1; k <= weeks; k++)
    for (const e of mine) {
      const date = addDays(e.date, 7 * k);
      const there = target.filter((x) => x.date === date);
      if (there.some((x) => x.staffId === staff.id && x.shiftTypeId === e.shiftTypeId && isAssigned(x)))
        continue;
      const open = there.filter((x) => isOpen(x) && !used.has(x.id));
      const pick = open.find((x) => x.shiftTypeId === e.shiftTypeId && canAssign(x));
      if (pick) used.add(pick.id);
      steps.push(
        placeStep(
          labelOf({ shiftType: e.shiftType, date }, formatDay),
          pick ? [pick] : [],
          date,
          e.shiftTypeId,
          staff.id,
          e.entryType === 'ONE_OFF' ? e.description : null,
        ),
      );
    }
  return {
    steps,
    atomic: false,
    success: t('roster.toasts.copiedPerson', { name: staff.name, count: steps.length }),
  };
}

/**
 * A week's changes (its one-offs, overrides and claims) made again in the week `offsetWeeks`
 * later: a one-off is created there; a person put on a rotation shift is put on the same shift
 * type that day in place of the same rotation person (or on an open one, or a one-off); a shift
 * unassigned or cancelled is unassigned or cancelled there for the same person.
 */
export function copyWeekChangesPlan(
  source: readonly ScheduleEntry[],
  target: readonly ScheduleEntry[],
  offsetWeeks: number,
  staff: readonly Staff[],
  t: T,
  formatDay: (d: string) => string,
): Plan {
  const steps: Step[] = [];
  const used = new Set<string>();
  const changes = source.filter((e) => e.entryType !== 'ROTATION');
  for (const e of changes) {
    const date = addDays(e.date, 7 * offsetWeeks);
    const label = labelOf({ shiftType: e.shiftType, date }, formatDay);
    const there = target.filter((x) => x.date === date && x.shiftTypeId === e.shiftTypeId && !used.has(x.id));
    if (e.entryType === 'ONE_OFF') {
      if (there.some((x) => x.entryType === 'ONE_OFF' && x.staffId === e.staffId)) continue;
      steps.push(
        oneOffStep(label, {
          date,
          shiftTypeId: e.shiftTypeId,
          staffId: e.staffId,
          description: e.description,
        }),
      );
      continue;
    }
    const original = e.originalStaffId;
    const same = there.find((x) => x.entryType === 'ROTATION' && original !== null && x.staffId === original);
    if (e.staffId === null) {
      if (!same) continue;
      used.add(same.id);
      const kind = e.isCancelled ? 'cancel' : 'unassign';
      const reason = (e.description ?? '').replace(/^(Shift cancelled:|Staff unassigned:)\s*/, '') || '-';
      const step = releaseStep(label, same, kind, reason);
      if (step) steps.push(step);
      continue;
    }
    if (there.some((x) => x.staffId === e.staffId && isAssigned(x))) continue;
    const person = staff.find((s) => s.id === e.staffId);
    if (!person) continue;
    const slot = same ?? there.find((x) => isOpen(x) && canAssign(x));
    if (slot) {
      used.add(slot.id);
      steps.push(assignStep(label, slot, person.id, e.description ?? ''));
    } else steps.push(placeStep(label, [], date, e.shiftTypeId, person.id, e.description));
  }
  return { steps, atomic: false, success: t('roster.toasts.copiedWeek', { count: steps.length }) };
}
