import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  STAFF_IMPORT_CONTENT_TYPES,
  STAFF_IMPORT_MAX_BYTES,
  STAFF_IMPORT_MAX_ROWS,
} from '@openrota/contracts';
import { users } from '../../db/schema';
import { auditRows, call, createTestApp, type TestApp } from '../../../test/helpers';
import {
  addWorkspaceMember,
  createShiftType,
  createStaff,
  createWorkspaceWithAdmin,
  setWorkspacePlan,
  type WorkspaceActor,
} from '../../../test/factories';

let t: TestApp;
let actor: WorkspaceActor;
let workspaceId: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  const { admin, workspace } = await createWorkspaceWithAdmin(t.app);
  workspaceId = workspace.id;
  adminId = admin.user.id;
  actor = { token: admin.token, workspaceId };
  await setWorkspacePlan(t, workspaceId, 'TEAM');
  await createShiftType(t.app, actor, { name: 'Early' });
  await createShiftType(t.app, actor, { name: 'Night' });
});

/** The admin reads the app in Dutch (answers follow the account's language). */
const speakDutch = () => t.database.db.update(users).set({ language: 'nl' }).where(eq(users.id, adminId));

const EN_HEADER = ['Name', 'Short name', 'Email', 'Phone', 'Skills', 'Contract hours', 'Rule set'];
const csv = (rows: string[][], delimiter = ',') =>
  rows
    .map((r) => r.map((c) => (/[",;\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(delimiter))
    .join('\r\n');

async function xlsx(rows: Array<Array<ExcelJS.CellValue>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Staff');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const send = (
  path: 'import' | 'import/preview',
  body: string | Buffer,
  type: string = STAFF_IMPORT_CONTENT_TYPES.csv,
  headers: Record<string, string> = {},
  who: WorkspaceActor = actor,
) =>
  call(t.app, 'POST', `/api/staff/${path}`, {
    ...who,
    body,
    headers: { 'content-type': type, ...headers },
  });

const staffList = async () =>
  (await call(t.app, 'GET', '/api/staff', actor)).json().data as Array<{
    name: string;
    shortName: string | null;
    email: string | null;
    phone: string | null;
    skills: Array<{ shiftType: { name: string } }>;
  }>;

describe('POST /api/staff/import/preview', () => {
  it('answers the rows with each error naming its cell, and the counts, and stores nothing', async () => {
    await createStaff(t.app, actor, { name: 'Existing', email: 'taken@example.com' });
    const file = csv([
      EN_HEADER,
      ['Anna de Vries', 'AV', 'anna@example.com', '+31 6 1234 5678', 'Early; Night', '36', ''],
      ['Bram', '', 'not-an-email', '', 'Nite', '90', ''],
      ['', 'X', 'taken@example.com', 'call me', '', 'abc', ''],
      ['Dirk', '', 'ANNA@example.com', '', 'early,night', '24,5', ''],
    ]);
    const res = await send('import/preview', file);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.columns.map((c: { column: string; cell: string }) => `${c.cell} ${c.column}`)).toEqual([
      'A1 name',
      'B1 shortName',
      'C1 email',
      'D1 phone',
      'E1 skills',
      'F1 contractHours',
      'G1 ruleSet',
    ]);
    expect(data.rows[0]).toEqual({
      row: 2,
      values: {
        name: 'Anna de Vries',
        shortName: 'AV',
        email: 'anna@example.com',
        phone: '+31 6 1234 5678',
        skills: 'Early; Night',
        contractHours: '36',
        ruleSet: '',
      },
      errors: [],
    });
    const messages = data.rows.map((r: { errors: Array<{ message: string }> }) =>
      r.errors.map((e) => e.message),
    );
    expect(messages).toEqual([
      [],
      [
        'C3: not an email address',
        "E3: unknown shift type 'Nite'",
        'F3: contract hours must be more than 0 and at most 80',
      ],
      [
        'A4: a name is required',
        'C4: Existing already has this email address',
        'D4: not a phone number (digits, spaces and + ( ) . / - only)',
        'F4: contract hours must be a number, e.g. 36 or 24.5',
      ],
      ['C5: the same email address as C2'],
    ]);
    expect(data.rows[2].errors[0]).toEqual({
      cell: 'A4',
      column: 'name',
      message: 'A4: a name is required',
    });
    expect(data.fileErrors).toEqual([]);
    expect(data.counts).toEqual({ rows: 4, validRows: 1, invalidRows: 3, errors: 8, contracts: 2 });
    expect((await staffList()).map((s) => s.name)).toEqual(['Existing']);
  });

  it('reads Dutch headers in any case, a ;-separated file and the errors in Dutch', async () => {
    const file = csv(
      [
        ['NAAM', 'e-mail', 'Vaardigheden', 'contracturen', 'Status'],
        ['Els', 'els@', 'Vroeg', '24,5', 'Actief'],
      ],
      ';',
    );
    await speakDutch();
    const res = await send('import/preview', file, 'text/csv; charset=utf-8');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.columns.map((c: { column: string }) => c.column)).toEqual([
      'name',
      'email',
      'skills',
      'contractHours',
    ]);
    expect(data.ignoredColumns).toEqual([{ header: 'Status', cell: 'E1' }]);
    expect(data.rows[0].values).toMatchObject({ name: 'Els', contractHours: '24,5', phone: '' });
    expect(data.rows[0].errors.map((e: { message: string }) => e.message)).toEqual([
      'B2: geen e-mailadres',
      "C2: onbekend diensttype 'Vroeg'",
    ]);
  });

  it('names file errors: no name column, no rows, a column twice, too many rows', async () => {
    const noName = (await send('import/preview', csv([['Email'], ['a@example.com']]))).json().data;
    expect(noName.fileErrors.map((e: { message: string }) => e.message)).toEqual([
      'The first row must hold the column headers, with a "Name" column',
    ]);
    const twice = (
      await send(
        'import/preview',
        csv([
          ['Name', 'Naam'],
          ['A', 'B'],
        ]),
      )
    ).json().data;
    expect(twice.fileErrors.map((e: { message: string }) => e.message)).toEqual([
      'B1: the column "Naam" appears twice (also A1)',
    ]);
    const empty = (await send('import/preview', csv([['Name']]))).json().data;
    expect(empty.fileErrors.map((e: { message: string }) => e.message)).toEqual([
      'The file has no staff rows below the header row',
    ]);
    const many = csv([['Name'], ...Array.from({ length: STAFF_IMPORT_MAX_ROWS + 1 }, (_, i) => [`P${i}`])]);
    const tooMany = (await send('import/preview', many)).json().data;
    expect(tooMany.fileErrors.map((e: { message: string }) => e.message)).toContain(
      `The file has more than ${STAFF_IMPORT_MAX_ROWS} staff rows: split it into several files`,
    );
    expect(tooMany.rows).toHaveLength(STAFF_IMPORT_MAX_ROWS);
  });

  it('takes formula-looking cells as text and never evaluates an XLSX formula', async () => {
    const file = await xlsx([
      ['Name', 'Short name', 'Email'],
      ['=1+1', '@SUM', { formula: 'A2&"@example.com"', result: 'x@example.com' }],
      ["'=Anna", '-', 'plain@example.com'],
    ]);
    const data = (await send('import/preview', file, STAFF_IMPORT_CONTENT_TYPES.xlsx)).json().data;
    expect(
      data.rows.map((r: { values: { name: string; shortName: string; email: string } }) => r.values),
    ).toEqual([
      expect.objectContaining({ name: '=1+1', shortName: '@SUM', email: '=A2&"@example.com"' }),
      expect.objectContaining({ name: '=Anna', shortName: '-', email: 'plain@example.com' }),
    ]);
    expect(data.rows[0].errors.map((e: { message: string }) => e.message)).toEqual([
      'C2: not an email address',
    ]);
  });

  it('shows the plan limit as an error of the file', async () => {
    await setWorkspacePlan(t, workspaceId, 'FREE');
    for (const name of ['A', 'B', 'C', 'D']) await createStaff(t.app, actor, { name });
    const file = csv([['Name'], ['E'], ['F'], ['G']]);
    const data = (await send('import/preview', file)).json().data;
    expect(data.fileErrors.map((e: { message: string }) => e.message)).toEqual([
      'The Free plan allows at most 6 staff members: 2 more fit, the file has 3',
    ]);
    expect(data.counts.errors).toBe(1);
  });
});

describe('POST /api/staff/import', () => {
  it('imports every row of a CSV file with skills and audits each member', async () => {
    const file = csv([
      EN_HEADER,
      ['Anna de Vries', 'AV', 'Anna@Example.com', '+31 6 1234 5678', 'Early; Night', '', ''],
      ['Bram Bakker', '', '', '', 'night', '', ''],
      ['Carla', 'CC', 'carla@example.com', '', '', '', ''],
    ]);
    const res = await send('import', file);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, data: { imported: 3, contracts: 0 } });
    const staff = await staffList();
    expect(staff).toEqual([
      expect.objectContaining({
        name: 'Anna de Vries',
        shortName: 'AV',
        email: 'anna@example.com',
        phone: '+31 6 1234 5678',
        skills: [
          expect.objectContaining({ shiftType: expect.objectContaining({ name: 'Early' }) }),
          expect.objectContaining({ shiftType: expect.objectContaining({ name: 'Night' }) }),
        ],
      }),
      expect.objectContaining({
        name: 'Bram Bakker',
        shortName: 'BB',
        email: null,
        skills: [expect.objectContaining({ shiftType: expect.objectContaining({ name: 'Night' }) })],
      }),
      expect.objectContaining({ name: 'Carla', shortName: 'CC', skills: [] }),
    ]);
    const audits = await auditRows(t, workspaceId, { resource: 'STAFF', action: 'CREATE' });
    expect(audits.map((a) => [a.resourceName, (a.metadata as { source?: string }).source])).toEqual([
      ['Anna de Vries', 'import'],
      ['Bram Bakker', 'import'],
      ['Carla', 'import'],
    ]);
  });

  it('gives a contract from today (workspace zone) to the rows with contract hours, with the rule set named', async () => {
    t.clock.set(new Date('2026-03-10T23:30:00Z')); // 11 March already in Amsterdam
    const euRes = await call(t.app, 'POST', '/api/rule-sets', {
      ...actor,
      body: { name: 'EU minimum', preset: 'EU_WTD' },
    });
    expect(euRes.statusCode).toBe(201);
    const file = await xlsx([
      EN_HEADER,
      ['Anna', '', 'anna@example.com', '', 'Early', 36, 'eu MINIMUM'],
      ['Bram', '', '', '', 'Night', '24,5', ''],
      ['Carla', '', '', '', '', '', ''],
    ]);
    const preview = (await send('import/preview', file, STAFF_IMPORT_CONTENT_TYPES.xlsx)).json().data;
    expect(preview.counts).toEqual({ rows: 3, validRows: 3, invalidRows: 0, errors: 0, contracts: 2 });
    const res = await send('import', file, STAFF_IMPORT_CONTENT_TYPES.xlsx);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ imported: 3, contracts: 2 });
    const staff = (await call(t.app, 'GET', '/api/staff', actor)).json().data as Array<{
      id: string;
      name: string;
    }>;
    const contractsOf = async (name: string) =>
      (
        await call(t.app, 'GET', `/api/staff/${staff.find((s) => s.name === name)!.id}/contracts`, actor)
      ).json().data;
    expect(await contractsOf('Anna')).toEqual([
      expect.objectContaining({ startsOn: '2026-03-11', hoursPerWeek: 36, ruleSetId: euRes.json().data.id }),
    ]);
    expect(await contractsOf('Bram')).toEqual([
      expect.objectContaining({ startsOn: '2026-03-11', hoursPerWeek: 24.5, ruleSetId: null }),
    ]);
    expect(await contractsOf('Carla')).toEqual([]);
  });

  it('refuses an unknown rule set, or one without contract hours, naming the cell', async () => {
    const file = csv([
      EN_HEADER,
      ['Anna', '', '', '', '', '36', 'Nachtregels'],
      ['Bram', '', '', '', '', '', 'Arbeidstijdenwet'],
      ['Carla', '', '', '', '', '36', 'arbeidstijdenwet'],
    ]);
    const res = await send('import', file);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'G2', message: "G2: unknown rule set 'Nachtregels'" },
      { field: 'G3', message: 'G3: a rule set is part of a contract: fill in the contract hours too' },
    ]);
    expect(await staffList()).toEqual([]);
  });

  it('imports an XLSX file with Dutch headers, numbers and a hyperlinked email', async () => {
    const file = await xlsx([
      ['Naam', 'Afkorting', 'E-mail', 'Telefoon', 'Vaardigheden'],
      [
        'Els Jansen',
        'EJ',
        { text: 'els@example.com', hyperlink: 'mailto:els@example.com' },
        612345678,
        'Vroeg',
      ],
    ]);
    // The shift type named in the file does not exist yet: the error names its cell.
    const refused = await send('import', file, STAFF_IMPORT_CONTENT_TYPES.xlsx);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ field: 'E2', message: "E2: unknown shift type 'Vroeg'" }]);
    await createShiftType(t.app, actor, { name: 'Vroeg' });
    const res = await send('import', file, STAFF_IMPORT_CONTENT_TYPES.xlsx);
    expect(res.statusCode).toBe(201);
    expect(await staffList()).toEqual([
      expect.objectContaining({
        name: 'Els Jansen',
        email: 'els@example.com',
        phone: '612345678',
        skills: [expect.objectContaining({ shiftType: expect.objectContaining({ name: 'Vroeg' }) })],
      }),
    ]);
  });

  it('stores nothing when one cell is bad, and names that cell in the 400', async () => {
    const file = csv([
      EN_HEADER,
      ['Anna', '', 'anna@example.com', '', 'Early', '', ''],
      ['Bram', '', 'bram@example.com', '', 'Early', '', ''],
      ['Carla', '', 'carla@@example', '', '', '', ''],
    ]);
    const res = await send('import', file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      error: 'Nothing was imported: the file has errors (1)',
      details: [{ field: 'C4', message: 'C4: not an email address' }],
    });
    expect(await staffList()).toEqual([]);
    expect(await auditRows(t, workspaceId, { resource: 'STAFF' })).toEqual([]);
  });

  it('checks two imports sent at once one after the other: the same email is stored once', async () => {
    const file = csv([
      ['Name', 'Email'],
      ['Anna', 'anna@example.com'],
    ]);
    const answers = await Promise.all([send('import', file), send('import', file)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const refused = answers.find((r) => r.statusCode === 400)!;
    expect(refused.json().details).toEqual([
      { field: 'B2', message: 'B2: Anna already has this email address' },
    ]);
    expect((await staffList()).map((s) => s.email)).toEqual(['anna@example.com']);
  });

  it('refuses more rows than the plan allows with 403 PLAN_LIMIT naming how many fit', async () => {
    await setWorkspacePlan(t, workspaceId, 'FREE');
    for (const name of ['A', 'B', 'C', 'D']) await createStaff(t.app, actor, { name });
    await speakDutch();
    const res = await send('import', csv([['Naam'], ['E'], ['F'], ['G']]));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      error:
        'Het Free-abonnement staat hoogstens 6 medewerkers toe: er passen er nog 2, het bestand heeft er 3',
    });
    expect((await staffList()).map((s) => s.name)).toEqual(['A', 'B', 'C', 'D']);
    const fits = await send('import', csv([['Naam'], ['E'], ['F']]));
    expect(fits.statusCode).toBe(201);
    expect(await staffList()).toHaveLength(6);
  });

  it('answers 415 to another content type, 413 to a file over the limit, 400 to an unreadable one', async () => {
    const json = await call(t.app, 'POST', '/api/staff/import', { ...actor, body: { name: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      error:
        'Send a CSV file (text/csv) or an XLSX file (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet)',
    });
    expect((await send('import/preview', 'Name\nA', 'text/plain')).statusCode).toBe(415);
    const big = await send('import', `Name\n${'x'.repeat(STAFF_IMPORT_MAX_BYTES)}`);
    expect(big.statusCode).toBe(413);
    const broken = await send('import/preview', Buffer.from('not a zip'), STAFF_IMPORT_CONTENT_TYPES.xlsx);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe('The file could not be read as a spreadsheet (CSV or XLSX)');
    const empty = await send('import', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('The file is empty');
    expect(await staffList()).toEqual([]);
  });

  it('is refused to STAFF members', async () => {
    const member = await addWorkspaceMember(t, workspaceId, 'STAFF');
    const res = await send(
      'import',
      csv([['Name'], ['A']]),
      'text/csv',
      {},
      { token: member.token, workspaceId },
    );
    expect(res.statusCode).toBe(403);
    expect(await staffList()).toEqual([]);
  });
});
