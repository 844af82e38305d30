import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_POLLS_PER_MINUTE } from '@openrota/contracts';
import { eq } from 'drizzle-orm';
import { shiftTypes } from '../../db/schema';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { fetchFeed, parseFeed } from '../../../test/calendar-feed-helpers';
import { feedWard } from '../../../test/calendar-feed-ward';
import { insertStoredEntry } from '../../../test/schedule-factories';
import { enableStaffLogin, insertStaffSession } from '../../../test/staff-portal-factories';
import { setWorkspacePlan } from '../../../test/factories';
import { createShiftType, createWorkspaceWithAdmin } from '../../../test/factories';

const DAY = 86_400_000;

describe('calendar feeds', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof feedWard>>;
  const admin = () => ({ token: w.admin.token, workspaceId: w.workspace.id });
  const issue = async (staffId: string) => {
    const res = await call(t.app, 'POST', `/api/staff/${staffId}/calendar-feed`, admin());
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: string; token: string; httpsUrl: string; webcalUrl: string };
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-03-20T10:00:00Z'));
    w = await feedWard(t);
  });
  afterAll(() => t.close());

  describe('GET /api/calendar/{token}.ics', () => {
    it('answers an RFC 5545 calendar: name, refresh hints, the zone, UTC stamps, stable UIDs', async () => {
      const link = await issue(w.nina.id);
      expect(link.token.length).toBeGreaterThanOrEqual(43); // 32 random bytes, base64url
      expect(link.httpsUrl).toBe(`http://app.test/api/calendar/${link.token}.ics`);
      expect(link.webcalUrl).toBe(`webcal://app.test/api/calendar/${link.token}.ics`);
      const res = await fetchFeed(t, link.httpsUrl);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers.etag).toMatch(/^W\/"/);
      expect(res.headers['last-modified']).toBe(new Date('2026-03-20T10:00:00Z').toUTCString());
      expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(res.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Amsterdam');
      const feed = parseFeed(res.body);
      expect(feed.name).toBe('Shifts of Nina Bakker');
      expect(feed.refreshInterval).toBe('PT1H');
      expect(feed.publishedTtl).toBe('PT1H');
      expect(feed.events.length).toBeGreaterThan(40);
      for (const e of feed.events) {
        expect(e.dtstamp).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
        expect(e.lastModified).toMatch(/^LAST-MODIFIED:\d{8}T\d{6}Z$/);
        expect(e.summary).toBe('Night');
        expect(e.status).toBe('CONFIRMED');
        expect(e.sequence).toBe(0);
      }
      const again = parseFeed((await fetchFeed(t, link.httpsUrl)).body);
      expect(again.events.map((e) => e.uid)).toEqual(feed.events.map((e) => e.uid));
      expect(new Set(feed.events.map((e) => e.uid)).size).toBe(feed.events.length);
    });

    it('answers 304 to its ETag or Last-Modified and 200 with a new ETag after a change', async () => {
      const link = await issue(w.anna.id);
      const first = await fetchFeed(t, link.httpsUrl);
      const etag = first.headers.etag as string;
      const byTag = await fetchFeed(t, link.httpsUrl, { 'if-none-match': etag });
      expect(byTag.statusCode).toBe(304);
      expect(byTag.body).toBe('');
      const byDate = await fetchFeed(t, link.httpsUrl, {
        'if-modified-since': first.headers['last-modified'] as string,
      });
      expect(byDate.statusCode).toBe(304);
      await insertStoredEntry(t, w.workspace.id, {
        date: '2026-03-25',
        shiftTypeId: w.early.id,
        staffId: w.anna.id,
      });
      const changed = await fetchFeed(t, link.httpsUrl, { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(parseFeed(changed.body).events.some((e) => e.start === Date.parse('2026-03-25T06:00:00Z'))).toBe(
        true,
      );
    });

    it('raises SEQUENCE on a change of person, time or status and keeps a lost shift CANCELLED for 14 days', async () => {
      const link = await issue(w.nina.id);
      const read = async () => parseFeed((await fetchFeed(t, link.httpsUrl)).body).events;
      const saturday = Date.parse('2026-03-28T21:00:00Z');
      const before = (await read()).find((e) => e.start === saturday)!;
      expect(before.sequence).toBe(0);

      // Given to Anna: Nina's event is cancelled (same UID, SEQUENCE 1), Anna's feed has it.
      const override = await insertStoredEntry(t, w.workspace.id, {
        date: '2026-03-28',
        entryType: 'OVERRIDE',
        shiftTypeId: w.night.id,
        staffId: w.anna.id,
        rotationSlotId: w.saturdayNight,
        rotationPatternId: w.pattern.id,
      });
      const given = (await read()).find((e) => e.uid === before.uid)!;
      expect(given).toMatchObject({ status: 'CANCELLED', sequence: 1, summary: 'Cancelled: Night' });
      const anna = parseFeed((await fetchFeed(t, (await issue(w.anna.id)).httpsUrl)).body).events;
      expect(anna.find((e) => e.start === saturday)).toMatchObject({ status: 'CONFIRMED', summary: 'Night' });

      // Back to Nina: confirmed again, SEQUENCE 2.
      await t.database.db.execute(`DELETE FROM schedule_entries WHERE id = '${override.id}'`);
      expect((await read()).find((e) => e.uid === before.uid)).toMatchObject({
        status: 'CONFIRMED',
        sequence: 2,
      });

      // New times: every night's SEQUENCE is raised once, whatever the number of polls.
      await t.database.db.update(shiftTypes).set({ startTime: '21:30' }).where(eq(shiftTypes.id, w.night.id));
      await read();
      const moved = (await read()).find((e) => e.uid === before.uid)!;
      expect(moved).toMatchObject({ status: 'CONFIRMED', sequence: 3 });
      expect(moved.start).toBe(saturday - 30 * 60_000);

      // Cancelled (its SEQUENCE was 1 after the new times): kept as CANCELLED for 14 days, then dropped.
      await insertStoredEntry(t, w.workspace.id, {
        date: '2026-04-04',
        entryType: 'OVERRIDE',
        shiftTypeId: w.night.id,
        staffId: null,
        isCancelled: true,
        rotationSlotId: w.saturdayNight,
        rotationPatternId: w.pattern.id,
      });
      const cancelled = (await read()).find((e) => e.start === Date.parse('2026-04-04T19:30:00Z'))!;
      expect(cancelled).toMatchObject({ status: 'CANCELLED', sequence: 2 });
      t.clock.set(new Date(t.clock.now().getTime() + 14 * DAY));
      expect((await read()).some((e) => e.uid === cancelled.uid)).toBe(true);
      t.clock.set(new Date(t.clock.now().getTime() + 1 * DAY));
      expect((await read()).some((e) => e.uid === cancelled.uid)).toBe(false);
      t.clock.set(new Date('2026-03-20T10:00:00Z'));
    });

    it('answers 404 for a rotated, revoked or unknown token and for a deactivated member', async () => {
      const bram = await call(t.app, 'POST', '/api/staff', { ...admin(), body: { name: 'Bram Feed' } });
      const bramId = bram.json().data.id as string;
      const old = await issue(bramId);
      const rotated = await issue(bramId);
      expect(rotated.id).toBe(old.id);
      expect((await fetchFeed(t, old.httpsUrl)).statusCode).toBe(404);
      expect((await fetchFeed(t, rotated.httpsUrl)).statusCode).toBe(200);

      const off = await call(t.app, 'DELETE', `/api/staff/${bramId}/calendar-feed`, admin());
      expect(off.statusCode).toBe(200);
      const gone = await fetchFeed(t, rotated.httpsUrl);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().error).toBe(
        'This calendar address does not exist or was turned off. Ask for a new address in OpenRota.',
      );
      expect((await call(t.app, 'DELETE', `/api/staff/${bramId}/calendar-feed`, admin())).statusCode).toBe(
        404,
      );

      const live = await issue(bramId);
      const deactivated = await call(t.app, 'PUT', `/api/staff/${bramId}`, {
        ...admin(),
        body: { active: false },
      });
      expect(deactivated.statusCode).toBe(200);
      expect((await fetchFeed(t, live.httpsUrl)).statusCode).toBe(404);
      expect(
        (await call(t.app, 'GET', `/api/staff/${bramId}/calendar-feed`, admin())).json().data.feed,
      ).toBeNull();

      expect((await call(t.app, 'GET', '/api/calendar/nonsense')).statusCode).toBe(404);
      expect((await call(t.app, 'GET', `/api/calendar/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    });

    it('answers 410 while the licence is expired, and the feed again once renewed', async () => {
      const link = await issue(w.nina.id);
      await setWorkspacePlan(t, w.workspace.id, 'TEAM', '2026-03-01');
      const res = await fetchFeed(t, link.httpsUrl);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ success: false, code: 'LICENSE_EXPIRED' });
      expect(res.json().error).toContain('2026-03-01');
      await setWorkspacePlan(t, w.workspace.id, 'TEAM', null);
      expect((await fetchFeed(t, link.httpsUrl)).statusCode).toBe(200);
    });

    it(`allows ${FEED_POLLS_PER_MINUTE} polls a minute per token, then 429`, async () => {
      const link = await issue(w.anna.id);
      for (let i = 0; i < FEED_POLLS_PER_MINUTE; i++)
        expect((await fetchFeed(t, link.httpsUrl)).statusCode).toBe(200);
      const limited = await fetchFeed(t, link.httpsUrl);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
      // Another token counts on its own.
      expect((await fetchFeed(t, (await issue(w.nina.id)).httpsUrl)).statusCode).toBe(200);
    });
  });

  describe('the member’s own feed (staff session)', () => {
    it('is made, shown without its token, rotated and turned off by the member, in their language', async () => {
      await enableStaffLogin(t, w.workspace.id);
      const session = await insertStaffSession(t, w.workspace.id, w.nina.id);
      const asNina = (method: 'GET' | 'POST' | 'DELETE') =>
        call(t.app, method, '/api/staff-auth/calendar-feed', {
          token: session,
          headers: { 'accept-language': 'nl' },
        });
      await call(t.app, 'DELETE', `/api/staff/${w.nina.id}/calendar-feed`, admin());
      expect((await asNina('GET')).json().data.feed).toBeNull();
      const made = await asNina('POST');
      expect(made.statusCode).toBe(200);
      const link = made.json().data as { httpsUrl: string; token: string };
      const shown = (await asNina('GET')).json().data.feed;
      expect(shown).toMatchObject({ kind: 'STAFF', staffId: w.nina.id, lastFetchedAt: null });
      expect(JSON.stringify(shown)).not.toContain(link.token);
      const feed = parseFeed((await fetchFeed(t, link.httpsUrl)).body);
      expect(feed.name).toBe('Diensten van Nina Bakker');
      expect(feed.events[0]!.description).toContain('Dienst: Night');
      expect((await asNina('GET')).json().data.feed.lastFetchedAt).not.toBeNull();
      expect((await asNina('DELETE')).statusCode).toBe(200);
      expect((await fetchFeed(t, link.httpsUrl)).statusCode).toBe(404);
    });
  });

  describe('workspace feeds (POST /api/calendar-feeds)', () => {
    it('shows every shift with its person, or only one shift type’s', async () => {
      const all = await call(t.app, 'POST', '/api/calendar-feeds', { ...admin(), body: {} });
      expect(all.statusCode).toBe(201);
      const events = parseFeed((await fetchFeed(t, all.json().data.httpsUrl)).body).events;
      expect(events.some((e) => e.summary === 'Night: Nina Bakker')).toBe(true);
      expect(events.some((e) => e.summary === 'Early: Anna de Vries')).toBe(true);
      expect(events.some((e) => e.summary === 'Early: open')).toBe(true);

      const early = await call(t.app, 'POST', '/api/calendar-feeds', {
        ...admin(),
        body: { shiftTypeId: w.early.id },
      });
      const earlyFeed = parseFeed((await fetchFeed(t, early.json().data.httpsUrl)).body);
      expect(earlyFeed.name).toBe('Feed Ward: Early shifts');
      expect(earlyFeed.events.every((e) => e.summary.startsWith('Early'))).toBe(true);

      const list = await call(t.app, 'GET', '/api/calendar-feeds', admin());
      expect(list.json().data.map((f: { shiftTypeName: string | null }) => f.shiftTypeName)).toEqual([
        null,
        'Early',
      ]);
      const rotated = await call(
        t.app,
        'POST',
        `/api/calendar-feeds/${early.json().data.id}/rotate`,
        admin(),
      );
      expect((await fetchFeed(t, early.json().data.httpsUrl)).statusCode).toBe(404);
      expect((await fetchFeed(t, rotated.json().data.httpsUrl)).statusCode).toBe(200);
      expect(
        (await call(t.app, 'DELETE', `/api/calendar-feeds/${early.json().data.id}`, admin())).statusCode,
      ).toBe(200);
      expect((await fetchFeed(t, rotated.json().data.httpsUrl)).statusCode).toBe(404);
    });

    it('refuses two filters (400) and another workspace’s shift type (404), storing nothing', async () => {
      const both = await call(t.app, 'POST', '/api/calendar-feeds', {
        ...admin(),
        body: { shiftTypeId: w.early.id, staffId: w.anna.id },
      });
      expect(both.statusCode).toBe(400);
      expect(both.json().details[0].field).toBe('staffId');
      const other = await createWorkspaceWithAdmin(t.app, 'Other Ward');
      const theirs = await createShiftType(t.app, {
        token: other.admin.token,
        workspaceId: other.workspace.id,
      });
      const foreign = await call(t.app, 'POST', '/api/calendar-feeds', {
        ...admin(),
        body: { shiftTypeId: theirs.id },
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error).toContain('Shift type not found');
      const count = (await call(t.app, 'GET', '/api/calendar-feeds', admin())).json().data.length;
      expect(count).toBe(1);
    });
  });
});
