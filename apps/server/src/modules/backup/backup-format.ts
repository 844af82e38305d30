import { z } from 'zod';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  BACKUP_MAX_ITEMS,
  BACKUP_VERSION,
  BACKUP_VERSIONS,
  BackupAbsenceSchema,
  BackupScheduleEntrySchema,
  BackupStaffSchema,
  ErrorCode,
  text,
  WorkspaceBackupSchema,
  type WorkspaceBackup,
} from '@openrota/contracts';
import { dayOfWeek } from '@openrota/domain';
import { AppError, msg, type ErrorMessage, type LocalizedDetail } from '../../lib/app-error';
import { describeIssue } from '../../lib/validation-issue';
import { unknownId, type FileItem } from '../../lib/file-errors';

/**
 * Reading a backup file (docs/backup-format.md): which version it is, the upgrade of older
 * versions to the current one, the schema check and the checks that the file's ids lead
 * somewhere. Everything here is done before the restore touches the database.
 */

const FIELD = 'backupData';

function invalidBackup(details: LocalizedDetail[], message = msg('backup.invalid')): AppError {
  return new AppError(ErrorCode.VALIDATION_ERROR, 400, message, details.slice(0, 50));
}

function zodDetails(error: z.ZodError): LocalizedDetail[] {
  return error.issues.map((i) => describeIssue({ ...i, path: [FIELD, ...i.path] }));
}

/**
 * Version 1, the minimal file other tools produce (docs/product/workspaces.md#backup-file): version, workspace (with name), exportedAt, staff,
 * shiftTypes and rotationPatterns. Its items may lack what version 2 always writes (colours,
 * slot ids, pattern names and start dates); the upgrade fills those in.
 */
const v1Id = z.union([text().min(1).max(100), z.number().int()]).transform(String);
const V1Schema = z
  .object({
    version: z.unknown(),
    workspace: z.object({ name: text({ message: 'workspace.name is required' }) }).loose(),
    exportedAt: text().optional(),
    shiftTypes: z.array(z.object({ id: v1Id, color: text().nullish() }).loose()).default([]),
    staff: z
      .array(
        z
          .object({
            id: v1Id,
            // Skills as shift type ids or as { shiftTypeId } objects.
            skills: z.array(z.union([v1Id, z.object({ shiftTypeId: v1Id }).loose()])).default([]),
          })
          .loose(),
      )
      .default([]),
    rotationPatterns: z
      .array(
        z
          .object({
            id: v1Id.optional(),
            name: text().nullish(),
            startDate: text().nullish(),
            slots: z
              .array(
                z
                  .object({
                    id: v1Id.optional(),
                    shiftTypeId: v1Id,
                    assignments: z.array(z.object({ staffId: v1Id }).loose()).default([]),
                  })
                  .loose(),
              )
              .default([]),
            assignments: z
              .array(
                z
                  .object({ shiftTypeId: v1Id, staffId: v1Id, rotationSlotId: z.unknown().optional() })
                  .loose(),
              )
              .default([]),
          })
          .loose(),
      )
      .default([]),
  })
  .loose();

const DEFAULT_COLOR = '#10b981';

/**
 * v1 → v2. Missing sections (absences, scheduleEntries, emailSettings) are empty; a pattern
 * without a name is "Rotation n", without a start date it starts on `fallbackStartDate` (the
 * Monday of the restoring day's week); ids become strings; skills become { shiftTypeId }; a
 * slot without an id gets one made up within the file; loose assignments that name a slot
 * are dropped (a v1 file lists a slot's assignment in the slot as well).
 */
export function upgradeV1(input: unknown, fallbackStartDate: string): unknown {
  const parsed = V1Schema.safeParse(input);
  if (!parsed.success) throw invalidBackup(zodDetails(parsed.error));
  const v1 = parsed.data;
  return {
    ...v1,
    version: 2,
    shiftTypes: v1.shiftTypes.map((t) => ({ ...t, color: t.color ?? DEFAULT_COLOR })),
    staff: v1.staff.map((s) => ({
      ...s,
      skills: s.skills.map((k) =>
        typeof k === 'string' ? { shiftTypeId: k } : { ...k, shiftTypeId: k.shiftTypeId },
      ),
    })),
    rotationPatterns: v1.rotationPatterns.map((p, i) => ({
      ...p,
      id: p.id ?? `pattern-${i + 1}`,
      name: p.name?.trim() ? p.name : `Rotation ${i + 1}`,
      startDate: p.startDate ?? fallbackStartDate,
      slots: p.slots.map((s, j) => ({ ...s, id: s.id ?? `pattern-${i + 1}-slot-${j + 1}` })),
      assignments: p.assignments
        .filter((a) => a.rotationSlotId === undefined || a.rotationSlotId === null)
        .map((a) => ({ ...a, rotationSlotId: null })),
    })),
    absences: [],
    scheduleEntries: [],
    emailSettings: null,
  };
}

/** Upgrades, one step at a time, from a file's version to the current one. */
const UPGRADES: Record<number, (data: unknown, fallbackStartDate: string) => unknown> = { 1: upgradeV1 };

function readVersion(data: Record<string, unknown>): number {
  const raw = data.version;
  const version = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : raw;
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    throw invalidBackup([
      {
        field: `${FIELD}.version`,
        message: msg('backup.versionNotInteger', {
          versions: BACKUP_VERSIONS.slice(0, -1).join(', '),
          last: BACKUP_VERSION,
        }),
      },
    ]);
  }
  if (version > BACKUP_VERSION) {
    const message = msg('backup.versionTooNew', { version, max: BACKUP_VERSION });
    throw invalidBackup([{ field: `${FIELD}.version`, message }], message);
  }
  if (!(BACKUP_VERSIONS as readonly number[]).includes(version)) {
    throw invalidBackup([
      {
        field: `${FIELD}.version`,
        message: msg('backup.versionUnknown', { version, versions: BACKUP_VERSIONS.join(', ') }),
      },
    ]);
  }
  return version;
}

/**
 * The backup as the current version, checked for shape and references; anything wrong answers
 * 400 naming the field. `input` may be the parsed file or its text.
 */
export async function readBackup(input: unknown, fallbackStartDate: string): Promise<WorkspaceBackup> {
  let data = input;
  if (data === undefined || data === null)
    throw invalidBackup([{ field: FIELD, message: msg('backup.required') }], msg('backup.required'));
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      throw invalidBackup([{ field: FIELD, message: msg('backup.notJson') }]);
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw invalidBackup([{ field: FIELD, message: msg('backup.notObject') }]);
  }
  const record = data as Record<string, unknown>;
  const missing = (['version', 'workspace'] as const).filter(
    (k) => !(k in record) || record[k] === undefined || record[k] === null,
  );
  if (missing.length) {
    throw invalidBackup(
      missing.map((k) => ({ field: `${FIELD}.${k}`, message: msg('backup.mustContain', { key: k }) })),
      msg('backup.mustContainVersionAndWorkspace'),
    );
  }
  assertWithinMaxItems(record);
  let version = readVersion(record);
  let current: unknown = data;
  while (version < BACKUP_VERSION) {
    current = UPGRADES[version]!(current, fallbackStartDate);
    version++;
  }
  const parsed = await parseInSlices(current as Record<string, unknown>);
  checkReferences(parsed);
  return parsed;
}

/** Too long a list is refused before anything else is read (the count is all it costs). */
function assertWithinMaxItems(record: Record<string, unknown>) {
  for (const [key, max] of Object.entries(BACKUP_MAX_ITEMS)) {
    const list = record[key];
    if (Array.isArray(list) && list.length > max) {
      const message = msg('backup.tooManyItems', { max, key, found: list.length });
      throw invalidBackup([{ field: `${FIELD}.${key}`, message }], message);
    }
  }
}

/** The lists that can be long, validated SLICE items at a time. */
const LONG_LISTS = {
  staff: BackupStaffSchema,
  absences: BackupAbsenceSchema,
  scheduleEntries: BackupScheduleEntrySchema,
} as const;
const SLICE = 500;

/**
 * The schema check, without holding the event loop for the whole file: the long lists are
 * checked a slice at a time, other requests running in between (issue 10: a big restore kept
 * /healthz waiting a second); the rest of the file in one go.
 */
async function parseInSlices(current: Record<string, unknown>): Promise<WorkspaceBackup> {
  const head = { ...current };
  for (const key of Object.keys(LONG_LISTS)) if (Array.isArray(head[key])) head[key] = [];
  const parsed = WorkspaceBackupSchema.safeParse(head);
  if (!parsed.success) throw invalidBackup(zodDetails(parsed.error));
  const issues: LocalizedDetail[] = [];
  const lists: Record<string, unknown[]> = {};
  for (const [key, schema] of Object.entries(LONG_LISTS)) {
    const list = current[key];
    if (!Array.isArray(list)) continue;
    const out: unknown[] = [];
    for (let start = 0; start < list.length && issues.length < 50; start += SLICE) {
      await nextTurn();
      for (let i = start; i < Math.min(start + SLICE, list.length); i++) {
        const item = schema.safeParse(list[i]);
        if (item.success) out.push(item.data);
        else
          issues.push(
            ...item.error.issues.map((issue) =>
              describeIssue({ ...issue, path: [FIELD, key, i, ...issue.path] }),
            ),
          );
      }
    }
    lists[key] = out;
  }
  if (issues.length) throw invalidBackup(issues);
  return { ...parsed.data, ...lists } as WorkspaceBackup;
}

function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Ids that lead nowhere, duplicate ids, and what the database would refuse with a 500. */
export function checkReferences(b: WorkspaceBackup): void {
  const details: LocalizedDetail[] = [];
  const add = (field: string, message: ErrorMessage) => details.push({ field: `${FIELD}.${field}`, message });
  const ids = <T extends { id: string }>(rows: T[], section: string) => {
    const map = new Map<string, T>();
    rows.forEach((r, i) => {
      if (map.has(r.id)) add(`${section}.${i}.id`, msg('backup.duplicateId', { id: r.id, section }));
      else map.set(r.id, r);
    });
    return map;
  };
  if (!isTimeZone(b.workspace.timeZone))
    add('workspace.timeZone', msg('backup.unknownTimeZone', { timeZone: b.workspace.timeZone }));
  const types = ids(b.shiftTypes, 'shiftTypes');
  const staff = ids(b.staff, 'staff');
  const patterns = ids(b.rotationPatterns, 'rotationPatterns');
  const slots = new Map<string, { patternId: string }>();
  const exists = (map: Map<string, unknown>, value: string, field: string, what: FileItem) => {
    if (!map.has(value)) add(field, unknownId(what, value));
  };

  const typeNames = new Set<string>();
  b.shiftTypes.forEach((t, i) => {
    const key = t.name.trim().toLowerCase();
    if (typeNames.has(key)) add(`shiftTypes.${i}.name`, msg('backup.twoShiftTypesNamed', { name: t.name }));
    typeNames.add(key);
  });
  b.staff.forEach((s, i) => {
    const seen = new Set<string>();
    s.skills.forEach((k, j) => {
      exists(types, k.shiftTypeId, `staff.${i}.skills.${j}.shiftTypeId`, 'shiftType');
      if (seen.has(k.shiftTypeId))
        add(`staff.${i}.skills.${j}.shiftTypeId`, msg('backup.skillTwice', { id: k.shiftTypeId }));
      seen.add(k.shiftTypeId);
    });
  });
  b.rotationPatterns.forEach((p, i) => {
    const at = `rotationPatterns.${i}`;
    if (dayOfWeek(p.startDate) !== 0) add(`${at}.startDate`, msg('backup.startDateMonday'));
    if (p.endDate !== null && p.endDate <= p.startDate) add(`${at}.endDate`, msg('backup.endDateAfterStart'));
    p.slots.forEach((s, j) => {
      const sat = `${at}.slots.${j}`;
      if (slots.has(s.id)) add(`${sat}.id`, msg('backup.duplicateId', { id: s.id, section: 'slots' }));
      slots.set(s.id, { patternId: p.id });
      if (s.weekNumber > p.weekCount)
        add(`${sat}.weekNumber`, msg('files.beyondWeeks', { week: s.weekNumber, weekCount: p.weekCount }));
      exists(types, s.shiftTypeId, `${sat}.shiftTypeId`, 'shiftType');
      s.assignments.forEach((a, k) => exists(staff, a.staffId, `${sat}.assignments.${k}.staffId`, 'staff'));
    });
    p.assignments.forEach((a, j) => {
      const aat = `${at}.assignments.${j}`;
      if (a.weekNumber > p.weekCount)
        add(`${aat}.weekNumber`, msg('files.beyondWeeks', { week: a.weekNumber, weekCount: p.weekCount }));
      exists(types, a.shiftTypeId, `${aat}.shiftTypeId`, 'shiftType');
      exists(staff, a.staffId, `${aat}.staffId`, 'staff');
    });
  });
  ids(b.absences, 'absences');
  b.absences.forEach((a, i) => {
    exists(staff, a.staffId, `absences.${i}.staffId`, 'staff');
    if (a.endDate < a.startDate) add(`absences.${i}.endDate`, msg('backup.endDateNotBeforeStart'));
  });
  ids(b.scheduleEntries, 'scheduleEntries');
  const slotDates = new Set<string>();
  b.scheduleEntries.forEach((e, i) => {
    const at = `scheduleEntries.${i}`;
    exists(types, e.shiftTypeId, `${at}.shiftTypeId`, 'shiftType');
    if (e.staffId !== null) exists(staff, e.staffId, `${at}.staffId`, 'staff');
    if (e.originalStaffId !== null) exists(staff, e.originalStaffId, `${at}.originalStaffId`, 'staff');
    if (e.rotationPatternId !== null)
      exists(patterns, e.rotationPatternId, `${at}.rotationPatternId`, 'rotationPattern');
    if (e.rotationSlotId !== null) {
      const slot = slots.get(e.rotationSlotId);
      if (!slot) add(`${at}.rotationSlotId`, msg('backup.unknownSlot', { id: e.rotationSlotId }));
      else if (e.rotationPatternId !== null && slot.patternId !== e.rotationPatternId)
        add(
          `${at}.rotationSlotId`,
          msg('backup.slotOfOtherPattern', { slot: e.rotationSlotId, pattern: e.rotationPatternId }),
        );
      const key = `${e.rotationSlotId}|${e.date}`;
      if (slotDates.has(key))
        add(`${at}.date`, msg('backup.twoEntriesForSlot', { slot: e.rotationSlotId, date: e.date }));
      slotDates.add(key);
    }
    if (e.isCancelled && e.staffId !== null) add(`${at}.isCancelled`, msg('backup.cancelledHasNoStaff'));
    if (e.entryType === 'CLAIMED' && e.staffId === null)
      add(`${at}.staffId`, msg('backup.claimedNeedsStaff'));
  });
  checkWorkingTime(b, { add, ids, exists, types, staff });
  if (details.length) throw invalidBackup(details);
}

/** The working-time sections (docs/product/working-time.md): sets, contract periods, holidays. */
function checkWorkingTime(
  b: WorkspaceBackup,
  h: {
    add: (field: string, message: ErrorMessage) => void;
    ids: <T extends { id: string }>(rows: T[], section: string) => Map<string, T>;
    exists: (map: Map<string, unknown>, value: string, field: string, what: FileItem) => void;
    types: Map<string, unknown>;
    staff: Map<string, unknown>;
  },
) {
  const sets = h.ids(b.ruleSets ?? [], 'ruleSets');
  const names = new Set<string>();
  let defaults = 0;
  (b.ruleSets ?? []).forEach((r, i) => {
    const at = `ruleSets.${i}`;
    const key = r.name.trim().toLowerCase();
    if (names.has(key)) h.add(`${at}.name`, msg('backup.twoRuleSetsNamed', { name: r.name }));
    names.add(key);
    if (r.isDefault && ++defaults > 1)
      h.add(`${at}.isDefault`, msg('backup.twoDefaultRuleSets', { name: r.name }));
    r.rules.maxShiftsOfType.params.limits.forEach((l, j) =>
      h.exists(
        h.types,
        l.shiftTypeId,
        `${at}.rules.maxShiftsOfType.params.limits.${j}.shiftTypeId`,
        'shiftType',
      ),
    );
    r.rules.forbiddenSuccession.params.pairs.forEach((p, j) => {
      const pat = `${at}.rules.forbiddenSuccession.params.pairs.${j}`;
      h.exists(h.types, p.fromShiftTypeId, `${pat}.fromShiftTypeId`, 'shiftType');
      h.exists(h.types, p.toShiftTypeId, `${pat}.toShiftTypeId`, 'shiftType');
    });
  });
  h.ids(b.contracts ?? [], 'contracts');
  const starts = new Set<string>();
  (b.contracts ?? []).forEach((c, i) => {
    const at = `contracts.${i}`;
    h.exists(h.staff, c.staffId, `${at}.staffId`, 'staff');
    if (c.ruleSetId !== null) h.exists(sets, c.ruleSetId, `${at}.ruleSetId`, 'ruleSet');
    const key = `${c.staffId}|${c.startsOn}`;
    if (starts.has(key))
      h.add(`${at}.startsOn`, msg('backup.twoContractsOnDate', { staff: c.staffId, date: c.startsOn }));
    starts.add(key);
    if (
      c.minHoursPerPeriod !== null &&
      c.maxHoursPerPeriod !== null &&
      c.minHoursPerPeriod > c.maxHoursPerPeriod
    )
      h.add(`${at}.maxHoursPerPeriod`, msg('schema.minHoursAboveMax'));
  });
  const dates = new Set<string>();
  (b.publicHolidays ?? []).forEach((d, i) => {
    if (dates.has(d.date)) h.add(`publicHolidays.${i}.date`, msg('backup.twoHolidaysOn', { date: d.date }));
    dates.add(d.date);
  });
  // Availability: each member's week versions and exceptions, one per date.
  const weekStarts = new Set<string>();
  (b.availabilityWeeks ?? []).forEach((w, i) => {
    h.exists(h.staff, w.staffId, `availabilityWeeks.${i}.staffId`, 'staff');
    const key = `${w.staffId}|${w.effectiveFrom}`;
    if (weekStarts.has(key))
      h.add(
        `availabilityWeeks.${i}.effectiveFrom`,
        msg('backup.twoAvailabilityWeeks', { staff: w.staffId, date: w.effectiveFrom }),
      );
    weekStarts.add(key);
  });
  const exceptionDates = new Set<string>();
  (b.availabilityExceptions ?? []).forEach((e, i) => {
    h.exists(h.staff, e.staffId, `availabilityExceptions.${i}.staffId`, 'staff');
    const key = `${e.staffId}|${e.date}`;
    if (exceptionDates.has(key))
      h.add(
        `availabilityExceptions.${i}.date`,
        msg('backup.twoAvailabilityExceptions', { staff: e.staffId, date: e.date }),
      );
    exceptionDates.add(key);
  });
  // Shift trades: their staff and shift type exist (slots and entries may be gone: none).
  h.ids(b.shiftTrades ?? [], 'shiftTrades');
  (b.shiftTrades ?? []).forEach((r, i) => {
    const at = `shiftTrades.${i}`;
    h.exists(h.staff, r.offeredByStaffId, `${at}.offeredByStaffId`, 'staff');
    h.exists(h.types, r.shiftTypeId, `${at}.shiftTypeId`, 'shiftType');
    if (r.acceptedByStaffId !== null)
      h.exists(h.staff, r.acceptedByStaffId, `${at}.acceptedByStaffId`, 'staff');
    r.swapOptions.forEach((o, j) => h.exists(h.staff, o.staffId, `${at}.swapOptions.${j}.staffId`, 'staff'));
    if (r.acceptedShift) h.exists(h.staff, r.acceptedShift.staffId, `${at}.acceptedShift.staffId`, 'staff');
  });
  // The published snapshot: its members and shift types exist.
  (b.publishedShifts ?? []).forEach((r, i) => {
    h.exists(h.staff, r.staffId, `publishedShifts.${i}.staffId`, 'staff');
    h.exists(h.types, r.shiftTypeId, `publishedShifts.${i}.shiftTypeId`, 'shiftType');
  });
}
