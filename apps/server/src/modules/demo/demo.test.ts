import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  checkRules,
  dayOfWeek,
  monthEnd,
  monthOf,
  monthStart,
  rotationWeek,
  startOfWeek,
} from '@openrota/domain';
import {
  absences,
  rotationPatterns,
  scheduleEntries,
  shiftTrades,
  workspaceMembers,
  workspaces,
} from '../../db/schema';
import { runCli, type CliIo } from '../../cli';
import { call, createTestApp, createTestDatabase, type TestApp } from '../../../test/helpers';
import { registerUser } from '../../../test/factories';
import {
  DEMO_DAYS,
  DEMO_LONG_WEEK_MAX_HOURS,
  DEMO_RULE_BREAKS,
  planDemo,
  planRuleBreaks,
  type DemoInput,
} from './demo-plan';
import { loadRuleContext } from '../working-time';
import { DEMO_EMAIL, seedDemo } from './demo.service';

/** `npm run demo`: a "Demo Ward" workspace with the ward rotation and a living month around today. */

function capture(): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (l) => stdout.push(l), err: (l) => stderr.push(l) };
}

interface Entry {
  id: string;
  date: string;
  entryType: string;
  staff: { name: string } | null;
  staffId: string | null;
  isUnfilled: boolean;
  isCancelled: boolean;
  isOptional: boolean;
  hasAbsence: boolean;
  rotationSlotId: string | null;
  originalStaffId: string | null;
  description: string | null;
}

describe('demo seeding (service, fixed clock)', () => {
  let t: TestApp;
  // A Saturday late in a month: the month grid, the pattern start four weeks back and the
  // plan's +24 days all cross month boundaries.
  const NOW = new Date('2026-03-28T10:00:00Z');
  const TODAY = '2026-03-28';
  beforeAll(async () => {
    t = await createTestApp({ appUrl: 'http://demo.test' });
    t.clock.set(NOW);
  });
  afterAll(async () => t.close());

  async function schedule(token: string, workspaceId: string, startDate: string, endDate: string) {
    const res = await call(t.app, 'GET', `/api/schedules?startDate=${startDate}&endDate=${endDate}`, {
      token,
      workspaceId,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { today: string; entries: Entry[] };
  }

  it('creates the workspace, the account and a living schedule: rotation, overrides, one-offs, claims, absences and conflicts', async () => {
    const result = await seedDemo(t.app.ctx);
    expect(result.workspace).toMatchObject({ name: 'Demo Ward', slug: 'demo-ward' });
    expect(result.user.email).toBe(DEMO_EMAIL);
    expect(result.password).toMatch(/^[a-z0-9]{4}(-[a-z0-9]{4}){3}$/);
    expect(result.today).toBe(TODAY);
    expect(result.patternStartDate).toBe('2026-02-23'); // the Monday of this week, four weeks back
    expect(result.counts).toEqual({
      staff: 12,
      shiftTypes: 4,
      slots: expect.any(Number),
      absences: 6,
      overrides: 5,
      oneOffs: 4,
      claims: 2,
      contracts: 13,
      ruleBreakShifts: expect.any(Number),
      pendingTrades: 1,
    });
    expect(result.counts.ruleBreakShifts).toBeGreaterThanOrEqual(1);
    // The pending swap is a real offer: open, a swap, naming a colleague's shift in return.
    const trades = await t.database.db
      .select()
      .from(shiftTrades)
      .where(eq(shiftTrades.workspaceId, result.workspace.id));
    expect(trades).toHaveLength(1);
    expect(trades[0]).toMatchObject({ kind: 'SWAP', status: 'OPEN' });
    expect(trades[0]!.swapOptions).toHaveLength(1);
    expect(trades[0]!.swapOptions[0]!.staffId).not.toBe(trades[0]!.offeredByStaffId);
    expect(result.appUrl).toBe('http://demo.test');

    const [ws] = await t.database.db.select().from(workspaces).where(eq(workspaces.id, result.workspace.id));
    expect(ws!.onboardingCompleted).toBe(true);
    expect(ws!.plan).toBe('TEAM'); // the ward's 12 staff exceed the Free plan
    const [member] = await t.database.db
      .select()
      .from(workspaceMembers)
      .where(eq(workspaceMembers.workspaceId, result.workspace.id));
    expect(member).toMatchObject({ userId: result.user.id, role: 'ADMIN' });
    const [pattern] = await t.database.db
      .select()
      .from(rotationPatterns)
      .where(eq(rotationPatterns.workspaceId, result.workspace.id));
    expect(pattern).toMatchObject({ startDate: '2026-02-23', weekCount: 4, active: true });

    // The printed password signs in and lands in the demo workspace.
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: DEMO_EMAIL, password: result.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const token: string = login.json().token;
    expect(login.json().workspaces.map((w: { id: string }) => w.id)).toContain(result.workspace.id);
    // So does the one-use link.
    const external = new URL(result.loginUrl);
    expect(`${external.origin}${external.pathname}`).toBe('http://demo.test/login');
    const exchange = await call(
      t.app,
      'GET',
      `/api/auth/exchange-token?externalToken=${encodeURIComponent(external.searchParams.get('externalToken')!)}`,
    );
    expect(exchange.statusCode, exchange.body).toBe(200);
    expect(exchange.json().data.workspaceId).toBe(result.workspace.id);

    // The printed calendar feeds answer a calendar with the member's and the ward's shifts.
    for (const url of [result.calendarFeeds.member.url, result.calendarFeeds.workspace]) {
      const feed = await call(t.app, 'GET', new URL(url).pathname);
      expect(feed.statusCode).toBe(200);
      expect(feed.body.match(/BEGIN:VEVENT/g)?.length).toBeGreaterThan(5);
    }

    // This month's calendar shows entries of every kind.
    const month = monthOf(TODAY);
    const data = await schedule(token, result.workspace.id, monthStart(month), monthEnd(month));
    expect(data.today).toBe(TODAY);
    const kinds = new Set(data.entries.map((e) => e.entryType));
    expect([...kinds].sort()).toEqual(['CLAIMED', 'ONE_OFF', 'OVERRIDE', 'ROTATION']);
    // The rotation of the ward: Monday 2026-03-02 is rotation week 2, whose Monday Early is Sanne Jansen and Anna de Vries.
    expect(
      data.entries
        .filter((e) => e.date === '2026-03-02' && e.entryType === 'ROTATION')
        .map((e) => e.staff?.name),
    ).toEqual(
      expect.arrayContaining([
        'Sanne Jansen',
        'Anna de Vries',
        'Lars Bakker',
        'Kofi Mensah',
        'Mohammed El Amrani',
        'Maria Santos',
      ]),
    );

    // Around today (next month included): one open shift tomorrow (urgent), one cancelled, three reassigned.
    const around = await schedule(token, result.workspace.id, addDays(TODAY, -10), addDays(TODAY, 28));
    const overrides = around.entries.filter((e) => e.entryType === 'OVERRIDE');
    const open = overrides.filter((e) => e.isUnfilled);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      date: addDays(TODAY, DEMO_DAYS.unassigned),
      isCancelled: false,
      staffId: null,
      isOptional: false,
    });
    expect(open[0]!.description).toMatch(/^Staff unassigned: /);
    const cancelled = overrides.filter((e) => e.isCancelled);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toMatchObject({
      date: addDays(TODAY, DEMO_DAYS.cancelled),
      isUnfilled: false,
      staffId: null,
    });
    expect(cancelled[0]!.description).toMatch(/^Shift cancelled: /);
    const reassigned = overrides.filter((e) => e.staffId);
    expect(reassigned.map((e) => e.date)).toEqual(DEMO_DAYS.reassigned.map((d) => addDays(TODAY, d)));
    for (const e of reassigned) expect(e.staffId).not.toBe(e.originalStaffId);
    const claims = around.entries.filter((e) => e.entryType === 'CLAIMED');
    expect(claims).toHaveLength(2);
    for (const c of claims)
      expect(c).toMatchObject({ isUnfilled: false, rotationSlotId: expect.any(String) });
    const ruleBreak = new Set<string>([
      DEMO_RULE_BREAKS.earlyDescription,
      DEMO_RULE_BREAKS.longWeekDescription,
    ]);
    const oneOffs = around.entries.filter(
      (e) => e.entryType === 'ONE_OFF' && !ruleBreak.has(e.description ?? ''),
    );
    expect(oneOffs.map((e) => [e.date, e.staffId === null])).toEqual(
      DEMO_DAYS.oneOffs.map((o) => [addDays(TODAY, o.offset), !o.assigned]),
    );

    // Nobody works two shifts on one day (replacements, claimants and one-off staff were free).
    const perDay = new Map<string, string[]>();
    for (const e of around.entries)
      if (e.staffId && !e.isCancelled)
        perDay.set(`${e.date}|${e.staffId}`, [...(perDay.get(`${e.date}|${e.staffId}`) ?? []), e.id]);
    expect([...perDay.entries()].filter(([, ids]) => ids.length > 1)).toEqual([]);

    // Absences: six over the month, two of them overlap rotation shifts (the conflicts shown).
    const absenceRows = await t.database.db
      .select()
      .from(absences)
      .where(eq(absences.workspaceId, result.workspace.id));
    expect(absenceRows).toHaveLength(6);
    const conflicts = await call(
      t.app,
      'GET',
      `/api/schedules/conflicts?startDate=${TODAY}&endDate=${addDays(TODAY, 30)}`,
      { token, workspaceId: result.workspace.id },
    );
    expect(conflicts.statusCode, conflicts.body).toBe(200);
    const conflictDates = new Set((conflicts.json().data as Array<{ date: string }>).map((c) => c.date));
    for (const a of DEMO_DAYS.conflictAbsences) expect(conflictDates).toContain(addDays(TODAY, a.offset));
    expect(around.entries.some((e) => e.hasAbsence)).toBe(true);
  });

  it('a second run makes a second workspace for the same account without printing a password again; --email uses an existing user', async () => {
    const second = await seedDemo(t.app.ctx);
    expect(second.workspace.slug).toBe('demo-ward-2');
    expect(second.user.email).toBe(DEMO_EMAIL);
    expect(second.password).toBeNull();

    const owner = await registerUser(t.app, { email: 'planner@example.com' });
    const mine = await seedDemo(t.app.ctx, { email: 'Planner@Example.com' });
    expect(mine.user.id).toBe(owner.user.id);
    expect(mine.password).toBeNull();
    const me = await call(t.app, 'GET', '/api/auth/me', { token: owner.token });
    expect(me.json().data.workspaces.map((w: { id: string }) => w.id)).toEqual([mine.workspace.id]);
    const stored = await t.database.db
      .select()
      .from(scheduleEntries)
      .where(
        and(eq(scheduleEntries.workspaceId, mine.workspace.id), eq(scheduleEntries.entryType, 'CLAIMED')),
      );
    expect(stored).toHaveLength(2);

    await expect(seedDemo(t.app.ctx, { email: 'nobody@example.com' })).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('gives every member a contract of 24 to 36 hours, and the checker finds real violations: a night then an early shift, a long week', async () => {
    const owner = await registerUser(t.app, { email: 'rules@example.com' });
    const demo = await seedDemo(t.app.ctx, { email: owner.email });
    const actor = { token: owner.token, workspaceId: demo.workspace.id };
    const people = (await call(t.app, 'GET', '/api/staff', actor)).json().data as Array<{
      id: string;
      name: string;
    }>;
    const contracts = new Map<
      string,
      Array<{ startsOn: string; hoursPerWeek: number; maxHoursPerPeriod: number | null }>
    >();
    for (const p of people)
      contracts.set(p.id, (await call(t.app, 'GET', `/api/staff/${p.id}/contracts`, actor)).json().data);
    const current = [...contracts.values()].map((c) => c[0]!.hoursPerWeek);
    expect(Math.min(...current)).toBe(24);
    expect(Math.max(...current)).toBe(36);
    expect([...contracts.values()].filter((c) => c.length === 2)).toHaveLength(1);

    // The demo's schedule, with its contracts and default rule set, through the checker.
    const start = addDays(TODAY, -7 * 17);
    const end = addDays(TODAY, 28);
    const entries = (await schedule(owner.token, demo.workspace.id, start, end)).entries as Array<
      Entry & {
        shiftTypeId: string;
        shiftType: { name: string; startTime: string | null; endTime: string | null };
      }
    >;
    const context = await loadRuleContext(t.database.db, demo.workspace.id);
    const violations = checkRules({
      shifts: entries
        .filter((e) => e.staffId && !e.isCancelled)
        .map((e) => ({
          id: e.id,
          staffId: e.staffId!,
          date: e.date,
          shiftTypeId: e.shiftTypeId,
          shiftTypeName: e.shiftType.name,
          startTime: e.shiftType.startTime,
          endTime: e.shiftType.endTime,
        })),
      contracts: context.contracts,
      ruleSets: context.ruleSets,
      absences: [],
      window: { startDate: TODAY, endDate: end },
      timeZone: 'Europe/Amsterdam',
    });
    const early = entries.find((e) => e.description === DEMO_RULE_BREAKS.earlyDescription)!;
    expect(violations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ruleId: 'restAfterLateNight',
          staffId: early.staffId,
          severity: 'HARD',
          measured: 0,
        }),
        expect.objectContaining({
          ruleId: 'maxMinutesInPeriod',
          limit: DEMO_LONG_WEEK_MAX_HOURS * 60,
          measured: expect.any(Number),
        }),
      ]),
    );
    const longWeek = violations.find((v) => v.ruleId === 'maxMinutesInPeriod')!;
    expect(longWeek.measured).toBeGreaterThan(longWeek.limit);
    expect(longWeek.staffId).not.toBe(early.staffId);
  });
});

describe('demo plan (pure)', () => {
  // A 1-week pattern: Mon–Sun one Early (A) and one open Early, plus a Day requirement (B) on Friday.
  const base: DemoInput = {
    today: '2026-06-10',
    pattern: { id: 'p', startDate: '2026-05-04', weekCount: 1 },
    slots: [
      ...[0, 1, 2, 3, 4, 5, 6].map((d) => ({
        id: `a${d}`,
        weekNumber: 1,
        dayOfWeek: d,
        shiftTypeId: 'early',
        isOptional: false,
        staffId: d % 2 ? 'A' : 'B',
      })),
      ...[0, 1, 2, 3, 4, 5, 6].map((d) => ({
        id: `o${d}`,
        weekNumber: 1,
        dayOfWeek: d,
        shiftTypeId: 'early',
        isOptional: false,
        staffId: null,
      })),
    ],
    staff: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((id) => ({
      id,
      name: `Staff ${id}`,
      skills: new Set(['early', 'day']),
    })),
    shiftTypes: [
      { id: 'early', name: 'Early' },
      { id: 'day', name: 'Day' },
    ],
  };

  it('targets real slot occurrences and never puts someone on two shifts of a day or on a day they are absent', () => {
    const plan = planDemo(base);
    for (const e of plan.entries.filter((x) => x.rotationSlotId)) {
      const slot = base.slots.find((s) => s.id === e.rotationSlotId)!;
      expect(slot.weekNumber).toBe(rotationWeek(base.pattern.startDate, 1, e.date));
      expect(slot.dayOfWeek).toBe(dayOfWeek(e.date));
      if (e.entryType === 'OVERRIDE') expect(e.originalStaffId).toBe(slot.staffId);
      if (e.entryType === 'CLAIMED') expect(slot.staffId).toBeNull();
    }
    for (const e of plan.entries.filter((x) => x.staffId)) {
      expect(
        plan.absences.some((a) => a.staffId === e.staffId && a.startDate <= e.date && e.date <= a.endDate),
      ).toBe(false);
      const sameDay = plan.entries.filter((x) => x.date === e.date && x.staffId === e.staffId);
      expect(sameDay).toHaveLength(1);
    }
    expect(plan.entries.filter((e) => e.entryType === 'ONE_OFF').map((e) => e.shiftTypeId)).toEqual([
      'early',
      'day',
      'early',
      'early',
    ]);
  });

  it('plans a night followed by an early shift and a six-day week, never two shifts on one date', () => {
    // Week 1 of a 2-week pattern: N works nights Monday and Tuesday; week 2 leaves N free.
    const input: DemoInput = {
      ...base,
      pattern: { id: 'p', startDate: '2026-06-01', weekCount: 2 },
      slots: [
        ...base.slots.map((s) => ({ ...s, staffId: s.staffId === 'A' ? 'A' : null })),
        ...[0, 1].map((d) => ({
          id: `n${d}`,
          weekNumber: 1,
          dayOfWeek: d,
          shiftTypeId: 'night',
          isOptional: false,
          staffId: 'N',
        })),
      ],
      staff: [...base.staff, { id: 'N', name: 'Staff N', skills: new Set(['night', 'early']) }],
      shiftTypes: [...base.shiftTypes, { id: 'night', name: 'Night' }],
    };
    const plan = planDemo(input);
    const breaks = planRuleBreaks(input, plan, startOfWeek);
    // Today 2026-06-10 is in week 2; N's next night with a free day after it is Monday 2026-06-15
    // (the plan cancels Tuesday's night, so that one is free too).
    expect(breaks.nightThenEarly).toEqual({ staffId: 'N', nightDate: '2026-06-15' });
    expect(breaks.entries.filter((e) => e.staffId === 'N')).toEqual([
      expect.objectContaining({ date: '2026-06-16', entryType: 'ONE_OFF', shiftTypeId: 'early' }),
    ]);
    expect(plan.entries).toContainEqual(
      expect.objectContaining({ date: '2026-06-16', rotationSlotId: 'n1', isCancelled: true }),
    );
    expect(breaks.longWeek).toMatchObject({ weekStart: '2026-06-15' });
    const long = breaks.longWeek!.staffId;
    const week = Array.from({ length: 7 }, (_, i) => addDays('2026-06-15', i));
    const worked = week.filter(
      (d) =>
        base.slots.some((s) => s.staffId === long && s.dayOfWeek === dayOfWeek(d)) ||
        [...plan.entries, ...breaks.entries].some((e) => e.staffId === long && e.date === d),
    );
    expect(worked.length).toBeGreaterThanOrEqual(DEMO_RULE_BREAKS.longWeekDays);
    for (const e of breaks.entries)
      expect(
        [...plan.entries, ...breaks.entries].filter((x) => x.date === e.date && x.staffId === e.staffId),
      ).toHaveLength(1);
  });

  it('makes no overrides before the pattern starts and skips what it cannot staff', () => {
    const plan = planDemo({
      ...base,
      pattern: { ...base.pattern, startDate: '2026-08-03' },
      staff: base.staff.slice(0, 2),
    });
    expect(plan.entries.filter((e) => e.entryType !== 'ONE_OFF')).toEqual([]);
    expect(plan.absences.length).toBeLessThanOrEqual(2);
  });
});

describe('openrota demo (command line)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());
  const env = () => ({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    APP_URL: 'http://rota.test',
    LOG_LEVEL: 'warn',
  });

  it('prints how to sign in: the URL, the email, the password once, and a one-use link on stdout', async () => {
    const io = capture();
    expect(await runCli(['demo'], io, env())).toBe(0);
    const text = io.stderr.join('\n');
    expect(text).toContain('Created workspace "Demo Ward" (demo-ward)');
    expect(text).toContain('Sign in at http://rota.test/login');
    expect(text).toContain(`email:    ${DEMO_EMAIL}`);
    expect(text).toMatch(/password: [a-z0-9]{4}(-[a-z0-9]{4}){3} {3}\(shown only this once\)/);
    expect(io.stdout).toHaveLength(1);
    expect(io.stdout[0]).toMatch(/^http:\/\/rota\.test\/login\?externalToken=/);

    const again = capture();
    expect(await runCli(['demo'], again, env())).toBe(0);
    expect(again.stderr.join('\n')).toContain('(demo-ward-2)');
    expect(again.stderr.join('\n')).toContain("password: the account's existing password");
  });

  it('explains wrong usage and an unknown --email user', async () => {
    let io = capture();
    expect(await runCli(['demo', 'extra'], io, env())).toBe(2);
    expect(io.stderr.join('\n')).toContain('Usage: openrota demo [--email <email>]');
    io = capture();
    expect(await runCli(['demo', '--email'], io, env())).toBe(2);
    io = capture();
    expect(await runCli(['demo', '--email', 'nobody@example.com'], io, env())).toBe(1);
    expect(io.stderr.join('\n')).toContain('User not found');
  });
});
