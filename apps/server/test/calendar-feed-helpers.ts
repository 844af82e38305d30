import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { call, type TestApp } from './helpers';

/** One VEVENT of a feed as ical.js reads it. */
export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  status: string | null;
  sequence: number;
  /** UTC instants (ms) of DTSTART and DTEND; for all-day events midnight UTC of the dates. */
  start: number;
  end: number;
  allDay: boolean;
  tzid: string | null;
  dtstamp: string;
  lastModified: string;
}

export interface ParsedFeed {
  name: string;
  refreshInterval: string | null;
  publishedTtl: string | null;
  timezones: string[];
  events: ParsedEvent[];
}

/** Parses a feed with ical.js (its VTIMEZONEs registered first, so TZID times are resolved by them). */
export function parseFeed(text: string): ParsedFeed {
  const cal = new ICAL.Component(ICAL.parse(text));
  const timezones = cal.getAllSubcomponents('vtimezone').map((tz) => {
    const zone = new ICAL.Timezone(tz);
    ICAL.TimezoneService.register(zone, zone.tzid);
    return zone.tzid;
  });
  const events = cal.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    const dtstart = v.getFirstProperty('dtstart')!;
    const allDay = event.startDate.isDate;
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      status: (v.getFirstPropertyValue('status') as string | null) ?? null,
      sequence: event.sequence,
      start: event.startDate.toJSDate().getTime(),
      end: event.endDate.toJSDate().getTime(),
      allDay,
      tzid: (dtstart.getParameter('tzid') as string | undefined) ?? null,
      dtstamp: String(v.getFirstProperty('dtstamp')!.toICALString()),
      lastModified: String(v.getFirstProperty('last-modified')?.toICALString() ?? ''),
    };
  });
  return {
    name: String(cal.getFirstPropertyValue('x-wr-calname') ?? cal.getFirstPropertyValue('name') ?? ''),
    refreshInterval: cal.getFirstPropertyValue('refresh-interval')?.toString() ?? null,
    publishedTtl: cal.getFirstPropertyValue('x-published-ttl')?.toString() ?? null,
    timezones,
    events,
  };
}

/** GET the feed at `url` (the https link's path) with optional conditional headers. */
export function fetchFeed(t: TestApp, url: string, headers: Record<string, string> = {}) {
  return call(t.app, 'GET', new URL(url).pathname, { headers });
}

/**
 * The instants of a GET /schedules entry, computed here with luxon from its date, the shift
 * type's wall-clock times and the answer's time zone (an end not after the start is the next
 * day): an independent reference for the feed's times.
 */
export function entryInstants(
  entry: { date: string; shiftType: { startTime: string | null; endTime: string | null } },
  timeZone: string,
): { start: number; end: number } {
  const { startTime, endTime } = entry.shiftType;
  const start = DateTime.fromISO(`${entry.date}T${startTime}`, { zone: timeZone });
  let end = DateTime.fromISO(`${entry.date}T${endTime}`, { zone: timeZone });
  if (endTime! <= startTime!)
    end = DateTime.fromISO(`${start.plus({ days: 1 }).toISODate()}T${endTime}`, { zone: timeZone });
  return { start: start.toMillis(), end: end.toMillis() };
}
