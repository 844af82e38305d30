import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absences } from '../../db/schema';
import { auditRows, createTestApp, type TestApp } from '../../../test/helpers';
import { addWorkspaceMember, createWorkspaceWithAdmin } from '../../../test/factories';
import { as, insertStaff, rotationWorkspace } from '../../../test/rotation-factories';
import { insertAbsence } from '../../../test/schedule-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (workspaceId: string) =>
  t.database.db.select().from(absences).where(eq(absences.workspaceId, workspaceId));
const audits = (workspaceId: string, action?: string) =>
  auditRows(t, workspaceId, { resource: 'ABSENCE', ...(action ? { action } : {}) });
type Item = { startDate: string; endDate: string; staff: { name: string } };
const spans = (items: Item[]) =>
  items.map((a) => `${a.staff.name.split(' ')[0]} ${a.startDate}..${a.endDate}`);

describe('POST /api/absences', () => {
  it('records an absence with its staff member and audits CREATE ABSENCE with the name', async () => {
    const w = await rotationWorkspace(t);
    const res = await as(t, w.actor)('POST', '/api/absences', {
      staffId: w.anna.id,
      startDate: '2026-03-02',
      endDate: '2026-03-06',
      type: 'VACATION',
      reason: '  Ski trip ',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Absence created successfully',
      data: {
        staffId: w.anna.id,
        staff: { id: w.anna.id, name: 'Anna de Vries', shortName: null },
        startDate: '2026-03-02',
        endDate: '2026-03-06',
        type: 'VACATION',
        reason: 'Ski trip',
      },
    });
    expect(new Date(body.data.createdAt).toISOString()).toBe(body.data.createdAt);
    const [audit] = await audits(w.workspace.id);
    expect(audit).toMatchObject({
      action: 'CREATE',
      resourceId: body.data.id,
      resourceName: 'Anna de Vries',
    });
    expect(audit!.description).toBe(
      'Absence (VACATION) of Anna de Vries recorded for 2026-03-02 – 2026-03-06',
    );
  });

  it('stores the calendar date a client sends at noon, whatever the time or offset', async () => {
    const w = await rotationWorkspace(t);
    const res = await as(t, w.actor)('POST', '/api/absences', {
      staffId: w.anna.id,
      startDate: '2026-03-05T12:00:00.000Z',
      endDate: '2026-03-06T23:30:00+02:00',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      startDate: '2026-03-05',
      endDate: '2026-03-06',
      type: 'OTHER',
      reason: null,
    });
    expect(await rowsOf(w.workspace.id)).toEqual([
      expect.objectContaining({ startDate: '2026-03-05', endDate: '2026-03-06' }),
    ]);
  });

  it('refuses an end before the start (field endDate), missing fields, bad dates and an unknown type', async () => {
    const w = await rotationWorkspace(t);
    const post = (body: Record<string, unknown>) =>
      as(t, w.actor)('POST', '/api/absences', {
        staffId: w.anna.id,
        startDate: '2026-03-05',
        endDate: '2026-03-06',
        ...body,
      });
    const reversed = await post({
      startDate: '2026-03-05T12:00:00.000Z',
      endDate: '2026-03-04T12:00:00.000Z',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details).toEqual([
      { field: 'endDate', message: 'End date must not be before start date' },
    ]);
    expect((await post({ staffId: undefined })).json().details).toEqual([
      expect.objectContaining({ field: 'staffId', message: 'Staff member is required' }),
    ]);
    expect((await post({ startDate: '' })).json().details).toEqual([
      expect.objectContaining({ field: 'startDate', message: 'Start date is required' }),
    ]);
    expect((await post({ endDate: undefined })).json().details).toEqual([
      expect.objectContaining({ field: 'endDate', message: 'End date is required' }),
    ]);
    expect((await post({ startDate: '2026-02-30' })).json().details).toEqual([
      expect.objectContaining({ field: 'startDate', message: 'Start date must be a date (YYYY-MM-DD)' }),
    ]);
    expect((await post({ startDate: '2026-03-05 noon' })).statusCode).toBe(400);
    expect((await post({ type: 'HOLIDAY' })).json().details[0].field).toBe('type');
    expect((await post({ staffId: crypto.randomUUID() })).statusCode).toBe(404);
    expect(await rowsOf(w.workspace.id)).toEqual([]);
  });

  it('answers 409 naming the existing dates when the staff member is already absent on one of the days', async () => {
    const w = await rotationWorkspace(t);
    await insertAbsence(t, w.workspace.id, {
      staffId: w.anna.id,
      startDate: '2026-03-02',
      endDate: '2026-03-06',
    });
    const post = (startDate: string, endDate: string, staffId = w.anna.id) =>
      as(t, w.actor)('POST', '/api/absences', { staffId, startDate, endDate });
    const overlap = await post('2026-03-06', '2026-03-10');
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({
      code: 'CONFLICT',
      error:
        'Anna de Vries already has an absence from 2026-03-02 to 2026-03-06 that overlaps these dates; edit that absence instead',
    });
    expect((await post('2026-02-20', '2026-03-20')).statusCode).toBe(409);
    // Adjacent days and another person on the same days are fine.
    expect((await post('2026-03-07', '2026-03-08')).statusCode).toBe(201);
    expect((await post('2026-03-02', '2026-03-06', w.bram.id)).statusCode).toBe(201);
    expect(await rowsOf(w.workspace.id)).toHaveLength(3);
  });

  it('records exactly one of several simultaneous overlapping absences of one person', async () => {
    const w = await rotationWorkspace(t);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        as(t, w.actor)('POST', '/api/absences', {
          staffId: w.anna.id,
          startDate: '2026-05-04',
          endDate: `2026-05-1${i}`,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await rowsOf(w.workspace.id)).toHaveLength(1);
  });
});

describe('PUT /api/absences/:id', () => {
  it('changes any field, checks the merged dates and overlaps, and audits UPDATE ABSENCE', async () => {
    const w = await rotationWorkspace(t);
    const id = (
      await as(t, w.actor)('POST', '/api/absences', {
        staffId: w.anna.id,
        startDate: '2026-03-02',
        endDate: '2026-03-06',
        reason: 'Flu',
      })
    ).json().data.id;
    await insertAbsence(t, w.workspace.id, {
      staffId: w.anna.id,
      startDate: '2026-03-20',
      endDate: '2026-03-22',
    });
    const put = (body: Record<string, unknown>) => as(t, w.actor)('PUT', `/api/absences/${id}`, body);
    const longer = await put({ endDate: '2026-03-09T12:00:00.000Z', type: 'SICK' });
    expect(longer.statusCode).toBe(200);
    expect(longer.json()).toMatchObject({
      message: 'Absence updated successfully',
      data: { startDate: '2026-03-02', endDate: '2026-03-09', type: 'SICK', reason: 'Flu' },
    });
    // Only the start, past the stored end: the merged absence would end before it starts.
    const startOnly = await put({ startDate: '2026-03-10' });
    expect(startOnly.statusCode).toBe(400);
    expect(startOnly.json().details).toEqual([
      { field: 'endDate', message: 'End date must not be before start date' },
    ]);
    const overlapping = await put({ endDate: '2026-03-21' });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().error).toContain('from 2026-03-20 to 2026-03-22');
    expect((await put({ reason: null })).json().data).toMatchObject({ reason: null, endDate: '2026-03-09' });
    const moved = await put({ staffId: w.bram.id });
    expect(moved.json().data).toMatchObject({ staffId: w.bram.id, staff: { name: 'Bram Jansen' } });
    expect((await put({ staffId: crypto.randomUUID() })).statusCode).toBe(404);
    expect(
      (await as(t, w.actor)('PUT', `/api/absences/${crypto.randomUUID()}`, { reason: 'x' })).statusCode,
    ).toBe(404);
    const updates = await audits(w.workspace.id, 'UPDATE');
    expect(updates).toHaveLength(3);
    expect(updates[2]).toMatchObject({ resourceId: id, resourceName: 'Bram Jansen' });
    expect(updates[2]!.description).toContain('moved from Anna de Vries');
  });
});

describe('DELETE /api/absences/:id', () => {
  it('deletes the absence and audits DELETE ABSENCE with the staff name', async () => {
    const w = await rotationWorkspace(t);
    const id = (
      await as(t, w.actor)('POST', '/api/absences', {
        staffId: w.anna.id,
        startDate: '2026-03-02',
        endDate: '2026-03-02',
      })
    ).json().data.id;
    const res = await as(t, w.actor)('DELETE', `/api/absences/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Absence deleted successfully' });
    expect(await rowsOf(w.workspace.id)).toEqual([]);
    const [audit] = await audits(w.workspace.id, 'DELETE');
    expect(audit).toMatchObject({
      resourceId: id,
      resourceName: 'Anna de Vries',
      description: 'Absence (OTHER) of Anna de Vries for 2026-03-02 deleted',
    });
    expect((await as(t, w.actor)('DELETE', `/api/absences/${id}`)).statusCode).toBe(404);
    expect((await as(t, w.actor)('GET', `/api/absences/${id}`)).statusCode).toBe(404);
  });
});

describe('reading absences', () => {
  /** Today is 2026-03-10 in Amsterdam. */
  async function absenceWorld() {
    t.clock.set(new Date('2026-03-10T10:00:00Z'));
    const w = await rotationWorkspace(t);
    const cas = await insertStaff(t, w.workspace.id, { name: 'Cas Smit' });
    const add = (staffId: string, startDate: string, endDate: string) =>
      insertAbsence(t, w.workspace.id, { staffId, startDate, endDate });
    await add(w.anna.id, '2026-01-05', '2026-01-09');
    await add(w.anna.id, '2026-03-09', '2026-03-11');
    await add(w.bram.id, '2026-03-20', '2026-03-20');
    await add(cas.id, '2026-02-27', '2026-03-03');
    await add(cas.id, '2026-04-01', '2026-04-10');
    await add(w.bram.id, '2026-02-10', '2026-02-12');
    return { ...w, cas };
  }

  it('GET /api/absences/range lists every absence overlapping the range by start date', async () => {
    const w = await absenceWorld();
    const res = await as(t, w.actor)('GET', '/api/absences/range?startDate=2026-03-01&endDate=2026-03-31');
    expect(res.statusCode).toBe(200);
    expect(spans(res.json().data.items)).toEqual([
      'Cas 2026-02-27..2026-03-03',
      'Anna 2026-03-09..2026-03-11',
      'Bram 2026-03-20..2026-03-20',
    ]);
    const noon = await as(t, w.actor)(
      'GET',
      '/api/absences/range?startDate=2026-03-03T12:00:00.000Z&endDate=2026-03-09T12:00:00.000Z',
    );
    expect(spans(noon.json().data.items)).toEqual([
      'Cas 2026-02-27..2026-03-03',
      'Anna 2026-03-09..2026-03-11',
    ]);
    const reversed = await as(t, w.actor)(
      'GET',
      '/api/absences/range?startDate=2026-03-31&endDate=2026-03-01',
    );
    expect(reversed.json().details).toEqual([
      { field: 'endDate', message: 'End date must not be before start date' },
    ]);
    expect(
      (await as(t, w.actor)('GET', '/api/absences/range?startDate=2026-03-01')).json().details[0].field,
    ).toBe('endDate');
  });

  it('GET /api/absences pages current and upcoming absences first (soonest first), then past ones (latest first), with total and totalPages', async () => {
    const w = await absenceWorld();
    const page = (query: string) => as(t, w.actor)('GET', `/api/absences?${query}`);
    const all = (await page('')).json().data;
    expect(all).toMatchObject({ total: 6, totalPages: 1, page: 1, limit: 10 });
    expect(spans(all.items)).toEqual([
      'Anna 2026-03-09..2026-03-11',
      'Bram 2026-03-20..2026-03-20',
      'Cas 2026-04-01..2026-04-10',
      'Cas 2026-02-27..2026-03-03',
      'Bram 2026-02-10..2026-02-12',
      'Anna 2026-01-05..2026-01-09',
    ]);
    const second = (await page('page=2&limit=4')).json().data;
    expect(second).toMatchObject({ total: 6, totalPages: 2, page: 2, limit: 4 });
    expect(spans(second.items)).toEqual(['Bram 2026-02-10..2026-02-12', 'Anna 2026-01-05..2026-01-09']);
    expect(spans((await page(`staffId=${w.anna.id}`)).json().data.items)).toEqual([
      'Anna 2026-03-09..2026-03-11',
      'Anna 2026-01-05..2026-01-09',
    ]);
    const march = (
      await page('startDate=2026-03-01T12:00:00.000Z&endDate=2026-03-31T12:00:00.000Z&limit=100')
    ).json().data;
    expect(march.total).toBe(3);
    expect(spans((await page('startDate=2026-03-15')).json().data.items)).toEqual([
      'Bram 2026-03-20..2026-03-20',
      'Cas 2026-04-01..2026-04-10',
    ]);
    expect((await page('page=9')).json().data).toMatchObject({ items: [], total: 6, totalPages: 1, page: 9 });
  });

  it('GET /api/absences answers 400 for a bad page, limit, staff id or reversed dates', async () => {
    const w = await rotationWorkspace(t);
    const field = async (query: string) =>
      (await as(t, w.actor)('GET', `/api/absences?${query}`)).json().details?.[0]?.field;
    expect(await field('page=0')).toBe('page');
    expect(await field('page=abc')).toBe('page');
    expect(await field('limit=501')).toBe('limit');
    expect(await field('staffId=nope')).toBe('staffId');
    expect(await field('startDate=2026-03-31&endDate=2026-03-01')).toBe('endDate');
  });

  it('GET /api/absences/:id answers one absence', async () => {
    const w = await rotationWorkspace(t);
    const a = await insertAbsence(t, w.workspace.id, {
      staffId: w.bram.id,
      startDate: '2026-03-02',
      type: 'TRAINING',
      reason: 'Course',
    });
    const res = await as(t, w.actor)('GET', `/api/absences/${a.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: a.id,
      staff: { name: 'Bram Jansen' },
      startDate: '2026-03-02',
      endDate: '2026-03-02',
      type: 'TRAINING',
      reason: 'Course',
    });
    expect((await as(t, w.actor)('GET', '/api/absences/nope')).statusCode).toBe(400);
  });
});

describe('absence roles', () => {
  it('lets STAFF read absences but refuses them recording, editing or deleting one (403, nothing changes)', async () => {
    const w = await rotationWorkspace(t);
    const a = await insertAbsence(t, w.workspace.id, { staffId: w.anna.id, startDate: '2026-03-02' });
    const member = await addWorkspaceMember(t, w.workspace.id, 'STAFF');
    const asStaff = as(t, { token: member.token, workspaceId: w.workspace.id });
    expect((await asStaff('GET', '/api/absences')).json().data.total).toBe(1);
    expect(
      (await asStaff('GET', '/api/absences/range?startDate=2026-03-01&endDate=2026-03-31')).statusCode,
    ).toBe(200);
    expect((await asStaff('GET', `/api/absences/${a.id}`)).statusCode).toBe(200);
    const writes = [
      await asStaff('POST', '/api/absences', {
        staffId: w.bram.id,
        startDate: '2026-03-02',
        endDate: '2026-03-02',
      }),
      await asStaff('PUT', `/api/absences/${a.id}`, { endDate: '2026-03-09' }),
      await asStaff('DELETE', `/api/absences/${a.id}`),
    ];
    expect(writes.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    expect(writes[0]!.json().code).toBe('FORBIDDEN');
    expect(await rowsOf(w.workspace.id)).toEqual([
      expect.objectContaining({ id: a.id, startDate: '2026-03-02', endDate: '2026-03-02' }),
    ]);
    expect(await audits(w.workspace.id)).toEqual([]);
  });

  it('lets a MANAGER record absences', async () => {
    const w = await rotationWorkspace(t);
    const manager = await addWorkspaceMember(t, w.workspace.id, 'MANAGER');
    const res = await as(t, { token: manager.token, workspaceId: w.workspace.id })('POST', '/api/absences', {
      staffId: w.bram.id,
      startDate: '2026-03-02',
      endDate: '2026-03-02',
    });
    expect(res.statusCode).toBe(201);
  });

  it('treats another workspace’s staff member and absence as not found', async () => {
    const w = await rotationWorkspace(t);
    const other = await createWorkspaceWithAdmin(t.app, 'Elsewhere');
    const theirs = await insertStaff(t, other.workspace.id, { name: 'Their Staff' });
    const theirAbsence = await insertAbsence(t, other.workspace.id, {
      staffId: theirs.id,
      startDate: '2026-03-02',
    });
    expect(
      (
        await as(t, w.actor)('POST', '/api/absences', {
          staffId: theirs.id,
          startDate: '2026-03-02',
          endDate: '2026-03-02',
        })
      ).statusCode,
    ).toBe(404);
    expect((await as(t, w.actor)('GET', `/api/absences/${theirAbsence.id}`)).statusCode).toBe(404);
    expect((await as(t, w.actor)('GET', `/api/absences?staffId=${theirs.id}`)).json().data.total).toBe(0);
    expect(await rowsOf(w.workspace.id)).toEqual([]);
  });
});
