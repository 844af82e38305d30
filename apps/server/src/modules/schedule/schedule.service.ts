import {
  MAX_SCHEDULE_RANGE_DAYS,
  type Language,
  type Conflict,
  type DeactivationPreview,
  type DebugData,
  type Schedule,
  type ScheduleQuery,
} from '@openrota/contracts';
import {
  addDays,
  buildSchedule,
  daysBetween,
  findConflicts,
  todayInTimeZone,
  type DateRange,
  type ProcessingStep,
  type ScheduleEntry,
  type ScheduleInput,
  type ScheduleResult,
  withoutCalculationDetails,
} from '@openrota/domain';
import zlib from 'node:zlib';
import type { AppContext, ScheduleRow } from '../../context';
import type { DbOrTx } from '../../db/database';
import { AppError, msg } from '../../lib/app-error';
import * as repo from './schedule.repository';
import { assertStaffExists } from '../staff/staff.service';
import { violationDtos, type RuleFindings } from '../../lib/rule-violations';
import { periodViolationsOfEntries } from './rule-checks.service';
import { ifNoneMatchHits, scheduleEtag, type BodyEncoding as HttpBodyEncoding } from '../../lib/http-cache';
import {
  cachedValue,
  computedRange,
  isLatestContent,
  keepValue,
  scheduleHead,
  scheduleHeadOf,
  type ComputedRange,
  type ScheduleHead,
} from './schedule-cache';

/** The schedule of a range plus what a renderer (the PDF calendar) needs beside the entries. */
export interface ComputedSchedule extends Omit<Schedule, 'violations'> {
  absences: Array<{
    id: string;
    staffId: string;
    staffName: string;
    staffShortName: string | null;
    startDate: string;
    endDate: string;
    type: string;
    reason: string | null;
  }>;
  conflicts: Conflict[];
  shiftTypes: Array<{
    id: string;
    name: string;
    shortName: string | null;
    color: string;
    startTime: string | null;
    endTime: string | null;
  }>;
  staff: Array<{ id: string; name: string; shortName: string | null; active: boolean }>;
  workspaceName: string;
}

interface Run {
  range: DateRange;
  today: string;
  timeZone: string;
  workspaceName: string;
  input: ScheduleInput;
  result: ScheduleResult;
}

/** endDate not before startDate, and at most MAX_SCHEDULE_RANGE_DAYS days (inclusive). */
export function validateRange(range: DateRange): void {
  const days = daysBetween(range.startDate, range.endDate);
  if (days < 0) throw AppError.badRequest(msg('schema.endDateNotBeforeStart'), 'endDate');
  if (days + 1 > MAX_SCHEDULE_RANGE_DAYS)
    throw AppError.badRequest(msg('schedule.rangeTooLong', { max: MAX_SCHEDULE_RANGE_DAYS }), 'endDate');
}

/** What `run` may be given already read (one snapshot of the workspace and the range's input). */
interface Loaded {
  workspace: { name: string; timeZone: string };
  input: ScheduleInput;
}

async function run(ctx: AppContext, workspaceId: string, range: DateRange, loaded?: Loaded): Promise<Run> {
  validateRange(range);
  const [workspace, input] = loaded
    ? [loaded.workspace, loaded.input]
    : await Promise.all([
        repo.findWorkspaceInfo(ctx.db, workspaceId),
        repo.loadScheduleInput(ctx.db, workspaceId, range),
      ]);
  if (!workspace) throw AppError.notFound('workspace');
  const today = todayInTimeZone(ctx.clock.now().getTime(), workspace.timeZone);
  const result = buildSchedule(input, range, today);
  return { range, today, timeZone: workspace.timeZone, workspaceName: workspace.name, input, result };
}

/**
 * GET /schedules and the PDF calendar (also the ledger and the reminder mails): the engine's
 * schedule of the range, from the schedule cache, filtered by staff member (entries they work),
 * shift type and entry type. Absences and conflicts follow the staff and shift type filters;
 * shift types and staff are the whole workspace's.
 */
export async function computeSchedule(
  ctx: AppContext,
  ws: { workspaceId: string },
  query: ScheduleQuery,
): Promise<ComputedSchedule> {
  const range = { startDate: query.startDate, endDate: query.endDate };
  validateRange(range);
  return shape(await computedRange(ctx, ws.workspaceId, range), query);
}

/** `entriesOnly`: GET /schedules sends only the entries, so absences and conflicts are left empty. */
function shape(computed: ComputedRange, query: ScheduleQuery, entriesOnly = false): ComputedSchedule {
  const { range, today, timeZone, workspaceName, input } = computed;
  const { staffId, shiftTypeId } = query;
  const entries = computed.entries.filter(matchesQuery(query));
  const staffById = new Map(input.staff.map((s) => [s.id, s]));
  const absences = (entriesOnly ? [] : input.absences)
    .filter(
      (a) =>
        (staffId === undefined || a.staffId === staffId) &&
        a.startDate <= range.endDate &&
        a.endDate >= range.startDate,
    )
    .map((a) => {
      const member = staffById.get(a.staffId);
      return {
        id: a.id,
        staffId: a.staffId,
        staffName: member?.name ?? '',
        staffShortName: member?.shortName ?? null,
        startDate: a.startDate,
        endDate: a.endDate,
        type: a.type,
        reason: a.reason,
      };
    });
  const conflicts = (entriesOnly ? [] : findConflicts(computed.entries, input.absences)).filter(
    (c: Conflict) =>
      (staffId === undefined || c.staff.id === staffId) &&
      (shiftTypeId === undefined || c.shiftType.id === shiftTypeId),
  );
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    today,
    timeZone,
    entries,
    absences,
    conflicts,
    shiftTypes: input.shiftTypes.map((t) => ({
      id: t.id,
      name: t.name,
      shortName: t.shortName,
      color: t.color,
      startTime: t.startTime,
      endTime: t.endTime,
    })),
    staff: input.staff.map((s) => ({ id: s.id, name: s.name, shortName: s.shortName, active: s.active })),
    workspaceName,
  };
}

/** GET /schedules' filters: entries a staff member works, of a shift type, of an entry type. */
function matchesQuery(query: Pick<ScheduleQuery, 'staffId' | 'shiftTypeId' | 'entryType'>) {
  const { staffId, shiftTypeId, entryType } = query;
  return (e: ScheduleEntry) =>
    (staffId === undefined || e.staffId === staffId) &&
    (shiftTypeId === undefined || e.shiftTypeId === shiftTypeId) &&
    (entryType === undefined || e.entryType === entryType);
}

/**
 * The entries GET /schedules answers for `query` (cancelled ones included), from the schedule
 * cache at `head`: a manager's workspace calendar feed reads them here.
 */
export async function scheduleEntries(
  ctx: AppContext,
  ws: { workspaceId: string },
  query: Pick<ScheduleQuery, 'startDate' | 'endDate' | 'staffId' | 'shiftTypeId'>,
  head: ScheduleHead,
): Promise<{ computed: ComputedRange; entries: ScheduleEntry[] }> {
  const range = { startDate: query.startDate, endDate: query.endDate };
  validateRange(range);
  const computed = await computedRange(ctx, ws.workspaceId, range, { head });
  return { computed, entries: computed.entries.filter(matchesQuery(query)) };
}

/**
 * What staff are shown of a published workspace (publishMode ON_PUBLISH,
 * docs/adr/0012-publish-snapshot.md): the snapshot's shifts by member on the days where it
 * applies (from the workspace's today, or the snapshot's first day, to its horizon, within the
 * asked range); null when staff see the live schedule everywhere (IMMEDIATE). Read after the
 * computation it is applied to, so it is at least as new as that computation's version, and
 * kept under that version.
 */
interface PublishedView {
  startDate: string;
  endDate: string;
  byStaff: Map<string, ScheduleEntry[]>;
}

async function publishedView(
  ctx: AppContext,
  workspaceId: string,
  range: DateRange,
  computed: { version: number; today: string },
): Promise<PublishedView | null> {
  const key = `published|${workspaceId}|${computed.version}|${computed.today}|${range.startDate}|${range.endDate}`;
  const kept = cachedValue<{ view: PublishedView | null }>(ctx, key);
  if (kept) return kept.view;
  const state = await repo.findPublishState(ctx.db, workspaceId);
  let view: PublishedView | null = null;
  if (state?.mode === 'ON_PUBLISH' && state.publishedUntil) {
    const from = [computed.today, state.publishedFrom ?? computed.today, range.startDate].sort().at(-1)!;
    const until = [state.publishedUntil, range.endDate].sort()[0]!;
    view = {
      startDate: from,
      endDate: until,
      byStaff: await publishedShiftsIn(ctx.db, workspaceId, from, until),
    };
  }
  let bytes = 64;
  for (const list of view?.byStaff.values() ?? []) bytes += list.length * 700;
  keepValue(ctx, key, { view }, bytes);
  return view;
}

/** The engine's order: by date, then start time, then the shift type's name. */
function byDateAndTime(a: ScheduleEntry, b: ScheduleEntry): number {
  return (
    a.date.localeCompare(b.date) ||
    (a.shiftType.startTime ?? '').localeCompare(b.shiftType.startTime ?? '') ||
    a.shiftType.name.localeCompare(b.shiftType.name)
  );
}

/** A member's live shifts with the published ones in place of those of the snapshot's days. */
function visibleShifts(view: PublishedView | null, staffId: string, live: ScheduleEntry[]): ScheduleEntry[] {
  if (!view) return live;
  const published = view.byStaff.get(staffId) ?? [];
  const outside = live.filter((e) => e.date < view.startDate || e.date > view.endDate);
  if (published.length === 0) return outside;
  return [...outside, ...published].sort(byDateAndTime);
}

/**
 * The shifts a staff member works in `range` (not cancelled), from the schedule cache at `head`:
 * the one read behind what a member is shown of their own schedule (the staff portal's my-shifts
 * and their calendar feed), so a rule of what staff may see is applied in one place. A workspace
 * that publishes (ON_PUBLISH) shows the published snapshot inside its horizon
 * (docs/adr/0012-publish-snapshot.md).
 */
export async function staffMemberShifts(
  ctx: AppContext,
  workspaceId: string,
  staffId: string,
  range: DateRange,
  head: ScheduleHead,
): Promise<{ computed: ComputedRange; shifts: ScheduleEntry[] }> {
  validateRange(range);
  const computed = await computedRange(ctx, workspaceId, range, { head });
  const view = await publishedView(ctx, workspaceId, range, computed);
  return { computed, shifts: visibleShifts(view, staffId, computed.byStaff.get(staffId) ?? []) };
}

/**
 * Every member's shifts in `range` as staff are shown them (`staffMemberShifts` for everyone at
 * once): the reminder mails read these.
 */
export async function staffVisibleShifts(
  ctx: AppContext,
  workspaceId: string,
  range: DateRange,
): Promise<Map<string, ScheduleEntry[]>> {
  validateRange(range);
  const computed = await computedRange(ctx, workspaceId, range);
  const view = await publishedView(ctx, workspaceId, range, computed);
  if (!view) return computed.byStaff;
  const result = new Map<string, ScheduleEntry[]>();
  for (const staffId of new Set([...computed.byStaff.keys(), ...view.byStaff.keys()])) {
    const shifts = visibleShifts(view, staffId, computed.byStaff.get(staffId) ?? []);
    if (shifts.length > 0) result.set(staffId, shifts);
  }
  return result;
}

/** How a GET /schedules body is sent: as is, or compressed for a client that accepts it. */
export type BodyEncoding = HttpBodyEncoding;

/** Above this size the first compression of a body is brotli's quickest (quality 0). */
const LARGE_BODY_BYTES = 512 * 1024;

/**
 * `body` (one buffer, or the parts whose concatenation it is: they are compressed as they are,
 * without copying them into one) compressed as `encoding`.
 */
function encode(
  body: Buffer | readonly Buffer[],
  encoding: Exclude<BodyEncoding, 'identity'>,
  fast = false,
): Promise<Buffer> {
  let parts = Buffer.isBuffer(body) ? [body] : body;
  let length = 0;
  for (const part of parts) length += part.length;
  // A small body is compressed in one piece (brotli's quickest qualities make a block of each
  // piece written); a large one piece by piece (a day of a month's entries is tens of kilobytes),
  // which spares copying megabytes into one buffer.
  if (parts.length > 1 && length <= LARGE_BODY_BYTES) parts = [Buffer.concat(parts as Buffer[], length)];
  // Off the event loop, in the zlib thread pool. `fast` (gzip 1; brotli 0 for a large body, 1
  // for a small one, where it takes well under a millisecond and compresses a good deal better)
  // for the first answer after a change: a couple of milliseconds for a month of a large ward
  // (2.4 MB) where brotli 4 takes twenty times as long and brotli 1 five times; the kept body is
  // then replaced by the smaller one (`encodeAndKeep`).
  const stream =
    encoding === 'br'
      ? zlib.createBrotliCompress({
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: fast ? (length > LARGE_BODY_BYTES ? 0 : 1) : 4,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length,
          },
        })
      : zlib.createGzip({ level: fast ? 1 : zlib.constants.Z_DEFAULT_COMPRESSION });
  return new Promise((resolve, reject) => {
    const out: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(out)));
    stream.on('error', reject);
    for (const part of parts) stream.write(part);
    stream.end();
  });
}

/** How long after a quickly compressed answer its better compression starts. */
export const BETTER_COMPRESSION_DELAY_MS = 300;

/**
 * `plain` compressed as `encoding`, kept under `keep`'s keys: quickly compressed for this answer,
 * then, a moment later and while `wanted` says it may still be asked for (no newer content of its
 * range: a write every few seconds would otherwise keep a core busy compressing bodies nobody
 * reads), compressed better in the background and kept in its place (the same bytes once
 * decoded), so that the answers after it, the many, are the small ones.
 */
async function encodeAndKeep(
  plain: Buffer | readonly Buffer[],
  encoding: Exclude<BodyEncoding, 'identity'>,
  keep: (body: Buffer) => void,
  wanted: () => boolean = () => true,
): Promise<Buffer> {
  const quick = await encode(plain, encoding, true);
  keep(quick);
  setTimeout(() => {
    if (wanted()) encode(plain, encoding).then(keep, () => undefined);
  }, BETTER_COMPRESSION_DELAY_MS).unref();
  return quick;
}

/**
 * GET /schedules: its ETag (scheduleEtag: version, today, the query, the violations' language)
 * and, unless `ifNoneMatch` names it, the JSON body `{ success, data: { startDate, endDate,
 * today, timeZone, entries, violations } }` encoded as asked. The body is made once per version
 * from the schedule cache's computed range (the violations from the same computation) and kept
 * there, plain and per encoding. The engine's entries have exactly the contract's shape (a type
 * test in @openrota/contracts), so they are serialised directly.
 */
export async function scheduleResponse(
  ctx: AppContext,
  ws: { workspaceId: string; scheduleRow?: ScheduleRow | undefined },
  query: ScheduleQuery,
  encoding: BodyEncoding = 'identity',
  violationsIn?: Language,
  ifNoneMatch?: string | string[],
): Promise<{ etag: string; body?: Buffer }> {
  const range = { startDate: query.startDate, endDate: query.endDate };
  validateRange(range);
  const params = [
    'schedules',
    ws.workspaceId,
    range.startDate,
    range.endDate,
    query.staffId,
    query.shiftTypeId,
    query.entryType,
    violationsIn ?? '-',
  ];
  const head = await scheduleHeadOf(ctx, ws);
  const etag = scheduleEtag(head, ...params);
  if (ifNoneMatchHits(ifNoneMatch, etag)) return { etag };
  const ready = cachedValue<Buffer>(ctx, `${ws.workspaceId}|${etag}|${encoding}`);
  if (ready) return { etag, body: ready };
  const computed = await computedRange(ctx, ws.workspaceId, range, { rules: !!violationsIn, head });
  // The body is of the computation's version (newer than `head`'s when a write landed in between).
  const made = scheduleEtag(computed, ...params);
  // Bodies are kept by the computation's content too: a later version computed to the same
  // content (a write that changed none of its rows) sends the same bytes without making them again.
  const content = `${computed.contentId}|${params.map((p) => p ?? '').join('|')}`;
  const keep = (encoded: BodyEncoding, body: Buffer) => {
    keepValue(ctx, `${ws.workspaceId}|${made}|${encoded}`, body, body.length);
    keepValue(ctx, `${ws.workspaceId}|content|${content}|${encoded}`, body, body.length);
  };
  const reused = cachedValue<Buffer>(ctx, `${ws.workspaceId}|content|${content}|${encoding}`);
  if (reused) {
    keepValue(ctx, `${ws.workspaceId}|${made}|${encoding}`, reused, reused.length);
    return { etag: made, body: reused };
  }
  // The JSON as parts (the head, each day's entries, the violations), kept: compressed from the
  // parts as they are, joined into one buffer only for a client that takes it uncompressed.
  let parts = cachedValue<readonly Buffer[]>(ctx, `${ws.workspaceId}|content|${content}|parts`);
  if (!parts) {
    const s = shape(computed, query, true);
    const checked = computed.rules;
    const violations =
      checked && violationsIn
        ? violationDtos(
            {
              violations:
                query.staffId === undefined
                  ? checked.violations
                  : periodViolationsOfEntries(
                      checked.check,
                      computed.input,
                      checked.shiftsByStaff.get(query.staffId) ?? [],
                      range,
                      query.staffId,
                    ),
              timeZone: checked.check.timeZone,
            },
            violationsIn,
          )
        : [];
    const unfiltered =
      query.staffId === undefined && query.shiftTypeId === undefined && query.entryType === undefined;
    parts = scheduleJsonParts(
      {
        startDate: s.startDate,
        endDate: s.endDate,
        today: s.today,
        timeZone: s.timeZone,
        entries: s.entries,
        violations,
      },
      unfiltered ? computed.days : undefined,
    );
    let bytes = 0;
    for (const part of parts) bytes += part.length;
    keepValue(ctx, `${ws.workspaceId}|content|${content}|parts`, parts, bytes);
  }
  if (encoding === 'identity') {
    const plain = Buffer.concat(parts);
    keep('identity', plain);
    return { etag: made, body: plain };
  }
  return {
    etag: made,
    body: await encodeAndKeep(
      parts,
      encoding,
      (body) => keep(encoding, body),
      () => isLatestContent(ctx, ws.workspaceId, range, !!violationsIn, computed.contentId),
    ),
  };
}

/**
 * Each computed entry's JSON and each computed day's (its entries' joined by commas), made once:
 * an entry, and the list of a day, that no write changed are the same objects in the next
 * version's computation (schedule-cache.ts), so after a write only the changed days' entries
 * are serialised again.
 */
const entryJson = new WeakMap<ScheduleEntry, Buffer>();
const dayJson = new WeakMap<readonly ScheduleEntry[], Buffer>();
const COMMA = Buffer.from(',');

function jsonOfEntry(entry: ScheduleEntry): Buffer {
  let json = entryJson.get(entry);
  if (!json) {
    json = Buffer.from(JSON.stringify(entry));
    entryJson.set(entry, json);
  }
  return json;
}

/** The entries' JSON joined by commas (without brackets). */
function joined(entries: readonly ScheduleEntry[]): Buffer {
  const parts: Buffer[] = [];
  entries.forEach((entry, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(jsonOfEntry(entry));
  });
  return Buffer.concat(parts);
}

/**
 * `JSON.stringify({ success: true, data: schedule })`, byte for byte, as the parts whose
 * concatenation it is, with each entry's JSON (and given `days`, the day-by-day lists whose
 * concatenation is `schedule.entries`, each day's) made once.
 */
export function scheduleJsonParts(
  schedule: Schedule,
  days?: readonly (readonly ScheduleEntry[])[],
): Buffer[] {
  const { entries, violations, ...head } = schedule;
  const headJson = JSON.stringify({ success: true, data: { ...head, entries: [] } });
  const parts: Buffer[] = [Buffer.from(`${headJson.slice(0, -4)}[`)];
  if (days) {
    for (const day of days) {
      if (day.length === 0) continue;
      let json = dayJson.get(day);
      if (!json) {
        json = joined(day);
        dayJson.set(day, json);
      }
      if (parts.length > 1) parts.push(COMMA);
      parts.push(json);
    }
  } else parts.push(joined(entries));
  parts.push(Buffer.from(`],"violations":${JSON.stringify(violations)}}}`));
  return parts;
}

/**
 * A response body made from the schedule at one version, kept in the schedule cache under `key`
 * (which must name the workspace, the version and everything else the body depends on, as an
 * ETag does), plain and per encoding: made once, compressed once, then sent as it is.
 */
export async function keptBody(
  ctx: AppContext,
  key: string,
  encoding: BodyEncoding,
  make: () => Promise<Buffer>,
): Promise<Buffer> {
  const ready = cachedValue<Buffer>(ctx, `body|${key}|${encoding}`);
  if (ready) return ready;
  let plain = cachedValue<Buffer>(ctx, `body|${key}|identity`);
  if (!plain) {
    plain = await make();
    keepValue(ctx, `body|${key}|identity`, plain, plain.length);
  }
  if (encoding === 'identity') return plain;
  return encodeAndKeep(plain, encoding, (body) =>
    keepValue(ctx, `body|${key}|${encoding}`, body, body.length),
  );
}

/** GET /schedules' body alone (tests and benchmarks): `scheduleResponse` without revalidation. */
export async function scheduleResponseBody(
  ctx: AppContext,
  ws: { workspaceId: string },
  query: ScheduleQuery,
  encoding: BodyEncoding = 'identity',
  violationsIn?: Language,
): Promise<Buffer> {
  return (await scheduleResponse(ctx, ws, query, encoding, violationsIn)).body!;
}

/**
 * The tag of GET /api/schedules/debug: the version, today and the range (revalidated like the
 * other schedule reads). A range the read refuses gets its 400 here, before any 304.
 */
export function debugEtag(head: ScheduleHead, ws: { workspaceId: string }, range: DateRange): string {
  validateRange(range);
  return scheduleEtag(head, 'debug', ws.workspaceId, range.startDate, range.endDate);
}

/** The ETag of GET /api/schedules/violations for `query` at `head`, in `language` (a refused range: 400). */
export function violationsEtag(
  head: ScheduleHead,
  ws: { workspaceId: string },
  query: { startDate: string; endDate: string; staffId?: string | undefined },
  language: Language,
): string {
  validateRange(query);
  return scheduleEtag(
    head,
    'violations',
    ws.workspaceId,
    query.startDate,
    query.endDate,
    query.staffId,
    language,
  );
}

/**
 * GET /api/schedules/violations: the period's violations (at most the schedule's range), of
 * everyone or of one person, from the same cached computation as the calendar's markers.
 */
export async function listViolations(
  ctx: AppContext,
  ws: { workspaceId: string },
  query: { startDate: string; endDate: string; staffId?: string | undefined },
  head?: ScheduleHead,
): Promise<RuleFindings> {
  const window = { startDate: query.startDate, endDate: query.endDate };
  validateRange(window);
  const computed = await computedRange(ctx, ws.workspaceId, window, {
    rules: true,
    ...(head ? { head } : {}),
  });
  const { check, shiftsByStaff, violations } = computed.rules!;
  return {
    violations:
      query.staffId === undefined
        ? violations
        : periodViolationsOfEntries(
            check,
            computed.input,
            shiftsByStaff.get(query.staffId) ?? [],
            window,
            query.staffId,
          ),
    timeZone: check.timeZone,
  };
}

/** How far the deactivation preview looks ahead. */
export const DEACTIVATION_PREVIEW_WEEKS = 4;

/**
 * GET /staff/{id}/deactivation-preview: the member's shifts from the workspace's today through
 * DEACTIVATION_PREVIEW_WEEKS weeks, which deactivating them now would open (the engine opens an
 * inactive member's shifts from the day of deactivation; cancelled ones name nobody). 404 for
 * another workspace's member. The route sits here, not in the staff module, so that master data
 * does not depend on the schedule built on it.
 */
export async function deactivationPreview(
  ctx: AppContext,
  ws: { workspaceId: string },
  staffId: string,
): Promise<DeactivationPreview> {
  await assertStaffExists(ctx.db, ws.workspaceId, staffId);
  const head = await scheduleHead(ctx, ws.workspaceId);
  const startDate = head.today;
  const endDate = addDays(startDate, DEACTIVATION_PREVIEW_WEEKS * 7 - 1);
  const { entries } = await computedRange(ctx, ws.workspaceId, { startDate, endDate }, { head });
  const openedShifts = entries.filter((e) => e.staffId === staffId).length;
  return { openedShifts, weeks: DEACTIVATION_PREVIEW_WEEKS, startDate, endDate };
}

/** GET /schedules/conflicts: shifts whose staff member is absent that day. */
export async function listConflicts(
  ctx: AppContext,
  ws: { workspaceId: string },
  range: DateRange,
): Promise<Conflict[]> {
  validateRange(range);
  const { input, entries } = await computedRange(ctx, ws.workspaceId, range);
  return findConflicts(entries, input.absences);
}

/** GET /schedules/debug: the entries with what produced them, for the debug page. */
export async function debugSchedule(
  ctx: AppContext,
  ws: { workspaceId: string },
  range: DateRange,
): Promise<DebugData> {
  const { today, timeZone, input, result } = await run(ctx, ws.workspaceId, range);
  const staffName = new Map(input.staff.map((s) => [s.id, s.name]));
  const shiftTypeName = new Map(input.shiftTypes.map((t) => [t.id, t.name]));
  const slotCount = input.patterns.reduce((n, p) => n + p.slots.length, 0);
  const assignmentCount = input.patterns.reduce(
    (n, p) => n + p.slots.filter((s) => s.assignment).length + p.looseAssignments.length,
    0,
  );
  const loaded: ProcessingStep[] = [
    {
      step: 'load-patterns',
      description: `Loaded ${input.patterns.length} active rotation patterns overlapping ${range.startDate} – ${range.endDate}`,
      count: input.patterns.length,
    },
    { step: 'load-slots', description: `Loaded ${slotCount} rotation requirements`, count: slotCount },
    {
      step: 'load-assignments',
      description: `Loaded ${assignmentCount} rotation assignments`,
      count: assignmentCount,
    },
    {
      step: 'load-shift-types',
      description: `Loaded ${input.shiftTypes.length} shift types`,
      count: input.shiftTypes.length,
    },
    {
      step: 'load-staff',
      description: `Loaded ${input.staff.length} staff members`,
      count: input.staff.length,
    },
    {
      step: 'load-stored-entries',
      description: `Loaded ${input.storedEntries.length} stored schedule entries (one-offs, overrides, claims)`,
      count: input.storedEntries.length,
    },
    {
      step: 'load-absences',
      description: `Loaded ${input.absences.length} absences`,
      count: input.absences.length,
    },
  ];
  return {
    totalEntries: result.entries.length,
    entries: result.entries,
    debugData: {
      startDate: range.startDate,
      endDate: range.endDate,
      today,
      timeZone,
      rotationPatterns: input.patterns.map((p) => ({
        id: p.id,
        name: p.name,
        weekCount: p.weekCount,
        startDate: p.startDate,
        endDate: p.endDate,
        active: p.active,
        rotationSlots: p.slots.map((s) => ({
          id: s.id,
          weekNumber: s.weekNumber,
          dayOfWeek: s.dayOfWeek,
          shiftTypeId: s.shiftTypeId,
          shiftTypeName: shiftTypeName.get(s.shiftTypeId) ?? '',
          isOptional: s.isOptional,
          staffId: s.assignment?.staffId ?? null,
          staffName: s.assignment ? (staffName.get(s.assignment.staffId) ?? null) : null,
        })),
      })),
      manualEntries: result.entries.filter((e) => e.scheduleEntryId !== null),
      orphanedEntries: result.orphanedEntries.map((e) => ({
        id: e.id,
        date: e.date,
        entryType: e.entryType,
        description: e.description,
      })),
      absences: input.absences.map((a) => ({
        id: a.id,
        staffId: a.staffId,
        staffName: staffName.get(a.staffId) ?? '',
        startDate: a.startDate,
        endDate: a.endDate,
        type: a.type,
        reason: a.reason,
      })),
      processingSteps: [...loaded, ...result.processingSteps],
    },
  };
}

/**
 * The engine's input for `range`, read with `db` (inside the caller's transaction when it is
 * one): the staff portal's claims compute the schedule where they write.
 */
export function loadScheduleInput(db: DbOrTx, workspaceId: string, range: DateRange): Promise<ScheduleInput> {
  return repo.loadScheduleInput(db, workspaceId, range);
}

/** Staff members' shifts (not cancelled) by member: what staff see of a computed schedule. */
function staffedByMember(entries: ScheduleEntry[]): Map<string, ScheduleEntry[]> {
  const byStaff = new Map<string, ScheduleEntry[]>();
  for (const e of entries) {
    if (e.staffId === null || e.isCancelled) continue;
    const list = byStaff.get(e.staffId);
    if (list) list.push(e);
    else byStaff.set(e.staffId, [e]);
  }
  return byStaff;
}

/**
 * Every member's live shifts of `range`, computed inside the caller's transaction (`db`): a
 * publish snapshots these where it writes (docs/adr/0012-publish-snapshot.md).
 */
export async function liveStaffShiftsIn(
  db: DbOrTx,
  workspaceId: string,
  range: DateRange,
  today: string,
): Promise<Map<string, ScheduleEntry[]>> {
  validateRange(range);
  const input = await repo.loadScheduleInput(db, workspaceId, range);
  return staffedByMember(buildSchedule(input, range, today).entries.map(withoutCalculationDetails));
}

/** Every member's live shifts of `range` from the schedule cache at `head` (the publish status). */
export async function liveStaffShifts(
  ctx: AppContext,
  workspaceId: string,
  range: DateRange,
  head: ScheduleHead,
): Promise<{ version: number; byStaff: Map<string, ScheduleEntry[]> }> {
  validateRange(range);
  const computed = await computedRange(ctx, workspaceId, range, { head });
  return { version: computed.version, byStaff: computed.byStaff };
}

/** The published snapshot's shifts from `startDate` to `endDate`, by member (read with `db`). */
export async function publishedShiftsIn(
  db: DbOrTx,
  workspaceId: string,
  startDate: string,
  endDate: string,
): Promise<Map<string, ScheduleEntry[]>> {
  const byStaff = new Map<string, ScheduleEntry[]>();
  if (startDate > endDate) return byStaff;
  for (const row of await repo.findPublishedShifts(db, workspaceId, startDate, endDate)) {
    const list = byStaff.get(row.staffId);
    if (list) list.push(row.entry as ScheduleEntry);
    else byStaff.set(row.staffId, [row.entry as ScheduleEntry]);
  }
  return byStaff;
}
