import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { END_BEFORE_START_MESSAGE, INVALID_MONTH_MESSAGE, RANGE_TOO_LONG_MESSAGE } from '@openrota/contracts';
import { absences, staff } from '../../../db/schema';
import {
  addWorkspaceMember,
  createWorkspaceWithAdmin,
  registerUser,
  setWorkspacePlan,
  type WorkspaceActor,
} from '../../../../test/factories';
import { auditRows, call, createTestApp, type TestApp } from '../../../../test/helpers';
import { as } from '../../../../test/rotation-factories';
import { pdfMediaBoxes, pdfPageCount, pdfText, pdfTexts } from './pdf-text.test-util';

const ward = JSON.parse(
  readFileSync(new URL('../../../../test/fixtures/ward.json', import.meta.url), 'utf8'),
);

let t: TestApp;
let actor: WorkspaceActor;
let workspaceId: string;
const people = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-04T10:00:00Z'));
  const { admin, workspace } = await createWorkspaceWithAdmin(t.app, 'Ward 5');
  actor = { token: admin.token, workspaceId: workspace.id };
  workspaceId = workspace.id;
  await setWorkspacePlan(t, workspace.id, 'TEAM'); // the ward's 12 staff exceed the FREE plan
  const res = await as(t, actor)('POST', '/api/rotation-patterns/import', {
    data: ward,
    patternName: 'Ward rota',
    startDate: '2026-03-02',
  });
  if (res.statusCode !== 201) throw new Error(`import failed: ${res.body}`);
  for (const row of await t.database.db.select().from(staff).where(eq(staff.workspaceId, workspace.id)))
    people.set(row.name, row.id);
  // The import derives initials; give two people our own short names and take Lotte's away.
  await t.database.db
    .update(staff)
    .set({ shortName: 'AdV' })
    .where(eq(staff.id, people.get('Anna de Vries')!));
  await t.database.db
    .update(staff)
    .set({ shortName: 'Kofi' })
    .where(eq(staff.id, people.get('Kofi Mensah')!));
  await t.database.db
    .update(staff)
    .set({ shortName: null })
    .where(eq(staff.id, people.get('Lotte Mulder')!));
});
afterAll(() => t.close());

function pdf(query: string, who: WorkspaceActor = actor) {
  return call(t.app, 'GET', `/api/schedules/pdf-calendar?${query}`, who);
}

async function pdfOk(query: string, who: WorkspaceActor = actor) {
  const res = await pdf(query, who);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return { res, body: res.rawPayload, text: pdfText(res.rawPayload), lines: pdfTexts(res.rawPayload) };
}

describe('GET /api/schedules/pdf-calendar', () => {
  it('answers a real A4 landscape PDF of the month, as an attachment that is not cached', async () => {
    const { res, body, text, lines } = await pdfOk('month=2026-03');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="schedule-2026-03.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPageCount(body)).toBe(1);
    expect(pdfMediaBoxes(body)).toEqual([[0, 0, 841.89, 595.28]]);
    expect(text).toContain('March 2026');
    expect(text).toContain('Ward 5');
    expect(lines.slice(0, 12)).toEqual(expect.arrayContaining(['Monday', 'Sunday']));
    // Short shift and staff names by default: week 1 Monday has Early Anna (AdV) and Late Kofi (KM).
    expect(lines).toContain('E AdV');
    expect(lines).toContain('L Kofi');
    expect(lines).toContain('E Lotte Mulder'); // no short name: the full one
    expect(text).not.toContain('Anna de Vries');
    // Saturday 2026-03-07 has an Early requirement nobody is assigned to.
    expect(lines).toContain('E Open');
    expect(text).toContain('Legend');
  });

  it('shows full staff and shift type names when asked', async () => {
    const { lines, text } = await pdfOk('month=2026-03&showFullStaffNames=true&showFullShiftNames=true');
    expect(lines).toContain('Early Anna de Vries');
    expect(lines).toContain('Late Kofi Mensah');
    expect(lines).toContain('Early Open');
    expect(text).not.toMatch(/\bAdV\b/);
    // The embedded font has the dotless i the standard fonts lack.
    expect(lines).toContain('Early Fatma Yılmaz');
  });

  it('speaks Dutch: month and weekday names, open shifts, the footer for the user on the workspace’s today', async () => {
    const { text, lines } = await pdfOk('month=2026-03&language=nl&username=Jan%20Bakker');
    expect(text).toContain('maart 2026');
    expect(lines).toEqual(expect.arrayContaining(['maandag', 'zondag']));
    expect(lines).toContain('E Open dienst');
    expect(text).toContain('Gegenereerd voor Jan Bakker op 4 maart 2026');
    expect(text).not.toContain('March');
  });

  it('puts the user and the date in the English footer', async () => {
    const { text } = await pdfOk('month=2026-03&username=Jan');
    expect(text).toContain('Generated for Jan on 4 March 2026');
  });

  it('renders one page per month for a 12-month range, named after the range', async () => {
    const { res, body, text } = await pdfOk('startMonth=2026-03&endMonth=2027-02');
    expect(res.headers['content-disposition']).toBe('attachment; filename="schedule-2026-03-to-2027-02.pdf"');
    expect(pdfPageCount(body)).toBe(12);
    expect(pdfMediaBoxes(body)).toHaveLength(12);
    for (const m of ['March 2026', 'December 2026', 'January 2027', 'February 2027'])
      expect(text).toContain(m);
  });

  it('filters by staff member and by shift type', async () => {
    const anna = people.get('Anna de Vries')!;
    const { lines } = await pdfOk(`month=2026-03&staffId=${anna}&showFullStaffNames=true`);
    const shifts = lines.filter((l) => /^(E|L|N|D|Day) /.test(l));
    expect(shifts.length).toBeGreaterThan(5);
    expect(shifts.every((l) => l.endsWith(' Anna de Vries'))).toBe(true);
    expect(lines.some((l) => l.endsWith(' Open'))).toBe(false);
    expect(lines).toContain('Staff: Anna de Vries');

    const night = await pdfOk(
      `month=2026-03&shiftTypeId=${await shiftTypeId('Night')}&showFullShiftNames=true`,
    );
    const nightShifts = night.lines.filter((l) => /^(Early|Late|Night|Day) /.test(l));
    expect(nightShifts.length).toBeGreaterThan(20);
    expect(nightShifts.every((l) => l.startsWith('Night '))).toBe(true);
    expect(night.lines).toContain('Shift type: Night');
  });

  it('lists absences and marks the shifts of absent staff, unless switched off', async () => {
    const anna = people.get('Anna de Vries')!;
    await t.database.db
      .insert(absences)
      .values({ workspaceId, staffId: anna, startDate: '2026-03-02', endDate: '2026-03-02', type: 'SICK' });
    try {
      const on = await pdfOk('month=2026-03&showFullStaffNames=true');
      expect(on.lines).toContain('Absent: Anna de Vries');
      expect(on.lines).toContain('! E Anna de Vries');
      const off = await pdfOk('month=2026-03&showFullStaffNames=true&showAbsences=false&showConflicts=false');
      expect(off.text).not.toContain('Absent:');
      expect(off.lines).toContain('E Anna de Vries');
      expect(off.lines).not.toContain('! E Anna de Vries');
    } finally {
      await t.database.db
        .delete(absences)
        .where(and(eq(absences.workspaceId, workspaceId), eq(absences.staffId, anna)));
    }
  });

  it('writes an EXPORT REPORT audit row', async () => {
    const before = (await auditRows(t, workspaceId, { resource: 'REPORT', action: 'EXPORT' })).length;
    await pdfOk('month=2026-04&language=nl');
    const rows = await auditRows(t, workspaceId, { resource: 'REPORT', action: 'EXPORT' });
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      resourceName: 'schedule-2026-04.pdf',
      metadata: expect.objectContaining({ months: ['2026-04'], language: 'nl' }),
    });
  });

  it('lets every role export, and nobody outside the workspace', async () => {
    const member = await addWorkspaceMember(t, workspaceId, 'STAFF');
    await pdfOk('month=2026-03', { token: member.token, workspaceId });
    const stranger = await registerUser(t.app);
    expect((await pdf('month=2026-03', { token: stranger.token, workspaceId })).statusCode).toBe(404);
    expect(
      (await call(t.app, 'GET', '/api/schedules/pdf-calendar?month=2026-03', { workspaceId })).statusCode,
    ).toBe(401);
  });

  describe('validation', () => {
    const cases: Array<[string, string, string]> = [
      ['month=2026-13', INVALID_MONTH_MESSAGE, 'month'],
      ['month=2026-3', INVALID_MONTH_MESSAGE, 'month'],
      ['month=March', INVALID_MONTH_MESSAGE, 'month'],
      ['', INVALID_MONTH_MESSAGE, 'month'],
      ['startMonth=2026-05&endMonth=2026-03', END_BEFORE_START_MESSAGE, 'endMonth'],
      ['startMonth=2026-01&endMonth=2027-01', RANGE_TOO_LONG_MESSAGE, 'endMonth'],
      ['month=2026-03&language=de', 'Language must be en or nl', 'language'],
      ['month=2026-03&staffId=nope', 'Invalid staff id', 'staffId'],
    ];
    for (const [query, message, field] of cases) {
      it(`answers 400 "${message}" for ?${query}`, async () => {
        const res = await pdf(query);
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toMatchObject({
          success: false,
          error: message,
          details: expect.arrayContaining([{ field, message }]),
        });
      });
    }

    it('accepts exactly 12 months', async () => {
      const { body } = await pdfOk('startMonth=2026-01&endMonth=2026-12');
      expect(pdfPageCount(body)).toBe(12);
    });
  });

  it('renders off the event loop: /healthz answers quickly while a large PDF renders', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { authorization: `Bearer ${actor.token}`, 'x-workspace-id': workspaceId };
    // Warm the worker so its start-up is not what we measure.
    expect((await fetch(`${base}/api/schedules/pdf-calendar?month=2026-03`, { headers })).status).toBe(200);
    const started = performance.now();
    let rendered = 0;
    const big = fetch(
      `${base}/api/schedules/pdf-calendar?startMonth=2026-03&endMonth=2027-02&showFullStaffNames=true&showFullShiftNames=true&oneMonthPerPage=false`,
      { headers },
    )
      .then(async (res) => ({ status: res.status, body: Buffer.from(await res.arrayBuffer()) }))
      .finally(() => (rendered = performance.now() - started));
    const latencies: number[] = [];
    while (rendered === 0 && performance.now() - started < 20_000) {
      const s = performance.now();
      const h = await fetch(`${base}/healthz`);
      expect(h.status).toBe(200);
      await h.arrayBuffer();
      if (rendered === 0) latencies.push(performance.now() - s);
    }
    const res = await big;
    expect(res.status).toBe(200);
    expect(pdfPageCount(res.body)).toBeGreaterThanOrEqual(12);
    latencies.sort((a, b) => a - b);
    const median = latencies[Math.floor(latencies.length / 2)]!;
    // The whole request takes `rendered` ms; health checks keep answering in a few ms each meanwhile.
    const summary = `${latencies.length} health checks during ${rendered.toFixed(0)} ms, median ${median.toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`;
    expect(latencies.length, summary).toBeGreaterThanOrEqual(5);
    expect(median, summary).toBeLessThan(25);
    expect(latencies.at(-1)!, summary).toBeLessThan(Math.max(150, rendered / 2));
  });
});

async function shiftTypeId(name: string): Promise<string> {
  const res = await as(t, actor)('GET', '/api/shift-types');
  return (res.json().data as Array<{ id: string; name: string }>).find((s) => s.name === name)!.id;
}
