import { eq } from 'drizzle-orm';
import { staffSessions, workspaces } from '../src/db/schema';
import { generateToken, hashToken } from '../src/lib/tokens';
import type { TestApp } from './helpers';

/**
 * Staff sessions for the staff self-service tests, inserted directly (the one-time-code
 * sign-in that normally mints them is tested with staff-auth).
 */

/** Staff login on and a plan with the staffLogin and selfPlanning features (TEAM unless told). */
export async function enableStaffLogin(
  t: TestApp,
  workspaceId: string,
  values: Partial<typeof workspaces.$inferInsert> = {},
) {
  await t.database.db
    .update(workspaces)
    .set({ plan: 'TEAM', staffLoginEnabled: true, ...values })
    .where(eq(workspaces.id, workspaceId));
}

/** A live staff session of `staffId` (valid for a day from the app clock); answers its bearer token. */
export async function insertStaffSession(t: TestApp, workspaceId: string, staffId: string): Promise<string> {
  const token = generateToken();
  const now = t.clock.now();
  await t.database.db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    workspaceId,
    staffId,
    expiresAt: new Date(now.getTime() + 86_400_000),
    lastUsedAt: now,
  });
  return token;
}
