/**
 * Serving a calendar feed (docs/adr/0011-calendar-feeds.md). A poll is one query (the feed by
 * its token hash, joined with the workspace's licence and schedule version) and, when the
 * caller's ETag is current, a 304. Otherwise the feed's shifts of the rolling window are read
 * from the schedule cache through the same functions as the staff portal (a member) or GET
 * /schedules (a workspace feed), compared with what the feed last published, and the changes
 * stored with their SEQUENCE raised; the body is kept in the schedule cache under its ETag.
 */
import {
  FEED_CANCELLED_KEPT_DAYS,
  FEED_DAYS_AHEAD,
  FEED_DAYS_BACK,
  ErrorCode,
  type Language,
} from '@openrota/contracts';
import {
  addDays,
  isLicenceExpired,
  shiftInterval,
  todayInTimeZone,
  type ScheduleEntry,
} from '@openrota/domain';
import type { AppContext } from '../../context';
import { translate } from '@openrota/i18n';
import { AppError, msg } from '../../lib/app-error';
import { ifNoneMatchHits, scheduleEtag } from '../../lib/http-cache';
import { hashToken } from '../../lib/tokens';
import { cachedValue, keepValue, type ScheduleHead } from '../schedule/schedule-cache';
import { scheduleEntries, staffMemberShifts } from '../schedule/schedule.service';
import { renderFeed } from './calendar-feed-ics';
import * as repo from './calendar-feeds.repository';
import type { FeedEventRow } from './calendar-feeds.repository';

type PolledFeed = NonNullable<Awaited<ReturnType<typeof repo.findFeedByTokenHash>>>;

export interface FeedPoll {
  etag: string;
  lastModified: Date;
  /** Absent: the caller's copy is current (304). */
  body?: string;
}

/** The feed's token from `/api/calendar/{file}`: base64url characters followed by `.ics`. */
function tokenOf(file: string): string {
  const match = /^([A-Za-z0-9_-]{16,100})\.ics$/.exec(file);
  if (!match) throw new AppError(ErrorCode.NOT_FOUND, 404, msg('calendarFeeds.badFile'));
  return match[1]!;
}

function unknownFeed(): AppError {
  return new AppError(ErrorCode.NOT_FOUND, 404, msg('calendarFeeds.unknownToken'));
}

/**
 * GET /api/calendar/{token}.ics. 404 for an unknown, rotated or revoked token and for the
 * feed of a deactivated member (their feed is deleted when they are deactivated); 410 while the
 * workspace's licence is expired (a calendar that went empty would look like no work).
 */
export async function pollFeed(
  ctx: AppContext,
  file: string,
  conditional: { ifNoneMatch?: string | string[]; ifModifiedSince?: string },
): Promise<FeedPoll> {
  const feed = await repo.findFeedByTokenHash(ctx.db, hashToken(tokenOf(file)));
  if (!feed || (feed.kind === 'STAFF' && feed.staffActive !== true)) throw unknownFeed();
  const now = ctx.clock.now();
  const today = todayInTimeZone(now.getTime(), feed.timeZone);
  if (feed.renewalDate !== null && isLicenceExpired(feed.plan, feed.renewalDate, today))
    throw new AppError(
      ErrorCode.LICENSE_EXPIRED,
      410,
      msg('calendarFeeds.licenceExpired', { date: feed.renewalDate }),
    );
  const head: ScheduleHead = {
    version: feed.version,
    name: feed.workspaceName,
    timeZone: feed.timeZone,
    maxSelfPlanningDays: feed.maxSelfPlanningDays,
    absencesMinDelay: feed.absencesMinDelay,
    today,
  };
  const etag = feedEtag(ctx, feed, head);
  const known = feed.etag === etag && feed.etagAt ? feed.etagAt : undefined;
  if (ifNoneMatchHits(conditional.ifNoneMatch, etag) || notModifiedSince(known, conditional)) {
    await touch(ctx, feed, now);
    return { etag, lastModified: known ?? now };
  }
  const ready = cachedValue<string>(ctx, bodyKey(feed, etag));
  const made = ready !== undefined ? { etag, body: ready } : await feedBody(ctx, feed, head);
  const lastModified = feed.etag === made.etag && feed.etagAt ? feed.etagAt : now;
  if (feed.etag !== made.etag)
    await repo.markFeedServed(ctx.db, feed.id, { etag: made.etag, etagAt: now, lastFetchedAt: now });
  else await touch(ctx, feed, now);
  return { etag: made.etag, lastModified, body: made.body };
}

/** If-Modified-Since is only trusted when no If-None-Match is sent and the tag is the one last served. */
function notModifiedSince(
  known: Date | undefined,
  conditional: { ifNoneMatch?: string | string[]; ifModifiedSince?: string },
): boolean {
  if (!known || conditional.ifNoneMatch !== undefined || !conditional.ifModifiedSince) return false;
  const since = Date.parse(conditional.ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(known.getTime() / 1000) * 1000 <= since;
}

/** When a calendar app last fetched the feed (the card shows it), written at most every 10 minutes. */
async function touch(ctx: AppContext, feed: PolledFeed, now: Date) {
  if (feed.lastFetchedAt && now.getTime() - feed.lastFetchedAt.getTime() < 10 * 60_000) return;
  await repo.markFeedServed(ctx.db, feed.id, { lastFetchedAt: now });
}

/**
 * The ETag of a feed's body at `head`: the schedule version and today (the window moves with
 * it), the feed and what it is rendered with that no version raise tells (its language, the
 * address its UIDs name), and the running build (lib/http-cache.ts).
 */
function feedEtag(
  ctx: AppContext,
  feed: Pick<PolledFeed, 'id' | 'language'>,
  head: { version: number; today: string },
) {
  return scheduleEtag(head, 'calendar-feed', feed.id, feed.language, ctx.config.appUrl);
}

/** Where a feed's body is kept in the schedule cache: under its ETag. */
const bodyKey = (feed: Pick<PolledFeed, 'workspaceId'>, etag: string) =>
  `calendar-feed|${feed.workspaceId}|${etag}`;

export function feedWindow(today: string) {
  return { startDate: addDays(today, -FEED_DAYS_BACK), endDate: addDays(today, FEED_DAYS_AHEAD) };
}

async function feedBody(ctx: AppContext, feed: PolledFeed, head: ScheduleHead) {
  const window = feedWindow(head.today);
  const { computed, entries } =
    feed.kind === 'STAFF'
      ? await staffMemberShifts(ctx, feed.workspaceId, feed.staffId!, window, head).then((r) => ({
          computed: r.computed,
          entries: r.shifts,
        }))
      : await scheduleEntries(
          ctx,
          { workspaceId: feed.workspaceId },
          {
            ...window,
            ...(feed.staffId ? { staffId: feed.staffId } : {}),
            ...(feed.shiftTypeId ? { shiftTypeId: feed.shiftTypeId } : {}),
          },
          head,
        );
  // Of the computation's version, which may be newer than `head`'s.
  const etag = feedEtag(ctx, feed, computed);
  const key = bodyKey(feed, etag);
  const kept = cachedValue<string>(ctx, key);
  if (kept !== undefined) return { etag, body: kept };
  const rows = await publish(ctx, feed, computed.timeZone, computed.today, window, entries);
  const language: Language = feed.language === 'nl' ? 'nl' : 'en';
  const t = (k: string, values: Record<string, string>) => msgText(language, k, values);
  const name =
    feed.kind === 'STAFF'
      ? t('staffName', { name: feed.staffName ?? '' })
      : feed.staffId
        ? t('workspaceNameStaff', { workspace: computed.workspaceName, name: feed.staffName ?? '' })
        : feed.shiftTypeId
          ? t('workspaceNameShiftType', {
              workspace: computed.workspaceName,
              shiftType: feed.shiftTypeName ?? '',
            })
          : t('workspaceName', { workspace: computed.workspaceName });
  const body = renderFeed(
    {
      name,
      timeZone: computed.timeZone,
      language,
      workspaceName: computed.workspaceName,
      showsStaff: feed.kind === 'WORKSPACE',
      host: new URL(ctx.config.appUrl).host,
      feedId: feed.id,
    },
    rows,
  );
  keepValue(ctx, key, body, body.length * 2);
  return { etag, body };
}

function msgText(language: Language, key: string, values: Record<string, string>) {
  return translate(language, `calendarFeeds.feed.${key}`, values);
}

/** What the feed publishes of one occurrence now; `rotation:{slotId}:{date}` keeps an overridden occurrence's identity. */
function desiredOf(feedId: string, e: ScheduleEntry, timeZone: string, status: FeedEventRow['status']) {
  const occurrence = e.rotationSlotId ? `rotation:${e.rotationSlotId}:${e.date}` : e.id;
  const { startTime, endTime } = e.shiftType;
  const interval = startTime && endTime ? shiftInterval(e.date, startTime, endTime, timeZone) : null;
  return {
    feedId,
    occurrence,
    date: e.date,
    startAt: interval ? new Date(interval.start) : null,
    endAt: interval ? new Date(interval.end) : null,
    staffId: e.staffId,
    shiftTypeId: e.shiftTypeId,
    shiftTypeName: e.shiftType.name,
    staffName: e.staff?.name ?? null,
    status,
  };
}

const time = (d: Date | null) => d?.getTime() ?? null;

/**
 * Brings the feed's stored event states up to date with `entries` (under a lock of the feed's
 * row, so two polls never raise a SEQUENCE twice for one change) and answers what to publish:
 * the states of the window, cancelled ones for FEED_CANCELLED_KEPT_DAYS days after they were
 * cancelled. A change of times, person, shift type or status raises the SEQUENCE; a shift that
 * left the feed (removed, cancelled, given to someone else) becomes STATUS:CANCELLED.
 */
async function publish(
  ctx: AppContext,
  feed: PolledFeed,
  timeZone: string,
  today: string,
  window: { startDate: string; endDate: string },
  entries: readonly ScheduleEntry[],
): Promise<FeedEventRow[]> {
  const now = ctx.clock.now();
  const desired = new Map(
    entries.map((e) => {
      const d = desiredOf(feed.id, e, timeZone, e.isCancelled ? 'CANCELLED' : 'CONFIRMED');
      return [d.occurrence, d] as const;
    }),
  );
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.lockFeed(tx, feed.id))) throw unknownFeed();
    const existing = await repo.listFeedEvents(tx, feed.id, window.startDate);
    const states = new Map(existing.map((r) => [r.occurrence, r]));
    const changed: FeedEventRow[] = [];
    for (const d of desired.values()) {
      const was = states.get(d.occurrence);
      const cancelledAt =
        d.status === 'CANCELLED' ? (was?.status === 'CANCELLED' ? was.cancelledAt : now) : null;
      if (!was) {
        changed.push({ ...d, sequence: 0, lastModified: now, cancelledAt });
        continue;
      }
      const significant =
        time(was.startAt) !== time(d.startAt) ||
        time(was.endAt) !== time(d.endAt) ||
        was.staffId !== d.staffId ||
        was.shiftTypeId !== d.shiftTypeId ||
        was.status !== d.status;
      const renamed = was.shiftTypeName !== d.shiftTypeName || was.staffName !== d.staffName;
      if (significant || renamed)
        changed.push({
          ...d,
          sequence: significant ? was.sequence + 1 : was.sequence,
          lastModified: now,
          cancelledAt,
        });
    }
    for (const was of existing) {
      if (desired.has(was.occurrence) || was.status === 'CANCELLED') continue;
      if (was.date < window.startDate || was.date > window.endDate) continue;
      changed.push({
        ...was,
        status: 'CANCELLED',
        sequence: was.sequence + 1,
        lastModified: now,
        cancelledAt: now,
      });
    }
    await repo.upsertFeedEvents(tx, changed);
    await repo.pruneFeedEvents(tx, feed.id, window.startDate);
    for (const row of changed) states.set(row.occurrence, row);
    // Kept while the day it was cancelled (workspace time) is at most FEED_CANCELLED_KEPT_DAYS ago:
    // one answer per schedule version and day, whichever instance makes it.
    const keptFrom = addDays(today, -FEED_CANCELLED_KEPT_DAYS);
    return [...states.values()]
      .filter(
        (r) =>
          r.date >= window.startDate &&
          r.date <= window.endDate &&
          (r.status !== 'CANCELLED' ||
            (r.cancelledAt !== null && todayInTimeZone(r.cancelledAt.getTime(), timeZone) >= keptFrom)),
      )
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.occurrence < b.occurrence ? -1 : 1));
  });
}
