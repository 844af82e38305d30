import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { absences, scheduleEntries } from '../src/db/schema';
import { call } from './helpers';
import type { Case, World } from './cross-tenant.test';
import { insertAbsence, insertStoredEntry } from './schedule-factories';
import { enableStaffLogin, insertStaffSession } from './staff-portal-factories';

/**
 * Staff self-service routes in the cross-tenant harness: a staff member of workspace A, signed
 * in with a staff session, sends workspace B's ids and gets 404; B is unchanged. The reads take
 * no ids: they answer the signed-in member's own data only.
 */
interface StaffWorld {
  token: string;
  bOneOffId: string;
  bAbsenceId: string;
}
const prepared = new WeakMap<World, Promise<StaffWorld>>();

function staffWorld(w: World): Promise<StaffWorld> {
  let p = prepared.get(w);
  if (!p) {
    p = (async () => {
      await enableStaffLogin(w.t, w.a.workspace.id);
      const token = await insertStaffSession(w.t, w.a.workspace.id, w.md.aStaffId);
      const oneOff = await insertStoredEntry(w.t, w.b.workspace.id, {
        date: '2026-01-07',
        shiftTypeId: w.md.bShiftTypeId,
      });
      const absence = await insertAbsence(w.t, w.b.workspace.id, {
        staffId: w.md.bStaffId,
        startDate: '2099-01-01',
      });
      return { token, bOneOffId: oneOff.id, bAbsenceId: absence.id };
    })();
    prepared.set(w, p);
  }
  return p;
}

const own = (why: string): Case => ({ kind: 'own-account', why });

export function staffPortalCases(): Record<string, Case> {
  const asAStaff = async (w: World, method: 'POST' | 'DELETE', url: string, body?: unknown) =>
    call(w.t.app, method, url, {
      token: (await staffWorld(w)).token,
      ...(body !== undefined ? { body } : {}),
    });
  return {
    'GET /api/staff-auth/available-shifts': own('the signed-in staff member’s own workspace and skills only'),
    'GET /api/staff-auth/my-shifts': own('the signed-in staff member’s own shifts only'),
    'GET /api/staff-auth/absences': own('the signed-in staff member’s own absences only'),
    'GET /api/staff-auth/one-off-shifts': own('one-off shifts of the staff member’s own workspace only'),
    'GET /api/staff-portal/ledger': own(
      'the signed-in staff member’s own figures and their own workspace’s medians only',
    ),
    'POST /api/staff-auth/claim-shift': {
      kind: 'tenant',
      attack: (w) =>
        asAStaff(w, 'POST', '/api/staff-auth/claim-shift', {
          rotationSlotId: w.rot.b.slotId,
          date: '2026-01-05',
        }),
      unchanged: async (w) => {
        const rows = await w.t.database.db
          .select()
          .from(scheduleEntries)
          .where(
            and(eq(scheduleEntries.workspaceId, w.b.workspace.id), eq(scheduleEntries.entryType, 'CLAIMED')),
          );
        expect(rows).toEqual([]);
      },
    },
    'POST /api/staff-auth/claim-one-off-shift': {
      kind: 'tenant',
      attack: async (w) =>
        asAStaff(w, 'POST', '/api/staff-auth/claim-one-off-shift', {
          scheduleEntryId: (await staffWorld(w)).bOneOffId,
        }),
      unchanged: async (w) => {
        const [row] = await w.t.database.db
          .select()
          .from(scheduleEntries)
          .where(eq(scheduleEntries.id, (await staffWorld(w)).bOneOffId));
        expect(row!.staffId).toBeNull();
      },
    },
    'DELETE /api/staff-auth/absence/:id': {
      kind: 'tenant',
      attack: async (w) =>
        asAStaff(w, 'DELETE', `/api/staff-auth/absence/${(await staffWorld(w)).bAbsenceId}`),
      unchanged: async (w) => {
        expect(
          await w.t.database.db
            .select()
            .from(absences)
            .where(eq(absences.id, (await staffWorld(w)).bAbsenceId)),
        ).toHaveLength(1);
      },
    },
    'GET /api/staff-auth/availability': own('the signed-in staff member’s own availability only'),
    'PUT /api/staff-auth/availability/week': own(
      'changes the signed-in staff member’s own week only (the path and body name no staff member)',
    ),
    'PUT /api/staff-auth/availability/exceptions/:date': own(
      'changes the signed-in staff member’s own exceptions only (the path names only a date)',
    ),
    'DELETE /api/staff-auth/availability/exceptions/:date': own(
      'removes an exception of the signed-in staff member only (the path names only a date)',
    ),
    'POST /api/staff-auth/absence': own(
      'creates an absence of the signed-in staff member only (the body names no staff member or workspace)',
    ),
  };
}
