import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleEntries } from '../../db/schema';
import { auditRows, createTestApp, type TestApp } from '../../../test/helpers';
import { addWorkspaceMember, createWorkspaceWithAdmin } from '../../../test/factories';
import { as, insertShiftType, insertStaff } from '../../../test/rotation-factories';
import {
  insertAbsence,
  insertStoredEntry,
  scheduleWorkspace,
  type ScheduleWorkspace,
} from '../../../test/schedule-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (workspaceId: string) =>
  t.database.db.select().from(scheduleEntries).where(eq(scheduleEntries.workspaceId, workspaceId));
const audits = (workspaceId: string, action?: string) =>
  auditRows(t, workspaceId, { resource: 'SCHEDULE_ENTRY', ...(action ? { action } : {}) });

/** An override of the Early slot on 2026-03-02 (Monday of rotation week 1). */
const earlyOverride = (w: ScheduleWorkspace, body: Record<string, unknown> = {}) =>
  as(t, w.actor)('POST', '/api/schedules/override', {
    date: '2026-03-02',
    shiftTypeId: w.early.id,
    rotationSlotId: w.earlySlot.id,
    staffId: w.bram.id,
    ...body,
  });

describe('POST /api/schedules/one-off', () => {
  it('creates a staffed one-off shift, answers the rendered entry and audits CREATE SCHEDULE_ENTRY', async () => {
    const w = await scheduleWorkspace(t);
    const res = await as(t, w.actor)('POST', '/api/schedules/one-off', {
      date: '2026-03-04',
      shiftTypeId: w.night.id,
      staffId: w.nina.id,
      description: '  Extra cover  ',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('One-off shift created successfully');
    expect(body.data).toMatchObject({
      date: '2026-03-04',
      entryType: 'ONE_OFF',
      isOneOffShift: true,
      isUnfilled: false,
      isCancelled: false,
      isOptional: false,
      staffId: w.nina.id,
      staff: { id: w.nina.id, name: 'Nina Bakker' },
      shiftType: { id: w.night.id, name: 'Night', startTime: '22:00', endTime: '06:00' },
      description: 'Extra cover',
      rotationSlotId: null,
      rotationPatternId: null,
      rotationWeek: null,
      hasAbsence: false,
    });
    expect(body.data.scheduleEntryId).toBe(body.data.id);
    // How it was calculated is on the debug read only (docs/product/schedule.md#schedule-entry).
    expect(body.data.debugInfo).toEqual({ source: 'manual' });
    const debug = await as(t, w.actor)('GET', '/api/schedules/debug?startDate=2026-03-04&endDate=2026-03-04');
    expect(debug.json().data.entries.find((e: { id: string }) => e.id === body.data.id)).toMatchObject({
      debugInfo: { source: 'manual', calculationDetails: { dayOfWeek: 2, storedEntryId: body.data.id } },
    });
    const [audit] = await audits(w.workspace.id);
    expect(audit).toMatchObject({
      action: 'CREATE',
      resourceId: body.data.id,
      resourceName: 'Night 2026-03-04',
    });
    expect(audit!.description).toContain('Nina Bakker');
  });

  it('creates an open one-off shift when no staff member is given', async () => {
    const w = await scheduleWorkspace(t);
    const res = await as(t, w.actor)('POST', '/api/schedules/one-off', {
      date: '2026-03-04',
      shiftTypeId: w.early.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      staffId: null,
      staff: null,
      isUnfilled: true,
      description: null,
    });
  });

  it('refuses inactive and unskilled staff with field staffId, and a missing date or shift type', async () => {
    const w = await scheduleWorkspace(t);
    const post = (body: Record<string, unknown>) =>
      as(t, w.actor)('POST', '/api/schedules/one-off', {
        date: '2026-03-04',
        shiftTypeId: w.early.id,
        ...body,
      });
    const inactive = await post({ staffId: w.ivo.id });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().details).toEqual([
      { field: 'staffId', message: 'Ivo Inactive is inactive and cannot be assigned' },
    ]);
    const unskilled = await post({ staffId: w.nina.id });
    expect(unskilled.statusCode).toBe(400);
    expect(unskilled.json().details).toEqual([
      { field: 'staffId', message: 'Nina Bakker does not have the skill for Early' },
    ]);
    const noDate = await post({ date: '' });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().details).toEqual([
      expect.objectContaining({ field: 'date', message: 'Date is required' }),
    ]);
    const badDate = await post({ date: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    const noType = await post({ shiftTypeId: undefined });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().details).toEqual([
      expect.objectContaining({ field: 'shiftTypeId', message: 'Shift type is required' }),
    ]);
    expect((await post({ shiftTypeId: crypto.randomUUID() })).statusCode).toBe(404);
    expect((await post({ staffId: crypto.randomUUID() })).statusCode).toBe(404);
    expect(await rowsOf(w.workspace.id)).toEqual([]);
    expect(await audits(w.workspace.id)).toEqual([]);
  });
});

describe('POST /api/schedules/override', () => {
  it('assigns another staff member to one slot on one date, keeps the rotation staff as original and audits ASSIGN', async () => {
    const w = await scheduleWorkspace(t);
    const res = await earlyOverride(w, { description: 'Swap' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Override created successfully');
    expect(body.data).toMatchObject({
      date: '2026-03-02',
      entryType: 'OVERRIDE',
      staffId: w.bram.id,
      originalStaffId: w.anna.id,
      rotationSlotId: w.earlySlot.id,
      rotationPatternId: w.pattern.id,
      rotationPatternName: 'Ward Rota',
      rotationWeekCount: 2,
      rotationWeek: 1,
      isUnfilled: false,
      isCancelled: false,
      isOneOffShift: false,
      description: 'Swap',
      debugInfo: { source: 'override' },
    });
    expect(body.data.debugInfo).not.toHaveProperty('calculationDetails');
    const debug = await as(t, w.actor)('GET', '/api/schedules/debug?startDate=2026-03-02&endDate=2026-03-02');
    expect(debug.json().data.entries.find((e: { id: string }) => e.id === body.data.id)).toMatchObject({
      debugInfo: {
        source: 'override',
        calculationDetails: {
          patternStartDate: '2026-01-05',
          daysSincePatternStart: 56,
          weeksSincePatternStart: 8,
          rotationStaffId: w.anna.id,
          dayOfWeek: 0,
        },
      },
    });
    const [row] = await rowsOf(w.workspace.id);
    expect(row).toMatchObject({
      rotationPatternId: w.pattern.id,
      originalStaffId: w.anna.id,
      isCancelled: false,
    });
    const [audit] = await audits(w.workspace.id);
    expect(audit).toMatchObject({ action: 'ASSIGN', resourceName: 'Early 2026-03-02' });
    expect(audit!.description).toBe(
      'Bram Jansen assigned to Early on 2026-03-02 of "Ward Rota" instead of Anna de Vries',
    );
  });

  it('stores originalStaffId from the body when given (the rendered entry shows whom the rotation has now)', async () => {
    const w = await scheduleWorkspace(t);
    const res = await earlyOverride(w, { originalStaffId: w.bram.id, staffId: w.anna.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ staffId: w.anna.id, originalStaffId: w.anna.id });
    expect(await rowsOf(w.workspace.id)).toEqual([
      expect.objectContaining({ staffId: w.anna.id, originalStaffId: w.bram.id }),
    ]);
  });

  it('without staff and a "Shift cancelled:" description cancels: not unfilled, audited UNASSIGN as cancelled', async () => {
    const w = await scheduleWorkspace(t);
    const res = await earlyOverride(w, { staffId: null, description: 'Shift cancelled: ward closed' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      staffId: null,
      isCancelled: true,
      isUnfilled: false,
      originalStaffId: w.anna.id,
      description: 'Shift cancelled: ward closed',
    });
    const [audit] = await audits(w.workspace.id);
    expect(audit).toMatchObject({ action: 'UNASSIGN', resourceName: 'Early 2026-03-02' });
    expect(audit!.description).toContain('cancelled');
    expect(audit!.description).toContain('Anna de Vries');
  });

  it('without staff and cancelled: true cancels whatever the description says', async () => {
    const w = await scheduleWorkspace(t);
    const res = await earlyOverride(w, { staffId: null, cancelled: true, description: 'Not needed' });
    expect(res.json().data).toMatchObject({ isCancelled: true, isUnfilled: false });
  });

  it('without staff otherwise leaves the shift open (unassigned): unfilled, audited UNASSIGN as unassigned', async () => {
    const w = await scheduleWorkspace(t);
    const res = await earlyOverride(w, { staffId: null, description: 'Staff unassigned: sick child' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ staffId: null, isCancelled: false, isUnfilled: true });
    const [audit] = await audits(w.workspace.id, 'UNASSIGN');
    expect(audit!.description).toContain('unassigned (open)');
    expect(audit!.description).not.toContain('cancelled');
  });

  it('refuses a date on which the slot does not occur, with field date', async () => {
    const w = await scheduleWorkspace(t);
    for (const date of ['2026-03-03', '2026-03-09', '2025-12-22']) {
      const res = await earlyOverride(w, { date });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().details[0].field, date).toBe('date');
    }
    expect((await earlyOverride(w, { date: '2026-03-09' })).json().error).toBe(
      'This requirement does not occur on 2026-03-09: it is on Monday of week 1, and 2026-03-09 is a Monday of week 2',
    );
    expect((await earlyOverride(w, { date: '2025-12-22' })).json().error).toContain('starts on 2026-01-05');
    // The pattern ends, then is switched off: its slots occur on no date beyond or at all.
    await as(t, w.actor)('PUT', `/api/rotation-patterns/${w.pattern.id}`, { endDate: '2026-02-22' });
    expect((await earlyOverride(w)).json().error).toContain('ended on 2026-02-22');
    await as(t, w.actor)('PUT', `/api/rotation-patterns/${w.pattern.id}`, { endDate: null, active: false });
    const inactive = await earlyOverride(w);
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().details).toEqual([
      {
        field: 'date',
        message: 'This requirement does not occur on 2026-03-02: pattern "Ward Rota" is inactive',
      },
    ]);
    expect(await rowsOf(w.workspace.id)).toEqual([]);
  });

  it('refuses a shift type other than the slot’s (field shiftTypeId), unskilled or inactive staff (field staffId) and staff with cancelled', async () => {
    const w = await scheduleWorkspace(t);
    const other = await earlyOverride(w, { shiftTypeId: w.night.id });
    expect(other.statusCode).toBe(400);
    expect(other.json().details[0].field).toBe('shiftTypeId');
    const unskilled = await earlyOverride(w, { staffId: w.nina.id });
    expect(unskilled.statusCode).toBe(400);
    expect(unskilled.json().details).toEqual([
      { field: 'staffId', message: 'Nina Bakker does not have the skill for Early' },
    ]);
    const inactive = await earlyOverride(w, { staffId: w.ivo.id });
    expect(inactive.json().details).toEqual([
      { field: 'staffId', message: 'Ivo Inactive is inactive and cannot be assigned' },
    ]);
    const both = await earlyOverride(w, { cancelled: true });
    expect(both.statusCode).toBe(400);
    expect(both.json().details[0].field).toBe('cancelled');
    const missing = await earlyOverride(w, { rotationSlotId: undefined });
    expect(missing.json().details).toEqual([
      expect.objectContaining({ field: 'rotationSlotId', message: 'Rotation slot is required' }),
    ]);
    expect((await earlyOverride(w, { rotationSlotId: crypto.randomUUID() })).statusCode).toBe(404);
    expect((await earlyOverride(w, { originalStaffId: crypto.randomUUID() })).statusCode).toBe(404);
    expect(await rowsOf(w.workspace.id)).toEqual([]);
  });

  it('answers 409 to a second override or a claim already stored for the slot and date', async () => {
    const w = await scheduleWorkspace(t);
    expect((await earlyOverride(w)).statusCode).toBe(201);
    const second = await earlyOverride(w, { staffId: null, cancelled: true });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'CONFLICT',
      error: 'Early on 2026-03-02 already has an override or claim; edit or remove it instead',
    });
    await insertStoredEntry(t, w.workspace.id, {
      entryType: 'CLAIMED',
      date: '2026-03-10',
      shiftTypeId: w.night.id,
      staffId: w.nina.id,
      rotationSlotId: w.nightSlot.id,
      rotationPatternId: w.pattern.id,
    });
    const claimed = await as(t, w.actor)('POST', '/api/schedules/override', {
      date: '2026-03-10',
      shiftTypeId: w.night.id,
      rotationSlotId: w.nightSlot.id,
      staffId: null,
    });
    expect(claimed.statusCode).toBe(409);
    expect(await rowsOf(w.workspace.id)).toHaveLength(2);
  });

  it('gives the slot and date to exactly one of 20 simultaneous overrides; the rest answer 409', async () => {
    const w = await scheduleWorkspace(t);
    const staffIds = [w.anna.id, w.bram.id];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        earlyOverride(w, { staffId: staffIds[i % 2], description: `attempt ${i}` }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await rowsOf(w.workspace.id)).toHaveLength(1);
    expect(await audits(w.workspace.id)).toHaveLength(1);
  });
});

describe('POST /api/schedules/entries', () => {
  it('creates a one-off by default and an override with entryType OVERRIDE', async () => {
    const w = await scheduleWorkspace(t);
    const oneOff = await as(t, w.actor)('POST', '/api/schedules/entries', {
      date: '2026-03-05',
      shiftTypeId: w.early.id,
      staffId: w.anna.id,
    });
    expect(oneOff.statusCode).toBe(201);
    expect(oneOff.json()).toMatchObject({
      message: 'One-off shift created successfully',
      data: { entryType: 'ONE_OFF', staffId: w.anna.id },
    });
    const override = await as(t, w.actor)('POST', '/api/schedules/entries', {
      entryType: 'OVERRIDE',
      date: '2026-03-02',
      shiftTypeId: w.early.id,
      rotationSlotId: w.earlySlot.id,
      staffId: null,
    });
    expect(override.statusCode).toBe(201);
    expect(override.json()).toMatchObject({
      message: 'Override created successfully',
      data: { entryType: 'OVERRIDE', isUnfilled: true, originalStaffId: w.anna.id },
    });
    expect((await audits(w.workspace.id)).map((a) => a.action)).toEqual(['CREATE', 'UNASSIGN']);
  });

  it('refuses an override without a slot, a one-off with a slot, a cancelled one-off and an unknown entry type', async () => {
    const w = await scheduleWorkspace(t);
    const post = (body: Record<string, unknown>) =>
      as(t, w.actor)('POST', '/api/schedules/entries', {
        date: '2026-03-02',
        shiftTypeId: w.early.id,
        ...body,
      });
    expect((await post({ entryType: 'OVERRIDE' })).json().details).toEqual([
      { field: 'rotationSlotId', message: 'Rotation slot is required for an override' },
    ]);
    expect((await post({ rotationSlotId: w.earlySlot.id })).json().details[0].field).toBe('rotationSlotId');
    expect((await post({ cancelled: true })).json().details[0].field).toBe('cancelled');
    const claimed = await post({ entryType: 'CLAIMED' });
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json().details[0]).toMatchObject({
      field: 'entryType',
      message: 'Entry type must be ONE_OFF or OVERRIDE',
    });
    expect(await rowsOf(w.workspace.id)).toEqual([]);
  });
});

describe('PUT /api/schedules/entries/:id', () => {
  it('changes an override’s staff and description; staff null then follows cancelled or the prefix', async () => {
    const w = await scheduleWorkspace(t);
    const id = (await earlyOverride(w)).json().data.id;
    const put = (body: Record<string, unknown>) =>
      as(t, w.actor)('PUT', `/api/schedules/entries/${id}`, body);
    const reassigned = await put({ staffId: w.anna.id, description: 'Back after all' });
    expect(reassigned.statusCode).toBe(200);
    expect(reassigned.json()).toMatchObject({
      message: 'Schedule entry updated successfully',
      data: { staffId: w.anna.id, description: 'Back after all', isUnfilled: false },
    });
    // Only the description: the staff member stays.
    expect((await put({ description: 'Just a note' })).json().data).toMatchObject({
      staffId: w.anna.id,
      description: 'Just a note',
    });
    expect((await put({ staffId: null, description: 'Staff unassigned: ill' })).json().data).toMatchObject({
      staffId: null,
      isCancelled: false,
      isUnfilled: true,
    });
    expect(
      (await put({ staffId: null, description: 'Shift cancelled: quiet day' })).json().data,
    ).toMatchObject({ isCancelled: true, isUnfilled: false });
    // Editing the text of a cancelled override keeps it cancelled.
    expect((await put({ description: 'Shift cancelled: really quiet' })).json().data).toMatchObject({
      isCancelled: true,
    });
    expect(
      (await put({ staffId: null, cancelled: false, description: 'Open again' })).json().data,
    ).toMatchObject({ isCancelled: false, isUnfilled: true });
    expect((await put({ staffId: null, cancelled: true })).json().data).toMatchObject({
      isCancelled: true,
      description: 'Open again',
    });
    const unskilled = await put({ staffId: w.nina.id });
    expect(unskilled.statusCode).toBe(400);
    expect(unskilled.json().details[0].field).toBe('staffId');
    expect((await put({ staffId: w.bram.id, cancelled: true })).statusCode).toBe(400);
    const updates = await audits(w.workspace.id, 'UPDATE');
    expect(updates).toHaveLength(7);
    expect(updates[0]).toMatchObject({ resourceId: id, resourceName: 'Early 2026-03-02' });
    expect(updates[0]!.description).toContain('Anna de Vries');
  });

  it('changes a one-off’s staff (or clears it) and description; a one-off cannot be cancelled', async () => {
    const w = await scheduleWorkspace(t);
    const id = (
      await as(t, w.actor)('POST', '/api/schedules/one-off', {
        date: '2026-03-05',
        shiftTypeId: w.early.id,
        staffId: w.anna.id,
      })
    ).json().data.id;
    const put = (body: Record<string, unknown>) =>
      as(t, w.actor)('PUT', `/api/schedules/entries/${id}`, body);
    expect((await put({ staffId: w.bram.id, description: 'Bram instead' })).json().data).toMatchObject({
      entryType: 'ONE_OFF',
      staffId: w.bram.id,
      description: 'Bram instead',
    });
    expect((await put({ staffId: null, description: '' })).json().data).toMatchObject({
      staffId: null,
      isUnfilled: true,
      isCancelled: false,
      description: null,
    });
    expect((await put({ staffId: null, description: 'Shift cancelled: no' })).json().data).toMatchObject({
      isCancelled: false,
      isUnfilled: true,
    });
    expect((await put({ cancelled: true })).json().details[0].field).toBe('cancelled');
    expect((await put({ staffId: w.ivo.id })).json().details[0]).toMatchObject({
      field: 'staffId',
      message: 'Ivo Inactive is inactive and cannot be assigned',
    });
  });

  it('edits a claim like an override: given to someone else it becomes an override', async () => {
    const w = await scheduleWorkspace(t);
    const claim = await insertStoredEntry(t, w.workspace.id, {
      entryType: 'CLAIMED',
      date: '2026-03-10',
      shiftTypeId: w.night.id,
      staffId: w.nina.id,
      rotationSlotId: w.nightSlot.id,
      rotationPatternId: w.pattern.id,
      description: 'Taken by Nina',
    });
    const noteOnly = await as(t, w.actor)('PUT', `/api/schedules/entries/${claim.id}`, {
      description: 'Taken by Nina (confirmed)',
    });
    expect(noteOnly.json().data).toMatchObject({
      entryType: 'CLAIMED',
      staffId: w.nina.id,
      isOptional: true,
    });
    const kai = await insertStaff(t, w.workspace.id, { name: 'Kai Night', skills: [w.night.id] });
    const res = await as(t, w.actor)('PUT', `/api/schedules/entries/${claim.id}`, { staffId: kai.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      entryType: 'OVERRIDE',
      staffId: kai.id,
      rotationSlotId: w.nightSlot.id,
    });
  });

  it('answers 404 for an unknown entry and 400 for a malformed id', async () => {
    const w = await scheduleWorkspace(t);
    expect(
      (await as(t, w.actor)('PUT', `/api/schedules/entries/${crypto.randomUUID()}`, { staffId: null }))
        .statusCode,
    ).toBe(404);
    expect((await as(t, w.actor)('PUT', '/api/schedules/entries/nope', { staffId: null })).statusCode).toBe(
      400,
    );
  });
});

describe('DELETE /api/schedules/entries/:id', () => {
  it('deletes a one-off and removes an override (the rotation applies again), each audited DELETE', async () => {
    const w = await scheduleWorkspace(t);
    const oneOff = (
      await as(t, w.actor)('POST', '/api/schedules/one-off', { date: '2026-03-05', shiftTypeId: w.early.id })
    ).json().data.id;
    const override = (await earlyOverride(w)).json().data.id;
    const del = await as(t, w.actor)('DELETE', `/api/schedules/entries/${oneOff}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({
      success: true,
      message: 'Schedule entry deleted successfully',
      warnings: [],
    });
    expect((await as(t, w.actor)('DELETE', `/api/schedules/entries/${override}`)).statusCode).toBe(200);
    expect(await rowsOf(w.workspace.id)).toEqual([]);
    const deletes = await audits(w.workspace.id, 'DELETE');
    expect(deletes.map((a) => a.resourceName)).toEqual(['Early 2026-03-05', 'Early 2026-03-02']);
    expect(deletes[1]!.description).toContain('the rotation applies again');
    // The slot is free for a new override.
    expect((await earlyOverride(w)).statusCode).toBe(201);
    expect((await as(t, w.actor)('DELETE', `/api/schedules/entries/${oneOff}`)).statusCode).toBe(404);
  });
});

describe('GET /api/schedules/entries', () => {
  it('lists the stored layer in the range in schedule order, with filters and absence marks', async () => {
    const w = await scheduleWorkspace(t);
    await earlyOverride(w);
    await as(t, w.actor)('POST', '/api/schedules/one-off', {
      date: '2026-03-02',
      shiftTypeId: w.night.id,
      staffId: w.nina.id,
    });
    await as(t, w.actor)('POST', '/api/schedules/one-off', { date: '2026-03-01', shiftTypeId: w.early.id });
    await as(t, w.actor)('POST', '/api/schedules/one-off', { date: '2026-04-01', shiftTypeId: w.early.id });
    await insertAbsence(t, w.workspace.id, {
      staffId: w.nina.id,
      startDate: '2026-03-02',
      endDate: '2026-03-03',
      type: 'SICK',
    });
    const get = (query: string) =>
      as(t, w.actor)('GET', `/api/schedules/entries?startDate=2026-03-01&endDate=2026-03-31${query}`);
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const entries = res.json().data.entries;
    expect(
      entries.map((e: { date: string; shiftType: { name: string } }) => `${e.date} ${e.shiftType.name}`),
    ).toEqual(['2026-03-01 Early', '2026-03-02 Early', '2026-03-02 Night']);
    expect(entries[2]).toMatchObject({
      hasAbsence: true,
      absenceWarning: 'Nina Bakker is absent (SICK) 2026-03-02 – 2026-03-03',
    });
    expect(entries[1]).toMatchObject({ hasAbsence: false, absenceWarning: null });
    const ids = (r: Awaited<ReturnType<typeof get>>) =>
      r.json().data.entries.map((e: { date: string; entryType: string }) => `${e.date} ${e.entryType}`);
    expect(ids(await get(`&staffId=${w.nina.id}`))).toEqual(['2026-03-02 ONE_OFF']);
    expect(ids(await get(`&shiftTypeId=${w.early.id}`))).toEqual([
      '2026-03-01 ONE_OFF',
      '2026-03-02 OVERRIDE',
    ]);
    expect(ids(await get('&entryType=OVERRIDE'))).toEqual(['2026-03-02 OVERRIDE']);
    expect(ids(await get('&entryType=ROTATION'))).toEqual([]);
  });

  it('answers 400 with the field for bad or reversed dates and too long a range', async () => {
    const w = await scheduleWorkspace(t);
    const get = (query: string) => as(t, w.actor)('GET', `/api/schedules/entries?${query}`);
    const reversed = await get('startDate=2026-03-31&endDate=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details).toEqual([
      { field: 'endDate', message: 'End date must not be before start date' },
    ]);
    expect((await get('startDate=2024-01-01&endDate=2026-12-31')).json().details[0].field).toBe('endDate');
    expect((await get('startDate=2026-13-01&endDate=2026-12-31')).statusCode).toBe(400);
    expect((await get('endDate=2026-12-31')).json().details[0].field).toBe('startDate');
    expect((await get('startDate=2026-03-01&endDate=2026-03-31&entryType=SPECIAL')).statusCode).toBe(400);
  });
});

describe('roles', () => {
  it('lets STAFF read the stored entries but not create, change or delete them (403, nothing changes)', async () => {
    const w = await scheduleWorkspace(t);
    const id = (await earlyOverride(w)).json().data.id;
    const member = await addWorkspaceMember(t, w.workspace.id, 'STAFF');
    const asStaff = as(t, { token: member.token, workspaceId: w.workspace.id });
    const read = await asStaff('GET', '/api/schedules/entries?startDate=2026-03-01&endDate=2026-03-31');
    expect(read.statusCode).toBe(200);
    expect(read.json().data.entries).toHaveLength(1);
    const attempts = [
      await asStaff('POST', '/api/schedules/one-off', { date: '2026-03-04', shiftTypeId: w.early.id }),
      await asStaff('POST', '/api/schedules/override', {
        date: '2026-03-16',
        shiftTypeId: w.early.id,
        rotationSlotId: w.earlySlot.id,
        staffId: null,
      }),
      await asStaff('POST', '/api/schedules/entries', { date: '2026-03-04', shiftTypeId: w.early.id }),
      await asStaff('PUT', `/api/schedules/entries/${id}`, { staffId: null, cancelled: true }),
      await asStaff('DELETE', `/api/schedules/entries/${id}`),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(await rowsOf(w.workspace.id)).toEqual([
      expect.objectContaining({ id, staffId: w.bram.id, isCancelled: false }),
    ]);
  });

  it('lets a MANAGER write', async () => {
    const w = await scheduleWorkspace(t);
    const manager = await addWorkspaceMember(t, w.workspace.id, 'MANAGER');
    const res = await as(t, { token: manager.token, workspaceId: w.workspace.id })(
      'POST',
      '/api/schedules/one-off',
      { date: '2026-03-04', shiftTypeId: w.early.id },
    );
    expect(res.statusCode).toBe(201);
  });

  it('treats another workspace’s shift type, staff and slot as not found', async () => {
    const w = await scheduleWorkspace(t);
    const other = await createWorkspaceWithAdmin(t.app, 'Elsewhere');
    const theirType = await insertShiftType(t, other.workspace.id, { name: 'Their Early' });
    const theirStaff = await insertStaff(t, other.workspace.id, {
      name: 'Their Staff',
      skills: [theirType.id],
    });
    const post = (body: Record<string, unknown>) =>
      as(t, w.actor)('POST', '/api/schedules/one-off', {
        date: '2026-03-04',
        shiftTypeId: w.early.id,
        ...body,
      });
    expect((await post({ shiftTypeId: theirType.id })).statusCode).toBe(404);
    expect((await post({ staffId: theirStaff.id })).statusCode).toBe(404);
    expect((await earlyOverride(w, { originalStaffId: theirStaff.id })).statusCode).toBe(404);
    expect(await rowsOf(w.workspace.id)).toEqual([]);
  });
});
