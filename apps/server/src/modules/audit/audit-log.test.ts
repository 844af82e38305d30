import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, workspaces } from '../../db/schema';
import { auditRows, call, createTestApp, type TestApp } from '../../../test/helpers';
import {
  addWorkspaceMember,
  createStaff,
  createWorkspaceWithAdmin,
  type RegisteredUser,
} from '../../../test/factories';
import { csvCell } from '../../lib/csv';

let t: TestApp;
let admin: RegisteredUser;
let workspaceId: string;
let staffId: string;
const as = () => ({ token: admin.token, workspaceId });

type Seed = Partial<typeof auditLogs.$inferInsert> & { at: string };
async function seed(rows: Seed[]) {
  await t.database.db.insert(auditLogs).values(
    rows.map(({ at, ...r }) => ({
      workspaceId,
      action: 'CREATE',
      resource: 'STAFF',
      createdAt: new Date(at),
      ...r,
    })),
  );
}
const list = (query = '') => call(t.app, 'GET', `/api/audit-logs${query}`, as());
const names = async (query: string) =>
  (await list(query)).json().logs.map((l: { resourceName: string }) => l.resourceName);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-15T12:00:00Z'));
  const w = await createWorkspaceWithAdmin(t.app, 'Audit Ward');
  admin = w.admin;
  workspaceId = w.workspace.id;
  staffId = (await createStaff(t.app, as(), { name: 'Nina Nurse' })).id;
  // Start from a known set: only the rows below (the setup's own rows are dropped).
  await t.database.db.delete(auditLogs).where(eq(auditLogs.workspaceId, workspaceId));
  await t.database.db
    .update(workspaces)
    .set({ timeZone: 'America/New_York' })
    .where(eq(workspaces.id, workspaceId));
  await seed([
    {
      at: '2026-03-01T10:00:00Z',
      resourceName: 'Night',
      resource: 'SHIFT_TYPE',
      description: 'Shift type "Night" created',
      userId: admin.user.id,
      ipAddress: '10.0.0.1',
      userAgent: 'Firefox/1',
    },
    {
      at: '2026-03-02T10:00:00Z',
      resourceName: 'Nina Nurse',
      action: 'UPDATE',
      staffId,
      description: 'Staff member updated',
    },
    {
      at: '2026-03-03T10:00:00Z',
      resourceName: '100% cover',
      action: 'DELETE',
      resource: 'ROTATION_PATTERN',
      description: 'Pattern removed',
    },
    {
      at: '2026-03-04T10:00:00Z',
      resourceName: '1000 cover',
      action: 'DELETE',
      resource: 'ROTATION_PATTERN',
      description: 'Pattern removed',
    },
    { at: '2026-03-05T10:00:00Z', resourceName: 'a_b', action: 'EXPORT', resource: 'REPORT' },
    { at: '2026-03-06T10:00:00Z', resourceName: 'axb', action: 'EXPORT', resource: 'REPORT' },
    // 23:30 on 9 March in New York (the workspace's zone), already 10 March in UTC.
    {
      at: '2026-03-10T03:30:00Z',
      resourceName: 'Late evening',
      action: 'ASSIGN',
      resource: 'ROTATION_ASSIGNMENT',
    },
    {
      at: '2026-03-10T05:30:00Z',
      resourceName: 'Early morning',
      action: 'ASSIGN',
      resource: 'ROTATION_ASSIGNMENT',
    },
  ]);
});
afterAll(() => t.close());

describe('GET /api/audit-logs', () => {
  it('answers the workspace rows newest first with success, logs and total at the top level and in data', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.total).toBe(8);
    expect(body.data).toEqual({ logs: body.logs, total: 8 });
    expect(body.logs.map((l: { resourceName: string }) => l.resourceName)).toEqual([
      'Early morning',
      'Late evening',
      'axb',
      'a_b',
      '1000 cover',
      '100% cover',
      'Nina Nurse',
      'Night',
    ]);
    expect(body.logs.at(-1)).toEqual({
      id: expect.any(String),
      createdAt: '2026-03-01T10:00:00.000Z',
      user: { name: admin.user.name, email: admin.email },
      staff: null,
      action: 'CREATE',
      resource: 'SHIFT_TYPE',
      resourceName: 'Night',
      description: 'Shift type "Night" created',
      ipAddress: '10.0.0.1',
      userAgent: 'Firefox/1',
    });
    expect(body.logs.at(-2)).toMatchObject({ user: null, staff: { name: 'Nina Nurse' }, action: 'UPDATE' });
  });

  it('filters by action and by resource', async () => {
    expect(await names('?action=DELETE')).toEqual(['1000 cover', '100% cover']);
    expect(await names('?resource=REPORT')).toEqual(['axb', 'a_b']);
    expect(await names('?action=DELETE&resource=REPORT')).toEqual([]);
    expect((await list('?action=&resource=')).json().total).toBe(8);
  });

  it('searches user name and email, staff name, resource name and description, ignoring case', async () => {
    expect(await names(`?searchTerm=${encodeURIComponent(admin.user.name.toUpperCase())}`)).toEqual([
      'Night',
    ]);
    expect(await names(`?searchTerm=${encodeURIComponent(admin.email)}`)).toEqual(['Night']);
    expect(await names('?searchTerm=staff%20member')).toEqual(['Nina Nurse']);
    expect(await names('?searchTerm=NINA')).toEqual(['Nina Nurse']);
    expect(await names('?searchTerm=evening')).toEqual(['Late evening']);
    expect(await names('?searchTerm=removed')).toEqual(['1000 cover', '100% cover']);
  });

  it('matches the staff member’s name through the staff row', async () => {
    await seed([
      {
        at: '2026-02-01T10:00:00Z',
        resourceName: 'Absence',
        resource: 'ABSENCE',
        staffId,
        description: 'Absence recorded',
      },
    ]);
    expect(await names('?searchTerm=nina')).toEqual(['Nina Nurse', 'Absence']);
    await t.database.db.delete(auditLogs).where(eq(auditLogs.resourceName, 'Absence'));
  });

  it('takes %, _ and \\ in the search term literally', async () => {
    expect(await names('?searchTerm=0%25')).toEqual(['100% cover']);
    expect(await names('?searchTerm=a_b')).toEqual(['a_b']);
    expect(await names(`?searchTerm=${encodeURIComponent('\\')}`)).toEqual([]);
    expect((await list('?searchTerm=%25')).json().total).toBe(1);
  });

  it('reads dates as calendar days in the workspace time zone, both ends inclusive', async () => {
    expect(await names('?startDate=2026-03-09&endDate=2026-03-09')).toEqual(['Late evening']);
    expect(await names('?startDate=2026-03-10&endDate=2026-03-10')).toEqual(['Early morning']);
    expect(await names('?startDate=2026-03-05&endDate=2026-03-06')).toEqual(['axb', 'a_b']);
    expect(await names('?startDate=2026-03-06')).toEqual(['Early morning', 'Late evening', 'axb']);
    expect(await names('?endDate=2026-03-01')).toEqual(['Night']);
  });

  it('pages with limit and offset and keeps the total of the filter', async () => {
    const page = (await list('?limit=3&offset=3')).json();
    expect(page.total).toBe(8);
    expect(page.logs.map((l: { resourceName: string }) => l.resourceName)).toEqual([
      'a_b',
      '1000 cover',
      '100% cover',
    ]);
    expect((await list('?limit=3&offset=6')).json().logs).toHaveLength(2);
    expect((await list('?offset=100')).json()).toMatchObject({ logs: [], total: 8 });
  });

  it('pages 50 rows by default', async () => {
    const other = await createWorkspaceWithAdmin(t.app, 'Busy Ward');
    await t.database.db.insert(auditLogs).values(
      Array.from({ length: 60 }, (_, i) => ({
        workspaceId: other.workspace.id,
        action: 'VIEW',
        resource: 'REPORT',
        resourceName: `r${i}`,
      })),
    );
    const res = (
      await call(t.app, 'GET', '/api/audit-logs', {
        token: other.admin.token,
        workspaceId: other.workspace.id,
      })
    ).json();
    expect(res.logs).toHaveLength(50);
    expect(res.total).toBe(61); // with the workspace's own CREATE row
    expect((await list('?limit=200')).statusCode).toBe(200);
  });

  it('refuses bad filters with 400, the message and the field', async () => {
    const cases: Array<[string, string, string]> = [
      ['?action=HACK', 'action', 'Action must be one of'],
      ['?resource=PASSWORD', 'resource', 'Resource must be one of'],
      ['?limit=0', 'limit', 'Limit must be at least 1'],
      ['?limit=201', 'limit', 'Limit must be at most 200'],
      ['?limit=abc', 'limit', 'Limit must be a number'],
      ['?offset=-1', 'offset', 'Offset must be at least 0'],
      ['?startDate=2026-02-30', 'startDate', 'Start date does not exist'],
      ['?endDate=03/05/2026', 'endDate', 'End date must be a date (YYYY-MM-DD)'],
      ['?startDate=2026-03-05&endDate=2026-03-04', 'endDate', 'End date must not be before start date'],
    ];
    for (const [query, field, message] of cases) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details, query).toEqual([{ field, message: expect.stringContaining(message) }]);
    }
  });

  it('lets ADMIN and MANAGER read the log, not STAFF', async () => {
    const manager = await addWorkspaceMember(t, workspaceId, 'MANAGER');
    const staffUser = await addWorkspaceMember(t, workspaceId, 'STAFF');
    expect(
      (await call(t.app, 'GET', '/api/audit-logs', { token: manager.token, workspaceId })).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, 'GET', '/api/audit-logs/export', { token: manager.token, workspaceId })).statusCode,
    ).toBe(200);
    const refused = await call(t.app, 'GET', '/api/audit-logs', { token: staffUser.token, workspaceId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(
      (await call(t.app, 'GET', '/api/audit-logs/export', { token: staffUser.token, workspaceId }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, 'GET', '/api/audit-logs')).statusCode).toBe(401);
    // The manager's export wrote an EXPORT row; drop it again for the next tests.
    await t.database.db.delete(auditLogs).where(eq(auditLogs.action, 'EXPORT'));
    await seed([
      { at: '2026-03-05T10:00:00Z', resourceName: 'a_b', action: 'EXPORT', resource: 'REPORT' },
      { at: '2026-03-06T10:00:00Z', resourceName: 'axb', action: 'EXPORT', resource: 'REPORT' },
    ]);
  });
});

describe('GET /api/audit-logs/export', () => {
  it('quotes per RFC 4180 and prefixes formula starts with a quote', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell('=a,"b"')).toBe('"\'=a,""b"""');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('downloads every matching row as CSV named by the workspace’s date and records the export', async () => {
    await seed([
      {
        at: '2026-03-11T10:00:00Z',
        resourceName: '=HYPERLINK("x")',
        action: 'IMPORT',
        resource: 'ROTATION_PATTERN',
        description: 'line one\nline two, "quoted"',
      },
    ]);
    // 02:00 UTC on 16 March is still 15 March in New York.
    t.clock.set(new Date('2026-03-16T02:00:00Z'));
    const res = await call(t.app, 'GET', '/api/audit-logs/export?resource=ROTATION_PATTERN', {
      ...as(),
      headers: { 'user-agent': 'ExportTest/1' },
      ip: '192.0.2.7',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log-2026-03-15.csv"');
    expect(res.body).toBe(
      'createdAt,userName,userEmail,staffName,action,resource,resourceName,description,ipAddress,userAgent\r\n' +
        '2026-03-11T10:00:00.000Z,,,,IMPORT,ROTATION_PATTERN,"\'=HYPERLINK(""x"")","line one\nline two, ""quoted""",,\r\n' +
        '2026-03-04T10:00:00.000Z,,,,DELETE,ROTATION_PATTERN,1000 cover,Pattern removed,,\r\n' +
        '2026-03-03T10:00:00.000Z,,,,DELETE,ROTATION_PATTERN,100% cover,Pattern removed,,\r\n',
    );
    const [exported] = await auditRows(t, workspaceId, { action: 'EXPORT', resource: 'REPORT' }).then(
      (rows) => rows.filter((r) => r.resourceName === 'Audit log'),
    );
    expect(exported).toMatchObject({
      userId: admin.user.id,
      description: 'Audit log exported (3 rows), filters: resource=ROTATION_PATTERN',
      ipAddress: '192.0.2.7',
      userAgent: 'ExportTest/1',
    });
  });

  it('exports more rows than one read batch, each once, with users and staff named', async () => {
    const big = await createWorkspaceWithAdmin(t.app, 'Export Ward');
    const actor = { token: big.admin.token, workspaceId: big.workspace.id };
    const sameInstant = new Date('2026-03-01T08:00:00Z');
    await t.database.db.insert(auditLogs).values(
      Array.from({ length: 2500 }, (_, i) => ({
        workspaceId: big.workspace.id,
        userId: big.admin.user.id,
        action: 'VIEW',
        resource: 'REPORT',
        resourceName: `n${i}`,
        createdAt: i % 2 ? sameInstant : new Date(sameInstant.getTime() + i),
      })),
    );
    const res = await call(t.app, 'GET', '/api/audit-logs/export?action=VIEW', actor);
    const lines = res.body.split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(2500);
    expect(new Set(lines.map((l) => l.split(',')[6])).size).toBe(2500);
    expect(lines[0]).toContain(`,${big.admin.user.name},${big.admin.email},,VIEW,REPORT,`);
  });

  it('refuses bad filters with 400', async () => {
    const res = await call(t.app, 'GET', '/api/audit-logs/export?action=DROP', as());
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([expect.objectContaining({ field: 'action' })]);
  });
});

describe('audit rows are append-only', () => {
  it('has no route that changes or deletes audit logs', () => {
    const writes = t.app.apiRoutes.filter(
      (r) => ['PUT', 'PATCH', 'DELETE', 'POST'].includes(r.method) && /audit/i.test(r.url),
    );
    expect(writes).toEqual([]);
    expect(t.app.apiRoutes.filter((r) => r.url.startsWith('/api/audit-logs')).map((r) => r.method)).toEqual([
      'GET',
      'GET',
    ]);
  });

  it('answers 404 to a DELETE or PUT on an audit row', async () => {
    const [row] = await auditRows(t, workspaceId);
    for (const method of ['DELETE', 'PUT', 'PATCH'] as const) {
      const res = await call(t.app, method, `/api/audit-logs/${row!.id}`, { ...as(), body: {} });
      expect(res.statusCode).toBe(404);
    }
    expect(await auditRows(t, workspaceId)).toContainEqual(expect.objectContaining({ id: row!.id }));
  });
});
