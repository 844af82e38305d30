import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_CLAIM_TAKEN_MESSAGE } from '@openrota/contracts';
import { absences, scheduleEntries, staff, workspaces } from '../../db/schema';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { auditRows, call, createTestApp, type TestApp } from '../../../test/helpers';
import { setWorkspacePlan } from '../../../test/factories';
import {
  as,
  createPattern,
  createSlot,
  insertShiftType,
  insertStaff,
  rotationWorkspace,
} from '../../../test/rotation-factories';
import { insertAbsence, insertStoredEntry } from '../../../test/schedule-factories';
import { enableStaffLogin, insertStaffSession } from '../../../test/staff-portal-factories';
import * as service from './self-service.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Monday 2026-03-02, 10:00 in Amsterdam: "today" is 2026-03-02.
  t.clock.set(new Date('2026-03-02T09:00:00Z'));
});
afterAll(() => t.close());

const staffToken = (workspaceId: string, staffId: string) => insertStaffSession(t, workspaceId, staffId);

/**
 * A TEAM workspace with staff login on and a 14-day claim window (today 2026-03-02 … 2026-03-16).
 * Shift types Early 07:00–15:00 and Night 22:00–08:00. Pattern "Ward Rota" (1 week from Monday
 * 2026-01-05): an Early slot on Monday with nobody (open on 03-02, 03-09, 03-16, 03-23 …) and
 * a Night slot on Sunday worked by Anna (her Sunday nights run into Monday's Early hours).
 * Anna: Early and Night; Bram: Early; Cas: Night only.
 */
async function portalWorkspace(name = 'Ward 12') {
  const w = await rotationWorkspace(t, name);
  await enableStaffLogin(t, w.workspace.id, { maxSelfPlanningDays: 14 });
  const night = await insertShiftType(t, w.workspace.id, {
    name: 'Night',
    startTime: '22:00',
    endTime: '08:00',
  });
  const anna = await insertStaff(t, w.workspace.id, { name: 'Anna Visser', skills: [w.early.id, night.id] });
  const cas = await insertStaff(t, w.workspace.id, { name: 'Cas Night', skills: [night.id] });
  const pattern = await createPattern(t, w.actor, {
    name: 'Ward Rota',
    startDate: '2026-01-05',
    weekCount: 1,
  });
  const earlySlot = await createSlot(t, w.actor, pattern.id, {
    weekNumber: 1,
    dayOfWeek: 0,
    shiftTypeId: w.early.id,
  });
  const nightSlot = await createSlot(t, w.actor, pattern.id, {
    weekNumber: 1,
    dayOfWeek: 6,
    shiftTypeId: night.id,
  });
  const assigned = await as(t, w.actor)(
    'POST',
    `/api/rotation-patterns/${pattern.id}/slots/${nightSlot.id}/assignments`,
    { staffId: anna.id },
  );
  if (assigned.statusCode !== 201) throw new Error(assigned.body);
  const bramToken = await staffToken(w.workspace.id, w.bram.id);
  const annaToken = await staffToken(w.workspace.id, anna.id);
  const casToken = await staffToken(w.workspace.id, cas.id);
  const asStaff = (token: string) => (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    call(t.app, method, `/api/staff-auth${url}`, { token, ...(body !== undefined ? { body } : {}) });
  return {
    ...w,
    night,
    anna,
    cas,
    pattern,
    earlySlot,
    nightSlot,
    bram: w.bram,
    bramToken,
    asBram: asStaff(bramToken),
    asAnna: asStaff(annaToken),
    asCas: asStaff(casToken),
    asStaff,
  };
}

type Slot = {
  date: string;
  rotationSlotId: string;
  shiftType: { name: string };
  hasConflict: boolean;
  scheduleEntryId: string | null;
};
const slotsOf = async (get: Promise<{ json(): { availableSlots: Slot[] } }>) =>
  (await get).json().availableSlots.map((s) => `${s.date} ${s.shiftType.name}`);
const claimed = (workspaceId: string) =>
  t.database.db
    .select()
    .from(scheduleEntries)
    .where(and(eq(scheduleEntries.workspaceId, workspaceId), eq(scheduleEntries.entryType, 'CLAIMED')));

describe('GET /api/staff-auth/available-shifts', () => {
  it("lists open occurrences from today to today + maxSelfPlanningDays of the member's skills, with the window and skills", async () => {
    const w = await portalWorkspace();
    const res = await w.asBram('GET', '/available-shifts');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.availableSlots.map((s: Slot) => s.date)).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
    expect(body.availableSlots[0]).toEqual({
      id: w.earlySlot.id,
      rotationSlotId: w.earlySlot.id,
      date: '2026-03-02',
      shiftType: {
        id: w.early.id,
        name: 'Early',
        shortName: null,
        color: expect.any(String),
        startTime: '07:00',
        endTime: '15:00',
      },
      isOptional: false,
      rotationPatternName: 'Ward Rota',
      availablePositions: 1,
      requiredCount: 1,
      scheduleEntryId: null,
      hasConflict: false,
      conflicts: [],
      blockedBy: null,
      ruleMessages: [],
    });
    expect(body).toMatchObject({
      success: true,
      maxSelfPlanningDays: 14,
      today: '2026-03-02',
      endDate: '2026-03-16',
      staffSkills: [{ shiftTypeId: w.early.id, name: 'Early' }],
    });
    // The same fields in data (docs/product/api-conventions.md#top-level-fields).
    expect(body.data.availableSlots).toEqual(body.availableSlots);
    // Cas is skilled for Night only, and the only Night slot is Anna's.
    expect(await slotsOf(w.asCas('GET', '/available-shifts'))).toEqual([]);
  });

  it("marks a conflict when the hours overlap a shift the member works the day before (Anna's Sunday night until 08:00)", async () => {
    const w = await portalWorkspace();
    const body = (await w.asAnna('GET', '/available-shifts')).json();
    expect(body.availableSlots.map((s: Slot) => [s.date, s.hasConflict])).toEqual([
      ['2026-03-02', true],
      ['2026-03-09', true],
      ['2026-03-16', true],
    ]);
    expect(body.availableSlots[1].conflicts).toEqual([
      expect.objectContaining({
        kind: 'OVERLAPPING_SHIFT',
        date: '2026-03-08',
        shiftType: expect.objectContaining({ name: 'Night' }),
        message: 'Overlaps your Night shift on 2026-03-08 (22:00–08:00)',
      }),
    ]);
  });

  it('offers an unassigned override, not a cancelled one, and leaves out days the member is absent or already works', async () => {
    const w = await portalWorkspace();
    const open = await insertStoredEntry(t, w.workspace.id, {
      entryType: 'OVERRIDE',
      date: '2026-03-09',
      shiftTypeId: w.early.id,
      rotationSlotId: w.earlySlot.id,
      rotationPatternId: w.pattern.id,
    });
    await insertStoredEntry(t, w.workspace.id, {
      entryType: 'OVERRIDE',
      date: '2026-03-16',
      shiftTypeId: w.early.id,
      rotationSlotId: w.earlySlot.id,
      rotationPatternId: w.pattern.id,
      isCancelled: true,
    });
    const body = (await w.asBram('GET', '/available-shifts')).json();
    expect(body.availableSlots.map((s: Slot) => [s.date, s.scheduleEntryId])).toEqual([
      ['2026-03-02', null],
      ['2026-03-09', open.id],
    ]);
    await insertAbsence(t, w.workspace.id, { staffId: w.bram.id, startDate: '2026-03-02' });
    await insertStoredEntry(t, w.workspace.id, {
      date: '2026-03-09',
      shiftTypeId: w.night.id,
      staffId: w.bram.id,
    });
    expect(await slotsOf(w.asBram('GET', '/available-shifts'))).toEqual([]);
  });

  it('follows a change of the window and the time zone at once', async () => {
    const w = await portalWorkspace();
    expect(await slotsOf(w.asBram('GET', '/available-shifts'))).toEqual([
      '2026-03-02 Early',
      '2026-03-09 Early',
      '2026-03-16 Early',
    ]);
    await t.database.db
      .update(workspaces)
      .set({ maxSelfPlanningDays: 7 })
      .where(eq(workspaces.id, w.workspace.id));
    const shorter = (await w.asBram('GET', '/available-shifts')).json();
    expect(shorter).toMatchObject({ maxSelfPlanningDays: 7, endDate: '2026-03-09' });
    expect(shorter.availableSlots.map((s: Slot) => s.date)).toEqual(['2026-03-02', '2026-03-09']);
    // 09:00 UTC on 2026-03-02 is still Sunday 03-01 in Honolulu: the window moves a day back.
    await t.database.db
      .update(workspaces)
      .set({ timeZone: 'Pacific/Honolulu' })
      .where(eq(workspaces.id, w.workspace.id));
    const honolulu = (await w.asBram('GET', '/available-shifts')).json();
    expect(honolulu).toMatchObject({ today: '2026-03-01', endDate: '2026-03-08' });
    expect(honolulu.availableSlots.map((s: Slot) => s.date)).toEqual(['2026-03-02']);
  });

  it('sends the same body compressed (brotli, gzip) as plain, kept until a write changes it', async () => {
    const w = await portalWorkspace();
    await w.asBram('GET', '/available-shifts'); // computed and kept
    const plain = await w.asBram('GET', '/available-shifts');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const read = async (encoding: 'br' | 'gzip', etag: unknown = plain.headers.etag) => {
      const res = await call(t.app, 'GET', '/api/staff-auth/available-shifts', {
        token: w.bramToken,
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.etag).toBe(etag);
      return (encoding === 'br' ? brotliDecompressSync : gunzipSync)(res.rawPayload).toString();
    };
    expect(await read('br')).toBe(plain.body);
    expect(await read('gzip')).toBe(plain.body);
    expect(await read('br')).toBe(plain.body);
    // Bram claims the first slot: the next read (compressed) no longer offers it.
    const claim = await w.asBram('POST', '/claim-shift', {
      rotationSlotId: w.earlySlot.id,
      date: '2026-03-02',
    });
    expect(claim.statusCode).toBe(200);
    const fresh = await w.asBram('GET', '/available-shifts');
    expect(fresh.headers.etag).not.toBe(plain.headers.etag);
    expect(fresh.json().availableSlots.map((s: Slot) => s.date)).toEqual(['2026-03-09', '2026-03-16']);
    expect(await read('br', fresh.headers.etag)).toBe(fresh.body);
  });

  it('refuses an admin session and no token (401)', async () => {
    const w = await portalWorkspace();
    expect(
      (
        await call(t.app, 'GET', '/api/staff-auth/available-shifts', {
          token: w.admin.token,
          workspaceId: w.workspace.id,
        })
      ).statusCode,
    ).toBe(401);
    expect((await call(t.app, 'GET', '/api/staff-auth/available-shifts')).statusCode).toBe(401);
  });
});

describe('POST /api/staff-auth/claim-shift', () => {
  it('creates the CLAIMED entry the admin calendar shows, audited CLAIM with the staff member as actor', async () => {
    const w = await portalWorkspace();
    // Read once before: the dashboards' shared schedule must not answer stale after the claim.
    expect(await slotsOf(w.asAnna('GET', '/available-shifts'))).toEqual([
      '2026-03-02 Early',
      '2026-03-09 Early',
      '2026-03-16 Early',
    ]);
    const res = await w.asBram('POST', '/claim-shift', {
      rotationSlotId: w.earlySlot.id,
      date: '2026-03-09',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Shift claimed successfully',
      data: { date: '2026-03-09' },
    });
    const rows = await claimed(w.workspace.id);
    expect(rows).toEqual([
      expect.objectContaining({
        id: res.json().data.scheduleEntryId,
        staffId: w.bram.id,
        rotationSlotId: w.earlySlot.id,
        date: '2026-03-09',
        createdByStaffId: w.bram.id,
      }),
    ]);
    const calendar = await as(t, w.actor)('GET', '/api/schedules?startDate=2026-03-09&endDate=2026-03-09');
    expect(
      calendar.json().data.entries.filter((e: { shiftTypeId: string }) => e.shiftTypeId === w.early.id),
    ).toEqual([
      expect.objectContaining({
        entryType: 'CLAIMED',
        staffId: w.bram.id,
        staff: expect.objectContaining({ name: 'Bram Jansen' }),
        isUnfilled: false,
      }),
    ]);
    const [audit] = await auditRows(t, w.workspace.id, { action: 'CLAIM' });
    expect(audit).toMatchObject({
      resource: 'SCHEDULE_ENTRY',
      staffId: w.bram.id,
      userId: null,
      resourceId: rows[0]!.id,
      description: 'Bram Jansen claimed Early on 2026-03-09 of "Ward Rota"',
    });
    // No longer offered; in my shifts; a second claim is refused.
    expect(await slotsOf(w.asAnna('GET', '/available-shifts'))).toEqual([
      '2026-03-02 Early',
      '2026-03-16 Early',
    ]);
    const mine = (await w.asBram('GET', '/my-shifts')).json();
    expect(mine.upcomingShifts).toEqual([
      expect.objectContaining({
        id: rows[0]!.id,
        date: '2026-03-09',
        entryType: 'CLAIMED',
        rotationPattern: { id: w.pattern.id, name: 'Ward Rota' },
        createdAt: expect.any(String),
      }),
    ]);
    const again = await w.asAnna('POST', '/claim-shift', {
      rotationSlotId: w.earlySlot.id,
      date: '2026-03-09',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(STAFF_CLAIM_TAKEN_MESSAGE);
    expect(
      (await w.asBram('POST', '/claim-shift', { rotationSlotId: w.earlySlot.id, date: '2026-03-09' })).json()
        .error,
    ).toBe('You already work this shift');
  });

  it('accepts today and today + maxSelfPlanningDays; refuses the day after, the past and a date the slot does not occur on (400, field date)', async () => {
    const w = await portalWorkspace();
    const claim = (date: string) =>
      w.asBram('POST', '/claim-shift', { rotationSlotId: w.earlySlot.id, date });
    expect((await claim('2026-03-02')).statusCode).toBe(200);
    expect((await claim('2026-03-16')).statusCode).toBe(200);
    const beyond = await claim('2026-03-23');
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({
      error: 'You can only claim shifts up to 14 days ahead (until 2026-03-16)',
      details: [{ field: 'date' }],
    });
    expect((await claim('2026-02-23')).json()).toMatchObject({
      error: 'This shift on 2026-02-23 is in the past',
      details: [{ field: 'date' }],
    });
    const tuesday = await claim('2026-03-10');
    expect(tuesday.statusCode).toBe(400);
    expect(tuesday.json()).toMatchObject({
      error: 'This shift does not take place on 2026-03-10',
      details: [{ field: 'date' }],
    });
    expect((await claim('2026-03-32')).statusCode).toBe(400);
    expect(
      (await w.asBram('POST', '/claim-shift', { rotationSlotId: randomUUID(), date: '2026-03-09' }))
        .statusCode,
    ).toBe(404);
    expect(await claimed(w.workspace.id)).toHaveLength(2);
  });

  it('refuses an unskilled member (400), an absent day and a day already worked (409), a cancelled and a filled shift (409)', async () => {
    const w = await portalWorkspace();
    const unskilled = await w.asCas('POST', '/claim-shift', {
      rotationSlotId: w.earlySlot.id,
      date: '2026-03-09',
    });
    expect(unskilled.statusCode).toBe(400);
    expect(unskilled.json()).toMatchObject({
      error: 'You are not qualified for Early shifts',
      details: [{ field: 'rotationSlotId' }],
    });
    await insertAbsence(t, w.workspace.id, {
      staffId: w.bram.id,
      startDate: '2026-03-08',
      endDate: '2026-03-10',
    });
    const absent = await w.asBram('POST', '/claim-shift', {
      rotationSlotId: w.earlySlot.id,
      date: '2026-03-09',
    });
    expect(absent.statusCode).toBe(409);
    expect(absent.json().error).toBe('You are absent on 2026-03-09 (2026-03-08 – 2026-03-10)');
    await insertStoredEntry(t, w.workspace.id, {
      date: '2026-03-02',
      shiftTypeId: w.early.id,
      staffId: w.bram.id,
      description: 'Training',
    });
    const working = await w.asBram('POST', '/claim-shift', {
      rotationSlotId: w.earlySlot.id,
      date: '2026-03-02',
    });
    expect(working.statusCode).toBe(409);
    expect(working.json().error).toBe('You already work a Early shift on 2026-03-02');
    await insertStoredEntry(t, w.workspace.id, {
      entryType: 'OVERRIDE',
      date: '2026-03-16',
      shiftTypeId: w.early.id,
      rotationSlotId: w.earlySlot.id,
      rotationPatternId: w.pattern.id,
      isCancelled: true,
    });
    const cancelled = await w.asAnna('POST', '/claim-shift', {
      rotationSlotId: w.earlySlot.id,
      date: '2026-03-16',
    });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error).toBe('This shift on 2026-03-16 has been cancelled and is not needed');
    // Anna's own Sunday night: filled by the rotation.
    const filled = await w.asCas('POST', '/claim-shift', {
      rotationSlotId: w.nightSlot.id,
      date: '2026-03-08',
    });
    expect(filled.statusCode).toBe(409);
    expect(filled.json().error).toBe('This shift on 2026-03-08 is already filled');
    expect(await claimed(w.workspace.id)).toEqual([]);
    expect(await auditRows(t, w.workspace.id, { action: 'CLAIM' })).toEqual([]);
  });

  it('tells a Dutch member in Dutch that the shift was just claimed by someone else', async () => {
    const w = await portalWorkspace();
    expect(
      (await w.asBram('POST', '/claim-shift', { rotationSlotId: w.earlySlot.id, date: '2026-03-09' }))
        .statusCode,
    ).toBe(200);
    const token = await staffToken(w.workspace.id, w.anna.id);
    const body = { rotationSlotId: w.earlySlot.id, date: '2026-03-09' };
    const res = await call(t.app, 'POST', '/api/staff-auth/claim-shift', {
      token,
      body,
      headers: { 'accept-language': 'nl' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      error: 'Deze dienst is net door iemand anders geclaimd',
    });
    const english = await call(t.app, 'POST', '/api/staff-auth/claim-shift', {
      token,
      body,
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(english.json().error).toBe(STAFF_CLAIM_TAKEN_MESSAGE);
  });

  it("claims an unassigned override by turning that row into the member's CLAIMED entry", async () => {
    const w = await portalWorkspace();
    const open = await insertStoredEntry(t, w.workspace.id, {
      entryType: 'OVERRIDE',
      date: '2026-03-09',
      shiftTypeId: w.early.id,
      rotationSlotId: w.earlySlot.id,
      rotationPatternId: w.pattern.id,
    });
    const res = await w.asBram('POST', '/claim-shift', {
      rotationSlotId: w.earlySlot.id,
      date: '2026-03-09',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.scheduleEntryId).toBe(open.id);
    expect(await claimed(w.workspace.id)).toEqual([
      expect.objectContaining({ id: open.id, staffId: w.bram.id, isCancelled: false }),
    ]);
  });

  it('claims the override or one-off of a member deactivated since: the engine shows them open, and the claim takes the row (issue 10)', async () => {
    const w = await portalWorkspace('Ward leaver');
    const leaver = await insertStaff(t, w.workspace.id, { name: 'Lea Leaver', skills: [w.early.id] });
    const override = await insertStoredEntry(t, w.workspace.id, {
      entryType: 'OVERRIDE',
      date: '2026-03-09',
      shiftTypeId: w.early.id,
      rotationSlotId: w.earlySlot.id,
      rotationPatternId: w.pattern.id,
      staffId: leaver.id,
    });
    const oneOff = await insertStoredEntry(t, w.workspace.id, {
      date: '2026-03-10',
      shiftTypeId: w.early.id,
      staffId: leaver.id,
    });
    await t.database.db
      .update(staff)
      .set({ active: false, inactiveFrom: '2026-03-03' })
      .where(eq(staff.id, leaver.id));
    const slot = await w.asBram('POST', '/claim-shift', {
      rotationSlotId: w.earlySlot.id,
      date: '2026-03-09',
    });
    expect(slot.statusCode, slot.body).toBe(200);
    expect(slot.json().data.scheduleEntryId).toBe(override.id);
    const extra = await w.asBram('POST', '/claim-one-off-shift', { scheduleEntryId: oneOff.id });
    expect(extra.statusCode, extra.body).toBe(200);
    const rows = await t.database.db
      .select()
      .from(scheduleEntries)
      .where(eq(scheduleEntries.workspaceId, w.workspace.id));
    expect(
      rows
        .filter((r) => r.staffId === w.bram.id)
        .map((r) => r.id)
        .sort(),
    ).toEqual([override.id, oneOff.id].sort());
  });

  it('of 20 simultaneous claims of one slot and date (plain and left open by an override), exactly one succeeds; the others answer 409', async () => {
    const w = await portalWorkspace();
    const tokens = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        staffToken(
          w.workspace.id,
          (await insertStaff(t, w.workspace.id, { name: `Racer ${i}`, skills: [w.early.id] })).id,
        ),
      ),
    );
    await insertStoredEntry(t, w.workspace.id, {
      entryType: 'OVERRIDE',
      date: '2026-03-16',
      shiftTypeId: w.early.id,
      rotationSlotId: w.earlySlot.id,
      rotationPatternId: w.pattern.id,
    });
    for (const date of ['2026-03-09', '2026-03-16']) {
      const results = await Promise.all(
        tokens.map((token) =>
          w.asStaff(token)('POST', '/claim-shift', { rotationSlotId: w.earlySlot.id, date }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
      for (const r of results.filter((r) => r.statusCode === 409))
        expect(r.json().error).toBe(STAFF_CLAIM_TAKEN_MESSAGE);
      expect((await claimed(w.workspace.id)).filter((r) => r.date === date)).toHaveLength(1);
    }
    expect(await auditRows(t, w.workspace.id, { action: 'CLAIM' })).toHaveLength(2);
  });

  it("needs the plan's selfPlanning feature (403)", async () => {
    const w = await portalWorkspace();
    // No plan has staff login without self-planning, so the service is called directly on a FREE workspace.
    await setWorkspacePlan(t, w.workspace.id, 'FREE');
    const ctx = { db: t.database.db, clock: t.clock } as unknown as AppContext;
    const staff = { staffId: w.bram.id, workspaceId: w.workspace.id };
    const meta = { ipAddress: null, userAgent: null };
    for (const attempt of [
      () => service.claimShift(ctx, staff, { rotationSlotId: w.earlySlot.id, date: '2026-03-09' }, meta),
      () => service.claimOneOffShift(ctx, staff, { scheduleEntryId: randomUUID() }, meta),
    ]) {
      const err = await attempt().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({
        statusCode: 403,
        message: 'Self-planning is not included in the Free plan. Upgrade your plan to use it.',
      });
    }
    // Over HTTP a FREE workspace has no staff login at all: the session no longer works.
    expect(
      (await w.asBram('POST', '/claim-shift', { rotationSlotId: w.earlySlot.id, date: '2026-03-09' }))
        .statusCode,
    ).toBe(401);
    expect(await claimed(w.workspace.id)).toEqual([]);
  });
});

describe('one-off shifts', () => {
  async function withOneOffs() {
    const w = await portalWorkspace();
    const open = await insertStoredEntry(t, w.workspace.id, {
      date: '2026-03-05',
      shiftTypeId: w.early.id,
      description: 'Audit day',
    });
    const assigned = await insertStoredEntry(t, w.workspace.id, {
      date: '2026-03-06',
      shiftTypeId: w.night.id,
      staffId: w.anna.id,
    });
    const openNight = await insertStoredEntry(t, w.workspace.id, {
      date: '2026-03-07',
      shiftTypeId: w.night.id,
    });
    const late = await insertStoredEntry(t, w.workspace.id, { date: '2026-03-17', shiftTypeId: w.early.id });
    return { ...w, open, assigned, openNight, late };
  }

  it("lists open ones of the member's skills (claimable) and assigned ones with the name, inside the window", async () => {
    const w = await withOneOffs();
    const res = await w.asBram('GET', '/one-off-shifts');
    expect(res.statusCode).toBe(200);
    expect(res.json().availableOneOffShifts).toEqual([
      {
        id: w.open.id,
        date: '2026-03-05',
        shiftType: expect.objectContaining({ name: 'Early' }),
        description: 'Audit day',
        staffId: null,
        staff: null,
        canClaim: true,
        blockedBy: null,
        ruleMessages: [],
        hasConflict: false,
        conflicts: [],
      },
      {
        id: w.assigned.id,
        date: '2026-03-06',
        shiftType: expect.objectContaining({ name: 'Night' }),
        description: null,
        staffId: w.anna.id,
        staff: { id: w.anna.id, name: 'Anna Visser', shortName: null },
        canClaim: false,
        blockedBy: null,
        ruleMessages: [],
        hasConflict: false,
        conflicts: [],
      },
    ]);
    expect(res.json().data.availableOneOffShifts).toHaveLength(2);
    const cas = (await w.asCas('GET', '/one-off-shifts')).json().availableOneOffShifts;
    expect(cas.map((s: { id: string; canClaim: boolean }) => [s.id, s.canClaim])).toEqual([
      [w.assigned.id, false],
      [w.openNight.id, true],
    ]);
  });

  it("refuses a one-off whose hours overlap the member's shift of the day before (double booking, a hard working-time rule) with the sentence; a day already worked is not claimable", async () => {
    const w = await portalWorkspace();
    const monday = await insertStoredEntry(t, w.workspace.id, {
      date: '2026-03-09',
      shiftTypeId: w.early.id,
    });
    const sunday = await insertStoredEntry(t, w.workspace.id, {
      date: '2026-03-08',
      shiftTypeId: w.early.id,
    });
    const list = (await w.asAnna('GET', '/one-off-shifts')).json().availableOneOffShifts as Array<{
      id: string;
      canClaim: boolean;
      blockedBy: string | null;
      hasConflict: boolean;
      conflicts: Array<{ date: string }>;
      ruleMessages: string[];
    }>;
    expect(
      list.map((s) => [s.id, s.canClaim, s.blockedBy, s.hasConflict, s.conflicts.map((c) => c.date)]),
    ).toEqual([
      [sunday.id, false, 'WORKING', false, []],
      [monday.id, false, 'RULE', false, []],
    ]);
    expect(list[1]!.ruleMessages.length).toBeGreaterThan(0);
    expect(list[0]!.ruleMessages).toEqual([]);
    const claim = await w.asAnna('POST', '/claim-one-off-shift', { scheduleEntryId: monday.id });
    expect(claim.statusCode).toBe(409);
    expect(claim.json().code).toBe('RULE_VIOLATION');
    const claimed = claim.json().violations as Array<{ ruleId: string; message: string }>;
    expect(claimed.map((v) => v.ruleId)).toContain('doubleBooking');
    expect(claimed.map((v) => v.message)).toEqual(list[1]!.ruleMessages);
    const [row] = await t.database.db.select().from(scheduleEntries).where(eq(scheduleEntries.id, monday.id));
    expect(row!.staffId).toBeNull();
  });

  it('re-checks a claim inside its transaction: a shift offered as claimable is refused once a night before it was planned', async () => {
    const w = await portalWorkspace();
    const open = await insertStoredEntry(t, w.workspace.id, { date: '2026-03-05', shiftTypeId: w.early.id });
    const before = (await w.asBram('GET', '/one-off-shifts')).json().availableOneOffShifts as Array<{
      id: string;
      canClaim: boolean;
    }>;
    expect(before.find((s) => s.id === open.id)!.canClaim).toBe(true);
    // Meanwhile a manager puts Bram on the night before (22:00–08:00), which ends after the early starts.
    await insertStoredEntry(t, w.workspace.id, {
      date: '2026-03-04',
      shiftTypeId: w.night.id,
      staffId: w.bram.id,
    });
    const claim = await w.asBram('POST', '/claim-one-off-shift', { scheduleEntryId: open.id });
    expect(claim.statusCode).toBe(409);
    expect(claim.json().code).toBe('RULE_VIOLATION');
    expect(claim.json().violations.length).toBeGreaterThan(0);
    const [row] = await t.database.db.select().from(scheduleEntries).where(eq(scheduleEntries.id, open.id));
    expect(row!.staffId).toBeNull();
    const after = (await w.asBram('GET', '/one-off-shifts')).json().availableOneOffShifts as Array<{
      id: string;
      blockedBy: string | null;
    }>;
    expect(after.find((s) => s.id === open.id)!.blockedBy).toBe('RULE');
  });

  it('says why an open one-off cannot be claimed: the member is absent that day', async () => {
    const w = await portalWorkspace();
    const open = await insertStoredEntry(t, w.workspace.id, { date: '2026-03-05', shiftTypeId: w.early.id });
    await insertAbsence(t, w.workspace.id, {
      staffId: w.bram.id,
      startDate: '2026-03-04',
      endDate: '2026-03-06',
    });
    const list = (await w.asBram('GET', '/one-off-shifts')).json().availableOneOffShifts;
    expect(list).toEqual([
      expect.objectContaining({ id: open.id, staffId: null, canClaim: false, blockedBy: 'ABSENT' }),
    ]);
  });

  it("claims an open one-off (audited CLAIM); assigned, unskilled, beyond the window and another workspace's are refused", async () => {
    const w = await withOneOffs();
    const res = await w.asBram('POST', '/claim-one-off-shift', { scheduleEntryId: w.open.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Shift claimed successfully',
      data: { scheduleEntryId: w.open.id, date: '2026-03-05' },
    });
    const [row] = await t.database.db.select().from(scheduleEntries).where(eq(scheduleEntries.id, w.open.id));
    expect(row).toMatchObject({ entryType: 'ONE_OFF', staffId: w.bram.id });
    expect(await auditRows(t, w.workspace.id, { action: 'CLAIM' })).toEqual([
      expect.objectContaining({ staffId: w.bram.id, userId: null, resourceId: w.open.id }),
    ]);
    expect(
      (await w.asAnna('POST', '/claim-one-off-shift', { scheduleEntryId: w.open.id })).json().error,
    ).toBe(STAFF_CLAIM_TAKEN_MESSAGE);
    expect(
      (await w.asCas('POST', '/claim-one-off-shift', { scheduleEntryId: w.assigned.id })).statusCode,
    ).toBe(409);
    expect(
      (await w.asBram('POST', '/claim-one-off-shift', { scheduleEntryId: w.openNight.id })).json(),
    ).toMatchObject({
      error: 'You are not qualified for Night shifts',
      details: [{ field: 'scheduleEntryId' }],
    });
    expect((await w.asBram('POST', '/claim-one-off-shift', { scheduleEntryId: w.late.id })).statusCode).toBe(
      400,
    );
    expect((await w.asBram('POST', '/claim-one-off-shift', { scheduleEntryId: 'nope' })).statusCode).toBe(
      400,
    );
    const other = await portalWorkspace('Other ward');
    const theirs = await insertStoredEntry(t, other.workspace.id, {
      date: '2026-03-05',
      shiftTypeId: other.early.id,
    });
    expect((await w.asBram('POST', '/claim-one-off-shift', { scheduleEntryId: theirs.id })).statusCode).toBe(
      404,
    );
    // A rotation override is not a one-off.
    const override = await insertStoredEntry(t, w.workspace.id, {
      entryType: 'OVERRIDE',
      date: '2026-03-09',
      shiftTypeId: w.early.id,
      rotationSlotId: w.earlySlot.id,
      rotationPatternId: w.pattern.id,
    });
    expect(
      (await w.asBram('POST', '/claim-one-off-shift', { scheduleEntryId: override.id })).statusCode,
    ).toBe(404);
  });

  it('of 20 simultaneous claims of one one-off, exactly one succeeds', async () => {
    const w = await withOneOffs();
    const tokens = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        staffToken(
          w.workspace.id,
          (await insertStaff(t, w.workspace.id, { name: `Racer ${i}`, skills: [w.early.id] })).id,
        ),
      ),
    );
    const results = await Promise.all(
      tokens.map((token) => w.asStaff(token)('POST', '/claim-one-off-shift', { scheduleEntryId: w.open.id })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const winner = results.findIndex((r) => r.statusCode === 200);
    const [row] = await t.database.db.select().from(scheduleEntries).where(eq(scheduleEntries.id, w.open.id));
    expect(row!.staffId).not.toBeNull();
    expect(await auditRows(t, w.workspace.id, { action: 'CLAIM' })).toEqual([
      expect.objectContaining({
        staffId: row!.staffId,
        description: `Racer ${winner} claimed the one-off shift Early on 2026-03-05: Audit day`,
      }),
    ]);
  });
});

describe('my shifts', () => {
  it("lists the member's rotation shifts, overrides and one-offs from today, not cancelled ones", async () => {
    const w = await portalWorkspace();
    await insertStoredEntry(t, w.workspace.id, {
      entryType: 'OVERRIDE',
      date: '2026-03-15',
      shiftTypeId: w.night.id,
      rotationSlotId: w.nightSlot.id,
      rotationPatternId: w.pattern.id,
      isCancelled: true,
    });
    await insertStoredEntry(t, w.workspace.id, {
      date: '2026-03-04',
      shiftTypeId: w.early.id,
      staffId: w.anna.id,
    });
    const body = (await w.asAnna('GET', '/my-shifts')).json();
    expect(body.today).toBe('2026-03-02');
    expect(body.endDate).toBe('2026-05-01');
    const list = body.upcomingShifts.map(
      (s: { date: string; shiftType: { name: string }; entryType: string }) =>
        `${s.date} ${s.shiftType.name} ${s.entryType}`,
    );
    expect(list.slice(0, 3)).toEqual([
      '2026-03-04 Early ONE_OFF',
      '2026-03-08 Night ROTATION',
      '2026-03-22 Night ROTATION',
    ]);
    expect(body.upcomingShifts[1]).toMatchObject({
      rotationPattern: { id: w.pattern.id, name: 'Ward Rota' },
      createdAt: null,
    });
    expect(body.upcomingShifts[0].createdAt).toEqual(expect.any(String));
    expect(list.at(-1)).toBe('2026-04-26 Night ROTATION');
    expect((await w.asCas('GET', '/my-shifts')).json().upcomingShifts).toEqual([]);
  });

  it("marks a shift that falls in the member's own absence", async () => {
    const w = await portalWorkspace();
    await insertAbsence(t, w.workspace.id, {
      staffId: w.anna.id,
      startDate: '2026-03-21',
      endDate: '2026-03-23',
    });
    const shifts = (await w.asAnna('GET', '/my-shifts')).json().upcomingShifts as Array<{
      date: string;
      duringAbsence: boolean;
    }>;
    expect(shifts.slice(0, 3).map((s) => [s.date, s.duringAbsence])).toEqual([
      ['2026-03-08', false],
      ['2026-03-15', false],
      ['2026-03-22', true],
    ]);
  });
});

describe('revalidated reads (ETag / If-None-Match)', () => {
  it("my-shifts and available-shifts answer 304 while the schedule is unchanged; each member's tag is their own; a claim changes them", async () => {
    const w = await portalWorkspace('Ward etag');
    const annaToken = await staffToken(w.workspace.id, w.anna.id);
    const bramToken = await staffToken(w.workspace.id, w.bram.id);
    const get = (token: string, url: string, etag?: string) =>
      call(t.app, 'GET', `/api/staff-auth${url}`, {
        token,
        headers: etag ? { 'if-none-match': etag } : {},
      });
    for (const url of ['/my-shifts', '/available-shifts']) {
      const first = await get(bramToken, url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('private, no-cache');
      const etag = first.headers.etag as string;
      const again = await get(bramToken, url, etag);
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
      // Another member's answer is another one: their tag differs.
      expect((await get(annaToken, url, etag)).statusCode, url).toBe(200);
    }
    const mine = await get(bramToken, '/my-shifts');
    const open = await get(bramToken, '/available-shifts');
    const slot = open.json().availableSlots[0] as Slot;
    const claim = await w.asBram('POST', '/claim-shift', {
      rotationSlotId: slot.rotationSlotId,
      date: slot.date,
    });
    expect(claim.statusCode, claim.body).toBe(200);
    const mineAfter = await get(bramToken, '/my-shifts', mine.headers.etag as string);
    expect(mineAfter.statusCode).toBe(200);
    expect(mineAfter.json().upcomingShifts.map((s: { date: string }) => s.date)).toContain(slot.date);
    expect((await get(bramToken, '/available-shifts', open.headers.etag as string)).statusCode).toBe(200);
    // A signed-out token gets no 304, even with the tag.
    expect((await get('not-a-session', '/my-shifts', mineAfter.headers.etag as string)).statusCode).toBe(401);
  });
});

describe('own absences', () => {
  it('schedules an absence from today + absencesMinDelay (400 earlier, field startDate), audited with the staff actor; overlap 409', async () => {
    const w = await portalWorkspace();
    await t.database.db
      .update(workspaces)
      .set({ absencesMinDelay: 3 })
      .where(eq(workspaces.id, w.workspace.id));
    const early = await w.asBram('POST', '/absence', { startDate: '2026-03-04', endDate: '2026-03-06' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      error: 'Absences must be scheduled at least 3 days in advance (start on 2026-03-05 or later)',
      details: [{ field: 'startDate' }],
    });
    const res = await w.asBram('POST', '/absence', {
      startDate: '2026-03-05',
      endDate: '2026-03-06',
      reason: ' Wedding ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Absence scheduled successfully',
      data: {
        startDate: '2026-03-05',
        endDate: '2026-03-06',
        reason: 'Wedding',
        type: 'OTHER',
        canDelete: true,
      },
    });
    const [row] = await t.database.db.select().from(absences).where(eq(absences.id, res.json().data.id));
    expect(row).toMatchObject({ staffId: w.bram.id, createdByStaffId: w.bram.id, createdByUserId: null });
    expect(await auditRows(t, w.workspace.id, { resource: 'ABSENCE', action: 'CREATE' })).toEqual([
      expect.objectContaining({
        staffId: w.bram.id,
        userId: null,
        resourceId: row!.id,
        description: 'Bram Jansen scheduled an absence for 2026-03-05 – 2026-03-06: Wedding',
      }),
    ]);
    const overlap = await w.asBram('POST', '/absence', { startDate: '2026-03-06', endDate: '2026-03-08' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error).toBe(
      'You already have an absence from 2026-03-05 to 2026-03-06 that overlaps these dates',
    );
    // Someone else's absence on the same days is no overlap of mine.
    expect(
      (await w.asAnna('POST', '/absence', { startDate: '2026-03-05', endDate: '2026-03-06' })).statusCode,
    ).toBe(201);
    const reversed = await w.asBram('POST', '/absence', { startDate: '2026-03-10', endDate: '2026-03-09' });
    expect(reversed.json()).toMatchObject({
      error: 'End date must not be before start date',
      details: [{ field: 'endDate' }],
    });
    expect((await w.asBram('POST', '/absence', { endDate: '2026-03-09' })).json().details[0].field).toBe(
      'startDate',
    );
  });

  it('with no minimum delay, today is allowed and yesterday is not', async () => {
    const w = await portalWorkspace();
    expect(
      (await w.asBram('POST', '/absence', { startDate: '2026-03-02', endDate: '2026-03-02' })).statusCode,
    ).toBe(201);
    expect(
      (await w.asBram('POST', '/absence', { startDate: '2026-03-01', endDate: '2026-03-01' })).json().error,
    ).toBe('The start date cannot be in the past');
  });

  it("lists own absences ending today or later; deletes own ones that have not started; others' are 404, started ones 400", async () => {
    const w = await portalWorkspace();
    const past = await insertAbsence(t, w.workspace.id, {
      staffId: w.bram.id,
      startDate: '2026-02-20',
      endDate: '2026-03-01',
    });
    const running = await insertAbsence(t, w.workspace.id, {
      staffId: w.bram.id,
      startDate: '2026-02-28',
      endDate: '2026-03-02',
      type: 'SICK',
    });
    const coming = await insertAbsence(t, w.workspace.id, {
      staffId: w.bram.id,
      startDate: '2026-03-10',
      endDate: '2026-03-12',
      reason: 'Holiday',
    });
    const annas = await insertAbsence(t, w.workspace.id, { staffId: w.anna.id, startDate: '2026-03-10' });
    const list = (await w.asBram('GET', '/absences')).json();
    expect(list.upcomingAbsences).toEqual([
      {
        id: running.id,
        startDate: '2026-02-28',
        endDate: '2026-03-02',
        reason: null,
        type: 'SICK',
        canDelete: false,
      },
      {
        id: coming.id,
        startDate: '2026-03-10',
        endDate: '2026-03-12',
        reason: 'Holiday',
        type: 'OTHER',
        canDelete: true,
      },
    ]);
    expect(list.data.upcomingAbsences).toHaveLength(2);
    expect((await w.asBram('DELETE', `/absence/${annas.id}`)).statusCode).toBe(404);
    const started = await w.asBram('DELETE', `/absence/${running.id}`);
    expect(started.statusCode).toBe(400);
    expect(started.json().error).toBe(
      'This absence has already started and can no longer be deleted here; ask your manager to change it',
    );
    expect((await w.asBram('DELETE', `/absence/${past.id}`)).statusCode).toBe(400);
    const deleted = await w.asBram('DELETE', `/absence/${coming.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Absence deleted successfully' });
    expect((await w.asBram('DELETE', `/absence/${coming.id}`)).statusCode).toBe(404);
    expect(await auditRows(t, w.workspace.id, { resource: 'ABSENCE', action: 'DELETE' })).toEqual([
      expect.objectContaining({
        staffId: w.bram.id,
        userId: null,
        resourceId: coming.id,
        description: 'Bram Jansen deleted their absence for 2026-03-10 – 2026-03-12',
      }),
    ]);
    const remaining = await t.database.db
      .select({ id: absences.id })
      .from(absences)
      .where(eq(absences.workspaceId, w.workspace.id));
    expect(remaining.map((r) => r.id).sort()).toEqual([past.id, running.id, annas.id].sort());
  });
});

describe('tenancy', () => {
  it("a staff token of workspace A cannot claim B's slot or one-off, nor delete B's absence (404); B is unchanged", async () => {
    const a = await portalWorkspace('Ward A');
    const b = await portalWorkspace('Ward B');
    const bOneOff = await insertStoredEntry(t, b.workspace.id, {
      date: '2026-03-05',
      shiftTypeId: b.early.id,
    });
    const bAbsence = await insertAbsence(t, b.workspace.id, { staffId: b.bram.id, startDate: '2026-03-20' });
    expect(
      (await a.asBram('POST', '/claim-shift', { rotationSlotId: b.earlySlot.id, date: '2026-03-09' }))
        .statusCode,
    ).toBe(404);
    expect((await a.asBram('POST', '/claim-one-off-shift', { scheduleEntryId: bOneOff.id })).statusCode).toBe(
      404,
    );
    expect((await a.asBram('DELETE', `/absence/${bAbsence.id}`)).statusCode).toBe(404);
    expect(await claimed(b.workspace.id)).toEqual([]);
    const [oneOff] = await t.database.db
      .select()
      .from(scheduleEntries)
      .where(eq(scheduleEntries.id, bOneOff.id));
    expect(oneOff!.staffId).toBeNull();
    expect(await t.database.db.select().from(absences).where(eq(absences.id, bAbsence.id))).toHaveLength(1);
    // A's lists hold nothing of B.
    expect((await a.asBram('GET', '/one-off-shifts')).json().availableOneOffShifts).toEqual([]);
  });
});
