/**
 * The schedule engine: rotation layer + stored layer → the schedule of a date range.
 *
 * Layers, lowest first:
 * 1. Rotation: every occurrence of every slot (and loose assignment) of every ACTIVE pattern,
 *    for each date in range ∩ [pattern.startDate, pattern.endDate].
 * 2. Stored OVERRIDE / CLAIMED rows replace the occurrence of their slot on their date
 *    (staff null + isCancelled = cancelled, not needed; staff null otherwise = unassigned, open).
 *    A stored row whose slot does not occur on its date is orphaned: reported in
 *    `orphanedEntries` and, when it has staff, still shown (a promised shift never vanishes).
 * 3. ONE_OFF rows add shifts.
 * 4. Shifts of a member deactivated on or before their date are open; earlier ones are marked.
 * 5. Absences mark entries whose staff is absent on the entry's date.
 *
 * Loops run over integer day numbers; no Date objects are created per entry.
 */
import { fromDayNumber, toDayNumber } from '../dates';
import { isInactiveOn, type StaffActivity } from '../staff';
import type {
  CalculationDetails,
  DateRange,
  DebugScheduleEntry,
  EngineAbsence,
  EnginePattern,
  EngineShiftType,
  EngineSlot,
  EngineStaff,
  ProcessingStep,
  ScheduleEntry,
  ScheduleInput,
  ScheduleResult,
  ShiftTypeRef,
  StaffRef,
  StoredEntry,
} from './types';

const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

function mod(n: number, m: number): number {
  return ((n % m) + m) % m;
}

/** 0 = Monday … 6 = Sunday, of a day number. */
function dowOfDay(day: number): number {
  return mod(day + 3, 7);
}

interface SlotRef {
  slot: EngineSlot;
  pattern: EnginePattern;
}

/** Lookups built once per call. */
export interface EngineIndex {
  shiftTypes: Map<string, ShiftTypeRef>;
  shiftTypeRank: Map<string, number>;
  staff: Map<string, StaffRef>;
  staffRank: Map<string, number>;
  /** Inactive members only: when they stopped working. */
  inactive: Map<string, StaffActivity>;
  slots: Map<string, SlotRef>;
  absencesByStaff: Map<string, { start: number; end: number; absence: EngineAbsence }[]>;
}

function shiftTypeRef(t: EngineShiftType): ShiftTypeRef {
  return {
    id: t.id,
    name: t.name,
    shortName: t.shortName,
    color: t.color,
    startTime: t.startTime,
    endTime: t.endTime,
  };
}

function staffRef(s: EngineStaff): StaffRef {
  return { id: s.id, name: s.name, shortName: s.shortName };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `a.localeCompare(b)` (the default locale and options), with the collator made once rather than per call. */
const byName = new Intl.Collator().compare;

export function buildIndex(input: ScheduleInput): EngineIndex {
  const shiftTypes = new Map<string, ShiftTypeRef>();
  for (const t of input.shiftTypes) shiftTypes.set(t.id, shiftTypeRef(t));
  // Start time (nulls last), then name, then id: the order entries of one day are listed in.
  const typeOrder = [...input.shiftTypes].sort((a, b) => {
    if (a.startTime !== b.startTime) {
      if (a.startTime === null) return 1;
      if (b.startTime === null) return -1;
      return compareText(a.startTime, b.startTime);
    }
    return byName(a.name, b.name) || compareText(a.id, b.id);
  });
  const shiftTypeRank = new Map<string, number>();
  typeOrder.forEach((t, i) => shiftTypeRank.set(t.id, i));

  const staff = new Map<string, StaffRef>();
  for (const s of input.staff) staff.set(s.id, staffRef(s));
  const staffOrder = [...input.staff].sort((a, b) => byName(a.name, b.name) || compareText(a.id, b.id));
  const staffRank = new Map<string, number>();
  staffOrder.forEach((s, i) => staffRank.set(s.id, i));

  const inactive = new Map<string, StaffActivity>();
  for (const s of input.staff) if (!s.active) inactive.set(s.id, s);

  const slots = new Map<string, SlotRef>();
  for (const pattern of input.patterns)
    for (const slot of pattern.slots) slots.set(slot.id, { slot, pattern });

  const absencesByStaff = new Map<string, { start: number; end: number; absence: EngineAbsence }[]>();
  for (const absence of input.absences) {
    let list = absencesByStaff.get(absence.staffId);
    if (!list) absencesByStaff.set(absence.staffId, (list = []));
    list.push({ start: toDayNumber(absence.startDate), end: toDayNumber(absence.endDate), absence });
  }
  return { shiftTypes, shiftTypeRank, staff, staffRank, inactive, slots, absencesByStaff };
}

/** "Alice is absent (VACATION) 2026-03-02 – 2026-03-06" */
export function absenceWarningText(staffName: string, absence: EngineAbsence): string {
  const dates =
    absence.startDate === absence.endDate ? absence.startDate : `${absence.startDate} – ${absence.endDate}`;
  return `${staffName} is absent (${absence.type}) ${dates}`;
}

function findAbsence(index: EngineIndex, staffId: string, day: number): EngineAbsence | null {
  const list = index.absencesByStaff.get(staffId);
  if (!list) return null;
  for (const a of list) if (a.start <= day && day <= a.end) return a.absence;
  return null;
}

function markAbsence(index: EngineIndex, entry: DebugScheduleEntry, day: number): boolean {
  if (entry.staffId === null) return false;
  const absence = findAbsence(index, entry.staffId, day);
  if (!absence) return false;
  entry.hasAbsence = true;
  entry.absenceWarning = absenceWarningText(entry.staff?.name ?? entry.staffId, absence);
  entry.debugInfo.calculationDetails.steps.push(
    `absence: ${absence.type} ${absence.startDate} – ${absence.endDate}`,
  );
  return true;
}

/**
 * An inactive member's shift: from the day they were deactivated it is open (no staff, unfilled
 * unless cancelled), before it they stay on it, marked inactive. The stored row, if any, is not
 * touched, so reactivating restores it (docs/adr/0006-computed-schedule-stored-layer.md).
 */
function applyInactiveStaff(index: EngineIndex, entry: DebugScheduleEntry): void {
  if (entry.staffId === null) return;
  const member = index.inactive.get(entry.staffId);
  if (!member) return;
  if (!isInactiveOn(member, entry.date)) {
    entry.isStaffInactive = true;
    return;
  }
  const name = staffLabel(index, entry.staffId);
  entry.staffId = null;
  entry.staff = null;
  entry.isUnfilled = !entry.isCancelled;
  entry.debugInfo.calculationDetails.steps.push(
    `${name} inactive from ${member.inactiveFrom ?? 'the start'}: open`,
  );
}

function staffLabel(index: EngineIndex, staffId: string | null): string {
  if (staffId === null) return 'nobody';
  return index.staff.get(staffId)?.name ?? `unknown staff ${staffId}`;
}

function rotationDetails(
  pattern: EnginePattern,
  patternStartDay: number,
  day: number,
  rotationStaffId: string | null,
  storedEntryId: string | null,
  steps: string[],
): CalculationDetails {
  const daysSince = day - patternStartDay;
  const weeksSince = Math.floor(daysSince / 7);
  return {
    patternStartDate: pattern.startDate,
    daysSincePatternStart: daysSince,
    weeksSincePatternStart: weeksSince,
    weekCount: pattern.weekCount,
    rotationWeek: mod(weeksSince, pattern.weekCount) + 1,
    dayOfWeek: dowOfDay(day),
    rotationStaffId,
    storedEntryId,
    steps,
  };
}

/** The first debug step of every rotation occurrence: which pattern, cycle week and weekday. */
function patternStep(pattern: EnginePattern, rotationWeekNumber: number, day: number): string {
  return `pattern "${pattern.name}" week ${rotationWeekNumber}/${pattern.weekCount} ${DAY_NAMES[dowOfDay(day)]}`;
}

/** Items (slots, loose assignments) grouped by cycle day: index (weekNumber − 1) × 7 + dayOfWeek; out-of-cycle items are dropped. */
function byCycleDay<T extends { weekNumber: number; dayOfWeek: number }>(
  items: readonly T[],
  weekCount: number,
): T[][] {
  const buckets: T[][] = Array.from({ length: weekCount * 7 }, () => []);
  for (const item of items) {
    if (item.weekNumber < 1 || item.weekNumber > weekCount || item.dayOfWeek < 0 || item.dayOfWeek > 6)
      continue;
    buckets[(item.weekNumber - 1) * 7 + item.dayOfWeek]!.push(item);
  }
  return buckets;
}

/** A ROTATION entry: a slot's occurrence (filled by its assignment or open) or an assignment without a slot. */
function rotationEntry(
  index: EngineIndex,
  pattern: EnginePattern,
  patternStartDay: number,
  day: number,
  date: string,
  shiftType: ShiftTypeRef,
  occurrence: {
    id: string;
    slotId: string | null;
    staffId: string | null;
    isOptional: boolean;
    step: string;
  },
): DebugScheduleEntry {
  const { staffId } = occurrence;
  const details = rotationDetails(pattern, patternStartDay, day, staffId, null, []);
  details.steps.push(patternStep(pattern, details.rotationWeek!, day), occurrence.step);
  return {
    id: occurrence.id,
    date,
    shiftTypeId: shiftType.id,
    shiftType,
    staffId,
    staff: staffId === null ? null : (index.staff.get(staffId) ?? null),
    description: null,
    entryType: 'ROTATION',
    rotationSlotId: occurrence.slotId,
    originalStaffId: null,
    isUnfilled: staffId === null,
    isOptional: occurrence.isOptional,
    isOneOffShift: false,
    isCancelled: false,
    isStaffInactive: false,
    hasAbsence: false,
    absenceWarning: null,
    scheduleEntryId: null,
    rotationPatternId: pattern.id,
    rotationPatternName: pattern.name,
    rotationWeekCount: pattern.weekCount,
    rotationWeek: details.rotationWeek,
    debugInfo: { source: 'rotation', calculationDetails: details },
  };
}

/**
 * Renders a stored entry on top of the rotation occurrence it replaces (`slotRef`, when it
 * occurs), or on its own (one-offs, orphans).
 */
function renderStored(
  index: EngineIndex,
  stored: StoredEntry,
  shiftType: ShiftTypeRef,
  slotRef: SlotRef | null,
  orphaned: boolean,
): DebugScheduleEntry {
  const day = toDayNumber(stored.date);
  const staff = stored.staffId === null ? null : (index.staff.get(stored.staffId) ?? null);
  const steps: string[] = [];
  const isOneOff = stored.entryType === 'ONE_OFF';
  const cancelled = !isOneOff && stored.staffId === null && stored.isCancelled;
  let details: CalculationDetails;
  let originalStaffId = stored.originalStaffId;
  if (slotRef && !isOneOff) {
    const { slot, pattern } = slotRef;
    const rotationStaffId = slot.assignment?.staffId ?? null;
    originalStaffId = rotationStaffId;
    details = rotationDetails(
      pattern,
      toDayNumber(pattern.startDate),
      day,
      rotationStaffId,
      stored.id,
      steps,
    );
    steps.push(patternStep(pattern, details.rotationWeek!, day));
    steps.push(
      `slot W${slot.weekNumber} ${DAY_NAMES[slot.dayOfWeek] ?? slot.dayOfWeek} ${shiftType.name} → ${staffLabel(index, rotationStaffId)}`,
    );
  } else {
    details = {
      patternStartDate: null,
      daysSincePatternStart: null,
      weeksSincePatternStart: null,
      weekCount: null,
      rotationWeek: null,
      dayOfWeek: dowOfDay(day),
      rotationStaffId: null,
      storedEntryId: stored.id,
      steps,
    };
  }
  if (isOneOff) {
    steps.push(`one-off ${shiftType.name} → ${staffLabel(index, stored.staffId)}`);
  } else {
    if (orphaned) steps.push('orphaned: its rotation slot does not occur on this date');
    const kind = stored.entryType === 'CLAIMED' ? 'claim' : 'override';
    if (cancelled) steps.push(`${kind}: cancelled`);
    else if (stored.staffId === null) steps.push(`${kind}: unassigned`);
    else steps.push(`${kind}: → ${staffLabel(index, stored.staffId)}`);
  }
  const pattern = slotRef && !isOneOff ? slotRef.pattern : null;
  // docs/product/schedule.md#sources-and-badges: CLAIMED is also inferred when an override's description says "claimed".
  const entryType =
    stored.entryType === 'OVERRIDE' &&
    stored.staffId !== null &&
    stored.description !== null &&
    /claimed/i.test(stored.description)
      ? 'CLAIMED'
      : stored.entryType;
  return {
    id: stored.id,
    date: stored.date,
    shiftTypeId: shiftType.id,
    shiftType,
    staffId: stored.staffId,
    staff,
    description: stored.description,
    entryType,
    rotationSlotId: stored.rotationSlotId,
    originalStaffId,
    isUnfilled: stored.staffId === null && !cancelled,
    isOptional: pattern !== null && slotRef !== null ? slotRef.slot.isOptional : false,
    isOneOffShift: isOneOff,
    isCancelled: cancelled,
    isStaffInactive: false,
    hasAbsence: false,
    absenceWarning: null,
    scheduleEntryId: stored.id,
    rotationPatternId: pattern?.id ?? (isOneOff ? null : stored.rotationPatternId),
    rotationPatternName: pattern?.name ?? null,
    rotationWeekCount: pattern?.weekCount ?? null,
    rotationWeek: pattern ? details.rotationWeek : null,
    debugInfo: { source: isOneOff ? 'manual' : 'override', calculationDetails: details },
  };
}

/** Whether `slot` of `pattern` occurs on day number `day`. */
function slotOccurs(slot: EngineSlot, pattern: EnginePattern, day: number): boolean {
  if (!pattern.active) return false;
  const start = toDayNumber(pattern.startDate);
  if (day < start) return false;
  if (pattern.endDate !== null && day > toDayNumber(pattern.endDate)) return false;
  if (slot.weekNumber < 1 || slot.weekNumber > pattern.weekCount) return false;
  const rw = mod(Math.floor((day - start) / 7), pattern.weekCount) + 1;
  return rw === slot.weekNumber && dowOfDay(day) === slot.dayOfWeek;
}

/**
 * The entry a stored row renders as, exactly as `buildSchedule` shows it (absence marking
 * included). Used for write responses and the stored-layer list. Returns the rendering even
 * for an orphaned override without staff (which the schedule itself hides).
 */
export function describeStoredEntry(stored: StoredEntry, input: ScheduleInput): DebugScheduleEntry {
  return renderOne(buildIndex(input), stored);
}

/** `describeStoredEntry` for many rows at once (the lookups are built once, not per row). */
export function describeStoredEntries(
  rows: readonly StoredEntry[],
  input: ScheduleInput,
): DebugScheduleEntry[] {
  const index = buildIndex(input);
  return rows.map((row) => renderOne(index, row));
}

/**
 * The entry as every read but GET /schedules/debug sends it: `debugInfo` keeps its `source`, the
 * calculation details stay behind (docs/product/schedule.md#schedule-entry). Every field is
 * named (the return type misses none): one object literal of one shape serialises about twice
 * as fast as a rest-and-spread copy of a month of entries.
 */
export function withoutCalculationDetails(e: DebugScheduleEntry): ScheduleEntry {
  return {
    id: e.id,
    date: e.date,
    shiftTypeId: e.shiftTypeId,
    shiftType: e.shiftType,
    staffId: e.staffId,
    staff: e.staff,
    description: e.description,
    entryType: e.entryType,
    rotationSlotId: e.rotationSlotId,
    originalStaffId: e.originalStaffId,
    isUnfilled: e.isUnfilled,
    isOptional: e.isOptional,
    isOneOffShift: e.isOneOffShift,
    isCancelled: e.isCancelled,
    isStaffInactive: e.isStaffInactive,
    hasAbsence: e.hasAbsence,
    absenceWarning: e.absenceWarning,
    scheduleEntryId: e.scheduleEntryId,
    rotationPatternId: e.rotationPatternId,
    rotationPatternName: e.rotationPatternName,
    rotationWeekCount: e.rotationWeekCount,
    rotationWeek: e.rotationWeek,
    debugInfo: { source: e.debugInfo.source },
  };
}

function renderOne(index: EngineIndex, stored: StoredEntry): DebugScheduleEntry {
  const day = toDayNumber(stored.date);
  const ref = stored.rotationSlotId !== null ? (index.slots.get(stored.rotationSlotId) ?? null) : null;
  const occurs = ref !== null && slotOccurs(ref.slot, ref.pattern, day);
  const shiftType = (occurs && ref ? index.shiftTypes.get(ref.slot.shiftTypeId) : undefined) ??
    index.shiftTypes.get(stored.shiftTypeId) ?? {
      id: stored.shiftTypeId,
      name: 'Unknown shift type',
      shortName: null,
      color: '#808080',
      startTime: null,
      endTime: null,
    };
  const entry = renderStored(
    index,
    stored,
    shiftType,
    occurs ? ref : null,
    stored.entryType !== 'ONE_OFF' && !occurs,
  );
  applyInactiveStaff(index, entry);
  markAbsence(index, entry, day);
  return entry;
}

/** Sort key comparison: date, shift type (start time nulls last, name), staff name (unstaffed last), id. */
function sortEntries(
  index: EngineIndex,
  entries: DebugScheduleEntry[],
  days: number[],
): DebugScheduleEntry[] {
  const n = entries.length;
  const typeRank = new Array<number>(n);
  const staffRank = new Array<number>(n);
  const order = new Array<number>(n);
  const unknown = index.staffRank.size;
  for (let i = 0; i < n; i++) {
    const e = entries[i]!;
    order[i] = i;
    typeRank[i] = index.shiftTypeRank.get(e.shiftTypeId) ?? Number.MAX_SAFE_INTEGER;
    staffRank[i] = e.staffId === null ? unknown + 1 : (index.staffRank.get(e.staffId) ?? unknown);
  }
  order.sort(
    (a, b) =>
      days[a]! - days[b]! ||
      typeRank[a]! - typeRank[b]! ||
      staffRank[a]! - staffRank[b]! ||
      compareText(entries[a]!.id, entries[b]!.id),
  );
  return order.map((i) => entries[i]!);
}

export function buildSchedule(input: ScheduleInput, range: DateRange, today: string): ScheduleResult {
  void today; // Part of the API so future rules (past shifts) need no signature change.
  const index = buildIndex(input);
  const rangeStart = toDayNumber(range.startDate);
  const rangeEnd = toDayNumber(range.endDate);
  const dateOf = (day: number): string => dates[day - rangeStart]!;
  const dates: string[] = [];
  for (let d = rangeStart; d <= rangeEnd; d++) dates.push(fromDayNumber(d));

  // Stored layer, in range only.
  const replacements = new Map<string, StoredEntry>();
  const oneOffs: StoredEntry[] = [];
  const consumed = new Set<StoredEntry>();
  for (const stored of input.storedEntries) {
    const day = toDayNumber(stored.date);
    if (day < rangeStart || day > rangeEnd) continue;
    if (stored.entryType === 'ONE_OFF') oneOffs.push(stored);
    else if (stored.rotationSlotId !== null) replacements.set(`${stored.rotationSlotId}|${day}`, stored);
  }

  const entries: DebugScheduleEntry[] = [];
  const entryDays: number[] = [];
  let patternsConsidered = 0;
  let occurrences = 0;
  let overrides = 0;
  let claims = 0;
  let missingShiftTypes = 0;

  for (const pattern of input.patterns) {
    if (!pattern.active || pattern.weekCount < 1) continue;
    patternsConsidered++;
    const patternStart = toDayNumber(pattern.startDate);
    const from = Math.max(rangeStart, patternStart);
    const to = pattern.endDate === null ? rangeEnd : Math.min(rangeEnd, toDayNumber(pattern.endDate));
    if (from > to) continue;
    // Bucket slots and loose assignments by (week - 1) * 7 + day of week.
    const slotBuckets = byCycleDay(pattern.slots, pattern.weekCount);
    const looseBuckets = byCycleDay(pattern.looseAssignments, pattern.weekCount);

    for (let day = from; day <= to; day++) {
      const weeksSince = Math.floor((day - patternStart) / 7);
      const rw = mod(weeksSince, pattern.weekCount) + 1;
      const dow = dowOfDay(day);
      const bucket = (rw - 1) * 7 + dow;
      const date = dateOf(day);
      for (const slot of slotBuckets[bucket]!) {
        const shiftType = index.shiftTypes.get(slot.shiftTypeId);
        if (!shiftType) {
          missingShiftTypes++;
          continue;
        }
        occurrences++;
        const stored = replacements.get(`${slot.id}|${day}`);
        if (stored) {
          consumed.add(stored);
          if (stored.entryType === 'CLAIMED') claims++;
          else overrides++;
          entries.push(renderStored(index, stored, shiftType, { slot, pattern }, false));
          entryDays.push(day);
          continue;
        }
        const staffId = slot.assignment?.staffId ?? null;
        const step = `slot W${slot.weekNumber} ${DAY_NAMES[dow]} ${shiftType.name} → ${staffLabel(index, staffId)}`;
        entries.push(
          rotationEntry(index, pattern, patternStart, day, date, shiftType, {
            id: `rotation:${slot.id}:${date}`,
            slotId: slot.id,
            staffId,
            isOptional: slot.isOptional,
            step,
          }),
        );
        entryDays.push(day);
      }
      for (const loose of looseBuckets[bucket]!) {
        const shiftType = index.shiftTypes.get(loose.shiftTypeId);
        if (!shiftType) {
          missingShiftTypes++;
          continue;
        }
        occurrences++;
        const step = `assignment without slot W${loose.weekNumber} ${DAY_NAMES[dow]} ${shiftType.name} → ${staffLabel(index, loose.staffId)}`;
        entries.push(
          rotationEntry(index, pattern, patternStart, day, date, shiftType, {
            id: `rotation:a:${loose.id}:${date}`,
            slotId: null,
            staffId: loose.staffId,
            isOptional: false,
            step,
          }),
        );
        entryDays.push(day);
      }
    }
  }

  // Orphans: overrides/claims whose slot did not occur on their date.
  const orphanedEntries: StoredEntry[] = [];
  let orphansShown = 0;
  for (const stored of replacements.values()) {
    if (consumed.has(stored)) continue;
    orphanedEntries.push(stored);
    if (stored.staffId === null) continue;
    const shiftType = index.shiftTypes.get(stored.shiftTypeId);
    if (!shiftType) {
      missingShiftTypes++;
      continue;
    }
    entries.push(renderStored(index, stored, shiftType, null, true));
    entryDays.push(toDayNumber(stored.date));
    orphansShown++;
  }
  // Overrides stored without a slot at all are orphans too.
  for (const stored of input.storedEntries) {
    if (stored.entryType === 'ONE_OFF' || stored.rotationSlotId !== null) continue;
    const day = toDayNumber(stored.date);
    if (day < rangeStart || day > rangeEnd) continue;
    orphanedEntries.push(stored);
    if (stored.staffId === null) continue;
    const shiftType = index.shiftTypes.get(stored.shiftTypeId);
    if (!shiftType) {
      missingShiftTypes++;
      continue;
    }
    entries.push(renderStored(index, stored, shiftType, null, true));
    entryDays.push(day);
    orphansShown++;
  }
  orphanedEntries.sort((a, b) => compareText(a.date, b.date) || compareText(a.id, b.id));

  let oneOffsAdded = 0;
  for (const stored of oneOffs) {
    const shiftType = index.shiftTypes.get(stored.shiftTypeId);
    if (!shiftType) {
      missingShiftTypes++;
      continue;
    }
    entries.push(renderStored(index, stored, shiftType, null, false));
    entryDays.push(toDayNumber(stored.date));
    oneOffsAdded++;
  }

  let inactiveOpened = 0;
  if (index.inactive.size > 0) {
    for (const entry of entries) {
      const staffId = entry.staffId;
      applyInactiveStaff(index, entry);
      if (staffId !== null && entry.staffId === null) inactiveOpened++;
    }
  }

  let absencesMarked = 0;
  if (index.absencesByStaff.size > 0) {
    for (let i = 0; i < entries.length; i++)
      if (markAbsence(index, entries[i]!, entryDays[i]!)) absencesMarked++;
  }

  const processingSteps: ProcessingStep[] = [
    { step: 'patterns', description: 'Active patterns considered', count: patternsConsidered },
    { step: 'occurrences', description: 'Rotation occurrences generated', count: occurrences },
    { step: 'overrides', description: 'Overrides applied', count: overrides },
    { step: 'claims', description: 'Claims applied', count: claims },
    { step: 'oneOffs', description: 'One-off shifts added', count: oneOffsAdded },
    {
      step: 'orphaned',
      description: 'Orphaned overrides or claims (slot no longer occurs)',
      count: orphanedEntries.length,
    },
    { step: 'orphansShown', description: 'Orphaned entries with staff still shown', count: orphansShown },
    {
      step: 'missingShiftTypes',
      description: 'Entries skipped: shift type not found',
      count: missingShiftTypes,
    },
    { step: 'inactiveStaff', description: 'Shifts of inactive staff shown open', count: inactiveOpened },
    { step: 'absences', description: 'Entries marked with an absence', count: absencesMarked },
  ];

  return { entries: sortEntries(index, entries, entryDays), processingSteps, orphanedEntries };
}
