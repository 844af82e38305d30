import { randomBytes } from 'node:crypto';
import { addDays, startOfWeek, todayInTimeZone } from '@openrota/domain';
import type { AppContext, RequestMeta, WorkspaceContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { createWorkspaceFeed, issueStaffFeed } from '../calendar-feeds/calendar-feeds.service';
import { recordAudit } from '../audit/audit.service';
import { findUserByEmail, insertUserIfEmailFree } from '../auth/auth.service';
import { createExternalToken } from '../auth/external-token.service';
import { hashPassword } from '../auth/password';
import { importPattern } from '../rotation/import.service';
import { completeOnboarding } from '../workspaces/onboarding.service';
import { createWorkspace, timeZoneOf } from '../workspaces/workspaces.service';
// The ward of the import tests and the browser journeys: 4 shift types, 12 staff, 4 weeks.
// esbuild bundles the JSON into dist/main.js, so the built server needs no file beside it.
import ward from '../../../test/fixtures/ward.json';
import {
  DEMO_CONTRACT_HOURS,
  DEMO_LONG_WEEK_MAX_HOURS,
  planDemo,
  planRuleBreaks,
  type DemoPlan,
  type DemoRuleBreaks,
} from './demo-plan';
import { createContract, type ContractWriter } from '../working-time';
import { myShifts } from '../staff-portal/self-service.service';
import { createTrade, tradeCandidatesFor } from '../trades/trades.service';
import { seedAvailability } from '../availability/availability.service';
import * as repo from './demo.repository';

export const DEMO_WORKSPACE_NAME = 'Demo Ward';
export const DEMO_PATTERN_NAME = 'Ward 5 rotation';
export const DEMO_EMAIL = 'demo@openrota.local';
const DEMO_USER_NAME = 'Demo Planner';

export interface DemoResult {
  workspace: { id: string; name: string; slug: string };
  user: { id: string; email: string };
  /** Set only when this run created the account (printed once, never stored in clear). */
  password: string | null;
  /** A one-use login link into the demo workspace, valid 5 minutes. */
  loginUrl: string;
  loginUrlExpiresAt: string;
  /** The secret addresses of the demo member's calendar feed and the ward's (shown only here). */
  calendarFeeds: { member: { name: string; url: string }; workspace: string };
  appUrl: string;
  today: string;
  patternStartDate: string;
  counts: {
    staff: number;
    shiftTypes: number;
    slots: number;
    absences: number;
    overrides: number;
    oneOffs: number;
    claims: number;
    /** Contract periods (every member one, one member a second). */
    contracts: number;
    /** One-off shifts that break a working-time rule on purpose (a night then an early, a long week). */
    ruleBreakShifts: number;
    /** Pending shift trades (one swap offered, waiting for the colleague). */
    pendingTrades: number;
  };
}

const META: RequestMeta = { ipAddress: null, userAgent: 'openrota demo' };

/** A readable random password: 4 groups of 4 letters and digits (about 82 bits). */
function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(16);
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]!);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/**
 * The demo account: an existing user given by email (must exist), else demo@openrota.local,
 * created with a generated password on the first run and reused (password unchanged) after.
 */
async function demoUser(
  ctx: AppContext,
  email: string | undefined,
): Promise<{ id: string; email: string; password: string | null }> {
  if (email) {
    const user = await findUserByEmail(ctx.db, email.trim().toLowerCase());
    if (!user) throw AppError.notFound('user');
    return { id: user.id, email: user.email, password: null };
  }
  const existing = await findUserByEmail(ctx.db, DEMO_EMAIL);
  if (existing) return { id: existing.id, email: existing.email, password: null };
  const password = generatePassword();
  const now = ctx.clock.now();
  const created = await insertUserIfEmailFree(ctx.db, {
    email: DEMO_EMAIL,
    name: DEMO_USER_NAME,
    passwordHash: await hashPassword(password),
    language: 'en',
    termsAcceptedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  if (!created) {
    // Created by a concurrent run meanwhile: use it; that run printed the password.
    const again = await findUserByEmail(ctx.db, DEMO_EMAIL);
    if (!again) throw new Error('demo user vanished');
    return { id: again.id, email: again.email, password: null };
  }
  await recordAudit(
    ctx.db,
    {
      userId: created.id,
      action: 'CREATE',
      resource: 'USER',
      resourceId: created.id,
      resourceName: created.email,
      description: 'Demo account created by `openrota demo`',
    },
    META,
  );
  return { id: created.id, email: created.email, password };
}

/**
 * Creates a new "Demo Ward" workspace (every run a new one: demo-ward, demo-ward-2, …, so the
 * data is always relative to the day it was made and nothing existing is touched) with the ward
 * rotation imported through the real import service from the Monday four weeks before this
 * week, then a month of absences, overrides, one-offs and claims around today, and onboarding
 * marked complete.
 */
export async function seedDemo(ctx: AppContext, options: { email?: string } = {}): Promise<DemoResult> {
  const user = await demoUser(ctx, options.email);
  const workspace = await createWorkspace(ctx, user.id, { name: DEMO_WORKSPACE_NAME }, META);
  const ws: WorkspaceContext = { workspaceId: workspace.id, role: 'ADMIN', userId: user.id };
  // A demo shows every feature, and the ward's 12 staff exceed the FREE plan: Professional, no end date.
  await repo.setPlan(ctx.db, workspace.id, 'TEAM');
  const today = todayInTimeZone(ctx.clock.now().getTime(), await timeZoneOf(ctx.db, workspace.id));
  const patternStartDate = addDays(startOfWeek(today), -28);

  const imported = (
    await importPattern(
      ctx,
      ws,
      { data: ward, patternName: DEMO_PATTERN_NAME, startDate: patternStartDate },
      META,
    )
  ).result;
  const plan = await ctx.db.transaction(async (tx) => {
    const wid = workspace.id;
    const slotRows = await repo.slotsWithAssignments(tx, wid, imported.rotationPatternId);
    const staffRows = await repo.activeStaff(tx, wid);
    const skillRows = await repo.skillPairs(tx, wid);
    const typeRows = await repo.shiftTypeNames(tx, wid);

    const input = {
      today,
      pattern: { id: imported.rotationPatternId, startDate: patternStartDate, weekCount: ward.weekCount },
      slots: slotRows.map((s) => ({ ...s, staffId: s.staffId ?? null })),
      staff: staffRows.map((s) => ({
        ...s,
        skills: new Set(skillRows.filter((k) => k.staffId === s.id).map((k) => k.shiftTypeId)),
      })),
      shiftTypes: typeRows,
    };
    const plan: DemoPlan = planDemo(input);
    const breaks = planRuleBreaks(input, plan, startOfWeek);
    const now = ctx.clock.now();
    await repo.insertAbsences(
      tx,
      plan.absences.map((a) => ({
        workspaceId: wid,
        ...a,
        createdByUserId: user.id,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await repo.insertScheduleEntries(
      tx,
      [...plan.entries, ...breaks.entries].map((e) => ({
        workspaceId: wid,
        ...e,
        createdByUserId: e.createdByStaffId ? null : user.id,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const contracts = await insertContracts(
      tx,
      { workspaceId: wid, userId: user.id, now, meta: META },
      {
        staffIds: staffRows.map((s) => s.id),
        today,
        patternStartDate,
        breaks,
      },
    );
    // Availability (packages/domain/src/availability.ts): two members' preferences every week and
    // one member's course day next week, which the pickers and the checker show.
    const [first, second, third] = staffRows;
    await seedAvailability(tx, wid, now, today, {
      weeks: [
        ...(first
          ? [
              {
                staffId: first.id,
                effectiveFrom: today,
                rules: [5, 6].map((dayOfWeek) => ({
                  dayOfWeek,
                  startTime: null,
                  endTime: null,
                  kind: 'RATHER_NOT' as const,
                  note: 'Weekends with the family',
                })),
              },
            ]
          : []),
        ...(second
          ? [
              {
                staffId: second.id,
                effectiveFrom: today,
                rules: [0, 2].map((dayOfWeek) => ({
                  dayOfWeek,
                  startTime: null,
                  endTime: null,
                  kind: 'PREFERRED' as const,
                  note: null,
                })),
              },
            ]
          : []),
      ],
      exceptions: third
        ? [{ staffId: third.id, date: addDays(today, 9), kind: 'UNAVAILABLE', note: 'Course' }]
        : [],
    });
    await completeOnboarding(tx, wid, now);
    await recordAudit(
      tx,
      {
        workspaceId: wid,
        userId: user.id,
        action: 'CREATE',
        resource: 'WORKSPACE',
        resourceId: wid,
        resourceName: workspace.name,
        description: `Demo data added: ${plan.absences.length} absences, ${plan.entries.length} schedule entries`,
        metadata: { absences: plan.absences.length, scheduleEntries: plan.entries.length },
      },
      META,
    );
    return {
      plan,
      breaks,
      contracts,
      feedMember: staffRows[0]!,
      staff: staffRows.length,
      shiftTypes: typeRows.length,
      slots: slotRows.length,
    };
  });

  const pendingTrades = await offerDemoSwap(ctx, workspace.id, today);
  const token = await createExternalToken(ctx, user.id, workspace.id);
  // A calendar feed for a demo member and one of the whole ward (docs/adr/0011-calendar-feeds.md).
  const memberFeed = await issueStaffFeed(
    ctx,
    workspace.id,
    plan.feedMember.id,
    'en',
    { userId: user.id },
    META,
  );
  const wardFeed = await createWorkspaceFeed(ctx, ws, {}, 'en', META);
  const count = (type: string, pred: (e: DemoPlan['entries'][number]) => boolean = () => true) =>
    plan.plan.entries.filter((e) => e.entryType === type && pred(e)).length;
  return {
    workspace: { id: workspace.id, name: workspace.name, slug: workspace.slug },
    user: { id: user.id, email: user.email },
    password: user.password,
    loginUrl: token.url,
    loginUrlExpiresAt: token.expiresAt,
    calendarFeeds: {
      member: { name: plan.feedMember.name, url: memberFeed.httpsUrl },
      workspace: wardFeed.httpsUrl,
    },
    appUrl: ctx.config.appUrl,
    today,
    patternStartDate,
    counts: {
      staff: plan.staff,
      shiftTypes: plan.shiftTypes,
      slots: plan.slots,
      absences: plan.plan.absences.length,
      overrides: count('OVERRIDE'),
      oneOffs: count('ONE_OFF'),
      claims: count('CLAIMED'),
      contracts: plan.contracts,
      ruleBreakShifts: plan.breaks.entries.length,
      pendingTrades,
    },
  };
}

/**
 * One pending swap: the first member (in name order) with a shift from three days ahead that a
 * colleague may swap for one of theirs (the trade rule, both sides) offers it through the trades
 * service, as the staff dashboard would; no mail is sent. 0 when no such pair exists.
 */
async function offerDemoSwap(ctx: AppContext, workspaceId: string, today: string): Promise<number> {
  const members = await repo.activeStaff(ctx.db, workspaceId);
  for (const member of [...members].sort((a, b) => a.name.localeCompare(b.name))) {
    const staff = { workspaceId, staffId: member.id };
    const shifts = (await myShifts(ctx, staff)).upcomingShifts.filter((s) => s.date >= addDays(today, 3));
    for (const shift of shifts.slice(0, 3)) {
      const { candidates } = await tradeCandidatesFor(
        ctx,
        staff,
        { kind: 'SWAP', date: shift.date, shiftId: shift.id },
        'en',
      );
      const option = candidates.flatMap((c) => c.options).find((o) => o.eligible);
      if (!option) continue;
      await createTrade(
        ctx,
        staff,
        {
          kind: 'SWAP',
          shift: { date: shift.date, shiftId: shift.id },
          swapShifts: [{ date: option.shift.date, shiftId: option.shift.shiftId }],
          note: 'Family visit that weekend; happy to take your shift instead.',
        },
        META,
        'en',
        { mail: false },
      );
      return 1;
    }
  }
  return 0;
}

/**
 * Every demo member a contract from 1 January of last year (24 to 36 hours a week); the first
 * went from 36 to 32 hours when the rotation started (a history of two periods); the member of
 * the long week has a cap of DEMO_LONG_WEEK_MAX_HOURS a week that their long week goes over.
 */
async function insertContracts(
  tx: DbOrTx,
  writer: ContractWriter,
  o: { staffIds: string[]; today: string; patternStartDate: string; breaks: DemoRuleBreaks },
): Promise<number> {
  const startsOn = `${Number(o.today.slice(0, 4)) - 1}-01-01`;
  let n = 0;
  for (const [i, staffId] of o.staffIds.entries()) {
    const periods: Array<{ startsOn: string; hoursPerWeek: number }> = [
      { startsOn, hoursPerWeek: DEMO_CONTRACT_HOURS[i % DEMO_CONTRACT_HOURS.length]! },
    ];
    if (i === 0) periods.push({ startsOn: o.patternStartDate, hoursPerWeek: 32 });
    for (const [k, period] of periods.entries()) {
      // The cap belongs to the period in force in the long week: the latest.
      const capped = o.breaks.longWeek?.staffId === staffId && k === periods.length - 1;
      await createContract(tx, writer, staffId, {
        ...period,
        ...(capped ? { maxHoursPerPeriod: DEMO_LONG_WEEK_MAX_HOURS, period: 'WEEK' as const } : {}),
      });
      n++;
    }
  }
  return n;
}

/** How the `demo` command reports: explanations on stderr, the one-use link (the result) on stdout. */
export function printDemoResult(
  r: DemoResult,
  io: { out(line: string): void; err(line: string): void },
): void {
  const c = r.counts;
  io.err(
    `Created workspace "${r.workspace.name}" (${r.workspace.slug}): the ward rotation from ${r.patternStartDate}, today is ${r.today}.`,
  );
  io.err(
    `  ${c.staff} staff, ${c.shiftTypes} shift types, ${c.slots} requirements; ${c.absences} absences, ${c.overrides} overrides, ${c.oneOffs} one-off shifts, ${c.claims} claimed shifts, ${c.pendingTrades} pending shift swap.`,
  );
  io.err(
    `  ${c.contracts} contract periods; ${c.ruleBreakShifts} extra shifts break working-time rules on purpose (a night followed by an early shift, a long week).`,
  );
  io.err(`  Calendar feed of ${r.calendarFeeds.member.name}: ${r.calendarFeeds.member.url}`);
  io.err(`  Calendar feed of the whole ward: ${r.calendarFeeds.workspace}`);
  io.err('');
  io.err(`Sign in at ${r.appUrl}/login`);
  io.err(`  email:    ${r.user.email}`);
  if (r.password) io.err(`  password: ${r.password}   (shown only this once)`);
  else io.err(`  password: the account's existing password (this run did not change it)`);
  io.err(
    `or open this one-use link (valid until ${r.loginUrlExpiresAt}; \`npm run openrota -- external-token ${r.user.email}\` mints a new one):`,
  );
  io.out(r.loginUrl);
}
