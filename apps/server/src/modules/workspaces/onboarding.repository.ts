import { and, count, countDistinct, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { rotationPatterns, shiftTypes, staff, staffSkills, workspaces } from '../../db/schema';

/** The four checklist counts of docs/product/back-office.md#onboarding, each over this workspace only. */
export async function onboardingCounts(db: DbOrTx, workspaceId: string) {
  const one = (rows: Array<{ n: number }>) => rows[0]?.n ?? 0;
  // One after the other: inside a transaction they share one connection anyway.
  const staffCount = await db
    .select({ n: count() })
    .from(staff)
    .where(eq(staff.workspaceId, workspaceId))
    .then(one);
  const shiftTypeCount = await db
    .select({ n: count() })
    .from(shiftTypes)
    .where(eq(shiftTypes.workspaceId, workspaceId))
    .then(one);
  const skilled = await db
    .select({ n: countDistinct(staffSkills.staffId) })
    .from(staffSkills)
    .where(eq(staffSkills.workspaceId, workspaceId))
    .then(one);
  const patterns = await db
    .select({ n: count() })
    .from(rotationPatterns)
    .where(eq(rotationPatterns.workspaceId, workspaceId))
    .then(one);
  return {
    staff: staffCount,
    shiftTypes: shiftTypeCount,
    staffWithSkills: skilled,
    rotationPatterns: patterns,
  };
}

/** Sets the flag once; answers whether this call flipped it (so only one audit row is written). */
export function markOnboardingCompleted(db: DbOrTx, workspaceId: string, now: Date) {
  return db
    .update(workspaces)
    .set({ onboardingCompleted: true, updatedAt: now })
    .where(and(eq(workspaces.id, workspaceId), eq(workspaces.onboardingCompleted, false)))
    .returning({ id: workspaces.id, name: workspaces.name })
    .then((rows) => rows[0]);
}
