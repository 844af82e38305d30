import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dutchPublicHolidays, presetRuleSet, todayInTimeZone } from '@openrota/domain';
import { auditRows, call, createTestApp, type TestApp } from '../../../test/helpers';
import {
  addWorkspaceMember,
  createShiftType,
  createStaff,
  createWorkspaceWithAdmin,
  type WorkspaceActor,
} from '../../../test/factories';
import { loadRuleContext } from './index';

let t: TestApp;
let actor: WorkspaceActor;
let workspaceId: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  const { admin, workspace } = await createWorkspaceWithAdmin(t.app);
  workspaceId = workspace.id;
  actor = { token: admin.token, workspaceId };
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, body?: unknown) => call(t.app, method, url, { ...actor, body });
/** The caller's answers in Dutch: the signed-in user's language decides. */
async function speakDutch() {
  const me = (await call(t.app, 'GET', '/api/auth/me', { token: actor.token })).json().data.user;
  await call(t.app, 'PUT', `/api/users/${me.id}`, { token: actor.token, body: { language: 'nl' } });
}
const ruleSets = async () =>
  (await api('GET', '/api/rule-sets')).json().data as Array<{
    id: string;
    name: string;
    isDefault: boolean;
    preset: string | null;
    contractCount: number;
    rules: Record<string, { enabled: boolean; params: Record<string, unknown> }>;
  }>;
const thisYear = () => Number(todayInTimeZone(t.clock.now().getTime(), 'Europe/Amsterdam').slice(0, 4));

describe('a new workspace', () => {
  it('starts with the Arbeidstijdenwet as its default rule set', async () => {
    const sets = await ruleSets();
    expect(sets).toEqual([
      expect.objectContaining({
        name: 'Arbeidstijdenwet',
        preset: 'NL_ATW',
        isDefault: true,
        contractCount: 0,
      }),
    ]);
    expect(sets[0]!.rules).toEqual(presetRuleSet('NL_ATW').rules);
  });

  it('has the Dutch holidays of this year and the next four, in its creator’s language', async () => {
    const year = thisYear();
    const holidays = (await api('GET', `/api/holidays?year=${year}`)).json().data;
    expect(holidays.map((h: { date: string; name: string }) => [h.date, h.name])).toEqual(
      dutchPublicHolidays(year).map((h) => [h.date, h.name]),
    );
    expect((await api('GET', `/api/holidays?year=${year + 4}`)).json().data).toHaveLength(
      dutchPublicHolidays(year + 4).length,
    );
    expect((await api('GET', `/api/holidays?year=${year + 5}`)).json().data).toEqual([]);

    await speakDutch();
    const second = await call(t.app, 'POST', '/api/workspaces', {
      token: actor.token,
      body: { name: 'Tweede' },
    });
    const names = (
      await call(t.app, 'GET', `/api/holidays?year=${year}`, {
        token: actor.token,
        workspaceId: second.json().data.id,
      })
    ).json().data;
    expect(names[0].name).toBe('Nieuwjaarsdag');
  });
});

describe('rule sets', () => {
  it('creates one from a preset (not the default) and audits it', async () => {
    const res = await api('POST', '/api/rule-sets', { name: 'EU minimum', preset: 'EU_WTD' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'EU minimum', preset: 'EU_WTD', isDefault: false });
    expect(res.json().data.rules).toEqual(presetRuleSet('EU_WTD').rules);
    expect(await auditRows(t, workspaceId, { resource: 'RULE_SET' })).toEqual([
      expect.objectContaining({
        action: 'CREATE',
        resourceName: 'EU minimum',
        resourceId: res.json().data.id,
      }),
    ]);
  });

  it('copies another set, refuses a name taken (any case) and an unknown set to copy', async () => {
    const [atw] = await ruleSets();
    await api('PUT', `/api/rule-sets/${atw!.id}`, {
      rules: { maxShiftLength: { enabled: true, severity: 'WARNING', params: { maxMinutes: 600 } } },
    });
    const copy = await api('POST', '/api/rule-sets', { name: 'Ward copy', copyFromId: atw!.id });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data.rules.maxShiftLength).toEqual({
      enabled: true,
      severity: 'WARNING',
      params: { maxMinutes: 600 },
    });
    expect(copy.json().data.preset).toBe('NL_ATW');

    const taken = await api('POST', '/api/rule-sets', { name: 'WARD COPY', preset: 'NONE' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: 'A rule set named "WARD COPY" already exists',
      details: [{ field: 'name' }],
    });
    const unknown = await api('POST', '/api/rule-sets', {
      name: 'Ghost',
      copyFromId: '3f1e6c2a-8b4d-4c1e-9a7f-2d5b6e8c9a01',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().details).toEqual([{ field: 'copyFromId', message: 'Rule set not found' }]);
    expect((await ruleSets()).map((s) => s.name)).toEqual(['Arbeidstijdenwet', 'Ward copy']);
  });

  it('answers 400 naming the field for a limit of 0, in the caller’s language', async () => {
    const rules = presetRuleSet('NL_ATW').rules;
    rules.maxShiftLength.params.maxMinutes = 0;
    await speakDutch();
    const res = await api('POST', '/api/rule-sets', { name: 'Zero', rules });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        field: 'rules.maxShiftLength.params.maxMinutes',
        message: 'rules.maxShiftLength.params.maxMinutes moet minstens 1 zijn',
      },
    ]);
    const empty = await api('POST', '/api/rule-sets', { name: 'Empty' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual([
      { field: 'preset', message: 'Geef een voorinstelling, een regelset om te kopiëren, of de regels' },
    ]);
    expect(await ruleSets()).toHaveLength(1);
  });

  it('updates only the rules it names, and refuses a shift type of another workspace', async () => {
    const [atw] = await ruleSets();
    const own = await createShiftType(t.app, actor, { name: 'Night', startTime: '22:00', endTime: '07:00' });
    const early = await createShiftType(t.app, actor, { name: 'Early' });
    const other = await createWorkspaceWithAdmin(t.app, 'Elsewhere');
    const foreign = await createShiftType(t.app, {
      token: other.admin.token,
      workspaceId: other.workspace.id,
    });
    const succession = (toShiftTypeId: string) => ({
      forbiddenSuccession: {
        enabled: true,
        severity: 'HARD',
        params: { withinMinutes: 0, pairs: [{ fromShiftTypeId: own.id, toShiftTypeId }] },
      },
    });
    const refused = await api('PUT', `/api/rule-sets/${atw!.id}`, { rules: succession(foreign.id) });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().details).toEqual([
      {
        field: 'rules.forbiddenSuccession.params.pairs.0.toShiftTypeId',
        message: 'Shift type not found',
      },
    ]);
    const res = await api('PUT', `/api/rule-sets/${atw!.id}`, {
      name: 'ATW ward',
      rules: succession(early.id),
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json().data;
    expect(updated.name).toBe('ATW ward');
    expect(updated.rules.forbiddenSuccession.params.pairs).toEqual([
      { fromShiftTypeId: own.id, toShiftTypeId: early.id },
    ]);
    expect({ ...updated.rules, forbiddenSuccession: undefined }).toEqual({
      ...presetRuleSet('NL_ATW').rules,
      forbiddenSuccession: undefined,
    });
    expect(await auditRows(t, workspaceId, { resource: 'RULE_SET', action: 'UPDATE' })).toHaveLength(1);
  });

  it('moves the default, and refuses to delete the default or a set a contract uses', async () => {
    const [atw] = await ruleSets();
    const eu = (await api('POST', '/api/rule-sets', { name: 'EU', preset: 'EU_WTD' })).json().data;
    const made = await api('POST', `/api/rule-sets/${eu.id}/default`);
    expect(made.statusCode).toBe(200);
    expect((await ruleSets()).map((s) => [s.name, s.isDefault])).toEqual([
      ['EU', true],
      ['Arbeidstijdenwet', false],
    ]);

    await speakDutch();
    const deleteDefault = await api('DELETE', `/api/rule-sets/${eu.id}`);
    expect(deleteDefault.statusCode).toBe(409);
    expect(deleteDefault.json().error).toBe(
      'Regelset "EU" is de standaardregelset: maak eerst een andere regelset de standaard',
    );

    const member = await createStaff(t.app, actor, { name: 'Anna' });
    await api('POST', `/api/staff/${member.id}/contracts`, {
      startsOn: '2026-01-01',
      hoursPerWeek: 36,
      ruleSetId: atw!.id,
    });
    const inUse = await api('DELETE', `/api/rule-sets/${atw!.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error).toBe(
      'Regelset "Arbeidstijdenwet" wordt gebruikt door 1 contract. Geef dat contract eerst een andere regelset.',
    );
    expect((await ruleSets()).find((s) => s.id === atw!.id)?.contractCount).toBe(1);

    const spare = (await api('POST', '/api/rule-sets', { name: 'Spare', preset: 'NONE' })).json().data;
    expect((await api('DELETE', `/api/rule-sets/${spare.id}`)).statusCode).toBe(200);
    expect((await ruleSets()).map((s) => s.name)).toEqual(['EU', 'Arbeidstijdenwet']);
    expect((await auditRows(t, workspaceId, { resource: 'RULE_SET', action: 'DELETE' })).length).toBe(1);
  });
});

describe('contracts', () => {
  it('keeps the history newest first, each period ending the day before the next starts', async () => {
    const member = await createStaff(t.app, actor, { name: 'Bram' });
    const url = `/api/staff/${member.id}/contracts`;
    const first = await api('POST', url, { startsOn: '2026-01-01', hoursPerWeek: 36 });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      startsOn: '2026-01-01',
      endsOn: null,
      hoursPerWeek: 36,
      minHoursPerPeriod: null,
      maxHoursPerPeriod: null,
      period: 'WEEK',
      ruleSetId: null,
    });
    await api('POST', url, {
      startsOn: '2026-06-01',
      hoursPerWeek: 24.5,
      minHoursPerPeriod: 80,
      maxHoursPerPeriod: 120.75,
      period: 'MONTH',
    });
    const history = (await api('GET', url)).json().data;
    expect(
      history.map((c: { startsOn: string; endsOn: string | null; hoursPerWeek: number }) => [
        c.startsOn,
        c.endsOn,
        c.hoursPerWeek,
      ]),
    ).toEqual([
      ['2026-06-01', null, 24.5],
      ['2026-01-01', '2026-05-31', 36],
    ]);
    expect(history[0]).toMatchObject({ minHoursPerPeriod: 80, maxHoursPerPeriod: 120.75, period: 'MONTH' });
    expect(await auditRows(t, workspaceId, { resource: 'STAFF_CONTRACT', action: 'CREATE' })).toEqual([
      expect.objectContaining({ staffId: member.id, resourceName: 'Bram' }),
      expect.objectContaining({ staffId: member.id, resourceName: 'Bram' }),
    ]);
  });

  it('refuses bad hours with the field named, a date taken and a rule set of another workspace', async () => {
    const member = await createStaff(t.app, actor, { name: 'Cor' });
    const url = `/api/staff/${member.id}/contracts`;
    await speakDutch();
    const negative = await api('POST', url, { startsOn: '2026-01-01', hoursPerWeek: -8 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().details).toEqual([
      { field: 'hoursPerWeek', message: 'Uren per week moet meer dan 0 zijn' },
    ]);
    const minAboveMax = await api('POST', url, {
      startsOn: '2026-01-01',
      hoursPerWeek: 32,
      minHoursPerPeriod: 40,
      maxHoursPerPeriod: 20,
    });
    expect(minAboveMax.json().details).toEqual([
      { field: 'maxHoursPerPeriod', message: 'Het minimum aantal uren mag niet hoger zijn dan het maximum' },
    ]);
    const other = await createWorkspaceWithAdmin(t.app, 'Other');
    const [foreignSet] = (
      await call(t.app, 'GET', '/api/rule-sets', {
        token: other.admin.token,
        workspaceId: other.workspace.id,
      })
    ).json().data;
    const foreign = await api('POST', url, {
      startsOn: '2026-01-01',
      hoursPerWeek: 32,
      ruleSetId: foreignSet.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().details).toEqual([{ field: 'ruleSetId', message: 'Regelset niet gevonden' }]);
    expect((await api('GET', url)).json().data).toEqual([]);

    await api('POST', url, { startsOn: '2026-01-01', hoursPerWeek: 32 });
    const twice = await api('POST', url, { startsOn: '2026-01-01', hoursPerWeek: 20 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      error: 'Cor heeft al een contract dat ingaat op 2026-01-01; wijzig dat contract',
      details: [{ field: 'startsOn' }],
    });
  });

  it('updates and deletes a period, checking min against the stored max', async () => {
    const member = await createStaff(t.app, actor, { name: 'Dewi' });
    const url = `/api/staff/${member.id}/contracts`;
    const created = (
      await api('POST', url, { startsOn: '2026-01-01', hoursPerWeek: 32, maxHoursPerPeriod: 36 })
    ).json().data;
    const tooHigh = await api('PUT', `${url}/${created.id}`, { minHoursPerPeriod: 40 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().details).toEqual([
      { field: 'minHoursPerPeriod', message: 'Minimum hours must not be more than the maximum hours' },
    ]);
    const eu = (await api('POST', '/api/rule-sets', { name: 'EU', preset: 'EU_WTD' })).json().data;
    const updated = await api('PUT', `${url}/${created.id}`, {
      hoursPerWeek: 28.8,
      startsOn: '2026-02-01',
      ruleSetId: eu.id,
      maxHoursPerPeriod: null,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      hoursPerWeek: 28.8,
      startsOn: '2026-02-01',
      ruleSetId: eu.id,
      maxHoursPerPeriod: null,
    });
    const [log] = await auditRows(t, workspaceId, { resource: 'STAFF_CONTRACT', action: 'UPDATE' });
    expect(log?.metadata).toMatchObject({ before: { hoursPerWeek: 32 }, after: { hoursPerWeek: 28.8 } });

    expect((await api('DELETE', `${url}/${created.id}`)).statusCode).toBe(200);
    expect((await api('GET', url)).json().data).toEqual([]);
    expect((await api('DELETE', `${url}/${created.id}`)).statusCode).toBe(404);
  });

  it('lets a STAFF member read their own contracts only', async () => {
    const user = await addWorkspaceMember(t, workspaceId, 'STAFF');
    const own = await createStaff(t.app, actor, { name: 'Eva', userId: user.user.id });
    const colleague = await createStaff(t.app, actor, { name: 'Fien' });
    await api('POST', `/api/staff/${own.id}/contracts`, { startsOn: '2026-01-01', hoursPerWeek: 24 });
    const asStaff = { token: user.token, workspaceId };
    const mine = await call(t.app, 'GET', `/api/staff/${own.id}/contracts`, asStaff);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toHaveLength(1);
    expect((await call(t.app, 'GET', `/api/staff/${colleague.id}/contracts`, asStaff)).statusCode).toBe(403);
  });

  it('reads the contract in force of every member in one request, on a date or today', async () => {
    const ines = await createStaff(t.app, actor, { name: 'Ines' });
    const joost = await createStaff(t.app, actor, { name: 'Joost' });
    const kim = await createStaff(t.app, actor, { name: 'Kim' });
    const eu = (await api('POST', '/api/rule-sets', { name: 'EU', preset: 'EU_WTD' })).json().data;
    await api('POST', `/api/staff/${ines.id}/contracts`, { startsOn: '2026-01-01', hoursPerWeek: 36 });
    await api('POST', `/api/staff/${ines.id}/contracts`, {
      startsOn: '2026-06-01',
      hoursPerWeek: 24.5,
      ruleSetId: eu.id,
    });
    await api('POST', `/api/staff/${joost.id}/contracts`, { startsOn: '2026-03-01', hoursPerWeek: 32 });
    const other = await createWorkspaceWithAdmin(t.app, 'Other');
    const stranger = await createStaff(
      t.app,
      { token: other.admin.token, workspaceId: other.workspace.id },
      { name: 'Stranger' },
    );
    await call(t.app, 'POST', `/api/staff/${stranger.id}/contracts`, {
      token: other.admin.token,
      workspaceId: other.workspace.id,
      body: { startsOn: '2026-01-01', hoursPerWeek: 40 },
    });

    type Row = { staffId: string; startsOn: string; endsOn: string | null; hoursPerWeek: number };
    const inForce = async (query: string) => {
      const res = await api('GET', `/api/staff/contracts${query}`);
      expect(res.statusCode).toBe(200);
      return (res.json().data as Row[])
        .map((c) => [c.staffId, c.startsOn, c.endsOn, c.hoursPerWeek])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    };
    const sorted = (rows: unknown[][]) => rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    // Before Joost's first period only Ines has one (Kim never does; the other workspace's is not ours).
    expect(await inForce('?date=2026-02-01')).toEqual([[ines.id, '2026-01-01', '2026-05-31', 36]]);
    expect(await inForce('?date=2026-05-31')).toEqual(
      sorted([
        [ines.id, '2026-01-01', '2026-05-31', 36],
        [joost.id, '2026-03-01', null, 32],
      ]),
    );
    const june = (await api('GET', '/api/staff/contracts?date=2026-06-01')).json().data;
    expect(june.find((c: Row) => c.staffId === ines.id)).toMatchObject({
      hoursPerWeek: 24.5,
      ruleSetId: eu.id,
    });
    expect(june.some((c: Row) => c.staffId === kim.id)).toBe(false);
    // Without a date: today in the workspace's zone.
    const today = todayInTimeZone(t.clock.now().getTime(), 'Europe/Amsterdam');
    expect(await inForce('')).toEqual(await inForce(`?date=${today}`));
    // With `through`: the periods that start after the date up to that day come too.
    expect(await inForce('?date=2026-02-01&through=2026-05-31')).toEqual(
      sorted([
        [ines.id, '2026-01-01', '2026-05-31', 36],
        [joost.id, '2026-03-01', null, 32],
      ]),
    );
    const spring = await inForce('?date=2026-02-01&through=2026-06-01');
    expect(spring.filter((c) => c[0] === ines.id)).toEqual([
      [ines.id, '2026-01-01', '2026-05-31', 36],
      [ines.id, '2026-06-01', null, 24.5],
    ]);
    expect(spring.filter((c) => c[0] === joost.id)).toEqual([[joost.id, '2026-03-01', null, 32]]);
    // A `through` before the date adds nothing.
    expect(await inForce('?date=2026-02-01&through=2026-01-01')).toEqual(await inForce('?date=2026-02-01'));
  });

  it('answers 400 naming the date when it is not a date, in the caller’s language', async () => {
    await speakDutch();
    const res = await api('GET', '/api/staff/contracts?date=2026-02-30');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'date', message: 'Deze datum bestaat niet' }]);
    const through = await api('GET', '/api/staff/contracts?date=2026-02-01&through=2026-13-01');
    expect(through.statusCode).toBe(400);
    expect(through.json().details).toEqual([{ field: 'through', message: 'Deze datum bestaat niet' }]);
  });

  it('gives a STAFF member only their own contract in force, and other roles everyone’s', async () => {
    const user = await addWorkspaceMember(t, workspaceId, 'STAFF');
    const own = await createStaff(t.app, actor, { name: 'Lotte', userId: user.user.id });
    const colleague = await createStaff(t.app, actor, { name: 'Mees' });
    await api('POST', `/api/staff/${own.id}/contracts`, { startsOn: '2026-01-01', hoursPerWeek: 24 });
    await api('POST', `/api/staff/${colleague.id}/contracts`, { startsOn: '2026-01-01', hoursPerWeek: 36 });
    const read = async (token: string) => {
      const res = await call(t.app, 'GET', '/api/staff/contracts?date=2026-02-01', { token, workspaceId });
      expect(res.statusCode).toBe(200);
      return (res.json().data as Array<{ staffId: string }>).map((c) => c.staffId).sort();
    };
    expect(await read(user.token)).toEqual([own.id]);
    const manager = await addWorkspaceMember(t, workspaceId, 'MANAGER');
    expect(await read(manager.token)).toEqual([own.id, colleague.id].sort());
    expect(await read(actor.token)).toEqual([own.id, colleague.id].sort());
    const unlinked = await addWorkspaceMember(t, workspaceId, 'STAFF');
    expect(await read(unlinked.token)).toEqual([]);
    const outsider = await createWorkspaceWithAdmin(t.app, 'Elsewhere');
    const foreign = await call(t.app, 'GET', '/api/staff/contracts', {
      token: outsider.admin.token,
      workspaceId,
    });
    // Not a member of the workspace: it is not theirs to know of.
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data).toBeUndefined();
  });

  it('gives the checker its inputs in the domain’s shapes', async () => {
    const a = await createStaff(t.app, actor, { name: 'Gijs' });
    const b = await createStaff(t.app, actor, { name: 'Hanna' });
    await api('POST', `/api/staff/${a.id}/contracts`, { startsOn: '2026-01-01', hoursPerWeek: 36 });
    await api('POST', `/api/staff/${b.id}/contracts`, { startsOn: '2026-03-01', hoursPerWeek: 24.5 });
    const context = await loadRuleContext(t.database.db, workspaceId, [b.id]);
    expect(context.defaultRuleSet).toMatchObject({ name: 'Arbeidstijdenwet', isDefault: true });
    expect(context.ruleSets).toHaveLength(1);
    expect(context.contracts).toEqual([
      {
        id: expect.any(String),
        staffId: b.id,
        startsOn: '2026-03-01',
        hoursPerWeek: 24.5,
        minHoursPerPeriod: null,
        maxHoursPerPeriod: null,
        period: 'WEEK',
        ruleSetId: null,
      },
    ]);
    expect((await loadRuleContext(t.database.db, workspaceId)).contracts).toHaveLength(2);
  });
});

describe('public holidays', () => {
  it('adds, refuses a second on one date, removes, and resets a year to the Dutch ones', async () => {
    const add = await api('POST', '/api/holidays', { date: '2031-03-17', name: 'Ward day' });
    expect(add.statusCode).toBe(201);
    const twice = await api('POST', '/api/holidays', { date: '2031-03-17', name: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      error: 'There is already a holiday on 2031-03-17 (Ward day)',
      details: [{ field: 'date' }],
    });
    expect((await api('GET', '/api/holidays?year=2031')).json().data).toEqual([
      { id: add.json().data.id, date: '2031-03-17', name: 'Ward day' },
    ]);

    const reset = await api('POST', '/api/holidays/reset?year=2031');
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.map((h: { date: string }) => h.date)).toEqual(
      dutchPublicHolidays(2031).map((h) => h.date),
    );
    const kingsDay = reset.json().data.find((h: { date: string }) => h.date === '2031-04-26');
    expect(kingsDay.name).toBe("King's Day");
    expect((await api('DELETE', `/api/holidays/${kingsDay.id}`)).statusCode).toBe(200);
    expect((await api('GET', '/api/holidays?year=2031')).json().data).toHaveLength(10);
    expect((await api('DELETE', `/api/holidays/${kingsDay.id}`)).statusCode).toBe(404);
    expect((await auditRows(t, workspaceId, { resource: 'PUBLIC_HOLIDAY' })).map((r) => r.action)).toEqual([
      'CREATE',
      'UPDATE',
      'DELETE',
    ]);
  });

  it('answers 400 naming the year when it is missing or not a year', async () => {
    await speakDutch();
    const res = await api('GET', '/api/holidays?year=soon');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'year', message: 'Jaar moet een getal zijn' }]);
    expect((await api('POST', '/api/holidays/reset')).statusCode).toBe(400);
  });
});
