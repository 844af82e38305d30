import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWorkspaceMember, createStaff, createWorkspaceWithAdmin } from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/helpers';

/**
 * Issue 10 section 4, docs/roles.md: a STAFF-role member reads the schedule and their
 * own data. Colleagues come with name, short name and skills only; their absences without reason.
 */
describe('what a STAFF-role member reads of colleagues', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function ward() {
    const { admin, workspace } = await createWorkspaceWithAdmin(t.app);
    const planner = { token: admin.token, workspaceId: workspace.id };
    const nurse = await addWorkspaceMember(t, workspace.id, 'STAFF');
    const shift = (
      await call(t.app, 'POST', '/api/shift-types', {
        ...planner,
        body: { name: 'Early', startTime: '07:00', endTime: '15:00' },
      })
    ).json().data;
    const colleague = await createStaff(t.app, planner, {
      name: 'Bram Jansen',
      shortName: 'BJ',
      email: 'bram@example.com',
      phone: '+31 6 1234 5678',
      skills: [shift.id],
    });
    const self = await createStaff(t.app, planner, {
      name: 'Nina Nurse',
      email: 'nina@example.com',
      phone: '+31 6 8765 4321',
      userId: nurse.user.id,
    });
    for (const [staffId, reason] of [
      [colleague.id, 'IVF treatment'],
      [self.id, 'Wedding'],
    ] as const) {
      const res = await call(t.app, 'POST', '/api/absences', {
        ...planner,
        body: { staffId, startDate: '2026-03-02', endDate: '2026-03-04', type: 'PERSONAL', reason },
      });
      expect(res.statusCode).toBe(201);
    }
    return { planner, staffActor: { token: nurse.token, workspaceId: workspace.id }, colleague, self, shift };
  }

  it('GET /api/staff: colleagues without email, phone or linked account; the member’s own record in full', async () => {
    const w = await ward();
    const res = await call(t.app, 'GET', '/api/staff', w.staffActor);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('bram@example.com');
    expect(res.body).not.toContain('1234 5678');
    const byId = new Map(res.json().data.map((s: { id: string }) => [s.id, s]));
    expect(byId.get(w.colleague.id)).toEqual({
      id: w.colleague.id,
      inactiveFrom: null,
      name: 'Bram Jansen',
      shortName: 'BJ',
      active: true,
      skills: [
        expect.objectContaining({
          shiftTypeId: w.shift.id,
          shiftType: { name: 'Early', color: expect.any(String) },
        }),
      ],
    });
    expect(byId.get(w.self.id)).toMatchObject({
      name: 'Nina Nurse',
      email: 'nina@example.com',
      phone: '+31 6 8765 4321',
      userId: expect.any(String),
    });
    // Planners still get everyone's details.
    const planner = (await call(t.app, 'GET', '/api/staff', w.planner)).json().data;
    expect(planner.find((s: { id: string }) => s.id === w.colleague.id)).toMatchObject({
      email: 'bram@example.com',
      phone: '+31 6 1234 5678',
    });
  });

  it('GET /api/absences, /range and /{id}: colleagues’ absences without a reason; the member’s own with it', async () => {
    const w = await ward();
    const page = await call(t.app, 'GET', '/api/absences?limit=50', w.staffActor);
    const range = await call(
      t.app,
      'GET',
      '/api/absences/range?startDate=2026-03-01&endDate=2026-03-31',
      w.staffActor,
    );
    for (const res of [page, range]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('IVF');
      const items: Array<{ staffId: string; reason?: string | null; type: string; startDate: string }> =
        res.json().data.items;
      const theirs = items.find((a) => a.staffId === w.colleague.id)!;
      expect(theirs).toMatchObject({
        type: 'PERSONAL',
        startDate: '2026-03-02',
        staff: { name: 'Bram Jansen' },
      });
      expect(theirs).not.toHaveProperty('reason');
      expect(items.find((a) => a.staffId === w.self.id)).toMatchObject({ reason: 'Wedding' });
    }
    const theirId = range.json().data.items.find((a: { staffId: string }) => a.staffId === w.colleague.id).id;
    const one = await call(t.app, 'GET', `/api/absences/${theirId}`, w.staffActor);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).not.toHaveProperty('reason');
    // A planner reads the reason.
    expect((await call(t.app, 'GET', `/api/absences/${theirId}`, w.planner)).json().data.reason).toBe(
      'IVF treatment',
    );
  });

  it('the OpenAPI document describes both shapes', async () => {
    const doc = (await call(t.app, 'GET', '/api/docs/json')).json();
    const items =
      doc.paths['/api/staff'].get.responses['200'].content['application/json'].schema.properties.data.items;
    const shapes = (items.anyOf ?? items.oneOf) as Array<{ required: string[] }>;
    expect(shapes.map((s) => s.required.includes('email'))).toEqual([true, false]);
    const absence =
      doc.paths['/api/absences/range'].get.responses['200'].content['application/json'].schema.properties.data
        .properties.items.items;
    expect(
      ((absence.anyOf ?? absence.oneOf) as Array<{ required: string[] }>).map((s) =>
        s.required.includes('reason'),
      ),
    ).toEqual([true, false]);
  });
});
