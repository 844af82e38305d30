import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotationAssignments, shiftTrades, staff } from '../../db/schema';
import { addWorkspaceMember } from '../../../test/factories';
import { auditRows, call, createTestApp, type TestApp } from '../../../test/helpers';
import {
  as,
  createPattern,
  createSlot,
  insertShiftType,
  insertStaff,
} from '../../../test/rotation-factories';
import { insertAbsence } from '../../../test/schedule-factories';
import { createWorkspaceWithAdmin } from '../../../test/factories';
import { enableStaffLogin, insertStaffSession } from '../../../test/staff-portal-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Monday 2026-03-02, 10:00 in Amsterdam: "today" is 2026-03-02.
  t.clock.set(new Date('2026-03-02T09:00:00Z'));
});
afterAll(() => t.close());

type Shift = { id: string; date: string; shiftType: { name: string } };
type Candidate = {
  staff: { name: string };
  eligible: boolean;
  reasons: { reason: string; message: string }[];
  options: { shift: { shiftId: string; date: string }; eligible: boolean }[];
};

/**
 * A TEAM workspace with staff login. Early 06:00–14:00, Late 16:00–00:00. A one-week pattern from
 * Monday 2026-01-05: Anna works the Tuesday early, Bram the Monday late (his midnight end leaves 6
 * hours before Tuesday's early: the daily rest of the Dutch default rules), Cas the Thursday early.
 * Dirk has only the Late skill, Eve is absent 03-09 … 03-11. Cas, Bram, Eve have mail addresses.
 */
async function tradeWorkspace(name = 'Ward T') {
  const { admin, workspace } = await createWorkspaceWithAdmin(t.app, name);
  const actor = { token: admin.token, workspaceId: workspace.id };
  await enableStaffLogin(t, workspace.id, { maxSelfPlanningDays: 30 });
  const early = await insertShiftType(t, workspace.id, {
    name: 'Early',
    startTime: '06:00',
    endTime: '14:00',
  });
  const late = await insertShiftType(t, workspace.id, { name: 'Late', startTime: '16:00', endTime: '00:00' });
  const skills = [early.id, late.id];
  const anna = await insertStaff(t, workspace.id, { name: 'Anna', skills });
  const bram = await insertStaff(t, workspace.id, { name: 'Bram', skills });
  const cas = await insertStaff(t, workspace.id, { name: 'Cas', skills });
  const dirk = await insertStaff(t, workspace.id, { name: 'Dirk', skills: [late.id] });
  const eve = await insertStaff(t, workspace.id, { name: 'Eve', skills });
  for (const [m, email] of [
    [anna, 'anna@ward.test'],
    [bram, 'bram@ward.test'],
    [cas, 'cas@ward.test'],
    [eve, 'eve@ward.test'],
  ] as const)
    await t.database.db.update(staff).set({ email }).where(eq(staff.id, m.id));
  await insertAbsence(t, workspace.id, { staffId: eve.id, startDate: '2026-03-09', endDate: '2026-03-11' });
  const pattern = await createPattern(t, actor, { name: 'Ward', startDate: '2026-01-05', weekCount: 1 });
  const assign = async (dayOfWeek: number, shiftTypeId: string, staffId: string) => {
    const slot = await createSlot(t, actor, pattern.id, { weekNumber: 1, dayOfWeek, shiftTypeId });
    const res = await as(t, actor)(
      'POST',
      `/api/rotation-patterns/${pattern.id}/slots/${slot.id}/assignments`,
      {
        staffId,
      },
    );
    if (res.statusCode !== 201) throw new Error(res.body);
    return slot;
  };
  const tueEarly = await assign(1, early.id, anna.id);
  const monLate = await assign(0, late.id, bram.id);
  const thuEarly = await assign(3, early.id, cas.id);
  const tokens = Object.fromEntries(
    await Promise.all(
      Object.entries({ anna, bram, cas, dirk, eve }).map(async ([k, m]) => [
        k,
        await insertStaffSession(t, workspace.id, m.id),
      ]),
    ),
  ) as Record<'anna' | 'bram' | 'cas' | 'dirk' | 'eve', string>;
  const asStaff = (token: string) => (method: 'GET' | 'POST', url: string, body?: unknown) =>
    call(t.app, method, `/api/staff-auth${url}`, { token, ...(body !== undefined ? { body } : {}) });
  const shiftOf = async (token: string, date: string) => {
    const res = await asStaff(token)('GET', '/my-shifts');
    const s = (res.json().upcomingShifts as Shift[]).find((x) => x.date === date);
    if (!s) throw new Error(`no shift on ${date}`);
    return { date, shiftId: s.id };
  };
  const whoWorks = async (date: string, shiftType: string) => {
    const res = await as(t, actor)('GET', `/api/schedules?startDate=${date}&endDate=${date}`);
    const e = (
      res.json().data.entries as { shiftType: { name: string }; staff: { name: string } | null }[]
    ).find((x) => x.shiftType.name === shiftType);
    return e?.staff?.name ?? null;
  };
  return {
    workspace,
    actor,
    admin,
    early,
    late,
    pattern,
    tueEarly,
    monLate,
    thuEarly,
    anna,
    bram,
    cas,
    dirk,
    eve,
    tokens,
    asAnna: asStaff(tokens.anna),
    asBram: asStaff(tokens.bram),
    asCas: asStaff(tokens.cas),
    asStaff,
    shiftOf,
    whoWorks,
    manager: as(t, actor),
  };
}

/** The audit rows of applied trades (the pattern's own assignments are ASSIGN rows too). */
const tradeAudits = async (workspaceId: string, action: string) =>
  (await auditRows(t, workspaceId, { action })).filter(
    (a) => (a.metadata as { tradeId?: string } | null)?.tradeId !== undefined,
  );

type W = Awaited<ReturnType<typeof tradeWorkspace>>;

async function offerGiveAway(w: W, date = '2026-03-10') {
  const res = await w.asAnna('POST', '/trades', {
    kind: 'GIVE_AWAY',
    shift: await w.shiftOf(w.tokens.anna, date),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; status: string };
}

describe('trade candidates', () => {
  it('lists every colleague, the ones who may take the shift first, each other with why not', async () => {
    const w = await tradeWorkspace();
    const shift = await w.shiftOf(w.tokens.anna, '2026-03-10');
    const res = await w.asAnna(
      'GET',
      `/trades/candidates?kind=GIVE_AWAY&date=${shift.date}&shiftId=${encodeURIComponent(shift.shiftId)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.candidates as Candidate[];
    const byName = Object.fromEntries(list.map((c) => [c.staff.name, c]));
    expect(list.filter((c) => c.eligible).map((c) => c.staff.name)).toEqual(['Cas']);
    expect(list[0]!.staff.name).toBe('Cas');
    expect(byName.Bram!.reasons[0]!.reason).toBe('BREAKS_RULE');
    expect(byName.Bram!.reasons[0]!.message).toMatch(/rest/i);
    expect(byName.Dirk!.reasons.map((r) => r.message)).toEqual(['Dirk is not qualified for Early shifts']);
    expect(byName.Eve!.reasons.map((r) => r.message)).toEqual(['Eve is absent on 2026-03-10']);
    expect(byName.Anna).toBeUndefined();
  });

  it("a swap lists each colleague's shifts as options, checked on both sides", async () => {
    const w = await tradeWorkspace();
    const shift = await w.shiftOf(w.tokens.anna, '2026-03-10');
    const res = await w.asAnna(
      'GET',
      `/trades/candidates?kind=SWAP&date=${shift.date}&shiftId=${encodeURIComponent(shift.shiftId)}`,
    );
    const cas = (res.json().data.candidates as Candidate[]).find((c) => c.staff.name === 'Cas')!;
    expect(cas.eligible).toBe(true);
    expect(cas.options.map((o) => o.shift.date)).toContain('2026-03-12');
  });
});

describe('offering a shift', () => {
  it('mails the colleagues who may take it (and only them) with a link that signs them in to the offer', async () => {
    const w = await tradeWorkspace();
    const before = t.mailer.sent.length;
    const trade = await offerGiveAway(w);
    expect(trade.status).toBe('OPEN');
    const mails = t.mailer.sent.slice(before);
    expect(mails.map((m) => m.to)).toEqual(['cas@ward.test']);
    expect(mails[0]!.subject).toContain('Anna offers a shift');
    expect(mails[0]!.text).toContain(
      `http://app.test/staff/${w.workspace.slug}/login?next=${encodeURIComponent(`/staff-dashboard?trade=${trade.id}`)}`,
    );
    const cas = (await w.asCas('GET', '/trades')).json().data;
    expect(cas.offersToMe.map((o: { id: string }) => o.id)).toEqual([trade.id]);
    // Bram would break his rest: the offer is never shown to him.
    const bram = (await w.asBram('GET', '/trades')).json().data;
    expect(bram.offersToMe).toEqual([]);
    expect(await auditRows(t, w.workspace.id, { action: 'CREATE', resource: 'SCHEDULE_ENTRY' })).toHaveLength(
      1,
    );
  });

  it("refuses a shift that is not the member's own (400) and stores nothing", async () => {
    const w = await tradeWorkspace();
    const casShift = await w.shiftOf(w.tokens.cas, '2026-03-12');
    const res = await w.asAnna('POST', '/trades', { kind: 'GIVE_AWAY', shift: casShift });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('This shift is not yours: you can only offer your own upcoming shifts');
    expect(
      await t.database.db.select().from(shiftTrades).where(eq(shiftTrades.workspaceId, w.workspace.id)),
    ).toEqual([]);
  });

  it('answers in Dutch for a Dutch reader', async () => {
    const w = await tradeWorkspace();
    const casShift = await w.shiftOf(w.tokens.cas, '2026-03-12');
    const res = await call(t.app, 'POST', '/api/staff-auth/trades', {
      token: w.tokens.anna,
      body: { kind: 'GIVE_AWAY', shift: casShift },
      headers: { 'accept-language': 'nl' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'Deze dienst is niet van jou: je kunt alleen je eigen komende diensten aanbieden',
    );
  });

  it('refuses a swap the rules forbid for that colleague (400), and a second offer of one shift (409)', async () => {
    const w = await tradeWorkspace();
    const shift = await w.shiftOf(w.tokens.anna, '2026-03-10');
    // Bram would take Tuesday's early while keeping Monday the 9th's late (he gives the 16th's).
    const bramMonday = await w.shiftOf(w.tokens.bram, '2026-03-16');
    const refused = await w.asAnna('POST', '/trades', { kind: 'SWAP', shift, swapShifts: [bramMonday] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/^This swap with Bram is not possible/);
    await offerGiveAway(w);
    const again = await w.asAnna('POST', '/trades', { kind: 'GIVE_AWAY', shift });
    expect(again.statusCode).toBe(409);
  });
});

describe('manager approval', () => {
  it('a colleague accepts, the manager approves: the shift is an override, the pattern unchanged, both audited and mailed', async () => {
    const w = await tradeWorkspace();
    const trade = await offerGiveAway(w);
    const accepted = await w.asCas('POST', `/trades/${trade.id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.status).toBe('ACCEPTED');
    expect(await w.whoWorks('2026-03-10', 'Early')).toBe('Anna');

    const pending = (await w.manager('GET', '/api/trades')).json().data;
    expect(pending.approval).toBe('MANAGER');
    expect(pending.trades.map((x: { id: string; status: string }) => [x.id, x.status])).toEqual([
      [trade.id, 'ACCEPTED'],
    ]);

    const before = t.mailer.sent.length;
    const approved = await w.manager('POST', `/api/trades/${trade.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('APPLIED');
    expect(await w.whoWorks('2026-03-10', 'Early')).toBe('Cas');
    // The week after is the rotation's again: only that date changed.
    expect(await w.whoWorks('2026-03-17', 'Early')).toBe('Anna');
    const assignments = await t.database.db
      .select()
      .from(rotationAssignments)
      .where(eq(rotationAssignments.rotationSlotId, w.tueEarly.id));
    expect(assignments.map((a) => a.staffId)).toEqual([w.anna.id]);
    const audits = await auditRows(t, w.workspace.id, { action: 'APPROVE' });
    expect(audits.map((a) => a.staffId).sort()).toEqual([w.anna.id, w.cas.id].sort());
    expect(audits[0]!.description).toContain('Anna gave Early on 2026-03-10 to Cas');
    expect(
      t.mailer.sent
        .slice(before)
        .map((m) => m.to)
        .sort(),
    ).toEqual(['anna@ward.test', 'cas@ward.test']);
    expect((await w.manager('GET', '/api/trades')).json().data.trades).toEqual([]);
  });

  it('refuses with a reason: nothing changes and both are told', async () => {
    const w = await tradeWorkspace();
    const trade = await offerGiveAway(w);
    await w.asCas('POST', `/trades/${trade.id}/accept`, {});
    const before = t.mailer.sent.length;
    const missing = await w.manager('POST', `/api/trades/${trade.id}/refuse`, { reason: '' });
    expect(missing.statusCode).toBe(400);
    const refused = await w.manager('POST', `/api/trades/${trade.id}/refuse`, {
      reason: 'Cas is needed on the ward',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().data).toMatchObject({ status: 'REFUSED', reason: 'Cas is needed on the ward' });
    expect(await w.whoWorks('2026-03-10', 'Early')).toBe('Anna');
    const mails = t.mailer.sent.slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual(['anna@ward.test', 'cas@ward.test']);
    expect(mails[0]!.text).toContain('Cas is needed on the ward');
  });

  it('a swap moves both shifts', async () => {
    const w = await tradeWorkspace();
    const shift = await w.shiftOf(w.tokens.anna, '2026-03-10');
    const casThursday = await w.shiftOf(w.tokens.cas, '2026-03-12');
    const offered = await w.asAnna('POST', '/trades', { kind: 'SWAP', shift, swapShifts: [casThursday] });
    expect(offered.statusCode, offered.body).toBe(201);
    const id = offered.json().data.id;
    const mine = (await w.asCas('GET', '/trades')).json().data.offersToMe;
    expect(mine[0].myOptions.map((o: { date: string }) => o.date)).toEqual(['2026-03-12']);
    expect((await w.asCas('POST', `/trades/${id}/accept`, { shiftId: casThursday.shiftId })).statusCode).toBe(
      200,
    );
    expect((await w.manager('POST', `/api/trades/${id}/approve`)).statusCode).toBe(200);
    expect(await w.whoWorks('2026-03-10', 'Early')).toBe('Cas');
    expect(await w.whoWorks('2026-03-12', 'Early')).toBe('Anna');
  });

  it('STAFF-role users read trades but may not approve (403)', async () => {
    const w = await tradeWorkspace();
    const trade = await offerGiveAway(w);
    await w.asCas('POST', `/trades/${trade.id}/accept`, {});
    const member = await addWorkspaceMember(t, w.workspace.id, 'STAFF');
    const asMember = as(t, { token: member.token, workspaceId: w.workspace.id });
    expect((await asMember('GET', '/api/trades')).statusCode).toBe(200);
    expect((await asMember('POST', `/api/trades/${trade.id}/approve`)).statusCode).toBe(403);
    expect((await asMember('PUT', '/api/trades/settings', { approval: 'AUTOMATIC' })).statusCode).toBe(403);
  });
});

describe('automatic approval', () => {
  it('applies an accepted trade at once and tells the managers', async () => {
    const w = await tradeWorkspace();
    const set = await w.manager('PUT', '/api/trades/settings', { approval: 'AUTOMATIC' });
    expect(set.statusCode, set.body).toBe(200);
    const trade = await offerGiveAway(w);
    const before = t.mailer.sent.length;
    const accepted = await w.asCas('POST', `/trades/${trade.id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.status).toBe('APPLIED');
    expect(await w.whoWorks('2026-03-10', 'Early')).toBe('Cas');
    const to = t.mailer.sent.slice(before).map((m) => m.to);
    expect(to).toEqual(expect.arrayContaining(['anna@ward.test', 'cas@ward.test', w.admin.email]));
    const applied = await tradeAudits(w.workspace.id, 'ASSIGN');
    expect(applied.map((a) => a.staffId).sort()).toEqual([w.anna.id, w.cas.id].sort());
  });
});

describe('hard unavailability', () => {
  const unavailable = (w: W, staffId: string, date: string) =>
    w.manager('PUT', `/api/staff/${staffId}/availability/exceptions/${date}`, {
      kind: 'UNAVAILABLE',
      note: 'Course',
    });

  it('a colleague unavailable that day is not listed (UNAVAILABLE), never shown the offer, and cannot accept it', async () => {
    const w = await tradeWorkspace();
    // Offered while Cas could still take it: Cas is mailed.
    const trade = await offerGiveAway(w);
    const set = await unavailable(w, w.cas.id, '2026-03-10');
    expect(set.statusCode, set.body).toBe(200);

    const shift = await w.shiftOf(w.tokens.anna, '2026-03-10');
    const res = await w.asAnna(
      'GET',
      `/trades/candidates?kind=GIVE_AWAY&date=${shift.date}&shiftId=${encodeURIComponent(shift.shiftId)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.candidates as Candidate[];
    expect(list.filter((c) => c.eligible)).toEqual([]);
    const cas = list.find((c) => c.staff.name === 'Cas')!;
    expect(cas.reasons).toEqual([
      expect.objectContaining({ reason: 'UNAVAILABLE', message: 'Cas is unavailable on 2026-03-10' }),
    ]);

    expect((await w.asCas('GET', '/trades')).json().data.offersToMe).toEqual([]);
    const accept = await w.asCas('POST', `/trades/${trade.id}/accept`, {});
    expect(accept.statusCode).toBe(409);
    expect(accept.json().error).toBe('This trade is not possible now: Cas is unavailable on 2026-03-10');
    const [row] = await t.database.db.select().from(shiftTrades).where(eq(shiftTrades.id, trade.id));
    expect(row!.status).toBe('OPEN');
    expect(await w.whoWorks('2026-03-10', 'Early')).toBe('Anna');

    // A later offer is mailed to nobody: nobody else may take it either.
    await w.asAnna('POST', `/trades/${trade.id}/withdraw`);
    const before = t.mailer.sent.length;
    await offerGiveAway(w);
    expect(t.mailer.sent.slice(before)).toEqual([]);
  });

  it('a swap whose return shift falls on a day the offerer is unavailable is refused (400)', async () => {
    const w = await tradeWorkspace();
    const shift = await w.shiftOf(w.tokens.anna, '2026-03-10');
    const casThursday = await w.shiftOf(w.tokens.cas, '2026-03-12');
    expect((await unavailable(w, w.anna.id, '2026-03-12')).statusCode).toBe(200);
    const res = await w.asAnna('POST', '/trades', { kind: 'SWAP', shift, swapShifts: [casThursday] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('This swap with Cas is not possible: Anna is unavailable on 2026-03-12');
    expect(
      await t.database.db.select().from(shiftTrades).where(eq(shiftTrades.workspaceId, w.workspace.id)),
    ).toEqual([]);
  });

  it('a manager cannot approve a trade whose taker became unavailable after accepting (409), nothing changes', async () => {
    const w = await tradeWorkspace();
    const trade = await offerGiveAway(w);
    expect((await w.asCas('POST', `/trades/${trade.id}/accept`, {})).statusCode).toBe(200);
    expect((await unavailable(w, w.cas.id, '2026-03-10')).statusCode).toBe(200);
    const res = await w.manager('POST', `/api/trades/${trade.id}/approve`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This trade is not possible now: Cas is unavailable on 2026-03-10');
    expect(await w.whoWorks('2026-03-10', 'Early')).toBe('Anna');
    const [row] = await t.database.db.select().from(shiftTrades).where(eq(shiftTrades.id, trade.id));
    expect(row!.status).toBe('ACCEPTED');
  });
});

describe('backup and restore', () => {
  type Listed = {
    id: string;
    kind: string;
    status: string;
    shift: { date: string; staff: { name: string } };
    swapOptions: { date: string; staff: { name: string } }[];
    acceptedBy: { name: string } | null;
    note: string | null;
  };

  it('carries the trades and the approval setting over; a file without them restores with none and manager approval', async () => {
    const w = await tradeWorkspace();
    const given = await offerGiveAway(w);
    expect((await w.asCas('POST', `/trades/${given.id}/accept`, {})).statusCode).toBe(200);
    const swap = await w.asAnna('POST', '/trades', {
      kind: 'SWAP',
      shift: await w.shiftOf(w.tokens.anna, '2026-03-17'),
      swapShifts: [await w.shiftOf(w.tokens.cas, '2026-03-19')],
      note: 'Course on the 17th',
    });
    expect(swap.statusCode, swap.body).toBe(201);
    expect((await w.manager('PUT', '/api/trades/settings', { approval: 'AUTOMATIC' })).statusCode).toBe(200);

    const file = (
      await call(t.app, 'POST', `/api/workspaces/${w.workspace.id}/backup`, {
        token: w.admin.token,
        workspaceId: w.workspace.id,
      })
    ).json();
    expect(file.shiftTrades).toHaveLength(2);
    expect(file.workspace.settings.tradeApproval).toBe('AUTOMATIC');

    const restore = async (backupData: unknown) => {
      const res = await call(t.app, 'POST', '/api/workspaces/restore', {
        token: w.admin.token,
        body: { name: 'Restored ward', backupData },
      });
      expect(res.statusCode, res.body).toBe(201);
      return as(t, { token: w.admin.token, workspaceId: res.json().data.id as string });
    };
    const restored = await restore(file);
    const list = (await restored('GET', '/api/trades?status=ALL')).json().data as {
      approval: string;
      trades: Listed[];
    };
    expect(list.approval).toBe('AUTOMATIC');
    const summary = list.trades
      .map((x) => ({
        kind: x.kind,
        status: x.status,
        date: x.shift.date,
        by: x.shift.staff.name,
        acceptedBy: x.acceptedBy?.name ?? null,
        options: x.swapOptions.map((o) => `${o.staff.name} ${o.date}`),
        note: x.note,
      }))
      .sort((a, b) => a.date.localeCompare(b.date));
    expect(summary).toEqual([
      {
        kind: 'GIVE_AWAY',
        status: 'ACCEPTED',
        date: '2026-03-10',
        by: 'Anna',
        acceptedBy: 'Cas',
        options: [],
        note: null,
      },
      {
        kind: 'SWAP',
        status: 'OPEN',
        date: '2026-03-17',
        by: 'Anna',
        acceptedBy: null,
        options: ['Cas 2026-03-19'],
        note: 'Course on the 17th',
      },
    ]);
    // The restored trade still names the restored rotation's shift: a manager can apply it there.
    const accepted = list.trades.find((x) => x.status === 'ACCEPTED')!;
    const approved = await restored('POST', `/api/trades/${accepted.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const day = (await restored('GET', '/api/schedules?startDate=2026-03-10&endDate=2026-03-10')).json().data
      .entries as { shiftType: { name: string }; staff: { name: string } | null }[];
    expect(day.find((e) => e.shiftType.name === 'Early')?.staff?.name).toBe('Cas');
    // The exporting workspace is untouched.
    expect(await w.whoWorks('2026-03-10', 'Early')).toBe('Anna');

    const older = structuredClone(file);
    delete older.shiftTrades;
    delete older.workspace.settings.tradeApproval;
    const none = (await (await restore(older))('GET', '/api/trades?status=ALL')).json().data;
    expect(none).toEqual({ approval: 'MANAGER', trades: [] });
  });

  it('a trade naming a colleague the file does not hold is refused (400) naming the field', async () => {
    const w = await tradeWorkspace();
    await offerGiveAway(w);
    const file = (
      await call(t.app, 'POST', `/api/workspaces/${w.workspace.id}/backup`, {
        token: w.admin.token,
        workspaceId: w.workspace.id,
      })
    ).json();
    file.shiftTrades[0].offeredByStaffId = 'nobody';
    const res = await call(t.app, 'POST', '/api/workspaces/restore', {
      token: w.admin.token,
      body: { name: 'Broken ward', backupData: file },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('shiftTrades.0.offeredByStaffId');
  });
});

describe('races, void, expiry, withdrawal', () => {
  it('of 8 colleagues accepting one offer at once, exactly one wins; the others answer 409', async () => {
    const w = await tradeWorkspace();
    await w.manager('PUT', '/api/trades/settings', { approval: 'AUTOMATIC' });
    const racers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const m = await insertStaff(t, w.workspace.id, { name: `Racer ${i}`, skills: [w.early.id] });
        return insertStaffSession(t, w.workspace.id, m.id);
      }),
    );
    const trade = await offerGiveAway(w);
    const results = await Promise.all(
      racers.map((token) => w.asStaff(token)('POST', `/trades/${trade.id}/accept`, {})),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(7).fill(409)]);
    for (const r of results.filter((r) => r.statusCode === 409))
      expect(r.json().error).toBe('This offer has already been accepted by a colleague');
    expect(await w.whoWorks('2026-03-10', 'Early')).toMatch(/^Racer /);
    expect(await tradeAudits(w.workspace.id, 'ASSIGN')).toHaveLength(2);
  });

  it('an offer whose shift changed meanwhile becomes void with a clear message; nothing changes', async () => {
    const w = await tradeWorkspace();
    const trade = await offerGiveAway(w);
    // Meanwhile a manager gives Anna's Tuesday to Cas directly (an override).
    const override = await w.manager('POST', '/api/schedules/override', {
      rotationSlotId: w.tueEarly.id,
      date: '2026-03-10',
      shiftTypeId: w.early.id,
      staffId: w.cas.id,
    });
    expect(override.statusCode, override.body).toBe(201);
    const res = await w.asCas('POST', `/trades/${trade.id}/accept`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/^This offer is void: the offered shift has changed/);
    const [row] = await t.database.db.select().from(shiftTrades).where(eq(shiftTrades.id, trade.id));
    expect(row!.status).toBe('VOID');
    expect(await w.whoWorks('2026-03-10', 'Early')).toBe('Cas');
    const again = await w.asCas('POST', `/trades/${trade.id}/accept`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/^This offer is void/);
  });

  it('expires when its shift starts', async () => {
    const w = await tradeWorkspace();
    const trade = await offerGiveAway(w, '2026-03-03');
    // Tuesday 06:00 in Amsterdam is 05:00Z.
    t.clock.set(new Date('2026-03-03T05:00:00Z'));
    try {
      const list = (await w.asAnna('GET', '/trades')).json().data.myOffers;
      expect(list[0].status).toBe('EXPIRED');
      const res = await w.asCas('POST', `/trades/${trade.id}/accept`, {});
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('This offer has expired: its shift has started');
      const [row] = await t.database.db.select().from(shiftTrades).where(eq(shiftTrades.id, trade.id));
      expect(row!.status).toBe('EXPIRED');
    } finally {
      t.clock.set(new Date('2026-03-02T09:00:00Z'));
    }
  });

  it('the offerer withdraws an offer not yet accepted; a withdrawn offer cannot be accepted', async () => {
    const w = await tradeWorkspace();
    const trade = await offerGiveAway(w);
    expect((await w.asCas('POST', `/trades/${trade.id}/withdraw`)).statusCode).toBe(404);
    const res = await w.asAnna('POST', `/trades/${trade.id}/withdraw`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('WITHDRAWN');
    const accept = await w.asCas('POST', `/trades/${trade.id}/accept`, {});
    expect(accept.statusCode).toBe(409);
    expect(accept.json().error).toBe('This offer was withdrawn');
  });

  it('an accepted offer can no longer be withdrawn', async () => {
    const w = await tradeWorkspace();
    const trade = await offerGiveAway(w);
    await w.asCas('POST', `/trades/${trade.id}/accept`, {});
    const res = await w.asAnna('POST', `/trades/${trade.id}/withdraw`);
    expect(res.statusCode).toBe(409);
  });

  it('another workspace sees none of it (404)', async () => {
    const w = await tradeWorkspace();
    const other = await tradeWorkspace('Other ward');
    const trade = await offerGiveAway(w);
    expect((await other.asCas('POST', `/trades/${trade.id}/accept`, {})).statusCode).toBe(404);
    expect((await other.manager('POST', `/api/trades/${trade.id}/approve`)).statusCode).toBe(404);
    expect((await other.manager('GET', '/api/trades')).json().data.trades).toEqual([]);
  });
});
