/**
 * The working-time checker (docs/product/working-time.md#how-each-rule-is-read): every rule of a
 * person's rule set over their shifts as real intervals in the workspace's zone. Pure: the shifts,
 * contracts, rule sets, absences, window and zone are arguments.
 */
import { fromDayNumber, toDayNumber } from '../dates';
import { parseTimeOfDay, zonedInstant } from '../time';
import type {
  CheckedAbsence,
  ContractPeriod,
  NightDefinition,
  RuleConfigs,
  RuleWeekStart,
  RuleId,
  RuleSet,
  Violation,
  WorkedShift,
} from './types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

export interface CheckWindow {
  /** yyyy-MM-dd, both included: only violations dated inside are reported. */
  startDate: string;
  endDate: string;
}

export interface CheckRulesInput {
  /** Every person's shifts in the window plus the look-back (`lookBackDays`) and look-ahead. */
  shifts: WorkedShift[];
  contracts: ContractPeriod[];
  /** Must hold the default set (`isDefault`); a contract without a set uses it. */
  ruleSets: RuleSet[];
  absences: CheckedAbsence[];
  window: CheckWindow;
  timeZone: string;
}

/** A shift as the rules see it. Untimed shifts have start = end = NaN. */
export interface Item {
  shift: WorkedShift;
  /** Day number of `shift.date`. */
  day: number;
  timed: boolean;
  start: number;
  end: number;
  night: boolean;
  /** A night ending after the set's `night.lateEndTime`. */
  lateNight: boolean;
  /** The first day of the rule week the shift starts in. */
  week: number;
}

/** What one run of the rules works on: one person's shifts under one rule set (and contract). */
export interface PersonRun {
  staffId: string;
  ruleSet: RuleSet;
  contract: ContractPeriod | null;
  timeZone: string;
  /** Timed shifts by start (then end, then id). */
  timed: Item[];
  /** Every shift by day, then start (untimed first), then id. */
  all: Item[];
  /** maxEnd[k]: the latest end of timed[0..k]. */
  maxEnd: number[];
  /** The longest timed shift, ms. */
  longest: number;
  absences: CheckedAbsence[];
  /** Day numbers, both included, of the periods a "minimum" rule reports on. */
  reportFrom: number;
  reportTo: number;
  /** Rule weeks over all the shifts, when already counted (canWork adds its candidate to them). */
  weeks?: Weeks;
}

// ---------------------------------------------------------------------------------------------
// Caches: the checker reads the same few dates, times and instants thousands of times; the
// string-keyed caches of ../time cost more than the rules themselves.

const KEPT = 200_000;
const minuteOfTime = new Map<string, number>();
const dayOfDate = new Map<string, number>();
const instantsByZone = new Map<string, Map<number, number>>();

function timeMinutes(value: string): number {
  let m = minuteOfTime.get(value);
  if (m === undefined) minuteOfTime.set(value, (m = parseTimeOfDay(value)));
  return m;
}

export function dayNumber(date: string): number {
  let d = dayOfDate.get(date);
  if (d === undefined) {
    if (dayOfDate.size >= KEPT) dayOfDate.clear();
    dayOfDate.set(date, (d = toDayNumber(date)));
  }
  return d;
}

function zoneInstants(timeZone: string): Map<number, number> {
  let m = instantsByZone.get(timeZone);
  if (!m) instantsByZone.set(timeZone, (m = new Map()));
  return m;
}

/** `zonedInstant` with a numeric key per zone. */
function instantIn(cache: Map<number, number>, day: number, minute: number, timeZone: string): number {
  const key = day * 1440 + minute;
  let t = cache.get(key);
  if (t === undefined) {
    if (cache.size >= KEPT) cache.clear();
    cache.set(key, (t = zonedInstant(day, minute, timeZone)));
  }
  return t;
}

// ---------------------------------------------------------------------------------------------
// Items

type NightCache = Map<number, Map<number, { night: boolean; late: boolean }>>;
/** Per night definition and zone: by start and end minute (small integer keys), then by day. */
const nightCache = new WeakMap<object, Map<string, NightCache>>();
let nightCached = 0;

/**
 * Whether a shift is a night (more than `minMinutesInWindow` worked inside one occurrence of the
 * night window) and whether it ends after the late-end time of that occurrence's day
 * (docs/product/working-time.md#what-a-night-shift-is).
 */
export function classifyNight(
  shift: WorkedShift,
  start: number,
  end: number,
  ruleSet: RuleSet,
  timeZone: string,
): { night: boolean; late: boolean } {
  return nightOf(
    dayNumber(shift.date),
    timeMinutes(shift.startTime!),
    timeMinutes(shift.endTime!),
    start,
    end,
    ruleSet,
    timeZone,
  );
}

/** `classifyNight` of a shift on `day` from `startMinute` to `endMinute` (its instants `start`, `end`). */
function nightOf(
  day: number,
  startMinute: number,
  endMinute: number,
  start: number,
  end: number,
  ruleSet: RuleSet,
  timeZone: string,
): { night: boolean; late: boolean } {
  const n = ruleSet.night;
  // Per night definition (one object per rule set) and zone.
  let byZone = nightCache.get(n);
  if (!byZone) nightCache.set(n, (byZone = new Map()));
  let cache = byZone.get(timeZone);
  if (!cache) byZone.set(timeZone, (cache = new Map()));
  const key = startMinute * 1440 + endMinute;
  let byDay = cache.get(key);
  if (!byDay) cache.set(key, (byDay = new Map()));
  let hit = byDay.get(day);
  if (hit) return hit;
  const ws = timeMinutes(n.startTime);
  const we = timeMinutes(n.endTime);
  const late = timeMinutes(n.lateEndTime);
  const wraps = we <= ws;
  const instants = zoneInstants(timeZone);
  let night = false;
  let isLate = false;
  // A shift lasts at most a day or so: the occurrences starting the day before to two days after.
  for (let d = day - 1; d <= day + 2; d++) {
    const wStart = instantIn(instants, d, ws, timeZone);
    const endDay = wraps ? d + 1 : d;
    const wEnd = instantIn(instants, endDay, we, timeZone);
    const overlap = Math.min(end, wEnd) - Math.max(start, wStart);
    if (overlap > n.minMinutesInWindow * MINUTE) {
      night = true;
      // The late-end time on the day the window ends (00:00–06:00: that day; 22:00–06:00: the next).
      const lateAt = instantIn(instants, late >= we && wraps ? d : endDay, late, timeZone);
      if (end > lateAt) isLate = true;
    }
  }
  hit = { night, late: isLate };
  if (++nightCached >= KEPT) {
    cache.clear();
    nightCached = 0;
    cache.set(key, (byDay = new Map()));
  }
  byDay.set(day, hit);
  return hit;
}

/**
 * The item of a shift under a rule set: its real interval (as `shiftInterval` reads it: the end on
 * the next day when not after the start), night or not, and its rule week.
 */
export function toItem(shift: WorkedShift, ruleSet: RuleSet, timeZone: string): Item {
  const day = dayNumber(shift.date);
  if (shift.startTime === null || shift.endTime === null)
    return { shift, day, timed: false, start: NaN, end: NaN, night: false, lateNight: false, week: NaN };
  const startMinute = timeMinutes(shift.startTime);
  const endMinute = timeMinutes(shift.endTime);
  // A ward's shifts repeat a few times of day: what a day and two times give is read once.
  const byTimes = shapesOf(ruleSet, timeZone);
  // Small integer keys (a day times two times of day would not be one).
  const times = startMinute * 1440 + endMinute;
  let shapes = byTimes.get(times);
  if (shapes === undefined) byTimes.set(times, (shapes = new Map()));
  let shape = shapes.get(day);
  if (shape === undefined) {
    const instants = zoneInstants(timeZone);
    const start = instantIn(instants, day, startMinute, timeZone);
    const end = instantIn(instants, endMinute <= startMinute ? day + 1 : day, endMinute, timeZone);
    const { night, late } = nightOf(day, startMinute, endMinute, start, end, ruleSet, timeZone);
    shape = { start, end, night, lateNight: late, week: ruleWeekStartDay(ruleSet, day, startMinute) };
    if (shapes.size >= KEPT) shapes.clear();
    shapes.set(day, shape);
  }
  return {
    shift,
    day,
    timed: true,
    start: shape.start,
    end: shape.end,
    night: shape.night,
    lateNight: shape.lateNight,
    week: shape.week,
  };
}

interface ItemShape {
  start: number;
  end: number;
  night: boolean;
  lateNight: boolean;
  week: number;
}

/**
 * Per rule set and zone: item shapes by day, start and end minute, while the set's night and
 * week start stay the same objects.
 */
interface Shapes {
  night: NightDefinition;
  weekStart: RuleWeekStart;
  /** By start minute × 1440 + end minute, then by day. */
  byKey: Map<number, Map<number, ItemShape>>;
}
const shapeCache = new WeakMap<RuleSet, Map<string, Shapes>>();
let lastShapes: { ruleSet: RuleSet; timeZone: string; shapes: Shapes } | null = null;

function shapesOf(ruleSet: RuleSet, timeZone: string): Map<number, Map<number, ItemShape>> {
  let shapes: Shapes | undefined;
  if (lastShapes && lastShapes.ruleSet === ruleSet && lastShapes.timeZone === timeZone)
    shapes = lastShapes.shapes;
  else {
    let byZone = shapeCache.get(ruleSet);
    if (!byZone) shapeCache.set(ruleSet, (byZone = new Map()));
    shapes = byZone.get(timeZone);
    if (!shapes)
      byZone.set(
        timeZone,
        (shapes = { night: ruleSet.night, weekStart: ruleSet.weekStart, byKey: new Map() }),
      );
    lastShapes = { ruleSet, timeZone, shapes };
  }
  if (shapes.night !== ruleSet.night || shapes.weekStart !== ruleSet.weekStart) {
    shapes.night = ruleSet.night;
    shapes.weekStart = ruleSet.weekStart;
    shapes.byKey = new Map();
  }
  return shapes.byKey;
}

export function compareTimed(a: Item, b: Item): number {
  return (
    a.start - b.start || a.end - b.end || (a.shift.id < b.shift.id ? -1 : a.shift.id > b.shift.id ? 1 : 0)
  );
}

export function compareAll(a: Item, b: Item): number {
  if (a.day !== b.day) return a.day - b.day;
  const as = a.timed ? a.start : -Infinity;
  const bs = b.timed ? b.start : -Infinity;
  if (as !== bs) return as < bs ? -1 : 1;
  return a.shift.id < b.shift.id ? -1 : a.shift.id > b.shift.id ? 1 : 0;
}

export function buildRun(
  staffId: string,
  items: Item[],
  ruleSet: RuleSet,
  contract: ContractPeriod | null,
  absences: CheckedAbsence[],
  timeZone: string,
  reportFrom: number,
  reportTo: number,
): PersonRun {
  const timed = items.filter((i) => i.timed).sort(compareTimed);
  const all = items.slice().sort(compareAll);
  const maxEnd: number[] = new Array<number>(timed.length);
  let m = -Infinity;
  let longest = 0;
  for (let k = 0; k < timed.length; k++) {
    const it = timed[k]!;
    if (it.end > m) m = it.end;
    maxEnd[k] = m;
    if (it.end - it.start > longest) longest = it.end - it.start;
  }
  return {
    staffId,
    ruleSet,
    contract,
    timeZone,
    timed,
    all,
    maxEnd,
    longest,
    absences,
    reportFrom,
    reportTo,
  };
}

// ---------------------------------------------------------------------------------------------
// Helpers

const isoCache = new Map<number, string>();
/** An instant as an ISO string; the same few instants are written thousands of times. */
function iso(ms: number): string {
  let s = isoCache.get(ms);
  if (s === undefined) {
    if (isoCache.size >= KEPT) isoCache.clear();
    isoCache.set(ms, (s = new Date(ms).toISOString()));
  }
  return s;
}
const minutes = (ms: number) => Math.round(ms / MINUTE);

/** The first index of `timed` whose start is ≥ `t`. */
function firstStartAtOrAfter(timed: Item[], t: number): number {
  let lo = 0;
  let hi = timed.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (timed[mid]!.start < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function firstDayAtOrAfter(all: Item[], day: number): number {
  let lo = 0;
  let hi = all.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (all[mid]!.day < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Where the rules put what they find. `keep` decides on a violation before its facts are built
 * (null: keep all): checkRules keeps those dated in its window, canWork those a candidate adds,
 * so the sentences' facts are made only for violations that are returned.
 */
export interface Out {
  list: Violation[];
  keep: ((v: Violation) => boolean) | null;
}

const NO_FACTS: Violation['facts'] = Object.freeze({}) as Violation['facts'];

function report(
  out: Out,
  run: PersonRun,
  ruleId: RuleId,
  items: Item[],
  date: string,
  measured: number,
  limit: number,
  unit: Violation['unit'],
  facts: () => Violation['facts'],
): void {
  const shiftIds = new Array<string>(items.length);
  for (let k = 0; k < items.length; k++) shiftIds[k] = items[k]!.shift.id;
  const v: Violation = {
    ruleId,
    staffId: run.staffId,
    shiftIds,
    date,
    measured,
    limit,
    unit,
    severity: run.ruleSet.rules[ruleId].severity,
    ruleSetId: run.ruleSet.id,
    facts: NO_FACTS,
  };
  if (out.keep && !out.keep(v)) return;
  v.facts = facts();
  out.list.push(v);
}

/** The facts of one shift: `<prefix>Type`, `<prefix>Date` and, when timed, `<prefix>Start`, `<prefix>End`. */
function shiftFacts(prefix: 'shift' | 'first', it: Item): Violation['facts'] {
  if (prefix === 'shift')
    return it.timed
      ? {
          shiftType: it.shift.shiftTypeName,
          shiftDate: it.shift.date,
          shiftStart: iso(it.start),
          shiftEnd: iso(it.end),
        }
      : { shiftType: it.shift.shiftTypeName, shiftDate: it.shift.date };
  return it.timed
    ? {
        firstType: it.shift.shiftTypeName,
        firstDate: it.shift.date,
        firstStart: iso(it.start),
        firstEnd: iso(it.end),
      }
    : { firstType: it.shift.shiftTypeName, firstDate: it.shift.date };
}

/** The facts of two shifts, `first…` and `second…` (see shiftFacts). */
function pairFacts(a: Item, b: Item | null): Violation['facts'] {
  if (b && a.timed && b.timed)
    return {
      firstType: a.shift.shiftTypeName,
      firstDate: a.shift.date,
      firstStart: iso(a.start),
      firstEnd: iso(a.end),
      secondType: b.shift.shiftTypeName,
      secondDate: b.shift.date,
      secondStart: iso(b.start),
      secondEnd: iso(b.end),
    };
  const f = shiftFacts('first', a);
  if (b) {
    f.secondType = b.shift.shiftTypeName;
    f.secondDate = b.shift.date;
    if (b.timed) {
      f.secondStart = iso(b.start);
      f.secondEnd = iso(b.end);
    }
  }
  return f;
}

/** The rule week holding the wall-clock moment `day` + `minute`: its first day number. */
export function ruleWeekStartDay(ruleSet: RuleSet, day: number, minute: number): number {
  const dow = (((day + 3) % 7) + 7) % 7; // 0 = Monday
  const wsDow = ruleSet.weekStart.dayOfWeek - 1;
  let back = (dow - wsDow + 7) % 7;
  if (back === 0 && minute < timeMinutes(ruleSet.weekStart.time)) back = 7;
  return day - back;
}

/** An anchor range in instants: rules report only anchors inside (canWork narrows it). */
export interface Range {
  from: number;
  to: number;
}

export const FULL: Range = { from: -Infinity, to: Infinity };

// ---------------------------------------------------------------------------------------------
// Rules. Each pushes its violations for the anchors inside `range` (a shift's start, or the
// start of a period) and reads whatever shifts around them it needs.

export function doubleBooking(run: PersonRun, range: Range, out: Out): void {
  const { timed } = run;
  for (let j = firstStartAtOrAfter(timed, range.from); j < timed.length; j++) {
    const b = timed[j]!;
    if (b.start > range.to) break;
    for (let i = j - 1; i >= 0; i--) {
      const a = timed[i]!;
      if (b.start - a.start >= run.longest) break;
      if (a.end > b.start)
        report(
          out,
          run,
          'doubleBooking',
          [a, b],
          b.shift.date,
          minutes(Math.min(a.end, b.end) - b.start),
          0,
          'MINUTES',
          () => pairFacts(a, b),
        );
    }
  }
  // Untimed shifts: twice the same shift type on one day.
  const fromDay = Number.isFinite(range.from) ? Math.floor(range.from / DAY) - 2 : -Infinity;
  const toDay = Number.isFinite(range.to) ? Math.floor(range.to / DAY) + 2 : Infinity;
  const { all } = run;
  for (let j = firstDayAtOrAfter(all, fromDay); j < all.length; j++) {
    const b = all[j]!;
    if (b.day > toDay) break;
    if (b.timed) continue;
    for (let i = j - 1; i >= 0 && all[i]!.day === b.day; i--) {
      const a = all[i]!;
      if (a.shift.shiftTypeId === b.shift.shiftTypeId)
        report(out, run, 'doubleBooking', [a, b], b.shift.date, 0, 0, 'MINUTES', () => pairFacts(a, b));
    }
  }
}

export function duringAbsence(run: PersonRun, range: Range, out: Out): void {
  if (run.absences.length === 0) return;
  const { all } = run;
  const toDay = dayOf(range.to) + 2;
  for (let i = firstDayAtOrAfter(all, dayOf(range.from) - 2); i < all.length; i++) {
    const it = all[i]!;
    if (it.day > toDay) break;
    for (const a of run.absences)
      if (a.startDate <= it.shift.date && it.shift.date <= a.endDate) {
        report(out, run, 'duringAbsence', [it], it.shift.date, 1, 0, 'COUNT', () => ({
          ...shiftFacts('shift', it),
          absenceStart: a.startDate,
          absenceEnd: a.endDate,
        }));
        break;
      }
  }
}

export function maxShiftLength(run: PersonRun, range: Range, out: Out): void {
  const { maxMinutes } = run.ruleSet.rules.maxShiftLength.params;
  const { timed } = run;
  for (let k = firstStartAtOrAfter(timed, range.from); k < timed.length; k++) {
    const it = timed[k]!;
    if (it.start > range.to) break;
    const length = minutes(it.end - it.start);
    if (length > maxMinutes)
      report(out, run, 'maxShiftLength', [it], it.shift.date, length, maxMinutes, 'MINUTES', () =>
        shiftFacts('shift', it),
      );
  }
}

/**
 * The longest unbroken rest inside the 24 h from the start of `timed[i]`
 * (docs/product/working-time.md#daily-rest), with the shifts around it.
 */
export function longestRestIn24h(
  run: PersonRun,
  i: number,
): { rest: number; restStart: number; restEnd: number; before: Item; after: Item | null } {
  const { timed, maxEnd } = run;
  const windowEnd = timed[i]!.start + DAY;
  let cursor = maxEnd[i]!;
  let cursorItem = timed[i]!;
  // The item that set the cursor (the latest end so far): search back only when it is not i.
  if (cursor !== timed[i]!.end)
    for (let k = i - 1; k >= 0; k--)
      if (timed[k]!.end === cursor) {
        cursorItem = timed[k]!;
        break;
      }
  let best = -1;
  let bestStart = 0;
  let bestEnd = 0;
  let before = cursorItem;
  let after: Item | null = null;
  for (let j = i + 1; j < timed.length; j++) {
    const next = timed[j]!;
    if (next.start >= windowEnd) break;
    const gap = next.start - cursor;
    if (gap > best) {
      best = gap;
      bestStart = cursor;
      bestEnd = next.start;
      before = cursorItem;
      after = next;
    }
    if (next.end > cursor) {
      cursor = next.end;
      cursorItem = next;
    }
  }
  const tail = windowEnd - cursor;
  if (tail > best) {
    best = tail;
    bestStart = cursor;
    bestEnd = windowEnd;
    before = cursorItem;
    after = null;
  }
  return { rest: Math.max(0, best), restStart: bestStart, restEnd: bestEnd, before, after };
}

export function dailyRest(run: PersonRun, range: Range, out: Out): void {
  const { minMinutes, shortenedMinutes, shortenedPerWeek } = run.ruleSet.rules.dailyRest.params;
  const { timed } = run;
  // Shortened rests used in the 7×24 h before an anchor count against it: look a week further back.
  const from = range.from - WEEK - DAY;
  const used: number[] = []; // starts of distinct shortened rests, ascending
  let lo = 0;
  for (let i = firstStartAtOrAfter(timed, from); i < timed.length; i++) {
    const anchor = timed[i]!;
    if (anchor.start > range.to) break;
    const r = longestRestIn24h(run, i);
    const rest = minutes(r.rest);
    if (rest >= minMinutes) continue;
    let usedBefore: number | null = null;
    let ok = false;
    if (rest >= shortenedMinutes) {
      if (used.length === 0 || used[used.length - 1]! < r.restStart) used.push(r.restStart);
      const at = used.lastIndexOf(r.restStart);
      while (lo < used.length && used[lo]! <= r.restStart - WEEK) lo++;
      const count = at - lo + 1;
      ok = count <= shortenedPerWeek;
      if (!ok && at > lo) usedBefore = used[at - 1]!;
    }
    if (ok || anchor.start < range.from) continue;
    const involved = [anchor];
    if (r.before !== anchor) involved.push(r.before);
    if (r.after) involved.push(r.after);
    involved.sort(compareTimed);
    report(
      out,
      run,
      'dailyRest',
      involved,
      involved[involved.length - 1]!.shift.date,
      rest,
      minMinutes,
      'MINUTES',
      () => {
        const facts = pairFacts(r.before, r.after);
        facts.windowStart = iso(anchor.start);
        facts.restStart = iso(r.restStart);
        facts.restEnd = iso(r.restEnd);
        facts.shortenedMinutes = shortenedMinutes;
        facts.shortenedPerWeek = shortenedPerWeek;
        if (usedBefore !== null) facts.shortenedUsedAt = iso(usedBefore);
        return facts;
      },
    );
  }
}

/** The next shift starting at or after `timed[i]` ends (null: none loaded). */
function nextAfter(timed: Item[], i: number): Item | null {
  const end = timed[i]!.end;
  for (let j = i + 1; j < timed.length; j++) if (timed[j]!.start >= end) return timed[j]!;
  return null;
}

export function restAfterLateNight(run: PersonRun, range: Range, out: Out): void {
  const { minMinutes, shortenedMinutes, shortenedPerWeek } = run.ruleSet.rules.restAfterLateNight.params;
  const { timed } = run;
  const used: number[] = [];
  let lo = 0;
  for (let i = firstStartAtOrAfter(timed, range.from - WEEK - DAY); i < timed.length; i++) {
    const night = timed[i]!;
    if (night.start > range.to) break;
    if (!night.lateNight) continue;
    const next = nextAfter(timed, i);
    if (!next) continue;
    const rest = minutes(next.start - night.end);
    if (rest >= minMinutes) continue;
    let ok = false;
    let usedBefore: number | null = null;
    if (rest >= shortenedMinutes) {
      used.push(night.end);
      while (lo < used.length && used[lo]! <= night.end - WEEK) lo++;
      ok = used.length - lo <= shortenedPerWeek;
      if (!ok && used.length - lo > 1) usedBefore = used[used.length - 2]!;
    }
    if (ok || night.start < range.from) continue;
    report(
      out,
      run,
      'restAfterLateNight',
      [night, next],
      next.shift.date,
      rest,
      minMinutes,
      'MINUTES',
      () => {
        const facts = pairFacts(night, next);
        facts.shortenedMinutes = shortenedMinutes;
        facts.shortenedPerWeek = shortenedPerWeek;
        facts.lateEndTime = run.ruleSet.night.lateEndTime;
        if (usedBefore !== null) facts.shortenedUsedAt = iso(usedBefore);
        return facts;
      },
    );
  }
}

export function restAfterNightSeries(run: PersonRun, range: Range, out: Out): void {
  const { minNights, minMinutes } = run.ruleSet.rules.restAfterNightSeries.params;
  const { timed } = run;
  for (let i = firstStartAtOrAfter(timed, range.from); i < timed.length; i++) {
    const it = timed[i]!;
    if (it.start > range.to) break;
    if (!it.night) continue;
    // The last night of a series: the next shift is not a night on the next day.
    const next = timed[i + 1];
    if (next && next.night && next.day === it.day + 1) continue;
    let first = i;
    while (first > 0 && timed[first - 1]!.night && timed[first - 1]!.day === timed[first]!.day - 1) first--;
    const count = i - first + 1;
    if (count < minNights) continue;
    const after = nextAfter(timed, i);
    if (!after) continue;
    const rest = minutes(after.start - it.end);
    if (rest >= minMinutes) continue;
    report(
      out,
      run,
      'restAfterNightSeries',
      [it, after],
      after.shift.date,
      rest,
      minMinutes,
      'MINUTES',
      () => ({
        ...pairFacts(it, after),
        nights: count,
        seriesStart: iso(timed[first]!.start),
      }),
    );
  }
}

export function nightShiftLength(run: PersonRun, range: Range, out: Out): void {
  const p = run.ruleSet.rules.nightShiftLength.params;
  const { timed } = run;
  const extended: number[] = [];
  const ids: Item[] = [];
  let lo2 = 0;
  let lo52 = 0;
  for (let i = firstStartAtOrAfter(timed, range.from - 52 * WEEK); i < timed.length; i++) {
    const it = timed[i]!;
    if (it.start > range.to) break;
    if (!it.night) continue;
    const length = minutes(it.end - it.start);
    if (length <= p.maxMinutes) continue;
    const inRange = it.start >= range.from;
    if (length > p.extendedMaxMinutes) {
      if (inRange)
        report(
          out,
          run,
          'nightShiftLength',
          [it],
          it.shift.date,
          length,
          p.extendedMaxMinutes,
          'MINUTES',
          () => ({
            ...shiftFacts('shift', it),
            kind: 'length',
            maxMinutes: p.maxMinutes,
          }),
        );
      continue;
    }
    extended.push(it.start);
    ids.push(it);
    while (extended[lo2]! <= it.start - 2 * WEEK) lo2++;
    while (extended[lo52]! <= it.start - 52 * WEEK) lo52++;
    const in2 = extended.length - lo2;
    const in52 = extended.length - lo52;
    if (!inRange) continue;
    if (in2 > p.extendedPer2Weeks)
      report(
        out,
        run,
        'nightShiftLength',
        ids.slice(lo2),
        it.shift.date,
        in2,
        p.extendedPer2Weeks,
        'COUNT',
        () => ({
          ...shiftFacts('shift', it),
          kind: 'per2Weeks',
          maxMinutes: p.maxMinutes,
          extendedMaxMinutes: p.extendedMaxMinutes,
        }),
      );
    if (in52 > p.extendedPer52Weeks)
      report(
        out,
        run,
        'nightShiftLength',
        ids.slice(lo52),
        it.shift.date,
        in52,
        p.extendedPer52Weeks,
        'COUNT',
        () => ({
          ...shiftFacts('shift', it),
          kind: 'per52Weeks',
          maxMinutes: p.maxMinutes,
          extendedMaxMinutes: p.extendedMaxMinutes,
        }),
      );
  }
}

export function maxLateNights(run: PersonRun, range: Range, out: Out): void {
  const { max, weeks } = run.ruleSet.rules.maxLateNights.params;
  const span = weeks * WEEK;
  const { timed } = run;
  const late: Item[] = [];
  let lo = 0;
  for (let i = firstStartAtOrAfter(timed, range.from - span); i < timed.length; i++) {
    const it = timed[i]!;
    if (it.start > range.to) break;
    if (!it.lateNight) continue;
    late.push(it);
    while (late[lo]!.start <= it.start - span) lo++;
    const count = late.length - lo;
    if (count > max && it.start >= range.from)
      report(out, run, 'maxLateNights', [it], it.shift.date, count, max, 'COUNT', () => ({
        ...shiftFacts('shift', it),
        periodStart: iso(it.start - span),
        weeks,
        lateEndTime: run.ruleSet.night.lateEndTime,
      }));
  }
}

/** Runs of shifts on consecutive days (a day without a shift ends a run), over `all`. */
function dayRuns(all: Item[], from: number, to: number): { first: number; last: number }[] {
  const runs: { first: number; last: number }[] = [];
  // From the run holding the first shift on or after `from`.
  let i = firstDayAtOrAfter(all, from);
  while (i > 0 && i < all.length && all[i]!.day - all[i - 1]!.day <= 1) i--;
  while (i < all.length && all[i]!.day <= to) {
    let j = i;
    while (j + 1 < all.length && all[j + 1]!.day - all[j]!.day <= 1) j++;
    if (all[j]!.day >= from) runs.push({ first: i, last: j });
    i = j + 1;
  }
  return runs;
}

const dayOf = (t: number) => (Number.isFinite(t) ? Math.floor(t / DAY) : t);

export function maxRunWithNight(run: PersonRun, range: Range, out: Out): void {
  const { maxShifts } = run.ruleSet.rules.maxRunWithNight.params;
  const { all } = run;
  for (const r of dayRuns(all, dayOf(range.from) - 1, dayOf(range.to) + 1)) {
    const length = r.last - r.first + 1;
    if (length <= maxShifts) continue;
    const items = all.slice(r.first, r.last + 1);
    if (!items.some((i) => i.night)) continue;
    const last = items[items.length - 1]!;
    report(out, run, 'maxRunWithNight', items, last.shift.date, length, maxShifts, 'COUNT', () => ({
      firstDate: items[0]!.shift.date,
      lastDate: last.shift.date,
    }));
  }
}

export function maxConsecutiveDays(run: PersonRun, range: Range, out: Out): void {
  const { max } = run.ruleSet.rules.maxConsecutiveDays.params;
  const { all } = run;
  for (const r of dayRuns(all, dayOf(range.from) - 1, dayOf(range.to) + 1)) {
    const days = all[r.last]!.day - all[r.first]!.day + 1;
    if (days <= max) continue;
    const items = all.slice(r.first, r.last + 1);
    report(out, run, 'maxConsecutiveDays', items, all[r.last]!.shift.date, days, max, 'DAYS', () => ({
      firstDate: all[r.first]!.shift.date,
      lastDate: all[r.last]!.shift.date,
    }));
  }
}

export function minConsecutiveDays(run: PersonRun, range: Range, out: Out): void {
  const { min } = run.ruleSet.rules.minConsecutiveDays.params;
  const { all } = run;
  for (const r of dayRuns(all, dayOf(range.from) - 1, dayOf(range.to) + 1)) {
    const days = all[r.last]!.day - all[r.first]!.day + 1;
    if (days >= min) continue;
    const items = all.slice(r.first, r.last + 1);
    report(out, run, 'minConsecutiveDays', items, all[r.last]!.shift.date, days, min, 'DAYS', () => ({
      firstDate: all[r.first]!.shift.date,
      lastDate: all[r.last]!.shift.date,
    }));
  }
}

export function minConsecutiveDaysOff(run: PersonRun, range: Range, out: Out): void {
  const { min } = run.ruleSet.rules.minConsecutiveDaysOff.params;
  const { all } = run;
  const runs = dayRuns(all, dayOf(range.from) - min - 2, dayOf(range.to) + min + 2);
  for (let k = 1; k < runs.length; k++) {
    const before = all[runs[k - 1]!.last]!;
    const after = all[runs[k]!.first]!;
    const off = after.day - before.day - 1;
    if (off >= min) continue;
    report(out, run, 'minConsecutiveDaysOff', [before, after], after.shift.date, off, min, 'DAYS', () => ({
      ...pairFacts(before, after),
      offStart: fromDayNumber(before.day + 1),
      offEnd: fromDayNumber(after.day - 1),
    }));
  }
}

export function forbiddenSuccession(run: PersonRun, range: Range, out: Out): void {
  const { withinMinutes, pairs } = run.ruleSet.rules.forbiddenSuccession.params;
  if (pairs.length === 0) return;
  const forbidden = new Set(pairs.map((p) => `${p.fromShiftTypeId}>${p.toShiftTypeId}`));
  const { all } = run;
  const fromDay = dayOf(range.from) - 2 - Math.ceil(withinMinutes / 1440);
  const toDay = dayOf(range.to) + 2;
  for (let i = firstDayAtOrAfter(all, fromDay); i < all.length; i++) {
    const a = all[i]!;
    if (a.day > toDay) break;
    if (withinMinutes === 0) {
      // The very next shift, on the same day or the next (docs/product/working-time.md#forbidden-successions).
      const b = all[i + 1];
      if (!b || b.day > a.day + 1 || !forbidden.has(`${a.shift.shiftTypeId}>${b.shift.shiftTypeId}`))
        continue;
      const gap = a.timed && b.timed ? minutes(b.start - a.end) : 0;
      report(out, run, 'forbiddenSuccession', [a, b], b.shift.date, gap, 0, 'MINUTES', () => pairFacts(a, b));
      continue;
    }
    if (!a.timed) continue;
    for (let j = i + 1; j < all.length; j++) {
      const b = all[j]!;
      if (!b.timed) continue;
      if (b.start - a.end >= withinMinutes * MINUTE) {
        if (b.day > a.day + 2 + withinMinutes / 1440) break;
        continue;
      }
      if (b.start < a.end) continue;
      if (forbidden.has(`${a.shift.shiftTypeId}>${b.shift.shiftTypeId}`))
        report(
          out,
          run,
          'forbiddenSuccession',
          [a, b],
          b.shift.date,
          minutes(b.start - a.end),
          withinMinutes,
          'MINUTES',
          () => pairFacts(a, b),
        );
    }
  }
}

// --- Periods -----------------------------------------------------------------------------------

/** Rule weeks from `base` (a day number), `count` of them: worked minutes, nights, shifts starting. */
export interface Weeks {
  base: number;
  count: number;
  /** count + 1 instants: the start of each week and the end of the last. */
  bounds: number[];
  minutes: number[];
  nights: number[];
  /** The last shift starting in each week (null: none). */
  lastStarting: (Item | null)[];
}

export function ruleWeeks(run: PersonRun, fromDay: number, toDay: number): Weeks {
  const cached = run.weeks;
  if (cached && cached.base <= fromDay - 7 && cached.base + 7 * cached.count > toDay) return cached;
  // The period rules of one run mostly ask for the same span: counted once per run and span.
  const memo = weeksMemo.get(run);
  if (memo && memo.fromDay === fromDay && memo.toDay === toDay) return memo.weeks;
  const weeks = countWeeks(run, fromDay, toDay);
  weeksMemo.set(run, { fromDay, toDay, weeks });
  return weeks;
}

const weeksMemo = new WeakMap<PersonRun, { fromDay: number; toDay: number; weeks: Weeks }>();

function countWeeks(run: PersonRun, fromDay: number, toDay: number): Weeks {
  const weekTime = timeMinutes(run.ruleSet.weekStart.time);
  const base = ruleWeekStartDay(run.ruleSet, fromDay, 24 * 60);
  const count = Math.max(1, Math.floor((toDay - base) / 7) + 1);
  const instants = zoneInstants(run.timeZone);
  const bounds: number[] = new Array<number>(count + 1);
  for (let k = 0; k <= count; k++) bounds[k] = instantIn(instants, base + 7 * k, weekTime, run.timeZone);
  const minutesOf: number[] = new Array<number>(count).fill(0);
  const nights: number[] = new Array<number>(count).fill(0);
  const lastStarting: (Item | null)[] = new Array<Item | null>(count).fill(null);
  const { timed } = run;
  for (let i = firstStartAtOrAfter(timed, bounds[0]! - run.longest); i < timed.length; i++) {
    const it = timed[i]!;
    if (it.start >= bounds[count]!) break;
    let k = (it.week - base) / 7;
    if (k >= 0 && k < count) {
      lastStarting[k] = it;
      if (it.night) nights[k]!++;
    }
    if (k < 0) k = 0;
    for (; k < count && bounds[k]! < it.end; k++) {
      const overlap = Math.min(it.end, bounds[k + 1]!) - Math.max(it.start, bounds[k]!);
      if (overlap > 0) minutesOf[k]! += overlap / MINUTE;
    }
  }
  return { base, count, bounds, minutes: minutesOf, nights, lastStarting };
}

/** The timed shifts that overlap [from, to) or start in it, in time order. */
function itemsIn(run: PersonRun, from: number, to: number): Item[] {
  const out: Item[] = [];
  const { timed } = run;
  for (let i = firstStartAtOrAfter(timed, from - run.longest); i < timed.length; i++) {
    const it = timed[i]!;
    if (it.start >= to) break;
    if (it.end > from || it.start >= from) out.push(it);
  }
  return out;
}

export function maxWeekMinutes(run: PersonRun, range: Range, out: Out): void {
  const { maxMinutes } = run.ruleSet.rules.maxWeekMinutes.params;
  if (run.timed.length === 0) return;
  // The weeks of all the shifts, as the average rules count them (counted once per run); only
  // those the range reaches are read.
  const w = ruleWeeks(run, run.timed[0]!.day - 7, run.timed[run.timed.length - 1]!.day + 1);
  const fromDay = dayOf(range.from) - 7;
  // A week starting on the local day after range.to's UTC day can hold it (00:15 on a Monday in
  // a zone east of UTC is still Sunday in UTC).
  const toDay = dayOf(range.to) + 1;
  // The weeks starting from fromDay - 7 to toDay.
  const kFrom = Math.max(0, Math.ceil((fromDay - 7 - w.base) / 7));
  const kTo = Math.min(w.count - 1, Math.floor((toDay - w.base) / 7));
  for (let k = kFrom; k <= kTo; k++) {
    const total = Math.round(w.minutes[k]!);
    if (total <= maxMinutes) continue;
    const items = itemsIn(run, w.bounds[k]!, w.bounds[k + 1]!);
    report(
      out,
      run,
      'maxWeekMinutes',
      items,
      items[items.length - 1]!.shift.date,
      total,
      maxMinutes,
      'MINUTES',
      () => ({
        periodStart: iso(w.bounds[k]!),
        periodEnd: iso(w.bounds[k + 1]!),
      }),
    );
  }
}

/** Reports a run of over-limit average blocks (runFrom..runTo) by its block furthest over, when it reaches the range. */
function averageViolation(
  run: PersonRun,
  out: Out,
  ruleId: 'averageWeekShort' | 'averageWeekLong',
  w: Weeks,
  runFrom: number,
  runTo: number,
  best: number,
  bestTotal: number,
  bestNights: number,
  bestLimit: number,
  fromDay: number,
  toDay: number,
): void {
  const params = run.ruleSet.rules[ruleId].params;
  const weeks = params.weeks;
  const nightParams = run.ruleSet.rules.averageWeekLong.params;
  const dayFrom = w.base + 7 * runFrom;
  const dayTo = w.base + 7 * runTo;
  if (dayTo >= fromDay && dayFrom <= toDay) {
    const last = w.lastStarting[best]!;
    const blockStart = instantIn(
      zoneInstants(run.timeZone),
      w.base + 7 * (best - weeks + 1),
      timeMinutes(run.ruleSet.weekStart.time),
      run.timeZone,
    );
    report(
      out,
      run,
      ruleId,
      itemsIn(run, blockStart, w.bounds[best + 1]!),
      last.shift.date,
      Math.ceil(bestTotal / weeks),
      bestLimit,
      'MINUTES',
      () => ({
        periodStart: iso(blockStart),
        periodEnd: iso(w.bounds[best + 1]!),
        weeks,
        nights: bestNights,
        nightThreshold: ruleId === 'averageWeekLong' ? nightParams.nightThreshold : 0,
        withNights: bestLimit !== params.maxMinutes ? 1 : 0,
        totalMinutes: bestTotal,
      }),
    );
  }
}

function averageWeeks(
  run: PersonRun,
  range: Range,
  out: Out,
  ruleId: 'averageWeekShort' | 'averageWeekLong',
): void {
  const params = run.ruleSet.rules[ruleId].params;
  const weeks = params.weeks;
  if (run.timed.length === 0 || weeks < 1) return;
  const firstDay = run.timed[0]!.day;
  const lastDay = run.timed[run.timed.length - 1]!.day;
  // Every block is evaluated (a few arithmetic steps each); only runs of over-limit blocks that
  // reach the range are reported.
  const w = ruleWeeks(run, firstDay - 7, lastDay + 1);
  const fromDay = dayOf(range.from) - 7;
  const toDay = dayOf(range.to) + weeks * 7;
  const nightParams = run.ruleSet.rules.averageWeekLong.params;
  let total = 0;
  let nights = 0;
  // The best block of the current run of over-limit blocks.
  let best = -1;
  let bestTotal = 0;
  let bestNights = 0;
  let bestLimit = 0;
  let runFrom = -1;
  // Weeks before the first shift's hold nothing and weeks after the last one's end no block:
  // the scan runs from the first to the last week a shift starts in (a week either side for a
  // clock change at the week's start). A run still open at the end is reported as reaching the
  // last week, as over every week.
  const kFrom = Math.max(0, (run.timed[0]!.week - w.base) / 7 - 1);
  const kTo = Math.min(w.count - 1, (run.timed[run.timed.length - 1]!.week - w.base) / 7 + 1);
  for (let k = kFrom; k <= kTo; k++) {
    total += w.minutes[k]!;
    nights += w.nights[k]!;
    if (k >= weeks) {
      total -= w.minutes[k - weeks]!;
      nights -= w.nights[k - weeks]!;
    }
    // Only blocks whose last week holds a shift that starts in it (docs/product/working-time.md#average-week).
    if (!w.lastStarting[k]) continue;
    const limit =
      ruleId === 'averageWeekLong' && nights >= nightParams.nightThreshold
        ? nightParams.maxMinutesWithNights
        : params.maxMinutes;
    // Over when the total is: a minute over the block's allowance is over, and shown rounded up.
    const totalMinutes = Math.round(total);
    if (totalMinutes <= limit * weeks) {
      if (best >= 0)
        averageViolation(
          run,
          out,
          ruleId,
          w,
          runFrom,
          k - 1,
          best,
          bestTotal,
          bestNights,
          bestLimit,
          fromDay,
          toDay,
        );
      best = -1;
      continue;
    }
    if (best < 0) runFrom = k;
    if (best < 0 || totalMinutes - limit * weeks > bestTotal - bestLimit * weeks) {
      best = k;
      bestTotal = totalMinutes;
      bestNights = nights;
      bestLimit = limit;
    }
  }
  if (best >= 0)
    averageViolation(
      run,
      out,
      ruleId,
      w,
      runFrom,
      w.count - 1,
      best,
      bestTotal,
      bestNights,
      bestLimit,
      fromDay,
      toDay,
    );
}

export function averageWeekShort(run: PersonRun, range: Range, out: Out): void {
  averageWeeks(run, range, out, 'averageWeekShort');
}

export function averageWeekLong(run: PersonRun, range: Range, out: Out): void {
  averageWeeks(run, range, out, 'averageWeekLong');
}

/**
 * Rests between merged busy blocks, as two lists of instants (start, end; disjoint, in time
 * order, so ends ascend too); the first and last run to ±Infinity. One scratch, reused by every
 * weekly-rest check (the rule reads it only while it runs).
 */
interface Rests {
  starts: number[];
  ends: number[];
  n: number;
}
const scratchRests: Rests = { starts: [], ends: [], n: 0 };

/** The rests around timed[i0..i1]. */
function restsOf(timed: Item[], i0: number, i1: number): Rests {
  const r = scratchRests;
  let n = 0;
  let cursor = -Infinity;
  for (let i = i0; i <= i1; i++) {
    const it = timed[i]!;
    if (it.start > cursor) {
      r.starts[n] = cursor;
      r.ends[n++] = it.start;
    }
    if (it.end > cursor) cursor = it.end;
  }
  r.starts[n] = cursor;
  r.ends[n++] = Infinity;
  r.n = n;
  return r;
}

/** The first rest ending after `t`. */
function firstRestEndingAfter(all: Rests, t: number): number {
  let lo = 0;
  let hi = all.n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (all.ends[mid]! <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function restInParts(all: Rests, from: number, to: number, part: number): number {
  let sum = 0;
  // Rests outside [from, to) add nothing when parts are positive (their part inside is ≤ 0).
  const k0 = part > 0 ? firstRestEndingAfter(all, from) : 0;
  for (let k = k0; k < all.n && (part <= 0 || all.starts[k]! < to); k++) {
    const len = Math.min(all.ends[k]!, to) - Math.max(all.starts[k]!, from);
    if (len >= part) sum += len;
  }
  return sum;
}

/** Whether the alternative weekly rest (rests of at least a part, in 2×7×24 h from `from`) holds. */
function alternativeHolds(p: RuleSet['rules']['weeklyRest']['params'], all: Rests, from: number): boolean {
  return (
    p.alternativeMinutes > 0 &&
    restInParts(all, from, from + 2 * WEEK, p.alternativePartMinutes * MINUTE) >=
      p.alternativeMinutes * MINUTE
  );
}

export function weeklyRest(run: PersonRun, range: Range, out: Out): void {
  const p = run.ruleSet.rules.weeklyRest.params;
  const min = p.minMinutes * MINUTE;
  const { timed } = run;
  if (timed.length === 0) return;
  // Only the shifts near the range, cut where a rest of at least `min` lies: the rests beyond it
  // cannot change a stretch that reaches the range. The pairs of rests read below reach 7×24 h
  // beyond the range and the alternative's 14×24 h windows from them 2×7×24 h − min further; the
  // cut's first rest counts as unbounded before, so the slice starts a shift's length earlier
  // (its real start lies after that), and ends where a shift starts after the last window.
  let i0 = 0;
  let i1 = timed.length - 1;
  if (Number.isFinite(range.from)) {
    i0 = Math.min(firstStartAtOrAfter(timed, range.from - 3 * WEEK + min - run.longest), timed.length - 1);
    while (i0 > 0 && timed[i0]!.start - run.maxEnd[i0 - 1]! < min) i0--;
  }
  if (Number.isFinite(range.to)) {
    i1 = Math.max(firstStartAtOrAfter(timed, range.to + 3 * WEEK - min) - 1, i0);
    while (i1 < timed.length - 1 && timed[i1 + 1]!.start - run.maxEnd[i1]! < min) i1++;
  }
  const all = restsOf(timed, i0, i1);
  const { starts, ends } = all;
  if (p.windowMode === 'FIXED') {
    const w = ruleWeeks(
      run,
      Math.max(dayOf(range.from) - 7, timed[0]!.day - 7),
      Math.min(dayOf(range.to) + 1, timed[timed.length - 1]!.day + 1),
    );
    for (let k = 0; k < w.count; k++) {
      const start = w.bounds[k]!;
      const end = w.bounds[k + 1]!;
      const items = itemsIn(run, start, end);
      if (items.length === 0) continue;
      let longest = 0;
      for (let j = firstRestEndingAfter(all, start); j < all.n && starts[j]! < end; j++)
        longest = Math.max(longest, Math.min(ends[j]!, end) - Math.max(starts[j]!, start));
      if (longest >= min) continue;
      if (alternativeHolds(p, all, start - WEEK) || alternativeHolds(p, all, start)) continue;
      report(
        out,
        run,
        'weeklyRest',
        items,
        items[items.length - 1]!.shift.date,
        minutes(longest),
        p.minMinutes,
        'MINUTES',
        () => ({
          periodStart: iso(start),
          periodEnd: iso(end),
          mode: 'FIXED',
        }),
      );
    }
    return;
  }
  // Sliding: a 7×24 h window without `min` unbroken rest exists exactly when two consecutive
  // rests of at least `min` lie more than 7×24 h − 2·min apart (docs/product/working-time.md#weekly-rest).
  let ka = -1; // the previous rest of at least `min`
  for (let kb = 0; kb < all.n; kb++) {
    if (ends[kb]! - starts[kb]! < min) continue;
    const a = ka;
    ka = kb;
    if (a < 0) continue;
    const aEnd = ends[a]!;
    const bStart = starts[kb]!;
    if (bStart - aEnd <= WEEK - 2 * min) continue;
    if (bStart < range.from - WEEK || aEnd > range.to + WEEK) continue;
    if (alternativeHolds(p, all, aEnd - min) && alternativeHolds(p, all, bStart + min - 2 * WEEK)) continue;
    const items: Item[] = [];
    for (let i = firstStartAtOrAfter(timed, aEnd); i < timed.length && timed[i]!.start < bStart; i++)
      items.push(timed[i]!);
    if (items.length === 0) continue;
    // The rests between the two.
    let longest = 0;
    for (let k = a + 1; k < kb; k++) longest = Math.max(longest, ends[k]! - starts[k]!);
    const last = items[items.length - 1]!;
    report(out, run, 'weeklyRest', items, last.shift.date, minutes(longest), p.minMinutes, 'MINUTES', () => ({
      periodStart: iso(aEnd),
      periodEnd: iso(bStart),
      mode: 'SLIDING',
      alternativeMinutes: p.alternativeMinutes,
      alternativePartMinutes: p.alternativePartMinutes,
    }));
  }
}

/** Calendar periods (rule weeks or months) as [startDay, endDay) pairs covering `fromDay`..`toDay`. */
function periodsOf(
  run: PersonRun,
  period: 'WEEK' | 'MONTH',
  fromDay: number,
  toDay: number,
): { startDay: number; endDay: number }[] {
  const out: { startDay: number; endDay: number }[] = [];
  if (period === 'WEEK') {
    let d = ruleWeekStartDay(run.ruleSet, fromDay, 24 * 60);
    for (; d <= toDay; d += 7) out.push({ startDay: d, endDay: d + 7 });
    return out;
  }
  let date = fromDayNumber(fromDay).slice(0, 8) + '01';
  for (;;) {
    const start = dayNumber(date);
    if (start > toDay) break;
    const y = Number(date.slice(0, 4));
    const m = Number(date.slice(5, 7));
    const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
    out.push({ startDay: start, endDay: dayNumber(next) });
    date = next;
  }
  return out;
}

function periodStartInstant(run: PersonRun, period: 'WEEK' | 'MONTH', day: number): number {
  return instantIn(
    zoneInstants(run.timeZone),
    day,
    period === 'WEEK' ? timeMinutes(run.ruleSet.weekStart.time) : 0,
    run.timeZone,
  );
}

function periodMinutes(run: PersonRun, start: number, end: number): { total: number; items: Item[] } {
  let total = 0;
  const items: Item[] = [];
  const { timed } = run;
  for (let i = firstStartAtOrAfter(timed, start - run.longest); i < timed.length; i++) {
    const it = timed[i]!;
    if (it.start >= end) break;
    const overlap = Math.min(it.end, end) - Math.max(it.start, start);
    if (overlap > 0) {
      total += overlap;
      items.push(it);
    }
  }
  return { total: minutes(total), items };
}

/** The limit a contract sets in place of the rule set's, in minutes (null: none). */
function contractLimit(
  run: PersonRun,
  which: 'min' | 'max',
): { minutes: number; period: 'WEEK' | 'MONTH' } | null {
  const c = run.contract;
  const hours = c ? (which === 'min' ? c.minHoursPerPeriod : c.maxHoursPerPeriod) : null;
  return c && hours !== null ? { minutes: Math.round(hours * 60), period: c.period } : null;
}

export function maxMinutesInPeriod(run: PersonRun, range: Range, out: Out): void {
  const fromContract = contractLimit(run, 'max');
  const { maxMinutes, period } = fromContract
    ? { maxMinutes: fromContract.minutes, period: fromContract.period }
    : run.ruleSet.rules.maxMinutesInPeriod.params;
  if (run.timed.length === 0) return;
  const fromDay = Math.max(dayOf(range.from) - 32, run.timed[0]!.day - 1);
  const toDay = Math.min(dayOf(range.to) + 1, run.timed[run.timed.length - 1]!.day + 2);
  for (const per of periodsOf(run, period, fromDay, toDay)) {
    const start = periodStartInstant(run, period, per.startDay);
    const end = periodStartInstant(run, period, per.endDay);
    const { total, items } = periodMinutes(run, start, end);
    if (total <= maxMinutes || items.length === 0) continue;
    report(
      out,
      run,
      'maxMinutesInPeriod',
      items,
      items[items.length - 1]!.shift.date,
      total,
      maxMinutes,
      'MINUTES',
      () => ({
        periodStart: fromDayNumber(per.startDay),
        periodEnd: fromDayNumber(per.endDay - 1),
        period,
        fromContract: fromContract ? 1 : 0,
      }),
    );
  }
}

export function minMinutesInPeriod(run: PersonRun, _range: Range, out: Out): void {
  const fromContract = contractLimit(run, 'min');
  const { minMinutes, period } = fromContract
    ? { minMinutes: fromContract.minutes, period: fromContract.period }
    : run.ruleSet.rules.minMinutesInPeriod.params;
  if (minMinutes <= 0) return;
  // Reported on the period's last day, for the periods that end inside the report window.
  for (const per of periodsOf(run, period, run.reportFrom, run.reportTo)) {
    if (per.endDay - 1 < run.reportFrom || per.endDay - 1 > run.reportTo) continue;
    const start = periodStartInstant(run, period, per.startDay);
    const end = periodStartInstant(run, period, per.endDay);
    const { total, items } = periodMinutes(run, start, end);
    if (total >= minMinutes) continue;
    report(
      out,
      run,
      'minMinutesInPeriod',
      items,
      fromDayNumber(per.endDay - 1),
      total,
      minMinutes,
      'MINUTES',
      () => ({
        periodStart: fromDayNumber(per.startDay),
        periodEnd: fromDayNumber(per.endDay - 1),
        period,
        fromContract: fromContract ? 1 : 0,
      }),
    );
  }
}

export function maxWeekendsWorked(run: PersonRun, range: Range, out: Out): void {
  const { max, period } = run.ruleSet.rules.maxWeekendsWorked.params;
  const { all } = run;
  if (all.length === 0) return;
  const fromDay = Math.max(dayOf(range.from) - 32, all[0]!.day - 1);
  const toDay = Math.min(dayOf(range.to) + 32, all[all.length - 1]!.day + 1);
  for (const per of periodsOf(run, period, fromDay, toDay)) {
    const weekends = new Set<number>();
    const items: Item[] = [];
    for (let i = firstDayAtOrAfter(all, per.startDay); i < all.length && all[i]!.day < per.endDay; i++) {
      const it = all[i]!;
      const dow = (((it.day + 3) % 7) + 7) % 7;
      if (dow < 5) continue;
      weekends.add(it.day - (dow - 5)); // the weekend's Saturday
      items.push(it);
    }
    if (weekends.size <= max) continue;
    report(
      out,
      run,
      'maxWeekendsWorked',
      items,
      items[items.length - 1]!.shift.date,
      weekends.size,
      max,
      'COUNT',
      () => ({
        periodStart: fromDayNumber(per.startDay),
        periodEnd: fromDayNumber(per.endDay - 1),
        period,
      }),
    );
  }
}

export function maxShiftsOfType(run: PersonRun, range: Range, out: Out): void {
  const { period, limits } = run.ruleSet.rules.maxShiftsOfType.params;
  const { all } = run;
  if (limits.length === 0 || all.length === 0) return;
  const fromDay = Math.max(dayOf(range.from) - 32, all[0]!.day - 1);
  const toDay = Math.min(dayOf(range.to) + 32, all[all.length - 1]!.day + 1);
  for (const per of periodsOf(run, period, fromDay, toDay)) {
    for (const limit of limits) {
      const items: Item[] = [];
      for (let i = firstDayAtOrAfter(all, per.startDay); i < all.length && all[i]!.day < per.endDay; i++)
        if (all[i]!.shift.shiftTypeId === limit.shiftTypeId) items.push(all[i]!);
      if (items.length <= limit.max) continue;
      const last = items[items.length - 1]!;
      report(out, run, 'maxShiftsOfType', items, last.shift.date, items.length, limit.max, 'COUNT', () => ({
        periodStart: fromDayNumber(per.startDay),
        periodEnd: fromDayNumber(per.endDay - 1),
        period,
        shiftType: last.shift.shiftTypeName,
      }));
    }
  }
}

export type RuleCheck = (run: PersonRun, range: Range, out: Out) => void;

export const RULE_CHECKS: { [Id in RuleId]: RuleCheck } = {
  maxShiftLength,
  maxWeekMinutes,
  averageWeekShort,
  averageWeekLong,
  dailyRest,
  weeklyRest,
  nightShiftLength,
  restAfterLateNight,
  restAfterNightSeries,
  maxLateNights,
  maxRunWithNight,
  minConsecutiveDays,
  maxConsecutiveDays,
  minConsecutiveDaysOff,
  maxWeekendsWorked,
  minMinutesInPeriod,
  maxMinutesInPeriod,
  maxShiftsOfType,
  forbiddenSuccession,
  doubleBooking,
  duringAbsence,
};

/** Whether a rule is checked for a run: on in its set, or a contract limit that replaces it. */
export function ruleActive(run: PersonRun, id: RuleId): boolean {
  const rules: RuleConfigs = run.ruleSet.rules;
  if (rules[id].enabled) return true;
  if (id === 'maxMinutesInPeriod') return contractLimit(run, 'max') !== null;
  if (id === 'minMinutesInPeriod') return contractLimit(run, 'min') !== null;
  return false;
}

export const CHECKED_RULES = Object.keys(RULE_CHECKS) as RuleId[];

export function runRules(run: PersonRun, range: Range, out: Out, skip?: ReadonlySet<RuleId>): void {
  for (const id of CHECKED_RULES) {
    if (skip?.has(id) || !ruleActive(run, id)) continue;
    RULE_CHECKS[id](run, range, out);
  }
}

// ---------------------------------------------------------------------------------------------
// Contracts and rule sets per person

export function defaultRuleSet(ruleSets: RuleSet[]): RuleSet {
  const found = ruleSets.find((r) => r.isDefault) ?? ruleSets[0];
  if (!found) throw new RangeError('checkRules needs at least the default rule set');
  return found;
}

/** The contract in force on `date` (its periods sorted by start), or null. */
export function contractOn(sorted: ContractPeriod[], date: string): ContractPeriod | null {
  let found: ContractPeriod | null = null;
  for (const c of sorted) {
    if (c.startsOn <= date) found = c;
    else break;
  }
  return found;
}

export function ruleSetOf(
  contract: ContractPeriod | null,
  byId: Map<string, RuleSet>,
  fallback: RuleSet,
): RuleSet {
  return (contract?.ruleSetId ? byId.get(contract.ruleSetId) : undefined) ?? fallback;
}

/**
 * Every violation of one person: the rules are run once per contract period (and once for the
 * days before the first), and each violation is kept by the run whose contract holds on its date.
 */
export function checkPerson(
  staffId: string,
  shifts: WorkedShift[],
  contracts: ContractPeriod[],
  absences: CheckedAbsence[],
  byId: Map<string, RuleSet>,
  fallback: RuleSet,
  timeZone: string,
  reportFrom: number,
  reportTo: number,
  out: Violation[],
): void {
  const sorted = contracts
    .slice()
    .sort((a, b) => (a.startsOn < b.startsOn ? -1 : a.startsOn > b.startsOn ? 1 : 0));
  const configs: (ContractPeriod | null)[] = [null, ...sorted];
  const itemsBySet = new Map<string, Item[]>();
  for (let k = 0; k < configs.length; k++) {
    const contract = configs[k]!;
    const next = sorted[k]; // the period after configs[k]
    const ruleSet = ruleSetOf(contract, byId, fallback);
    // Skip periods that never hold in the report window.
    const holdsFrom = contract ? toDayNumber(contract.startsOn) : -Infinity;
    const holdsTo = next ? toDayNumber(next.startsOn) - 1 : Infinity;
    if (holdsTo < reportFrom || holdsFrom > reportTo) continue;
    let items = itemsBySet.get(ruleSet.id);
    if (!items) {
      items = shifts.map((s) => toItem(s, ruleSet, timeZone));
      itemsBySet.set(ruleSet.id, items);
    }
    const run = buildRun(
      staffId,
      items,
      ruleSet,
      contract,
      absences,
      timeZone,
      Math.max(reportFrom, holdsFrom),
      Math.min(reportTo, holdsTo),
    );
    // Kept: dated in the report window on a day this contract holds.
    runRules(run, reportRange(run), {
      list: out,
      keep: (v) => {
        const day = dayNumber(v.date);
        return day >= run.reportFrom && day <= run.reportTo;
      },
    });
  }
}

/**
 * The anchors (a shift's start, a period's start) whose violations can be dated inside the run's
 * report days: every rule reports each violation with an anchor inside the range exactly as over
 * all the shifts (canWork relies on the same), and a violation is dated at most a rest, a
 * succession gap and a shift after its anchor (the rest rules: the next shift starts less than
 * the minimum rest after the night ends), never before it. Two days either side cover any zone's
 * offset from UTC. The look-back still counts (averages, late nights, shortened rests): each rule
 * reads the shifts before its first anchor that it needs.
 */
function reportRange(run: PersonRun): Range {
  const r = run.ruleSet.rules;
  const gap = Math.max(
    r.restAfterLateNight.params.minMinutes,
    r.restAfterNightSeries.params.minMinutes,
    r.forbiddenSuccession.params.withinMinutes,
  );
  return {
    from: run.reportFrom * DAY - 2 * DAY - run.longest - gap * MINUTE,
    to: (run.reportTo + 1) * DAY + 2 * DAY,
  };
}

function groupBy<T>(list: T[], key: (t: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const t of list) {
    const k = key(t);
    const l = map.get(k);
    if (l) l.push(t);
    else map.set(k, [t]);
  }
  return map;
}

/**
 * `checkRules` person by person: every checked person (everyone with a shift or a contract, in
 * the order `checkRules` lists them: by their first shift, then those with contracts only) with
 * their violations, an empty list for none. `only`: just these people (an incremental check
 * recomputes the people whose shifts, contracts or absences changed; a person's violations
 * depend on nothing else of `input`).
 */
export function checkRulesByPerson(
  input: CheckRulesInput,
  only?: ReadonlySet<string>,
): Map<string, Violation[]> {
  const fallback = defaultRuleSet(input.ruleSets);
  const byId = new Map(input.ruleSets.map((r) => [r.id, r]));
  const wanted = <T extends { staffId: string }>(list: T[]) =>
    only ? list.filter((x) => only.has(x.staffId)) : list;
  const shifts = groupBy(wanted(input.shifts), (s) => s.staffId);
  const contracts = groupBy(wanted(input.contracts), (c) => c.staffId);
  const absences = groupBy(wanted(input.absences), (a) => a.staffId);
  const reportFrom = toDayNumber(input.window.startDate);
  const reportTo = toDayNumber(input.window.endDate);
  const staff = new Set([...shifts.keys(), ...contracts.keys()]);
  const found = new Map<string, Violation[]>();
  for (const staffId of staff) {
    const out: Violation[] = [];
    checkPerson(
      staffId,
      shifts.get(staffId) ?? [],
      contracts.get(staffId) ?? [],
      absences.get(staffId) ?? [],
      byId,
      fallback,
      input.timeZone,
      reportFrom,
      reportTo,
      out,
    );
    found.set(staffId, out);
  }
  return found;
}

/**
 * The violations of everyone's shifts dated inside `window`, each checked with the rule set of
 * the contract in force on the violation's date (docs/product/working-time.md#the-checker).
 */
export function checkRules(input: CheckRulesInput): Violation[] {
  return [...checkRulesByPerson(input).values()].flat();
}

/**
 * How many days before the window the caller must load so that every rule of these sets sees
 * all it counts (docs/product/working-time.md#how-far-the-checker-looks).
 */
export function lookBackDays(ruleSets: RuleSet[]): number {
  let days = 2 * 7 + 2; // rest rules, double booking, the shortened-rest allowance, weekly rest
  for (const rs of ruleSets) {
    const r = rs.rules;
    if (r.averageWeekShort.enabled) days = Math.max(days, (r.averageWeekShort.params.weeks + 1) * 7);
    if (r.averageWeekLong.enabled) days = Math.max(days, (r.averageWeekLong.params.weeks + 1) * 7);
    if (r.maxLateNights.enabled) days = Math.max(days, (r.maxLateNights.params.weeks + 1) * 7);
    if (r.nightShiftLength.enabled)
      days = Math.max(days, r.nightShiftLength.params.extendedPer52Weeks > 0 ? 53 * 7 : 3 * 7);
    if (
      r.maxMinutesInPeriod.enabled ||
      r.minMinutesInPeriod.enabled ||
      r.maxWeekendsWorked.enabled ||
      r.maxShiftsOfType.enabled
    )
      days = Math.max(days, 32);
    if (r.maxRunWithNight.enabled) days = Math.max(days, r.maxRunWithNight.params.maxShifts + 2);
    if (r.maxConsecutiveDays.enabled) days = Math.max(days, r.maxConsecutiveDays.params.max + 2);
    if (r.restAfterNightSeries.enabled) days = Math.max(days, r.restAfterNightSeries.params.minNights + 4);
  }
  return days;
}

/**
 * How many days after a changed day the change can move a violation's date or answer, and so
 * how many days after the window the caller loads: every rule reaches as far forward as back (a
 * new night on day D counts for the late nights of the 16 weeks after it, an average block ending
 * up to its length later holds it), so it is the look-back
 * (docs/product/working-time.md#how-far-the-checker-looks).
 */
export function lookAheadDays(ruleSets: RuleSet[]): number {
  return lookBackDays(ruleSets);
}
