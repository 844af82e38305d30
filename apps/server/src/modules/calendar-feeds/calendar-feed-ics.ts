import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import type { Language } from '@openrota/contracts';
import { translate } from '@openrota/i18n';
import type { FeedEventRow } from './calendar-feeds.repository';

/** How often a calendar app is asked to poll (REFRESH-INTERVAL and X-PUBLISHED-TTL; hints only). */
export const FEED_TTL_SECONDS = 3600;

export interface FeedHeader {
  /** The calendar's name (NAME, X-WR-CALNAME). */
  name: string;
  timeZone: string;
  language: Language;
  workspaceName: string;
  /** Whether summaries name the person (a workspace feed). */
  showsStaff: boolean;
  /** The host part of UIDs (`…@host`). */
  host: string;
  /** Makes every UID of this feed its own (two subscribed feeds never share one). */
  feedId: string;
}

/**
 * Writes a feed as RFC 5545 text with ical-generator (docs/adr/0011-calendar-feeds.md): times
 * with TZID from luxon values in the workspace's zone (never from the process's zone), the
 * VTIMEZONE of that zone from @touch4it/ical-timezones, DTSTAMP and LAST-MODIFIED in UTC (the
 * calendar itself has no zone name, which would make them floating), the stored SEQUENCE and
 * STATUS. A shift type without times is an all-day event.
 */
export function renderFeed(header: FeedHeader, rows: readonly FeedEventRow[]): string {
  const t = (key: string, values: Record<string, string> = {}) =>
    translate(header.language, `calendarFeeds.feed.${key}`, values);
  const cal = ical({
    name: header.name,
    prodId: {
      company: 'OpenRota',
      product: 'OpenRota calendar feed',
      language: header.language.toUpperCase(),
    },
    ttl: FEED_TTL_SECONDS,
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  cal.x([{ key: 'X-WR-TIMEZONE', value: header.timeZone }]);
  for (const row of rows) {
    const base = !header.showsStaff
      ? t('summary', { shiftType: row.shiftTypeName })
      : row.staffName
        ? t('summaryWithStaff', { shiftType: row.shiftTypeName, name: row.staffName })
        : t('summaryOpen', { shiftType: row.shiftTypeName });
    const cancelled = row.status === 'CANCELLED';
    const description = [
      t('descShiftType', { shiftType: row.shiftTypeName }),
      ...(header.showsStaff ? [row.staffName ? t('descStaff', { name: row.staffName }) : t('descOpen')] : []),
      t('descWorkspace', { workspace: header.workspaceName }),
      ...(cancelled ? [t('descCancelled')] : []),
    ].join('\n');
    const lastModified = DateTime.fromJSDate(row.lastModified, { zone: 'utc' });
    const timed = row.startAt && row.endAt;
    const start = timed
      ? DateTime.fromJSDate(row.startAt!, { zone: header.timeZone })
      : DateTime.fromISO(row.date, { zone: header.timeZone });
    const end = timed ? DateTime.fromJSDate(row.endAt!, { zone: header.timeZone }) : start.plus({ days: 1 });
    cal.createEvent({
      id: `${row.occurrence}.${header.feedId}@${header.host}`,
      start,
      end,
      ...(timed ? { timezone: header.timeZone } : { allDay: true }),
      summary: cancelled ? t('summaryCancelled', { summary: base }) : base,
      description,
      sequence: row.sequence,
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      stamp: lastModified,
      lastModified,
    });
  }
  return cal.toString();
}
