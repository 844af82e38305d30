import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { addDays } from '@openrota/domain';
import { autoFillRuns, staff, workspaces } from '../src/db/schema';
import { call, type TestApp } from './helpers';
import { addWorkspaceMember, registerUser } from './factories';
import {
  insertAbsence,
  insertStoredEntry,
  scheduleWorkspace,
  type ScheduleWorkspace,
} from './schedule-factories';
import { enableStaffLogin, insertStaffSession } from './staff-portal-factories';

/**
 * One successful call of every mutating API route (POST, PUT, PATCH, DELETE in `app.apiRoutes`)
 * on a fresh workspace (`scheduleWorkspace`, on the TEAM plan), or the reason a route has none
 * (`exempt`). The audit-coverage test checks that each writes an audit row, the
 * schedule-version-coverage test that each one that changes a computed schedule raises the
 * schedule version. A new route that is in neither list fails both.
 */

export type Scope =
  /** A row of the fresh workspace. */
  | 'workspace'
  /** A row of the acting user (account-level calls outside a workspace). */
  | 'user';

export interface Recipe {
  scope?: Scope;
  /** Sets up what the call needs, then answers the call to make (rows are counted in between). */
  prepare: (w: Fresh) => Promise<() => Promise<LightMyRequestResponse>>;
}

export type Fresh = ScheduleWorkspace & { t: TestApp };

const inWs = (w: Fresh, body?: unknown) => ({
  token: w.admin.token,
  workspaceId: w.workspace.id,
  ...(body !== undefined ? { body } : {}),
});
const req = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => async (w: Fresh) => () =>
  call(w.t.app, method, url, inWs(w, body));
const pat = (w: Fresh) => `/api/rotation-patterns/${w.pattern.id}`;

/** The token of the last mail to `to` (reset and invitation links carry it as ?token=). */
function mailedToken(t: TestApp, to: string): string {
  const text = t.mailer.lastTo(to)?.text ?? '';
  const match = /[?&]token=([^\s&]+)/.exec(text);
  if (!match) throw new Error(`no token in the mail to ${to}`);
  return decodeURIComponent(match[1]!);
}

async function invite(w: Fresh, email: string, role = 'MANAGER') {
  const res = await call(
    w.t.app,
    'POST',
    `/api/workspaces/${w.workspace.id}/invitations`,
    inWs(w, { email, role }),
  );
  if (res.statusCode !== 201) throw new Error(`invite failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string };
}

/** Calls as Nina (Night) with a staff session, staff login on (TEAM, 30-day claim window). */
async function asNina(w: Fresh) {
  await enableStaffLogin(w.t, w.workspace.id, { maxSelfPlanningDays: 30 });
  const token = await insertStaffSession(w.t, w.workspace.id, w.nina.id);
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    call(w.t.app, method, url, { token, ...(body !== undefined ? { body } : {}) });
}

/** Staff login on; Anna's and Bram's staff sessions and Anna's next shift (as a trade names it). */
async function annasShift(w: Fresh) {
  await enableStaffLogin(w.t, w.workspace.id, { maxSelfPlanningDays: 30 });
  const session = async (staffId: string) => {
    const token = await insertStaffSession(w.t, w.workspace.id, staffId);
    return (method: 'GET' | 'POST', url: string, body?: unknown) =>
      call(w.t.app, method, url, { token, ...(body !== undefined ? { body } : {}) });
  };
  const anna = await session(w.anna.id);
  const bram = await session(w.bram.id);
  const next = (await anna('GET', '/api/staff-auth/my-shifts')).json().upcomingShifts[1];
  return { anna, bram, shift: { date: next.date as string, shiftId: next.id as string } };
}

/** Anna's next shift offered to give away. */
async function annasOffer(w: Fresh) {
  const { anna, bram, shift } = await annasShift(w);
  const res = await anna('POST', '/api/staff-auth/trades', { kind: 'GIVE_AWAY', shift });
  if (res.statusCode !== 201) throw new Error(`offer failed: ${res.statusCode} ${res.body}`);
  return { id: res.json().data.id as string, anna, bram };
}

/**
 * A READY auto-fill run stored directly: its proposal gives the open Night of Tuesday 2026-01-13
 * (the pattern's unassigned week-2 slot) to Nina.
 */
async function readyRun(w: Fresh, status: 'READY' | 'QUEUED' = 'READY') {
  const slotId = `rotation:${w.nightSlot.id}:2026-01-13`;
  const [row] = await w.t.database.db
    .insert(autoFillRuns)
    .values({
      workspaceId: w.workspace.id,
      mode: 'OPEN_SHIFTS',
      status,
      startDate: '2026-01-12',
      endDate: '2026-01-18',
      timeLimitSeconds: 10,
      progress: { elapsedSeconds: 1, slots: 1, bestObjective: 0, uncovered: 0, bound: 0 },
      proposal:
        status === 'READY'
          ? {
              slots: [
                {
                  slotId,
                  date: '2026-01-13',
                  shiftTypeId: w.night.id,
                  rotationSlotId: w.nightSlot.id,
                  scheduleEntryId: null,
                  previousStaffId: null,
                },
              ],
              assignments: [
                {
                  slotId,
                  personId: w.nina.id,
                  name: 'Nina Bakker',
                  reasons: ['SKILLED', 'AVAILABLE', 'RULES_KEPT'],
                  minutesAfter: 480,
                  targetMinutes: null,
                  cost: 0,
                  runnersUp: [],
                  excluded: [],
                },
              ],
              unfilled: [],
              recheckViolations: 0,
            }
          : null,
      heartbeatAt: w.t.clock.now(),
      createdAt: w.t.clock.now(),
    })
    .returning();
  return row!.id;
}

export const recipes: Record<string, Recipe> = {
  // Account (issue 2).
  'POST /api/auth/register': {
    scope: 'user',
    // The row is the new account's: counted for the user the call creates (see the test).
    prepare: async (w) => () =>
      call(w.t.app, 'POST', '/api/auth/register', {
        body: {
          email: `new-${w.workspace.id}@example.com`,
          password: 'correct horse battery',
          name: 'New Person',
          termsAccepted: true,
        },
        ip: '10.77.0.1',
      }),
  },
  'POST /api/auth/login': {
    scope: 'user',
    prepare: async (w) => () =>
      call(w.t.app, 'POST', '/api/auth/login', {
        body: { email: w.admin.email, password: w.admin.password },
        ip: '10.77.0.2',
      }),
  },
  'POST /api/auth/logout': {
    scope: 'user',
    prepare: async (w) => () => call(w.t.app, 'POST', '/api/auth/logout', { token: w.admin.token }),
  },
  'POST /api/auth/forgot-password': {
    scope: 'user',
    prepare: async (w) => () =>
      call(w.t.app, 'POST', '/api/auth/forgot-password', { body: { email: w.admin.email }, ip: '10.77.0.3' }),
  },
  'POST /api/auth/reset-password': {
    scope: 'user',
    prepare: async (w) => {
      await call(w.t.app, 'POST', '/api/auth/forgot-password', {
        body: { email: w.admin.email },
        ip: '10.77.0.4',
      });
      const token = mailedToken(w.t, w.admin.email);
      return () =>
        call(w.t.app, 'POST', '/api/auth/reset-password', {
          body: { token, password: 'another horse battery' },
          ip: '10.77.0.4',
        });
    },
  },
  'PUT /api/users/:id': {
    scope: 'user',
    prepare: async (w) => () =>
      call(w.t.app, 'PUT', `/api/users/${w.admin.user.id}`, inWs(w, { language: 'nl' })),
  },
  'POST /api/workspaces': {
    scope: 'user',
    prepare: async (w) => () =>
      call(w.t.app, 'POST', '/api/workspaces', { token: w.admin.token, body: { name: 'Second Ward' } }),
  },
  'PUT /api/workspaces/:id/onboarding': {
    prepare: async (w) => () => call(w.t.app, 'PUT', `/api/workspaces/${w.workspace.id}/onboarding`, inWs(w)),
  },
  'POST /api/workspaces/:id/backup': {
    prepare: async (w) => () => call(w.t.app, 'POST', `/api/workspaces/${w.workspace.id}/backup`, inWs(w)),
  },
  'POST /api/workspaces/restore': {
    scope: 'user',
    prepare: async (w) => {
      const backupData = JSON.parse(
        (await call(w.t.app, 'POST', `/api/workspaces/${w.workspace.id}/backup`, inWs(w))).body,
      );
      return () =>
        call(w.t.app, 'POST', '/api/workspaces/restore', {
          token: w.admin.token,
          body: { name: 'Restored Ward', backupData },
        });
    },
  },

  // Master data (issue 3).
  'POST /api/shift-types': {
    prepare: req('POST', '/api/shift-types', { name: 'Late', startTime: '15:00', endTime: '23:00' }),
  },
  'PUT /api/shift-types/:id': {
    prepare: async (w) => req('PUT', `/api/shift-types/${w.early.id}`, { name: 'Early Bird' })(w),
  },
  'DELETE /api/shift-types/:id': {
    prepare: async (w) => {
      const res = await call(w.t.app, 'POST', '/api/shift-types', inWs(w, { name: 'Spare' }));
      return req('DELETE', `/api/shift-types/${res.json().data.id}`)(w);
    },
  },
  'POST /api/shift-types/reorder': {
    prepare: async (w) =>
      req('POST', '/api/shift-types/reorder', { shiftTypeIds: [w.night.id, w.early.id] })(w),
  },
  'POST /api/staff': { prepare: req('POST', '/api/staff', { name: 'New Starter' }) },
  'POST /api/staff/import': {
    prepare: async (w) => () =>
      call(w.t.app, 'POST', '/api/staff/import', {
        ...inWs(w),
        body: 'Name,Contract hours\nNew Starter,32',
        headers: { 'content-type': 'text/csv' },
      }),
  },
  'PUT /api/staff/:id': {
    prepare: async (w) => req('PUT', `/api/staff/${w.bram.id}`, { name: 'Bram J.' })(w),
  },
  'DELETE /api/staff/:id': { prepare: async (w) => req('DELETE', `/api/staff/${w.ivo.id}`)(w) },
  'PUT /api/staff/:id/skills': {
    prepare: async (w) => req('PUT', `/api/staff/${w.bram.id}/skills`, [w.early.id, w.night.id])(w),
  },
  'POST /api/staff/:id/skills': {
    prepare: async (w) => req('POST', `/api/staff/${w.bram.id}/skills`, { shiftTypeId: w.night.id })(w),
  },
  'DELETE /api/staff/:id/skills/:skillId': {
    prepare: async (w) => {
      const list = (await call(w.t.app, 'GET', '/api/staff', inWs(w))).json().data as Array<{
        id: string;
        skills: Array<{ id: string }>;
      }>;
      const skillId = list.find((s) => s.id === w.bram.id)!.skills[0]!.id;
      return req('DELETE', `/api/staff/${w.bram.id}/skills/${skillId}`)(w);
    },
  },

  // Rotation (issue 3).
  'POST /api/rotation-patterns': {
    prepare: req('POST', '/api/rotation-patterns', { name: 'Summer', startDate: '2026-06-01', weekCount: 1 }),
  },
  'PUT /api/rotation-patterns/:id': { prepare: async (w) => req('PUT', pat(w), { name: 'Ward Rota 2' })(w) },
  'DELETE /api/rotation-patterns/:id': { prepare: async (w) => req('DELETE', pat(w))(w) },
  'POST /api/rotation-patterns/:id/duplicate': {
    // The copy puts the same people on the same days: double bookings, acknowledged with a reason.
    prepare: async (w) =>
      req('POST', `${pat(w)}/duplicate`, {
        name: 'Copy',
        startDate: '2026-07-06',
        acknowledgeViolations: { reason: 'A second team on the same rota' },
      })(w),
  },
  'POST /api/rotation-patterns/import': {
    prepare: req('POST', '/api/rotation-patterns/import', {
      patternName: 'Imported',
      data: { format: 'openrota-rotation', version: 1, weekCount: 1, slots: [] },
    }),
  },
  'POST /api/rotation-patterns/:id/slots': {
    prepare: async (w) =>
      req('POST', `${pat(w)}/slots`, { weekNumber: 1, dayOfWeek: 3, shiftTypeId: w.early.id })(w),
  },
  'PUT /api/rotation-patterns/:id/slots/:slotId': {
    prepare: async (w) => req('PUT', `${pat(w)}/slots/${w.nightSlot.id}`, { isOptional: false })(w),
  },
  'DELETE /api/rotation-patterns/:id/slots/:slotId': {
    prepare: async (w) => req('DELETE', `${pat(w)}/slots/${w.nightSlot.id}`)(w),
  },
  'POST /api/rotation-patterns/:id/slots/:slotId/assignments': {
    prepare: async (w) =>
      req('POST', `${pat(w)}/slots/${w.nightSlot.id}/assignments`, { staffId: w.nina.id })(w),
  },
  'DELETE /api/rotation-patterns/:id/slots/:slotId/assignments/:assignmentId': {
    prepare: async (w) => {
      const slots = (await call(w.t.app, 'GET', `${pat(w)}/slots`, inWs(w))).json().data as Array<{
        id: string;
        assignments: Array<{ id: string }>;
      }>;
      const assignmentId = slots.find((s) => s.id === w.earlySlot.id)!.assignments[0]!.id;
      return req('DELETE', `${pat(w)}/slots/${w.earlySlot.id}/assignments/${assignmentId}`)(w);
    },
  },
  'POST /api/rotation-patterns/:id/assignments': {
    prepare: async (w) =>
      req('POST', `${pat(w)}/assignments`, {
        weekNumber: 1,
        dayOfWeek: 4,
        shiftTypeId: w.early.id,
        staffId: w.bram.id,
      })(w),
  },
  'DELETE /api/rotation-patterns/:id/assignments/:assignmentId': {
    prepare: async (w) => {
      const res = await call(
        w.t.app,
        'POST',
        `${pat(w)}/assignments`,
        inWs(w, { weekNumber: 1, dayOfWeek: 4, shiftTypeId: w.early.id, staffId: w.bram.id }),
      );
      return req('DELETE', `${pat(w)}/assignments/${res.json().data.id}`)(w);
    },
  },

  // Schedule and absences (issue 4).
  'POST /api/schedules/entries': {
    prepare: async (w) =>
      req('POST', '/api/schedules/entries', {
        date: '2026-01-07',
        shiftTypeId: w.early.id,
        staffId: w.bram.id,
      })(w),
  },
  'PUT /api/schedules/entries/:id': {
    prepare: async (w) => {
      const entry = await insertStoredEntry(w.t, w.workspace.id, {
        date: '2026-01-08',
        shiftTypeId: w.early.id,
        staffId: w.bram.id,
      });
      return req('PUT', `/api/schedules/entries/${entry.id}`, { staffId: w.anna.id })(w);
    },
  },
  'DELETE /api/schedules/entries/:id': {
    prepare: async (w) => {
      const entry = await insertStoredEntry(w.t, w.workspace.id, {
        date: '2026-01-08',
        shiftTypeId: w.early.id,
        staffId: w.bram.id,
      });
      return req('DELETE', `/api/schedules/entries/${entry.id}`)(w);
    },
  },
  'POST /api/schedules/one-off': {
    prepare: async (w) =>
      req('POST', '/api/schedules/one-off', {
        date: '2026-01-09',
        shiftTypeId: w.early.id,
        staffId: w.bram.id,
      })(w),
  },
  'POST /api/schedules/override': {
    prepare: async (w) =>
      req('POST', '/api/schedules/override', {
        date: '2026-01-05',
        shiftTypeId: w.early.id,
        rotationSlotId: w.earlySlot.id,
        originalStaffId: w.anna.id,
        staffId: w.bram.id,
      })(w),
  },
  'POST /api/absences': {
    prepare: async (w) =>
      req('POST', '/api/absences', { staffId: w.bram.id, startDate: '2026-01-12', endDate: '2026-01-13' })(w),
  },
  'PUT /api/absences/:id': {
    prepare: async (w) => {
      const absence = await insertAbsence(w.t, w.workspace.id, {
        staffId: w.bram.id,
        startDate: '2026-01-12',
      });
      return req('PUT', `/api/absences/${absence.id}`, { endDate: '2026-01-14' })(w);
    },
  },
  'DELETE /api/absences/:id': {
    prepare: async (w) => {
      const absence = await insertAbsence(w.t, w.workspace.id, {
        staffId: w.bram.id,
        startDate: '2026-01-12',
      });
      return req('DELETE', `/api/absences/${absence.id}`)(w);
    },
  },

  // Running a workspace (issue 6).
  'POST /api/workspaces/:id/start-trial': {
    prepare: async (w) => {
      // Only a FREE workspace can start its trial (the fresh workspace is TEAM, see below).
      await w.t.database.db
        .update(workspaces)
        .set({ plan: 'FREE', renewalDate: null })
        .where(eq(workspaces.id, w.workspace.id));
      return req('POST', `/api/workspaces/${w.workspace.id}/start-trial`, { plan: 'START' })(w);
    },
  },
  'PUT /api/workspaces/:id/settings': {
    prepare: async (w) =>
      req('PUT', `/api/workspaces/${w.workspace.id}/settings`, { name: 'Renamed Ward' })(w),
  },
  'PUT /api/workspaces/:id/members/:userId': {
    prepare: async (w) => {
      const member = await addWorkspaceMember(w.t, w.workspace.id, 'STAFF');
      return req('PUT', `/api/workspaces/${w.workspace.id}/members/${member.user.id}`, { role: 'MANAGER' })(
        w,
      );
    },
  },
  'DELETE /api/workspaces/:id/members/:userId': {
    prepare: async (w) => {
      const member = await addWorkspaceMember(w.t, w.workspace.id, 'STAFF');
      return req('DELETE', `/api/workspaces/${w.workspace.id}/members/${member.user.id}`)(w);
    },
  },
  'POST /api/workspaces/:id/invitations': {
    prepare: async (w) =>
      req('POST', `/api/workspaces/${w.workspace.id}/invitations`, {
        email: 'invitee@example.com',
        role: 'MANAGER',
      })(w),
  },
  'DELETE /api/workspaces/:id/invitations/:invitationId': {
    prepare: async (w) => {
      const invitation = await invite(w, 'revoked@example.com');
      return req('DELETE', `/api/workspaces/${w.workspace.id}/invitations/${invitation.id}`)(w);
    },
  },
  'PUT /api/email/settings': {
    prepare: req('PUT', '/api/email/settings', { upcomingShiftsEmail: true, summaryEmailDay: 5 }),
  },
  'POST /api/invitations/accept': {
    prepare: async (w) => {
      const invitee = await registerUser(w.t.app);
      await invite(w, invitee.email);
      const token = mailedToken(w.t, invitee.email);
      return () =>
        call(w.t.app, 'POST', '/api/invitations/accept', { token: invitee.token, body: { token } });
    },
  },
  // Staff self-service (issue 5): Nina, signed in with a staff session, as the actor.
  'POST /api/staff-auth/claim-shift': {
    prepare: async (w) => {
      const nina = await asNina(w);
      const open = (await nina('GET', '/api/staff-auth/available-shifts')).json().availableSlots[0];
      return () =>
        nina('POST', '/api/staff-auth/claim-shift', { rotationSlotId: open.rotationSlotId, date: open.date });
    },
  },
  'POST /api/staff-auth/claim-one-off-shift': {
    prepare: async (w) => {
      const nina = await asNina(w);
      const today: string = (await nina('GET', '/api/staff-auth/available-shifts')).json().today;
      const oneOff = await insertStoredEntry(w.t, w.workspace.id, {
        date: addDays(today, 1),
        shiftTypeId: w.night.id,
      });
      return () => nina('POST', '/api/staff-auth/claim-one-off-shift', { scheduleEntryId: oneOff.id });
    },
  },
  'POST /api/staff-auth/absence': {
    prepare: async (w) => {
      const nina = await asNina(w);
      const today: string = (await nina('GET', '/api/staff-auth/available-shifts')).json().today;
      return () =>
        nina('POST', '/api/staff-auth/absence', {
          startDate: addDays(today, 10),
          endDate: addDays(today, 11),
        });
    },
  },
  'DELETE /api/staff-auth/absence/:id': {
    prepare: async (w) => {
      const nina = await asNina(w);
      const today: string = (await nina('GET', '/api/staff-auth/available-shifts')).json().today;
      const absence = await insertAbsence(w.t, w.workspace.id, {
        staffId: w.nina.id,
        startDate: addDays(today, 10),
      });
      return () => nina('DELETE', `/api/staff-auth/absence/${absence.id}`);
    },
  },
  // Staff sign-in (issue 5): Bram asks for a code by email, signs in with it, signs out.
  'POST /api/staff-auth/send-code': {
    prepare: async (w) => {
      const email = await staffEmail(w);
      return () =>
        call(w.t.app, 'POST', '/api/staff-auth/send-code', {
          body: { email, workspaceId: w.workspace.id },
          ip: '10.77.5.1',
        });
    },
  },
  'POST /api/staff-auth/verify-code': {
    prepare: async (w) => {
      const email = await staffEmail(w);
      await call(w.t.app, 'POST', '/api/staff-auth/send-code', {
        body: { email, workspaceId: w.workspace.id },
        ip: '10.77.5.2',
      });
      const code = /^(\d{6})$/m.exec(w.t.mailer.lastTo(email)?.text ?? '')?.[1];
      return () =>
        call(w.t.app, 'POST', '/api/staff-auth/verify-code', {
          body: { email, workspaceId: w.workspace.id, code },
          ip: '10.77.5.2',
        });
    },
  },
  'POST /api/staff-auth/logout': {
    prepare: async (w) => {
      await enableStaffLogin(w.t, w.workspace.id);
      const token = await insertStaffSession(w.t, w.workspace.id, w.bram.id);
      return () => call(w.t.app, 'POST', '/api/staff-auth/logout', { token });
    },
  },
  // Shift trades (issue 15 §2): Anna offers her next shift, Bram (skilled, free) takes it.
  'POST /api/staff-auth/trades': {
    prepare: async (w) => {
      const { anna, shift } = await annasShift(w);
      return () => anna('POST', '/api/staff-auth/trades', { kind: 'GIVE_AWAY', shift });
    },
  },
  'POST /api/staff-auth/trades/:id/accept': {
    prepare: async (w) => {
      const { id, bram } = await annasOffer(w);
      return () => bram('POST', `/api/staff-auth/trades/${id}/accept`, {});
    },
  },
  'POST /api/staff-auth/trades/:id/withdraw': {
    prepare: async (w) => {
      const { id, anna } = await annasOffer(w);
      return () => anna('POST', `/api/staff-auth/trades/${id}/withdraw`);
    },
  },
  'POST /api/trades/:id/approve': {
    prepare: async (w) => {
      const { id, bram } = await annasOffer(w);
      const accepted = await bram('POST', `/api/staff-auth/trades/${id}/accept`, {});
      if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
      return req('POST', `/api/trades/${id}/approve`)(w);
    },
  },
  'POST /api/trades/:id/refuse': {
    prepare: async (w) =>
      req('POST', `/api/trades/${(await annasOffer(w)).id}/refuse`, { reason: 'Needed' })(w),
  },
  'PUT /api/trades/settings': { prepare: req('PUT', '/api/trades/settings', { approval: 'AUTOMATIC' }) },
  // Working time (issue 12): rule sets, contract periods and public holidays.
  'POST /api/rule-sets': { prepare: req('POST', '/api/rule-sets', { name: 'EU', preset: 'EU_WTD' }) },
  'PUT /api/rule-sets/:id': {
    prepare: async (w) => req('PUT', `/api/rule-sets/${(await defaultRuleSet(w)).id}`, { name: 'ATW 2' })(w),
  },
  'DELETE /api/rule-sets/:id': {
    prepare: async (w) => req('DELETE', `/api/rule-sets/${(await newRuleSet(w)).id}`)(w),
  },
  'POST /api/rule-sets/:id/default': {
    prepare: async (w) => req('POST', `/api/rule-sets/${(await newRuleSet(w)).id}/default`)(w),
  },
  'POST /api/staff/:id/contracts': {
    prepare: async (w) =>
      req('POST', `/api/staff/${w.bram.id}/contracts`, { startsOn: '2026-01-01', hoursPerWeek: 36 })(w),
  },
  'PUT /api/staff/:id/contracts/:contractId': {
    prepare: async (w) => {
      const contract = await newContract(w);
      return req('PUT', `/api/staff/${w.bram.id}/contracts/${contract.id}`, { hoursPerWeek: 32 })(w);
    },
  },
  'DELETE /api/staff/:id/contracts/:contractId': {
    prepare: async (w) => req('DELETE', `/api/staff/${w.bram.id}/contracts/${(await newContract(w)).id}`)(w),
  },
  'POST /api/holidays': { prepare: req('POST', '/api/holidays', { date: '2026-03-17', name: 'Ward day' }) },
  'DELETE /api/holidays/:id': {
    prepare: async (w) => {
      const added = await call(
        w.t.app,
        'POST',
        '/api/holidays',
        inWs(w, { date: '2026-03-18', name: 'Spare' }),
      );
      return req('DELETE', `/api/holidays/${added.json().data.id}`)(w);
    },
  },
  'POST /api/holidays/reset': { prepare: req('POST', '/api/holidays/reset?year=2026') },
  // Auto-fill (issue 16): a run started, stopped, its proposal applied, undone or discarded.
  'POST /api/auto-fill': {
    prepare: req('POST', '/api/auto-fill', { startDate: '2026-01-12', endDate: '2026-01-18' }),
  },
  'POST /api/auto-fill/:id/stop': {
    prepare: async (w) => req('POST', `/api/auto-fill/${await readyRun(w, 'QUEUED')}/stop`)(w),
  },
  'POST /api/auto-fill/:id/apply': {
    prepare: async (w) => req('POST', `/api/auto-fill/${await readyRun(w)}/apply`, {})(w),
  },
  'POST /api/auto-fill/:id/undo': {
    prepare: async (w) => {
      const id = await readyRun(w);
      const applied = await call(w.t.app, 'POST', `/api/auto-fill/${id}/apply`, inWs(w, {}));
      if (applied.json().data?.applied?.length !== 1) throw new Error(`apply failed: ${applied.body}`);
      return req('POST', `/api/auto-fill/${id}/undo`)(w);
    },
  },
  'POST /api/auto-fill/:id/discard': {
    prepare: async (w) => req('POST', `/api/auto-fill/${await readyRun(w)}/discard`)(w),
  },
  // Calendar feeds (issue 15 §3): made, rotated and turned off by the member or a manager.
  'POST /api/staff-auth/calendar-feed': {
    prepare: async (w) => {
      const nina = await asNina(w);
      return () => nina('POST', '/api/staff-auth/calendar-feed');
    },
  },
  'DELETE /api/staff-auth/calendar-feed': {
    prepare: async (w) => {
      const nina = await asNina(w);
      await nina('POST', '/api/staff-auth/calendar-feed');
      return () => nina('DELETE', '/api/staff-auth/calendar-feed');
    },
  },
  'POST /api/staff/:id/calendar-feed': {
    prepare: async (w) => req('POST', `/api/staff/${w.nina.id}/calendar-feed`)(w),
  },
  'DELETE /api/staff/:id/calendar-feed': {
    prepare: async (w) => {
      await call(w.t.app, 'POST', `/api/staff/${w.nina.id}/calendar-feed`, inWs(w));
      return () => call(w.t.app, 'DELETE', `/api/staff/${w.nina.id}/calendar-feed`, inWs(w));
    },
  },
  'POST /api/calendar-feeds': { prepare: async (w) => req('POST', '/api/calendar-feeds', {})(w) },
  'POST /api/calendar-feeds/:id/rotate': {
    prepare: async (w) => {
      const id = (await call(w.t.app, 'POST', '/api/calendar-feeds', inWs(w, {}))).json().data.id as string;
      return () => call(w.t.app, 'POST', `/api/calendar-feeds/${id}/rotate`, inWs(w));
    },
  },
  'DELETE /api/calendar-feeds/:id': {
    prepare: async (w) => {
      const id = (await call(w.t.app, 'POST', '/api/calendar-feeds', inWs(w, {}))).json().data.id as string;
      return () => call(w.t.app, 'DELETE', `/api/calendar-feeds/${id}`, inWs(w));
    },
  },
  // Availability (issue 15): Bram's by the admin, Nina's own through the staff portal.
  'PUT /api/staff/:id/availability/week': {
    prepare: async (w) =>
      req('PUT', `/api/staff/${w.bram.id}/availability/week`, {
        rules: [{ dayOfWeek: 1, kind: 'UNAVAILABLE', note: 'course' }],
      })(w),
  },
  'PUT /api/staff/:id/availability/exceptions/:date': {
    prepare: async (w) =>
      req('PUT', `/api/staff/${w.bram.id}/availability/exceptions/${AVAILABILITY_DATE}`, {
        kind: 'UNAVAILABLE',
      })(w),
  },
  'DELETE /api/staff/:id/availability/exceptions/:date': {
    prepare: async (w) => {
      await call(
        w.t.app,
        'PUT',
        `/api/staff/${w.bram.id}/availability/exceptions/${AVAILABILITY_DATE}`,
        inWs(w, { kind: 'UNAVAILABLE' }),
      );
      return req('DELETE', `/api/staff/${w.bram.id}/availability/exceptions/${AVAILABILITY_DATE}`)(w);
    },
  },
  'POST /api/availability/requests/:id/approve': {
    prepare: async (w) => req('POST', `/api/availability/requests/${await pendingRequest(w)}/approve`)(w),
  },
  'POST /api/availability/requests/:id/refuse': {
    prepare: async (w) =>
      req('POST', `/api/availability/requests/${await pendingRequest(w)}/refuse`, {
        reason: 'Short-staffed',
      })(w),
  },
  'PUT /api/staff-auth/availability/week': {
    prepare: async (w) => {
      const nina = await asNina(w);
      return () =>
        nina('PUT', '/api/staff-auth/availability/week', { rules: [{ dayOfWeek: 1, kind: 'UNAVAILABLE' }] });
    },
  },
  'PUT /api/staff-auth/availability/exceptions/:date': {
    prepare: async (w) => {
      const nina = await asNina(w);
      return () =>
        nina('PUT', `/api/staff-auth/availability/exceptions/${AVAILABILITY_DATE}`, { kind: 'RATHER_NOT' });
    },
  },
  'DELETE /api/staff-auth/availability/exceptions/:date': {
    prepare: async (w) => {
      const nina = await asNina(w);
      await nina('PUT', `/api/staff-auth/availability/exceptions/${AVAILABILITY_DATE}`, {
        kind: 'RATHER_NOT',
      });
      return () => nina('DELETE', `/api/staff-auth/availability/exceptions/${AVAILABILITY_DATE}`);
    },
  },
};

/** A date after the test clock's today and the lead time (availability may not change the past). */
const AVAILABILITY_DATE = '2027-06-01';

/** A pending change of Nina's availability (the workspace asks for approval), by id. */
async function pendingRequest(w: Fresh): Promise<string> {
  const nina = await asNina(w);
  await w.t.database.db
    .update(workspaces)
    .set({ availabilityNeedsApproval: true })
    .where(eq(workspaces.id, w.workspace.id));
  const res = await nina('PUT', '/api/staff-auth/availability/week', {
    rules: [{ dayOfWeek: 2, kind: 'UNAVAILABLE' }],
  });
  return res.json().data.pending[0].id;
}

async function defaultRuleSet(w: Fresh): Promise<{ id: string }> {
  return (await call(w.t.app, 'GET', '/api/rule-sets', inWs(w))).json().data[0];
}

async function newRuleSet(w: Fresh): Promise<{ id: string }> {
  const res = await call(w.t.app, 'POST', '/api/rule-sets', inWs(w, { name: 'Spare', preset: 'NONE' }));
  if (res.statusCode !== 201) throw new Error(`rule set failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

async function newContract(w: Fresh): Promise<{ id: string }> {
  const res = await call(
    w.t.app,
    'POST',
    `/api/staff/${w.bram.id}/contracts`,
    inWs(w, { startsOn: '2026-01-01', hoursPerWeek: 36 }),
  );
  if (res.statusCode !== 201) throw new Error(`contract failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** Staff login on, and an email address for Bram (answers it). */
async function staffEmail(w: Fresh): Promise<string> {
  await enableStaffLogin(w.t, w.workspace.id);
  const email = `bram-${w.workspace.id.slice(0, 8)}@example.com`;
  await w.t.database.db.update(staff).set({ email }).where(eq(staff.id, w.bram.id));
  return email;
}

/** Mutating routes that by nature write no audit row. */
export const exempt: Record<string, string> = {
  'POST /api/auth/external-tokens':
    'mints a short-lived sign-in token and changes no data; using it (GET /api/auth/exchange-token) records the LOGIN row',
  'POST /api/staff/import/preview': 'reads the file and answers what an import would do; stores nothing',
  'POST /api/email/test-upcoming-reminders':
    'sends a sample mail to the caller only (rate limited) and changes no data',
  'POST /api/email/test-weekly-summary':
    'sends a sample mail to the caller only (rate limited) and changes no data',
};

export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The mutating routes of `app` as `METHOD /url`. */
export function mutatingRoutes(t: TestApp): string[] {
  return t.app.apiRoutes.filter((r) => MUTATING.has(r.method)).map((r) => `${r.method} ${r.url}`);
}

/** The fresh workspace a recipe runs on: the schedule fixture on the largest plan (no recipe meets a plan limit). */
export async function freshWorkspace(t: TestApp, name: string): Promise<Fresh> {
  const w: Fresh = { ...(await scheduleWorkspace(t, name.slice(0, 60))), t };
  await t.database.db.update(workspaces).set({ plan: 'TEAM' }).where(eq(workspaces.id, w.workspace.id));
  return w;
}
