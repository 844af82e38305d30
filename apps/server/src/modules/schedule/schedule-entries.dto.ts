import type { ScheduleEntry } from '@openrota/contracts';
import { dayOfWeek, daysBetween, rotationWeek } from '@openrota/domain';
import type { EntryView } from './schedule-entries.repository';

export interface AbsenceMark {
  staffId: string;
  startDate: string;
  endDate: string;
  type: string;
}

/** What a stored entry did, in the words of the debug page's steps. */
function storedStep(v: EntryView): string {
  const { entry, staff } = v;
  if (entry.entryType === 'ONE_OFF') return `one-off: ${staff ? staff.name : 'open'}`;
  const kind = entry.entryType === 'CLAIMED' ? 'claim' : 'override';
  if (staff) return `${kind}: ${staff.name}`;
  return `${kind}: ${entry.isCancelled ? 'cancelled' : 'unassigned'}`;
}

/**
 * A stored entry (one-off, override or claim) rendered as the schedule entry the engine would
 * produce for it, for GET /schedules/entries and the answers of the write calls.
 */
export function toScheduleEntry(v: EntryView, rotationStaffId: string | null, absences: readonly AbsenceMark[]): ScheduleEntry {
  const { entry, shiftType, staff, slot, pattern } = v;
  const days = pattern ? daysBetween(pattern.startDate, entry.date) : null;
  const week = pattern ? rotationWeek(pattern.startDate, pattern.weekCount, entry.date) : null;
  const absence = staff ? absences.find((a) => a.staffId === staff.id && a.startDate <= entry.date && a.endDate >= entry.date) : undefined;
  const steps = [`stored ${entry.entryType} ${entry.id}`];
  if (pattern && slot) steps.unshift(`slot W${week} of "${pattern.name}"`);
  steps.push(storedStep(v));
  return {
    id: entry.id,
    date: entry.date,
    shiftTypeId: entry.shiftTypeId,
    shiftType,
    staffId: staff?.id ?? null,
    staff: staff ? { id: staff.id, name: staff.name, shortName: staff.shortName } : null,
    description: entry.description,
    entryType: entry.entryType,
    rotationSlotId: entry.rotationSlotId,
    originalStaffId: entry.originalStaffId,
    isUnfilled: !staff && !entry.isCancelled,
    isOptional: slot?.isOptional ?? false,
    isOneOffShift: entry.entryType === 'ONE_OFF',
    isCancelled: entry.isCancelled,
    hasAbsence: absence !== undefined,
    absenceWarning: absence && staff ? `${staff.name} is absent (${absence.type}) ${absence.startDate} – ${absence.endDate}` : null,
    scheduleEntryId: entry.id,
    rotationPatternId: pattern?.id ?? null,
    rotationPatternName: pattern?.name ?? null,
    rotationWeekCount: pattern?.weekCount ?? null,
    rotationWeek: week,
    debugInfo: {
      source: entry.entryType === 'ONE_OFF' ? 'manual' : 'override',
      calculationDetails: {
        patternStartDate: pattern?.startDate ?? null,
        daysSincePatternStart: days,
        weeksSincePatternStart: days === null ? null : Math.floor(days / 7),
        weekCount: pattern?.weekCount ?? null,
        rotationWeek: week,
        dayOfWeek: dayOfWeek(entry.date),
        rotationStaffId,
        storedEntryId: entry.id,
        steps,
      },
    },
  };
}

/** The engine's order: date, shift type start time (untimed last), shift type name, staff name. */
export function compareEntries(a: ScheduleEntry, b: ScheduleEntry): number {
  return (
    a.date.localeCompare(b.date) ||
    (a.shiftType.startTime ?? '99:99').localeCompare(b.shiftType.startTime ?? '99:99') ||
    a.shiftType.name.localeCompare(b.shiftType.name) ||
    (a.staff?.name ?? '\uffff').localeCompare(b.staff?.name ?? '\uffff')
  );
}
