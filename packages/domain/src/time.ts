/**
 * Wall-clock time in a workspace's IANA time zone. Deterministic given its inputs (the
 * instant is passed in; Intl only supplies the zone rules), so it belongs in the domain.
 */
import { toDayNumber } from './dates';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instantMs: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instantMs))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The yyyy-MM-dd date it is in `timeZone` at `instantMs`. */
export function todayInTimeZone(instantMs: number, timeZone: string): string {
  const w = wallClock(instantMs, timeZone);
  return `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** The zone's UTC offset in minutes at `instantMs` (Amsterdam in winter: 60). */
export function timeZoneOffsetMinutes(instantMs: number, timeZone: string): number {
  const w = wallClock(instantMs, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instantMs / 1000) * 1000) / 60_000);
}

const TIME_OF_DAY_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `value` is a wall-clock time written HH:mm, 00:00–23:59 (the contracts' TimeStringSchema). */
export function isTimeOfDay(value: string): boolean {
  return TIME_OF_DAY_RE.test(value);
}

/** Minutes after midnight of an HH:mm time ("07:30" → 450); a RangeError for anything else. */
export function parseTimeOfDay(value: string): number {
  const m = TIME_OF_DAY_RE.exec(value);
  if (!m) throw new RangeError(`Not an HH:mm time: ${value}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/**
 * The instant (ms) of wall-clock `minutes` after midnight of day number `day` in `timeZone`.
 * In a gap (spring forward) the earlier offset applies; in an overlap the first occurrence.
 */
export function zonedInstant(day: number, minutes: number, timeZone: string): number {
  const key = `${timeZone}|${day}|${minutes}`;
  let instant = zonedInstants.get(key);
  if (instant === undefined) {
    if (zonedInstants.size >= KEPT) zonedInstants.clear();
    zonedInstants.set(key, (instant = computeZonedInstant(day, minutes, timeZone)));
  }
  return instant;
}

/**
 * `zonedInstant` asks Intl for up to four offsets (some 50 µs); the staff portal's conflict
 * checks ask for the same few shift times of the same days over and over, so answers are kept
 * (the zone rules do not change while the process runs).
 */
const zonedInstants = new Map<string, number>();
/** At most this many answers per cache (a few MB); a full cache starts again empty. */
const KEPT = 50_000;

function computeZonedInstant(day: number, minutes: number, timeZone: string): number {
  const naive = day * 86_400_000 + minutes * 60_000;
  // The offsets a day before and after (at most one transition in between): the instants they
  // give that really show this wall-clock time; none in a gap, two in an overlap.
  const before = timeZoneOffsetMinutes(naive - 86_400_000, timeZone);
  const after = timeZoneOffsetMinutes(naive + 86_400_000, timeZone);
  const valid = [before, after]
    .map((o) => ({ o, t: naive - o * 60_000 }))
    .filter(({ o, t }) => timeZoneOffsetMinutes(t, timeZone) === o);
  if (valid.length > 0) return Math.min(...valid.map(({ t }) => t));
  return naive - before * 60_000;
}

/** A real span of time: epoch milliseconds, `start` included, `end` not. */
export interface Interval {
  start: number;
  end: number;
}

/**
 * The real instants a shift starting at `startTime` on `date` and ending at `endTime` covers in
 * `timeZone`: the end is on the next day when it is not after the start (22:00–07:00, and
 * 08:00–08:00 lasts a day). Each end follows the zone's offset at that moment, so a night over
 * a daylight-saving change is an hour shorter or longer than its wall-clock times say; a time
 * inside a spring-forward gap is read as `zonedInstant` does.
 */
export function shiftInterval(date: string, startTime: string, endTime: string, timeZone: string): Interval {
  const key = `${timeZone}|${date}|${startTime}|${endTime}`;
  let interval = shiftIntervals.get(key);
  if (!interval) {
    if (shiftIntervals.size >= KEPT) shiftIntervals.clear();
    shiftIntervals.set(key, (interval = computeShiftInterval(date, startTime, endTime, timeZone)));
  }
  return { start: interval.start, end: interval.end };
}

/** Kept like `zonedInstants`: the claim checks compare the same shifts again for every open slot. */
const shiftIntervals = new Map<string, Interval>();

function computeShiftInterval(date: string, startTime: string, endTime: string, timeZone: string): Interval {
  const day = toDayNumber(date);
  const start = parseTimeOfDay(startTime);
  const end = parseTimeOfDay(endTime);
  const endDay = end <= start ? day + 1 : day;
  return { start: zonedInstant(day, start, timeZone), end: zonedInstant(endDay, end, timeZone) };
}

/**
 * Real elapsed minutes of a shift (its `shiftInterval`): 22:00–06:00 from 2026-03-28 in
 * Europe/Amsterdam is 420 minutes, from 2026-10-24 540.
 */
export function shiftDurationMinutes(
  date: string,
  startTime: string,
  endTime: string,
  timeZone: string,
): number {
  const { start, end } = shiftInterval(date, startTime, endTime, timeZone);
  return Math.round((end - start) / 60_000);
}

/** Whether two intervals share some time (touching ends, 06:00 to 06:00, do not). */
export function intervalsOverlap(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}
