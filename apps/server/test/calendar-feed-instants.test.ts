import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_DAYS_AHEAD, FEED_DAYS_BACK } from '@openrota/contracts';
import { addDays } from '@openrota/domain';
import { call, createTestApp, type TestApp } from './helpers';
import { entryInstants, fetchFeed, parseFeed } from './calendar-feed-helpers';
import { feedWard } from './calendar-feed-ward';

/**
 * The feed's events against GET /api/schedules, instant by instant, for the same person and
 * window, around both daylight-saving changes. The root vitest.config.ts runs this file again
 * under TZ=UTC, America/Los_Angeles and Asia/Kolkata (projects feeds-tz-*): the feed's times must
 * never depend on the process's zone.
 */
for (const [label, now] of [
  ['spring (2026-03-29)', '2026-03-20T10:00:00Z'],
  ['autumn (2026-10-25)', '2026-10-10T10:00:00Z'],
] as const) {
  describe(`GET /api/calendar/{token}.ics against GET /api/schedules, ${label}`, () => {
    let t: TestApp;
    let w: Awaited<ReturnType<typeof feedWard>>;
    let feedUrl: string;

    beforeAll(async () => {
      t = await createTestApp();
      t.clock.set(new Date(now));
      w = await feedWard(t);
      const res = await call(t.app, 'POST', `/api/staff/${w.nina.id}/calendar-feed`, {
        token: w.admin.token,
        workspaceId: w.workspace.id,
      });
      expect(res.statusCode).toBe(200);
      feedUrl = res.json().data.httpsUrl;
    });
    afterAll(() => t.close());

    it(`has exactly the member's shifts of GET /schedules, at the same instants, across the ${label} change (host zone ${Intl.DateTimeFormat().resolvedOptions().timeZone})`, async () => {
      const today = now.slice(0, 10);
      const startDate = addDays(today, -FEED_DAYS_BACK);
      const endDate = addDays(today, FEED_DAYS_AHEAD);
      const schedule = await call(
        t.app,
        'GET',
        `/api/schedules?startDate=${startDate}&endDate=${endDate}&staffId=${w.nina.id}`,
        { token: w.admin.token, workspaceId: w.workspace.id },
      );
      expect(schedule.statusCode).toBe(200);
      const { entries, timeZone } = schedule.json().data as {
        entries: Array<{
          date: string;
          isCancelled: boolean;
          shiftType: { startTime: string | null; endTime: string | null };
        }>;
        timeZone: string;
      };
      const expected = entries
        .filter((e) => !e.isCancelled)
        .map((e) => entryInstants(e, timeZone))
        .sort((a, b) => a.start - b.start);
      expect(expected.length).toBeGreaterThan(40);

      const res = await fetchFeed(t, feedUrl);
      expect(res.statusCode).toBe(200);
      const feed = parseFeed(res.body);
      expect(feed.timezones).toEqual(['Europe/Amsterdam']);
      const got = feed.events
        .filter((e) => e.status !== 'CANCELLED')
        .map((e) => ({ start: e.start, end: e.end }))
        .sort((a, b) => a.start - b.start);
      expect(got).toEqual(expected);
      for (const e of feed.events) expect(e.tzid).toBe('Europe/Amsterdam');

      // The night across the change: 7 h in spring, 9 h in autumn.
      const spring = label.startsWith('spring');
      const night = feed.events.find(
        (e) => e.start === Date.parse(spring ? '2026-03-28T21:00:00Z' : '2026-10-24T20:00:00Z'),
      );
      expect(night).toBeDefined();
      expect((night!.end - night!.start) / 3_600_000).toBe(spring ? 7 : 9);
    });
  });
}
