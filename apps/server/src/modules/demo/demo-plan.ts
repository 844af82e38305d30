import { CANCELLED_PREFIX, UNASSIGNED_PREFIX } from '@openrota/contracts';
import { absenceOn, addDays, dayOfWeek, rotationWeek } from '@openrota/domain';

/**
 * What the demo adds on top of the imported rotation, relative to the workspace's today: a
 * pure plan (no I/O) so that the choices are deterministic and testable. Every override and
 * claim targets a real slot occurrence (rotation week and weekday of that date), every
 * replacement, claimant and one-off assignee is skilled for the shift type, not already on a
 * shift that day and not absent.
 */

export interface DemoSlot {
  id: string;
  weekNumber: number;
  dayOfWeek: number;
  shiftTypeId: string;
  isOptional: boolean;
  /** The staff member the rotation puts on this slot, or null (open requirement). */
  staffId: string | null;
}

export interface DemoStaff {
  id: string;
  name: string;
  skills: ReadonlySet<string>;
}

export interface DemoShiftType {
  id: string;
  name: string;
}

export interface DemoInput {
  today: string;
  pattern: { id: string; startDate: string; weekCount: number };
  slots: readonly DemoSlot[];
  staff: readonly DemoStaff[];
  shiftTypes: readonly DemoShiftType[];
}

export type DemoAbsenceType = 'VACATION' | 'SICK' | 'PERSONAL' | 'TRAINING' | 'OTHER';

export interface PlannedAbsence {
  staffId: string;
  startDate: string;
  endDate: string;
  type: DemoAbsenceType;
  reason: string;
}

export interface PlannedEntry {
  date: string;
  entryType: 'ONE_OFF' | 'OVERRIDE' | 'CLAIMED';
  shiftTypeId: string;
  staffId: string | null;
  rotationSlotId: string | null;
  rotationPatternId: string | null;
  originalStaffId: string | null;
  isCancelled: boolean;
  description: string | null;
  /** CLAIMED entries are made by the staff member who claims. */
  createdByStaffId: string | null;
}

export interface DemoPlan {
  absences: PlannedAbsence[];
  entries: PlannedEntry[];
}

/** Days (relative to today) of what the plan places; exported for the tests. */
export const DEMO_DAYS = {
  unassigned: 1,
  reassigned: [-3, 3, 9],
  cancelled: 6,
  oneOffs: [
    { offset: -2, assigned: true, type: 'Late', description: 'Extra hands for the ward audit' },
    { offset: 2, assigned: false, type: 'Day', description: 'Open: family information afternoon' },
    { offset: 4, assigned: true, type: 'Early', description: 'Flu vaccination round' },
    {
      offset: 13,
      assigned: false,
      type: 'Night',
      description: 'Open: extra night cover for the move to the new wing',
    },
  ],
  conflictAbsences: [
    { offset: 2, days: 2, type: 'SICK' as const, reason: 'Flu' },
    { offset: 8, days: 1, type: 'TRAINING' as const, reason: 'Resuscitation refresher course' },
  ],
  otherAbsences: [
    { offset: -9, days: 5, type: 'VACATION' as const, reason: 'Autumn holiday' },
    { offset: 11, days: 1, type: 'PERSONAL' as const, reason: 'Moving house' },
    { offset: 14, days: 7, type: 'VACATION' as const, reason: 'Winter sun' },
    { offset: 24, days: 2, type: 'OTHER' as const, reason: 'Jury service' },
  ],
} as const;

export function planDemo(input: DemoInput): DemoPlan {
  const { today, pattern } = input;
  const staffById = new Map(input.staff.map((s) => [s.id, s]));
  const typeByName = new Map(input.shiftTypes.map((t) => [t.name.toLowerCase(), t.id]));
  const nameOf = (id: string | null) => (id ? (staffById.get(id)?.name ?? '?') : '?');

  /** Slots that occur on `date` (before the pattern starts there are none). */
  const slotsOn = (date: string) => {
    if (date < pattern.startDate) return [];
    const week = rotationWeek(pattern.startDate, pattern.weekCount, date);
    const dow = dayOfWeek(date);
    return input.slots.filter((s) => s.weekNumber === week && s.dayOfWeek === dow);
  };

  const entries: PlannedEntry[] = [];
  const absences: PlannedAbsence[] = [];
  /** Stored overrides and claims by `${slotId}|${date}`: their staff (null when open or cancelled). */
  const changed = new Map<string, string | null>();
  const extraWork = new Map<string, Set<string>>();

  /** Who works on `date`, with the stored layer planned so far applied. */
  const workingOn = (date: string) => {
    const working = new Set<string>();
    for (const s of slotsOn(date)) {
      const key = `${s.id}|${date}`;
      const staffId = changed.has(key) ? changed.get(key)! : s.staffId;
      if (staffId) working.add(staffId);
    }
    for (const id of extraWork.get(date) ?? []) working.add(id);
    return working;
  };
  const isAbsent = (staffId: string, date: string) => absenceOn(absences, staffId, date) !== undefined;
  const absentOnAnyOf = (staffId: string, dates: string[]) => dates.some((d) => isAbsent(staffId, d));
  const free = (shiftTypeId: string, date: string, exclude: ReadonlySet<string> = new Set()) =>
    input.staff.find(
      (s) =>
        s.skills.has(shiftTypeId) &&
        !exclude.has(s.id) &&
        !workingOn(date).has(s.id) &&
        !isAbsent(s.id, date),
    );
  const untouched = (date: string) => slotsOn(date).filter((s) => !changed.has(`${s.id}|${date}`));
  const conflictStaff = new Set<string>();

  // Absences that overlap a rotation shift: the conflicts the calendar and absences page show.
  for (const a of DEMO_DAYS.conflictAbsences) {
    const start = addDays(today, a.offset);
    const dates = Array.from({ length: a.days }, (_, i) => addDays(start, i));
    const slot = untouched(start).find(
      (s) => s.staffId && !s.isOptional && !conflictStaff.has(s.staffId) && !absentOnAnyOf(s.staffId, dates),
    );
    if (!slot?.staffId) continue;
    conflictStaff.add(slot.staffId);
    // Keep that shift as the rotation has it, so the conflict stays visible.
    changed.set(`${slot.id}|${start}`, slot.staffId);
    absences.push({
      staffId: slot.staffId,
      startDate: start,
      endDate: dates.at(-1)!,
      type: a.type,
      reason: a.reason,
    });
  }
  // Other absences: preferably someone without a shift in that period (no extra conflicts).
  for (const [i, a] of DEMO_DAYS.otherAbsences.entries()) {
    const start = addDays(today, a.offset);
    const dates = Array.from({ length: a.days }, (_, d) => addDays(start, d));
    const candidates = input.staff.filter(
      (s) =>
        !conflictStaff.has(s.id) && !absentOnAnyOf(s.id, dates) && !absences.some((x) => x.staffId === s.id),
    );
    const idle = candidates.find((s) => dates.every((d) => !workingOn(d).has(s.id)));
    const who = idle ?? candidates[(i * 5) % Math.max(candidates.length, 1)];
    if (!who) continue;
    absences.push({
      staffId: who.id,
      startDate: start,
      endDate: dates.at(-1)!,
      type: a.type,
      reason: a.reason,
    });
  }

  // One open shift in the next days: unfilled and urgent on the calendar and the dashboard.
  {
    const date = addDays(today, DEMO_DAYS.unassigned);
    const slot = untouched(date).find((s) => s.staffId && !s.isOptional);
    if (slot) {
      changed.set(`${slot.id}|${date}`, null);
      entries.push(
        override(
          date,
          slot,
          null,
          false,
          `${UNASSIGNED_PREFIX} ${nameOf(slot.staffId)} helps out on another ward`,
        ),
      );
    }
  }
  // Reassignments: someone else takes the shift.
  for (const offset of DEMO_DAYS.reassigned) {
    const date = addDays(today, offset);
    for (const slot of untouched(date)) {
      if (!slot.staffId) continue;
      const replacement = free(slot.shiftTypeId, date);
      if (!replacement) continue;
      changed.set(`${slot.id}|${date}`, replacement.id);
      entries.push(
        override(
          date,
          slot,
          replacement.id,
          false,
          `Swapped: ${replacement.name} works instead of ${nameOf(slot.staffId)}`,
        ),
      );
      break;
    }
  }
  // One cancellation: not needed that day (struck through, not unfilled).
  {
    const date = addDays(today, DEMO_DAYS.cancelled);
    const candidates = untouched(date).filter((s) => s.staffId);
    const slot = candidates.find((s) => s.isOptional) ?? candidates.at(-1);
    if (slot) {
      changed.set(`${slot.id}|${date}`, null);
      entries.push(
        override(date, slot, null, true, `${CANCELLED_PREFIX} fire drill, the ward is closed that day`),
      );
    }
  }
  // Claims: staff members took open requirements of the rotation (the first two from today on).
  let claims = 0;
  for (let offset = 0; offset < 28 && claims < 2; offset++) {
    const date = addDays(today, offset);
    const slot = untouched(date).find((s) => !s.staffId);
    if (!slot) continue;
    const claimant = free(slot.shiftTypeId, date);
    if (!claimant) continue;
    changed.set(`${slot.id}|${date}`, claimant.id);
    entries.push({
      date,
      entryType: 'CLAIMED',
      shiftTypeId: slot.shiftTypeId,
      staffId: claimant.id,
      rotationSlotId: slot.id,
      rotationPatternId: pattern.id,
      originalStaffId: null,
      isCancelled: false,
      description: null,
      createdByStaffId: claimant.id,
    });
    claims++;
  }
  // One-off shifts, open and assigned.
  for (const o of DEMO_DAYS.oneOffs) {
    const date = addDays(today, o.offset);
    const shiftTypeId = typeByName.get(o.type.toLowerCase()) ?? input.shiftTypes[0]?.id;
    if (!shiftTypeId) continue;
    const staffId = o.assigned ? (free(shiftTypeId, date)?.id ?? null) : null;
    if (staffId) {
      const set = extraWork.get(date) ?? new Set<string>();
      set.add(staffId);
      extraWork.set(date, set);
    }
    entries.push({
      date,
      entryType: 'ONE_OFF',
      shiftTypeId,
      staffId,
      rotationSlotId: null,
      rotationPatternId: null,
      originalStaffId: null,
      isCancelled: false,
      description: o.description,
      createdByStaffId: null,
    });
  }

  function override(
    date: string,
    slot: DemoSlot,
    staffId: string | null,
    isCancelled: boolean,
    description: string,
  ): PlannedEntry {
    return {
      date,
      entryType: 'OVERRIDE',
      shiftTypeId: slot.shiftTypeId,
      staffId,
      rotationSlotId: slot.id,
      rotationPatternId: pattern.id,
      originalStaffId: slot.staffId,
      isCancelled,
      description,
      createdByStaffId: null,
    };
  }

  entries.sort((a, b) => a.date.localeCompare(b.date));
  absences.sort((a, b) => a.startDate.localeCompare(b.startDate));
  return { absences, entries };
}

// Working time -----------------------------------------------------------------------------------

/** Contract hours per week of the demo staff, in staff order (docs/product/working-time.md#contracts). */
export const DEMO_CONTRACT_HOURS = [36, 32, 24, 28, 36, 24, 32, 28, 36, 24, 32, 28] as const;

/** The week-hours cap of the member the demo gives a long week: below what that week holds. */
export const DEMO_LONG_WEEK_MAX_HOURS = 40;

export const DEMO_RULE_BREAKS = {
  /** The first night from this many days ahead whose worker can take the next early shift. */
  nightFrom: 3,
  nightTo: 20,
  /** The long week: the rule week starting this many days after the Monday of today's week. */
  longWeekOffset: 7,
  /** Days the long week's member works in it. */
  longWeekDays: 6,
  earlyDescription: 'Early cover straight after a night shift',
  longWeekDescription: 'Extra shift: stock-take week',
} as const;

export interface DemoRuleBreaks {
  /** ONE_OFF entries that make the rule breaks. */
  entries: PlannedEntry[];
  /** Who works the night and then the early shift, and the night's date. */
  nightThenEarly: { staffId: string; nightDate: string } | null;
  /** Who works a long week (Monday `weekStart`), capped by their contract at DEMO_LONG_WEEK_MAX_HOURS. */
  longWeek: { staffId: string; weekStart: string } | null;
}

/**
 * A few real working-time violations in the demo, so that the checker has something to show
 * (docs/product/working-time.md): one member works the early shift right after their night
 * (no rest at all), another works six days of one week against a contract capped at 40 hours.
 * Like the rest of the plan: skilled, never two shifts on one date, never while absent.
 */
export function planRuleBreaks(
  input: DemoInput,
  plan: DemoPlan,
  weekStart: (date: string) => string,
): DemoRuleBreaks {
  const { today, pattern } = input;
  const typeId = (name: string) => input.shiftTypes.find((t) => t.name.toLowerCase() === name)?.id;
  const night = typeId('night');
  const early = typeId('early');
  const stored = new Map(
    plan.entries.filter((e) => e.rotationSlotId).map((e) => [`${e.rotationSlotId}|${e.date}`, e]),
  );
  const entries: PlannedEntry[] = [];
  /** Who works what on `date`: the rotation with the stored layer applied, and the one-offs. */
  const shiftsOn = (date: string) => {
    const out: Array<{ staffId: string; shiftTypeId: string }> = [];
    if (date >= pattern.startDate) {
      const week = rotationWeek(pattern.startDate, pattern.weekCount, date);
      const dow = dayOfWeek(date);
      for (const s of input.slots) {
        if (s.weekNumber !== week || s.dayOfWeek !== dow) continue;
        const e = stored.get(`${s.id}|${date}`);
        const staffId = e ? (e.isCancelled ? null : e.staffId) : s.staffId;
        if (staffId) out.push({ staffId, shiftTypeId: s.shiftTypeId });
      }
    }
    for (const e of [...plan.entries, ...entries])
      if (e.entryType === 'ONE_OFF' && e.date === date && e.staffId)
        out.push({ staffId: e.staffId, shiftTypeId: e.shiftTypeId });
    return out;
  };
  const works = (staffId: string, date: string) => shiftsOn(date).some((s) => s.staffId === staffId);
  const absent = (staffId: string, date: string) => absenceOn(plan.absences, staffId, date) !== undefined;
  const skilled = (staffId: string, shiftTypeId: string) =>
    input.staff.find((s) => s.id === staffId)?.skills.has(shiftTypeId) ?? false;
  const oneOff = (date: string, shiftTypeId: string, staffId: string, description: string): PlannedEntry => ({
    date,
    entryType: 'ONE_OFF',
    shiftTypeId,
    staffId,
    rotationSlotId: null,
    rotationPatternId: null,
    originalStaffId: null,
    isCancelled: false,
    description,
    createdByStaffId: null,
  });

  let nightThenEarly: DemoRuleBreaks['nightThenEarly'] = null;
  for (
    let offset = DEMO_RULE_BREAKS.nightFrom;
    night && early && offset <= DEMO_RULE_BREAKS.nightTo;
    offset++
  ) {
    const date = addDays(today, offset);
    const next = addDays(date, 1);
    const worker = shiftsOn(date).find(
      (s) =>
        s.shiftTypeId === night &&
        skilled(s.staffId, early) &&
        !works(s.staffId, next) &&
        !absent(s.staffId, next),
    );
    if (!worker) continue;
    entries.push(oneOff(next, early, worker.staffId, DEMO_RULE_BREAKS.earlyDescription));
    nightThenEarly = { staffId: worker.staffId, nightDate: date };
    break;
  }

  let longWeek: DemoRuleBreaks['longWeek'] = null;
  const monday = addDays(weekStart(today), DEMO_RULE_BREAKS.longWeekOffset);
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const candidates = input.staff
    .filter((s) => s.id !== nightThenEarly?.staffId && days.every((d) => !absent(s.id, d)))
    .map((s) => ({ s, worked: days.filter((d) => works(s.id, d)).length }))
    .sort((a, b) => b.worked - a.worked);
  for (const { s, worked } of candidates) {
    // Day shifts first: a day worker's long week breaks no rest rule, only the contract's cap.
    const types = ['day', 'early', 'late'].map(typeId).filter((t): t is string => !!t && s.skills.has(t));
    const free = days.filter((d) => !works(s.id, d));
    const needed = Math.max(DEMO_RULE_BREAKS.longWeekDays - worked, 0);
    if ((needed > 0 && types.length === 0) || free.length < needed) continue;
    for (const d of free.slice(0, needed))
      entries.push(oneOff(d, types[0]!, s.id, DEMO_RULE_BREAKS.longWeekDescription));
    longWeek = { staffId: s.id, weekStart: monday };
    break;
  }
  entries.sort((a, b) => a.date.localeCompare(b.date));
  return { entries, nightThenEarly, longWeek };
}
